/**
 * Orders and keys in disguised letters: an invisible character or a combining mark inside a word
 * ("Ign\u200bore"), Cyrillic, Greek or Armenian look-alikes among Latin letters ("Ignоre" with a
 * Cyrillic о), fullwidth, mathematical, letter-like, circled or small-capital letters ("Ｉｇｎｏｒｅ"),
 * an address written "keys [at] host [dot] example". A model reads each as the plain words; the
 * phrase lists, cue patterns and key shapes read none of them. The whole text is never rewritten:
 * each stretch around such a letter is read back into plain letters here, with where each of its
 * code units stands in the text, and judged (prompt_injection, as obfuscated.ts does for leetspeak;
 * credential_leak). What the plain letters find and the text as written does not is reported over
 * the letters as written. Honest uses of the same characters (hyphenation points, emoji joiners,
 * Persian's non-joiner, Russian or Greek words, Japanese fullwidth text) read back into text that
 * orders nothing.
 */
import type { Hit } from './codes.js';
import { detectCredentials } from './credentials.js';
import { literalId, mergedAscending, Text } from './find.js';
import { detectInjection } from './injection.js';
import { LOWER_LOOKALIKES, pairs, UPPER_LOOKALIKES } from './lookalikes.js';
import { lineAround } from './obfuscated.js';
import { SPELLED_SIGN_LEADS } from './literals.js';
import { detectOutward } from './outward.js';
import { detectPlainOrders } from './plain-orders.js';

/**
 * Characters that join, split or mark a word without showing a letter: zero-width space, (non-)joiner, word joiner,
 * invisible operators, BOM, soft hyphen, Mongolian vowel separator, the combining grapheme joiner, left-to-right and
 * right-to-left and Arabic letter marks, variation selectors, Hangul fillers, Khmer's invisible vowels, and combining marks (an accent
 * written apart: "I\u0301gnore" reads as "Ignore").
 */
function isInvisible(c: number): boolean {
  if (c < 0x300) return c === 0x00ad;
  return (
    c <= 0x36f ||
    c === 0x115f ||
    c === 0x1160 ||
    c === 0x17b4 ||
    c === 0x17b5 ||
    c === 0x180e ||
    c === 0x061c ||
    (c >= 0x200b && c <= 0x200f) ||
    (c >= 0x2060 && c <= 0x2064) ||
    c === 0x3164 ||
    (c >= 0xfe00 && c <= 0xfe0f) ||
    c === 0xfeff ||
    c === 0xffa0
  );
}

/**
 * Letters that look like Latin ones, as the Latin letter: lookalikes.ts's Cyrillic and Greek ones, with a few
 * more Cyrillic (һ ѵ г) and Armenian ones that pass for a letter in a word. Read so inside a
 * word that holds a Latin letter, or anywhere in a stretch whose letters are mostly Latin (a word of look-alikes alone,
 * "АРІ", among English words); a Russian or Greek text keeps its words.
 */
const LOOKALIKE: ReadonlyMap<number, string> = new Map(
  [...LOWER_LOOKALIKES, ...UPPER_LOOKALIKES, ...pairs('һh ѵv гr օo սu հh ոn')].map(([letter, latin]) => [letter.charCodeAt(0), latin]),
);
/** Small capitals and IPA's script letters: Latin letters in another form, read as Latin wherever they stand ("ꜱᴇɴᴅ", "iɡnore"). */
const SMALL_CAPS: ReadonlyMap<number, string> = new Map(
  pairs('ᴀa ʙb ᴄc ᴅd ᴇe ꜰf ɢg ʜh ɪi ᴊj ᴋk ʟl ᴍm ɴn ᴏo ᴘp ꜱs ᴛt ᴜu ᴠv ᴡw ʏy ᴢz ɡg ɑa ɩi').map(([letter, latin]) => [
    letter.charCodeAt(0),
    latin,
  ]),
);
/** Whether `c` is a letter of another script that LOOKALIKE may read as Latin (for counting a stretch's scripts). */
const isOtherScript = (c: number): boolean => (c >= 0x370 && c <= 0x58f) || LOOKALIKE.has(c);

