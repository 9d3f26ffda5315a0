/**
 * adversarial_url: a host that wears a name the text writes — the firm it is from or about (`Tavora`, `Quillmore`),
 * or a bank's, a carrier's or a service's — on a domain registered by another (docs/content-readings.md, "Worn
 * names"):
 *   - the name joined by hyphens to other words in the registered label (`<name>-payouts.com`,
 *     `dhl-<name>-return.support`), under a link that asks what lures ask (a sign-in, a payment, a claim: its path's
 *     words or the label's);
 *   - the name as a subdomain over a registered label made of a lure's words (`<name>.secure-wallet-reset.xyz`,
 *     `<name>-fees.pay-online.co`); a tenant's subdomain on a software service (`<name>.zendesk.com`) registers no
 *     such words;
 *   - the name with a 1, a 0, a 3 or a 5 for a letter as the registered label (`n0rthgate.ac.uk`), or with an accent or
 *     a dotless i (punycode, `xn--…`), where the text writes it with plain letters only, under a link that asks what
 *     lures ask or that another posts (English writes `Zurich`, `Malmo`: the place's own site is no look-alike);
 *   - the name as the first segment of a path on a public numeric address (`http://<address>/<name>/evidence`), but
 *     not a self-hosted tool's own name (`/jenkins/`, `/grafana/`);
 *   - the name and a lure's words on another domain than the one the mail's `From:` line sends from, where that
 *     domain's label is the name (`alerts@tavora.com` and `tavora-secure-login.com/verify`).
 * The name is the text's when it writes it capitalised as a word (a proper name), not only in a host. The firm's own
 * domain is left: a registered label that is the name alone or whose words the text writes in a row as its name
 * (`Stowaway Removals`, `stowaway-removals`), and a domain the text's mail comes from (its `From:` lines, its
 * addresses).
 */
import { domainToUnicode } from 'node:url';
import { isPublicAddress } from './carried.js';
import { BRANDS } from './hosts.js';
import { domainOf, fromLines, mailSender, senderDomain, withoutEndingDots } from './mail-from.js';
import { registeredLabel } from './named-hosts.js';
import { asksWhatLuresAsk, writtenWithoutMarks } from './spelled-lures.js';
import { BANKS_AND_CARRIERS } from './squats.js';

/** Names a lure wears that a text need not write (banks, carriers, payment and sign-in services). */
const KNOWN = new Set([...BRANDS, ...BANKS_AND_CARRIERS, 'royalmail', 'parcelforce', 'evri', 'wise', 'monzo', 'starling']);
/** Words of a registered label a lure joins to a name: what it asks for, or the desk it claims to be. */
const LURE_LABEL = new Set([
  ...['login', 'signin', 'verify', 'verification', 'secure', 'account', 'accounts', 'billing', 'pay', 'payment', 'payments'],
  ...['payout', 'payouts', 'refund', 'refunds', 'claim', 'claims', 'reset', 'wallet', 'portal', 'support', 'helpdesk'],
  ...['review', 'confirm', 'update', 'unlock', 'auth', 'fee', 'fees', 'customs', 'returns', 'return', 'label'],
  ...['redelivery', 'delivery', 'promo', 'voucher', 'reward', 'rewards', 'invoice', 'invoices', 'dashboard', 'check', 'my'],
]);
/** Words too common to be a firm's name when written capitalised (a heading's, a sentence's first word). */
const COMMON = new Set([
  ...LURE_LABEL,
  ...['customer', 'service', 'services', 'global', 'group', 'team', 'online', 'mail', 'cloud', 'shop', 'store', 'home'],
  ...['news', 'info', 'data', 'city', 'bank', 'north', 'south', 'east', 'west', 'central', 'national', 'public', 'open'],
  ...['first', 'best', 'smart', 'green', 'blue', 'red', 'gold', 'digital', 'tech', 'health', 'care', 'direct', 'express'],
  ...['order', 'orders', 'track', 'tracking', 'status', 'notice', 'admin', 'staff', 'office', 'media', 'files', 'docs'],
]);
/** Hosting platforms and software services whose tenants' subdomains carry a firm's name. */
const PLATFORMS = /(?:^|-)(?:vercel|netlify|github|herokuapp|firebaseapp|web|pages|glitch|onrender|azurewebsites|cloudfront)(?:-|$)/;

/** Digits that stand for letters in a spelled name. */
const DIGIT_LETTER: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '5': 's' };
const unDigit = (w: string): string => w.replace(/[0135]/g, (d) => DIGIT_LETTER[d]!);

