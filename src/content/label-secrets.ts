/**
 * credential_leak: passwords under the labels and verbs the other readings leave — a value aligned under a password's
 * name in Nordic, Slavic, Baltic and other languages (`Lösenord:      …`, `Heslo\t…`, `Passord`, `Adgangskode`,
 * `Hasło`, `Lozinka`, `Slaptažodis`, `Parole`, `Parool`, `Пароль`), French labels the verbs' reading does not list
 * (`Code d'accès : …`, `Phrase secrète : …`, `Mot de passe provisoire : …`), verbs of change in Danish, Norwegian,
 * Polish, Turkish, Italian, Portuguese, Ukrainian, Slovak, Croatian and Slovenian, and the Slovak and Croatian
 * instrumentals ("heslom …", "lozinkom …"). Each reading starts where its own word stands (a literal of the index, or one
 * `indexOf` per casing of a word outside Latin-1, only in a text holding such letters) and tries a bounded, sticky
 * pattern there; the value must read as generated (left-secrets.ts valueLike), be no placeholder, no device's name and
 * no login scheme's or product's name (`AAI@EduHr`, `eID-karte2`).
 * Only the value is redacted.
 */
import type { Hit } from './codes.js';
import { execAt, isLiteral, placesOf, type Text } from './find.js';
import { lineStartWithin } from './line-bounds.js';
import { valueLike } from './left-secrets.js';
import { EXAMPLE, passwordPush, VALUE } from './office-secrets.js';
import { detectDoorCodes } from './door-codes.js';
import { detectPinCredentials } from './pin-secrets.js';
import { DEVICE } from './spoken-secrets.js';
import { wideWordsFinder } from './wide-words.js';

/** A value's characters: printable ASCII but blanks, quotes, `<`, `>`, brackets and backslash. */
const V = '[!#-&*-;=?-Z^_a-~]{6,64}';
/**
 * A label's name then a colon and blanks, or four or more blanks, or a tab; the value runs to the line's end (or to a
 * JSON string's closing quote).
 */
