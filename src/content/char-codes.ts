/**
 * Orders spelled as numbers, which a model reads decoded: octal escapes (`\151\147…`, as printf and C strings take them),
 * char codes handed to a function (`String.fromCharCode(73, 103, …)`, `chr(73)+chr(103)`, PowerShell's `[char]73` and
 * `[char[]](73,103,…)`, decimal or `0x` hex, no arithmetic) and decimal byte arrays (`[73, 103, …]`, `{73, 103, …}`; hex
 * ones are encoded-orders.ts's hex bytes). Each is read only from its lead (a backslash before an octal digit, a call's
 * name, a bracket before a number), at most STRETCH_MAX long, and only twelve characters or more are judged: a key
 * handler's `fromCharCode(e.which)`, a separator's `fromCharCode(44, 32)`, a file mode's `\033` are shorter. A page's
 * `eval(String.fromCharCode(…))` whose code reaches for cookies, storage or the network is a script.
 */
import type { ReasonCode } from './codes.js';
import { type Candidate, ENCODED, STRETCH_MAX } from './decoded-candidates.js';
import { asText } from './encoded.js';
import { mergedAscending, placesOf, type Text } from './find.js';
import { unitPlaces } from './unit-places.js';

/** Fewest characters spelled read (encoded-orders.ts's floor for spelled hex and entities). */
const SPELLED_MIN = 12;

/** One octal escape, its backslash doubled or not (a JSON string doubles it). */
const OCTAL = /\\{1,2}([0-7]{1,3})/y;

/** Octal escapes: a run of twelve or more, read into bytes (UTF-8). */
function octalRuns(text: string, add: (c: Candidate) => void): void {
  // From each backslash (their places shared with the other readings of escapes, unit-places.ts), past a run read.
  let next = 0;
  for (const i of unitPlaces(text, 92)) {
    if (i < next) continue;
    OCTAL.lastIndex = i;
    if (!OCTAL.test(text)) continue;
    const start = i;
    const bytes: number[] = [];
    let j = i;
    while (j - start < STRETCH_MAX) {
      OCTAL.lastIndex = j;
      const m = OCTAL.exec(text);
      if (m === null) break;
      const v = parseInt(m[1]!, 8);
      if (v > 255) break;
      bytes.push(v);
      j = OCTAL.lastIndex;
    }
    if (bytes.length >= SPELLED_MIN) {
      const s = asText(Uint8Array.from(bytes));
      if (s !== null) add({ start, end: j, text: s, codes: ENCODED });
    }
    next = Math.max(j, i + 1);
  }
}

/** The names of the calls that make a character of a code, as they stand between codes (lower case; each starts with `s`, `f` or `c`). */
const CALL_NAMES = ['string.fromcharcode', 'fromcharcode', 'chrw', 'chr', 'char'];
/**
 * What stands between codes besides a call's name: blanks, commas, parentheses, brackets, `+`, `&` (VBScript's) and `@`
 * (PowerShell's `[char[]]@(73, …)`).
 */
const GLUE = new Uint8Array(128);
for (const c of ' \t\n\r,()+&[]@') GLUE[c.charCodeAt(0)] = 1;
const isGlue = (c: number): boolean => c < 128 && GLUE[c] === 1;

/** Whether `name` (lower case) stands at text[at], in any case, without a copy of the text. */
function nameAt(text: string, at: number, name: string): boolean {
  if (at + name.length > text.length) return false;
  for (let k = 0; k < name.length; k++) {
    const c = text.charCodeAt(at + k);
    if ((c >= 65 && c <= 90 ? c | 32 : c) !== name.charCodeAt(k)) return false;
  }
  return true;
}
/** A code: `0x` hex or decimal, sticky. */
const CODE = /0x([0-9a-f]{1,6})(?![0-9a-z])|([0-9]{1,7})(?![0-9a-z])/iy;

/**
 * The codes from `at` on, with what may stand between them (glue, a call's name, at most eight code units of glue in a
 * row), and where they end: read while a code follows.
 */
