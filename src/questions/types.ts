/** Typed questions and answers (docs/concepts.md). Wire shapes only; validation lives beside them. */

export const EFFECTS = ['allow', 'warn', 'ask', 'deny'] as const;
export type Effect = (typeof EFFECTS)[number];

export const QUESTION_TYPES = ['noul', 'choice', 'score'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface Question {
  type: QuestionType;
  instructions: string;
  /** choice only: the allowed options. */
  options?: string[];
  /** score only: the ordered rubric, lowest first. */
  levels?: string[];
  /** A per-question bar that overrides --threshold. */
  threshold?: number;
  /** noul only: the effect when the answer meets the bar (default deny). */
  on_yes?: Effect;
}

/** Questions keyed by name; the questions digest is over the JCS bytes of this object. */
export type Questions = Record<string, Question>;

export interface AnswerCommon {
  probabilities?: Record<string, number>;
  /** In 0..1. Absent means unknown, never 1. */
  confidence?: number;
  /** The judge's own words on why; recorded, never decided on. */
  rationale?: string;
}
export interface NoulAnswer extends AnswerCommon {
  noul: number;
}
export interface ChoiceAnswer extends AnswerCommon {
  choice: string;
}
/** A score is answered with the name of one level of the rubric. */
export interface ScoreAnswer extends AnswerCommon {
  score: string;
}
export type Answer = NoulAnswer | ChoiceAnswer | ScoreAnswer;
export type Answers = Record<string, Answer>;

/**
 * A choice answered with the ingest verdict names maps onto effects (docs/content.md): pass lets
 * the content through, warn lets it through and tells the person, fail holds it for a person
 * (ask), deny refuses it. Effect names themselves map to themselves.
 */
export const VERDICT_EFFECT: Readonly<Record<string, Effect>> = { pass: 'allow', warn: 'warn', fail: 'ask', deny: 'deny' };
