/**
 * adversarial_url: a beacon's query parameter (an image's path, or a path whose last segment is a collector's short
 * word: `/p`, `/log`, `/collect`, `/in` …) whose value is a record carried out (docs/content-readings.md, "Beacon
 * records"): base64 (either alphabet, padded or not) of text that names people (two names or more, or one beside an id,
 * a plate, a phone), ids of capitals and digits (two or more), a phone number, a mail address, an SQL statement or
 * people's sensitive words (balances, SSNs, diagnoses, patients); or, written out, a name beside a phone number. A beacon's own encodings decode to no such text: an
 * analytics event's JSON, a return URL, a cursor, a chart's series, a dashboard's state (`tab=overview;range=30d`).
 */

/** A collector's last path segment: a pixel's or a log's short names. */
const BEACON_SEGMENTS = new Set([
  'p',
  't',
  'i',
  'b',
  'v',
  'c',
  'f',
  'e',
  'x',
  'in',
  'px',
  'log',
  'collect',
  'pixel',
  'beacon',
  'hit',
  'ping',
]);
const IMAGE_PATH = /\.(?:gif|png|jpe?g|webp|bmp)$/i;
/** Whether a path (no query) is a beacon's. */
export const isBeacon = (path: string): boolean =>
  IMAGE_PATH.test(path) || BEACON_SEGMENTS.has(path.slice(path.lastIndexOf('/') + 1).toLowerCase());

/** Two capitalised words (a particle between maybe): a person's name. */
const NAME = /\b[A-Z][a-z]{1,20} (?:(?:de|da|van|von|del|le|al|bin) )?(?:Ma?c|O')?[A-Z][a-z]{1,20}\b/g;
const ONE_NAME = new RegExp(NAME.source);
const MAIL = /[\w.+-]@[a-z0-9-]{1,63}\.[a-z]/i;
/** A phone: a `+`, then 9 to 15 digits parted by blanks, dots or dashes. */
const PHONE = /\+\d(?:[ .-]?\d){8,14}\b/;
const SQL = /\b(?:SELECT|select)\b[^;]{1,120}?\b(?:FROM|from)\b/;
/** Words for people's money, identity and health. */
const SENSITIVE =
  /\b(?:balances?|arrears|ssns?|iban|salar(?:y|ies)|passwords?|diagnos[ie]s|medications?|prescriptions?|payroll|patients?|bank|acct|nhs|passport|dob)\b/i;
/** A token with a digit among letters or digits (an id, a plate, a room): four units or more. */
const ID_TOKEN = /\b(?=[A-Za-z0-9-]{0,20}\d)[A-Za-z0-9-]{4,24}\b/;

/** An id of capitals and digits, six units or more, both kinds in it (`MSKU1234567`, `SI-118-0042`). */
const CODE_IDS = /\b(?=[A-Z0-9-]{0,20}[A-Z])(?=[A-Z0-9-]{0,20}\d)[A-Z0-9][A-Z0-9-]{5,23}\b/g;

/** What base64 `value` decodes to when it is printable text with letters and a blank or a separator; else null. */
function decoded(value: string): string | null {
  const v = value.replace(/%3D/gi, '=');
  if (v.length < 16 || v.length > 2048 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(v)) return null;
  const bytes = Buffer.from(v, 'base64');
  if (bytes.length < 12) return null;
  let letters = 0;
  for (const b of bytes) {
    if (b < 0x20 || b > 0x7e) return null;
    if ((b | 32) >= 97 && (b | 32) <= 122) letters++;
  }
  const text = bytes.toString('latin1');
  // Mostly letters; or a record of numbers with a word among them (`ACC-93084 bank 8166688681`, `Lindholm;room 49;+44…`).
  const wordy = letters >= bytes.length * 0.4 || (letters >= bytes.length * 0.15 && /[A-Za-z]{3}/.test(text));
  return wordy && /[ ,;:=|]/.test(text) ? text : null;
}

/** Whether text names a record: people, a phone, a mail, a statement, sensitive words. */
function isRecord(text: string): boolean {
  if (/^\s*[[{]/.test(text) || text.includes('://')) return false;
  if (MAIL.test(text) || PHONE.test(text) || SQL.test(text)) return true;
  // Sensitive words in prose (three words or more): a table's header alone (`tenant,unit,balance`) names columns only.
  if (SENSITIVE.test(text) && text.trim().split(/\s+/).length >= 3) return true;
  // Ids of letters and digits, two or more (containers, lots, subjects): a ledger's lines.
  if ((text.match(CODE_IDS)?.length ?? 0) >= 2) return true;
  const names = text.match(NAME)?.length ?? 0;
  return names >= 2 || (names === 1 && ID_TOKEN.test(text.replace(NAME, ' ')));
}

/** Whether the parameter `name` = `value` of a link whose path (no query) is `path` carries a record out. */
export function carriesRecord(path: string, name: string, value: string): boolean {
  if (!isBeacon(path) || name.endsWith('64')) return false;
  const text = decoded(value);
  if (text !== null) return isRecord(text);
  // Written out: a name beside a phone number (`client=Jo+Bloggs;phone=+4479…`).
  if (value.length < 24 || !PHONE.test(value.replace(/%2B/gi, '+'))) return false;
  let plain: string;
  try {
    plain = decodeURIComponent(value.replace(/\+(?=[A-Za-z])/g, ' '));
  } catch {
    return false;
  }
  return ONE_NAME.test(plain);
}