/**
 * One text's reading of names, made once per judgement (urls.ts) and passed to each link: a text names few hosts,
 * many of them many times, and each link asks again, so what the text writes is read once per word, label or text.
 */
export interface NameReading {
  readonly text: string;
  readonly names: Map<string, boolean>;
  capitals: Set<string> | null;
  flat: string | null;
  mails: string[] | null;
}

/** A fresh reading of `text`'s names. */
export function nameReading(text: string): NameReading {
  return { text, names: new Map(), capitals: null, flat: null, mails: null };
}

/** Whether the text writes `word` (lower case letters) capitalised as a word of its own: `Word` or `WORD`. */
function writesName(r: NameReading, word: string): boolean {
  let known = r.names.get(word);
  if (known === undefined) r.names.set(word, (known = writesNameOnce(r.text, word)));
  return known;
}

function writesNameOnce(text: string, word: string): boolean {
  const forms = [word[0]!.toUpperCase() + word.slice(1), word.toUpperCase()];
  for (const form of forms)
    for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) {
      const before = at > 0 ? text.charCodeAt(at - 1) : 32;
      const after = at + form.length < text.length ? text.charCodeAt(at + form.length) : 32;
      if (!isWordUnit(before) && !isWordUnit(after) && before !== 46 && before !== 47) return true;
    }
  return false;
}
const isWordUnit = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95 || c > 0x7f;

/** Whether `part` of a host is a name: one the text writes, or a known one; and not a common word. */
function isName(r: NameReading, part: string): boolean {
  if (KNOWN.has(part)) return true;
  return part.length >= 5 && /^[a-z]+$/.test(part) && !COMMON.has(part) && writesName(r, part);
}

/** A chat line's head: a time in brackets, then who speaks (`[09:23] Dana Kerr:`). */
const CHAT_HEAD = /^[ \t]{0,8}\[[^\]\n]{1,25}\][ \t]{0,3}[^:\n]{1,48}:/;
/** A field another fills in: a note, a remark, a comment, a message, a review, free text (`"notes": "`, `Remarks:`). */
const OTHERS_FIELD =
  /\b(?:notes?|remarks?|comments?|message|free_?text|review|feedback|memo|reply|narrative|instructions|statement|caption|bio|buyer_\w{1,12}|customer_\w{1,16}|personal_\w{1,12})["']?[ \t]{0,2}[:=]/i;

/**
 * Whether the link at `at` sits where someone other than the firm writes: a chat line, or after a note's, a comment's
 * or a free text field's label on its line (docs/content-readings.md, "Worn names").
 */
function postedByOther(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const before = text.slice(Math.max(lineStart, at - 160), at);
  return CHAT_HEAD.test(text.slice(lineStart, Math.min(at, lineStart + 80))) || OTHERS_FIELD.test(before);
}

/**
 * Whether the text writes a label's words in a row as a name (`Stowaway Removals` for `stowaway-removals`, `Port of
 * Vallerholm` for `port-vallerholm`): the firm's own domain, spelling its whole name, not its name and a lure's words.
 */
function writesPhrase(r: NameReading, parts: readonly string[]): boolean {
  // Capitalised words only (`Stowaway Removals`, `STOWAWAY REMOVALS`): a host's lower-case labels are not a name written.
  r.flat ??= ` ${r.text
    .slice(0, 20_000)
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .replace(/ (?:of|and|the|OF|AND|THE)(?= )/g, '')} `;
  const flat = r.flat;
  const words = parts.map((p) => p[0]!.toUpperCase() + p.slice(1));
  return flat.includes(` ${words.join(' ')} `) || flat.includes(` ${parts.join(' ').toUpperCase()} `);
}

/**
 * The registrable domains the text's mail comes from (mail-from.ts reads its `From:` lines), and those of the other
 * addresses in its first 20,000 code units (a contact line, a `To:` line): the firm's own second domain.
 */
function mailDomains(r: NameReading): string[] {
  if (r.mails !== null) return r.mails;
  const out = fromLines(r.text.slice(0, 20_000)).map((line) => domainOf(line.host));
  const head = r.text.slice(0, 20_000);
  for (let at = head.indexOf('@'); at >= 0 && out.length < 40; at = head.indexOf('@', at + 1)) {
    let end = at + 1;
    while (end < head.length && /[A-Za-z0-9.-]/.test(head[end]!)) end++;
    const host = withoutEndingDots(head.slice(at + 1, end).toLowerCase());
    if (host.includes('.')) out.push(domainOf(host));
  }
  r.mails = out;
  return out;
}

/** What a punycode label reads as in plain letters: accents dropped, a dotless i as an i; '' when nothing changes. */
function plainOf(label: string): string {
  const unicode = domainToUnicode(label);
  const plain = unicode
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u0131/g, 'i');
  return plain !== unicode && /^[a-z]+$/.test(plain) ? plain : '';
}

