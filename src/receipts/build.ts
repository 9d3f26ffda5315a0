/** Builds payloads from the values a call produced (pure; the schemas check them at signing). */
import type { Decision, QuestionDecision } from '../decision/decide.js';
import type { JudgeIdentity, JudgeSignature } from '../judge/types.js';
import type { Effect } from '../questions/types.js';
import type { AnswerRecord, JudgementPayload, QuestionRecord, ResolutionDecision, ResolutionPayload } from './types.js';
import { isWideSpace } from '../text/space.js';

export interface JudgementInputs {
  tool: string;
  capability: string;
  stateDigest: string;
  questionsDigest: string;
  /** The questions are the rules judge's default selection for the state (docs/FORMAT.md). */
  selection?: 'defaults';
  judge: JudgeIdentity;
  latencyMs: number;
  responseDigest?: string;
  requestId?: string;
  judgeSignature?: JudgeSignature;
  decision: Decision;
  setBy: string;
  contract?: { id: string; version: string };
  /** Digest of the project configuration in force (docs/configuration.md), when there is one. */
  configDigest?: string;
  callId: string;
}

function questionRecord(q: QuestionDecision): QuestionRecord {
  const r: QuestionRecord = { key: q.key, type: q.question.type, instructions: q.question.instructions };
  if (q.question.options !== undefined) r.options = [...q.question.options];
  if (q.question.levels !== undefined) r.levels = [...q.question.levels];
  if (q.question.threshold !== undefined) r.threshold = q.question.threshold;
  if (q.question.on_yes !== undefined) r.on_yes = q.question.on_yes;
  return r;
}

/** Copies only the fields a judge identity has, so nothing extra rides into a signed payload. */
function judgeRecord(j: JudgeIdentity): JudgeIdentity {
  const r: JudgeIdentity = { model: j.model, provider: j.provider, kind: j.kind, replayable: j.replayable };
  if (j.rules_digest !== undefined) r.rules_digest = j.rules_digest;
  if (j.pack_digest !== undefined) r.pack_digest = j.pack_digest;
  if (j.overlay_digest !== undefined) r.overlay_digest = j.overlay_digest;
  return r;
}

/** One judgement.v1 payload per question, `index` 0..count−1 in question-key order (FORMAT.md). */
export function judgementPayloads(i: JudgementInputs): JudgementPayload[] {
  const questions = [...i.decision.questions].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const count = questions.length;
  return questions.map((q, index) => {
    const p: JudgementPayload = {
      judge: judgeRecord(i.judge),
      tool: i.tool,
      capability: i.capability,
      state_digest: i.stateDigest,
      questions_digest: i.questionsDigest,
      question: questionRecord(q),
      answer: { ...q.answer } as AnswerRecord,
      threshold: { value: q.bar, applies_to: q.applies_to, set_by: q.question.threshold !== undefined ? 'question' : i.setBy },
      outcome: q.outcome,
      effect: q.effect,
      call: { id: i.callId, index, count, effect: i.decision.effect, outcome: i.decision.outcome, decided_by: [...i.decision.decided_by] },
      latency_ms: i.latencyMs,
    };
    if (i.selection !== undefined) p.call.selection = i.selection;
    if (i.contract) p.contract = { id: i.contract.id, version: i.contract.version };
    if (i.responseDigest !== undefined) p.response_digest = i.responseDigest;
    if (i.requestId !== undefined) p.request_id = i.requestId;
    if (i.configDigest !== undefined) p.config_digest = i.configDigest;
    if (i.judgeSignature) p.judge_signature = { keyid: i.judgeSignature.keyid, sig: i.judgeSignature.sig };
    return p;
  });
}

/**
 * What a person's decision overrides, if anything (docs/receipts.md). `ask` is the judge handing the call
 * to a person, so no decision contradicts it. Allowing contradicts deny; denying contradicts
 * allow and warn; routing contradicts allow and warn (the call does not go through as judged)
 * but not deny (it does not run either way). A judgement with no effect has nothing to override.
 */
export function overridesOf(judged: Effect | null, decision: ResolutionDecision): Effect | undefined {
  if (judged === null || judged === 'ask') return undefined;
  if (decision === 'allow') return judged === 'deny' ? judged : undefined;
  return judged === 'allow' || judged === 'warn' ? judged : undefined;
}

export function resolutionPayload(r: {
  judgement: string;
  by: string;
  decision: ResolutionDecision;
  route?: string;
  reason?: string;
  judgedEffect: Effect | null;
  keyBound: boolean;
}): ResolutionPayload {
  const p: ResolutionPayload = { judgement: r.judgement, by: r.by, decision: r.decision, key_bound: r.keyBound };
  if (r.route !== undefined) p.route = r.route;
  if (r.reason !== undefined) p.reason = r.reason;
  const overrides = overridesOf(r.judgedEffect, r.decision);
  if (overrides !== undefined) p.overrides = overrides;
  return p;
}

/** A URI as `--by` and `signer` need it: `scheme:` then something, no spaces or controls. */
export function isUri(s: unknown): s is string {
  if (typeof s !== 'string' || s.length < 3 || s.length > 512) return false;
  const colon = s.indexOf(':');
  if (colon < 1 || colon === s.length - 1) return false;
  for (let i = 0; i < colon; i++) {
    const c = s.charCodeAt(i);
    const alpha = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (!(alpha || (i > 0 && ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46)))) return false;
  }
  for (let i = colon + 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c <= 32 || c === 127 || c === 0x85 || isWideSpace(c)) return false;
  }
  return true;
}
