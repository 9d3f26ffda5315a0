/**
 * Orders to the agent in encodings encoded.ts does not decode: base64 broken by blanks or line breaks into pieces of
 * one width, base64 split across two or three fields, columns or log lines, base64 of 16 to 31 characters, base32, hex
 * with separators (`49 67`, `49:67`, `49-67`, `0x49,0x67`, `\x49` under sixteen), HTML numeric entities, `\u0049`
 * escapes of ASCII letters, percent-encoding with `+` for blanks or under eight escapes, and ROT13 or reversed text
 * after a hint that says so. Each is decoded only to look for an order (holdsInstructions: the injection readings the
 * guard already has), never for a script: an honest record's tokens, thumbnails, seeds and dumps decode to bytes or to
 * text that orders nothing. Every search is gated on a literal or on the text holding a digit (base64 or base32 of
 * text, and hex of it, always holds one), every stretch is bounded (STRETCH_MAX) and so is how many are decoded
 * (DECODES_MAX).
 */
import { digitPlaces, eachProbedRun } from './base64-runs.js';
import type { Hit } from './codes.js';
import { charCodeCandidates } from './char-codes.js';
import { cipherCandidates } from './ciphers.js';
import { afterHint, type Candidate, ENCODED, LETTERS, mixed, STRETCH_MAX } from './decoded-candidates.js';
import { detectEscapedBlocks } from './escaped-blocks.js';
import { asText, BASE64_CLASS, BASE64_UNITS, BASE64_VALUE, detectEncoded, holdsInstructions } from './encoded.js';
import { placesOf, type Text } from './find.js';
import { alphabetCandidates } from './more-alphabets.js';
import { unitPlaces } from './unit-places.js';

/** Most decoded texts judged in one text. */
const DECODES_MAX = 400;
/** Shortest base64 run read alone (encoded.ts reads from 32): twelve bytes, "Ignore rules" and longer. */
const SHORT_BASE64_MIN = 16;
const SHORT_BASE64_MAX = 31;
/** Fewest bytes of hex with separators, entities or `\u` escapes read: a MAC address is six, a colour three. */
const SPELLED_MIN = 12;
/** encoded.ts's shortest line of a wrapped block of base64. */
const WRAP_MIN = 40;
/** Widest gap between the parts of a base64 split across fields or lines, and shortest part. */
const SPLIT_GAP = 96;
const SPLIT_PART_MIN = 12;

const isBase64 = (c: number): boolean => c < 128 && BASE64_CLASS[c] === 1;
const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;
/** Base32 in one case (RFC 4648's upper, or lower as Python's and Go's tools print it for URLs and names), padded or not. */
const BASE32_RUN = /^(?:[A-Z2-7]{16,}|[a-z2-7]{16,})=*$/;

/** A run of base64 digits (and its `=` padding), where it is. */
interface Run {
  start: number;
  end: number;
}

function base32(run: string): Uint8Array {
  const s = run.replace(/=+$/, '').slice(0, STRETCH_MAX);
  const out = new Uint8Array(Math.floor((s.length * 5) / 8));
  let bits = 0;
  let value = 0;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    value = (value << 5) | (c >= 97 ? c - 97 : c >= 65 ? c - 65 : c - 24);
    bits += 5;
    if (bits >= 8) {
      out[n++] = (value >>> (bits - 8)) & 255;
      bits -= 8;
    }
  }
  return out.subarray(0, n);
}

const fromBase64 = (s: string): Uint8Array => Buffer.from(s.slice(0, STRETCH_MAX), 'base64');

/**
 * Whether base64 starts with three bytes of text (printable ASCII, a blank, or a UTF-16LE letter's zero): an order's
 * base64 does, random bytes a twentieth of the time; read before the whole is decoded.
 */
function startsAsText(s: string): boolean {
  const v =
    (BASE64_VALUE[s.charCodeAt(0)]! << 18) |
    (BASE64_VALUE[s.charCodeAt(1)]! << 12) |
    (BASE64_VALUE[s.charCodeAt(2)]! << 6) |
    BASE64_VALUE[s.charCodeAt(3)]!;
  for (const b of [v >> 16, (v >> 8) & 255, v & 255]) if (b !== 0 && b !== 9 && b !== 10 && b !== 13 && (b < 32 || b > 126)) return false;
  return true;
}

