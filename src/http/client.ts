/**
 * The HTTP judge (docs/http.md): `POST {state, questions}` to a judge that speaks the
 * contract, under one total deadline that covers connecting, the headers and a body that drips,
 * with the body read in a stream and cut off past its cap. Redirects are never followed (a 3xx
 * is an unavailable judge: a judge that moved must be re-pinned by the user, not by the network).
 * Everything that is not a 2xx answer in form is JudgeUnavailableError (exit 3); a co-signature
 * that fails a pinned key is BadAnswerError (exit 4). The token goes only into the Authorization
 * header: no message built here ever includes a header value.
 *
 * Loaded lazily (undici is kept off the start-up path of the rules judge).
 */
import { Agent, request } from 'undici';
import { canonicalBytes, digestBytes, digestOf } from '../canonical/jcs.js';
import { BadAnswerError, JudgeUnavailableError, UsageError, type UsageCode } from '../errors.js';
import type { Judge, RawJudgement } from '../judge/types.js';
import type { Questions } from '../questions/types.js';
import type { State } from '../state/types.js';
import { DEFAULT_MAX_RESPONSE_BYTES, isLabel, parseJudgeResponse } from './contract.js';
import { checkCosignature } from '../receipts/answer-signature.js';
import { checkJudgeUrl, displayUrl } from './url.js';
import { firstNonVisibleAscii } from '../wire/text.js';

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Bounds on the options themselves, so a typo cannot make the deadline or the cap meaningless. */
export const MAX_TIMEOUT_MS = 10 * 60_000;
export const MAX_BODY_LIMIT = 64 * 1024 * 1024;

export interface HttpJudgeOptions {
  url: string;
  /** Total deadline in ms for one ask: connect, headers and body (default 10 000). */
  timeoutMs?: number;
  /** Largest response body accepted, in bytes (default 1 MiB). */
  maxBodyBytes?: number;
  /** Allow plain http to a host that is not loopback. */
  allowInsecure?: boolean;
  /** Bearer token; never logged, never in an error, never in a receipt. */
  token?: string;
  /** A pinned raw 32-byte Ed25519 public key: answers must carry a co-signature by it. */
  judgeKey?: Uint8Array;
}

/** Marks our own deadline, so an abort is told apart from any other failure. */
class DeadlineReached extends Error {}

function checkToken(token: string): string {
  if (token.length === 0 || token.length > 8192) throw new UsageError('http.token', 'token: must be 1 to 8192 characters');
  // Header-safe visible ASCII only; the value itself is never echoed.
  const bad = firstNonVisibleAscii(token);
  if (bad >= 0) throw new UsageError('http.token', `token: holds a character that cannot go in an HTTP header (at offset ${bad})`);
  return token;
}

function checkPositiveInt(value: number, max: number, code: UsageCode, what: string): number {
  if (!Number.isSafeInteger(value) || value <= 0 || value > max)
    throw new UsageError(code, `${what}: expected an integer in 1..${max}, got ${String(value)}`);
  return value;
}

const TRANSPORT_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  UND_ERR_SOCKET: 'connection closed before a full response',
  UND_ERR_CLOSED: 'connection closed',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_CONNECT_TIMEOUT: 'connect timed out',
  UND_ERR_HEADERS_TIMEOUT: 'timed out waiting for headers',
  UND_ERR_BODY_TIMEOUT: 'timed out reading the body',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'body shorter or longer than its Content-Length',
  HPE_INVALID_CONSTANT: 'not an HTTP response',
};

function errorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Drops a body we will not read; undici reports the destroy as an error nobody needs. */
/** How much of a refusal's body (a 4xx/5xx) is read, and how much of it is shown. */
export const ERROR_BODY_READ_BYTES = 4096;
export const ERROR_BODY_SHOWN_CHARS = 300;

/**
 * What a judge said when it refused (a 422 names the field it could not take): read within
 * the deadline up to ERROR_BODY_READ_BYTES, then reduced to one line of printable text at most
 * ERROR_BODY_SHOWN_CHARS long. From a contract error `{error: {code, message}}` (what `judge
 * serve` sends) the code and message; otherwise the text itself. Never the token: a judge could
 * echo the request's headers back.
 */
