/**
 * What the gate needs to route a hook event to the content guard without loading it: kept apart
 * from post-tool-use.ts so the PreToolUse path (every tool call) does not load the content guard.
 */
export type ContentEvent = 'PostToolUse' | 'UserPromptSubmit';

/**
 * Largest PostToolUse or UserPromptSubmit event read when the hook says which event it runs for
 * (JUDGE_HOOK_EVENT, set by the installed hook): a tool's result can be far larger than a tool
 * call, and one too large to read is a stop, not a pass.
 */
export const MAX_CONTENT_EVENT_BYTES = 16 * 1024 * 1024;

/** The event a hook command says it runs for (JUDGE_HOOK_EVENT), when it is one judged as content. */
export function hintedEvent(value: string | undefined): ContentEvent | null {
  return value === 'PostToolUse' || value === 'UserPromptSubmit' ? value : null;
}

/** Whether hook event bytes may be a PostToolUse or UserPromptSubmit event, without parsing them. */
export function mayBePostToolUse(bytes: Uint8Array | null): boolean {
  if (bytes === null) return false;
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return b.includes('"PostToolUse"') || b.includes('"UserPromptSubmit"');
}
