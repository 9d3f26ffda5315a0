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
import { commandLines, commandStart, joinedCommand, printedHere } from './command-output.js';
import { lineEndWithin, nextLineAfter } from './line-bounds.js';
import { EXAMPLE, passwordPush } from './office-secrets.js';
import { valueLike } from './left-secrets.js';
import { ALONE, secretName } from './ops-secrets.js';
import { isWordPassphrase } from './passphrases.js';

/** A 1Password field that holds no secret. */
const PLAIN_FIELD = /^(?:user(?:name)?|e-?mail|login|url|website|host(?:name)?|server|port|database|name|title|notes?|type|account)$/i;
/**
 * What a value printed on the next line cannot be: the next prompt (`user@host:~$`, `root@db01:~#`, `bash-5.1$`: the
 * command printed nothing), a flag (`--project=…`: a continued command's), an e-mail address (a service account's).
 */
const NOT_PRINTED =
  /^-|^[\w.-]{1,64}@[\w.-]{1,253}:[^\s]{0,200}[$#%>]$|^[a-z]{1,10}-\d{1,2}(?:\.\d{1,2}){0,2}[$#%>]$|^[\w.+-]{1,64}@(?:[\w-]{1,63}\.){1,8}[a-z]{2,24}$/i;
/**
 * The last word of a name that says its value is no secret: a build's hash, a version's id, a place, a count
 * (`/prod/app/build_sha`, `s3_version_id`, `api_endpoint`).
 */
const OTHER_NAME =
  /(?:^|[_.-])(?:sha|commit|digest|version|revision|release|build|id|arn|region|zone|url|uri|endpoint|host(?:name)?|port|name|user(?:name)?|email|count|size|limit|ttl|timeout|bucket|path|dir|domain|tag|date|time(?:stamp)?|env|mode|level|enabled|image)$/i;
/** What comes before `pass`/`gopass` as a command: a prompt and a blank, or a line's start (a break, or one written out). */
const PASS_AT = /(?:^|[$#%>~\u279c][ \t]{1,3}|[\r\n]|\\n)(?:go)?$/;
/** Lower-case words and numbers joined (`npm_run_build_2`, `eu-central-1`, `acct-8842-eu`): a name, a region, a command. */
const WORDS_AND_NUMBERS = /^[a-z]{1,40}(?:[_.-](?:[a-z]{1,40}|\d{1,12})){1,8}$/;
/** `consul kv get -detailed`'s value line. */
const DETAILED_VALUE = /Value[ \t]{1,40}([!#-&*-;=?-Z^_a-~]{6,256})[ \t]*(?=$|\r|\n|\\[nr]|")/y;
/** A `doppler secrets` row: `│ NAME │ VALUE │`. */
const BOX_ROW = /\u2502[ \t]{1,8}([A-Za-z_][\w.-]{0,63})[ \t]{1,60}\u2502[ \t]{1,8}([!#-&*-;=?-Z^_a-~]{6,256})[ \t]{0,200}\u2502/y;
/** `az keyvault secret show`'s value, after its id (its keys sorted: `"value"` last). */
const VAULT_VALUE = /\\?"value\\?"[ \t]{0,3}:[ \t]{0,3}\\?"([!#-&*-;=?-Z^_a-~]{6,256})\\?"/;
/** Rails' secret_key_base set or printed: a colon and blanks, `=`, or a JSON pair; hex or letters and digits. */
const KEY_BASE = /secret_key_base\\?["']?[ \t]{0,40}(?:[:=]|\\?["']?[ \t]{0,3}:)[ \t]{0,40}\\?["']?([A-Za-z0-9]{30,256})(?![A-Za-z0-9])/iy;
/** A server's password flag and its value as two strings of a JSON array (`"--requirepass", "…"`), a break between maybe. */
const FLAG_PAIR = /pass(?:word)?\\?"[ \t]{0,3},(?:[ \t\r\n]|\\[nrt]){0,16}\\?"([!#-&*-;=?-Z^_a-~]{6,128})\\?"/iy;
/** PagerDuty's events URL with its integration key (the Events API's, a custom event transformer's). */
const PAGER_URL = /(?:integration|x-ere)\/([A-Za-z0-9]{32})(?![A-Za-z0-9])/y;

/**
 * What a command's line says it prints: the name of the value (`keyless` where the command prints any secret's value,
 * whatever its name: the name is then the secret's own, `--name`'s or `--secret`'s, '' when none is given).
 */
interface Printed {
  readonly name: string;
  readonly keyless: boolean;
}
const keyed = (name: string | undefined): Printed | null => (name === undefined ? null : { name, keyless: false });

/**
 * The commands that print one value on the next line: a literal on the command's line, then a test of that line that
 * gives the name the value is printed for, or null.
 */
const PRINTERS: ReadonlyArray<readonly [string, (line: string) => Printed | null]> = [
  // Heroku: `heroku config:get NAME`.
  [':get', (line) => keyed(/config:get[ \t]{1,3}([A-Za-z_]\w{0,63})(?![\w])/.exec(line)?.[1])],
  // 1Password: `op read op://VAULT/ITEM/FIELD`, the path quoted when a name holds a blank (a username's or a URL's field
  // is none).
  [
    'op://',
    (line) => {
      const m =
        /(?:^|[\s$>])op[ \t]read[ \t]{1,3}(?:\\?(["'])op:\/\/(?:[^"'\\\r\n/]{1,100}\/){1,4}([^"'\\\r\n/]{1,40})\\?\1|op:\/\/(?:[^\s"'\\/]{1,100}\/){1,4}([\w.-]{1,40}))[ \t]*$/.exec(
          line,
        );
      const field = m?.[2] ?? m?.[3];
      return field === undefined || PLAIN_FIELD.test(field) ? null : { name: field, keyless: true };
    },
  ],
  // Consul: `consul kv get [-flags] KEY` (not `-recurse` or `-keys`: those print keys).
  [
    'kv get',
    (line) =>
      /-(?:recurse|keys)\b/.test(line)
        ? null
        : keyed(/kv[ \t]get(?:[ \t]{1,3}-[\w-]{1,20}(?:=[^\s]{0,100})?){0,4}[ \t]{1,3}["']?([\w./-]{1,200})["']?[ \t]*$/.exec(line)?.[1]),
  ],
  // etcd: `etcdctl get KEY --print-value-only`.
  ['-value-only', (line) => keyed(/[ \t]get[ \t]{1,3}["']?(\/?[\w./-]{1,200})["']?[ \t]/.exec(line)?.[1])],
  // A go-template that decodes one field of a Secret's data.
  [
    '64decode',
    (line) =>
      keyed(
        /(?:\.data\.([\w-]{1,64})|index[ \t]{1,3}\.data[ \t]{1,3}\\?"([\w.-]{1,64})\\?")[ \t]{0,3}\|[ \t]{0,3}base64decode/
          .exec(line)
          ?.slice(1)
          .find((g) => g !== undefined),
      ),
  ],
  // AWS SSM: `aws ssm get-parameter … --with-decryption --query Parameter.Value --output text` (any parameter: decrypted, a
  // SecureString's value is a secret's; `get-parameters`' `Parameters[0].Value`, `| jq -r .Parameter.Value` too).
  [
    'with-decryption',
    (line) =>
      /ssm[ \t]{1,3}get-parameters?\b/.test(line) &&
      ((/--query[ \t=]{1,3}\\?["']?Parameters?(?:\[0\])?\.Value\b/.test(line) && /--output[ \t=]{1,3}text\b/.test(line)) ||
        /\|[ \t]{0,3}jq[ \t]{1,3}-r[ \t]{1,3}\\?["']?\.Parameters?(?:\[0\])?\.Value\b/.test(line))
        ? { name: /--names?[ \t=]{1,3}\\?["']?([\w./-]{1,200})/.exec(line)?.[1] ?? '', keyless: true }
        : null,
  ],
  // AWS Secrets Manager: `aws secretsmanager get-secret-value … --query SecretString --output text`.
  [
    'get-secret-value',
    (line) =>
      /--query[ \t=]{1,3}\\?["']?SecretString\b/.test(line) && /--output[ \t=]{1,3}text\b/.test(line) ? { name: '', keyless: true } : null,
  ],
  // Segment's chamber: `chamber read -q SERVICE KEY` prints the value alone.
  ['chamber read', (line) => (/[ \t]-q\b|--quiet\b/.test(line) ? { name: lastArgument(line) ?? '', keyless: true } : null)],
  // PowerShell's SecretManagement: `Get-Secret -Name NAME -AsPlainText` prints the value alone (not assigned to a variable),
  // in brackets too (`(Get-Secret …)`).
  [
    '-asplaintext',
    (line) =>
      /(?:^|[\s>(])get-secret\b/i.test(line) && !/=[ \t]{0,3}\(?[ \t]{0,3}get-secret\b/i.test(line)
        ? { name: /-name[ \t]{1,3}["']?([\w.-]{1,64})/i.exec(line)?.[1] ?? '', keyless: true }
        : null,
  ],
  // `cat FILE` of one file whose name says it holds a secret (`cat /run/secrets/db_password`, `cat secrets/api_token`).
  ['cat ', (line) => keyed(/(?:^|[\s$#%>])cat[ \t]{1,3}["']?([\w./~-]{1,200})["']?[ \t]*$/.exec(line)?.[1])],
  // Bitwarden's CLI: `bw get password ITEM`.
  ['get password', (line) => (toolAt(line, 'bw') ? { name: '', keyless: true } : null)],
  // pass and gopass: `pass show NAME`'s first line is the password (not `-c`/`--clip` or `--qr`: those print none).
  [
    'pass show',
    (line) =>
      /(?:^|[\s$#%>])(?:go)?pass[ \t]show\b/.test(line) &&
      !/[ \t](?:-c|--clip|--qr|-q|--help|-h)\b/.test(line) &&
      lastArgument(line) !== undefined
        ? { name: '', keyless: true }
        : null,
  ],
  // pass and gopass with no subcommand: `pass infra/db-prod` (a path with a `/`, after a prompt or at the line's start;
  // the places of 'pass' passed over unless a blank follows and a prompt or a line's start comes before: PASS_AT).
  [
    'pass',
    (line) =>
      /(?:^|[$#%>\u279c~][ \t]{1,3})(?:go)?pass[ \t]{1,3}[\w.@-]{1,100}(?:\/[\w.@-]{1,100}){1,6}[ \t]*$/.test(line)
        ? { name: '', keyless: true }
        : null,
  ],
  // macOS: `security find-generic-password … -w` (and find-internet-password's; `-ws`: flags joined) prints the password alone.
  [
    '-password',
    (line) =>
      /security[ \t]{1,3}find-(?:generic|internet)-password\b/.test(line) && /[ \t]-[a-z]{0,3}w[a-z]{0,3}(?![\w-])/.test(line)
        ? { name: '', keyless: true }
        : null,
  ],
  // 1Password: `op item get ITEM --fields FIELD --reveal` (one field that is no username's nor URL's).
  [
    '--reveal',
    (line) => {
      const field = /--fields[ \t=]{1,3}\\?["']?(?:label=)?([\w .-]{1,40}?)\\?["']?(?=[ \t]|$)/.exec(line)?.[1];
      return toolAt(line, 'op') && /[ \t]item[ \t]{1,3}get[ \t]/.test(line) && field !== undefined && !PLAIN_FIELD.test(field)
        ? { name: field, keyless: true }
        : null;
    },
  ],
  // Python's keyring: `keyring get SERVICE USER`; libsecret's `secret-tool lookup ATTR VALUE …`; `berglas access REF`.
  [
    'keyring get',
    (line) => (/(?:^|[\s$#%>])(?:python3?[ \t]-m[ \t])?keyring[ \t]get[ \t]/.test(line) ? { name: '', keyless: true } : null),
  ],
  ['secret-tool lookup', (line) => (toolAt(line, 'secret-tool') ? { name: '', keyless: true } : null)],
  ['berglas access', (line) => (toolAt(line, 'berglas') ? { name: '', keyless: true } : null)],
  // kubectl's jsonpath of one field of a Secret's data, decoded: `{.data['NAME']}` (a key with a dash) and `&& echo` after.
  [
    'jsonpath',
    (line) =>
      /\|[ \t]{0,3}base64[ \t]{1,3}(?:-d|--decode|-D)\b/.test(line)
        ? keyed(
            /\{\.data(?:\.([\w-]{1,64})|\[\\?["']([\w.-]{1,64})\\?["']\])\}/
              .exec(line)
              ?.slice(1)
              .find((g) => g !== undefined),
          )
        : null,
  ],
];

/** A command of one of the stores below, at its name's start (after a prompt, a blank or a line's start). */
const toolAt = (line: string, tool: string): boolean => new RegExp(String.raw`(?:^|[\s$#%>])${tool}[ \t]`).test(line);
/** The last argument of a command's line that is no option (a key, an item's name, a path): undefined when none. */
const lastArgument = (line: string): string | undefined =>
  /(?:^|[ \t])["']?([^\s"'-][^\s"']{0,200})["']?[ \t]*$/.exec(
    line.replace(/[ \t]{1,3}-{1,2}[\w-]{1,30}(?:[ =]["']?\$?[\w./-]{0,100}["']?)?/g, ''),
  )?.[1];

/**
 * The commands at a secret's word: Azure's `az keyvault secret show … --query value` and Google Cloud's `gcloud secrets
 * versions access … --secret=…` (any secret: the command prints its value), Doppler's `doppler secrets get NAME --plain`.
 */
function storeCommand(line: string): Printed | null {
  if (/keyvault[ \t]{1,3}secret[ \t]{1,3}show\b/.test(line)) {
    if (!/--query[ \t=]{1,3}\\?["']?value\b/.test(line)) return null;
    return { name: /(?:--name|-n)[ \t=]{1,3}\\?["']?([\w.-]{1,127})/.exec(line)?.[1] ?? '', keyless: true };
  }
  if (/gcloud[ \t]{1,3}secrets[ \t]{1,3}versions[ \t]{1,3}access\b/.test(line)) {
    const m = /--secret[ =]\\?["']?([\w.-]{0,255})/.exec(line);
    return m === null ? null : { name: m[1]!, keyless: true };
  }
  if (!/--plain\b/.test(line)) return null;
  return keyed(/secrets[ \t]get[ \t]{1,3}([A-Za-z_]\w{0,63})/.exec(line)?.[1]);
}

/** Whether `name` (a variable, a key path's last part, a Secret's key) says it holds a secret (ops-secrets.ts's test). */
function namesSecret(name: string): boolean {
  return secretName(name.slice(name.lastIndexOf('/') + 1));
}

/**
 * Whether `v`, printed for a secret's name, reads as one: a password, or letters and digits mixed with no host's shape
 * and no words and numbers joined. Where the name is no secret's (a store's command that prints any value), only a
 * password's or a generated value's shape (left-secrets.ts valueLike) is one.
 */
export function printedSecret(v: string, named: boolean): boolean {
  if (valueLike(v)) return true;
  return (
    named &&
    v.length >= 8 &&
    /[A-Za-z]/.test(v) &&
    /\d/.test(v) &&
    !WORDS_AND_NUMBERS.test(v) &&
    !/^(?:[\w-]{1,63}\.){1,6}[a-z]{2,}$/i.test(v) &&
    !/^[a-z][\w+.-]{1,20}:/i.test(v)
  );
}

/** The values above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectStoreCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const { push } = passwordPush(text, out, isPlaceholder, [EXAMPLE]);
  /** Whether the command read now names its value as no secret's: a value is then read only where it has a password's sign. */
  let otherNamed = false;
  /** A value printed for a name (`named`: the name says it holds a secret), pushed unless it is a prompt, a flag, an address. */
  const pushPrinted = (at: number, v: string, named: boolean): void => {
    if (!NOT_PRINTED.test(v) && !(otherNamed && /^[\w.-]*$/.test(v))) push(at, v, printedSecret(v, named));
  };
  /** The value alone on the line from `at`, pushed; whether the line held one. */
  const takeAlone = (at: number, named: boolean): boolean => {
    const m = ALONE.exec(text.slice(at, lineEndWithin(text, at, 400)));
    if (m === null) return false;
    pushPrinted(at + m[0].indexOf(m[1]!), m[1]!, named);
    return true;
  };

  /** A passphrase of words alone on the line from `at`, pushed; whether the line held one. */
  const takePhrase = (at: number): boolean => {
    const line = text.slice(at, lineEndWithin(text, at, 200));
    const v = line.trim();
    if (!isWordPassphrase(v)) return false;
    push(at + line.indexOf(v), v, true);
    return true;
  };

  /**
   * The command at `at` (its line's test `nameOf`, the lines it is continued on with a `\` joined to it) and the value
   * it printed on the line after its last; where its last line ends.
   */
  function readPrinted(at: number, literal: string, nameOf: (line: string) => Printed | null): number {
    const bounds = commandLines(text, at);
    if (bounds === null) return lineEndWithin(text, at, 400);
    const [s, e] = bounds;
    if (e >= text.length) return e;
    const line = joinedCommand(text.slice(s, e));
    const printed = nameOf(line);
    // Its output sent to a file or another command (not a decoder or a filter that passes it on) is not printed here.
    if (printed === null || !printedHere(joinedCommand(text.slice(commandStart(text, s, at), e)))) return e;
    const named = namesSecret(printed.name);
    if (!named && !printed.keyless) return e;
    // A keyless command's name that says what else its value is (`build_sha`, `s3_version_id`) leaves a generated value.
    const last = printed.name.slice(printed.name.lastIndexOf('/') + 1).replace(/([a-z0-9])(?=[A-Z])/g, '$1_');
    otherNamed = !named && OTHER_NAME.test(last);
    let next = nextLineAfter(text, e);
    if (literal === 'kv get' && /-detailed\b/.test(line)) {
      // `-detailed` prints a table of the key's fields: the `Value` line within the next twelve.
      let row = next;
      for (let n = 0; n < 12 && row < text.length; n++) {
        if (text.startsWith('Value', row)) {
          const m = execAt(DETAILED_VALUE, text, row);
          if (m !== null) pushPrinted(m.index + m[0].lastIndexOf(m[1]!), m[1]!, named);
          break;
        }
        const end = lineEndWithin(text, row, 400);
        if (end >= text.length) break;
        row = nextLineAfter(text, end);
      }
      return e;
    }
    // gopass prints the entry's name first (`Secret: NAME`) and a blank line, then its password.
    if (literal === 'pass show' && text.startsWith('Secret: ', next)) {
      for (let n = 0; n < 2 && next < text.length; n++) next = nextLineAfter(text, lineEndWithin(text, next, 300));
    }
    // pass's first line may be a passphrase of words (blanks or hyphens between: read before a value alone takes it).
    if (((literal === 'pass show' || literal === 'pass') && takePhrase(next)) || takeAlone(next, named)) return e;
    // A go-template that prints its own break (`{{"\n"}}`, written out): the value is on the line after that one.
    if (literal !== '64decode' || !/\{\{\\?"$/.test(line.slice(-4))) return e;
    const after = lineEndWithin(text, next, 40);
    if (after < text.length) takeAlone(nextLineAfter(text, after), named);
    return e;
  }

  // A command that prints one value: its line read once, the next line's value pushed.
  for (const [literal, nameOf] of PRINTERS) {
    let readTo = -1;
    for (const at of placesOf(t, literal))
      if (at >= readTo && (literal !== 'pass' || (text[at + 4] === ' ' && PASS_AT.test(text.slice(Math.max(0, at - 6), at)))))
        readTo = readPrinted(at, literal, nameOf);
  }

  // At a secret's word: a store's command (only where its own words follow: plain string tests first), `az keyvault
  // secret show`'s JSON (the `"value"` after a secret's id, before the next object's id), Rails' secret_key_base (a name
  // whose last part is "base", so no other reading takes it).
  let readTo = -1;
  for (const at of placesOf(t, 'secret')) {
    if (text.startsWith('.vault.azure.net/', at - 17)) {
      const stretch = text.slice(at - 17, at + 783);
      const nextId = stretch.search(/\\?"id\\?"[ \t]{0,3}:/);
      const m = VAULT_VALUE.exec(nextId < 0 ? stretch : stretch.slice(0, nextId));
      if (m !== null) pushPrinted(at - 17 + m.index + m[0].lastIndexOf(m[1]!), m[1]!, true);
    } else if (text.slice(at + 6, at + 15).toLowerCase() === '_key_base') {
      const m = execAt(KEY_BASE, text, at);
      if (m !== null && /\d/.test(m[1]!) && /[a-z]/i.test(m[1]!)) push(m.index + m[0].lastIndexOf(m[1]!), m[1]!, true);
    } else if (at >= readTo && /^secrets?[ \t](?:show|versions|get)\b/.test(text.slice(at, at + 17))) {
      readTo = readPrinted(at, 'secret', storeCommand);
    }
  }

  // `doppler secrets`' and `infisical secrets`' tables: a row whose name says it holds a secret (only in a text naming
  // either and holding the box's bar); each row's line read once, its next bar found past it.
  if (t.wide && text.indexOf('\u2502') >= 0 && (placesOf(t, 'doppler').length > 0 || placesOf(t, 'infisical').length > 0))
    for (let i = text.indexOf('\u2502'); i >= 0; ) {
      const m = execAt(BOX_ROW, text, i);
      if (m !== null && namesSecret(m[1]!)) pushPrinted(m.index + m[0].lastIndexOf(m[2]!), m[2]!, true);
      const end = lineEndWithin(text, i, 2000);
      i = end >= text.length ? -1 : text.indexOf('\u2502', end);
    }

  // `"--requirepass", "…"` (a server's command as a JSON array: docker compose config's, a pod's).
  for (const at of placesOf(t, 'pass'))
    if (text.slice(Math.max(0, at - 10), at).endsWith('"--require') || text.slice(Math.max(0, at - 4), at).endsWith('"--')) {
      const m = execAt(FLAG_PAIR, text, at);
      if (m !== null) push(m.index + m[0].lastIndexOf(m[1]!), m[1]!);
    }

  // PagerDuty's integration key in its events URL.
  for (const at of placesOf(t, 'rduty.com/')) {
    if (text.slice(Math.max(0, at - 4), at).toLowerCase() !== 'page') continue;
    const m = execAt(PAGER_URL, text, at + 10);
    if (m === null || !/\d/.test(m[1]!) || isPlaceholder(m[1]!)) continue;
    const start = m.index + m[0].length - 32;
    out.push({ code: 'credential_api_key', start, end: start + 32, redact: 'api_key' });
  }
}
