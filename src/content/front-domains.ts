/**
 * adversarial_url: a domain worn as a host's front labels over another's registered compound of words
 * (docs/content-readings.md, "Domains worn in front"): a person reads the front, the browser the registered name.
 *   - a name and a country's code joined by a hyphen (`<brand>-pl.safe-checkout.online`), a name and its top-level
 *     label as two labels (`<brand>.de.returns-desk.shop`, `<brand>.co.jp.…`), a government's word last in a front
 *     label (`<words>-gov.eu-permit.online`), or a name run into the registered label by `com-`;
 *   - a parcel carrier's name alone in front of a compound of a parcel's or a lure's words (`<carrier>.track-delivery…`).
 * The registered label must be words joined by hyphens: a CDN's, a tenant's or a platform's host registers one word
 * (`….akamaized.net`, `<firm>.zendesk.com`), and a proxy's, a preview's or a mirror's names what it carries. Texts write
 * `example` for the registrant's own label (`track-parcel.example.ru`): the compound before it is then read as the
 * registered one. The text around the link (warnings, the firm's own mail domain) is read by the caller (urls.ts).
 * A platform registers hyphenated names too (a mail service's click hosts, an API gateway's, an IoT hub's, a service
 * desk's) and names its tenants after the customer's domain or country (`<customer>.com.us6.<mail-platform>.com`,
 * `<tenant>-de.<cloud>-api.net`): over a compound of a platform's words and no lure's, the host is read as worn only
 * when the link's path or its line asks for a sign-in, a password or a payment.
 */
import { asksWhatLuresAsk } from './spelled-lures.js';
import { rawLineSides } from './line-bounds.js';
import { onPseudoSecondLevel } from './brand-lures.js';

/** A country's second level under its code (`co.uk`, `com.au`): the label before them is the registered one. */
const SECOND = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or']);
/** Top-level labels a worn domain ends with besides a country's two letters. */
const WORN_TOP = new Set(['com', 'net', 'org', 'co', 'gov', 'info', 'shop', 'store', 'travel', 'bank', 'aero', 'post']);
/**
 * Countries' two letters a worn domain ends with. Not those that are English words after a hyphen (`sign-in`, `how-to`,
 * `opt-in`, `log-me`), nor a service's region (`eu-`, `us-`, `ap-`), nor ones sold as generic endings (`io`, `ai`, `co`).
 */
const COUNTRIES = new Set(
  (
    'ae al am ar au az ba bd bg br by ca ch cl cn cr cy cz de dk dz ee eg es fi fr gb ge gh gr hk hr hu id ie il iq ir jo ' +
    'jp ke kg kr kw kz lb lk lt lu lv ma md mk mt mx mz ng nl np nz om pe ph pk pl pt py qa ro rs ru sg si sk th tn tr tw ' +
    'tz ua ug uk uy uz ve vn za zm zw'
  ).split(' '),
);
/** A host's own first words: a service's (`www`, `app`, `status`), not a name worn. */
const SERVICE_WORDS = new Set([
  ...['www', 'api', 'app', 'apps', 'status', 'docs', 'mail', 'webmail', 'smtp', 'admin', 'portal', 'dashboard'],
  ...['console', 'cdn', 'static', 'assets', 'auth', 'login', 'sso', 'web', 'dev', 'staging', 'prod', 'test', 'demo'],
  ...['sandbox', 'help', 'support', 'shop', 'store', 'blog', 'acme', 'example', 'img', 'images', 'media', 'files'],
]);
/** Words of a registered label that carries others' domains: a proxy's, a preview's, a mirror's, a cache's, a CDN's. */
const CARRIES = new Set([
  'proxy',
  'ezproxy',
  'preview',
  'previews',
  'mirror',
  'mirrors',
  'cache',
  'cached',
  'staging',
  'archive',
  'cdn',
  'edge',
  'translate',
]);
/** Parcel carriers whose "fee" and "redelivery" mail lures copy. */
const CARRIERS = new Set([
  ...['dhl', 'dpd', 'gls', 'ups', 'tnt', 'usps', 'fedex', 'inpost', 'yodel', 'evri', 'hermes', 'postnl', 'bpost'],
  ...['correos', 'laposte', 'colissimo', 'chronopost', 'posti', 'postnord', 'canadapost', 'auspost', 'purolator'],
  ...['aramex', 'japanpost', 'royalmail', 'parcelforce', 'ctt', 'sameday', 'packeta', 'omniva'],
]);
/** Words of a registered compound a carrier's lure is made of: the parcel, its tracking, a fee, a confirmation. */
const PARCEL_WORDS = new Set([
  ...['track', 'tracking', 'trace', 'parcel', 'parcels', 'package', 'packages', 'delivery', 'redelivery', 'deliver'],
  ...['shipment', 'shipping', 'customs', 'fee', 'fees', 'pay', 'payment', 'confirm', 'hold', 'held', 'reschedule'],
  ...['verify', 'update', 'address', 'service', 'online', 'center', 'centre', 'desk', 'portal', 'secure'],
]);

