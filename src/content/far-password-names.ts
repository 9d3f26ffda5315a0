/**
 * credential_leak: a password under its name in languages the other readings do not list, as notes and mails write it
 * (docs/content-readings.md, "credential_leak: password names further afield"): Hungarian `jelszó` and its inflections
 * (`jelszava`, `jelszavát`), Azerbaijani `şifrə` with a possessive (`şifrəsi`), Armenian
 * `գաղտնաբառ` (`գաղտնաբառը`), Georgian `პაროლი`, Kazakh `құпия сөз` (`құпия сөзі`) and `паролі`, Kyrgyz `сырсөз`, Uzbek
 * and Latvian `paroli`, `parole`, Hebrew `סיסמה`, Arabic `كلمة مرور`, a German compound's `…passwort`: the name, up to
 * three words that say
 * whose or for when ("jelszava a héten"), then a colon (or Armenian's `՝`) and the value. The value must read as generated
 * or as a chosen password (capitals, small letters and a digit, a sign inside), be no placeholder, and is the only part
 * redacted. Each name is found from its own letters (wide-words.ts; the ASCII stems by a search each).
 */
import type { Hit } from './codes.js';
import { execAt, type Text } from './find.js';
import { literalGate } from './literal-gates.js';
import { valueLike } from './left-secrets.js';
import { spansTaken } from './named-secrets.js';
import { wideWordsFinder } from './wide-words.js';

/** The names' stems outside Latin-1, lower-case (the finder reads either case of their first wide letter). */
const WIDE_STEMS = [
  // Azerbaijani's `şifrə` (Turkish `şifre` is label-secrets.ts's).
  '\u015fifr\u0259',
  '\u0563\u0561\u0572\u057f\u0576\u0561\u0562\u0561\u057c',
  '\u10de\u10d0\u10e0\u10dd\u10da',
  '\u049b\u04b1\u043f\u0438\u044f \u0441\u04e9\u0437',
  // Kazakh's and other Cyrillic languages' "paroli", Kyrgyz's "syrsöz", Hebrew's "sisma" (and its construct "sismat"),
  // Arabic's "kalimat murur" and "kalimat as-sirr".
  '\u043f\u0430\u0440\u043e\u043b',
  '\u0441\u044b\u0440\u0441\u04e9\u0437',
  '\u05e1\u05d9\u05e1\u05de',
  '\u0643\u0644\u0645\u0629 \u0645\u0631\u0648\u0631',
  '\u0643\u0644\u0645\u0629 \u0627\u0644\u0645\u0631\u0648\u0631',
  '\u0643\u0644\u0645\u0629 \u0627\u0644\u0633\u0631',
];
/**
 * The ASCII stems, found by one search each: Hungarian's `jelsz`; `parol` (Uzbek's and Azerbaijani's `parol`, `paroli`,
 * Latvian's `parole`) at a word's start only, and not before a colon French typography spaces off (`Parole :`, a
 * speaker's turn or lyrics in French); German's `passwort` ending a compound (`Kassenpasswort`).
 */
/** One search for any of the ASCII stems before each is sought (most texts hold none). */
export const ASCII_GATE = /jelsz|parol|passwort/i;
/** ASCII_GATE tried only where the literal index found `jelsz`, `parol` or `pass` (literal-gates.ts). */
const holdsAsciiStem = literalGate(ASCII_GATE, ['jelsz', 'parol', 'pass']);
const ASCII_STEMS: ReadonlyArray<readonly [RegExp, number]> = [
  [/jelsz/gi, 5],
  // Not French "paroles" (a song's lyrics) nor Italian "parole chiave" (keywords): those languages' words, no password.
  [/(?<![A-Za-z])parol(?!es\b|e[ \t]+chiave\b)/gi, 5],
  [/[a-z\u00e4\u00f6\u00fc]passwort/gi, 9],
];
const findWide = wideWordsFinder(WIDE_STEMS);
/**
 * After a stem: the rest of its word (an inflection), up to three words with no colon, a colon (a full-width one, or
 * Armenian's comma-like `՝`) or Arabic's copula as a word of its own (`هي`, `هو`: "كلمة مرور بوابة البائع هي …", "the
 * seller portal's password is …"), blanks, the value. Group 1 the value. Words and blanks are disjoint classes; the
 * copula is also a word, tried once as each of at most three.
 */
const AFTER =
  /[\p{L}\p{M}]{0,12}(?:[ \t]{1,3}[^\s:\uff1a\u055d]{1,24}){0,3}(?:[ \t]{0,2}[:\uff1a\u055d]|[ \t]{1,3}\u0647[\u064a\u0648])[ \t]{1,3}([!#-&*-;=?-Z^_a-~]{6,64})(?=$|[\s"')\]<]|\\[nrt])/uy;
/** A chosen password: ten or more characters with a capital, a small letter and a digit, a sign inside. */
const CHOSEN =
  /^(?=[!-~]{10,64}$)(?=[^0-9]{0,63}[0-9])(?=[^a-z]{0,63}[a-z])(?=[^A-Z]{0,63}[A-Z])[A-Za-z0-9]{1,40}[!#$%&*+.=?@^~_-][!-~]{1,40}$/;
/** A file's name or a link's tail: no password. */
const FILE_OR_LINK = /\.[a-z]{2,4}$|^(?:https?|ftp):|\//i;

/** Whether a `parol…` name ending at `place` stands before a colon spaced off as French writes it (`Parole : …`). */
function frenchColon(text: string, place: number, after: string): boolean {
  if (text.slice(place - 5, place).toLowerCase() !== 'parol') return false;
  return /^[\p{L}]{0,12}[ \t\u00a0\u202f][:\uff1a]/u.test(after);
}

export function detectFarPasswordNames(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  // Where each name's stem ends.
  const places: number[] = [];
  for (const [stem, length] of holdsAsciiStem(t) ? ASCII_STEMS : []) {
    stem.lastIndex = 0;
    for (let m = stem.exec(text); m !== null; m = stem.exec(text)) places.push(m.index + length);
  }
  if (t.wide) for (const [stem, list] of findWide(t)) for (const at of list) places.push(at + stem.length);
  if (places.length === 0) return;
  const taken = spansTaken(out);
  for (const place of places) {
    const m = execAt(AFTER, text, place);
    if (m === null || frenchColon(text, place, m[0])) continue;
    const v = m[1]!.replace(/[.,;:]+$/, '');
    const start = m.index + m[0].length - m[1]!.length;
    if (!(valueLike(v) || CHOSEN.test(v)) || FILE_OR_LINK.test(v) || isPlaceholder(v) || taken(start, start + v.length)) continue;
    out.push({ code: 'credential_password', start, end: start + v.length, redact: 'password' });
  }
}
