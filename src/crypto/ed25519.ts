/**
 * Ed25519 through @noble/ed25519 v3 with the synchronous SHA-512 from @noble/hashes.
 * Verification is strict RFC 8032 / FIPS 186-5 (`zip215: false`): non-canonical point encodings
 * and small-order public keys are refused, so one message has one valid signature per key.
 * `verifySignature` never throws on hostile bytes (a wrong-length signature is a reject).
 */
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import { randomBytes } from 'node:crypto';

ed.hashes.sha512 = sha512;

export const SEED_BYTES = 32;
export const PUBLIC_KEY_BYTES = 32;
export const SIGNATURE_BYTES = 64;

export function newSeed(): Uint8Array {
  return new Uint8Array(randomBytes(SEED_BYTES));
}

export function publicKeyOf(seed: Uint8Array): Uint8Array {
  if (seed.length !== SEED_BYTES) throw new RangeError(`seed: expected ${SEED_BYTES} bytes, got ${seed.length}`);
  return ed.getPublicKey(seed);
}

export function signBytes(message: Uint8Array, seed: Uint8Array): Uint8Array {
  if (seed.length !== SEED_BYTES) throw new RangeError(`seed: expected ${SEED_BYTES} bytes, got ${seed.length}`);
  return ed.sign(message, seed);
}

export function verifySignature(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== SIGNATURE_BYTES || publicKey.length !== PUBLIC_KEY_BYTES) return false;
  try {
    return ed.verify(signature, message, publicKey, { zip215: false });
  } catch {
    return false;
  }
}