/**
 * Letter-like symbols (ℯ, ℐ), Roman numerals of one letter (Ⅰ, ⅼ), circled letters (ⓢ, Ⓢ) and the small forms of
 * punctuation (﹒, ﹫): NFKC makes each one ASCII character (mathematical letters: MATH_HIGH).
 */
const isCompatLetter = (c: number): boolean => (c >= 0x2100 && c <= 0x217f) || (c >= 0x24b6 && c <= 0x24e9) || (c >= 0xfe50 && c <= 0xfe6b);

const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** A letter of the Latin alphabet or Latin-1's accented letters, as a word in disguise is written. */
const isLatinLetter = (c: number): boolean => isAsciiLetter(c) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
const isFullwidthAscii = (c: number): boolean => c >= 0xff01 && c <= 0xff5e;
/** The high surrogate of the Mathematical Alphanumeric Symbols (U+1D400–U+1D7FF). */
const MATH_HIGH = 0xd835;

/**
 * "[at]", "(at)", "{at}", "<at>", "⸨at⸩", "(@)", "(a)", and the same with "dot", "period" or ".", as an address is
 * written to escape a harvester (or a filter).
 */
const SPELLED_SIGN = /[ \t]{0,2}[[({<\u2e28][ \t]?(at|dot|period|a|@|\.)[ \t]?[\])}>\u2e29][ \t]{0,2}/giy;
/** What follows "(a)" for it to be an at sign, not a list's first item: a host, then a dot and two letters or a bracketed sign (not "i.e."). */
const HOST_AFTER = /[a-z0-9][a-z0-9-]{1,62}(?:\.[a-z]{2}|[ \t]{0,2}[[({\u2e28])/iy;
/**
 * "keys at host dot example", "at sign", "period", "full stop": the signs in plain words, the at sign read only where
 * a host and a dot in words or in brackets follow, and the host is no article or determiner ("look at the period after
 * it", "send it at the period end" name no host).
 */
const SPELLED_WORDS =
  / (at sign|at) (?!(?:the|a|an|this|that|these|those|your|our|my|his|her|their|its|each|every|any|all|some|least|most|one)\b)(?=[a-z0-9-]{1,63}(?: (?:dot|period|full stop) [a-z]{2,}|[ \t]?[[({\u2e28](?:dot|period|\.)))| (dot|period|full stop) (?=[a-z]{2,})/giy;

/**
 * The first code unit at or after `i` (step +1) or at or before it (step -1) that is not an invisible character, within
 * eight steps (NaN past them: a longer run is hidden_unicode's, and a run is not read again for each of its characters).
 */
function visibleFrom(text: string, i: number, step: 1 | -1): number {
  for (let n = 0; n < 8; n++, i += step) if (!isInvisible(text.charCodeAt(i))) return text.charCodeAt(i);
  return Number.NaN;
}
/** An invisible character at `i` inside a Latin word or a key: Latin letters or digits on both sides (an emoji's joiner, Persian's non-joiner and a leading BOM are not). */
const splitsWord = (text: string, i: number): boolean =>
  isWordPart(visibleFrom(text, i - 1, -1)) && isWordPart(visibleFrom(text, i + 1, 1));
/** A Latin letter or a digit: what a word or a key is made of. */
const isWordPart = (c: number): boolean => isLatinLetter(c) || (c >= 48 && c <= 57);
/** Fullwidth Latin letters and digits, and the fullwidth at sign. */
const isFullwidthLetter = (c: number): boolean =>
  (c >= 0xff10 && c <= 0xff19) || (c >= 0xff20 && c <= 0xff3a) || (c >= 0xff41 && c <= 0xff5a);
let spelledIds: number[] | undefined;
/** The longest stretch read in one judgement when places of several lines are read together (a line alone may be longer: lineAround's bound). */
const STRETCH = 520;

/** Where a spelled sign's lead occurs in `text`, in lower or upper case, ascending (a text the literal index does not read). */
function spelledStarts(text: string): number[] {
  const starts: number[] = [];
  for (const lead of SPELLED_SIGN_LEADS)
    for (const cased of [lead, lead.toUpperCase()])
      for (let i = text.indexOf(cased); i >= 0; i = text.indexOf(cased, i + 1)) starts.push(i);
  return starts.sort((a, b) => a - b);
}

/** Whether [from, to) is two or more look-alike letters and nothing else: a word written wholly in them. */
function allLookalike(text: string, from: number, to: number): boolean {
  if (to - from < 2 || to - from > 24) return false;
  for (let i = from; i < to; i++) if (!LOOKALIKE.has(text.charCodeAt(i))) return false;
  return true;
}

/** Where `text` holds a letter in disguise (any of the shapes above), ascending; `t` gives the runs outside Latin-1. */
export function disguisesIn(t: Text): number[] {
  const text = t.text;
  const at: number[] = [];
  const runs = t.wideRuns();
  for (let r = 0; r < runs.length; r += 2) {
    const from = runs[r]!;
    const to = runs[r + 1]!;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (
        (isInvisible(c) && splitsWord(text, i)) ||
        isFullwidthLetter(c) ||
        isCompatLetter(c) ||
        SMALL_CAPS.has(c) ||
        (c === MATH_HIGH && i + 1 < to) ||
        (c === 0x2e28 && signAt(text, i) !== null) ||
        // A look-alike letter with a Latin letter beside its run (a word of two scripts), or a run of look-alikes alone.
        (LOOKALIKE.has(c) &&
          (isLatinLetter(text.charCodeAt(from - 1)) || isLatinLetter(text.charCodeAt(to)) || allLookalike(text, from, to)))
      ) {
        at.push(i);
        break;
      }
    }
  }
  // The soft hyphen is Latin-1, and the spelled signs are ASCII: neither is in a run.
  for (let i = text.indexOf('\u00ad'); i >= 0; i = text.indexOf('\u00ad', i + 1)) if (splitsWord(text, i)) at.push(i);
  // Where a spelled sign can start: from the literal index (in one pass with the other literals), else (no index) by a scan.
  spelledIds ??= SPELLED_SIGN_LEADS.map(literalId);
  if (t.holdsAny(spelledIds)) {
    const lists = spelledIds.map((id) => t.atId(id));
    const starts = lists.some((l) => l === null) ? spelledStarts(text) : mergedAscending(lists as Array<readonly number[]>);
    for (let k = 0; k < starts.length; k++) {
      if (signAt(text, starts[k]!) !== null) at.push(starts[k]!);
    }
  }
  return at.sort((a, b) => a - b);
}

/**
 * `s` read in plain letters: invisible characters dropped, fullwidth, mathematical, letter-like,
 * circled and small-capital letters as ASCII, look-alike letters as Latin (inside a word with Latin
 * letters, or anywhere in a mostly Latin `s`), spelled signs between two words as `@` and `.`; with,
 * for each code unit of the result, where it stands in `s` (the last entry is `s.length`).
 */
export function undisguise(s: string): { text: string; at: number[] } {
  const letters = plainLetters(s);
  const signs = plainSigns(letters.text);
  return { text: signs.text, at: signs.at.map((k) => letters.at[k]!) };
}

/** `s` with its letters plain (invisible characters dropped, the other forms as ASCII), and where each stands in `s`. */
function plainLetters(s: string): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  const mostlyLatin = latinShare(s);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isInvisible(c)) continue;
    let plain: string | undefined;
    if (isFullwidthAscii(c)) plain = String.fromCharCode(c - 0xfee0);
    else if ((c === MATH_HIGH && i + 1 < s.length) || isCompatLetter(c)) {
      const form = String.fromCodePoint(s.codePointAt(i)!).normalize('NFKC');
      if (form.length === 1 && /[!-~]/.test(form)) plain = form;
    } else plain = SMALL_CAPS.get(c) ?? (mostlyLatin || inLatinWord(s, i) ? LOOKALIKE.get(c) : undefined);
    text += plain ?? s[i]!;
    at.push(i);
    if (plain !== undefined && c === MATH_HIGH) i++;
  }
  at.push(s.length);
  return { text, at };
}

/** `s` with "[at]", "(dot)", " at … dot …" between two words as `@` and `.`, and where each code unit stands in `s`. */
function plainSigns(s: string): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c === 91 || c === 40 || c === 123 || c === 60 || c === 0x2e28 || c === 32 || c === 9) && isWordChar(s.charCodeAt(i - 1))) {
      const sign = signAt(s, i);
      // A " dot " in plain words is a sign only in an address already begun ("keys@host dot example"; not "polka dot dress").
      const lastAt = text.lastIndexOf('@');
      const inAddress = sign !== null && (sign.at || sign.bracketed || (lastAt >= 0 && lastAt >= text.length - 64));
      if (sign !== null && inAddress && isWordChar(s.charCodeAt(i + sign.length))) {
        text += sign.at ? '@' : '.';
        at.push(i);
        i += sign.length - 1;
        continue;
      }
    }
    text += s[i]!;
    at.push(i);
  }
  at.push(s.length);
  return { text, at };
}

