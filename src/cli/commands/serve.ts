/**
 * `judge serve` (docs/http.md): the rules judge behind the HTTP contract, so a fleet of gates
 * shares one versioned rule pack. Answers are signed with the store key when a store is at hand;
 * without one they are served unsigned and start-up says so. Prints `listening on http://…` on
 * stdout once bound, and stops cleanly (exit 0) on SIGTERM or SIGINT.
 *
 * `--workers N` runs N processes behind one port (node:cluster): one node process answers on one
 * core, and the rules judge is pure CPU, so a fleet's server scales with its cores this way. The
 * primary only supervises: it prints the address once a worker listens, restarts a worker that
 * dies, and on SIGTERM has every worker finish its requests and stop.
 */
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { ExitCode, InternalError, UsageError, type UsageCode } from '../../errors.js';
import { DEFAULT_MAX_REQUEST_BYTES } from '../../http/contract.js';
import { readToken } from '../../http/options.js';
import { createJudgeServer } from '../../http/server.js';
import { createAnswerSigner, type AnswerSigner } from '../../http/signer.js';
import { isLoopbackHost } from '../../http/url.js';
import { servedRulesJudge } from '../../call/served.js';
import { rulesJudgeIdentity } from '../../rules/index.js';
import { loadSystemKey, locateStore } from '../../store/index.js';
import type { Io } from '../io.js';

export interface ServeFlags {
  host?: string;
  port?: string;
  maxBody?: string;
  tokenFile?: string;
  unsigned?: boolean;
  workers?: string;
  maxConnections?: string;
  insecureNoAuth?: boolean;
}

/**
 * Open connections one process holds at most; past it new ones are closed as they arrive
 * (node's `server.maxConnections`), so idle sockets cannot use up the descriptors (docs/http.md).
 */
export const DEFAULT_MAX_CONNECTIONS = 512;

/** How long in-flight requests get to finish after SIGTERM before their sockets are cut. */
const SHUTDOWN_GRACE_MS = 5_000;
/** A worker that keeps dying is a fault to report, not a loop to spin in. */
const MAX_RESTARTS = 10;

type WorkerMessage =
  | { type: 'listening'; host: string; port: number }
  | { type: 'error'; code: UsageCode | 'serve.worker'; message: string };

function parseWholeNumber(value: string, max: number): number {
  const text = value.trim();
  let ok = text.length > 0 && text.length <= String(max).length;
  for (let i = 0; i < text.length && ok; i++) ok = text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57;
  const n = ok ? Number(text) : NaN;
  return n <= max ? n : NaN;
}

function parsePort(value: string | undefined): number {
  const n = parseWholeNumber(value ?? '8787', 65535);
  if (Number.isNaN(n)) throw new UsageError('port.invalid', `--port: expected 0..65535, got ${JSON.stringify((value ?? '').slice(0, 20))}`);
  return n;
}

function parseMaxBody(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MAX_REQUEST_BYTES;
  const n = parseWholeNumber(value, 64 * 1024 * 1024);
  if (!(n >= 1024)) throw new UsageError('max-body.invalid', `--max-body: expected a whole number of bytes in 1024..${64 * 1024 * 1024}`);
  return n;
}

function parseMaxConnections(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MAX_CONNECTIONS;
  const n = parseWholeNumber(value, 1_000_000);
  if (!(n >= 1)) throw new UsageError('max-connections.invalid', '--max-connections: expected a whole number in 1..1000000');
  return n;
}

function parseWorkers(value: string | undefined): number {
  if (value === undefined) return 1;
  const max = Math.max(2, availableParallelism() * 2);
  const n = parseWholeNumber(value, max);
  if (!(n >= 1)) throw new UsageError('workers.invalid', `--workers: expected 1..${max}`);
  return n;
}

