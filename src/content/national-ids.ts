/**
 * personal_data: national and health identifiers where a check digit makes them reliable AND the text names them
 * (docs/content-readings.md, "personal_data: national ids"). Alone, eleven digits that pass a mod-11 check are an
 * order or an invoice number as often; under "PESEL", "BSN", "NHS number", "CPF", "身份证号" … they are a person's id.
 * A number is read where its label stands just before it on its line (a form, a mail, a JSON key, an element), just
 * after it (`…^^^NHS^NI` in an HL7 segment, `(PESEL)`), or heads its column in a CSV, TSV or markdown table.
 */
import { isAlnum, isDigit, isLetter } from './ascii.js';
import { digitPlaces, digitRuns } from './base64-runs.js';
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { genericColumnKinds } from './generic-id-columns.js';
import { holderStart } from './holder-words.js';
import { lineEndWithin, lineStartWithin } from './line-bounds.js';
import { lowerKeepingLength } from './lower.js';
import { nationalIdValid, type NationalIdKind } from './national-id-checks.js';
import { type ContextWords, exampleLabel, exampleOrFixture, notAPersonBefore, providerType, testRange } from './national-id-context.js';
import { ALL_KINDS, LABEL_GROUPS, LABELS, UPPER_ONLY } from './national-id-labels.js';
import { networkThing } from './national-ids-more.js';
import { printedKinds } from './printed-ids.js';
import { bareCell, cellsOf } from './table-cells.js';
import { siblingKinds } from './sibling-ids.js';
import { firstPlaceFrom } from './unit-places.js';

/**
 * What may stand between a label and its number: marks, and at most four words of a number ("No.", "nr", "numer",
 * "szám", "код" …), a copula ("is", "\u00e9", "es", "to", "\u306f": "meu CPF \u00e9 …", "mi DNI es …"), of the person it
 * is ("pacjenta", "matki", "de l'assuré", "do titular", "del paziente", "of the patient"; not "member": `NHS member …` is a supplier's account, nor "for": `"invalid BSN" for …`) or of the
 * other id a field may hold (`cpf_cnpj`, `DNI/NIE`), and a parenthetical that says what the id is given for
 * ("Henkil\u00f6tunnus (palkanlaskentaa varten):", "NHS number (for the booking team):"; not an example's "(e.g.)"; no digit
 * inside: `(2024)` is a date's, and a count's "(3)"), and up to three words right before the colon that say whose, after a
 * preposition or in another script's case ("CPF do requerente:", "Rodn\u00e9 \u010d\u00edslo \u017eadatele:"; not
 * "NHS region:"), or "for" and up to four words right before the colon that say what the id is given for ("SIN for the
 * payroll T4:"; "for" with no colon after its words stays out). Not an organisation's words: "NIF da empresa" is a
 * company's. Words and marks are disjoint classes, so a failed try ends at once. The words before a colon are tried only where a colon follows within the longest such
 * words' reach (83 code points: three words of twenty letters, or two and one of thirty-nine with a wide character, and
 * two blanks); a last word with a wide character is read once, the first way it parts (it can end only where its run of
 * letters and wide characters does, so every way to part it leads on alike). Unoptimized, as a long-lived process runs
 * its patterns, each way to part the words was tried again for each way to read the rest (two 800 KB two-byte texts of
 * ids read 5 to 7 s each).
 */
