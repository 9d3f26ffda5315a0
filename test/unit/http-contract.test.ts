import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JudgeUnavailableError, UsageError } from '../../src/errors.js';
import {
  RequestShapeError,
  parseJudgeRequest,
  parseJudgeResponse,
  parseRequestText,
  questionsOfTail,
  questionsTailAt,
  readWithQuestions,
} from '../../src/http/contract.js';

const schema = (name: string) => z.fromJSONSchema(JSON.parse(readFileSync(new URL(`../../schemas/${name}.json`, import.meta.url), 'utf8')));
const requestSchema = schema('http-request');
const responseSchema = schema('http-response');

const bytes = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v));
const GOOD_STATE = { tool: 'Bash', capability: 'shell.exec', input: { command: 'ls -la' }, workspace_root: '/work/proj' };
const GOOD_QUESTIONS = {
  unsafe: { type: 'noul', instructions: 'any of the above', on_yes: 'deny', threshold: 0.7 },
  verdict: { type: 'choice', instructions: 'allow or deny', options: ['allow', 'deny'] },
  risk: { type: 'score', instructions: '', levels: ['low', 'high'] },
};
const GOOD = { state: GOOD_STATE, questions: GOOD_QUESTIONS };

const accepts = (body: unknown): boolean => {
  try {
    parseJudgeRequest(bytes(body));
    return true;
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return false;
  }
};

/** Requests that must be refused, each with the path the refusal names. */
const BAD_REQUESTS: Array<[string, unknown, string]> = [
  ['no state', { questions: GOOD_QUESTIONS }, 'state'],
  ['no questions', { state: GOOD_STATE }, 'questions'],
  ['an unknown top-level field', { ...GOOD, extra: 1 }, 'extra: unknown field'],
  ['an empty tool', { ...GOOD, state: { ...GOOD_STATE, tool: '' } }, 'state.tool'],
  ['a control character in the tool', { ...GOOD, state: { ...GOOD_STATE, tool: 'Ba\u0007sh' } }, 'state.tool'],
  ['input not an object', { ...GOOD, state: { ...GOOD_STATE, input: 'ls' } }, 'state.input'],
  ['a relative workspace', { ...GOOD, state: { ...GOOD_STATE, workspace_root: 'proj' } }, 'state.workspace_root'],
  ['an unknown state field', { ...GOOD, state: { ...GOOD_STATE, cwd: '/' } }, 'state.cwd'],
  ['a negative bound', { ...GOOD, state: { ...GOOD_STATE, amount_bound: -1 } }, 'state.amount_bound'],
  ['a scope that is not a list', { ...GOOD, state: { ...GOOD_STATE, network_scope: 'x.example' } }, 'state.network_scope'],
  ['recent not objects', { ...GOOD, state: { ...GOOD_STATE, recent: [1] } }, 'state.recent'],
  ['a nonce with a space', { ...GOOD, state: { ...GOOD_STATE, nonce: 'a b' } }, 'state.nonce'],
  ['no questions asked', { ...GOOD, questions: {} }, 'questions'],
  ['an upper-case key', { ...GOOD, questions: { Unsafe: { type: 'noul' } } }, 'questions.Unsafe'],
  ['an unknown question type', { ...GOOD, questions: { a: { type: 'yesno' } } }, 'questions.a.type'],
  ['a choice without options', { ...GOOD, questions: { a: { type: 'choice' } } }, 'questions.a.options'],
  ['a score with one level', { ...GOOD, questions: { a: { type: 'score', levels: ['x'] } } }, 'questions.a.levels'],
  ['a threshold of 2', { ...GOOD, questions: { a: { type: 'noul', threshold: 2 } } }, 'questions.a.threshold'],
  ['on_yes on a choice', { ...GOOD, questions: { a: { type: 'choice', options: ['x', 'y'], on_yes: 'deny' } } }, 'questions.a.on_yes'],
  ['an unknown question field', { ...GOOD, questions: { a: { type: 'noul', weight: 3 } } }, 'questions.a.weight'],
  [
    '257 questions',
    { ...GOOD, questions: Object.fromEntries(Array.from({ length: 257 }, (_, i) => [`q${i}`, { type: 'noul' }])) },
    'over the limit',
  ],
];

