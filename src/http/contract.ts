/**
 * The HTTP judge contract (docs/http.md: any judge that speaks it can answer), both directions, as pure functions
 * over bytes: the client reads a judge's response with `parseJudgeResponse`, `judge serve`
 * reads a request with `parseJudgeRequest`. Untrusted JSON is bounded (size, depth), parsed into
 * `unknown`, checked field by field with every fault named by its path, and only then typed.
 * The normative shapes are schemas/http-request.json and schemas/http-response.json.
 */
import { DIGEST_PATTERN, assertCanonicalizable } from '../canonical/jcs.js';
import { BadAnswerError, JudgeError, JudgeUnavailableError, UsageError, type ErrorCode, type JudgeUnavailableCode } from '../errors.js';
import type { JudgeIdentity, JudgeSignature } from '../judge/types.js';
import type { Questions } from '../questions/types.js';
import { isQuestionKey, validateQuestion } from '../questions/validate.js';
import type { State } from '../state/types.js';
import { MAX_JSON_DEPTH, decodeJsonBytes, isRecord, parseJsonBytes, parseJsonText, scanJson } from '../wire/json.js';
import { isPrintableText, isVisibleAscii } from '../wire/text.js';

/** Default cap on a judge's response body (1 MiB, docs/http.md). */
export const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;
/** Default cap on a request body `judge serve` reads. */
export const DEFAULT_MAX_REQUEST_BYTES = 1024 * 1024;
/** Most questions one request may ask; the rule pack has a few dozen keys at most. */
export const MAX_QUESTIONS = 256;
/** Longest identity field, request id, key id or signature text we carry into a receipt. */
export const MAX_LABEL_LENGTH = 200;
const MAX_SIGNATURE_LENGTH = 512;

export interface JudgeRequest {
  state: State;
  questions: Questions;
}

/** A response that is an answer in form; `answers` is still unvalidated. */
export interface JudgeResponse {
  judge: JudgeIdentity;
  answers: unknown;
  /** The judge's own account of its latency; we record our own measurement instead. */
  latency_ms?: number;
  request_id?: string;
  signature?: JudgeSignature;
}

function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

/** Printable ASCII without spaces: safe to put in a receipt, a log line or a header. */
export function isLabel(v: unknown, max = MAX_LABEL_LENGTH): v is string {
  return isVisibleAscii(v, max);
}

/** A judge identity field: 1..200 characters with no control characters. */
const isIdentityText = (v: unknown): v is string => isPrintableText(v, MAX_LABEL_LENGTH);

/** Checks a judge identity; pushes `judge.<field>` problems. Unknown fields are refused: the identity is signed into receipts. */
export function checkJudgeIdentity(raw: unknown, problems: string[]): JudgeIdentity | undefined {
  if (!isRecord(raw)) {
    problems.push(`judge: expected an object {model, provider, kind, replayable}, got ${kindOf(raw)}`);
    return undefined;
  }
  const before = problems.length;
  for (const field of ['model', 'provider', 'kind'] as const) {
    if (!isIdentityText(raw[field])) problems.push(`judge.${field}: expected a string of 1 to ${MAX_LABEL_LENGTH} printable characters`);
  }
  if (typeof raw.replayable !== 'boolean') problems.push('judge.replayable: expected true or false');
  if (raw.rules_digest !== undefined && !(typeof raw.rules_digest === 'string' && DIGEST_PATTERN.test(raw.rules_digest))) {
    problems.push('judge.rules_digest: expected sha256:<64 lowercase hex>');
  }
  for (const field of Object.keys(raw)) {
    if (!['model', 'provider', 'kind', 'replayable', 'rules_digest'].includes(field)) problems.push(`judge.${field}: unknown field`);
  }
  if (problems.length > before) return undefined;
  const judge: JudgeIdentity = {
    model: raw.model as string,
    provider: raw.provider as string,
    kind: raw.kind as string,
    replayable: raw.replayable as boolean,
  };
  if (raw.rules_digest !== undefined) judge.rules_digest = raw.rules_digest as string;
  return judge;
}

/** Checks a `{keyid, sig}` object; null when it is not one. */
export function checkSignatureShape(raw: unknown): JudgeSignature | null {
  if (!isRecord(raw) || Object.keys(raw).length !== 2) return null;
  if (!isLabel(raw.keyid) || !isLabel(raw.sig, MAX_SIGNATURE_LENGTH)) return null;
  return { keyid: raw.keyid, sig: raw.sig };
}

function unavailable(code: JudgeUnavailableCode, message: string, cause?: unknown): JudgeUnavailableError {
  return new JudgeUnavailableError(code, message, cause === undefined ? undefined : { cause });
}

