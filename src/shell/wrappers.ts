/**
 * Commands that run another command: `sudo -u root rm …`, `env A=b rm …`, `timeout -s KILL 10
 * rm …`. Each is described as data (which options take a value, how many operands precede the
 * command) and read by one option scanner, so the wrapped command is found the way the
 * wrapper itself would find it. A wrapper whose options say it runs no command (`sudo -l`,
 * `command -v`) is itself the invocation. `peelWrappers` takes them off one by one.
 */
import { MAX_ITEMS, MAX_WRAPPERS } from './limits.js';
import { baseName, resolveDir } from './paths.js';

export interface Field {
  /** The expanded text; null when it holds an expansion that cannot be resolved statically. */
  value: string | null;
  /** Came (partly) from a command or process substitution. */
  sub: boolean;
  /** Holds an unquoted glob character, so the shell would expand it against the file system. */
  glob: boolean;
  /** For a field that is a process substitution: what its command prints, when known. */
  procOut?: string | null;
}

export function unknownField(sub = false): Field {
  return { value: null, sub, glob: false };
}

export function literalField(value: string): Field {
  return { value, sub: false, glob: false };
}

export interface WrapperSpec {
  /** Short option letters and long names (without dashes) that take a value. */
  withArg: string;
  long?: readonly string[];
  /** Short letters whose value is optional and only ever attached (`-i{}`). */
  optionalAttached?: string;
  /** Options meaning "run no command": the wrapper is the invocation. */
  selfShort?: string;
  selfLong?: readonly string[];
  /** Options whose value is a shell script to run (`su -c`, `flock -c`, `script -c`). */
  scriptShort?: string;
  scriptLong?: readonly string[];
  /** Operands read before the command (`timeout DURATION`, `chroot DIR`, `flock FILE`). */
  operands?: number;
  /** `NAME=value` operands before the command set its environment (env, sudo). */
  assignments?: boolean;
  /** `-5` style numeric options (nice). */
  numeric?: boolean;
}

export const WRAPPERS: Readonly<Record<string, WrapperSpec>> = {
  sudo: {
    withArg: 'ugpCDrtUTRh',
    long: ['user', 'group', 'prompt', 'close-from', 'chdir', 'role', 'type', 'other-user', 'command-timeout', 'host', 'chroot'],
    selfShort: 'lvKeV',
    selfLong: ['list', 'validate', 'remove-timestamp', 'edit', 'version', 'help'],
    assignments: true,
  },
  doas: { withArg: 'uC', selfShort: 'L' },
  env: {
    withArg: 'uCS',
    long: ['unset', 'chdir', 'split-string', 'block-signal', 'default-signal', 'ignore-signal'],
    assignments: true,
  },
  nice: { withArg: 'n', long: ['adjustment'], numeric: true },
  nohup: { withArg: '' },
  timeout: { withArg: 'sk', long: ['signal', 'kill-after'], operands: 1 },
  command: { withArg: '', selfShort: 'vV' },
  builtin: { withArg: '' },
  exec: { withArg: 'a' },
  stdbuf: { withArg: 'ioe', long: ['input', 'output', 'error'] },
  time: { withArg: 'fo', long: ['format', 'output'] },
  busybox: { withArg: '', selfLong: ['list', 'help', 'install'] },
  ionice: { withArg: 'cnt', long: ['class', 'classdata'], selfShort: 'pPu' },
  chrt: { withArg: 'TPD', long: ['sched-runtime', 'sched-period', 'sched-deadline'], selfShort: 'pm', operands: 1 },
  taskset: { withArg: '', selfShort: 'p', operands: 1 },
  setsid: { withArg: '' },
  chroot: { withArg: '', long: ['userspec', 'groups'], operands: 1 },
  nsenter: { withArg: 'tSGwrZ', long: ['target', 'setuid', 'setgid', 'wd', 'root', 'follow-context'] },
  pkexec: { withArg: '', long: ['user'] },
  unbuffer: { withArg: '' },
  proxychains: { withArg: 'f' },
  proxychains4: { withArg: 'f' },
  torsocks: { withArg: 'uapP', long: ['user', 'pass', 'address', 'port'] },
  strace: { withArg: 'oepsuEabIOPSX', selfShort: '' },
  ltrace: { withArg: 'oepsuEabnwAlxL' },
  flock: {
    withArg: 'wE',
    long: ['timeout', 'wait', 'conflict-exit-code'],
    scriptShort: 'c',
    scriptLong: ['command'],
    operands: 1,
  },
  script: {
    withArg: 'EIOBTm',
    long: ['echo', 'log-in', 'log-out', 'log-io', 'log-timing', 'logging-format'],
    optionalAttached: 't',
    scriptShort: 'c',
    scriptLong: ['command'],
  },
  watch: { withArg: 'nqs', long: ['interval', 'equexit', 'shotsdir'] },
  su: {
    withArg: 'sgGw',
    long: ['shell', 'group', 'supp-group', 'whitelist-environment'],
    scriptShort: 'c',
    scriptLong: ['command', 'session-command'],
  },
  runuser: {
    withArg: 'usgGw',
    long: ['user', 'shell', 'group', 'supp-group', 'whitelist-environment'],
    scriptShort: 'c',
    scriptLong: ['command', 'session-command'],
  },
};

