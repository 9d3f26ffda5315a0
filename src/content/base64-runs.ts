/**
 * The runs of the base64 alphabet in a text, found once for the readings of encodings that each probed the whole text
 * for their own: encoded.ts's base64 runs (32 or more), encoded-orders.ts's base64 pieces (8 or more), more-alphabets.ts's
 * base58 (24 or more, inside base64's alphabet) and base64 read twice (32 or more). On a text dense in digits (a table,
 * a dump, the content corpus) each of the four probed every few code units and read the words it landed in, some of the
 * text four times over; here the runs of 8 or more are read once and each reading takes those long enough for it.
 * Each gives its reading's runs as its own probes gave them: a probe every `min` code units (at `min - 1`, `2 min - 1`,
 * ...) widened to its whole run, at most STRETCH_MAX each way (a run longer than that is read as the probes read it).
 */
import { isDigit } from './ascii.js';
import { STRETCH_MAX } from './decoded-candidates.js';
import type { Text } from './find.js';

/** The base64 alphabet (standard and URL-safe), by code unit below 128. */
export const BASE64_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) BASE64_CLASS[c] = /[A-Za-z0-9+/_-]/.test(String.fromCharCode(c)) ? 1 : 0;

/** BASE64_CLASS over every code unit (0 past ASCII), read without a bounds test. */
export const BASE64_UNITS = new Uint8Array(0x10000);
BASE64_UNITS.set(BASE64_CLASS);

/** The shortest run kept: the shortest any reading asks for. */
const RUN_MIN = 8;

/** Each text's runs of RUN_MIN or more (start, end, start, end, ..., ascending), found at the first reading that asks. */
const RUNS = new WeakMap<Text, readonly number[]>();

/**
 * The maximal runs of BASE64_UNITS at least RUN_MIN long, whole (not bounded: each code unit is read at most twice,
 * a probe every RUN_MIN code units widened to its run).
 */
function base64Runs(t: Text): readonly number[] {
  let runs = RUNS.get(t);
  if (runs !== undefined) return runs;
  const text = t.text;
  const units = BASE64_UNITS;
  const found: number[] = [];
  const n = text.length;
  for (let p = RUN_MIN - 1; p < n; p += RUN_MIN) {
    if (units[text.charCodeAt(p)] === 0) continue;
    let start = p;
    while (start > 0 && units[text.charCodeAt(start - 1)] !== 0) start--;
    let end = p + 1;
    while (end < n && units[text.charCodeAt(end)] !== 0) end++;
    if (end - start >= RUN_MIN) found.push(start, end);
    while (p + RUN_MIN < end) p += RUN_MIN;
  }
  runs = found;
  RUNS.set(t, runs);
  return runs;
}

/**
 * Each maximal run of BASE64_UNITS at least `min` long (RUN_MIN or more), whole, in text order, until `visit` returns
 * false: encoded.ts's runs, which are read to their ends.
 */
export function eachWholeRun(t: Text, min: number, visit: (start: number, end: number) => boolean): void {
  const runs = base64Runs(t);
  for (let r = 0; r < runs.length; r += 2) if (runs[r + 1]! - runs[r]! >= min && !visit(runs[r]!, runs[r + 1]!)) return;
}

/**
 * The runs of `units` (BASE64_UNITS, or an alphabet inside it) at least `min` long (RUN_MIN or more), in text order,
 * until `visit` returns false, as a probe every `min` code units finds them: each run once, read at most STRETCH_MAX
 * back and forward from the probe that lands in it (a run longer than that is read from each probe past the last read).
 */
export function eachProbedRun(t: Text, units: Uint8Array, min: number, visit: (start: number, end: number) => boolean): void {
  const text = t.text;
  const runs = base64Runs(t);
  for (let r = 0; r < runs.length; r += 2) {
    const from = runs[r]!;
    const to = runs[r + 1]!;
    if (to - from < min) continue;
    if (units === BASE64_UNITS) {
      if (!probeRun(text, units, min, from, to, visit)) return;
      continue;
    }
    // An alphabet inside base64's: its runs lie inside base64's, each ended by a code unit outside it.
    for (let i = from; i < to; ) {
      while (i < to && units[text.charCodeAt(i)] === 0) i++;
      let j = i;
      while (j < to && units[text.charCodeAt(j)] !== 0) j++;
      if (j - i >= min && !probeRun(text, units, min, i, j, visit)) return;
      i = j;
    }
  }
}

/**
 * The maximal run [from, to) of `units` as the probes at `min - 1 + k * min` read it: whole when it is at most
 * STRETCH_MAX long (every probe inside reaches both ends), else a stretch around each probe not yet read. False when
 * `visit` asked to stop.
 */
function probeRun(
  text: string,
  units: Uint8Array,
  min: number,
  from: number,
  to: number,
  visit: (start: number, end: number) => boolean,
): boolean {
  if (to - from <= STRETCH_MAX) return visit(from, to);
  // The first probe inside the run.
  let p = from + ((((min - 1 - from) % min) + min) % min);
  for (; p < to; p += min) {
    let start = p;
    while (start > 0 && p - start < STRETCH_MAX && units[text.charCodeAt(start - 1)] !== 0) start--;
    let end = p + 1;
    while (end < text.length && end - p < STRETCH_MAX && units[text.charCodeAt(end)] !== 0) end++;
    if (end - start >= min && !visit(start, end)) return false;
    while (p + min < end) p += min;
  }
  return true;
}

/** Each text's digits (digitPlaces), found at the first reading that asks. */
const DIGIT_PLACES = new WeakMap<Text, Int32Array | null>();

/**
 * Every digit's place in the text, ascending; null where digits are dense (more than one in DIGITS_SPARSE code units:
 * a table, a dump), whose runs are probed rather than read around each digit.
 */
export function digitPlaces(t: Text): Int32Array | null {
  let places = DIGIT_PLACES.get(t);
  if (places !== undefined) return places;
  places = digitPlacesIn(t.text);
  DIGIT_PLACES.set(t, places);
  return places;
}

function digitPlacesIn(text: string): Int32Array | null {
  const most = text.length / DIGITS_SPARSE;
  const all: number[] = [];
  for (let d = 0; d < 10; d++)
    for (let i = text.indexOf(DIGITS[d]!); i >= 0; i = text.indexOf(DIGITS[d]!, i + 1)) if (all.push(i) > most) return null;
  return Int32Array.from(all).sort();
}
const DIGITS_SPARSE = 64;
const DIGITS = '0123456789';

/** Each text's runs of digits (digitRuns), found at the first reading that asks. */
const DIGIT_RUNS = new WeakMap<Text, readonly number[]>();

/**
 * The maximal runs of two digits or more (start, end, start, end, ..., ascending), where digits are dense (digitPlaces is
 * null): probed every second code unit once, for the readings that each probed for their own (IBAN's check digits every
 * second code unit, the national ids' groups of three every third). Each code unit is read at most twice.
 */
export function digitRuns(t: Text): readonly number[] {
  let runs = DIGIT_RUNS.get(t);
  if (runs !== undefined) return runs;
  const text = t.text;
  const n = text.length;
  const found: number[] = [];
  for (let q = 1; q < n; q += 2) {
    if (!isDigit(text.charCodeAt(q))) continue;
    let start = q;
    while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
    let end = q + 1;
    while (end < n && isDigit(text.charCodeAt(end))) end++;
    if (end - start >= 2) found.push(start, end);
    // The code unit at `end` is no digit: the next run starts past it, where the next probe is.
    q = end - 1;
  }
  runs = found;
  DIGIT_RUNS.set(t, runs);
  return runs;
}