/** Edits (insert, delete, change, swap of neighbours) between `a` and `b`, stopping past `most`. */
export function editsApart(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      if (v < low) low = v;
    }
    if (low > most) return most + 1;
    [prev2, prev] = [prev, row];
  }
  return prev[b.length]!;
}

/** Capitalised words of the text (lower case, five letters or more), alone and run together with the next one. */
function capitalisedNames(r: NameReading): Set<string> {
  if (r.capitals !== null) return r.capitals;
  const out = new Set<string>();
  r.capitals = out;
  const words = r.text.slice(0, 20_000).match(/\b[A-Z][a-z]{1,20}\b(?: [A-Z][a-z]{1,20}\b)?/g) ?? [];
  for (const w of words.slice(0, 400)) {
    const parts = w.toLowerCase().split(' ');
    if (parts[0]!.length >= 5 && !COMMON.has(parts[0]!)) out.add(parts[0]!);
    if (parts.length === 2) out.add(parts.join(''));
  }
  return out;
}

/**
 * Whether a punycode host's registered label reads, in plain letters, as a name the text writes (two edits at most,
 * three from a name of eight letters or more: the accented letter put in, a letter moved or dropped) when the text
 * writes none of its accented letters.
 */
function accentedName(r: NameReading, own: string): boolean {
  if (!own.startsWith('xn--')) return false;
  // Read once per text and label: the text is searched whole for each accented letter.
  const key = `\u0000${own}`;
  let known = r.names.get(key);
  if (known === undefined) r.names.set(key, (known = accentedNameOnce(r, own)));
  return known;
}

function accentedNameOnce(r: NameReading, own: string): boolean {
  const text = r.text;
  const plain = plainOf(own);
  if (plain.length < 5) return false;
  const unicode = domainToUnicode(own);
  for (const ch of unicode) if (ch.charCodeAt(0) > 0x7f && text.includes(ch)) return false;
  // The firm's own name with its umlauts spelled out (`Moeller Bau` for `möllerbau`).
  if (writtenWithoutMarks(text.toLowerCase(), unicode)) return false;
  if (isName(r, plain)) return true;
  for (const name of capitalisedNames(r)) {
    const most = name.length >= 8 ? 3 : 2;
    if (name !== plain && editsApart(plain, name, most) <= most) return true;
  }
  return false;
}

/**
 * Self-hosted tools a team serves under their own names from its own address (`http://<address>/jenkins/`): the path
 * names the software, not a firm a lure wears.
 */
const SELF_HOSTED = new Set([
  ...['jenkins', 'grafana', 'nextcloud', 'owncloud', 'kibana', 'gitea', 'gitlab', 'forgejo', 'portainer', 'prometheus'],
  ...['sonarqube', 'keycloak', 'zabbix', 'nagios', 'icinga', 'mattermost', 'rocketchat', 'redmine', 'jupyter', 'jupyterhub'],
  ...['rancher', 'harbor', 'nexus', 'artifactory', 'airflow', 'superset', 'metabase', 'argocd', 'traefik', 'consul'],
  ...['vault', 'minio', 'pihole', 'phpmyadmin', 'adminer', 'roundcube', 'wordpress', 'drupal', 'joomla', 'moodle'],
  ...['odoo', 'bitwarden', 'vaultwarden', 'jellyfin', 'sonarr', 'radarr', 'octoprint', 'homeassistant', 'netdata'],
  ...['alertmanager', 'elasticsearch', 'opensearch', 'graylog', 'sentry', 'plausible', 'matomo', 'umami', 'n8n', 'nodered'],
  ...['phabricator', 'gerrit', 'bugzilla', 'mantis', 'wekan', 'taiga', 'bookstack', 'wikijs', 'outline', 'hedgedoc'],
]);

