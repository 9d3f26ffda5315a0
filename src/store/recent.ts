/**
 * The last calls' facts of a session (`recent.json`), which combination rules read through
 * `state.recent` (docs/concepts.md). Read on the hot path before judging, so: node:fs only. Written
 * under the session lock by the chain, always whole (temp + rename).
 */
import { readFileSync } from 'node:fs';
import { StoreError } from '../errors.js';
import type { RecentCall } from '../state/types.js';
import { currentSessionId, storePaths, type StoreLocation } from './locate.js';

/** How many earlier calls are remembered. */
export const RECENT_LIMIT = 8;

export interface RecentFile {
  version: 1;
  calls: RecentCall[];
}

/**
 * The session's remembered calls, oldest first; empty when none were recorded yet or when no
 * session is active (`sessionId` defaults to the active one).
 */
export function readRecent(store: StoreLocation, sessionId: string | null = currentSessionId(store)): RecentCall[] {
  if (sessionId === null) return [];
  const path = storePaths.recent(store, sessionId);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new StoreError('store.unreadable', `${path}: cannot be read`, { cause: err });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new StoreError('store.corrupt', `${path}: is not JSON`, { cause: err });
  }
  const calls = (parsed as Partial<RecentFile>)?.calls;
  if (!Array.isArray(calls) || !calls.every((c) => typeof c === 'object' && c !== null && !Array.isArray(c))) {
    throw new StoreError('store.corrupt', `${path}: "calls" is not a list of objects`);
  }
  return calls.slice(-RECENT_LIMIT) as RecentCall[];
}

/** The next content of recent.json after one more call (pure). Callers append only calls that buildsOnRecent(). */
export function withRecentCall(calls: readonly RecentCall[], facts: RecentCall): RecentFile {
  return { version: 1, calls: [...calls, facts].slice(-RECENT_LIMIT) };
}
