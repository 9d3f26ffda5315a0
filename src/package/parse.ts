/**
 * Untrusted package bytes → typed envelopes, statements and payloads (docs/FORMAT.md), on top of
 * the receipt codec in src/receipts (DSSE decoding, JCS-canonical payloads, the JSON Schemas in
 * schemas/), plus the semantic checks a schema cannot state: a choice among its options, a score
 * among its levels. Nothing here throws on hostile input: every fault is a problem string and
 * the value comes back null. Pure.
 */
import type { Answer, Question } from '../questions/types.js';
import { validateAnswer, validateQuestion } from '../questions/validate.js';
import { parseCanonical } from '../canonical/jcs.js';
import { decodeBase64Fast } from '../crypto/base64.js';
import { receiptIdOf } from '../crypto/ids.js';
import { paeFor } from '../crypto/pae.js';
import { decodeEnvelope } from '../receipts/envelope.js';
import { envelopeConforms, statementConforms } from '../receipts/schema-fast.js';
import { statementProblems } from '../receipts/schemas.js';
import { PAYLOAD_TYPE, type Envelope } from '../receipts/types.js';
import type { ClosePayload, JudgementPayload, Kind, ResolutionPayload, Statement, UnjudgedPayload } from '../receipts/types.js';

export type { ClosePayload, JudgementPayload, Kind, ResolutionPayload, Statement, UnjudgedPayload };

/** Bounds on untrusted input; each is covered by a test in test/unit/package-verify.test.ts. */
export const LIMITS = {
  /** One envelope line (a judgement receipt is ~2 KiB; 1 MiB leaves room for long instructions). */
  maxEnvelopeBytes: 1024 * 1024,
} as const;

export interface Signature {
  keyid: string;
  /** null when the base64 did not decode. */
  sig: Uint8Array | null;
}

/** A judgement with its question and answer re-validated against each other. */
export interface Judgement {
  payload: JudgementPayload;
  question: Question;
  /** The signed question minus `key`: exactly what the questions digest was computed over. */
  questionDef: Record<string, unknown>;
  /** The answer as validation returns it (rationale dropped), for comparing with a replay. */
  answer: Answer;
}

export type TypedPayload =
  | { kind: 'judgement.v1'; value: Judgement }
  | { kind: 'judgement.resolution.v1'; value: ResolutionPayload }
  | { kind: 'judgement.close.v1'; value: ClosePayload }
  | { kind: 'judgement.unjudged.v1'; value: UnjudgedPayload };

export interface ParsedEnvelope {
  /** `<package>/<file>:<line>` for messages. */
  where: string;
  /** Re-derived from the PAE bytes; null when the envelope could not be decoded. */
  id: string | null;
  pae: Buffer | null;
  signatures: Signature[];
  statement: Statement | null;
  payload: TypedPayload | null;
  /** Everything wrong with the envelope, statement or payload. Empty when it parsed cleanly. */
  problems: string[];
}

/**
 * Validated questions, shared by every receipt that signed the same definition: a session asks
 * the same few questions thousands of times, and one copy each keeps 100k-receipt packages lean.
 */
const questionCache = new Map<string, { question: Question; def: Record<string, unknown>; raw: JudgementPayload['question'] } | string>();
const QUESTION_CACHE_MAX = 4096;

function judgementOf(p: JudgementPayload, problems: string[]): Judgement | null {
  // Keyed by the whole question, key included: the definition without it is built only on a miss.
  const cacheKey = JSON.stringify(p.question);
  const key = p.question.key;
  let known = questionCache.get(cacheKey);
  if (known === undefined) {
    const { key: _, ...def } = p.question as unknown as Record<string, unknown>;
    try {
      known = { question: validateQuestion('payload.question', def), def, raw: p.question };
    } catch (err) {
      known = err instanceof Error ? err.message : 'payload.question: invalid';
    }
    if (questionCache.size >= QUESTION_CACHE_MAX) questionCache.clear();
    questionCache.set(cacheKey, known);
  }
  if (typeof known === 'string') {
    problems.push(known);
    return null;
  }
  // The same JSON text, so the same value: the receipt's own copy dies young instead of being
  // kept (and copied by the collector) until the report, once per receipt.
  p.question = known.raw;
  // One answer to one question: what validateAnswers checks for a single key, without the objects around it.
  const found: string[] = [];
  const answer = validateAnswer(key, known.question, p.answer, found);
  if (found.length > 0) {
    for (const m of found) problems.push(`payload.answer: ${m}`);
    return null;
  }
  return { payload: p, question: known.question, questionDef: known.def, answer: answer! };
}

