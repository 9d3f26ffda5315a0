/**
 * credential_leak: secrets as secret stores and platforms print them — the line a command prints after it reads one
 * secret (`heroku config:get NAME`, `az keyvault secret show … --query value`, `gcloud secrets versions access … --secret`,
 * `op read op://…/FIELD`, `doppler secrets get NAME --plain`, `consul kv get KEY` and its `-detailed` `Value` line,
 * `etcdctl get KEY --print-value-only`, a go-template's `{{.data.NAME | base64decode}}`), a `doppler secrets` table's
 * row, `az keyvault secret show`'s JSON `"value"`, Rails' `SECRET_KEY_BASE`, a `"--requirepass", "…"` pair in a JSON
 * array, and PagerDuty's integration key in an events URL. Each starts at its command's literal (a literal of the index,
 * each read by a plain test first) and reads the command's line and the next, bounded; a name
 * must say it holds a secret (its last part a secret's word; a username, a host or an environment's name is none) where
 * the command prints any value. The value is no placeholder (`${VAR}`, `changeme`, `op://…`) and reads as a password
 * or as a generated secret: letters and digits mixed, no blank, no host's name. Only the value is redacted.
 */
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { lineEndWithin, lineStartWithin, nextLineAfter } from './line-bounds.js';
import { EXAMPLE, passwordPush } from './office-secrets.js';
import { valueLike } from './left-secrets.js';
import { namesNoSecret } from './named-secrets.js';

/** A name's last part that says it holds a secret (after `_`, `-`, `.`, `/` or a camel hump). */
const SECRET_LAST =
  /(?:^|[_./-])(?:pass(?:word|wd)?|pwd|secret|token|api[_-]?key|apikey|private[_-]?key|secret[_-]?key|access[_-]?key|credentials?|credential|connection[_-]?string)$|[a-z0-9](?:Pass(?:word)?|Pwd|Secret|Token|ApiKey|Key|Credential)$/i;
