/**
 * A recursive-descent parser of POSIX/bash shell syntax, producing an AST that the
 * flattening pass (flatten.ts) turns into the invocations the rules read (SPEC §5: the rules
 * judge "understands shell commands as a shell does").
 *
 * The lexer is driven by the parser, as in bash, because shell tokenisation depends on where
 * the parser is: reserved words only count in command position, `$(…)` holds a whole nested
 * list, and heredoc bodies start at the next newline. Every loop consumes input or stops, so
 * the parse is linear in the text, and nesting is bounded by SHELL_LIMITS.maxDepth: past it
 * the parse is abandoned with an issue rather than recursing further. Nothing here throws on
 * user text.
 */
import { decodeAnsiC } from './escapes.js';
import { SHELL_LIMITS, type ParseIssue, type ParseIssueCode, type RedirectOp } from './types.js';

// The parser's escape decoding lives with the other dialects in escapes.ts.
export { decodeAnsiC, readRadix } from './escapes.js';

// ---------------------------------------------------------------------------------------------
// AST

export type Part =
  /** Literal text; `quoted` when it came from quotes or a backslash (no splitting, globbing, braces). */
  | { kind: 'lit'; text: string; quoted: boolean }
  /** `$name`, `${name}`, `${name op arg}`; op '' for a plain reference. */
  | { kind: 'param'; name: string; op: string; arg: Part[] | null; quoted: boolean }
  | { kind: 'cmdsub'; body: Script; quoted: boolean }
  | { kind: 'arith'; parts: Part[]; quoted: boolean }
  | { kind: 'procsub'; dir: '<' | '>'; body: Script };

export interface Word {
  parts: Part[];
  /** The source text of the word, quotes included. */
  raw: string;
  /** Elements of a compound assignment `name=(a b c)`. */
  array?: Word[];
}

export interface Script {
  items: ListItem[];
}
export interface ListItem {
  andOr: AndOr;
  background: boolean;
}
export interface AndOr {
  head: Pipeline;
  tail: Array<{ op: '&&' | '||'; pipeline: Pipeline }>;
}
export interface Pipeline {
  negated: boolean;
  commands: Command[];
}

export interface HeredocNode {
  delimiter: string;
  /** A quoted delimiter makes the body literal; otherwise `$…` and backticks in it expand. */
  quoted: boolean;
  stripTabs: boolean;
  body: string;
  /** The body parsed as expandable text (unquoted heredocs only). */
  parts: Part[] | null;
  complete: boolean;
}

export interface RedirNode {
  op: RedirectOp;
  fd: number | undefined;
  target: Word | null;
  heredoc?: HeredocNode;
}

export interface Assign {
  name: string;
  value: Word | null;
  append: boolean;
  array: Word[] | null;
}

export interface SimpleCommand {
  kind: 'simple';
  assigns: Assign[];
  words: Word[];
  redirects: RedirNode[];
}
export interface SubshellCommand {
  kind: 'subshell';
  body: Script;
  redirects: RedirNode[];
}
export interface GroupCommand {
  kind: 'group';
  body: Script;
  redirects: RedirNode[];
}
export interface IfCommand {
  kind: 'if';
  clauses: Array<{ cond: Script; body: Script }>;
  elseBody: Script | null;
  redirects: RedirNode[];
}
export interface LoopCommand {
  kind: 'loop';
  until: boolean;
  cond: Script;
  body: Script;
  redirects: RedirNode[];
}
export interface ForCommand {
  kind: 'for';
  /** The loop variable; null for the arithmetic form `for ((…))`. */
  name: string | null;
  items: Word[] | null;
  head: Part[] | null;
  body: Script;
  redirects: RedirNode[];
}
export interface CaseCommand {
  kind: 'case';
  word: Word | null;
  arms: Array<{ patterns: Word[]; body: Script }>;
  redirects: RedirNode[];
}
export interface FunctionDef {
  kind: 'function';
  name: string;
  body: Command | null;
}
export interface ArithCommand {
  kind: 'arith';
  parts: Part[];
  redirects: RedirNode[];
}
export interface TestCommand {
  kind: 'test';
  words: Word[];
  redirects: RedirNode[];
}

export type Command =
  | SimpleCommand
  | SubshellCommand
  | GroupCommand
  | IfCommand
  | LoopCommand
  | ForCommand
  | CaseCommand
  | FunctionDef
  | ArithCommand
  | TestCommand;

// ---------------------------------------------------------------------------------------------
// Shared parse state

/** A work allowance shared by one analysis, so expansions and re-parses stay linear-bounded. */
export class Budget {
  used = 0;
  exhausted = false;
  /** Commands and substitutions parsed so far, across every nested parse of one analysis. */
  commands = 0;
  constructor(readonly limit: number) {}
  /** Spend `n` units; false (and exhausted from then on) once the allowance is gone. */
  charge(n: number): boolean {
    if (this.exhausted) return false;
    this.used += n;
    if (this.used > this.limit) this.exhausted = true;
    return !this.exhausted;
  }
}

const MAX_ISSUES = 64;

/** Appends literal text, merging with a preceding literal of the same quoting (keeps `''''…` flat). */
function pushLit(parts: Part[], text: string, quoted: boolean): void {
  const last = parts[parts.length - 1];
  if (last && last.kind === 'lit' && last.quoted === quoted) last.text += text;
  else parts.push({ kind: 'lit', text, quoted });
}

export function addIssue(issues: ParseIssue[], code: ParseIssueCode, detail: string): void {
  if (issues.length >= MAX_ISSUES) return;
  for (const i of issues) if (i.code === code && i.detail === detail) return;
  issues.push({ code, detail });
}

export interface ParseState {
  issues: ParseIssue[];
  budget: Budget;
  /** Set when a bound is hit: the rest of this text is not parsed. */
  aborted: boolean;
}

// ---------------------------------------------------------------------------------------------
// Tokens

type Tok =
  | { t: 'word'; w: Word; at: number }
  | { t: 'op'; op: string; fd: number | undefined; at: number }
  | { t: 'nl'; at: number }
  | { t: 'eof'; at: number };

const REDIRECT_OPS: ReadonlySet<string> = new Set([
  '>', '>>', '>|', '<', '<>', '<<', '<<-', '<<<', '>&', '<&', '&>', '&>>',
]);

