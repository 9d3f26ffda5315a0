/** ASCII classes of a code unit, read where a detector walks a text by hand (no regex, no string made). */
export const isDigit = (c: number): boolean => c >= 48 && c <= 57;
export const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
export const isAlnum = (c: number): boolean => isDigit(c) || isLetter(c);
/** A code unit of a word as `\w` reads one: a letter, a digit or `_`. */
export const isWordUnit = (c: number): boolean => isAlnum(c) || c === 95;