const paeOfStatement = paeFor(PAYLOAD_TYPE);
const PAE_HEAD = Buffer.from(`DSSEv1 ${Buffer.byteLength(PAYLOAD_TYPE, 'utf8')} ${PAYLOAD_TYPE} `, 'utf8');

/**
 * The PAE of a payload given in base64, with the payload decoded straight into its place (one
 * buffer, no copy), for the spelling judge writes: it is taken only when Node's encoder gives the
 * text back unchanged, exactly the test `decodeBase64Fast` makes, so it accepts the same texts
 * with the same bytes. Anything else (null) goes to `decodeBase64Fast`, whose verdict stands.
 */
export function paeOfBase64(text: string): { pae: Buffer; body: Buffer } | null {
  const n = text.length;
  if (n === 0 || n % 4 !== 0) return null;
  const pad = text.charCodeAt(n - 1) === 61 ? (text.charCodeAt(n - 2) === 61 ? 2 : 1) : 0;
  const size = (n / 4) * 3 - pad;
  const len = String(size);
  const at = PAE_HEAD.length + len.length + 1;
  const out = Buffer.allocUnsafe(at + size);
  PAE_HEAD.copy(out, 0);
  out.write(len, PAE_HEAD.length, 'latin1');
  out[at - 1] = 0x20;
  if (out.write(text, at, size, 'base64') !== size || out.toString('base64', at) !== text) return null;
  return { pae: out, body: out.subarray(at) };
}

const CANONICAL_PROBLEM = {
  'not-json': 'payload is not JSON',
  'not-representable': 'payload holds values JCS cannot carry',
  'not-canonical': 'payload is not in canonical (JCS) form',
} as const;

/**
 * Parses one envelope (a line of receipts.jsonl, or close.json). The id is derived from the PAE
 * bytes as soon as the payload decodes, even when the statement inside is malformed, so a broken
 * receipt can still be named.
 */
export function parseEnvelope(text: string, where: string): ParsedEnvelope {
  const out: ParsedEnvelope = { where, id: null, pae: null, signatures: [], statement: null, payload: null, problems: [] };
  if (text.length > LIMITS.maxEnvelopeBytes) {
    out.problems.push(`envelope is longer than ${LIMITS.maxEnvelopeBytes} bytes`);
    return out;
  }
  // The schemas decide; src/receipts words the problems when the fast evaluator says no.
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    out.problems.push('envelope is not JSON');
    return out;
  }
  if (!envelopeConforms(raw)) {
    const decoded = decodeEnvelope(raw);
    out.problems.push(decoded.ok ? 'envelope does not conform to schemas/envelope.json' : decoded.problem);
    return out;
  }
  const envelope = raw as Envelope;
  let body: Uint8Array | null;
  const inPlace = paeOfBase64(envelope.payload);
  if (inPlace !== null) {
    body = inPlace.body;
    out.pae = inPlace.pae;
  } else {
    body = decodeBase64Fast(envelope.payload);
    if (body === null) {
      out.problems.push('envelope: payload is not base64');
      return out;
    }
    out.pae = paeOfStatement(body);
  }
  out.id = receiptIdOf(out.pae);
  out.signatures = envelope.signatures.map((s) => ({ keyid: s.keyid ?? '', sig: decodeBase64Fast(s.sig) }));
  const parsed = parseCanonical(body);
  if (!parsed.ok) {
    out.problems.push(CANONICAL_PROBLEM[parsed.reason]);
    return out;
  }
  if (!statementConforms(parsed.value)) {
    const shape = statementProblems(parsed.value);
    out.problems.push(`statement does not conform: ${shape.length > 0 ? shape.join('; ') : 'schemas/*.json'}`);
    return out;
  }
  const st = parsed.value as Statement;
  out.statement = st;
  switch (st.kind) {
    case 'judgement.v1': {
      const value = judgementOf(st.payload as JudgementPayload, out.problems);
      if (value) out.payload = { kind: st.kind, value };
      break;
    }
    case 'judgement.resolution.v1':
      out.payload = { kind: st.kind, value: st.payload as ResolutionPayload };
      break;
    case 'judgement.close.v1':
      out.payload = { kind: st.kind, value: st.payload as ClosePayload };
      break;
    case 'judgement.unjudged.v1':
      out.payload = { kind: st.kind, value: st.payload as UnjudgedPayload };
      break;
  }
  return out;
}
