/**
 * Finding the workspace store (docs/FORMAT.md, "Store"): `JUDGE_HOME` names the store folder itself; otherwise
 * walk up from the current directory to the first `.judge/` holding a `config.json`, as git
 * finds `.git`. On the hot path of every call, so it imports nothing but node:fs and node:path.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { StoreError } from '../errors.js';

export interface StoreLocation {
  /** The store folder (`…/.judge`). */
  dir: string;
  /** The folder the store belongs to: the parent of `dir`. */
  workspace: string;
}

export const STORE_DIR_NAME = '.judge';

/** The store folder `judge init` creates: JUDGE_HOME, else `<cwd>/.judge`. */
export function storeDirFor(cwd: string, env: NodeJS.ProcessEnv): string {
  const home = env.JUDGE_HOME;
  return home !== undefined && home !== '' ? resolve(cwd, home) : join(resolve(cwd), STORE_DIR_NAME);
}

const isStore = (dir: string): boolean => existsSync(join(dir, 'config.json'));

/** The store for `cwd`, or null when there is none (not initialised). */
export function locateStore(cwd: string, env: NodeJS.ProcessEnv): StoreLocation | null {
  const home = env.JUDGE_HOME;
  if (home !== undefined && home !== '') {
    const dir = resolve(cwd, home);
    return isStore(dir) ? { dir, workspace: dirname(dir) } : null;
  }
  let at = resolve(cwd);
  for (;;) {
    const dir = join(at, STORE_DIR_NAME);
    if (isStore(dir)) return { dir, workspace: at };
    const up = dirname(at);
    if (up === at) return null;
    at = up;
  }
}

/**
 * The store, or StoreError `store.not-initialised` (exit 5) telling the user to run `judge init`.
 * Found from `cwd` first; `alsoFrom` (e.g. the `--workspace` root) is tried when cwd has none.
 */
export function requireStore(cwd: string, env: NodeJS.ProcessEnv, alsoFrom?: string): StoreLocation {
  const store = locateStore(cwd, env) ?? (alsoFrom !== undefined ? locateStore(alsoFrom, env) : null);
  if (store) return store;
  const where = env.JUDGE_HOME ? `JUDGE_HOME=${env.JUDGE_HOME}` : `${resolve(cwd)} or any folder above it`;
  throw new StoreError('store.not-initialised', `no judge store in ${where}: run \`judge init\` first`);
}

export const storePaths = {
  config: (s: StoreLocation) => join(s.dir, 'config.json'),
  keys: (s: StoreLocation) => join(s.dir, 'keys'),
  current: (s: StoreLocation) => join(s.dir, 'current'),
  last: (s: StoreLocation) => join(s.dir, 'last'),
  sessions: (s: StoreLocation) => join(s.dir, 'sessions'),
  session: (s: StoreLocation, id: string) => join(s.dir, 'sessions', id),
  receipts: (s: StoreLocation, id: string) => join(s.dir, 'sessions', id, 'receipts.jsonl'),
  recent: (s: StoreLocation, id: string) => join(s.dir, 'sessions', id, 'recent.json'),
  sessionStates: (s: StoreLocation, id: string) => join(s.dir, 'sessions', id, 'states'),
  sessionInfo: (s: StoreLocation, id: string) => join(s.dir, 'sessions', id, 'session.json'),
  lock: (s: StoreLocation, id: string) => join(s.dir, 'sessions', id, 'lock'),
  loose: (s: StoreLocation) => join(s.dir, 'receipts'),
  looseStates: (s: StoreLocation) => join(s.dir, 'states'),
};

/** The active session id, or null. A malformed `current` file is a store fault, not "no session". */
export function currentSessionId(store: StoreLocation): string | null {
  let text: string;
  try {
    text = readFileSync(storePaths.current(store), 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StoreError('store.unreadable', `${storePaths.current(store)}: cannot be read`, { cause: err });
  }
  if (!/^ses_[0-9a-f]{32}$/.test(text)) throw new StoreError('store.corrupt', `${storePaths.current(store)}: does not hold a session id`);
  return text;
}
