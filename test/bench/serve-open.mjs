#!/usr/bin/env node
// `judge serve` under an open-loop load (docs/design-and-performance.md): requests are sent at a
// fixed offered rate whatever the answers' pace (none goes out before it is due), and each latency
// counts from the moment its request was sent, so a server that falls behind pays for the whole
// queue; how late the sender itself was is printed beside it. The same load goes to
// a bare node:http server doing the minimum (parse the JSON body, answer JSON), in turns
// (bare, judge, bare, judge …) so both see the same machine. Prints p50/p99, CPU per request and
// the ratios judge ÷ bare per round, then their medians and spread. Figures only, never pass/fail.
//
// `--bodies corpus` (the default) sends the rules corpus's calls in turn, each with the questions a
// gate asks an outside judge for it (the default questions its kind of call can answer yes to), as
// a fleet's gates would send them; `--bodies commands` sends six shell commands, each request's
// own path or count, with the three questions the CLI asks of `ls`.
// `--against DIR` serves a second judge too, DIR/bin/judge (another checkout's build, e.g. main's
// copied to /tmp), in the same turns, and prints this build's CPU per request ÷ that one's.
// `--cpu-prof DIR` runs this build's server under node --cpu-prof, writing the profile into DIR;
// `--perf DIR` runs it and the bare server with --perf-basic-prof and records their main
// threads' CPU samples during each measured round (`perf record -e cpu-clock -g`; the bare
// server's as `bare-round-N`), written as `perf script` text into DIR for `serve-profile.mjs --perf` (V8's own profile samples the wall clock, perf the CPU). Build with
// `JUDGE_BUILD_NAMES=1 node scripts/build.mjs` first, or judge's own functions have no names.
// `--node-options "…"` starts this build's server with those node options (space-separated), e.g.
// to try a V8 flag against `--against`'s plain server in the same turns.
//
//   node scripts/build.mjs && node test/bench/serve-open.mjs [--rate 500] [--seconds 4] [--rounds 3] [--workers 1] [--unsigned] [--warmup N] [--settled US] [--settle-max N] [--bodies corpus|commands] [--against DIR] [--cpu-prof DIR] [--perf DIR] [--node-options "…"]
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { arg, cpuSeconds, importFromSource, percentile, ROOT } from './lib.mjs';
import { loadCorpus } from './rules-lib.mjs';
import { commandBody, corpusBody, definition } from './serve-bodies.mjs';

const RATE = Number(arg('rate', 500));
const SECONDS = Number(arg('seconds', 4));
const ROUNDS = Number(arg('rounds', 3));
const WORKERS = Number(arg('workers', 1));
const UNSIGNED = process.argv.includes('--unsigned');
// Set below: by default one pass over the corpus's calls (at least 5,000 requests).
let WARMUP = Number(arg('warmup', 5000));
const AGAINST = arg('against', undefined);
// The warm-up goes on until the server's helper threads use at most this much CPU per request.
const SETTLED_US = Number(arg('settled', 25));
const SETTLE_MAX = Number(arg('settle-max', 30000));
const PROFILE = arg('cpu-prof', undefined);
const PERF = arg('perf', undefined);
const BODIES = arg('bodies', 'corpus');
const NODE_OPTIONS = (arg('node-options', '') ?? '').split(' ').filter(Boolean);
if (PERF) mkdirSync(PERF, { recursive: true });
if (BODIES !== 'corpus' && BODIES !== 'commands') throw new Error('--bodies: corpus or commands');

const tmp = mkdtempSync(join(tmpdir(), 'judge-bench-serve-open-'));
const env = { PATH: process.env.PATH, HOME: tmp, NO_COLOR: '1' };
const judge = (...a) => spawnSync(process.execPath, [join(ROOT, 'bin/judge'), ...a], { cwd: tmp, env, encoding: 'utf8' });
// The questions a shell call asks by default, as the CLI reports them.
const asked = JSON.parse(judge('--tool', 'Bash', '--input', '{"command":"ls"}', '--format', 'json').stdout);
const pack = JSON.parse(readFileSync(join(ROOT, 'rules/pack.json'), 'utf8'));
const signed = !UNSIGNED && judge('init').status === 0;

const BARE = `
const http = require('node:http');
const s = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let body;
    try { body = JSON.parse(Buffer.concat(chunks).toString('utf8')); } catch { res.writeHead(400); return res.end(); }
    const answers = {};
    for (const k of Object.keys(body.questions ?? {})) answers[k] = { noul: 0, confidence: 1 };
    const text = JSON.stringify({ answers, latency_ms: 0 });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  });
});
s.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + s.address().port));
process.on('SIGTERM', () => s.close(() => process.exit(0)));
`;

