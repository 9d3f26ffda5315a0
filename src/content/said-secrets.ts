/**
 * credential_leak: passwords the other readings leave, written as people write them in tickets, chats and e-mails —
 * a sentence saying what a password became ("… password is now …", "was changed to …", "has been reset to …"), a
 * label in another language ("Passwort: …", "contraseña: …", "mot de passe : …", "пароль: …", "パスワード：…") — and
 * as clients' calls take them (PHP's `new PDO(dsn, user, "…")` and `new mysqli(host, user, "…")`, `ldap_bind`,
 * `HTTPBasicAuth(user, "…")`, `auth=(user, "…")`, .NET's `new NetworkCredential(user, "…")`, Go's `sql.Open` with a
 * DSN's `user:…@`). Each is read only beside a name or a call that says the value is a password, and only where the
 * value reads as one (a digit or a sign with its letters; a sentence's value also random-looking), never a reference,
 * a placeholder, a path or a word. Only the value is redacted. Each reading starts at an indexed literal, or (for
 * the labels in scripts outside Latin-1) at a code unit of the text's runs outside Latin-1 (Text.wideRuns).
 */
import type { Hit } from './codes.js';
import { bareValueMayFollow } from './bare-value-gate.js';
import { compileFirst, compileFirstFor, LONG_SUBJECT } from './compile-first.js';
import { placesOf, type Text } from './find.js';
import { looksRandom, scrambledLetters, spansTaken } from './named-secrets.js';
import { valueLike } from './left-secrets.js';
import { readsAsSecret } from './placeholders.js';

/**
 * A value after a label or a sentence: an optional opening quote (guillemets and CJK corner brackets too), then what a
 * password is made of — not a quote, bracket or ideograph (`密码：见公司Wiki` is a sentence, `「…」` a quotation).
 */
const VALUE = String.raw`(["'\u201c\u201e\x60\u00ab\u300c\u300e]?)([^\s"'\u201d<>\x60\u00ab\u00bb\u2000-\uffff]{6,64})`;
/**
 * What a sentence says a password became, right after its name: "… is now", "… is now set to", "… was changed to",
 * "… has (now) been reset to:", "… got updated to", "… will now be"; a clause naming whose or where may come first ("for
 * the backup key", "on the gateway's web page", "at the depot").
 */
const BECAME = new RegExp(
  String.raw`(?:[ \t]{1,3}(?:for|on|at|in|of)[ \t][^.\n:]{1,40}?)?[ \t]{1,3}(?:(?:is|was|has[ \t]been|have[ \t]been|had[ \t]been|got|gets)[ \t]{1,3})?(?:now(?:[ \t]{1,3}(?:set|changed)[ \t]{1,3}to)?|will[ \t]now[ \t]be|(?:now[ \t]{1,3})?(?:changed|reset|set|updated|replaced|rotated)[ \t]{1,3}(?:to|with))(?:[ \t]{0,3}:)?[ \t]{1,3}${VALUE}`,
  'iy',
);
/** A password's name a sentence says that of (not `password_hash`: the name ends at a blank). */
const BECAME_NAME = /^(?:password|passphrase|passcode|passwort|pass|pwd|pw)$/i;

/**
 * Labels for a password in other languages, each matched from its start (Estonian, Azerbaijani, Kazakh, Tamil, Greek,
 * Georgian, Armenian, Bulgarian, Serbian and Mongolian since cases-89; Greek's only in full, "\u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2" alone is any code).
 */
