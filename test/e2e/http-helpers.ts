/** Running the built CLI and long-lived children (judge serve, the LLM adapter) from e2e tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;
/** The built CLI; JUDGE_E2E_BIN points the tests at another build of it. */
export const BIN = process.env.JUDGE_E2E_BIN ?? join(ROOT, 'bin/judge');

export function tempDir(prefix = 'judge-http-'): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}

/** A clean environment: nothing of the caller's JUDGE_* or proxies leaks into the child. */
export function cleanEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, NO_COLOR: '1', ...extra };
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export function runJudge(
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; input?: string; killAfterMs?: number },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd, env: opts.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), opts.killAfterMs ?? 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
    child.stdin.end(opts.input ?? '');
  });
}

export interface Daemon {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Sends SIGTERM and resolves with the exit code (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<number | null>;
}

/** Starts a child that prints `listening on http://…`, and waits for that line. */
export function startDaemon(cmd: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; readyMs?: number }): Promise<Daemon> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, cmd, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let settled = false;
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      child.kill('SIGKILL');
      reject(new Error(`${why}\nstdout: ${out}\nstderr: ${err}`));
    };
    const timer = setTimeout(() => fail('daemon did not print its address in time'), opts.readyMs ?? 60_000);
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve({
          child,
          url: m[1]!,
          stdout: () => out,
          stderr: () => err,
          stop: async (graceMs = 5_000) => {
            if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
            child.kill('SIGTERM');
            const t = setTimeout(() => child.kill('SIGKILL'), graceMs);
            const code = await exited;
            clearTimeout(t);
            return code;
          },
        });
      }
    });
    child.on('exit', (code) => fail(`daemon exited early with ${code}`));
  });
}
