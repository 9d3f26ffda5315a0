/**
 * The tamper matrix: a real package of ≥ 50 receipts, written by the real store and
 * package code, and every class of mutation — a flipped byte of any receipt, deleted, duplicated
 * and reordered receipts, swapped and removed keys, truncated files, an edited close record or
 * state file — makes verify fail, in the text and the JSON rendering alike. Then a property test
 * flips random bytes at random positions of random files.
 */
import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../src/crypto/base64.js';
import { keyIdOf } from '../../src/crypto/ids.js';
import { renderJson, renderText } from '../../src/package/report.js';
import { verifyPackages, type PackageInput } from '../../src/package/verify.js';
import { buildPackage, readPackageDir, reseal, testReplay } from '../helpers/package-store.js';
import type { StoreLocation } from '../../src/store/locate.js';

let pkg: PackageInput;
let store: StoreLocation;

beforeAll(async () => {
  const built = await buildPackage({ calls: 18, withStates: true }); // 54 judgements + 1 resolution
  store = built.store;
  pkg = readPackageDir(built.dir, 'pkg');
});

const SUCCESS = /\b(verified|ok|pass)\b/i;

/** Verifies, and checks both renderings say it failed with no success word where none is earned. */
function expectRejected(input: PackageInput, what: string): void {
  const report = verifyPackages([input], { replay: testReplay });
  const text = renderText(report);
  const json = JSON.parse(renderJson(report));
  expect(report.verified, `${what}\n${text}`).toBe(false);
  expect(json.verdict, what).toBe('failed');
  expect(text.trimEnd().split('\n').at(-1), what).toMatch(/^FAILED: /);
  expect(text, what).not.toMatch(/\bverified\b/i);
  expect(JSON.stringify(json), what).not.toMatch(/\bverified\b/i);
  expect(
    json.checks.some((c: { status: string }) => c.status === 'fail'),
    what,
  ).toBe(true);
  if (!report.signaturesHeld) {
    expect(text, what).not.toMatch(SUCCESS);
    expect(JSON.stringify(json), what).not.toMatch(SUCCESS);
  }
}

function withFile(input: PackageInput, path: string, bytes: Uint8Array | null): PackageInput {
  const files = new Map(input.files);
  if (bytes === null) files.delete(path);
  else files.set(path, bytes);
  return { name: input.name, files };
}

const lines = (input: PackageInput): string[] => Buffer.from(input.files.get('receipts.jsonl')!).toString('utf8').split('\n').slice(0, -1);
const withLines = (input: PackageInput, ls: string[]): PackageInput =>
  withFile(input, 'receipts.jsonl', Buffer.from(ls.map((l) => `${l}\n`).join('')));
const flip = (bytes: Uint8Array, at: number, mask = 0x01): Uint8Array => {
  const copy = Uint8Array.from(bytes);
  copy[at] = copy[at]! ^ mask;
  return copy;
};
const keyPaths = (input: PackageInput) => [...input.files.keys()].filter((p) => p.startsWith('keys/'));
const statePaths = (input: PackageInput) => [...input.files.keys()].filter((p) => p.startsWith('states/'));

describe('the untouched package', () => {
  it('has at least 50 receipts, states and keys, and verifies', () => {
    expect(lines(pkg).length).toBeGreaterThanOrEqual(50);
    expect(statePaths(pkg).length).toBeGreaterThan(0);
    expect(keyPaths(pkg).length).toBe(1);
    const report = verifyPackages([pkg], { replay: testReplay });
    expect(report.verified, renderText(report)).toBe(true);
    expect(renderText(report)).toMatch(/^verified: 1 package, 55 receipts/m);
  });
});

