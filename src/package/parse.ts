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
import { canonicalJson } from '../canonical/jcs.js';
import { receiptIdOf } from '../crypto/ids.js';
import { pae } from '../crypto/pae.js';
import { decodeEnvelope } from '../receipts/envelope.js';
import { statementProblems } from '../receipts/schemas.js';
import { PAYLOAD_TYPE, type Envelope } from '../receipts/types.js';
import { envelopeConforms, statementConforms } from './schema-fast.js';
import type { ClosePayload, JudgementPayload, Kind, ResolutionPayload, Statement, UnjudgedPayload } from '../receipts/types.js';
import { decodeBase64 } from '../crypto/base64.js';

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

function judgementOf(p: JudgementPayload, problems: string[]): Judgement | null {
  const { key, ...questionDef } = p.question as unknown as Record<string, unknown>;
  let question: Question;
  try {
    question = validateQuestion('payload.question', questionDef);
  } catch (err) {
    problems.push(err instanceof Error ? err.message : 'payload.question: invalid');
    return null;
  }
  try {
    const answer = validateAnswers({ [key as string]: question }, { [key as string]: p.answer })[key as string]!;
    return { payload: p, question, questionDef, answer };
  } catch (err) {
    const list = err instanceof BadAnswerError ? err.problems : [];
    problems.push(...(list.length > 0 ? list.map((m) => `payload.answer: ${m}`) : ['payload.answer: invalid']));
    return null;
  }
}

/**
 * src/crypto's decodeBase64 (std or URL-safe alphabet, padded, canonical), with a native fast
 * path: when the text is exactly the standard padded encoding of what Node decodes from it, that
 * decoding is the answer; anything else is left to the reference decoder.
 */
export function decodeBase64Fast(text: string): Uint8Array | null {
  const buf = Buffer.from(text, 'base64');
  return buf.toString('base64') === text ? buf : decodeBase64(text);
}

/** Every object's keys, as enumerated, strictly increase in UTF-16 code-unit order (RFC 8785 §3.2.3). */
function keysSorted(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return true;
  if (Array.isArray(v)) return v.every(keysSorted);
  let prev: string | null = null;
  for (const k of Object.keys(v)) {
    if (prev !== null && !(prev < k)) return false;
    prev = k;
    if (!keysSorted((v as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Parses the payload and checks it is the JCS form of its value: one statement, one encoding,
 * one id, and no reader can see another value in the bytes (duplicate keys, other spellings of a
 * number, invalid UTF-8). The fast path uses JSON.stringify — whose escaping and number form JCS
 * adopts — plus a key-order check; anything it does not vouch for (integer-like keys, which JS
 * enumerates first; escaped lone surrogates, which canonicalJson refuses) takes the full
 * canonicalJson comparison. Same verdict either way, at a fraction of the cost on 100k receipts.
 */
export function parseCanonical(body: Uint8Array): { ok: true; value: unknown } | { ok: false; problem: string } {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const text = bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'payload is not JSON' };
  }
  let canonical: string | null = null;
  try {
    const fast = JSON.stringify(value);
    canonical = fast === text && !text.includes('\\ud') && keysSorted(value) ? fast : canonicalJson(value);
  } catch {
    return { ok: false, problem: 'payload holds values JCS cannot carry' };
  }
  // Text without U+FFFD came from valid UTF-8, so equal text means equal bytes; else compare bytes.
  const same = canonical === text && !text.includes('\ufffd') ? true : Buffer.from(canonical, 'utf8').equals(bytes);
  if (!same) return { ok: false, problem: 'payload is not in canonical (JCS) form' };
  return { ok: true, value };
}

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
  out.pae = pae(PAYLOAD_TYPE, body);
  out.id = receiptIdOf(out.pae);
  out.signatures = envelope.signatures.map((s) => ({ keyid: s.keyid ?? '', sig: decodeBase64Fast(s.sig) }));
  const parsed = parseCanonical(body);
  if (!parsed.ok) {
    out.problems.push(parsed.problem);
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
