/**
 * Matching a resolved path against the rule pack's path classes, two ways that must agree:
 * `scanClass` reads one class's definition as written (the reference, and what a cold start
 * uses for its first paths), and `ClassIndex` puts every class's patterns into one index so a
 * path meets only the entries that could match it (what a long-lived judge uses). The unit
 * test in test/unit/rules-engine.test.ts holds the two together on every pattern of the pack.
 */
import { compileGlob, compileGlobs, globMatches, type Matcher } from './glob.js';

/** What a pack class is made of (rules/README.md, "Path classes"). */
export interface PathClassDef {
  description?: string;
  /** The path itself (absolute, or `~/…`). */
  exact?: string[];
  /** The path or anything below it. */
  under?: string[];
  /** Strictly below it (the directory itself excluded). */
  below?: string[];
  /** Wildcards on the last segment. */
  basename?: string[];
  /** Segment-wise wildcards over the whole path (`/proc/*\/environ`); segment counts must agree. */
  glob?: string[];
  /** A run of whole segments anywhere in the path (`.git/hooks`). */
  contains?: string[];
  except_basename?: string[];
  except_under?: string[];
  except_exact?: string[];
  /** A run of whole segments anywhere in the path that takes it out of the class (`node_modules`, `test/fixtures`). */
  except_contains?: string[];
  /** Also match the path lower-cased: macOS and Windows volumes find `.ENV` and `ID_RSA` under their usual names. */
  fold_case?: boolean;
}

/** A path prepared once for all classes: its views, first segments and basename. */
export interface Prepared {
  abs: string;
  absFirst: string;
  absSegs: number;
  /** The `~/…` view under a home directory, or null. */
  hrel: string | null;
  hrelFirst: string;
  hrelSegs: number;
  base: string;
}

export function preparePath(abs: string, hrel: string | null): Prepared {
  const i = abs.lastIndexOf('/');
  return {
    abs,
    absFirst: firstSegment(abs),
    absSegs: segmentCount(abs),
    hrel,
    hrelFirst: hrel === null ? '' : firstSegment(hrel),
    hrelSegs: hrel === null ? 0 : segmentCount(hrel),
    base: i < 0 ? abs : abs.slice(i + 1),
  };
}

// (No `dir + '/'`: this runs for every prefix entry a path meets, and must not allocate.)
const under = (p: string, dir: string): boolean =>
  p === dir || (dir === '/' ? p.startsWith('/') : p.length > dir.length && p.charCodeAt(dir.length) === 47 && p.startsWith(dir));
const below = (p: string, dir: string): boolean => p !== dir && under(p, dir);

function segmentCount(path: string): number {
  let n = 1;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47) n++;
  return n;
}

/** First segment of `/a/b` or `~/a/b` (`a`); '' for `/` and `~`. */
function firstSegment(p: string): string {
  const start = 1;
  if (p.length <= 1) return '';
  const begin = p.charCodeAt(start) === 47 ? start + 1 : start;
  const end = p.indexOf('/', begin);
  return end < 0 ? p.slice(begin) : p.slice(begin, end);
}

type Where = 'exact' | 'under' | 'below';

/** Whether `p` is `dir` (exact), `dir` or below it (under), or strictly below it (below). */
const atPrefix = (p: string, dir: string, where: Where): boolean =>
  where === 'exact' ? p === dir : where === 'under' ? under(p, dir) : below(p, dir);

/** Whether a `/`-separated glob matches a path: segment counts agree and each segment matches. */
function segmentsMatch(pattern: string, path: string, segs: number): boolean {
  if (segmentCount(pattern) !== segs) return false;
  let ps = 0;
  let ts = 0;
  for (;;) {
    let pe = pattern.indexOf('/', ps);
    let te = path.indexOf('/', ts);
    if (pe < 0) pe = pattern.length;
    if (te < 0) te = path.length;
    if (!globMatches(pattern.slice(ps, pe), path.slice(ts, te))) return false;
    if (pe === pattern.length) return true;
    ps = pe + 1;
    ts = te + 1;
  }
}

