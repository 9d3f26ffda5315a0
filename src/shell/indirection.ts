/**
 * Indirection: commands that run other code the text names — shells (`bash -c`, a script piped
 * or fed as a heredoc), `eval`, `source`, `trap`, `at`, `find -exec`, `xargs`, `parallel`, and
 * aliases defined in the line. Each is a handler in one table; a handler lists what the
 * command runs as child invocations (through the walk, `Walk`), or marks it unresolved when
 * the text does not say. Wrappers (`sudo`, `env`, …) are taken off before, in wrappers.ts.
 */
import type { StaticResult } from './decode.js';
import { MAX_ITEMS, MAX_TEMPLATE_RUNS } from './limits.js';
import { childFrame, EMPTY_OUTPUT, NO_OUTPUT, type CommandExtras, type Frame, type ShellState, type Stdin } from './shell-state.js';
import type { InvocationContext, UnresolvedReason } from './types.js';
import { literalField, SHELLS, splitQuoted, type Field } from './wrappers.js';

/** What the handlers need from the walk. */
export interface Walk {
  /** Lists a command (wrappers taken off) and whatever it runs in turn. */
  emitCommand(fields: Field[], ex: CommandExtras, st: ShellState, fr: Frame, subRoots: number[]): StaticResult;
  /** Parses and runs `text` as a script in `fr` (already a child frame). */
  runNested(text: string, fr: Frame, st: ShellState): void;
  /** Lists code that cannot be known (`bash -c "$X"`) as an unresolved invocation. */
  emitUnresolved(fr: Frame, st: ShellState, reason: UnresolvedReason): number;
}

/** One command about to run, as the handlers see it. */
export interface CallSite {
  /** The command's own invocation: the parent of whatever it runs. */
  idx: number;
  args: Array<string | null>;
  argFields: Field[];
  st: ShellState;
  fr: Frame;
  /** The directory it runs in (after `cd`s and wrapper options). */
  cwd: string | null;
  stdin: Stdin | undefined;
  /** The state a script it runs starts from: its environment and directory, no functions. */
  nestedState: () => ShellState;
}

/** Runs the command's indirection; returns what the command prints. */
type Handler = (w: Walk, c: CallSite) => StaticResult;

const XARGS_WITH_ARG: ReadonlySet<string> = new Set(['a', 'd', 'E', 'I', 'L', 'n', 'P', 's']);
const XARGS_OPTIONAL_ATTACHED: ReadonlySet<string> = new Set(['e', 'i', 'l']);
const XARGS_LONG_WITH_ARG: ReadonlySet<string> = new Set([
  'arg-file',
  'delimiter',
  'max-args',
  'max-procs',
  'max-chars',
  'max-lines',
  'process-slot-var',
]);
const PARALLEL_WITH_ARG: ReadonlySet<string> = new Set([
  '-j',
  '-P',
  '-S',
  '-n',
  '-N',
  '-L',
  '-d',
  '-I',
  '-E',
  '-a',
  '-C',
  '--jobs',
  '--sshlogin',
  '--joblog',
  '--results',
  '--tmpdir',
  '--workdir',
  '--delay',
  '--timeout',
  '--retries',
  '--memfree',
  '--load',
  '--colsep',
  '--arg-file',
  '--tagstring',
  '--basefile',
  '--env',
  '--max-args',
  '--max-replace-args',
  '--halt',
]);

/** Quotes text as one shell word. */
function shellQuote(s: string): string {
  return "'" + s.split("'").join("'\\''") + "'";
}

/** eval runs in the current shell: its cd and assignments count. */
function evalArgs(w: Walk, { idx, args, st, fr }: CallSite): StaticResult {
  if (args.length === 0) return EMPTY_OUTPUT;
  if (args.includes(null)) w.emitUnresolved(childFrame(fr, 'eval', idx), st, 'eval-dynamic');
  else w.runNested(args.join(' '), childFrame(fr, 'eval', idx), st);
  return NO_OUTPUT;
}

/** `source FILE`: followed when FILE is a process substitution or stdin. */
function source(w: Walk, { idx, argFields, st, fr, stdin }: CallSite): StaticResult {
  const target = argFields[0];
  if (!target) return NO_OUTPUT;
  if (target.procOut !== undefined) nestedText(w, target.procOut, false, idx, st, fr, 'nested-shell');
  else if ((target.value === '/dev/stdin' || target.value === '-') && stdin) {
    nestedText(w, stdin.value, stdin.decoded, idx, st, fr, 'nested-shell');
  }
  return NO_OUTPUT;
}

