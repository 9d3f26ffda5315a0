/**
 * encoded_payload: a long base64, hex or percent-encoded run, or a data: URI, whose decoded bytes
 * are an executable (by magic number), a script (by the commands it runs) or instructions (the
 * injection patterns). Benign encodings stay quiet because they decode to something else: an
 * image decodes to its format's header, a hash or key to random bytes. At most the first
 * DECODE_MAX characters of a run are decoded, so cost stays linear in the input.
 */
import { addressedToMachine, ordersAtStake, sendsToDecodedAddress } from './decoded-orders.js';
import { inflated, isExecutable } from './byte-kinds.js';
import { BASE64_CLASS, BASE64_UNITS, digitPlaces, eachWholeRun } from './base64-runs.js';
import type { Hit, ReasonCode } from './codes.js';
import { placesOf, Text } from './find.js';
import { addressesAutomatedReader } from './decoded-address.js';
import { detectPlainOrders } from './plain-orders.js';
import { harmfulEncodedCommand, pipedToShell } from './shell-pipes.js';
import { detectInjection } from './injection.js';
import { lowerCased } from './lower.js';
import { unitPlaces } from './unit-places.js';

const DECODE_MAX = 4096;
/** Shortest base64 run decoded, and shortest plain hex run (a SHA-1 is 40, a SHA-256 64: both decode to noise). */
const BASE64_MIN = 32;
const HEX_MIN = 48;
const ESCAPED_HEX = /(?:\\{1,2}x[0-9a-fA-F]{2}){16,}/;
const DATA_URI = /data:([a-z]+\/[a-z0-9.+-]{1,40})(;base64)?,/i;
/** What ends a data: URI's body, by code unit: whitespace, quotes, angle brackets, a closing parenthesis. */
const DATA_END = new Uint8Array(128);
for (const c of [9, 10, 11, 12, 13, 32, 34, 39, 60, 62, 41]) DATA_END[c] = 1;

/**
 * What a script runs (a shell, a download, an eval, the page's cookies, a script element loaded from a host). A page's
 * tag manager, analytics or a library's own CDN (`googletagmanager.com`, `code.jquery.com`) loaded so is a site's
 * ordinary setting, stored base64 by CMSs: no outside loader.
 */
const SHELL_MARKERS =
  /#!\/|\b(?:curl|wget)\s+(?:-\S+\s+){0,4}(?:https?:\/\/|\S+\.\S)|\|\s{0,3}(?:curl|nc|ncat)\s|\b(?:bash|sh|zsh|powershell|pwsh)\s+-[a-zA-Z]|\beval\s*\(|\bexec\s*\(|\bimport\s+(?:os|subprocess|socket|pty)\b|\brequire\(\s*["']child_process|<script\b|\brm\s+-[a-zA-Z]*[rf]|\/bin\/(?:ba|z|da)?sh\b|\bnc\s+-[a-z]*e\b|\bInvoke-(?:Expression|WebRequest)\b|\bIEX\s*\(|\bFromBase64String\b|\bchmod\s+\+x\b|\bos\.system\b|\bsubprocess\.|\bDownloadString\b|\bnew-object\s+net\.webclient\b|\bfunction\s*\(\s*\)\s*\{[^}]{0,200}\b(?:fetch|XMLHttpRequest|document\.cookie)\b|\bdocument\.cookie\b|\bfetch\s*\(\s*["'`]https?:|\bcreateElement\s*\(\s*["'`]script["'`]\s*\)[\s\S]{0,160}?\.src\s*=\s*["'`](?:https?:)?\/\/(?!(?:[a-z0-9-]{1,30}\.){0,2}(?:googletagmanager\.com|google-analytics\.com|gstatic\.com|ajax\.googleapis\.com|code\.jquery\.com|cdnjs\.cloudflare\.com)[/"'`?:])/i;
/**
 * Windows' script hosts and downloaders, which a dropper runs and an advisory names: read in a MIME body's single line
 * they say no more than the advisory's prose does (detectEncoded).
 */