export type UnwrapResult =
  /** The command starts at `cmd[0]`. */
  | {
      kind: 'command';
      options: Field[];
      cmd: Field[];
      env: Array<[string, string | null]>;
      chdir: string | null | undefined;
      split: string | null | undefined;
    }
  /** The wrapper runs nothing else: it is the invocation. */
  | { kind: 'self' }
  /** The wrapper runs a shell script given as an option value. */
  | { kind: 'script'; options: Field[]; script: Field };

const NAME_ASSIGN = /^[A-Za-z_][A-Za-z0-9_]*=/;

/**
 * Reads the wrapper's options from `fields` (the words after the wrapper's name). Unknown
 * options are taken to have no value, which errs towards finding a command rather than not.
 */
export function unwrap(name: string, spec: WrapperSpec, fields: readonly Field[]): UnwrapResult {
  const options: Field[] = [];
  const env: Array<[string, string | null]> = [];
  let chdir: string | null | undefined;
  let split: string | null | undefined;
  const note = (opt: string, val: Field | undefined): void => {
    if (name === 'env' || name === 'sudo') {
      if (opt === 'C' || opt === 'D' || opt === 'chdir') chdir = val ? val.value : null;
    }
    if (name === 'env' && (opt === 'S' || opt === 'split-string')) split = val ? val.value : null;
  };
  let j = 0;
  for (; j < fields.length; j++) {
    const f = fields[j]!;
    const v = f.value;
    if (v === null) break;
    if (v === '--') {
      options.push(f);
      j++;
      break;
    }
    if (name === 'env' && v === '-') {
      options.push(f);
      continue;
    }
    if (v.startsWith('--') && v.length > 2) {
      const eq = v.indexOf('=');
      const opt = eq < 0 ? v.slice(2) : v.slice(2, eq);
      if (spec.selfLong?.includes(opt)) return { kind: 'self' };
      if (spec.scriptLong?.includes(opt)) {
        const script = eq < 0 ? fields[j + 1] : { value: v.slice(eq + 1), sub: f.sub, glob: false };
        return script ? { kind: 'script', options, script } : { kind: 'self' };
      }
      options.push(f);
      if (spec.long?.includes(opt) && eq < 0) {
        const val = fields[j + 1];
        if (val) options.push(val);
        note(opt, val);
        j++;
      } else note(opt, eq < 0 ? undefined : { value: v.slice(eq + 1), sub: f.sub, glob: false });
      continue;
    }
    if (v.length > 1 && v[0] === '-') {
      if (spec.numeric && /^-\d+$/.test(v)) {
        options.push(f);
        continue;
      }
      options.push(f);
      for (let k = 1; k < v.length; k++) {
        const ch = v[k]!;
        if (spec.selfShort?.includes(ch)) return { kind: 'self' };
        if (spec.scriptShort?.includes(ch)) {
          const rest = v.slice(k + 1);
          const script = rest ? { value: rest, sub: f.sub, glob: false } : fields[j + 1];
          options.pop();
          return script ? { kind: 'script', options, script } : { kind: 'self' };
        }
        if (spec.optionalAttached?.includes(ch)) break;
        if (spec.withArg.includes(ch)) {
          const rest = v.slice(k + 1);
          if (rest) note(ch, { value: rest, sub: f.sub, glob: false });
          else {
            const val = fields[j + 1];
            if (val) options.push(val);
            note(ch, val);
            j++;
          }
          break;
        }
      }
      continue;
    }
    break;
  }
  if (spec.assignments) {
    while (j < fields.length && fields[j]!.value !== null && NAME_ASSIGN.test(fields[j]!.value!)) {
      const v = fields[j]!.value!;
      const eq = v.indexOf('=');
      env.push([v.slice(0, eq), v.slice(eq + 1)]);
      options.push(fields[j]!);
      j++;
    }
  }
  for (let k = 0; k < (spec.operands ?? 0) && j < fields.length; k++) {
    // `flock FILE -c CMD`: the script option may follow the lock file.
    options.push(fields[j]!);
    j++;
  }
  if (spec.scriptShort || spec.scriptLong) {
    const f = fields[j];
    const v = f?.value;
    if (v === '-c' || v === '--command') {
      const script = fields[j + 1];
      return script ? { kind: 'script', options, script } : { kind: 'self' };
    }
    if (name === 'su' || name === 'runuser') {
      // su permutes its arguments: `su root -c 'cmd'`.
      for (let k = j; k < fields.length; k++) {
        const w = fields[k]!.value;
        if (w === '-c' || w === '--command') {
          const script = fields[k + 1];
          return script ? { kind: 'script', options: fields.slice(0, k) as Field[], script } : { kind: 'self' };
        }
      }
      if (name === 'runuser' && options.some((o) => o.value === '-u' || o.value?.startsWith('--user'))) {
        return { kind: 'command', options, cmd: fields.slice(j), env, chdir, split };
      }
      return { kind: 'self' };
    }
    if (name === 'script') return { kind: 'self' };
  }
  return { kind: 'command', options, cmd: fields.slice(j), env, chdir, split };
}

