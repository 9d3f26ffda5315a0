import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VECTORS_DIR } from '../helpers/vectors.js';

/** The files that are not vectors: the notes, the licences and the checksum list itself. */
const NOT_DATA = (path: string) => path === 'README.md' || path === 'SHA256SUMS' || path.startsWith('LICENSES/');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

describe('vendored vectors (test/vectors/SHA256SUMS)', () => {
  const listed = new Map(
    readFileSync(join(VECTORS_DIR, 'SHA256SUMS'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const m = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
        if (!m) throw new Error(`SHA256SUMS: malformed line ${JSON.stringify(line)}`);
        return [m[2]!, m[1]!] as const;
      }),
  );

  it('lists every data file, and only files that exist', () => {
    const present = walk(VECTORS_DIR)
      .map((f) => relative(VECTORS_DIR, f).split('\\').join('/'))
      .filter((f) => !NOT_DATA(f))
      .sort();
    expect([...listed.keys()].sort()).toEqual(present);
    expect(present.length).toBeGreaterThanOrEqual(17);
  });

  it('every file has the checksum it was vendored with', () => {
    const wrong = [...listed].filter(
      ([path, sum]) =>
        createHash('sha256')
          .update(readFileSync(join(VECTORS_DIR, path)))
          .digest('hex') !== sum,
    );
    expect(wrong.map(([path]) => path)).toEqual([]);
  });

  it('ships the licence of each source', () => {
    expect(readdirSync(join(VECTORS_DIR, 'LICENSES')).sort()).toEqual([
      'Apache-2.0.txt',
      'BSD-3-Clause-CCTV.txt',
      'MIT-go-securesystemslib.txt',
    ]);
  });
});
