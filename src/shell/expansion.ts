/**
 * Expansion: a word's parts (literals, parameters, substitutions, arithmetic, process
 * substitutions) turned into the fields a command receives, with brace expansion, tilde
 * prefixes, word splitting on IFS and the `${x…}` operators, as far as the text alone
 * allows. A value that depends on anything outside the line is null (unknown). Substitutions
 * are run through the walk above (`runScript`), so the commands in them are listed too.
 */
import { evalArith } from './arith.js';
import { isValidName, type Part, type RedirNode, type Script, type Word } from './ast.js';
import { braceExpand, hasUnquotedBrace } from './brace.js';
import type { StaticResult } from './decode.js';
import { addIssue, MAX_BRACE_WORD, MAX_GLOB_TRIM_PATTERN, MAX_GLOB_TRIM_VALUE, type Budget } from './limits.js';
import type { Frame, ShellState, Stdin } from './shell-state.js';
import type { InvocationContext, ParseIssue, Redirect, RedirectOp } from './types.js';
import { literalField, unknownField, type Field } from './wrappers.js';

/** The path a process substitution expands to (any /dev/fd path would do; fixed so results replay). */
const PROCSUB_PATH = '/dev/fd/63';

/** Parameter operators that yield the value itself (or the word), never a piece of it. */
const PASSTHROUGH_OPS: ReadonlySet<string> = new Set(['', ':-', '-', ':=', '=', ':?', '?', ':+', '+']);

/** The descriptor a redirection applies to when none is written. */
const DEFAULT_FD: Record<RedirectOp, number> = {
  '>': 1,
  '>>': 1,
  '>|': 1,
  '<': 0,
  '<>': 0,
  '<<': 0,
  '<<-': 0,
  '<<<': 0,
  '>&': 1,
  '<&': 0,
  '&>': 1,
  '&>>': 1,
};

/** Whether unquoted text holds a glob the shell would match against files. */
function hasGlob(text: string): boolean {
  if (text.includes('*') || text.includes('?')) return true;
  const open = text.indexOf('[');
  return open >= 0 && text.indexOf(']', open + 1) > open;
}

/** Shell glob match for `*` and `?` (used by `${x#pat}` and friends); callers refuse `[…]` classes. */
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

/** The expansion layer of the walk, with the bookkeeping (issues, budget) both share. */
export abstract class Expander {
  constructor(
    protected readonly issues: ParseIssue[],
    protected readonly budget: Budget,
  ) {}

  protected issue(code: ParseIssue['code'], detail: string): void {
    addIssue(this.issues, code, detail);
  }

  protected charge(n: number): boolean {
    if (this.budget.charge(n)) return true;
    this.issue('too-long', 'expansion budget exhausted: the line expands to too much text');
    return false;
  }

  // --- expansion -----------------------------------------------------------------------------

  /** Expands a word into fields, appended to `out` (also returned). */
  protected expandWord(w: Word, st: ShellState, fr: Frame, split: boolean, brace: boolean, out: Field[] = []): Field[] {
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
  protected expandScalar(w: Word, st: ShellState, fr: Frame): Field {
    if (w.array) return this.expandWord(w, st, fr, false, false)[0]!;
    const out: Field[] = [];
    this.fieldsOf(w.parts, st, fr, false, out);
    if (out.length === 0) return literalField('');
    if (out.length === 1) return out[0]!;
    const vals = out.map((f) => f.value);
    return { value: vals.includes(null) ? null : vals.join(' '), sub: out.some((f) => f.sub), glob: false };
  }

  /** Parts expanded as one string (fields joined by a space); null when any part is unknown. */
  protected scalarOf(parts: Part[], st: ShellState, fr: Frame): string | null {
    const out: Field[] = [];
    this.fieldsOf(parts, st, fr, false, out);
    if (out.length === 0) return '';
    const vals = out.map((f) => f.value);
    return vals.includes(null) ? null : vals.join(' ');
  }

  /** The field separators: IFS when the line set it, else bash's default. */
  private ifs(st: ShellState): string {
    const v = st.vars.get('IFS');
    return typeof v === 'string' ? v : ' \t\n';
  }

  /** Expands parts into fields, appended to `out`: unquoted values split on IFS, `"$@"` one field each. */
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

  private partValue(
    p: Part,
    st: ShellState,
    fr: Frame,
  ): { value: string | null; sub: boolean; procOut?: string | null; list?: Array<string | null> } {
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
      case '?':
      case '$':
      case '!':
      case '-':
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
        if (base.length > MAX_GLOB_TRIM_VALUE || pat.length > MAX_GLOB_TRIM_PATTERN) return null;
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

  protected expandRedirects(redirs: RedirNode[], st: ShellState, fr: Frame): { redirects: Redirect[]; stdin: Stdin | undefined } {
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

  /** Runs a script as the walk does (for substitutions); what it prints, when known. */
  protected abstract runScript(script: Script, st: ShellState, fr: Frame): StaticResult;
}
