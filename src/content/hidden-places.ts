/**
 * hidden_unicode and adversarial_url: a zero-width character (a space, a non-joiner, a joiner, a word joiner, a
 * byte-order mark) where no honest text puts one (docs/content-readings.md, "Hidden places"):
 *   - inside a number (`8172\u200b6354`, `\u00a34\u200d,200`), also after a reference's capitals and hyphen
 *     (`NGU-2027-\u200b517753`), or between those capitals and the hyphen (`INV\u2060-862574`): an account, an amount
 *     or a reference a filter reads as two; a break hint in a hash or an id whose letters run into its digits is the
 *     hash's wrapping, and a number of more than twenty digits is left too;
 *   - a joiner, a non-joiner, a word joiner or a byte-order mark between two ideographs or kana (`返\u200d金`);
 *   - between capitals or a capital and a digit of a code written in capitals only (`INK\u200bANCHOR20`);
 *   - a joiner, a non-joiner or a byte-order mark between two ASCII letters (but a non-joiner after an f, German's
 *     ligature break), a joiner or a non-joiner between a blank and a letter (`Harrowgate \u200dPhilharmonic`,
 *     `K\ufeffestrel`): they join pictographs and Arabic or Indic letters, never Latin ones; a byte-order mark after a
 *     blank starts a file pasted there;
 *   - before a host's dot or a path's slash (`example\ufeff.com`, `divelog\u2060/cache`); a break hint after a slash is
 *     a long URL's wrapping and is left;
 *   - inside a link's host (after its scheme, before its path): the host the reader sees is not the one opened
 *     (adversarial_url as well).
 * Read from the text's runs outside Latin-1 (find.ts), each character once.
 */
import type { Hit } from './codes.js';

const isSplitting = (c: number): boolean => c === 0x200b || c === 0x200c || c === 0x200d || c === 0x2060 || c === 0xfeff;
const isBreakHint = (c: number): boolean => c === 0x200b || c === 0x2060;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isUpper = (c: number): boolean => c >= 65 && c <= 90;
const isLetter = (c: number): boolean => (c | 32) >= 97 && (c | 32) <= 122;
const isAlnum = (c: number): boolean => isLetter(c) || isDigit(c);
/** A number's separators: a thousands comma, a decimal point, a sort code's dash. */
const isNumberMark = (c: number): boolean => c === 44 || c === 46 || c === 45;
/** A host's code units: letters, digits, a hyphen, a dot. */
const isHostUnit = (c: number): boolean => isAlnum(c) || c === 45 || c === 46;

/** Whether the zero-width character at `i` stands inside a number of twenty digits or fewer with no letter run on. */
function inNumber(text: string, i: number): boolean {
  const before = text.charCodeAt(i - 1);
  const after = text.charCodeAt(i + 1);
  const digitBefore = isDigit(before) || (isNumberMark(before) && isDigit(text.charCodeAt(i - 2)));
  const digitAfter = isDigit(after) || (isNumberMark(after) && isDigit(text.charCodeAt(i + 2)));
  if (!digitBefore || !digitAfter) return false;
  let digits = 0;
  let a = i - 1;
  for (; a >= 0 && i - a <= 32; a--) {
    const c = text.charCodeAt(a);
    if (isDigit(c)) digits++;
    else if (!isNumberMark(c) && !isSplitting(c)) break;
  }
  let b = i + 1;
  for (; b < text.length && b - i <= 32; b++) {
    const c = text.charCodeAt(b);
    if (isDigit(c)) digits++;
    else if (!isNumberMark(c) && !isSplitting(c)) break;
  }
  return digits <= 20 && (!isLetter(text.charCodeAt(a)) || capitalPrefix(text, a)) && !isLetter(text.charCodeAt(b));
}

/**
 * Whether the letter at `a` ends a reference's prefix of capitals before a hyphen (at `hyphen`: `INV-`, `NGU-2027-`):
 * two to six capitals standing alone. A hash's letters run into its digits with no hyphen.
 */
function capitalPrefix(text: string, a: number, hyphen = a + 1): boolean {
  if (text.charCodeAt(hyphen) !== 45) return false;
  let k = a;
  while (k >= 0 && a - k < 7 && isUpper(text.charCodeAt(k))) k--;
  return a - k >= 2 && a - k <= 6 && !isAlnum(text.charCodeAt(k));
}

/** Ideographs and kana: a joiner never stands between two of them. */
const isIdeograph = (c: number): boolean => (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff);

/** Whether it stands between capitals (or a capital and a digit) of a code of capitals and digits only, 24 at most. */
function inCapitals(text: string, i: number): boolean {
  const before = text.charCodeAt(i - 1);
  const after = text.charCodeAt(i + 1);
  if (!(isUpper(before) && (isUpper(after) || isDigit(after))) && !(isDigit(before) && isUpper(after))) return false;
  let a = i - 1;
  while (a >= 0 && i - a <= 25 && (isUpper(text.charCodeAt(a)) || isDigit(text.charCodeAt(a)))) a--;
  let b = i + 1;
  while (b < text.length && b - i <= 25 && (isUpper(text.charCodeAt(b)) || isDigit(text.charCodeAt(b)))) b++;
  return b - a - 2 <= 24 && !isLetter(text.charCodeAt(a)) && !isLetter(text.charCodeAt(b));
}

