/**
 * adversarial_url readings of a host that phishing mail registers to pass for a brand's (docs/content-readings.md,
 * cases-48.jsonl): the brand one edit off (two letters swapped or one doubled), the brand joined to sign-in
 * or payment words as the domain registered (`paypal-account-verify.com`) or written as the first label before such a
 * domain (`paypal.secure-login.io`), user-info that starts with a brand's domain (`https://www.paypal.com%2Fx@host/`), a
 * public address written as a number, and a raw public address whose path names a brand's domain. Each reads one URL's
 * authority or path, never the text around it.
 */
import { CATCHER, TUNNEL } from './carried.js';
import { fold, isInternal, METADATA_V4, numericV4 } from './hosts.js';

/** Banks and payment apps, and the parcel carriers whose "redelivery fee" mail asks for a card (urls.ts wears them too). */
export const BANKS_AND_CARRIERS: readonly string[] = [
  'revolut',
  'hsbc',
  'santander',
  'barclays',
  'sparkasse',
  'natwest',
  'dhl',
  'fedex',
  'usps',
];
/**
 * Brands phishing mail imitates: people sign in or pay there, or a parcel carrier asks a fee. A common word (`office`,
 * `slack`) is none of them.
 */
const TARGETS = new Set([
  'paypal',
  'microsoft',
  'microsoftonline',
  'office365',
  'outlook',
  'hotmail',
  'apple',
  'appleid',
  'icloud',
  'amazon',
  'google',
  'gmail',
  'linkedin',
  'netflix',
  'dropbox',
  'docusign',
  'facebook',
  'instagram',
  'whatsapp',
  'coinbase',
  'binance',
  'adobe',
  'chase',
  'wellsfargo',
  'bankofamerica',
  'github',
  'ebay',
  ...BANKS_AND_CARRIERS,
]);

/** Words a sign-in, verification or payment page's registered name joins to a brand; a product's (`analytics`, `adsystem`, `community`) are not. */
const SIGN_IN = new Set([
  'login',
  'logon',
  'signin',
  'verify',
  'verification',
  'secure',
  'account',
  'accounts',
  'billing',
  'recovery',
  'confirm',
  'unlock',
  'validate',
  'auth',
  'payment',
  'update',
  'suspended',
  // Sign-in in Dutch, German and French, as lure hosts for those countries' banks write it (`ing-nl-inloggen`).
  'inloggen',
  'anmelden',
  'connexion',
]);
/** Brands too short to find inside a word (banks' initials), read only as a part between hyphens (`ing-nl-inloggen`, `anz-secure-login`). */
const HYPHEN_BRANDS = new Set(['ing', 'anz', 'nab', 'ubs', 'rbc', 'bmo', 'asb', 'kbc', 'bbva']);

/** Parcel carriers, and the words their "redelivery fee" mail's hosts join to them (`usps-redelivery`, `dhl-paket-zustellung`). */
const CARRIERS = new Set(['dhl', 'fedex', 'usps']);
const CARRIER_LURE = new Set(['redelivery', 'redeliver', 'fee', 'fees', 'customs', 'parcel', 'paket', 'package', 'track', 'tracking']);
/**
 * Words of a payment's or a refund's lure, in several languages, read only in a registered label that wears another's
 * whole domain before it (`sorlandpost.se.tull-betalning....`, `vindair.aero.refund-desk....`): customs, duty, a payment, a
 * refund, a claim, compensation, miles or a reward.
 */
const PAYMENT_LURE = new Set([
  ...['refund', 'refunds', 'claim', 'claims', 'compensation', 'payment', 'payments', 'pay', 'invoice', 'reward', 'rewards'],
  ...['miles', 'bonus', 'toll', 'tull', 'zoll', 'douane', 'aduana', 'dogana', 'duty', 'betaling', 'betalning', 'maksu'],
  ...['zahlung', 'paiement', 'pago', 'pagamento', 'rimborso', 'reembolso', 'remboursement', 'erstattung', 'terugbetaling'],
]);

