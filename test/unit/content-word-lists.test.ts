/**
 * word-lists.ts's builders: a word list grouped by first letter, and atWordStarts's look-ahead of a pattern's first
 * code units, which must match what the pattern matches and refuse a pattern it cannot read; and line-bounds.ts's
 * bounds read from the places of a long text's breaks, which must equal a walk code unit by code unit.
 */
import { describe, expect, it } from 'vitest';
import { lineEndWithin, lineStartWithin } from '../../src/content/line-bounds.js';
import { forgetUnitPlaces } from '../../src/content/unit-places.js';
import { atWordStart, atWordStarts } from '../../src/content/word-lists.js';

const matches = (re: RegExp, text: string): string[] =>
  [...text.matchAll(new RegExp(re.source, `${re.flags}g`))].map((m) => `${m.index}:${m[0]}`);

describe('word-list patterns', () => {
  it('groups a list by first letter behind one look-ahead', () => {
    expect(atWordStart(['send\\b', 'share\\b', 'post\\b'])).toBe('\\b(?=[sp])(?:s(?:end\\b|hare\\b)|post\\b)');
  });

  it('reads the first code units of alternatives at a word start', () => {
    const re = atWordStarts(/\b(?:skip|bypass)\s+it|\b(?:there\s+is\s+)?no\s+need|(?<!x)\b[Gg]rant\b|\b-?\d+%/);
    expect(re.source.startsWith('\\b(?=[sbtnGg\\-0-9])')).toBe(true);
  });

  it('matches what the pattern matches', () => {
    const plain = /\b(?:skip|bypass)\s+it|\b(?:there\s+is\s+)?no\s+need|(?<!x)\b[Gg]rant\b|\bwithout\s+review/;
    const text = 'skip it, bypass it; there is no need. xgrant Grant grant, not without review; nobypass it skipit';
    expect(matches(atWordStarts(plain), text)).toEqual(matches(plain, text));
  });

  it('refuses an alternative that does not start at a word or whose first code unit it cannot read', () => {
    expect(() => atWordStarts(/\bfoo|bar/)).toThrow();
    expect(() => atWordStarts(/(?:x)?\bfoo/)).toThrow();
    expect(() => atWordStarts(/\b\w+foo/)).toThrow();
    expect(() => atWordStarts(/\b(?:a)?/)).toThrow();
  });
});

describe('line bounds in a long text', () => {
  const walkStart = (text: string, at: number, reach: number): number => {
    for (let i = at; i > 0; i--) {
      if (at - i >= reach) return -1;
      const c = text.charCodeAt(i - 1);
      if (c === 10 || c === 13 || ((c === 110 || c === 114) && text.charCodeAt(i - 2) === 92)) return i;
    }
    return 0;
  };
  const walkEnd = (text: string, at: number, most: number): number => {
    let i = at;
    while (i < text.length && i - at < most) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13 || (c === 92 && (text.charCodeAt(i + 1) === 110 || text.charCodeAt(i + 1) === 114))) break;
      i++;
    }
    return i;
  };

  it('reads the same bounds as a walk, breaks rare to dense', () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const differing: string[] = [];
    for (const density of [0, 0.0005, 0.005, 0.05]) {
      const units: string[] = [];
      for (let i = 0; i < 9000; i++)
        units.push(random() < density ? ['\n', '\r', '\\n', '\\r', '\\x'][Math.floor(random() * 5)]! : 'ab '[i % 3]!);
      const text = units.join('');
      forgetUnitPlaces();
      for (let q = 0; q < 500; q++) {
        const at = Math.floor(random() * (text.length + 4)) - 2;
        const reach = [8, 64, 65, 400, 4096][q % 5]!;
        if (lineStartWithin(text, at, reach) !== walkStart(text, at, reach)) differing.push(`start ${density} ${at} ${reach}`);
        if (lineEndWithin(text, at, reach) !== walkEnd(text, at, reach)) differing.push(`end ${density} ${at} ${reach}`);
      }
    }
    expect(differing).toEqual([]);
    forgetUnitPlaces();
  });
});
