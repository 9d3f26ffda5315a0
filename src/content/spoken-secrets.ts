/**
 * credential_leak: passwords in the shapes the other readings leave — a verb of change between a password's name and its
 * value ("is now", "has been reset to", "heißt", "wurde geändert auf", "a été changé en", "ha cambiado a", "foi
 * alterada para", "is gewijzigd in"), a password's name in thirteen more languages (Czech, Swedish, Romanian, Greek,
 * Russian, Korean, Hungarian, Finnish, Vietnamese, Indonesian, Hindi, Arabic, Hebrew) before a colon or that language's
 * copula, a Wi-Fi network's key under a name other than "password" ("WLAN-Schlüssel", "network key", "WPA2-PSK"), and
 * what agents' tools hand back: a password input's `value=`, Redis's `requirepass` quoted in a report, a CRM's
 * `…_Password__c` field. Each reading starts where its own word stands (a literal of the index, or one `indexOf` of a
 * word outside ASCII, only when the text holds such characters) and tries a bounded, sticky pattern there; the value must
 * read as generated (left-secrets.ts valueLike) and be no placeholder. Only the value is redacted.
 */
import type { Hit } from './codes.js';
import { execAt, isLiteral, placesOf, type Text } from './find.js';
import { lineStartWithin } from './line-bounds.js';
import { networkWordKeys } from './network-words.js';
import { EXAMPLE, passwordPush, VALUE } from './office-secrets.js';
import { WORD_UNIT } from './prefixes.js';
import { CLOSING } from './still-secrets.js';
import { unitPlaces } from './unit-places.js';
import { wideWordsFinder } from './wide-words.js';
import { lazy } from './lazy.js';

/** "Example" in the languages this module reads that office-secrets.ts's EXAMPLE does not (Czech to Hebrew). */
const EXAMPLE_MORE = lazy(
  () =>
    /p\u0159\u00edklad|exempel|exemplu|\u03c0\u03b1\u03c1\u03ac\u03b4\u03b5\u03b9\u03b3\u03bc|\u043f\u0440\u0438\u043c\u0435\u0440|\uc608\ub97c|\uc608\uc2dc|p\u00e9ld|esimerk|v\u00ed[ \t]d\u1ee5|contoh|\u0909\u0926\u093e\u0939\u0930\u0923|\u0645\u062b\u0627\u0644|\u05dc\u05d3\u05d5\u05d2\u05de\u05d4/i,
);
/** A network key's value that names a cipher, a standard or a number (`AES-256-GCM`, `WPA2-PSK`, `0x1F2A…`): no key. */
const NOT_A_KEY = lazy(() => /^0x|aes|tkip|ccmp|sha-?\d|gcm|wpa|eap|psk|ieee|802\./i);
/**
 * A word between a name and its verb or colon: no blank and no ASCII mark but `-` and `_` (a Unicode property class
 * costs milliseconds to build for a case-insensitive pattern, on a short text's first judgement).
 */