describe('tamper matrix: every mutation fails verify', () => {
  it('a flipped byte in any receipt (each of them, payload and signature alike)', () => {
    const ls = lines(pkg);
    ls.forEach((line, i) => {
      // Alternate between a byte inside the payload and one inside the signature.
      const at = i % 2 === 0 ? line.indexOf('"payload":"') + 11 + ((i * 37) % 200) : line.indexOf('"sig":"') + 7 + (i % 80);
      const edited = [...ls];
      edited[i] = String.fromCharCode(...flip(Buffer.from(line, 'latin1'), at, 0x02));
      expectRejected(withLines(pkg, edited), `flip in receipt ${i + 1} at ${at}`);
    });
  });

  it('a deleted receipt (first, middle, last)', () => {
    const ls = lines(pkg);
    for (const i of [0, Math.floor(ls.length / 2), ls.length - 1])
      expectRejected(
        withLines(
          pkg,
          ls.filter((_, j) => j !== i),
        ),
        `delete ${i + 1}`,
      );
  });

  it('a duplicated receipt (in place and at the end)', () => {
    const ls = lines(pkg);
    expectRejected(withLines(pkg, [...ls.slice(0, 5), ls[4]!, ...ls.slice(5)]), 'duplicate in place');
    expectRejected(withLines(pkg, [...ls, ls[10]!]), 'duplicate at end');
  });

  it('reordered receipts (adjacent swap, last moved first)', () => {
    const ls = lines(pkg);
    const swapped = [...ls];
    [swapped[7], swapped[8]] = [swapped[8]!, swapped[7]!];
    expectRejected(withLines(pkg, swapped), 'swap 8 and 9');
    expectRejected(withLines(pkg, [ls.at(-1)!, ...ls.slice(0, -1)]), 'last first');
  });

  it('a swapped key (other key under the same name, renamed, or another key signing) and a removed key', () => {
    const path = keyPaths(pkg)[0]!;
    const other = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).subarray(12);
    const otherId = keyIdOf(other);
    const original = JSON.parse(Buffer.from(pkg.files.get(path)!).toString('utf8'));
    const swappedSameId = { ...original, public_key: encodeBase64(other) };
    expectRejected(withFile(pkg, path, Buffer.from(`${JSON.stringify(swappedSameId)}\n`)), 'other key under the old id');
    const renamed = withFile(
      withFile(pkg, path, null),
      `keys/${otherId}.json`,
      Buffer.from(`${JSON.stringify({ keyid: otherId, uri: original.uri, alg: 'ed25519', public_key: encodeBase64(other) })}\n`),
    );
    expectRejected(renamed, 'key replaced by another');
    expectRejected(withFile(pkg, path, null), 'key removed');
  });

  it('a truncated file (receipts, key, close record, state) and a truncated receipt line', () => {
    for (const path of ['receipts.jsonl', keyPaths(pkg)[0]!, 'close.json', statePaths(pkg)[0]!]) {
      const bytes = pkg.files.get(path)!;
      expectRejected(withFile(pkg, path, bytes.subarray(0, Math.floor(bytes.length / 2))), `truncate ${path}`);
      expectRejected(withFile(pkg, path, bytes.subarray(0, bytes.length - 1)), `drop last byte of ${path}`);
    }
    const ls = lines(pkg);
    expectRejected(withLines(pkg, [...ls.slice(0, -1), ls.at(-1)!.slice(0, 100)]), 'truncated last line');
  });

  it('an edited close record: a flipped byte, a changed count or head re-signed by the store key, another signer', () => {
    const close = pkg.files.get('close.json')!;
    for (const at of [5, Math.floor(close.length / 3), Math.floor(close.length / 2), close.length - 10, close.length - 1]) {
      expectRejected(withFile(pkg, 'close.json', flip(close, at, 0x04)), `flip close.json at ${at}`);
    }
    // An insider with the store key re-signs a close record over one receipt fewer.
    const ls = lines(pkg);
    const shorter = reseal(store, pkg, (sts) => sts.slice(0, -1), { rechain: false });
    expectRejected(withLines(withFile(pkg, 'close.json', shorter.files.get('close.json')!), ls), 'close record of a shorter chain');
  });

  it('an edited state file (one byte, or replaced by another state)', () => {
    const [a, b] = statePaths(pkg);
    expectRejected(withFile(pkg, a!, flip(pkg.files.get(a!)!, 20)), 'flip a state byte');
    expectRejected(withFile(pkg, a!, pkg.files.get(b!)!), 'state swapped');
    expectRejected(withFile(pkg, a!, null), 'state removed');
  });

  it('an extra file, or a file that is not a regular file', () => {
    expectRejected(withFile(pkg, 'notes.txt', Buffer.from('hello\n')), 'extra file');
    expectRejected({ ...pkg, irregular: ['states/link.json'] }, 'symlink');
  });
});

/** A file's kind: its folder (keys/, states/) or, at the top, the file itself. */
const kindOf = (path: string): string => path.split('/')[0]!;
/** Flips per run of `npm test`; JUDGE_TAMPER_RUNS asks for more (the seed stays fixed). */
const FLIP_RUNS = Number(process.env.JUDGE_TAMPER_RUNS ?? 120);

describe('property: random byte flips anywhere in the package', () => {
  // Every kind of file (the chain, the close record, the keys, the states) is drawn as often, then
  // a file of that kind: drawn from all files alike, the states (one per call) took most flips.
  it('every flip of any byte of any file fails verify', () => {
    const paths = [...pkg.files.keys()].sort();
    const kinds = [...new Set(paths.map(kindOf))];
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds).chain((kind) => fc.constantFrom(...paths.filter((p) => kindOf(p) === kind))),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.integer({ min: 1, max: 255 }),
        (path, where, mask) => {
          const bytes = pkg.files.get(path)!;
          const at = Math.floor(where * bytes.length);
          const report = verifyPackages([withFile(pkg, path, flip(bytes, at, mask))], { replay: testReplay });
          expect(report.verified, `${path}@${at}^${mask}`).toBe(false);
          expect(renderJson(report)).not.toMatch(/\bverified\b/);
        },
      ),
      { numRuns: FLIP_RUNS, seed: 20261129 },
    );
  });
});
