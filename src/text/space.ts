/**
 * The white space of a regular expression's `\s` from U+0080 on (no-break space, the Unicode spaces,
 * line and paragraph separators, the BOM): read by hand where a pattern would be one more pass.
 */
export const isWideSpace = (c: number): boolean =>
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;