/** `trap CMD SIGNAL…`: CMD is evaluated when the signal comes. */
function trap(w: Walk, { idx, argFields, st, fr }: CallSite): StaticResult {
  const a0 = argFields[0];
  if (a0 && argFields.length >= 2 && a0.value !== '-' && a0.value !== '' && !a0.value?.startsWith('-')) {
    nestedFromField(w, a0, idx, st.clone(), fr, 'eval', 'eval-dynamic');
  }
  return NO_OUTPUT;
}

/** at/batch read shell commands from stdin (or -f FILE) and run them later. */
function atJob(w: Walk, { idx, args, fr, stdin, nestedState }: CallSite): StaticResult {
  if (stdin && !stdin.file && !args.includes('-f') && !args.some((a) => a !== null && /^-[lrdc]$/.test(a))) {
    nestedText(w, stdin.value, stdin.decoded, idx, nestedState(), fr, 'nested-shell');
  }
  return NO_OUTPUT;
}

/** Commands that run code given as their arguments or input, by name (look up own keys only). */
const HANDLERS: Readonly<Record<string, Handler>> = {
  eval: evalArgs,
  source,
  '.': source,
  trap,
  at: atJob,
  batch: atJob,
  find: runFind,
  fd: runFd,
  fdfind: runFd,
  xargs: runXargs,
  parallel: runParallel,
};

/** The handler for a command that runs other code, or undefined for any other command. */
export function indirectionOf(name: string): Handler | undefined {
  if (SHELLS.has(name)) return runShell;
  return Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
}

/**
 * bash expands aliases only when expand_aliases is on (interactive shells, or an agent's shell
 * snapshot): assume it may be, and read the command as its alias would make it.
 */
export function expandAlias(w: Walk, path: string, { idx, args, st, fr }: CallSite): void {
  const value = st.aliases.get(path)!;
  const cf = childFrame(fr, 'eval', idx);
  if (value === null || args.includes(null)) w.emitUnresolved(cf, st, 'eval-dynamic');
  else w.runNested([value, ...(args as string[]).map(shellQuote)].join(' '), cf, st.clone());
}

/** Runs a script given as a field (`bash -c FIELD`), or marks it unresolved. */
export function nestedFromField(
  w: Walk,
  f: Field,
  parent: number,
  st: ShellState,
  fr: Frame,
  context: InvocationContext,
  reason: UnresolvedReason | null,
): void {
  const cf = childFrame(fr, context, parent);
  if (f.value === null) w.emitUnresolved(cf, st, reason ?? 'dynamic-nested-shell');
  else w.runNested(f.value, cf, st);
}

/** Runs script text that arrived as data (stdin, a process substitution), or marks it unresolved. */
export function nestedText(
  w: Walk,
  text: string | null,
  decoded: boolean,
  parent: number,
  st: ShellState,
  fr: Frame,
  context: InvocationContext,
): void {
  const cf = childFrame(fr, context, parent);
  if (text === null) w.emitUnresolved(cf, st, decoded ? 'decoded-payload' : 'dynamic-nested-shell');
  else w.runNested(text, cf, st);
}

/** `bash [opts] -c SCRIPT [argv0 args…]`, `bash FILE`, or `bash` reading stdin. */
function runShell(w: Walk, c: CallSite): StaticResult {
  const { idx, argFields: args, fr, stdin } = c;
  const st = c.nestedState();
  let j = 0;
  let hasC = false;
  let readsStdin = false;
  while (j < args.length) {
    const a = args[j]!.value;
    if (a === null) break;
    if (a === '--' || a === '-') {
      j++;
      break;
    }
    if (a.startsWith('--')) {
      j += a === '--rcfile' || a === '--init-file' ? 2 : 1;
      continue;
    }
    if ((a[0] === '-' || a[0] === '+') && a.length > 1) {
      let extra = 0;
      for (const ch of a.slice(1)) {
        if (ch === 'c') hasC = true;
        else if (ch === 's') readsStdin = true;
        else if (ch === 'o' || ch === 'O') extra++;
      }
      j += 1 + extra;
      continue;
    }
    break;
  }
  const operands = args.slice(j);
  if (hasC) {
    const scriptField = operands[0];
    if (!scriptField) return NO_OUTPUT;
    st.argv0 = operands[1] ? operands[1].value : null;
    st.positional = operands.slice(2).map((f) => f.value);
    nestedFromField(w, scriptField, idx, st, fr, 'nested-shell', 'dynamic-nested-shell');
    return NO_OUTPUT;
  }
  if (operands.length > 0 && !readsStdin) {
    const file = operands[0]!;
    st.positional = operands.slice(1).map((f) => f.value);
    // `bash <(curl …)`: the script is whatever the process substitution prints.
    if (file.procOut !== undefined) nestedText(w, file.procOut, false, idx, st, fr, 'nested-shell');
    else if (file.value === '/dev/stdin' && stdin) nestedText(w, stdin.value, stdin.decoded, idx, st, fr, 'nested-shell');
    return NO_OUTPUT;
  }
  if (readsStdin) st.positional = operands.map((f) => f.value);
  if (!stdin || stdin.file) return NO_OUTPUT;
  if (stdin.value === null && stdin.raw !== undefined) {
    // A heredoc with unknown expansions: its commands are visible, but what the
    // expansions inject is not.
    w.runNested(stdin.raw, childFrame(fr, 'nested-shell', idx), st.clone());
    w.emitUnresolved(childFrame(fr, 'nested-shell', idx), st, 'dynamic-nested-shell');
    return NO_OUTPUT;
  }
  nestedText(w, stdin.value, stdin.decoded, idx, st, fr, 'nested-shell');
  return NO_OUTPUT;
}