const HOST_MARKERS =
  /\bWScript\.Shell\b|\bnew\s+ActiveXObject\s*\(|\bcertutil(?:\.exe)?\s+-urlcache\b|\bbitsadmin(?:\.exe)?\s+\/transfer\b|\bmshta(?:\.exe)?\s+(?:https?|vbscript|javascript):/i;
const SCRIPT_MARKERS = new RegExp(`${SHELL_MARKERS.source}|${HOST_MARKERS.source}`, 'i');

/** A base64 literal passed to a decoder: `atob("`, `Buffer.from('`, `b64decode("`, `FromBase64String("`. */
const DECODE_CALL = /(?:\batob|\bb64decode|\bbase64_decode|\bFromBase64String|\bdecodebytes|\bBuffer\.from)\s{0,2}\(\s{0,2}\\?["'`]$/;
/** What decoded JavaScript, Python or PHP reaches for when it drops or runs something. */
const DROPPER_CODE =
  /\b(?:eval|Function|require|exec|execSync|spawn|fetch|XMLHttpRequest|document\.(?:cookie|write|createElement|body)|createElement|appendChild|window\.location|localStorage|sessionStorage|sendBeacon|WebSocket|child_process|os\.system|subprocess|system|shell_exec|passthru|powershell|cmd\.exe)\b|\/bin\/(?:ba)?sh\b/;

const UTF8 = new TextDecoder('utf-8', { fatal: false });
const UTF16 = new TextDecoder('utf-16le', { fatal: false });

/** Mostly printable text (UTF-8, or UTF-16LE as PowerShell's -EncodedCommand uses)? */
export function asText(b: Uint8Array): string | null {
  if (b.length < 12) return null;
  // UTF-16 when more than 0.4 of the bytes are zeros at odd offsets; the count stops once the
  // offsets left cannot bring it there (random bytes, a hash, an image: a fifth of the way).
  const need = b.length * 0.4;
  let oddZero = 0;
  for (let i = 1; i < b.length; i += 2) {
    if (b[i] === 0) oddZero++;
    else if (oddZero + ((b.length - i) >> 1) <= need) break;
  }
  if (oddZero > need) {
    const s = UTF16.decode(b);
    return /^[\t\n\r\x20-\x7e\u00a0-\uffef]*$/.test(s.slice(0, 2048)) ? s : null;
  }
  // Random bytes (a hash, a key, an image) are one in ten control bytes: most stop early here.
  const most = b.length * 0.05;
  let bad = 0;
  for (let i = 0; i < b.length; i++) {
    const c = b[i]!;
    if ((c < 9 || (c > 13 && c < 32) || c === 127) && ++bad > most) return null;
  }
  const s = UTF8.decode(b);
  let replaced = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 0xfffd) replaced++;
  return replaced > s.length * 0.05 ? null : s;
}

const noLearnedScorer = (): void => {};

/**
 * What decoded bytes are, as far as the bytes alone tell: their findings (an executable; nothing,
 * when they hold no text), or the text they hold, which readText judges.
 */
type Reading = { readonly codes: readonly ReasonCode[] } | { readonly text: string };
const EXECUTABLE: Reading = { codes: ['encoded_executable'] };
const NO_TEXT: Reading = { codes: [] };

function readBytes(b: Uint8Array): Reading {
  if (isExecutable(b)) return EXECUTABLE;
  // A gzip stream is read as what it packs (byte-kinds.ts); a gzip inside it is not inflated again.
  const packed = inflated(b);
  if (packed !== null) {
    if (isExecutable(packed)) return EXECUTABLE;
    const inner = asText(packed);
    return inner === null ? NO_TEXT : { text: inner };
  }
  const text = asText(b);
  return text === null ? NO_TEXT : { text };
}

/** What decoded text is: a script, instructions (a script may be both); `orders` as for holdsInstructions. */
function readText(text: string, orders = true): ReasonCode[] {
  const out: ReasonCode[] = [];
  if (SCRIPT_MARKERS.test(text)) out.push('encoded_script');
  if (holdsInstructions(text, true, orders)) out.push('encoded_instructions');
  return out;
}

/**
 * Whether decoded text holds instructions: a finding of the rules other than `injection_weak`. The
 * learned scorer was trained on text, not on decoded scripts: its findings (injection_learned and
 * injection_weak, its last step's) do not count here, so it is not run; the first finding that counts answers. Without
 * `readAddress`, neither an address to a machine nor an order from the first word (decoded-orders.ts) is read; without
 * `orders`, the latter only (a whole mail part's transfer encoding hides nothing: a person's errand is no order).
 */
export function holdsInstructions(text: string, readAddress = true, orders = readAddress): boolean {
  if (
    readAddress &&
    (addressesAutomatedReader(text) || (orders && (ordersAtStake(text) || sendsToDecodedAddress(text) || addressedToMachine(text))))
  )
    return true;
  const hits: Hit[] = [];
  const t = new Text(text, false);
  detectInjection(t, hits, false, noLearnedScorer, true);
  if (!hits.some((h) => h.code !== 'injection_weak' && h.code !== 'injection_learned')) detectPlainOrders(t, hits);
  return hits.some((h) => h.code !== 'injection_weak' && h.code !== 'injection_learned');
}

/** What decoded bytes are: an executable, a script, instructions (a script may be both). */
export function classifyDecoded(b: Uint8Array, orders = true): ReasonCode[] {
  const r = readBytes(b);
  return 'codes' in r ? [...r.codes] : readText(r.text, orders);
}

function fromBase64(run: string): Uint8Array {
  const cut = run.slice(0, DECODE_MAX - (DECODE_MAX % 4));
  // Node's base64 decoder reads the URL-safe alphabet as well.
  return Buffer.from(cut, 'base64');
}

/** Each base64 digit's value by code unit, in both alphabets (Node's decoder reads both as one). */
export const BASE64_VALUE = new Uint8Array(128);
for (let v = 0; v < 64; v++) BASE64_VALUE['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(v)] = v;
BASE64_VALUE[45] = 62;
BASE64_VALUE[95] = 63;

/** Where runBytes decodes: readBytes keeps nothing of the bytes it reads, so one buffer serves every run. */
const RUN_BYTES = new Uint8Array((DECODE_MAX / 4) * 3);

/**
 * fromBase64 of the run text[start, end) — base64 digits, then `=` — read in place: the bytes
 * Node's decoder gives (four digits make three bytes, a last two or three make one or two, a
 * last one none), in RUN_BYTES until the next run's, without a Buffer made for each run.
 */
export function runBytes(text: string, start: number, end: number): Uint8Array {
  let stop = Math.min(end, start + DECODE_MAX);
  while (stop > start && text.charCodeAt(stop - 1) === 61) stop--;
  const bytes = RUN_BYTES;
  let n = 0;
  let i = start;
  for (; i + 4 <= stop; i += 4) {
    const v =
      (BASE64_VALUE[text.charCodeAt(i)]! << 18) |
      (BASE64_VALUE[text.charCodeAt(i + 1)]! << 12) |
      (BASE64_VALUE[text.charCodeAt(i + 2)]! << 6) |
      BASE64_VALUE[text.charCodeAt(i + 3)]!;
    bytes[n++] = v >> 16;
    bytes[n++] = (v >> 8) & 255;
    bytes[n++] = v & 255;
  }
  const left = stop - i;
  if (left >= 2) {
    const v =
      (BASE64_VALUE[text.charCodeAt(i)]! << 18) |
      (BASE64_VALUE[text.charCodeAt(i + 1)]! << 12) |
      (left === 3 ? BASE64_VALUE[text.charCodeAt(i + 2)]! << 6 : 0);
    bytes[n++] = v >> 16;
    if (left === 3) bytes[n++] = (v >> 8) & 255;
  }
  return bytes.subarray(0, n);
}

function fromHex(run: string): Uint8Array {
  let hex = run.startsWith('\\x') ? run.replace(/\\{1,2}x/g, '') : run.startsWith('0x') ? run.slice(2) : run;
  hex = hex.slice(0, DECODE_MAX);
  if (hex.length % 2 === 1) hex = hex.slice(0, -1);
  return Buffer.from(hex, 'hex');
}

/** Each hex digit's value by code unit; 16: not a hex digit. */
export const HEX_VALUE = new Uint8Array(128).fill(16);
for (let v = 0; v < 16; v++) {
  HEX_VALUE['0123456789abcdef'.charCodeAt(v)] = v;
  HEX_VALUE['0123456789ABCDEF'.charCodeAt(v)] = v;
}

function fromPercent(run: string): Uint8Array | null {
  let pct = 0;
  for (let i = run.indexOf('%'); i >= 0; i = run.indexOf('%', i + 1)) pct++;
  if (pct < 8) return null;
  const bytes: number[] = [];
  const s = run.slice(0, DECODE_MAX);
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '%' && i + 2 < s.length + 1) {
      // Two hex digits (most escapes) read by table; anything else as parseInt reads it.
      const high = HEX_VALUE[s.charCodeAt(i + 1)] ?? 16;
      const low = HEX_VALUE[s.charCodeAt(i + 2)] ?? 16;
      const v = high < 16 && low < 16 ? high * 16 + low : parseInt(s.slice(i + 1, i + 3), 16);
      if (Number.isNaN(v)) return null;
      bytes.push(v);
      i += 2;
    } else bytes.push(s[i] === '+' ? 32 : s.charCodeAt(i) & 0xff);
  }
  return Uint8Array.from(bytes);
}

const DIRECT_MIME: Record<string, ReasonCode> = {
  'text/javascript': 'encoded_script',
  'application/javascript': 'encoded_script',
  'application/x-javascript': 'encoded_script',
  'application/x-sh': 'encoded_script',
  'application/x-shellscript': 'encoded_script',
  'text/x-shellscript': 'encoded_script',
  'application/x-python': 'encoded_script',
  'application/x-msdownload': 'encoded_executable',
  'application/x-executable': 'encoded_executable',
  'application/x-dosexec': 'encoded_executable',
  'application/x-mach-binary': 'encoded_executable',
};

/** Instructions hidden by an encoding are hidden text too: the person cannot read them. */
function push(out: Hit[], codes: readonly ReasonCode[] | null, start: number, end: number): void {
  for (const code of codes ?? []) {
    out.push({ code, start, end });
    if (code === 'encoded_instructions') out.push({ code: 'injection_hidden_text', start, end });
  }
}

export { BASE64_CLASS, BASE64_UNITS };

/** The characters of a percent-encoded run, by code unit. */
const PERCENT_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) PERCENT_CLASS[c] = /[A-Za-z0-9._~+!*'()%-]/.test(String.fromCharCode(c)) ? 1 : 0;

/** The rest of a run of BASE64_CLASS (sticky: from where it is set on). */
const BASE64_REST = /[A-Za-z0-9+/_-]*/y;

function inClass(text: string, cls: Uint8Array, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 && cls[c] === 1;
}

/** Shortest percent-encoded run decoded. */
const PERCENT_MIN = 24;

/**
 * Maximal runs of a class (`rest` matches any number of its code units), at least `min` long, in
 * text order. Any `min` consecutive positions
 * hold one multiple of `min`, so only those positions are probed; a probe inside the class is
 * widened to its whole run. Each code unit is read at most twice, and prose, whose words are far
 * shorter than `min`, costs a few reads per probe (a regular expression for the same runs
 * re-tries at every position of every shorter word).
 */
function runs(text: string, cls: Uint8Array, rest: RegExp, min: number, each: (start: number, end: number) => void): void {
  const n = text.length;
  const inClass = (i: number): boolean => {
    const c = text.charCodeAt(i);
    return c < 128 && cls[c] === 1;
  };
  for (let p = min - 1; p < n; p += min) {
    if (!inClass(p)) continue;
    let start = p;
    while (start > 0 && inClass(start - 1)) start--;
    let end = p + 1;
    // A word ends within a few code units; a longer run is read to its end by `rest` (sticky).
    const near = Math.min(n, p + 9);
    while (end < near && inClass(end)) end++;
    if (end === near && end < n) {
      rest.lastIndex = end;
      rest.test(text);
      end = rest.lastIndex;
    }
    if (end - start >= min) each(start, end);
    // The next probe lies past this run (its end is outside the class).
    while (p + min <= end) p += min;
  }
}

/** Whether text[start, end) holds an upper-case letter, a lower-case one, and a digit among its first 400 code units (read until all three are seen). */
function mixesCasesAndDigits(text: string, start: number, end: number): boolean {
  const digitsEnd = Math.min(end, start + 400);
  let seen = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) seen |= 1;
    else if (c >= 97 && c <= 122) seen |= 2;
    else if (c >= 48 && c <= 57 && i < digitsEnd) seen |= 4;
    else continue;
    if (seen === 7) return true;
  }
  return false;
}

