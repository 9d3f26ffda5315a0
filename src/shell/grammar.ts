/**
 * The grammar: lists, and-or lists, pipelines, simple and compound commands, redirections and
 * heredocs, by recursive descent over the tokens and words of the layers below. Nesting is
 * bounded by SHELL_LIMITS.maxDepth: past it the parse is abandoned with an issue rather than
 * recursing further. Nothing here throws on user text: a token that cannot start a command is
 * reported and skipped, so one stray token does not hide the commands after it.
 */
import {
  isValidName,
  plainText,
  toAssign,
  type AndOr,
  type CaseCommand,
  type Command,
  type ForCommand,
  type FunctionDef,
  type GroupCommand,
  type HeredocNode,
  type IfCommand,
  type ListItem,
  type Part,
  type Pipeline,
  type RedirNode,
  type Script,
  type SimpleCommand,
  type TestCommand,
  type Word,
} from './ast.js';
import type { ParseState } from './limits.js';
import { REDIRECT_OPS, type Tok } from './tokens.js';
import type { ParseIssueCode, RedirectOp } from './types.js';
import { WordReader } from './words.js';

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

/** The parser: the grammar over the word reader and lexer it extends. */
class Parser extends WordReader {
  /** Heredocs whose operator was read and whose body starts after the next newline. */
  private pending: HeredocNode[] = [];

  parseTop(): Script {
    // Anything left is an unbalanced closer; parseList reports and skips those itself.
    return this.parseList(NONE, false, false);
  }

  protected parseListToParen(): Script {
    return this.parseList(NONE, true, false);
  }

  protected parseNested(text: string): Script {
    return new Parser(text, this.st, this.depth).parseTop();
  }

  // --- heredocs ------------------------------------------------------------------------------

  protected failPendingHeredocs(): void {
    if (this.pending.length === 0) return;
    for (const h of this.pending) h.complete = false;
    const first = this.pending[0]!.delimiter.slice(0, 40);
    const more = this.pending.length > 1 ? ` (and ${this.pending.length - 1} more)` : '';
    this.issue('unterminated-heredoc', `heredoc '${first}'${more} has no terminating line`);
    this.pending = [];
  }

  /** Reads the bodies of the heredocs opened on the line just ended (bash: at the newline). */
  protected readHeredocBodies(): void {
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

  // --- lists and commands --------------------------------------------------------------------

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
