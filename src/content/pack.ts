/**
 * The content pack (rules/content.json): questions, reason codes, windows and on_error. Data,
 * versioned and digested like the call rules; the digest names the pack in a content judge's
 * identity so a verifier knows which rules to re-run. Pure.
 */
import data from '../../rules/content.json' with { type: 'json' };
import { digestOf } from '../canonical/jcs.js';
import type { JudgeIdentity } from '../judge/types.js';
import { VERDICT_EFFECT, type Effect, type Question, type Questions } from '../questions/types.js';
import type { ContentQuestion } from './codes.js';

export type OnError = 'deny' | 'ask' | 'error';

interface PackQuestion {
  type: 'noul' | 'choice';
  instructions: string;
  options?: string[];
  on_yes?: Effect;
  /** True when the rules' "no" is a fact about the characters (no model can find more). */
  exact: boolean;
  codes: string[];
}

export interface ContentPack {
  version: string;
  window: { size: number; overlap: number; max_windows: number };
  on_error: OnError;
  /** The call rules' digest: embedded commands are judged by them, so they are part of this pack. */
  call_rules_digest: string;
  /** The learned prompt_injection scorer's weights (rules/injection-weights.json), digested into this pack. */
  injection_weights_digest: string;
  default_questions: string[];
  scan_questions: string[];
  questions: Record<ContentQuestion | 'verdict', PackQuestion>;
}

const PACK = data as unknown as ContentPack;

export function contentPack(): ContentPack {
  return PACK;
}

let digest: string | undefined;
/** sha256 over the JCS bytes of rules/content.json (a few KB: computed on first use). */
export function contentRulesDigest(): string {
  digest ??= digestOf(data);
  return digest;
}

export function contentJudgeIdentity(): JudgeIdentity {
  return { model: `judge-content/${PACK.version}`, provider: 'judge', kind: 'rules', replayable: true, rules_digest: contentRulesDigest() };
}

/** The wire definitions of every key the content rules answer. */
export function contentQuestions(): Questions {
  const out: Questions = {};
  for (const [key, q] of Object.entries(PACK.questions)) {
    const def: Question = { type: q.type, instructions: q.instructions };
    if (q.options) def.options = [...q.options];
    if (q.on_yes) def.on_yes = q.on_yes;
    out[key] = def;
  }
  return out;
}

export { VERDICT_EFFECT };
/** The verdict name of an effect (the inverse of VERDICT_EFFECT). */
export const EFFECT_VERDICT: Readonly<Record<Effect, string>> = { allow: 'pass', warn: 'warn', ask: 'fail', deny: 'deny' };
