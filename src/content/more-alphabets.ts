/**
 * Orders in the byte encodings encoded.ts and encoded-orders.ts do not decode: base58 (Bitcoin's alphabet, as a memo or
 * a note carries it), ascii85 between Adobe's `<~` and `~>`, Z85 after a hint that names it, and base64 encoded twice
 * or hex of base64 (a tool's field encoded again by the next). Each is judged only for an order, as encoded-orders.ts's
 * readings are: an honest address, CID, PDF stream or digest decodes to bytes, not text. Cost: base58 and the nested
 * readings probe runs every BASE58_MIN or NESTED_MIN code units (prose's words are shorter), ascii85 and Z85 are read
 * only from their literals; a base58 run is decoded only up to BASE58_MAX (its decoding is quadratic in its length),
 * and at most DECODED_MAX of each are decoded per text.
 */
import { eachProbedRun } from './base64-runs.js';
import { afterHint, type Candidate, ENCODED, mixed, STRETCH_MAX } from './decoded-candidates.js';
import { asText, BASE64_CLASS, BASE64_UNITS, BASE64_VALUE, HEX_VALUE } from './encoded.js';
import { placesOf, type Text } from './find.js';

/** Shortest base58 run read (eighteen bytes), longest, and most decoded per text. */
const BASE58_MIN = 24;
const BASE58_MAX = 1024;
const DECODED_MAX = 32;
/** Shortest base64 or hex run read for a second encoding inside (encoded.ts's shortest base64 run). */
const NESTED_MIN = 32;

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Each base58 digit's value plus one by code unit over every code unit (0: not a digit), read without a bounds test. */
const BASE58_UNITS = new Uint8Array(0x10000);
for (let v = 0; v < 58; v++) BASE58_UNITS[BASE58_ALPHABET.charCodeAt(v)] = v + 1;

/** Base58 text[start, end) as bytes (big-endian: a number written in 58 digits, each leading `1` a zero byte). */
function fromBase58(text: string, start: number, end: number): Uint8Array {
  const little: number[] = [];
  let zeros = 0;
  while (start + zeros < end && text.charCodeAt(start + zeros) === 49) zeros++;
  for (let i = start + zeros; i < end; i++) {
    let carry = BASE58_UNITS[text.charCodeAt(i)]! - 1;
    for (let j = 0; j < little.length; j++) {
      carry += little[j]! * 58;
      little[j] = carry & 255;
      carry >>= 8;
    }
    while (carry > 0) {
      little.push(carry & 255);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + little.length);
  for (let j = 0; j < little.length; j++) out[zeros + j] = little[little.length - 1 - j]!;
  return out;
}

/** A letter or digit next to a base58 run (`0`, `O`, `I`, `l`: the run is a piece of base64 or of a word, no base58). */
const isAlphanumeric = (c: number): boolean => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);

/**
 * Base58 runs: whole tokens (no letter or digit on either side: a base64 run that happens to miss `0`, `O`, `I` and `l`
 * for a stretch is no base58; a path's `/`, a name's `-` or `_`, a `+` may stand beside one) that mix cases and digits.
 */
function base58Runs(text: string, each: (visit: (start: number, end: number) => boolean) => void, add: (c: Candidate) => void): void {
  let decoded = 0;
  each((start, end) => {
    if (isAlphanumeric(text.charCodeAt(start - 1)) || isAlphanumeric(text.charCodeAt(end))) return true;
    if (!mixed(text, start, end)) return true;
    const s = asText(fromBase58(text, start, Math.min(end, start + BASE58_MAX)));
    if (s !== null) add({ start, end, text: s, codes: ENCODED });
    return ++decoded < DECODED_MAX;
  });
}

