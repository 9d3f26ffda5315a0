/**
 * adversarial_url readings of a link offered to click and of a URL's host, apart from the URL's
 * own shape (urls.ts): a link whose visible text names one site and whose target is another, a
 * `javascript:` or `data:text/html` target, a `file://` target that is a secret file; a host
 * whose labels carry the conversation as hex or base32 (DNS exfiltration); a request catcher
 * whose query carries text; a metadata address behind wildcard DNS (`169.254.169.254.nip.io`).
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';

/** A link's target and text: `[text](target)` or `<a href="target">text</a>` (group 1–2 or 3–4). */
const LINK =
  /\[([^\]\n]{1,200})\]\(\s{0,3}([^\s()]{1,2000})|<a\s[^>]{0,200}?href\s{0,3}=\s{0,3}\\?["']([^"'\s\\]{1,2000})(?:\\?["'][^>]{0,200}>([^<\n]{1,200})<\/a>)?/gi;
/** A script or a page written into the link itself; `&#58;` is a colon spelled as an HTML entity. */
const SCRIPT_TARGET = /^(?:javascript|vbscript)(?::|&#0{0,3}58;|&colon;)|^data:text\/html[;,]/i;
/** Files that hold secrets, as a `file://` link names them. */
const SECRET_FILE =
  /^file:\/\/[^?#]{0,200}?(?:\/etc\/(?:passwd|shadow|sudoers)|\/proc\/self\/|\/\.ssh\/|\/\.aws\/credentials|\/\.git-credentials|\/\.netrc|\/\.docker\/config\.json|\/\.kube\/config|\/win\.ini)/i;
/** What the visible text is when it names a site: a URL, or a host (and path) shown as one. */
const SHOWN = /^(?:https?:\/\/)?((?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,12})(?::\d{1,5})?(\/\S{0,300})?$/i;
/** A file's extension that reads as a top-level domain (`README.md`, `Node.js`): not a site. */
const FILE_EXTENSIONS = new Set(
  'md js mjs ts tsx jsx json py rs go rb sh txt yml yaml toml ini cfg lock html htm css xml csv pdf png jpg gif svg zip gz exe java php pl swift kt'.split(
    ' ',
  ),
);
/** Short links: the text a shortener's link shows is the page it leads to. */
const SHORTENERS = new Set([
  't.co',
  'bit.ly',
  'goo.gl',
  'lnkd.in',
  'ow.ly',
  'buff.ly',
  'tinyurl.com',
  'is.gd',
  'youtu.be',
  'amzn.to',
  'g.co',
  'aka.ms',
]);
/** Second-level labels under a country code (`amazon.co.uk`): the name is the label before them. */
const SECOND_LEVEL = new Set(['com', 'co', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or']);

/** A host's registered domain: its last two labels, three under a country's second level. */
export function registered(host: string): string {
  const labels = host.split('.');
  const n = labels.length;
  const keep = n >= 3 && labels[n - 1]!.length === 2 && SECOND_LEVEL.has(labels[n - 2]!) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** The host of an http(s) URL, lower case; '' when the URL is not one. */
function hostOf(url: string): string {
  const m = /^https?:\/\/(?:[^/?#@\s]{0,200}@)?([^/?#:\s]{1,253})/i.exec(url);
  return m ? m[1]!.toLowerCase() : '';
}

/**
 * Whether a link's text names a site its target is not: the text is a URL, or a host with `www.`,
 * a path or three labels or more (a product name such as `ASP.NET` has two), and the target is on
 * another registered domain that neither carries the shown one (an archive, a redirect wrapper)
 * nor shares its name (`github.io` and `github.com`), and is no shortener.
 */
function showsAnother(shownText: string, target: string): boolean {
  const m = SHOWN.exec(shownText.trim());
  if (m === null) return false;
  const shown = m[1]!.toLowerCase();
  const labels = shown.split('.');
  if (FILE_EXTENSIONS.has(labels[labels.length - 1]!)) return false;
  if (!/^https?:\/\//i.test(shownText.trim()) && !shown.startsWith('www.') && m[2] === undefined && labels.length < 3) return false;
  const host = hostOf(target);
  // A local target (`[api.example.com](http://localhost:8080/)`) is a developer's own copy, not another site.
  if (host === '' || host === 'localhost' || /^(?:127|10|192\.168)\.\d|^\[/.test(host)) return false;
  if (SHORTENERS.has(host) || SHORTENERS.has(registered(shown))) return false;
  const a = registered(shown);
  const b = registered(host);
  if (a === b || target.toLowerCase().includes(a)) return false;
  const nameA = a.split('.')[0]!;
  const nameB = b.split('.')[0]!;
  return nameA !== nameB;
}

export function detectLinks(t: Text, out: Hit[]): void {
  detectLookups(t, out);
  if (!t.has('](', 'href')) return;
  const text = t.text;
  LINK.lastIndex = 0;
  for (let m = LINK.exec(text); m; m = LINK.exec(text)) {
    const shown = m[1] ?? m[4] ?? '';
    const target = m[2] ?? m[3]!;
    const start = m.index;
    const end = m.index + m[0].length;
    if (SCRIPT_TARGET.test(target) || SECRET_FILE.test(target)) out.push({ code: 'url_exfiltration', start, end });
    else if (showsAnother(shown, target)) out.push({ code: 'url_lookalike_host', start, end });
  }
}

/** Request catchers and relays: services that record every request made to a URL of theirs. */
const CATCHERS =
  /(?:^|\.)(?:webhook\.site|requestbin\.(?:com|net)|pipedream\.net|ngrok(?:-free)?\.(?:io|app|dev)|oast\.(?:fun|pro|live|site|online|me)|interact\.sh|burpcollaborator\.net|oastify\.com|beeceptor\.com|requestcatcher\.com|hookbin\.com|postb\.in|canarytokens\.com|dnslog\.cn)$/;
/** Query parameters that carry a page position or a tracking id, not text. */
const NOT_TEXT =
  /^(?:page|limit|offset|per_page|cursor|id|sort|order|utm_\w+|v|version|code|state|scope|session_state|client_id|response_type|redirect_uri|nonce|prompt|lang|locale|hl|ref)$/i;
/** Words joined as a query writes them: a letter, `+` or `%20`, a letter. */
const WORDS = /[a-z](?:\+|%20)[a-z]/i;

/**
 * A request catcher's URL whose query carries text: a value of eight characters or more of words joined by `+` or
 * `%20`, under a name that is no page position, no tracking tag and no OAuth callback's (`code`, `state`, `scope`).
 */
export function catcherCarries(host: string, query: string): boolean {
  if (!CATCHERS.test(host)) return false;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq <= 0 || NOT_TEXT.test(pair.slice(0, eq))) continue;
    const value = pair.slice(eq + 1);
    if (value.length >= 8 && WORDS.test(value)) return true;
  }
  return false;
}

/** Whether decoded bytes read as text: printable, two fifths letters, and a blank or a field's punctuation. */
function readsAsText(bytes: Buffer): boolean {
  if (bytes.length < 8) return false;
  let letters = 0;
  for (const b of bytes) {
    if (b < 0x20 || b >= 0x7f) return false;
    if ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a) letters++;
  }
  return letters >= bytes.length * 0.4 && /[ =:;,@]/.test(bytes.toString('latin1'));
}

const B32 = 'abcdefghijklmnopqrstuvwxyz234567';
function base32(s: string): Buffer {
  const out: number[] = [];
  let bits = 0;
  let acc = 0;
  for (const ch of s) {
    acc = (acc << 5) | B32.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >>> bits) & 0xff);
    }
  }
  return Buffer.from(out);
}

/**
 * A host label (not the registered domain's) of hex or base32 that decodes to text: data sent out
 * through a DNS lookup (`<hex of the data>.x.attacker.tld`). A CDN's or a bucket's hex id, an
 * IPFS address decode to noise.
 */
export function carriesInLabels(host: string): boolean {
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 2; i++) {
    const l = labels[i]!;
    if (l.length < 16) continue;
    if (/^[0-9a-f]+$/.test(l) ? l.length % 2 === 0 && readsAsText(Buffer.from(l, 'hex')) : /^[a-z2-7]+$/.test(l) && readsAsText(base32(l)))
      return true;
  }
  return false;
}

/** A host looked up by a command (`nslookup <host>`, `dig <host>`): DNS exfiltration needs no URL. */
const LOOKUP = /\b(?:nslookup|dig)\s{1,3}(?:-\S{1,10}\s{1,3}){0,3}([a-z0-9][a-z0-9.-]{20,253})/gi;

/** A host a lookup command names whose labels carry text (carriesInLabels). */
export function detectLookups(t: Text, out: Hit[]): void {
  // Most texts name neither command (the shared literal index says so): not scanned.
  if (!t.has('nslookup', 'dig ')) return;
  const text = t.text;
  LOOKUP.lastIndex = 0;
  for (let m = LOOKUP.exec(text); m; m = LOOKUP.exec(text))
    if (carriesInLabels(m[1]!.toLowerCase())) out.push({ code: 'url_exfiltration', start: m.index, end: m.index + m[0].length });
}

/** Wildcard DNS services: `<address>.nip.io` resolves to the address. */
const WILDCARD_DNS = /^(.{1,64})\.(?:nip\.io|sslip\.io|xip\.io|nip\.direct)$/;

/** The address a wildcard-DNS host names, as a 32-bit number: dotted, dashed or eight hex digits; null otherwise. */
export function wildcardAddress(host: string): number | null {
  const m = WILDCARD_DNS.exec(host);
  if (m === null) return null;
  const labels = m[1]!.split('.');
  const last = labels[labels.length - 1]!;
  const parts = /^[0-9a-f]{8}$/.test(last)
    ? [0, 2, 4, 6].map((i) => parseInt(last.slice(i, i + 2), 16))
    : (labels.length >= 4 ? labels.slice(-4) : last.split('-').slice(-4)).map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  if (parts.length !== 4 || parts.some((p) => Number.isNaN(p) || p > 255)) return null;
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}
