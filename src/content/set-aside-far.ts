/**
 * prompt_injection read from the override of earlier instructions in the scripts set-aside.ts does not read
 * (docs/content-readings.md, the override in five more languages): Sinhala, Nepali, Khmer and Burmese, which the
 * fortieth and forty-first slices' authors wrote it in ("ignore all previous instructions" before an act), and Yoruba in
 * Latin letters with marks. The grammar is set-aside's: a verb of setting aside, the noun for instructions or rules, and
 * a word that makes them the reader's earlier ones, all in one clause. Khmer and Burmese write no spaces between words,
 * so the clause is read by its characters, not its words; the order of the three is free (Sinhala, Nepali and Burmese put
 * the verb last, Khmer and Yoruba first).
 *
 * What keeps an honest correction out ("instead of the earlier delivery instructions ...", "ignore the previous parking
 * instructions"): the earlier ones must be all of them (the language's "all" in the clause) or the earlier word must
 * stand right beside the noun, with no topic between; a correction names its topic there. Not overrides either: a
 * clause with the language's negation of the verb, or one after a sample's or a warning's words on its line.
 */
import { type Hit, strongSince } from './codes.js';
import { clauseAround, detectFarWordOverrides, quotationOpenIn } from './far-overrides.js';
import type { Text } from './find.js';

/** One language's words: the verbs of setting aside, the nouns, "all", the earlier words, the negations of the verb. */
interface FarWords {
  readonly verb: RegExp;
  readonly noun: RegExp;
  readonly all: RegExp;
  readonly earlier: RegExp;
  readonly negation: RegExp;
}

