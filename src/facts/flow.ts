/**
 * What flows between the commands of a call: whether a secret or the environment reaches a
 * command, how sensitive its input is, and whether it has data input at all.
 */
import { clip } from '../wire/text.js';
import { optionValues } from './argv.js';
import { nameOf, type Cmd } from './cmd.js';
import type { Facts } from './facts.js';
import { pathsOf } from './roles.js';
import { childrenOf, downstreamOf, upstreamOf } from './pipeline.js';

/** A description of the secret reaching `c` (a secret path read upstream or inside it, an environment dump, shell history), or null. */
export function secretSource(f: Facts, c: Cmd): string | null {
  const secret = f.env.classifier.maskOf(['secret']);
  for (const u of [...upstreamOf(f, c), ...childrenOf(f, c), c]) {
    if (u !== c && envDumpOf(f, u)) return `${nameOf(u)} (environment dump)`;
    if (u !== c && (u.name === 'history' || u.name === 'fc')) return `${nameOf(u)} (shell history)`;
    if (u !== c && printsCredentials(f, u)) return `${nameOf(u)} (prints a credential)`;
    if (u !== c && f.env.setHas('non_readers', u.name)) continue;
    for (const r of pathsOf(f, u, 'read')) if (r.mask & secret) return `${nameOf(u)} ${clip(r.raw ?? '')}`;
  }
  return null;
}

/**
 * Commands whose output is a live credential: `gh auth token`, `git credential fill`, `aws
 * configure export-credentials`, `op read`… (the pack's `credential_printers`, each "name
 * leading-operands…").
 */
export function printsCredentials(f: Facts, c: Cmd): boolean {
  return runsEntryOf(f, c, 'credential_printers');
}

/** True when `c` is one of a pack set's "name leading-operands…" entries (`git archive`, `pg_dump`). */
function runsEntryOf(f: Facts, c: Cmd, set: string): boolean {
  if (c.name === null) return false;
  const list = f.env.pack.sets[set];
  if (!list) return false;
  const entries = entriesByName(list).get(c.name);
  if (entries === undefined) return false;
  const ops = f.parsed(c).positionals;
  return entries.some((words) => words.every((w, k) => ops[k] === w));
}

/** A set's "name operand…" entries by name, split once per list (the pack's lists live as long as the pack). */
const splitEntries = new WeakMap<readonly string[], Map<string, string[][]>>();
function entriesByName(list: readonly string[]): Map<string, string[][]> {
  let byName = splitEntries.get(list);
  if (byName === undefined) {
    byName = new Map();
    for (const entry of list) {
      const [name, ...rest] = entry.split(' ');
      const known = byName.get(name!);
      if (known) known.push(rest);
      else byName.set(name!, [rest]);
    }
    splitEntries.set(list, byName);
  }
  return byName;
}

/** 0 plain, 1 bulk (beyond the project's ordinary files), 2 secret. */
export type Sensitivity = 0 | 1 | 2;

/**
 * How sensitive a local source is: credential material (2); the whole project, anything
 * outside it (temporary files excepted), or database dumps (1); an ordinary project file (0).
 */
export function sensitivityOf(f: Facts, mask: number): Sensitivity {
  const cl = f.env.classifier;
  if (mask & cl.maskOf(['secret'])) return 2;
  // Dumps and archives are bulk wherever they sit (a zip of the project staged in /tmp is still the project).
  if (mask & cl.maskOf(['data-dump'])) return 1;
  if (mask & cl.maskOf(['temp', 'cache'])) return 0;
  if (mask & cl.maskOf(['root', 'home', 'workspace-root', 'workspace-ancestor', 'outside-workspace', 'data-dump', 'unknown'])) return 1;
  return 0;
}

