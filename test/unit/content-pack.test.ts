/** The content pack: its questions, reason codes and windows agree with the code that reads them. */
import { describe, expect, it } from 'vitest';
import pack from '../../rules/content.json' with { type: 'json' };
import { CONTENT_QUESTIONS, REASON_CODES, WEAK_CODES } from '../../src/content/codes.js';
import { RULES_DIGEST } from '../../src/rules/index.js';
import { contentJudgeIdentity, contentQuestions, contentRulesDigest } from '../../src/content/pack.js';
import { digestOf } from '../../src/canonical/jcs.js';
import { validateQuestion } from '../../src/questions/validate.js';
import { VERDICT_EFFECT } from '../../src/questions/types.js';

describe('rules/content.json', () => {
  it('lists exactly the reason codes of the code, question by question', () => {
    for (const q of CONTENT_QUESTIONS) {
      const listed = (pack.questions as Record<string, { codes: string[] }>)[q]!.codes;
      expect([...listed, ...[...WEAK_CODES].filter((c) => (REASON_CODES[q] as readonly string[]).includes(c))].sort(), q).toEqual(
        [...REASON_CODES[q]].sort(),
      );
    }
    expect(Object.keys(pack.questions).sort()).toEqual([...CONTENT_QUESTIONS, 'verdict'].sort());
  });
  it('has valid question definitions, and defaults it defines', () => {
    for (const [key, def] of Object.entries(contentQuestions())) expect(validateQuestion(key, def)).toEqual(def);
    for (const key of [...pack.default_questions, ...pack.scan_questions]) expect(Object.keys(pack.questions)).toContain(key);
    expect(pack.scan_questions).toEqual(expect.arrayContaining(['supply_chain', 'capability']));
  });
  it('names verdicts that map onto every effect', () => {
    expect(pack.questions.verdict.options.map((o) => VERDICT_EFFECT[o])).toEqual(['allow', 'warn', 'ask', 'deny']);
  });
  it('has windows of 16,000 characters with an overlap below the size, and on_error deny', () => {
    expect(pack.window.size).toBe(16_000);
    expect(pack.window.overlap).toBeGreaterThan(0);
    expect(pack.window.overlap).toBeLessThan(pack.window.size);
    expect(pack.on_error).toBe('deny');
  });
  it('names the call rules it judges embedded commands with (node rules/lock.mjs writes it)', () => {
    expect(pack.call_rules_digest).toBe(RULES_DIGEST);
  });
  it('is named by its digest in the judge identity', () => {
    expect(contentRulesDigest()).toBe(digestOf(pack));
    expect(contentJudgeIdentity()).toEqual({
      model: `judge-content/${pack.version}`,
      provider: 'judge',
      kind: 'rules',
      replayable: true,
      rules_digest: digestOf(pack),
    });
  });
});
