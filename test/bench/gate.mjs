// Latency of the Claude Code gate against `node -e 0` (target: median ratio ≤ 1.5).
// Rules judge, no store (so no attest), one PreToolUse event on stdin, a session_id (so the
// per-session history is read and written, as in real use). Run after `npm run build`:
//   node test/bench/gate.mjs
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JUDGE, pairedRatio } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const home = realpathSync(mkdtempSync(join(tmpdir(), 'judge-bench-gate-')));
const ws = join(home, 'project');
mkdirSync(ws);
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8' };
const event = (command) =>
  JSON.stringify({
    session_id: 'bench-session',
    transcript_path: join(home, 't.jsonl'),
    cwd: ws,
    permission_mode: 'default',
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command, description: 'bench' },
  });

try {
  pairedRatio('gate: judge gate claude-code, Bash ls -la (rules, no attest)', [JUDGE, 'gate', 'claude-code'], { runs, input: event('ls -la'), env, cwd: ws });
  pairedRatio('gate: judge gate claude-code, Bash rm -rf ~ (rules, no attest)', [JUDGE, 'gate', 'claude-code'], { runs, input: event('rm -rf ~'), env, cwd: ws });
} finally {
  rmSync(home, { recursive: true, force: true });
}