/** Sensitivity of what reaches a command's stdin from its pipeline. */
export function stdinSensitivity(f: Facts, c: Cmd): Sensitivity {
  if (secretSource(f, c) !== null) return 2;
  let worst: Sensitivity = 0;
  for (const u of upstreamOf(f, c)) {
    // Database dumps, `git archive`, image saves: the whole store or project on stdout (the pack's `bulk_producers`).
    if (runsEntryOf(f, u, 'bulk_producers')) return 1;
    // `echo "$SOMETHING" | curl -d @- …`: a variable's value leaving the machine is not an ordinary file.
    if ((u.name === 'echo' || u.name === 'printf') && u.args.some((a) => a === null))
      worst = Math.max(worst, substitutedSensitivity(f, u)) as Sensitivity;
    if (f.env.setHas('non_readers', u.name) && u.name !== 'git') continue;
    for (const r of pathsOf(f, u, 'read')) {
      // A public key is made to be handed out (`cat ~/.ssh/id_ed25519.pub | ssh host 'cat >> …'`).
      if (r.raw === null || r.raw.endsWith('.pub')) continue;
      worst = Math.max(worst, sensitivityOf(f, r.mask)) as Sensitivity;
    }
  }
  return worst;
}

/**
 * What the unresolved arguments of an echo may hold. When the call names no variable at all
 * (every `$` opens a `$(…)`), they hold what its command substitutions print (`echo "$(date)
 * deployed"`), judged by what those read; otherwise a variable's value, not an ordinary file (1).
 */
function substitutedSensitivity(f: Facts, echo: Cmd): Sensitivity {
  const text = typeof f.state.input?.command === 'string' ? f.state.input.command : null;
  if (text === null) return 1;
  for (let i = text.indexOf('$'); i >= 0; i = text.indexOf('$', i + 1)) if (text[i + 1] !== '(') return 1;
  let worst: Sensitivity = 0;
  let pending = childrenOf(f, echo);
  if (pending.length === 0) return 1;
  for (let depth = 0; depth < 8 && pending.length > 0; depth++) {
    const next: Cmd[] = [];
    for (const ch of pending) {
      if (envDumpOf(f, ch) || printsCredentials(f, ch)) return 2;
      if (runsEntryOf(f, ch, 'bulk_producers')) worst = 1;
      next.push(...childrenOf(f, ch));
      if (f.env.setHas('non_readers', ch.name) && ch.name !== 'git') continue;
      for (const r of pathsOf(f, ch, 'read')) if (r.raw !== null) worst = Math.max(worst, sensitivityOf(f, r.mask)) as Sensitivity;
    }
    pending = next;
  }
  return worst;
}

/**
 * Sensitivity of what the substitutions inside a command print, for a source it reads from
 * `/dev/fd/N` (`curl -d @<(jq -n '{…}') …`): a body built in the call is judged by what its
 * commands read or print, not as a device file of unknown content.
 */
export function substitutionSensitivity(f: Facts, c: Cmd): Sensitivity {
  let worst: Sensitivity = 0;
  for (const d of childrenOf(f, c)) {
    if (d.inv.context !== 'substitution' && d.inv.context !== 'process-substitution') continue;
    if (envDumpOf(f, d) || printsCredentials(f, d)) return 2;
    if (runsEntryOf(f, d, 'bulk_producers')) worst = 1;
    if (f.env.setHas('non_readers', d.name) && d.name !== 'git') continue;
    for (const r of pathsOf(f, d, 'read')) worst = Math.max(worst, r.raw === null ? 1 : sensitivityOf(f, r.mask)) as Sensitivity;
  }
  return worst;
}

/** True when the only thing upstream is literal text typed into the command (`echo …`, `printf …`). */
export function onlyLiteralUpstream(f: Facts, c: Cmd): boolean {
  const ups = upstreamOf(f, c);
  if (ups.length === 0) return false;
  return ups.every(
    (u) => (u.name === 'echo' || u.name === 'printf') && u.args.every((a) => a !== null) && u.inv.redirects.every((r) => r.op !== '<'),
  );
}

/** Where a command's data input comes from (a file redirected in, a pipeline), or null. */
export function hasDataInput(f: Facts, c: Cmd): string | null {
  const nullSink = f.env.classifier.maskOf(['null-sink']);
  for (const r of c.inv.redirects) {
    if (r.op === '<' || r.op === '<>') {
      const ref = f.ref(r.target, c.cwd);
      if (!(ref.mask & nullSink)) return `< ${clip(r.target ?? '<unresolved>')}`;
    }
  }
  const ups = upstreamOf(f, c);
  if (ups.length > 0 && !onlyLiteralUpstream(f, c)) return `${nameOf(ups[ups.length - 1]!)} | … | ${nameOf(c)}`;
  return null;
}

