/**
 * credential_leak: passwords in the shapes mail, chats, notes and tickets leave that the other readings do not read —
 * a password's name in another language qualified before its colon by a phrase saying whose it is ("Kennwort für den
 * Lieferantenzugang: …", "Hasło do panelu …: …", "Senha da conta …: …", "Contraseña de la red WiFi: …"), a copula
 * then a colon right after the name ("wachtwoord is: …"), a Nordic or Dutch name after a user's ("brukernavn X,
 * passord …"), a user and a password joined by a slash ("login: name / …", "name@mail / …"), "the login for user X is
 * …", and an app password in four groups of four letters after its name. Each reading starts at its own word (a literal
 * of the index, or one search of the lower-cased text) and tries a bounded, sticky pattern there; the value must read
 * as generated (left-secrets.ts valueLike; an app password its issued shape), be no placeholder, and its line may not
 * say it gives an example. Only the value is redacted.
 */
import type { Hit } from './codes.js';
import { mixedRandom, VALUE_OR_TAG as VALUE } from './borrowed-secrets.js';
import { execAt, placesOf, type Text } from './find.js';
import { unitPlaces } from './unit-places.js';
import { lineStartWithin } from './line-bounds.js';
import { EXAMPLE, passwordPush } from './office-secrets.js';
import { valueLike } from './left-secrets.js';
import { wideWordsFinder } from './wide-words.js';

/** A value that names a network rather than its key (`Gast_WLAN_5G`, `Guest-2.4GHz`). */
const NETWORK_NAME = /wlan|wi-?fi|guest|gast|ospiti|invit|[-_ ](?:2[.,]4|5|6)g(?:hz)?$/i;
/** A password's name, whole, in the languages read here (French "passe" only after "mot de"). */
const NAME =
  /^(?:password|passwort|kennwort|passord|contrase(?:\u00f1|n)a|senha|wachtwoord|has[l\u0142]o|l(?:\u00f6|o)senord|salasana|heslo|adgangskode|parola|passe)$/i;
/** A word that starts a phrase saying whose a password is: a preposition of one of those languages, or a network's name. */
const LEAD = String.raw`(?:f(?:\u00fc|ue)r|zum|zur|vom|des|der|for|to|of|on|du|de|pour|del|para|do|da|dos|das|per|di|della|dello|voor|van|bij|dla|na|til|till|f(?:\u00f6|o)r|p(?:\u00e5|a)|af|pro|wi-?fi|wlan)`;
/** After the name: the qualifying phrase (its lead and up to five words), then a colon and the value. */
const QUALIFIED = new RegExp(String.raw`[ \t]{1,2}(${LEAD}(?:[ \t]{1,2}[^\s:;,.!?"<>()\\]{1,30}){0,5})[ \t]{0,2}[:\uff1a]${VALUE}`, 'iy');
/** Finnish says whose a password is by a case ending, no preposition: one word in -lle, -iin, -aan, -\u00e4\u00e4n, -een, -hin. */
const FINNISH_QUALIFIED = new RegExp(
  String.raw`[ \t]{1,2}([^\s:;,.!?"<>()\\]{2,30}(?:lle|iin|aan|\u00e4\u00e4n|een|hin))[ \t]{0,2}[:\uff1a]${VALUE}`,
  'iy',
);
/** Words of such a phrase that say the line is about something else than the value: a rule, a hash, a reset, a field. */
const PHRASE_ELSE =
  /(?:^|[\s-])(?:hash\w*|digest|salt|polic\w*|richtlinie\w*|polityk\w*|pol\u00edtica|politique|regel\w*|r\u00e8gles?|reglas?|regras?|zasad\w*|length|l\u00e4nge|d\u0142ugo\u015b\u0107|longitud|longueur|hint|hinweis\w*|format\w*|reset|zur\u00fccksetz\w*|vergessen\w*|forgot\w*|olvid\w*|oubli\w*|esquec\w*|requirements?|anforderung\w*|wymagan\w*|requisitos?|exigences?|expir\w*|ablauf|field|feld|pole|campo|champ|column|spalte|type|typ|tipo|manager|change|\u00e4ndern|zmiana|cambio|alterar|changer)(?=$|[\s-])/i;
