/**
 * The seam between the verifier and the rules judge: wraps src/rules `replayRules` as the
 * verifier's ReplayFn. Loaded lazily by the CLI so the verifier itself stays pure and testable.
 */
import type { Answers, Questions } from '../questions/types.js';
import type { RuleSet } from '../rules/index.js';
import type { State } from '../state/types.js';
import type { ReplayFn, ReplayResult } from './types.js';

/** Maps what replayRules returns — answers, or a typed "not replayable here" — onto ReplayResult. */
export function toReplayResult(r: unknown): ReplayResult {
  if (typeof r === 'object' && r !== null) {
    const o = r as Record<string, unknown>;
    if (typeof o.answers === 'object' && o.answers !== null) return { status: 'replayed', answers: o.answers as Record<string, unknown> };
    const reason = typeof o.reason === 'string' ? o.reason : typeof o.message === 'string' ? o.message : 'not replayable here';
    return { status: 'not-replayable', reason };
  }
  return { status: 'not-replayable', reason: 'the rules judge gave no answers' };
}

/** `overlays`: the rule sets of the overlays the packages carry (src/rules `rulesWithOverlay`). */
export async function loadRulesReplay(overlays: readonly RuleSet[] = []): Promise<ReplayFn> {
  const [rules, { replayContent }] = await Promise.all([import('../rules/index.js'), import('../content/answer.js')]);
  const { replayRules, ruleQuestions, defaultQuestionKeys, selectDefaults } = rules;
  let defaults: Questions | undefined;
  // A state that holds a text is a content judgement's (docs/content.md): the content rules replay it.
  return (state, questions: Questions, rulesDigest, withSelection) => {
    if (isContentState(state)) return toReplayResult(replayContent(state, questions, rulesDigest));
    if (!withSelection) return toReplayResult(replayRules(state as State, questions, rulesDigest, overlays));
    // The selection is read off the answers to every default question (src/rules/applicable.ts);
    // the call's own definitions stand for the keys it asked.
    if (!defaults) {
      const known = ruleQuestions();
      defaults = Object.fromEntries(defaultQuestionKeys().map((k) => [k, known[k]!]));
    }
    const every = toReplayResult(replayRules(state as State, { ...defaults, ...questions }, rulesDigest, overlays));
    if (every.status !== 'replayed') return every;
    const answers: Record<string, unknown> = {};
    for (const key of Object.keys(questions)) answers[key] = every.answers[key];
    return { status: 'replayed', answers, selection: selectDefaults(defaultQuestionKeys(), every.answers as Answers) };
  };
}

function isContentState(state: unknown): state is State {
  return typeof state === 'object' && state !== null && typeof (state as State).content === 'object' && (state as State).content !== null;
}

/** The rules judges this build carries, model by rules digest (VerifyOptions.rulesModels). */
export async function loadRulesModels(): Promise<Map<string, string>> {
  const [{ rulesJudgeIdentity }, { contentJudgeIdentity }] = await Promise.all([import('../rules/index.js'), import('../content/pack.js')]);
  return new Map([rulesJudgeIdentity(), contentJudgeIdentity()].map((id) => [id.rules_digest!, id.model] as const));
}