/** `find … -exec CMD… ;` and friends: the find itself plus each command it runs. */
function runFind(w: Walk, { idx, argFields: args, st, fr, cwd }: CallSite): StaticResult {
  for (let j = 0; j < args.length; j++) {
    const v = args[j]!.value;
    if (v !== '-exec' && v !== '-execdir' && v !== '-ok' && v !== '-okdir') continue;
    let k = j + 1;
    const tmpl: Field[] = [];
    while (k < args.length && args[k]!.value !== ';' && args[k]!.value !== '+') tmpl.push(args[k++]!);
    if (tmpl.length) {
      // -execdir runs in each match's directory, which the text does not say.
      const dir = v.endsWith('dir') ? null : cwd;
      w.emitCommand(tmpl, { assigns: [], redirects: [], stdin: undefined, cwd: dir }, st.clone(), childFrame(fr, 'find-exec', idx), []);
    }
    j = k;
  }
  return NO_OUTPUT;
}

/** fd's options that take a value: a value is never the `-x` that starts the command. */
export const FD_VALUE_OPTS: ReadonlySet<string> = new Set([
  '-e',
  '--extension',
  '-t',
  '--type',
  '-E',
  '--exclude',
  '-d',
  '--max-depth',
  '--min-depth',
  '--exact-depth',
  '-S',
  '--size',
  '--changed-within',
  '--changed-before',
  '-o',
  '--owner',
  '-j',
  '--threads',
  '--base-directory',
  '--search-path',
  '-c',
  '--color',
  '--max-results',
  '--path-separator',
  '--ignore-file',
  '--format',
  '--batch-size',
]);

/** `fd … -x CMD…` / `-X CMD…` (`--exec`, `--exec-batch`): fd runs CMD on what it finds, as `find -exec` does. */
function runFd(w: Walk, { idx, argFields: args, st, fr, cwd }: CallSite): StaticResult {
  for (let j = 0; j < args.length; j++) {
    const v = args[j]!.value;
    if (v !== null && FD_VALUE_OPTS.has(v)) {
      j++;
      continue;
    }
    if (v !== '-x' && v !== '--exec' && v !== '-X' && v !== '--exec-batch') continue;
    let k = j + 1;
    const tmpl: Field[] = [];
    while (k < args.length && args[k]!.value !== ';') tmpl.push(args[k++]!);
    if (tmpl.length)
      w.emitCommand(tmpl, { assigns: [], redirects: [], stdin: undefined, cwd }, st.clone(), childFrame(fr, 'find-exec', idx), []);
    j = k;
  }
  return NO_OUTPUT;
}

