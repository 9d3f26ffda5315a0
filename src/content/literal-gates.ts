/**
 * A whole-text gate asked of the literal index (docs/design-and-performance.md, "The content guard's speed on dense
 * text"). Several readings first ask whether a text holds any of their words at all with one pattern over the whole
 * text (an alternation of words, `CATCHER_HINTS.test(text)`); a process that holds much pattern code runs such a
 * pattern from bytecode, trying every code unit in turn: 0.5–1 ms of a 100 KB text each, found or not. The index
 * already knows where each of its literals stands in any case: the pattern is tried (sticky) only there, and says the
 * same, since every match starts with one of the words (in lower case) and the index holds every place of each.
 */
import type { Text } from './find.js';
import { literalId } from './find.js';

/**
 * Whether `pattern` (not global, not sticky; no look-behind) matches somewhere in a text, where every match of it
 * starts with one of `words` (LITERALS, lower case) as the index folds the text, or with one of `wideLeads`' code
 * units (outside Latin-1: no literal holds them; sought natively, only in a text holding such characters). A text
 * without the index (its lower-cased copy is of another length) is searched whole, as before.
 */
export function literalGate(pattern: RegExp, words: readonly string[], wideLeads = ''): (t: Text) => boolean {
  const ids = words.map(literalId);
  const sticky = new RegExp(pattern.source, `${pattern.flags.replace(/[gy]/g, '')}y`);
  const triedAt = (text: string, at: number): boolean => {
    sticky.lastIndex = at;
    return sticky.test(text);
  };
  return (t: Text): boolean => {
    const text = t.text;
    for (let k = 0; k < ids.length; k++) {
      const places = t.atId(ids[k]!);
      if (places === null) return pattern.test(text);
      for (let i = 0; i < places.length; i++) if (triedAt(text, places[i]!)) return true;
    }
    if (t.wide)
      for (let k = 0; k < wideLeads.length; k++)
        for (let i = text.indexOf(wideLeads[k]!); i >= 0; i = text.indexOf(wideLeads[k]!, i + 1)) if (triedAt(text, i)) return true;
    return false;
  };
}
