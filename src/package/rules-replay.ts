/**
 * The seam between the verifier and the rules judge: wraps src/rules `replayRules` as the
 * verifier's ReplayFn. Loaded lazily by the CLI so the verifier itself stays pure and testable.
 */
import type { Questions } from '../questions/types.js';
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
  const [{ replayRules }, { replayContent }] = await Promise.all([import('../rules/index.js'), import('../content/answer.js')]);
  // A state that holds a text is a content judgement's (docs/content.md): the content rules replay it.
  return (state, questions: Questions, rulesDigest) =>
    toReplayResult(
      isContentState(state) ? replayContent(state, questions, rulesDigest) : replayRules(state as State, questions, rulesDigest, overlays),
    );
}

function isContentState(state: unknown): state is State {
  return typeof state === 'object' && state !== null && typeof (state as State).content === 'object' && (state as State).content !== null;
}

/** The rules judges this build carries, model by rules digest (VerifyOptions.rulesModels). */
export async function loadRulesModels(): Promise<Map<string, string>> {
  const [{ rulesJudgeIdentity }, { contentJudgeIdentity }] = await Promise.all([import('../rules/index.js'), import('../content/pack.js')]);
  return new Map([rulesJudgeIdentity(), contentJudgeIdentity()].map((id) => [id.rules_digest!, id.model] as const));
}