/** After the name: a copula, then a colon (`wachtwoord is: …`, `Passwort ist: …`, `passord er: …`). */
const COPULA_COLON = new RegExp(String.raw`[ \t]{1,2}(?:is|ist|er|\u00e4r|jest|es|est|\u00e9|\u00e8|lautet|on)[ \t]{0,2}:${VALUE}`, 'iy');
/** Before the name on its line: a user's name given first ("brukernavn lena.h, ", "gebruiker jdoe; "). */
const USER_FIRST =
  /(?:brukernavn|brugernavn|anv(?:\u00e4|a)ndarnamn|k(?:\u00e4|a)ytt(?:\u00e4|a)j(?:\u00e4|a)tunnus|gebruikersnaam|gebruiker|benutzer(?:name)?|usu(?:\u00e1|a)rio|usuario|utilisateur|u\u017cytkownik|nome[ \t]utente)[ \t]{0,2}:?[ \t]{1,3}[\w.@+-]{2,40}[ \t]{0,2}[,;][ \t]{0,3}(?:og[ \t]|en[ \t]|und[ \t]|och[ \t]|y[ \t]|e[ \t]|et[ \t])?$/i;
/** After a name a user's stood before: blanks, then the value. */
const RIGHT_AFTER = new RegExp(VALUE, 'y');
/** A user's address right before a slash (the whole token before it). */
const SLASH_ADDRESS = /^[\w.+-]{1,40}@[\w-]{1,40}(?:\.[\w-]{1,20}){1,4}$/;
/**
 * A handle right before a slash (the whole token) and, before it, a sign-in's or an account's word, maybe said whose
 * ("login is lena.h / ", "pilot account ops-7 / ", "the login for the auditors is audit / ").
 */
const SLASH_HANDLE = /^[A-Za-z][\w.-]{1,30}$/;
const SLASH_LOGIN =
  /(?:login|log-in|logon|sign-in|username|user|account|konto|compte|cuenta|conta|benutzer|brukernavn|usuario|utilisateur)(?:[ \t]{1,2}for(?:[ \t]{1,2}[\w-]{1,20}){1,3})?(?:[ \t]{1,2}(?:is|ist|er|es|est|=))?[ \t]{0,2}:?[ \t]{1,3}$/i;
