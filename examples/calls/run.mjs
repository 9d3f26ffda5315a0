#!/usr/bin/env node
// Runs the sample calls in calls.json through `judge` and prints what it decided about each.
//
//   node examples/calls/run.mjs            # `judge` from PATH, else this repository's bin/judge
//   JUDGE=./bin/judge node examples/calls/run.mjs
//
// Each call is `judge --tool T --input JSON --format json [flags]`, run in a fresh empty
// workspace. Exits 1 if any decision differs from the call's `expect`, so the examples cannot
// drift from what the rules do.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const calls = JSON.parse(readFileSync(new URL('./calls.json', import.meta.url), 'utf8'));

/** `judge` on the PATH, if there is one that can be run. */
function onPath() {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    try {
      accessSync(join(dir || '.', 'judge'), constants.X_OK);
      return true;
    } catch {
      // not in this folder
    }
  }
  return false;
}

// $JUDGE first: a path (it holds a slash) is taken from here, since the calls run in their own
// workspace. Else `judge` from the PATH; else this repository's own bin/judge (built by npm ci).
const judge = process.env.JUDGE
  ? process.env.JUDGE.includes('/')
    ? resolve(process.env.JUDGE)
    : process.env.JUDGE
  : onPath()
    ? 'judge'
    : fileURLToPath(new URL('../../bin/judge', import.meta.url));
const workspace = mkdtempSync(join(tmpdir(), 'judge-calls-'));

let wrong = 0;
try {
  for (const call of calls) {
    const args = ['--tool', call.tool, '--input', JSON.stringify(call.input), '--format', 'json', ...(call.flags ?? [])];
    const r = spawnSync(judge, args, { cwd: workspace, encoding: 'utf8' });
    let effect;
    let by = '';
    if (r.status === 0) {
      const out = JSON.parse(r.stdout);
      effect = out.effect;
      by = out.effect === 'allow' ? '' : out.decided_by.join(', ');
    } else {
      effect = `error (exit ${r.status ?? r.signal ?? r.error?.code}: ${
        String(r.stderr ?? '')
          .trim()
          .split('\n')[0]
      })`;
    }
    const ok = effect === call.expect;
    if (!ok) wrong++;
    const what = `${call.tool} ${JSON.stringify(call.input)}${call.flags ? ` ${call.flags.join(' ')}` : ''}`;
    console.log(`${ok ? ' ' : '✗'} ${effect.padEnd(5)} ${what.length > 70 ? `${what.slice(0, 69)}…` : what}${by ? `  ← ${by}` : ''}`);
    if (!ok) console.log(`        expected ${call.expect}${call.note ? ` (${call.note})` : ''}`);
  }
} finally {
  rmSync(workspace, { recursive: true, force: true });
}
console.log(`\n${calls.length - wrong} of ${calls.length} calls decided as expected`);
process.exitCode = wrong === 0 ? 0 : 1;