const SINHALA: FarWords = {
  verb: /\u0db1\u0ddc\u0dc3\u0dbd\u0d9a\u0dcf|\u0d85\u0db8\u0dad\u0d9a\s\u0d9a\u0dbb|\u0db1\u0ddc\u0dad\u0d9a\u0dcf/,
  noun: /\u0d8b\u0db4\u0daf\u0dd9\u0dc3\u0dca|\u0db1\u0dd3\u0dad\u0dd2|\u0db1\u0dd2\u0dba\u0ddd\u0d9c|\u0dbb\u0dd3\u0dad\u0dd2/g,
  all: /\u0dc3\u0dd2\u0dba\u0dbd\u0dd4|\u0dc3\u0dd2\u0dba\u0dbd\u0dca\u0dbd/,
  earlier: /\u0db4\u0dd9\u0dbb|\u0d9a\u0dbd\u0dd2\u0db1\u0dca/g,
  negation: /\u0d91\u0db4\u0dcf|\u0d9a\u0dd2\u0dc3\u0dd2\u0dc0\u0dd2\u0da7/,
};
const NEPALI: FarWords = {
  verb: /\u092c\u0947\u0935\u093e\u0938\u094d\u0924\u093e|\u092c\u093f\u0930\u094d\u0938|\u0928\u091c\u0930\u0905\u0928\u094d\u0926\u093e\u091c/,
  noun: /\u0928\u093f\u0930\u094d\u0926\u0947\u0936\u0928|\u0928\u093f\u092f\u092e|\u0906\u0926\u0947\u0936/g,
  all: /\u0938\u092c\u0948/,
  earlier:
    /\u0905\u0918\u093f\u0932\u094d\u0932\u093e|\u0905\u0918\u093f\u0932\u094d\u0932\u094b|\u092a\u0939\u093f\u0932\u0947\u0915\u093e|\u092a\u0939\u093f\u0932\u0947\u0915\u094b|\u092a\u0941\u0930\u093e\u0928\u093e|\u092e\u093e\u0925\u093f\u0915\u093e|\u092a\u0942\u0930\u094d\u0935/g,
  negation: /\u0928\u0917\u0930|\u0915\u0939\u093f\u0932\u094d\u092f\u0948/,
};
const KHMER: FarWords = {
  verb: /\u1798\u17b7\u1793\u17a2\u17be\u1796\u17be|\u1794\u17c6\u1797\u17d2\u179b\u17c1\u1785|\u1780\u17bb\u17c6\u1781\u17d2\u179c\u179b\u17cb|\u179a\u17c6\u179b\u1784/,
  noun: /\u1780\u17b6\u179a\u178e\u17c2\u1793\u17b6\u17c6|\u1785\u17d2\u1794\u17b6\u1794\u17cb|\u1794\u1791\u1794\u1789\u17d2\u1787\u17b6/g,
  all: /\u1791\u17b6\u17c6\u1784\u17a2\u179f\u17cb/,
  earlier: /\u1796\u17b8\u1798\u17bb\u1793|\u1798\u17bb\u1793\u17d7|\u1798\u17bb\u1793\u1793\u17c1\u17c7/g,
  // ("Don't" before the verb of setting aside: "\u1780\u17bb\u17c6\u1798\u17b7\u1793\u17a2\u17be\u1796\u17be", do not ignore.)
  negation:
    /\u1780\u17bb\u17c6\s?(?:\u1798\u17b7\u1793\u17a2\u17be\u1796\u17be|\u1794\u17c6\u1797\u17d2\u179b\u17c1\u1785|\u179a\u17c6\u179b\u1784)/,
};
const BURMESE: FarWords = {
  verb: /\u101c\u103b\u1005\u103a\u101c\u103b\u1030\u101b\u103e\u102f|\u1019\u1031\u1037|\u1002\u101b\u102f\u1019\u1005\u102d\u102f\u1000\u103a/,
  noun: /\u100a\u103d\u103e\u1014\u103a\u1000\u103c\u102c\u1038\u1001\u103b\u1000\u103a|\u1005\u100a\u103a\u1038\u1019\u103b\u1009\u103a\u1038|\u1021\u1019\u102d\u1014\u1037\u103a/g,
  all: /\u1021\u102c\u1038\u101c\u102f\u1036\u1038/,
  earlier: /\u101a\u1001\u1004\u103a|\u1021\u101b\u1004\u103a/g,
  // (The negated imperative's ending, "... \u1015\u102b\u1014\u103e\u1004\u1037\u103a", and the verb split by its negation.)
  negation: /\u1015\u102b\u1014\u103e\u1004\u1037\u103a|\u101c\u103b\u1005\u103a\u101c\u103b\u1030\u1019\u101b\u103e\u102f/,
};
/** Yoruba, read without its marks (lower case): "foj\u00fa fo", "gb\u00e0gb\u00e9", "m\u00e1 ka ... s\u00ed"; "\u00ect\u1ecd\u0301s\u1ecd\u0301n\u00e0", "\u00ecl\u00e0n\u00e0", "\u00f2fin"; "gbogbo"; "t\u1eb9\u0301l\u1eb9\u0300", "\u1e63\u00e1\u00e1j\u00fa". */
const YORUBA: FarWords = {
  verb: /(?<![a-z])(?:foju\s+fo|gbagbe|ma\s+ka)(?![a-z])/,
  noun: /(?<![a-z])(?:itosona|ilana|ofin)(?![a-z])/g,
  all: /(?<![a-z])gbogbo(?![a-z])/,
  earlier: /(?<![a-z])(?:tele|saaju|isaaju|ateyinwa)(?![a-z])/g,
  negation: /(?<![a-z])ma\s+(?:foju\s+fo|gbagbe)(?![a-z])/,
};

/** The scripts' blocks, each with its words. */
const SCRIPTS: readonly (readonly [number, number, FarWords])[] = [
  [0x0d80, 0x0e00, SINHALA],
  [0x0900, 0x0980, NEPALI],
  [0x1780, 0x1800, KHMER],
  [0x1000, 0x10a0, BURMESE],
];
/** Yoruba's letters with a dot below (\u1eb9, \u1ecd, \u1e63), composed or with the combining dot. */
const YORUBA_LETTERS = /[\u1eb9\u1ecd\u1e63\u1eb8\u1ecc\u1e62]|\u0323/;

/** What ends a clause in these scripts: a sentence's end, a line's end, Devanagari's, Khmer's and Burmese's full stops. */
const CLAUSE_END = /[.!?;\n\u0964\u17d4\u104b]/;
/** How far around a noun its clause is read; how far the earlier word may stand from the noun with no topic between. */
const CLAUSE_REACH = 80;
const BESIDE = 6;
/** How many nouns are read at most. */
const MAX_PLACES = 40;
/** A sample's, a training note's or a warning's words before the phrase on its line, or a quotation opened before it. */
const QUOTED_BEFORE = /\b(?:e\.g\.|example|such\s+as|training|warning|course|quoted?|attack\w*|phishing|scam)\b/i;