/** `xargs [opts] CMD…`: the xargs plus its command template (with static input applied). */
function runXargs(w: Walk, { idx, argFields: args, st, fr, cwd, stdin }: CallSite): StaticResult {
  let replace: string | null = null;
  let nul = false;
  let delim: string | null = null;
  let fromFile = false;
  let j = 0;
  for (; j < args.length; j++) {
    const v = args[j]!.value;
    if (v === null) break;
    if (v === '--') {
      j++;
      break;
    }
    if (v.startsWith('--')) {
      const eq = v.indexOf('=');
      const opt = eq < 0 ? v.slice(2) : v.slice(2, eq);
      if (opt === 'null') nul = true;
      if (opt === 'replace') replace = eq < 0 ? '{}' : v.slice(eq + 1);
      if (opt === 'arg-file') fromFile = true;
      if (XARGS_LONG_WITH_ARG.has(opt) && eq < 0) {
        if (opt === 'delimiter') delim = args[j + 1]?.value ?? null;
        j++;
      } else if (opt === 'delimiter') delim = v.slice(eq + 1);
      continue;
    }
    if (v.length < 2 || v[0] !== '-') break;
    for (let k = 1; k < v.length; k++) {
      const ch = v[k]!;
      if (ch === '0') nul = true;
      if (XARGS_OPTIONAL_ATTACHED.has(ch)) {
        if (ch === 'i') replace = v.slice(k + 1) || '{}';
        break;
      }
      if (XARGS_WITH_ARG.has(ch)) {
        const val = v.slice(k + 1) || (args[j + 1]?.value ?? null);
        if (!v.slice(k + 1)) j++;
        if (ch === 'I') replace = val;
        if (ch === 'd') delim = val;
        if (ch === 'a') fromFile = true;
        break;
      }
    }
  }
  let tmpl = args.slice(j);
  if (tmpl.length === 0) tmpl = [literalField('echo')];
  let items: string[] | null = null;
  if (!fromFile && stdin && stdin.value !== null) {
    const text = stdin.value;
    if (nul) items = text.split('\0');
    else if (delim !== null) items = text.split(delim === '\\n' ? '\n' : delim);
    else items = splitQuoted(text);
    if (nul || delim !== null) {
      if (items.length && items[items.length - 1] === '') items.pop();
      if (items.length && items[items.length - 1]!.endsWith('\n') && !nul) items[items.length - 1] = items[items.length - 1]!.slice(0, -1);
    }
    items = items.slice(0, MAX_ITEMS);
  }
  const cf = childFrame(fr, 'xargs', idx);
  const run = (fields: Field[]): void => {
    w.emitCommand(fields, { assigns: [], redirects: [], stdin: undefined, cwd }, st.clone(), cf, []);
  };
  if (items && items.length && replace !== null) {
    for (const item of items.slice(0, MAX_TEMPLATE_RUNS)) {
      run(tmpl.map((f) => (f.value === null ? f : { ...f, value: f.value.split(replace!).join(item) })));
    }
  } else if (items && items.length) run([...tmpl, ...items.map(literalField)]);
  else run(tmpl);
  return NO_OUTPUT;
}

/** GNU parallel: its command (joined and run by a shell) for each input, or the bare template. */
function runParallel(w: Walk, { idx, argFields: args, st, fr, cwd, stdin }: CallSite): StaticResult {
  let j = 0;
  while (j < args.length) {
    const v = args[j]!.value;
    if (v === null || !v.startsWith('-') || v === ':::' || v === '::::') break;
    if (v === '--') {
      j++;
      break;
    }
    j += PARALLEL_WITH_ARG.has(v) ? 2 : 1;
  }
  const tmpl: Field[] = [];
  while (j < args.length && !/^::::?\+?$/.test(args[j]!.value ?? '')) tmpl.push(args[j++]!);
  let values: Array<string | null> | null = null;
  if (args[j]?.value === ':::' || args[j]?.value === ':::+') {
    values = [];
    for (j++; j < args.length && !/^::::?\+?$/.test(args[j]!.value ?? ''); j++) values.push(args[j]!.value);
  } else if (stdin && stdin.value !== null && j >= args.length) {
    values = stdin.value.split('\n').filter((l) => l !== '');
  }
  const cf = childFrame(fr, 'xargs', idx);
  const ns = (): ShellState => {
    const s = st.clone();
    s.cwd = cwd;
    return s;
  };
  const parts = tmpl.map((f) => f.value);
  if (tmpl.length === 0 && values && values.length > 0) {
    // No command: each input line is a command line (`parallel ::: 'make a' 'make b'`).
    if (values.includes(null)) w.emitUnresolved(cf, st, 'dynamic-nested-shell');
    else for (const v of values.slice(0, MAX_TEMPLATE_RUNS) as string[]) w.runNested(v, cf, ns());
    return NO_OUTPUT;
  }
  if (tmpl.length === 0 || parts.includes(null)) {
    if (tmpl.length) w.emitUnresolved(cf, st, 'dynamic-nested-shell');
    return NO_OUTPUT;
  }
  const text = parts.join(' ');
  if (!values || values.length === 0 || values.includes(null)) {
    w.runNested(text, cf, ns());
    return NO_OUTPUT;
  }
  for (const v of values.slice(0, MAX_TEMPLATE_RUNS) as string[]) {
    const q = shellQuote(v);
    w.runNested(text.includes('{}') ? text.split('{}').join(q) : `${text} ${q}`, cf, ns());
  }
  return NO_OUTPUT;
}
