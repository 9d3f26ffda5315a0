/**
 * Matching over a text, case-insensitively where a pattern has the `i` flag (its literals written
 * in lower case). Such a pattern matches what it would match, without `i`, in the lower-cased
 * text, and there it runs, its groups read back from the original by their indices — unless the
 * text holds a character outside Latin-1 (lower-casing it costs as much as a few patterns) and
 * neither U+0130 nor U+212A, the only characters whose lower case changes the length or is ASCII
 * while they are not: then the pattern matches the same with `i` in the text itself, and the text
 * is not lower-cased at all. Holding U+0130 (lower-cased to two code units, so offsets would
 * drift), the patterns run with `i` over the original and every one over the whole text.
 */
import { compileFirst, compileFirstFor, LONG_SUBJECT } from './compile-first.js';
import { LANGUAGE_LEADS } from './languages.js';
import { literalSlots } from './literal-slots.js';
import { LITERALS } from './literals.js';
import { SYM, WORD_UNIT } from './prefixes.js';
import { innerLiteral, placesByInner } from './inner-literals.js';
import { nativePlaces } from './native-places.js';
import type { WordPattern, WordScan } from './words.js';

export { LITERALS, ROLE_MARKER_ANCHORS } from './literals.js';

/**
 * The word scan whose word starts the literal index's pass finds as well (injection.ts's, which
 * every text is read for): that pass reads every code unit already, and a second walk over the
 * text for the word starts cost as much again.
 */
let indexedScan: WordScan<WordPattern> | undefined;
export function findWordStartsWithLiterals(scan: WordScan<WordPattern>): void {
  if (indexedScan !== undefined) throw new Error('find.ts: the literal index finds the word starts of one word scan');
  indexedScan = scan;
  // Each first three symbols the scan's table names, as the code units they fold from (white space is one symbol).
  const folds = (sym: number): readonly number[] => (sym === 32 ? WHITE : [sym]);
  for (const k of scan.keys) {
    const c1 = (k >>> 14) + 97;
    for (const c2 of folds((k >>> 7) & 127)) for (const c3 of folds(k & 127)) MAY_START[trigram((c1 << 14) | (c2 << 7) | c3)]! |= WORD;
  }
}

/** The size of source from which execAt compiles a pattern to machine code at its first run on a short text. */
const EXEC_AT_COMPILED_FIRST = 100;
/** A sticky (or global) pattern's match starting at `at` in `text`: the one place a reading tries it. */
export function execAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
  // Most of these patterns, a few hundred code units of source, cost a short text two or three times as much run first as bytecode.
  compileFirstFor(re, text, EXEC_AT_COMPILED_FIRST);
  re.lastIndex = at;
  return re.exec(text);
}

export class Text {
  readonly text: string;
  /** Where the case-insensitive patterns and the literal index run: the text or its lower-cased copy. */
  private readonly subject: string;
  /** Whether `subject` is the lower-cased copy (patterns drop `i` and read their groups back). */
  private readonly lowered: boolean;
  /** False when lower-casing changes the length: no literal index, every pattern over the whole text. */
  private readonly indexed: boolean;
  /** Whether the text holds a character outside Latin-1 (every invisible or bidi control is one). */
  readonly wide: boolean;
  /** Where each literal occurs, by its place in LITERALS (none: it does not occur). */
  private index: Array<number[] | undefined> | undefined;
  /** Where the first code unit outside Latin-1 is (-1: none). */
  private readonly firstWide: number;
  private runs: number[] | undefined;
  /** Where indexedScan may match, found with the index (candidates of words.ts). */
  private wordStarts: number[] | undefined;
  /**
   * `index`: false for a text that few patterns read (a decoded payload): they then scan it whole,
   * which costs less than building the literal index for them.
   */
  constructor(text: string, index = true) {
    this.text = text;
    this.subject = text;
    this.lowered = false;
    this.indexed = true;
    this.firstWide = text.search(WIDE);
    this.wide = this.firstWide >= 0;
    // Lower-casing a text of Latin-1 characters only (V8 stores it a byte per character) is a
    // quick copy, and the patterns run a little faster without `i`; lower-casing any other text
    // costs as much as a few patterns, so it is done only where it is needed.
    if (!this.wide || holdsUnfoldable(text, this.wideRuns())) {
      const lower = text.toLowerCase();
      this.indexed = lower.length === text.length;
      if (this.indexed) {
        this.subject = lower;
        this.lowered = true;
      }
    }
    if (!index) this.indexed = false;
  }