/** The store key, when there is a store; a store whose key cannot be used is an error, not "unsigned". */
function storeSigner(io: Io): AnswerSigner | undefined {
  const store = locateStore(io.cwd, io.env);
  if (!store) return undefined;
  return createAnswerSigner(loadSystemKey(store).seed);
}

interface Setup {
  host: string;
  port: number;
  maxBodyBytes: number;
  token: string | undefined;
  signer: AnswerSigner | undefined;
  workers: number;
  maxConnections: number;
}

/** Everything that can be refused is refused here, before any process is forked or port bound. */
function setup(flags: ServeFlags, io: Io): Setup {
  const host = flags.host ?? '127.0.0.1';
  if (host.length === 0 || host.length > 255) throw new UsageError('host.invalid', '--host: expected an address or host name');
  const token = readToken(flags.tokenFile, io.env);
  // Beyond loopback anyone on the network could ask (and, with a store, get signed answers):
  // a token is required unless the operator says in so many words that none is wanted.
  if (!isLoopbackHost(host) && token === undefined && flags.insecureNoAuth !== true) {
    throw new UsageError(
      'serve.no-token',
      `--host ${host} is not a loopback address: set a bearer token (--token-file FILE or JUDGE_TOKEN), or pass --insecure-no-auth to serve anyone who can reach it`,
    );
  }
  return {
    host,
    port: parsePort(flags.port),
    maxBodyBytes: parseMaxBody(flags.maxBody),
    maxConnections: parseMaxConnections(flags.maxConnections),
    token,
    signer: flags.unsigned ? undefined : storeSigner(io),
    workers: parseWorkers(flags.workers),
  };
}

const shown = (host: string) => (host.includes(':') ? `[${host}]` : host);

function banner(s: Setup, flags: ServeFlags, io: Io, boundHost: string): void {
  const id = rulesJudgeIdentity();
  const signing = s.signer
    ? `answers signed by ${s.signer.keyid}`
    : flags.unsigned
      ? 'answers unsigned (--unsigned)'
      : 'no store found: answers are served unsigned (run judge init to sign them)';
  const workers = s.workers > 1 ? `; ${s.workers} workers` : '';
  io.stderr.write(`judge serve: ${id.model} ${id.rules_digest}; ${signing}${s.token ? '; bearer token required' : ''}${workers}\n`);
  if (!isLoopbackHost(shown(boundHost))) {
    io.stderr.write(
      `judge serve: warning: listening beyond loopback over plain http${s.token ? '' : ' with no token (--insecure-no-auth)'}; put a TLS proxy in front\n`,
    );
  }
}

/**
 * Resolves with the first SIGTERM or SIGINT. Later ones are absorbed, so a second signal (the
 * primary's SIGTERM after a terminal's SIGINT reached the whole group) cannot cut a graceful stop
 * short; the grace timer bounds the stop instead.
 */
function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    let first = true;
    const stop = (signal: NodeJS.Signals) => {
      if (!first) return;
      first = false;
      resolve(signal);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}

/** Binds one server and answers until a signal; the single-process mode and each worker. */
async function serveHere(s: Setup, onListening: (addr: AddressInfo) => void, io: Io): Promise<void> {
  const server = createJudgeServer({ judge: servedRulesJudge(), signer: s.signer, maxBodyBytes: s.maxBodyBytes, token: s.token });
  server.maxConnections = s.maxConnections;
  const signalled = untilSignal();
  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      const why =
        err.code === 'EADDRINUSE' ? 'address already in use' : err.code === 'EACCES' ? 'permission denied' : (err.code ?? 'cannot listen');
      reject(new UsageError('serve.listen', `--host ${s.host} --port ${s.port}: ${why}`));
    };
    server.once('error', onError);
    server.listen(s.port, s.host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  onListening(server.address() as AddressInfo);
  const signal = await signalled;
  if (!cluster.isWorker) io.stderr.write(`judge serve: ${signal}, shutting down\n`);
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    // Idle keep-alive sockets would hold close() open until they time out.
    server.closeIdleConnections();
  });
}

