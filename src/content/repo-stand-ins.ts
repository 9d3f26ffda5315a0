/**
 * Values in what a coding agent reads all day that look like a secret or a card and are published by design or stand
 * for one (docs/content-readings.md, "What a coding agent reads: published values and stand-ins"):
 *  - a badge service's token in its own badge link (Codecov's graph token, SonarCloud's badge token, CircleCI's status
 *    token, Coveralls', Travis CI's): read-only, made to be pasted into a public README;
 *  - a Bitnami SealedSecret's `encryptedData` values: ciphertext only the cluster's controller opens, committed by design;
 *  - a translation's label under a key that names a password (`password: "Contraseña"`, `msgstr "Mot de passe"`): the
 *    word for a password in a language, letters and spaces only, in a text that shows a translation's file;
 *  - a well-known example password (`hunter2`, `changeme`, `postgres`) on a diff's line or in an example file
 *    (`.env.example`): a development default in the repository, not a person's secret (in a message or a ticket it is
 *    still read as one);
 *  - a form's validation state set under a password's key in code (`{password:"mismatch"}`, `i.password="tooShort"`);
 *  - an EAN-13, UPC-A or GTIN-14 under a barcode's label whose GS1 check digit holds: a product's number that passes
 *    Luhn one time in ten.
 * Left found: a live key of a known issuer anywhere (a badge-like link to another host, a GitLab badge's private token);
 * a plain Secret's `stringData`; a password of mixed cases, digits or signs added or removed in a diff (it lives in
 * history); a card under a card's or a payment's name.
 */
import { dropFindings, type Hit } from './codes.js';

