/**
 * prompt_injection in JSON `\\uXXXX` escapes: each stretch of escaped letters is decoded and judged
 * by injection.ts's detector (passed in, so the two files do not import each other), and each
 * finding is mapped back onto the escapes it spans.
 */
import type { Hit } from './codes.js';
import { Text } from './find.js';

type Detect = (t: Text, out: Hit[]) => void;

/**
 * A JSON reply carries non-ASCII text as `\\uXXXX` escapes (Python's json.dumps does by default),
 * which the model reads decoded. Each stretch of such escapes, with ESCAPE_CONTEXT code units on
 * either side (stretches closer than that are one), is decoded and judged, and each finding is
 * mapped back onto the escapes it spans.
 */
const ESCAPE_CONTEXT = 240;
/**
 * The escapes worth decoding: letters of the scripts the phrases are written in (accented Latin,
 * Greek, Cyrillic, kana, CJK, Hangul, full-width forms) and the surrogates of tag characters. An
 * escaped control or invisible character is hidden_unicode's, and reads as nothing here.
 */
const isLetterEscape = (c: number): boolean =>
  (c >= 0xc0 && c <= 0x24f) ||
  (c >= 0x370 && c <= 0x4ff) ||
  (c >= 0x3040 && c <= 0x30ff) ||
  (c >= 0x3400 && c <= 0x9fff) ||
  (c >= 0xac00 && c <= 0xd7af) ||
  (c >= 0xff00 && c <= 0xffef) ||
  c === 0xdb40 ||
  (c >= 0xdc00 && c <= 0xdc7f);
export function detectInEscapes(text: string, out: Hit[], detect: Detect): void {
  const ESCAPE = /\\u([0-9a-fA-F]{4})/y;
  // What is already reported, so a finding in a decoded stretch that the text itself holds is not
  // reported twice (each stretch checks against what was reported before it): the injection
  // findings of `out` by start, gathered at the first finding (`out` may hold every other
  // detector's too, and a finding here has an injection code), keyed by number so that a text with
  // hundreds of findings does not pay for a string per finding. Only those from that stretch on:
  // the stretches come in order, and a finding in one starts inside it.
  let seen: Map<number, Hit | Hit[]> | undefined;
  const judge = (from: number, to: number) => {
    const found = judgeDecoded(text, from, to, detect);
    if (found.length === 0) return;
    seen ??= injectionHitsFrom(out, from);
    for (const h of found.filter((f) => !isSeen(seen!, f))) {
      out.push(h);
      note(seen, h);
    }
  };
  let from = -1;
  let to = -1;
  // Each `\u` found by indexOf (quicker than a regex scan), tried there (sticky): the escapes a
  // global scan finds.
  for (let i = text.indexOf('\\u'); i >= 0; i = text.indexOf('\\u', i + 1)) {
    ESCAPE.lastIndex = i;
    const m = ESCAPE.exec(text);
    if (!m) continue;
    i += 5;
    if (!isLetterEscape(parseInt(m[1]!, 16))) continue;
    if (from >= 0 && m.index - to > 2 * ESCAPE_CONTEXT) {
      judge(Math.max(0, from - ESCAPE_CONTEXT), Math.min(text.length, to + ESCAPE_CONTEXT));
      from = -1;
    }
    if (from < 0) from = m.index;
    to = m.index + 6;
  }
  if (from >= 0) judge(Math.max(0, from - ESCAPE_CONTEXT), Math.min(text.length, to + ESCAPE_CONTEXT));
}

/** The injection findings of `out` that start at `from` or later, by start. */
function injectionHitsFrom(out: readonly Hit[], from: number): Map<number, Hit | Hit[]> {
  const seen = new Map<number, Hit | Hit[]>();
  for (let i = 0; i < out.length; i++) {
    const o = out[i]!;
    if (o.start >= from && o.code.startsWith('injection_')) note(seen, o);
  }
  return seen;
}

/** Most starts hold one finding: it is kept alone, and an array made only for a second. */
function note(seen: Map<number, Hit | Hit[]>, h: Hit): void {
  const at = seen.get(h.start);
  if (at === undefined) seen.set(h.start, h);
  else if (Array.isArray(at)) at.push(h);
  else seen.set(h.start, [at, h]);
}

/** Whether `seen` (injectionHitsFrom) holds a finding of `h`'s code over `h`'s span. */
function isSeen(seen: Map<number, Hit | Hit[]>, h: Hit): boolean {
  const at = seen.get(h.start);
  if (at === undefined) return false;
  if (!Array.isArray(at)) return at.end === h.end && at.code === h.code;
  return at.some((o) => o.end === h.end && o.code === h.code);
}

/** The findings in `text` between `from` and `to` once its letter escapes are decoded, at their places in `text`. */
function judgeDecoded(text: string, from: number, to: number, detect: Detect): Hit[] {
  const ESCAPE = /\\u([0-9a-fA-F]{4})/y;
  // The decoded text in pieces (the runs between escapes copied whole), and for each of its code
  // units where it stands in `text`, the last entry `to`.
  const pieces: string[] = [];
  const at = new Int32Array(to - from + 1);
  let n = 0;
  for (let i = from; i < to; ) {
    let j = text.indexOf('\\u', i);
    if (j < 0 || j > to) j = to;
    if (j > i) {
      pieces.push(text.slice(i, j));
      for (let k = i; k < j; k++) at[n++] = k;
      i = j;
      if (i >= to) break;
    }
    ESCAPE.lastIndex = i;
    const m = ESCAPE.exec(text);
    const code = m ? parseInt(m[1]!, 16) : 0;
    if (m && isLetterEscape(code) && i + 6 <= to) {
      pieces.push(String.fromCharCode(code));
      at[n++] = i;
      i += 6;
    } else {
      pieces.push(text[i]!);
      at[n++] = i++;
    }
  }
  at[n] = to;
  const decoded = pieces.join('');
  const inner: Hit[] = [];
  detect(new Text(decoded), inner);
  return inner.map((h) => {
    const start = at[h.start]!;
    // The end maps past the last unit it covers: an escape is six code units.
    const last = at[h.end - 1]!;
    const end = last + (text[last] === '\\' && h.end - 1 < decoded.length && decoded[h.end - 1] !== '\\' ? 6 : 1);
    return { ...h, start, end };
  });
}
