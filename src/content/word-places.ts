/**
 * Where a word occurs in a text as written (case-sensitive) or in its lower-cased copy, read from the literal index
 * (find.ts) where the word's lower case ends with one of LITERALS (literals.ts INNER_WORD_PARTS): the index's places of
 * that part, each compared where the word would start. A native search of the whole text for each word cost plain
 * prose 30 to 150 microseconds per 100 KB a word (role-acts.ts's machine words inside longer words, unaddressed-orders.ts's
 * payment verbs); the index reads every code unit once already, for all the literals at once.
 */
import { isLiteral, type Text } from './find.js';
import { nativePlaces } from './native-places.js';

/**
 * Each word's longest suffix of two or more code units that is one of LITERALS, and where in the word it starts; else
 * its longest part of PART_MIN code units or more anywhere in it (`disregard` of "disregard ", `ignor` of "ignore "):
 * every place of the word holds its part at the same offset, wherever the part stands in it.
 */
const PARTS = new Map<string, readonly [literal: string, offset: number] | null>();
function indexedPart(word: string): readonly [string, number] | null {
  let part = PARTS.get(word);
  if (part === undefined) {
    part = null;
    const lower = word.toLowerCase();
    // (Every literal is ASCII, which alone the index folds; a word whose lower case has another length has none.)
    if (lower.length === word.length) {
      for (let offset = 0; offset <= lower.length - 2; offset++)
        if (isLiteral(lower.slice(offset))) {
          part = [lower.slice(offset), offset];
          break;
        }
      for (let length = lower.length - 1; part === null && length >= PART_MIN; length--)
        for (let offset = 0; offset + length <= lower.length; offset++)
          if (isLiteral(lower.slice(offset, offset + length))) {
            part = [lower.slice(offset, offset + length), offset];
            break;
          }
    }
    PARTS.set(word, part);
  }
  return part;
}
/** A part inside a word shorter than this (`you` of "you are now ") stands in too many places to be worth reading. */
const PART_MIN = 4;

/**
 * Where `subject` holds `word`, ascending: `subject` is `t`'s text (the word as written) or its lower-cased copy of the
 * same length (the word in lower case). `stride`: how far past a place the next may start, as a native search from
 * there finds it (1: every place; the word's length: the places a search from each one's end finds). Without an index
 * (a text whose lower case has another length), native searches.
 */
export function placesOfWord(t: Text, subject: string, word: string, stride = 1): number[] {
  const out: number[] = [];
  const part = indexedPart(word);
  const at = part === null ? null : t.at(part[0]);
  if (at === null) return nativePlaces(subject, word, stride, out);
  const offset = part![1];
  let next = 0;
  for (let k = 0; k < at.length; k++) {
    const p = at[k]! - offset;
    if (p < next || !subject.startsWith(word, p)) continue;
    out.push(p);
    next = p + stride;
  }
  return out;
}

/** loweredOf's copies of the texts that Text did not lower-case itself (null: lower-casing changes the length). */
const LOWERED = new WeakMap<Text, string | null>();

/**
 * The text lower-cased once per text, or undefined when lower-casing changes its length (offsets would drift): several
 * readings ask for it in one judgement.
 */
export function loweredOf(t: Text): string | undefined {
  const own = t.lowerCase();
  if (own !== undefined) return own;
  let lower = LOWERED.get(t);
  if (lower === undefined) {
    const copy = t.text.toLowerCase();
    lower = copy.length === t.text.length ? copy : null;
    LOWERED.set(t, lower);
  }
  return lower ?? undefined;
}