const BETWEEN =
  // what a person did with their own id, said before it ("my BSN, I entered …", "my PESEL I wrote …"): docs/content-readings.md,
  // "personal_data: national ids", a person's id after what they did with it
  '[^\\p{L}\\p{N}\\n]*(?:(?:i[ \\t]{1,3}(?:wrote|entered|typed|put|used|gave(?:[ \\t]{1,3}them)?|filled[ \\t]{1,3}in)|no|nr|nro|num|number|numer|nummer|numero|n\u00famero|num\u00e9ro|n\u00ba|n|zenbakia|sz\u00e1m|numaras\u0131|is|was|id|\u00e9|es|est|ist|\u00e8|to|jest|o|ir|\u0435|el|dela|dele|\u306f|\u043a\u043e\u0434|\u043d\u043e\u043c\u0435\u0440|\u0928\u0902\u092c\u0930|\u0938\u0902\u0916\u094d\u092f\u093e|' +
  // a number's word in Tamil, Telugu, Kannada, Malayalam, Bengali, Gujarati and Gurmukhi (after an Aadhaar's name there),
  // and the words for a serial number and a number in Marathi and Hindi, Gujarati, Telugu, Bengali, Malayalam and Odia, and Tamil's "ilakkam"
  '\u0915\u094d\u0930\u092e\u093e\u0902\u0915|\u0a95\u0acd\u0ab0\u0aae\u0abe\u0a82\u0a95|\u0c38\u0c02\u0c16\u0c4d\u0c2f|\u09b8\u0982\u0996\u09cd\u09af\u09be|\u0d38\u0d02\u0d16\u0d4d\u0d2f|\u0b28\u0b2e\u0b4d\u0b2c\u0b30|' +
  '\u0b8e\u0ba3\u0bcd|\u0b87\u0bb2\u0b95\u0bcd\u0b95\u0bae\u0bcd|\u0c28\u0c02\u0c2c\u0c30\u0c4d|\u0cb8\u0c82\u0c96\u0ccd\u0caf\u0cc6|\u0d28\u0d2e\u0d4d\u0d2a\u0d7c|\u09a8\u09ae\u09cd\u09ac\u09b0|\u0aa8\u0a82\u0aac\u0ab0|\u0a28\u0a70\u0a2c\u0a30|' +
  // Assamese's words for a number and a card (its own `\u09f0`), an id's card in English, Hindi and Bengali ("Aadhaar
  // card:")
  '\u09a8\u09ae\u09cd\u09ac\u09f0|\u0995\u09be\u09f0\u09cd\u09a1|card|\u0915\u093e\u0930\u094d\u0921|\u0995\u09be\u09b0\u09cd\u09a1|' +
  // a copula after a Chinese label: Mandarin's, Cantonese's, and Zhuang's (`\u8eab\u4efd\u8bc1\u53f7 de dwg \u2026`)
  '\u662f|\u4fc2|dwg|' +
  'cnpj|nie|cif|of|the|de|du|di|l|d|do|da|del|van|der|des|pacjenta|pacjentki|ucznia|osoby|klienta|pracownika|patient|patiente|assur\u00e9|assur\u00e9e|' +
  'pati\u00ebnt|paciente|titular|cliente|client|cli\u00ebnt|customer|employee|applicant|holder|hasta|m\u00fc\u015fteri|' +
  'traveller|traveler|passenger|student|studente|alumno|alumna|alumne|reiziger|\u05e9\u05dc|' +
  // Romanian's person words, its genitive articles and copula ("CNP asigurat:", "\u2026 al pasagerului:", "\u2026 este")
  'al|ale|este|asigurat|asiguratul|asiguratului|pasager|pasagerului|pacient|pacientului|titularului|solicitant|solicitantului|angajat|angajatului|beneficiar|beneficiarului|' +
  'dell|dello|degli|paziente|assistito|assistita|dipendente|titolare|trabajador|trabajadora|matki|ojca|dziecka|' +
  '(?<=<\\/?)(?:t[dh]|d[dt]))(?![\\p{L}\\p{N}])[^\\p{L}\\p{N}\\n]*|\\((?![ \\t]{0,2}(?:e\\.?g|eg|ex|example|sample|p\\.[ \\t]?ej|par[ \\t]ex|z\\.[ \\t]?b|bijv|np|nap[r\u0159]|vzor|p[r\u0159][i\u00ed]klad|esim|\u03c0\\.?\u03c7)(?![\\p{L}\\p{N}]))[^()\\p{N}\\n]{1,40}\\)[^\\p{L}\\p{N}\\n]*|(?=[^:\\n]{0,83}:)for[ \\t]{1,3}(?:\\p{L}[\\p{L}\\p{N}-]{0,19}[ \\t]{1,3}){0,3}\\p{L}[\\p{L}\\p{N}-]{0,19}(?=[ \\t]{0,2}:)[^\\p{L}\\p{N}\\n]*|(?=[^:\\n]{0,83}:)(?!(?:empresa|company|firma|trust|organi[sz]ation|business|employer|soci[e\u00e9]t[e\u00e9]|entreprise|unternehmens?|sociedad|societ[a\u00e0])(?![\\p{L}\\p{N}]))(?:(?<=(?:^|[^\\p{L}])(?:do|da|de|of|the|del|van|der|du|des|dell|della|dello|di|al)[ \\t])(?:\\p{L}{2,20}[ \\t]){0,2}\\p{L}{2,20}|(?:\\p{L}{1,20}[ \\t]){0,2}(?=(?<wideWord>\\p{L}{0,19}[^\\x00-\\x7f]\\p{L}{0,19})[ \\t]{0,2}:)\\k<wideWord>)(?=[ \\t]{0,2}:)[^\\p{L}\\p{N}\\n]*){0,4}';
/**
 * The label patterns below are built at their first use: their hundred Unicode classes under `u` cost 12-20 ms of CPU to
 * build (the most of any module's loading, and so of a cold `judge content`), which a text with no id's digits never
 * needs.
 */
const builtAtFirstUse = (source: () => string, flags: string): (() => RegExp) => {
  let re: RegExp | undefined;
  return () => (re ??= new RegExp(source(), flags));
};
const LABEL_BEFORE = builtAtFirstUse(() => `(?:${LABEL_GROUPS})${BETWEEN}$`, 'du');
/**
 * A label just after the number, alone: in parentheses (`(PESEL)`, `(NHS no.)`), or an HL7 identifier's type or
 * authority (`…^^^NHS^NI`). Not one followed by more words: `PO 0240272110 (NHS England)`, `Invoice … - NHS Supply
 * Chain` name an organisation, whose order or invoice the number is.
 */
