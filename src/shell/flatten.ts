/**
 * Flattening: walks the AST from parse.ts as a shell would run it and lists every program
 * it would start (`Invocation`s), with expansions resolved as far as the text alone allows.
 *
 * A small abstract shell state is carried along: variables assigned in the line, the
 * working directory (`cd` tracking), positional parameters and functions. Where control flow
 * could go more than one way the states are merged and anything that differs becomes unknown
 * (null), so a command is never shown running somewhere safer than it might. Substitutions,
 * nested shells (`bash -c`, heredocs and pipes into shells, `eval`), wrappers, `xargs`,
 * `find -exec` and statically decodable payloads are all followed. What cannot be resolved is
 * listed with `unresolved` set, for the rules to treat as dangerous (STYLE: parser practice 3).
 *
 * Work is bounded: invocations by SHELL_LIMITS.maxInvocations, nesting by maxDepth, and all
 * expansion and re-parsing by one Budget, so adversarial input stays linear.
 */
import { braceExpand, hasUnquotedBrace } from './brace.js';
import { evalStatic, printfOutput, type StaticResult } from './decode.js';
import {
  addIssue,
  isValidName,
  parseScript,
  plainText,
  type Budget,
  type Command,
  type FunctionDef,
  type ParseState,
  type Part,
  type Pipeline,
  type RedirNode,
  type Script,
  type Word,
} from './parse.js';
import { baseName, normalizePath, resolveDir } from './paths.js';
import {
  SHELL_LIMITS,
  type Invocation,
  type InvocationContext,
  type ParseIssue,
  type Redirect,
  type RedirectOp,
  type UnresolvedReason,
} from './types.js';
import { SHELLS, WRAPPERS, unwrap, type Field } from './wrappers.js';

/** Most variables tracked per line; more are treated as unknown (keeps snapshots small). */
const MAX_VARS = 128;
/** Most items taken from a static xargs/parallel input. */
const MAX_ITEMS = 64;
/** Budget units charged for expanding one function call. */
const CALL_COST = 1024;
/** Longest word brace-expanded (real ones are short; longer ones stay literal, with an issue). */
const MAX_BRACE_WORD = 4096;
/** The path a process substitution expands to (any /dev/fd path would do; fixed so results replay). */
const PROCSUB_PATH = '/dev/fd/63';

// ---------------------------------------------------------------------------------------------
// Abstract shell state

interface FuncInfo {
  node: FunctionDef;
  frame: Frame;
  state: ShellState;
  called: boolean;
}

class ShellState {
  vars = new Map<string, string | null>();
  cwd: string | null;
  oldpwd: string | null = null;
  dirs: Array<string | null> = [];
  /** `$1…`; null when unknown (outside a `bash -c … args`). */
  positional: Array<string | null> | null = null;
  argv0: string | null = null;
  funcs = new Map<string, FuncInfo>();
  /** `alias name=value` seen earlier in the line. */
  aliases: Map<string, string | null> = EMPTY_ALIASES;
  /** Ran `exit`/`return` on this path: the path does not continue to what follows. */
  terminated = false;
  version = 0;

  constructor(
    cwd: string | null,
    private readonly counter: { n: number },
    private readonly onOverflow: () => void,
  ) {
    this.cwd = cwd;
  }

