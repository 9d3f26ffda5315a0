/**
 * card_number and personal_data: numbers with a check that a random number rarely passes.
 * A card is 13–19 digits (single spaces or dashes allowed between digits) with a network's
 * prefix (Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay, Maestro, Mir, Troy, RuPay, Verve, Elo), a length
 * that network issues and a valid Luhn digit; an IBAN passes ISO 13616's
 * mod-97 check; a US social security number is NNN-NN-NNNN inside the issued ranges.
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';

/**
 * Digits with at most one separator between them, bounded, so no input can make it backtrack far.
 * What may not come before the first digit is asked after it, and the first repeat is written
 * out: irregexp then looks for a digit, a separator or digit, and a digit before trying more (no
 * other difference: the code unit read behind is the one before the first digit).
 */
const CARD = /[0-9](?<![0-9A-Za-z_.\-/][0-9])[ -]?[0-9](?:[ -]?[0-9]){11,17}(?![0-9A-Za-z_/]|[.-][0-9])/g;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

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

/** Whether a card network issues numbers with this prefix and length. */
export function cardNetwork(d: string): string | null {
  const n = d.length;
  const p2 = Number(d.slice(0, 2));
  const p3 = Number(d.slice(0, 3));
  const p4 = Number(d.slice(0, 4));
  const p6 = Number(d.slice(0, 6));
  if (d[0] === '4' && (n === 13 || n === 16 || n === 19)) return 'visa';
  if (((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) && n === 16) return 'mastercard';
  if ((p2 === 34 || p2 === 37) && n === 15) return 'amex';
  if ((p4 === 6011 || p2 === 65 || (p3 >= 644 && p3 <= 649) || (p6 >= 622126 && p6 <= 622925)) && n >= 16 && n <= 19) return 'discover';
  if (p4 >= 3528 && p4 <= 3589 && n >= 16 && n <= 19) return 'jcb';
  if ((p3 >= 300 && p3 <= 305) || p2 === 36 || p2 === 38 || p2 === 39) return n >= 14 && n <= 19 ? 'diners' : null;
  if (p2 === 62 && n >= 16 && n <= 19) return 'unionpay';
  if (
    (p4 === 5018 || p4 === 5020 || p4 === 5038 || p4 === 5893 || p4 === 6304 || p4 === 6759 || p4 === 6761 || p4 === 6762 || p4 === 6763) &&
    n >= 12 &&
    n <= 19
  )
    return 'maestro';
  if (p4 >= 2200 && p4 <= 2204 && n >= 16 && n <= 19) return 'mir';
  if (p4 === 9792 && n === 16) return 'troy';
  if ((p2 === 60 || p2 === 81 || p2 === 82 || p3 === 508) && n === 16) return 'rupay';
  if (
    ((p6 >= 506099 && p6 <= 506198) || (p6 >= 507865 && p6 <= 507964) || (p6 >= 650002 && p6 <= 650027)) &&
    (n === 16 || n === 18 || n === 19)
  )
    return 'verve';
  if ((p6 === 636297 || p6 === 636368 || p6 === 504175 || (p6 >= 506699 && p6 <= 506778) || (p6 >= 509000 && p6 <= 509999)) && n === 16)
    return 'elo';
  return null;
}

/**
 * The matches of `re` (global), as a scan of the whole text finds them, for a pattern whose
 * matches are stretches of the code units `units` (unitTable) names, at least `min` long, in which
 * every code unit that is not SOLID comes before one that is (CARD: digits, and a blank or dash
 * between two). A match then holds one of every `min`-th code units,
 * and there a solid code unit or one before a solid one: only those probes are widened to their
 * stretch of units, and `re` runs over each stretch long enough, with the code unit before it and
 * the two after, which a lookaround reads (no match starts in those: the first is no unit, and
 * after the second there is no room). Prose and code, whose digits come a few at a time, cost a
 * probe or two per `min` code units instead of a regex's test at every one; a text of blanks is
 * probed, never widened.
 */
function stretchMatches(text: string, re: RegExp, min: number, units: Uint8Array): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const n = text.length;
  // 0: no unit (or outside ASCII), SOLID, or another unit.
  const kind = (i: number): number => {
    const c = text.charCodeAt(i);
    return c < 128 ? units[c]! : 0;
  };
  for (let p = min - 1; p < n; p += min) {
    const k = kind(p);
    if (k === 0 || (k !== SOLID && kind(p + 1) !== SOLID)) continue;
    let start = p;
    while (start > 0 && kind(start - 1) !== 0) start--;
    let end = p + 1;
    while (end < n && kind(end) !== 0) end++;
    if (end - start >= min) {
      const from = Math.max(0, start - 1);
      const piece = text.slice(from, Math.min(n, end + 2));
      re.lastIndex = start - from;
      for (let m = re.exec(piece); m; m = re.exec(piece)) {
        m.index += from;
        found.push(m);
      }
    }
    // The next probe lies past this stretch.
    while (p + min < end) p += min;
  }
  return found;
}

