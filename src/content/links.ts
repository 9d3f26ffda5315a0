/**
 * adversarial_url readings of a link offered to click and of a URL's host, apart from the URL's
 * own shape (urls.ts): a `javascript:` (not a menu's do-nothing `javascript:void(0)`) or
 * `data:text/html` target, a `file://` target that is a secret file; a host whose labels carry the
 * conversation as hex or base32 (DNS exfiltration); a metadata address behind wildcard DNS
 * (`169.254.169.254.nip.io`). A link whose text shows another site than its target, and a request
 * catcher's query of words, were read once and taken out: an independent review found rebrands,
 * mirrors, short domains and searches through tunnels written so (docs/content-readings.md).
 */
import { base32Bytes } from '../text/base32.js';
import type { Hit } from './codes.js';
import { detectDataTargets, detectSqlExports } from './data-sinks.js';
import { detectPageSends } from './page-sends.js';
import { detectProseScripts } from './prose-scripts.js';
import { detectWarehouseExports } from './warehouse-exports.js';
import { holdsAsWritten, placesOf, type Text } from './find.js';
import { lineEndWithin, lineStartWithin } from './line-bounds.js';
import { firstPlaceFrom, unitPlaces } from './unit-places.js';

/**
 * A link's target: a markdown link's `](target` (read from its closing bracket, so a text of brackets costs no scan
 * back; raw tabs inside its scheme, `java\tscript:`, are dropped as a renderer's URL parser drops them) or an anchor's `href` (group 1 or 2; a quoted one may hold the tabs and line breaks a URL's parser drops, raw or
 * escaped in a JSON string, and the blanks it trims before the scheme).
 */
