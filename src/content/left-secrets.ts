/**
 * credential_leak: passwords in the shapes the other readings leave, as runbooks, tickets, wikis and dumps write them —
 * a sentence saying what a password was changed from and to ("… password changed from A to B": B, and A where it looks
 * like one), a value in an inline HTML element after its name (`Password: <kbd>…</kbd>`, `<td>Kennwort</td><td><code>…`),
 * a label at a line's start joined by a dash, dot leaders, an arrow or "is:" (`• Password – …`, `PASSWORD ..... …`,
 * `- **Password**: …`), a Markdown definition list (`Password` then `: …`), a Kubernetes env entry (`- name:
 * DB_PASSWORD` then `value: …`), a `.pgpass` line in a text that names the file, and a fixed-width column headed
 * `PASSWORD` as consoles align them. Each is read only beside a name that says it is a password, and only where the
 * value reads as one and looks random (no reference, placeholder, path, word or type). Only the value is redacted. Each
 * reading starts at an indexed literal and tries a bounded, sticky pattern there.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { lineEndWithin, lineStartWithin, nextLineAfter } from './line-bounds.js';
import { joinedWords, looksRandom, scrambledLetters, spansTaken } from './named-secrets.js';
import { readsAsSecret } from './placeholders.js';

/** A password's name, as a whole word. */
const NAME = /^(?:password|passwort|kennwort|passcode|passphrase|passwd|pass|pwd|pw|contrase(?:\u00f1|n)a|senha|wachtwoord)$/i;
/** What a bare value is made of: printable ASCII but quotes, a backtick, brackets, `/`, `,`, `;`, `<`, `>` and `|`. */
const VALUE = '[!#-&*+\\-.0-9:=?-Z^_a-z~]';
/**
 * After a password's name: what it was changed from, then to. Group 2 the old value (when it is one, not a phrase),
 * group 4 the new one; a clause naming whose may come first ("for the backup key", "of user jdoe").
 */
const FROM_TO = new RegExp(
  String.raw`(?:[ \t]{1,3}(?:for|of)[ \t](?:[^.\n:]|\.(?=\S)){1,40}?)?[ \t]{1,3}(?:(?:(?:was|has[ \t]been|has|got|is)[ \t]{1,3})?(?:changed|updated|reset|rotated|switched)[ \t]{1,3})?from[ \t]{1,3}(?:(\\?["'\x60]?)(${VALUE}{6,64})\1|[^\n.]{1,40}?)[ \t]{1,3}(?:to|into|->|\u2192)[ \t]{1,3}(\\?["'\x60]?)(${VALUE}{6,64})`,
  'iy',
);
/** A verb that changes a password right before its name ("Changed pass from …", "I reset the pw from …"). */
const VERB_BEFORE =
  /(?:changed|updated|reset|rotated)[ \t]{1,3}(?:(?:the|my|our|his|her|their)[ \t]{1,3})?(?:[a-z]{1,12}[ \t]{1,3}){0,3}$/i;