/** The text a base64 or base32 string decodes to, or null when it decodes to no text. */
function decodedText(s: string): string | null {
  if (BASE32_RUN.test(s)) return asText(base32(s));
  return startsAsText(s) ? asText(fromBase64(s)) : null;
}

/** Shortest run of base64 digits a piece starts from, and shortest stretch of hex bytes with separators (twelve bytes). */
const PIECE_MIN = 8;
const HEX_STRETCH_MIN = SPELLED_MIN * 3;

/** The starts of the maximal runs of a class at least `min` long that hold one of `digits`, ascending, each once. */
function runStartsAround(
  text: string,
  digits: Int32Array,
  cls: Uint8Array,
  min: number,
  keep: (start: number, end: number) => boolean,
): number[] {
  const starts: number[] = [];
  let covered = 0;
  for (let k = 0; k < digits.length; k++) {
    const p = digits[k]!;
    if (p < covered || cls[text.charCodeAt(p)] !== 1) continue;
    let start = p;
    while (start > covered && p - start < STRETCH_MAX && cls[text.charCodeAt(start - 1)] === 1) start--;
    let end = p + 1;
    while (end < text.length && end - p < STRETCH_MAX && cls[text.charCodeAt(end)] === 1) end++;
    covered = end;
    if (end - start >= min && keep(start, end)) starts.push(start);
  }
  return starts;
}

/**
 * Where the maximal runs of a class at least `min` long start, ascending, each once. Any `min` consecutive positions hold
 * one multiple of `min`, so only those are probed (as encoded.ts's runs): each code unit is read at most twice.
 */
function runStarts(text: string, cls: Uint8Array, min: number, keep: (start: number, end: number) => boolean): number[] {
  const starts: number[] = [];
  const n = text.length;
  for (let p = min - 1; p < n; p += min) {
    if (cls[text.charCodeAt(p) & 0xffff] !== 1) continue;
    let start = p;
    while (start > 0 && p - start < STRETCH_MAX && cls[text.charCodeAt(start - 1)] === 1) start--;
    let end = p + 1;
    while (end < n && end - p < STRETCH_MAX && cls[text.charCodeAt(end)] === 1) end++;
    if (end - start >= min && keep(start, end)) starts.push(start);
    while (p + min < end) p += min;
  }
  return starts;
}

/** runStarts of base64's runs, from the runs found once for the readings of encodings (base64-runs.ts). */
function base64RunStarts(t: Text, min: number, keep: (start: number, end: number) => boolean): number[] {
  const starts: number[] = [];
  eachProbedRun(t, BASE64_UNITS, min, (start, end) => {
    if (keep(start, end)) starts.push(start);
    return true;
  });
  return starts;
}

/** Hex written a byte at a time with a separator (`49 67`, `49:67`, `49-67`, `49;67`, `49|67`, `49 | 67`, `0x49,0x67`, `0x49, 0x67`, `\x49\x67`). */
const HEX_ZONE = new Uint8Array(128);
for (const c of '0123456789abcdefABCDEFxX\\:;|,- \t') HEX_ZONE[c.charCodeAt(0)] = 1;
const inHexZone = (c: number): boolean => c < 128 && HEX_ZONE[c] === 1;
/** HEX_ZONE over every code unit (0 past ASCII), read without a bounds test. */
const HEX_ZONE_UNITS = new Uint8Array(0x10000);
HEX_ZONE_UNITS.set(HEX_ZONE);

