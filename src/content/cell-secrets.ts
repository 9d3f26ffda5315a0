/**
 * credential_leak: passwords in the tables other readings leave — a text table's column headed by a secret's name
 * (`| user | password |` between `+----+` rules, as mysql and other consoles print them, or a header over a `---+---`
 * rule, as psql does), a two-cell row of a text table naming the secret (`| Password | … |`), an HTML table's column
 * under a `<th>` that names it, and an HTML row or a definition list pairing the name's cell with the value's
 * (`<td>Password</td><td>…</td>`, `<dt>Password</dt><dd>…</dd>`). The name must fill its cell (a password's in English
 * or a few other languages, a secret's, a token's, a key's); the value must fill its own and read as a password (a
 * digit or a sign with its letters; no placeholder, reference, type or path). Only the value is redacted. Each reading
 * starts at an indexed literal of the name, and reads on only where a `|` or a `<` stands beside it.
 */
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';
import { firstWithin, lastWithin, lineEndWithin, lineStartWithin, nextLineAfter } from './line-bounds.js';
import { lowerCased } from './lower.js';
import { joinedWords, QUALIFIED_PASSWORD, spansTaken } from './named-secrets.js';
import { readsAsSecret } from './placeholders.js';

/** A cell's whole text that names a secret's column or row. */
const SECRET_CELL = new RegExp(
  String.raw`^(?:(?:db|database|user|admin|root|login|account)?[ _.-]?(?:password|passwd|pwd|pass|passphrase|passwort|kennwort|contrase(?:\u00f1|n)a|senha|wachtwoord|mot de passe)|secret|client[ _-]?secret|api[ _-]?(?:key|token)|secret[ _-]?key|access[ _-]?(?:key|token)|private[ _-]?key|auth[ _-]?token|token|${QUALIFIED_PASSWORD})[ \t]{0,2}:?$`,
  'i',
);
/** The names' literals a reading starts at, and how far into the cell's name each can stand at most. */
const WORDS = ['pass', 'pwd', 'secret', 'token', 'key', 'kennwort', 'contrase', 'enha', 'wachtwoord'];
/**
 * A console's table rule: `+----+----+`, `-----+-----` (a markdown table's `|---|---|` is named-secrets.ts's, which
 * reads its cells its own way).
 */
const RULE = /^[ \t]*[+|]?-{2,}(?:[+|]-{2,}){0,40}[+|]?[ \t]*$/;
const isRule = (line: string): boolean => line.includes('+') && RULE.test(line);
/** An HTML cell, a header's or a data one (or a definition list's term or description), and its text. */
const CELL =
  /<(t[hd]|d[td])\b[^<>]{0,120}>[ \t]{0,4}(?:<(?:b|strong|em|code|span)\b[^<>]{0,60}>)?([^<>]{0,128}?)(?:<\/(?:b|strong|em|code|span)>)?[ \t]{0,4}<\/\1>/iy;
/** After a name's cell, the value's cell: blanks and line breaks, then `<td …>` or `<dd>`, the value, its close. */
const NEXT_CELL =
  /(?:\s|\\n){0,12}<(td|dd)\b[^<>]{0,120}>[ \t]{0,4}(?:<(?:code|span)\b[^<>]{0,60}>)?([^<>\s]{6,128})(?:<\/(?:code|span)>)?[ \t]{0,4}<\/\1>/iy;
/** How many rows a table's column is read down at most. */
const MAX_ROWS = 1000;

/** A version (`v2.1.0`, `1.4.2-rc1`) or a word and its question or full stop (`vergessen?`): a cell's text, no password. */
const VERSION_OR_WORD = /^(?:v?\d{1,4}(?:\.\d{1,6}){1,3}(?:[-+][\w.]{1,20})?|[A-Za-z\u00c0-\u024f]{2,40}[?!.:])$/;
/** Whether a cell's value reads as a password: letters with a digit or a sign, no expression, type or path. */
function valueLike(v: string): boolean {
  return /^\S{6,128}$/.test(v) && readsAsSecret(v) && !/[()[\]]/.test(v) && !joinedWords(v) && !VERSION_OR_WORD.test(v);
}

