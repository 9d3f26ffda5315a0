/**
 * RFC 2047 encoded-words in a raw e-mail's headers (`Subject: =?UTF-8?B?…?=`, `=?iso-8859-1?Q?…?=`): a mail reader shows
 * them decoded, and a model reads through them, so an order or a secret in a subject or a display name is read decoded
 * (docs/content-readings.md, Raw e-mails). Adjacent words are one text (the blanks and folds between them are not
 * part of it, so a word cut anywhere over several lines joins up), and each finding is mapped back onto the encoded
 * characters it came from.
 */
import type { ContentQuestion, Hit } from './codes.js';
import { Text } from './find.js';
import {
  base64Bytes,
  type Bytes,
  type Decoded,
  decodeBytes,
  decodedQuestions,
  mapBack,
  quotedPrintableBytes,
  readingOf,
} from './mime-bytes.js';

/** One encoded-word from its `=?`: charset (a language after `*` maybe), B or Q, the encoded text, `?=`. */
const WORD = /=\?([\w.:-]{1,40})(?:\*[\w-]{1,20})?\?([bBqQ])\?([^?\s]{1,600})\?=/y;
/** A header's name at its line's start. */
const HEADER_NAME = /[A-Za-z][\w-]{0,60}[ \t]*:/y;

/**
 * Whether the `=?` at a place stands in a header: on a line that starts with a header's name, or that folds one. Asked
 * in the text's order: the line breaks are found by one scan forward shared by every word.
 */
function headerTest(text: string): (at: number) => boolean {
  let lastBreak = -1;
  let nextBreak = text.indexOf('\n');
  return (at) => {
    while (nextBreak >= 0 && nextBreak < at) {
      lastBreak = nextBreak;
      nextBreak = text.indexOf('\n', nextBreak + 1);
    }
    const lineStart = lastBreak + 1;
    // A header's line is at most 998 characters long (RFC 5322): a word further into a line is no header's.
    if (at - lineStart > 1000) return false;
    let c = text.charCodeAt(lineStart);
    if (c === 32 || c === 9) return true;
    // A quoted reply's or a forward's headers (`> Subject: …`).
    let name = lineStart;
    while (c === 62 || (c === 32 && name > lineStart)) c = text.charCodeAt(++name);
    HEADER_NAME.lastIndex = name;
    return HEADER_NAME.test(text) || jsonHeader(text, at);
  };
}

/** A mail tool's JSON field that holds a header's value as the mail wrote it (`"subject": "=?UTF-8?B?…?="`). */
const JSON_HEADER = /"(?:subject|from|to|cc|sender|reply_?to|display_?name)"[ \t]*:[ \t]*$/i;

/** Whether the word at `at` stands in such a field's string: its opening quote at most 200 characters back, on its line. */
function jsonHeader(text: string, at: number): boolean {
  const from = Math.max(0, at - 200);
  const near = text.slice(from, at);
  const quote = near.lastIndexOf('"');
  if (quote < 0 || near.indexOf('\n', quote) >= 0) return false;
  return JSON_HEADER.test(text.slice(Math.max(0, from + quote - 40), from + quote));
}

const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * Reads the encoded-words of `text` decoded, all of them one text (each run of adjacent words a line of it), with the
 * asked questions' readings but adversarial_url (a decoded word's link is read as written already), and adds to
 * `found` each finding mapped back onto the encoded characters. A run with a base64 word that holds an order is an
 * encoded payload too (base64 that decodes to an order, as encoded.ts reads a run of it).
 */
