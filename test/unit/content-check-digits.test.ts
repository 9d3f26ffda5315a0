import { describe, expect, it } from 'vitest';
import { verhoeffValid } from '../../src/content/digits.js';
import { nationalIdValid } from '../../src/content/national-id-checks.js';

describe("Verhoeff's check (Aadhaar)", () => {
  it('passes the algorithm published examples and a number checked by hand, and fails one digit changed', () => {
    // 236 -> 3 and 12345 -> 1 are the algorithm's published examples; 4991 1866 5246 was checked digit by digit.
    for (const valid of ['2363', '123451', '499118665246']) expect(verhoeffValid(valid)).toBe(true);
    for (const invalid of ['2364', '123452', '499118665247', '499118665256']) expect(verhoeffValid(invalid)).toBe(false);
  });

  it('reads every position of a twelve-digit number with its own permutation (all eight of them used)', () => {
    // Each of the eleven digits before the check changed by one fails the check: a wrong permutation row lets some pass.
    const id = '499118665246';
    for (let i = 0; i < 11; i++) {
      const changed = id.slice(0, i) + String((Number(id[i]) + 1) % 10) + id.slice(i + 1);
      expect(verhoeffValid(changed), changed).toBe(false);
    }
    expect(nationalIdValid('aadhaar', id)).toBe(true);
  });
});
