/**
 * Where a word that is no literal of the index occurs in a long text that has no lower-cased copy (a text with a
 * character outside Latin-1: find.ts's Text lower-cases only where that is cheap): read from one copy of the text with
 * its ASCII letters folded to lower case, made once per text for every such word, by native searches. Each of those
 * words was otherwise a case-blind pattern run over the whole text, and in a process that holds the guard's pattern
 * code such a pattern runs without V8's optimizations: twenty of them were the heaviest line of a dense text's
 * judgement (docs/design-and-performance.md, the content guard's speed on dense text).
 *
 * The places are the pattern's (`new RegExp(word, 'gi')`, without `u`): such a pattern matches an ASCII character of
 * the word only by that character in either case (no other code unit canonicalizes to an ASCII one without `u`), so
 * an ASCII word occurs where the folded copy holds it, each place kept only past the last kept one's end, as a global
 * pattern's matches are. A word with other characters is sought by its longest ASCII piece in the folded copy and
 * each candidate is confirmed by the same pattern, sticky, on the text as written.
 */
import { nativePlaces } from './native-places.js';

/** The shortest text read so: a short one's pattern costs less than its folded copy. */
const FOLD_MIN = 2048;

/** Each text's folded copy, by the object that holds the text for a judgement (its Text): it lives as long as that. */
const FOLDED = new WeakMap<object, string>();
/** How many code units String.fromCharCode is handed at once. */
const CHUNK = 8192;

/** Each word's search: its ASCII piece and where in the word it starts (null: none), and its sticky pattern. */
type Search = { piece: string; offset: number; ascii: boolean; sticky: RegExp } | null;
const SEARCHES = new Map<string, Search>();

function searchOf(word: string): Search {
  let s = SEARCHES.get(word);
  if (s !== undefined) return s;
  s = null;
  // A word with an upper-case ASCII letter (none is asked for: words are lower case) keeps its pattern.
  if (!/[A-Z]/.test(word)) {
    let piece = '';
    let offset = 0;
    for (const m of word.matchAll(/[\0-\x7f]+/g))
      if (m[0].length > piece.length) {
        piece = m[0];
        offset = m.index;
      }
    if (piece.length > 0) {
      const sticky = new RegExp(word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'iy');
      s = { piece, offset, ascii: piece.length === word.length, sticky };
    }
  }
  SEARCHES.set(word, s);
  return s;
}

/**
 * The places `for (m of text.matchAll(new RegExp(escaped word, 'gi')))` finds, ascending; null when the word is read
 * otherwise (a short text, a word without an ASCII character). `owner`: the object that holds `text` for the judgement
 * (its Text), whose folded copy is kept while it lives.
 */
export function foldedPlaces(owner: object, text: string, word: string): number[] | null {
  if (text.length < FOLD_MIN || word.length === 0) return null;
  const s = searchOf(word);
  if (s === null) return null;
  const folded = foldedCopy(owner, text);
  if (s.ascii) return nativePlaces(folded, word, word.length);
  const out: number[] = [];
  let next = 0;
  const y = s.sticky;
  for (const at of nativePlaces(folded, s.piece, 1)) {
    const p = at - s.offset;
    if (p < next || p < 0 || p + word.length > text.length) continue;
    y.lastIndex = p;
    if (!y.test(text)) continue;
    out.push(p);
    next = p + word.length;
  }
  return out;
}

/** `text` with A-Z as a-z and every other code unit as it is (the same length), made once per `owner`. */
function foldedCopy(owner: object, text: string): string {
  let folded = FOLDED.get(owner);
  if (folded === undefined) {
    const n = text.length;
    const units = new Uint16Array(n);
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      units[i] = c >= 65 && c <= 90 ? c + 32 : c;
    }
    const parts: string[] = [];
    for (let i = 0; i < n; i += CHUNK) parts.push(String.fromCharCode.apply(null, units.subarray(i, i + CHUNK) as unknown as number[]));
    folded = parts.join('');
    FOLDED.set(owner, folded);
  }
  return folded;
}
