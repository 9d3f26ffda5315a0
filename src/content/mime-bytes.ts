/**
 * Bytes a raw e-mail writes in a transfer encoding (quoted-printable, base64, an RFC 2047 encoded-word's Q or B), each
 * with the encoded characters [from, to) it came from, and those bytes decoded in the part's charset into code units
 * that keep where they came from; which questions such a text is read for, and its findings mapped back (mime.ts,
 * encoded-words.ts).
 */
import { type ContentQuestion, type Hit, WEAK_CODES } from './codes.js';
import { HEX_VALUE } from './encoded.js';

/** Bytes, and for each the encoded characters [from, to) it came from. */
export interface Bytes {
  bytes: number[];
  from: number[];
  to: number[];
}

/** A decoded text: its code units, and for each the encoded characters [from, to) it came from. */
export interface Decoded {
  text: string;
  from: number[];
  to: number[];
}

/**
 * How bytes are read: UTF-8, one byte a character (ISO-8859-*, windows-125*: ASCII as it is), UTF-16 either way, or
 * by a charset of its own (`cs:` and its name: ISO-2022-JP, Shift_JIS, EUC-*, GB2312, GBK, Big5, KOI8-*, Cyrillic).
 */
export type ByteReading = 'utf8' | 'byte' | 'utf16le' | 'utf16be' | `cs:${string}`;

/** How much of a decoded file, string or carrier is read: the windows' limit bounds the text anyway. */
export const MOST_DECODED = 1 << 20;

/** Whether a finding is an order the readings trust (not the learned scorer's half trust). */
export const strongOrder = (h: Hit): boolean => h.code.startsWith('injection_') && !WEAK_CODES.has(h.code);

/** Whether a code unit is a base64 digit of either alphabet (`+/` or `-_`). */
export const isBase64Digit = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 47 || c === 45 || c === 95;

/** The file names' extensions that say a program or a script (Windows runs most of them when opened). */
export const PROGRAM_EXTENSIONS = 'ps1|psm1|sh|bash|bat|cmd|vbs|vbe|js|jse|wsf|wsh|hta|py|pl|rb|lnk|exe|dll|scr|com|pif|msi|jar';

/** Charsets whose characters are not ASCII's bytes, read by the platform's decoder. */
const OWN_CHARSET =
  /^(?:iso-2022-jp|shift[_-]?jis|sjis|x-sjis|cp932|windows-31j|euc-jp|euc-kr|ks_c_5601-1987|gb2312|gbk|gb18030|big5|koi8-[ru]|windows-125[15]|iso-8859-5|cp866)$/;

/**
 * The reading a charset's name asks for. UTF-16 with no order named is read by its byte-order mark, else by where its
 * zero bytes fall (English in UTF-16 is every other byte zero): mailers write both orders under `utf-16`.
 */
export function readingOf(charset: string, b: Bytes): ByteReading {
  const name = charset.toLowerCase();
  const first = b.bytes[0];
  const second = b.bytes[1];
  if (first === 0xff && second === 0xfe) return 'utf16le';
  if (first === 0xfe && second === 0xff) return 'utf16be';
  if (/^(?:utf-?16|ucs-?2|unicode)/.test(name)) {
    if (name.endsWith('le')) return 'utf16le';
    if (name.endsWith('be')) return 'utf16be';
    let even = 0;
    let odd = 0;
    for (let i = 0; i + 1 < Math.min(b.bytes.length, 512); i += 2) {
      if (b.bytes[i] === 0) even++;
      if (b.bytes[i + 1] === 0) odd++;
    }
    return even > odd ? 'utf16be' : 'utf16le';
  }
  if (OWN_CHARSET.test(name)) return `cs:${name}`;
  // UTF-16 with no byte-order mark under another charset or none (an attachment's `application/octet-stream`): English
  // in it is every other byte zero, which no text in a one-byte charset or UTF-8 is.
  const n = Math.min(b.bytes.length, 512) >> 1;
  if (n >= 8) {
    let even = 0;
    let odd = 0;
    for (let i = 0; i < n * 2; i += 2) {
      if (b.bytes[i] === 0) even++;
      if (b.bytes[i + 1] === 0) odd++;
    }
    if (odd >= n * 0.9 && even === 0) return 'utf16le';
    if (even >= n * 0.9 && odd === 0) return 'utf16be';
  }
  return /^utf-?8$/.test(name) ? 'utf8' : 'byte';
}

