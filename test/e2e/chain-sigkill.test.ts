/**
 * SIGKILL attesting processes at random moments over 200 runs; afterwards the
 * store opens and verifies, and every receipt whose process exited 0 is in the chain.
 * Runs in parallel batches to stay well under a minute on two cores.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prng } from '../helpers/prng.js';
import { attestArgs, cli, judge, judgeKilledAfter, receiptsOf, workspace, type Workspace } from '../helpers/store-cli.js';

let ws: Workspace;
beforeAll(async () => {
  await cli(); // build the CLI before the kills start
  ws = workspace();
});
afterAll(() => ws.cleanup());

const RUNS = 200;
const BATCH = 10;

it(`SIGKILL at random moments over ${RUNS} runs leaves a chain that verifies and holds every completed call`, async () => {
  expect((await judge(ws, ['init'])).code).toBe(0);
  const session = JSON.parse((await judge(ws, ['session', 'start', '--format', 'json'])).stdout).session as string;

  // How long one call takes here under this batch's load, so kills land before, inside and after the write.
  const t0 = Date.now();
  await Promise.all(Array.from({ length: BATCH }, (_, i) => judge(ws, attestArgs(`warm ${i}`))));
  const span = Math.max(200, Date.now() - t0);

  const seed = Number(process.env.JUDGE_SIGKILL_SEED ?? Date.now() % 1_000_000);
  const rand = prng(seed);
  const completed: string[] = [];
  let killed = 0;
  for (let b = 0; b < RUNS / BATCH; b++) {
    const batch = await Promise.all(
      Array.from({ length: BATCH }, (_, i) => judgeKilledAfter(ws, attestArgs(`run ${b}-${i}`), Math.floor(rand() * span * 1.2))),
    );
    for (const r of batch) {
      if (r.code === 0) completed.push(...receiptsOf(r.stdout));
      else if (r.signal === 'SIGKILL') killed += 1;
      else throw new Error(`seed ${seed}: a run ended with code ${r.code}: ${r.stdout}`);
    }
  }
  // Both kinds of run happened, or the test proved nothing.
  expect(killed, `seed ${seed}`).toBeGreaterThan(10);
  expect(completed.length / 3, `seed ${seed}`).toBeGreaterThan(10);

  // The store opens: one more call chains on (taking over any stale lock, cutting any torn tail).
  const after = await judge(ws, attestArgs('after the storm'));
  expect(after.code, after.stderr).toBe(0);
  const verify = await judge(ws, ['verify', 'last', '--format', 'json']);
  expect(verify.code, `seed ${seed}: ${verify.stdout}${verify.stderr}`).toBe(0);
  const v = JSON.parse(verify.stdout);
  expect(v.result).toBe('verified');

  const lines = readFileSync(join(ws.dir, '.judge', 'sessions', session, 'receipts.jsonl'), 'utf8')
    .trimEnd()
    .split('\n');
  expect(v.checked).toBe(lines.length);
  const inChain = new Set<string>();
  const calls = new Map<string, number[]>();
  for (const l of lines) {
    const env = JSON.parse(l);
    const body = Buffer.from(env.payload, 'base64');
    const pae = Buffer.concat([Buffer.from(`DSSEv1 ${env.payloadType.length} ${env.payloadType} ${body.length} `), body]);
    inChain.add(`art_${createHash('sha256').update(pae).digest('hex').slice(0, 32)}`);
    const call = JSON.parse(body.toString('utf8')).payload.call as { id: string; index: number; count: number };
    calls.set(call.id, [...(calls.get(call.id) ?? []), call.index]);
  }
  const missing = completed.filter((id) => !inChain.has(id));
  expect(missing, `seed ${seed}`).toEqual([]);
  // Calls are whole: a killed process never leaves a partial call behind, even when the kill
  // cut its one write between pages.
  const partial = [...calls].filter(([, indexes]) => indexes.join() !== '0,1,2');
  expect(partial, `seed ${seed}`).toEqual([]);
});
