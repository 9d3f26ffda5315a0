/**
 * Folded lines of calendar and contact files (docs/content-readings.md, "Folded lines of invitations and contact
 * cards"): an iCalendar or vCard line longer than 75 octets goes on after a line break and one blank or tab, and the
 * writer may fold anywhere, inside a word, a key or a base64 blob. Read as written, a password or a `powershell -enc`
 * blob cut by a fold is two pieces, neither of which a reading takes for what it is. Inside each `BEGIN:VCALENDAR`,
 * `BEGIN:VEVENT` or `BEGIN:VCARD` block (to its `END:`), the text is read again with its folds taken out, and each
 * finding is mapped back to the characters it covers in the text as written: a secret's span runs over the fold
 * between its pieces, so --redact removes every piece and keeps the text around it. Outside such a block a line that
 * opens with a blank is an indent, not a fold, and stays as written. Pure; one pass over the text.
 */
import { addUncovered } from './escaped-breaks.js';
import { type ContentQuestion, type Hit, questionOf } from './codes.js';
import { Text } from './find.js';

const BLOCKS: readonly (readonly [begin: string, end: string])[] = [
  ['BEGIN:VCALENDAR', 'END:VCALENDAR'],
  ['BEGIN:VEVENT', 'END:VEVENT'],
  ['BEGIN:VCARD', 'END:VCARD'],
];

/** The first block at or after `from`: where it begins and where it ends (past its `END:` line's name, or the text's end). */
function nextBlock(text: string, from: number): [number, number] | undefined {
  let best: [number, number] | undefined;
  for (const [begin, end] of BLOCKS) {
    const at = text.indexOf(begin, from);
    if (at < 0 || (best !== undefined && at >= best[0])) continue;
    const close = text.indexOf(end, at + begin.length);
    best = [at, close < 0 ? text.length : close + end.length];
  }
  return best;
}

/** A fold at `i`: a line break (CRLF or LF) and one blank or tab; how many code units it takes, else 0. */
function foldLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  const at = c === 13 && text.charCodeAt(i + 1) === 10 ? i + 2 : c === 10 ? i + 1 : -1;
  if (at < 0) return 0;
  const next = text.charCodeAt(at);
  return next === 32 || next === 9 ? at + 1 - i : 0;
}

/** `text` with the folds of its calendar and contact blocks taken out, and each of its code units' place in `text`. */
export interface Unfolded {
  view: string;
  places: Int32Array;
}

/** The unfolded view of `text`, or undefined when it holds no such block or no fold inside one (the cheap tests first). */
export function unfoldedOf(text: string): Unfolded | undefined {
  if (!text.includes('BEGIN:V')) return undefined;
  let view = '';
  const places: number[] = [];
  let copied = 0;
  let folds = 0;
  for (let block = nextBlock(text, 0); block !== undefined; block = nextBlock(text, block[1])) {
    const [from, to] = block;
    for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) {
      const start = i > from && text.charCodeAt(i - 1) === 13 ? i - 1 : i;
      const length = foldLength(text, start);
      if (length === 0) continue;
      for (let k = copied; k < start; k++) places.push(k);
      view += text.slice(copied, start);
      copied = start + length;
      folds++;
    }
    if (block[1] >= text.length) break;
  }
  if (folds === 0) return undefined;
  for (let k = copied; k < text.length; k++) places.push(k);
  view += text.slice(copied);
  return { view, places: Int32Array.from(places) };
}

/**
 * Runs `detect` (the asked questions' readings) over the unfolded view of `text`, maps each finding back (its start to
 * its first code unit's place, its end past its last one's) and adds to `out` each finding of one of `questions` that no
 * finding of its question in `out` overlaps.
 */
export function readFoldedLines(
  text: string,
  questions: ReadonlySet<ContentQuestion>,
  detect: (t: Text, out: Hit[]) => void,
  out: Hit[],
): void {
  const unfolded = unfoldedOf(text);
  if (unfolded === undefined) return;
  const { view, places } = unfolded;
  const hits: Hit[] = [];
  detect(new Text(view), hits);
  const found: Hit[] = [];
  const across: Hit[] = [];
  for (const h of hits) {
    if (h.end <= h.start || h.end > view.length || !questions.has(questionOf(h.code))) continue;
    const start = places[h.start]!;
    const end = places[h.end - 1]! + 1;
    // A finding over a fold takes the place of what the first read found of its pieces (a password's head alone).
    (end - start > h.end - h.start ? across : found).push({ ...h, start, end });
  }
  for (const h of across) {
    const q = questionOf(h.code);
    let w = 0;
    for (const o of out) if (!(questionOf(o.code) === q && o.start >= h.start && o.end <= h.end)) out[w++] = o;
    out.length = w;
  }
  addUncovered([...across, ...found], questions, out);
}
