/**
 * The resident gate (docs/gate-agent.md): a process of the user's that answers the hook's
 * `judge gate claude-code` events handed to it over a Unix socket, by running the hook's own code
 * (runBareGate) on an Io made of the request — its environment, its directory, its stdin — so a
 * call costs the hook a connection instead of loading the gate. One request at a time, in order.
 */
import { chmodSync, lstatSync, readFileSync, readlinkSync, realpathSync, statSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { dirname, isAbsolute, join } from 'node:path';
import { StoreError } from '../errors.js';
import { isoTime } from '../time.js';
import { requestIo } from './gate-agent-io.js';
import { agentDir, isPrivate, lstatOrNull, MAX_SOCKET_PATH_BYTES, privateDir, SOCKET_NAME } from './gate-agent-place.js';
import { frame, MAX_REQUEST_BYTES, PROTOCOL, readFrame } from './gate-agent-wire.js';
import { runBareGate } from './hook-line.js';
import type { Io } from './io.js';

/**
 * Variables Node and OpenSSL read once, at a process's start (options, CA certificates, OpenSSL's
 * configuration): a request whose values differ from the agent's would be judged by a process
 * set up otherwise than the hook's, so it is refused and judged in the hook's own process.
 */
const STARTUP_VARS = /^(NODE_|OPENSSL_|SSL_CERT_)/;

/** The installed build's identifier (dist/build-id, written by scripts/build.mjs), for the `judge` at `script`. */
export function installedBuild(script: string): string | null {
  try {
    return readFileSync(join(dirname(realpathSync(script)), '..', 'dist', 'build-id'), 'latin1').trim();
  } catch {
    return null;
  }
}

export interface AgentStatus {
  build: string;
  node: string;
  pid: number;
  since: string;
  served: number;
  refused: number;
  socket: string;
}

/** Asks the agent at `socket` (status or stop); null when nothing answers with a status of this protocol within `timeoutMs`. */
export function askAgent(socket: string, op: 'status' | 'stop', timeoutMs = 2000): Promise<AgentStatus | null> {
  return new Promise((resolve) => {
    const conn = connect(socket);
    const timer = setTimeout(() => {
      conn.destroy();
      resolve(null);
    }, timeoutMs);
    conn.on('error', () => undefined);
    conn.on('connect', () => conn.end(frame({ v: PROTOCOL, op })));
    void readFrame(conn, 1024 * 1024).then((reply) => {
      clearTimeout(timer);
      conn.destroy();
      const r = reply as (Partial<AgentStatus> & { v?: unknown }) | null;
      resolve(
        r !== null && typeof r === 'object' && r.v === PROTOCOL && typeof r.build === 'string' && typeof r.pid === 'number'
          ? (r as AgentStatus)
          : null,
      );
    });
  });
}

/**
 * Runs the agent in this process until asked to stop or until its socket is removed. `env`: the
 * agent's own environment, which places the socket and nothing else; requests bring their own.
 */
export async function runAgent(env: NodeJS.ProcessEnv, script: string, log: Io['stderr']): Promise<void> {
  if (process.platform !== 'linux')
    throw new StoreError('resident.start', 'the resident gate runs on Linux only (the hook reaches its socket through /proc)');
  const uid = process.getuid!();
  const own = ownIdentity();
  const build = installedBuild(script);
  if (build === null)
    throw new StoreError('resident.start', `cannot read the build identifier beside ${script} (dist/build-id): run npm run build`);
  const dir = agentDir(env, uid);
  privateDir(dir, uid);
  const socket = join(dir, SOCKET_NAME);
  // The system cuts a longer socket name short (libuv does not refuse it): the socket would be
  // made at another path, perhaps outside the private directory.
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH_BYTES)
    throw new StoreError(
      'resident.start',
      `${socket} is longer than a socket's name may be (${MAX_SOCKET_PATH_BYTES} bytes): set XDG_RUNTIME_DIR or HOME to a shorter path`,
    );
  const existing = lstatOrNull(socket);
  if (existing !== null) {
    if (!existing.isSocket() || existing.uid !== uid)
      throw new StoreError('resident.start', `${socket} exists and is not a socket of yours: remove it, then start again`);
    if ((await askAgent(socket, 'status')) !== null) throw new StoreError('resident.start', `a resident gate already answers at ${socket}`);
    unlinkSync(socket); // left by an agent that was killed
  }
  // Every request is served from /, in its own directory only while it runs: nothing here keeps
  // a directory of the user's busy, and a relative path never resolves against the agent's.
  process.chdir('/');
  const startup = startupVars(env);
  const built: string = build;
  const state = { build, node: process.version, pid: process.pid, since: isoTime(), served: 0, refused: 0, socket };
  let queue: Promise<void> = Promise.resolve();
  const server: Server = createServer({ allowHalfOpen: true }, (conn) => {
    conn.on('error', () => undefined);
    void readFrame(conn, MAX_REQUEST_BYTES).then((request) => {
      const r = request as Record<string, unknown> | null;
      if (r !== null && typeof r === 'object' && r.v === PROTOCOL && (r.op === 'status' || r.op === 'stop')) {
        queue = queue.then(() => answerOp(conn, r.op as 'status' | 'stop')).catch(() => undefined);
        return;
      }
      // Checked at once: a request handed back need not wait behind others.
      const checked = checkRequest(r, built, startup, own);
      if (typeof checked === 'string') {
        handBack(conn, checked);
        // A hook of another build while this agent's is no longer installed: judge was rebuilt or
        // upgraded, and every call would now cost a connection before the hook judges it itself.
        if (r !== null && typeof r === 'object' && r.build !== built && installedBuild(script) !== built) stop(REPLACED);
        return;
      }
      queue = queue.then(() => serve(conn, checked)).catch(() => undefined);
    });
  });

  function answerOp(conn: Socket, op: 'status' | 'stop'): void {
    conn.end(frame({ v: PROTOCOL, ...state }));
    if (op === 'stop') stop('asked to stop');
  }

  function handBack(conn: Socket, why: string): void {
    state.refused += 1;
    log.write(`judge agent: handed back a request (${why}): the hook judges it itself\n`);
    conn.destroy();
  }

  async function serve(conn: Socket, request: GateRequest): Promise<void> {
    const answer = Date.now() > request.deadline ? 'the hook has stopped waiting for it' : await judge(request);
    if (typeof answer === 'string') return handBack(conn, answer);
    state.served += 1;
    conn.end(frame({ v: PROTOCOL, build, ...answer }));
  }

  let stopping = false;
  function stop(why: string): void {
    if (stopping) return;
    stopping = true;
    log.write(`judge agent: ${why}; stopping\n`);
    // Only the socket this agent made: a new agent may have replaced it.
    const now = lstatOrNull(socket);
    if (now !== null && now.ino === mine.ino) unlinkSync(socket);
    server.close(() => process.exit(0));
  }

  // Created 0600 (then set so again): only this user may connect, the directory aside.
  const mask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, resolve);
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new StoreError('resident.start', `cannot listen on ${socket} (${code})`, { cause: err });
  } finally {
    process.umask(mask);
  }
  chmodSync(socket, 0o600);
  const mine = lstatSync(socket);
  if (!isPrivate(mine, uid)) throw new StoreError('resident.start', `${socket} was not created private`);
  log.write(`judge agent: pid ${process.pid}, build ${build}, listening on ${socket}\n`);
  // An agent whose socket was removed or replaced can no longer be reached: it leaves.
  setInterval(() => {
    const now = lstatOrNull(socket);
    if (now === null || now.ino !== mine.ino) stop('its socket is gone');
    else if (installedBuild(script) !== built) stop(REPLACED);
  }, 10_000).unref();
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop(`got ${signal}`));
}

