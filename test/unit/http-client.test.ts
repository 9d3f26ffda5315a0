import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, digestBytes, digestOf } from '../../src/canonical/jcs.js';
import { newSeed, publicKeyOf } from '../../src/crypto/ed25519.js';
import { BadAnswerError, JudgeUnavailableError, UsageError } from '../../src/errors.js';
import '../helpers/errors.js';
import { ERROR_BODY_SHOWN_CHARS, HttpJudge, describeErrorBody } from '../../src/http/client.js';
import { MIN_BARE_TIMEOUT_MS, parseTimeout } from '../../src/http/options.js';
import { signAnswer } from '../../src/receipts/answer-signature.js';
import type { Questions } from '../../src/questions/types.js';
import { validateAnswers } from '../../src/questions/validate.js';
import type { State } from '../../src/state/types.js';
import { BARS, JUDGE, json, lowAnswers, startFixture, type Fixture, type Handler } from './http-fixtures.js';

const STATE: State = { tool: 'Bash', capability: 'shell.exec', input: { command: 'ls' }, workspace_root: '/work/proj' };
const QUESTIONS: Questions = {
  risk: { type: 'score', instructions: 'how risky', levels: ['none', 'low', 'high'] },
  unsafe: { type: 'noul', instructions: 'any of the above' },
  verdict: { type: 'choice', instructions: 'allow or deny', options: ['allow', 'deny'] },
};
const TOKEN = 'tok_S3CRET-value-never-shown';
/** Short enough that the slow fixtures (5 s headers, an endless drip) always outlast it. */
const TIMEOUT = 1500;

let current: Handler = (_q, res) => json(res, 500, {});
let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture((req, res, body) => current(req, res, body));
});
afterAll(async () => fx.close());

function judge(extra: Partial<ConstructorParameters<typeof HttpJudge>[0]> = {}): HttpJudge {
  return new HttpJudge({ url: fx.url, timeoutMs: TIMEOUT, token: TOKEN, ...extra });
}

/** Asks and then validates, as the CLI does; returns the error (or null when it allowed through). */
async function askAndValidate(j: HttpJudge): Promise<unknown> {
  try {
    const raw = await j.ask(STATE, QUESTIONS);
    validateAnswers(QUESTIONS, raw.answers);
    return null;
  } catch (err) {
    return err;
  }
}

