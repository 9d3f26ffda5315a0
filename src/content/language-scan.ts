/**
 * Where the languages of languages.ts are read in a text, and what their phrases find there: a
 * language written in its own script around the runs outside Latin-1 that hold its letters, one
 * written in Latin letters around a lead of its own (find.ts's index found both); each language one
 * scan of its phrases over those stretches only (docs/content-readings.md, Languages).
 */
import { LANGUAGE_LEADS, LANGUAGES } from './languages.js';
import type { Phrase } from './phrases.js';

/** What the languages read of a text (find.ts's Text; not imported, so find.ts can import LANGUAGE_LEADS). */
interface Readable {
  readonly text: string;
  readonly wide: boolean;
  at(literal: string): readonly number[] | null;
  holdsLanguageLead(): boolean;
  wideRuns(): readonly number[];
  lowerCase(): string | undefined;
}
/** How far around a lead or a run of a script the phrases are read (a phrase is at most about 150 code units). */
const READ = 240;
/** A letter of a word in Latin script (where a stretch must not start). */
const WORD = /[\w\u00c0-\u024f]/;

/**
 * `ai:` ends an address to the AI ("till AI:", "kepada AI:") in several Latin-script languages, and
 * it is common in English text: around it only those addresses are read, all of them one pattern,
 * so an English text does not compile every such language's patterns (see stretches()).
 */
const ADDRESS_LEAD = 'ai:';
/**
 * The words that stand right before `ai:` in those addresses (Swedish `till`, Indonesian `kepada`
 * or `asisten`, Vietnamese `cho` or `trợ lý`, Czech `pro`, Romanian `către` or `asistentul`,
 * Tagalog `sa`), marked and bare: only after one of them are the addresses read at all.
 */
const ADDRESS_WORDS = new Set(
  [
    ...['till', 'til', 'untuk', 'kepada', 'bagi', 'asisten', 'pembantu', 'agen', 'model', 'gửi', 'gởi', 'gui', 'goi', 'cho'],
    ...['lý', 'ly', 'hình', 'hinh', 'pro', 'pentru', 'către', 'catre', 'asistentul', 'sa'],
  ].map((w) => w.normalize('NFC')),
);
/** A letter of a word before `ai:` (Latin, with Vietnamese's marked letters). */
const ADDRESS_LETTER = /[\w\u00c0-\u024f\u1e00-\u1eff]/;

/** Whether the word before `ai:` at `at` (spaces between) is one of ADDRESS_WORDS. */
function addressed(text: string, at: number): boolean {
  let end = at;
  while (end > 0 && at - end < 4 && (text.charCodeAt(end - 1) <= 0x20 || text[end - 1] === '\u00a0')) end--;
  let start = end;
  while (start > 0 && end - start < 12 && ADDRESS_LETTER.test(text[start - 1]!)) start--;
  return ADDRESS_WORDS.has(text.slice(start, end).toLowerCase().normalize('NFC'));
}

/** Phrases as one global alternation, a group around each (the phrases hold no groups of their own): one scan of a stretch. */
function scanOf(phrases: readonly Phrase[]): RegExp {
  const g = new RegExp(phrases.map((p) => `(${p.re.source})`).join('|'), 'gi');
  if (new RegExp(`${g.source}|`).exec('')!.length !== phrases.length + 1)
    throw new Error('language-scan.ts: a phrase holds a group of its own');
  return g;
}

interface Scan {
  /** Made when a text first needs it: scanOf's check compiles it, 15 ms for all of them on a cold start. */
  re?: RegExp;
  readonly phrases: readonly Phrase[];
  readonly leads: readonly string[];
  /** The bit of the language whose letters are read (0: none). */
  readonly bit: number;
}

/** One scan per language, then the addresses read around ADDRESS_LEAD. */
const SCANS: readonly Scan[] = [
  ...LANGUAGES.map((l, k) => ({
    phrases: l.phrases,
    leads: l.leads.filter((x) => x !== ADDRESS_LEAD),
    bit: 1 << k,
  })),
  (() => {
    const phrases = LANGUAGES.filter((l) => l.leads.includes(ADDRESS_LEAD)).flatMap((l) =>
      l.phrases.filter((p) => p.code === 'injection_role'),
    );
    return { phrases, leads: [ADDRESS_LEAD], bit: 0 };
  })(),
];

/** For each code unit outside Latin-1, a bit for each language whose letters hold it (bit k: LANGUAGES[k]). */
const LETTERS = new Uint32Array(0x10000);
LANGUAGES.forEach((l, k) => {
  for (const [lo, hi] of l.letters ?? []) for (let c = lo; c <= hi; c++) LETTERS[c]! |= 1 << k;
});
if (LANGUAGES.length > 32) throw new Error('language-scan.ts: LETTERS holds 32 languages');

