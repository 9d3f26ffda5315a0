/**
 * Whether hook event bytes may be a PostToolUse or UserPromptSubmit event, without parsing them:
 * kept apart from post-tool-use.ts so the PreToolUse path (every tool call) does not load the
 * content guard.
 */
export function mayBePostToolUse(bytes: Uint8Array | null): boolean {
  if (bytes === null) return false;
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return b.includes('"PostToolUse"') || b.includes('"UserPromptSubmit"');
}