const ABROAD = String.raw`(?:passwort|kennwort|contrase(?:\u00f1|n|ny)a|clave|parol(?:a|\u0103|e)?|mot[ \t]de[ \t]passe|senha|wachtwoord|has(?:\u0142|l)o|heslo|jelsz(?:\u00f3|o)|l(?:\u00f6|o)senord|adgangskoden?|passord(?:et)?|salasana|(?:\u015f|s)ifre|lozinka|geslo|\u043f\u0430\u0440\u043e\u043b\u044c|\u30d1\u30b9\u30ef\u30fc\u30c9|\u5bc6[\u7801\u78bc]|\ube44\ubc00\ubc88\ud638|m(?:\u1eadt|at)[ \t]kh(?:\u1ea9|a)u|kata[ \t](?:sandi|laluan)|sandi|nenosiri|wagwoord|slapta(?:\u017e|z)odis|lykilor(?:\u00f0|d)|fjal(?:\u00eb|e)kalim(?:i|in)?|\u092a\u093e\u0938\u0935\u0930\u094d\u0921|\u0631\u0645\u0632[ \t](?:\u0639\u0628\u0648\u0631|\u0645\u0648\u0642\u062a|\u0648\u0631\u0648\u062f|\u0627\u0644\u0645\u0631\u0648\u0631|\u0627\u0644\u062f\u062e\u0648\u0644)|\u0643\u0644\u0645\u0629[ \t](?:\u0627\u0644\u0645\u0631\u0648\u0631|\u0627\u0644\u0633\u0631)|\u05e1\u05d9\u05e1\u05de\u05d4|\u0e23\u0e2b\u0e31\u0e2a\u0e1c\u0e48\u0e32\u0e19|\u067e\u0627\u0633[ \t]?\u0648\u0631\u0688|\u09aa\u09be\u09b8\u0993(?:\u09af\u09bc|\u09df)\u09be\u09b0\u09cd\u09a1|parool|(?:\u015f|s)ifr\u0259|\u049b\u04b1\u043f\u0438\u044f[ \t]?\u0441\u04e9\u0437(?:\u0456)?|\u0b95\u0b9f\u0bb5\u0bc1\u0b9a\u0bcd\u0b9a\u0bca\u0bb2\u0bcd|\u03ba\u03c9\u03b4\u03b9\u03ba(?:\u03cc|\u03bf)\u03c2[ \t]\u03c0\u03c1(?:\u03cc|\u03bf)\u03c3\u03b2\u03b1\u03c3\u03b7\u03c2|\u10de\u10d0\u10e0\u10dd\u10da\u10d8|\u0563\u0561\u0572\u057f\u0576\u0561\u0562\u0561\u057c|\u043f\u0430\u0440\u043e\u043b\u0430(?:\u0442\u0430)?|\u043b\u043e\u0437\u0438\u043d\u043a\u0430|\u043d\u0443\u0443\u0446[ \t]\u04af\u0433|pasahitz(?:a|ak)?|palavra[- ]passe|contrasinal|cyfrinair|pasfhocal|passwuert|wachtwurd|pasvort(?:o|on)|loynior(?:\u00f0|d)|kalmar[ \t]sirri|tenimiafina|a\u1e63(?:\u00ed|i\u0301)n(?:\u00e0|a\u0300)|\u12e8\u12ed\u1208\u134d[ \t]\u1243\u120d|\u0db8\u0dd4\u0dbb\u0db4\u0daf(?:\u0dba)?|\u1796\u17b6\u1780\u17d2\u1799\u179f\u1798\u17d2\u1784\u17b6\u178f\u17cb|\u1005\u1000\u102c\u1038\u101d\u103e\u1000\u103a|\u0ea5\u0eb0\u0eab\u0eb1\u0e94\u0e9c\u0ec8\u0eb2\u0e99|\u0aaa\u0abe\u0ab8\u0ab5\u0ab0\u0acd\u0aa1|\u0a2a\u0a3e\u0a38\u0a35\u0a30\u0a21|\u0c2a\u0c3e\u0c38\u0c4d\u200c?\u0c35\u0c30\u0c4d\u0c21\u0c4d|\u0caa\u0cbe\u0cb8\u0ccd\u200c?\u0cb5\u0cb0\u0ccd\u0ca1\u0ccd|\u0d2a\u0d3e\u0d38\u0d4d\u200c?\u0d35\u0d47\u0d21\u0d4d|\u06af\u0630\u0631\u0648\u0627\u0698\u0647|\u0441\u044b\u0440\u0441\u04e9\u0437|iphasiwedi|phasewete|ijambo(?:[ \t]ry['\u2019]|ry)ibanga|ijambobanga|le(?:foko|ntswe|ntsoe)[ \t]la[ \t]sephiri|neno[ \t]la[ \t]siri|erayga[ \t]sirta|okwuntughe|facal[- ]faire|ger[- ]tremen|pled[- ]clav|hes\u0142o|kontrase(?:\u00f1|n|ny)a|\u0441\u0435\u0440\u0441\u04af\u0437|\u0441\u0435\u0440\u04bb\u04af\u04d9|\u043f\u0430\u0440\u043e\u043b|password(?=[ \t](?:ng|ko|mo|niya|nila|natin|namin|ay|del|della|dello|sa|para|nimo|nila|ninyo|chu|\u0b39\u0b47\u0b09\u0b1b\u0b3f|\u09b9\u09b2|\u09b9\u09c8\u099b\u09c7|\u0939\u0948)[ \t])|\u09aa\u09be\u099b\u09f1\u09f0\u09cd\u09a1|\u0b2a\u0b3e\u0b38\u0b71\u0b3e\u0b30\u0b4d\u0b21|\u0938\u0902\u0915\u0947\u0924\u0936\u092c\u094d\u0926|\u0f42\u0f66\u0f44\u0f0b(?:\u0f68\u0f44|\u0f5a\u0f72\u0f42)\u0f0b?|\u0795\u07a7\u0790\u07b0\u0788\u07af\u0791[\u07b0\u07aa]?|paaswarudh|\u53e3\u4ee4|\u067e\u0627\u0631\u0648\u0644|\u0645\u06d5\u062e\u067e\u0649\u064a[ \t]\u0646\u0648\u0645\u06c7\u0631|\u067e\u067c\u0646\u0648\u0645|\u067e\u0627\u0633\u0648\u0631\u068a|\u0648\u0634\u06d5\u06cc[ \t]\u0646\u0647\u06ce\u0646\u06cc|bi\u030d?t?-b(?:\u00e9|e))`;
/**
 * A label, then its value: after `:`, `：` or `=`; after up to six words and a colon ("пароль от админки:"; past the
 * third only words of letters, so a sentence's value and a bracket after it are no qualifier; Thai's words run on
 * without a blank); or after
 * a copula or what stands for one ("la contraseña es", "das Passwort lautet", "パスワードは", "密码是", "비밀번호는",
 * "пароль —", "mot de passe →", a table's tab; a particle right before the value too, as CJK writes it); a Malay,
 * Indonesian, Vietnamese, Swahili, Arabic, Lithuanian, Albanian, Nordic, Dutch or Afrikaans copula may follow a qualifier
 * of one to six words (Afrikaans, Lithuanian, Albanian and Icelandic names read too since cases-85; "kata laluan
 * sementara anda ialah", a Vietnamese "new password is"; Hebrew's and the South Slavic copula since cases-89), and Thai's
 * after the qualifier's letters run on; any copula of these with a colon after it ("… este:", "… est :") may follow a
 * qualifier too. Groups 1 to 4 say which (all but the first need a random-looking value), group 5 the quote, group 6
 * the value.
 */
