/**
 * Word scans: many case-insensitive patterns that each start at a word (`\b` and a lower-case
 * letter), found in one walk over the text's word starts. Each pattern's first three code units
 * are read from its source (lower case; any code unit outside ASCII, and the text's end, as 0), so
 * a table says at each word start, from the word's first three code units folded to lower case,
 * which patterns can match there; most word starts of prose have none and cost a lookup. Where
 * some can, a sticky regex holding just those patterns, each in a group, runs there once: its
 * group says which pattern matched. The regexes are compiled on first use, so a text compiles
 * only the combinations it holds, each a few patterns, and V8 holds a fraction of the machine
 * code one alternation of all the patterns took (docs/content-measurements.md).
 *
 * The patterns are in layers (`layerOf`): within a layer the matches do not overlap, each found
 * from the end of the last on, and at a word start the first of the layer's patterns that matches
 * is taken, as one alternation of the layer's patterns scanned globally would find them.
 */

import { compileFirstFor } from './compile-first.js';
import { ANY, READ_WIDTH, readPrefixes, SYM, SYMBOLS, WORD_UNIT } from './prefixes.js';

export { prefixesOf } from './prefixes.js';

/** A pattern of a word scan: its source starts with `\b` and a lower-case letter. */
export interface WordPattern {
  re: RegExp;
}

/**
 * The first words of a pattern's source (after its `\b`), as alternatives that each start with a
 * lower-case letter, and what follows them: `(?:ignore|forget)\s+…` → ['ignore', 'forget'], `\s+…`.
 */
function leads(source: string): { alts: string[]; rest: string } {
  if (!source.startsWith('(?:')) return { alts: [source], rest: '' };
  const alts: string[] = [];
  let depth = 0;
  let from = 3;
  for (let i = 3; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if ((c === '|' || c === ')') && depth === 0) {
      alts.push(source.slice(from, i));
      from = i + 1;
      if (c === ')') {
        const rest = source.slice(i + 1);
        if (/^[?*+{]/.test(rest)) break;
        return { alts, rest };
      }
    }
  }
  return { alts: [source], rest: '' };
}

/**
 * How many capturing groups a pattern's source opens: each `(` not escaped, outside a class, and
 * not `(?:`, a lookaround or `(?<=`/`(?<!` (a named group `(?<name>` counts). Read from the source,
 * because compiling a pattern to ask it costs more than the whole scan of a short text.
 */
function groupsIn(source: string): number {
  let n = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(' && (source[i + 1] !== '?' || (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!'))) n++;
  }
  return n;
}

/** A `(` that may open a capturing group (one escaped or in a class also matches: the reading by hand is exact). */
const MAY_CAPTURE = /\((?!\?(?:[:=!]|<[=!]))/;

/**
 * `source` (pattern `index`'s branch) with its capturing groups made non-capturing (a named one
 * too), so matching it makes no string per group. A branch that refers back to a group (`\\1`,
 * `\\k<name>`) is refused: the patterns share a regex, where their groups are numbered anew, so
 * the reference would name another's (read here, where each branch is read anyway when its regex
 * is first built, not for every pattern as the guard loads).
 */
function uncaptured(source: string, index: number): string {
  // Most branches open no group that captures: a native test, not a read by hand (a short text's first judgement builds its regexes).
  if (!MAY_CAPTURE.test(source)) return source;
  let out = '';
  let from = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const d = source[i + 1];
      if (!inClass && ((d !== undefined && d >= '1' && d <= '9') || (d === 'k' && source[i + 2] === '<')))
        throw new Error(`word scan: pattern ${index} refers back to a group`);
      i++;
    } else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(' && source[i + 1] !== '?') {
      out += `${source.slice(from, i)}(?:`;
      from = i + 1;
    } else if (c === '(' && source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
      out += `${source.slice(from, i)}(?:`;
      from = source.indexOf('>', i) + 1;
      i = from - 1;
    }
  }
  return out + source.slice(from);
}

