// Benchmark: `judge package verify` on a package of 3,000 receipts against a bare node:crypto
// verifier on one core (verify-raw-lib.mjs), whole processes in turns (goal: judge ≥ 1.5 × as
// fast). Builds the package in-process — statements signed with node:crypto — sealed by the real
// package writer's close record; prints where one core's time goes per receipt (cold process),
// times the pure verifier in-process, then the pairs with their CPU. Prints figures, never pass/fail.
//
//   node test/bench/verify.mjs [receipts=3000] [in-process runs=3] [pairs=9] [cli-only]
import { build } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const N = Number(process.argv[2] ?? 3_000);
const RUNS = Number(process.argv[3] ?? 3);
const PAIRS = Number(process.argv[4] ?? 9);
const IN_PROCESS = process.argv[5] !== 'cli-only';
const work = mkdtempSync(join(tmpdir(), 'judge-bench-verify-'));

/** CPU time of the waited-for children so far (Linux: /proc/self/stat, clock ticks of 10 ms); NaN elsewhere. */
function childrenCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * Runs node with `args` and polls /proc/<pid>/task/*\/stat until it exits: [main thread's CPU ms,
 * the busiest other thread's (the signature worker), all the others'].
 */
async function threadsCpu(args) {
  const child = spawn(process.execPath, args, { stdio: 'ignore' });
  const seen = new Map();
  const poll = () => {
    let tids = [];
    try {
      tids = readdirSync(`/proc/${child.pid}/task`);
    } catch {
      return;
    }
    for (const tid of tids) {
      try {
        const stat = readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        seen.set(tid, Math.max(seen.get(tid) ?? 0, (Number(f[11]) + Number(f[12])) * 10));
      } catch {}
    }
  };
  const timer = setInterval(poll, 2);
  await new Promise((done) => child.on('exit', done));
  clearInterval(timer);
  const main = seen.get(String(child.pid)) ?? 0;
  const others = [...seen]
    .filter(([tid]) => tid !== String(child.pid))
    .map(([, ms]) => ms)
    .sort((a, b) => b - a);
  return [main, others[0] ?? 0, others.slice(1).reduce((a, b) => a + b, 0)];
}

// The phases of one core's work, timed in a process of their own: <bench bundle> <package dir>.
const PHASES = `
import { readFileSync, readdirSync } from 'node:fs';
import { verify } from 'node:crypto';
const m = await import(process.argv[2]);
const dir = process.argv[3];
const files = new Map([['receipts.jsonl', readFileSync(dir + '/receipts.jsonl')], ['close.json', readFileSync(dir + '/close.json')]]);
for (const k of readdirSync(dir + '/keys')) files.set('keys/' + k, readFileSync(dir + '/keys/' + k));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const jobs = [];
let c = cpu();
const run = m.beginVerify([{ name: 'p', files }], { replay: () => ({ status: 'not-replayable', reason: 'bench' }) }, (job) =>
  jobs.push({ key: job.key.keyObject, message: Buffer.from(job.message), signature: job.signature }));
const parse = cpu() - c;
c = cpu();
const verdicts = jobs.map((j) => verify(null, j.message, j.key, j.signature));
const verified = cpu() - c;
c = cpu();
run.complete(verdicts);
console.log(JSON.stringify({ parse, verify: verified, complete: cpu() - c }));
`;

