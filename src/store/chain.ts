/**
 * A session's chain (`sessions/<id>/receipts.jsonl`, one envelope per line, chain order).
 * Every append happens under the session lock: recover a torn tail, read the head, sign the
 * call's receipts with contiguous seq/prev, write the state file (temp + rename), append all
 * receipts in ONE write on an O_APPEND descriptor, fdatasync, update recent.json. A crash
 * leaves the chain as it was before the write or after it; a torn last line (a write cut short
 * by power loss or a full disk) is truncated away on the next locked open, keeping every
 * complete line (SPEC §8).
 */
import {
  closeSync, constants, existsSync, fdatasyncSync, fstatSync, ftruncateSync, openSync, readFileSync, readSync, writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { decodeEnvelope, parseStatement, type SignedReceipt } from '../receipts/envelope.js';
import { STATEMENT_TYPE, type Statement } from '../receipts/types.js';
import { StoreError } from '../errors.js';
import type { RecentCall } from '../state/types.js';
import { ensurePrivateDir, errnoOf, writeFileAtomic } from './fsutil.js';
import { storePaths, type StoreLocation } from './locate.js';
import { acquireLock } from './lock.js';
import { buildsOnRecent } from '../rules/recent.js';
import { readRecent, withRecentCall } from './recent.js';

export interface SessionInfo {
  id: string;
  started_at: string;
  status: 'open' | 'closed';
  closed_at?: string;
}

export interface ChainHead {
  /** 0 for an empty chain. */
  seq: number;
  /** null for an empty chain. */
  id: string | null;
}

export function readSessionInfo(store: StoreLocation, sessionId: string): SessionInfo {
  const path = storePaths.sessionInfo(store, sessionId);
  let info: Partial<SessionInfo>;
  try {
    info = JSON.parse(readFileSync(path, 'utf8')) as Partial<SessionInfo>;
  } catch (err) {
    if (errnoOf(err) === 'ENOENT') throw new StoreError('session.unknown', `no session ${sessionId} in ${store.dir}`, { cause: err });
    throw new StoreError('store.corrupt', `${path}: cannot be read as JSON`, { cause: err });
  }
  if (info.id !== sessionId || (info.status !== 'open' && info.status !== 'closed') || typeof info.started_at !== 'string') {
    throw new StoreError('store.corrupt', `${path}: not a session record for ${sessionId}`);
  }
  return info as SessionInfo;
}

export function writeSessionInfo(store: StoreLocation, info: SessionInfo): void {
  writeFileAtomic(storePaths.sessionInfo(store, info.id), `${JSON.stringify(info)}\n`);
}

export interface ChainRecord {
  /** 1-based line number in receipts.jsonl. */
  line: number;
  text: string;
  /** Re-derived from the PAE bytes; null when the line does not decode. */
  id: string | null;
  statement: Statement | null;
  /** Why the line could not be read as a statement (it is not verified here). */
  problem?: string;
}

/** Reads one stored line into an (unverified) record. */
export function readRecord(text: string, line: number): ChainRecord {
  const decoded = decodeEnvelope(text);
  if (!decoded.ok) return { line, text, id: null, statement: null, problem: decoded.problem };
  const parsed = parseStatement(decoded.body);
  if (!parsed.ok) return { line, text, id: decoded.id, statement: null, problem: parsed.problem };
  return { line, text, id: decoded.id, statement: parsed.statement };
}

export interface ChainContents {
  records: ChainRecord[];
  /**
   * Bytes of an unfinished write that the next locked append truncates: after the last
   * newline, and the complete lines of a call whose last receipt is missing.
   */
  tornBytes: number;
}

/** Reads a chain without the lock. Complete lines only; nothing is verified here. */
export function readChain(store: StoreLocation, sessionId: string): ChainContents {
  let bytes: Buffer;
  try {
    bytes = readFileSync(storePaths.receipts(store, sessionId));
  } catch (err) {
    if (errnoOf(err) === 'ENOENT') return { records: [], tornBytes: 0 };
    throw new StoreError('store.unreadable', `${storePaths.receipts(store, sessionId)}: cannot be read`, { cause: err });
  }
  let end = bytes.lastIndexOf(0x0a) + 1;
  const text = bytes.subarray(0, end).toString('utf8');
  const lines = text.length === 0 ? [] : text.slice(0, -1).split('\n');
  const records = lines.map((l, i) => readRecord(l, i + 1));
  // Complete lines of a call whose write was cut short are unfinished too (see wholeCallsEnd).
  for (let n = unfinishedCallLength(records); n > 0; n = unfinishedCallLength(records)) {
    for (const r of records.splice(records.length - n)) end -= Buffer.byteLength(r.text, 'utf8') + 1;
  }
  return { records, tornBytes: bytes.length - end };
}

/** How many trailing records form a call whose last receipt is missing (0 when none do). */
function unfinishedCallLength(records: ChainRecord[]): number {
  const last = records.at(-1);
  const call = last ? partialCallOf(last.statement) : null;
  if (!call) return 0;
  for (let k = 1; k <= call.index; k++) {
    const sibling = records.at(-1 - k);
    const c = sibling ? callOf(sibling.statement) : null;
    if (!c || c.id !== call.id || c.index !== call.index - k) return 0; // out of order: left to the verifier to report
  }
  return call.index + 1;
}

/**
 * Where the complete lines end (just after the last newline) and the text of the last complete
 * line, reading only the file's tail: a few KiB, growing only for an unusually long line.
 */
function tailOf(fd: number, size: number): { end: number; last: string | null } {
  let chunk = 16 * 1024;
  for (;;) {
    const start = Math.max(0, size - chunk);
    const buf = Buffer.allocUnsafe(size - start);
    readSync(fd, buf, 0, buf.length, start);
    const nl = buf.lastIndexOf(0x0a);
    if (nl < 0) {
      if (start === 0) return { end: 0, last: null };
      chunk *= 4;
      continue;
    }
    // (lastIndexOf with a negative offset would search from the end, so guard nl === 0.)
    const before = nl === 0 ? -1 : buf.lastIndexOf(0x0a, nl - 1);
    if (before < 0 && start > 0) {
      chunk *= 4;
      continue;
    }
    return { end: start + nl + 1, last: buf.subarray(before + 1, nl).toString('utf8') };
  }
}

/**
 * Recovers a torn tail: a write cut short (SIGKILL can cut a write between pages) keeps neither
 * its torn line nor the complete lines of its call before it. Call it under the session lock.
 */
function cutTornTail(fd: number, path: string): { end: number; last: ChainLink | null } {
  const size = fstatSync(fd).size;
  const tail = wholeCallsEnd(fd, size, path);
  if (tail.end < size) ftruncateSync(fd, tail.end);
  return tail;
}

/** Recovers the torn tail of a session's chain, if it has one; for callers holding the session lock. */
export function recoverChainTail(store: StoreLocation, sessionId: string): void {
  const path = storePaths.receipts(store, sessionId);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDWR);
  } catch (err) {
    if (errnoOf(err) === 'ENOENT') return;
    throw new StoreError('store.unreadable', `${path}: cannot be opened`, { cause: err });
  }
  try {
    cutTornTail(fd, path);
  } finally {
    closeSync(fd);
  }
}