/** How many of text[start, end)'s code units are digits, counted up to `enough`. */
function digitsIn(text: string, start: number, end: number, enough: number): number {
  let n = 0;
  for (let i = start; i < end && n < enough; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}
/** A run of base64 digits with a digit in it (an identifier or a word has none); a stretch of hex with a byte's worth. */
const holdsADigit = (text: string) => (start: number, end: number) => digitsIn(text, start, end, 1) === 1;
const holdsHexBytes = (text: string) => (start: number, end: number) => digitsIn(text, start, end, SPELLED_MIN) === SPELLED_MIN;

/** The base64 run around `p`, read at most STRETCH_MAX back and forward, not before `floor`; its `=` padding too. */
function runAround(text: string, p: number, floor: number): Run {
  let start = p;
  while (start > floor && p - start < STRETCH_MAX && isBase64(text.charCodeAt(start - 1))) start--;
  let end = p + 1;
  while (end < text.length && end - p < STRETCH_MAX && isBase64(text.charCodeAt(end))) end++;
  while (end < text.length && text.charCodeAt(end) === 61 && end - p < STRETCH_MAX) end++;
  return { start, end };
}

/**
 * The run right after `end` past one to three blanks, or null; past a line break only for a piece narrower than
 * WRAP_MIN (lines of base64 as wide or wider are encoded.ts's wrapped blocks, or a MIME body mime.ts reads).
 */
function nextRun(text: string, end: number, width: number): Run | null {
  let i = end;
  while (i < text.length && i - end < 3 && isBlank(text.charCodeAt(i))) {
    if (width >= WRAP_MIN && (text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13)) return null;
    i++;
  }
  if (i === end || !isBase64(text.charCodeAt(i))) return null;
  let e = i;
  while (e < text.length && e - i < STRETCH_MAX && isBase64(text.charCodeAt(e))) e++;
  while (e < text.length && e - i < STRETCH_MAX && text.charCodeAt(e) === 61) e++;
  return { start: i, end: e };
}

/**
 * Base64 or base32 from each run of eight or more (`starts`): a run of 16 to 31 read alone; runs of one width broken by blanks (the last one
 * shorter) read joined; and parts split across fields or lines — runs of 12 or more that mix cases and digits, at most
 * SPLIT_GAP apart — read two and three together (a part between may be a log line's time: one is skipped too).
 */
function base64Pieces(text: string, starts: readonly number[], add: (c: Candidate) => void): void {
  let covered = -1;
  // Where the last line of unequal pieces read ends: a run inside it is one of its pieces, and reads the same line.
  let lineRead = 0;
  const parts: Run[] = [];
  for (let k = 0; k < starts.length; k++) {
    const p = starts[k]!;
    if (p < covered) continue;
    const floor = Math.max(0, covered);
    const run = runAround(text, p, floor);
    covered = run.end;
    const width = run.end - run.start;
    // A number, a date's part, a version: too short to be a piece of anything.
    if (width < 4) continue;
    if (width >= SHORT_BASE64_MIN) {
      const s = text.slice(run.start, run.end);
      const isMixed = mixed(s);
      if (width <= SHORT_BASE64_MAX ? isMixed || BASE32_RUN.test(s) : BASE32_RUN.test(s))
        add({ start: run.start, end: run.end, text: s, codes: ENCODED, encoded: true });
      if (isMixed) parts.push(run);
    } else if (width >= SPLIT_PART_MIN && mixed(text, run.start, run.end)) parts.push(run);
    // Pieces of one width broken by blanks: from this run on while the next has its width, then a shorter last.
    let end = run.end;
    let count = 1;
    for (let next = nextRun(text, end, width); next !== null && end - run.start < STRETCH_MAX; next = nextRun(text, end, width)) {
      const w = next.end - next.start;
      if (w > width) break;
      end = next.end;
      count++;
      if (w < width) break;
    }
    if (count >= 2) {
      const joined = text.slice(run.start, end).replace(/\s+/g, '');
      if (joined.length >= SHORT_BASE64_MIN && mixed(joined)) add({ start: run.start, end, text: joined, codes: ENCODED, encoded: true });
      covered = end;
    }
    // Two pieces may be a piece and a shorter last, or the start of a line of unequal widths.
    if (count <= 2 && run.start >= lineRead) {
      const line = unequalPieces(text, run, Math.max(floor, lineRead));
      lineRead = line.end;
      if (line.pieces && line.end > end) {
        add({ start: line.start, end: line.end, text: text.slice(line.start, line.end).replace(/ /g, ''), codes: ENCODED, encoded: true });
        covered = line.end;
      }
    }
  }
  for (let i = 0; i < parts.length; i++) {
    const a = parts[i]!;
    for (let j = i + 1; j <= i + 2 && j < parts.length; j++) {
      const b = parts[j]!;
      if (b.start - (j === i + 1 ? a.end : parts[i + 1]!.end) > SPLIT_GAP) break;
      // Lines of one block of base64 (a line break apart) are encoded.ts's or mime.ts's.
      if (j === i + 1 && wrapped(text, a, b)) break;
      const ab = text.slice(a.start, a.end) + text.slice(b.start, b.end);
      add({ start: a.start, end: b.end, text: ab, codes: ENCODED, encoded: true });
      const c = parts[j + 1];
      if (c !== undefined && c.start - b.end <= SPLIT_GAP)
        add({ start: a.start, end: c.end, text: ab + text.slice(c.start, c.end), codes: ENCODED, encoded: true });
    }
  }
}

/** Whether text[start, end) holds a digit or an upper-case letter after its first code unit (a word of prose does not). */
function looksEncoded(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (i > start && c >= 65 && c <= 90)) return true;
  }
  return false;
}

