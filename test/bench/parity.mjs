// The whole rules corpus through `judge serve` and the in-process judge (npm test asks a sample).
// Prints vitest's report; fails when any case differs.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib.mjs';

const r = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'test/e2e/serve-parity.test.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, JUDGE_PARITY: 'all' },
});
process.exit(r.status ?? 1);
