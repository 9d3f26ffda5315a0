/**
 * Strict validation of questions and answers (docs/concepts.md), shared by every judge. Untrusted
 * values come in as `unknown`; every fault is collected with its `key.field` path, and any
 * fault refuses the whole answer set — a bad answer is an error, never an allow.
 */
import { BadAnswerError, UsageError } from '../errors.js';
import { EFFECTS, QUESTION_TYPES, type Answer, type Answers, type Effect, type Question, type Questions } from './types.js';
import { isRecord } from '../wire/json.js';

/** Longest rationale kept with an answer (the receipt schema's cap). */
export const MAX_RATIONALE = 4000;

const isUnit = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;

/** Question keys: short identifiers, so they read well in receipts and predicates. */
export function isQuestionKey(key: string): boolean {
  if (key.length === 0 || key.length > 64) return false;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    const lower = c >= 97 && c <= 122;
    const digit = c >= 48 && c <= 57;
    if (!(lower || (i > 0 && (digit || c === 95 || c === 46 || c === 45)))) return false;
  }
  return true;
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  return typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v).slice(0, 40)}`;
}

function unitField(problems: string[], path: string, v: unknown): void {
  if (typeof v !== 'number') problems.push(`${path}: expected a number in 0..1, got ${describe(v)}`);
  else if (!isUnit(v)) problems.push(`${path}: ${v} is outside 0..1`);
}

/** How far a sum of probabilities or a restated value may drift from exact (float rounding). */
export const PROBABILITY_TOLERANCE = 1e-9;

/**
 * Probabilities are a distribution over the question's outcomes and must agree with the answer
 * they come with: they sum to 1, a noul's `yes` is the noul itself, and a choice or score names
 * an outcome no other outcome outweighs. An answer that says two things is not an answer.
 */
function checkProbabilities(key: string, q: Question, value: unknown, probs: Record<string, number>, problems: string[]): void {
  const entries = Object.entries(probs);
  const sum = entries.reduce((s, [, p]) => s + p, 0);
  if (Math.abs(sum - 1) > PROBABILITY_TOLERANCE) problems.push(`${key}.probabilities: sum to ${sum}, not 1`);
  if (q.type === 'noul') {
    const yes = probs.yes ?? 1 - (probs.no ?? 1 - (value as number));
    if (Math.abs(yes - (value as number)) > PROBABILITY_TOLERANCE)
      problems.push(`${key}.probabilities.yes: ${yes} contradicts noul ${value as number}`);
    return;
  }
  const chosen = probs[value as string] ?? 0;
  const heavier = entries.find(([name, p]) => name !== value && p > chosen + PROBABILITY_TOLERANCE);
  if (heavier) problems.push(`${key}.probabilities.${heavier[0]}: ${heavier[1]} outweighs the answer ${JSON.stringify(value)} (${chosen})`);
}

/** Validates one answer against its question; pushes problems, returns the typed answer when clean. */
export function validateAnswer(key: string, q: Question, raw: unknown, problems: string[]): Answer | undefined {
  const before = problems.length;
  if (!isRecord(raw)) {
    problems.push(`${key}: expected an answer object, got ${describe(raw)}`);
    return undefined;
  }
  const allowed = new Set([q.type, 'probabilities', 'confidence', 'rationale']);
  for (const field of Object.keys(raw)) {
    if (!allowed.has(field)) problems.push(`${key}.${field}: unexpected field for a ${q.type} answer`);
  }
  const value = raw[q.type];
  if (value === undefined) problems.push(`${key}.${q.type}: missing (a ${q.type} question needs a ${q.type} answer)`);
  else if (q.type === 'noul') unitField(problems, `${key}.noul`, value);
  else if (q.type === 'choice') {
    if (typeof value !== 'string') problems.push(`${key}.choice: expected one of the options, got ${describe(value)}`);
    else if (!q.options!.includes(value)) problems.push(`${key}.choice: "${value.slice(0, 40)}" is not one of ${q.options!.join(', ')}`);
  } else {
    if (typeof value !== 'string') problems.push(`${key}.score: expected a level name of the rubric, got ${describe(value)}`);
    else if (!q.levels!.includes(value)) problems.push(`${key}.score: "${value.slice(0, 40)}" is not a level of ${q.levels!.join(', ')}`);
  }
  if (raw.confidence !== undefined) unitField(problems, `${key}.confidence`, raw.confidence);
  if (raw.rationale !== undefined && (typeof raw.rationale !== 'string' || raw.rationale.length > MAX_RATIONALE)) {
    problems.push(`${key}.rationale: expected a string of at most ${MAX_RATIONALE} characters`);
  }
  const probs = raw.probabilities;
  if (probs !== undefined) {
    if (!isRecord(probs)) problems.push(`${key}.probabilities: expected an object of numbers in 0..1`);
    else {
      const outcomes = q.type === 'noul' ? ['yes', 'no'] : q.type === 'choice' ? q.options! : q.levels!;
      for (const [name, p] of Object.entries(probs)) {
        if (!outcomes.includes(name)) problems.push(`${key}.probabilities.${name}: not an outcome of this question`);
        unitField(problems, `${key}.probabilities.${name}`, p);
      }
      if (problems.length === before) checkProbabilities(key, q, value, probs as Record<string, number>, problems);
    }
  }
  if (problems.length > before) return undefined;
  const answer: Record<string, unknown> = { [q.type]: value };
  if (probs !== undefined) answer.probabilities = { ...(probs as Record<string, number>) };
  if (raw.confidence !== undefined) answer.confidence = raw.confidence;
  // Kept, so an answer a judge signed can be re-checked from the receipts alone.
  if (raw.rationale !== undefined) answer.rationale = raw.rationale;
  return answer as unknown as Answer;
}

/**
 * Validates a judge's answers against the questions asked. Every question must be answered;
 * an answer to a question not asked is refused too (it could not have been decided on).
 * Returns a fresh copy, so the caller decides on exactly the values that were checked.
 */
export function validateAnswers(questions: Questions, raw: unknown): Answers {
  if (!isRecord(raw)) throw new BadAnswerError('answer.not-object', `answers: expected an object keyed by question, got ${describe(raw)}`);
  const problems: string[] = [];
  const answers: Answers = {};
  for (const key of Object.keys(questions).sort()) {
    if (!Object.hasOwn(raw, key)) {
      problems.push(`${key}: missing answer`);
      continue;
    }
    const a = validateAnswer(key, questions[key]!, raw[key], problems);
    if (a) answers[key] = a;
  }
  for (const key of Object.keys(raw)) {
    if (!Object.hasOwn(questions, key)) problems.push(`${key}: answers a question that was not asked`);
  }
  if (problems.length > 0) {
    throw new BadAnswerError(
      'answer.invalid',
      `bad answer: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}`,
      problems,
    );
  }
  return answers;
}

/**
 * Validates a question definition (from a questions file, or the rule pack).
 * `where` names the source, e.g. `questions.json: risk`.
 */
export function validateQuestion(where: string, raw: unknown): Question {
  if (!isRecord(raw)) throw new UsageError('question.not-object', `${where}: expected an object {type, instructions, …}`);
  const known = new Set(['type', 'instructions', 'options', 'levels', 'threshold', 'on_yes']);
  for (const field of Object.keys(raw)) {
    if (!known.has(field))
      throw new UsageError(
        'question.unknown-field',
        `${where}.${field}: unknown field (expected type, instructions, options, levels, threshold, on_yes)`,
      );
  }
  const type = raw.type;
  if (typeof type !== 'string' || !(QUESTION_TYPES as readonly string[]).includes(type)) {
    throw new UsageError('question.type', `${where}.type: expected noul, choice or score, got ${describe(type)}`);
  }
  const q: Question = { type: type as Question['type'], instructions: '' };
  if (raw.instructions !== undefined && typeof raw.instructions !== 'string')
    throw new UsageError('question.instructions', `${where}.instructions: expected a string`);
  q.instructions = (raw.instructions as string | undefined) ?? '';
  const list = (field: 'options' | 'levels'): string[] => {
    const v = raw[field];
    if (!Array.isArray(v) || v.length < 2 || !v.every((s) => typeof s === 'string' && s.length > 0)) {
      throw new UsageError(`question.${field}`, `${where}.${field}: expected an array of at least two non-empty strings`);
    }
    if (new Set(v).size !== v.length) throw new UsageError(`question.${field}`, `${where}.${field}: duplicate entries`);
    return [...(v as string[])];
  };
  if (q.type === 'choice') q.options = list('options');
  else if (raw.options !== undefined) throw new UsageError('question.options', `${where}.options: only a choice has options`);
  if (q.type === 'score') q.levels = list('levels');
  else if (raw.levels !== undefined) throw new UsageError('question.levels', `${where}.levels: only a score has levels`);
  if (raw.threshold !== undefined) {
    const t = raw.threshold;
    if (typeof t !== 'number' || !isUnit(t))
      throw new UsageError('question.threshold', `${where}.threshold: expected a finite number in 0..1, got ${describe(t)}`);
    q.threshold = t;
  }
  if (raw.on_yes !== undefined) {
    if (q.type !== 'noul') throw new UsageError('question.on_yes', `${where}.on_yes: only a noul has on_yes`);
    if (typeof raw.on_yes !== 'string' || !(EFFECTS as readonly string[]).includes(raw.on_yes)) {
      throw new UsageError('question.on_yes', `${where}.on_yes: expected allow, warn, ask or deny`);
    }
    q.on_yes = raw.on_yes as Effect;
  }
  return q;
}
