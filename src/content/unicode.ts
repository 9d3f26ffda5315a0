/**
 * hidden_unicode: characters that show the person something other than what the model reads —
 * Unicode tag characters (U+E0000–U+E007F, invisible ASCII), bidirectional embedding, override
 * and isolate controls (U+202A–U+202E, U+2066–U+2069), and runs of zero-width characters.
 * A single zero-width joiner (emoji sequences) or non-joiner (Persian, Indic scripts) is normal
 * text; a run of them is not. One pass over the code units.
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';

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

/** Every character a finding can start with (all outside Latin-1); most texts hold none. */
const isHiddenFirst = (c: number): boolean => c === 0xdb40 || isZeroWidth(c) || isBidi(c);

export function detectHiddenUnicode(t: Text, out: Hit[]): void {
  const text = t.text;
  detectEscapedUnicode(text, out);
  const n = text.length;
  // A first-strong isolate (U+2068) closed by its pop (U+2069) on the same line is how i18n
  // libraries wrap a placeable ("Hello, ⁨{name}⁩"); the pop's index is kept here to pass it too.
  let pairedPop = -1;
  // The candidates are read from the text's runs outside Latin-1 (find.ts), each finding's run by
  // hand from there; the next candidate is looked for past it.
  const runs = t.wideRuns();
  let next = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const runEnd = runs[r + 1]!;
    for (let i = Math.max(runs[r]!, next); i < runEnd; i++) {
      const c = text.charCodeAt(i);
      if (!isHiddenFirst(c)) continue;
      let j = i + 1;
      if (c === 0xdb40) {
        const lo = i + 1 < n ? text.charCodeAt(i + 1) : 0;
        if (lo >= 0xdc00 && lo <= 0xdc7f) {
          j = i;
          while (j + 1 < n && text.charCodeAt(j) === 0xdb40 && text.charCodeAt(j + 1) >= 0xdc00 && text.charCodeAt(j + 1) <= 0xdc7f) j += 2;
          if (!isSubdivisionFlag(text, i, j)) out.push({ code: 'unicode_tag', start: i, end: j });
        }
      } else if (isBidi(c)) {
        while (j < n && isBidi(text.charCodeAt(j))) j++;
        if (j === i + 1 && c === 0x2069 && i === pairedPop) {
          // the pop of an isolate passed below
        } else if (j === i + 1 && c === 0x2068 && (pairedPop = pairedIsolate(text, j)) >= 0) {
          // an i18n placeable
        } else if (j === i + 1 && c === 0x2067 && (pairedPop = rightToLeftIsolate(text, j)) >= 0) {
          // a right-to-left name isolated in a left-to-right line, as bidi-aware writing wraps it
        } else out.push({ code: 'unicode_bidi', start: i, end: j });
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
        else if (j - i === 1 && spaceLike) {
          // Single zero-width spaces between every letter or two of a word (`P\u200bi\u200bl\u200bl...`): the word is
          // hidden from a filter that reads it whole; a break opportunity stands between syllables, not letters.
          const end = interleavedEnd(text, i);
          for (let k = i; k < end; k++) if (isSpaceLike(text.charCodeAt(k))) out.push({ code: 'unicode_zero_width', start: k, end: k + 1 });
          j = Math.max(j, end);
        }
      }
      next = j;
      i = j - 1;
    }
  }
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

/** Whether `c` is a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, their presentation forms). */
const rightToLeft = (c: number): boolean => (c >= 0x0590 && c <= 0x08ff) || (c >= 0xfb1d && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfefc);

/**
 * The pop closing a right-to-left isolate (U+2067) opened before `from` whose content is right-to-left writing: a
 * right-to-left letter, no ASCII letter, no other control (reordering code or Latin text is what an attack isolates).
 */
function rightToLeftIsolate(text: string, from: number): number {
  const pop = pairedIsolate(text, from);
  if (pop < 0) return -1;
  let rtl = false;
  for (let k = from; k < pop; k++) {
    const c = text.charCodeAt(k);
    if (((c | 32) >= 97 && (c | 32) <= 122) || isZeroWidth(c)) return -1;
    rtl ||= rightToLeft(c);
  }
  return rtl ? pop : -1;
}

const isAsciiLetter = (c: number): boolean => (c | 32) >= 97 && (c | 32) <= 122;
const isSpaceLike = (c: number): boolean => c === 0x200b || c === 0x2060;
/**
 * Where single zero-width spaces interleaved with a word's letters end, from the first at `at`: three or more, each
 * after an ASCII letter and before one or two of them; 0 when fewer.
 */
function interleavedEnd(text: string, at: number): number {
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
