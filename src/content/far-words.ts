/**
 * The word tables of far-overrides.ts and role-acts-far.ts, one per language, written by scripts/far-tables.py (edit
 * the tables there and run it): the override of earlier instructions (verbs of setting aside, the instructions noun,
 * "all", the earlier words, negations, topic markers, a warning's words) and an order to a machine (acts, stakes,
 * concealment), in the languages the structural readings lacked. Latin-script words are bare (lower case, no marks, no
 * apostrophe inside a word), as the readings read the text; each pattern is one flat alternation of literal words.
 */

/** One language's words. */
export interface FarLanguage {
  readonly code: string;
  /** The script's block [from, to), or undefined for Latin letters. */
  readonly block: readonly [number, number] | undefined;
  readonly verb: RegExp;
  readonly noun: RegExp;
  readonly all: RegExp;
  readonly earlier: RegExp;
  /** A negation in the two words before the verb or an act. */
  readonly negation: RegExp;
  /** A negation right after the verb or an act (the languages that negate it there), anchored at its end. */
  readonly negationAfter: RegExp;
  /** A topic named right after the noun and its earlier word: a correction of instructions on a matter. */
  readonly topic: RegExp;
  /** Whether modifiers stand before the noun (a topic may stand before the earlier word). */
  readonly modifiersFirst: boolean;
  /** A warning's, a sample's or a report's words: the phrase after them is quoted. */
  readonly warning: RegExp;
  /** A conditional lead ("if") before the phrase in its sentence and a refusal ("do not follow it") after it: a policy's warning. */
  readonly conditional: RegExp;
  readonly refuse: RegExp;
  readonly act: RegExp;
  readonly stake: RegExp;
  readonly conceal: RegExp;
  /** A whole list: a stake only where the order sends it to an address it names. */
  readonly list: RegExp;
}

/** What no text holds. */
export const NEVER = /(?!)/;

/** The Latin-script languages' leads (lower-case ASCII) for the literal index. */
export const FAR_LEADS: readonly string[] = [
  'beining',
  'fyrirm',
  'amhaird',
  'leig s',
  'anwybydd',
  'ankouai',
  'ahaztu',
  'jarraibide',
  'zzjoni',
  'uktioun',
  'injoro',
  'tiborsiz',
  'rsatma',
  'sgerme',
  'sguh',
  'ibalewala',
  'ksyon',
  'lirwak',
  'abaikeun',
  'ndho',
  'lmaam',
  'tuffadh',
  'qajeelfam',
  'puuza',
  'maagizo',
  'rengagiz',
  'amabwiriza',
  'yalelo',
  'hlokomolo',
  'taelo',
  'egedz',
  'mirairo',
  'watsi',
  'umarni',
  'leghara',
  'ntuziaka',
  'yyil',
  'ndigal',
  'lako',
  'raharahi',
  'inyore',
  'qunqa',
  'kamachi',
  'ehendu',
  'apoukapy',
  'amanaia',
  'faatonuga',
  'tohutohu',
  'hoolohe',
  'vigreind',
  'kudu m',
  'palire',
  'gloym',
  'undanfarn',
  'ynstruksj',
  'struczi',
  'emblid',
  'pokiw',
  'oblid',
  'istruzz',
  'istruzion',
  'ditaelo',
  'langizo',
  'lus qhia',
  'instrusaun',
  'ivakaro',
  'ivakarau',
  'strukshon',
  'instraks',
  'hinohino',
  'kwankyer',
  'fiame',
  'mawatho',
  'jamiroo',
  'yatich',
  'saraghyn',
  'vvagi',
  'nirdesh',
  'hidayat',
  'nazarandaz',
  'ignore kar',
  'ignore kr',
  'ignore ko',
  'ta3lim',
  'ta3lem',
  't3lim',
  'tjahal',
  'dastoor',
  'dastur',
  'instrukts',
  'instrukci',
  'vkazivk',
  'ukazani',
  'ahkam',
  'ihnor',
  'odhgi',
  'odigi',
  'agnoi',
  'agnoh',
  'kham nae',
  'memriya',
];
