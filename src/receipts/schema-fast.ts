/**
 * A second evaluator of the JSON Schemas in schemas/, for package verify's hot loop: the same
 * subset ./schema.ts supports, compiled once into closures that answer only yes or no — no
 * problem strings, no paths, no allocations on the happy path. When it says no, the caller asks
 * ./schemas.ts for the problems, so the messages (and the normative reading of the schemas) stay
 * in one place. test/unit/receipts-schema-fast.test.ts holds the two evaluators to the same
 * verdict over every field of real statements, mutated.
 */
import { isRecord } from '../wire/json.js';
import { UsageError } from '../errors.js';
import { assertStatement, SCHEMA_SOURCES } from './schemas.js';
import type { Schema, SchemaObject } from './schema.js';
import type { Kind } from './types.js';

type Check = (v: unknown) => boolean;

/** Length in code points, as JSON Schema counts it; UTF-16 length bounds it from both sides. */
function lengthWithin(v: string, min: number | undefined, max: number | undefined): boolean {
  const units = v.length;
  if ((max === undefined || units <= max) && (min === undefined || Math.ceil(units / 2) >= min)) return true;
  let points = 0;
  for (let i = 0; i < units; i++) {
    const c = v.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < units) {
      const d = v.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    points++;
  }
  return (min === undefined || points >= min) && (max === undefined || points <= max);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function typeCheck(t: string): Check {
  switch (t) {
    case 'object':
      return isRecord;
    case 'array':
      return Array.isArray;
    case 'string':
      return (v) => typeof v === 'string';
    case 'number':
      return (v) => typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return (v) => typeof v === 'number' && Number.isInteger(v);
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'null':
      return (v) => v === null;
    default:
      throw new Error(`schema: type "${t}" is not supported`);
  }
}

/** Compiles a schema (with local `$defs`) into one yes/no function. */
export function compileFast(root: Schema): Check {
  const defs = typeof root === 'object' ? ((root as SchemaObject).$defs ?? {}) : {};
  const compiledDefs = new Map<string, Check>();
  const ref =
    (name: string): Check =>
    (v) =>
      compiledDefs.get(name)!(v);

  const compile = (s: Schema): Check => {
    if (s === true) return () => true;
    if (s === false) return () => false;
    const checks: Check[] = [];
    if (s.$ref !== undefined) {
      if (!s.$ref.startsWith('#/$defs/')) throw new Error(`schema: $ref ${s.$ref} is not local`);
      checks.push(ref(s.$ref.slice(8)));
    }
    if (s.type !== undefined) {
      const types = (Array.isArray(s.type) ? s.type : [s.type]).map(typeCheck);
      // A wrong type ends the check of this node (the reference evaluator returns there too).
      const typed = types.length === 1 ? types[0]! : (v: unknown) => types.some((t) => t(v));
      const rest = compileRest(s);
      checks.push((v) => typed(v) && rest(v));
    } else checks.push(compileRest(s));
    return checks.length === 1 ? checks[0]! : (v) => checks.every((c) => c(v));
  };

  const compileRest = (s: SchemaObject): Check => {
    const checks: Check[] = [];
    if (s.const !== undefined) {
      const c = s.const;
      checks.push((v) => sameJson(v, c));
    }
    if (s.enum !== undefined) {
      const e = s.enum;
      checks.push((v) => e.some((x) => sameJson(v, x)));
    }
    if (s.minLength !== undefined || s.maxLength !== undefined || s.pattern !== undefined) {
      const { minLength: min, maxLength: max } = s;
      const re = s.pattern !== undefined ? new RegExp(s.pattern, 'u') : null;
      checks.push((v) => typeof v !== 'string' || (lengthWithin(v, min, max) && (re === null || re.test(v))));
    }
    if (s.minimum !== undefined || s.maximum !== undefined) {
      const { minimum: lo, maximum: hi } = s;
      checks.push((v) => typeof v !== 'number' || ((lo === undefined || v >= lo) && (hi === undefined || v <= hi)));
    }
    if (s.minItems !== undefined || s.maxItems !== undefined || s.items !== undefined) {
      const { minItems: lo, maxItems: hi } = s;
      const item = s.items !== undefined ? compile(s.items) : null;
      checks.push(
        (v) =>
          !Array.isArray(v) ||
          ((lo === undefined || v.length >= lo) && (hi === undefined || v.length <= hi) && (item === null || v.every(item))),
      );
    }
    if (s.required !== undefined || s.properties !== undefined || s.additionalProperties !== undefined) {
      const required = s.required ?? [];
      const names = Object.keys(s.properties ?? {});
      const subs = names.map((k) => compile(s.properties![k]!));
      const props = new Set(names);
      const extra = s.additionalProperties !== undefined ? compile(s.additionalProperties) : null;
      // The declared properties are looked up by name, and the object's own keys walked only when
      // others are constrained: no key iteration at all for most objects; `false` only counts them.
      const noExtra = s.additionalProperties === false;
      checks.push((v) => {
        if (!isRecord(v)) return true;
        for (let i = 0; i < required.length; i++) if (!Object.hasOwn(v, required[i]!)) return false;
        let present = 0;
        for (let i = 0; i < names.length; i++) {
          const k = names[i]!;
          if (!Object.hasOwn(v, k)) continue;
          present++;
          if (!subs[i]!(v[k])) return false;
        }
        if (extra === null) return true;
        const own = Object.keys(v);
        if (noExtra) return own.length === present;
        for (let i = 0; i < own.length; i++) if (!props.has(own[i]!) && !extra(v[own[i]!])) return false;
        return true;
      });
    }
    if (s.oneOf !== undefined) {
      const alts = s.oneOf.map(compile);
      checks.push((v) => {
        let passing = 0;
        for (const a of alts) if (a(v) && ++passing > 1) return false;
        return passing === 1;
      });
    }
    if (checks.length === 0) return () => true;
    if (checks.length === 1) return checks[0]!;
    return (v) => {
      for (const c of checks) if (!c(v)) return false;
      return true;
    };
  };

  for (const [name, sub] of Object.entries(defs)) compiledDefs.set(name, compile(sub));
  return compile(root);
}

// Compiled on first use, each kind on its own: a call that signs judgements compiles no other kind.
let statementCheck: Check | undefined;
let envelopeCheck: Check | undefined;
const payloadChecks = new Map<Kind, Check>();
function payloadCheck(kind: Kind): Check {
  let c = payloadChecks.get(kind);
  if (c === undefined) {
    c = compileFast(SCHEMA_SOURCES[kind] as Schema);
    payloadChecks.set(kind, c);
  }
  return c;
}

export const envelopeConforms = (v: unknown): boolean => (envelopeCheck ??= compileFast(SCHEMA_SOURCES.envelope as Schema))(v);

/**
 * Yes when `statementProblems` (./schemas.ts) would find nothing: the statement
 * schema, the chain fields together or not at all, prev null exactly at seq 1, and the payload
 * against its kind's schema.
 */
export function statementConforms(v: unknown): boolean {
  if (!(statementCheck ??= compileFast(SCHEMA_SOURCES.statement as Schema))(v)) return false;
  const s = v as { kind: Kind; session?: unknown; seq?: unknown; prev?: unknown; payload: unknown };
  const chain = (s.session !== undefined ? 1 : 0) + (s.seq !== undefined ? 1 : 0) + (s.prev !== undefined ? 1 : 0);
  if (chain !== 0 && chain !== 3) return false;
  if (s.seq === 1 && s.prev !== null) return false;
  if (typeof s.seq === 'number' && s.seq > 1 && typeof s.prev !== 'string') return false;
  return Object.hasOwn(SCHEMA_SOURCES, s.kind) && payloadCheck(s.kind)(s.payload);
}

/**
 * `assertStatement` (./schemas.ts) for the signing path: a statement that conforms costs no problem
 * strings, and one that does not gets the same error, naming every bad path.
 */
export function assertStatementConforms(statement: unknown): void {
  if (statementConforms(statement)) return;
  assertStatement(statement);
  // The two evaluators are held to the same verdict by tests; if they ever disagree, refuse.
  throw new UsageError('receipt.schema', 'the statement does not conform to its schema (the two schema evaluators disagree)');
}
