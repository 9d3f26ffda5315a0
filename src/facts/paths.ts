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
import { ClassIndex, preparePath, scanClass, type PathClassDef } from './path-classes.js';

export type { PathClassDef } from './path-classes.js';

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

/** Bounds of the classes remembered across calls: contexts, paths in all, and the longest path kept. */
const MEMO_CONTEXTS = 64;
const MEMO_PATHS = 8192;
const MEMO_PATH_LENGTH = 256;

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
  private index: ClassIndex | undefined;
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

  /**
   * A path's classes depend only on the path, the workspace and the home directory, and the
   * calls of a session name the same paths again and again: each context keeps one memo (filled
   * through `remember`), so a path is classified once per context rather than once per call.
   * All memos together hold at most MEMO_PATHS short paths; past that they start over.
   */
  private readonly memos = new Map<string, Map<string, number>>();
  private remembered = 0;
  memoFor(ctx: PathContext): Map<string, number> {
    const key = `${ctx.workspace}\0${ctx.home}`;
    // A context too long to keep gets a memo of its own call only.
    if (key.length > 4 * MEMO_PATH_LENGTH) return new Map();
    let memo = this.memos.get(key);
    if (memo === undefined) {
      if (this.memos.size >= MEMO_CONTEXTS) this.forget();
      memo = new Map();
      this.memos.set(key, memo);
    }
    return memo;
  }

  /** Remembers a path's classes in a memo from `memoFor`, within the bounds. */
  remember(memo: Map<string, number>, path: string, mask: number): void {
    if (path.length > MEMO_PATH_LENGTH) return;
    if (this.remembered >= MEMO_PATHS) this.forget();
    memo.set(path, mask);
    this.remembered++;
  }

  private forget(): void {
    for (const memo of this.memos.values()) memo.clear();
    this.memos.clear();
    this.remembered = 0;
  }

  /** Classes that also match a path lower-cased (`fold_case`). */
  private foldMask = 0;

  /** Built once `SCANNED_PATHS` paths have been scanned: a call that names a few paths never pays for it. */
  private get compiled(): ClassIndex {
    this.index ??= new ClassIndex(
      this.names.map((name) => this.defs[name]!),
      this.classBits,
    );
    return this.index;
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
    const x = preparePath(path, homeRelative(path, ctx));
    if (this.classified++ >= SCANNED_PATHS) return this.compiled.classesOf(x);
    let m = 0;
    for (let i = 0; i < this.names.length; i++) if (scanClass(this.defs[this.names[i]!]!, x)) m |= this.classBits[i]!;
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

  /** Every class name, in bit order (bit i is `1 << i`). */
  private allNames: string[] | undefined;

  /** Class names of a mask in bit order, for evidence; at most `limit` of them. */
  namesOf(mask: number, limit = Infinity): string[] {
    const out: string[] = [];
    const all = (this.allNames ??= [...this.bits.keys()]);
    for (let i = 0; i < all.length && out.length < limit; i++) if (mask & (1 << i)) out.push(all[i]!);
    return out;
  }
}