/** Keywords that end a list; in command position they are never the start of a command. */
const CLOSERS: ReadonlySet<string> = new Set(['then', 'elif', 'else', 'fi', 'do', 'done', 'esac', '}', ']]']);
const NONE: ReadonlySet<string> = new Set();
const STOP_THEN = new Set(['then']);
const STOP_ELSE = new Set(['elif', 'else', 'fi']);
const STOP_FI = new Set(['fi']);
const STOP_DO = new Set(['do']);
const STOP_DONE = new Set(['done']);
const STOP_BRACE = new Set(['}']);
const STOP_ESAC = new Set(['esac']);

function isBreak(c: string): boolean {
  return (
    c === ' ' || c === '\t' || c === '\n' || c === ';' || c === '&' || c === '|' ||
    c === '<' || c === '>' || c === '(' || c === ')'
  );
}

/** Characters that end a run of plain unquoted word text, as a table over char codes. */
const WORD_SPECIAL = new Uint8Array(128);
for (const c of ' \t\n;&|<>()\\\'"`$') WORD_SPECIAL[c.charCodeAt(0)] = 1;

function isWordSpecial(c: string): boolean {
  const k = c.charCodeAt(0);
  return k < 128 && WORD_SPECIAL[k] === 1;
}

/** Index of the first word-special character at or after `from` (or the end). */
function plainRunEnd(s: string, from: number): number {
  let j = from;
  const n = s.length;
  while (j < n) {
    const k = s.charCodeAt(j);
    if (k < 128 && WORD_SPECIAL[k] === 1) break;
    j++;
  }
  return j;
}

function isNameStart(c: string | undefined): boolean {
  return c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_');
}
function isNameChar(c: string | undefined): boolean {
  return isNameStart(c) || (c !== undefined && c >= '0' && c <= '9');
}
function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

export function isValidName(s: string): boolean {
  if (!isNameStart(s[0])) return false;
  for (let i = 1; i < s.length; i++) if (!isNameChar(s[i])) return false;
  return true;
}

/** The text of a word made only of unquoted literal text (a possible keyword), else null. */
export function plainText(w: Word): string | null {
  if (w.array) return null;
  if (w.parts.length !== 1) return null;
  const p = w.parts[0]!;
  return p.kind === 'lit' && !p.quoted ? p.text : null;
}

/** `NAME=` or `NAME+=` at the start of a word, or null. */
function assignmentPrefix(w: Word): { name: string; append: boolean; rest: string } | null {
  const p = w.parts[0];
  if (!p || p.kind !== 'lit' || p.quoted) return null;
  const eq = p.text.indexOf('=');
  if (eq <= 0) return null;
  const append = p.text[eq - 1] === '+';
  const name = p.text.slice(0, append ? eq - 1 : eq);
  if (!isValidName(name)) return null;
  return { name, append, rest: p.text.slice(eq + 1) };
}

export function toAssign(w: Word): Assign | null {
  const pre = assignmentPrefix(w);
  if (!pre) return null;
  if (w.array) return { name: pre.name, value: null, append: pre.append, array: w.array };
  const parts: Part[] = [];
  if (pre.rest) parts.push({ kind: 'lit', text: pre.rest, quoted: false });
  parts.push(...w.parts.slice(1));
  return { name: pre.name, value: { parts, raw: w.raw.slice(w.raw.indexOf('=') + 1) }, append: pre.append, array: null };
}

// ---------------------------------------------------------------------------------------------
// Parser

class Parser {
  private pos = 0;
  private la: Tok | null = null;
  private pending: HeredocNode[] = [];
  /** Open `$(…)` / `<(…)` levels, for the `EOF)` heredoc terminator bash accepts inside them. */
  private subDepth = 0;
  /** Lexing a redirection target: `>&12>x` is the word `12`, not a descriptor number. */
  private targetNext = false;

  constructor(
    private readonly src: string,
    private readonly st: ParseState,
    private depth: number,
  ) {}

  parseTop(): Script {
    const script = this.parseList(NONE, false, false);
    // Anything left is an unbalanced closer; parseList reports and skips those itself.
    return script;
  }

  // --- bookkeeping -------------------------------------------------------------------------

  private issue(code: ParseIssueCode, detail: string): void {
    addIssue(this.st.issues, code, detail);
  }

  /** Enters one nesting level; past the bound the parse is abandoned (never deeper recursion). */
  private enter(): boolean {
    this.depth++;
    if (this.depth > SHELL_LIMITS.maxDepth) {
      if (!this.st.aborted) this.issue('nesting-too-deep', `nesting deeper than ${SHELL_LIMITS.maxDepth} at offset ${this.pos}`);
      this.st.aborted = true;
      return false;
    }
    return true;
  }
  private leave(): void {
    this.depth--;
  }

  /** Counts one command or substitution against SHELL_LIMITS.maxInvocations; past it, stop. */
  private countCommand(): boolean {
    if (++this.st.budget.commands > SHELL_LIMITS.maxInvocations) {
      if (!this.st.aborted) this.issue('too-many-commands', `more than ${SHELL_LIMITS.maxInvocations} commands`);
      this.st.aborted = true;
      return false;
    }
    return true;
  }

  // --- tokens --------------------------------------------------------------------------------

  private peek(): Tok {
    if (this.la === null) this.la = this.lex();
    return this.la;
  }
  private next(): Tok {
    const t = this.peek();
    this.la = null;
    return t;
  }
  private isKw(t: Tok, kw: string): boolean {
    return t.t === 'word' && plainText(t.w) === kw;
  }
  private isOp(t: Tok, op: string): boolean {
    return t.t === 'op' && t.op === op;
  }
  private skipNewlines(): void {
    while (this.peek().t === 'nl') this.next();
  }
  private describe(t: Tok): string {
    if (t.t === 'word') return `'${t.w.raw.slice(0, 20)}'`;
    if (t.t === 'op') return `'${t.op}'`;
    return t.t === 'nl' ? 'newline' : 'end of input';
  }

  private skipBlanks(): void {
    const s = this.src;
    while (this.pos < s.length) {
      const c = s[this.pos];
      if (c === ' ' || c === '\t') this.pos++;
      else if (c === '\\' && s[this.pos + 1] === '\n') this.pos += 2;
      else if (c === '#') {
        const nl = s.indexOf('\n', this.pos);
        this.pos = nl < 0 ? s.length : nl;
      } else break;
    }
  }

