/**
 * A line's bounds in a text that may be a JSON string's contents: a line breaks at a raw `\n` or `\r`, or at `\n` or
 * `\r` written out (a backslash and the letter). Each search is bounded, so a reading that asks at every place of a
 * long line reads a fixed stretch, not the line.
 */

/** Where `s` last starts at or before `at` and within `reach` code units of it (-1: not there). */
export function lastWithin(text: string, s: string, at: number, reach: number): number {
  const from = Math.max(0, at - reach);
  const i = text.slice(from, at + s.length).lastIndexOf(s);
  return i < 0 ? -1 : from + i;
}

/** Where `s` first starts at or after `at` and within `reach` code units of it (-1: not there). */
export function firstWithin(text: string, s: string, at: number, reach: number): number {
  const i = text.slice(at, at + reach + s.length).indexOf(s);
  return i < 0 ? -1 : at + i;
}

/** Where the line holding `at` starts (0 at the text's start); -1 when no break is within `reach` code units before it. */
export function lineStartWithin(text: string, at: number, reach: number): number {
  for (let i = at; i > 0; i--) {
    if (at - i >= reach) return -1;
    const c = text.charCodeAt(i - 1);
    if (c === 10 || c === 13 || ((c === 110 || c === 114) && text.charCodeAt(i - 2) === 92)) return i;
  }
  return 0;
}

/** Where the line from `at` ends: at its break, or `most` code units on. */
export function lineEndWithin(text: string, at: number, most: number): number {
  let i = at;
  while (i < text.length && i - at < most) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || (c === 92 && (text.charCodeAt(i + 1) === 110 || text.charCodeAt(i + 1) === 114))) break;
    i++;
  }
  return i;
}

/** Where the line after the one ending at `end` (lineEndWithin's answer) starts: past `\r\n`, raw or written out. */
export function nextLineAfter(text: string, end: number): number {
  const c = text.charCodeAt(end);
  if (c === 13) return text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
  if (c === 92) return text.startsWith('\\r\\n', end) ? end + 4 : end + 2;
  return end + 1;
}

/** What follows the last raw `\n` or JSON-escaped `\n` in `s` (both code units of an escaped one): `s` whole when none. */
export function afterLastBreak(s: string): string {
  const raw = s.lastIndexOf('\n');
  const escaped = s.lastIndexOf('\\n');
  if (raw < 0 && escaped < 0) return s;
  return s.slice(raw > escaped ? raw + 1 : escaped + 2);
}

/** What precedes the first raw `\n` or JSON-escaped `\n` in `s`: `s` whole when none. */
export function beforeFirstBreak(s: string): string {
  const raw = s.indexOf('\n');
  const escaped = s.indexOf('\\n');
  const cut = raw < 0 ? escaped : escaped < 0 ? raw : Math.min(raw, escaped);
  return cut < 0 ? s : s.slice(0, cut);
}
