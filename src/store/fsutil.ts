/** Small file helpers for the store: private folders, whole-file writes that never tear. */
import { chmodSync, mkdirSync } from 'node:fs';
import { diskFault } from '../fs/atomic.js';

/** Creates a folder (and parents) readable by the owner only. */
export function ensurePrivateDir(path: string): void {
  try {
    mkdirSync(path, { recursive: true, mode: 0o700 });
    chmodSync(path, 0o700);
  } catch (err) {
    throw diskFault(err, path);
  }
}

export { diskFault, writeFileAtomic } from '../fs/atomic.js';

export const errnoOf = (err: unknown): string | undefined => (err as NodeJS.ErrnoException)?.code;
