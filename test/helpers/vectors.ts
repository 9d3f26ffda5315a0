/**
 * Where the standard test vectors are: `../shared/vectors` beside the checkout, as the team
 * keeps them. `JUDGE_VECTORS_DIR` overrides; a clone elsewhere finds them by walking up, then at
 * /work/shared/vectors. Missing vectors fail the tests that need them, loudly: never skipped.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function find(): string {
  const candidates: string[] = [];
  if (process.env.JUDGE_VECTORS_DIR) candidates.push(resolve(process.env.JUDGE_VECTORS_DIR));
  for (let at = resolve(ROOT); ; at = dirname(at)) {
    candidates.push(join(at, '..', 'shared', 'vectors'));
    if (dirname(at) === at) break;
  }
  candidates.push('/work/shared/vectors');
  const found = candidates.find((c) => existsSync(join(c, 'README.md')));
  if (!found) throw new Error(`test vectors not found (looked in ${candidates.slice(0, 3).join(', ')}, …); set JUDGE_VECTORS_DIR`);
  return found;
}

/** Absolute directory of the shared vectors, ending without a slash. */
export const VECTORS_DIR = find();
