/**
 * With JUDGE_TEST_CPU=FILE, each test file appends one line to FILE: its path, the CPU seconds its worker spent from its
 * first hook to its last, and the CPU seconds of the child processes it waited for (the CLI an end-to-end test runs).
 * CPU time, unlike vitest's durations, is barely stretched by a busy machine: it is the figure to compare between runs.
 */
import childProcess from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

const out = process.env.JUDGE_TEST_CPU;
// Fields 14-17 of /proc/self/stat (utime, stime, cutime, cstime), in clock ticks of 10 ms; the name in field 2 may hold blanks.
const childTicks = (): number => {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[13]) + Number(fields[14]);
  } catch {
    return 0;
  }
};
const ownMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// The child processes a file starts (`spawns`), counted by wrapping child_process's exports once per worker (the
// workers stay up for the run); its internal calls (execFile to spawn) use its own bindings and are not counted twice.
type Counted = { spawns: number };
const counter = globalThis as unknown as { __judgeSpawns?: Counted };
const countSpawns = (): Counted => {
  if (counter.__judgeSpawns) return counter.__judgeSpawns;
  const counted: Counted = { spawns: 0 };
  const exports = childProcess as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync', 'fork']) {
    const original = exports[name]!;
    exports[name] = function (this: unknown, ...args: unknown[]) {
      counted.spawns++;
      return original.apply(this, args);
    };
  }
  syncBuiltinESMExports();
  counter.__judgeSpawns = counted;
  return counted;
};

if (out) {
  const counted = countSpawns();
  let spawns = 0;
  let own = 0;
  let children = 0;
  let wall = 0;
  beforeAll(() => {
    spawns = counted.spawns;
    own = ownMs();
    children = childTicks();
    wall = performance.now();
  });
  afterAll(() => {
    const file = expect.getState().testPath ?? '?';
    const line = {
      file: file.slice(file.indexOf('/test/') + 1),
      cpu: Math.round(ownMs() - own) / 1000,
      childCpu: (childTicks() - children) / 100,
      wall: Math.round(performance.now() - wall) / 1000,
      spawns: counted.spawns - spawns,
    };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}

// JUDGE_TEST_CPU_TESTS=FILE as well: one line per test, its name and CPU seconds (where a file's time goes).
const perTest = process.env.JUDGE_TEST_CPU_TESTS;
if (out && perTest) {
  let started = 0;
  beforeEach(() => {
    started = ownMs();
  });
  afterEach(() => {
    const state = expect.getState();
    appendFileSync(perTest, `${JSON.stringify({ test: state.currentTestName, cpu: Math.round(ownMs() - started) / 1000 })}\n`);
  });
}
