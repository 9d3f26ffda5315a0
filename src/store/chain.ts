/**
 * A session's chain (`sessions/<id>/receipts.jsonl`, one envelope per line, chain order).
 * Every append happens under the session lock: recover a torn tail, read the head, sign the
 * call's receipts with contiguous seq/prev, write the state file (temp + rename), append all
 * receipts in ONE write on an O_APPEND descriptor, fdatasync, update recent.json. A crash
 * leaves the chain as it was before the write or after it; a torn last line (a write cut short
 * by power loss or a full disk) is truncated away on the next locked open, keeping every
 * complete line (docs/receipts.md, "The chain never forks").
 */
import {
  closeSync,
  constants,
  existsSync,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  readSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { decodeEnvelope, parseStatement, type SignedReceipt } from '../receipts/envelope.js';
import { KINDS, STATEMENT_TYPE, type Statement } from '../receipts/types.js';
import { StoreError } from '../errors.js';
import type { RecentCall } from '../state/types.js';
import { diskFault, ensurePrivateDir, errnoOf, writeFileAtomic } from './fsutil.js';
import { storePaths, type StoreLocation } from './locate.js';
import { acquireLock } from './lock.js';
import { buildsOnRecent } from '../facts/recent.js';
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
  // Lines are cut from the bytes, so offsets stay exact whatever a damaged line holds.
  const records: ChainRecord[] = [];
  const starts: number[] = [];
  for (let at = 0, nl = bytes.indexOf(0x0a); nl >= 0; at = nl + 1, nl = bytes.indexOf(0x0a, at)) {
    starts.push(at);
    records.push(readRecord(bytes.toString('utf8', at, nl), records.length + 1));
  }
  let end = bytes.lastIndexOf(0x0a) + 1;
  // Complete lines of a call whose write was cut short are unfinished too (see wholeCallsEnd).
  for (let n = unfinishedCallLength(records, sessionId); n > 0; n = unfinishedCallLength(records, sessionId)) {
    records.length -= n;
    end = starts[records.length]!;
  }
  return { records, tornBytes: bytes.length - end };
}

/** How many trailing records form a call whose last receipt is missing (0 when none do). */
function unfinishedCallLength(records: ChainRecord[], sessionId: string): number {
  const last = records.at(-1);
  const call = last ? partialCallOf(callOf(last.statement)) : null;
  if (!call) return 0;
  for (let k = 0; k <= call.index; k++) {
    const sibling = records.at(-1 - k)?.statement ?? null;
    // Anything else is not what a cut write leaves: it stays, for the verifier to report.
    if (sibling?.session !== sessionId || !isSibling(callOf(sibling), call, call.index - k)) return 0;
  }
  return call.index + 1;
}

interface TailLine {
  /** Offset of the last complete line. */
  start: number;
  /** Just after its newline: where the complete lines end. */
  end: number;
  /** Its text; null when there is no complete line. */
  text: string | null;
}

/**
 * The last complete line before `size`, reading only the file's tail: a few KiB, growing only
 * for an unusually long line.
 */
function tailOf(fd: number, size: number): TailLine {
  let chunk = 16 * 1024;
  for (;;) {
    const start = Math.max(0, size - chunk);
    const buf = Buffer.allocUnsafe(size - start);
    readSync(fd, buf, 0, buf.length, start);
    const nl = buf.lastIndexOf(0x0a);
    if (nl < 0) {
      if (start === 0) return { start: 0, end: 0, text: null };
      chunk *= 4;
      continue;
    }
    // (lastIndexOf with a negative offset would search from the end, so guard nl === 0.)
    const before = nl === 0 ? -1 : buf.lastIndexOf(0x0a, nl - 1);
    if (before < 0 && start > 0) {
      chunk *= 4;
      continue;
    }
    return { start: start + before + 1, end: start + nl + 1, text: buf.toString('utf8', before + 1, nl) };
  }
}

/**
 * Recovers a torn tail: a write cut short (SIGKILL can cut a write between pages) keeps neither
 * its torn line nor the complete lines of its call before it. Call it under the session lock.
 * `onCorrupt`: what to do with an unfinished call whose lines are not what a cut write leaves.
 */
function cutTornTail(fd: number, path: string, sessionId: string, onCorrupt: 'refuse' | 'keep'): { end: number; last: ChainLink | null } {
  const size = fstatSync(fd).size;
  const tail = wholeCallsEnd(fd, size, path, sessionId, onCorrupt);
  if (tail.end < size) ftruncateSync(fd, tail.end);
  return tail;
}

/**
 * Recovers the torn tail of a session's chain, if it has one; for callers holding the session
 * lock. A tail it cannot make sense of is left as it is, for `judge verify` to report.
 */
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
    cutTornTail(fd, path, sessionId, 'keep');
  } finally {
    closeSync(fd);
  }
}

/**
 * Where the last whole call ends. A call's receipts go out in one write, so a write cut short
 * leaves a torn line and possibly some complete lines of the same call before it: a judgement
 * whose `call.index` is not the last of `call.count`, and its siblings of this session with the
 * same call id and count and the indexes before it. Those lines are cut too, so the chain never
 * holds half a call. Lines that look unfinished but are not such a run are refused (or kept).
 */