const LABELLED = new RegExp(
  String.raw`${ABROAD}(?:[ \t]{0,3}[:\uff1a\u1361\u1365\u1366\u17d6\u055d=]|(?:[ \t]|(?<=[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]))(?:[^\s:\uff1a\u1361\u1365\u1366\u17d6\u055d=?.!]{1,24}[ \t]){0,2}(?:[^\s:\uff1a\u1361\u1365\u1366\u17d6\u055d=?.!\d()]{1,24}[ \t]){0,5}[^\s:\uff1a\u1361\u1365\u1366\u17d6\u055d=?.!]{1,24}([:\uff1a\u1361\u1365\u1366\u17d6\u055d])(?!\/\/)|(?:[ \t](?:del|dels|della|dello|delle|dal|dals|pentru|per|do|da|dos|das)(?:[ \t][^\s:\uff1a\u1361\u1365\u1366\u17d6\u055d=?.!]{1,15}){1,7}(?=[ \t]{1,3}(?:este|\u00e9s|\u00e8|es|est|\u00e9)(?:[ \t]|[ \t]?[:\uff1a\u1361\u1365\u1366\u17d6\u055d]))|(?:[ \t][^\s:\uff1a\u1361\u1365\u1366\u17d6\u055d=?.!]{1,15}){1,8}(?=[ \t]{1,3}(?:ialah|adalah|l\u00e0|ni|ay|kay|ke|ta|yra|\u00ebsht\u00eb|er|is|\u0647\u064a|\u0647\u0648|\u05d4\u05d9\u05d0|\u05d4\u05d5\u05d0|\u0435|je|jest|to)[ \t])|(?:[ \t][^\s:\uff1a\u1361\u1365\u1366\u17d6\u055d=?.!]{1,15}){1,8}(?=[ \t]{1,3}(?:es|est|este|\u00e9s|\u00e8|\u00e9|ist|is|e|\u0435)[ \t]?[:\uff1a\u1361\u1365\u1366\u17d6\u055d]))?[ \t]{1,3}(es|est|este|\u00e9s|\u00e8|\u00e9|ist|lautet|is|jest|je|to|\u00e4r|er|on|yra|\u00ebsht\u00eb|adalah|ialah|ay|kay|ke|ta|ni|\u0647\u064a|\u0647\u0648|\u05d4\u05d9\u05d0|\u05d4\u05d5\u05d0|\u0435|l\u00e0|chu|s\u012b|si|\u0b39\u0b47\u0b09\u0b1b\u0b3f|\u09b9\u09b2|\u09b9\u09c8\u099b\u09c7|\u0939\u0948|-|\u2013|\u2014|\u2192)(?:(?=[ \t])(?:[ \t]{1,2}[:\uff1a\u1361\u1365\u1366\u17d6\u055d])?|[:\uff1a\u1361\u1365\u1366\u17d6\u055d](?=[ \t]))|[ \t]?(\u306f|\u662f|\u70ba|\u4e3a|\u4fc2|\u0f53\u0f72|\ub294|\uc740|(?<=\u0e48\u0e32\u0e19)[\u0e00-\u0e7f]{0,30}?\u0e04\u0e37\u0e2d)(?=[ \t]|[!-~])|(\t)(?=\S))[ \t]{0,3}${VALUE}`,
  'iy',
);
/**
 * A login pair's user before a password's label that has no colon ("user X, LABEL VALUE"; an iCalendar text escapes its
 * comma): the user's word, maybe a colon, its name, then a comma or a semicolon right before the label.
 */
const PAIR_USER =
  /(?:^|[^A-Za-z\u00c0-\u024f\u0400-\u04ff])(?:user(?:name)?|login|benutzer(?:name)?|utilizador|usu[a\u00e1]rio|utente|utilisateur|identifiant|gebruiker(?:snaam)?|u[z\u017e]ivatel|u[z\u017c]ytkownik|korisnik|\u043a\u043e\u0440\u0438\u0441\u043d\u0438\u043a|\u043b\u043e\u0433\u0438\u043d|\u043f\u043e\u043b\u044c\u0437\u043e\u0432\u0430\u0442\u0435\u043b\u044c|kullan\u0131c\u0131|kullanici|k(?:\u00e4|a)ytt(?:\u00e4|a)j(?:\u00e4|a)|anv(?:\u00e4|a)ndare|bruger|bruker|felhaszn(?:\u00e1|a)l(?:\u00f3|o)|utilizator|kasutaja|vartotojas|lietot(?:\u0101|a)js|notandi|pengguna)[ \t]{1,3}:?[ \t]{0,3}[^\s,;:]{1,40}[ \t]{0,2}\\?[,;][ \t]{0,3}$/i;
/** The same user after a blank only ("Benutzer X Kennwort Y"): then the value must look random. */
const PAIR_USER_BARE = new RegExp(PAIR_USER.source.replace(String.raw`[ \t]{0,2}\\?[,;][ \t]{0,3}$`, String.raw`[ \t]{1,3}$`), 'i');
/**
 * A password's label right before its value (a blank between), read after a login pair's user only; English's name too
 * ("host \u2026, user \u2026, password \u2026"), where the value must look random or be letters scrambled in both cases.
 */