/** Bytes decoded as `reading` into code units with where each came from. */
export function decodeBytes(b: Bytes, reading: ByteReading): Decoded {
  if (reading.startsWith('cs:')) {
    const own = charsetBytes(b, reading.slice(3));
    if (own !== undefined) return own;
    reading = 'byte';
  }
  const { bytes, from, to } = b;
  const out: Decoded = { text: '', from: [], to: [] };
  const units: number[] = [];
  const push = (unit: number, a: number, z: number): void => {
    units.push(unit);
    out.from.push(a);
    out.to.push(z);
  };
  if (reading === 'utf16le' || reading === 'utf16be') {
    // A byte-order mark is no character of the text.
    let i = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) ? 2 : 0;
    for (; i + 1 < bytes.length; i += 2) {
      const unit = reading === 'utf16le' ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!;
      push(unit, from[i]!, to[i + 1]!);
    }
  } else {
    const utf8 = reading === 'utf8';
    for (let i = 0; i < bytes.length; ) {
      const c = bytes[i]!;
      const n = !utf8 || c < 0x80 ? 1 : c >= 0xf0 && c < 0xf8 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 0;
      let cp = n === 1 ? c : n === 2 ? c & 0x1f : n === 3 ? c & 0x0f : c & 0x07;
      let ok = n > 0 && i + n <= bytes.length;
      for (let k = 1; ok && k < n; k++) {
        const d = bytes[i + k]!;
        if ((d & 0xc0) !== 0x80) ok = false;
        else cp = (cp << 6) | (d & 0x3f);
      }
      if (!ok) {
        push(0xfffd, from[i]!, to[i]!);
        i++;
        continue;
      }
      const a = from[i]!;
      const z = to[i + n - 1]!;
      if (cp >= 0x10000) {
        push(0xd800 + ((cp - 0x10000) >> 10), a, z);
        push(0xdc00 + ((cp - 0x10000) & 0x3ff), a, z);
      } else push(cp, a, z);
      i += n;
    }
  }
  for (let k = 0; k < units.length; k += 4096) out.text += String.fromCharCode(...units.slice(k, k + 4096));
  return out;
}

/**
 * A quoted-printable body [start, end): soft breaks dropped, `=XX` read as its byte; in an encoded-word (`word`) `_` is
 * a blank. A character outside ASCII is none of quoted-printable's: read as `?` where the bytes are UTF-8 (one byte
 * cannot be it), as its low byte otherwise.
 */
export function quotedPrintableBytes(text: string, start: number, end: number, utf8: boolean, word = false): Bytes {
  const out: Bytes = { bytes: [], from: [], to: [] };
  const push = (byte: number, a: number, z: number): void => {
    out.bytes.push(byte);
    out.from.push(a);
    out.to.push(z);
  };
  for (let i = start; i < end; ) {
    const c = text.charCodeAt(i);
    if (c === 61) {
      if (text.charCodeAt(i + 1) === 10) {
        i += 2;
        continue;
      }
      if (text.charCodeAt(i + 1) === 13 && text.charCodeAt(i + 2) === 10) {
        i += 3;
        continue;
      }
      const hi = HEX_VALUE[text.charCodeAt(i + 1)] ?? 16;
      const lo = HEX_VALUE[text.charCodeAt(i + 2)] ?? 16;
      if (hi < 16 && lo < 16 && i + 2 < end) {
        push((hi << 4) | lo, i, i + 3);
        i += 3;
        continue;
      }
    }
    push(word && c === 95 ? 32 : c < 0x80 || !utf8 ? c & 0xff : 0x3f, i, i + 1);
    i++;
  }
  return out;
}

const BASE64 = new Int8Array(128).fill(-1);
for (let k = 0; k < 64; k++) BASE64['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(k)] = k;
// The URL alphabet's digits (a mail API's `raw`, some gateways' bodies): no standard body holds them.
BASE64[45] = 62;
BASE64[95] = 63;

/**
 * A base64 body [start, end): blanks and breaks skipped, each byte from the four characters of its group; at most `most`
 * bytes (an attachment's first ones tell what it is).
 */
export function base64Bytes(text: string, start: number, end: number, most = Number.POSITIVE_INFINITY): Bytes {
  const out: Bytes = { bytes: [], from: [], to: [] };
  const group: number[] = [];
  const at: number[] = [];
  for (let i = start; i < end && out.bytes.length < most; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? BASE64[c]! : -1;
    // Padding inside a body ends a group: a body encoded line by line pads each line, and the next starts afresh.
    if (c === 61 && group.length >= 2) {
      lastGroup(group, at, out);
      group.length = 0;
      at.length = 0;
    }
    if (v < 0) continue;
    group.push(v);
    at.push(i);
    if (group.length < 4) continue;
    const n = (group[0]! << 18) | (group[1]! << 12) | (group[2]! << 6) | group[3]!;
    for (const b of [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]) {
      out.bytes.push(b);
      out.from.push(at[0]!);
      out.to.push(at[3]! + 1);
    }
    group.length = 0;
    at.length = 0;
  }
  if (group.length >= 2) lastGroup(group, at, out);
  return out;
}

/** A group cut short by padding (`=` is not in the alphabet): two or three characters make one or two bytes. */
function lastGroup(group: readonly number[], at: readonly number[], out: Bytes): void {
  const n = (group[0]! << 18) | (group[1]! << 12) | ((group[2] ?? 0) << 6);
  const last = at[at.length - 1]! + 1;
  out.bytes.push((n >> 16) & 0xff);
  out.from.push(at[0]!);
  out.to.push(last);
  if (group.length === 3) {
    out.bytes.push((n >> 8) & 0xff);
    out.from.push(at[0]!);
    out.to.push(last);
  }
}

/** Whether decoded bytes read as text: few control characters and replacement characters (a binary part's do not). */
export function readsAsText(s: string): boolean {
  let odd = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) odd++;
  }
  return odd <= s.length / 100;
}

