/**
 * adversarial_url readings of a request whose parts stand beyond its URL's own line (docs/content-readings.md): a call
 * spread over several lines (`fetch(url, {\n body: JSON.stringify(process.env)\n})`, a builder chained on the lines
 * after), a file a call reads (`open("~/.aws/credentials")`, `-InFile`, HTTPie's `f@~/.ssh/id_rsa`), a secret's alias
 * assigned earlier in the script (`T=$GITHUB_TOKEN; curl …?t=$T`), a URL held in a variable that a request on a later
 * line uses, and a page's cookies or storage sent by its script (`navigator.sendBeacon(url, document.cookie)`). Only a
 * URL on a request catcher, a tunnel or a raw public address is read, and only a few lines around it: what sent.ts
 * reads on one line (the environment or a credentials file anywhere; one secret's variable to a catcher that is no
 * tunnel) is read here over the same places.
 */
import { CATCHER, isPublicAddress, TUNNEL } from './carried.js';
import { commandAround, ENV_DUMP, REQUESTER, refersToSecret, SECRET_PATH, sendsOut } from './sent.js';

/** How far a call is read back (to its opening line) and ahead (to its close), in code units and in lines. */
const BACK = 300;
const AHEAD = 400;
const LINES_BACK = 4;
const LINES_AHEAD = 8;

/** A JSON string's escaped breaks read as breaks. */
function breaks(s: string): string {
  return s.includes('\\n') ? s.replaceAll('\\n', '\n') : s;
}

/** REQUESTER, to find the last client a call's text names. */
const CLIENT = new RegExp(REQUESTER.source, 'gi');

/** Brackets opened minus brackets closed in `s`. */
function depthOf(s: string): number {
  let d = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x28 || c === 0x7b || c === 0x5b) d++;
    else if (c === 0x29 || c === 0x7d || c === 0x5d) d--;
  }
  return d;
}

/**
 * The call a URL stands in when it takes more than the URL's line: from the last client named before the URL (on its
 * line, or on the line that opens a bracket the URL's line has not closed: `requests.post(\n  "https://…",`), ahead
 * while a bracket stays open or the next line chains a method (`\n    .POST(…)`). Null when the URL stands in no
 * client's brackets, or the call is the URL's line alone (sent.ts reads that).
 */
function callAcross(text: string, start: number, end: number): { span: string; at: number } | null {
  const back = breaks(text.slice(Math.max(0, start - BACK), start)).split('\n');
  let head = back.pop()!;
  let opened = depthOf(head);
  for (let i = back.length - 1; opened <= 0 && i >= 0 && back.length - i <= LINES_BACK; i--) {
    opened += depthOf(back[i]!);
    if (opened > 0) head = back.slice(i).join('\n') + '\n' + head;
  }
  // From the last client named before the URL: a bracket a record opened around the command (a JSON tool result's
  // `{"stdout": "curl …`) is not the call's, and reading on to its close would take in the lines of other commands.
  let client = -1;
  CLIENT.lastIndex = 0;
  for (let m = CLIENT.exec(head); m; m = CLIENT.exec(head)) client = m.index;
  if (client < 0) return null;
  head = head.slice(client);
  let depth = depthOf(head);
  if (depth <= 0) return null;
  const ahead = breaks(text.slice(end, end + AHEAD)).split('\n');
  let tail = ahead[0]!;
  depth += depthOf(tail);
  let joined = head.includes('\n');
  for (let i = 1; i < ahead.length && i <= LINES_AHEAD; i++) {
    const line = ahead[i]!;
    if (depth <= 0 && !line.trimStart().startsWith('.')) break;
    tail += `\n${line}`;
    depth += depthOf(line);
    joined = true;
  }
  return joined ? { span: head + text.slice(start, end) + tail, at: head.length } : null;
}

/**
 * A file a call or a command reads that sent.ts's upload options do not name: Python's `open(…)` (of `expanduser(…)`),
 * Node's `readFileSync(…)`, Ruby's `File.read(…)`, PowerShell's `Get-Content` and `-InFile`, HTTPie's `field@path`.
 */
