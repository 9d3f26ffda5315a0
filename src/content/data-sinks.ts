/**
 * adversarial_url readings of URLs as data work carries them (docs/content-readings.md, "URLs in data work"): a table's
 * rows posted to a request catcher (a dataframe's export, a query's result), people's data in a catcher's query (an
 * image a BI tile or a report loads), SQL that pipes a table to `curl` or `nc` bound for a catcher, a tunnel or a raw
 * public address (`COPY … TO PROGRAM`), or writes it to a share on a public address (`INTO OUTFILE '\\\\host\\…'`);
 * and a `data:` document that runs a script, opened where a browser runs it (a frame, an object, a link, a window).
 */
import { CATCHER, isPublicAddress, lineAround, TUNNEL } from './carried.js';
import { firstWithin, lastWithin } from './line-bounds.js';
import type { Hit } from './codes.js';
import { ibanValid } from './numbers.js';
import { placesOf, type Text } from './find.js';

/**
 * A table's rows made into a request's body: pandas' exports, a DB cursor's rows, an Airflow task's result, R's DBI query,
 * a SELECT statement's string (`pool.query("SELECT …")`), a database client's output in a shell (`$(psql -c …)`).
 */
const TABLE_OUT =
  /\.to_(?:dict|csv|json|records|parquet)\(|\.fetch(?:all|many)\(|\bxcom_pull\(|\bread_sql(?:_query)?\(|\bdbGetQuery\(|["'`]\s{0,3}select\s[^"'`\n]{1,200}\bfrom\s|\$\(\s{0,2}(?:psql|mysql|sqlite3)\s/i;
/** A table rendered for reading (`.to_string()`, `.to_markdown()`, `.to_html()`): to a catcher it is the rows; a chat is sent one as a report. */
const TABLE_SHOWN = /\.to_(?:string|markdown|html)\(/;
/**
 * A value a call sends, by name: a body's (`json=rows`, `body = customers`, `body: rows`), one turned into text
 * (`str(rows)`, `json.dumps(rows)`, `JSON.stringify(rows)`, R's `toJSON(rows)`), interpolated (`text={rows}`), or a
 * field's (`{"content": data[:1900]}`, `{"document": fh}`): read back to where it was made.
 */
const SENT_NAME =
  /\b(?:json|data|content|body|text)\s{0,2}[=:]\s{0,2}([A-Za-z_]\w{0,40})\b(?![.(])|(?:\bstr\(|\bjson\.dumps\(|JSON\.stringify\(|toJSON\()\s{0,2}([A-Za-z_]\w{0,40})|\{([A-Za-z_]\w{0,40})\}|["']\s{0,2}:\s{0,2}([A-Za-z_]\w{0,40})\s{0,2}[},[]/g;
/** A file a call reads and sends (`open("…")`, `readFileSync("…")`, also JSON-escaped; curl's `file=@…`, `$(cat …)`): its path. */
const SENT_FILE =
  /\bopen\(\s{0,2}\\?["'`]([^"'`\n\\]{1,200})|\breadFileSync\(\s{0,2}\\?["'`]([^"'`\n\\]{1,200})|=@["']?([^\s"']{1,200})|\$\(\s{0,2}cat\s{1,3}([^\s)]{1,200})/g;
/**
 * A file of secrets or of people's records: no bot and no catcher is sent one in honest work. People's records are read
 * only in a data file's name (`customers-2024.csv`, `users_dump.sql.gz`): a build's log, an app or a screenshot named for
 * a service (`user-service.log`, `members-area.png`) holds none.
 */
const SECRET_OR_PEOPLE =
  /(?:^|[/~])\.env$|\/etc\/(?:shadow|passwd)|\.aws\/credentials|\.ssh\/|\bid_(?:rsa|ed25519|ecdsa)$|(?:^|[/_\W])(?:customers?|users?|clients?|contacts|patients|employees|payroll|members|leads)(?:[_\W][^/]{0,80})?\.(?:csv|tsv|jsonl?|xlsx?|parquet|sql|db|sqlite3?|bak|dump)(?:\.gz|\.zip)?$/i;
/** A chat its writer reads: a Telegram bot's sending method, a Discord or a Slack incoming webhook. */
const CHAT_HOST = /^(?:api\.telegram\.org|(?:ptb\.|canary\.)?discord(?:app)?\.com|hooks\.slack\.com)$/;
const CHAT_PATH = /^\/(?:bot[^/]{1,120}\/send|api\/(?:v\d{1,2}\/)?webhooks\/|services\/)/;

/**
 * A count or a sum: a SELECT whose list starts with an aggregate (after one grouping column at most), pandas' totals
 * (`.groupby(…).sum()`, `.value_counts()`). A chat is sent one as a number or a small summary, not as rows.
 */
const SUMMARY =
  /\bselect\s{1,3}(?:[\w.]{1,40}\s{0,2},\s{0,2})?(?:count|sum|avg|min|max)\s{0,2}\(|\.(?:sum|count|mean|median|size|nunique|agg|value_counts|describe)\(/i;

/**
 * Whether a statement reads a table's rows (`shown`: also rendered for reading, to a catcher; to a chat, a count or a sum
 * is no table), or a file of secrets or people's records, to send them.
 */
function readsData(s: string, shown: boolean): boolean {
  if ((TABLE_OUT.test(s) || (shown && TABLE_SHOWN.test(s))) && (shown || !SUMMARY.test(s))) return true;
  SENT_FILE.lastIndex = 0;
  for (let m = SENT_FILE.exec(s); m; m = SENT_FILE.exec(s)) if (SECRET_OR_PEOPLE.test(m[1] ?? m[2] ?? m[3] ?? m[4]!)) return true;
  return false;
}

/** Values named for a table's rows or for people's records: what a catcher is sent by name alone (`JSON.stringify(rows)`). */
const ROWS_NAME = /^(?:rows|records|customers?|users|clients|contacts|patients|employees|payroll|members|leads)$/i;

/** The line around `at` in `s`, also where a JSON string escapes its line breaks (`\\n`). */
function lineAt(s: string, at: number): string {
  const escapedFrom = s.lastIndexOf('\\n', at);
  const from = Math.max(s.lastIndexOf('\n', at) + 1, escapedFrom < 0 ? 0 : escapedFrom + 2);
  let to = s.indexOf('\n', at);
  const escaped = s.indexOf('\\n', at);
  if (to < 0 || (escaped >= 0 && escaped < to)) to = escaped;
  return s.slice(from, to < 0 ? undefined : to);
}

/** A frame exported by name (`daily.to_csv(`): its name. */
const EXPORTED = /([A-Za-z_]\w{0,40})\.to_(?:dict|csv|json|records|parquet)\(/;

/** Whether the table a call exports (`daily.to_csv(…)`) was given a count or a sum in sight (`daily = df.groupby(…).sum()`). */
function summarised(call: string, before: string): boolean {
  const m = EXPORTED.exec(call);
  if (m === null) return false;
  const at = assignedAt(before, m[1]!);
  return at >= 0 && SUMMARY.test(lineAt(before, at));
}

/** Where `name` was last given its value in `before`: `name = `, `name := `, `name <- `, `{ name } = `, `as name:`. */
function assignedAt(before: string, name: string): number {
  return Math.max(
    before.lastIndexOf(`${name} = `),
    before.lastIndexOf(`${name} := `),
    before.lastIndexOf(`${name} <- `),
    before.lastIndexOf(`{ ${name} } = `),
    before.lastIndexOf(` as ${name}:`),
  );
}

/**
 * A request catcher's URL (not a tunnel's: a developer's own server answers there), a Telegram bot's sending method or a
 * Discord or Slack webhook (`rest`, the URL's path and query, says which) that a statement sends a table's rows or a file
 * of secrets or people's records to: on the URL's line or the next (a call's arguments), or a value it sends named for a
 * variable so assigned within the 400 code units before. A build's status, a count, a link or a table rendered as a report
 * sent to a chat is not read.
 */
export function shipsTable(text: string, start: number, end: number, host: string, rest: string): boolean {
  if (CATCHER.test(host) ? TUNNEL.test(host) : !CHAT_HOST.test(host) || !CHAT_PATH.test(rest)) return false;
  const nl = firstWithin(text, '\n', end, 240);
  const call = lineAround(text, start, end, 200) + (nl < 0 ? '' : text.slice(nl, Math.min(text.length, nl + 120, end + 240)));
  const catcher = CATCHER.test(host);
  const before = text.slice(Math.max(0, start - 400), start);
  if (readsData(call, catcher) && (catcher || !summarised(call, before))) return true;
  SENT_NAME.lastIndex = 0;
  // A call sends a few values: the first eight named are read back, each name once (`json=rows … json=rows` is read
  // for one), so a text of braces or of the same call over and over costs no more per URL.
  const read: string[] = [];
  let tried = 0;
  for (let m = SENT_NAME.exec(call); m && tried < 8; m = SENT_NAME.exec(call), tried++) {
    const name = (m[1] ?? m[2] ?? m[3] ?? m[4])!;
    if (read.includes(name)) continue;
    read.push(name);
    const at = assignedAt(before, name);
    // Assigned in sight, what it was given says (`rows = [1, 2]` is a fixture); out of sight, a catcher sent `rows` is sent rows.
    if (at >= 0 ? readsData(lineAt(before, at), catcher) : catcher && ROWS_NAME.test(name)) return true;
  }
  return false;
}

/** An e-mail address in a query (`a%40b.example`, `a@b.example`), and a run of a card's digits. */
const QUERY_EMAIL = /[a-z0-9._-](?:%40|@)[a-z0-9-]{1,63}\.[a-z]/gi;
const CARD_RUN = /(?:^|[=,;&+])\d{13,19}(?:$|[,;&+])/;

/**
 * An e-mail address at a documentation, test or placeholder domain (`test@example.com`, `a@b.test`, `me@yourdomain.com`,
 * `jo@company.com`): a webhook's sample, no one's.
 */
const SAMPLE_EMAIL =
  /(?:%40|@)(?:[a-z0-9-]{1,63}\.){0,3}(?:example(?:\.(?:com|net|org))?|test|invalid|localhost|(?:your|my)?(?:domain|company|email|site)\.com|(?:foo|acme)\.com)(?![a-z0-9-])/i;
/** A role's or a system's mailbox (`noreply@`, `bounce+123@`, `support@`): a mailer's, no one person's. */
const ROLE_EMAIL =
  /(?:^|[^a-z0-9._%+-])(?:no-?reply|do-?not-?reply|bounces?|mailer-daemon|postmaster|support|info|admin|hello|contact|sales|billing|notifications?|alerts?|team)(?:(?:\+|%2B)[\w.-]{0,40})?(?:%40|@)/i;
/** Prose that calls what follows a test or a sample ("send a test event to", "Sample call:", "Webhook config (sandbox)"). */
const TEST_PROSE = /(?<![\w.@/-])(?:test(?:s|ing|ed)?|sample|example|sandbox|dummy|fake|placeholder)\b/i;
/** An IBAN as a query's or a fragment's whole value (group 1), in either case. */
const QUERY_IBAN = /(?:^|[=&#])([A-Z]{2}\d{2}[A-Z0-9]{11,30})(?:$|&)/i;

/** Whether one e-mail address is a sample's or a mailbox of a role, not a person's. */
function notAPerson(s: string): boolean {
  return SAMPLE_EMAIL.test(s) || ROLE_EMAIL.test(s);
}

/** A value of base64 (either alphabet) whose bytes read as a person's data: an e-mail address, a phone, named fields. */
function decodesToPerson(v: string): boolean {
  if (v.length < 16 || v.length > 2048 || !/^[A-Za-z0-9+/_-]+(?:={0,2}|(?:%3D){0,2})$/i.test(v)) return false;
  const s = Buffer.from(v.replace(/%3D/gi, ''), 'base64').toString('latin1');
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) < 0x20 || s.charCodeAt(i) > 0x7e) return false;
  return (/[a-z0-9._-]@[a-z0-9-]{1,63}\.[a-z]/i.test(s) && !notAPerson(s)) || phoneIn(s);
}
/** A number kept for films and tests: Twilio's test numbers (`+1 500 …`) and North America's `555-01xx`. */
function fictionalPhone(digits: string): boolean {
  return (
    digits.length === 11 &&
    digits[0] === '1' &&
    (digits.startsWith('500', 1) || (digits.startsWith('555', 4) && digits.startsWith('01', 7)))
  );
}

/**
 * A phone number written in a query: `+` (or `%2B`, in either case) then 9 to 15 digits, parted by blanks (also `%20`),
 * dots or dashes, no more than three of them in a row, and no letter right after. The `+` starts a value or follows a
 * separator: one after a word or a number (`batch+598874932`, `Invoice+100023456+paid`, `…789+0100`) is a form's
 * encoded blank. Read by one scan, each code unit once.
 */
function phoneIn(s: string): boolean {
  const lower = s.toLowerCase();
  for (let at = s.indexOf('+'), plus = lower.indexOf('%2b'); at >= 0 || plus >= 0; ) {
    const literal = at >= 0 && (plus < 0 || at < plus);
    const sign = literal ? at : plus;
    const from = literal ? at + 1 : plus + 3;
    let digits = '';
    let apart = 0;
    let i = from;
    while (i < s.length && apart <= 3) {
      const c = s.charCodeAt(i);
      const step = c === 0x25 && s.startsWith('%20', i) ? 3 : 1;
      if (c >= 48 && c <= 57) {
        if (digits.length <= 15) digits += s[i];
        apart = 0;
      } else if (c === 0x20 || c === 0x2d || c === 0x2e || step === 3) apart++;
      else break;
      i += step;
    }
    const joined = sign > 0 && /[A-Za-z0-9]/.test(s[sign - 1]!);
    const lettered = i < s.length && /[A-Za-z]/.test(s[i]!);
    const first = s.charCodeAt(from);
    if (digits.length >= 9 && digits.length <= 15 && first >= 48 && first <= 57 && !joined && !lettered && !fictionalPhone(digits))
      return true;
    // The next `+` or `%2B` after this one: each is read once, so the scan stays linear.
    if (literal) at = s.indexOf('+', Math.max(at + 1, i));
    else plus = lower.indexOf('%2b', Math.max(plus + 3, i));
  }
  return false;
}

/**
 * A catcher's (not a tunnel's) query or fragment that carries people's data: two e-mail addresses or more, or a card's
 * digits; or one person's e-mail address (not a sample's at a documentation or placeholder domain, nor a role's mailbox),
 * phone number or IBAN (one that passes its check), written out or in base64 — what an injected image or link on a
 * request bin carries out of a chat when it is rendered or opened. One person's datum is not read where the prose just
 * before the URL (`before`) calls it a test or a sample: docs and test events send one to a bin.
 */
export function carriesPeople(rest: string, host: string, before: string): boolean {
  const q = rest.indexOf('?');
  const hash = rest.indexOf('#');
  if (q < 0 && hash < 0) return false;
  const query = rest.slice(q >= 0 && (hash < 0 || q < hash) ? q + 1 : hash + 1);
  if (query.length < 16) return false;
  // Any host's pixel that lists people (pixelListsPeople); the rest only to a catcher.
  if (q >= 0 && renderedImage(rest.slice(0, q), before) && pixelListsPeople(query, host) && !TEST_PROSE.test(before)) return true;
  if (!CATCHER.test(host) || TUNNEL.test(host)) return false;
  if (CARD_RUN.test(query)) return true;
  const emails = query.match(QUERY_EMAIL)?.length ?? 0;
  if (emails >= 2) return true;
  if (TEST_PROSE.test(before)) return false;
  const iban = QUERY_IBAN.exec(query);
  if ((emails === 1 && !notAPerson(query)) || (iban !== null && ibanValid(iban[1]!.toUpperCase())) || phoneIn(query)) return true;
  // A value after its name, or a whole part (a fragment of base64 whose padding is its only `=`).
  for (const part of query.split(/[&#]/)) if (decodesToPerson(part.slice(part.indexOf('=') + 1)) || decodesToPerson(part)) return true;
  return false;
}

/** An image's path, or a URL a markdown image or an element's `src` loads (the 160 code units before it, `before`). */
const IMAGE_END = /\.(?:gif|png|jpe?g|webp|bmp)$/i;
const MARKDOWN_IMAGE = /!\[[^\]\n]{0,80}\]\($/;
const SRC_BEFORE = /\bsrc[ \t]{0,2}=[ \t]{0,2}\\?["']?$/i;
/** Read from the end of `before` only: a link's `](` or an attribute's last characters first, by plain tests. */
const renderedImage = (path: string, before: string): boolean =>
  IMAGE_END.test(path) ||
  (before.endsWith('](') && MARKDOWN_IMAGE.test(before.slice(-84))) ||
  (/[=\s"']$/.test(before) && SRC_BEFORE.test(before.slice(-12)));
/** Two people's names or more in one value (`Ana+Taufa,Joseph+Chanda`): capitalised pairs apart by a comma or `;`. */
const NAME = String.raw`[A-Z][a-z'-]{1,20}(?:\+|%20| )[A-Z][a-z'-]{1,20}`;
const NAMES = new RegExp(String.raw`(?:^|=)${NAME}(?:,|%2C|;|%3B)(?:\+|%20| )?${NAME}(?:$|&|,|%2C|;|%3B)`);
/** A person's datum beside an address in the same query, digits in it: a card's, a phone, a birth date, an IBAN, an id. */
const PERSONAL_NAME = /(?:^|&)(?:card\w{0,8}|last_?4|cvv|dob|birth\w{0,6}|phone\w{0,4}|mobile|iban|ssn|passport\w{0,4})=[^&\d]{0,30}\d/i;
/** A database's statement (`SELECT * FROM customers`) written in a value; a docs site's image of a query plan shows one. */
const DOCS_HOST = /^(?:docs?|wiki|help|developers?|learn)\./;
const STATEMENT = /(?:^|=)select(?:\+|%20| )[^&]{1,80}?(?:\+|%20| )from(?:\+|%20| )[A-Za-z_]/i;
/**
 * A pixel's query (an image the reader renders) that lists people or their data: two names or more in a value beside a
 * phone number, an address or a personal datum; an address (not a role's mailbox) beside a card's digits or another personal datum,
 * or a database's statement. A newsletter's open pixel carries its own recipient's address or an id, an avatar a hash,
 * a chart its labels: none of these.
 */
function pixelListsPeople(query: string, host: string): boolean {
  if (STATEMENT.test(query)) return !DOCS_HOST.test(host);
  QUERY_EMAIL.lastIndex = 0;
  const email = QUERY_EMAIL.test(query) && !ROLE_EMAIL.test(query);
  QUERY_EMAIL.lastIndex = 0;
  const personal = PERSONAL_NAME.test(query);
  // Names alone are a photo's caption as often (`?caption=Ana+Lopez,Ben+Ray`): with a phone, an address or a datum.
  if (NAMES.test(query)) return email || personal || phoneIn(query);
  // A documentation domain's address too: beside a card's digits it stands for a person's.
  return email && personal;
}

/** A program Postgres runs on a table's rows (`COPY … TO PROGRAM '…'`), and a file MySQL writes (`INTO OUTFILE '…'`). */
const TO_PROGRAM =
  /\bto\s{1,3}program\s{1,3}'((?:[^'\n\\]|\\.|''){1,400})'|\binto\s{1,3}(?:out|dump)file\s{1,3}'((?:\\\\){1,2}[^'\n]{1,200})'/gi;
/** The words the two statements need (literals of the index). */
const SQL_EXPORT_WORDS: readonly string[] = ['program', 'outfile', 'dumpfile'];
/**
 * A program that sends what it reads over the network: a client (`curl`, `nc` …), `openssl s_client`, a shell's
 * `/dev/tcp/…`, or an interpreter's network library (Python's `urllib`, `requests`, `socket`; Perl's `IO::Socket`).
 */
const NETWORK_CLIENT =
  /\b(?:curl|wget|nc|ncat|netcat|socat)\s|\bopenssl\s{1,3}s_client\b|\/dev\/(?:tcp|udp)\/|\b(?:python[\d.]{0,4}|perl|ruby|node)\s[^']{0,300}\b(?:urllib|requests|socket|http\.client|httpx|IO::Socket|Net::HTTP|LWP)\b/;
const HOST_IN = /(?:https?:\/\/)?([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6})/gi;

/** Whether a program's or a share's text names a catcher, a tunnel or a raw public address. */
function namesOutside(s: string): boolean {
  HOST_IN.lastIndex = 0;
  for (let m = HOST_IN.exec(s); m; m = HOST_IN.exec(s)) {
    const host = m[1]!.toLowerCase();
    if (CATCHER.test(host) || isPublicAddress(host)) return true;
  }
  return false;
}

/** SQL that ships a table out through a program or to a public share (`url_exfiltration`); a program that compresses or copies to the company's bucket is not. */
export function detectSqlExports(t: Text, out: Hit[]): void {
  // Most texts hold neither statement: both need the word, which the literal index has found in any case already, and
  // start with `to` or `into` at most seven code units before it: the pattern is tried there alone, not over the text.
  for (const m of t.findNear(TO_PROGRAM, SQL_EXPORT_WORDS, 7, 'ti')) {
    const program = m[1];
    if (program !== undefined ? NETWORK_CLIENT.test(program) && namesOutside(program) : namesOutside(m[2]!.replace(/\\+/g, ' ')))
      out.push({ code: 'url_exfiltration', start: m.index, end: m.index + m[0].length });
  }
}

/** An element's attribute that loads a URL, ending just before the URL: its tag in group 1 (the element's text from its `<`). */
const TAG_ATTR = /^<([a-z]{1,8})\b[^<>]{0,300}\s(?:href|src|data|action|formaction)\s{0,3}=$/i;
/** Elements whose `data:` source runs no script: an image's SVG is drawn, a media element's and a stylesheet's are not documents. */
const INERT = new Set(['img', 'image', 'source', 'link', 'video', 'audio', 'input', 'picture', 'track']);

/**
 * Where a `data:` URL at `at` is opened: the element whose attribute holds it (`a`, `iframe`, `script` …), `a` for a
 * markdown link (not an image's `![…](…)`), `window` for a window's or a location's address, `src` for an element's
 * `src` set from script; null elsewhere (prose, CSS, JSON data).
 */
function openedBy(text: string, at: number): string | null {
  let p = at - 1;
  while (p >= 0 && at - p <= 14 && ' \t"\'\\'.includes(text[p]!)) p--;
  if (p < 0) return null;
  if (text[p] === '(') {
    if (text[p - 1] === ']') {
      const open = lastWithin(text, '[', p - 1, 199);
      return open < 0 || text[open - 1] === '!' ? null : 'a';
    }
    return text.slice(Math.max(0, p - 11), p) === 'window.open' ? 'window' : null;
  }
  if (text[p] !== '=') return null;
  if (/location(?:\.href)?\s{0,3}$/.test(text.slice(Math.max(0, p - 20), p))) return 'window';
  // An element's `src` set from script (`frame.src = "data:…"`): a frame's or an image's, so only a page is read there.
  if (/\.src\s{0,3}$/.test(text.slice(Math.max(0, p - 10), p))) return 'src';
  const lt = lastWithin(text, '<', p, 320);
  if (lt < 0) return null;
  const m = TAG_ATTR.exec(text.slice(lt, p + 1));
  return m === null ? null : m[1]!.toLowerCase();
}

/** The document types a browser runs a script in, and a script itself. */
const DATA_TYPE = /^data:(text\/html|application\/xhtml\+xml|image\/svg\+xml|(?:text|application)\/(?:java|ecma)script)[;,]/i;
/** What ends a `data:` URL in markup and prose. */
const DATA_END = new Set(['"', "'", ' ', '\t', '\n', '\r', ')', '<', '>']);
/** What ends a `data:` URL in a script's string: its quote or the line's end (a page's markup holds blanks and brackets). */
const SRC_END = new Set(['"', "'", '`', '\n', '\r']);
/** What a script needs in an SVG: a script element, an event handler, a `javascript:` link. */
const SVG_SCRIPT = /<script|\son[a-z]{3,20}\s{0,3}=|javascript:/i;

/** An SVG's text from its `data:` URL: base64 decoded, or percent-decoded. */
function svgText(url: string): string {
  const comma = url.indexOf(',');
  if (comma < 0) return '';
  const body = url.slice(comma + 1, comma + 1 + 4000);
  if (/;base64$/i.test(url.slice(0, comma))) return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('latin1');
  try {
    return decodeURIComponent(body);
  } catch {
    return body;
  }
}

/**
 * A `data:` document that runs a script, where a browser opens it: `text/html` and XHTML in a frame, an object, a
 * window or a link, or anywhere when its base64 decodes to a script; an SVG that holds a script or a handler in a frame, an object, an embed or a link (an image's SVG runs
 * none: `<img>` and markdown's `![…](…)` are not read); a script's type as a script's `src`.
 */
export function detectDataTargets(t: Text, out: Hit[]): void {
  const text = t.text;
  // The literal index's places of `data:`, in any case: a browser reads a scheme so (`DATA:text/html`).
  for (const at of placesOf(t, 'data:')) {
    const type = DATA_TYPE.exec(text.slice(at, at + 40));
    if (type === null) continue;
    const tag = openedBy(text, at);
    const kind = type[1]!.toLowerCase();
    // Outside markup (a record's field, a line of prose), a page encoded in base64 whose script the decoding shows: a
    // page hidden so is meant to be opened; the plain form (`data:text/html,<script>…`) is what documents quote.
    if (tag === null && (kind === 'text/html' || kind === 'application/xhtml+xml') && /^;base64,/i.test(text.slice(at + 5 + kind.length))) {
      let end = at + type[0].length;
      while (end < text.length && end - at < 4000 && !DATA_END.has(text[end]!)) end++;
      if (SVG_SCRIPT.test(svgText(text.slice(at, end)))) out.push({ code: 'url_exfiltration', start: at, end });
      continue;
    }
    if (tag === null || INERT.has(tag)) continue;
    if (tag === 'src' && kind !== 'text/html' && kind !== 'application/xhtml+xml') continue;
    let end = at + type[0].length;
    // A script sets a page whose text is its own literal: a prefix joined to a variable (a live preview's
    // `'data:text/html,' + encodeURIComponent(code)`) is read only when that literal itself holds a script.
    const readBody = kind === 'image/svg+xml' || tag === 'src';
    // Only such a body is read (up to 4,000 code units), to its quote, blank or bracket.
    if (readBody) while (end < text.length && end - at < 4000 && !(tag === 'src' ? SRC_END : DATA_END).has(text[end]!)) end++;
    const runs = kind.endsWith('script') ? tag === 'script' : !readBody || SVG_SCRIPT.test(svgText(text.slice(at, end)));
    if (runs) out.push({ code: 'url_exfiltration', start: at, end });
  }
}
