/**
 * The first symbols a word pattern's matches can start with, read from its source (words.ts):
 * code units folded to symbols, the source parsed as far as the prefixes go, and the prefixes
 * listed, each ended by ANY where what follows may be anything. A prefix too many costs a regex
 * run, never a match, so whatever the reader does not know reads as any symbol.
 */

/** The symbols a code unit is read as: ASCII folded to lower case; 0 for any other code unit and for the text's end. */
export const SYMBOLS = 128;
/** In a prefix: any symbol from here on. */
export const ANY = '\uffff';
/** A class of more symbols than this is read as any symbol (fewer prefixes to list, none missed). */
const WIDE_CLASS = 40;

type Node =
  | { kind: 'set'; syms: number[] | null; min: number; max: number }
  | { kind: 'alt'; alts: Node[][]; min: number; max: number }
  /** Matches no code unit: an assertion; a lookahead holds what must follow (`ahead`). */
  | { kind: 'zero'; ahead?: Node[][] };

const WORD_SYMS = [...'abcdefghijklmnopqrstuvwxyz0123456789_'].map((c) => c.charCodeAt(0));
/** [A-Za-z0-9_] by code unit (below 128): what `\b` counts as a word's. */
export const WORD_UNIT = new Uint8Array(128);
for (const c of WORD_SYMS) {
  WORD_UNIT[c] = 1;
  if (c >= 97 && c <= 122) WORD_UNIT[c - 32] = 1;
}
/** Whether a code unit is a hexadecimal digit, in either case (an escape's `\u00e9`, a percent escape's `%3D`). */
export const isHexDigit = (c: number): boolean => (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 102);
const SPACE_SYMS = [32, 0];
const DIGIT_SYMS = [...'0123456789'].map((c) => c.charCodeAt(0));
const CONTROLS: Record<string, number> = { n: 10, t: 9, r: 13, f: 12, v: 11, '0': 0 };

/**
 * Code units as symbols, in the text and in the patterns alike: ASCII folded to lower case (the
 * patterns are case-insensitive) and its white space to a blank (fewer prefixes to list for `\s+`),
 * 0 for any other code unit.
 */
export const SYM = new Uint8Array(128);
for (let c = 0; c < 128; c++) SYM[c] = c >= 65 && c <= 90 ? c + 32 : c >= 9 && c <= 13 ? 32 : c;
const symbol = (c: number): number => (c < 128 ? SYM[c]! : 0);

/**
 * A pattern's source as nodes, enough to list the code units its matches can start with: literal
 * code units, classes, escapes, groups and alternations, quantifiers; assertions and lookarounds
 * match nothing (so are skipped, which can only list more prefixes). Whatever this reader does not
 * know reads as any symbol: a prefix too many costs a regex run, never a match.
 */
class Reader {
  private i = 0;
  constructor(private readonly s: string) {}

  sequence(): Node[][] {
    const alts: Node[][] = [[]];
    let width = 0;
    while (this.i < this.s.length) {
      const c = this.s[this.i]!;
      if (c === ')') break;
      if (c === '|') {
        this.i++;
        alts.push([]);
        width = 0;
        continue;
      }
      let node = this.atom();
      if (node.kind !== 'zero') this.quantify(node);
      else {
        // A quantified lookahead (`(?=c)?`, which JavaScript allows without the u flag): when it may
        // be skipped it constrains nothing.
        const times: Node = { kind: 'set', syms: null, min: 1, max: 1 };
        this.quantify(times);
        if (times.min === 0) node = { kind: 'zero' };
      }
      alts[alts.length - 1]!.push(node);
      // Past READ_WIDTH symbols every match has been read as far as prefixes go: the rest of
      // the alternative is skipped, not parsed (most of a pattern's source, read at every load).
      width += widthOf(node);
      if (width >= READ_WIDTH) this.skipAlternative();
    }
    return alts;
  }

  /** Moves to the `|` or `)` that ends the current alternative (escapes and classes skipped whole). */
  private skipAlternative(): void {
    const s = this.s;
    let depth = 0;
    let inClass = false;
    for (; this.i < s.length; this.i++) {
      const c = s.charCodeAt(this.i);
      if (c === 0x5c) this.i++;
      else if (inClass) inClass = c !== 0x5d;
      else if (c === 0x5b) inClass = true;
      else if (c === 0x28) depth++;
      else if (c === 0x29) {
        if (depth === 0) return;
        depth--;
      } else if (c === 0x7c && depth === 0) return;
    }
  }