const isIdentUnit = (c: number): boolean => isAlnum(c) || c === 95;
/**
 * Whether it stands inside a snake_case name of 48 units at most (a column's, a key's: `dis\u200bcount_pct`,
 * `customer\u2060_id`): a filter or a join that reads the name whole misses it. A zero-width space right after the
 * underscore is a long name's line-break hint in prose, and is left.
 */
function inIdentifier(text: string, i: number, c: number): boolean {
  const before = text.charCodeAt(i - 1);
  const after = text.charCodeAt(i + 1);
  if (!isIdentUnit(before) || !isIdentUnit(after) || (c === 0x200b && before === 95)) return false;
  let a = i - 1;
  while (a >= 0 && i - a <= 48 && isIdentUnit(text.charCodeAt(a))) a--;
  let b = i + 1;
  while (b < text.length && b - i <= 48 && isIdentUnit(text.charCodeAt(b))) b++;
  if (b - a - 2 > 48 || isIdentUnit(text.charCodeAt(a)) || isIdentUnit(text.charCodeAt(b))) return false;
  const name = text.slice(a + 1, i) + text.slice(i + 1, b);
  return /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(name);
}

/** Whether the character at `i` (of code `c`) stands where no honest text puts one (the list above, but hosts). */
function outOfPlace(text: string, i: number, c: number): boolean {
  const before = text.charCodeAt(i - 1);
  const after = text.charCodeAt(i + 1);
  if (inNumber(text, i) || inCapitals(text, i)) return true;
  // A reference's capitals split from its hyphen and number (`INV\u2060-862574`).
  if (isUpper(before) && after === 45 && isDigit(text.charCodeAt(i + 2)) && capitalPrefix(text, i - 1, i + 1)) return true;
  // A joiner between two ideographs or kana (`返\u200d金`): Chinese and Japanese join no letters.
  if (!isBreakHint(c) && isIdeograph(before) && isIdeograph(after)) return true;
  // Before a host's dot (a letter after it) or a path's slash: a break hint goes after them, if anywhere.
  if (isAlnum(before) && (after === 46 || (after === 47 && c !== 0x200b)) && isAlnum(text.charCodeAt(i + 2))) return true;
  if (inIdentifier(text, i, c)) return true;
  if (isBreakHint(c)) return false;
  if (isLetter(before) && isLetter(after)) return !(c === 0x200c && (before | 32) === 102);
  // A byte-order mark after a blank starts a file pasted there (`name: \ufeffref,amount`).
  return c !== 0xfeff && ((before === 32 && isLetter(after)) || (isLetter(before) && after === 32));
}

export function detectHiddenPlaces(text: string, runs: readonly number[], out: Hit[]): void {
  for (let r = 0; r < runs.length; r += 2)
    for (let i = runs[r]!; i < runs[r + 1]!; i++) {
      const c = text.charCodeAt(i);
      if (isSplitting(c) && i > 0 && outOfPlace(text, i, c)) out.push({ code: 'unicode_zero_width', start: i, end: i + 1 });
    }
}

/**
 * The links whose host holds a zero-width character between two of its units (not a break hint right after a dot):
 * found from each such character back to a `://` over the host's units, reported over scheme and host.
 */
export function detectHiddenHosts(text: string, runs: readonly number[], out: Hit[]): void {
  // Each such character lies outside Latin-1: read from the text's runs of those (find.ts's wideRuns, shared), ascending,
  // not by a native search of the whole text for each kind (five passes over a text that holds none).
  const places: number[] = [];
  for (let r = 0; r < runs.length; r += 2)
    for (let i = runs[r]!; i < runs[r + 1]!; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x200b || c === 0x200c || c === 0x200d || c === 0x2060 || c === 0xfeff) places.push(i);
    }
  if (places.length === 0 || !text.includes('://')) return;
  let after = 0;
  for (const i of places) {
    const c = text.charCodeAt(i);
    if (i < after) continue;
    const before = text.charCodeAt(i - 1);
    if (!isHostUnit(before) || !isHostUnit(text.charCodeAt(i + 1)) || (isBreakHint(c) && before === 46)) continue;
    let a = i - 1;
    while (a > 2 && i - a <= 80 && (isHostUnit(text.charCodeAt(a - 1)) || isSplitting(text.charCodeAt(a - 1)))) a--;
    if (!text.startsWith('://', a - 3)) continue;
    let s = a - 3;
    while (s > 0 && a - 3 - s < 12 && isLetter(text.charCodeAt(s - 1))) s--;
    let b = i + 1;
    while (b < text.length && b - i <= 80 && (isHostUnit(text.charCodeAt(b)) || isSplitting(text.charCodeAt(b)))) b++;
    out.push({ code: 'url_lookalike_host', start: s, end: b });
    after = b;
  }
}
