/**
 * Orders in the classical ciphers a note names beside them: a Caesar shift other than ROT13 (`caesar shift 3`,
 * `rot-5`, `ROT20`, `shifted by 4`, or `caesar` alone, its shift then the one whose letters read most like a language's),
 * Atbash (the alphabet reversed), and ROT47 (every printable ASCII character rotated, digits and signs too). A cipher is
 * read only after its hint, on the rest of the hint's line and the next line (decoded-candidates.ts's afterHint), so a text
 * without one costs a few native searches. Caesar and Atbash are letters a model reads as such: an order in them is
 * prompt_injection's alone, as ROT13's is; ROT47 rewrites bytes and is an encoding.
 */
import type { ReasonCode } from './codes.js';
import { afterHint, type Candidate, ENCODED, LETTERS } from './decoded-candidates.js';
import { placesOf, type Text } from './find.js';

/**
 * A shift written after a hint's word, its sign in group 1 and its size in group 2: `rot-5`, `rot20`, `shift 3`,
 * `shift -3` (each letter moved back three), `shift=5`, `shifted by 4`, `shift of 7`, `caesar +4`, `caesar cipher, shift 11`.
 * ROT's `-` is a separator (`rot-5` moves forward), so its sign group is always empty.
 */
const ROT_SHIFT = /rot[-_ ]?()(\d{1,2})(?!\d)/iy;
const SHIFT_SHIFT = /shift(?:ed)?[ \t]{0,3}(?:(?:of|by)[ \t]{1,3}|=[ \t]{0,3})?([+-]?)(\d{1,2})(?!\d)/iy;
const CAESAR_SHIFT =
  /caesar(?:[ \t]{0,3}cipher)?[ \t,:;(]{0,4}(?:(?:shift(?:ed)?|key|rot)[ \t]{0,3}(?:(?:of|by|=)[ \t]{0,3})?)?([+-]?)(\d{1,2})?(?!\d)/iy;

/** Each code unit of `s` replaced by what `map` makes of it (the ciphers below map letters or printable ASCII alone). */
function mapUnits(s: string, map: (c: number) => number): string {
  let out = '';
  for (let i = 0; i < s.length; i++) out += String.fromCharCode(map(s.charCodeAt(i)));
  return out;
}

/** Letters shifted back by `k` (a Caesar cipher of shift `k` read). */
function unshift(s: string, k: number): string {
  const back = (26 - (k % 26)) % 26;
  return mapUnits(s, (c) => (c >= 65 && c <= 90 ? ((c - 65 + back) % 26) + 65 : c >= 97 && c <= 122 ? ((c - 97 + back) % 26) + 97 : c));
}

const atbash = (s: string): string => mapUnits(s, (c) => (c >= 65 && c <= 90 ? 155 - c : c >= 97 && c <= 122 ? 219 - c : c));

const rot47 = (s: string): string => mapUnits(s, (c) => (c >= 33 && c <= 126 ? 33 + ((c - 33 + 47) % 94) : c));

/** How often each letter stands in English, French, German and Spanish text together (per thousand letters). */
const LETTER_FREQUENCY = [78, 12, 31, 40, 141, 11, 15, 22, 68, 4, 4, 49, 27, 74, 59, 21, 4, 68, 68, 67, 41, 10, 7, 2, 8, 5];

/** The shift whose reading's letters stand closest to LETTER_FREQUENCY (the least chi-square), 1 to 25. */
function likeliestShift(s: string): number {
  const counts = new Array<number>(26).fill(0);
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 32;
    if (c >= 97 && c <= 122) {
      counts[c - 97]!++;
      total++;
    }
  }
  let best = 1;
  let bestScore = Infinity;
  for (let k = 1; k < 26; k++) {
    let score = 0;
    for (let letter = 0; letter < 26; letter++) {
      const expected = (LETTER_FREQUENCY[letter]! * total) / 1000 + 0.01;
      const seen = counts[(letter + k) % 26]!;
      score += ((seen - expected) * (seen - expected)) / expected;
    }
    if (score < bestScore) {
      bestScore = score;
      best = k;
    }
  }
  return best;
}

/** The stretch after each place of `lead` that `read` reads, `read` given the text after the hint (null: no cipher there). */
function after(
  t: Text,
  lead: string,
  hint: RegExp | null,
  add: (c: Candidate) => void,
  full: () => boolean,
  read: (m: RegExpExecArray | null, s: string) => { text: string; codes: readonly ReasonCode[] } | null,
): void {
  let covered = -1;
  for (const at of placesOf(t, lead)) {
    if (full()) return;
    if (at < covered) continue;
    let from = at + lead.length;
    let m: RegExpExecArray | null = null;
    if (hint !== null) {
      hint.lastIndex = at;
      m = hint.exec(t.text);
      if (m === null) continue;
      from = hint.lastIndex;
    }
    const { start, end } = afterHint(t.text, from);
    covered = end;
    const r = read(m, t.text.slice(start, end));
    if (r !== null) add({ start, end, text: r.text, codes: r.codes });
  }
}

/** Caesar shifts after their hints, Atbash and ROT47 after theirs. */
export function cipherCandidates(t: Text, hasDigit: boolean, add: (c: Candidate) => void, full: () => boolean): void {
  const shifted = (m: RegExpExecArray | null, s: string) => {
    // A shift of -k moved each letter back k: it is read back by moving forward k, a shift of 26 - k.
    const k = m?.[2] === undefined ? likeliestShift(s) : (m[1] === '-' ? 26 - (Number(m[2]) % 26) : Number(m[2])) % 26;
    // ROT13 is encoded-orders.ts's; no shift is no cipher.
    return k === 0 || k === 13 ? null : { text: unshift(s, k), codes: LETTERS };
  };
  after(t, 'caesar', CAESAR_SHIFT, add, full, shifted);
  // A shift after `rot` or `shift` is written in digits: a text without one is not searched for them.
  if (hasDigit) {
    after(t, 'rot', ROT_SHIFT, add, full, (m, s) => (m![2] === '47' ? { text: rot47(s), codes: ENCODED } : shifted(m, s)));
    after(t, 'shift', SHIFT_SHIFT, add, full, shifted);
  }
  after(t, 'atbash', null, add, full, (_m, s) => ({ text: atbash(s), codes: LETTERS }));
}