  clone(): ShellState {
    const s = new ShellState(this.cwd, this.counter, this.onOverflow);
    s.vars = new Map(this.vars);
    s.oldpwd = this.oldpwd;
    s.dirs = [...this.dirs];
    s.positional = this.positional && [...this.positional];
    s.argv0 = this.argv0;
    s.funcs = new Map(this.funcs);
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

interface Stdin {
  /** What arrives on stdin when it is known; null when not. */
  value: string | null;
  /** An upstream stage decodes or decompresses, so an unknown value is a decoded payload. */
  decoded: boolean;
  /** Read from a file (`< f`): as good as a script path, not a payload. */
  file: boolean;
  /** An unquoted heredoc whose expansions are unknown: its text before expansion. */
  raw?: string;
}

interface Frame {
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

interface CommandExtras {
  assigns: Array<[string, string | null]>;
  redirects: Redirect[];
  stdin: Stdin | undefined;
  cwd?: string | null;
}

/** Shared until an alias is defined (copy on write). */
const EMPTY_ALIASES: Map<string, string | null> = new Map();

/** Invocation.env when nothing is assigned: shared, frozen, without a prototype (`__proto__` is a valid shell name). */
const EMPTY_ENV: Record<string, string | null> = Object.freeze(Object.create(null) as Record<string, string | null>);

/** Parameter operators that yield the value itself (or the word), never a piece of it. */
const PASSTHROUGH_OPS: ReadonlySet<string> = new Set(['', ':-', '-', ':=', '=', ':?', '?', ':+', '+']);

const NO_OUTPUT: StaticResult = { out: null, decoder: false };
const EMPTY_OUTPUT: StaticResult = { out: '', decoder: false };

const DEFAULT_FD: Record<RedirectOp, number> = {
  '>': 1, '>>': 1, '>|': 1, '<': 0, '<>': 0, '<<': 0, '<<-': 0, '<<<': 0, '>&': 1, '<&': 0, '&>': 1, '&>>': 1,
};

function hasGlob(text: string): boolean {
  if (text.includes('*') || text.includes('?')) return true;
  const open = text.indexOf('[');
  return open >= 0 && text.indexOf(']', open + 1) > open;
}

function unknownField(sub = false): Field {
  return { value: null, sub, glob: false };
}

function literalField(value: string): Field {
  return { value, sub: false, glob: false };
}

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

function shellQuote(s: string): string {
  return "'" + s.split("'").join("'\\''") + "'";
}

/** Minimal `$((…))` evaluation: integers, + - * / % and parentheses; null otherwise. */
function evalArith(text: string, lookup: (name: string) => string | null | undefined): string | null {
  const toks = text.match(/\d+|[A-Za-z_][A-Za-z0-9_]*|\*\*|[-+*/%()]|\S/g) ?? [];
  if (toks.length > 256) return null;
  let i = 0;
  const bad = { v: false };
  const atom = (): number => {
    const t = toks[i++];
    if (t === undefined) {
      bad.v = true;
      return 0;
    }
    if (t === '(') {
      const v = sum();
      if (toks[i++] !== ')') bad.v = true;
      return v;
    }
    if (t === '-') return -atom();
    if (t === '+') return atom();
    if (/^\d+$/.test(t)) return Number(t);
    if (/^[A-Za-z_]/.test(t)) {
      const v = lookup(t);
      if (v === '') return 0;
      if (v === undefined) {
        bad.v = true; // not assigned in the line: unknown
        return 0;
      }
      if (v === null || !/^-?\d+$/.test(v.trim())) {
        bad.v = true;
        return 0;
      }
      return Number(v.trim());
    }
    bad.v = true;
    return 0;
  };
  const product = (): number => {
    let v = atom();
    for (;;) {
      const t = toks[i];
      if (t !== '*' && t !== '/' && t !== '%') return v;
      i++;
      const r = atom();
      if ((t === '/' || t === '%') && r === 0) {
        bad.v = true;
        return 0;
      }
      v = t === '*' ? v * r : t === '/' ? Math.trunc(v / r) : v % r;
    }
  };
  function sum(): number {
    let v = product();
    for (;;) {
      const t = toks[i];
      if (t !== '+' && t !== '-') return v;
      i++;
      const r = product();
      v = t === '+' ? v + r : v - r;
    }
  }
  const v = sum();
  if (bad.v || i !== toks.length || !Number.isSafeInteger(v)) return null;
  return String(v);
}

/** Names assigned by an arithmetic expression (`x=1`, `x+=2`, `x++`, `--x`); a hand scanner, linear. */
function arithAssigned(text: string): string[] {
  const out: string[] = [];
  const isStart = (c: string | undefined): boolean => c !== undefined && /[A-Za-z_]/.test(c);
  const isChar = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_]/.test(c);
  let i = 0;
  while (i < text.length) {
    if (!isStart(text[i]) || isChar(text[i - 1])) {
      i++;
      continue;
    }
    let j = i + 1;
    while (isChar(text[j])) j++;
    let k = j;
    while (text[k] === ' ' || text[k] === '\t') k++;
    const a = text[k];
    const b = text[k + 1];
    let b2 = i - 1;
    while (text[b2] === ' ' || text[b2] === '\t') b2--;
    const pre = text.slice(Math.max(0, b2 - 1), b2 + 1);
    if (
      (a === '+' && b === '+') || (a === '-' && b === '-') ||
      (a === '=' && b !== '=') ||
      (a !== undefined && '+-*/%&|^'.includes(a) && b === '=') ||
      ((a === '<' || a === '>') && b === a && text[k + 2] === '=') ||
      pre === '++' || pre === '--'
    ) {
      out.push(text.slice(i, j));
    }
    i = j;
  }
  return out;
}

/** Shell glob match for `*` and `?` (used by `${x#pat}` and friends); null for classes. */
function globMatch(pattern: string, s: string): boolean {
  let p = 0;
  let i = 0;
  let star = -1;
  let mark = 0;
  while (i < s.length) {
    if (p < pattern.length && (pattern[p] === '?' || pattern[p] === s[i])) {
      p++;
      i++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = i;
    } else if (star >= 0) {
      p = star + 1;
      i = ++mark;
    } else return false;
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

/** The state after either of two paths (a path that exited does not continue). */
function joined(a: ShellState, b: ShellState): ShellState {
  if (a.terminated) return b.clone();
  const m = a.clone();
  m.mergeFrom(b);
  return m;
}

// ---------------------------------------------------------------------------------------------
// Modifications a loop body can make (so the body can be analysed once, soundly)

interface Mods {
  vars: Set<string>;
  calls: Set<string>;
  cwd: boolean;
  all: boolean;
}

const DECLARERS = new Set(['export', 'declare', 'typeset', 'local', 'readonly', 'read', 'mapfile', 'readarray', 'getopts', 'let', 'printf', 'unset']);

function collectMods(scripts: Array<Script | null>): Mods {
  const m: Mods = { vars: new Set(), calls: new Set(), cwd: false, all: false };
  const cmd = (c: Command | null): void => {
    if (!c) return;
    switch (c.kind) {
      case 'simple': {
        if (c.words.length === 0) {
          for (const a of c.assigns) m.vars.add(a.name);
          return;
        }
        const name = plainText(c.words[0]!) ?? (c.words[0]!.parts.every((p) => p.kind === 'lit') ? c.words[0]!.parts.map((p) => (p as { text: string }).text).join('') : null);
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

// ---------------------------------------------------------------------------------------------
// The flattener

export class Flattener {
  readonly out: Invocation[] = [];
  private full = false;
  private readonly counter = { n: 0 };
  private snapVersion = -1;
  private snap: Record<string, string | null> = EMPTY_ENV;
  private readonly funcs: FuncInfo[] = [];
  private readonly callStack: FuncInfo[] = [];
  private modsMemo: WeakMap<object, Mods> | null = null;

  constructor(
    private readonly issues: ParseIssue[],
    private readonly budget: Budget,
  ) {}

  /** Runs a top-level script starting in `cwd`. */
  run(script: Script, cwd: string): void {
    const st = new ShellState(normalizePath(cwd), this.counter, () =>
      addIssue(this.issues, 'too-many-commands', `more than ${MAX_VARS} variables assigned`),
    );
    const fr: Frame = { context: 'top', parent: null, depth: 0, nest: 0, background: false, collectors: [], stdin: undefined, redirects: [], subRoots: undefined };
    this.runScript(script, st, fr);
    this.flushFunctions();
  }

  // --- bookkeeping -------------------------------------------------------------------------

  private issue(code: ParseIssue['code'], detail: string): void {
    addIssue(this.issues, code, detail);
  }

  private charge(n: number): boolean {
    if (this.budget.charge(n)) return true;
    this.issue('too-long', 'expansion budget exhausted: the line expands to too much text');
    return false;
  }

  private emit(inv: Invocation, fr: Frame): number {
    if (this.full) return -1;
    if (this.out.length >= SHELL_LIMITS.maxInvocations) {
      this.full = true;
      this.issue('too-many-commands', `more than ${SHELL_LIMITS.maxInvocations} commands`);
      return -1;
    }
    const idx = this.out.length;
    this.out.push(inv);
    for (const c of fr.collectors) c.push(idx);
    return idx;
  }

  private envOf(st: ShellState, extra: Array<[string, string | null]>): Record<string, string | null> {
    if (extra.length === 0 && st.vars.size === 0) return EMPTY_ENV;
    if (extra.length === 0 && this.snapVersion === st.version) return this.snap;
    const obj = Object.create(null) as Record<string, string | null>;
    for (const [k, v] of st.vars) obj[k] = v;
    for (const [k, v] of extra) obj[k] = v;
    Object.freeze(obj);
    if (extra.length === 0) {
      this.snapVersion = st.version;
      this.snap = obj;
    }
    return obj;
  }

  private invocation(fr: Frame, st: ShellState, fields: {
    name: string | null;
    path: string | null;
    args: Array<string | null>;
    wrappers?: string[];
    wrapperArgs?: Record<string, string[]>;
    env?: Array<[string, string | null]>;
    cwd: string | null;
    redirects?: Redirect[];
    unresolved?: UnresolvedReason;
  }): Invocation {
    const inv: Invocation = {
      name: fields.name,
      path: fields.path,
      args: fields.args,
      wrappers: fields.wrappers ?? [],
      wrapperArgs: fields.wrapperArgs ?? {},
      env: this.envOf(st, fields.env ?? []),
      cwd: fields.cwd,
      redirects: [...(fields.redirects ?? []), ...fr.redirects],
      pipeline: { index: 0, length: 1, from: null, to: null },
      context: fr.context,
      parent: fr.parent,
      depth: fr.depth,
      background: fr.background,
    };
    if (fields.unresolved) inv.unresolved = fields.unresolved;
    return inv;
  }

  /** An invocation standing for code that cannot be known (`bash -c "$X"`, `eval "$X"`, …). */
  private emitUnresolved(fr: Frame, st: ShellState, reason: UnresolvedReason): number {
    return this.emit(this.invocation(fr, st, { name: null, path: null, args: [], cwd: st.cwd, unresolved: reason }), fr);
  }

  private child(fr: Frame, context: InvocationContext, parent: number): Frame {
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

  // --- lists and pipelines -----------------------------------------------------------------

  private runScript(script: Script, st: ShellState, fr: Frame): StaticResult {
    let out: string | null = '';
    for (const item of script.items) {
      if (this.full) return NO_OUTPUT;
      let r: StaticResult;
      if (item.background) {
        // `cmd &` runs in a subshell: it changes nothing for what follows.
        r = this.runAndOr(item.andOr, st.clone(), { ...fr, background: true });
      } else r = this.runAndOr(item.andOr, st, fr);
      out = out !== null && r.out !== null ? out + r.out : null;
    }
    return { out, decoder: false };
  }

  /**
   * `a && b || c`. Two states are tracked: the one where the list so far succeeded (what a
   * following `&&` continues from) and the one where it failed (what `||` continues from);
   * what follows the whole list sees both joined. A path that ran `exit` drops out, so
   * `cd build || exit 1; rm -rf *` is known to run in build/.
   */
  private runAndOr(ao: Script['items'][number]['andOr'], st: ShellState, fr: Frame): StaticResult {
    const first = this.runPipeline(ao.head, st, fr);
    if (ao.tail.length === 0) return first;
    let out = first.out;
    let decoder = first.decoder;
    let succ = st.clone();
    let fail = st.clone();
    for (const { op, pipeline } of ao.tail) {
      if (this.full) break;
      const from = op === '&&' ? succ : fail;
      const p = from.clone();
      const r = this.runPipeline(pipeline, p, fr);
      if (op === '&&') {
        fail = joined(fail, p);
        succ = p;
        out = out !== null && r.out !== null ? out + r.out : null;
        decoder = decoder || r.decoder;
      } else {
        succ = joined(succ, p);
        fail = p;
      }
    }
    st.assignFrom(joined(succ, fail));
    return { out, decoder };
  }

  private runPipeline(pl: Pipeline, st: ShellState, fr: Frame): StaticResult {
    const n = pl.commands.length;
    if (n === 0) return EMPTY_OUTPUT;
    if (n === 1) return this.runCommand(pl.commands[0]!, st, fr);
    const stages: number[][] = [];
    let stdin = fr.stdin;
    let decoded = fr.stdin?.decoded ?? false;
    let last: StaticResult = NO_OUTPUT;
    for (let k = 0; k < n && !this.full; k++) {
      const mine: number[] = [];
      stages.push(mine);
      // Every stage of a pipeline runs in a subshell (bash without lastpipe).
      const sf: Frame = { ...fr, collectors: [...fr.collectors, mine], stdin };
      last = this.runCommand(pl.commands[k]!, st.clone(), sf);
      decoded = decoded || last.decoder;
      stdin = { value: last.out, decoded, file: false };
    }
    // Link the stages. A compound stage (group, subshell, loop) links through its first and
    // last invocations; invocations already in an inner pipeline keep their own positions.
    for (let k = 0; k < n; k++) {
      const prev = stages[k - 1];
      const next = stages[k + 1];
      const from = prev && prev.length ? prev[prev.length - 1]! : null;
      const to = next && next.length ? next[0]! : null;
      for (const idx of stages[k]!) {
        const inv = this.out[idx]!;
        if (inv.pipeline.length === 1) inv.pipeline = { index: k, length: n, from, to };
        else {
          if (inv.pipeline.index === 0 && inv.pipeline.from === null) inv.pipeline.from = from;
          if (inv.pipeline.index === inv.pipeline.length - 1 && inv.pipeline.to === null) inv.pipeline.to = to;
        }
      }
    }
    return { out: last.out, decoder: decoded };
  }

  // --- commands ------------------------------------------------------------------------------

  private runCommand(cmd: Command, st: ShellState, fr: Frame): StaticResult {
    if (this.full) return NO_OUTPUT;
    switch (cmd.kind) {
      case 'simple':
        return this.runSimple(cmd, st, fr);
      case 'subshell': {
        const f2 = this.compoundFrame(cmd.redirects, st, fr);
        return this.runScript(cmd.body, st.clone(), f2);
      }
      case 'group': {
        const f2 = this.compoundFrame(cmd.redirects, st, fr);
        return this.runScript(cmd.body, st, f2);
      }
      case 'if': {
        const f2 = this.compoundFrame(cmd.redirects, st, fr);
        const paths: ShellState[] = [];
        const cur = st.clone();
        for (const cl of cmd.clauses) {
          this.runScript(cl.cond, cur, f2);
          const b = cur.clone();
          this.runScript(cl.body, b, f2);
          paths.push(b);
        }
        if (cmd.elseBody) {
          const e = cur.clone();
          this.runScript(cmd.elseBody, e, f2);
          paths.push(e);
        } else paths.push(cur);
        this.join(st, paths);
        return NO_OUTPUT;
      }
      case 'loop': {
        const f2 = this.compoundFrame(cmd.redirects, st, fr);
        this.forgetModified(cmd, [cmd.cond, cmd.body], st);
        this.runScript(cmd.cond, st, f2);
        this.runScript(cmd.body, st.clone(), f2);
        return NO_OUTPUT;
      }
      case 'for': {
        const f2 = this.compoundFrame(cmd.redirects, st, fr);
        let single: string | null = null;
        if (cmd.items) {
          const fields: Field[] = [];
          for (const w of cmd.items) this.expandWord(w, st, f2, true, true, fields);
          if (fields.length === 1) single = fields[0]!.value;
        }
        if (cmd.head) this.scalarOf(cmd.head, st, f2);
        this.forgetModified(cmd, [cmd.body], st);
        const body = st.clone();
        if (cmd.name && isValidName(cmd.name)) body.setVar(cmd.name, single);
        this.runScript(cmd.body, body, f2);
        if (cmd.name && isValidName(cmd.name)) st.setVar(cmd.name, single);
        return NO_OUTPUT;
      }
      case 'case': {
        const f2 = this.compoundFrame(cmd.redirects, st, fr);
        if (cmd.word) this.expandWord(cmd.word, st, f2, false, false);
        const paths: ShellState[] = [];
        for (const arm of cmd.arms) {
          for (const p of arm.patterns) this.expandWord(p, st, f2, false, false);
          const b = st.clone();
          this.runScript(arm.body, b, f2);
          paths.push(b);
        }
        paths.push(st.clone());
        this.join(st, paths);
        return NO_OUTPUT;
      }
      case 'function': {
        const name = cmd.name;
        const info: FuncInfo = { node: cmd, frame: { ...fr, collectors: [], subRoots: undefined }, state: st.clone(), called: false };
        st.funcs.set(name, info);
        this.funcs.push(info);
        return EMPTY_OUTPUT;
      }
      case 'arith': {
        const f2 = this.compoundFrame(cmd.redirects, st, fr);
        this.scalarOf(cmd.parts, st, f2);
        for (const p of cmd.parts) if (p.kind === 'lit') for (const n of arithAssigned(p.text)) st.setVar(n, null);
        return EMPTY_OUTPUT;
      }
      case 'test': {
        const f2 = this.compoundFrame(cmd.redirects, st, fr);
        for (const w of cmd.words) this.expandWord(w, st, f2, false, false);
        return EMPTY_OUTPUT;
      }
    }
  }

  /** Joins the states at the end of alternative paths into `st`. */
  private join(st: ShellState, paths: ShellState[]): void {
    const live = paths.filter((p) => !p.terminated);
    const pick = live.length ? live : paths;
    const merged = pick[0]!.clone();
    for (const p of pick.slice(1)) merged.mergeFrom(p);
    st.assignFrom(merged);
  }

  /** Before a loop: whatever its body may change is unknown on every iteration. */
  private forgetModified(node: object, scripts: Array<Script | null>, st: ShellState): void {
    this.modsMemo ??= new WeakMap();
    let m = this.modsMemo.get(node);
    if (!m) {
      m = collectMods(scripts);
      this.modsMemo.set(node, m);
    }
    const all = m.all || [...m.calls].some((c) => st.funcs.has(c));
    if (all || m.cwd) {
      st.cwd = null;
      st.oldpwd = null;
      st.dirs = [];
    }
    for (const k of [...st.vars.keys()]) if (all || m.vars.has(k)) st.setVar(k, null);
    if (all) st.positional = null;
  }

  /** The frame for the body of a compound command, with its redirections applied. */
  private compoundFrame(redirs: RedirNode[], st: ShellState, fr: Frame): Frame {
    const f: Frame = { ...fr, nest: fr.nest + 1, subRoots: undefined };
    if (redirs.length === 0) return f;
    const { redirects, stdin } = this.expandRedirects(redirs, st, fr);
    f.redirects = [...redirects, ...fr.redirects];
    if (stdin) f.stdin = stdin;
    return f;
  }

  private runSimple(cmd: Extract<Command, { kind: 'simple' }>, st: ShellState, fr: Frame): StaticResult {
    const subRoots: number[] = [];
    const xf: Frame = { ...fr, subRoots };
    const fields: Field[] = [];
    for (const w of cmd.words) this.expandWord(w, st, xf, true, true, fields);
    const assigns: Array<[string, string | null]> = [];
    for (const a of cmd.assigns) {
      let v: string | null;
      if (a.array) {
        for (const w of a.array) this.expandWord(w, st, xf, true, true);
        v = null;
      } else v = a.value ? this.expandScalar(a.value, st, xf).value : '';
      if (a.append && v !== null) {
        const prev = st.vars.get(a.name);
        v = prev === undefined ? v : prev === null ? null : prev + v;
      }
      assigns.push([a.name, v]);
    }
    const { redirects, stdin } = this.expandRedirects(cmd.redirects, st, xf);
    if (fields.length === 0) {
      for (const [k, v] of assigns) st.setVar(k, v);
      if (redirects.length === 0) return EMPTY_OUTPUT;
      // A bare redirection (`> file`) is the null command `:` with that redirection.
      const idx = this.emit(this.invocation(fr, st, { name: ':', path: ':', args: [], cwd: st.cwd, redirects }), fr);
      if (idx >= 0) for (const r of subRoots) this.out[r]!.parent = idx;
      return EMPTY_OUTPUT;
    }
    return this.emitCommand(fields, { assigns, redirects, stdin }, st, fr, subRoots);
  }

  private expandRedirects(redirs: RedirNode[], st: ShellState, fr: Frame): { redirects: Redirect[]; stdin: Stdin | undefined } {
    const redirects: Redirect[] = [];
    let stdin: Stdin | undefined;
    for (const r of redirs) {
      const fd = r.fd ?? DEFAULT_FD[r.op];
      if (r.heredoc) {
        const h = r.heredoc;
        const value = h.quoted ? h.body : h.parts ? this.scalarOf(h.parts, st, fr) : h.body;
        redirects.push({ op: r.op, fd, target: h.delimiter, body: value ?? h.body });
        if (fd === 0) {
          stdin = { value: h.complete ? value : null, decoded: false, file: false };
          if (value === null) stdin.raw = h.body;
        }
        continue;
      }
      if (!r.target) {
        redirects.push({ op: r.op, fd, target: null });
        continue;
      }
      const f = this.expandScalar(r.target, st, fr);
      if (r.op === '<<<') {
        const red: Redirect = { op: r.op, fd, target: f.value };
        if (f.value !== null) red.body = f.value;
        redirects.push(red);
        if (fd === 0) stdin = { value: f.value === null ? null : f.value + '\n', decoded: false, file: false };
        continue;
      }
      redirects.push({ op: r.op, fd, target: f.value });
      if (r.op === '<&' && fd === 0 && f.value !== '0' && f.value !== '-') {
        // Input duplicated from another descriptor (`bash <&3` after `exec 3<>/dev/tcp/…`).
        stdin = { value: null, decoded: false, file: false };
      }
      if ((r.op === '<' || r.op === '<>') && fd === 0) {
        stdin = f.procOut !== undefined ? { value: f.procOut, decoded: false, file: false } : { value: null, decoded: false, file: true };
      }
    }
    return { redirects, stdin };
  }

  // --- expansion -----------------------------------------------------------------------------

  /** Expands a word into fields, appended to `out` (also returned). */
  private expandWord(w: Word, st: ShellState, fr: Frame, split: boolean, brace: boolean, out: Field[] = []): Field[] {
    if (w.array) {
      for (const e of w.array) this.expandWord(e, st, fr, true, true);
      out.push(unknownField());
      return out;
    }
    const head = w.parts[0];
    if (head && head.kind === 'lit' && !head.quoted && (head.text.startsWith('~+') || head.text.startsWith('~-'))) {
      const rest = head.text.slice(2);
      if (rest === '' || rest.startsWith('/')) {
        // `~+` is $PWD and `~-` is $OLDPWD (bash tilde prefixes).
        const dir = head.text[1] === '+' ? st.cwd : st.oldpwd;
        if (dir === null) {
          out.push(unknownField());
          return out;
        }
        w = { parts: [{ kind: 'lit', text: dir + rest, quoted: true }, ...w.parts.slice(1)], raw: w.raw };
      }
    }
    const only = w.parts.length === 1 ? w.parts[0]! : null;
    if (only && only.kind === 'lit' && (only.quoted || !only.text.includes('{'))) {
      // Fast path: one literal (most words).
      if (only.quoted || only.text !== '') out.push({ value: only.text, sub: false, glob: !only.quoted && hasGlob(only.text) });
      return out;
    }
    let variants: Part[][] = [w.parts];
    if (brace && hasUnquotedBrace(w.parts)) {
      if (w.raw.length > MAX_BRACE_WORD) {
        this.issue('too-long', `word of ${w.raw.length} characters is too long for brace expansion`);
      } else {
        const r = braceExpand(w.parts, (n) => this.budget.charge(n));
        if (r.capped) this.issue('too-long', `brace expansion of '${w.raw.slice(0, 40)}' exceeds its bounds`);
        variants = r.variants;
      }
    }
    for (const parts of variants) this.fieldsOf(parts, st, fr, split, out);
    return out;
  }

  /** A word expanded as one string (assignment values, redirection targets). */
  private expandScalar(w: Word, st: ShellState, fr: Frame): Field {
    if (w.array) return this.expandWord(w, st, fr, false, false)[0]!;
    const out: Field[] = [];
    this.fieldsOf(w.parts, st, fr, false, out);
    if (out.length === 0) return literalField('');
    if (out.length === 1) return out[0]!;
    const vals = out.map((f) => f.value);
    return { value: vals.includes(null) ? null : vals.join(' '), sub: out.some((f) => f.sub), glob: false };
  }

  private scalarOf(parts: Part[], st: ShellState, fr: Frame): string | null {
    const out: Field[] = [];
    this.fieldsOf(parts, st, fr, false, out);
    if (out.length === 0) return '';
    const vals = out.map((f) => f.value);
    return vals.includes(null) ? null : vals.join(' ');
  }

  private ifs(st: ShellState): string {
    const v = st.vars.get('IFS');
    return typeof v === 'string' ? v : ' \t\n';
  }

  private fieldsOf(parts: readonly Part[], st: ShellState, fr: Frame, split: boolean, out: Field[]): void {
    let text = '';
    let known = true;
    let has = false;
    let sub = false;
    let glob = false;
    let procOut: string | null | undefined;
    const flush = (): void => {
      const f: Field = { value: known ? text : null, sub, glob };
      if (procOut !== undefined) f.procOut = procOut;
      out.push(f);
      text = '';
      known = true;
      has = false;
      sub = false;
      glob = false;
      procOut = undefined;
    };
    for (const p of parts) {
      if (p.kind === 'lit') {
        text += p.text;
        if (p.text || p.quoted) has = true;
        if (!p.quoted && hasGlob(p.text)) glob = true;
        continue;
      }
      const r = this.partValue(p, st, fr);
      if (r.sub) sub = true;
      if (r.procOut !== undefined) procOut = r.procOut;
      const quoted = p.kind === 'procsub' || p.quoted;
      if (r.list) {
        // "$@": one field per positional parameter.
        r.list.forEach((v, k) => {
          if (k > 0) flush();
          if (v === null) known = false;
          else text += v;
          has = true;
        });
        continue;
      }
      if (r.value === null) {
        known = false;
        has = true;
        continue;
      }
      if (!this.charge(r.value.length)) {
        known = false;
        has = true;
        continue;
      }
      if (quoted || !split) {
        text += r.value;
        if (quoted || r.value) has = true;
        if (!quoted && hasGlob(r.value)) glob = true;
        continue;
      }
      // Unquoted: split on IFS (whitespace runs collapse; other IFS characters delimit).
      const ifs = this.ifs(st);
      const v = r.value;
      let i = 0;
      while (i < v.length) {
        let j = i;
        while (j < v.length && !ifs.includes(v[j]!)) j++;
        if (j > i) {
          const piece = v.slice(i, j);
          text += piece;
          has = true;
          if (hasGlob(piece)) glob = true;
        }
        if (j >= v.length) break;
        const ch = v[j]!;
        if (ch === ' ' || ch === '\t' || ch === '\n') {
          if (has) flush();
        } else flush();
        i = j + 1;
      }
    }
    if (has) flush();
  }

  private partValue(p: Part, st: ShellState, fr: Frame): { value: string | null; sub: boolean; procOut?: string | null; list?: Array<string | null> } {
    switch (p.kind) {
      case 'lit':
        return { value: p.text, sub: false };
      case 'param': {
        if (p.name === '@' && p.quoted && p.op === '' && st.positional) return { value: null, sub: false, list: st.positional };
        return { value: this.paramValue(p, st, fr), sub: false };
      }
      case 'cmdsub':
        return { value: this.cmdsubValue(p.body, st, fr, 'substitution').out, sub: true };
      case 'arith': {
        const text = this.scalarOf(p.parts, st, fr);
        return { value: text === null ? null : evalArith(text, (n) => this.lookup(n, st)), sub: false };
      }
      case 'procsub': {
        const r = this.cmdsubValue(p.body, st, fr, 'process-substitution');
        return { value: PROCSUB_PATH, sub: true, procOut: r.raw };
      }
    }
  }

  /** Runs a substitution's script in a subshell; its output with trailing newlines removed. */
  private cmdsubValue(body: Script, st: ShellState, fr: Frame, context: InvocationContext): { out: string | null; raw: string | null } {
    const cf: Frame = {
      context,
      parent: fr.parent,
      depth: fr.depth + 1,
      nest: fr.nest + 1,
      background: fr.background,
      collectors: fr.subRoots ? [fr.subRoots] : [],
      stdin: undefined,
      redirects: [],
      subRoots: undefined,
    };
    const r = this.runScript(body, st.clone(), cf);
    if (r.out === null) return { out: null, raw: null };
    let end = r.out.length;
    while (end > 0 && r.out[end - 1] === '\n') end--;
    return { out: r.out.slice(0, end), raw: r.out };
  }

  /** A variable's value: assigned in the line, a documented default, or undefined (unknown). */
  private lookup(name: string, st: ShellState): string | null | undefined {
    if (/^\d+$/.test(name)) {
      const n = Number(name);
      if (n === 0) return st.argv0;
      if (!st.positional) return null;
      return st.positional[n - 1] ?? '';
    }
    switch (name) {
      case '@':
      case '*':
        return st.positional ? (st.positional.includes(null) ? null : st.positional.join(' ')) : null;
      case '#':
        return st.positional ? String(st.positional.length) : null;
      case '?': case '$': case '!': case '-':
        return null;
    }
    if (st.vars.has(name)) return st.vars.get(name)!;
    // Documented choices: results depend only on the input, never on the real environment.
    switch (name) {
      case 'HOME':
        return '~';
      case 'PWD':
        return st.cwd;
      case 'OLDPWD':
        return st.oldpwd;
      case 'TMPDIR':
        return '/tmp';
      case 'IFS':
        return ' ';
    }
    return undefined;
  }

  private paramValue(p: Extract<Part, { kind: 'param' }>, st: ShellState, fr: Frame): string | null {
    if (p.op === 'bad' || p.op === 'indirect' || p.op === 'index') return null;
    const base = this.lookup(p.name, st);
    if (p.name === 'HOME' && !st.vars.has('HOME') && !PASSTHROUGH_OPS.has(p.op)) {
      // `~` stands for the home directory; slicing or editing the symbol would invent a path.
      return null;
    }
    const arg = (): string | null => (p.arg ? this.scalarOf(p.arg, st, fr) : '');
    switch (p.op) {
      case '':
        return base ?? null;
      case 'length':
        return typeof base === 'string' ? String([...base].length) : null;
      case ':-':
      case '-':
      case ':=':
      case '=': {
        if (typeof base !== 'string') return null;
        if (p.op.startsWith(':') && base === '') {
          const v = arg();
          if (p.op === ':=' && isValidName(p.name)) st.setVar(p.name, v);
          return v;
        }
        return base;
      }
      case ':+':
      case '+':
        if (typeof base !== 'string') return null;
        return p.op === ':+' && base === '' ? '' : arg();
      case ':?':
      case '?':
        return base ?? null;
      case '#':
      case '##':
      case '%':
      case '%%': {
        const pat = arg();
        if (typeof base !== 'string' || pat === null || pat.includes('[')) return null;
        if (!pat.includes('*') && !pat.includes('?')) {
          if (p.op[0] === '#') return base.startsWith(pat) ? base.slice(pat.length) : base;
          return base.endsWith(pat) ? base.slice(0, base.length - pat.length) : base;
        }
        // Trying every split with a glob is quadratic: only for short values.
        if (base.length > 256 || pat.length > 64) return null;
        const longest = p.op.length === 2;
        const lens = [...Array(base.length + 1).keys()];
        if (longest) lens.reverse();
        for (const n of lens) {
          if (p.op[0] === '#' && globMatch(pat, base.slice(0, n))) return base.slice(n);
          if (p.op[0] === '%' && globMatch(pat, base.slice(base.length - n))) return base.slice(0, base.length - n);
        }
        return base;
      }
      case '/':
      case '//':
      case '/#':
      case '/%': {
        if (typeof base !== 'string' || !p.arg) return null;
        const full = this.scalarOf(p.arg, st, fr);
        if (full === null) return null;
        const slash = full.indexOf('/');
        const pat = slash < 0 ? full : full.slice(0, slash);
        const rep = slash < 0 ? '' : full.slice(slash + 1);
        if (pat === '' || hasGlob(pat)) return null;
        if (p.op === '//') return base.split(pat).join(rep);
        if (p.op === '/#') return base.startsWith(pat) ? rep + base.slice(pat.length) : base;
        if (p.op === '/%') return base.endsWith(pat) ? base.slice(0, base.length - pat.length) + rep : base;
        return base.replace(pat, () => rep);
      }
      case '^^':
        return typeof base === 'string' ? base.toUpperCase() : null;
      case ',,':
        return typeof base === 'string' ? base.toLowerCase() : null;
      case '^':
        return typeof base === 'string' ? base.slice(0, 1).toUpperCase() + base.slice(1) : null;
      case ',':
        return typeof base === 'string' ? base.slice(0, 1).toLowerCase() + base.slice(1) : null;
      case ':': {
        const spec = arg();
        if (typeof base !== 'string' || spec === null) return null;
        const m = /^\s*(-?\d{1,9})\s*(?::\s*(-?\d{1,9})\s*)?$/.exec(spec);
        if (!m) return null;
        let off = Number(m[1]);
        if (off < 0) off = Math.max(0, base.length + off);
        if (m[2] === undefined) return base.slice(off);
        const len = Number(m[2]);
        return len < 0 ? base.slice(off, Math.max(off, base.length + len)) : base.slice(off, off + len);
      }
      default:
        return null;
    }
  }

  // --- one command ----------------------------------------------------------------------------

  private emitCommand(fieldsIn: Field[], ex: CommandExtras, st: ShellState, fr: Frame, subRoots: number[]): StaticResult {
    let rest = fieldsIn;
    const wrappers: string[] = [];
    const wrapperArgs: Record<string, string[]> = {};
    const env: Array<[string, string | null]> = [...ex.assigns];
    let cwd = ex.cwd !== undefined ? ex.cwd : st.cwd;
    let script: Field | null = null;
    for (let guard = 0; guard < 64; guard++) {
      const head = rest[0];
      if (!head || head.value === null || head.glob) break;
      const base = baseName(head.value);
      // Own keys only: a command called `constructor` or `__proto__` is not a wrapper.
      const spec = Object.hasOwn(WRAPPERS, base) ? WRAPPERS[base] : undefined;
      if (!spec || (wrappers.length === 0 && st.funcs.has(base))) break;
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

    const head = rest[0]!;
    const argFields = rest.slice(1);
    const args = argFields.map((f) => f.value);
    let name: string | null = null;
    let path: string | null = null;
    let unresolved: UnresolvedReason | undefined;
    if (head.value === null) unresolved = head.sub ? 'substitution-command' : 'variable-command';
    else if (head.glob) unresolved = 'variable-command';
    else {
      path = head.value;
      name = baseName(path);
    }

    if (name !== null && wrappers.length === 0 && !path!.includes('/')) {
      const fn = st.funcs.get(name);
      // A function calling itself is listed as a plain invocation, so recursion (a fork bomb) is visible.
      if (fn && !this.callStack.includes(fn)) {
        this.callFunction(fn, args, st, fr);
        return NO_OUTPUT;
      }
    }

    const idx = this.emit(
      this.invocation(fr, st, { name, path, args, wrappers, wrapperArgs, env, cwd, redirects: ex.redirects, ...(unresolved ? { unresolved } : {}) }),
      fr,
    );
    if (idx < 0) return NO_OUTPUT;
    for (const r of subRoots) this.out[r]!.parent = idx;
    if (name === null) return NO_OUTPUT;

    const stdin = ex.stdin ?? fr.stdin;
    // The nested scripts of this command see the command's environment and directory.
    const nestedState = (): ShellState => {
      const ns = st.clone();
      ns.cwd = cwd;
      ns.funcs = new Map();
      for (const [k, v] of env) if (isValidName(k)) ns.setVar(k, v);
      return ns;
    };

    if (script) {
      this.nestedFromField(script, idx, nestedState(), fr, 'nested-shell', null);
      return NO_OUTPUT;
    }
    const plainShell = wrappers.every((w) => w === 'builtin' || w === 'command');

    if (wrappers.length === 0 && st.aliases.has(path!)) {
      // bash expands aliases only when expand_aliases is on (interactive shells, or an agent's
      // shell snapshot): assume it may be, and read the command as its alias would make it.
      const value = st.aliases.get(path!)!;
      const cf = this.child(fr, 'eval', idx);
      if (value === null || args.includes(null)) this.emitUnresolved(cf, st, 'eval-dynamic');
      else this.runNested([value, ...(args as string[]).map(shellQuote)].join(' '), cf, st.clone());
    }

    if (SHELLS.has(name)) {
      this.runShell(idx, argFields, nestedState(), fr, stdin);
      return NO_OUTPUT;
    }
    switch (name) {
      case 'eval': {
        if (args.length === 0) return EMPTY_OUTPUT;
        if (args.includes(null)) this.emitUnresolved(this.child(fr, 'eval', idx), st, 'eval-dynamic');
        // eval runs in the current shell: its cd and assignments count.
        else this.runNested(args.join(' '), this.child(fr, 'eval', idx), st);
        return NO_OUTPUT;
      }
      case 'source':
      case '.': {
        const target = argFields[0];
        if (!target) return NO_OUTPUT;
        if (target.procOut !== undefined) this.nestedText(target.procOut, false, idx, st, fr, 'nested-shell');
        else if ((target.value === '/dev/stdin' || target.value === '-') && stdin) this.nestedText(stdin.value, stdin.decoded, idx, st, fr, 'nested-shell');
        return NO_OUTPUT;
      }
      case 'trap': {
        const a0 = argFields[0];
        if (a0 && argFields.length >= 2 && a0.value !== '-' && a0.value !== '' && !a0.value?.startsWith('-')) {
          this.nestedFromField(a0, idx, st.clone(), fr, 'eval', 'eval-dynamic');
        }
        return NO_OUTPUT;
      }
      case 'at':
      case 'batch':
        // at/batch read shell commands from stdin (or -f FILE) and run them later.
        if (stdin && !stdin.file && !args.includes('-f') && !args.some((a) => a !== null && /^-[lrdc]$/.test(a))) {
          this.nestedText(stdin.value, stdin.decoded, idx, nestedState(), fr, 'nested-shell');
        }
        return NO_OUTPUT;
      case 'find':
        this.runFind(idx, argFields, st, fr, cwd);
        return NO_OUTPUT;
      case 'xargs':
        this.runXargs(idx, argFields, st, fr, cwd, stdin);
        return NO_OUTPUT;
      case 'parallel':
        this.runParallel(idx, argFields, st, fr, cwd, stdin);
        return NO_OUTPUT;
      case 'cd':
      case 'pushd':
      case 'popd':
        if (plainShell) this.changeDir(name, args, st);
        return EMPTY_OUTPUT;
      case 'exit':
      case 'return':
      case 'logout':
        if (plainShell) st.terminated = true;
        return NO_OUTPUT;
    }
    if (plainShell) this.builtinEffects(name, args, st);
    if (wrappers.includes('exec')) st.terminated = true;
    if (args.includes(null)) return { out: null, decoder: evalStatic(name, [], undefined, null).decoder };
    return evalStatic(name, args as string[], stdin === undefined ? undefined : stdin.value, cwd);
  }

  /** Variable effects of declaration builtins and friends. */
  private builtinEffects(name: string, args: Array<string | null>, st: ShellState): void {
    switch (name) {
      case 'export':
      case 'declare':
      case 'typeset':
      case 'local':
      case 'readonly': {
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
        return;
      }
      case 'read':
      case 'mapfile':
      case 'readarray':
      case 'getopts': {
        const withArg = new Set(['-a', '-d', '-i', '-n', '-N', '-p', '-t', '-u', '-C', '-c', '-O', '-s']);
        for (let i = 0; i < args.length; i++) {
          const a = args[i];
          if (a === null || a === undefined) continue;
          if (withArg.has(a)) {
            if (a === '-a' && args[i + 1]) st.setVar(args[i + 1]!, null);
            i++;
            continue;
          }
          if (isValidName(a)) st.setVar(a, null);
        }
        if ((name === 'read' || name === 'mapfile' || name === 'readarray') && !args.some((a) => a !== null && isValidName(a))) {
          st.setVar(name === 'read' ? 'REPLY' : 'MAPFILE', null);
        }
        return;
      }
      case 'unset': {
        if (args[0] === '-f') {
          for (const a of args.slice(1)) if (a) st.funcs.delete(a);
          return;
        }
        for (const a of args) if (a && isValidName(a)) st.setVar(a, '');
        return;
      }
      case 'set': {
        const dd = args.indexOf('--');
        if (dd >= 0) st.positional = args.slice(dd + 1);
        else {
          const a0 = args[0];
          if (typeof a0 === 'string' && !a0.startsWith('-') && !a0.startsWith('+')) st.positional = [...args];
        }
        return;
      }
      case 'shift': {
        const n = args[0] === undefined ? 1 : args[0] === null ? NaN : Number(args[0]);
        if (st.positional) st.positional = Number.isInteger(n) ? st.positional.slice(n) : null;
        return;
      }
      case 'printf': {
        if (args[0] !== '-v' || typeof args[1] !== 'string' || !isValidName(args[1])) return;
        const rest = args.slice(2);
        const fmtArgs = rest[0] === '--' ? rest.slice(1) : rest;
        const ok = fmtArgs.length > 0 && !fmtArgs.includes(null);
        st.setVar(args[1], ok ? printfOutput(fmtArgs[0]!, fmtArgs.slice(1) as string[]) : null);
        return;
      }
      case 'let':
        for (const a of args) if (a) for (const n of arithAssigned(a)) st.setVar(n, null);
        return;
      case 'alias':
        for (const a of args) {
          const eq = a === null ? -1 : a.indexOf('=');
          if (a !== null && eq > 0) {
            if (st.aliases.size >= MAX_VARS) return;
            if (st.aliases === EMPTY_ALIASES) st.aliases = new Map();
            st.aliases.set(a.slice(0, eq), a.slice(eq + 1));
          }
        }
        return;
      case 'unalias':
        if (st.aliases.size) {
          st.aliases = new Map(st.aliases);
          for (const a of args) if (a) st.aliases.delete(a);
        }
        return;
    }
  }

  private changeDir(name: string, args: Array<string | null>, st: ShellState): void {
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

  // --- nested scripts --------------------------------------------------------------------------

  /** Parses and runs `text` as a script in `fr` (already a child frame). */
  private runNested(text: string, fr: Frame, st: ShellState): void {
    if (fr.nest > SHELL_LIMITS.maxDepth) {
      this.issue('nesting-too-deep', `nested shells deeper than ${SHELL_LIMITS.maxDepth}`);
      this.emitUnresolved(fr, st, 'parse-failed');
      return;
    }
    if (!this.charge(text.length)) {
      this.emitUnresolved(fr, st, 'parse-failed');
      return;
    }
    const ps: ParseState = { issues: this.issues, budget: this.budget, aborted: false };
    const script = parseScript(text, ps, fr.nest);
    this.runScript(script, st, fr);
  }

  /** Runs a script given as a field (`bash -c FIELD`), or marks it unresolved. */
  private nestedFromField(f: Field, parent: number, st: ShellState, fr: Frame, context: InvocationContext, reason: UnresolvedReason | null): void {
    const cf = this.child(fr, context, parent);
    if (f.value === null) this.emitUnresolved(cf, st, reason ?? 'dynamic-nested-shell');
    else this.runNested(f.value, cf, st);
  }

  /** Runs script text that arrived as data (stdin, a process substitution), or marks it unresolved. */
  private nestedText(text: string | null, decoded: boolean, parent: number, st: ShellState, fr: Frame, context: InvocationContext): void {
    const cf = this.child(fr, context, parent);
    if (text === null) this.emitUnresolved(cf, st, decoded ? 'decoded-payload' : 'dynamic-nested-shell');
    else this.runNested(text, cf, st);
  }

  /** `bash [opts] -c SCRIPT [argv0 args…]`, `bash FILE`, or `bash` reading stdin. */
  private runShell(idx: number, args: Field[], st: ShellState, fr: Frame, stdin: Stdin | undefined): void {
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
      if (!scriptField) return;
      st.argv0 = operands[1] ? operands[1].value : null;
      st.positional = operands.slice(2).map((f) => f.value);
      this.nestedFromField(scriptField, idx, st, fr, 'nested-shell', 'dynamic-nested-shell');
      return;
    }
    if (operands.length > 0 && !readsStdin) {
      const file = operands[0]!;
      st.positional = operands.slice(1).map((f) => f.value);
      // `bash <(curl …)`: the script is whatever the process substitution prints.
      if (file.procOut !== undefined) this.nestedText(file.procOut, false, idx, st, fr, 'nested-shell');
      else if (file.value === '/dev/stdin' && stdin) this.nestedText(stdin.value, stdin.decoded, idx, st, fr, 'nested-shell');
      return;
    }
    if (readsStdin) st.positional = operands.map((f) => f.value);
    if (!stdin || stdin.file) return;
    if (stdin.value === null && stdin.raw !== undefined) {
      // A heredoc with unknown expansions: its commands are visible, but what the
      // expansions inject is not.
      this.runNested(stdin.raw, this.child(fr, 'nested-shell', idx), st.clone());
      this.emitUnresolved(this.child(fr, 'nested-shell', idx), st, 'dynamic-nested-shell');
      return;
    }
    this.nestedText(stdin.value, stdin.decoded, idx, st, fr, 'nested-shell');
  }

  /** `find … -exec CMD… ;` and friends: the find itself plus each command it runs. */
  private runFind(idx: number, args: Field[], st: ShellState, fr: Frame, cwd: string | null): void {
    for (let j = 0; j < args.length; j++) {
      const v = args[j]!.value;
      if (v !== '-exec' && v !== '-execdir' && v !== '-ok' && v !== '-okdir') continue;
      let k = j + 1;
      const tmpl: Field[] = [];
      while (k < args.length && args[k]!.value !== ';' && args[k]!.value !== '+') tmpl.push(args[k++]!);
      if (tmpl.length) {
        // -execdir runs in each match's directory, which the text does not say.
        const dir = v.endsWith('dir') ? null : cwd;
        this.emitCommand(tmpl, { assigns: [], redirects: [], stdin: undefined, cwd: dir }, st.clone(), this.child(fr, 'find-exec', idx), []);
      }
      j = k;
    }
  }

  /** `xargs [opts] CMD…`: the xargs plus its command template (with static input applied). */
  private runXargs(idx: number, args: Field[], st: ShellState, fr: Frame, cwd: string | null, stdin: Stdin | undefined): void {
    const withArg = new Set(['a', 'd', 'E', 'I', 'L', 'n', 'P', 's']);
    const optionalAttached = new Set(['e', 'i', 'l']);
    const longWithArg = new Set(['arg-file', 'delimiter', 'max-args', 'max-procs', 'max-chars', 'max-lines', 'process-slot-var']);
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
        if (longWithArg.has(opt) && eq < 0) {
          if (opt === 'delimiter') delim = args[j + 1]?.value ?? null;
          j++;
        } else if (opt === 'delimiter') delim = v.slice(eq + 1);
        continue;
      }
      if (v.length < 2 || v[0] !== '-') break;
      for (let k = 1; k < v.length; k++) {
        const ch = v[k]!;
        if (ch === '0') nul = true;
        if (optionalAttached.has(ch)) {
          if (ch === 'i') replace = v.slice(k + 1) || '{}';
          break;
        }
        if (withArg.has(ch)) {
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
    const cf = this.child(fr, 'xargs', idx);
    const run = (fields: Field[]): void => {
      this.emitCommand(fields, { assigns: [], redirects: [], stdin: undefined, cwd }, st.clone(), cf, []);
    };
    if (items && items.length && replace !== null) {
      for (const item of items.slice(0, 16)) {
        run(tmpl.map((f) => (f.value === null ? f : { ...f, value: f.value.split(replace!).join(item) })));
      }
    } else if (items && items.length) run([...tmpl, ...items.map(literalField)]);
    else run(tmpl);
  }

  /** GNU parallel: its command (joined and run by a shell) for each input, or the bare template. */
  private runParallel(idx: number, args: Field[], st: ShellState, fr: Frame, cwd: string | null, stdin: Stdin | undefined): void {
    const withArg = new Set(['-j', '-P', '-S', '-n', '-N', '-L', '-d', '-I', '-E', '-a', '-C', '--jobs', '--sshlogin', '--joblog', '--results', '--tmpdir', '--workdir', '--delay', '--timeout', '--retries', '--memfree', '--load', '--colsep', '--arg-file', '--tagstring', '--basefile', '--env', '--max-args', '--max-replace-args', '--halt']);
    let j = 0;
    while (j < args.length) {
      const v = args[j]!.value;
      if (v === null || !v.startsWith('-') || v === ':::' || v === '::::') break;
      if (v === '--') {
        j++;
        break;
      }
      j += withArg.has(v) ? 2 : 1;
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
    const cf = this.child(fr, 'xargs', idx);
    const ns = (): ShellState => {
      const s = st.clone();
      s.cwd = cwd;
      return s;
    };
    const parts = tmpl.map((f) => f.value);
    if (tmpl.length === 0 || parts.includes(null)) {
      if (tmpl.length) this.emitUnresolved(cf, st, 'dynamic-nested-shell');
      return;
    }
    const text = parts.join(' ');
    if (!values || values.length === 0 || values.includes(null)) {
      this.runNested(text, cf, ns());
      return;
    }
    for (const v of values.slice(0, 16) as string[]) {
      const q = shellQuote(v);
      this.runNested(text.includes('{}') ? text.split('{}').join(q) : `${text} ${q}`, cf, ns());
    }
  }

  // --- functions -----------------------------------------------------------------------------

  private callFunction(fn: FuncInfo, args: Array<string | null>, st: ShellState, fr: Frame): void {
    if (this.callStack.includes(fn) || !fn.node.body) return;
    if (fr.nest + 1 > SHELL_LIMITS.maxDepth) {
      this.issue('nesting-too-deep', `function calls nested deeper than ${SHELL_LIMITS.maxDepth}`);
      return;
    }
    if (!this.charge(CALL_COST)) return;
    fn.called = true;
    const saved = st.positional;
    st.positional = args;
    this.callStack.push(fn);
    this.runCommand(fn.node.body, st, { ...fr, nest: fr.nest + 1, subRoots: undefined });
    this.callStack.pop();
    st.positional = saved;
    st.terminated = false;
  }

  /** Functions defined but never called still have their bodies listed (issue 2: `f() { rm -rf ~; }`). */
  private flushFunctions(): void {
    for (let i = 0; i < this.funcs.length && !this.full; i++) {
      const fn = this.funcs[i]!;
      if (fn.called || !fn.node.body) continue;
      fn.called = true;
      if (fn.frame.nest + 1 > SHELL_LIMITS.maxDepth || !this.charge(CALL_COST)) continue;
      const st = fn.state.clone();
      st.positional = null;
      this.callStack.push(fn);
      this.runCommand(fn.node.body, st, { ...fn.frame, nest: fn.frame.nest + 1 });
      this.callStack.pop();
    }
  }
}