function wholeCallsEnd(
  fd: number,
  size: number,
  path: string,
  sessionId: string,
  onCorrupt: 'refuse' | 'keep',
): { end: number; last: ChainLink | null } {
  let tail = tailOf(fd, size);
  for (;;) {
    const last = tail.text === null ? null : readLink(tail.text);
    const call = partialCallOf(last?.call ?? null);
    if (!call) return { end: tail.end, last };
    // This line is index `call.index` of its call: step back over it and each sibling before it.
    let line = tail;
    let link: ChainLink | null = last;
    for (let expected = call.index; ; expected--) {
      if (link?.session !== sessionId || !isSibling(link.call, call, expected)) {
        if (onCorrupt === 'keep') return { end: tail.end, last };
        throw new StoreError(
          'store.chain-corrupt',
          `${path}: the last call (${call.id}) is incomplete and its receipts are not in order; run \`judge verify last\``,
        );
      }
      if (expected === 0) break;
      line = tailOf(fd, line.start);
      link = line.text === null ? null : readLink(line.text);
    }
    // Strictly before the line we started from: the loop ends.
    tail = tailOf(fd, line.start);
  }
}

interface CallPosition {
  id: string;
  index: number;
  count: number;
}

/** The call position of a judgement; null for another kind or a position no writer makes. */
function callOf(s: Partial<Statement> | null): CallPosition | null {
  if (s?.kind !== 'judgement.v1') return null;
  const call = (s.payload as { call?: { id?: unknown; index?: unknown; count?: unknown } } | null)?.call;
  const index = call?.index;
  const count = call?.count;
  if (typeof call?.id !== 'string' || !Number.isSafeInteger(index) || !Number.isSafeInteger(count)) return null;
  if ((index as number) < 0 || (index as number) >= (count as number)) return null;
  return { id: call.id, index: index as number, count: count as number };
}

/** The call when it is not its call's last receipt. */
const partialCallOf = (call: CallPosition | null): CallPosition | null => (call && call.index + 1 < call.count ? call : null);

const isSibling = (c: CallPosition | null, call: CallPosition, index: number): boolean =>
  c !== null && c.id === call.id && c.count === call.count && c.index === index;

/**
 * What an append needs of a stored line: its id (re-derived from the PAE bytes), its place in
 * the chain and its call, with the statement's shape checked (type, kind, signer, time, chain
 * fields). Checking a receipt whole (canonical form, schemas, signature) is `judge verify`'s
 * work: the writer reads enough to refuse a line that is not a link of a chain, and no more, which
 * spares every cold append a second full parse of the head.
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
    s = JSON.parse(Buffer.from(decoded.body).toString('utf8')) as Partial<Statement> | null;
  } catch {
    // reported below
  }
  const problem = linkProblem(s);
  if (problem !== null) return { id: decoded.id, session: undefined, seq: undefined, call: null, problem };
  return { id: decoded.id, session: s!.session, seq: s!.seq, call: callOf(s) };
}

function linkProblem(s: Partial<Statement> | null): string | null {
  if (typeof s !== 'object' || s === null || Array.isArray(s) || s.type !== STATEMENT_TYPE) return 'payload is not a statement';
  if (!(KINDS as readonly unknown[]).includes(s.kind) || typeof s.signer !== 'string' || typeof s.issued_at !== 'string') {
    return 'statement lacks its kind, signer or time';
  }
  if (typeof s.payload !== 'object' || s.payload === null) return 'statement has no payload';
  if (typeof s.session !== 'string' || !Number.isSafeInteger(s.seq) || s.seq! < 1) return 'statement is not in a session';
  if (s.seq === 1 ? s.prev !== null : typeof s.prev !== 'string') return 'statement has no valid prev link';
  return null;
}

function headOf(link: ChainLink | null, sessionId: string, path: string): ChainHead {
  if (link === null) return { seq: 0, id: null };
  if (link.problem !== undefined || link.id === null) {
    throw new StoreError('store.chain-corrupt', `${path}: the last receipt cannot be read (${link.problem}); run \`judge verify last\``);
  }
  if (link.session !== sessionId) {
    throw new StoreError('store.chain-corrupt', `${path}: the last receipt does not belong to session ${sessionId}`);
  }
  return { seq: link.seq as number, id: link.id };
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
    if (info.status !== 'open')
      throw new StoreError('session.closed', `session ${sessionId} is closed; start a new one with \`judge session start\``);
    const fd = openSync(path, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT, 0o600);
    try {
      const tail = cutTornTail(fd, path, sessionId, 'refuse');
      const head = headOf(tail.last, sessionId, path);
      const call = make(head);
      checkContiguous(call.receipts, head, sessionId);
      const bytes = Buffer.from(call.receipts.map((r) => `${r.line}\n`).join(''), 'utf8');
      let written: number;
      try {
        written = writeSync(fd, bytes);
        if (written === bytes.length) fdatasyncSync(fd);
      } catch (err) {
        // A full disk may have taken part of the call: cut it off, so no torn call is left as if whole.
        ftruncateSync(fd, tail.end);
        throw diskFault(err, path);
      }
      if (written !== bytes.length) {
        ftruncateSync(fd, tail.end);
        throw new StoreError('store.write', `${path}: short write (${written} of ${bytes.length} bytes); the chain is unchanged`);
      }
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
