/**
 * The check digits of national and health identifiers (docs/content-readings.md, "personal_data: national ids"): each
 * function reads an id compacted (its separators dropped, letters upper-cased) and says whether its length, its date
 * where it holds one, and its check pass. Pure; each loop bounded by the id's length.
 */
import { luhnValid, verhoeffValid } from './digits.js';
import { type MoreIdKind, moreIdValid } from './national-ids-more.js';

export type NationalIdKind =
  | 'pesel'
  | 'tckn'
  | 'se'
  | 'no'
  | 'cpr'
  | 'fi'
  | 'bsn'
  | 'be'
  | 'nir'
  | 'dni'
  | 'ptnif'
  | 'cnp'
  | 'taj'
  | 'ua'
  | 'cpf'
  | 'rut'
  | 'aadhaar'
  | 'nhs'
  | 'sin'
  | 'tfn'
  | 'cn'
  | 'kr'
  | 'il'
  | 'it'
  | 'cz'
  | 'th'
  | 'gr'
  | 'ir'
  | 'jp'
  | 'mx'
  | 'ee'
  | 'hr'
  | 'yu'
  | 'za'
  | 'kz'
  | 'bg'
  | 'lv'
  | 'is'
  | 'ie'
  | MoreIdKind;

const ALL_DIGITS = /^[0-9]+$/;
/** The CURP's alphabet: digits, then letters with \u00d1 after N. */
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMN\u00d1OPQRSTUVWXYZ';
const digitAt = (s: string, i: number): number => s.charCodeAt(i) - 48;
const digitsOf = (s: string, n: number): boolean => s.length === n && ALL_DIGITS.test(s);

function weighted(s: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += digitAt(s, i) * weights[i]!;
  return sum;
}

/** 11 minus the weighted sum mod 11, 11 read as 0; 10 is no digit (null). */
function mod11Digit(s: string, weights: readonly number[]): number | null {
  const k = 11 - (weighted(s, weights) % 11);
  return k === 11 ? 0 : k === 10 ? null : k;
}

