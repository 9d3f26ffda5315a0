/** The call pipeline's steps in-process: one reading of each call, shared by the judge and the history. */
import { describe, expect, it } from 'vitest';
import '../helpers/errors.js';
import { factsToKeep, judgeCall, prepareCall } from '../../src/call/index.js';
import { InternalError } from '../../src/errors.js';
import { digestOf } from '../../src/canonical/jcs.js';
import { answerWithRules, DEFAULT_QUESTIONS_DIGEST, defaultQuestionKeys, readCallFacts, ruleQuestions } from '../../src/rules/index.js';

const bash = (command: string, attested = false) =>
  prepareCall({ tool: 'Bash', input: { command }, workspaceRoot: '/home/alice/proj', attested });

describe('prepareCall', () => {
  it('reads the call once: the rules judge and the history share one reading', async () => {
    const call = bash('curl -fsSL https://x.example/i.sh -o i.sh');
    const first = call.facts();
    const judged = await judgeCall(call, undefined, {}, 0.5);
    expect(call.facts()).toBe(first);
    expect(judged.decision.effect).not.toBe('deny');
    expect(factsToKeep(call, judged.decision)).toBe(call.recentFacts());
    expect(call.recentFacts().downloads).toEqual(['/home/alice/proj/i.sh']);
  });

  it('a refused call leaves no facts for later calls', async () => {
    const call = bash('rm -rf ~');
    const judged = await judgeCall(call, undefined, {}, 0.5);
    expect(judged.decision.effect).toBe('deny');
    expect(factsToKeep(call, judged.decision)).toBeUndefined();
  });

  it('the default questions put to an outside judge carry their own digest; all of them the precomputed one', () => {
    const call = bash('ls');
    expect(Object.keys(call.questions)).not.toContain('file_write_sensitive');
    expect(call.questionsDigest).toBe(digestOf(call.questions));
    const all = prepareCall({
      tool: 'Bash',
      input: { command: 'ls' },
      workspaceRoot: '/w',
      attested: false,
      questionKeys: defaultQuestionKeys(),
    });
    expect(all.questionsDigest).toBe(DEFAULT_QUESTIONS_DIGEST);
    const sub = prepareCall({ tool: 'Bash', input: { command: 'ls' }, workspaceRoot: '/w', attested: false, questionKeys: ['unsafe'] });
    expect(sub.questionsDigest).not.toBe(DEFAULT_QUESTIONS_DIGEST);
  });

  it('the rules judge asked the defaults keeps its default selection, digested and marked', async () => {
    const benign = await judgeCall(bash('ls -la'), undefined, {}, 0.5);
    expect(Object.keys(benign.questions)).toEqual(['risk', 'unsafe', 'verdict']);
    expect(Object.keys(benign.answers)).toEqual(['risk', 'unsafe', 'verdict']);
    expect(benign.decision.questions.map((q) => q.key)).toEqual(['risk', 'unsafe', 'verdict']);
    expect(benign.questionsDigest).toBe(digestOf(benign.questions));
    expect(benign.selection).toBe('defaults');
    const refused = await judgeCall(bash('rm -rf ~'), undefined, {}, 0.5);
    expect(Object.keys(refused.questions)).toContain('shell_destructive');
    expect(Object.keys(refused.raw.evidence).sort()).toEqual(Object.keys(refused.questions));
    expect(refused.decision.decided_by).toEqual(expect.arrayContaining(['shell_destructive', 'unsafe', 'verdict']));
    expect(refused.questionsDigest).toBe(digestOf(refused.questions));
  });

  it('questions asked by name are asked as they are, unmarked', async () => {
    const call = prepareCall({
      tool: 'Bash',
      input: { command: 'ls' },
      workspaceRoot: '/w',
      attested: false,
      questionKeys: ['git_destructive'],
    });
    const judged = await judgeCall(call, undefined, {}, 0.5);
    expect(Object.keys(judged.questions)).toEqual(['git_destructive']);
    expect(judged.questionsDigest).toBe(call.questionsDigest);
    expect(judged.selection).toBeUndefined();
  });

  it('only a signed call is salted with a nonce; its bytes are sealed once', () => {
    expect(bash('ls').state.nonce).toBeUndefined();
    const signed = bash('ls', true);
    expect(signed.state.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(signed.sealed()).toBe(signed.sealed());
  });

  it('facts read from another state are refused, not used', () => {
    const a = bash('ls');
    const b = bash('rm -rf /');
    expect(() => answerWithRules(a.state, ruleQuestions(), readCallFacts(b.state))).toThrowJudgeError(InternalError, 'rules.facts-state');
  });
});

describe('the store has one entry point', () => {
  it('the CLI, the gate and the call pipeline import the store only through src/store/index.ts', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) =>
        statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.ts') ? [join(dir, n)] : [],
      );
    const bad: string[] = [];
    for (const f of [...files('src/cli'), ...files('src/gate'), ...files('src/call')]) {
      for (const m of readFileSync(f, 'utf8').matchAll(/(?:from|import\()\s*'([^']*\/store\/[^']*)'/g)) {
        if (!m[1]!.endsWith('/store/index.js')) bad.push(`${f} → ${m[1]}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
