/** Wire types of statements and payloads (docs/FORMAT.md); `schemas/*.json` are the normative form. */
import type { Outcome } from '../decision/decide.js';
import type { JudgeIdentity, JudgeSignature } from '../judge/types.js';
import type { Answer, Effect, QuestionType } from '../questions/types.js';

export const PAYLOAD_TYPE = 'application/vnd.judge.statement+json';
export const STATEMENT_TYPE = 'judge.statement/v1';
export const SYSTEM_SIGNER = 'system://judge';

export const KINDS = ['judgement.v1', 'judgement.resolution.v1', 'judgement.close.v1', 'judgement.unjudged.v1'] as const;
export type Kind = (typeof KINDS)[number];

export interface Statement<P = unknown> {
  type: typeof STATEMENT_TYPE;
  kind: Kind;
  signer: string;
  /** Millisecond UTC, `2026-11-29T14:00:00.123Z`. */
  issued_at: string;
  /** session, seq and prev: all three inside a session, none for a loose receipt. */
  session?: string;
  seq?: number;
  prev?: string | null;
  subject?: string;
  payload: P;
}

export interface EnvelopeSignature {
  keyid: string;
  sig: string;
}

export interface Envelope {
  payloadType: string;
  payload: string;
  signatures: EnvelopeSignature[];
}

export interface QuestionRecord {
  key: string;
  type: QuestionType;
  instructions: string;
  options?: string[];
  levels?: string[];
  threshold?: number;
  on_yes?: Effect;
}

export type AnswerRecord = Answer & { rationale?: string };

export interface JudgementPayload {
  judge: JudgeIdentity;
  tool: string;
  capability: string;
  state_digest: string;
  questions_digest: string;
  question: QuestionRecord;
  answer: AnswerRecord;
  threshold: { value: number; applies_to: 'noul' | 'confidence' | 'none'; set_by: string };
  outcome: Outcome;
  effect: Effect | null;
  call: {
    id: string;
    index: number;
    count: number;
    effect: Effect;
    outcome: Outcome;
    decided_by: string[];
    /** The questions are the rules judge's default selection for the state (docs/FORMAT.md). */
    selection?: 'defaults';
  };
  contract?: { id: string; version: string };
  response_digest?: string;
  request_id?: string;
  /** The project configuration the call was judged under (docs/configuration.md); absent without one. */
  config_digest?: string;
  latency_ms: number;
  judge_signature?: JudgeSignature;
  /** Content judgements only: the text's digest, length, source and findings, never the text. */
  content?: ContentRecord;
}

export interface ContentRecord {
  digest: string;
  length: number;
  source: string;
  findings: Array<{ code: string; start: number; end: number; window: number }>;
}

export type ResolutionDecision = 'allow' | 'deny' | 'route';

export interface ResolutionPayload {
  judgement: string;
  by: string;
  decision: ResolutionDecision;
  route?: string;
  reason?: string;
  overrides?: Effect;
  key_bound: boolean;
}

export interface ClosePayload {
  session: string;
  count: number;
  head: string | null;
  receipt_ids_digest: string;
  files: Record<string, string>;
}

export interface UnjudgedPayload {
  tool: string;
  capability: string;
  state_digest: string;
  reason: string;
  proceeded: boolean;
  /** The project config the gate ran under (absent without one), as judgement.v1 records it. */
  config_digest?: string;
}

export interface PayloadOf {
  'judgement.v1': JudgementPayload;
  'judgement.resolution.v1': ResolutionPayload;
  'judgement.close.v1': ClosePayload;
  'judgement.unjudged.v1': UnjudgedPayload;
}