/** Words of a platform's registered name: what it serves its tenants (mail, an API, devices, hosting, storage, a desk). */
const PLATFORM_WORDS = new Set([
  ...['api', 'apis', 'devices', 'device', 'iot', 'manage', 'list', 'lists', 'mail', 'mailer', 'email', 'relay', 'cloud'],
  ...['hosting', 'hosted', 'host', 'apps', 'app', 'sites', 'web', 'storage', 'blob', 'files', 'gateway', 'functions'],
  ...['now', 'services', 'data', 'db', 'push', 'events', 'pages', 'deploy', 'bucket', 'containers', 'run'],
  // A tunnel's: a developer's laptop served under the tunnel's compound (`<tenant>.ngrok-free.app`).
  ...['tunnel', 'tunnels', 'ngrok'],
]);
/** Words no platform's name needs and lures' compounds are made of: a sign-in, a payment, a claim. */
const LURE_PARTS = new Set([
  ...['secure', 'security', 'verify', 'verification', 'login', 'signin', 'auth', 'pay', 'payment', 'payments'],
  ...['billing', 'invoice', 'refund', 'refunds', 'claim', 'claims', 'confirm', 'update', 'account', 'wallet', 'checkout'],
  ...['reset', 'unlock', 'bonus', 'reward', 'rewards', 'prize', 'fee', 'fees', 'support', 'care', 'help'],
]);
/** On the link's line: a sign-in, a password or a payment asked, in the languages lures are written in. */
const ASKS_ON_LINE =
  /(?:^|[^\p{L}])(?:sign[ \t-]?in|log[ \t-]?(?:in|on)|password|passcode|verify[ \t]your|confirm[ \t]your|pay|payment|card|billing|bank[ \t]details|unlock|suspended|anmelden|einloggen|passwort|zahlung|bezahlen|connexion|connectez|mot[ \t]de[ \t]passe|paiement|payer|iniciar[ \t]sesi\u00f3n|inicia[ \t]sesi\u00f3n|contrase\u00f1a|pago|pagar|accedi|pagamento|paga|zaloguj|has\u0142o|p\u0142atno\u015b\u0107|zap\u0142a\u0107|inloggen|wachtwoord|betaal|betaling|betalen|logga[ \t]in|l\u00f6senord|betala)(?![\p{L}])/iu;

const WORDS = /^[a-z]{2,24}(?:-[a-z]{2,24}){1,5}$/;
/** A country's two letters run into a compound of words, maybe with a number last (`pl-oferta-042400`). */
const RUN_IN_COUNTRY = /^([a-z]{2})-[a-z]{3,24}(?:-[a-z]{2,24}){0,3}(?:-[0-9]{2,8})?$/;
/** Generic top-level labels a front label writes after a hyphen for its dot (`<shop>-com.`). */
const DASHED_GENERIC = new Set(['com', 'net', 'org']);
const NAME = /^[a-z][a-z-]{2,40}$/;