const REPLACED = 'judge was rebuilt or upgraded: this agent answers no hook of the installed build (start it again)';

interface GateRequest {
  cwd: string;
  /** The hook's directory as `dev:ino`, compared once the agent has entered `cwd`. */
  cwdNode: string;
  env: Record<string, string>;
  umask: number;
  stdin: Buffer;
  /** When the hook stops waiting, less a margin (ms since the epoch): a request not started by then is handed back. */
  deadline: number;
}

/**
 * What a request must share with the agent to be judged as the hook would judge it (the hook's
 * side: bin/agent-client.cjs identity): the user, group and groups files are opened with, the
 * mount and user namespaces and the root they are seen through.
 */
export interface Identity {
  uid: number;
  gid: number;
  groups: string;
  mnt: string;
  user: string;
  pid: string;
  root: string;
  confined: string;
}

const IDENTITY_PARTS: ReadonlyArray<[keyof Identity, string]> = [
  ['uid', 'user'],
  ['gid', 'group'],
  ['groups', 'set of groups'],
  ['mnt', 'mount namespace'],
  ['user', 'user namespace'],
  ['pid', 'pid namespace'],
  ['root', 'root directory'],
  ['confined', 'confinement (no_new_privs, seccomp, capabilities, security label)'],
];

/**
 * How this process is confined beyond its user: no_new_privs and seccomp (set by sandboxes,
 * Landlock among them), the capabilities, the security module's label. The same text as
 * bin/agent-client.cjs confinement() (a test holds them together).
 */
export function confinement(): string {
  const status = readFileSync('/proc/self/status', 'latin1');
  const field = (name: string): string => {
    const at = status.indexOf(`\n${name}:`);
    return at < 0 ? '?' : status.slice(at + name.length + 2, status.indexOf('\n', at + 1)).trim();
  };
  let label = 'none';
  try {
    label = readFileSync('/proc/self/attr/current', 'latin1').replace(/\0/g, '').trim();
  } catch {
    // no security module that labels processes
  }
  return `${['NoNewPrivs', 'Seccomp', 'CapEff', 'CapPrm', 'CapBnd'].map((k) => `${k}=${field(k)}`).join(' ')} label=${label}`;
}

