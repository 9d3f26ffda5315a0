/**
 * personal_data: a UK National Insurance number (docs/content-readings.md, "personal_data: UK National Insurance
 * numbers") under its label on its line: "NI number", "NI no.", "N.I. No.", "NI", "NINO", "National Insurance number",
 * "Nat. Ins. No.", a key's `ni_number`. The number has no check digit, but its shape is narrow: two letters from the issued prefixes (neither D,
 * F, I, Q, U nor V, the second not O, and never BG, GB, KN, NK, NT, TN or ZZ), six digits (written in pairs or not), a
 * last letter A to D. HMRC's example (QQ …) fails the prefix; a counted-up or one-digit body is a placeholder; an
 * example's or a test's words before it (national-id-context.ts) make it an example. Gated on the label's literal.
 */
import { isAlnum } from './ascii.js';
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { NINO_NAMES } from './gate-leads.js';
import { lineEndWithin, lineStartWithin } from './line-bounds.js';
import { literalGate } from './literal-gates.js';
import { exampleOrFixture } from './national-id-context.js';

/** The number: its prefix, three pairs of digits apart by one blank or none, its letter. Bounded, no nested repeat. */
const NINO = /(?<![A-Za-z0-9])([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d\d) ?(\d\d) ?(\d\d) ?([A-D])(?![A-Za-z0-9])/g;
/** Prefixes never issued. */
const NEVER = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);
/** The acronym in capitals, as forms and payroll notes write it, then its number's word maybe and a mark. */
const ACRONYM_BEFORE =
  /(?<![A-Za-z0-9])(?:NI(?:NO)?|N\.I\.)(?:[ _.-]?(?:[Nn]umber|NUMBER|[Nn]o|NO|[Nn]r|#))?\.?(?:[ \t]{0,2}\([^()\n]{1,40}\))?["']?[ \t]{0,3}[:=#-]?[ \t]{0,3}["']?$/;
/** The name in full or a key's lower-case acronym with its number's word (`ni_number`, `nino`), lower-cased. */
const NAME_BEFORE =
  /(?:(?:national|nat\.?)[ _-]?(?:insurance|ins\.?)(?:[ _-]?(?:number|num|no|nr))?|(?<![a-z0-9])(?:ni|n\.i\.)[ _-]?(?:number|num|no|nr)|(?<![a-z0-9])nino)\.?(?:[ \t]{0,2}\([^()\n]{1,40}\))?["']?[ \t]{0,3}[:=#-]?[ \t]{0,3}["']?$/;
/** How far before the number its label is read on its line. */
const REACH = 48;

/** Whether the six digits are a placeholder's: one digit six times, or counted up or down. */
function placeholderDigits(d: string): boolean {
  let same = true;
  let up = true;
  let down = true;
  for (let i = 1; i < d.length; i++) {
    const step = d.charCodeAt(i) - d.charCodeAt(i - 1);
    if (step !== 0) same = false;
    if (step !== 1) up = false;
    if (step !== -1) down = false;
  }
  return same || up || down;
}

/** A column's header that names the number (`NI number`, `ni_number`, `NINO`, `National Insurance No.`), bare. */
const HEADER = /^(?:ni|n\.i\.|nino|national[ _-]?insurance)(?:[ _-]?(?:number|num|no|nr))?\.?$/i;
const SEPARATORS = [',', '\t', '|', ';'];
/** How many rows above a cell its header may be, and how long a row may be. */
const HEADER_ROWS = 64;
const ROW_REACH = 4096;
/** A cell without its blanks and quotes. */
const bare = (cell: string): string =>
  cell
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim();

/** Where the line before the one from `lineStart` ends (its break raw or written out in a JSON string), else -1. */
function breakBefore(text: string, lineStart: number): number {
  if (text.charCodeAt(lineStart - 1) === 10) return text.charCodeAt(lineStart - 2) === 13 ? lineStart - 2 : lineStart - 1;
  return text.slice(lineStart - 2, lineStart) === '\\n' ? lineStart - 2 : -1;
}

/** The table read last: its separator, cell count, the row it reached, and its header's start. */
interface Table {
  sep: string;
  count: number;
  lineEnd: number;
  top: number;
}

/**
 * Whether the number at [from, to) is a whole cell of a table's row whose header (the first of the rows above with as
 * many cells) names it. Rows of a line's reach only; the header is looked for once a table (the next row reuses it).
 */
function underHeader(text: string, from: number, to: number, cache: { table?: Table }): boolean {
  const lineStart = lineStartWithin(text, from, ROW_REACH);
  const lineEnd = lineEndWithin(text, to, ROW_REACH);
  if (lineStart < 0 || lineEnd - to >= ROW_REACH) return false;
  const line = text.slice(lineStart, lineEnd);
  for (const sep of SEPARATORS) {
    const cells = line.split(sep);
    if (cells.length < 2) continue;
    // The cell holding the number, and whether the number is all of it.
    let at = lineStart;
    let col = -1;
    for (let c = 0; c < cells.length; c++) {
      if (from >= at && to <= at + cells[c]!.length) {
        if (bare(cells[c]!) === text.slice(from, to)) col = c;
        break;
      }
      at += cells[c]!.length + 1;
    }
    if (col < 0) continue;
    const last = cache.table;
    let top: number;
    if (
      last !== undefined &&
      last.sep === sep &&
      last.count === cells.length &&
      (last.lineEnd === lineEnd || breakBefore(text, lineStart) === last.lineEnd)
    ) {
      top = last.top;
    } else {
      top = lineStart;
      for (let n = 0; n < HEADER_ROWS; n++) {
        const end = breakBefore(text, top);
        const above = end < 0 ? -1 : lineStartWithin(text, end, ROW_REACH);
        if (above < 0 || text.slice(above, end).trim() === '' || text.slice(above, end).split(sep).length !== cells.length) break;
        top = above;
      }
    }
    cache.table = { sep, count: cells.length, lineEnd, top };
    if (top === lineStart) continue;
    const header = text.slice(top, lineEndWithin(text, top, ROW_REACH)).split(sep);
    return HEADER.test(bare(header[col]!));
  }
  return false;
}

/** The labels' literals: the acronyms as written (case-sensitive), the names lower-cased. */
const ACRONYMS = ['NI', 'N.I.'];
const NAMES = NINO_NAMES;
/** Whether a text holds one of NAMES in any case (ASCII): tried only where the literal index found one (literal-gates.ts). */
export const NAME_GATE = /insurance|nat\.? ins|ni[ _-]n|nino/i;
const holdsName = literalGate(NAME_GATE, NAMES);
/** How far past a label's start its number may start. */
const AFTER_LABEL = 64;
/** A header cell's label: nothing but marks between it and a separator or the line's edge (checked on the lower-cased text). */
const HEADER_CELL_AFTER = /^[a-z. _-]{0,22}["']?[ \t]*(?:[,\t|;\r\n]|\\n|$)/;

export function detectNinos(t: Text, out: Hit[]): void {
  const text = t.text;
  // Where a label starts: the acronyms by a plain search, the names in the lower-cased text. Most texts hold none.
  const starts: number[] = [];
  // A label starts a word (`UNIT`, `mini notes` hold none); the acronym ends one or runs into `NO`.
  const wordStart = (at: number): boolean => at === 0 || !isAlnum(text.charCodeAt(at - 1));
  for (const a of ACRONYMS)
    for (let at = text.indexOf(a); at >= 0; at = text.indexOf(a, at + a.length)) {
      const next = text.charCodeAt(at + a.length);
      if (wordStart(at) && (!isAlnum(next) || text.startsWith('NO', at + 2) || a.length > 2)) starts.push(at);
    }
  const lower = holdsName(t) ? text.toLowerCase() : '';
  for (const n of lower === '' ? [] : NAMES)
    for (let at = lower.indexOf(n); at >= 0; at = lower.indexOf(n, at + n.length)) if (wordStart(at) || n === 'insurance') starts.push(at);
  if (starts.length === 0) return;
  starts.sort((a, b) => a - b);
  const words = {};
  const cache: { table?: Table } = {};
  const seen = new Set<number>();
  const read = (from: number, to: number, m: RegExpExecArray): void => {
    const digits = m[2]! + m[3]! + m[4]!;
    if (seen.has(from) || NEVER.has(m[1]!) || placeholderDigits(digits)) return;
    const lineStart = lineStartWithin(text, from, REACH);
    const before = text.slice(lineStart < 0 ? from - REACH : lineStart, from);
    if (!ACRONYM_BEFORE.test(before) && !NAME_BEFORE.test(before.toLowerCase()) && !underHeader(text, from, to, cache)) return;
    if (exampleOrFixture(text, from, to, words)) return;
    seen.add(from);
    out.push({ code: 'personal_national_id', start: from, end: to, redact: 'national_id' });
  };
  // Each number within reach after a label (a slice a label, so a search never runs on past it), then, under a header
  // cell's label, the rows below it, each number asked for its column's header.
  const within = (from: number, to: number): void => {
    const slice = text.slice(from, to);
    NINO.lastIndex = 0;
    for (let m = NINO.exec(slice); m !== null; m = NINO.exec(slice)) read(from + m.index, from + m.index + m[0].length, m);
  };
  for (const at of starts) {
    within(at, Math.min(text.length, at + AFTER_LABEL + 16));
    if (lower !== '' && HEADER_CELL_AFTER.test(lower.slice(at + 2, at + 40))) {
      let below = at;
      for (let n = 0; n <= HEADER_ROWS && below >= 0; n++) below = text.indexOf('\n', below + 1);
      within(at, Math.min(below < 0 ? text.length : below, at + HEADER_ROWS * ROW_REACH));
    }
  }
}
