/**
 * Path logic for the rules: lexical resolution against the workspace and the invocation's
 * cwd, and classification into the classes the rule pack names (`root`, `home`,
 * `workspace-root`, `secret`, `system`, …).
 *
 * Pure: the home directory is never read from the environment. `~` is the state's `home`,
 * which the CLI and the gates record from $HOME; a state without one (written before it was
 * recorded) has it inferred from the workspace root when that sits under `/home/<u>`,
 * `/Users/<u>` or `/root`, else the placeholder `/home/~`, which still classifies as a home
 * directory and lies outside the workspace. Every answer stays a function of the state alone,
 * so it replays.
 */
import { compileGlobs, globMatches, type Matcher } from './glob.js';

/** Classes computed from the workspace and home rather than from pack patterns. */
export const BUILTIN_CLASSES = [
  'root',
  'home',
  'workspace-root',
  'workspace-ancestor',
  'inside-workspace',
  'outside-workspace',
  'unknown',
] as const;

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

export interface PathContext {
  workspace: string;
  home: string;
}

/** Where `~` points in a state that does not record it, inferred from the workspace root (see module comment). */
export function homeOf(workspace: string): string {
  const segs = workspace.split('/');
  // ['', 'home', 'alice', 'proj'] → /home/alice
  if ((segs[1] === 'home' || segs[1] === 'Users') && segs.length >= 3 && segs[2] !== '') return `/${segs[1]}/${segs[2]}`;
  if (segs[1] === 'root') return '/root';
  return '/home/~';
}

const UNKNOWN_PREFIX = '?';

/** True when the last segment stands for every entry of its directory (`*`, `.*`, `*.*`). */
function isAllGlob(seg: string): boolean {
  return seg === '*' || seg === '.*' || seg === '*.*' || seg === '**' || seg === '{*,.*}' || seg === '.[!.]*';
}

/**
 * Resolves `raw` lexically. Returns an absolute normalised path; a relative path under an
 * unknown cwd comes back as `?/<rel>` (class `unknown`). A trailing all-entries glob
 * (`dir/*`) is kept; `classify` judges it by its directory where that matters (see there).
 */
export function resolvePath(raw: string, cwd: string | null, ctx: PathContext): string {
  // A Windows path (`C:\Users\dev\.ssh\id_rsa`) names the same file as its `/`-separated form.
  if (raw.length > 2 && raw[1] === ':' && (raw[2] === '\\' || raw[2] === '/') && /^[A-Za-z]$/.test(raw[0]!))
    raw = raw.slice(2).replaceAll('\\', '/');
  let base: string | null;
  let rest = raw;
  if (raw === '~' || raw.startsWith('~/')) {
    base = ctx.home;
    rest = raw.slice(1);
  } else if (raw.startsWith('~')) {
    // ~user/…: another user's home.
    const slash = raw.indexOf('/');
    const user = slash < 0 ? raw.slice(1) : raw.slice(1, slash);
    base = user === 'root' ? '/root' : `/home/${user}`;
    rest = slash < 0 ? '' : raw.slice(slash);
  } else if (raw.startsWith('/')) {
    base = '/';
  } else {
    // After `cd ~` the shell reader's directory is `~` itself: the home, as a `~/…` argument would be.
    base = cwd !== null && cwd.startsWith('~') ? resolvePath(cwd, null, ctx) : cwd;
  }
  if (base === null) return UNKNOWN_PREFIX + '/' + normalizeRelative(rest);
  return normalizeAbsolute(base, rest);
}

/** True when an absolute path has no empty, `.` or `..` segments (the common case: no rebuild needed). */
function alreadyNormal(p: string): boolean {
  for (let i = 0; i < p.length; i++) {
    if (p.charCodeAt(i) !== 47) continue;
    const next = p.charCodeAt(i + 1);
    if (next === 47) return false;
    if (next === 46) {
      const after = p.charCodeAt(i + 2);
      if (i + 2 === p.length || after === 47) return false;
      if (after === 46 && (i + 3 === p.length || p.charCodeAt(i + 3) === 47)) return false;
    }
  }
  return true;
}

