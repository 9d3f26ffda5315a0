/**
 * credential_leak on a command line and in a key file's own format: a long option named for a
 * secret with its value after a blank (`--access-key-secret V`, `--client-secret V`, `--password V`;
 * `--password=V` is an assignment, read in credentials.ts), `sshpass -p V`, the options of the tools in
 * TOOLS (a login's `-p`, `redis-cli -a`, curl's `-u user:password`, …), and the private lines of a
 * PuTTY key file. A value counts only where it reads as a secret (placeholders.ts). Each pattern is
 * tried only where the shared literal index puts its word, with bounded repeats.
 */
import type { Hit } from './codes.js';
import { literalId, placesOf, type Text } from './find.js';
import { isWordPassphrase } from './passphrases.js';
import { readsAsSecret } from './placeholders.js';
import { lazy } from './lazy.js';

/**
 * A long option whose name ends in a secret's word, then its value after a blank (not another option, not a
 * reference: `$VAR`, `<token>`, `{{ … }}`, `%VAR%`). `--password-stdin` and `--token-file` end in other words.
 */
const SECRET_FLAG = lazy(
  () =>
    /--(?:[a-z0-9]{1,20}[-_]){0,3}(?:password|passwd|passphrase|pass|pwd|secret|token|api[-_]?key|(?:secret|master|private|access|encryption|signing|license)[-_]key|storepass|keypass)[ \t]{1,4}(?:(["'])(?<q>[^"'\n]{4,256})\1|(?![-$<{%])(?<v>[^\s"'`\\]{4,256})(?![^\s"'`\\]))/i,
);
/** sshpass's password on its command line (`-p`; `-f`, `-e` name a file or the environment). */
const SSHPASS = lazy(() => /sshpass[ \t]{1,4}-p[ \t]{0,4}(["']?)([^\s"'`\\]{3,128})\1(?![^\s"'`\\])/);
/** The environment `sshpass -e` reads the password from, set on its line or exported. */
const SSHPASS_ENV = lazy(() => /SSHPASS=(["']?)([^\s"'`\\]{3,128})\1(?![^\s"'`\\])/y);
/** httpie's `-a user:password` or `--auth user:password`. */
const HTTPIE = lazy(
  () =>
    /https?[ \t]{1,4}(?:-a|--auth)[ \t=]{1,4}(?:(["'])[^:"'\n]{1,64}:(?<q>[^"'\n]{4,128})\1|[^\s:"'\x60\\]{1,64}:(?<v>[^\s"'\x60\\]{4,128})(?![^\s"'\x60\\]))/y,
);
/** A value after an option, quoted (blanks inside) or not; the secret is group `q` or `v`. */
const VALUE = String.raw`(?:(["'])(?<q>[^"'\n]{4,256})\1|(?<v>[^\s"'\x60\\]{4,256})(?![^\s"'\x60\\]))`;
/** A command's words up to its option, over a line continued with a backslash, within its line. */
const ARGS = (n: number): string => String.raw`(?:[^\n|;&]|\\\n){0,${n}}?`;
/**
 * PowerShell's arguments: a backtick continues the line (its next one maybe behind the `>> ` prompt, read as any
 * argument is); a backtick is in one branch alone, so a failed match tries each stretch once.
 */
const PS_ARGS = String.raw`(?:[^\n|;&\x60]|\x60(?:\r?\n)?){0,200}?`;
/**
 * Tools that take a password or a key on their command line, each tried at its word in the shared literal index: a
 * login's `-p` (docker, podman, nerdctl, oc, az), `redis-cli -a`, `sqlcmd -P`, an LDAP tool's `-w`, keytool's
 * `-storepass`/`-keypass`, smbclient's `-U user%password`, PowerShell's `ConvertTo-SecureString '…' -AsPlainText`,
 * `zip -P`, `7z … -p…`, and curl's `-u user:password` (a user alone prompts for the password).
 */
const TOOLS: ReadonlyArray<readonly [literal: string, re: RegExp, redact: 'password' | 'secret', offset?: number]> = [
  [
    'login',
    new RegExp(
      String.raw`(?<=\b(?:docker|podman|nerdctl|oc|az|buildah|crane|cf|registry)[ \t]{1,4})login\b${ARGS(160)}[ \t]-p[ \t]{0,4}${VALUE}`,
      'iy',
    ),
    'secret',
  ],
  ['is-cli', new RegExp(String.raw`redis-cli\b${ARGS(160)}[ \t]-a[ \t]{1,4}${VALUE}`, 'y'), 'password', 3],
  ['sqlcmd', new RegExp(String.raw`sqlcmd\b${ARGS(160)}[ \t]-P[ \t]{1,4}${VALUE}`, 'iy'), 'password'],
  [
    'ldap',
    new RegExp(String.raw`ldap(?:search|add|modify|delete|compare|modrdn|whoami|exop|passwd)\b${ARGS(200)}[ \t]-w[ \t]{1,4}${VALUE}`, 'y'),
    'password',
  ],
  ['ytool', new RegExp(String.raw`keytool\b${ARGS(200)}[ \t]-(?:src|dest|new)?(?:store|key)pass[ \t]{1,4}${VALUE}`, 'y'), 'password', 2],
  [
    'smbclient',
    new RegExp(String.raw`smbclient\b${ARGS(160)}[ \t]-U[ \t]{0,4}(["']?)[^\s%"']{1,64}%(?<v>[^\s"'\x60\\]{4,128})\1`, 'y'),
    'password',
  ],
  // PowerShell's SecretManagement: `Set-Secret -Name NAME -Secret '…'` (quoted: a variable or `(Read-Host …)` is none).
  [
    'set-secret',
    new RegExp(
      String.raw`set-secret\b${PS_ARGS}[ \t]-secret(?:value)?[ \t]{1,4}(?:\x60\r?\n(?:>>)?[ \t]{0,8})?(["'])(?<q>[^"'\n]{4,256})\1`,
      'iy',
    ),
    'password',
  ],
  ['rtto-s', /convertto-securestring[ \t]{1,4}(?:-string[ \t]{1,4})?(["'])(?<q>[^"'\n]{4,256})\1/iy, 'password', 5],
  ['zip ', new RegExp(String.raw`zip(?:[ \t]{1,4}-[A-Za-z0-9]{1,4}){0,4}[ \t]{1,4}-P[ \t]{1,4}${VALUE}`, 'y'), 'password'],
  ['7z ', new RegExp(String.raw`7z[ \t]{1,4}[ax]\b${ARGS(120)}[ \t]-p(?<v>[^\s"'\x60\\]{4,256})`, 'y'), 'password'],
  ['unrar', new RegExp(String.raw`unrar\b${ARGS(120)}[ \t]-p(?<v>[^\s"'\x60\\-][^\s"'\x60\\]{3,255})`, 'y'), 'password'],
  ['ipmitool', new RegExp(String.raw`ipmitool\b${ARGS(160)}[ \t]-P[ \t]{1,4}${VALUE}`, 'y'), 'password'],
  ['psexec', new RegExp(String.raw`psexec\b${ARGS(160)}[ \t]-p[ \t]{1,4}${VALUE}`, 'iy'), 'password'],
  ['mongo', new RegExp(String.raw`mongo(?:sh|dump|restore|import|export)?\b${ARGS(160)}[ \t]-p[ \t]{1,4}${VALUE}`, 'y'), 'password'],
  [
    'rabbitmqctl',
    new RegExp(String.raw`rabbitmqctl[ \t]{1,4}(?:add_user|change_password)[ \t]{1,4}\S{1,64}[ \t]{1,4}${VALUE}`, 'y'),
    'password',
  ],
  ['cf auth', new RegExp(String.raw`cf[ \t]{1,4}auth[ \t]{1,4}\S{1,64}[ \t]{1,4}${VALUE}`, 'y'), 'password'],
  ['lftp', new RegExp(String.raw`lftp\b${ARGS(160)}[ \t]-u[ \t]{1,4}[^\s,"']{1,64},(?<v>[^\s"'\x60\\]{4,128})`, 'y'), 'password'],
  ['erdp', new RegExp(String.raw`freerdp\b${ARGS(200)}[ \t]\/p:(?<v>[^\s"'\x60\\]{4,128})`, 'iy'), 'password', 3],
  ['plink', new RegExp(String.raw`plink\b${ARGS(160)}[ \t]-pw[ \t]{1,4}${VALUE}`, 'y'), 'password'],
  ['nssl', new RegExp(String.raw`openssl\b${ARGS(200)}[ \t](?:-k[ \t]{1,4}|-pass(?:in|out)?[ \t]{1,4}pass:)${VALUE}`, 'y'), 'password', 3],
  ['ncftp', new RegExp(String.raw`ncftp\w{0,4}\b${ARGS(160)}[ \t]-p[ \t]{1,4}${VALUE}`, 'y'), 'password'],
  ['inrs', new RegExp(String.raw`winrs\b${ARGS(160)}[ \t]-p(?:assword)?:(?<v>[^\s"'\x60\\]{4,128})`, 'iy'), 'password', 1],
  ['net user', new RegExp(String.raw`net[ \t]{1,4}user[ \t]{1,4}\S{1,64}[ \t]{1,4}(?!\/)${VALUE}`, 'iy'), 'password'],
  ['jarsigner', new RegExp(String.raw`jarsigner\b${ARGS(200)}[ \t]-(?:store|key)pass[ \t]{1,4}${VALUE}`, 'y'), 'password'],
  ['ldappasswd', new RegExp(String.raw`ldappasswd\b${ARGS(200)}[ \t]-s[ \t]{1,4}${VALUE}`, 'y'), 'password'],
  [
    'kcredential',
    /networkcredential[ \t]{0,4}\([ \t]{0,4}(["'])[^"'\n]{1,64}\1[ \t]{0,4},[ \t]{0,4}(["'])(?<q>[^"'\n]{4,256})\2/iy,
    'password',
    6,
  ],
  // The quote escaped too: a statement inside a JSON string (`IDENTIFIED BY \"…\"`).
  ['identified by', /identified[ \t]{1,4}by[ \t]{1,4}(\\?["'])(?<q>[^"'\n]{4,256}?)\1/iy, 'password'],
  ['wpa_passphrase', new RegExp(String.raw`wpa_passphrase[ \t]{1,4}(?:"[^"\n]{1,32}"|\S{1,32})[ \t]{1,4}${VALUE}`, 'y'), 'password'],
  [
    'echo ',
    /echo[ \t]{1,4}(?:"(?<q>[^"\n]{4,256})"|'(?<v>[^'\n]{4,256})')[ \t]{0,4}\|[^\n|]{0,160}?(?:sudo[ \t]{1,4}-S\b|--password-stdin)/y,
    'password',
  ],
  [
    'skopeo',
    new RegExp(String.raw`skopeo\b${ARGS(200)}[ \t]--(?:src-|dest-)?creds[ \t=]{1,4}[^\s:"']{1,64}:(?<v>[^\s"'\x60\\]{4,128})`, 'y'),
    'password',
  ],
  [
    'htpasswd',
    new RegExp(
      String.raw`htpasswd(?=[ \t]{1,4}(?:-[A-Za-z]{1,4}[ \t]{1,4}(?:\d{1,3}[ \t]{1,4})?){0,3}-[A-Za-z]{0,3}b)(?:[ \t]{1,4}-[A-Za-z]{1,4}(?:[ \t]{1,4}\d{1,3})?){1,4}[ \t]{1,4}\S{1,200}[ \t]{1,4}\S{1,64}[ \t]{1,4}${VALUE}`,
      'y',
    ),
    'password',
  ],
  ['net use', new RegExp(String.raw`net[ \t]{1,4}use\b${ARGS(200)}[ \t]\/user:\S{1,64}[ \t]{1,4}(?!\/)${VALUE}`, 'iy'), 'password'],
  [
    'aws configure',
    new RegExp(String.raw`aws[ \t]{1,4}configure[ \t]{1,4}set[ \t]{1,4}(?:[\w-]{1,40}\.)?aws_secret_access_key[ \t]{1,4}${VALUE}`, 'y'),
    'secret',
  ],
  // mysqladmin's `password NEW` command sets the password it names (`-p…` before it is secrets.ts's).
  ['mysql', new RegExp(String.raw`mysqladmin\b${ARGS(200)}[ \t]password[ \t]{1,4}${VALUE}`, 'y'), 'password'],
  [
    'pass',
    new RegExp(String.raw`mosquitto_passwd${ARGS(120)}[ \t]-b[ \t]{1,4}\S{1,200}[ \t]{1,4}\S{1,64}[ \t]{1,4}${VALUE}`, 'y'),
    'password',
    10,
  ],
  // `openssl passwd -6 'plain'` hashes the plain password it is given (`-stdin`, `-in FILE` read it elsewhere).
  [
    'nssl',
    new RegExp(
      String.raw`openssl[ \t]{1,4}passwd(?:[ \t]{1,4}-(?:salt[ \t]{1,4}\S{1,32}|[1568]|apr1|aixmd5|crypt|quiet|noverify)){0,4}[ \t]{1,4}(?![-<])${VALUE}`,
      'y',
    ),
    'password',
    3,
  ],
  // A redis prompt's `AUTH [user] password` (`host:6379> AUTH …`).
  // The prompt of a selected database too (`host:6379[2]> auth …`), the command in either case.
  ['> auth ', /(?<=[\d\]])> (?:AUTH|auth)[ \t]{1,4}(?:[\w.-]{1,64}[ \t]{1,4})?(?<v>[^\s"'\x60\\]{4,256})(?![^\s"'\x60\\])/y, 'password'],
  [
    'rclone',
    new RegExp(
      String.raw`rclone[ \t]{1,4}config[ \t]{1,4}(?:create|update)\b${ARGS(300)}[ \t](?:secret_access_key|account_key|client_secret|pass(?:word)?)(?:[ \t]{1,4}|=)${VALUE}`,
      'y',
    ),
    'secret',
  ],
  [
    'cmdkey',
    new RegExp(String.raw`cmdkey\b${ARGS(200)}[ \t]\/pass(?:word)?:(?:(["'])(?<q>[^"'\n]{4,256})\1|(?<v>[^\s"'\x60\\]{4,256}))`, 'iy'),
    'password',
  ],
  // `/rp` the run-as user's password, `/p` the remote user's.
  ['schtasks', new RegExp(String.raw`schtasks\b${ARGS(300)}[ \t]\/r?p[ \t]{1,4}${VALUE}`, 'iy'), 'password'],
  ['ssh-keygen', new RegExp(String.raw`ssh-keygen\b${ARGS(200)}[ \t]-[NP][ \t]{1,4}${VALUE}`, 'y'), 'password'],
  // httpie's `-a user:password` (a user alone prompts for the password), at each way its command and option are written.
  ...['http -a', 'https -a', 'http --auth', 'https --auth'].map((literal) => [literal, HTTPIE(), 'password'] as const),
  // Django's `set_password('…')` and the password its helpers take third (`create_superuser('admin', 'a@b', '…')`).
  ['pass', /set_password\([ \t]{0,4}(["'])(?<q>[^"'\n]{4,256})\1[ \t]{0,4}\)/y, 'password', 4],
  ...['superuser', 'user'].map(
    (who) =>
      [
        // `te_` is rare in prose, where "cre" is not: the index's literal starts there.
        `te_${who}(`,
        new RegExp(
          String.raw`create_${who}\([ \t]{0,4}(["'])[^"'\n]{1,64}\1[ \t]{0,4},[ \t]{0,4}(?:(["'])[^"'\n]{0,128}\2|None)[ \t]{0,4},[ \t]{0,4}(["'])(?<q>[^"'\n]{4,256})\3`,
          'y',
        ),
        'password',
        4,
      ] as const,
  ),
  // pip's `--proxy user:password@host:port`, a proxy's credentials with no scheme (one with a scheme is a URL's).
  ['--proxy', /--proxy[ \t=]{1,4}(["']?)[^\s:@/"']{1,64}:(?<v>[^\s@/"'\x60\\]{4,128})@/y, 'password'],
  // pip's own config: `pip config set global.proxy user:password@host`.
  ['.proxy', /\.proxy[ \t=]{1,4}(["']?)(?:https?:\/\/)?[^\s:@/"']{1,64}:(?<v>[^\s@/"'\x60\\]{4,128})@/y, 'password'],
  [
    'curl',
    new RegExp(
      String.raw`curl\b${ARGS(200)}[ \t](?:-[A-Za-z]{0,4}u|--user)[ \t]{0,4}(?:(["'])[^:"'\n]{1,64}:(?<q>[^"'\n]{4,128})\1|[^\s:"'\x60\\]{1,64}:(?<v>[^\s"'\x60\\]{4,128})(?![^\s"'\x60\\]))`,
      'y',
    ),
    'password',
  ],
];
/** The plain characters each of TOOLS' patterns starts with (lower-cased where it ignores case; '' for a lookbehind). */
const TOOL_LEADS: readonly string[] = TOOLS.map(([, re]) => {
  let lead = /^[A-Za-z0-9_ -]*/.exec(re.source)![0];
  // A character a quantifier follows may be absent (`https?`).
  if (/^[?*{]/.test(re.source.slice(lead.length))) lead = lead.slice(0, -1);
  return re.ignoreCase ? lead.toLowerCase() : lead;
});
/** A PuTTY key file's count of private lines, which follow it. */
const PUTTY_PRIVATE = lazy(() => /Private-Lines:[ \t]{0,4}(\d{1,2})(?:\r?\n|\\n)/y);
/** A private line, maybe indented (a key file in YAML), ending at a line break, a written-out `\n` or a closing quote. */
const BASE64_LINE = lazy(() => /[ \t]{0,12}([A-Za-z0-9+/=]{4,128})(?=\r?\n|\\n|"|$)/y);

/** A value that names where a secret is kept, or another setting, rather than being one: a path, `k=v`, a file. */
const NAMES_A_PLACE = lazy(() => /^[./]|^~\/|=[^=]|\.(?:json|ya?ml|txt|pem|key|env|ppk|p12|pfx|jks|crt|cer|asc|gpg)$/i);

/**
 * The secrets above in `t`, into `out`; `isPlaceholder`: credentials.ts's test for a value that stands for a secret
 * (passed in: no cycle).
 */
export function detectCommandLineCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const push = (m: RegExpExecArray, redact: 'password' | 'secret'): void => {
    // The index's search returns numbered groups only: SECRET_FLAG's value is its second or third, a tool's its `q` or `v`.
    const v = m.groups?.q ?? m.groups?.v ?? m[2] ?? m[3];
    if (v === undefined) return;
    // A quoted passphrase of words (`--passphrase 'glacier hammock tulip'`, `ssh-keygen -N '…'`) holds no digit.
    const words = redact === 'password' && (m.groups === undefined ? m[2] !== undefined : m.groups.q !== undefined) && isWordPassphrase(v);
    if (isPlaceholder(v.length >= 6 ? v : `${v}______`) || NAMES_A_PLACE().test(v) || !(words || readsAsSecret(v))) return;
    const start = m.index + m[0].lastIndexOf(v);
    // A vendor's documented example key (AWS's `…EXAMPLEKEY`, as its docs print `aws configure set`): redacted, not a
    // leak, as credentials.ts's EXAMPLE_KEY reads it (docs/content-readings.md, "credential_leak: documented examples").
    out.push({ code: /EXAMPLE/.test(v) ? 'credential_example' : 'credential_password', start, end: start + v.length, redact });
  };
  for (const m of t.findAt(SECRET_FLAG(), optionStarts(t))) push(m, /pass|pwd/i.test(m[0]) ? 'password' : 'secret');
  const pass = t.at('pass');
  const sshpass = pass === null ? null : pass.filter((p) => p >= 3 && text.startsWith('sshpass', p - 3)).map((p) => p - 3);
  if (sshpass === null || sshpass.length > 0)
    for (const m of sshpass === null ? t.find(SSHPASS()) : t.findAt(SSHPASS(), sshpass)) push(m, 'password');
  for (const p of placesOf(t, 'pass')) {
    if (p < 3 || !text.startsWith('SSHPASS=', p - 3)) continue;
    SSHPASS_ENV().lastIndex = p - 3;
    const m = SSHPASS_ENV().exec(text);
    if (m !== null) push(m, 'password');
  }
  for (let k = 0; k < TOOLS.length; k++) {
    const [literal, re, redact, offset = 0] = TOOLS[k]!;
    const lead = TOOL_LEADS[k]!;
    for (const i of placesOf(t, literal)) {
      if (i < offset) continue;
      // The tool's name first: a `pass` in "passed" compiles and runs no pattern of a tool named otherwise.
      if (
        lead !== '' &&
        (re.ignoreCase ? text.slice(i - offset, i - offset + lead.length).toLowerCase() !== lead : !text.startsWith(lead, i - offset))
      )
        continue;
      re.lastIndex = i - offset;
      const m = re.exec(text);
      if (m !== null) push(m, redact);
    }
  }
  if (t.has('-lines:')) puttyKeys(t, out);
}

/** What an option's name is made of: letters, digits, dashes, underscores (`--api_key`, `--apiKey`). */
const isOptionChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 95;
let flagIds: number[] | undefined;

/**
 * Where SECRET_FLAG can match in `t`: at the `--` that starts the option holding a secret's word (read back from the
 * word over the option's characters, at most 66), ascending; without the index, everywhere `--` occurs.
 */
function optionStarts(t: Text): number[] {
  const text = t.text;
  flagIds ??= ['pass', 'pwd', 'secret', 'token', 'key'].map(literalId);
  const starts: number[] = [];
  const lists = flagIds.map((id) => t.atId(id));
  if (lists.some((l) => l === null)) {
    for (let i = text.indexOf('--'); i >= 0; i = text.indexOf('--', i + 2)) starts.push(i);
    return starts;
  }
  for (const list of lists)
    for (const p of list!) {
      let s = p;
      while (s > 0 && p - s < 66 && isOptionChar(text.charCodeAt(s - 1))) s--;
      if (text.charCodeAt(s) === 45 && text.charCodeAt(s + 1) === 45) starts.push(s);
    }
  return starts.length > 1 ? [...new Set(starts)].sort((a, b) => a - b) : starts;
}

/** Each PuTTY key file's private lines, as one private key from the first to the last. */
function puttyKeys(t: Text, out: Hit[]): void {
  const text = t.text;
  // `-lines:` is the index's literal (its first letters are rare in prose; `private` is not): `Private` stands before it.
  for (const at of placesOf(t, '-lines:')) {
    const i = at - 7;
    if (i < 0 || !text.startsWith('Private', i)) continue;
    PUTTY_PRIVATE().lastIndex = i;
    const head = PUTTY_PRIVATE().exec(text);
    if (head === null) continue;
    const lines = Number(head[1]);
    const start = i + head[0].length;
    // Each line's key text is redacted (an indent and the line breaks between stay).
    let at_ = start;
    for (let n = 0; n < lines; n++) {
      BASE64_LINE().lastIndex = at_;
      const line = BASE64_LINE().exec(text);
      if (line === null) break;
      const from = line.index + line[0].length - line[1]!.length;
      out.push({ code: 'credential_private_key', start: from, end: from + line[1]!.length, redact: 'private_key' });
      at_ = line.index + line[0].length;
      if (text.charCodeAt(at_) === 13) at_++;
      if (text.charCodeAt(at_) === 10) at_++;
      else if (text.charCodeAt(at_) === 92) at_ += 2;
    }
  }
}