/** What reading a body can refuse, as the body of a judge that did not answer. */
const BODY_CODES: Partial<Record<ErrorCode, JudgeUnavailableCode>> = {
  'input.too-large': 'http.body-too-large',
  'input.utf8': 'http.body-utf8',
  'json.too-deep': 'http.body-too-deep',
  'input.json': 'http.body-json',
};

/**
 * Reads a judge's 2xx body. Anything that is not an answer in form — not UTF-8, not JSON, too
 * deep, not an object with `judge` and `answers`, a malformed identity — means the judge did not
 * answer: JudgeUnavailableError (exit 3). Whether the answers answer the questions is for
 * validateAnswers (exit 4). A present but malformed `signature` is kept as `null` so a pinned key
 * can refuse it; extra top-level fields are ignored (they reach no decision and no receipt).
 * `where` names the judge (a display URL, never with credentials).
 */
export function parseJudgeResponse(
  body: Uint8Array,
  where: string,
  maxBytes = DEFAULT_MAX_RESPONSE_BYTES,
): JudgeResponse & { signatureMalformed: boolean } {
  const prefix = `judge at ${where} unavailable: `;
  let parsed: unknown;
  try {
    parsed = parseJsonBytes(body, 'response body', maxBytes);
  } catch (err) {
    // A key given twice is an answer that reads two ways (JSON.parse keeps the last): refused as a bad answer, not taken as given.
    if (err instanceof JudgeError && err.code === 'json.duplicate-key')
      throw new BadAnswerError('answer.duplicate-key', `bad answer from ${where}: ${err.message}`, [err.message], { cause: err });
    if (err instanceof JudgeError)
      throw unavailable(BODY_CODES[(err as JudgeError).code] ?? 'http.body-json', `${prefix}${err.message}`, err);
    throw err;
  }
  if (!isRecord(parsed))
    throw unavailable('http.body-not-answer', `${prefix}response body is ${kindOf(parsed)}, not an answer {judge, answers}`);
  const missing = ['judge', 'answers'].filter((k) => !Object.hasOwn(parsed, k));
  if (missing.length > 0)
    throw unavailable('http.body-not-answer', `${prefix}response body is not an answer (no ${missing.join(' and no ')})`);

  const problems: string[] = [];
  const judge = checkJudgeIdentity(parsed.judge, problems);
  if (
    parsed.latency_ms !== undefined &&
    !(typeof parsed.latency_ms === 'number' && Number.isFinite(parsed.latency_ms) && parsed.latency_ms >= 0)
  ) {
    problems.push('latency_ms: expected a non-negative number');
  }
  if (parsed.request_id !== undefined && !isLabel(parsed.request_id)) {
    problems.push(`request_id: expected 1 to ${MAX_LABEL_LENGTH} printable ASCII characters without spaces`);
  }
  if (problems.length > 0 || !judge) {
    throw unavailable('http.body-not-answer', `${prefix}response body is not an answer (${problems.slice(0, 5).join('; ')})`);
  }
  const out: JudgeResponse & { signatureMalformed: boolean } = { judge, answers: parsed.answers, signatureMalformed: false };
  if (parsed.latency_ms !== undefined) out.latency_ms = parsed.latency_ms as number;
  if (parsed.request_id !== undefined) out.request_id = parsed.request_id as string;
  if (parsed.signature !== undefined) {
    const sig = checkSignatureShape(parsed.signature);
    if (sig) out.signature = sig;
    else out.signatureMalformed = true;
  }
  return out;
}

const STATE_FIELDS = [
  'tool',
  'capability',
  'input',
  'workspace_root',
  'home',
  'permission_mode',
  'network_scope',
  'amount_bound',
  'recent',
  'nonce',
  'content',
];

/** A content state's `content` (docs/content.md): the text and its source, and for a window where it sits. */
function checkContent(raw: unknown, problems: string[]): void {
  if (!isRecord(raw)) {
    problems.push(`state.content: expected an object {source, text}, got ${kindOf(raw)}`);
    return;
  }
  for (const field of Object.keys(raw))
    if (!['source', 'text', 'tool', 'window', 'redacted'].includes(field))
      problems.push(`state.content.${field.slice(0, 64)}: unknown field`);
  if (typeof raw.text !== 'string') problems.push('state.content.text: expected a string');
  if (!isIdentityText(raw.source)) problems.push('state.content.source: expected a source name');
  if (raw.tool !== undefined && !isIdentityText(raw.tool)) problems.push('state.content.tool: expected a tool name (1 to 200 characters)');
  if (raw.redacted !== undefined && typeof raw.redacted !== 'boolean') problems.push('state.content.redacted: expected true or false');
  if (raw.window !== undefined) {
    const w = raw.window;
    const ok =
      isRecord(w) &&
      ['index', 'count', 'start', 'end'].every((k) => Number.isSafeInteger(w[k]) && (w[k] as number) >= 0) &&
      Object.keys(w).length === 4;
    if (!ok) problems.push('state.content.window: expected {index, count, start, end} of non-negative integers');
  }
}

