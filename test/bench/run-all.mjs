// `npm run bench`: builds once, then runs every benchmark in test/bench/ in turn.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { ROOT } from './lib.mjs';

const only = process.argv.slice(2);
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const benches = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.mjs') && !f.endsWith('lib.mjs') && f !== 'run-all.mjs')
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.mjs$/, '')))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n── ${file}`);
  const r = spawnSync(process.execPath, [new URL(file, import.meta.url).pathname], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
