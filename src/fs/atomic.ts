/** Atomic file writes: a reader sees the old bytes or the new ones, never a torn file (docs/receipts.md). */
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { uniqueSuffix } from './unique.js';

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    /* already gone */
  }
}

/**
 * Writes a whole file through a temp file beside it and a rename over. `durable: false` skips
 * the fsync, for files that are hints rebuilt or lost harmlessly after a power cut (`last`,
 * `recent.json`, the gate's history); evidence (receipts, states, keys, config) is always synced.
 */
export function writeFileAtomic(path: string, data: Uint8Array | string, mode = 0o600, durable = true): void {
  const tmp = join(dirname(path), `.${basename(path)}.${uniqueSuffix()}.tmp`);
  const fd = openSync(tmp, 'wx', mode);
  try {
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let off = 0;
    while (off < buf.byteLength) off += writeSync(fd, buf, off, buf.byteLength - off);
    if (durable) fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    removeQuietly(tmp);
    throw err;
  }
  closeSync(fd);
  try {
    renameSync(tmp, path);
  } catch (err) {
    removeQuietly(tmp);
    throw err;
  }
}