/** Whether `/`-wrapped `abs` contains `/run/` (a run of whole segments), without building the wrapped string. */
function containsSegments(abs: string, run: string): boolean {
  if (run === '') return (abs + '/').includes('//'); // indexOf('') would never move on
  for (let at = abs.indexOf(run); at >= 0; at = abs.indexOf(run, at + 1)) {
    const end = at + run.length;
    if (abs.charCodeAt(at - 1) === 47 && (end === abs.length || abs.charCodeAt(end) === 47)) return true;
  }
  return false;
}

// ── the reference: one class, read off its definition ─────────────────────────────────────

/**
 * Whether a path is in one class, read straight off the definition: no index, no closures. A
 * call classifies a handful of paths, and compiling all the classes allocated more than a cold
 * start can spare (a young-generation GC costs a few ms).
 */
export function scanClass(def: PathClassDef, x: Prepared): boolean {
  return scanPositive(def, x) && !scanNegative(def, x);
}

function scanPositive(def: PathClassDef, x: Prepared): boolean {
  if (scanPrefixes(def.exact, 'exact', x) || scanPrefixes(def.under, 'under', x) || scanPrefixes(def.below, 'below', x)) return true;
  if (def.glob) {
    for (let i = 0; i < def.glob.length; i++) {
      const g = def.glob[i]!;
      if (g.startsWith('~') ? x.hrel !== null && segmentsMatch(g, x.hrel, x.hrelSegs) : segmentsMatch(g, x.abs, x.absSegs)) return true;
    }
  }
  if (def.basename && anyGlob(def.basename, x.base)) return true;
  if (def.contains) {
    for (let i = 0; i < def.contains.length; i++) if (containsSegments(x.abs, def.contains[i]!)) return true;
  }
  return false;
}

function scanNegative(def: PathClassDef, x: Prepared): boolean {
  if (def.except_basename && anyGlob(def.except_basename, x.base)) return true;
  // A class that folds case excepts in any case too: `.env.EXAMPLE` is the template `.env.example*` names.
  if (def.fold_case && def.except_basename && anyGlob(def.except_basename.map(lower), x.base.toLowerCase())) return true;
  if (def.except_contains) {
    for (let i = 0; i < def.except_contains.length; i++) if (containsSegments(x.abs, def.except_contains[i]!)) return true;
  }
  return scanPrefixes(def.except_under, 'under', x) || scanPrefixes(def.except_exact, 'exact', x);
}

function scanPrefixes(list: string[] | undefined, where: Where, x: Prepared): boolean {
  if (!list) return false;
  for (let i = 0; i < list.length; i++) {
    const dir = list[i]!;
    const p = dir.startsWith('~') ? x.hrel : x.abs;
    if (p === null) continue;
    if (atPrefix(p, dir, where)) return true;
  }
  return false;
}

function lower(s: string): string {
  return s.toLowerCase();
}

function anyGlob(patterns: readonly string[], s: string): boolean {
  for (let i = 0; i < patterns.length; i++) if (globMatches(patterns[i]!, s)) return true;
  return false;
}

// ── every class at once ─────────────────────────────────────────────────────────────────

/** Keyed entries, each carrying the bit of its class. */
class Keyed<T> {
  readonly map = new Map<string | number, Array<T & { bit: number }>>();
  add(key: string | number, entry: T & { bit: number }): void {
    const list = this.map.get(key);
    if (list) list.push(entry);
    else this.map.set(key, [entry]);
  }
}

