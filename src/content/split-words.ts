/**
 * hidden_unicode: a zero-width character (a space, a non-joiner, a joiner, a word joiner, a byte-order mark) between two
 * lower-case letters of a short word of ASCII letters (`tr\u200bansfer`, `wa\u200dive`, `pass\u200cword.example`): the person
 * reads the word, a filter or a model reads two pieces (docs/content-readings.md, "Split words"). A joiner, a non-joiner
 * or a byte-order mark has no use there: an emoji's joiner stands between pictographs, a non-joiner between Arabic or
 * Indic letters, a byte-order mark at a file's start. A zero-width space or a word joiner is a line-break hint too
 * (`line\u200bbreak`): read when it leaves a piece of one or two letters (no break hint does), when the word stands in a
 * host (after a `/` or a `.`, or before a `.`), or when two words or more of the line are split so; an `@` before is a
 * handle's (`@every\u200bone`, a bot's way not to ping everyone), not a host's edge. Not read: a
 * non-joiner after an `f` (German typesetting keeps `Auf\u200clage` from a ligature so), a word longer than WORD_MAX
 * letters (a compound a break hint is for), a word run into digits or other letters (an id, an accented word), a hint
 * before a capital (`getCustomer\u200bAccount`). Read from the text's runs outside Latin-1 (find.ts), each character once.
 */
import type { Hit } from './codes.js';

/** The zero-width characters read. */
const isSplitting = (c: number): boolean => c === 0x200b || c === 0x200c || c === 0x200d || c === 0x2060 || c === 0xfeff;
/** Those that are line-break hints too. */
const isBreakHint = (c: number): boolean => c === 0x200b || c === 0x2060;
const isLower = (c: number): boolean => c >= 97 && c <= 122;
const isAsciiLetter = (c: number): boolean => (c | 32) >= 97 && (c | 32) <= 122;
/** Longest word read (its letters, the invisible left out): a break hint stands in longer ones. */
const WORD_MAX = 16;

/** Whether the code unit at `i` ends a word: no letter, digit or invisible of another word runs on from there. */
function wordEdge(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return true;
  const c = text.charCodeAt(i);
  if ((c >= 48 && c <= 57) || isSplitting(c)) return false;
  return c < 0x80 || !/\p{L}|\p{M}/u.test(text.charAt(i));
}

/** Around a host's label: a slash or a dot before it, a dot after it (a mail's host has its dot after it). */
const inHost = (before: number, after: number): boolean => before === 47 || before === 46 || after === 46;

export function detectSplitWords(text: string, runs: readonly number[], out: Hit[]): void {
  // Break hints that alone are not read, by line: reported once a second split word stands on their line.
  let line = 0;
  let scanned = 0;
  let held: number[] = [];
  let heldLine = -1;
  let lineSplits = 0;
  for (let r = 0; r < runs.length; r += 2)
    for (let i = runs[r]!; i < runs[r + 1]!; i++) {
      const c = text.charCodeAt(i);
      if (!isSplitting(c) || !isLower(text.charCodeAt(i - 1)) || !isLower(text.charCodeAt(i + 1))) continue;
      if (c === 0x200c && text.charCodeAt(i - 1) === 102) continue;
      let a = i - 1;
      while (a > 0 && i - a <= WORD_MAX && isAsciiLetter(text.charCodeAt(a - 1))) a--;
      let b = i + 2;
      while (b < text.length && b - i <= WORD_MAX && isAsciiLetter(text.charCodeAt(b))) b++;
      if (i - a + (b - i - 1) > WORD_MAX || !wordEdge(text, a - 1) || !wordEdge(text, b)) continue;
      for (; scanned < i; scanned++) if (text.charCodeAt(scanned) === 10) line++;
      if (line !== heldLine) [held, heldLine, lineSplits] = [[], line, 0];
      lineSplits++;
      const alone = isBreakHint(c) && i - a > 2 && b - i - 1 > 2 && !inHost(text.charCodeAt(a - 1), text.charCodeAt(b)) && lineSplits < 2;
      if (alone) {
        held.push(i);
        continue;
      }
      for (const k of held) out.push({ code: 'unicode_zero_width', start: k, end: k + 1 });
      held = [];
      out.push({ code: 'unicode_zero_width', start: i, end: i + 1 });
    }
}