const LABEL_AFTER = builtAtFirstUse(
  () =>
    `^(?: ?\\( ?|\\^{1,4}(?:[^^|\\r\\n]{1,24}\\^{1,4})?)(?:${LABEL_GROUPS})(?![\\p{L}\\p{N}])(?:[ .]?(?:no|nr|number|numer|nummer)\\.?)?(?= ?\\)|[\\^|&\\r\\n]|$)`,
  'du',
);
/** A column's header that ends with a label (`PESEL`, `NHS number`, `cpf_no`, `N° de sécurité sociale`, `居民身份证号`). */
const LABEL_CELL = builtAtFirstUse(() => `^[^\\n]{0,24}?(?:${LABEL_GROUPS})${BETWEEN}$`, 'du');
/**
 * A line that is a label alone, read above an id alone on its line: the label first (after marks or a tag, `- PESEL:`,
 * `<dt>NHS number</dt>`, a JSON string's start: `{"note":"PESEL:\\n…"}`), after a person's word (`Patient NHS number`), or in parentheses after the id's name
 * (`Burgerservicenummer (BSN)`). Not after other words: `Bill to: Leeds NHS`, `Target: Synology NAS`, `source: NHS`,
 * `Unique patients NHS` name an organisation, a storage box or a count, whose number stands below.
 */
const LABEL_LINE = builtAtFirstUse(
  () =>
    `^[^\\p{L}\\p{N}\\n]{0,8}(?:<[a-z]{1,8}>|[a-z_]{1,24}" ?: ?")?(?:(?:patient|client|customer|employee|member|applicant|student|your)(?:['\u2019]s)? |[^\\n(]{1,40}\\( ?)?(?:${LABEL_GROUPS})${BETWEEN}$`,
  'du',
);

/** A query that selects the label's column alone (`db> select pesel from …;`), its value printed below without a header. */
const QUERY_LINE = new RegExp(
  `\\bselect[ \\t]{1,3}(?:distinct[ \\t]{1,3})?(?:[a-z_]{1,24}\\.)?(?:${LABEL_GROUPS})[ \\t]{1,3}from(?![\\p{L}\\p{N}])`,
  'du',
);

/** How far back a query's line is read (a `where` clause makes it longer than a label's line). */
const QUERY_REACH = 200;
/** The kinds a query on the line ending at `end` names by the one column it selects, on a line past REACH. */
function queryKinds(text: string, end: number): readonly NationalIdKind[] | undefined {
  const start = lineStartWithin(text, end, QUERY_REACH);
  if (start < 0) return undefined;
  const line = text.slice(start, end);
  const m = QUERY_LINE.exec(lowerKeepingLength(line));
  return m === null ? undefined : kindsOf(m, line);
}

const isAsciiUpper = (c: number): boolean => c >= 65 && c <= 90;
const isAsciiLower = (c: number): boolean => c >= 97 && c <= 122;

/** What follows a RADIUS log's `NAS` when it is the server's id. */
const NAS_ID = /^[^\p{L}\p{N}]{0,3}id(?![\p{L}\p{N}])/u;

/**
 * The kinds the label a pattern matched in `lower` (the lower-cased `written`) names: the first group that took part;
 * none for an UPPER_ONLY word not written in capitals.
 */
function kindsOf(m: RegExpExecArray, written: string): readonly NationalIdKind[] | undefined {
  for (let g = 1; g <= LABELS.length; g++) {
    const label = m[g];
    if (label === undefined) continue;
    // `count_pesel`, `missing NHS number`, `Company TFN`: a count's, a flag's or an organisation's field.
    if (notAPersonBefore(m.input.slice(0, m.indices![g]![0]))) return undefined;
    if (UPPER_ONLY.has(label)) {
      const [from, to] = m.indices![g]!;
      if (written.slice(from, to) !== label.toUpperCase()) return undefined;
      // A RADIUS log's "NAS ID" (the network access server's) is no social insurance number.
      if (label === 'nas' && NAS_ID.test(m.input.slice(to, to + 8))) return undefined;
    }
    return LABELS[g - 1]![1];
  }
  return undefined;
}

/** How far before a number its label may start on its line. */
const REACH = 64;
/** No id is longer as written (the Chinese id's 18, Belgium's `YY.MM.DD-XXX.CC`, a NIR's blanks). */
const LONGEST = 24;