function normalizeAbsolute(base: string, rel: string): string {
  let joined =
    rel === ''
      ? base
      : base.endsWith('/')
        ? base + (rel.startsWith('/') ? rel.slice(1) : rel)
        : rel.startsWith('/')
          ? base + rel
          : `${base}/${rel}`;
  if (joined.length > 1 && joined.endsWith('/')) joined = joined.slice(0, -1);
  if (joined.startsWith('/') && alreadyNormal(joined)) return joined;
  const out: string[] = [];
  pushSegments(out, base, true);
  pushSegments(out, rel, true);
  return '/' + out.join('/');
}

function normalizeRelative(rel: string): string {
  const out: string[] = [];
  pushSegments(out, rel, false);
  return out.join('/');
}

function pushSegments(out: string[], path: string, clampAtRoot: boolean): void {
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    if (i === path.length || path.charCodeAt(i) === 47) {
      const seg = path.slice(start, i);
      start = i + 1;
      if (seg === '' || seg === '.') continue;
      if (seg === '..') {
        if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
        else if (!clampAtRoot) out.push('..');
        continue;
      }
      out.push(seg);
    }
  }
}

/** The `~/…` view of a path under any home directory, or null. */
export function homeRelative(abs: string, ctx: PathContext): string | null {
  if (abs === ctx.home) return '~';
  if (abs.startsWith(ctx.home + '/')) return '~' + abs.slice(ctx.home.length);
  if (abs === '/root') return '~';
  if (abs.startsWith('/root/')) return '~' + abs.slice(5);
  if (abs.startsWith('/home/') || abs.startsWith('/Users/')) {
    const second = abs.indexOf('/', abs.indexOf('/', 1) + 1);
    if (second < 0) return '~';
    return '~' + abs.slice(second);
  }
  return null;
}

export function isHomeDir(abs: string, ctx: PathContext): boolean {
  if (abs === ctx.home || abs === '/root') return true;
  if (abs.startsWith('/home/') || abs.startsWith('/Users/')) return abs.indexOf('/', abs.indexOf('/', 1) + 1) < 0;
  return false;
}

function basenameOf(p: string): string {
  const i = p.lastIndexOf('/');
  return i < 0 ? p : p.slice(i + 1);
}

// (No `dir + '/'`: this runs for every prefix entry a path meets, and must not allocate.)
const under = (p: string, dir: string): boolean =>
  p === dir || (dir === '/' ? p.startsWith('/') : p.length > dir.length && p.charCodeAt(dir.length) === 47 && p.startsWith(dir));
const below = (p: string, dir: string): boolean => p !== dir && under(p, dir);

/** A path prepared once for all classes: its views, first segments and basename. */
interface Prepared {
  abs: string;
  absFirst: string;
  absSegs: number;
  hrel: string | null;
  hrelFirst: string;
  hrelSegs: number;
  base: string;
}

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
interface Entry {
  dir: string;
  where: Where;
}

/** Prefix entries indexed by their first segment, so a path only meets the entries that could match it. */
class PrefixIndex {
  // Made on the first entry: most of a class's four indexes stay empty.
  private map: Map<string, Entry[]> | undefined;
  add(dir: string, where: Where): void {
    const key = firstSegment(dir);
    this.map ??= new Map();
    const list = this.map.get(key);
    if (list) list.push({ dir, where });
    else this.map.set(key, [{ dir, where }]);
  }
  get size(): number {
    return this.map?.size ?? 0;
  }
  test(p: string, first: string): boolean {
    if (!this.map) return false;
    return this.scan(this.map.get(first), p) || (first !== '' && this.scan(this.map.get(''), p));
  }
  private scan(list: Entry[] | undefined, p: string): boolean {
    if (!list) return false;
    for (const e of list) if (atPrefix(p, e.dir, e.where)) return true;
    return false;
  }
}

interface CompiledClass {
  name: string;
  test: (x: Prepared) => boolean;
}

