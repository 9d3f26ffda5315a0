/**
 * Guards the layering: data flows shell → state/questions → facts → rules → decision → crypto →
 * receipts → store → package → http → gate → cli, and a module imports only its own layer or
 * lower ones. The pure layers do no I/O, so the rules and the arithmetic stay replayable.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../src/', import.meta.url).pathname;

const LAYER: Record<string, number> = {
  'errors.ts': 0,
  'time.ts': 0,
  canonical: 0,
  fs: 0,
  wire: 0,
  shell: 1,
  questions: 2,
  state: 2,
  judge: 2,
  facts: 2.5, // between the state it reads and the rules that read it
  rules: 3,
  decision: 4,
  crypto: 5,
  receipts: 6,
  store: 7,
  package: 8,
  http: 9,
  ask: 10,
  gate: 10,
  cli: 11,
};
/** The process-boundary type every command receives; a leaf, so any layer may use it. */
const SHARED_LEAVES = new Set(['cli/io.ts']);
const PURE = new Set(['shell', 'facts', 'wire', 'rules', 'decision', 'questions', 'judge', 'receipts']);
/** Imports the layer order allows but the design does not: the store keeps the facts it is handed, it never asks the rules. */
const FORBIDDEN: Array<[string, string]> = [['store', 'rules']];
const IO_MODULES = ['node:fs', 'node:fs/promises', 'node:net', 'node:http', 'node:https', 'node:child_process', 'node:os', 'node:worker_threads', 'undici'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const topOf = (rel: string) => (rel.includes('/') ? rel.split('/')[0]! : rel);

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
}

describe('architecture', () => {
  const all = files(SRC);
  it('knows every top-level module', () => {
    for (const f of all) expect(LAYER, `add ${topOf(relative(SRC, f))} to LAYER`).toHaveProperty([topOf(relative(SRC, f))]);
  });
  for (const file of all) {
    const rel = relative(SRC, file);
    const from = topOf(rel);
    it(`${rel} imports no higher layer${PURE.has(from) ? ' and does no I/O' : ''}`, () => {
      for (const spec of importsOf(file)) {
        if (spec.startsWith('.')) {
          const target = relative(SRC, join(file, '..', spec)).replace(/\.js$/, '.ts');
          if (target.startsWith('..')) continue; // data: rules/, schemas/
          if (SHARED_LEAVES.has(target)) continue;
          const to = topOf(target);
          expect(LAYER[to], `${rel} imports ${target}`).toBeLessThanOrEqual(LAYER[from]!);
          expect(FORBIDDEN.some(([a, b]) => a === from && b === to), `${rel} imports ${target}`).toBe(false);
        } else if (PURE.has(from)) {
          expect(IO_MODULES, `${rel} imports ${spec}`).not.toContain(spec);
        }
      }
    });
  }
});