/** Prefix entries by first segment: `/etc/ssh` is found under `etc`, `/` under ''. */
class Prefixes {
  private readonly by = new Keyed<{ dir: string; where: Where }>();
  add(dir: string, where: Where, bit: number): void {
    this.by.add(firstSegment(dir), { dir, where, bit });
  }
  /** The bits of the entries `p` (first segment `first`) is at, bits in `have` skipped. */
  test(p: string, first: string, have: number): number {
    if (this.by.map.size === 0) return 0;
    let m = this.scan(this.by.map.get(first), p, have);
    if (first !== '') m |= this.scan(this.by.map.get(''), p, have | m);
    return m;
  }
  private scan(list: Array<{ dir: string; where: Where; bit: number }> | undefined, p: string, have: number): number {
    let m = 0;
    if (list) for (const e of list) if (((have | m) & e.bit) === 0 && atPrefix(p, e.dir, e.where)) m |= e.bit;
    return m;
  }
}

/** The suffix a basename ends with after its last dot (`gz` for `a.tar.gz`), or null without one. */
function lastExt(s: string): string | null {
  const i = s.lastIndexOf('.');
  return i < 0 ? null : s.slice(i + 1);
}

const isPlain = (p: string): boolean => !p.includes('*') && !p.includes('?') && !p.includes('\\');

/**
 * Every class's positive patterns in one index, and each class's exceptions apart (read only
 * for the classes a path is in): a path costs a few map lookups, not one pass per class.
 */
export class ClassIndex {
  private readonly abs = new Prefixes();
  private readonly home = new Prefixes();
  /** Segment globs by their first segment (`*` when it has wildcards), on the absolute and the `~/` view. */
  private readonly absGlobs = new Keyed<{ g: string; segs: number }>();
  private readonly homeGlobs = new Keyed<{ g: string; segs: number }>();
  private readonly baseExact = new Map<string, number>();
  /** `*SUFFIX` basenames by the suffix after their last dot (`*.tar.gz` under `gz`). */
  private readonly baseSuffix = new Keyed<{ suffix: string }>();
  private readonly baseOther: Array<{ m: Matcher; bit: number }> = [];
  /** Single-segment `contains` runs by segment; longer runs apart. */
  private readonly segment = new Map<string, number>();
  private readonly runs: Array<{ run: string; bit: number }> = [];
  private readonly negatives: Array<{ bit: number; test: (x: Prepared) => boolean }> = [];
  private negativeMask = 0;

  constructor(defs: readonly PathClassDef[], bits: readonly number[]) {
    defs.forEach((def, i) => this.add(def, bits[i]!));
  }

  private add(def: PathClassDef, bit: number): void {
    const put = (list: string[] | undefined, where: Where): void => {
      for (const dir of list ?? []) (dir.startsWith('~') ? this.home : this.abs).add(dir, where, bit);
    };
    put(def.exact, 'exact');
    put(def.under, 'under');
    put(def.below, 'below');
    for (const g of def.glob ?? []) {
      // Keyed by a literal first segment only where every path it matches has that first segment.
      const first = (g.startsWith('/') || g.startsWith('~/')) && g[g.indexOf('/') + 1] !== '/' ? firstSegment(g) : '*';
      (g.startsWith('~') ? this.homeGlobs : this.absGlobs).add(first !== '' && isPlain(first) ? first : '*', {
        g,
        segs: segmentCount(g),
        bit,
      });
    }
    for (const b of def.basename ?? []) {
      const star = b.indexOf('*');
      const suffix = b.slice(1);
      if (isPlain(b)) this.baseExact.set(b, (this.baseExact.get(b) ?? 0) | bit);
      else if (star === 0 && isPlain(suffix) && lastExt(suffix) !== null) this.baseSuffix.add(lastExt(suffix)!, { suffix, bit });
      else this.baseOther.push({ m: compileGlob(b), bit });
    }
    for (const run of def.contains ?? []) {
      if (run !== '' && !run.includes('/')) this.segment.set(run, (this.segment.get(run) ?? 0) | bit);
      else this.runs.push({ run, bit });
    }
    if (def.except_basename?.length || def.except_contains?.length || def.except_under?.length || def.except_exact?.length) {
      this.negatives.push({ bit, test: negativeOf(def) });
      this.negativeMask |= bit;
    }
  }

