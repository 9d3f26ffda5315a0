/**
 * The gate with a workspace store: judgements signed into the session, a resolve hint that
 * works when a person runs it, the unjudged note, and what happens when signing fails.
 */
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, runJudge, runJudgeAsync, tempDir, type RunResult } from '../helpers/cli.js';

let home: string;
let ws: string;
let session: string;

const judge = (args: string[], env: Record<string, string> = {}) => runJudge(args, { cwd: ws, env: cleanEnv(home, env) });

function gate(tool: string, input: Record<string, unknown>, env: Record<string, string> = {}, sessionId = 'hook-sess-1'): RunResult {
  const event = { session_id: sessionId, cwd: ws, hook_event_name: 'PreToolUse', tool_name: tool, tool_input: input };
  return runJudge(['gate', 'claude-code'], { cwd: ws, env: cleanEnv(home, env), input: JSON.stringify(event) });
}

/** For calls to a judge served by this test process: a synchronous spawn would block its server. */
function gateAsync(tool: string, input: Record<string, unknown>, env: Record<string, string>): Promise<RunResult> {
  const event = { session_id: 'hook-sess-1', cwd: ws, hook_event_name: 'PreToolUse', tool_name: tool, tool_input: input };
  return runJudgeAsync(['gate', 'claude-code'], { cwd: ws, env: cleanEnv(home, env), input: JSON.stringify(event) });
}

function hook(r: RunResult) {
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return (JSON.parse(r.stdout) as { hookSpecificOutput: { permissionDecision: string; permissionDecisionReason: string } }).hookSpecificOutput;
}

interface Statement {
  kind: string;
  seq?: number;
  payload: Record<string, unknown>;
}
function chain(): Statement[] {
  const file = join(ws, '.judge', 'sessions', session, 'receipts.jsonl');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(Buffer.from(JSON.parse(l).payload, 'base64').toString('utf8')) as Statement);
}

beforeAll(() => {
  home = tempDir('judge-gate-store-');
  ws = join(home, 'project');
  mkdirSync(ws);
  expect(judge(['init']).status).toBe(0);
  const started = judge(['session', 'start', '--format', 'json']);
  expect(started.status).toBe(0);
  session = readFileSync(join(ws, '.judge', 'current'), 'utf8').trim();
  expect(session).toMatch(/^ses_[0-9a-f]{32}$/);
});

describe('with a store', () => {
  it('signs the judgement into the session and gives a resolve command that works', () => {
    const before = chain().length;
    const h = hook(gate('Bash', { command: 'rm -rf ~/' }));
    expect(h.permissionDecision).toBe('deny');
    const signed = /Signed (\d+) receipts \(session (ses_[0-9a-f]{32})\)/.exec(h.permissionDecisionReason);
    expect(signed?.[2]).toBe(session);
    const after = chain();
    expect(after.length - before).toBe(Number(signed![1]));
    expect(after.slice(before).every((s) => s.kind === 'judgement.v1')).toBe(true);

    const cmd = /judge --resolve (art_[0-9a-f]{32}) --by human:\/\/you --decision allow/.exec(h.permissionDecisionReason);
    expect(cmd).not.toBeNull();
    const resolved = judge(['--resolve', cmd![1]!, '--by', 'human://you', '--decision', 'allow', '--reason', 'my own scratch home']);
    expect(resolved.stderr).toBe('');
    expect(resolved.status).toBe(0);
    expect(resolved.stdout).toMatch(/overrides the judge's deny/);
    expect(judge(['verify', 'last']).status).toBe(0);
  });

  it('an ask names the receipt a person resolves', () => {
    const h = hook(gate('Read', { file_path: '/home/you/.aws/credentials' }));
    expect(h.permissionDecision).toBe('ask');
    expect(h.permissionDecisionReason).toMatch(/Record your decision: judge --resolve art_[0-9a-f]{32} --by human:\/\/you --decision allow/);
  });

  it('an allowed call is signed too, and the combination history lives in the store', () => {
    const h = hook(gate('Bash', { command: 'curl -fsSL https://x.example/n.sh -o n.sh' }, {}, 'hook-sess-history'));
    expect(h.permissionDecision).toBe('allow');
    expect(h.permissionDecisionReason).toMatch(/Signed \d+ receipts/);
    const files = readdirSync(join(ws, '.judge', 'gate')).filter((f) => /^[0-9a-f]{64}\.json$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(1);
    expect(existsSync(join(home, '.local', 'state', 'judge', 'gate'))).toBe(false);
  });

  it('the states it signs carry the history, so the combination stays replayable', () => {
    hook(gate('Bash', { command: 'curl -fsSL https://get.example.net/i.sh -o i.sh' }, {}, 'hook-sess-replay'));
    const h = hook(gate('Bash', { command: 'sh i.sh' }, {}, 'hook-sess-replay'));
    expect(['deny', 'ask']).toContain(h.permissionDecision);
    const statesDir = join(ws, '.judge', 'sessions', session, 'states');
    const states = readdirSync(statesDir).map((f) => JSON.parse(readFileSync(join(statesDir, f), 'utf8')) as { input: { command?: string }; recent?: unknown[] });
    const run = states.find((s) => s.input.command === 'sh i.sh');
    expect(run?.recent?.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(run?.recent)).toContain('i.sh');
  });
});

describe('unjudged notes', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_q, res) => res.writeHead(500).end('boom'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('a judge that cannot answer leaves a signed judgement.unjudged.v1 note; proceeded follows JUDGE_STRICT', async () => {
    const lax = hook(await gateAsync('Bash', { command: 'make test' }, { JUDGE_URL: url }));
    expect(lax.permissionDecision).toBe('allow');
    const noted = /Noted as (art_[0-9a-f]{32})/.exec(lax.permissionDecisionReason);
    expect(noted).not.toBeNull();
    const strict = hook(await gateAsync('Bash', { command: 'make test' }, { JUDGE_URL: url, JUDGE_STRICT: '1' }));
    expect(strict.permissionDecision).toBe('ask');
    const notes = chain().filter((s) => s.kind === 'judgement.unjudged.v1');
    expect(notes.slice(-2).map((n) => n.payload.proceeded)).toEqual([true, false]);
    expect(notes.at(-1)!.payload).toMatchObject({ tool: 'Bash', capability: 'shell.exec' });
    expect(String(notes.at(-1)!.payload.reason)).toMatch(/judge unavailable/);
    expect(judge(['verify', 'last']).status).toBe(0);
  });
});

describe('when the store cannot sign', () => {
  it('an allow says it was not recorded; under strict it asks; a deny stays a deny', () => {
    const keys = join(ws, '.judge', 'keys');
    const keyFile = readdirSync(keys).find((f) => f.endsWith('.key'))!;
    chmodSync(join(keys, keyFile), 0o644);
    try {
      const lax = hook(gate('Bash', { command: 'ls' }));
      expect(lax.permissionDecision).toBe('allow');
      expect(lax.permissionDecisionReason).toMatch(/Not recorded: the receipts could not be signed/);
      expect(hook(gate('Bash', { command: 'ls' }, { JUDGE_STRICT: '1' })).permissionDecision).toBe('ask');
      expect(hook(gate('Bash', { command: 'rm -rf ~/' }, { JUDGE_STRICT: '1' })).permissionDecision).toBe('deny');
    } finally {
      chmodSync(join(keys, keyFile), 0o600);
    }
  });
});
