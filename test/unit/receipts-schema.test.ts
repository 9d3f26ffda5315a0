import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decide } from '../../src/decision/decide.js';
import { UsageError } from '../../src/errors.js';
import type { Questions } from '../../src/questions/types.js';
import { isUri, judgementPayloads, overridesOf, resolutionPayload } from '../../src/receipts/build.js';
import { compileSchema, type Schema } from '../../src/receipts/schema.js';
import { assertStatement, payloadSchema, statementProblems } from '../../src/receipts/schemas.js';
import type { ClosePayload, JudgementPayload, Kind, ResolutionPayload, UnjudgedPayload } from '../../src/receipts/types.js';

const D = `sha256:${'ab'.repeat(32)}`;
const ART = `art_${'1'.repeat(32)}`;
const CALL = `call_${'c'.repeat(32)}`;

/** Every optional field present, built through the same code path as --attest. */
function fullJudgement(): JudgementPayload {
  const questions: Questions = {
    unsafe: { type: 'noul', instructions: 'unsafe?', threshold: 0.9, on_yes: 'ask' },
    verdict: { type: 'choice', instructions: 'verdict', options: ['allow', 'deny'] },
    risk: { type: 'score', instructions: 'risk', levels: ['low', 'high'] },
  };
  const decision = decide(
    questions,
    {
      unsafe: { noul: 0.95, probabilities: { yes: 0.95, no: 0.05 }, confidence: 0.9 },
      verdict: { choice: 'deny', confidence: 0.8 },
      risk: { score: 'high', confidence: 1 },
    },
    0.5,
  );
  const all = judgementPayloads({
    tool: 'Bash',
    capability: 'shell.exec',
    stateDigest: D,
    questionsDigest: D,
    judge: { model: 'm', provider: 'p', kind: 'rules', replayable: true, rules_digest: D },
    latencyMs: 3,
    responseDigest: D,
    requestId: 'req-1',
    judgeSignature: { keyid: 'ed25519:x', sig: 'c2ln' },
    decision,
    setBy: 'policy-7',
    contract: { id: 'ticket-router', version: '3' },
    configDigest: D,
    callId: CALL,
  });
  return {
    ...all.find((p) => p.question.key === 'unsafe')!,
    content: { digest: D, length: 42, source: 'tool_output', findings: [{ code: 'credential_api_key', start: 3, end: 23, window: 0 }] },
  };
}

const full: Record<Kind, unknown> = {
  'judgement.v1': fullJudgement(),
  'judgement.resolution.v1': {
    judgement: ART,
    by: 'human://alice',
    decision: 'route',
    route: 'fact_check',
    reason: 'r',
    overrides: 'deny',
    key_bound: true,
  } satisfies Required<ResolutionPayload>,
  'judgement.close.v1': {
    session: `ses_${'5'.repeat(32)}`,
    count: 2,
    head: ART,
    receipt_ids_digest: D,
    files: { 'keys/x.json': D },
  } satisfies Required<ClosePayload>,
  'judgement.unjudged.v1': {
    tool: 'Bash',
    capability: 'shell.exec',
    state_digest: D,
    reason: 'judge unavailable: timeout',
    proceeded: true,
    config_digest: D,
  } satisfies Required<UnjudgedPayload>,
};

/** Compile-time: the key lists below must name exactly the fields of each TS type. */
type Exact<T, K extends readonly PropertyKey[]> = [Exclude<keyof T, K[number]>, Exclude<K[number], keyof T>] extends [never, never]
  ? true
  : false;
