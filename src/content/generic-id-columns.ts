/**
 * personal_data: a national id under a table's generic column (`identifier`, `id_number`, `id_no`) on a row that names
 * a person (a `payee`, `name`, `guest`, `patient`, `employee` column beside it), where no label says which id it is
 * (docs/content-readings.md, "A national id under a generic column"). Only the kinds that carry a birth date and a
 * check (a Swedish or Norwegian personal number, a Finnish henkilötunnus, a PESEL) are read so (not a Danish CPR,
 * whose check is its date alone): a random
 * number passes one of them about one time in two hundred, and a person's row under an "identifier" is where registers
 * put them. A sample's, a device's or an order's row (no person's column) is not read. Rows may be broken by real line
 * breaks or by escaped ones (`\n` inside a JSON string).
 */
import type { NationalIdKind } from './national-id-checks.js';
import { bareCell, cellsOf } from './table-cells.js';

/** A column's header that names no kind of id: an identifier's or an id number's. */
const GENERIC = /^(?:identifier|identification|ident|id|id[ _.-]?(?:no|nr|num|number))$/i;
/** A column's header that names a person. */
const PERSON =
  /^(?:payee|name|full[ _-]?name|guest|patient|employee|member|tenant|holder|student|customer|person|participant|resident|applicant|recipient|beneficiary|staff|visitor|researcher|traveller|traveler|passenger)$/i;
/** The kinds read under such a column: those with a birth date and a check. */
const DATED: readonly NationalIdKind[] = ['se', 'no', 'fi', 'pesel'];
/** How far a row may run, and how many rows above an id its header may be. */
const ROW_REACH = 600;
const ROWS_UP = 8;
const SEPARATORS = [',', ';', '\t', '|'];

/** Where the row holding `at` starts: after a line break or an escaped one (`\n` in a JSON string), within reach. */
function rowStart(text: string, at: number): number {
  for (let i = at - 1; i >= 0 && at - i < ROW_REACH; i--) {
    const c = text.charCodeAt(i);
    if (c === 10) return i + 1;
    if (c === 110 && text.charCodeAt(i - 1) === 92) return i + 1;
    // A JSON string's opening quote after its key's colon (`"text": "row,name,…`).
    if (c === 34 && (text.charCodeAt(i - 1) === 58 || (text.charCodeAt(i - 1) === 32 && text.charCodeAt(i - 2) === 58))) return i + 1;
  }
  return -1;
}
/** Where the row holding `at` ends: a line break, an escaped one, a quote closing a JSON string, or the text's end. */
function rowEnd(text: string, at: number): number {
  for (let i = at; i < text.length && i - at < ROW_REACH; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || (c === 92 && (text.charCodeAt(i + 1) === 110 || text.charCodeAt(i + 1) === 34))) return i;
  }
  return Math.min(text.length, at + ROW_REACH);
}

/**
 * The dated kinds among `valid` for the id at [start, cut) when it is a whole cell of a row under a generic column's
 * header and that header names a person's column too; else undefined.
 */
export function genericColumnKinds(
  text: string,
  start: number,
  cut: number,
  valid: readonly NationalIdKind[],
): readonly NationalIdKind[] | undefined {
  const dated = valid.filter((k) => DATED.includes(k));
  if (dated.length === 0) return undefined;
  const from = rowStart(text, start);
  if (from < 0) return undefined;
  const row = text.slice(from, rowEnd(text, cut));
  const id = text.slice(start, cut);
  for (const sep of SEPARATORS) {
    if (!row.includes(sep)) continue;
    const cells = cellsOf(row, sep);
    const col = cells.findIndex((c) => bareCell(c) === id);
    if (col < 0) continue;
    // Up the rows of as many cells to the header: the first whose cell in the id's column is no value.
    let end = from;
    for (let n = 0; n < ROWS_UP && end > 0; n++) {
      // Above a row that starts a JSON string, no header.
      if (text.charCodeAt(end - 1) === 34) return undefined;
      const brk = text.charCodeAt(end - 1) === 10 ? end - 1 : end - 2;
      const top = rowStart(text, brk);
      if (top < 0 && brk > ROW_REACH) return undefined;
      const above = text.slice(Math.max(0, top), brk).replace(/\r$/, '');
      const head = cellsOf(above, sep).map(bareCell);
      if (head.length !== cells.length) return undefined;
      if (GENERIC.test(head[col]!)) return head.some((h, k) => k !== col && PERSON.test(h)) ? dated : undefined;
      if (top < 0) return undefined;
      end = top;
    }
  }
  return undefined;
}