function codesFrom(text: string, at: number, bytesOnly: boolean): { codes: number[]; end: number } {
  const codes: number[] = [];
  let i = at;
  let end = at;
  while (i - at < STRETCH_MAX) {
    let g = 0;
    while (g < 8 && i < text.length && isGlue(text.charCodeAt(i))) {
      i++;
      g++;
    }
    if (!bytesOnly && ((text.charCodeAt(i) | 32) === 115 || (text.charCodeAt(i) | 32) === 102 || (text.charCodeAt(i) | 32) === 99)) {
      const name = CALL_NAMES.find((n) => nameAt(text, i, n));
      if (name !== undefined) {
        i += name.length;
        g = 0;
        while (g < 8 && i < text.length && isGlue(text.charCodeAt(i))) {
          i++;
          g++;
        }
      }
    }
    CODE.lastIndex = i;
    const m = CODE.exec(text);
    if (m === null) break;
    const v = m[1] !== undefined ? parseInt(m[1], 16) : Number(m[2]);
    if (v > (bytesOnly ? 255 : 0x10ffff)) break;
    codes.push(v);
    i = CODE.lastIndex;
    end = i;
  }
  return { codes, end };
}

/** What a page's decoded code reaches for when it carries data out or runs more code. */
const PAGE_DROPPER =
  /\bdocument\.cookie\b|\blocalStorage\b|\bsessionStorage\b|\bfetch\s*\(|\bXMLHttpRequest\b|\bsendBeacon\b|\beval\s*\(|\bdocument\.write\s*\(/;
/** A call that runs the code it is handed, right before a char-code call. */
const RUNS_CODE = /(?:\beval|\bFunction|\bsetTimeout|\bdocument\.write)\s*\(\s*$/;

/** How long the call's name at `at` is, to the code after it (`charCode(`, `char`, `chr(`, `chrw(`), or 0 for none. */
function callName(text: string, at: number): number {
  if (nameAt(text, at, 'charcode(')) return at >= 4 && nameAt(text, at - 4, 'from') ? 8 : 0;
  if (nameAt(text, at, 'chr(')) return 4;
  if (nameAt(text, at, 'chrw(')) return 5;
  return nameAt(text, at, 'char') && text.charCodeAt(at - 1) === 91 ? 4 : 0;
}

/** Char codes from each call's name, judged as the text they spell. */
function charCodeCalls(t: Text, add: (c: Candidate) => void): void {
  const text = t.text;
  let covered = -1;
  // Two searches find every call's name: `char` (fromCharCode, [char]) and `chr` (chr, ChrW); the name is read from there.
  const places = mergedAscending([placesOf(t, 'char'), placesOf(t, 'chr')]);
  for (let p = 0; p < places.length; p++) {
    const place = places[p]!;
    if (place < covered) continue;
    const length = callName(text, place);
    if (length === 0) continue;
    // fromCharCode's finding and the code before it start at `from`.
    const at = length === 8 ? place - 4 : place;
    const { codes, end } = codesFrom(text, place + length, false);
    covered = Math.max(at + 1, end);
    if (codes.length < SPELLED_MIN) continue;
    let s = '';
    for (const c of codes) s += String.fromCodePoint(c);
    // A page that runs what it spells: a script by what the code reaches for.
    const before = text.slice(Math.max(0, at - 40), at).replace(/String\.$/, '');
    if (RUNS_CODE.test(before) && PAGE_DROPPER.test(s)) {
      add({ start: at, end, text: s, codes: SCRIPT, final: true });
      continue;
    }
    add({ start: at, end, text: s, codes: ENCODED });
  }
}
const SCRIPT: readonly ReasonCode[] = ['encoded_script'];

/** Decimal byte arrays: a bracket or a brace, then twelve or more numbers under 256 with commas between. */
function byteArrays(text: string, add: (c: Candidate) => void): void {
  for (const open of ['[', '{']) {
    let covered = -1;
    for (let i = text.indexOf(open); i >= 0; i = text.indexOf(open, i + 1)) {
      if (i < covered) continue;
      let j = i + 1;
      while (j < text.length && j - i < 4 && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 10)) j++;
      const c = text.charCodeAt(j);
      // Hex arrays (`{0x49, …}`) are encoded-orders.ts's; a decimal one may start with a 0 byte.
      if (c < 48 || c > 57 || (c === 48 && (text.charCodeAt(j + 1) | 32) === 120)) continue;
      const { codes, end } = codesFrom(text, j, true);
      covered = end;
      if (codes.length < SPELLED_MIN) continue;
      const s = asText(Uint8Array.from(codes));
      if (s !== null) add({ start: i, end, text: s, codes: ENCODED });
    }
  }
}

/** Orders spelled as numbers: octal escapes, char codes, decimal byte arrays. */
export function charCodeCandidates(t: Text, add: (c: Candidate) => void): void {
  const text = t.text;
  octalRuns(text, add);
  charCodeCalls(t, add);
  byteArrays(text, add);
}
