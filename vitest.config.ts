import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * End-to-end files first: they are the long ones (child processes, servers, kills), and a long
 * file started last leaves the other workers idle at the end, while many short unit files fill
 * the tail evenly. Within each group, vitest's own order (recorded durations, else file size).
 */
class EndToEndFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const e2e = (f: TestSpecification) => f.moduleId.includes('/test/e2e/');
    return [...sorted.filter(e2e), ...sorted.filter((f) => !e2e(f))];
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
    sequence: { sequencer: EndToEndFirst },
  },
});
