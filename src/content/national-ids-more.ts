/**
 * personal_data: more countries' national, tax and social security ids with a public check, read by national-ids.ts as
 * its own kinds are (a label before the number on its line, after it, or heading its column; the check passing; no
 * example's or test's words near): the kinds, their labels in their languages, and their checks. Each check reads the
 * id compacted (its separators dropped) and is bounded by its length. The issuers' and references' specimens are no
 * person's and pass no check here.
 */
import { luhnValid, verhoeffValid } from './digits.js';
import { rawLineSides } from './line-bounds.js';

export type MoreIdKind =
  | 'ch'
  | 'de'
  | 'at'
  | 'ar'
  | 'ec'
  | 'uy'
  | 'do'
  | 'sa'
  | 'ae'
  | 'kw'
  | 'snils'
  | 'inn'
  | 'md'
  | 'esnss'
  | 'mxnss'
  | 'cns'
  | 'pis'
  | 'hutax'
  | 'lu'
  | 'nik'
  | 'mykad'
  | 'cccd'
  | 'uz'
  | 'pk'
  | 'ng'
  | 'ge'
  | 'ph'
  | 'lk'
  | 'bd'
  | 'eg'
  | 'gh';

/**
 * Latin-script labels, lower-cased, with the kinds they name. Acronyms that are words or other things too (`AVS`,
 * `EID`, `INN`, `NSS`, `CNS`, `PIS`, `NIS`, `C.I.`) are read in capitals only (MORE_UPPER_ONLY).
 */
export const MORE_LATIN_LABELS: readonly (readonly [string, readonly MoreIdKind[]])[] = [
  // Switzerland's AHV/AVS number (756 and ten digits, EAN-13's check); "Sozialversicherungsnummer" is Austria's too.
  ['ahv|avs|ahvn13|avs13', ['ch']],
  ['sozialversicherungsnummer', ['ch', 'at']],
  // Germany's tax id (Steuer-ID, steuerliche Identifikationsnummer).
  ['steuer[ -]?id(?:nr)?|steuer[ -]?identifikationsnummer|steuerliche[ _]identifikationsnummer', ['de']],
  // Austria's social insurance number (SVNR, SV-Nummer, Versicherungsnummer).
  ['svnr|sv[ -]?nr|sv[ -]?nummer|versicherungsnummer', ['at']],
  // Argentina's CUIL and CUIT (a person's prefixes only: a company's 30, 33 and 34 fail the check here).
  ['cuil|cuit', ['ar']],
  // The c\u00e9dula of Ecuador, Uruguay and the Dominican Republic, each with its own check.
  ['c[e\u00e9]dula(?: de identidad)?(?: y electoral)?|c\\.i\\.', ['ec', 'uy', 'do']],
  // Saudi Arabia's national id and iqama.
  ['iqama|saudi (?:national )?id|national id \\(ksa\\)', ['sa']],
  ['emirates id|emirates identity(?: card)?|eid', ['ae']],
  ['civil id|civil number', ['kw']],
  ['snils', ['snils']],
  ['inn', ['inn']],
  ['idnp', ['md']],
  // Spain's and Mexico's social security numbers; IMSS is Mexico's institute.
  ['nss|nuss|seguridad social', ['esnss', 'mxnss']],
  ['imss', ['mxnss']],
  // Brazil's health card (CNS, "Cart\u00e3o SUS") and PIS/PASEP/NIS.
  ['cns|cart[a\u00e3]o (?:nacional de )?sa[u\u00fa]de|cart[a\u00e3]o (?:do )?sus', ['cns']],
  ['pis(?:/pasep)?|pasep|nis', ['pis']],
  // Hungary's tax id (ad\u00f3azonos\u00edt\u00f3 jel).
  ['ad[o\u00f3]azonos[i\u00ed]t[o\u00f3](?: jele?)?', ['hutax']],
  // Luxembourg's national identification number (matricule).
  ['matricule|num[e\u00e9]ro d.identification national|identifiant national', ['lu']],
  // Indonesia's NIK (on the KTP card), Malaysia's MyKad number, Vietnam's CCCD (the CMND before it): no public check, but a
  // region's code and a birth date each, read whole. Malaysia's spoken "IC" is an integrated circuit's name too: not read.
  ['nik|ktp|e-ktp|nomor induk kependudukan', ['nik']],
  ['mykad|kad pengenalan', ['mykad']],
  ['cccd|cmnd', ['cccd']],
  // Uzbekistan's personal identification number (JShShIR in Uzbek's Latin letters, "its number" after it maybe; PINFL in
  // Russian's initials).
  ['jshshir(?:[ _]raqami)?|pinfl', ['uz']],
  // Ids with no public check, read in their shape under their own label only (docs/content-readings.md, "personal_data:
  // national ids"): Pakistan's CNIC, Nigeria's NIN (in capitals only), the Philippines' PhilSys number.
  ['cnic|computeri[sz]ed national identity card(?: number)?', ['pk']],
  ['nin|national identification number', ['ng']],
  ['philsys(?:[ _]card)?|psn|pcn', ['ph']],
  // Sri Lanka's NIC, Bangladesh's NID (both in capitals only: a network card's and a network's id as often; a number the
  // line says is a card's or a network's is neither, networkThing below), the Ghana Card (its number's "GHA" prefix in
  // capitals, joined to the digits by its hyphen, right before them: "GHA 9123456781" is a GitHub Actions run's id in a CI note).
  ['nic|national identity card', ['lk']],
  ['nid', ['bd']],
  ['ghana[ _]card|gha(?=-$)', ['gh']],
];

