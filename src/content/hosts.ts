/**
 * Two host tricks of adversarial_url (docs/content-readings.md): an internal address written as a number
 * so that a filter looking for `169.254.169.254` or `127.0.0.1` misses it (`http://2852039166/`,
 * `0xA9FEA9FE`, `0251.0376.0251.0376`, `[::ffff:a9fe:a9fe]`), and a well-known brand spelled with
 * look-alike digits or letter pairs (`paypa1`, `g00gle`, `rnicrosoft`, `linkedln`). Both read one
 * URL's host, never the text around it.
 */

/**
 * The cloud metadata services' addresses as 32-bit numbers: 169.254.169.254, 100.100.100.200 (Alibaba), 169.254.170.2
 * (ECS tasks), 192.0.0.192 (Oracle Cloud's `/opc/v1/`, `/opc/v2/`).
 */
export const METADATA_V4: ReadonlySet<number> = new Set([0xa9fea9fe, 0x646464c8, 0xa9feaa02, 0xc00000c0]);

/** One part of an inet_aton address: `0x…` hex, `0…` octal, else decimal; NaN when it is none. */
function part(s: string): number {
  if (s === '') return NaN;
  if (/^0x[0-9a-f]{0,8}$/i.test(s)) return s.length === 2 ? 0 : parseInt(s.slice(2), 16);
  if (/^0[0-7]{0,11}$/.test(s)) return parseInt(s, 8);
  if (/^[1-9][0-9]{0,9}$/.test(s)) return parseInt(s, 10);
  return NaN;
}

/**
 * The IPv4 address a host names the way inet_aton reads it — one to four parts, each hex, octal
 * or decimal, the last filling the remaining bytes — and whether it was written otherwise than as
 * four plain decimal bytes. Null when the host is not such an address.
 */
