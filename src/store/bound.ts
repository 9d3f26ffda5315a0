/**
 * Store sessions that follow an agent's own sessions (docs/gate-behaviour.md). A gate that sees
 * a Claude Code `session_id` chains that session's receipts into a store session of its own,
 * opened on the first call and sealed when the agent's session ends, so concurrent agent
 * sessions in one workspace each get their own chain (none forks, none is loose) and none
 * touches `current`, which stays the person's `judge session start`.
 *
 * The binding is a small file per agent session, `gate/sessions/<sha256(key)>`, holding the
 * store session id; the name is a digest, so a hostile session id cannot name a path. It is
 * made under a lock, so two gate processes of one agent session that start together open one
 * store session, not two.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from '../canonical/jcs.js';
import { isSessionId } from '../crypto/ids.js';
import { StoreError } from '../errors.js';
import { readSessionInfo, type SessionInfo } from './chain.js';
import { ensurePrivateDir, errnoOf, writeFileAtomic } from './fsutil.js';
import type { StoreLocation } from './locate.js';
import { withLock } from './lock.js';
import { createSession, markClosed } from './session.js';

/** How long a gate waits for another gate process that is opening the same binding. */
const BIND_LOCK_TIMEOUT_MS = 3000;

const bindingsDir = (store: StoreLocation) => join(store.dir, 'gate', 'sessions');
const bindingPath = (store: StoreLocation, key: string) => join(bindingsDir(store), sha256Hex(key));

/** The store session bound to agent session `key`, or null (never bound, or the binding file is gone). */
export function boundSessionOf(store: StoreLocation, key: string): string | null {
  const path = bindingPath(store, key);
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (err) {
    if (errnoOf(err) === 'ENOENT') return null;
    throw new StoreError('store.unreadable', `${path}: cannot be read`, { cause: err });
  }
  if (!isSessionId(text)) throw new StoreError('store.corrupt', `${path}: does not hold a session id`);
  return text;
}

/**
 * The open store session for agent session `key`: the bound one, or a new one bound now (also
 * when the bound one was closed, e.g. sealed at the end of the agent session that is now resumed).
 */
export async function openBoundSession(store: StoreLocation, key: string): Promise<{ id: string; opened: boolean }> {
  const path = bindingPath(store, key);
  // Every call but an agent session's first finds its binding made and its session open. The
  // binding is written whole (renamed into place) and never rewritten while its session is open,
  // so reading it needs no lock: the lock only keeps two first calls from opening two sessions.
  // A session closed after this check refuses the append under the session's own lock, as it
  // would after the locked path below.
  const bound = boundSessionOf(store, key);
  if (bound !== null && readSessionInfo(store, bound).status === 'open') return { id: bound, opened: false };
  ensurePrivateDir(join(store.dir, 'gate'));
  ensurePrivateDir(bindingsDir(store));
  return withLock(
    `${path}.lock`,
    () => {
      const bound = boundSessionOf(store, key);
      if (bound !== null && readSessionInfo(store, bound).status === 'open') return { id: bound, opened: false };
      const info = createSession(store);
      writeFileAtomic(path, `${info.id}\n`);
      return { id: info.id, opened: true };
    },
    BIND_LOCK_TIMEOUT_MS,
  );
}

/**
 * Closes the store session bound to agent session `key` and forgets the binding; null when
 * nothing is bound. Sealing the closed session into a package is the caller's next step.
 */
export async function closeBoundSession(store: StoreLocation, key: string): Promise<SessionInfo | null> {
  const bound = boundSessionOf(store, key);
  if (bound === null) return null;
  const info = await markClosed(store, bound);
  await forgetBinding(store, key, bound);
  return info;
}

/**
 * Removes agent session `key`'s binding if it still names store session `id`. Under the binding's
 * lock: a first call that found `id` closed may have bound a new session meanwhile, and that
 * binding must stay.
 */
export async function forgetBinding(store: StoreLocation, key: string, id: string): Promise<void> {
  const path = bindingPath(store, key);
  await withLock(
    `${path}.lock`,
    () => {
      if (boundSessionOf(store, key) === id) rmSync(path, { force: true });
    },
    BIND_LOCK_TIMEOUT_MS,
  );
}
