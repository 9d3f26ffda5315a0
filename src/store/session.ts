/**
 * Sessions (docs/receipts.md): start makes `sessions/<id>/` and points `current` at it; close marks it
 * closed under the session lock (so no attest can chain onto it afterwards) and clears
 * `current`; `judge session close` then hands the chain to the package writer.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newSessionId } from '../crypto/ids.js';
import { UsageError } from '../errors.js';
import { readChain, readSessionInfo, recoverChainTail, writeSessionInfo, type SessionInfo } from './chain.js';
import { ensurePrivateDir, writeFileAtomic } from './fsutil.js';
import { currentSessionId, storePaths, type StoreLocation } from './locate.js';
import { withLock } from './lock.js';
import { isoTime } from '../time.js';

/** Serialises changes of `current` (start/close) across processes. */
const storeLock = (store: StoreLocation) => join(store.dir, 'session.lock');

/** Makes a new, empty, open session; `current` is left alone (startSession or a gate binds it). */
export function createSession(store: StoreLocation): SessionInfo {
  const info: SessionInfo = { id: newSessionId(), started_at: isoTime(), status: 'open' };
  ensurePrivateDir(storePaths.session(store, info.id));
  ensurePrivateDir(storePaths.sessionStates(store, info.id));
  writeFileSync(storePaths.receipts(store, info.id), '', { mode: 0o600, flag: 'wx' });
  writeSessionInfo(store, info);
  return info;
}

export async function startSession(store: StoreLocation): Promise<SessionInfo> {
  return withLock(storeLock(store), () => {
    const active = currentSessionId(store);
    // `current` naming a closed session is what a close killed between its two steps leaves
    // (the mark is written first, `current` removed second): that session is not active.
    if (active !== null && readSessionInfo(store, active).status !== 'closed') {
      throw new UsageError('session.active', `session ${active} is already active; close it first with \`judge session close\``);
    }
    const info = createSession(store);
    writeFileAtomic(storePaths.current(store), `${info.id}\n`);
    return info;
  });
}

export interface SessionStatus {
  info: SessionInfo;
  count: number;
  head: string | null;
  /** Lines the chain holds that cannot be read as receipts (verify tells why). */
  unreadable: number;
  tornBytes: number;
  byKind: Record<string, number>;
}

export function sessionStatus(store: StoreLocation, sessionId: string): SessionStatus {
  const info = readSessionInfo(store, sessionId);
  const chain = readChain(store, sessionId);
  const byKind: Record<string, number> = {};
  for (const r of chain.records) if (r.statement) byKind[r.statement.kind] = (byKind[r.statement.kind] ?? 0) + 1;
  return {
    info,
    count: chain.records.length,
    head: chain.records.at(-1)?.id ?? null,
    unreadable: chain.records.filter((r) => !r.statement).length,
    tornBytes: chain.tornBytes,
    byKind,
  };
}

/**
 * Marks a session closed (under its lock) and clears `current` if it points at it. The mark is
 * one atomic rename and comes first, so a kill at any moment leaves the session open and
 * current, or closed (with `current` perhaps still naming it, which start and close both treat as
 * no active session); its package is then written by `judge session close --session ID`.
 */
export async function markClosed(store: StoreLocation, sessionId: string): Promise<SessionInfo> {
  return withLock(storeLock(store), async () => {
    const info = await withLock(storePaths.lock(store, sessionId), () => {
      const i = readSessionInfo(store, sessionId);
      if (i.status === 'closed') return i;
      // The package is sealed from complete calls only: cut what a killed write left behind.
      recoverChainTail(store, sessionId);
      const closed: SessionInfo = { ...i, status: 'closed', closed_at: isoTime() };
      writeSessionInfo(store, closed);
      return closed;
    });
    if (currentSessionId(store) === sessionId) rmSync(storePaths.current(store), { force: true });
    return info;
  });
}

/**
 * Closes the active session (or `sessionId`) and returns it; writing its package is the
 * caller's next step (src/package/write.ts, a higher layer: `judge session close` does both).
 */
export async function closeSession(store: StoreLocation, sessionId?: string): Promise<SessionInfo> {
  const id = sessionId ?? currentSessionId(store);
  if (id === null) throw new UsageError('session.none', 'no active session to close', { where: 'session' });
  return markClosed(store, id);
}
