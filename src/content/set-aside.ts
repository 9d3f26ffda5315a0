/**
 * prompt_injection read from the override of earlier instructions as one grammar over the languages the phrase tables
 * (languages.ts, phrases.ts) do not list (docs/content-readings.md, the override in any language): a verb of setting
 * aside, the noun for instructions or rules, and a word that makes them the reader's earlier ones ("all", "previous",
 * "your", "the system's") between them or right after the noun. Where the language puts its verb first (the Latin- and
 * Cyrillic-script languages of Europe and Africa) the verb opens and the noun follows within a few words ("Ignoruok
 * visas ankstesnes instrukcijas", "\u0417\u0430\u0431\u043e\u0440\u0430\u0432\u0438 \u0441\u0432\u0430 \u0440\u0430\u043d\u0438\u0458\u0430 \u043f\u0440\u0430\u0432\u0438\u043b\u0430"); where it puts it last (Urdu, Tamil, Amharic) the noun comes first and the verb
 * closes the clause. The verbs of setting aside share a stem across many languages (ignor-: Danish, Slovak, Croatian,
 * Lithuanian, Latvian, Estonian, Afrikaans ...), read in its imperatives only (an infinitive or a noun names the act,
 * "ignoruoti ... draud\u017eiama"), so a language nobody listed is read too when it borrows it; English's own forms are left to the English readings, which ask for more ("ignore the instructions in the
 * old README" is honest).
 *
 * Not overrides: a verb negated before it ("nemojte ignorirati", "\u00e4ra ignoreeri") or after it ("ignor\u00e9r ikke"),
 * a phrase in a quotation or after a sample's words on its line ("napr\u00edklad \u201eignoruj ...\u201c", a training note), a
 * verb too far from the noun or in another clause. Where the text is in Latin letters without marks, the verbs are found
 * by the literal index (unaddressed-leads.ts) and their nouns looked for in their own clause; the nouns are searched in
 * the whole lower-cased text only where it holds marked Latin letters, Cyrillic or a verb-last script, so plain prose
 * pays nothing but the index's pass. Each place is read once, MAX_PLACES at most.
 */
import { type Hit, strongSince } from './codes.js';
import { placesOf, type Text } from './find.js';
import { ordersAMachine, SAMPLE_KEY } from './role-acts.js';
import { SET_ASIDE_LEADS } from './unaddressed-leads.js';
import { loweredOf, placesOfWord } from './word-places.js';
import { lazy } from './lazy.js';

/** The nouns for instructions, rules and orders in Latin letters (stems, lower case; none an English word's start). */
const LATIN_NOUNS: readonly string[] = [
  'instruk',
  'in\u0161truk',
  'istruzz',
  'instruccions',
  'pokyn',
  'uput',
  'navodil',
  'pravil',
  'pravidl',
  'taisykl',
  'nurodym',
  'nor\u0101d\u012bj',
  'noteikum',
  'juhis',
  'reegl',
  're\u00ebl',
  'opdrag',
  'smjernic',
  'smernic',
  'udh\u00ebzim',
  'lei\u00f0bein',
  'direktiv',
  'retningslinj',
  'regl',
];
/** The same in Cyrillic letters, and in the scripts whose verb closes the clause (Urdu, Tamil, Amharic). */
const CYRILLIC_NOUNS: readonly string[] = [
  '\u0438\u043d\u0441\u0442\u0440\u0443\u043a\u0446',
  '\u0443\u043f\u0443\u0442\u0441\u0442\u0432',
  '\u0443\u043f\u0443\u0442\u0430',
  '\u0443\u043a\u0430\u0437\u0430\u043d\u0438',
  '\u043f\u0440\u0430\u0432\u0438\u043b',
  '\u043d\u0430\u0440\u0435\u0434\u0431',
];
const VERB_LAST_NOUNS: readonly string[] = [
  '\u06c1\u062f\u0627\u06cc\u0627\u062a',
  '\u06c1\u062f\u0627\u06cc\u062a',
  '\u0627\u062d\u06a9\u0627\u0645',
  '\u0642\u0648\u0627\u0639\u062f',
  '\u0b85\u0bb1\u0bbf\u0bb5\u0bc1\u0bb1\u0bc1\u0ba4\u0bcd\u0ba4\u0bb2\u0bcd',
  '\u0bb5\u0bb4\u0bbf\u0bae\u0bc1\u0bb1\u0bc8',
  '\u0bb5\u0bbf\u0ba4\u0bbf',
  '\u0b95\u0b9f\u0bcd\u0b9f\u0bb3\u0bc8',
  '\u1218\u1218\u122a\u12eb',
  '\u1275\u12d5\u12db',
  '\u1275\u12a5\u12db',
  '\u12f0\u1295\u1265',
  '\u12f0\u1295\u1266',
];

