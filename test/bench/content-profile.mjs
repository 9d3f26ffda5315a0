// Where the rules content guard spends its time on one of the bench's 100 KB texts: judges it
// (with findings, excerpts and redaction) after warm-up under V8's sampling profiler, in process,
// and prints the self time per function (and per source line for the heaviest), heaviest first.
// Sampling, so the figures are shares, not a pass/fail measure.
//   node test/bench/content-profile.mjs [dense|readme|prose] [--runs N] [--interval µs] [--top N]
import { Session } from 'node:inspector/promises';
import { arg, contentGuardForProfile, selfTimes } from './lib.mjs';

// The bundle's lines are kept so each sample's source file and line can be named.
const which = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'dense';
const { bundleLines, fileOfLine: fileOf, once } = await contentGuardForProfile(which);
const runs = Number(arg('runs', '200'));
for (let i = 0; i < 60; i++) once();

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: Number(arg('interval', '50')) });
await session.post('Profiler.start');
const t0 = process.cpuUsage();
for (let i = 0; i < runs; i++) once();
const used = process.cpuUsage(t0);
const { profile } = await session.post('Profiler.stop');
session.disconnect();

// A frame of the bundle is named by its source file; any other (Node's own) by its URL.
const where = (f) => (f.url.endsWith('/bundle.mjs') ? fileOf[f.lineNumber] : f.url);
const { byId, counts, total, fns, lines } = selfTimes(profile, where);
// Total time per function: each sample charged once to every function on its stack.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const keyOf = (n) => `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame)}`;
const inclusive = new Map();
for (const [id, c] of counts) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) seen.add(keyOf(byId.get(at)));
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + c);
}
const top = Number(arg('top', '40'));
const perRun = ((used.user + used.system) / 1000 / runs).toFixed(2);
console.log(`${which}: ${runs} judgements, ${perRun} ms CPU each (profiler on), ${total} samples`);
for (const [k, c] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${((100 * c) / total).toFixed(1).padStart(5)} %  ${k}`);
console.log('total (self and callees):');
for (const [k, c] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${((100 * c) / total).toFixed(1).padStart(5)} %  ${k}`);
console.log('heaviest lines:');
for (const [l, c] of [...lines].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${((100 * c) / total).toFixed(1).padStart(5)} %  ${fileOf[l - 1]}  ${bundleLines[l - 1].trim().slice(0, 110)}`);