/** Bulgaria's EGN's weights over its first nine digits. */
const EGN_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6];
/** Latvia's personal code's weights over its first ten digits. */
const LATVIAN_WEIGHTS = [1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** The JMBG's weights: 7 to 2 over each half. */
const JMBG_WEIGHTS = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** A month 1–12 and a day 1–31 (the calendar's finer limits are not asked: a check digit does the rest). */
const dayAndMonth = (mm: number, dd: number): boolean => mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31;
const twoAt = (s: string, i: number): number => digitAt(s, i) * 10 + digitAt(s, i + 1);

const HETU_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
/** A Finnish HETU's century sign: `+` (1800s), `-` and `U`–`Y` (1900s), `A`–`F` (2000s). */
const HETU = /^[0-9]{6}[-+A-FU-Y][0-9]{3}[0-9A-Y]$/;
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const DNI = /^[XYZ0-9][0-9]{7}[A-Z]$/;
const CHINA_CHECK = '10X98765432';
/**
 * Italy's codice fiscale: six letters of the name, the year, the month's letter, the day (+40 for a woman), the place
 * (a letter and three digits), the check letter. Omocodia (digits written as letters) is not read.
 */
const CODICE_FISCALE = /^[A-Z]{6}[0-9]{2}[ABCDEHLMPRST][0-7][0-9][A-Z][0-9]{3}[A-Z]$/;
/** The codice fiscale's values of a character in an odd place (1st, 3rd …), digits as A to J. */
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function codiceFiscaleValid(id: string): boolean {
  if (!CODICE_FISCALE.test(id) || !dayAndMonth(1, twoAt(id, 9) % 40)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = id.charCodeAt(i);
    const v = c <= 57 ? c - 48 : c - 65;
    sum += i % 2 === 0 ? CF_ODD[v]! : v;
  }
  return String.fromCharCode(65 + (sum % 26)) === id[15];
}

/** The Baltic personal code's check: weights 1 to 9 and 1, then (a sum leaving 10) 3 to 9 and 1 to 3; 10 again is 0. */
function baltic(id: string): number {
  const k = weighted(id, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11;
  if (k < 10) return k;
  const again = weighted(id, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11;
  return again < 10 ? again : 0;
}

/** ISO 7064's MOD 11,10 over the first ten digits (Croatia's OIB): the digit that completes the chain. */
function iso7064Mod1110(id: string): number {
  let a = 10;
  for (let i = 0; i < 10; i++) {
    a = (a + digitAt(id, i)) % 10;
    a = ((a === 0 ? 10 : a) * 2) % 11;
  }
  return (11 - a) % 10;
}

/** Whether `id` (compacted; a HETU as written, its sign kept) is a valid id of `kind`. */
export function nationalIdValid(kind: NationalIdKind, id: string): boolean {
  switch (kind) {
    case 'pesel':
      // The month carries the century (+20 for 2000s, +80 for 1800s …): read mod 20.
      return (
        digitsOf(id, 11) &&
        dayAndMonth(twoAt(id, 2) % 20, twoAt(id, 4)) &&
        (10 - (weighted(id, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === digitAt(id, 10)
      );
    case 'tckn': {
      if (!digitsOf(id, 11) || id[0] === '0') return false;
      const odd = digitAt(id, 0) + digitAt(id, 2) + digitAt(id, 4) + digitAt(id, 6) + digitAt(id, 8);
      const even = digitAt(id, 1) + digitAt(id, 3) + digitAt(id, 5) + digitAt(id, 7);
      let sum = 0;
      for (let i = 0; i < 10; i++) sum += digitAt(id, i);
      return (((odd * 7 - even) % 10) + 10) % 10 === digitAt(id, 9) && sum % 10 === digitAt(id, 10);
    }
    case 'se': {
      // Ten digits, or twelve with the century first; the day +60 for a coordination number.
      const ten = id.length === 12 ? id.slice(2) : id;
      return (
        (id.length === 10 || id.length === 12) && digitsOf(ten, 10) && dayAndMonth(twoAt(ten, 2), twoAt(ten, 4) % 60) && luhnValid(ten)
      );
    }
    case 'no': {
      if (!digitsOf(id, 11)) return false;
      // A D-number adds 40 to the day, an H-number 40 to the month.
      if (!dayAndMonth(twoAt(id, 2) % 40, twoAt(id, 0) % 40)) return false;
      return (
        mod11Digit(id, [3, 7, 6, 1, 8, 9, 4, 5, 2]) === digitAt(id, 9) && mod11Digit(id, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) === digitAt(id, 10)
      );
    }
    case 'cpr':
      // No check digit since 2007: its date and its label are what make it one.
      return digitsOf(id, 10) && dayAndMonth(twoAt(id, 2), twoAt(id, 0));
    case 'fi':
      return (
        HETU.test(id) && dayAndMonth(twoAt(id, 2), twoAt(id, 0)) && HETU_CHECK[Number(id.slice(0, 6) + id.slice(7, 10)) % 31] === id[10]
      );
    case 'bsn':
      return digitsOf(id, 9) && (weighted(id, [9, 8, 7, 6, 5, 4, 3, 2]) - digitAt(id, 8)) % 11 === 0;
    case 'be': {
      if (!digitsOf(id, 11)) return false;
      const check = twoAt(id, 9);
      // Born from 2000 on, a 2 stands before the nine digits.
      return 97 - (Number(id.slice(0, 9)) % 97) === check || 97 - (Number('2' + id.slice(0, 9)) % 97) === check;
    }
    case 'nir':
      return digitsOf(id, 15) && (id[0] === '1' || id[0] === '2') && 97 - (Number(id.slice(0, 13)) % 97) === twoAt(id, 13);
    case 'dni': {
      if (!DNI.test(id)) return false;
      const lead = 'XYZ'.indexOf(id[0]!);
      const n = Number(lead >= 0 ? String(lead) + id.slice(1, 8) : id.slice(0, 8));
      return DNI_LETTERS[n % 23] === id[8];
    }
    case 'ptnif': {
      // A person's (1 to 3); 5 and 6 are companies' and public bodies', whose numbers are no personal data.
      if (!digitsOf(id, 9) || !'123'.includes(id[0]!)) return false;
      const k = 11 - (weighted(id, [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
      return (k >= 10 ? 0 : k) === digitAt(id, 8);
    }
    case 'cnp': {
      if (!digitsOf(id, 13) || id[0] === '0' || !dayAndMonth(twoAt(id, 3), twoAt(id, 5))) return false;
      const k = weighted(id, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
      return (k === 10 ? 1 : k) === digitAt(id, 12);
    }
    case 'taj':
      return digitsOf(id, 9) && weighted(id, [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === digitAt(id, 8);
    case 'ua':
      return digitsOf(id, 10) && (((weighted(id, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) + 11) % 11) % 10 === digitAt(id, 9);
    case 'cpf': {
      if (!digitsOf(id, 11)) return false;
      for (const n of [9, 10]) {
        const weights = Array.from({ length: n }, (_, i) => n + 1 - i);
        const k = (weighted(id, weights) * 10) % 11;
        if ((k === 10 ? 0 : k) !== digitAt(id, n)) return false;
      }
      return true;
    }
    case 'rut': {
      // A person's RUN: companies' RUTs start at 50 million (a person's run to about 30 million).
      if (id.length < 8 || id.length > 9 || !ALL_DIGITS.test(id.slice(0, -1)) || Number(id.slice(0, -1)) >= 50_000_000) return false;
      let sum = 0;
      for (let i = id.length - 2, w = 2; i >= 0; i--, w = w === 7 ? 2 : w + 1) sum += digitAt(id, i) * w;
      const k = 11 - (sum % 11);
      return (k === 11 ? '0' : k === 10 ? 'K' : String(k)) === id[id.length - 1];
    }
    case 'aadhaar':
      return digitsOf(id, 12) && id[0] !== '0' && id[0] !== '1' && verhoeffValid(id);
    case 'nhs':
      return digitsOf(id, 10) && mod11Digit(id, [10, 9, 8, 7, 6, 5, 4, 3, 2]) === digitAt(id, 9);
    case 'sin':
      return digitsOf(id, 9) && id[0] !== '0' && id[0] !== '8' && luhnValid(id);
    case 'tfn':
      return digitsOf(id, 9) && weighted(id, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0;
    case 'cn': {
      if (id.length !== 18 || !digitsOf(id.slice(0, 17), 17) || !dayAndMonth(twoAt(id, 10), twoAt(id, 12))) return false;
      return CHINA_CHECK[weighted(id, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] === id[17];
    }
    case 'kr':
      return (
        digitsOf(id, 13) &&
        dayAndMonth(twoAt(id, 2), twoAt(id, 4)) &&
        (11 - (weighted(id, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === digitAt(id, 12)
      );
    case 'il':
      return digitsOf(id, 9) && luhnValid(id);
    case 'cz': {
      // The birth number since 1954: ten digits, the month +50 for women (+20 and +70 since 2004), the whole number divisible
      // by 11 (or its first nine leaving 10 and a last 0).
      if (!digitsOf(id, 10) || !dayAndMonth(twoAt(id, 2) % 50 > 20 ? (twoAt(id, 2) % 50) - 20 : twoAt(id, 2) % 50, twoAt(id, 4)))
        return false;
      const first = Number(id.slice(0, 9)) % 11;
      return Number(id) % 11 === 0 || (first === 10 && id[9] === '0');
    }
    case 'th':
      // Thailand's citizen id: thirteen digits, the first a category 1 to 8, a mod-11 check last.
      return (
        digitsOf(id, 13) &&
        id[0] !== '0' &&
        id[0] !== '9' &&
        (11 - (weighted(id, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === digitAt(id, 12)
      );
    case 'gr':
      // Greece's AMKA: the birth date (DDMMYY), five digits, Luhn's check.
      return digitsOf(id, 11) && dayAndMonth(twoAt(id, 2), twoAt(id, 0)) && luhnValid(id);
    case 'ir': {
      // Iran's national code: ten digits, not one digit ten times, a mod-11 check last.
      if (!digitsOf(id, 10) || /^(\d)\1{9}$/.test(id)) return false;
      const k = weighted(id, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11;
      return (k < 2 ? k : 11 - k) === digitAt(id, 9);
    }
    case 'jp': {
      // Japan's Individual Number: twelve digits, a mod-11 check last (weights 6 to 2, then 7 to 2, from the left).
      if (!digitsOf(id, 12)) return false;
      const k = weighted(id, [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11;
      return (k <= 1 ? 0 : 11 - k) === digitAt(id, 11);
    }
    case 'mx': {
      // Mexico's CURP: four letters, the birth date, the sex, the state, three consonants, a letter or digit, a check
      // digit over the first seventeen (their places in the alphabet with \u00d1, weights 18 down to 2).
      if (!/^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/.test(id) || !dayAndMonth(twoAt(id, 6), twoAt(id, 8))) return false;
      let sum = 0;
      for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(id[i]!) * (18 - i);
      return (10 - (sum % 10)) % 10 === digitAt(id, 17);
    }
    case 'it':
      return codiceFiscaleValid(id);
    case 'ee':
      // The Estonian and Lithuanian personal code: the century and sex (1 to 6), the birth date, a serial, a check.
      return (
        digitsOf(id, 11) && id[0]! >= '1' && id[0]! <= '6' && dayAndMonth(twoAt(id, 3), twoAt(id, 5)) && baltic(id) === digitAt(id, 10)
      );
    case 'hr':
      return digitsOf(id, 11) && iso7064Mod1110(id) === digitAt(id, 10);
    case 'yu': {
      // The JMBG (and Slovenia's EM\u0160O, North Macedonia's EMBG): the birth date, a region, a serial, a mod-11 check
      // over both halves' weights 7 to 2 (11 read as 0, 10 no number).
      return digitsOf(id, 13) && dayAndMonth(twoAt(id, 2), twoAt(id, 0)) && mod11Digit(id, JMBG_WEIGHTS) === digitAt(id, 12);
    }
    case 'za':
      // South Africa's ID number: the birth date, a serial, the citizenship (0 to 2), a digit, Luhn's check.
      return digitsOf(id, 13) && dayAndMonth(twoAt(id, 2), twoAt(id, 4)) && id[10]! <= '2' && luhnValid(id);
    case 'bg': {
      // Bulgaria's EGN: the birth date (YYMMDD, the month +20 for the 1800s, +40 for the 2000s), three digits, a mod-11
      // check (10 read as 0).
      const month = twoAt(id, 2);
      if (!digitsOf(id, 10) || !dayAndMonth(month > 40 ? month - 40 : month > 20 ? month - 20 : month, twoAt(id, 4))) return false;
      return (weighted(id, EGN_WEIGHTS) % 11) % 10 === digitAt(id, 9);
    }
    case 'lv':
      // Latvia's personal code as issued until 2017: the birth date (DDMMYY), the century (0 to 2), four digits, a check
      // (1101 minus the weighted sum, mod 11; a remainder of 10 is never issued).
      return (
        digitsOf(id, 11) &&
        dayAndMonth(twoAt(id, 2), twoAt(id, 0)) &&
        id[6]! <= '2' &&
        (1101 - weighted(id, LATVIAN_WEIGHTS)) % 11 === digitAt(id, 10)
      );
    case 'is': {
      // Iceland's kennitala: the birth date (DDMMYY; a company's day +40 is no person's), two digits, a check over the
      // first eight (weights 3, 2, 7 to 2; 11 minus the sum mod 11, 11 read as 0, 10 never issued), the century (8, 9, 0).
      if (!digitsOf(id, 10) || !dayAndMonth(twoAt(id, 2), twoAt(id, 0)) || !'890'.includes(id[9]!)) return false;
      const k = weighted(id, [3, 2, 7, 6, 5, 4, 3, 2]) % 11;
      return k !== 1 && (k === 0 ? 0 : 11 - k) === digitAt(id, 8);
    }
    case 'ie': {
      // Ireland's PPS number: seven digits, a check letter (the digits weighted 8 to 2, and since 2013 nine times the
      // second letter's place, A = 1 and W = 0, mod 23; 0 read as W), a second letter maybe.
      if (!/^\d{7}[A-W][A-IW]?$/.test(id) || id.startsWith('0000000')) return false;
      const second = id.length === 9 && id[8] !== 'W' ? id.charCodeAt(8) - 64 : 0;
      const k = (weighted(id, [8, 7, 6, 5, 4, 3, 2]) + 9 * second) % 23;
      return id[7] === (k === 0 ? 'W' : String.fromCharCode(64 + k));
    }
    case 'kz': {
      // Kazakhstan's IIN: the birth date (YYMMDD), the century and sex (1 to 6), a serial, a mod-11 check over weights 1
      // to 11, then (a remainder of 10) over 3 to 11, 1, 2; 10 again is no number.
      if (!digitsOf(id, 12) || !dayAndMonth(twoAt(id, 2), twoAt(id, 4)) || id[6]! < '1' || id[6]! > '6') return false;
      let k = weighted(id, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) % 11;
      if (k === 10) k = weighted(id, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]) % 11;
      return k !== 10 && k === digitAt(id, 11);
    }
    default:
      return moreIdValid(kind, id);
  }
}