export function describeErrorBody(bytes: Buffer, token: string | undefined): string {
  let text = bytes.toString('utf8');
  try {
    const v = JSON.parse(text) as { error?: unknown; message?: unknown; detail?: unknown };
    const e = v?.error;
    if (e && typeof e === 'object') {
      const { code, message } = e as { code?: unknown; message?: unknown };
      text = [code, message].filter((x) => typeof x === 'string').join(': ') || text;
    } else if (typeof e === 'string') text = e;
    else if (typeof v?.message === 'string') text = v.message;
    else if (typeof v?.detail === 'string') text = v.detail;
  } catch {
    // Not JSON (an HTML error page, plain text): shown as text.
  }
  if (token) text = text.split(token).join('[token]');
  let out = '';
  let space = false;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    // Controls (C0, DEL, C1), and bidi/zero-width format characters that could disguise the line.
    const hidden =
      c < 0x20 ||
      (c >= 0x7f && c <= 0x9f) ||
      (c >= 0x200b && c <= 0x200f) ||
      (c >= 0x202a && c <= 0x202e) ||
      (c >= 0x2066 && c <= 0x2069) ||
      c === 0xfeff;
    if (hidden || ch === ' ') {
      space = out.length > 0;
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += ch;
    if (out.length > ERROR_BODY_SHOWN_CHARS) return `${out.slice(0, ERROR_BODY_SHOWN_CHARS)}…`;
  }
  return out;
}

/** Reads at most `limit` bytes of a body, then lets the rest go. */
async function readSome(body: NodeJS.ReadableStream & { destroy(): void }, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      const buf = chunk as Buffer;
      chunks.push(buf);
      size += buf.length;
      if (size >= limit) break;
    }
  } finally {
    discard(body);
  }
  return Buffer.concat(chunks, size).subarray(0, limit);
}

function discard(body: NodeJS.ReadableStream & { destroy(): void }): void {
  body.on('error', () => undefined);
  body.destroy();
}

export class HttpJudge implements Judge {
  readonly url: URL;
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
  readonly #token: string | undefined;
  readonly #judgeKey: Uint8Array | undefined;
  readonly #where: string;
  #agent: Agent | undefined;

  constructor(opts: HttpJudgeOptions) {
    this.url = checkJudgeUrl(opts.url, Boolean(opts.allowInsecure));
    this.timeoutMs = checkPositiveInt(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS, 'http.timeout', '--timeout');
    this.maxBodyBytes = checkPositiveInt(opts.maxBodyBytes ?? DEFAULT_MAX_RESPONSE_BYTES, MAX_BODY_LIMIT, 'http.max-body', '--max-body');
    this.#token = opts.token === undefined ? undefined : checkToken(opts.token);
    if (opts.judgeKey !== undefined && opts.judgeKey.length !== 32) {
      throw new UsageError('judge-key.invalid', `--judge-key: expected a 32-byte Ed25519 public key, got ${opts.judgeKey.length} bytes`);
    }
    this.#judgeKey = opts.judgeKey ? Uint8Array.from(opts.judgeKey) : undefined;
    this.#where = displayUrl(this.url);
  }

  /** Keeps the token out of util.inspect and JSON.stringify of the judge. */
  toJSON(): object {
    return { url: this.#where, timeoutMs: this.timeoutMs, maxBodyBytes: this.maxBodyBytes, token: this.#token ? '[set]' : undefined };
  }

  #dispatcher(): Agent {
    // Keep-alive pays off when one process asks many times (tests, gates); one connection is plenty.
    this.#agent ??= new Agent({ connections: 8, keepAliveTimeout: 4_000, connectTimeout: this.timeoutMs });
    return this.#agent;
  }

  /** Closes pooled connections; a one-shot CLI process need not call it. */
  async close(): Promise<void> {
    const agent = this.#agent;
    this.#agent = undefined;
    if (agent) await agent.close();
  }

