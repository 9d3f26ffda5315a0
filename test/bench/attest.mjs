#!/usr/bin/env node
// Cold-start cost of `judge --attest` (one question, rules judge) against `node -e 0`: the
// median of per-pair ratios (test/bench/lib.mjs). Figures only, never pass/fail; target ≤ 1.8.
// Run after `node scripts/build.mjs` (or through `npm run bench`).
//
//   node test/bench/attest.mjs [--runs 30]
//
// Measured twice: outside a session (loose receipt) and inside one, which is what a gate does
// on every call: take the chain lock, read the head, sign, append, fdatasync, update recent.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JUDGE, ROOT, pairedRatio } from './lib.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 30;

if (!existsSync(join(ROOT, 'dist/judge.cjs'))) {
  console.error('dist/ is missing: run `node scripts/build.mjs` first');
  process.exit(1);
}

const ws = mkdtempSync(join(tmpdir(), 'judge-bench-attest-'));
const env = { PATH: process.env.PATH, HOME: ws, NO_COLOR: '1' };
const cli = (...a) => {
  const r = spawnSync(process.execPath, [JUDGE, ...a], { cwd: ws, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`judge ${a.join(' ')} exited ${r.status}: ${r.stderr}`);
};
const query = [JUDGE, '--tool', 'Bash', '--input', '{"command":"ls -la"}', '--question', 'shell_destructive'];
const attest = [...query, '--attest'];

try {
  cli('init');
  // Reference: the same judged call without --attest, so the cost of signing and storing shows.
  pairedRatio('judge (same call, no --attest)', query, { runs, env, cwd: ws });
  pairedRatio('judge --attest, loose (1 question, rules)', attest, { runs, env, cwd: ws });
  cli('session', 'start');
  pairedRatio('judge --attest, in a session (1 question, rules)', attest, { runs, env, cwd: ws });
  // This shell's environment too: NODE_EXTRA_CA_CERTS and the like move `node -e 0`, not judge's own cost.
  const extra = Object.keys(process.env).filter((k) => k.startsWith('NODE_'));
  if (extra.length > 0)
    pairedRatio(`judge --attest, in a session, this environment (${extra.join(', ')})`, attest, {
      runs,
      env: { ...process.env, HOME: ws, NO_COLOR: '1' },
      cwd: ws,
    });
  cli('session', 'status');
} finally {
  rmSync(ws, { recursive: true, force: true });
}
