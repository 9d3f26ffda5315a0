/**
 * adversarial_url: a host that a person reads as a business's or a brand's name and that is written otherwise. Most
 * phishing texts are about a business of their own (a council, a mutual, a clinic) whose name the text writes in
 * words, not as a host, so the look-alike is compared with those words: an international host whose label, accents
 * dropped, is one letter off a name the text writes (`h\u00e4lcyonmutal` beside "Halcyon Mutual"), and an ASCII host
 * that spells such a name with a look-alike digit, `rn` or `vv` (`kestre1quay` beside "Kestrel Quay"). Consumer
 * brands that phishing imitates and that hosts.ts's fold does not list are compared too. A firm that writes its name
 * with its own accents (`Caf\u00e9 M\u00fcller` and `m\u00fcller.example`), or in ASCII the way its language
 * transliterates them (`Mueller`), is not read. node:url's domainToUnicode is pure (no I/O).
 */
import { domainToUnicode } from 'node:url';
import { registeredLabel, SECOND_LEVEL } from './named-hosts.js';

/** How far around a URL the text's names are read (each side). */
const NAME_REACH = 2000;
/** Most words joined into one name (`Kestrel Quay Lettings` as `kestrelquaylettings`). */
const NAME_WORDS = 3;
/** Shorter names are as often an honest pair of words as a look-alike. */
const SHORTEST = 5;
/** A word of letters, bounded. */
const WORD = /\p{L}{1,40}/gu;
/** A digit or a hyphen: what joins a word to a host's or an id's other pieces. */
const isJoin = (c: number): boolean => (c >= 48 && c <= 57) || c === 45;

/**
 * Consumer brands that phishing mail imitates, beside hosts.ts's BRANDS (travel, lettings, shops, payments, streaming,
 * carriers): compared with international hosts, and with ASCII ones written with a look-alike (never with a plain name).
 */
const MORE_BRANDS: readonly string[] = [
  'booking',
  'airbnb',
  'expedia',
  'tripadvisor',
  'trainline',
  'ryanair',
  'easyjet',
  'lufthansa',
  'emirates',
  'zillow',
  'rightmove',
  'walmart',
  'costco',
  'bestbuy',
  'aliexpress',
  'alibaba',
  'rakuten',
  'shopify',
  'spotify',
  'hulu',
  'disneyplus',
  'venmo',
  'cashapp',
  'klarna',
  'monzo',
  'robinhood',
  'kraken',
  'metlife',
  'hertz',
  'doordash',
  'instacart',
  'deliveroo',
  'vodafone',
  'verizon',
  'xfinity',
  'comcast',
  'tmobile',
  'telegram',
  'discord',
  'tiktok',
  'snapchat',
  'docusign',
  'paypal',
  'amazon',
  'netflix',
  'microsoft',
  'microsoftonline',
  'google',
  'apple',
  'github',
];

/** MORE_BRANDS as they read (asRead). */
const BRANDS_READ: readonly string[] = MORE_BRANDS.map((b) => asRead(b));

/** Letters that do not drop their mark under NFD, as read without it. */
const UNMARKED: Readonly<Record<string, string>> = {
  '\u00f8': 'o',
  '\u00e6': 'ae',
  '\u00df': 'ss',
  '\u0142': 'l',
  '\u0111': 'd',
  '\u00f0': 'd',
  '\u00fe': 'th',
  '\u0153': 'oe',
  '\u0131': 'i',
};
/** Letters as their languages write them in ASCII (`M\u00fcller` as `Mueller`, `N\u00f8rgaard` as `Noergaard`). */
const TRANSLITERATED: Readonly<Record<string, string>> = {
  '\u00e4': 'ae',
  '\u00f6': 'oe',
  '\u00fc': 'ue',
  '\u00f8': 'oe',
  '\u00e5': 'aa',
  '\u00e6': 'ae',
  '\u00df': 'ss',
  '\u00f1': 'n',
};

/** A label lower-cased, its accents dropped, its hyphens taken out. */
function unaccented(label: string): string {
  let out = '';
  for (const ch of label.toLowerCase().normalize('NFD')) {
    const c = ch.charCodeAt(0);
    if ((c >= 0x300 && c <= 0x36f) || ch === '-') continue;
    out += UNMARKED[ch] ?? ch;
  }
  return out;
}

/** A label as its language writes it in ASCII, hyphens out. */
function transliterated(label: string): string {
  let out = '';
  for (const ch of label.toLowerCase().normalize('NFC')) if (ch !== '-') out += TRANSLITERATED[ch] ?? ch;
  return unaccented(out);
}

