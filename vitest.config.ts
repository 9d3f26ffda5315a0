import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  // What scripts/build.mjs defines for the bundle, so source imported by unit tests runs too.
  define: { JUDGE_VERSION: JSON.stringify(version) },
  test: {
    include: ['test/unit/**/*.test.ts', 'test/e2e/**/*.test.ts'],
    // Hang guards, not speed checks: no test passes or fails on how fast a busy machine is
    // (`.ci/run` runs the suite beside a CPU hog to hold that). One limit for every test.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // The two workers stay up for the whole run and keep the modules they loaded: a fresh process
    // per file spent about a third of the unit tests' CPU starting up and re-importing src/. Test
    // files therefore leave no global state behind (no mocked modules, no changed process.env).
    isolate: false,
    // End-to-end files mostly wait on child processes: two files at a time fill both cores.
    maxWorkers: 2,
  },
});
