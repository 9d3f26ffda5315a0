/**
 * The rules judge as `judge serve` offers it over HTTP: the pipeline's ask step for a state and
 * questions that arrive in a request (the client gate decides, validates and attests).
 */
import type { ServedJudge } from '../http/server.js';
import { RULES_VERSION, answerWithRules, rulesJudgeIdentity } from '../rules/index.js';

export function servedRulesJudge(): ServedJudge {
  const identity = rulesJudgeIdentity();
  return {
    identity,
    answer: (state, questions) => answerWithRules(state, questions).answers,
    health: { rules_version: RULES_VERSION, rules_digest: identity.rules_digest },
  };
}