  private lex(): Tok {
    if (this.st.aborted) return { t: 'eof', at: this.pos };
    this.skipBlanks();
    const s = this.src;
    const at = this.pos;
    if (this.pos >= s.length) {
      this.failPendingHeredocs();
      return { t: 'eof', at };
    }
    const c = s[this.pos]!;
    const n = s[this.pos + 1];
    if (c === '\n') {
      this.pos++;
      this.readHeredocs();
      return { t: 'nl', at };
    }
    if (c === '<' || c === '>') {
      if (n === '(') return { t: 'word', w: this.readWord(), at };
      return this.lexRedirect(undefined, at);
    }
    if (isDigit(c) && !this.targetNext) {
      let j = this.pos;
      while (isDigit(s[j])) j++;
      if ((s[j] === '<' || s[j] === '>') && s[j + 1] !== '(' && j - this.pos <= 9) {
        const fd = parseInt(s.slice(this.pos, j), 10);
        this.pos = j;
        return this.lexRedirect(fd, at);
      }
      return { t: 'word', w: this.readWord(), at };
    }
    const op = (o: string): Tok => {
      this.pos += o.length;
      return { t: 'op', op: o, fd: undefined, at };
    };
    switch (c) {
      case '&':
        if (n === '&') return op('&&');
        if (n === '>') return op(s[this.pos + 2] === '>' ? '&>>' : '&>');
        return op('&');
      case '|':
        if (n === '|') return op('||');
        if (n === '&') return op('|&');
        return op('|');
      case ';':
        if (n === ';') return op(s[this.pos + 2] === '&' ? ';;&' : ';;');
        if (n === '&') return op(';&');
        return op(';');
      case '(':
        return op('(');
      case ')':
        return op(')');
    }
    return { t: 'word', w: this.readWord(), at };
  }

  private lexRedirect(fd: number | undefined, at: number): Tok {
    const s = this.src;
    const rest = s.startsWith.bind(s);
    const p = this.pos;
    let o: string;
    if (s[p] === '<') {
      if (rest('<<<', p)) o = '<<<';
      else if (rest('<<-', p)) o = '<<-';
      else if (rest('<<', p)) o = '<<';
      else if (rest('<>', p)) o = '<>';
      else if (rest('<&', p)) o = '<&';
      else o = '<';
    } else {
      if (rest('>>', p)) o = '>>';
      else if (rest('>|', p)) o = '>|';
      else if (rest('>&', p)) o = '>&';
      else o = '>';
    }
    this.pos += o.length;
    return { t: 'op', op: o, fd, at };
  }

  // --- heredocs ------------------------------------------------------------------------------

  private failPendingHeredocs(): void {
    if (this.pending.length === 0) return;
    for (const h of this.pending) h.complete = false;
    const first = this.pending[0]!.delimiter.slice(0, 40);
    const more = this.pending.length > 1 ? ` (and ${this.pending.length - 1} more)` : '';
    this.issue('unterminated-heredoc', `heredoc '${first}'${more} has no terminating line`);
    this.pending = [];
  }

  /** Reads the bodies of the heredocs opened on the line just ended (bash: at the newline). */
  private readHeredocs(): void {
    if (this.pending.length === 0) return;
    const s = this.src;
    const docs = this.pending;
    this.pending = [];
    for (const h of docs) {
      const lines: string[] = [];
      let found = false;
      while (this.pos < s.length) {
        const nl = s.indexOf('\n', this.pos);
        const end = nl < 0 ? s.length : nl;
        let line = s.slice(this.pos, end);
        if (h.stripTabs) {
          let k = 0;
          while (line[k] === '\t') k++;
          line = line.slice(k);
        }
        if (line === h.delimiter) {
          this.pos = nl < 0 ? s.length : nl + 1;
          found = true;
          break;
        }
        // bash also ends a heredoc at `DELIM)` when it is inside `$(…)`.
        if (this.subDepth > 0 && line.startsWith(h.delimiter) && line[h.delimiter.length] === ')') {
          this.pos += s.slice(this.pos, end).indexOf(h.delimiter) + h.delimiter.length;
          found = true;
          break;
        }
        lines.push(line);
        this.pos = nl < 0 ? s.length : nl + 1;
      }
      h.body = lines.length ? lines.join('\n') + '\n' : '';
      h.complete = found;
      if (!found) this.issue('unterminated-heredoc', `heredoc '${h.delimiter.slice(0, 40)}' has no terminating line`);
      if (!h.quoted && h.body) {
        if (!this.st.budget.charge(h.body.length)) {
          this.issue('too-long', 'expansion budget exhausted');
        } else if (this.enter()) {
          const sub = new Parser(h.body, this.st, this.depth);
          h.parts = sub.readDoubleContent(true);
          this.leave();
        }
      }
    }
  }

  // --- words ---------------------------------------------------------------------------------

