import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { digestOf } from '../../src/canonical/jcs.js';
import { newSeed, publicKeyOf } from '../../src/crypto/ed25519.js';
import { UsageError } from '../../src/errors.js';
import { HttpJudge } from '../../src/http/client.js';
import { checkCosignature } from '../../src/receipts/answer-signature.js';
import { answerRequest, createJudgeServer, type ServedJudge } from '../../src/http/server.js';
import { createAnswerSigner } from '../../src/http/signer.js';
import type { Answers, Questions } from '../../src/questions/types.js';
import { validateAnswers } from '../../src/questions/validate.js';
import type { State } from '../../src/state/types.js';

const schema = (name: string) => z.fromJSONSchema(JSON.parse(readFileSync(new URL(`../../schemas/${name}.json`, import.meta.url), 'utf8')));
const responseSchema = schema('http-response');
const errorSchema = schema('http-error');
const healthSchema = schema('http-health');

const IDENTITY = {
  model: 'judge-rules/0.0.1',
  provider: 'judge',
  kind: 'rules',
  replayable: true,
  rules_digest: `sha256:${'a'.repeat(64)}`,
};
/** A stand-in judge: answers nouls by whether the command contains "rm", refuses the key `boom`. */
const FAKE: ServedJudge = {
  identity: IDENTITY,
  health: { rules_version: '0.0.1', rules_digest: IDENTITY.rules_digest },
  answer(state: State, questions: Questions): Answers {
    const out: Answers = {};
    for (const [key, q] of Object.entries(questions)) {
      if (key === 'boom') throw new UsageError('rules.unknown-question', 'no rule answers boom; ask one of: unsafe');
      if (key === 'crash') throw new Error('secret internal detail');
      const yes = String((state.input as { command?: string }).command ?? '').includes('rm') ? 1 : 0;
      if (q.type === 'noul') out[key] = { noul: yes, probabilities: { yes, no: 1 - yes }, confidence: 1 };
      else if (q.type === 'choice') out[key] = { choice: q.options![0]!, confidence: 1 };
      else out[key] = { score: q.levels![0]!, confidence: 1 };
    }
    return out;
  },
};

const STATE: State = { tool: 'Bash', capability: 'shell.exec', input: { command: 'rm -rf /' }, workspace_root: '/w' };
const QUESTIONS: Questions = {
  unsafe: { type: 'noul', instructions: '' },
  verdict: { type: 'choice', instructions: '', options: ['deny', 'allow'] },
};

const seed = newSeed();
const TOKEN = 'serve-token-123';
let base = '';
let authBase = '';
const servers: Array<ReturnType<typeof createJudgeServer>> = [];