/** A word of a sign-in's, a parcel's or a payment's lure. */
const lureWord = (p: string): boolean => SIGN_IN.has(p) || CARRIER_LURE.has(p) || PAYMENT_LURE.has(p);
/** A country's two letters run into a registered label by a hyphen (not those that are words: `in-`, `at-`, `be-`, `no-`). */
const COUNTRY_RUN_IN = /^(?:de|fr|es|nl|ch|pl|ca|au|jp|br|mx|se|dk|fi|ie|pt|cz|hu|gr|ro|tr|za|nz|sg|uk)-[a-z]/;

/** Brands of seven letters or more, read for look-alikes one swap or one doubled letter off (with SWAP_BRANDS' others). */
const TYPO_BRANDS = [
  'microsoft',
  'linkedin',
  'netflix',
  'dropbox',
  'outlook',
  'facebook',
  'instagram',
  'whatsapp',
  'coinbase',
  'cloudflare',
  'anthropic',
  'docusign',
  'binance',
  'metamask',
];
/** Brands of six letters or more, two of whose letters swapped or one doubled spells a look-alike. */
const SWAP_BRANDS = [...TYPO_BRANDS, 'google', 'paypal', 'amazon', 'github', 'gitlab', 'openai', 'office'];

/**
 * Every label one edit off a brand: adjacent letters swapped or one doubled. One letter left out is not read: real
 * businesses are named so (`netfix.co.uk`, a computer repair shop, beside "netflix").
 */
const ONE_OFF: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  for (const b of SWAP_BRANDS) {
    for (let i = 0; i + 1 < b.length; i++) if (b[i] !== b[i + 1]) out.add(b.slice(0, i) + b[i + 1] + b[i] + b.slice(i + 2));
    for (let i = 0; i < b.length; i++) out.add(b.slice(0, i + 1) + b[i] + b.slice(i + 1));
  }
  for (const b of SWAP_BRANDS) out.delete(b);
  return out;
})();
/** ONE_OFF as fold reads it, for a label that is one edit off a brand and spelled with look-alike digits or letters as well. */
const FOLDED_ONE_OFF: ReadonlySet<string> = new Set([...ONE_OFF].map(fold));
/** A look-alike digit, `q` (read as `g`), `rn` or `vv` in a label: a second edit a person does not see. */
const SECOND_EDIT = /[013-578q|]|rn|vv/;
/** Brands spelled with `g` that a `q` passes for (`gooqle`); not `gmail`, which `qmail`, a mail server, is one edit off. */
const G_BRANDS = new Set(['google', 'github', 'gitlab']);

/**
 * A label two edits off a brand where one of them is a look-alike a reader does not see: a doubled or swapped letter and
 * a digit or `rn` (`paypa11`, `rnicrosofft`), or `q` for `g` (`gooqle`, `g0oqle`). Two edits of other letters are not
 * read: real businesses are named so (`goggle`, `netlify`).
 */
function twoEditsOff(label: string): boolean {
  if (label.length < 5 || !SECOND_EDIT.test(label)) return false;
  const folded = fold(label.includes('q') ? label.replace(/q/g, 'g') : label);
  return FOLDED_ONE_OFF.has(folded) || (label.includes('q') && G_BRANDS.has(folded));
}

