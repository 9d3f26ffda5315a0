/**
 * The rules content guard: runs the detectors over the windows of a text and answers the content
 * questions from what they find. Pure and deterministic — the same text and questions give the
 * same answers and findings — so a content judgement replays from a state that holds the text.
 *
 * Offsets (`start`, `end`) are UTF-16 code units into the whole text, half-open; docs/content.md.
 */
import { questionOf, REASON_CODES, WEAK_CODES, type ContentQuestion, type Hit, type ReasonCode, type RedactionType } from './codes.js';
import { detectCapability } from './capability.js';
import { detectCredentials } from './credentials.js';
import { detectDisguisedCredentials } from './disguise.js';
import { detectEncodedPayloads } from './encoded-orders.js';
import { escapedBreakReadings, readAfterEscapedBreaks } from './escaped-breaks.js';
import { readFoldedLines } from './folded-lines.js';
import { Text } from './find.js';
import { readInjection } from './injection-readings.js';
import { readMimeParts } from './mime.js';
import { forgetUnits } from './cues.js';
import { forgetLines } from './named-secrets.js';
import { forgetUnitPlaces } from './unit-places.js';
import { detectCards } from './cards.js';
import { detectPersonal } from './numbers.js';
import { contentPack } from './pack.js';
import { detectSupplyChain } from './supply.js';
import { detectHiddenUnicode } from './unicode.js';
import { detectUrls } from './urls.js';
import { detectLuredUrls } from './lured-urls.js';
import { firstNotBefore } from './halving.js';
import { clearBarcodes, clearStandInSecrets } from './repo-stand-ins.js';
import { clearDocumentedTestCards } from './test-cards.js';
import { clearEncodedPayloadValues } from './payload-values.js';

const DETECTORS: Record<ContentQuestion, (t: Text, out: Hit[]) => void> = {
  // Its readings in their order (injection-readings.ts).
  prompt_injection: readInjection,
  // Then keys in disguised letters (disguise.ts), so --redact takes a key whole whatever hides inside it.
  credential_leak: (t, out) => {
    const own = out.length;
    detectCredentials(t, out);
    detectDisguisedCredentials(t, out, own);
    // Last: published values and stand-ins a repository holds (repo-stand-ins.ts), encoded scripts (payload-values.ts).
    clearStandInSecrets(t.text, out, own);
    clearEncodedPayloadValues(t.text, out, own);
  },
  card_number: (t, out) => {
    const own = out.length;
    detectCards(t, out);
    clearBarcodes(t.text, out, own);
    clearDocumentedTestCards(t.text, out, own);
  },
  personal_data: detectPersonal,
  encoded_payload: detectEncodedPayloads,
  hidden_unicode: detectHiddenUnicode,
  // Then links that hand a token, a secret or people's addresses to a collector, or wear a named brand with an accent.
  adversarial_url: (t, out) => {
    const own = out.length;
    detectUrls(t, out);
    detectLuredUrls(t, out);
    clearStandInSecrets(t.text, out, own);
  },
  supply_chain: detectSupplyChain,
  capability: detectCapability,
};

/**
 * Detectors that find another question's codes too: instructions hidden by an encoding are
 * prompt_injection (encoded.ts), a password in a link's query is credential_leak, and redacted
 * (urls.ts). Asked without the detector's own question, it still runs for them and only their hits
 * are kept: a question's answer, findings and redaction do not depend on what else is asked.
 */
const ALSO_FOUND_BY: Partial<Record<ContentQuestion, ContentQuestion>> = {
  prompt_injection: 'encoded_payload',
  credential_leak: 'adversarial_url',
};

export interface Window {
  index: number;
  start: number;
  end: number;
}

export interface GuardHit extends Hit {
  question: ContentQuestion;
  /** The first window the hit was found in. */
  window: number;
}

export type GuardResult =
  | { ok: true; windows: Window[]; hits: GuardHit[] }
  | { ok: false; code: 'content_too_long'; windows: number; max: number };

/**
 * Cuts [0, length) into windows of `size` that overlap by `overlap`, so any span up to `overlap`
 * long lies whole inside at least one window. An empty text is one empty window.
 */
