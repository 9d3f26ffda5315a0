/**
 * credential_leak: secrets as an SRE or DevOps incident agent reads them — a container's environment written as a
 * `name:`/`value:` pair (Kubernetes YAML, an ECS task's JSON), a secret's name then two or more blanks and its value
 * (`kubectl describe`'s `Environment:`, a Terraform plan's `+ password            = "…"` and its `-> "…"`), a
 * `-var "db_password=…"`, a pager's `"routing_key"`, the line a command prints under `jsonpath='{.data.NAME}'` or
 * `vault kv get -field=NAME`, a Kubernetes Secret's base64 `data:` under a key that names a secret (decoded it is the
 * secret, so the base64 string is what is redacted), and a Go DSN's `user:…@tcp(…)`. Each reading starts at a literal
 * of the index (a secret's word, `data:`) or at one `indexOf` of `@(`/`@tcp(`, and reads a bounded stretch; a value must
 * read as generated (left-secrets.ts valueLike) or be base64 of printable text, and be no placeholder. Only the value is
 * redacted.
 */
import type { Hit } from './codes.js';
import { CONTINUED, commandLines, joinedCommand } from './command-output.js';
import { placesOf, type Text } from './find.js';
import { firstNotBefore } from './halving.js';
import { lastWithin, lineEndWithin, lineStartWithin, nextLineAfter } from './line-bounds.js';
import { EXAMPLE, passwordPush } from './office-secrets.js';
import { valueLike } from './left-secrets.js';
import { namesNoSecret } from './named-secrets.js';
import { CIPHERTEXT } from './pair-secrets.js';

/**
 * A name that says it holds a secret: its last part (after `_`, `-`, `.` or a camel hump) is a secret's word; or libpq's
 * `PGPASSWORD`, which runs its words together.
 */
const SECRET_NAME =
  /(?:^|[_.-])(?:pass(?:word|wd)?|pwd|secret|token|api[_-]?key|apikey|private[_-]?key|secret[_-]?key|access[_-]?key|auth[_-]?token)$|^pgpassword$/i;