/** A number two equal runs share (their length and three code units), for a Map's quick integer key; unequal runs may share it too. */
function runSignature(text: string, start: number, end: number): number {
  const length = end - start;
  return (
    ((length << 16) ^ (text.charCodeAt(start) << 8) ^ (text.charCodeAt(start + (length >> 1)) << 4) ^ text.charCodeAt(end - 1)) & 0x3fffffff
  );
}

/** A payload found: where it is, what its bytes are (null: not decoded), and whether it is a base64 run. */
interface Payload {
  start: number;
  end: number;
  reading: Reading | null;
  base64: boolean;
  /** A block of base64 lines read whole: the places in `found` of its lines' own runs. */
  lines?: number[];
}

/**
 * What only a dropper's script does: fetch code and run it, decode and run it, run a shell through Windows' hosts, or
 * hand a shell to a socket (a config's `curl -f http://localhost/health` or a note's `rm -rf build` is none of these).
 */
const DROPPER_SCRIPT =
  /\bDownloadString\b|\bDownloadFile\b|\bIEX\b|\bInvoke-Expression\b|\bFromBase64String\b|\bWScript\.Shell\b|\bActiveXObject\b|\bcertutil(?:\.exe)?\s+-urlcache\b|\bbitsadmin(?:\.exe)?\s+\/transfer\b|\bmshta(?:\.exe)?\s+(?:https?|vbscript|javascript):|\bnc\s+-[a-z]*e\b|\/dev\/tcp\/|\|\s*(?:ba|z|da)?sh\b/i;

