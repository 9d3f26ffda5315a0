/** The in-place payload decoder of package verify (`paeOfBase64`) against `decodeBase64` and `pae`. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Variants } from '../helpers/base64.js';
import { decodeBase64, decodeBase64Fast } from '../../src/crypto/base64.js';
import { pae } from '../../src/crypto/pae.js';
import { paeOfBase64 } from '../../src/package/parse.js';
import { PAYLOAD_TYPE } from '../../src/receipts/types.js';

describe('paeOfBase64', () => {
  it('gives the reference bytes and PAE, or leaves the text to the reference decoder', () => {
    const same = (s: string) => {
      const fast = paeOfBase64(s);
      const ref = decodeBase64(s);
      if (fast === null) {
        // Declined: only texts Node's encoder does not give back unchanged, all left to decodeBase64Fast.
        expect(Buffer.from(s, 'base64').toString('base64') === s && s.length > 0, JSON.stringify(s)).toBe(false);
        expect(decodeBase64Fast(s) === null ? null : Buffer.from(decodeBase64Fast(s)!).toString('hex')).toBe(
          ref === null ? null : Buffer.from(ref).toString('hex'),
        );
        return;
      }
      expect(ref, JSON.stringify(s)).not.toBeNull();
      expect(fast.body.toString('hex'), JSON.stringify(s)).toBe(Buffer.from(ref!).toString('hex'));
      expect(fast.pae.toString('hex'), JSON.stringify(s)).toBe(pae(PAYLOAD_TYPE, ref!).toString('hex'));
      expect(fast.pae.subarray(fast.pae.length - fast.body.length).equals(fast.body)).toBe(true);
    };
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1200 }), fc.integer({ min: 0, max: 7 }), (bytes, how) => {
        const variants = base64Variants(bytes);
        same(variants[how]!);
        same(variants[0]!);
      }),
      { numRuns: 1000, seed: 21 },
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'AQgw+/-_=aZ09 \n'.split('')), maxLength: 16 }), (s) => same(s)),
      { numRuns: 3000, seed: 22 },
    );
    for (const s of ['', '=', '==', '===', '====', 'AA==', 'AB==', 'AAA=', 'AAB=', 'QQ', 'Q===', '////', '____', '+/-_', 'A=AA', 'AA=A'])
      same(s);
  });
});
