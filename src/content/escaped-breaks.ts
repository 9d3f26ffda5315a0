/**
 * Secrets, cards, personal data and encoded blobs written right after a JSON string's escaped break or
 * tab (`"log":"token:\nghp_…"`, `"out":"…\n4111 1111 1111 1111"`, `"body":"base64:\nf0VM…"`): the
 * readings find a key, a number, a name or a blob where a word or a line starts, and `\n` before it
 * is two code units of a word. Tool output carried in JSON (API replies, structured logs, notebook
 * cells) is full of them. Around each such escape (`\n`, `\r`, `\t`, or `\u000a`, `\u000d`, `\u0009`)
 * the text is read again with the escape written as blanks and the break or tab it stands for — the
 * same length, so every offset is the text's own — and a finding of that reading is added where the
 * same question found nothing over its span.
 */
import { isDigit, isLetter } from './ascii.js';
import { type ContentQuestion, type Hit, questionOf } from './codes.js';
import { Text } from './find.js';
import { firstNotBefore } from './halving.js';
import { unitPlaces } from './unit-places.js';

/** How far before an escape a name of what follows may stand, and how far after it a value may run. */
const BEFORE = 160;
const AFTER = 512;
/** The longest escape escapeLength reads (`\u000a`): a stretch reaches AFTER past it whichever escape it is. */
const LONGEST_ESCAPE = 6;

/** Between two stretches read as one text: lines no reading joins across. */
const GAP = '\n\n\n\n';

/** A code unit of a value or a name and its value as written without a blank (`DB_PASSWORD=Xy7!…`, `sk-proj-…`, `4111-1111`). */
const isValueUnit = (c: number): boolean => c > 32 && c < 127 && c !== 34 && c !== 39 && c !== 92 && c !== 96;

/**
 * Whether what follows an escape at `at` can be what the readings look for: nine digits within the next 24 code
 * units (a card's or a number's, blanks and dashes between them), or a run of twelve or more value units holding a
 * digit (a key, a name and its value, a base64 or hex blob's head). Prose and code after `\n` ("\nUsage:", "\n1. Install") are not read
 * again: an escaped break starts most lines of a program's strings.
 */
function mayHoldValue(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (isDigit(c)) {
    let digits = 0;
    for (let i = at; i < at + 24 && i < text.length && digits < 9; i++) {
      const d = text.charCodeAt(i);
      if (isDigit(d)) digits++;
      else if (d !== 32 && d !== 45 && d !== 46) break;
    }
    if (digits >= 9) return true;
  }
  let end = at;
  let digit = false;
  for (; end < text.length && end - at < 64 && isValueUnit(text.charCodeAt(end)); end++) {
    if (isDigit(text.charCodeAt(end))) digit = true;
  }
  return digit && end - at >= 12;
}

/**
 * How many code units the escape at `i` writes a break or tab in: 2 for `\n`, `\r`, `\t`, 6 for `\u000a`, `\u000d`,
 * `\u0009` (either case), 0 when no such escape starts there.
 */
function escapeLength(text: string, i: number): number {
  const c = text.charCodeAt(i + 1);
  if (c === 110 || c === 114 || c === 116) return 2;
  if (c !== 117 || !text.startsWith('000', i + 2)) return 0;
  const last = text.charCodeAt(i + 5) | 32;
  return text.charCodeAt(i + 5) === 57 || last === 97 || last === 100 ? 6 : 0;
}

/** Where a break or tab is written as an escape (escapeLength) right before what may be a value (mayHoldValue), ascending. */
export function escapedBreaks(text: string): number[] {
  const at: number[] = [];
  // The backslashes' places are shared with the other readings of escapes (unit-places.ts).
  for (const i of unitPlaces(text, 92)) {
    if (i + 2 >= text.length) break;
    const length = escapeLength(text, i);
    if (length === 0 || i + length >= text.length) continue;
    const next = text.charCodeAt(i + length);
    if ((isDigit(next) || isLetter(next)) && mayHoldValue(text, i + length)) at.push(i);
  }
  return at;
}

/** The readings run again after escaped breaks: what --redact replaces, and a blob after `:\nf0VM…`. */
const REREAD: readonly ContentQuestion[] = ['card_number', 'credential_leak', 'encoded_payload', 'personal_data'];

/**
 * Of REREAD, the readings to run again for the `asked` questions, theirs or one that finds an asked question's codes too
 * (`alsoFoundBy`: encoded_payload's for prompt_injection, a base64 order after `\n` as after a blank), and the
 * questions whose findings are kept: as the first read does.
 */