const JUDGEMENT_KEYS = [
  'judge',
  'tool',
  'capability',
  'state_digest',
  'questions_digest',
  'question',
  'answer',
  'threshold',
  'outcome',
  'effect',
  'call',
  'contract',
  'response_digest',
  'request_id',
  'config_digest',
  'latency_ms',
  'judge_signature',
  'content',
] as const;
const RESOLUTION_KEYS = ['judgement', 'by', 'decision', 'route', 'reason', 'overrides', 'key_bound'] as const;
const CLOSE_KEYS = ['session', 'count', 'head', 'receipt_ids_digest', 'files'] as const;
const UNJUDGED_KEYS = ['tool', 'capability', 'state_digest', 'reason', 'proceeded', 'config_digest'] as const;
const typeChecks: [
  Exact<JudgementPayload, typeof JUDGEMENT_KEYS>,
  Exact<ResolutionPayload, typeof RESOLUTION_KEYS>,
  Exact<ClosePayload, typeof CLOSE_KEYS>,
  Exact<UnjudgedPayload, typeof UNJUDGED_KEYS>,
] = [true, true, true, true];
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
const REQUIRED: Record<Kind, readonly string[]> = {
  'judgement.v1': [
    'judge',
    'tool',
    'capability',
    'state_digest',
    'questions_digest',
    'question',
    'answer',
    'threshold',
    'outcome',
    'effect',
    'call',
    'latency_ms',
  ] satisfies RequiredKeys<JudgementPayload>[],
  'judgement.resolution.v1': ['judgement', 'by', 'decision', 'key_bound'] satisfies RequiredKeys<ResolutionPayload>[],
  'judgement.close.v1': ['session', 'count', 'head', 'receipt_ids_digest', 'files'] satisfies RequiredKeys<ClosePayload>[],
  'judgement.unjudged.v1': ['tool', 'capability', 'state_digest', 'reason', 'proceeded'] satisfies RequiredKeys<UnjudgedPayload>[],
};
const KEYS: Record<Kind, readonly string[]> = {
  'judgement.v1': JUDGEMENT_KEYS,
  'judgement.resolution.v1': RESOLUTION_KEYS,
  'judgement.close.v1': CLOSE_KEYS,
  'judgement.unjudged.v1': UNJUDGED_KEYS,
};

const rawSchema = (kind: Kind) =>
  JSON.parse(readFileSync(`schemas/${kind}.json`, 'utf8')) as { properties: Record<string, unknown>; required: string[] };

describe('schemas agree with the TypeScript payload types', () => {
  it('type-level key lists are exact', () => expect(typeChecks).toEqual([true, true, true, true]));
  for (const kind of Object.keys(full) as Kind[]) {
    it(`${kind}: schema properties and required equal the type's fields and required fields`, () => {
      const s = rawSchema(kind);
      expect(Object.keys(s.properties).sort()).toEqual([...KEYS[kind]].sort());
      expect([...s.required].sort()).toEqual([...REQUIRED[kind]].sort());
    });
    it(`${kind}: a full payload (every optional field) conforms`, () => {
      expect(Object.keys(full[kind] as object).sort()).toEqual([...KEYS[kind]].sort());
      expect(payloadSchema(kind).check(full[kind])).toEqual([]);
    });
    it(`${kind}: dropping any required field, adding an unknown one, or retyping any field is refused`, () => {
      const base = full[kind] as Record<string, unknown>;
      for (const k of REQUIRED[kind]) {
        const { [k]: _, ...rest } = base;
        expect(payloadSchema(kind).check(rest), `without ${k}`).toContain(`${k}: required`);
      }
      expect(payloadSchema(kind).check({ ...base, extra: 1 })).toContain('extra: unexpected field');
      for (const k of Object.keys(base)) {
        for (const wrong of [{ nested: true }, 'x'.repeat(5000), -1]) {
          if (JSON.stringify(wrong) === JSON.stringify(base[k])) continue;
          const problems = payloadSchema(kind).check({ ...base, [k]: wrong });
          // a string is acceptable for free-text fields, so only count fields that are not free text
          if (typeof wrong === 'string' && ['reason', 'route'].includes(k) && wrong.length < 4000) continue;
          expect(problems.length, `${k} = ${JSON.stringify(wrong).slice(0, 20)}`).toBeGreaterThan(0);
          expect(
            problems.some((p) => p.startsWith(k)),
            problems.join('|'),
          ).toBe(true);
        }
      }
    });
  }
});

