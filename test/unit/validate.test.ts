import { describe, expect, it } from 'vitest';
import '../helpers/errors.js';
import { BadAnswerError, UsageError, type UsageCode } from '../../src/errors.js';
import type { Questions } from '../../src/questions/types.js';
import { selectQuestions } from '../../src/questions/select.js';
import { validateAnswers, validateQuestion } from '../../src/questions/validate.js';

const qs: Questions = {
  unsafe: { type: 'noul', instructions: '' },
  verdict: { type: 'choice', instructions: '', options: ['allow', 'deny'] },
  risk: { type: 'score', instructions: '', levels: ['none', 'low', 'high'] },
};
const good = {
  unsafe: { noul: 0.2, probabilities: { yes: 0.2, no: 0.8 }, confidence: 0.9 },
  verdict: { choice: 'allow', confidence: 0.8 },
  risk: { score: 'low', confidence: 1 },
};

function problemsOf(raw: unknown): readonly string[] {
  try {
    validateAnswers(qs, raw);
  } catch (err) {
    expect(err).toBeInstanceOf(BadAnswerError);
    return (err as BadAnswerError).problems;
  }
  throw new Error('expected a bad answer');
}

describe('validateAnswers', () => {
  it('accepts well-typed answers and returns a copy', () => {
    const answers = validateAnswers(qs, good);
    expect(answers).toEqual(good);
    expect(answers.unsafe).not.toBe(good.unsafe);
  });
  it('does not invent a confidence', () => {
    const answers = validateAnswers(qs, { ...good, unsafe: { noul: 1 } });
    expect(answers.unsafe).toEqual({ noul: 1 });
  });
  const cases: Array<[string, unknown, string]> = [
    ['missing answer', { verdict: good.verdict, risk: good.risk }, 'unsafe: missing answer'],
    ['wrong type', { ...good, unsafe: { choice: 'yes' } }, 'unsafe.noul: missing'],
    ['noul out of range', { ...good, unsafe: { noul: 1.5 } }, 'unsafe.noul: 1.5 is outside 0..1'],
    ['noul as string', { ...good, unsafe: { noul: '0.5' } }, 'unsafe.noul: expected a number'],
    ['choice outside options', { ...good, verdict: { choice: 'maybe' } }, 'verdict.choice: "maybe" is not one of'],
    ['score outside rubric', { ...good, risk: { score: 'extreme' } }, 'risk.score: "extreme" is not a level'],
    ['score as index', { ...good, risk: { score: 1 } }, 'risk.score: expected a level name'],
    ['confidence out of range', { ...good, verdict: { choice: 'deny', confidence: -0.1 } }, 'verdict.confidence'],
    ['probability out of range', { ...good, unsafe: { noul: 0.5, probabilities: { yes: 2 } } }, 'unsafe.probabilities.yes'],
    [
      'probability of an unknown outcome',
      { ...good, verdict: { choice: 'deny', probabilities: { maybe: 0.5 } } },
      'verdict.probabilities.maybe',
    ],
    [
      'probabilities that do not sum to 1',
      { ...good, unsafe: { noul: 0.2, probabilities: { yes: 0.2, no: 0.75 } } },
      'unsafe.probabilities: sum to 0.95',
    ],
    [
      'a yes probability that contradicts the noul',
      { ...good, unsafe: { noul: 0, probabilities: { yes: 1, no: 0 } } },
      'unsafe.probabilities.yes: 1 contradicts noul 0',
    ],
    [
      'a no probability that contradicts the noul',
      { ...good, unsafe: { noul: 0.9, probabilities: { no: 0.9, yes: 0.1 } } },
      'contradicts noul 0.9',
    ],
    [
      'a choice another option outweighs',
      { ...good, verdict: { choice: 'allow', probabilities: { allow: 0.1, deny: 0.9 } } },
      'verdict.probabilities.deny: 0.9 outweighs the answer "allow"',
    ],
    [
      'a score another level outweighs',
      { ...good, risk: { score: 'low', probabilities: { low: 0.2, high: 0.8 } } },
      'risk.probabilities.high',
    ],
    ['unasked key', { ...good, extra: { noul: 0 } }, 'extra: answers a question that was not asked'],
    ['answer not an object', { ...good, unsafe: 0.5 }, 'unsafe: expected an answer object'],
    ['unexpected field', { ...good, unsafe: { noul: 0, allow: true } }, 'unsafe.allow: unexpected field'],
  ];
  for (const [name, raw, fragment] of cases) {
    it(`refuses ${name}, naming key and field`, () => {
      expect(problemsOf(raw).join('\n')).toContain(fragment);
    });
  }
  it('refuses a non-finite number (as parsed JSON cannot hold one, a judge in-process could)', () => {
    expect(problemsOf({ ...good, unsafe: { noul: Number.NaN } }).join()).toContain('unsafe.noul');
  });
  it('accepts probabilities that agree with the answer, within float rounding', () => {
    expect(() => validateAnswers(qs, { ...good, unsafe: { noul: 0.95, probabilities: { yes: 0.95, no: 1 - 0.95 } } })).not.toThrow();
    expect(() => validateAnswers(qs, { ...good, unsafe: { noul: 0.3, probabilities: { yes: 0.1 + 0.2, no: 0.7 } } })).not.toThrow();
    expect(() => validateAnswers(qs, { ...good, verdict: { choice: 'deny', probabilities: { deny: 0.5, allow: 0.5 } } })).not.toThrow();
  });
  it('refuses answers that are not an object', () => {
    expect(() => validateAnswers(qs, [])).toThrowJudgeError(BadAnswerError, 'answer.not-object');
    expect(() => validateAnswers(qs, null)).toThrowJudgeError(BadAnswerError, 'answer.not-object');
  });
});

