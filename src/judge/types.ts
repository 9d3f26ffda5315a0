/** The seam every judge (rules in-process, HTTP, served) plugs into. */
import type { Questions } from '../questions/types.js';
import type { State } from '../state/types.js';

export interface JudgeIdentity {
  model: string;
  provider: string;
  kind: string;
  replayable: boolean;
  /** Rules judges only: sha256 of the rule pack as loaded (with an overlay: of pack and overlay together). */
  rules_digest?: string;
  /** Rules judges with an overlay only: the built-in pack's digest and the overlay's (docs/configuration.md). */
  pack_digest?: string;
  overlay_digest?: string;
}

/** A judge's signature over `{state_digest, questions_digest, judge, answers}` (JCS). */
export interface JudgeSignature {
  keyid: string;
  sig: string;
}

/** What a judge returned, before validation: `answers` is untrusted until validated. */
export interface RawJudgement {
  judge: JudgeIdentity;
  answers: unknown;
  latency_ms: number;
  /** sha256 of the raw response bytes (HTTP judges). */
  response_digest?: string;
  request_id?: string;
  signature?: JudgeSignature;
}

export interface Judge {
  ask(state: State, questions: Questions): Promise<RawJudgement>;
}

/** The evidence behind one question's answer; a key nobody gave evidence for (`constructor` too) has none. */
export function evidenceFor(evidence: Record<string, string[]>, key: string): string[] {
  return Object.hasOwn(evidence, key) ? evidence[key]! : [];
}
