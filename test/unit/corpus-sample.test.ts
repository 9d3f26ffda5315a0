/**
 * npm test's sample of the tuned corpora (test/helpers/corpus-sample.ts) keeps its promises on today's corpora: bounded
 * in size, every corpus file and each of its answers in it, the same cases every time, and a case added to a corpus
 * moving at most one other case out. No case is judged here (docs/testing.md, "What each command checks").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LISTED, SAMPLE_SIZE, splitByRank, stratifiedSample } from '../helpers/corpus-sample.js';

const dir = new URL('../corpus-content/', import.meta.url);
const cases = readdirSync(dir)
  .filter((f) => /^cases(-\d+)?\.jsonl$/.test(f))
  .flatMap((file) =>
    readFileSync(new URL(file, dir), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => ({ ...(JSON.parse(l) as { id: string; yes: string[] }), file })),
  );
// A stand-in for the lists content-corpus.test.ts keeps: one case in seven.
const listed = (id: string): boolean => [...id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 7 === 0;

describe("npm test's sample of the tuned corpora", () => {
  const sample = stratifiedSample(cases, listed);
  it('is bounded in size while its floor fits', () => {
    expect(cases.length).toBeGreaterThan(SAMPLE_SIZE);
    expect(sample.size).toBe(SAMPLE_SIZE);
  });
  it('holds every corpus file and each answer of every file', () => {
    const want = new Set(cases.flatMap((c) => (c.yes.length === 0 ? ['none'] : c.yes).map((a) => `${c.file} ${a}`)));
    const have = new Set(
      cases.filter((c) => sample.has(c.id)).flatMap((c) => (c.yes.length === 0 ? ['none'] : c.yes).map((a) => `${c.file} ${a}`)),
    );
    expect([...want].filter((k) => !have.has(k))).toEqual([]);
  });
  it('holds its share of the listed cases', () => {
    expect(cases.filter((c) => sample.has(c.id) && listed(c.id)).length).toBeGreaterThanOrEqual(SAMPLE_LISTED);
  });
  it('is the same every time, whatever the order the cases are read in', () => {
    expect([...stratifiedSample([...cases].reverse(), listed)].sort()).toEqual([...sample].sort());
  });
  it('a new corpus file enters it, and moves few of the cases already in', () => {
    const added = Array.from({ length: 40 }, (_, n) => ({
      id: `zz999${'abcd'[n % 4]}-${String(n).padStart(3, '0')}`,
      yes: n % 2 === 0 ? [] : ['credential_leak'],
      file: 'cases-999.jsonl',
    }));
    const after = stratifiedSample([...cases, ...added], listed);
    expect(after.size).toBe(SAMPLE_SIZE);
    expect(added.filter((c) => after.has(c.id)).length).toBeGreaterThanOrEqual(2);
    const out = [...sample].filter((id) => !after.has(id)).length;
    expect(out).toBe(added.filter((c) => after.has(c.id)).length);
  });
  it('splitByRank splits a list in a bounded sample and the rest, by name, the same in any order', () => {
    const names = cases.slice(0, 500).map((c) => c.id);
    const { sample: few, rest } = splitByRank(names, (n) => n, 40, 'seed:');
    expect(few.length).toBe(40);
    expect([...few, ...rest].sort()).toEqual([...names].sort());
    expect(splitByRank([...names].reverse(), (n) => n, 40, 'seed:').sample.sort()).toEqual([...few].sort());
  });
});
