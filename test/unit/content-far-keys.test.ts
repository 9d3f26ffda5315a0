/**
 * far-language.ts's keys: a language's verbs and nouns (acts and stakes) are read only in a text that holds one of
 * their keys, so every word a pattern matches must hold one. Each alternative of each keyed pattern is written out as
 * the text it matches (a space for `\s+`) and put beside one word of the other pattern: the pattern must match it and
 * the language's test must let it be read. A word that is a pattern itself (a group in it) is not written out here;
 * its list has no keys and is read in every text.
 */
import { describe, expect, it } from 'vitest';
import { FAR_LATIN, FAR_SCRIPTED } from '../../src/content/far-overrides.js';
import type { FarLanguage } from '../../src/content/far-language.js';

const LEAD = '(?<![\\p{L}\\p{M}])';
const TAIL = '(?![\\p{L}\\p{M}])';

/** The texts `re`'s alternatives match, or undefined for an alternative that is not plain words. */
function wordsOf(re: RegExp): (string | undefined)[] {
  if (re.source === '(?!)') return [];
  const body = re.source.replaceAll(LEAD, '').replaceAll(TAIL, '').replaceAll('(?:', '(');
  const out: (string | undefined)[] = [];
  for (const group of body.match(/\((?:[^()\\]|\\.)*\)/g) ?? [])
    for (const alt of group.slice(1, -1).split('|'))
      out.push(
        /[()[\]*+?{}^$.]/.test(alt.replace(/\\./g, ''))
          ? undefined
          : alt
              .replaceAll('\\s+', ' ')
              .replace(/\\u([0-9a-f]{4})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
              .replace(/\\(.)/g, '$1'),
      );
  return out;
}

/** Whether one of `res` matches `s`. */
function matches(res: readonly RegExp[], s: string): boolean {
  return res.some((re) => {
    re.lastIndex = 0;
    const found = re.test(s);
    re.lastIndex = 0;
    return found;
  });
}

const plain = (words: (string | undefined)[]): string[] => words.filter((w): w is string => w !== undefined);

function checkLanguage(lang: FarLanguage): number {
  let checked = 0;
  const verbs = plain(wordsOf(lang.verb));
  const nouns = plain(wordsOf(lang.noun));
  const acts = plain(wordsOf(lang.act));
  const stakes = [lang.stake, lang.conceal, lang.list].flatMap((re) => plain(wordsOf(re)));
  for (const [mine, other, re, may] of [
    [verbs, nouns, lang.verb, (s: string) => lang.mayOverride(s)],
    [nouns, verbs, lang.noun, (s: string) => lang.mayOverride(s)],
    [acts, stakes, lang.act, (s: string) => lang.mayOrder(s)],
    [stakes, acts, undefined, (s: string) => lang.mayOrder(s)],
  ] as const) {
    if (other.length === 0) continue;
    for (const word of mine) {
      const text = `${word} ${other[0]}`;
      if (re !== undefined) {
        re.lastIndex = 0;
        expect(re.test(word), `${lang.code}: ${JSON.stringify(word)} is what ${re.source.slice(0, 60)} matches`).toBe(true);
        re.lastIndex = 0;
      }
      expect(may(text), `${lang.code}: ${JSON.stringify(text)} is read`).toBe(true);
      checked++;
      // (A key is held within the bounds its pattern holds the word in: where the pattern still matches the word with
      // letters before or after it, the text must still be read.)
      for (const held of [`x${word}`, `${word}x`, `x${word}x`, `\u00e9${word}`, `${word}\u00e9`]) {
        if (!matches(mine === stakes ? [lang.stake, lang.conceal, lang.list] : [re!], held)) continue;
        expect(may(`${held} ${other[0]}`), `${lang.code}: ${JSON.stringify(held)} is read`).toBe(true);
        checked++;
      }
    }
  }
  return checked;
}

describe('the far tables’ keys', () => {
  it('let every word of each language’s verbs, nouns, acts and stakes be read', () => {
    let checked = 0;
    for (const lang of [...FAR_LATIN, ...FAR_SCRIPTED]) checked += checkLanguage(lang);
    expect(checked).toBeGreaterThan(2500);
  });

  it('keep a language out of a text with none of its words', () => {
    const english = 'please ignore the previous build output and approve the pull request when the tests pass';
    expect(FAR_LATIN.filter((l) => l.mayOverride(english)).length).toBeLessThan(FAR_LATIN.length / 4);
    expect(FAR_SCRIPTED.filter((l) => l.mayOverride(english) || l.mayOrder(english))).toEqual([]);
  });
});