describe('problems name the dotted path', () => {
  const j = () => structuredClone(fullJudgement()) as unknown as Record<string, any>;
  it('question.type', () => {
    const p = j();
    p.question.type = 'yesno';
    expect(payloadSchema('judgement.v1').check(p)).toEqual(['question.type: "yesno" is not one of "noul", "choice", "score"']);
  });
  it('answer.noul (through oneOf: the closest alternative is reported)', () => {
    const p = j();
    p.answer.noul = 2;
    expect(payloadSchema('judgement.v1').check(p)).toEqual(['answer.noul: 2 is above the maximum 1']);
    p.answer.noul = 'yes';
    expect(payloadSchema('judgement.v1').check(p)).toEqual(['answer.noul: expected number, got "yes"']);
  });
  it('nested arrays and maps', () => {
    const p = j();
    p.call.decided_by = ['ok', 'Bad Key'];
    p.answer.probabilities.yes = 1.5;
    const problems = payloadSchema('judgement.v1').check(p);
    expect(problems).toContain('call.decided_by[1]: "Bad Key" does not match ^[a-z][a-z0-9_.-]{0,63}$');
    expect(problems).toContain('answer.probabilities.yes: 1.5 is above the maximum 1');
  });
  it('assertStatement throws UsageError receipt.schema naming the kind and path', () => {
    const p = j();
    p.effect = 'maybe';
    const s = {
      type: 'judge.statement/v1',
      kind: 'judgement.v1',
      signer: 'system://judge',
      issued_at: '2026-11-29T14:00:00.123Z',
      payload: p,
    };
    try {
      assertStatement(s);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(UsageError);
      expect((err as UsageError).code).toBe('receipt.schema');
      expect((err as Error).message).toContain('judgement.v1');
      expect((err as Error).message).toContain('effect: "maybe" is not one of');
    }
  });
});

describe('statement wrapper', () => {
  const base = {
    type: 'judge.statement/v1',
    kind: 'judgement.unjudged.v1',
    signer: 'system://judge',
    issued_at: '2026-11-29T14:00:00.123Z',
    payload: full['judgement.unjudged.v1'],
  };
  it('accepts loose and chained statements', () => {
    expect(statementProblems(base)).toEqual([]);
    expect(statementProblems({ ...base, session: `ses_${'a'.repeat(32)}`, seq: 1, prev: null })).toEqual([]);
    expect(statementProblems({ ...base, session: `ses_${'a'.repeat(32)}`, seq: 2, prev: ART, subject: ART })).toEqual([]);
  });
  it('refuses partial chain fields, prev at the root, missing prev later, non-ms time', () => {
    expect(statementProblems({ ...base, seq: 1 })).not.toEqual([]);
    expect(statementProblems({ ...base, session: `ses_${'a'.repeat(32)}`, seq: 1, prev: ART })).toContain('prev: must be null at seq 1');
    expect(statementProblems({ ...base, session: `ses_${'a'.repeat(32)}`, seq: 2, prev: null })).not.toEqual([]);
    expect(statementProblems({ ...base, issued_at: '2026-11-29T14:00:00Z' })[0]).toMatch(/^issued_at/);
    expect(statementProblems({ ...base, seq: 0, session: `ses_${'a'.repeat(32)}`, prev: null })[0]).toMatch(/^seq/);
    expect(statementProblems({ ...base, kind: 'judgement.v2' })[0]).toMatch(/^kind/);
    expect(statementProblems({ ...base, subject: 'art_nothex' })[0]).toMatch(/^subject/);
  });
  it('resolution: route iff decision route', () => {
    const r = (p: object) => payloadSchema('judgement.resolution.v1').check({ judgement: ART, by: 'human://a', key_bound: false, ...p });
    expect(r({ decision: 'allow' })).toEqual([]);
    expect(r({ decision: 'route', route: 'x' })).toEqual([]);
    expect(r({ decision: 'route' })).not.toEqual([]);
    expect(r({ decision: 'allow', route: 'x' })).not.toEqual([]);
    expect(r({ decision: 'allow', by: 'alice' })[0]).toMatch(/^by/);
  });
});

