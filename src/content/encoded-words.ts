/**
 * RFC 2047 encoded-words in a raw e-mail's headers (`Subject: =?UTF-8?B?…?=`, `=?iso-8859-1?Q?…?=`): a mail reader shows
 * them decoded, and a model reads through them, so an order or a secret in a subject or a display name is read decoded
 * (docs/content-readings.md, Raw e-mails). Adjacent words are one text (the blanks and folds between them are not
 * part of it, so a word cut anywhere over several lines joins up), and each finding is mapped back onto the encoded
 * characters it came from.
 */
import type { ContentQuestion, Hit } from './codes.js';
import { Text } from './find.js';
import { base64Bytes, type Decoded, decodeBytes, quotedPrintableBytes, readingOf } from './mime-bytes.js';

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
    const c = text.charCodeAt(lineStart);
    if (c === 32 || c === 9) return true;
    HEADER_NAME.lastIndex = lineStart;
    return HEADER_NAME.test(text);
  };
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
    // The words of the run, each after blanks and folds only.
    for (let w: RegExpExecArray | null = m; w !== null; ) {
      const b64 = w[2] === 'B' || w[2] === 'b';
      base64 ||= b64;
      const bodyStart = w.index + w[0].length - 2 - w[3]!.length;
      const bodyEnd = w.index + w[0].length - 2;
      const utf8 = /^utf-?8$/i.test(w[1]!);
      const bytes = b64 ? base64Bytes(text, bodyStart, bodyEnd) : quotedPrintableBytes(text, bodyStart, bodyEnd, utf8, true);
      const decoded = decodeBytes(bytes, readingOf(w[1]!, bytes));
      pieces.push(decoded.text);
      for (let k = 0; k < decoded.from.length; k++) {
        all.from.push(decoded.from[k]!);
        all.to.push(decoded.to[k]!);
      }
      end = w.index + w[0].length;
      let next = end;
      while (next < text.length && next - end < 16 && isBlank(text.charCodeAt(next))) next++;
      WORD.lastIndex = next;
      w = next > end && text.startsWith('=?', next) ? WORD.exec(text) : null;
    }
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
  const read = new Set([...questions].filter((q) => q !== 'adversarial_url'));
  if (questions.has('encoded_payload')) read.add('prompt_injection');
  const hits: Hit[] = [];
  detect(new Text(all.text), read, hits);
  const ordered = new Set<number>();
  for (const h of hits) {
    if (h.end <= h.start || h.end > all.text.length) continue;
    found.push({ ...h, start: all.from[h.start]!, end: all.to[h.end - 1]! });
    if (!h.code.startsWith('injection_') || h.code === 'injection_weak') continue;
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
