/**
 * personal_data: identity documents' and health insurers' numbers that carry no check digit, read only right after
 * their own label on the line — a passport's number ("passport no. …", "Passnummer: …", "número de pasaporte: …",
 * "Passin numero: …", "číslo pasu: …") and a Medicare Beneficiary Identifier ("MBI: …", "Medicare Beneficiary
 * Identifier: …", in the shape the insurer issues: eleven characters, digits and letters in fixed places, no S, L, O,
 * I, B or Z). Alone, such a run is an order's or a booking's reference; after the label it is a person's. A run of one
 * character, digits counted up, issuers' specimens and the insurer's documented example are placeholders. And a US bank
 * account's number after its label where a routing number that passes its check (ABA's weights 3, 7, 1) stands after
 * its own label within a few lines: the pair pays into a person's account (a payroll form, a refund, a vendor's
 * setup); an account number alone is a utility's or a shop's customer number as often, and one beside an invoice's
 * word or a business's legal form is the business's. It is reported and redacted as an IBAN is. The number alone is redacted.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { lineEndWithin, lineStartWithin } from './line-bounds.js';
import { EXAMPLE } from './office-secrets.js';

/** From a passport word's start: the word in one of its languages, a number's word maybe, marks, the number. */
const PASSPORT =
  /(?:passport|passeport|pasaporte|pasaportu|paspoort|paszport(?:u)?|reisepass|pass(?=[ _-]?(?:nr|nummer|number|no)\b)|passin(?=[ \t]numero)|pasu)(?:[ \t]?(?:-?nr\.?|nummer|number|no\.?|numero|n\u00famero|numer|num\u00e9ro|#|id))?[ \t]{0,3}[:#]?[ \t]{0,3}([A-Za-z0-9]{6,9})(?![\w-])/iy;
/** A passport's number as issued: capitals and digits, five digits or more. */
const PASSPORT_NUMBER = /^(?=(?:[A-Z]*\d){5})[A-Z0-9]{6,9}$/;
/**
 * Before a bare "pass" ("Pass-Nr.", "Passnummer"), its blanks and a list's dash put aside: nothing on the line, a mark,
 * or a German possessive; another word names another pass (a boarding, ski or season pass's number is a ticket's).
 */
const BARE_PASS_AFTER =
  /(?:^|[^\p{L}\p{N}_-]|(?:^|[^\p{L}])(?:ihr|ihre|ihren|mein|meine|meinen|dein|deine|deinen|sein|seine|seinen|unser|unsere|reise))$/iu;
/** Words on a line that say its number is a specimen, a sample or test data (not a blood or lab sample). */
const SPECIMEN_LINE =
  /specimen|(?<!(?:blood|urine|tissue|stool|saliva|swab|lab|dna)[ \t-]?)\bsample|sandbox|dummy|fictitious|made-up|mock-?up|placeholder|\btest[ \t-]?(?:data|value|environment|account|number|only)|testdaten|testwert|muster/i;
/** What may stand before "pasu" (Czech, Slovak): "číslo", "č.". */
const PASU_BEFORE = /(?:\u010d\u00edslo|cislo|\u010d\.)[ \t]$/i;
/** A Medicare Beneficiary Identifier's letters: no S, L, O, I, B or Z. */
const L = '[AC-HJKMNP-RT-Y]';
/** From "mbi" or "medicare": the label, marks, the identifier (4-3-4 with dashes, or eleven together). */
const MBI = new RegExp(
  String.raw`(?:mbi|medicare[ \t](?:beneficiary[ \t])?(?:identifier|id|number|no\.?|#))[ \t]{0,3}[:#]?[ \t]{0,3}([1-9]${L}[${L.slice(1, -1)}0-9][0-9](-?)${L}[${L.slice(1, -1)}0-9][0-9]\2${L}{2}[0-9]{2})(?![\w-])`,
  'iy',
);
/** The insurer's documented example. */
const MBI_EXAMPLE = '1EG4TE5MK73';

/** The specimens issuers print on their sample documents (Germany's passport and identity card, the Netherlands', the US's). */
const SPECIMENS = new Set(['C01X00T47', 'L01X00T47', 'T22000129', 'SPECI2014', '963545637', 'L898902C3']);
/** From "routing": its number's words maybe, marks, nine digits. */
const ROUTING = /routing(?:[ _-]?(?:number|no\.?|num|#))?["']?[ \t]{0,3}[:=#]?[ \t]{0,3}["']?([0-9]{9})(?![0-9])/iy;
/**
 * An account's label, marks, six to seventeen digits (global: read over the routing number's neighbourhood). Not a
 * query's `account_number=…`: a form's fields in a URL are a test's or a payment page's as often as a person's record.
 */
const ACCOUNT = /\b(?:account|acct)(?:[ _-]?(?:number|no\.?|num|#))?["']?[ \t]{0,3}[:#]?[ \t]{0,3}["']?([0-9]{6,17})(?![0-9])/gi;
/** An invoice's word or a business's legal form near the pair: the account is the business's. */
const BUSINESS = /\b(?:invoice|inc|llc|ltd|gmbh|corp|corporation|plc|company)\b/i;
/** How far around a routing number its account number is read. */
const ACCOUNT_REACH = 240;
const ROUTING_WEIGHTS = [3, 7, 1];
/** Whether nine digits pass the ABA routing number's check (weights 3, 7, 1) and start as a Federal Reserve district's. */
function routingValid(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (d.charCodeAt(i) - 48) * ROUTING_WEIGHTS[i % 3]!;
  return sum % 10 === 0 && /^[0-3]/.test(d) && !/^(.)\1+$/.test(d);
}

/** Whether `v` is a placeholder: one character repeated, digits counted up or down (`1234567`), or a specimen's number. */
function placeholder(v: string): boolean {
  const digits = v.replace(/\D/g, '');
  return (
    /^(.)\1+$/.test(v) || ['1234567', '0123456', '9876543', '6543210'].some((run) => digits.includes(run)) || SPECIMENS.has(v.toUpperCase())
  );
}

/** The numbers above in `t`, into `out`. */
export function detectDocumentIds(t: Text, out: Hit[]): void {
  const text = t.text;
  const wordStart = (at: number): boolean => at === 0 || !/[\p{L}\p{N}_]/u.test(text[at - 1]!);
  /** Whether the line around `at` says it shows an example, a specimen or test data. */
  const sampleLine = (at: number): boolean => {
    const s = lineStartWithin(text, at, 120);
    const line = text.slice(s < 0 ? Math.max(0, at - 120) : s, lineEndWithin(text, at, 90));
    return EXAMPLE.test(line) || SPECIMEN_LINE.test(line);
  };
  for (const at of placesOf(t, 'pas')) {
    if (!wordStart(at)) continue;
    if (/^pasu/i.test(text.slice(at, at + 4)) && !PASU_BEFORE.test(text.slice(Math.max(0, at - 7), at))) continue;
    const m = execAt(PASSPORT, text, at);
    if (m === null) continue;
    const before = text.slice(Math.max(0, at - 24), at).replace(/(?:(?<![\p{L}\p{N}_])[-*][ \t]+)?[ \t]*$/u, '');
    if (/^pass[ _-]?n/i.test(m[0]) && !BARE_PASS_AFTER.test(before)) continue;
    const v = m[1]!;
    if (!PASSPORT_NUMBER.test(v) || placeholder(v) || sampleLine(at)) continue;
    out.push({ code: 'personal_national_id', start: m.index + m[0].length - v.length, end: m.index + m[0].length, redact: 'national_id' });
  }
  const accounts = new Set<number>();
  // "routing" by its rarer tail (a search led by `r` is slow over prose), its head tested after.
  for (const tail of placesOf(t, 'uting')) {
    const at = tail - 2;
    if (at < 0 || (text.charCodeAt(at) | 32) !== 114 || (text.charCodeAt(at + 1) | 32) !== 111) continue;
    const r = execAt(ROUTING, text, at);
    if (r === null || !routingValid(r[1]!) || sampleLine(at)) continue;
    const from = Math.max(0, at - ACCOUNT_REACH);
    const window = text.slice(from, Math.min(text.length, at + r[0].length + ACCOUNT_REACH));
    // A business's own account, printed for payment on an invoice or a remittance's footer, is no person's.
    if (BUSINESS.test(window)) continue;
    ACCOUNT.lastIndex = 0;
    for (let a = ACCOUNT.exec(window); a !== null; a = ACCOUNT.exec(window)) {
      const v = a[1]!;
      const start = from + a.index + a[0].length - v.length;
      if (placeholder(v) || accounts.has(start) || sampleLine(start)) continue;
      accounts.add(start);
      out.push({ code: 'personal_iban', start, end: start + v.length, redact: 'iban' });
    }
  }
  for (const word of ['mbi', 'medic'])
    for (const at of placesOf(t, word)) {
      if (!wordStart(at)) continue;
      const m = execAt(MBI, text, at);
      if (m === null) continue;
      const v = m[1]!;
      const compact = v.replace(/-/g, '');
      if (compact !== compact.toUpperCase() || compact === MBI_EXAMPLE || sampleLine(at)) continue;
      out.push({
        code: 'personal_national_id',
        start: m.index + m[0].length - v.length,
        end: m.index + m[0].length,
        redact: 'national_id',
      });
    }
}
