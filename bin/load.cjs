'use strict';
// Loads the bundle dist/judge.cjs through V8's code cache (dist/judge.cache, written by the
// build): compiling ~500 KB of JavaScript is the largest cost of a cold start, and Node 20 has
// no compile cache of its own. A missing or rejected cache (another Node version, other V8
// flags) only means V8 compiles the source as usual.
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');
const { Script } = require('node:vm');

const DIST = join(__dirname, '..', 'dist');
const BUNDLE = join(DIST, 'judge.cjs');
const CACHE = join(DIST, 'judge.cache');

/**
 * Compiles the bundle (with the cache when there is one) and runs it as a CommonJS module. The
 * build wrapped it in the CommonJS function already: the source V8 compiles is the file itself.
 */
function loadBundle() {
  // The build checks that the bundle is ASCII, so latin1 reads it exactly, and faster.
  const source = readFileSync(BUNDLE, 'latin1');
  let cachedData;
  try {
    cachedData = readFileSync(CACHE);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(source, { filename: BUNDLE, cachedData });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(BUNDLE), module, BUNDLE, DIST);
  return script;
}

module.exports = { loadBundle, BUNDLE, CACHE };
