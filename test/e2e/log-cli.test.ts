/** `judge log`: the session's receipts and the reviewer's queue, with filters, in text and JSON. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { canonicalBytes, digestBytes, digestOf } from '../../src/canonical/jcs.js';
import { decide } from '../../src/decision/decide.js';
import type { Answers, Questions } from '../../src/questions/types.js';
import { attestCall } from '../../src/store/attest.js';
import { requireStore } from '../../src/store/locate.js';
import { cli, judge, workspace, type Workspace } from '../helpers/store-cli.js';

let ws: Workspace;
const ids: Record<string, string[]> = {};
const questions: Questions = {
  unsafe: { type: 'noul', instructions: 'unsafe?' },
  verdict: { type: 'choice', instructions: 'verdict', options: ['allow', 'warn', 'ask', 'deny'] },
};
async function judged(tool: string, answers: Answers): Promise<string[]> {
  const store = requireStore(ws.dir, {});
  const state = { tool, capability: 'tool.x', input: {}, workspace_root: ws.dir, nonce: Math.random().toString(16) };
  const stateBytes = canonicalBytes(state);
  return (
    await attestCall({
      store,
      state,
      stateBytes,
      stateDigest: digestBytes(stateBytes),
      questionsDigest: digestOf(questions),
      judge: { model: 'm', provider: 'p', kind: 'k', replayable: false },
      latencyMs: 1,
      decision: decide(questions, answers, 0.5),
      thresholdValue: 0.5,
      setBy: 'default',
    })
  ).receiptIds;
}

beforeAll(async () => {
  await cli();
  ws = workspace();
  await judge(ws, ['init']);
  expect((await judge(ws, ['log'])).code).toBe(2); // no session yet
  await judge(ws, ['session', 'start']);
  ids.deny = await judged('Rm', { unsafe: { noul: 1 }, verdict: { choice: 'deny', confidence: 1 } });
  ids.ask1 = await judged('Deploy', { unsafe: { noul: 0 }, verdict: { choice: 'deny', confidence: 0.1 } });
  ids.ask2 = await judged('Pay', { unsafe: { noul: 0 }, verdict: { choice: 'ask', confidence: 0.9 } });
  ids.allow = await judged('Read', { unsafe: { noul: 0 }, verdict: { choice: 'allow', confidence: 0.9 } });
  const r = await judge(ws, ['--resolve', ids.ask1[1]!, '--by', 'human://alice', '--decision', 'allow', '--asserted']);
  expect(r.code, r.stderr).toBe(0);
});
afterAll(() => ws.cleanup());

const logJson = async (...args: string[]) => {
  const r = await judge(ws, ['log', '--format', 'json', ...args]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout).receipts as {
    id: string;
    kind: string;
    tool: string;
    effect: string | null;
    outcome: string | null;
    resolution: unknown;
  }[];
};

it('lists every receipt of the session in chain order with id, time, kind, call, tool, effect, outcome', async () => {
  const rows = await logJson();
  expect(rows).toHaveLength(9);
  expect(rows.slice(0, 8).map((r) => r.id)).toEqual([...ids.deny!, ...ids.ask1!, ...ids.ask2!, ...ids.allow!]);
  expect(rows[8]).toMatchObject({ kind: 'judgement.resolution.v1', judgement: ids.ask1![1] });
  expect(rows[0]).toMatchObject({
    kind: 'judgement.v1',
    tool: 'Rm',
    question: 'unsafe',
    effect: 'deny',
    outcome: 'refused',
    issued_at: expect.stringMatching(/Z$/),
  });
  const text = (await judge(ws, ['log'])).stdout;
  expect(text.split('\n')[0]).toMatch(/^id\s+time\s+kind\s+call\s+tool\s+question\s+effect\s+outcome/);
  for (const id of [...ids.deny!, ...ids.allow!]) expect(text).toContain(id);
  // Each judgement's line names its call, the id `judge --resolve call_…` takes.
  const denyCall = (rows[0] as { call?: string }).call!;
  expect(denyCall).toMatch(/^call_[0-9a-f]{32}$/);
  expect(text.split('\n').find((l) => l.startsWith(ids.deny![0]!))).toContain(denyCall);
});

it('--open is the queue: escalations with no resolution yet', async () => {
  const rows = await logJson('--open');
  expect(rows.map((r) => r.id)).toEqual([ids.ask2![1]]);
  const text = (await judge(ws, ['log', '--open'])).stdout;
  expect(text).toContain(ids.ask2![1]);
  expect(text).toContain('OPEN');
  expect(text).not.toContain(ids.ask1![1]);
});

it('--effect and --outcome filter; bad values are usage errors', async () => {
  expect((await logJson('--effect', 'deny')).map((r) => r.id)).toEqual(ids.deny);
  expect((await logJson('--outcome', 'escalated')).map((r) => r.id)).toEqual([ids.ask1![1], ids.ask2![1]]);
  expect((await logJson('--effect', 'allow', '--outcome', 'acted')).map((r) => r.tool)).toEqual(['Deploy', 'Pay', 'Read', 'Read']);
  expect((await judge(ws, ['log', '--effect', 'maybe'])).code).toBe(2);
  expect((await judge(ws, ['log', '--outcome', 'done'])).code).toBe(2);
  expect((await judge(ws, ['log', '--session', 'ses_nope'])).code).toBe(2);
});

it('shows a resolved escalation with who resolved it', async () => {
  const rows = await logJson('--outcome', 'escalated');
  expect(rows[0]!.resolution).toMatchObject({ decision: 'allow', by: 'human://alice' });
  expect((await judge(ws, ['log', '--outcome', 'escalated'])).stdout).toContain('resolved: allow by human://alice');
});
