import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The content files that judge the most text run in one process, through one entry file that imports them
 * (test/unit/content-heavy.test.ts): in a worker each, each paid V8's warm-up on its first judgements again. When the
 * entry is among the files to run, its members are left out; a member named alone (`npx vitest run
 * test/unit/content-corpus.test.ts`) runs alone, as before.
 */
const TOGETHER_ENTRY = '/test/unit/content-heavy.test.ts';
/**
 * Left out of a run that holds the entry: its two members, content-redos-guard (which the run reads through BESIDE_ENTRY),
 * and the exhaustive content work (every tuned case, content-redos's exhaustive reads and the reads npm test's samples
 * leave out) that `npm run test:corpus` runs through test/unit/content-exhaustive.test.ts and
 * content-exhaustive-redos.test.ts.
 */
const TOGETHER = [
  '/test/unit/content-corpus.test.ts',
  '/test/unit/content-redos.test.ts',
  '/test/unit/content-redos-guard.test.ts',
  '/test/unit/content-exhaustive.test.ts',
  '/test/unit/content-exhaustive-redos.test.ts',
];

/**
 * content-redos's whole-guard reads of the largest texts, a file of their own: in the whole run, their sample (the entry
 * imports content-redos-guard.test.ts after setting the suite's scope, docs/testing.md "Eighth round"). It starts with
 * the entry, on a second worker, so the run's longest worker carries the rest only.
 */
const BESIDE_ENTRY = '/test/unit/content-heavy-guard.test.ts';

/**
 * Dearest first. The files that judge the most text (the two content files above, and content-redos's whole-guard reads
 * beside them: about 150 s of CPU together, several times any other file) start at once, on workers of their own. Then
 * the end-to-end files (child processes, servers, kills): they often wait, and the core a waiting file leaves goes to the
 * judging files. Then the unit files: many short ones fill the tail evenly. Within each group, vitest's own order
 * (recorded durations, else file size).
 */
const DEAREST = [TOGETHER_ENTRY, BESIDE_ENTRY, ...TOGETHER];
class DearestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const together = files.some((f) => f.moduleId.endsWith(TOGETHER_ENTRY));
    const run = together ? files.filter((f) => !TOGETHER.some((m) => f.moduleId.endsWith(m))) : files;
    const sorted = await super.sort(run);
    const rank = (f: TestSpecification): number => {
      const dearest = DEAREST.findIndex((d) => f.moduleId.endsWith(d));
      if (dearest >= 0) return dearest;
      return f.moduleId.includes('/test/e2e/') ? DEAREST.length : DEAREST.length + 1;
    };
    // Array.prototype.sort is stable: each group keeps vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // What scripts/build.mjs defines for the bundle, so source imported by unit tests runs too.
  define: { JUDGE_VERSION: JSON.stringify(version) },
  test: {
    include: ['test/unit/**/*.test.ts', 'test/e2e/**/*.test.ts'],
    // JUDGE_TEST_CPU=FILE: each file appends its CPU seconds to FILE (test/helpers/cpu-per-file.ts).
    setupFiles: process.env.JUDGE_TEST_CPU ? ['test/helpers/cpu-per-file.ts'] : [],
    // Hang guards, not speed checks: no test passes or fails on how fast a busy machine is
    // (`.ci/run` runs the suite beside a CPU hog to hold that). One limit for every test.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // The workers stay up for the whole run and keep the modules they loaded: a fresh process
    // per file spent about a third of the unit tests' CPU starting up and re-importing src/. Test
    // files therefore leave no global state behind (no mocked modules, no changed process.env).
    isolate: false,
    // Three files at a time on two cores: end-to-end files often wait (on a deadline, a lock, a
    // server's answer), and a third file uses the core the waiting one leaves. The CPU the suite
    // spends is the same; measured on the 2-core machine, the wall time of test/e2e fell by a sixth.
    maxWorkers: 3,
    sequence: { sequencer: DearestFirst },
  },
});
