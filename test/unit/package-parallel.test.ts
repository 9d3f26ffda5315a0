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

/** mulberry32, so a failing alteration can be reproduced from its seed. */
function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** One seeded alteration of receipts.jsonl: a flipped bit, a line deleted, duplicated, or swapped. */
function alter(input: PackageInput, seed: number): PackageInput {
  const pick = seeded(seed);
  const bytes = Buffer.from(input.files.get('receipts.jsonl')!);
  const lines = bytes.toString('latin1').split('\n').slice(0, -1);
  let out: Buffer;
  switch (pick(4)) {
    case 0: {
      out = Buffer.from(bytes);
      const at = pick(out.length);
      out[at] = out[at]! ^ (1 << pick(8));
      break;
    }
    case 1:
      lines.splice(pick(lines.length), 1);
      out = Buffer.from(lines.map((l) => `${l}\n`).join(''), 'latin1');
      break;
    case 2:
      lines.splice(pick(lines.length), 0, lines[pick(lines.length)]!);
      out = Buffer.from(lines.map((l) => `${l}\n`).join(''), 'latin1');
      break;
    default: {
      const i = pick(lines.length);
      const j = pick(lines.length);
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      out = Buffer.from(lines.map((l) => `${l}\n`).join(''), 'latin1');
    }
  }
  const files = new Map(input.files);
  files.set('receipts.jsonl', out);
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
    // Altered packages: the checks run ahead while the worker verifies must be run again whenever
    // a signature fails, and a batch must count whoever claims it, the worker or this thread.
    for (let seed = 1; seed <= 24; seed++) {
      const input = alter(pkg, seed);
      const sync = verifyPackages([input], { replay: testReplay });
      expect(await verifyPackagesParallel([input], { replay: testReplay }, { workers: 1, minSignatures: 1 }), `seed ${seed}`).toEqual(sync);
    }
    const tampered = await verifyPackagesParallel([flipSignatureOf(pkg, 3)], { replay: testReplay }, { workers: 1, minSignatures: 1 });
    expect(tampered.verified).toBe(false);
    expect(tampered.rows.find((r) => r.check === 'signatures')!.failures[0]).toMatch(
      /receipts.jsonl:4: the signature by ed25519:\w+ \(system:\/\/judge\) does not match/,
    );
  });

  it('takes its options as a promise (the CLI loads the rules judges while the workers start), and fails with it', async () => {
    const input = flipSignatureOf(pkg, 3);
    const sync = verifyPackages([input], { replay: testReplay });
    const later = new Promise<{ replay: typeof testReplay }>((resolve) => setTimeout(() => resolve({ replay: testReplay }), 20));
    expect(await verifyPackagesParallel([input], later, { workers: 1, minSignatures: 1 })).toEqual(sync);
    const failing = Promise.reject(new Error('the rules judges did not load'));
    await expect(verifyPackagesParallel([input], failing, { workers: 1, minSignatures: 1 })).rejects.toThrow('did not load');
  });
});
