/**
 * A pattern tested on a short stretch (a quotation's line before it, the passage after it) tried only where a word
 * starts, not at every code unit: irregexp cannot skip ahead for a pattern that opens on `\b` or a lookbehind and a long
 * alternation of words, so an unanchored test tries the whole alternation at each position of the stretch
 * (docs/design-and-performance.md, "The content guard's speed"). Same answer as the unanchored test, for a pattern whose
 * every match starts with a letter that no ASCII letter or digit stands right before (`\b` or a lookbehind then
 * words), or, for a pattern with the `u` flag, with a code unit outside ASCII (another script's word, a CJK word with no
 * word boundary before it): every other position is one where the unanchored test finds no match either.
 */
import { isAlnum, isLetter } from './ascii.js';

/** The sticky copy of each pattern tested so (built once, where its module loads). */
export function stickyOf(re: RegExp): RegExp {
  if (re.global || re.sticky) throw new RangeError(`stickyOf: "${re.source}" must be neither global nor sticky`);
  return new RegExp(re.source, `${re.flags}y`);
}

/**
 * Whether `sticky` (stickyOf) matches in `s` starting where a word may start (see the file's comment): an ASCII letter
 * with no ASCII letter or digit before it, and, for a pattern with the `u` flag, any code unit outside ASCII (a match
 * cannot start on one without it: `i` then folds no other code unit into ASCII).
 */
export function testAtWordStarts(sticky: RegExp, s: string): boolean {
  const wide = sticky.unicode;
  for (let p = 0, before = 0; p < s.length; p++) {
    const c = s.charCodeAt(p);
    const after = before;
    before = c;
    if (c >= 128 ? !wide : !isLetter(c) || isAlnum(after)) continue;
    sticky.lastIndex = p;
    if (sticky.test(s)) return true;
  }
  return false;
}
