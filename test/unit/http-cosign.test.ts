import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIGEST_PATTERN, canonicalBytes, canonicalJson } from '../../src/canonical/jcs.js';
import { newSeed, publicKeyOf } from '../../src/crypto/ed25519.js';
import { keyIdOf } from '../../src/crypto/ids.js';
import { pae } from '../../src/crypto/pae.js';
import {
  ANSWER_PAYLOAD_TYPE,
  answerSigningBytes,
  checkCosignature,
  signAnswer,
  type SignedAnswer,
} from '../../src/receipts/answer-signature.js';
import { canonicalAnswerBytes, createAnswerSigner, type CanonicalAnswer } from '../../src/http/signer.js';

const BASE: SignedAnswer = {
  state_digest: `sha256:${'1'.repeat(64)}`,
  questions_digest: `sha256:${'2'.repeat(64)}`,
  judge: { model: 'judge-rules/1.0.0', provider: 'judge', kind: 'rules', replayable: true, rules_digest: `sha256:${'3'.repeat(64)}` },
  answers: { unsafe: { noul: 0, probabilities: { yes: 0, no: 1 }, confidence: 1 }, verdict: { choice: 'allow', confidence: 1 } },
};

describe('answer co-signature', () => {
  it('signs PAE(answer type, JCS of exactly {state_digest, questions_digest, judge, answers})', () => {
    const expected = pae(
      ANSWER_PAYLOAD_TYPE,
      canonicalBytes({
        answers: BASE.answers,
        judge: BASE.judge,
        questions_digest: BASE.questions_digest,
        state_digest: BASE.state_digest,
      }),
    );
    expect(answerSigningBytes(BASE).equals(expected)).toBe(true);
    expect(answerSigningBytes(BASE).subarray(0, 6).toString()).toBe('DSSEv1');
    // Extra fields a caller might pass are not signed.
    expect(answerSigningBytes({ ...BASE, extra: 1 } as SignedAnswer).equals(expected)).toBe(true);
  });

  it('node:crypto signer and @noble/ed25519 give the same bytes (deterministic Ed25519)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.double({ min: 0, max: 1, noNaN: true }), (seed, p) => {
        const a = { ...BASE, answers: { unsafe: { noul: p, confidence: 1 } } };
        const fast = createAnswerSigner(seed);
        expect(fast.sign(a)).toEqual(signAnswer(a, seed));
        expect(fast.keyid).toBe(keyIdOf(publicKeyOf(seed)));
      }),
      { seed: 7, numRuns: 50 },
    );
  });

  it('signs the same bytes from JCS parts as from the values (the server signs from parts)', () => {
    const seed = new Uint8Array(32).fill(5);
    const signer = createAnswerSigner(seed);
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string({ minLength: 1 }), (answers, model) => {
        const a = { ...BASE, judge: { ...BASE.judge, model }, answers };
        let parts: CanonicalAnswer;
        try {
          parts = { ...a, judgeJcs: Buffer.from(canonicalJson(a.judge)), answersJcs: Buffer.from(canonicalJson(answers)) };
        } catch {
          return; // not JCS-representable (e.g. a lone surrogate): refused before any signing
        }
        expect(canonicalAnswerBytes(parts).equals(answerSigningBytes(a))).toBe(true);
        expect(signer.signCanonical(parts)).toEqual(signer.sign(a));
      }),
      { seed: 11, numRuns: 300 },
    );
  });

  it('writes only digests: anything DIGEST_PATTERN refuses is a RangeError', () => {
    const jcs = { judgeJcs: Buffer.from(canonicalJson(BASE.judge)), answersJcs: Buffer.from(canonicalJson(BASE.answers)) };
    const hex = '0123456789abcdef';
    const near = fc.oneof(
      fc.string(),
      fc.stringMatching(/^sha256:[0-9a-g]{63,65}$/),
      fc.tuple(fc.nat(63), fc.integer({ min: 0, max: 0xffff })).map(([at, c]) => {
        const d = `sha256:${hex.repeat(4)}`;
        return d.slice(0, 7 + at) + String.fromCharCode(c) + d.slice(8 + at);
      }),
      fc.constantFrom(`SHA256:${'a'.repeat(64)}`, `sha256:${'A'.repeat(64)}`, `sha256:${'a'.repeat(64)} `, `sha256:${'f'.repeat(64)}`),
    );
    fc.assert(
      fc.property(near, fc.boolean(), (d, asState) => {
        const a = { ...jcs, state_digest: asState ? d : BASE.state_digest, questions_digest: asState ? BASE.questions_digest : d };
        if (DIGEST_PATTERN.test(d)) expect(canonicalAnswerBytes(a).length).toBeGreaterThan(0);
        else expect(() => canonicalAnswerBytes(a)).toThrow(RangeError);
      }),
      { seed: 13, numRuns: 500 },
    );
  });

  it('verifies a good signature and refuses every field changed', () => {
    const seed = newSeed();
    const pub = publicKeyOf(seed);
    const sig = createAnswerSigner(seed).sign(BASE);
    expect(checkCosignature(BASE, sig, pub)).toEqual({ ok: true });
    const changed: SignedAnswer[] = [
      { ...BASE, state_digest: `sha256:${'9'.repeat(64)}` },
      { ...BASE, questions_digest: `sha256:${'9'.repeat(64)}` },
      { ...BASE, judge: { ...BASE.judge, model: 'judge-rules/1.0.1' } },
      { ...BASE, judge: { ...BASE.judge, replayable: false } },
      { ...BASE, answers: { ...(BASE.answers as object), unsafe: { noul: 1, probabilities: { yes: 1, no: 0 }, confidence: 1 } } },
      { ...BASE, answers: {} },
    ];
    for (const c of changed) expect(checkCosignature(c, sig, pub)).toMatchObject({ ok: false, code: 'cosign.invalid' });
  });

  it('returns a value for hostile signatures, never throws', () => {
    const seed = newSeed();
    const pub = publicKeyOf(seed);
    const keyid = keyIdOf(pub);
    expect(checkCosignature(BASE, undefined, pub)).toMatchObject({ ok: false, code: 'cosign.missing' });
    expect(checkCosignature(BASE, null, pub)).toMatchObject({ ok: false, code: 'cosign.malformed' });
    expect(checkCosignature(BASE, { keyid, sig: 'not base64!' }, pub)).toMatchObject({ ok: false, code: 'cosign.malformed' });
    expect(checkCosignature(BASE, { keyid, sig: 'AAAA' }, pub)).toMatchObject({ ok: false, code: 'cosign.invalid' });
    expect(checkCosignature(BASE, { keyid: 'ed25519:00', sig: 'AAAA' }, pub)).toMatchObject({ ok: false, code: 'cosign.keyid' });
    // Answers that JCS refuses (a NaN) cannot have been signed.
    expect(checkCosignature({ ...BASE, answers: { unsafe: { noul: Number.NaN } } }, { keyid, sig: 'AAAA' }, pub)).toMatchObject({
      ok: false,
      code: 'cosign.invalid',
    });
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (s) => {
        const r = checkCosignature(BASE, { keyid, sig: s }, pub);
        expect(r.ok).toBe(false);
      }),
      { seed: 11, numRuns: 200 },
    );
  });
});
