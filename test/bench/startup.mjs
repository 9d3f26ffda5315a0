// Cold start of the main job against `node -e 0` (target: median ratio ≤ 1.4), then of `judge
// content` on a short text (target ≤ 2) and on the README (no target), and of the hook itself,
// `judge gate claude-code` on a PreToolUse and a PostToolUse event as the installed hooks run it
// (no target: printed to follow it).
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

// The hook, one process per tool call and one per tool result: a PreToolUse event (`ls -la`, no
// store), and a PostToolUse event with a short result, JUDGE_HOOK_EVENT set as the installed hook
// sets it (bin/load.cjs picks the gate's code cache by it).
const minimal = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/' };
const hookEvent = (fields) => JSON.stringify({ session_id: 'bench', cwd: '/tmp', tool_name: 'Bash', ...fields });
pairedRatio('startup: judge gate claude-code, a PreToolUse event, minimal environment', [JUDGE, 'gate', 'claude-code'], {
  runs,
  env: minimal,
  input: hookEvent({ hook_event_name: 'PreToolUse', tool_input: { command: 'ls -la' } }),
});
pairedRatio('startup: judge gate claude-code, a PostToolUse event (a short result), minimal environment', [JUDGE, 'gate', 'claude-code'], {
  runs,
  env: { ...minimal, JUDGE_HOOK_EVENT: 'PostToolUse' },
  input: hookEvent({
    hook_event_name: 'PostToolUse',
    tool_input: { command: 'ls' },
    tool_response: { stdout: 'README.md  package.json  src  test', stderr: '', interrupted: false },
  }),
});
