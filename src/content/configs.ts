/**
 * credential_leak in configuration files and transcripts, each found where its own literal is:
 * a docker `config.json` registry `auth` (base64 of `user:password`), a kubeconfig's
 * `client-key-data` (base64 of a PEM private key), a Discord webhook's token, a PHP `define()`
 * of a secret-named constant (wp-config.php), and the secret after an access-key id in an IAM
 * credentials CSV (`AKIA…,<secret>`), an XML setting whose name says secret and whose value is
 * another attribute (`<add key="StorageSecret" value="…"/>`), and a `.pgpass` line's password. Only
 * the secret is redacted; the text around it stays.
 */
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';
import { detectDeviceCredentials } from './device-secrets.js';
import { detectLeftoverCredentials } from './leftover-secrets.js';
import { readsAsSecret } from './placeholders.js';
import { decodesToUserPassword } from './secrets.js';

/** From `auth`, its closing quote on: the quotes may be escaped (a config inside a JSON string). */
const DOCKER_AUTH = /auth\\{0,3}"[ \t]{0,4}:[ \t]{0,4}\\{0,3}"([A-Za-z0-9+/]{8,2000}={0,2})\\{0,3}"/y;
const KUBE_KEY = /client-key-data"?[ \t]{0,4}:[ \t]{0,4}["']?([A-Za-z0-9+/]{40,20000}={0,2})/y;
const DISCORD =
  /https?:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/(?:v\d{1,2}\/)?webhooks\/\d{15,21}\/([A-Za-z0-9_-]{60,100})(?![A-Za-z0-9_-])/y;
/** `define('DB_PASSWORD', 'value')`: group 2 the constant's name, group 4 the value. */
const DEFINE = /define[ \t]{0,4}\([ \t]{0,4}(['"])([A-Za-z0-9_]{1,64})\1[ \t]{0,4},[ \t]{0,40}(['"])([^'"\n\\]{1,256})\3[ \t]{0,4}\)/y;
const SECRET_CONSTANT = /PASSWORD|PASSWD|PASS$|PWD|SECRET|KEY|SALT|TOKEN/i;
/** What wp-config-sample.php and tutorials put where a secret goes. */
const DEFINE_PLACEHOLDER =
  /(?:^|[\s_-])(?:here|your|example|changeme|placeholder|xxx+)(?:$|[\s_-])|^(?:x+|\*+|password|secret|root|none)$/i;