/** The passwords above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectCellCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const taken = spansTaken(out);
  const push = (start: number, v: string): void => {
    if (!valueLike(v) || isPlaceholder(v) || taken(start, start + v.length)) return;
    out.push({ code: 'credential_password', start, end: start + v.length, redact: 'password' });
  };
  // A line longer than 400 code units before a cell is no console's table (and is not read again for each cell in it).
  const lineStartOf = (at: number): number => lineStartWithin(text, at, 400);
  const lineEndOf = (at: number, most = 2000): number => lineEndWithin(text, at, most);
  const nextLineOf = (end: number): number => nextLineAfter(text, end);
  /** Whether a `|` follows on the line within a short name's reach. */
  const barAfter = (at: number): boolean => {
    for (let i = at; i < text.length && i - at < 40; i++) {
      const c = text.charCodeAt(i);
      if (c === 124) return true;
      if (c === 10) return false;
    }
    return false;
  };
  const headers = new Set<number>();
  const rows = new Set<number>();
  /** The text lines already read (a line is read once, whichever name in it led there). */
  const lines = new Set<number>();
  /** Each HTML row's cells, by where the row starts: read once, whichever header's column asks. */
  const htmlRows = new Map<number, Array<[number, string]>>();

  for (const word of WORDS)
    for (const at of placesOf(t, word)) {
      // A cell's edge within a short name's reach: a `|` for a text table, a `>` for an HTML one.
      let b = at - 1;
      while (b >= 0 && at - b < 30 && text.charCodeAt(b) !== 124 && text.charCodeAt(b) !== 62 && text.charCodeAt(b) !== 10) b--;
      const edge = b >= 0 ? text.charCodeAt(b) : 0;
      if (edge === 62) htmlCell(at);
      else if (edge === 124 || (edge === 10 && barAfter(at))) textTable(at);
    }

  /** A text table whose header line holds the name's cell, over a rule; or a two-cell row naming the secret. */
  function textTable(at: number): void {
    const ls = lineStartOf(at);
    if (ls < 0 || headers.has(ls) || rows.has(ls) || lines.has(ls)) return;
    lines.add(ls);
    const le = lineEndOf(at);
    const line = text.slice(ls, le);
    const cells = line.split('|');
    const column = cells.findIndex((c) => SECRET_CELL.test(c.trim()));
    if (column < 0) return;
    // A row of a text table (its line starts and ends with `|`) of two cells: the name's, then the value's.
    const inner = line.trim();
    if (inner.startsWith('|') && inner.endsWith('|') && cells.length === 4 && column === 1 && valueLike(cells[2]!.trim())) {
      const v = cells[2]!.trim();
      push(ls + cells[0]!.length + 1 + cells[1]!.length + 1 + cells[2]!.indexOf(v), v);
      return;
    }
    const ruleStart = nextLineOf(le);
    const ruleEnd = lineEndOf(ruleStart);
    if (ruleStart < text.length && isRule(text.slice(ruleStart, ruleEnd)) && cells.length >= 2) {
      headers.add(ls);
      let p = nextLineOf(ruleEnd);
      for (let row = 0; row < MAX_ROWS && p < text.length; row++) {
        const e = lineEndOf(p);
        const r = text.slice(p, e);
        if (isRule(r)) {
          p = nextLineOf(e);
          continue;
        }
        const parts = r.split('|');
        if (parts.length !== cells.length) break;
        rows.add(p);
        const cell = parts[column]!;
        const v = cell.trim();
        push(p + parts.slice(0, column).join('|').length + (column > 0 ? 1 : 0) + cell.indexOf(v), v);
        p = nextLineOf(e);
      }
    }
  }

  /** An HTML cell holding the name: a header over a column, or a row's (or a definition list's) name before its value. */
  function htmlCell(at: number): void {
    const open = lastWithin(text, '<', at, 200);
    if (open < 0) return;
    // The cell's tag may be a formatting one inside it (`<td><b>Password:</b></td>`).
    let cellOpen = open;
    if (!/^<(?:t[hd]|d[td])\b/i.test(text.slice(open, open + 3))) {
      cellOpen = lastWithin(text, '<', open - 1, 200);
      if (cellOpen < 0 || !/^<(?:t[hd]|d[td])\b/i.test(text.slice(cellOpen, cellOpen + 3))) return;
    }
    CELL.lastIndex = cellOpen;
    const c = CELL.exec(text);
    if (c === null || c.index !== cellOpen || !SECRET_CELL.test(c[2]!.trim())) return;
    const end = c.index + c[0].length;
    NEXT_CELL.lastIndex = end;
    const n = NEXT_CELL.exec(text);
    if (n !== null) {
      // The value is the match's last run of its characters before its close (no `<` or `>` is in it).
      push(n.index + n[0].lastIndexOf(n[2]!), n[2]!);
      return;
    }
    if (c[1]!.toLowerCase() !== 'th') return;
    // A header: its place among the row's header cells, then each later row's cell there.
    const rowOpen = lastWithin(text, '<tr', cellOpen, 2000);
    const rowClose = firstWithin(text, '</tr>', end, 2000);
    if (rowOpen < 0 || rowClose < 0) return;
    const column = cellsIn(rowOpen, cellOpen).length;
    let p = rowClose + 5;
    for (let row = 0; row < MAX_ROWS; row++) {
      // The next row starts near the last one's end, before the table's.
      const next = firstWithin(text, '<tr', p, 400);
      if (next < 0 || text.slice(p, next).includes('</table>')) break;
      const close = firstWithin(text, '</tr>', next, 4000);
      if (close < 0) break;
      // A row of headers starts another column's reading (its own name, if it has one, reads the rows under it).
      if (lowerCased(text.slice(next + 3, close)).includes('<th')) break;
      let cells = htmlRows.get(next);
      if (cells === undefined) htmlRows.set(next, (cells = cellsIn(next, close)));
      const cell = cells[column];
      if (cell !== undefined) {
        const v = cell[1].trim();
        push(cell[0] + cell[1].indexOf(v), v);
      }
      p = close + 5;
    }
  }

  /** The HTML cells from `from` to `to`: where each one's text starts, and the text. */
  function cellsIn(from: number, to: number): Array<[number, string]> {
    const cells: Array<[number, string]> = [];
    for (let p = text.indexOf('<', from); p >= 0 && p < to; p = text.indexOf('<', p + 1)) {
      CELL.lastIndex = p;
      const m = CELL.exec(text);
      if (m === null) continue;
      cells.push([m.index + textStart(m[0], m[2]!), m[2]!]);
      p = m.index + m[0].length - 1;
    }
    return cells;
  }

  /** Where a cell's text starts in its match: after the cell's open tag and a formatting tag's, and blanks. */
  function textStart(cell: string, inner: string): number {
    let i = cell.indexOf('>') + 1;
    while (cell.charCodeAt(i) === 32 || cell.charCodeAt(i) === 9) i++;
    if (cell.charCodeAt(i) === 60 && cell.charCodeAt(i + 1) !== 47) i = cell.indexOf('>', i) + 1;
    return inner === '' ? i : cell.indexOf(inner, i);
  }
}