  private readWord(): Word {
    const s = this.src;
    const start = this.pos;
    {
      // Fast path: a word of plain characters only (most words), one slice for text and raw.
      const j = plainRunEnd(s, start);
      const end = s[j];
      if (j > start && (end === undefined || (isBreak(end) && end !== '(' && !((end === '<' || end === '>') && s[j + 1] === '(')))) {
        this.pos = j;
        const text = s.slice(start, j);
        return { parts: [{ kind: 'lit', text, quoted: false }], raw: text };
      }
    }
    const parts: Part[] = [];
    // Unquoted text not yet pushed (kept out of a closure: this is the hottest loop).
    let buf = '';
    let array: Word[] | undefined;
    while (this.pos < s.length && !this.st.aborted) {
      const c = s[this.pos]!;
      if (isBreak(c)) {
        if ((c === '<' || c === '>') && s[this.pos + 1] === '(') {
          if (buf) pushLit(parts, buf, false);
          buf = '';
          const p = this.readProcSub();
          if (p) parts.push(p);
          continue;
        }
        if (c === '(' && parts.length === 0 && /^[A-Za-z_][A-Za-z0-9_]*\+?=$/.test(buf)) {
          array = this.readArray();
        }
        break;
      }
      if (c !== '\\' && c !== "'" && c !== '"' && c !== '`' && c !== '$') {
        const j = plainRunEnd(s, this.pos + 1);
        buf += s.slice(this.pos, j);
        this.pos = j;
        continue;
      }
      if (c === '\\') {
        const n = s[this.pos + 1];
        if (n === undefined) {
          buf += '\\';
          this.pos++;
          continue;
        }
        if (n === '\n') {
          this.pos += 2;
          continue;
        }
      }
      if (c === '$' && !this.isDollarExpansion(false)) {
        buf += '$';
        this.pos++;
        continue;
      }
      if (buf) pushLit(parts, buf, false);
      buf = '';
      if (c === '\\') {
        pushLit(parts, s[this.pos + 1]!, true);
        this.pos += 2;
      } else if (c === "'") {
        const j = s.indexOf("'", this.pos + 1);
        if (j < 0) {
          this.issue('unterminated-quote', `unterminated single quote at offset ${this.pos}`);
          pushLit(parts, s.slice(this.pos + 1), true);
          this.pos = s.length;
        } else {
          pushLit(parts, s.slice(this.pos + 1, j), true);
          this.pos = j + 1;
        }
      } else if (c === '"') this.readDouble(parts);
      else if (c === '`') parts.push(this.readBacktick(false));
      else this.readDollar(parts, false);
    }
    if (buf) pushLit(parts, buf, false);
    const w: Word = { parts, raw: s.slice(start, this.pos) };
    if (array) w.array = array;
    return w;
  }

  /** Whether the `$` at the cursor starts an expansion (else it is a literal dollar sign). */
  private isDollarExpansion(quoted: boolean): boolean {
    const n = this.src[this.pos + 1];
    if (n === undefined) return false;
    if (n === '(' || n === '{' || isNameStart(n) || isDigit(n) || '@*#?-$!'.includes(n)) return true;
    return !quoted && (n === "'" || n === '"');
  }

  /** `name=( … )`: the elements, read as words up to the closing parenthesis. */
  private readArray(): Word[] {
    const s = this.src;
    const elems: Word[] = [];
    this.pos++; // (
    if (!this.enter()) return elems;
    for (;;) {
      if (this.st.aborted) break;
      this.skipBlanks();
      if (this.pos >= s.length) {
        this.issue('unbalanced', 'unterminated array assignment');
        break;
      }
      const c = s[this.pos]!;
      if (c === '\n') this.pos++;
      else if (c === ')') {
        this.pos++;
        break;
      } else if (isBreak(c) && !((c === '<' || c === '>') && s[this.pos + 1] === '(')) {
        this.issue('syntax', `unexpected '${c}' in array assignment at offset ${this.pos}`);
        this.pos++;
      } else elems.push(this.readWord());
    }
    this.leave();
    return elems;
  }

  private readDouble(parts: Part[]): void {
    const start = this.pos;
    this.pos++; // opening quote
    const inner = this.readDoubleContent(false);
    if (this.src[this.pos] === '"') this.pos++;
    else if (!this.st.aborted) this.issue('unterminated-quote', `unterminated double quote at offset ${start}`);
    if (inner.length === 0) inner.push({ kind: 'lit', text: '', quoted: true });
    for (const p of inner) {
      if (p.kind === 'lit') pushLit(parts, p.text, p.quoted);
      else parts.push(p);
    }
  }

  /**
   * The inside of double quotes, or (heredoc=true) of an unquoted heredoc body, where `"`
   * is ordinary and backslash only escapes `$`, backquote, backslash and newline.
   */
  readDoubleContent(heredoc: boolean): Part[] {
    const s = this.src;
    const parts: Part[] = [];
    let buf = '';
    const flush = (): void => {
      if (buf) parts.push({ kind: 'lit', text: buf, quoted: true });
      buf = '';
    };
    while (this.pos < s.length && !this.st.aborted) {
      const c = s[this.pos]!;
      if (c === '"' && !heredoc) break;
      if (c === '\\') {
        const n = s[this.pos + 1];
        if (n === '\n') this.pos += 2;
        else if (n === '$' || n === '`' || n === '\\' || (n === '"' && !heredoc)) {
          buf += n;
          this.pos += 2;
        } else {
          buf += '\\';
          this.pos++;
        }
      } else if (c === '$') {
        flush();
        if (!this.readDollar(parts, true)) {
          buf += '$';
          this.pos++;
        }
      } else if (c === '`') {
        flush();
        parts.push(this.readBacktick(true));
      } else {
        let j = this.pos + 1;
        while (j < s.length) {
          const d = s[j];
          if (d === '\\' || d === '$' || d === '`' || (d === '"' && !heredoc)) break;
          j++;
        }
        buf += s.slice(this.pos, j);
        this.pos = j;
      }
    }
    flush();
    return parts;
  }

  /** Reads an expansion starting at `$`; false when the `$` is just a literal dollar sign. */
  private readDollar(parts: Part[], quoted: boolean): boolean {
    const s = this.src;
    const n = s[this.pos + 1];
    if (n === '(') {
      if (s[this.pos + 2] === '(') {
        this.pos += 3;
        if (!this.enter()) return true;
        const inner = this.readArith();
        this.leave();
        parts.push({ kind: 'arith', parts: inner, quoted });
      } else {
        this.pos += 2;
        parts.push({ kind: 'cmdsub', body: this.readSubList('command substitution'), quoted });
      }
      return true;
    }
    if (n === '{') {
      parts.push(this.readBraceParam(quoted));
      return true;
    }
    if (n === "'" && !quoted) {
      this.pos += 2;
      let j = this.pos;
      while (j < s.length && s[j] !== "'") j += s[j] === '\\' ? 2 : 1;
      let raw: string;
      if (j >= s.length) {
        this.issue('unterminated-quote', `unterminated $'…' quote at offset ${this.pos - 2}`);
        raw = s.slice(this.pos);
        this.pos = s.length;
      } else {
        raw = s.slice(this.pos, j);
        this.pos = j + 1;
      }
      parts.push({ kind: 'lit', text: decodeAnsiC(raw), quoted: true });
      return true;
    }
    if (n === '"' && !quoted) {
      // $"…" is a locale-translated string; without a catalogue it is a double-quoted string.
      this.pos++;
      this.readDouble(parts);
      return true;
    }
    if (isNameStart(n)) {
      let j = this.pos + 2;
      while (isNameChar(s[j])) j++;
      parts.push({ kind: 'param', name: s.slice(this.pos + 1, j), op: '', arg: null, quoted });
      this.pos = j;
      return true;
    }
    if (n !== undefined && (isDigit(n) || '@*#?-$!'.includes(n))) {
      parts.push({ kind: 'param', name: n, op: '', arg: null, quoted });
      this.pos += 2;
      return true;
    }
    return false;
  }

