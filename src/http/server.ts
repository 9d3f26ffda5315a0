/**
 * `judge serve`: a judge behind the HTTP contract (docs/http.md), so a fleet of gates can share
 * one versioned rule pack. The request handling is a pure function over body bytes
 * (`answerRequest`); the node:http layer around it bounds what a client may send (body size,
 * header and request time), routes, and maps typed errors to 4xx JSON `{error:{code,message}}`.
 */
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { assertCanonicalizable, canonicalJson, digestOf, digestOfChecked } from '../canonical/jcs.js';
import { JudgeError, UsageError } from '../errors.js';
import type { JudgeIdentity } from '../judge/types.js';
import type { Answers, Questions } from '../questions/types.js';
import type { State } from '../state/types.js';
import {
  DEFAULT_MAX_REQUEST_BYTES,
  RequestShapeError,
  decodeRequest,
  isLabel,
  parseRequestText,
  questionsOfTail,
  questionsTailAt,
  readWithQuestions,
  type JudgeRequest,
} from './contract.js';
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
  /** The body's JSON text when it is written already (answers); `body` is stringified otherwise. */
  text?: string;
  headers?: Record<string, string>;
}

const errorReply = (status: number, code: string, message: string, extra?: Record<string, unknown>): Reply => ({
  status,
  body: { error: { code, message, ...extra } },
});

/**
 * What a server keeps between requests, so that a fleet asking the same things over and over
 * pays for its question set and answer sets once (docs/design-and-performance.md): its identity's
 * JSON and JCS text, the question sets it checked last (frozen copies, with their digests once
 * asked for), and the JCS text of the answer sets it signed, by their JSON text. Bounded; a value
 * missing from it is simply computed.
 */
interface ServeMemo {
  judgeJson: string;
  /** The identity's JCS, UTF-8. */
  judgeJcs: Buffer;
  /** Most recent first; matched by value (sameJson), never by the request's objects. */
  questions: KnownQuestions[];
  /** JCS bytes (UTF-8) of answer sets, by their JSON text. */
  answersJcs: Map<string, Buffer>;
  /** The answer sets given last, most recent first; matched by value (sameJson, plain only). */
  answers: KnownAnswers[];
}

/** An answer set the judge gave, with its text: a fleet's calls get a few sets over and over. */
interface KnownAnswers {
  /**
   * Read back from `json` and deep-frozen: a copy that no one holding the judge's own objects can
   * change, and whose JSON text is `json` whatever those objects were (getters, proxies).
   */
  answers: Answers;
  json: string;
  /** Its JCS (UTF-8), once a signed answer needed it. */
  jcs?: Buffer;
}

interface KnownQuestions {
  /** Checked, deep-frozen; the very object every request asking them hands the judge. */
  questions: Questions;
  digest?: string;
  /** Tails of bodies that end with it as clients wrote it, as UTF-8 (contract.ts, questionsOfTail); at most TAILS_PER_SET. */
  tails: Buffer[];
  /** Bodies asking it whose tail could not be kept (another spelling, too long): past a few, none is tried. */
  misses: number;
  /** Bodies read in full that asked it: a tail is looked for from the second on, so a set asked once costs nothing more. */
  asked: number;
}

const QUESTIONS_MEMO_MAX = 16;
const TAILS_PER_SET = 2;
const TAIL_TRIES = 4;
/** A tail longer than this is read in full each time rather than kept: 16 sets × 2 tails × 64 KiB at most. */
const TAIL_MAX = 64 * 1024;
const ANSWERS_MEMO_MAX = 256;
/** Answer sets longer than this (as JSON) are not kept: a few dozen questions' answers take ~4 KiB. */
const ANSWERS_MEMO_ENTRY_MAX = 16 * 1024;
/** Answer sets matched by value before their JSON is written: over the rules corpus in order, 16 find 95 % of them. */
const ANSWER_SETS_TRIED = 16;
const memos = new WeakMap<ServedJudge, ServeMemo>();

function memoOf(judge: ServedJudge): ServeMemo {
  let memo = memos.get(judge);
  if (memo === undefined) {
    memo = {
      judgeJson: JSON.stringify(judge.identity),
      judgeJcs: Buffer.from(canonicalJson(judge.identity), 'utf8'),
      questions: [],
      answersJcs: new Map(),
      answers: [],
    };
    memos.set(judge, memo);
  }
  return memo;
}

/**
 * Deep equality of two JSON values: equal values have equal JCS. With `plainOnly`, also only when
 * JSON.stringify writes the same text for `b` as for `a`, a checked plain value: the same members
 * in the same order, the same primitives (`===`: a checked value holds no NaN or undefined, and 0
 * and -0 are both written 0), and only plain objects and arrays without a toJSON (own, not
 * enumerable, or read through a proxy) — an object of another class never matches.
 */
