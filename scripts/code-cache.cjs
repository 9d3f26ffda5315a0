'use strict';
// Adds one run of a hot path to its code cache (dist/judge.cache, gate.cache, cli.cache …,
// see bin/load.cjs): loads the path's bundle with the cache the previous run left, if any, runs
// the path, then saves V8's code cache, which then holds every function compiled so far. Run by
// scripts/build.mjs: node scripts/code-cache.cjs ARGS… (the judge arguments).
const { writeFileSync, renameSync } = require('node:fs');
const { loadBundle, chosenPath } = require('../bin/load.cjs');

// The script as bin/judge: `gate install` writes its path into the hook command.
process.argv = [process.argv[0], require('node:path').join(__dirname, '..', 'bin', 'judge'), ...process.argv.slice(2)];
// As bin/load.cjs does it: the gate's bundle is chosen by the event on stdin.
const { path, preread } = chosenPath();
const script = loadBundle(path, preread);
process.on('exit', () => {
  const tmp = `${path.cache}.${process.pid}.tmp`;
  writeFileSync(tmp, script.createCachedData());
  renameSync(tmp, path.cache);
});
