/**
 * A learned linear scorer for prompt_injection (docs/content.md, learned scorer): each unit of a
 * text (its line, or a fixed block of a long one) is cut into words by one charCode loop, its
 * words and word pairs hashed into buckets (FNV-1a, 32 bits, folded to BITS), and scored as the
 * sum of the buckets' integer weights (rules/injection-weights.json, written by
 * scripts/train-injection.mjs). Integers only, so a score replays bit for bit on any machine; no
 * regex reads the text.
 */
import weightsData from '../../rules/injection-weights.json' with { type: 'json' };
import type { Hit } from './codes.js';
import { learnedOrder, NARRATED } from './cues.js';
import { isTestData } from './quoted.js';
import { firstNotBefore } from './halving.js';
import { unitPlaces } from './unit-places.js';
import { ClassFeatures, classesOf, FEATURE_IDS } from './word-classes.js';

/** Bucket bits: 2^16 buckets of 16 bits (128 KB, within a core's L2 cache) keep the corpus's words and pairs mostly apart. */
export const BITS = 16;
const MASK = (1 << BITS) - 1;
/** The longest unit: a longer line is cut into blocks of this many code units. */
export const BLOCK = 300;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The bucket of a 32-bit hash: its high bits folded onto its low ones (FNV's low bits mix poorly). */
const fold = (h: number): number => ((h >>> BITS) ^ h) & MASK;
/** The hash of a word pair from the two words' hashes. */
const pair = (a: number, b: number): number => Math.imul(Math.imul(a ^ 0x5bd1e995, FNV_PRIME) ^ b, FNV_PRIME);
const hashOf = (s: string): number => {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
};
/** Where a unit starts, as the word before its first: the first word's pair says "starts the line" (an order's verb). */
const START = hashOf('^');
/** Structural features: a URL, an `@` (an e-mail, a handle), a home path, a line quoted with `>`. */
const URL = fold(hashOf('#url'));
const AT = fold(hashOf('#at'));
const HOME = fold(hashOf('#home'));
const QUOTED = fold(hashOf('#quoted'));

/**
 * Trial features (a weights file's `features`; docs/content-measurements.md, trial H): 1 adds word classes and the
 * unit's structure (word-classes.ts), 2 leaves the raw words and pairs out, 4 the raw pairs only. 0, as shipped, reads
 * words and pairs only.
 */
let FEATURES = (weightsData as WeightsWire).features ?? 0;
/** The features the walk reads from here on (the trainer's, before it trains with them). */
export const useFeatures = (features: number): void => {
  FEATURES = features;
};
/** Each class feature id's bucket, hashed once. */
let CLASS_BUCKETS: Int32Array | undefined;
const classBuckets = (): Int32Array => Int32Array.from({ length: FEATURE_IDS }, (_, id) => fold(hashOf(`#f${id}`)));
/** The class features' buckets (the trainer weighs them apart from the raw words'). */
export const classFeatureBuckets = (): Int32Array => (CLASS_BUCKETS ??= classBuckets());
const CLASS_STATE = new ClassFeatures();
const CLASS_IDS: number[] = [];

/** Whether the two code units at `at` are hex digits. */
const hex = (text: string, at: number): boolean => {
  for (let k = at; k < at + 2; k++) {
    const c = text.charCodeAt(k) | 0x20;
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
};

/** A unit's weights: `weights[bucket]` in fixed point, and the bias. */
export interface LinearModel {
  bias: number;
  weights: Int16Array;
}

/**
 * The buckets of the unit [from, to), in order, a bucket once per occurrence: each word (letters
 * and digits lower-cased, every digit read as 0, fullwidth forms as their ASCII, each other character
 * from U+2E80 on a word alone, as CJK text has no spaces) and each pair of neighbouring words, then the structural features.
 */
export function unitFeatures(text: string, from: number, to: number, out: number[]): number[] {
  out.length = 0;
  walk(text, from, to, null, out);
  return out;
}

/** A unit's score: the bias and the weight of each of its buckets, an integer sum. */
export function scoreUnit(model: LinearModel, text: string, from: number, to: number): number {
  return model.bias + walk(text, from, to, model.weights, null);
}

/**
 * What each code unit below U+2E80 is in a word, as the walk hashes it: an ASCII letter lower-cased, a digit as `0`,
 * a code unit from U+00C0 on (but × and ÷) itself; 0 where it is not in a word.
 */
const WORD_UNITS = new Uint16Array(0x2e80);
// Range by range, not a test of every code unit for each class: the table is built at every start (a fifth of the time).
for (let c = 0xc0; c < 0x2e80; c++) WORD_UNITS[c] = c;
WORD_UNITS[0xd7] = 0;
WORD_UNITS[0xf7] = 0;
for (let c = 65; c <= 90; c++) WORD_UNITS[c] = c | 0x20;
for (let c = 97; c <= 122; c++) WORD_UNITS[c] = c;
WORD_UNITS.fill(48, 48, 58);

/**
 * A fullwidth form as the ASCII it disguises (U+FF01 to U+FF5E less 0xFEE0, the ideographic space a space), other
 * code units as they are: fullwidth letters are words, not a CJK character each (read so, they taught the scorer
 * that any fullwidth label orders).
 */
const narrow = (c: number): number => (c >= 0xff01 && c <= 0xff5e ? c - 0xfee0 : c === 0x3000 ? 32 : c);

/**
 * WORD_UNITS of every code unit as the walk reads it, a fullwidth form narrowed first (0: not in a word): one look-up per
 * code unit of a word, not two tests and a look-up. Built at the first walk (a process that judges no content never
 * pays for it).
 */
let WALKED_UNITS: Uint16Array | undefined;
function walkedUnits(): Uint16Array {
  const units = new Uint16Array(0x10000);
  units.set(WORD_UNITS);
  // From U+2E80 on only the fullwidth forms of ASCII narrow into a word (the ideographic space is a space).
  for (let c = 0xff01; c <= 0xff5e; c++) units[c] = WORD_UNITS[narrow(c)]!;
  return units;
}

/** The sum of a unit that is not prose: far below every threshold, whatever the bias. */
const NOT_PROSE = -(2 ** 30);

/**
 * The one walk over a unit behind both: each bucket pushed to `out`, or its weight summed (no
 * array per unit on the path every text takes).
 */
function walk(text: string, from: number, to: number, weights: Int16Array | null, out: number[] | null): number {
  let sum = 0;
  let prev = START;
  // Whether the word before was a number: a pair of numbers is no feature (a vector's or a timestamp's run of them said
  // nothing of an order, yet their pairs summed past the thresholds).
  let prevNumber = false;
  let words = 0;
  /** Words that are not words of a language: those holding a digit, or a lone ASCII letter (an encoding's debris). */
  let debris = 0;
  /** Whether a word or a mark came before on the unit: a `>` after one quotes nothing. */
  let seen = false;
  let noClose = -1;
  const units = (WALKED_UNITS ??= walkedUnits());
  const ids = (FEATURES & 1) === 0 ? null : CLASS_IDS;
  const raw = (FEATURES & 2) === 0;
  const pairs = (FEATURES & 4) === 0;
  if (ids !== null) {
    ids.length = 0;
    CLASS_STATE.reset();
  }
  for (let i = from; i < to; i++) {
    let c = text.charCodeAt(i);
    let folded = units[c]!;
    if (folded !== 0) {
      // A word's code units (most of a text) in a loop of their own, folded with one look-up and hashed as they come.
      let h = FNV_OFFSET;
      const start = i;
      let digits = 0;
      do {
        if (folded === 48) digits++;
        h = Math.imul(h ^ folded, FNV_PRIME);
        if (++i === to) break;
        c = text.charCodeAt(i);
        folded = units[c]!;
      } while (folded !== 0);
      seen = true;
      words++;
      const length = i - start;
      if (digits > 0 || (length === 1 && text.charCodeAt(start) < 0x80)) debris++;
      const number = digits === length;
      const b1 = fold(h);
      if (ids !== null) CLASS_STATE.word(classesOf(text, start, i, h, units), ids);
      if (raw) {
        if (number && prevNumber) {
          if (out === null) sum += weights![b1]!;
          else out.push(b1);
        } else if (pairs) {
          const b2 = fold(pair(prev, h));
          if (out === null) sum += weights![b1]! + weights![b2]!;
          else out.push(b1, b2);
        } else if (out === null) sum += weights![b1]!;
        else out.push(b1);
      }
      prev = h;
      prevNumber = number;
      if (i === to) break;
    }
    // The code unit after the word (or the one read, where none started), as its marks are read.
    if (c >= 0x3000) c = narrow(c);
    if (c === 32) continue;
    if (ids !== null) CLASS_STATE.mark(c, text.charCodeAt(i + 1));
    // Markup is the container's, not what it says: a tag (`<p>`, `</div class="x">`) is skipped whole, within its unit.
    if (c === 60) {
      const d = text.charCodeAt(i + 1) | 0x20;
      if ((d >= 97 && d <= 122) || d === 0x2f || d === 0x21) {
        // Where the last search for a `>` stopped without one, none lies before: a run of `<` is read once.
        let j = Math.max(i + 1, noClose);
        while (j < to && j - i < 200 && text.charCodeAt(j) !== 62) j++;
        if (j < to && text.charCodeAt(j) === 62) {
          i = j;
          continue;
        }
        noClose = j;
      }
    }
    // A `\uXXXX` escape is the container's encoding, not a word (tag characters written out read as "udb0" runs).
    if (c === 92 && text.charCodeAt(i + 1) === 117 && i + 6 <= to && hex(text, i + 2) && hex(text, i + 4)) {
      i += 5;
      continue;
    }
    let b = -1;
    if (c >= 0x2e80 && (c < 0xd800 || c > 0xdfff)) {
      const w = Math.imul(FNV_OFFSET ^ c, FNV_PRIME);
      words++;
      prevNumber = false;
      if (raw) {
        if (!pairs) {
          if (out === null) sum += weights![fold(w)]!;
          else out.push(fold(w));
        } else if (out === null) sum += weights![fold(w)]! + weights![fold(pair(prev, w))]!;
        else out.push(fold(w), fold(pair(prev, w)));
      }
      prev = w;
    } else if (c === 58 && text.charCodeAt(i + 1) === 47 && text.charCodeAt(i + 2) === 47) b = URL;
    else if (c === 64) b = AT;
    else if (c === 126 && text.charCodeAt(i + 1) === 47) b = HOME;
    else if (c === 62 && !seen) b = QUOTED;
    if (b >= 0) {
      if (out === null) sum += weights![b]!;
      else out.push(b);
    }
    if (c !== 9) seen = true;
  }
  // A unit most of whose words are debris (a vector of numbers, an encoded blob) is not prose: no order is read in it.
  if (debris * 2 > words) {
    if (out !== null) out.length = 0;
    return NOT_PROSE;
  }
  if (ids !== null) {
    CLASS_STATE.finish(ids);
    const buckets = (CLASS_BUCKETS ??= classBuckets());
    for (const id of ids) {
      if (out === null) sum += weights![buckets[id]!]!;
      else out.push(buckets[id]!);
    }
  }
  return sum;
}

/** What makes a unit worth scoring: an ASCII letter, or any code unit from U+00C0 on. */
const isLetter = (c: number): boolean => ((c | 0x20) >= 97 && (c | 0x20) <= 122) || c >= 0xc0;

/**
 * The units of a text, as [from, to) pairs flattened: each line (split at a line break or at `\n`
 * written out in an escaped string), a line longer than BLOCK cut into blocks of BLOCK. Lines
 * without a letter are skipped.
 */
export function linearUnits(text: string): number[] {
  const out: number[] = [];
  const n = text.length;
  // The next break of each kind: the line breaks' places (shared with other readings), `\n` by native searches; only a
  // unit's letter is looked for by hand.
  const lineBreaks = unitPlaces(text, 10);
  let k = 0;
  let nl = -1;
  let esc = -1;
  for (let from = 0; ; ) {
    if (nl < from) {
      while (k < lineBreaks.length && lineBreaks[k]! < from) k++;
      nl = k < lineBreaks.length ? lineBreaks[k]! : n;
    }
    if (esc < from) esc = breakAt(text, '\\n', from);
    const end = Math.min(nl, esc);
    for (let block = from; block < end; block += BLOCK) {
      const to = Math.min(end, block + BLOCK);
      for (let i = block; i < to; i++)
        if (isLetter(text.charCodeAt(i))) {
          out.push(block, to);
          break;
        }
    }
    if (end >= n) return out;
    from = end + (end === nl ? 1 : 2);
  }
}

/** Where `mark` is next found from `at`, or the text's length. */
const breakAt = (text: string, mark: string, at: number): number => {
  const i = text.indexOf(mark, at);
  return i < 0 ? text.length : i;
};

/** The weights file (rules/injection-weights.json): sorted buckets as gaps (`at`), their weights (`w`), the bias and the three thresholds. */
export interface WeightsWire {
  bits: number;
  scale: number;
  bias: number;
  /** A unit at or above it is evidence: `injection_weak` (the question stays unsure; a model, if configured, is asked). */
  threshold: number;
  /** A unit at or above it is a finding alone: `injection_learned`. */
  strong: number;
  /** A unit at or above it is one cue in the cue scorer's weighed sum: `injection_learned` where that finds an order. */
  join: number;
  /** Trial features the weights were trained with (FEATURES); absent as shipped. */
  features?: number;
  at: number[];
  w: number[];
}

/** The model from its wire form. */
export function modelOf(wire: WeightsWire): LinearModel {
  if (wire.bits !== BITS || wire.at.length !== wire.w.length) throw new Error('injection weights: wrong bits or lengths');
  if (![wire.threshold, wire.strong, wire.join].every(Number.isInteger))
    throw new Error('injection weights: a threshold is not an integer');
  const weights = new Int16Array(1 << BITS);
  let b = 0;
  for (let k = 0; k < wire.at.length; k++) {
    b += wire.at[k]!;
    const v = wire.w[k]!;
    if (!Number.isInteger(v) || v < -32767 || v > 32767) throw new Error('injection weights: a weight outside 16 bits');
    weights[b] = v;
  }
  return { bias: wire.bias, weights };
}

/**
 * `starts` in ascending order. They come as a few ascending runs (each pass of the word scans finds its matches in
 * text order), so the runs are merged pairwise, each round one linear pass, until one is left: fewer comparisons
 * than a sort (by value, natively) of them all.
 */
function ascending(starts: ArrayLike<number>): Float64Array {
  const n = starts.length;
  let from = new Float64Array(starts);
  if (n === 0) return from;
  let into = new Float64Array(n);
  for (;;) {
    for (let i = 0; i < n; ) {
      let mid = i + 1;
      while (mid < n && from[mid - 1]! <= from[mid]!) mid++;
      if (mid >= n) {
        if (i === 0) return from;
        into.set(from.subarray(i, n), i);
        break;
      }
      let end = mid + 1;
      while (end < n && from[end - 1]! <= from[end]!) end++;
      let a = i;
      let b = mid;
      let k = i;
      while (a < mid && b < end) into[k++] = from[a]! <= from[b]! ? from[a++]! : from[b++]!;
      while (a < mid) into[k++] = from[a++]!;
      while (b < end) into[k++] = from[b++]!;
      i = end;
    }
    const swap = from;
    from = into;
    into = swap;
  }
}

/**
 * The learned scorer's findings in a text (docs/content.md, learned scorer), over all its units: a
 * unit at or above the strong threshold is `injection_learned`; one that holds a word scan's match
 * (`scanned`) and is at or above the join threshold is too where the cue scorer, given the
 * score as one more cue, finds an order there and a match in the unit is said (`said(k)` of its
 * index: not a mention, a list of phrases or a test's string); else one at or above the weak
 * threshold is `injection_weak`. The guards the cue scorer keeps are kept here, never outweighed by
 * a score: a unit that narrates or studies an attack, or a test's string, is no finding; nor is a
 * unit a finding already covers.
 */
export function learnedHits(
  m: LinearModel,
  thresholds: { threshold: number; strong: number; join: number },
  text: string,
  scanned: readonly number[],
  out: Hit[],
  said: (k: number) => boolean = () => false,
): void {
  const units = linearUnits(text);
  const starts = ascending(scanned);
  let next = 0;
  let byStart: number[] | undefined;
  // The rules' prompt_injection findings so far (the other questions' hits are read past once, not per unit).
  const rules = out.filter((h) => h.code.startsWith('injection_'));
  const strongRules = spansOf(rules.filter((h) => h.code !== 'injection_weak'));
  let allRules: Spans | undefined;
  for (let k = 0; k < units.length; k += 2) {
    const from = units[k]!;
    const to = units[k + 1]!;
    while (next < starts.length && starts[next]! < from) next++;
    const matched = next < starts.length && starts[next]! < to;
    // A finding of the rules in the unit already says it (read before the unit is scored: its score
    // would change nothing); their weak evidence does not stop a strong score.
    if (overlaps(strongRules, from, to)) continue;
    const score = scoreUnit(m, text, from, to);
    // A unit no word scan matched in has no match to be said or quoted: only its score can speak, alone.
    if (score < (matched ? Math.min(thresholds.join, thresholds.threshold) : thresholds.threshold)) continue;
    byStart ??= sortedIndexes(scanned);
    // A test's string (`expect(judge("Forget everything above …"))`) is read where the scan matched in it.
    if (matched && someMatchIn(scanned, byStart, from, to, (k) => isTestData(text, scanned[k]!))) continue;
    if (NARRATED.test(text.slice(from, to).toLowerCase())) continue;
    // Above the join threshold the score is one cue of the cue scorer's weighed sum, where a match in the unit is said, not quoted.
    const strong =
      score >= thresholds.strong ||
      (matched && score >= thresholds.join && someMatchIn(scanned, byStart, from, to, said) && learnedOrder(text, from));
    if (strong) out.push({ code: 'injection_learned', start: from, end: to });
    else if (score >= thresholds.threshold && !overlaps((allRules ??= spansOf(rules)), from, to))
      out.push({ code: 'injection_weak', start: from, end: to });
  }
}

/** Findings' spans sorted by start, with the furthest end of each prefix: whether one overlaps a unit is a binary search. */
interface Spans {
  starts: number[];
  furthest: number[];
}

/** Hits' keys for ascending: the start times this, plus the hit's index (a double holds both exactly while the start is below 2^31). */
const KEYED = 2 ** 22;

function spansOf(hits: readonly Hit[]): Spans {
  const n = hits.length;
  let keyed = n < KEYED;
  const keys: number[] = [];
  for (let i = 0; keyed && i < n; i++) {
    const start = hits[i]!.start;
    if (!(Number.isInteger(start) && start >= 0 && start < 2 ** 31)) keyed = false;
    keys.push(start * KEYED + i);
  }
  // Sorted as a sort by start would (furthest is read at the last of equal starts only, so their order is free), merged
  // from the ascending runs the detectors' passes leave (ascending) rather than by a comparator called per comparison.
  const order = keyed ? ascending(keys) : null;
  const sorted = order === null ? [...hits].sort((a, b) => a.start - b.start) : [];
  for (let k = 0; order !== null && k < n; k++) sorted.push(hits[order[k]! % KEYED]!);
  const starts = sorted.map((h) => h.start);
  const furthest: number[] = [];
  let end = -1;
  for (const h of sorted) furthest.push((end = Math.max(end, h.end)));
  return { starts, furthest };
}

/** Whether some span starts before `to` and ends after `from`. */
function overlaps(spans: Spans, from: number, to: number): boolean {
  const lo = firstNotBefore(spans.starts.length, (i) => spans.starts[i]! < to);
  return lo > 0 && spans.furthest[lo - 1]! > from;
}

/** The indexes of `starts`, sorted by their start. */
const sortedIndexes = (starts: readonly number[]): number[] => starts.map((_, k) => k).sort((a, b) => starts[a]! - starts[b]!);

/**
 * Whether some scan match in [from, to) passes `test` (of its index in `scanned`: said, not quoted
 * or listed; a test's string); `byStart` is the indexes sorted by where their match starts, so
 * each unit reads only its own matches.
 */
function someMatchIn(
  scanned: readonly number[],
  byStart: readonly number[],
  from: number,
  to: number,
  test: (k: number) => boolean,
): boolean {
  for (let j = firstNotBefore(byStart.length, (i) => scanned[byStart[i]!]! < from); j < byStart.length && scanned[byStart[j]!]! < to; j++)
    if (test(byStart[j]!)) return true;
  return false;
}

let WIRE = weightsData as WeightsWire;
let model: LinearModel | undefined;

/** The learned scorer with the pack's weights (built on first use: a process that judges no content never pays for them). */
export function detectLearned(text: string, scanned: readonly number[], out: Hit[], said?: (k: number) => boolean): void {
  model ??= modelOf(WIRE);
  learnedHits(model, WIRE, text, scanned, out, said);
}

/** Scores with other weights from here on (a fold's model in scripts/train-injection.mjs, so the whole guard runs without the pack's). */
export function useWeights(wire: WeightsWire): void {
  WIRE = wire;
  FEATURES = wire.features ?? 0;
  model = undefined;
}
