/**
 * The repository stands alone: a successor reads the code and runs the tests with nothing beside
 * the clone. So no comment or doc points at documents that are not in it (a product spec by
 * section, issue numbers, seed files) — what the reader needs is written in docs/ — and no
 * test reads a file outside the repository.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const SCANNED = ['README.md', 'src', 'scripts', 'test', 'docs', 'rules', 'examples', 'bin', '.ci', 'vitest.config.ts', 'package.json'];
const SKIP = new Set(['node_modules', 'dist', 'corpus', 'vectors']);

function files(path: string): string[] {
  const entries = (() => {
    try {
      return readdirSync(path, { withFileTypes: true });
    } catch {
      return null; // a file
    }
  })();
  if (entries === null) return [path];
  return entries.filter((e) => !SKIP.has(e.name)).flatMap((e) => files(join(path, e.name)));
}

const ALL = SCANNED.flatMap((p) => files(join(ROOT, p))).map((f) => relative(ROOT, f).split('\\').join('/'));

/** References to what is not in the repository. RFC sections (RFC 8032 §5.1.6) are fine. */
const OUTSIDE = [
  /\bSPEC\b/,
  /(?<!RFC \d{3,5} )§ ?\d/,
  /\b[Ii]ssues? ?#?\d+\b/,
  /\bseeds? ?\d{3}\b/,
  /\bseeds\//,
  /\.\.\/shared(?:\/|$|['"`\s)])/,
  /\/work\/shared\b/,
];

describe('the repository stands alone', () => {
  it('no comment or doc cites a spec section, an issue or a seed file: docs/ says what is needed', () => {
    const found: string[] = [];
    for (const file of ALL) {
      if (file === 'test/unit/repo-references.test.ts') continue;
      // (A content corpus's cases are texts an agent reads, written as data: a contract's "§ 4" there cites nothing.)
      if (/^test\/corpus-content\/.*\.jsonl$/.test(file)) continue;
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (OUTSIDE.some((re) => re.test(line))) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('no test or script reads from outside the repository (an absolute path or a sibling folder)', () => {
    const found: string[] = [];
    for (const file of ALL.filter((f) => /^(test|scripts|examples)\/.*\.(ts|mjs|cjs|js|sh)$/.test(f))) {
      if (file === 'test/unit/repo-references.test.ts') continue;
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // Workspace strings such as '/work/proj' are data the rules read, not files: only the
          // ways tests once reached the vectors beside the clone are looked for.
          if (/\/work\/shared|\.\.\/\.\.\/\.\.\/|shared\/vectors|JUDGE_VECTORS_DIR|\.\.', 'shared'/.test(line))
            found.push(`${file}:${i + 1}: ${line.trim().slice(0, 100)}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('scans what it says (the guard cannot pass by reading nothing)', () => {
    expect(ALL).toContain('README.md');
    expect(ALL).toContain('src/errors.ts');
    expect(ALL.filter((f) => f.startsWith('test/')).length).toBeGreaterThan(40);
  });
});
