/**
 * adversarial_url readings of URLs as data work carries them (docs/content-readings.md, "URLs in data work"): a table's
 * rows posted to a request catcher (a dataframe's export, a query's result), people's data in a catcher's query (an
 * image a BI tile or a report loads), SQL that pipes a table to `curl` or `nc` bound for a catcher, a tunnel or a raw
 * public address (`COPY … TO PROGRAM`), or writes it to a share on a public address (`INTO OUTFILE '\\\\host\\…'`);
 * and a `data:` document that runs a script, opened where a browser runs it (a frame, an object, a link, a window).
 */
import { CATCHER, isPublicAddress, lineAround, TUNNEL } from './carried.js';
import { lastWithin } from './line-bounds.js';
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';

/** A table's rows made into a request's body: pandas' exports, a DB cursor's rows, an Airflow task's result. */
const TABLE_OUT = /\.to_(?:dict|csv|json|records|parquet|string|markdown)\(|\.fetchall\(\)|\bxcom_pull\(|\bread_sql(?:_query)?\(/;
/** A body given by name (`json=rows`, `data=customers.to_csv()`): its name, read back to where it was made. */
const BODY_NAME = /\b(?:json|data|content|body)\s{0,2}=\s{0,2}([A-Za-z_]\w{0,40})\b/g;

/**
 * A request catcher's URL (not a tunnel's: a developer's own server answers there) that a statement sends a table's
 * rows to: on the URL's line or the next (a call's arguments), an export of a dataframe or a cursor's rows, or a body
 * named for a variable assigned such rows within the 400 code units before.
 */
export function shipsTable(text: string, start: number, end: number, host: string): boolean {
  if (!CATCHER.test(host) || TUNNEL.test(host)) return false;
  const nl = text.indexOf('\n', end);
  const call = lineAround(text, start, end, 200) + (nl < 0 ? '' : text.slice(nl, Math.min(text.length, nl + 120, end + 240)));
  if (TABLE_OUT.test(call)) return true;
  const before = text.slice(Math.max(0, start - 400), start);
  BODY_NAME.lastIndex = 0;
  for (let m = BODY_NAME.exec(call); m; m = BODY_NAME.exec(call)) {
    const at = before.lastIndexOf(`${m[1]} = `);
    if (at < 0) continue;
    const eol = before.indexOf('\n', at);
    if (TABLE_OUT.test(before.slice(at, eol < 0 ? undefined : eol))) return true;
  }
  return false;
}

/** An e-mail address in a query (`a%40b.example`, `a@b.example`), and a run of a card's digits. */
const QUERY_EMAIL = /[a-z0-9._-](?:%40|@)[a-z0-9-]{1,63}\.[a-z]/gi;
const CARD_RUN = /(?:^|[=,;&+])\d{13,19}(?:$|[,;&+])/;

/** A catcher's (not a tunnel's) query that carries people's data: two e-mail addresses or more, or a card's digits. */
export function carriesPeople(query: string, host: string): boolean {
  if (query.length < 16 || !CATCHER.test(host) || TUNNEL.test(host)) return false;
  if (CARD_RUN.test(query)) return true;
  return (query.match(QUERY_EMAIL)?.length ?? 0) >= 2;
}

/** A program Postgres runs on a table's rows (`COPY … TO PROGRAM '…'`), and a file MySQL writes (`INTO OUTFILE '…'`). */
const TO_PROGRAM = /\bto\s{1,3}program\s{1,3}'([^'\n]{1,400})'|\binto\s{1,3}(?:out|dump)file\s{1,3}'((?:\\\\){1,2}[^'\n]{1,200})'/gi;
/** A client that sends what it reads over the network. */
const NETWORK_CLIENT = /\b(?:curl|wget|nc|ncat|netcat|socat)\s/;
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

/** The words the two statements need, as SQL is written. */
/** SQL that ships a table out through a program or to a public share (`url_exfiltration`); a program that compresses or copies to the company's bucket is not. */
export function detectSqlExports(t: Text, out: Hit[]): void {
  const text = t.text;
  // Most texts hold neither statement: both need the word, which the literal index has found in any case already.
  if (!t.has('program', 'outfile', 'dumpfile')) return;
  TO_PROGRAM.lastIndex = 0;
  for (let m = TO_PROGRAM.exec(text); m; m = TO_PROGRAM.exec(text)) {
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
 * markdown link (not an image's `![…](…)`), `window` for a window's or a location's address; null elsewhere (prose, CSS,
 * JSON data).
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
  const lt = lastWithin(text, '<', p, 320);
  if (lt < 0) return null;
  const m = TAG_ATTR.exec(text.slice(lt, p + 1));
  return m === null ? null : m[1]!.toLowerCase();
}

/** The document types a browser runs a script in, and a script itself. */
const DATA_TYPE = /^data:(text\/html|application\/xhtml\+xml|image\/svg\+xml|(?:text|application)\/(?:java|ecma)script)[;,]/i;
/** What ends a `data:` URL in markup and prose. */
const DATA_END = new Set(['"', "'", ' ', '\t', '\n', '\r', ')', '<', '>']);
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
 * window or a link; an SVG that holds a script or a handler in a frame, an object, an embed or a link (an image's SVG runs
 * none: `<img>` and markdown's `![…](…)` are not read); a script's type as a script's `src`.
 */
export function detectDataTargets(t: Text, out: Hit[]): void {
  const text = t.text;
  // The literal index's places of `data:`, in any case: a browser reads a scheme so (`DATA:text/html`).
  for (const at of placesOf(t, 'data:')) {
    const type = DATA_TYPE.exec(text.slice(at, at + 40));
    if (type === null) continue;
    const tag = openedBy(text, at);
    if (tag === null || INERT.has(tag)) continue;
    const kind = type[1]!.toLowerCase();
    let end = at + type[0].length;
    // Only an SVG's body is read (up to 4,000 code units), to its quote, blank or bracket.
    if (kind === 'image/svg+xml') while (end < text.length && end - at < 4000 && !DATA_END.has(text[end]!)) end++;
    const runs = kind.endsWith('script') ? tag === 'script' : kind !== 'image/svg+xml' || SVG_SCRIPT.test(svgText(text.slice(at, end)));
    if (runs) out.push({ code: 'url_exfiltration', start: at, end });
  }
}
