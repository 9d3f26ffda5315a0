/**
 * The questions a call asks by default (src/rules/applicable.ts): with the rules judge, its
 * default selection (the summaries and every question a rule hit); with an outside judge, those
 * that can be yes for the call's kind of tool and configuration. Held here to the pack's own
 * examples and to the labelled corpus: every hit's question is asked, and asking the subset
 * decides exactly as asking every default question (same effect, same deciding questions).
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../../src/decision/decide.js';
import type { Answers, Questions } from '../../src/questions/types.js';
import { validateAnswers } from '../../src/questions/validate.js';
import {
  answerWithRules,
  defaultQuestionKeys,
  defaultQuestionKeysFor,
  evaluateRules,
  rulePack,
  ruleQuestions,
  selectDefaults,
} from '../../src/rules/index.js';
import type { State } from '../../src/state/types.js';
import { type CorpusCall, corpusCases, corpusFiles, corpusState } from '../helpers/corpus.js';

const known = ruleQuestions();
const questionsOf = (keys: readonly string[]): Questions => Object.fromEntries(keys.map((k) => [k, known[k]!]));

const pick = (d: ReturnType<typeof decide>): { effect: string; decided_by: string[] } => ({ effect: d.effect, decided_by: d.decided_by });

function decision(state: State, keys: readonly string[]): { effect: string; decided_by: string[] } {
  const questions = questionsOf(keys);
  return pick(decide(questions, validateAnswers(questions, answerWithRules(state, questions).answers), 0.5));
}

const calls: Array<{ where: string; call: CorpusCall }> = [];
for (const rule of rulePack().rules) {
  for (const [side, list] of Object.entries(rule.examples))
    list.forEach((call, i) => calls.push({ where: `${rule.id} ${side}[${i}]`, call }));
}
for (const { id, value } of corpusCases<CorpusCall>(corpusFiles({ frozen: false })))
  calls.push({ where: `test/corpus/${id}`, call: value });

const every = questionsOf(defaultQuestionKeys());

/** The rules judge's answers to every default question, and its default selection read off them. */
function selection(state: State): { keys: string[]; answers: Answers } {
  const answers = validateAnswers(every, answerWithRules(state, every).answers);
  return { keys: selectDefaults(defaultQuestionKeys(), answers), answers };
}

/**
 * Each case's state, the rules' answers to every default question, the default selection read off
 * them and the rules that hit: the judging is pure, so it is done once for the file and every test
 * below reads the same results (the corpus is large; judging it once per test tripled the file's time).
 */
interface Judged {
  where: string;
  state: State;
  keys: string[];
  answers: Answers;
  hits: ReturnType<typeof evaluateRules>;
}
let judgedOnce: Judged[] | undefined;
function judged(): Judged[] {
  judgedOnce ??= calls.map(({ where, call }) => {
    const state = corpusState(call);
    return { where, state, ...selection(state), hits: evaluateRules(state) };
  });
  return judgedOnce;
}

/** Decides on the given keys only, with the answers the rules gave to every default question. */
function decideOn(keys: readonly string[], answers: Answers, bar: number): { effect: string; decided_by: string[] } {
  const d = decide(questionsOf(keys), Object.fromEntries(keys.map((k) => [k, answers[k]!])), bar);
  return { effect: d.effect, decided_by: d.decided_by };
}

describe("the rules judge's default selection", () => {
  it('asks the question of every hit, on every example and corpus case', () => {
    const missed: string[] = [];
    for (const { where, keys, hits } of judged()) {
      const asked = new Set(keys);
      for (const hit of hits) if (!asked.has(hit.question)) missed.push(`${where}: ${hit.rule} → ${hit.question}`);
    }
    expect(missed).toEqual([]);
  });

  it('asks nothing else: the summaries and the questions a rule hit', () => {
    const extra: string[] = [];
    for (const { where, keys, hits } of judged()) {
      const hit = new Set(hits.map((h) => h.question));
      for (const key of keys) if (!hit.has(key) && !['unsafe', 'risk', 'verdict'].includes(key)) extra.push(`${where}: ${key}`);
    }
    expect(extra).toEqual([]);
  });

  it('decides every example and corpus case as the full default set does, at every bar', () => {
    const differ: string[] = [];
    let denied = 0;
    for (const { where, keys, answers } of judged()) {
      for (const bar of [0.5, 0.01, 1]) {
        const all = decideOn(defaultQuestionKeys(), answers, bar);
        const some = decideOn(keys, answers, bar);
        if (all.effect === 'deny') denied++;
        // An allow is decided by every question asked (all said no): only the effect must agree.
        if (all.effect === 'allow' && some.effect === 'allow') continue;
        if (JSON.stringify(all) !== JSON.stringify(some))
          differ.push(`${where} at ${bar}: ${JSON.stringify(all)} vs ${JSON.stringify(some)}`);
      }
    }
    expect(differ).toEqual([]);
    expect(denied).toBeGreaterThan(100);
  });

  it('a benign call asks the three summaries; a refused one adds the questions that fired', () => {
    const base = { workspace_root: '/home/alice/w', home: '/home/alice', tool: 'Bash', capability: 'shell.exec' };
    expect(selection({ ...base, input: { command: 'ls -la' } }).keys).toEqual(['unsafe', 'risk', 'verdict']);
    expect(selection({ ...base, input: { command: 'rm -rf ~' } }).keys).toEqual([
      'path_outside_workspace',
      'shell_destructive',
      'unsafe',
      'risk',
      'verdict',
    ]);
  });

  it('counts any yes, and nothing a question does not answer', () => {
    const keys = ['shell_destructive', 'unsafe', 'git_destructive', 'risk', 'verdict'];
    const no = { noul: 0 };
    expect(selectDefaults(keys, { shell_destructive: { noul: 0.2 }, git_destructive: no, unsafe: no })).toEqual([
      'shell_destructive',
      'unsafe',
      'risk',
      'verdict',
    ]);
    expect(selectDefaults(keys, {})).toEqual(['unsafe', 'risk', 'verdict']);
  });
});

describe('default questions per call, for an outside judge', () => {
  it('covers every question a rule answers yes, on every example and corpus case', () => {
    const missed: string[] = [];
    for (const { where, state, hits } of judged()) {
      const asked = new Set(defaultQuestionKeysFor(state));
      for (const hit of hits) if (!asked.has(hit.question)) missed.push(`${where}: ${hit.rule} → ${hit.question}`);
    }
    expect(missed).toEqual([]);
  });

  it('decides every example and corpus case as the full default set does (effect, deciding questions)', () => {
    const differ: string[] = [];
    for (const { where, state, answers } of judged()) {
      // The rules' answers to every default question are the ones judged() holds.
      const all = pick(decide(every, answers, 0.5));
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
