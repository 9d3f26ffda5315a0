/**
 * The HTTP judge's failure modes through the built CLI (docs/http.md): every way an HTTP judge
 * can fail ends as "judge unavailable" (exit 3) or "bad answer" (exit 4), never an allow; a slow
 * or dripping judge is cut by the deadline (the message says so: no wall-clock bound, which a
 * busy machine would break); the token never shows. Real servers on 127.0.0.1, nothing mocked.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARS, JUDGE, json, lowAnswers, startFixture, type Fixture, type Handler } from '../unit/http-fixtures.js';
import { cleanEnv, runJudge, tempDir } from './http-helpers.js';

const TIMEOUT_MS = 1000;
const TOKEN = 'e2e-TOKEN-do-not-print-4711';

let dir: string;
let fx: Fixture;
let current: Handler = (_q, res) => json(res, 500, {});
const questionsFile = () => join(dir, 'questions.json');

beforeAll(async () => {
  dir = tempDir();
  writeFileSync(
    questionsFile(),
    JSON.stringify({
      unsafe: { type: 'noul', instructions: 'is it unsafe' },
      verdict: { type: 'choice', instructions: 'allow or deny', options: ['allow', 'deny'] },
      risk: { type: 'score', instructions: 'how risky', levels: ['low', 'medium', 'high'] },
    }),
  );
  fx = await startFixture((req, res, body) => current(req, res, body));
});
afterAll(async () => fx.close());

const judgeArgs = (extra: string[] = []) => [
  '--tool',
  'Bash',
  '--input',
  '{"command":"ls"}',
  '--questions-file',
  questionsFile(),
  '--judge-url',
  fx.url,
  '--timeout',
  String(TIMEOUT_MS),
  '--enforce',
  ...extra,
];
const env = () => cleanEnv(dir, { JUDGE_TOKEN: TOKEN });

describe('judge --judge-url: each bar ends unavailable or bad answer, never an allow', () => {
  for (const bar of BARS) {
    it(`${bar.name} → exit ${bar.exit}`, async () => {
      current = bar.handler;
      const r = await runJudge(judgeArgs(), { cwd: dir, env: env() });
      expect(r.code, r.stderr).toBe(bar.exit);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(bar.exit === 3 ? /unavailable/ : /bad answer/);
      // The slow fixtures answer after 5 s or never: only the deadline ends them this way.
      if (/slower|drips/.test(bar.name)) expect(r.stderr).toContain(`within ${TIMEOUT_MS} ms`);
      expect(r.stdout + r.stderr).not.toContain(TOKEN);
    });
  }
});

describe('judge --judge-url: a good judge', () => {
  it('answers through the CLI with the judge identity, request id and our latency', async () => {
    current = (_q, res, body) => json(res, 200, { judge: JUDGE, answers: lowAnswers(body), request_id: 'fx-1' });
    const r = await runJudge(judgeArgs(['--format', 'json']), { cwd: dir, env: env() });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.judge).toEqual(JUDGE);
    expect(out.effect).toBe('allow');
    expect(out.request_id).toBe('fx-1');
    expect(Object.keys(out.answers).sort()).toEqual(['risk', 'unsafe', 'verdict']);
    expect(fx.seen.at(-1)!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('asks a key the rules do not know as a noul, and holds the answer to it', async () => {
    current = (_q, res, body) => json(res, 200, { judge: JUDGE, answers: lowAnswers(body) });
    const args = [
      '--tool',
      'Bash',
      '--input',
      '{"command":"ls"}',
      '--question',
      'tone.polite',
      '--judge-url',
      fx.url,
      '--timeout',
      String(TIMEOUT_MS),
      '--format',
      'json',
    ];
    const r = await runJudge(args, { cwd: dir, env: env() });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(fx.seen.at(-1)!.body).questions).toEqual({ 'tone.polite': { type: 'noul', instructions: '' } });
    current = (_q, res) => json(res, 200, { judge: JUDGE, answers: { 'tone.polite': { choice: 'yes' } } });
    const bad = await runJudge(args, { cwd: dir, env: env() });
    expect(bad.code).toBe(4);
    expect(bad.stderr).toContain('tone.polite');
  });

  it('a question named like an Object.prototype member (constructor) is judged like any other', async () => {
    const file = join(dir, 'constructor.json');
    writeFileSync(file, JSON.stringify({ constructor: { type: 'noul', instructions: 'is it built badly', on_yes: 'deny' } }));
    current = (_q, res) => json(res, 200, { judge: JUDGE, answers: { constructor: { noul: 0.9 } } });
    const args = [
      '--tool',
      'Bash',
      '--input',
      '{"command":"ls"}',
      '--questions-file',
      file,
      '--judge-url',
      fx.url,
      '--timeout',
      String(TIMEOUT_MS),
      '--enforce',
    ];
    const text = await runJudge(args, { cwd: dir, env: env() });
    expect(text.code, text.stderr).toBe(10);
    expect(text.stdout).toContain('constructor');
    const asJson = await runJudge([...args, '--format', 'json'], { cwd: dir, env: env() });
    expect(asJson.code, asJson.stderr).toBe(10);
    expect(JSON.parse(asJson.stdout).answers.constructor).toMatchObject({ noul: 0.9, effect: 'deny', evidence: [] });
  });

  it('a yes from the judge is a deny under --enforce (exit 10)', async () => {
    current = (_q, res, body) => {
      const answers = lowAnswers(body);
      answers.unsafe = { noul: 0.97, confidence: 0.97 };
      json(res, 200, { judge: JUDGE, answers });
    };
    const r = await runJudge(judgeArgs(), { cwd: dir, env: env() });
    expect(r.code, r.stderr).toBe(10);
  });
});

describe('judge --judge-url: flags and secrets', () => {
  it('refuses plain http to a host off loopback (exit 2) unless --allow-insecure-url', async () => {
    const r = await runJudge(['--tool', 'Bash', '--input', '{}', '--judge-url', 'http://0.0.0.0:1/'], { cwd: dir, env: env() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--allow-insecure-url');
    const allowed = await runJudge(
      ['--tool', 'Bash', '--input', '{}', '--judge-url', 'http://0.0.0.0:1/', '--allow-insecure-url', '--timeout', '2000'],
      { cwd: dir, env: env() },
    );
    expect(allowed.code).toBe(3);
  });

  it('reads the token from --token-file only when the file is private', async () => {
    current = (_q, res, body) => json(res, 200, { judge: JUDGE, answers: lowAnswers(body) });
    const file = join(dir, 'token');
    writeFileSync(file, 'file-token-abc\n');
    chmodSync(file, 0o644);
    const open = await runJudge(judgeArgs(['--token-file', file]), { cwd: dir, env: cleanEnv(dir) });
    expect(open.code).toBe(2);
    expect(open.stderr).toContain('chmod 600');
    expect(open.stderr).not.toContain('file-token-abc');
    chmodSync(file, 0o600);
    const ok = await runJudge(judgeArgs(['--token-file', file]), { cwd: dir, env: cleanEnv(dir) });
    expect(ok.code, ok.stderr).toBe(0);
    expect(fx.seen.at(-1)!.headers.authorization).toBe('Bearer file-token-abc');
  });

  it('has no flag that would put the token in argv', async () => {
    const r = await runJudge([...judgeArgs(), '--token', 'x'], { cwd: dir, env: env() });
    expect(r.code).toBe(2);
  });

  it('a pinned --judge-key and an unsigned answer is a bad answer (exit 4)', async () => {
    current = (_q, res, body) => json(res, 200, { judge: JUDGE, answers: lowAnswers(body) });
    const key = Buffer.alloc(32, 7).toString('base64');
    const r = await runJudge(judgeArgs(['--judge-key', key]), { cwd: dir, env: env() });
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('signature');
  });

  it('a bad --timeout or --max-body is a usage error', async () => {
    for (const extra of [
      ['--timeout', '0'],
      ['--timeout', 'soon'],
      ['--timeout', '2'],
      ['--max-body', '-1'],
      ['--max-body', '1e9'],
    ]) {
      const r = await runJudge([...judgeArgs(), ...extra], { cwd: dir, env: env() });
      expect(r.code, extra.join(' ')).toBe(2);
      // A bare 2 is refused as a likely unit mistake, naming the fix.
      if (extra[1] === '2') expect(r.stderr).toContain('write 2s for seconds');
    }
  });

  it('--timeout takes units (the parsing itself is unit-tested in http-client.test.ts)', async () => {
    current = (_q, res) => {
      const t = setTimeout(() => json(res, 200, {}), 10_000);
      res.on('close', () => clearTimeout(t));
    };
    for (const [flag, ms] of [['1.5s', 1500]] as const) {
      const r = await runJudge(
        ['--tool', 'Bash', '--input', '{"command":"ls"}', '--questions-file', questionsFile(), '--judge-url', fx.url, '--timeout', flag],
        { cwd: dir, env: env() },
      );
      expect(r.code, flag).toBe(3);
      expect(r.stderr, flag).toContain(`within ${ms} ms`);
    }
  });
});
