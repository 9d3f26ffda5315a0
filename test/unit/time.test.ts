/** isoTime writes what Date.prototype.toISOString writes, without waking V8's time-zone cache. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTime } from '../../src/time.js';

describe('isoTime', () => {
  it.each([
    0, 951_782_400_000 /* 2000-02-29 */, 4_107_542_400_000 /* 2100-03-01 */, 68_169_600_000 /* 1972-02-29 */, 946_684_799_999,
    253_402_300_799_999,
  ])('%i as toISOString', (ms) => {
    expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });

  it('agrees with toISOString on any instant from 1970 to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253_402_300_799_999 }), (ms) => isoTime(ms) === new Date(ms).toISOString()),
      { numRuns: 20_000 },
    );
  });

  it('hands other values to Date, errors included', () => {
    expect(isoTime(-1)).toBe('1969-12-31T23:59:59.999Z');
    expect(isoTime(253_402_300_800_000)).toBe('+010000-01-01T00:00:00.000Z');
    expect(() => isoTime(Number.NaN)).toThrow(RangeError);
  });

  it('is now by default', () => {
    const before = Date.now();
    const t = Date.parse(isoTime());
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });
});
