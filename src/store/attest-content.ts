/**
 * `judge content --attest`: one judgement.v1 receipt per question, like a call's, each carrying
 * the content's digest, length, source and the findings behind its question (codes and
 * offsets). The text itself is never written to the store: unlike a call's state, a content
 * state is not kept beside the receipts (the caller keeps it with --state-out, for replay).
 */
import { newCallId } from '../crypto/ids.js';
import { InternalError } from '../errors.js';
import { judgementPayloads, type JudgementInputs } from '../receipts/build.js';
import type { ContentRecord } from '../receipts/types.js';
import { assertSubject, emit, type AttestResult } from './attest.js';
import type { StoreLocation } from './locate.js';

export interface AttestContent extends Omit<JudgementInputs, 'callId'> {
  store: StoreLocation;
  thresholdValue: number;
  subject?: string;
  content: {
    digest: string;
    length: number;
    source: string;
    findings: ReadonlyArray<{ code: string; question: string; start: number; end: number; window: number }>;
  };
}

export async function attestContent(c: AttestContent): Promise<AttestResult> {
  const { store, thresholdValue, subject, content, ...inputs } = c;
  assertSubject(subject);
  for (const q of inputs.decision.questions) {
    if (q.question.threshold === undefined && q.bar !== thresholdValue) {
      throw new InternalError('attest.threshold', `question ${q.key} was held to ${q.bar}, not the call's threshold ${thresholdValue}`);
    }
  }
  const callId = newCallId();
  const payloads = judgementPayloads({ ...inputs, callId }).map((p) => {
    const record: ContentRecord = {
      digest: content.digest,
      length: content.length,
      source: content.source,
      // The verdict rests on every finding; a question on its own.
      findings: content.findings
        .filter((f) => p.question.key === 'verdict' || f.question === p.question.key)
        .slice(0, 1024)
        .map((f) => ({ code: f.code, start: f.start, end: f.end, window: f.window })),
    };
    return { ...p, content: record };
  });
  const { receipts, sessionId } = await emit(store, 'judgement.v1', payloads, { subject });
  return { receiptIds: receipts.map((r) => r.id), sessionId, callId };
}
