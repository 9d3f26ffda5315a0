/**
 * prompt_injection read from the override of earlier instructions in the languages the other override readings lack
 * (docs/content-readings.md, the structural readings' languages): set-aside-far.ts's grammar (a verb of setting aside,
 * the noun for instructions or rules, and "all" or an earlier word, in one clause) with each language's words from the
 * far-words tables. Latin-script lines are read bare (lower case, marks and in-word apostrophes dropped: people type
 * "e'tiborsiz", "etiborsiz" and "e\u02bbtiborsiz" alike); the other scripts as written, lower-cased.
 *
 * What keeps an honest correction out ("ignore the previous parking instructions, the gate moved"): without "all", the
 * earlier word must stand right beside the noun and no topic may be named there: after the noun and its earlier word in
 * the languages that put modifiers after the noun ("tilmaamihii hore ee baarkinka"), before the earlier word in those
 * that put them first ("parklanma il\u0259 ba\u011fl\u0131 \u0259vv\u0259lki t\u0259limatlara"). Not overrides either: a verb negated in the two
 * words before it or right after it, a phrase after a warning's or a sample's words or inside a quotation on its line.
 *
 * Where it reads: a text with none of the languages' letters pays only the literal index's leads (far-words.ts
 * FAR_LEADS); each place is read in a window of its line, WINDOW each way, MAX_PLACES places at most.
 */
import { type Hit, strongSince } from './codes.js';
import { placesOf, type Text } from './find.js';
import { FarLanguage } from './far-language.js';
import { FAR_LEADS } from './far-words.js';
import { FAR_EAST } from './far-words-east.js';
import { FAR_AMERICAS } from './far-words-americas.js';
import { FAR_INNER } from './far-words-inner.js';
import { FAR_ISLES } from './far-words-isles.js';
import { FAR_NORTH } from './far-words-north.js';
import { FAR_LAST } from './far-words-last.js';
import { FAR_MORE } from './far-words-more.js';
import { FAR_MOST } from './far-words-most.js';
import { FAR_NEAR } from './far-words-near.js';
import { FAR_NEXT } from './far-words-next.js';
import { FAR_NIGH } from './far-words-nigh.js';
import { FAR_OUTER } from './far-words-outer.js';
import { FAR_REST } from './far-words-rest.js';
import { FAR_SOUTH } from './far-words-south.js';
import { FAR_UPPER } from './far-words-upper.js';
import { FAR_WEST } from './far-words-west.js';
import { lazy } from './lazy.js';

const FAR_ALL: readonly FarLanguage[] = [
  ...FAR_WEST,
  ...FAR_SOUTH,
  ...FAR_EAST,
  ...FAR_MORE,
  ...FAR_MOST,
  ...FAR_NEXT,
  ...FAR_LAST,
  ...FAR_REST,
  ...FAR_OUTER,
  ...FAR_UPPER,
  ...FAR_INNER,
  ...FAR_ISLES,
  ...FAR_AMERICAS,
  ...FAR_NORTH,
  ...FAR_NEAR,
  ...FAR_NIGH,
].map((words) => new FarLanguage(words));
export const FAR_LATIN: readonly FarLanguage[] = FAR_ALL.filter((l) => l.block === undefined);
export const FAR_SCRIPTED: readonly FarLanguage[] = FAR_ALL.filter((l) => l.block !== undefined);

/** The look-behind each table's verbs open with: a word's start. */
const WORD_START = '(?<![\\p{L}\\p{M}])';
/** Whether `source` is one group, `(?:` to its last `)`. */
function oneGroup(source: string): boolean {
  if (!source.startsWith('(?:')) return false;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0 && i < source.length - 1) return false;
  }
  return depth === 0;
}
/**
 * The tables' verbs as one pattern, their shared look-behind written once where each opens with it and is one group
 * after it: unoptimized, as a long-lived process runs its patterns, every place of a window read sixty-nine look-behinds.
 */