async function listen(server: ReturnType<typeof createJudgeServer>): Promise<string> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  base = await listen(createJudgeServer({ judge: FAKE, signer: createAnswerSigner(seed), maxBodyBytes: 64 * 1024 }));
  authBase = await listen(createJudgeServer({ judge: FAKE, token: TOKEN }));
});
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}
/** A raw node:http request, so the test controls every header and byte. */
function send(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer; chunks?: Buffer[] } = {},
): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: opts.method ?? 'POST', headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
    if (opts.chunks) {
      for (const c of opts.chunks) req.write(c);
      req.end();
    } else req.end(opts.body);
  });
}
const post = (path: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  send(`${base}${path}`, { body: typeof body === 'string' ? body : JSON.stringify(body), headers });

describe('judge server: answers', () => {
  for (const path of ['/', '/v1/judge']) {
    it(`POST ${path} answers in the contract's shape, signed`, async () => {
      const got = await post(path, { state: STATE, questions: QUESTIONS });
      expect(got.status).toBe(200);
      expect(responseSchema.safeParse(got.body).success).toBe(true);
      expect(got.body.judge).toEqual(IDENTITY);
      expect(validateAnswers(QUESTIONS, got.body.answers)).toEqual({
        unsafe: { noul: 1, probabilities: { yes: 1, no: 0 }, confidence: 1 },
        verdict: { choice: 'deny', confidence: 1 },
      });
      expect(got.body.request_id).toMatch(/^req_[0-9a-f]{22}$/);
      expect(got.headers['x-request-id']).toBe(got.body.request_id);
      const check = checkCosignature(
        { state_digest: digestOf(STATE), questions_digest: digestOf(QUESTIONS), judge: got.body.judge, answers: got.body.answers },
        got.body.signature,
        publicKeyOf(seed),
      );
      expect(check).toEqual({ ok: true });
    });
  }

  it('signs over the own questions digest of each request, however many question sets come and go', async () => {
    // More sets than the server keeps digests of, differing only in their last characters.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 70; i += 3) {
        const questions: Questions = { unsafe: { type: 'noul', instructions: `variant ${i}` } };
        const got = await post('/', { state: STATE, questions });
        const check = checkCosignature(
          { state_digest: digestOf(STATE), questions_digest: digestOf(questions), judge: got.body.judge, answers: got.body.answers },
          got.body.signature,
          publicKeyOf(seed),
        );
        expect(check, `variant ${i}`).toEqual({ ok: true });
      }
    }
  });

  it('signs the answers of each request when answer sets alternate', async () => {
    for (let i = 0; i < 6; i++) {
      const state: State = { ...STATE, input: { command: i % 2 ? 'rm -rf /' : 'ls' } };
      const got = await post('/', { state, questions: QUESTIONS });
      expect(got.body.answers.unsafe.noul).toBe(i % 2);
      const check = checkCosignature(
        { state_digest: digestOf(state), questions_digest: digestOf(QUESTIONS), judge: got.body.judge, answers: got.body.answers },
        got.body.signature,
        publicKeyOf(seed),
      );
      expect(check, `request ${i}`).toEqual({ ok: true });
    }
  });

  it('writes its answer as plain JSON in the documented member order', async () => {
    const res = await fetch(`${base}/v1/judge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: STATE, questions: QUESTIONS }),
    });
    const text = await res.text();
    const body = JSON.parse(text);
    expect(Object.keys(body)).toEqual(['judge', 'answers', 'latency_ms', 'request_id', 'signature']);
    expect(text).toBe(JSON.stringify(body));
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  });

  it('gives every request its own id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await post('/', { state: STATE, questions: QUESTIONS })).body.request_id);
    expect(ids.size).toBe(5);
  });

  it('echoes a sane x-request-id and replaces an insane one', async () => {
    const a = await post('/', { state: STATE, questions: QUESTIONS }, { 'content-type': 'application/json', 'x-request-id': 'gate-42' });
    expect(a.body.request_id).toBe('gate-42');
    const b = await post(
      '/',
      { state: STATE, questions: QUESTIONS },
      { 'content-type': 'application/json', 'x-request-id': 'a'.repeat(300) },
    );
    expect(b.body.request_id).toMatch(/^req_/);
  });

  it('the HttpJudge client with the pinned key accepts it end to end', async () => {
    const j = new HttpJudge({ url: `${base}/v1/judge`, judgeKey: publicKeyOf(seed), timeoutMs: 2000 });
    const raw = await j.ask(STATE, QUESTIONS);
    await j.close();
    expect(raw.signature?.keyid).toBe(createAnswerSigner(seed).keyid);
    expect(raw.judge).toEqual(IDENTITY);
    expect(raw.request_id).toMatch(/^req_/);
  });

  it('GET /healthz reports the rules and the signing key', async () => {
    const got = await send(`${base}/healthz`, { method: 'GET' });
    expect(got.status).toBe(200);
    expect(healthSchema.safeParse(got.body).success).toBe(true);
    expect(got.body).toEqual({
      ok: true,
      rules_version: '0.0.1',
      rules_digest: IDENTITY.rules_digest,
      keyid: createAnswerSigner(seed).keyid,
    });
    const unsigned = await send(`${authBase}/healthz`, { method: 'GET' });
    expect(unsigned.body.keyid).toBeNull();
  });
});

describe('judge server: question sets asked again', () => {
  /** A fresh server memo per test: each test makes its own judge. */
  const recording = () => {
    const got: Questions[] = [];
    const judge: ServedJudge = { ...FAKE, answer: (state, questions) => (got.push(questions), FAKE.answer(state, questions)) };
    const ask = (questions: unknown) =>
      answerRequest(Buffer.from(JSON.stringify({ state: STATE, questions })), { judge, signer: createAnswerSigner(seed) }, 'req_1');
    return { got, ask };
  };
  const signedOver = (reply: ReturnType<typeof answerRequest>, questions: Questions) => {
    const body = JSON.parse(reply.text!);
    return checkCosignature(
      { state_digest: digestOf(STATE), questions_digest: digestOf(questions), judge: body.judge, answers: body.answers },
      body.signature,
      publicKeyOf(seed),
    );
  };

  it('hands the judge one frozen object for a set asked again, equal to what checking gives', () => {
    const { got, ask } = recording();
    for (let i = 0; i < 3; i++) expect(signedOver(ask(QUESTIONS), QUESTIONS)).toEqual({ ok: true });
    expect(got[1]).toBe(got[0]);
    expect(got[2]).toBe(got[0]);
    expect(got[0]).toEqual(QUESTIONS);
    expect(Object.isFrozen(got[0])).toBe(true);
    expect(Object.isFrozen(got[0]!.verdict!.options)).toBe(true);
    // The same set written in another member order is checked, then found equal to the kept one.
    const reordered = {
      unsafe: { instructions: '', type: 'noul' },
      verdict: { options: ['deny', 'allow'], instructions: '', type: 'choice' },
    };
    expect(signedOver(ask(reordered), QUESTIONS)).toEqual({ ok: true });
    expect(got[3]).toBe(got[0]);
  });

  it('checks a set that only resembles a kept one', () => {
    const { got, ask } = recording();
    expect(ask(QUESTIONS).status).toBe(200);
    // Checking fills in what a set leaves out: this one is asked as the checked value, not as sent.
    expect(ask({ unsafe: { type: 'noul' } }).status).toBe(200);
    expect(got[1]).toEqual({ unsafe: { type: 'noul', instructions: '' } });
    const bad: Array<[unknown, string]> = [
      [{ ...QUESTIONS, unsafe: { type: 'noul', instructions: '', extra: 1 } }, 'questions.unsafe.extra'],
      [{ ...QUESTIONS, verdict: { type: 'choice', instructions: '', options: ['deny', 'deny'] } }, 'questions.verdict.options'],
      [{ unsafe: { type: 'noul', instructions: 7 } }, 'questions.unsafe.instructions'],
    ];
    for (const [questions, path] of bad) {
      const reply = ask(questions);
      expect(reply.status, path).toBe(400);
      expect(JSON.stringify(reply.body), path).toContain(path);
    }
    expect(got).toHaveLength(2);
  });

  it('reads a body whose question set it keeps by text as it reads any other, faults included', () => {
    const got: Questions[] = [];
    const judge: ServedJudge = { ...FAKE, answer: (state, questions) => (got.push(questions), FAKE.answer(state, questions)) };
    const send = (text: string) => answerRequest(Buffer.from(text), { judge, signer: createAnswerSigner(seed) }, 'req_1');
    const q = JSON.stringify(QUESTIONS);
    const s = JSON.stringify(STATE);
    for (let i = 0; i < 3; i++) expect(signedOver(send(`{"state":${s},"questions":${q}}`), QUESTIONS)).toEqual({ ok: true });
    expect(got[2]).toBe(got[0]);
    const other = { ...STATE, input: { command: 'ls' } };
    const reply = send(`{"state":${JSON.stringify(other)},"questions":${q}}`);
    expect(JSON.parse(reply.text!).signature).toBeDefined();
    expect(got[3]).toBe(got[0]);
    const refused: Array<[string, number, string, string]> = [
      [`{"state":${JSON.stringify({ ...STATE, tool: '' })},"questions":${q}}`, 400, 'request.shape', 'state.tool'],
      [`{"extra":1,"state":${s},"questions":${q}}`, 400, 'request.shape', 'extra: unknown field'],
      [`{"state":${s},"state":${s},"questions":${q}}`, 400, 'request.json', '$.state'],
      [`{"questions":{},"state":${s},"questions":${q}}`, 400, 'request.json', '$.questions'],
      [`{"state":${s},"note":","questions":${q}}`, 400, 'request.json', 'not valid JSON'],
    ];
    for (const [text, status, code, says] of refused) {
      const r = send(text);
      expect(r.status, text.slice(0, 40)).toBe(status);
      expect((r.body as { error: { code: string } }).error.code, text.slice(0, 40)).toBe(code);
      expect(JSON.stringify(r.body), text.slice(0, 40)).toContain(says);
    }
    expect(got).toHaveLength(4);
  });

  it('signs over each set its own digest when sets differ by a character, past the number it keeps', () => {
    const { ask } = recording();
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 40; i++) {
        const questions: Questions = { unsafe: { type: 'noul', instructions: `variant ${i}` } };
        expect(signedOver(ask(questions), questions), `variant ${i}`).toEqual({ ok: true });
      }
  });
});

