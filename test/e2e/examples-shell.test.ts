/** examples/shell/judge-run.sh: a command runs only after `judge --enforce` allows it. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, JUDGE_BIN, PATH_WITHOUT_JUDGE, ROOT, tempDir } from '../helpers/cli.js';

const SCRIPT = join(ROOT, 'examples', 'shell', 'judge-run.sh');
let home: string;
let ws: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  home = tempDir('judge-example-shell-');
  ws = join(home, 'project');
  mkdirSync(join(home, 'bin'), { recursive: true });
  mkdirSync(ws);
  symlinkSync(JUDGE_BIN, join(home, 'bin', 'judge'));
  const base = cleanEnv(home);
  env = { ...base, PATH: `${join(home, 'bin')}:${base.PATH}` };
});

/** Sources the function in a fresh bash and runs `judge_run CMD`; no terminal, so no prompt. */
function judgeRun(cmd: string, extra: Record<string, string> = {}) {
  const r = spawnSync('bash', ['-c', '. "$1" && judge_run "$2"', 'bash', SCRIPT, cmd], {
    cwd: ws,
    env: { ...env, ...extra },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('judge_run', () => {
  it("finds the repository's own bin/judge when judge is not installed", () => {
    const r = judgeRun('rm -rf ~/', { PATH: PATH_WITHOUT_JUDGE });
    expect(r.status).toBe(10);
    expect(r.stderr).toMatch(/refused: .*shell_destructive/);
  });

  it('runs an allowed command and returns its status', () => {
    const r = judgeRun('echo built > out.txt && exit 3');
    expect(r.status).toBe(3);
    expect(existsSync(join(ws, 'out.txt'))).toBe(true);
  });

  it('does not run a refused command: status 10, the judgement on stderr', () => {
    writeFileSync(join(home, 'keep.txt'), 'precious');
    const r = judgeRun('rm -rf ~/ && touch ran.txt');
    expect(r.status).toBe(10);
    expect(r.stderr).toMatch(/refused: .*shell_destructive/);
    expect(r.stderr).toMatch(/judge_run: not run \(refused\)/);
    expect(existsSync(join(home, 'keep.txt'))).toBe(true);
    expect(existsSync(join(ws, 'ran.txt'))).toBe(false);
  });

  it('does not run an escalated command without a person: status 11', () => {
    const r = judgeRun('git push --force origin main; touch ran.txt', { JUDGE_RUN_ASK: 'deny' });
    expect(r.status).toBe(11);
    expect(r.stderr).toMatch(/not run \(a person must decide\)/);
    expect(existsSync(join(ws, 'ran.txt'))).toBe(false);
  });

  it('with no terminal to ask on, an escalation is refused too', () => {
    const r = judgeRun('git push --force origin main; touch ran.txt');
    expect(r.status).toBe(11);
    expect(existsSync(join(ws, 'ran.txt'))).toBe(false);
  });

  it('fails closed when judge cannot judge (unreachable HTTP judge: exit 3)', () => {
    const r = judgeRun('touch ran.txt', { JUDGE_RUN_ARGS: '--judge-url http://127.0.0.1:9/ --timeout 2000' });
    expect(r.status).toBe(3);
    expect(r.stderr).toMatch(/judge could not judge it, exit 3/);
    expect(existsSync(join(ws, 'ran.txt'))).toBe(false);
  });

  it('judges exactly the string it runs (quotes and all)', () => {
    const r = judgeRun(`printf '%s' "it's fine" > quoted.txt`);
    expect(r.status).toBe(0);
    expect(existsSync(join(ws, 'quoted.txt'))).toBe(true);
  });

  it('passes JUDGE_RUN_ARGS to judge (here: --attest without a store is a store error, exit 5)', () => {
    const r = judgeRun('touch ran.txt', { JUDGE_RUN_ARGS: '--attest' });
    expect(r.status).toBe(5);
    expect(existsSync(join(ws, 'ran.txt'))).toBe(false);
  });
});
