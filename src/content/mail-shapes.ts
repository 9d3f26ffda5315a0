/**
 * Raw e-mails where a tool or an old mailer leaves them (docs/content-readings.md, Raw e-mails: carriers): a raw mail
 * inside a JSON string (an MCP mail tool's result, a mail API's body, its breaks written `\n`), a mail kept whole in
 * a JSON field (Gmail's `"raw"` in base64url, other tools' names for it, Exchange's MimeContent, in base64 too), a uuencoded file (`begin 644 name` … `end`), and Japanese mail sent 7bit in
 * ISO-2022-JP (its escapes switch to two bytes a character). Each is decoded only where its mark is present, read by
 * the asked questions' readings (mime.ts's, through `read`), and every finding mapped back onto the characters it came
 * from.
 */
import { type ContentQuestion, type Hit, WEAK_CODES } from './codes.js';
import { classifyDecoded } from './encoded.js';
import { RAW_MAIL_FIELD_LEADS } from './literals.js';
import {
  base64Bytes,
  type Bytes,
  type Decoded,
  decodeBytes,
  decodedQuestions,
  mapBack,
  PROGRAM_EXTENSIONS,
  readsAsText,
} from './mime-bytes.js';

/**
 * How a decoded text is read by the asked questions' readings: its encoded parts only (`parts`), its own text only
 * (`text`), or both (a mail decoded whole).
 */
export type ReadMail = (text: string, questions: ReadonlySet<ContentQuestion>, how: 'parts' | 'text' | 'both') => Hit[];

/** A mail's first header lines: a decoded `raw` field is read only when it is a mail. */
const MAIL_HEAD = /^(?:from|to|subject|date|mime-version|content-type|received|return-path|message-id|delivered-to)[ \t]*:/im;
/** A uuencoded file's first line: its mode and its name. */
const UU_BEGIN = /^begin [0-7]{3,4} ([^\r\n]{1,200})\r?$/gm;
/** A file name that says a program or a script. */
const PROGRAM_FILE = new RegExp(`\\.(?:${PROGRAM_EXTENSIONS})$`, 'i');
/** How much a decoded file or string is read: the windows' limit bounds the text anyway. */
const MOST = 1 << 20;

/** Whether a finding is an order the readings trust (not the learned scorer's half trust). */
const strongOrder = (h: Hit): boolean => h.code.startsWith('injection_') && !WEAK_CODES.has(h.code);

/**
 * A JSON string's characters from its opening quote at `open`, unescaped, each with the characters it came from; its
 * end (after the closing quote) in `end`.
 */
