/**
 * A team's rule overlay (.judge/rules.json) end to end, with the built CLI: add a rule, judge,
 * attest, close, and `package verify --strict` replays it from the overlay the package carries;
 * the gate judges with it; a bad overlay is refused naming the rule and field; `judge rules test`.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bashCall, cleanEnv, runJudge, tempDir } from '../helpers/cli.js';

const RULE = {
  id: 'team-dbtool-wipe',
  question: 'shell_destructive',
  severity: 'critical',
  description: 'dbtool wipe erases the team database',
  why: 'deny: the database is shared',
  match: { cmd: { names: ['dbtool'], sub: [['wipe']] } },
  examples: {
    positive: [{ tool: 'Bash', input: { command: 'dbtool wipe --all' } }],
    negative: [{ tool: 'Bash', input: { command: 'dbtool status' } }],
  },
};
const OVERLAY = { rules: [RULE] };

let home: string;
beforeAll(() => {
  home = tempDir('judge-overlay-e2e-');
});
let n = 0;
function workspace(overlay: unknown): string {
  const ws = join(home, `ws${n++}`);
  mkdirSync(ws);
  expect(judge(ws, ['init']).status).toBe(0);
  writeFileSync(join(ws, '.judge', 'rules.json'), typeof overlay === 'string' ? overlay : JSON.stringify(overlay));
  return ws;
}
const judge = (ws: string, args: string[], env: Record<string, string> = {}, input?: string) =>
  runJudge(args, { cwd: ws, env: cleanEnv(home, env), input });

describe('a rule overlay', () => {
  it('extends the pack: its rule decides, and the judge identity names pack and overlay', () => {
    const ws = workspace(OVERLAY);
    const out = JSON.parse(judge(ws, bashCall('dbtool wipe --all')).stdout);
    expect(out.effect).toBe('deny');
    expect(out.judge.pack_digest).toMatch(/^sha256:/);
    expect(out.judge.overlay_digest).toMatch(/^sha256:/);
    expect(out.judge.rules_digest).not.toBe(out.judge.pack_digest);
    expect(JSON.parse(judge(ws, bashCall('dbtool status')).stdout).effect).toBe('allow');
    // without the overlay the call is not the team's business
    rmSync(join(ws, '.judge', 'rules.json'));
    const plain = JSON.parse(judge(ws, bashCall('dbtool wipe --all')).stdout);
    expect(plain.effect).not.toBe('deny');
    expect(plain.judge.overlay_digest).toBeUndefined();
  });

  it('judge, attest, close: package verify --strict replays it from the overlay the package carries', () => {
    const ws = workspace(OVERLAY);
    expect(judge(ws, ['session', 'start']).status).toBe(0);
    expect(judge(ws, bashCall('dbtool wipe --all', ['--attest'])).status).toBe(0);
    expect(judge(ws, bashCall('dbtool status', ['--attest'])).status).toBe(0);
    const session = readdirSync(join(ws, '.judge', 'sessions')).find((s) => s.startsWith('ses_'))!;
    expect(judge(ws, ['session', 'close']).status).toBe(0);
    const pkg = join(ws, '.judge', 'packages', session);
    const carried = readdirSync(join(pkg, 'rules'));
    expect(carried).toHaveLength(1);
    const states = join(ws, '.judge', 'sessions', session, 'states');
    const v = judge(ws, ['package', 'verify', '--strict', '--states', states, '--format', 'json', pkg]);
    expect(v.status, v.stdout).toBe(0);
    const report = JSON.parse(v.stdout);
    expect(report.replay.rules_receipts).toBeGreaterThan(0);
    expect(report.replay).toMatchObject({ replayed: report.replay.rules_receipts, mismatched: 0, no_state: 0, not_replayable_here: {} });

    // A package whose overlay was changed no longer verifies (the close record binds it).
    const file = join(pkg, 'rules', carried[0]!);
    writeFileSync(file, readFileSync(file, 'utf8').replace('wipe', 'wip'));
    expect(judge(ws, ['package', 'verify', '--strict', '--states', states, pkg]).status).not.toBe(0);
  });

  it('the Claude Code gate judges with it', () => {
    const ws = workspace(OVERLAY);
    const event = JSON.stringify({
      session_id: 's1',
      cwd: ws,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'dbtool wipe --all' },
    });
    const r = judge(ws, ['gate', 'claude-code'], {}, event);
    expect(r.status).toBe(0);
    const answer = JSON.parse(r.stdout);
    expect(answer.hookSpecificOutput.permissionDecision).toBe('deny');
    expect(answer.hookSpecificOutput.permissionDecisionReason).toContain('shell_destructive');
  });

  it.each([
    [{ rules: [{ ...RULE, question: 'verdict' }] }, 'rule team-dbtool-wipe: question'],
    [{ rules: [{ ...RULE, id: 'rm-recursive-critical' }] }, 'rule rm-recursive-critical: id'],
    [{ rules: [{ ...RULE, match: { cmd: { names: ['@nosuchset'] } } }] }, 'rule team-dbtool-wipe: match.cmd.names[0]'],
    [{ rules: [{ ...RULE, match: { file: { access: ['read'], classes: ['nosuch'] } } }] }, 'rule team-dbtool-wipe: match.file.classes[0]'],
    [{ rules: [{ ...RULE, examples: { positive: [] } }] }, 'rule team-dbtool-wipe: examples.positive'],
    [{ rules: [RULE], sets: { shells: ['x'] } }, 'set shells'],
  ])('a bad overlay is refused naming the rule and field: %#', (overlay, field) => {
    const ws = workspace(overlay);
    const r = judge(ws, bashCall('ls'));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(field);
    const event = JSON.stringify({
      session_id: 's1',
      cwd: ws,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'ls' },
    });
    const g = JSON.parse(judge(ws, ['gate', 'claude-code'], {}, event).stdout);
    expect(g.hookSpecificOutput.permissionDecision).toBe('deny');
    expect(g.hookSpecificOutput.permissionDecisionReason).toContain(field);
  });

  it('judge rules test runs its own examples: 0 when they pass, 6 when one does not', () => {
    const ws = workspace(OVERLAY);
    const ok = judge(ws, ['rules', 'test', '.judge/rules.json', '--format', 'json']);
    expect(ok.status, ok.stdout).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ rules: 1, examples: 2, failed: 0 });
    const wrong = {
      rules: [
        { ...RULE, examples: { positive: RULE.examples.positive, negative: [{ tool: 'Bash', input: { command: 'dbtool wipe x' } }] } },
      ],
    };
    writeFileSync(join(ws, 'wrong.json'), JSON.stringify(wrong));
    const bad = judge(ws, ['rules', 'test', 'wrong.json']);
    expect(bad.status).toBe(6);
    expect(bad.stdout).toContain('✗ team-dbtool-wipe negative[0]');
    expect(judge(ws, ['rules', 'test', 'missing.json']).status).toBe(2);
  });
});
