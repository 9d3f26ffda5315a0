#!/usr/bin/env node
// `judge serve`'s own work per request (`answerRequest`: read the body, the rules, digest, sign,
// write the response), this source against another revision's (main by default) in one process,
// so the two meet the same machine: blocks of requests in turns (A B B A …), CPU time per block
// (process.cpuUsage), and the ratio of each pair of blocks. A server at 500 req/s meets every
// request with cold caches (docs/design-and-performance.md), so by default each call follows
// a 2 ms sleep, as in the server; `--hot` calls back to back; `--sweep MB` writes that much
// memory before each call instead (the caches emptied without a sleep's wake-up) and times each
// call alone on the clock, median per block. Figures only, never pass/fail.
//
//   node test/bench/serve-pair.mjs [--rev main] [--bodies commands|corpus] [--blocks 16] [--per 100] [--hot] [--sweep MB]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg, importFromRevision, importFromSource, ROOT } from './lib.mjs';
import { loadCorpus } from './rules-lib.mjs';
import { commandBody, corpusBody, definition } from './serve-bodies.mjs';

const REV = arg('rev', 'main');
const BODIES = arg('bodies', 'commands');
const BLOCKS = Number(arg('blocks', 16));
const PER = Number(arg('per', 100));
const HOT = process.argv.includes('--hot');
const SWEEP_MB = Number(arg('sweep', 0));
const junk = new Uint8Array(SWEEP_MB * 1024 * 1024);
/** Writes one byte a cache line over `junk`: what a core ran between two requests, in short. */
function sweep() {
  for (let i = 0; i < junk.length; i += 64) junk[i]++;
}

const SOURCE = `
export { answerRequest } from './src/http/server.ts';
export { createAnswerSigner } from './src/http/signer.ts';
export { servedRulesJudge } from './src/call/served.ts';
export { capabilityOf } from './src/state/build.ts';
export { defaultQuestionKeysFor } from './src/rules/index.ts';
`;
const mine = await importFromSource(SOURCE);
const theirs = await importFromRevision(SOURCE, REV);

const tmp = mkdtempSync(join(tmpdir(), 'judge-bench-serve-pair-'));
const pack = JSON.parse(readFileSync(join(ROOT, 'rules/pack.json'), 'utf8'));
// The bodies serve-open.mjs sends: six shell commands with three questions, or the corpus's calls.
let bodies;
if (BODIES === 'commands') {
  const q = Object.fromEntries(['risk', 'unsafe', 'verdict'].map((k) => [k, definition(pack.questions[k])]));
  bodies = Array.from({ length: 6000 }, (_, i) => Buffer.from(commandBody(i, q, tmp)));
} else {
  const cases = loadCorpus(mine);
  bodies = cases.map(({ state }) => Buffer.from(corpusBody(state, mine.defaultQuestionKeysFor(state), pack)));
}

const seed = new Uint8Array(32).fill(7);
const servers = [mine, theirs].map((m) => ({ judge: m.servedRulesJudge(), signer: m.createAnswerSigner(seed), answer: m.answerRequest }));
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const pause = new Int32Array(new SharedArrayBuffer(4));
let next = 0;
// CPU time of the whole block (all of the process's threads, as the served bench counts them):
// a sleeping thread uses none, so the pauses cost nothing but the wake-ups both sides pay.
function block(s) {
  const t = process.cpuUsage();
  const each = [];
  for (let i = 0; i < PER; i++) {
    if (SWEEP_MB > 0) sweep();
    else if (!HOT) Atomics.wait(pause, 0, 0, 2);
    const body = bodies[next++ % bodies.length];
    const t0 = performance.now();
    const reply = s.answer(body, { judge: s.judge, signer: s.signer }, 'req_1');
    each.push(performance.now() - t0);
    if (reply.status !== 200) throw new Error(`HTTP ${reply.status}: ${JSON.stringify(reply.body).slice(0, 200)}`);
  }
  if (SWEEP_MB > 0) return median(each) * 1000;
  const d = process.cpuUsage(t);
  return (d.user + d.system) / PER;
}

try {
  // Warm both, then the same bodies in the same order for each.
  for (let w = 0; w < 3; w++) for (const s of servers) block(s);
  const ratios = [];
  const us = [[], []];
  for (let b = 0; b < BLOCKS; b++) {
    const start = next;
    const order = b % 2 === 0 ? [0, 1] : [1, 0];
    const got = [];
    for (const k of order) {
      next = start;
      got[k] = block(servers[k]);
    }
    us[0].push(got[0]);
    us[1].push(got[1]);
    ratios.push(got[0] / got[1]);
  }
  const spread = (xs) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
  console.log(
    `answerRequest (signed; ${BODIES} bodies; ${SWEEP_MB > 0 ? `each after a ${SWEEP_MB} MB sweep, median wall time of a call` : HOT ? 'back to back' : 'each after a 2 ms sleep'}), this source vs ${REV}, ${BLOCKS} pairs of ${PER} (load ${loadavg()[0].toFixed(1)}):`,
  );
  console.log(`  ${SWEEP_MB > 0 ? 'µs a call' : 'cpu µs/request'}: this ${median(us[0]).toFixed(0)}, ${REV} ${median(us[1]).toFixed(0)}`);
  console.log(`  this ÷ ${REV}: median ${median(ratios).toFixed(2)} (${spread(ratios)})`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
