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

/** Where `text`'s folds inside its calendar and contact blocks start, and how long each is: pairs, ascending. */
function foldsOf(text: string): number[] {
  const folds: number[] = [];
  if (!text.includes('BEGIN:V')) return folds;
  for (let block = nextBlock(text, 0); block !== undefined; block = nextBlock(text, block[1])) {
    const [from, to] = block;
    for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) {
      const start = i > from && text.charCodeAt(i - 1) === 13 ? i - 1 : i;
      const length = foldLength(text, start);
      if (length > 0) folds.push(start, length);
    }
    if (to >= text.length) break;
  }
  return folds;
}

const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || Number.isNaN(c);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/** How far on each side of a fold the run of characters it cuts is looked at. */
const RUN = 64;

/**
 * Whether the fold at `start` (`length` long) cuts what may be a value: the run of non-blank characters it joins holds
 * a digit (a password, a PIN, a key, a number) or is twenty long (a base64 blob). A fold in a word of prose or between
 * words is read as written: the readings find no value there either way.
 */
function cutsValue(text: string, start: number, length: number): boolean {
  let before = 0;
  let after = 0;
  let digit = false;
  for (let i = start - 1; i >= 0 && before < RUN && !isBlank(text.charCodeAt(i)); i--, before++) digit ||= isDigit(text.charCodeAt(i));
  const from = start + length;
  for (let i = from; i < text.length && after < RUN && !isBlank(text.charCodeAt(i)); i++, after++) digit ||= isDigit(text.charCodeAt(i));
  return before > 0 && after > 0 && (digit || before + after >= 20);
}

/** `text`'s stretches read with their folds taken out, joined by GAP, and each of its code units' place in `text` (-1 in a GAP). */
export interface Unfolded {
  view: string;
  places: Int32Array;
}

/** Between two stretches read as one text: lines no reading joins across. */
const GAP = '\n\n\n\n';
/** How far before a fold a name of what it cuts may stand, and how far after it a value may run. */
const BEFORE = 160;
const AFTER = 512;

/**
 * The view of `text` over the stretches around its folds that cut a value (all its folds with `all`), or undefined when
 * it holds no such fold inside a calendar or contact block (the cheap tests first).
 */
export function unfoldedOf(text: string, all = false): Unfolded | undefined {
  const folds = foldsOf(text);
  const cuts: number[] = [];
  for (let k = 0; k < folds.length; k += 2) if (all || cutsValue(text, folds[k]!, folds[k + 1]!)) cuts.push(folds[k]!);
  if (cuts.length === 0) return undefined;
  let view = '';
  const places: number[] = [];
  let f = 0;
  for (let k = 0; k < cuts.length; ) {
    const start = all ? 0 : Math.max(0, cuts[k]! - BEFORE);
    let end = all ? text.length : Math.min(text.length, cuts[k]! + AFTER);
    // Stretches that touch are one.
    while (++k < cuts.length && cuts[k]! - BEFORE <= end) end = Math.min(text.length, cuts[k]! + AFTER);
    if (view !== '') {
      view += GAP;
      for (let g = 0; g < GAP.length; g++) places.push(-1);
    }
    while (f < folds.length && folds[f]! < start) f += 2;
    let copied = start;
    // Every fold inside the stretch is taken out, not only the ones that cut a value; one running past its end is left.
    for (; f < folds.length && folds[f]! + folds[f + 1]! <= end; f += 2) {
      for (let i = copied; i < folds[f]!; i++) places.push(i);
      view += text.slice(copied, folds[f]!);
      copied = folds[f]! + folds[f + 1]!;
    }
    for (let i = copied; i < end; i++) places.push(i);
    view += text.slice(copied, end);
  }
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
    // A finding that runs into a GAP, or across one into another stretch, is no finding of the text.
    if (places.subarray(h.start, h.end).includes(-1)) continue;
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