  /**
   * Every match of `re` in text order (as a global regex would find them). A pattern with the
   * `i` flag must be written in lower case (its literals, not its classes). `folded`: the caller
   * uses only where a match is and which group took part, so the text and groups of a
   * case-insensitive match may be in the lower-cased copy's case (not read back from the original).
   */
  find(re: RegExp, folded = false): RegExpExecArray[] {
    const out: RegExpExecArray[] = [];
    const onLower = this.lowered && re.ignoreCase;
    const g = variantOf(re, 'g', onLower, folded);
    const subject = onLower ? this.subject : this.text;
    if (subject.length < LONG_SUBJECT) compileFirst(g, this.wide);
    g.lastIndex = 0;
    for (let m = g.exec(subject); m; m = g.exec(subject)) {
      if (m[0].length === 0) {
        g.lastIndex++;
        continue;
      }
      // On the lower-cased copy, groups from the original text at the indices the match found.
      out.push(onLower && !folded ? this.view(m) : m);
    }
    return out;
  }

  /**
   * Where `literal` (one of LITERALS) occurs in the text in any case, ascending; null when
   * there is no index (then the caller scans the whole text). The first call finds every literal
   * in one pass, so the detectors share it instead of each searching the text for its own words.
   */
  at(literal: string): readonly number[] | null {
    return this.indexed ? this.atId(literalId(literal)) : null;
  }

  /** What `at` returns, for a literal's id (literalId): for a detector that asks for the same literals in every text. */
  atId(id: number): readonly number[] | null {
    if (!this.indexed) return null;
    // Only the literals that occur get a list (a decoded payload is a text too, and most are short).
    this.index ??= this.buildIndex();
    return this.index[id] ?? NONE;
  }

  /**
   * What `find(re)` returns, for a pattern every match of which starts at most `reach` code units
   * before an occurrence of one of `anchors` (LITERALS): the pattern is tried only there (sticky),
   * in text order, each try from the end of the last match on — as a global scan would find them,
   * without trying the pattern at every position of the text. `firsts` (lower-case ASCII) holds
   * every code unit a match can start with, in lower case: other positions are not tried.
   */
  findNear(re: RegExp, anchors: readonly string[], reach: number, firsts: string, folded = false): RegExpExecArray[] {
    if (!this.indexed) return this.find(re, folded);
    let at: ArrayLike<number>;
    if (anchors.length === 1) at = this.at(anchors[0]!)!;
    else {
      // A list of anchors is a detector's constant: its ids are looked up once, and most texts hold none of them.
      const ids = anchorIds(anchors);
      if (!this.holdsAny(ids)) return [];
      at = mergedAscending(ids.map((id) => this.atId(id)!));
    }
    if (at.length === 0) return [];
    const first = firstsTable(firsts);
    const subject = this.subject;
    const starts: number[] = [];
    let last = -1;
    for (let i = 0; i < at.length; i++) {
      const anchor = at[i]!;
      for (let p = Math.max(last + 1, anchor - reach); p <= anchor; p++) {
        // In lower case (outside ASCII, no character here lower-cases into ASCII).
        let c = subject.charCodeAt(p);
        if (c >= 65 && c <= 90) c += 32;
        if (c < 128 && first[c] === 1) starts.push(p);
      }
      last = Math.max(last, anchor);
    }
    return this.findAt(re, starts, folded);
  }

  /**
   * What `find(re)` returns, for a pattern every match of which holds an anchor (one of LITERALS)
   * at one of the places `places` names for it — so many code units after the match's start,
   * which is one of the given code units (lower case): the pattern is tried only there.
   */
  findBefore(re: RegExp, places: AnchorPlaces): RegExpExecArray[] {
    if (!this.indexed) return this.find(re);
    const subject = this.subject;
    const found: number[] = [];
    for (const [literal, where] of places) {
      const at = this.at(literal)!;
      for (const [offset, firsts] of where) {
        const first = firstsTable(firsts);
        for (let i = 0; i < at.length; i++) {
          const p = at[i]! - offset;
          if (p < 0) continue;
          let c = subject.charCodeAt(p);
          if (c >= 65 && c <= 90) c += 32;
          if (c < 128 && first[c] === 1) found.push(p);
        }
      }
    }
    return this.findAt(re, Float64Array.from(found).sort());
  }

