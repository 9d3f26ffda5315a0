/**
 * The questions a call asks by default (src/rules/applicable.ts) are those that can be yes for
 * its kind of tool and configuration. Held here to the pack's own examples and to the labelled
 * corpus: every hit's question is in the subset, and asking the subset decides exactly as asking
 * every default question (same effect, same deciding questions).
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../../src/decision/decide.js';
import type { Questions } from '../../src/questions/types.js';
import { validateAnswers } from '../../src/questions/validate.js';
import {
  answerWithRules,
  defaultQuestionKeys,
  defaultQuestionKeysFor,
  evaluateRules,
  rulePack,
  ruleQuestions,
} from '../../src/rules/index.js';
import type { State } from '../../src/state/types.js';
import { type CorpusCall, corpusCases, corpusFiles, corpusState } from '../helpers/corpus.js';

const known = ruleQuestions();
const questionsOf = (keys: readonly string[]): Questions => Object.fromEntries(keys.map((k) => [k, known[k]!]));

function decision(state: State, keys: readonly string[]): { effect: string; decided_by: string[] } {
  const questions = questionsOf(keys);
  const d = decide(questions, validateAnswers(questions, answerWithRules(state, questions).answers), 0.5);
  return { effect: d.effect, decided_by: d.decided_by };
}

const calls: Array<{ where: string; call: CorpusCall }> = [];
for (const rule of rulePack().rules) {
  for (const [side, list] of Object.entries(rule.examples))
    list.forEach((call, i) => calls.push({ where: `${rule.id} ${side}[${i}]`, call }));
}
for (const { id, value } of corpusCases<CorpusCall>(corpusFiles({ frozen: false })))
  calls.push({ where: `test/corpus/${id}`, call: value });

describe('default questions per call', () => {
  it('covers every question a rule answers yes, on every example and corpus case', () => {
    const missed: string[] = [];
    for (const { where, call } of calls) {
      const state = corpusState(call);
      const asked = new Set(defaultQuestionKeysFor(state));
      for (const hit of evaluateRules(state)) if (!asked.has(hit.question)) missed.push(`${where}: ${hit.rule} → ${hit.question}`);
    }
    expect(missed).toEqual([]);
  });

  it('decides every example and corpus case as the full default set does (effect, deciding questions)', () => {
    const differ: string[] = [];
    for (const { where, call } of calls) {
      const state = corpusState(call);
      const all = decision(state, defaultQuestionKeys());
      const some = decision(state, defaultQuestionKeysFor(state));
      // An allow is decided by every question asked (all said no): only the effect must agree.
      if (all.effect === 'allow' && some.effect === 'allow') continue;
      if (JSON.stringify(all) !== JSON.stringify(some)) differ.push(`${where}: ${JSON.stringify(all)} vs ${JSON.stringify(some)}`);
    }
    expect(differ).toEqual([]);
  });

  it('drops the questions a call cannot make yes', () => {
    const base = { workspace_root: '/w', input: {} };
    const shell = defaultQuestionKeysFor({ ...base, tool: 'Bash', capability: 'shell.exec' });
    expect(shell).not.toContain('network_off_scope');
    expect(shell).not.toContain('amount_above_bound');
    expect(shell).not.toContain('file_write_sensitive');
    expect(shell).toContain('shell_destructive');
    const scoped = defaultQuestionKeysFor({
      ...base,
      tool: 'Bash',
      capability: 'shell.exec',
      network_scope: ['example.com'],
      amount_bound: 10,
    });
    expect(scoped).toContain('network_off_scope');
    expect(scoped).toContain('amount_above_bound');
    const read = defaultQuestionKeysFor({ ...base, tool: 'Read', capability: 'file.read' });
    expect(read).not.toContain('shell_destructive');
    expect(read).toEqual(expect.arrayContaining(['unsafe', 'risk', 'verdict', 'secret_access']));
    expect(defaultQuestionKeysFor({ ...base, tool: 'Write', capability: 'file.write' })).toContain('file_write_sensitive');
  });
});
