/**
 * Layering of the signing side: crypto and receipts are pure (no file system), the store's
 * hot-path modules stay light, and the attest path never loads the verifier, noble, zod,
 * undici or chalk (start-up budget, test/bench/attest.mjs).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s[^'";]*?from\s+'([^']+)'/gm)]
    .filter((m) => !/^\s*(?:import|export)\s+type\s/.test(m[0]))
    .map((m) => m[1]!);

const resolveTs = (from: string, spec: string) => normalize(join(dirname(from), spec.replace(/\.js$/, '.ts')));

/** Static (non-type) import closure of a module inside src/, plus its bare imports. */
function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const spec of importsOf(f)) {
      if (spec.startsWith('.')) {
        if (!spec.endsWith('.json')) stack.push(resolveTs(f, spec));
      } else seen.add(spec);
    }
  }
  return seen;
}

const files = (dir: string) => readdirSync(dir).filter((n) => n.endsWith('.ts')).map((n) => join(dir, n));

describe('layering', () => {
  it('src/crypto and src/receipts do no file or network I/O', () => {
    for (const f of [...files('src/crypto'), ...files('src/receipts')]) {
      const bad = importsOf(f).filter((s) => /^node:(fs|net|http|https|child_process)/.test(s) || s.startsWith('../store') || s.startsWith('../cli'));
      expect(bad, f).toEqual([]);
    }
  });
  it('locate.ts and recent.ts (read before every judged call) import only node:fs, node:path and errors', () => {
    for (const f of ['src/store/locate.ts', 'src/store/recent.ts']) {
      const deps = [...closure(f)].filter((d) => d !== f);
      for (const d of deps) expect(['node:fs', 'node:path', 'src/errors.ts', 'src/store/locate.ts'], `${f} → ${d}`).toContain(d);
    }
  });
  it('the attest path loads neither the verifier nor noble Ed25519, zod, undici, chalk', () => {
    const deps = [...closure('src/store/attest.ts')];
    // Only noble's sha256, which src/canonical/jcs.ts uses for small inputs on every call.
    const allowed = ['@noble/hashes/sha2.js', '@noble/hashes/utils.js'];
    expect(deps.filter((d) => /noble|zod|undici|chalk|commander/.test(d) && !allowed.includes(d))).toEqual([]);
    expect(deps).not.toContain('src/crypto/ed25519.ts');
    expect(deps).not.toContain('src/receipts/verify.ts');
    expect(deps).toContain('src/crypto/sign.ts');
  });
});