function start(args) {
  const child = spawn(process.execPath, args, { cwd: tmp, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    let out = '';
    const t = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 15_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(t);
        resolve({ child, url: m[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${stderr}`)));
  });
}

async function load(url, pid, bodies, firstRound, perfOut) {
  const pool = new Pool(url, { connections: 128, pipelining: 1, keepAliveTimeout: 30_000 });
  const headers = { 'content-type': 'application/json' };
  let errors = 0;
  let first = '';
  // Latency counts from the moment a request is handed to the client, which is never before it
  // is due; `lag` is how late the sender was. Counting from the due time instead, a request sent
  // early (the sender used to send anything due within the next millisecond at once) could
  // answer before it was due: a negative latency.
  const one = async (i) => {
    const sent = performance.now();
    try {
      const res = await pool.request({ path: '/v1/judge', method: 'POST', headers, body: bodies[i % bodies.length] });
      const text = await res.body.text();
      if (res.statusCode !== 200 || !text.includes('"answers"')) {
        errors++;
        first ||= `HTTP ${res.statusCode}: ${text.slice(0, 160)}`;
      }
    } catch (err) {
      errors++;
      first ||= String(err?.code ?? err?.message ?? err);
    }
    return performance.now() - sent;
  };
  // Warm-up, not counted: eight at a time, so the rounds meet a server's steady state (code V8
  // has optimized), not its first minute. Over the corpus's variety V8 goes on compiling long
  // after one pass: its compiler threads used 150–220 µs of CPU per request in the three rounds
  // after a 4,000-request warm-up, and fell to 0–30 µs only after about 15,000 more. So the
  // first warm-up (by default a pass over every corpus call) goes on in blocks of 1,000 until the
  // server's threads other than its main one (compiler, collector) use at most SETTLED_US per
  // request over a block, at most SETTLE_MAX more requests; later rounds warm up with 1,000
  // requests (the server sat idle while the others were measured) and the same check.
  const n = Math.round(RATE * SECONDS);
  let sent = 0;
  const warm = async (count) => {
    for (let i = 0; i < count; i += 8, sent += 8) await Promise.all(Array.from({ length: 8 }, (_, k) => one(n + sent + k)));
  };
  await warm(firstRound ? WARMUP : 1000);
  let settle = 0;
  for (;;) {
    const before = helperCpuSeconds(pid);
    await warm(1000);
    settle += 1000;
    if (!(((helperCpuSeconds(pid) - before) / 1000) * 1e6 > SETTLED_US) || settle >= SETTLE_MAX) break;
  }
  const perf = perfOut ? await perfRecord(pid, `${perfOut}.data`) : undefined;
  const cpu0 = cpuSeconds(pid);
  const helpers0 = helperCpuSeconds(pid);
  const t0 = performance.now();
  const pending = [];
  const lag = [];
  // Open loop: every request that is due goes out now, then the sender sleeps until the next is
  // due (a timer fires a millisecond or so late, so requests can go out a few at a time).
  for (let i = 0; i < n; ) {
    const now = performance.now();
    while (i < n && t0 + (i * 1000) / RATE <= now) {
      lag.push(now - (t0 + (i * 1000) / RATE));
      pending.push(one(i++));
    }
    if (i < n) await new Promise((r) => setTimeout(r, t0 + (i * 1000) / RATE - performance.now()));
  }
  const lat = (await Promise.all(pending)).sort((a, b) => a - b);
  const cpu = cpuSeconds(pid) - cpu0;
  const helpers = helperCpuSeconds(pid) - helpers0;
  if (perf) await perfScript(perf, pid, `${perfOut}.data`, `${perfOut}.txt`, n);
  await pool.close();
  lag.sort((a, b) => a - b);
  const pct = (p) => percentile(lat, p);
  return {
    p50: pct(50),
    p99: pct(99),
    lag99: percentile(lag, 99),
    cpuUs: (cpu / n) * 1e6,
    helperUs: (helpers / n) * 1e6,
    errors,
    first,
    warmed: sent,
  };
}

/** `perf record` of a process's CPU samples with call stacks, started once it is recording. */
async function perfRecord(pid, out) {
  const perf = spawn('perf', ['record', '-e', 'cpu-clock', '-F', '4000', '-g', '-p', String(pid), '-o', out], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    perf.on('error', reject);
    perf.on('exit', (code) => reject(new Error(`perf record exited ${code}`)));
    setTimeout(resolve, 500);
  });
  perf.removeAllListeners('exit');
  return perf;
}

/** Stops a recording and writes the main thread's samples as `perf script` text, for serve-profile.mjs --perf. */
async function perfScript(perf, pid, data, out, requests) {
  const done = new Promise((resolve) => perf.on('exit', resolve));
  perf.kill('SIGINT');
  await done;
  const script = spawnSync('perf', ['script', '-i', data, '--tid', String(pid), '-F', 'ip,sym'], { maxBuffer: 1 << 30 });
  writeFileSync(out, script.stdout);
  console.log(`  perf: node test/bench/serve-profile.mjs --perf ${out} --per ${requests}`);
}

/** CPU seconds of a server's threads other than each process's main thread (V8's compiler and collector). */
function helperCpuSeconds(pid) {
  let ticks = 0;
  let pids = [String(pid)];
  try {
    pids = pids.concat(readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean));
    for (const p of pids)
      for (const t of readdirSync(`/proc/${p}/task`)) {
        if (t === p) continue;
        const f = readFileSync(`/proc/${p}/task/${t}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks += Number(f[11]) + Number(f[12]);
      }
  } catch {
    return NaN; // no /proc: the warm-up stops after its first block
  }
  return ticks / 100;
}

const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const spread = (xs) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
try {
  if (!asked.answers) throw new Error('judge did not answer the probe call');
  let bodies;
  let asks;
  if (BODIES === 'commands') {
    const n = Math.round(RATE * SECONDS) + WARMUP;
    const keys = Object.keys(asked.answers);
    const q = Object.fromEntries(keys.map((k) => [k, definition(pack.questions[k])]));
    asks = `${keys.length} questions`;
    bodies = Array.from({ length: n }, (_, i) => commandBody(i, q, tmp));
  } else {
    const m = await importFromSource(
      "export { capabilityOf } from './src/state/build.ts'; export { defaultQuestionKeysFor } from './src/rules/index.ts';",
    );
    const cases = loadCorpus(m);
    if (arg('warmup', undefined) === undefined) WARMUP = Math.max(WARMUP, Math.ceil(cases.length / 8) * 8);
    const n = Math.round(RATE * SECONDS) + WARMUP;
    const counts = [];
    bodies = Array.from({ length: n }, (_, i) => {
      const { state } = cases[i % cases.length];
      const keys = m.defaultQuestionKeysFor(state);
      counts.push(keys.length);
      return corpusBody(state, keys, pack);
    });
    counts.sort((a, b) => a - b);
    asks = `${cases.length} corpus calls in turn, ${counts[0]}–${counts.at(-1)} questions (median ${counts[counts.length >> 1]})`;
  }
  const kb = bodies.reduce((t, b) => t + Buffer.byteLength(b), 0) / bodies.length / 1024;
  const bare = await start([...(PERF ? ['--perf-basic-prof'] : []), '-e', BARE]);
  const serveArgs = ['serve', '--port', '0', '--workers', String(WORKERS), ...(signed ? [] : ['--unsigned'])];
  const profile = [...NODE_OPTIONS, ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir', PROFILE] : []), ...(PERF ? ['--perf-basic-prof'] : [])];
  const served = await start([...profile, join(ROOT, 'bin/judge'), ...serveArgs]);
  const other = AGAINST ? await start([join(AGAINST, 'bin/judge'), ...serveArgs]) : undefined;
  const show = (x) =>
    `after ${x.warmed} warm-up requests p50 ${x.p50.toFixed(2)} p99 ${x.p99.toFixed(2)} ms (sender late ≤ ${x.lag99.toFixed(2)} ms at p99), ${x.cpuUs.toFixed(0)} µs cpu/req (${x.helperUs.toFixed(0)} of it in threads other than the main one), ${x.errors} errors${x.first ? ` (${x.first})` : ''}`;
  const rows = [];
  for (let r = 0; r < ROUNDS; r++) {
    // The order of the turns turns around every round, so no server always follows the same one.
    const turns = [
      ['b', bare],
      ['j', served],
      ['o', other],
    ].filter(([, s]) => s);
    const got = {};
    for (const [name, s] of r % 2 === 0 ? turns : turns.reverse())
      got[name] = await load(
        s.url,
        s.child.pid,
        bodies,
        r === 0,
        PERF && name !== 'o' ? join(PERF, `${name === 'j' ? '' : 'bare-'}round-${r + 1}`) : undefined,
      );
    const { b, j, o } = got;
    rows.push({ b, j, o });
    console.log(`round ${r + 1}: judge ${show(j)}; bare ${show(b)}${o ? `; against ${show(o)}` : ''}`);
  }
  for (const s of [bare, served, other]) s?.child.kill('SIGTERM');
  const p99 = rows.map(({ b, j }) => j.p99 / b.p99);
  const cpu = rows.map(({ b, j }) => j.cpuUs / b.cpuUs);
  const errors = rows.reduce((n, { j }) => n + j.errors, 0);
  console.log(
    `judge serve (${WORKERS} worker${WORKERS === 1 ? '' : 's'}, answers ${signed ? 'signed' : 'unsigned'}; ${asks}, ${kb.toFixed(1)} KiB a body on average) vs bare node:http, open loop at ${RATE} req/s, ${ROUNDS} rounds of ${SECONDS} s (load ${loadavg()[0].toFixed(1)}):`,
  );
  console.log(`  p99 ratio: median ${med(p99).toFixed(2)} (${spread(p99)}; goal ≤ 2, 0 errors: ${errors} errors)`);
  console.log(`  cpu/request ratio: median ${med(cpu).toFixed(2)} (${spread(cpu)}; goal ≤ 2.5)`);
  if (other) {
    const vs = rows.map(({ j, o }) => j.cpuUs / o.cpuUs);
    const vsBare = rows.map(({ b, o }) => o.cpuUs / b.cpuUs);
    console.log(`  against ${AGAINST}: its cpu/request ratio to bare median ${med(vsBare).toFixed(2)} (${spread(vsBare)})`);
    console.log(`  cpu/request, this build ÷ that one: median ${med(vs).toFixed(2)} (${spread(vs)})`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
