/**
 * `npm run test:corpus`'s second file, on a worker of its own beside content-exhaustive.test.ts: content-redos-guard's
 * whole-guard reads that npm test's sample leaves out (test/helpers/redos-scope.ts, sampledReads). The whole run leaves
 * this file out (vitest.config.ts). docs/testing.md, "Eighth round".
 */
import '../helpers/redos-exhaustive.js';
import './content-redos-guard.test.js';
