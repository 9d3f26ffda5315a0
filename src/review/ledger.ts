/**
 * What `judge stats` and `judge replay` read: the judgements and resolutions of packages or a
 * store, counted once each. Receipts are keyed by their re-derived id (src/package/parse.ts), so
 * the same receipt in two packages, or in a package and the store it came from, is one receipt
 * (docs/review.md, "Counting"). Pure.
 */
import type { ParsedEnvelope } from '../package/parse.js';
import type { Judgement, ResolutionPayload } from '../package/parse.js';

export interface JudgementEntry {
  id: string;
  /** Milliseconds since the epoch, from the statement's issued_at. */
  at: number;
  j: Judgement;
  /** Where it was first read (`<package>/receipts.jsonl:<line>`), for messages. */
  where: string;
}

export interface ResolutionEntry {
  id: string;
  at: number;
  r: ResolutionPayload;
}

export interface Ledger {
  judgements: Map<string, JudgementEntry>;
  resolutions: Map<string, ResolutionEntry>;
  /** Receipts met more than once (after the first). */
  duplicates: number;
  /** Envelopes that did not parse into a receipt this reads (their problems are package verify's business). */
  unreadable: number;
}

export function emptyLedger(): Ledger {
  return { judgements: new Map(), resolutions: new Map(), duplicates: 0, unreadable: 0 };
}

/** Adds one parsed envelope; close records and unjudged calls are not counted here. */
export function addEnvelope(ledger: Ledger, env: ParsedEnvelope, where: string): void {
  if (env.id === null || env.statement === null || env.payload === null) {
    ledger.unreadable++;
    return;
  }
  const at = Date.parse(env.statement.issued_at);
  if (ledger.judgements.has(env.id) || ledger.resolutions.has(env.id)) {
    ledger.duplicates++;
    return;
  }
  if (env.payload.kind === 'judgement.v1') ledger.judgements.set(env.id, { id: env.id, at, j: env.payload.value, where });
  else if (env.payload.kind === 'judgement.resolution.v1') ledger.resolutions.set(env.id, { id: env.id, at, r: env.payload.value });
}

/** Each call's judgements, in the order first met, sorted by question key (index order). */
export function callsOf(ledger: Ledger): Map<string, JudgementEntry[]> {
  const calls = new Map<string, JudgementEntry[]>();
  for (const e of ledger.judgements.values()) {
    const id = e.j.payload.call.id;
    const list = calls.get(id);
    if (list) list.push(e);
    else calls.set(id, [e]);
  }
  for (const list of calls.values()) list.sort((a, b) => a.j.payload.call.index - b.j.payload.call.index);
  return calls;
}

/**
 * The resolution that stands for each judgement: the latest one (by issued_at, then id), since
 * a later decision about the same judgement is the one a person last meant.
 */
export function standingResolutions(ledger: Ledger): Map<string, ResolutionEntry> {
  const out = new Map<string, ResolutionEntry>();
  for (const e of ledger.resolutions.values()) {
    const had = out.get(e.r.judgement);
    if (!had || e.at > had.at || (e.at === had.at && e.id > had.id)) out.set(e.r.judgement, e);
  }
  return out;
}
