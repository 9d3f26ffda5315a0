import { readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VECTORS_DIR } from '../helpers/vectors.js';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import {
  SMALL_HASH_BYTES,
  assertCanonicalizable,
  canonicalBytes,
  canonicalJson,
  digestOf,
  digestOfChecked,
  parseCanonical,
  sha256Hex,
} from '../../src/canonical/jcs.js';
import { UsageError } from '../../src/errors.js';
import '../helpers/errors.js';

const VECTORS = pathToFileURL(`${VECTORS_DIR}/jcs/`);

describe('RFC 8785 vectors (cyberphone testdata)', () => {
  const names = readdirSync(new URL('input/', VECTORS)).map((f) => f.replace(/\.json$/, ''));
  it('has the six vector files', () => expect(names.sort()).toEqual(['arrays', 'french', 'structures', 'unicode', 'values', 'weird']));
  for (const name of names) {
    it(`${name}: canonical bytes match byte for byte`, () => {
      const input = JSON.parse(readFileSync(new URL(`input/${name}.json`, VECTORS), 'utf8'));
      const expected = readFileSync(new URL(`output/${name}.json`, VECTORS));
      expect(Buffer.compare(canonicalBytes(input), expected)).toBe(0);
    });
  }
  it('es6testfile10k: all 10,000 numbers serialise as ES6 does', () => {
    const lines = readFileSync(new URL('es6testfile10k.txt', VECTORS), 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBe(10_000);
    const f64 = new Float64Array(1);
    const u64 = new BigUint64Array(f64.buffer);
    let failures = 0;
    for (const line of lines) {
      const [hex, expected] = line.split(',');
      u64[0] = BigInt(`0x${hex}`);
      if (canonicalJson(f64[0]) !== expected) failures++;
    }
    expect(failures).toBe(0);
  });
});

describe('refusals', () => {
  for (const [name, value, code, where] of [
    ['NaN', { a: Number.NaN }, 'json.non-finite', '$.a'],
    ['Infinity', [Number.POSITIVE_INFINITY], 'json.non-finite', '$[0]'],
    ['undefined', { a: undefined }, 'json.not-json', '$.a'],
    ['a lone surrogate', { a: '\ud800' }, 'json.lone-surrogate', '$.a'],
    ['a lone surrogate key', { '\udc00': 1 }, 'json.lone-surrogate', '$'],
    ['a function', { a: () => 1 }, 'json.not-json', '$.a'],
    ['a bigint', { a: 1n }, 'json.not-json', '$.a'],
    ['a Date', { a: new Date(0) }, 'json.not-plain', '$.a'],
  ] as const) {
    it(`refuses ${name}`, () => expect(() => canonicalJson(value)).toThrowJudgeError(UsageError, code, where));
  }
  it('refuses nesting deeper than 64', () => {
    let v: unknown = 1;
    for (let i = 0; i < 70; i++) v = [v];
    expect(() => canonicalJson(v)).toThrowJudgeError(UsageError, 'json.too-deep');
  });
});

describe('digest', () => {
  it('is sha256:<64 lowercase hex> of the JCS bytes, equal to noble sha256', () => {
    const v = { b: [1, 'x'], a: { z: null, y: true } };
    const d = digestOf(v);
    expect(d).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(d).toBe(`sha256:${bytesToHex(sha256(canonicalBytes(v)))}`);
    expect(d).toBe(`sha256:${createHash('sha256').update('{"a":{"y":true,"z":null},"b":[1,"x"]}').digest('hex')}`);
  });
  it('is the same sha256 on both sides of the JavaScript/OpenSSL cut-over (property)', () => {
    const openssl = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    for (const n of [0, 1, 55, 56, 63, 64, 65, SMALL_HASH_BYTES - 1, SMALL_HASH_BYTES, SMALL_HASH_BYTES + 1, 3 * SMALL_HASH_BYTES]) {
      const b = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 0xff);
      expect(sha256Hex(b), `${n} bytes`).toBe(openssl(b));
    }
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2 * SMALL_HASH_BYTES }), (b) => sha256Hex(b) === openssl(b)),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: SMALL_HASH_BYTES }), (s) => sha256Hex(s) === openssl(Buffer.from(s, 'utf8'))),
      { numRuns: 200 },
    );
  });
  it('digestOfChecked gives digestOf of any value that passed the check (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        try {
          assertCanonicalizable(v);
        } catch {
          return true; // refused before any digest: nothing to compare
        }
        return digestOfChecked(v) === digestOf(v);
      }),
      { numRuns: 300 },
    );
    // Keys of every UTF-16 unit (astral ones sort by their surrogates), few and many (its own sort past 16).
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: 'binary-ascii' }), fc.integer(), { minKeys: 0, maxKeys: 24 }), (v) => {
        // digestOfChecked is for values that passed the check: lone surrogates and a `__proto__` key are refused before it.
        fc.pre(Object.keys(v).every((k) => k !== '__proto__' && (k as string & { isWellFormed(): boolean }).isWellFormed()));
        return digestOfChecked(v) === digestOf(v);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: 'grapheme' }), fc.boolean(), { minKeys: 2, maxKeys: 24 }), (v) => {
        fc.pre(!Object.hasOwn(v, '__proto__'));
        return digestOfChecked(v) === digestOf(v);
      }),
      { numRuns: 300 },
    );
    // Strings reach OpenSSL as they are: a lone surrogate is hashed as UTF-8 would write it (U+FFFD).
    for (const s of ['\ud800', 'a\udc00b', '\ud83d\ude00', 'é'])
      expect(sha256Hex(s)).toBe(createHash('sha256').update(Buffer.from(s, 'utf8')).digest('hex'));
  });
  it('does not depend on key order (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        try {
          return digestOf(obj) === digestOf(reversed);
        } catch (err) {
          return err instanceof UsageError; // e.g. __proto__ keys or depth: refused both ways
        }
      }),
    );
  });
});