/** The spelled sign at `i` ("[at]", or " at " before a host and a " dot ", or " dot "): its length and whether it is the at sign. */
function signAt(s: string, i: number): { length: number; at: boolean; bracketed: boolean } | null {
  SPELLED_SIGN.lastIndex = i;
  const bracketed = SPELLED_SIGN.exec(s);
  if (bracketed !== null) {
    const sign = bracketed[1]!.toLowerCase();
    if (sign === 'a') {
      HOST_AFTER.lastIndex = i + bracketed[0].length;
      if (!HOST_AFTER.test(s)) return null;
    }
    return { length: bracketed[0].length, at: sign === 'at' || sign === 'a' || sign === '@', bracketed: true };
  }
  if (s.charCodeAt(i) !== 32) return null;
  SPELLED_WORDS.lastIndex = i;
  const words = SPELLED_WORDS.exec(s);
  return words === null ? null : { length: words[0].length, at: words[1] !== undefined, bracketed: false };
}

/** Whether more of `s`'s letters are ASCII Latin than of the scripts LOOKALIKE reads. */
function latinShare(s: string): boolean {
  let latin = 0;
  let other = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isAsciiLetter(c)) latin++;
    else if (isOtherScript(c)) other++;
  }
  return latin > other;
}

const isWordChar = (c: number): boolean => isAsciiLetter(c) || (c >= 48 && c <= 57) || c === 95 || c === 45;