  /** The list inside `$(` … `)` or `<(` … `)`, consuming the closing parenthesis. */
  private readSubList(what: string): Script {
    const start = this.pos;
    if (!this.countCommand() || !this.enter()) return { items: [] };
    this.subDepth++;
    // We are inside lex() of the enclosing token, so no lookahead token is pending.
    const saved = this.la;
    this.la = null;
    const body = this.parseList(NONE, true, false);
    const t = this.peek();
    if (this.isOp(t, ')')) this.next();
    else if (!this.st.aborted) this.issue('unterminated-substitution', `unterminated ${what} at offset ${start}`);
    this.la = saved;
    this.subDepth--;
    this.leave();
    return body;
  }

  private readProcSub(): Part | null {
    const dir = this.src[this.pos] === '<' ? '<' : '>';
    this.pos += 2;
    return { kind: 'procsub', dir, body: this.readSubList('process substitution') };
  }

  /** Arithmetic text up to the closing `))`, with the expansions it holds. */
  private readArith(): Part[] {
    const s = this.src;
    const start = this.pos;
    const parts: Part[] = [];
    let buf = '';
    const flush = (): void => {
      if (buf) parts.push({ kind: 'lit', text: buf, quoted: true });
      buf = '';
    };
    let depth = 0;
    while (this.pos < s.length && !this.st.aborted) {
      const c = s[this.pos]!;
      if (c === '(') {
        depth++;
        buf += c;
        this.pos++;
      } else if (c === ')') {
        if (depth > 0) {
          depth--;
          buf += c;
          this.pos++;
        } else {
          this.pos++;
          if (s[this.pos] === ')') this.pos++;
          else this.issue('syntax', `arithmetic expression closed by a single ')' at offset ${this.pos - 1}`);
          flush();
          return parts;
        }
      } else if (c === '$') {
        flush();
        if (!this.readDollar(parts, true)) {
          buf += '$';
          this.pos++;
        }
      } else if (c === '`') {
        flush();
        parts.push(this.readBacktick(true));
      } else if (c === '"') {
        flush();
        this.readDouble(parts);
      } else if (c === "'") {
        const j = s.indexOf("'", this.pos + 1);
        buf += j < 0 ? s.slice(this.pos + 1) : s.slice(this.pos + 1, j);
        this.pos = j < 0 ? s.length : j + 1;
      } else if (c === '\\') {
        if (s[this.pos + 1] !== '\n') buf += s[this.pos + 1] ?? '';
        this.pos += 2;
      } else {
        let j = this.pos + 1;
        while (j < s.length && !'()$`"\'\\'.includes(s[j]!)) j++;
        buf += s.slice(this.pos, j);
        this.pos = j;
      }
    }
    flush();
    if (!this.st.aborted) this.issue('unterminated-substitution', `unterminated arithmetic expression at offset ${start}`);
    return parts;
  }

  private readBacktick(quoted: boolean): Part {
    const s = this.src;
    const start = this.pos;
    this.pos++;
    let content = '';
    let closed = false;
    while (this.pos < s.length) {
      const c = s[this.pos]!;
      if (c === '\\' && this.pos + 1 < s.length) {
        const n = s[this.pos + 1]!;
        if (n === '$' || n === '`' || n === '\\' || (quoted && n === '"')) {
          content += n;
          this.pos += 2;
        } else {
          content += c;
          this.pos++;
        }
      } else if (c === '`') {
        this.pos++;
        closed = true;
        break;
      } else {
        let j = this.pos + 1;
        while (j < s.length && s[j] !== '\\' && s[j] !== '`') j++;
        content += s.slice(this.pos, j);
        this.pos = j;
      }
    }
    if (!closed) this.issue('unterminated-substitution', `unterminated backquote at offset ${start}`);
    return { kind: 'cmdsub', body: this.subParse(content), quoted };
  }

  /** Parses text extracted from this one (backquotes) as its own script, one level deeper. */
  private subParse(text: string): Script {
    if (!this.countCommand()) return { items: [] };
    if (!this.st.budget.charge(text.length)) {
      this.issue('too-long', 'expansion budget exhausted');
      return { items: [] };
    }
    if (!this.enter()) return { items: [] };
    const sub = new Parser(text, this.st, this.depth);
    const script = sub.parseTop();
    this.leave();
    return script;
  }

