/**
 * URLs as analytics exports and platforms write them: a CSV row's columns of URLs side by side, and the click
 * redirects of search engines and social networks, whose own parameters carry the platform's ids, not the reader's data.
 * Also what a URL carries out: a provider's secret as a query's value, a path segment that is data written out.
 */
import { isPlaceholder } from './placeholders.js';

/**
 * URL spans (start, end, start, end, …), each cut where a CSV row's next column starts another URL right after a
 * comma (`…&gclid=…,https://www.bing.com/…`): each read on its own. One search of the text for `,http`, in order.
 */
export function columnsApart(text: string, found: number[]): number[] {
  let cut = text.indexOf(',http');
  if (cut < 0) return found;
  const out: number[] = [];
  for (let k = 0; k < found.length; k += 2) {
    let start = found[k]!;
    const end = found[k + 1]!;
    while (cut >= 0 && cut <= start) cut = text.indexOf(',http', cut + 1);
    for (; cut >= 0 && cut < end; cut = text.indexOf(',http', cut + 1)) {
      if (!text.startsWith('://', cut + 5) && !text.startsWith('s://', cut + 5)) continue;
      out.push(start, cut);
      start = cut + 1;
    }
    out.push(start, end);
  }
  return out;
}

const FACEBOOK = new Set(['h', 'u', 's', 'e']);
/** Hosts' click redirects, by the path they start with, and the parameters the platform writes there itself. */
const CLICK_REDIRECTS = new Map<string, readonly [string, ReadonlySet<string>]>([
  ['www.bing.com', ['/ck/a', new Set(['p', 'hsh', 'fclid', 'ptn', 'ntb', 'u'])]],
  ['bing.com', ['/ck/a', new Set(['p', 'hsh', 'fclid', 'ptn', 'ntb', 'u'])]],
  ['www.google.com', ['/url', new Set(['usg', 'ved', 'sa', 'url', 'q', 'ust', 'opi', 'source', 'cd', 'cad', 'rct'])]],
  ['out.reddit.com', ['/', new Set(['token', 'app_name', 'url'])]],
  ['l.facebook.com', ['/l.php', FACEBOOK]],
  ['lm.facebook.com', ['/l.php', FACEBOOK]],
  ['l.messenger.com', ['/l.php', FACEBOOK]],
  ['l.instagram.com', ['/', FACEBOOK]],
]);

/** The parameters a platform's click redirect at `host` and `path` writes itself; null for any other URL. */
export function platformParams(host: string, path: string): ReadonlySet<string> | null {
  const redirect = CLICK_REDIRECTS.get(host);
  return redirect !== undefined && path.startsWith(redirect[0]) ? redirect[1] : null;
}

/**
 * A provider's secret as a query's value, by its issued prefix and length: a token in the query of a URL to another
 * host (`https://catcher…/?gh=ghp_…`) is carried out, whatever the parameter is called. A URL to the provider's own
 * host (a host holding its word: `…github.com`, `…slack.com`) is not read here.
 */
const PROVIDER_VALUE =
  /^(?:(gh)[pousr]_[A-Za-z0-9]{30,255}|(github)_pat_\w{30,255}|(glpat)-[\w-]{20,64}|(xox)[abposr]-[\w-]{10,200}|(AKIA|ASIA)[A-Z0-9]{16}|(sk)-[\w-]{32,200}|(sk_live|rk_live)_\w{20,200}|(hf)_[A-Za-z]{30,60}|(npm)_[A-Za-z0-9]{36}|(AIza)[0-9A-Za-z_-]{35})$/;
/** Each prefix's provider, as its hosts name it. */
const PROVIDER_HOST: Readonly<Record<string, RegExp>> = {
  gh: /github/,
  github: /github/,
  glpat: /gitlab/,
  xox: /slack/,
  AKIA: /amazonaws/,
  ASIA: /amazonaws/,
  sk: /openai|anthropic/,
  sk_live: /stripe/,
  rk_live: /stripe/,
  hf: /huggingface|hf\.co$/,
  npm: /npmjs/,
  // A Google key, which its maps, fonts, Firebase and YouTube hosts take.
  AIza: /google|gstatic|firebase|youtube|gmail|appspot/,
};
/**
 * Whether a query's `value` is a provider's secret sent to a host not the provider's (`host` in lower case). Not a
 * placeholder (`ghp_` and x's), and for the prefixes that begin words and slugs as well (`sk-` a ski shop's SKU, `hf_`
 * a team's name) a key's mix: upper and lower case, and digits for `sk-` (a slug of dashed lower-case words has neither).
 */
export function carriesProviderKey(value: string, host: string): boolean {
  const m = PROVIDER_VALUE.exec(value);
  if (m === null || isPlaceholder(value)) return false;
  const prefix = m.slice(1).find((g) => g !== undefined)!;
  if ((prefix === 'sk' || prefix === 'hf') && !(/[A-Z]/.test(value) && /[a-z]/.test(value) && (prefix === 'hf' || /\d/.test(value))))
    return false;
  return !PROVIDER_HOST[prefix]!.test(host);
}