/** A badge service's host, its badge paths, and the query parameters that carry its badge token. */
const BADGE_SERVICES: ReadonlyArray<{ host: RegExp; path: RegExp; params: ReadonlySet<string> }> = [
  { host: /^(?:app\.)?codecov\.io$/, path: /\/(?:graph\/)?badge\.svg$|\/graphs\/[\w.-]{1,40}\.svg$/, params: new Set(['token']) },
  // SonarCloud, and SonarQube on a company's own host (see sonarHost): the badge API answers with an image only, its token
  // made for it.
  {
    host: /^(?:sonarcloud\.io|sonarqube)$/,
    path: /^\/(?:[\w-]{1,40}\/)?api\/project_badges\/(?:measure|quality_gate)$/,
    params: new Set(['token']),
  },
  // Shields.io's Codecov badge, which passes Codecov's graph token on.
  { host: /^img\.shields\.io$/, path: /^\/codecov\/c\//, params: new Set(['token']) },
  {
    host: /^(?:dl\.|app\.)?circleci\.com$/,
    path: /^\/(?:status-badge\/img\/|gh\/|bb\/|api\/v1\.1\/project\/)[^?#]{1,200}\.(?:svg|png)$/,
    params: new Set(['circle-token']),
  },
  { host: /^coveralls\.io$/, path: /\/badge\.(?:svg|png)$/, params: new Set(['t']) },
  { host: /^(?:app\.|api\.)?travis-ci\.(?:com|org)$/, path: /\.(?:svg|png)$/, params: new Set(['token']) },
];

/** A key of a known issuer: a live secret wherever it sits, a badge's link or not. */
const ISSUED_KEY = /^(?:gh[pousr]_|github_pat_|glpat-|xox[abposr]-|sk_live_|rk_live_|sk-|AKIA|ASIA|AIza|npm_|hf_)/;

/**
 * Whether the query parameter `name` of a link to `host` at `path` (lower case, no query) holds a badge service's own
 * token: the service's host, one of its badge paths, its token's parameter, a value no issuer's key.
 */
export function badgeToken(host: string, path: string, name: string, value: string, text: string): boolean {
  // A markdown link's value runs on into `)](https://…` as a link's end is read: the token ends at the mark.
  const cut = value.search(/[)\]"'\s]/);
  const token = cut < 0 ? value : value.slice(0, cut);
  if (ISSUED_KEY.test(token) || token.length > 80) return false;
  const service = host === 'sonarcloud.io' || !path.includes('/api/project_badges/') ? host : sonarHost(host, text) ? 'sonarqube' : '';
  for (const s of BADGE_SERVICES) if (s.host.test(service) && s.params.has(name) && s.path.test(path)) return true;
  return false;
}

/**
 * Whether `host` is the project's own SonarQube: a label of it names Sonar (`sonar.acme.io`, `sonarqube.acme.dev`), or
 * the text names the host on a line that names Sonar outside a link's path (`sonar.host.url=https://quality.acme.dev`,
 * "our SonarQube at …"). Any other host serving the badge's path is a link like any other: its token is read.
 */
function sonarHost(host: string, text: string): boolean {
  if (/(?:^|\.)sonar/.test(host)) return true;
  // Each naming of the host is read within 300 code units of it on its line: bounded, however often it is named.
  let seen = 0;
  for (let at = text.indexOf(host); at >= 0 && seen < 50; at = text.indexOf(host, at + host.length), seen++) {
    const around = text.slice(Math.max(0, at - 300), Math.min(text.length, at + host.length + 300));
    const mid = at - Math.max(0, at - 300);
    const lineStart = around.lastIndexOf('\n', mid) + 1;
    const lineEnd = around.indexOf('\n', mid);
    if (/(?:^|[^\w/.-])sonar/i.test(around.slice(lineStart, lineEnd < 0 ? around.length : lineEnd))) return true;
  }
  return false;
}

/** The link around `at` on its line: its host, path and the query parameter `at` lies in, or null. */
function linkAround(text: string, at: number): { host: string; path: string; name: string; value: string } | null {
  let from = at;
  while (from > 0 && at - from < 600) {
    const c = text.charCodeAt(from - 1);
    if (c === 10 || c === 32 || c === 9 || c === 40 || c === 34 || c === 39 || c === 60 || c === 91) break;
    from--;
  }
  let to = at;
  while (to < text.length && to - at < 200) {
    const c = text.charCodeAt(to);
    if (c === 10 || c === 32 || c === 9 || c === 41 || c === 34 || c === 39 || c === 62 || c === 93 || c === 38 || c === 35) break;
    to++;
  }
  const url = text.slice(from, to);
  const m = /^https?:\/\/([\w.-]{1,120})(\/[^?#\s]{0,300})\?(?:[^#\s]{0,400}[&])?([\w-]{1,30})=([^&#\s]{1,200})$/i.exec(url);
  if (m === null) return null;
  return { host: m[1]!.toLowerCase(), path: m[2]!.toLowerCase(), name: m[3]!.toLowerCase(), value: m[4]! };
}

/** Where a SealedSecret's ciphertext may sit: the manifest names its kind. */
const SEALED_KIND = /kind["']?\s{0,2}:\s{0,2}["']?SealedSecret\b/;

/** Whether [start, end) is a value of a SealedSecret's `encryptedData` block (YAML or JSON). */
function sealedCiphertext(text: string, start: number, end: number): boolean {
  const value = text.slice(start, end);
  if (value.length < 40 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return false;
  const key = text.lastIndexOf('encryptedData', start);
  if (key < 0 || start - key > 6000 || !SEALED_KIND.test(text.slice(Math.max(0, key - 2000), Math.min(text.length, end + 2000))))
    return false;
  const between = text.slice(key, start);
  if (/^encryptedData"?\s{0,2}:\s{0,2}\{/.test(between)) return !between.includes('}');
  // YAML: every line after the key's is indented deeper than it (lines broken by `\n` or, in a JSON string, its escape).
  let keyLine = key;
  while (keyLine > 0 && text.charCodeAt(keyLine - 1) === 32) keyLine--;
  const indent = key - keyLine;
  const lines = between.split(/\n|\\n/).slice(1);
  if (lines.length === 0) return false;
  for (const line of lines) {
    const lead = /^[ ]*/.exec(line)![0].length;
    if (lead <= indent && line.trim() !== '') return false;
  }
  return true;
}

/**
 * The word for a password in languages i18n files translate it into (lower case, accents kept): a value of letters and
 * spaces holding one is the field's label. In Latin letters the word starts a word of the value and ends it or takes a
 * short ending (Finnish "Salasanasi", "your password"): inside another word ("theslowfox" holds "heslo") it is no label.
 * In other scripts it is read anywhere. English's own word is read apart (passwordLabel).
 */
const PASSWORD_WORDS_LATIN =
  /(?:^|[\s'\u2019-])(?:contrase[\u00f1n]a|mot de passe|passwort|kennwort|senha|palavra-passe|wachtwoord|has[\u0142l]o|[\u015fs]ifre|parol[a\u0103e]|heslo|geslo|lozinka|jelsz[\u00f3o]|salasana|l[\u00f6o]senord|adgangskode|passord|salas[\u00f5o]na|slapta[\u017ez]odis|lykilor[\u00f0d]|pasfhocal|cyfrinair|contrasenya|pasahitza|contrasinal|m\u1eadt kh\u1ea9u|kata sandi|kata laluan)\p{L}{0,3}(?:$|[\s'\u2019-])/u;
const PASSWORD_WORDS_OTHER =
  /(?:\u043f\u0430\u0440\u043e\u043b\u044c|\u043b\u043e\u0437\u0438\u043d\u043a\u0430|\u043f\u0430\u0440\u043e\u043b\u0430|\u03ba\u03c9\u03b4\u03b9\u03ba[\u03cc\u03bf]\u03c2|\u03c3\u03c5\u03bd\u03b8\u03b7\u03bc\u03b1\u03c4\u03b9\u03ba[\u03cc\u03bf]|\u5bc6\u7801|\u5bc6\u78bc|\u30d1\u30b9\u30ef\u30fc\u30c9|\ube44\ubc00\ubc88\ud638|\uc554\ud638|\u0e23\u0e2b\u0e31\u0e2a\u0e1c\u0e48\u0e32\u0e19|\u092a\u093e\u0938\u0935\u0930\u094d\u0921|\u0643\u0644\u0645\u0629 \u0627\u0644\u0645\u0631\u0648\u0631|\u0643\u0644\u0645\u0629 \u0627\u0644\u0633\u0631|\u05e1\u05d9\u05e1\u05de\u05d4|\u05e1\u05d9\u05e1\u05de\u05d0|\u06af\u0630\u0631\u0648\u0627\u0698\u0647|\u0631\u0645\u0632 \u0639\u0628\u0648\u0631)/u;
/** A label: letters (any script), blanks, an apostrophe, a hyphen, and a colon, an ellipsis or a question mark after. */
const LABEL_TEXT = /^[\p{L}\p{M}][\p{L}\p{M} '\u2019-]{0,60}[\s:?.\u2026]{0,3}$/u;

/**
 * A translation's file or format the text shows: a locale's directory or file (`config/locales/es.yml`, `src/i18n/`,
 * `values-de/strings.xml`, `nl.lproj`, `messages_de.properties`), gettext's or XLIFF's or ARB's marks. Only there are
 * words joined by hyphens a label: a `.env`'s or a config's such value (`Winter-Password-Kestrel`) is a passphrase.
 */
const I18N_CONTEXT =
  /locales?\b|\bi18n\b|\bl10n\b|\.lproj\b|Localizable|\.strings\b|\bmsgstr\b|<string name=|<trans-unit|\.xliff\b|\.arb\b|"@@locale"|messages_[a-z]{2}\w{0,4}\.properties|\btranslations?\b|\/lang\/|\bres\/values-/;

/** Whether the value [start, end) is a translation's label for a password field (`i18n`: the text shows a translation's file). */
function passwordLabel(text: string, start: number, end: number, i18n: () => boolean): boolean {
  const v = text.slice(start, end);
  if (!LABEL_TEXT.test(v)) return false;
  const lower = v.toLowerCase().replace(/[\s:?.\u2026]+$/, '');
  // The English word alone is the field's name wherever it stands (`password PASSWORD` in a format's line).
  if (lower === 'password' || lower === 'passphrase') return true;
  // A phrase that says what it stands for (`not-a-real-password`, `your-password`, `dummy password`) is a placeholder.
  if (/^(?:not[ -]a[ -]real|fake|dummy|example|sample|placeholder|your|test)[ -](?:[a-z]{1,12}[ -])?pass(?:word|phrase)$/.test(lower))
    return true;
  // Words joined by hyphens with no blank (`Harbour-Password-Lantern`) are a passphrase's shape: a label only where the
  // text shows a translation's file.
  if (lower.includes('-') && !/\s/.test(lower) && !i18n()) return false;
  // English's word alone or in a phrase ("Password", "Confirm password", "not-a-real-password"); run into other letters it
  // may be a chosen one ("Bluepassword").
  if (/[ -]/.test(lower) && /\bpass(?:word|phrase)\b/.test(lower)) return true;
  return PASSWORD_WORDS_LATIN.test(lower) || PASSWORD_WORDS_OTHER.test(lower);
}

/** Passwords every tutorial, fixture and local compose file uses: guessed by anyone, secret to no one. */
const EXAMPLE_PASSWORDS = new Set([
  'hunter2',
  'changeme',
  'changeit',
  'password1',
  'password123',
  'passw0rd',
  'secret',
  'secret123',
  'admin',
  'admin123',
  'letmein',
  'example',
  'test123',
  'test1234',
  'testpass',
  'qwerty',
  'qwerty123',
  '123456',
  '12345678',
  'postgres',
  'mysql',
  'root',
  'toor',
  'pass123',
  'default',
]);

/**
 * A form's validation outcome that code sets under a password's key (`errors={password:"mismatch"}`,
 * `i.password="tooShort"`): a state's name, quoted, in camel, snake or kebab case.
 */
const VALIDATION_STATE =
  /^(?:(?:password|pw|pwd)[_-]?)?(?:mismatch|no[_-]?match|not[_-]?match(?:ing)?|required|invalid|incorrect|wrong|empty|missing|too[_-]?(?:short|long|weak|simple|common)|weak|min[_-]?length|max[_-]?length|expired|pattern|unchanged|same[_-]?as[_-]?old)$/i;

/** Whether the value [start, end) is a validation state in quotation marks after a key (code, not a password). */
function validationState(text: string, start: number, end: number): boolean {
  const q = text[start - 1];
  return (q === '"' || q === "'") && text[end] === q && VALIDATION_STATE.test(text.slice(start, end));
}

/** Whether the line at `at` is a unified diff's line (added, removed or context) in a text that holds a hunk's header. */
function onDiffLine(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const c = text[lineStart];
  if (c !== '+' && c !== '-' && c !== ' ') return false;
  const hunk = text.lastIndexOf('\n@@ -', lineStart);
  return hunk >= 0 || text.startsWith('@@ -');
}

/** A file the text shows whose name marks it an example to copy (`terraform.tfvars.example`, `.env.sample`, `config.dist`). */
const EXAMPLE_FILE = /[\w-]\.(?:example|sample|template|dist|tmpl)\b|\bexample\.env\b/;

/** Whether the value at `at` is a diff's line or follows, within the text, the name of an example file it belongs to. */
function inRepositoryExample(text: string, at: number): boolean {
  return onDiffLine(text, at) || EXAMPLE_FILE.test(text.slice(Math.max(0, at - 2000), at));
}

/** Whether a credential finding's value [start, end) stands for no secret in the text (see the file's comment). */
function standIn(text: string, start: number, end: number, sealed: boolean, i18n: () => boolean): boolean {
  const at = text.charCodeAt(start - 1);
  if (at === 61 /* = */) {
    const link = linkAround(text, start);
    if (link !== null && badgeToken(link.host, link.path, link.name, link.value, text)) return true;
  }
  if (sealed && sealedCiphertext(text, start, end)) return true;
  if (passwordLabel(text, start, end, i18n) || validationState(text, start, end)) return true;
  return EXAMPLE_PASSWORDS.has(text.slice(start, end).toLowerCase()) && inRepositoryExample(text, start);
}

/**
 * Drops from `out` (from `from` on) the credential_leak findings whose value is a stand-in or a published value, and
 * the spans that reach past a badge token into the link around it (the same token's other reading).
 */
export function clearStandInSecrets(text: string, out: Hit[], from: number): void {
  // Only passwords are read here: most texts' findings (a link's, a key's) hold none, and then the text is not searched.
  let k = from;
  while (k < out.length && out[k]!.code !== 'credential_password') k++;
  if (k === out.length) return;
  // A SealedSecret's manifest, once per text: its block is read back from each value only then.
  const sealed = text.includes('encryptedData') && text.includes('SealedSecret');
  // Whether the text shows a translation's file: a pattern over the whole text, so asked only of a hyphenated label
  // (passwordLabel), once.
  let shown: boolean | undefined;
  const i18n = (): boolean => (shown ??= I18N_CONTEXT.test(text));
  let w = from;
  for (let r = from; r < out.length; r++) {
    const h = out[r]!;
    const drop =
      h.code === 'credential_password' && (standIn(text, h.start, h.end, sealed, i18n) || cutStandIn(text, h.start, h.end, sealed, i18n));
    if (!drop) out[w++] = h;
  }
  out.length = w;
}

/** standIn over the finding's value cut at its first closing mark, when that is shorter. */
function cutStandIn(text: string, start: number, end: number, sealed: boolean, i18n: () => boolean): boolean {
  const cut = valueEnd(text, start, end);
  return cut > start && cut < end && standIn(text, start, cut, sealed, i18n);
}

/** A finding's value cut at the first mark that closes a link's parameter or a quotation (`TOKEN)](https://…`). */
function valueEnd(text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 41 || c === 93 || c === 38 || c === 34 || c === 39 || c === 32 || c === 35) return i;
  }
  return end;
}

/** A barcode's label: EAN, GTIN, UPC, barcode, in a key, a column's name or prose. */
const BARCODE_LABEL =
  /\b(?:ean(?:[ _-]?1[34])?|gtin(?:[ _-]?1[234])?|upc(?:[ _-]?a)?|barcode|bar code|strichcode|code[ -]barres?|c[\u00f3o]digo de barras)\b/i;
/** A card's name before it keeps a card a card. */
const CARD_WORD = /\b(?:card|visa|mastercard|amex|cc|pan|kreditkarte|tarjeta|carte)\b/i;

/** Whether the digits pass GS1's check (EAN-13, UPC-A, GTIN-14: weights 3 and 1 from the right, the check digit aside). */
function gs1Valid(d: string): boolean {
  let s = 0;
  for (let i = d.length - 2, w = 3; i >= 0; i--, w = 4 - w) s += (d.charCodeAt(i) - 48) * w;
  return (10 - (s % 10)) % 10 === d.charCodeAt(d.length - 1) - 48;
}

/** Whether the card finding [start, end) is a product's barcode under its label (the line before it, or its column's name). */
function barcode(text: string, start: number, end: number): boolean {
  const digits = text.slice(start, end).replace(/[ -]/g, '');
  if ((digits.length !== 12 && digits.length !== 13 && digits.length !== 14) || !/^\d+$/.test(digits) || !gs1Valid(digits)) return false;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const before = text.slice(Math.max(lineStart, start - 80), start);
  if (CARD_WORD.test(before)) return false;
  if (BARCODE_LABEL.test(before)) return true;
  // A CSV row: the header's column at the same place names a barcode.
  const row = text.slice(lineStart, start);
  const sep = row.includes('\t') ? '\t' : row.includes(';') ? ';' : ',';
  if (!row.includes(sep)) return false;
  const column = row.split(sep).length - 1;
  const headerEnd = text.indexOf('\n');
  if (headerEnd < 0 || headerEnd >= lineStart) return false;
  const header = text.slice(0, headerEnd).split(sep);
  return column < header.length && BARCODE_LABEL.test(header[column]!) && !CARD_WORD.test(header[column]!);
}

/** Drops from `out` (from `from` on) the card findings that are barcodes under their label. */
export function clearBarcodes(text: string, out: Hit[], from: number): void {
  // A card finding first (a cheap walk of the findings), then the labels (a pattern over the whole text).
  let k = from;
  while (k < out.length && out[k]!.code !== 'card_number') k++;
  if (k === out.length || !/ean|gtin|upc|barcode|bar code|strichcode|barres|barras/i.test(text)) return;
  dropFindings(out, from, (h) => h.code === 'card_number' && barcode(text, h.start, h.end));
}