/**
 * Whether the phrase whose clause starts at `start` (its noun at `at`) is quoted or given as a sample on its line: a
 * sample's or a warning's words before it, or a quotation mark opened before the noun that opens no field's value (a
 * JSON or YAML value's, a CSV cell's).
 */
function quotedBefore(s: string, start: number, at: number): boolean {
  const lineStart = s.lastIndexOf('\n', start - 1) + 1;
  const lead = s.slice(Math.max(lineStart, at - 160), at);
  if (QUOTED_BEFORE.test(lead) || /[\u201c\u201e\u00ab]/.test(lead)) return true;
  return quotationOpenIn(lead);
}

/** Whether the earlier word stands right beside the noun at `nounAt` in `clause` (before or after it). */
function besideNoun(words: FarWords, clause: string, nounAt: number, nounEnd: number): boolean {
  words.earlier.lastIndex = 0;
  for (let m = words.earlier.exec(clause); m !== null; m = words.earlier.exec(clause)) {
    if (m.index + m[0].length <= nounAt && nounAt - (m.index + m[0].length) <= BESIDE) return true;
    if (m.index >= nounEnd && m.index - nounEnd <= BESIDE) return true;
  }
  return false;
}

/** The override in `s` (one script's text, or Yoruba's without marks), as its clause's [start, end], or undefined. */
function overrideIn(s: string, words: FarWords): readonly [number, number] | undefined {
  words.noun.lastIndex = 0;
  let read = 0;
  for (let m = words.noun.exec(s); m !== null && read < MAX_PLACES; m = words.noun.exec(s), read++) {
    const [clause, start] = clauseAround(s, m.index, m[0].length, CLAUSE_END, CLAUSE_REACH);
    const nounAt = m.index - start;
    if (!words.verb.test(clause) || words.negation.test(clause)) continue;
    if (!words.all.test(clause) && !besideNoun(words, clause, nounAt, nounAt + m[0].length)) continue;
    if (quotedBefore(s, start, m.index)) continue;
    return [start, start + clause.length];
  }
  return undefined;
}

/** Yoruba's lines, read without marks: each line with a letter of its own, as [start, end] in the text. */
function yorubaOverride(text: string): readonly [number, number] | undefined {
  let read = 0;
  for (let start = 0; start < text.length && read < MAX_PLACES; ) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(start, end);
    if (YORUBA_LETTERS.test(line)) {
      read++;
      const bare = line.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (overrideIn(bare, YORUBA) !== undefined) return [start, end];
    }
    start = end + 1;
  }
  return undefined;
}

/**
 * The override of earlier instructions in Sinhala, Nepali, Khmer, Burmese and Yoruba, then in the far-words tables'
 * languages (far-overrides.ts), pushed to `out` (none after a strong finding).
 */
export function detectFarOverrides(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  const before = out.length;
  readFarScripts(t, out);
  if (out.length === before) detectFarWordOverrides(t, out, own);
}

/** The override in Sinhala, Nepali, Khmer, Burmese and Yoruba, pushed to `out`. */
function readFarScripts(t: Text, out: Hit[]): void {
  if (!t.wide) return;
  const text = t.text;
  const runs = t.wideRuns();
  let blocks = 0;
  let yoruba = false;
  for (let r = 0; r < runs.length; r += 2)
    for (let i = runs[r]!, end = runs[r + 1]!; i < end; i++) {
      const c = text.charCodeAt(i);
      for (let k = 0; k < SCRIPTS.length; k++) if (c >= SCRIPTS[k]![0] && c < SCRIPTS[k]![1]) blocks |= 1 << k;
      if (c === 0x1eb9 || c === 0x1ecd || c === 0x1e63 || c === 0x0323) yoruba = true;
    }
  for (let k = 0; k < SCRIPTS.length; k++) {
    if ((blocks & (1 << k)) === 0) continue;
    const found = overrideIn(text, SCRIPTS[k]![2]);
    if (found !== undefined) {
      out.push({ code: 'injection_override', start: found[0], end: found[1] });
      return;
    }
  }
  if (!yoruba) return;
  const found = yorubaOverride(text);
  if (found !== undefined) out.push({ code: 'injection_override', start: found[0], end: found[1] });
}