function jsonString(text: string, open: number): { decoded: Decoded; end: number } {
  const units: number[] = [];
  const decoded: Decoded = { text: '', from: [], to: [] };
  let i = open + 1;
  const limit = Math.min(text.length, open + MOST);
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (c === 34) break;
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

/** Where the JSON string around `at` opens (its unescaped quote), looking back at most MOST characters; -1 if none. */
function stringOpen(text: string, at: number, stop: number): number {
  for (let i = at - 1; i >= stop && at - i < MOST; i--) {
    if (text.charCodeAt(i) !== 34) continue;
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
const RAW_FIELD = new RegExp(`\\\\?"${RAW_FIELD_NAMES}\\\\?"`, 'gi');
/** How much of a field is decoded first to see whether it is a mail (a header line in its first 8 KB). */
const HEAD_CHARS = 12_000;

/** Whether a decoded text may hold one of RAW_FIELD's names (the text judged asks its literal index instead). */
const mayHoldRawField = (text: string): boolean => {
  const lower = text.length <= 1 << 16 ? text.toLowerCase() : text;
  return RAW_MAIL_FIELD_LEADS.some((lead) => lower.indexOf(lead) >= 0);
};

/** Where a JSON value's string starts (after its quote, escaped or not) past a field's name ending at `at`, or -1. */
function valueStart(text: string, at: number): number {
  const blank = (i: number): boolean => text[i] === ' ' || text[i] === ':' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t';
  let i = at;
  while (i < text.length && i - at < 32 && blank(i)) i++;
  // Exchange's MimeContent is an object: its text is its `Value`, a few fields on (one object deep, no further).
  if (text[i] === '{') {
    const value = text.slice(i, i + 128).indexOf('"Value"');
    if (value < 0) return -1;
    const from = i + value + 7;
    i = from;
    while (i < text.length && i - from < 32 && blank(i)) i++;
  }
  if (text[i] === '\\' && text[i + 1] === '"') return i + 2;
  return text[i] === '"' ? i + 1 : -1;
}

/**
 * Base64 inside a JSON string from `start` to `stop`, its `\r`, `\n` and `\t` escapes (a mail store's export wraps
 * it at 76) skipped and `\/` read as `/`, each byte with the characters it came from.
 */
function jsonBase64Bytes(text: string, start: number, stop: number, escaped: boolean): Bytes {
  if (!escaped) return base64Bytes(text, start, stop);
  const plain: string[] = [];
  const origin: number[] = [];
  for (let i = start; i < stop; i++) {
    if (text.charCodeAt(i) === 92) {
      i++;
      if (text[i] !== '/') continue;
    }
    plain.push(text[i]!);
    origin.push(i);
  }
  const joined = plain.join('');
  const b = base64Bytes(joined, 0, joined.length);
  return { bytes: b.bytes, from: b.from.map((k) => origin[k]!), to: b.to.map((k) => origin[k - 1]! + 1) };
}

/** Where a field's base64 that starts at `start` ends, and whether escapes are inside it. */
function base64End(text: string, start: number): { stop: number; escaped: boolean } {
  let stop = start;
  let escaped = false;
  while (stop < text.length && stop - start < MOST) {
    const c = text[stop]!;
    const e = c === '\\' ? text[stop + 1] : undefined;
    if (e === 'r' || e === 'n' || e === 't' || e === '/') {
      stop += 2;
      escaped = true;
    } else if (/[\w+/=-]/.test(c)) stop++;
    else break;
  }
  return { stop, escaped };
}

/** A mail kept whole in a JSON field (RAW_FIELD), decoded and read as a mail, as a base64 part is. */
function rawFields(text: string, questions: ReadonlySet<ContentQuestion>, read: ReadMail, found: Hit[]): void {
  // Its own pattern: a decoded mail is read by this function again, inside this loop.
  const names = new RegExp(RAW_FIELD);
  for (let m = names.exec(text); m !== null; m = names.exec(text)) {
    const start = valueStart(text, names.lastIndex);
    if (start < 0) continue;
    const { stop, escaped } = base64End(text, start);
    const closed = text[stop] === '"' || (text[stop] === '\\' && text[stop + 1] === '"');
    if (!closed || stop - start < 64) continue;
    names.lastIndex = stop;
    // Its head first: most such fields hold an image, a document or a file, and are not decoded whole.
    const headEnd = Math.min(stop, start + HEAD_CHARS);
    const head = decodeBytes(jsonBase64Bytes(text, start, headEnd, escaped), 'utf8');
    if (!MAIL_HEAD.test(head.text.slice(0, 8192)) || !readsAsText(head.text)) continue;
    // A field no longer than its head is decoded once.
    const mail = headEnd === stop ? head : decodeBytes(jsonBase64Bytes(text, start, stop, escaped), 'utf8');
    if (mail !== head && !readsAsText(mail.text)) continue;
    const hits = read(mail.text, decodedQuestions(questions, true), 'both');
    mapBack(mail, hits, found);
    if (hits.some(strongOrder)) found.push({ code: 'encoded_instructions', start, end: stop });
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
  UU_BEGIN.lastIndex = 0;
  for (let m = UU_BEGIN.exec(text); m !== null; m = UU_BEGIN.exec(text)) {
    const start = m.index + m[0].length + 1;
    const { bytes, end } = uuBytes(text, start);
    UU_BEGIN.lastIndex = Math.max(UU_BEGIN.lastIndex, end);
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
 * Adds to `found` the findings of the raw mails, files and Japanese text `text` carries in the shapes above, each read
 * only where its mark is in the text.
 */
export function readMailShapes(
  text: string,
  questions: ReadonlySet<ContentQuestion>,
  read: ReadMail,
  found: Hit[],
  holdsRawField = mayHoldRawField(text),
): void {
  if (text.indexOf('\\n') >= 0 && (text.indexOf('ransfer-Encoding') >= 0 || text.indexOf('ransfer-encoding') >= 0))
    jsonMails(text, questions, read, found);
  if (holdsRawField) rawFields(text, questions, read, found);
  if (text.indexOf('begin ') >= 0) uuFiles(text, questions, read, found);
  if (text.indexOf('\x1b$') >= 0) iso2022jp(text, questions, read, found);
}
