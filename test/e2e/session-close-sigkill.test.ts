/**
 * SIGKILL `judge session close` at random moments: afterwards the session is either open and
 * current, or closed — and then `judge session close --session ID` writes its package, which
 * verifies, and a new session can start. Each trial has its own store (a copy of one prepared
 * store: an open session with two attested calls); each process a deadline.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prng } from '../helpers/prng.js';
import { attestArgs, cli, judgeKilledAfter, workspace, type Run, type Workspace } from '../helpers/store-cli.js';

const TRIALS = 24;
const BATCH = 4;
/** A deadline per process, so a hung one fails the test instead of stalling it; never a speed bound. */
const DEADLINE_MS = 60_000;

const spaces: Workspace[] = [];
beforeAll(async () => {
  await cli(); // build the CLI before the kills start
});
afterAll(() => {
  for (const ws of spaces) ws.cleanup();
});

/** Runs judge, SIGKILLed after `killAfterMs` (or at the deadline). */
const run = (ws: Workspace, args: string[], killAfterMs = DEADLINE_MS): Promise<Run> => judgeKilledAfter(ws, args, killAfterMs);

async function prepared(): Promise<{ ws: Workspace; session: string }> {
  const ws = workspace();
  spaces.push(ws);
  expect((await run(ws, ['init'])).code).toBe(0);
  const session = JSON.parse((await run(ws, ['session', 'start', '--format', 'json'])).stdout).session as string;
  for (const c of ['ls', 'git status']) expect((await run(ws, attestArgs(c))).code).toBe(0);
  return { ws, session };
}

/**
 * A store of its own for a trial: a copy of `template`'s. The store holds no path to itself (the
 * workspace path is only data in the calls' states), so a copy is what preparing it anew writes.
 */
function copied(template: { ws: Workspace; session: string }): { ws: Workspace; session: string } {
  const ws = workspace();
  spaces.push(ws);
  cpSync(join(template.ws.dir, '.judge'), join(ws.dir, '.judge'), { recursive: true });
  return { ws, session: template.session };
}

it(`SIGKILL during session close over ${TRIALS} trials: open and current, or closed and sealable by a re-run`, async () => {
  // How long a close takes here, so the kills land before, inside and after its steps: timed on a copy of the template,
  // which is what each trial closes.
  const template = await prepared();
  const probe = copied(template);
  const t0 = Date.now();
  expect((await run(probe.ws, ['session', 'close'])).code).toBe(0);
  const span = Math.max(200, Date.now() - t0);

  const seed = Number(process.env.JUDGE_SIGKILL_SEED ?? Date.now() % 1_000_000);
  const rand = prng(seed);
  const seen = { killedOpen: 0, killedClosed: 0, finished: 0 };
  for (let b = 0; b < TRIALS / BATCH; b++) {
    await Promise.all(
      Array.from({ length: BATCH }, async () => {
        const { ws, session } = copied(template);
        const out = join(ws.home, 'pkg');
        const close = await run(ws, ['session', 'close', '--out', out], Math.floor(rand() * span * 1.3));
        const why = `seed ${seed}, ${session}: close ended ${close.signal ?? close.code}: ${close.stderr}`;
        if (close.signal !== 'SIGKILL') expect(close.code, why).toBe(0);
        const st = JSON.parse((await run(ws, ['session', 'status', '--session', session, '--format', 'json'])).stdout) as {
          status: string;
        };
        if (st.status === 'open') {
          // Open: still the current session, attests chain on, and a plain close finishes the job.
          if (close.signal === 'SIGKILL') seen.killedOpen++;
          const current = JSON.parse((await run(ws, ['session', 'status', '--format', 'json'])).stdout) as { session?: string };
          expect(current.session, why).toBe(session);
          expect((await run(ws, attestArgs('after the kill'))).code, why).toBe(0);
          expect((await run(ws, ['session', 'close', '--out', out])).code, why).toBe(0);
        } else {
          expect(st.status, why).toBe('closed');
          if (close.signal === 'SIGKILL') seen.killedClosed++;
          else seen.finished++;
          // Closed: the package is written (again) by a re-run naming the session.
          const again = await run(ws, ['session', 'close', '--session', session, '--out', out]);
          expect(again.code, `${why}\nre-run: ${again.stderr}`).toBe(0);
        }
        const v = await run(ws, ['package', 'verify', out]);
        expect(v.code, `${why}\n${v.stdout}`).toBe(0);
        // The store is not stuck: a new session starts.
        const next = await run(ws, ['session', 'start']);
        expect(next.code, `${why}\n${next.stderr}`).toBe(0);
      }),
    );
  }
  expect(seen.killedOpen + seen.killedClosed, `seed ${seed}: ${JSON.stringify(seen)}`).toBeGreaterThan(3);
});