/** Shortest line of a block of base64 wrapped over lines (a PEM's is 64, MIME's 76, a ticket's its width). */
const WRAP_MIN = 40;

/**
 * Base64 wrapped over lines of one width (a document's embedded object, a ticket's export of a long command): each line
 * decodes alone to a piece whose script markers or order a break cut, or to an executable's header too short to tell.
 * The block is read whole, from the runs (in text order, `found` places) of lines of one width, each right after the line
 * before, and the shorter last line after them. A MIME part's body (after a blank line below a transfer encoding's
 * header) is mime.ts's, which knows the part's type.
 */
function wrappedBlocks(text: string, lines: readonly number[], found: Payload[], add: (p: Payload) => void, mimeLines: Set<number>): void {
  for (let k = 0; k < lines.length; ) {
    const first = found[lines[k]!]!;
    const width = first.end - first.start;
    let j = k + 1;
    let last = first;
    while (width >= WRAP_MIN && j < lines.length && last.end - last.start === width) {
      const next = found[lines[j]!]!;
      const gap = next.start - last.end;
      if (!(gap === 1 || (gap === 2 && text.charCodeAt(last.end) === 13)) || text.charCodeAt(next.start - 1) !== 10) break;
      if (next.end - next.start > width) break;
      last = next;
      j++;
    }
    const count = j - k;
    let end = last.end;
    // The last line, shorter than a run: base64 digits and padding to its line's end.
    if (count >= 2 && last.end - last.start === width && text.charCodeAt(end) === 10) {
      let e = end + 1;
      while (e < text.length && e - end <= width && inClass(text, BASE64_CLASS, e)) e++;
      while (text.charCodeAt(e) === 61) e++;
      if (e > end + 1 && (e === text.length || text.charCodeAt(e) === 10 || text.charCodeAt(e) === 13)) end = e;
    }
    const mime = count >= 2 && mimeBody(text, first.start);
    if (mime) for (let l = k; l < j; l++) mimeLines.add(lines[l]!);
    if (count >= 2) {
      const digits = text.slice(first.start, Math.min(end, first.start + DECODE_MAX + (DECODE_MAX / width) * 2)).replace(/\s+/g, '');
      const reading = readBytes(fromBase64(digits));
      // A MIME body is mime.ts's, which reads its part whole; an executable under a bare transfer-encoding line (a note,
      // a cell: no part mime.ts reads) is one whoever reads it.
      if (!mime || reading === EXECUTABLE) add({ start: first.start, end, reading, base64: true, lines: lines.slice(k, j) });
    }
    k = j;
  }
}

