/**
 * adversarial_url: links that hand something to a collector while they look like an ordinary service's:
 * - an OAuth authorize link at a real provider whose `redirect_uri` sends the code or token to a raw public address,
 *   a host named for grabbing or harvesting, a wildcard-DNS name of a public address, a request catcher or a
 *   throwaway top-level domain (an app's own host, an intranet's, a developer's machine are where honest ones go back);
 * - an image (a pixel) whose query lists two or more people's e-mail addresses (one recipient's is a newsletter's own);
 * - a request catcher's URL whose query carries a secret by its name (the value redacted);
 * - an international host whose label, its accents dropped, is a well-known brand the message names, whose own domain
 *   is plain ASCII (`ik\u00e9a.com` under "IKEA"): a business whose name holds the accent is not in the list.
 */
import { domainToUnicode } from 'node:url';
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { BRANDS } from './hosts.js';
import { CATCHER, TUNNEL, isPrivateAddress, isPublicAddress } from './carried.js';
import { CATCHER_LEADS } from './gate-leads.js';
import { literalGate } from './literal-gates.js';
import { isPlaceholder } from './placeholders.js';
import { unitPlaces } from './unit-places.js';
import { urlMatches } from './urls.js';
import { warnedAgainst } from './warned-links.js';

/**
 * The catchers' names as they are written in a text (a cheap test before any URL is read), case-sensitive: one
 * alternation of the names, which scans a 100 KB text about ten times faster than a search of it per name
 * (docs/design-and-performance.md#the-content-guards-speed-on-dense-text).
 */
export const CATCHER_HINTS =
  /webhook\.site|pipedream\.net|oast(?:\.|ify)|request(?:catcher|bin|repo)|hookbin|beeceptor|interact(?:\.sh|sh)|burpcollaborator|postb\.in|putsreq|dnslog|ceye\.io/;
