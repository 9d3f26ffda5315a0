/**
 * adversarial_url: URLs shaped for harm — cloud metadata endpoints, credentials in the query,
 * an encoded blob in the query or path (the shape of an exfiltration link an injected page asks
 * the agent to open or render), and hosts that imitate another (punycode or non-ASCII labels,
 * user-info before the real host, a label that spells a well-known brand with swapped letters).
 * node:url's domainToUnicode is pure (no I/O).
 */
import { detectDataLinks } from './data-links.js';
import { isHexDigit } from './prefixes.js';
import { carriesProviderKey, columnsApart, decodesToText, platformParams, SEGMENT_MIN } from './exported-urls.js';
import { domainToUnicode } from 'node:url';
import { carriesRecord } from './beacon-records.js';
import { carriesParticulars } from './beacon-particulars.js';
import { detectHiddenHosts } from './hidden-places.js';
import { accentedLure, digitLure, warnedOnLine } from './spelled-lures.js';
import { wornService } from './worn-services.js';
import { type NameReading, nameOnRawAddress, nameReading, sendsAsItself, wearsName } from './worn-names.js';
import type { Hit, ReasonCode } from './codes.js';
import type { Text } from './find.js';
import { isWideSpace } from '../text/space.js';
import { disguisedInternal, fold, METADATA_INTERNAL, METADATA_V4, metadataDocumented, metadataPath, spellsBrand } from './hosts.js';
import { archiveOnRawAddress, detectBareShorteners, sendsSecretVariable, shortenerIntoShell, uploadsToCatcher } from './carried.js';
import { carriesPeople, shipsTable } from './data-sinks.js';
import { innerAuthorities } from './inner.js';
import { carriesInLabels, detectLinks, wildcardAddress } from './links.js';
import { detectDynamicLookups, sendsInAuthority, sendsWithRequest } from './sent.js';
import { sendsAcross } from './requests.js';
import { LOWER_LOOKALIKES, UPPER_LOOKALIKES } from './lookalikes.js';
import { lowerCased } from './lower.js';
import { spellsNamedHost, spellsNamedSender } from './named-hosts.js';
import { hostNamedAround, readsAsWord, spellsNameAround } from './named-lookalikes.js';
import { carriesPerson, lookupBudget, luresWithName, rawAddressLure } from './lure-hosts.js';
import { codeWithPhone, phoneLure } from './phone-lures.js';
import { namesSender, shellFillsSecret, uploadsSecretFile } from './query-shells.js';
import { SHOWN_CODES, warnedOnce } from './warned-links.js';
import { badgeToken } from './repo-stand-ins.js';
import { wearsBrandDomain } from './worn-domains.js';
import { dashesTextDomain, wearsDomainInFront } from './front-domains.js';
import { brandJoinedToLure } from './brand-lures.js';
import { joinedLetterLure } from './joined-letters.js';
import { campaignId, mailClickHost } from './tracking-links.js';
import { carriesPersonRecord, decodesToSecretRecord, detectQuerySecrets, encodesOwnState, fillsTemplate } from './url-carries.js';
import { askedToSendTo, brandInUserinfo, capitalIForL, numericPublic, redirectsToScript, squatsBrand } from './squats.js';

/**
 * Cyrillic and Greek letters that look like Latin ones (lookalikes.ts), and the lower-case Cyrillic
 * letters that look like Latin small capitals (в к м н т).
 */
const CONFUSABLE = new Set([...LOWER_LOOKALIKES, ...UPPER_LOOKALIKES].map(([letter]) => letter).concat([...'вкмнт']));
const LATIN = /[a-z]/;
const OTHER_SCRIPT = /[\u0370-\u03ff\u0400-\u052f]/;

/** What a label's lower-cased letters read as: the look-alikes, and the digits that stand for letters. */
const TO_LATIN: Record<string, string> = {
  ...Object.fromEntries(LOWER_LOOKALIKES),
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '5': 's',
  // Latin letters outside ASCII that read as ASCII ones (dotless i, script g, alpha), and Armenian ones (o, u, h, n, w).
  ı: 'i',
  ɡ: 'g',
  ɑ: 'a',
  օ: 'o',
  ս: 'u',
  հ: 'h',
  ո: 'n',
  ա: 'w',
};

