/**
 * `npm run test:corpus`'s second file, on a worker of its own beside content-exhaustive.test.ts: content-redos's and
 * content-redos-guard's exhaustive reads (test/helpers/redos-scope.ts): the detector inputs, lead words and whole-guard
 * texts that npm test's samples leave out, and the reads only this run makes. In a process that has judged no corpus:
 * its patterns compiled while V8 still optimizes them. The whole run leaves this file out (vitest.config.ts).
 * docs/testing.md, "Eighth round".
 */
import '../helpers/redos-exhaustive.js';
import './content-redos.test.js';
import './content-redos-guard.test.js';
