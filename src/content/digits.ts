/**
 * Digits of other scripts read as ASCII digits: full-width (U+FF10–FF19), Arabic-Indic, Persian, Devanagari, Thai and
 * every other script's decimal digits of the Basic Multilingual Plane, each one code unit, so a copy with ASCII digits in
 * their place keeps every offset. In the Basic Multilingual Plane a script's decimal digits are ten code points in a
 * row, zero first, with no other script's beside them: a digit's value is how many digits come before it in its run.
 */
import { Text } from './find.js';

// The Basic Multilingual Plane's only: a digit of another plane is two code units, and one ASCII digit would shift offsets.
const OTHER_DIGIT = /(?![0-9])(?=[\0-\uffff])\p{Nd}/u;
const OTHER_DIGITS = /(?![0-9])(?=[\0-\uffff])\p{Nd}|[\u3000\uff0d]/gu;
const ND = /\p{Nd}/u;

/** Whether the code unit is a decimal digit of a script other than ASCII. */
export const isOtherDigit = (c: number): boolean => c > 127 && ND.test(String.fromCharCode(c));

/**
 * The text with other scripts' digits written as ASCII digits, and the ideographic space and the full-width hyphen
 * that part them as a blank and a dash (as Japanese forms write a card's groups); null where it holds no such digit.
 */
export function foldedDigits(t: Text): Text | null {
  if (!t.wide || !OTHER_DIGIT.test(t.text)) return null;
  const folded = t.text.replace(OTHER_DIGITS, (ch) => {
    if (ch === '\u3000') return ' ';
    if (ch === '\uff0d') return '-';
    const c = ch.charCodeAt(0);
    let k = 0;
    while (k < 9 && ND.test(String.fromCharCode(c - k - 1))) k++;
    return String(k);
  });
  return new Text(folded, false);
}
