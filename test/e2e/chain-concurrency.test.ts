/**
 * 64 concurrent `judge --attest` processes in one session, each asking three
 * questions, leave 192 receipts in one linear chain — no fork, no gap, no duplicate seq — and
 * `judge verify last` walks it to the root.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { attestArgs, cli, judge, receiptsOf, workspace, type Workspace } from '../helpers/store-cli.js';

let ws: Workspace;
beforeAll(async () => {
  await cli();
  ws = workspace();
});
afterAll(() => ws.cleanup());

it('64 concurrent attesting processes × 3 questions → 192 receipts in one linear chain', async () => {
  expect((await judge(ws, ['init'])).code).toBe(0);
  const started = await judge(ws, ['session', 'start', '--format', 'json']);
  expect(started.code).toBe(0);
  const session = JSON.parse(started.stdout).session as string;

  const runs = await Promise.all(Array.from({ length: 64 }, (_, i) => judge(ws, attestArgs(`echo call-${i}`))));
  for (const r of runs) expect(r.code, r.stderr).toBe(0);
  const printed = runs.flatMap((r) => receiptsOf(r.stdout));
  expect(printed).toHaveLength(192);
  expect(new Set(printed).size).toBe(192);

  const lines = readFileSync(join(ws.dir, '.judge', 'sessions', session, 'receipts.jsonl'), 'utf8')
    .trimEnd()
    .split('\n');
  expect(lines).toHaveLength(192);
  const statements = lines.map((l) => JSON.parse(Buffer.from(JSON.parse(l).payload, 'base64').toString('utf8')));
  expect(statements.map((s) => s.seq)).toEqual(Array.from({ length: 192 }, (_, i) => i + 1));
  expect(new Set(statements.map((s) => s.prev)).size).toBe(192); // no two receipts share a parent: no fork
  // each call's three receipts are contiguous, index 0..2 in order
  for (let i = 0; i < 192; i += 3) {
    const call = statements.slice(i, i + 3).map((s) => s.payload.call);
    expect(new Set(call.map((c) => c.id)).size).toBe(1);
    expect(call.map((c) => c.index)).toEqual([0, 1, 2]);
  }

  const verify = await judge(ws, ['verify', 'last']);
  expect(verify.code, verify.stderr).toBe(0);
  expect(verify.stdout).toMatch(/^verified art_[0-9a-f]{32}/);
  expect(verify.stdout).toContain('seq 192');
  expect(verify.stdout).toContain('192 receipt(s) back to the root');
  const json = JSON.parse((await judge(ws, ['verify', 'last', '--format', 'json'])).stdout);
  expect(json).toMatchObject({ result: 'verified', seq: 192, checked: 192, session });
  expect(printed).toContain(json.id);
});