/** Whether a block starting at `at` is a MIME part's body: after a blank line, a transfer encoding's header above it. */
function mimeBody(text: string, at: number): boolean {
  if (!text.startsWith('\n\n', at - 2) && !text.startsWith('\n\r\n', at - 3)) return false;
  return lowerCased(text.slice(Math.max(0, at - 4096), at)).includes('content-transfer-encoding');
}

export function detectEncoded(t: Text, out: Hit[]): void {
  const text = t.text;
  // The payloads are found and decoded first and their texts judged after, each text once (a page
  // repeats a payload): the injection detector then reads them one after another, its code and
  // data still in the processor's caches, rather than between reads of the whole text.
  const found: Payload[] = [];
  const add = (start: number, end: number, reading: Reading | null, base64 = false): void => {
    found.push({ start, end, reading, base64 });
  };
  // The same base64 run again (a page repeats a token or a payload) decodes to the same bytes.
  // Keyed by the run itself: a key of its length and end code units compared in place saved little
  // and went quadratic on many runs that share them and a long prefix (docs/content-measurements.md).
  const runsRead = new Map<string, Reading>();
  // Most runs occur once: a run whose signature (runSignature) no run before it had is read
  // without being copied out and hashed for runsRead; the first run of a signature is put there
  // (by its place in `found`; -1 once put) only when a second run with that signature comes.
  const firstOfSignature = new Map<number, number>();
  let consumed = 0;
  /** The base64 runs long enough to be a wrapped block's lines, by their place in `found`. */
  const lines: number[] = [];
  for (const m of t.findNear(DATA_URI, ['data:'], 0, 'd')) {
    // A URI inside the body of the one before is part of that body: each character is read once.
    if (m.index < consumed) continue;
    const mime = lowerCased(m[1]!);
    const direct = DIRECT_MIME[mime];
    const bodyStart = m.index + m[0].length;
    let bodyEnd = bodyStart;
    while (bodyEnd < text.length) {
      const c = text.charCodeAt(bodyEnd);
      if (c < 128 && DATA_END[c] === 1) break;
      bodyEnd++;
    }
    consumed = bodyEnd;
    const body = text.slice(bodyStart, Math.min(bodyEnd, bodyStart + DECODE_MAX));
    let reading: Reading | null = direct ? { codes: [direct] } : null;
    if (!reading && (mime === 'text/html' || mime === 'image/svg+xml' || mime === 'text/plain' || mime === 'application/octet-stream')) {
      let bytes: Uint8Array | null;
      if (m[2]) bytes = fromBase64(body);
      else {
        try {
          bytes = new TextEncoder().encode(decodeURIComponent(body));
        } catch {
          bytes = null;
        }
      }
      if (bytes) reading = readBytes(bytes);
    }
    add(m.index, bodyEnd, reading);
  }
  // A text dense in digits has its runs found once for every reading of encodings (base64-runs.ts).
  const eachRun = (each: (start: number, end: number) => void): void => {
    if (text.length < BASE64_MIN || digitPlaces(t) !== null) runs(text, BASE64_CLASS, BASE64_REST, BASE64_MIN, each);
    else
      eachWholeRun(t, BASE64_MIN, (start, end) => {
        each(start, end);
        return true;
      });
  };
  eachRun((start, end) => {
    // A path or an identifier is not base64 of anything: real encodings mix cases and digits.
    if (!mixesCasesAndDigits(text, start, end)) {
      if (end - start >= HEX_MIN) {
        const run = text.slice(start, end);
        if (/^(?:0x)?[0-9a-fA-F]+$/.test(run)) add(start, end, readBytes(fromHex(run)));
      }
      return;
    }
    while (text.charCodeAt(end) === 61 && (end - start) % 4 !== 0) end++;
    const signature = runSignature(text, start, end);
    const first = firstOfSignature.get(signature);
    let reading: Reading | undefined;
    if (first === undefined) {
      firstOfSignature.set(signature, found.length);
      reading = readBytes(runBytes(text, start, end));
    } else {
      if (first >= 0) {
        const p = found[first]!;
        runsRead.set(text.slice(p.start, p.end), p.reading!);
        firstOfSignature.set(signature, -1);
      }
      const run = text.slice(start, end);
      reading = runsRead.get(run);
      if (reading === undefined) {
        reading = readBytes(runBytes(text, start, end));
        runsRead.set(run, reading);
      }
    }
    if (end - start >= WRAP_MIN) lines.push(found.length);
    add(start, end, reading, true);
  });
  /** The runs that are lines of a MIME part's base64 body, by their place in `found`. */
  const mimeLines = new Set<number>();
  wrappedBlocks(text, lines, found, (p) => found.push(p), mimeLines);
  // Every run starts at a `\\x`: the pattern is tried only there.
  const escapes: number[] = [];
  for (let i = text.indexOf('\\x'); i >= 0; i = text.indexOf('\\x', i + 2)) escapes.push(i);
  for (const m of t.findAt(ESCAPED_HEX, escapes)) add(m.index, m.index + m[0].length, readBytes(fromHex(m[0])));
  // A percent-encoded run holds a '%': only the runs around one are read.
  const percents = unitPlaces(text, 37);
  for (let k = 0, after = 0; k < percents.length; k++) {
    const i = percents[k]!;
    if (i < after) continue;
    let start = i;
    while (start > 0 && inClass(text, PERCENT_CLASS, start - 1)) start--;
    let end = i + 1;
    while (end < text.length && inClass(text, PERCENT_CLASS, end)) end++;
    after = end;
    if (end - start < PERCENT_MIN) continue;
    const bytes = fromPercent(text.slice(start, end));
    if (bytes) add(start, end, readBytes(bytes));
  }
  const judged = new Map<string, readonly ReasonCode[]>();
  for (const p of found)
    if (p.reading !== null && 'text' in p.reading && !judged.has(p.reading.text)) judged.set(p.reading.text, readText(p.reading.text));
  const codesOf = (reading: Reading): readonly ReasonCode[] => ('codes' in reading ? reading.codes : judged.get(reading.text)!);
  for (const [k, { start, end, reading, base64, lines: blockLines }] of found.entries()) {
    if (reading === null) continue;
    // Shared with the payloads that read the same: copied only to add to.
    let codes = codesOf(reading);
    // A MIME body is read decoded whole by mime.ts: one of its 57-byte lines that names a script host is an advisory's
    // prose as often as a dropper's (five honest advisories in a review); a file sent as a script is read from its first
    // bytes there.
    if (mimeLines.has(k) && 'text' in reading && codes.includes('encoded_script') && !SHELL_MARKERS.test(reading.text))
      codes = codes.filter((c) => c !== 'encoded_script');
    if (mimeLines.has(k) && 'text' in reading && codes.includes('encoded_instructions') && !holdsInstructions(reading.text, true, false))
      codes = codes.filter((c) => c !== 'encoded_instructions');
    // A block read whole adds what none of its lines read alone.
    if (blockLines !== undefined) {
      const seen = new Set(blockLines.flatMap((k) => (found[k]!.reading === null ? [] : codesOf(found[k]!.reading!))));
      // A config or a note with a command in it is no dropper: a block is a script only by what droppers do.
      const script = 'text' in reading && (reading.text.startsWith('#!') || DROPPER_SCRIPT.test(reading.text));
      codes = codes.filter((c) => !seen.has(c) && (c !== 'encoded_script' || script));
    }
    // Handed to a decoder in code (`eval(atob("…"))`, `Buffer.from("…", "base64")`): decoded code
    // that reaches for the page, the network or a process is a dropper even without a shell in it.
    const quote = text.charCodeAt(start - 1);
    if (
      base64 &&
      codes.length === 0 &&
      (quote === 34 || quote === 39 || quote === 96) &&
      DECODE_CALL.test(text.slice(Math.max(0, start - 40), start))
    ) {
      if ('text' in reading && DROPPER_CODE.test(reading.text)) codes = [...codes, 'encoded_script'];
    }
    // Echoed into a decoder whose output a shell runs (`echo ... | base64 -d | sh`, `bash -c "$(echo ... | base64 -d)"`): a
    // script whatever it decodes to; PowerShell's encoded command, when it does harm (shell-pipes.ts).
    if (
      base64 &&
      !codes.includes('encoded_script') &&
      (pipedToShell(text, start, end) || ('text' in reading && harmfulEncodedCommand(text, start, reading.text)))
    )
      codes = [...codes, 'encoded_script'];
    // A repository's document as a contents API returns it (`"encoding":"base64"` beside `"name":"AGENTS.md"`): its
    // note to assistants is the repository's guide, encoded for transport, not hidden; only an order the other readings
    // find in it counts.
    if (base64 && codes.includes('encoded_instructions') && 'text' in reading && repositoryDocument(text, start, end))
      if (!holdsInstructions(reading.text, false)) codes = codes.filter((c) => c !== 'encoded_instructions');
    push(out, codes, start, end);
  }
  shortDecoderCalls(t, out);
}