describe('parseJudgeRequest', () => {
  it('accepts a full request and returns the state and questions as sent', () => {
    const req = parseJudgeRequest(
      bytes({
        ...GOOD,
        state: { ...GOOD_STATE, network_scope: ['*.example.com'], amount_bound: 100, recent: [{ tool: 'Bash' }], nonce: 'abc123' },
      }),
    );
    expect(req.state.tool).toBe('Bash');
    expect(req.state.amount_bound).toBe(100);
    expect(Object.keys(req.questions).sort()).toEqual(['risk', 'unsafe', 'verdict']);
    expect(req.questions.unsafe).toEqual({ type: 'noul', instructions: 'any of the above', on_yes: 'deny', threshold: 0.7 });
  });

  for (const [name, body, path] of BAD_REQUESTS) {
    it(`refuses ${name}, naming ${path}`, () => {
      let err: unknown;
      try {
        parseJudgeRequest(bytes(body));
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(RequestShapeError);
      expect((err as RequestShapeError).code).toBe('request.shape');
      expect((err as RequestShapeError).problems.join('\n')).toContain(path);
    });
  }

  it('collects every fault, not just the first', () => {
    try {
      parseJudgeRequest(bytes({ state: { ...GOOD_STATE, tool: '', workspace_root: 'x' }, questions: { a: { type: 'nope' } }, more: 1 }));
      expect.unreachable();
    } catch (err) {
      const problems = (err as RequestShapeError).problems;
      expect(problems.length).toBe(4);
    }
  });

  it('refuses bytes that are not bounded JSON: malformed, not UTF-8, too deep, too large', () => {
    const code = (b: Uint8Array, max?: number) => {
      try {
        parseJudgeRequest(b, max);
        return 'accepted';
      } catch (err) {
        return (err as UsageError).code;
      }
    };
    expect(code(bytes('{"state":'))).toBe('request.json');
    expect(code(Buffer.from([0x7b, 0xff, 0x7d]))).toBe('request.json');
    expect(code(bytes('['.repeat(70) + ']'.repeat(70)))).toBe('request.json');
    expect(code(bytes('['.repeat(200_000) + ']'.repeat(200_000)))).toBe('request.json');
    expect(code(bytes(GOOD), 20)).toBe('request.too-large');
    expect(code(bytes([GOOD]))).toBe('request.shape');
  });

  it('refuses a state number JCS cannot carry unchanged', () => {
    // 1e400 parses to Infinity: it cannot be hashed the same way twice.
    expect(
      accepts(
        `{"state":{"tool":"Bash","capability":"shell.exec","input":{"n":1e400},"workspace_root":"/w"},"questions":{"a":{"type":"noul"}}}`,
      ),
    ).toBe(false);
  });

  it('agrees with schemas/http-request.json on every table case', () => {
    expect(requestSchema.safeParse(GOOD).success).toBe(true);
    expect(accepts(GOOD)).toBe(true);
    for (const [name, body] of BAD_REQUESTS) expect(requestSchema.safeParse(body).success, name).toBe(false);
  });

  it('agrees with the schema on random mutations of a good request (seeded)', () => {
    const field = fc.constantFrom(
      'tool',
      'capability',
      'input',
      'workspace_root',
      'network_scope',
      'amount_bound',
      'recent',
      'nonce',
      'extra',
    );
    const value = fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 8 }),
      fc.constantFrom('/abs', 'rel', '', 'a b', 'ok-label'),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.dictionary(fc.string({ maxLength: 3 }), fc.integer())), {
        maxLength: 3,
      }),
      fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
    );
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 1 });
    const qmut = fc.record({
      key: fc.constantFrom('a', 'a', 'B', 'q.1', '1a', 'a-b_c'),
      type: fc.constantFrom('noul', 'choice', 'score', 'other'),
      // Usually the field its type needs; sometimes one it must not have.
      fitting: fc.boolean(),
      options: maybe(fc.array(fc.constantFrom('x', 'y', 'x', ''), { maxLength: 3 })),
      levels: maybe(fc.array(fc.constantFrom('lo', 'hi', 'lo'), { maxLength: 3 })),
      threshold: maybe(fc.double({ min: -1, max: 2, noNaN: true })),
      on_yes: maybe(fc.constantFrom('deny', 'ask', 'maybe')),
    });
    const seen = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(maybe(fc.tuple(field, value)), qmut, (mutation, q) => {
        const state: Record<string, unknown> = { ...GOOD_STATE };
        if (mutation) {
          const [f, v] = mutation;
          if (v === undefined) delete state[f];
          else state[f] = v;
        }
        const def: Record<string, unknown> = { type: q.type };
        if (q.fitting) {
          if (q.type === 'choice') def.options = ['x', 'y'];
          if (q.type === 'score') def.levels = ['lo', 'hi'];
          if (q.threshold !== undefined) def.threshold = q.threshold;
          if (q.type === 'noul' && q.on_yes !== undefined) def.on_yes = q.on_yes;
        } else {
          for (const k of ['options', 'levels', 'threshold', 'on_yes'] as const) if (q[k] !== undefined) def[k] = q[k];
        }
        const body = JSON.parse(JSON.stringify({ state, questions: { [q.key]: def } }));
        const ok = accepts(body);
        seen[ok ? 'accepted' : 'refused']++;
        expect(ok).toBe(requestSchema.safeParse(body).success);
      }),
      { seed: 20260601, numRuns: 800 },
    );
    // Both sides of the line are exercised, or the agreement would be vacuous.
    expect(seen.accepted).toBeGreaterThan(30);
    expect(seen.refused).toBeGreaterThan(30);
  });
});

