/**
 * The fourth peer slice (test/corpus-content/peer4.jsonl, peer4-files/, peer4-files.json; generated
 * by peer4.py) is well formed: ids are unique and name a class, labels are questions the pack asks,
 * secrets occur in their text, and every indexed file exists with an effect that follows from its
 * labels. The slice is held out — written as other projects' guard, secret-scanner, DLP and skill
 * scanner suites write their tests, without reading the detectors — so this file asserts no answer
 * and no figure: `node test/bench/content.mjs --slice peer4` measures the guard on it.
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

const { cases, index, filesDir } = loadSlice('peer4');

describe('peer4 content cases', () => {
  itChecksClassesAndSecrets(cases, 'p4', 260);
  itChecksSliceCases(cases);

  itChecksCardsPassLuhn(cases);
});

describe('peer4 instruction files', () => {
  itCountsSliceFiles(index, filesDir, 40);
  itChecksSliceFiles(index, filesDir);
});