/** The decoders in code a short base64 literal is handed to, by name; their runs under BASE64_MIN are read here. */
const DECODER_NAMES = ['atob', 'b64decode', 'base64_decode'];
/**
 * From a decoder's name: its parenthesis, a quote (maybe escaped or an HTML entity, which the loop above does not read
 * as a quote), 8 to 88 base64 digits, the quote.
 */
const SHORT_DECODE_CALL =
  /(?:atob|b64decode|base64_decode)[ \t]{0,2}\([ \t]{0,2}(?:\\?["'`]|&quot;|&#39;)([A-Za-z0-9+/_-]{8,88}={0,2})(?:\\?["'`]|&quot;|&#39;)/y;
/**
 * What a short decoded snippet does, written as code (a call, a property read): runs code, fetches or opens a page,
 * reads the page's cookies, domain or storage, sends a beacon, moves the page elsewhere. A label's words ("fetch more",
 * "eval period") call nothing.
 */
const SNIPPET_CODE =
  /\b(?:eval|Function|fetch|XMLHttpRequest|require|exec|open|sendBeacon|WebSocket|importScripts)[ \t]{0,2}\(|\bdocument\.(?:cookie|write|domain)\b|\b(?:localStorage|sessionStorage)[.[]|\bnew[ \t]{1,3}Image[ \t]{0,2}\(|\b(?:top|parent|self|window)\.location\b|\blocation\.(?:href|replace|assign)\b/;

/**
 * A short base64 literal handed to a decoder (`eval(atob('YWxlcnQoZG9jdW1lbnQuY29va2llKQ'))` in a `javascript:` link or a
 * handler): the loop above reads runs of BASE64_MIN digits and more, so a short dropper's call is read here. Decoded code
 * that reaches for the page, the network or a process is a script; a label's, a setting's or a greeting's words are not.
 */
function shortDecoderCalls(t: Text, out: Hit[]): void {
  const text = t.text;
  for (const name of DECODER_NAMES)
    for (const at of placesOf(t, name)) {
      SHORT_DECODE_CALL.lastIndex = at;
      const m = SHORT_DECODE_CALL.exec(text);
      if (m === null) continue;
      const start = m.index + m[0].indexOf(m[1]!);
      const end = start + m[1]!.length;
      // A run the loop above read as a script already.
      if (out.some((h) => h.code === 'encoded_script' && h.start < end && h.end > start)) continue;
      const decoded = UTF8.decode(fromBase64(m[1]!));
      if (SNIPPET_CODE.test(decoded) || SHELL_MARKERS.test(decoded)) push(out, ['encoded_script'], start, end);
    }
}

/** A contents API's fields around a file's base64 (both sides: the API's field order varies). */
const CONTENTS_ENCODING = /"encoding"[ \t]{0,3}:[ \t]{0,3}"base64"/;
const DOCUMENT_NAME =
  /"(?:name|path)"[ \t]{0,3}:[ \t]{0,3}"[^"\n]{0,200}?\.(?:md|markdown|mdc|rst|txt)"|"(?:name|path)"[ \t]{0,3}:[ \t]{0,3}"[^"\n]{0,200}?\.cursorrules"/i;
/** Whether the base64 at [start, end) is a JSON field beside a contents API's `encoding` and a document's name. */
function repositoryDocument(text: string, start: number, end: number): boolean {
  const around = text.slice(Math.max(0, start - 400), start) + text.slice(end, end + 400);
  return CONTENTS_ENCODING.test(around) && DOCUMENT_NAME.test(around);
}