export function windowsOf(length: number, size: number, overlap: number): Window[] {
  if (!(Number.isSafeInteger(size) && Number.isSafeInteger(overlap) && size > 0 && overlap >= 0 && overlap < size)) {
    throw new RangeError(`windowsOf: size ${size} and overlap ${overlap} must be integers with 0 <= overlap < size`);
  }
  const out: Window[] = [];
  const step = size - overlap;
  for (let start = 0, index = 0; ; start += step, index++) {
    const end = Math.min(length, start + size);
    out.push({ index, start, end });
    if (end >= length) break;
  }
  return out;
}

/** How many windows a text of `length` needs (without building them). */
export function windowCount(length: number, size: number, overlap: number): number {
  return length <= size ? 1 : 1 + Math.ceil((length - size) / (size - overlap));
}

/**
 * Runs the detectors of `questions` over every window. Content needing more windows than the pack
 * allows is not judged at all (never on its first part only): the caller applies on_error.
 */
export function guard(text: string, questions: Iterable<ContentQuestion>): GuardResult {
  const { size, overlap, max_windows } = contentPack().window;
  const count = windowCount(text.length, size, overlap);
  if (count > max_windows) return { ok: false, code: 'content_too_long', windows: count, max: max_windows };
  const windows = windowsOf(text.length, size, overlap);
  // The detectors look at a bounded neighbourhood of each hit, so one pass over the whole text finds what a pass per window would; each
  // hit is reported in the first window that holds it whole (or, longer than the overlap, the first that holds its start).
  const t = new Text(text);
  const found: Hit[] = [];
  try {
    const asked = new Set(questions);
    // First, as when every question is asked (its question sorts first): the readings after see its findings either way.
    for (const q of asked) {
      const other = ALSO_FOUND_BY[q];
      if (other === undefined || asked.has(other)) continue;
      const theirs: Hit[] = [];
      DETECTORS[other](t, theirs);
      for (const h of theirs) if (questionOf(h.code) === q) found.push(h);
    }
    for (const q of [...asked].sort()) DETECTORS[q](t, found);
    // A raw e-mail's text parts written quoted-printable or base64, read decoded (mime.ts).
    readMimeParts(
      t,
      asked,
      (view, qs, into) => {
        for (const q of qs) DETECTORS[q](view, into);
      },
      found,
    );
    // Read again after JSON escaped breaks, keeping what the first read keeps of another question's reading.
    const again = escapedBreakReadings(asked, ALSO_FOUND_BY);
    // And with the folded lines of a calendar or a contact file joined (folded-lines.ts).
    const reread = (view: Text, into: Hit[]): void => {
      for (const q of again.reread) DETECTORS[q](view, into);
    };
    if (again.reread.length > 0) readAfterEscapedBreaks(text, again.kept, reread, found);
    if (again.reread.length > 0) readFoldedLines(text, again.kept, reread, found);
  } finally {
    // The detectors' memos (the last unit, commands, line, code units' places) and RegExp.input: the text is not kept past here.
    forgetUnits();
    forgetLines();
    forgetUnitPlaces();
    /(?:)/.exec('');
  }
  return { ok: true, windows, hits: guardHits(found, windows, size, size - overlap) };
}

/**
 * `found` sorted (stably, so the first of equal hits stays first) and rid of repeats — the same
 * code over the same span found twice is one finding —, each in the first window that holds it
 * whole (or, longer than the overlap, the first that holds its start). Each detector makes hits
 * of its own shapes, so a hit's fields are slow to read: each is read once, and the hits sorted
 * by one number packing each one's start, end, code (by rank) and place in `found`, as sortedHits
 * packs its spans; hits whose fields do not fit such numbers are sorted by sortedHits.
 */