/** Widest piece of a line of base64 broken at random widths. */
const UNEQUAL_PIECE_MAX = 64;

/**
 * The line of base64 pieces of unequal widths around `run`, a blank apart (a field the sender broke at random), read back
 * to `floor` at most, and whether it is one: at least three pieces, two of them mixing cases and digits (prose's words
 * and a log's fields do not).
 */
function unequalPieces(text: string, run: Run, floor: number): Run & { pieces: boolean } {
  let end = run.end;
  let count = 1;
  let mixedPieces = mixed(text, run.start, run.end) ? 1 : 0;
  // The pieces before this one (the first piece of a line need hold no digit, and only runs with one are read from).
  let start = run.start;
  while (run.end - start < STRETCH_MAX && start - 2 >= floor && text.charCodeAt(start - 1) === 32 && isBase64(text.charCodeAt(start - 2))) {
    let s = start - 2;
    while (s > floor && start - s <= UNEQUAL_PIECE_MAX && isBase64(text.charCodeAt(s - 1))) s--;
    if (start - s > UNEQUAL_PIECE_MAX || !looksEncoded(text, s, start - 1)) break;
    if (mixed(text, s, start - 1)) mixedPieces++;
    start = s;
    count++;
  }
  while (end - run.start < STRETCH_MAX && text.charCodeAt(end) === 32 && isBase64(text.charCodeAt(end + 1))) {
    let e = end + 1;
    while (e < text.length && e - end <= UNEQUAL_PIECE_MAX && isBase64(text.charCodeAt(e))) e++;
    while (e < text.length && e - end <= UNEQUAL_PIECE_MAX && text.charCodeAt(e) === 61) e++;
    if (e - end > UNEQUAL_PIECE_MAX || !looksEncoded(text, end + 1, e)) break;
    if (mixed(text, end + 1, e)) mixedPieces++;
    end = e;
    count++;
  }
  return { start, end, pieces: count >= 3 && mixedPieces >= 2 && end - start >= SHORT_BASE64_MIN };
}

/** Whether run `b` is the line after run `a`, as wide as it or the last line, and both WRAP_MIN wide or wider. */
function wrapped(text: string, a: Run, b: Run): boolean {
  const gap = text.slice(a.end, b.start);
  return a.end - a.start >= WRAP_MIN && (gap === '\n' || gap === '\r\n') && b.end - b.start <= a.end - a.start;
}

const HEX_BYTE = /(?:\\x|0x)?([0-9a-f]{2})(?![0-9a-f])[:;|,\- \t]{0,3}/iy;

/**
 * Hex bytes with separators in each stretch of hex digits, separators and prefixes at least HEX_STRETCH_MIN long (from
 * its start, `starts`): the longest run of bytes read from its first place that starts one, at most STRETCH_MAX long.
 */
function hexBytes(text: string, starts: readonly number[], add: (c: Candidate) => void): void {
  for (const p of starts) {
    let zoneEnd = p;
    while (zoneEnd < text.length && zoneEnd - p < STRETCH_MAX && inHexZone(text.charCodeAt(zoneEnd))) zoneEnd++;
    let bytes: number[] = [];
    let from = -1;
    let last = p;
    for (let i = p; i < zoneEnd; ) {
      HEX_BYTE.lastIndex = i;
      // A first byte is a whole token: the last two digits of a field's number (`A-1376;49 67`) start no run.
      const m = from < 0 && i > 0 && isAlphanumeric(text.charCodeAt(i - 1)) ? null : HEX_BYTE.exec(text);
      if (m === null) {
        if (bytes.length >= SPELLED_MIN) break;
        bytes = [];
        from = -1;
        i++;
        continue;
      }
      if (from < 0) from = i;
      bytes.push(parseInt(m[1]!, 16));
      last = i + m[0].length;
      i = HEX_BYTE.lastIndex;
    }
    if (bytes.length < SPELLED_MIN) continue;
    const s = asText(Uint8Array.from(bytes));
    if (s !== null) add({ start: from, end: last, text: s, codes: ENCODED });
  }
}