  private atom(): Node {
    const s = this.s;
    const c = s[this.i++]!;
    if (c === '(') {
      let look: 'ahead' | 'other' | undefined;
      if (s[this.i] === '?') {
        const next = s[this.i + 1];
        if (next === ':') this.i += 2;
        else if (next === '=' || next === '!') {
          this.i += 2;
          look = next === '=' ? 'ahead' : 'other';
        } else if (next === '<' && (s[this.i + 2] === '=' || s[this.i + 2] === '!')) {
          this.i += 3;
          look = 'other';
        } else if (next === '<') this.i = s.indexOf('>', this.i) + 1;
      }
      const alts = this.sequence();
      if (s[this.i] !== ')') throw new Error(`word scan: unbalanced group in ${s}`);
      this.i++;
      if (look === 'ahead') return { kind: 'zero', ahead: alts };
      return look ? { kind: 'zero' } : { kind: 'alt', alts, min: 1, max: 1 };
    }
    if (c === '^' || c === '$') return { kind: 'zero' };
    if (c === '.') return { kind: 'set', syms: null, min: 1, max: 1 };
    if (c === '[') return { kind: 'set', syms: this.klass(), min: 1, max: 1 };
    if (c === '\\') {
      const e = s[this.i]!;
      if (e === 'b' || e === 'B') {
        this.i++;
        return { kind: 'zero' };
      }
      return { kind: 'set', syms: this.escape().syms, min: 1, max: 1 };
    }
    return { kind: 'set', syms: [symbol(c.charCodeAt(0))], min: 1, max: 1 };
  }

  /** An escape's symbols (`\\` read) and, when it stands for one code unit, that code unit (else -1); symbols null: any. */
  private escape(): { syms: number[] | null; code: number } {
    const s = this.s;
    const e = s[this.i++]!;
    if (e === 's') return { syms: SPACE_SYMS, code: -1 };
    if (e === 'w') return { syms: WORD_SYMS, code: -1 };
    if (e === 'd') return { syms: DIGIT_SYMS, code: -1 };
    const control = CONTROLS[e];
    let code: number;
    if (control !== undefined) code = control;
    else if (e === 'u' || e === 'x') {
      // Without all its hex digits the escape is the letter itself (`\x4g` is "x4g").
      const hex = s.slice(this.i, this.i + (e === 'u' ? 4 : 2));
      if (hex.length === (e === 'u' ? 4 : 2) && /^[0-9a-fA-F]+$/.test(hex)) {
        code = Number.parseInt(hex, 16);
        this.i += hex.length;
      } else code = e.charCodeAt(0);
    } else if (/[0-9a-zA-Z]/.test(e)) return { syms: null, code: -1 };
    else code = e.charCodeAt(0);
    return { syms: [symbol(code)], code };
  }

  /** A class's symbols, `[` read; null for any symbol (negated, or wider than WIDE_CLASS). */
  private klass(): number[] | null {
    const s = this.s;
    const negated = s[this.i] === '^';
    if (negated) this.i++;
    const out = new Set<number>();
    let any = false;
    const member = (): { syms: number[] | null; code: number } => {
      if (s[this.i] === '\\') {
        this.i++;
        return this.escape();
      }
      const code = s.charCodeAt(this.i++);
      return { syms: [symbol(code)], code };
    };
    while (this.i < s.length && s[this.i] !== ']') {
      const lo = member();
      if (s[this.i] === '-' && s[this.i + 1] !== ']' && lo.code >= 0) {
        this.i++;
        const hi = member();
        if (hi.code < 0) any = true;
        else for (let c = lo.code; c <= hi.code; c++) out.add(symbol(c));
      } else if (lo.syms === null) any = true;
      else for (const x of lo.syms) out.add(x);
    }
    this.i++;
    if (negated || any || out.size > WIDE_CLASS) return null;
    return [...out];
  }

  private quantify(node: Exclude<Node, { kind: 'zero' }>): void {
    const s = this.s;
    const q = s[this.i];
    if (q === '?' || q === '*' || q === '+') {
      this.i++;
      node.min = q === '+' ? 1 : 0;
      node.max = q === '?' ? 1 : Number.POSITIVE_INFINITY;
    } else if (q === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.i));
      if (m === null) return;
      this.i += m[0].length;
      node.min = Number(m[1]);
      node.max = m[2] === undefined ? node.min : m[3] === '' ? Number.POSITIVE_INFINITY : Number(m[3]);
    } else return;
    if (s[this.i] === '?') this.i++;
  }
}

