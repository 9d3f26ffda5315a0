/**
 * credential_leak: a PIN named as one - "PIN: 4827", "Door controller PIN for the east wing (panel 3): 58193027", "the
 * alarm PIN is 480213", "Tresor-PIN: ...", "code PIN du coffre : ...", "SIM card PIN 6231, PUK ...", Turkish "PIN'i: ..."; a
 * SIM card's PUK ("PUK 88120935", "PUK code is ...") likewise.
 * "PIN" is read as written in capitals (a pin, a pinned tab, a shipping line are words); up to sixty characters may say
 * whose PIN it is before a colon, a copula or a dash. The value is four to twelve digits (not a date, a year, one digit
 * repeated or a count up or down) or letters and digits that read as a password; a length ("8 digits"), a count of
 * attempts or days, a mask, a pointer and an example's line are none. Only the value is redacted.
 */
import type { Hit } from './codes.js';
import { execAt, type Text } from './find.js';
import { valueLike } from './left-secrets.js';
import { EXAMPLE, passwordPush } from './office-secrets.js';

/**
 * After "PIN": its code's word or a possessive maybe, a qualifier of up to sixty characters (no colon, no line break),
 * then a colon, a copula or a dash, then the value (group 1); or the value right after a blank when a comma, a
 * semicolon, a closing bracket or the line's end follows it (group 2).
 */
const AFTER_PIN =
  /(?:[- ]?code|['\u2019]i|-?nummer)?(?:(?:[ \t][^\n:=\\]{1,60}?)?(?:[ \t]{0,2}[:\uff1a=]|[ \t](?:is|ist|est|es|er|je|era|was|on)(?:[ \t]{0,2}:)?|[ \t]{1,2}[-\u2013\u2014])[ \t]{1,3}([!#-&*-;=?-Z^_a-~]{4,64}?)(?=[.,;)]?(?:$|[\s"'<]|\\[nrt]))|[ \t]{1,2}(\d{4,12})(?=[,;)]|[ \t]{0,2}(?:$|\r?\n|\\[nr])))/y;
/** Words of a qualifier that make the number after it another's: a reference, a device, a batch, a length, a count. */
const OTHER_NUMBER =
  /\b(?:ref(?:erence)?|ticket|order|case|id|serial|model|device|terminal|pad|batch|version|count|length|attempts?|policy|request|reset|mailer|block|format|tries|expir\w{0,4}|changed|issued|date)\b/i;
/** What says the number after a PIN's name is no PIN: a length, a count of attempts, a time. */
const NOT_A_VALUE =
  /^[ \t]{0,2}(?:-?digits?|-?stellig|chiffres|ziffern|stellen|cifras|d\u00edgitos|cifre|characters|chars|attempts|tries|times|days|hours|minutes|months)(?![A-Za-z])/i;
/**
 * A conference bridge's participant PIN, printed for every invitee beside the dial-in number (docs/content-readings.md,
 * "The seventy-second to seventy-fourth slices' label questions"): the participant's word before "PIN", or digits in
 * groups that a `#` closes (`3294 6861#`), as a phone's keypad takes them.
 */
const PARTICIPANT_BEFORE = /(?:participant|attendee|teilnehmer|participante|partecipante|guest)[ \t-]{0,2}$/i;
const KEYPAD_GROUPS = /^(?:[ \t]\d{2,8}){1,3}#/;
/** A date, a year, one digit repeated, a count up or down (`20261210`, `2024`, `0000`, `123456`). */
export function trivialDigits(v: string): boolean {
  if (/^(?:19|20)\d\d(?:(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))?$/.test(v)) return true;
  return [0, 1, 9].some((step) => [...v].every((c, i) => i === 0 || (c.charCodeAt(0) - v.charCodeAt(i - 1) + 10) % 10 === step));
}

/** A postal address's words on a line before an Indian postcode's "PIN" (`Address: 12 MG Road, Bengaluru, PIN 560001`). */
const ADDRESS_WORDS = /\b(?:address|addr|road|rd|street|marg|nagar|lane|colony|sector|district|dist|taluka?|tehsil|india|village)\b/i;
/** Words of what a PIN opens that stand before it in its own field (`…, door PIN 560001`): a secret, not a postcode. */
const PIN_OF = /\b(?:alarm|door|safe|sim|card|lock|bank|atm|vault|panel|keypad|gate|login|account|phone|wallet|locker|admin|device)\b/i;

/**
 * Whether six digits after "PIN" at `at` are India's postal code in an address line: the line names an address, a road, a
 * street or a district before it, or the PIN opens a field after a comma or a dash and a state's name follows (`Bengaluru,
 * PIN 560001, Karnataka`); the field holding "PIN" names nothing a PIN opens.
 */
function postcode(text: string, at: number, v: string, end: number): boolean {
  if (!/^[1-9]\d{5}$/.test(v)) return false;
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const before = text.slice(Math.max(lineStart, at - 160), at);
  const field = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf('\u2014'), before.lastIndexOf('\u2013')) + 1);
  if (PIN_OF.test(field)) return false;
  if (ADDRESS_WORDS.test(before)) return true;
  return /[,\u2013\u2014-][ \t]{0,2}$/.test(before) && /^[ \t]{0,2},[ \t]{0,2}[A-Z][a-z]{2,}/.test(text.slice(end, end + 20));
}

/** The PINs above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectPinCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  if (!text.includes('PIN') && !text.includes('PUK')) return;
  // Four or five digits are a PIN's usual length, which the placeholders' test reads as too short for a password.
  const { push } = passwordPush(text, out, (v) => !/^\d{4,5}$/.test(v) && isPlaceholder(v), [EXAMPLE]);
  // A SIM card's PUK (the code that unlocks its PIN) is read as a PIN is.
  for (const name of ['PIN', 'PUK'])
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 3)) {
      const before = text.charCodeAt(at - 1);
      const after = text.charCodeAt(at + 3);
      // A word of its own: no letter or digit before it (a dash may join it: `Tresor-PIN`), none after it (`PINs`).
      if ((before >= 48 && before <= 57) || ((before | 32) >= 97 && (before | 32) <= 122)) continue;
      if ((after >= 48 && after <= 57) || ((after | 32) >= 97 && (after | 32) <= 122)) continue;
      const m = execAt(AFTER_PIN, text, at + 3);
      if (m === null) continue;
      // A qualifier that names another number: a reference's, a device's, a batch's, a length or a count.
      if (OTHER_NUMBER.test(m[0])) continue;
      const v = (m[1] ?? m[2])!.replace(/[.,;:!?]+$/, '');
      const end = m.index + m[0].length;
      if (NOT_A_VALUE.test(text.slice(end, end + 16))) continue;
      const digits = /^\d+$/.test(v);
      if (digits ? v.length < 4 || v.length > 12 || trivialDigits(v) : !valueLike(v)) continue;
      if (digits && name === 'PIN' && postcode(text, at, v, end)) continue;
      if (digits && (PARTICIPANT_BEFORE.test(text.slice(Math.max(0, at - 16), at)) || KEYPAD_GROUPS.test(text.slice(end, end + 30))))
        continue;
      push(end - (m[1] ?? m[2])!.length, v, true);
    }
}