  /** The bits of every class `x` is in. */
  classesOf(x: Prepared): number {
    let m = this.abs.test(x.abs, x.absFirst, 0);
    if (x.hrel !== null) {
      m |= this.home.test(x.hrel, x.hrelFirst, m);
      m |= globBits(this.homeGlobs, x.hrel, x.hrelFirst, x.hrelSegs, m);
    }
    m |= globBits(this.absGlobs, x.abs, x.absFirst, x.absSegs, m);
    m |= this.baseExact.get(x.base) ?? 0;
    const ext = this.baseSuffix.map.size > 0 ? lastExt(x.base) : null;
    if (ext !== null) {
      const list = this.baseSuffix.map.get(ext);
      if (list) for (const e of list) if ((m & e.bit) === 0 && x.base.endsWith(e.suffix)) m |= e.bit;
    }
    for (const e of this.baseOther) if ((m & e.bit) === 0 && e.m(x.base)) m |= e.bit;
    if (this.segment.size > 0) m |= segmentBits(this.segment, x.abs);
    for (const e of this.runs) if ((m & e.bit) === 0 && containsSegments(x.abs, e.run)) m |= e.bit;
    if ((m & this.negativeMask) !== 0) for (const n of this.negatives) if ((m & n.bit) !== 0 && n.test(x)) m &= ~n.bit;
    return m;
  }
}

/** The bits of the globs that match `p` (first segment `first`, `segs` segments), bits in `have` skipped. */
function globBits(globs: Keyed<{ g: string; segs: number }>, p: string, first: string, segs: number, have: number): number {
  if (globs.map.size === 0) return 0;
  let m = 0;
  const keyed = globs.map.get(first);
  if (keyed) for (const e of keyed) if (((have | m) & e.bit) === 0 && e.segs === segs && segmentsMatch(e.g, p, segs)) m |= e.bit;
  const wild = first === '*' ? undefined : globs.map.get('*');
  if (wild) for (const e of wild) if (((have | m) & e.bit) === 0 && e.segs === segs && segmentsMatch(e.g, p, segs)) m |= e.bit;
  return m;
}

/** The bits of the single-segment runs among `abs`'s segments (each one after a `/`, as containsSegments reads them). */
function segmentBits(segment: Map<string, number>, abs: string): number {
  let m = 0;
  let start = abs.indexOf('/') + 1;
  if (start === 0) return 0;
  for (let i = start; i <= abs.length; i++) {
    if (i === abs.length || abs.charCodeAt(i) === 47) {
      if (i > start) m |= segment.get(abs.slice(start, i)) ?? 0;
      start = i + 1;
    }
  }
  return m;
}

/** One class's exceptions, compiled. */
function negativeOf(def: PathClassDef): (x: Prepared) => boolean {
  const exAbs = new Prefixes();
  const exHome = new Prefixes();
  for (const [list, where] of [
    [def.except_under, 'under'],
    [def.except_exact, 'exact'],
  ] as const)
    for (const dir of list ?? []) (dir.startsWith('~') ? exHome : exAbs).add(dir, where, 1);
  const base = def.except_basename && def.except_basename.length > 0 ? compileGlobs(def.except_basename) : null;
  const folded = base && def.fold_case ? compileGlobs(def.except_basename!.map(lower)) : null;
  const contains = def.except_contains ?? [];
  return (x) => {
    if (base && base(x.base)) return true;
    if (folded && folded(x.base.toLowerCase())) return true;
    for (const c of contains) if (containsSegments(x.abs, c)) return true;
    if (exAbs.test(x.abs, x.absFirst, 0) !== 0) return true;
    return x.hrel !== null && exHome.test(x.hrel, x.hrelFirst, 0) !== 0;
  };
}
