/** examples/calls: the sample calls decide as their `expect` says (run.mjs exits 1 otherwise). */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanEnv, PATH_WITHOUT_JUDGE, ROOT, tempDir } from '../helpers/cli.js';

describe('examples/calls/run.mjs', () => {
  // Run as on a fresh clone: no judge installed, no $JUDGE, so it finds the repository's bin/judge.
  it('every sample call is decided as expected, across allow, warn, ask and deny', () => {
    const calls = JSON.parse(readFileSync(join(ROOT, 'examples', 'calls', 'calls.json'), 'utf8')) as Array<{ expect: string }>;
    expect(new Set(calls.map((c) => c.expect))).toEqual(new Set(['allow', 'warn', 'ask', 'deny']));
    const home = tempDir('judge-example-calls-');
    const r = spawnSync(process.execPath, [join(ROOT, 'examples', 'calls', 'run.mjs')], {
      cwd: home,
      env: cleanEnv(home, { PATH: PATH_WITHOUT_JUDGE }),
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`${calls.length} of ${calls.length} calls decided as expected`);
    expect(r.status).toBe(0);
  });
});
