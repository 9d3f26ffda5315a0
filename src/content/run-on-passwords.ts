/**
 * credential_leak: a password a person gives in a sentence of their language with no colon and no label's mark
 * (docs/content-readings.md, "credential_leak: a password run on in a sentence"): the password's name, up to five words
 * that say whose or where and maybe a copula ("Ο κωδικός του λογαριασμού μου στην εφαρμογή είναι …", "وكلمة المرور …",
 * "Passwort für das Kundenkonto …", "la contraseña de mi cuenta …"), then the value. The value must read as a chosen
 * password (capitals, small letters and a digit, a sign inside: a device's or a product's name, `iPhone15`, has none); a clause's
 * mark (a comma, a full stop, a colon, a question mark, Arabic's and CJK's own) before it ends the search, and so does an
 * example's word. Only the value is redacted. A booking reference, an order, a ticket, an IMEI or a tracking number is
 * one case of letters or digits only, and is left.
 */
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';
import { spansTaken } from './named-secrets.js';
import { wideWordsFinder } from './wide-words.js';

/** The names in Latin letters, lower-case, each found by the literal index or a search of its own. */
const ASCII_NAMES = [
  'passwort',
  'kennwort',
  'mot de passe',
  'contrase\u00f1a',
  'contrasena',
  'senha',
  'haslo',
  'wachtwoord',
  'kata sandi',
  'kata laluan',
  'mat khau',
  'sifre',
];
/** The names outside Latin-1, lower-case: Greek's account, access and sign-in codes, Arabic's (with its conjunction or preposition joined before), Polish, Russian, Vietnamese, Turkish. */
const WIDE_NAMES = [
  '\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c4\u03bf\u03c5 \u03bb\u03bf\u03b3\u03b1\u03c1\u03b9\u03b1\u03c3\u03bc\u03bf\u03cd',
  '\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c0\u03c1\u03cc\u03c3\u03b2\u03b1\u03c3\u03b7\u03c2',
  '\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c3\u03cd\u03bd\u03b4\u03b5\u03c3\u03b7\u03c2',
  '\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc \u03c0\u03c1\u03cc\u03c3\u03b2\u03b1\u03c3\u03b7\u03c2',
  '\u03c3\u03c5\u03bd\u03b8\u03b7\u03bc\u03b1\u03c4\u03b9\u03ba\u03cc',
  '\u0643\u0644\u0645\u0629 \u0627\u0644\u0645\u0631\u0648\u0631',
  '\u0643\u0644\u0645\u0629 \u0627\u0644\u0633\u0631',
  '\u0643\u0644\u0645\u0629 \u0645\u0631\u0648\u0631',
  'has\u0142o',
  '\u043f\u0430\u0440\u043e\u043b\u044c',
  'm\u1eadt kh\u1ea9u',
  '\u015fifre',
];
const findWide = wideWordsFinder(WIDE_NAMES);
/** Arabic's conjunction and prepositions written joined to the next word ("وكلمة المرور", "بكلمة المرور"). */
const ARABIC_JOINED = new Set([0x0648, 0x0628, 0x0644, 0x0641]);
/** A clause's mark at a token's end: the search stops after it. */
const CLAUSE_END = /[.,;:!?\u060c\u061b\u061f\u3001\u3002\uff0c\uff1a\uff1b]$/;
/** Marks a value may carry after it (a sentence's), dropped before it is read. */
const TRAILING = /[.,;:!?\u060c\u061b\u061f\u3001\u3002\uff0c]+$/;
/** A quote or a bracket around a value, dropped. */
const WRAPPED = /^["'\u201c\u00ab([]|["'\u201d\u00bb)\]]$/g;
/**
 * A chosen password: ten to sixty-four characters with a capital, a small letter and a digit, a sign inside that joins
 * no words (a network's, a product's or a scheme's name joins them with `-`, `_` or `.`: `KPN-Gast_5G`, `SHA512-crypt`).
 */
const CHOSEN =
  /^(?=[!-~]{10,64}$)(?=[^0-9]{0,63}[0-9])(?=[^a-z]{0,63}[a-z])(?=[^A-Z]{0,63}[A-Z])[A-Za-z0-9._-]{1,40}[!#$%&*+=?@^~][!-~]{1,40}$/;
/** An example's word among the words before the value: the value is a sample's. */
const EXAMPLE_WORD =
  /^(?:e\.?g\.?|z\.?b\.?|np\.?|bijv\.?|ex\.?|p\.ex\.?|example|exemple|ejemplo|exemplo|beispiel|przyk\u0142ad|\u043d\u0430\u043f\u0440\u0438\u043c\u0435\u0440|\u03c0\.\u03c7\.?|\u03c0\u03b1\u03c1\u03ac\u03b4\u03b5\u03b9\u03b3\u03bc\u03b1|\u0645\u062b\u0644|\u0645\u062b\u0627\u0644|contoh|v\u00ed|like|such|format|formato)$/i;
/** A file's name or a link: no password. */
const FILE_OR_LINK = /\.[a-z]{2,4}$|^(?:https?|ftp):|\//i;
/** How many words may stand between the name and the value. */
const MOST_WORDS = 5;
/** How far after the name the value is looked for (code units). */
const REACH = 160;

const isLetterAt = (text: string, i: number): boolean => i >= 0 && /\p{L}/u.test(text[i]!);
/** A blank or a line's break (a token's end). */
const blankAt = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0x3000;
};
/** A JSON string's escaped break or quote (`\n`, `\"`): a token's end too. */
const escapeAt = (text: string, i: number): boolean => {
  if (text.charCodeAt(i) !== 92) return false;
  const c = text.charCodeAt(i + 1);
  return c === 110 || c === 114 || c === 116 || c === 34;
};

/** The value after the name ending at `from`, as [start, value], or undefined. */
function valueAfter(text: string, from: number): readonly [number, string] | undefined {
  // The name must end its word (`Passwortmanager`, `senhas` are other words).
  if (isLetterAt(text, from)) return undefined;
  let i = from;
  const end = Math.min(text.length, from + REACH);
  for (let words = 0; words <= MOST_WORDS; words++) {
    // One blank or a few between words; a line's break ends the sentence.
    const gap = i;
    while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9 || text.charCodeAt(i) === 0xa0)) i++;
    if (i === gap || i >= end) return undefined;
    const start = i;
    while (i < end && !blankAt(text, i) && !escapeAt(text, i)) i++;
    const token = text.slice(start, i);
    const bare = token.replace(TRAILING, '').replace(WRAPPED, '');
    if (CHOSEN.test(bare)) {
      const at = start + token.indexOf(bare);
      return FILE_OR_LINK.test(bare) ? undefined : [at, bare];
    }
    if (CLAUSE_END.test(token) || EXAMPLE_WORD.test(bare) || token.includes('=')) return undefined;
  }
  return undefined;
}

export function detectRunOnPasswords(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const ends: number[] = [];
  for (const name of ASCII_NAMES) for (const at of placesOf(t, name)) if (!isLetterAt(text, at - 1)) ends.push(at + name.length);
  if (t.wide)
    for (const [name, list] of findWide(t))
      for (const at of list) {
        const before = text.charCodeAt(at - 1);
        // Arabic's joined conjunction or preposition, itself at a word's start.
        const lead = ARABIC_JOINED.has(before) && name.charCodeAt(0) === 0x0643 ? at - 1 : at;
        if (!isLetterAt(text, lead - 1)) ends.push(at + name.length);
      }
  if (ends.length === 0) return;
  const taken = spansTaken(out);
  for (const end of ends) {
    const found = valueAfter(text, end);
    if (found === undefined) continue;
    const [start, v] = found;
    if (isPlaceholder(v) || taken(start, start + v.length)) continue;
    out.push({ code: 'credential_password', start, end: start + v.length, redact: 'password' });
  }
}
