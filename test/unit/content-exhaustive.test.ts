/**
 * `npm run test:corpus`: the exhaustive content work `npm test` leaves out, in two files on two workers. This one judges
 * every case of the tuned corpora (content-corpus.test.ts alone judges them all; npm test judges a sample bounded in
 * size, test/helpers/corpus-sample.ts); content-exhaustive-redos.test.ts reads content-redos's and content-redos-guard's
 * exhaustive reads beside it. The whole run leaves both files out (vitest.config.ts), as it leaves out the files
 * content-heavy.test.ts and content-heavy-guard.test.ts import. docs/testing.md, "Eighth round".
 */
import './content-corpus.test.js';