function guardHits(found: Hit[], windows: Window[], size: number, step: number): GuardHit[] {
  const n = found.length;
  const hits: GuardHit[] = [];
  const windowOf = (start: number, end: number): number => {
    let w = Math.min(windows.length - 1, Math.max(0, Math.ceil((end - size) / step)));
    if (windows[w]!.start > start) w = Math.min(windows.length - 1, Math.floor(start / step));
    return w;
  };
  const add = (code: ReasonCode, question: ContentQuestion, start: number, end: number, redact: RedactionType | undefined): void => {
    const window = windowOf(start, end);
    hits.push(redact ? { code, question, start, end, window, redact } : { code, question, start, end, window });
  };
  const starts = new Float64Array(n);
  const ends = new Float64Array(n);
  const ranks = new Uint8Array(n);
  const redacts: Array<RedactionType | undefined> = new Array(n);
  let span = 1;
  let packed = true;
  for (let i = 0; i < n && packed; i++) {
    const h = found[i]!;
    const start = h.start;
    const end = h.end;
    const rank = CODE_RANK.get(h.code);
    if (!(Number.isSafeInteger(start) && Number.isSafeInteger(end) && start >= 0 && end >= 0) || rank === undefined) packed = false;
    else {
      if (end >= span) span = end + 1;
      starts[i] = start;
      ends[i] = end;
      ranks[i] = rank;
      redacts[i] = h.redact;
    }
  }
  if (!packed || span * span * CODE_RANKS * n >= Number.MAX_SAFE_INTEGER) {
    for (const h of sortedHits(found)) {
      const last = hits.at(-1);
      if (last && last.start === h.start && last.end === h.end && last.code === h.code) continue;
      add(h.code, questionOf(h.code), h.start, h.end, h.redact);
    }
    return hits;
  }
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = ((starts[i]! * span + ends[i]!) * CODE_RANKS + ranks[i]!) * n + i;
  sortAscending(keys);
  let last = -1;
  for (let k = 0; k < n; k++) {
    const i = keys[k]! % n;
    if (last >= 0 && starts[last] === starts[i] && ends[last] === ends[i] && ranks[last] === ranks[i]) continue;
    last = i;
    add(CODES_BY_RANK[ranks[i]!]!, QUESTIONS_BY_RANK[ranks[i]!]!, starts[i]!, ends[i]!, redacts[i]);
  }
  return hits;
}

/**
 * Sorts distinct numbers in place, ascending: runs already in order are found and merged pairwise (the detectors' hits
 * come as a few dozen such runs, so this takes a few passes where the native sort takes a dozen).
 */
export function sortAscending(keys: Float64Array): void {
  const n = keys.length;
  // The ends of the runs; each pass merges them two by two into `to`, then the two swap.
  let ends: number[] = [];
  for (let i = 1; i <= n; i++) if (i === n || keys[i]! < keys[i - 1]!) ends.push(i);
  if (ends.length <= 1) return;
  let from: Float64Array = keys;
  let to: Float64Array = new Float64Array(n);
  while (ends.length > 1) {
    const merged: number[] = [];
    let a = 0;
    for (let r = 0; r < ends.length; r += 2) {
      const aEnd = ends[r]!;
      const bEnd = r + 1 < ends.length ? ends[r + 1]! : aEnd;
      let i = a;
      let j = aEnd;
      let o = a;
      while (i < aEnd && j < bEnd) to[o++] = from[i]! < from[j]! ? from[i++]! : from[j++]!;
      while (i < aEnd) to[o++] = from[i++]!;
      while (j < bEnd) to[o++] = from[j++]!;
      merged.push(bEnd);
      a = bEnd;
    }
    ends = merged;
    const swap = from;
    from = to;
    to = swap;
  }
  if (from !== keys) keys.set(from);
}

const byPlace = (a: Hit, b: Hit): number => a.start - b.start || a.end - b.end || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** Every reason code's place in the order of codes (`<`): guardHits sorts hits by code in the same pass as by place. */
const CODES_BY_RANK: readonly ReasonCode[] = Object.values(REASON_CODES)
  .flat()
  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const CODE_RANK = new Map<string, number>(CODES_BY_RANK.map((code, rank) => [code, rank]));
const QUESTIONS_BY_RANK: readonly ContentQuestion[] = CODES_BY_RANK.map(questionOf);
const CODE_RANKS = CODES_BY_RANK.length;

/**
 * `found` sorted by start, end and code, stably. Each hit's start, end and place in `found` packed in one number are
 * sorted natively (several times faster than calling back to compare), then the few hits of each span put in order of
 * code; a text too long for such numbers is sorted by calling back.
 */
