/**
 * Reading a command further: the program a wrapper or `python -m` really runs, and what
 * `find -exec` and `xargs` stand in for `{}`. Each returns a new command (or the same one when
 * there is nothing to read); none changes the command it is given.
 */
import { FD_VALUE_OPTS } from '../shell/index.js';
import { MAX_ARGS, type Cmd } from './cmd.js';
import type { Env } from './env.js';

/**
 * Wrappers the shell reader does not strip (setsid, ionice, strace, …; busybox applets):
 * the rest of the line is the command that runs.
 */
export function unwrapExtra(env: Env, c: Cmd): Cmd {
  if (c.name === null || !env.setHas('extra_wrappers', c.name)) return c;
  const args = c.args;
  const valueOpts = c.spec.value_opts ?? [];
  let k = 0;
  while (k < args.length) {
    const a = args[k];
    if (a === null || a === undefined) return c;
    if (a === '--') {
      k++;
      break;
    }
    if (!a.startsWith('-')) break;
    k += valueOpts.includes(a) ? 2 : 1;
  }
  const name = args[k];
  if (typeof name !== 'string') return c;
  const base = name.slice(name.lastIndexOf('/') + 1);
  return {
    ...c,
    inv: { ...c.inv, wrappers: [...c.inv.wrappers, c.name], path: name },
    name: base,
    args: args.slice(k + 1),
    spec: env.specOf(base),
  };
}

/** `python -m pip install x` is pip; `python -m http.server` stays python. */
export function unwrapModule(env: Env, c: Cmd): Cmd {
  const moduleOpts = c.spec.module_opts;
  if (!env.setHas('interpreters', c.name) || !moduleOpts) return c;
  const args = c.args;
  for (let k = 0; k < args.length; k++) {
    const a = args[k];
    if (a === null || a === undefined) return c;
    if (moduleOpts.includes(a) && k + 1 < args.length && args[k + 1] !== null) {
      const mod = args[k + 1]!;
      // Own tables only: `python -m constructor` must not find Object.prototype's.
      const spec = Object.hasOwn(env.pack.commands, mod) ? env.pack.commands[mod] : undefined;
      if (!spec) return c;
      return { ...c, name: mod, args: args.slice(k + 2), spec };
    }
    if (!a.startsWith('-')) return c;
  }
  return c;
}

/** `find … -exec rm {} \;` and `… | xargs rm`: stand the found items in for `{}`. `cmds` holds the commands read so far. */
export function fillPlaceholders(c: Cmd, cmds: readonly Cmd[]): Cmd {
  const parent = c.inv.parent === null ? undefined : cmds[c.inv.parent];
  if (!parent) return c;
  let items: Array<string | null>;
  let placeholder = '{}';
  const fd = parent.name === 'fd' || parent.name === 'fdfind';
  if (c.inv.context === 'find-exec') {
    items = fd ? fdTargets(parent) : findTargets(parent);
    // `-execdir` runs in each match's own directory, unknown here, but its `{}` names the same
    // file the find found: resolve it from where the find started.
    if (c.cwd === null && parent.cwd !== null) {
      const base = parent.cwd;
      items = items.map((it) => (it === null || it.startsWith('/') || it.startsWith('~') ? it : `${base}/${it}`));
    }
  } else {
    const up = parent.inv.pipeline.from === null ? inputSubstitution(parent, cmds) : cmds[parent.inv.pipeline.from];
    items = up ? itemsOf(up) : [null];
    // `xargs -I X`, `-IX`: the placeholder is the template's own.
    const replaceOpts = parent.spec.replace_opts ?? [];
    const attached = parent.spec.replace_attached ?? [];
    const pa = parent.args;
    for (let k = 0; k < pa.length; k++) {
      const a = pa[k] ?? null;
      if (a === null) continue;
      if (replaceOpts.includes(a)) {
        const v = pa[k + 1];
        if (typeof v === 'string') placeholder = v;
      } else {
        const o = attached.find((x) => a.length > x.length && a.startsWith(x));
        if (o !== undefined) placeholder = a.slice(o.length);
      }
    }
  }
  let replaced = false;
  const out: Array<string | null> = [];
  for (const a of c.args) {
    if (a !== null && a.includes(placeholder)) {
      replaced = true;
      for (const it of items) out.push(it === null ? null : a.split(placeholder).join(it));
    } else out.push(a);
  }
  // xargs, and fd without a placeholder, add the items at the end.
  if (!replaced && (c.inv.context === 'xargs' || (fd && !c.args.some((a) => a !== null && a.includes('{'))))) out.push(...items);
  return { ...c, args: out.length > MAX_ARGS ? out.slice(0, MAX_ARGS) : out };
}

