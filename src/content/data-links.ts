/**
 * adversarial_url: links that records and documents carry in a cell, a JSON value or an invitation's location, read by
 * what the link is rather than by the words around it, which are in any language or none (docs/content-readings.md,
 * "Links carried in records"):
 *   - a service's name (a BI tool, a help desk, a signing, conferencing, HR or file service) joined by hyphens to other
 *     words in a host the service does not own (`looker-report-share.net`, `zoom-join.<other>.live`), under a path;
 *     the service's own hosts register its name alone, a hosting platform's subdomains are developers' demos and
 *     docs, a partner's homepage (no path) is left, and so are the product's community, docs, events and integrators
 *     (`<service>-usergroup`, `<service>-summit`) where no lure's word is joined too;
 *   - a business word misspelt by a confusable letter in a host's label (`anaiytics`, `payrnents`, `bi11ing`,
 *     `supp0rt`): a word a reader fills in, registered misspelt;
 *   - a public raw address (no name) serving a file: an archive or a program; a table only where the link's line asks
 *     to sign in or confirm there, or offers it as a meeting's link or a page "here" (a team's own box exports its
 *     tables on a public address); private, loopback and documentation addresses are left;
 *   - an image, a pixel or a request catcher whose query carries a record: an address packed with an encoded `=` in one
 *     value, a base64 value that decodes to a record with an address (one address alone is a mail's own pixel naming
 *     its recipient on the mail's sending host or in a text that names it), a list of ids: what loading it sends out;
 *   - a professional network's profile path (`/in/<slug>`) on another host, offered as a profile or a portfolio.
 * Read over the links urls.ts found, each once.
 */
import type { Hit } from './codes.js';

/** Services whose names a lure's host wears; each registers its name alone (`zendesk.com`, `zoom.us`). */
const SERVICES = new Set([
  ...['tableau', 'looker', 'powerbi', 'zendesk', 'freshdesk', 'servicenow', 'docusign', 'adobe', 'dropbox', 'sharepoint'],
  ...['onedrive', 'wetransfer', 'webex', 'zoom', 'gotomeeting', 'teams', 'outlook', 'office365', 'calendly', 'hubspot'],
  ...['salesforce', 'smartsheet', 'greenhouse', 'workday', 'okta', 'slack', 'notion', 'airtable', 'quickbooks', 'xero'],
]);
/** Services whose name alone is a common word: worn only beside a lure's or a service's word. */
const COMMON = new Set(['teams', 'outlook', 'notion', 'slack', 'zoom', 'greenhouse', 'adobe']);
/** Words a lure joins to a service's name. */
const LURE_WORDS = new Set([
  ...['online', 'share', 'shared', 'billing', 'support', 'secure', 'join', 'meet', 'meeting', 'calendar', 'login', 'signin'],
  ...['sign', 'verify', 'account', 'portal', 'invoice', 'renew', 'renewal', 'auth', 'sso', 'docs', 'documents', 'files'],
  ...['update', 'payment', 'pay', 'web', 'app', 'us', 'cloud', 'view', 'views', 'access', 'review', 'hr', 'invite'],
  ...['report', 'reports', 'room', 'live', 'office365', 'candidate', 'booking', 'center', 'centre', 'esign', 'hub'],
]);
/** Platforms whose subdomains developers name after the services they demo or document. */
const PLATFORMS =
  /(?:^|\.)(?:netlify\.app|vercel\.app|github\.io|gitlab\.io|bitbucket\.io|readthedocs\.io|readthedocs-hosted\.com|gitbook\.io|herokuapp\.com|pages\.dev|web\.app|firebaseapp\.com|azurewebsites\.net|onrender\.com|fly\.dev|glitch\.me)$/;
/**
 * Words a product's own community joins to its name: its docs and clients, its user groups and forums, its events, the
 * firms that integrate it. A lure's word beside them is still read.
 */