/** A verb of setting aside, opening the phrase (lower case): the shared stems, then each language's own verbs. */
const VERB_FIRST = lazy(
  () =>
    /(?<![\p{L}\p{M}])(?:ignor(?:\u00e9r|er|uj|ujte|iraj|irajte|i\u0161i|i\u0161ite|isi|isite|uok|uokite|\u0113|\u0113jiet|eeri|eerige|eer|a|ate|ez|a\u021bi|ati)|injora|zaboravi(?:te)?|zanemari(?:te)?|zabudni(?:te)?|prezri(?:te)?|pozabi(?:te)?|pamir\u0161k(?:ite)?|nepaisyk(?:ite)?|aizmirsti(?:et)?|unusta(?:ge)?|eira(?:ke)?|vergeet|verontagsaam|glem|gl\u00f6m|nev\u0161\u00edmaj(?:te)?|ne\s+obaziri(?:te)?\s+se\s+na|se\s+bort\s+fra|ne\u0146em(?:iet)?\s+v\u0113r\u0101|harro|hunsa\u00f0u|\u0438\u0433\u043d\u043e\u0440\u0438\u0448(?:\u0438|\u0438\u0442\u0435)|\u0438\u0433\u043d\u043e\u0440\u0438\u0440\u0430\u0439(?:\u0442\u0435)?|\u0438\u0433\u043d\u043e\u0440\u0438\u0440\u0430\u0458(?:\u0442\u0435)?|\u0438\u0433\u043d\u043e\u0440\u0438\u0440\u0443\u0439(?:\u0442\u0435)?|\u0437\u0430\u0431\u043e\u0440\u0430\u0432\u0438(?:\u0442\u0435)?|\u0437\u0430\u0431\u0440\u0430\u0432\u0438(?:\u0442\u0435)?|\u0437\u0430\u043d\u0435\u043c\u0430\u0440\u0438(?:\u0442\u0435)?|\u043f\u0440\u0435\u043d\u0435\u0431\u0440\u0435\u0433\u043d\p{L}*|\u043d\u0435\s+\u043e\u0431\u0430\u0437\u0438\u0440\u0438(?:\u0442\u0435)?\s+\u0441\u0435\s+\u043d\u0430)(?![\p{L}\p{M}])/gu,
);
/** A verb of setting aside closing the clause (Urdu, Tamil, Amharic). */
const VERB_LAST = lazy(
  () =>
    /\u0646\u0638\u0631\s?\u0627\u0646\u062f\u0627\u0632|\u0628\u06be\u0648\u0644|\u0baa\u0bc1\u0bb1\u0b95\u0bcd\u0b95\u0ba3\u0bbf|\u0bae\u0bb1\u0ba8\u0bcd\u0ba4\u0bc1|\u0bae\u0bb1\u0b95\u0bcd\u0b95|\u127d\u120b|\u12a5\u122d\u1233|\u12a0\u1275\u12a8\u1270\u120d|\u1270\u12cd/u,
);
/** What makes the instructions the reader's earlier ones: all of them, the previous, yours, the system's. */
const EARLIER = lazy(
  () =>
    /(?<![\p{L}\p{M}])(?:al|all[aeis]?|v\u0161\p{L}*|vs[ae]\p{L}*|sv[aeio]|svih|svim|svoj\p{L}*|tvoj\p{L}*|vis[aiu]s?|vis\u0173|k\u00f5ik\p{L}*|tidliger\p{L}*|forrige|hidtidig\p{L}*|predch\p{L}*|predo\u0161l\p{L}*|doteraj\p{L}*|prethodn\p{L}*|prija\u0161nj\p{L}*|ranij\p{L}*|dosada\u0161nj\p{L}*|prej\u0161nj\p{L}*|dosedanj\p{L}*|predhodn\p{L}*|ankstesn\p{L}*|iepriek\u0161\p{L}*|eelnev\p{L}*|varasem\p{L}*|eelmis\p{L}*|vorige|vroe\u00eb\p{L}*|jou|dine|dina|tavo|savo|oma|sinu|tavas|sistem\p{L}*|sustav\p{L}*|system\p{L}*|origin\p{L}*|m\u00ebparshm\p{L}*|gjitha|kollha|qabel|fyrri|allar|\u0432\u0441\p{L}*|\u0441\u0432\u0430|\u0441\u0432\u0435|\u0441\u0432\u0438|\u0441\u0432\u0438\u0445|\u043f\u0440\u0435\u0434\u0438\u0448\u043d\p{L}*|\u043f\u0440\u0435\u0442\u0445\u043e\u0434\u043d\p{L}*|\u043f\u0440\u0435\u0434\u0445\u043e\u0434\u043d\p{L}*|\u0434\u043e\u0441\u0435\u0433\u0430\u0448\u043d\p{L}*|\u0434\u043e\u0441\u0430\u0434\u0430\u0448\u045a\p{L}*|\u0440\u0430\u043d\u0438\u0458\p{L}*|\u043f\u0440\u0435\u0434\u044b\u0434\u0443\u0449\p{L}*|\u043f\u0440\u0435\u0436\u043d\p{L}*|\u0442\u0432\u043e\p{L}*|\u0441\u0438\u0441\u0442\u0435\u043c\p{L}*)(?![\p{L}\p{M}])|\u067e\u0686\u06be\u0644|\u0633\u0627\u0628\u0642|\u067e\u06c1\u0644\u06d2|\u062a\u0645\u0627\u0645|\u0633\u0628|\u06af\u0632\u0634\u062a|\u0bae\u0bc1\u0ba8\u0bcd\u0ba4\u0bc8\u0baf|\u0bae\u0bc1\u0ba9\u0bcd|\u0b8e\u0bb2\u0bcd\u0bb2\u0bbe|\u0b85\u0ba9\u0bc8\u0ba4\u0bcd\u0ba4\u0bc1|\u0baa\u0bb4\u0bc8\u0baf|\u12eb\u1208\u1349|\u1240\u12f0\u121d|\u1240\u12f5\u121e|\u1201\u1209|\u1260\u1219\u1209|\u1260\u134a\u1275/u,
);