/** What `find` acts on: its start points, or (with a test such as `-name`) entries below them. */
export function findTargets(find: Cmd): Array<string | null> {
  const tests = find.spec.filter_opts ?? [];
  const roots: Array<string | null> = [];
  const names: string[] = [];
  let filtered = false;
  let leading = true;
  const args = find.args;
  for (let k = 0; k < args.length; k++) {
    const a = args[k] ?? null;
    if (a !== null && (a.startsWith('-') || a === '(' || a === '!' || a === ')' || a === ',')) {
      leading = false;
      if (tests.includes(a)) filtered = true;
      // `-name '.env*'` stands for `.env`: the shortest name it matches is the one a path class can judge.
      const v = args[k + 1];
      if ((a === '-name' || a === '-iname') && typeof v === 'string' && names.length < 8) {
        const bare = v.replace(/[*?]/g, '');
        if (bare !== '' && !bare.includes('/') && !bare.includes('[') && args[k - 1] !== '!' && args[k - 1] !== '-not') names.push(bare);
      }
      continue;
    }
    if (leading) roots.push(a);
  }
  if (roots.length === 0) roots.push('.');
  if (!filtered) return roots;
  // A filtered find acts on entries below each start point, not the start point itself.
  return entriesBelow(roots, names);
}

/**
 * What `fd [PATTERN] [PATH…]` finds: entries below each path, plus the one name its pattern
 * (a regex, or a glob with `-g`) or each `-e EXT` spells literally, as `findTargets` reads `-name`.
 */
export function fdTargets(fd: Cmd): Array<string | null> {
  const positionals: Array<string | null> = [];
  const roots: Array<string | null> = [];
  const names: string[] = [];
  let glob = false;
  const args = fd.args;
  for (let k = 0; k < args.length; k++) {
    const a = args[k] ?? null;
    if (a === '-x' || a === '--exec' || a === '-X' || a === '--exec-batch') break;
    if (a !== null && FD_VALUE_OPTS.has(a)) {
      const v = args[++k];
      if ((a === '-e' || a === '--extension') && typeof v === 'string' && names.length < 8) names.push(`.${v.replace(/^\./, '')}`);
      if (a === '--search-path') roots.push(v ?? null);
      continue;
    }
    if (a === '-g' || a === '--glob') glob = true;
    if (a === null || !a.startsWith('-')) positionals.push(a);
  }
  const pattern = positionals[0];
  roots.push(...positionals.slice(1));
  if (roots.length === 0) roots.push('.');
  if (typeof pattern === 'string') {
    const bare = glob ? pattern.replace(/[*?]/g, '') : literalOfRegex(pattern);
    if (bare !== null && bare !== '' && !bare.includes('/') && !bare.includes('[') && names.length < 8) names.push(bare);
  }
  return entriesBelow(roots, names);
}

/** The entries below each start point (`dir/…`), and each name the search spells literally in it. */
function entriesBelow(roots: ReadonlyArray<string | null>, names: readonly string[]): Array<string | null> {
  const out: Array<string | null> = [];
  for (const r of roots) {
    const base = r === null ? null : r.endsWith('/') ? r.slice(0, -1) : r;
    // Below / is the whole machine: a filter does not narrow that to anything a path class can name, so it is judged as / itself.
    out.push(base === null ? null : base === '' ? '/' : `${base}/…`);
    if (base !== null) for (const n of names) out.push(`${base}/${n}`);
  }
  return out;
}

/** The text a regex matches when it is a plain name (`^\.env$` → `.env`), or null. `.` stays a dot. */
function literalOfRegex(re: string): string | null {
  let s = re.startsWith('^') ? re.slice(1) : re;
  if (s.endsWith('$') && !s.endsWith('\\$')) s = s.slice(0, -1);
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === '\\') {
      const next = s[++i];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return null;
      out += next;
    } else if ('*+?()[]{}|^$'.includes(ch)) return null;
    else out += ch;
  }
  return out;
}

/**
 * `xargs cat < <(ls ~/.ssh/id_*)`, `xargs -a <(ls …) cat`: the input of xargs is a process
 * substitution rather than a pipe; the command inside it stands where the pipe's would.
 */
function inputSubstitution(xargs: Cmd, cmds: readonly Cmd[]): Cmd | undefined {
  const fromFd = (t: string | null | undefined): boolean => typeof t === 'string' && t.startsWith('/dev/fd/');
  const argFile = xargs.args.some((a, k) => (a === '-a' || a === '--arg-file') && fromFd(xargs.args[k + 1]));
  if (!argFile && !xargs.inv.redirects.some((r) => r.op === '<' && fromFd(r.target))) return undefined;
  return cmds.find((d) => d.inv.context === 'process-substitution' && d.inv.parent === xargs.i);
}

/** The words a command prints for `xargs` to read, when known statically. */
function itemsOf(up: Cmd): Array<string | null> {
  if (up.name === 'find') return findTargets(up);
  // `ls ~/.ssh/id_* | xargs cat`: a glob prints the paths it matches; a directory prints bare names, unknown here.
  if (up.name === 'ls') {
    const ops = up.args.filter((a) => a === null || !a.startsWith('-'));
    const globs = ops.filter((a) => a !== null && /[*?[]/.test(a));
    return globs.length > 0 && globs.length === ops.length ? globs : [null];
  }
  if (up.name === 'echo' || up.name === 'printf') {
    const out: Array<string | null> = [];
    for (const a of up.args) {
      if (a === null) return [null];
      if (a.startsWith('-')) continue;
      for (const w of a.split(/[ \n\t]/)) if (w) out.push(w);
    }
    return out.length > 0 ? out : [null];
  }
  return [null];
}
