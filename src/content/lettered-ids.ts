/**
 * personal_data: national ids that start with a letter, which national-ids.ts (reading from a run of digits) does not
 * see: Singapore's NRIC and FIN (`S1234567D`: a prefix, seven digits, a check letter), Hong Kong's HKID (`A123456(3)`: one
 * or two letters, six digits, a check digit or A), Taiwan's national id (`A123456789`: the place's letter, the sex, seven
 * digits, a check). Read only right after a label naming them (the label first: labels are rare, so a text without one
 * costs one scan), the check passing, and no example's or test's words near (national-id-context.ts).
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { LETTERED_ID_LEADS } from './gate-leads.js';
import { literalGate } from './literal-gates.js';
import { type ContextWords, exampleOrFixture } from './national-id-context.js';

/**
 * A label, a number's word maybe, and the id (bounded repeats over marks; the id's shape fixed). `FIN` alone in capitals
 * only (checked by hand): "fin" is a word of French and Spanish.
 */
let labelled: RegExp | undefined;
/** The pattern, built at its first use: its Unicode classes cost a cold judgement a millisecond or more to build. */
const LABELLED = (): RegExp =>
  (labelled ??= new RegExp(
    // No letter before a Latin label; a Chinese one may follow the words it belongs to (`旅客身份證號碼`, `申請人身分證字號`),
    // as Chinese runs words together.
    '(?:(?<![\\p{L}\\p{N}])|(?=[\\u4e00-\\u9fff]))(nric(?:/fin)?|fin|hkid|hkic|hong kong id(?:entity card)?|roc id|taiwan(?:ese)? id|national id \\(taiwan\\)|' +
      // Hong Kong's identity card (traditional), Taiwan's national identity card and its number's names
      '\u9999\u6e2f\u8eab\u4efd\u8b49|\u8eab\u4efd\u8b49|\u570b\u6c11\u8eab\u5206\u8b49|\u8eab\u5206\u8b49)' +
      '[^\\p{L}\\p{N}\\n]{0,4}(?:(?:no|number|\u865f\u78bc|\u5b57\u865f|\u7d71\u4e00\u7de8\u865f|\u7de8\u865f)\\.?[^\\p{L}\\p{N}\\n]{0,4})?' +
      '([A-Z]{1,2}[0-9]{6} ?(?:\\([0-9A]\\)|[0-9A])|[STFGM][0-9]{7}[A-Z]|[A-Z][12][0-9]{8})(?![\\p{L}\\p{N}])',
    'iuy',
  ));

/**
 * A label's letters as people write them, case-sensitive and without Unicode classes (a 100 KB prose costs it a fifth
 * of a millisecond; case-insensitive, twice that): a text without one is not read further.
 */
export const ANY_LABEL =
  /NRIC|[Nn]ric|HKI[DC]|[Hh]ki[dc]|[Hh]ong [Kk]ong I|HONG KONG I|[Hh]ong [Kk]ong i|ROC ID|[Rr]oc [Ii][Dd]|[Tt]aiwan|TAIWAN|FIN|\u8eab[\u4efd\u5206]\u8b49/;

/** Whether ANY_LABEL holds, tried only where the literal index found a label's letters or a Chinese label's first (literal-gates.ts). */
const holdsLabel = literalGate(ANY_LABEL, LETTERED_ID_LEADS, '\u8eab');

const TW_CODES = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/** Whether `id` (upper-cased, without brackets or blanks) is a valid NRIC/FIN, HKID or Taiwanese id. */
export function letteredIdValid(id: string): boolean {
  const digit = (i: number): number => id.charCodeAt(i) - 48;
  if (/^[STFG][0-9]{7}[A-Z]$/.test(id)) {
    let sum = id[0] === 'T' || id[0] === 'G' ? 4 : 0;
    const weights = [2, 7, 6, 5, 4, 3, 2];
    for (let i = 0; i < 7; i++) sum += digit(i + 1) * weights[i]!;
    return id[8] === (id[0] === 'S' || id[0] === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK')[sum % 11];
  }
  if (/^[A-Z]{1,2}[0-9]{6}[0-9A]$/.test(id)) {
    const two = id.length === 9;
    let sum = (two ? id.charCodeAt(0) - 55 : 36) * 9 + (id.charCodeAt(two ? 1 : 0) - 55) * 8;
    const from = two ? 2 : 1;
    for (let i = 0; i < 6; i++) sum += digit(from + i) * (7 - i);
    const k = (11 - (sum % 11)) % 11;
    return id[from + 6] === (k === 10 ? 'A' : String(k));
  }
  if (/^[A-Z][12][0-9]{8}$/.test(id)) {
    const code = TW_CODES.indexOf(id[0]!) + 10;
    let sum = Math.floor(code / 10) + (code % 10) * 9;
    for (let i = 1; i < 9; i++) sum += digit(i) * (9 - i);
    return (sum + digit(9)) % 10 === 0;
  }
  return false;
}

/** The references' specimens (Singapore's S1234567D, Hong Kong's A123456(3), Taiwan's A123456789). */
const SPECIMENS = new Set(['S1234567D', 'A1234563', 'A123456789']);

/** Each place a label's letters stand (the case-sensitive test above, run along the text). */
const LABEL_PLACES = new RegExp(ANY_LABEL.source, 'g');
/** The letters "national id (" before a "taiwan" the label places find: that label starts before its place. */
const TAIWAN_LEAD = 'national id (';
/** The characters before an identity card's name in the longer labels ("Hong Kong", "national"). */
const CJK_LEADS = new Set(['\u9999\u6e2f', '\u570b\u6c11']);

/**
 * The labelled pattern is tried only where a label's letters stand (sticky, so each try reads one label's reach):
 * searched along a whole source text holding a "FIN" in "FINAL", the pattern cost a README 7 to 9 ms.
 */
export function detectLetteredIds(t: Text, out: Hit[]): void {
  const text = t.text;
  if (!holdsLabel(t)) return;
  const words: ContextWords = {};
  const pattern = LABELLED();
  let readTo = 0;
  LABEL_PLACES.lastIndex = 0;
  for (let place = LABEL_PLACES.exec(text); place !== null; place = LABEL_PLACES.exec(text)) {
    const at = place.index;
    if (at < readTo) continue;
    const lead = at - TAIWAN_LEAD.length;
    const cjkLead = text.slice(at - 2, at);
    const from =
      lead >= readTo && text.slice(lead, at).toLowerCase() === TAIWAN_LEAD
        ? lead
        : at - 2 >= readTo && CJK_LEADS.has(cjkLead)
          ? at - 2
          : at;
    pattern.lastIndex = from;
    const m = pattern.exec(text);
    if (m === null) continue;
    readTo = m.index + m[0].length;
    LABEL_PLACES.lastIndex = Math.max(LABEL_PLACES.lastIndex, readTo);
    if (m[1]!.toLowerCase() === 'fin' && m[1] !== 'FIN') continue;
    const raw = m[2]!;
    if (raw !== raw.toUpperCase()) continue;
    const id = raw.replace(/[ ()]/g, '');
    const end = m.index + m[0].length;
    const start = end - raw.length;
    if (SPECIMENS.has(id) || !letteredIdValid(id) || exampleOrFixture(text, start, end, words)) continue;
    out.push({ code: 'personal_national_id', start, end, redact: 'national_id' });
  }
}
