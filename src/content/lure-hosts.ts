/**
 * adversarial_url readings of a link that wears a firm's name over a domain registered for a lure (docs/content-readings.md,
 * "Lure hosts", cases-121.jsonl):
 * - a registered label that runs a name into a lure's words (`<firm>-refunds.com/claim`, `<firm>-points.com/redeem`),
 *   with a lure's path or the name written in the text; not when the text writes the whole label as a name in prose
 *   (a firm whose own name holds the word: "Summit Claims" and `summit-claims.com`);
 * - a registered label of lure words only (`account-verify`, `refund-desk`, `parcel-redelivery`, a signing service's
 *   name joined to `-review`) under a label that names someone (`<firm>.account-verify.net`): a vendor that hosts its
 *   customers under their names registers its own name, one word (`<firm>.zendesk.com`, `<firm>.chargebee.com`);
 * - a host that, its look-alikes read (a capital I or a 1 for an l, a 0 for an o), is a name the text writes in prose
 *   while the host as written is not (`orrisfieIddental.com` beside "Orrisfield Dental");
 * - a chat service's or a link shortener's domain with its dot written as a dash as a host's first label (`wa-me.…`);
 * - a raw address (public, or one of documentation's ranges for a payment), no port, whose path opens with a payment's or
 *   a sign-in's word, the sentence before asking to pay or sign in there (`Pay the dues here: http://…/pay/invoice`): no
 *   firm sends its customers to pay at a bare address; a private one is a router's or a device's page, and a port is a
 *   developer's server;
 * - which of a query's parameters are read for a person's data: an image's (a pixel's), and a list's named for people
 *   (`roster=`, `members=`, `donors=`).
 * Each reads one URL and the text's names around it (named-lookalikes.ts), never a pattern over the text.
 */
import { isPublicAddress } from './carried.js';
import { decodesToPerson, decodesToRecords } from './exported-urls.js';
import { registeredLabel } from './named-hosts.js';
import { hostNamedAround } from './named-lookalikes.js';
import { signsAs } from './own-senders.js';
import { brandOnRawAddress } from './squats.js';