/**
 * The runs outside Latin-1 (find.ts) that hold a language's letters: start, end and the languages'
 * bits, in turn — one pass over those runs for all the languages.
 */
function letterRuns(t: Readable): number[] {
  const text = t.text;
  const runs = t.wideRuns();
  const out: number[] = [];
  for (let r = 0; r < runs.length; r += 2) {
    let bits = 0;
    for (let i = runs[r]!, end = runs[r + 1]!; i < end; i++) bits |= LETTERS[text.charCodeAt(i)]!;
    if (bits !== 0) out.push(runs[r]!, runs[r + 1]!, bits);
  }
  return out;
}

/** Any language's lead (lower case, as the leads are). */
const ANY_LEAD = new RegExp(LANGUAGE_LEADS.map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

/**
 * Where a lead occurs in a text without a literal index (a decoded payload): found in its lower-cased
 * copy, made once per text; null when lower-casing changes the length (offsets would drift).
 */
class Leads {
  private lower: string | null | undefined;
  /** Whether the text holds any lead at all (most decoded payloads hold none: one test, not one search a lead). */
  private any = false;
  /** `made`: the text lower-cased, when the Text made that copy already (the same string a lower-casing here would make). */
  constructor(
    private readonly text: string,
    private readonly made: string | undefined,
  ) {}
  /** Whether the text surely holds no lead. */
  none(): boolean {
    if (this.lower === undefined) {
      const lower = this.made ?? this.text.toLowerCase();
      this.lower = lower.length === this.text.length ? lower : null;
      this.any = this.lower !== null && ANY_LEAD.test(this.lower);
    }
    return this.lower !== null && !this.any;
  }
  at(lead: string): number[] | null {
    if (this.none()) return [];
    const lower = this.lower;
    if (lower === null || lower === undefined) return null;
    const out: number[] = [];
    for (let i = lower.indexOf(lead); i >= 0; i = lower.indexOf(lead, i + 1)) out.push(i);
    return out;
  }
}

/**
 * Where a scan reads: within READ of each run of its language's letters and of each of its leads,
 * as ascending stretches that do not overlap (the whole text when its leads cannot be found).
 *
 * A scan reads nothing where none of its leads or letters is, and that matters beyond its own cost:
 * V8 compiles a pattern to machine code after its first run (some 10 KB a phrase here), and once
 * a process holds about 16 MB of machine code, V8 compiles every later pattern without its
 * optimizations, many times slower (docs/content-measurements.md,
 * the languages and V8's limit on machine code).
 */
function stretches(t: Readable, scan: Scan, runs: readonly number[], leads: Leads): Array<[number, number]> {
  const n = t.text.length;
  const spans: Array<[number, number]> = [];
  for (let r = 0; r < runs.length; r += 3) if ((runs[r + 2]! & scan.bit) !== 0) spans.push([runs[r]!, runs[r + 1]!]);
  for (const lead of scan.leads) {
    const found = t.at(lead) ?? leads.at(lead);
    if (found === null) return [[0, n]];
    for (const p of found) if (lead !== ADDRESS_LEAD || addressed(t.text, p)) spans.push([p, p + lead.length]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [from, to] of spans) {
    const last = out[out.length - 1];
    if (last && from - READ <= last[1]) last[1] = Math.max(last[1], Math.min(n, to + READ));
    else out.push([Math.max(0, from - READ), Math.min(n, to + READ)]);
  }
  return out;
}

/** The phrases of every language found in the text, each match's index in the whole text. */
export function languageMatches(t: Readable): Array<readonly [RegExpExecArray, Phrase]> {
  const out: Array<readonly [RegExpExecArray, Phrase]> = [];
  /** Where each phrase was found (an address may be found by its language's scan and by the addresses'). */
  const found = new Set<string>();
  const runs = t.wide ? letterRuns(t) : [];
  const leads = new Leads(t.text, t.lowerCase());
  // No lead and no letters: nothing to read (the leads read from the literals the index found, or without one by one test).
  if (runs.length === 0 && (t.at(ADDRESS_LEAD) === null ? leads.none() : !t.holdsLanguageLead())) return out;
  for (const scan of SCANS) {
    for (const [from, to] of stretches(t, scan, runs, leads)) {
      // A stretch that starts inside a word starts after it: `\b` there would be a false start.
      let lo = from;
      while (lo > 0 && lo < to && WORD.test(t.text[lo - 1]!)) lo++;
      const part = t.text.slice(lo, to);
      const g = (scan.re ??= scanOf(scan.phrases));
      g.lastIndex = 0;
      for (let m = g.exec(part); m; m = g.exec(part)) {
        let j = 0;
        while (m[j + 1] === undefined) j++;
        m.index += lo;
        const p = scan.phrases[j]!;
        const key = `${m.index} ${m[0].length} ${p.re.source}`;
        if (found.has(key)) continue;
        found.add(key);
        out.push([m, p]);
      }
    }
  }
  return out;
}
