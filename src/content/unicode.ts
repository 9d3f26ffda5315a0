/**
 * hidden_unicode: characters that show the person something other than what the model reads —
 * Unicode tag characters (U+E0000–U+E007F, invisible ASCII), bidirectional embedding, override
 * and isolate controls (U+202A–U+202E, U+2066–U+2069), and runs of zero-width characters.
 * A single zero-width joiner (emoji sequences) or non-joiner (Persian, Indic scripts) is normal
 * text; a run of them is not. Also: one invisible character between each letter of a Latin, Greek or
 * Cyrillic word (a keyword hidden from a filter, whichever invisible it is), a run of variation
 * selectors (bytes smuggled one selector each), and a run of Hangul fillers on a line without Korean.
 * One pass over the code units.
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { detectSplitWords } from './split-words.js';
import { detectHiddenPlaces } from './hidden-places.js';
import { detectEscapedInCodes, detectWordInvisibles } from './word-invisibles.js';

const isZeroWidth = (c: number): boolean =>
  c === 0x200b ||
  c === 0x200c ||
  c === 0x200d ||
  c === 0x2060 ||
  c === 0xfeff ||
  c === 0x180e ||
  c === 0x2061 ||
  c === 0x2062 ||
  c === 0x2063 ||
  c === 0x2064;
const isBidi = (c: number): boolean => (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);

/** Shortest run of zero-width characters reported; two when the run holds a space-like one (U+200B, U+2060, U+FEFF). */
const RUN = 3;

/**
 * Characters that show nothing and change no letter's shape outside the scripts that use them: the zero-width ones,
 * the soft hyphen, the combining grapheme joiner, Khmer's inherent vowels, the Hangul fillers, the deprecated format
 * controls (U+206A-206F).
 */
const isInvisible = (c: number): boolean =>
  isZeroWidth(c) ||
  c === 0xad ||
  c === 0x34f ||
  c === 0x17b4 ||
  c === 0x17b5 ||
  c === 0x115f ||
  c === 0x1160 ||
  c === 0x3164 ||
  c === 0xffa0 ||
  (c >= 0x206a && c <= 0x206f);
const isHangulFiller = (c: number): boolean => c === 0x115f || c === 0x1160 || c === 0x3164 || c === 0xffa0;
const isSelector = (c: number): boolean => c >= 0xfe00 && c <= 0xfe0f;

/** Every character a finding can start with (all outside Latin-1); most texts hold none. */
const isHiddenFirst = (c: number): boolean => c === 0xdb40 || isInvisible(c) || isBidi(c) || isSelector(c);

