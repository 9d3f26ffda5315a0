/**
 * examples/questions: per-question bars and effects change the decision, with the rules judge
 * (team-policy.json) and with an HTTP judge served by this test (llm-review.json).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, ROOT, runJudge, runJudgeAsync, tempDir } from '../helpers/cli.js';

const TEAM = join(ROOT, 'examples', 'questions', 'team-policy.json');
const LLM = join(ROOT, 'examples', 'questions', 'llm-review.json');
let ws: string;
beforeAll(() => {
  ws = tempDir('judge-example-questions-');
});

function decide(command: string, ...flags: string[]) {
  const r = runJudge(['--tool', 'Bash', '--input', JSON.stringify({ command }), '--format', 'json', ...flags], {
    cwd: ws,
    env: cleanEnv(ws),
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as { effect: string; decided_by: string[]; answers: Record<string, { bar: number; effect: string | null }> };
}

describe('team-policy.json with the rules judge', () => {
  it('reading a secret: the rules ask by default; this policy refuses it, at its own bar', () => {
    expect(decide('cat ~/.aws/credentials').effect).toBe('ask');
    const out = decide('cat ~/.aws/credentials', '--questions-file', TEAM);
    expect(out.effect).toBe('deny');
    expect(out.decided_by).toEqual(['secret_access']);
    expect(out.answers.secret_access).toMatchObject({ bar: 0.3, effect: 'deny' });
  });

  it('a force-push: the rules ask by default; this policy only warns', () => {
    expect(decide('git push --force origin main').effect).toBe('ask');
    const out = decide('git push --force origin main', '--questions-file', TEAM);
    expect(out).toMatchObject({ effect: 'warn', decided_by: ['git_destructive'] });
    expect(out.answers.git_destructive!.bar).toBe(0.8);
  });

  it('asks only its own questions, and still refuses rm -rf ~ and allows ls', () => {
    const out = decide('rm -rf ~', '--questions-file', TEAM);
    expect(Object.keys(out.answers).sort()).toEqual([
      'git_destructive',
      'remote_code_exec',
      'secret_access',
      'shell_destructive',
      'shell_exfiltrates',
      'untrusted_install',
    ]);
    expect(out).toMatchObject({ effect: 'deny', decided_by: ['shell_destructive'] });
    expect(decide('ls -la', '--questions-file', TEAM).effect).toBe('allow');
  });
});

describe('llm-review.json with an HTTP judge', () => {
  let server: Server;
  let url: string;
  let answers: Record<string, unknown> = {};
  let asked: { questions?: Record<string, { threshold?: number; on_yes?: string }> } = {};
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        asked = JSON.parse(body);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ judge: { model: 'example-llm', provider: 'test', kind: 'llm', replayable: false }, answers }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  async function review(a: Record<string, unknown>) {
    answers = a;
    const r = await runJudgeAsync(
      ['--tool', 'Bash', '--input', '{"command":"make deploy"}', '--format', 'json', '--questions-file', LLM, '--judge-url', url],
      { cwd: ws, env: cleanEnv(ws) },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    return JSON.parse(r.stdout) as { effect: string; decided_by: string[]; answers: Record<string, { outcome: string }> };
  }

  it('sends each question with its bar and effect', async () => {
    await review({
      prompt_injection: { noul: 0 },
      data_leaves_org: { noul: 0 },
      intent: { choice: 'allow', confidence: 0.9 },
      blast_radius: { score: 'file' },
    });
    expect(asked.questions?.prompt_injection).toMatchObject({ threshold: 0.7, on_yes: 'ask' });
    expect(asked.questions?.data_leaves_org).toMatchObject({ threshold: 0.4, on_yes: 'deny' });
  });

  it('each noul is held to its own bar', async () => {
    // 0.6 is under prompt_injection's 0.7 but over data_leaves_org's 0.4.
    const out = await review({
      prompt_injection: { noul: 0.6 },
      data_leaves_org: { noul: 0.6 },
      intent: { choice: 'allow', confidence: 0.9 },
      blast_radius: { score: 'project' },
    });
    expect(out).toMatchObject({ effect: 'deny', decided_by: ['data_leaves_org'] });
    const lower = await review({
      prompt_injection: { noul: 0.75 },
      data_leaves_org: { noul: 0.35 },
      intent: { choice: 'allow', confidence: 0.9 },
      blast_radius: { score: 'project' },
    });
    expect(lower).toMatchObject({ effect: 'ask', decided_by: ['prompt_injection'] });
  });

  it('a choice takes effect only at its confidence bar; below it a person decides; the score carries no effect', async () => {
    const sure = await review({
      prompt_injection: { noul: 0 },
      data_leaves_org: { noul: 0 },
      intent: { choice: 'warn', confidence: 0.85 },
      blast_radius: { score: 'organisation' },
    });
    expect(sure).toMatchObject({ effect: 'warn', decided_by: ['intent'] });
    expect(sure.answers.blast_radius!.outcome).toBe('ignored');
    const unsure = await review({
      prompt_injection: { noul: 0 },
      data_leaves_org: { noul: 0 },
      intent: { choice: 'allow', confidence: 0.6 },
      blast_radius: { score: 'none' },
    });
    expect(unsure).toMatchObject({ effect: 'ask', decided_by: ['intent'] });
  });
});
