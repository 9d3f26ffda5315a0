/**
 * Raw e-mails' text parts written in a transfer encoding (docs/content-readings.md, Raw e-mails): a part whose headers
 * say `Content-Transfer-Encoding: quoted-printable` (`=3D` for `=`, `=C3=A9` for `é`, a soft break `=` at the end of
 * every line past 76 characters) or `base64`, and whose type is text (`text/plain`, `text/html`, or none said). A model
 * reads through both encodings, so the guard reads each such part decoded, with the asked questions' readings, and maps
 * each finding back onto the encoded characters it came from: `--redact` replaces those, and the text around them
 * stays. A part of another type (a PDF's, an image's bytes) is not decoded.
 */
import { type ContentQuestion, type Hit, questionOf } from './codes.js';
import { HEX_VALUE } from './encoded.js';
import { addUncovered } from './escaped-breaks.js';
import { Text } from './find.js';

/** A part's transfer encoding, on a header line of its own. */
const ENCODING = /^content-transfer-encoding[ \t]*:[ \t]*(quoted-printable|base64)[ \t]*\r?$/gim;
/** A part's type and charset, among the same headers. */
const TYPE = /^content-type[ \t]*:[ \t]*([\w.+-]+\/[\w.+-]+)/im;
const CHARSET = /charset[ \t]*=[ \t]*"?([\w.:-]+)/i;
/** How much of a part is decoded: the windows' limit bounds the text anyway. */
const MOST = 1 << 20;
/** How far before and after its encoding's line a part's headers are read. */
const HEADERS = 8192;

/** A decoded part: its code units, and for each the encoded characters [from, to) it came from. */
interface Decoded {
  text: string;
  from: number[];
  to: number[];
}

/** Bytes with where each came from, decoded as UTF-8 (or Latin-1) into code units with the same. */
function decodeBytes(bytes: number[], from: number[], to: number[], utf8: boolean): Decoded {
  const out: Decoded = { text: '', from: [], to: [] };
  const units: number[] = [];
  const push = (unit: number, a: number, b: number): void => {
    units.push(unit);
    out.from.push(a);
    out.to.push(b);
  };
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    const n = !utf8 || b < 0x80 ? 1 : b >= 0xf0 && b < 0xf8 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 0;
    let cp = n === 1 ? b : n === 2 ? b & 0x1f : n === 3 ? b & 0x0f : b & 0x07;
    let ok = n > 0 && i + n <= bytes.length;
    for (let k = 1; ok && k < n; k++) {
      const c = bytes[i + k]!;
      if ((c & 0xc0) !== 0x80) ok = false;
      else cp = (cp << 6) | (c & 0x3f);
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
  for (let k = 0; k < units.length; k += 4096) out.text += String.fromCharCode(...units.slice(k, k + 4096));
  return out;
}

/** A quoted-printable body [start, end): soft breaks dropped, `=XX` read as its byte. */
function quotedPrintable(text: string, start: number, end: number, utf8: boolean): Decoded {
  const bytes: number[] = [];
  const from: number[] = [];
  const to: number[] = [];
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
        bytes.push((hi << 4) | lo);
        from.push(i);
        to.push(i + 3);
        i += 3;
        continue;
      }
    }
    // A character outside ASCII is none of quoted-printable's: in a UTF-8 part it reads as `?` (one byte cannot be it), in
    // a single-byte charset as its low byte.
    bytes.push(c < 0x80 || !utf8 ? c & 0xff : 0x3f);
    from.push(i);
    to.push(i + 1);
    i++;
  }
  return decodeBytes(bytes, from, to, utf8);
}

const BASE64 = new Int8Array(128).fill(-1);
for (let k = 0; k < 64; k++) BASE64['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(k)] = k;

/** A base64 body [start, end): blanks and breaks skipped, each byte from the four characters of its group. */
function base64Body(text: string, start: number, end: number, utf8: boolean): Decoded {
  const bytes: number[] = [];
  const from: number[] = [];
  const to: number[] = [];
  const group: number[] = [];
  const at: number[] = [];
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? BASE64[c]! : -1;
    if (v < 0) continue;
    group.push(v);
    at.push(i);
    if (group.length < 4) continue;
    const n = (group[0]! << 18) | (group[1]! << 12) | (group[2]! << 6) | group[3]!;
    for (const b of [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]) {
      bytes.push(b);
      from.push(at[0]!);
      to.push(at[3]! + 1);
    }
    group.length = 0;
    at.length = 0;
  }
  // The last group's padding (`=`) is not in the alphabet: two or three characters left make one or two bytes.
  if (group.length >= 2) {
    const n = (group[0]! << 18) | (group[1]! << 12) | ((group[2] ?? 0) << 6);
    const last = at[at.length - 1]! + 1;
    bytes.push((n >> 16) & 0xff);
    from.push(at[0]!);
    to.push(last);
    if (group.length === 3) {
      bytes.push((n >> 8) & 0xff);
      from.push(at[0]!);
      to.push(last);
    }
  }
  return decodeBytes(bytes, from, to, utf8);
}