const READ_FILE =
  /(?:\b(?:open|readFileSync|readFile|read_text|File\.read)\(\s{0,2}(?:os\.path\.expanduser\(\s{0,2})?|\bGet-Content\s{1,3}(?:-Path\s{1,3})?|-InFile\s{1,3}|\b[\w-]{1,40}@(?=[~$./]))\\?["']?([^\s"'()]{1,200})/g;

/** Whether a command or a call reads a credentials file (PowerShell's backslashes read as slashes). */
function readsSecretFile(command: string): boolean {
  READ_FILE.lastIndex = 0;
  for (let m = READ_FILE.exec(command); m; m = READ_FILE.exec(command)) if (SECRET_PATH.test(m[1]!.replace(/\\{1,2}/g, '/'))) return true;
  return false;
}

/** How far back a script is read for an alias's assignment. */
const ALIAS_BACK = 600;
/**
 * An assignment in a shell, cmd, PowerShell, Python, Node or Go (`export K="$X"`, `set "K=%X%"`, `$k = $env:X`,
 * `k := os.Getenv("X")`): the name (group 1) and the value up to the line's end or a `;` (group 2).
 */
const ASSIGNED =
  /(?:^|[\s;&({"'])(?:(?:export|local|readonly|const|let|var)\s{1,3}|set\s{1,3}"?)?\$?([A-Za-z_]\w{0,40})\s{0,2}:?=\s{0,2}([^\n;]{1,160})/g;

/**
 * Whether `command` uses the variable `name`: `$name`, `${name}`, `%name%`, `{name}` in a template, `+ name`; `whole`:
 * not one of its members (`env['PORT']`, `env.PORT`).
 */
function uses(command: string, name: string, whole = false): boolean {
  for (let at = command.indexOf(name); at >= 0; at = command.indexOf(name, at + 1)) {
    const after = command.charCodeAt(at + name.length);
    if (/\w/.test(String.fromCharCode(after))) continue;
    if (whole && (after === 91 || after === 46)) continue;
    const before = command[at - 1];
    if (before === '$' || before === '{' || before === '%') return true;
    if (/\+\s{0,2}$/.test(command.slice(Math.max(0, at - 3), at))) return true;
  }
  return false;
}

/**
 * A variable the command uses that the script assigned, a little before, from a secret's variable (to a catcher that
 * is no tunnel: `oneSecret`) or from the whole environment (`DATA=$(env | base64)`, anywhere read). A name that says a
 * secret itself is read by sent.ts already; an alias of an id, a host or a version (`SHA=$GITHUB_SHA`) is not one.
 */
function sendsAlias(text: string, start: number, command: string, oneSecret: boolean, labels: readonly string[]): boolean {
  const script = breaks(text.slice(Math.max(0, start - ALIAS_BACK), start));
  if (!script.includes('=')) return false;
  // The last assignment of a name is what the command sends (`$t = $env:GITHUB_TOKEN` then `$t = Get-Date`). A digest
  // of a secret (`SIG=$(… | openssl dgst -hmac "$SECRET")`) sends no secret; an alias of the whole environment sends it
  // only used whole (`env['PORT']` is one variable of it).
  const carries = new Map<string, 'one' | 'all' | null>();
  ASSIGNED.lastIndex = 0;
  for (let m = ASSIGNED.exec(script); m; m = ASSIGNED.exec(script)) {
    const value = m[2]!;
    const one = oneSecret && refersToSecret(value, labels) && !DIGEST.test(value);
    carries.set(m[1]!, ENV_DUMP.test(value) ? 'all' : one ? 'one' : null);
  }
  for (const [name, carried] of carries) if (carried !== null && uses(command, name, carried === 'all')) return true;
  return false;
}

/** A digest or a signature made of a secret. */
const DIGEST = /\bhmac\b|\bdgst\b|sha\d{0,3}sum|\bdigest\b|\bsignature\b/i;

/**
 * The variable a URL is assigned to, written right before it (`URL="https://…`, `const endpoint = '…`, `$u = "…`), or
 * PHP's curl handle the URL is set on (`curl_setopt($ch, CURLOPT_URL, '…`, group 2).
 */
const HELD =
  /(?:^|[\s;({"'])(?:(?:export|local|const|let|var)\s{1,3})?\$?([A-Za-z_]\w{0,40})\s{0,2}:?=\s{0,2}\\?["'`]?$|\bcurl_setopt\(\s{0,2}\$(\w{1,40})\s{0,2},\s{0,2}CURLOPT_URL\s{0,2},\s{0,2}\\?["']$/;

/** Whether a line passes the variable `name` to a call or a command: `$name`, `${name}`, or `(name`, `name,`, `name)`. */
function passes(line: string, name: string): boolean {
  if (uses(line, name)) return true;
  for (let at = line.indexOf(name); at >= 0; at = line.indexOf(name, at + 1)) {
    const before = line[at - 1] ?? ' ';
    const after = line[at + name.length] ?? ' ';
    if (/[(\s]/.test(before) && /[,)\s]/.test(after) && !/\w/.test(after)) return true;
  }
  return false;
}

/**
 * Whether every use of `name` on the line is a field's value (`-d url="$ENDPOINT"`, `webhook: endpoint`): data sent,
 * not where it is sent.
 */
function givenAsValue(line: string, name: string): boolean {
  let any = false;
  for (let at = line.indexOf(name); at >= 0; at = line.indexOf(name, at + 1)) {
    if (/\w/.test(line[at + name.length] ?? ' ') || /\w/.test(line[at - 1] ?? ' ')) continue;
    if (!VALUE_OF.test(line.slice(Math.max(0, at - 8), at))) return false;
    any = true;
  }
  return any;
}
const VALUE_OF = /\w[=:]\s{0,2}["']?\$?\{?$/;

/**
 * A URL held in a variable that a request on one of the next few lines sends the environment, a credentials file or
 * (to a catcher that is no tunnel) a secret's variable to (`URL="https://….oast.fun/c"` then `curl -d "$(env)" "$URL"`).
 */
function heldThenSent(text: string, start: number, end: number, oneSecret: boolean, labels: readonly string[]): boolean {
  const held = HELD.exec(
    breaks(text.slice(Math.max(0, start - 80), start))
      .split('\n')
      .pop()!,
  );
  if (held === null) return false;
  const name = held[1] ?? held[2]!;
  const lines = breaks(text.slice(end, end + AHEAD)).split('\n');
  for (let i = 1; i < lines.length && i <= 5; i++) {
    const line = lines[i]!;
    if (!passes(line, name) || givenAsValue(line, name) || !REQUESTER.test(line)) continue;
    if (sendsOut(line, oneSecret, labels) || readsSecretFile(line)) return true;
  }
  return false;
}

/**
 * A call or an assignment that sends what follows to the URL: a beacon, a fetch, an image's or a page's address, an XHR,
 * an event stream's address, a socket (whose `send(` follows in a later statement).
 */
const SINK = /\b(?:sendBeacon|fetch|open|post|get|EventSource|WebSocket)\s{0,2}\(|\.src\s{0,2}=|\blocation(?:\.href)?\s{0,2}=/;
/** A socket opened on the URL: what its `send(` sends goes there, statements after the one that opens it. */
const SOCKET = /\bWebSocket\s{0,2}\(\s{0,2}\\?["'`]?$/;
/**
 * A page's cookies or storage joined to the URL or sent as the body after it: `+ document.cookie`,
 * `, JSON.stringify(localStorage)`, `body: document.cookie`, `send(document.cookie)`, `+ localStorage.getItem('token')`
 * (a stored key that ends in a credential's word; `getItem('theme')`, `getItem('sessionStart')` are not one); not a
 * value read out of the cookies (`document.cookie.match(/consent=(\w+)/)`, `.split('; ')`, `.replace(…)`).
 */
const PAGE_SECRET =
  /(?:[+,]|\bsend\(|body:|\$\{)\s{0,3}(?:(?:encodeURIComponent|encodeURI|btoa|escape|JSON\.stringify)\(\s{0,3}){0,2}(?:(?:(?:parent|top|window|opener)\.)?document\.cookie\b(?!\s{0,2}=[^=]|\s{0,2}\.(?:match|matchAll|includes|indexOf|lastIndexOf|length|search|startsWith|endsWith|split|replace|replaceAll|slice|substring|substr|trim|find|at|charAt)\b)|(?:window\.)?(?:local|session)Storage(?:(?![.[\w])|\.getItem\(\s{0,2}\\?["'`][\w.-]{0,30}(?:token|auth|jwt|session|sessionid|session_id|sid|secret|apikey|api_key|key|credentials?|password|passwd)\\?["'`]))/i;

/** A socket's `send(` of the page's cookies or storage, in the 200 code units after its URL. */
const SOCKET_SEND =
  /\.send\(\s{0,3}(?:(?:encodeURIComponent|encodeURI|btoa|escape|JSON\.stringify)\(\s{0,3}){0,2}(?:(?:(?:parent|top|window|opener)\.)?document\.cookie\b(?!\s{0,2}\.\w)|(?:window\.)?(?:local|session)Storage\b(?![.[\w]))/;
/** An XHR's `send(` as the statement after its `open(…)`. */
const XHR_SEND = /^;\s{0,3}\w{1,20}\.send\(/;

/** A page's script that sends its cookies or storage to the URL (an XSS's exfiltration, a console snippet). */
function sendsPageSecrets(text: string, start: number, end: number): boolean {
  let after = text.slice(end, end + 200);
  if (!after.includes('cookie') && !after.includes('Storage')) return false;
  const before = breaks(text.slice(Math.max(0, start - 160), start));
  // A socket sends in the statements after the one that opens it (`s.onopen = () => s.send(document.cookie)`), or
  // carries the jar in its URL (`new WebSocket('wss://…/?c=' + document.cookie)`), read below as any sink's.
  if (SOCKET.test(before) && SOCKET_SEND.test(after)) return true;
  // The sink's own statement (`…; console.log(document.cookie)` sends nothing), or an XHR's `send(…)` right after it.
  const semi = after.indexOf(';');
  if (semi >= 0) {
    const next = XHR_SEND.test(after.slice(semi)) ? after.indexOf(';', semi + 1) : semi;
    if (next >= 0) after = after.slice(0, next);
  }
  return SINK.test(before) && PAGE_SECRET.test(after);
}

/** What stands right before a URL given as a value: `=`, or a key's `:` and its value's quote. */
const VALUE_BEFORE = /(?:=\\?["']?|:\s{0,2}\\?["'])$/;

/**
 * A request to a catcher, a tunnel or a raw public address that sends out, beyond its URL's line: over a call's several
 * lines, by a file a call reads, by a secret's alias, from a URL held in a variable, or a page's cookies or storage.
 */
export function sendsAcross(text: string, start: number, end: number, host: string): boolean {
  const catcher = CATCHER.test(host);
  if (!catcher && !isPublicAddress(host)) return false;
  const oneSecret = catcher && !TUNNEL.test(host);
  const labels = host.split('.');
  const across = callAcross(text, start, end);
  // A URL given as a value inside another request's call (`json={"callback": "https://…"}`) is not where it goes.
  const valued = across !== null && VALUE_BEFORE.test(across.span.slice(0, across.at)) && across.span.lastIndexOf('://', across.at) >= 0;
  if (across !== null && !valued && (sendsOut(across.span, oneSecret, labels) || readsSecretFile(across.span))) return true;
  const command = across?.span ?? commandAround(text, start, end);
  if (!valued && REQUESTER.test(command) && (readsSecretFile(command) || sendsAlias(text, start, command, oneSecret, labels))) return true;
  return heldThenSent(text, start, end, oneSecret, labels) || sendsPageSecrets(text, start, end);
}