export function readEncodedWords(
  text: string,
  questions: ReadonlySet<ContentQuestion>,
  detect: (t: Text, questions: ReadonlySet<ContentQuestion>, out: Hit[]) => void,
  found: Hit[],
): void {
  let at = text.indexOf('=?');
  if (at < 0 || text.indexOf('?=', at) < 0) return;
  const inHeader = headerTest(text);
  const all: Decoded = { text: '', from: [], to: [] };
  /** Each run: where it starts and ends in the text and in `all`, and whether a word of it is base64. */
  const runs: { start: number; end: number; from: number; to: number; base64: boolean }[] = [];
  let pieces: string[] = [];
  for (; at >= 0; at = text.indexOf('=?', at + 2)) {
    WORD.lastIndex = at;
    const m = WORD.exec(text);
    if (m === null || !inHeader(at)) continue;
    const runStart = at;
    const from = all.from.length;
    let base64 = false;
    let end = at;
    /**
     * Adjacent words of one charset and encoding, decoded together as mail readers do: a mailer may cut a base64 group or
     * a UTF-8 character between two words. A base64 word's characters are gathered with where each stands.
     */
    let group: { key: string; charset: string; b64: boolean; digits: string[]; at: number[]; bytes: Bytes } | null = null;
    const flush = (): void => {
      if (group === null) return;
      let bytes = group.bytes;
      if (group.b64) {
        const at = group.at;
        const b = base64Bytes(group.digits.join(''), 0, at.length);
        bytes = { bytes: b.bytes, from: b.from.map((i) => at[i]!), to: b.to.map((i) => at[i - 1]! + 1) };
      }
      const decoded = decodeBytes(bytes, readingOf(group.charset, bytes));
      pieces.push(decoded.text);
      for (let k = 0; k < decoded.from.length; k++) {
        all.from.push(decoded.from[k]!);
        all.to.push(decoded.to[k]!);
      }
      group = null;
    };
    // The words of the run, each after blanks and folds only.
    for (let w: RegExpExecArray | null = m; w !== null; ) {
      const b64 = w[2] === 'B' || w[2] === 'b';
      base64 ||= b64;
      const bodyStart = w.index + w[0].length - 2 - w[3]!.length;
      const bodyEnd = w.index + w[0].length - 2;
      const key = `${w[1]!.toLowerCase()}?${b64}`;
      if (group !== null && group.key !== key) flush();
      group ??= { key, charset: w[1]!, b64, digits: [], at: [], bytes: { bytes: [], from: [], to: [] } };
      if (b64)
        for (let i = bodyStart; i < bodyEnd; i++) {
          group.digits.push(text[i]!);
          group.at.push(i);
        }
      else {
        const q = quotedPrintableBytes(text, bodyStart, bodyEnd, /^utf-?8$/i.test(w[1]!), true);
        for (let k = 0; k < q.bytes.length; k++) {
          group.bytes.bytes.push(q.bytes[k]!);
          group.bytes.from.push(q.from[k]!);
          group.bytes.to.push(q.to[k]!);
        }
      }
      // Padding ends a base64 text: the next word starts its own.
      if (b64 && text.charCodeAt(bodyEnd - 1) === 61) flush();
      end = w.index + w[0].length;
      let next = end;
      while (next < text.length && next - end < 16 && isBlank(text.charCodeAt(next))) next++;
      WORD.lastIndex = next;
      w = next > end && text.startsWith('=?', next) ? WORD.exec(text) : null;
    }
    flush();
    at = end - 2;
    // Runs apart by a line: a finding does not join two headers.
    pieces.push('\n');
    all.from.push(end);
    all.to.push(end);
    runs.push({ start: runStart, end, from, to: all.from.length, base64 });
  }
  if (runs.length === 0) return;
  all.text = pieces.join('');
  pieces = [];
  const hits: Hit[] = [];
  // Read as a base64 part is: a run of B words may hide an order.
  detect(new Text(all.text), decodedQuestions(questions, true), hits);
  mapBack(all, hits, found);
  const ordered = new Set<number>();
  for (const h of hits) {
    if (h.end <= h.start || h.end > all.text.length || !h.code.startsWith('injection_') || h.code === 'injection_weak') continue;
    // The run the order starts in, by halving.
    let lo = 0;
    let hi = runs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (runs[mid]!.from <= h.start) lo = mid;
      else hi = mid - 1;
    }
    if (runs[lo]!.base64) ordered.add(lo);
  }
  for (const k of ordered) found.push({ code: 'encoded_instructions', start: runs[k]!.start, end: runs[k]!.end });
}
