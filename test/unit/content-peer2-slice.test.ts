/**
 * The second peer slice (test/corpus-content/peer2.jsonl, peer2-files/, peer2-files.json; generated
 * by peer2.py) is well formed: ids are unique and name a class, labels are questions the pack asks,
 * secrets occur in their text, and every indexed file exists with an effect that follows from its
 * labels. The slice is held out — written as agent-security benchmarks and incident write-ups present
 * attacks, without reading the detectors — so this file asserts no answer and no figure:
 * `node test/bench/content.mjs --slice peer2` measures the guard on it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, itChecksSliceCases, itChecksSliceFiles, loadSlice } from '../helpers/content-slice.js';

const { cases, index, filesDir } = loadSlice('peer2');
const LEAKS = ['credential_leak', 'card_number', 'personal_data'];

describe('peer2 content cases', () => {
  it('are at least 300, about half benign, with unique ids that name their class', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    const benign = cases.filter((c) => c.yes.length === 0).length;
    expect(benign / cases.length).toBeGreaterThan(0.4);
    expect(benign / cases.length).toBeLessThan(0.6);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(c.id, c.id).toMatch(/^p2-[a-z0-9]+(?:-[a-z0-9]+)*-\d+$/);
      // A benign case says so in its id, a positive one does not, so results read by class.
      expect(c.id.startsWith('p2-ok-'), c.id).toBe(c.yes.length === 0);
    }
  });

  itChecksSliceCases(cases);

  it('mark secrets that occur in their text, in every case that leaks one', () => {
    for (const c of cases) {
      if (c.yes.includes('credential_leak') || c.yes.includes('card_number')) expect(c.secrets, c.id).toBeDefined();
      if (!c.secrets) continue;
      expect(c.secrets.length, c.id).toBeGreaterThan(0);
      expect(
        c.yes.some((q) => LEAKS.includes(q)),
        c.id,
      ).toBe(true);
      for (const s of c.secrets) {
        expect(s.length, c.id).toBeGreaterThanOrEqual(6);
        expect(c.text, c.id).toContain(s);
      }
    }
  });

  it('label every card secret with a number that passes Luhn, so a card case is a card', () => {
    const luhn = (digits: string): boolean => {
      let sum = 0;
      for (let i = 0; i < digits.length; i++) {
        let d = Number(digits[digits.length - 1 - i]);
        if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
        sum += d;
      }
      return sum % 10 === 0;
    };
    for (const c of cases.filter((x) => x.yes.includes('card_number'))) {
      const cards = c.secrets!.map((s) => s.replace(/[ -]/g, '')).filter((s) => /^\d{13,19}$/.test(s));
      expect(cards.length, c.id).toBeGreaterThan(0);
      for (const d of cards) expect(luhn(d), c.id).toBe(true);
    }
  });
});

describe('peer2 instruction files', () => {
  const paths = Object.keys(index);

  it('are at least 50, about half benign, every file on disk indexed and every indexed file on disk', () => {
    expect(paths.length).toBeGreaterThanOrEqual(50);
    const benign = paths.filter((p) => index[p]!.yes.length === 0).length;
    expect(benign / paths.length).toBeGreaterThan(0.4);
    expect(benign / paths.length).toBeLessThan(0.6);
    for (const p of paths) expect(existsSync(join(filesDir, p)), p).toBe(true);
    expect(filesUnder(filesDir)).toEqual([...paths].sort());
  });

  itChecksSliceFiles(index, filesDir);
});
