/**
 * The second peer slice (test/corpus-content/peer2.jsonl, peer2-files/, peer2-files.json; generated
 * by peer2.py) is well formed: ids are unique and name a class, labels are questions the pack asks,
 * secrets occur in their text, and every indexed file exists with an effect that follows from its
 * labels. The slice is held out — written as agent-security benchmarks and incident write-ups present
 * attacks, without reading the detectors — so this file asserts no answer and no figure:
 * `node test/bench/content.mjs --slice peer2` measures the guard on it.
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

const { cases, index, filesDir } = loadSlice('peer2');

describe('peer2 content cases', () => {
  itChecksClassesAndSecrets(cases, 'p2', 300);
  itChecksSliceCases(cases);

  itChecksCardsPassLuhn(cases);
});

describe('peer2 instruction files', () => {
  itCountsSliceFiles(index, filesDir, 50);
  itChecksSliceFiles(index, filesDir);
});
