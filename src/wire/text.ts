/**
 * Predicates and renderings for untrusted text: bounded lengths, printable characters, and a
 * short printable excerpt for messages and evidence. One linear pass each, no regular
 * expressions.
 */

/** At most `max` characters of `s` with control characters blanked, and `…` when cut. */
export function clip(s: string, max = 80): string {
  // Most text has no control characters: then the excerpt is a slice, not a string built a character at a time.
  const n = Math.min(s.length, max);
  let k = 0;
  while (k < n) {
    const c = s.charCodeAt(k);
    if (c < 32 || c === 127) break;
    k++;
  }
  if (k === n) return s.length > max ? s.slice(0, max) + '…' : s;
  let out = '';
  for (let i = 0; i < s.length && out.length < max; i++) {
    const c = s.charCodeAt(i);
    out += c < 32 || c === 127 ? ' ' : s[i];
  }
  return s.length > max ? out + '…' : out;
}

/** Offset of the first character outside visible ASCII (U+0021..U+007E), or -1. */
export function firstNonVisibleAscii(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x21 || c > 0x7e) return i;
  }
  return -1;
}

/** 1..max characters of visible ASCII, no spaces: safe in a receipt, a log line or an HTTP header. */
export function isVisibleAscii(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= max && firstNonVisibleAscii(v) < 0;
}

/** 1..max characters without C0 control characters or DEL (spaces and non-ASCII allowed). */
export function isPrintableText(v: unknown, max: number): v is string {
  if (typeof v !== 'string' || v.length === 0 || v.length > max) return false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return false;
  }
  return true;
}
