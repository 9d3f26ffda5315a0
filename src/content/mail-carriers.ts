/**
 * Raw e-mails in the carriers a mail tool's output wraps them in besides a JSON field (docs/content-readings.md, Raw
 * e-mails: carriers): an Exchange Web Services response's `<t:MimeContent>` element, a Node Buffer's JSON
 * (`{"type":"Buffer","data":[…]}`: the mail's bytes as numbers) and a `data:message/rfc822;base64,` URL; and what every
 * such carrier's bytes are read as (readMailBytes, mail-shapes.ts's fields too): a mail in UTF-8 or UTF-16 (either end,
 * a byte-order mark or none), or base64 of one (a store that encodes the base64 it was given). Each carrier is sought
 * only where its literal is in the text, each call with its own pattern.
 */
import type { ContentQuestion, Hit } from './codes.js';
import {
  type Bytes,
  base64Bytes,
  type Decoded,
  decodeBytes,
  decodedQuestions,
  isBase64Digit,
  MOST_DECODED,
  mapBack,
  readingOf,
  readsAsText,
  strongOrder,
} from './mime-bytes.js';

/**
 * How a decoded text is read by the asked questions' readings: its encoded parts only (`parts`), its own text only
 * (`text`), or both (a mail decoded whole).
 */
export type ReadMail = (text: string, questions: ReadonlySet<ContentQuestion>, how: 'parts' | 'text' | 'both') => Hit[];

/** A mail's first header lines: decoded bytes are read only when they are a mail. */
export const MAIL_HEAD = /^(?:from|to|subject|date|mime-version|content-type|received|return-path|message-id|delivered-to)[ \t]*:/im;
/** How many bytes are decoded first to see whether they are a mail (a header line in their first 8 KB). */
const HEAD_BYTES = 9000;
/** How much of a carrier is read. */
const MOST = MOST_DECODED;

/**
 * What is left of one judged text's decoding work, shared by every carrier at every level: the characters of carriers
 * decoded whole (each charged its written length before it is decoded), and how many carriers may still be read. A mail
 * nested in a mail in a mail costs each level's text again, and decoding is the cost: without a shared budget a 900 KB
 * text of nested carriers cost 1 to 1.7 s. A carrier past the characters is read by its head only (its first
 * HEAD_BYTES: a mail's headers and text come before its attachments); one past the count is not read.
 */
export interface MailBudget {
  chars: number;
  carriers: number;
}
/** How many characters of carriers one text decodes whole (about 96 KB of mails). */
const MOST_WHOLE_CHARS = 1 << 17;
/** How many carriers one text's mails are sought in (a mail tool's page lists tens, not thousands). */
const MOST_CARRIERS = 256;
/**
 * A fresh budget for one judged text of `length` characters: at least the text itself, so a raw mail as long as the
 * text it stands in is decoded whole (an order past an attachment's first bytes is still read); what nests inside it
 * then reads heads only.
 */
export const mailBudget = (length = 0): MailBudget => ({ chars: Math.max(MOST_WHOLE_CHARS, length), carriers: MOST_CARRIERS });

/** Whether a decoded head is base64 text itself: 64 or more of its first characters base64's, wrapped or not. */
function isBase64Text(s: string): boolean {
  const n = Math.min(s.length, 256);
  if (n < 64) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (!isBase64Digit(c) && c !== 61 && c !== 10 && c !== 13) return false;
  }
  return true;
}

/** Base64 in a decoded text, each byte mapped through the text's own origins onto the carrier's characters. */
function base64Within(decoded: Decoded): Bytes {
  const b = base64Bytes(decoded.text, 0, decoded.text.length);
  return { bytes: b.bytes, from: b.from.map((k) => decoded.from[k]!), to: b.to.map((k) => decoded.to[k - 1]!) };
}

/**
 * A carrier's bytes [start, stop) of the text: `head` its first bytes (at least HEAD_BYTES where it has them), `whole`
 * all of them, asked for only when the head is a mail. Read as a mail decoded whole — UTF-8, or UTF-16 by its
 * byte-order mark or its zeros —, an order in it an encoded payload too; or, where the head is base64 text, that
 * base64 decoded once more and read so (no deeper: a third encoding is not read). Returns whether it was a mail.
 */
export function readMailBytes(
  head: Bytes,
  whole: () => Bytes,
  span: { start: number; end: number },
  questions: ReadonlySet<ContentQuestion>,
  read: ReadMail,
  found: Hit[],
  budget: MailBudget,
  again = true,
): boolean {
  if (again) {
    if (budget.carriers <= 0) return false;
    budget.carriers--;
  }
  // The charset is unknown: UTF-8 unless a byte-order mark or the zeros say UTF-16.
  const reading = readingOf('utf-8', head);
  const headText = decodeBytes(head, reading);
  if (MAIL_HEAD.test(headText.text.slice(0, 8192)) && readsAsText(headText.text)) {
    // Its written characters are charged before it is decoded (base64 of base64 once, by its outer reading); past the
    // budget its head is read as the mail.
    const cost = span.end - span.start;
    const within = cost <= budget.chars;
    if (within) budget.chars -= cost;
    const all = within ? whole() : head;
    const mail = all.bytes.length === head.bytes.length ? headText : decodeBytes(all, reading);
    if (mail !== headText && !readsAsText(mail.text)) return false;
    const hits = read(mail.text, decodedQuestions(questions, true), 'both');
    mapBack(mail, hits, found);
    if (hits.some(strongOrder)) found.push({ code: 'encoded_instructions', start: span.start, end: span.end });
    return true;
  }
  if (!again || reading !== 'utf8' || !isBase64Text(headText.text)) return false;
  // Base64 of base64: the inner text's head first, then all of it only if that head is a mail.
  const inner = base64Within(headText);
  inner.bytes.length = Math.min(inner.bytes.length, HEAD_BYTES);
  return readMailBytes(inner, () => base64Within(decodeBytes(whole(), 'utf8')), span, questions, read, found, budget, false);
}

