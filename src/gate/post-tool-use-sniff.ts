/**
 * Whether hook event bytes may be a PostToolUse event, without parsing them: kept apart from
 * post-tool-use.ts so the PreToolUse path (every tool call) does not load the content guard.
 */
export function mayBePostToolUse(bytes: Uint8Array | null): boolean {
  return bytes !== null && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('"PostToolUse"');
}