  private readBraceParam(quoted: boolean): Part {
    const s = this.src;
    const start = this.pos;
    this.pos += 2; // ${
    const bad = (): Part => {
      // Skip to the closing brace so the rest of the line still parses.
      this.readBraceArg(quoted);
      if (s[this.pos] === '}') this.pos++;
      return { kind: 'param', name: '', op: 'bad', arg: null, quoted };
    };
    if (!this.enter()) return { kind: 'param', name: '', op: 'bad', arg: null, quoted };
    try {
      let op = '';
      let c = s[this.pos];
      if (c === '#' && s[this.pos + 1] !== '}' && s[this.pos + 1] !== undefined) {
        op = 'length';
        this.pos++;
      } else if (c === '!' && s[this.pos + 1] !== '}') {
        op = 'indirect';
        this.pos++;
      }
      c = s[this.pos];
      let name: string;
      if (isNameStart(c)) {
        let j = this.pos + 1;
        while (isNameChar(s[j])) j++;
        name = s.slice(this.pos, j);
        this.pos = j;
      } else if (isDigit(c)) {
        let j = this.pos + 1;
        while (isDigit(s[j])) j++;
        name = s.slice(this.pos, j);
        this.pos = j;
      } else if (c !== undefined && '@*#?-$!'.includes(c)) {
        name = c;
        this.pos++;
      } else {
        if (this.pos >= s.length) {
          this.issue('unterminated-substitution', `unterminated \${…} at offset ${start}`);
          return { kind: 'param', name: '', op: 'bad', arg: null, quoted };
        }
        this.issue('syntax', `bad substitution at offset ${start}`);
        return bad();
      }
      if (this.pos >= s.length) {
        this.issue('unterminated-substitution', `unterminated \${…} at offset ${start}`);
        return { kind: 'param', name, op: 'bad', arg: null, quoted };
      }
      if (s[this.pos] === '[') {
        // Array subscripts are not tracked: the value is unknown.
        let depth = 0;
        while (this.pos < s.length) {
          const d = s[this.pos++];
          if (d === '[') depth++;
          else if (d === ']' && --depth === 0) break;
        }
        op = op || 'index';
      }
      if (s[this.pos] === '}') {
        this.pos++;
        return { kind: 'param', name, op, arg: null, quoted };
      }
      if (op === 'length' || op === 'indirect') {
        // ${#name…} / ${!name…} with more after the name: not modelled.
        return { ...(bad() as Extract<Part, { kind: 'param' }>), name, op: 'indirect' };
      }
      const OPS = [':-', ':=', ':+', ':?', '##', '%%', '//', '/#', '/%', '^^', ',,', '-', '=', '+', '?', '#', '%', '/', '^', ',', '@', ':'];
      let found = '';
      for (const o of OPS) {
        if (s.startsWith(o, this.pos)) {
          found = o;
          break;
        }
      }
      if (!found) {
        this.issue('syntax', `bad substitution at offset ${start}`);
        return bad();
      }
      this.pos += found.length;
      const arg = this.readBraceArg(quoted);
      if (s[this.pos] === '}') this.pos++;
      else if (!this.st.aborted) this.issue('unterminated-substitution', `unterminated \${…} at offset ${start}`);
      return { kind: 'param', name, op: op === 'index' ? 'index' : found, arg, quoted };
    } finally {
      this.leave();
    }
  }

  /** The word after an operator inside `${…}`, up to the matching `}` (not consumed). */
  private readBraceArg(quoted: boolean): Part[] {
    const s = this.src;
    const parts: Part[] = [];
    let buf = '';
    const flush = (): void => {
      if (buf) parts.push({ kind: 'lit', text: buf, quoted });
      buf = '';
    };
    let depth = 0;
    while (this.pos < s.length && !this.st.aborted) {
      const c = s[this.pos]!;
      if (c === '}') {
        if (depth === 0) break;
        depth--;
        buf += c;
        this.pos++;
      } else if (c === '{') {
        depth++;
        buf += c;
        this.pos++;
      } else if (c === '\\') {
        const n = s[this.pos + 1];
        if (n === '\n') this.pos += 2;
        else if (n === undefined) this.pos++;
        else {
          flush();
          parts.push({ kind: 'lit', text: n, quoted: true });
          this.pos += 2;
        }
      } else if (c === "'" && !quoted) {
        flush();
        const j = s.indexOf("'", this.pos + 1);
        if (j < 0) {
          this.issue('unterminated-quote', `unterminated single quote at offset ${this.pos}`);
          parts.push({ kind: 'lit', text: s.slice(this.pos + 1), quoted: true });
          this.pos = s.length;
        } else {
          parts.push({ kind: 'lit', text: s.slice(this.pos + 1, j), quoted: true });
          this.pos = j + 1;
        }
      } else if (c === '"') {
        flush();
        this.readDouble(parts);
      } else if (c === '$') {
        flush();
        if (!this.readDollar(parts, quoted)) {
          buf += '$';
          this.pos++;
        }
      } else if (c === '`') {
        flush();
        parts.push(this.readBacktick(quoted));
      } else {
        let j = this.pos + 1;
        while (j < s.length && !'{}\\\'"$`'.includes(s[j]!)) j++;
        buf += s.slice(this.pos, j);
        this.pos = j;
      }
    }
    flush();
    return parts;
  }

  // --- grammar -------------------------------------------------------------------------------

  /**
   * A list of and-or lists separated by `;`, `&` or newlines, up to one of `stopWords` in
   * command position, a `)` (stopParen) or a case-arm terminator (stopCase). A token that
   * cannot start a command is reported and skipped, so one stray token does not hide the
   * commands after it.
   */
  private parseList(stopWords: ReadonlySet<string>, stopParen: boolean, stopCase: boolean): Script {
    const items: ListItem[] = [];
    for (;;) {
      if (this.st.aborted) break;
      let t = this.peek();
      if (t.t === 'nl') {
        this.next();
        continue;
      }
      if (t.t === 'eof') break;
      if (t.t === 'op') {
        if (t.op === ')' && stopParen) break;
        if (stopCase && (t.op === ';;' || t.op === ';&' || t.op === ';;&')) break;
      }
      if (t.t === 'word') {
        const kw = plainText(t.w);
        if (kw !== null && stopWords.has(kw)) break;
      }
      const ao = this.parseAndOr();
      if (!ao) {
        this.issue('syntax', `unexpected ${this.describe(t)} at offset ${t.at}`);
        this.next();
        continue;
      }
      t = this.peek();
      let background = false;
      if (t.t === 'op' && (t.op === ';' || t.op === '&')) {
        background = t.op === '&';
        this.next();
      } else if (t.t === 'nl') this.next();
      else if (t.t !== 'eof' && !this.st.aborted) {
        // Only a separator or the list's own terminator may follow a command.
        const kw = t.t === 'word' ? plainText(t.w) : null;
        const ends =
          (kw !== null && stopWords.has(kw)) ||
          (t.t === 'op' && ((t.op === ')' && stopParen) || (stopCase && (t.op === ';;' || t.op === ';&' || t.op === ';;&'))));
        if (!ends) this.issue('syntax', `unexpected ${this.describe(t)} at offset ${t.at}`);
      }
      items.push({ andOr: ao, background });
    }
    return { items };
  }

  private parseAndOr(): AndOr | null {
    const head = this.parsePipeline();
    if (!head) return null;
    const tail: AndOr['tail'] = [];
    for (;;) {
      const t = this.peek();
      if (t.t !== 'op' || (t.op !== '&&' && t.op !== '||')) break;
      this.next();
      this.skipNewlines();
      const p = this.parsePipeline();
      if (!p) {
        this.issue('syntax', `expected a command after '${t.op}' at offset ${t.at}`);
        break;
      }
      tail.push({ op: t.op, pipeline: p });
    }
    return { head, tail };
  }