export function sortedHits(found: Hit[]): Hit[] {
  const n = found.length;
  let span = 1;
  for (let i = 0; i < n; i++) {
    const h = found[i]!;
    if (!(Number.isSafeInteger(h.start) && Number.isSafeInteger(h.end) && h.start >= 0 && h.end >= 0)) return found.sort(byPlace);
    if (h.end >= span) span = h.end + 1;
  }
  if (span * span * n >= Number.MAX_SAFE_INTEGER) return found.sort(byPlace);
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = (found[i]!.start * span + found[i]!.end) * n + i;
  keys.sort();
  const out: Hit[] = new Array(n);
  for (let k = 0; k < n; k++) out[k] = found[keys[k]! % n]!;
  // Within one span, by code: most spans hold one hit, a few two or three; a text made to pile
  // thousands on one span is still sorted in n log n (the native sort is stable).
  for (let a = 0; a < n; ) {
    let b = a + 1;
    while (b < n && out[b]!.start === out[a]!.start && out[b]!.end === out[a]!.end) b++;
    if (b - a > 1) {
      const run = out.slice(a, b).sort(byCode);
      for (let k = 0; k < run.length; k++) out[a + k] = run[k]!;
    }
    a = b;
  }
  return out;
}

const byCode = (a: Hit, b: Hit): number => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
export const isWeak = (code: ReasonCode): boolean => WEAK_CODES.has(code);

/**
 * The text with every secret replaced by `[REDACTED:<type>]` and everything else kept. Spans that overlap (a JWT inside
 * an assignment, a key block cut by a window) are merged first, so no part of a secret survives between two markers.
 */
export function redact(text: string, hits: readonly Hit[]): string {
  const spans = mergedRedactions(hits);
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + `[REDACTED:${s.type}]`;
    at = s.end;
  }
  return out + text.slice(at);
}

export interface RedactionSpan {
  start: number;
  end: number;
  type: string;
}