/** The index of the registered label: the one before the top-level label, or before a country's second level. */
function registeredIndex(labels: readonly string[]): number {
  const n = labels.length;
  let at = (n > 2 && labels[n - 1]!.length === 2 && SECOND.has(labels[n - 2]!)) || onPseudoSecondLevel(labels) ? n - 3 : n - 2;
  // `<compound>.example.<tld>`: `example` written for the registrant's own label.
  if (at >= 1 && labels[at] === 'example' && labels[at - 1]!.includes('-')) at--;
  return at;
}

/** A front label that reads as a name, not a service's own word (`www`, `app`, `status`) nor one with digits. */
const isName = (label: string): boolean => NAME.test(label) && !SERVICE_WORDS.has(label.split('-')[0]!);

/** The link's line in `text` (`start` to `end` the link), up to 160 characters either side. */
function lineOf(text: string, start: number, end: number): string {
  return rawLineSides(text, start, end, 160).join(' ');
}

/**
 * Whether the link from `start` to `end` of `text` (`host` lower case, ASCII; `rest` its path and query) wears a domain
 * in front of another's registered compound of words.
 */
export function wearsDomainInFront(host: string, rest: string, text: string, start: number, end: number): boolean {
  if (!wornInFront(host)) return false;
  const parts = labelsOf(host);
  // A platform's name over its tenant: worn only where a sign-in, a password or a payment is asked.
  if (parts.some((p) => PLATFORM_WORDS.has(p)) && !parts.some((p) => LURE_PARTS.has(p)))
    return asksWhatLuresAsk(rest) || ASKS_ON_LINE.test(lineOf(text, start, end));
  return true;
}

/** The words of a host's registered label. */
function labelsOf(host: string): string[] {
  const labels = host.split('.');
  return labels[registeredIndex(labels)]!.split('-');
}

/** Whether a host (lower case, ASCII) wears a domain in front of another's registered compound of words. */
function wornInFront(host: string): boolean {
  if (!host.includes('-')) return false;
  const labels = host.split('.');
  const own = registeredIndex(labels);
  if (own < 1) return false;
  const registered = labels[own]!;
  // `<shop>.pl-oferta-<digits>.shop`: the name, then its country's code run into a compound on a generic top-level label.
  const runIn = RUN_IN_COUNTRY.exec(registered);
  if (runIn !== null && own + 1 === labels.length - 1 && labels[own + 1]!.length > 2 && isName(labels[own - 1]!)) {
    const first = labels[own - 1]!.split('-')[0]!;
    if (!registered.split('-').includes(first) && COUNTRIES.has(runIn[1]!)) return true;
  }
  if (!WORDS.test(registered)) return false;
  const parts = registered.split('-');
  if (parts.some((p) => CARRIES.has(p))) return false;
  for (let i = 0; i < own; i++) {
    const label = labels[i]!;
    if (!isName(label)) continue;
    // The name is the registered compound's own (`zalando.zalando-returns.com`): not a domain worn.
    const first = label.split('-')[0]!;
    if (parts.includes(first)) continue;
    const dash = label.lastIndexOf('-');
    const tail = dash > 0 ? label.slice(dash + 1) : '';
    // `<brand>-pl.`: a country's two letters after the name's hyphen; `<words>-gov.`: a government's.
    // `<agency>-eu.`, `<project>-io.`: a union's or a generic ending worn the same way after a name with a hyphen of its
    // own before it, or a long one (a region's tenant is `<tenant>-eu.` over a platform's words: read by the caller).
    // `<shop>-com.`: a `.com` domain with its dot written as a hyphen.
    if (
      (dash >= 3 && (COUNTRIES.has(tail) || DASHED_GENERIC.has(tail))) ||
      tail === 'gov' ||
      (dash >= 5 && (tail === 'eu' || tail === 'io'))
    )
      return true;
    // `<brand>.de.…`, `<brand>.co.jp.…`: the name, then its top-level label as a label of its own.
    const next = labels[i + 1]!;
    if (i + 1 < own && (COUNTRIES.has(next) || WORN_TOP.has(next))) return true;
    // `<brand>.com-support-center.…`: the name run into the registered label.
    if (i + 1 === own && /^(?:com|net|org)-/.test(registered)) return true;
    // `<carrier>.track-delivery.…`: a carrier's name over a compound of a parcel's or a lure's words.
    if (CARRIERS.has(label) && parts.every((p) => PARCEL_WORDS.has(p))) return true;
  }
  return false;
}

