/**
 * How shells and interpreters get their program (stdin, inline text, a file, a module), the
 * script a command runs, what a container command runs, and the program a package runner or
 * interpreter launches. All of it read from the command and its table in the pack.
 */
import { optionValues } from './argv.js';
import type { Cmd } from './cmd.js';
import type { Facts } from './facts.js';

/** How a shell or interpreter gets its program: stdin, inline text, a file, or a module. */
export function programOf(f: Facts, c: Cmd): 'stdin' | 'inline' | 'file' | 'module' | null {
  const isShell = f.env.setHas('shells', c.name);
  const isInterp = f.env.setHas('interpreters', c.name);
  if (!isShell && !isInterp) return null;
  const p = f.parsed(c);
  if (isShell) {
    if (f.flag(c, '-c')) return 'inline';
    if (f.flag(c, '-s')) return 'stdin';
  } else {
    const spec = c.spec;
    if (spec.inline_opts && optionValues(p, spec.inline_opts).length > 0) return 'inline';
    if (spec.inline_opts && spec.inline_opts.some((o) => f.flag(c, o))) return 'inline';
    if (spec.module_opts && optionValues(p, spec.module_opts).length > 0) return 'module';
    if (spec.program_operand) {
      if (spec.file_opts && optionValues(p, spec.file_opts).length > 0) return 'file';
      return p.positionals.length > 0 ? 'inline' : 'stdin';
    }
    if (spec.inline_subs && typeof p.positionals[0] === 'string' && spec.inline_subs.includes(p.positionals[0])) return 'inline';
  }
  const first = p.positionals[0];
  if (first === undefined || first === '-') return 'stdin';
  return 'file';
}

/** True when an inline-program option is present, whatever its value. */
export function inlineGiven(f: Facts, c: Cmd): boolean {
  const spec = c.spec;
  if (spec.inline_opts && optionValues(f.parsed(c), spec.inline_opts).length > 0) return true;
  const first = f.parsed(c).positionals[0];
  if (spec.inline_subs && typeof first === 'string' && spec.inline_subs.includes(first)) return true;
  return spec.program_operand === true && first === null;
}

/** The inline program text of an interpreter invocation, or null. */
export function inlineCode(f: Facts, c: Cmd): string | null {
  const spec = c.spec;
  const p = f.parsed(c);
  if (spec.inline_opts) {
    const vals = optionValues(p, spec.inline_opts).filter((v): v is string => v !== null);
    if (vals.length > 0) return vals.join('\n');
  }
  if (spec.program_operand && !(spec.file_opts && optionValues(p, spec.file_opts).length > 0)) {
    const first = p.positionals[0];
    return typeof first === 'string' ? first : null;
  }
  // `deno eval CODE`: the operand after the sub-command is the program.
  const [sub, code] = p.positionals;
  if (spec.inline_subs && typeof sub === 'string' && spec.inline_subs.includes(sub)) return typeof code === 'string' ? code : null;
  // `python3 <<'PY' … PY`, `node - <<<'…'`: a here-document or here-string given as stdin is the program.
  if (spec.language && programOf(f, c) === 'stdin') return c.inv.redirects.find((r) => r.body !== undefined)?.body ?? null;
  return null;
}

/** The script file a command runs: `./x.sh`, `bash x.sh`, `source x.sh`. */
export function scriptRun(f: Facts, c: Cmd): string | null {
  const path = c.inv.path;
  if (path !== null && path.includes('/') && !f.env.setHas('shells', c.name)) return path;
  if (f.env.setHas('shells', c.name) && programOf(f, c) === 'file') return f.parsed(c).positionals[0] ?? null;
  if (c.name === 'source' || c.name === '.') return f.parsed(c).positionals[0] ?? null;
  return null;
}

