/**
 * The served judge's answer signer. Ed25519 signatures are deterministic (RFC 8032 §5.1.6), so
 * node:crypto yields the very bytes @noble/ed25519 would (test/unit/http-cosign.test.ts checks
 * it) at several times the speed — which matters under a fleet's load on `judge serve`.
 */
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { encodeBase64 } from '../crypto/base64.js';
import { publicKeyOf } from '../crypto/ed25519.js';
import { keyIdOf } from '../crypto/ids.js';
import { paeFor } from '../crypto/pae.js';
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

const answerPae = paeFor(ANSWER_PAYLOAD_TYPE);

/**
 * `answerSigningBytes` from JCS parts: the JCS of `{state_digest, questions_digest, judge,
 * answers}` is its members' JCS joined in sorted key order (RFC 8785 §3.2.3), and the digests
 * are ASCII strings whose JCS is JSON.stringify's.
 */
export function canonicalAnswerBytes(a: CanonicalAnswer): Buffer {
  const text = `{"answers":${a.answersJcs},"judge":${a.judgeJcs},"questions_digest":${JSON.stringify(a.questions_digest)},"state_digest":${JSON.stringify(a.state_digest)}}`;
  return answerPae(Buffer.from(text, 'utf8'));
}

export function createAnswerSigner(seed: Uint8Array): AnswerSigner {
  if (seed.length !== 32) throw new RangeError(`seed: expected 32 bytes, got ${seed.length}`);
  const key: KeyObject = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = publicKeyOf(seed);
  const keyid = keyIdOf(publicKey);
  return {
    keyid,
    publicKey,
    sign: (a) => ({ keyid, sig: encodeBase64(sign(null, answerSigningBytes(a), key)) }),
    signCanonical: (a) => ({ keyid, sig: encodeBase64(sign(null, canonicalAnswerBytes(a), key)) }),
  };
}
