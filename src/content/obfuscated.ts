/**
 * Overrides written to slip past a phrase list: leetspeak (`1gn0r3 4ll pr3v10us 1nstruct10ns`)
 * and letters spaced or separated (`i g n o r e`, `i.g.n.o.r.e`, `i-g-n-o-r-e`). The whole text
 * is never rewritten: the word scan finds a stem of such a spelling (phrases.ts, OBFUSCATED), and
 * only the line around it is read back into plain letters here and judged like any text.
 */

/** The characters leetspeak writes for letters; `1` is `i` or `l`, whichever makes a word of VOCABULARY. */
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '9': 'g', '@': 'a', $: 's', '!': 'i', '|': 'l' };
/** The words of an override, to choose between `i` and `l` for a `1`. */
const VOCABULARY = new Set(
  'all previous prior instructions instruction rules guidelines directives prompt prompts system ignore disregard forget override bypass your you are now free of restrictions above earlier original initial developer mode unrestricted dan the everything told limits filters'.split(
    ' ',
  ),
);

const isWordish = (c: string): boolean => /[a-z0-9@$!|]/.test(c);

/** A word read without its leetspeak: unchanged unless it mixes letters with LEET characters. */
function deleet(word: string): string {
  if (!/[a-z]/.test(word) || !/[0-9@$!|]/.test(word) || /^[0-9]+(?:st|nd|rd|th|s|px|ms|kb|mb|gb|am|pm|x|k|m)$/.test(word)) return word;
  const read = (one: string) => word.replace(/[0-9@$!|]/g, (c) => (c === '1' ? one : (LEET[c] ?? c)));
  const asI = read('i');
  if (VOCABULARY.has(asI) || !word.includes('1')) return asI;
  const asL = read('l');
  return VOCABULARY.has(asL) ? asL : asI;
}

/** At least two single characters, each after the same separator (`d o`, `i g n`, `a.l.l`, `r-u-l-e-s`). */
const SPACED = /[a-z0-9@$!](?:([ ._*/-])[a-z0-9@$!](?![a-z0-9@$!]))(?:\1[a-z0-9@$!](?![a-z0-9@$!])){0,40}/y;
/** A word; a trailing `!` or `|` is punctuation, not a letter. */
const WORD = /[a-z0-9@$!|]{0,63}[a-z0-9@$]/y;

/**
 * `s` (lower case) with its spaced runs joined and its words read without leetspeak, and for each
 * code unit of the result where it stands in `s` (the last entry is `s.length`).
 */
export function unobfuscate(s: string): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  const emit = (word: string, places: number[]) => {
    text += deleet(word);
    at.push(...places);
  };
  for (let i = 0; i < s.length; ) {
    const c = s[i]!;
    if (!isWordish(c) || (i > 0 && isWordish(s[i - 1]!))) {
      text += c;
      at.push(i++);
      continue;
    }
    SPACED.lastIndex = i;
    const spaced = SPACED.exec(s);
    // A run of letters (a dotted version number, `2.4.1`, is not a word); two letters only apart by a blank, with
    // blanks around (`d o   n o t`, not a range's `a-b` or a name's `c.d`).
    if (spaced && /[a-z]/.test(spaced[0]) && (spaced[0].length > 3 || (spaced[1] === ' ' && blankAround(s, i, i + 3)))) {
      const sep = spaced[1]!;
      let word = '';
      const places: number[] = [];
      for (let k = i; k < i + spaced[0].length; k++) {
        if (s[k] === sep) continue;
        word += s[k];
        places.push(k);
      }
      emit(word, places);
      i += spaced[0].length;
      continue;
    }
    WORD.lastIndex = i;
    const w = WORD.exec(s)?.[0] ?? c;
    emit(
      w,
      Array.from({ length: w.length }, (_, k) => i + k),
    );
    i += w.length;
  }
  at.push(s.length);
  return { text, at };
}

/** Whether [from, to) stands between blanks or the text's ends. */
const blankAround = (s: string, from: number, to: number): boolean =>
  (from === 0 || /\s/.test(s[from - 1]!)) && (to >= s.length || /\s/.test(s[to]!));

/** How far around a stem the line is read: back to its start and on to its end, within these bounds. */
const BACK = 120;
const AHEAD = 400;

/** The stretch of `text` around `start` that is read unobfuscated: its line, bounded. */
export function lineAround(text: string, start: number): [number, number] {
  // Searched within the bounds only: a text without line breaks is not read to its ends for every stem.
  const lo = Math.max(0, start - BACK);
  const hi = Math.min(text.length, start + AHEAD);
  const nl = text.slice(lo, start).lastIndexOf('\n');
  const end = text.slice(start, hi).indexOf('\n');
  return [nl < 0 ? lo : lo + nl + 1, end < 0 ? hi : start + end];
}
