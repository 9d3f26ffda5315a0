'use strict';
// Writes dist/judge.cache: runs the bundle once on the hot path (a judged Bash call), then saves
// V8's code cache, which then holds every function that run compiled. Run by scripts/build.mjs.
const { writeFileSync, renameSync } = require('node:fs');
const { loadBundle, CACHE } = require('../bin/load.cjs');

process.argv = [process.argv[0], 'judge', ...process.argv.slice(2)];
const script = loadBundle();
process.on('exit', () => {
  const tmp = `${CACHE}.${process.pid}.tmp`;
  writeFileSync(tmp, script.createCachedData());
  renameSync(tmp, CACHE);
});
