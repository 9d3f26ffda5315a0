/**
 * adversarial_url readings of the links phone messages lure with (docs/content-readings.md, "Phone lures",
 * cases-152.jsonl), each of one URL and the words on its line before it:
 * - an urgent ask for a payment or a sign-in (a fee, a toll due, a blocked card, an account to confirm), in the languages
 *   such messages are sent in, under a stake (a block, a debt, a parcel held) or in a message naming a bank, a courier,
 *   a tax office or a toll, before a link to a cheap new top-level domain (`.top`, `.xyz`, `.info`, `.support` …)
 *   whose registered name the text never writes: a bank, a courier or a toll sends from its own domain, which its
 *   message names (`<Name> Cafe` beside `<name>cafe.shop`); whoever the message signs as, a name it never writes owns the
 *   link;
 * - the same ask before a bare public address, no port, whatever its path, outside an operator's text (a health check,
 *   an incident chat, a runbook);
 * - a query that hands over a one-time code together with the phone number it was sent to (`?otp=…&phone=+…`), at a
 *   host the text never names: a service's own sign-in link is at the host its message names or its own shortener.
 * A warning around the link (`… is a scam, do not click`) is the message of someone who was sent it, and is not read.
 */
import { isPublicAddress } from './carried.js';
import { registeredLabel } from './named-hosts.js';
import { hostNamedAround } from './named-lookalikes.js';
import { warnedOnLine } from './spelled-lures.js';
import { warnedAgainst } from './warned-links.js';
import { lazy } from './lazy.js';

/** Top-level domains registered cheaply and in bulk, where a lure's throwaway domains sit; no bank's or carrier's own. */
const CHEAP_TLDS = new Set([
  ...['top', 'xyz', 'info', 'support', 'online', 'site', 'icu', 'click', 'live', 'cyou', 'sbs', 'cfd', 'vip', 'buzz'],
  ...['rest', 'bond', 'lol', 'quest', 'shop', 'club', 'fun', 'life', 'world', 'win', 'help', 'link', 'today', 'pw', 'cc'],
]);

