/**
 * `judge doctor` end to end: the built CLI checking real installs in temp folders — a healthy
 * one, and installs broken in each way it must name (no hook, a judge gone, a partial matcher,
 * unreadable settings, a key open to others, a bare hook, a bad setting in settings.json env).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanEnv, JUDGE_BIN, ROOT, tempDir, type RunResult } from '../helpers/cli.js';

interface Check {
  id: string;
  status: 'ok' | 'warn' | 'fail';
  message: string;
  fix?: string;
}

function project(): { home: string; ws: string; file: string } {
  const home = tempDir('judge-doctor-e2e-');
  const ws = join(home, 'project');
  mkdirSync(ws, { recursive: true });
  return { home, ws, file: join(ws, '.claude', 'settings.json') };
}

const judge = (args: string[], p: { home: string; ws: string }, bin = JUDGE_BIN, env: Record<string, string> = {}): RunResult => {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: p.ws, env: cleanEnv(p.home, env), encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

function doctor(
  p: { home: string; ws: string },
  env: Record<string, string> = {},
): { status: number | null; ok: boolean; checks: Check[]; byId: (id: string) => Check[] } {
  const r = judge(['doctor', '--format', 'json'], p, JUDGE_BIN, env);
  expect(r.stderr).toBe('');
  const out = JSON.parse(r.stdout) as { ok: boolean; checks: Check[] };
  return { status: r.status, ...out, byId: (id) => out.checks.filter((c) => c.id === id) };
}

const installed = () => {
  const p = project();
  expect(judge(['gate', 'install', 'claude-code'], p).status).toBe(0);
  return p;
};

describe('judge doctor', () => {
  // One healthy install serves both: its doctor's samples are also the ones that must leave the store as it was.
  it('a healthy install with a store: every check ok, exit 0, the samples leave no receipt or history behind; the text form has one line per check', () => {
    const p = installed();
    expect(judge(['init'], p).status).toBe(0);
    const before = readdirSync(join(p.ws, '.judge')).sort();
    const d = doctor(p);
    expect(readdirSync(join(p.ws, '.judge')).sort()).toEqual(before);
    expect(d.status).toBe(0);
    expect(d.ok).toBe(true);
    expect(d.checks.filter((c) => c.status !== 'ok')).toEqual([]);
    for (const id of [
      'hook.installed',
      'hook.session-end',
      'hook.judge',
      'hook.fails-closed',
      'hook.allow',
      'hook.deny',
      'store.permissions',
      'store.key',
      'session',
    ]) {
      expect(d.byId(id), id).toHaveLength(1);
    }
    expect(d.byId('hook.deny')[0]!.message).toMatch(/rm -rf ~.*deny/);
    for (const id of ['hook.post-tool-use', 'hook.user-prompt']) {
      for (const sub of ['', '.fails-closed', '.block', '.pass']) expect(d.byId(`${id}${sub}`), `${id}${sub}`).toHaveLength(1);
    }
    expect(d.byId('hook.post-tool-use.block')[0]!.message).toMatch(
      /Read result holding an instruction.*blocked and withheld.*injection_override/,
    );
    expect(d.byId('hook.user-prompt.block')[0]!.message).toMatch(/pasted API key: blocked.*credential_api_key/);

    const text = judge(['doctor'], p);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^ok {4}hook\.deny: /m);
    expect(text.stdout).toMatch(/all checks passed/);
  });

  it('no hook: FAIL naming the install command, exit 6; no store is only a warning', () => {
    const p = project();
    const d = doctor(p);
    expect(d.status).toBe(6);
    expect(d.byId('hook.installed')[0]).toMatchObject({ status: 'fail' });
    expect(d.byId('hook.installed')[0]!.fix).toMatch(/judge gate install claude-code/);
    expect(d.byId('store')[0]).toMatchObject({ status: 'warn' });
    const text = judge(['doctor'], p);
    expect(text.status).toBe(6);
    expect(text.stdout).toMatch(/^FAIL {2}hook\.installed: .*\n {6}fix: judge gate install claude-code/m);
  });

  it('a judge gone after install: FAIL for the judge and the samples, the wrapper still fails closed', () => {
    const p = project();
    const copy = join(p.home, 'judge-copy');
    mkdirSync(copy);
    for (const part of ['bin', 'dist', 'package.json']) cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    expect(judge(['gate', 'install', 'claude-code'], p, join(copy, 'bin', 'judge')).status).toBe(0);
    rmSync(join(copy, 'dist'), { recursive: true });
    const d = doctor(p);
    expect(d.status).toBe(6);
    expect(d.byId('hook.judge')[0]).toMatchObject({ status: 'fail' });
    expect(d.byId('hook.judge')[0]!.message).toMatch(/dist is missing/);
    expect(d.byId('hook.allow')[0]).toMatchObject({ status: 'fail' });
    expect(d.byId('hook.allow')[0]!.message).toMatch(/got deny/);
    expect(d.byId('hook.deny')[0]).toMatchObject({ status: 'fail' }); // refused, but by the wrapper: not judged
    expect(d.byId('hook.deny')[0]!.message).toMatch(/refused by the wrapper, not judged/);
    expect(d.byId('hook.fails-closed')[0]).toMatchObject({ status: 'ok' });
    // The content hooks: blocked by the wrapper is not judged; the wrapper still fails closed.
    expect(d.byId('hook.post-tool-use.block')[0]).toMatchObject({ status: 'fail' });
    expect(d.byId('hook.post-tool-use.pass')[0]).toMatchObject({ status: 'fail' });
    expect(d.byId('hook.post-tool-use.fails-closed')[0]).toMatchObject({ status: 'ok' });
    expect(d.byId('hook.user-prompt.fails-closed')[0]).toMatchObject({ status: 'ok' });
  });

  it('an install from before the content hooks (no PostToolUse, no UserPromptSubmit), or a PostToolUse matcher narrowed: FAIL', () => {
    const p = installed();
    const s = JSON.parse(readFileSync(p.file, 'utf8'));
    delete s.hooks.UserPromptSubmit;
    s.hooks.PostToolUse[0].matcher = 'Bash';
    writeFileSync(p.file, JSON.stringify(s));
    let d = doctor(p);
    expect(d.status).toBe(6);
    expect(d.byId('hook.post-tool-use')[0]!.message).toMatch(/matches only "Bash"/);
    expect(d.byId('hook.user-prompt')[0]).toMatchObject({ status: 'fail', fix: expect.stringMatching(/judge gate install claude-code/) });
    delete s.hooks.PostToolUse;
    writeFileSync(p.file, JSON.stringify(s));
    d = doctor(p);
    expect(d.byId('hook.post-tool-use')[0]).toMatchObject({ status: 'fail' });
    expect(d.byId('hook.post-tool-use')[0]!.message).toMatch(/tool results reach the model unjudged/);
    expect(d.byId('hook.installed')[0]).toMatchObject({ status: 'ok' });
  });

  it('a matcher that covers only Bash, and no SessionEnd: FAIL', () => {
    const p = installed();
    const s = JSON.parse(readFileSync(p.file, 'utf8'));
    s.hooks.PreToolUse[0].matcher = 'Bash';
    delete s.hooks.SessionEnd;
    writeFileSync(p.file, JSON.stringify(s));
    const d = doctor(p);
    expect(d.status).toBe(6);
    expect(d.byId('hook.installed')[0]!.message).toMatch(/matches only "Bash"/);
    expect(d.byId('hook.session-end')[0]).toMatchObject({ status: 'fail' });
  });

  it('disableAllHooks in a settings file: FAIL, since Claude Code then runs no hook', () => {
    const p = installed();
    mkdirSync(join(p.home, '.claude'));
    writeFileSync(join(p.home, '.claude', 'settings.json'), '{"disableAllHooks": true}');
    const d = doctor(p);
    expect(d.status).toBe(6);
    expect(d.byId('hook.disabled')[0]!.message).toMatch(/disableAllHooks is true/);
  });

  it('settings.json that is not JSON: FAIL naming the file', () => {
    const p = project();
    mkdirSync(join(p.ws, '.claude'));
    writeFileSync(p.file, '{oops');
    const d = doctor(p);
    expect(d.status).toBe(6);
    expect(d.byId('settings')[0]!.message).toContain(p.file);
  });

  it('a store key group or others can read: FAIL with the chmod that fixes it', () => {
    const p = installed();
    expect(judge(['init'], p).status).toBe(0);
    const keys = join(p.ws, '.judge', 'keys');
    const key = readdirSync(keys).find((n) => n.endsWith('.key'))!;
    chmodSync(join(keys, key), 0o644);
    const d = doctor(p);
    expect(d.status).toBe(6);
    expect(d.byId('store.permissions')[0]).toMatchObject({ status: 'fail' });
    expect(d.byId('store.permissions')[0]!.fix).toContain(`chmod 600 ${join(keys, key)}`);
  });

  it('a bare `judge gate claude-code` hook beside the installed one: a warning, still exit 0', () => {
    const p = installed();
    const s = JSON.parse(readFileSync(p.file, 'utf8'));
    s.hooks.PreToolUse.push({ matcher: '*', hooks: [{ type: 'command', command: 'judge gate claude-code' }] });
    writeFileSync(p.file, JSON.stringify(s));
    const d = doctor(p);
    expect(d.byId('hook.bare')[0]).toMatchObject({ status: 'warn' });
    expect(d.status).toBe(0);
  });

  it("the settings' env reaches the samples as it reaches the hook: a JUDGE_* setting that does not block is named", () => {
    const p = installed();
    const s = JSON.parse(readFileSync(p.file, 'utf8'));
    s.env = { JUDGE_THRESHOLD: '2' }; // a bar above 1: nothing could ever meet it
    writeFileSync(p.file, JSON.stringify(s));
    const d = doctor(p);
    const deny = d.byId('hook.deny')[0]!;
    const allow = d.byId('hook.allow')[0]!;
    // Whatever the gate answers for a setting it cannot use, doctor must not call the install healthy.
    expect(d.status).toBe(6);
    expect([deny.status, allow.status]).toContain('fail');
    expect(`${deny.message} ${allow.message}`).toMatch(/JUDGE_THRESHOLD/);
  });

  it('--workspace that is not a directory: FAIL', () => {
    const p = project();
    const d = (() => {
      const r = judge(['doctor', '--workspace', join(p.home, 'nope'), '--format', 'json'], p);
      return { status: r.status, out: JSON.parse(r.stdout) as { checks: Check[] } };
    })();
    expect(d.status).toBe(6);
    expect(d.out.checks[0]).toMatchObject({ id: 'workspace', status: 'fail' });
  });
  it("names the resident gate: none (ok), one of this build answering (ok), a killed one's socket (warn, fix: stop)", () => {
    const p = installed();
    const runtime = join(p.home, 'run');
    mkdirSync(runtime, { mode: 0o700 });
    const env = { XDG_RUNTIME_DIR: runtime };
    // The resident gate's check reads only the runtime folder: where no gate answers, it is read in a project of the same
    // home with no hook installed, whose doctor runs no samples (a dozen hook processes each). The answering gate is
    // read in the installed project, whose samples are what it answered.
    const bare = { home: p.home, ws: join(p.home, 'bare') };
    mkdirSync(bare.ws);
    expect(doctor(bare, env).byId('gate.agent')).toMatchObject([{ status: 'ok', message: expect.stringMatching(/^no resident gate/) }]);
    const started = judge(['gate', 'agent', 'start'], p, JUDGE_BIN, env);
    expect(started.status, started.stderr).toBe(0);
    const pid = Number(/pid (\d+)/.exec(started.stdout)![1]);
    try {
      const d = doctor(p, env);
      expect(d.byId('gate.agent')).toMatchObject([
        { status: 'ok', message: expect.stringMatching(/^resident gate pid \d+ answers hook calls \(this build; answered [1-9]/) },
      ]);
      expect(d.status).toBe(0);
      process.kill(pid, 'SIGKILL');
      let stale = doctor(bare, env).byId('gate.agent');
      for (let i = 0; i < 50 && stale[0]?.status === 'ok'; i++) stale = doctor(bare, env).byId('gate.agent');
      expect(stale).toMatchObject([
        { status: 'warn', message: expect.stringMatching(/^nothing answers at .*gate\.sock/), fix: 'judge gate agent stop' },
      ]);
    } finally {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {}
    }
    expect(judge(['gate', 'agent', 'stop'], p, JUDGE_BIN, env).status).toBe(0);
    expect(doctor(bare, env).byId('gate.agent')[0]!.message).toMatch(/^no resident gate/);
  });
});
