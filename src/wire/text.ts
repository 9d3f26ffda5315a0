/**
 * Predicates and renderings for untrusted text: bounded lengths, printable characters, and a
 * short printable excerpt for messages and evidence. One linear pass each, no regular
 * expressions.
 */

/** At most `max` characters of `s` with control characters blanked, and `…` when cut. */
export function clip(s: string, max = 80): string {
  let out = '';
  for (let i = 0; i < s.length && out.length < max; i++) {
    const c = s.charCodeAt(i);
    out += c < 32 || c === 127 ? ' ' : s[i];
  }
  return s.length > max ? out + '…' : out;
}