const ALIGNED = new RegExp(
  String.raw`[ \t]{0,2}(?::[ \t]{1,40}|[ ]{0,3}\t[ \t]{0,40}|[ ]{4,40})(${V})[ \t]{0,8}(?=\r?\n|\\[nr]|"[ \t]{0,3}[,}\]]|$)`,
  'y',
);
/** A Wi-Fi network's name ends in its band (`Wi-Fi_5GHz`, `Home-2.4GHz`): a label's value so is no password. */
const BAND = /(?:^|[^A-Za-z\d])(?:2[.,]4|5|6)ghz$/i;
/** A value's first character (the class of `V`). */
const VALUE_START = /^[!#-&*-;=?-Z^_a-~]$/;
/** The names read aligned, whole words. */
const ALIGNED_NAME =
  /^(?:heslo|has[l\u0142]o|l\u00f6senord|passord|adgangskode|lozinka|geslo|parol[a\u0103e]|parool|jelsz[\u00f3o]|salasana|slapta\u017eodis|\u043f\u0430\u0440\u043e\u043b\u044c)$/i;
/** What may stand before the name on its line: a list's mark and up to two short words ("Admin", "Wi-Fi"). */
const ALIGNED_HEAD = /^[ \t>*-]{0,4}(?:[^\s:]{1,12}[ \t]){0,2}$/;
/** A JSON string's start right before a name: its key, a colon, the opening quote. */
const JSON_START = /"[ \t]{0,3}:[ \t]{0,3}"$/;
/** A French label the verbs' reading does not list, then its colon (a blank or a no-break space before it) and value. */
const FRENCH_AFTER = new RegExp(String.raw`[ \t\u00a0\u202f]{0,2}:[ \t]{1,3}(${V})(?=$|[\s,;"]|\.(?:\s|$)|\\[nt])`, 'y');

/** A colon after a verb ("er ændret til: …"): the value's blanks follow it. */
const COLON = String.raw`(?:[ \t]{0,2}:)?`;
/** Verbs of change after a password's name, by language: the literal, the name it must be, then the sticky pattern. */
const VERBS: ReadonlyArray<readonly [string, RegExp, RegExp, ((text: string, at: number) => boolean)?]> = [
  // Danish: "adgangskoden er ændret til …", "… er nu …", a colon after the verb maybe ("er ændret til: …", "er: …").
  [
    'adgangskode',
    /^adgangskoden?/i,
    new RegExp(
      String.raw`[ \t]{1,3}(?:er[ \t]nu${COLON}|er[ \t]{0,2}:|(?:er|blev)[ \t](?:blevet[ \t])?(?:\u00e6ndret|skiftet|nulstillet)[ \t]til${COLON})${VALUE}`,
      'iy',
    ),
  ],
  // Norwegian: "passordet (ditt) er endret til …", "ble byttet til", "er nå", a colon after the verb maybe.
  [
    'pass',
    /^passord(?:et)?/i,
    new RegExp(
      String.raw`(?:[ \t]ditt)?[ \t]{1,3}(?:er[ \t]n\u00e5${COLON}|er[ \t]{0,2}:|(?:er|ble)[ \t](?:blitt[ \t])?(?:endret|byttet|tilbakestilt)[ \t]til${COLON})${VALUE}`,
      'iy',
    ),
    // Plain string tests first: "pass" is mostly English's "password".
    (text, at) => text.slice(at + 4, at + 7).toLowerCase() === 'ord',
  ],
  // Italian: "la password è stata cambiata in …", "è ora".
  [
    'pass',
    /^password/i,
    new RegExp(
      String.raw`[ \t]{1,3}(?:\u00e8[ \t]ora|\u00e8[ \t]stata[ \t](?:cambiata|reimpostata|modificata|impostata)[ \t](?:in|a))${VALUE}`,
      'iy',
    ),
    // "è" after the name and a blank or two.
    (text, at) => /[\u00e8\u00c8]/.test(text.slice(at + 9, at + 12)),
  ],
  // Portuguese: "a senha foi redefinida para …".
  [
    'enha',
    /^enha/i,
    new RegExp(String.raw`[ \t]{1,3}(?:foi[ \t](?:redefinida|alterada|trocada|definida|resetada)[ \t]para|agora[ \t]\u00e9)${VALUE}`, 'iy'),
  ],
  // Slovak: "heslo bolo zmenené na …", "je teraz".
  [
    'heslo',
    /^heslo/i,
    new RegExp(String.raw`[ \t]{1,3}(?:bolo[ \t](?:zmenen\u00e9|nastaven\u00e9|resetovan\u00e9)[ \t]na|je[ \t]teraz)${VALUE}`, 'iy'),
  ],
  // Croatian: "lozinka je promijenjena u …".
  ['lozinka', /^lozinka/i, new RegExp(String.raw`[ \t]{1,3}je[ \t](?:promijenjena|postavljena|resetirana)[ \t](?:u|na)${VALUE}`, 'iy')],
  // Slovenian: "geslo je bilo spremenjeno v …".
  [
    'geslo',
    /^geslo/i,
    new RegExp(String.raw`[ \t]{1,3}je[ \t](?:bilo[ \t])?(?:spremenjeno|nastavljeno|ponastavljeno)[ \t](?:v|na)${VALUE}`, 'iy'),
  ],
  // The Slovak and Croatian instrumentals: the value right after them.
  ['heslo', /^heslom\b/i, new RegExp(VALUE, 'y')],
  ['zinkom', /^lozinkom\b/i, new RegExp(VALUE, 'y')],
];
/** The same outside Latin-1: Polish, Turkish and Ukrainian names, found by `indexOf` in a text holding such letters. */
const WIDE_VERBS: ReadonlyArray<readonly [string, RegExp]> = [
  // Polish: "hasło zostało zmienione na …", "hasło zmieniłem na …".
  [
    'has\u0142o',
    new RegExp(
      String.raw`[ \t]{1,3}(?:zosta\u0142o[ \t](?:zmienione|zresetowane|ustawione)[ \t]na|zmieni\u0142(?:em|am|e\u015b)[ \t]na)${VALUE}`,
      'iy',
    ),
  ],
  // Turkish: "şifre … olarak değiştirildi" (the value before the verb), "yeni şifreniz: …".
  [
    '\u015fifre',
    new RegExp(
      String.raw`(?:n\u0131z|niz|n)?(?:[ \t]{0,3}:${VALUE}|[ \t]{1,3}()(${V})[ \t]{1,3}olarak[ \t](?:de\u011fi\u015ftirildi|ayarland\u0131|s\u0131f\u0131rland\u0131))`,
      'iy',
    ),
  ],
  // Ukrainian: "пароль змінено на …", "було скинуто на".
  [
    '\u043f\u0430\u0440\u043e\u043b\u044c',
    new RegExp(
      String.raw`[ \t]{1,3}(?:\u0431\u0443\u043b\u043e[ \t])?(?:\u0437\u043c\u0456\u043d\u0435\u043d\u043e|\u0441\u043a\u0438\u043d\u0443\u0442\u043e)[ \t]\u043d\u0430${VALUE}`,
      'iy',
    ),
  ],
];

/** Up to three words after a name before its colon, led by "for" ("Lykilorð fyrir þráðlausa netið:", "Паролата за Wi-Fi:"). */
const FOR_WORDS = String.raw`(?:[ \t](?:fyrir|\u0437\u0430|\u03b3\u03b9\u03b1)(?:[ \t][^\s:]{1,24}){1,3})?`;
/**
 * A password's name and what follows it in Icelandic, Estonian, Greek, Bulgarian and Serbian: a colon, or a copula or a
 * verb of change (a colon after it maybe), then the value. Each is tried, sticky and case-insensitive, where its word
 * stands: Icelandic's and Estonian's by the index's places (Latin-1), the others in the text's runs outside Latin-1.
 * Greek's "κωδικός" alone is a product's or an order's code as often: only "κωδικός πρόσβασης" (access code) is read.
 */
const SCRIPT_LABELS: ReadonlyArray<readonly [string, RegExp]> = [
  // Icelandic: "Lykilorð: …", "lykilorðinu hefur verið breytt í …", "nýja lykilorðið er …".
  [
    'lykilor',
    new RegExp(
      String.raw`lykilor\u00f0(?:i\u00f0|inu|s)?${FOR_WORDS}(?:[ \t]{0,2}:|[ \t](?:hefur[ \t]veri\u00f0[ \t]breytt[ \t]\u00ed|var[ \t]breytt[ \t]\u00ed|er(?:[ \t]n\u00fa)?)${COLON})${VALUE}`,
      'iy',
    ),
  ],
  // Estonian: "Salasõna: …", "parool on muudetud: …", "uus parool on …".
  ...(
    [
      ['parool', 'parool'],
      ['salas', 'salas\u00f5na'],
    ] as const
  ).map(
    ([word, name]) =>
      [
        word,
        new RegExp(
          String.raw`${name}(?:[ \t]{0,2}:|[ \t]on(?:[ \t](?:n\u00fc\u00fcd|muudetud|vahetatud|m\u00e4\u00e4ratud|l\u00e4htestatud))?${COLON}|[ \t]muudeti${COLON})${VALUE}`,
          'iy',
        ),
      ] as const,
  ),
  // Greek: "Κωδικός πρόσβασης: …", "Συνθηματικό: …", "… άλλαξε σε …", "… είναι …".
  ...['\u03ba\u03c9\u03b4\u03b9\u03ba', '\u03c3\u03c5\u03bd\u03b8\u03b7\u03bc\u03b1\u03c4\u03b9\u03ba'].map(
    (word) =>
      [
        word,
        new RegExp(
          String.raw`(?:\u03ba\u03c9\u03b4\u03b9\u03ba(?:\u03cc\u03c2|\u03cc|\u03bf\u03cd)[ \t]\u03c0\u03c1\u03cc\u03c3\u03b2\u03b1\u03c3\u03b7\u03c2|\u03c3\u03c5\u03bd\u03b8\u03b7\u03bc\u03b1\u03c4\u03b9\u03ba(?:\u03cc|\u03bf\u03cd))${FOR_WORDS}(?:[ \t]{0,2}:|[ \t](?:\u03ac\u03bb\u03bb\u03b1\u03be\u03b5[ \t]\u03c3\u03b5|\u03b5\u03af\u03bd\u03b1\u03b9|\u03ad\u03c7\u03b5\u03b9[ \t]\u03b1\u03bb\u03bb\u03ac\u03be\u03b5\u03b9[ \t]\u03c3\u03b5|\u03bf\u03c1\u03af\u03c3\u03c4\u03b7\u03ba\u03b5[ \t]\u03c3\u03b5)${COLON})${VALUE}`,
          'iy',
        ),
      ] as const,
  ),
  // Bulgarian: "Парола: …", "паролата е сменена на …", "новата парола е …" (not Russian's "пароль").
  [
    '\u043f\u0430\u0440\u043e\u043b\u0430',
    new RegExp(
      String.raw`\u043f\u0430\u0440\u043e\u043b\u0430(?:\u0442\u0430)?(?:[ \t]\u0432\u0438)?${FOR_WORDS}(?:[ \t]{0,2}:|[ \t]\u0435(?:[ \t](?:\u0441\u043c\u0435\u043d\u0435\u043d\u0430|\u043f\u0440\u043e\u043c\u0435\u043d\u0435\u043d\u0430|\u043d\u0443\u043b\u0438\u0440\u0430\u043d\u0430)[ \t]\u043d\u0430)?${COLON})${VALUE}`,
      'iy',
    ),
  ],
  // Serbian Cyrillic: "Лозинка: …", "лозинка је промењена у …", "нова лозинка је …".
  [
    '\u043b\u043e\u0437\u0438\u043d\u043a',
    new RegExp(
      String.raw`\u043b\u043e\u0437\u0438\u043d\u043a[\u0430\u0443\u0435]${FOR_WORDS}(?:[ \t]{0,2}:|[ \t]\u0458\u0435(?:[ \t](?:\u043f\u0440\u043e\u043c\u0435\u045a\u0435\u043d\u0430|\u043f\u0440\u043e\u043c\u0438\u0458\u0435\u045a\u0435\u043d\u0430|\u0440\u0435\u0441\u0435\u0442\u043e\u0432\u0430\u043d\u0430|\u043f\u043e\u0441\u0442\u0430\u0432\u0459\u0435\u043d\u0430)[ \t](?:\u0443|\u043d\u0430))?${COLON})${VALUE}`,
      'iy',
    ),
  ],
];

/** The names read aligned that are no literal of the index: each found by `indexOf`, in its casings. */
const ALIGNED_WIDE = ['has\u0142o', 'parol\u0103', 'slapta\u017eodis', '\u043f\u0430\u0440\u043e\u043b\u044c'];
/**
 * The literals the aligned names are found at (the word around each is read whole). Latvian's "Parole" and Estonian's
 * "Parool" are labels, capitalised: "Paro" and "PARO" are sought as written (a search for "arol" cost fifteen times more on prose).
 */
const ALIGNED_LITERALS = ['heslo', 'haslo', 'senord', 'adgangskode', 'lozinka', 'geslo', 'parola', 'jelsz', 'salasana', 'pass'];

/** The words read here that are no literal: each by a code unit of it outside Latin-1 (either case) and that unit's place. */
const WIDE_WORDS = [...ALIGNED_WIDE, ...WIDE_VERBS.map(([w]) => w), ...SCRIPT_LABELS.map(([w]) => w), 'd\u2019acc'];
/** Where each of those words stands in any case, ascending: one pass over the text's runs outside Latin-1. */
const wideWords = wideWordsFinder(WIDE_WORDS);

/**
 * Whether `v` is shaped as a login scheme's or a product's name rather than a generated value ("AAI@EduHr", "iCloud+Mail",
 * "ROeID-2FA", "eParaksts2", "e-Devlet2"): words (a capital run of at most five, lower-case letters after it; an
 * `e`/`i`-like prefix of one or two lower-case letters), joined by `@`, `+` or `-` or by a capital, two or more of
 * them, at most four, at most one a capital with a single letter after it ("Hr"); digits only as its last one or two
 * characters or as "2FA" after a joint. A generated value has a digit or a sign inside, or runs of one letter.
 * Split by one global pattern (no nested quantifier: the value is at most 64 code units).
 */
function namesAProduct(v: string): boolean {
  const parts = v.match(/[A-Z]+[a-z]*|[a-z]+|\d+|[^A-Za-z\d]/g) ?? [];
  let words = 0;
  let short = 0;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const next = parts[i + 1];
    if (p === '@' || p === '+' || p === '-') {
      if (i === 0 || next === undefined || !/^[\w]/.test(parts[i - 1]!) || !/^\w/.test(next)) return false;
    } else if (/^\d/.test(p)) {
      const last = i === parts.length - 1 && p.length <= 2;
      const factor = p.length === 1 && /^[@+-]$/.test(parts[i - 1] ?? '') && next !== undefined && /^[A-Z]{2,4}$/.test(next);
      if (!last && !factor) return false;
    } else if (/^[a-z]/.test(p)) {
      // Lower-case: a word of two or more, or a prefix of one or two letters before a capital or a joint ("iCloud", "e-").
      if (p.length < 2 && !(i === 0 && next !== undefined && /^[A-Z@+-]/.test(next))) return false;
      words++;
    } else {
      if (/^[A-Z]{6}/.test(p)) return false;
      if (/^[A-Z][a-z]$/.test(p)) short++;
      words++;
    }
  }
  return words >= 2 && words <= 4 && short <= 1;
}