try {
  // Bundle the modules the bench needs from src/ (the dist bundle exposes only the CLI).
  const entry = join(work, 'entry.ts');
  writeFileSync(
    entry,
    [
      `export { beginVerify } from ${JSON.stringify(join(ROOT, 'src/package/verify.ts'))};`,
      `export { verifyPackages } from ${JSON.stringify(join(ROOT, 'src/package/verify.ts'))};`,
      `export { verifyPackagesParallel } from ${JSON.stringify(join(ROOT, 'src/package/parallel.ts'))};`,
      `export { sealPackage } from ${JSON.stringify(join(ROOT, 'src/package/write.ts'))};`,
      `export { canonicalBytes, digestOf } from ${JSON.stringify(join(ROOT, 'src/canonical/jcs.ts'))};`,
      `export { pae } from ${JSON.stringify(join(ROOT, 'src/crypto/pae.ts'))};`,
      `export { keyIdOf, receiptIdOf } from ${JSON.stringify(join(ROOT, 'src/crypto/ids.ts'))};`,
    ].join('\n'),
  );
  const bundle = join(work, 'bench-modules.mjs');
  await build({
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  const m = await import(bundle);

  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(12);
  const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d, 'base64url');
  const key = { keyid: m.keyIdOf(raw), uri: 'system://judge', publicKey: new Uint8Array(raw), seed: new Uint8Array(seed) };
  createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' })); // sanity: key round-trips

  const QUESTIONS = {
    danger: { type: 'noul', instructions: 'Would the command destroy data?', on_yes: 'deny' },
    risk: { type: 'score', instructions: 'How risky is it?', levels: ['none', 'low', 'high'] },
    verdict: { type: 'choice', instructions: 'allow, warn, ask or deny', options: ['allow', 'warn', 'ask', 'deny'] },
  };
  const questionsDigest = m.digestOf(QUESTIONS);
  const judge = { model: 'judge-rules/1.0.0', provider: 'judge', kind: 'rules', replayable: true, rules_digest: m.digestOf({ bench: 1 }) };
  const session = `ses_${'b'.repeat(32)}`;

  const t0 = performance.now();
  const lines = [];
  const ids = [];
  let prev = null;
  let seq = 0;
  const push = (kind, payload, subject) => {
    seq++;
    const st = {
      type: 'judge.statement/v1',
      kind,
      signer: key.uri,
      issued_at: new Date(Date.UTC(2026, 10, 29, 14, 0, 0, seq % 1000)).toISOString(),
      session,
      seq,
      prev,
      payload,
    };
    if (subject) st.subject = subject;
    const body = m.canonicalBytes(st);
    const paeBytes = m.pae('application/vnd.judge.statement+json', body);
    const id = m.receiptIdOf(paeBytes);
    lines.push(
      JSON.stringify({
        payloadType: 'application/vnd.judge.statement+json',
        payload: body.toString('base64'),
        signatures: [{ keyid: key.keyid, sig: sign(null, paeBytes, privateKey).toString('base64') }],
      }),
    );
    ids.push(id);
    prev = id;
    return id;
  };
  for (let call = 0; seq < N; call++) {
    // whole calls only: N rounds up to a multiple of 3
    const destructive = call % 7 === 3;
    const callId = `call_${call.toString(16).padStart(32, '0')}`;
    const effect = destructive ? 'deny' : 'allow';
    const base = {
      judge,
      tool: 'Bash',
      capability: 'shell.exec',
      state_digest: m.digestOf({ call }),
      questions_digest: questionsDigest,
      latency_ms: 0,
    };
    const callRec = {
      id: callId,
      count: 3,
      effect,
      outcome: destructive ? 'refused' : 'acted',
      decided_by: destructive ? ['danger', 'verdict'] : ['danger', 'verdict'],
    };
    const per = [
      [
        'danger',
        { noul: destructive ? 1 : 0, probabilities: { yes: destructive ? 1 : 0, no: destructive ? 0 : 1 }, confidence: 1 },
        'noul',
        destructive ? 'refused' : 'acted',
        effect,
      ],
      ['risk', { score: destructive ? 'high' : 'none', confidence: 1 }, 'none', 'ignored', null],
      ['verdict', { choice: destructive ? 'deny' : 'allow', confidence: 1 }, 'confidence', destructive ? 'refused' : 'acted', effect],
    ];
    per.forEach(([k, answer, appliesTo, outcome, eff], index) => {
      push('judgement.v1', {
        ...base,
        question: { key: k, ...QUESTIONS[k] },
        answer,
        threshold: { value: 0.5, applies_to: appliesTo, set_by: 'default' },
        outcome,
        effect: eff,
        call: { ...callRec, index },
      });
    });
  }
  const files = new Map();
  files.set('receipts.jsonl', Buffer.from(lines.map((l) => `${l}\n`).join('')));
  files.set(
    `keys/${key.keyid}.json`,
    Buffer.from(`${JSON.stringify({ keyid: key.keyid, uri: key.uri, alg: 'ed25519', public_key: raw.toString('base64') })}\n`),
  );
  m.sealPackage(files, session, ids, key);
  const buildMs = performance.now() - t0;
  console.log(
    `built ${ids.length} receipts in ${(buildMs / 1000).toFixed(1)} s (${Math.round(ids.length / (buildMs / 1000))}/s signed with node:crypto); receipts.jsonl ${(files.get('receipts.jsonl').length / 1048576).toFixed(1)} MiB`,
  );

  const replay = () => ({ status: 'not-replayable', reason: 'bench' });
  const timeIt = async (label, fn) => {
    const times = [];
    const cpu = [];
    let report;
    for (let r = 0; r < RUNS; r++) {
      const t = performance.now();
      const c = process.cpuUsage();
      report = await fn();
      times.push(performance.now() - t);
      const u = process.cpuUsage(c);
      cpu.push((u.user + u.system) / 1000);
    }
    const failing = report.rows.filter((r) => r.status === 'fail');
    if (failing.length > 0) console.log(`note: failing rows: ${failing.map((r) => `${r.check}: ${r.failures[0]}`).join('; ')}`);
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    cpu.sort((a, b) => a - b);
    console.log(
      `${label} (${RUNS} runs): median ${(median / 1000).toFixed(2)} s → ${Math.round(ids.length / (median / 1000))} receipts/s (best ${Math.round(ids.length / (times[0] / 1000))}/s; cpu ${(cpu[Math.floor(cpu.length / 2)] / 1000).toFixed(2)} s, load ${os.loadavg()[0].toFixed(1)})`,
    );
  };
  {
    const t = performance.now();
    const c = process.cpuUsage();
    m.beginVerify([{ name: 'bench', files }], { replay }, () => {});
    const u = process.cpuUsage(c);
    console.log(
      `reading and parsing alone (no signature checked): ${((performance.now() - t) / 1000).toFixed(2)} s wall, ${((u.user + u.system) / 1e6).toFixed(2)} s cpu`,
    );
  }
  {
    // Where one core's time goes, in a fresh process (cold, as the CLI runs): read and parse
    // (with ids, chain and close), node:crypto verify, and the checks that count signed receipts.
    const dir = join(work, 'phases');
    for (const [p, bytes] of files) {
      mkdirSync(join(dir, p, '..'), { recursive: true });
      writeFileSync(join(dir, p), bytes);
    }
    const script = join(work, 'phases.mjs');
    writeFileSync(script, PHASES);
    const res = spawnSync(process.execPath, [script, bundle, dir], { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`phases: ${res.stderr}`);
    const ph = JSON.parse(res.stdout);
    const per = (ms) => `${((ms * 1000) / ids.length).toFixed(0)} µs`;
    console.log(
      `one core, cold process, per receipt: parse and byte checks ${per(ph.parse)}, signature (node:crypto) ${per(ph.verify)}, ` +
        `judgements and replay ${per(ph.complete)} (${ph.parse.toFixed(0)} + ${ph.verify.toFixed(0)} + ${ph.complete.toFixed(0)} ms cpu)`,
    );
  }
  if (IN_PROCESS) await timeIt('verifyPackages, one thread', () => m.verifyPackages([{ name: 'bench', files }], { replay }));
  if (IN_PROCESS)
    await timeIt(`verifyPackagesParallel, this thread and ${Math.max(1, os.availableParallelism() - 1)} worker(s)`, () =>
      m.verifyPackagesParallel([{ name: 'bench', files }], { replay }),
    );

  // The whole command from disk, if the built CLI has it.
  const bin = join(ROOT, 'bin', 'judge');
  const probe = spawnSync(process.execPath, [bin, 'package', 'verify', '--help'], { encoding: 'utf8' });
  if (probe.status === 0) {
    const dir = join(work, 'pkg');
    for (const [p, bytes] of files) {
      mkdirSync(join(dir, p, '..'), { recursive: true });
      writeFileSync(join(dir, p), bytes);
    }
    // Whole processes, in turn (raw, judge, raw, judge …) so both see the same machine: the
    // ratio is the raw one-core verifier's time over judge's, pair by pair.
    const raw = join(ROOT, 'test', 'bench', 'verify-raw-lib.mjs');
    const verifyArgs = [bin, 'package', 'verify', dir, '--format', 'json'];
    const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    // Twice: in this environment, and in a minimal one. NODE_EXTRA_CA_CERTS (set here) makes every
    // node process load a certificate bundle at start-up, ~70 ms of CPU that both sides pay and
    // that pulls the ratio towards 1; the minimal environment shows the work alone.
    const environments = [
      ['this environment', process.env],
      ['minimal environment (PATH only)', { PATH: process.env.PATH }],
    ];
    for (const [envName, env] of environments) {
      const cpuOf = [];
      const once = (args) => {
        const t = performance.now();
        const c = childrenCpuMs();
        const res = spawnSync(process.execPath, args, { env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
        if (res.status !== 0) throw new Error(`${args.join(' ')} exited ${res.status}: ${String(res.stderr).slice(0, 300)}`);
        cpuOf.push(childrenCpuMs() - c);
        return performance.now() - t;
      };
      once([raw, dir]);
      once(verifyArgs);
      const rawMs = [];
      const cliMs = [];
      const ratios = [];
      const rawCpu = [];
      const cliCpu = [];
      for (let r = 0; r < PAIRS; r++) {
        const b = once([raw, dir]);
        rawCpu.push(cpuOf.at(-1));
        const c = once(verifyArgs);
        cliCpu.push(cpuOf.at(-1));
        rawMs.push(b);
        cliMs.push(c);
        ratios.push(b / c);
      }
      const rs = [...ratios].sort((a, b) => a - b);
      console.log(
        `package verify, ${ids.length} receipts, whole process, ${envName}: judge ${Math.round(ids.length / (med(cliMs) / 1000))} receipts/s (${med(cliMs).toFixed(0)} ms), ` +
          `raw node:crypto one core ${Math.round(ids.length / (med(rawMs) / 1000))}/s (${med(rawMs).toFixed(0)} ms); ` +
          `raw time ÷ judge time: median ${med(ratios).toFixed(2)} (min ${rs[0].toFixed(2)}, max ${rs[rs.length - 1].toFixed(2)}, ${PAIRS} pairs; goal ≥ 1.5)`,
      );
      if (!rawCpu.some(Number.isNaN))
        console.log(
          `  CPU per process (user + system, all threads), median: judge ${med(cliCpu).toFixed(0)} ms, raw ${med(rawCpu).toFixed(0)} ms, node -e 0 ${med(
            Array.from({ length: 5 }, () => {
              const c = childrenCpuMs();
              spawnSync(process.execPath, ['-e', '0'], { env });
              return childrenCpuMs() - c;
            }),
          ).toFixed(0)} ms; load ${os.loadavg()[0].toFixed(1)}`,
        );
    }
    if (!Number.isNaN(childrenCpuMs())) {
      // Per thread (Linux): the CPU each of judge's threads used, polled from /proc while it runs.
      const runs = [];
      for (let r = 0; r < 5; r++) runs.push(await threadsCpu(verifyArgs));
      const at = (k) => med(runs.map((t) => t[k] ?? 0)).toFixed(0);
      console.log(
        `judge's threads, CPU median of 5 runs: main ${at(0)} ms, signature worker ${at(1)} ms, the rest (V8's compiler and GC helpers) ${at(2)} ms`,
      );
    }
  } else {
    console.log('built CLI has no `package verify` yet (run npm run build after wiring): CLI timing skipped');
  }
} finally {
  if (process.env.BENCH_KEEP) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