/** Whether `a` and `b` are at most `max` edits apart (insertion, deletion, substitution, two neighbours swapped). */
function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const n = a.length;
  const m = b.length;
  let twoBack = new Array<number>(m + 1).fill(0);
  let back = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const row = new Array<number>(m + 1);
    row[0] = i;
    let best = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(back[j]! + 1, row[j - 1]! + 1, back[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, twoBack[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return false;
    twoBack = back;
    back = row;
  }
  return back[m]! <= max;
}

/** The names a text writes: one to three of its words joined (lower case), and the same by how they read (asRead). */
interface Names {
  list: readonly string[];
  byRead: ReadonlyMap<string, readonly string[]>;
}
/** The text last read, its names when short (read once), and how many windows a long one has had read. */
let namesIn: string | undefined;
let namesOf: Names | undefined;
let windowsRead = 0;
/** What each host read in the text last read answered (`a` accented, `s` spelled, then the host). */
let answered = new Map<string, boolean>();

/** The most windows of a long text whose names are read: past them, a text of many URLs is read no further. */
const WINDOWS_MAX = 16;

/** The memo of the hosts `text` has had read, emptied for another text. */
function answersFor(text: string): Map<string, boolean> {
  if (namesIn !== text) [namesIn, namesOf, windowsRead, answered] = [text, undefined, 0, new Map()];
  return answered;
}

/** A host's answer for `text`, found once: a text repeats its hosts. */
function remembered(text: string, key: string, find: () => boolean): boolean {
  const memo = answersFor(text);
  let yes = memo.get(key);
  if (yes === undefined) memo.set(key, (yes = find()));
  return yes;
}

/** The names of `text` from `a` to `b`. */
function namesBetween(text: string, a: number, b: number): Names {
  const words: string[] = [];
  WORD.lastIndex = a;
  for (let m = WORD.exec(text); m !== null && m.index < b; m = WORD.exec(text)) {
    // A word run into digits or hyphens is a piece of a host or an id (`xn--b\u00fccher`, `halcy0n`), not a name.
    const before = m.index > 0 ? text.charCodeAt(m.index - 1) : 32;
    const after = m.index + m[0].length < text.length ? text.charCodeAt(m.index + m[0].length) : 32;
    if (isJoin(before) || isJoin(after)) continue;
    words.push(m[0].toLowerCase());
  }
  const list = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    let name = '';
    for (let k = i; k < words.length && k < i + NAME_WORDS; k++) {
      name += words[k]!;
      if (name.length >= SHORTEST) list.add(name);
    }
  }
  const byRead = new Map<string, string[]>();
  for (const name of list) {
    if (name.length < 6 || !/^[a-z]+$/.test(name)) continue;
    const read = asRead(name);
    const same = byRead.get(read);
    if (same === undefined) byRead.set(read, [name]);
    else same.push(name);
  }
  return { list: [...list], byRead };
}

/**
 * The names the text writes around `start`..`end`: the whole text's when it is short (read once), else NAME_REACH each
 * side, for WINDOWS_MAX windows at most (null past them). answersFor(text) comes first.
 */
function namesAround(text: string, start: number, end: number): Names | null {
  if (text.length <= 8 * NAME_REACH) return (namesOf ??= namesBetween(text, 0, text.length));
  if (++windowsRead > WINDOWS_MAX) return null;
  return namesBetween(text, Math.max(0, start - NAME_REACH), Math.min(text.length, end + NAME_REACH));
}

/** Latin letters (with their marks), digits and hyphens: a label in Latin script. */
const LATIN_LABEL = /^[\p{Script=Latin}\p{M}0-9-]+$/u;

/**
 * An international host (punycode or written in Unicode, lower case) whose Latin label, accents dropped, is one edit
 * off a name the text writes around the URL (two when the name is ten letters or more), or is a brand's name or one
 * edit off it. Not when the text writes the label's name with its accents, or as its language transliterates them.
 */
export function accentedLookalike(text: string, start: number, end: number, host: string): boolean {
  return remembered(text, `a${host}`, () => accentedOnce(text, start, end, host));
}

function accentedOnce(text: string, start: number, end: number, host: string): boolean {
  const unicode = host.includes('xn--') ? domainToUnicode(host) : host;
  if (unicode === '' || !/[^\x00-\x7f]/.test(unicode)) return false;
  for (const label of unicode.split('.')) {
    if (!/[^\x00-\x7f]/.test(label) || !LATIN_LABEL.test(label)) continue;
    const bare = unaccented(label);
    if (bare.length < SHORTEST) continue;
    const written = label.replace(/-/g, '').normalize('NFC');
    const ascii = transliterated(label);
    const around = namesAround(text, start, end)?.list ?? [];
    // A firm naming itself as its host is written, as its language writes it in ASCII, or without its accents: its own domain.
    if (around.some((name) => name === written || name === ascii || name === bare)) continue;
    for (const brand of MORE_BRANDS) if (within(bare, brand, 1)) return true;
    for (const name of around) {
      if (Math.abs(name.length - bare.length) > 2) continue;
      const plain = unaccented(name);
      if (plain !== bare && within(bare, plain, plain.length >= 10 ? 2 : 1) && !addsToAccented(label.normalize('NFC'), name)) return true;
    }
  }
  return false;
}

