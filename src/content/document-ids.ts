/**
 * personal_data: identity documents' and health insurers' numbers that carry no check digit, read only right after
 * their own label on the line — a passport's number ("passport no. …", "Passnummer: …", "número de pasaporte: …",
 * "Passin numero: …", "číslo pasu: …") and a Medicare Beneficiary Identifier ("MBI: …", "Medicare Beneficiary
 * Identifier: …", in the shape the insurer issues: eleven characters, digits and letters in fixed places, no S, L, O,
 * I, B or Z). Alone, such a run is an order's or a booking's reference; after the label it is a person's. A run of one
 * character, digits counted up, issuers' specimens and the insurer's documented example are placeholders. The number
 * alone is redacted.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';

/** From a passport word's start: the word in one of its languages, a number's word maybe, marks, the number. */
const PASSPORT =
  /(?:passport|passeport|pasaporte|pasaportu|paspoort|paszport(?:u)?|reisepass|pass(?=[ _-]?(?:nr|nummer|number|no)\b)|passin(?=[ \t]numero)|pasu)(?:[ \t]?(?:-?nr\.?|nummer|number|no\.?|numero|n\u00famero|numer|num\u00e9ro|#|id))?[ \t]{0,3}[:#]?[ \t]{0,3}([A-Za-z0-9]{6,9})(?![\w-])/iy;
/** A passport's number as issued: capitals and digits, five digits or more. */
const PASSPORT_NUMBER = /^(?=(?:[A-Z]*\d){5})[A-Z0-9]{6,9}$/;
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
const SPECIMENS = new Set(['C01X00T47', 'L01X00T47', 'T22000129', 'SPECI2014', '963545637']);
/** Whether `v` is a placeholder: one character repeated, digits counted up (`1234567`), or a specimen's number. */
function placeholder(v: string): boolean {
  const digits = v.replace(/\D/g, '');
  return /^(.)\1+$/.test(v) || digits.includes('1234567') || digits.includes('0123456') || SPECIMENS.has(v.toUpperCase());
}

/** The numbers above in `t`, into `out`. */
export function detectDocumentIds(t: Text, out: Hit[]): void {
  const text = t.text;
  const wordStart = (at: number): boolean => at === 0 || !/[\p{L}\p{N}_]/u.test(text[at - 1]!);
  for (const at of placesOf(t, 'pas')) {
    if (!wordStart(at)) continue;
    if (/^pasu/i.test(text.slice(at, at + 4)) && !PASU_BEFORE.test(text.slice(Math.max(0, at - 7), at))) continue;
    const m = execAt(PASSPORT, text, at);
    if (m === null) continue;
    const v = m[1]!;
    if (!PASSPORT_NUMBER.test(v) || placeholder(v)) continue;
    out.push({ code: 'personal_national_id', start: m.index + m[0].length - v.length, end: m.index + m[0].length, redact: 'national_id' });
  }
  for (const word of ['mbi', 'medicare'])
    for (const at of placesOf(t, word)) {
      if (!wordStart(at)) continue;
      const m = execAt(MBI, text, at);
      if (m === null) continue;
      const v = m[1]!;
      const compact = v.replace(/-/g, '');
      if (compact !== compact.toUpperCase() || compact === MBI_EXAMPLE) continue;
      out.push({
        code: 'personal_national_id',
        start: m.index + m[0].length - v.length,
        end: m.index + m[0].length,
        redact: 'national_id',
      });
    }
}
