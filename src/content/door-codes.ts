/**
 * credential_leak: a door's, a gate's, a keypad's, an alarm's or a lockbox's code named as one - "keypad code 4471#",
 * "Door code: 58193", "the gate code is 88120", "Alarm code 55190 - disarm ...", "T\u00fcrcode: 4471", "digicode : 2051B"
 * is none (letters), "code de la porte : 4471", "portkod 7781", "kod do bramy: 3391". The code opens a place, as a PIN
 * opens a card: four to ten digits (a `#` or `*` after them as a keypad takes them, one before maybe), right after the
 * name or after a qualifier of up to forty characters and a colon, a copula or a dash. Not a date, a year, one digit
 * repeated or a count, not a length ("4 digits"), a reset's or an error's number, an example's line. Only the value is
 * redacted. Each reading starts at an indexed literal (the name's last word), its word read back to where it starts.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { EXAMPLE, passwordPush } from './office-secrets.js';
import { trivialDigits } from './pin-secrets.js';

/**
 * The literals a code's name ends with (ASCII: the index folds only ASCII), and the name before each, read back from
 * the literal's end on its line: English, German (`T\u00fcrcode`, `Torcode`), Dutch, French, Spanish, Portuguese, Italian,
 * Nordic, Finnish and Polish names.
 */
const NAMES: ReadonlyArray<readonly [string, RegExp]> = [
  [
    ' code',
    /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])(?:(?:front|back|main|side)[ \t])?(?:door|gate|keypad|key[ \t]?pad|alarm|lock[ \t]?box|key[ \t]?box|key[ \t]safe|entry|entrance|garage|padlock|locker|safe|shed|porch|intercom)[ \t]code$/i,
  ],
  ['-code', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])(?:door|gate|keypad|alarm|lockbox|keybox|entry|garage|locker|t\u00fcr|tor)-code$/i],
  ['rcode', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])(?:haus)?(?:t\u00fcr|tuer|tor|deur|poort)code$/i],
  ['alarmcode', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])alarmcode$/i],
  ['digicode', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])digicode$/i],
  ['code de la porte', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])code de la porte$/i],
  ['code du portail', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])code du portail$/i],
  ['digo de la puerta', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])c[o\u00f3]digo de la puerta$/i],
  ['digo do port', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])c[o\u00f3]digo do port(?:\u00e3|a)o$/i],
  ['codice del cancello', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])codice del cancello$/i],
  ['kod', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])(?:port|d\u00f6rr|larm)kod$/i],
  ['kode', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])(?:port|d\u00f8r|alarm)kode$/i],
  ['ovikoodi', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])ovikoodi$/i],
  ['kod do', /(?:^|[^A-Za-z\u00c0-\u024f]|\\[nrt])kod do (?:drzwi|bramy|domofonu)$/i],
];
/**
 * After the name: the code right after a blank, or a qualifier (no colon, digit or line break) and a colon, a copula or a
 * dash, then the code (group 1): digits, a keypad's `#` or `*` after them, one `*` before maybe; a mark or the line's end after it.
 */
const AFTER_NAME =
  /(?:(?:[ \t][^\n:=\d\\]{1,40}?)?(?:[ \t]{0,2}[:\uff1a=]|[ \t](?:is|ist|est|es|er|\u00e4r|on|je|jest|was|\u00e9|\u00e8)(?:[ \t]{0,2}:)?|[ \t]{1,2}[-\u2013\u2014]))?[ \t]{1,3}(\*?\d{4,10}[#*]?)(?=[.,;)]?(?:$|[\s"'<]|\\[nrt]))/y;
/**
 * After the name, a qualifier saying what it opens with no mark before the code ("Entry code for the bike shed 4471#"):
 * only where the code ends its clause (a bracket, a quote or the line's end after it), so a building's or a unit's
 * number inside the qualifier is none.
 */
const AFTER_FOR =
  /[ \t](?:for|to|at|of|on|f\u00fcr|pour|para|per|voor)[ \t][^\n:=\d\\]{1,40}?[ \t]{1,3}(\*?\d{4,10}[#*]?)(?=[.,;]?[ \t]{0,2}(?:$|\(|\r?\n|\\[nr]|"))/y;
/** A word after the number that makes it a length, a count or a time. */
const NOT_A_CODE =
  /^[ \t]{0,2}(?:-?digits?|-?stellig|chiffres|ziffern|stellen|cifras|d\u00edgitos|cifre|siffror|sifre|numeroa|cyfr|characters|attempts|tries|times|days|hours|minutes|months)(?![A-Za-z])/i;
/** A verb right after the number: the code is what the sentence speaks of, not given. */
const SUBJECT = /^[ \t]{1,3}(?:is|was|are|has|isn['\u2019]t)\b/i;
/** A qualifier's words that make the number after it another's: a ticket's, an error's, a model's, a reset's, a date's. */
const OTHER_NUMBER =
  /\b(?:ref(?:erence)?|ticket|order|case|error|model|serial|version|length|reset|changed|expir\w{0,4}|since|date|room|zone)\b/i;

/** The codes above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectDoorCodes(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  let push: ReturnType<typeof passwordPush>['push'] | undefined;
  for (const [literal, name] of NAMES)
    for (const at of placesOf(t, literal)) {
      const end = at + literal.length;
      const window = text.slice(Math.max(0, end - 40), end);
      if (!name.test(window.slice(window.lastIndexOf('\n') + 1))) continue;
      const m = execAt(AFTER_NAME, text, end) ?? execAt(AFTER_FOR, text, end);
      if (m === null || OTHER_NUMBER.test(m[0])) continue;
      const v = m[1]!;
      const after = m.index + m[0].length;
      // A length, a count, or the code as a sentence's subject ("Keypad code 2580 is a common weak choice").
      if (NOT_A_CODE.test(text.slice(after, after + 16)) || SUBJECT.test(text.slice(after, after + 10))) continue;
      if (trivialDigits(v.replace(/[#*]/g, ''))) continue;
      // Four or five digits are a code's usual length, which the placeholders' test reads as too short for a password.
      push ??= passwordPush(text, out, (s) => !/^\*?\d{4,5}[#*]?$/.test(s) && isPlaceholder(s), [EXAMPLE]).push;
      push(after - v.length, v, true);
    }
}