const SECOND_LEVEL = new Set(['com', 'co', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or']);

/** Where a host's registered label is (the one before its top-level label, or before a country's second level). */
function ownIndex(labels: readonly string[]): number {
  const n = labels.length;
  return n > 2 && labels[n - 1]!.length === 2 && SECOND_LEVEL.has(labels[n - 2]!) ? n - 3 : n - 2;
}

/**
 * A brand and a sign-in word among a label's parts between hyphens (`paypal-account-verify`), the sign-in word first
 * too (`login-microsoftonline`, `secure-appleid`), or a carrier and a lure's (`usps-package-hold`).
 */
function brandWithSignIn(label: string): boolean {
  if (!label.includes('-')) return false;
  const parts = label.split('-');
  const lure = CARRIERS.has(parts[0]!);
  if ((TARGETS.has(parts[0]!) || HYPHEN_BRANDS.has(parts[0]!)) && parts.some((p) => SIGN_IN.has(p) || (lure && CARRIER_LURE.has(p))))
    return true;
  return SIGN_IN.has(parts[0]!) && parts.some((p, i) => i > 0 && TARGETS.has(p));
}

/**
 * Words run into a brand without a hyphen in a sign-in page's registered name (`paypallogin`, `netflixbilling`,
 * `verifygoogleaccount`): SIGN_IN's, and the help and bank words such names add (`appleidsupport`, `chasebankverify`).
 */
const RUN_IN = new Set([...SIGN_IN, 'signon', 'support', 'help', 'helpdesk', 'online', 'bank', 'banking', 'id', 'security', 'review']);
/** Of RUN_IN, the words that do not make a sign-in page's name without a sign-in word beside them (`chaseonline`, `googlehelp`). */
const FILLER = new Set(['online', 'bank', 'banking', 'id', 'support', 'help', 'helpdesk', 'review', 'security']);
/** The longest brand of TARGETS, and of RUN_IN's words. */
const TARGET_MAX = Math.max(...[...TARGETS].map((b) => b.length));
const RUN_IN_MAX = Math.max(...[...RUN_IN].map((w) => w.length));

/**
 * What `s` is as one to three of RUN_IN's words run together: 2 when one of them is a sign-in word (`login`,
 * `accountupdate`, `bankverify`), 1 when all are fillers (`online`, `supporthelp`), 0 when it is not such words.
 */
function runInWords(s: string, depth = 0): 0 | 1 | 2 {
  if (s === '' || depth >= 3) return 0;
  let best: 0 | 1 | 2 = 0;
  for (let n = 2; n <= Math.min(RUN_IN_MAX, s.length) && best < 2; n++) {
    const word = s.slice(0, n);
    if (!RUN_IN.has(word)) continue;
    const rest = n === s.length ? 1 : runInWords(s.slice(n), depth + 1);
    if (rest === 0) continue;
    const here = rest === 2 || !FILLER.has(word) ? 2 : 1;
    if (here > best) best = here;
  }
  return best;
}

/**
 * A part of a registered label that runs a brand into sign-in words without a hyphen (`paypallogin`, `microsoftverify`,
 * `appleidsupport`, `netflixbilling`, `verifygoogleaccount`, `chasebankverify`): no brand names its own sign-in host so,
 * and a vendor's product joined to a brand is no sign-in word (`githubstatus`, `paypalobjects`, `appleinsider`).
 */
function brandRunIntoSignIn(part: string): boolean {
  if (part.length < 7 || part.length > TARGET_MAX + 3 * RUN_IN_MAX || OWN_SIGN_IN.has(part)) return false;
  for (const brand of TARGETS) {
    const at = part.indexOf(brand);
    if (at < 0 || part.length === brand.length) continue;
    const before = part.slice(0, at);
    const after = part.slice(at + brand.length);
    if (CARRIERS.has(brand) && before === '' && CARRIER_LURE.has(after)) return true;
    const b = before === '' ? 1 : runInWords(before);
    const a = after === '' ? 1 : runInWords(after);
    if (a === 0 || b === 0) continue;
    // A sign-in word on either side; `appleid` is one itself (`appleidsupport`).
    if (a === 2 || b === 2 || brand === 'appleid') return true;
  }
  return false;
}

/**
 * The brands' own sign-in hosts' registered names that run a brand into a sign-in word, from their documentation:
 * Adobe's IMS (`ims-na1.adobelogin.com`) and Microsoft's Entra ID (`login.microsoftonline.com`); and DHL's parcel
 * services' own domains (`dhlparcel.nl`, `dhlpaket.de`), which run the carrier into a lure's word.
 */
const OWN_SIGN_IN = new Set(['adobelogin', 'microsoftonline', 'dhlparcel', 'dhlpaket']);

/** `appleid` run into digits or joined by a hyphen (`appleid2`, `appleid-4412`, `appleid-verify1`): Apple's own hosts wear `appleid` alone. */
const APPLEID_WORN = /^appleid(?:\d|-)/;

/**
 * A part between hyphens of any label but the last, one edit or two unseen edits off a brand (`gooogle-mail.com`,
 * `micorsoft-online.com`, `mail.gooogle.other-host.net`), or `appleid` worn with digits or another word: no business
 * spells a brand so, whatever words stand beside it. The registered label alone is read by squatsBrand.
 */
function partOff(labels: readonly string[]): boolean {
  for (let i = 0; i < labels.length - 1; i++) {
    const label = labels[i]!;
    if (label.length < 6) continue;
    if (APPLEID_WORN.test(label)) return true;
    for (const part of label.includes('-') ? label.split('-') : [label]) if (ONE_OFF.has(part) || twoEditsOff(part)) return true;
  }
  return false;
}

/** A top-level label a domain worn as a host's leading labels ends with: a generic one or a country's two letters. */
// `example`, the top-level label reserved for documents, as texts write a business's domain in place of its own.
const WORN_TLD = new Set([
  'com',
  'net',
  'org',
  'io',
  'co',
  'app',
  'dev',
  'info',
  'biz',
  'shop',
  'store',
  'example',
  // Generic endings businesses register under too (a travel brand's `.travel`, a bank's `.bank`).
  'travel',
  'bank',
  'online',
  'site',
  'tech',
  'cloud',
  'tv',
  'me',
  // An airline's, a postal service's, a co-operative's and an insurer's own endings.
  'aero',
  'post',
  'coop',
  'insurance',
]);
/** Top-level labels only governments, the military and schools register under. */
const WORN_PUBLIC = new Set(['gov', 'mil', 'edu']);
/** A government's second-level label under a country's (`gov.uk`, `gouv.fr`, `gob.mx`). */
const PUBLIC_SECOND = new Set(['gov', 'gouv', 'gob']);
/**
 * A government's, a business's or a school's second level and a country's two letters joined by a dash (`gov-uk`,
 * `co-uk`), read before another registered label only: `co-op.co.uk` registers the word.
 */
const DASHED_SECOND =
  /^(?:gov|gouv|gob|govt|co|com|org|ac|nhs)-(?:uk|au|nz|in|za|ca|us|fr|de|br|mx|ar|ie|sg|my|ph|ng|ke|jp|kr|hk|tw|es|it|pl|tr|il)$/;
/** Words of a registered label that carries others' domains: a proxy's, a preview's, a mirror's or a cache's. */
const CARRIES_DOMAINS = new Set([
  'proxy',
  'ezproxy',
  'proxied',
  'preview',
  'previews',
  'mirror',
  'mirrors',
  'cache',
  'cached',
  'webcache',
  'staging',
  'archive',
]);
/** The generic top-level labels a business's whole domain ends with (`example` as texts write one in its place). */
const WORN_GENERIC = new Set(['com', 'net', 'org', 'co', 'example']);

/**
 * Leading labels a SaaS host puts before a region or language label (`status.de.auth-cloud.io`, `app.us.…`,
 * `acme.fr.…`, `mail.example.com.…`): a service's, or a placeholder business's, not a business's name worn.
 */
const SERVICE_NAMES = new Set([
  'www',
  'api',
  'app',
  'apps',
  'status',
  'docs',
  'mail',
  'webmail',
  'smtp',
  'tenant',
  'admin',
  'portal',
  'dashboard',
  'console',
  'cdn',
  'static',
  'assets',
  'auth',
  'login',
  'sso',
  'web',
  'dev',
  'staging',
  'prod',
  'test',
  'demo',
  'sandbox',
  'help',
  'support',
  'shop',
  'store',
  'blog',
  'acme',
  'example',
]);

/**
 * Any business's whole domain as a host's leading labels (`shop.tidewell.de.verify-session.net`,
 * `brand.co.uk.redelivery-fee.top`) under a registered label that joins a sign-in or parcel word to another
 * (`verify-session`, `account-check`, `redelivery-fee`): a person reads the domain first, the page registered is
 * another's. A provider's host carrying a customer's domain (`….com.s3.amazonaws.com`, `….de.edgekey.net`) registers
 * no such words, and a business's own sign-in host (`login.example.de`) wears no other domain. A two-letter label is
 * as often a SaaS host's region (`tenant42.ap.…`, `status.eu.…`), so the worn name must read as a business's: three
 * letters or more, no digit, no service's word (SERVICE_NAMES).
 */
function wornForSignIn(labels: readonly string[], own: number): boolean {
  const label = labels[own]!;
  if (own < 2 || !label.includes('-')) return false;
  // A name, then its top-level label right before the registered label (or `co.uk`, `com.au`, `gov.uk` there).
  const last = labels[own - 1]!;
  if (!WORN_TLD.has(last) && !WORN_PUBLIC.has(last) && !/^[a-z]{2}$/.test(last)) return false;
  const second = last.length === 2 && own >= 3 && SECOND_LEVEL.has(labels[own - 2]!);
  const level = second ? labels[own - 2]! : last;
  const name = labels[second ? own - 3 : own - 2]!;
  const parts = label.split('-');
  // A library's proxy or a host's preview, mirror or cache carries a customer's whole domain so (`www.jstor.org.ez-proxy.net`).
  if (parts.some((p) => CARRIES_DOMAINS.has(p)) && !parts.some((p) => SIGN_IN.has(p) || CARRIER_LURE.has(p))) return false;
  // A country's government domain worn whole (`www.gov.uk.vehicle-tax-renewal.info`).
  if (last.length === 2 && PUBLIC_SECOND.has(labels[own - 2]!) && (own === 2 || labels[own - 3] === 'www')) return true;
  // A government's or a school's domain (`uscis.gov`, `ca.gov`, `hmrc.gov.uk`) worn so, before any joined words: none
  // of theirs is served from another's registered name (`docket-viewer`), and a state's name may be two letters.
  if (WORN_PUBLIC.has(level) || level === 'ac') return /^[a-z][a-z-]{1,}$/.test(name) && !SERVICE_NAMES.has(name);
  // A business's (`.com`, `.org`, `.co.uk`) before joined words: sign-in or parcel words, or any words under a
  // generic ending (`freight-rates-portal`); a provider's host carrying a customer's domain names itself in one word.
  if (!parts.some((p) => SIGN_IN.has(p) || CARRIER_LURE.has(p) || PAYMENT_LURE.has(p)) && !WORN_GENERIC.has(level)) return false;
  return /^[a-z][a-z-]{2,}$/.test(name) && !SERVICE_NAMES.has(name);
}

/**
 * A plain (ASCII) host registered to pass for a brand: its registered label one edit off a brand (`micorsoft.com`,
 * `paypall.com`), or a brand joined to a sign-in word (`paypal-account-verify.com`), or a brand's label before a
 * registered label of sign-in words (`paypal.secure-login.io`, `apple.id-verify-center.com`), or a hyphen part or a
 * subdomain one edit off a brand (`gooogle-mail.com`, partOff).
 */
export function squatsBrand(host: string): boolean {
  if (!host.includes('.')) return false;
  const labels = host.split('.');
  const own = ownIndex(labels);
  if (own < 0) return false;
  const label = labels[own]!;
  if (ONE_OFF.has(label) || brandWithSignIn(label) || twoEditsOff(label) || partOff(labels)) return true;
  for (const part of label.includes('-') ? label.split('-') : [label]) {
    if (brandRunIntoSignIn(part)) return true;
    // A short brand with a 1 for its l (`dh1-express`): longer ones are read one edit off (ONE_OFF).
    if (part.length <= 4 && part.includes('1') && TARGETS.has(part.replace(/1/g, 'l'))) return true;
  }
  if (wornForSignIn(labels, own)) return true;
  // `www.bank.co.uk.secure-pay.account-check.top`: the lure's words as a label of their own (hyphenated) between the worn
  // domain and the registered label, read as one label with it.
  if (own >= 3 && labels[own - 1]!.includes('-') && labels[own - 1]!.split('-').every(lureWord)) {
    const joined = [...labels.slice(0, own - 1), `${labels[own - 1]}-${label}`];
    if (wornForSignIn(joined, own - 1)) return true;
  }
  // `docusign.com-envelope-review.top`: a brand's whole domain run into the registered label by a hyphen, which a
  // person reads as the brand's domain; a provider's edge host carrying it (`www.brand.com-v1.edgesuite.net`) registers
  // its own label after it.
  // A country's domain run so (`dhl.de-paket-…`, `paypal.fr-compte-…`): a brand's own hosts register no such label.
  if (own >= 1 && TARGETS.has(labels[own - 1]!) && (/^(?:com|net|org|co)-[a-z]/.test(label) || COUNTRY_RUN_IN.test(label))) return true;
  // Any business's name run so (`justgiving.com-appeal.help`): no provider registers a label that opens with `com-`.
  if (
    own >= 1 &&
    /^(?:com|net|org)-[a-z]/.test(label) &&
    /^[a-z][a-z-]{2,}$/.test(labels[own - 1]!) &&
    !SERVICE_NAMES.has(labels[own - 1]!)
  )
    return true;
  // A government's or a country's second level spelled with a dash after a name (`hmrc.gov-uk.claims.net`,
  // `dvla.gov-uk.renewals.com`): `gov.uk` to a person, a label of another's registered domain to the browser.
  for (let i = 1; i < own; i++) if (DASHED_SECOND.test(labels[i]!) && /^[a-z][a-z-]{1,}$/.test(labels[i - 1]!)) return true;
  // `www.gov.uk-refunds.example`: a government's second level, then a country's two letters run into the registered label.
  if (own >= 1 && PUBLIC_SECOND.has(labels[own - 1]!) && /^(?:uk|au|nz|in|za|ca|us|fr|br|mx|ar|ie|sg|my|ph|ng|ke)-[a-z]/.test(label))
    return true;
  // `accounts-google.docs-share.top`: a brand joined to a sign-in word as the host's first label, right over a registered
  // name of words joined by hyphens, no brand's (a brand's own hosts are registered under its name; a host's or a docs
  // provider's, which carries its customers' names so, is one word: `….github.io`, `….readthedocs.io`). A business's
  // own gateway stands under its other labels (`google-login.intranet.acme-corp.com`).
  if (own === 1 && label.includes('-') && !label.split('-').some((p) => TARGETS.has(p)) && brandWithSignIn(labels[0]!)) return true;
  // `paypal.secure-login.io`, `wellsfargo-online.accountupdate.top`: the brand as a label or a part of one, the domain
  // registered named for signing in (sign-in words joined by hyphens or run together).
  // One sign-in word alone is a brand's own (`amazon.signin.aws`).
  const signIn = label.includes('-') ? label.split('-').some((p) => SIGN_IN.has(p)) : !SIGN_IN.has(label) && runInWords(label) === 2;
  if (!signIn) return false;
  for (let i = 0; i < own; i++) if (labels[i]!.split('-').some((p) => TARGETS.has(p))) return true;
  return false;
}

/**
 * A capital I written for an l in a host otherwise in lower case (`dhI-express-delivery.info`, `paypaI.com`): a
 * browser reads the host case-blind, a person reads the l. Mixed case with other capitals (`LinkedIn.com`) is a name's.
 */
export function capitalIForL(written: string): boolean {
  if (!/[a-z]I|I[a-z]/.test(written) || /[A-HJ-Z]/.test(written)) return false;
  // A brand's name as a label or a hyphen's part once respelled (`dhl` in `dhI-express`), or a squat of one.
  for (const part of written.split(/[.-]/)) if (part.includes('I') && TARGETS.has(part.replace(/I/g, 'l').toLowerCase())) return true;
  return squatsBrand(written.replace(/I/g, 'l').toLowerCase());
}

/** A brand's domain at the start of user-info (`www.paypal.com`, `login.microsoftonline.com`), then a character no host holds. */
const BRAND_USER = /^(?:[a-z0-9-]{1,63}\.){0,3}([a-z0-9-]{2,63})\.(?:com|net|org|co|io|[a-z]{2})(?:\.[a-z]{2})?[%&_+~!=$,;*'()]/i;

/** User-info that starts with a brand's domain, which a person reads as the host (`https://www.paypal.com%2Fsignin@x.tld/`). */
export function brandInUserinfo(userinfo: string): boolean {
  const m = BRAND_USER.exec(userinfo);
  return m !== null && TARGETS.has(m[1]!.toLowerCase());
}

/**
 * A public IPv4 address written otherwise than as four decimal bytes (`http://1249763882/`, `0xb9dc650e`,
 * `0271.0334.0145.016`): no honest link writes one so. Two or three parts whose last is a byte (`1.2`, a version) and
 * bytes padded with zeros to three digits are not read.
 */
export function numericPublic(host: string): boolean {
  const c = host.charCodeAt(0);
  if (c < 48 || c > 57) return false;
  const v4 = numericV4(host);
  if (v4 === null || !v4.disguised) return false;
  const parts = host.split('.');
  const last = parts[parts.length - 1]!;
  // Octal needs a part of four digits or more (`0251`): bytes padded to three digits (`085.012.034.001`) are a log's habit.
  const odd = parts.some((p) => /^0x/i.test(p) || (p.length > 3 && p.startsWith('0'))) || Number(last) > 255;
  // An internal or metadata address is read as such (hosts.ts); multicast and reserved ones are no link's.
  return odd && v4.addr >= 0x01000000 && v4.addr < 0xe0000000 && !isInternal(v4.addr) && !METADATA_V4.has(v4.addr);
}

/** A plain dotted IPv4 address. */
const DOTTED = /^(?:\d{1,3}\.){3}\d{1,3}$/;
/** A path segment that is a consumer brand's domain (`www.paypal.com`, `appleid.apple.com`, `amazon.co.uk`). */
const BRAND_SEGMENT =
  /^\/(?:[^/?#]{0,80}\/)?(?:[a-z0-9-]{1,63}\.){0,2}([a-z0-9-]{2,63})\.(?:com|net|co|[a-z]{2})(?:\.[a-z]{2})?(?:[/?#]|$)/i;

/** A raw public address whose path's first or second segment is a brand's domain (`http://185.220.101.4/www.paypal.com/signin/`). */
export function brandOnRawAddress(host: string, path: string, isPublic: (host: string) => boolean): boolean {
  if (path.length < 8 || !DOTTED.test(host)) return false;
  const m = BRAND_SEGMENT.exec(path);
  return m !== null && TARGETS.has(m[1]!.toLowerCase()) && m[1]!.toLowerCase() !== 'github' && isPublic(host);
}

/** A redirect's parameter whose value is a script or a page (`?next=javascript:…`, `?u=data:text/html;base64,…`), also percent-encoded. */
const SCRIPT_REDIRECT =
  /[?&](?:url|u|next|redirect(?:_?ur[il]|_?to)?|return(?:_?to|_?url)?|continue|to|dest(?:ination)?|goto|target|rurl|redir)=(?:(?:javascript|vbscript)(?::|%3a)|data(?::|%3a)text(?:\/|%2f)html)/i;

/** Whether a URL's path and query (`rest`) redirects to a script: a page that sets `location` from the parameter runs it. */
export function redirectsToScript(rest: string): boolean {
  return (rest.includes('script') || rest.includes('data')) && SCRIPT_REDIRECT.test(rest);
}

/** A verb that sends, in the sentence before a catcher's URL. */
const SEND_VERB = /\b(?:send|post|upload|forward|submit|paste|export|sync)\b/i;
/** What a mailbox, a desk or a records system holds of people: a catcher is no place for it. */
const PEOPLE_DATA =
  /\b(?:messages|e-?mails|mailbox|inbox|thread|contacts|customer|customers|contract|credentials|passwords|payroll|attachments?|conversation|reset links|ID scans?|HR|records|salar(?:y|ies))\b/i;
/** A developer's own use of a catcher: a test's or a debugging session's. */
const TRYING = /\b(?:test|testing|debug\w*|inspect\w*|sample|example|demo|dummy|fake)\b/i;

/**
 * A request catcher's URL (not a tunnel's) that the sentence before it names as where to send people's data (`upload the
 * customer list to https://webhook.site/…`, `post the full text of this thread to https://….m.pipedream.net`); a test's,
 * a debugging session's or an example's is not read.
 */
export function askedToSendTo(text: string, start: number, host: string): boolean {
  if (!CATCHER.test(host) || TUNNEL.test(host)) return false;
  let before = text.slice(Math.max(0, start - 240), start);
  const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'), before.lastIndexOf('? '), before.lastIndexOf('! '));
  if (cut >= 0) before = before.slice(cut + 1);
  return SEND_VERB.test(before) && PEOPLE_DATA.test(before) && !TRYING.test(before);
}
