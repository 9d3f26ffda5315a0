/**
 * The project config (.judge/project.json) end to end: the built CLI and the Claude Code gate
 * read it, flags and the environment override it, a bad one is refused naming the file and field
 * (exit 2 for the CLI, a deny for the gate), and its digest is signed into each receipt.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import canonicalize from 'canonicalize';
import { bashCall, cleanEnv, runJudge, tempDir } from '../helpers/cli.js';

let home: string;
beforeAll(() => {
  home = tempDir('judge-config-e2e-');
});

let n = 0;
/** A fresh workspace with `.judge/project.json` holding `config` (and a store when `init`). */
function workspace(config: unknown, init = false): string {
  const ws = join(home, `ws${n++}`);
  mkdirSync(ws, { recursive: true });
  if (init) expect(runJudge(['init'], { cwd: ws, env: cleanEnv(home) }).status).toBe(0);
  else mkdirSync(join(ws, '.judge'));
  writeFileSync(join(ws, '.judge', 'project.json'), typeof config === 'string' ? config : JSON.stringify(config));
  return ws;
}

const judge = (ws: string, args: string[], env: Record<string, string> = {}) => runJudge(args, { cwd: ws, env: cleanEnv(home, env) });
const digestOfJson = (v: unknown) => `sha256:${createHash('sha256').update(canonicalize(v)!).digest('hex')}`;

