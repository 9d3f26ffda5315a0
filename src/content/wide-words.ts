/**
 * Words that hold a code unit outside Latin-1 (a Slavic, Greek or Cyrillic secret's name, a French typographic
 * apostrophe): the literal index reads Latin-1 only, so these are found in the text's runs outside it.
 */
import type { Text } from './find.js';
/**
 * A finder of `words` that hold a code unit outside Latin-1 (no literal of the index can name them): for a text, where
 * each stands in any case, ascending, found in one pass over the text's runs outside Latin-1, each run's units looked
 * up by the unit (either case) and its place in the word. A word with no such unit is left out.
 */
export function wideWordsFinder(words: readonly string[]): (t: Text) => Map<string, number[]> {
  const byUnit = new Map<number, Array<readonly [string, number]>>();
  for (const word of words) {
    const k = word.search(/[^\0-\xff]/);
    if (k < 0) continue;
    for (const unit of new Set([word[k]!, word[k]!.toUpperCase()])) {
      const list = byUnit.get(unit.charCodeAt(0)) ?? [];
      list.push([word, k]);
      byUnit.set(unit.charCodeAt(0), list);
    }
  }
  return (t) => {
    const text = t.text;
    const found = new Map<string, number[]>();
    const runs = t.wideRuns();
    for (let r = 0; r < runs.length; r += 2)
      for (let p = runs[r]!; p < runs[r + 1]!; p++) {
        const candidates = byUnit.get(text.charCodeAt(p));
        if (candidates === undefined) continue;
        for (const [word, k] of candidates) {
          const at = p - k;
          if (at < 0 || text.slice(at, at + word.length).toLowerCase() !== word) continue;
          const list = found.get(word) ?? [];
          list.push(at);
          found.set(word, list);
        }
      }
    return found;
  };
}
