// Cold start of the main job against `node -e 0` (target: median ratio ≤ 1.4), then of `judge
// content` on a short text (target ≤ 2) and on the README (no target).
// Run after `npm run build`: node test/bench/startup.mjs
//
// Measured twice: in this shell's environment, and in a minimal one (PATH and HOME only). The
// environment moves the baseline, not judge's own cost: NODE_EXTRA_CA_CERTS, for one, makes
// every node process (`node -e 0` included) load a certificate bundle at start-up.
import { JUDGE, pairedRatio } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const args = [JUDGE, '--tool', 'Bash', '--input', '{"command":"ls"}'];
const extra = Object.keys(process.env).filter((k) => k.startsWith('NODE_'));
pairedRatio(`startup: judge --tool Bash --input {"command":"ls"}, this environment${extra.length ? ` (${extra.join(', ')})` : ''}`, args, {
  runs,
});
pairedRatio('startup: judge --tool Bash --input {"command":"ls"}, minimal environment', args, {
  runs,
  env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/' },
});

// `judge content` on a short text (a tool's result as most are): the content guard's cold start.
const content = [JUDGE, 'content', '--input', 'README.md  package.json  src  test'];
pairedRatio(
  `startup: judge content --input <a 34-character text>, this environment${extra.length ? ` (${extra.join(', ')})` : ''}`,
  content,
  {
    runs,
  },
);
pairedRatio('startup: judge content --input <a 34-character text>, minimal environment', content, {
  runs,
  env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/' },
});

// `judge content` on this repository's README (about 11 KB, a file read as most are): here the
// cold cost is the guard's patterns run for the first time (src/cli/eager-regexes.ts). No target:
// printed to follow it.
const readme = [JUDGE, 'content', '--input', `@${new URL('../../README.md', import.meta.url).pathname}`];
pairedRatio('startup: judge content --input @README.md, minimal environment', readme, {
  runs,
  env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/' },
});
