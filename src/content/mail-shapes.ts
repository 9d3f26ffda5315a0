/**
 * Raw e-mails where a tool or an old mailer leaves them (docs/content-readings.md, Raw e-mails: carriers): a raw mail
 * inside a JSON string (an MCP mail tool's result, a mail API's body, its breaks written `\n`), a mail kept whole in
 * a JSON field (Gmail's `"raw"` in base64url, other tools' names for it, Exchange's MimeContent, in base64 too), a uuencoded file (`begin 644 name` … `end`), and Japanese mail sent 7bit in
 * ISO-2022-JP (its escapes switch to two bytes a character). Each is decoded only where its mark is present, read by
 * the asked questions' readings (mime.ts's, through `read`), and every finding mapped back onto the characters it came
 * from.
 */
import type { ContentQuestion, Hit } from './codes.js';
import { classifyDecoded } from './encoded.js';
import { isWordUnit } from './ascii.js';
import { RAW_MAIL_FIELD_LEADS, RAW_MAIL_KEY_LEADS } from './mail-leads.js';
import { firstPlaceFrom, unitPlaces } from './unit-places.js';
import {
  HEAD_CHARS,
  type MailBudget,
  mailBudget,
  mayHoldMailCarrier,
  type ReadMail,
  readMailBytes,
  readMailCarriers,
} from './mail-carriers.js';
import {
  base64Bytes,
  type Bytes,
  type Decoded,
  decodeBytes,
  decodedQuestions,
  isBase64Digit,
  MOST_DECODED,
  mapBack,
  PROGRAM_EXTENSIONS,
  readsAsText,
  strongOrder,
} from './mime-bytes.js';

export type { ReadMail } from './mail-carriers.js';

/** Which of the marks readMailShapes reads after the text holds: a raw field's name, a raw key's, a carrier's. */
export interface MailLeads {
  rawField: boolean;
  rawKey: boolean;
  carrier: boolean;
  /** A `Content-Transfer-Encoding` header, in any case (mime.ts reads the parts it names). */
  transfer?: boolean;
  /** `begin ` as written, a uuencoded file's first word (asked of the index rather than sought through the text). */
  uu?: boolean;
}
/** A uuencoded file's first line: its mode and its name. */
const UU_BEGIN = /^begin [0-7]{3,4} ([^\r\n]{1,200})\r?$/gm;
/** A file name that says a program or a script. */
const PROGRAM_FILE = new RegExp(`\\.(?:${PROGRAM_EXTENSIONS})$`, 'i');
/** How much a decoded file or string is read. */
const MOST = MOST_DECODED;

/**
 * A JSON string's characters from its opening quote at `open`, unescaped, each with the characters it came from; its
 * end (after the closing quote) in `end`. A Python repr's string (`b'…'`: its quote `'`, bytes written `\xNN`) too.
 */
function jsonString(text: string, open: number): { decoded: Decoded; end: number } {
  const quote = text.charCodeAt(open);
  const units: number[] = [];
  const decoded: Decoded = { text: '', from: [], to: [] };
  let i = open + 1;
  const limit = Math.min(text.length, open + MOST);
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (c === quote) break;
    let unit = c;
    let width = 1;
    if (c === 92) {
      const e = text[i + 1];
      width = 2;
      if (e === 'n') unit = 10;
      else if (e === 'r') unit = 13;
      else if (e === 't') unit = 9;
      else if (e === 'u') {
        const hex = text.slice(i + 2, i + 6);
        unit = /^[\da-fA-F]{4}$/.test(hex) ? Number.parseInt(hex, 16) : 0xfffd;
        width = 6;
      } else if (e === 'x' && /^[\da-fA-F]{2}$/.test(text.slice(i + 2, i + 4))) {
        unit = Number.parseInt(text.slice(i + 2, i + 4), 16);
        width = 4;
      } else unit = e === undefined ? 92 : e.charCodeAt(0);
    }
    units.push(unit);
    decoded.from.push(i);
    decoded.to.push(i + width);
    i += width;
  }
  for (let k = 0; k < units.length; k += 4096) decoded.text += String.fromCharCode(...units.slice(k, k + 4096));
  return { decoded, end: i + 1 };
}

/**
 * Where the JSON string around `at` opens (its unescaped quote), looking back at most MOST characters; -1 if none. A
 * Python bytes repr's `b'` opens one too (an apostrophe in a JSON string's text does not: a letter stands before it).
 */