/** An HTML numeric entity (`&#73;`, `&#x49;`) or a `\u0049` escape, sticky, with up to three plain characters after. */
const ENTITY = /&#(?:x([0-9a-f]{1,6})|([0-9]{1,7}));[^&\\]{0,3}/iy;
const U_ESCAPE = /\\u([0-9a-f]{4})[^\\]{0,3}/iy;

/** A stretch of entities or escapes from each place of its lead: read into the characters they spell. */
function spelled(t: Text, lead: string, re: RegExp, add: (c: Candidate) => void): void {
  const text = t.text;
  let covered = -1;
  for (const at of placesOf(t, lead)) {
    if (at < covered) continue;
    let out = '';
    let count = 0;
    let i = at;
    while (i - at < STRETCH_MAX * 4) {
      re.lastIndex = i;
      const m = re.exec(text);
      if (m === null) break;
      const code = m[1] !== undefined ? parseInt(m[1], 16) : parseInt(m[2]!, 10);
      if (code > 0x10ffff) break;
      const whole = m[0];
      const head = whole.indexOf(';') >= 0 && whole.startsWith('&') ? whole.indexOf(';') + 1 : 6;
      out += String.fromCodePoint(code) + whole.slice(head);
      count++;
      i = re.lastIndex;
    }
    covered = Math.max(at + 1, i);
    // Only a stretch of ASCII letters and signs spelled so: an accented name or a dash is honest HTML.
    if (count >= SPELLED_MIN && /^[\x20-\x7e\s]*$/.test(out)) add({ start: at, end: i, text: out, codes: ENCODED });
  }
}

/**
 * Percent-encoded runs encoded.ts leaves (under eight escapes, or `+` for every blank and no escape at all, as a form
 * posts a field): read where one holds a `%` or a `+`.
 */
const PERCENT_RUN = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~+!*'()%-") PERCENT_RUN[c.charCodeAt(0)] = 1;

const isAlphanumeric = (c: number): boolean => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);
const isLetter = (c: number): boolean => (c | 32) >= 97 && (c | 32) <= 122;

function percentRuns(text: string, sign: string, add: (c: Candidate) => void): void {
  let count = 0;
  const signs = unitPlaces(text, sign.charCodeAt(0));
  for (let k = 0, after = 0; k < signs.length && count < DECODES_MAX; k++) {
    const i = signs[k]!;
    if (i < after) continue;
    // A `+` for a blank stands between letters (in base64 it mostly does not).
    if (sign === '+' && !(isLetter(text.charCodeAt(i - 1)) && isLetter(text.charCodeAt(i + 1)))) continue;
    let start = i;
    while (start > 0 && i - start < STRETCH_MAX && PERCENT_RUN[text.charCodeAt(start - 1)] === 1) start--;
    let end = i + 1;
    while (end < text.length && end - i < STRETCH_MAX && PERCENT_RUN[text.charCodeAt(end)] === 1) end++;
    after = end;
    if (end - start < SHORT_BASE64_MIN) continue;
    const run = text.slice(start, end);
    // Blanks written `+` or `%20` between words (a base64 run's `+` is not one: it is read by the base64 readings).
    if (!/[a-z]{2}(?:\+|%20)[a-z]{2,}(?:\+|%20)[a-z]/i.test(run)) continue;
    let s: string;
    try {
      s = decodeURIComponent(run.replace(/\+/g, ' '));
    } catch {
      continue;
    }
    count++;
    // Words joined by `+` with no escape read as written (a log's query): an order in them is prompt_injection's alone.
    add({ start, end, text: s, codes: run.includes('%') ? ENCODED : LETTERS });
  }
}

const ROT13_LEADS = ['rot13', 'rot-13', 'rot 13'];
const REVERSED_LEADS = ['backwards', 'reversed', 'right to left'];

