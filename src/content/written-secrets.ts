/**
 * credential_leak as people write a secret rather than as a config assigns one: a password stated in
 * prose ("your temporary password is …", "user deploy, password …", "Kennwort: …"), an XML element's
 * text under a secret's name (`<password>…</password>`, Maven's settings.xml, a plist's key and its
 * string, a `<name>` and its `<value>`, CDATA), a CSV export's password column, a session cookie in a
 * `Cookie` header, and a Microsoft Teams incoming webhook's path. Each is read only
 * where the shared literal index puts its word, every pattern with bounded repeats; only the secret is
 * redacted.
 */
import type { Hit } from './codes.js';
import { compileFirstFor } from './compile-first.js';
import type { Text } from './find.js';
import { joinedWords } from './named-secrets.js';
import { readsAsSecret } from './placeholders.js';

/**
 * A password stated: its name, then "is", "was", "will be", a colon or a blank, then the value; after a clause that says
 * whose ("for the supplier portal") only "is", "was", "will be" or a colon (a blank there would end the match at the
 * clause's next word, and the value after "is" would never be tried). A scheme's `://` ("… portal to https://…") is no
 * label's colon.
 */
const STATED =
  /pass(?:(?:word|code|phrase|wort)(?:[ \t]{1,3}for[ \t][^.\n:]{1,40}?(?:[ \t]{1,3}(?:is|was|will[ \t]+be|remains)(?:[ \t]{1,3}|\\n)|[ \t]{0,3}:(?!\/\/)[ \t]{0,3})|[ \t]{1,3}(?:is|was|will[ \t]+be|remains)[ \t]{1,3}|[ \t]{0,3}:[ \t]{0,3}|[ \t]{1,3})|[ \t]{1,3}(?:is|was)[ \t]{1,3}|e[ \t]{0,3}:[ \t]{0,3})["'\u201c\x60]?([^\s"'\u201d<>\x60]{6,64})/iy;
/** A stated password's copula right before its value ("… is tvRmoqWEz"). */
const STATED_BY_COPULA = /[ \t](?:is|was)(?:[ \t]{1,3}|\\n)["'\u201c\x60]?[^\s]{6,64}$/i;
/**
 * Letters only that read as generated after "… password … is": eight or more, three capitals and three small letters
 * or more, not words joined by case (`CaseSensitive`, `ResetViaEmail`).
 */
const mixedLetters = (v: string): boolean =>
  /^[A-Za-z]{8,40}$/.test(v) && (v.match(/[A-Z]/g)?.length ?? 0) >= 3 && (v.match(/[a-z]/g)?.length ?? 0) >= 3 && !joinedWords(v);
/** A listing's header that names a digest's column. */
const DIGEST_HEADER = /\b(?:DIGEST|SHA256|CHECKSUM|FINGERPRINT)\b/;
/** A password stated in another language, after its name and a colon: "Kennwort: …", "senha: …", "wachtwoord: …". */
const STATED_ABROAD = /(?:kennwort|senha|wachtwoord|salasana)[ \t]{0,3}:[ \t]{0,3}["'\u201c\x60]?([^\s"'\u201d<>\x60]{6,64})/iy;
/** An XML element named for a secret, and its text (a Windows Wi-Fi profile's `<keyMaterial>` too). */
const ELEMENT =
  /<(password|passwd|pwd|secret|token|apikey|api[_-]?key|private[_-]?key|client[_-]?secret|access[_-]?key|secret[_-]?key|keymaterial|(?<tag>[A-Za-z]{1,20})[ \t]{1,4}(?:key|name)=["'][\w.:-]{0,60}(?:password|passwd|pwd|secret|token|api[_-]?key|apikey)["'][ \t]{0,4})>[ \t]{0,4}(?<v>[^<\s][^<\n]{2,255}?)[ \t]{0,4}<\/(?:\1|\k<tag>)>/iy;
/** A secret's name between `<` and `>` or as a `key`/`name` attribute, for the elements below. */
const XML_SECRET = String.raw`[\w.:-]{0,60}(?:password|passwd|pwd|secret|token|api[_-]?key|apikey|pass)`;
/** `<password><![CDATA[…]]></password>`. */
const CDATA = /<(?:password|passwd|pwd|secret|token)>[ \t]{0,4}<!\[CDATA\[(?<v>[^\]\n]{4,256})\]\]>/iy;
/** `<property name="password"><value>…</value>`, .NET's `<setting name="ServicePassword" …><value>…</value>`. */
const NESTED = new RegExp(
  String.raw`<(?:property|setting|param|entry|add)[ \t]{1,4}(?:key|name)=["']${XML_SECRET}["'][^<>]{0,80}>\s{0,40}<value>[ \t]{0,4}(?<v>[^<\s]{4,256}?)[ \t]{0,4}<\/value>`,
  'iy',
);
/** `<name>smtp.password</name><value>…</value>`, a plist's `<key>APIToken</key><string>…</string>`. */
const PAIR = new RegExp(
  String.raw`<(key|name)>[ \t]{0,4}${XML_SECRET}[ \t]{0,4}<\/\1>\s{0,40}<(value|string)>[ \t]{0,4}(?<v>[^<\s]{4,256}?)[ \t]{0,4}<\/\2>`,
  'iy',
);
/** A Cookie header's value up to its line's end, read for session cookies. */
const COOKIE_HEADER = /(?:set-)?cookie[ \t]{0,4}:[ \t]{0,4}([^\n\r]{1,4000})/iy;
const SESSION_COOKIE =
  /(?:^|;[ \t]{0,4}|["'])((?:[\w.-]{0,30}(?:session(?:id)?|sessid)|\.aspnetcore\.cookies|sid|connect\.sid|remember_token|auth[_-]?token)=)([^;\s"']{16,512})/gi;
/**
 * A session's value, random as servers make them: a letter and a digit, no date or time (`last_session=2026-12-02T10:14`),
 * no word of five letters joined by dashes (`ab_session=checkout-variant-B-2024`), no list (`%2C`).
 */
const isSessionValue = (v: string): boolean =>
  /[A-Za-z]/.test(v) && /\d/.test(v) && !/\d{4}-\d{2}-\d{2}|:\d{2}|%2C/i.test(v) && !(/[A-Za-z]{5,}/.test(v) && v.includes('-'));
/** A Teams incoming webhook's secret path: 32 hex digits and a GUID after `IncomingWebhook/`. */
const TEAMS = /incomingwebhook\/([0-9a-f]{32}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/iy;

/**
 * A value that reads as a password: a letter, and a digit or a sign other than a sentence's closing mark ("again?",
 * "resets?", "incorrect." are words).
 */
const isPasswordLike = (body: string): boolean =>
  body.length >= 6 &&
  // A YAML tag (`!secret name`, `!vault |`), an encrypted envelope (`ENC[…]`, `ENC(…)`) or an expression (`sha256(salt+pw)`).
  !/^!|[([]/.test(body) &&
  /[A-Za-z]/.test(body) &&
  /[\d!#$%&*+@^~]/.test(body) &&
  !COMPOUND.test(body) &&
  !/^[$\u20ac\u00a3\u00a5]\d/.test(body);
/** Whose a bare "pass" is when it is a password: an account's or a network's. */
const PASS_OF = /\b(?:admin|root|wifi|wi-fi|login|account|vpn|system|server|db|database|router)[ \t]{1,3}$/i;
/** A compound word, not a password: "WPA2-protected", "6-digit". */
const COMPOUND = /^[A-Za-z0-9]{1,12}-[a-z]{3,}$/;

/** A letter, a digit, `_`, `.`, `:` or `-`: what an XML name or a CSV column's name is made of. */
const isNameChar = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 58 || c === 45;
/** What ends a CSV field: a separator, a quote, a line break (or the backslash of one written out). */
const isFieldEnd = (c: number): boolean =>
  Number.isNaN(c) || c === 44 || c === 59 || c === 9 || c === 124 || c === 34 || c === 39 || c === 10 || c === 13 || c === 92;

/** The secrets above in `t`, into `out`; `isPlaceholder`: credentials.ts's test (passed in: no cycle). */
export function detectWrittenCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const push = (start: number, value: string, redact: 'password' | 'secret'): void => {
    out.push({ code: 'credential_password', start, end: start + value.length, redact });
  };
  /** A stated password (group 1 of STATED or STATED_ABROAD), without a sentence's closing mark after it ("… is Kq7Lm2Zx9, …"). */
  const pushStated = (m: RegExpExecArray): void => {
    const v = m[1]!.replace(/[.,;:!?)]+$/, '');
    const start = m.index + m[0].length - m[1]!.length;
    // Hex digits under a listing's digest column (`fly secrets list`'s `NAME  DIGEST`): a hash of the secret, not it.
    if (/^[0-9a-f]{16,128}$/.test(v) && DIGEST_HEADER.test(text.slice(Math.max(0, start - 400), start))) return;
    if ((isPasswordLike(v) || (STATED_BY_COPULA.test(m[0]) && mixedLetters(v))) && !isPlaceholder(v)) push(start, v, 'password');
  };
  // Each word is the index's literal, so many code units into its name ("senha" from "enha": a literal's first letters
  // are best rare in prose).
  for (const [word, offset] of [
    ['kennwort', 0],
    ['enha', 1],
    ['wachtwoord', 0],
    ['salasana', 0],
  ] as const) {
    for (const at of t.at(word) ?? []) {
      const from = at - offset;
      STATED_ABROAD.lastIndex = Math.max(0, from);
      const m = STATED_ABROAD.exec(text);
      if (m !== null) pushStated(m);
    }
  }
  for (const at of t.at('pass') ?? []) {
    // "the admin pass is …", not "the compass is …" or "a day pass is $15": a bare pass is an account's.
    if (!/^pass(?:word|code|phrase)/i.test(text.slice(at, at + 10)) && !PASS_OF.test(text.slice(Math.max(0, at - 24), at))) continue;
    // A secret's name and its version (`db-password:latest`, Cloud Run's `--set-secrets`): a reference, no value.
    if (text[at - 1] === '-' && /^password:(?:latest|\d{1,4})(?![\w-])/i.test(text.slice(at, at + 20))) continue;
    compileFirstFor(STATED, text, 100);
    STATED.lastIndex = at;
    const m = STATED.exec(text);
    if (m !== null) pushStated(m);
  }
  // An element's name holds one of these words; its `<` stands at most 90 code units before it.
  for (const word of ['pass', 'pwd', 'secret', 'token', 'key'])
    for (const at of t.at(word) ?? []) {
      // The name ends with the element's `>`, or with its attribute's quote (then `>`): most words end otherwise.
      let k = at + word.length;
      while (k < text.length && k - at < 30 && isNameChar(text.charCodeAt(k))) k++;
      const q = text.charCodeAt(k);
      const inText = q === 60;
      // After an attribute's quote: the tag's end, or a blank before another attribute (not a JSON key's `":`).
      const afterQuote = text.charCodeAt(k + 1);
      if (!inText && q !== 62 && !((q === 34 || q === 39) && (afterQuote === 62 || afterQuote === 32 || afterQuote === 47))) continue;
      // Within 90 code units: `<password>`'s own name, an element's `key="…password"`, or `<key>` or `<name>` around it.
      let open = at - 1;
      while (open >= 0 && at - open <= 90 && text.charCodeAt(open) !== 60 && (inText || text.charCodeAt(open) !== 62)) open--;
      if (open < 0 || at - open > 90 || text.charCodeAt(open) !== 60) continue;
      // The value: the element's text, a CDATA section in it, a nested `<value>`, or (for a `<key>`) the next element's text.
      let m: RegExpExecArray | null = null;
      for (const re of inText ? [PAIR] : [ELEMENT, CDATA, NESTED]) {
        re.lastIndex = open;
        m = re.exec(text);
        if (m !== null) break;
      }
      const v = m === null ? '' : m.groups!.v!.trim();
      // A resource's text ("New password (8+ characters)") or a grammar's token name (`IDENT_2`) is no secret.
      if (m === null || isPlaceholder(v) || !readsAsSecret(v) || /\s/.test(v)) continue;
      // A token's or a secret's element holds a random value (an NLP token list holds `COVID-19`, a status `expired@…`).
      if (/^<(?:token|secret)>/i.test(m[0]) && !(v.length >= 12 && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v))) continue;
      // A Wi-Fi profile's protected key is a DPAPI blob (its header `01000000D08C9DDF…`) only the machine it came from opens.
      if (
        /^<keymaterial>/i.test(m[0]) &&
        (v.startsWith('01000000D08C9DDF') || /<protected>\s{0,4}true/i.test(text.slice(Math.max(0, open - 200), open)))
      )
        continue;
      push(m.index + m[0].lastIndexOf(v), v, /pass|pwd/i.test(m[0].slice(0, m[0].length - v.length)) ? 'password' : 'secret');
    }
  csvPasswords(t, push, isPlaceholder);
  let cookiesReadTo = 0;
  for (const at of t.at('cookie') ?? []) {
    // A header's value is read once: a "cookie" inside it is no header of its own.
    if (at < cookiesReadTo) continue;
    COOKIE_HEADER.lastIndex = at;
    const header = COOKIE_HEADER.exec(text);
    if (header === null) continue;
    const from = header.index + header[0].length - header[1]!.length;
    cookiesReadTo = header.index + header[0].length;
    for (const m of header[1]!.matchAll(SESSION_COOKIE)) {
      const v = m[2]!;
      if (!isPlaceholder(v) && isSessionValue(v)) push(from + m.index! + m[0].length - v.length, v, 'secret');
    }
  }
  for (const at of t.at('incomingwebhook/') ?? []) {
    TEAMS.lastIndex = at;
    const m = TEAMS.exec(text);
    if (m !== null) push(m.index + m[0].length - m[1]!.length, m[1]!, 'secret');
  }
}

/** A CSV line's separators, in the order tried. */
const SEPARATORS = [',', ';', '\t', '|'];
/** At most this many rows are read under one header. */
const MAX_ROWS = 1000;

/**
 * The fields of a CSV export's password column: a header line that names a column `password`, `pwd`, `pass`,
 * `passcode`, `api_key`, `secret` or `token` (alone, or as `user_password`, `db_pass`, …), and the rows under it with as many fields, up to a blank line. Lines may be broken
 * by a line break or by `\n` written out (a file inside a JSON string).
 */
function csvPasswords(
  t: Text,
  push: (start: number, value: string, redact: 'password' | 'secret') => void,
  isPlaceholder: (v: string) => boolean,
): void {
  const text = t.text;
  let done = -1;
  for (const word of ['pass', 'pwd'])
    for (const at of t.at(word) ?? []) {
      if (at < done) continue;
      // A column's whole name: a field's end on both sides of it (most mentions of a password are in prose).
      let a = at;
      while (a > 0 && at - a < 24 && isNameChar(text.charCodeAt(a - 1))) a--;
      let b = at + word.length;
      while (b < text.length && b - at < 24 && isNameChar(text.charCodeAt(b))) b++;
      if (!(a === 0 || isFieldEnd(text.charCodeAt(a - 1)) || text.charCodeAt(a - 1) === 110) || !isFieldEnd(text.charCodeAt(b))) continue;
      // A quoted column's name (`"password"`): its lines end at line breaks alone, its fields may hold a separator.
      const quoted = text.charCodeAt(a - 1) === 34 && text.charCodeAt(b) === 34 && text.charCodeAt(a - 2) !== 92;
      const [lineStart, lineEnd] = lineAt(text, at, quoted);
      // A line read once, whether it is a header or not.
      done = lineEnd;
      if (lineEnd - lineStart >= MAX_LINE) continue;
      const header = text.slice(lineStart, lineEnd);
      const sep = SEPARATORS.find((s) => header.includes(s));
      if (sep === undefined) continue;
      const names = fieldsOf(header, sep, quoted).map(([n]) =>
        n
          .trim()
          .toLowerCase()
          .replace(/^["']|["']$/g, ''),
      );
      const column = names.findIndex((n) =>
        /^(?:(?:user|login|account|db|admin|initial|temp|temporary|default|new|current)[_ -])?(?:password|passwd|pwd|pass|passcode|kennwort|passwort|api[_ -]?key|secret|token)$/.test(
          n,
        ),
      );
      if (column < 0 || names.length < 2 || names.some((n) => n.length > 40)) continue;
      let next = nextLine(text, lineEnd, quoted);
      for (let row = 0; row < MAX_ROWS && next < text.length; row++) {
        const e = lineEndFrom(text, next, next + MAX_LINE, quoted);
        const s = next;
        if (e === s || e - s >= MAX_LINE) break;
        const fields = fieldsOf(text.slice(s, e), sep, quoted);
        if (fields.length !== names.length) break;
        const [field, offset] = fields[column]!;
        const v = field.trim().replace(/^["']|["']$/g, '');
        // A note in the column ("expired 2024-03-01", "ask IT (ext. 4410)") holds blanks; a password almost never does.
        if (readsAsSecret(v) && !/\s/.test(v) && !isPlaceholder(v)) push(s + offset + field.indexOf(v), v, 'password');
        next = nextLine(text, e, quoted);
      }
      done = next;
    }
}

/**
 * A CSV line's fields and where each starts in it; `quoted`: a field in double quotes may hold the separator (and a
 * doubled quote), as spreadsheets write them.
 */
function fieldsOf(line: string, sep: string, quoted: boolean): Array<[string, number]> {
  const fields: Array<[string, number]> = [];
  for (let i = 0; ; ) {
    let close = i;
    if (quoted && line.charCodeAt(i) === 34)
      for (close = i + 1; close < line.length; close++)
        if (line.charCodeAt(close) === 34) {
          if (line.charCodeAt(close + 1) !== 34) break;
          close++;
        }
    const k = line.indexOf(sep, close);
    fields.push([line.slice(i, k < 0 ? line.length : k), i]);
    if (k < 0) return fields;
    i = k + sep.length;
  }
}

/**
 * Where a line break (or `\n` written out, or a JSON string's closing quote) ends a line at or after `i`, looked for up
 * to `limit`; `quoted`: a line break alone (a quoted CSV's quotes are its fields').
 */
function lineEndFrom(text: string, i: number, limit = text.length, quoted = false): number {
  for (const end = Math.min(limit, text.length); i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || (!quoted && (c === 34 || (c === 92 && text.charCodeAt(i + 1) === 110)))) return i;
  }
  return text.length;
}
/** A CSV header or row longer than this is not read (each is found by a walk bounded so). */
const MAX_LINE = 400;
/** The line holding `at`: from the last break before it to the next one after it; each end at most MAX_LINE away. */
function lineAt(text: string, at: number, quoted: boolean): [number, number] {
  let s = at;
  while (
    s > 0 &&
    at - s < MAX_LINE &&
    text.charCodeAt(s - 1) !== 10 &&
    (quoted || (text.charCodeAt(s - 1) !== 34 && !(text.charCodeAt(s - 1) === 110 && text.charCodeAt(s - 2) === 92)))
  )
    s--;
  return [s, lineEndFrom(text, at, at + MAX_LINE, quoted)];
}
/** Where the line after the break at `end` starts. */
function nextLine(text: string, end: number, quoted = false): number {
  if (text.charCodeAt(end) === 13) end++;
  if (text.charCodeAt(end) === 10) return end + 1;
  if (!quoted && text.charCodeAt(end) === 92) return end + 2;
  return text.length;
}
