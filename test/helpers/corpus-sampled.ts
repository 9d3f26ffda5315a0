// Imported by test/unit/content-heavy.test.ts before content-corpus.test.ts, and by content-heavy-guard.test.ts before
// content-redos-guard.test.ts: npm test's whole run judges the samples, and leaves the rest and the exhaustive reads to
// `npm run test:corpus`.
import { corpusScope } from './corpus-sample.js';
import { redosScope } from './redos-scope.js';

corpusScope.sampled = true;
redosScope.part = 'suite';