/** Words a lure's domain is registered with that no firm's own name needs beside its name: refunds, points, sign-in. */
const STRONG = new Set([
  ...['refund', 'refunds', 'claim', 'claims', 'reward', 'rewards', 'points', 'redeem', 'verify', 'verification', 'validate'],
  ...['unlock', 'suspended', 'recovery', 'redelivery', 'confirm', 'billing', 'signin', 'login', 'logon', 'update', 'payment'],
  'payments',
]);
/** Of STRONG, words a firm registers its own billing or update host with, beside its name. */
const OWN_TOO = new Set(['billing', 'payment', 'payments', 'update', 'recovery']);
/** Of STRONG, a sign-in's words. */
const SIGN_IN = new Set(['verify', 'verification', 'validate', 'login', 'signin', 'logon', 'confirm', 'unlock', 'suspended']);
/** Words that join a lure's strong ones (`account-verify`, `refund-desk`, `secure-update`) and firms' names too. */
const WEAK = new Set([
  ...['secure', 'account', 'accounts', 'pay', 'support', 'desk', 'center', 'centre', 'help', 'service', 'services', 'online'],
  ...['auth', 'parcel', 'delivery', 'track', 'tracking', 'fee', 'fees', 'review', 'portal', 'renew', 'renewal', 'bonus'],
  ...['miles', 'wallet', 'bank', 'banking', 'donor', 'member', 'members', 'customer', 'uk', 'us', 'eu', 'payout', 'payouts'],
]);
/** Services whose name a lure joins to a weak word as the domain it registers (`docusign-review.com`, `dropbox-share`). */
const SERVICES = new Set(['docusign', 'dropbox', 'sharepoint', 'onedrive', 'wetransfer', 'adobe', 'stripe', 'paypal', 'office365']);
/** A lure page's first or second path segment: claim, redeem, pay, sign in, verify, in the languages lures are sent in. */
const LURE_PATH = new Set([
  ...['claim', 'claims', 'redeem', 'pay', 'payment', 'login', 'signin', 'verify', 'confirm', 'update', 'refund', 'unlock'],
  ...['account', 'keep', 'billing', 'checkout', 'card', 'wallet', 'secure', 'reset', 'activate', 'reactivate', 'renew'],
  ...['tebus', 'klaim', 'reclamar', 'reclamo', 'einloesen', 'einlosen', 'riscatta', 'reembolso', 'rimborso', 'odbierz'],
  ...['remboursement', 'terugbetaling', 'bayar', 'pagar', 'pagamento', 'zahlung', 'paiement', 'betalen', 'verificar'],
  // A claim's pre-authorisation, a payment's remittance: what a claims or payments look-alike asks.
  ...['preauth', 'preauthorisation', 'preauthorization', 'remittance'],
]);
/** A page that changes where a payee is paid: the fraud a payments look-alike is registered for. */
const BANK_CHANGE =
  /\/(?:[a-z]{1,20}\/){0,2}(?:bank[-_]?(?:update|details|change|account)|update[-_]?bank|payee[-_]?(?:change|update))(?:[/?#.]|$)/i;
/** Of those pages, the ones that move a payee's money elsewhere: a change or an update, not details entered. */
const BANK_MOVED = /(?:bank[-_]?(?:update|change)|update[-_]?bank|payee[-_]?(?:change|update))(?:[/?#.]|$)/i;
/** Labels before a registered one that name no one: a host's own. */
const SERVICE_LABELS = new Set(['www', 'mail', 'app', 'apps', 'web', 'my', 'portal', 'secure', 'login', 'account', 'api', 'm']);

/**
 * How many names a text's links may still look up: a text of many such links reads a few. The caller makes one per
 * text judged (lookupBudget), so the same text gets the same answer however often it is judged.
 */
export interface LookupBudget {
  left: number;
}
const LOOKUPS_MAX = 24;
export const lookupBudget = (): LookupBudget => ({ left: LOOKUPS_MAX });

/** hostNamedAround, while the budget lasts; past it, `otherwise`. */
function named(budget: LookupBudget, text: string, start: number, end: number, host: string, otherwise: boolean): boolean {
  return --budget.left < 0 ? otherwise : hostNamedAround(text, start, end, host);
}

/** Whether the text, outside the link (`start`–`end`), writes the firm's name (lower-case letters) as a word of its own. */
function firmNamed(text: string, start: number, end: number, name: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
    if (at >= start && at < end) continue;
    if (!/\p{L}/u.test(lower.charAt(at - 1)) && !/\p{L}/u.test(lower.charAt(at + name.length))) return true;
  }
  return false;
}

/** Whether the path's first or second segment (lower case, its extension dropped) is a lure page's. */
function lurePath(path: string): boolean {
  const segments = path.toLowerCase().split(/[/?#]/, 4);
  for (let i = 1; i < segments.length && i <= 2; i++) if (LURE_PATH.has(segments[i]!.replace(/\.[a-z]{2,5}$/, ''))) return true;
  return false;
}

/**
 * Whether the host (lower case) registers a name run into a lure's words, or a lure's words only under a name's label,
 * as the module's comment says. `path` is what follows the authority.
 */
function luredDomain(budget: LookupBudget, text: string, start: number, end: number, host: string, path: string): boolean {
  if (!/^[a-z0-9.-]+$/.test(host)) return false;
  const label = registeredLabel(host);
  if (!label.includes('-')) return false;
  const parts = label.split('-');
  const labels = host.split('.');
  const own = labels.lastIndexOf(label);
  const domain = labels.slice(Math.max(0, own)).join('.');
  const strong = parts.filter((p) => STRONG.has(p)).length;
  const lure = parts.filter((p) => STRONG.has(p) || WEAK.has(p)).length;
  // Lure words only, a strong one or a service's name among them, under a label that names someone.
  if (own >= 1 && lure + (SERVICES.has(parts[0]!) ? 1 : 0) === parts.length && (strong > 0 || SERVICES.has(parts[0]!))) {
    const before = labels[own - 1]!;
    // A tenant the text names as its sender (`Your invoice from <Name>` over `<name>.billing-portal.io`) is the vendor's.
    const tenant = before.replace(/-/g, '');
    if (tenant.length >= 3 && !SERVICE_LABELS.has(before) && /^[a-z][a-z0-9-]*$/.test(before)) return !signsAs(text, tenant, domain);
  }
  // Run into a name, a word a firm's own billing host is registered with too (`<telecom>-billing`) is not read, unless
  // a sign-in's word joins it (`<shop>-payments-secure`) or the page changes a payee's bank details (`/vendor/bank-update`).
  if (
    !parts.some((p) => STRONG.has(p) && !OWN_TOO.has(p)) &&
    !(parts.some((p) => OWN_TOO.has(p)) && (parts.includes('secure') || BANK_CHANGE.test(path)))
  )
    return false;
  const name = parts.filter((p) => !STRONG.has(p) && !WEAK.has(p)).join('');
  if (name.length < 5 || !/^[a-z]+$/.test(name)) return false;
  // The firm's own name holds the lure's word ("Summit Claims", `summit-claims.com`): its own domain.
  // The firm sends from the domain, or signs as the name unhurried (`The <Name> team` beside `<name>-rewards.com`): its
  // own compound domain (own-senders.ts).
  // A page that changes a payee's bank details is read even where the text names the firm: that is whom it passes for.
  // A page for only entering them (`/vendor/bank-details`) on the host of a firm the text names is its supplier onboarding
  // (decided honest: a buyer's portal asks its suppliers so); a page that changes them is read (BANK_MOVED).
  const bankChange = BANK_CHANGE.test(path);
  const moved = bankChange && BANK_MOVED.test(path);
  if ((!moved && named(budget, text, start, end, host, true)) || signsAs(text, name, domain)) return false;
  if (bankChange && !moved && firmNamed(text, start, end, name)) return false;
  if (bankChange) return true;
  // A name the text writes is the firm it passes for only beside a sign-in's word: a product's own `-update` or
  // `-recovery` host is named in its manual.
  return lurePath(path) || (parts.some((p) => SIGN_IN.has(p)) && named(budget, text, start, end, `${name}.com`, false));
}

/** A capital I, or a 1 or a 0 between letters, in a host as written: what a look-alike of a name writes. */
const LOOKALIKE_MARK = /[a-z]I|I[a-z]|[a-z][01]|[01][a-z]/;

/**
 * Whether the host as written (`written`, its case kept) reads, its capital I and its 1 as an l and its 0 as an o, as a
 * name the text writes in prose around the URL, which the host as written is not.
 */
function respelledName(budget: LookupBudget, text: string, start: number, end: number, written: string): boolean {
  if (!LOOKALIKE_MARK.test(written) || /[A-HJ-Z]/.test(written)) return false;
  const read = written.replace(/I|1/g, 'l').replace(/0/g, 'o');
  const host = written.toLowerCase();
  // Only the registered label is compared: a digit in another label (`s3.`, `web1.`) changes nothing.
  if (registeredLabel(read) === registeredLabel(host)) return false;
  return named(budget, text, start, end, read, false) && !named(budget, text, start, end, host, true);
}

/** The authority's host as written, from the URL's text at [start, end). */
function writtenHost(url: string): string {
  const from = url.indexOf('//') + 2;
  let to = from;
  while (to < url.length && !'/?#'.includes(url[to]!)) to++;
  const authority = url.slice(from, to);
  return authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d{1,5}$/, '');
}

/** Chat services' and link shorteners' domains, their dot written as a dash. */
const DASHED_SHORT = new Set(['wa-me', 't-me', 'm-me', 'bit-ly', 'goo-gl', 't-co', 'tinyurl-com', 'discord-gg']);
/** A warning around the link: "do not click" before it, "is a phishing site", "are a scam" after it in its sentence. */
const WARNING_BEFORE =
  /\b(?:(?:do[ \t]not|don't|never)[ \t]{1,3}(?:click|open|visit|use|follow|tap)\b[^\n]{0,40}|(?:never|no[ \t]one|nobody)\b[^.!?\n]{0,100})$/i;
const WARNING_AFTER =
  /^[^.;!?\n]{0,60}?\b(?:is|are|was|were)[ \t]{1,3}(?:an?[ \t]{1,3})?(?:phishing|scams?|fake|fraud(?:ulent)?|not[ \t]{1,3}ours)\b/i;

/**
 * A link whose host wears a name over a lure's domain, or a name the text writes respelled with look-alikes
 * (url_lookalike_host): read where no other look-alike reading answered.
 */
export function luresWithName(text: string, start: number, end: number, host: string, budget: LookupBudget): boolean {
  const url = text.slice(start, end);
  if (!url.startsWith('http')) return false;
  const written = writtenHost(url);
  const path = url.slice(url.indexOf(written) + written.length);
  const dot = host.indexOf('.');
  // `wa-me.support-….top`: a chat or a short link's domain with its dot written as a dash, as a host's first label.
  if (dot > 0 && DASHED_SHORT.has(host.slice(0, dot)) && host.indexOf('.', dot + 1) > 0) return true;
  if (!luredDomain(budget, text, start, end, host, path) && !respelledName(budget, text, start, end, written)) return false;
  return !WARNING_BEFORE.test(text.slice(Math.max(0, start - 140), start)) && !WARNING_AFTER.test(text.slice(end, end + 100));
}

/** A dotted IPv4 address, and documentation's ranges (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24). */
const DOTTED = /^(?:\d{1,3}\.){3}\d{1,3}$/;
const DOCUMENTATION = /^(?:192\.0\.2|198\.51\.100|203\.0\.113)\./;
/** A payment's or a sign-in's page as a raw address's first path segment; of them, a payment's. */
const RAW_LURE =
  /^\/(?:pay|payment|payments|login|signin|sign-in|verify|account|billing|refund|claim|invoice|secure|update|confirm|wallet|checkout)(?:[/?#.]|$)/i;
const RAW_PAYMENT = /^\/(?:pay|payment|payments|billing|refund|claim|invoice|checkout|wallet)(?:[/?#.]|$)/i;
/** A sign-in page's file as a path's last segment (`login.php`, `signin.html`, `logon.aspx`). */
const SIGN_IN_PAGE = /\/(?:log[io]n|signin|sign-in|logon|verify|auth|authenticate)\.(?:php|html?|aspx?|jsp|cgi)$/i;
/** A segment a lure's page sits below: a bill's, a payment's, a statement's, a shared document's, an account's. */
const LURE_SEGMENT =
  /\/(?:invoices?|billing|bills?|payments?|pay|statements?|docs|documents?|shared|share|accounts?|secure|remittance|refunds?)\//i;
/** The sentence before the link asks to pay or sign in there (`Pay the dues here:`, `Log in to keep your account:`). */
const ASKS_SIGN_IN = /\b(?:pay|settle|confirm|verify|log[ -]?in|sign[ -]?in|update|claim|refund|unlock)\b[^.!?\n]{0,80}$/i;
const ASKS_PAYMENT = /\b(?:pay|settle|refund|claim|card|invoice|balance|fee|dues)\b[^.!?\n]{0,80}$/i;

/**
 * A raw address whose path names a brand's domain (squats.ts), or, written without a port, whose path opens with a
 * payment's or a sign-in's page where the sentence before the link asks to pay or sign in there: a public address, or
 * one of documentation's ranges for a payment only (a device's manual signs in at one: `Log in at http://192.0.2.1/login`).
 * A bare link to a public address's `/login` alone is a server's own page.
 */
export function rawAddressLure(text: string, start: number, host: string, path: string, authority: string): boolean {
  if (brandOnRawAddress(host, path, isPublicAddress)) return true;
  // `/<service>/invoice/login.php`: a sign-in page's file below a bill's, a payment's or a shared document's segment, on
  // a public address or one of documentation's (which texts write for one); a server's own admin page
  // (`/admin/login.php`) is below no such segment.
  if (
    path.length > 16 &&
    SIGN_IN_PAGE.test(path) &&
    LURE_SEGMENT.test(path) &&
    DOTTED.test(host) &&
    (isPublicAddress(host) || DOCUMENTATION.test(host))
  )
    return true;
  if (!DOTTED.test(host) || authority.includes(':')) return false;
  const before = text.slice(Math.max(0, start - 100), start);
  if (isPublicAddress(host)) return (RAW_LURE.test(path) && ASKS_SIGN_IN.test(before)) || rawPageAsked(before, path);
  return DOCUMENTATION.test(host) && RAW_PAYMENT.test(path) && ASKS_PAYMENT.test(before);
}

/**
 * A payment's, a bill's, a claim's, a document's or an upload's page in a path's first three segments (its extension
 * dropped), in the languages such lures are sent in (`/sr/refund.php`, `/invoice/view.php`, `/odeme/fatura.php`).
 */
const RAW_PAGE = new Set([
  ...['pay', 'payment', 'payments', 'refund', 'refunds', 'claim', 'claims', 'invoice', 'invoices', 'billing', 'upload'],
  ...['uploads', 'remittance', 'statement', 'statements', 'verify', 'checkout', 'wallet', 'bank'],
  ...['fatura', 'odeme', 'factura', 'facture', 'rechnung', 'zahlung', 'belege', 'pagamento', 'pago', 'paiement'],
  ...['platnosc', 'faktura', 'betaling', 'comprovante', 'reembolso', 'rimborso', 'fattura', 'doplata'],
]);
/**
 * The link's line before it asks the reader to go there: it ends with a colon (any script's: `请在此确认付款信息：`,
 * `Faturanızı buradan ödeyin:`) after two words or four letters of another script, or with "here" or "at" after a verb
 * of English. A log's request line (`GET http://…`), a command (`curl http://…`) or a list's label (`Mirror:`) is none.
 * A sign-in page alone (`/login`) is a server's own: it is read with a sign-in's ask (RAW_LURE, ASKS_SIGN_IN) only.
 */
const ASKED_COLON = /(?:\p{L}{2,30}[ \t]{1,3}\p{L}[^\n]{0,80}|[^\x00-\u024f\s]{4,40}[^\n]{0,20})[:\uff1a][ \t]{0,3}$/u;
const ASKED_HERE =
  /\b(?:pay|confirm|claim|upload|view|download|sign|log[ -]?in|update|verify|submit|complete)\b[^\n.!?]{0,60}\b(?:here|at)[ \t]{1,3}$/i;
const NOT_ASKED = /\b(?:GET|POST|PUT|HEAD|curl|wget|ping|ssh|nmap|blocked?|blocklist|deny|denied|firewall|IOC|malicious|phishing|scam)\b/i;

/**
 * The line asks the reader to act on the page (docs/content-readings.md, "Raw addresses asked for"): an English verb of a
 * lure's (pay, confirm, verify, claim, update, upload, view a bill …) opening a clause or after "please", or, in the
 * other languages such lures are sent in, a polite ask's word or an imperative's form (`请`, `ください`, `bitte`, `ödeyin`,
 * `Zapłać`, `Envie`, `Descargue`). A label (`Grafana dashboards:`, `测试环境的发票页面：`) or a statement (`you can view the
 * test invoices here:`) names a page; it asks nothing. A social post's mention (`@Brand Confirm …`) opens a clause.
 */
const LURE_ASK =
  /(?:^|[.!?:;,(>"'\u2014\u2013-][ \t]{0,3}|@[\w.]{1,30}[ \t]{1,3})(?:(?:please|kindly)[ \t]{1,3})?(?:pay|confirm|verify|claim|update|settle|submit|upload|download|view|check|complete|review|enter|provide)(?!\p{L})/iu;
const FOREIGN_ASK =
  /(?<!\p{L})(?:bitte|veuillez|por[ \t]favor|per[ \t]favore|prosz\u0119|l\u00fctfen|alstublieft|\u043f\u043e\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430|vui[ \t]l\u00f2ng|silakan|mohon|k\u00e9rj\u00fck|pros\u00edm|pague|paghi|payez|r\u00e9glez|zahlen[ \t]sie|bezahlen[ \t]sie|\u00fcberweisen[ \t]sie|betaal|zap\u0142a\u0107|op\u0142a\u0107|\u00f6deyin|\u00f6deyiniz|\u043e\u043f\u043b\u0430\u0442\u0438\u0442\u0435|confirme|confirmez|conferma|confermi|bevestig|potwierd\u017a|onaylay\u0131n|\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0434\u0438\u0442\u0435|verifique|v\u00e9rifiez|verifichi|verifieer|zweryfikuj|do\u011frulay\u0131n|\u043f\u0440\u043e\u0432\u0435\u0440\u044c\u0442\u0435|reclame|r\u00e9clamez|descargue|baixe|t\u00e9l\u00e9chargez|scarica|pobierz|indirin|\u0441\u043a\u0430\u0447\u0430\u0439\u0442\u0435|envie|env\u00ede|envoyez|invia|prze\u015blij|g\u00f6nderin|\u043e\u0442\u043f\u0440\u0430\u0432\u044c\u0442\u0435|g\u00f6r\u00fcnt\u00fcleyin|inceleyin|consulte|consultez|veja|vea|visualizza|bekijk|zobacz|\u043f\u0440\u043e\u0441\u043c\u043e\u0442\u0440\u0438\u0442\u0435|suba|cargue|carica|y\u00fckleyin|\u0437\u0430\u0433\u0440\u0443\u0437\u0438\u0442\u0435|actualice|atualize|mettez[ \t]\u00e0[ \t]jour|aggiorna|zaktualizuj|g\u00fcncelleyin|\u043e\u0431\u043d\u043e\u0432\u0438\u0442\u0435|\u064a\u0631\u062c\u0649|\u0627\u0644\u0631\u062c\u0627\u0621|\u0915\u0943\u092a\u092f\u093e)(?!\p{L})|[\u8bf7\u8acb]|\u304f\u3060\u3055\u3044|\u4e0b\u3055\u3044|\uc8fc\uc138\uc694|\ud558\uc138\uc694|\u4ed8\u6b3e|\u652f\u4ed8|\u7f34\u8d39|\u786e\u8ba4|\u9a8c\u8bc1|\u9886\u53d6|\u304a\u652f\u6255/iu;
/** A list's item (`- Grafana:`, `* Wiki:`, `2. Billing:`): a label of the list's, whatever it names. */
const LIST_ITEM = /^[ \t]{0,8}(?:[-*\u2022\u00b7]|\d{1,2}[.)])[ \t]/;

/** A raw public address's page of a payment, a claim or an upload, asked for on the link's line (RAW_PAGE, ASKED_COLON). */
function rawPageAsked(before: string, path: string): boolean {
  const line = before.slice(before.lastIndexOf('\n') + 1);
  if (line.length < 4 || NOT_ASKED.test(line) || LIST_ITEM.test(line)) return false;
  if (!(ASKED_COLON.test(line) || ASKED_HERE.test(line)) || !(LURE_ASK.test(line) || FOREIGN_ASK.test(line))) return false;
  const segments = path.toLowerCase().split('/', 4);
  for (let i = 1; i < segments.length; i++) if (RAW_PAGE.has(segments[i]!.replace(/\.[a-z]{2,5}$/, ''))) return true;
  return false;
}

/** An image's path (a pixel's): its last segment ends with an image's extension. */
const IMAGE_PATH = /\.(?:gif|png|jpe?g|webp|bmp)$/i;
/** A query parameter named for a list of people. */
const PEOPLE_LIST =
  /^(?:roster|members|donors|patients|customers|clients|contacts|users|staff|employees|guests|tenants|residents|subjects)$/i;

/**
 * Whether a query's parameter `name` = `value` on `path` carries a person's data out: an image's (a pixel's) or a list's
 * named for people, whose value decodes to a person's record or a roster (exported-urls.ts).
 */
export function carriesPerson(path: string, name: string, value: string): boolean {
  if (!IMAGE_PATH.test(path) && !PEOPLE_LIST.test(name)) return false;
  return !name.endsWith('64') && (decodesToPerson(name, value) || decodesToRecords(value));
}
