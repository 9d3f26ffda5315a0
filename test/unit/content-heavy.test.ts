/**
 * The two files that judge the most text, run in one process: the first judgements of many texts in a process pay for
 * V8 warming the readings' code (about a third of a content-heavy file's CPU, docs/testing.md "Fourth round"), and in a
 * worker of its own each file paid it again. The whole run (`npm test`) runs this file and leaves the two out
 * (vitest.config.ts); each still runs alone, with the same tests, as `npx vitest run test/unit/content-corpus.test.ts`.
 * The corpus first: its judgements warm the code content-redos's timed reads then find warm. Here the corpus judges its
 * stratified sample (test/helpers/corpus-sample.ts); every case is judged by the file alone (`npm run test:corpus`).
 */
import '../helpers/corpus-sampled.js';
import './content-corpus.test.js';
import './content-redos.test.js';
