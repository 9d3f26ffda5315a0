/**
 * `judge gate agent start|stop|status|run`: the resident gate, a process of the user's that
 * answers the hook's calls so each costs a connection instead of a start of the gate
 * (docs/gate-agent.md).
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeUnavailableError, StoreError } from '../../errors.js';
import { agentDir, isPrivate, lstatOrNull, LOG_NAME, privateDir, SOCKET_NAME } from '../gate-agent-place.js';
import { askAgent, installedBuild, runAgent, type AgentStatus } from '../gate-agent-serve.js';
import { ExitCode } from '../../errors.js';
import type { Io } from '../io.js';

/** How long `start` waits for the agent it started to answer. */
const START_WAIT_MS = 10_000;

export async function run(action: 'start' | 'stop' | 'status' | 'run', io: Io): Promise<number> {
  const uid = process.getuid!();
  const dir = agentDir(io.env, uid);
  const socket = join(dir, SOCKET_NAME);
  const script = process.argv[1]!;
  if (action === 'run') {
    await runAgent(io.env, script, io.stderr);
    return new Promise<number>(() => undefined); // serves until stopped; the agent exits the process
  }
  const answering = lstatOrNull(socket) === null ? null : await askAgent(socket, 'status');
  if (action === 'status') {
    if (answering === null) throw new JudgeUnavailableError('resident.none', `no resident gate answers at ${socket}`);
    io.stdout.write(describe(answering, installedBuild(script)));
    return ExitCode.ok;
  }
  if (action === 'stop') {
    if (answering === null) {
      const st = lstatOrNull(socket);
      // A socket no agent answers on is one a killed agent left: removed, so it costs the hook nothing.
      if (st !== null && st.isSocket() && st.uid === uid) unlinkSync(socket);
      io.stdout.write(`no resident gate was running${st !== null ? ` (removed the stale socket ${socket})` : ''}\n`);
      return ExitCode.ok;
    }
    await askAgent(socket, 'stop');
    const deadline = Date.now() + START_WAIT_MS;
    while (lstatOrNull(socket) !== null && Date.now() < deadline) await sleep(20);
    io.stdout.write(`stopped the resident gate (pid ${answering.pid})\n`);
    return ExitCode.ok;
  }
  if (answering !== null) {
    io.stdout.write(`already running: ${describe(answering, installedBuild(script))}`);
    return ExitCode.ok;
  }
  privateDir(dir, uid);
  const logPath = join(dir, LOG_NAME);
  const log = openSync(logPath, 'a', 0o600);
  let exited: number | null = null;
  try {
    const child = spawn(process.execPath, [script, 'gate', 'agent', 'run'], {
      detached: true,
      stdio: ['ignore', log, log],
      cwd: '/',
      env: io.env,
    });
    child.on('exit', (code) => {
      exited = code ?? 1;
    });
    child.unref();
  } finally {
    closeSync(log);
  }
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    const status = lstatOrNull(socket) === null ? null : await askAgent(socket, 'status');
    if (status !== null) {
      io.stdout.write(`started: ${describe(status, installedBuild(script))}`);
      return ExitCode.ok;
    }
    if (exited !== null || Date.now() > deadline)
      throw new StoreError(
        'resident.start',
        `the resident gate ${exited !== null ? `exited (${exited})` : 'did not answer'}: ${lastLine(logPath)} (log: ${logPath})`,
      );
    await sleep(25);
  }
}

/** What `judge doctor` says of the resident gate: none or this build's answering is fine; anything else the hook steps around is a warning. */
export async function agentHealth(env: NodeJS.ProcessEnv): Promise<{ id: string; status: 'ok' | 'warn'; message: string; fix?: string }> {
  const id = 'gate.agent';
  const uid = process.getuid!();
  let socket: string;
  try {
    socket = join(agentDir(env, uid), SOCKET_NAME);
  } catch {
    return { id, status: 'ok', message: 'no resident gate (no absolute HOME): each hook call judges in its own process' };
  }
  const st = lstatOrNull(socket);
  if (st === null)
    return {
      id,
      status: 'ok',
      message: 'no resident gate: each hook call judges in its own process (judge gate agent start makes calls cheaper)',
    };
  const dir = lstatOrNull(join(socket, '..'));
  if (!st.isSocket() || !isPrivate(st, uid) || dir === null || !isPrivate(dir, uid))
    return {
      id,
      status: 'warn',
      message: `${socket} or its directory is not yours alone: the hook never uses it and judges each call itself`,
      fix: `rm ${socket}; judge gate agent start`,
    };
  const s = await askAgent(socket, 'status');
  if (s === null)
    return {
      id,
      status: 'warn',
      message: `nothing answers at ${socket} (a killed agent's socket): each hook call tries it, then judges itself`,
      fix: 'judge gate agent stop',
    };
  if (s.build !== installedBuild(process.argv[1]!))
    return {
      id,
      status: 'warn',
      message: `the resident gate (pid ${s.pid}) runs another build (${s.build}): each hook call is judged in its own process`,
      fix: 'judge gate agent stop && judge gate agent start',
    };
  return {
    id,
    status: 'ok',
    message: `resident gate pid ${s.pid} answers hook calls (this build; answered ${s.served}, handed back ${s.refused})`,
  };
}

function describe(s: AgentStatus, installed: string | null): string {
  const build = s.build === installed ? 'this build' : 'ANOTHER build: hook calls are judged in their own process; run stop, then start';
  return `resident gate pid ${s.pid} at ${s.socket}, ${build} (${s.build}, Node ${s.node}), since ${s.since}; calls answered: ${s.served}, handed back: ${s.refused}\n`;
}

function lastLine(path: string): string {
  try {
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    return lines[lines.length - 1]!.slice(0, 300);
  } catch {
    return 'no log';
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