/**
 * Whether a label is a name the text writes with its accents, with an inflection's ending added to one or more of its
 * hyphen-apart words (a plural or a second form of the firm's own name: "Z\u00fcrich Versicherung" and
 * `z\u00fcrich-versicherungen`, "B\u00e4ckerei Sch\u00e4fer" and `b\u00e4ckereien-sch\u00e4fer`): every accent is the text's and no
 * letter inside a word changed or doubled (`b\u00e4ckerei-sch\u00e4ffer` is still read).
 */
function addsToAccented(label: string, name: string): boolean {
  if (!/[^\x00-\x7f]/.test(name)) return false;
  const parts = label.split('-');
  if (parts.length > 4) return false;
  for (let mask = 1; mask < 1 << parts.length; mask++)
    if (parts.map((p, i) => (mask & (1 << i) ? p.replace(/(?:en|es|er|e|s|n)$/, '') : p)).join('') === name) return true;
  return false;
}

/** Digits and letter pairs a person reads as letters (`0` as `o`, `1` as `l` or `i`, `rn` as `m`, `vv` as `w`). */
const LOOKALIKE_IN = /[0135]|rn|vv/;

/** A label as read: look-alike digits and pairs as letters, `i` and `l` as one. */
function asRead(label: string): string {
  let s = label.replace(/rn/g, 'm').replace(/vv/g, 'w');
  s = s.replace(/[01i35]/g, (ch) => ({ '0': 'o', '1': 'l', i: 'l', '3': 'e', '5': 's' })[ch]!);
  return s;
}

/** named-hosts.ts's second-level labels, and the NHS's (`trust.nhs.uk`). */
const SECOND_LEVEL_OR_NHS: ReadonlySet<string> = new Set([...SECOND_LEVEL, 'nhs']);
const registeredLabelOf = (host: string): string => registeredLabel(host, SECOND_LEVEL_OR_NHS);

/**
 * An ASCII host (lower case) whose registered label, or a part of it between hyphens, spells a name the text writes in
 * letters (or a brand of MORE_BRANDS) with a look-alike digit, `rn` or `vv`, or with `i` and `l` swapped: read as
 * the name, written otherwise (`lumenfie1dpw` beside "Lumenfield Power", `b00king`). The name may lead the label
 * (`lumenfie1dpw`, `micros0ftonline`); a label written as the name is not read.
 */
export function spelledLookalike(text: string, start: number, end: number, host: string): boolean {
  return remembered(text, `s${host}`, () => spelledOnce(text, start, end, host));
}

function spelledOnce(text: string, start: number, end: number, host: string): boolean {
  const label = registeredLabelOf(host);
  if (label.length < SHORTEST || !/^[a-z0-9-]+$/.test(label)) return false;
  const pieces = label.includes('-') ? [label.replace(/-/g, ''), ...label.split('-')] : [label];
  for (const piece of pieces) {
    if (piece.length < SHORTEST) continue;
    const read = asRead(piece);
    for (let k = 0; k < MORE_BRANDS.length; k++) if (leadsAs(piece, read, MORE_BRANDS[k]!, BRANDS_READ[k]!)) return true;
    // The text's names are compared where a digit, `rn` or `vv` is written: `i` for `l` alone is hosts.ts's and named-hosts.ts's.
    if (!LOOKALIKE_IN.test(piece)) continue;
    const byRead = namesAround(text, start, end)?.byRead;
    if (byRead === undefined) return false;
    for (let k = read.length; k >= Math.max(6, read.length - 4); k--)
      for (const name of byRead.get(read.slice(0, k)) ?? [])
        if (leadsAs(piece, read, name, k === read.length ? read : read.slice(0, k))) return true;
  }
  return false;
}

/** A part of a label with one run of one or two `0`s or `1`s (not `10`, a number) inside its letters, two letters or more before it. */
const DIGIT_INSIDE = /^[a-z]{2,40}(?:0{1,2}|1{1,2})[a-z]{1,40}$/;

/** Whether letters read as a word might: a quarter of them vowels (`y` one), never four consonants in a row. */
function pronounceable(s: string): boolean {
  let vowels = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    if ('aeiouy'.includes(s[i]!)) {
      vowels++;
      run = 0;
    } else if (++run >= 4) return false;
  }
  return vowels * 4 >= s.length;
}

