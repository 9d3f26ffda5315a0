/**
 * The blind slice (test/corpus-content/blind.jsonl, blind-files/, blind-files.json) is well formed:
 * every case and file parses, names questions the pack asks, and marks secrets that are in its
 * text. It was written without reading the detectors and is never tuned against, so this file
 * asserts no figure and no answer: `node test/bench/content.mjs` measures the guard on it.
 */
import { describe, expect, it } from 'vitest';
import { filesUnder, itChecksSliceCases, itChecksSliceFiles, loadSlice } from '../helpers/content-slice.js';

const { cases, index, filesDir } = loadSlice('blind');

describe('blind content cases', () => {
  it('are at least 300, half of them benign look-alikes, with unique ids', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    expect(cases.filter((c) => c.yes.length === 0).length * 2).toBeGreaterThanOrEqual(cases.length);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) expect(c.id, c.id).toMatch(/^bl-[a-z0-9-]+$/);
  });

  itChecksSliceCases(cases);

  it('mark secrets that occur in their text, only in cases that leak one', () => {
    const withSecrets = cases.filter((c) => c.secrets);
    expect(withSecrets.length).toBeGreaterThanOrEqual(60);
    for (const c of withSecrets) {
      expect(c.secrets!.length, c.id).toBeGreaterThan(0);
      for (const s of c.secrets!) {
        expect(s.length, c.id).toBeGreaterThanOrEqual(6);
        expect(c.text, c.id).toContain(s);
      }
      expect(
        c.yes.some((q) => ['credential_leak', 'card_number', 'personal_data'].includes(q)),
        c.id,
      ).toBe(true);
    }
    for (const c of cases.filter((x) => x.yes.includes('credential_leak') || x.yes.includes('card_number'))) {
      expect(c.secrets, c.id).toBeDefined();
    }
  });
});

describe('blind instruction files', () => {
  const paths = Object.keys(index);

  it('are at least 60, half of them benign look-alikes, every file on disk indexed', () => {
    expect(paths.length).toBeGreaterThanOrEqual(60);
    expect(paths.filter((p) => index[p]!.yes.length === 0).length * 2).toBeGreaterThanOrEqual(paths.length);
    expect(filesUnder(filesDir)).toEqual([...paths].sort());
  });

  itChecksSliceFiles(index, filesDir);
});