  private parsePipeline(): Pipeline | null {
    let negated = false;
    let prefixed = false;
    for (;;) {
      const t = this.peek();
      if (this.isKw(t, '!')) {
        negated = !negated;
        prefixed = true;
        this.next();
      } else if (this.isKw(t, 'time')) {
        prefixed = true;
        this.next();
        if (this.isKw(this.peek(), '-p')) this.next();
      } else if (this.isKw(t, 'coproc')) {
        // `coproc [NAME] command`: NAME only when a compound command follows it.
        prefixed = true;
        this.next();
        const n = this.peek();
        if (n.t === 'word' && plainText(n.w) !== null && isValidName(plainText(n.w)!)) {
          let j = this.pos;
          while (this.src[j] === ' ' || this.src[j] === '\t') j++;
          if (this.src[j] === '{' || this.src[j] === '(') this.next();
        }
      } else break;
    }
    const first = this.parseCommand();
    if (!first) return prefixed ? { negated, commands: [] } : null;
    const commands = [first];
    for (;;) {
      const t = this.peek();
      if (t.t !== 'op' || (t.op !== '|' && t.op !== '|&')) break;
      this.next();
      this.skipNewlines();
      const c = this.parseCommand();
      if (!c) {
        this.issue('syntax', `expected a command after '${t.op}' at offset ${t.at}`);
        break;
      }
      commands.push(c);
    }
    return { negated, commands };
  }

  /** One command, or null (consuming nothing) when the next token cannot start one. */
  private parseCommand(): Command | null {
    const t = this.peek();
    if (t.t === 'op') {
      if (t.op === '(') {
        this.next();
        if (this.src[this.pos] === '(' && this.la === null) {
          this.pos++;
          return this.compound(() => ({ kind: 'arith', parts: this.readArith(), redirects: this.parseRedirects() }));
        }
        return this.compound(() => {
          const body = this.parseList(NONE, true, false);
          if (body.items.length === 0) this.issue('syntax', `empty subshell at offset ${t.at}`);
          this.expectOp(')', 'subshell');
          return { kind: 'subshell', body, redirects: this.parseRedirects() };
        });
      }
      if (REDIRECT_OPS.has(t.op)) return this.parseSimple();
      return null;
    }
    if (t.t !== 'word') return null;
    const kw = plainText(t.w);
    if (kw !== null) {
      if (CLOSERS.has(kw)) return null;
      switch (kw) {
        case '{':
          this.next();
          return this.compound(() => {
            const body = this.parseList(STOP_BRACE, false, false);
            if (body.items.length === 0) this.issue('syntax', `empty group at offset ${t.at}`);
            this.expectKw('}');
            return { kind: 'group', body, redirects: this.parseRedirects() };
          });
        case 'if':
          this.next();
          return this.compound(() => this.parseIf());
        case 'while':
        case 'until':
          this.next();
          return this.compound(() => {
            const cond = this.parseList(STOP_DO, false, false);
            const body = this.expectKw('do') ? this.parseList(STOP_DONE, false, false) : { items: [] };
            this.expectKw('done');
            return { kind: 'loop', until: kw === 'until', cond, body, redirects: this.parseRedirects() };
          });
        case 'for':
        case 'select':
          this.next();
          return this.compound(() => this.parseFor());
        case 'case':
          this.next();
          return this.compound(() => this.parseCase());
        case 'function':
          this.next();
          return this.compound(() => this.parseFunctionKeyword());
        case '[[':
          this.next();
          return this.parseTest();
      }
    }
    return this.parseSimple();
  }

  private compound<T extends Command>(f: () => T): T | null {
    if (!this.enter()) return null;
    try {
      return f();
    } finally {
      this.leave();
    }
  }

  private expectKw(kw: string): boolean {
    const t = this.peek();
    if (this.isKw(t, kw)) {
      this.next();
      return true;
    }
    if (!this.st.aborted) {
      const code: ParseIssueCode = t.t === 'eof' ? 'unbalanced' : 'syntax';
      this.issue(code, `expected '${kw}' but found ${this.describe(t)} at offset ${t.at}`);
    }
    return false;
  }

  private expectOp(op: string, what: string): boolean {
    const t = this.peek();
    if (this.isOp(t, op)) {
      this.next();
      return true;
    }
    if (!this.st.aborted) {
      const code: ParseIssueCode = t.t === 'eof' ? 'unbalanced' : 'syntax';
      this.issue(code, `expected '${op}' to close ${what} but found ${this.describe(t)} at offset ${t.at}`);
    }
    return false;
  }

  private parseIf(): IfCommand {
    const clauses: IfCommand['clauses'] = [];
    let elseBody: Script | null = null;
    const cond = this.parseList(STOP_THEN, false, false);
    const body = this.expectKw('then') ? this.parseList(STOP_ELSE, false, false) : { items: [] };
    clauses.push({ cond, body });
    for (;;) {
      const t = this.peek();
      if (this.isKw(t, 'elif')) {
        this.next();
        const c = this.parseList(STOP_THEN, false, false);
        const b = this.expectKw('then') ? this.parseList(STOP_ELSE, false, false) : { items: [] };
        clauses.push({ cond: c, body: b });
      } else if (this.isKw(t, 'else')) {
        this.next();
        elseBody = this.parseList(STOP_FI, false, false);
      } else break;
    }
    this.expectKw('fi');
    return { kind: 'if', clauses, elseBody, redirects: this.parseRedirects() };
  }

  private parseFor(): ForCommand {
    let name: string | null = null;
    let items: Word[] | null = null;
    let head: Part[] | null = null;
    const t = this.peek();
    if (this.isOp(t, '(') && this.src[this.pos] === '(') {
      this.next();
      this.pos++;
      head = this.readArith();
    } else if (t.t === 'word') {
      this.next();
      name = t.w.raw;
      this.skipNewlines();
      if (this.isKw(this.peek(), 'in')) {
        this.next();
        items = [];
        for (;;) {
          const w = this.peek();
          if (w.t !== 'word') break;
          items.push(w.w);
          this.next();
        }
      }
    } else {
      this.issue('syntax', `expected a loop variable at offset ${t.at}`);
    }
    const sep = this.peek();
    if (this.isOp(sep, ';')) this.next();
    this.skipNewlines();
    let body: Script = { items: [] };
    if (this.isKw(this.peek(), '{')) {
      this.next();
      body = this.parseList(STOP_BRACE, false, false);
      this.expectKw('}');
    } else if (this.expectKw('do')) {
      body = this.parseList(STOP_DONE, false, false);
      this.expectKw('done');
    }
    return { kind: 'for', name, items, head, body, redirects: this.parseRedirects() };
  }