/** Accents dropped, lower case (Cyrillic and Greek keep their letters; a breve or a tonos is dropped in both). */
function plain(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * An urgent ask's words, written plain (plain()): whole words, and the stems a language's forms start with. A payment's
 * (pay, a fee, a toll, customs), a block's (blocked, suspended, locked), a sign-in's (confirm, verify, update the
 * details), in English and the languages lures are sent in.
 */
const ASK_WORDS = [
  ...['pay', 'fee', 'fees', 'toll', 'tolls', 'due', 'overdue', 'unpaid', 'fine', 'penalty', 'customs', 'login', 'frais'],
  ...['taxa', 'taxe', 'tarifa', 'multa', 'bayar', 'bayaran', 'bayad', 'ongkir', 'ode', 'odeyin', 'odeme', 'fatura'],
  ...['tull', 'avgift', 'datos', 'dados', 'spese', 'plata', 'khoa', 'xac minh', 'thanh toan', 'dema', 'τελη', 'δεμα'],
];
const ASK_STEMS = [
  ...['payment', 'blocked', 'locked', 'suspend', 'frozen', 'restrict', 'verify', 'confirm', 'reactivat', 'unlock'],
  ...['expire', 'sign in', 'sign-in', 'log in', 'update your', 'final notice', 'within 24', 'within 48', 'refund', 'claim'],
  ...['betal', 'spärr', 'sperr', 'bekräft', 'bekreft', 'verifier', 'uppdater', 'geblokkeerd', 'bevestig', 'vernieuw'],
  ...['zahl', 'gebühr', 'gesperrt', 'eingeschränkt', 'bestätig', 'verifizier', 'aktualisier', 'payer', 'bloqu'],
  ...['vérifi', 'mettre à jour', 'régler', 'amende', 'pagar', 'pague', 'pagamento', 'pagament', 'pago', 'bloque'],
  ...['suspendid', 'suspens', 'verifi', 'actualic', 'atualiz', 'reactiv', 'reativ', 'portagem', 'peaje', 'paga'],
  ...['bloccat', 'sospes', 'conferm', 'verific', 'aggiorn', 'giacenza', 'zapłać', 'zaplac', 'opłat', 'oplat', 'dopłat'],
  ...['zablokow', 'potwierdź', 'potwierdz', 'zweryfik', 'zaplat', 'poplat', 'zablokov', 'ověř', 'potvrď', 'potvrd'],
  ...['fizet', 'zárol', 'megerősít', 'erősítse', 'ödeme', 'öde', 'doğrula', 'kesilecek', 'bloke', 'blocat', 'platit'],
  ...['tertahan', 'ditahan', 'diblokir', 'verifikasi', 'оплат', 'платеж', 'платіж', 'заблок', 'подтверд', 'підтверд'],
  ...['штраф', 'пошлин', 'зупинен', 'приостанов', 'πληρ', 'επιβεβαι', 'μπλοκ', 'κλειδ'],
];
/** The ask's words and stems as one search of a line's plain words, each from a word's start. */
const ASK = lazy(
  () => new RegExp(`(?:^|[^\\p{L}])(?:(?:${ASK_WORDS.map(plain).join('|')})(?![\\p{L}])|${ASK_STEMS.map(plain).join('|')})`, 'u'),
);

/**
 * A stake a payment or a sign-in is asked under, written plain: a block, a closure, a hold, a debt or a fine (blocked,
 * suspended, to be closed, unpaid, a parcel held, customs, a toll). A receipt's refund, a club's fees due, a charity's
 * "update your details" ask under none (docs/content-readings.md, "Phone lures").
 */
const STAKE_WORDS = [
  ...['toll', 'tolls', 'customs', 'unpaid', 'overdue', 'penalty', 'multa', 'amende', 'peaje', 'portagem', 'ongkir'],
  ...['khoa', 'δεμα', 'τελη', 'held', 'closed', 'retida', 'retenu', 'retenido'],
];
const STAKE_STEMS = [
  ...['blocked', 'locked', 'suspend', 'frozen', 'restrict', 'reactivat', 'unlock', 'deactivat', 'final notice'],
  ...['within 24', 'within 48', 'delivery failed', 'failed delivery', 'spärr', 'sperr', 'geblokkeerd', 'gesperrt'],
  ...['eingeschränkt', 'geschlossen', 'gesloten', 'bloqu', 'suspendid', 'suspens', 'reactiv', 'reativ', 'bloccat'],
  ...['sospes', 'giacenza', 'dopłat', 'doplat', 'zablokow', 'zablokov', 'zárol', 'kesilecek', 'bloke', 'blocat'],
  ...['tertahan', 'ditahan', 'diblokir', 'заблок', 'штраф', 'пошлин', 'зупинен', 'приостанов', 'μπλοκ', 'κλειδ'],
];
const STAKE = lazy(
  () => new RegExp(`(?:^|[^\\p{L}])(?:(?:${STAKE_WORDS.map(plain).join('|')})(?![\\p{L}])|${STAKE_STEMS.map(plain).join('|')})`, 'u'),
);

/**
 * A sender whose money or parcels a lure wears, written plain: a bank (`…bank`, `banka`, `banco`), a post or a courier's
 * parcel, a tax office, a toll, a wallet. With one named, an ask of any kind before a host it does not own is a lure.
 */
const SENDER = lazy(
  () =>
    new RegExp(
      `bank|banco|banca|banque|(?:^|[^\\p{L}])(?:${[
        ...['post', 'posten', 'poste', 'posta', 'poczta', 'correo', 'correos', 'correio', 'courier', 'parcel', 'package'],
        ...['paczk', 'pacco', 'paquet', 'pakket', 'paket', 'colis', 'encomend', 'sendung', 'delivery', 'livraison'],
        ...['entrega', 'consegna', 'zustell', 'douane', 'zoll', 'aduana', 'dogana', 'tax', 'irs', 'hmrc', 'revenue'],
        ...['impot', 'finanzamt', 'skatt', 'hacienda', 'maut', 'peage', 'wallet', 'billetera', 'carteira', 'dompet'],
        ...['посылк', 'налог', 'φορο', 'gov'],
      ].join('|')})`,
      'u',
    ),
);

/**
 * A registered name made of an account's or a sign-in's words (`account-review`, `m365-portal`, `dropzone-upload`): the
 * name of no shop, club or charity, a host made to receive what the ask asks for, whoever the message names.
 */
const LURE_NAME = lazy(
  () => /account|review|verif|secur|login|signin|auth|portal|update|billing|refund|claim|confirm|upload|wallet|unlock|recover/,
);

/** How far before a link, on its line, the ask is looked for. */
const ASK_REACH = 220;

/**
 * Whether the link's line, field or cell before it asks for a payment or a sign-in under a stake (a block, a debt, a
 * parcel held), or asks at all in a message that names a bank, a courier, a tax office or a toll (within the reach before
 * the link, the sender's line included) or worn by the host (`hmrc-….uk-gov.help`), or before a host whose registered name is made of an account's words.
 */
function asked(text: string, start: number, host: string): boolean {
  const before = text.slice(Math.max(0, start - ASK_REACH), start);
  // The link's own line, field or cell: cut at a line break, a quote, a column's bar or tab (a CSV row's `due` column
  // is no ask of the link in its remark).
  let from = 0;
  for (const cut of ['\n', '"', '|', '\t']) from = Math.max(from, before.lastIndexOf(cut) + 1);
  from = Math.max(from, before.lastIndexOf('\\n') + 2);
  const line = plain(before.slice(from));
  return ASK().test(line) && (STAKE().test(line) || LURE_NAME().test(registeredLabel(host)) || SENDER().test(`${plain(before)} ${host}`));
}

/**
 * An operator's text around a bare address: an incident chat, a runbook, a deploy log, a health check (the address's
 * path or the words around it). An address checked there is a server's, not a lure's.
 */
const OPS_PATH = lazy(() => /^\/(?:healthz?|readyz?|ready|livez?|status|metrics|ping)(?:[/?#]|$)/);
const OPS_WORDS = lazy(
  () =>
    /(?:^|[^\w#])(?:#inc|incident|runbook|on-?call|sre|deploy|rollout|failover|replica|cluster|node|dns|lb|load balancer|origin|staging|upstream|health ?check|latency)(?!\w)/i,
);
function operated(text: string, start: number, end: number, rest: string): boolean {
  return OPS_PATH().test(rest) || OPS_WORDS().test(text.slice(Math.max(0, start - ASK_REACH), Math.min(text.length, end + 120)));
}

/** On the link's line after it: what it is called, in the languages the warnings are written in (a scam, a fraud). */
const SCAM_AFTER = lazy(
  () =>
    /(?:^|[^\p{L}])(?:phishing|scam|fraud|bedr[a\u00e4]geri|betrug|fraude|estafa|golpe|truffa|oszustwo|podvod|doland\u0131r\u0131c\u0131l\u0131k|\u043c\u043e\u0448\u0435\u043d\u043d|\u0448\u0430\u0445\u0440\u0430\u0439|\u03b1\u03c0\u03ac\u03c4\u03b7)/iu,
);

/** A dotted IPv4 address. */
const DOTTED = lazy(() => /^(?:\d{1,3}\.){3}\d{1,3}$/);

/**
 * Whether the URL at [start, end) of host `host` (lower case, no port) is a phone lure's: an ask before a cheap new
 * domain the text never names, or before a bare public address written without a port.
 */
export function phoneLure(text: string, start: number, end: number, host: string, authority: string): boolean {
  const dot = host.lastIndexOf('.');
  if (dot < 0) return false;
  const raw = DOTTED().test(host);
  if (raw ? authority.includes(':') || !isPublicAddress(host) : !CHEAP_TLDS.has(host.slice(dot + 1))) return false;
  if (!raw && registeredLabel(host) === '') return false;
  if (raw && operated(text, start, end, text.slice(start + text.slice(start, end).indexOf(authority) + authority.length, end)))
    return false;
  if (
    !asked(text, start, host) ||
    (!raw && hostNamedAround(text, start, end, host)) ||
    warnedAgainst(text, start, end) ||
    warnedOnLine(text, start, end)
  )
    return false;
  const after = text.slice(end, end + 120);
  return !SCAM_AFTER().test(after.slice(0, after.indexOf('\n') >>> 0));
}

/** A one-time code's parameter and its value (four to eight digits). */
const CODE_NAME = lazy(() => /^(?:otp|code|pin|tan|passcode|vcode|sms_?code|verification_?code|auth_?code|one_?time_?code)$/);
/** A phone number's parameter and its value (`+447700…`, `%2B31…`, eight digits or more). */
const PHONE_NAME = lazy(() => /^(?:phone|tel|mobile|msisdn|cell|phone_?number|mobile_?number|number)$/);
const PHONE_VALUE = lazy(() => /^(?:\+|%2[bB]|00)?\d{8,15}$/);

/**
 * Whether a link's query (after its `?`) carries a one-time code with the phone number it went to, at a host the text
 * around [start, end) never names.
 */
export function codeWithPhone(text: string, start: number, end: number, host: string, query: string): boolean {
  let code = false;
  let phone = false;
  for (const pair of query.split('&', 12)) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).toLowerCase();
    const value = pair.slice(eq + 1);
    if (CODE_NAME().test(name) && /^\d{4,8}$/.test(value)) code = true;
    else if (PHONE_NAME().test(name) && PHONE_VALUE().test(value)) phone = true;
  }
  return code && phone && !hostNamedAround(text, start, end, host) && !shortensNamed(text, start, end, host);
}

/**
 * Whether the host's registered name is the consonants of a name the text writes (`kstrl.co` beside "Kestrel"): a
 * service's own shortener, where its verification link carries the code and the phone it went to.
 */
function shortensNamed(text: string, start: number, end: number, host: string): boolean {
  const label = registeredLabel(host).replace(/-/g, '');
  if (!/^[b-df-hj-np-tv-xz]{3,12}$/.test(label)) return false;
  const around = text.slice(Math.max(0, start - 300), Math.min(text.length, end + 120));
  for (const m of around.matchAll(/[A-Za-z]{5,24}/g)) {
    const word = m[0].toLowerCase();
    if (word[0] === label[0] && word.replace(/[aeiouy]/g, '') === label) return true;
  }
  return false;
}