/** Whether the letter at `i` stands in a word that holds a Latin letter (invisible characters do not end a word). */
function inLatinWord(s: string, i: number): boolean {
  const inWord = (c: number) =>
    isLatinLetter(c) || LOOKALIKE.has(c) || isInvisible(c) || (c >= 0x400 && c <= 0x52f) || (c >= 0x370 && c <= 0x3ff);
  for (let j = i - 1; j >= 0 && j >= i - 40 && inWord(s.charCodeAt(j)); j--) if (isLatinLetter(s.charCodeAt(j))) return true;
  for (let j = i + 1; j < s.length && j <= i + 40 && inWord(s.charCodeAt(j)); j++) if (isLatinLetter(s.charCodeAt(j))) return true;
  return false;
}

/** prompt_injection's strong findings in `s` read alone: its phrases and cues, its outward requests, then its orders' structure (plain-orders.ts). */
function strongFindings(s: string): Hit[] {
  const found: Hit[] = [];
  const t = new Text(s);
  detectInjection(t, found);
  detectOutward(t, found, 0);
  detectPlainOrders(t, found);
  return found.filter((h) => h.code !== 'injection_weak');
}

const overlaps = (hits: readonly Hit[], start: number, end: number): boolean =>
  hits.some((h) => h.code !== 'injection_weak' && h.start < end && h.end > start);

/**
 * prompt_injection's findings in disguised letters: the line around each (bounded, as obfuscated.ts
 * reads one) is judged in plain letters and, where that finds something the whole text's findings
 * do not cover, as written too, so the two readings differ in the letters alone (the line's
 * context is the same). A plain reading's finding that the written one does not overlap, and that
 * no finding of `out` from `own` on (this question's, over the whole text as written) overlaps, is
 * added over the letters as written. Weak findings are not added.
 */
