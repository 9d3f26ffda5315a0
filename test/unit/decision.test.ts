import { describe, expect, it } from 'vitest';
import { assertBar, decide, decideQuestion } from '../../src/decision/decide.js';
import { UsageError } from '../../src/errors.js';
import '../helpers/errors.js';
import type { Question, Questions } from '../../src/questions/types.js';

const noul: Question = { type: 'noul', instructions: '' };
const verdict: Question = { type: 'choice', instructions: '', options: ['allow', 'warn', 'ask', 'deny'] };

describe('noul against the bar', () => {
  it('at the bar is yes: refused with the default on_yes deny', () => {
    const d = decideQuestion('q', noul, { noul: 0.5 }, 0.5);
    expect([d.outcome, d.effect, d.applies_to]).toEqual(['refused', 'deny', 'noul']);
  });
  it('above the bar is refused', () => {
    expect(decideQuestion('q', noul, { noul: 0.51 }, 0.5).effect).toBe('deny');
  });
  it('below the bar acts: allow', () => {
    const d = decideQuestion('q', noul, { noul: 0.49 }, 0.5);
    expect([d.outcome, d.effect]).toEqual(['acted', 'allow']);
  });
  it("a question's own threshold overrides the call's bar", () => {
    const q: Question = { ...noul, threshold: 0.9 };
    const d = decideQuestion('q', q, { noul: 0.8 }, 0.5);
    expect([d.bar, d.effect]).toEqual([0.9, 'allow']);
    expect(decideQuestion('q', q, { noul: 0.9 }, 0.95).effect).toBe('deny');
  });
  it('on_yes ask escalates, on_yes warn acts with a warning', () => {
    const ask = decideQuestion('q', { ...noul, on_yes: 'ask' }, { noul: 1 }, 0.5);
    expect([ask.outcome, ask.effect]).toEqual(['escalated', 'ask']);
    const warn = decideQuestion('q', { ...noul, on_yes: 'warn' }, { noul: 1 }, 0.5);
    expect([warn.outcome, warn.effect]).toEqual(['acted', 'warn']);
  });
});

describe('choice', () => {
  for (const effect of ['allow', 'warn', 'ask', 'deny'] as const) {
    it(`${effect} with confidence at or above the bar is taken as ${effect}`, () => {
      const d = decideQuestion('v', verdict, { choice: effect, confidence: 0.7 }, 0.7);
      expect(d.effect).toBe(effect);
      expect(d.outcome).toBe(effect === 'deny' ? 'refused' : effect === 'ask' ? 'escalated' : 'acted');
    });
    it(`${effect} with confidence below the bar escalates to ask`, () => {
      const d = decideQuestion('v', verdict, { choice: effect, confidence: 0.69 }, 0.7);
      expect([d.outcome, d.effect]).toEqual(['escalated', 'ask']);
    });
  }
  it('a choice without confidence is not treated as confident: it escalates', () => {
    const d = decideQuestion('v', verdict, { choice: 'allow' }, 0.5);
    expect([d.outcome, d.effect]).toEqual(['escalated', 'ask']);
  });
  it('a choice outside the four effects is ignored', () => {
    const q: Question = { type: 'choice', instructions: '', options: ['billing', 'support'] };
    const d = decideQuestion('route', q, { choice: 'billing', confidence: 1 }, 0.5);
    expect([d.outcome, d.effect, d.applies_to]).toEqual(['ignored', null, 'none']);
  });
});

describe('score', () => {
  it('is recorded and ignored', () => {
    const q: Question = { type: 'score', instructions: '', levels: ['none', 'low', 'high'] };
    const d = decideQuestion('risk', q, { score: 'high', confidence: 1 }, 0.5);
    expect([d.outcome, d.effect]).toEqual(['ignored', null]);
  });
});

describe('precedence across questions', () => {
  const qs: Questions = {
    a: noul,
    b: { ...noul, on_yes: 'warn' },
    c: { ...noul, on_yes: 'ask' },
    d: noul,
    e: { type: 'score', instructions: '', levels: ['low', 'high'] },
  };
  it('deny beats ask beats warn beats allow; decided_by names every carrier', () => {
    const d = decide(qs, { a: { noul: 1 }, b: { noul: 1 }, c: { noul: 1 }, d: { noul: 1 }, e: { score: 'high' } }, 0.5);
    expect([d.effect, d.outcome, d.decided_by]).toEqual(['deny', 'refused', ['a', 'd']]);
  });
  it('ask beats warn', () => {
    const d = decide(qs, { a: { noul: 0 }, b: { noul: 1 }, c: { noul: 1 }, d: { noul: 0 }, e: { score: 'low' } }, 0.5);
    expect([d.effect, d.outcome, d.decided_by]).toEqual(['ask', 'escalated', ['c']]);
  });
  it('warn beats allow', () => {
    const d = decide(qs, { a: { noul: 0 }, b: { noul: 1 }, c: { noul: 0 }, d: { noul: 0 }, e: { score: 'low' } }, 0.5);
    expect([d.effect, d.outcome, d.decided_by]).toEqual(['warn', 'acted', ['b']]);
  });
  it('all below the bar: allow, decided by every allowing question', () => {
    const d = decide(qs, { a: { noul: 0 }, b: { noul: 0 }, c: { noul: 0 }, d: { noul: 0.1 }, e: { score: 'high' } }, 0.5);
    expect([d.effect, d.outcome, d.decided_by]).toEqual(['allow', 'acted', ['a', 'b', 'c', 'd']]);
  });
  it('only scores: allow with nobody deciding', () => {
    const d = decide({ e: qs.e! }, { e: { score: 'high' } }, 0.5);
    expect([d.effect, d.decided_by]).toEqual(['allow', []]);
  });
});

describe('bars are refused unless finite and in 0..1', () => {
  for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0.01, 1.01, '0.5']) {
    it(`refuses ${String(bad)}`, () => {
      const code =
        typeof bad !== 'number' || Number.isNaN(bad) ? 'threshold.type' : Number.isFinite(bad) ? 'threshold.range' : 'threshold.non-finite';
      expect(() => assertBar(bad, '--threshold')).toThrowJudgeError(UsageError, code, '--threshold');
      if (typeof bad === 'number')
        expect(() => decide({ a: noul }, { a: { noul: 0 } }, bad)).toThrowJudgeError(UsageError, code, 'threshold');
    });
  }
  it('calls text that is not a number "not a number", never "NaN"', () => {
    expect(() => assertBar(Number('abc'), '--threshold')).toThrowJudgeError(UsageError, 'threshold.type', '--threshold');
    expect(() => assertBar(Number('abc'), '--threshold')).not.toThrow(/NaN/);
  });
  it('accepts 0 and 1', () => {
    expect(assertBar(0, 'x')).toBe(0);
    expect(assertBar(1, 'x')).toBe(1);
  });
});