  private parseCase(): CaseCommand {
    let word: Word | null = null;
    const t = this.peek();
    if (t.t === 'word') {
      word = t.w;
      this.next();
    } else this.issue('syntax', `expected a word after 'case' at offset ${t.at}`);
    this.skipNewlines();
    const arms: CaseCommand['arms'] = [];
    if (!this.expectKw('in')) return { kind: 'case', word, arms, redirects: [] };
    for (;;) {
      this.skipNewlines();
      const p = this.peek();
      if (this.isKw(p, 'esac')) {
        this.next();
        break;
      }
      if (p.t === 'eof' || this.st.aborted) {
        this.issue('unbalanced', `expected 'esac' at offset ${p.at}`);
        break;
      }
      if (this.isOp(p, '(')) this.next();
      const patterns: Word[] = [];
      for (;;) {
        const w = this.peek();
        if (w.t !== 'word') break;
        patterns.push(w.w);
        this.next();
        if (this.isOp(this.peek(), '|')) this.next();
        else break;
      }
      if (!this.isOp(this.peek(), ')')) {
        const bad = this.peek();
        this.issue('syntax', `expected ')' after a case pattern at offset ${bad.at}`);
        if (patterns.length === 0) {
          // Skip one token so the loop always moves forward.
          if (bad.t !== 'eof') this.next();
          continue;
        }
      } else this.next();
      const body = this.parseList(STOP_ESAC, false, true);
      arms.push({ patterns, body });
      const e = this.peek();
      if (e.t === 'op' && (e.op === ';;' || e.op === ';&' || e.op === ';;&')) this.next();
    }
    return { kind: 'case', word, arms, redirects: this.parseRedirects() };
  }

  private parseFunctionKeyword(): FunctionDef {
    const t = this.peek();
    let name = '';
    if (t.t === 'word') {
      name = t.w.raw;
      this.next();
    } else this.issue('syntax', `expected a function name at offset ${t.at}`);
    if (this.isOp(this.peek(), '(')) {
      this.next();
      this.expectOp(')', 'function definition');
    }
    this.skipNewlines();
    const body = this.parseCommand();
    if (!body || body.kind === 'simple') this.issue('syntax', `function '${name.slice(0, 40)}' needs a compound command as its body`);
    return { kind: 'function', name, body };
  }

  private parseTest(): TestCommand {
    const words: Word[] = [];
    for (;;) {
      const t = this.peek();
      if (this.isKw(t, ']]')) {
        this.next();
        break;
      }
      if (t.t === 'eof') {
        this.issue('unbalanced', `expected ']]' at offset ${t.at}`);
        break;
      }
      this.next();
      if (t.t === 'word') words.push(t.w);
    }
    return { kind: 'test', words, redirects: this.parseRedirects() };
  }

  private parseRedirects(): RedirNode[] {
    const out: RedirNode[] = [];
    for (;;) {
      const t = this.peek();
      if (t.t !== 'op' || !REDIRECT_OPS.has(t.op)) break;
      out.push(this.parseRedirect());
    }
    return out;
  }

  private parseRedirect(): RedirNode {
    const t = this.next() as Extract<Tok, { t: 'op' }>;
    const op = t.op as RedirectOp;
    this.targetNext = true;
    const w = this.peek();
    this.targetNext = false;
    if (w.t !== 'word') {
      this.issue('syntax', `expected a word after '${op}' at offset ${t.at}`);
      return { op, fd: t.fd, target: null };
    }
    this.next();
    const node: RedirNode = { op, fd: t.fd, target: w.w };
    if (op === '<<' || op === '<<-') {
      let delimiter = '';
      let quoted = false;
      for (const p of w.w.parts) {
        if (p.kind === 'lit') {
          delimiter += p.text;
          if (p.quoted) quoted = true;
        } else delimiter += w.w.raw; // an expansion in a delimiter is used verbatim by bash
      }
      const h: HeredocNode = { delimiter, quoted, stripTabs: op === '<<-', body: '', parts: null, complete: false };
      node.heredoc = h;
      // Registered before anything past the delimiter is lexed, so the next newline reads it.
      this.pending.push(h);
    }
    return node;
  }

  private parseSimple(): SimpleCommand | FunctionDef {
    const cmd: SimpleCommand = { kind: 'simple', assigns: [], words: [], redirects: [] };
    if (!this.countCommand()) return cmd;
    for (;;) {
      const t = this.peek();
      if (t.t === 'op') {
        if (!REDIRECT_OPS.has(t.op)) break;
        cmd.redirects.push(this.parseRedirect());
        continue;
      }
      if (t.t !== 'word') break;
      if (cmd.words.length === 0) {
        const a = toAssign(t.w);
        if (a) {
          cmd.assigns.push(a);
          this.next();
          continue;
        }
      }
      this.next();
      cmd.words.push(t.w);
      if (cmd.words.length === 1 && cmd.assigns.length === 0 && cmd.redirects.length === 0 && this.isOp(this.peek(), '(')) {
        // `name() body`
        this.next();
        this.expectOp(')', 'function definition');
        this.skipNewlines();
        const body = this.compound(() => this.parseCommand() ?? this.emptyBody());
        if (body?.kind === 'simple') this.issue('syntax', `function '${t.w.raw.slice(0, 40)}' needs a compound command as its body`);
        return { kind: 'function', name: t.w.raw, body };
      }
    }
    return cmd;
  }

  private emptyBody(): GroupCommand {
    this.issue('syntax', `function definition without a body at offset ${this.pos}`);
    return { kind: 'group', body: { items: [] }, redirects: [] };
  }
}

/**
 * Parses `src` as a shell script. `depth` is the nesting already used by the enclosing
 * context (a `bash -c` inside a substitution starts deeper). Issues are appended to
 * `state.issues`; the result is whatever could be parsed.
 */
export function parseScript(src: string, state: ParseState, depth: number): Script {
  return new Parser(src, state, depth).parseTop();
}
