/**
 * Whether a request's destination is a party outside the text's own (docs/content.md, outward requests): what lets a
 * plain request that moves people's records or access out be read with no push, while the same request between
 * colleagues to their own systems is not. Outside is
 *  - a consumer mailbox (gmail.com, outlook.com, proton.me, …), which belongs to a person, not to a company;
 *  - a file drop, a paste site, a request catcher or a tunnel (transfer.sh, webhook.site, ngrok, …);
 *  - a public IPv4 address written as a URL's host;
 *  - any other domain, where the text's other addresses and URLs (an e-mail's `From:`, a wiki's links) name other
 *    domains and none shares its own; a text with no other address or URL says nothing of what is its own.
 * Inside is a host on an internal name (`.internal`, `.local`, `.corp`, `.lan`, localhost) or a private address, and a
 * domain another address or URL of the text holds. A bare domain written in prose is not read as the text's own.
 */

/** Consumer mailboxes, by their registrable domain's first label and the domains they are written with. */
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

/** The hosts a text's addresses and URLs name, each once: what its own domains are read from. */
function hostsOf(text: string): Set<string> {
  const hosts = new Set<string>();
  for (let i = text.indexOf('@'); i >= 0; i = text.indexOf('@', i + 1)) {
    const host = hostAt(text, i + 1);
    let local = i;
    while (local > 0 && i - local < 64 && localy(text.charCodeAt(local - 1))) local--;
    if (host.includes('.') && local < i) hosts.add(`${text.slice(local, i).toLowerCase()}@${host}`);
  }
  for (let i = text.indexOf('://'); i >= 0; i = text.indexOf('://', i + 3)) {
    const host = hostAt(text, i + 3);
    if (host.includes('.')) hosts.add(host);
  }
  return hosts;
}

/** Where a host stands for a text: a party outside, inside (the text's own or internal), or unknown (the text says nothing). */
export type Party = 'outside' | 'inside' | 'unknown';

/**
 * A text's reading of parties: given a destination's host (lower case), where it stands. The text's own domains are
 * read once, on the first question that needs them.
 */
export function partiesOf(text: string): (host: string) => Party {
  let own: Map<string, number> | undefined;
  let others = 0;
  return (host) => {
    if (host === '' || INTERNAL_NAME.test(host)) return host === '' ? 'unknown' : 'inside';
    const v4 = ipv4(host);
    if (v4 !== null) return privateV4(v4) ? 'inside' : 'outside';
    const domain = registrable(host);
    if (CONSUMER.has(domain) || DROPS.has(domain)) return 'outside';
    if (own === undefined) {
      own = new Map();
      for (const h of hostsOf(text)) {
        const d = registrable(h.slice(h.lastIndexOf('@') + 1));
        own.set(d, (own.get(d) ?? 0) + 1);
        others++;
      }
    }
    // The destination is one of the text's addresses or URLs itself: it is inside where another shares its domain, and
    // outside only where the text names another domain as its own; a text with no other address says nothing either way.
    const same = own.get(domain) ?? 0;
    return same >= 2 ? 'inside' : others > same ? 'outside' : 'unknown';
  };
}

/** A text's test for outside destinations (partiesOf): whether a host is a party outside. */
export function outsideOf(text: string): (host: string) => boolean {
  const party = partiesOf(text);
  return (host) => party(host) === 'outside';
}

/** The host of a destination that starts an address's local part or a URL's scheme, read from `dest` (lower case). */
export function destHost(dest: string): string {
  const scheme = dest.indexOf('://');
  const at = dest.indexOf('@');
  if (scheme >= 0 && (at < 0 || scheme < at)) return hostAt(dest, scheme + 3);
  return at >= 0 ? hostAt(dest, at + 1) : '';
}