/** An access-key id's secret beside it, as IAM's credentials CSV writes it (`AKIA…,<secret>`). */
const AWS_PAIR = /[0-9A-Z]{16}[,\t;|][ \t]{0,2}([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/y;

/**
 * An XML element's `key` or `name` attribute that ends in a secret's name (`StorageSecret`, `keyStorePassword`; not
 * `PasswordPolicy` or `TokenEndpoint`), then its `value`, read back from `value=`.
 */
const XML_NAME =
  /(?:key|name)=["']([\w.:-]{0,60}(?:secret|password|passwd|pwd|token|api-?key|apikey|accesskey))["'](?:[ \t\n]{1,8}[\w:-]{1,30}=(?:"[^"<>]{0,200}"|'[^'<>]{0,200}'))?[ \t\n]{1,8}$/i;
const XML_VALUE = /value=(["'])([^"'<>\n]{4,256})\1/iy;
/** The secret-named attribute after the value, in the same element (`<add value="…" key="SmtpPassword"/>`). */
const XML_NAME_AFTER =
  /^[^<>]{0,200}?\b(?:key|name)=["'][\w.:-]{0,60}(?:secret|password|passwd|pwd|token|api-?key|apikey|accesskey|credentials?)["']/i;
/**
 * A `.pgpass` line: host (an IPv6 address in brackets too), port (or `*`), database, user, password (`\:` and `\\`
 * escaped in it), to its line's end, raw or written out in a JSON string.
 */
const PGPASS_LINE =
  /(?:[^\s:#[\\]{1,253}|\[[0-9A-Fa-f:.]{2,45}\]):(?:\d{1,5}|\*):[^\s:\\]{1,63}:[^\s:\\]{1,63}:((?:[^\s\\"]|\\[:\\]){4,256})(?=\r?\n|$|\\[nr]|")/y;
/** netsh's own words where a profile holds no key ("Key Content : Not present"). */
const ABSENT = /^[ \t]{1,40}:[ \t]{1,4}(?:not\s+present|absent|none|n\/a)[ \t]*(?:\r?\n|\\[nr]|"|$)/i;
/** `netsh wlan show profile … key=clear`'s `Key Content`: a Wi-Fi passphrase (8 to 63 characters, blanks allowed). */
const KEY_CONTENT = /Key Content[ \t]{0,40}:[ \t]{1,4}([^\r\n]{8,63}?)[ \t]{0,8}(?=\r?\n|\\[nr]|["]|$)/y;
/**
 * A Logic Apps or Power Automate trigger's `sig=`: the key that runs the workflow, for anyone, as long as it lives. Its
 * `&` may be written `&amp;` (HTML) or `\u0026` (JSON from the Azure CLI).
 */
const TRIGGER_SIG = /\/paths\/invoke\?(?:[^\s"'<>#]{0,300}?(?:&(?:amp;)?|\\u0026))?sig=([A-Za-z0-9_%-]{20,120})/y;
/** A Wi-Fi QR code's payload (`WIFI:S:Loft;T:WPA;P:…;;`): its `P:` field, `\;` and `\:` escaped inside. */
const WIFI_QR = /WIFI:(?:[STHE]:(?:\\.|[^;\\\n]){0,64};){0,8}P:((?:\\.|[^;\\\n]){8,63});/y;
/** yarn's `npmAuthIdent: "user:password"` (.yarnrc.yml), the password after the colon. */
const AUTH_IDENT = /npmAuthIdent[ \t]{0,4}:[ \t]{0,4}["']?[^\s:"']{1,64}:([^\s"'\\]{4,256})/y;
/** npm's `_auth`: base64 of `user:password`. */
const NPM_AUTH = /_auth[ \t]{0,4}=[ \t]{0,4}["']?([A-Za-z0-9+/]{8,400}={0,2})(?![A-Za-z0-9+/=])/y;
/**
 * A Twilio auth token in prose after its words ("auth token 9f2c…", "Auth Token is: 9f2c…", "AuthToken 9f2c…", "auth-token",
 * or on the next line): 32 lower-case hex digits.
 */
const AUTH_TOKEN =
  /(?:token|Token|TOKEN)(?=[ \t:\r\n])[ \t]{0,3}(?:is[ \t]{0,3})?:?[ \t]{0,3}(?:\r?\n[ \t]{0,8})?["']?([0-9a-f]{32})(?![0-9A-Za-z])/y;
/** A Twilio API key's secret after its SID ("api key SK… secret …"): 32 random letters and digits. */
const KEY_SECRET = /secret[ \t]{1,3}(?:is[ \t]{1,3})?["']?([A-Za-z0-9]{32})(?![0-9A-Za-z])/y;
/** How far after a `.pgpass` file's name its lines are read, and how far before it (a ticket names the file after the line). */
const PGPASS_REACH = 2000;
const PGPASS_BEFORE = 400;

/** Every place `needle` occurs in `text` (case-sensitive). */
function* occurrences(text: string, needle: string): Generator<number> {
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) yield i;
}

/**
 * Every place `word` (one of find.ts's literals) occurs in the text, case-sensitive: read from the
 * shared index, which holds every case of it (a search of its own when the text has no index).
 */
function occurrencesOf(t: Text, word: string): Iterable<number> {
  const at = t.at(word);
  if (at === null) return occurrences(t.text, word);
  const text = t.text;
  return at.filter((i) => text.startsWith(word, i));
}

function sticky(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

/** `isPlaceholder`: credentials.ts's test for a value that stands for a secret (passed in: no cycle). */
export function detectConfigCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  // The secrets beside a key's id or a sign-in (leftover-secrets.ts): an AWS or Twilio pair, `user / password`.
  detectLeftoverCredentials(t, out, isPlaceholder);
  detectDeviceCredentials(t, out, isPlaceholder);
  const value = (m: RegExpExecArray, g: number): [number, number] => {
    const start = m.index + m[0].lastIndexOf(m[g]!);
    return [start, start + m[g]!.length];
  };
  // Each shape is gated on its word in find.ts's shared literal index (null without the index:
  // then on a search of the text).
  const has = (word: string): boolean => {
    const at = t.at(word);
    return at === null ? text.toLowerCase().includes(word) : at.length > 0;
  };
  if (has('auths'))
    for (const i of occurrences(text, 'auth')) {
      if (text[i - 1] !== '"') continue;
      const m = sticky(DOCKER_AUTH, text, i);
      if (m === null || !decodesToUserPassword(m[1]!, 600)) continue;
      const [start, end] = value(m, 1);
      out.push({ code: 'credential_password', start, end, redact: 'password' });
    }
  if (has('client-key-data'))
    for (const i of occurrencesOf(t, 'client-key-data')) {
      const m = sticky(KUBE_KEY, text, i);
      if (m === null) continue;
      // The head of the block is enough to know a key: `-----BEGIN … PRIVATE KEY-----`.
      const head = Buffer.from(m[1]!.slice(0, 64), 'base64').toString('latin1');
      if (!head.startsWith('-----BEGIN') || !head.includes('PRIVATE KEY')) continue;
      const [start, end] = value(m, 1);
      out.push({ code: 'credential_private_key', start, end, redact: 'private_key' });
    }
  if (has('/webhooks/'))
    for (const i of occurrencesOf(t, '/webhooks/')) {
      // The scheme, host and `/api/v10` lie at most 39 code units before the path.
      const lo = Math.max(0, i - 39);
      const http = text.slice(lo, i).lastIndexOf('http');
      if (http < 0) continue;
      const from = lo + http;
      const m = sticky(DISCORD, text, from);
      if (m === null || isPlaceholder(m[1]!)) continue;
      const [start, end] = value(m, 1);
      out.push({ code: 'credential_api_key', start, end, redact: 'secret' });
    }
  if (has('define'))
    for (const at of occurrencesOf(t, 'define')) {
      const m = sticky(DEFINE, text, at);
      if (m === null || !SECRET_CONSTANT.test(m[2]!)) continue;
      const v = m[4]!;
      if (v.trim().length < 4 || DEFINE_PLACEHOLDER.test(v.trim()) || (v.length < 16 && isPlaceholder(v))) continue;
      const [start, end] = value(m, 4);
      out.push({ code: 'credential_password', start, end, redact: /PASS|PWD/i.test(m[2]!) ? 'password' : 'secret' });
    }
  if (has('value='))
    for (const at of placesOf(t, 'value=')) {
      const m = sticky(XML_VALUE, text, at);
      // Not a URL, nor an encrypted value (`ENC(…)`) or a certificate's data (`thumbprint:…`, `X509:CN=…`).
      if (m === null || isPlaceholder(m[2]!) || !readsAsSecret(m[2]!) || /^https?:|[()]|^(?:thumbprint|x509):/i.test(m[2]!)) continue;
      // The name before the value within the element (a description may stand between), or after it.
      let tag = at;
      while (tag > 0 && at - tag < 300 && text.charCodeAt(tag) !== 60) tag--;
      const before = text.slice(tag, at);
      const named = XML_NAME.exec(before);
      if (named === null && !XML_NAME_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 260))) continue;
      // A form's anti-forgery token (`csrf_token`, `csrfmiddlewaretoken`, `__RequestVerificationToken`, `_token`) is sent with every page.
      if (named !== null && /csrf|xsrf|requestverification|authenticity|^_token$/i.test(named[1]!)) continue;
      const [start, end] = value(m, 2);
      out.push({
        code: 'credential_password',
        start,
        end,
        redact: /pass|pwd/i.test(text.slice(Math.max(0, at - 300), at + m[0].length + 260)) ? 'password' : 'secret',
      });
    }
  // A .pgpass file named, or a line of its wildcards (`*:*:*:postgres:…`); a log line's `host:5432:db:user:status` is none.
  // Each line tried once, at its start: the lines after each mention of the file's name, and the lines that hold `*:*:`.
  const tried = new Set<number>();
  let pgpassReadTo = 0;
  const tryLine = (lineStart: number): void => {
    if (tried.has(lineStart)) return;
    tried.add(lineStart);
    const m = sticky(PGPASS_LINE, text, lineStart);
    // A password holding a colon is escaped in the file (`\:`): an IPv6 address's groups are none.
    if (m === null || isPlaceholder(m[1]!) || !readsAsSecret(m[1]!) || /(?<!\\):/.test(m[1]!)) return;
    const start = m.index + m[0].length - m[1]!.length;
    out.push({ code: 'credential_password', start, end: start + m[1]!.length, redact: 'password' });
  };
  if (has('pgpass'))
    // Each stretch read once: a later mention inside it adds nothing, and each search is bounded by the reach.
    for (const at of placesOf(t, 'pgpass')) {
      const from = Math.max(at - PGPASS_BEFORE, pgpassReadTo);
      if (from === 0) tryLine(0);
      for (let i = from; i < Math.min(text.length, at + PGPASS_REACH); i++) {
        pgpassReadTo = i + 1;
        if (text.charCodeAt(i) === 10) tryLine(i + 1);
        else if (text.charCodeAt(i) === 92 && text.charCodeAt(i + 1) === 110 && text.charCodeAt(i - 1) !== 92) tryLine(i + 2);
      }
    }
  // One line tried for all the wildcards on it: the next one looked for past the line (or 300 code units on).
  for (let i = text.indexOf('*:*:'); i >= 0; ) {
    let lineStart = i;
    // The line starts after a raw break or a written-out one (a JSON string's `\n`).
    while (
      lineStart > 0 &&
      i - lineStart < 300 &&
      text.charCodeAt(lineStart - 1) !== 10 &&
      !(text.charCodeAt(lineStart - 1) === 110 && text.charCodeAt(lineStart - 2) === 92)
    )
      lineStart--;
    tryLine(lineStart);
    const lineEnd = text.indexOf('\n', i);
    i = text.indexOf('*:*:', lineEnd < 0 || lineEnd - i > 300 ? i + 300 : lineEnd);
  }
  /** The value `re` (group 1) reads at `at`, unless it stands for a secret. */
  const found = (
    re: RegExp,
    at: number,
    redact: 'password' | 'secret',
    code: 'credential_password' | 'credential_api_key' = 'credential_password',
  ): void => {
    const m = sticky(re, text, at);
    if (m === null || isPlaceholder(m[1]!)) return;
    const [start, end] = value(m, 1);
    out.push({ code, start, end, redact });
  };
  for (const at of placesOf(t, 'key'))
    if (text.startsWith('Key Content', at) && !ABSENT.test(text.slice(at + 11, at + 40))) found(KEY_CONTENT, at, 'password');
  for (const at of placesOf(t, '/paths/invoke')) found(TRIGGER_SIG, at, 'secret', 'credential_api_key');
  for (const at of placesOf(t, 'wifi:')) if (text.startsWith('WIFI:', at)) found(WIFI_QR, at, 'password');
  for (const at of placesOf(t, 'authident')) if (at >= 3 && text.startsWith('npmAuthIdent', at - 3)) found(AUTH_IDENT, at - 3, 'password');
  for (const at of placesOf(t, '_auth')) {
    const m = sticky(NPM_AUTH, text, at);
    if (m === null || !decodesToUserPassword(m[1]!, 300)) continue;
    const [start, end] = value(m, 1);
    out.push({ code: 'credential_password', start, end, redact: 'password' });
  }
  for (const at of placesOf(t, 'token'))
    if (at >= 4 && /auth[ \t-]?$/i.test(text.slice(Math.max(0, at - 5), at))) found(AUTH_TOKEN, at, 'secret', 'credential_api_key');
  for (const at of placesOf(t, 'secret')) {
    // After a Twilio API key's SID, and random: a digit, a lower-case and an upper-case letter.
    if (!/SK[0-9a-f]{32}\b/.test(text.slice(Math.max(0, at - 60), at))) continue;
    const m = sticky(KEY_SECRET, text, at);
    if (m === null || !/\d/.test(m[1]!) || !/[a-z]/.test(m[1]!) || !/[A-Z]/.test(m[1]!)) continue;
    const [start, end] = value(m, 1);
    out.push({ code: 'credential_api_key', start, end, redact: 'secret' });
  }
  for (const prefix of ['akia', 'asia']) {
    const at = t.at(prefix);
    if (at === null || at.length === 0) continue;
    for (const i of at) {
      const m = sticky(AWS_PAIR, text, i + 4);
      if (m === null || isPlaceholder(m[1]!)) continue;
      const [start, end] = value(m, 1);
      // AWS's documented example secret: redacted, not a leak (credentials.ts EXAMPLE_KEY).
      out.push({ code: /EXAMPLE/.test(m[1]!) ? 'credential_example' : 'credential_password', start, end, redact: 'secret' });
    }
  }
}