/** Whether a link to a public numeric `host` puts a name the text writes as its path's first segment (`path`: no query). */
export function nameOnRawAddress(r: NameReading, host: string, path: string): boolean {
  if (!isPublicAddress(host)) return false;
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  return first.length >= 5 && !SELF_HOSTED.has(first) && isName(r, first);
}

/**
 * Whether the link at `at` to `host` (lower case; `rest` its path, query and fragment) wears a name of the text (`r`,
 * read once per judgement) on another's domain.
 */
export function wearsName(r: NameReading, at: number, host: string, rest: string): boolean {
  const labels = host.split('.');
  const own = registeredLabel(host);
  let worn = false;
  if (host.includes('xn--'))
    // An accented spelling of a name written plainly: a look-alike where the link lures, or where another posts it and
    // it is no plain transliteration (English writes `Zurich` for the city whose own site is `zürich.ch`; `cärvela` for
    // `Caravela` drops a letter as well).
    worn = accentedName(r, own) && (asksWhatLuresAsk(rest) || (postedByOther(r.text, at) && !writesName(r, plainOf(own) || own)));
  else {
    if (labels.length < 2 || !/^[a-z0-9.-]+$/.test(host)) return false;
    if (own === '' || PLATFORMS.test(own)) return false;
    worn = wornLabel(r, at, labels, own, rest);
  }
  if (!worn) return false;
  // The firm's own second domain, which its mail comes from.
  const domain = domainOf(host);
  return !mailDomains(r).some((d) => d === domain || d.endsWith(`.${domain}`));
}

/** wearsName's reading of a plain host (`labels`, its registered label `own`). */
function wornLabel(r: NameReading, at: number, labels: readonly string[], own: string, rest: string): boolean {
  const text = r.text;
  const ownAt = labels.lastIndexOf(own);
  const ownParts = own.split('-');
  let worn = false;
  if (ownParts.length >= 2) {
    // `<name>-payouts.com`: the name and other words, the page asking what lures ask.
    const name = ownParts.findIndex((p) => isName(r, p) || (p !== unDigit(p) && isName(r, unDigit(p))));
    const lureLabel = ownParts.some((p, i) => i !== name && LURE_LABEL.has(p));
    if (name < 0 || writesPhrase(r, ownParts)) worn = false;
    // A bank's, a carrier's or a service's name beside a lure's words (its community's, its CDN's hosts are its own).
    else if (KNOWN.has(ownParts[name]!)) worn = lureLabel;
    // A firm's name beside a lure's words: posted by another (a chat line, a record's note), spelled with digits, or
    // on another domain than the one the mail's `From:` line sends from under that name (`alerts@tavora.com`). A firm's
    // own notice signs its own hyphenated domain (`<firm>-rewards.com/redeem`).
    else
      worn =
        (lureLabel || asksWhatLuresAsk(rest)) &&
        (ownParts[name] !== unDigit(ownParts[name]!) || postedByOther(text, at) || sendsUnder(r, ownParts[name]!));
  } else if (own !== unDigit(own) && /^[a-z0-9]+$/.test(own) && /[a-z]{2}/.test(own) && isName(r, unDigit(own)) && !writesName(r, own))
    // `n0rthgate.ac.uk`: the name with digits for letters.
    worn = true;
  // A lure's compound of words (`secure-wallet-reset`), not a service's own one-word domain (`signin.aws`).
  if (!worn && ownAt > 0 && ownParts.length >= 2 && ownParts.some((p) => LURE_LABEL.has(p))) {
    // `<name>.secure-wallet-reset.xyz`, `<name>-fees.pay-online.co`: the name over a lure's words (a known one; a firm's
    // where another posts it: a firm's billing service may host its invoices under its name).
    for (let i = 0; i < ownAt && !worn; i++) for (const p of labels[i]!.split('-')) if (KNOWN.has(p)) worn = true;
    if (!worn && postedByOther(text, at))
      for (let i = 0; i < ownAt && !worn; i++) for (const p of labels[i]!.split('-')) if (isName(r, p)) worn = true;
  }
  return worn;
}

/**
 * The accented letters a country's registry and language give its firms' names (lower case, by top-level label): a
 * firm on its own country's domain spells its name so, where a look-alike of an English name on `.com` does not.
 */
