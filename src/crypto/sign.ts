/**
 * Ed25519 signing and key derivation through node:crypto (OpenSSL), for the hot path.
 * Ed25519 signatures are deterministic (RFC 8032 §5.1.6), so these are the very bytes
 * @noble/ed25519 produces for the same seed and message — the unit tests check that on the
 * RFC 8032 vectors and random keys. Signing here rather than in noble keeps a cold
 * `judge --attest` from paying noble's one-off base-point precomputation (~80 ms), which alone
 * is more than the whole start-up budget. Verification stays with noble in strict mode
 * (src/crypto/ed25519.ts): the acceptance rule is where the choice of library matters.
 */
import { createPrivateKey, randomBytes, sign, type KeyObject } from 'node:crypto';

export const SEED_BYTES = 32;
export const PUBLIC_KEY_BYTES = 32;
export const SIGNATURE_BYTES = 64;

/** Parsed keys per seed array, so signing a call's receipts parses the key once. */
const parsed = new WeakMap<Uint8Array, { bytes: string; key: KeyObject }>();

function privateKeyOf(seed: Uint8Array): KeyObject {
  if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) {
    throw new RangeError(`seed: expected ${SEED_BYTES} bytes, got ${seed instanceof Uint8Array ? seed.length : typeof seed}`);
  }
  // Keyed by the array object, checked against its bytes: a caller that reuses and rewrites
  // the array never signs with a stale key.
  const bytes = Buffer.from(seed).toString('hex');
  const hit = parsed.get(seed);
  if (hit && hit.bytes === bytes) return hit.key;
  // As a JWK (RFC 8037) the seed goes to OpenSSL as a raw key: the PKCS#8 route runs OpenSSL's
  // decoder, twice as slow on a cold start. Node reads only `d` of a private OKP key; `x`
  // must be a string and is not used (the public key is derived from `d`).
  const key = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d: Buffer.from(seed).toString('base64url'), x: '' }, format: 'jwk' });
  parsed.set(seed, { bytes, key });
  return key;
}

/** The raw 32-byte public key of a seed. */
export function publicKeyOf(seed: Uint8Array): Uint8Array {
  const { x } = privateKeyOf(seed).export({ format: 'jwk' });
  const publicKey = new Uint8Array(Buffer.from(String(x), 'base64url'));
  if (publicKey.length !== PUBLIC_KEY_BYTES)
    throw new RangeError(`public key: expected ${PUBLIC_KEY_BYTES} bytes, got ${publicKey.length}`);
  return publicKey;
}

/** The 64-byte Ed25519 signature (R || S) of `message` under `seed`. */
export function signBytes(message: Uint8Array, seed: Uint8Array): Uint8Array {
  return new Uint8Array(sign(null, message, privateKeyOf(seed)));
}

/** A fresh random seed (a new private key). */
export function newSeed(): Uint8Array {
  return new Uint8Array(randomBytes(SEED_BYTES));
}
