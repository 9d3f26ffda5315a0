/**
 * The second peer slice (test/corpus-content/peer2.jsonl, peer2-files/, peer2-files.json; generated
 * by peer2.py) is well formed: ids are unique and name a class, labels are questions the pack asks,
 * secrets occur in their text, and every indexed file exists with an effect that follows from its
 * labels. The slice is held out — written as agent-security benchmarks and incident write-ups present
 * attacks, without reading the detectors — so this file asserts no answer and no figure:
 * `node test/bench/content.mjs --slice peer2` measures the guard on it.
 */
import { describe, expect, it } from 'vitest';
import {
  itChecksClassesAndSecrets,
  itChecksSliceCases,
  itChecksSliceFiles,
  itCountsSliceFiles,
  loadSlice,
} from '../helpers/content-slice.js';

const { cases, index, filesDir } = loadSlice('peer2');

describe('peer2 content cases', () => {
  itChecksClassesAndSecrets(cases, 'p2', 300);
  itChecksSliceCases(cases);

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
  itCountsSliceFiles(index, filesDir, 50);
  itChecksSliceFiles(index, filesDir);
});
