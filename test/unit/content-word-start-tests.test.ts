/**
 * A pattern tried only where a word starts (word-start-tests.ts) must say what its unanchored test says: checked with the
 * quoted specimens' two word-led patterns on random stretches of their own words, other words, blanks, punctuation,
 * letters of other scripts, CJK, the Kelvin sign and the long s (both fold to ASCII letters under `iu`), and surrogates.
 */
import { describe, expect, it } from 'vitest';
import { INTRO_BEFORE } from '../../src/content/quoted-languages.js';
import { OUTCOME_TOLD } from '../../src/content/quoted-specimens.js';
import { stickyOf, testAtWordStarts } from '../../src/content/word-start-tests.js';

const PIECES = [
  'for example',
  'zum Beispiel',
  'z. B.',
  'na przykład',
  'Ein typisches Beispiel ist',
  'Типичный пример',
  'उदाहरण के लिए',
  '例如',
  '例えば',
  'such as',
  'frases como',
  'did not act',
  "didn't comply",
  'was blocked',
  'were FLAGGED',
  'ignored it',
  'never followed',
  'attack',
  'the',
  'quote',
  'x1',
  '_',
  '\u212a',
  '\u017f',
  'é',
  'ß',
  '😀',
  '\ud800',
  '—',
  ':',
  ',',
  '-',
  '"',
  '«',
];
const GAPS = [' ', '  ', '', '\t', '\n', ', ', ' — '];

/** A seeded generator (mulberry32), so a failure is repeatable. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('testAtWordStarts', () => {
  for (const [name, re] of [
    ['introductions before a quotation', INTRO_BEFORE()],
    ['outcomes told after one', OUTCOME_TOLD],
  ] as const) {
    it(`answers as the unanchored test for ${name}`, () => {
      const sticky = stickyOf(re);
      const next = random(name.length);
      let found = 0;
      for (let i = 0; i < 4000; i++) {
        let s = '';
        for (let k = Math.floor(next() * 8); k >= 0; k--) {
          let piece = PIECES[Math.floor(next() * PIECES.length)]!;
          if (next() < 0.3) piece = piece.toUpperCase();
          s += piece + GAPS[Math.floor(next() * GAPS.length)]!;
        }
        const expected = re.test(s);
        if (expected) found++;
        expect([s, testAtWordStarts(sticky, s)]).toEqual([s, expected]);
      }
      expect(found).toBeGreaterThan(100);
    });
  }

  it('refuses a global or sticky pattern', () => {
    expect(() => stickyOf(/a/g)).toThrow(RangeError);
  });
});