export function mergedRedactions(hits: readonly Hit[]): RedactionSpan[] {
  // Hits in the order the spans are merged in (as guard gives them, but for a longer span after
  // a shorter one at one start) are merged as they are, without a copy of each to sort.
  let inOrder = true;
  let lastStart = -1;
  let lastEnd = 0;
  for (let i = 0; i < hits.length && inOrder; i++) {
    const h = hits[i]!;
    if (!h.redact) continue;
    inOrder = h.start > lastStart || (h.start === lastStart && h.end <= lastEnd);
    lastStart = h.start;
    lastEnd = h.end;
  }
  if (inOrder) {
    const merged: RedactionSpan[] = [];
    for (let i = 0; i < hits.length; i++) {
      const h = hits[i]!;
      if (!h.redact) continue;
      const last = merged.at(-1);
      if (last && h.start < last.end) last.end = Math.max(last.end, h.end);
      else merged.push({ start: h.start, end: h.end, type: h.redact });
    }
    return merged;
  }
  const spans = hits.filter((h) => h.redact).map((h) => ({ start: h.start, end: h.end, type: h.redact! }));
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: RedactionSpan[] = [];
  for (const s of spans) {
    const last = merged.at(-1);
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

const EXCERPT_CONTEXT = 40;
const EXCERPT_SPAN = 120;

/** Whether `visible` rewrites a code unit (a surrogate only when it is alone or half of a tag character). */
const isInvisible = (c: number): boolean =>
  c <= 0x1f ||
  c === 0x7f ||
  c === 0x180e ||
  (c >= 0x200b && c <= 0x200f) ||
  (c >= 0x202a && c <= 0x202e) ||
  (c >= 0x2060 && c <= 0x2069) ||
  c === 0xfeff ||
  (c >= 0xd800 && c <= 0xdfff);

/** How `visible` writes one code unit it rewrites (a surrogate here has no partner: it is not a character). */
function shown(c: number): string {
  if (c === 0x0a) return '\\n';
  if (c === 0x0d) return '\\r';
  if (c === 0x09) return '\\t';
  if (c >= 0xd800 && c <= 0xdfff) return '\\u{fffd}';
  return `\\u{${c.toString(16)}}`;
}

/**
 * Makes invisible and control characters visible, so an excerpt shows what the model would read:
 * a tag character as `\u{e00xx}`, a line break as `\n`, a lone surrogate as `\u{fffd}`; any other
 * pair of surrogates (an emoji) is kept. Read left to right by hand: most excerpts hold a line break,
 * and a regex replace calling back for each cost more than the rest of the excerpt.
 */
export function visible(s: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!isInvisible(c)) continue;
    const at = i;
    let rewritten: string;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      const low = s.charCodeAt(++i);
      // Any other pair is a character (an emoji): kept.
      if (c !== 0xdb40 || low > 0xdc7f) continue;
      rewritten = `\\u{e00${(low - 0xdc00).toString(16).padStart(2, '0')}}`;
    } else rewritten = shown(c);
    out += s.slice(from, at) + rewritten;
    from = i + 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

/**
 * Where the text holds a code unit `visible` reads (isInvisible), ascending: for many excerpts of
 * one text, found in one pass instead of reading every code unit of every excerpt. Read by hand:
 * a regex asked where each run ends paid a call for each of the text's line breaks, most of the
 * pass on a text of many short lines (docs/design-and-performance.md).
 */
export function invisiblesIn(text: string, spans?: readonly number[]): number[] {
  const out: number[] = [];
  const n = text.length;
  // `spans` (from, to, from, to, …, ascending and apart): only the runs that reach into one are
  // needed, so the text between them is not searched (a run found past a span's end is kept).
  let at = 0;
  for (let k = 0; spans === undefined ? k === 0 : k < spans.length; k += 2) {
    const to = spans === undefined ? n : spans[k + 1]!;
    if (spans !== undefined && at < spans[k]!) at = spans[k]!;
    while (at < to) {
      let first = at; // The next run's first code unit (printable ASCII, most of a text, passed over with one test).
      for (; first < n; first++) {
        const c = text.charCodeAt(first);
        if (c < 0x7f ? c <= 0x1f : isInvisible(c)) break;
      }
      if (first === n) return out;
      let end = first + 1;
      while (end < n && isInvisible(text.charCodeAt(end))) end++;
      let start = end - 1; // A run is maximal: it starts where the code unit before is visible (before `at` too).
      while (start > 0 && isInvisible(text.charCodeAt(start - 1))) start--;
      for (let i = start; i < end; i++) out.push(i);
      at = end;
    }
  }
  return out;
}

/**
 * `visible(text.slice(a, b))`, reading only the code units `invisibles` (invisiblesIn) lists;
 * those before `hint` lie before `a`.
 */
function visibleRange(text: string, a: number, b: number, invisibles: readonly number[], hint: number): string {
  const lo = firstAtLeast(invisibles, a, hint);
  let out = '';
  // `from`: the first code unit not yet written; `next`: the first not yet read (past a pair).
  let from = a;
  let next = a;
  for (let k = lo; k < invisibles.length && invisibles[k]! < b; k++) {
    const p = invisibles[k]!;
    if (p < next) continue;
    const c = text.charCodeAt(p);
    let rewritten: string;
    if (c >= 0xd800 && c <= 0xdbff && p + 1 < b && (text.charCodeAt(p + 1) & 0xfc00) === 0xdc00) {
      next = p + 2;
      const low = text.charCodeAt(p + 1);
      if (c !== 0xdb40 || low > 0xdc7f) continue;
      rewritten = `\\u{e00${(low - 0xdc00).toString(16).padStart(2, '0')}}`;
    } else {
      next = p + 1;
      rewritten = shown(c);
    }
    out += text.slice(from, p) + rewritten;
    from = next;
  }
  return from === a ? text.slice(a, b) : out + text.slice(from, b);
}

/**
 * What the excerpts of `hits` read, merged (from, to, from, to, …, ascending and apart), for
 * invisiblesIn; undefined (the whole text) unless the hits come in order of their starts, as guard
 * gives them.
 */
export function excerptSpans(length: number, hits: readonly Hit[]): number[] | undefined {
  const spans: number[] = [];
  let last = 0;
  for (const h of hits) {
    const from = Math.max(0, h.start - EXCERPT_CONTEXT);
    const to = Math.min(length, h.end + EXCERPT_CONTEXT);
    if (from < last) return undefined;
    last = from;
    if (spans.length > 0 && from <= spans[spans.length - 1]!) spans[spans.length - 1] = Math.max(spans[spans.length - 1]!, to);
    else spans.push(from, to);
  }
  return spans;
}

/**
 * Where excerptOf's searches of the masks and invisibles start: for the excerpts of hits taken in
 * order of their starts (findingsOf), each is found from the last one's place in a few reads
 * instead of by halving the whole list.
 */
export interface ExcerptCursor {
  from: number;
  mask: number;
  invisible: number;
}

/**
 * A short excerpt around a hit, taken from the text with every redaction span masked — so a
 * secret never appears in an excerpt, whether or not --redact was asked for — with invisible
 * characters written as `\u{…}`. At most about 250 characters. `invisibles`: the text's
 * invisiblesIn, for the many excerpts of one text; `cursor` (start at zeros), for many in a row.
 */
export function excerptOf(
  text: string,
  hit: Hit,
  masks: readonly RedactionSpan[],
  invisibles?: readonly number[],
  cursor?: ExcerptCursor,
): string {
  const from = Math.max(0, hit.start - EXCERPT_CONTEXT);
  const to = Math.min(text.length, hit.end + EXCERPT_CONTEXT);
  let out = from > 0 ? '…' : '';
  let at = from;
  // The masks are ascending and apart: the first that ends after `from` is found by halving, or
  // from the cursor on when the excerpts come in order.
  let lo: number;
  let hint = 0;
  if (cursor === undefined) lo = firstNotBefore(masks.length, (i) => masks[i]!.end <= from);
  else {
    if (from < cursor.from) cursor.mask = cursor.invisible = 0;
    cursor.from = from;
    lo = cursor.mask = firstEndingAfter(masks, from, cursor.mask);
    if (invisibles) hint = cursor.invisible = firstAtLeast(invisibles, from, cursor.invisible);
  }
  for (let i = lo; i < masks.length && masks[i]!.start < to; i++) {
    const m = masks[i]!;
    if (m.start > at) out += excerptPiece(text, at, m.start, invisibles, hint);
    out += `[REDACTED:${m.type}]`;
    at = Math.max(at, m.end);
  }
  if (to > at) out += excerptPiece(text, at, to, invisibles, hint);
  return to < text.length ? `${out}…` : out;
}

/**
 * The text from `a` to `b` made visible; a long stretch keeps its head and tail (the `…` between
 * them ends any pair of surrogates). `hint`: for visibleRange.
 */
function excerptPiece(text: string, a: number, b: number, invisibles: readonly number[] | undefined, hint: number): string {
  if (b - a > EXCERPT_SPAN) {
    const half = EXCERPT_SPAN / 2;
    return `${excerptShown(text, a, a + half, invisibles, hint)}…${excerptShown(text, b - half, b, invisibles, hint)}`;
  }
  return excerptShown(text, a, b, invisibles, hint);
}

const excerptShown = (text: string, a: number, b: number, invisibles: readonly number[] | undefined, hint: number): string =>
  invisibles ? visibleRange(text, a, b, invisibles, hint) : visible(text.slice(a, b));

/**
 * The first index from `k` on whose value is `x` or more, in `list` ascending (those before `k`
 * are below `x`): galloping from `k` (1, 2, 4, … past it), then halving the last step, so a place
 * close to `k` is found in a few reads (firstNotBeforeFrom, without a function to call back).
 */
function firstAtLeast(list: readonly number[], x: number, k: number): number {
  const n = list.length;
  let lo = k;
  let hi = k;
  for (let step = 1; hi < n && list[hi]! < x; step *= 2) {
    lo = hi + 1;
    hi = lo + step;
  }
  if (hi > n) hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** firstAtLeast over the masks' ends: the first mask from `k` on that ends after `x`. */
function firstEndingAfter(masks: readonly RedactionSpan[], x: number, k: number): number {
  const n = masks.length;
  let lo = k;
  let hi = k;
  for (let step = 1; hi < n && masks[hi]!.end <= x; step *= 2) {
    lo = hi + 1;
    hi = lo + step;
  }
  if (hi > n) hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (masks[mid]!.end <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
