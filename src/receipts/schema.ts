/**
 * A validator for the subset of JSON Schema (2020-12) that `schemas/*.json` use: type, enum,
 * const, required, properties, additionalProperties (false or a schema), items, minItems,
 * maxItems, minLength, maxLength, pattern, minimum, maximum, oneOf, boolean schemas and local
 * `$ref: "#/$defs/…"`. Anything else in a schema is a programmer's mistake and throws at load,
 * so a schema can never silently mean less than it says.
 *
 * Problems carry dotted paths (`question.type`, `answer.noul`, `call.decided_by[0]`).
 * Patterns come only from our own schema files, and a unit test checks none of them has a
 * nested quantifier, so they cannot backtrack badly on hostile strings.
 */
import { isRecord } from '../wire/json.js';

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

export interface SchemaObject {
  $schema?: string;
  $id?: string;
  $ref?: string;
  $defs?: Record<string, Schema>;
  title?: string;
  description?: string;
  type?: JsonType | JsonType[];
  enum?: unknown[];
  const?: unknown;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  oneOf?: Schema[];
}
export type Schema = boolean | SchemaObject;

const KNOWN = new Set([
  '$schema',
  '$id',
  '$ref',
  '$defs',
  'title',
  'description',
  'type',
  'enum',
  'const',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'oneOf',
]);

export interface CompiledSchema {
  readonly root: Schema;
  /** Problems found in `value`, each `path: what`; empty when the value conforms. */
  check(value: unknown, rootPath?: string): string[];
}

/** Prepares a schema: refuses unknown keywords and bad refs, compiles patterns once. */
export function compileSchema(root: Schema): CompiledSchema {
  const patterns = new Map<string, RegExp>();
  const defs = typeof root === 'object' ? (root.$defs ?? {}) : {};

  const walk = (s: Schema, where: string): void => {
    if (typeof s === 'boolean') return;
    for (const k of Object.keys(s)) if (!KNOWN.has(k)) throw new Error(`schema ${where}: keyword "${k}" is not supported`);
    if (s.$ref !== undefined) {
      const name = refName(s.$ref);
      if (name === null || !(name in defs)) throw new Error(`schema ${where}: $ref "${s.$ref}" does not name a local $defs entry`);
    }
    if (s.pattern !== undefined && !patterns.has(s.pattern)) patterns.set(s.pattern, new RegExp(s.pattern, 'u'));
    for (const [k, sub] of Object.entries(s.$defs ?? {})) walk(sub, `${where}/$defs/${k}`);
    for (const [k, sub] of Object.entries(s.properties ?? {})) walk(sub, `${where}/properties/${k}`);
    if (s.additionalProperties !== undefined) walk(s.additionalProperties, `${where}/additionalProperties`);
    if (s.items !== undefined) walk(s.items, `${where}/items`);
    s.oneOf?.forEach((sub, i) => walk(sub, `${where}/oneOf/${i}`));
  };
  walk(root, '#');

  const check = (s: Schema, v: unknown, path: string, out: string[]): void => {
    if (s === true) return;
    if (s === false) {
      out.push(`${path}: not allowed here`);
      return;
    }
    if (s.$ref !== undefined) check(defs[refName(s.$ref)!]!, v, path, out);
    if (s.type !== undefined && !(Array.isArray(s.type) ? s.type.some((t) => hasType(v, t)) : hasType(v, s.type))) {
      out.push(`${path}: expected ${Array.isArray(s.type) ? s.type.join(' or ') : s.type}, got ${describe(v)}`);
      return;
    }
    if (s.const !== undefined && !sameJson(v, s.const)) out.push(`${path}: must be ${JSON.stringify(s.const)}`);
    if (s.enum !== undefined && !s.enum.some((e) => sameJson(v, e))) {
      out.push(`${path}: ${describe(v)} is not one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}`);
    }
    if (typeof v === 'string') {
      if (s.minLength !== undefined && codePoints(v) < s.minLength) out.push(`${path}: shorter than ${s.minLength} characters`);
      if (s.maxLength !== undefined && codePoints(v) > s.maxLength) out.push(`${path}: longer than ${s.maxLength} characters`);
      if (s.pattern !== undefined && !patterns.get(s.pattern)!.test(v)) out.push(`${path}: ${describe(v)} does not match ${s.pattern}`);
    }
    if (typeof v === 'number') {
      if (s.minimum !== undefined && v < s.minimum) out.push(`${path}: ${v} is below the minimum ${s.minimum}`);
      if (s.maximum !== undefined && v > s.maximum) out.push(`${path}: ${v} is above the maximum ${s.maximum}`);
    }
    if (Array.isArray(v)) {
      if (s.minItems !== undefined && v.length < s.minItems) out.push(`${path}: fewer than ${s.minItems} items`);
      if (s.maxItems !== undefined && v.length > s.maxItems) out.push(`${path}: more than ${s.maxItems} items`);
      if (s.items !== undefined) v.forEach((item, i) => check(s.items!, item, `${path}[${i}]`, out));
    }
    if (isRecord(v)) {
      for (const k of s.required ?? []) if (!Object.hasOwn(v, k)) out.push(`${join(path, k)}: required`);
      for (const k of Object.keys(v)) {
        const sub = s.properties && Object.hasOwn(s.properties, k) ? s.properties[k]! : s.additionalProperties;
        if (sub === false) out.push(`${join(path, k)}: unexpected field`);
        else if (sub !== undefined && sub !== true) check(sub, v[k], join(path, k), out);
      }
    }
    if (s.oneOf !== undefined) {
      const results = s.oneOf.map((sub) => {
        const o: string[] = [];
        check(sub, v, path, o);
        return o;
      });
      const passing = results.filter((r) => r.length === 0).length;
      if (passing === 0) {
        // Report the branch that came closest: its problems name the field that is wrong
        // (`answer.noul: 2 is above the maximum 1`) rather than "matched no alternative".
        const best = results.reduce((a, b) => (b.length < a.length ? b : a));
        out.push(...best);
      } else if (passing > 1) {
        out.push(`${path}: matches more than one alternative`);
      }
    }
  };

  return {
    root,
    check(value, rootPath = '') {
      const out: string[] = [];
      check(root, value, rootPath, out);
      return out.length === 0 ? out : [...new Set(out)];
    },
  };
}

/** Length in Unicode code points, as JSON Schema counts it (a surrogate pair is one). */
function codePoints(v: string): number {
  let n = v.length;
  for (let i = 0; i + 1 < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = v.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

function refName(ref: string): string | null {
  return ref.startsWith('#/$defs/') ? ref.slice(8) : null;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

function hasType(v: unknown, t: JsonType): boolean {
  switch (t) {
    case 'object':
      return isRecord(v);
    case 'array':
      return Array.isArray(v);
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'null':
      return v === null;
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  return String(v);
}