async function runWorker(s: Setup, io: Io): Promise<number> {
  try {
    await serveHere(s, (addr) => process.send?.({ type: 'listening', host: addr.address, port: addr.port } satisfies WorkerMessage), io);
    return ExitCode.ok;
  } catch (err) {
    const e = err instanceof UsageError ? err : new InternalError('serve.worker', 'worker failed');
    // Wait until the message is handed over: a worker that exits first can reach the primary as a
    // bare exit, which would read as a crash to replace instead of a refusal to report.
    await new Promise<void>((done) => {
      if (
        !process.send?.(
          { type: 'error', code: e instanceof UsageError ? e.code : 'serve.worker', message: e.message } satisfies WorkerMessage,
          undefined,
          {},
          () => done(),
        )
      )
        done();
    });
    return e instanceof UsageError ? ExitCode.usage : ExitCode.internal;
  } finally {
    // The IPC channel would keep the worker alive after its server closed.
    cluster.worker?.disconnect();
  }
}

async function runPrimary(s: Setup, flags: ServeFlags, io: Io): Promise<number> {
  let stopping = false;
  let restarts = 0;
  // "listening" is printed once every first-generation worker listens, so a client that waits
  // for it never finds a pool still starting (in which one dead worker could close the port).
  let listening = false;
  let ready = 0;
  const signalled = untilSignal();
  return new Promise<number>((resolve, reject) => {
    let failure: Error | undefined;
    const finish = () => {
      if (Object.keys(cluster.workers ?? {}).length > 0) return;
      if (failure) reject(failure);
      else resolve(ExitCode.ok);
    };
    const stopAll = () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      finish();
    };
    const fork = () => {
      const w = cluster.fork();
      // The IPC channel of a worker that refused to start and disconnected can fail (EPIPE) when
      // the primary answers it; unhandled, that error would crash the primary with a stack trace.
      // What matters about the worker is reported by its message and its exit, handled below.
      w.on('error', () => {});
      w.on('message', (m: WorkerMessage) => {
        if (m.type === 'listening' && !listening && ++ready === s.workers) {
          listening = true;
          banner(s, flags, io, m.host);
          io.stdout.write(`listening on http://${shown(m.host)}:${m.port}\n`);
        } else if (m.type === 'error' && !failure) {
          failure = m.code === 'serve.worker' ? new InternalError(m.code, m.message) : new UsageError(m.code, m.message);
          stopAll();
        }
      });
    };
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return finish();
      // A worker exits with the usage code only when it refused to start (e.g. the port is taken):
      // the same refusal would meet every replacement, so stop, whichever of exit and message came first.
      if (code === ExitCode.usage && !failure) {
        failure = new UsageError('serve.listen', `a worker could not start serving (exit ${code}); see the message above`);
        return stopAll();
      }
      // A worker that died on its own: replace it, unless it keeps happening.
      if (++restarts > MAX_RESTARTS) {
        failure = new InternalError('serve.worker', `workers keep exiting (last: ${signal ?? `code ${code}`}); giving up`);
        return stopAll();
      }
      io.stderr.write(`judge serve: worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another\n`);
      fork();
    });
    void signalled.then((signal) => {
      io.stderr.write(`judge serve: ${signal}, shutting down ${s.workers} workers\n`);
      stopAll();
    });
    for (let i = 0; i < s.workers; i++) fork();
  });
}

export async function run(flags: ServeFlags, io: Io): Promise<number> {
  const s = setup(flags, io);
  if (cluster.isWorker) return runWorker(s, io);
  if (s.workers > 1) return runPrimary(s, flags, io);
  await serveHere(
    s,
    (addr) => {
      banner(s, flags, io, addr.address);
      io.stdout.write(`listening on http://${shown(addr.address)}:${addr.port}\n`);
    },
    io,
  );
  return ExitCode.ok;
}
