/**
 * RFC 8785 (JCS) canonical bytes and sha256 digests. Everything hashed or signed goes
 * through here. Values JCS cannot represent (undefined, NaN, ±Infinity, functions, bigint,
 * lone surrogates) are refused, never quietly converted.
 */
import { hash } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import canonicalize from 'canonicalize';
import { UsageError } from '../errors.js';

/** Deepest nesting accepted anywhere we canonicalize. */
export const MAX_JSON_DEPTH = 64;

/** Checks a value is plain JSON that survives JCS unchanged; throws UsageError naming the path. */
export function assertCanonicalizable(value: unknown, where = '$'): void {
  // The path is kept as a stack of keys and written out only for an error: this runs over every
  // state and statement, and building a path string per value was most of its cost.
  const keys: Array<string | number> = [];
  const at = (): string => where + keys.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('');
  const visit = (v: unknown): void => {
    if (keys.length > MAX_JSON_DEPTH) {
      throw new UsageError('json.too-deep', `nested deeper than ${MAX_JSON_DEPTH} levels`, { where: at() });
    }
    switch (typeof v) {
      case 'string':
        if (hasLoneSurrogate(v)) throw new UsageError('json.lone-surrogate', `string holds a lone UTF-16 surrogate`, { where: at() });
        return;
      case 'boolean':
        return;
      case 'number':
        if (!Number.isFinite(v)) throw new UsageError('json.non-finite', `${String(v)} is not a finite number`, { where: at() });
        return;
      case 'object':
        if (v === null) return;
        if (Array.isArray(v)) {
          for (let i = 0; i < v.length; i++) {
            keys.push(i);
            visit(v[i]);
            keys.pop();
          }
          return;
        }
        if (Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null) {
          throw new UsageError('json.not-plain', `not a plain JSON object`, { where: at() });
        }
        for (const k of Object.keys(v)) {
          if (k === '__proto__') throw new UsageError('json.proto-key', `key "__proto__" is not accepted`, { where: at() });
          if (hasLoneSurrogate(k)) throw new UsageError('json.lone-surrogate', `a key holds a lone UTF-16 surrogate`, { where: at() });
          keys.push(k);
          visit((v as Record<string, unknown>)[k]);
          keys.pop();
        }
        return;
      default:
        throw new UsageError('json.not-json', `${typeof v} is not a JSON value`, { where: at() });
    }
  };
  visit(value);
}

// String.prototype.isWellFormed (ES2024, in Node 20) is native: the character loop it replaced
// ran interpreted on every cold start. TypeScript's ES2022 lib does not declare it yet.
const hasLoneSurrogate = (s: string): boolean => !(s as string & { isWellFormed(): boolean }).isWellFormed();

/** The JCS text of a value (RFC 8785 §3.2). */
export function canonicalJson(value: unknown): string {
  assertCanonicalizable(value);
  const text = canonicalize(value);
  if (text === undefined) throw new UsageError('json.not-json', '$: value has no JSON form');
  return text;
}

/** The JCS bytes of a value: UTF-8 of the canonical text. */
export function canonicalBytes(value: unknown): Buffer {
  return Buffer.from(canonicalJson(value), 'utf8');
}

/**
 * Up to this many bytes, sha256 runs in JavaScript (@noble/hashes) unless node:crypto is loaded
 * already: loading it costs a cold start more than hashing a small state does (the bundle loads
 * node:crypto on first use, scripts/build.mjs), while once it is loaded — paths that sign, make
 * ids or serve have loaded it by the time they hash — OpenSSL is the cheaper of the two, and
 * JavaScript's first hashes (compiled cold) cost a judged call a few milliseconds and megabytes.
 * Past the size, OpenSSL always. The choice is made afresh on every call from what the process
 * has loaded, never from a switch; both give the same digest (test/unit/jcs.test.ts).
 */
export const SMALL_HASH_BYTES = 2048;

let opensslSeen = false;

/**
 * Whether node:crypto is loaded. Node lists the built-in modules it has loaded in
 * `process.moduleLoadList` (undocumented, present since the first releases); where it is
 * missing, size alone decides.
 */
function opensslLoaded(): boolean {
  // A module once loaded stays loaded: after the first yes the list is not searched again.
  if (opensslSeen) return true;
  const list = (globalThis.process as { moduleLoadList?: unknown } | undefined)?.moduleLoadList;
  opensslSeen = Array.isArray(list) && list.includes('NativeModule crypto');
  return opensslSeen;
}

