/**
 * Words: quoting, escapes and the expansions a word holds (`$x`, `${x…}`, `$(…)`, backquotes,
 * `$((…))`, `<(…)`), assembled into the parts the walk expands. A `$(…)` holds a whole list,
 * so the reader hands it to the grammar above through `parseListToParen`.
 */
import { isDigit, isNameChar, isNameStart, type Part, type Script, type Word } from './ast.js';
import { decodeAnsiC } from './escapes.js';
import { isBreak, Lexer, plainRunEnd } from './tokens.js';

/** Appends literal text, merging with a preceding literal of the same quoting (keeps `''''…` flat). */
function pushLit(parts: Part[], text: string, quoted: boolean): void {
  const last = parts[parts.length - 1];
  if (last && last.kind === 'lit' && last.quoted === quoted) last.text += text;
  else parts.push({ kind: 'lit', text, quoted });
}

export abstract class WordReader extends Lexer {
  // --- words ---------------------------------------------------------------------------------

  protected readWord(): Word {
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
    const body = this.parseListToParen();
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
  protected readArith(): Part[] {
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
    const script = this.parseNested(text);
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

  // --- hooks for the grammar ---------------------------------------------------------------

  /** The list inside `$(…)` or `<(…)`, up to (not past) the closing parenthesis. */
  protected abstract parseListToParen(): Script;
  /** `text` (a backquoted command) parsed as a script of its own, at the current depth. */
  protected abstract parseNested(text: string): Script;
}
