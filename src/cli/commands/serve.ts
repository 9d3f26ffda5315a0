/**
 * `judge serve` (issue 6 item 4): the rules judge behind the HTTP contract, so a fleet of gates
 * shares one versioned rule pack. Answers are signed with the store key when a store is at hand;
 * without one they are served unsigned and start-up says so. Prints `listening on http://…` on
 * stdout once bound, and stops cleanly (exit 0) on SIGTERM or SIGINT.
 */
import type { AddressInfo } from 'node:net';
import { UsageError } from '../../errors.js';
import { DEFAULT_MAX_REQUEST_BYTES } from '../../http/contract.js';
import { readToken } from '../../http/options.js';
import { createJudgeServer, type ServedJudge } from '../../http/server.js';
import { createAnswerSigner, type AnswerSigner } from '../../http/signer.js';
import { isLoopbackHost } from '../../http/url.js';
import { RULES_VERSION, answerWithRules, rulesJudgeIdentity } from '../../rules/index.js';
import { loadSystemKey } from '../../store/keys.js';
import { locateStore } from '../../store/locate.js';
import { ExitCode } from '../../errors.js';
import type { Io } from '../io.js';

export interface ServeFlags {
  host?: string;
  port?: string;
  maxBody?: string;
  tokenFile?: string;
  unsigned?: boolean;
}

/** How long in-flight requests get to finish after SIGTERM before their sockets are cut. */
const SHUTDOWN_GRACE_MS = 5_000;

function parsePort(value: string | undefined): number {
  const text = (value ?? '8787').trim();
  const n = /^[0-9]{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 0 && n <= 65535)) throw new UsageError('port.invalid', `--port: expected 0..65535, got ${JSON.stringify((value ?? '').slice(0, 20))}`);
  return n;
}

function parseMaxBody(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MAX_REQUEST_BYTES;
  const text = value.trim();
  const n = /^[0-9]{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1024 && n <= 64 * 1024 * 1024)) throw new UsageError('max-body.invalid', `--max-body: expected a whole number of bytes in 1024..${64 * 1024 * 1024}`);
  return n;
}

function rulesJudge(): ServedJudge {
  const identity = rulesJudgeIdentity();
  return {
    identity,
    answer: (state, questions) => answerWithRules(state, questions).answers,
    health: { rules_version: RULES_VERSION, rules_digest: identity.rules_digest },
  };
}

/** The store key, when there is a store; a store whose key cannot be used is an error, not "unsigned". */
function storeSigner(io: Io): AnswerSigner | undefined {
  const store = locateStore(io.cwd, io.env);
  if (!store) return undefined;
  return createAnswerSigner(loadSystemKey(store).seed);
}

export async function run(flags: ServeFlags, io: Io): Promise<number> {
  const host = flags.host ?? '127.0.0.1';
  if (host.length === 0 || host.length > 255) throw new UsageError('host.invalid', '--host: expected an address or host name');
  const port = parsePort(flags.port);
  const maxBodyBytes = parseMaxBody(flags.maxBody);
  const token = readToken(flags.tokenFile, io.env);
  const signer = flags.unsigned ? undefined : storeSigner(io);
  const judge = rulesJudge();
  const server = createJudgeServer({ judge, signer, maxBodyBytes, token });

  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      const why = err.code === 'EADDRINUSE' ? 'address already in use' : err.code === 'EACCES' ? 'permission denied' : (err.code ?? 'cannot listen');
      reject(new UsageError('serve.listen', `--host ${host} --port ${port}: ${why}`));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });

  const addr = server.address() as AddressInfo;
  const shownHost = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  const signing = signer ? `answers signed by ${signer.keyid}` : flags.unsigned ? 'answers unsigned (--unsigned)' : 'no store found: answers are served unsigned (run judge init to sign them)';
  io.stderr.write(`judge serve: ${judge.identity.model} ${judge.identity.rules_digest}; ${signing}${token ? '; bearer token required' : ''}\n`);
  if (!isLoopbackHost(shownHost)) {
    io.stderr.write('judge serve: warning: listening beyond loopback over plain http; put a TLS proxy in front and set a token\n');
  }
  io.stdout.write(`listening on http://${shownHost}:${addr.port}\n`);

  await new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      io.stderr.write(`judge serve: ${signal}, shutting down\n`);
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      // Idle keep-alive sockets would hold close() open until they time out.
      server.closeIdleConnections();
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
  return ExitCode.ok;
}
