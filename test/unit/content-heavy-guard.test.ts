/**
 * content-redos-guard.test.ts in `npm test`'s whole run: its sample of whole-guard reads (test/helpers/redos-scope.ts,
 * sampledReads), on a worker beside content-heavy's (vitest.config.ts). The whole run leaves content-redos-guard.test.ts
 * out; alone it reads every text, as before; `npm run test:corpus` reads the texts this sample leaves out
 * (content-exhaustive-redos.test.ts). docs/testing.md, "Eighth round".
 */
import '../helpers/corpus-sampled.js';
import './content-redos-guard.test.js';
