/**
 * One import reader for the architecture tests. It reads TypeScript source as text, drops
 * comments (so an import written in a comment is not an arrow) and finds every way a module
 * can reach another: static `import`/`export … from`, side-effect `import '…'`, `import('…')`,
 * `require('…')` and `process.getBuiltinModule('…')`. A module named by an expression cannot
 * be followed and is reported as such, so it cannot hide an arrow.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

export type ImportKind = 'static' | 'type' | 'dynamic' | 'require' | 'builtin';

export interface ImportEdge {
  /** The specifier as written (`../rules/index.js`, `node:fs`). */
  spec: string;
  kind: ImportKind;
  /** For a relative specifier: the target file relative to the source root (`rules/index.ts`). */
  target?: string;
}

export interface ModuleImports {
  /** Path relative to the source root, with `/` separators. */
  file: string;
  edges: ImportEdge[];
  /** `import(x)` / `require(x)` whose module is not a string literal. */
  unresolvable: number;
}

/**
 * Source with comments removed and string contents blanked, except module specifiers. Regex literals are recognised by
 * the token before the slash, which is enough for this code base (checked by the tests: an
 * unclosed string would swallow the rest of a file and its imports, and the import counts
 * would drop).
 */
export function stripComments(src: string): string {
  let out = '';
  let i = 0;
  let lastSignificant = '';
  const n = src.length;
  while (i < n) {
    const c = src[i]!;
    const d = src[i + 1];
    if (c === '/' && d === '/') {
      while (i < n && src[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && d === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      const start = i;
      i++;
      let depth = 0;
      while (i < n) {
        const ch = src[i]!;
        if (ch === '\\') {
          i += 2;
          continue;
        }
        if (c === '`' && ch === '$' && src[i + 1] === '{') {
          depth++;
          i += 2;
          continue;
        }
        if (c === '`' && ch === '}' && depth > 0) {
          depth--;
          i++;
          continue;
        }
        if (ch === c && depth === 0) {
          i++;
          break;
        }
        if (c !== '`' && ch === '\n') break;
        i++;
      }
      // Only a module specifier keeps its text: a string that merely mentions `import(…)` is not an arrow.
      const specifier = /(?:\bfrom|\bimport|\b(?:import|require|getBuiltinModule)\s*\()\s*$/.test(out.slice(-40));
      out += specifier ? src.slice(start, i) : c + src.slice(start + 1, i - 1).replace(/[^\n]/g, ' ') + src[i - 1];
      lastSignificant = 'x';
      continue;
    }
    if (c === '/' && (lastSignificant === '' || '(,=:[!&|?{};+-*%<>~^'.includes(lastSignificant))) {
      // A regex literal: copy it through its closing slash (classes may hold a slash).
      const start = i;
      i++;
      let inClass = false;
      while (i < n && src[i] !== '\n') {
        const ch = src[i]!;
        if (ch === '\\') {
          i += 2;
          continue;
        }
        if (ch === '[') inClass = true;
        else if (ch === ']') inClass = false;
        else if (ch === '/' && !inClass) {
          i++;
          break;
        }
        i++;
      }
      out += src.slice(start, i).replace(/[^\n]/g, ' ');
      lastSignificant = 'x';
      continue;
    }
    out += c;
    if (!/\s/.test(c)) lastSignificant = /[A-Za-z0-9_$)\]]/.test(c) ? 'x' : c;
    i++;
  }
  return out;
}

const STATIC_FROM = /^\s*(import|export)(\s+type)?\s[^;]*?\sfrom\s*(['"])([^'"]+)\3/gm;
const SIDE_EFFECT = /^\s*import\s*(['"])([^'"]+)\1/gm;
const CALLED = /\b(import|require|getBuiltinModule)\s*\(\s*(?:(['"])([^'"]+)\2\s*\)|([^'"\s)]))/g;

/** The imports of one module's source text. `file` is relative to the source root. */
export function readImports(file: string, text: string): ModuleImports {
  const code = stripComments(text);
  const edges: ImportEdge[] = [];
  let unresolvable = 0;
  for (const m of code.matchAll(STATIC_FROM)) edges.push({ spec: m[4]!, kind: m[2] ? 'type' : 'static' });
  for (const m of code.matchAll(SIDE_EFFECT)) edges.push({ spec: m[2]!, kind: 'static' });
  for (const m of code.matchAll(CALLED)) {
    const kind: ImportKind = m[1] === 'import' ? 'dynamic' : m[1] === 'require' ? 'require' : 'builtin';
    if (m[3] !== undefined) edges.push({ spec: m[3], kind });
    else unresolvable++;
  }
  for (const e of edges) {
    if (!e.spec.startsWith('.')) continue;
    const target = normalize(join(dirname(file), e.spec))
      .split(sep)
      .join('/');
    e.target = target.replace(/\.js$/, '.ts');
  }
  return { file, edges, unresolvable };
}

/** Every `.ts` module under `root`, read. */
export function readTree(root: string): ModuleImports[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
    });
  return walk(root)
    .sort()
    .map((p) => readImports(relative(root, p).split(sep).join('/'), readFileSync(p, 'utf8')));
}

/** The top-level folder (or root file) a module belongs to: `rules/engine.ts` → `rules`. */
export const folderOf = (file: string): string => (file.includes('/') ? file.split('/')[0]! : file);

/** The architecture: layers, pure folders, and named forbidden pairs. */
export interface Architecture {
  /** Folder (or root file) → layer; a module may import its own layer or lower ones. */
  layers: Record<string, number>;
  /** Files any layer may import (process-boundary types). */
  sharedLeaves: ReadonlySet<string>;
  /** Folders that do no I/O. */
  pure: ReadonlySet<string>;
  /** Modules a pure folder may not reach, however it imports them. */
  ioModules: readonly string[];
  /** Named rules `from → to` that hold whatever the layers say. */
  forbidden: ReadonlyArray<{ name: string; from: (file: string) => boolean; to: (target: string) => boolean }>;
}

export interface Violation {
  rule: 'unknown-folder' | 'upward' | 'io-in-pure' | 'forbidden' | 'cycle' | 'unresolvable';
  file: string;
  detail: string;
}

/** Cycles among runtime imports (type-only imports are erased, so they cannot loop). */
export function findCycles(mods: ModuleImports[]): string[][] {
  const graph = new Map(mods.map((m) => [m.file, m.edges.filter((e) => e.kind !== 'type' && e.target).map((e) => e.target!)]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string): void => {
    state.set(f, 'open');
    stack.push(f);
    for (const t of graph.get(f) ?? []) {
      if (!graph.has(t)) continue;
      const s = state.get(t);
      if (s === 'open') cycles.push([...stack.slice(stack.indexOf(t)), t]);
      else if (s === undefined) visit(t);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return cycles;
}

/** Every way `mods` break `arch`. */
export function checkArchitecture(mods: ModuleImports[], arch: Architecture): Violation[] {
  const out: Violation[] = [];
  for (const m of mods) {
    const from = folderOf(m.file);
    const layer = arch.layers[from];
    if (layer === undefined) {
      out.push({ rule: 'unknown-folder', file: m.file, detail: `${from} has no layer` });
      continue;
    }
    if (m.unresolvable > 0) out.push({ rule: 'unresolvable', file: m.file, detail: `${m.unresolvable} import(s) by expression` });
    for (const e of m.edges) {
      if (e.target !== undefined) {
        if (e.target.startsWith('..')) continue; // data beside src/: rules/, schemas/
        for (const f of arch.forbidden) {
          if (f.from(m.file) && f.to(e.target))
            out.push({ rule: 'forbidden', file: m.file, detail: `${f.name}: ${e.kind} import of ${e.target}` });
        }
        if (arch.sharedLeaves.has(e.target)) continue;
        const to = arch.layers[folderOf(e.target)];
        if (to === undefined || to > layer)
          out.push({
            rule: 'upward',
            file: m.file,
            detail: `${e.kind} import of ${e.target} (layer ${from}=${layer} → ${folderOf(e.target)}=${to})`,
          });
      } else if (arch.pure.has(from) && e.kind !== 'type') {
        const bare = e.spec.startsWith('node:') || e.kind === 'builtin' ? e.spec.replace(/^(?!node:)/, 'node:') : e.spec;
        if (arch.ioModules.includes(bare)) out.push({ rule: 'io-in-pure', file: m.file, detail: `${e.kind} import of ${e.spec}` });
      }
    }
  }
  for (const c of findCycles(mods)) out.push({ rule: 'cycle', file: c[0]!, detail: c.join(' → ') });
  return out;
}

/** The runtime (non-type) import closure of one module: files under the root and bare modules. */
export function runtimeClosure(mods: ModuleImports[], entry: string, opts: { dynamic: boolean }): Set<string> {
  const byFile = new Map(mods.map((m) => [m.file, m]));
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const e of byFile.get(f)?.edges ?? []) {
      if (e.kind === 'type' || (!opts.dynamic && (e.kind === 'dynamic' || e.kind === 'require'))) continue;
      if (e.target !== undefined) {
        if (!e.target.endsWith('.json') && !e.target.startsWith('..')) stack.push(e.target);
      } else seen.add(e.kind === 'builtin' ? e.spec.replace(/^(?!node:)/, 'node:') : e.spec);
    }
  }
  return seen;
}
