/**
 * personal_data: a UK National Insurance number (docs/content-readings.md, "personal_data: UK National Insurance
 * numbers") under its label on its line: "NI number", "NI no.", "NI", "NINO", "National Insurance number", a key's
 * `ni_number`. The number has no check digit, but its shape is narrow: two letters from the issued prefixes (neither D,
 * F, I, Q, U nor V, the second not O, and never BG, GB, KN, NK, NT, TN or ZZ), six digits (written in pairs or not), a
 * last letter A to D. HMRC's example (QQ …) fails the prefix; a counted-up or one-digit body is a placeholder; an
 * example's or a test's words before it (national-id-context.ts) make it an example. Gated on the label's literal.
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { lineStartWithin } from './line-bounds.js';
import { exampleOrFixture } from './national-id-context.js';

/** The number: its prefix, three pairs of digits apart by one blank or none, its letter. Bounded, no nested repeat. */
const NINO = /(?<![A-Za-z0-9])([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d\d) ?(\d\d) ?(\d\d) ?([A-D])(?![A-Za-z0-9])/g;
/** Prefixes never issued. */
const NEVER = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);
/** The acronym in capitals, as forms and payroll notes write it, then its number's word maybe and a mark. */
const ACRONYM_BEFORE =
  /(?<![A-Za-z0-9])NI(?:NO)?(?:[ _.-]?(?:[Nn]umber|NUMBER|[Nn]o|NO|[Nn]r|#))?\.?["']?[ \t]{0,3}[:=#-]?[ \t]{0,3}["']?$/;
/** The name in full or a key's lower-case acronym with its number's word (`ni_number`, `nino`), lower-cased. */
const NAME_BEFORE =
  /(?:national[ _-]?insurance(?:[ _-]?(?:number|num|no|nr))?|(?<![a-z0-9])ni[ _-]?(?:number|num|no|nr)|(?<![a-z0-9])nino)\.?["']?[ \t]{0,3}[:=#-]?[ \t]{0,3}["']?$/;
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

export function detectNinos(t: Text, out: Hit[]): void {
  const text = t.text;
  // Cheap gate: the acronym in capitals or the name's word in any case.
  if (!text.includes('NI') && !/insurance|ni[ _-]?n(?:umber|o)|nino/i.test(text)) return;
  const words = {};
  NINO.lastIndex = 0;
  for (let m = NINO.exec(text); m !== null; m = NINO.exec(text)) {
    const digits = m[2]! + m[3]! + m[4]!;
    if (NEVER.has(m[1]!) || placeholderDigits(digits)) continue;
    const from = m.index;
    const to = from + m[0].length;
    const lineStart = lineStartWithin(text, from, REACH);
    const before = text.slice(lineStart < 0 ? from - REACH : lineStart, from);
    if (!ACRONYM_BEFORE.test(before) && !NAME_BEFORE.test(before.toLowerCase())) continue;
    if (exampleOrFixture(text, from, to, words)) continue;
    out.push({ code: 'personal_national_id', start: from, end: to, redact: 'national_id' });
  }
}