export function detectHiddenUnicode(t: Text, out: Hit[]): void {
  const text = t.text;
  const escaped = out.length;
  detectEscapedUnicode(text, out);
  // Single escapes between a code's letters (word-invisibles.ts), where no run of them was found.
  if (text.includes('\\u') && !out.slice(escaped).some((h) => h.code === 'unicode_zero_width')) detectEscapedInCodes(text, out);
  const n = text.length;
  // A first-strong isolate (U+2068) closed by its pop (U+2069) on the same line is how i18n
  // libraries wrap a placeable ("Hello, ⁨{name}⁩"); the pop's index is kept here to pass it too.
  let pairedPop = -1;
  // The candidates are read from the text's runs outside Latin-1 (find.ts), each finding's run by
  // hand from there; the next candidate is looked for past it.
  const runs = t.wideRuns();
  let next = 0;
  let sawZeroWidth = false;
  for (let r = 0; r < runs.length; r += 2) {
    const runEnd = runs[r + 1]!;
    for (let i = Math.max(runs[r]!, next); i < runEnd; i++) {
      const c = text.charCodeAt(i);
      if (!isHiddenFirst(c)) continue;
      if (isZeroWidth(c)) sawZeroWidth = true;
      let j = i + 1;
      if (c === 0xdb40) {
        const lo = i + 1 < n ? text.charCodeAt(i + 1) : 0;
        if (lo >= 0xdc00 && lo <= 0xdc7f) {
          j = i;
          while (j + 1 < n && text.charCodeAt(j) === 0xdb40 && text.charCodeAt(j + 1) >= 0xdc00 && text.charCodeAt(j + 1) <= 0xdc7f) j += 2;
          if (!isSubdivisionFlag(text, i, j)) out.push({ code: 'unicode_tag', start: i, end: j });
        } else j = selectorRun(text, i, out);
      } else if (isSelector(c)) {
        j = selectorRun(text, i, out);
      } else if (isBidi(c)) {
        while (j < n && isBidi(text.charCodeAt(j))) j++;
        if (j === i + 1 && c === 0x2069 && i === pairedPop) {
          // the pop of an isolate passed below
        } else if (j === i + 1 && c === 0x2068 && (pairedPop = pairedIsolate(text, j)) >= 0) {
          // an i18n placeable
        } else if (j === i + 1 && (c === 0x2066 || c === 0x2067) && (pairedPop = isolatedName(text, i)) >= 0) {
          // a right-to-left name isolated in left-to-right text, or a left-to-right one in right-to-left text
        } else out.push({ code: 'unicode_bidi', start: i, end: j });
      } else if (!isZeroWidth(c)) {
        j = isHangulFiller(c) ? fillerRun(text, i, out) : i + 1;
        if (j === i + 1) j = interleaved(text, i, out);
      } else {
        j = i;
        let spaceLike = false;
        while (j < n && isZeroWidth(text.charCodeAt(j))) {
          const z = text.charCodeAt(j);
          // A byte-order mark at the very start of a text is an encoding artefact, not hiding.
          if (z === 0x200b || z === 0x2060 || (z === 0xfeff && j > 0)) spaceLike = true;
          j++;
        }
        if (j - i >= RUN || (spaceLike && j - i >= 2)) out.push({ code: 'unicode_zero_width', start: i, end: j });
        else {
          const found = out.length;
          const end = Math.max(j, interleaved(text, i, out));
          // Single zero-width spaces between every letter or two of a word (`Or\u200bch\u200bar\u200bd`): the word is
          // hidden from a filter that reads it whole; a break opportunity stands between syllables, not letters.
          const spaced = out.length === found && j - i === 1 && spaceLike ? spacedLettersEnd(text, i) : 0;
          for (let k = i; k < spaced; k++)
            if (isSpaceLike(text.charCodeAt(k))) out.push({ code: 'unicode_zero_width', start: k, end: k + 1 });
          j = Math.max(end, spaced);
        }
      }
      next = j;
      i = j - 1;
    }
  }
  // Soft hyphens are Latin-1, outside the wide runs: found by a native search, each read once.
  for (let i = text.indexOf('\u00ad'); i >= 0; ) {
    const j = interleaved(text, i, out);
    i = text.indexOf('\u00ad', Math.max(j, i + 1));
  }
  scattered(text, runs, out);
  detectSplitWords(text, runs, out);
  detectHiddenPlaces(text, runs, out);
  // Read again word by word only where the pass above met a zero-width character (word-invisibles.ts).
  if (sawZeroWidth) detectWordInvisibles(text, runs, out);
}

/** The zero-width characters a scattered reading counts: space, non-joiner, joiner, word joiner, a BOM inside. */
const scatteredKind = (c: number): number =>
  c === 0x200b ? 1 : c === 0x200c ? 2 : c === 0x200d ? 4 : c === 0x2060 ? 8 : c === 0xfeff ? 16 : 0;
/** Printable ASCII but the blank: what stands on each side of a scattered invisible in a Latin line. */
const isAsciiMark = (c: number): boolean => c > 0x20 && c < 0x7f;
/** Fewest scattered invisibles on one line, of two kinds at least. */
const SCATTERED = 3;