/** After a name in HTML: a close, a `:` or "is", then an inline element (in the next cell, maybe) holding the value. */
const INLINE =
  /(?:[ \t]{0,3}<\/(?:b|strong|em|i|span|label|th|td|dt)>)?(?:[ \t]{0,3}(?::|is(?=[ \t])))?(?:[ \t]{0,3}<\/(?:b|strong|em|i|span|label)>)?(?:[ \t]|&nbsp;){0,4}(?:<(?:td|dd)\b[^<>]{0,80}>[ \t]{0,3})?(?:<br[ \t]?\/?>[ \t]{0,3})?(?:<(?:span|b|strong|em|i)\b[^<>]{0,80}>)?<(kbd|code|span|a|strong|b|mark|samp|tt|em|var|pre)\b[^<>]{0,120}>([!#-&*+\-.0-9:=?-Z^_a-z~]{6,128})<\/\1>/iy;
/** What stands before a label at its line's start: a chat's, a transcript's or a log's `[10:03] name: `, `00:12:31 Speaker 2: `, `2026-12-03 10:41:07,112 INFO [w] `, a quote's `>` or a heading's `#`, a bullet (a task's box) or a number, bold, up to three words ("Prod DB Admin"). */
const LABEL_LEAD =
  /^(?:\[\d{1,2}:\d\d(?::\d\d)?\][ \t]{1,3}[\w.-]{1,20}:[ \t]{1,3}|\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?Z?[ \t]{1,3}(?:[A-Z]{3,8}[ \t]{1,3})?(?:\[[\w.-]{1,30}\][ \t]{1,3})?|\d{1,2}:\d\d:\d\d[ \t]{1,3}[A-Za-z][\w .-]{0,20}:[ \t]{1,3})?[ \t]{0,8}(?:>[ \t]{0,2}|#{1,6}[ \t]{1,3})?(?:[-*+\u2022][ \t]{1,3}(?:\[[ xX]\][ \t]{1,3})?|\d{1,2}[.)][ \t]{1,3})?(?:\*\*|__)?(?:[A-Za-z][\w-]{0,15}[ \t]){0,3}$/;
/** After such a label: bold's close, then a dash, dot leaders (`.`, `…`, `·`, `_`), an arrow or "is:", then the value up to the line's end. */
const LABEL_JOIN = new RegExp(
  String.raw`(?:(?:(?:\*\*|__)[ \t]{0,3}:|(?:\*\*|__)?[ \t]{0,3}(?:\u2013|\u2014|--?|=>|->|~>|\u2192|\u21d2|\.{3,40}|\u2026{2,20}|\u00b7{3,40}|_{3,40}|is:|:(?=\*\*))(?:\*\*|__)?)[ \t]{1,3}|[ \t]{0,3}:?(?:\.{3,40}|(?:\.[ \t]){3,40})[ \t]{0,3})(\\?["'\x60]?)(${VALUE}{6,128})\1[ \t]*(?=\r|\n|\\n|\\r|"|$)`,
  'y',
);
/** After such a label: what the password was and became, `A -> B`, `A => B`, `old=A new=B` (a verb before maybe). */
const LABEL_CHANGE = new RegExp(
  String.raw`(?:[ \t]{1,3}(?:changed|rotated|updated|reset|old\/new))?[ \t]{0,3}:?[ \t]{1,3}(?:old=)?(\\?["'\x60]?)(${VALUE}{6,64})\1[ \t]{1,3}(?:(?:->|=>|==>|-->|\u2192|\u21d2|\/)[ \t]{1,3}|new=)(\\?["'\x60]?)(${VALUE}{6,64})\3(?=[ \t\r\n"]|\\n|$)`,
  'iy',
);
/**
 * After a German name: "… (wurde) geändert von A auf B", "… von A auf B geändert", "… geändert auf B", "… lautet jetzt
 * B". Group 1 or 6 the verb (one is needed), group 3 the old value, 5 the new one; group 8 the value after "lautet".
 */
const GERMAN = new RegExp(
  String.raw`[ \t]{1,3}(?:(?:wurde|wird|ist)[ \t]{1,3})?(?:(ge(?:\u00e4|ae)ndert|gesetzt)[ \t]{1,3})?(?:von[ \t]{1,3}(\\?["'\x60]?)(${VALUE}{6,64})\2[ \t]{1,3})?auf[ \t]{1,3}(\\?["'\x60]?)(${VALUE}{6,64})\4([ \t]{1,3}(?:ge(?:\u00e4|ae)ndert|gesetzt))?|[ \t]{1,3}lautet[ \t]{1,3}(?:jetzt|nun)[ \t]{1,3}(\\?["'\x60]?)(${VALUE}{6,64})\7`,
  'iy',
);
/**
 * After a name in HTML: its element closed (one or two), then the value filling the next block (`<p>`, `<div>`, `<td>`,
 * `<dd>`, `<li>`, `<pre>`, `<span>`, an inline element inside maybe) or after one or two `<br>`, a line break between maybe.
 */
const BLOCK = new RegExp(
  String.raw`(?:[ \t]{0,3}:)?[ \t]{0,3}(?:(?:<\/(?:b|strong|em|span|label|p|div|li|th|td|dt|h[1-6])>[ \t]{0,3}){1,2}(?::[ \t]{0,3})?(?:\r?\n[ \t]{0,8})?(?:<(?:p|div|li|td|dd|pre|span)\b[^<>]{0,80}>[ \t]{0,3}(?:\r?\n[ \t]{0,8})?){1,2}(?:<(?:code|span|kbd|b|strong)\b[^<>]{0,80}>)?|(?:<\/(?:b|strong)>[ \t]{0,3})?(?:<br[ \t]?\/?>[ \t]{0,3}){1,2}(?:\r?\n[ \t]{0,8})?)(${VALUE}{6,128})[ \t]*(?:(?:\r?\n[ \t]{0,8})?<|(?=\r|\n|\\n|"|$))`,
  'iy',
);
/** A definition list's description of a name alone on its line: `: value`. */
const DEFINITION = new RegExp(String.raw`:[ \t]{1,4}(["'\x60]?)(${VALUE}{6,128})\1[ \t]*(?=\r|\n|\\n|\\r|"|$)`, 'y');
/** A value alone on its line, in backticks maybe. */
const ALONE = new RegExp(String.raw`[ \t]{0,8}(\x60?)(${VALUE}{6,128})\1[ \t]*(?=\r|\n|\\n|\\r|"|$)`, 'y');
/** The names' literals a reading starts at, and how far into the name each stands. */
const WORDS: ReadonlyArray<readonly [string, number]> = [
  ['pass', 0],
  ['pwd', 0],
  ['pw', 0],
  ['kennwort', 0],
  ['contrase', 0],
  ['enha', 1],
  ['wachtwoord', 0],
];
/** A Kubernetes env entry's name line that names a password, from the line's start. */
const ENV_NAME = /^[ \t]{0,40}-?[ \t]{0,4}(?:name|key):[ \t]{0,4}["']?[A-Za-z][\w.-]{0,60}$/;
/** Its value line: `value: "…"`. */
const ENV_VALUE = new RegExp(String.raw`[ \t]{0,40}value:[ \t]{0,4}(\\?["']?)(${VALUE}{6,128})\1[ \t]*(?=\r|\n|\\n|\\r|"|$)`, 'y');
/** A `.pgpass` line, `host:port:database:user:password`, an `echo "` before it maybe. Group 1 the password. */
const PGPASS_LINE = /(?<=^|[\s"'])[A-Za-z0-9.*_-]{1,253}:(?:\d{1,5}|\*):[^:\s"'\\]{1,64}:[^:\s"'\\]{1,64}:([^\s"'\\]{6,128})/g;
/** A fixed-width header's column that names a password. */
const COLUMN = /^(?:[A-Za-z][A-Za-z0-9]{0,15}[_ ])?(?:password|passwd|pass|pwd)$/i;
/** A fixed-width header's column: a word or two, as consoles name them. */
const HEADER_COLUMN = /^[A-Za-z][\w.()#/-]{0,24}(?: [A-Za-z][\w.()#/-]{0,24})?$/;
/** How many rows a fixed-width column is read down at most. */
const MAX_ROWS = 1000;

/** A stored password's hash, not the password: MySQL's `*` and forty hex digits, a modular crypt or Django format. */
const HASH =
  /^(?:\*[0-9A-F]{40}|\$(?:\d[a-z]?|argon2\w*|pbkdf2[\w-]*|scrypt|sha\d*|md5|y)\$|(?:pbkdf2_sha\d+|bcrypt(?:_sha256)?|argon2|scrypt|sha1|md5)\$)/i;
/** A hash scheme's name, which a column of passwords' kinds holds (`MD5+Salt`, `SCRAM-SHA-256`), not a password. */
const SCHEME = /^(?:md5|sha-?\d*|scram|bcrypt|argon2\w*|pbkdf2|crypt|ntlm)(?![a-z0-9])/i;
/** Letters and digits joined by dashes, one part a capitalised word (`OAuth2-Only`, `k8s-Secret`, `ISO27001-Ctrl`): a name. */
const WORDS_JOINED = /^(?=[A-Za-z0-9]{1,20}(?:-[A-Za-z0-9]{1,20}){1,4}$)(?:[A-Za-z0-9]{1,20}-){0,4}[A-Z][a-z]{3,19}(?:-|$)/;
/** A name in code of words in camelCase, a number and a mark after it maybe (`validatePwd2!`, `bcryptHash2`). */
const CAMEL_NAME = /^[a-z]{2,20}(?:[A-Z][a-z]{2,20}){1,5}\d{0,3}[!?]?$/;
/** Whether a value reads as a password and looks generated: letters with digits, no expression, no word. */
export function valueLike(v: string): boolean {
  // Mixed cases and a sign read as generated too (`fC!jlHVkOSt`), where no digit is — with a capital after a small letter
  // inside a run of letters: capitals only where words start are words (`Forgot-Password?`, `Ctrl+Alt+Del`, `Never-Expires!`).
  // The sign not only at the end: a name in code with a mark after it (`onChange!`, `isLoggedIn?`) is a word's humps.
  // Letters only drawn at random in both cases are read apart (a word's or a name's letters are not so).
  if (scrambledLetters(v)) return true;
  const made = looksRandom(v) || (v.length >= 8 && /[a-z][A-Z]/.test(v) && /[!#$%&*+=?@^~](?!$)/.test(v));
  return (
    made &&
    readsAsSecret(v) &&
    !/[()[\]{}]/.test(v) &&
    !joinedWords(v) &&
    !WORDS_JOINED.test(v) &&
    !CAMEL_NAME.test(v) &&
    !/^(?:https?|ftp):/i.test(v) &&
    !HASH.test(v) &&
    !SCHEME.test(v)
  );
}

/** The passwords above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectLeftCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const taken = spansTaken(out);
  const push = (start: number, v: string): void => {
    if (!valueLike(v) || isPlaceholder(v) || taken(start, start + v.length)) return;
    out.push({ code: 'credential_password', start, end: start + v.length, redact: 'password' });
  };
  const lineStartOf = (at: number): number => lineStartWithin(text, at, 200);
  const lineEndOf = (at: number, most = 2000): number => lineEndWithin(text, at, most);
  const nextLineOf = (end: number): number => nextLineAfter(text, end);
  /** A value with a sentence's mark after it, checked closed when quoted, pushed. */
  const takeValue = (at: number, raw: string, open: string): void => {
    const v = raw.replace(/[.,;:!?]+$/, '');
    if (open !== '' && !text.startsWith(open, at + v.length)) return;
    push(at, v);
  };

  const headers = new Set<number>();
  for (const [word, offset] of WORDS) {
    for (const place of placesOf(t, word)) {
      const at = place - offset;
      if (at < 0) continue;
      const before = text.charCodeAt(at - 1);
      let end = at + word.length;
      while (end < text.length && end - at < 12 && /[a-z\u00f1]/i.test(text[end]!)) end++;
      if (!NAME.test(text.slice(at, end))) continue;
      const ls = lineStartOf(at);
      // A name joined to others (`DB_PASSWORD`) heads a column or names an env entry only.
      if (before === 95 && ls >= 0) {
        envEntry(ls, at, end);
        if (!headers.has(ls)) fixedWidth(ls, at - wordBefore(at));
      }
      // A name starts a word (a JSON string's `\n` before it is a line break).
      if (at > 0 && /[\w=/<-]/.test(text[at - 1]!) && !(before === 110 && text.charCodeAt(at - 2) === 92)) continue;
      const next = text.charCodeAt(end);

      // A sentence: what it was changed from, and to.
      if (next === 32 || next === 9) {
        const m = execAt(FROM_TO, text, end);
        if (
          m !== null &&
          (/changed|updated|reset|rotated|switched/i.test(m[0].slice(0, m[0].indexOf('from'))) ||
            VERB_BEFORE.test(text.slice(Math.max(0, at - 40), at)))
        ) {
          if (m[2] !== undefined) takeValue(m.index + m[0].indexOf(m[2], m[0].indexOf('from') + 4), m[2], m[1]!);
          takeValue(m.index + m[0].length - m[4]!.length, m[4]!, m[3]!);
        }
      }

      // HTML: an inline element holding the value after the name.
      // Looked for within the 40 code units read (a search to the text's end after every name grew with the text).
      const lt = text.slice(end, end + 40).indexOf('<');
      if (lt >= 0) {
        const m = execAt(INLINE, text, end);
        if (m !== null) push(m.index + m[0].lastIndexOf(m[2]!), m[2]!);
        const b = execAt(BLOCK, text, end);
        if (b !== null) push(b.index + b[0].lastIndexOf(b[1]!), b[1]!);
      }

      // German: what it was changed from and to, what it reads now.
      if (next === 32 && /^(?:passwort|kennwort)$/i.test(text.slice(at, end))) {
        const g = execAt(GERMAN, text, end);
        if (g?.[8] !== undefined) takeValue(g.index + g[0].length - g[8].length, g[8], g[7]!);
        else if (g !== null && (g[1] !== undefined || g[6] !== undefined)) {
          if (g[3] !== undefined) takeValue(g.index + g[0].indexOf(g[3]), g[3], g[2]!);
          takeValue(g.index + g[0].lastIndexOf(g[5]!), g[5]!, g[4]!);
        }
      }

      if (ls < 0) continue;
      // A label at its line's start: a dash, dot leaders, an arrow, bold's `**:`, "is:".
      if (leadsLabel(ls, at)) {
        const m = execAt(LABEL_JOIN, text, end);
        if (m !== null) takeValue(m.index + m[0].lastIndexOf(m[2]!), m[2]!, m[1]!);
        const c = execAt(LABEL_CHANGE, text, end);
        if (c !== null) {
          takeValue(c.index + c[0].indexOf(c[2]!), c[2]!, c[1]!);
          takeValue(c.index + c[0].length - c[4]!.length - c[3]!.length, c[4]!, c[3]!);
        }
        const le = lineEndOf(end);
        if (le < text.length && le - end <= 8) {
          const rest = text.slice(end, le);
          // A definition list: the name alone on its line (bold maybe), then `: value`.
          if (/^(?:\*\*|__)?[ \t]*$/.test(rest)) {
            const d = execAt(DEFINITION, text, nextLineOf(le));
            if (d !== null) takeValue(d.index + d[0].lastIndexOf(d[2]!), d[2]!, d[1]!);
          }
          // A label ending its line (bold, another language's), then the value alone on the next line.
          if (/^(?:\*\*|__)?[ \t]{0,2}:(?:\*\*|__)?[ \t]*$|^(?:\*\*|__)[ \t]*$/.test(rest)) {
            let p = nextLineOf(le);
            if (lineEndOf(p) === p && p < text.length) p = nextLineOf(p);
            const v = execAt(ALONE, text, p);
            if (v !== null) takeValue(v.index + v[0].lastIndexOf(v[2]!), v[2]!, v[1]!);
          }
        }
      }
      envEntry(ls, at, end);
      // A fixed-width table: the name fills a header's column.
      if (!headers.has(ls)) fixedWidth(ls, at);
    }
  }

  // .pgpass lines, in a text that names the file: each line near where it is named.
  let readTo = -1;
  for (const at of placesOf(t, 'pgpass')) {
    let p = lineStartOf(at);
    if (p < 0) p = at;
    if (p < readTo) p = readTo;
    for (let line = 0; line < 50 && p < text.length; line++) {
      const e = lineEndOf(p);
      const line = text.slice(p, e);
      // Four colons at least, before the pattern tries every word of a line of prose.
      if (line.split(':', 5).length === 5)
        for (const m of line.matchAll(PGPASS_LINE)) takeValue(p + m.index + m[0].length - m[1]!.length, m[1]!, '');
      p = nextLineOf(e);
    }
    readTo = p;
  }

  /** Whether a label's line holds only a lead before it, the line's start a JSON string's (`"text": "Password…`) maybe. */
  function leadsLabel(ls: number, at: number): boolean {
    const lead = text.slice(ls, at);
    if (LABEL_LEAD.test(lead)) return true;
    const q = lead.lastIndexOf('"');
    return q > 0 && /[:[,][ \t]{0,3}\\?$/.test(lead.slice(Math.max(0, q - 6), q)) && LABEL_LEAD.test(lead.slice(q + 1));
  }

  /** How far a name joined to others by `_` reaches back (`DB_PASSWORD`: 3). */
  function wordBefore(at: number): number {
    let i = at;
    while (i > 0 && at - i < 16 && /[A-Za-z0-9_]/.test(text[i - 1]!)) i--;
    return at - i;
  }

  /** A Kubernetes env entry: `- name: DB_PASSWORD` (the name ending its line), then `value: …`. */
  function envEntry(ls: number, at: number, end: number): void {
    // The name ends its line (a quote may close it): read two code units on, not to the line's end.
    const le = lineEndOf(end, 2);
    if (le - end > 1 || !/(?:name|key):[ \t]{0,4}["']?[\w.-]{0,40}$/.test(text.slice(Math.max(ls, at - 60), at))) return;
    if (!ENV_NAME.test(text.slice(ls, le).replace(/["']$/, ''))) return;
    const v = execAt(ENV_VALUE, text, nextLineOf(le));
    if (v !== null && readsAsSecret(v[2]!)) push(v.index + v[0].lastIndexOf(v[2]!), v[2]!);
  }

  /** A header line whose columns are apart by two blanks or more, one of them the name's; each row's cell under it. */
  function fixedWidth(ls: number, at: number): void {
    headers.add(ls);
    const le = lineEndOf(ls);
    const line = text.slice(ls, le);
    if (line.length > 300 || /[:=|]/.test(line)) return;
    const columns: Array<[number, string]> = [];
    for (const m of line.matchAll(/\S+(?: \S+)*/g)) columns.push([m.index, m[0]]);
    const column = columns.findIndex(([from]) => from === at - ls);
    if (columns.length < 2 || column < 0 || !COLUMN.test(columns[column]![1])) return;
    if (!columns.every(([, name]) => HEADER_COLUMN.test(name))) return;
    const from = columns[column]![0];
    const to = column + 1 < columns.length ? columns[column + 1]![0] : Number.POSITIVE_INFINITY;
    let p = nextLineOf(le);
    for (let row = 0; row < MAX_ROWS && p < text.length; row++) {
      const e = lineEndOf(p);
      const r = text.slice(p, e);
      if (r.trim() === '') break;
      // A row is read once: a name in it starts no table of its own.
      headers.add(p);
      if (from < r.length && (from === 0 || r[from - 1] === ' ') && r[from] !== ' ') {
        const cell = r.slice(from, Math.min(r.length, to));
        const v = cell.split(/ {2}/)[0]!.trim();
        if (!v.includes(' ')) push(p + from, v);
      }
      p = nextLineOf(e);
    }
  }
}