/** The shortest path segment read as data: decodesToText reads 24 code units or more, isBlob 40. */
export const SEGMENT_MIN = 24;

/** An image's extension at a path segment's end (`.../<base64>.png`). */
const IMAGE_EXTENSION = /\.(?:png|gif|jpe?g|webp)$/i;

/**
 * A path segment that is data written out: base64 or hex whose bytes read as text (a record, a sentence, a key with its
 * name). A content hash, a build id or an IPFS address decodes to noise. Before an image's extension, only a person's
 * data, as in a query (decodesToPerson): image services write their own parameters there (a proxy's source URL, a
 * thumbnail's size, a social card's title).
 */
export function decodesToText(segment: string): boolean {
  return IMAGE_EXTENSION.test(segment) ? decodesToPerson('', segment) : decodedText(segment) !== null;
}

/** A person's name in decoded text: two capitalised words (a particle between maybe). */
const NAME_LIKE = /\b[A-Z][a-z]{1,20} (?:(?:de|da|van|von|del|le|al|bin) )?[A-Z][a-z]{1,20}\b/;
/** A mail address in decoded text. */
const MAIL_LIKE = /[\w.+-]@[a-z0-9-]{1,63}\.[a-z]/;
/**
 * Whether a query's parameter `name` = `value` decodes to text that holds a person's data, as a pixel's
 * roster or record does. Not an image service's own encoded parameters, which a review found honest: imgix's text
 * overlays (`txt64=`, `mark64=`: names ending in 64), a social card's JSON (`?data=<base64 {…}>`) and an image proxy's
 * encoded source URL.
 */
export function decodesToPerson(name: string, value: string): boolean {
  if (name.endsWith('64')) return false;
  const text = decodedText(value);
  if (text === null || /^\s*[[{]/.test(text) || text.includes('://')) return false;
  // A mail address; or a name with a number of six digits or more beside it (a roster's id): a chart's series names
  // and an avatar's id alone are neither.
  return MAIL_LIKE.test(text) || (NAME_LIKE.test(text) && /\d{6}/.test(text));
}

/** A table's column that names whose rows they are (`tenant`, `patient`, `donor`, `employee`, `first_name` …). */
const PERSON_COLUMN =
  /^(?:(?:first|last|full|given|family)[ _]?)?(?:name|surname|tenant|patient|customer|client|donor|employee|member|applicant|resident|guest|student|user|volunteer|beneficiary|email)s?$/i;
const UTF8 = new TextDecoder('utf-8', { fatal: true });
/**
 * Whether `value` decodes (base64, its UTF-8 read) to a table of people's records: a header line whose cells (apart by
 * commas, semicolons or tabs) name a person's column, then a row of as many cells with letters under it — a roster
 * an image's query carries out. A chart's figures name no person; a header alone has no row.
 */
export function decodesToRecords(value: string): boolean {
  if (value.length < SEGMENT_MIN || value.length > 2048 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return false;
  let text: string;
  try {
    text = UTF8.decode(Buffer.from(value, 'base64'));
  } catch {
    return false;
  }
  const lines = text.split(/\r?\n/, 3);
  if (lines.length < 2) return false;
  const sep = [',', ';', '\t'].find((c) => lines[0]!.includes(c));
  if (sep === undefined) return false;
  const header = lines[0]!.split(sep);
  const row = lines[1]!.split(sep);
  const col = header.findIndex((cell) => PERSON_COLUMN.test(cell.trim()));
  return col >= 0 && row.length === header.length && /\p{L}{2}/u.test(row[col]!);
}

/** The text base64 or hex decodes to (at most 512 code units read), or null when it is no text (decodesToText). */
function decodedText(segment: string): string | null {
  // An image's name (`.../<base64>.png`): a beacon's data before its extension.
  const seg = segment.replace(IMAGE_EXTENSION, '');
  if (seg.length < SEGMENT_MIN) return null;
  let bytes: Buffer;
  if (/^[0-9a-f]+$/i.test(seg)) {
    if (seg.length < 32 || seg.length % 2 === 1) return null;
    bytes = Buffer.from(seg.slice(0, 512), 'hex');
  } else {
    if (seg.length < SEGMENT_MIN || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(seg)) return null;
    bytes = Buffer.from(seg.slice(0, 512), 'base64');
  }
  if (bytes.length < 16) return null;
  let printable = 0;
  let letters = 0;
  for (const b of bytes) {
    if (b >= 0x20 && b < 0x7f) printable++;
    if ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a)) letters++;
  }
  const text = bytes.toString('latin1');
  return printable === bytes.length && letters >= bytes.length * 0.4 && /[ =:;,&]/.test(text) ? text : null;
}