/**
 * Where the last whole call ends. A call's receipts go out in one write, so a write cut short
 * leaves a torn line and possibly some complete lines of the same call before it: those lines
 * (a judgement whose `call.index` is not the last of `call.count`, and its siblings) are cut too,
 * so the chain never holds half a call.
 */
function wholeCallsEnd(fd: number, size: number, path: string): { end: number; last: ChainLink | null } {
  let end = size;
  for (;;) {
    const tail = tailOf(fd, end);
    const last = tail.last === null ? null : readLink(tail.last);
    const call = last?.call && last.call.index + 1 < last.call.count ? last.call : null;
    if (!call) return { end: tail.end, last };
    // This line is index `call.index` of its call: that many siblings precede it. Step back over
    // each, checking it is the sibling expected, to the call's first line.
    end = tail.end;
    let line = tail.last;
    for (let expected = call.index; expected >= 0; expected--) {
      const sibling = line === null ? null : readLink(line).call;
      if (!sibling || sibling.id !== call.id || sibling.index !== expected) {
        throw new StoreError('store.chain-corrupt', `${path}: the last call (${call.id}) is incomplete and its receipts are out of order; run \`judge verify last\``);
      }
      end -= Buffer.byteLength(line!, 'utf8') + 1;
      if (expected > 0) line = tailOf(fd, end).last;
    }
  }
}

interface CallPosition {
  id: string;
  index: number;
  count: number;
}

function callOf(s: Partial<Statement> | null): CallPosition | null {
  if (s?.kind !== 'judgement.v1') return null;
  const call = (s.payload as { call?: { id?: unknown; index?: unknown; count?: unknown } } | null)?.call;
  if (typeof call?.id !== 'string' || typeof call.index !== 'number' || typeof call.count !== 'number') return null;
  return { id: call.id, index: call.index, count: call.count };
}

/** The call of a receipt that is not its call's last. */
function partialCallOf(s: Statement | null): CallPosition | null {
  const call = callOf(s);
  return call && call.index + 1 < call.count ? call : null;
}

/**
 * What an append needs of a stored line: its id (re-derived from the PAE bytes), its place in
 * the chain and its call. Checking a receipt whole (canonical form, schema, signature) is
 * `judge verify`'s work; the writer reads only enough to refuse a line that is not a link of
 * this chain, which keeps a cold append from parsing the head twice over.
 */
