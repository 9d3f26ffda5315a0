/**
 * The walk: runs the syntax tree (ast.ts) as a shell would and lists every program it would
 * start (`Invocation`s), with expansions resolved as far as the text alone allows.
 *
 * The abstract shell state (shell-state.ts) is carried along: lists, pipelines and compound
 * commands are followed here; words are expanded by the layer this extends (expansion.ts);
 * wrappers are taken off (wrappers.ts); builtins change the state through their table
 * (builtins.ts); commands that run other code — shells, eval, xargs, find -exec, aliases —
 * are followed through theirs (indirection.ts). What cannot be resolved is listed with
 * `unresolved` set, for the rules to treat as dangerous.
 *
 * Work is bounded: invocations by SHELL_LIMITS.maxInvocations, nesting by maxDepth, and all
 * expansion and re-parsing by one Budget (limits.ts), so adversarial input stays linear.
 */
import { arithAssigned } from './arith.js';
import { isValidName, type AndOr, type Command, type Pipeline, type RedirNode, type Script } from './ast.js';
import { BUILTINS, collectMods, type Mods } from './builtins.js';
import { evalStatic, type StaticResult } from './decode.js';
import { Expander } from './expansion.js';
import { parseScript } from './grammar.js';
import { expandAlias, indirectionOf, nestedFromField, type CallSite, type Walk } from './indirection.js';
import { addIssue, CALL_COST, MAX_VARS, type ParseState } from './limits.js';
import { baseName, normalizePath } from './paths.js';
import { EMPTY_ENV, EMPTY_OUTPUT, joined, NO_OUTPUT, ShellState, type CommandExtras, type Frame, type FuncInfo } from './shell-state.js';
import { SHELL_LIMITS, type Invocation, type Redirect, type UnresolvedReason } from './types.js';
import { peelWrappers, type Field } from './wrappers.js';

/** The walk: runs a parsed script as a shell would and lists every program it starts. */
export class Flattener extends Expander implements Walk {
  readonly out: Invocation[] = [];
  private full = false;
  private readonly counter = { n: 0 };
  private snapVersion = -1;
  private snap: Record<string, string | null> = EMPTY_ENV;
  private readonly funcs: FuncInfo[] = [];
  private readonly callStack: FuncInfo[] = [];
  private modsMemo: WeakMap<object, Mods> | null = null;

  /** Runs a top-level script starting in `cwd`. */
  run(script: Script, cwd: string): void {
    const st = new ShellState(normalizePath(cwd), this.counter, () =>
      addIssue(this.issues, 'too-many-commands', `more than ${MAX_VARS} variables assigned`),
    );
    const fr: Frame = {
      context: 'top',
      parent: null,
      depth: 0,
      nest: 0,
      background: false,
      collectors: [],
      stdin: undefined,
      redirects: [],
      subRoots: undefined,
    };
    this.runScript(script, st, fr);
    this.flushFunctions();
  }

  // --- bookkeeping -------------------------------------------------------------------------

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

  /**
   * The environment an invocation records: the line's variables and the command's own
   * assignments. Without assignments of its own, commands share one frozen snapshot per
   * version of the state, so listing many commands does not copy the variables each time.
   */
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

