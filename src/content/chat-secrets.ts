/**
 * credential_leak: secrets as people send them in a phone message, where the other readings ask for a colon or a copula
 * (docs/content-readings.md, "Secrets as people send them in chat"):
 * - a Wi-Fi's password after the network's word and its name, no colon between ("rede CasaNorte senha … (nao passa
 *   pros clientes!)", "red TallerSur clave … no se la pases", "netz Backstube passwort …", "reseau X mdp …"), typed as
 *   phones type it, without accents; the value must read as generated (left-secrets.ts valueLike), so "senha ta no
 *   quadro" or "passwort steht auf dem Router" gives none;
 * - backup or recovery codes after their name and a colon on the same line ("the backup codes for your email, here: …
 *   and …", "codigos de backup …: … e …", "kody zapasowe …: … i …"), each code a dashed run of letters and digits
 *   (`k3vd-9qpx-m2wz-77ab`) or two groups of four digits (`2431 1041`); a list of dates, orders or tracking numbers
 *   under another word is not read.
 * A service's own one-time code sent to its owner ("Your verification code is 482913") is left alone, as the spent
 * slices label it. Each reading starts at an indexed literal and tries bounded, sticky patterns there.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { EXAMPLE, passwordPush } from './office-secrets.js';
import { trivialDigits } from './pin-secrets.js';

/** A password's word as phones type it, each literal with the pattern of the whole word at its place. */
const PASSWORD_WORDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['senha', /senha/iy],
  ['clave', /clave/iy],
  ['contrase', /contrase(?:\u00f1|n)a/iy],
  ['passwort', /passwort/iy],
  ['password', /password/iy],
  ['mdp', /mdp/iy],
  ['mot de passe', /mot de passe/iy],
  ['wachtwoord', /wachtwoord/iy],
  ['haslo', /haslo/iy],
  ['has\u0142o', /has\u0142o/iy],
  ['sifre', /sifre/iy],
  ['\u015fifre', /\u015fifre/iy],
  ['mat khau', /mat khau/iy],
  ['m\u1eadt kh\u1ea9u', /m\u1eadt kh\u1ea9u/iy],
  ['sandi', /sandi/iy],
  ['losenord', /losenord/iy],
  ['l\u00f6senord', /l\u00f6senord/iy],
  ['passord', /passord/iy],
  ['salasana', /salasana/iy],
];
/** Short names of a password, read only beside a Wi-Fi's word ("wifi pw …", "pass do wifi: …"). */
const SHORT_WORDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['pw', /pw/iy],
  ['pwd', /pwd/iy],
  ['pass', /pass/iy],
];
/** Right before the password's word: a Wi-Fi's word, no name between ("wifi pw …", "wlan passwort …"). */
const WIFI_BEFORE = /(?:^|[\s,:;("'\u201c\u00ab])(?:wi-?fi|wlan)[ \t]{1,3}$/i;
/**
 * After the password's word: whose it is, a Wi-Fi's ("do wifi", "del wifi", "du wifi", "of the wifi"), then a copula
 * maybe, typed without its accent ("e", "es", "est", "is", "ist", "jest", "to"), or a colon.
 */
const OF_WIFI =
  /[ \t]{1,3}(?:(?:do|da|de|del|della|du|dla|of|for|f(?:u|\u00fc|ue)r|vom)[ \t]{1,3}(?:(?:the|das|la|le|o|a)[ \t]{1,3})?)?(?:wi-?fi|wlan)(?:[ \t]{1,3}(?:e|\u00e9|es|est|is|ist|era|\u00e8|jest|to))?[ \t]{0,2}:?(?=[ \t])/iy;
/**
 * A PIN in small letters as phones type it, after a copula: whose it is maybe ("do cartao", "del banco", "fuer die
 * karte", "of the door"), the copula, four to eight digits, then a blank, a mark or the line's end ("the door pin is
 * …", "pin do cartao e …"). A connector's pin has a number right after the word ("pin 4 of the header"), a length one
 * digit ("4 digits"): neither is read.
 */
const PIN_SAID =
  /(?:[ \t]{1,3}(?:do|da|de|del|della|du|dla|of|for|f(?:u|\u00fc|ue)r|vom)[ \t]{1,3}(?:(?:the|das|die|la|le|o|a|my|your|mein|dein)[ \t]{1,3})?[^\s\d.,;:!?]{2,20})?[ \t]{1,3}(?:is|e|\u00e9|es|est|ist|\u00e8|era|jest|to)[ \t]{1,3}(\d{4,8})(?=$|[\s.,;!?)"'\u201d]|\\n)/iy;
/**
 * Before the password's word on its line: a network's word (Portuguese, Spanish, Italian, German, French, English,
 * Dutch, Polish, Turkish, Vietnamese, Indonesian, the Nordic languages), "do"/"de" maybe, the network's name as one
 * token (quoted maybe), a comma maybe. The name is no word of the password's own sentence: it holds a capital, a digit
 * or an underscore.
 */
const NETWORK_THEN_NAME =
  /(?:^|[\s,:;("'\u201c\u00ab])(?:rede|red|rete|netz|netzwerk|wlan|wifi|wi-fi|ssid|reseau|r\u00e9seau|network|netwerk|siec|sie\u0107|ag|a\u011f|mang|m\u1ea1ng|jaringan|natverk|n\u00e4tverk|nettverk|verkko)[ \t]{1,3}(?:(?:do|da|de|del|du)[ \t]{1,3})?(["'\u00ab\u201c]?)([^\s"',;:\u00bb\u201d]{2,32})\1[ \t]{0,2},?[ \t]{1,3}$/i;
/** After the password's word: blanks, a quote maybe, the value, then a blank, the line's end or a mark. */
const VALUE_AFTER = /[ \t]{1,3}(["'\x60]?)([^\s"'<>()\x60\\]{6,64})\1(?=$|[\s.,;!?)"'\x60]|\\n)/y;

/** The names of backup codes, at the literal each starts with. */
const CODE_NAMES: ReadonlyArray<readonly [string, RegExp]> = [
  ['backup', /backup[ -]?codes?/iy],
  ['back-up', /back-up[ -]?codes?/iy],
  ['recovery', /recovery[ -]?codes?/iy],
  ['codigos de', /codigos de (?:backup|respaldo|recupera(?:cao|\u00e7\u00e3o|cion))/iy],
  ['c\u00f3digos de', /c\u00f3digos de (?:backup|respaldo|recupera(?:cao|\u00e7\u00e3o|ci\u00f3n))/iy],
  ['codes de', /codes de (?:secours|r[e\u00e9]cup[e\u00e9]ration|sauvegarde)/iy],
  ['codici di', /codici di (?:backup|recupero|riserva)/iy],
  ['kody zapasowe', /kody zapasowe/iy],
  ['kody odzyskiwania', /kody odzyskiwania/iy],
  ['yedek kod', /yedek kodlar[\u0131i]?/iy],
  ['reservkod', /reservkod(?:er|erna)?/iy],
  ['herstelcode', /herstelcodes?/iy],
  ['wiederherstellungscode', /wiederherstellungscodes?/iy],
  ['sicherungscode', /sicherungscodes?/iy],
];
/** From the codes' name to the colon on its line: up to eighty characters that end no sentence. */
const TO_COLON = /[^\n.!?:]{0,80}:/y;
/** One code: a dashed run of letters and digits, or two groups of four digits; then a separator or the end. */
const CODE = /[ \t]{0,3}([a-z0-9]{3,5}(?:-[a-z0-9]{3,5}){1,4}|\d{4} \d{4})(?=$|[\s.,;!?)"'\x60]|\\n)/iy;
/** Between two codes: a comma, a slash, or "and" in the languages above. */
const AND = /[ \t]{0,2}(?:,|\/|;)?[ \t]{0,3}(?:(?:and|e|y|und|et|i|ve|och|en|og)[ \t]{1,3})?/iy;
/** How many codes one list may hold. */
const MAX_CODES = 16;

/**
 * Whether a dashed code mixes letters and digits, or is groups of digits only: not a word's pieces (`wi-fi`), nor a
 * record's id, a letters-only prefix before groups of digits (`JOB-2026-0311`, `INC-48213`: a job's, a ticket's, a
 * snapshot's number after "backup codes"; docs/content-readings.md, "Backup or recovery codes").
 */
function codeShaped(v: string): boolean {
  if (/^\d{4} \d{4}$/.test(v)) return true;
  if (/^[a-z]{2,5}(?:-\d{2,5}){1,4}$/i.test(v)) return false;
  const plain = v.replace(/-/g, '');
  return /\d/.test(plain) && /[a-z]/i.test(plain) && plain.length >= 8;
}

/** The passwords and codes above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectChatCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const { push, taken, example } = passwordPush(text, out, isPlaceholder, [EXAMPLE]);
  /** Whether the code unit at `i` (inside the text) is a word's: a letter, a digit or `_`. */
  const wordAt = (i: number): boolean => i >= 0 && i < text.length && /[\p{L}\p{N}_]/u.test(text[i]!);
  /**
   * The value after the password's word at [at, end): where a network's word and name stand before it, or (`short`
   * names only there) a Wi-Fi's word right before it, or whose Wi-Fi it is after it.
   */
  const readNear = (at: number, end: number, short = false): void => {
    const before = text.slice(Math.max(0, at - 60), at);
    const net = NETWORK_THEN_NAME.exec(before);
    let from = -1;
    if ((net !== null && /[A-Z0-9_]/.test(net[2]!) && !short) || WIFI_BEFORE.test(before)) from = end;
    else {
      const o = execAt(OF_WIFI, text, end);
      if (o !== null) from = o.index + o[0].length;
    }
    if (from < 0) return;
    const v = execAt(VALUE_AFTER, text, from);
    if (v !== null) push(v.index + v[0].lastIndexOf(v[2]!), v[2]!);
  };
  /** Each password's word of `words` standing as a whole word, read with `readNear`. */
  const readWords = (words: typeof PASSWORD_WORDS, short: boolean): void => {
    for (const [literal, word] of words) {
      for (const at of placesOf(t, literal)) {
        const w = execAt(word, text, at);
        if (w === null || wordAt(at - 1)) continue;
        const end = at + w[0].length;
        if (wordAt(end)) continue;
        readNear(at, end, short);
      }
    }
  };
  readWords(PASSWORD_WORDS, false);
  readWords(SHORT_WORDS, true);
  for (const at of placesOf(t, 'pin')) {
    if ((at > 0 && /[\p{L}\p{N}_'\u2019-]/u.test(text[at - 1]!)) || wordAt(at + 3)) continue;
    const m = execAt(PIN_SAID, text, at + 3);
    if (m === null || trivialDigits(m[1]!)) continue;
    // Digits alone are a placeholder to a password's readings; a PIN is digits.
    const start = m.index + m[0].length - m[1]!.length;
    if (!taken(start, start + m[1]!.length) && !example(start))
      out.push({ code: 'credential_password', start, end: start + m[1]!.length, redact: 'password' });
  }
  for (const [literal, name] of CODE_NAMES) {
    for (const at of placesOf(t, literal)) {
      if (wordAt(at - 1)) continue;
      const n = execAt(name, text, at);
      if (n === null) continue;
      const c = execAt(TO_COLON, text, at + n[0].length);
      if (c === null) continue;
      let from = c.index + c[0].length;
      for (let k = 0; k < MAX_CODES; k++) {
        const m = execAt(CODE, text, from);
        if (m === null || !codeShaped(m[1]!)) break;
        const start = m.index + m[0].length - m[1]!.length;
        const e = start + m[1]!.length;
        if (!taken(start, e) && !isPlaceholder(m[1]!) && !example(start))
          out.push({ code: 'credential_password', start, end: e, redact: 'password' });
        const a = execAt(AND, text, e);
        from = a === null ? e : a.index + a[0].length;
      }
    }
  }
}
