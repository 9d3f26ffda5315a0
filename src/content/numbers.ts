/**
 * personal_data: numbers with a check that a random number rarely passes. An IBAN passes ISO 13616's mod-97 check with
 * its country's length; a US social security number is NNN-NN-NNNN inside the issued ranges, or written with blanks,
 * full stops or no separator where its name labels it: before it, just after it, or as its column's header.
 */
import { isAlnum, isDigit, isLetter } from './ascii.js';
import { digitPlaces, digitRuns } from './base64-runs.js';
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';
import { SSN_NAMES } from './literals.js';
import { detectNationalIds } from './national-ids.js';
import { detectNinos } from './uk-nino.js';
import { detectLetteredIds } from './lettered-ids.js';
import { detectDocumentIds } from './document-ids.js';
import { detectNamedSsns } from './ssn-names.js';
import { bareCell, cellsOf } from './table-cells.js';

/**
 * IBAN lengths by country (ISO 13616 registry, as of 2025; and the countries whose banks issue IBANs outside the
 * registry: Iran's, and the West and Central African monetary unions', Algeria's, Morocco's, Madagascar's, Mozambique's,
 * Angola's, Cape Verde's and the Comoros', their account part opening with a bank's letter in some); a code missing
 * here is not answered.
 */
const IBAN_LENGTH: Record<string, number> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AO: 25,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BF: 28,
  BG: 22,
  BH: 22,
  BI: 27,
  BJ: 28,
  BR: 29,
  BY: 28,
  CF: 27,
  CG: 27,
  CH: 21,
  CI: 28,
  CM: 27,
  CR: 22,
  CV: 25,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  DZ: 26,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GA: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GQ: 27,
  GR: 27,
  GT: 28,
  GW: 25,
  HN: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IR: 26,
  IS: 26,
  IT: 27,
  JO: 30,
  KM: 27,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MA: 28,
  MC: 27,
  MD: 24,
  ME: 22,
  MG: 27,
  MK: 19,
  ML: 28,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  MZ: 25,
  NE: 28,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SN: 28,
  SO: 23,
  ST: 25,
  SV: 28,
  TD: 27,
  TG: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/** An IBAN written plain or in groups of four separated by single spaces or dashes (one or the other). */
const IBAN = /\b[A-Z]{2}[0-9]{2}(?:[ -]?[A-Z0-9]{4}){2,7}(?:[ -]?[A-Z0-9]{1,4})?\b/y;
const isCapital = (c: number): boolean => c >= 65 && c <= 90;

/**
 * IBAN's matches, as a global scan finds them: tried (sticky) where two capitals come before two digits, found from the
 * text's digits where they are few (digitPlaces: most prose holds none), else from the text's runs of two digits or more
 * (digitRuns, probed for every second code unit once), not by the pattern over the whole text, which V8 compiles without
 * its optimisations once a process holds many patterns (docs/content-measurements.md).
 */
function ibanMatches(t: Text): RegExpExecArray[] {
  const text = t.text;
  const found: RegExpExecArray[] = [];
  let from = 0;
  // Each place once, ascending: where the first check digit would stand two code units on.
  const tryAt = (p: number): void => {
    if (p < from || !isCapital(text.charCodeAt(p)) || !isCapital(text.charCodeAt(p + 1))) return;
    if (!isDigit(text.charCodeAt(p + 2)) || !isDigit(text.charCodeAt(p + 3))) return;
    IBAN.lastIndex = p;
    const m = IBAN.exec(text);
    if (m === null) return;
    found.push(m);
    from = p + m[0].length;
  };
  const digits = digitPlaces(t);
  if (digits !== null) for (let i = 0; i < digits.length; i++) tryAt(digits[i]! - 2);
  else {
    // Where digits are dense, the runs of two or more (shared with the national ids): a capital ends right before the
    // first check digit, so that digit starts a run.
    const runs = digitRuns(t);
    for (let r = 0; r < runs.length; r += 2) tryAt(runs[r]! - 2);
  }
  return found;
}