/** What a label reads as: lower case, accents dropped, look-alike letters and digits as Latin. */
function skeleton(label: string): string {
  let out = '';
  for (const ch of label.toLowerCase().normalize('NFD')) {
    const c = ch.charCodeAt(0);
    if (c >= 0x300 && c <= 0x36f) continue;
    out += TO_LATIN[ch] ?? ch;
  }
  return out;
}

/** A host of lower-case ASCII letters, digits and hyphens only. */
const PLAIN_HOST = /^[a-z0-9_.-]*$/;

/**
 * A host label that imitates a Latin one: Latin letters mixed with Cyrillic or Greek ones, or a
 * label written wholly in Cyrillic/Greek letters that look Latin. An honest IDN (münchen, 東京)
 * is neither.
 */
export function isLookalikeHost(host: string): boolean {
  // Every label plain (the common case): none holds another script; one may still spell a brand
  // with swapped letters or digits (hosts.ts).
  if (PLAIN_HOST.test(host) && !host.includes('xn--')) return host.split('.').some((l) => spellsBrand(l));
  const unicode = host.includes('xn--') ? domainToUnicode(host) : host;
  if (unicode === '') return host.includes('xn--'); // not decodable: malformed punycode
  for (const label of unicode.split('.')) {
    if (spellsBrand(label, skeleton)) return true;
    if (!OTHER_SCRIPT.test(label)) continue;
    if (LATIN.test(label)) return true;
    const letters = [...label].filter((ch) => /\p{L}/u.test(ch));
    if (letters.length > 0 && letters.every((ch) => CONFUSABLE.has(ch))) return true;
  }
  return false;
}

/**
 * A URL; `\\uXXXX` escapes are part of it (a JSON reply carries non-ASCII hosts that way). It starts at
 * a word's start, or after a JSON string's escaped break or tab (`"see:\\nhttps://…"`), where no word starts.
 */
