/**
 * When a national id's label and a number that passes its check stand together yet no person's id is disclosed
 * (docs/content-readings.md, "personal_data: national ids", what the reading leaves): a validator's test or a format's
 * documented example, an issuer's test range, a count or a flag column whose header ends with a label, a company's or a
 * trust's number, an HL7 identifier of a provider or an organisation. A check passes one random number in ten or
 * eleven, so the words around the number, not its digits, tell these apart. Pure; each search bounded.
 */
import { lineEndWithin, lineStartWithin } from './line-bounds.js';
import type { NationalIdKind } from './national-id-checks.js';

/**
 * Words that make the column or the field a count's, a flag's or an organisation's, no person's id under them. A
 * count's or a flag's word only joined to the label (`count_pesel`, `missing_nhs`, `nhs.valid` read the other way is not
 * asked): with a blank between, "Patient with NHS number", "valid SIN … received", "Max NHS …" name a person's. An
 * organisation's word with a blank as well (`Company TFN`, `Trust TFN`), not across a dash ("… NHS Trust - NHS number").
 */
const NOT_A_PERSON_BEFORE =
  /(?:^|[^a-z])(?:(?:count|counts|total|sum|bytes|null|nulls|missing|invalid|valid|with|without|len|length|hash|hashed|distinct|unique|pct|percent|avg|max|min|rows|records)[_.-]?(?:of_)?|(?:company|business|trust|entity|employer|corporate|organi[sz]ation)[ _]?(?:of )?|(?:d\.o\.o|d\.d|ltd|llc|gmbh|plc|s\.r\.o|s\.r\.l|b\.v|pty)\.?[ ,;(]{1,3})$/;

/**
 * Whether the (lower-cased) words just before a label name a count, a flag or an organisation, or end in a company's legal
 * form (`Primorka d.o.o., OIB …`: the company's number; its last 24 code units read).
 */
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
 * Whole words only: `mock` not in "Mockler", `assert` not in "asserts", `not a real` not in "not a really". Built at
 * the first use: the four below, their Unicode classes under `u`, cost a cold start about a millisecond to build, and
 * most texts hold no id and never ask.
 */
const wholeWords = (alternatives: readonly string[], flags = 'iu'): (() => RegExp) => {
  let re: RegExp | undefined;
  return () => (re ??= new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, flags));
};

/**
 * Words just before an id on its line that make it an example or a fixture (`e.g.`, `for example`, `Example:`,
 * `assert`, `expect(`, a mock), in the languages the labels are read in. Not "example" alone: `jan@example.com` and a
 * "Jane Example" stand in exports of real records as often.
 */
const EXAMPLE_BEFORE = wholeWords(
  [
    'e\\.g\\.|for example|for instance|por ejemplo|por exemplo|par exemple|zum beispiel|bijvoorbeeld|na przyk\u0142ad',
    'esimerkiksi|till exempel|for eksempel|\u00f6rne\u011fin|ad esempio|per esempio|placeholder=',
    '(?:example|exemple|ejemplo|exemplo|esempio|beispiel|voorbeeld|przyk\u0142ad|esimerkki|exempel|eksempel|\u00f6rnek)s? ?:',
    '(?:example|exemple|ejemplo|exemplo|esempio|beispiel|voorbeeld)s? (?:of|de|di|da|van|f\u00fcr)',
    'di prova|de prueba|de teste|assert|assert[a-z]*\\(|expect\\(|fixtures? ?:|test fixtures?|dummy|mock|mocked|mocks',
  ],
  'giu',
);
/** An example's, a test's or a count's words on a label's line (`Example PESEL:`, `Sample NHS number`, `Demo SIN`). */
const EXAMPLE_LABEL = wholeWords([
  'example|examples|exemple|ejemplo|exemplo|esempio|beispiel|voorbeeld|przyk\u0142ad|esimerkki|exempel|eksempel|\u00f6rnek',
  'vzor|vzorov\u00e9|p\u0159\u00edklad|pr\u00edklad|vzorka|\u03c0\u03b1\u03c1\u03ac\u03b4\u03b5\u03b9\u03b3\u03bc\u03b1',
  'sample|samples|demo|test|testing|dummy|mock|fake|placeholder|count|total|unique|number of|di prova|de prueba',
]);

/**
 * An example's word in scripts written without blanks, run into the label (Thai `\u0e15\u0e31\u0e27\u0e2d\u0e22\u0e48\u0e32\u0e07`, Chinese
 * `\u793a\u4f8b` and `\u6837\u4f8b`, Japanese `\u4f8b\uff1a` and `\u30b5\u30f3\u30d7\u30eb`, Korean `\uc608\uc2dc`); not
 * `\u4f8b` inside a ratio's or a case's word (`\u6bd4\u4f8b`, `\u6848\u4f8b`).
 */
