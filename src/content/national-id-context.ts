/**
 * When a national id's label and a number that passes its check stand together yet no person's id is disclosed
 * (docs/content-readings.md, "personal_data: national ids", what the reading leaves): a validator's test or a format's
 * documented example, an issuer's test range, a count or a flag column whose header ends with a label, a company's or a
 * trust's number, an HL7 identifier of a provider or an organisation. A check passes one random number in ten or
 * eleven, so the words around the number, not its digits, tell these apart. Pure; each search bounded.
 */
import type { NationalIdKind } from './national-id-checks.js';

/**
 * Words that, joined to a label just before it (`count_pesel`, `missing NHS number`, `Company TFN`, `Trust TFN`),
 * make the column or the field a count, a flag or an organisation's: no person's id stands under them.
 */
const NOT_A_PERSON_BEFORE =
  /(?:^|[^a-z])(?:count|counts|total|sum|bytes|null|nulls|missing|invalid|valid|with|without|len|length|hash|hashed|distinct|unique|pct|percent|avg|max|min|rows|records|company|business|trust|entity|employer|corporate|organi[sz]ation)[ _.-]{0,3}(?:of[ _]{1,3})?$/;

/** Whether the (lower-cased) words just before a label name a count, a flag or an organisation (its last 24 code units read). */
export function notAPersonBefore(lowerBefore: string): boolean {
  return NOT_A_PERSON_BEFORE.test(lowerBefore.slice(-24));
}

/**
 * HL7 identifier type codes of providers and organisations (XX an organisation, PRN a provider, DN a doctor, NPI, EI
 * an employee, FI a facility …): `…^^^NHS^XX` is the trust's or the practice's number, not the patient's.
 */
const PROVIDER_TYPE = /^\^(?:XX|PRN|DN|NPI|EI|FI|PRO|UPIN|DEA|LN|MD|TAX)(?![A-Za-z0-9])/;

/** Whether what follows an HL7 identifier's authority (`^XX`, `^PRN` …) says a provider's or an organisation's. */
export function providerType(afterAuthority: string): boolean {
  return PROVIDER_TYPE.test(afterAuthority);
}

/**
 * The ranges the issuers keep for testing: NHS numbers from 999 (NHS England's test range), BSNs from 9999 (the
 * Dutch registry's test persons).
 */
export function testRange(kind: NationalIdKind, id: string): boolean {
  return (kind === 'nhs' && id.startsWith('999')) || (kind === 'bsn' && id.startsWith('9999'));
}

/**
 * Words on an id's line before it that make it an example or a fixture (`e.g.`, `for example`, `Example:`, `assert`,
 * `expect(`, a mock), in the languages the labels are read in. Not "example" alone: `jan@example.com` and a
 * "Jane Example" stand in exports of real records as often.
 */
const EXAMPLE_ON_LINE = new RegExp(
  [
    'e\\.g\\.|for example|for instance|por ejemplo|por exemplo|par exemple|zum beispiel|bijvoorbeeld|na przyk\u0142ad',
    'esimerkiksi|till exempel|for eksempel|\u00f6rne\u011fin|ad esempio|per esempio|@example|placeholder=',
    '(?:example|exemple|ejemplo|exemplo|esempio|beispiel|voorbeeld|przyk\u0142ad|esimerkki|exempel|eksempel|\u00f6rnek)s? ?:',
    'assert|expect\\(|fixture|dummy|mock',
  ].join('|'),
  'i',
);
/**
 * Words anywhere in a text that make it a spec, a validator's docs or test data: the ids in it are examples
 * (`check digit`, `checksum`, `test data`, `synthetic`, `not a real person`, the languages' words for a check digit).
 */
const SPEC_TEXT =
  /check digit|checksum|test data|testdata|synthetic|fictitious|made-up|not a real|sample data|fixtures|test patient|testperson|cyfra kontrolna|cyfr\u0119 kontroln\u0105|d\u00edgito verificador|d\u00edgitos verificadores|d\u00edgito de control|chiffre de contr\u00f4le|cl\u00e9 de contr\u00f4le|controlegetal|kontrollsiffra|kontrollsiffer|pr\u00fcfziffer|tarkistusmerkki/i;

/** A measure's unit after a number: `NIR 2450769… counts`, `… bytes`: a reading, not an id. */
const UNIT_AFTER = /^ ?(?:counts?|bytes|rows|records|nm|hz|kb|mb|gb)(?![\p{L}\p{N}])/iu;

/** Whether the text is a spec or test data (asked at most once a text: the answer is kept in `cache`). */
function specText(text: string, cache: { spec?: boolean }): boolean {
  cache.spec ??= SPEC_TEXT.test(text);
  return cache.spec;
}

/**
 * Whether the id at [from, to) on the line from `lineStart` is an example or a fixture: a string literal handed to a
 * call (`is_valid_pesel("…")`, `validateCpf('…')`), after an example's or a test's word on its line, a measure's unit
 * after it, or anywhere in a spec's or test data's text.
 */
export function exampleOrFixture(text: string, lineStart: number, from: number, to: number, cache: { spec?: boolean }): boolean {
  let i = from - 1;
  const quote = text.charCodeAt(i);
  if (quote === 34 || quote === 39 || quote === 96) i--;
  if (text.charCodeAt(i) === 40 && i < from - 1) return true;
  if (EXAMPLE_ON_LINE.test(text.slice(Math.max(lineStart, from - 160), from))) return true;
  if (UNIT_AFTER.test(text.slice(to, to + 12))) return true;
  return specText(text, cache);
}