function stringOpen(text: string, at: number, stop: number): number {
  for (let i = at - 1; i >= stop && at - i < MOST; i--) {
    const c = text.charCodeAt(i);
    if (c !== 34 && !(c === 39 && text[i - 1] === 'b' && (i < 2 || !/\w/.test(text[i - 2]!)))) continue;
    let slashes = 0;
    while (i - 1 - slashes >= 0 && text.charCodeAt(i - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) return i;
  }
  return -1;
}

/**
 * Raw mails in JSON strings: each string in which a `Content-Transfer-Encoding` header starts a line written as an
 * escape (`\nContent-Transfer-Encoding:`), unescaped and read for its parts.
 */
function jsonMails(text: string, questions: ReadonlySet<ContentQuestion>, read: ReadMail, found: Hit[]): void {
  let readTo = 0;
  for (const spelling of ['\\nContent-Transfer-Encoding', '\\ncontent-transfer-encoding', '\\nContent-transfer-encoding']) {
    // Each header's string is sought back to the last one's header only (its quote, if none between, stands): a text
    // of such headers and no quote is searched once, not from every header to its start.
    let last = 0;
    let lastOpen = -1;
    for (let at = text.indexOf(spelling); at >= 0; at = text.indexOf(spelling, at + spelling.length)) {
      if (at < readTo) continue;
      const quote = stringOpen(text, at, last);
      const open = quote >= 0 ? quote : lastOpen;
      last = at;
      lastOpen = open;
      if (open < 0) continue;
      const { decoded, end } = jsonString(text, open);
      readTo = end;
      mapBack(decoded, read(decoded.text, questions, 'parts'), found);
    }
  }
}

/**
 * The JSON fields a mail tool or API keeps a whole mail in, base64 or base64url, in any case: Gmail's `raw`, other
 * tools' names for it (imapflow's `source`, Nylas's `mime`, Mailgun's `body-mime`, SES's `content`, a Gmail
 * attachment's `data`), Exchange's `MimeContent` (its `Value`), a Graph attachment's `contentBytes` (a forwarded
 * `.eml`); the name's quotes escaped too (a JSON document inside a JSON string, as SNS carries SES's).
 */
const RAW_FIELD_NAMES =
  '(?:raw|raw_?(?:message|email|mime|source)|message_raw|mime|mime_?content|eml|eml_?content|rfc822|contentbytes|source|body-mime|content|data)';
/** The names no other field is given: also read in single quotes (a Python dict's repr, `{'raw': '…'}`). */
const OWN_FIELD_NAMES = '(?:raw|raw_?(?:message|email|mime|source)|message_raw|mime_?content|eml_?content|rfc822|contentbytes)';
/** A field's name in double quotes (escaped too), or one of its own names in single quotes. */
const RAW_FIELD = new RegExp(`\\\\?"${RAW_FIELD_NAMES}\\\\?"|'${OWN_FIELD_NAMES}'`, 'gi');
/**
 * The names read unquoted before a colon (a JavaScript object printed, `raw: '…'`; YAML), sought apart and only where
 * one of RAW_MAIL_KEY_LEADS is: a pattern with no quote to start at tries every position.
 */
const RAW_KEY = /(?<![\w"'$.-])(?:raw|raw_?(?:message|email|mime|source)|message_raw|mime_?content|rfc822)(?=[ \t]{0,8}:)/gi;

/**
 * RAW_KEY's next match at or after `from`, as its global scan finds it, tried (`key`: its sticky copy) only before a
 * colon: a name is a whole word (`\w` and nothing else, none before it) ending at most eight blanks before one, so the
 * word that ends there is the one place it can start. A loop over the colons rather than the pattern over the whole
 * text, which ran 0.35 ms of a source file's 100 KB in a process past V8's budget of machine code.
 */
function nextRawKey(key: RegExp, text: string, from: number): RegExpExecArray | null {
  const colons = unitPlaces(text, 58);
  for (let k = firstPlaceFrom(colons, from); k < colons.length; k++) {
    const colon = colons[k]!;
    let end = colon;
    while (end > 0 && colon - end <= 8 && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
    let start = end;
    while (start > 0 && end - start <= RAW_KEY_LONGEST && isWordUnit(text.charCodeAt(start - 1))) start--;
    // More than eight blanks, no word, a word longer than any name, or one starting with neither `r` nor `m`.
    if (colon - end > 8 || start === end || end - start > RAW_KEY_LONGEST || start < from) continue;
    const first = text.charCodeAt(start) | 32;
    if (first !== 114 && first !== 109) continue;
    key.lastIndex = start;
    const m = key.exec(text);
    if (m !== null) return m;
  }
  return null;
}
/**
 * RAW_FIELD's next match at or after `from`, as its global scan finds it, tried (`field`: its sticky copy) only at a
 * quotation mark (or the backslash escaping one) whose name's first letter follows: every match starts there. The
 * marks' places are shared (unit-places.ts); the pattern over the whole text tried every position, and in a process
 * past V8's budget of machine code (docs/design-and-performance.md) that was the mail readings' largest cost on a
 * text of JSON.
 */
function nextRawField(field: RegExp, text: string, from: number): RegExpExecArray | null {
  const quotes = unitPlaces(text, 34);
  const apostrophes = unitPlaces(text, 39);
  let q = firstPlaceFrom(quotes, from);
  let a = firstPlaceFrom(apostrophes, from);
  while (q < quotes.length || a < apostrophes.length) {
    const at = a >= apostrophes.length || (q < quotes.length && quotes[q]! < apostrophes[a]!) ? quotes[q++]! : apostrophes[a++]!;
    if (!mayName(text.charCodeAt(at + 1))) continue;
    // An escaped quote's match starts at its backslash.
    const start = at > from && text.charCodeAt(at) === 34 && text.charCodeAt(at - 1) === 92 ? at - 1 : at;
    field.lastIndex = start;
    const m = field.exec(text);
    if (m !== null) return m;
    if (start !== at) {
      field.lastIndex = at;
      const n = field.exec(text);
      if (n !== null) return n;
    }
  }
  return null;
}
/** Whether a field's name may start with the code unit `c`: RAW_FIELD_NAMES' first letters in any case (any other letter kept). */
const mayName = (c: number): boolean => c >= 128 || FIELD_FIRSTS.includes(c | 32);
const FIELD_FIRSTS = [98, 99, 100, 101, 109, 114, 115];

/** The longest of RAW_KEY's names (`mime_content`). */
const RAW_KEY_LONGEST = 12;

/** Each list of leads as one pattern of its literals in any case (no quantifier: one pass over the text). */
const LEAD_PATTERNS = new Map<readonly string[], RegExp>();

/**
 * Whether a decoded text may hold one of `leads` (lower-case literals), in any case (the text judged asks its literal
 * index instead). A short text is lower-cased and searched; a long one (a decoded mail over 64 KB) searched by a
 * pattern that ignores case, not lower-cased whole (nor searched as written: `MimeContent:` is a lead's too).
 */
const mayHold = (text: string, leads: readonly string[]): boolean => {
  if (text.length <= 1 << 16) {
    const lower = text.toLowerCase();
    return leads.some((lead) => lower.indexOf(lead) >= 0);
  }
  let pattern = LEAD_PATTERNS.get(leads);
  if (pattern === undefined) {
    pattern = new RegExp(leads.map((lead) => lead.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i');
    LEAD_PATTERNS.set(leads, pattern);
  }
  return pattern.test(text);
};

/** How a field's value is written: in quotes (`"`, `'`, an escaped `\"`), a YAML block scalar, or bare (YAML's plain). */
type ValueForm = '"' | "'" | '\\"' | 'block' | 'plain';

/** How far into an object Exchange's MimeContent keeps its `Value` (its id and change key may come first). */
const VALUE_REACH = 4096;

/**
 * Where the next `"Value"` and the next `}` are (Infinity: none), kept by a field's reading: its objects come in the
 * text's order and each searches on only where the last answer is behind it, so a text of objects and no Value is
 * searched once, not VALUE_REACH from every object.
 */
interface ValueSearch {
  value: number;
  brace: number;
}

/** Where a field's value starts past its name ending at `at`, and how it is written; undefined if it holds none. */
function valueStart(text: string, at: number, mimeContent: boolean, search: ValueSearch): { start: number; form: ValueForm } | undefined {
  const blank = (i: number): boolean => text[i] === ' ' || text[i] === ':' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t';
  let i = at;
  while (i < text.length && i - at < 32 && blank(i)) i++;
  // Exchange's MimeContent is an object: its text is its `Value`, a few fields on (one object deep, no further). Another
  // name's object is looked into 128 code units; MimeContent's up to VALUE_REACH (its id and change key come first),
  // not past its brace.
  if (text[i] === '{') {
    let value = text.slice(i, i + 128).indexOf('"Value"') + i;
    if (value < i && mimeContent) {
      // What an earlier object's search found stands while it is ahead (a search from an earlier place found nothing
      // before it), else it is sought again from here.
      const next = (needle: string): number => {
        const k = text.indexOf(needle, i);
        return k < 0 ? Number.POSITIVE_INFINITY : k;
      };
      if (search.value < i) search.value = next('"Value"');
      if (search.brace < i) search.brace = next('}');
      value = search.value - i < VALUE_REACH && search.brace > search.value ? search.value : i - 1;
    }
    if (value < i) return undefined;
    const from = value + 7;
    i = from;
    while (i < text.length && i - from < 32 && blank(i)) i++;
  }
  if (text[i] === '\\' && text[i + 1] === '"') return { start: i + 2, form: '\\"' };
  if (text[i] === '"' || text[i] === "'") return { start: i + 1, form: text[i] as '"' | "'" };
  // YAML's block scalar (`raw: |`, folded `raw: >-`): its lines start on the next one, indented.
  const block = /^[|>][+-]?[1-9]?[ \t]*\r?\n/.exec(text.slice(i, i + 8));
  if (block !== null && i > at) return { start: i + block[0].length, form: 'block' };
  return isBase64Digit(text.charCodeAt(i)) && i > at ? { start: i, form: 'plain' } : undefined;
}

/**
 * Base64 inside a JSON string from `start` to `stop`, its `\r`, `\n` and `\t` escapes (a mail store's export wraps
 * it at 76) skipped, `\/` read as `/` and `\u003d` as `=` (Gson writes `=` so), each byte with the characters it
 * came from.
 */
function jsonBase64Bytes(text: string, start: number, stop: number, escaped: boolean): Bytes {
  if (!escaped) return base64Bytes(text, start, stop);
  const plain: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  for (let i = start; i < stop; i++) {
    let c = text[i]!;
    const at = i;
    if (c === '\\') {
      i++;
      if (text[i] === 'u' && /^003[dD]$/.test(text.slice(i + 1, i + 5))) {
        c = '=';
        i += 4;
      } else if (text[i] === '/') c = '/';
      else continue;
    }
    plain.push(c);
    from.push(at);
    to.push(i + 1);
  }
  const joined = plain.join('');
  const b = base64Bytes(joined, 0, joined.length);
  return { bytes: b.bytes, from: b.from.map((k) => from[k]!), to: b.to.map((k) => to[k - 1]!) };
}

/**
 * Where a field's base64 that starts at `start` ends, and whether escapes are inside it. In quotes: its digits, its
 * padding, the escapes of a break, a tab, `/` and `=`, and, once 64 digits have come (no text's words do), blanks and
 * breaks as written (base64 wrapped with blanks, or printed with its breaks unescaped). A YAML block: its indented
 * lines. Bare: its digits and padding.
 */
function base64End(text: string, start: number, form: ValueForm): { stop: number; escaped: boolean } {
  let stop = start;
  let escaped = false;
  let digits = 0;
  const limit = Math.min(text.length, start + MOST);
  while (stop < limit) {
    const c = text.charCodeAt(stop);
    if (isBase64Digit(c) || c === 61) {
      stop++;
      digits++;
      continue;
    }
    if (form === 'block') {
      // A line break goes on only where the next line is indented (the block's own line).
      if (c === 13 || c === 10) {
        const next = text.charCodeAt(stop + 1) === 10 && c === 13 ? stop + 2 : stop + 1;
        const indent = text.charCodeAt(next);
        if (indent !== 32 && indent !== 9) break;
        stop = next;
      } else if (c === 32 || c === 9) stop++;
      else break;
      continue;
    }
    if (form === 'plain') break;
    if (c === 92) {
      const e = text[stop + 1];
      if (e === 'r' || e === 'n' || e === 't' || e === '/') stop += 2;
      else if (e === 'u' && /^003[dD]$/.test(text.slice(stop + 2, stop + 6))) stop += 6;
      else break;
      escaped = true;
    } else if ((c === 32 || c === 10 || c === 13) && digits >= 64) stop++;
    else break;
  }
  // Blanks and breaks before the closing quote or after a block are none of the value's.
  while (stop > start && /\s/.test(text[stop - 1]!)) stop--;
  return { stop, escaped };
}

/** Whether a field's value ends where it should: at its closing quote (or a block's or a bare value's end). */
function closedAt(text: string, stop: number, form: ValueForm): boolean {
  if (form === 'block' || form === 'plain') return true;
  let i = stop;
  // Blanks written before the closing quote of a wrapped value.
  while (i < text.length && i - stop < 4 && /\s/.test(text[i]!)) i++;
  return form === '\\"' ? text[i] === '\\' && text[i + 1] === '"' : text[i] === form;
}

/**
 * A mail kept whole in a field (RAW_FIELD) of a JSON document, a Python repr, a JavaScript object or YAML, decoded and
 * read as a mail, as a base64 part is (readMailBytes: UTF-16 too, and base64 of base64).
 */
function rawFields(
  text: string,
  questions: ReadonlySet<ContentQuestion>,
  read: ReadMail,
  found: Hit[],
  pattern: RegExp,
  budget: MailBudget,
): void {
  // Its own pattern: a decoded mail is read by this function again, inside this loop. RAW_KEY's sticky, tried by
  // nextRawKey (a sticky pattern's lastIndex goes back to 0 where it fails: each search is told where to start).
  const key = pattern === RAW_KEY;
  const names = new RegExp(pattern.source, 'iy');
  const next = (at: number): RegExpExecArray | null => (key ? nextRawKey(names, text, at) : nextRawField(names, text, at));
  const search: ValueSearch = { value: -1, brace: -1 };
  let from = 0;
  for (let m = next(0); m !== null && budget.carriers > 0; m = next(from)) {
    from = m.index + m[0].length;
    const value = valueStart(text, from, /mime_?content/i.test(m[0]), search);
    if (value === undefined) continue;
    const { start, form } = value;
    const { stop, escaped } = base64End(text, start, form);
    if (!closedAt(text, stop, form) || stop - start < 64) continue;
    from = stop;
    // Its head first: most such fields hold an image, a document or a file, and are not decoded whole.
    const headEnd = Math.min(stop, start + HEAD_CHARS);
    readMailBytes(
      jsonBase64Bytes(text, start, headEnd, escaped),
      () => jsonBase64Bytes(text, start, stop, escaped),
      { start, end: stop },
      questions,
      read,
      found,
      budget,
    );
  }
}

/** A uuencoded file's bytes from its first body line at `start`, each with the characters it came from; where it ends. */
function uuBytes(text: string, start: number): { bytes: Bytes; end: number } {
  const bytes: Bytes = { bytes: [], from: [], to: [] };
  let at = start;
  while (at < text.length && at - start < MOST) {
    let nl = text.indexOf('\n', at);
    if (nl < 0) nl = text.length;
    const line = text.slice(at, nl).replace(/\r$/, '');
    const n = (line.charCodeAt(0) - 32) & 63;
    // A line of length zero (a backquote or a blank) or `end` closes the file; a line not of uuencode's characters too.
    if (line.length === 0 || n === 0 || line === 'end' || !/^[\x20-\x60]+$/.test(line)) break;
    const out: number[] = [];
    for (let i = 1; out.length < n && i < line.length; i += 4) {
      const c = [0, 1, 2, 3].map((k) => ((line.charCodeAt(i + k) || 32) - 32) & 63) as [number, number, number, number];
      out.push((c[0] << 2) | (c[1] >> 4), ((c[1] & 15) << 4) | (c[2] >> 2), ((c[2] & 3) << 6) | c[3]);
      for (let k = 0; k < 3; k++) {
        bytes.from.push(at + i);
        bytes.to.push(at + Math.min(line.length, i + 4));
      }
    }
    out.length = Math.min(out.length, n);
    bytes.from.length = bytes.bytes.length + out.length;
    bytes.to.length = bytes.from.length;
    bytes.bytes.push(...out);
    at = nl + 1;
  }
  return { bytes, end: at };
}

/**
 * uuencoded files: read for what they are (a script where the name says one or it starts with `#!`, an executable),
 * and, where they decode to text, by the asked questions' readings but the learned scorer's (a file's lines read as
 * orders to it, as mime.ts reads an attachment); an order in one is an encoded payload too.
 */
function uuFiles(text: string, questions: ReadonlySet<ContentQuestion>, read: ReadMail, found: Hit[]): void {
  // A pattern of this call's own: the decoded text is read inside the loop, which may read uuencoded files in turn.
  const begin = new RegExp(UU_BEGIN.source, UU_BEGIN.flags);
  for (let m = begin.exec(text); m !== null; m = begin.exec(text)) {
    const start = m.index + m[0].length + 1;
    const { bytes, end } = uuBytes(text, start);
    begin.lastIndex = Math.max(begin.lastIndex, end);
    if (bytes.bytes.length < 8) continue;
    const raw = Uint8Array.from(bytes.bytes.slice(0, 3072));
    const program = PROGRAM_FILE.test(m[1]!.trim()) || (raw[0] === 0x23 && raw[1] === 0x21);
    if (questions.has('encoded_payload'))
      for (const code of classifyDecoded(raw)) {
        if (code === 'encoded_script' && !program) continue;
        if (code === 'encoded_script' || code === 'encoded_executable') found.push({ code, start: m.index, end });
      }
    const decoded = decodeBytes(bytes, 'utf8');
    if (!readsAsText(decoded.text)) continue;
    // A script's commands are no orders to the reader: a file named or written as a program is read for secrets only.
    const hits = read(decoded.text, decodedQuestions(questions, true), 'text').filter(
      (h) => h.code !== 'injection_learned' && h.code !== 'injection_weak' && !(program && h.code.startsWith('injection_')),
    );
    mapBack(decoded, hits, found);
    if (hits.some(strongOrder)) found.push({ code: 'encoded_instructions', start: m.index, end });
  }
}

/** Japanese sent 7bit in ISO-2022-JP: each run from an escape to two bytes a character, decoded; the rest as it is. */
function iso2022jp(text: string, questions: ReadonlySet<ContentQuestion>, read: ReadMail, found: Hit[]): void {
  const decoder = new TextDecoder('iso-2022-jp');
  const out: Decoded = { text: '', from: [], to: [] };
  const pieces: string[] = [];
  let copied = 0;
  for (let at = text.indexOf('\x1b$'); at >= 0; at = text.indexOf('\x1b$', at + 2)) {
    if (at < copied) continue;
    let stop = text.indexOf('\x1b(', at + 3);
    if (stop < 0 || stop - at > 8192) stop = Math.min(text.length, at + 8192);
    else stop += 3;
    pieces.push(text.slice(copied, at));
    for (let i = copied; i < at; i++) {
      out.from.push(i);
      out.to.push(i + 1);
    }
    const run = Uint8Array.from(text.slice(at, stop), (c) => c.charCodeAt(0) & 0xff);
    const s = decoder.decode(run);
    pieces.push(s);
    // Each character of the run stands for its two bytes, the escapes with the first and the last.
    for (let k = 0; k < s.length; k++) {
      const a = Math.min(stop - 1, at + 3 + 2 * k);
      out.from.push(k === 0 ? at : a);
      out.to.push(k === s.length - 1 ? stop : Math.min(stop, a + 2));
    }
    copied = stop;
  }
  if (pieces.length === 0) return;
  pieces.push(text.slice(copied));
  for (let i = copied; i < text.length; i++) {
    out.from.push(i);
    out.to.push(i + 1);
  }
  out.text = pieces.join('');
  // The text's own parts are read as written already: only the text itself is read again.
  mapBack(out, read(out.text, decodedQuestions(questions, false), 'text'), found);
}

/**
 * Adds to `found` the findings of the raw mails, files and Japanese text `text` carries in the shapes above and
 * mail-carriers.ts's, each read only where its mark is in the text (`holds`: whether the text's literal index found a
 * raw field's, a raw key's or a carrier's, for the text judged).
 */
export function readMailShapes(
  text: string,
  questions: ReadonlySet<ContentQuestion>,
  read: ReadMail,
  found: Hit[],
  holds: MailLeads = {
    rawField: mayHold(text, RAW_MAIL_FIELD_LEADS),
    rawKey: mayHold(text, RAW_MAIL_KEY_LEADS),
    carrier: mayHoldMailCarrier(text),
  },
  budget: MailBudget = mailBudget(text.length),
): void {
  if (text.indexOf('\\n') >= 0 && (holds.transfer ?? (text.indexOf('ransfer-Encoding') >= 0 || text.indexOf('ransfer-encoding') >= 0)))
    jsonMails(text, questions, read, found);
  if (holds.rawField) rawFields(text, questions, read, found, RAW_FIELD, budget);
  if (holds.rawKey) rawFields(text, questions, read, found, RAW_KEY, budget);
  if (holds.carrier) readMailCarriers(text, questions, read, found, budget);
  if (holds.uu ?? text.indexOf('begin ') >= 0) uuFiles(text, questions, read, found);
  if (text.indexOf('\x1b$') >= 0) iso2022jp(text, questions, read, found);
}
