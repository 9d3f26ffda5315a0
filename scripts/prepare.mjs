// npm's `prepare` hook: runs after `npm ci` / `npm install` in a clone, and when npm installs this
// folder (`npm install -g .`). It builds dist/ when the build tools are installed. When they are
// not (an `npm install -g .` straight after cloning), it says what to run instead of failing
// with a stack trace; a folder whose dist/ is already built needs nothing.
// `npm pack` and `npm publish` build in `prepack` instead, so they do not build twice.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (process.env.npm_command === 'pack' || process.env.npm_command === 'publish') process.exit(0);

let canBuild = true;
try {
  createRequire(import.meta.url).resolve('esbuild');
} catch {
  canBuild = false;
}
if (canBuild) {
  execFileSync(process.execPath, [fileURLToPath(new URL('build.mjs', import.meta.url))], { cwd: root, stdio: 'inherit' });
} else if (!existsSync(new URL('../dist/judge.cjs', import.meta.url))) {
  process.stderr.write(
    [
      'judge: dist/ is not built, and the build tools (the dev dependencies) are not installed here.',
      '  In a clone, run first:   npm ci',
      '  then install globally:   npm install -g .',
      '  or install a copy:       npm pack && npm install -g ./tool-call-judge-*.tgz',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
