import { describe, expect, it } from 'vitest';
import { base32Bytes } from '../../src/text/base32.js';

const text = (b: Uint8Array | null) => (b === null ? null : Buffer.from(b).toString('latin1'));

describe('base32 (text/base32.ts)', () => {
  it('decodes the RFC 4648 test vectors, in either case, padding and white space skipped', () => {
    const vectors: Array<[string, string]> = [
      ['', ''],
      ['f', 'MY======'],
      ['fo', 'MZXQ===='],
      ['foo', 'MZXW6==='],
      ['foob', 'MZXW6YQ='],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI======'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(text(base32Bytes(encoded)), encoded).toBe(plain);
      expect(text(base32Bytes(encoded.toLowerCase())), encoded).toBe(plain);
    }
    expect(text(base32Bytes('MZXW 6YTB\nOI'))).toBe('foobar');
  });

  it('refuses a character outside the alphabet', () => {
    for (const bad of ['MZXW1', 'MZXW8', 'MZ-XW', 'MZXWé']) expect(base32Bytes(bad), bad).toBeNull();
  });
});
