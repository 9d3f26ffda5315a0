/**
 * hidden_unicode: zero-width characters inside a short word or a code, where no honest text puts them
 * (docs/content-readings.md, "Invisibles inside a word"):
 *   - escaped in a JSON string between a code's letters or digits, three or more one to three apart
 *     (`"P\u200bA\u200bC\u200bS-W"`, also with the backslash doubled, a JSON string inside another): a line-break hint
 *     stands between long pieces (a hash's, an identifier's), an emoji's joiner and Persian's non-joiner between other
 *     escapes;
 *   - a word joiner (U+2060, or the invisible operators U+2061-2064, the Mongolian vowel separator) between two ASCII
 *     letters (`Hall\u2060moor`): it only forbids a line break, which a word has none of; after `@` it keeps a mention
 *     from pinging, and is left;
 *   - two zero-width characters or more inside one word of ten ASCII letters at most (`b\u200bel\u200bow`): a long word's
 *     break hints (`Donau\u200bdampf\u200bschiff`) stand in longer ones, German's single non-joiner (`Auf\u200clage`) alone.
 */
import { isAlnum, isDigit, isLetter } from './ascii.js';
import type { Hit } from './codes.js';

/** The zero-width characters read: space, non-joiner, joiner, word joiner, byte-order mark, invisible operators, MVS. */
const isZeroWidth = (c: number): boolean =>
  c === 0x200b || c === 0x200c || c === 0x200d || c === 0x2060 || c === 0xfeff || c === 0x180e || (c >= 0x2061 && c <= 0x2064);
/** Those that only join or forbid a break: no use between two letters of a word. */
const isJoinerOnly = (c: number): boolean => c === 0x2060 || c === 0x180e || (c >= 0x2061 && c <= 0x2064);
const isCodeUnit = (c: number): boolean => isAlnum(c) || c === 45;
const isHex = (c: number): boolean => isDigit(c) || ((c | 32) >= 97 && (c | 32) <= 102);
/** The hex digits of the zero-width characters an escape may spell, lower case. */
const ESCAPED = new Set(['200b', '200c', '200d', '2060', 'feff', '180e', '2061', '2062', '2063', '2064']);
/** Fewest escaped zero-widths in one code, and the most code units between two of them. */
const ESCAPED_MIN = 3;
const ESCAPED_GAP = 3;
/** The longest word (ASCII letters) two invisibles inside it are read in. */
const SHORT_WORD = 10;

/** Words a text about invisible characters names them by. */
const NAMES_THEM = /joiner|zero[ -]?width|U\+(?:200[BCD]|2060|FEFF)|invisible[ \t]char/i;

/** Whether `\uXXXX` ends right before `at` (`at` - 6 holds its backslash). */
function escapeEndsAt(text: string, at: number): boolean {
  return at >= 6 && text.charCodeAt(at - 6) === 92 && (text.charCodeAt(at - 5) | 32) === 117 && isHex(text.charCodeAt(at - 1));
}

/** Zero-width characters escaped between a code's units, three or more in a row of them. */
export function detectEscapedInCodes(text: string, out: Hit[]): void {
  let first = -1;
  let count = 0;
  let lastEnd = -1;
  const flush = (): void => {
    if (count >= ESCAPED_MIN) out.push({ code: 'unicode_zero_width', start: first, end: lastEnd });
    count = 0;
  };
  for (let i = text.indexOf('\\u'); i >= 0; i = text.indexOf('\\u', i + 2)) {
    // Most escapes in a JSON text spell letters (`\u00e9`, `\u4e2d`): their first digit is read before their four.
    const lead = text.charCodeAt(i + 2) | 32;
    if ((lead !== 50 && lead !== 102 && lead !== 49) || !ESCAPED.has(text.slice(i + 2, i + 6).toLowerCase())) continue;
    // The escape's start: its backslash, or the one doubled before it.
    const start = i > 0 && text.charCodeAt(i - 1) === 92 ? i - 1 : i;
    const before = text.charCodeAt(start - 1);
    const after = text.charCodeAt(i + 6);
    const inCode = start > 0 && isCodeUnit(before) && !escapeEndsAt(text, start) && isCodeUnit(after);
    if (!inCode) {
      flush();
      continue;
    }
    // The next of a row: one to three code units since the last one's end.
    const gap = start - lastEnd;
    let apart = count > 0 && gap >= 1 && gap <= ESCAPED_GAP;
    for (let k = lastEnd; apart && k < start; k++) if (!isCodeUnit(text.charCodeAt(k))) apart = false;
    if (!apart) {
      flush();
      first = start;
    }
    count++;
    lastEnd = i + 6;
  }
  flush();
}

