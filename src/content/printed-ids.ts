/**
 * personal_data: Belgium's national number in the shape its identity card and its registers print it, `YY.MM.DD-XXX.CC`
 * (docs/content-readings.md, "personal_data: Belgium's printed national number"), after a label of any language and a
 * colon. The shape is the register's own (a date's three pairs apart by full stops, a dash, three digits, a full stop and
 * the two of a mod-97 check), and the check passes; the label before it is read only as a label (letters, then a colon),
 * not for its words: the number is written under Dutch, French, German, Walloon and Luxembourgish labels and under a
 * form's own. A build's, a version's, an order's or a ticket's number of that shape is that document's, and one with no
 * colon before it ("Build 62.03.05-669.48 passed") is left as well.
 */
import type { NationalIdKind } from './national-id-checks.js';

/** The printed shape, whole. */
const PRINTED = /^[0-9]{2}\.([0-9]{2})\.([0-9]{2})-[0-9]{3}\.[0-9]{2}$/;
/** A document's word (and its number's word) right before the colon: the number is that document's. */
const DOCUMENT_LABEL =
  /(?:^|[^\p{L}])(?:build|version|ver|release|rev|order|invoice|ticket|ref|reference|serial|lot|batch|part|sku|item|po|job|case|tracking|model|firmware|sample|example|test)(?:[ _.-]?(?:no|nr|num|number|id|#))?\.?$/iu;
/** Blanks a label's colon may stand between (a no-break space, French typography's narrow one before the colon). */
const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 0xa0 || c === 0x202f;
const isLetterAt = (s: string, i: number): boolean => /\p{L}/u.test(s[i] ?? '');

/** ['be'] where the number `raw` at `start` is Belgium's in its printed shape after a label and a colon on its line. */
export function printedKinds(text: string, start: number, raw: string): readonly NationalIdKind[] | undefined {
  const m = PRINTED.exec(raw);
  // A month of 00 and a day of 00 stand for a birth date not known.
  if (m === null || Number(m[1]) > 12 || Number(m[2]) > 31) return undefined;
  let i = start;
  // A quote opening a value (`"note": "…: 73.…"`, a CSV cell's), then blanks, then the colon.
  if (text[i - 1] === '"' || text[i - 1] === "'") i--;
  while (i > 0 && start - i < 8 && isBlank(text.charCodeAt(i - 1))) i--;
  if (text[i - 1] !== ':') return undefined;
  i--;
  while (i > 0 && start - i < 12 && isBlank(text.charCodeAt(i - 1))) i--;
  if (!isLetterAt(text, i - 1)) return undefined;
  const lineStart = Math.max(text.lastIndexOf('\n', i - 1) + 1, i - 48);
  return DOCUMENT_LABEL.test(text.slice(lineStart, i)) ? undefined : ['be'];
}