  /**
   * What `find(re)` returns, for a pattern that can only match at one of `starts` (ascending): the
   * pattern is tried there alone (sticky), each try from the end of the last match on, so the
   * matches are those a global scan finds.
   */
  findAt(re: RegExp, starts: ArrayLike<number>, folded = false): RegExpExecArray[] {
    const out: RegExpExecArray[] = [];
    if (starts.length === 0) return out;
    const onLower = this.lowered && re.ignoreCase;
    const y = variantOf(re, 'y', onLower, folded);
    const subject = onLower ? this.subject : this.text;
    if (subject.length < LONG_SUBJECT) compileFirst(y, this.wide);
    let from = 0;
    for (let i = 0; i < starts.length; i++) {
      const p = starts[i]!;
      // Past the last match, and each place once.
      if (p < from) continue;
      from = p + 1;
      y.lastIndex = p;
      const m = y.exec(subject);
      if (!m || m[0].length === 0) continue;
      out.push(onLower && !folded ? this.view(m) : m);
      from = p + m[0].length;
    }
    return out;
  }

  /**
   * Whether `re` matches in the text, for a pattern every match of which starts with `\b` and one of `anchors`
   * (LITERALS, each starting with a letter): it is tried there alone (sticky), where a word starts, not at every
   * position of the text. A quick test before a detector's reading: most texts hold few of its words, and a search of
   * the whole text for them cost as much as reading the text for all the literals.
   */
  holdsAtWordStart(re: RegExp, anchors: readonly string[]): boolean {
    const text = this.text;
    if (!this.indexed) return re.test(text);
    // Over the text as written, as `re` reads it: in the lower-cased copy U+212A is a `k`, a word's code unit.
    const y = variantOf(re, 'y', false, true);
    const ids = anchorIds(anchors);
    for (let k = 0; k < ids.length; k++) {
      const at = this.atId(ids[k]!)!;
      for (let i = 0; i < at.length; i++) {
        const p = at[i]!;
        // Inside a word (most places of a short anchor such as "ai"), where `\b` fails.
        const c = p > 0 ? text.charCodeAt(p - 1) : 32;
        if (c < 128 && WORD_UNIT[c] === 1) continue;
        y.lastIndex = p;
        if (y.test(text)) return true;
      }
    }
    return false;
  }

  /** The matches of a word scan (words.ts), by layer, over the lower-cased copy when there is one. */
  wordScan<P extends WordPattern>(scan: WordScan<P>): Array<Array<readonly [RegExpExecArray, P]>> {
    if (this.indexed && (scan as WordScan<WordPattern>) === indexedScan) {
      this.index ??= this.buildIndex();
      if (this.wordStarts !== undefined) return scan.scan(this.subject, this.lowered, this.wordStarts);
    }
    return scan.scan(this.subject, this.lowered);
  }

  /** The literal index, and indexedScan's word starts found in the same pass. */
  private buildIndex(): Array<number[] | undefined> {
    const starts: number[] = [];
    const index = literalIndex(this.subject, starts);
    // (An index built before the scan was named holds none of its starts.)
    if (indexedScan !== undefined && this.subject.length >= 2) this.wordStarts = starts;
    return index;
  }

  /** A match on the lower-cased text with its groups read from the original, at the same indices. */
  private view(m: RegExpExecArray): RegExpExecArray {
    const groups = m.indices!.map((span) => (span ? this.text.slice(span[0], span[1]) : undefined));
    return Object.assign(groups, { index: m.index, input: this.text, groups: undefined }) as unknown as RegExpExecArray;
  }

  /**
   * The runs of code units outside Latin-1, ascending, each as its start and end (exclusive) in
   * turn. Found in one pass that the detectors of such characters share (hidden controls and tag
   * characters, other scripts' phrases, Polish and Turkish letters): each reads the runs' code
   * units by hand instead of searching the whole text for its own characters.
   */
  wideRuns(): readonly number[] {
    if (this.runs === undefined) {
      const runs: number[] = [];
      if (this.wide) {
        const re = WIDE_RUNS;
        re.lastIndex = this.firstWide;
        for (let m = re.exec(this.text); m; m = re.exec(this.text)) runs.push(m.index, re.lastIndex);
      }
      this.runs = runs;
    }
    return this.runs;
  }

  /** The text lower-cased, when the constructor made that copy (it keeps the length); undefined when it did not. */
  lowerCase(): string | undefined {
    return this.lowered ? this.subject : undefined;
  }

  /** Whether one of the literals `ids` names (literalId) occurs; true when there is no index. */
  holdsAny(ids: readonly number[]): boolean {
    if (!this.indexed) return true;
    this.index ??= this.buildIndex();
    const index = this.index;
    for (let i = 0; i < ids.length; i++) if (index[ids[i]!] !== undefined) return true;
    return false;
  }

