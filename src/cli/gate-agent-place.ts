/**
 * Where the resident gate's socket lives and who may reach it (docs/gate-agent.md): a directory
 * only the user can enter, as ssh-agent's. bin/agent-client.cjs applies the same rule on the
 * hook's side; the e2e tests hold the two to it.
 */
import { lstatSync, mkdirSync, type Stats } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { UsageError } from '../errors.js';

export const SOCKET_NAME = 'gate.sock';
export const LOG_NAME = 'agent.log';
/** The longest socket path every system takes whole (sun_path: 108 bytes on Linux, 104 on macOS, with its NUL). */
export const MAX_SOCKET_PATH_BYTES = 103;

/** `$XDG_RUNTIME_DIR/judge` when that is an absolute directory owned by `uid`, else `$HOME/.judge/run`. */
export function agentDir(env: NodeJS.ProcessEnv, uid: number): string {
  const xdg = env.XDG_RUNTIME_DIR;
  if (xdg && isAbsolute(xdg)) {
    const st = lstatOrNull(xdg);
    if (st !== null && st.isDirectory() && st.uid === uid) return join(xdg, 'judge');
  }
  if (env.HOME && isAbsolute(env.HOME)) return join(env.HOME, '.judge', 'run');
  throw new UsageError('resident.dir', 'neither XDG_RUNTIME_DIR (a directory of yours) nor an absolute HOME is set', { where: 'HOME' });
}

/** true when `st` belongs to `uid` and no one else may read, write or enter it. */
export const isPrivate = (st: Stats, uid: number): boolean => st.uid === uid && (st.mode & 0o077) === 0;

export function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

/** Creates `dir` (mode 0700) when missing; refuses one that is not a private directory of `uid`'s. */
export function privateDir(dir: string, uid: number): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = lstatSync(dir);
  if (!st.isDirectory() || !isPrivate(st, uid))
    throw new UsageError(
      'resident.dir',
      `${dir} must be a directory of yours that no one else may open (chmod 700 ${dir}); it is ${describe(st)}`,
    );
}

function describe(st: Stats): string {
  const kind = st.isSymbolicLink() ? 'a symbolic link' : st.isDirectory() ? 'a directory' : 'not a directory';
  return `${kind} of uid ${st.uid}, mode ${(st.mode & 0o777).toString(8).padStart(3, '0')}`;
}
