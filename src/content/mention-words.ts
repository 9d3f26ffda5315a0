/**
 * Words that present the phrase after them as a sample, a quotation or a target (injection.ts MENTION reads them before
 * a phrase; docs/content-readings.md, mentions): each starts a word, or a camelCase key's word (`knownAttacks`).
 */
export const MENTION_WORDS = [
  'such as',
  'like',
  'e.g.',
  'eg.',
  'i.e.',
  'example',
  'for instance',
  'phrase',
  'phrases',
  'string',
  'strings',
];
MENTION_WORDS.push('pattern', 'patterns', 'known as', 'called', 'detect', 'detects', 'detected', 'detecting', 'detector');
MENTION_WORDS.push('flag', 'flags', 'flagged', 'block', 'blocks', 'blocked', 'attack', 'attacks', 'attacker', 'attackers');
MENTION_WORDS.push('payload', 'payloads', 'injection', 'injections', 'jailbreak', 'jailbreaks', 'keyword', 'keywords');
MENTION_WORDS.push('contain', 'contains', 'contained', 'containing', 'the text', 'regex', 'match', 'matches', 'matching');
MENTION_WORDS.push('test', 'tests', 'testing', 'say', 'says', 'saying', 'said', 'quote', 'quotes', 'quoting');
// A guard's log naming what it stopped: 'blocked text "ignore previous instructions" from a fetched page'.
MENTION_WORDS.push('blocked text', 'flagged text', 'detected text', 'matched text');
/** A MENTION_WORDS word at the end of a text, before at most a few blanks, quotes or brackets. */
const MENTION_ALT = MENTION_WORDS.map((w) => w.replace(/\./g, '\\.').replace(' ', '\\s+')).join('|');
export const MENTION = new RegExp(`(?<![A-Za-z0-9.@])(?:${MENTION_ALT})[^\\w.!?]{0,6}$`, 'i');

/**
 * A list's header as a key (its camelCase and snake_case words read apart by the caller): a detector's samples, as
 * injection.ts LISTING's words in a sentence head a list (`knownAttacks:`, `blocked_phrases:`, `injectionPatterns:`).
 */
export const LIST_KEY = /\b(?:phrases?|strings?|patterns?|keywords?|examples?|samples?|attacks?|injections?|payloads?|jailbreaks?)\b/i;