const COMMUNITY_WORDS = new Set([
  ...['integration', 'integrations', 'integrator', 'integrators', 'connector', 'connectors', 'sdk', 'api', 'client'],
  ...['python', 'dev', 'developer', 'developers', 'guide', 'guides', 'handbook', 'recipes', 'tutorials', 'training'],
  ...['academy', 'course', 'courses', 'user', 'users', 'usergroup', 'usergroups', 'group', 'admins', 'community'],
  ...['forum', 'meetup', 'meetups', 'conference', 'conf', 'summit', 'days', 'day', 'saturday', 'world', 'tour'],
  ...['talks', 'events', 'expo', 'podcast', 'blog', 'news', 'tips', 'experts', 'consulting', 'consultants', 'fans'],
]);
const SECOND_LEVEL = new Set(['com', 'co', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or']);

/** Index of the registered label (`x` of `a.x.com`, of `a.x.co.uk`). */
function ownIndex(labels: readonly string[]): number {
  const n = labels.length;
  return n > 2 && labels[n - 1]!.length === 2 && SECOND_LEVEL.has(labels[n - 2]!) ? n - 3 : n - 2;
}

function wearsService(labels: readonly string[], own: number, text: string): boolean {
  if (own < 0 || SERVICES.has(labels[own]!)) return false;
  for (let i = 0; i <= own; i++) {
    const words = labels[i]!.split('-');
    if (words.length < 2) continue;
    const k = words.findIndex((w) => SERVICES.has(w));
    if (k < 0) continue;
    const others = words.filter((_, j) => j !== k);
    // A common name is worn only beside a lure's or a service's word; any name beside its community's words only so.
    if (!others.some((w) => LURE_WORDS.has(w) || SERVICES.has(w)))
      if (COMMON.has(words[k]!) || others.some((w) => COMMUNITY_WORDS.has(w))) continue;
    // A subdomain of a domain the text's own addresses are at (`zoom-signin.<firm>.com` in the firm's desk's mail): the
    // firm's name for its page of the service.
    if (i < own && text.includes(`@${labels.slice(own).join('.')}`)) continue;
    return true;
  }
  return false;
}

/** Business words a misspelt host stands for. */
const WORDS = [
  ...['analytics', 'solutions', 'payments', 'billing', 'support', 'portal', 'services', 'secure', 'account', 'accounts'],
  ...['invoice', 'invoices', 'finance', 'logistics', 'consulting', 'systems', 'holdings', 'health', 'careers', 'talent'],
  ...['online', 'login', 'office', 'calendar', 'meeting', 'documents', 'cloud', 'capital', 'partners', 'digital'],
  ...['insights', 'reports', 'claims', 'insurance', 'banking', 'wallet', 'verify', 'recruiting', 'network', 'software'],
];
/** One confusable swap of each word (l and i, 1 for l or i, 0 for o, rn for m, vv for w); real words are not kept. */
const MISSPELT = new Set<string>();
for (const w of WORDS) {
  const swaps: [string, string][] = [
    ['l', 'i'],
    ['i', 'l'],
    ['l', '1'],
    ['i', '1'],
    ['o', '0'],
    ['m', 'rn'],
    ['w', 'vv'],
  ];
  for (const [from, to] of swaps)
    for (let at = w.indexOf(from); at >= 0; at = w.indexOf(from, at + 1)) MISSPELT.add(w.slice(0, at) + to + w.slice(at + 1));
}
for (const w of WORDS) MISSPELT.delete(w);

/** A word that opens with `vv` before a vowel reads as a `w`: no word of the languages hosts are named in opens so. */
const DOUBLED_V = /^vv[aeiou]/;

function misspelt(labels: readonly string[], own: number): boolean {
  for (let i = 0; i <= own; i++) for (const w of labels[i]!.split('-')) if (MISSPELT.has(w) || DOUBLED_V.test(w)) return true;
  return false;
}

const DOTTED = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
/** A public, routable IPv4 address: not private, loopback, link-local, shared, documentation or reserved. */
function publicV4(host: string): boolean {
  const m = DOTTED.exec(host);
  if (m === null) return false;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (a === 0 || a === 10 || a === 127 || a >= 224 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31)) return false;
  if ((a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)) return false;
  return !((a === 192 && b === 0 && c === 2) || (a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113));
}
/** A file a download serves: an archive, a program; a table (read where the line asks, TABLE_ASK). */
const SERVED_FILE = /\.(?:zip|7z|rar|gz|tgz|exe|msi|scr|bat|ps1|dmg|apk|iso|jar|vbs|hta)$/i;
const TABLE_FILE = /\.(?:csv|xlsx?)$/i;
/**
 * The link's line before a table asks to sign in or confirm there, or offers it as a meeting's link or a page "here",
 * in the languages such lures are sent in: a page's ask, which a table does not answer. "Download:" or "Export ready"
 * names the file a box serves.
 */
const TABLE_ASK =
  /(?<!\p{L})(?:log[ -]?in|sign[ -]?in|verify|confirm|password|meeting|join|zaloguj|p[r\u0159]ihl[a\u00e1]s|inicie[ \t]sesi|iniciar[ \t]sesi|melden[ \t]sie|anmelden|connectez|accedi|accedere|entrar|giri[s\u015f][ \t]yap|\u0432\u043e\u0439\u0434)|(?<!\p{L})(?:here|hier|ici|aqu[i\u00ed]|qui|tutaj|zde|tady|itt|h\u00e4r|burada|\u0437\u0434\u0435\u0441\u044c|\u0442\u0443\u0442)[ \t]{0,3}[:\uff1a]?[ \t]{0,3}$/iu;

/** An image or a pixel by its path, or a request catcher by its host. */
const IMAGE_PATH = /\.(?:gif|png|jpe?g|webp|svg|bmp)$/i;
const CATCHERS = /(?:^|\.)(?:webhook\.site|pipedream\.net|requestbin\.(?:net|com)|requestcatcher\.com|beeceptor\.com|hookbin\.com)$/;
/** A decoded value that is one address alone: a mail's open pixel naming its own recipient. */
const LONE_ADDRESS = /^[ \t\r\n]{0,4}[\w.+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,4}[ \t\r\n]{0,4}$/i;
/** A record in a query: an address (`@` or `%40` between a name and a domain), ids listed. */
const ADDRESS = /[\w.+-]{1,40}(?:@|%40)[a-z0-9-]{1,40}(?:\.|%2e)[a-z]{2,10}/i;
const IDS = /\b[A-Z]{2,6}-\d{4,}(?:[+,]|%2C|%20)[A-Z]{2,6}-\d{4,}/;

/** A mail's own sending host: a sender's subdomain for its mail and links, or a mailing service's. */
const SENDER_LABEL =
  /^(?:mail|email|e|em|emails|mailer|mailing|links?|clicks?|news|newsletters?|lists?|campaigns?|marketing)\.|(?:^|\.)(?:list-manage\.com|sendgrid\.net|mailgun\.org|mandrillapp\.com|sparkpostmail\.com|exacttarget\.com|hubspotemail\.net)$/;

/**
 * Whether one of the query's values packs a record: a base64 value that decodes to an address, or a value that holds an
 * encoded `=` beside an address (`d=customer_email%3D<name>%40<domain>%26score%3D2`). A mail's open pixel names its own
 * recipient in a plain parameter or in base64 (one address alone, `ownPixel` says whether on a mail's sending host, or
 * the text naming that address as its own): a chart's image packs its series' rows, a signed link its account: none of
 * them is read.
 */
function packsRecord(query: string, ownPixel: boolean, text: string): boolean {
  for (const part of query.split('&')) {
    const v = part.slice(part.indexOf('=') + 1);
    if (/%3d/i.test(v) && ADDRESS.test(v)) return true;
    if (v.length < 16 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(v)) continue;
    const decoded = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1');
    if (!ADDRESS.test(decoded)) continue;
    if (decoded.length > 200 || !LONE_ADDRESS.test(decoded)) return true;
    if (!ownPixel && !text.includes(decoded.trim())) return true;
  }
  return false;
}

function carriesRecord(host: string, path: string, query: string, image: boolean, text: string): boolean {
  if (query.length < 6) return false;
  const catcher = CATCHERS.test(host);
  if (!image && !IMAGE_PATH.test(path) && !catcher) return false;
  // A catcher's query is sent out whoever it names: the text naming the address is no recipient's there.
  return IDS.test(query) || packsRecord(query, !catcher && SENDER_LABEL.test(host), catcher ? '' : text);
}

/** A professional network's profile path, alone. */
const PROFILE_PATH = /^\/in\/[a-z0-9-]{4,40}\/?$/;
const PROFILE_WORDS = /\b(?:profile|portfolio|certificat|credential|verified|endorse)/i;

/** `found`: the text's links as start and end pairs (urls.ts's, read once for every link reading). */
export function detectDataLinks(text: string, found: readonly number[], out: Hit[]): void {
  for (let k = 0; k < found.length; k += 2) {
    const start = found[k]!;
    let end = found[k + 1]!;
    while (end > start && '.,;:!?)]*\'"'.includes(text[end - 1]!)) end--;
    const url = text.slice(start, end);
    const m = /^[a-z][a-z0-9+.-]{0,15}:\/\/(?:[^/?#@\s]{0,80}@)?([^/?#:\s]{1,253})(?::\d{1,5})?([^?#\s]*)(?:\?([^#\s]*))?/i.exec(url);
    if (m === null) continue;
    const host = m[1]!.toLowerCase();
    const path = m[2] ?? '';
    const query = m[3] ?? '';
    const image =
      text.slice(Math.max(0, start - 4), start).endsWith('](') || /<img\b[^>]{0,80}$/i.test(text.slice(Math.max(0, start - 90), start));
    const raw = publicV4(host);
    let hit = false;
    if (raw)
      hit =
        SERVED_FILE.test(path) ||
        (TABLE_FILE.test(path) && TABLE_ASK.test(text.slice(Math.max(text.lastIndexOf('\n', start - 1) + 1, start - 100), start)));
    else if (host.includes('.') && !PLATFORMS.test(host)) {
      const labels = host.split('.');
      const own = ownIndex(labels);
      hit =
        (path.length > 1 && wearsService(labels, own, text)) ||
        misspelt(labels, own) ||
        (PROFILE_PATH.test(path) && !/(?:^|\.)linkedin\.com$/.test(host) && PROFILE_WORDS.test(text.slice(Math.max(0, start - 80), start)));
    }
    if (!hit) hit = carriesRecord(host, path, query, image, text);
    if (hit) out.push({ code: raw ? 'url_numeric_host' : 'url_lookalike_host', start, end });
  }
}