const PAIR_VALUE = new RegExp(String.raw`(?:${ABROAD}|password|passwd|pwd)[ \t]{1,3}${VALUE}`, 'iy');
/**
 * A label in another language right before its value with no colon nor copula, as languages that put the verb last
 * write it ("email ge paaswarudh \u2026"): after a word, only a value that ends its line or sentence and reads as generated
 * (left-secrets.ts valueLike, or both cases and random; group 1 the value).
 */
const BARE_VALUE = new RegExp(
  String.raw`${ABROAD}[ \t]{1,2}([!#-&*-;=?-Z^_a-~]{8,64})(?=[ \t]{0,3}(?:$|\r?\n|\\[nrt]|["',;)]|\.(?:\s|$)))`,
  'iy',
);
/** Labels that are words of other languages too (Latvian's `parole`, a bare `parol`, `sandi`, `clave`): never read bare. */
const NOT_BARE = /^(?:parol|sandi|clave|password)/i;
/** What may stand before a password's name that opens its sentence: a line's or a sentence's start, an article. */
const NAME_OPENS = /(?:^|[.!?:;\n"']|\\[nr])[ \t]*(?:[-*>\u2022][ \t]{1,3})?(?:(?:die|het|de|jou|u|ons|it|dat|jo|['\u2019]t)[ \t]+)?$/i;
/** Words after a value that make it an example ("\u306e\u3088\u3046\u306a", "\u307f\u305f\u3044\u306a", "\u306a\u3069", "\u8fd9\u6837\u7684", "\u4e4b\u7c7b", "\uac19\uc740", "\ucc98\ub7fc"). */
const LIKE_THIS =
  /^[ \t]?(?:\u306e\u3088\u3046|\u307f\u305f\u3044|\u306a\u3069|\u3068\u304b|\u8fd9\u6837|\u9019\u6a23|\u8fd9\u79cd|\u9019\u7a2e|\u4e4b\u7c7b|\u4e4b\u985e|\uac19\uc740|\uacfc[ \t]\uac19|\uc640[ \t]\uac19|\ucc98\ub7fc|\u0e40\u0e0a\u0e48\u0e19)/;
/** Where a label can start, by an indexed literal and how far into the label it stands. */
const ABROAD_AT: ReadonlyArray<readonly [string, number]> = [
  ['pass', 0],
  ['pass', 7],
  ['kennwort', 0],
  ['contrase', 0],
  ['clave', 0],
  ['enha', 1],
  ['wachtwoord', 0],
  ['heslo', 0],
  ['haslo', 0],
  ['jelsz', 0],
  ['senord', 2],
  ['adgangskode', 0],
  ['salasana', 0],
  ['sifre', 0],
  ['lozinka', 0],
  ['geslo', 0],
  ['sandi', 5],
  ['laluan', 5],
  ['nenosiri', 0],
  ['wagwoord', 0],
  ['slapta', 0],
  ['fjal', 0],
  ['lykilor', 0],
  ['parola', 0],
  ['parole', 0],
  ['parool', 0],
  // Basque, European Portuguese, Galician, Welsh, Irish, Luxembourgish, Frisian, Esperanto, Faroese, Hausa, Malagasy.
  ['pasahitz', 0],
  ['pass', 8],
  ['contrasinal', 0],
  ['cyfrinair', 0],
  ['pasfhocal', 0],
  ['wachtwurd', 0],
  ['pasvort', 0],
  ['loynior', 0],
  ['sirri', 7],
  ['tenimiafina', 0],
  // Zulu.
  ['phasiwedi', 1],
  // Northern Sotho.
  ['phasewete', 0],
  // Uzbek's and Azerbaijani's bare `parol`, Javanese's and Sundanese's bare `sandi`, Kinyarwanda, Sotho-Tswana, Swahili's
  // `neno la siri`, Somali, Igbo, Scottish Gaelic, Breton, Romansh, Papiamento.
  ['parol', 0],
  ['sandi', 0],
  ['ijambo', 0],
  ['sephiri', 10],
  ['sephiri', 11],
  ['neno la', 0],
  ['erayga', 0],
  ['okwuntughe', 0],
  ['facal', 0],
  ['tremen', 4],
  ['pled', 0],
  ['kontrase', 0],
  // Dhivehi romanised, Hokkien's tone-less `bi-be`.
  ['paaswarudh', 0],
  ['bi-b', 0],
];
/** Labels outside Latin-1 as written (each case a text may use), and how far into the label each stands. */
const WIDE_AT: ReadonlyArray<readonly [string, number]> = [
  ['\u043f\u0430\u0440\u043e\u043b\u044c', 0],
  ['\u041f\u0430\u0440\u043e\u043b\u044c', 0],
  ['\u041f\u0410\u0420\u041e\u041b\u042c', 0],
  ['\u30d1\u30b9\u30ef\u30fc\u30c9', 0],
  ['\u5bc6\u7801', 0],
  ['\u5bc6\u78bc', 0],
  ['\ube44\ubc00\ubc88\ud638', 0],
  ['\u1eadt kh\u1ea9u', 1],
  ['as\u0142o', 1],
  ['\u015fifre', 0],
  ['\u015eifre', 0],
  ['\u0643\u0644\u0645\u0629 ', 0],
  ['\u05e1\u05d9\u05e1\u05de\u05d4', 0],
  ['\u0e23\u0e2b\u0e31\u0e2a\u0e1c\u0e48\u0e32\u0e19', 0],
  ['\u092a\u093e\u0938\u0935\u0930\u094d\u0921', 0],
  ['\u0631\u0645\u0632 ', 0],
  ['\u067e\u0627\u0633 \u0648\u0631\u0688', 0],
  ['\u067e\u0627\u0633\u0648\u0631\u0688', 0],
  ['\u09aa\u09be\u09b8\u0993', 0],
  ['\u015fifr\u0259', 0],
  ['\u015eifr\u0259', 0],
  ['\u049b\u04b1\u043f\u0438\u044f', 0],
  ['\u049a\u04b1\u043f\u0438\u044f', 0],
  ['\u0b95\u0b9f\u0bb5\u0bc1\u0b9a\u0bcd', 0],
  ['\u03ba\u03c9\u03b4\u03b9\u03ba', 0],
  ['\u039a\u03c9\u03b4\u03b9\u03ba', 0],
  ['\u10de\u10d0\u10e0\u10dd\u10da\u10d8', 0],
  ['\u0563\u0561\u0572\u057f\u0576', 0],
  ['\u0533\u0561\u0572\u057f\u0576', 0],
  ['\u043f\u0430\u0440\u043e\u043b\u0430', 0],
  ['\u041f\u0430\u0440\u043e\u043b\u0430', 0],
  ['\u043b\u043e\u0437\u0438\u043d\u043a\u0430', 0],
  ['\u041b\u043e\u0437\u0438\u043d\u043a\u0430', 0],
  ['\u043d\u0443\u0443\u0446', 0],
  ['\u041d\u0443\u0443\u0446', 0],
  // Yoruba, Amharic, Sinhala, Khmer, Burmese, Lao, Gujarati, Gurmukhi, Telugu, Kannada, Malayalam, Persian, Kyrgyz.
  ['a\u1e63', 0],
  ['\u12e8\u12ed\u1208\u134d', 0],
  ['\u0db8\u0dd4\u0dbb\u0db4\u0daf', 0],
  ['\u1796\u17b6\u1780\u17d2\u1799\u179f\u1798\u17d2\u1784', 0],
  ['\u1005\u1000\u102c\u1038\u101d\u103e\u1000\u103a', 0],
  ['\u0ea5\u0eb0\u0eab\u0eb1\u0e94\u0e9c', 0],
  ['\u0aaa\u0abe\u0ab8\u0ab5\u0ab0', 0],
  ['\u0a2a\u0a3e\u0a38\u0a35\u0a30', 0],
  ['\u0c2a\u0c3e\u0c38\u0c4d', 0],
  ['\u0caa\u0cbe\u0cb8\u0ccd', 0],
  ['\u0d2a\u0d3e\u0d38\u0d4d', 0],
  ['\u06af\u0630\u0631\u0648\u0627\u0698\u0647', 0],
  ['\u0441\u044b\u0440\u0441\u04e9\u0437', 0],
  ['\u0421\u044b\u0440\u0441\u04e9\u0437', 0],
  // Sorbian `hes\u0142o`, Tatar, Bashkir, Uzbek's and Tajik's Cyrillic `\u043f\u0430\u0440\u043e\u043b`.
  ['es\u0142o', 1],
  ['\u0441\u0435\u0440\u0441\u04af\u0437', 0],
  ['\u0421\u0435\u0440\u0441\u04af\u0437', 0],
  ['\u0441\u0435\u0440\u04bb\u04af\u04d9', 0],
  ['\u0421\u0435\u0440\u04bb\u04af\u04d9', 0],
  ['\u043f\u0430\u0440\u043e\u043b', 0],
  ['\u041f\u0430\u0440\u043e\u043b', 0],
  // Assamese, Odia, Marathi, Tibetan, Dhivehi, Chinese's `\u53e3\u4ee4`, Uyghur (two names), Pashto, Sindhi, Sorani, Hokkien.
  ['\u09aa\u09be\u099b\u09f1', 0],
  ['\u0b2a\u0b3e\u0b38\u0b71', 0],
  ['\u0938\u0902\u0915\u0947\u0924', 0],
  ['\u0f42\u0f66\u0f44\u0f0b', 0],
  ['\u0795\u07a7\u0790\u07b0', 0],
  ['\u53e3\u4ee4', 0],
  ['\u067e\u0627\u0631\u0648\u0644', 0],
  ['\u0645\u06d5\u062e\u067e', 0],
  ['\u067e\u067c\u0646', 0],
  ['\u067e\u0627\u0633\u0648\u0631\u068a', 0],
  ['\u0648\u0634\u06d5\u06cc', 0],
  ['bi\u030dt-b', 0],
];
/**
 * WIDE_AT by its word's first code unit outside Latin-1: each word, where that code unit stands in it, and the word's
 * offset into its label. Only a text's runs outside Latin-1 are read for them (Text.wideRuns), not the whole text.
 */
const WIDE_BY_UNIT = new Map<number, Array<readonly [string, number, number]>>();
for (const [word, offset] of WIDE_AT) {
  let k = 0;
  while (word.charCodeAt(k) <= 0xff) k++;
  const list = WIDE_BY_UNIT.get(word.charCodeAt(k)) ?? [];
  list.push([word, k, offset]);
  WIDE_BY_UNIT.set(word.charCodeAt(k), list);
}

/** Blanks between a call's arguments, a line break among them (raw or a JSON string's `\n`) too: calls spread over lines. */
const GAP = String.raw`(?:[ \t\r\n]|\\n){0,12}`;
/** An argument before the one a call takes the password as: a quoted string, a name, or a number. */
const ARG = String.raw`${GAP}(?:\\?["'][^"'\n\\]{0,128}\\?["']|[A-Za-z_$][\w.$>-]{0,40}|\d{1,6})${GAP},`;
/** A quoted literal: group 1 the quote (escaped too, inside a JSON string), group 2 the password. */
const LITERAL = String.raw`${GAP}(\\?["'])([^"'\s\\]{6,256})\1`;
/**
 * Calls that take a password as a literal at a known place, each with the indexed literal the scan starts at and how
 * far into the call's name it stands: PHP's `new PDO(dsn, user, "…")`, `new mysqli(host, user, "…")` and
 * `ldap_bind(link, dn, "…")`, Python's `HTTPBasicAuth(user, "…")` (and Digest) and requests' `auth=(user, "…")`,
 * .NET's `new NetworkCredential(user, "…")`, pika's `PlainCredentials(user, "…")`, Perl's and phpseclib's `->login(user,
 * "…")`, `DBI->connect(dsn, user, "…")`, `ldap3.Connection(server, dn, "…")`; Go's `sql.Open(driver, "user:…@…")` (group 2 the DSN's password).
 */
const CALLS: ReadonlyArray<readonly [string, number, RegExp]> = [
  ['pdo(', 4, new RegExp(String.raw`new[ \t]{1,4}pdo[ \t]{0,4}\((?:${ARG}){2}${LITERAL}`, 'iy')],
  ['mysqli(', 4, new RegExp(String.raw`new[ \t]{1,4}mysqli[ \t]{0,4}\((?:${ARG}){2}${LITERAL}`, 'iy')],
  ['ldap_bind(', 0, new RegExp(String.raw`ldap_bind[ \t]{0,4}\((?:${ARG}){2}${LITERAL}`, 'iy')],
  ['basicauth(', 4, new RegExp(String.raw`http(?:basic|digest)auth[ \t]{0,4}\((?:${ARG})${LITERAL}[ \t]{0,4}\)`, 'iy')],
  ['digestauth(', 4, new RegExp(String.raw`http(?:basic|digest)auth[ \t]{0,4}\((?:${ARG})${LITERAL}[ \t]{0,4}\)`, 'iy')],
  ['auth=(', 0, new RegExp(String.raw`auth=\((?:${ARG})${LITERAL}[ \t]{0,4}\)`, 'iy')],
  ['networkcredential(', 4, new RegExp(String.raw`new[ \t]{1,4}networkcredential[ \t]{0,4}\((?:${ARG})${LITERAL}`, 'iy')],
  ['pdo(', 5, new RegExp(String.raw`new[ \t]{1,4}\\pdo[ \t]{0,4}\((?:${ARG}){2}${LITERAL}`, 'iy')],
  ['pdo(', 6, new RegExp(String.raw`new[ \t]{1,4}\\\\pdo[ \t]{0,4}\((?:${ARG}){2}${LITERAL}`, 'iy')],
  ['basicauth(', 0, new RegExp(String.raw`basicauth[ \t]{0,4}\((?:${ARG})${LITERAL}${GAP}\)`, 'iy')],
  ['auth = (', 0, new RegExp(String.raw`auth[ \t]{1,4}=[ \t]{1,4}\((?:${ARG})${LITERAL}${GAP}\)`, 'iy')],
  ['mysql', 0, new RegExp(String.raw`mysqli_real_connect[ \t]{0,4}\((?:${ARG}){3}${LITERAL}`, 'iy')],
  ['->bind(', 0, new RegExp(String.raw`->bind[ \t]{0,4}\((?:${ARG})${LITERAL}${GAP}\)`, 'iy')],
  ['bind_s(', 7, new RegExp(String.raw`simple_bind_s[ \t]{0,4}\((?:${ARG})${LITERAL}${GAP}\)`, 'iy')],
  ['oci_connect(', 0, new RegExp(String.raw`oci_connect[ \t]{0,4}\((?:${ARG})${LITERAL}`, 'iy')],
  ['oracle.connect(', 3, new RegExp(String.raw`cx_oracle\.connect[ \t]{0,4}\((?:${ARG})${LITERAL}`, 'iy')],
  ['ssh2_auth_password(', 0, new RegExp(String.raw`ssh2_auth_password[ \t]{0,4}\((?:${ARG}){2}${LITERAL}`, 'iy')],
  ['ncredentials(', 4, new RegExp(String.raw`plaincredentials[ \t]{0,4}\((?:${ARG})${LITERAL}${GAP}\)`, 'iy')],
  ['->login(', 0, new RegExp(String.raw`->login[ \t]{0,4}\((?:${ARG})${LITERAL}${GAP}\)`, 'iy')],
  ['dbi->connect(', 0, new RegExp(String.raw`dbi->connect[ \t]{0,4}\((?:${ARG}){2}${LITERAL}`, 'iy')],
  ['ldap3.connection(', 0, new RegExp(String.raw`ldap3\.connection[ \t]{0,4}\((?:${ARG}){2}${LITERAL}`, 'iy')],
  ['sql.open(', 0, /sql\.open[ \t]{0,4}\([ \t]{0,4}\\?"\w{1,20}\\?"[ \t]{0,4},[ \t]{0,4}(\\?")[^:"\s@/\\]{1,64}:([^@"\s\\]{6,128})@/iy],
];

/** The quotes VALUE opens with that close with another character. */
const CLOSING: Readonly<Record<string, string>> = {
  '\u201c': '\u201d',
  '\u201e': '\u201c',
  '\u00ab': '\u00bb',
  '\u300c': '\u300d',
  '\u300e': '\u300f',
};

/** A compound word, not a password: "WPA2-protected", "6-digit". */
const COMPOUND = /^[A-Za-z0-9]{1,12}-[a-z]{3,}$/;

/**
 * Whether a labelled value reads as a password: letters with a digit or a sign, no expression, no amount. (A
 * sentence's value must look random as well, which rules out a name's words joined.)
 */
function passwordLike(v: string): boolean {
  return (
    readsAsSecret(v) &&
    !/^!|[([]/.test(v) &&
    !COMPOUND.test(v) &&
    !/^[$\u20ac\u00a3\u00a5]\d/.test(v) &&
    !/^[A-Za-z\u00c0-\u024f]{2,40}[?!.:]$/.test(v)
  );
}

/**
 * Whether a value after a password's name and a copula or a qualifier reads as generated though its parts look like
 * words joined (looksRandom's test for a name): ten characters or more with both cases and a digit, the digits between
 * letters or two or more before two letters (`Larch_Vq93XT4k`, `Moss.418qzT`, `epff7JyfQ1LOX`). A name ends with its
 * version's number (`StorageKey2`, `KV-App-2024`) or a band's (`Gast_WLAN_5G`).
 */
function generated(v: string): boolean {
  return v.length >= 10 && /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[A-Za-z]\d+[A-Za-z]|\d{2}[A-Za-z]{2}/.test(v);
}

/** Whether a value is one word, at most its first letter a capital, and digits after it (`Obrigat\u00f3ria2026`). */
function motto(v: string): boolean {
  const word = v.replace(/\d{1,4}$/, '');
  return !/[\d!-/:-@[-`{-~]/.test(word) && word.slice(1) === word.slice(1).toLowerCase();
}

/** Whether the code unit before `at` continues a word (a label starts a word). */
function inWord(text: string, at: number): boolean {
  if (at <= 0) return false;
  const c = text.charCodeAt(at - 1);
  // A JSON string's `\n` before the label is a line break.
  if (c === 110 && text.charCodeAt(at - 2) === 92) return false;
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c > 127;
}

/**
 * Whether a label starting with the code unit `c` is in a script written without blanks between words (Thai, kana,
 * CJK ideographs, Hangul compounds): there a label runs into the word before it (an administrator's, a login's or
 * a temporary password's name written as one word), which starts no new word.
 */
function withoutBlanks(c: number): boolean {
  return (
    (c >= 0x0e00 && c <= 0x0eff) ||
    (c >= 0x1000 && c <= 0x109f) ||
    (c >= 0x1780 && c <= 0x17ff) ||
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7af)
  );
}

/** The passwords above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectSaidCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const taken = spansTaken(out);
  const push = (start: number, v: string): void => {
    if (isPlaceholder(v) || taken(start, start + v.length)) return;
    out.push({ code: 'credential_password', start, end: start + v.length, redact: 'password' });
  };
  /** A match's value (group `g`, its quote group `g - 1`), without a sentence's mark after it and closed if quoted. */
  const takeValue = (m: RegExpExecArray, g: number, random: boolean): void => {
    const whole = m[g]!;
    const at = m.index + m[0].length - whole.length;
    // A JSON string's written-out break ends the value (`...: zjIyGslJB\nThanks`).
    const broken = whole.search(/\\[nrt]/);
    const raw = broken > 0 ? whole.slice(0, broken) : whole;
    // A JSON string's escaped quote ends the value (`…: N0pe!\"}`): its backslash is none of the value's.
    const unescaped = raw.endsWith('\\') && text[at + raw.length] === '"' ? raw.replace(/\\+$/, '') : raw;
    const v = unescaped.replace(/[.,;:!?)]+$/, '');
    const open = m[g - 1]!;
    if (open !== '' && text[at + v.length] !== (CLOSING[open] ?? open)) return;
    // After a copula or a qualifier, a word with letters outside ASCII then a year, or a hashtag, is a motto's or a
    // campaign's ("… \u00e9 Obrigat\u00f3ria2026", "… to #StopSmog2026"); a sign inside or a second capital makes it
    // a password again ("… er Sj\u00f8!M\u00e5ke-7719").
    if (random && (v.startsWith('#') || (/[^\x00-\x7f]/.test(v) && motto(v)))) return;
    // A network's name ends in its band (`Gast_WLAN_5G`, `Home-2.4GHz`): no password.
    if (/(?:^|[^A-Za-z\d])(?:2[.,]4|5|6)g(?:hz)?$/i.test(v)) return;
    // Mixed cases and a sign inside read as generated too where no digit is (`UTFisBuS@m`), as left-secrets.ts reads them.
    if ((passwordLike(v) && (!random || looksRandom(v) || generated(v) || valueLike(v))) || scrambledLetters(v)) push(at, v);
  };

  // A sentence: the name, then what it became.
  for (const word of ['pass', 'pwd', 'pw'])
    for (const at of placesOf(t, word)) {
      if (inWord(text, at)) continue;
      let end = at + word.length;
      while (end < text.length && end - at < 12 && /[a-z]/i.test(text[end]!)) end++;
      if (!BECAME_NAME.test(text.slice(at, end))) continue;
      compileFirstFor(BECAME, text, 100);
      BECAME.lastIndex = end;
      const m = BECAME.exec(text);
      if (m !== null) takeValue(m, 2, true);
    }

  // A client's call.
  for (const [word, offset, re] of CALLS)
    for (const at of placesOf(t, word)) {
      if (at < offset) continue;
      re.lastIndex = at - offset;
      const m = re.exec(text);
      if (m === null || !readsAsSecret(m[2]!)) continue;
      // An anonymous FTP login's password is an address by convention (`->login('anonymous', '-anonymous@')`, user `ftp`).
      if (word === '->login(' && /anonymous|\(\s*["']ftp["']/i.test(m[0])) continue;
      // Only a quote, `)` or `@` follows the password in the match: its last place there is its own.
      push(m.index + m[0].lastIndexOf(m[2]!), m[2]!);
    }

  // A label in another language.
  const tryLabel = (from: number): void => {
    // Hebrew joins its article to the name ("\u05d4\u05e1\u05d9\u05e1\u05de\u05d4"): a word starts before it.
    const hebrewArticle = text.charCodeAt(from - 1) === 0x5d4 && !inWord(text, from - 1);
    if (from < 0 || (inWord(text, from) && !withoutBlanks(text.charCodeAt(from)) && !hebrewArticle)) return;
    // Its bytecode cost twice its machine code (2.6 KB of source): on a short text compiled at once (compile-first.ts).
    if (text.length < LONG_SUBJECT) compileFirst(LABELLED, t.wide);
    LABELLED.lastIndex = from;
    const m = LABELLED.exec(text);
    if (m === null) {
      // Only after a comma or a semicolon (most labels without a value have none), or a blank right after a user's
      // name: then the line's user is read.
      const comma = /[,;][ \t]{0,3}$/.test(text.slice(Math.max(0, from - 4), from));
      if (!comma && !/\S[ \t]{1,3}$/.test(text.slice(Math.max(0, from - 4), from))) return;
      const window = text.slice(Math.max(0, from - 80), from);
      const line = window.slice(window.lastIndexOf('\n') + 1);
      if (line.length < 4 || !(comma ? PAIR_USER : PAIR_USER_BARE).test(line)) {
        if (!bareValueMayFollow(text, from) || NOT_BARE.test(text.slice(from, from + 8))) return;
        BARE_VALUE.lastIndex = from;
        const bare = BARE_VALUE.exec(text);
        const v = bare?.[1];
        if (
          v !== undefined &&
          passwordLike(v) &&
          (valueLike(v) || (/[A-Z]/.test(v) && /[a-z]/.test(v) && (looksRandom(v) || generated(v))))
        )
          push(bare!.index + bare![0].length - v.length, v);
        return;
      }
      PAIR_VALUE.lastIndex = from;
      const pair = PAIR_VALUE.exec(text);
      // Letters only holding two capitalised words (`JSmithLogin`) are a name's parts joined, not letters scrambled.
      if (pair !== null && !(/^[A-Za-z]+$/.test(pair[2]!) && (pair[2]!.match(/[A-Z][a-z]{3,}/g)?.length ?? 0) >= 2))
        takeValue(pair, 2, true);
      return;
    }
    // A value an example's words follow (`\u30d1\u30b9\u30ef\u30fc\u30c9\u306fP@ssw0rd\u306e\u3088\u3046\u306a\u2026`, "\u2026\u8fd9\u6837\u7684"): a weak password's example, not one given.
    if (LIKE_THIS.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4))) return;
    // Afrikaans' and Dutch "is" after a qualifier only in a sentence the name opens ("Die wagwoord vir \u2026 is"), not in
    // a clause about it ("\u2026 dat om het wachtwoord van het portaal vraagt is \u2026": a network's name).
    if (m[2]?.toLowerCase() === 'is' && !/^\S+[ \t]{1,3}is[ \t]/i.test(m[0]) && !NAME_OPENS.test(text.slice(Math.max(0, from - 30), from)))
      return;
    // Latvian "parole:" is French and English "parole" too: only before a colon, its value looking random (a table's
    // "Parole<tab>eParaksts2" names a service).
    const latvian = /^parole/i.test(m[0]);
    if (latvian && !/^parole[ \t]{0,3}[:\uff1a]/i.test(m[0])) return;
    // Uzbek's and Azerbaijani's bare "parol" is English law's "parol" too, and a bare "Sandi" a chat's speaker: only
    // before a colon (after a qualifier maybe), the value looking random.
    const bare = /^(?:parol|sandi)(?![a-z\u0103])/i.test(m[0]);
    if (bare && m[1] === undefined && !/^\S+[ \t]{0,3}[:\uff1a]/.test(m[0])) return;
    // A chat's line goes on in words after its first ("Sandi: Thanks2All for coming!"): a sentence, not a value.
    const end = m.index + m[0].length;
    if (bare && /^[ \t]{1,3}[A-Za-z\u00c0-\u024f]/.test(text.slice(end, end + 4))) return;
    const random = m[1] !== undefined || m[2] !== undefined || m[3] !== undefined || m[4] !== undefined;
    takeValue(m, 6, random || latvian || bare);
  };
  for (const [word, offset] of ABROAD_AT) for (const at of placesOf(t, word)) tryLabel(at - offset);
  const runs = t.wideRuns();
  for (let r = 0; r < runs.length; r += 2)
    for (let i = runs[r]!; i < runs[r + 1]!; i++) {
      const words = WIDE_BY_UNIT.get(text.charCodeAt(i));
      if (words !== undefined) for (const [word, k, offset] of words) if (text.startsWith(word, i - k)) tryLabel(i - k - offset);
    }
}