const EXAMPLE_UNSPACED =
  /\u0e15\u0e31\u0e27\u0e2d\u0e22\u0e48\u0e32\u0e07|\u793a\u4f8b|\u6837\u4f8b|\u7bc4\u4f8b|\u8303\u4f8b|\u4f8b[:\uff1a)\uff09]|[(\uff08]\u4f8b|\u30b5\u30f3\u30d7\u30eb|\u8a18\u5165\u4f8b|\uc608\uc2dc/;

/**
 * An example's word opening the line of a label whose words say whose ("Example AMKA for the form:", "\u03a0\u03b1\u03c1\u03ac\u03b4\u03b5\u03b9\u03b3\u03bc\u03b1 \u0391\u039c\u039a\u0391 \u03b3\u03b9\u03b1 \u03c4\u03bf
 * \u03ad\u03bd\u03c4\u03c5\u03c0\u03bf:"): the id after its colon is the example. Only at the line's start ("Jane Example, AMKA:" is a
 * person's), and not a lab's "sample" or "specimen".
 */
const EXAMPLE_LEADS =
  /^[^\p{L}\p{N}\n]{0,4}(?:example|exemple|ejemplo|exemplo|esempio|beispiel|voorbeeld|przyk\u0142ad|esimerkki|exempel|eksempel|\u00f6rnek|p\u0159\u00edklad|\u03c0\u03b1\u03c1\u03ac\u03b4\u03b5\u03b9\u03b3\u03bc\u03b1|\u043f\u0440\u0438\u043c\u0435\u0440|\u043f\u0440\u0438\u043a\u043b\u0430\u0434)(?![\p{L}\p{N}])[^\n:]{0,40}:[^\p{L}\p{N}\n]{0,4}$/iu;

/** Whether a label's line (lower-cased) says the id below it is an example's, a test's or a count's. */
export function exampleLabel(lowerLine: string): boolean {
  return EXAMPLE_LABEL().test(lowerLine) || EXAMPLE_UNSPACED.test(lowerLine);
}

/** How far before an id its example's word is read: the phrase it stands in, not the line's earlier sentences. */
const EXAMPLE_REACH = 48;
/**
 * Words on an id's line that make it a spec's, a validator's docs' or test data's (`check digit`, `test data`,
 * `synthetic data`, `not a real person`, the languages' words for a check digit). Only the id's line: a dump's other
 * rows keep their ids whatever a footer or a note elsewhere says (`checksum sha256: …`, `invalid check digit`).
 */
const SPEC_ON_LINE = wholeWords(
  [
    'check digits?|check characters?|checksum|test data|testdata|synthetic (?:data|test|patients?|persons?|records?|ids?)',
    'fictitious|made-up|not a real (?:person|patient|number|id)|sample data|test patients?|testperson',
    'cyfra kontrolna|cyfr\u0119 kontroln\u0105|suma kontrolna|d\u00edgitos? verificador(?:es)?|d\u00edgito de control|letra de control',
    'chiffre de contr\u00f4le|cl\u00e9 de contr\u00f4le|controlegetal|elfproef|kontrollsiffra|kontrollsiffer|kontrolciffer',
    'pr\u00fcfziffer|tarkistusmerkki|carattere di controllo|cifra de control|11-test|11-proef|modulus 11|mod 11',
  ],
  'giu',
);
/** How far around an id, on its line, a spec's words are read (and so how far back its line's start is sought). */
export const CONTEXT_REACH = 160;

/**
 * Words on the line before or after an id's that make the block it stands in sample or test data: `Sample request
 * body:` above a payload, `(sample data; …)` below it, `Codice fiscale di prova` above `CF: …`. Not a check digit's words:
 * an import log's `invalid check digit` row stands beside rows of real ids.
 */
const SAMPLE_BESIDE = wholeWords(
  [
    '(?:sample|example) (?:request|response|payload|body|data|records?)|test data|testdata|dummy data|fake data|synthetic data',
    'di prova|de prueba|de teste|not a real (?:person|patient|number|id)|test patients?|testperson',
  ],
  'giu',
);

/** A measure's unit after a number: `NIR 2450769… counts`, `… bytes`: a reading, not an id ("MB ChB" a degree). */
const UNIT_AFTER = /^ ?(?:counts?|bytes|rows|records|nm|hz|kb|mb(?! ?chb)|gb)(?![\p{L}\p{N}])/iu;

const isUpperAscii = (c: number): boolean => c >= 65 && c <= 90;

/**
 * Whether a sentence ends at `i` (`.`, `!` or `?`, a blank, a capital): not an abbreviation's inner dot (`e.g. PESEL`,
 * `c.f. X`) nor a number's (`No. 12`).
 */
function sentenceEndAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (text.charCodeAt(i + 1) !== 32 || !isUpperAscii(text.charCodeAt(i + 2))) return false;
  return c === 33 || c === 63 || (c === 46 && text.charCodeAt(i - 2) !== 46);
}

/** Where the id's sentence starts at or after `lo`: its words, not an earlier sentence's on the line. */
function sentenceStart(text: string, lo: number, from: number): number {
  let i = from - 1;
  while (i > lo && !sentenceEndAt(text, i)) i--;
  return Math.max(i, lo);
}