/**
 * Zero-width characters one at a time inside a Latin line's words and names, of two kinds or more, three or more on the
 * line (`Pay\u2060ment link: brand\u200c-\u200dname\u200b.com`): a joiner or a non-joiner has no use between ASCII
 * characters (an emoji's joiner stands between pictographs, Persian's non-joiner between Arabic letters), and a line-break
 * hint repeats one kind (a long name's or a URL's `\u200b`). Each is reported; read from the text's runs outside
 * Latin-1, and the text between two of them once.
 */
function scattered(text: string, runs: readonly number[], out: Hit[]): void {
  let last = -1;
  let places: number[] = [];
  let kinds = 0;
  const flush = (): void => {
    if (places.length >= SCATTERED && (kinds & (kinds - 1)) !== 0)
      for (const k of places) out.push({ code: 'unicode_zero_width', start: k, end: k + 1 });
  };
  for (let r = 0; r < runs.length; r += 2)
    for (let i = runs[r]!; i < runs[r + 1]!; i++) {
      const kind = scatteredKind(text.charCodeAt(i));
      if (kind === 0 || !isAsciiMark(text.charCodeAt(i - 1)) || !isAsciiMark(text.charCodeAt(i + 1))) continue;
      // A new line when a break stands since the last one counted: each stretch between two is read once.
      let broken = last < 0;
      for (let k = i - 1; !broken && k > last; k--) if (text.charCodeAt(k) === 10) broken = true;
      if (broken) {
        flush();
        places = [];
        kinds = 0;
      }
      last = i;
      places.push(i);
      kinds |= kind;
    }
  flush();
}

const isAsciiLetter = (c: number): boolean => (c | 32) >= 97 && (c | 32) <= 122;
const isSpaceLike = (c: number): boolean => c === 0x200b || c === 0x2060;
/**
 * Where single zero-width spaces interleaved with a word's letters end, from the first at `at`: three or more, each
 * after an ASCII letter and before one or two of them; 0 when fewer. Bounded: at most 64 read from one start.
 */
function spacedLettersEnd(text: string, at: number): number {
  if (!isAsciiLetter(text.charCodeAt(at - 1))) return 0;
  let count = 0;
  let end = 0;
  for (let k = at; k < text.length && count < 64 && isSpaceLike(text.charCodeAt(k)); ) {
    let m = k + 1;
    while (m < text.length && m - k <= 3 && isAsciiLetter(text.charCodeAt(m))) m++;
    if (m - k < 2 || m - k > 3) break;
    count++;
    end = k + 1;
    k = m;
  }
  return count >= 3 ? end : 0;
}

/**
 * Fewest invisibles between single letters that hide a word (`c\u200bl\u200bi\u200bc\u200bk`): four, as a soft hyphen at each
 * syllable stands between three one-letter syllables at most (`Do\u00adna\u00adu\u00adu\u00adfer`).
 */
const INTERLEAVED = 4;
/** A letter, digit, blank or ASCII sign of Latin, Greek or Cyrillic: what an interleaved word is written in. */
const isSpelled = (c: number): boolean =>
  (c >= 0x20 && c < 0x7f) || (c >= 0xc0 && c < 0x250 && c !== 0xd7 && c !== 0xf7) || (c >= 0x370 && c < 0x530);
const isLetterSpelled = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c < 0x530);

/**
 * Where a chain of invisibles from `i` ends, each one or two invisibles, one character of Latin, Greek or Cyrillic
 * between each and the next (`w\u200bi\u200bn\u200bn\u200be\u200br`); reported when it holds INTERLEAVED or more with
 * three letters between. A line-break hint in a long name (`getCustomer\u200bAccount`), a joiner in an emoji or after a
 * virama, a non-joiner in Persian and a soft hyphen at each syllable have longer or other characters between. Linear:
 * each step moves past two characters.
 */
