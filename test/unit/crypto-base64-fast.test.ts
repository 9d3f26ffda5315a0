/** The fast base64 decoder against the reference decoder (src/crypto/base64.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Variants } from '../helpers/base64.js';
import { decodeBase64, decodeBase64Fast } from '../../src/crypto/base64.js';

describe('decodeBase64Fast', () => {
  it('decodes exactly as decodeBase64 (std and URL-safe, padded or not, junk)', () => {
    const same = (s: string) => {
      const a = decodeBase64Fast(s);
      const b = decodeBase64(s);
      expect(a === null ? null : Buffer.from(a).toString('hex'), JSON.stringify(s)).toBe(
        b === null ? null : Buffer.from(b).toString('hex'),
      );
    };
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.integer({ min: 0, max: 5 }), (bytes, how) => {
        const variants = base64Variants(bytes);
        same(variants[how]!);
        same(variants[6]!);
      }),
      { numRuns: 1000, seed: 11 },
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'AQgw+/-_=aZ09 \n'.split('')), maxLength: 16 }), (s) => same(s)),
      { numRuns: 2000, seed: 12 },
    );
    for (const s of ['', '=', '==', 'AA==', 'AB==', 'AAA=', 'AAB=', 'QQ', 'Q===', '////', '____', '+/-_']) same(s);
  });
});
