/**
 * credential_leak: two names, then two values, in one sentence — "the engineer PIN and master password for the panel
 * are 4471 and …", "the username and password for the portal are jdoe and …", "Wi-Fi name and password were … and …"
 * (docs/content-readings.md, "Two names, two values"). Each value is its name's, in order; a value is read only under a
 * secret's name (a password, a passcode, a passphrase, a PIN, a PUK, a door's, a gate's or an alarm's code), and only where it reads as one: a PIN's
 * or a code's four to twelve digits (not a date, a year, a digit repeated, a count up or down), a password's letters
 * and digits as generated (left-secrets.ts valueLike). Left: where the values are kept ("are in the sealed envelope"),
 * their lengths ("are 4 and 12 characters long"), masks and placeholders, a user's name. Only the secret values are
 * redacted. Each try starts at a copula's literal, reads a bounded stretch after it and at most a line's 160 code units
 * before it.
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { execAt } from './find.js';
import { lineStartWithin } from './line-bounds.js';
import { EXAMPLE, passwordPush } from './office-secrets.js';
import { trivialDigits } from './pin-secrets.js';

/** The copulas a try starts at (a blank on each side). */
const COPULAS = [' are ', ' were ', ' is '];
/** Two values joined by "and" after the copula (groups 2 and 4), each maybe quoted, the second ending its sentence. */
const VALUES =
  /[ \t]{0,2}(?:now[ \t]{1,3})?(["'\x60]?)([^\s"'\x60,;<>()[\]]{4,64}?)\1[ \t]{1,3}(?:and|&)[ \t]{1,3}(["'\x60]?)([^\s"'\x60,;<>()[\]]{4,64}?)\3(?=[.,;!)]?(?:$|[\s"'<]|\\[nrt]))/dy;
/**
 * What a name may be: a secret's (a code only as a door's, a gate's, an alarm's …: a product's or a discount's code is
 * none), or the login's that stands beside one.
 */
const NAME =
  '(pin|puk|password|passwort|passcode|passphrase|pwd|(?:door|gate|alarm|access|entry|lock|safe|keypad|key)[ _-]?code|user[ _-]?name|user[ _-]?id|user|login|account[ _-]?name|account|e-?mail|ssid|wi-?fi[ _-]?name|network[ _-]?name)';
/**
 * The two names right before the copula: the first, its "code" or "number" maybe, "and" or "&", up to two words ("master",
 * "the", "temporary"), the second; then what they are for maybe ("for the Eastfield panel", "at Millbrook").
 */
const NAMES = new RegExp(
  `(?<![\\p{L}\\p{N}])${NAME}(?:[ \\t]{1,3}(?:code|number|no\\.?))?[ \\t]{1,3}(?:and|&)[ \\t]{1,3}(?:[\\p{L}-]{1,20}[ \\t]{1,3}){0,2}?${NAME}(?![\\p{L}\\p{N}])(?:[ \\t]{1,3}(?:for|of|on|at|to|in|with)[ \\t][^\\n.:;!?]{1,60}?)?[ \\t]{0,2}$`,
  'iu',
);
/** Names whose values are secrets. */
const SECRET = /^(?:pin|puk|password|passwort|passcode|passphrase|pwd|[a-z]{3,6}[ _-]?code)$/i;
/** Names whose values are digits as often as not (a PIN's, a door's code). */
const DIGITS_NAME = /^(?:pin|puk|[a-z]{3,6}[ _-]?code)$/i;
/** A secret's name's letters anywhere (PIN, PUK, pass…, pwd, code), read once before any copula is tried. */
const SECRET_WORD = /p(?:in|uk|ass|wd)|code/i;
/** How far back on its line the names are read, and how many copulas are tried at most. */
const REACH = 160;
const MAX_PLACES = 400;

/** The secrets above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectRespectiveCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  // Cheap gates: a secret's name's letters and a joining "and" somewhere (most prose holds many copulas and no secret).
  if (!SECRET_WORD.test(text) || (!text.includes(' and ') && !text.includes(' & '))) return;
  // Four or five digits are a PIN's usual length, which the placeholders' test reads as too short for a password.
  const { push } = passwordPush(text, out, (v) => !/^\d{4,5}$/.test(v) && isPlaceholder(v), [EXAMPLE]);
  let tried = 0;
  for (const copula of COPULAS)
    for (let at = text.indexOf(copula); at >= 0 && tried < MAX_PLACES; at = text.indexOf(copula, at + 1)) {
      tried++;
      const m = execAt(VALUES, text, at + copula.length - 1);
      if (m === null) continue;
      const start = lineStartWithin(text, at, REACH);
      const names = NAMES.exec(text.slice(start < 0 ? at - REACH : start, at));
      if (names === null) continue;
      const [first, second] = [names[1]!, names[2]!];
      if (!SECRET.test(first) && !SECRET.test(second)) continue;
      for (const [name, v, vAt] of [
        [first, m[2]!, m.indices![2]![0]],
        [second, m[4]!, m.indices![4]![0]],
      ] as const) {
        if (!SECRET.test(name)) continue;
        if (/^\d+$/.test(v)) {
          if (DIGITS_NAME.test(name) && v.length <= 12 && !trivialDigits(v)) push(vAt, v, true);
        } else push(vAt, v);
      }
    }
}