function interleaved(text: string, i: number, out: Hit[]): number {
  let j = i;
  let slots = 0;
  let letters = 0;
  for (;;) {
    let k = j + 1;
    if (k < text.length && isInvisible(text.charCodeAt(k))) k++;
    slots++;
    const between = text.charCodeAt(k);
    if (!isSpelled(between) || !isInvisible(text.charCodeAt(k + 1))) {
      j = k;
      break;
    }
    if (isLetterSpelled(between)) letters++;
    j = k + 1;
  }
  if (slots >= INTERLEAVED && letters >= 3) out.push({ code: 'unicode_zero_width', start: i, end: j });
  return j;
}

/** Fewest variation selectors in a row that carry data: a variation sequence is one character and one selector. */
const SELECTOR_RUN = 4;
/** A selector of the supplement (U+E0100-E01EF) at `k`: its surrogates. */
const isSupplementSelector = (text: string, k: number): boolean =>
  text.charCodeAt(k) === 0xdb40 && text.charCodeAt(k + 1) >= 0xdd00 && text.charCodeAt(k + 1) <= 0xddef;

/** Where the variation selectors from `i` end; reported when SELECTOR_RUN or more stand in a row. */
function selectorRun(text: string, i: number, out: Hit[]): number {
  let j = i;
  let count = 0;
  for (;;) {
    if (isSelector(text.charCodeAt(j))) j++;
    else if (isSupplementSelector(text, j)) j += 2;
    else break;
    count++;
  }
  if (count >= SELECTOR_RUN) out.push({ code: 'unicode_zero_width', start: i, end: j });
  return Math.max(j, i + 1);
}

/** Fewest Hangul fillers in a row (blanks between allowed) read as blank text where the line holds no Korean. */
const FILLER_RUN = 3;
const isHangul = (c: number): boolean =>
  (c >= 0xac00 && c <= 0xd7a3) || (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3131 && c <= 0x318e && c !== 0x3164);

/** Where the Hangul fillers from `i` end; reported when FILLER_RUN or more stand on a line without Korean letters. */
function fillerRun(text: string, i: number, out: Hit[]): number {
  let j = i;
  let count = 0;
  while (j < text.length && (isHangulFiller(text.charCodeAt(j)) || text.charCodeAt(j) === 32)) {
    if (text.charCodeAt(j) !== 32) count++;
    j++;
  }
  if (count < FILLER_RUN) return i + 1;
  const lineStart = Math.max(text.lastIndexOf('\n', i) + 1, i - 200);
  let lineEnd = text.indexOf('\n', j);
  if (lineEnd < 0 || lineEnd > j + 200) lineEnd = Math.min(text.length, j + 200);
  for (let k = lineStart; k < lineEnd; k++) {
    const c = text.charCodeAt(k);
    if (c !== 0x1160 && c !== 0x115f && isHangul(c)) return j;
  }
  out.push({ code: 'unicode_zero_width', start: i, end: j });
  return j;
}

/** Whether a code unit is a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, their forms). */
const isRightToLeft = (c: number): boolean => (c >= 0x590 && c <= 0x8ff) || (c >= 0xfb1d && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfefc);

/**
 * The pop closing an isolate at `i` that wraps a name the other way round from its line: a right-to-left isolate
 * (U+2067) around right-to-left words, more of their letters than Latin ones (`Author: \u2067\u0645\u0631\u064a\u0645\u2069`), or a
 * left-to-right one (U+2066) around no right-to-left letter on a line that holds right-to-left text. -1 otherwise: a
 * trojan source's isolate around code has Latin text in a Latin line, and one holding another control is not closed.
 */
