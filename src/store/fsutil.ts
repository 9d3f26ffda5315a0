/** Small file helpers for the store: private folders, whole-file writes that never tear. */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';

/** Creates a folder (and parents) readable by the owner only. */
export function ensurePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
}

/**
 * Writes a whole file atomically: a temp file beside it, fsync, rename over. Readers see the
 * old bytes or the new, never a mix (SPEC §8). `durable: false` skips the fsync, for files that
 * are hints rebuilt or lost harmlessly after a power cut (`last`, `recent.json`); evidence
 * (receipts, states, keys, config) is always synced.
 */
export function writeFileAtomic(path: string, bytes: Uint8Array | string, mode = 0o600, durable = true): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(tmp, 'wx', mode);
  try {
    const buf = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    if (durable) fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      /* already gone */
    }
    throw err;
  }
  closeSync(fd);
  try {
    renameSync(tmp, path);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      /* already gone */
    }
    throw err;
  }
}

export const errnoOf = (err: unknown): string | undefined => (err as NodeJS.ErrnoException)?.code;
