/** The one-allocation PAE (`paeFor`) against the reference `pae` (src/crypto/pae.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pae, paeFor } from '../../src/crypto/pae.js';

describe('paeFor', () => {
  it('gives the bytes of pae, for any payload type and body', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant('application/vnd.judge.statement+json'), fc.string({ unit: 'grapheme', maxLength: 40 })),
        fc.uint8Array({ maxLength: 3000 }),
        (type, body) => {
          expect(paeFor(type)(body).equals(pae(type, body))).toBe(true);
        },
      ),
      { numRuns: 300, seed: 13 },
    );
  });
});
