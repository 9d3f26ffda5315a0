/** `judge --attest`: subject, contract and set-by reach the signed receipts; bad subjects are refused. */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { attestArgs, cli, judge, receiptsOf, workspace, type Workspace } from '../helpers/store-cli.js';

let ws: Workspace;
beforeAll(async () => {
  await cli();
  ws = workspace();
  expect((await judge(ws, ['init'])).code).toBe(0);
});
afterAll(() => ws.cleanup());

const looseStatement = (id: string) => {
  const env = JSON.parse(readFileSync(join(ws.dir, '.judge', 'receipts', `${id}.json`), 'utf8'));
  return JSON.parse(Buffer.from(env.payload, 'base64').toString('utf8'));
};

it('outside a session: loose receipts, --subject is their parent, --contract and --set-by are recorded', async () => {
  const parent = receiptsOf((await judge(ws, attestArgs('echo parent'))).stdout);
  const r = await judge(ws, attestArgs('echo child', ['--subject', parent[0]!, '--contract', 'ticket-router@3', '--set-by', 'policy-7']));
  expect(r.code, r.stderr).toBe(0);
  const ids = receiptsOf(r.stdout);
  expect(ids).toHaveLength(3);
  for (const [i, id] of ids.entries()) {
    const s = looseStatement(id);
    expect(s).toMatchObject({ type: 'judge.statement/v1', kind: 'judgement.v1', signer: 'system://judge', subject: parent[0] });
    expect(s.session).toBeUndefined();
    expect(s.payload.contract).toEqual({ id: 'ticket-router', version: '3' });
    expect(s.payload.call).toMatchObject({ index: i, count: 3 });
    if (s.payload.question.threshold === undefined) expect(s.payload.threshold.set_by).toBe('policy-7');
  }
  // verify follows the subject to the parent
  const v = JSON.parse((await judge(ws, ['verify', ids[2]!, '--format', 'json'])).stdout);
  expect(v.result).toBe('verified');
  expect(v.steps.map((s: { id: string }) => s.id)).toEqual([ids[2], parent[0]]);
});

it('a subject that is not a receipt id is refused (exit 2) and nothing is written', async () => {
  const before = readdirSync(join(ws.dir, '.judge', 'receipts')).length;
  for (const subject of ['art_12', 'receipt-1', `art_${'A'.repeat(32)}`]) {
    const r = await judge(ws, attestArgs('ls', ['--subject', subject]));
    expect(r.code, subject).toBe(2);
    expect(r.stderr).toContain('--subject');
  }
  expect(readdirSync(join(ws.dir, '.judge', 'receipts'))).toHaveLength(before);
});

it('inside a session: chained, and the state bytes are kept under their digest', async () => {
  const session = JSON.parse((await judge(ws, ['session', 'start', '--format', 'json'])).stdout).session;
  const ids = receiptsOf((await judge(ws, attestArgs('make test'))).stdout);
  const lines = readFileSync(join(ws.dir, '.judge', 'sessions', session, 'receipts.jsonl'), 'utf8')
    .trimEnd()
    .split('\n');
  const s = lines.map((l) => JSON.parse(Buffer.from(JSON.parse(l).payload, 'base64').toString('utf8')));
  expect(s.map((x) => [x.seq, x.session])).toEqual([
    [1, session],
    [2, session],
    [3, session],
  ]);
  expect(s[0].prev).toBeNull();
  const digest = s[0].payload.state_digest as string;
  const state = readFileSync(join(ws.dir, '.judge', 'sessions', session, 'states', `${digest.slice(7)}.json`));
  expect(`sha256:${createHash('sha256').update(state).digest('hex')}`).toBe(digest);
  expect(JSON.parse(state.toString()).nonce).toEqual(expect.any(String));
  expect((await judge(ws, ['verify', 'last'])).stdout).toContain(`verified ${ids[2]}`);
});