/** Where the id's sentence ends before `hi`. */
function sentenceEnd(text: string, to: number, hi: number): number {
  let i = to;
  while (i < hi && !sentenceEndAt(text, i)) i++;
  return i;
}

/** Where the line before the one from `lineStart` starts (at most CONTEXT_REACH code units of it are read). */
function lineBeforeStart(text: string, lineStart: number): number {
  if (lineStart <= 0) return lineStart;
  const start = lineStartWithin(text, lineStart - 1, CONTEXT_REACH);
  return start < 0 ? lineStart - CONTEXT_REACH : start;
}

/** Where the line after the one ending at `lineEnd` ends (at most CONTEXT_REACH code units of it are read). */
function lineAfterEnd(text: string, lineEnd: number): number {
  let i = lineEnd;
  if (text.charCodeAt(i) === 92) i += 2;
  else if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i += 2;
  else i++;
  return lineEndWithin(text, i, CONTEXT_REACH);
}

/** Where a context's words stand in a text: the starts and the ends of its matches, in order (each found once a text). */
interface Matches {
  readonly starts: number[];
  readonly ends: number[];
}

function matchesOf(re: RegExp, text: string): Matches {
  const found: Matches = { starts: [], ends: [] };
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    found.starts.push(m.index);
    found.ends.push(m.index + m[0].length);
    if (m[0].length === 0) re.lastIndex++;
  }
  return found;
}

/** Whether a match lies whole within [lo, hi). */
function matchWithin(found: Matches, lo: number, hi: number): boolean {
  let a = 0;
  let b = found.starts.length;
  while (a < b) {
    const mid = (a + b) >> 1;
    if (found.starts[mid]! < lo) a = mid + 1;
    else b = mid;
  }
  return a < found.starts.length && found.ends[a]! <= hi;
}

/** The context words of one text, found once it has a labelled id to ask about. */
export interface ContextWords {
  example?: Matches;
  spec?: Matches;
  sample?: Matches;
}

/**
 * Whether the id at [from, to) is an example or a fixture: a string literal handed to a call (`is_valid_pesel("…")`,
 * `validateCpf('…')`), after an example's or a test's word just before it in its sentence, a measure's unit after it,
 * in a sentence of its line that speaks of check digits or test data, or beside a line that says sample or test data.
 * The words are found once a text; an id asks where its line and its sentence run only when some stand near it.
 */
export function exampleOrFixture(text: string, from: number, to: number, words: ContextWords): boolean {
  let i = from - 1;
  const quote = text.charCodeAt(i);
  if (quote === 34 || quote === 39 || quote === 96) i--;
  if (text.charCodeAt(i) === 40 && i < from - 1) return true;
  if (UNIT_AFTER.test(text.slice(to, to + 12))) return true;
  words.example ??= matchesOf(EXAMPLE_BEFORE(), text);
  words.spec ??= matchesOf(SPEC_ON_LINE(), text);
  words.sample ??= matchesOf(SAMPLE_BESIDE(), text);
  // The farthest any of them is read: the line before's and the line after's reach beyond the id's own line's.
  const far = 2 * CONTEXT_REACH + 2;
  const near = (found: Matches, lo: number, hi: number): boolean => found.starts.length > 0 && matchWithin(found, lo, hi);
  const example = near(words.example, from - EXAMPLE_REACH, from);
  const spec = near(words.spec, from - CONTEXT_REACH, to + CONTEXT_REACH);
  const sample = near(words.sample, from - far, to + far);
  if (example) {
    // Its sentence no further back than the example's reach: the line's start sought as far.
    const lo = Math.max(lineStartWithin(text, from, EXAMPLE_REACH), from - EXAMPLE_REACH);
    if (matchWithin(words.example, sentenceStart(text, lo, from), from)) return true;
  }
  // An example's word in a script written without blanks, run into the label on the id's line (EXAMPLE_UNSPACED).
  const leadStart = lineStartWithin(text, from, EXAMPLE_REACH);
  const lead = text.slice(Math.max(leadStart, from - EXAMPLE_REACH), from);
  if (EXAMPLE_UNSPACED.test(lead) || (leadStart >= 0 && EXAMPLE_LEADS.test(lead))) return true;
  if (!spec && !sample) return false;
  const lineStart = lineStartWithin(text, from, CONTEXT_REACH);
  const lineEnd = lineEndWithin(text, to, CONTEXT_REACH);
  const start = sentenceStart(text, Math.max(lineStart, from - CONTEXT_REACH), from);
  if (spec && matchWithin(words.spec, start, sentenceEnd(text, to, lineEnd))) return true;
  if (!sample) return false;
  // The line before's words, or the line after's (a break's code units hold no word).
  const lo = lineBeforeStart(text, lineStart);
  if (lo < lineStart && matchWithin(words.sample, lo, Math.max(lineStart, 0))) return true;
  return lineEnd < text.length && matchWithin(words.sample, lineEnd, lineAfterEnd(text, lineEnd));
}