describe('parseCanonical (the fast check) = comparing with canonicalJson (the reference)', () => {
  const ok = (text: string) => parseCanonical(Buffer.from(text, 'utf8')).ok;

  it('accepts JCS text, including integer-like keys that JS enumerates first', () => {
    expect(ok('{"a":1,"b":[true,null,"x"]}')).toBe(true);
    expect(ok('{"1":0,"10":1,"9":2,"a":3}')).toBe(true);
    expect(ok('{"a":"\\u001f","é":1}')).toBe(true);
  });

  it('refuses whitespace, unsorted or duplicate keys, other number forms, escaped lone surrogates, bad UTF-8', () => {
    expect(ok('{"a": 1}')).toBe(false);
    expect(ok('{"b":1,"a":2}')).toBe(false);
    expect(ok('{"a":1,"a":1}')).toBe(false);
    expect(ok('{"a":1.0}')).toBe(false);
    expect(ok('{"a":-0}')).toBe(false);
    expect(ok('{"a":1e2}')).toBe(false);
    expect(ok('{"a":"\\u0041"}')).toBe(false);
    expect(ok('{"a":"\\ud800"}')).toBe(false);
    expect(parseCanonical(Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xf0, 0x9f, 0x98]), Buffer.from('"}')])).ok).toBe(false);
    expect(parseCanonical(Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff]), Buffer.from('"}')])).ok).toBe(false);
  });

  it('gives canonicalJson’s verdict on random JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (v, pretty) => {
        const text = pretty ? JSON.stringify(v, null, 1) : JSON.stringify(v);
        let expected: boolean;
        try {
          expected = canonicalJson(JSON.parse(text)) === text;
        } catch {
          expected = false;
        }
        expect(parseCanonical(Buffer.from(text, 'utf8')).ok).toBe(expected);
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});
