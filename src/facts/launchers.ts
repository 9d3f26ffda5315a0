/**
 * Command lines a program runs for the caller on this machine, read as the call they are:
 * environment launchers (`poetry run CMD`, `nix develop -c CMD`, `flatpak-spawn --host CMD`,
 * `wsl -e CMD`, `direnv exec DIR CMD`; the pack's `launches`) share the host's files and home,
 * so what they run is judged as if it had been typed; and database clients' own shell escapes
 * (`psql`'s `\!`, mysql's `system`, sqlite3's `.shell`; the pack's `shell_escapes`) run the rest
 * of their line in a shell, wherever the client's script comes from (an option, an operand,
 * a here-document, text piped in).
 */
import { optionValues } from './argv.js';
import type { Cmd } from './cmd.js';
import type { Facts } from './facts.js';
import { quoteArgv } from './inline.js';
import type { LaunchSpec, ShellEscapes } from './knowledge.js';
import { upstreamOf } from './pipeline.js';

/** The command lines `c` runs through a launcher form or a shell escape of its own (at most 16). */
export function launchedScripts(f: Facts, c: Cmd): string[] {
  const out: string[] = [];
  for (const l of c.spec.launches ?? []) {
    const argv = launchedArgv(c.args, c.spec.value_opts ?? [], l);
    if (argv !== null) {
      out.push(quoteArgv(argv));
      break;
    }
  }
  if (c.spec.shell_escapes) out.push(...escapeLines(f, c, c.spec.shell_escapes));
  return out.slice(0, 16);
}

/**
 * The argv a launcher form runs, or null when the call is not that form or a word of the
 * command cannot be resolved. `sub`: the leading operands naming the form (`run`); then the
 * words after one of `rest_opts` (`-c`, `--`), else (unless `direct` is false) the words after
 * the options and `operands` leading operands; `installable`: the program is the attribute a
 * flake reference names (`nix run nixpkgs#bash -- -c …` runs bash).
 */
export function launchedArgv(args: ReadonlyArray<string | null>, valueOpts: readonly string[], l: LaunchSpec): string[] | null {
  const opts = [...valueOpts, ...(l.value_opts ?? [])];
  let k = 0;
  for (const word of l.sub ?? []) {
    k = operandAt(args, k, opts);
    if (k < 0 || args[k] !== word) return null;
    k++;
  }
  let rest: ReadonlyArray<string | null> | null = null;
  const restOpts = l.rest_opts ?? [];
  for (let j = k; j < args.length && restOpts.length > 0; j++) {
    const a = args[j];
    if (a === null || a === undefined) return null;
    if (restOpts.includes(a)) {
      rest = args.slice(j + 1);
      break;
    }
    if (a === '--') break;
    if (opts.includes(a)) j++;
  }
  if (rest === null && l.installable) {
    k = operandAt(args, k, opts);
    const ref = k < 0 ? null : args[k];
    if (typeof ref !== 'string' || !ref.includes('#')) return null;
    const attr = ref.slice(ref.lastIndexOf('#') + 1);
    const name = attr.slice(attr.lastIndexOf('.') + 1);
    if (name === '') return null;
    const after = args.slice(k + 1);
    rest = [name, ...(after[0] === '--' ? after.slice(1) : after)];
  }
  if (rest === null && l.direct !== false && !l.installable) {
    k = operandAt(args, k, opts);
    for (let n = 0; n < (l.operands ?? 0) && k >= 0; n++) k = operandAt(args, k + 1, opts);
    if (k < 0) return null;
    rest = args.slice(k);
  }
  if (rest === null || rest.length === 0 || !rest.every((a): a is string => a !== null)) return null;
  return [...rest];
}

/** Index of the first operand at or after `k` (options and their values skipped; `--` ends them), or -1. */
function operandAt(args: ReadonlyArray<string | null>, k: number, valueOpts: readonly string[]): number {
  while (k < args.length) {
    const a = args[k];
    if (a === null || a === undefined) return -1;
    if (a === '--') return k + 1 < args.length ? k + 1 : -1;
    if (a === '-' || !a.startsWith('-')) return k;
    k += valueOpts.includes(a) ? 2 : 1;
  }
  return -1;
}

/**
 * Shell lines of a database client's escape command. Its script text is the values of `opts`,
 * the operands (`operands`), and its stdin (a here-document or here-string, or what echo or
 * printf pipe in). An escape starts a line or a statement (after `;`) and runs the rest of
 * the line, so `select '\! x'` and `insert … ('system x')` stay data.
 */
function escapeLines(f: Facts, c: Cmd, spec: ShellEscapes): string[] {
  const p = f.parsed(c);
  const texts: string[] = [];
  for (const v of optionValues(p, spec.opts ?? [])) if (v !== null) texts.push(v);
  if (spec.operands) {
    const ops = spec.operands === 'after-first' ? p.positionals.slice(1) : p.positionals;
    for (const o of ops) if (o !== null) texts.push(o);
  }
  if (spec.stdin) {
    for (const r of c.inv.redirects) if (r.body !== undefined) texts.push(r.body);
    for (const u of upstreamOf(f, c).slice(0, 1)) {
      if (u.name !== 'echo' && u.name !== 'printf') continue;
      const words = f.parsed(u).positionals.filter((w): w is string => w !== null);
      const escapes = u.name === 'printf' || u.args.includes('-e');
      texts.push(escapes ? words.join(' ').replaceAll('\\n', '\n') : words.join(' '));
    }
  }
  const out: string[] = [];
  for (const text of texts) {
    for (const line of text.split('\n')) {
      let at = 0;
      while (at >= 0 && at < line.length && out.length < 16) {
        const start = line.slice(at).trimStart();
        const pre = spec.prefixes.find(
          (x) => start.toLowerCase().startsWith(x) && (start.length === x.length || ' \t'.includes(start[x.length]!)),
        );
        if (pre !== undefined) {
          out.push(start.slice(pre.length));
          break;
        }
        const semi = line.indexOf(';', at);
        at = semi < 0 ? -1 : semi + 1;
      }
    }
  }
  return out;
}