describe('judge server: answer sets given again', () => {
  /** A judge that answers whatever `next` holds, as given (a fresh server memo per judge). */
  const scripted = (signed = true) => {
    const state = { next: {} as unknown };
    const judge: ServedJudge = { ...FAKE, answer: () => state.next as Answers };
    const ask = () =>
      answerRequest(
        Buffer.from(JSON.stringify({ state: STATE, questions: QUESTIONS })),
        { judge, ...(signed ? { signer: createAnswerSigner(seed) } : {}) },
        'req_1',
      );
    return { state, ask };
  };
  const answersOf = (reply: ReturnType<typeof answerRequest>) => {
    expect(reply.status).toBe(200);
    const body = JSON.parse(reply.text!);
    if (body.signature !== undefined)
      expect(
        checkCosignature(
          { state_digest: digestOf(STATE), questions_digest: digestOf(QUESTIONS), judge: body.judge, answers: body.answers },
          body.signature,
          publicKeyOf(seed),
        ),
      ).toEqual({ ok: true });
    return reply.text!.slice(reply.text!.indexOf('"answers":') + 10, reply.text!.indexOf(',"latency_ms"'));
  };
  const ALLOW = { unsafe: { noul: 0, probabilities: { yes: 0, no: 1 }, confidence: 1 }, verdict: { choice: 'allow', confidence: 1 } };

  it('writes a set given again as it writes it the first time, whatever the judge does to its own objects after', () => {
    for (const signed of [true, false]) {
      const { state, ask } = scripted(signed);
      const given = structuredClone(ALLOW);
      state.next = given;
      expect(answersOf(ask())).toBe(JSON.stringify(ALLOW));
      // The judge changes the object it returned: what the server kept is its own copy.
      given.verdict.choice = 'deny';
      state.next = structuredClone(ALLOW);
      expect(answersOf(ask())).toBe(JSON.stringify(ALLOW));
      state.next = given;
      expect(answersOf(ask())).toBe(JSON.stringify(given));
      // Another member order is another text, and -0 is written as 0 either way.
      const reordered = { verdict: { confidence: 1, choice: 'allow' }, unsafe: { ...ALLOW.unsafe, confidence: -0 } };
      state.next = reordered;
      expect(answersOf(ask())).toBe(JSON.stringify(reordered));
      state.next = structuredClone(ALLOW);
      expect(answersOf(ask())).toBe(JSON.stringify(ALLOW));
    }
  });

  it('never takes an object of another class for a kept plain one', () => {
    const { state, ask } = scripted();
    state.next = structuredClone(ALLOW);
    answersOf(ask());
    class Loud {
      choice = 'allow';
      confidence = 1;
      toJSON() {
        return { choice: 'deny', confidence: 1 };
      }
    }
    state.next = { unsafe: ALLOW.unsafe, verdict: new Loud() };
    // Its JSON is what it says it is, and its JCS (no toJSON) is not: the signed answer is refused.
    expect(() => ask()).toThrow();
    // A toJSON JSON.stringify reads though the keys do not show it: not enumerable, or through a proxy.
    const hidden = structuredClone(ALLOW.verdict);
    Object.defineProperty(hidden, 'toJSON', { value: () => ({ choice: 'deny', confidence: 1 }), enumerable: false });
    // Refused, or sent (and signed) as its JSON says: never the kept allow.
    const sent = () => {
      try {
        return answersOf(ask());
      } catch {
        return 'refused';
      }
    };
    state.next = { unsafe: ALLOW.unsafe, verdict: hidden };
    expect(sent()).not.toBe(JSON.stringify(ALLOW));
    const proxied = new Proxy(structuredClone(ALLOW.verdict), {
      get: (t, k) => (k === 'toJSON' ? () => ({ choice: 'deny', confidence: 1 }) : Reflect.get(t, k)),
    });
    state.next = { unsafe: ALLOW.unsafe, verdict: proxied };
    expect(sent()).not.toBe(JSON.stringify(ALLOW));
    state.next = { unsafe: ALLOW.unsafe, verdict: Object.assign(Object.create(null), ALLOW.verdict) };
    expect(answersOf(ask())).toBe(JSON.stringify(ALLOW));
  });

  it('signs what it sends, and keeps that, whatever objects the judge gave (a proxy, a getter)', () => {
    const { state, ask } = scripted();
    let reads = 0;
    // A choice that changes after its first read: the answer is signed as sent.
    const verdict = {
      get choice() {
        return ++reads === 1 ? 'allow' : 'deny';
      },
      confidence: 1,
    };
    state.next = new Proxy({ unsafe: ALLOW.unsafe, verdict }, {});
    const sent = JSON.parse(answersOf(ask()));
    state.next = sent;
    expect(answersOf(ask())).toBe(JSON.stringify(sent));
  });

  it('refuses a signed set that fails the JCS checks, and sends an unsigned one as given', () => {
    const bad = { unsafe: { noul: 0, confidence: Number.NaN } };
    const signed = scripted(true);
    signed.state.next = bad;
    expect(() => signed.ask()).toThrow();
    const unsigned = scripted(false);
    for (let i = 0; i < 2; i++) {
      unsigned.state.next = bad;
      expect(answersOf(unsigned.ask())).toBe(JSON.stringify(bad));
    }
  });
});

