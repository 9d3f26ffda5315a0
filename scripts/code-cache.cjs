'use strict';
// Writes the code cache of one hot path (dist/judge.cache or dist/gate.cache, see bin/load.cjs):
// runs the bundle once on that path, then saves V8's code cache, which then holds every
// function the run compiled. Run by scripts/build.mjs: node scripts/code-cache.cjs ARGS…
const { writeFileSync, renameSync } = require('node:fs');
const { loadBundle, cacheFor } = require('../bin/load.cjs');

process.argv = [process.argv[0], 'judge', ...process.argv.slice(2)];
const cache = cacheFor(process.argv);
const script = loadBundle(null);
process.on('exit', () => {
  const tmp = `${cache}.${process.pid}.tmp`;
  writeFileSync(tmp, script.createCachedData());
  renameSync(tmp, cache);
});
