/**
 * Base64 for envelopes (DSSE envelope.md): standard alphabet with padding on write; on read the
 * standard or the URL-safe alphabet, padding required — the accept/reject behaviour of the Go
 * DSSE library (go-securesystemslib `b64Decode`), pinned by dsse/base64_payload_vectors.json.
 *
 * The decoder is stricter than Go's in two ways that only refuse odd encodings: whitespace is
 * never skipped, and the unused low bits of the last symbol must be zero, so one byte string
 * has exactly one accepted spelling per alphabet. A hand-written scanner: no RegExp runs over
 * untrusted text here.
 */

const STD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function table(alphabet: string): Int8Array {
  const t = new Int8Array(128).fill(-1);
  for (let i = 0; i < alphabet.length; i++) t[alphabet.charCodeAt(i)] = i;
  return t;
}
const STD_TABLE = table(STD);
const URL_TABLE = table(URL);

export function encodeBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** Decodes standard or URL-safe base64 (one alphabet throughout, padded); null when rejected. */
export function decodeBase64(text: string): Uint8Array | null {
  if (typeof text !== 'string' || text.length % 4 !== 0) return null;
  return decodeWith(text, STD_TABLE) ?? decodeWith(text, URL_TABLE);
}

function decodeWith(text: string, t: Int8Array): Uint8Array | null {
  const n = text.length;
  let pad = 0;
  if (n > 0 && text.charCodeAt(n - 1) === 61) pad = n > 1 && text.charCodeAt(n - 2) === 61 ? 2 : 1;
  const body = n - pad;
  const out = new Uint8Array((n / 4) * 3 - pad);
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < body; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? t[c]! : -1;
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  // Left-over bits of the final symbol must be zero (RFC 4648 §3.5 canonical encoding).
  if (bits > 0 && (acc & ((1 << bits) - 1)) !== 0) return null;
  return o === out.length ? out : null;
}

/**
 * `decodeBase64` with a native fast path for the one spelling judge writes (standard alphabet,
 * padded, zero unused bits): Node's lenient decoder, then its encoder, and the text must come
 * back unchanged — so the fast path accepts exactly the canonical standard encodings, which the
 * reference accepts with the same bytes. Anything else is left to the reference, whose verdict
 * stands. test/unit/crypto-base64-fast.test.ts holds the two to the same result.
 */
export function decodeBase64Fast(text: string): Uint8Array | null {
  if (typeof text !== 'string') return null;
  const bytes = Buffer.from(text, 'base64');
  if (bytes.toString('base64') === text) return bytes;
  return decodeBase64(text);
}
