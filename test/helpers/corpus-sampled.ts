// Imported by test/unit/content-heavy.test.ts before content-corpus.test.ts: npm test's whole run judges the sample.
import { corpusScope } from './corpus-sample.js';

corpusScope.sampled = true;