describe('judge server: bad requests get a 4xx JSON error', () => {
  const cases: Array<[string, () => Promise<Got>, number, string]> = [
    ['an unknown path', () => post('/v2', { state: STATE, questions: QUESTIONS }), 404, 'not-found'],
    ['GET on the judge path', () => send(`${base}/`, { method: 'GET' }), 405, 'method'],
    ['POST on /healthz', () => post('/healthz', {}), 405, 'method'],
    ['a body that is not JSON', () => post('/', '{"state":'), 400, 'request.json'],
    ['JSON nested too deep', () => post('/', '['.repeat(5000) + ']'.repeat(5000)), 400, 'request.json'],
    ['a body of the wrong shape', () => post('/', { state: { tool: '' }, questions: {} }), 400, 'request.shape'],
    [
      'a key the judge has no rule for',
      () => post('/', { state: STATE, questions: { boom: { type: 'noul' } } }),
      422,
      'rules.unknown-question',
    ],
    [
      'a text/plain body',
      () => post('/', { state: STATE, questions: QUESTIONS }, { 'content-type': 'text/plain' }),
      415,
      'request.content-type',
    ],
    ['a declared length over the cap', () => post('/', 'x'.repeat(64 * 1024 + 1)), 413, 'request.too-large'],
    [
      'a chunked body over the cap',
      () =>
        send(`${base}/`, {
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          chunks: Array.from({ length: 20 }, () => Buffer.alloc(8 * 1024, 0x20)),
        }),
      413,
      'request.too-large',
    ],
  ];
  for (const [name, run, status, code] of cases) {
    it(`${name} → ${status} ${code}`, async () => {
      const got = await run();
      expect(got.status).toBe(status);
      expect(got.headers['content-type']).toMatch(/^application\/json/);
      expect(errorSchema.safeParse(got.body).success).toBe(true);
      expect(got.body.error.code).toBe(code);
    });
  }

  it('names every bad path of a malformed request', async () => {
    const got = await post('/', { state: { ...STATE, tool: '', workspace_root: 'rel' }, questions: { Bad: { type: 'noul' } } });
    expect(got.body.error.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('state.tool'),
        expect.stringContaining('state.workspace_root'),
        expect.stringContaining('questions.Bad'),
      ]),
    );
  });

  it('a judge that throws answers 500 without its message', async () => {
    const got = await post('/', { state: STATE, questions: { crash: { type: 'noul' } } });
    expect(got.status).toBe(500);
    expect(got.body).toEqual({ error: { code: 'internal', message: 'internal error' } });
  });

  it('with a token: 401 without it or with a wrong one, 200 with it; healthz stays open', async () => {
    const body = JSON.stringify({ state: STATE, questions: QUESTIONS });
    const none = await send(`${authBase}/`, { body, headers: { 'content-type': 'application/json' } });
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('unauthorized');
    const wrong = await send(`${authBase}/`, { body, headers: { 'content-type': 'application/json', authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toContain(TOKEN);
    const ok = await send(`${authBase}/`, { body, headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.body.signature).toBeUndefined();
    expect((await send(`${authBase}/healthz`, { method: 'GET' })).status).toBe(200);
  });

  it('keeps serving after a client hangs up mid-body', async () => {
    const { port } = new URL(base);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/json', 'content-length': '1000' },
        agent: false,
      });
      req.on('error', () => resolve());
      req.write('{"state":');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    const got = await post('/', { state: STATE, questions: QUESTIONS });
    expect(got.status).toBe(200);
  });
});
