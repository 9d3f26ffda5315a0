/**
 * writeFileAtomic under a failing disk: each fault of the disk (full, over quota, read-only, I/O
 * error) at each step is a StoreError naming the path, and no temporary file is left behind.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreError } from '../../src/errors.js';
import { diskFault, writeFileAtomic, type AtomicOps } from '../../src/fs/atomic.js';

const errno = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });
const node: AtomicOps = { openSync, writeSync: (fd, b, o, l) => writeSync(fd, b, o, l), fsyncSync, closeSync, renameSync, unlinkSync };

describe('writeFileAtomic on a failing disk', () => {
  for (const code of ['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']) {
    for (const step of ['openSync', 'writeSync', 'fsyncSync', 'renameSync'] as const) {
      it(`${code} at ${step}: a store error naming the file; the old bytes stay, no temp file`, () => {
        const dir = mkdtempSync(join(tmpdir(), 'judge-atomic-'));
        const path = join(dir, 'receipt.json');
        writeFileSync(path, 'old');
        const ops: AtomicOps = {
          ...node,
          [step]: () => {
            throw errno(code);
          },
        };
        let caught: unknown;
        try {
          writeFileAtomic(path, 'new bytes', 0o600, true, ops);
        } catch (err) {
          caught = err;
        }
        expect(caught).toBeInstanceOf(StoreError);
        expect((caught as StoreError).code).toBe('store.disk');
        expect((caught as StoreError).message).toContain(path);
        expect((caught as StoreError).message).toContain(code);
        expect(readdirSync(dir)).toEqual(['receipt.json']);
        expect(readFileSync(path, 'utf8')).toBe('old');
      });
    }
  }

  it('a short write is retried to the end; other errors pass through unchanged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'judge-atomic-'));
    const path = join(dir, 'f');
    writeFileAtomic(path, 'abcdef', 0o600, true, { ...node, writeSync: (fd, b, o) => writeSync(fd, b, o, 1) });
    expect(readFileSync(path, 'utf8')).toBe('abcdef');
    const other = errno('EACCES');
    expect(diskFault(other, path)).toBe(other);
    expect(existsSync(path)).toBe(true);
  });
});