export function ibanValid(compact: string): boolean {
  const len = IBAN_LENGTH[compact.slice(0, 2)];
  if (len === undefined || compact.length !== len) return false;
  const moved = compact.slice(4) + compact.slice(0, 4);
  let rem = 0;
  for (const c of moved) {
    const code = c.charCodeAt(0);
    const v = code >= 65 ? code - 55 : code - 48;
    rem = v >= 10 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97;
  }
  return rem === 1;
}

const SSN = /(?<![0-9A-Za-z-])([0-9]{3})-([0-9]{2})-([0-9]{4})(?![0-9A-Za-z]|-[0-9])/y;

/**
 * The matches of SSN, as a global scan finds them. Every number has its first dash three code
 * units in: found by indexOf (most texts hold few), a digit on either side of it asked before
 * the pattern is tried there, each search from the end of the last number on.
 */
export function ssnMatches(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  for (let i = text.indexOf('-', 3); i >= 0; i = text.indexOf('-', i + 1)) {
    // The second dash and the first digit, asked too: a date or a range (`2024-05`, `10-20`) ends here.
    if (
      !isDigit(text.charCodeAt(i - 1)) ||
      !isDigit(text.charCodeAt(i + 1)) ||
      text.charCodeAt(i + 3) !== 45 ||
      !isDigit(text.charCodeAt(i - 3))
    )
      continue;
    SSN.lastIndex = i - 3;
    const m = SSN.exec(text);
    if (m === null) continue;
    found.push(m);
    // The next number starts past this one, so its dash lies three code units past that.
    i = m.index + m[0].length + 2;
  }
  return found;
}

/**
 * The IBANs the standard's registry, banks' guides and encyclopaedias print as the example of their country's format.
 * Texts that ask for money to be sent use them as a real account's too (a payee's IBAN in an order): one is an example
 * only where its line says so.
 */
const EXAMPLE_IBANS = new Set([
  'DE89370400440532013000',
  'GB82WEST12345698765432',
  'GB29NWBK60161331926819',
  'GB33BUKB20201555555555',
  'FR1420041010050500013M02606',
  'NL91ABNA0417164300',
  'ES9121000418450200051332',
  'IT60X0542811101000000123456',
  'BE68539007547034',
  'CH9300762011623852957',
  'AT611904300234573201',
  'PL61109010140000071219812874',
  'SE4550000000058398257466',
  'NO9386011117947',
  'DK5000400440116243',
  'FI2112345600000785',
  'IE29AIBK93115212345678',
  'LU280019400644750000',
]);

/** A word on the line around an IBAN that says it is shown as a format's example. */
const EXAMPLE_WORD = /\b(?:example|e\.g\.|looks like|format|sample|beispiel|exemple|ejemplo|esempio|voorbeeld|przyk\u0142ad|exemplo)/i;
/** Whether the line around [start, end), at most 80 code units each way, says the value there is a format's example. */
function exampleOnItsLine(text: string, start: number, end: number): boolean {
  const from = Math.max(0, text.lastIndexOf('\n', start) + 1, start - 80);
  const to = text.indexOf('\n', end);
  return EXAMPLE_WORD.test(text.slice(from, Math.min(to < 0 ? text.length : to, end + 80)));
}
const shownAsExample = (text: string, compact: string, start: number, end: number): boolean =>
  EXAMPLE_IBANS.has(compact) && exampleOnItsLine(text, start, end);

/**
 * The SSNs forms, guides and references print as the format's example: counted up (123-45-6789), the wallet card's
 * (078-05-1120), and the advertising ones (219-09-9999, 457-55-5462). A person's own number is none of them. Read by
 * its shape, one of them is passed over where no SSN is named within 60 code units before it ("Donor typed a number in
 * the notes: 123-45-6789"), or where its line says it is a format's example; under an SSN's name ("social security
 * number 078-05-1120", a header's "ssn" on the line above) it reads as a form filled in with it and is still read.
 */
const EXAMPLE_SSNS = new Set(['123-45-6789', '078-05-1120', '219-09-9999', '457-55-5462']);
/** An SSN's name, read before an example SSN (at most 60 code units back, the line above too). */
const SSN_NAMED = /\bssn|social[ _-]?security|soc\.?[ _-]?sec/i;
/** Whether the example SSN at `start` is no person's: no SSN named just before it, or shown as a format's example. */
function exampleSsnAt(text: string, ssn: string, start: number): boolean {
  if (!EXAMPLE_SSNS.has(ssn)) return false;
  return !SSN_NAMED.test(text.slice(Math.max(0, start - 60), start)) || exampleOnItsLine(text, start, start + ssn.length);
}

