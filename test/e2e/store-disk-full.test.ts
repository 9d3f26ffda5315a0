/**
 * A full disk under the store, for real: a small tmpfs (mounting needs root; elsewhere these
 * tests are skipped and test/unit/fs-atomic.test.ts covers the same paths with failing file
 * operations). Attest, resolve and session close on it exit 5 naming the path, never 70, leave
 * the chain as it was, and once space is freed everything goes on and the package verifies.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, runJudge, tempDir } from '../helpers/cli.js';

let root = '';
let mnt = '';
let mounted = false;
beforeAll(() => {
  root = tempDir('judge-diskfull-');
  mnt = join(root, 'mnt');
  mkdirSync(mnt);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0700', 'tmpfs', mnt], { stdio: 'ignore' });
    mounted = true;
  } catch {
    mounted = false;
  }
});
afterAll(() => {
  if (mounted) execFileSync('umount', [mnt]);
  rmSync(root, { recursive: true, force: true });
});

/** Fills the file system with one file until it refuses more; returns the file to free later. */
function fill(dir: string): string {
  const path = join(dir, 'filler');
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(4096, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    closeSync(fd);
  }
  return path;
}

describe('a full disk under the store', () => {
  it.skipIf(process.getuid?.() !== 0)(
    'attest, resolve and close exit 5 naming the path; nothing half-written; all goes on once space is freed',
    () => {
      if (!mounted) throw new Error('running as root, yet a tmpfs could not be mounted');
      const ws = join(root, 'ws');
      mkdirSync(ws);
      const home = join(mnt, 'store');
      const env = cleanEnv(root, { JUDGE_HOME: home });
      const judge = (...args: string[]) => runJudge(args, { cwd: ws, env });
      expect(judge('init').status).toBe(0);
      expect(judge('session', 'start').status).toBe(0);
      expect(judge('--tool', 'Bash', '--input', '{"command":"git push --force origin main"}', '--attest').status).toBe(0);
      const open = JSON.parse(judge('log', '--open', '--format', 'json').stdout) as { receipts: Array<{ call: string }> };
      const call = open.receipts[0]!.call;
      const session = (JSON.parse(judge('session', 'status', '--format', 'json').stdout) as { session: string }).session;
      const receipts = join(home, 'sessions', session, 'receipts.jsonl');
      const before = readFileSync(receipts);

      const filler = fill(mnt);
      for (const args of [
        ['--tool', 'Bash', '--input', '{"command":"ls -la /tmp/a-new-state"}', '--attest'],
        ['--resolve', call, '--by', 'human://bob', '--asserted', '--decision', 'allow', '--reason', 'ok'],
        ['session', 'close', '--with-states'],
      ]) {
        const r = judge(...args);
        expect(r.status, `${args[0]}: ${r.stderr}`).toBe(5);
        expect(r.stderr).toMatch(/no space left on the device \(ENOSPC\)/);
        expect(r.stderr).toContain(mnt);
        expect(r.stderr).not.toMatch(/internal|bug/i);
        expect(readFileSync(receipts).equals(before), args[0]).toBe(true);
      }
      // The session is still open and current: nothing was left half-done.
      expect(JSON.parse(judge('session', 'status', '--format', 'json').stdout)).toMatchObject({ session, status: 'open' });

      rmSync(filler);
      expect(judge('--resolve', call, '--by', 'human://bob', '--asserted', '--decision', 'allow', '--reason', 'ok').status).toBe(0);
      const closed = judge('session', 'close', '--with-states', '--out', join(root, 'pkg'));
      expect(closed.status, closed.stderr).toBe(0);
      const v = judge('package', 'verify', join(root, 'pkg'), '--strict');
      expect(v.status, v.stdout).toBe(0);
    },
  );
});
