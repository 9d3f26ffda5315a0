/**
 * The served judge's answer signer. Ed25519 signatures are deterministic (RFC 8032 §5.1.6), so
 * node:crypto yields the very bytes @noble/ed25519 would (test/unit/http-cosign.test.ts checks
 * it) at several times the speed — which matters under a fleet's load on `judge serve`.
 */
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { encodeBase64 } from '../crypto/base64.js';
import { publicKeyOf } from '../crypto/ed25519.js';
import { keyIdOf } from '../crypto/ids.js';
import type { JudgeSignature } from '../judge/types.js';
import { ANSWER_PAYLOAD_TYPE, answerSigningBytes, type SignedAnswer } from '../receipts/answer-signature.js';

/** PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410 §7): fixed 16-byte prefix, then the seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * A signed answer whose judge and answers are already JCS text (RFC 8785), as the server holds
 * them: its identity never changes, and fleets get the same few answer sets over and over.
 */
export interface CanonicalAnswer {
  state_digest: string;
  questions_digest: string;
  judgeJcs: string;
  answersJcs: string;
}

export interface AnswerSigner {
  keyid: string;
  publicKey: Uint8Array;
  sign(a: SignedAnswer): JudgeSignature;
  /** The signature `sign` gives for the same answer (test/unit/http-cosign.test.ts holds them equal). */
  signCanonical(a: CanonicalAnswer): JudgeSignature;
}

/** The PAE's fixed head: `DSSEv1 <type length> <type> `; the body's length and the body follow. */
const PAE_HEAD = Buffer.from(`DSSEv1 ${Buffer.byteLength(ANSWER_PAYLOAD_TYPE, 'utf8')} ${ANSWER_PAYLOAD_TYPE} `, 'utf8');

/**
 * `answerSigningBytes` from JCS parts, written into `into` when it is large enough (a view of
 * it is returned) and into a new buffer otherwise: the PAE (src/crypto/pae.ts) of the JCS of
 * `{state_digest, questions_digest, judge, answers}`, which is its members' JCS joined in sorted
 * key order (RFC 8785 §3.2.3); the digests are ASCII strings whose JCS is JSON.stringify's.
 */
function writeCanonicalAnswer(a: CanonicalAnswer, into?: Buffer): Buffer {
  const text = `{"answers":${a.answersJcs},"judge":${a.judgeJcs},"questions_digest":${JSON.stringify(a.questions_digest)},"state_digest":${JSON.stringify(a.state_digest)}}`;
  const bytes = Buffer.byteLength(text, 'utf8');
  const length = String(bytes);
  const at = PAE_HEAD.length + length.length + 1;
  const out = into !== undefined && into.length >= at + bytes ? into : Buffer.allocUnsafe(at + bytes);
  PAE_HEAD.copy(out, 0);
  out.write(length, PAE_HEAD.length, 'latin1');
  out[at - 1] = 0x20;
  out.write(text, at, 'utf8');
  return out.subarray(0, at + bytes);
}

/** `answerSigningBytes` from JCS parts, in a buffer of its own. */
export function canonicalAnswerBytes(a: CanonicalAnswer): Buffer {
  return writeCanonicalAnswer(a);
}

/** Room for the signing bytes of a typical answer; a larger one gets a larger buffer, kept. */
const SCRATCH_BYTES = 4096;

export function createAnswerSigner(seed: Uint8Array): AnswerSigner {
  if (seed.length !== 32) throw new RangeError(`seed: expected 32 bytes, got ${seed.length}`);
  const key: KeyObject = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = publicKeyOf(seed);
  const keyid = keyIdOf(publicKey);
  // The bytes of each answer are written into one buffer, reused: signing is synchronous, and
  // node:crypto reads them before sign() returns.
  let scratch = Buffer.allocUnsafeSlow(SCRATCH_BYTES);
  return {
    keyid,
    publicKey,
    sign: (a) => ({ keyid, sig: encodeBase64(sign(null, answerSigningBytes(a), key)) }),
    signCanonical: (a) => {
      const bytes = writeCanonicalAnswer(a, scratch);
      if (bytes.length > scratch.length) scratch = Buffer.allocUnsafeSlow(bytes.length);
      return { keyid, sig: sign(null, bytes, key).toString('base64') };
    },
  };
}