const NIE_LEAD = new Set([88, 89, 90, 120, 121, 122]);
/** A HETU's century sign between its date and its number: `+`, or `A`–`F`, `U`–`Y` (`-` is a separator anyway). */
const hetuSign = (c: number): boolean => c === 43 || (c >= 65 && c <= 70) || (c >= 85 && c <= 89);
/** Twelve digits grouped by four with one blank or dash, the first 2 to 9, as an Aadhaar number is printed. */
const AADHAAR_GROUPED = /^[2-9][0-9]{3}([ -])[0-9]{4}\1[0-9]{4}$/;
/** Words after a number on its line: it failed its check, may be wrong, "not sure" of it (not of who needs it). */
const SAID_TO_FAIL =
  /^[^\n]{0,40}?(?<![a-z])(?:fail(?:ed|s)?|did ?n[o']t pass|does ?n[o']t pass|not valid|invalid|rejected|(?:may|might|could) be (?:wrong|incorrect)|not sure(?=[ \t]{0,2}(?:[).!?\r\n]|$))|not sure (?:(?:if|whether|that) )?(?:it|this|that|the (?:number|digits|id))(?: number)?(?: is|'s| are| was)? (?:right|correct|valid|accurate)|not sure (?:of|about) (?:it|the (?:number|digits|(?:last|first) (?:\w{1,8} )?digits)))(?![a-z])/i;
/** What may part an id's groups: a blank, a full stop, a dash or a slash, between digits. */
const groupGap = (c: number): boolean => c === 32 || c === 46 || c === 45 || c === 47;

/**
 * Where the id that starts at `start` ends: digits in groups apart by one gap, a HETU's sign among them, and a check
 * letter last (DNI's, HETU's, the Chinese id's X; RUT's K after a dash). -1 when it runs on into a word or past LONGEST.
 */
function idEnd(text: string, start: number): number {
  let j = start;
  const limit = Math.min(text.length, start + LONGEST + 1);
  if (NIE_LEAD.has(text.charCodeAt(j))) j++;
  while (j < limit) {
    const c = text.charCodeAt(j);
    if (isDigit(c)) {
      j++;
      continue;
    }
    const next = text.charCodeAt(j + 1);
    if (isDigit(next) && (groupGap(c) || hetuSign(c))) {
      j++;
      continue;
    }
    if (c === 45 && (next === 75 || next === 107) && !isAlnum(text.charCodeAt(j + 2))) return j + 2;
    if (isLetter(c) && !isAlnum(next)) return j + 1;
    // Ireland's PPS number since 2013: seven digits and two letters.
    if (j - start === 7 && isLetter(c) && isLetter(next) && !isAlnum(text.charCodeAt(j + 2))) return j + 2;
    break;
  }
  if (j - start > LONGEST) return -1;
  return isAlnum(text.charCodeAt(j)) ? -1 : j;
}

/** The last blank in (start, cut) where an id's groups part, else `start`. */
function blankBefore(text: string, start: number, cut: number): number {
  let i = cut - 1;
  while (i > start && text.charCodeAt(i) !== 32) i--;
  return i;
}

/** The id without its gaps, upper-cased (a HETU keeps its sign: the check reads it as written). */
function compactOf(raw: string): string {
  let s = '';
  for (let i = 0; i < raw.length; i++) if (!groupGap(raw.charCodeAt(i)) && raw[i] !== '+') s += raw[i];
  return s.toUpperCase();
}

/** A table being read: the line its last id was on, its separator and cell count, each column's kinds by header. */
interface Table {
  lineEnd: number;
  sep: string;
  count: number;
  kinds: (readonly NationalIdKind[] | undefined)[];
}

/** The row the last id stood on, its cells' starts by separator (read once a row, however many ids it holds). */
interface Row {
  lineStart: number;
  lineEnd: number;
  line: string;
  starts: Map<string, { starts: number[]; cells: string[] }>;
}

const SEPARATORS = [',', '\t', '|', ';'];
/** How many lines above an id its table's header may be. */
const HEADER_REACH = 64;

/** Whether the first code unit from `i` on (by `step`) that is no blank or quote parts cells or lines. */
function cellEdge(text: string, i: number, step: 1 | -1): boolean {
  let c = text.charCodeAt(i);
  while (c === 32 || c === 34 || c === 39) c = text.charCodeAt((i += step));
  return Number.isNaN(c) || c === 44 || c === 9 || c === 124 || c === 59 || c === 10 || c === 13;
}

/** Each cell's kinds when `header` is a table's header of `count` cells apart by `sep`. */
function headerKinds(header: string, sep: string): (readonly NationalIdKind[] | undefined)[] {
  return cellsOf(header, sep).map((cell) => {
    const bare = bareCell(cell);
    const m = LABEL_CELL().exec(lowerKeepingLength(bare));
    return m === null ? undefined : kindsOf(m, bare);
  });
}

/** The row holding [from, to): the cached one when the id is on it (each line is split once, not once an id). */
function rowOf(text: string, from: number, to: number, cache: { row?: Row }): Row | undefined {
  const row = cache.row;
  if (row !== undefined && from >= row.lineStart && to <= row.lineEnd) return row;
  const lineStart = lineStartWithin(text, from, 4096);
  if (lineStart < 0) return undefined;
  const lineEnd = lineEndWithin(text, to, 4096);
  cache.row = { lineStart, lineEnd, line: text.slice(lineStart, lineEnd), starts: new Map() };
  return cache.row;
}

/** The row's cells apart by `sep` and where each starts, split on first asking. */
function cellsBy(row: Row, sep: string): { starts: number[]; cells: string[] } {
  let split = row.starts.get(sep);
  if (split === undefined) {
    const cells = cellsOf(row.line, sep);
    const starts: number[] = [];
    let at = row.lineStart;
    for (const cell of cells) {
      starts.push(at);
      at += cell.length + 1;
    }
    split = { starts, cells };
    row.starts.set(sep, split);
  }
  return split;
}

/** Whether the line starting at `lineStart` is the one after the line that ends at `lineEnd` (one break between). */
function followsRow(text: string, lineStart: number, lineEnd: number): boolean {
  return ROW_BREAKS.has(text.slice(lineEnd, Math.min(lineStart, lineEnd + 5)));
}
/** A line's break: raw, or written out in a JSON string. */
const ROW_BREAKS = new Set(['\n', '\r', '\r\n', '\\n', '\\r', '\\r\\n']);

/** The last index whose start is at or before `at` (starts ascend). */
function cellAt(starts: readonly number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The kinds the column of the id at [from, to) names by its header, when the id is a whole cell of a table's row: the
 * header is the first line of the rows above with as many cells (a markdown table's `|---|` row among them). The header
 * is looked for once a table: the rows after it, and the ids after the first on a row, reuse it.
 */
function columnKinds(text: string, from: number, to: number, cache: { table?: Table; row?: Row }): readonly NationalIdKind[] | undefined {
  // A whole cell: a separator or the line's edge on either side, past blanks and quotes.
  if (!cellEdge(text, from - 1, -1) || !cellEdge(text, to, 1)) return undefined;
  const row = rowOf(text, from, to, cache);
  if (row === undefined) return undefined;
  const { lineStart, lineEnd } = row;
  for (const sep of SEPARATORS) {
    if (!row.line.includes(sep)) continue;
    const { starts, cells } = cellsBy(row, sep);
    if (cells.length < 2) continue;
    const k = cellAt(starts, from);
    if (to > starts[k]! + cells[k]!.length || bareCell(cells[k]!).length !== to - from) continue;
    const col = k;
    let table = cache.table;
    // The same row as the last id, or the row after the last one read, in the same table: its header is known.
    const known =
      table !== undefined &&
      table.sep === sep &&
      table.count === cells.length &&
      (table.lineEnd === lineEnd || followsRow(text, lineStart, table.lineEnd));
    if (table === undefined || !known) {
      table = { lineEnd, sep, count: cells.length, kinds: [] };
      let top = lineStart;
      for (let n = 0; n < HEADER_REACH && top > 0; n++) {
        const above = lineStartWithin(text, top - 1, 4096);
        if (above < 0) break;
        const aboveLine = text.slice(above, lineEndWithin(text, above, 4096));
        if (aboveLine.trim() === '' || cellsOf(aboveLine, sep).length !== cells.length) break;
        top = above;
      }
      if (top < lineStart) {
        const headerEnd = lineEndWithin(text, top, 4096);
        table.kinds = headerKinds(text.slice(top, headerEnd), sep).map((kinds, c) =>
          kinds !== undefined && madeUpColumn(text, headerEnd, sep, cells.length, c, kinds) ? undefined : kinds,
        );
      }
    }
    table.lineEnd = lineEnd;
    cache.table = table;
    return table.kinds[col];
  }
  return undefined;
}

/** How many rows below a header are read to tell a column of made-up numbers. */
const SAMPLE_ROWS = 40;
/**
 * Whether the column `col` below the header ending at `headerEnd` holds made-up numbers: of three or more cells of
 * digits, most fail every check its header names. A real register's ids all pass; a test's or a template's random
 * digits fail nine times in ten, and the one that passes there does so by chance.
 */
function madeUpColumn(text: string, headerEnd: number, sep: string, count: number, col: number, kinds: readonly NationalIdKind[]): boolean {
  let cells = 0;
  let passing = 0;
  for (let at = headerEnd + 1, n = 0; at < text.length && n < SAMPLE_ROWS; n++) {
    const end = lineEndWithin(text, at, 4096);
    const row = cellsOf(text.slice(at, end), sep);
    if (row.length !== count) break;
    const id = compactOf(bareCell(row[col]!));
    if (/^[0-9]{8,13}$/.test(id)) {
      cells++;
      if (kinds.some((kind) => nationalIdValid(kind, id))) passing++;
    }
    at = end + 1;
  }
  return cells >= 3 && passing * 2 < cells;
}

/** The kinds a label before the id on its line, or just after it, names. */
function labelKinds(text: string, from: number, to: number): readonly NationalIdKind[] | undefined {
  const lineStart = lineStartWithin(text, from, REACH);
  const window = text.slice(lineStart < 0 ? from - REACH : lineStart, from);
  const lower = lowerKeepingLength(window);
  // The label, else the label before its holder's words ("Rodné číslo majitele smlouvy:", holder-words.ts).
  const before = LABEL_BEFORE().exec(lower) ?? LABEL_BEFORE().exec(lower.slice(0, Math.max(0, holderStart(lower))));
  if (before !== null) return kindsOf(before, window);
  // A camelCase key (`patientNhsNumber`): the label from one of its last humps on, where no word runs into it.
  for (let i = window.length - 1, humps = 0; i > 0 && humps < 4; i--) {
    if (!isAsciiUpper(window.charCodeAt(i)) || !isAsciiLower(window.charCodeAt(i - 1))) continue;
    humps++;
    const hump = LABEL_BEFORE().exec(lower.slice(i));
    if (hump !== null && hump.index === 0) return kindsOf(hump, window.slice(i));
  }
  // Cut short of the text's end, a mark that ends no label alone (`$` is the text's end, not the slice's).
  const next = to + 40 < text.length ? `${text.slice(to, to + 40)}~` : text.slice(to);
  const after = LABEL_AFTER().exec(lowerKeepingLength(next));
  if (after !== null) return providerType(next.slice(after[0].length)) ? undefined : kindsOf(after, next);
  return labelWordsBefore(text, from) ?? (lineStart < 0 ? undefined : labelOnLineBefore(text, lineStart, from, to));
}

/** How far back on its line a label followed by words saying whose and what for is read. */
const WORDS_REACH = 128;
/**
 * A label (its number's word maybe), then a preposition and up to nine words that say whose it is and what it is given
 * for, then the colon the id follows ("Aadhaar of the sponsor … for the donation receipt:", "codice fiscale on the
 * invoice:", "PESEL of the new hire for payroll:"; not "NHS region:", a word with no preposition).
 * Words and blanks are disjoint classes; no sentence's mark among the words.
 */
const LABEL_WORDS = builtAtFirstUse(
  () =>
    `(?:${LABEL_GROUPS})(?:[ \\t]{1,3}(?:number|no|nr|card))?[ \\t]{1,3}(?:of|for|on|from|to|per|di|del|della|dello|de|do|da|des|du|van|f\u00fcr|dla)(?:[ \\t]{1,3}[^\\s:.;!?()]{1,24}){1,9}[ \\t]{0,2}:[ \\t]{0,3}["']?$`,
  'du',
);
/** Words that make the number a document's or an account's, not the person's id the label names (`NHS supply order:`). */
const DOCUMENT_WORDS =
  /(?<![\p{L}])(?:order|ticket|ref|reference|account|acct|supply|booking|batch|serial|tracking|count|total|example|sample|test)(?![\p{L}])/u;
/** The kinds a label names where words saying whose and what for stand between it and the colon before the id. */
function labelWordsBefore(text: string, from: number): readonly NationalIdKind[] | undefined {
  // Only right after a colon (blanks and a quote between): the cheap test first.
  let i = from - 1;
  while (i > 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9 || text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39)) i--;
  if (text.charCodeAt(i) !== 58) return undefined;
  const lineStart = lineStartWithin(text, from, WORDS_REACH);
  const window = text.slice(lineStart < 0 ? from - WORDS_REACH : lineStart, from);
  const lower = lowerKeepingLength(window);
  const m = LABEL_WORDS().exec(lower);
  if (m === null || DOCUMENT_WORDS.test(m[0])) return undefined;
  return kindsOf(m, window);
}

/** What may stand around an id alone on its line: blanks, quotes, an element's tags (`<dd>…</dd>`), a comma. */
const ALONE_BEFORE = /^[ \t"']*(?:<(?:dd|td|span|p|div)>)?[ \t"']*$/;
const ALONE_AFTER = /^[ \t"',;]*(?:<\/(?:dd|td|span|p|div)>)?[ \t"',;}\]]*$/;

/** Where the line before the one from `lineStart` ends: back over its break, raw (`\n`, `\r\n`) or written out in a JSON string. */
function breakBefore(text: string, lineStart: number): number {
  let end = lineStart;
  const c = text.charCodeAt(end - 1);
  end -= c === 10 || c === 13 ? 1 : 2;
  if (text.charCodeAt(end) === 10 && text.charCodeAt(end - 1) === 13) end--;
  else if (text.slice(end - 2, end) === '\\r') end -= 2;
  return end;
}

/**
 * The kinds a label on the line before names, when the id stands alone on its line (`PESEL:\n…`,
 * `Burgerservicenummer (BSN)\n…`, `<dt>NHS number</dt>\n<dd>…</dd>`): the line before read as a column's header is.
 */
function labelOnLineBefore(text: string, lineStart: number, from: number, to: number): readonly NationalIdKind[] | undefined {
  if (lineStart === 0 || !ALONE_BEFORE.test(text.slice(lineStart, from))) return undefined;
  const lineEnd = lineEndWithin(text, to, REACH);
  if (lineEnd - to >= REACH || !ALONE_AFTER.test(text.slice(to, lineEnd))) return undefined;
  let end = breakBefore(text, lineStart);
  let start = lineStartWithin(text, end, REACH);
  // One blank line between a label that ends with a colon and its id (`NHS number:\n\n…`).
  const blank = start === end && start > 0;
  if (blank) {
    end = breakBefore(text, start);
    start = lineStartWithin(text, end, REACH);
  }
  if (start < 0) return blank ? undefined : queryKinds(text, end);
  const before = bareCell(text.slice(start, end));
  if (blank && !before.endsWith(':')) return undefined;
  const lower = lowerKeepingLength(before);
  const m = LABEL_LINE().exec(lower) ?? QUERY_LINE.exec(lower);
  // `Example PESEL:`, `Sample NHS number`: the line above says what the id below is.
  return m === null || exampleLabel(lower) ? undefined : kindsOf(m, before);
}

/**
 * A placeholder or a documented example, whatever check it passes: a run of one digit (`00000000000`), digits counted
 * up (`123456782`, `12345678Z`, a NIE's `X1234567L`), or an id the issuers and references print as their example (the NHS's 943 476 5919,
 * the PESEL 44051401359, the CPFs 111.444.777-35 and 529.982.247-25, the BSN 111222333, the TC Kimlik 10000000146, the
 * Chinese resident id 11010519491231002X, the HETU 131052-308T, the personnummer 811218-9876, the rijksregisternummer
 * 85.07.30-033.28, the CNP 1800101221144, the f\u00f8dselsnummer 01010750160, the Aadhaar 2341 2341 2346).
 */
function placeholder(withLead: string): boolean {
  // A NIE's leading letter apart: X1234567L, Y1234567X and Z1234567R are the references' examples.
  const id = NIE_LEAD.has(withLead.charCodeAt(0)) ? withLead.slice(1) : withLead;
  let same = true;
  for (let i = 1; i < id.length; i++) if (id[i] !== id[0]) same = false;
  return same || id.startsWith('1234567') || id.startsWith('0123456') || EXAMPLE_IDS.has(id);
}
const EXAMPLE_IDS = new Set([
  '9434765919',
  '44051401359',
  '11144477735',
  '52998224725',
  '111222333',
  '10000000146',
  '131052308T',
  '8112189876',
  '85073003328',
  '1800101221144',
  '01010750160',
  '234123412346',
  '11010519491231002X',
  // Skatteverket's test person Tolvan Tolvansson, 19121212-1212.
  '1212121212',
  '191212121212',
  // Mario Rossi's codice fiscale as the references print it.
  'RSSMRA85T10A562S',
  'RSSMRA80A01H501U',
]);

/** Where a codice fiscale holding the three digits at `at` starts (its place's digits are its only run of three), else -1. */
function codiceFiscaleAt(text: string, at: number): number {
  const start = at - 12;
  if (start < 0 || isAlnum(text.charCodeAt(start - 1)) || isAlnum(text.charCodeAt(start + 16))) return -1;
  return nationalIdValid('it', text.slice(start, start + 16).toUpperCase()) ? start : -1;
}

/** Where a CURP holding the three digits at `at` starts (its four letters before its birth date), else -1. */
function curpAt(text: string, at: number): number {
  const start = at - 4;
  if (start < 0 || isAlnum(text.charCodeAt(start - 1)) || isAlnum(text.charCodeAt(start + 18))) return -1;
  return nationalIdValid('mx', text.slice(start, start + 18).toUpperCase()) ? start : -1;
}

/** A bracket right after the id that says it is an example's (`(format example)`, `(sample)`, `(placeholder)`). */
const EXAMPLE_AFTER = /^[ \t]{0,2}\((?:[^()\n]{0,20}[ \t])?(?:example|sample|placeholder|dummy|fake|format)(?![a-z])/i;
/** Whether the labelled id at [from, to), valid as `kinds`, is a person's: not an example, a fixture or a test range's. */
function disclosed(text: string, from: number, to: number, id: string, kinds: readonly NationalIdKind[], words: ContextWords): boolean {
  if (kinds.every((kind) => testRange(kind, id)) || EXAMPLE_AFTER.test(text.slice(to, to + 32))) return false;
  if (networkThing(text, from, to, kinds)) return false;
  return !exampleOrFixture(text, from, to, words);
}

/**
 * Where the first three digits in a row at or after `from` start (`[0-9]{3}`'s next match), or -1: read from the text's
 * runs of two digits or more (digitRuns), where digits are dense.
 */
function runOfThreeAmong(runs: readonly number[], from: number): number {
  let lo = 0;
  let hi = runs.length >>> 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (runs[2 * mid + 1]! <= from) lo = mid + 1;
    else hi = mid;
  }
  for (let r = 2 * lo; r < runs.length; r += 2) {
    const start = Math.max(runs[r]!, from);
    if (runs[r + 1]! - start >= 3) return start;
  }
  return -1;
}

/** runOfThreeAmong, read from the text's digits' places (ascending), where they are few. */
function runOfThreeFrom(places: Int32Array, from: number): number {
  for (let i = firstPlaceFrom(places, from); i + 2 < places.length; i++) if (places[i + 2] === places[i]! + 2) return places[i]!;
  return -1;
}

export function detectNationalIds(t: Text, out: Hit[]): void {
  const text = t.text;
  const cache: { table?: Table; row?: Row; words: ContextWords } = { words: {} };
  // Three digits in a row: where every id has a group (a NIR's `006`, a RUT's `345`); from the digits' places where most
  // of the text holds none (prose), else from the runs of digits (probed for once, shared with IBAN).
  const digits = digitPlaces(t);
  const runs = digits === null ? digitRuns(t) : undefined;
  const runFrom = (from: number): number => (runs !== undefined ? runOfThreeAmong(runs, from) : runOfThreeFrom(digits!, from));
  for (let at = runFrom(0); at >= 0; ) {
    // Back to the id's start: its earlier groups, a NIE's letter.
    let start = at;
    while (start > 0 && at - start < LONGEST) {
      const c = text.charCodeAt(start - 1);
      if (isDigit(c) || ((groupGap(c) || hetuSign(c)) && isDigit(text.charCodeAt(start - 2)))) start--;
      else break;
    }
    while (start < at && !isDigit(text.charCodeAt(start))) start++;
    if (NIE_LEAD.has(text.charCodeAt(start - 1))) start--;
    const prev = text.charCodeAt(start - 1);
    const end = idEnd(text, start);
    const run = at;
    // Past this run, whatever it is: each code unit is read once or twice.
    at = runFrom(Math.max(at + 3, end));
    if (isLetter(prev)) {
      const cf = codiceFiscaleAt(text, run);
      const kinds = cf < 0 ? undefined : (labelKinds(text, cf, cf + 16) ?? columnKinds(text, cf, cf + 16, cache));
      const id = text.slice(cf, cf + 16).toUpperCase();
      if (kinds?.includes('it') && !EXAMPLE_IDS.has(id) && disclosed(text, cf, cf + 16, id, ['it'], cache.words)) {
        out.push({ code: 'personal_national_id', start: cf, end: cf + 16, redact: 'national_id' });
      }
      const curp = cf < 0 ? curpAt(text, run) : -1;
      const curpKinds = curp < 0 ? undefined : (labelKinds(text, curp, curp + 18) ?? columnKinds(text, curp, curp + 18, cache));
      if (curpKinds?.includes('mx') && disclosed(text, curp, curp + 18, text.slice(curp, curp + 18), ['mx'], cache.words))
        out.push({ code: 'personal_national_id', start: curp, end: curp + 18, redact: 'national_id' });
    }
    if (end < 0 || isAlnum(prev) || prev === 43) continue;
    // The id as far as it runs, else shorter at each blank: `PESEL 02070803628 1` (a count or an age after it).
    for (let cut = end; cut > start; cut = blankBefore(text, start, cut)) {
      const raw = text.slice(start, cut);
      const id = compactOf(raw);
      if (id.length < 8 || placeholder(id)) break;
      // The checks first (most numbers pass none of their length's), then the label.
      const hetu = raw.toUpperCase();
      const valid = ALL_KINDS.filter((kind) => nationalIdValid(kind, kind === 'fi' ? hetu : id));
      // An Aadhaar number grouped by four under its label is one, its check passing or not: forms and people write
      // them so with a digit wrong, and no other number under that label is grouped so.
      // Not one the text says failed its verification: that number was checked and is no one's as written.
      if (!valid.includes('aadhaar') && AADHAAR_GROUPED.test(raw) && !SAID_TO_FAIL.test(text.slice(cut, cut + 48))) valid.push('aadhaar');
      if (valid.length === 0) continue;
      // Belgium's number in its printed shape under a label of any language (printed-ids.ts), read last.
      const labelled =
        labelKinds(text, start, cut) ??
        columnKinds(text, start, cut, cache) ??
        (valid.includes('be') ? printedKinds(text, start, raw) : undefined);
      // A record's sibling field may name the kind (`"id_type": "PESEL", "id_value": \u2026`; a form's "ID type:" above
      // "ID number:", South Africa's label), or a label naming two ids (`RUT/CPF:`): read last, for a number a check passed.
      const found = labelled?.some((kind) => valid.includes(kind)) ? labelled : (siblingKinds(text, start) ?? labelled);
      // A person's row under a generic column (`identifier`) last (generic-id-columns.ts).
      const kinds = found?.some((kind) => valid.includes(kind)) ? found : (genericColumnKinds(text, start, cut, valid) ?? found);
      const named = kinds?.filter((kind) => valid.includes(kind));
      if (named !== undefined && named.length > 0 && disclosed(text, start, cut, id, named, cache.words)) {
        // The Ghana Card's number is redacted with its printed `GHA-` prefix.
        const from = named.includes('gh') && text.slice(start - 4, start) === 'GHA-' ? start - 4 : start;
        out.push({ code: 'personal_national_id', start: from, end: cut, redact: 'national_id' });
      }
      break;
    }
  }
}
