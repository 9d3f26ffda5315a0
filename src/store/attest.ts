/**
 * `--attest` (docs/receipts.md): one judgement.v1 receipt per question of a call, signed by the store
 * key, chained onto the active session under its lock — or, outside a session, stored loose
 * in `.judge/receipts/` with `--subject` as their parent. Also the gate's unjudged note.
 */
import { join } from 'node:path';
import { digestBytes } from '../canonical/jcs.js';
import { isReceiptId, newCallId } from '../crypto/ids.js';
import { InternalError, UsageError } from '../errors.js';
import { judgementPayloads, type JudgementInputs } from '../receipts/build.js';
import { signStatement, type SignedReceipt, type SigningKey } from '../receipts/envelope.js';
import { assertStatementConforms } from '../receipts/schema-fast.js';
import { STATEMENT_TYPE, type Kind, type Statement, type UnjudgedPayload } from '../receipts/types.js';
import type { RecentCall, State } from '../state/types.js';
import { appendToSession, writeState, type ChainHead } from './chain.js';
import { ensurePrivateDir, writeFileAtomic } from './fsutil.js';
import { loadSystemKey } from './keys.js';
import { currentSessionId, storePaths, type StoreLocation } from './locate.js';
import { isoTime } from '../time.js';

/** The judgement inputs (receipts/build.ts) plus what only the store needs. */
export interface AttestCall extends Omit<JudgementInputs, 'tool' | 'capability' | 'callId'> {
  store: StoreLocation;
  state: State;
  stateBytes: Buffer;
  thresholdValue: number;
  subject?: string;
  recentFacts?: RecentCall;
  /** The session to chain onto; default: the active one (none: loose). */
  sessionId?: string;
}

export interface AttestResult {
  receiptIds: string[];
  sessionId: string | null;
  callId: string;
}

/** Refuses a subject that is not a receipt id (UsageError `subject.invalid`, where `subject`). */
export function assertSubject(subject: string | undefined): void {
  if (subject !== undefined && !isReceiptId(subject)) {
    throw new UsageError(
      'subject.invalid',
      `${JSON.stringify(String(subject).slice(0, 80))} is not a receipt id (art_ followed by 32 lowercase hex digits)`,
      { where: 'subject' },
    );
  }
}

function assertStateBytes(stateBytes: Uint8Array, stateDigest: string): void {
  if (digestBytes(stateBytes) !== stateDigest) {
    throw new InternalError(
      'attest.state-digest',
      `the state bytes hash to ${digestBytes(stateBytes)}, not the state_digest ${stateDigest}`,
    );
  }
}

/**
 * Signs statements of one call. In a session they continue the chain from `head`; loose ones
 * carry no chain fields. `payloads` are already in receipt order.
 */
export function signCall(
  kind: Kind,
  payloads: readonly unknown[],
  key: SigningKey,
  where: { sessionId: string; head: ChainHead } | null,
  subject: string | readonly string[] | undefined,
): SignedReceipt[] {
  const issued_at = isoTime();
  const out: SignedReceipt[] = [];
  let prev = where?.head.id ?? null;
  payloads.forEach((payload, i) => {
    const statement: Statement = { type: STATEMENT_TYPE, kind, signer: key.uri, issued_at, payload };
    if (where) {
      statement.session = where.sessionId;
      statement.seq = where.head.seq + 1 + i;
      statement.prev = prev;
    }
    const about = typeof subject === 'string' ? subject : subject?.[i];
    if (about !== undefined) statement.subject = about;
    const signed = signStatement(statement, key);
    prev = signed.id;
    out.push(signed);
  });
  return out;
}

/** Checks payloads against their schema before any lock is taken, so a bad call costs nobody a wait. */
function precheck(kind: Kind, payloads: readonly unknown[], signer: string, subject: string | readonly string[] | undefined): void {
  if (typeof subject === 'object' && subject.length !== payloads.length)
    throw new InternalError('emit.subjects', `${subject.length} subjects for ${payloads.length} receipts`);
  for (const [i, payload] of payloads.entries()) {
    const s: Statement = { type: STATEMENT_TYPE, kind, signer, issued_at: isoTime(), payload };
    const about = typeof subject === 'string' ? subject : subject?.[i];
    if (about !== undefined) s.subject = about;
    assertStatementConforms(s);
  }
}