export function detectDisguised(t: Text, out: Hit[], own: number): void {
  const mine = out.slice(own);
  for (const [from, written, plain] of plainStretches(t)) {
    // The stretch as written is judged only when the plain letters find something the whole text's findings do not cover.
    let asWritten: Hit[] | undefined;
    for (const h of strongFindings(plain.text)) {
      const [start, end] = writtenSpan(plain.at, written, h);
      if (overlaps(mine, from + start, from + end)) continue;
      asWritten ??= strongFindings(written);
      if (!overlaps(asWritten, start, end)) out.push({ code: h.code, start: from + start, end: from + end });
    }
  }
}

/**
 * credential_leak's findings in disguised letters: a key with a zero-width character, a soft hyphen or a look-alike
 * letter inside, or written in fullwidth forms, reads to a model as the key. Each stretch around a disguise is read in
 * plain letters for credentials; a key no finding of `out` from `own` on (this question's) overlaps is added over the
 * letters as written, so `--redact` takes the key whole, its disguise with it.
 */
export function detectDisguisedCredentials(t: Text, out: Hit[], own: number): void {
  const mine = out.slice(own);
  for (const [from, written, plain, places] of plainStretches(t)) {
    // A key or a password is a run of 16 code units or more without a blank: a disguise in a short word hides none.
    if (!places.some((p) => inLongRun(t.text, p))) continue;
    const found: Hit[] = [];
    detectCredentials(new Text(plain.text), found);
    for (const h of found) {
      const [start, end] = writtenSpan(plain.at, written, h);
      if (!mine.some((m) => m.start < from + end && m.end > from + start)) out.push({ ...h, start: from + start, end: from + end });
    }
  }
}

type Stretch = [from: number, written: string, plain: { text: string; at: number[] }, places: number[]];
/** Each Text's stretches, read once for both questions; a Text lives for one judgement, and its entry with it. */
const stretchesOf = new WeakMap<Text, Stretch[]>();

/** Whether the code unit at `p` stands in a run of KEY_RUN or more code units without white space. */
function inLongRun(text: string, p: number): boolean {
  let from = p;
  let to = p;
  while (from > 0 && p - from < KEY_RUN && !isBlank(text.charCodeAt(from - 1))) from--;
  while (to < text.length && to - from < KEY_RUN && !isBlank(text.charCodeAt(to))) to++;
  return to - from >= KEY_RUN;
}
const KEY_RUN = 16;
const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/** Each stretch of `t` around its disguised letters, as [where it starts, the stretch as written, read in plain letters]. */
function plainStretches(t: Text): Stretch[] {
  let stretches = stretchesOf.get(t);
  if (stretches === undefined) stretchesOf.set(t, (stretches = readStretches(t)));
  return stretches;
}

function readStretches(t: Text): Stretch[] {
  const stretches: Stretch[] = [];
  const places = disguisesIn(t);
  const text = t.text;
  for (let k = 0; k < places.length; ) {
    const first = k;
    // The lines of the places that follow are read with this one while the stretch stays within STRETCH: short lines each
    // with a disguise (crafted, or a column of hidden characters) are read a few hundred code units at a time, not a line at a time.
    let [from, to] = lineAround(text, places[k]!);
    for (k++; k < places.length && places[k]! < to + STRETCH; k++) {
      if (places[k]! < to) continue;
      const next = lineAround(text, places[k]!)[1];
      if (next - from > STRETCH) break;
      to = next;
    }
    const written = text.slice(from, to);
    const plain = undisguise(written);
    if (plain.text !== written) stretches.push([from, written, plain, places.slice(first, k)]);
  }
  return stretches;
}

/**
 * A finding's span in plain letters as the span of the letters as written (a mathematical letter is two code units; a
 * lone first half at the text's end is one).
 */
function writtenSpan(at: readonly number[], written: string, h: Hit): [number, number] {
  const last = at[h.end - 1]!;
  return [at[h.start]!, last + (written.charCodeAt(last) === MATH_HIGH && last + 1 < written.length ? 2 : 1)];
}