/** Ascii85 (Adobe's, `z` for four zero bytes) between `<~` and `~>` as bytes; null when a character is none of its. */
function fromAscii85(s: string): Uint8Array | null {
  const out: number[] = [];
  let group = 0;
  let count = 0;
  for (let i = 0; i < s.length && out.length < STRETCH_MAX; i++) {
    const c = s.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (c === 122 && count === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (c < 33 || c > 117) return null;
    group = group * 85 + (c - 33);
    // A group over 2^32 - 1 is no ascii85 (`s8W-"` is the largest): it would wrap to other bytes.
    if (group > 0xffffffff) return null;
    if (++count === 5) {
      out.push((group >>> 24) & 255, (group >>> 16) & 255, (group >>> 8) & 255, group & 255);
      group = 0;
      count = 0;
    }
  }
  if (count > 1) {
    for (let k = count; k < 5; k++) group = group * 85 + 84;
    if (group > 0xffffffff) return null;
    const bytes = [(group >>> 24) & 255, (group >>> 16) & 255, (group >>> 8) & 255, group & 255];
    out.push(...bytes.slice(0, count - 1));
  }
  return Uint8Array.from(out);
}

function ascii85Runs(t: Text, add: (c: Candidate) => void): void {
  let covered = -1;
  let decoded = 0;
  // The first `~>` after the last opener read, sought again only once passed: openers never closed cost one search.
  let close = -1;
  for (const at of placesOf(t, '<~')) {
    if (at < covered || decoded >= DECODED_MAX) continue;
    if (close < at + 2 && close !== -2) close = t.text.indexOf('~>', at + 2);
    if (close < 0) close = -2;
    if (close === -2) return;
    if (close - at - 2 > STRETCH_MAX) continue;
    covered = close + 2;
    decoded++;
    const bytes = fromAscii85(t.text.slice(at + 2, close));
    const s = bytes === null ? null : asText(bytes);
    if (s !== null) add({ start: at, end: close + 2, text: s, codes: ENCODED });
  }
}

const Z85_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#';
/** Each Z85 digit's value plus one by code unit (0: not a digit). */
const Z85_VALUE = new Uint8Array(128);
for (let v = 0; v < 85; v++) Z85_VALUE[Z85_ALPHABET.charCodeAt(v)] = v + 1;
/** A Z85 token (a multiple of five digits) as bytes, or null. */
function fromZ85(s: string): Uint8Array | null {
  if (s.length % 5 !== 0) return null;
  const out = new Uint8Array((s.length / 5) * 4);
  for (let i = 0, n = 0; i < s.length; i += 5) {
    let v = 0;
    for (let k = 0; k < 5; k++) {
      const c = s.charCodeAt(i + k);
      const d = c < 128 ? Z85_VALUE[c]! : 0;
      if (d === 0) return null;
      v = v * 85 + d - 1;
    }
    out[n++] = (v >>> 24) & 255;
    out[n++] = (v >>> 16) & 255;
    out[n++] = (v >>> 8) & 255;
    out[n++] = v & 255;
  }
  return out;
}

/** Z85 after a hint that names it: each token of twenty digits or more on the rest of the hint's line and the next line. */
function z85Runs(t: Text, add: (c: Candidate) => void): void {
  let covered = -1;
  for (const at of placesOf(t, 'z85')) {
    if (at < covered) continue;
    const { start, end } = afterHint(t.text, at + 3);
    covered = end;
    const line = t.text.slice(start, end);
    // Tokens of twenty digits or more: sixteen bytes.
    const tokens = /[0-9a-zA-Z.:+=^!/*?&<>()[\]{}@%$#-]{20,}/g;
    for (let m = tokens.exec(line); m !== null; m = tokens.exec(line)) {
      const bytes = fromZ85(m[0].slice(0, STRETCH_MAX - (STRETCH_MAX % 5)));
      const s = bytes === null ? null : asText(bytes);
      if (s !== null) add({ start: start + m.index, end: start + m.index + m[0].length, text: s, codes: ENCODED });
    }
  }
}

/** Whether a byte is a base64 digit or its padding. */
const isBase64Byte = (b: number): boolean => b === 61 || (b < 128 && BASE64_CLASS[b] === 1);

/** The text base64 `s` decodes to, when it is base64 of text; null otherwise. */
function base64Text(s: string): string | null {
  const trimmed = s.replace(/=+$/, '');
  if (trimmed.length < 16 || !/^[A-Za-z0-9+/_-]+$/.test(trimmed)) return null;
  return asText(Buffer.from(trimmed.slice(0, STRETCH_MAX), 'base64'));
}

/** How many leading bytes of a nested run must be base64 digits before it is decoded whole. */
const NESTED_HEAD = 12;

/**
 * Base64 of base64 and hex of base64: runs of NESTED_MIN or more whose first twelve bytes decode to base64 digits (base64
 * of text has a blank or a sign among its first twelve bytes, random bytes one in a few million), decoded twice.
 */
function nestedRuns(text: string, each: (visit: (start: number, end: number) => boolean) => void, add: (c: Candidate) => void): void {
  let decoded = 0;
  each((start, end) => {
    let hex = true;
    for (let i = start; i < end && hex; i++) hex = HEX_VALUE[text.charCodeAt(i)]! < 16;
    let inner: string;
    if (hex && (end - start) % 2 === 0) {
      for (let i = start; i < start + 2 * NESTED_HEAD; i += 2)
        if (!isBase64Byte(HEX_VALUE[text.charCodeAt(i)]! * 16 + HEX_VALUE[text.charCodeAt(i + 1)]!)) return true;
      inner = Buffer.from(text.slice(start, Math.min(end, start + 2 * STRETCH_MAX)), 'hex').toString('latin1');
    } else {
      if (!mixed(text, start, end)) return true;
      for (let i = start; i < start + (NESTED_HEAD / 3) * 4; i += 4) {
        const v =
          (BASE64_VALUE[text.charCodeAt(i)]! << 18) |
          (BASE64_VALUE[text.charCodeAt(i + 1)]! << 12) |
          (BASE64_VALUE[text.charCodeAt(i + 2)]! << 6) |
          BASE64_VALUE[text.charCodeAt(i + 3)]!;
        if (!isBase64Byte(v >> 16) || !isBase64Byte((v >> 8) & 255) || !isBase64Byte(v & 255)) return true;
      }
      inner = Buffer.from(text.slice(start, Math.min(end, start + (STRETCH_MAX * 4) / 3)), 'base64').toString('latin1');
    }
    const s = base64Text(inner);
    if (s !== null) add({ start, end, text: s, codes: ENCODED });
    return ++decoded < DECODED_MAX;
  });
}

/**
 * The maximal runs of a class around each digit (`digits`, ascending: base58 and base64 of text, and hex, hold one), or
 * where digits are dense (null), probed (base64-runs.ts's eachProbedRun); each run once.
 */
function runsWithDigits(t: Text, digits: ArrayLike<number> | null, units: Uint8Array, min: number) {
  const text = t.text;
  return (visit: (start: number, end: number) => boolean): void => {
    if (digits === null) {
      eachProbedRun(t, units, min, visit);
      return;
    }
    let covered = -1;
    for (let k = 0; k < digits.length; k++) {
      const p = digits[k]!;
      if (p < covered || units[text.charCodeAt(p)] === 0) continue;
      let start = p;
      while (start > covered + 1 && p - start < STRETCH_MAX && units[text.charCodeAt(start - 1)] !== 0) start--;
      let end = p + 1;
      while (end < text.length && end - p < STRETCH_MAX && units[text.charCodeAt(end)] !== 0) end++;
      covered = end;
      if (end - start >= min && !visit(start, end)) return;
    }
  };
}

/**
 * Orders in base58, ascii85, Z85, base64 of base64 and hex of base64. `digits`: every digit's place, ascending, or null
 * where they are dense (encoded-orders.ts's digitPlaces).
 */
export function alphabetCandidates(t: Text, digits: ArrayLike<number> | null, add: (c: Candidate) => void): void {
  const text = t.text;
  if (digits === null || digits.length > 0) {
    base58Runs(text, runsWithDigits(t, digits, BASE58_UNITS, BASE58_MIN), add);
    nestedRuns(text, runsWithDigits(t, digits, BASE64_UNITS, NESTED_MIN), add);
  }
  if (text.includes('<~')) ascii85Runs(t, add);
  z85Runs(t, add);
}
