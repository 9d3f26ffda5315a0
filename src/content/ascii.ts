/** ASCII classes of a code unit, read where a detector walks a text by hand (no regex, no string made). */
export const isDigit = (c: number): boolean => c >= 48 && c <= 57;
export const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
export const isAlnum = (c: number): boolean => isDigit(c) || isLetter(c);
/** A code unit of a word as `\w` reads one: a letter, a digit or `_`. */
export const isWordUnit = (c: number): boolean => isAlnum(c) || c === 95;

/**
 * Where the first run of `length` ASCII digits at or after `from` starts (`[0-9]{length}`'s next match), or -1: every
 * `length`-th code unit is probed (any such run holds one), a loop rather than a regex over the whole text, which V8
 * compiles without its optimisations once a process holds many patterns (docs/content-measurements.md, speed).
 */
export function digitRunFrom(text: string, from: number, length: number): number {
  const n = text.length;
  for (let q = from + length - 1; q < n; q += length) {
    if (!isDigit(text.charCodeAt(q))) continue;
    let start = q;
    while (start > from && isDigit(text.charCodeAt(start - 1))) start--;
    let end = q + 1;
    while (end < n && end - start < length && isDigit(text.charCodeAt(end))) end++;
    if (end - start >= length) return start;
  }
  return -1;
}
