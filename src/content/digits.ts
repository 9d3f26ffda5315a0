/**
 * Digits of other scripts read as ASCII digits: full-width (U+FF10–FF19), Arabic-Indic, Persian, Devanagari, Thai and
 * every other script's decimal digits of the Basic Multilingual Plane, each one code unit, so a copy with ASCII digits in
 * their place keeps every offset. Each script's digits are ten code points in a row, zero first (OTHER_ZEROS, asserted
 * against Unicode's decimal digits in test/unit/content-detectors.test.ts); a digit of another plane is two code units
 * and is not read.
 */
import { Text } from './find.js';

/** Where each script's zero is, other than ASCII's, in the Basic Multilingual Plane. */
export const OTHER_ZEROS: readonly number[] = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6, 0x0e50, 0x0ed0, 0x0f20, 0x1040,
  0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50,
  0xabf0, 0xff10,
];
const hex = (c: number): string => `\\u${c.toString(16).padStart(4, '0')}`;
const OTHER_DIGITS = new RegExp(`[${OTHER_ZEROS.map((z) => `${hex(z)}-${hex(z + 9)}`).join('')}\\u3000\\uff0d]`, 'g');

/** The value of another script's digit, or -1 for any other code unit (CJK, kana and Hangul are passed at once). */
export function otherDigit(c: number): number {
  if (c < 0x0660 || (c > 0x1c59 && c < 0xa620) || (c > 0xabf9 && c < 0xff10) || c > 0xff19) return -1;
  for (const z of OTHER_ZEROS) {
    if (c < z) return -1;
    if (c <= z + 9) return c - z;
  }
  return -1;
}

/** Whether the text holds another script's digit: read in its runs of characters outside Latin-1 only, as all are. */
function holdsOtherDigit(t: Text): boolean {
  const runs = t.wideRuns();
  for (let r = 0; r < runs.length; r += 2)
    for (let i = runs[r]!; i < runs[r + 1]!; i++) if (otherDigit(t.text.charCodeAt(i)) >= 0) return true;
  return false;
}

/**
 * The text with other scripts' digits written as ASCII digits, and the ideographic space and the full-width hyphen
 * that part them as a blank and a dash (as Japanese forms write a card's groups); null where it holds no such digit.
 */
export function foldedDigits(t: Text): Text | null {
  if (!t.wide || !holdsOtherDigit(t)) return null;
  const folded = t.text.replace(OTHER_DIGITS, (ch) =>
    ch === '\u3000' ? ' ' : ch === '\uff0d' ? '-' : String(otherDigit(ch.charCodeAt(0))),
  );
  return new Text(folded, false);
}

/** Luhn's check over a string of ASCII digits (cards, and the digits a card's readings gather). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

const digitOf = (s: string, i: number): number => s.charCodeAt(i) - 48;
// Verhoeff's tables (Aadhaar): the dihedral group's products and the position's permutations.
const VERHOEFF_D = [
  '0123456789',
  '1234067895',
  '2340178956',
  '3401289567',
  '4012395678',
  '5987604321',
  '6598710432',
  '7659821043',
  '8765932104',
  '9876543210',
];
const VERHOEFF_P = ['0123456789', '1576283094', '5803796142', '8916043527', '9453126870', '4286573901', '2793806415', '7046913258'];

/** Whether `s` (digits) passes Verhoeff's check, its last digit the check. */
export function verhoeffValid(s: string): boolean {
  let c = 0;
  for (let i = 0; i < s.length; i++) {
    const p = digitOf(VERHOEFF_P[i % 8]!, digitOf(s, s.length - 1 - i));
    c = digitOf(VERHOEFF_D[c]!, p);
  }
  return c === 0;
}