function compileClass(name: string, def: PathClassDef): CompiledClass {
  const absIdx = new PrefixIndex();
  const homeIdx = new PrefixIndex();
  const put = (list: string[] | undefined, where: Where, abs: PrefixIndex, home: PrefixIndex): void => {
    if (list) for (let i = 0; i < list.length; i++) (list[i]!.startsWith('~') ? home : abs).add(list[i]!, where);
  };
  put(def.exact, 'exact', absIdx, homeIdx);
  put(def.under, 'under', absIdx, homeIdx);
  put(def.below, 'below', absIdx, homeIdx);
  const globAbs = def.glob ? def.glob.filter((g) => !g.startsWith('~')) : [];
  const globHome = def.glob ? def.glob.filter((g) => g.startsWith('~')) : [];
  const base: Matcher | null = def.basename && def.basename.length > 0 ? compileGlobs(def.basename) : null;
  const contains = def.contains ?? [];
  const exceptBase: Matcher | null = def.except_basename && def.except_basename.length > 0 ? compileGlobs(def.except_basename) : null;
  const exAbs = new PrefixIndex();
  const exHome = new PrefixIndex();
  put(def.except_under, 'under', exAbs, exHome);
  put(def.except_exact, 'exact', exAbs, exHome);

  const positive = (x: Prepared): boolean => {
    if (absIdx.size > 0 && absIdx.test(x.abs, x.absFirst)) return true;
    if (x.hrel !== null) {
      if (homeIdx.size > 0 && homeIdx.test(x.hrel, x.hrelFirst)) return true;
      for (const g of globHome) if (segmentsMatch(g, x.hrel, x.hrelSegs)) return true;
    }
    for (const g of globAbs) if (segmentsMatch(g, x.abs, x.absSegs)) return true;
    if (base && base(x.base)) return true;
    for (const c of contains) if (containsSegments(x.abs, c)) return true;
    return false;
  };
  const exContains = def.except_contains ?? [];
  const negative = (x: Prepared): boolean => {
    if (exceptBase && exceptBase(x.base)) return true;
    for (const c of exContains) if (containsSegments(x.abs, c)) return true;
    if (exAbs.size > 0 && exAbs.test(x.abs, x.absFirst)) return true;
    return x.hrel !== null && exHome.size > 0 && exHome.test(x.hrel, x.hrelFirst);
  };
  return { name, test: (x) => positive(x) && !negative(x) };
}

/**
 * The same test as `compileClass(name, def).test(x)`, read straight off the definition: no
 * index, no closures. A call classifies a handful of paths, and compiling all the classes
 * allocated more than a cold start can spare (a young-generation GC costs a few ms); past
 * `SCANNED_PATHS` paths the compiled classes take over.
 */