export function detectPersonal(t: Text, out: Hit[]): void {
  const text = t.text;
  for (const m of ibanMatches(t)) {
    const raw = m[0];
    if (raw.includes(' ') && raw.includes('-')) continue;
    const compact = raw.replace(/[ -]/g, '');
    if (ibanValid(compact) && !shownAsExample(text, compact, m.index, m.index + raw.length))
      out.push({ code: 'personal_iban', start: m.index, end: m.index + m[0].length, redact: 'iban' });
  }
  for (const m of ssnMatches(text)) {
    if (!ssnIssued(m[1]!, m[2]!, m[3]!) || exampleSsnAt(text, m[0], m.index) || anotherDocumentBefore(text, m.index)) continue;
    out.push({ code: 'personal_ssn', start: m.index, end: m.index + m[0].length, redact: 'ssn' });
  }
  namedSsns(t, out);
  detectNamedSsns(t, out);
  detectNationalIds(t, out);
  detectNinos(t, out);
  detectLetteredIds(t, out);
  detectDocumentIds(t, out);
}

/**
 * A document's name right before a number, with only its number's word and marks between (`Invoice 541-…`, `Order no.
 * …`, `PO #…`, a JSON key's `"invoice": "…`): the number is that document's, whatever its shape.
 */
const ANOTHER_DOCUMENT =
  /(?:^|[^a-z0-9])(?:invoice|inv|order|po|purchase[ _]order|ticket|tkt|part|sku|item|tracking|quote|rma|booking|confirmation|receipt|work[ _]order|job|lot|batch|shipment|serial|model|case|ref|reference)(?:[ _.-]?(?:no|nr|num|number|id|ref|#))?\.?"?[ \t]{0,3}[:#=]?[ \t]{0,3}"?[ \t]{0,2}#?$/;
/** Whether another document's name stands right before `at` on its line (its last 32 code units read, lower-cased). */
function anotherDocumentBefore(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  return ANOTHER_DOCUMENT.test(text.slice(Math.max(lineStart, at - 32), at).toLowerCase());
}

/** Never issued: area 000, 666 and 900–999, group 00, serial 0000. */
const ssnIssued = (area: string, group: string, serial: string): boolean =>
  area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';

/** What may part an SSN's groups after its name: a blank, a full stop, an en or em dash (a dash is read anywhere). */
const SSN_GAPS = ' .\u2013\u2014';

/**
 * Social security numbers after their name (SSN_NAMES: "SSN: 078 05 1120", "Social Security No. 078.05.1120",
 * `"ssn": "078051120"`): groups apart by blanks, full stops or en dashes, or none. Alone, nine digits are a routing
 * number or a phone number as often, so only the name, at most 24 code units before on its line with nothing but
 * marks and a number's words between (SSN_BETWEEN), makes them one.
 */
function namedSsns(t: Text, out: Hit[]): void {
  const text = t.text;
  for (const name of SSN_NAMES) {
    for (const at of placesOf(t, name)) {
      if (at > 0 && (isLetter(text.charCodeAt(at - 1)) || isDigit(text.charCodeAt(at - 1)))) continue;
      let i = at + name.length;
      // "ssn" and "ss#" end their word (a plural's s aside: not "SSNVS"); the others run on ("…urity", "…umber").
      if (name === 'ssn' || name === 'ss#') {
        if (text[i] === 's' || text[i] === 'S') i++;
        if (isLetter(text.charCodeAt(i))) continue;
      } else while (i < text.length && isLetter(text.charCodeAt(i))) i++;
      const from = i;
      ssnBefore(text, at, i, out);
      const limit = Math.min(text.length, i + 96);
      while (i < limit && !isDigit(text.charCodeAt(i)) && text.charCodeAt(i) !== 10) i++;
      // Between the name and the number only marks and a number's own words: another key or word ("routing",
      // "requestId=", "e.g.") names another number. A form's dot leaders or blanks may run on (counted as one); a
      // label may say whose number it is ("SSN of the applicant:").
      const between = text.slice(from, i);
      const near = SSN_BETWEEN.test(between) && between.replace(FILLER, ' ').length <= 24;
      if (!near && !WHOSE.test(between)) continue;
      const m = namedSsnAt(text, i);
      if (m !== null) out.push({ code: 'personal_ssn', start: i, end: m, redact: 'ssn' });
    }
  }
  ssnColumns(t, out);
}

const FILLER = /[ \t.]{2,}/g;
/** A label naming whose number it is, ended by a colon or the like: "SSN of the applicant:", "… for each employee =". */
const WHOSE =
  /^ (?:(?:no\.?|nr\.?|num|number|#) )?(?:of|for) (?:the |this |each |primary |main )?(?:applicant|insured|employee|member|patient|holder|policyholder|spouse|dependent|borrower|taxpayer|claimant|student|customer|client|beneficiary|tenant|subscriber|child|owner|cardholder|guarantor|decedent|worker|contractor|candidate|resident) ?[:=#-] *$/i;

/**
 * An SSN whose name follows it and labels it alone (name at `at`, its word ending at `end`): in parentheses closed
 * after the name (`078051120 (SSN)`), after a dash with nothing but a full stop or the line's end after it
 * (`078 05 1120 - SSN`), or `… is my SSN`. `123456789 (SSN redacted)` and `Account 123456789, SSN: on file` name none.
 */
function ssnBefore(text: string, at: number, end: number, out: Hit[]): void {
  const m = SSN_LABEL.exec(text.slice(Math.max(0, at - 24), at));
  if (m === null) return;
  // After the name, a number's word at most, then what closes the label.
  const rest = SSN_LABEL_END.exec(text.slice(end, end + 12));
  if (rest === null || (m[2]!.includes('(') ? rest[1] !== ')' : rest[1] === ')')) return;
  const numberEnd = at - m[2]!.length;
  let start = numberEnd - 9;
  if (!isDigit(text.charCodeAt(numberEnd - 5)) || !isDigit(text.charCodeAt(numberEnd - 8))) start = numberEnd - 11;
  // A number an id's word labels is that id, whatever a subject line says after it ("Ticket 401872236 - SSN").
  if (ID_WORD_BEFORE.test(text.slice(Math.max(0, start - 20), start))) return;
  // Not a longer number's end (`12 078 05 1120 (SSN)`, `4-078051120`).
  const prev = text.charCodeAt(start - 1);
  if (start < 0 || isAlnum(prev) || prev === 45 || (SSN_GAPS.includes(text[start - 1] ?? '-') && isDigit(text.charCodeAt(start - 2))))
    return;
  if (namedSsnAt(text, start) === numberEnd) out.push({ code: 'personal_ssn', start, end: numberEnd, redact: 'ssn' });
}
/** An id's own word just before a number: the number is that id's. */
const ID_WORD_BEFORE =
  /\b(?:ticket|case|form|page|of|order|invoice|ref|reference|id|claim|account|acct|request|req|po|item|part|serial|version|build|run|job|issue|task|bug|ext|phone|tel|fax|routing|aba|batch|lot|tracking|no|nr|number)\.?[ \t]*[#:=]?[ \t]*$/i;
/** The number's last digit, then what parts it from its name after it (group 2). */
const SSN_LABEL = /([0-9])( ?\( ?| [-\u2013\u2014] | (?:is|was) (?:my|his|her|their|your|the|our) )$/i;
const SSN_LABEL_END = /^[ #.]*(?:(?:no|nr|num|number)\.?)?[ #.]*([).,;:!?"']|\r?\n|$)/i;

/** A column's header naming SSNs: "SSN", "Soc Sec No", "employee_ssn", "Social Security Number". */
const SSN_HEADER =
  /^(?:(?:employee|emp|member|patient|applicant|primary|spouse|customer|client|insured|holder|subscriber|borrower|taxpayer|student|worker)[ _])?(?:ssn|ss#|social[ _]security|soc\.?[ _]sec\.?)(?:[ _]?(?:no\.?|nr\.?|num|number|#))?$/;
/**
 * SSNs in a column whose header names them (a CSV, TSV, `;`- or `|`-parted export, a markdown table): each later
 * row's cell in that column that is an SSN whole (nine digits, or 3-2-4 apart by the same blank or full stop), in
 * issued ranges. A row of another cell count, a blank line or the next header ends the table; a quoted cell may hold
 * the separator (`"Lee, Ann",536228745`).
 */
function ssnColumns(t: Text, out: Hit[]): void {
  const text = t.text;
  const places = mergedPlaces(t);
  let done = -1;
  for (let p = 0; p < places.length; p++) {
    // A line is read once, from its first place: its other places are passed over unsearched.
    if (places[p]! <= done) continue;
    const lineStart = text.lastIndexOf('\n', places[p]! - 1) + 1;
    let lineEnd = text.indexOf('\n', places[p]!);
    if (lineEnd < 0) lineEnd = text.length;
    done = lineEnd;
    const header = text.slice(lineStart, lineEnd);
    for (const sep of [',', '\t', '|', ';']) {
      const cells = cellsOf(header, sep);
      if (cells.length < 2) continue;
      const col = cells.findIndex((c) => SSN_HEADER.test(bareCell(c).toLowerCase()));
      if (col < 0) continue;
      // The rows, up to the next line holding an SSN's name (its own header, read by itself) or a blank line.
      let next = p + 1;
      while (next < places.length && places[next]! < lineEnd) next++;
      const stop = next < places.length ? text.lastIndexOf('\n', places[next]!) : text.length;
      let rows = 0;
      for (let s = lineEnd + 1; s < stop && s > 0 && rows < 1000; rows++) {
        let e = text.indexOf('\n', s);
        if (e < 0 || e > stop) e = Math.min(stop, e < 0 ? text.length : e);
        const row = text.slice(s, e);
        if (row.trim() === '') break;
        const rowCells = cellsOf(row, sep);
        // A row of another cell count is another table's (a query's footer, the next section's header): the end.
        if (rowCells.length !== cells.length) break;
        let at = s;
        for (let k = 0; k < col; k++) at += rowCells[k]!.length + 1;
        const cell = rowCells[col]!;
        const bare = bareCell(cell);
        const from = at + (bare === '' ? 0 : cell.indexOf(bare));
        const to = namedSsnAt(text, from);
        if (to !== null && to - from === bare.length) out.push({ code: 'personal_ssn', start: from, end: to, redact: 'ssn' });
        s = e + 1;
      }
      break;
    }
  }
}

/** Every place of an SSN's name, ascending. */
function mergedPlaces(t: Text): number[] {
  const all: number[] = [];
  for (const name of SSN_NAMES) for (const at of placesOf(t, name)) all.push(at);
  return all.sort((a, b) => a - b);
}

const SSN_BETWEEN =
  /^[\s"'`:=#.,()\-\u2013\u2014_/]*(?:(?:no|nr|num|number|nbr|is|was|or|tin|itin)\.?[\s"'`:=#.,()\-\u2013\u2014_/]*){0,2}$/i;

/** Where an SSN that starts at `i` ends: nine digits, or 3-2-4 apart by the same one of SSN_GAPS; null for none. */
function namedSsnAt(text: string, i: number): number | null {
  let j = i;
  while (j < text.length && isDigit(text.charCodeAt(j))) j++;
  let end: number;
  let area: string;
  let group: string;
  let serial: string;
  if (j - i === 9) {
    [area, group, serial] = [text.slice(i, i + 3), text.slice(i + 3, i + 5), text.slice(i + 5, i + 9)];
    end = j;
  } else if (j - i === 3 && SSN_GAPS.includes(text[j] ?? '-') && text[j + 3] === text[j]) {
    area = text.slice(i, j);
    group = text.slice(j + 1, j + 3);
    serial = text.slice(j + 4, j + 8);
    end = j + 8;
    if (!/^[0-9]{2}$/.test(group) || !/^[0-9]{4}$/.test(serial)) return null;
  } else return null;
  const next = text.charCodeAt(end);
  // Not a longer number's start (`078 05 1120 44`, `078051120.5`).
  if (isDigit(next) || isLetter(next) || (SSN_GAPS.includes(text[end] ?? '-') && isDigit(text.charCodeAt(end + 1)))) return null;
  return ssnIssued(area, group, serial) ? end : null;
}