/** Writes loose receipts (outside a session) atomically, one file each, and their state. */
function writeLoose(store: StoreLocation, receipts: SignedReceipt[], state?: { digest: string; bytes: Uint8Array }): void {
  const dir = storePaths.loose(store);
  ensurePrivateDir(dir);
  if (state) writeState(storePaths.looseStates(store), state);
  for (const r of receipts) writeFileAtomic(join(dir, `${r.id}.json`), `${r.line}\n`);
  const last = receipts.at(-1);
  if (last) writeFileAtomic(storePaths.last(store), `${last.id}\n`, 0o600, false);
}

/** Emits one kind of statement for a call: chained in the active session, else loose. */
export async function emit(
  store: StoreLocation,
  kind: Kind,
  payloads: readonly unknown[],
  opts: {
    key?: SigningKey;
    /** One subject for every receipt, or one per receipt. */
    subject?: string | readonly string[];
    state?: { digest: string; bytes: Uint8Array };
    recent?: RecentCall;
    /** A last check run under the session lock (e.g. "not resolved yet"); throw to abort. */
    underLock?: () => void;
    /** The session to chain onto (a gate's own session); default: the active one. */
    sessionId?: string;
  },
): Promise<{ receipts: SignedReceipt[]; sessionId: string | null }> {
  const key = opts.key ?? loadSystemKey(store);
  precheck(kind, payloads, key.uri, opts.subject);
  const sessionId = opts.sessionId ?? currentSessionId(store);
  if (sessionId === null) {
    opts.underLock?.();
    const receipts = signCall(kind, payloads, key, null, opts.subject);
    writeLoose(store, receipts, opts.state);
    return { receipts, sessionId };
  }
  const { receipts } = await appendToSession(
    store,
    sessionId,
    (head) => {
      opts.underLock?.();
      return { receipts: signCall(kind, payloads, key, { sessionId, head }, opts.subject), recent: opts.recent };
    },
    opts.state,
  );
  return { receipts, sessionId };
}

export async function attestCall(c: AttestCall): Promise<AttestResult> {
  const { store, state, stateBytes, thresholdValue, subject, recentFacts, sessionId: into, ...inputs } = c;
  assertSubject(subject);
  assertStateBytes(stateBytes, inputs.stateDigest);
  for (const q of inputs.decision.questions) {
    if (q.question.threshold === undefined && q.bar !== thresholdValue) {
      throw new InternalError('attest.threshold', `question ${q.key} was held to ${q.bar}, not the call's threshold ${thresholdValue}`);
    }
  }
  const callId = newCallId();
  const payloads = judgementPayloads({ ...inputs, tool: state.tool, capability: state.capability, callId });
  const { receipts, sessionId } = await emit(store, 'judgement.v1', payloads, {
    subject,
    state: { digest: inputs.stateDigest, bytes: stateBytes },
    recent: recentFacts,
    sessionId: into,
  });
  return { receiptIds: receipts.map((r) => r.id), sessionId, callId };
}

export interface UnjudgedCall {
  store: StoreLocation;
  state: State;
  stateBytes: Buffer;
  stateDigest: string;
  /** Why the judge could not answer, e.g. the JudgeUnavailableError message. */
  reason: string;
  /** Whether the gate let the call run (default fail-open) or asked a person (strict). */
  proceeded: boolean;
  /** sha256 of the project config's JCS bytes, when the call ran under one. */
  configDigest?: string;
  subject?: string;
  recentFacts?: RecentCall;
  /** The session to chain onto; default: the active one (none: loose). */
  sessionId?: string;
}

/** The gate's signed note that a call went unjudged (judgement.unjudged.v1). */
export async function attestUnjudged(u: UnjudgedCall): Promise<{ receiptId: string; sessionId: string | null }> {
  assertSubject(u.subject);
  assertStateBytes(u.stateBytes, u.stateDigest);
  const payload: UnjudgedPayload = {
    tool: u.state.tool,
    capability: u.state.capability,
    state_digest: u.stateDigest,
    reason: u.reason.length > 2000 ? `${u.reason.slice(0, 1999)}…` : u.reason || 'judge unavailable',
    proceeded: u.proceeded,
    ...(u.configDigest !== undefined ? { config_digest: u.configDigest } : {}),
  };
  const { receipts, sessionId } = await emit(u.store, 'judgement.unjudged.v1', [payload], {
    subject: u.subject,
    state: { digest: u.stateDigest, bytes: u.stateBytes },
    recent: u.recentFacts,
    sessionId: u.sessionId,
  });
  return { receiptId: receipts[0]!.id, sessionId };
}
