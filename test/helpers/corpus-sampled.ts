// Imported by test/unit/content-heavy.test.ts before content-corpus.test.ts: npm test's whole run judges the sample, and
// content-redos leaves its exhaustive reads to `npm run test:corpus`.
import { corpusScope } from './corpus-sample.js';
import { redosScope } from './redos-scope.js';

corpusScope.sampled = true;
redosScope.part = 'suite';
