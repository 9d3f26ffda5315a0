/**
 * What a content judgement reports: findings with excerpts taken after masking, and for files,
 * line and column. Pure. Offsets are UTF-16 code units; lines and columns count from 1, the
 * column in UTF-16 code units too (docs/content.md).
 */
import { type ExcerptCursor, excerptOf, excerptSpans, invisiblesIn, mergedRedactions, type GuardHit } from './guard.js';

export interface Finding {
  code: string;
  question: string;
  start: number;
  end: number;
  window: number;
  excerpt: string;
}

/**
 * An excerpt reads about 100 code units. Once the excerpts would read a quarter of the text, one
 * pass over the whole text for its invisible characters (a regular expression, several times
 * faster per code unit than reading by hand) costs less: their places are looked up instead.
 */
const EXCERPT_READ = 400;

/**
 * The most findings a judgement reports of one reason code. A text of 880 KB with a bidi control at every other
 * character holds 440,000 findings: their excerpts took 45 s and 2.9 GB and printed 254 MB. The answers, the effect
 * and the redaction still read every hit; past this many of a code the report counts the rest (docs/content.md).
 */
export const MOST_FINDINGS_PER_CODE = 1000;

/** `hits` with at most MOST_FINDINGS_PER_CODE of each code (the first ones, in their order), and how many of each were left out. */
function reportedHits<H extends { code: string }>(hits: readonly H[]): { kept: readonly H[]; omitted?: Record<string, number> } {
  if (hits.length <= MOST_FINDINGS_PER_CODE) return { kept: hits };
  const seen = new Map<string, number>();
  const kept: H[] = [];
  let omitted: Record<string, number> | undefined;
  for (const h of hits) {
    const n = (seen.get(h.code) ?? 0) + 1;
    seen.set(h.code, n);
    if (n <= MOST_FINDINGS_PER_CODE) kept.push(h);
    else {
      omitted ??= {};
      omitted[h.code] = n - MOST_FINDINGS_PER_CODE;
    }
  }
  return omitted === undefined ? { kept } : { kept, omitted };
}

/** The findings `hits` report (reportOf), without the count of those left out. */
export function findingsOf(text: string, every: readonly GuardHit[], masks: readonly GuardHit[] = []): Finding[] {
  return reportOf(text, every, masks).findings;
}

/**
 * The findings `hits` report (at most MOST_FINDINGS_PER_CODE of a code), each excerpt masked where any of `hits` — the
 * ones left out too — or of `masks` (secrets found by questions not asked) is redacted; and by reason code how many
 * were left out (absent when none were).
 */
export function reportOf(
  text: string,
  every: readonly GuardHit[],
  masks: readonly GuardHit[] = [],
): { findings: Finding[]; omitted?: Record<string, number> } {
  const spans = mergedRedactions(masks.length > 0 ? [...every, ...masks] : every);
  const { kept: hits, omitted } = reportedHits(every);
  const invisibles = hits.length * EXCERPT_READ > text.length ? invisiblesIn(text, excerptSpans(text.length, hits)) : undefined;
  const cursor: ExcerptCursor = { from: 0, mask: 0, invisible: 0 };
  // Hits of several codes over one span (a hidden instruction is also hidden text) come next to
  // each other, and an excerpt depends on the span alone: it is taken once for them all.
  let lastStart = -1;
  let lastEnd = -1;
  let excerpt = '';
  const out: Finding[] = new Array(hits.length);
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!;
    if (h.start !== lastStart || h.end !== lastEnd) {
      excerpt = excerptOf(text, h, spans, invisibles, cursor);
      lastStart = h.start;
      lastEnd = h.end;
    }
    out[i] = { code: h.code, question: h.question, start: h.start, end: h.end, window: h.window, excerpt };
  }
  return omitted === undefined ? { findings: out } : { findings: out, omitted };
}

/**
 * 1-based line and column of each offset (offsets in any order; findings give them ascending,
 * which is taken as it is, without a sorted copy). Line breaks are found by indexOf, which skips
 * the code units between them faster than reading each.
 */
export function lineColumns(text: string, offsets: readonly number[]): Array<{ line: number; column: number }> {
  const n = offsets.length;
  let ascending = true;
  for (let i = 1; i < n && ascending; i++) ascending = offsets[i - 1]! <= offsets[i]!;
  const order = ascending ? undefined : offsets.map((o, i) => [o, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<{ line: number; column: number }>(n);
  let line = 1;
  let lineStart = 0;
  // The first line break at or after lineStart (-1: none).
  let next = n > 0 ? text.indexOf('\n') : -1;
  for (let k = 0; k < n; k++) {
    const offset = order ? order[k]![0] : offsets[k]!;
    while (next >= 0 && next < offset) {
      line++;
      lineStart = next + 1;
      next = text.indexOf('\n', lineStart);
    }
    out[order ? order[k]![1] : k] = { line, column: offset - lineStart + 1 };
  }
  return out;
}
