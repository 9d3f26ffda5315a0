/**
 * The labels that name a national or health id (national-ids.ts reads a number after, before or under one): each
 * label's pattern source with the kinds of id it names, and the one pattern source that holds them all as groups.
 */
import type { NationalIdKind } from './national-id-checks.js';
import { MORE_LATIN_LABELS, MORE_OTHER_LABELS, MORE_UPPER_ONLY } from './national-ids-more.js';

/**
 * The labels, lower-cased, each with the kinds of id it names (a pattern's source; non-Latin scripts' words stand
 * without a word boundary before them, as CJK runs words together). Short acronyms that are common words (`run`,
 * Chile's RUN) are left out: a check passes one random number in ten or eleven.
 */
const LATIN_LABELS: readonly (readonly [string, readonly NationalIdKind[]])[] = [
  ['pesel', ['pesel']],
  // Not `kimlik` alone: a customer's or a member's "kimlik no" is an account's number as often.
  ['tckn|t\\.?c\\.?[ _]?kimlik', ['tckn']],
  // "Kimlik numarası" written out (a customer's, a subscriber's): Turkish for an identity number, read only as a TC
  // Kimlik, whose two check digits pass one number in a hundred (docs/content-readings.md, "Turkish identity numbers").
  ['kimlik numaras\u0131', ['tckn']],
  // "TC" alone, in capitals (UPPER_ONLY), as Turkish clinics' and forms' notes write it: a thermocouple's or a test
  // case's "TC" is followed by a temperature or a count, which the id's check digits do not pass.
  ['tc', ['tckn']],
  ['personnummer|personnr|pers\\.?[ _]?nr', ['se', 'no']],
  ['f[o\u00f8]dselsnummer|f[o\u00f8]dselsnr|fnr', ['no']],
  ['cpr', ['cpr']],
  ['henkil[o\u00f6]tunnus|hetu|personbeteckning', ['fi']],
  ['bsn|burgerservicenummer|sofinummer', ['bsn']],
  ['rijksregisternummer|rijksregister|num[e\u00e9]ro national|registre national|insz|niss', ['be']],
  ['nir|s[e\u00e9]curit[e\u00e9] sociale|num[e\u00e9]ro insee', ['nir']],
  ['dni|d\\.n\\.i\\.?|documento nacional de identidad', ['dni']],
  // Basque's name for the DNI (Nortasun Agiri Nazionala), alone in capitals only (UPPER_ONLY: a table's NaN is followed by
  // a count, which the DNI's letter does not pass), and with its article (`NAN-a`).
  ['nan-a|nan', ['dni']],
  ['nif', ['dni', 'ptnif']],
  ['contribuinte', ['ptnif']],
  ['cnp|c\\.n\\.p\\.?|cod(?:ul)? numeric personal', ['cnp']],
  ['taj|t\u00e1rsadalombiztos\u00edt\u00e1si azonos\u00edt\u00f3 jel', ['taj']],
  // EGN and its full name ("edinen grazhdanski nomer" in Cyrillic): Bulgaria's personal number
  ['(?<!(?:dossier|compte|solde|droits|formation|mon|votre) )cpf|cadastro de pessoas f[i\u00ed]sicas', ['cpf']],
  ['rut|r\\.u\\.t\\.?', ['rut']],
  ['aadhaar|aadhar', ['aadhaar']],
  ['thai(?: national)? id', ['th']],
  // Kazakhstan's IIN in Latin letters, in capitals only (UPPER_ONLY): a card's issuer number is six to eight digits.
  ['iin', ['kz']],
  ['curp', ['mx']],
  ['nhs', ['nhs']],
  ['social[ _]insurance|assurance sociale', ['sin']],
  ['tfn|tax file', ['tfn']],
  ['teudat zehut', ['il']],
  // Words of other languages as well (Spanish "sin", Portuguese "nas", Polish and German "nie"): read written in
  // capitals only (UPPER_ONLY), as the acronyms are.
  ['sin|nas|s\\.i\\.n\\.?', ['sin']],
  ['nie|n\\.i\\.e\\.?', ['dni']],
  // A resident registration number: Korea's (13 digits) or Belgium's (11); a card payment's retrieval reference is 12.
  ['rrn', ['kr', 'be']],
  // Italy's codice fiscale (`CF` and `C.F.` in capitals only: "cf.", "c.f." are a reference's "compare").
  ['codice[ _]fiscale|cod\\. ?fisc\\.?|c\\.f\\.|cf', ['it']],
  // Iran's national code, transliterated ("kod-e melli", a form's `kod_melli`), and in English beside Iran's name: a bare
  // "national code" is a course's or a qualification's in British and Australian training registers.
  ["kod[ _-]?(?:e[ _-])?mell?i|code[ _-]?mell?i|iran(?:ian|['\u2019]s)? national code|national code(?= ?\\(iran)", ['ir']],
  // Japan's Individual Number by its English name and as a field's key (not "my number" in prose: a phone's as often).
  ['individual number|my_number|mynumber', ['jp']],
  // Czechia's and Slovakia's birth number, in full (its two-letter abbreviation is a registration's as often).
  ['rodn[e\u00e9] [c\u010d][i\u00ed]slo', ['cz']],
  // The Estonian and Lithuanian personal code (one check), Croatia's OIB, the JMBG and Slovenia's EM\u0160O, South
  // Africa's ID number (Afrikaans "ID-nommer", "identiteitsnommer"; in English with the country's name: a bare "ID
  // number" is any record's).
  ['isikukood|asmens[ _]kod(?:as|o)|personal[ _]code[ _]\\((?:estonia|lithuania)\\)', ['ee']],
  ['oib|osobni identifikacijski broj', ['hr']],
  ['jmbg|em[s\u0161]o|mati[c\u010d]ni[ _]broj[ _]gra(?:\u0111|d|dj)ana', ['yu']],
  ['id[ -]?nommer|identiteitsnommer|sa[ _]id|south[ _]african[ _]id', ['za']],
  // Bulgaria's EGN in Latin letters, and Latvia's personal code ("personas kods", its genitive and accusative, and its
  // abbreviation "p.k.": a horsepower's "p.k." in Dutch follows its number).
  ['egn', ['bg']],
  ['personas[ _]kod[sau]|p\\.k\\.', ['lv']],
  // Iceland's kennitala (and its other cases), Ireland's PPS number by its acronym and its name.
  ['kennitala|kennit\u00f6lu|kennit\u00f6lur', ['is']],
  ['ppsn|pps[ _](?:number|no)|personal public service(?: number)?', ['ie']],
  // South Africa's identity number under a plain "ID number" (no other record's number passes its date, its citizenship
  // digit and Luhn's check together but one in a thousand), and in Zulu and Xhosa ("umazisi", "isazisi", "ye-ID").
  ['id[ _-]?(?:number|no|nr)|(?:ka)?mazisi|(?:ye)?sazisi|ye-id', ['za']],
  // Its English name in full beside the country's ("South African identity number", "SA identity number"), and Venda's and
  // Sotho's "ID of South Africa" ("ID ya Afrika Tshipembe", "ID ya Afrika Borwa", "nomoro ya boitsebiso ya Afrika Borwa").
  [
    '(?:south[ _]african|sa)[ _]identity(?:[ _](?:number|no|nr))?|(?:id|boitsebiso|boitshupo)[ _]ya[ _]afrika[ _](?:tshipembe|borwa)',
    ['za'],
  ],
  ...MORE_LATIN_LABELS,
];
const OTHER_LABELS: readonly (readonly [string, readonly NationalIdKind[]])[] = [
  // EGN and its full name ("edinen grazhdanski nomer" in Cyrillic): Bulgaria's personal number
  [
    '\u0440\u043d\u043e\u043a\u043f\u043f|\u0456\u043f\u043d|\u0456\u0434\u0435\u043d\u0442\u0438\u0444\u0456\u043a\u0430\u0446\u0456\u0439\u043d\u0438\u0439',
    ['ua'],
  ],
  // EGN and its full name ("edinen grazhdanski nomer" in Cyrillic): Bulgaria's personal number
  ['\u0906\u0927\u093e\u0930', ['aadhaar']],
  // Aadhaar in Odia, Tamil, Telugu, Kannada, Malayalam, Bengali, Gujarati and Gurmukhi letters, and Assamese's (its own `\u09f0`)
  [
    '\u0b06\u0b27\u0b3e\u0b30|\u0b86\u0ba4\u0bbe\u0bb0\u0bcd|\u0c06\u0c27\u0c3e\u0c30\u0c4d|\u0c86\u0ca7\u0cbe\u0cb0\u0ccd|\u0d06\u0d27\u0d3e\u0d7c|\u0986\u09a7\u09be\u09b0|\u0a86\u0aa7\u0abe\u0ab0|\u0a06\u0a27\u0a3e\u0a30|\u0986\u09a7\u09be\u09f0',
    ['aadhaar'],
  ],
  // EGN and its full name ("edinen grazhdanski nomer" in Cyrillic): Bulgaria's personal number
  [
    '\u0435\u0433\u043d|\u0435\u0434\u0438\u043d\u0435\u043d \u0433\u0440\u0430\u0436\u0434\u0430\u043d\u0441\u043a\u0438 \u043d\u043e\u043c\u0435\u0440',
    ['bg'],
  ],
  // JMBG and North Macedonia's EMBG in Cyrillic
  ['\u0458\u043c\u0431\u0433|\u0435\u043c\u0431\u0433', ['yu']],
  // EGN and its full name ("edinen grazhdanski nomer" in Cyrillic): Bulgaria's personal number
  // China's resident id, in simplified and in traditional characters
  [
    '\u8eab\u4efd\u8bc1\u53f7\u7801|\u8eab\u4efd\u8bc1\u53f7|\u516c\u6c11\u8eab\u4efd\u53f7\u7801|\u8eab\u4efd\u8bc1|\u8eab\u4efd\u8b49\u865f\u78bc|\u8eab\u4efd\u8b49\u865f|\u8eab\u4efd\u8b49',
    ['cn'],
  ],
  // EGN and its full name ("edinen grazhdanski nomer" in Cyrillic): Bulgaria's personal number
  ['\uc8fc\ubbfc\ub4f1\ub85d\ubc88\ud638|\uc8fc\ubbfc\ubc88\ud638', ['kr']],
  // Thailand's citizen id's number, and its card's name
  [
    '\u0e40\u0e25\u0e02\u0e1b\u0e23\u0e30\u0e08\u0e33\u0e15\u0e31\u0e27\u0e1b\u0e23\u0e30\u0e0a\u0e32\u0e0a\u0e19|\u0e1a\u0e31\u0e15\u0e23\u0e1b\u0e23\u0e30\u0e0a\u0e32\u0e0a\u0e19',
    ['th'],
  ],
  // Kazakhstan's IIN in Russian (\u0418\u0418\u041d) and Kazakh (\u0416\u0421\u041d)
  ['\u0438\u0438\u043d|\u0436\u0441\u043d', ['kz']],
  // Iran's national code ("kod-e melli", "shomare-ye melli"), its letters in Persian's and Arabic's forms, a blank or none
  [
    '[\u06a9\u0643]\u062f[ \u200c]?\u0645\u0644[\u06cc\u064a\u0649]|\u0634\u0645\u0627\u0631\u0647[ \u200c]\u0645\u0644[\u06cc\u064a\u0649]',
    ['ir'],
  ],
  // Japan's Individual Number ("kojin bang\u014d", "mai nanb\u0101")
  ['\u500b\u4eba\u756a\u53f7|\u30de\u30a4\u30ca\u30f3\u30d0\u30fc', ['jp']],
  // Greece's social security number's acronym, with and without its full stops, lower-cased as the window is
  ['\u03b1\u03bc\u03ba\u03b1|\u03b1\\.\u03bc\\.\u03ba\\.\u03b1\\.?', ['gr']],
  // EGN and its full name ("edinen grazhdanski nomer" in Cyrillic): Bulgaria's personal number
  [
    '\u05ea\u05e2\u05d5\u05d3\u05ea \u05d6\u05d4\u05d5\u05ea|\u05ea\\.\u05d6|\u05ea"\u05d6|\u05de\u05e1\u05e4\u05e8 \u05d6\u05d4\u05d5\u05ea',
    ['il'],
  ],
  ...MORE_OTHER_LABELS,
];
export const LABELS = [...LATIN_LABELS, ...OTHER_LABELS];
export const ALL_KINDS: readonly NationalIdKind[] = [...new Set(LABELS.flatMap(([, kinds]) => kinds))];
/** The labels that are other languages' common words too, read only in capitals (`SIN`, `NAS`, `NIE`). */
export const UPPER_ONLY = new Set(['sin', 'nas', 'nie', 'nan', 'cf', 'c.f.', 'tc', 'iin', ...MORE_UPPER_ONLY]);
/**
 * Each label as its own group, a Latin one not inside a longer word (`sin` in `using`, `nie` in `niet`). The Latin labels
 * share one look behind, not one each: national-ids.ts's patterns are searched at every place of a window, and V8 stops optimizing
 * the patterns it compiles once a process has generated much pattern code (a long-lived `judge serve`); unoptimized, each
 * place read thirty Unicode look-behinds (64 code units of a two-byte text took 620 microseconds, 55 with one).
 */
export const LABEL_GROUPS = [
  `(?<![\\p{L}\\p{N}])(?:${LATIN_LABELS.map(([source]) => `(${source})`).join('|')})`,
  ...OTHER_LABELS.map(([source]) => `(${source})`),
].join('|');
