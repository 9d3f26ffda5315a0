/**
 * Where a request's destination stands (docs/content-readings.md, parties outside): what lets a plain request that sends a
 * business's records of people out, or records taken whole to a drop, be read with no push, and a standing order to
 * copy the reader's mail be told from a person's. Outside is only where no business keeps what it sends:
 *  - a consumer mailbox (gmail.com, outlook.com, proton.me, …), which belongs to a person, not to a company;
 *  - a file drop, a paste site, a request catcher or a tunnel (transfer.sh, webhook.site, ngrok, …);
 *  - a public IPv4 address written as a URL's host.
 * Any other domain is unknown: a vendor, a processor, a sister domain and a company's own tenant on a SaaS host look
 * alike to a reader, so a domain the text does not share is not read as outside (a review found 60 such honest sends
 * flagged when it was). Inside is a host on an internal name (`.internal`, `.local`, `.corp`, `.lan`, localhost), a
 * private address, and a domain another address or URL of the text holds.
 */

/** Consumer mailboxes by their provider's name, whatever country's domain they are written with (hotmail.fr, yahoo.co.uk). */
const CONSUMER_NAMES = new Set([
  'gmail',
  'googlemail',
  'outlook',
  'hotmail',
  'live',
  'msn',
  'yahoo',
  'ymail',
  'aol',
  'icloud',
  'protonmail',
  'proton',
  'tutanota',
  'tuta',
  'gmx',
  'yandex',
  'fastmail',
  'zohomail',
  'duck',
]);
/** Consumer mailboxes written with a domain whose first label names no provider on its own. */
const CONSUMER = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'fastmail.com',
  'zohomail.com',
  'qq.com',
  '163.com',
]);
/** Where anyone drops, pastes or catches what is sent, or tunnels into a laptop. */
const DROPS = new Set([
  'transfer.sh',
  'mega.nz',
  'filebin.net',
  'webhook.site',
  'pastebin.com',
  'paste.ee',
  'hastebin.com',
  'ghostbin.com',
  'file.io',
  '0x0.st',
  'temp.sh',
  'gofile.io',
  'anonfiles.com',
  'requestbin.com',
  'requestcatcher.com',
  'pipedream.net',
  'ngrok.io',
  'ngrok-free.app',
  'ngrok.app',
  'trycloudflare.com',
  'serveo.net',
  'beeceptor.com',
  'interact.sh',
  'oast.fun',
  'burpcollaborator.net',
]);
/** Hosts on internal names. */
const INTERNAL_NAME = /(?:^|\.)(?:internal|local|corp|lan|intranet|home\.arpa|localhost)$/;
/** Second-level labels under a country's code that registries sell names below ("example.co.uk"). */
const SECOND_LEVEL = /^(?:co|com|org|net|ac|gov|edu)$/;

/** A host's character: a letter, a digit, `.` or `-`. */
const hosty = (c: number): boolean => c === 46 || c === 45 || (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122);

/** An address's local part's character: a host's, `_` or `+`. */
const localy = (c: number): boolean => hosty(c) || c === 95 || c === 43;

/** The host read from `at` in `text` (lower case, its trailing dots dropped). */
function hostAt(text: string, at: number): string {
  let end = at;
  while (end < text.length && end - at < 253 && hosty(text.charCodeAt(end))) end++;
  let host = text.slice(at, end).toLowerCase();
  while (host.endsWith('.')) host = host.slice(0, -1);
  return host;
}

/** The domain a host is registered under: its last two labels, three under a country's second level. */
function registrable(host: string): string {
  const labels = host.split('.');
  const n = labels.length;
  if (n <= 2) return host;
  const keep = labels[n - 1]!.length === 2 && SECOND_LEVEL.test(labels[n - 2]!) ? 3 : 2;
  return labels.slice(n - keep).join('.');
}

/** An IPv4 address's four numbers, or null. */
function ipv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => p.length > 0 && p.length <= 3 && /^\d+$/.test(p))) return null;
  const n = parts.map(Number);
  return n.every((x) => x <= 255) ? n : null;
}

/** Whether an IPv4 address is private, loopback or link-local. */
const privateV4 = ([a, b]: number[]): boolean =>
  a === 10 || a === 127 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);

/** A text's addresses and URL hosts (destAt), each with how often it stands there: what its own domains are read from. */
function namesOf(text: string): Map<string, number> {
  const names = new Map<string, number>();
  const add = (mark: number): void => {
    const name = destAt(text, mark);
    // A dotted host, and for an address a local part before its `@`.
    if (name.slice(name.indexOf('@') + 1).includes('.') && !name.startsWith('@')) names.set(name, (names.get(name) ?? 0) + 1);
  };
  for (let i = text.indexOf('@'); i >= 0; i = text.indexOf('@', i + 1)) add(i);
  for (let i = text.indexOf('://'); i >= 0; i = text.indexOf('://', i + 3)) add(i);
  return names;
}

/**
 * Where a host stands for a text: a drop (a file drop, paste site, request catcher, tunnel or public IP: no business keeps
 * records there), outside (a consumer mailbox), inside (the text's own or internal), or unknown (the text says nothing).
 */
export type Party = 'drop' | 'outside' | 'inside' | 'unknown';

/**
 * A text's reading of parties: given a destination (destAt: `local@host` or a URL's host, lower case), where it stands.
 * The text's own addresses and domains are read once, on the first question that needs them.
 */
export function partiesOf(text: string): (dest: string) => Party {
  let names: Map<string, number> | undefined;
  let domains: Map<string, number> | undefined;
  const known = new Map<string, Party>();
  const partyOf = (dest: string): Party => {
    const at = dest.indexOf('@');
    const host = dest.slice(at + 1);
    if (host === '') return 'unknown';
    if (INTERNAL_NAME.test(host)) return 'inside';
    const v4 = ipv4(host);
    if (v4 !== null) return privateV4(v4) ? 'inside' : 'drop';
    if (names === undefined) {
      names = namesOf(text);
      domains = new Map();
      for (const name of names.keys()) {
        const d = registrable(name.slice(name.lastIndexOf('@') + 1));
        domains.set(d, (domains.get(d) ?? 0) + 1);
      }
    }
    const domain = registrable(host);
    // An address the text names twice is someone's own there (a requester's, a sender's): a send to it goes home.
    if (at >= 0 && (names.get(dest) ?? 0) >= 2) return 'unknown';
    if (DROPS.has(domain)) return 'drop';
    if (CONSUMER.has(domain) || CONSUMER_NAMES.has(domain.slice(0, domain.indexOf('.')))) return 'outside';
    // The destination is one of the text's addresses or URLs itself: inside where another shares its domain.
    return (domains!.get(domain) ?? 0) >= 2 ? 'inside' : 'unknown';
  };
  // Each destination answered once: a unit with many sends asks about the same few.
  return (dest) => {
    let party = known.get(dest);
    if (party === undefined) known.set(dest, (party = partyOf(dest)));
    return party;
  };
}

/**
 * The destination whose mark stands at `mark` in `text`: `local@host` (lower case) for an address's `@`, the host for a
 * URL's `://`, '' for neither. What partiesOf is asked about.
 */
export function destAt(text: string, mark: number): string {
  if (text.startsWith('://', mark)) return hostAt(text, mark + 3);
  if (text.charCodeAt(mark) !== 64) return '';
  let local = mark;
  while (local > 0 && mark - local < 64 && localy(text.charCodeAt(local - 1))) local--;
  return `${text.slice(local, mark).toLowerCase()}@${hostAt(text, mark + 1)}`;
}