const NATIONAL_LETTERS: Readonly<Record<string, string>> = {
  se: '\u00e5\u00e4\u00f6\u00e9\u00fc',
  fi: '\u00e5\u00e4\u00f6\u0161\u017e',
  no: '\u00e6\u00f8\u00e5\u00e9\u00fc',
  dk: '\u00e6\u00f8\u00e5\u00e9\u00fc',
  is: '\u00e1\u00f0\u00e9\u00ed\u00f3\u00fa\u00fd\u00fe\u00e6\u00f6',
  de: '\u00e4\u00f6\u00fc\u00df',
  at: '\u00e4\u00f6\u00fc\u00df',
  ch: '\u00e4\u00f6\u00fc\u00e9\u00e8\u00e0\u00e7',
  fr: '\u00e9\u00e8\u00ea\u00eb\u00e0\u00e2\u00e7\u00ee\u00ef\u00f4\u00fb\u00f9\u00fc\u00ff\u0153\u00e6',
  be: '\u00e9\u00e8\u00ea\u00eb\u00e0\u00e2\u00e7\u00ee\u00ef\u00f4\u00fb\u00f9\u00fc\u00e4\u00f6',
  ca: '\u00e9\u00e8\u00ea\u00e0\u00e7\u00eb\u00ef\u00f4\u00fb\u00f9',
  es: '\u00f1\u00e1\u00e9\u00ed\u00f3\u00fa\u00fc',
  mx: '\u00f1\u00e1\u00e9\u00ed\u00f3\u00fa\u00fc',
  co: '\u00f1\u00e1\u00e9\u00ed\u00f3\u00fa\u00fc',
  ar: '\u00f1\u00e1\u00e9\u00ed\u00f3\u00fa\u00fc',
  cl: '\u00f1\u00e1\u00e9\u00ed\u00f3\u00fa\u00fc',
  pe: '\u00f1\u00e1\u00e9\u00ed\u00f3\u00fa\u00fc',
  pt: '\u00e3\u00f5\u00e1\u00e9\u00ed\u00f3\u00fa\u00e2\u00ea\u00f4\u00e7\u00e0',
  br: '\u00e3\u00f5\u00e1\u00e9\u00ed\u00f3\u00fa\u00e2\u00ea\u00f4\u00e7\u00e0',
  it: '\u00e0\u00e8\u00e9\u00ec\u00f2\u00f9',
  nl: '\u00eb\u00e9\u00ef\u00f6\u00fc',
  pl: '\u0105\u0107\u0119\u0142\u0144\u00f3\u015b\u017a\u017c',
  cz: '\u00e1\u010d\u010f\u00e9\u011b\u00ed\u0148\u00f3\u0159\u0161\u0165\u00fa\u016f\u00fd\u017e',
  sk: '\u00e1\u00e4\u010d\u010f\u00e9\u00ed\u013a\u013e\u0148\u00f3\u00f4\u0155\u0161\u0165\u00fa\u00fd\u017e',
  hu: '\u00e1\u00e9\u00ed\u00f3\u00f6\u0151\u00fa\u00fc\u0171',
  tr: '\u00e7\u011f\u0131\u00f6\u015f\u00fc',
  ro: '\u0103\u00e2\u00ee\u0219\u021b',
};

/**
 * Whether an IDN `host` is the domain the mail's `From:` line sends from under the firm's own name written with plain
 * letters (`From: Bjork Design <billing@björkdesign.se>`), on its country's domain with its country's letters: the
 * firm's own domain. Not a bank's, a carrier's or a service's (KNOWN), nor a name accented on a generic domain
 * (`hartwëllcycles.com`), which a look-alike's own mail writes plainly as well.
 */
export function sendsAsItself(r: NameReading, host: string): boolean {
  const sender = mailSender(r.text);
  if (sender === null || sender.domain !== domainOf(host)) return false;
  const label = registeredLabel(host);
  const plain = plainOf(label);
  if (plain.length < 4 || KNOWN.has(plain) || !sender.name.replace(/[^a-z]/g, '').includes(plain)) return false;
  const letters = NATIONAL_LETTERS[host.slice(host.lastIndexOf('.') + 1)];
  if (letters === undefined) return false;
  for (const ch of domainToUnicode(label)) if (ch.charCodeAt(0) > 0x7f && !letters.includes(ch)) return false;
  for (const k of KNOWN) if (k.length >= 4 && plain.includes(k)) return false;
  return true;
}

/** Whether the mail's first `From:` line sends from a domain whose registered label is `name` (`alerts@tavora.com`). */
function sendsUnder(r: NameReading, name: string): boolean {
  const sender = senderDomain(r.text);
  return sender !== null && registeredLabel(sender) === name;
}
