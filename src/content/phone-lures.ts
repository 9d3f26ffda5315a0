/**
 * adversarial_url readings of the links phone messages lure with (docs/content-readings.md, "Phone lures",
 * cases-152.jsonl), each of one URL and the words on its line before it:
 * - an urgent ask for a payment or a sign-in (a fee, a toll due, a blocked card, an account to confirm), in the languages
 *   such messages are sent in, before a link to a cheap new top-level domain (`.top`, `.xyz`, `.info`, `.support` …)
 *   whose registered name the text never writes: a bank, a courier or a toll sends from its own domain, which its
 *   message names (`<Name> Cafe` beside `<name>cafe.shop`); whoever the message signs as, a name it never writes owns the
 *   link;
 * - the same ask before a bare public address, no port, whatever its path;
 * - a query that hands over a one-time code together with the phone number it was sent to (`?otp=…&phone=+…`), at a
 *   host the text never names: a service's own sign-in link is at the host its message names.
 * A warning around the link (`… is a scam, do not click`) is the message of someone who was sent it, and is not read.
 */
import { isPublicAddress } from './carried.js';
import { registeredLabel } from './named-hosts.js';
import { hostNamedAround } from './named-lookalikes.js';
import { warnedOnLine } from './spelled-lures.js';
import { warnedAgainst } from './warned-links.js';

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
const ASK = new RegExp(`(?:^|[^\\p{L}])(?:(?:${ASK_WORDS.map(plain).join('|')})(?![\\p{L}])|${ASK_STEMS.map(plain).join('|')})`, 'u');

/** How far before a link, on its line, the ask is looked for. */
const ASK_REACH = 220;

/** Whether the link's line, field or cell before it asks for a payment or a sign-in. */
function asked(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - ASK_REACH), start);
  // The link's own line, field or cell: cut at a line break, a quote, a column's bar or tab (a CSV row's `due` column
  // is no ask of the link in its remark).
  let from = 0;
  for (const cut of ['\n', '"', '|', '\t']) from = Math.max(from, before.lastIndexOf(cut) + 1);
  from = Math.max(from, before.lastIndexOf('\\n') + 2);
  return ASK.test(plain(before.slice(from)));
}

/** On the link's line after it: what it is called, in the languages the warnings are written in (a scam, a fraud). */
const SCAM_AFTER =
  /(?:^|[^\p{L}])(?:phishing|scam|fraud|bedr[a\u00e4]geri|betrug|fraude|estafa|golpe|truffa|oszustwo|podvod|doland\u0131r\u0131c\u0131l\u0131k|\u043c\u043e\u0448\u0435\u043d\u043d|\u0448\u0430\u0445\u0440\u0430\u0439|\u03b1\u03c0\u03ac\u03c4\u03b7)/iu;

/** A dotted IPv4 address. */
const DOTTED = /^(?:\d{1,3}\.){3}\d{1,3}$/;

/**
 * Whether the URL at [start, end) of host `host` (lower case, no port) is a phone lure's: an ask before a cheap new
 * domain the text never names, or before a bare public address written without a port.
 */
export function phoneLure(text: string, start: number, end: number, host: string, authority: string): boolean {
  const dot = host.lastIndexOf('.');
  if (dot < 0) return false;
  const raw = DOTTED.test(host);
  if (raw ? authority.includes(':') || !isPublicAddress(host) : !CHEAP_TLDS.has(host.slice(dot + 1))) return false;
  if (!raw && registeredLabel(host) === '') return false;
  if (
    !asked(text, start) ||
    (!raw && hostNamedAround(text, start, end, host)) ||
    warnedAgainst(text, start, end) ||
    warnedOnLine(text, start, end)
  )
    return false;
  const after = text.slice(end, end + 120);
  return !SCAM_AFTER.test(after.slice(0, after.indexOf('\n') >>> 0));
}

/** A one-time code's parameter and its value (four to eight digits). */
const CODE_NAME = /^(?:otp|code|pin|tan|passcode|vcode|sms_?code|verification_?code|auth_?code|one_?time_?code)$/;
/** A phone number's parameter and its value (`+447700…`, `%2B31…`, eight digits or more). */
const PHONE_NAME = /^(?:phone|tel|mobile|msisdn|cell|phone_?number|mobile_?number|number)$/;
const PHONE_VALUE = /^(?:\+|%2[bB]|00)?\d{8,15}$/;

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
    if (CODE_NAME.test(name) && /^\d{4,8}$/.test(value)) code = true;
    else if (PHONE_NAME.test(name) && PHONE_VALUE.test(value)) phone = true;
  }
  return code && phone && !hostNamedAround(text, start, end, host);
}