/** Other scripts' labels: Arabic's "identity number", "residence number", "civil number"; Russian's SNILS and INN. */
export const MORE_OTHER_LABELS: readonly (readonly [string, readonly MoreIdKind[]])[] = [
  [
    // A blank or two between the words: OCR's scans print two as often.
    '\u0631\u0642\u0645 {1,2}\u0627\u0644\u0647\u0648\u064a\u0629|\u0627\u0644\u0647\u0648\u064a\u0629 {1,2}\u0627\u0644\u0648\u0637\u0646\u064a\u0629|\u0631\u0642\u0645 {1,2}\u0627\u0644[\u0625\u0627]\u0642\u0627\u0645\u0629',
    ['sa', 'ae'],
  ],
  // The Emirates id by its Arabic name ("(the number of) the Emirati identity"), no colon needed after it.
  [
    '(?:\u0631\u0642\u0645 {1,2})?\u0627\u0644\u0647\u0648\u064a\u0629 {1,2}\u0627\u0644\u0625\u0645\u0627\u0631\u0627\u062a\u064a\u0629',
    ['ae'],
  ],
  [
    '\u0627\u0644\u0631\u0642\u0645 \u0627\u0644\u0645\u062f\u0646\u064a|\u0627\u0644\u0628\u0637\u0627\u0642\u0629 \u0627\u0644\u0645\u062f\u0646\u064a\u0629',
    ['kw'],
  ],
  ['\u0441\u043d\u0438\u043b\u0441', ['snils']],
  ['\u0438\u043d\u043d', ['inn']],
  // The same in Cyrillic: Uzbek's \u0416\u0428\u0428\u0418\u0420 and Russian's \u041f\u0418\u041d\u0424\u041b (lower-cased as the window is).
  ['\u0436\u0448\u0448\u0438\u0440|\u043f\u0438\u043d\u0444\u043b', ['uz']],
  // Urdu's "identity card (number)" (Pakistan's CNIC), Georgia's "personal number".
  ['\u0634\u0646\u0627\u062e\u062a\u06cc \u06a9\u0627\u0631\u0688(?: \u0646\u0645\u0628\u0631)?', ['pk']],
  ['\u10de\u10d8\u10e0\u10d0\u10d3\u10d8 \u10dc\u10dd\u10db\u10d4\u10e0\u10d8', ['ge']],
  // Bangladesh's "national identity card (number)" in Bengali, Egypt's "national number" in Arabic.
  [
    '\u099c\u09be\u09a4\u09c0\u09af\u09bc \u09aa\u09b0\u09bf\u099a\u09af\u09bc\u09aa\u09a4\u09cd\u09b0(?: \u09a8\u09ae\u09cd\u09ac\u09b0)?',
    ['bd'],
  ],
  ['\u0627\u0644\u0631\u0642\u0645 \u0627\u0644\u0642\u0648\u0645\u064a|\u0631\u0642\u0645 \u0642\u0648\u0645\u064a', ['eg']],
];

