/**
 * The fifth peer slice (test/corpus-content/peer5.jsonl, peer5-files/, peer5-files.json; generated
 * by peer5.py) is well formed: ids are unique and name a class, labels are questions the pack asks,
 * secrets occur in their text, and every indexed file exists with an effect that follows from its
 * labels. The slice is held out — written as other projects' guard, secret-scanner, DLP and skill-scanner
 * suites write their tests, without reading the detectors or the other slices — so this file asserts
 * no answer and no figure:
 * `node test/bench/content.mjs --slice peer5` measures the guard on it.
 */
import { describe } from 'vitest';
import {
  itChecksCardsPassLuhn,
  itChecksClassesAndSecrets,
  itChecksSliceCases,
  itChecksSliceFiles,
  itCountsSliceFiles,
  loadSlice,
} from '../helpers/content-slice.js';

const { cases, index, filesDir } = loadSlice('peer5');

describe('peer5 content cases', () => {
  itChecksClassesAndSecrets(cases, 'p5', 260);
  itChecksSliceCases(cases);

  itChecksCardsPassLuhn(cases);
});

describe('peer5 instruction files', () => {
  itCountsSliceFiles(index, filesDir, 40);
  itChecksSliceFiles(index, filesDir);
});
