/** examples/walkthrough.sh: escalated call → one `--resolve call_…` → a sealed package that verifies (strict, with --trust from `keys export`). */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanEnv, PATH_WITHOUT_JUDGE, ROOT, tempDir } from '../helpers/cli.js';

describe('examples/walkthrough.sh', () => {
  // About twenty judge processes and two scrypt key derivations: generous on a busy machine.
  it('runs from start to end, and every step shows what it claims', () => {
    // As on a fresh clone: no judge on the PATH, no $JUDGE, so it finds the repository's bin/judge.
    const home = tempDir('judge-example-walk-');
    const dir = join(home, 'walk');
    const r = spawnSync('bash', [join(ROOT, 'examples', 'walkthrough.sh'), dir], {
      cwd: home,
      env: cleanEnv(home, { PATH: PATH_WITHOUT_JUDGE }),
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = r.stdout;
    expect(out).toMatch(/⚠ refused: .*shell_destructive/);
    expect(out).toMatch(/\? escalated to a person: .*git_destructive/);
    expect(out).toMatch(/key-bound: signed by human:\/\/alice's own key/);
    expect(out).toMatch(/no open escalations/);
    expect(out).toMatch(/\$ judge --resolve call_[0-9a-f]{32} --by human:\/\/alice --decision allow/);
    expect(out.match(/\$ judge --resolve/g)).toHaveLength(1);
    expect(out).toMatch(/verified \(strict\): 1 package/);
    expect(out).toMatch(/trust pins for human:\/\/alice, system:\/\/judge/);
    expect(JSON.parse(readFileSync(join(dir, 'trust.json'), 'utf8')).keys.map((k: { uri: string }) => k.uri)).toEqual([
      'human://alice',
      'system://judge',
    ]);
    expect(out).toMatch(/replay\s+pass/);
    // stats and replay on the sealed package: the person's allow counts as one override of the judge.
    expect(out).toMatch(/judge stats: \d+ judgements in 2 calls, \d+ resolutions?/);
    expect(out).toMatch(/false positives 1, misses 0/);
    expect(out).toMatch(/judge replay: 2 calls re-judged under current rules/);
    expect(out).toMatch(/no call changes effect/);
    expect(out).toMatch(/FAILED: signatures do not check out/);
    // Alice's private key stayed outside the workspace; the package is where the script said.
    expect(existsSync(join(dir, 'alice', 'keys'))).toBe(true);
    expect(existsSync(join(dir, 'workspace', '.judge', 'keys'))).toBe(true);
    expect(readFileSync(join(dir, 'package', 'close.json'), 'utf8')).toContain('payload');
    expect(existsSync(join(home, '.config'))).toBe(false);
  });
});