/** The fewest symbols a node's matches hold. */
function widthOf(node: Node): number {
  if (node.kind === 'zero') return 0;
  if (node.kind === 'set') return node.min;
  let least = Number.POSITIVE_INFINITY;
  for (const alt of node.alts) {
    let w = 0;
    for (const n of alt) w += widthOf(n);
    least = Math.min(least, w);
  }
  return least * node.min;
}
/** How many symbols of a pattern are ever read (DEEPEST at most): Reader skips what lies past them. */
export const READ_WIDTH = 8;

type Rest = (k: number) => Set<string>;
/** `f` computed once per k: the prefixes of what follows are asked for again and again (each repeat, each alternative). */
const once_ = (f: Rest): Rest => {
  const known: Array<Set<string>> = [];
  return (k) => (known[k] ??= f(k));
};

/** The first `k` symbols of the matches of `seq` from node `i` on, then `after`; ANY ends a prefix that goes on with anything. */
function prefixes(seq: Node[], i: number, k: number, after: Rest): Set<string> {
  if (k === 0) return new Set(['']);
  if (i === seq.length) return after(k);
  const node = seq[i]!;
  const rest = once_((kk) => prefixes(seq, i + 1, kk, after));
  if (node.kind === 'zero') {
    // What follows a lookahead must match both it and the rest: either alone lists every prefix,
    // and the lookahead lists fewer where the rest says nothing (the pattern ends there).
    const next = rest(k);
    if (node.ahead === undefined || [...next].some((p) => p !== ANY)) return next;
    return once({ kind: 'alt', alts: node.ahead, min: 1, max: 1 }, k, () => new Set([ANY]));
  }
  return repeated(node, Math.min(node.min, k + 1), Math.min(node.max, k + 1), k, rest);
}

/** `node` repeated min to max times, then `after` (counts past k + 1 list nothing new: each repeat is a symbol or none). */
function repeated(node: Exclude<Node, { kind: 'zero' }>, min: number, max: number, k: number, after: Rest): Set<string> {
  const out = min === 0 ? new Set(after(k)) : new Set<string>();
  if (max === 0 || k === 0) return k === 0 ? new Set(['']) : out;
  const next = once_((kk) => repeated(node, Math.max(0, min - 1), max - 1, kk, after));
  for (const p of once(node, k, next)) out.add(p);
  return out;
}

function once(node: Exclude<Node, { kind: 'zero' }>, k: number, after: Rest): Set<string> {
  if (node.kind === 'alt') {
    const out = new Set<string>();
    for (const alt of node.alts) for (const p of prefixes(alt, 0, k, after)) out.add(p);
    if (out.size > MOST_PREFIXES) throw TOO_MANY;
    return out;
  }
  if (node.syms === null) return new Set([ANY]);
  const tails = after(k - 1);
  const out = new Set<string>();
  if (node.syms.length * tails.size > MOST_PREFIXES) throw TOO_MANY;
  for (const s of node.syms) for (const t of tails) out.add(String.fromCharCode(s) + t);
  return out;
}

/** Each pattern's source read once (for its first symbols at load, and again to more of them at its first use). */
const parsed = new Map<string, Node[]>();

/** The first `k` symbols of a word pattern's matches (source after `\b`), each prefix ended by ANY where it goes on with anything. */
export function prefixesOf(source: string, k: number): Set<string> {
  let seq = parsed.get(source);
  if (seq === undefined) {
    const alts = new Reader(source).sequence();
    seq = alts.length === 1 ? alts[0]! : [{ kind: 'alt', alts, min: 1, max: 1 }];
    parsed.set(source, seq);
  }
  // After the pattern's end, anything (the text's end included).
  return prefixes(seq, 0, k, () => new Set([ANY]));
}

/**
 * prefixesOf to `k` symbols, or as few as keep the list under MOST_PREFIXES; read to fewer than
 * asked, each prefix ends in ANY (what follows it is not read, so it may be anything: a table that
 * reads further must still try the pattern there).
 */
export function readPrefixes(source: string, asked: number): Set<string> {
  for (let k = asked; ; k--) {
    try {
      const all = prefixesOf(source, k);
      return k === asked ? all : new Set([...all].map((p) => (p.endsWith(ANY) ? p : p + ANY)));
    } catch (e) {
      if (e !== TOO_MANY || k === 1) throw e;
    }
  }
}

/** How many prefixes a pattern may list (past them it is read to fewer symbols). */
const MOST_PREFIXES = 1024;
/** Thrown when a pattern's prefixes would be more than MOST_PREFIXES (it is then read to fewer symbols). */
const TOO_MANY = new RangeError('word scan: too many prefixes');
