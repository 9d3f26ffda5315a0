/**
 * credential_leak for a Wi-Fi key of lower-case letters alone, words run together (`Password: girasolamarillo`,
 * `WLAN-Schl\u00fcssel: wellenrauschenabend`), under a key's or a password's label on the line that names the network or
 * the line below it. Elsewhere a password's value needs a digit or a sign (placeholders.ts readsAsSecret): a word
 * there is a pointer as often ("Password: reception"). Next to a network's name a host writes the key itself, and a
 * run of ten letters or more that no suffix makes a word of is one; a phrase, a pointer, a default are not.
 */
import { placesOf, type Text } from './find.js';
import { lineEndWithin, lineStartWithin } from './line-bounds.js';

/** What names a network on the line (`Wi-Fi`, `WLAN`, `SSID`, Russian's "network"). */
const NETWORK_WORDS = ['wifi', 'wi-fi', 'wlan', 'ssid'];
const NETWORK_WIDE = '\u0441\u0435\u0442\u044c';
/** A key's or a password's label in the languages hosts write them in. */
const LABELS = [
  'password',
  'passwort',
  'passphrase',
  'pass',
  'key',
  'schl\u00fcssel',
  'cl\u00e9',
  'clave',
  'chiave',
  'contrase\u00f1a',
  'senha',
  'mot de passe',
  'wachtwoord',
  'has\u0142o',
  'heslo',
  '\u015fifre',
  '\u015fifresi',
  'm\u1eadt kh\u1ea9u',
  '\u043f\u0430\u0440\u043e\u043b\u044c',
  'kata sandi',
  'lozinka',
  'jelsz\u00f3',
  'parola',
  'salasana',
  'l\u00f6senord',
  'passord',
].join('|');
/**
 * A label (the network after it: "cl\u00e9 WiFi", "senha do wi-fi"), a colon or `=`, and ten to forty lower-case letters (a quote around them) that end the value: the line's end,
 * a sentence's mark, a bracket's or a dash's note, an element's tag (`<li>Contrase\u00f1a WiFi: \u2026</li>` in a host's page).
 */
const LABELLED_LETTERS = new RegExp(
  String.raw`(?:^|\\[nr]|[^\p{L}\p{N}_])(?:${LABELS})(?:[ \t](?:(?:du|de|do|del|da|k|\u043e\u0442)[ \t])?(?:wi-?fi|wlan))?[ \t]{0,2}[:=][ \t]{0,2}["'\u00ab\u201e\u201c]?([a-z\u00df-\u00f6\u00f8-\u00ff]{10,40})(?=[ \t]{0,3}(?:$|[\n\r.,;!(\u2014\u2013"'\u00bb\u201c\u201d<-]|\\[nr"]))`,
  'gimu',
);
/** Endings that make a run of letters a word (a pointer or a state: "reception", "complimentary", "Rezeption"). */
const WORD_ENDING =
  /(?:tion|sion|ment|able|ible|ness|ity|ary|ory|ive|ous|ful|less|ing|ed|ly|al|ance|ence|ism|ist|ung|keit|heit|schaft|i\u00e8re|eur|ique|mente|ci\u00f3n|si\u00f3n|\u00e7\u00e3o|dade|t\u00e4t)$/;
/** Words a host puts there that are no key: defaults and pointers of ten letters or more. */
const NOT_KEYS = new Set([
  'changemenow',
  'whiteboard',
  'noticeboard',
  'blackboard',
  'guestbook',
  'frontdesk',
  'information',
  'letmeinplease',
]);
/** How far a network's line and the line below it are read. */
const LINE_REACH = 200;

/** The keys above in `t`, each given to `push` (its place and value; a placeholder, a taken span or an example refused there). */
export function networkWordKeys(t: Text, push: (at: number, v: string, shaped: boolean) => void): void {
  const text = t.text;
  const places: number[] = [];
  for (const word of NETWORK_WORDS) places.push(...placesOf(t, word));
  if (t.wide) places.push(...placesOf(t, NETWORK_WIDE));
  if (places.length === 0) return;
  places.sort((a, b) => a - b);
  let readTo = -1;
  for (const p of places) {
    if (p < readTo) continue;
    const start = lineStartWithin(text, p, LINE_REACH);
    const from = start < 0 ? p - LINE_REACH : start;
    let end = lineEndWithin(text, p, LINE_REACH);
    // The line below: a network's name on one line, its key on the next.
    if (end < text.length && end - p < LINE_REACH) end = lineEndWithin(text, end + (text[end] === '\\' ? 2 : 1), LINE_REACH);
    readTo = end;
    const region = text.slice(Math.max(0, from), end);
    LABELLED_LETTERS.lastIndex = 0;
    for (let m = LABELLED_LETTERS.exec(region); m !== null; m = LABELLED_LETTERS.exec(region)) {
      const v = m[1]!;
      if (v !== v.toLowerCase() || WORD_ENDING.test(v) || NOT_KEYS.has(v)) continue;
      push(Math.max(0, from) + m.index + m[0].length - v.length, v, true);
    }
  }
}
