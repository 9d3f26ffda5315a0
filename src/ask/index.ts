/**
 * Asks the judge a call names: the built-in rules (in process, replayable) or an HTTP judge.
 * Shared by `judge --tool …` and the gates, so both ask in exactly the same way.
 */
import type { HttpJudgeFlags } from '../http/options.js';
import type { RawJudgement } from '../judge/types.js';
import type { Questions } from '../questions/types.js';
import { answerWithRules, rulesJudgeIdentity, type CallFacts, type RuleSet } from '../rules/index.js';
import type { State } from '../state/types.js';

/** Raw answers plus, for the rules judge, the evidence behind each (empty for an HTTP judge). */
export type AskedJudgement = RawJudgement & { evidence: Record<string, string[]> };

/** `facts`: the rules' reading of `state`, when the caller already has it (the rules judge then does not parse again). */
export async function askJudge(
  http: (HttpJudgeFlags & { judgeUrl: string }) | undefined,
  env: NodeJS.ProcessEnv,
  state: State,
  questions: Questions,
  facts?: () => CallFacts,
  rules?: RuleSet,
): Promise<AskedJudgement> {
  if (http) {
    // Loaded only when asked for: undici stays off the rules judge's start-up path.
    const { httpJudgeFromFlags } = await import('../http/options.js');
    const judge = await httpJudgeFromFlags(http, env);
    return { ...(await judge.ask(state, questions)), evidence: {} };
  }
  // process.hrtime, not performance.now(): the latter loads perf_hooks on every cold start.
  const started = process.hrtime.bigint();
  const { answers, evidence } = answerWithRules(state, questions, facts?.(), rules);
  const flat: Record<string, string[]> = {};
  for (const [key, hits] of Object.entries(evidence)) flat[key] = hits.map((h) => h.evidence);
  return {
    judge: rulesJudgeIdentity(rules),
    answers,
    latency_ms: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
    evidence: flat,
  };
}
