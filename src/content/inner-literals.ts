/**
 * Where a word that is no literal of the index occurs, read from the index's places of a literal inside it
 * (`password` from `pass`): for a text whose index runs on the text itself (no lower-cased copy: a text with a
 * character outside Latin-1), which otherwise searched the whole text with a case-blind pattern for each such word, a
 * pass that runs without V8's optimizations in a process that holds the guard's pattern code
 * (docs/design-and-performance.md, the content guard's speed on dense text). The places are the pattern's: every place
 * of the word in any ASCII case holds the literal in that case (the index lists each of them, overlapping ones too),
 * each is compared in full, and one is kept only past the last kept one's end, as a global pattern's matches are.
 */

/** A literal inside a word: its id in the index and where in the word it starts (none: undefined). */
type Inner = readonly [id: number, offset: number] | undefined;
const INNER = new Map<string, Inner>();

/**
 * The longest literal inside `word` (its places are the fewest to compare), for a word of lower-case ASCII only (a
 * case-blind pattern folds no other code unit to an ASCII one, nor an ASCII one to another); `idOf` names a literal's id.
 */
export function innerLiteral(word: string, idOf: (literal: string) => number | undefined): Inner {
  if (INNER.has(word)) return INNER.get(word);
  let best: Inner;
  let bestLength = 0;
  if (/^[\0-@[-\x7f]+$/.test(word))
    for (let from = 0; from < word.length; from++)
      for (let to = word.length; to - from > bestLength; to--) {
        const id = idOf(word.slice(from, to));
        if (id === undefined) continue;
        best = [id, from];
        bestLength = to - from;
        break;
      }
  INNER.set(word, best);
  return best;
}

/** Whether `text` holds `word` (lower-case ASCII) at `at`, in any ASCII case (as a case-blind pattern reads it). */
export function holdsFolded(text: string, at: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    let c = text.charCodeAt(at + i);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== word.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * The places a global case-blind pattern of `word` finds in `text`, ascending and apart, from `places` (ascending):
 * where the index found the literal `offset` code units into the word.
 */
export function placesByInner(text: string, word: string, places: readonly number[], offset: number): number[] {
  const out: number[] = [];
  let next = 0;
  for (const at of places) {
    const p = at - offset;
    if (p < next || p + word.length > text.length || !holdsFolded(text, p, word)) continue;
    out.push(p);
    next = p + word.length;
  }
  return out;
}
