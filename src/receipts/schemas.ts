/**
 * The JSON Schemas in `schemas/`, bundled into the code so the files are the rules that run
 * (no second copy to drift), and the checks every statement passes before it is signed.
 */
import { UsageError } from '../errors.js';
import closeSchema from '../../schemas/judgement.close.v1.json' with { type: 'json' };
import resolutionSchema from '../../schemas/judgement.resolution.v1.json' with { type: 'json' };
import unjudgedSchema from '../../schemas/judgement.unjudged.v1.json' with { type: 'json' };
import judgementSchema from '../../schemas/judgement.v1.json' with { type: 'json' };
import envelopeSchema from '../../schemas/envelope.json' with { type: 'json' };
import statementSchema from '../../schemas/statement.json' with { type: 'json' };
import { compileSchema, type CompiledSchema, type Schema } from './schema.js';
import type { Kind } from './types.js';

/** The schema files by name, as parsed JSON (also read by ./schema-fast.ts). */
export const SCHEMA_SOURCES: Record<Kind | 'statement' | 'envelope', unknown> = {
  'judgement.v1': judgementSchema,
  'judgement.resolution.v1': resolutionSchema,
  'judgement.close.v1': closeSchema,
  'judgement.unjudged.v1': unjudgedSchema,
  statement: statementSchema,
  envelope: envelopeSchema,
};
const compiled = new Map<keyof typeof SCHEMA_SOURCES, CompiledSchema>();

/** Compiles a schema on first use only: a call that signs one kind pays for that kind alone. */
function schema(name: keyof typeof SCHEMA_SOURCES): CompiledSchema {
  let c = compiled.get(name);
  if (!c) {
    c = compileSchema(SCHEMA_SOURCES[name] as Schema);
    compiled.set(name, c);
  }
  return c;
}

export const payloadSchema = (kind: Kind): CompiledSchema => schema(kind);
export const statementSchemaOf = (): CompiledSchema => schema('statement');
export const envelopeSchemaOf = (): CompiledSchema => schema('envelope');

/**
 * Problems of a statement: the wrapper, the chain fields (all or none), and the payload
 * against its kind's schema, with payload paths prefixed by nothing so they read as
 * `question.type`, `answer.noul`.
 */
export function statementProblems(statement: unknown): string[] {
  const problems = schema('statement').check(statement);
  if (problems.length > 0) return problems;
  const s = statement as { kind: Kind; session?: unknown; seq?: unknown; prev?: unknown; payload: unknown };
  const chain = [s.session, s.seq, s.prev].filter((v) => v !== undefined).length;
  if (chain !== 0 && chain !== 3) problems.push('session, seq, prev: present together inside a session, absent for a loose receipt');
  if (s.seq === 1 && s.prev !== null) problems.push('prev: must be null at seq 1');
  if (typeof s.seq === 'number' && s.seq > 1 && typeof s.prev !== 'string')
    problems.push('prev: must name the previous receipt after seq 1');
  problems.push(...schema(s.kind).check(s.payload));
  return problems;
}

/** Refuses to sign a statement that does not conform; the error names every bad dotted path. */
export function assertStatement(statement: unknown): void {
  const problems = statementProblems(statement);
  if (problems.length > 0) {
    const kind = (statement as { kind?: unknown })?.kind;
    throw new UsageError(
      'receipt.schema',
      `${typeof kind === 'string' ? kind : 'statement'} does not conform to its schema: ${problems.join('; ')}`,
    );
  }
}