/** True when a word names a secret-holding variable or pattern (`TOKEN`, `aws_secret`). */
export function secretWord(f: Facts, s: string): boolean {
  const u = s.toUpperCase();
  return f.env.pack.secret_env_words.some((w) => u.includes(w));
}

/**
 * Whether a variable's name says it holds a secret, by whole `_`-separated words: a word or a
 * run of words in the pack's `secret_var_words` (`TOKEN`, `API_KEY`, `DATABASE_URL`), or a last
 * word in `secret_var_last_words` (`KEY`), or a word ending in one of `secret_var_suffixes`
 * (`PGPASSWORD`, `GHTOKEN`), so `$STRIPE_KEY` is one and `$KEYBOARD_LAYOUT`,
 * `$AWS_REGION`, `$MONKEY_COUNT` are not. A pack without the lists falls back to `secretWord`.
 */
export function secretVariable(f: Facts, name: string): boolean {
  const words = f.env.pack.secret_var_words;
  if (!words) return secretWord(f, name);
  const parts = name
    .toUpperCase()
    .split('_')
    .filter((w) => w !== '');
  if (parts.length === 0) return false;
  if (f.env.pack.secret_var_last_words?.includes(parts[parts.length - 1]!)) return true;
  const glued = f.env.pack.secret_var_suffixes ?? [];
  for (let i = 0; i < parts.length; i++) {
    let run = parts[i]!;
    if (words.includes(run) || glued.some((g) => run.endsWith(g))) return true;
    for (let j = i + 1; j < parts.length && j < i + 4; j++) {
      run += `_${parts[j]}`;
      if (words.includes(run)) return true;
    }
  }
  return false;
}

/** Prints the whole environment (or a secret-named variable) with nothing filtering it. */
export function envDumpOf(f: Facts, c: Cmd): boolean {
  const n = c.name;
  if (n === null) return false;
  const p = f.parsed(c);
  let dump = false;
  if (n === 'env' || n === 'printenv') {
    if (p.positionals.length === 0) dump = true;
    else if (n === 'printenv' && p.positionals.some((a) => a !== null && secretVariable(f, a))) return true;
  } else if (n === 'export' || n === 'declare' || n === 'typeset') {
    dump = p.positionals.length === 0 && (n === 'export' || f.flag(c, '-x') || f.flag(c, '-p'));
  } else if (n === 'set') {
    dump = c.args.length === 0;
  } else if (n === 'compgen') {
    dump = f.flag(c, '-e') || f.flag(c, '-v');
  }
  if (!dump) return false;
  // `env | grep NODE` shows one harmless variable; `env | grep -i token` does not.
  for (const d of downstreamOf(f, c)) {
    if (d.name === 'grep' || d.name === 'egrep' || d.name === 'fgrep' || d.name === 'rg') {
      const dp = f.parsed(d);
      const explicit = optionValues(dp, d.spec.pattern_opts ?? []);
      const pats = explicit.length > 0 ? explicit : dp.positionals.slice(0, 1);
      if (pats.length > 0 && pats.every((x) => x !== null && !secretWord(f, x))) return false;
    }
  }
  return true;
}

/** True when a command's stdout goes to /dev/null and nowhere else (`gh auth token > /dev/null`). */
export function outputDiscarded(f: Facts, c: Cmd): boolean {
  if (c.inv.pipeline.to !== null || c.inv.context === 'substitution' || c.inv.context === 'process-substitution') return false;
  let discarded = false;
  for (const r of c.inv.redirects) {
    const out = r.op === '&>' || r.op === '&>>' || ((r.op === '>' || r.op === '>>' || r.op === '>|') && (r.fd === undefined || r.fd === 1));
    if (out) discarded = r.target !== null && (f.ref(r.target, c.cwd).mask & f.env.classifier.maskOf(['null-sink'])) !== 0;
    else if (r.op === '>&' && (r.fd === undefined || r.fd === 1)) discarded = false;
  }
  return discarded;
}
