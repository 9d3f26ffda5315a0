/**
 * Decision arithmetic (docs/concepts.md, "The decision"): holds validated answers to their bars and
 * combines the per-question effects with fixed precedence deny > ask > warn > allow. Pure. Package
 * verify re-derives recorded decisions with these same functions.
 */
import { UsageError } from '../errors.js';
import { VERDICT_EFFECT, type Answer, type Answers, type Effect, type Question, type Questions } from '../questions/types.js';

export type Outcome = 'acted' | 'refused' | 'escalated' | 'ignored';

export const EFFECT_RANK: Record<Effect, number> = { allow: 0, warn: 1, ask: 2, deny: 3 };

export interface QuestionDecision {
  key: string;
  question: Question;
  answer: Answer;
  /** The bar this question was held to: its own threshold, else the call's. */
  bar: number;
  /** What the bar was compared with. */
  applies_to: 'noul' | 'confidence' | 'none';
  outcome: Outcome;
  /** null when the answer carries no effect (outcome ignored). */
  effect: Effect | null;
}

export interface Decision {
  effect: Effect;
  outcome: Outcome;
  /** Keys of the questions whose effect is the call's effect, in key order. */
  decided_by: string[];
  questions: QuestionDecision[];
}

/** Refuses a bar that is not a finite number in 0..1; `where` names the field (or, at the edge, the flag). */
export function assertBar(value: unknown, where: string): number {
  if (typeof value !== 'number') throw new UsageError('threshold.type', 'must be a number in 0..1', { where });
  // NaN is what Number() makes of text that is not a number: say that, not "NaN".
  if (Number.isNaN(value)) throw new UsageError('threshold.type', 'not a number (expected a number in 0..1, such as 0.5)', { where });
  if (!Number.isFinite(value)) throw new UsageError('threshold.non-finite', `${String(value)} is not a finite number in 0..1`, { where });
  if (value < 0 || value > 1) throw new UsageError('threshold.range', `${value} is outside 0..1`, { where });
  return value;
}

export function outcomeOfEffect(effect: Effect): Outcome {
  return effect === 'deny' ? 'refused' : effect === 'ask' ? 'escalated' : 'acted';
}

const isEffect = (s: string): s is Effect => s === 'allow' || s === 'warn' || s === 'ask' || s === 'deny';

/** The effect a choice names: an effect itself, or a verdict name when every option is one. */
function effectOfChoice(question: Question, choice: string): Effect | null {
  if (isEffect(choice)) return choice;
  const verdicts = question.options !== undefined && question.options.every((o) => Object.hasOwn(VERDICT_EFFECT, o));
  return verdicts && Object.hasOwn(VERDICT_EFFECT, choice) ? VERDICT_EFFECT[choice]! : null;
}

/** Holds one validated answer to its bar. */
export function decideQuestion(key: string, question: Question, answer: Answer, callBar: number): QuestionDecision {
  const bar = question.threshold ?? callBar;
  const base = { key, question, answer, bar };
  if ('noul' in answer) {
    // At the bar counts as yes; the effect is the question's own on_yes (default deny).
    const effect: Effect = answer.noul >= bar ? (question.on_yes ?? 'deny') : 'allow';
    return { ...base, applies_to: 'noul', effect, outcome: outcomeOfEffect(effect) };
  }
  const chosen = 'choice' in answer && question.type === 'choice' ? effectOfChoice(question, answer.choice) : null;
  if (chosen !== null) {
    // A missing confidence is unknown, not 1: it cannot meet the bar, so a person decides.
    const met = answer.confidence !== undefined && answer.confidence >= bar;
    const effect: Effect = met ? chosen : 'ask';
    return { ...base, applies_to: 'confidence', effect, outcome: outcomeOfEffect(effect) };
  }
  // Other choices and every score: recorded, but no rule turns them into an effect.
  return { ...base, applies_to: 'none', effect: null, outcome: 'ignored' };
}

/**
 * A call's effect from its questions' effects (given in key order): the strongest, allow when
 * none carries one; decided by every question whose effect it is.
 */
export function combineEffects(
  perQuestion: ReadonlyArray<{ key: string; effect: Effect | null }>,
): Pick<Decision, 'effect' | 'outcome' | 'decided_by'> {
  let effect: Effect = 'allow';
  for (const q of perQuestion) if (q.effect && EFFECT_RANK[q.effect] > EFFECT_RANK[effect]) effect = q.effect;
  const decided_by = perQuestion.filter((q) => q.effect === effect).map((q) => q.key);
  return { effect, outcome: outcomeOfEffect(effect), decided_by };
}

/** Decides a whole call. `questions` and `answers` must already be validated against each other. */
export function decide(questions: Questions, answers: Answers, callBar: number): Decision {
  assertBar(callBar, 'threshold');
  const perQuestion = Object.keys(questions)
    .sort()
    .map((key) => decideQuestion(key, questions[key]!, answers[key]!, callBar));
  return { ...combineEffects(perQuestion), questions: perQuestion };
}