function anyOf(sources: readonly string[]): string {
  const rests = sources.map((s) => (s.startsWith(WORD_START) ? s.slice(WORD_START.length) : ''));
  return rests.every(oneGroup) ? `${WORD_START}(?:${rests.join('|')})` : sources.join('|');
}
/**
 * Every Latin-script table's verbs in one pattern (a window without one is not read further), made when a window is
 * first read. A table with no verbs (Hungarian's, Czech's, Malay's orders only) adds nothing: its `(?!)` has no word
 * start, and one such source made the pattern every table's verbs each behind its own look-behind, several times slower
 * on every accented text (docs/design-and-performance.md).
 */
let anyLatinVerbMade: RegExp | undefined;
export function anyLatinVerb(): RegExp {
  anyLatinVerbMade ??= new RegExp(anyOf(FAR_LATIN.flatMap((l) => (l.verbSource === null ? [] : [l.verbSource]))), 'u');
  return anyLatinVerbMade;
}

/** Letters with no decomposition that people write bare: \u00f0, \u00fe, \u00e6, \u00f8, \u0127, \u0131, \u0259, \u0142, \u0111, \u0257, \u0199, \u0253, \u014b, \u025b, \u0254, \u00df. */
const UNMARKED: Readonly<Record<string, string>> = {
  '\u00f0': 'd',
  '\u00fe': 'th',
  '\u00e6': 'ae',
  '\u00f8': 'o',
  '\u0127': 'h',
  '\u0131': 'i',
  '\u0259': 'e',
  '\u0142': 'l',
  '\u0111': 'd',
  '\u0257': 'd',
  '\u0199': 'k',
  '\u0253': 'b',
  '\u014b': 'ng',
  '\u025b': 'e',
  '\u0254': 'o',
  '\u00df': 'ss',
  // (Taiwanese Hokkien's nasal mark, typed "nn" in ASCII: "thia\u207f", "thiann".)
  '\u207f': 'nn',
};
const UNMARKED_LETTER = lazy(
  () => /[\u00f0\u00fe\u00e6\u00f8\u0127\u0131\u0259\u0142\u0111\u0257\u0199\u0253\u014b\u025b\u0254\u00df\u207f]/g,
);
/**
 * An apostrophe inside a word ("ko'rsatma", "e\u2019tibor"), an okina anywhere ("\u02bb\u014dlelo", "ho\u02bbolohe"), and the
 * glottal stop's mark at a word's end ("bik\u00e1 \u00ed\u00edn\u00edsh\u02bc\u0105\u02bc", typed "iinish'a'" too): a straight mark at a word's end may close a quotation.
 */
