/**
 * The judge co-signature (docs/http.md, docs/FORMAT.md). A judge may sign what it answered, bound to what it
 * was asked: Ed25519 over PAE(ANSWER_PAYLOAD_TYPE, JCS({state_digest, questions_digest, judge,
 * answers})). Signing PAE bytes with a payload type of its own keeps an answer signature from
 * ever standing for a receipt signature made with the same key (judge serve signs with the store
 * key), and the verifier needs nothing but the receipt fields to rebuild the bytes.
 */
import { canonicalBytes } from '../canonical/jcs.js';
import { decodeBase64, encodeBase64 } from '../crypto/base64.js';
import { PUBLIC_KEY_BYTES, publicKeyOf, signBytes, verifySignature } from '../crypto/ed25519.js';
import { keyIdOf } from '../crypto/ids.js';
import { pae } from '../crypto/pae.js';
import type { JudgeIdentity, JudgeSignature } from '../judge/types.js';

export const ANSWER_PAYLOAD_TYPE = 'application/vnd.judge.answer+json';

export interface SignedAnswer {
  state_digest: string;
  questions_digest: string;
  judge: JudgeIdentity;
  answers: unknown;
}

/** The exact bytes a judge signs and a verifier checks. */
export function answerSigningBytes(a: SignedAnswer): Buffer {
  const body = canonicalBytes({ state_digest: a.state_digest, questions_digest: a.questions_digest, judge: a.judge, answers: a.answers });
  return pae(ANSWER_PAYLOAD_TYPE, body);
}

export function signAnswer(a: SignedAnswer, seed: Uint8Array): JudgeSignature {
  const sig = signBytes(answerSigningBytes(a), seed);
  return { keyid: keyIdOf(publicKeyOf(seed)), sig: encodeBase64(sig) };
}

export type CosignCheck =
  | { ok: true }
  | { ok: false; code: 'cosign.missing' | 'cosign.malformed' | 'cosign.keyid' | 'cosign.invalid'; reason: string };

/**
 * Checks a co-signature against a pinned public key. Returns a value, never throws on hostile
 * input: a missing, malformed, foreign or failing signature is each its own code. The answers
 * are canonicalised as received; if they are not canonical JSON the signature cannot hold.
 */
export function checkCosignature(a: SignedAnswer, signature: JudgeSignature | null | undefined, publicKey: Uint8Array): CosignCheck {
  if (signature === undefined)
    return { ok: false, code: 'cosign.missing', reason: 'the answer carries no signature, but a judge key is pinned' };
  if (signature === null) return { ok: false, code: 'cosign.malformed', reason: 'signature: expected {keyid, sig}' };
  const keyid = keyIdOf(publicKey);
  if (signature.keyid !== keyid) {
    return { ok: false, code: 'cosign.keyid', reason: `signature.keyid ${signature.keyid.slice(0, 60)} is not the pinned key ${keyid}` };
  }
  const sig = decodeBase64(signature.sig);
  if (!sig) return { ok: false, code: 'cosign.malformed', reason: 'signature.sig: not base64' };
  let bytes: Buffer;
  try {
    bytes = answerSigningBytes(a);
  } catch {
    return { ok: false, code: 'cosign.invalid', reason: 'the signed answer is not canonical JSON' };
  }
  if (publicKey.length !== PUBLIC_KEY_BYTES || !verifySignature(sig, bytes, publicKey)) {
    return {
      ok: false,
      code: 'cosign.invalid',
      reason: `signature by ${keyid} does not verify over the state, questions, judge and answers`,
    };
  }
  return { ok: true };
}
