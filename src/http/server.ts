/**
 * `judge serve`: a judge behind the HTTP contract (docs/http.md), so a fleet of gates can share
 * one versioned rule pack. The request handling is a pure function over body bytes
 * (`answerRequest`); the node:http layer around it bounds what a client may send (body size,
 * header and request time), routes, and maps typed errors to 4xx JSON `{error:{code,message}}`.
 */
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { digestOf } from '../canonical/jcs.js';
import { JudgeError, UsageError } from '../errors.js';
import type { JudgeIdentity, JudgeSignature } from '../judge/types.js';
import type { Answers, Questions } from '../questions/types.js';
import type { State } from '../state/types.js';
import { DEFAULT_MAX_REQUEST_BYTES, RequestShapeError, isLabel, parseJudgeRequest } from './contract.js';
import type { AnswerSigner } from './signer.js';

/** The judge a server stands for: the rules judge in `judge serve`, anything in tests. */
export interface ServedJudge {
  identity: JudgeIdentity;
  /** Answers or throws a UsageError (e.g. rules.unknown-question) the server returns as 422. */
  answer(state: State, questions: Questions): Answers;
  /** Extra fields for GET /healthz (rules_version, rules_digest). */
  health: Record<string, unknown>;
}

export interface ServerOptions {
  judge: ServedJudge;
  /** Signs every answer when present (the store key); unsigned otherwise. */
  signer?: AnswerSigner;
  maxBodyBytes?: number;
  /** When set, POSTs must carry `Authorization: Bearer <token>`; /healthz stays open. */
  token?: string;
  /** Whole-request deadline (slow clients), ms. */
  requestTimeoutMs?: number;
}

export const JUDGE_PATHS = ['/', '/v1/judge'] as const;
export const HEALTH_PATH = '/healthz';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const errorReply = (status: number, code: string, message: string, extra?: Record<string, unknown>): Reply => ({
  status,
  body: { error: { code, message, ...extra } },
});

/**
 * Fleets ask the same question set over and over; its digest is cached by the set's JSON text.
 * Sound because equal JSON.stringify text of parsed JSON means equal values, hence equal JCS.
 */
const questionsDigests = new Map<string, string>();
const QUESTIONS_CACHE_MAX = 64;

function questionsDigestOf(questions: Questions): string {
  const key = JSON.stringify(questions);
  let d = questionsDigests.get(key);
  if (d === undefined) {
    d = digestOf(questions);
    if (questionsDigests.size >= QUESTIONS_CACHE_MAX) questionsDigests.delete(questionsDigests.keys().next().value!);
    questionsDigests.set(key, d);
  }
  return d;
}

/** Handles one POST body. Pure but for the signer's key and the clock used for latency. */
export function answerRequest(body: Uint8Array, opts: ServerOptions, requestId: string): Reply {
  const started = performance.now();
  let req: ReturnType<typeof parseJudgeRequest>;
  try {
    req = parseJudgeRequest(body, opts.maxBodyBytes ?? DEFAULT_MAX_REQUEST_BYTES);
  } catch (err) {
    if (err instanceof RequestShapeError) return errorReply(400, err.code, err.message, { problems: err.problems.slice(0, 50) });
    if (err instanceof UsageError) return errorReply(err.code === 'request.too-large' ? 413 : 400, err.code, err.message);
    throw err;
  }
  let answers: Answers;
  try {
    answers = opts.judge.answer(req.state, req.questions);
  } catch (err) {
    // The request was well-formed but asks what this judge cannot answer (a key it has no rule for).
    if (err instanceof JudgeError && err.kind === 'usage') return errorReply(422, err.code, err.message);
    throw err;
  }
  const judge = opts.judge.identity;
  const out: { judge: JudgeIdentity; answers: Answers; latency_ms: number; request_id: string; signature?: JudgeSignature } = {
    judge,
    answers,
    latency_ms: 0,
    request_id: requestId,
  };
  if (opts.signer) {
    out.signature = opts.signer.sign({
      state_digest: digestOf(req.state),
      questions_digest: questionsDigestOf(req.questions),
      judge,
      answers,
    });
  }
  out.latency_ms = Math.round((performance.now() - started) * 1000) / 1000;
  return { status: 200, body: out };
}

