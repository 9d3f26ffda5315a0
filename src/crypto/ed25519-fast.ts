/**
 * Fast Ed25519 verification for package verify: node:crypto (OpenSSL) with one cached KeyObject
 * per key, held to exactly the acceptance rule of the reference verifier `verifySignature` in
 * ./ed25519.ts (noble, strict: `zip215: false`). The two libraries differ on edge cases (the CCTV
 * vectors, vectors/README.md):
 *  - OpenSSL accepts small-order public keys; noble strict refuses them → refused here up front.
 *  - OpenSSL checks the cofactorless equation, noble the cofactored one, so a signature whose R
 *    or A carries a torsion component can pass noble and fail OpenSSL → when OpenSSL says no,
 *    the reference decides. Honest signatures never take that path, so it costs only on failure.
 * Acceptance rule: signature 64 bytes, key 32 bytes; A a canonical encoding of a curve point that
 * is not of small order; R canonically encoded (y < p, no x = 0 with the sign bit); S < L; and
 * [8]SB = [8]R + [8]kA with k = SHA-512(R ‖ A ‖ M). test/unit/crypto-ed25519-fast.test.ts holds it
 * to the reference on the RFC 8032, Wycheproof and CCTV vectors.
 */
import { createPublicKey, verify as nodeVerify, type KeyObject } from 'node:crypto';
import * as ed from '@noble/ed25519';
import { verifySignature } from './ed25519.js';

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Group order L = 2^252 + 27742317777372353535851937790883648493, little-endian bytes. */
const L_LE = Buffer.from('edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010', 'hex');

export interface VerifyKey {
  readonly raw: Uint8Array;
  /** False when noble strict would refuse every signature by this key (bad or small-order A). */
  readonly usable: boolean;
  readonly keyObject: KeyObject | null;
}

/** Prepares a public key once; cache the result per key id. Never throws on hostile bytes. */
export function prepareKey(raw: Uint8Array): VerifyKey {
  const copy = Uint8Array.from(raw);
  if (copy.length !== 32) return { raw: copy, usable: false, keyObject: null };
  let usable = false;
  try {
    usable = !ed.Point.fromBytes(copy, false).isSmallOrder();
  } catch {
    usable = false;
  }
  let keyObject: KeyObject | null = null;
  if (usable) {
    try {
      keyObject = createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, copy]), format: 'der', type: 'spki' });
    } catch {
      keyObject = null; // OpenSSL refused the key: noble alone decides.
    }
  }
  return { raw: copy, usable, keyObject };
}

/** y < p and not (x = 0 with the sign bit set), on the little-endian 32-byte encoding. */
function canonicalPointEncoding(b: Uint8Array): boolean {
  const sign = b[31]! & 0x80;
  const top = b[31]! & 0x7f;
  let middleAllOnes = true;
  for (let i = 1; i < 31; i++)
    if (b[i] !== 0xff) {
      middleAllOnes = false;
      break;
    }
  // y ≥ p = 2^255 − 19 only when the top 250 bits are ones and the low byte ≥ 0xed.
  if (top === 0x7f && middleAllOnes && b[0]! >= 0xed) return false;
  if (sign === 0) return true;
  // x = 0 exactly for y = 1 and y = p − 1; with the sign bit those have no canonical form.
  let yIsOne = b[0] === 1 && top === 0;
  if (yIsOne)
    for (let i = 1; i < 31; i++)
      if (b[i] !== 0) {
        yIsOne = false;
        break;
      }
  const yIsMinusOne = b[0] === 0xec && middleAllOnes && top === 0x7f;
  return !(yIsOne || yIsMinusOne);
}

/** S < L, comparing little-endian bytes from the top. */
function scalarBelowOrder(s: Uint8Array): boolean {
  for (let i = 31; i >= 0; i--) {
    if (s[i]! < L_LE[i]!) return true;
    if (s[i]! > L_LE[i]!) return false;
  }
  return false;
}

/** The checks made before any curve arithmetic: a usable key, 64 bytes, canonical R, S < L. */
export function precheckEd25519(key: VerifyKey, signature: Uint8Array): boolean {
  return (
    key.usable &&
    signature.length === 64 &&
    canonicalPointEncoding(signature.subarray(0, 32)) &&
    scalarBelowOrder(signature.subarray(32, 64))
  );
}

/** The reference alone: the decider whenever OpenSSL says no (or refused the key). */
export function nobleStrictVerify(key: VerifyKey, message: Uint8Array, signature: Uint8Array): boolean {
  return verifySignature(signature, message, key.raw);
}

/** Verifies one signature under the acceptance rule above. False on any hostile input. */
export function verifyEd25519(key: VerifyKey, message: Uint8Array, signature: Uint8Array): boolean {
  if (!precheckEd25519(key, signature)) return false;
  if (key.keyObject) {
    try {
      if (nodeVerify(null, message, key.keyObject, signature)) return true;
    } catch {
      // fall through to the reference
    }
  }
  return nobleStrictVerify(key, message, signature);
}