/** Checks a state received over the wire (the shape in docs/concepts.md); every fault pushed with its `state.` path. */
export function checkState(raw: unknown, problems: string[]): State | undefined {
  if (!isRecord(raw)) {
    problems.push(`state: expected an object, got ${kindOf(raw)}`);
    return undefined;
  }
  const before = problems.length;
  for (const field of Object.keys(raw)) if (!STATE_FIELDS.includes(field)) problems.push(`state.${field}: unknown field`);
  if (!isIdentityText(raw.tool)) problems.push('state.tool: expected a tool name (1 to 200 characters)');
  if (!isIdentityText(raw.capability)) problems.push('state.capability: expected a capability (1 to 200 characters)');
  if (!isRecord(raw.input)) problems.push(`state.input: expected an object, got ${kindOf(raw.input)}`);
  if (typeof raw.workspace_root !== 'string' || !raw.workspace_root.startsWith('/'))
    problems.push('state.workspace_root: expected an absolute path');
  if (raw.home !== undefined && !(typeof raw.home === 'string' && raw.home.startsWith('/') && raw.home.length <= 4096))
    problems.push('state.home: expected an absolute path');
  if (raw.permission_mode !== undefined && !isIdentityText(raw.permission_mode))
    problems.push('state.permission_mode: expected a mode name (1 to 200 characters)');
  if (raw.network_scope !== undefined) {
    if (!Array.isArray(raw.network_scope) || !raw.network_scope.every((h) => typeof h === 'string' && h.length > 0 && h.length <= 260)) {
      problems.push('state.network_scope: expected an array of host patterns');
    }
  }
  if (
    raw.amount_bound !== undefined &&
    !(typeof raw.amount_bound === 'number' && Number.isFinite(raw.amount_bound) && raw.amount_bound >= 0)
  ) {
    problems.push('state.amount_bound: expected a finite non-negative number');
  }
  if (raw.recent !== undefined && !(Array.isArray(raw.recent) && raw.recent.every(isRecord)))
    problems.push('state.recent: expected an array of objects');
  if (raw.nonce !== undefined && !isLabel(raw.nonce)) problems.push('state.nonce: expected a short printable string');
  if (raw.content !== undefined) checkContent(raw.content, problems);
  if (problems.length > before) return undefined;
  try {
    // Numbers and strings must survive JCS unchanged, or the state digest would not replay.
    assertCanonicalizable(raw, 'state');
  } catch (err) {
    problems.push(err instanceof Error ? err.message : 'state: not canonical JSON');
    return undefined;
  }
  return raw as unknown as State;
}

/** Checks the questions of a request: keys, count, and each definition (validateQuestion). */
export function checkQuestions(raw: unknown, problems: string[]): Questions | undefined {
  if (!isRecord(raw)) {
    problems.push(`questions: expected an object {key: {type, instructions, …}}, got ${kindOf(raw)}`);
    return undefined;
  }
  const keys = Object.keys(raw);
  if (keys.length === 0) problems.push('questions: asks nothing');
  if (keys.length > MAX_QUESTIONS) {
    problems.push(`questions: ${keys.length} questions is over the limit of ${MAX_QUESTIONS}`);
    return undefined;
  }
  const out: Questions = {};
  const before = problems.length;
  for (const key of keys) {
    if (!isQuestionKey(key)) {
      problems.push(`questions.${key.slice(0, 64)}: not a question key (lowercase letter first, then a-z 0-9 _ . -)`);
      continue;
    }
    try {
      out[key] = validateQuestion(`questions.${key}`, raw[key]);
    } catch (err) {
      problems.push(err instanceof Error ? err.message : `questions.${key}: invalid`);
    }
  }
  return problems.length > before || keys.length === 0 ? undefined : out;
}

/**
 * Reads a request body for `judge serve`: `{state, questions}` and nothing else. Every fault is a
 * UsageError (the server answers 4xx): `request.json` for bytes that are not bounded JSON,
 * `request.shape` listing every bad path. `known` may vouch for the raw questions: it returns a
 * question set checked before whose value equals them (checking them again would give that
 * value), which is used instead of checking them; undefined, and they are checked.
 */
export function parseJudgeRequest(
  body: Uint8Array,
  maxBytes = DEFAULT_MAX_REQUEST_BYTES,
  known?: (raw: unknown) => Questions | undefined,
): JudgeRequest {
  return parseRequestText(decodeRequest(body, maxBytes), maxBytes, known);
}