  /**
   * Whether one of LANGUAGE_LEADS occurs, read from the literals the index found (a short text holds
   * few), not looked up a lead at a time for each language; true when there is no index.
   */
  holdsLanguageLead(): boolean {
    if (!this.indexed) return true;
    this.index ??= this.buildIndex();
    const index = this.index;
    return LEAD_IDS.some((id) => index[id] !== undefined);
  }

  /** Whether any of `words` (lower case) occurs in any case; true when there is no index. */
  has(...words: string[]): boolean {
    if (!this.indexed) return true;
    return words.some((w) => {
      const id = LITERAL_IDS.get(w);
      return id !== undefined ? this.atId(id)!.length > 0 : this.lowered ? this.subject.includes(w) : wordPattern(w).test(this.text);
    });
  }
}

const NONE: readonly number[] = Object.freeze([]);

/**
 * Where `literal` occurs in `t`'s text in any case, ascending: for one of LITERALS the shared index's list; for a word
 * that is none of them (its first letters start too many words to index), native searches of the lower-cased copy;
 * for a text with neither, a search of its own (on the text as written, so the places are the text's own).
 */
export function placesOf(t: Text, literal: string): readonly number[] {
  // One look-up of the literal's id (not one to ask whether it is a literal and another for its id): most readings ask
  // for a list of words at every text, a short one too, where the look-ups were a fifth of the secrets' readings.
  const id = LITERAL_IDS.get(literal);
  const at = id === undefined ? null : t.atId(id);
  if (at !== null) return at;
  const places: number[] = [];
  const lower = id === undefined ? t.lowerCase() : undefined;
  if (lower !== undefined) return nativePlaces(lower, literal, 1, places);
  const inner = id === undefined ? innerLiteral(literal, (l) => LITERAL_IDS.get(l)) : undefined;
  const near = inner === undefined ? null : t.atId(inner[0]);
  if (near !== null) return placesByInner(t.text, literal, near, inner![1]);
  const re = searchPattern(literal);
  re.lastIndex = 0;
  for (let m = re.exec(t.text); m !== null; m = re.exec(t.text)) places.push(m.index);
  return places;
}

/**
 * Whether `t`'s text holds `written` in that case (a native search, case-sensitive), asked of the literal index where
 * `literal` (`written` lower-cased, one of LITERALS) is one: a comparison where the index found it, not a pass of the
 * whole text.
 */
export function holdsAsWritten(t: Text, literal: string, written: string): boolean {
  const at = t.at(literal);
  if (at === null) return t.text.includes(written);
  for (let i = 0; i < at.length; i++) if (t.text.startsWith(written, at[i]!)) return true;
  return false;
}

/** Ascending lists as one ascending list (a typed array sorts by value, natively). */
export function mergedAscending(lists: ReadonlyArray<readonly number[]>): ArrayLike<number> {
  let n = 0;
  for (const l of lists) n += l.length;
  if (n === 0) return NONE;
  const out = new Float64Array(n);
  n = 0;
  for (const l of lists) {
    out.set(l, n);
    n += l.length;
  }
  return out.sort();
}

/** How many code units of wide runs are read by hand before one search of the whole text costs less. */
const MOST_READ_BY_HAND = 4096;
/**
 * Whether the text holds U+212A or U+0130 (both outside Latin-1, so within its wide runs): read
 * there by hand when the runs are short (most texts' few symbols and letters), rather than
 * searching the whole text twice.
 */
function holdsUnfoldable(text: string, wideRuns: readonly number[]): boolean {
  let wide = 0;
  for (let r = 0; r < wideRuns.length; r += 2) wide += wideRuns[r + 1]! - wideRuns[r]!;
  if (wide > MOST_READ_BY_HAND) return text.includes('\u212a') || text.includes('\u0130');
  for (let r = 0; r < wideRuns.length; r += 2)
    for (let i = wideRuns[r]!; i < wideRuns[r + 1]!; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x212a || c === 0x130) return true;
    }
  return false;
}

/** A character outside Latin-1: a text without one is stored a byte per character. */
const WIDE = /[^\x00-\xff]/;
const WIDE_RUNS = /[^\x00-\xff]+/g;

/** Where an anchor lies in a match: literal → [code units after the match's start, the match's possible first code units]. */
export type AnchorPlaces = ReadonlyMap<string, ReadonlyArray<readonly [offset: number, firsts: string]>>;

