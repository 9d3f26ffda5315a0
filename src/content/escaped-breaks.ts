/**
 * Secrets, cards and personal data written right after a JSON string's escaped break or tab
 * (`"log":"token:\nghp_…"`, `"out":"…\n4111 1111 1111 1111"`): the readings find a key, a number
 * or a name where a word or a line starts, and `\n` before it is two code units of a word. Tool
 * output carried in JSON (API replies, structured logs, notebook cells) is full of them. Around each
 * such escape the text is read again with the escape written as a blank and the break or tab it
 * stands for — the same length, so every offset is the text's own — and a finding of that reading is
 * added where the same question found nothing over its span.
 */
import { type ContentQuestion, type Hit, questionOf } from './codes.js';
import { Text } from './find.js';

/** How far before an escape a name of what follows may stand, and how far after it a value may run (a PEM body). */
const BEFORE = 256;
const AFTER = 4096;

const isWordStart = (c: number): boolean => (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122);

/** Where `\n`, `\r` or `\t` is written as two code units right before a letter or digit, ascending. */
export function escapedBreaks(text: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf('\\'); i >= 0 && i + 2 < text.length; i = text.indexOf('\\', i + 1)) {
    const c = text.charCodeAt(i + 1);
    if ((c === 110 || c === 114 || c === 116) && isWordStart(text.charCodeAt(i + 2))) at.push(i);
  }
  return at;
}

/**
 * Runs `detect` (the asked questions' readings among `questions`) over the stretches around the
 * text's escaped breaks, read as breaks, and adds to `out` each finding of one of `questions` that no
 * finding of its question in `out` overlaps.
 */
export function readAfterEscapedBreaks(
  text: string,
  questions: ReadonlySet<ContentQuestion>,
  detect: (t: Text, out: Hit[]) => void,
  out: Hit[],
): void {
  const at = escapedBreaks(text);
  if (at.length === 0) return;
  let view = '';
  let from = 0;
  for (const i of at) {
    view += `${text.slice(from, i)} ${text.charCodeAt(i + 1) === 116 ? '\t' : '\n'}`;
    from = i + 2;
  }
  view += text.slice(from);
  const found: Hit[] = [];
  for (let k = 0; k < at.length; ) {
    const start = Math.max(0, at[k]! - BEFORE);
    let end = Math.min(text.length, at[k]! + 2 + AFTER);
    // Stretches that touch are one.
    while (++k < at.length && at[k]! - BEFORE <= end) end = Math.min(text.length, at[k]! + 2 + AFTER);
    const hits: Hit[] = [];
    detect(new Text(view.slice(start, end)), hits);
    for (const h of hits) found.push({ ...h, start: h.start + start, end: h.end + start });
  }
  const before = out.length;
  for (const h of found) {
    const q = questionOf(h.code);
    if (!questions.has(q)) continue;
    let covered = false;
    for (let j = 0; j < before && !covered; j++) {
      const o = out[j]!;
      covered = o.start < h.end && h.start < o.end && questionOf(o.code) === q;
    }
    if (!covered) out.push(h);
  }
}