const SECRET_HUMP = /[a-z0-9](?:Pass(?:word|wd)?|Pwd|Secret|Token|ApiKey|SecretKey|PrivateKey|AccessKey)$/;
/** A pager's key that routes events to a service: sending with it opens incidents (PagerDuty's Events API). */
const ROUTING_NAME = /^(?:routing_key|integration_key|service_key)$/;
/** PagerDuty's integration key: 32 lower-case letters and digits, both. */
const PAGER_KEY = /^(?=[a-z0-9]{0,31}[0-9])(?=[a-z0-9]{0,31}[a-z])[a-z0-9]{32}$/;
/** The same key in YAML (Alertmanager's `pagerduty_configs`): a colon, then PagerDuty's 32 hex digits alone. */
const ROUTING_YAML = /^:[ \t]{1,3}(["']?)([0-9a-f]{32})\1[ \t]*$/;
/** A value's characters: printable ASCII but blanks, quotes, `<`, `>`, brackets and backslash. */
const V = '[!#-&*-;=?-Z^_a-~]{6,128}';
/** After a name at a list item's `- name:`: its closing quote, the line's end, then `value:` and the value alone. */
const NEXT_VALUE = new RegExp(String.raw`^[ \t]{1,40}value:[ \t]{0,3}(\\?["']|)(${V})\1[ \t]*$`);
/** A block scalar's head under a list item's name: `value: >-`, `value: |`. */
const FOLDED_VALUE = /^[ \t]{1,40}value:[ \t]{0,3}[>|][+-]?[ \t]*$/;
/** A block scalar's one line: indented, the value alone. */
const BLOCK_LINE = new RegExp(String.raw`^[ \t]{1,60}(${V})[ \t]*(?:"[,}\]]{0,4}[ \t]*)?$`);
/** A YAML flow mapping's value after its name: `{name: NAME, value: …}`. */
const FLOW_VALUE = new RegExp(String.raw`^["']?[ \t]{0,3},[ \t]{0,3}value:[ \t]{0,3}(["']?)(${V})\1[ \t]{0,3}\}`);
/** An ECS task's or a pod's JSON pair: `"name": "NAME", "value": "…"` (its quotes escaped in a JSON string maybe). */
const JSON_VALUE = new RegExp(String.raw`^\\?"[ \t]{0,3},[ \t\r\n]{0,12}\\?"value\\?"[ \t]{0,3}:[ \t]{0,3}\\?"(${V})\\?"`);
/** Two or more blanks then the value to the line's end (a colon first: `kubectl describe`'s environment). */
const ALIGNED_COLON = new RegExp(String.raw`^:[ \t]{2,40}(${V})[ \t]*$`);
/** A Terraform plan's attribute: blanks, `=`, the quoted value, and a changed one's `-> "…"`. */
const PLAN_VALUE = new RegExp(String.raw`^[ \t]{1,40}=[ \t]{1,3}\\?"(${V})\\?"(?:[ \t]{1,3}->[ \t]{1,3}\\?"(${V})\\?")?[ \t]*$`);
/** A plan's line before the name: blanks and its mark (`+`, `~`, `-`). */
const PLAN_HEAD = /^[ \t]{2,24}[+~-][ \t]{1,6}$/;
/** `-var "NAME=…"` on Terraform's command line (Ansible's and Packer's `-e`/`-var` too). */
const VAR_BEFORE = /(?:^|[ \t])(?:-var|-e|--extra-vars)[ \t]{1,3}\\?["']$/;
const VAR_VALUE = new RegExp(String.raw`^=(${V})\\?["']`);
/** A JSON pair's value after its name's closing quote. */
const PAIR_VALUE = new RegExp(String.raw`^\\?"[ \t]{0,3}:[ \t]{0,3}\\?"(${V})\\?"`);
/** A command that prints one field of a Secret or of Vault's data: what it prints is on the next line. */
const FIELD_BEFORE = /(?:\{\.data\.|-field=)$/;
/** The rest of that command's line: a closing brace and quote, a path, a pipe to `base64 -d` (`; echo` after) maybe. */
const FIELD_REST =
  /^[}"'\\]{0,4}(?:[ \t]{1,3}[\w/.-]{1,120})?(?:[ \t]{0,3}\|[ \t]{0,3}base64[ \t]{1,3}(?:-d|--decode|-D)(?:[ \t]{0,3};[ \t]{0,3}echo)?)?[ \t]*$/;
/**
 * A line that is a value alone (the last line of a JSON string: its closing quote and brackets after it), as a command
 * prints it: up to 256 code units (a token, a key's base64).
 */
export const ALONE = /^[ \t]{0,4}([!#-&*-;=?-Z^_a-~]{6,256})[ \t]*(?:"[,}\]]{0,4}[ \t]*)?$/;
/** A Secret's `data:` entry: its key, a colon, the base64 value alone (a JSON string's closing quote after it maybe). */
const DATA_ENTRY = /^([ \t]{1,12})([\w.-]{1,64}):[ \t]{1,12}([A-Za-z0-9+/]{8,4096}={0,2})[ \t]*(?:"[,}\]]{0,4}[ \t]*)?$/;
/** A data key that holds a secret besides the names above: a registry's auth file, a private key's file. */
const DATA_SECRET_KEY =
  /^(?:\.dockerconfigjson|\.dockercfg|ssh-privatekey|tls\.key|connection[_-]?string|(?:[\w.-]{0,40}[_.-])?credentials?)$/i;
/**
 * A Secret's manifest: its kind or its type. No word edge before `kind`: in a JSON string the line before ends in an
 * escaped `\n`.
 */
const SECRET_MANIFEST = /kind:[ \t]{1,3}Secret\b|type:[ \t]{1,3}(?:Opaque|kubernetes\.io\/)/g;
/** A YAML document's separator: `---` alone on its line. */
const DOCUMENT_SEPARATOR = /(?:^|\n)---[ \t]*(?=\r?\n|$)/g;
/** The index of the first of the ascending `places` past `at` (their length when none is). */
const firstAfter = (places: readonly number[], at: number): number => firstNotBefore(places.length, (i) => places[i]! <= at);
/** What follows a name read here: a colon, a quote, a blank, a line's end, `=`, a brace, a pipe. */
const AFTER_NAME = new Set([':', '"', "'", '\\', ' ', '\t', '\n', '\r', '=', '}', '|']);
/** What follows a name's blank read here: another blank (a plan's `=` ahead), `=`, the line's end. */
const AFTER_BLANK = new Set([' ', '\t', '=', '\n', '\r', '\\', '|']);
/** A Go DSN's user and password before `@(` or `@tcp(`. */
const DSN_PASSWORD = /(?:^|[\s"'=])[\w.-]{1,32}:([!#-&*-9;=?A-Z^_a-~]{6,64})$/;

/**
 * A decoded file that holds a secret's shape: a key block, a registry's auth, a secret's name set to a value, a URL with a
 * password in it (a connection string).
 */
const FILE_SECRET =
  /-----BEGIN [A-Z ]{0,24}PRIVATE KEY|"auths?"[ \t]{0,3}:|(?:pass(?:word|wd)?|pwd|secret|token|api[_-]?key|secret_access_key)["']?[ \t]{0,3}[=:][ \t]{0,3}["']?[!#-&*-;=?-Z^_a-~]{6}|[a-z][\w+.-]{1,20}:\/\/[^\s:@/]{1,64}:[^\s@/$<{]{6,128}@/i;

/**
 * What a base64 string holds: 'none' when it is no base64 of printable text (a value read as it stands), 'secret' when
 * it decodes to a value that is one (generated, no placeholder: `Y2hhbmdlbWU=`, "changeme", `JHtEQl9QQVNTV09SRH0=`,
 * "${DB_PASSWORD}", and "TODO: rotate" are none) or to a file that holds a secret's shape, 'empty' otherwise.
 */
function base64Holds(v: string, isPlaceholder: (v: string) => boolean): 'none' | 'secret' | 'empty' {
  if (v.length % 4 !== 0 || v.length < 8) return 'none';
  const bytes = Buffer.from(v, 'base64');
  if (bytes.length < 6) return 'none';
  for (const b of bytes) if ((b < 32 || b > 126) && b !== 10 && b !== 13 && b !== 9) return 'none';
  const decoded = bytes.toString('latin1').trim();
  if (decoded.length > 64 || /[\s{]/.test(decoded)) return FILE_SECRET.test(decoded) ? 'secret' : 'empty';
  if (FILE_SECRET.test(decoded)) return 'secret';
  // A login's `user:password` (a Secret's `credentials`): the password read as one.
  const login = /^[\w.@-]{1,64}:([!#-&*-;=?-Z^_a-~]{6,64})$/.exec(decoded);
  if (login !== null) return !isPlaceholder(login[1]!) && valueLike(login[1]!) ? 'secret' : 'empty';
  return !isPlaceholder(decoded) && valueLike(decoded) ? 'secret' : 'empty';
}

/** Whether `name` says it holds a secret (not a paging token's, a public key's, a length's: named-secrets.ts's list). */
export function secretName(name: string): boolean {
  return (SECRET_NAME.test(name) || SECRET_HUMP.test(name)) && !namesNoSecret(name);
}

/** The values above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectOpsCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const pushed = passwordPush(text, out, isPlaceholder, [EXAMPLE]);
  // A ciphertext (Fernet's `gAAAAA…`, KMS's, a sealed secret's) or a publishable key is no secret: pair-secrets.ts's list.
  const push = (at: number, v: string, shaped = false): void => {
    if (!CIPHERTEXT.test(v)) pushed.push(at, v, shaped);
  };
  /** Whether the code unit at `i` may stand in a name: a letter, a digit, `_` or `-`. */
  const nameUnit = (i: number): boolean => {
    const c = text.charCodeAt(i);
    return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || c === 95 || c === 45;
  };
  const seen = new Set<number>();
  for (const word of ['pass', 'pwd', 'secret', 'token', 'key']) for (const at of placesOf(t, word)) nameAt(at, word);

  /** `{name: NAME, value: …}`: the name's whole word before `e`, a flow mapping's `{name:` before it. */
  function flowAt(at: number, e: number): void {
    let s = at;
    while (s > 0 && at - s < 64 && nameUnit(s - 1)) s--;
    if (!secretName(text.slice(s, e)) || !/\{[ \t]{0,3}name:[ \t]{0,3}["']?$/.test(text.slice(Math.max(0, s - 16), s))) return;
    const m = FLOW_VALUE.exec(text.slice(e, e + 200));
    if (m !== null) push(e + m[0].lastIndexOf(m[2]!), m[2]!);
  }

  /**
   * The name that ends with the secret's word at `at`. Plain character tests first, each reading's own mark before or
   * after the name (a dense text holds thousands of these words, most in prose): the line is read only past them.
   */
  function nameAt(at: number, word: string): void {
    let e = at + word.length;
    if (word === 'pass') {
      const w = text.slice(e, e + 4).toLowerCase();
      if (w === 'word') e += 4;
      else if (w.startsWith('wd')) e += 2;
    }
    if (e < text.length && nameUnit(e)) return;
    // What may follow a name in the shapes read here (prose's "password is", "token." and "key," end it otherwise).
    const c = text[e] ?? '\n';
    const c1 = text[e + 1] ?? '\n';
    // A flow mapping's `{name: NAME, value: …}` (a comma, a quote maybe, after the name).
    if ((c === ',' || ((c === '"' || c === "'") && c1 === ',')) && text.slice(Math.max(0, at - 80), at).includes('name:')) {
      flowAt(at, e);
      return;
    }
    if (!AFTER_NAME.has(c)) return;
    // One blank after a colon only for a pager's key in YAML (`routing_key: …`).
    if (
      c === ':' &&
      !((c1 === ' ' || c1 === '\t') && (text[e + 2] === ' ' || text[e + 2] === '\t')) &&
      !(word === 'key' && c1 === ' ' && /(?:routing|integration|service)_key$/.test(text.slice(Math.max(0, e - 15), e)))
    )
      return;
    if (c === ' ' && !AFTER_BLANK.has(c1) && lastWithin(text, '-field=', at, 70) < 0) return;
    let s = at;
    while (s > 0 && at - s < 64 && nameUnit(s - 1)) s--;
    if (seen.has(s)) return;
    seen.add(s);
    const name = text.slice(s, e);
    const routing = ROUTING_NAME.test(name);
    if (!routing && !secretName(name)) return;
    const p = text[s - 1] ?? '\n';
    if (routing) {
      const m = PAIR_VALUE.exec(text.slice(e, e + 200));
      // PagerDuty's key: 32 lower-case letters and digits, generated though valueLike may read it as words joined.
      if (m !== null && p === '"') push(e + m[0].lastIndexOf(m[1]!), m[1]!, PAGER_KEY.test(m[1]!));
      const y = c === ':' && p !== '"' ? ROUTING_YAML.exec(text.slice(e, lineEndWithin(text, e, 80))) : null;
      if (y !== null) push(e + y[0].lastIndexOf(y[2]!), y[2]!);
      return;
    }
    // `- name: NAME` then `value: …` on the next line.
    if ((p === ' ' || p === '"' || p === "'") && text.slice(Math.max(0, s - 8), s).includes('name:')) {
      const lineStart = lineStartWithin(text, s, 120);
      if (lineStart >= 0 && /^[ \t]{0,40}-[ \t]{1,3}name:[ \t]{0,3}["']?$/.test(text.slice(lineStart, s))) {
        const end = lineEndWithin(text, e, 40);
        if (/^["']?[ \t]*$/.test(text.slice(e, end)) && end < text.length) {
          const next = nextLineAfter(text, end);
          const nextEnd = lineEndWithin(text, next, 200);
          const m = NEXT_VALUE.exec(text.slice(next, nextEnd));
          if (m !== null) push(next + m[0].lastIndexOf(m[2]!), m[2]!);
          // A block scalar (`value: >-`, `value: |`): the value alone on the line after.
          else if (FOLDED_VALUE.test(text.slice(next, nextEnd)) && nextEnd < text.length) {
            const third = nextLineAfter(text, nextEnd);
            const v = BLOCK_LINE.exec(text.slice(third, lineEndWithin(text, third, 200)));
            if (v !== null) push(third + v[0].indexOf(v[1]!), v[1]!);
          }
        }
        return;
      }
    }
    // `"name": "NAME", "value": "…"`.
    if (p === '"' && (c === '"' || c === '\\') && /\\?"name\\?"[ \t]{0,3}:[ \t]{0,3}\\?"$/.test(text.slice(Math.max(0, s - 16), s))) {
      const m = JSON_VALUE.exec(text.slice(e, e + 200));
      if (m !== null) push(e + m[0].lastIndexOf(m[1]!), m[1]!);
      return;
    }
    const aligned = c === ':' && (text[e + 1] === ' ' || text[e + 1] === '\t') && (text[e + 2] === ' ' || text[e + 2] === '\t');
    const plan = c === ' ' && p === ' ' && (text[s - 2] === '+' || text[s - 2] === '~' || text[s - 2] === '-');
    const assigned = c === '=' && (p === '"' || p === "'");
    const field = p === '.' || p === '=' || p === '/';
    if (!aligned && !plan && !assigned && !field) return;
    const lineStart = lineStartWithin(text, s, 120);
    const head = lineStart < 0 ? '' : text.slice(lineStart, s);
    const rest = text.slice(e, lineEndWithin(text, e, 200));
    if (aligned && lineStart >= 0 && /^[ \t]{0,40}$/.test(head)) {
      const m = ALIGNED_COLON.exec(rest);
      if (m !== null) push(e + m[0].lastIndexOf(m[1]!), m[1]!);
    }
    if (plan && lineStart >= 0 && PLAN_HEAD.test(head)) {
      const m = PLAN_VALUE.exec(rest);
      if (m !== null) {
        push(e + m[0].indexOf(m[1]!), m[1]!);
        if (m[2] !== undefined) push(e + m[0].lastIndexOf(m[2]), m[2]);
      }
    }
    const before = text.slice(Math.max(0, s - 24), s);
    if (assigned && VAR_BEFORE.test(before)) {
      const m = VAR_VALUE.exec(rest);
      if (m !== null) push(e + 1, m[1]!);
    }
    if (!field) return;
    // A field printed on the next line: base64 as a Secret stores it, or the text itself after `base64 -d`.
    // An etcd key alone on its line (`etcdctl get --prefix` prints each key, then its value on the next line).
    const etcdKey = p === '/' && rest.trim() === '' && /^\/[\w./-]{0,100}\/$/.test(head);
    // A command continued on the lines after (a `\` at its line's end): its rest read joined, the value after its last.
    const continued = FIELD_BEFORE.test(before) && CONTINUED.test(rest) ? commandLines(text, e) : null;
    const restOf = continued === null ? rest : joinedCommand(text.slice(e, continued[1])).replace(/[ \t]{2,}/g, ' ');
    if ((FIELD_BEFORE.test(before) && FIELD_REST.test(restOf)) || etcdKey) {
      const end = continued === null ? e + rest.length : continued[1];
      if (end >= text.length) return;
      const next = nextLineAfter(text, end);
      const m = ALONE.exec(text.slice(next, lineEndWithin(text, next, 300)));
      if (m === null) return;
      const v = m[1]!;
      // Base64 of printable text is read decoded (a placeholder encoded is none); the text itself after `base64 -d`.
      const holds = /base64/.test(restOf) ? 'none' : base64Holds(v, isPlaceholder);
      if (holds !== 'empty') push(next + m[0].indexOf(v), v, holds === 'secret');
    }
  }

  // A Kubernetes Secret's `data:`: each entry whose key names a secret, its base64 value. The manifest's kind or type
  // must stand within 2 KB either way (a ConfigMap's data is no secret): their places are found in one pass, once, and
  // found by a binary search from each `data:` line (each `data:` searching its own 4 KB was quadratic on a text of `data:` lines).
  let marks: number[] | undefined;
  let separators: number[] | undefined;
  for (const at of placesOf(t, 'data:')) {
    const s = lineStartWithin(text, at, 40);
    const end = lineEndWithin(text, at, 40);
    if (s < 0 || !/^[ \t]{0,12}$/.test(text.slice(s, at)) || !/^data:[ \t]*$/.test(text.slice(at, end))) continue;
    marks ??= [...text.matchAll(SECRET_MANIFEST)].map((m) => m.index);
    // The kind within 2 KB and in the same YAML document: no `---` line between (a ConfigMap beside a Secret is none).
    separators ??= [...text.matchAll(DOCUMENT_SEPARATOR)].map((m) => m.index);
    const doc = firstAfter(separators, at);
    const from = Math.max(at - 2048, doc > 0 ? separators[doc - 1]! : -1);
    const to = Math.min(at + 2048, doc < separators.length ? separators[doc]! : text.length);
    const mark = firstAfter(marks, from);
    if (mark >= marks.length || marks[mark]! > to) continue;
    const indent = at - s;
    let line = nextLineAfter(text, end);
    for (let n = 0; n < 40 && line < text.length; n++) {
      const lineEnd = lineEndWithin(text, line, 4200);
      const m = DATA_ENTRY.exec(text.slice(line, lineEnd));
      if (m === null || m[1]!.length <= indent) break;
      const key = m[2]!;
      if ((secretName(key) || DATA_SECRET_KEY.test(key)) && base64Holds(m[3]!, isPlaceholder) === 'secret')
        push(lineEnd - m[0].length + m[0].lastIndexOf(m[3]!), m[3]!, true);
      if (lineEnd >= text.length) break;
      line = nextLineAfter(text, lineEnd);
    }
  }

  // A Go DSN's password: `user:…@tcp(host)` or `user:…@(host)`.
  for (const mark of ['@(', '@tcp(']) {
    for (let at = text.indexOf(mark); at >= 0; at = text.indexOf(mark, at + mark.length)) {
      const m = DSN_PASSWORD.exec(text.slice(Math.max(0, at - 100), at));
      if (m !== null) push(at - m[1]!.length, m[1]!);
    }
  }
}
