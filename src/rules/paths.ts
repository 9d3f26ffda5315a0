/**
 * Path logic for the rules: lexical resolution against the workspace and the invocation's
 * cwd, and classification into the classes the rule pack names (`root`, `home`,
 * `workspace-root`, `secret`, `system`, …).
 *
 * Pure: the home directory is never read from the environment. `~` is inferred from the
 * workspace root when it sits under `/home/<u>`, `/Users/<u>` or `/root`; otherwise it is the
 * placeholder `/home/~`, which still classifies as a home directory and lies outside the
 * workspace. That keeps every answer a function of the state alone, so it replays.
 */
import { compileGlob, compileGlobs, type Matcher } from './glob.js';

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
}

export interface PathContext {
  workspace: string;
  home: string;
}

/** Where `~` points, inferred from the workspace root (see module comment). */
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
    base = cwd;
  }
  if (base === null) return UNKNOWN_PREFIX + '/' + normalizeRelative(rest);
  return normalizeAbsolute(base, rest);
}

function normalizeAbsolute(base: string, rel: string): string {
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

const under = (p: string, dir: string): boolean => p === dir || (dir === '/' ? p.startsWith('/') : p.startsWith(dir + '/'));
const below = (p: string, dir: string): boolean => p !== dir && under(p, dir);

interface CompiledClass {
  name: string;
  test: (abs: string, hrel: string | null) => boolean;
}

/** Splits patterns into those over the absolute path and those over the `~/…` view. */
function split(patterns: readonly string[] | undefined): { abs: string[]; home: string[] } {
  const abs: string[] = [];
  const home: string[] = [];
  for (const p of patterns ?? []) (p.startsWith('~') ? home : abs).push(p);
  return { abs, home };
}

function segmentGlob(pattern: string): (path: string) => boolean {
  const parts = pattern.split('/').map((s) => compileGlob(s));
  return (path) => {
    // Count segments first: a path of a different depth cannot match, whatever its length.
    let n = 1;
    for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47) n++;
    if (n !== parts.length) return false;
    let start = 0;
    let k = 0;
    for (let i = 0; i <= path.length; i++) {
      if (i === path.length || path.charCodeAt(i) === 47) {
        if (!parts[k]!(path.slice(start, i))) return false;
        k++;
        start = i + 1;
      }
    }
    return true;
  };
}

function compileClass(name: string, def: PathClassDef): CompiledClass {
  const exact = split(def.exact);
  const exactAbs = new Set(exact.abs);
  const exactHome = new Set(exact.home);
  const und = split(def.under);
  const bel = split(def.below);
  const globs = split(def.glob);
  const globAbs = globs.abs.map(segmentGlob);
  const globHome = globs.home.map(segmentGlob);
  const base: Matcher | null = def.basename && def.basename.length > 0 ? compileGlobs(def.basename) : null;
  const exceptBase: Matcher | null = def.except_basename && def.except_basename.length > 0 ? compileGlobs(def.except_basename) : null;
  const exceptUnder = split(def.except_under);
  const exceptExact = split(def.except_exact);
  const contains = (def.contains ?? []).map((c) => '/' + c + '/');

  const positive = (abs: string, hrel: string | null): boolean => {
    if (exactAbs.has(abs) || (hrel !== null && exactHome.has(hrel))) return true;
    for (const d of und.abs) if (under(abs, d)) return true;
    for (const d of bel.abs) if (below(abs, d)) return true;
    if (hrel !== null) {
      for (const d of und.home) if (under(hrel, d)) return true;
      for (const d of bel.home) if (below(hrel, d)) return true;
      for (const g of globHome) if (g(hrel)) return true;
    }
    for (const g of globAbs) if (g(abs)) return true;
    if (base && base(basenameOf(abs))) return true;
    if (contains.length > 0) {
      const wrapped = abs + '/';
      for (const c of contains) if (wrapped.includes(c)) return true;
    }
    return false;
  };
  const negative = (abs: string, hrel: string | null): boolean => {
    if (exceptBase && exceptBase(basenameOf(abs))) return true;
    for (const d of exceptUnder.abs) if (under(abs, d)) return true;
    if (exceptExact.abs.includes(abs)) return true;
    if (hrel !== null) {
      for (const d of exceptUnder.home) if (under(hrel, d)) return true;
      if (exceptExact.home.includes(hrel)) return true;
    }
    return false;
  };
  return { name, test: (abs, hrel) => positive(abs, hrel) && !negative(abs, hrel) };
}

/**
 * A classifier over the pack's path classes plus the built-in ones. Each class gets one
 * bit; a path's classes are computed once per call and cached by the caller.
 */
export class PathClassifier {
  readonly bits: ReadonlyMap<string, number>;
  private readonly compiled: CompiledClass[];

  constructor(defs: Readonly<Record<string, PathClassDef>>) {
    const bits = new Map<string, number>();
    let i = 0;
    for (const name of BUILTIN_CLASSES) bits.set(name, 1 << i++);
    this.compiled = [];
    for (const [name, def] of Object.entries(defs)) {
      if (bits.has(name)) throw new Error(`path class ${name} shadows a built-in class`);
      if (i > 30) throw new Error('too many path classes (at most 31)');
      bits.set(name, 1 << i++);
      this.compiled.push(compileClass(name, def));
    }
    this.bits = bits;
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
    return this.builtins(path, ctx) | this.packClasses(path, ctx);
  }

  private packClasses(path: string, ctx: PathContext): number {
    let m = 0;
    const hrel = homeRelative(path, ctx);
    for (const c of this.compiled) if (c.test(path, hrel)) m |= this.bits.get(c.name)!;
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