/**
 * `re` compiled once per flag ('g' or 'y') and subject: on the lower-cased copy it drops `i`, and
 * adds `d` unless the match is read folded (the indices serve only to read groups back).
 */
const variants = new WeakMap<RegExp, Array<RegExp | undefined>>();
function variantOf(re: RegExp, flag: 'g' | 'y', onLower: boolean, folded: boolean): RegExp {
  let slots = variants.get(re);
  if (!slots) {
    slots = [];
    variants.set(re, slots);
  }
  const at = (flag === 'y' ? 4 : 0) + (onLower ? (folded ? 2 : 1) : 0);
  let v = slots[at];
  if (v === undefined) {
    const base = re.flags.replace(/[gyd]/g, '');
    v = new RegExp(re.source, onLower ? `${base.replace('i', '')}${flag}${folded ? '' : 'd'}` : `${base}${flag}`);
    slots[at] = v;
  }
  return v;
}

/** A word (lower case) as a global case-insensitive pattern, compiled once (not at every text placesOf searches with it). */
const searchPatterns = new Map<string, RegExp>();
function searchPattern(w: string): RegExp {
  let re = searchPatterns.get(w);
  if (re === undefined) {
    re = new RegExp(w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'gi');
    searchPatterns.set(w, re);
  }
  return re;
}

/** A word (lower case) as a case-insensitive pattern, compiled once. */
const wordPatterns = new Map<string, RegExp>();
function wordPattern(w: string): RegExp {
  let re = wordPatterns.get(w);
  if (re === undefined) {
    re = new RegExp(w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'i');
    wordPatterns.set(w, re);
  }
  return re;
}

/** The code units of `firsts` as a table by code unit, built once per string. */
const firstsTables = new Map<string, Uint8Array>();
function firstsTable(firsts: string): Uint8Array {
  let t = firstsTables.get(firsts);
  if (t === undefined) {
    t = new Uint8Array(128);
    for (let i = 0; i < firsts.length; i++) {
      const c = firsts.charCodeAt(i);
      if (c >= 128 || (c >= 65 && c <= 90)) throw new RangeError(`Text.findNear: firsts must be lower-case ASCII, not "${firsts}"`);
      t[c] = 1;
    }
    firstsTables.set(firsts, t);
  }
  return t;
}

const LITERAL_SET = new Set(LITERALS);
/** Whether `word` is one of LITERALS: the index holds its places (placesOf), no search of the text is needed. */
export const isLiteral = (word: string): boolean => LITERAL_SET.has(word);
/** Each literal's place in LITERALS, which numbers its list in a text's index. */
const LITERAL_IDS: ReadonlyMap<string, number> = new Map(LITERALS.map((l, id) => [l, id]));
const LEAD_IDS: readonly number[] = LANGUAGE_LEADS.map((l) => LITERAL_IDS.get(l)!);

/** The ids of lists of anchors findNear was given (detectors' constants: their ids, not the text's). */
const ANCHOR_IDS = new WeakMap<readonly string[], readonly number[]>();
function anchorIds(anchors: readonly string[]): readonly number[] {
  let ids = ANCHOR_IDS.get(anchors);
  if (ids === undefined) ANCHOR_IDS.set(anchors, (ids = anchors.map(literalId)));
  return ids;
}

/** A literal's id, for Text.atId: looked up once, where a detector loads, not in every text. */
export function literalId(literal: string): number {
  const id = LITERAL_IDS.get(literal);
  if (id === undefined) throw new RangeError(`literalId: "${literal}" is not one of the literals`);
  return id;
}

/**
 * The literals by their first three code units (ASCII, folded to lower case; a literal of two
 * takes any third), hashed into a table that says where a literal may start, and by their first
 * two into the lists of literals to compare there. The index is then one pass that costs each
 * position a hash and a load, without a branch most positions take one way and some the other;
 * a regex alternation of the literals (irregexp tries each first character in turn, at every
 * position) took a third longer on prose and code (docs/content-measurements.md).
 */
