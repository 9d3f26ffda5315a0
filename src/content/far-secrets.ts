/**
 * credential_leak: a password a sentence gives further from its name than the other readings look, as chats,
 * tickets, mails and meeting notes write them — up to eight words between the name and "is" ("the password for the
 * staging admin account is …", "das Passwort für den Testzugang lautet …", "la contraseña del WiFi es …", "I set the
 * password on the tablet to …"), a note in brackets before the colon ("Initial password (must be changed at first
 * sign-in): …"), the value in brackets after the name ("set a temporary password (…)"), the value before its name
 * ("… is the new admin password", "use … as the password"), and a Wi-Fi key's label in German or French
 * ("WLAN-Schlüssel: …", "clé WiFi : …"). The value must read as a password and look random (no reference, placeholder,
 * path, word or hash), and the words between may not say the sentence is about something else (a hash, a policy, a
 * field, a manager, an id or a code) nor start another clause ("is", "and", "but"). Only the value is redacted. Each
 * reading starts at an indexed literal and tries a bounded, sticky pattern there.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { valueLike } from './left-secrets.js';
import { spansTaken } from './named-secrets.js';

/** A password's name, as a whole word (the Spanish one with or without its tilde). */
const NAME =
  /^(?:password|passwort|kennwort|passcode|pass|pwd|pw|contrase(?:\u00f1|n)a|passe|senha|wachtwoord|wlan-schl(?:\u00fc|ue)ssel|netzwerkschl(?:\u00fc|ue)ssel|wifi|wi-fi)$/i;
/** A value, quoted maybe: what a password is made of, not a quote, a bracket or a backslash. */
const VALUE = String.raw`(["'\x60]?)([^\s"'<>()\x60\\]{6,64})`;
/** Where a value ends: the line's or the text's end, a blank, a sentence's mark, a quote. */
const VALUE_END = String.raw`(?=$|[\s.,;!?)"'\x60]|\\n)`;
/**
 * After the name: up to eight words, then a copula ("is", "lautet", "es", "est", "ist"; "to" after a verb that sets),
 * "now" maybe, a colon maybe, the value. Group 1 the words, 2 the copula, 4 the value.
 */
const FAR = new RegExp(
  String.raw`((?:[ \t]{1,3}[^\s.,;:!?"<>()\\]{1,20}){1,8}?)[ \t]{1,3}(is|lautet|es|est|ist|to|\u00e8|\u00e9)(?:[ \t]{1,3}(?:now|jetzt|nun))?[ \t]{0,3}:?[ \t]{1,3}${VALUE}${VALUE_END}`,
  'iy',
);
/**
 * After the name: it was reset or changed, then a second clause gives the new value ("the password was reset; it is now
 * …", "… has been changed, the new one is …"). Group 2 the value.
 */
const RESET_NOW = new RegExp(
  String.raw`[ \t]{1,3}(?:was|has[ \t]been|got)[ \t]{1,3}(?:reset|changed|rotated|updated)[ \t]{0,3}[;,:\u2014-][ \t]{1,3}(?:it|the[ \t]new[ \t]one)[ \t]{1,3}is[ \t]{1,3}now[ \t]{0,3}:?[ \t]{1,3}${VALUE}${VALUE_END}`,
  'iy',
);
/** After the name: a note in brackets, then a colon and the value ("Password (case-sensitive): …"). */
const NOTE = new RegExp(String.raw`[ \t]{0,3}\(([^()\n]{1,60})\)[ \t]{0,3}:[ \t]{1,3}${VALUE}${VALUE_END}`, 'y');
/** A note that says the value is a hash, a format or a record's, not the password itself ("(SHA-256)", "(ADR-0042)"). */
const NOTE_ABOUT_ELSE = /\b(?:sha|md5|bcrypt|argon|pbkdf|scrypt|hash|hashed|digest|adr|rfc|format|type|policy|length|encoding|hex|base64)/i;
/** A label's word between a Wi-Fi key's name and its colon that says what is done with it, not which network's. */
const WIFI_ACT =
  /(?:^|[ \t])(?:\u00e4ndern|aendern|anzeigen|format|typ|type|l\u00e4nge|vergessen|zur\u00fccksetzen|finden|einrichten|eingeben|changer|modifier)(?=[ \t:\uff1a])/i;