/** The labels read in capitals only. */
export const MORE_UPPER_ONLY: readonly string[] = [
  'avs',
  'eid',
  'inn',
  'nss',
  'cns',
  'pis',
  'pis/pasep',
  'nis',
  'c.i.',
  'imss',
  'nik',
  'ktp',
  'e-ktp',
  'cccd',
  'cmnd',
  'nin',
  'psn',
  'pcn',
  'nic',
  'nid',
  'gha',
];

const digitAt = (s: string, i: number): number => s.charCodeAt(i) - 48;
const digitsOf = (s: string, n: number): boolean => s.length === n && /^[0-9]+$/.test(s);
const twoAt = (s: string, i: number): number => digitAt(s, i) * 10 + digitAt(s, i + 1);
const dayAndMonth = (day: number, month: number): boolean => day >= 1 && day <= 31 && month >= 1 && month <= 12;
function weighted(s: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += digitAt(s, i) * weights[i]!;
  return sum;
}

/** ISO 7064 MOD 11,10's check digit over `id`'s first `n` digits (Germany's tax id). */
function iso7064Mod1110(id: string, n: number): number {
  let a = 10;
  for (let i = 0; i < n; i++) {
    a = (a + digitAt(id, i)) % 10;
    a = ((a === 0 ? 10 : a) * 2) % 11;
  }
  return (11 - a) % 10;
}

/** Germany's tax id: in its first ten digits one digit twice or three times, every other once at most. */
function steuerDigits(id: string): boolean {
  const counts = new Array<number>(10).fill(0);
  for (let i = 0; i < 10; i++) counts[digitAt(id, i)]!++;
  let repeated = 0;
  for (const n of counts) {
    if (n > 3) return false;
    if (n > 1) repeated++;
  }
  return repeated === 1;
}

/** The issuers' and references' specimens (the AHV leaflet's, the tax office's, the ministries' forms'). */
const SPECIMENS = new Set(['7561234567897', '86095742719', '20123456786', '784123412345671', '11223344595', '500100732259']);