export function numericV4(host: string): { addr: number; disguised: boolean } | null {
  const mapped = /^\[(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(?:([0-9.]{7,15})|([0-9a-f]{1,4}):([0-9a-f]{1,4}))\]$/i.exec(host);
  if (mapped) {
    if (mapped[1] !== undefined) {
      const inner = numericV4(mapped[1]);
      return inner ? { addr: inner.addr, disguised: true } : null;
    }
    return { addr: ((parseInt(mapped[2]!, 16) << 16) | parseInt(mapped[3]!, 16)) >>> 0, disguised: true };
  }
  // IPv4-compatible (`[::a9fe:a9fe]`, `[::169.254.169.254]`), deprecated but still parsed: a high half of 0 or 1 is IPv6's own (`[::1]`).
  const compatible = /^\[::(?:([0-9.]{7,15})|([0-9a-f]{1,4}):([0-9a-f]{1,4}))\]$/i.exec(host);
  if (compatible) {
    if (compatible[1] !== undefined) {
      const inner = numericV4(compatible[1]);
      return inner ? { addr: inner.addr, disguised: true } : null;
    }
    const high = parseInt(compatible[2]!, 16);
    return high < 0x100 ? null : { addr: ((high << 16) | parseInt(compatible[3]!, 16)) >>> 0, disguised: true };
  }
  if (!/^[0-9][0-9a-fx.]{0,40}$/i.test(host)) return null;
  const parts = host.split('.');
  if (parts.length > 4) return null;
  const nums = parts.map(part);
  if (nums.some((n) => Number.isNaN(n))) return null;
  let addr = 0;
  for (let i = 0; i < nums.length - 1; i++) {
    if (nums[i]! > 255) return null;
    addr = addr * 256 + nums[i]!;
  }
  const rest = 4 - (nums.length - 1);
  const last = nums[nums.length - 1]!;
  if (last >= 256 ** rest) return null;
  addr = addr * 256 ** rest + last;
  const plain = parts.length === 4 && parts.every((p) => /^(?:0|[1-9][0-9]{0,2})$/.test(p));
  return { addr: addr >>> 0, disguised: !plain };
}

/** Loopback, private, link-local and "this network" ranges: where an SSRF reaches inside. */
export function isInternal(addr: number): boolean {
  const a = addr >>> 24;
  const b = (addr >>> 16) & 0xff;
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * What a URL's host is when it is an internal address in disguise: `metadata` (a cloud metadata
 * service, however written), `internal` (another internal address written otherwise than as four
 * decimal bytes), or null. A plain `127.0.0.1` or `10.0.0.5` is everyday and stays null; `respelled` says the
 * host was written in other digits (full-width, circled) that a URL parser reads as these.
 */
export function disguisedInternal(host: string, respelled = false): 'metadata' | 'internal' | null {
  const c = host.charCodeAt(0);
  if (!((c >= 48 && c <= 57) || c === 91)) return null;
  const v4 = numericV4(host) ?? (c === 91 ? longV6(host) : null);
  if (v4 === 'metadata') return 'metadata';
  if (v4 === null || !(v4.disguised || respelled)) return null;
  if (METADATA_V4.has(v4.addr)) return 'metadata';
  return isInternal(v4.addr) ? 'internal' : null;
}

/**
 * An IPv6 literal in its long spellings, read group by group, a zone id after it set aside: AWS's and GCE's metadata
 * addresses (`[fd00:ec2::254]`, also `[fd00:0ec2:0:0:0:0:0:254]`, `[fd20:ce::254%25eth0]`), or the IPv4 address a mapped one (`[0:0:0:0:0:ffff:169.254.169.254]`,
 * `[0000:…:ffff:a9fe:a9fe]`) carries; null for any other (loopback, link-local, unique-local, documentation).
 */
function longV6(host: string): { addr: number; disguised: boolean } | 'metadata' | null {
  if (host.length > 80 || host[host.length - 1] !== ']') return null;
  // A zone id (`%25eth0`, `%eth0`) names the interface an address is reached on, not another address.
  const zone = host.indexOf('%');
  const body = host.slice(1, zone < 0 ? -1 : zone);
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const split = (h: string): string[] => (h === '' ? [] : h.split(':'));
  let tail = split(halves[halves.length === 2 ? 1 : 0]!);
  const head = halves.length === 2 ? split(halves[0]!) : [];
  // A dotted IPv4 address as the last two groups.
  const last = tail[tail.length - 1];
  if (last?.includes('.')) {
    const v4 = numericV4(last);
    if (v4 === null) return null;
    tail = [...tail.slice(0, -1), (v4.addr >>> 16).toString(16), (v4.addr & 0xffff).toString(16)];
  }
  const fill = 8 - head.length - tail.length;
  if (halves.length === 1 ? fill !== 0 : fill < 1) return null;
  const groups = [...head, ...Array<string>(fill).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  const n = groups.map((g) => parseInt(g, 16));
  // AWS's (`fd00:ec2::254`) and Google Compute Engine's (`fd20:ce::254`) metadata addresses.
  if (((n[0] === 0xfd00 && n[1] === 0xec2) || (n[0] === 0xfd20 && n[1] === 0xce)) && n.slice(2, 7).every((g) => g === 0) && n[7] === 0x254)
    return 'metadata';
  if (n.slice(0, 5).every((g) => g === 0) && n[5] === 0xffff) return { addr: ((n[6]! << 16) | n[7]!) >>> 0, disguised: true };
  return null;
}

/** Names people trust on sight; a label that reads as one of them but is not is a look-alike. */
export const BRANDS = [
  'google',
  'github',
  'gitlab',
  'paypal',
  'apple',
  'microsoft',
  'amazon',
  'anthropic',
  'openai',
  'facebook',
  'gmail',
  'outlook',
  'dropbox',
  'slack',
  'npmjs',
  'pypi',
  'stripe',
  'icloud',
  'office',
  'linkedin',
  'netflix',
  'docker',
  'cloudflare',
  'twitter',
  'instagram',
  'whatsapp',
  'yahoo',
  'coinbase',
  'adobe',
  'binance',
  'metamask',
  // Signing, file-sharing and shipping services and banks whose mail asks to sign, download, pay or track.
  'docusign',
  'wetransfer',
  'sharepoint',
  'onedrive',
  'maersk',
  'fedex',
  'royalmail',
  'wellsfargo',
  // Game stores and streaming, whose gift and trade lures send players to a look-alike.
  'steamcommunity',
  'steampowered',
  'epicgames',
  'twitch',
  'roblox',
  'barclays',
  'santander',
  'revolut',
];

/**
 * The fixed confusable map, after accents and other scripts are read as Latin: `rn` reads as `m`,
 * `vv` as `w`; `i`, `1` and `l` as one letter; `0` as `o`, `3` as `e`, `4` as `a`, `5` as `s`,
 * `7` as `t`, `8` as `b`.
 */
export function fold(label: string): string {
  const s = label.includes('rn') || label.includes('vv') ? label.replace(/rn/g, 'm').replace(/vv/g, 'w') : label;
  // Most labels hold nothing the map rewrites: kept as they are, uncopied.
  let i = 0;
  while (i < s.length && !FOLDS[s.charCodeAt(i)]) i++;
  if (i === s.length) return s;
  let out = '';
  for (const ch of s) out += ch === 'i' || ch === '1' || ch === '|' ? 'l' : (DIGIT[ch] ?? ch);
  return out;
}
const DIGIT: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b' };
/** The code units fold rewrites, by code unit (all ASCII). */
const FOLDS: readonly boolean[] = Array.from({ length: 128 }, (_, c) => {
  const ch = String.fromCharCode(c);
  return ch === 'i' || ch === '1' || ch === '|' || Object.hasOwn(DIGIT, ch);
});
const BRAND_SET = new Set(BRANDS);
const FOLDED = new Set(BRANDS.map(fold));
const LONGEST = Math.max(...BRANDS.map((b) => b.length));

/**
 * A label (or a part of it between hyphens) that reads as a brand it is not: `paypa1`,
 * `micros0ft-login`, `arnazon`. `latin` reads a part's other-script letters and accents as Latin.
 */
export function spellsBrand(label: string, latin?: (s: string) => string): boolean {
  for (let from = 0; from <= label.length; ) {
    let to = label.indexOf('-', from);
    if (to < 0) to = label.length;
    // Shorter than any brand, or longer than any once `rn` and `vv` are read as one letter each: none (quickly, uncopied).
    if (to - from >= 4 && to - from <= LONGEST * 2) {
      const piece = label.slice(from, to);
      if (!BRAND_SET.has(piece) && FOLDED.has(fold(latin ? latin(piece) : piece))) return true;
    }
    from = to + 1;
  }
  return false;
}

/**
 * A metadata service's internal host name: `metadata`, a cloud's name maybe, `internal` (a trailing dot too), as the
 * clouds' resolvers answer inside an instance (`metadata.azure.internal`, `metadata.google.internal`), and AWS's
 * `instance-data.ec2.internal`.
 */
export const METADATA_INTERNAL = /^(?:metadata(?:\.[a-z0-9-]{1,20})?\.internal|instance-data\.ec2\.internal)\.?$/;
/**
 * The paths where the clouds' metadata services hand out an instance's credentials (Azure's managed identity token,
 * GCP's service accounts, AWS's role credentials): under any host, a name that resolves to the service.
 */
const CREDENTIALS_PATH =
  /^\/(?:metadata\/identity\/oauth2\/token(?:[/?#]|$)|computeMetadata\/v1\/instance\/service-accounts\/|latest\/meta-data\/iam\/security-credentials(?:[/?#]|$))/;
/** A metadata service's path: GCP's under its short name (`http://metadata/computeMetadata/\u2026`), or CREDENTIALS_PATH. */
export const metadataPath = (host: string, rest: string): boolean =>
  (host === 'metadata' && rest.startsWith('/computeMetadata/')) || CREDENTIALS_PATH.test(rest);

/** Documentation of the metadata service names it (by a cloud's name too: "GCP metadata"); an instruction to fetch from it does not. */
const IMDS_DOCS =
  /\b(?:imds(?:v[12])?|instance\s+metadata(?:\s+service)?|metadata\s+(?:server|service)|(?:gcp|gce|ec2|aws|azure)\s+metadata)\b/i;
/** After the link, on its line: its output put in the answer, a report, a message (`… and include the output in the report`). */
const CREDENTIALS_OUT = /^[^\n]{0,60}\b(?:include|paste|post|send|attach|add|copy|share)\b[^\n]{0,30}\b(?:output|result|response)\b/i;
/** A rule that keeps services from the address: never, blocked, denied, refused, dropped, an SSRF guard, an egress policy. */
const FORBIDS =
  /\b(?:never\s+(?:let|allow|reach|call|fetch|query|expose|proxy|forward)|must\s+not|not\s+allowed|block(?:s|ed|ing|list)?|deny(?:\s+list)?|denied|reject(?:s|ed)?|refuses?|refused|forbid(?:s|den)?|drop(?:s|ped)?|disallow(?:s|ed)?|ssrf|egress\s+polic(?:y|ies))\b/i;
/** What turns a rule into an order against it, or an address into one to try when another is blocked. */
const AGAINST_RULE = /\b(?:ignore|bypass|override|disregard|circumvent|get\s+around|try|instead)\b/i;

/**
 * Whether the metadata address at `start`..`end` is named as documentation names it: the service named within 300
 * code units, or a rule on its own line that keeps services from it ("never let services reach ...; the proxy blocks
 * it", a deny list, an SSRF guard) and does not reach for its credentials' paths. An order to set such a rule aside
 * is none.
 */
export function metadataDocumented(text: string, start: number, end: number): boolean {
  // Named as documentation names it, unless the link reaches the credentials and its line has them put in the answer.
  if (IMDS_DOCS.test(text.slice(Math.max(0, start - 300), end + 300)))
    return !/security-credentials/i.test(text.slice(start, end)) || !CREDENTIALS_OUT.test(text.slice(end, end + 120));
  let from = start;
  while (from > 0 && start - from < 200 && text.charCodeAt(from - 1) !== 10) from--;
  let to = end;
  while (to < text.length && to - end < 200 && text.charCodeAt(to) !== 10) to++;
  const line = text.slice(from, to);
  return FORBIDS.test(line) && !AGAINST_RULE.test(line) && !/security-credentials|oauth2\/token|service-accounts/i.test(line);
}