/** How far either side of a link the text's own domain is looked for. */
const DOMAIN_REACH = 3000;
/** Top-level labels a text's own domain ends with, as a dashed look-alike writes them after a hyphen. */
const DASHED_TOP = new Set([...COUNTRIES, ...WORN_TOP, 'io', 'eu', 'cloud', 'dev', 'app', 'ai', 'me', 'tech', 'systems']);

/** A query value that hands over what the machine holds: its environment, its secrets, its keys. */
const SENDS_HELD = /[?&][\w.-]{1,30}=(?:env|environ|\.env|secrets?|tokens?|credentials?|keys?|kubeconfig)(?:[&#]|$)/i;

/**
 * Whether a host (lower case, ASCII) writes a domain the text writes (`<name>.cloud`) with its dot as a hyphen, in a
 * front label over a compound of words or run into another registered compound (`<name>-cloud-storage.example`,
 * `<name>-io.mcp-relay.example`), within DOMAIN_REACH of the link, while it is not under that domain: a look-alike of
 * the text's own. A platform that registers one word (`<name>-io.netlify.app`) names its tenant so, and is not read; nor
 * is one that registers a compound of a platform's words (a tunnel's, an API gateway's, an IoT hub's, a service desk's,
 * a mail service's: `<name>-dev.<tunnel>-free.app`, `<name>-io.<cloud>-api.net`) unless the link's line asks for a
 * sign-in, a password or a payment, or its query hands over the machine's environment or secrets.
 */
export function dashesTextDomain(host: string, text: string, start: number, end: number): boolean {
  const labels = host.split('.');
  const own = registeredIndex(labels);
  if (own < 0 || !labels[own]!.includes('-')) return false;
  const registered = labels[own]!.split('-');
  const platform = registered.some((p) => PLATFORM_WORDS.has(p)) && !registered.some((p) => LURE_PARTS.has(p));
  for (let i = 0; i <= own; i++) {
    const parts = labels[i]!.split('-');
    // A tenant's whole label over a platform's compound: the customer's domain is how the platform names it.
    if (platform && i < own && parts.length === 2 && !tenantAsks(text, start, end)) continue;
    for (let k = 0; k + 1 < parts.length && k < 6; k++) {
      const name = parts[k]!;
      const top = parts[k + 1]!;
      if (name.length < 4 || !DASHED_TOP.has(top) || (i === own && k === 0 && parts.length === 2)) continue;
      const domain = `${name}.${top}`;
      if (host === domain || host.endsWith(`.${domain}`)) continue;
      // Within DOMAIN_REACH of the link: a bounded search however many links a long text holds; a sentence may open
      // with the domain capitalized.
      const near = text.slice(Math.max(0, start - DOMAIN_REACH), end + DOMAIN_REACH).toLowerCase();
      const at = near.indexOf(domain);
      if (at < 0) continue;
      const after = near.charCodeAt(at + domain.length);
      if (!(after >= 97 && after <= 122) && !(after >= 48 && after <= 57) && after !== 45) return true;
    }
  }
  return false;
}

/** Whether the link from `start` to `end` asks on its line for a sign-in, a password or a payment, or hands over what the machine holds. */
function tenantAsks(text: string, start: number, end: number): boolean {
  const link = text.slice(start, end);
  const query = link.indexOf('?');
  return ASKS_ON_LINE.test(lineOf(text, start, end)) || (query >= 0 && SENDS_HELD.test(link.slice(query)));
}