/** A request body's text: bounded, strict UTF-8 (`request.too-large`, `request.json`). */
export function decodeRequest(body: Uint8Array, maxBytes = DEFAULT_MAX_REQUEST_BYTES): string {
  try {
    return decodeJsonBytes(body, 'request body', maxBytes);
  } catch (err) {
    throw requestError(err);
  }
}

function requestError(err: unknown): unknown {
  if (err instanceof UsageError)
    return new UsageError(err.code === 'input.too-large' ? 'request.too-large' : 'request.json', err.message, { cause: err });
  return err;
}

/** parseJudgeRequest over the body's text (decodeRequest). */
export function parseRequestText(
  text: string,
  maxBytes = DEFAULT_MAX_REQUEST_BYTES,
  known?: (raw: unknown) => Questions | undefined,
): JudgeRequest {
  let parsed: unknown;
  try {
    parsed = parseJsonText(text, 'request body', maxBytes);
  } catch (err) {
    throw requestError(err);
  }
  if (!isRecord(parsed))
    throw new UsageError('request.shape', `request body: expected a JSON object {state, questions}, got ${kindOf(parsed)}`);
  const problems: string[] = [];
  for (const field of Object.keys(parsed))
    if (field !== 'state' && field !== 'questions') problems.push(`${field.slice(0, 64)}: unknown field`);
  const state = checkState(parsed.state, problems);
  const questions = known?.(parsed.questions) ?? checkQuestions(parsed.questions, problems);
  if (problems.length > 0 || !state || !questions) {
    throw new RequestShapeError(problems);
  }
  return { state, questions };
}

/*
 * A fleet's gates send the same few question sets, written the same way, at the end of every
 * body (`{"state":…,"questions":…}`), and the questions are most of a body's bytes. So a server
 * may read a body whose tail it has seen as a question set's text without parsing that tail
 * again: the tail `,"questions":Q}` (blanks allowed where JSON allows them) was read once in full
 * (questionsOfTail: Q is one JSON value, with no key given twice, nested at most 63 deep, and
 * checks as the kept set), and what comes before it, closed with `}`, reads as an object holding
 * only `state` (readWithQuestions). Then the body is that object with the member `questions: Q`
 * added — nothing else in it can be read another way — so reading it in full would give the
 * same state and the same checked questions. Anything else goes the full way, which names every
 * fault as before. The server compares tails as bytes and decodes only the head: a tail begins
 * with an ASCII comma, so no UTF-8 sequence is cut. docs/design-and-performance.md (`judge
 * serve`, per request).
 */

const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/** Where the last `"questions"` member of a body would begin (its comma); -1 when none can end it. */
export function questionsTailAt(text: string): number {
  const key = text.lastIndexOf('"questions"');
  let i = key - 1;
  while (i >= 0 && isBlank(text.charCodeAt(i))) i--;
  return key > 0 && text.charCodeAt(i) === 44 ? i : -1;
}

/** The checked question set a tail `,"questions":Q}` asks, when it is exactly that member closing a body; undefined otherwise. */
export function questionsOfTail(tail: string): Questions | undefined {
  if (tail.charCodeAt(0) !== 44) return undefined;
  let i = 1;
  while (isBlank(tail.charCodeAt(i))) i++;
  if (!tail.startsWith('"questions"', i)) return undefined;
  i += 11;
  while (isBlank(tail.charCodeAt(i))) i++;
  if (tail.charCodeAt(i) !== 58) return undefined;
  let end = tail.length - 1;
  while (end > i && isBlank(tail.charCodeAt(end))) end--;
  if (tail.charCodeAt(end) !== 125) return undefined;
  const text = tail.slice(i + 1, end);
  // Nested one level down in the body: the depth left for it is one less.
  if (scanJson(text, MAX_JSON_DEPTH - 1) !== null) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const problems: string[] = [];
  const questions = checkQuestions(raw, problems);
  return problems.length === 0 ? questions : undefined;
}

/**
 * The request a body asks when it is `head` followed by the tail of a question set read before
 * (questionsOfTail gave `questions` for it): only the head is read. Undefined when the head,
 * closed with `}`, is not a well-formed `{state}` with a valid state — the full reading says why.
 */
export function readWithQuestions(head: string, questions: Questions): JudgeRequest | undefined {
  const text = `${head}}`;
  if (scanJson(text, MAX_JSON_DEPTH) !== null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const keys = Object.keys(parsed);
  if (keys.length !== 1 || keys[0] !== 'state') return undefined;
  const problems: string[] = [];
  const state = checkState(parsed.state, problems);
  return state !== undefined && problems.length === 0 ? { state, questions } : undefined;
}

/** A request that is JSON but not `{state, questions}`; `problems` names every bad path. */
export class RequestShapeError extends UsageError {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(
      'request.shape',
      `request body: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}`,
    );
    this.problems = problems;
  }
}
