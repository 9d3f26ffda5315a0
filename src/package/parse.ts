/**
 * Untrusted package bytes → typed envelopes, statements and payloads (docs/FORMAT.md), on top of
 * the receipt codec in src/receipts (DSSE decoding, JCS-canonical payloads, the JSON Schemas in
 * schemas/), plus the semantic checks a schema cannot state: a choice among its options, a score
 * among its levels. Nothing here throws on hostile input: every fault is a problem string and
 * the value comes back null. Pure.
 */
import { BadAnswerError } from '../errors.js';
import type { Answer, Question } from '../questions/types.js';
import { validateAnswers, validateQuestion } from '../questions/validate.js';
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
const questionCache = new Map<string, { question: Question; def: Record<string, unknown> } | string>();
const QUESTION_CACHE_MAX = 4096;

function judgementOf(p: JudgementPayload, problems: string[]): Judgement | null {
  const { key, ...def } = p.question as unknown as Record<string, unknown>;
  const cacheKey = JSON.stringify(def);
  let known = questionCache.get(cacheKey);
  if (known === undefined) {
    try {
      known = { question: validateQuestion('payload.question', def), def };
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
  try {
    const answer = validateAnswers({ [key as string]: known.question }, { [key as string]: p.answer })[key as string]!;
    return { payload: p, question: known.question, questionDef: known.def, answer };
  } catch (err) {
    const list = err instanceof BadAnswerError ? err.problems : [];
    problems.push(...(list.length > 0 ? list.map((m) => `payload.answer: ${m}`) : ['payload.answer: invalid']));
    return null;
  }
}

const paeOfStatement = paeFor(PAYLOAD_TYPE);

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
  const body = decodeBase64Fast(envelope.payload);
  if (body === null) {
    out.problems.push('envelope: payload is not base64');
    return out;
  }
  out.pae = paeOfStatement(body);
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
