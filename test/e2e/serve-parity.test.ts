/**
 * Parity: the rules judge served by a real `judge serve` child gives the same answers and the
 * same effect as the in-process rules judge on the rules corpus. The client side is the real
 * HttpJudge (in-process for speed), with the serve key pinned, so every answer's co-signature is
 * checked too.
 *
 * `npm test` asks a fixed sample: every 8th case of each corpus file, so every category is in it
 * and the run stays seconds long on a busy machine. `JUDGE_PARITY=all` (what `npm run bench --
 * parity` sets) asks the whole corpus.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../src/decision/decide.js';
import { HttpJudge } from '../../src/http/client.js';
import { selectQuestions } from '../../src/questions/select.js';
import { validateAnswers } from '../../src/questions/validate.js';
import { answerWithRules, defaultQuestionKeys, ruleQuestions, rulesJudgeIdentity } from '../../src/rules/index.js';
import { buildState } from '../../src/state/build.js';
import type { RecentCall } from '../../src/state/types.js';
import { initStore } from '../../src/store/init.js';
import { loadSystemKey } from '../../src/store/keys.js';
import { BIN, cleanEnv, startDaemon, tempDir, type Daemon } from './http-helpers.js';

interface CorpusCase {
  tool: string;
  input: unknown;
  expect?: string;
  category?: string;
  questions?: string[];
  /** Extra state fields of the case. */
  state?: { network_scope?: string[]; amount_bound?: number; recent?: RecentCall[]; workspace_root?: string };
}

/** The workspace the corpus is written against (its paths live under it). */
const CORPUS_WORKSPACE = '/home/dev/project';

const CORPUS_DIR = new URL('../corpus/', import.meta.url).pathname;

/** 1 asks every case; 8 asks the first of every eight cases of each file. */
const STRIDE = process.env.JUDGE_PARITY === 'all' ? 1 : 8;

function loadCorpus(): Array<{ where: string; c: CorpusCase }> {
  const out: Array<{ where: string; c: CorpusCase }> = [];
  const frozen = readdirSync(join(CORPUS_DIR, 'frozen'))
    .sort()
    .map((n) => `frozen/${n}`);
  for (const name of [...readdirSync(CORPUS_DIR).sort(), ...frozen]) {
    if (!name.endsWith('.jsonl') && !name.endsWith('.json')) continue;
    const text = readFileSync(join(CORPUS_DIR, name), 'utf8');
    const cases: Array<{ where: string; c: CorpusCase }> = [];
    if (name.endsWith('.jsonl')) {
      text.split('\n').forEach((line, i) => {
        if (line.trim() !== '') cases.push({ where: `${name}:${i + 1}`, c: JSON.parse(line) as CorpusCase });
      });
    } else if (name.endsWith('.json')) {
      const v = JSON.parse(text) as CorpusCase[] | { cases: CorpusCase[] };
      (Array.isArray(v) ? v : v.cases).forEach((c, i) => cases.push({ where: `${name}[${i}]`, c }));
    }
    out.push(...cases.filter((_, k) => k % STRIDE === 0));
  }
  return out;
}

let dir: string;
let daemon: Daemon;
let judge: HttpJudge;

beforeAll(async () => {
  dir = tempDir('judge-parity-');
  const { store } = initStore(join(dir, '.judge'));
  daemon = await startDaemon([BIN, 'serve', '--port', '0'], { cwd: dir, env: cleanEnv(dir) });
  judge = new HttpJudge({ url: `${daemon.url}/v1/judge`, timeoutMs: 10_000, judgeKey: loadSystemKey(store).publicKey });
});
afterAll(async () => {
  await judge?.close();
  await daemon?.stop();
});

describe('judge serve ⇄ in-process rules judge on the corpus', () => {
  it('serves the same rule pack as the source under test (else: rebuild dist/)', async () => {
    const res = await fetch(`${daemon.url}/healthz`);
    const health = (await res.json()) as { rules_digest: string };
    expect(health.rules_digest).toBe(rulesJudgeIdentity().rules_digest);
  });

  it('same answers and same effect for every case', async () => {
    const corpus = loadCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(STRIDE === 1 ? 2000 : 250);
    const mismatches: string[] = [];
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < corpus.length; i = next++) {
        const { where, c } = corpus[i]!;
        const state = buildState({
          tool: c.tool,
          input: c.input,
          workspaceRoot: c.state?.workspace_root ?? CORPUS_WORKSPACE,
          networkScope: c.state?.network_scope,
          amountBound: c.state?.amount_bound,
          recent: c.state?.recent,
        });
        const questions = selectQuestions({ known: ruleQuestions(), defaults: defaultQuestionKeys(), keys: c.questions });
        const local = answerWithRules(state, questions).answers;
        const raw = await judge.ask(state, questions);
        const remote = validateAnswers(questions, raw.answers);
        const a = decide(questions, local, 0.5);
        const b = decide(questions, remote, 0.5);
        if (
          JSON.stringify(remote) !== JSON.stringify(validateAnswers(questions, local)) ||
          a.effect !== b.effect ||
          a.decided_by.join() !== b.decided_by.join()
        ) {
          mismatches.push(`${where}: local ${a.effect} [${a.decided_by}] vs served ${b.effect} [${b.decided_by}]`);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(mismatches).toEqual([]);
  });
});
