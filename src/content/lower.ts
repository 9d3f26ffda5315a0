/**
 * `s.toLowerCase()`, without the call when it would change nothing. A piece of a text that holds
 * any character past Latin-1 is stored two bytes per code unit, and lower-casing such a string
 * goes through ICU (about four times what a Latin-1 one costs); most hosts, parameter names and
 * values the detectors lower-case are ASCII already in lower case, which one read tells.
 */
export function lowerCased(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || (c >= 65 && c <= 90)) return s.toLowerCase();
  }
  return s;
}

/**
 * `s` lower-cased code unit for code unit, so that a match's indices in it are the same in `s`: U+0130 (`İ`, which
 * lower-cases to `i` and a combining dot) becomes a plain `i`, the only character whose lower case is longer.
 */
export function lowerKeepingLength(s: string): string {
  const lower = lowerCased(s);
  return lower.length === s.length ? lower : s.replace(/\u0130/g, 'I').toLowerCase();
}