/** How far before the handle its sign-in's word may start: near, or farther where a copula says whose login it is. */
const SLASH_LOGIN_NEAR = 24;
const SLASH_LOGIN_REACH = 64;
const COPULA_BEFORE = /[ \t](?:is|ist|er|es|est)[ \t]{1,3}$/i;
/** Whether a sign-in's word stands before the handle at `from` (SLASH_LOGIN), the farther reach tried only after a copula. */
function slashLogin(text: string, from: number): boolean {
  if (SLASH_LOGIN.test(text.slice(Math.max(0, from - SLASH_LOGIN_NEAR), from))) return true;
  const near = text.slice(Math.max(0, from - 6), from);
  return COPULA_BEFORE.test(near) && SLASH_LOGIN.test(text.slice(Math.max(0, from - SLASH_LOGIN_REACH), from));
}
/** After the slash: the value, then the line's or the sentence's end (a mark, a dash, a blank). */
const SLASH_VALUE = /[ \t]{0,2}\/[ \t]{1,2}([!#-&*+\-.0-9:=?-Z^_a-z~]{6,64})(?=$|[\s.,;!?)"'\x60]|\\[nr])/y;
/** "login for (the) (user) NAME is VALUE", after the literal "login". */
const LOGIN_FOR_USER = new RegExp(
  String.raw`login[ \t]{1,2}(?:for|of)[ \t]{1,2}(?:the[ \t]{1,2})?(?:user|account)[ \t]{1,2}[\w.@-]{2,40}[ \t]{1,2}is(?:[ \t]{1,2}now)?[ \t]{0,2}:?${VALUE}`,
  'iy',
);
/** Before "pass…": "app password", "app-specific password". */
const APP_BEFORE = /\bapp(?:[ -]specific)?[ \t-]{1,2}$/i;
/**
 * After "app password": up to forty code units of the same sentence ("was created for \"Phone\""), "is" or a colon,
 * blank lines maybe, then four groups of four lower-case letters joined by one blank or one dash each time.
 */
const APP_GROUPS =
  /(?:word|wort)[^\n:.]{0,40}?(?:[ \t]is|:)[ \t]{0,3}(?:\r?\n[ \t]{0,4}){0,3}([a-z]{4})([ -])([a-z]{4})\2([a-z]{4})\2([a-z]{4})(?![\w-])/y;
/** A group that reads as a word: a vowel in it and no three consonants in a row. */
const WORDLIKE = /^(?=.*[aeiouy])(?!.*[^aeiouy]{3})/;

/** A placeholder's group: one letter four times (`xxxx`), or letters in the alphabet's order (`abcd`). */
const filler = (g: string): boolean => /^(.)\1{3}$/.test(g) || [1, 2, 3].every((i) => g.charCodeAt(i) === g.charCodeAt(i - 1) + 1);

/** A sign-in or reset link's path: the words of a page that signs in, resets or confirms by a token in its query. */
const SIGN_IN_PATH =
  /(?:log-?in|sign-?in|magic|reset|recover|passw|passord|wachtwoord|salasana|contrase|senha|has(?:l|\u0142)o|auth|verif|confirm|activat|callback|unlock)/i;
/** A line that introduces what follows as a shown sample ("The mail looks like this:", "for example:"). */
const SHOWS_NEXT = /(?:looks?|reads?)[ \t]like[ \t]this|like[ \t]this|as[ \t]follows|sample|example|e\.g\./i;
/** OAuth's specification's sample authorization code, copied into guides. */
const OAUTH_SAMPLE_CODE = 'SplxlOBeZQQYbYS6WxSbIA';
/** A query's `key=` or `code=` value: a token's characters, up to the parameter's end. */
const QUERY_TOKEN = /=([A-Za-z0-9_-]{20,200})(?=$|[&#\s"'<>)\]]|\\)/y;

/** The names found outside Latin-1 (Polish "hasło"). */
const wideNames = wideWordsFinder(['has\u0142o']);
/** The literals the names hold, and how far into the name each stands. */
const NAME_WORDS: ReadonlyArray<readonly [string, number]> = [
  ['pass', 0],
  ['kennwort', 0],
  ['contrase', 0],
  ['enha', 1],
  ['wachtwoord', 0],
  ['haslo', 0],
  ['senord', 2],
  ['salasana', 0],
  ['heslo', 0],
  ['adgangskode', 0],
  ['parola', 0],
];

/** The passwords above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectQualifiedCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const { push } = passwordPush(text, out, isPlaceholder, [EXAMPLE]);
  const take = (m: RegExpExecArray | null): void => {
    if (m === null || NETWORK_NAME.test(m[m.length - 1]!)) return;
    const v = m[m.length - 1]!;
    push(m.index + m[0].length - v.length, v, !valueLike(v) && mixedRandom(v));
  };
  const starts: number[] = [];
  for (const [word, offset] of NAME_WORDS) for (const p of placesOf(t, word)) starts.push(p - offset);
  if (t.wide) for (const p of wideNames(t).get('has\u0142o') ?? []) starts.push(p);
  for (const at of starts) {
    if (at < 0 || (at > 0 && /[\w\u00c0-\u024f]/.test(text[at - 1]!) && !(text[at - 1] === 'n' && text[at - 2] === '\\'))) continue;
    let end = at;
    while (end < text.length && end - at < 16 && /[a-z\u00e0-\u00ff\u0142]/i.test(text[end]!)) end++;
    const name = text.slice(at, end);
    if (!NAME.test(name)) continue;
    if (/^passe$/i.test(name) && !/mot[ \t]de[ \t]$/i.test(text.slice(Math.max(0, at - 7), at))) continue;
    // An app password: its issued shape, not valueLike (lower-case letters only); first, as a start is read once.
    if (/^pass/i.test(name) && APP_BEFORE.test(text.slice(Math.max(0, at - 16), at))) {
      const a = execAt(APP_GROUPS, text, end - 4);
      const groups = a === null ? [] : [a[1]!, a[3]!, a[4]!, a[5]!];
      if (a !== null && !groups.every((g) => WORDLIKE.test(g)) && !groups.some(filler)) {
        const v = `${a[1]}${a[2]}${a[3]}${a[2]}${a[4]}${a[2]}${a[5]}`;
        push(a.index + a[0].length - v.length, v, true);
      }
    }
    const q = execAt(QUALIFIED, text, end);
    if (q !== null && !PHRASE_ELSE.test(q[1]!)) take(q);
    const fi = /^salasana$/i.test(name) ? execAt(FINNISH_QUALIFIED, text, end) : null;
    if (fi !== null && !PHRASE_ELSE.test(fi[1]!)) take(fi);
    take(execAt(COPULA_COLON, text, end));
    // A name right after a user's: "password" itself is read so by the other readings.
    if (!/^password$/i.test(name)) {
      const ls = lineStartWithin(text, at, 120);
      if (USER_FIRST.test(text.slice(ls < 0 ? Math.max(0, at - 120) : ls, at))) take(execAt(RIGHT_AFTER, text, end));
    }
  }
  /** Whether the line before `at`'s ends with a colon after words that say a sample follows. */
  const shownAfter = (at: number): boolean => {
    const s = lineStartWithin(text, at, 300);
    if (s < 1) return false;
    const prev = text.slice(Math.max(0, s - 120), s).replace(/(?:\r?\n|\\n)$/, '');
    const line = prev.slice(Math.max(prev.lastIndexOf('\n'), prev.lastIndexOf('\\n')) + 1);
    return /:[ \t]*$/.test(line) && SHOWS_NEXT.test(line);
  };
  // A sign-in or reset link's token under `key=` or `code=` (`token=` is an assignment's name, read elsewhere).
  for (const [word, places] of [
    ['key', placesOf(t, 'key')],
    ['code', placesOf(t, 'code=')],
  ] as const) {
    for (const at of places) {
      const eq = at + word.length;
      if (text.charCodeAt(eq) !== 61 || !/[?&;]/.test(text[at - 1] ?? '')) continue;
      const q = execAt(QUERY_TOKEN, text, eq);
      if (q === null) continue;
      const v = q[1]!;
      const generated = (/\d/.test(v) && /[a-z]/.test(v) && /[A-Z]/.test(v)) || /^[0-9a-f]{32,}$/i.test(v);
      const scheme = text.lastIndexOf('://', at);
      if (!generated || scheme < 0 || at - scheme > 300 || /\s/.test(text.slice(scheme, at))) continue;
      if (v === OAUTH_SAMPLE_CODE || shownAfter(at)) continue;
      if (SIGN_IN_PATH.test(text.slice(scheme + 3, at))) push(eq + 1, v, true);
    }
  }
  for (const at of placesOf(t, 'login')) take(execAt(LOGIN_FOR_USER, text, at));
  // A user and a password joined by a slash: found by the slash between blanks.
  // By the slash alone (`' / '` sought whole is a blank's search, slow over prose), its blanks tested after; the slashes'
  // places are shared with leftover-secrets.ts's (unit-places.ts).
  for (const slash of unitPlaces(text, 47)) {
    const at = slash - 1;
    if (at < 0 || text.charCodeAt(at) !== 32 || text.charCodeAt(slash + 1) !== 32) continue;
    // The token before the slash, read back to a blank (at most 90 code units).
    let from = at;
    while (from > 0 && at - from < 90 && !/\s/.test(text[from - 1]!)) from--;
    const user = text.slice(from, at);
    const named = SLASH_ADDRESS.test(user) || (SLASH_HANDLE.test(user) && slashLogin(text, from));
    if (named) take(execAt(SLASH_VALUE, text, at + 1));
  }
}