/** A 1Password field that holds no secret. */
const PLAIN_FIELD = /^(?:user(?:name)?|e-?mail|login|url|website|host(?:name)?|server|port|database|name|title|notes?|type|account)$/i;
/** A value printed alone on its line (a JSON string's closing quote and brackets after it maybe). */
const PRINTED = /[ \t]{0,4}([!#-&*-;=?-Z^_a-~]{6,256})[ \t]*(?=$|\r|\n|\\[nr]|"[,}\]]{0,4}[ \t]*$)/y;
/** `consul kv get -detailed`'s value line. */
const DETAILED_VALUE = /Value[ \t]{1,40}([!#-&*-;=?-Z^_a-~]{6,256})[ \t]*(?=$|\r|\n|\\[nr]|")/y;
/** A `doppler secrets` row: `│ NAME │ VALUE │`. */
const BOX_ROW = /\u2502[ \t]{1,8}([A-Za-z_][\w.-]{0,63})[ \t]{1,60}\u2502[ \t]{1,8}([!#-&*-;=?-Z^_a-~]{6,256})[ \t]{0,200}\u2502/y;
/** `az keyvault secret show`'s value, after its id (its keys sorted: `"value"` last). */
const VAULT_VALUE = /\\?"value\\?"[ \t]{0,3}:[ \t]{0,3}\\?"([!#-&*-;=?-Z^_a-~]{6,256})\\?"/g;
/** Rails' secret_key_base set or printed: a colon and blanks, `=`, or a JSON pair; hex or letters and digits. */
const KEY_BASE = /secret_key_base\\?["']?[ \t]{0,40}(?:[:=]|\\?["']?[ \t]{0,3}:)[ \t]{0,40}\\?["']?([A-Za-z0-9]{30,256})(?![A-Za-z0-9])/iy;
/** A server's password flag and its value as two strings of a JSON array (`"--requirepass", "…"`), a break between maybe. */
const FLAG_PAIR = /pass(?:word)?\\?"[ \t]{0,3},(?:[ \t\r\n]|\\[nrt]){0,16}\\?"([!#-&*-;=?-Z^_a-~]{6,128})\\?"/iy;
/** PagerDuty's events URL with its integration key (the Events API's, a custom event transformer's). */
const PAGER_URL = /(?:integration|x-ere)\/([A-Za-z0-9]{32})(?![A-Za-z0-9])/y;

/**
 * The commands that print one value on the next line: a literal on the command's line, then a test of that line that
 * gives the name the value is printed for ('' where the command prints only a secret's value), or null.
 */
const PRINTERS: ReadonlyArray<readonly [string, (line: string) => string | null]> = [
  // Heroku: `heroku config:get NAME`.
  [':get', (line) => /config:get[ \t]{1,3}([A-Za-z_]\w{0,63})(?![\w])/.exec(line)?.[1] ?? null],
  // Azure's `az keyvault secret show … --query value` and Google Cloud's `gcloud secrets versions access … --secret=…`
  // (any secret: the command prints its value); Doppler's `doppler secrets get NAME --plain`.
  [
    'secret',
    (line) => {
      if (/keyvault[ \t]{1,3}secret[ \t]{1,3}show\b/.test(line)) return /--query[ \t=]{1,3}\\?["']?value\b/.test(line) ? '' : null;
      if (/gcloud[ \t]{1,3}secrets[ \t]{1,3}versions[ \t]{1,3}access\b/.test(line)) return /--secret[ =]/.test(line) ? '' : null;
      if (!/--plain\b/.test(line)) return null;
      return /secrets[ \t]get[ \t]{1,3}([A-Za-z_]\w{0,63})/.exec(line)?.[1] ?? null;
    },
  ],
  // 1Password: `op read op://VAULT/ITEM/FIELD` (a username's or a URL's field is none).
  [
    'op://',
    (line) => {
      const f = /(?:^|[\s$>])op[ \t]read[ \t]{1,3}\\?["']?op:\/\/[^\s"'\\]{1,200}\/([\w .-]{1,40}?)\\?["']?[ \t]*$/.exec(line)?.[1];
      return f === undefined || PLAIN_FIELD.test(f) ? null : '';
    },
  ],
  // Consul: `consul kv get [-flags] KEY` (not `-recurse` or `-keys`: those print keys).
  [
    'kv get',
    (line) =>
      /-(?:recurse|keys)\b/.test(line)
        ? null
        : (/kv[ \t]get(?:[ \t]{1,3}-[\w-]{1,20}(?:=[^\s]{0,100})?){0,4}[ \t]{1,3}["']?([\w./-]{1,200})["']?[ \t]*$/.exec(line)?.[1] ??
          null),
  ],
  // etcd: `etcdctl get KEY --print-value-only`.
  ['-value-only', (line) => /[ \t]get[ \t]{1,3}["']?(\/?[\w./-]{1,200})["']?[ \t]/.exec(line)?.[1] ?? null],
  // A go-template that decodes one field of a Secret's data.
  [
    '64decode',
    (line) =>
      /(?:\.data\.([\w-]{1,64})|index[ \t]{1,3}\.data[ \t]{1,3}\\?"([\w.-]{1,64})\\?")[ \t]{0,3}\|[ \t]{0,3}base64decode/
        .exec(line)
        ?.slice(1)
        .find((g) => g !== undefined) ?? null,
  ],
];

/** Whether `name` (a variable, a key path's last part, a Secret's key) says it holds a secret. */
function namesSecret(name: string): boolean {
  const last = name.slice(name.lastIndexOf('/') + 1);
  return SECRET_LAST.test(last) && !namesNoSecret(last);
}

/** Whether `v`, printed for a secret's name, reads as one: a password, or letters and digits mixed with no host's shape. */
function printedSecret(v: string): boolean {
  if (valueLike(v)) return true;
  return (
    v.length >= 8 && /[A-Za-z]/.test(v) && /\d/.test(v) && !/^(?:[\w-]{1,63}\.){1,6}[a-z]{2,}$/i.test(v) && !/^[a-z][\w+.-]{1,20}:/i.test(v)
  );
}

/** The values above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectStoreCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const { push } = passwordPush(text, out, isPlaceholder, [EXAMPLE]);
  /** `re` tried at `at`, its group 1 pushed (shaped when printed for a secret's name and reading as one). */
  const take = (re: RegExp, at: number, checked = false): void => {
    const m = execAt(re, text, at);
    if (m === null) return;
    const v = m[1]!;
    push(m.index + m[0].lastIndexOf(v), v, checked && printedSecret(v));
  };

  // A command that prints one value: its line read once, the next line's value pushed.
  for (const [literal, nameOf] of PRINTERS) {
    let readTo = -1;
    for (const at of placesOf(t, literal)) {
      if (at < readTo) continue;
      // A secret's word is everywhere: only where a command's own words follow it (plain string tests first).
      if (literal === 'secret' && !/^secrets?[ \t](?:show|versions|get)\b/.test(text.slice(at, at + 17))) continue;
      const s = lineStartWithin(text, at, 300);
      const e = lineEndWithin(text, at, 400);
      readTo = e;
      if (s < 0 || e >= text.length) continue;
      const name = nameOf(text.slice(s, e));
      if (name === null || (name !== '' && !namesSecret(name))) continue;
      const next = nextLineAfter(text, e);
      if (literal === 'kv get' && /-detailed\b/.test(text.slice(s, e))) {
        // `-detailed` prints a table of the key's fields: the `Value` line within the next twelve.
        let line = next;
        for (let n = 0; n < 12 && line < text.length; n++) {
          if (text.startsWith('Value', line)) {
            take(DETAILED_VALUE, line, true);
            break;
          }
          const end = lineEndWithin(text, line, 400);
          if (end >= text.length) break;
          line = nextLineAfter(text, end);
        }
        continue;
      }
      // A go-template that prints its own break (`{{"\n"}}`, written out): the value is on the line after that one.
      const own = literal === '64decode' && execAt(PRINTED, text, next) === null && /\{\{\\?"$/.test(text.slice(e - 4, e));
      const after = own ? lineEndWithin(text, next, 40) : next;
      take(PRINTED, own && after < text.length ? nextLineAfter(text, after) : next, true);
    }
  }

  // `doppler secrets`' table: a row whose name says it holds a secret (only in a text naming doppler and holding the
  // box's bar); each row's line read once, its next bar found past it.
  if (t.wide && text.indexOf('\u2502') >= 0 && placesOf(t, 'doppler').length > 0)
    for (let i = text.indexOf('\u2502'); i >= 0; ) {
      const m = execAt(BOX_ROW, text, i);
      if (m !== null && namesSecret(m[1]!)) push(m.index + m[0].lastIndexOf(m[2]!), m[2]!, printedSecret(m[2]!));
      const end = lineEndWithin(text, i, 2000);
      i = end >= text.length ? -1 : text.indexOf('\u2502', end);
    }

  // `az keyvault secret show`'s JSON: the `"value"` after a secret's id, before the next object's id.
  for (const place of placesOf(t, 'secret')) {
    if (!text.startsWith('.vault.azure.net/', place - 17)) continue;
    const at = place - 17;
    const stretch = text.slice(at, at + 800);
    const nextId = stretch.search(/\\?"id\\?"[ \t]{0,3}:/);
    const re = new RegExp(VAULT_VALUE.source, 'g');
    const m = re.exec(nextId < 0 ? stretch : stretch.slice(0, nextId));
    if (m !== null) push(at + m.index + m[0].lastIndexOf(m[1]!), m[1]!, printedSecret(m[1]!));
  }

  // Rails' secret_key_base (a name whose last part is "base", so no other reading takes it).
  for (const at of placesOf(t, 'secret'))
    if (text.slice(at + 6, at + 15).toLowerCase() === '_key_base') {
      const m = execAt(KEY_BASE, text, at);
      if (m !== null && /\d/.test(m[1]!) && /[a-z]/i.test(m[1]!)) push(m.index + m[0].lastIndexOf(m[1]!), m[1]!, true);
    }

  // `"--requirepass", "…"` (a server's command as a JSON array: docker compose config's, a pod's).
  for (const at of placesOf(t, 'pass'))
    if (text.slice(Math.max(0, at - 10), at).endsWith('"--require') || text.slice(Math.max(0, at - 4), at).endsWith('"--'))
      take(FLAG_PAIR, at);

  // PagerDuty's integration key in its events URL.
  for (const at of placesOf(t, 'rduty.com/')) {
    if (text.slice(Math.max(0, at - 4), at).toLowerCase() !== 'page') continue;
    const m = execAt(PAGER_URL, text, at + 10);
    if (m === null || !/\d/.test(m[1]!) || isPlaceholder(m[1]!)) continue;
    const start = m.index + m[0].length - 32;
    out.push({ code: 'credential_api_key', start, end: start + 32, redact: 'api_key' });
  }
}