/** After the name: the value in brackets ("a temporary password (…)"). */
const BRACKETED = /[ \t]{1,2}\((["'\x60]?)([^\s"'<>()\x60\\]{6,64})\1\)/y;
/** After a Wi-Fi label: up to three words ("du bureau"), then a colon and the value. */
const WIFI_LABEL = new RegExp(String.raw`(?:[ \t]{1,3}[^\s:]{1,15}){0,3}[ \t]{0,3}[:\uff1a][ \t]{1,3}${VALUE}${VALUE_END}`, 'y');
/** Before the name: the value, then "is" or "as", an article and up to two words that qualify a password. */
const BEFORE =
  /(?:^|[\s"'(])(["'\x60]?)([^\s"'<>()\x60\\]{6,64})\1[ \t]{1,3}(?:is|as)[ \t]{1,3}(?:(?:the|my|your|our|a|an)[ \t]{1,3})?(?:(?:new|temp|temporary|initial|current|default|admin|root|guest|wifi|wi-fi|shared|one-time)[ \t]{1,3}){0,2}$/i;
/** A word that says a password was issued, right before its name. */
const ISSUED = /(?:new|temporary|temp|initial|one-time|default|provisional)[ \t]{1,3}$/i;
/** What follows a name that ends its phrase: the sentence's end, a mark, or a preposition. */
const ENDS_PHRASE = /^(?:[ \t]*(?:$|[.,;:!?)\r\n"']|\\n)|[ \t]{1,3}(?:for|of|to|on|at|in|until|now|btw|here)(?![\w-]))/i;
/** Words between a name and "is" that say the sentence is about something else than the password's value. */
const ABOUT_ELSE =
  /(?:^|[\s])(?:hash|hashed|hashes|digest|salt|policy|policies|length|field|column|type|format|hint|expiry|expires|expiration|prompt|manager|variable|name|file|path|url|link|version|rule|rules|requirement|requirements|strength|history|complexity|not|never|no|kein|nicht|example|sample|placeholder|id|username|login|ticket|order|number|serial|session|build|commit|sha|uuid|code|pin|is|was|are|and|but|or|while|whereas|so|then)(?=$|[\s])/i;
/** The names a copula of one language may follow. */
const COPULA_NAME: Readonly<Record<string, RegExp>> = {
  es: /^contrase/i,
  '\u00e8': /^password$/i,
  '\u00e9': /^senha$/i,
};
/**
 * In French, Italian, Portuguese and Dutch the copula belongs to the sentence's subject, which stands before the name
 * where the name follows a preposition or a relative pronoun ("la stratégie de mot de passe … est", "il video sulla
 * password … è", "la rete che chiede la password … è"): one of the three words before the name.
 */
const GOVERNED =
  /(?:^|[\s'\u2019])(?:de|du|des|d|au|aux|sur|pour|avec|par|qui|que|dont|lequel|laquelle|di|del|della|dello|dei|delle|degli|sulla|sulle|sul|sui|nella|nel|alla|al|per|con|da|che|cui|do|dos|da|das|em|no|na|nos|nas|sobre|para|com|van|over|voor|met|bij|waarop|dat|die|om)[\s']+(?:\S+\s+){0,2}$/i;
/**
 * Between such a name and its copula: a relative pronoun that opens a second clause ("… root expire sur les serveurs
 * dont l'OS est …"), or a word that says the sentence is about a policy, a file or a version.
 */
const ROMANCE_ELSE =
  /(?:^|[\s'\u2019])(?:dont|qui|que|quand|o\u00f9|che|cui|quando|dove|onde|dat|die|waarop|waar|wanneer|beleid|document|bestand|versie|politique|strat\u00e9gie|fichier|version|politica|versione|documento|pol\u00edtica|arquivo|ficheiro|vers\u00e3o|r\u00e8gles?|regol[ae]|regras?|regels?)(?=[\s']|$)/i;
/** The names and copulas of those languages. */
const ROMANCE = /^(?:passe|senha|wachtwoord)$|^(?:est|\u00e8|\u00e9)$/i;
/** A verb that sets a password, before its name ("I set the password on … to …"). */
const SETS = /\b(?:set|changed|reset|updated|rotated)[ \t]{1,3}(?:the|my|our|his|her|their|a)?[ \t]{0,3}(?:[a-z-]{1,12}[ \t]{1,3}){0,2}$/i;
/** The literals a reading starts at, and how far into the name each stands. */
const WORDS: ReadonlyArray<readonly [string, number]> = [
  ['pass', 0],
  ['pwd', 0],
  ['pw', 0],
  ['kennwort', 0],
  ['contrase', 0],
  ['enha', 1],
  ['wachtwoord', 0],
  ['wlan-schl', 0],
  ['zwerkschl', 3],
  ['wifi', 0],
  ['wi-fi', 0],
];

/** Whether one of the three words before the name at `at` is a preposition or a relative pronoun (GOVERNED). */
export const governed = (text: string, at: number): boolean => GOVERNED.test(text.slice(Math.max(0, at - 48), at));
/** Whether words between a name and its copula say the sentence is about something else (ABOUT_ELSE). */
export const aboutElse = (words: string): boolean => ABOUT_ELSE.test(words);
/** Whether words between a name and a Romance or Dutch copula open a second clause or name a policy (ROMANCE_ELSE). */
export const romanceElse = (words: string): boolean => ROMANCE_ELSE.test(words);

/** The passwords above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectFarCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const taken = spansTaken(out);
  const take = (at: number, raw: string): void => {
    // A sentence's mark after the value is dropped, but an ending `!` or `?` is kept where the value reads as a password
    // only with it (`…kpqvw99!`): people end chosen passwords with one as often as a sentence.
    const bare = raw.replace(/[.,;:!?]+$/, '');
    const kept = raw.replace(/[.,;:]+$/, '');
    const v = valueLike(bare) || kept === bare ? bare : kept;
    // A Kubernetes reference names where the secret is kept (`secretRef-db`, `secretKeyRef`).
    if (!valueLike(v) || isPlaceholder(v) || /^(?:secret|configMap)(?:Key)?Ref/i.test(v) || taken(at, at + v.length)) return;
    out.push({ code: 'credential_password', start: at, end: at + v.length, redact: 'password' });
  };
  for (const [word, offset] of WORDS) {
    for (const place of placesOf(t, word)) {
      const at = place - offset;
      if (at < 0 || (at > 0 && /[\w=/<-]/.test(text[at - 1]!))) continue;
      let end = at + word.length;
      while (end < text.length && end - at < 20 && /[a-z\u00f1\u00fc]/i.test(text[end]!)) end++;
      const name = text.slice(at, end);
      if (!NAME.test(name)) continue;
      // French "passe" is a password's name only as "mot de passe".
      if (/^passe$/i.test(name) && !/mot[ \t]de[ \t]$/i.test(text.slice(Math.max(0, at - 7), at))) continue;
      const wifi = /^wi-?fi$/i.test(name);
      // A Wi-Fi's name is a label only as French writes its key ("clé WiFi"); "WiFi:" alone names a network.
      if (wifi) {
        if (/cl(?:\u00e9|e)[ \t]{1,2}$/i.test(text.slice(Math.max(0, at - 5), at))) {
          const w = execAt(WIFI_LABEL, text, end);
          if (w !== null) take(w.index + w[0].length - w[2]!.length, w[2]!);
        }
        continue;
      }
      if (/schl/i.test(name)) {
        const w = execAt(WIFI_LABEL, text, end);
        if (w !== null && !WIFI_ACT.test(w[0])) take(w.index + w[0].length - w[2]!.length, w[2]!);
      }
      const next = text.charCodeAt(end);
      if (next === 32 || next === 9) {
        const f = execAt(FAR, text, end);
        // A copula only after its language's name ("el pass del metro es …" names a transit pass): Spanish "es" after
        // "contraseña", French "est" after "mot de passe", Italian "è" after "password", Portuguese "é" after "senha".
        const copula = f === null ? '' : f[2]!.toLowerCase();
        if (
          f !== null &&
          !ABOUT_ELSE.test(f[1]!) &&
          (COPULA_NAME[copula] === undefined || COPULA_NAME[copula]!.test(name)) &&
          !(
            (ROMANCE.test(name) || ROMANCE.test(copula)) &&
            (governed(text, /^passe$/i.test(name) ? at - 7 : at) || ROMANCE_ELSE.test(f[1]!))
          ) &&
          (copula !== 'to' || SETS.test(text.slice(Math.max(0, at - 40), at)))
        )
          take(f.index + f[0].length - f[4]!.length, f[4]!);
        const r = execAt(RESET_NOW, text, end);
        if (r !== null) take(r.index + r[0].length - r[2]!.length, r[2]!);
        const n = execAt(NOTE, text, end);
        if (n !== null && !NOTE_ABOUT_ELSE.test(n[1]!)) take(n.index + n[0].length - n[3]!.length, n[3]!);
        // In brackets only after a password's full name that a word says was issued ("a temporary password (…)"): "tests
        // pass (…)" holds a run's id.
        const b =
          /^(?:password|passwort|kennwort|passcode)$/i.test(name) && ISSUED.test(text.slice(Math.max(0, at - 24), at))
            ? execAt(BRACKETED, text, end)
            : null;
        if (b !== null) take(b.index + b[0].length - 1 - b[1]!.length - b[2]!.length, b[2]!);
      }
      // The value before the name only where the name ends the phrase ("… is the new admin password for …"), not where it
      // qualifies another word ("… is the password encryption").
      const before = ENDS_PHRASE.test(text.slice(end, end + 8)) ? BEFORE.exec(text.slice(Math.max(0, at - 100), at)) : null;
      if (before !== null) take(Math.max(0, at - 100) + before.index + before[0].indexOf(before[2]!, before[1]!.length), before[2]!);
    }
  }
}