/** Whether CATCHER_HINTS holds in a text, tried only where the literal index found one of its names (literal-gates.ts). */
const holdsCatcher = literalGate(CATCHER_HINTS, CATCHER_LEADS);
/** An OAuth authorize endpoint's path. */
const AUTHORIZE_PATH = /oauth|authori[sz]e|\/auth(?:[/?]|$)/i;
/** Words a collector's host is named for, as a label's dash-parted piece. */
const LURE_PIECES = new Set([
  'grab',
  'grabber',
  'steal',
  'stealer',
  'harvest',
  'harvester',
  'collect',
  'collector',
  'capture',
  'phish',
  'exfil',
  'loot',
  'hijack',
]);
/** Top-level domains registered mostly for throwaway hosts. */
const THROWAWAY_TLDS = new Set(['top', 'xyz', 'icu', 'cyou', 'click', 'tk', 'ml', 'ga', 'cf', 'gq', 'buzz', 'rest', 'zip', 'mov']);
/** A wildcard-DNS name that resolves to the address it writes (`1.2.3.4.nip.io`). */
const WILDCARD_DNS = /^((?:\d{1,3}\.){3}\d{1,3})[.-](?:nip\.io|sslip\.io|xip\.io)$/;
/** A redirect's host, after its scheme. */
const REDIRECT_HOST = /^[a-z][a-z0-9+.-]{0,15}:\/\/(?:[^/?#@]{0,100}@)?([^/?#:]{1,253})/i;
/** An e-mail address as a whole token (labels parted by literal dots, none of them holding one). */
const MAIL_TOKEN = /^[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}$/;
/** An image's extension right before a query's `?`, as written (the lower-case ones and three upper-case). */
/** An image's extension right before a query's `?`, in lower or upper case (read back from each `?`). */
const IMAGE_EXTENSIONS = ['.gif', '.png', '.jpg', '.jpeg', '.webp', '.bmp', '.GIF', '.PNG', '.JPG'];
/**
 * Whether the text holds an image's link with a query (`.png?`): read back from the places of `?` (shared,
 * unit-places.ts), not by a pattern over the whole text (tried at every `.`, and slower still in a process past V8's
 * budget of machine code: docs/design-and-performance.md).
 */
function holdsImageQuery(text: string): boolean {
  for (const q of unitPlaces(text, 63))
    for (const e of IMAGE_EXTENSIONS) if (q >= e.length && text.startsWith(e, q - e.length)) return true;
  return false;
}
const IMAGE_PATH = /\.(?:gif|png|jpe?g|webp|bmp)$/i;
/** A query parameter's name that says its value is a secret. */
const SECRET_NAME = /secret|passw|pwd|token|api_?key|access_?key|private_?key|session|cookie|credential/i;
/** Well-known brands beside hosts.ts's whose own domain is plain ASCII: banks, carriers, stores a lure names. */
const ASCII_BRANDS = new Set([
  ...BRANDS,
  'ikea',
  'sparkasse',
  'rabobank',
  'bnpparibas',
  'societegenerale',
  'creditagricole',
  'deutschebank',
  'commerzbank',
  'postfinance',
  'raiffeisen',
  'abnamro',
  'caixabank',
  'unicredit',
  'lloyds',
  'natwest',
  'laposte',
  'correos',
  'spotify',
  'booking',
  'airbnb',
  'zalando',
  'vodafone',
  'swisscom',
]);
/** How far around a link the brand's name is looked for. */
const NAME_REACH = 600;

function decoded(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Accents dropped, lower case. */
function plain(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Whether an OAuth redirect's host is a collector's (not the provider's own). */
function collects(host: string, provider: string): boolean {
  if (host === provider || host === 'localhost') return false;
  if (isPublicAddress(host) || CATCHER.test(host)) return true;
  const wildcard = WILDCARD_DNS.exec(host);
  if (wildcard !== null) return !isPrivateAddress(wildcard[1]!);
  const labels = host.split('.');
  if (THROWAWAY_TLDS.has(labels[labels.length - 1]!)) return true;
  return labels.some((label) => label.split('-').some((piece) => LURE_PIECES.has(piece)));
}

/** Whether the text around the link names `brand` (accents, case, spaces and marks aside). */
function namesBrand(text: string, start: number, end: number, brand: string): boolean {
  const around = plain(text.slice(Math.max(0, start - NAME_REACH), start) + ' ' + text.slice(end, end + NAME_REACH));
  return around.replace(/[^a-z]/g, '').includes(brand);
}

/** Whether a punycode host's accented label spells a brand the text names, with accents its own domain lacks. */
function accentsNamedBrand(text: string, start: number, end: number, host: string): boolean {
  const unicode = domainToUnicode(host);
  for (const label of unicode.split('.')) {
    if (!/[^\x00-\x7f]/.test(label)) continue;
    const candidates = [
      plain(label).replace(/-/g, ''),
      ...label
        .split('-')
        .filter((p) => /[^\x00-\x7f]/.test(p))
        .map(plain),
    ];
    for (const brand of candidates) if (ASCII_BRANDS.has(brand) && namesBrand(text, start, end, brand)) return true;
  }
  return false;
}

export function detectLuredUrls(t: Text, out: Hit[]): void {
  // Every reading below is of a link, and a link's start holds "://" (one look-up in the index, not some thirty
  // searches of the whole text for the hints).
  if (!t.has('://')) return;
  const text = t.text;
  // An OAuth `redirect_uri` parameter, its `=` plain or escaped (two native searches).
  const oauth = text.includes('redirect_uri=') || text.includes('redirect_uri%3D');
  const puny = text.includes('xn--');
  // An image's query: its extension right before the `?` (most texts with an `@` hold no such link).
  const mails = holdsImageQuery(text) && (text.includes('@') || text.includes('%40'));
  const catcher = holdsCatcher(t);
  if (!oauth && !puny && !mails && !catcher) return;
  const found = urlMatches(t);
  for (let k = 0; k < found.length; k += 2) {
    const start = found[k]!;
    let end = found[k + 1]!;
    while (end > start && '.,;:!?)]*"\''.includes(text[end - 1]!)) end--;
    const url = text.slice(start, end);
    const afterScheme = url.indexOf('//') + 2;
    let authorityEnd = afterScheme;
    while (authorityEnd < url.length && !'/?#'.includes(url[authorityEnd]!)) authorityEnd++;
    const authority = url.slice(afterScheme, authorityEnd);
    const host = authority
      .slice(authority.lastIndexOf('@') + 1)
      .replace(/:\d{1,5}$/, '')
      .toLowerCase();
    const rest = url.slice(authorityEnd);
    const q = rest.indexOf('?');
    const hashAt = rest.indexOf('#', q);
    const path = q < 0 ? rest : rest.slice(0, q);
    const query = q < 0 ? '' : rest.slice(q + 1, hashAt < 0 ? undefined : hashAt);
    if (puny && host.includes('xn--') && accentsNamedBrand(text, start, end, host) && !warnedAgainst(text, start, end))
      out.push({ code: 'url_lookalike_host', start, end });
    if (query === '') continue;
    let at = start + authorityEnd + q + 1;
    let people = 0;
    for (const pair of query.split('&')) {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      const value = eq < 0 ? '' : pair.slice(eq + 1);
      const valueAt = at + eq + 1;
      at += pair.length + 1;
      if (oauth && name === 'redirect_uri' && AUTHORIZE_PATH.test(path)) {
        const redirect = REDIRECT_HOST.exec(decoded(value));
        if (redirect !== null && collects(redirect[1]!.toLowerCase(), host)) out.push({ code: 'url_exfiltration', start, end });
      }
      if (mails && IMAGE_PATH.test(path)) for (const token of decoded(value).split(/[,;\s]/)) if (MAIL_TOKEN.test(token)) people++;
      if (
        catcher &&
        CATCHER.test(host) &&
        !TUNNEL.test(host) &&
        SECRET_NAME.test(name) &&
        value.length >= 12 &&
        /\d/.test(value) &&
        /[A-Za-z]/.test(value) &&
        !isPlaceholder(value)
      ) {
        out.push({ code: 'url_exfiltration', start, end });
        out.push({ code: 'credential_password', start: valueAt, end: valueAt + value.length, redact: 'secret' });
      }
    }
    if (people >= 2) out.push({ code: 'url_exfiltration', start, end });
  }
}