const LINK =
  /\]\(\s{0,3}((?:[a-zA-Z]{0,12}\t){1,4}[a-zA-Z]{0,12}:[^\s()]{0,2000}|[^\s()]{1,2000})|<a(?:rea)?\s[^>]{0,200}?href\s{0,3}=\s{0,3}(?:\\?["'](?:[ \t\n\r]|\\[tnr]){0,40}((?:[^"'\s\\]|[\t\n\r]|\\[tnr]){1,2000})|((?:javascript|vbscript|data):[^\s"'<>`]{0,2000}))/gi;
const LINK_ANCHORS: readonly string[] = ['](', '<a'];
/** A script or a page written into the link itself; `&#58;` is a colon spelled as an HTML entity. */
const SCRIPT_TARGET = /^(?:javascript|vbscript)(?::|&#0{0,3}58;|&colon;)|^data:text\/html[;,]/i;
/**
 * A document that runs scripts, opened as an anchor's target: XHTML. An SVG is not read so: icon sites link every icon as
 * `data:image/svg+xml` with `download`.
 */
const XHTML_TARGET = /^data:application\/xhtml\+xml[;,]/i;
/** The do-nothing targets every scraped page's menus hold (`javascript:void(0)`, `javascript:;`; a markdown link's `javascript:void` where its parenthesis ends the target). */
const NO_SCRIPT =
  /^javascript:\s{0,2}(?:void(?:\s{0,2}\(?\s{0,2}0?\s{0,2}\)?)?\s{0,2};?|;|\/\/|(?:window\.)?(?:history\.back\(\)|history\.go\(-1\)|print\(\)|close\(\))\s{0,2};?)?\s{0,2}$/i;
/** Files that hold secrets, as a `file://` link names them. */
const SECRET_FILE =
  /^file:(?:\/\/)?[^?#]{0,200}?(?:\/etc\/(?:passwd|shadow|sudoers)|\/proc\/self\/|\/\.ssh\/|\/\.aws\/credentials|\/\.git-credentials|\/\.netrc|\/\.docker\/config\.json|\/\.kube\/config|\/win\.ini)/i;
/**
 * A file's name that holds secrets wherever it stands, as a `file://` URL's last segment names it: an environment file
 * (`.env`, `.env.production`), a secrets or credentials file (`secrets.yaml`, `app-secrets.json`, `credentials.db`), a
 * private key (`id_ed25519`, `server.key`, `cert.p12`), a password store or keystore, a client's password file.
 */
const SECRET_NAME =
  /^(?:\.env(?:\.[a-z0-9_-]{1,20})?|[a-z0-9_.-]{0,40}secrets?\.(?:env|ya?ml|json|toml|ini|properties|conf)|secrets?\.txt|credentials(?:\.[a-z0-9]{1,8})?|id_(?:rsa|dsa|ecdsa|ed25519)|\.pgpass|\.npmrc|\.pypirc|[a-z0-9_.-]{1,60}\.(?:p12|pfx|kdbx|keystore|jks))$/i;
/**
 * A `.key` file is a private key's in a key's directory or under a key's name (`/etc/ssl/private/x.key`, `server.key`,
 * `example.com.key`); a Keynote deck elsewhere (`Roadmap.key`). A notes file named for secrets is one in a config's
 * directory (`/srv/app/api-secrets.txt`), not a game's notes (`zelda-secrets.txt`).
 */
const KEY_FILE =
  /\/(?:ssl|tls|private|certs?|keys?|pki|secrets?|\.ssh|\.gnupg)\/[^/]{1,60}\.key$|\/(?:[a-z0-9-]{1,40}\.)?(?:server|private|privkey|client|tls|ssl|host|signing|root|ca|domain|jwt|api|device|service)\.key$|\/[a-z0-9-]{1,40}\.(?:com|net|org|io|[a-z]{2})\.key$/;
const CONFIG_SECRETS_TXT = /\/(?:etc|config|conf|srv|opt|app|deploy|\.config)\/(?:[^/]{1,60}\/)?[a-z0-9_.-]{0,40}secrets?\.txt$/;
/** Whether a `file:` URL (its target as read) names a file of secrets: a known place (SECRET_FILE) or a secret's file name. */
function namesSecretFile(target: string): boolean {
  if (SECRET_FILE.test(target)) return true;
  if (!/^file:/i.test(target)) return false;
  const cut = target.search(/[?#]/);
  const path = cut < 0 ? target : target.slice(0, cut);
  const lower = path.toLowerCase();
  return SECRET_NAME.test(path.slice(path.lastIndexOf('/') + 1)) || KEY_FILE.test(lower) || CONFIG_SECRETS_TXT.test(lower);
}
/** What ends a bare `file:` URL: a blank, a quote, an angle bracket, a parenthesis, a backtick. */
const FILE_URL = /file:\/{1,3}[^\s"'<>()`]{1,1000}/iy;

/** A verb that offers a file to open or to pass on ("open attach_url and paste …", "click to include"). */
const OFFERED = /\b(?:click|open|attach|upload|send|paste|share|download)\b/i;
/** A refusal's words (not "don't forget to", "never hesitate to"). */
const REFUSAL = String.raw`\b(?:don['\u2019]?t|do[ \t]not|never|must[ \t]not|mustn['\u2019]?t|should[ \t]not|shouldn['\u2019]?t|avoid)\b(?![ \t]{1,3}(?:forget|hesitate|miss)\b)`;
/** An offer refused in the clause that ends at the URL ("Don't open …", "Never paste or upload …"): a warning. */
const REFUSED = new RegExp(
  `${REFUSAL}[^.;:!?\\n]{0,40}?\\b(?:click|open|attach|upload|send|paste|share|download)\\b[^.;:!?\\n]{0,40}$`,
  'i',
);
/** An offer refused anywhere on a line ("never paste attach_url anywhere"). */
const REFUSED_IN = new RegExp(`${REFUSAL}[^.;:!?\\n]{0,40}?\\b(?:click|open|attach|upload|send|paste|share|download)\\b`, 'i');
/** What to do with the file next, right after the URL ("… and paste them into the form", ", then upload it"). */
const OFFERED_NEXT =
  /^[ \t]{0,3},?[ \t]{0,3}(?:and|then)[ \t]{1,3}(?:then[ \t]{1,3})?(?:click|open|attach|upload|send|paste|share|copy)[ \t]{1,3}(?:it|them|its[ \t]contents?|the[ \t]contents?|that|this)\b/i;
/** How far along its line an offer may stand from a bare `file:` URL. */
const OFFER_REACH = 80;
/**
 * An environment file's template, which holds names and placeholders, not secrets (`.env.example`, `.env.sample`), and
 * the public files beside a private key (`id_ed25519.pub`, `known_hosts`, `authorized_keys`).
 */
const TEMPLATE = /\.(?:example|sample|template|dist|defaults?|tpl)$|\.pub$|\/(?:known_hosts|authorized_keys)$/i;

/**
 * Whether a bare `file:` URL at [start, end) is offered: an offer's verb on its own line before it ("open file:///…")
 * or in the line's comment after it ("… # click to include"), or on one of the two lines around it that names the key the URL is the value of
 * (`attach_url = "file:///…"`, and a note that asks to open attach_url and paste it). A config that names its own key file
 * (`"key": "file:/etc/…/device.key"`) beside other words offers nothing.
 */
function offered(text: string, start: number, end: number): boolean {
  // The line's bounds within reach only: a text without breaks is not searched to its ends for each URL.
  const found = lineStartWithin(text, start, OFFER_REACH);
  const lineStart = found < 0 ? start - OFFER_REACH : found;
  const lineEnd = lineEndWithin(text, end, OFFER_REACH);
  const before = text.slice(Math.max(lineStart, start - OFFER_REACH), start);
  if (REFUSED.test(before)) return false;
  if (OFFERED.test(before)) return true;
  // After it, in the line's comment (`… # click to include`), or as what to do with it next ("… and paste them into the
  // form"): a JSON line's other fields say other things.
  const after = text.slice(end, lineEnd);
  if (/^[^\n]{0,20}?(?:#|\/\/)[^\n]{0,60}?\b(?:click|open|attach|upload|send|paste|share)\b/i.test(after)) return true;
  if (OFFERED_NEXT.test(after)) return true;
  const key = /([A-Za-z_][\w.-]{2,40})["']?[ \t]{0,3}[:=][ \t]{0,3}["']?$/.exec(text.slice(Math.max(lineStart, start - 60), start));
  if (key === null) return false;
  // The lines around it, within KEY_REACH on either side.
  const around = text.slice(Math.max(0, start - KEY_REACH), Math.min(text.length, end + KEY_REACH));
  for (const line of around.split('\n'))
    if (line.includes(key[1]!) && OFFERED.test(line) && !REFUSED_IN.test(line) && !line.includes('file:')) return true;
  return false;
}
/** How far around a bare `file:` URL a line naming its key is read. */
const KEY_REACH = 300;

/**
 * A `file:` URL to a secrets file written bare, outside a link (a config's value, a note's line, a chat), that the text
 * offers to open, attach or send (offered): it asks for what the file holds. A link's own target is read with the link
 * (detectLinks); a template's or a public key's file holds no secret.
 */
function detectSecretFileUrls(t: Text, out: Hit[]): void {
  const text = t.text;
  for (const at of placesOf(t, 'file:/')) {
    if (/(?:\]\(\s{0,3}|href\s{0,3}=\s{0,3}["']?)$/i.test(text.slice(Math.max(0, at - 12), at))) continue;
    FILE_URL.lastIndex = at;
    const m = FILE_URL.exec(text);
    if (m === null) continue;
    const url = m[0].replace(/[.,;:!?]+$/, '');
    const end = at + url.length;
    if (namesSecretFile(url) && !TEMPLATE.test(url) && offered(text, at, end)) out.push({ code: 'url_exfiltration', start: at, end });
  }
}

/** The character references a browser and a markdown renderer decode in a link's target before they read its scheme (a named one needs its `;`). */
const REFERENCE = /&(?:#x([0-9a-f]{1,6});?|#([0-9]{1,8});?|(colon|tab|newline|lpar|rpar|sol|period);)/gi;
const NAMED: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')', sol: '/', period: '.' };
/** A target as the browser reads it: its references decoded, then the tabs and line breaks a URL's parser drops (raw or escaped) taken out. */
function asRead(target: string): string {
  const decoded = !target.includes('&')
    ? target
    : target.replace(REFERENCE, (_all, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
        if (name !== undefined) return NAMED[name.toLowerCase()]!;
        const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
      });
  return decoded.replace(/[\t\n\r]|\\[tnr]/g, '');
}
export function detectLinks(t: Text, out: Hit[]): void {
  detectLookups(t, out);
  detectScriptTargets(t, out);
  detectDataTargets(t, out);
  detectSqlExports(t, out);
  detectPageSends(t, out);
  detectWarehouseExports(t, out);
  detectSecretFileUrls(t, out);
  if (!t.has('](', 'href')) return;
  const text = t.text;
  // Every match starts at `](` or `<a`: tried there alone (the index's places), not at every code unit of the text.
  for (const m of t.findNear(LINK, LINK_ANCHORS, 0, '<]')) {
    // Group 3: an unquoted href (`<a href=javascript:…>`), read only when it names a script's or a page's scheme.
    const target = asRead(m[1] ?? m[2] ?? m[3]!);
    const start = m.index;
    const end = m.index + m[0].length;
    // A markdown target ends at its first parenthesis: `void` does nothing only if `(0)` or nothing follows it.
    const doesNothing =
      NO_SCRIPT.test(target) && (m[1] === undefined || /^(?:\(\s{0,2}0?\s{0,2}\))?\s{0,2}\)/.test(text.slice(end, end + 12)));
    // An XHTML document as an anchor's target is a page too.
    const page = XHTML_TARGET.test(target);
    if (((SCRIPT_TARGET.test(target) || page) && !doesNothing) || namesSecretFile(target))
      out.push({ code: 'url_exfiltration', start, end });
  }
}

/**
 * A script as a target outside an anchor: a form's `action` or a button's `formaction`, a frame's or an embed's `src`, a
 * markdown reference definition (`[1]: javascript:…`), an autolink (`<javascript:…>`). Group 1 is what follows the
 * scheme's colon, so a frame's blank `javascript:false` or `javascript:''` and a form's `javascript:void(0)` do nothing.
 */
const SCRIPT_ELSEWHERE =
  /<(?:form|i?frame|embed|object|button|input)\s[^<>]{0,300}?\b(?:action|formaction|src|data)\s{0,3}=\s{0,3}\\?["']?\s{0,10}(?:javascript|vbscript):([^"'<>]{0,60})|^ {0,3}\[[^\]\n]{1,100}\]:[ \t]{0,3}<?(?:javascript|vbscript):(\S{0,60})|<(?:javascript|vbscript):([^\s<>]{1,200})>/gim;
/** What a frame's or a form's script does when it does nothing: `false`, an empty string, `void(0)`, `;`. */
const BLANK_SCRIPT = /^\s{0,2}(?:false|''|""|void\s{0,2}\(\s{0,2}0?\s{0,2}\)|void)?\s{0,2};?\s{0,2}$/i;

/** Whether `script:` occurs in any case (`javascript:`, `VBScript:`), read at each colon. */
function holdsScriptScheme(text: string): boolean {
  const colons = unitPlaces(text, 58);
  for (let k = firstPlaceFrom(colons, 6); k < colons.length; k++) {
    const i = colons[k]!;
    if ((text.charCodeAt(i - 1) | 0x20) === 0x74 && text.slice(i - 6, i).toLowerCase() === 'script') return true;
  }
  return false;
}

/**
 * A frame's or a window's address set from script to a script (`f.src = "javascript:…"`, `frames[0].location.href = …`,
 * `setAttribute("src", "javascript:…")`), which runs with no click; group 1 is what follows the colon, so a frame's
 * `javascript:false` and `'javascript:' + code` do nothing. A link's `href` so set is not read: a bookmarklet's
 * install page writes its script there for the reader to drag.
 */
const SCRIPT_FROM_SCRIPT =
  /(?:\.(?:src|location(?:\.href)?)\s{0,3}=|\bsetAttribute\(\s{0,3}["']src["']\s{0,3},)\s{0,3}["'`]\s{0,10}(?:javascript|vbscript):([^"'`\n]{0,200})/gi;

/** A frame in the page's markup, made or found by a script (`createElement('iframe')`, `querySelector("iframe#pv")`), and a name given to one. */
const FRAME_MADE = /<i?frame\b|\b(?:createElement|querySelector(?:All)?|getElementsByTagName)\(\s{0,2}["'`]i?frame\b/i;
const FRAME_NAME = /(?:frame\w{0,40}|^f)(?:\[\d{1,4}\])?$/i;

/**
 * Whether the element whose `.src` is set at `at` is a frame: named for one (`previewFrame`, `iframe`, `frames[0]`,
 * `f`), or a frame in markup, made or found within the 400 code units before. An image's `src` runs no script.
 */
function setsFrame(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 400), at);
  const name = /[\w\][]{1,60}$/.exec(before.slice(-60));
  return (name !== null && FRAME_NAME.test(name[0])) || FRAME_MADE.test(before);
}

function detectScriptTargets(t: Text, out: Hit[]): void {
  const text = t.text;
  detectReferencedTargets(t, out);
  // Most texts hold no script's scheme: not scanned (looked for by hand, so a short text compiles no pattern for it).
  if (!holdsScriptScheme(text)) return;
  detectProseScripts(text, out);
  for (const pattern of [SCRIPT_ELSEWHERE, SCRIPT_FROM_SCRIPT]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const body = m[1] ?? m[2] ?? m[3]!;
      if (pattern === SCRIPT_FROM_SCRIPT && m[0].startsWith('.src') && !setsFrame(text, m.index)) continue;
      if (!BLANK_SCRIPT.test(body) && !NO_SCRIPT.test(`javascript:${body}`))
        out.push({ code: 'url_exfiltration', start: m.index, end: m.index + m[0].length });
    }
  }
}

/** A frame's, an object's, an embed's or a form's address, quoted (group 1, to its quote or blank). */
const ELEMENT_ADDRESS =
  /<(?:i?frame|embed|object|form|button|input)\s[^<>]{0,300}?\b(?:action|formaction|src|data)\s{0,3}=\s{0,3}\\?["']\s{0,10}([^"'<>\s]{1,300})/gi;

/**
 * A frame's, an object's, an embed's or a form's address whose scheme is spelled with character references, which the
 * browser decodes before it reads the scheme (`<iframe src="java&#115;cript:…">`, `<object data="data&colon;text/html…">`).
 */
function detectReferencedTargets(t: Text, out: Hit[]): void {
  const text = t.text;
  // Most texts hold no numeric reference and no `&colon;`: not scanned (both asked of the literal index).
  if (!holdsAsWritten(t, '&#', '&#') && !holdsAsWritten(t, '&colon;', '&colon;')) return;
  ELEMENT_ADDRESS.lastIndex = 0;
  for (let m = ELEMENT_ADDRESS.exec(text); m; m = ELEMENT_ADDRESS.exec(text)) {
    if (!m[1]!.includes('&')) continue;
    const read = asRead(m[1]!);
    if (SCRIPT_TARGET.test(read) && (/^data/i.test(read) || !BLANK_SCRIPT.test(read.slice(read.indexOf(':') + 1))))
      out.push({ code: 'url_exfiltration', start: m.index, end: m.index + m[0].length });
  }
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
    if (
      /^[0-9a-f]+$/.test(l)
        ? l.length % 2 === 0 && readsAsText(Buffer.from(l, 'hex'))
        : /^[a-z2-7]+$/.test(l) && readsAsText(Buffer.from(base32Bytes(l)!))
    )
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
