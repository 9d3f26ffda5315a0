/**
 * A line broken inside a sentence, as a scan's OCR or a hard-wrapped mail breaks it (docs/content-readings.md, "Orders
 * to the machine that decide for the user or the record"): the line ends in a lower-case letter or a comma and the next
 * opens with one ("set pre-authorisation\nstatus to APPROVED", "record\nthat the receipts were checked"). An order read
 * to its line's end would stop mid-clause there; a list's items, a table's rows and a heading's line open otherwise
 * (a capital, a mark, a digit). Pure; each scan reads a few blanks at most.
 */

const isLower = (c: number): boolean => c >= 97 && c <= 122;
/** How many blanks around the break are passed over at most. */
const BLANKS = 8;

/** Whether the line break at `i` in `text` is a wrap inside a sentence. */
export function wrapsAt(text: string, i: number): boolean {
  let b = i - 1;
  if (text.charCodeAt(b) === 13) b--;
  for (let k = 0; k < BLANKS && text.charCodeAt(b) === 32; k++) b--;
  const before = text.charCodeAt(b);
  if (!(isLower(before) || before === 44)) return false;
  let a = i + 1;
  for (let k = 0; k < BLANKS && (text.charCodeAt(a) === 32 || text.charCodeAt(a) === 9); k++) a++;
  if (isLower(text.charCodeAt(a))) return true;
  // (A number that goes on in words: "resubmit the declined claim\n17634 under code ...".)
  const digits = /^\d{1,12} [a-z]/.exec(text.slice(a, a + 14));
  return digits !== null && before !== 44;
}

/** `order` (lower case) with its wrapped line breaks read as blanks (every break left is a line's end: orderEnd's). */
export const unwrapped = (order: string): string =>
  order.replace(/(?<=[a-z,][ \t]{0,8})\r?\n(?=[ \t]{0,8}[a-z])|(?<=[a-z][ \t]{0,8})\r?\n(?=[ \t]{0,8}\d{1,12} [a-z])/g, ' ');