/** A pattern's branch for one first letter: `l(?:rests of its first words with that letter)what follows`. */
function branchFor(source: string, letter: string, index: number): string {
  const { alts, rest } = leads(source);
  const mine = alts.filter((a) => a[0] === letter);
  if (mine.length === 0 || mine.some((a) => /^.[?*+{]/.test(a)))
    throw new Error(`word scan: pattern ${index} does not start with a lower-case letter`);
  return `${letter}(?:${mine.map((a) => a.slice(1)).join('|')})${rest}`;
}

/** The patterns that can match at word starts with one prefix, per layer, and their regexes once compiled. */
interface Group {
  /** Per layer: the indices of its patterns that can match here, in order (empty: none). */
  members: number[][];
  /** Per layer: the sticky regex over the lower-cased text (slot 0) and, case-insensitive, over the text (slot 1). */
  regexes: Array<Array<RegExp | undefined>>;
  /** Per layer: the number of the group around each member's branch. */
  groups: number[][];
}

const LETTERS = 26;
/** How many symbols of a pattern's prefixes the deep table reads. */
const DEEPEST = 7;
if (READ_WIDTH < DEEPEST) throw new Error('word scan: the reader must read as many symbols as the deep table');
/**
 * A text shorter than this tries a group's regex at every word start its first three symbols
 * allow, rather than first reading the group's patterns to DEEPEST symbols: a short text (most
 * tool output) runs a few regexes at most, and reading the patterns costs more.
 */
const LONG_TEXT = 4096;
/** The size of a group's source from which it is compiled to machine code at once on a short text (measured down to 100). */
const GROUP_COMPILED_FIRST = 100;
const DEEP_SIZE = 1 << 18;
/**
 * The deep table's bits for a prefix of `l` symbols (4 to DEEPEST): from bit (l - 4) × SLOTS, that a
 * prefix of a pattern in each of the first SLOTS layers ends there (the last slot standing for
 * every later layer too), so a word start runs only the layers whose patterns its symbols can
 * start; and GOES_ON << l, that a longer prefix goes on from there, so the lookup stops at the
 * first symbols no prefix goes on from.
 */
const SLOTS = 3;
const ALL_SLOTS = (1 << SLOTS) - 1;
const GOES_ON = 1 << 8;
if ((DEEPEST - 3) * SLOTS > 12 || GOES_ON << DEEPEST >= 1 << 16) throw new Error('word scan: the deep table holds 16 bits a prefix');
/** The slot of layer `l` in the deep table's bits and in a candidate's layers. */
const slotOf = (l: number): number => 1 << Math.min(l, SLOTS - 1);
const step = (h: number, sym: number): number => (Math.imul(h, 0x2f0b3) + sym + 1) & (DEEP_SIZE - 1);
const keyOf = (c1: number, c2: number, c3: number): number => ((c1 - 97) << 14) | (c2 << 7) | c3;

/** Set by the build (scripts/build.mjs): firstSymbols of every pattern the guard loads, as JSON keyed by source. */
declare const JUDGE_WORD_PREFIXES: string;
let shipped: Record<string, Array<[string, boolean]>> | undefined;
/** What firstSymbols read from sources in this process, for the build to ship. */
const read = new Map<string, Array<[string, boolean]>>();

/**
 * The first three symbols of a pattern's matches (ANY: anything from there on), each with
 * whether it is shallow: known no further than three symbols (read to four). Reading every
 * pattern's source was most of the content guard's cold start (docs/design-and-performance.md),
 * so the build reads them and ships the result; a source the build did not see (running from
 * source, tests) is read here.
 */
function firstSymbols(source: string): Array<[string, boolean]> {
  shipped ??= typeof JUDGE_WORD_PREFIXES === 'string' ? JSON.parse(JUDGE_WORD_PREFIXES) : {};
  if (Object.hasOwn(shipped!, source)) return shipped![source]!;
  const out: Array<[string, boolean]> = [];
  for (const pre of readPrefixes(source, 4)) {
    const any = pre.indexOf(ANY);
    out.push([any >= 0 && any < 3 ? pre.slice(0, any + 1) : pre.slice(0, 3), any >= 0 && any <= 3]);
  }
  read.set(source, out);
  return out;
}

/** Set by the build: deepSymbols of every pattern the guard loads, as JSON keyed by source. */
declare const JUDGE_DEEP_PREFIXES: string;
let shippedDeep: Record<string, string[]> | undefined;

/**
 * The prefixes of four to DEEPEST symbols a pattern's matches start with, each cut where ANY
 * starts (shorter ones dropped), for the deep table (prepare). Reading them from the source was
 * a fifth of a cold judgement of an 11 KB text, so the build reads them too and ships the result
 * (parsed at a text's first prepare); a source the build did not see is read here.
 */
export function deepSymbols(source: string): readonly string[] {
  shippedDeep ??= typeof JUDGE_DEEP_PREFIXES === 'string' ? JSON.parse(JUDGE_DEEP_PREFIXES) : {};
  if (Object.hasOwn(shippedDeep!, source)) return shippedDeep![source]!;
  const out = new Set<string>();
  for (const pre of readPrefixes(source, DEEPEST)) {
    const any = pre.indexOf(ANY);
    const sure = any < 0 ? pre : pre.slice(0, any);
    if (sure.length > 3) out.add(sure);
  }
  return [...out];
}

/** firstSymbols of every pattern source read so far in this process (the build ships them). */
export function firstSymbolsRead(): Record<string, Array<[string, boolean]>> {
  return Object.fromEntries(read);
}

export class WordScan<P extends WordPattern> {
  readonly patterns: readonly P[];
  private readonly layerOf: readonly number[];
  private readonly layers: number;
  /** Group ids (1…) by the first three symbols of a word start (keyOf); 0: no pattern matches there. */
  readonly table = new Uint16Array(LETTERS << 14);
  /** The keys of `table` that name a group (some more than once): what find.ts marks in its trigram table. */
  readonly keys: number[] = [];
  private readonly groupList: Group[] = [];
  /** The letter each group's patterns start with (the word's first). */
  private readonly letterOf: string[] = [];
  /** Per group: whether all its patterns are deep, so a word start passes only if DEEP holds its next symbols. */
  private readonly deepGroup = new Uint8Array(1 << 16);
  /** Per layer: its slot (slotOf). */
  private readonly layerSlot: readonly number[];
  /** Per group: whether its patterns' prefixes are in DEEP (prepare); per pattern: whether they are. */
  private readonly prepared = new Uint8Array(1 << 16);
  private readonly deepened: boolean[] = [];
  private readonly doPrepare = (id: number): void => this.prepare(id);
  /**
   * The patterns' prefixes of four to DEEPEST symbols, as bits (per length, the layers whose
   * patterns they start: endsBits) by their hash (`step` from 0 over the symbols): at a word start
   * whose group is deep, the word's next symbols must be one of them ("the" starts a pattern, "the
   * user"; "the committee" is passed over), and only the layers they start a pattern of are tried.
   * Each shorter start of a prefix (from four symbols on) has its `goesOn` bit, so the lookup stops
   * at the first symbols no prefix goes on from.
   */
  private readonly deep = new Uint16Array(DEEP_SIZE);

  /** `layerOf(i)`: the layer of pattern i (0 on; the layers need not follow the patterns' order). */
  constructor(patterns: readonly P[], layerOf: (i: number) => number = () => 0) {
    this.patterns = patterns;
    this.layerOf = patterns.map((_, i) => layerOf(i));
    this.layers = Math.max(0, ...this.layerOf) + 1;
    this.layerSlot = range(this.layers).map(slotOf);
    // For each pair of first symbols, the patterns whose third may be each symbol (-1: any), and
    // whether one of the pattern's prefixes there is known no further than three symbols.
    const byPair = new Map<number, Array<[number, Map<number, boolean>]>>();
    patterns.forEach((p, i) => {
      if (!p.re.source.startsWith('\\b')) throw new Error(`word scan: pattern ${i} does not start at a word`);
      const thirds = new Map<number, Map<number, boolean>>();
      for (const [pre, shallow] of firstSymbols(p.re.source.slice(2))) {
        const c1 = pre.charCodeAt(0);
        if (!(c1 >= 97 && c1 <= 122)) throw new Error(`word scan: pattern ${i} does not start with a lower-case letter`);
        const third = pre[1] === ANY || pre[2] === ANY ? -1 : pre.charCodeAt(2);
        for (const c2 of pre[1] === ANY ? range(SYMBOLS) : [pre.charCodeAt(1)]) {
          const pair = (c1 << 7) | c2;
          let m = thirds.get(pair);
          if (m === undefined) thirds.set(pair, (m = new Map()));
          m.set(third, (m.get(third) ?? false) || shallow);
        }
      }
      for (const [pair, m] of thirds) {
        let list = byPair.get(pair);
        if (list === undefined) byPair.set(pair, (list = []));
        list.push([i, m]);
      }
    });
    const ids = new Map<string, number>();
    const groupOf = (c1: number, here: number[], shallow: boolean): number => {
      const name = `${c1}:${shallow ? 's' : 'd'}:${here.join(',')}`;
      let id = ids.get(name);
      if (id === undefined) {
        const members: number[][] = Array.from({ length: this.layers }, () => []);
        for (const i of here) members[this.layerOf[i]!]!.push(i);
        this.groupList.push({ members, regexes: members.map(() => []), groups: [] });
        this.letterOf.push(String.fromCharCode(c1));
        id = this.groupList.length;
        // The table and the per-group bytes hold ids in 16 bits: one more would name another group.
        if (id >= 1 << 16) throw new Error('word scan: more groups than the table can name');
        this.deepGroup[id] = shallow ? 0 : 1;
        ids.set(name, id);
      }
      return id;
    };
    for (const [pair, list] of byPair) {
      const c1 = pair >>> 7;
      // The thirds some pattern names; every other third has the patterns that take any.
      const named = new Set<number>();
      for (const [, m] of list) for (const c3 of m.keys()) if (c3 >= 0) named.add(c3);
      const members = (c3: number): [number[], boolean] => {
        const here: number[] = [];
        let shallow = false;
        for (const [i, m] of list) {
          const exact = c3 >= 0 ? m.get(c3) : undefined;
          const any = m.get(-1);
          if (exact === undefined && any === undefined) continue;
          here.push(i);
          shallow ||= exact === true || any === true;
        }
        return [here, shallow];
      };
      const [rest, restShallow] = members(-1);
      const restId = rest.length > 0 ? groupOf(c1, rest, restShallow) : 0;
      // A pair's thirds are adjacent in the table: filled at once, then the named ones in
      // ascending order, as the groups were numbered when this was a loop over every third (a
      // loop that V8 compiled on a background thread at every cold start, and that the exit then waited for).
      const base = keyOf(c1, pair & 127, 0);
      this.table.fill(restId, base, base + SYMBOLS);
      if (restId !== 0) for (let c3 = 0; c3 < SYMBOLS; c3++) this.keys.push(base + c3);
      for (const c3 of [...named].sort((a, b) => a - b)) {
        const [here, shallow] = members(c3);
        this.table[base + c3] = groupOf(c1, here, shallow);
        this.keys.push(base + c3);
      }
    }
  }

  /** At how many of the text's word starts a regex runs (the rest cost a lookup), as on a long text. */
  tries(text: string): number {
    return candidates(text, this.table, this.deepGroup, this.deep, this.prepared, this.doPrepare, 0).length / 3;
  }

  /**
   * Every match in `subject`, by layer (each in text order), with its pattern. `lowered`: the
   * subject is the text lower-cased (the regexes then run without `i`).
   */
  scan(
    subject: string,
    lowered: boolean,
    found: readonly number[] = candidates(subject, this.table, this.deepGroup, this.deep, this.prepared, this.doPrepare, LONG_TEXT),
  ): Array<Array<readonly [RegExpExecArray, P]>> {
    const out: Array<Array<readonly [RegExpExecArray, P]>> = [];
    const from: number[] = [];
    for (let l = 0; l < this.layers; l++) {
      out.push([]);
      from.push(0);
    }
    for (let i = 0; i < found.length; i += 3) this.tryAt(found[i + 1]! - 1, found[i + 2]!, subject, found[i]!, lowered, from, out);
    return out;
  }

  /**
   * What candidates() records at a word start `p` of `subject`, for a pass over the text that finds
   * the word starts itself (find.ts's literal index, which reads every code unit already): `id` is
   * the group `table` names for the word's first three symbols, `f1` (a lower-case letter), `s2`
   * and `s3`. The found starts are then handed to scan().
   */
  wordStart(subject: string, p: number, id: number, f1: number, s2: number, s3: number, out: number[]): void {
    let slots = ALL_SLOTS;
    if (this.deepGroup[id] !== 0 && (this.prepared[id] !== 0 || subject.length >= LONG_TEXT)) {
      if (this.prepared[id] === 0) this.prepare(id);
      slots = deepAt(subject, p, this.deep, step(step(step(0, f1), s2), s3));
      if (slots === 0) return;
    }
    out.push(p, id, slots);
  }

  /**
   * Records the prefixes of a group's patterns in DEEP, read to DEEPEST symbols (or as few as keep
   * the list under MOST_PREFIXES), each up to where ANY starts: on the first word start the group
   * is looked up at, so that loading the guard reads no pattern that far, and a short text only
   * those its words need. (A prefix recorded early only makes another group's lookup pass more.)
   */
  private prepare(id: number): void {
    this.prepared[id] = 1;
    for (const members of this.groupList[id - 1]!.members)
      for (const i of members) {
        if (this.deepened[i]) continue;
        this.deepened[i] = true;
        const slot = this.layerSlot[this.layerOf[i]!]!;
        for (const sure of deepSymbols(this.patterns[i]!.re.source.slice(2))) {
          let h = 0;
          for (let j = 0; j < sure.length; j++) {
            h = step(h, sure.charCodeAt(j));
            if (j >= 3) this.deep[h]! |= j + 1 < sure.length ? GOES_ON << (j + 1) : slot << ((j - 3) * SLOTS);
          }
        }
      }
  }

  /** The sticky regex of group `id`'s patterns in layer `l`, made on first use (a text compiles only the groups it reaches). */
  private compile(id: number, l: number, lowered: boolean): RegExp {
    const g = this.groupList[id]!;
    const letter = this.letterOf[id]!;
    // Which branch matched is told by an empty group after each but the last (one that holds
    // nothing costs the match no string), and the branches' own groups, which no caller reads,
    // do not capture: a match's array is then a slot per branch, not a string per group.
    const groups: number[] = [];
    let k = 1;
    const members = g.members[l]!;
    const branches = members.map((i, j) => {
      const b = uncaptured(branchFor(this.patterns[i]!.re.source.slice(2), letter, i), i);
      if (j === members.length - 1) return `(?:${b})`;
      k += groupsIn(b);
      groups.push(k++);
      return `(?:${b})()`;
    });
    groups.push(k);
    g.groups[l] = groups;
    const re = new RegExp(`(?:${branches.join('|')})`, lowered ? 'y' : 'iy');
    g.regexes[l]![lowered ? 0 : 1] = re;
    return re;
  }

  /**
   * Compiles every group's regexes, as a scan would on first use, and says how many: a pattern
   * that cannot be built fails here (a test) rather than in the middle of some text's scan.
   */
  compileAll(): number {
    let n = 0;
    for (let id = 0; id < this.groupList.length; id++)
      for (let l = 0; l < this.layers; l++)
        if (this.groupList[id]!.members[l]!.length > 0) {
          this.compile(id, l, true);
          this.compile(id, l, false);
          n += 2;
        }
    return n;
  }

  /** `slots`: the layers to try (slotOf), as the deep table allows. */
  private tryAt(
    id: number,
    slots: number,
    subject: string,
    p: number,
    lowered: boolean,
    from: number[],
    out: Array<Array<readonly [RegExpExecArray, P]>>,
  ): void {
    const g = this.groupList[id]!;
    for (let l = 0; l < this.layers; l++) {
      const members = g.members[l]!;
      if (members.length === 0 || p < from[l]! || (slots & this.layerSlot[l]!) === 0) continue;
      let re = g.regexes[l]![lowered ? 0 : 1];
      if (re === undefined) {
        re = this.compile(id, l, lowered);
        // On a short text compiled to machine code at once: its bytecode cost more than twice as much (compile-first.ts).
        compileFirstFor(re, subject, GROUP_COMPILED_FIRST);
      }
      re.lastIndex = p;
      const m = re.exec(subject);
      if (m === null) continue;
      const groups = g.groups[l]!;
      let k = 0;
      while (k < groups.length - 1 && m[groups[k]!] === undefined) k++;
      out[l]!.push([m, this.patterns[members[k]!]!]);
      from[l] = p + m[0].length;
    }
  }
}

/**
 * The word starts of `subject` where a group of patterns may match, each as its position and the
 * group's id and the slots of the layers to try (slotOf), in turn: one pass over the code units
 * (the hot loop of a word scan, kept apart from the rest so it stays small), a table lookup at
 * each word start, and for a deep group the hash of its next symbols (WordScan.deep).
 */
function candidates(
  subject: string,
  table: Uint16Array,
  deepGroup: Uint8Array,
  deep: Uint16Array,
  prepared: Uint8Array,
  prepare: (id: number) => void,
  longText: number,
): number[] {
  const out: number[] = [];
  const n = subject.length;
  for (let p = 0; p < n; p++) {
    const c = subject.charCodeAt(p);
    if (c >= 128 || WORD_UNIT[c] === 0) continue;
    // A word start: the rest of the word is stepped over in a tight loop of its own, whatever the lookup finds.
    let e = p + 1;
    while (e < n) {
      const d = subject.charCodeAt(e);
      if (d >= 128 || WORD_UNIT[d] === 0) break;
      e++;
    }
    const c1 = c | 0x20;
    if (c1 >= 97 && c1 <= 122) {
      const a = p + 1 < n ? subject.charCodeAt(p + 1) : 0;
      const b = p + 2 < n ? subject.charCodeAt(p + 2) : 0;
      const s2 = a < 128 ? SYM[a]! : 0;
      const s3 = b < 128 ? SYM[b]! : 0;
      const id = table[((c1 - 97) << 14) | (s2 << 7) | s3]!;
      if (id !== 0) {
        let slots = ALL_SLOTS;
        if (deepGroup[id] !== 0 && (prepared[id] !== 0 || n >= longText)) {
          if (prepared[id] === 0) prepare(id);
          slots = deepAt(subject, p, deep, step(step(step(0, c1), s2), s3));
        }
        if (slots !== 0) out.push(p, id, slots);
      }
    }
    // The code unit at `e` is no word's (or the text ended): the next word starts after it.
    p = e;
  }
  return out;
}

/**
 * The layers (slots) some deep prefix of whose patterns the symbols from `p` on start (0: none);
 * `h`: the hash of the first three symbols.
 */
function deepAt(subject: string, p: number, deep: Uint16Array, h: number): number {
  const n = subject.length;
  let found = 0;
  for (let l = 4; l <= DEEPEST; l++) {
    const i = p + l - 1;
    const c = i < n ? subject.charCodeAt(i) : 0;
    h = step(h, c < 128 ? SYM[c]! : 0);
    const d = deep[h]!;
    // This length's slots come to the lowest bits (the longer lengths' above them are masked off at the end).
    found |= d >>> ((l - 4) * SLOTS);
    if ((d & (GOES_ON << l)) === 0) break;
  }
  return found & ALL_SLOTS;
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