  private invocation(
    fr: Frame,
    st: ShellState,
    fields: {
      name: string | null;
      path: string | null;
      args: Array<string | null>;
      wrappers?: string[];
      wrapperArgs?: Record<string, string[]>;
      env?: Array<[string, string | null]>;
      cwd: string | null;
      redirects?: Redirect[];
      unresolved?: UnresolvedReason;
    },
  ): Invocation {
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
  emitUnresolved(fr: Frame, st: ShellState, reason: UnresolvedReason): number {
    return this.emit(this.invocation(fr, st, { name: null, path: null, args: [], cwd: st.cwd, unresolved: reason }), fr);
  }

  // --- lists and pipelines -----------------------------------------------------------------

  protected runScript(script: Script, st: ShellState, fr: Frame): StaticResult {
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
  private runAndOr(ao: AndOr, st: ShellState, fr: Frame): StaticResult {
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
    const res = this.emitCommand(fields, { assigns, redirects, stdin }, st, fr, subRoots);
    if (res.out !== null) this.feedOutputSubstitutions(cmd.redirects, res.out, st, fr);
    return res;
  }

  /**
   * `echo 'rm -rf ~' > >(sh)`: a process substitution on stdout reads what the command prints.
   * It was listed with unknown input when the redirection was expanded; when the output is known
   * it runs again with that input, so a shell in it runs the text as a script.
   */
  private feedOutputSubstitutions(redirs: RedirNode[], out: string, st: ShellState, fr: Frame): void {
    for (const r of redirs) {
      if ((r.op !== '>' && r.op !== '>>' && r.op !== '>|') || (r.fd !== undefined && r.fd !== 1)) continue;
      const p = r.target?.parts.length === 1 ? r.target.parts[0] : undefined;
      if (p?.kind !== 'procsub' || p.dir !== '>') continue;
      const cf: Frame = {
        ...fr,
        context: 'process-substitution',
        depth: fr.depth + 1,
        nest: fr.nest + 1,
        collectors: [],
        stdin: { value: out, decoded: false, file: false },
        redirects: [],
        subRoots: undefined,
      };
      this.runScript(p.body, st.clone(), cf);
    }
  }

  // --- one command ----------------------------------------------------------------------------

  /** Lists one command (wrappers taken off, functions called) and what it runs in turn. */
  emitCommand(fieldsIn: Field[], ex: CommandExtras, st: ShellState, fr: Frame, subRoots: number[]): StaticResult {
    const peeled = peelWrappers(fieldsIn, ex.cwd !== undefined ? ex.cwd : st.cwd, (base) => st.funcs.has(base));
    const { wrappers, wrapperArgs, cwd, script } = peeled;
    const env: Array<[string, string | null]> = [...ex.assigns, ...peeled.env];
    const rest = peeled.fields;

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

    const fields = { name, path, args, wrappers, wrapperArgs, env, cwd, redirects: ex.redirects, ...(unresolved ? { unresolved } : {}) };
    const idx = this.emit(this.invocation(fr, st, fields), fr);
    if (idx < 0) return NO_OUTPUT;
    for (const r of subRoots) this.out[r]!.parent = idx;
    if (name === null) return NO_OUTPUT;

    // The nested scripts of this command see the command's environment and directory.
    const nestedState = (): ShellState => {
      const ns = st.clone();
      ns.cwd = cwd;
      ns.funcs = new Map();
      for (const [k, v] of env) if (isValidName(k)) ns.setVar(k, v);
      return ns;
    };
    if (script) {
      nestedFromField(this, script, idx, nestedState(), fr, 'nested-shell', null);
      return NO_OUTPUT;
    }
    const call: CallSite = { idx, args, argFields, st, fr, cwd, stdin: ex.stdin ?? fr.stdin, nestedState };
    if (wrappers.length === 0 && st.aliases.has(path!)) expandAlias(this, path!, call);
    const indirection = indirectionOf(name);
    if (indirection) return indirection(this, call);
    // Builtins change the shell's state only when the shell itself runs them (`sudo cd` does not).
    const plainShell = wrappers.every((w) => w === 'builtin' || w === 'command');
    const builtin = Object.hasOwn(BUILTINS, name) ? BUILTINS[name] : undefined;
    if (builtin) {
      if (plainShell) builtin.effect(args, st, name);
      if (builtin.output) return builtin.output;
    }
    if (wrappers.includes('exec')) st.terminated = true;
    if (args.includes(null)) return { out: null, decoder: evalStatic(name, [], undefined, null).decoder };
    return evalStatic(name, args as string[], call.stdin === undefined ? undefined : call.stdin.value, cwd);
  }

  // --- nested scripts --------------------------------------------------------------------------

  /** Parses and runs `text` as a script in `fr` (already a child frame). */
  runNested(text: string, fr: Frame, st: ShellState): void {
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

  /** Functions defined but never called still have their bodies listed: `f() { rm -rf ~; }` is judged even unused. */
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