function scanClass(def: PathClassDef, x: Prepared): boolean {
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

function anyGlob(patterns: readonly string[], s: string): boolean {
  for (let i = 0; i < patterns.length; i++) if (globMatches(patterns[i]!, s)) return true;
  return false;
}

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

/** Paths classified by scanning the definitions before the compiled classes are built. */
export const SCANNED_PATHS = 8;

/**
 * A classifier over the pack's path classes plus the built-in ones. Each class gets one
 * bit; a path's classes are computed once per call and cached by the caller.
 */
export class PathClassifier {
  readonly bits: ReadonlyMap<string, number>;
  private readonly defs: Readonly<Record<string, PathClassDef>>;
  /** The pack's class names, in bit order. */
  private readonly names: string[];
  private compiledClasses: CompiledClass[] | undefined;
  private readonly classBits: number[] = [];

  constructor(defs: Readonly<Record<string, PathClassDef>>) {
    const bits = new Map<string, number>();
    let i = 0;
    for (const name of BUILTIN_CLASSES) bits.set(name, 1 << i++);
    for (const name of Object.keys(defs)) {
      if (bits.has(name)) throw new Error(`path class ${name} shadows a built-in class`);
      if (i > 30) throw new Error('too many path classes (at most 31)');
      this.classBits.push(1 << i);
      bits.set(name, 1 << i++);
    }
    this.bits = bits;
    this.defs = defs;
    this.names = Object.keys(defs);
    this.names.forEach((name, k) => {
      if (defs[name]!.fold_case) this.foldMask |= this.classBits[k]!;
    });
  }

  /** Classes that also match a path lower-cased (`fold_case`). */
  private foldMask = 0;

  /** Compiled on the first path classified: a call with no path arguments never pays for it. */
  private get compiled(): CompiledClass[] {
    this.compiledClasses ??= this.names.map((name) => compileClass(name, this.defs[name]!));
    return this.compiledClasses;
  }

  /** The bit mask of a class list; unknown names are a programming error caught by the pack test. */
  maskOf(names: readonly string[]): number {
    let m = 0;
    for (const n of names) {
      const b = this.bits.get(n);
      if (b === undefined) throw new Error(`unknown path class ${n}`);
      m |= b;
    }
    return m;
  }

  /**
   * Every class of a resolved path (from `resolvePath`). For `dir/*` (every entry of a
   * directory) the built-in classes are those of the directory: emptying `/`, `~` or the
   * workspace is as bad as removing it. Pack classes still see the glob path, so `/tmp/*`
   * stays temporary and `/etc/*` stays system.
   */
  classify(path: string, ctx: PathContext): number {
    const b = this.bits;
    if (path.startsWith(UNKNOWN_PREFIX)) return b.get('unknown')!;
    const slash = path.lastIndexOf('/');
    if (slash >= 0 && isAllGlob(path.slice(slash + 1))) {
      const dir = slash === 0 ? '/' : path.slice(0, slash);
      const fromDir = this.builtins(dir, ctx);
      // The entries are inside the directory, so they are outside the workspace only if it is.
      return fromDir | this.packClasses(path, ctx);
    }
    const m = this.builtins(path, ctx) | this.packClasses(path, ctx);
    if (this.foldMask === 0) return m;
    const lower = path.toLowerCase();
    return lower === path ? m : m | (this.packClasses(lower, ctx) & this.foldMask);
  }

  /** Paths classified so far; the first `SCANNED_PATHS` are scanned, not compiled for. */
  private classified = 0;

  private packClasses(path: string, ctx: PathContext): number {
    let m = 0;
    const hrel = homeRelative(path, ctx);
    const absSegs = segmentCount(path);
    const x: Prepared = {
      abs: path,
      absFirst: firstSegment(path),
      absSegs,
      hrel,
      hrelFirst: hrel === null ? '' : firstSegment(hrel),
      hrelSegs: hrel === null ? 0 : segmentCount(hrel),
      base: basenameOf(path),
    };
    if (this.classified++ < SCANNED_PATHS) {
      for (let i = 0; i < this.names.length; i++) if (scanClass(this.defs[this.names[i]!]!, x)) m |= this.classBits[i]!;
      return m;
    }
    for (let i = 0; i < this.compiled.length; i++) if (this.compiled[i]!.test(x)) m |= this.classBits[i]!;
    return m;
  }

  private builtins(path: string, ctx: PathContext): number {
    const b = this.bits;
    let m = 0;
    const ws = ctx.workspace;
    if (path === '/') m |= b.get('root')!;
    if (isHomeDir(path, ctx)) m |= b.get('home')!;
    if (path === ws) m |= b.get('workspace-root')!;
    else if (path.length > ws.length && path.startsWith(ws) && path.charCodeAt(ws.length) === 47) m |= b.get('inside-workspace')!;
    else m |= b.get('outside-workspace')!;
    if (path !== ws && (path === '/' || ws.startsWith(path + '/'))) m |= b.get('workspace-ancestor')!;
    return m;
  }

  /** Class names of a mask, for evidence. */
  namesOf(mask: number): string[] {
    const out: string[] = [];
    for (const [name, bit] of this.bits) if (mask & bit) out.push(name);
    return out;
  }
}
