/**
 * The session history every gate keeps (docs/gate-behaviour.md): what the combination rules
 * need from earlier calls (the state's `recent`), for gates whose every call is its own process
 * — the Claude Code gate (one file per hook `session_id`) and `judge --enforce` (one per
 * session key: --session-key, JUDGE_SESSION_KEY, else the workspace). The file lives in the
 * store when the workspace has one (`.judge/gate/<sha256(key)>.json`), else in the user's
 * state folder; it is private (0600 in a 0700 folder) and bounded (the last RECENT_LIMIT calls
 * with something to build on, under HISTORY_WRITE_BUDGET bytes). The file name is a digest so a
 * hostile session id cannot name a path.
 *
 * Concurrent gate processes (an agent running tools in parallel) append under a lock and
 * replace the whole file (temp + rename), so no process sees a torn file and no append is lost. A file that
 * cannot be read is treated as empty — a crash must not wedge every later call — and the caller
 * is told, so the reason can say the call was judged without its history.
 */
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { sha256Hex } from '../canonical/jcs.js';
import { buildsOnRecent } from '../facts/recent.js';
import type { RecentCall } from '../state/types.js';
import { RECENT_LIMIT, withLock, withRecentCall } from '../store/index.js';
import { writeFileAtomic } from '../fs/atomic.js';
import { isRecord } from '../wire/json.js';

/** Largest history file read; more than RECENT_LIMIT facts of any sane size fits far below it. */
const MAX_HISTORY_BYTES = 4 * 1024 * 1024;
/** Size the written file is kept under, dropping the oldest facts first (never the newest). */
export const HISTORY_WRITE_BUDGET = 1024 * 1024;
/**
 * How long an append waits for another gate process's lock. Holders keep it for one small
 * read-modify-write; past this the append is skipped and the caller says so.
 */
const HISTORY_LOCK_TIMEOUT_MS = 3000;

export interface HistoryRead {
  calls: RecentCall[];
  /** Set when a file existed but could not be used (the calls are then empty). */
  problem?: string;
}

/** Where the gate keeps histories: `<store>/gate`, else `$XDG_STATE_HOME/judge/gate`, else `~/.local/state/judge/gate`. */
export function historyDir(storeDir: string | null, env: NodeJS.ProcessEnv): string {
  if (storeDir) return join(storeDir, 'gate');
  const xdg = env.XDG_STATE_HOME;
  // The XDG spec says a relative value is invalid and must be ignored.
  if (xdg && isAbsolute(xdg)) return join(xdg, 'judge', 'gate');
  const home = env.HOME && isAbsolute(env.HOME) ? env.HOME : homedir();
  return join(home, '.local', 'state', 'judge', 'gate');
}

export function historyPath(dir: string, sessionId: string): string {
  return join(dir, `${sha256Hex(sessionId)}.json`);
}

/** Reads a history file; a missing file is an empty history, anything unreadable is empty with a problem. */
export function readHistory(path: string): HistoryRead {
  let size: number;
  try {
    const st = statSync(path);
    if (!st.isFile()) return { calls: [], problem: `${path} is not a regular file` };
    size = st.size;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { calls: [] };
    return { calls: [], problem: `${path} cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  if (size > MAX_HISTORY_BYTES) return { calls: [], problem: `${path} is over ${MAX_HISTORY_BYTES} bytes` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { calls: [] };
    return { calls: [], problem: `${path} ${code ? `cannot be read (${code})` : 'is not JSON'}` };
  }
  if (!isRecord(parsed) || parsed.version !== 1 || !Array.isArray(parsed.calls) || !parsed.calls.every(isRecord)) {
    return { calls: [], problem: `${path} does not hold {"version":1,"calls":[{…}]}` };
  }
  return { calls: (parsed.calls as RecentCall[]).slice(-RECENT_LIMIT) };
}

/**
 * Replaces a file whole, without fsync: the history is an aid to the rules, not evidence, and
 * an fsync costs milliseconds on every tool call (about 8 ms on an ext4 VM disk). After a power
 * cut the file may be lost or empty; the next call then reads it as empty and says so.
 */
function replaceFile(path: string, text: string): void {
  writeFileAtomic(path, text, 0o600, false);
}

/** Serialises the history, dropping the oldest facts while it is over budget (the newest always stays). */
function serialise(calls: RecentCall[]): string {
  let kept = calls;
  let text = JSON.stringify({ version: 1, calls: kept });
  while (kept.length > 1 && Buffer.byteLength(text) > HISTORY_WRITE_BUDGET) {
    kept = kept.slice(1);
    text = JSON.stringify({ version: 1, calls: kept });
  }
  return text + '\n';
}

/**
 * Appends one call's facts, keeping the last RECENT_LIMIT. Re-reads under the lock so appends
 * by other gate processes since our read are kept. Throws on I/O failure or when the lock
 * stays held past HISTORY_LOCK_TIMEOUT_MS (StoreError store.locked); the caller turns either
 * into a note. A corrupt file is replaced.
 */
export async function appendHistory(path: string, facts: RecentCall, dir: string): Promise<{ replacedCorrupt: boolean }> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The store's session lock (O_EXCL, takeover only of a provably dead holder) serves any path.
  return withLock(
    `${path}.lock`,
    () => {
      const current = readHistory(path);
      replaceFile(path, serialise(withRecentCall(current.calls, facts).calls));
      return { replacedCorrupt: current.problem !== undefined };
    },
    HISTORY_LOCK_TIMEOUT_MS,
  );
}

/** One session's history: where it is and what it held when the call began. */
export interface SessionHistory {
  dir: string;
  path: string;
  calls: RecentCall[];
  /** Set when the file existed but could not be used (the calls are then empty). */
  problem?: string;
}

/** Opens the history of session `key` (read only; nothing is written until a call is kept). */
export function openHistory(storeDir: string | null, env: NodeJS.ProcessEnv, key: string): SessionHistory {
  const dir = historyDir(storeDir, env);
  const path = historyPath(dir, key);
  const read = readHistory(path);
  return { dir, path, calls: read.calls, problem: read.problem };
}

/**
 * Keeps one call's facts for later calls. A call with nothing a later call could build on is
 * not history (see buildsOnRecent): no write, no lock. Returns a note for the person when the
 * write failed or replaced an unreadable file; throws nothing.
 */
export async function keepInHistory(history: SessionHistory, facts: RecentCall | undefined): Promise<string | undefined> {
  if (!facts || !buildsOnRecent(facts)) return undefined;
  try {
    const { replacedCorrupt } = await appendHistory(history.path, facts, history.dir);
    return replacedCorrupt ? 'The unreadable session history was replaced.' : undefined;
  } catch (err) {
    const msg = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 300);
    return `This call was not added to the session history (${msg}); a later call that builds on it may not be caught.`;
  }
}

/** Removes a session's history (its agent session ended); a missing file is fine. */
export function removeHistory(history: SessionHistory): void {
  rmSync(history.path, { force: true });
}