/** A sandbox's marks: a hook under one may be denied files the agent can read or write (Landlock keeps no other trace). */
const SANDBOXED = /(?:^| )(?:NoNewPrivs=(?!0 )|Seccomp=(?!0 ))/;

const nodeOf = (path: string): string => {
  const st = statSync(path);
  return `${st.dev}:${st.ino}`;
};

export function ownIdentity(): Identity {
  return {
    uid: process.geteuid!(),
    gid: process.getegid!(),
    groups: process.getgroups!()
      .sort((a, b) => a - b)
      .join(','),
    mnt: readlinkSync('/proc/self/ns/mnt'),
    user: readlinkSync('/proc/self/ns/user'),
    pid: readlinkSync('/proc/self/ns/pid'),
    root: nodeOf('/'),
    confined: confinement(),
  };
}

/** The request, or why it is refused (the hook then judges the call in its own process). */
export function checkRequest(r: Record<string, unknown> | null, build: string, startup: string, own: Identity): GateRequest | string {
  if (r === null || typeof r !== 'object' || Array.isArray(r)) return 'not a request frame';
  if (r.v !== PROTOCOL) return 'another protocol';
  if (r.build !== build) return 'from another build of judge';
  if (r.node !== process.version) return `from another Node (${String(r.node).slice(0, 20)})`;
  if (typeof r.cwd !== 'string' || !isAbsolute(r.cwd)) return 'no absolute cwd';
  if (!Number.isInteger(r.umask) || (r.umask as number) < 0 || (r.umask as number) > 0o777) return 'no umask';
  if (typeof r.stdin !== 'string') return 'no stdin';
  if (typeof r.deadline !== 'number' || !Number.isFinite(r.deadline)) return 'no deadline';
  const id = r.id as Record<string, unknown> | null;
  if (id === null || typeof id !== 'object' || typeof id.cwd !== 'string') return 'no identity';
  // Another user, groups or view of the files would read (or fail to read) other files than the hook's.
  for (const [part, name] of IDENTITY_PARTS) if (id[part] !== own[part]) return `another ${name} than the agent's`;
  if (SANDBOXED.test(own.confined /* the request's too: equal */))
    return 'a sandboxed hook (no_new_privs or seccomp): what it may open is its own';
  const env = r.env as Record<string, unknown>;
  if (env === null || typeof env !== 'object' || Array.isArray(env)) return 'no environment';
  const copy: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    if (typeof v !== 'string') return 'an environment value that is not a string';
    copy[k] = v;
  }
  if (copy.JUDGE_URL !== undefined && copy.JUDGE_URL.trim() !== '') return 'an HTTP judge (JUDGE_URL), which the hook asks itself';
  if (!copy.HOME || !isAbsolute(copy.HOME)) return 'no absolute HOME';
  if (startupVars(copy) !== startup)
    return 'Node or OpenSSL variables (NODE_*, OPENSSL_*, SSL_CERT_*) other than the agent was started with';
  return { cwd: r.cwd, cwdNode: id.cwd, env: copy, umask: r.umask as number, stdin: Buffer.from(r.stdin, 'base64'), deadline: r.deadline };
}

/** The start-up variables of an environment, as one comparable text. */
function startupVars(env: NodeJS.ProcessEnv): string {
  return JSON.stringify(
    Object.keys(env)
      .filter((k) => STARTUP_VARS.test(k))
      .sort()
      .map((k) => [k, env[k]]),
  );
}

/**
 * Runs the hook's code on the request. The process's directory and umask are the request's
 * while it runs (one request at a time): the gate takes its directory from the Io, but Node
 * resolves a relative path (a relative JUDGE_HOME, CLAUDE_PROJECT_DIR) against the process's, and
 * creates files under its umask. A string: why the request is handed back instead.
 */
async function judge(request: GateRequest): Promise<{ stdout: string; stderr: string; code: number } | string> {
  try {
    process.chdir(request.cwd);
    // The same path may name another directory here (a bind mount, a directory replaced since).
    if (nodeOf('.') !== request.cwdNode) {
      process.chdir('/');
      return 'its directory is another one here';
    }
  } catch {
    process.chdir('/');
    return 'its directory cannot be entered';
  }
  const mask = process.umask(request.umask);
  try {
    const { io, stdout, stderr } = requestIo(request);
    const code = await runBareGate(io);
    return { stdout: stdout.text(), stderr: stderr.text(), code };
  } finally {
    process.umask(mask);
    process.chdir('/');
    // RegExp.input and its kin keep the last string a regex matched: the event, a tool's output.
    /(?:)/.exec('');
  }
}
