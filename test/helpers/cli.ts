/** Runs the built CLI as a process, in a clean environment, for end-to-end tests. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const JUDGE_BIN = join(ROOT, 'bin', 'judge');

/** A PATH with node and the usual tools but no `judge`: what a fresh clone has before installing. */
export const PATH_WITHOUT_JUDGE = [dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':');

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function tempDir(prefix = 'judge-e2e-'): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}

/** A minimal environment: no inherited JUDGE_* settings, HOME inside the test's own folder. */
export function cleanEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8', ...extra };
}

/** The flags of a `judge --tool Bash` call running `command`, answered as JSON, then `more`. */
export function bashCall(command: string, more: string[] = []): string[] {
  return ['--tool', 'Bash', '--input', JSON.stringify({ command }), '--format', 'json', ...more];
}

export function runJudge(args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; input?: string | Buffer }): RunResult {
  const r = spawnSync(process.execPath, [JUDGE_BIN, ...args], {
    cwd: opts.cwd,
    env: opts.env ?? cleanEnv(opts.cwd),
    input: opts.input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function runJudgeAsync(args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; input?: string }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [JUDGE_BIN, ...args], { cwd: opts.cwd, env: opts.env ?? cleanEnv(opts.cwd) });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(opts.input ?? '');
  });
}