  async ask(state: State, questions: Questions): Promise<RawJudgement> {
    const stateDigest = digestOf(state);
    const questionsDigest = digestOf(questions);
    const requestBody = canonicalBytes({ state, questions });
    const started = performance.now();
    const { body, requestIdHeader } = await this.#post(requestBody);
    const latency = Math.round(performance.now() - started);

    const res = parseJudgeResponse(body, this.#where, this.maxBodyBytes);
    const raw: RawJudgement = {
      judge: res.judge,
      answers: res.answers,
      latency_ms: latency,
      response_digest: digestBytes(body),
    };
    const requestId = res.request_id ?? requestIdHeader;
    if (requestId !== undefined) raw.request_id = requestId;

    if (this.#judgeKey) {
      // Checked before anything is decided; without a pin, a signature is neither trusted nor carried.
      const check = checkCosignature(
        { state_digest: stateDigest, questions_digest: questionsDigest, judge: res.judge, answers: res.answers },
        res.signatureMalformed ? null : res.signature,
        this.#judgeKey,
      );
      if (!check.ok) throw new BadAnswerError(check.code, `bad answer from ${this.#where}: ${check.reason}`, [check.reason]);
      raw.signature = res.signature!;
    }
    return raw;
  }

  /** One POST under the total deadline; returns the raw 2xx body. */
  async #post(payload: Buffer): Promise<{ body: Buffer; requestIdHeader?: string }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DeadlineReached()), this.timeoutMs);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'user-agent': 'judge' };
    if (this.#token !== undefined) headers.authorization = `Bearer ${this.#token}`;
    try {
      const res = await request(this.url, {
        method: 'POST',
        headers,
        body: payload,
        signal: controller.signal,
        dispatcher: this.#dispatcher(),
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      const status = res.statusCode;
      if (status >= 300 && status < 400) {
        discard(res.body);
        throw new JudgeUnavailableError('http.status', `judge at ${this.#where} unavailable: HTTP ${status} (a redirect: not followed)`);
      }
      if (status < 200 || status > 299) {
        // What the judge said is what the user needs to fix the request (a 422 names the field).
        const said = describeErrorBody(await readSome(res.body, ERROR_BODY_READ_BYTES), this.#token);
        throw new JudgeUnavailableError('http.status', `judge at ${this.#where} unavailable: HTTP ${status}${said ? `: ${said}` : ''}`);
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > this.maxBodyBytes) {
        discard(res.body);
        throw this.#oversize();
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        const buf = chunk as Buffer;
        size += buf.length;
        if (size > this.maxBodyBytes) {
          // Stop reading at the cap: the rest of the body is never buffered.
          discard(res.body);
          throw this.#oversize();
        }
        chunks.push(buf);
      }
      const header = res.headers['x-request-id'];
      const requestIdHeader = typeof header === 'string' && isLabel(header) ? header : undefined;
      return requestIdHeader === undefined ? { body: Buffer.concat(chunks, size) } : { body: Buffer.concat(chunks, size), requestIdHeader };
    } catch (err) {
      if (err instanceof JudgeUnavailableError) throw err;
      if (controller.signal.aborted) {
        throw new JudgeUnavailableError('http.timeout', `judge at ${this.#where} unavailable: no full answer within ${this.timeoutMs} ms`);
      }
      const code = errorCode(err);
      const reason =
        (code && TRANSPORT_REASONS[code]) ?? (code?.startsWith('ERR_TLS') || code?.includes('CERT') ? 'TLS failure' : 'request failed');
      const isTimeout = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT';
      // The code is safe to show; undici's own message is not echoed, to keep any request detail out.
      const deadline = isTimeout ? `, no full answer within ${this.timeoutMs} ms` : '';
      throw new JudgeUnavailableError(
        isTimeout ? 'http.timeout' : 'http.transport',
        `judge at ${this.#where} unavailable: ${reason}${deadline}${code ? ` (${code})` : ''}`,
        {
          cause: code,
        },
      );
    } finally {
      clearTimeout(timer);
    }
  }

  #oversize(): JudgeUnavailableError {
    return new JudgeUnavailableError(
      'http.body-too-large',
      `judge at ${this.#where} unavailable: response body over the ${this.maxBodyBytes}-byte limit`,
    );
  }
}
