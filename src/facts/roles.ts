/**
 * The arguments of a command in a role (operands, read, written, deleted, find targets),
 * resolved and classified. The pack's command tables say which arguments play which role.
 */
import { optionValues } from './argv.js';
import type { Cmd, PathRef } from './cmd.js';
import type { Facts } from './facts.js';
import { hostOfRemoteSpec } from './hosts.js';
import type { PathRole, RoleSpec } from './knowledge.js';
import { findTargets } from './rewrite.js';

function pick(operands: ReadonlyArray<string | null>, which: RoleSpec['operands']): Array<string | null> {
  switch (which) {
    case undefined:
    case 'all':
      return [...operands];
    case 'none':
      return [];
    case 'first':
      return operands.slice(0, 1);
    case 'after-first':
      return operands.slice(1);
    case 'last':
      return operands.length > 0 ? operands.slice(-1) : [];
    case 'all-but-last':
      return operands.length > 1 ? operands.slice(0, -1) : [...operands];
  }
}

function roleArgs(f: Facts, c: Cmd, role: RoleSpec | undefined, dflt: RoleSpec['operands']): Array<string | null> {
  if (role?.when_flags && !role.when_flags.some((fl) => f.flag(c, fl))) return [];
  const p = f.parsed(c);
  // `grep -e PAT FILE…` (a value) and `rg --files DIR…` (a flag) both make every operand a file.
  const allOps =
    role?.all_if_opts !== undefined && (optionValues(p, role.all_if_opts).length > 0 || role.all_if_opts.some((o) => f.flag(c, o)));
  const res = pick(p.positionals, allOps ? 'all' : role ? (role.operands ?? (role.opts || role.kv ? 'none' : dflt)) : dflt);
  if (role?.opts) res.push(...optionValues(p, role.opts));
  if (role?.kv) {
    for (const a of c.args) {
      if (a === null) continue;
      const eq = a.indexOf('=');
      if (eq > 0 && role.kv.includes(a.slice(0, eq))) res.push(a.slice(eq + 1));
    }
  }
  return res;
}

const WRITE_OPS = new Set(['>', '>>', '>|', '&>', '&>>', '<>']);
const FIND_EXEC = ['-exec', '-execdir', '-ok', '-okdir'];

/** `find … -exec rm {} +` deletes what the find finds, as `-delete` does: the program it runs deletes its operands (its table says so). */
function findExecDeletes(f: Facts, c: Cmd): boolean {
  const a = c.args;
  for (let k = 0; k + 1 < a.length; k++) {
    const x = a[k];
    const prog = a[k + 1];
    if (x != null && prog != null && FIND_EXEC.includes(x) && f.env.specOf(prog.slice(prog.lastIndexOf('/') + 1)).deletes) return true;
  }
  return false;
}

/** The arguments of a command in a role, resolved and classified (cached by the call's facts). */
export function pathsOf(f: Facts, c: Cmd, role: PathRole): PathRef[] {
  const roles = (f.cacheOf(c).roles ??= {});
  const cached = roles[role];
  if (cached) return cached;
  const refs = computePaths(f, c, role);
  roles[role] = refs;
  return refs;
}

function computePaths(f: Facts, c: Cmd, role: PathRole): PathRef[] {
  const p = f.parsed(c);
  let raws: Array<string | null>;
  switch (role) {
    case 'operands':
      raws = p.positionals;
      break;
    case 'after-first':
      raws = p.positionals.slice(1);
      break;
    case 'last':
      raws = p.positionals.slice(-1);
      break;
    case 'all-but-last':
      raws = p.positionals.length > 1 ? p.positionals.slice(0, -1) : p.positionals;
      break;
    case 'read': {
      raws = roleArgs(f, c, c.spec.reads, 'all');
      for (const r of c.inv.redirects) if (r.op === '<' || r.op === '<>') raws.push(r.target);
      break;
    }
    case 'written': {
      raws = roleArgs(f, c, c.spec.writes, 'none');
      for (const r of c.inv.redirects) {
        if (WRITE_OPS.has(r.op) || (r.op === '>&' && r.target !== null && !isFdWord(r.target))) raws.push(r.target);
      }
      break;
    }
    case 'deleted':
      raws =
        c.name === 'find' ? (f.flag(c, '-delete') || findExecDeletes(f, c) ? findTargets(c) : []) : roleArgs(f, c, c.spec.deletes, 'none');
      break;
    case 'find-targets':
      raws = findTargets(c);
      break;
    case 'mounted':
      raws = mountSources(f, c);
      break;
  }
  if (f.env.setHas('remote_copiers', c.name)) {
    // `host:path` names a path on another machine: judged by its absolute meaning there.
    return raws.map((r) => {
      const host = r === null ? null : hostOfRemoteSpec(r);
      if (host === null || r === null) return f.ref(r, c.cwd, c.remote === true);
      const path = r.slice(r.indexOf(':') + 1);
      return f.ref(path === '' ? '~' : path.startsWith('/') || path.startsWith('~') ? path : `~/${path}`, '/', true);
    });
  }
  return raws.map((r) => f.ref(r, c.cwd, c.remote === true));
}

/**
 * The host directories a container or pod sees: `-v HOST:CTR`, `--mount …,src=HOST,…`, and the
 * `hostPath` volumes of `kubectl run --overrides`. Inside the container they go by another name,
 * so what a command there deletes is judged by what was mounted. Named volumes are not paths.
 */
function mountSources(f: Facts, c: Cmd): Array<string | null> {
  const p = f.parsed(c);
  const out: Array<string | null> = [];
  if (c.name === 'kubectl' || c.name === 'oc') {
    for (const v of optionValues(p, ['--overrides'])) out.push(...(v === null ? [null] : hostPaths(v)));
    return out;
  }
  for (const v of optionValues(p, ['-v', '--volume'])) {
    if (v === null) out.push(null);
    else {
      const host = v.split(':')[0]!;
      if (host.includes('/') || host.startsWith('~') || host === '.' || host === '..') out.push(host);
    }
  }
  for (const v of optionValues(p, ['--mount'])) {
    if (v === null) out.push(null);
    else for (const kv of v.split(',')) if (kv.startsWith('src=') || kv.startsWith('source=')) out.push(kv.slice(kv.indexOf('=') + 1));
  }
  return out;
}

/** `hostPath.path` of every volume in a pod spec override; unreadable JSON is unresolved. */
function hostPaths(json: string): Array<string | null> {
  let spec: unknown;
  try {
    spec = JSON.parse(json);
  } catch {
    return [null];
  }
  const out: string[] = [];
  const walk = (x: unknown, depth: number): void => {
    if (x === null || typeof x !== 'object' || depth > 16 || out.length >= 16) return;
    const hp = (x as { hostPath?: { path?: unknown } }).hostPath;
    if (hp && typeof hp.path === 'string') out.push(hp.path);
    for (const v of Object.values(x)) walk(v, depth + 1);
  };
  walk(spec, 0);
  return out;
}

function isFdWord(s: string): boolean {
  if (s === '-') return true;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if (ch < 48 || ch > 57) return false;
  }
  return s.length > 0;
}