describe('HttpJudge: a good answer', () => {
  it('posts the JCS of {state, questions} with the bearer token, and records digest, request id and latency', async () => {
    let sentBody = '';
    current = (_q, res, body) => {
      sentBody = body;
      json(res, 200, { judge: JUDGE, answers: lowAnswers(body), latency_ms: 12, request_id: 'r-body-1' });
    };
    const j = judge();
    const raw = await j.ask(STATE, QUESTIONS);
    const seen = fx.seen.at(-1)!;
    expect(seen.method).toBe('POST');
    expect(seen.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(seen.headers['content-type']).toBe('application/json');
    expect(sentBody).toBe(canonicalJson({ state: STATE, questions: QUESTIONS }));
    const expectedBody = JSON.stringify({ judge: JUDGE, answers: lowAnswers(sentBody), latency_ms: 12, request_id: 'r-body-1' });
    expect(raw.response_digest).toBe(digestBytes(expectedBody));
    expect(raw.judge).toEqual(JUDGE);
    expect(raw.request_id).toBe('r-body-1');
    expect(raw.signature).toBeUndefined();
    expect(validateAnswers(QUESTIONS, raw.answers)).toEqual(lowAnswers(sentBody));
    await j.close();
  });

  it('measures latency itself rather than trusting the judge', async () => {
    current = (_q, res, body) => {
      setTimeout(() => json(res, 200, { judge: JUDGE, answers: lowAnswers(body), latency_ms: 1 }), 150);
    };
    const raw = await judge().ask(STATE, QUESTIONS);
    expect(raw.latency_ms).toBeGreaterThanOrEqual(140);
  });

  it('takes request_id from the x-request-id header when the body has none', async () => {
    current = (_q, res, body) => json(res, 200, { judge: JUDGE, answers: lowAnswers(body) }, { 'x-request-id': 'hdr-77' });
    const raw = await judge().ask(STATE, QUESTIONS);
    expect(raw.request_id).toBe('hdr-77');
  });

  it('ignores an x-request-id header that is not a printable label', async () => {
    current = (_q, res, body) => json(res, 200, { judge: JUDGE, answers: lowAnswers(body) }, { 'x-request-id': 'has space' });
    const raw = await judge().ask(STATE, QUESTIONS);
    expect(raw.request_id).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    current = (_q, res, body) => json(res, 200, { judge: JUDGE, answers: lowAnswers(body) });
    await new HttpJudge({ url: fx.url }).ask(STATE, QUESTIONS);
    expect(fx.seen.at(-1)!.headers.authorization).toBeUndefined();
  });
});

describe('HttpJudge: every bar ends as unavailable (3) or bad answer (4), never an allow', () => {
  for (const bar of BARS) {
    it(bar.name, async () => {
      current = bar.handler;
      const j = judge();
      const err = await askAndValidate(j);
      await j.close();
      expect(err).not.toBeNull();
      expect(err).toBeInstanceOf(bar.exit === 3 ? JudgeUnavailableError : BadAnswerError);
      // That the deadline is total (a dripping body is cut too) is the 'http.timeout' code checked
      // below, not a wall-clock bound: a busy machine stretches elapsed time, not the outcome.
      const text = `${String(err)} ${inspect(err, { depth: 5 })} ${JSON.stringify(err)}`;
      expect(text).not.toContain(TOKEN);
    });
  }

  it('names the failure by code: status, timeout, oversize, not-JSON, transport', async () => {
    const codeOf = async (h: Handler): Promise<string> => {
      current = h;
      const err = (await askAndValidate(judge())) as { code: string };
      return err.code;
    };
    expect(await codeOf(BARS.find((b) => b.name === '503')!.handler)).toBe('http.status');
    expect(await codeOf(BARS.find((b) => b.name.startsWith('headers slower'))!.handler)).toBe('http.timeout');
    expect(await codeOf(BARS.find((b) => b.name.startsWith('a body that drips'))!.handler)).toBe('http.timeout');
    expect(await codeOf(BARS.find((b) => b.name.includes('chunked'))!.handler)).toBe('http.body-too-large');
    expect(await codeOf(BARS.find((b) => b.name.includes('declared length'))!.handler)).toBe('http.body-too-large');
    expect(await codeOf(BARS.find((b) => b.name === 'invalid JSON')!.handler)).toBe('http.body-json');
    expect(await codeOf(BARS.find((b) => b.name === 'a reset connection')!.handler)).toBe('http.transport');
    expect(await codeOf(BARS.find((b) => b.name.startsWith('a redirect'))!.handler)).toBe('http.status');
    expect(await codeOf(BARS.find((b) => b.name === 'noul 1.5')!.handler)).toBe('answer.invalid');
    expect(await codeOf(BARS.find((b) => b.name.startsWith('a key given twice'))!.handler)).toBe('answer.duplicate-key');
  });

  it('does not follow a redirect: only the first URL is ever requested', async () => {
    current = BARS.find((b) => b.name.startsWith('a redirect'))!.handler;
    const before = fx.seen.length;
    await askAndValidate(judge());
    expect(fx.seen.slice(before).map((s) => s.url)).toEqual(['/']);
  });

  it('a body exactly at the cap is read; one byte more is refused', async () => {
    const body = JSON.stringify({ judge: JUDGE, answers: lowAnswers(canonicalJson({ state: STATE, questions: QUESTIONS })) });
    current = (_q, res) => json(res, 200, body);
    const atCap = await judge({ maxBodyBytes: Buffer.byteLength(body) }).ask(STATE, QUESTIONS);
    expect(atCap.response_digest).toBe(digestBytes(body));
    const err = await askAndValidate(judge({ maxBodyBytes: Buffer.byteLength(body) - 1 }));
    expect(err).toBeInstanceOf(JudgeUnavailableError);
    expect((err as JudgeUnavailableError).code).toBe('http.body-too-large');
  });

  it('refuses a malformed judge identity as not an answer', async () => {
    current = (_q, res, body) => json(res, 200, { judge: { ...JUDGE, replayable: 'yes' }, answers: lowAnswers(body) });
    const err = await askAndValidate(judge());
    expect(err).toBeInstanceOf(JudgeUnavailableError);
    expect((err as JudgeUnavailableError).message).toContain('judge.replayable');
  });

  it('refuses JSON nested past the depth bound without overflowing the stack', async () => {
    current = (_q, res) => json(res, 200, '['.repeat(100_000) + ']'.repeat(100_000));
    const err = await askAndValidate(judge());
    expect(err).toBeInstanceOf(JudgeUnavailableError);
    expect((err as JudgeUnavailableError).code).toBe('http.body-too-deep');
  });

  it('a closed port is unavailable, quickly', async () => {
    const probe = await startFixture(() => undefined);
    const url = probe.url;
    await probe.close();
    const err = await (async () => {
      try {
        await new HttpJudge({ url, timeoutMs: TIMEOUT }).ask(STATE, QUESTIONS);
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(JudgeUnavailableError);
    expect((err as JudgeUnavailableError).message).toContain('connection refused');
  });
});

describe('HttpJudge: where a judge may live', () => {
  it('refuses plain http off loopback unless allowed', () => {
    expect(() => new HttpJudge({ url: 'http://judge.example.com/' })).toThrowJudgeError(UsageError, 'http.insecure-url');
    try {
      new HttpJudge({ url: 'http://10.1.2.3:8080/v1/judge?k=1' });
    } catch (err) {
      expect((err as UsageError).code).toBe('http.insecure-url');
      expect((err as UsageError).message).not.toContain('k=1');
    }
    expect(new HttpJudge({ url: 'http://judge.example.com/', allowInsecure: true }).url.host).toBe('judge.example.com');
    expect(new HttpJudge({ url: 'https://judge.example.com/' }).url.protocol).toBe('https:');
  });

  it('accepts the loopback range, ::1 and localhost over http', () => {
    for (const u of [
      'http://127.0.0.1:1/',
      'http://127.255.0.9/',
      'http://[::1]:9/',
      'http://localhost:1/',
      'http://LOCALHOST./',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      expect(() => new HttpJudge({ url: u })).not.toThrow();
    }
    for (const u of [
      'http://128.0.0.1/',
      'http://localhost.example.com/',
      'http://127.0.0.1.nip.io/',
      'http://[::2]/',
      'http://0.0.0.0/',
    ]) {
      expect(() => new HttpJudge({ url: u }), u).toThrowJudgeError(UsageError, 'http.insecure-url');
    }
  });

  it('refuses credentials in the URL, other schemes and junk, without echoing them', () => {
    for (const u of ['https://user:pw-secret@judge.example.com/', 'ftp://judge.example.com/', 'file:///etc/passwd', 'not a url']) {
      let err: unknown;
      try {
        new HttpJudge({ url: u });
      } catch (e) {
        err = e;
      }
      expect(err, u).toBeInstanceOf(UsageError);
      expect(String(err)).not.toContain('pw-secret');
    }
  });

  it('refuses a timeout or cap that is not a positive integer in range', () => {
    for (const timeoutMs of [0, -1, 1.5, Number.NaN, 10 * 60_000 + 1])
      expect(() => judge({ timeoutMs })).toThrowJudgeError(UsageError, 'http.timeout');
    for (const maxBodyBytes of [0, -5, 0.5, 65 * 1024 * 1024])
      expect(() => judge({ maxBodyBytes })).toThrowJudgeError(UsageError, 'http.max-body');
  });

  it('refuses a token that cannot go in a header, and never shows the token when inspected', () => {
    expect(() => judge({ token: 'abc\r\nx-evil: 1' })).toThrowJudgeError(UsageError, 'http.token');
    expect(() => judge({ token: '' })).toThrowJudgeError(UsageError, 'http.token');
    const j = judge();
    expect(inspect(j, { depth: 5 })).not.toContain(TOKEN);
    expect(JSON.stringify(j)).not.toContain(TOKEN);
  });
});

describe('HttpJudge: co-signature against a pinned key', () => {
  const seed = newSeed();
  const pub = publicKeyOf(seed);
  const signedHandler =
    (mutate: (b: Record<string, unknown>) => void = () => undefined): Handler =>
    (_q, res, body) => {
      const { state, questions } = JSON.parse(body) as { state: State; questions: Questions };
      const answers = lowAnswers(body);
      const signature = signAnswer({ state_digest: digestOf(state), questions_digest: digestOf(questions), judge: JUDGE, answers }, seed);
      const out: Record<string, unknown> = { judge: JUDGE, answers, signature };
      mutate(out);
      json(res, 200, out);
    };

  it('verifies and carries a good signature', async () => {
    current = signedHandler();
    const raw = await judge({ judgeKey: pub }).ask(STATE, QUESTIONS);
    expect(raw.signature?.keyid).toMatch(/^ed25519:[0-9a-f]{32}$/);
  });

  it('does not carry a signature it could not check (no pinned key)', async () => {
    current = signedHandler();
    const raw = await judge().ask(STATE, QUESTIONS);
    expect(raw.signature).toBeUndefined();
  });

  const failures: Array<[string, (b: Record<string, unknown>) => void, string]> = [
    [
      'answers changed after signing',
      (b) => ((b.answers as Record<string, unknown>).unsafe = { noul: 1, confidence: 1 }),
      'cosign.invalid',
    ],
    ['judge identity changed after signing', (b) => (b.judge = { ...JUDGE, model: 'other' }), 'cosign.invalid'],
    ['no signature', (b) => delete b.signature, 'cosign.missing'],
    ['a signature shaped wrong', (b) => (b.signature = { keyid: 'x' }), 'cosign.malformed'],
    ['another key id', (b) => (b.signature = { ...(b.signature as object), keyid: `ed25519:${'0'.repeat(32)}` }), 'cosign.keyid'],
    ['sig not base64', (b) => (b.signature = { ...(b.signature as object), sig: '!!!!' }), 'cosign.malformed'],
    [
      'a flipped signature byte',
      (b) => {
        const s = b.signature as { sig: string };
        const bytes = Buffer.from(s.sig, 'base64');
        bytes[5] = bytes[5]! ^ 1;
        s.sig = bytes.toString('base64');
      },
      'cosign.invalid',
    ],
  ];
  for (const [name, mutate, code] of failures) {
    it(`a pinned key refuses ${name} as a bad answer (${code})`, async () => {
      current = signedHandler(mutate);
      const err = await askAndValidate(judge({ judgeKey: pub }));
      expect(err).toBeInstanceOf(BadAnswerError);
      expect((err as BadAnswerError).code).toBe(code);
    });
  }

  it('a signature by another key fails even when it names the pinned key id', async () => {
    const other = newSeed();
    current = (_q, res, body) => {
      const { state, questions } = JSON.parse(body) as { state: State; questions: Questions };
      const answers = lowAnswers(body);
      const sig = signAnswer({ state_digest: digestOf(state), questions_digest: digestOf(questions), judge: JUDGE, answers }, other);
      const claimed = signAnswer({ state_digest: digestOf(state), questions_digest: digestOf(questions), judge: JUDGE, answers }, seed);
      json(res, 200, { judge: JUDGE, answers, signature: { keyid: claimed.keyid, sig: sig.sig } });
    };
    const err = await askAndValidate(judge({ judgeKey: pub }));
    expect((err as BadAnswerError).code).toBe('cosign.invalid');
  });

  it('a signature over another state does not transfer', async () => {
    current = (_q, res, body) => {
      const { questions } = JSON.parse(body) as { questions: Questions };
      const answers = lowAnswers(body);
      const otherState = { ...STATE, input: { command: 'rm -rf /' } };
      const signature = signAnswer(
        { state_digest: digestOf(otherState), questions_digest: digestOf(questions), judge: JUDGE, answers },
        seed,
      );
      json(res, 200, { judge: JUDGE, answers, signature });
    };
    const err = await askAndValidate(judge({ judgeKey: pub }));
    expect((err as BadAnswerError).code).toBe('cosign.invalid');
  });
});

describe('HttpJudge: a refusal shows what the judge said, bounded and sanitised', () => {
  it('a 422 contract error: its code and message', async () => {
    current = (_q, res) => json(res, 422, { error: { code: 'rules.unknown-question', message: 'no rule answers "tone.polite"' } });
    const err = (await askAndValidate(judge())) as JudgeUnavailableError;
    expect(err).toBeInstanceOf(JudgeUnavailableError);
    expect(err.code).toBe('http.status');
    expect(err.message).toMatch(/HTTP 422: rules\.unknown-question: no rule answers "tone\.polite"$/);
  });

  it('a huge, hostile body: one line, controls and bidi marks removed, the token masked, cut short', async () => {
    current = (_q, res) => {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(`bad\n\x1b[31mred\u202e ${TOKEN} ${'x'.repeat(1_000_000)}`);
    };
    const err = (await askAndValidate(judge())) as JudgeUnavailableError;
    expect(err.message).not.toContain(TOKEN);
    expect(err.message).toContain('HTTP 400: bad [31mred [token] xxx');
    expect(err.message).not.toMatch(/[\x00-\x1f\u202e]/);
    expect(err.message.length).toBeLessThan(ERROR_BODY_SHOWN_CHARS + 200);
    expect(err.message.endsWith('…')).toBe(true);
  });

  it('describeErrorBody: plain JSON fields, and an empty body', () => {
    expect(describeErrorBody(Buffer.from('{"error":"quota"}'), undefined)).toBe('quota');
    expect(describeErrorBody(Buffer.from('{"detail":"field state.tool"}'), undefined)).toBe('field state.tool');
    expect(describeErrorBody(Buffer.from(''), undefined)).toBe('');
  });
});

describe('--timeout: a duration with units, or milliseconds that cannot be a unit mistake', () => {
  it('reads 2s, 1.5s, 500ms and a bare number of milliseconds', () => {
    expect(parseTimeout('2s')).toBe(2000);
    expect(parseTimeout('1.5s')).toBe(1500);
    expect(parseTimeout('0.25s')).toBe(250);
    expect(parseTimeout('500ms')).toBe(500);
    expect(parseTimeout('10ms')).toBe(10);
    expect(parseTimeout(' 2500 ')).toBe(2500);
    expect(parseTimeout(String(MIN_BARE_TIMEOUT_MS))).toBe(MIN_BARE_TIMEOUT_MS);
    expect(parseTimeout(undefined)).toBeUndefined();
  });
  it('refuses a bare number under the minimum, naming the fix', () => {
    expect(() => parseTimeout('2')).toThrowJudgeError(UsageError, 'timeout.invalid');
    expect(() => parseTimeout('2')).toThrow(/write 2s for seconds/);
    expect(() => parseTimeout(String(MIN_BARE_TIMEOUT_MS - 1))).toThrowJudgeError(UsageError, 'timeout.invalid');
  });
  it('refuses what is not a duration', () => {
    for (const bad of ['', 'soon', '2 s', '1.5', '1.5ms', '-1s', '2m', '1e3', '0x10', '１０s'])
      expect(() => parseTimeout(bad), bad).toThrowJudgeError(UsageError, 'timeout.invalid');
  });
});
