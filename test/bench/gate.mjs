// Latency of the Claude Code gate against `node -e 0`, one PreToolUse event on stdin with a
// session_id (so the per-session history is read and written, as in real use), rules judge:
// without a store (nothing signed; target ≤ 1.5), then in a workspace with a store, where each
// call signs one receipt per question of its default selection into a session of its own
// (target ≤ 1.3), with the receipts and bytes a call adds (target ≤ 8 receipts, ≤ 16 KiB); and a
// PostToolUse event, a short tool result judged by the content guard (target ≤ 2).
// Then the same through the resident gate (`judge gate agent start`, docs/gate-agent.md; target ≤ 1.3):
// the hook hands the event to the agent over its socket, in wall time and in the CPU time of the
// hook's process, with the agent's own CPU per call beside it.
// `--against DIR` also pairs the gate with a store against another build's (DIR/bin/judge, e.g. a
// copy of main's bin/, dist/ and package.json), in turns in the same workspace: this ÷ that.
// Run after `npm run build`:
//   node test/bench/gate.mjs [--against DIR]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { arg, JUDGE, median, pairedRatio, percentile } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 30);
/** The resident gate of the rows that go through it. */
let agentPid = 0;
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
  pairedRatio('gate: judge gate claude-code, Bash ls -la (rules, no attest)', [JUDGE, 'gate', 'claude-code'], {
    runs,
    input: event('ls -la'),
    env,
    cwd: ws,
  });
  pairedRatio('gate: judge gate claude-code, Bash rm -rf ~ (rules, no attest)', [JUDGE, 'gate', 'claude-code'], {
    runs,
    input: event('rm -rf ~'),
    env,
    cwd: ws,
  });
  // PostToolUse: every tool's result is judged as content (the content guard), a short one here,
  // as most are (target ≤ 2, ideally ≤ 1.5).
  const result = JSON.stringify({
    session_id: 'bench-session',
    transcript_path: join(home, 't.jsonl'),
    cwd: ws,
    permission_mode: 'default',
    hook_event_name: 'PostToolUse',
    tool_name: 'Bash',
    tool_input: { command: 'ls', description: 'bench' },
    tool_response: { stdout: 'README.md  package.json  src  test', stderr: '', interrupted: false },
  });
  const nodeVars = Object.keys(process.env).filter((k) => k.startsWith('NODE_'));
  for (const [where, e] of [
    ['minimal environment', env],
    ...(nodeVars.length > 0 ? [[`this environment (${nodeVars.join(', ')})`, { ...process.env, HOME: home }]] : []),
  ])
    pairedRatio(
      `gate: judge gate claude-code, PostToolUse, a short Bash result (content guard), ${where}`,
      [JUDGE, 'gate', 'claude-code'],
      {
        runs,
        input: result,
        env: e,
        cwd: ws,
      },
    );

  // With a store and a session, as a workspace with `judge init` runs it: every call signs its
  // receipts and appends them to the session's chain.
  const cli = (...a) => {
    const r = spawnSync(process.execPath, [JUDGE, ...a], { cwd: ws, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`judge ${a.join(' ')} exited ${r.status}: ${r.stderr}`);
  };
  cli('init');
  const sessions = join(ws, '.judge', 'sessions');
  const stored = () => {
    let lines = 0;
    let bytes = 0;
    for (const s of readdirSync(sessions)) {
      const text = readFileSync(join(sessions, s, 'receipts.jsonl'), 'utf8');
      bytes += Buffer.byteLength(text);
      lines += text.split('\n').filter(Boolean).length;
    }
    return { lines, bytes };
  };
  for (const command of ['ls -la', 'rm -rf ~']) {
    const before = stored();
    spawnSync(process.execPath, [JUDGE, 'gate', 'claude-code'], { cwd: ws, env, input: event(command) });
    const after = stored();
    console.log(
      `gate with a store, Bash ${command}: ${after.lines - before.lines} receipts, ${((after.bytes - before.bytes) / 1024).toFixed(1)} KiB added to the store (goal ≤ 8 receipts, ≤ 16 KiB)`,
    );
  }
  pairedRatio('gate: judge gate claude-code, Bash ls -la, with a store and session (signs its receipts)', [JUDGE, 'gate', 'claude-code'], {
    runs,
    input: event('ls -la'),
    env,
    cwd: ws,
  });
  // The same in this shell's environment, where variables such as NODE_EXTRA_CA_CERTS make every
  // node process (`node -e 0` too) load more at start-up: the baseline moves, judge's own cost does not.
  const extra = Object.keys(process.env).filter((k) => k.startsWith('NODE_'));
  if (extra.length > 0)
    pairedRatio(
      `gate: judge gate claude-code, Bash ls -la, with a store and session, this environment (${extra.join(', ')})`,
      [JUDGE, 'gate', 'claude-code'],
      { runs, input: event('ls -la'), env: { ...process.env, HOME: home }, cwd: ws },
    );
  const against = arg('against', undefined);
  if (against !== undefined)
    pairedRatio(
      `gate: judge gate claude-code, Bash ls -la, with a store and session, this build ÷ ${against}`,
      [JUDGE, 'gate', 'claude-code'],
      {
        runs,
        input: event('ls -la'),
        env,
        cwd: ws,
        base: [join(resolve(against), 'bin', 'judge'), 'gate', 'claude-code'],
        baseName: 'the other build',
      },
    );
  pairedRatio(
    'gate: judge gate claude-code, Bash rm -rf ~, with a store and session (signs its receipts)',
    [JUDGE, 'gate', 'claude-code'],
    {
      runs,
      input: event('rm -rf ~'),
      env,
      cwd: ws,
    },
  );

  // Through the resident gate, its socket in a runtime directory of the bench's own.
  const runtime = join(home, 'runtime');
  mkdirSync(runtime, { mode: 0o700 });
  const viaAgent = (e) => ({ ...e, XDG_RUNTIME_DIR: runtime });
  // Node reads NODE_* variables at start-up: an agent serves only hooks with its own, so each
  // environment gets an agent started in it.
  for (const [where, e] of [
    ['minimal environment', env],
    ...(extra.length > 0 ? [[`this environment (${extra.join(', ')})`, { ...process.env, HOME: home }]] : []),
  ]) {
    const started = spawnSync(process.execPath, [JUDGE, 'gate', 'agent', 'start'], { cwd: ws, env: viaAgent(e), encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`judge gate agent start exited ${started.status}: ${started.stderr}`);
    agentPid = Number(/pid (\d+)/.exec(started.stdout)[1]);
    try {
      agentRow(`gate through the resident gate: Bash ls -la, with a store and session, ${where}`, event('ls -la'), viaAgent(e));
      agentRow(`gate through the resident gate: PostToolUse, a short Bash result, ${where}`, result, viaAgent(e));
    } finally {
      spawnSync(process.execPath, [JUDGE, 'gate', 'agent', 'stop'], { cwd: ws, env: viaAgent(e) });
    }
  }
} finally {
  rmSync(home, { recursive: true, force: true });
}

/**
 * One row through the agent: wall time paired against `node -e 0` (lib.mjs), then the CPU time of
 * each process (all its threads: process.cpuUsage at exit, from a script both preload), paired
 * the same way, and the agent's CPU per call (its /proc counters over the whole row).
 */
function agentRow(label, input, e) {
  const before = agentTicks();
  pairedRatio(label, [JUDGE, 'gate', 'claude-code'], { runs, input, env: e, cwd: ws });
  const cpuOut = join(home, 'cpu.txt');
  const cpuScript = join(home, 'cpu.cjs');
  writeFileSync(
    cpuScript,
    `process.on('exit', () => { const u = process.cpuUsage(); require('node:fs').appendFileSync(${JSON.stringify(cpuOut)}, (u.user + u.system) + '\\n'); });\n`,
  );
  const cpuOf = (args) => {
    rmSync(cpuOut, { force: true });
    const r = spawnSync(process.execPath, ['-r', cpuScript, ...args], { input, env: e, cwd: ws, stdio: ['pipe', 'ignore', 'ignore'] });
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}`);
    return Number(readFileSync(cpuOut, 'utf8').trim()) / 1000;
  };
  const ratios = [];
  const judgeMs = [];
  const nodeMs = [];
  for (let i = 0; i < runs; i++) {
    const b = cpuOf(['-e', '0']);
    const c = cpuOf([JUDGE, 'gate', 'claude-code']);
    nodeMs.push(b);
    judgeMs.push(c);
    ratios.push(c / b);
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  const calls = 2 * runs + 3; // pairedRatio's warm-up and runs, and these
  const agentMs = ((agentTicks() - before) * 10) / calls;
  console.log(
    `${label}, CPU of the hook's process: median ratio ${median(ratios).toFixed(2)} over ${runs} paired runs, quartiles ` +
      `${percentile(sorted, 25).toFixed(2)}–${percentile(sorted, 75).toFixed(2)} (hook ${median(judgeMs).toFixed(1)} ms, node -e 0 ${median(nodeMs).toFixed(1)} ms); ` +
      `the agent's CPU per call ${agentMs.toFixed(1)} ms`,
  );
}

/** The agent's CPU time so far, in clock ticks (Linux /proc; 100 a second). */
function agentTicks() {
  const f = readFileSync(`/proc/${agentPid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(f[11]) + Number(f[12]);
}