function sameJson(a: unknown, b: unknown, plainOnly = false): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (
    plainOnly &&
    (typeof (b as { toJSON?: unknown }).toJSON === 'function' ||
      Object.getPrototypeOf(b) !== (Array.isArray(b) ? Array.prototype : Object.prototype))
  )
    return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i], plainOnly)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || !sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], plainOnly)) return false;
  }
  return true;
}

/** The kept question set equal to `value` (raw or checked), moved to the front; undefined when none is. */
function findQuestions(memo: ServeMemo, value: unknown): KnownQuestions | undefined {
  const seen = memo.questions;
  for (let i = 0; i < seen.length; i++) {
    const hit = seen[i]!;
    if (sameJson(hit.questions, value)) return toFront(seen, i);
  }
  return undefined;
}

function toFront<T>(seen: T[], i: number): T {
  const hit = seen[i]!;
  // A loop over a few entries, not copyWithin: a built-in's code is out of the caches between
  // requests (docs/design-and-performance.md).
  for (let j = i; j > 0; j--) seen[j] = seen[j - 1]!;
  seen[0] = hit;
  return hit;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * The kept entry for a checked question set, kept now when it is new. A raw set equal to a kept
 * one was taken for it while parsing (checking a checked value gives it back unchanged), so a
 * fleet's repeated set reaches the judge as one object: the rules' plan of a question set is
 * kept per object, and its digest is found here by identity.
 */
function knownQuestions(memo: ServeMemo, questions: Questions): KnownQuestions {
  const hit = findQuestions(memo, questions);
  if (hit) return hit;
  // A frozen copy: the request's own objects could be changed by whoever holds them, the kept one not.
  const entry: KnownQuestions = { questions: deepFreeze(structuredClone(questions)), tails: [], misses: 0, asked: 0 };
  memo.questions.unshift(entry);
  if (memo.questions.length > QUESTIONS_MEMO_MAX) memo.questions.pop();
  return entry;
}

/** The kept set whose tail ends `body` and where that tail begins; undefined when none does. */
function keptTail(memo: ServeMemo, body: Uint8Array): { at: number; index: number } | undefined {
  const seen = memo.questions;
  for (let index = 0; index < seen.length; index++)
    for (const tail of seen[index]!.tails) {
      const at = body.length - tail.length;
      if (at > 0 && body[at] === 0x2c && tail.compare(body, at) === 0) return { at, index };
    }
  return undefined;
}

/**
 * Reads a body, taking its questions from the kept set whose tail ends it when there is one
 * (contract.ts, readWithQuestions), and otherwise in full; a set read in full a second time keeps
 * the tail it was written in, once questionsOfTail has read that tail on its own and found the same set.
 */
function readRequest(body: Uint8Array, memo: ServeMemo, maxBytes: number): { req: JudgeRequest; known: KnownQuestions } {
  const hit = body.length <= maxBytes ? keptTail(memo, body) : undefined;
  if (hit !== undefined) {
    const req = readWithQuestions(decodeRequest(body.subarray(0, hit.at), maxBytes), memo.questions[hit.index]!.questions);
    if (req !== undefined) return { req, known: toFront(memo.questions, hit.index) };
  }
  const text = decodeRequest(body, maxBytes);
  const req = parseRequestText(text, maxBytes, (raw) => findQuestions(memo, raw)?.questions);
  const known = knownQuestions(memo, req.questions);
  known.asked++;
  if (hit === undefined && known.asked > 1 && known.tails.length < TAILS_PER_SET && known.misses < TAIL_TRIES) {
    // Only the body's last TAIL_MAX characters are searched: a longer tail is not kept anyway.
    const from = Math.max(0, text.length - TAIL_MAX);
    const found = questionsTailAt(from > 0 ? text.slice(from) : text);
    const tail = found < 0 ? undefined : text.slice(from + found);
    const checked = tail === undefined ? undefined : questionsOfTail(tail);
    if (tail !== undefined && checked !== undefined && sameJson(checked, known.questions)) known.tails.push(Buffer.from(tail, 'utf8'));
    else known.misses++;
  }
  return { req, known };
}

/**
 * The JCS bytes of answers whose JSON text is `json`, `answers` being that text read back (a
 * checked value's JSON reads back as the same value): equal JSON text means equal values, hence
 * equal JCS.
 */
function answersJcsOf(memo: ServeMemo, answers: Answers, json: string): Buffer {
  let jcs = memo.answersJcs.get(json);
  if (jcs === undefined) {
    jcs = Buffer.from(canonicalJson(answers), 'utf8');
    if (json.length > ANSWERS_MEMO_ENTRY_MAX) return jcs;
    if (memo.answersJcs.size >= ANSWERS_MEMO_MAX) memo.answersJcs.delete(memo.answersJcs.keys().next().value!);
    memo.answersJcs.set(json, jcs);
  }
  return jcs;
}

/** Unsigned answers are sent as the judge gave them, checked or not; only checked ones are kept. */
function canonicalizable(answers: Answers): boolean {
  try {
    assertCanonicalizable(answers, 'answers');
    return true;
  } catch {
    return false;
  }
}

/**
 * The text of an answer set (its JSON, and its JCS when `signed`). The judge's objects are read
 * once, by JSON.stringify, after the JCS checks; the JCS is made from that text read back, so
 * the bytes signed and the text sent say the same whatever the objects do (a getter, a proxy).
 * A set equal to one given lately is not written again: `sameJson` with `plainOnly` holds only when
 * JSON.stringify would write the same text for both. The answers are the judge's for this
 * request every time; only their text is kept.
 */
function answersText(memo: ServeMemo, answers: Answers, signed: boolean): KnownAnswers {
  const seen = memo.answers;
  for (let i = 0; i < seen.length; i++) if (sameJson(seen[i]!.answers, answers, true)) return toFront(seen, i);
  // Signed, a set that fails the JCS checks is refused (NaN, undefined, an object of a class);
  // unsigned, it is sent as given and not kept.
  if (signed) assertCanonicalizable(answers, 'answers');
  else if (!canonicalizable(answers)) return { answers, json: JSON.stringify(answers) };
  const json = JSON.stringify(answers);
  const known: KnownAnswers = { answers: deepFreeze(JSON.parse(json) as Answers), json };
  if (signed) known.jcs = answersJcsOf(memo, known.answers, json);
  if (json.length > ANSWERS_MEMO_ENTRY_MAX) return known;
  seen.unshift(known);
  if (seen.length > ANSWER_SETS_TRIED) seen.pop();
  return known;
}

/** Handles one POST body. Pure but for the signer's key, the server's memo and the clock used for latency. */
export function answerRequest(body: Uint8Array, opts: ServerOptions, requestId: string): Reply {
  const started = performance.now();
  const memo = memoOf(opts.judge);
  let req: JudgeRequest;
  let known: KnownQuestions;
  try {
    ({ req, known } = readRequest(body, memo, opts.maxBodyBytes ?? DEFAULT_MAX_REQUEST_BYTES));
  } catch (err) {
    if (err instanceof RequestShapeError) return errorReply(400, err.code, err.message, { problems: err.problems.slice(0, 50) });
    if (err instanceof UsageError) return errorReply(err.code === 'request.too-large' ? 413 : 400, err.code, err.message);
    throw err;
  }
  let answers: Answers;
  try {
    answers = opts.judge.answer(req.state, known.questions);
  } catch (err) {
    // The request was well-formed but asks what this judge cannot answer (a key it has no rule for).
    if (err instanceof JudgeError && err.kind === 'usage') return errorReply(422, err.code, err.message);
    throw err;
  }
  // The response is written from the parts' JSON text: the answers' is written once (or not at
  // all, for a set given lately), for the response and as the key of their JCS text, and the
  // identity's never.
  const text = answersText(memo, answers, opts.signer !== undefined);
  const answersJson = text.json;
  let signature = '';
  if (opts.signer) {
    const sig = opts.signer.signCanonical({
      // parseJudgeRequest checked the state with assertCanonicalizable.
      state_digest: digestOfChecked(req.state),
      questions_digest: (known.digest ??= digestOf(known.questions)),
      judgeJcs: memo.judgeJcs,
      answersJcs: (text.jcs ??= answersJcsOf(memo, text.answers, answersJson)),
    });
    signature = `,"signature":${JSON.stringify(sig)}`;
  }
  // A finite number: written as JSON.stringify writes it.
  const latency = Math.round((performance.now() - started) * 1000) / 1000;
  // Members in the order of the documented response: judge, answers, latency_ms, request_id, signature.
  return {
    status: 200,
    body: undefined,
    text: `{"judge":${memo.judgeJson},"answers":${answersJson},"latency_ms":${latency},"request_id":${JSON.stringify(requestId)}${signature}}`,
  };
}

function send(res: ServerResponse, reply: Reply, requestId?: string): void {
  const text = reply.text ?? JSON.stringify(reply.body);
  // Names and values in one flat list, as writeHead takes them: node:http walks it by index,
  // where an object is walked with for…in and an own-property check per name.
  const headers: Array<string | number> = [
    'content-type',
    'application/json; charset=utf-8',
    'content-length',
    Buffer.byteLength(text),
    'cache-control',
    'no-store',
    'x-content-type-options',
    'nosniff',
  ];
  if (requestId !== undefined) headers.push('x-request-id', requestId);
  if (reply.headers !== undefined) for (const name in reply.headers) headers.push(name, reply.headers[name]!);
  res.writeHead(reply.status, headers);
  res.end(text);
}

function isJsonContentType(value: string | undefined): boolean {
  // What clients send, taken without splitting and lowercasing it.
  if (value === undefined || value === 'application/json') return true;
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

/**
 * Reads the body up to `max` bytes and hands it to `done`, or null once the cap is passed (the
 * rest is not buffered); `fail` on a stream error. A body in one chunk, as most are, is used as
 * it came. Callbacks rather than a promise: a client that hangs up mid-body leaves nothing
 * waiting, and a request costs no promise or async frame.
 */
function readBody(req: IncomingMessage, max: number, done: (body: Buffer | null) => void, fail: () => void): void {
  let first: Buffer | undefined;
  let chunks: Buffer[] | undefined;
  let size = 0;
  let over = false;
  req.on('data', (chunk: Buffer) => {
    if (over) return;
    size += chunk.length;
    if (size > max) {
      over = true;
      req.pause();
      done(null);
      return;
    }
    if (first === undefined) first = chunk;
    else (chunks ??= [first]).push(chunk);
  });
  req.on('end', () => {
    if (over) return;
    over = true;
    done(chunks !== undefined ? Buffer.concat(chunks, size) : (first ?? Buffer.alloc(0)));
  });
  req.on('error', () => {
    if (over) return;
    over = true;
    fail();
  });
}

/** A bug or a dropped connection: never leak the error text, and never leave the client hanging. */
function internalError(res: ServerResponse): void {
  if (!res.headersSent) send(res, errorReply(500, 'internal', 'internal error'));
  else res.destroy();
}

/** The reply to GET /healthz, or to a path or method the server does not serve; null for a POST to the judge. */
function routeReply(req: IncomingMessage, path: string, opts: ServerOptions): Reply | null {
  if (path === HEALTH_PATH) {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return { ...errorReply(405, 'method', `${HEALTH_PATH} answers GET`), headers: { allow: 'GET, HEAD' } };
    return { status: 200, body: { ok: true, ...opts.judge.health, keyid: opts.signer?.keyid ?? null } };
  }
  if (path !== JUDGE_PATHS[0] && path !== JUDGE_PATHS[1])
    return errorReply(404, 'not-found', `no such endpoint; POST ${JUDGE_PATHS.join(' or ')}, GET ${HEALTH_PATH}`);
  if (req.method !== 'POST') return { ...errorReply(405, 'method', `${path} answers POST`), headers: { allow: 'POST' } };
  return null;
}

/** The refusal of a POST before its body is read (token, media type, declared size); null to read it. */
function admissionReply(req: IncomingMessage, opts: ServerOptions, max: number): Reply | null {
  if (opts.token !== undefined && !tokenMatches(req.headers.authorization, opts.token))
    return { ...errorReply(401, 'unauthorized', 'missing or wrong bearer token'), headers: { 'www-authenticate': 'Bearer' } };
  if (!isJsonContentType(req.headers['content-type']))
    return errorReply(415, 'request.content-type', 'send the request as application/json');
  const declared = Number(req.headers['content-length']);
  // Refused before reading; tooLarge closes, so the unread body is not parsed as the next request.
  if (Number.isFinite(declared) && declared > max) return tooLarge(max);
  return null;
}

function handle(req: IncomingMessage, res: ServerResponse, opts: ServerOptions): void {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const routed = routeReply(req, path, opts);
  if (routed !== null) {
    send(res, routed);
    return;
  }
  const header = req.headers['x-request-id'];
  const requestId = typeof header === 'string' && isLabel(header) ? header : newRequestId();
  const max = opts.maxBodyBytes ?? DEFAULT_MAX_REQUEST_BYTES;
  const refused = admissionReply(req, opts, max);
  if (refused !== null) {
    send(res, refused, requestId);
    return;
  }
  readBody(
    req,
    max,
    (body) => {
      try {
        send(res, body === null ? tooLarge(max) : answerRequest(body, opts, requestId), requestId);
      } catch {
        internalError(res);
      }
    },
    () => internalError(res),
  );
}

const tooLarge = (max: number): Reply => ({
  ...errorReply(413, 'request.too-large', `request body over the ${max}-byte limit`),
  headers: { connection: 'close' },
});

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
      try {
        handle(req, res, opts);
      } catch {
        internalError(res);
      }
    },
  );
  return server;
}
