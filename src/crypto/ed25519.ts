/**
 * Ed25519 verification through @noble/ed25519 v3 (synchronous SHA-512 from @noble/hashes),
 * strict RFC 8032 / FIPS 186-5 (`zip215: false`): non-canonical point encodings and
 * small-order public keys are refused, so one message has one valid signature per key.
 * `verifySignature` never throws on hostile bytes (a wrong-length signature is a reject).
 * Signing lives in ./sign.ts (node:crypto, byte-identical output) and is re-exported here.
 */
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import { PUBLIC_KEY_BYTES, SIGNATURE_BYTES } from './sign.js';

export { PUBLIC_KEY_BYTES, SEED_BYTES, SIGNATURE_BYTES, newSeed, publicKeyOf, signBytes } from './sign.js';

ed.hashes.sha512 = sha512;

export function verifySignature(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== SIGNATURE_BYTES || publicKey.length !== PUBLIC_KEY_BYTES) return false;
  try {
    return ed.verify(signature, message, publicKey, { zip215: false });
  } catch {
    return false;
  }
}

/** noble's own signer, kept as the reference the node:crypto signer is tested against. */
export function nobleSign(message: Uint8Array, seed: Uint8Array): Uint8Array {
  return ed.sign(message, seed);
}
