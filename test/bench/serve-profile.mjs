#!/usr/bin/env node
// Self time by function and by file from V8 .cpuprofile files (`node --cpu-prof`, e.g. the one
// `serve-open.mjs --cpu-prof DIR` writes for `judge serve`), summed over every file given, so the
// cuts to make are read off a profile rather than guessed (docs/design-and-performance.md).
// `--per N` divides the times by N (the requests the profile saw) and prints µs per request;
// `--top K` rows per table (default 40). Samples in V8's (idle) and (program) buckets are shown
// apart: idle is the event loop waiting, not work.
//
//   node test/bench/serve-profile.mjs [--per N] [--top K] FILE.cpuprofile…
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return dflt;
  const v = argv[i + 1];
  argv.splice(i, 2);
  return v;
};
const per = Number(opt('per', 0));
const top = Number(opt('top', 40));
if (argv.length === 0) {
  // `npm run bench` runs every file here: without a profile there is nothing to sum.
  console.log('usage: serve-profile.mjs [--per N] [--top K] FILE.cpuprofile… (e.g. from serve-open.mjs --cpu-prof DIR)');
  process.exit(0);
}

const byFn = new Map();
const byFile = new Map();
let total = 0;
let idle = 0;
for (const file of argv) {
  const prof = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(prof.nodes.map((n) => [n.id, n]));
  // timeDeltas[i] is the time before sample i; it is charged to the sample's node.
  const self = new Map();
  for (let i = 0; i < prof.samples.length; i++) {
    const id = prof.samples[i];
    self.set(id, (self.get(id) ?? 0) + Math.max(0, prof.timeDeltas[i] ?? 0));
  }
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const name = functionName || '(anonymous)';
    total += us;
    if (name === '(idle)') {
      idle += us;
      continue;
    }
    const where = url ? basename(url) : '';
    const fnKey = where ? `${name} ${where}:${lineNumber + 1}` : name;
    byFn.set(fnKey, (byFn.get(fnKey) ?? 0) + us);
    const fileKey = where || name;
    byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + us);
  }
}

const busy = total - idle;
const fmt = (us) => (per > 0 ? `${(us / per).toFixed(1).padStart(8)} µs/req` : `${(us / 1000).toFixed(1).padStart(9)} ms`);
const table = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${fmt(us)}  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${k}`);
};
console.log(`busy ${fmt(busy)} (idle ${(idle / 1000).toFixed(0)} ms not counted)`);
table('self time by function', byFn);
table('self time by file', byFile);