const INNER_APOSTROPHE = lazy(() => /(?<=\p{L})['\u2018\u2019\u02bc](?=\p{L})|\u02bb|(?<=\p{L})\u02bc/gu);

/** `s` read bare, as the Latin-script tables are written: lower case, no marks after Latin letters, no inner apostrophes. */
export function bareOf(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/(?<=[a-z])\p{M}+/gu, '')
    .replace(UNMARKED_LETTER(), (c) => UNMARKED[c]!)
    .replace(INNER_APOSTROPHE(), '');
}

/** What ends a clause: a sentence's end in the scripts read here (Armenian's, Ethiopic's, Urdu's, the danda, Tibetan's shad), a line's end. */
const CLAUSE_END = lazy(() => /[.!?;\n\u0589\u1362\u06d4\u0964\u0965\u0f0d\u0f0e\u3002\uff01\uff1f\uabeb]/);
/** How far around a noun its clause is read; how far the earlier word may stand from the noun. */
const CLAUSE_REACH = 90;
const BESIDE = 6;
/** How far around a place its line is read; how many places and nouns are read at most. */
const WINDOW = 320;
const MAX_PLACES = 40;
const MAX_NOUNS = 20;

/**
 * The clause around `at` (`reach` each way at most, cut where `clauseEnd` matches a character) and its start; each
 * far reading passes the sentence ends of its own scripts.
 */
export function clauseAround(
  s: string,
  at: number,
  length: number,
  clauseEnd: RegExp = CLAUSE_END(),
  reach: number = CLAUSE_REACH,
): [string, number] {
  let start = at;
  while (start > 0 && at - start < reach && !clauseEnd.test(s[start - 1]!)) start--;
  let end = at + length;
  while (end < s.length && end - at < reach && !clauseEnd.test(s[end]!)) end++;
  return [s.slice(start, end), start];
}

/** The last two words before `at` in `s`. */
function twoWordsBefore(s: string, at: number): string {
  const words = s
    .slice(Math.max(0, at - 40), at)
    .trim()
    .split(/\s+/);
  return words.slice(-2).join(' ');
}

/** Whether the match of `re` at `at` (length `length`) in `s` is negated: a negation in the two words before or right after it. */
export function negatedAt(lang: FarLanguage, s: string, at: number, length: number): boolean {
  return lang.negation.test(twoWordsBefore(s, at)) || lang.negationAfter.test(s.slice(at + length, at + length + 12));
}

/** Where an unnegated verb of setting aside stands in `clause`, as [start, end], or undefined. */
function verbIn(lang: FarLanguage, clause: string): readonly [number, number] | undefined {
  lang.verb.lastIndex = 0;
  for (let m = lang.verb.exec(clause); m !== null; m = lang.verb.exec(clause)) {
    if (!negatedAt(lang, clause, m.index, m[0].length)) return [m.index, m.index + m[0].length];
  }
  return undefined;
}

/** The end of the word that starts at `at` in `s`. */
function wordEnd(s: string, at: number): number {
  let end = at;
  while (end < s.length && /[\p{L}\p{M}'-]/u.test(s[end]!)) end++;
  return end;
}

/**
 * Whether the earlier word stands right beside the noun at [nounAt, nounEnd) in `clause` with no topic named there: the
 * earlier word before the noun opening the clause or right after the verb (modifiers first), or after the noun with no
 * topic marker after it (modifiers after).
 */
function besideNoun(lang: FarLanguage, clause: string, nounAt: number, nounEnd: number, verb: readonly [number, number]): boolean {
  lang.earlier.lastIndex = 0;
  for (let m = lang.earlier.exec(clause); m !== null; m = lang.earlier.exec(clause)) {
    const end = m.index + m[0].length;
    if (end <= nounAt && nounAt - end <= BESIDE) {
      if (!lang.modifiersFirst) {
        if (!lang.topic.test(clause.slice(nounEnd))) return true;
        continue;
      }
      // (Or after the noun, where a modifiers-first language names its topic with a postposition after its words:
      // "nasaatları maşina koymak için", the instructions for parking.)
      if (!wordsBefore(clause, m.index, verb) && !lang.topic.test(clause.slice(nounEnd))) return true;
      continue;
    }
    // (Beside means no word of four letters between: "tohutohu tuku o mua" names a topic, delivery's instructions.)
    if (m.index >= nounEnd && m.index - nounEnd <= BESIDE && !/\p{L}{4}/u.test(clause.slice(nounEnd, m.index))) {
      // (The topic after the earlier word's whole word: a stem's ending is none, "precedente per u parcheghju".)
      // (Or joined to the earlier word: the Persian ezafe, "ghabli-ye ersal", delivery's earlier instructions.)
      if (!lang.topic.test(clause.slice(wordEnd(clause, end))) && !lang.topic.test(clause.slice(end))) return true;
    }
  }
  return false;
}

/**
 * Whether words stand before `at` in `clause` (from its last colon, comma, bracket or quotation mark), the verb's taken
 * out: where modifiers come first, a topic stands there ("parklanma il\u0259 ba\u011fl\u0131 \u0259vv\u0259lki t\u0259limatlara").
 */
function wordsBefore(clause: string, at: number, verb: readonly [number, number]): boolean {
  const head = clause.slice(0, at);
  let from = 0;
  // (A table's cell opens at two spaces, a tab or a bar as well: "ZA-130-0256  A  K04450  \u0411\u0430\u0440\u043b\u044b\u049b ...";
  // an address ends at a dash or Ethiopic's comma and colons, "... AI \u2014 \u12a9\u1209 ...", markup at its tag's end, "<p>...".)
  for (let i = head.length - 1; i >= 0; i--)
    if (
      /[:,"'\u00ab\u201c\u201e(\u055d\u060c\t|\]\uff0c\uff1a\u3001\u300c\u2013\u2014\u1363\u1365\u1366>]/.test(head[i]!) ||
      (head[i] === ' ' && head[i - 1] === ' ')
    ) {
      from = i + 1;
      break;
    }
  const left = head.slice(from, Math.max(from, verb[0])) + head.slice(Math.max(from, verb[1]));
  return /\p{L}/u.test(verb[0] < at ? left : head.slice(from));
}

/**
 * Whether the phrase with "all" names its topic: after the noun and its earlier word where modifiers follow the noun
 * ("toutes les instructions ant\u00e9rieures sur le parking"), before the phrase where they come first.
 */
function namesTopic(lang: FarLanguage, clause: string, nounAt: number, verb: readonly [number, number]): boolean {
  if (lang.modifiersFirst) {
    lang.earlier.lastIndex = 0;
    const earlier = lang.earlier.exec(clause);
    const all = lang.all.exec(clause);
    const first = Math.min(nounAt, earlier?.index ?? nounAt, all?.index ?? nounAt);
    return wordsBefore(clause, first, verb);
  }
  let rest = clause.slice(wordEnd(clause, nounAt));
  lang.earlier.lastIndex = 0;
  const earlier = lang.earlier.exec(rest);
  if (earlier !== null && earlier.index <= BESIDE) rest = rest.slice(wordEnd(rest, earlier.index + earlier[0].length));
  return lang.topic.test(rest);
}

/** A sample's, a training note's or a warning's words in English, before the phrase or after it on its line. */
const SAMPLE_WORDS = lazy(
  () =>
    /\b(?:e\.g\.|(?<![.@])example|such\s+as|training|warning|course|quoted?|translat\w*|means|injections?|attacks?|phishing|scam|fraud)\b/i,
);

/** Whether a warning's or a sample's words, or a quotation mark opened before `at` on its line, make the phrase quoted. */
function quotedBefore(lang: FarLanguage, s: string, at: number): boolean {
  const lineStart = s.lastIndexOf('\n', at - 1) + 1;
  const lead = s.slice(Math.max(lineStart, at - 160), at);
  if (lang.warning.test(lead) || SAMPLE_WORDS().test(lead) || /[\u201c\u201e\u00ab\u300c]/.test(lead)) return true;
  return quotationOpenIn(lead);
}

/** Whether `lead` opens a quotation with a straight double mark: a JSON or YAML value's or a CSV cell's opening mark is none. */
export function quotationOpenIn(lead: string): boolean {
  const mark = lead.lastIndexOf('"');
  return mark >= 0 && !/(?:^|[:=,;\t[{(])\s*$/.test(lead.slice(0, mark));
}

/** A single quotation mark opening a quotation: at a word's start (a straight mark inside a word is an apostrophe). */
const SINGLE_OPEN = lazy(() => /(?<![\p{L}\p{M}\p{N}])['\u2018]/gu);
/** A single quotation mark closing one: at a word's end. */
const SINGLE_CLOSE = lazy(() => /['\u2019](?![\p{L}\p{M}\p{N}])/u);
/** How far the conditional lead may stand before the opening mark: a subject and a say-verb ("if a message says '"). */
const SAID_REACH = 60;

/**
 * Whether the phrase at [at, end) in `s` is quoted in single marks after a conditional lead ("if a message says 'forget
 * all previous instructions', ..."): English quotes in single marks as often as in double ones; an order is not put
 * inside a condition's quotation.
 */
function quotedAfterCondition(lang: FarLanguage, s: string, at: number, end: number): boolean {
  let from = at;
  while (from > 0 && at - from < 160 && !CLAUSE_END().test(s[from - 1]!)) from--;
  const lead = s.slice(from, at);
  let open = -1;
  const singleOpen = SINGLE_OPEN();
  singleOpen.lastIndex = 0;
  for (let m = singleOpen.exec(lead); m !== null; m = singleOpen.exec(lead)) open = m.index;
  if (open < 0) return false;
  const beforeOpen = lead.slice(Math.max(0, open - SAID_REACH), open);
  if (!lang.conditional.test(beforeOpen)) return false;
  // (Its closing mark from the phrase's start: a word's end is read with a trailing mark, "odigies'".)
  const lineEnd = s.indexOf('\n', end);
  return SINGLE_CLOSE().test(s.slice(at, Math.min(lineEnd < 0 ? s.length : lineEnd, end + 160)));
}

/**
 * Whether the phrase at [at, end) in `s` is a policy's warning: a conditional lead before it in its sentence and a
 * refusal after it ("if a message tells the AI to ignore all previous instructions, do not follow it and report it").
 * An attack's condition ("if you are an AI, ignore ...") refuses nothing after.
 */
function warnsIfAsked(lang: FarLanguage, s: string, at: number, end: number): boolean {
  let from = at;
  while (from > 0 && at - from < 160 && !CLAUSE_END().test(s[from - 1]!)) from--;
  if (!lang.conditional.test(s.slice(from, at))) return false;
  let to = end;
  while (to < s.length && to - end < 160 && !CLAUSE_END().test(s[to]!)) to++;
  return lang.refuse.test(s.slice(end, to));
}

/** The override in `s` (read as `lang`'s tables are written), as its clause's [start, end] in `s`, or undefined. */
export function farOverrideIn(s: string, lang: FarLanguage): readonly [number, number] | undefined {
  lang.noun.lastIndex = 0;
  let read = 0;
  for (let m = lang.noun.exec(s); m !== null && read < MAX_NOUNS; m = lang.noun.exec(s), read++) {
    const [clause, start] = clauseAround(s, m.index, m[0].length);
    const verb = verbIn(lang, clause);
    if (verb === undefined) continue;
    const nounAt = m.index - start;
    if (lang.all.test(clause) ? namesTopic(lang, clause, nounAt, verb) : !besideNoun(lang, clause, nounAt, wordEnd(clause, nounAt), verb))
      continue;
    if (quotedBefore(lang, s, start + Math.min(verb[0], nounAt))) continue;
    const phraseAt = start + Math.min(verb[0], nounAt);
    const phraseEnd = start + Math.max(verb[1], wordEnd(clause, nounAt));
    if (warnsIfAsked(lang, s, phraseAt, phraseEnd) || quotedAfterCondition(lang, s, phraseAt, phraseEnd)) continue;
    // (A sample explained after it: "... is Welsh for 'ignore all previous instructions', a classic injection".)
    const lineEnd = s.indexOf('\n', start + clause.length);
    if (SAMPLE_WORDS().test(s.slice(start + clause.length, Math.min(lineEnd < 0 ? s.length : lineEnd, start + clause.length + 120))))
      continue;
    return [start, start + clause.length];
  }
  return undefined;
}

/** A line break escaped in a JSON string (two characters, replaced by two: the offsets hold). */
const ESCAPED_BREAK = lazy(() => /\\n/g);

/** set-aside.ts's leads these languages share (the literal index holds them already), and English's forms after "ignor". */
const SHARED_LEADS: readonly string[] = ['ignor', 'injora', 'hunsa'];
const ENGLISH_FORM = lazy(() => /^(?:e[ds]?|ing|an[ct])(?![a-z])/);

/**
 * Picard's row writes its override as French does ("oubliez", "instructions", "d'avant"): read only beside a word of
 * Picard's own French lacks (its article "chés", "pis", "rin", "tertous", "lisse"), so a French note ("Oubliez les
 * instructions d'avant pour l'inventaire ...") is left to French's table. docs/content-readings.md, "The round's
 * review, narrowed".
 */
const PICARD_OWN = lazy(() => /(?<![\p{L}])(?:ches|chl|pis|rin|tertous|lisse|invoeie|pos)(?![\p{L}])/u);
function ownWordsHeld(code: string, bare: string): boolean {
  return code !== 'pcd' || PICARD_OWN().test(bare);
}

/** The windows of `t` to read, as [start, end]: around each lead of the Latin-script tables and each run of the scripts' letters. */
function windowsOf(t: Text): [number, number, number][] {
  const text = t.text;
  const out: [number, number, number][] = [];
  const seen = new Set<number>();
  const covered = [-1, -1];
  const add = (p: number, kind: number): void => {
    // (A place inside the last window of its kind is read with it: a line of many runs is one window.)
    if (out.length >= MAX_PLACES || p < covered[kind]!) return;
    const lineStart = text.lastIndexOf('\n', p - 1) + 1;
    const start = Math.max(lineStart, p - WINDOW);
    if (seen.has(start * 4 + kind)) return;
    seen.add(start * 4 + kind);
    let end = text.indexOf('\n', p);
    if (end < 0) end = text.length;
    out.push([start, Math.min(end, p + WINDOW), kind]);
    covered[kind] = Math.min(end, p + WINDOW) - 80;
  };
  for (const lead of FAR_LEADS) for (const p of placesOf(t, lead)) add(p, 0);
  // (The shared verbs' leads too, English's own forms of "ignore" left out: Catalan's "ignora", Maltese's "injora".)
  for (const lead of SHARED_LEADS)
    for (const p of placesOf(t, lead)) if (!ENGLISH_FORM().test(text.slice(p + lead.length, p + lead.length + 6).toLowerCase())) add(p, 0);
  if (t.wide) {
    const runs = t.wideRuns();
    for (let r = 0; r < runs.length && out.length < MAX_PLACES; r += 2) {
      const c = text.charCodeAt(runs[r]!);
      // (Latin letters with marks outside Latin-1 are read bare; the other scripts as written.)
      // (A run may open at a mark on a plain letter, Hokkien's "m\u0304", or at its superscript n: Latin still.)
      add(runs[r]!, c < 0x0370 || (c >= 0x1e00 && c < 0x1f00) || c === 0x207f ? 0 : 1);
    }
  }
  return out;
}

/** The override of earlier instructions in the far-words tables' languages, pushed to `out` (none after a strong finding). */
export function detectFarWordOverrides(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  const windows = windowsOf(t);
  if (windows.length === 0) return;
  for (const [start, end, kind] of windows) {
    // (A line break escaped in a JSON string ends the line it ends: "...booking\\nB\u00e0yyil ..." starts a sentence at its verb.)
    const part = t.text.slice(start, end).replace(ESCAPED_BREAK(), ' \n');
    if (kind === 0) {
      const bare = bareOf(part);
      // (No verb of any Latin-script table: none of them reads an override here.)
      if (!anyLatinVerb().test(bare)) continue;
      for (const lang of FAR_LATIN)
        if (lang.mayOverride(bare) && ownWordsHeld(lang.code, bare) && farOverrideIn(bare, lang) !== undefined) {
          out.push({ code: 'injection_override', start, end });
          return;
        }
      continue;
    }
    const lower = part.toLowerCase();
    for (const lang of FAR_SCRIPTED) {
      if (!holdsBlock(lower, lang.block!) || !lang.mayOverride(lower)) continue;
      const found = farOverrideIn(lower, lang);
      if (found !== undefined) {
        out.push({ code: 'injection_override', start: start + found[0], end: start + found[1] });
        return;
      }
    }
  }
}

/** Whether `s` holds a letter of the block [from, to). */
export function holdsBlock(s: string, block: readonly [number, number]): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= block[0] && c < block[1]) return true;
  }
  return false;
}