describe('validateQuestion', () => {
  it('accepts each type', () => {
    expect(validateQuestion('f: a', { type: 'noul', instructions: 'x', threshold: 0.9, on_yes: 'ask' })).toEqual({
      type: 'noul',
      instructions: 'x',
      threshold: 0.9,
      on_yes: 'ask',
    });
    expect(validateQuestion('f: b', { type: 'choice', options: ['a', 'b'] }).options).toEqual(['a', 'b']);
    expect(validateQuestion('f: c', { type: 'score', levels: ['lo', 'hi'] }).levels).toEqual(['lo', 'hi']);
  });
  const bad: Array<[string, unknown, UsageCode]> = [
    ['an unknown type', { type: 'bool' }, 'question.type'],
    ['a choice without options', { type: 'choice' }, 'question.options'],
    ['a score with one level', { type: 'score', levels: ['x'] }, 'question.levels'],
    ['a NaN threshold', { type: 'noul', threshold: Number.NaN }, 'question.threshold'],
    ['a threshold above 1', { type: 'noul', threshold: 1.2 }, 'question.threshold'],
    ['an on_yes outside the effects', { type: 'noul', on_yes: 'explode' }, 'question.on_yes'],
    ['an unknown field', { type: 'noul', bar: 0.2 }, 'question.unknown-field'],
    ['options on a noul', { type: 'noul', options: ['a', 'b'] }, 'question.options'],
  ];
  for (const [name, raw, code] of bad) {
    it(`refuses ${name}`, () => expect(() => validateQuestion('f: q', raw)).toThrowJudgeError(UsageError, code));
  }
});

describe('selectQuestions', () => {
  const known: Questions = { shell_destructive: { type: 'noul', instructions: 'Deletes / ?', on_yes: 'deny' } };
  it('takes the pack definition of a known key', () => {
    expect(selectQuestions({ known, defaults: [], keys: ['shell_destructive'] })).toEqual({ shell_destructive: known.shell_destructive });
  });
  it.each(['constructor'])('sends %s, a key nobody defines, as a bare noul (never an Object.prototype member)', (key) => {
    expect(selectQuestions({ known, defaults: [], keys: [key] })).toEqual({ [key]: { type: 'noul', instructions: '' } });
  });
});
