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
 * A signed answer whose judge and answers are already JCS bytes (RFC 8785, UTF-8), as the server
 * holds them: its identity never changes, and fleets get the same few answer sets over and over.
 * The digests are `sha256:<64 lowercase hex>`, ASCII.
 */
export interface CanonicalAnswer {
  state_digest: string;
  questions_digest: string;
  judgeJcs: Uint8Array;
  answersJcs: Uint8Array;
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
/** The JCS of `{answers, judge, questions_digest, state_digest}` around its members' JCS (RFC 8785 §3.2.3: sorted keys). */
const ANSWERS_KEY = Buffer.from('{"answers":');
const JUDGE_KEY = Buffer.from(',"judge":');
const QUESTIONS_KEY = Buffer.from(',"questions_digest":"');
const STATE_KEY = Buffer.from('","state_digest":"');
const END = Buffer.from('"}');

const DIGEST_PREFIX = 'sha256:';
const DIGEST_LENGTH = DIGEST_PREFIX.length + 64;

/**
 * DIGEST_PATTERN's test as a loop over the characters: a served answer checks two digests, and
 * between requests a regex's compiled code is out of the caches (docs/design-and-performance.md).
 */
function isDigest(s: string): boolean {
  if (s.length !== DIGEST_LENGTH || !s.startsWith(DIGEST_PREFIX)) return false;
  for (let i = DIGEST_PREFIX.length; i < DIGEST_LENGTH; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
  }
  return true;
}

/**
 * `answerSigningBytes` from JCS parts, written into `into` when it is large enough (a view of
 * it is returned) and into a new buffer otherwise: the PAE (src/crypto/pae.ts) of the JCS of
 * `{state_digest, questions_digest, judge, answers}`, which is its members' JCS joined in sorted
 * key order; a digest's JCS is itself in quotes (ASCII, nothing to escape). The parts are copied
 * as bytes: nothing is encoded but the two digests.
 */
function writeCanonicalAnswer(a: CanonicalAnswer, into?: Buffer): Buffer {
  const qd = a.questions_digest;
  const sd = a.state_digest;
  // Written as one byte a character: anything but a digest is a caller's mistake.
  if (!isDigest(qd) || !isDigest(sd)) throw new RangeError('questions_digest, state_digest: expected sha256:<hex>');
  const bytes =
    ANSWERS_KEY.length +
    a.answersJcs.length +
    JUDGE_KEY.length +
    a.judgeJcs.length +
    QUESTIONS_KEY.length +
    qd.length +
    STATE_KEY.length +
    sd.length +
    END.length;
  const length = String(bytes);
  const at = PAE_HEAD.length + length.length + 1;
  const out = into !== undefined && into.length >= at + bytes ? into : Buffer.allocUnsafe(at + bytes);
  let i = PAE_HEAD.copy(out, 0);
  i += out.write(length, i, 'latin1');
  out[i++] = 0x20;
  i += ANSWERS_KEY.copy(out, i);
  out.set(a.answersJcs, i);
  i += a.answersJcs.length;
  i += JUDGE_KEY.copy(out, i);
  out.set(a.judgeJcs, i);
  i += a.judgeJcs.length;
  i += QUESTIONS_KEY.copy(out, i);
  i += out.write(qd, i, 'latin1');
  i += STATE_KEY.copy(out, i);
  i += out.write(sd, i, 'latin1');
  END.copy(out, i);
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
