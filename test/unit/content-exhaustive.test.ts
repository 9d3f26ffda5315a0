/**
 * `npm run test:corpus`: the exhaustive content work `npm test` leaves out, in one process (content-exhaustive-guard.test.ts
 * beside it, on a second worker). First content-redos's exhaustive reads alone (test/helpers/redos-scope.ts: the detector
 * inputs and lead words npm test's sample leaves out, and the reads only this run makes), in a process that has compiled
 * no corpus's patterns yet; then every case of the tuned corpora (content-corpus.test.ts alone judges them all; npm test
 * judges a sample bounded in size). The whole run leaves this file out (vitest.config.ts), as it leaves out the files
 * content-heavy.test.ts and content-heavy-guard.test.ts import. docs/testing.md, "Eighth round".
 */
import '../helpers/redos-exhaustive.js';
import './content-redos.test.js';
import './content-corpus.test.js';
