/**
 * `npm run test:corpus`: the exhaustive content work `npm test` leaves out, in one process. Every case of the tuned
 * corpora (content-corpus.test.ts alone judges them all; npm test judges a stratified sample), then content-redos's
 * exhaustive reads alone (test/helpers/redos-scope.ts; npm test runs the rest of the file). The whole run leaves this
 * file out (vitest.config.ts), as it leaves out the two files content-heavy.test.ts imports.
 */
import '../helpers/redos-exhaustive.js';
import './content-corpus.test.js';
import './content-redos.test.js';