/**
 * The questions a decoded text is read for: the asked ones but adversarial_url (a mailer's encoded links are its
 * tracking ids, unsubscribe and reset tokens: read decoded, they flagged 30 of 158 honest mails in a review), and
 * prompt_injection with encoded_payload where the text was base64 (whether it hides an order is that question's answer
 * too).
 */
export function decodedQuestions(questions: ReadonlySet<ContentQuestion>, base64: boolean): ReadonlySet<ContentQuestion> {
  const read = new Set([...questions].filter((q) => q !== 'adversarial_url'));
  if (base64 && questions.has('encoded_payload')) read.add('prompt_injection');
  // As guard.ts reads prompt_injection asked alone: with encoded_payload's readings too (their orders found in encoded
  // runs are its), so a forwarded mail's findings are those of every question asked (merge keeps the asked ones').
  if (questions.has('prompt_injection')) read.add('encoded_payload');
  return read;
}

/**
 * Whether a password found in a decoded text is a link's token: it stands inside a URL (no blank between its `://` and
 * the value) whose parameter does not name a password. A mailer's encoded reset and sign-in links carry such tokens,
 * read decoded as a password after "to choose a new password, open:" (a review's honest mails).
 */
function linkToken(text: string, h: Hit): boolean {
  if (h.code !== 'credential_password') return false;
  let i = h.start;
  while (i > 0 && h.start - i < 2048 && !/\s/.test(text[i - 1]!)) i--;
  const before = text.slice(i, h.start);
  return before.includes('://') && !/(?:pass|pwd)[\w-]*=$/i.test(before);
}

/** Adds to `found` each of `hits` (found in `decoded.text`) mapped back onto the encoded characters it came from. */
export function mapBack(decoded: Decoded, hits: readonly Hit[], found: Hit[]): void {
  for (const h of hits) {
    if (h.end <= h.start || h.end > decoded.text.length || linkToken(decoded.text, h)) continue;
    found.push({ ...h, start: decoded.from[h.start]!, end: decoded.to[h.end - 1]! });
  }
}

/**
 * Bytes in a charset of their own, decoded by the platform, each character mapped onto the bytes it came from: the
 * bytes are cut into characters as the charset writes them (ISO-2022-JP: escapes switch between ASCII and two bytes a
 * character; the double-byte ones: a byte past ASCII leads two; the Cyrillic ones: one byte each), and where the cut
 * does not give as many characters as the decoder did, every character is mapped onto the whole text (no finding then
 * redacts less than its own).
 */
function charsetBytes(b: Bytes, name: string): Decoded | undefined {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(name);
  } catch {
    return undefined;
  }
  const { bytes, from, to } = b;
  const text = decoder.decode(Uint8Array.from(bytes));
  /** Each character's first and last byte. */
  const first: number[] = [];
  const last: number[] = [];
  const one = /^(?:koi8|windows-125|iso-8859|cp866)/.test(name);
  const jis = name === 'iso-2022-jp';
  let wide = false;
  let lead = -1;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (jis && c === 0x1b) {
      // ESC $ B, ESC $ @ (two bytes a character), ESC ( B, ESC ( J (ASCII): the escape belongs to the next character.
      wide = bytes[i + 1] === 0x24;
      lead = i;
      i += 2;
      continue;
    }
    const start = lead >= 0 ? lead : i;
    lead = -1;
    const two = jis ? wide && c !== 10 && c !== 13 : !one && c >= 0x80;
    if (two && i + 1 < bytes.length) i++;
    first.push(start);
    last.push(i);
  }
  const out: Decoded = { text, from: [], to: [] };
  const whole = first.length !== countChars(text);
  let k = 0;
  for (let u = 0; u < text.length; u++, k++) {
    const code = text.charCodeAt(u);
    const a = whole ? 0 : first[k]!;
    const z = whole ? bytes.length - 1 : last[k]!;
    out.from.push(from[a] ?? 0);
    out.to.push(to[z] ?? 0);
    // A character past the BMP is two code units, one character.
    if (code >= 0xd800 && code < 0xdc00 && u + 1 < text.length) {
      u++;
      out.from.push(from[a] ?? 0);
      out.to.push(to[z] ?? 0);
    }
  }
  return out;
}

/** The characters of `s` (a surrogate pair counted once). */
function countChars(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 0xdc00 && c < 0xe000 && i > 0)) n++;
  }
  return n;
}