/** Interpreters whose `-c` script (or stdin, or heredoc) is shell syntax. */
export const SHELLS: ReadonlySet<string> = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'ksh',
  'mksh',
  'ash',
  'lksh',
  'oksh',
  'pdksh',
  'yash',
  'posh',
  'rbash',
  'fish',
  'csh',
  'tcsh',
]);

/** Splits text on blanks, honouring simple single and double quotes (env -S, xargs input). */
export function splitQuoted(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let has = false;
  let q: string | null = null;
  for (const ch of text) {
    if (q) {
      if (ch === q) q = null;
      else cur += ch;
    } else if (ch === "'" || ch === '"') {
      q = ch;
      has = true;
    } else if (ch === ' ' || ch === '\t' || ch === '\n') {
      if (has) out.push(cur);
      cur = '';
      has = false;
    } else {
      cur += ch;
      has = true;
    }
    if (out.length > MAX_ITEMS) break;
  }
  if (has && out.length <= MAX_ITEMS) out.push(cur);
  return out;
}

/** A command with its wrappers taken off. */
export interface Peeled {
  /** The command and its arguments, after the last wrapper. */
  fields: Field[];
  /** The wrappers, outermost first, and the options given to each. */
  wrappers: string[];
  wrapperArgs: Record<string, string[]>;
  /** Assignments the wrappers make (`env A=b`, `sudo A=b`). */
  env: Array<[string, string | null]>;
  /** The directory the command runs in (`env -C dir`, `sudo -D dir`). */
  cwd: string | null;
  /** A wrapper that runs a shell script (`su -c SCRIPT`, `watch CMD`): the script; else null. */
  script: Field | null;
}

/**
 * Takes the wrappers off the front of a command (`sudo env A=b nice rm …` → `rm …`). The first
 * word is not a wrapper when it names a function defined in the line (`isFunction`).
 */
export function peelWrappers(fieldsIn: Field[], cwdIn: string | null, isFunction: (name: string) => boolean): Peeled {
  let rest = fieldsIn;
  const wrappers: string[] = [];
  const wrapperArgs: Record<string, string[]> = {};
  const env: Array<[string, string | null]> = [];
  let cwd = cwdIn;
  let script: Field | null = null;
  for (let guard = 0; guard < MAX_WRAPPERS; guard++) {
    const head = rest[0];
    if (!head || head.value === null || head.glob) break;
    const base = baseName(head.value);
    // Own keys only: a command called `constructor` or `__proto__` is not a wrapper.
    const spec = Object.hasOwn(WRAPPERS, base) ? WRAPPERS[base] : undefined;
    if (!spec || (wrappers.length === 0 && isFunction(base))) break;
    const r = unwrap(base, spec, rest.slice(1));
    if (r.kind === 'self') break;
    if (r.kind === 'script') {
      script = r.script;
      break;
    }
    if (base === 'watch' && !r.options.some((o) => o.value === '--exec' || /^-[a-z]*x/.test(o.value ?? ''))) {
      // watch hands its words, joined, to `sh -c`.
      const vals = r.cmd.map((f) => f.value);
      script = { value: vals.includes(null) ? null : vals.join(' '), sub: r.cmd.some((f) => f.sub), glob: false };
      if (r.cmd.length === 0) script = null;
      break;
    }
    let next = r.cmd;
    if (r.split !== undefined) {
      const head2 = r.split === null ? [unknownField()] : splitQuoted(r.split).map(literalField);
      next = [...head2, ...r.cmd];
    }
    if (next.length === 0) break; // nothing to run: the wrapper itself is the command
    wrappers.push(base);
    wrapperArgs[base] = [...(wrapperArgs[base] ?? []), ...r.options.map((o) => o.value ?? '')];
    env.push(...r.env);
    if (r.chdir !== undefined) cwd = r.chdir === null ? null : resolveDir(cwd, r.chdir);
    rest = next;
  }
  return { fields: rest, wrappers, wrapperArgs, env, cwd, script };
}