/** Whether `id` (compacted) is a valid id of `kind`. */
export function moreIdValid(kind: MoreIdKind, id: string): boolean {
  if (SPECIMENS.has(id)) return false;
  switch (kind) {
    case 'ch': {
      if (!digitsOf(id, 13) || !id.startsWith('756')) return false;
      let sum = 0;
      for (let i = 0; i < 12; i++) sum += digitAt(id, i) * (i % 2 === 0 ? 1 : 3);
      return (10 - (sum % 10)) % 10 === digitAt(id, 12);
    }
    case 'de':
      return digitsOf(id, 11) && id[0] !== '0' && steuerDigits(id) && iso7064Mod1110(id, 10) === digitAt(id, 10);
    case 'at': {
      // A serial (not starting 0), the check, the birth date (DDMMYY).
      if (!digitsOf(id, 10) || id[0] === '0' || !dayAndMonth(twoAt(id, 4), twoAt(id, 6))) return false;
      const k = (digitAt(id, 0) * 3 + digitAt(id, 1) * 7 + digitAt(id, 2) * 9 + weighted(id.slice(4), [5, 8, 4, 2, 1, 6])) % 11;
      return k !== 10 && k === digitAt(id, 3);
    }
    case 'ar': {
      // A person's prefix (20, 23, 24, 27), the DNI, a mod-11 check (11 read as 0; 10 is never issued).
      if (!digitsOf(id, 11) || !['20', '23', '24', '27'].includes(id.slice(0, 2))) return false;
      const k = 11 - (weighted(id, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
      return k !== 10 && (k === 11 ? 0 : k) === digitAt(id, 10);
    }
    case 'ec': {
      // The province (01-24, 30 abroad), a person's third digit (0-5), coefficients 2 and 1, mod 10.
      const province = twoAt(id, 0);
      if (!digitsOf(id, 10) || !((province >= 1 && province <= 24) || province === 30) || id[2]! > '5') return false;
      let sum = 0;
      for (let i = 0; i < 9; i++) {
        const v = digitAt(id, i) * (i % 2 === 0 ? 2 : 1);
        sum += v > 9 ? v - 9 : v;
      }
      return (10 - (sum % 10)) % 10 === digitAt(id, 9);
    }
    case 'uy':
      return digitsOf(id, 8) && (10 - (weighted(id, [2, 9, 8, 7, 6, 3, 4]) % 10)) % 10 === digitAt(id, 7);
    case 'do':
      return digitsOf(id, 11) && id.slice(0, 3) !== '000' && luhnValid(id);
    case 'sa':
      return digitsOf(id, 10) && (id[0] === '1' || id[0] === '2') && luhnValid(id);
    case 'ae': {
      const year = Number(id.slice(3, 7));
      return digitsOf(id, 15) && id.startsWith('784') && year >= 1900 && year <= 2030 && luhnValid(id);
    }
    case 'kw': {
      // The century (2: 1900s, 3: 2000s), the birth date (YYMMDD), a serial, a mod-11 check.
      if (!digitsOf(id, 12) || (id[0] !== '2' && id[0] !== '3') || !dayAndMonth(twoAt(id, 5), twoAt(id, 3))) return false;
      const k = 11 - (weighted(id, [2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11);
      return k < 10 && k === digitAt(id, 11);
    }
    case 'snils': {
      // Nine digits above 001-001-998, their sum weighted 9 to 1 mod 101 (100 and 101 read as 00).
      if (!digitsOf(id, 11) || Number(id.slice(0, 9)) <= 1001998) return false;
      const sum = weighted(id, [9, 8, 7, 6, 5, 4, 3, 2, 1]);
      const k = sum < 100 ? sum : sum % 101 === 100 ? 0 : sum % 101;
      return k === twoAt(id, 9);
    }
    case 'inn':
      // A person's twelve digits, two checks (a company's ten fail the length).
      return (
        digitsOf(id, 12) &&
        (weighted(id, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === digitAt(id, 10) &&
        (weighted(id, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === digitAt(id, 11)
      );
    case 'md': {
      // Moldova's IDNP: thirteen digits starting 0, 2 or 9, weights 7, 3, 1 mod 10.
      if (!digitsOf(id, 13) || !'029'.includes(id[0]!)) return false;
      let sum = 0;
      for (let i = 0; i < 12; i++) sum += digitAt(id, i) * [7, 3, 1][i % 3]!;
      return sum % 10 === digitAt(id, 12);
    }
    case 'esnss': {
      // The province (01-53), eight digits, and their concatenation mod 97 (a number under ten million drops its zero).
      const province = twoAt(id, 0);
      if (!digitsOf(id, 12) || province < 1 || province > 53) return false;
      const n = Number(id.slice(2, 10));
      const whole = n < 10000000 ? province * 10000000 + n : Number(id.slice(0, 10));
      return whole % 97 === twoAt(id, 10);
    }
    case 'mxnss':
      return digitsOf(id, 11) && luhnValid(id);
    case 'cns': {
      if (!digitsOf(id, 15) || !'12789'.includes(id[0]!)) return false;
      let sum = 0;
      for (let i = 0; i < 15; i++) sum += digitAt(id, i) * (15 - i);
      return sum % 11 === 0;
    }
    case 'pis': {
      if (!digitsOf(id, 11)) return false;
      const k = 11 - (weighted(id, [3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11);
      return (k >= 10 ? 0 : k) === digitAt(id, 10);
    }
    case 'hutax': {
      if (!digitsOf(id, 10) || id[0] !== '8') return false;
      const k = weighted(id, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11;
      return k !== 10 && k === digitAt(id, 9);
    }
    case 'nik': {
      // The province (11-94), the regency, the district, the birth day (40 added for a woman), the month, the year, a serial.
      const province = twoAt(id, 0);
      const day = twoAt(id, 6) > 40 ? twoAt(id, 6) - 40 : twoAt(id, 6);
      return (
        digitsOf(id, 16) &&
        province >= 11 &&
        province <= 94 &&
        twoAt(id, 2) > 0 &&
        dayAndMonth(day, twoAt(id, 8)) &&
        id.slice(12) !== '0000'
      );
    }
    case 'mykad': {
      // The birth date (YYMMDD), the place of birth's code (01-16 the states, 21-59 and 60-99 abroad and others), a serial.
      const place = twoAt(id, 6);
      return (
        digitsOf(id, 12) && dayAndMonth(twoAt(id, 4), twoAt(id, 2)) && place >= 1 && !(place >= 17 && place <= 20) && id.slice(8) !== '0000'
      );
    }
    case 'cccd': {
      // The province (001-096), the century and sex (0-3: 1900s and 2000s), the birth year, a serial.
      const province = Number(id.slice(0, 3));
      return digitsOf(id, 12) && province >= 1 && province <= 96 && id[3]! <= '3' && id.slice(6) !== '000000';
    }
    case 'uz': {
      // The century and sex (1 to 6), the birth date (DDMMYY), the district, a serial, weights 7, 3, 1 mod 10.
      if (!digitsOf(id, 14) || id[0]! < '1' || id[0]! > '6' || !dayAndMonth(twoAt(id, 1), twoAt(id, 3))) return false;
      let sum = 0;
      for (let i = 0; i < 13; i++) sum += digitAt(id, i) * [7, 3, 1][i % 3]!;
      return sum % 10 === digitAt(id, 13);
    }
    // No public check: the shape alone, under the label (a run of one digit or counted up is a placeholder before this).
    case 'pk':
      // Thirteen digits, the first a province's (1 to 7).
      return digitsOf(id, 13) && id[0]! >= '1' && id[0]! <= '7';
    case 'ng':
      return digitsOf(id, 11) && id[0] !== '0';
    case 'ge':
      return digitsOf(id, 11);
    case 'ph':
      return digitsOf(id, 16) && id[0] !== '0';
    case 'lk': {
      // Sri Lanka's NIC: the birth year (two digits, then V or X; or four), the day of the year (500 added for a woman).
      const old = /^\d{9}[VX]$/.test(id);
      if (!old && !(digitsOf(id, 12) && (id.startsWith('19') || id.startsWith('20')))) return false;
      const day = Number(id.slice(old ? 2 : 4, old ? 5 : 7)) % 500;
      return day >= 1 && day <= 366;
    }
    case 'bd':
      // Ten digits (the smart card's), thirteen or seventeen (the birth year and the district before the older number).
      return (digitsOf(id, 10) || digitsOf(id, 13) || digitsOf(id, 17)) && id[0] !== '0';
    case 'eg': {
      // The century (2: 1900s, 3: 2000s), the birth date (YYMMDD), the governorate (01 to 35, 88 abroad), a serial, a digit.
      const gov = twoAt(id, 7);
      return (
        digitsOf(id, 14) &&
        (id[0] === '2' || id[0] === '3') &&
        dayAndMonth(twoAt(id, 5), twoAt(id, 3)) &&
        ((gov >= 1 && gov <= 35) || gov === 88)
      );
    }
    case 'gh':
      return digitsOf(id, 10);
    case 'lu': {
      // The birth date (YYYYMMDD), a serial, Luhn's digit over the first eleven, Verhoeff's over them.
      const year = Number(id.slice(0, 4));
      if (!digitsOf(id, 13) || year < 1900 || year > 2030 || !dayAndMonth(twoAt(id, 6), twoAt(id, 4))) return false;
      return luhnValid(id.slice(0, 12)) && verhoeffValid(id.slice(0, 11) + id[12]);
    }
  }
}

/** A network's hardware or a CI machine's words: what a `NIC` or a `NID` is as often as a person's id. */
const NETWORK_WORDS =
  /\b(?:network|ethernet|adapter|firmware|driver|interface|switch|router|vlan|wlan|wi-?fi|mac|pci|rma|serial|port|eth[0-9])\b/i;

/**
 * Whether the line of the number from `from` to `to`, read under a NIC's or a NID's label only (`kinds` all Sri Lanka's
 * or Bangladesh's), names a network's hardware: a network card's serial, not a person's id.
 */
export function networkThing(text: string, from: number, to: number, kinds: readonly MoreIdKind[] | readonly string[]): boolean {
  if (!kinds.every((kind) => kind === 'lk' || kind === 'bd')) return false;
  const [before, after] = rawLineSides(text, from, to, 160);
  return NETWORK_WORDS.test(before) || NETWORK_WORDS.test(after);
}