const MAY_START = new Uint8Array(1 << 16);
/** The bits of MAY_START: a literal may start there; a word of indexedScan's table may. */
const LITERAL = 1;
const WORD = 2;
/** The code units that fold to the word scan's one white-space symbol. */
const WHITE: readonly number[] = [...SYM.keys()].filter((c) => SYM[c] === 32);
const trigram = (h: number): number => Math.imul(h, 0x9e3779b1) >>> 16;
/** ASCII folded to lower case, as 7 bits; 0 for any other code unit (no literal holds 0 or one of them). */
const FOLD = new Uint8Array(0x10000);
for (let c = 1; c < 128; c++) FOLD[c] = c >= 65 && c <= 90 ? c + 32 : c;
/** Each literal's slot where MAY_START's hash of its first three code units lands, and its entries there (literal-slots.ts). */
const {
  slotOf: SLOT_OF,
  from: SLOT_FROM,
  head: ENTRY_HEAD,
  mask: ENTRY_MASK,
  id: ENTRY_ID,
} = literalSlots(LITERALS, trigram, (slot) => {
  MAY_START[slot]! |= LITERAL;
});

/**
 * Every position of every literal in `subject`, in any ASCII case (no other code unit folds to an
 * ASCII one, lower-cased or case-insensitively matched: only ASCII needs folding), ascending; each
 * position once for each literal that starts there, so overlapping occurrences are all found.
 * The pass also finds indexedScan's candidate word starts (WordScan.wordStart), into `starts`.
 */
function literalIndex(subject: string, starts: number[]): Array<number[] | undefined> {
  const index = new Array<number[] | undefined>(LITERALS.length);
  const n = subject.length;
  if (n < 2) return index;
  // The last three code units read, folded, 7 bits each. The loop reads no further than the text
  // (no test for its end at every position); the last two positions, past which 0 is read (it
  // starts no literal), are tried after it.
  // The tables as locals: the loop then reads them without loading the module's bindings at every code unit.
  const fold = FOLD;
  const mayStart = MAY_START;
  const slotOf = SLOT_OF;
  const slotFrom = SLOT_FROM;
  const entryHead = ENTRY_HEAD;
  const entryMask = ENTRY_MASK;
  let h = (fold[subject.charCodeAt(0)]! << 7) | fold[subject.charCodeAt(1)]!;
  for (let p = 2; p < n; p++) {
    h = ((h << 7) | fold[subject.charCodeAt(p)]!) & 0x1fffff;
    const hashed = trigram(h);
    const may = mayStart[hashed]!;
    if (may !== 0) {
      if ((may & LITERAL) !== 0) {
        const slot = slotOf[hashed]!;
        const e = slotFrom[slot]!;
        if (slotFrom[slot + 1]! - e > 1 || (h & entryMask[e]!) === entryHead[e]!) literalsAt(index, subject, h, p - 2, slot);
      }
      if ((may & WORD) !== 0) wordAt(subject, h, p - 2, starts);
    }
  }
  for (let p = n - 2; p < n; p++) {
    h = (h << 7) & 0x1fffff;
    const may = MAY_START[trigram(h)]!;
    if ((may & LITERAL) !== 0 && p === n - 2) literalsAt(index, subject, h, p, SLOT_OF[trigram(h)]!);
    if ((may & WORD) !== 0) wordAt(subject, h, p, starts);
  }
  return index;
}

/**
 * Adds `at` to the word scan's candidates (WordScan.wordStart) where a word starts there and the
 * scan's table names its first three code units (`h`, folded, as literalIndex reads them).
 */
function wordAt(subject: string, h: number, at: number, starts: number[]): void {
  const f = h >>> 14;
  if (f < 97 || f > 122 || (at > 0 && WORD_UNIT[FOLD[subject.charCodeAt(at - 1)]!] === 1)) return;
  const s2 = SYM[(h >>> 7) & 127]!;
  const s3 = SYM[h & 127]!;
  const scan = indexedScan!;
  const id = scan.table[((f - 97) << 14) | (s2 << 7) | s3]!;
  if (id !== 0) scan.wordStart(subject, at, id, f, s2, s3, starts);
}

/**
 * Adds `at` to the list of each literal that starts there; `h`: its first three code units, folded (literalIndex), and
 * `slot` the slot they hash to.
 */
function literalsAt(index: Array<number[] | undefined>, subject: string, h: number, at: number, slot: number): void {
  const to = SLOT_FROM[slot + 1]!;
  const n = subject.length;
  for (let e = SLOT_FROM[slot]!; e < to; e++) {
    if ((h & ENTRY_MASK[e]!) !== ENTRY_HEAD[e]!) continue;
    const id = ENTRY_ID[e]!;
    const l = LITERALS[id]!;
    if (at + l.length > n) continue;
    let k = 3;
    while (k < l.length && FOLD[subject.charCodeAt(at + k)] === l.charCodeAt(k)) k++;
    if (k < l.length) continue;
    const list = index[id];
    if (list === undefined) index[id] = [at];
    else list.push(at);
  }
}