const WORD = String.raw`[^\s!-,./:-@[-^\x60{-~]{1,16}`;
/** Up to three words between a name and its verb or colon ("k wifi", "nouă", "mới của bạn"). */
const BETWEEN = String.raw`(?:[ \t]{1,3}${WORD}){0,3}?`;
/** Each language's name (its literal's end) to its value: the words between, a colon or the copula, the value. */
const SAID: Readonly<Record<string, RegExp>> = {
  cs: new RegExp(
    String.raw`${BETWEEN}(?:[ \t]{0,3}:|[ \t]{1,3}(?:je(?:[ \t]nyn\u00ed)?|zn\u00ed|bylo[ \t](?:zm\u011bn\u011bno|nastaveno)[ \t]na|zm\u011bnil[aiy]?[ \t]na))${VALUE}`,
    'iuy',
  ),
  // The instrumental ("přihlaste se heslem …", "войдите с паролем …", "zaloguj się hasłem …"): the value right after it.
  by: new RegExp(VALUE, 'y'),
  sv: new RegExp(
    String.raw`(?:et)?${BETWEEN}(?:[ \t]{0,3}:|[ \t]{1,3}(?:\u00e4r(?:[ \t]nu)?|blir|(?:har[ \t])?(?:\u00e4ndrats|\u00e4ndrades|bytts|byttes|\u00e5terst\u00e4llts)[ \t]till))${VALUE}`,
    'iuy',
  ),
  // "jag har bytt lösenordet till …": the verb before the name, "till" right after it.
  svBy: /et[ \t]{1,3}till[ \t]{1,3}()([!#-&*-;=?-Z^_a-~]{6,64})(?=$|[\s.,;:!?)"'])/iy,
  ro: new RegExp(
    String.raw`${BETWEEN}(?:[ \t]{0,3}:|[ \t]{1,3}(?:este|e|a[ \t]fost[ \t](?:schimbat|resetat|setat|modificat)[\u0103a][ \t](?:\u00een|in|la)))${VALUE}`,
    'iuy',
  ),
  el: new RegExp(
    String.raw`${BETWEEN}(?:[ \t]{0,3}:|[ \t]{1,3}(?:\u03b5\u03af\u03bd\u03b1\u03b9|(?:\u03ac\u03bb\u03bb\u03b1\u03be\u03b5|\u03ad\u03c7\u03b5\u03b9[ \t]\u03b1\u03bb\u03bb\u03ac\u03be\u03b5\u03b9)[ \t]\u03c3\u03b5))${VALUE}`,
    'iuy',
  ),
  ru: new RegExp(
    String.raw`(?:[ \t]{1,3}(?:\u043e\u0442[ \t]{1,3}[\w-]{1,16}|\u0430\u0434\u043c\u0438\u043d\u0438\u0441\u0442\u0440\u0430\u0442\u043e\u0440\u0430))?(?:[ \t]{0,3}[:\u2014\u2013]|[ \t]{1,3}\u044d\u0442\u043e|(?:[ \t]{1,3}\u0431\u044b\u043b[\u0430\u043e]?)?[ \t]{1,3}(?:\u0438\u0437\u043c\u0435\u043d[\u0451\u0435]\u043d|\u0441\u0431\u0440\u043e\u0448\u0435\u043d|\u043f\u043e\u043c\u0435\u043d\u044f\u043b\u0438|\u0438\u0437\u043c\u0435\u043d\u0438\u043b\u0438|\u0441\u043c\u0435\u043d\u0438\u043b\u0438|\u0441\u0431\u0440\u043e\u0441\u0438\u043b\u0438)[ \t]{1,3}\u043d\u0430)?${VALUE}`,
    'iuy',
  ),
  // Korean: the topic's particle joined to the name ("비밀번호는 … 입니다"), or a colon.
  ko: new RegExp(String.raw`(?:[\ub294\uc740][ \t]{0,3}|[ \t]{0,3}:)${VALUE}`, 'uy'),
  // "비밀번호가 …(으)로 변경되었습니다", "비밀번호를 …로 바꿨어요": the value joined to the particle "(으)로", then the verb.
  koTo: /[\uac00\ub97c][ \t]{1,3}()([!#-&*-;=?-Z^_a-~]{6,64}?)(?:\(\uc73c\)|\uc73c)?\ub85c[ \t]{0,3}(?:\ubcc0\uacbd|\ubc14\uafe8|\ubc14\ub01c|\uc7ac\uc124\uc815|\uc124\uc815)/uy,
  // Hungarian: "jelszó:" or a possessive with the value right after it ("a jelszavad …").
  hu: new RegExp(
    String.raw`(?:\u00f3[ \t]{0,3}:|(?:avad|ava|avunk)(?:[ \t]{0,3}:|[ \t]{1,3}mostant\u00f3l)?|\u00f3t[ \t]{1,3}erre[ \t]{1,3}(?:v\u00e1ltoztattam|\u00e1ll\u00edtottam|m\u00f3dos\u00edtottam)[ \t]{0,3}:)${VALUE}`,
    'iuy',
  ),
  fi: new RegExp(
    String.raw`(?:si|nne)?${BETWEEN}(?:[ \t]{0,3}:|[ \t]{1,3}on(?:[ \t]nyt|[ \t](?:vaihdettu|muutettu)[ \t]{0,3}:)?|[ \t]{1,3}(?:vaihdettiin|muutettiin)[ \t](?:muotoon|arvoon))${VALUE}`,
    'iuy',
  ),
  vi: new RegExp(
    String.raw`${BETWEEN}(?:[ \t]{0,3}:|[ \t]{1,3}l\u00e0|[ \t]{1,3}(?:\u0111\u00e3[ \t])?(?:\u0111\u01b0\u1ee3c[ \t])?(?:\u0111\u1ed5i|thay[ \t]\u0111\u1ed5i|c\u1eadp[ \t]nh\u1eadt)[ \t]th\u00e0nh)${VALUE}`,
    'iuy',
  ),
  id: new RegExp(
    String.raw`${BETWEEN}(?:[ \t]{0,3}:|[ \t]{1,3}(?:adalah|ialah|(?:telah|sudah)[ \t](?:diubah|diganti|direset)[ \t](?:menjadi|jadi|ke)))${VALUE}`,
    'iuy',
  ),
  // Hindi: a colon, or the value then the copula "है" after it.
  hi: new RegExp(
    String.raw`(?:[ \t]{0,3}:${VALUE}|(?:[ \t]{1,3}\u0905\u092c)?${VALUE}[ \t]{1,3}\u0939\u0948|[ \t]{1,3}\u092c\u0926\u0932\u0915\u0930${VALUE}[ \t]{1,3}\u0915\u0930)`,
    'uy',
  ),
  ar: new RegExp(String.raw`${BETWEEN}(?:[ \t]{0,3}:|[ \t]{1,3}\u0647\u064a)${VALUE}`, 'uy'),
  // "تم تغيير كلمة المرور إلى …" and "أصبحت كلمة المرور …": the verb before the name (checked by the caller).
  arTo: new RegExp(String.raw`(?:[ \t]{1,3}\u0625\u0644\u0649)?${VALUE}`, 'uy'),
  he: new RegExp(
    String.raw`${BETWEEN}(?:[ \t]{0,3}:|[ \t]{1,3}(?:\u05d4\u05d9\u05d0|\u05d4\u05d5\u05d0|\u05e2\u05db\u05e9\u05d9\u05d5))${VALUE}`,
    'uy',
  ),
  // "הסיסמה שונתה ל-…": the preposition joined to the value.
  heTo: /[ \t]{1,3}(?:\u05e9\u05d5\u05e0\u05ea\u05d4|\u05d4\u05d5\u05d7\u05dc\u05e4\u05d4)[ \t]{1,3}\u05dc-?()([!#-&*-;=?-Z^_a-~]{6,64})(?=$|[\s.,;:!?)"'])/uy,
};
/** Each language's name: the literal found (lower case) and the word it must be (its end, the language's key). */
const NAMES: ReadonlyArray<readonly [string, RegExp, string]> = [
  ['heslo', /^heslo\b/i, 'cs'],
  ['senord', /^l\u00f6senord/i, 'sv'],
  ['parola', /^parola\b/i, 'ro'],
  ['arol\u0103', /^parol\u0103/i, 'ro'],
  [
    '\u03c9\u03b4\u03b9\u03ba',
    /^\u03ba\u03c9\u03b4\u03b9\u03ba(?:\u03cc\u03c2|\u03bf\u03c2)(?:[ \t]\u03c0\u03c1\u03cc\u03c3\u03b2\u03b1\u03c3\u03b7\u03c2)?/i,
    'el',
  ],
  ['\u0430\u0440\u043e\u043b\u044c', /^\u043f\u0430\u0440\u043e\u043b\u044c/i, 'ru'],
  ['\ube44\ubc00\ubc88\ud638', /^\ube44\ubc00\ubc88\ud638/, 'ko'],
  ['\uc554\ud638', /^\uc554\ud638/, 'ko'],
  ['jelsz', /^jelsz/i, 'hu'],
  ['salasana', /^salasana(?:si|nne)?\b/i, 'fi'],
  ['\u1eadt kh\u1ea9u', /^m\u1eadt kh\u1ea9u/i, 'vi'],
  ['sandi', /^kata sandi\b/i, 'id'],
  ['\u092a\u093e\u0938\u0935\u0930\u094d\u0921', /^\u092a\u093e\u0938\u0935\u0930\u094d\u0921/, 'hi'],
  ['\u0643\u0644\u0645\u0629 \u0627\u0644', /^\u0643\u0644\u0645\u0629 \u0627\u0644(?:\u0645\u0631\u0648\u0631|\u0633\u0631)/, 'ar'],
  ['\u05e1\u05d9\u05e1\u05de', /^\u05e1\u05d9\u05e1\u05de[\u05d0\u05d4]/, 'he'],
  // The instrumental, a value right after it: Czech (only in a text holding letters outside Latin-1), Russian, Polish.
  ['heslem', /^heslem\b/i, 'by'],
  ['\u0430\u0440\u043e\u043b\u0435\u043c', /^\u043f\u0430\u0440\u043e\u043b\u0435\u043c(?![\u0400-\u04ff])/i, 'by'],
  ['has\u0142em', /^has\u0142em\b/i, 'by'],
];
/** The patterns tried after a language's own (a verb before the name, a value joined to a particle or a preposition). */
const ALSO: Readonly<Record<string, readonly [string, RegExp | null]>> = {
  sv: ['svBy', /(?:bytt|\u00e4ndrat|satt|\u00e5terst\u00e4llt)[ \t]{1,3}(?:[^\s]{1,16}[ \t]{1,3}){0,2}l\u00f6senord$/i],
  ko: ['koTo', null],
  ar: [
    'arTo',
    /(?:\u062a\u063a\u064a\u064a\u0631|\u062a\u0639\u064a\u064a\u0646|\u0623\u0635\u0628\u062d\u062a)[ \t]{1,3}\u0643\u0644\u0645\u0629[ \t]\u0627\u0644(?:\u0645\u0631\u0648\u0631|\u0633\u0631)$/,
  ],
  he: ['heTo', null],
};
/** Where a name's literal starts before its word (the part of the name before the literal). */
const LEAD: Readonly<Record<string, number>> = {
  senord: 2,
  'arol\u0103': 1,
  '\u03c9\u03b4\u03b9\u03ba': 1,
  '\u0430\u0440\u043e\u043b\u044c': 1,
  '\u1eadt kh\u1ea9u': 1,
  sandi: 5,
  '\u0430\u0440\u043e\u043b\u0435\u043c': 1,
};

/** A verb of change after a password's name (the words between first), in the languages read here. */
const CHANGED = lazy(
  () =>
    new RegExp(
      String.raw`(?:[ \t]{1,3}${WORD}){0,4}?[ \t]{1,3}(?:is[ \t]now|(?:(?:has[ \t]been|was|got|had[ \t]been)[ \t])?(?:reset|changed|updated|set)[ \t]to|hei(?:\u00df|ss)t(?:[ \t](?:jetzt|nun))?|ist[ \t](?:jetzt|nun|ab[ \t]sofort)|wurde[ \t](?:ge(?:\u00e4|ae)ndert|gesetzt|zur(?:\u00fc|ue)ckgesetzt)[ \t](?:auf|in)|a[ \t]\u00e9t\u00e9[ \t](?:chang|modifi|r\u00e9initialis|remplac|d\u00e9fini)\u00e9e?[ \t](?:en|\u00e0|par)|est[ \t](?:d\u00e9sormais|maintenant|dor\u00e9navant)|ha[ \t]cambiado[ \t]a|(?:se[ \t])?cambi\u00f3[ \t]a|ha[ \t]sido[ \t](?:cambiad|restablecid|modificad)[ao][ \t]a|ahora[ \t]es|\u00e8[ \t]stata[ \t](?:cambiata|modificata|reimpostata)[ \t](?:in|a)|ora[ \t]\u00e8|foi[ \t](?:alterada|redefinida|mudada|trocada)[ \t]para|agora[ \t]\u00e9|(?:is|werd)[ \t](?:gewijzigd|veranderd)[ \t](?:in|naar)|is[ \t]nu)${VALUE}`,
      'iuy',
    ),
);
/** A word each of CHANGED's verbs holds, in lower case (a tab read as a blank). */
const VERB_WORDS = [
  ' to ',
  'is now',
  'is nu',
  'hei',
  'ist ',
  'wurde',
  '\u00e9t\u00e9',
  'est ',
  'cambi',
  'sido',
  'ahora',
  'stata',
  'ora ',
  'foi ',
  'gewijzigd',
  'veranderd',
];
/** German's other order: "wurde in/auf … geändert / zurückgesetzt" (the value between). */
const CHANGED_AFTER = lazy(
  () =>
    new RegExp(
      String.raw`(?:[ \t]{1,3}${WORD}){0,4}?[ \t]{1,3}wurde[ \t](?:auf|in)${VALUE}[ \t]{1,3}(?:ge(?:\u00e4|ae)ndert|gesetzt|zur(?:\u00fc|ue)ckgesetzt)`,
      'iuy',
    ),
);
/** "I reset the password to …", "we set the new password to …": the verb before the name, "to" after it. */
const TO = lazy(() => new RegExp(String.raw`[ \t]{1,3}to${VALUE}`, 'iy'));
const SET_BEFORE = lazy(
  () => /\b(?:reset|set|changed|change|updated)[ \t]{1,3}(?:the|your|his|her|their|its)?[ \t]{0,3}(?:[\w-]{1,16}[ \t]{1,3}){0,2}$/i,
);

/**
 * A network key as routers generate them: twelve or more lower-case letters and digits, three or more of each, a digit
 * between letters (`k3v9xq2m8w7p`). It reads as no word under a network key's name, as one case alone reads elsewhere.
 */
const GENERATED_KEY = lazy(() => /^(?=(?:[a-z]*[0-9]){3})(?=(?:[0-9]*[a-z]){3})(?=[a-z0-9]*[a-z][0-9]+[a-z])[a-z0-9]{12,63}$/);
/**
 * A network key as people choose them: eight or more letters and digits (a sign or an underscore maybe), both cases or
 * a digit among letters (`Harbour2291tq`, `Otterpond!83`, `Reef_gannet47`). Under a network key's name that is the key; a pointer, a cipher or a
 * policy there is words, or words joined by dashes (`AES-CCMP`), which this shape leaves.
 */
const CHOSEN_KEY = lazy(() => /^(?=[^\d]{0,62}\d)(?=[^a-z]{0,62}[a-z])[A-Za-z0-9!#$%&*+=?@^~_]{8,63}$/);
/**
 * A chosen key of words joined by single dashes, letters of the Nordic alphabets among them (`Fjell-Tak-9183`,
 * `Havnegade-4471-bl\u00e5`): ten or more characters, a lower-case letter, one part all digits. A cipher's or a
 * router model's name (`AES-CCMP`, `Modell-AX3000`) has no such part; no part holds a dash, so each dash ends one part.
 */
const DASHED_KEY = lazy(
  () =>
    /^(?=.{10,63}$)(?=[^a-z\u00df-\u00ff]{0,62}[a-z\u00df-\u00ff])[\w\u00c0-\u024f!#$%&*+=?@^~]{2,24}(?:-[\w\u00c0-\u024f!#$%&*+=?@^~]{2,24}){1,4}$/,
);
const dashedKey = (v: string): boolean => DASHED_KEY().test(v) && v.split('-').some((part) => /^\d{2,8}$/.test(part));
/** A network key's value: a password's characters (office-secrets.ts VALUE) and the Nordic and other Latin letters. */
const KEY_TEXT = String.raw`[ \t]{1,3}([\x60"'\u00ab\u201e\u201c]?)([!#-&*-;=?-Z^_a-~\u00c0-\u024f]{6,64})(?=$|[\s.,;:!?)"'\x60\u00bb\u201c\u201d]|\\[nt]|<\/)`;
/**
 * A Wi-Fi key's connective: a bracket's note ("(WPA2)"), then a colon, "=", "is", "lautet", or only a blank; a JSON
 * key's closing quote before its colon (`"wpa2_key": …`).
 */
const KEY_VALUE = lazy(
  () =>
    new RegExp(
      String.raw`[ \t]{0,3}(?:\([\w -]{1,12}\)[ \t]{0,3})?(?:\\?["'][ \t]{0,3}(?=[:=]))?(?::|=|[ \t]is|[ \t]lautet|[ \t]ist)?${KEY_TEXT}`,
      'iy',
    ),
);
/** What says a key is a network's right before "key" ("Wi-Fi key", "network security key", "WPA2 key"). */
const NETWORK_KEY = lazy(() => /(?:wi-?fi|wlan|wireless|network(?:[ \t]security)?|wpa[23]?(?:-personal|-psk)?|pre-?shared)[ \t_-]{0,2}$/i);
/** A Wi-Fi named on the line before "key" with a comma or a slash between ("WiFi: StudioNet, key: …"). */
const NETWORK_ON_LINE = lazy(() => /(?:wi-?fi|wlan)[^\n,/]{0,40}[,/][ \t]{0,3}$/i);
/**
 * A Wi-Fi named with its network's name in quotes, guillemets or brackets right before its key's word (`Wi-Fi "Dock-5G"
 * key:`, `WLAN \u201eGast\u201c Schl\u00fcssel:`, `Wifi \u00abSalle\u00bb cl\u00e9 :`).
 */
const NETWORK_NAMED = lazy(
  () =>
    /(?:wi-?fi|wlan)[ \t]{1,3}(?:"[^"\n]{1,32}"|'[^'\n]{1,32}'|\\"[^"\n\\]{1,32}\\"|\u201e[^\u201c\u201d\n]{1,32}[\u201c\u201d]|\u201c[^\u201d\n]{1,32}\u201d|\u00ab[^\u00bb\n]{1,32}\u00bb|\([^)\n]{1,32}\))[ \t]{1,3}$/i,
);
/** "Key" in Norwegian, Swedish, Danish, Dutch and Finnish (and Danish's "code", `Wi-Fi-kode`), a network key's last part. */
const KEY_WORDS = ['n\u00f8kkel', 'nyckel', 'n\u00f8gle', 'sleutel', 'avain', 'kode'];
/**
 * A network right before that word, run into it or joined by a hyphen ("WPA2-n\u00f8kkel", "Nettverksn\u00f8kkel",
 * "n\u00e4tverksnyckel", "netv\u00e6rksn\u00f8gle", "netwerksleutel", "verkkoavain"); a word's start before the network.
 */
const NETWORK_BEFORE_KEY = lazy(
  () =>
    /(?:^|[^A-Za-z0-9\u00c0-\u024f])(?:wpa[23]?(?:-psk)?|wi-?fi|wlan|nettverks|n\u00e4tverks|netv\u00e6rks|netwerk|verkko|tr\u00e5dl\u00f8s)-?$/i,
);
/** Polish's and Czech's key with its network after it ("klucz sieci", "klucz WPA2", "kl\u00ed\u010d s\u00edt\u011b", "kl\u00ed\u010d k Wi-Fi"). */
const KEY_THEN_NETWORK = lazy(
  () =>
    /(?:klucz|kl\u00ed\u010d)[ \t]{1,3}(?:sieci(?:[ \t]wi-?fi)?|s\u00edt\u011b(?:[ \t]wi-?fi)?|wpa[23]?|wi-?fi|k[ \t]wi-?fi|do[ \t]wi-?fi)(?![A-Za-z0-9\u00c0-\u024f])/iy,
);
/**
 * Russian's and Ukrainian's key ("\u043a\u043b\u044e\u0447") with its network after it: "\u043a\u043b\u044e\u0447 WPA2", "\u043a\u043b\u044e\u0447 \u043e\u0442 Wi-Fi", "\u043a\u043b\u044e\u0447 \u0441\u0435\u0442\u0438", "\u043a\u043b\u044e\u0447 \u043c\u0435\u0440\u0435\u0436\u0456"
 * (the network before it, "WPA2 \u043a\u043b\u044e\u0447", is NETWORK_KEY's).
 */
const KLYUCH_THEN_NETWORK = lazy(
  () =>
    /[ \t]{1,3}(?:(?:\u043e\u0442|\u0432\u0456\u0434|\u0434\u043e)[ \t]{1,3})?(?:wpa[23]?|wi-?fi|\u0441\u0435\u0442\u0438|\u043c\u0435\u0440\u0435\u0436\u0456)(?![A-Za-z0-9\u0400-\u04ff])/iy,
);
/** A network's name before "Schlüssel" in German ("WLAN-Schlüssel", "Netzwerkschlüssel", "WLAN-Netzwerkschlüssel"). */
const NETWORK_SCHL = lazy(() => /(?:wlan-?|netzwerk|wlan-netzwerk|wifi-?|wi-fi-?)$/i);
/** A line that names a network (the line before a bare "Schlüssel:" or "Key:"). */
const NETWORK_LINE = lazy(() => /^[ \t]{0,4}(?:wlan|wi-?fi|ssid|netzwerk|network)\b/i);

/** A device's or a system's name with its version, as a sentence names where a password was changed. */
export const DEVICE = lazy(
  () => /^(?:iphone|ipad|ipados|ipod|ios|macos|macbook|imac|android|windows|galaxy|pixel|thinkpad|chromebook)\d{0,3}$/i,
);

/** The passwords above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectSpokenCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const { push } = passwordPush(text, out, isPlaceholder, [EXAMPLE, EXAMPLE_MORE()]);
  // First: a later reading that asks for a value's start and refuses a word takes that start.
  networkWordKeys(t, push);
  const wordStart = (at: number): boolean => at === 0 || !wordUnit(text, at - 1) || (text[at - 1] === 'n' && text[at - 2] === '\\');
  const wordEnd = (at: number): boolean => at >= text.length || !wordUnit(text, at);
  /** A pattern tried at `end`: its value (the last group matched, a quote before it closed) pushed. */
  const tryAt = (re: RegExp, end: number, shaped = false): void => {
    const m = execAt(re, text, end);
    if (m === null) return;
    // The value is the last group holding text (the Hindi pattern has two places for it).
    let g = m.length - 1;
    while (g > 0 && m[g] === undefined) g--;
    const raw = m[g]!;
    const v = raw.replace(/[.,;:!?]+$/, '');
    const at = m.index + m[0].lastIndexOf(raw);
    const open = m[g - 1] ?? '';
    // A quote before the value closes after it, as every reading of a name's value reads quotes (still-secrets.ts CLOSING).
    const next = text[at + v.length];
    if (open.length === 1 && (next === undefined || !(CLOSING[open] ?? open).includes(next))) return;
    // "changed on iPhone15": in many languages the word for "to" is the word for "on" too, and a device is no value.
    if (DEVICE().test(v)) return;
    push(at, v, shaped && (GENERATED_KEY().test(v) || CHOSEN_KEY().test(v) || dashedKey(v)));
  };
  /** A network key's pattern at `end`, its value no cipher's or standard's name. */
  const tryKey = (re: RegExp, end: number, bare = false): void => {
    const m = execAt(re, text, end);
    if (m === null) return;
    const v = m[m.length - 1]!;
    const after = m.index + m[0].length;
    // A model's name in a sentence ("the WPA2 key is AX3000v2's only difference"), or, under a bare "Key:", an asset
    // tag of digits ("SSID: Office\nKey: 2231A5001234x"): no key.
    if (NOT_A_KEY().test(v) || /^['\u2019]s\b/.test(text.slice(after, after + 3))) return;
    if (bare && v.replace(/\D/g, '').length * 10 > v.length * 7) return;
    tryAt(re, end, true);
  };
  let wide: Map<string, number[]> | undefined;
  /** Whether the text holds `s` (a code unit's places are shared, unit-places.ts; `ß` upper-cased is two). */
  const holds = (s: string): boolean => (s.length === 1 ? unitPlaces(text, s.charCodeAt(0)).length > 0 : text.includes(s));
  /**
   * Where `word` stands: the index's places for ASCII words, the text's wide runs read once for words outside Latin-1,
   * one `indexOf` per casing for the others (only where the text holds their letter outside ASCII).
   */
  const wordsAt = (word: string): readonly number[] => {
    if (isLiteral(word)) return placesOf(t, word);
    if (WIDE_KEYS.has(word)) return (wide ??= wideWords(t)).get(word) ?? [];
    const places: number[] = [];
    // A letter's places are found once per text and shared (unit-places.ts): several words hold the same letter.
    const rare = /[\x80-\xff]/.exec(word);
    if (rare !== null && !holds(rare[0]) && !holds(rare[0].toUpperCase())) return places;
    for (const w of new Set([word, word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1)])) {
      // A casing with a letter outside ASCII is read where the text holds that letter (few places), not searched for
      // from every place its first letter stands.
      const letter = /[^\0-\x7f]/.exec(w);
      if (letter === null) for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + 1)) places.push(at);
      else
        for (const at of unitPlaces(text, letter[0].charCodeAt(0)))
          if (at >= letter.index && text.startsWith(w, at - letter.index)) places.push(at - letter.index);
    }
    return places;
  };

  // Names in more languages: words outside Latin-1 only where the text holds some.
  for (const [literal, name, key] of NAMES) {
    if (!t.wide && /[^\0-\xff]/.test(literal)) continue;
    // Czech's instrumental is read only in a text with letters outside Latin-1 (its own): not sought in the others.
    if (literal === 'heslem' && !t.wide) continue;
    for (const found of wordsAt(literal)) {
      const at = found - (LEAD[literal] ?? 0);
      // Hebrew joins its article to the name ("הסיסמה").
      if (at < 0 || !(wordStart(at) || (key === 'he' && text[at - 1] === '\u05d4' && wordStart(at - 1)))) continue;
      const n = name.exec(text.slice(at, at + 24));
      if (n === null) continue;
      const end = at + n[0].length;
      tryAt(SAID[key]!, end);
      const also = ALSO[key];
      if (also !== undefined && (also[1] === null || also[1].test(text.slice(Math.max(0, end - 60), end)))) tryAt(SAID[also[0]]!, end);
    }
  }

  // Verbs of change after a password's name.
  const changedAt = (end: number): void => {
    // The verbs' patterns are large (milliseconds to compile on a short text's first judgement): tried only where the
    // stretch they read holds one of their words.
    const near = text
      .slice(end, end + 140)
      .toLowerCase()
      .replaceAll('\t', ' ');
    if (VERB_WORDS.some((w) => near.includes(w))) tryAt(CHANGED(), end);
    if (near.includes('wurde')) tryAt(CHANGED_AFTER(), end);
  };
  for (const at of placesOf(t, 'pass')) {
    const w = text.slice(at, at + 8).toLowerCase();
    if (w === 'password' || w === 'passwort') {
      if (!wordEnd(at + 8)) continue;
      changedAt(at + 8);
      const s = lineStartWithin(text, at, 80);
      if (w === 'password' && SET_BEFORE().test(text.slice(s < 0 ? at - 80 : s, at))) tryAt(TO(), at + 8);
    } else if (w.startsWith('passe') && wordEnd(at + 5) && /mot[ \t]de[ \t]$/i.test(text.slice(Math.max(0, at - 7), at))) changedAt(at + 5);
  }
  for (const word of ['kennwort', 'wachtwoord', 'mdp'])
    for (const at of placesOf(t, word)) if (wordStart(at) && wordEnd(at + word.length)) changedAt(at + word.length);
  for (const at of placesOf(t, 'contrase')) if (/^contrase(?:\u00f1|n)a\b/i.test(text.slice(at, at + 11))) changedAt(at + 10);
  for (const at of placesOf(t, 'enha')) if (/^s$/i.test(text[at - 1] ?? '') && wordStart(at - 1) && wordEnd(at + 4)) changedAt(at + 4);

  // A value alone on the line after its label alone on a line (French, Polish, Portuguese; the others read English's).
  for (const [word, name, tail] of NEXT_NAMES) {
    if (!t.wide && /[^\0-\xff]/.test(word)) continue;
    for (const found of wordsAt(word)) {
      // German's name read by its literal "pass": its next letters first, as a plain string.
      if (tail !== undefined && word === 'pass' && text.slice(found + 4, found + 8).toLowerCase() !== 'wort') continue;
      const n = name.exec(text.slice(Math.max(0, found - 7), found + word.length));
      if (n === null) continue;
      const at = Math.max(0, found - 7) + n.index;
      const s = lineStartWithin(text, at, 8);
      if (s < 0 || !/^[ \t>*]{0,4}$/.test(text.slice(s, at))) continue;
      let end = at + n[0].length + (word === 'pass' && /^e/i.test(text[found + 4] ?? '') ? 1 : 0);
      if (tail !== undefined) {
        const m = execAt(tail, text, end);
        if (m === null) continue;
        end += m[0].length;
      }
      tryAt(NEXT_LINE(), end);
    }
  }

  // A network's key under its own name.
  for (const at of placesOf(t, 'key')) {
    // A config's key joins its words by an underscore (`wpa2_key`).
    if (!(wordStart(at) || text[at - 1] === '_') || !wordEnd(at + 3)) continue;
    const s = lineStartWithin(text, at, 60);
    const head = text.slice(s < 0 ? at - 60 : s, at);
    if (NETWORK_KEY().test(head) || NETWORK_ON_LINE().test(head) || NETWORK_NAMED().test(head)) tryKey(KEY_VALUE(), at + 3);
    else if (/^[ \t]{0,4}$/.test(head) && networkAbove(s)) tryKey(KEY_VALUE(), at + 3, true);
  }
  // Russian's and Ukrainian's key: the network before it ("WPA2 \u043a\u043b\u044e\u0447 \u2026") or after it ("\u043a\u043b\u044e\u0447 \u043e\u0442 Wi-Fi: \u2026").
  if (t.wide)
    for (const at of wordsAt('\u043a\u043b\u044e\u0447')) {
      if (!wordStart(at) || !wordEnd(at + 4)) continue;
      const s = lineStartWithin(text, at, 60);
      if (NETWORK_KEY().test(text.slice(s < 0 ? at - 60 : s, at))) tryKey(KEY_VALUE(), at + 4);
      else {
        const m = execAt(KLYUCH_THEN_NETWORK(), text, at + 4);
        if (m !== null) tryKey(KEY_VALUE(), at + 4 + m[0].length);
      }
    }
  for (const found of wordsAt('chl\u00fcssel')) {
    const at = found - 1;
    const s = lineStartWithin(text, at, 40);
    const head = text.slice(s < 0 ? Math.max(0, at - 40) : s, at);
    if (NETWORK_SCHL().test(head) || NETWORK_NAMED().test(head)) tryKey(KEY_VALUE(), at + 9);
    else if (/^[ \t]{0,4}$/.test(head) && networkAbove(s)) tryKey(KEY_VALUE(), at + 9, true);
  }
  // French's key after a network named in guillemets or quotes (`Wifi \u00abSalle\u00bb cl\u00e9 : \u2026`).
  for (const at of wordsAt('cl\u00e9'))
    if (wordEnd(at + 3) && NETWORK_NAMED().test(text.slice(Math.max(0, at - 60), at))) tryKey(KEY_VALUE(), at + 3);
  // A network's key in Norwegian, Swedish, Danish, Dutch and Finnish: its network run into the word or joined by a hyphen.
  for (const word of KEY_WORDS)
    for (const at of wordsAt(word))
      if (wordEnd(at + word.length) && NETWORK_BEFORE_KEY().test(text.slice(Math.max(0, at - 12), at)))
        tryKey(KEY_VALUE(), at + word.length);
  // Polish's and Czech's key, its network after it.
  for (const word of ['klucz', 'kl\u00ed\u010d'])
    for (const at of wordsAt(word)) {
      const m = wordStart(at) ? execAt(KEY_THEN_NETWORK(), text, at) : null;
      if (m !== null) tryKey(KEY_VALUE(), at + m[0].length);
    }
  for (const at of placesOf(t, 'psk')) if (wordEnd(at + 3) && /^(?:psk|PSK)$/.test(text.slice(at, at + 3))) tryKey(COLON_VALUE(), at + 3);
  for (const at of placesOf(t, 'wifi'))
    if (/(?:cl\u00e9|clave|chiave)[ \t]$/i.test(text.slice(Math.max(0, at - 7), at))) tryKey(COLON_VALUE(), at + 4);
    else if (/^[ \t]pass\b/i.test(text.slice(at + 4, at + 10))) tryKey(KEY_VALUE(), at + 9);
    else if (/^[ \t-]code[ \t]{0,3}:/i.test(text.slice(at + 4, at + 14))) tryKey(COLON_VALUE(), at + 9);

  /** Whether the line before the one starting at `s` names a network ("WLAN: …", "SSID: …"). */
  function networkAbove(s: number): boolean {
    if (s < 2) return false;
    const p = lineStartWithin(text, s - 1, 80);
    return p >= 0 && NETWORK_LINE().test(text.slice(p, s - 1));
  }

  // Agents' tool results: a password input's value, Redis's `requirepass`, a CRM's `…_Password__c` field.
  for (const at of placesOf(t, 'value=')) {
    // The tag's start at most 200 code units before, no `>` between, and its end within 4 KB: each place reads a bounded stretch.
    const before = text.slice(Math.max(0, at - 200), at);
    const k = before.lastIndexOf('<input');
    if (k < 0 || before.indexOf('>', k) >= 0) continue;
    const open = at - before.length + k;
    const close = text.slice(at, at + 4096).indexOf('>');
    if (close < 0) continue;
    const tag = text.slice(open, Math.min(at + close, at + 120));
    // The input's own type attribute (not `data-type=`), naming a password (not `password-manager`).
    if (!/(?:^|\s)type=\\?["']?password(?![\w-])/i.test(tag)) continue;
    tryAt(INPUT_VALUE(), at + 6);
  }
  for (const at of placesOf(t, 'pass')) {
    if (/^requirepass$/i.test(text.slice(at - 7, at + 4)) && wordStart(at - 7)) tryAt(BLANK_VALUE(), at + 4);
    else if (/^password__c\\?"[ \t]{0,2}:/i.test(text.slice(at, at + 16)) && !recordId(text, text.indexOf(':', at) + 1))
      tryAt(COLON_VALUE(), text.indexOf(':', at) + 1);
  }
}

/** Whether the code unit at `at` is a word's (`\w`, or a letter or a mark of another script): ASCII by table. */
function wordUnit(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return c < 128 ? WORD_UNIT[c] === 1 : (LETTER ??= /[\p{L}\p{M}]/u).test(text[at]!);
}
let LETTER: RegExp | undefined;

/** After a label: a colon or `=`, then the value. */
const COLON_VALUE = lazy(() => new RegExp(String.raw`[ \t]{0,3}[:=]?${VALUE}`, 'y'));
/** After a directive: a blank, then the value. */
const BLANK_VALUE = lazy(() => new RegExp(VALUE, 'y'));
/** An attribute's value, quoted (in a JSON string, its quote escaped) or bare. */
const INPUT_VALUE = lazy(() => /(\\?["']?)([!#-&*-;=?-Z^_a-~]{6,64})(?=\\?["'\s>/])/y);
/** The names read with a value on the next line: the literal found, the word around it. */
const NEXT_NAMES: ReadonlyArray<readonly [string, RegExp, RegExp?]> = [
  ['pass', /mot[ \t]de[ \t]pass$/i],
  ['as\u0142o', /has\u0142o$/i],
  ['enha', /\bsenha$/i],
  // More languages' names, each with what may follow its literal (a letter of the word, a note in brackets).
  ['heslo', /\bheslo$/i],
  ['senord', /\bl\u00f6senord$/i],
  ['\u0430\u0440\u043e\u043b\u044c', /\u043f\u0430\u0440\u043e\u043b\u044c$/i],
  ['salasana', /\bsalasana$/i],
  ['jelsz', /\bjelsz$/i, /[\u00f3o]/y],
  ['arol\u0103', /\bparol\u0103$/i],
  ['contrase', /\bcontrase$/i, /(?:\u00f1|n)a(?:[ \t](?:temporal|provisional|nueva))?/iy],
  ['wachtwoord', /\bwachtwoord$/i],
  ['sandi', /\bkata[ \t]sandi$/i],
  ['pass', /\bpass$/i, /wort(?:[ \t]\((?:tempor\u00e4r|neu|initial)\))?/iy],
];
/** The label's colon ends its line; the value is alone on the next (up to two blank lines, a quote's `>` or a blank before it maybe). */
const NEXT_LINE = lazy(
  () => /[ \t]{0,3}:[ \t]{0,3}\r?\n(?:[ \t]{0,4}\r?\n){0,2}[ \t>]{0,4}()([!#-&*-;=?-Z^_a-~]{6,64})(?=[ \t]{0,3}(?:\r?\n|$))/y,
);

/** The names read here; those that hold a code unit outside Latin-1 are found by it (wideWordsFinder), not by the index. */
const WIDE_WORDS = [...NAMES.map(([literal]) => literal), ...NEXT_NAMES.map(([literal]) => literal)];
const WIDE_KEYS = new Set(WIDE_WORDS.filter((word) => /[^\0-\xff]/.test(word)));
/** Where each of those words stands in any case, ascending: one pass over the text's runs outside Latin-1. */
const wideWords = wideWordsFinder(WIDE_WORDS);

/** A Salesforce record id after a field's colon (15 or 18 letters and digits, a run of zeros after its prefix): no password. */
function recordId(text: string, from: number): boolean {
  return /^[ \t]{0,3}\\?"?[a-zA-Z0-9]{3}[a-zA-Z0-9]{0,4}0{4}[a-zA-Z0-9]{4,11}\\?"/.test(text.slice(from, from + 30));
}