const SOLID = 1;
/** The ASCII code units of a stretch (stretchMatches): SOLID for `solid`'s, 2 for the rest of `unit`'s. */
function unitTable(unit: RegExp, solid: RegExp): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    table[c] = solid.test(ch) ? SOLID : unit.test(ch) ? 2 : 0;
  }
  return table;
}

/** The fewest code units a match of CARD spans (thirteen digits). */
const CARD_MIN = 13;
const CARD_UNITS = unitTable(/[0-9 -]/, /[0-9]/);

/** The matches of CARD, as a global scan finds them (stretchMatches: digits, and a blank or dash before a digit). */
export const cardMatches = (text: string): RegExpExecArray[] => stretchMatches(text, CARD, CARD_MIN, CARD_UNITS);

export function detectCards(t: Text, out: Hit[]): void {
  for (const m of cardMatches(t.text)) {
    const raw = m[0];
    // The match is digits with single blanks or dashes between them (CARD), read by hand; Luhn's
    // sum is kept both ways (doubling the even or the odd places from the left), as the count of
    // digits that says which is Luhn's is known only at the end. Most numbers fail it, uncopied.
    let n = 0;
    let doubledEven = 0;
    let doubledOdd = 0;
    let blanks = false;
    let dashes = false;
    let same = true;
    const first = raw.charCodeAt(0);
    for (let i = 0; i < raw.length; i++) {
      const c = raw.charCodeAt(i);
      if (c === 32) blanks = true;
      else if (c === 45) dashes = true;
      else {
        if (c !== first) same = false;
        const d = c - 48;
        const twice = d > 4 ? 2 * d - 9 : 2 * d;
        if (n % 2 === 0) {
          doubledEven += twice;
          doubledOdd += d;
        } else {
          doubledEven += d;
          doubledOdd += twice;
        }
        n++;
      }
    }
    // Mixed separators ("4111 1111-1111") are not how a card is written.
    if (blanks && dashes) continue;
    // All one digit (0000 0000 …) passes Luhn for some lengths but is filler, not a card.
    if (same) continue;
    // Luhn doubles every second digit from the last: with an even count, those in even places.
    if ((n % 2 === 0 ? doubledEven : doubledOdd) % 10 !== 0) continue;
    const digits = blanks || dashes ? raw.replace(blanks ? / /g : /-/g, '') : raw;
    if (!cardNetwork(digits)) continue;
    out.push({ code: 'card_number', start: m.index, end: m.index + raw.length, redact: 'card_number' });
  }
}

/** IBAN lengths by country (ISO 13616 registry); a code missing here is not answered. */
const IBAN_LENGTH: Record<string, number> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  TN: 24,
  TR: 26,
  UA: 29,
  VG: 24,
  XK: 20,
};

/** An IBAN written plain or in groups of four separated by single spaces. */
const IBAN = /\b[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;

export function ibanValid(compact: string): boolean {
  const len = IBAN_LENGTH[compact.slice(0, 2)];
  if (len === undefined || compact.length !== len) return false;
  const moved = compact.slice(4) + compact.slice(0, 4);
  let rem = 0;
  for (const c of moved) {
    const code = c.charCodeAt(0);
    const v = code >= 65 ? code - 55 : code - 48;
    rem = v >= 10 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97;
  }
  return rem === 1;
}

const SSN = /(?<![0-9A-Za-z-])([0-9]{3})-([0-9]{2})-([0-9]{4})(?![0-9A-Za-z]|-[0-9])/y;

/**
 * The matches of SSN, as a global scan finds them. Every number has its first dash three code
 * units in: found by indexOf (most texts hold few), a digit on either side of it asked before
 * the pattern is tried there, each search from the end of the last number on.
 */
export function ssnMatches(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  for (let i = text.indexOf('-', 3); i >= 0; i = text.indexOf('-', i + 1)) {
    // The second dash and the first digit, asked too: a date or a range (`2024-05`, `10-20`) ends here.
    if (
      !isDigit(text.charCodeAt(i - 1)) ||
      !isDigit(text.charCodeAt(i + 1)) ||
      text.charCodeAt(i + 3) !== 45 ||
      !isDigit(text.charCodeAt(i - 3))
    )
      continue;
    SSN.lastIndex = i - 3;
    const m = SSN.exec(text);
    if (m === null) continue;
    found.push(m);
    // The next number starts past this one, so its dash lies three code units past that.
    i = m.index + m[0].length + 2;
  }
  return found;
}

export function detectPersonal(t: Text, out: Hit[]): void {
  const text = t.text;
  IBAN.lastIndex = 0;
  for (let m = IBAN.exec(text); m; m = IBAN.exec(text)) {
    const compact = m[0].replace(/ /g, '');
    if (ibanValid(compact)) out.push({ code: 'personal_iban', start: m.index, end: m.index + m[0].length, redact: 'iban' });
  }
  for (const m of ssnMatches(text)) {
    const area = Number(m[1]);
    // Never issued: area 000, 666 and 900–999, group 00, serial 0000.
    if (area === 0 || area === 666 || area >= 900 || m[2] === '00' || m[3] === '0000') continue;
    out.push({ code: 'personal_ssn', start: m.index, end: m.index + m[0].length, redact: 'ssn' });
  }
}
