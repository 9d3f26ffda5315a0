/**
 * The abstract shell the walk carries along: variables assigned in the line, the working
 * directory (`cd` tracking), positional parameters, functions and aliases, and the frame a
 * command runs in (its context, parent, stdin, enclosing redirections). Where control flow
 * could go more than one way the states are joined and anything that differs becomes unknown
 * (null), so a command is never shown running somewhere safer than it might.
 */
import type { FunctionDef } from './ast.js';
import type { StaticResult } from './decode.js';
import { MAX_VARS } from './limits.js';
import type { InvocationContext, Redirect } from './types.js';

/** A command whose output is not known. */
export const NO_OUTPUT: StaticResult = { out: null, decoder: false };
/** A command known to print nothing. */
export const EMPTY_OUTPUT: StaticResult = { out: '', decoder: false };

export interface FuncInfo {
  node: FunctionDef;
  frame: Frame;
  state: ShellState;
  called: boolean;
}

export class ShellState {
  vars: Map<string, string | null>;
  cwd: string | null;
  oldpwd: string | null = null;
  dirs: Array<string | null>;
  /** `$1…`; null when unknown (outside a `bash -c … args`). */
  positional: Array<string | null> | null = null;
  argv0: string | null = null;
  funcs: Map<string, FuncInfo>;
  /** `alias name=value` seen earlier in the line. */
  aliases: Map<string, string | null> = EMPTY_ALIASES;
  /** Ran `exit`/`return` on this path: the path does not continue to what follows. */
  terminated = false;
  version = 0;

  constructor(
    cwd: string | null,
    private readonly counter: { n: number },
    private readonly onOverflow: () => void,
    // A clone passes its copies (every substitution and branch clones: no maps made only to be replaced).
    copied?: { vars: Map<string, string | null>; dirs: Array<string | null>; funcs: Map<string, FuncInfo> },
  ) {
    this.cwd = cwd;
    this.vars = copied?.vars ?? new Map();
    this.dirs = copied?.dirs ?? [];
    this.funcs = copied?.funcs ?? new Map();
  }

  clone(): ShellState {
    const s = new ShellState(this.cwd, this.counter, this.onOverflow, {
      vars: new Map(this.vars),
      dirs: [...this.dirs],
      funcs: new Map(this.funcs),
    });
    s.oldpwd = this.oldpwd;
    s.positional = this.positional && [...this.positional];
    s.argv0 = this.argv0;
    s.aliases = this.aliases.size ? new Map(this.aliases) : this.aliases;
    s.terminated = this.terminated;
    s.version = this.version;
    return s;
  }

  assignFrom(o: ShellState): void {
    this.vars = o.vars;
    this.cwd = o.cwd;
    this.oldpwd = o.oldpwd;
    this.dirs = o.dirs;
    this.positional = o.positional;
    this.argv0 = o.argv0;
    this.funcs = o.funcs;
    this.aliases = o.aliases;
    this.terminated = o.terminated;
    this.version = o.version;
  }

  setVar(name: string, value: string | null): void {
    if (!this.vars.has(name) && this.vars.size >= MAX_VARS) {
      // Not stored, so later reads of it are unknown (null): conservative.
      this.onOverflow();
      return;
    }
    this.vars.set(name, value);
    this.version = ++this.counter.n;
  }

  /** After two paths join: what they agree on stays, anything else becomes unknown. */
  mergeFrom(o: ShellState): void {
    if (o.terminated) return;
    if (this.terminated) {
      this.assignFrom(o.clone());
      return;
    }
    let changed = false;
    for (const [k, v] of o.vars) {
      if (!this.vars.has(k) || this.vars.get(k) !== v) {
        if (this.vars.get(k) !== null) changed = true;
        this.vars.set(k, null);
      }
    }
    for (const k of this.vars.keys()) {
      if (!o.vars.has(k) && this.vars.get(k) !== null) {
        this.vars.set(k, null);
        changed = true;
      }
    }
    if (changed || this.version !== o.version) this.version = ++this.counter.n;
    if (this.cwd !== o.cwd) this.cwd = null;
    if (this.oldpwd !== o.oldpwd) this.oldpwd = null;
    if (this.dirs.length !== o.dirs.length || this.dirs.some((d, i) => d !== o.dirs[i])) this.dirs = [];
    const a = this.positional;
    const b = o.positional;
    if (!a || !b || a.length !== b.length || a.some((v, i) => v !== b[i])) this.positional = null;
    if (this.argv0 !== o.argv0) this.argv0 = null;
    for (const [k, v] of o.funcs) this.funcs.set(k, v);
    if (o.aliases.size) {
      this.aliases = new Map(this.aliases);
      for (const [k, v] of o.aliases) this.aliases.set(k, this.aliases.has(k) && this.aliases.get(k) !== v ? null : v);
    }
  }
}

export interface Stdin {
  /** What arrives on stdin when it is known; null when not. */
  value: string | null;
  /** An upstream stage decodes or decompresses, so an unknown value is a decoded payload. */
  decoded: boolean;
  /** Read from a file (`< f`): as good as a script path, not a payload. */
  file: boolean;
  /** An unquoted heredoc whose expansions are unknown: its text before expansion. */
  raw?: string;
}

export interface Frame {
  context: InvocationContext;
  parent: number | null;
  /** Invocation.depth for what runs here. */
  depth: number;
  /** Nesting used towards SHELL_LIMITS.maxDepth. */
  nest: number;
  background: boolean;
  /** Lists that collect the indexes of invocations run at this level (pipeline stages). */
  collectors: number[][];
  stdin: Stdin | undefined;
  /** Redirections of enclosing compound commands, which apply to everything inside. */
  redirects: Redirect[];
  /** Substitutions found while expanding the current simple command report their roots here. */
  subRoots: number[] | undefined;
}

export interface CommandExtras {
  assigns: Array<[string, string | null]>;
  redirects: Redirect[];
  stdin: Stdin | undefined;
  cwd?: string | null;
}

/** Shared until an alias is defined (copy on write). */
export const EMPTY_ALIASES: Map<string, string | null> = new Map();

/** Invocation.env when nothing is assigned: shared, frozen, without a prototype (`__proto__` is a valid shell name). */
export const EMPTY_ENV: Record<string, string | null> = Object.freeze(Object.create(null) as Record<string, string | null>);

/** The state after either of two paths (a path that exited does not continue). */
export function joined(a: ShellState, b: ShellState): ShellState {
  if (a.terminated) return b.clone();
  const m = a.clone();
  m.mergeFrom(b);
  return m;
}

/** The frame of code a command runs (`bash -c`, eval, xargs, …): one level deeper, its own stdin. */
export function childFrame(fr: Frame, context: InvocationContext, parent: number): Frame {
  return {
    context,
    parent,
    depth: fr.depth + 1,
    nest: fr.nest + 1,
    background: fr.background,
    collectors: [],
    stdin: undefined,
    redirects: [],
    subRoots: undefined,
  };
}