export const URL_RE = /(?:\b|(?<=\\[nrt]))(?:https?|wss?|ftp):\/\/(?:[^\s<>"'`\\^{}|]|\\u[0-9a-fA-F]{4}){1,4096}/i;
/** Where URL_RE matches start: its scheme and `://`; the body after them is read by urlEnd. */
const URL_START = /(?:\b|(?<=\\[nrt]))(?:https?|wss?|ftp):\/\//i;
/** The most units (code units or escapes) URL_RE's body takes. */
const URL_UNITS_MAX = 4096;
/** The code units below 128 that URL_RE's body takes alone (its first alternative's class). */
const URL_UNIT = new Uint8Array(128);
for (let c = 0; c < 128; c++) URL_UNIT[c] = /[^\s<>"'`\\^{}|]/.test(String.fromCharCode(c)) ? 1 : 0;

/**
 * Where URL_RE's match from `start` (a URL_START match) ends, read by hand: its body is one unit
 * after another — a code unit of URL_UNIT (or above 127 and no white space), or `\u` (or `\U`,
 * the pattern being case-insensitive) and four hex digits —, as many as there are up to
 * URL_UNITS_MAX; at most one kind of unit can start at each code unit, so the greedy pattern never
 * backtracks into it. -1 when not one unit follows (no match). The regular expression pushed a
 * place to go back to for every unit.
 */
export function urlEnd(text: string, start: number): number {
  let at = start;
  let units = 0;
  for (; units < URL_UNITS_MAX && at < text.length; units++) {
    const c = text.charCodeAt(at);
    if (c < 128 ? URL_UNIT[c] === 1 : !isWideSpace(c)) at++;
    else if (
      c === 92 &&
      (text.charCodeAt(at + 1) | 0x20) === 117 &&
      isHexDigit(text.charCodeAt(at + 2)) &&
      isHexDigit(text.charCodeAt(at + 3)) &&
      isHexDigit(text.charCodeAt(at + 4)) &&
      isHexDigit(text.charCodeAt(at + 5))
    )
      at += 6;
    else break;
  }
  return units === 0 ? -1 : at;
}

/** The longest scheme URL_RE names, before its `://`. */
const URL_SCHEME_MAX = 5;
/** Bare metadata hosts, also without a scheme (`curl 169.254.169.254/latest/…`). */
const METADATA_BARE =
  /(?<![0-9.])169\.254\.169\.254(?![0-9])|\bmetadata\.google\.internal\b|(?<![0-9.])100\.100\.100\.200(?![0-9])|(?<![0-9.])192\.0\.0\.192(?![0-9])|\[?fd00:ec2::254\]?|\bmetadata\.azure\.com\b|(?<![0-9.])169\.254\.170\.2(?![0-9])|\bmetadata\.(?:tencentyun\.com|platformequinix\.com|packet\.net)\b/i;

/** Every match of METADATA_BARE starts with one of these (find.ts LITERALS), or a `[` before it. */
const METADATA_ANCHORS = ['169.254.', 'metadata.', '100.100.100.200', '192.0.0.192', 'fd00:ec2'];

const SECRET_PARAMS = new Set([
  'token',
  'access_token',
  'accesstoken',
  'api_key',
  'apikey',
  'api-key',
  'password',
  'passwd',
  'pwd',
  'secret',
  'client_secret',
  'auth_token',
  'private_token',
  'refresh_token',
  'session_token',
  'id_token',
  'private_key',
  'aws_secret_access_key',
]);

/** Signed-URL parameters carry a signature by design; they are not a leak. */
const SIGNATURE_PARAM =
  /^(?:x-amz-|x-goog-|sig$|signature$|se$|sp$|sv$|sr$|skoid$|sktid$|skt$|ske$|sks$|skv$|st$|spr$|srt$|ss$|expires$|key-pair-id$|policy$)/i;
const BLOB = /^[A-Za-z0-9+/=_%-]+$/;
/** Ad click and mail-campaign ids: long and varied by design, and no data of the reader. */
const TRACKING = new Set([
  'gclid',
  'fbclid',
  'msclkid',
  'dclid',
  'gbraid',
  'wbraid',
  'yclid',
  'mc_eid',
  '_ga',
  '_gl',
  'igshid',
  'ttclid',
  'twclid',
  'li_fat_id',
]);
/** Zoom's hosts, whose join links carry the meeting's passcode as `pwd=`. */
const MEETING_HOST = /(?:^|\.)zoom\.(?:us|com)$/;
/** A URL into the Kubernetes API from inside a pod that reads its secrets. */
const KUBE_SECRETS = /^kubernetes\.default(?:\.svc(?:\.cluster\.local)?)?$/;

function placeholder(v: string): boolean {
  // A variable starts the value (`$DB_PASS`, `%24PASS`) or is substituted in it (`${PASS}`, `$(cat …)`); a `$` between a
  // password's letters or digits (`Harbour$Oboe60`) is a sign people put in passwords, not a variable.
  return (
    v.length < 8 || /^(?:x+|\*+|\.+)$/i.test(v) || /^(?:\$|%24)|\$[{(]|[<>{}]|%7B|%3C|your|example|redacted|changeme|placeholder/i.test(v)
  );
}

/** A value long and varied enough to be data rather than a word or an id. */
function isBlob(v: string, min = 64): boolean {
  if (v.length < min || !BLOB.test(v)) return false;
  let upper = false;
  let lower = false;
  let digit = false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 65 && c <= 90) upper = true;
    else if (c >= 97 && c <= 122) lower = true;
    else if (c >= 48 && c <= 57) digit = true;
  }
  return digit && (upper || lower) && (upper ? lower || v.length >= 96 : true);
}

const WEBHOOK_PATH = /^\/(?:api\/(?:v\d{1,2}\/)?webhooks|services)\//;
const WEBHOOK_HOST = /^(?:(?:ptb\.|canary\.)?discord(?:app)?\.com|hooks\.slack\.com)$/;
/**
 * Hosts of documents, files, receipts and meetings whose paths hold the service's own long random ids (a Google Doc's
 * `/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/`, a Stripe receipt's, a Notion page's): a request there reaches the
 * service, never whoever wrote the link, so a path segment is not data carried out. Their queries are still read.
 */
const DOCUMENT_HOST =
  /(?:^|\.)(?:docs\.google\.com|drive\.google\.com|(?:pay|invoice|checkout|billing|dashboard)\.stripe\.com|notion\.so|notion\.site|figma\.com|dropbox\.com|dropboxusercontent\.com|1drv\.ms|onedrive\.live\.com|sharepoint\.com|box\.com|loom\.com|airtable\.com|miro\.com|canva\.com|paypal\.com)$/;

/** Query parameters that carry a page position: an opaque id or a small JSON object, not data. */
const PAGINATION = new Set([
  'cursor',
  'next',
  'after',
  'before',
  'page',
  'page_token',
  'pagetoken',
  'next_page_token',
  'nextpagetoken',
  'continuation',
  'continuation_token',
  'continuationtoken',
  'marker',
  'starting_after',
  'ending_before',
  'offset',
]);

/** A page position: base64url of a JSON object or array, or of an id without spaces. */
function isCursor(v: string): boolean {
  const s = Buffer.from(v.replace(/%3D/gi, '='), 'base64url').toString('latin1');
  return /^\s{0,2}[{[]/.test(s) || !/\s/.test(s);
}

/**
 * A percent-encoded run that decodes to words: in a non-Latin script, or plain words of any
 * script separated by blanks, as a search query or a page title carries them. Data does not read
 * so: a secret is one long word, a record holds `=` or `:` between its fields.
 */
function isNaturalText(v: string): boolean {
  if (!v.includes('%')) return false;
  let s: string;
  try {
    s = decodeURIComponent(v.replace(/\+/g, ' '));
  } catch {
    return false;
  }
  let words = 0;
  for (const ch of s) if (/[\p{L}\p{M}\s\p{P}\d]/u.test(ch) && (ch.charCodeAt(0) > 0x7f || /[\s\p{P}\d]/u.test(ch))) words++;
  if (words >= [...s].length * 0.8) return true;
  return isPlainWords(s);
}

/** Blank-separated words, each short and mostly letters, with no `=`, `:`, `@` or `;` between fields. */
function isPlainWords(s: string): boolean {
  const parts = s.trim().split(/\s+/);
  if (parts.length < 4 || /[=:@;{}<>]/.test(s)) return false;
  let letters = 0;
  for (const w of parts) {
    if (w.length > 24) return false;
    for (let i = 0; i < w.length; i++) if (/\p{L}/u.test(w[i]!)) letters++;
  }
  return letters >= s.replace(/\s+/g, '').length * 0.75;
}

/** A wide dot with another dot (wide or not) after it: labels apart, not a sentence's end before one word. */
const WIDE_DOT_BETWEEN = /[\u3002\uff0e\uff61][^.\u3002\uff0e\uff61]*[.\u3002\uff0e\uff61]/;
/** A wide dot before a domain's last label as written (lower case): a country's code or a common top-level name. */
const WIDE_DOT_END = /[\u3002\uff0e\uff61](?:[a-z]{2}|com|net|org|info|biz|app|dev|xyz|top|site|online|shop|live|click|link)$/;
/** What a URL's authority says: its host (lower case, `\\u` escapes decoded) and the findings it alone gives, in order. */
interface AuthorityReading {
  host: string;
  codes: ReasonCode[];
}

/** How a host ends where user-info before a password reads as one (`google.com:x@`); `first.last:pw@` does not. */
const HOST_END = /\.(?:com|net|org|io|co|dev|app|gov|edu|ai|[a-z]{2})$/i;

function readAuthority(authority: string): AuthorityReading {
  const codes: ReasonCode[] = [];
  const at = authority.lastIndexOf('@');
  let host = (at >= 0 ? authority.slice(at + 1) : authority).replace(/:\d{1,5}$/, '');
  if (host.includes('\\u')) host = host.replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const written = host;
  host = lowerCased(host);
  const userinfo = at >= 0 ? authority.slice(0, at) : '';
  // `https://google.com@evil.example`, `https://google.com:443@evil.example`: the user-info reads as a host to a person.
  const user = userinfo.includes(':') ? userinfo.slice(0, userinfo.indexOf(':')) : userinfo;
  if (user && /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(user) && (user === userinfo || HOST_END.test(user))) codes.push('url_lookalike_host');
  // `https://www.paypal.com%2Fsignin@other.tld/`: a brand's domain, then a character no host holds, before the `@`.
  else if (userinfo.length > 6 && brandInUserinfo(userinfo)) codes.push('url_lookalike_host');
  // `https://apple.com%40other.example`: an `@` a parser may decode, never part of a host.
  else if (/%40/i.test(host)) codes.push('url_lookalike_host');
  // Full-width or circled digits and dots, which a URL parser reads as ASCII ones (`１６９．２５４…`).
  let respelled = false;
  // `169%2e254%2e169%2e254`: dots a URL parser decodes, written so that a filter looking for the address misses it.
  if (host.includes('%')) {
    const decoded = host.replace(/%2e/gi, '.');
    if (decoded !== host && /^[0-9a-fx.]+$/.test(decoded)) [host, respelled] = [decoded, true];
  }
  if (/[^\x00-\x7f]/.test(host)) {
    const ascii = host.normalize('NFKC').replace(/[\u3002\uff61]/g, '.');
    if (ascii !== host && /^[0-9a-fx.[\]:]+$/.test(ascii)) [host, respelled] = [ascii, true];
    // A full-width or ideographic dot between labels is a dot to a browser (`accounts.google．com．x.io`, `paypa1．com`); one
    // before other script's text, or before a word that is no domain's end (`apple.com.cn。iPhone`), ends a sentence.
    else if (ascii !== host && /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(ascii) && (WIDE_DOT_BETWEEN.test(host) || WIDE_DOT_END.test(written)))
      host = ascii;
  }
  if (isLookalikeHost(host) || wearsBrandDomain(host) || squatsBrand(host) || capitalIForL(written)) codes.push('url_lookalike_host');
  else if (readsAsWord(written)) codes.push('url_lookalike_host');
  if (numericPublic(host)) codes.push('url_numeric_host');
  // AWS's own name for its metadata service and the clouds' internal ones, which their resolvers answer inside an instance.
  if (host === 'instance-data' || METADATA_INTERNAL.test(host)) codes.push('url_metadata_endpoint');
  const internal = disguisedInternal(host, respelled);
  if (internal) codes.push(internal === 'metadata' ? 'url_metadata_endpoint' : 'url_numeric_host');
  const wildcard = wildcardAddress(host);
  if (wildcard !== null && METADATA_V4.has(wildcard)) codes.push('url_metadata_endpoint');
  if (carriesInLabels(host)) codes.push('url_exfiltration');
  return { host, codes };
}

/**
 * URL_RE's matches, as its search over the text's `://` finds them (start, end, start, end, …):
 * where URL_START matches, to urlEnd. A start inside the URL before is one that search passed
 * over; one inside the start before (passed over here) cannot start a scheme, as the code unit
 * before it is a letter, `:` or `/`. Folded (no groups): only each match's place is read.
 */
export function urlMatches(t: Text): number[] {
  const out: number[] = [];
  let urlsEnd = 0;
  for (const m of t.findNear(URL_START, ['://'], URL_SCHEME_MAX, 'hwf', true)) {
    if (m.index < urlsEnd) continue;
    const end = urlEnd(t.text, m.index + m[0].length);
    if (end < 0) continue;
    out.push(m.index, end);
    urlsEnd = end;
  }
  return out;
}

export function detectUrls(t: Text, out: Hit[]): void {
  detectLinks(t, out);
  detectHiddenHosts(t.text, t.wideRuns(), out);
  detectDynamicLookups(t, out);
  detectBareShorteners(t, out);
  detectQuerySecrets(t, out);
  const authorities = new Map<string, AuthorityReading>();
  const budget = lookupBudget();
  // What the text writes as names, read once for all its links (worn-names.ts).
  let names: NameReading | null = null;
  const namesOf = (): NameReading => (names ??= nameReading(t.text));
  for (const m of t.findNear(METADATA_BARE, METADATA_ANCHORS, 1, '1mf[')) {
    if (metadataDocumented(t.text, m.index, m.index + m[0].length)) continue;
    out.push({ code: 'url_metadata_endpoint', start: m.index, end: m.index + m[0].length });
  }
  // A `curl`, `wget` or PowerShell request anywhere (query-shells.ts reads its uploads only then), asked once.
  let sends: boolean | undefined;
  const found = columnsApart(t.text, urlMatches(t));
  detectDataLinks(t.text, found, out);
  for (let k = 0; k < found.length; k += 2) {
    let url = t.text.slice(found[k]!, found[k + 1]!);
    // Trailing punctuation belongs to the sentence, not the URL.
    while (url.length > 0 && '.,;:!?)]*'.includes(url[url.length - 1]!)) url = url.slice(0, -1);
    const start = found[k]!;
    const end = start + url.length;
    const afterScheme = url.indexOf('//') + 2;
    let authorityEnd = afterScheme;
    for (let c = url.charCodeAt(authorityEnd); authorityEnd < url.length && c !== 0x2f && c !== 0x3f && c !== 0x23; )
      c = url.charCodeAt(++authorityEnd);
    const authority = url.slice(afterScheme, authorityEnd);
    // A text names few hosts, most of them many times: each authority is read once.
    let read = authorities.get(authority);
    if (read === undefined) authorities.set(authority, (read = readAuthority(authority)));
    const { host } = read;
    const rest = url.slice(authorityEnd);
    // A URL carried in another's query or path (a redirect's `?next=`, an image proxy's `?url=`, `/redirect/https://…`):
    // where the reader lands, its host read as the outer one's.
    const inner = rest.length < 10 ? null : innerAuthorities(rest);
    let codes = read.codes;
    for (const authority of inner?.hosts ?? []) {
      let innerRead = authorities.get(authority);
      if (innerRead === undefined) authorities.set(authority, (innerRead = readAuthority(authority)));
      if (innerRead.codes.length > 0) codes = [...codes, ...innerRead.codes];
    }
    // A disguised metadata address where the text documents its service (as for the bare one); a warning's shown host.
    const shown = warnedOnce(t.text, start, end);
    for (const code of codes)
      if ((code !== 'url_metadata_endpoint' || !metadataDocumented(t.text, start, end)) && !(SHOWN_CODES.has(code) && shown()))
        out.push({ code, start, end });
    if (
      !codes.includes('url_lookalike_host') &&
      ((host.includes('xn--') ? spellsNamedSender(t.text, start, host) : spellsNamedHost(t.text, host, fold)) ||
        spellsNameAround(t.text, start, end, host) ||
        luresWithName(t.text, start, end, host, budget)) &&
      !shown()
    )
      out.push({ code: 'url_lookalike_host', start, end });
    // A host spelled off a plain name (accents, a 1 or a 0) or wearing a service's (spelled-lures.ts, worn-services.ts).
    else if (
      !codes.includes('url_lookalike_host') &&
      (host.includes('xn--')
        ? (accentedLure(t.text, host, rest) || wearsName(namesOf(), start, host, rest)) && !sendsAsItself(namesOf(), host)
        : digitLure(host, rest, t.text) ||
          wornService(host, rest, t.text) ||
          wearsName(namesOf(), start, host, rest) ||
          // A domain worn in front of another's compound (front-domains.ts), two letters for one (joined-letters.ts).
          (PLAIN_HOST.test(host) &&
            (wearsDomainInFront(host, rest, t.text, start, end) ||
              joinedLetterLure(host, rest) ||
              // A card network's, a carrier's or an authority's name joined to its lure's words (brand-lures.ts).
              brandJoinedToLure(host, rest) ||
              (host.includes('-') && dashesTextDomain(host, t.text, start, end))))) &&
      !shown() &&
      !warnedOnLine(t.text, start, end)
    )
      out.push({ code: 'url_lookalike_host', start, end });
    // A phone message's ask before a cheap new domain it never names, or a bare address (phone-lures.ts).
    else if (!codes.includes('url_lookalike_host') && phoneLure(t.text, start, end, host, authority) && !shown())
      out.push({ code: /^[\d.]+$/.test(host) ? 'url_numeric_host' : 'url_lookalike_host', start, end });
    if (
      sendsSecretVariable(rest, host, t.text.slice(end, end + 100)) ||
      uploadsToCatcher(t.text, start, end, host) ||
      ((sends ??= namesSender(t.text)) && uploadsSecretFile(t.text, start, end, host)) ||
      shortenerIntoShell(t.text, start, end, host) ||
      sendsWithRequest(t.text, start, end, host, rest) ||
      sendsAcross(t.text, start, end, host) ||
      redirectsToScript(rest) ||
      inner?.script === true ||
      shipsTable(t.text, start, end, host, rest) ||
      askedToSendTo(t.text, start, host) ||
      fillsTemplate(t.text, start, end, url) ||
      (rest.length > 1 && shellFillsSecret(t.text, start, start + authorityEnd)) ||
      (rest.includes('?') && codeWithPhone(t.text, start, end, host, rest.slice(rest.indexOf('?') + 1))) ||
      // A variable or a substitution in the authority (URL_RE stops at its brace or blank): read from the text.
      ((authority.includes('$') || authority.includes('%') || authority.includes('`')) && sendsInAuthority(t.text, start + afterScheme))
    )
      out.push({ code: 'url_exfiltration', start, end });
    const hashAt = rest.indexOf('#');
    const bare = rest.slice(0, Math.min(rest.indexOf('?') >>> 0, hashAt >>> 0));
    if (
      (archiveOnRawAddress(host, bare) ||
        rawAddressLure(t.text, start, host, bare, authority) ||
        nameOnRawAddress(namesOf(), host, bare)) &&
      !shown()
    )
      out.push({ code: 'url_numeric_host', start, end });
    // GCP's short name, the clouds' credentials paths (metadataPath) and a pod's way to the cluster's secrets.
    if (
      (metadataPath(host, rest) || (KUBE_SECRETS.test(host) && /\/secrets(?:[/?#]|$)/.test(rest))) &&
      !metadataDocumented(t.text, start, end)
    )
      out.push({ code: 'url_metadata_endpoint', start, end });
    const q = rest.indexOf('?');
    let blob = false;
    if (q >= 0) {
      const hashAt = rest.indexOf('#', q);
      const query = rest.slice(q + 1, hashAt < 0 ? undefined : hashAt);
      // Where the query starts in the text: the secret a parameter carries is redacted there.
      let at = start + authorityEnd + q + 1;
      const own = platformParams(host, rest.slice(0, q));
      for (const pair of query.split('&')) {
        const eq = pair.indexOf('=');
        const name = lowerCased(eq < 0 ? pair : pair.slice(0, eq));
        const value = eq < 0 ? '' : pair.slice(eq + 1);
        const valueAt = at + eq + 1;
        at += pair.length + 1;
        if (SIGNATURE_PARAM.test(name) || TRACKING.has(name) || own?.has(name) || campaignId(name, value)) continue;
        // A badge service's own token in its badge's link, public by design (repo-stand-ins.ts).
        if (badgeToken(host, rest.slice(0, q).toLowerCase(), name, value, t.text)) continue;
        // A Zoom join link's `pwd=` is the meeting's passcode, which Zoom writes into every invitation it sends.
        if (name === 'pwd' && MEETING_HOST.test(host)) continue;
        // PayPal's checkout and billing-agreement ids (`token=EC-...`, on its pages and on the shop's return URL) name an order.
        if (name === 'token' && /^(?:EC|BA)-[0-9A-Z]{17}$/.test(value)) continue;
        if ((SECRET_PARAMS.has(name) || carriesProviderKey(value, host)) && !placeholder(value)) {
          out.push({ code: 'url_credential_query', start, end });
          // Whatever the value looks like, it is a credential leaked into a link, and is redacted.
          out.push({ code: 'credential_password', start: valueAt, end: valueAt + value.length, redact: 'secret' });
        } else if (isBlob(value) && !isNaturalText(value) && !(PAGINATION.has(name) && isCursor(value)))
          blob ||= !encodesOwnState(name, value, host) && !mailClickHost(t.text, host, rest.slice(0, q), value);
        // An image's or a people list's parameter whose value decodes to a person's data (a roster, a record).
        else if (carriesPerson(rest.slice(0, q), name, value)) blob = true;
        // A beacon's parameter carrying a record (beacon-records.ts), not to the host the text names as its sender's.
        else if (carriesRecord(rest.slice(0, q), name, value) && !hostNamedAround(t.text, start, end, host)) blob = true;
        else if (decodesToSecretRecord(value)) blob = true;
      }
      // Not to the sender's own host, whose name the text writes: a form filled in for the person it was sent to.
      if (
        !blob &&
        (carriesPersonRecord(query, rest.slice(0, q)) || carriesParticulars(rest.slice(0, q), query)) &&
        !hostNamedAround(t.text, start, end, host)
      )
        blob = true;
    }
    if (!blob && carriesPeople(rest, host, t.text.slice(Math.max(0, start - 160), start))) blob = true;
    const path = q >= 0 ? rest.slice(0, q) : rest;
    // A webhook's URL holds its token in the path: a credential (credential_leak), not smuggled data.
    if (!blob && (!WEBHOOK_PATH.test(path) || !WEBHOOK_HOST.test(host)) && !DOCUMENT_HOST.test(host))
      for (let from = 0; from <= path.length && !blob; ) {
        let to = path.indexOf('/', from);
        if (to < 0) to = path.length;
        // A segment shorter than either reading takes (most: a word, a name, an id) is not copied out.
        if (to - from >= SEGMENT_MIN) {
          const seg = path.slice(from, to);
          // Lower case and digits only is base32 or base36 (an IPFS address, a store hash): an address, not data.
          if ((isBlob(seg, 40) && /[A-Z]/.test(seg) && /[a-z]/.test(seg) && !isNaturalText(seg)) || decodesToText(seg))
            blob ||= !encodesOwnState('', seg, host) && !mailClickHost(t.text, host, path, seg);
        }
        from = to + 1;
      }
    if (blob) out.push({ code: 'url_exfiltration', start, end });
  }
}