describe('the validator', () => {
  it('refuses keywords it does not implement and dangling refs at compile time', () => {
    expect(() => compileSchema({ type: 'object', patternProperties: {} } as unknown as Schema)).toThrow(/patternProperties/);
    expect(() => compileSchema({ $ref: '#/$defs/nope' })).toThrow(/nope/);
  });
  it('integer, null unions, const, boolean schemas', () => {
    const c = compileSchema({
      type: 'object',
      properties: { n: { type: 'integer' }, h: { type: ['string', 'null'] }, k: { const: 'x' }, f: false },
    });
    expect(c.check({ n: 1, h: null, k: 'x' })).toEqual([]);
    expect(c.check({ n: 1.5 })).toEqual(['n: expected integer, got 1.5']);
    expect(c.check({ h: 3 })).toEqual(['h: expected string or null, got 3']);
    expect(c.check({ k: 'y' })).toEqual(['k: must be "x"']);
    expect(c.check({ f: 1 })).toEqual(['f: unexpected field']);
    expect(c.check({ n: Number.NaN })).toEqual(['n: expected integer, got NaN']);
  });
  it('every schema pattern is anchored and free of nested quantifiers', () => {
    const patterns: string[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) k === 'pattern' ? patterns.push(x as string) : walk(x);
    };
    for (const f of readdirSync('schemas').filter((n) => /^(judgement\.|statement|envelope)/.test(n)))
      walk(JSON.parse(readFileSync(`schemas/${f}`, 'utf8')));
    expect(patterns.length).toBeGreaterThan(5);
    for (const p of patterns) {
      expect(p.startsWith('^') && p.endsWith('$'), p).toBe(true);
      expect(/\)[*+?{]|[*+}]\)?[*+{]/.test(p), p).toBe(false);
    }
  });
  it('a long hostile string is matched in linear time', () => {
    const s = payloadSchema('judgement.resolution.v1');
    // CPU time of this process, not wall time: a busy neighbour must not fail the test.
    const cpu = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    const t = cpu();
    s.check({ judgement: ART, by: `a:${'b'.repeat(200_000)} `, decision: 'allow', key_bound: false });
    expect(cpu() - t).toBeLessThan(2000);
  });
});

describe('overrides and URIs', () => {
  it('overrides records the judge effect only when the decision contradicts it', () => {
    const table: [Parameters<typeof overridesOf>[0], Parameters<typeof overridesOf>[1], string | undefined][] = [
      ['deny', 'allow', 'deny'],
      ['deny', 'deny', undefined],
      ['deny', 'route', undefined],
      ['allow', 'deny', 'allow'],
      ['warn', 'deny', 'warn'],
      ['allow', 'allow', undefined],
      ['allow', 'route', 'allow'],
      ['ask', 'allow', undefined],
      ['ask', 'deny', undefined],
      ['ask', 'route', undefined],
      [null, 'deny', undefined],
    ];
    for (const [effect, decision, expected] of table) expect(overridesOf(effect, decision), `${effect} vs ${decision}`).toBe(expected);
    expect(resolutionPayload({ judgement: ART, by: 'human://a', decision: 'allow', judgedEffect: 'deny', keyBound: false })).toEqual({
      judgement: ART,
      by: 'human://a',
      decision: 'allow',
      key_bound: false,
      overrides: 'deny',
    });
  });
  it('isUri agrees with the schema pattern on samples', () => {
    const samples = [
      'human://alice',
      'mailto:a@b.c',
      'system://judge',
      'urn:x:y',
      'alice',
      '://x',
      'human://',
      'h uman://a',
      'human://a b',
      '1x://a',
      'x:',
      'human://a\u0000',
      'a+b-c.d:e',
    ];
    const s = payloadSchema('judgement.resolution.v1');
    for (const u of samples) {
      const schemaOk = s.check({ judgement: ART, by: u, decision: 'allow', key_bound: false }).length === 0;
      expect(isUri(u), u).toBe(schemaOk);
    }
  });
});

describe('string lengths', () => {
  // JSON Schema counts characters (code points): an emoji is one, a lone surrogate is one.
  const s = compileSchema({ type: 'string', minLength: 2, maxLength: 3 });
  it.each([
    ['ab', true],
    ['a', false],
    ['abcd', false],
    ['😀😀', true],
    ['😀😀😀', true],
    ['😀😀😀😀', false],
    ['😀', false],
    ['\ud800\ud800', true],
    ['\udc00😀\ud800', true],
  ])('%j conforms: %s', (value, ok) => {
    expect(s.check(value).length === 0).toBe(ok);
  });
});
