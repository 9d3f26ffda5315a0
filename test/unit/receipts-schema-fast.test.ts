/**
 * The fast schema evaluator (src/receipts/schema-fast.ts) against the reference one
 * (src/receipts/schemas.ts), over real statements of every kind with every field mutated in
 * every way the schemas distinguish.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeConforms, statementConforms } from '../../src/receipts/schema-fast.js';
import { decodeEnvelope, parseStatement } from '../../src/receipts/envelope.js';
import { envelopeSchemaOf, statementProblems } from '../../src/receipts/schemas.js';
import { attestUnjudged } from '../../src/store/attest.js';
import { canonicalBytes, digestOf } from '../../src/canonical/jcs.js';
import { buildPackage, readPackageDir, closeAndPackage } from '../helpers/package-store.js';
import { startSession } from '../../src/store/session.js';

let statements: unknown[] = [];
const envelopes: unknown[] = [];

beforeAll(async () => {
  const built = await buildPackage({ calls: 3, withStates: false });
  await startSession(built.store);
  const state = { tool: 'Bash', capability: 'shell.exec', input: { command: 'ls' }, workspace_root: '/w' };
  await attestUnjudged({
    store: built.store,
    state,
    stateBytes: canonicalBytes(state),
    stateDigest: digestOf(state),
    reason: 'judge unavailable: timeout',
    proceeded: true,
  });
  const second = await closeAndPackage(built.store, {});
  for (const dir of [built.dir, second.dir]) {
    const pkg = readPackageDir(dir);
    const lines = [
      ...Buffer.from(pkg.files.get('receipts.jsonl')!).toString('utf8').split('\n').filter(Boolean),
      Buffer.from(pkg.files.get('close.json')!).toString('utf8').trim(),
    ];
    for (const l of lines) {
      const d = decodeEnvelope(l);
      if (!d.ok) throw new Error(d.problem);
      const p = parseStatement(d.body);
      if (!p.ok) throw new Error(p.problem);
      statements.push(p.statement);
      envelopes.push(JSON.parse(l));
    }
  }
  // one of each kind, with the richest judgements (choice with options, score with levels)
  const kinds = new Map<string, unknown>();
  for (const s of statements) {
    const st = s as { kind: string; payload: { question?: { key: string } } };
    kinds.set(`${st.kind} ${st.payload.question?.key ?? ''}`, s);
  }
  statements = [...kinds.values()];
});

const REPLACEMENTS: unknown[] = [
  undefined,
  null,
  true,
  0,
  1,
  -1,
  0.5,
  2,
  1.5,
  256,
  '',
  'x',
  'ZZ',
  'allow',
  'art_0123',
  `art_${'a'.repeat(32)}`,
  'sha256:ab',
  'a'.repeat(4001),
  '😀'.repeat(150),
  [],
  ['x'],
  {},
  { extra: 1 },
];

/** Every path to a value inside `v` (objects and arrays), including the root. */
function paths(v: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  const out = [at];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...at, i])));
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}

function mutate(v: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(v);
  if (path.length === 0) return value;
  let o = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(o)) o.splice(last as number, 1);
    else delete o[last];
  } else o[last] = value;
  return copy;
}

describe('fast schema evaluator = reference evaluator', () => {
  it('agrees on every field of every kind of statement, replaced by every kind of value', () => {
    expect(statements.length).toBe(6); // danger, risk, verdict judgements; resolution; unjudged; close
    let cases = 0;
    let refused = 0;
    for (const s of statements) {
      expect(statementConforms(s)).toBe(true);
      for (const p of paths(s)) {
        for (const r of REPLACEMENTS) {
          const m = mutate(s, p, r);
          const reference = statementProblems(m).length === 0;
          expect(statementConforms(m), `${p.join('.')} := ${JSON.stringify(r)?.slice(0, 40)}`).toBe(reference);
          cases++;
          if (!reference) refused++;
        }
        // An extra field beside each object's own.
        const target = p.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], s);
        if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
          const m = mutate(s, [...p, 'zz_extra'], 1);
          expect(statementConforms(m), `${p.join('.')}.zz_extra`).toBe(statementProblems(m).length === 0);
        }
      }
    }
    // An own "__proto__" key, as JSON.parse makes it, is a field like any other.
    for (const s of statements) {
      const m = JSON.parse(JSON.stringify(s).replace('{', '{"__proto__":1,')) as unknown;
      expect(Object.hasOwn(m as object, '__proto__')).toBe(true);
      expect(statementConforms(m)).toBe(statementProblems(m).length === 0);
      expect(statementConforms(m)).toBe(false);
    }
    expect(cases).toBeGreaterThan(2000);
    expect(refused).toBeGreaterThan(cases / 2);
  });

  it('agrees on envelopes', () => {
    for (const e of envelopes.slice(0, 3)) {
      for (const p of paths(e)) {
        for (const r of REPLACEMENTS) {
          const m = mutate(e, p, r);
          expect(envelopeConforms(m), `${p.join('.')}`).toBe(envelopeSchemaOf().check(m).length === 0);
        }
      }
    }
  });
});
