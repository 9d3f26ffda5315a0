'use strict';
// Loads the bundle dist/judge.cjs through V8's code cache, written by the build: compiling
// ~450 KB of JavaScript is the largest cost of a cold start, and Node 20 has no compile cache
// of its own. Each hot path has its own cache, holding just the functions that path runs
// (smaller caches load faster): dist/gate.cache for `judge gate …`, dist/attest.cache for
// `judge … --attest`, dist/judge.cache for the rest. A missing or rejected cache (another Node
// version, other V8 flags) only means V8 compiles the source as usual. V8 checks a cache against
// the source's length only: dist/ is build output, so rebuild it, never edit it by hand.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Script } = require('node:vm');

const DIST = join(__dirname, '..', 'dist');
const BUNDLE = join(DIST, 'judge.cjs');

/** The cache for the command in argv (`node bin/judge gate …` → gate.cache). */
function cacheFor(argv) {
  const name = argv[2] === 'gate' ? 'gate' : argv.includes('--attest') ? 'attest' : 'judge';
  return join(DIST, `${name}.cache`);
}

/**
 * Compiles the bundle (with the cache when there is one; null: without) and runs it as a CommonJS module. The
 * build wrapped it in the CommonJS function already: the source V8 compiles is the file itself.
 */
function loadBundle(cache = cacheFor(process.argv)) {
  // The build checks that the bundle is ASCII, so latin1 reads it exactly, and faster.
  const source = readFileSync(BUNDLE, 'latin1');
  let cachedData;
  try {
    if (cache !== null) cachedData = readFileSync(cache);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(source, { filename: BUNDLE, cachedData });
  const module = { exports: {} };
  // The bundle requires only built-in modules and, by absolute path, dist/vendor/undici.cjs:
  // this file's require serves them all.
  script.runInThisContext().call(module.exports, module.exports, require, module, BUNDLE, DIST);
  return script;
}

module.exports = { loadBundle, cacheFor };
