/**
 * The parallel verifier gives exactly the synchronous verifier's report: same rows, same
 * failures, on a clean package and on tampered ones (OpenSSL in worker threads, the acceptance
 * rule's prechecks and noble fallback on the main thread).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPackagesParallel } from '../../src/package/parallel.js';
import { verifyPackages, type PackageInput } from '../../src/package/verify.js';
import { buildPackage, readPackageDir, testReplay } from '../helpers/package-store.js';

let pkg: PackageInput;
beforeAll(async () => {
  pkg = readPackageDir((await buildPackage({ calls: 20, withStates: true })).dir, 'pkg');
});

function flipSignatureOf(input: PackageInput, line: number): PackageInput {
  const lines = Buffer.from(input.files.get('receipts.jsonl')!).toString('utf8').split('\n');
  const l = lines[line]!;
  const at = l.indexOf('"sig":"') + 10;
  lines[line] = `${l.slice(0, at)}${l[at] === 'A' ? 'B' : 'A'}${l.slice(at + 1)}`;
  const files = new Map(input.files);
  files.set('receipts.jsonl', Buffer.from(lines.join('\n')));
  return { name: input.name, files };
}

describe('verifyPackagesParallel', () => {
  it('reports what verifyPackages reports, on workers and on the calling thread', async () => {
    const cases = [pkg, flipSignatureOf(pkg, 3), flipSignatureOf(flipSignatureOf(pkg, 0), 40)];
    for (const input of cases) {
      const sync = verifyPackages([input], { replay: testReplay });
      expect(await verifyPackagesParallel([input], { replay: testReplay }, { workers: 2, minSignatures: 1 })).toEqual(sync);
      expect(await verifyPackagesParallel([input], { replay: testReplay }, { workers: 2 })).toEqual(sync);
    }
    const tampered = await verifyPackagesParallel([flipSignatureOf(pkg, 3)], { replay: testReplay }, { workers: 1, minSignatures: 1 });
    expect(tampered.verified).toBe(false);
    expect(tampered.rows.find((r) => r.check === 'signatures')!.failures[0]).toMatch(
      /receipts.jsonl:4: the signature by ed25519:\w+ \(system:\/\/judge\) does not match/,
    );
  });
});