describe("a body read from a kept question set's text (readWithQuestions)", () => {
  /** What the full reading gives: the request, or the error's code. */
  const full = (text: string) => {
    try {
      return parseRequestText(text);
    } catch (err) {
      return (err as UsageError).code;
    }
  };
  /** The fast reading with `kept` as the tail a server keeps: the request, or undefined. */
  const fast = (text: string, kept: string) => {
    if (!text.endsWith(kept) || text.length === kept.length) return undefined;
    const questions = questionsOfTail(kept);
    return questions === undefined ? undefined : readWithQuestions(text.slice(0, text.length - kept.length), questions);
  };
  const tailOf = (text: string) => text.slice(questionsTailAt(text));
  const plain = JSON.stringify(GOOD);
  const pretty = JSON.stringify(GOOD, null, 2);

  it('reads a body ending with a kept set as the full reading does, however it is spaced', () => {
    for (const text of [plain, pretty, JSON.stringify({ state: { ...GOOD_STATE, nonce: 'n1' }, questions: GOOD_QUESTIONS })]) {
      const got = fast(text, tailOf(text));
      expect(got).toBeDefined();
      expect(got).toEqual(full(text));
    }
    expect(questionsOfTail(tailOf(plain))).toEqual(parseJudgeRequest(bytes(plain)).questions);
  });

  it('leaves to the full reading every body whose head is not a good {state}', () => {
    const q = JSON.stringify(GOOD_QUESTIONS);
    const s = JSON.stringify(GOOD_STATE);
    const bodies = [
      `{"extra":1,"state":${s},"questions":${q}}`,
      `{"state":${s},"state":${s},"questions":${q}}`,
      `{"questions":{},"state":${s},"questions":${q}}`,
      `{"state":${JSON.stringify({ ...GOOD_STATE, tool: '' })},"questions":${q}}`,
      `{"state":${s},"note":","questions":${q}}`,
      `{,"questions":${q}}`,
      `[${s},"questions":${q}}`,
      `{"state":${'['.repeat(70)}${']'.repeat(70)},"questions":${q}}`,
    ];
    for (const text of bodies) {
      expect(fast(text, `,"questions":${q}}`), text.slice(0, 60)).toBeUndefined();
      expect(typeof full(text), text.slice(0, 60)).toBe('string');
    }
  });

  it('keeps no tail that is not exactly one question set closing a body', () => {
    const inner = JSON.stringify({ state: GOOD_STATE, questions: { a: { type: 'noul' }, questions: { type: 'noul' } } });
    expect(questionsOfTail(tailOf(inner))).toBeUndefined();
    expect(questionsOfTail(',"questions":{"a":{"type":"noul"},"a":{"type":"noul"}}}')).toBeUndefined();
    expect(questionsOfTail(',"questions":{"a":{"type":"nope"}}}')).toBeUndefined();
    expect(questionsOfTail(',"questions":{"a":{"type":"noul"}} ,}')).toBeUndefined();
    expect(questionsOfTail(`,"questions":{"a":{"type":"noul","x":${'['.repeat(63)}${']'.repeat(63)}}}}`)).toBeUndefined();
  });

  it('never reads a body otherwise than the full reading does (seeded edits of a good body)', () => {
    const kept = tailOf(plain);
    let read = 0;
    const alphabet = ['{', '}', '[', ']', ',', ':', '"', '\\', ' ', 'a', '1', 'state', '"questions"', '"state":{}', ',"x":1'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(plain.length), fc.nat(3), fc.constantFrom(...alphabet)), { minLength: 1, maxLength: 4 }),
        (edits) => {
          let text = plain;
          for (const [at, del, ins] of edits) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + ins + text.slice(i + del);
          }
          const got = fast(text, kept);
          if (got !== undefined) {
            read++;
            expect(got).toEqual(full(text));
          }
        },
      ),
      { seed: 20261202, numRuns: 3000 },
    );
    // Edits inside the state leave bodies the fast reading takes: both ways were tried.
    expect(read).toBeGreaterThan(20);
  });
});

