/**
 * Builtins: what each builtin the walk models does to the abstract shell state (variables,
 * directory, positional parameters, aliases, whether the path goes on), as a table from name
 * to effect. The effects apply only when the shell itself runs the builtin: `sudo cd x`
 * changes nothing for the commands after it. Also here: what a loop body may change, so the
 * walk can read a loop once and still be sound.
 */
import { arithAssigned } from './arith.js';
import { isValidName, plainText, type Command, type Script } from './ast.js';
import { printfOutput, type StaticResult } from './decode.js';
import { MAX_VARS } from './limits.js';
import { baseName, resolveDir } from './paths.js';
import { EMPTY_ALIASES, EMPTY_OUTPUT, NO_OUTPUT, type ShellState } from './shell-state.js';

type Args = Array<string | null>;

export interface Builtin {
  /** The change to the state, given the arguments (null: unknown) and the name it was called by. */
  effect: (args: Args, st: ShellState, name: string) => void;
  /** What it prints, when the builtin decides that itself; otherwise its output is evaluated as any command's. */
  output?: StaticResult;
}

/** `export`, `declare`, `typeset`, `local`, `readonly`: assignments, and names declared empty. */
function declare(args: Args, st: ShellState, name: string): void {
  let arrays = false;
  for (const a of args) {
    if (a === null) continue;
    if ((a.startsWith('-') || a.startsWith('+')) && !a.includes('=')) {
      // -a/-A arrays and -n namerefs (`declare -n r=X; $r` is X's value) are not modelled.
      if (/[aAn]/.test(a)) arrays = true;
      if (a.includes('f')) return;
      continue;
    }
    const eq = a.indexOf('=');
    const n = eq < 0 ? a : a.slice(0, eq).replace(/\+$/, '');
    if (!isValidName(n)) continue;
    if (eq >= 0) st.setVar(n, arrays ? null : a.slice(eq + 1));
    else if (name === 'local' || name === 'declare' || name === 'typeset') {
      if (!st.vars.has(n)) st.setVar(n, '');
    }
  }
}

/** Options of read/mapfile/readarray/getopts that take a value. */
const READ_WITH_ARG: ReadonlySet<string> = new Set(['-a', '-d', '-i', '-n', '-N', '-p', '-t', '-u', '-C', '-c', '-O', '-s']);

/** `read`, `mapfile`, `readarray`, `getopts`: the variables they fill become unknown. */
function readInto(args: Args, st: ShellState, name: string): void {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === null || a === undefined) continue;
    if (READ_WITH_ARG.has(a)) {
      if (a === '-a' && args[i + 1]) st.setVar(args[i + 1]!, null);
      i++;
      continue;
    }
    if (isValidName(a)) st.setVar(a, null);
  }
  if ((name === 'read' || name === 'mapfile' || name === 'readarray') && !args.some((a) => a !== null && isValidName(a))) {
    st.setVar(name === 'read' ? 'REPLY' : 'MAPFILE', null);
  }
}

function unset(args: Args, st: ShellState): void {
  if (args[0] === '-f') {
    for (const a of args.slice(1)) if (a) st.funcs.delete(a);
    return;
  }
  for (const a of args) if (a && isValidName(a)) st.setVar(a, '');
}

/** `set -- a b` / `set a b`: the positional parameters. */
function setPositional(args: Args, st: ShellState): void {
  const dd = args.indexOf('--');
  if (dd >= 0) st.positional = args.slice(dd + 1);
  else {
    const a0 = args[0];
    if (typeof a0 === 'string' && !a0.startsWith('-') && !a0.startsWith('+')) st.positional = [...args];
  }
}

function shift(args: Args, st: ShellState): void {
  const n = args[0] === undefined ? 1 : args[0] === null ? NaN : Number(args[0]);
  if (st.positional) st.positional = Number.isInteger(n) ? st.positional.slice(n) : null;
}

/** `printf -v NAME FORMAT ARGS`: the variable gets what printf would print. */
function printfToVar(args: Args, st: ShellState): void {
  if (args[0] !== '-v' || typeof args[1] !== 'string' || !isValidName(args[1])) return;
  const rest = args.slice(2);
  const fmtArgs = rest[0] === '--' ? rest.slice(1) : rest;
  const ok = fmtArgs.length > 0 && !fmtArgs.includes(null);
  st.setVar(args[1], ok ? printfOutput(fmtArgs[0]!, fmtArgs.slice(1) as string[]) : null);
}

function letAssign(args: Args, st: ShellState): void {
  for (const a of args) if (a) for (const n of arithAssigned(a)) st.setVar(n, null);
}

function alias(args: Args, st: ShellState): void {
  for (const a of args) {
    const eq = a === null ? -1 : a.indexOf('=');
    if (a !== null && eq > 0) {
      if (st.aliases.size >= MAX_VARS) return;
      if (st.aliases === EMPTY_ALIASES) st.aliases = new Map();
      st.aliases.set(a.slice(0, eq), a.slice(eq + 1));
    }
  }
}

function unalias(args: Args, st: ShellState): void {
  if (st.aliases.size) {
    st.aliases = new Map(st.aliases);
    for (const a of args) if (a) st.aliases.delete(a);
  }
}

/** `exit`, `return`, `logout`: this path goes no further. */
function terminate(_args: Args, st: ShellState): void {
  st.terminated = true;
}