/** A MIME boundary's line: `--` and the boundary (no blank inside it, not dashes alone), `--` after it maybe. */
const BOUNDARY_LINE = /^--(?=[^\n]*[^\s-])[\w'()+,./:=?-]{1,76}\r?$/;

/**
 * Where the body from `start` ends: at the next boundary line, or at the text's end. A signature's `-- `, a quoted mail's
 * `-----Original Message-----`, a comment's `-->` or a rule of dashes alone is the body's own line.
 */
function boundaryAfter(text: string, start: number): number {
  for (let at = text.indexOf('\n--', start - 1); at >= 0; at = text.indexOf('\n--', at + 3)) {
    const nl = text.indexOf('\n', at + 1);
    if (BOUNDARY_LINE.test(text.slice(at + 1, nl < 0 ? text.length : nl))) return at;
  }
  return text.length;
}

/** Whether decoded bytes read as text: few control characters and replacement characters (a binary part's do not). */
function readsAsText(s: string): boolean {
  let odd = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) odd++;
  }
  return odd <= s.length / 100;
}

/**
 * The questions a decoded part is read for: the asked ones but adversarial_url (a mailer's encoded links are its
 * tracking ids, unsubscribe and reset tokens: read decoded, they flagged 30 of 158 honest mails in a review), and
 * prompt_injection with encoded_payload for a base64 part (whether it hides an order is that question's answer too).
 */
function readFor(questions: ReadonlySet<ContentQuestion>, base64: boolean): ReadonlySet<ContentQuestion> {
  const read = new Set([...questions].filter((q) => q !== 'adversarial_url'));
  if (base64 && questions.has('encoded_payload')) read.add('prompt_injection');
  return read;
}

/**
 * Runs `detect` (the asked questions' readings) over each text part of the text that is written quoted-printable or
 * base64, decoded, and adds to `out` each finding of one of `questions`, mapped onto the encoded characters it came
 * from, that no finding of its question in `out` overlaps.
 */
export function readMimeParts(
  text: string,
  questions: ReadonlySet<ContentQuestion>,
  detect: (t: Text, questions: ReadonlySet<ContentQuestion>, out: Hit[]) => void,
  out: Hit[],
): void {
  // Most texts hold no such header: one native search each way of writing it.
  if (text.indexOf('ransfer-Encoding') < 0 && text.indexOf('ransfer-encoding') < 0 && text.indexOf('RANSFER-ENCODING') < 0) return;
  const found: Hit[] = [];
  /** Where the last part read ends: a header inside it is its text, not another part's (each code unit decoded once). */
  let consumed = 0;
  // The blank lines, found by one scan forward shared by every header: where the last before a header ends, and the
  // first after it (a text of headers and no blank line is read once, not from every header).
  const blanks = /\r?\n\r?\n/g;
  let lastBlankEnd = 0;
  let nextBlank: RegExpExecArray | null | undefined;
  const blankAfter = (at: number): RegExpExecArray | null => {
    for (;;) {
      if (nextBlank === undefined) nextBlank = blanks.exec(text);
      if (nextBlank === null || nextBlank.index >= at) return nextBlank;
      lastBlankEnd = nextBlank.index + nextBlank[0].length;
      nextBlank = undefined;
    }
  };
  ENCODING.lastIndex = 0;
  for (let m = ENCODING.exec(text); m !== null; m = ENCODING.exec(text)) {
    if (m.index < consumed) continue;
    // The part's headers: from the blank line before them (at most HEADERS back) to the blank line that ends them.
    const gap = blankAfter(m.index);
    if (gap === null || gap.index - m.index > HEADERS) continue;
    const headersTo = gap.index;
    const headers = text.slice(Math.max(lastBlankEnd, m.index - HEADERS), headersTo);
    const type = TYPE.exec(headers);
    if (type !== null && !type[1]!.toLowerCase().startsWith('text/')) continue;
    const charset = (CHARSET.exec(headers)?.[1] ?? 'utf-8').toLowerCase();
    // UTF-8 unless another charset is named: a single-byte one (ISO-8859-*, windows-125*) keeps ASCII as it is.
    const utf8 = /^utf-?8$/.test(charset);
    const start = headersTo + gap[0].length;
    const end = Math.min(boundaryAfter(text, start), start + MOST);
    consumed = end;
    const base64 = m[1]!.toLowerCase() === 'base64';
    const decoded = base64 ? base64Body(text, start, end, utf8) : quotedPrintable(text, start, end, utf8);
    if (decoded.text.length === 0 || decoded.text === text.slice(start, end) || !readsAsText(decoded.text)) continue;
    const hits: Hit[] = [];
    detect(new Text(decoded.text), readFor(questions, base64), hits);
    for (const h of hits) {
      if (h.end <= h.start || h.end > decoded.text.length) continue;
      found.push({ ...h, start: decoded.from[h.start]!, end: decoded.to[h.end - 1]! });
    }
    // Base64 that decodes to an order is an encoded payload too, as encoded.ts reads a run of it: the whole part.
    if (base64 && hits.some((h) => h.code.startsWith('injection_') && h.code !== 'injection_weak'))
      found.push({ code: 'encoded_instructions', start, end });
  }
  // A secret read decoded is the secret itself: where a reading of the encoded text took it with its encoding's marks
  // (`DB_PASSWORD=3D8ke4…` read as `3D8ke4…`), the decoded finding replaces that one, so --redact keeps the `=3D`.
  const secrets = found.filter((f) => f.redact !== undefined && questions.has(questionOf(f.code)));
  for (let k = out.length - 1; k >= 0 && secrets.length > 0; k--) {
    const o = out[k]!;
    if (o.redact !== undefined && secrets.some((f) => questionOf(f.code) === questionOf(o.code) && f.start < o.end && o.start < f.end))
      out.splice(k, 1);
  }
  addUncovered(found, questions, out);
}