/** How many base64 characters make a carrier's head bytes. */
export const HEAD_CHARS = Math.ceil(HEAD_BYTES / 3) * 4 + 64;

/** Where base64 that starts at `start` ends: its digits, padding, blanks and breaks (at most MOST characters). */
function base64RunEnd(text: string, start: number): number {
  let stop = start;
  const limit = Math.min(text.length, start + MOST);
  while (stop < limit) {
    const c = text.charCodeAt(stop);
    if (!isBase64Digit(c) && c !== 61 && c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
    stop++;
  }
  return stop;
}

/** Base64 from `start` to its run's end read as a carrier's bytes (readMailBytes), if 64 characters or more. */
function readBase64Run(
  text: string,
  start: number,
  questions: ReadonlySet<ContentQuestion>,
  read: ReadMail,
  found: Hit[],
  budget: MailBudget,
): number {
  const stop = base64RunEnd(text, start);
  if (stop - start < 64) return stop;
  readMailBytes(
    base64Bytes(text, start, Math.min(stop, start + HEAD_CHARS)),
    () => base64Bytes(text, start, stop),
    { start, end: stop },
    questions,
    read,
    found,
    budget,
  );
  return stop;
}

/** Exchange Web Services' MimeContent element (`<t:MimeContent CharacterSet="UTF-8">…</t:MimeContent>`): its base64. */
function soapMimeContent(text: string, questions: ReadonlySet<ContentQuestion>, read: ReadMail, found: Hit[], budget: MailBudget): void {
  const element = /<(?:[\w-]{1,20}:)?MimeContent\b[^<>]{0,200}>/g;
  for (let m = element.exec(text); m !== null && budget.carriers > 0; m = element.exec(text)) {
    element.lastIndex = Math.max(element.lastIndex, readBase64Run(text, m.index + m[0].length, questions, read, found, budget));
  }
}

/** A `data:message/rfc822;base64,` URL (its parameters before `;base64` maybe): its base64. */
function rfc822DataUrls(text: string, questions: ReadonlySet<ContentQuestion>, read: ReadMail, found: Hit[], budget: MailBudget): void {
  const url = /data:message\/rfc822(?:;[\w.=-]{1,40}){0,4};base64,/gi;
  for (let m = url.exec(text); m !== null && budget.carriers > 0; m = url.exec(text)) {
    url.lastIndex = Math.max(url.lastIndex, readBase64Run(text, m.index + m[0].length, questions, read, found, budget));
  }
}

/**
 * A Node Buffer's JSON (`{"type":"Buffer","data":[67,111,…]}`, as `JSON.stringify` writes a mail library's `source`):
 * its numbers are the mail's bytes, each mapped onto the number it is written as.
 */
function bufferJson(text: string, questions: ReadonlySet<ContentQuestion>, read: ReadMail, found: Hit[], budget: MailBudget): void {
  const buffer = /"type"[ \t]*:[ \t]*"Buffer"[ \t]*,[ \t]*"data"[ \t]*:[ \t]*\[/g;
  for (let m = buffer.exec(text); m !== null && budget.carriers > 0; m = buffer.exec(text)) {
    const start = m.index + m[0].length;
    const bytes: Bytes = { bytes: [], from: [], to: [] };
    let i = start;
    const limit = Math.min(text.length, start + MOST);
    while (i < limit) {
      while (i < limit && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13)) i++;
      const from = i;
      let value = 0;
      while (i < limit && i - from < 3 && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57)
        value = value * 10 + text.charCodeAt(i++) - 48;
      if (i === from || value > 255) break;
      bytes.bytes.push(value);
      bytes.from.push(from);
      bytes.to.push(i);
      while (i < limit && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13)) i++;
      if (text.charCodeAt(i) !== 44) break;
      i++;
    }
    buffer.lastIndex = Math.max(buffer.lastIndex, i);
    if (bytes.bytes.length < 64) continue;
    const head: Bytes = {
      bytes: bytes.bytes.slice(0, HEAD_BYTES),
      from: bytes.from.slice(0, HEAD_BYTES),
      to: bytes.to.slice(0, HEAD_BYTES),
    };
    readMailBytes(head, () => bytes, { start, end: i }, questions, read, found, budget);
  }
}

/** Whether a decoded text may hold one of the carriers above (the text judged asks its literal index instead). */
export const mayHoldMailCarrier = (text: string): boolean =>
  text.indexOf('MimeContent') >= 0 || text.indexOf('"Buffer"') >= 0 || text.indexOf('rfc822;') >= 0 || text.indexOf('RFC822;') >= 0;

/** Adds to `found` the findings of the mails in the carriers above, each sought only where its literal is in the text. */
export function readMailCarriers(
  text: string,
  questions: ReadonlySet<ContentQuestion>,
  read: ReadMail,
  found: Hit[],
  budget: MailBudget,
): void {
  if (text.indexOf('MimeContent') >= 0) soapMimeContent(text, questions, read, found, budget);
  if (text.indexOf('"Buffer"') >= 0) bufferJson(text, questions, read, found, budget);
  if (text.indexOf('rfc822;') >= 0 || text.indexOf('RFC822;') >= 0) rfc822DataUrls(text, questions, read, found, budget);
}