export function sha256Hex(bytes: Uint8Array | string): string {
  // OpenSSL reads a string as UTF-8 itself, without a copy into a Buffer first.
  if (opensslLoaded()) return hash('sha256', bytes, 'hex');
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  return data.byteLength <= SMALL_HASH_BYTES ? bytesToHex(sha256(data)) : hash('sha256', data, 'hex');
}

/** `sha256:<64 lowercase hex>` over the given bytes. */
export function digestBytes(bytes: Uint8Array | string): string {
  return `sha256:${sha256Hex(bytes)}`;
}

/** `sha256:<hex>` of the JCS bytes of a value. */
export function digestOf(value: unknown): string {
  return digestBytes(canonicalBytes(value));
}

/**
 * digestOf for a value that has passed assertCanonicalizable already (a request's checked state,
 * digested by `judge serve` for every answer it signs): the same digest, without walking the
 * value a second time.
 */
export function digestOfChecked(value: unknown): string {
  return digestBytes(checkedJcs(value));
}

/**
 * The JCS text of a value that passed assertCanonicalizable — plain objects and arrays, finite
 * numbers, well-formed strings, acyclic (its depth is bounded) — as `canonicalize` writes it,
 * without checking each value again: members in sorted key order, by UTF-16 code units
 * (RFC 8785 §3.2.3), and JSON.stringify's form of every string and number (RFC 8785 §3.2.2).
 */
function checkedJcs(v: unknown): string {
  if (typeof v !== 'object' || v === null) return JSON.stringify(v);
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) out += (i === 0 ? '' : ',') + checkedJcs(v[i]);
    return `${out}]`;
  }
  const keys = sortedKeys(v);
  let out = '{';
  for (let i = 0; i < keys.length; i++)
    out += `${i === 0 ? '' : ','}${JSON.stringify(keys[i])}:${checkedJcs((v as Record<string, unknown>)[keys[i]!])}`;
  return `${out}}`;
}

/**
 * An object's keys in UTF-16 code-unit order, as `Object.keys(v).sort()` gives them. A state has
 * a handful of keys: an insertion sort over them allocates nothing more, where the built-in sort
 * copies the array into a work array of its own on every call.
 */
function sortedKeys(v: object): string[] {
  const keys = Object.keys(v);
  if (keys.length > 16) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i]!;
    let j = i - 1;
    for (; j >= 0 && keys[j]! > k; j--) keys[j + 1] = keys[j]!;
    keys[j + 1] = k;
  }
  return keys;
}

export const DIGEST_PATTERN = /^sha256:[0-9a-f]{64}$/;

/** Every object's keys, as enumerated, strictly increase in UTF-16 code-unit order (RFC 8785 §3.2.3). */
function keysSorted(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  if (Array.isArray(v)) return v.every(keysSorted);
  let prev: string | null = null;
  for (const k of Object.keys(v)) {
    if (prev !== null && !(prev < k)) return false;
    prev = k;
    if (!keysSorted((v as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Parses bytes that must be the JCS form of their value: one value, one encoding, and no reader
 * can see another value in them (duplicate keys, other spellings of a number, invalid UTF-8).
 * Same verdict as comparing the bytes with `canonicalBytes(JSON.parse(text))`, at a fraction of
 * the cost: the fast path uses JSON.stringify — whose escaping and number form JCS adopts — plus
 * a key-order check; what it does not vouch for (integer-like keys, which JS enumerates first;
 * escaped lone surrogates, which canonicalJson refuses) takes the full comparison.
 * test/unit/jcs.test.ts holds the two to the same verdict on random JSON.
 */
export function parseCanonical(
  body: Uint8Array,
): { ok: true; value: unknown } | { ok: false; reason: 'not-json' | 'not-representable' | 'not-canonical' } {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const text = bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  let canonical: string | null = null;
  try {
    const fast = JSON.stringify(value);
    canonical = fast === text && !text.includes('\\ud') && keysSorted(value) ? fast : canonicalJson(value);
  } catch {
    return { ok: false, reason: 'not-representable' };
  }
  // Text without U+FFFD came from valid UTF-8, so equal text means equal bytes; else compare bytes.
  const same = canonical === text && !text.includes('\ufffd') ? true : Buffer.from(canonical, 'utf8').equals(bytes);
  if (!same) return { ok: false, reason: 'not-canonical' };
  return { ok: true, value };
}