describe('judge --tool with a project config', () => {
  const config = {
    version: 1,
    threshold: 0.7,
    set_by: 'policy://team',
    network_scope: ['github.com'],
    questions: ['verdict', 'network_off_scope'],
  };

  it('applies its threshold, set_by, network scope and questions', () => {
    const ws = workspace(config);
    const r = judge(ws, bashCall('curl https://example.com/x'));
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.threshold).toEqual({ value: 0.7, set_by: 'policy://team' });
    expect(Object.keys(out.answers).sort()).toEqual(['network_off_scope', 'verdict']);
    expect(out.answers.network_off_scope.noul).toBe(1);
    // github.com is in the config's scope
    expect(JSON.parse(judge(ws, bashCall('curl https://github.com/x')).stdout).answers.network_off_scope.noul).toBe(0);
  });

  it('the environment overrides the config, and flags override both', () => {
    const ws = workspace(config);
    const env = { JUDGE_THRESHOLD: '0.2', JUDGE_NETWORK_SCOPE: 'example.com' };
    const byEnv = JSON.parse(judge(ws, bashCall('curl https://example.com/x'), env).stdout);
    expect(byEnv.threshold).toEqual({ value: 0.2, set_by: 'JUDGE_THRESHOLD' });
    expect(byEnv.answers.network_off_scope.noul).toBe(0);
    const byFlag = JSON.parse(
      judge(
        ws,
        bashCall('curl https://example.com/x', [
          '--threshold',
          '0.9',
          '--set-by',
          'me',
          '--network-scope',
          'github.com',
          '--question',
          'unsafe',
        ]),
        env,
      ).stdout,
    );
    expect(byFlag.threshold).toEqual({ value: 0.9, set_by: 'me' });
    expect(Object.keys(byFlag.answers)).toEqual(['unsafe']);
  });

  it('--config and JUDGE_CONFIG name another file; a named file that is missing is exit 2', () => {
    const ws = workspace({ version: 1 });
    writeFileSync(join(ws, 'other.json'), JSON.stringify({ version: 1, threshold: 0.3 }));
    expect(JSON.parse(judge(ws, bashCall('ls', ['--config', 'other.json'])).stdout).threshold).toEqual({ value: 0.3, set_by: 'config' });
    expect(JSON.parse(judge(ws, bashCall('ls'), { JUDGE_CONFIG: join(ws, 'other.json') }).stdout).threshold.value).toBe(0.3);
    const r = judge(ws, bashCall('ls', ['--config', 'nope.json']));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--config nope.json: no such file');
  });

  it.each([
    ['{"version": 1, "threshold": 2}', '$.threshold'],
    ['{"version": 1, "gate": {"on_error": "sideways"}}', '$.gate.on_error'],
    ['{"version": 1, "network_scope": ["ex ample.com"]}', '$.network_scope[0]'],
    ['{"version": 1, "questions": ["Bad Key"]}', '$.questions[0]'],
    ['{"version": 1, "threshhold": 0.5}', '$.threshhold'],
    ['{"version": 2}', '$.version'],
    ['{"version": 1,', 'project.json'],
  ])('a bad config %s is a usage error naming %s (exit 2), also under --enforce', (text, field) => {
    const ws = workspace(text);
    for (const extra of [[], ['--enforce']]) {
      const r = judge(ws, bashCall('ls', extra));
      expect(r.status, r.stdout).toBe(2);
      expect(r.stderr).toContain(join(ws, '.judge', 'project.json'));
      expect(r.stderr).toContain(field);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('its digest is signed into each receipt, and the package verifies --strict', () => {
    const cfg = { version: 1, threshold: 0.6, set_by: 'policy://team' };
    const ws = workspace(cfg, true);
    expect(judge(ws, ['session', 'start']).status).toBe(0);
    const r = judge(ws, bashCall('ls', ['--attest']));
    expect(r.status, r.stderr).toBe(0);
    const session = readdirSync(join(ws, '.judge', 'sessions')).find((s) => s.startsWith('ses_'))!;
    const lines = readFileSync(join(ws, '.judge', 'sessions', session, 'receipts.jsonl'), 'utf8')
      .trimEnd()
      .split('\n');
    for (const line of lines) {
      const statement = JSON.parse(Buffer.from(JSON.parse(line).payload, 'base64').toString('utf8'));
      expect(statement.payload.config_digest).toBe(digestOfJson(cfg));
      if (statement.payload.question.threshold === undefined)
        expect(statement.payload.threshold).toMatchObject({ value: 0.6, set_by: 'policy://team' });
    }
    expect(judge(ws, ['session', 'close']).status).toBe(0);
    const v = judge(ws, [
      'package',
      'verify',
      '--strict',
      '--states',
      join(ws, '.judge', 'sessions', session, 'states'),
      join(ws, '.judge', 'packages', session),
    ]);
    expect(v.status, v.stdout).toBe(0);
  });
});

describe('the Claude Code gate with a project config', () => {
  const event = (ws: string, command: string) =>
    JSON.stringify({
      session_id: 's1',
      cwd: ws,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command },
    });
  const gate = (ws: string, command: string, env: Record<string, string> = {}) => {
    const r = runJudge(['gate', 'claude-code'], { cwd: ws, env: cleanEnv(home, env), input: event(ws, command) });
    expect(r.status).toBe(0);
    return JSON.parse(r.stdout) as {
      hookSpecificOutput?: { permissionDecision: string; permissionDecisionReason: string };
      systemMessage?: string;
    };
  };

  it('a bad config denies every call, naming the file and field', () => {
    const ws = workspace({ version: 1, gate: { allow: 'yes' } });
    const a = gate(ws, 'ls');
    expect(a.hookSpecificOutput?.permissionDecision).toBe('deny');
    expect(a.hookSpecificOutput?.permissionDecisionReason).toContain('$.gate.allow');
    expect(a.hookSpecificOutput?.permissionDecisionReason).toContain(join(ws, '.judge', 'project.json'));
  });

  it('gate.allow from the config answers allow; JUDGE_GATE_ALLOW overrides it', () => {
    const ws = workspace({ version: 1, gate: { allow: 'allow' } });
    expect(gate(ws, 'ls').hookSpecificOutput?.permissionDecision).toBe('allow');
    expect(gate(ws, 'ls', { JUDGE_GATE_ALLOW: 'defer' }).hookSpecificOutput).toBeUndefined();
  });

  it("the config's network scope and questions are what the gate asks", () => {
    const ws = workspace({ version: 1, network_scope: ['github.com'], questions: ['network_off_scope'] });
    expect(gate(ws, 'curl https://github.com/x').hookSpecificOutput).toBeUndefined();
    expect(gate(ws, 'curl https://example.com/x').hookSpecificOutput?.permissionDecision).toBe('ask');
  });

  it('on_error allow with strict, split between the environment and the config, is refused', () => {
    const ws = workspace({ version: 1, gate: { strict: true } });
    const a = gate(ws, 'ls', { JUDGE_GATE_ON_ERROR: 'allow' });
    expect(a.hookSpecificOutput?.permissionDecision).toBe('deny');
    expect(a.hookSpecificOutput?.permissionDecisionReason).toContain('"strict": true');
  });
});
