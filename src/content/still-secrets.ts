/**
 * credential_leak: a password a sentence gives in the words the other readings do not read — other languages' names
 * and tenses (French "mdp" and "le mot de passe était / sera / c'est", Italian "la parola d'ordine è", "la password
 * e' / era / sarà", Portuguese "a palavra-passe é" and "a senha era / será", Dutch "het wachtwoord wordt / werd",
 * Spanish "la contraseña era / será" and "la clave de acceso es", Polish "hasło to", Turkish "şifresi:", German "das
 * Kennwort war"), a value in «guillemets» or „German quotes“, an English adverb after "is" ("the password is still …",
 * "is currently …", "has been …"), and a value in square brackets after a password's name
 * ("password [ … ]", "pw=[…]"), and an environment name that says secret by convention (`REDIS_AUTH=…`,
 * `LDAP_BIND_PW=…`). Each copula only after its own language's name; the words between may not say the sentence is
 * about something else, and the value must read as a password and look random (no word, reference, placeholder or
 * hash). Each reading starts at an indexed literal and tries a bounded, sticky pattern there; only the value is
 * redacted.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { aboutElse, governed, romanceElse } from './far-secrets.js';
import { valueLike } from './left-secrets.js';
import { spansTaken } from './named-secrets.js';

/** Up to four words between a name and its copula or verb, none a mark, a quote or a bracket (office-secrets.ts too). */
export const WORDS = String.raw`((?:[ \t]{1,3}[^\s.,;:!?"<>()[\]\\\u00ab\u00bb\u201e\u201c\u201d]{1,20}){0,4}?)`;
/**
 * A value after a blank, in quotes maybe (a blank inside «guillemets» too), printable ASCII but quotes, brackets and
 * backslashes, to its end: group 1 the quote, group 2 the value. A word with letters outside ASCII is a slogan's or a
 * sentence's ("Bezpieczeństwo2026", "Obrigatória2026").
 */
const VALUE = String.raw`[ \t]{1,3}([\x60*"'\u00ab\u201e\u201c]?)[ \t\u00a0]?([!#-&+-;=?-Z^_a-~]{6,64})(?=$|[\s.,;:!?)"'\x60*\u00bb\u201c\u201d]|\\n)`;
/** A colon right after the name, then the value. */
const COLON = String.raw`()[ \t]{0,3}:`;
/**
 * Each name as its sticky pattern from the name's start: group 1 the words between, then the copula, then VALUE (its
 * last two groups). A copula only after its own language's name.
 */
const SAID: Readonly<Record<string, RegExp>> = {
  mdp: new RegExp(String.raw`mdp(?:${WORDS}[ \t]{1,3}(?:est|c['\u2019]est|\u00e9tait|sera)|${COLON})${VALUE}`, 'iy'),
  passe: new RegExp(String.raw`passe${WORDS}[ \t]{1,3}(?:est|c['\u2019]est|\u00e9tait|sera)${VALUE}`, 'iy'),
  ordine: new RegExp(String.raw`ordine(?:${WORDS}[ \t]{1,3}(?:\u00e8|e'|era|sar\u00e0)|${COLON})${VALUE}`, 'iy'),
  password: new RegExp(String.raw`password${WORDS}[ \t]{1,3}(?:\u00e8|e'|era|sar\u00e0)${VALUE}`, 'iy'),
  palavra: new RegExp(String.raw`passe(?:${WORDS}[ \t]{1,3}(?:\u00e9|era|ser\u00e1)|${COLON})${VALUE}`, 'iy'),
  senha: new RegExp(String.raw`senha${WORDS}[ \t]{1,3}(?:era|ser\u00e1)${VALUE}`, 'iy'),
  contrase: new RegExp(String.raw`contrase(?:\u00f1|n)a${WORDS}[ \t]{1,3}(?:era|ser\u00e1|es)${VALUE}`, 'iy'),
  clave: new RegExp(
    String.raw`clave[ \t]{1,3}(?:de[ \t]{1,3}acceso|del[ \t]{1,3}wi-?fi|wi-?fi|de[ \t]{1,3}red)${WORDS}[ \t]{1,3}es${VALUE}`,
    'iy',
  ),
  wachtwoord: new RegExp(String.raw`wachtwoord${WORDS}[ \t]{1,3}(?:wordt|werd)${VALUE}`, 'iy'),
  haslo: new RegExp(String.raw`has(?:\u0142|l)o(?:${WORDS}[ \t]{1,3}to|${COLON})${VALUE}`, 'iy'),
  sifre: new RegExp(String.raw`(?:\u015f|s)ifre(?:si)?${COLON}${VALUE}`, 'iy'),
  wort: new RegExp(String.raw`(?:pass|kenn)wort${WORDS}[ \t]{1,3}war${VALUE}`, 'iy'),
};
/** What closes each opening quote. */
export const CLOSING: Readonly<Record<string, string>> = { '\u00ab': '\u00bb', '\u201e': '\u201c\u201d', '\u201c': '\u201d' };
/**
 * After an English password's name: an adverb after "is" or "was" ("still", "currently", "actually" …), "is unchanged:",
 * "is still the same:", "will be", "has been", "stays" ("should be" is a policy's as often); then VALUE.
 */