/** A unit of a name a machine reads: an ASCII letter, a digit, `-`, `.`, `/`, `_` or `:`. */
const isNameUnit = (c: number): boolean => isCodeUnit(c) || c === 46 || c === 47 || c === 95 || c === 58;

/**
 * Whether the joiner, non-joiner, word joiner or byte-order mark at `i` stands between two units of a name a machine
 * reads (an image's `registry/edge-<joiner>proxy:1.4`, a host's, a package's `@scope/name`): the name then differs from
 * the one a person reads. A zero-width space is a line-break hint typesetting puts after a URL's slashes, and is left.
 */
function inName(text: string, i: number): boolean {
  const before = text.charCodeAt(i - 1);
  if (i < 1 || !isNameUnit(before) || !isNameUnit(text.charCodeAt(i + 1))) return false;
  // A name ends at a colon: grep's, a log's or a loader's `path:` or `path:line:` prefix, then the file's first character
  // (its byte-order mark, docs/content-readings.md "Zero-widths inside a word").
  if (before === 58) return false;
  // A byte-order mark is a file's first character (after a path, after another file's last sentence): inside a name
  // only before a letter or a digit and after one, or after a scope's slash, a hyphen or an underscore.
  if (
    text.charCodeAt(i) === 0xfeff &&
    !((isAlnum(before) || before === 47 || before === 45 || before === 95) && isAlnum(text.charCodeAt(i + 1)))
  )
    return false;
  let from = i;
  while (from > 0 && i - from < 60 && isNameUnit(text.charCodeAt(from - 1))) from--;
  let to = i + 1;
  while (to < text.length && to - i < 60 && isNameUnit(text.charCodeAt(to))) to++;
  const token = text.slice(from, i) + text.slice(i + 1, to);
  // A name's dot or slash between letters: a host, a path, an image, a scoped package.
  return /[a-z0-9][./][a-z]/i.test(token);
}

/**
 * Zero-width characters inside a word: a joiner-only one between two ASCII letters, or two or more inside a short word.
 * Read from the text's runs outside Latin-1 (`runs`: start, end, …), each word once.
 */
export function detectWordInvisibles(text: string, runs: readonly number[], out: Hit[]): void {
  // A text about the characters themselves shows them where it names them (`The word\u2060joiner keeps …`).
  if (NAMES_THEM.test(text)) return;
  let next = 0;
  for (let r = 0; r < runs.length; r += 2)
    for (let i = Math.max(runs[r]!, next); i < runs[r + 1]!; i++) {
      const c = text.charCodeAt(i);
      if (!isZeroWidth(c)) continue;
      if (c !== 0x200b && inName(text, i)) {
        out.push({ code: 'unicode_zero_width', start: i, end: i + 1 });
        continue;
      }
      // The word around it: ASCII letters and zero-widths, at most 24 units each way.
      let from = i;
      while (from > 0 && i - from < 24 && (isLetter(text.charCodeAt(from - 1)) || isZeroWidth(text.charCodeAt(from - 1)))) from--;
      let to = i + 1;
      while (to < text.length && to - i < 24 && (isLetter(text.charCodeAt(to)) || isZeroWidth(text.charCodeAt(to)))) to++;
      next = to;
      i = to - 1;
      // Trim the zero-widths at the word's edges: inside ones only.
      let a = from;
      while (a < to && isZeroWidth(text.charCodeAt(a))) a++;
      let b = to;
      while (b > a && isZeroWidth(text.charCodeAt(b - 1))) b--;
      if (b - a < 3 || text.charCodeAt(a - 1) === 64) continue;
      let letters = 0;
      const inside: number[] = [];
      let joinerOnly = false;
      for (let k = a; k < b; k++) {
        const u = text.charCodeAt(k);
        if (isZeroWidth(u)) {
          inside.push(k);
          if (isJoinerOnly(u) && isLetter(text.charCodeAt(k - 1)) && isLetter(text.charCodeAt(k + 1))) joinerOnly = true;
        } else letters++;
      }
      if (joinerOnly || (inside.length >= 2 && letters <= SHORT_WORD))
        for (const k of inside) out.push({ code: 'unicode_zero_width', start: k, end: k + 1 });
    }
}