function isolatedName(text: string, i: number): number {
  const pop = pairedIsolate(text, i + 1);
  if (pop < 0) return -1;
  let rtl = 0;
  let latin = 0;
  for (let k = i + 1; k < pop; k++) {
    const c = text.charCodeAt(k);
    if (isRightToLeft(c)) rtl++;
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) latin++;
  }
  // A right-to-left name may hold a Latin acronym (a company's `ABC`): its own letters outnumber them.
  if (text.charCodeAt(i) === 0x2067) return rtl > latin ? pop : -1;
  if (rtl > 0) return -1;
  for (let k = i - 1; k >= 0 && i - k <= 200 && text.charCodeAt(k) !== 10; k--) if (isRightToLeft(text.charCodeAt(k))) return pop;
  return -1;
}

/** The pop (U+2069) closing an isolate opened before `from`: within 200 code units, same line, no other control between. */
function pairedIsolate(text: string, from: number): number {
  for (let k = from; k < text.length && k - from <= 200; k++) {
    const c = text.charCodeAt(k);
    if (c === 0x2069) return k;
    if (c === 0x0a || isBidi(c)) return -1;
  }
  return -1;
}

/**
 * A subdivision flag (🏴 then tag letters and digits then CANCEL TAG, as in the flags of England,
 * Scotland and Wales) is an emoji, not hidden text.
 */
function isSubdivisionFlag(text: string, start: number, end: number): boolean {
  if (text.slice(start - 2, start) !== '\u{1f3f4}' || end - start > 16 || text.charCodeAt(end - 1) !== 0xdc7f) return false;
  for (let k = start + 1; k < end - 2; k += 2) {
    const c = text.charCodeAt(k) - 0xdc00;
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39))) return false;
  }
  return true;
}

/**
 * The same characters written as JSON or JavaScript escapes (`\\udb40\\udc49`, `\\u202e`), as a tool
 * that returns JSON carries them: escaped, they reach the model all the same once decoded.
 */
const ESCAPED_TAGS = /(?:\\u[dD][bB]40\\u[dD][cC][0-7][0-9a-fA-F])+/;
const ESCAPED_BIDI = /\\u(?:202[a-eA-E]|206[6-9])/;
const ESCAPED_ZERO_WIDTH = /(?:\\u(?:200[bBcCdD]|2060|[fF][eE][fF][fF])){3,}/;
/**
 * The three in one pass, a group each. An escape of one kind is never part of a match of
 * another (each match is escapes of its kind only), so the one pass finds what three would.
 */
const ESCAPED = new RegExp(`(${ESCAPED_TAGS.source})|(${ESCAPED_BIDI.source})|(${ESCAPED_ZERO_WIDTH.source})`, 'y');
const ESCAPED_CODES = ['unicode_tag', 'unicode_bidi', 'unicode_zero_width'] as const;

export function detectEscapedUnicode(text: string, out: Hit[]): void {
  if (!text.includes('\\u')) return;
  const found: Hit[] = [];
  // Every match starts at a `\\u`: found by indexOf (a JSON text holds few), the pattern tried
  // there alone, each search from the end of the last match on, as a global scan finds them.
  for (let i = text.indexOf('\\u'); i >= 0; ) {
    ESCAPED.lastIndex = i;
    const m = ESCAPED.exec(text);
    if (m === null) {
      i = text.indexOf('\\u', i + 1);
      continue;
    }
    const k = m[1] !== undefined ? 0 : m[2] !== undefined ? 1 : 2;
    found.push({ code: ESCAPED_CODES[k], start: m.index, end: m.index + m[0].length });
    i = text.indexOf('\\u', m.index + m[0].length);
  }
  // In the order three passes report them: by kind, then by place.
  for (const code of ESCAPED_CODES) for (const h of found) if (h.code === code) out.push(h);
}

/** The ASCII text tag characters spell (each U+E00xx stands for the ASCII character xx). */
export function decodeTags(text: string, start: number, end: number): string {
  let s = '';
  for (let i = start; i + 1 < end; i += 2) s += String.fromCharCode(text.charCodeAt(i + 1) - 0xdc00);
  return s;
}