/**
 * A host label's part of seven letters or more with a `0` or a `1` inside its letters that reads as a word once
 * read as `o`, `i` or `l` (`halcy0nmutual`, `lumenfie1d`, `cl1nics`): a person reads the word. A random id
 * (`d1xoyx`, `gdz3sv`) reads as none, a product's digits stand at a word's end or after one letter (`web1`, `a1`,
 * `x1carbon`), and a version after a word (`web3`) is not a `0` or a `1`.
 */
function digitInWord(host: string): boolean {
  if (!host.includes('0') && !host.includes('1')) return false;
  const labels = host.split('.');
  // Every label but the top-level one: a registry's second level (`jp.net`, `uk.com`) leaves the name before it.
  for (const part of labels.slice(0, -1).flatMap((l) => l.split('-'))) {
    if (part.length < 7 || !DIGIT_INSIDE.test(part)) continue;
    const asO = part.replace(/0/g, 'o');
    if (pronounceable(asO.replace(/1/g, 'i')) || pronounceable(asO.replace(/1/g, 'l'))) return true;
  }
  return false;
}

/**
 * Whether `piece` (read as `read`) is `name` written otherwise: read the same, or starting as the name reads with at
 * most four letters after it, and a look-alike within the name's part (a digit, `rn`, `vv`, or `i` for `l`).
 */
function leadsAs(piece: string, read: string, name: string, nameRead: string): boolean {
  if (piece === name || piece.startsWith(name)) return false;
  if (read === nameRead) return true;
  return nameRead.length >= 6 && read.startsWith(nameRead) && read.length - nameRead.length <= 4 && /[0135]|rn|vv/.test(piece);
}

/**
 * A capital I for an l at a label's end in a host otherwise in lower case (`halcyonmutuaI.com`): a browser reads it
 * case-blind, a person reads the l; no name ends in a capital I after a small letter, and other capitals are a name's.
 */
function capitalIEnds(written: string): boolean {
  return /^[a-z0-9.-]{0,253}[a-z]I(?:[.-][a-z0-9.-]{0,253})?$/.test(written);
}

/** A host (as written) that reads as a word it is not, with nothing to compare: a capital I at a label's end, a digit inside. */
export function readsAsWord(written: string): boolean {
  return capitalIEnds(written) || digitInWord(written.toLowerCase());
}

/** A host (lower case) that spells a name the text writes around it, or a brand, otherwise: accented or with look-alikes. */
export function spellsNameAround(text: string, start: number, end: number, host: string): boolean {
  return /^[a-z0-9_.-]*$/.test(host) && !host.includes('xn--')
    ? spelledLookalike(text, start, end, host)
    : accentedLookalike(text, start, end, host);
}

/** Around a word written beside a URL, not inside one: `/`, `.`, `@` or a join (a host's, a path's or an address's). */
const inAddress = (c: number): boolean => isJoin(c) || c === 47 || c === 46 || c === 64 || c === 95 || c === 61;

/**
 * Whether a host's registered label (hyphens dropped) is a name of one to three words the text writes in prose around
 * the URL at [start, end) ("Umoja Dairy" beside `umojadairy.co.ke`): the link goes to the sender itself.
 */
export function hostNamedAround(text: string, start: number, end: number, host: string): boolean {
  const label = registeredLabelOf(host).replace(/-/g, '');
  if (label.length < SHORTEST || !/^[a-z0-9]+$/.test(label)) return false;
  const words: string[] = [];
  for (const [a, b] of [
    [Math.max(0, start - NAME_REACH), start],
    [end, Math.min(text.length, end + NAME_REACH)],
  ] as const) {
    const part = text.slice(a, b);
    WORD.lastIndex = 0;
    for (let m = WORD.exec(part); m !== null; m = WORD.exec(part)) {
      const before = m.index > 0 ? part.charCodeAt(m.index - 1) : 32;
      const after = m.index + m[0].length < part.length ? part.charCodeAt(m.index + m[0].length) : 32;
      // A sentence's full stop after a word is prose; a dot between letters is a host's.
      const hostDot = after === 46 && /\p{L}/u.test(part.charAt(m.index + m[0].length + 1));
      words.push(inAddress(before) || hostDot || (after !== 46 && inAddress(after)) ? '' : m[0].toLowerCase());
    }
    words.push('');
  }
  for (let i = 0; i < words.length; i++) {
    let name = '';
    for (let k = i; k < words.length && k < i + NAME_WORDS && words[k] !== ''; k++) if ((name += words[k]) === label) return true;
  }
  return false;
}