const ADVERB = new RegExp(
  String.raw`()(?:[ \t]{1,3}(?:is|was)[ \t]{1,3}(?:still|currently|actually|just|again|also|probably|simply|really)|[ \t]{1,3}is[ \t]{1,3}(?:unchanged|still[ \t]{1,3}the[ \t]{1,3}same)[ \t]{0,3}:|[ \t]{1,3}will[ \t]{1,3}be|[ \t]{1,3}has[ \t]{1,3}been|[ \t]{1,3}stays)${VALUE}`,
  'iy',
);
/** After a password's name: `=` or `:` maybe, then the value in square brackets ("password [ … ]", "pw=[…]"). */
const BRACKETED = /[ \t]{0,3}(?:[:=][ \t]{0,3})?\[[ \t]?([^\s"'<>()[\]\\\x60]{6,64})[ \t]?\]/y;
/** A word before the name on its line that says the value is an example, as docs and policies give one. */
const EXAMPLE =
  /(?:example|e\.g\.|z\.\s?b\.|beispiel|exemple|ejemplo|esempio|exemplo|voorbeeld|przyk\u0142ad|\u00f6rne\u011fin|for instance|such as)/i;
/** An algorithm's or an encoding's name inside a value (`Pbkdf2Sha256`, `WPA2AES256`): a scheme, not a password. */
const SCHEME_WORD = /pbkdf|sha-?\d|md5|bcrypt|argon|scrypt|aes|rsa|hmac|base64|wpa\d/i;
/** A character class's ranges (`A-Z`, `a-z`, `0-9`): a pattern in brackets, not a value. */
const RANGES = /A-Z|a-z|0-9/;
/** A status word joined to a count or a code (`FAILED-3x`, `LOCKED_2h`), an id's prefix (`req_8fA3…`, `PR#4821`): a log's field, not a value in brackets. */
const STATUS = /^[A-Za-z]{2,}[-_.#]/;
/** A value that is a hashtag (`#StopSmog2026`, a campaign's slogan) or a version (`v1.4a-HBR3`). */
const NOT_A_VALUE = /^#|^v\d+\./i;
/** An English article or possessive before "mdp": a Markov decision process's or a mini DisplayPort's, not "mot de passe". */
const ENGLISH_BEFORE = /\b(?:the|an?|this|that|our|your|its|each|every)[ \t]{1,3}$/i;
/** An English password's name. */
const NAME = /^(?:password|passwd|pass|pwd|pw)$/i;
/** An environment name a convention says holds a password: Redis's `…_AUTH`, a `…_PW`; then `=` or `: `, the value. */
const CONVENTION = /[A-Z][A-Z0-9]{0,20}(?:_[A-Z0-9]{1,20}){0,3}_(?:AUTH|PW)(?:=|:[ \t]{1,3})(["']?)([^\s"'<>()[\]\\\x60,;]{6,64})/y;

/** The passwords above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectStillCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const taken = spansTaken(out);
  const push = (at: number, raw: string): void => {
    const v = raw.replace(/[.,;:!?]+$/, '');
    if (!valueLike(v) || SCHEME_WORD.test(v) || NOT_A_VALUE.test(v) || isPlaceholder(v) || taken(at, at + v.length)) return;
    // A value asked about ("la clave de red es SSID_Livebox-7F3A? No: …") is not given.
    if (text[at + v.length] === '?') return;
    const line = text.slice(Math.max(0, at - 120), at);
    const escaped = line.lastIndexOf('\\n');
    if (EXAMPLE.test(line.slice(Math.max(line.lastIndexOf('\n') + 1, escaped < 0 ? 0 : escaped + 2)))) return;
    out.push({ code: 'credential_password', start: at, end: at + v.length, redact: 'password' });
  };
  /** A match of SAID or ADVERB: the words between checked, the quote closed, the value pushed. */
  const take = (m: RegExpExecArray | null, romance: boolean): void => {
    if (m === null) return;
    const words = m[1] ?? '';
    if (aboutElse(words) || (romance && romanceElse(words))) return;
    const open = m[m.length - 2]!;
    const raw = m[m.length - 1]!;
    const at = m.index + m[0].length - raw.length;
    const v = raw.replace(/[.,;:!?]+$/, '');
    if (open !== '') {
      const after = text.slice(at + v.length, at + v.length + 2).replace(/^[ \t\u00a0]/, '');
      if (!(CLOSING[open] ?? open).includes(after[0] ?? '')) return;
    }
    push(at, v);
  };
  const wordStart = (at: number): boolean => at === 0 || !/[\w\u00c0-\u024f-]/.test(text[at - 1]!);
  const wordEnd = (at: number): boolean => at >= text.length || !/[\w\u00c0-\u024f-]/.test(text[at]!);
  /** SAID's `key` read at `at`, its name starting at `from` (before "mot de", "parola d'"). */
  const read = (key: string, at: number, romance: boolean, from = at): void => {
    if (from < 0 || !wordStart(from)) return;
    // The pattern first: it fails at almost every name, and the look back at the words before it costs more.
    const m = execAt(SAID[key]!, text, at);
    if (m !== null && !(romance && governed(text, from))) take(m, romance);
  };

  for (const at of placesOf(t, 'mdp')) {
    // Written as French writes it ("mdp", "MDP", "Mdp"), not after an English article ("the MDP", "mDP").
    if (!/^(?:mdp|MDP|Mdp)$/.test(text.slice(at, at + 3)) || ENGLISH_BEFORE.test(text.slice(Math.max(0, at - 8), at))) continue;
    if (wordEnd(at + 3)) read('mdp', at, true);
  }
  for (const at of placesOf(t, 'ordine'))
    if (/parola[ \t]d['\u2019]$/i.test(text.slice(Math.max(0, at - 9), at)) && wordEnd(at + 6)) read('ordine', at, true, at - 9);
  for (const at of placesOf(t, 'enha')) if (wordEnd(at + 4)) read('senha', at - 1, true);
  for (const at of placesOf(t, 'contrase')) read('contrase', at, true);
  for (const at of placesOf(t, 'clave')) read('clave', at, true);
  for (const at of placesOf(t, 'wachtwoord')) read('wachtwoord', at, true);
  for (const at of placesOf(t, 'kennwort')) read('wort', at, false);
  for (const at of placesOf(t, 'haslo')) read('haslo', at, false);
  for (const at of placesOf(t, 'sifre')) read('sifre', at, false);
  for (const at of placesOf(t, 'pass')) {
    if (!wordStart(at) && !/palavra-$/i.test(text.slice(Math.max(0, at - 8), at))) continue;
    const word = text.slice(at, at + 8).toLowerCase();
    if (word.startsWith('passe') && wordEnd(at + 5)) {
      if (/mot[ \t]de[ \t]$/i.test(text.slice(Math.max(0, at - 7), at))) read('passe', at, true, at - 7);
      else if (/palavra-$/i.test(text.slice(Math.max(0, at - 8), at))) read('palavra', at, true, at - 8);
    } else if (word.startsWith('passwort') && wordEnd(at + 8)) read('wort', at, false);
    else if (word === 'password' && wordEnd(at + 8)) read('password', at, true);
  }
  // Polish and Turkish names outside Latin-1, read only in the text's runs outside it.
  const runs = t.wideRuns();
  for (let r = 0; r < runs.length; r += 2)
    for (let i = runs[r]!; i < runs[r + 1]!; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x142 && /^has$/i.test(text.slice(i - 3, i))) read('haslo', i - 3, false);
      else if ((c === 0x15f || c === 0x15e) && /^ifre/i.test(text.slice(i + 1, i + 5))) read('sifre', i, false);
    }

  // English: an adverb after the copula, or the value in square brackets.
  for (const word of ['pass', 'pwd', 'pw'])
    for (const at of placesOf(t, word)) {
      if (!wordStart(at)) continue;
      let end = at + word.length;
      while (end < text.length && end - at < 10 && /[a-z]/i.test(text[end]!)) end++;
      if (!NAME.test(text.slice(at, end))) continue;
      // A bare "pass" is a day's, a bus's or a test's as often: only its brackets are read.
      if (!/^pass$/i.test(text.slice(at, end))) take(execAt(ADVERB, text, end), false);
      const b = execAt(BRACKETED, text, end);
      if (b !== null && !RANGES.test(b[1]!) && !STATUS.test(b[1]!)) push(b.index + b[0].lastIndexOf(b[1]!), b[1]!);
    }

  // Environment names by convention, upper-case as they are written.
  for (const word of ['_auth', 'pw'])
    for (const place of placesOf(t, word)) {
      const tail = word === 'pw' ? place - 1 : place;
      if (text[tail] !== '_' || !/^_(?:AUTH|PW)(?:=|:[ \t])/.test(text.slice(tail, tail + 7))) continue;
      let at = tail;
      while (at > 0 && tail - at < 64 && /[A-Z0-9_]/.test(text[at - 1]!)) at--;
      // `…_AUTH` holds a password for Redis only: elsewhere it names a scheme (`MQTT_AUTH=x509-mTLS`, `CLIENT_AUTH=OAuth2-PKCE`).
      if (word === '_auth' && !text.slice(at, tail).includes('REDIS')) continue;
      if (at > 0 && /[\w.-]/.test(text[at - 1]!) && !(text[at - 1] === 'n' && text[at - 2] === '\\')) continue;
      const m = execAt(CONVENTION, text, at);
      if (m !== null && (m[1] === '' || text[m.index + m[0].length] === m[1])) push(m.index + m[0].length - m[2]!.length, m[2]!);
    }
}
