/**
 * The lexer, and the cursor it shares with the word reader and the grammar built on it.
 *
 * The lexer is driven by the parser, as in bash, because shell tokenisation depends on where
 * the parser is: reserved words only count in command position, `$(…)` holds a whole nested
 * list, and heredoc bodies start at the next newline. So the three layers are one object
 * (Lexer ← WordReader ← Parser), each in its own file, each calling the next one up through
 * an abstract hook. Every loop consumes input or stops, so the parse is linear in the text.
 */
import { isDigit, plainText, type Word } from './ast.js';
import { addIssue, MAX_FD_DIGITS, type ParseState } from './limits.js';
import { SHELL_LIMITS, type ParseIssueCode } from './types.js';

export type Tok =
  | { t: 'word'; w: Word; at: number }
  | { t: 'op'; op: string; fd: number | undefined; at: number }
  | { t: 'nl'; at: number }
  | { t: 'eof'; at: number };

export const REDIRECT_OPS: ReadonlySet<string> = new Set(['>', '>>', '>|', '<', '<>', '<<', '<<-', '<<<', '>&', '<&', '&>', '&>>']);

/** Characters that end an unquoted word: blanks and the characters operators are made of. */
export function isBreak(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === ';' || c === '&' || c === '|' || c === '<' || c === '>' || c === '(' || c === ')';
}

/** Characters that end a run of plain unquoted word text, as a table over char codes. */
export const WORD_SPECIAL = new Uint8Array(128);
for (const c of ' \t\n;&|<>()\\\'"`$') WORD_SPECIAL[c.charCodeAt(0)] = 1;

/** Index of the first word-special character at or after `from` (or the end). */
export function plainRunEnd(s: string, from: number): number {
  let j = from;
  const n = s.length;
  while (j < n) {
    const k = s.charCodeAt(j);
    if (k < 128 && WORD_SPECIAL[k] === 1) break;
    j++;
  }
  return j;
}

/** The cursor over one text: position, lookahead, nesting depth, and the tokens read from it. */
export abstract class Lexer {
  protected pos = 0;
  /** The token peeked at and not yet taken. */
  protected la: Tok | null = null;
  /** Open `$(…)` / `<(…)` levels, for the `EOF)` heredoc terminator bash accepts inside them. */
  protected subDepth = 0;
  /** Lexing a redirection target: `>&12>x` is the word `12`, not a descriptor number. */
  protected targetNext = false;

  constructor(
    protected readonly src: string,
    protected readonly st: ParseState,
    protected depth: number,
  ) {}

  // --- bookkeeping -------------------------------------------------------------------------

  protected issue(code: ParseIssueCode, detail: string): void {
    addIssue(this.st.issues, code, detail);
  }

  /** Enters one nesting level; past the bound the parse is abandoned (never deeper recursion). */
  protected enter(): boolean {
    this.depth++;
    if (this.depth > SHELL_LIMITS.maxDepth) {
      if (!this.st.aborted) this.issue('nesting-too-deep', `nesting deeper than ${SHELL_LIMITS.maxDepth} at offset ${this.pos}`);
      this.st.aborted = true;
      return false;
    }
    return true;
  }
  protected leave(): void {
    this.depth--;
  }

  /** Counts one command or substitution against SHELL_LIMITS.maxInvocations; past it, stop. */
  protected countCommand(): boolean {
    if (++this.st.budget.commands > SHELL_LIMITS.maxInvocations) {
      if (!this.st.aborted) this.issue('too-many-commands', `more than ${SHELL_LIMITS.maxInvocations} commands`);
      this.st.aborted = true;
      return false;
    }
    return true;
  }

  // --- tokens --------------------------------------------------------------------------------

  protected peek(): Tok {
    if (this.la === null) this.la = this.lex();
    return this.la;
  }
  protected next(): Tok {
    const t = this.peek();
    this.la = null;
    return t;
  }
  protected isKw(t: Tok, kw: string): boolean {
    return t.t === 'word' && plainText(t.w) === kw;
  }
  protected isOp(t: Tok, op: string): boolean {
    return t.t === 'op' && t.op === op;
  }
  protected skipNewlines(): void {
    while (this.peek().t === 'nl') this.next();
  }
  protected describe(t: Tok): string {
    if (t.t === 'word') return `'${t.w.raw.slice(0, 20)}'`;
    if (t.t === 'op') return `'${t.op}'`;
    return t.t === 'nl' ? 'newline' : 'end of input';
  }

  /** Skips blanks, line continuations and comments before a token. */
  protected skipBlanks(): void {
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
      this.readHeredocBodies();
      return { t: 'nl', at };
    }
    if (c === '<' || c === '>') {
      if (n === '(') return { t: 'word', w: this.readWord(), at };
      return this.lexRedirect(undefined, at);
    }
    if (isDigit(c) && !this.targetNext) {
      let j = this.pos;
      while (isDigit(s[j])) j++;
      if ((s[j] === '<' || s[j] === '>') && s[j + 1] !== '(' && j - this.pos <= MAX_FD_DIGITS) {
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

  // --- hooks for the layers above ----------------------------------------------------------

  /** A word starting at the cursor (words.ts). */
  protected abstract readWord(): Word;
  /** At a newline: the bodies of the heredocs opened on the line just ended (grammar.ts). */
  protected abstract readHeredocBodies(): void;
  /** At the end of the text: heredocs still waiting for their body are unterminated (grammar.ts). */
  protected abstract failPendingHeredocs(): void;
}
