/**
 * adversarial_url: a host spelled off a plain name, under a link that asks for a sign-in, a payment, an identity check or
 * a download (docs/content-readings.md, "Spelled lures"), whether or not the text names the firm it imitates:
 *   - a punycode label that decodes to Latin letters with one or two accents, when nothing in the text writes those
 *     accented letters (a firm's own name with its accents, a text in the accents' language): `thörnburydairy`,
 *     `hartwellcycles` with an `é`;
 *   - a registered label whose 1 or 0 stands inside a run of letters, or doubled after letters, where an l or an o
 *     would make a word (`th0rnbury`, `greyfe11`, `bl00d`): version digits, `web3`, `k8s`, `office365`, `b2b` and a
 *     year stand apart from the letters or are not a 0 or a 1.
 * A contact page, a menu or a timetable asks for nothing; a label wholly in another script is isLookalikeHost's. A firm's
 * own host is no lure: a name that holds its digit (`M1 Finance`, `A1 Telekom`) when the text writes the name so, and
 * a German name's umlaut when the text writes it as `ue`, `oe`, `ae` (`Mueller` for `müller`).
 * node:url's domainToUnicode is pure (no I/O).
 */
import { domainToUnicode } from 'node:url';
import { registeredLabel } from './named-hosts.js';
import { rawLineSides } from './line-bounds.js';

/** A path's words that ask for a sign-in, a payment, an identity check, a reset or a renewal. */
const LURE_WORDS = new Set([
  'login',
  'log-in',
  'signin',
  'sign-in',
  'logon',
  'verify',
  'verification',
  'validate',
  'pay',
  'payment',
  'payments',
  'checkout',
  'billing',
  'invoice',
  'refund',
  'refunds',
  'reward',
  'rewards',
  'redeem',
  'claim',
  'kyc',
  'activate',
  'confirm',
  'reset',
  'password',
  'portal',
  'unlock',
  'auth',
  'secure',
  'wallet',
  'donate',
  'renew',
  'update',
  // A remote access's sign-in (a VPN's, single sign-on's, webmail's) and a remittance's advice: what credential and
  // payment lures copy for staff (cases-144).
  'vpn',
  'sso',
  'webmail',
  'owa',
  'remittance',
  // An installer's page: a look-alike of a project's host that serves its install script or its download (cases-152).
  'install',
  'installer',
  'download',
  'downloads',
]);
/** A download's extension at the path's end: a program, an installer, a firmware image or an archive. */
const DOWNLOAD = /\.(?:exe|msi|scr|bat|apk|dmg|pkg|bin|img|zip|rar|7z|iso)$/i;

/** Whether a link's path (`rest`: from the first `/`, query and fragment included) asks for what a lure asks. */
export function asksWhatLuresAsk(rest: string): boolean {
  let end = rest.length;
  for (const c of ['?', '#']) {
    const at = rest.indexOf(c);
    if (at >= 0 && at < end) end = at;
  }
  const path = rest.slice(0, Math.min(end, 300)).toLowerCase();
  if (DOWNLOAD.test(path)) return true;
  for (const segment of path.split('/')) {
    if (LURE_WORDS.has(segment)) return true;
    for (const word of segment.split(/[-_.]/)) if (LURE_WORDS.has(word)) return true;
  }
  return false;
}