/** The argv a container command runs: `docker exec [opts] CTR cmd…`, `docker run [opts] IMG cmd…`, `kubectl exec … -- cmd…`. */
export function containerCommand(c: Cmd): string[] | null {
  const args = c.args;
  const n = c.name;
  if (n === 'kubectl' || n === 'oc') {
    const dd = args.indexOf('--');
    if (dd < 0 || !args.slice(0, dd).some((a) => a === 'exec' || a === 'run' || a === 'debug')) return null;
    const rest = args.slice(dd + 1);
    return rest.length > 0 && rest.every((a): a is string => a !== null) ? rest : null;
  }
  let k = 0;
  // docker [global opts] (exec|run|container exec|container run) [opts] TARGET cmd…
  while (k < args.length && args[k] !== 'exec' && args[k] !== 'run') k++;
  if (k >= args.length) return null;
  k++;
  const valueOpts = c.spec.value_opts ?? [];
  while (k < args.length) {
    const a = args[k];
    if (a === null || a === undefined) return null;
    if (!a.startsWith('-')) break;
    k += valueOpts.includes(a) ? 2 : 1;
  }
  const rest = args.slice(k + 1);
  return rest.length > 0 && rest.every((a): a is string => a !== null) ? rest : null;
}

const SCRIPT_SUFFIXES = ['.js', '.mjs', '.cjs', '.ts'];

/** Index of the first operand at or after `k` (options and their values skipped), or -1. */
function nextOperand(args: ReadonlyArray<string | null>, k: number, valueOpts: readonly string[]): number {
  while (k < args.length) {
    const a = args[k];
    if (a === null || a === undefined) return k;
    if (a === '--') return k + 1 < args.length ? k + 1 : -1;
    if (a === '-' || !a.startsWith('-')) return k;
    k += valueOpts.includes(a) ? 2 : 1;
  }
  return -1;
}

/**
 * The program a package runner or interpreter launches, as a command of its own: `npx judge
 * --resolve x`, `pnpm exec judge …`, `node bin/judge …` and `bash ./judge …` launch `judge`.
 * Rules that opt in (`via_launchers`) judge it as if it had been run directly; the launcher
 * itself is judged as before. Versions (`judge@1.2`), scopes and script suffixes are dropped.
 * Package runners are the commands whose table has `runner` (npx, `npm exec`, `pnpm dlx`, …).
 */
export function launchedOf(f: Facts, c: Cmd): Cmd | null {
  const cache = f.cacheOf(c);
  if (cache.launched === undefined) cache.launched = launched(f, c);
  return cache.launched;
}

function launched(f: Facts, c: Cmd): Cmd | null {
  const n = c.name;
  if (n === null) return null;
  const args = c.args;
  const valueOpts = c.spec.value_opts ?? [];
  const runner = c.spec.runner;
  let k: number;
  let fromRunner = false;
  if (runner) {
    k = nextOperand(args, 0, valueOpts);
    if (k < 0) return null;
    const first = args[k];
    if (first !== null && first !== undefined && runner.subs.includes(first)) k = nextOperand(args, k + 1, valueOpts);
    else if (!runner.direct) return null;
    fromRunner = true;
  } else if (programOf(f, c) === 'file') {
    k = nextOperand(args, 0, valueOpts);
  } else return null;
  if (k < 0) return null;
  const prog = args[k];
  if (typeof prog !== 'string' || prog === '-') return null;
  let rest = args.slice(k + 1);
  // `npm exec judge -- --resolve x`: the separator belongs to the runner.
  if (fromRunner && rest[0] === '--') rest = rest.slice(1);
  let base = prog.slice(prog.lastIndexOf('/') + 1);
  if (fromRunner) {
    // `deno run npm:rimraf`: the registry prefix of a Deno specifier is not part of the name.
    if (base.startsWith('npm:') || base.startsWith('jsr:')) base = base.slice(4);
    const at = base.lastIndexOf('@');
    if (at > 0) base = base.slice(0, at);
  }
  for (const sfx of SCRIPT_SUFFIXES) if (base.endsWith(sfx) && base.length > sfx.length) base = base.slice(0, -sfx.length);
  if (base === '') return null;
  return {
    i: c.i,
    inv: { ...c.inv, name: base, path: prog, wrappers: [...c.inv.wrappers, n] },
    name: base,
    args: rest,
    cwd: c.cwd,
    spec: f.env.specOf(base),
    origin: c.origin,
    ...(c.remote ? { remote: true } : {}),
  };
}
