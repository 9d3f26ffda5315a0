/**
 * A learned linear scorer for prompt_injection (docs/content.md, learned scorer): each unit of a
 * text that a word scan matched in (its line, or a fixed block of a long one) is cut into words by
 * one charCode loop, its words and word pairs hashed into buckets (FNV-1a, 32 bits, folded to
 * BITS), and scored as the sum of the buckets' integer weights (rules/injection-weights.json,
 * written by scripts/train-injection.mjs). Integers only, so a score replays bit for bit on any
 * machine; no regex reads the text, and text no scan matched in is not read at all.
 */
import weightsData from '../../rules/injection-weights.json' with { type: 'json' };
import type { Hit } from './codes.js';
import { learnedOrder, NARRATED } from './cues.js';
import { isTestData } from './quoted.js';
import { firstNotBefore } from './halving.js';

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
 * and digits lower-cased, every digit read as 0, each character from U+2E80 on a word alone, as
 * CJK text has no spaces) and each pair of neighbouring words, then the structural features.
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
for (let c = 0; c < 0x2e80; c++) {
  if (c >= 65 && c <= 90) WORD_UNITS[c] = c | 0x20;
  else if (c >= 97 && c <= 122) WORD_UNITS[c] = c;
  else if (c >= 48 && c <= 57) WORD_UNITS[c] = 48;
  else if (c >= 0xc0 && c !== 0xd7 && c !== 0xf7) WORD_UNITS[c] = c;
}

/**
 * The one walk over a unit behind both: each bucket pushed to `out`, or its weight summed (no
 * array per unit on the path every text takes).
 */
function walk(text: string, from: number, to: number, weights: Int16Array | null, out: number[] | null): number {
  let sum = 0;
  let prev = START;
  let h = FNV_OFFSET;
  let inWord = false;
  let first = -1;
  let noClose = -1;
  for (let i = from; i <= to; i++) {
    let c = i < to ? text.charCodeAt(i) : 32;
    // A word's code unit first (most are), folded, with one look-up.
    const folded = c < 0x2e80 ? WORD_UNITS[c]! : 0;
    if (folded !== 0) {
      h = Math.imul(h ^ folded, FNV_PRIME);
      inWord = true;
      first = i;
      continue;
    }
    // Markup is the container's, not what it says: a tag (`<p>`, `</div class="x">`) is skipped whole, within its unit.
    if (c === 60) {
      const d = text.charCodeAt(i + 1) | 0x20;
      if ((d >= 97 && d <= 122) || d === 0x2f || d === 0x21) {
        // Where the last search for a `>` stopped without one, none lies before: a run of `<` is read once.
        let j = Math.max(i + 1, noClose);
        while (j < to && j - i < 200 && text.charCodeAt(j) !== 62) j++;
        if (j < to && text.charCodeAt(j) === 62) {
          i = j;
          c = 32;
        } else noClose = j;
      }
    }
    // A `\uXXXX` escape is the container's encoding, not a word (tag characters written out read as "udb0" runs).
    if (c === 92 && text.charCodeAt(i + 1) === 117 && i + 6 <= to && hex(text, i + 2) && hex(text, i + 4)) {
      i += 5;
      c = 32;
    }
    let b1 = -1;
    let b2 = -1;
    if (inWord) {
      b1 = fold(h);
      b2 = fold(pair(prev, h));
      prev = h;
      h = FNV_OFFSET;
      inWord = false;
    } else if (c === 32) continue;
    if (b1 >= 0) {
      if (out === null) sum += weights![b1]! + weights![b2]!;
      else out.push(b1, b2);
    }
    let b = -1;
    if (c >= 0x2e80 && i < to && (c < 0xd800 || c > 0xdfff)) {
      const w = Math.imul(FNV_OFFSET ^ c, FNV_PRIME);
      if (out === null) sum += weights![fold(w)]! + weights![fold(pair(prev, w))]!;
      else out.push(fold(w), fold(pair(prev, w)));
      prev = w;
    } else if (c === 58 && text.charCodeAt(i + 1) === 47 && text.charCodeAt(i + 2) === 47) b = URL;
    else if (c === 64) b = AT;
    else if (c === 126 && text.charCodeAt(i + 1) === 47) b = HOME;
    else if (c === 62 && first < 0) b = QUOTED;
    if (b >= 0) {
      if (out === null) sum += weights![b]!;
      else out.push(b);
    }
    if (c !== 32 && c !== 9) first = i;
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
  let from = 0;
  let letters = false;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 10;
    const br = c === 10 || (c === 92 && text.charCodeAt(i + 1) === 110);
    if (!br) {
      // A block ends before the code unit at its limit, which starts (and is read for) the next.
      if (i - from >= BLOCK) {
        if (letters) out.push(from, i);
        from = i;
        letters = false;
      }
      if (!letters && isLetter(c)) letters = true;
      continue;
    }
    if (letters) out.push(from, i);
    from = i + (c === 10 ? 1 : 2);
    if (c === 92) i++;
    letters = false;
  }
  return out;
}

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
 * The units of linearUnits that hold one of `starts`, in order, as [from, to) pairs flattened:
 * found from the starts with native searches for the line breaks around each (a line break and
 * `\n` written out in an escaped string), each search resumed past the last, so the text is read
 * about once whatever the number of starts.
 */