/** On the link's line before it: an order not to open it. */
const WARNED_BEFORE = /\b(?:do[ \t]not|don't|never|avoid)[ \t]{1,3}(?:use|click|open|visit|enter|follow|tap)\b/i;
/** On its line after it: what it is called (a scam, a look-alike, reported). */
const WARNED_AFTER = /\b(?:phishing|scam|fake|look-?alike|fraud(?:ulent)?|not[ \t]ours|reported)\b/i;

/** Whether the link from `start` to `end` is one its line warns of (docs/content-readings.md, "Spelled lures"). */
export function warnedOnLine(text: string, start: number, end: number): boolean {
  const [before, after] = rawLineSides(text, start, end, 120);
  return WARNED_BEFORE.test(before) || WARNED_AFTER.test(after);
}

/** Latin letters (with their marks), digits and hyphens: a label in Latin script. */
const LATIN_LABEL = /^[\p{Script=Latin}\p{M}0-9-]+$/u;

/**
 * Whether a punycode `host` (ASCII, lower case) has a label that decodes to Latin letters with one or two accented ones
 * and four plain ones or more, none of whose accented letters the text writes elsewhere.
 */
export function accentedLure(text: string, host: string, rest: string): boolean {
  return asksWhatLuresAsk(rest) && accentedLabel(text, host);
}

/** accentedLure's reading of the host alone, whatever the link asks (worn-names.ts reads it where the text is plain). */
export function accentedLabel(text: string, host: string): boolean {
  const unicode = domainToUnicode(host);
  if (unicode === '') return false;
  let lower: string | null = null;
  for (const label of unicode.split('.')) {
    if (!/[^\x00-\x7f]/.test(label) || !LATIN_LABEL.test(label)) continue;
    const accented = [...label.normalize('NFC')].filter((ch) => ch.charCodeAt(0) > 0x7f);
    if (accented.length > 2 || label.length - accented.length < 4) continue;
    lower ??= text.toLowerCase();
    if (!accented.some((ch) => lower!.includes(ch)) && !writtenWithoutMarks(lower, label)) return true;
  }
  return false;
}

/** The umlauts and the letters written for them where a keyboard or an address has none. */
const UNMARKED: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', å: 'aa', ø: 'oe', æ: 'ae' };

/**
 * Whether the text (lower case) writes `label` with its umlauts spelled out (`mueller` for `müller`, blanks and hyphens
 * dropped: `Moeller Bau` for `möllerbau`): the firm's own name as its mail writes it, which a look-alike's text does not.
 */
export function writtenWithoutMarks(lower: string, label: string): boolean {
  let spelled = '';
  let changed = false;
  for (const ch of label.normalize('NFC')) {
    const plain = UNMARKED[ch];
    if (plain === undefined) spelled += ch;
    else {
      spelled += plain;
      changed = true;
    }
  }
  if (!changed || /[^\x00-\x7f]/.test(spelled)) return false;
  const words = lower.slice(0, 20_000).replace(/[\s-]+/g, '');
  return words.includes(spelled);
}

/**
 * Whether the text, outside links and addresses, writes a word with a 0 or a 1 and a letter that `label` holds: a firm
 * whose own name holds the digit (`M1 Finance` for `m1finance`, `A1 Telekom` for `a1telekom`), not a letter spelled so.
 */
function namedWithDigit(text: string, label: string): boolean {
  const words = /(?<![\w./@:-])[A-Za-z0-9]{0,12}[01][A-Za-z0-9]{0,12}(?![\w@]|[./:][\w])/g;
  const slice = text.slice(0, 20_000);
  for (let m = words.exec(slice); m !== null; m = words.exec(slice)) {
    const word = m[0].toLowerCase();
    if (/[a-z]/.test(word) && label.includes(word)) return true;
  }
  return false;
}

/**
 * Whether the registered label of a plain `host` spells a word with a 1 for an l or a 0 for an o: the digit between two
 * letters, or two of them after a letter (`pe11…`: a doubled l); no other digit in the label, and five
 * letters or more.
 */
export function digitLure(host: string, rest: string, text: string): boolean {
  const label = registeredLabel(host);
  if (label.length < 6 || !/[01]/.test(label) || /[2-9]/.test(label) || label.startsWith('xn--')) return false;
  if (!/[a-z](?:[01][a-z]|(?:00|11)(?:[a-z]|-|$))/.test(label) || (label.match(/[a-z]/g)?.length ?? 0) < 5) return false;
  return (asksWhatLuresAsk(rest) || checksPayeesAt(text, host)) && !namedWithDigit(text, label);
}

/** Payees' bank details checked against a list: whoever holds the list's host sets the accounts paid. */
const PAYEE_CHECK =
  /\b(?:bank[ \t](?:details|changes?|accounts?)|payees?|iban|vendor[ \t](?:list|verification|checks?)|supplier[ \t]bank)\b/i;

/** Whether the text just before the link to `host` (its first one in `text`) speaks of checking payees' bank details. */
function checksPayeesAt(text: string, host: string): boolean {
  const at = text.indexOf(`//${host}`);
  if (at < 0) return false;
  return PAYEE_CHECK.test(text.slice(Math.max(0, at - 160), at));
}
