/**
 * With JUDGE_TEST_CPU=FILE, each test file appends one line to FILE: its path, the CPU seconds its worker spent from its
 * first hook to its last, and the CPU seconds of the child processes it waited for (the CLI an end-to-end test runs).
 * CPU time, unlike vitest's durations, is barely stretched by a busy machine: it is the figure to compare between runs.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';

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

if (out) {
  let own = 0;
  let children = 0;
  let wall = 0;
  beforeAll(() => {
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
    };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}