/** A negation before the verb (within two words) or after it: the verb is forbidden, a rule's ("do not ignore ..."). */
const NEGATED_BEFORE = lazy(
  () =>
    /(?:^|[\s,(])(?:ne|nie|nu|non|no|not|never|pas|nikdy|nikad[ae]?|nikada|niekada|nekad|nooit|moenie|niet|nicht|ikke|aldrig|\u00e4ra|\u00e4rge|ne\s+smij?e\w*|nemoj\p{L}*|nesmie\p{L}*|\u043d\u0435|\u043d\u0438\u043a\u0430\u0434\u0430|\u043d\u0438\u043a\u043e\u0433\u0430|\u043d\u0435\u043c\u043e\u0458\p{L}*)(?:\s+\S+){0,1}\s+$/u,
);
const NEGATED_AFTER = lazy(() => /^\s+(?:ikke|ei|nie|not|niet|nicht|pas)(?![\p{L}])/u);
/** A sample's, a training note's or a warning's words before the phrase on its line: it quotes the override. */
const SAMPLE_BEFORE = lazy(
  () =>
    /(?<![\p{L}])(?:e\.g\.|for\s+example|such\s+as|f\.eks\.|fx\.|npr\.|napr\.|napr\u00edklad|na\s+primer|pvz\.|pavyzd\u017eiui|piem\u0113ram|n\u00e4iteks|byvoorbeeld|bv\.|example|exemple|ejemplo|beispiel|\u043d\u0430\u043f\u0440\u0438\u043c\u0435\u0440|\u043d\u0430\s+\u043f\u0440\u0438\u043c\u0435\u0440|\u043f\u0440\u0438\u043c\u0435\u0440)|\u0645\u062b\u0627\u0644|\u0b89\u0ba4\u0bbe\u0bb0\u0ba3|\u1208\u121d\u1233\u120c/iu,
);
/** The marks that open a quotation right before the verb (a JSON value's or a CSV cell's opening mark is none). */
const QUOTE_BEFORE = lazy(() => /[\u201c\u201e\u00ab\u00bb\u2018\u201a\u300c]\s*$|["']\s*$/);
/** A field's value opened by its mark: a JSON or YAML key's, a CSV cell's (commas, semicolons or tabs), a list item's. */
const VALUE_OPENED = lazy(() => /(?:^|[{,[])\s*["']?[\w.-]{1,40}["']?\s*[:=]\s*["']\s*$|[[{,;\t]\s*["']\s*$|^\s*["']\s*$/);

/**
 * A topic named right after the noun makes the text a notice that replaces rules on a matter ("upute o parkiranju",
 * "pokyny k parkovaniu", "instrukser om udl\u00e6g", "juhiseid kulude kohta"), not an override of the reader's.
 */
const TOPIC_AFTER = lazy(
  () =>
    /^(?:\s+\p{L}+){0,2}?\s+(?:o|ob|k|ke|ku|d\u0117l|apie|par|om|oor|over|um|dwar|rreth|glede|ohledn\u011b|vedr\u00f8rende|ang\u00e5ende|rakende|about|regarding|concerning|\u043e|\u043e\u0431|\u043f\u043e|u\s+vezi|\u0443\s+\u0432\u0435\u0437\u0438|\p{L}+\s+kohta)(?![\p{L}\p{M}])/u,
);
/** The same where the topic comes before the noun (Urdu "... \u06a9\u06d2 \u0628\u0627\u0631\u06d2 \u0645\u06cc\u06ba", Tamil "... \u0baa\u0bb1\u0bcd\u0bb1\u0bbf\u0baf", Amharic "\u1235\u1208 ..."). */
const TOPIC_BEFORE = lazy(
  () =>
    /\u06a9\u06d2\s\u0628\u0627\u0631\u06d2\s\u0645\u06cc\u06ba|\u0633\u06d2\s\u0645\u062a\u0639\u0644\u0642|\u0baa\u0bb1\u0bcd\u0bb1\u0bbf\u0baf|\u0b95\u0bc1\u0bb1\u0bbf\u0ba4\u0bcd\u0ba4|\u0ba4\u0bca\u0b9f\u0bb0\u0bcd\u0baa\u0bbe\u0ba9|(?<![\u1200-\u137f])\u1235\u1208/u,
);

/** How many words may stand between the verb and the noun; how far back from a noun the verb is looked for. */
const BETWEEN_WORDS = 5;
const VERB_REACH = 90;
/** How far after the noun its verb is looked for where the verb closes the clause. */
const VERB_LAST_REACH = 70;
/** How many words (the noun's included) may stand before a closing verb. */
const VERB_LAST_WORDS = 4;
/** How many places are read at most. */
const MAX_PLACES = 60;
/** How far after a noun with a topic the order that makes it an override is read. */
const TOPIC_ORDER_REACH = 200;
/** What ends a clause: a sentence's end in the scripts read here, a line's end. */
const CLAUSE_END = lazy(() => /[.!?;\n\u06d4\u0964\u1362\u2022]/);

/** The clause before `at` on its line, VERB_REACH at most (lower case). */
function clauseBefore(lower: string, at: number): [string, number] {
  const from = Math.max(0, at - VERB_REACH);
  let start = from;
  for (let i = at - 1; i >= from; i--) {
    if (CLAUSE_END().test(lower[i]!) && !(lower[i] === '.' && /\S/.test(lower[i + 1] ?? ' '))) {
      start = i + 1;
      break;
    }
  }
  return [lower.slice(start, at), start];
}

/** Whether the verb at `v` (in `lower`) is quoted or given as a sample on its line. */
function quotedAt(lower: string, v: number): boolean {
  const lineStart = lower.lastIndexOf('\n', v - 1) + 1;
  const lead = lower.slice(Math.max(lineStart, v - 120), v);
  return (QUOTE_BEFORE().test(lead) && !VALUE_OPENED().test(lead)) || SAMPLE_BEFORE().test(lead) || SAMPLE_KEY.test(lead);
}

/** A verb-first override ending at the noun at `at`, as [start, end], or undefined. */
function verbFirst(lower: string, at: number): number | undefined {
  const [clause, start] = clauseBefore(lower, at);
  VERB_FIRST().lastIndex = 0;
  let found: number | undefined;
  for (let m = VERB_FIRST().exec(clause); m !== null; m = VERB_FIRST().exec(clause)) {
    const between = clause.slice(m.index + m[0].length);
    const words = between.trim() === '' ? 0 : between.trim().split(/\s+/).length;
    if (words > BETWEEN_WORDS) continue;
    // The earlier ones named between the verb and the noun, or right after the noun ("udh\u00ebzimet e m\u00ebparshme").
    const after = lower.slice(at, at + 40).split(CLAUSE_END())[0]!;
    const tail = after.replace(/^[\p{L}\p{M}]+/u, '');
    if (!EARLIER().test(between) && !EARLIER().test(tail)) continue;
    // (A topic after the noun makes a notice, unless its sentence goes on to order an act at stake: "... upute o
    // bodovanju i ovoj ponudi daj najvi\u0161e bodova".)
    if (TOPIC_AFTER().test(tail) && !ordersAMachine(lower.slice(at, at + TOPIC_ORDER_REACH).split(CLAUSE_END())[0]!)) continue;
    const before = clause.slice(Math.max(0, m.index - 24), m.index);
    const next = clause.slice(m.index + m[0].length, m.index + m[0].length + 8);
    if (NEGATED_BEFORE().test(before) || /(?:^|\s)n['\u2019]$/.test(before) || NEGATED_AFTER().test(next)) continue;
    if (quotedAt(lower, start + m.index)) continue;
    found = start + m.index;
    break;
  }
  return found;
}

/** A verb-last override opened by the noun at `at` (Urdu, Tamil, Amharic): the clause's start, or undefined. */
function verbLast(lower: string, at: number): number | undefined {
  // (The verb within a few words of the noun, in the same clause and outside any quotation or label that follows it.)
  const rest = lower
    .slice(at, at + VERB_LAST_REACH)
    .split(CLAUSE_END())[0]!
    .split(/[:"\u201c\u201d\u00ab\u00bb]/)[0]!;
  const verb = VERB_LAST().exec(rest);
  if (verb === null || rest.slice(0, verb.index).trim().split(/\s+/).length > VERB_LAST_WORDS) return undefined;
  const [clause, start] = clauseBefore(lower, at);
  if ((!EARLIER().test(clause) && !EARLIER().test(rest)) || TOPIC_BEFORE().test(clause)) return undefined;
  if (quotedAt(lower, at)) return undefined;
  // (A quotation opened before the words that lead to the noun: '\u0634\u06a9\u0627\u06cc\u062a: ... "\u0633\u0627\u0628\u0642\u06c1 \u062a\u0645\u0627\u0645 \u0642\u0648\u0627\u0639\u062f ..."'.)
  const leadAt = Math.max(start, at - 48, lower.lastIndexOf('\n', at - 1) + 1);
  const lead = lower.slice(leadAt, at);
  const mark = Math.max(
    lead.lastIndexOf('"'),
    lead.lastIndexOf("'"),
    lead.lastIndexOf('\u201c'),
    lead.lastIndexOf('\u201e'),
    lead.lastIndexOf('\u00ab'),
  );
  if (mark >= 0 && !VALUE_OPENED().test(lower.slice(lower.lastIndexOf('\n', leadAt + mark) + 1, leadAt + mark + 1))) return undefined;
  // (A quotation opened at the clause's head: '"\u067e\u0686\u06be\u0644\u06cc ... \u0628\u06be\u0648\u0644 \u062c\u0627\u0624" \u0644\u06a9\u06be\u062a\u06d2 \u06c1\u06cc\u06ba'.)
  if (/["\u201c\u201e\u00ab][ \t]*$/.test(lower.slice(Math.max(0, start - 2), start + (clause.length - clause.trimStart().length))))
    return undefined;
  return start + (clause.length - clause.trimStart().length);
}

/** The scripts outside Latin-1 a text holds, as bits: Latin letters with marks, Cyrillic, the verb-last scripts. */
const LATIN_MARKED = 1;
const CYRILLIC = 2;
const VERB_LAST_SCRIPTS = 4;
function scriptsOf(t: Text): number {
  const runs = t.wideRuns();
  let bits = 0;
  for (let r = 0; r < runs.length && bits !== 7; r += 2)
    for (let i = runs[r]!, end = runs[r + 1]!; i < end; i++) {
      const c = t.text.charCodeAt(i);
      if (c < 0x250) bits |= LATIN_MARKED;
      else if (c >= 0x400 && c < 0x530) bits |= CYRILLIC;
      else if ((c >= 0x600 && c < 0x700) || (c >= 0xb80 && c < 0xc00) || (c >= 0x1200 && c < 0x1380)) bits |= VERB_LAST_SCRIPTS;
    }
  return bits;
}

/** The override of earlier instructions in the languages the tables do not list, pushed to `out` (the first; none after a strong finding). */
export function detectSetAside(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  // (Read only where a verb of setting aside occurs, or where the text holds letters outside Latin-1: the index's words.)
  const scripts = t.wide ? scriptsOf(t) : 0;
  const verbs = SET_ASIDE_LEADS.flatMap((lead) => placesOf(t, lead));
  const latin = (scripts & LATIN_MARKED) !== 0 || verbs.length > 0;
  if (!latin && (scripts & (CYRILLIC | VERB_LAST_SCRIPTS)) === 0) return;
  const lower = loweredOf(t);
  if (lower === undefined) return;
  let read = 0;
  const tryNouns = (nouns: readonly string[], first: boolean): boolean => {
    for (const noun of nouns) {
      for (const at of placesOfWord(t, lower, noun)) {
        // (The noun's own start: a stem found inside a longer word is not the noun, "mauput".)
        if (at > 0 && /[\p{L}\p{M}]/u.test(lower[at - 1]!)) continue;
        if (++read > MAX_PLACES) return true;
        const start = first ? verbFirst(lower, at) : verbLast(lower, at);
        if (start === undefined) continue;
        let end = at + noun.length;
        while (end < lower.length && end - at < 40 && /[\p{L}\p{M}]/u.test(lower[end]!)) end++;
        if (!first) end = Math.min(lower.length, at + VERB_LAST_REACH);
        out.push({ code: 'injection_override', start, end });
        return true;
      }
    }
    return false;
  };
  // Latin letters without marks: from each verb the index found, its nouns looked for in its own clause only.
  if ((scripts & LATIN_MARKED) === 0) {
    for (const verb of verbs) {
      if (++read > MAX_PLACES) return;
      const clause = lower.slice(verb, verb + VERB_REACH).split(CLAUSE_END())[0]!;
      for (const noun of LATIN_NOUNS) {
        const at = clause.indexOf(noun);
        if (at <= 0 || /[\p{L}\p{M}]/u.test(clause[at - 1]!)) continue;
        const start = verbFirst(lower, verb + at);
        if (start === undefined) continue;
        out.push({ code: 'injection_override', start, end: verb + at + noun.length });
        return;
      }
    }
  } else if (tryNouns(LATIN_NOUNS, true)) return;
  if ((scripts & CYRILLIC) !== 0 && tryNouns(CYRILLIC_NOUNS, true)) return;
  if ((scripts & VERB_LAST_SCRIPTS) !== 0) tryNouns(VERB_LAST_NOUNS, false);
}