interface ChainLink {
  id: string | null;
  session: unknown;
  seq: unknown;
  call: CallPosition | null;
  problem?: string;
}

function readLink(line: string): ChainLink {
  const decoded = decodeEnvelope(line);
  if (!decoded.ok) return { id: null, session: undefined, seq: undefined, call: null, problem: decoded.problem };
  let s: Partial<Statement> | null = null;
  try {
    const value: unknown = JSON.parse(Buffer.from(decoded.body).toString('utf8'));
    if (typeof value === 'object' && value !== null && (value as Statement).type === STATEMENT_TYPE) s = value as Statement;
  } catch {
    // reported below
  }
  if (s === null) return { id: decoded.id, session: undefined, seq: undefined, call: null, problem: 'payload is not a statement' };
  return { id: decoded.id, session: s.session, seq: s.seq, call: callOf(s) };
}

function headOf(link: ChainLink | null, sessionId: string, path: string): ChainHead {
  if (link === null) return { seq: 0, id: null };
  if (link.problem !== undefined || link.id === null) {
    throw new StoreError('store.chain-corrupt', `${path}: the last receipt cannot be read (${link.problem}); run \`judge verify last\``);
  }
  if (link.session !== sessionId || typeof link.seq !== 'number' || !Number.isSafeInteger(link.seq) || link.seq < 1) {
    throw new StoreError('store.chain-corrupt', `${path}: the last receipt does not belong to session ${sessionId}`);
  }
  return { seq: link.seq, id: link.id };
}

export interface CallWrite {
  receipts: SignedReceipt[];
  /** Facts of this call to remember in recent.json. */
  recent?: RecentCall;
}

/**
 * Appends one call's receipts to the session under its lock. `make` is given the head and
 * returns the signed receipts (seq head.seq+1…, prev chained); it runs inside the lock, so it
 * must do nothing slow beyond signing. `state` (JCS bytes, stored as `states/<hex>.json`) is
 * written before the lock is taken.
 */
export async function appendToSession(
  store: StoreLocation,
  sessionId: string,
  make: (head: ChainHead) => CallWrite,
  state?: { digest: string; bytes: Uint8Array },
): Promise<{ receipts: SignedReceipt[]; head: ChainHead }> {
  const path = storePaths.receipts(store, sessionId);
  // The state file is named by its digest and written whole, so it needs no lock: writing it
  // first keeps its fsync out of the critical section every concurrent call waits on.
  if (state) writeState(storePaths.sessionStates(store, sessionId), state);
  const lock = await acquireLock(storePaths.lock(store, sessionId));
  try {
    const info = readSessionInfo(store, sessionId);
    if (info.status !== 'open') throw new StoreError('session.closed', `session ${sessionId} is closed; start a new one with \`judge session start\``);
    const fd = openSync(path, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT, 0o600);
    try {
      const tail = cutTornTail(fd, path);
      const head = headOf(tail.last, sessionId, path);
      const call = make(head);
      checkContiguous(call.receipts, head, sessionId);
      const bytes = Buffer.from(call.receipts.map((r) => `${r.line}\n`).join(''), 'utf8');
      const written = writeSync(fd, bytes);
      if (written !== bytes.length) {
        ftruncateSync(fd, tail.end);
        throw new StoreError('store.write', `${path}: short write (${written} of ${bytes.length} bytes); the chain is unchanged`);
      }
      fdatasyncSync(fd);
      if (call.recent && buildsOnRecent(call.recent)) {
        const next = withRecentCall(readRecent(store, sessionId), call.recent);
        writeFileAtomic(storePaths.recent(store, sessionId), `${JSON.stringify(next)}\n`, 0o600, false);
      }
      const last = call.receipts.at(-1);
      if (last) writeFileAtomic(storePaths.last(store), `${last.id}\n`, 0o600, false);
      return { receipts: call.receipts, head: last ? { seq: last.statement.seq!, id: last.id } : head };
    } finally {
      closeSync(fd);
    }
  } finally {
    lock.release();
  }
}

function checkContiguous(receipts: SignedReceipt[], head: ChainHead, sessionId: string): void {
  let prev = head.id;
  let seq = head.seq;
  for (const r of receipts) {
    const s = r.statement;
    if (s.session !== sessionId || s.seq !== seq + 1 || s.prev !== prev) {
      throw new StoreError('store.chain-order', `receipt ${r.id} does not continue the chain at seq ${seq + 1}`);
    }
    prev = r.id;
    seq += 1;
  }
}

/** Writes a state file named by its digest, unless it is already there (same bytes, same name). */
export function writeState(dir: string, state: { digest: string; bytes: Uint8Array }): void {
  const hex = state.digest.slice('sha256:'.length);
  ensurePrivateDir(dir);
  const path = join(dir, `${hex}.json`);
  if (!existsSync(path)) writeFileAtomic(path, state.bytes);
}