function rot13(s: string): string {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** ROT13 or reversed text after each hint (a hint inside the stretch read after the one before is not read again). */
/**
 * Where a hint starts, in any case: `reversed` by its rarer tail, as "rev" starts review and revenue, where both a native
 * search and the literal index stop (the other hints are literals of the index).
 */
function leadPlaces(t: Text, lead: string): readonly number[] {
  if (lead !== 'reversed') return placesOf(t, lead);
  const text = t.text;
  const places: number[] = [];
  for (const at of placesOf(t, 'versed'))
    if (at >= 2 && (text.charCodeAt(at - 2) | 32) === 114 && (text.charCodeAt(at - 1) | 32) === 101) places.push(at - 2);
  return places;
}

function hinted(t: Text, leads: readonly string[], read: (s: string) => string, add: (c: Candidate) => void, full: () => boolean): void {
  for (const lead of leads) {
    let covered = -1;
    for (const at of leadPlaces(t, lead)) {
      if (full()) return;
      if (at < covered) continue;
      const { start, end } = afterHint(t.text, at + lead.length);
      covered = end;
      add({ start, end, text: read(t.text.slice(start, end)), codes: LETTERS });
    }
  }
}

/**
 * Finds the orders; `own`: where encoded_payload's findings of encoded.ts start in `out` (a span it already reads as
 * instructions is not reported again).
 */
export function detectEncodedOrders(t: Text, out: Hit[], own: number): void {
  const text = t.text;
  const candidates: Candidate[] = [];
  const add = (c: Candidate): void => {
    if (candidates.length < DECODES_MAX) candidates.push(c);
  };
  // Base64 and base32 of text, and hex of it, hold digits: prose without one is not read further; a text with few is
  // read around them, one with many (a table, a dump) by probing its runs.
  const digits = text.length >= SHORT_BASE64_MIN ? digitPlaces(t) : new Int32Array(0);
  if (digits === null) {
    base64Pieces(text, base64RunStarts(t, PIECE_MIN, holdsADigit(text)), add);
    hexBytes(text, runStarts(text, HEX_ZONE_UNITS, HEX_STRETCH_MIN, holdsHexBytes(text)), add);
  } else if (digits.length > 0) {
    base64Pieces(text, runStartsAround(text, digits, BASE64_UNITS, PIECE_MIN, holdsADigit(text)), add);
    hexBytes(text, runStartsAround(text, digits, HEX_ZONE_UNITS, HEX_STRETCH_MIN, holdsHexBytes(text)), add);
  }
  spelled(t, '&#', ENTITY, add);
  spelled(t, '\\u00', U_ESCAPE, add);
  percentRuns(text, '%', add);
  percentRuns(text, '+', add);
  const full = (): boolean => candidates.length >= DECODES_MAX;
  hinted(t, ROT13_LEADS, rot13, add, full);
  hinted(t, REVERSED_LEADS, (s) => [...s].reverse().join(''), add, full);
  cipherCandidates(t, digits === null || digits.length > 0, add, full);
  charCodeCandidates(t, add);
  alphabetCandidates(t, digits, add);
  const judged = new Map<string, boolean>();
  for (const c of candidates) {
    if (overlapsFound(out, own, c.start, c.end)) continue;
    if (c.final === true) {
      for (const code of c.codes) out.push({ code, start: c.start, end: c.end });
      continue;
    }
    const plain = c.encoded === true ? decodedText(c.text) : c.text;
    if (plain === null || !wordy(plain)) continue;
    let holds = judged.get(plain);
    if (holds === undefined) {
      holds = holdsInstructions(plain);
      judged.set(plain, holds);
    }
    if (!holds) continue;
    for (const code of c.codes) out.push({ code, start: c.start, end: c.end });
  }
}

/** Whether encoded.ts already found a payload (an executable, a script, instructions) in a span overlapping [start, end). */
function overlapsFound(out: readonly Hit[], own: number, start: number, end: number): boolean {
  for (let i = own; i < out.length; i++) if (out[i]!.start < end && start < out[i]!.end) return true;
  return false;
}

/** Whether decoded text is mostly words, as an order is: two blanks or more, and letters and blanks three fifths of it. */
function wordy(s: string): boolean {
  let blanks = 0;
  let letters = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) blanks++;
    else if ((c | 32) >= 97 && (c | 32) <= 122) letters++;
    else if (c > 127) letters++;
  }
  return blanks >= 2 && letters + blanks >= s.length * 0.6;
}

/** encoded_payload's readings: encoded.ts's, then the orders in the encodings it does not decode, where it found none. */
export function detectEncodedPayloads(t: Text, out: Hit[]): void {
  const own = out.length;
  detectEncoded(t, out);
  if (t.text.includes('\\n')) detectEscapedBlocks(t.text, out);
  detectEncodedOrders(t, out, own);
}