export function unitsAt(text: string, starts: readonly number[]): number[] {
  const out: number[] = [];
  const n = text.length;
  const sorted = ascending(starts);
  const next = (s: string, at: number) => {
    const i = text.indexOf(s, at);
    return i < 0 ? n : i;
  };
  // The last break of each kind before the start and the first at or after it.
  let prevNl = -1;
  let nextNl = next('\n', 0);
  let prevEsc = -2;
  let nextEsc = next('\\n', 0);
  let last = -1;
  for (const at of sorted) {
    // The last break before the start is read back by hand (lastIndexOf is a call into the
    // runtime) down to the one found before, which lies before it: each stretch is read once.
    if (nextNl < at) {
      prevNl = at - 1;
      while (prevNl > nextNl && text.charCodeAt(prevNl) !== 10) prevNl--;
      nextNl = next('\n', at);
    }
    if (nextEsc < at) {
      prevEsc = at - 1;
      while (prevEsc > nextEsc && !(text.charCodeAt(prevEsc) === 92 && text.charCodeAt(prevEsc + 1) === 110)) prevEsc--;
      nextEsc = next('\\n', at);
    }
    const lineFrom = Math.max(prevNl + 1, prevEsc + 2);
    const lineTo = Math.min(nextNl, nextEsc);
    // A line break (or the `n` of an escaped one) belongs to no unit.
    if (at < lineFrom || at >= lineTo) continue;
    const from = lineFrom + Math.floor((at - lineFrom) / BLOCK) * BLOCK;
    if (from === last) continue;
    last = from;
    const to = Math.min(lineTo, from + BLOCK);
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (isLetter(c)) {
        out.push(from, to);
        break;
      }
    }
  }
  return out;
}

/**
 * The learned scorer's findings in a text (docs/content.md, learned scorer), over the units that
 * hold a word scan's match (`scanned`): a unit at or above the strong threshold is
 * `injection_learned`; one at or above the join threshold is too where the cue scorer, given the
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
  const units = unitsAt(text, scanned);
  let byStart: number[] | undefined;
  // The rules' prompt_injection findings so far (the other questions' hits are read past once, not per unit).
  const rules = out.filter((h) => h.code.startsWith('injection_'));
  const strongRules = spansOf(rules.filter((h) => h.code !== 'injection_weak'));
  let allRules: Spans | undefined;
  for (let k = 0; k < units.length; k += 2) {
    const from = units[k]!;
    const to = units[k + 1]!;
    // A finding of the rules in the unit already says it (read before the unit is scored: its score
    // would change nothing); their weak evidence does not stop a strong score.
    if (overlaps(strongRules, from, to)) continue;
    const score = scoreUnit(m, text, from, to);
    if (score < thresholds.join && score < thresholds.threshold) continue;
    byStart ??= sortedIndexes(scanned);
    // A test's string (`expect(judge("Forget everything above …"))`) is read where the scan matched in it.
    if (someMatchIn(scanned, byStart, from, to, (k) => isTestData(text, scanned[k]!))) continue;
    if (NARRATED.test(text.slice(from, to).toLowerCase())) continue;
    // Above the join threshold the score is one cue of the cue scorer's weighed sum, where a match in the unit is said, not quoted.
    const strong =
      score >= thresholds.strong || (score >= thresholds.join && someMatchIn(scanned, byStart, from, to, said) && learnedOrder(text, from));
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

/** The learned scorer with the pack's weights (built on first use: a text no word scan matched never pays for them). */
export function detectLearned(text: string, scanned: readonly number[], out: Hit[], said?: (k: number) => boolean): void {
  if (scanned.length === 0) return;
  model ??= modelOf(WIRE);
  learnedHits(model, WIRE, text, scanned, out, said);
}

/** Scores with other weights from here on (a fold's model in scripts/train-injection.mjs, so the whole guard runs without the pack's). */
export function useWeights(wire: WeightsWire): void {
  WIRE = wire;
  model = undefined;
}
