/**
 * folded-places.ts reads a word's places in a long text from a copy with ASCII folded, by native searches; they must be
 * the places a global case-blind pattern of the word finds (without `u`). Checked on seeded random texts built of the
 * words' letters in both cases, letters that fold oddly (U+212A, U+0130, a long s, a dotless i), a lone surrogate and
 * the words themselves, so places touch and overlap.
 */
import { describe, expect, it } from 'vitest';
import { foldedPlaces } from '../../src/content/folded-places.js';
import { placesOf, Text } from '../../src/content/find.js';

const WORDS = [
  'pin',
  'backup',
  'back-up',
  'codes de',
  'bi-b',
  'aa',
  'aba',
  'a.b',
  'x(y',
  'has\u0142o',
  '\u015fifre',
  'l\u00f6senord',
  'c\u00f3digos de',
  'm\u1eadt kh\u1ea9u',
  '\u043f\u0430\u0440\u043e\u043b\u044c',
];
const UNITS = [
  ...'aAbBiIkKsSpPnNxy.(-  cCodeu',
  '\u212a',
  '\u0130',
  '\u0131',
  '\u017f',
  '\u0142',
  '\u0141',
  '\u015f',
  '\u015e',
  '\u00f6',
  '\u00d6',
  '\u1ead',
  '\u1eac',
  '\ud800',
  '\u043f',
  '\u041f',
];

function seeded(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return s % n;
  };
}

const pattern = (w: string): RegExp => new RegExp(w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'gi');

describe('foldedPlaces', () => {
  it('finds what a global case-blind pattern finds', () => {
    const rnd = seeded(7);
    for (let k = 0; k < 60; k++) {
      let text = '';
      const length = 2048 + rnd(2048);
      while (text.length < length) {
        if (rnd(6) === 0) text += [...WORDS[rnd(WORDS.length)]!].map((c) => (rnd(2) === 0 ? c.toUpperCase() : c)).join('');
        else text += UNITS[rnd(UNITS.length)];
      }
      const owner = {};
      for (const w of WORDS) {
        const got = foldedPlaces(owner, text, w);
        if (got === null) continue;
        expect(got, w).toEqual([...text.matchAll(pattern(w))].map((m) => m.index));
      }
    }
  });

  it('leaves a short text and a word without ASCII to the pattern', () => {
    expect(foldedPlaces({}, 'pin PIN', 'pin')).toBeNull();
    expect(foldedPlaces({}, 'x'.repeat(4096), '\u043f\u0430\u0440\u043e\u043b\u044c')).toBeNull();
  });

  it('serves placesOf in a long text outside Latin-1', () => {
    const text = `${'\u4e00 Backup pIn '.repeat(300)}Back-Up`;
    const t = new Text(text);
    expect(placesOf(t, 'backup')).toEqual([...text.matchAll(pattern('backup'))].map((m) => m.index));
    expect(placesOf(t, 'back-up')).toEqual([text.length - 7]);
  });
});