function send(res: ServerResponse, reply: Reply, requestId?: string): void {
  const text = JSON.stringify(reply.body);
  const headers: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...reply.headers,
  };
  if (requestId) headers['x-request-id'] = requestId;
  res.writeHead(reply.status, headers);
  res.end(text);
}

function isJsonContentType(value: string | undefined): boolean {
  if (value === undefined) return true;
  const media = (value.split(';')[0] ?? '').trim().toLowerCase();
  return media === 'application/json' || (media.startsWith('application/') && media.endsWith('+json'));
}

/** Constant-time token check; hashing first makes the comparison length-independent. */
function tokenMatches(header: string | undefined, token: string): boolean {
  if (header === undefined || !header.startsWith('Bearer ')) return false;
  const a = createHash('sha256').update(header.slice(7)).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b);
}

/** Request ids: a random per-process prefix and a counter — unique without a syscall per request. */
const REQUEST_ID_PREFIX = `req_${randomBytes(8).toString('hex')}`;
let requestCounter = 0;
function newRequestId(): string {
  requestCounter = (requestCounter + 1) % 0x1000000;
  return `${REQUEST_ID_PREFIX}${requestCounter.toString(16).padStart(6, '0')}`;
}

/** Reads the body up to `max` bytes; null when the cap is passed (the rest is not buffered). */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > max) {
        done = true;
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) {
        done = true;
        resolve(Buffer.concat(chunks, size));
      }
    });
    const fail = (err: Error) => {
      if (!done) {
        done = true;
        reject(err);
      }
    };
    req.on('error', fail);
    // A client that hangs up mid-body: settle, so nothing waits on a socket that is gone.
    req.on('close', () => fail(new Error('request closed before its end')));
  });
}

async function handle(req: IncomingMessage, res: ServerResponse, opts: ServerOptions): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  const max = opts.maxBodyBytes ?? DEFAULT_MAX_REQUEST_BYTES;
  if (path === HEALTH_PATH) {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, { ...errorReply(405, 'method', `${HEALTH_PATH} answers GET`), headers: { allow: 'GET, HEAD' } });
    return send(res, { status: 200, body: { ok: true, ...opts.judge.health, keyid: opts.signer?.keyid ?? null } });
  }
  if (!(JUDGE_PATHS as readonly string[]).includes(path ?? '')) {
    return send(res, errorReply(404, 'not-found', `no such endpoint; POST ${JUDGE_PATHS.join(' or ')}, GET ${HEALTH_PATH}`));
  }
  if (req.method !== 'POST') return send(res, { ...errorReply(405, 'method', `${path} answers POST`), headers: { allow: 'POST' } });

  const header = req.headers['x-request-id'];
  const requestId = typeof header === 'string' && isLabel(header) ? header : newRequestId();
  if (opts.token !== undefined && !tokenMatches(req.headers.authorization, opts.token)) {
    return send(
      res,
      { ...errorReply(401, 'unauthorized', 'missing or wrong bearer token'), headers: { 'www-authenticate': 'Bearer' } },
      requestId,
    );
  }
  if (!isJsonContentType(req.headers['content-type'])) {
    return send(res, errorReply(415, 'request.content-type', 'send the request as application/json'), requestId);
  }
  const declared = Number(req.headers['content-length']);
  const tooLarge = errorReply(413, 'request.too-large', `request body over the ${max}-byte limit`);
  if (Number.isFinite(declared) && declared > max) {
    // Refuse before reading; close so the unread body is not parsed as the next request.
    return send(res, { ...tooLarge, headers: { connection: 'close' } }, requestId);
  }
  const body = await readBody(req, max);
  if (body === null) return send(res, { ...tooLarge, headers: { connection: 'close' } }, requestId);
  send(res, answerRequest(body, opts, requestId), requestId);
}

/** A node:http server for the contract; the caller listens and closes. */
export function createJudgeServer(opts: ServerOptions): Server {
  const server = createServer(
    {
      requestTimeout: opts.requestTimeoutMs ?? 30_000,
      headersTimeout: Math.min(opts.requestTimeoutMs ?? 30_000, 10_000),
      keepAliveTimeout: 5_000,
      maxHeaderSize: 16 * 1024,
    },
    (req, res) => {
      handle(req, res, opts).catch(() => {
        // A bug or a dropped connection: never leak the error text, and never leave the client hanging.
        if (!res.headersSent) send(res, errorReply(500, 'internal', 'internal error'));
        else res.destroy();
      });
    },
  );
  return server;
}
