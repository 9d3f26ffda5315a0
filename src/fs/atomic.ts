/** Atomic file writes: a reader sees the old bytes or the new ones, never a torn file (docs/receipts.md). */
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { StoreError } from '../errors.js';
import { uniqueSuffix } from './unique.js';

/** The faults of the disk, not of judge: reported as a store error (exit 5) naming the path. */
const DISK_FAULTS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'read-only file system',
  EIO: 'input/output error',
};

/**
 * Turns a disk fault (full, over quota, read-only, I/O error) into a StoreError naming the path
 * (the one the system call names, else `path`); anything else is returned unchanged. The caller
 * has already undone what it half-wrote.
 */
export function diskFault(err: unknown, path: string): unknown {
  const e = err as NodeJS.ErrnoException | undefined;
  const code = e?.code;
  if (typeof code !== 'string' || !Object.hasOwn(DISK_FAULTS, code)) return err;
  return new StoreError(
    'store.disk',
    `${typeof e?.path === 'string' ? e.path : path}: ${DISK_FAULTS[code]} (${code}); nothing was recorded there`,
    { cause: err },
  );
}

/** The file operations writeFileAtomic uses: node's, or a test's that fail on purpose. */
export interface AtomicOps {
  openSync: typeof openSync;
  writeSync: (fd: number, buf: Uint8Array, off: number, len: number) => number;
  fsyncSync: typeof fsyncSync;
  closeSync: typeof closeSync;
  renameSync: typeof renameSync;
  unlinkSync: typeof unlinkSync;
}
const NODE_OPS: AtomicOps = { openSync, writeSync, fsyncSync, closeSync, renameSync, unlinkSync };

function removeQuietly(path: string, ops: AtomicOps): void {
  try {
    ops.unlinkSync(path);
  } catch {
    /* already gone */
  }
}

/**
 * Writes a whole file through a temp file beside it and a rename over. `durable: false` skips
 * the fsync, for files that are hints rebuilt or lost harmlessly after a power cut (`last`,
 * `recent.json`, the gate's history); evidence (receipts, states, keys, config) is always synced.
 */
export function writeFileAtomic(path: string, data: Uint8Array | string, mode = 0o600, durable = true, ops: AtomicOps = NODE_OPS): void {
  const tmp = join(dirname(path), `.${basename(path)}.${uniqueSuffix()}.tmp`);
  let fd: number;
  try {
    fd = ops.openSync(tmp, 'wx', mode);
  } catch (err) {
    throw diskFault(err, path);
  }
  try {
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let off = 0;
    while (off < buf.byteLength) off += ops.writeSync(fd, buf, off, buf.byteLength - off);
    if (durable) ops.fsyncSync(fd);
    ops.closeSync(fd);
  } catch (err) {
    try {
      ops.closeSync(fd);
    } catch {
      /* closed, or the close failed too: the temp file goes either way */
    }
    removeQuietly(tmp, ops);
    throw diskFault(err, path);
  }
  try {
    ops.renameSync(tmp, path);
  } catch (err) {
    removeQuietly(tmp, ops);
    throw diskFault(err, path);
  }
}
