/**
 * `package verify` re-checks an HTTP judge's co-signature (docs/http.md) from the receipts
 * alone: the call's state and questions digests, its judge, and the answers of all its
 * receipts. The forgeries are an insider's: receipts re-signed with the store key, so every
 * envelope signature still checks out and only the co-signature can tell.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPackages, type PackageInput, type Row, type VerifyReport } from '../../src/package/verify.js';
import { signAnswer } from '../../src/receipts/answer-signature.js';
import type { JudgementPayload, Statement } from '../../src/receipts/types.js';
import { loadSystemKey } from '../../src/store/keys.js';
import { buildPackage, readPackageDir, reseal, testReplay } from '../helpers/package-store.js';

const row = (r: VerifyReport, check: Row['check']): Row => r.rows.find((x) => x.check === check)!;
const verify = (inputs: PackageInput[]) => verifyPackages(inputs, { replay: testReplay });
const judgementsOf = (sts: Statement[]) => sts.filter((s) => s.kind === 'judgement.v1') as Array<Statement<JudgementPayload>>;

let base: Awaited<ReturnType<typeof buildPackage>>;
let pkg: PackageInput;
beforeAll(async () => {
  base = await buildPackage({ calls: 3, withStates: true });
  pkg = readPackageDir(base.dir, 'base');
});

/** Co-signs the first call's answers with `seed` and writes the signature into all its receipts. */
function cosignFirstCall(sts: Statement[], seed: Uint8Array, editAnswer = false): Statement[] {
  const js = judgementsOf(sts);
  const callId = js[0]!.payload.call.id;
  const call = js.filter((s) => s.payload.call.id === callId);
  const first = call[0]!.payload;
  const answers = Object.fromEntries(call.map((s) => [s.payload.question.key, s.payload.answer]));
  const signature = signAnswer(
    { state_digest: first.state_digest, questions_digest: first.questions_digest, judge: first.judge, answers },
    seed,
  );
  for (const s of call) s.payload.judge_signature = signature;
  if (editAnswer) {
    // The answer moves after the judge signed it, but stays on the same side of its bar, so the
    // recorded effect still follows from it: only the co-signature is left to notice.
    const victim = call.find((s) => 'noul' in s.payload.answer)!;
    const answer = victim.payload.answer as { noul: number; probabilities?: unknown };
    answer.noul = answer.noul >= 0.5 ? 0.99 : 0.01;
    delete answer.probabilities;
  }
  return sts;
}

describe('judge co-signatures in a package', () => {
  it('a co-signature by a key the package carries verifies', () => {
    const seed = loadSystemKey(base.store).seed;
    const r = verify([reseal(base.store, pkg, (sts) => cosignFirstCall(sts, seed))]);
    expect(row(r, 'signatures').status).toBe('pass');
    expect(row(r, 'judgements').failures.join('\n')).not.toMatch(/co-signature/);
    expect(row(r, 'judgements').warnings.join('\n')).not.toMatch(/co-signature/);
  });

  it('an answer edited after the judge signed it fails, though every envelope signature checks out', () => {
    const seed = loadSystemKey(base.store).seed;
    const r = verify([reseal(base.store, pkg, (sts) => cosignFirstCall(sts, seed, true))]);
    expect(row(r, 'signatures').status).toBe('pass');
    expect(r.verified).toBe(false);
    const failures = row(r, 'judgements').failures;
    expect(failures.join('\n')).toMatch(/judge co-signature: signature by \S+ does not verify/);
    expect(failures.every((f) => f.includes('co-signature'))).toBe(true);
  });

  it('a co-signature by a key the package does not carry is reported as not checked', () => {
    const stranger = new Uint8Array(32).fill(7);
    const r = verify([reseal(base.store, pkg, (sts) => cosignFirstCall(sts, stranger))]);
    expect(row(r, 'judgements').warnings.join('\n')).toMatch(/judge co-signature by \S+ not checked: that key is not in the package/);
  });
});