export function escapedBreakReadings(
  asked: ReadonlySet<ContentQuestion>,
  alsoFoundBy: Partial<Record<ContentQuestion, ContentQuestion>>,
): { reread: ContentQuestion[]; kept: Set<ContentQuestion> } {
  const kept = new Set<ContentQuestion>();
  const run = new Set<ContentQuestion>();
  for (const q of asked) {
    const other = alsoFoundBy[q];
    for (const r of other === undefined ? [q] : [q, other]) {
      if (!REREAD.includes(r)) continue;
      run.add(r);
      kept.add(q);
    }
  }
  return { reread: REREAD.filter((q) => run.has(q)), kept };
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
  // An escape inside what a reading found already (a PEM body's lines in a JSON string, `\nMIIE…`) is redacted with it.
  const found0 = out.filter((h) => h.redact !== undefined).sort((a, b) => a.start - b.start);
  let f = 0;
  let coveredTo = -1;
  const at = escapedBreaks(text).filter((i) => {
    while (f < found0.length && found0[f]!.start <= i) coveredTo = Math.max(coveredTo, found0[f++]!.end);
    return i + escapeLength(text, i) >= coveredTo;
  });
  if (at.length === 0) return;
  let view = '';
  let from = 0;
  for (const i of at) {
    const length = escapeLength(text, i);
    const tab = length === 2 ? text.charCodeAt(i + 1) === 116 : text.charCodeAt(i + 5) === 57;
    view += `${text.slice(from, i)}${' '.repeat(length - 1)}${tab ? '\t' : '\n'}`;
    from = i + length;
  }
  view += text.slice(from);
  // The stretches, read as one text with blank lines between them: one Text and one pass of each reading, whose cost
  // per text (its index, its memos) a stretch each paid again. `starts` and `joinedStarts`: where each stretch starts
  // in the text and in the joined one.
  const starts: number[] = [];
  const joinedStarts: number[] = [];
  let joined = '';
  for (let k = 0; k < at.length; ) {
    const start = Math.max(0, at[k]! - BEFORE);
    let end = Math.min(text.length, at[k]! + LONGEST_ESCAPE + AFTER);
    // Stretches that touch are one.
    while (++k < at.length && at[k]! - BEFORE <= end) end = Math.min(text.length, at[k]! + LONGEST_ESCAPE + AFTER);
    if (joined !== '') joined += GAP;
    starts.push(start);
    joinedStarts.push(joined.length);
    joined += view.slice(start, end);
  }
  const hits: Hit[] = [];
  detect(new Text(joined), hits);
  const found: Hit[] = [];
  for (const h of hits) {
    // The stretch the finding starts in (the last that starts at or before it); one that runs past its end is dropped.
    let lo = 0;
    let hi = joinedStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (joinedStarts[mid]! <= h.start) lo = mid;
      else hi = mid - 1;
    }
    const stretchEnd = lo + 1 < joinedStarts.length ? joinedStarts[lo + 1]! - GAP.length : joined.length;
    if (h.end > stretchEnd) continue;
    const shift = starts[lo]! - joinedStarts[lo]!;
    found.push({ ...h, start: h.start + shift, end: h.end + shift });
  }
  addUncovered(found, questions, out);
}

/** Findings' spans of one question, by start, with the farthest end so far: whether a span overlaps one is a binary search. */
interface Spans {
  starts: number[];
  reach: number[];
}

/** The spans of `hits` (those `keep` keeps) of each of `questions`. */
export function spansByQuestion(
  hits: readonly Hit[],
  questions: ReadonlySet<ContentQuestion>,
  keep: (h: Hit) => boolean = () => true,
): Map<ContentQuestion, Spans> {
  const byQuestion = new Map<ContentQuestion, Spans>();
  // Only the hits kept are sorted, not every hit found so far.
  const kept = hits.filter((o) => questions.has(questionOf(o.code)) && keep(o));
  for (const o of kept.sort((a, b) => a.start - b.start)) {
    const q = questionOf(o.code);
    let spans = byQuestion.get(q);
    if (spans === undefined) byQuestion.set(q, (spans = { starts: [], reach: [] }));
    spans.starts.push(o.start);
    spans.reach.push(Math.max(o.end, spans.reach[spans.reach.length - 1] ?? 0));
  }
  return byQuestion;
}

/** Whether `h` overlaps one of the spans of its question (the spans that start before it ends: the farthest of them). */
export function overlapsSpans(byQuestion: Map<ContentQuestion, Spans>, h: Hit): boolean {
  const spans = byQuestion.get(questionOf(h.code));
  if (spans === undefined) return false;
  const starts = spans.starts;
  const before = firstNotBefore(starts.length, (i) => starts[i]! < h.end);
  return before > 0 && spans.reach[before - 1]! > h.start;
}

/**
 * Adds to `out` each finding of `found` of one of `questions` that no finding of its question in `out` overlaps: what a
 * second reading of the text (another view of it) finds where the first found nothing.
 */
export function addUncovered(found: readonly Hit[], questions: ReadonlySet<ContentQuestion>, out: Hit[]): void {
  const byQuestion = spansByQuestion(out, questions);
  for (const h of found) if (questions.has(questionOf(h.code)) && !overlapsSpans(byQuestion, h)) out.push(h);
}