/** Whether the code unit at `i` is a letter or a digit (Latin, Latin-1 and Latin Extended, Greek, Cyrillic). */
function letter(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return (
    (c >= 48 && c <= 57) ||
    ((c | 32) >= 97 && (c | 32) <= 122) ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x370 && c <= 0x3ff) ||
    (c >= 0x400 && c <= 0x4ff)
  );
}

/** The values above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectLabelCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const { push } = passwordPush(text, out, isPlaceholder, [EXAMPLE]);
  const wordStart = (at: number): boolean => at <= 0 || !letter(text, at - 1) || (text[at - 1] === 'n' && text[at - 2] === '\\');
  /** `re` tried at `at`: its last group holding text is the value; a device's name or a setting (`=`, `:`) is none. */
  const tryAt = (re: RegExp, at: number, labelled = false): void => {
    const m = execAt(re, text, at);
    if (m === null) return;
    let g = m.length - 1;
    while (g > 0 && m[g] === undefined) g--;
    const raw = m[g]!;
    const v = raw.replace(/[.,;:!?]+$/, '');
    // A value that reads as none is left first (a text of labels with words after them tests nothing more), then a
    // network's name by its band (`Wi-Fi_5GHz`), a device's, a product's, a setting.
    if (!valueLike(v) || BAND.test(v) || DEVICE().test(v) || namesAProduct(v) || (labelled && (v.includes('=') || v.includes(':')))) return;
    push(m.index + m[0].lastIndexOf(raw), v);
  };
  let wide: Map<string, number[]> | undefined;
  /**
   * Where `word` stands: the index's places for a literal; an ASCII word's by one `indexOf` (as written: no literal of
   * the index, which would cost every text); a wider word's in the text's wide runs (read once).
   */
  const wordsAt = (word: string): readonly number[] => {
    if (isLiteral(word)) return placesOf(t, word);
    if (/^[\0-\x7f]*$/.test(word)) {
      const places: number[] = [];
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) places.push(at);
      return places;
    }
    if (!t.wide) return [];
    wide ??= wideWords(t);
    return wide.get(word) ?? [];
  };

  // Names aligned with their values.
  const seen = new Set<number>();
  for (const word of [...ALIGNED_LITERALS, ...ALIGNED_WIDE, 'Paro', 'PARO']) {
    for (const found of wordsAt(word)) {
      // "pass" only as Norwegian's "passord" (a dense text holds thousands of "password"): a plain string test first.
      if (word === 'pass' && text.slice(found + 4, found + 7).toLowerCase() !== 'ord') continue;
      let s = found;
      while (s > 0 && found - s < 4 && letter(text, s - 1) && !(text[s - 1] === 'n' && text[s - 2] === '\\')) s--;
      let e = found + word.length;
      while (e < text.length && e - found < 16 && letter(text, e)) e++;
      if (seen.has(s) || !wordStart(s) || !ALIGNED_NAME.test(text.slice(s, e))) continue;
      seen.add(s);
      // The line's head, or a JSON string's start (`"text": "Lösenord: …"`, a chat's export).
      const ls = lineStartWithin(text, s, 40);
      const head = text.slice(ls < 0 ? Math.max(0, s - 40) : ls, s);
      if (!(ls >= 0 && ALIGNED_HEAD.test(head)) && !JSON_START.test(head)) continue;
      // The blanks and colon walked first, by plain tests: a label with no value after its blanks (`Heslo:` and forty
      // blanks, many times) is left before the pattern tries each length of its run of blanks.
      let k = e;
      while (k < text.length && k - e <= 46 && (text[k] === ' ' || text[k] === '\t' || text[k] === ':')) k++;
      if (k - e > 46 || !VALUE_START.test(text[k] ?? '\n')) continue;
      tryAt(ALIGNED, e, true);
    }
  }

  // French labels: "Code d'accès", "Phrase secrète" (only in a text holding "è": one search for it first), "Mot de
  // passe provisoire".
  if (text.indexOf('\u00e8') >= 0) {
    for (const apostrophe of ["d'acc", 'd\u2019acc'])
      for (const at of wordsAt(apostrophe))
        if (/code[ \t]$/i.test(text.slice(Math.max(0, at - 5), at)) && /^[e\u00e8]s/i.test(text.slice(at + 5, at + 7)))
          tryAt(FRENCH_AFTER, at + 7, true);
    for (const at of wordsAt('hrase secr'))
      if (/^[e\u00e8]te/i.test(text.slice(at + 10, at + 13)) && /^p$/i.test(text[at - 1] ?? '') && wordStart(at - 1))
        tryAt(FRENCH_AFTER, at + 13, true);
  }
  for (const at of placesOf(t, 'pass'))
    if (/^passe[ \t]provisoire/i.test(text.slice(at, at + 16)) && /mot[ \t]de[ \t]$/i.test(text.slice(Math.max(0, at - 7), at)))
      tryAt(FRENCH_AFTER, at + 16, true);

  // Verbs of change after a name.
  for (const [word, name, re, gate] of VERBS)
    for (const found of wordsAt(word)) {
      if (gate !== undefined && !gate(text, found)) continue;
      const at = word === 'enha' ? found - 1 : word === 'zinkom' ? found - 2 : found;
      if (at < 0) continue;
      if (!wordStart(at)) continue;
      const from = word === 'enha' ? found : at;
      const n = name.exec(text.slice(from, at + 16));
      if (n !== null) tryAt(re, from + n[0].length);
    }
  // "ho reimpostato la password a …": the verb before the name.
  for (const found of placesOf(t, 'pass'))
    if (
      text.slice(Math.max(0, found - 14), found).includes('ato la ') &&
      /^password\b/i.test(text.slice(found, found + 9)) &&
      /(?:reimpostato|cambiato|impostato|modificato)[ \t]la[ \t]$/i.test(text.slice(Math.max(0, found - 20), found))
    )
      tryAt(/[ \t]{1,3}a[ \t]{1,3}()([!#-&*-;=?-Z^_a-~]{6,64})(?=$|[\s.,;:!?)"'])/iy, found + 8);
  for (const [word, re] of WIDE_VERBS) for (const found of wordsAt(word)) if (wordStart(found)) tryAt(re, found + word.length);
  // Icelandic, Estonian, Greek, Bulgarian and Serbian names: the pattern from the name's first letter.
  for (const [word, re] of SCRIPT_LABELS) {
    const places = /^[\0-\xff]*$/.test(word) ? placesOf(t, word) : t.wide ? (wide ??= wideWords(t)).get(word) : undefined;
    for (const found of places ?? []) if (wordStart(found)) tryAt(re, found);
  }
  detectPinCredentials(t, out, isPlaceholder);
  detectDoorCodes(t, out, isPlaceholder);
}
