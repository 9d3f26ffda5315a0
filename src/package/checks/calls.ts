/**
 * The call-level half of "judgements": a call's receipts (one per question) must be complete
 * (index 0..count−1, once each), agree on the call and on what was asked, sit side by side in
 * the chain (one call is written under one lock), record the effect and `decided_by` their own
 * effects combine to, and carry one judge co-signature that checks out. The questions of a call
 * that passes are rebuilt from its receipts and must hash to `questions_digest`: only then can
 * the call be replayed.
 */
import { digestOf } from '../../canonical/jcs.js';
import { combineEffects } from '../../decision/decide.js';
import type { Questions } from '../../questions/types.js';
import { checkCosignature } from '../../receipts/answer-signature.js';
import type { Findings } from '../findings.js';
import type { Judgement, JudgementPayload } from '../parse.js';
import type { Rec } from './chain.js';

/** A judgement receipt with its typed payload. */
export interface JRec {
  rec: Rec;
  id: string;
  j: Judgement;
}

/** Hashes each distinct question set once: a session asks the same sets over and over. */
export type DigestMemo = Map<string, string | null>;

/**
 * Checks one call; its problems go to `findings` as failures (a co-signature by a key the
 * package does not hold, as a warning). Returns the call's questions when they can be trusted
 * for a replay, else null.
 */
export function checkCall(callId: string, recs: readonly JRec[], findings: Findings, memo: DigestMemo): Questions | null {
  const first = recs[0]!.j.payload;
  const count = first.call.count;
  const byIndex = new Map<number, JRec>();
  const problems: string[] = [];
  // Values parsed from canonical payloads enumerate their keys alike and hold no lone surrogate
  // (parseCanonical refuses them), so JSON.stringify compares them as their JCS text would: also
  // against decided_by as combineEffects gives it (question keys, in order), below.
  const decidedBy = JSON.stringify(first.call.decided_by);
  const judge = JSON.stringify(first.judge);
  const sameCall = (p: JudgementPayload): boolean =>
    p.call.count === first.call.count &&
    p.call.effect === first.call.effect &&
    p.call.outcome === first.call.outcome &&
    p.call.selection === first.call.selection &&
    (p === first || JSON.stringify(p.call.decided_by) === decidedBy);
  const sameAsk = (p: JudgementPayload): boolean =>
    p.state_digest === first.state_digest &&
    p.questions_digest === first.questions_digest &&
    p.tool === first.tool &&
    p.capability === first.capability &&
    (p === first || JSON.stringify(p.judge) === judge);
  for (const r of recs) {
    const p = r.j.payload;
    if (byIndex.has(p.call.index)) problems.push(`index ${p.call.index} twice`);
    byIndex.set(p.call.index, r);
    if (!sameCall(p)) problems.push(`${r.id} disagrees on the call's count, effect, decided_by or selection`);
    if (!sameAsk(p)) problems.push(`${r.id} names another judge, state or question set`);
    if (r.rec.pkg !== recs[0]!.rec.pkg) problems.push(`${r.id} is in another session`);
  }
  const missing: number[] = [];
  for (let i = 0; i < count; i++) if (!byIndex.has(i)) missing.push(i);
  if (missing.length > 0)
    problems.push(
      `${recs.length} of ${count} receipts (index ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''} missing)`,
    );
  for (const i of byIndex.keys()) if (i >= count) problems.push(`index ${i} beyond count ${count}`);
  const ordered = [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
  const keys = ordered.map((r) => r.j.payload.question.key);
  const sorted = [...keys].sort();
  if (new Set(keys).size !== keys.length) problems.push('a question key appears twice');
  else if (keys.some((k, i) => k !== sorted[i])) problems.push('index order is not question-key order');
  const seqs = ordered.map((r) => r.rec.st.seq);
  if (missing.length === 0 && seqs.some((s, i) => typeof s !== 'number' || s !== (seqs[0] as number) + i))
    problems.push('its receipts are not contiguous in the chain');

  let questions: Questions | null = null;
  if (missing.length === 0 && problems.length === 0) {
    // In index order, which is question-key order (checked above), as `decide` orders them.
    const got = combineEffects(ordered.map((r) => ({ key: r.j.payload.question.key, effect: r.j.payload.effect })));
    if (first.call.effect !== got.effect || first.call.outcome !== got.outcome || decidedBy !== JSON.stringify(got.decided_by)) {
      problems.push(
        `recorded ${first.call.outcome}/${first.call.effect} decided by [${first.call.decided_by.join(', ')}], but its receipts give ${got.outcome}/${got.effect} decided by [${got.decided_by.join(', ')}]`,
      );
    }
    const rebuilt: Record<string, Record<string, unknown>> = {};
    for (const r of ordered) rebuilt[r.j.payload.question.key] = r.j.questionDef;
    const memoKey = JSON.stringify(rebuilt);
    let digest = memo.get(memoKey);
    if (digest === undefined) {
      try {
        digest = digestOf(rebuilt);
      } catch {
        digest = null;
      }
      memo.set(memoKey, digest);
    }
    // A judge's co-signature (docs/FORMAT.md) is checked again here, from the receipts alone.
    const cosig = first.judge_signature;
    const cosigText = JSON.stringify(cosig ?? null);
    if (ordered.some((r) => r.j.payload.judge_signature !== cosig && JSON.stringify(r.j.payload.judge_signature ?? null) !== cosigText)) {
      problems.push('its receipts disagree on the judge co-signature');
    } else if (cosig) {
      const key = recs[0]!.rec.pkg.keys.get(cosig.keyid);
      if (!key) findings.warn(`${callId}: judge co-signature by ${cosig.keyid} not checked: that key is not in the package`);
      else {
        const answers: Record<string, unknown> = {};
        for (const r of ordered) answers[r.j.payload.question.key] = r.j.payload.answer;
        const check = checkCosignature(
          { state_digest: first.state_digest, questions_digest: first.questions_digest, judge: first.judge, answers },
          cosig,
          key.publicKey,
        );
        if (!check.ok) problems.push(`judge co-signature: ${check.reason}`);
      }
    }
    if (digest !== first.questions_digest) problems.push('its questions do not hash to questions_digest');
    else {
      const qs: Questions = {};
      for (const r of ordered) qs[r.j.payload.question.key] = r.j.question;
      questions = qs;
    }
  }
  for (const pr of problems) findings.fail(`${callId}: ${pr}`);
  return questions;
}