describe('parseJudgeResponse', () => {
  const JUDGE = { model: 'm', provider: 'p', kind: 'classifier', replayable: false };
  const parse = (v: unknown) => parseJudgeResponse(bytes(v), 'http://127.0.0.1:1/');
  const refuses = (v: unknown): string => {
    try {
      parse(v);
      return 'accepted';
    } catch (err) {
      expect(err).toBeInstanceOf(JudgeUnavailableError);
      return (err as JudgeUnavailableError).code;
    }
  };

  it('keeps answers unvalidated and the identity checked', () => {
    const r = parse({ judge: JUDGE, answers: 'anything', latency_ms: 4, request_id: 'abc', extra: true });
    expect(r.answers).toBe('anything');
    expect(r.judge).toEqual(JUDGE);
    expect(r.request_id).toBe('abc');
  });

  it('refuses what is not an answer in form', () => {
    expect(refuses([])).toBe('http.body-not-answer');
    expect(refuses({ answers: {} })).toBe('http.body-not-answer');
    expect(refuses({ judge: JUDGE })).toBe('http.body-not-answer');
    expect(refuses({ judge: { ...JUDGE, extra: 1 }, answers: {} })).toBe('http.body-not-answer');
    expect(refuses({ judge: { ...JUDGE, model: '' }, answers: {} })).toBe('http.body-not-answer');
    expect(refuses({ judge: { ...JUDGE, rules_digest: 'sha256:abc' }, answers: {} })).toBe('http.body-not-answer');
    expect(refuses({ judge: JUDGE, answers: {}, latency_ms: -1 })).toBe('http.body-not-answer');
    expect(refuses({ judge: JUDGE, answers: {}, request_id: 'has space' })).toBe('http.body-not-answer');
    expect(refuses('nope')).toBe('http.body-json');
    expect(refuses('')).toBe('http.body-json');
  });

  it('marks a malformed signature instead of refusing the body', () => {
    expect(parse({ judge: JUDGE, answers: {}, signature: { keyid: 'k' } }).signatureMalformed).toBe(true);
    const ok = parse({ judge: JUDGE, answers: {}, signature: { keyid: `ed25519:${'a'.repeat(32)}`, sig: 'AAAA' } });
    expect(ok.signatureMalformed).toBe(false);
    expect(ok.signature?.sig).toBe('AAAA');
  });

  it('agrees with schemas/http-response.json on the identity and envelope fields', () => {
    const answers = { unsafe: { noul: 0.2, confidence: 0.9 } };
    const cases: unknown[] = [
      { judge: JUDGE, answers },
      { judge: { ...JUDGE, rules_digest: `sha256:${'0'.repeat(64)}` }, answers, latency_ms: 3, request_id: 'r1' },
      { judge: { ...JUDGE, model: '' }, answers },
      { judge: { ...JUDGE, kind: 'a\nb' }, answers },
      { judge: { ...JUDGE, replayable: 1 }, answers },
      { judge: { ...JUDGE, x: 1 }, answers },
      { judge: JUDGE },
      { answers },
      { judge: JUDGE, answers, latency_ms: -2 },
      { judge: JUDGE, answers, request_id: '' },
      { judge: JUDGE, answers, request_id: 'é' },
    ];
    for (const c of cases) {
      expect(refuses(c) === 'accepted', JSON.stringify(c)).toBe(responseSchema.safeParse(c).success);
    }
  });
});
