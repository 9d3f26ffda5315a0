/**
 * The content pack (rules/content.json): questions, reason codes, windows and on_error. Data,
 * versioned and digested like the call rules; the digest names the pack in a content judge's
 * identity so a verifier knows which rules to re-run. Pure.
 */
import data from '../../rules/content.json' with { type: 'json' };
import { digestOf } from '../canonical/jcs.js';
import type { JudgeIdentity } from '../judge/types.js';
import { VERDICT_EFFECT, type Effect, type Question, type Questions } from '../questions/types.js';
import { selectQuestions } from '../questions/select.js';
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

/**
 * Set by the build (scripts/build.mjs, from this file's own functions): contentRulesDigest() and
 * the digest of defaultContentQuestions(). Hashing 7 KB at run time loads node:crypto, 15 ms of
 * a cold `judge content` (docs/design-and-performance.md). From source both are computed.
 */
declare const JUDGE_CONTENT_RULES_DIGEST: string;
declare const JUDGE_CONTENT_QUESTIONS_DIGEST: string;

let digest: string | undefined;
/** sha256 over the JCS bytes of rules/content.json (shipped by the build, else computed on first use). */
export function contentRulesDigest(): string {
  digest ??= typeof JUDGE_CONTENT_RULES_DIGEST === 'string' ? JUDGE_CONTENT_RULES_DIGEST : digestOf(data);
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

/** The questions `judge content` asks without `--question` or a questions file. */
export function defaultContentQuestions(): Questions {
  return selectQuestions({ known: contentQuestions(), defaults: PACK.default_questions });
}

let defaultsText: string | undefined;
/** The questions_digest of content questions: the defaults' shipped by the build, any others hashed. */
export function contentQuestionsDigest(questions: Questions): string {
  if (typeof JUDGE_CONTENT_QUESTIONS_DIGEST === 'string') {
    // The same JSON text is the same JSON value, so the same JCS bytes; any doubt is hashed.
    defaultsText ??= JSON.stringify(defaultContentQuestions());
    if (JSON.stringify(questions) === defaultsText) return JUDGE_CONTENT_QUESTIONS_DIGEST;
  }
  return digestOf(questions);
}