/** `cd`, `pushd`, `popd`: the new directory, when the text says which; else unknown. */
function changeDir(args: Args, st: ShellState, name: string): void {
  const prev = st.cwd;
  if (name === 'popd') {
    st.cwd = st.dirs.length ? st.dirs.pop()! : null;
    st.oldpwd = prev;
    return;
  }
  let i = 0;
  while (i < args.length && args[i] !== null && /^-[LPe@]+$/.test(args[i]!)) i++;
  if (args[i] === '--') i++;
  const target = args[i];
  let next: string | null;
  if (target === undefined) {
    if (name === 'pushd') {
      const top = st.dirs.pop();
      next = top === undefined ? null : top;
    } else next = '~';
  } else if (target === null) next = null;
  else if (target === '-' && name === 'cd') next = st.oldpwd;
  else if (name === 'pushd' && /^[+-]\d+$/.test(target)) next = null;
  else next = resolveDir(st.cwd, target);
  if (name === 'pushd') st.dirs.push(prev);
  st.oldpwd = prev;
  st.cwd = next;
}

const CHANGE_DIR: Builtin = { effect: changeDir, output: EMPTY_OUTPUT };
const TERMINATE: Builtin = { effect: terminate, output: NO_OUTPUT };
const DECLARE: Builtin = { effect: declare };
const READ_INTO: Builtin = { effect: readInto };

/** Every builtin with an effect on the state, by name (look up own keys only). */
export const BUILTINS: Readonly<Record<string, Builtin>> = {
  cd: CHANGE_DIR,
  pushd: CHANGE_DIR,
  popd: CHANGE_DIR,
  exit: TERMINATE,
  return: TERMINATE,
  logout: TERMINATE,
  export: DECLARE,
  declare: DECLARE,
  typeset: DECLARE,
  local: DECLARE,
  readonly: DECLARE,
  read: READ_INTO,
  mapfile: READ_INTO,
  readarray: READ_INTO,
  getopts: READ_INTO,
  unset: { effect: unset },
  set: { effect: setPositional },
  shift: { effect: shift },
  printf: { effect: printfToVar },
  let: { effect: letAssign },
  alias: { effect: alias },
  unalias: { effect: unalias },
};

// ---------------------------------------------------------------------------------------------
// What a loop body may change (so the body can be analysed once, soundly)

/** What a loop body may change. */
export interface Mods {
  /** Variables it may assign. */
  vars: Set<string>;
  /** Commands it calls (a function defined in the line may change anything). */
  calls: Set<string>;
  /** It may change directory. */
  cwd: boolean;
  /** It may change anything (eval, source, set, shift). */
  all: boolean;
}

/** Builtins whose operands name variables they assign. */
const DECLARERS: ReadonlySet<string> = new Set([
  'export',
  'declare',
  'typeset',
  'local',
  'readonly',
  'read',
  'mapfile',
  'readarray',
  'getopts',
  'let',
  'printf',
  'unset',
]);

/** What the commands of these scripts may change, read from the syntax alone (nothing expanded). */
export function collectMods(scripts: Array<Script | null>): Mods {
  const m: Mods = { vars: new Set(), calls: new Set(), cwd: false, all: false };
  const cmd = (c: Command | null): void => {
    if (!c) return;
    switch (c.kind) {
      case 'simple': {
        if (c.words.length === 0) {
          for (const a of c.assigns) m.vars.add(a.name);
          return;
        }
        const first = c.words[0]!;
        const literal = first.parts.every((p) => p.kind === 'lit');
        const name = plainText(first) ?? (literal ? first.parts.map((p) => (p as { text: string }).text).join('') : null);
        if (name === null) {
          m.cwd = true;
          return;
        }
        const base = baseName(name);
        m.calls.add(base);
        if (base === 'cd' || base === 'pushd' || base === 'popd') m.cwd = true;
        if (base === 'eval' || base === 'source' || base === '.' || base === 'set' || base === 'shift') m.all = true;
        if (DECLARERS.has(base)) {
          for (const w of c.words.slice(1)) {
            const t = w.raw.replace(/^['"]/, '');
            const eq = t.indexOf('=');
            const n = eq > 0 ? t.slice(0, eq) : t;
            if (isValidName(n)) m.vars.add(n);
          }
        }
        return;
      }
      case 'group':
        script(c.body);
        return;
      case 'if':
        for (const cl of c.clauses) {
          script(cl.cond);
          script(cl.body);
        }
        script(c.elseBody);
        return;
      case 'loop':
        script(c.cond);
        script(c.body);
        return;
      case 'for':
        if (c.name) m.vars.add(c.name);
        script(c.body);
        return;
      case 'case':
        for (const a of c.arms) script(a.body);
        return;
      case 'arith':
        for (const p of c.parts) if (p.kind === 'lit') for (const n of arithAssigned(p.text)) m.vars.add(n);
        return;
      default:
        return; // subshells do not leak; definitions do not run
    }
  };
  const script = (s: Script | null): void => {
    if (!s) return;
    for (const it of s.items) {
      const pls = [it.andOr.head, ...it.andOr.tail.map((t) => t.pipeline)];
      for (const p of pls) if (p.commands.length === 1) cmd(p.commands[0]!);
    }
  };
  for (const s of scripts) script(s);
  return m;
}
