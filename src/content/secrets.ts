/**
 * More credential_leak shapes, each checked where its literal occurs: Stripe webhook secrets
 * (`whsec_`), Mailgun keys (`key-` and 32 hex digits), Telegram bot tokens (`123456789:AA…`),
 * `Authorization: Basic` credentials (base64 of `user:password`), `mysql -pPASS` and
 * `--password=`, `.netrc` passwords, and the secret key typed at `aws configure`'s prompt. Every
 * pattern is bounded, and starts at a literal or is checked by hand around one (`:`).
 */
import { isDigit } from './ascii.js';
import type { Hit } from './codes.js';
import { referencesOnly } from './build-lines.js';
import type { Text } from './find.js';
import { detectIssuedSecrets } from './issued-secrets.js';
import { unitPlaces } from './unit-places.js';

const WHSEC = /\bwhsec_[A-Za-z0-9+/]{24,128}={0,2}/;
const MAILGUN = /\bkey-[0-9a-f]{32}\b/;
const BASIC = /\bbasic[ \t]{1,4}([A-Za-z0-9+/]{8,400}={0,2})(?![A-Za-z0-9+/=])/i;
/** Case-sensitive on purpose: `-P` is MySQL's port. */
const MYSQL =
  /\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mariadb)\b[^\n|;&]{0,160}?[ \t](?:-p|--password=)(["']?)([^\s'"`]{3,128})\1/;
/** A `.netrc` entry's password: tried at each `password`, with NETRC_BEFORE read before it. */
const NETRC = /password[ \t]{1,8}(\S{1,256})/;
const NETRC_BEFORE = /(?:^|\s)(?:machine[ \t]{1,8}\S{1,253}|default)(?:\s{1,8}login[ \t]{1,8}\S{1,128})?\s{1,8}$/;
/**
 * Also right after a JSON string's `\n` (a transcript inside a tool's JSON reply). Whatever was
 * typed at the prompt is the secret, in AWS's alphabet or not: the value runs to the next blank
 * (or to a JSON string's escape).
 */
const AWS_PROMPT =
  /(?:\b|(?<=\\[nrt]))aws[ \t]{1,4}secret[ \t]{1,4}access[ \t]+key[ \t]{0,4}(?:\[[^\]\n]{0,40}\])?[ \t]{0,4}[:=][ \t]{0,4}([^\s\\"']{16,128})(?![^\s\\"'])/i;

const isTokenChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;

/**
 * `<8–10 digits>:<35 token characters>`, a Telegram bot token, and `<digit>/<13–19 digits>:<32 hex digits>`, an Asana
 * personal access token; found from each `:` by hand.
 */
function telegram(text: string, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const colons = unitPlaces(text, 58);
  for (let k = 0; k < colons.length; k++) {
    const i = colons[k]!;
    let d = i;
    while (d > 0 && i - d < 20 && isDigit(text.charCodeAt(d - 1))) d--;
    const digits = i - d;
    // Asana's tokens start "1/" or "2/" ("Order 7/…:<hex>" is not one); a v2 token holds a second id: "2/<id>/<id>:<hex>".
    if (digits >= 13 && text.charCodeAt(d - 1) === 47) {
      let e = d - 1;
      while (e > 0 && d - 1 - e < 20 && isDigit(text.charCodeAt(e - 1))) e--;
      const version = text.charCodeAt(d - 2);
      const start =
        (version === 49 || version === 50) && d - 1 - e === 1
          ? d - 2
          : d - 1 - e >= 13 && text.charCodeAt(e - 1) === 47 && text.charCodeAt(e - 2) === 50
            ? e - 2
            : -1;
      if (start >= 0 && asana(text, start, i, out)) continue;
    }
    if (digits < 8 || digits > 10) continue;
    // The id starts a word (or follows `bot`, as in the Bot API's URLs).
    if (d > 0 && isTokenChar(text.charCodeAt(d - 1)) && text.slice(Math.max(0, d - 3), d) !== 'bot') continue;
    let e = i + 1;
    while (e < text.length && e - i <= 36 && isTokenChar(text.charCodeAt(e))) e++;
    if (e - i - 1 !== 35) continue;
    const secret = text.slice(i + 1, e);
    if (!/[A-Za-z]/.test(secret) || !/[0-9_-]|[A-Z].*[a-z]|[a-z].*[A-Z]/.test(secret) || isPlaceholder(secret)) continue;
    out.push({ code: 'credential_api_key', start: d, end: e, redact: 'api_key' });
  }
}

/** An Asana token starting at `start` with its `:` at `colon`: 32 lower-case hex digits after it, ending a word. */
function asana(text: string, start: number, colon: number, out: Hit[]): boolean {
  if (start > 0 && isTokenChar(text.charCodeAt(start - 1))) return false;
  const end = colon + 33;
  if (end > text.length || isTokenChar(text.charCodeAt(end))) return false;
  for (let k = colon + 1; k < end; k++) {
    const c = text.charCodeAt(k);
    if (!(isDigit(c) || (c >= 97 && c <= 102))) return false;
  }
  out.push({ code: 'credential_api_key', start, end, redact: 'api_key' });
  return true;
}

/**
 * Whether base64 decodes to `user:password` (printable, a colon inside, at most `max` characters):
 * what a Basic credential and a docker config's `auth` hold.
 */
export function decodesToUserPassword(b64: string, max: number): boolean {
  const s = Buffer.from(b64, 'base64').toString('latin1');
  const colon = s.indexOf(':');
  return colon > 0 && colon < s.length - 1 && s.length >= 3 && s.length <= max && /^[\x20-\x7e]*$/.test(s);
}

/** `isPlaceholder` is credentials.ts's test for values that stand for a secret (passed in: no cycle). */
export function detectMoreCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  /** Every match of `re`, which starts at one of `words` (find.ts's literals): tried only there. */
  const within = (re: RegExp, ...words: string[]): RegExpExecArray[] => {
    const lists = words.map((w) => t.at(w));
    if (lists.some((l) => l === null)) return t.find(re);
    return t.findAt(re, lists.length === 1 ? lists[0]! : lists.flatMap((l) => [...l!]).sort((a, b) => a - b));
  };
  /** `starts`: where a match can start (all of them), when known. */
  const whole = (re: RegExp, type: 'api_key' | 'secret', starts?: readonly number[]) => {
    for (const m of starts ? t.findAt(re, starts) : t.find(re))
      if (!isPlaceholder(m[0].slice(m[0].indexOf(m[0].includes('_') ? '_' : '-') + 1)))
        out.push({ code: 'credential_api_key', start: m.index, end: m.index + m[0].length, redact: type });
  };
  const group = (found: RegExpExecArray[], g: number, type: 'password' | 'secret') => {
    for (const m of found) {
      const value = m[g]!;
      // A typed password may be short: padded, only the placeholder words and shapes count.
      if (value.length < 4 || isPlaceholder(value.length >= 6 ? value : `${value}______`)) continue;
      const start = m.index + m[0].lastIndexOf(value);
      out.push({ code: 'credential_password', start, end: start + value.length, redact: type });
    }
  };
  // Gated on the shared index of find.ts's literals where one fits (free), else on one includes();
  // a shape that starts at a literal is tried only where it occurs.
  // A webhook secret starts at its prefix (in this case: the index's places are a superset).
  const whsec = t.at('whsec_');
  if (whsec === null ? text.includes('whsec_') : whsec.length > 0) whole(WHSEC, 'secret', whsec ?? undefined);
  // Where `key-` can start (any case: the index's); undefined without the index.
  const dashed = t.at('key')?.filter((i) => text[i + 3] === '-');
  if (dashed === undefined || dashed.length > 0) whole(MAILGUN, 'api_key', dashed);
  if (text.includes(':')) telegram(text, out, isPlaceholder);
  detectIssuedSecrets(t, out);
  if (t.has('basic'))
    for (const m of within(BASIC, 'basic')) {
      // Base64 of two references (`$CLIENT_ID:$CLIENT_SECRET`) holds no secret (build-lines.ts).
      if (!decodesToUserPassword(m[1]!, 300) || referencesOnly(m[1]!)) continue;
      const start = m.index + m[0].length - m[1]!.length;
      out.push({ code: 'credential_password', start, end: m.index + m[0].length, redact: 'secret' });
    }
  // Gated on `mysql` alone: a `mariadb -p…` line without it is missed, but a second search of
  // every text would cost more than the rest of this detector.
  if (t.has('mysql')) group(within(MYSQL, 'mysql', 'mariadb'), 2, 'password');
  if (t.has('machine', 'default'))
    for (const m of t.findNear(NETRC, ['pass'], 0, 'p')) {
      const value = m[1]!;
      // NETRC_BEFORE holds `machine` or `default`: without either, its test (tried at each of the
      // 420 code units, as it is anchored at the end) cannot pass.
      const before = text.slice(Math.max(0, m.index - 420), m.index);
      if (!(before.includes('machine') || before.includes('default')) || !NETRC_BEFORE.test(before)) continue;
      if (value.length < 4 || isPlaceholder(value.length >= 6 ? value : `${value}______`)) continue;
      const start = m.index + m[0].length - value.length;
      out.push({ code: 'credential_password', start, end: start + value.length, redact: 'password' });
    }
  // `aws` and its blanks come at most 7 code units before `secret`.
  for (const m of t.findNear(AWS_PROMPT, ['secret'], 7, 'a')) {
    const value = m[1]!;
    if (isPlaceholder(value)) continue;
    const start = m.index + m[0].length - value.length;
    // AWS's documented example secret key: redacted, not a leak (credentials.ts EXAMPLE_KEY).
    const code = value.includes('EXAMPLE') ? 'credential_example' : 'credential_password';
    out.push({ code, start, end: start + value.length, redact: 'secret' });
  }
}
