/**
 * prompt_injection: instructions aimed at the agent that reads the text. Strong patterns name
 * the agent's instructions or role, or address the agent as an AI; weak ones ("run the following
 * command", a `"role": "system"` message in JSON) are common in honest text and only make the
 * verdict warn. A phrase that the text itself presents as an example ("phrases such as 'ignore
 * previous instructions'") is a mention, not an instruction, and is skipped. Every pattern starts
 * at a literal word and its repeats are bounded, so matching is linear in the text.
 */
import type { Hit, ReasonCode } from './codes.js';
import { findWordStartsWithLiterals, placesOf, ROLE_MARKER_ANCHORS, Text } from './find.js';
import { cueOrder, forgetUnits } from './cues.js';
import { detectInEscapes } from './escapes.js';
import { detectImageExfiltration } from './images.js';
import { decodeTags } from './unicode.js';
import { LEAD_PHRASES, type Lead } from './leads.js';
import { detectLearned } from './linear.js';
import { languageMatches } from './language-scan.js';
import { lineAround, unobfuscate } from './obfuscated.js';
import { NAMES_ANOTHER } from './outward.js';
import { isWorkflowOrErrandNote } from './workflow-notes.js';
import { hiddenTextSpeaks } from './hidden-tags.js';
import { AIMED, ascii, DANGER, NEGATED, LATIN_PHRASES, OTHER_SCRIPT, SCRIPT_PHRASES, WIDE_PHRASES } from './phrases.js';
import { WordScan } from './words.js';
import { inPresentedQuotation, isModelTemplate, isRoleToken, isTestData, modelConfigsIn } from './quoted.js';
import { LIST_KEY, MENTION, MENTION_WORDS } from './mention-words.js';
import { lazy } from './lazy.js';

interface Pattern {
  /** Case-insensitive, so written in lower case (find.ts). */
  re: RegExp;
  code: ReasonCode;
  /** Weak patterns become `injection_weak` unless they sit in hidden text. */
  weak?: boolean;
  /** The match must name whose instructions it overrides (WHOSE, or this regex). */
  whose?: boolean | RegExp;
  /** Only at the start of a line (after indentation, `#` or `**`). */
  lineStart?: boolean;
  /** Tested on the 16 code units before the match. */
  before?: RegExp;
  /** Tested on the BEHIND code units before the match: what a phrase that starts at its last word says first. */
  behind?: RegExp;
  /** A weak pattern is strong when this matches the text right after it (within `reach`, 200). */
  upgrade?: RegExp;
  reach?: number;
  /** A stem of an obfuscated override: not a finding, its line is read unobfuscated (obfuscated.ts). */
  trigger?: boolean;
  /** Not a finding when this matches the text right after it (outside the word scan, which must stay small). */
  notAfter?: RegExp;
  /** A lead word only: reads around the match and names the finding, or null (leads.ts). */
  check?: (text: string, start: number, end: number) => Lead | null;
  /** A forged conversation role: read by forgedRole. */
  forged?: boolean;
  /** An address that is weak when a repository's note on its workflow follows it (workflow-notes.ts). */
  workflow?: boolean;
}

/** A forged role (overrides.ts FORGED): an order with something at stake after it makes it strong; without one it stays weak. */
function forgedRole(text: string, start: number): Lead {
  return cueOrder(text, start) ?? { code: 'injection_role', weak: true };
}
/** The patterns with what they read around their match: a forged role is read by the cue scorer. */
const withChecks = (ps: readonly Pattern[]): Pattern[] => ps.map((p) => (p.forged ? { ...p, check: forgedRole } : p));
/** How far back a phrase's `behind` reads. */
const BEHIND = 200;

/** The words allowed between an override verb and its target ("all previous", "your original"). */
const FILLER =
  '(?:(?:all|any|every|each|the|of|these|those|and|previous|prior|above|earlier|preceding|former|original|initial|existing|given|current|system|safety|developer|your|other|old)\\s+){1,4}';
const TARGET =
  '(?:instructions?|prompts?|rules|directions|directives|guidelines|context|commands|guardrails|constraints|programming|system\\s+prompt|task|assignment)';
/**
 * Override phrases must say *whose* instructions: "override the rules" in a CSS guide and
 * "disregard my previous message" in an e-mail are not aimed at an agent.
 */
const WHOSE = /\b(?:all|every|each|previous|prior|above|earlier|preceding|former|original|initial|system|safety|developer|your)\b/i;
/** Or the words right after the match: "disregard the task you were given". */
const GIVEN_YOU = /^\s+you\s+(?:were|have\s+been)\s+given\b/i;

const PATTERNS: Pattern[] = withChecks([
  {
    re: new RegExp(`\\b(?:ignore|disregard|forget|override|bypass|abandon|discard)\\s+${FILLER}${TARGET}\\b`, 'i'),
    code: 'injection_override',
    whose: true,
  },
  {
    re: /\b(?:ignore|disregard|forget)\s+(?:everything|all)\s+(?:(?:you\s+(?:were|have\s+been)\s+told)|(?:above|before|prior|previously|so\s+far))/i,
    code: 'injection_override',
  },
  {
    re: /\byou\s+are\s+(?:now\s+)?(?:in\s+)?(?:dan\b|developer\s+mode|jailbroken|unrestricted|free\s+of\s+(?:all\s+)?(?:restrictions|rules)|no\s+longer\s+(?:bound|restricted|an?\s+(?:ai|assistant)))/i,
    code: 'injection_override',
  },
  {
    re: /\b(?:do\s+not|don't|never)\s+(?:tell|inform|alert|notify|warn|mention\s+(?:this|it)\s+to)\s+(?:the\s+)?(?:user|human|operator|developer|person|people|owner|maintainer)s?\b/i,
    code: 'injection_hidden_text',
  },
  {
    re: /\bwithout\s+(?:telling|informing|asking|alerting|notifying|letting)\s+(?:the\s+)?(?:user|human|operator|person|people|developer|owner|maintainer|customer)s?\b/i,
    code: 'injection_hidden_text',
  },
  {
    re: /<\|im_start\|>\s{0,4}(?:system|assistant)|<\|(?:system|endoftext|im_end|eot_id|start_header_id)\|>|\[\/?inst\]|<<\/?sys>>/i,
    code: 'injection_role',
  },
  { re: /<\/?(?:system|system[-_]prompt|system[-_]reminder|developer[-_]message|admin[-_]instructions?)>/i, code: 'injection_role' },
  {
    re: /\b(?:message|note|instructions?|reminder|memo)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:(?:ai|llm)\s+(?:agents?|assistants?|models?)|ai|assistants?|llms?|language\s+models?|claude|chatgpt|copilot|gpt)\b\s{0,3}[:,-]/i,
    code: 'injection_role',
    workflow: true,
  },
  {
    re: /\bif\s+you\s+are\s+(?:an?\s+)?(?:ai|llm|large\s+language\s+model|language\s+model|ai\s+assistant|assistant|agent|ai\s+agent|automated\s+(?:agent|system|tool)|bot|claude|chatgpt|gpt)\b/i,
    code: 'injection_role',
    // "If you are an AI researcher, join our reading group" speaks to a person.
    notAfter: /^\s+(?:researcher|engineer|scientist|developer|student|enthusiast|practitioner|ethicist|startup|company|expert|lab)s?\b/i,
    workflow: true,
  },
  {
    re: /\b(?:attention|important|urgent|hey)\s{0,3}[,:!-]?\s{0,3}(?:ai|assistant|agent|llm|claude|chatgpt|copilot)\s{0,3}[,:!]/i,
    code: 'injection_role',
  },
  {
    re: /\b(?:ai|llm)\s+(?:agents?|assistants?|models?)\s+(?:reading|processing|summari[sz]ing|parsing)\s+this\b/i,
    code: 'injection_role',
  },
  {
    re: /\b(?:system|developer)(?:[ \t]+(?:prompt|message|override|instructions?))?(?:\*\*)?[ \t]{0,4}:/i,
    code: 'injection_role',
    weak: true,
    // At a line's start or a string's (a JSON value); strong when it goes on to address the agent.
    // (`\n` escaped, too: a line of a JSON string.)
    before: /(?:^|\n|"|>|\\n)[ \t]{0,8}(?:#{1,4}[ \t]{0,4})?(?:\*\*)?$/,
    upgrade: AIMED(),
    reach: 120,
    forged: true,
  },
  { re: /["']role["']\s{0,4}:\s{0,4}["'](?:system|developer)["']/i, code: 'injection_role', weak: true, forged: true },
  {
    re: /\b(?:use|call|invoke|run)\s+(?:the|your)\s+[`'"]?[A-Za-z_][\w.-]{0,40}[`'"]?\s+tool\s+(?:to|and|with|on)\b/i,
    code: 'injection_tool_coercion',
    weak: true,
    upgrade: DANGER(),
  },
  {
    re: /\b(?:immediately|now|silently|quietly)\s+(?:run|execute|call|invoke)\s+(?:the\s+following|this)\b/i,
    code: 'injection_tool_coercion',
  },
  { re: /\b(?:run|execute)\s+(?:the\s+following|this)\s+(?:command|script|code)\b/i, code: 'injection_tool_coercion', weak: true },
  {
    re: /\b(?:reveal|print|output|repeat|show|dump|leak)\s+(?:me\s+)?(?:your|the)\s+(?:full\s+|entire\s+|original\s+|hidden\s+)?(?:system\s+prompt|initial\s+instructions|hidden\s+instructions|instructions\s+above(?!\s+(?:for|on|in|to|with|until|again|and\s+then)\b))\b/i,
    code: 'injection_data_request',
  },
  {
    re: /\b(?:send|post|upload|forward|transmit|exfiltrate|leak|e-?mail|paste|include)\s+(?:(?:all|the|your|any|its|every|their|these|those|user's|users')\s+){0,2}(?:contents?\s+of\s+(?:the\s+|your\s+)?)?(?:api[\s_-]?keys?|secrets?|credentials?|passwords?|access\s+tokens?|tokens|environment\s+variables|env\s+vars|\.env\b|ssh\s+keys?|private\s+keys?|id_rsa|~\/\.ssh|~\/\.aws|chat\s+history|conversation(?:\s+history)?|system\s+prompt|cookies|session\s+tokens?)/i,
    code: 'injection_data_request',
    weak: true,
    notAfter: NAMES_ANOTHER, // "send the API key rotation schedule": a modifier of another thing
  },
]);

/** Where a data request names a place to send to, it is aimed at this reader: strong. */
const DESTINATION =
  /\b(?:(?:to|at|into|via)\s+(?:this\s+|the\s+following\s+|my\s+|our\s+)?(?:https?:\/\/|[\w.+-]+@[\w-]+\.|(?:url|endpoint|webhook|server|address|email|link)\b)|in\s+your\s+(?:reply|response|answer|output|summary)|\bas\s+an?\s+comment\s+(?:on|in|to)\b|\bin\s+(?:the\s+|an?\s+)?(?:issue|pr|pull\s+request)\s+comments?\b|\b(?:on|to)\s+issue\s+#?\d)/i;

const OPENING = '"\'`“‘«„「『';
/** What may close each opening mark: German and Polish open with „ and close with “ or ”; Japanese and Chinese corner brackets. */
const CLOSING: Record<string, string> = { '"': '"', "'": "'", '`': '`', '“': '”', '‘': '’', '«': '»', '„': '“”', '「': '」', '『': '』' };
/** Where the quotation mark before `start` stands: French typography sets a space (or a no-break one) inside «. */
const openerAt = (text: string, start: number): number =>
  text[start - 2] === '«' && ' \u00a0\u202f'.includes(text[start - 1]!) ? start - 2 : start - 1;

/**
 * MENTION at the end of a text once a trailing run of opening quotes and brackets is dropped, as
 * one test at the end (sticky, looking back) instead of one try at every position: no word of
 * MENTION ends with a character of that run, so dropping the run whole (as a replace would) or
 * any part of it finds the same.
 */
const MENTION_BEFORE = new RegExp(`(?<=${MENTION.source.slice(0, -1)}(?:["'\`\u201c\u201d\u2018\u2019\u00ab([*_]+\\s*)?)`, 'iy');

/** The last two letters of MENTION's words, derived from them so the two cannot drift apart. */
const MENTION_LAST_TWO = [...new Set(MENTION_WORDS.map((w) => w.slice(-2)))];
const MENTION_ENDS = new Uint8Array(128 * 128);
for (const w of MENTION_LAST_TWO) MENTION_ENDS[(w.charCodeAt(0) << 7) | w.charCodeAt(1)] = 1;
/** An ASCII letter or digit, or `.`, `!`, `?`: what MENTION's trailing run (`[^\w.!?]`, quotes, brackets, `*`, `_`, spaces) holds none of. */
const endsRun = (c: number): boolean => (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122) || c === 46 || c === 33 || c === 63;
const lower = (c: number): number => (c >= 65 && c <= 90 ? c | 0x20 : c);

/**
 * MENTION_BEFORE at the end of `s`. Its word ends where the trailing run ends (every code unit of that run is
 * outside ASCII letters, digits and `.!?`, and its words end in a letter or `.`), so the two code units there must end
 * one of its words (MENTION_ENDS; `i` folds ASCII letters only) before the lookbehind is worth reading: most words do not.
 */
function mentionEnds(s: string): boolean {
  let j = s.length - 1;
  while (j >= 0 && !endsRun(s.charCodeAt(j))) j--;
  if (j < 1) return false;
  const a = lower(s.charCodeAt(j - 1));
  if (a > 127 || MENTION_ENDS[(a << 7) | lower(s.charCodeAt(j))] !== 1) return false;
  MENTION_BEFORE.lastIndex = s.length;
  if (MENTION_BEFORE.test(s)) return true;
  // A camelCase key's word (`knownAttacks:`, `blockedPhrases`): a lower-case letter then a capital starts a word too.
  let i = j;
  while (i > 0 && j - i < 24 && /[A-Za-z]/.test(s[i - 1]!) && !(/[a-z]/.test(s[i - 1]!) && /[A-Z]/.test(s[i]!))) i--;
  if (i === 0 || !/[a-z]/.test(s[i - 1]!) || !/[A-Z]/.test(s[i]!)) return false;
  const word = s.slice(i);
  MENTION_BEFORE.lastIndex = word.length;
  return MENTION_BEFORE.test(word);
}

/**
 * A mention, read before the phrase at `start` alone: MENTION right before it, or before a quotation that opens
 * within a few code units of it, or a backtick.
 */
function mentionedBefore(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 48), start);
  if (mentionEnds(before)) return true;
  // Inside a quotation that a mention opens ('the text "Note to the AI: …'): the phrase is quoted from its start.
  // The last quote, read back by hand (lastIndexOf is a call into the runtime) over the 12 code units where it counts.
  let quote = -1;
  for (let i = before.length - 1; i >= Math.max(0, before.length - 12); i--) {
    const c = before.charCodeAt(i);
    if (c === 0x22 || c === 0x201c) {
      quote = i;
      break;
    }
  }
  if (quote > 0 && before[quote - 1] !== '"' && !/[\n:=]/.test(before.slice(quote))) {
    if (mentionEnds(before.slice(0, quote))) return true;
  }
  return text[start - 1] === '`' || inPresentedQuotation(text, start, presents);
}
/** Words before a quotation that make it an example or a report (MENTION, reported speech). */
const presents = (before: string): boolean => mentionEnds(before) || REPORTED.test(before);

/** A short quotation that is just the phrase ("…" or `…` around it): quoted, not said. */
function quotedAlone(text: string, start: number, end: number): boolean {
  const at = openerAt(text, start);
  const open = text[at];
  // A quoted value after `:` or `=` (a JSON string, an attribute) or a call's bracket (`f("`) is said, not quoted; prose's
  // bracket after a space ('overrides ("forget everything you were told")') quotes.
  if (open !== undefined && OPENING.includes(open) && !/(?:[:=[,{]|\S\()\s{0,2}$/.test(text.slice(Math.max(0, at - 3), at))) {
    // Only the phrase itself: a JSON string or CSV cell that merely starts with it is still said.
    for (const close of CLOSING[open]!) if (text.slice(end, end + 4).includes(close)) return true;
  }
  return false;
}

/** Reported speech before an opening quote: 'said, word for word, "…"', 'a review that read: "…"'. */
const REPORTED = ascii(
  '\\b(?:said|says|say|saying|write|wrote|writes|read|reads|stated|states|stating|typed|posted|quoted?|quoting|verbatim|word\\s+for\\s+word)\\b[^.!?\\n"“]{0,40}$',
  'i',
);
/** Words that introduce phrases to look for, in a sentence or as a list's header (not a domain's label: `ada@example.com`). */
const LISTING =
  /\b(?:such\s+as|including|e\.g\.|phrases?|strings?|patterns?|keywords?|look\s+for|watch(?:\s+out)?\s+for|red\s+flags?|signs|indicators|examples?|detects?|flags?|blocks?)\b(?![.@-]\w)/i;
const LIST_REACH = 1600;
const BULLET = ascii('^[ \\t]{0,8}(?:[-*+•]|\\d{1,3}[.)])[ \\t]{1,4}["\'`“]?$');
/** A list item's line (BULLET and what follows it). */
const ITEM = ascii('^[ \\t]{0,8}(?:[-*+•]|\\d{1,3}[.)])[ \\t]');

/**
 * A phrase the text presents as an example in other ways than MENTION: quoted after reported
 * speech, the second or third of a list of phrases in one sentence ("phrases such as A, B, and
 * C"), or an item of a bulleted list whose header introduces phrases ("Look for these phrases:").
 */
function isListed(text: string, start: number): boolean {
  const at = openerAt(text, start);
  if (at >= 0 && OPENING.includes(text[at]!)) {
    const back = text.slice(Math.max(0, at - 79), at);
    if (REPORTED.test(back)) return true;
  }
  // The sentence: back (at most 200 code units) to a line break or a `.`, `!` or `?` before a space.
  const lo = Math.max(0, start - 200);
  let cut = lo - 1;
  let comma = false;
  for (let i = start - 1; i >= lo; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 || ((c === 46 || c === 33 || c === 63) && i + 1 < start && text.charCodeAt(i + 1) === 32)) {
      cut = i;
      break;
    }
    if (c === 44) comma = true;
  }
  if (comma) {
    const sentence = text.slice(cut + 1, start);
    const listed = LISTING.exec(sentence);
    if (listed && sentence.indexOf(',', listed.index) >= 0) return true;
  }
  // Only a bounded stretch before the phrase is read: a text without line breaks must not be
  // searched back to its start for every finding.
  let from = -1;
  for (let i = start - 1; i >= Math.max(0, start - 25); i--)
    if (text.charCodeAt(i) === 10) {
      from = i + 1;
      break;
    }
  if (from < 0) {
    if (start > 24) return false;
    from = 0;
  }
  if (!BULLET.test(text.slice(from, start))) return false;
  // Back over the list's items to its header: at most 20 lines within LIST_REACH code units, each found back from the
  // last (the stretch is not cut into all its lines: the header is most often a few lines up).
  const top = Math.max(0, from - LIST_REACH);
  const topCut = from - 1 > LIST_REACH; // the first line of the stretch is cut, not a whole line
  let end = Math.max(0, from - 1);
  for (let n = 0; n < 20; n++) {
    let nl = end - 1;
    while (nl >= top && text.charCodeAt(nl) !== 10) nl--;
    if (nl < top && topCut) return false;
    const line = text.slice(nl + 1, end);
    // (A camelCase key's words read apart: `blockedPhrases:`, `knownAttacks:`.)
    if (!ITEM.test(line) && line.trim() !== '')
      return /:\s*$/.test(line) && (LISTING.test(line) || LIST_KEY.test(line.replace(/([a-z])(?=[A-Z])/g, '$1 ').replace(/_/g, ' ')));
    if (nl < top) return false;
    end = nl;
  }
  return false;
}

/** `<system>GitHub</system>` in a Maven pom's issue or CI management names a tracker, not a role. */
function isPomSystem(text: string, start: number, end: number): boolean {
  if (text.charCodeAt(start) !== 0x3c) return false;
  const tag = text.slice(start, end).toLowerCase();
  if (tag !== '<system>' && tag !== '</system>') return false;
  return /<(?:issuemanagement|cimanagement)>/i.test(text.slice(Math.max(0, start - 160), start));
}

/** Half-open ranges of HTML comments and of `[//]: # (…)` markdown comments (the latter where the literal index found one). */
function hiddenRanges(text: string, t: Text): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = text.indexOf('<!--'); i >= 0; i = text.indexOf('<!--', i + 4)) {
    const end = text.indexOf('-->', i + 4);
    out.push([i, end < 0 ? text.length : end + 3]);
    if (end < 0) break;
    i = end;
  }
  for (const i of placesOf(t, '[//]: #')) {
    const nl = text.indexOf('\n', i);
    out.push([i, nl < 0 ? text.length : nl]);
  }
  return out;
}

const inRanges = (ranges: Array<[number, number]>, at: number): boolean => ranges.some(([s, e]) => at >= s && at < e);

const LINE_PREFIX = /(?:^|\n|\\n)[ \t]{0,8}(?:#{1,4}[ \t]{0,4})?(?:\*\*)?$/;

/**
 * The patterns that start at a word (`\\b` and a letter) and phrases.ts's phrases, found in one walk
 * over the text's word starts (words.ts). They are in layers by kind (phrase or lead word) and
 * reason code: within a layer a match hides the layer's matches that start inside it (one finding,
 * not one per rewording), while a pattern of another code, or a lead word inside a phrase, is read
 * all the same, and each is judged. The layer follows what a pattern is, never where it lands in a
 * list, so adding a pattern changes only the texts it matches.
 */
const WORD_PATTERNS: Pattern[] = [
  ...PATTERNS.filter((q) => q.re.source.startsWith('\\b')),
  ...withChecks(LATIN_PHRASES as Pattern[]),
  ...LEAD_PHRASES,
];
const PHRASE_COUNT = WORD_PATTERNS.length - LEAD_PHRASES.length;
const LAYER_KEYS: string[] = [];
const LAYERS: readonly number[] = WORD_PATTERNS.map((p, i) => {
  const key = `${i < PHRASE_COUNT ? 'phrase' : 'lead'} ${p.code}`;
  if (!LAYER_KEYS.includes(key)) LAYER_KEYS.push(key);
  return LAYER_KEYS.indexOf(key);
});
/** What every text pays for: one walk over its word starts, and a regex run only where a pattern may start (words.ts). */
export const WORD_SCAN = new WordScan(WORD_PATTERNS, (i) => LAYERS[i]!);
findWordStartsWithLiterals(WORD_SCAN);
const OTHERS = PATTERNS.filter((p) => !p.re.source.startsWith('\\b'));
const ALL_OTHERS = new RegExp(OTHERS.map((p) => `(${p.re.source})`).join('|'), 'i');
const ALL_SCRIPTS = new RegExp(SCRIPT_PHRASES.map((p) => `(${p.re.source})`).join('|'), 'i');
/** The pattern of a match of an alternation with a group per pattern: the group that took part. */
const byGroup = (members: readonly Pattern[], m: RegExpExecArray): Pattern => {
  let k = 0;
  while (m[k + 1] === undefined) k++;
  return members[k]!;
};
/** Every character a phrase of SCRIPT_PHRASES starts with (Cyrillic in both cases), as a table by code unit. */
const SCRIPT_FIRSTS = new Uint8Array(0xd7b0);
for (const c of '忽无無忘你您不别別切こ以前上先最元ユあ君изтнпИЗТНП이앞위기원사') {
  // Each lies in OTHER_SCRIPT (outside Latin-1): the phrases are looked for in those scripts' text only.
  if (!OTHER_SCRIPT().test(c)) throw new Error(`injection: "${c}" starts a phrase but is not in OTHER_SCRIPT`);
  SCRIPT_FIRSTS[c.charCodeAt(0)] = 1;
}
/** Where a phrase of SCRIPT_PHRASES can start: the firsts among the code units outside Latin-1. */
const scriptStarts = (t: Text): number[] => {
  const out: number[] = [];
  const text = t.text;
  const runs = t.wideRuns();
  for (let r = 0; r < runs.length; r += 2) {
    for (let i = runs[r]!, end = runs[r + 1]!; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c < 0xd7b0 && SCRIPT_FIRSTS[c] === 1) out.push(i);
    }
  }
  return out;
};
/** Letters of Polish and Turkish outside Latin-1 (ą ć ę ł ń ś ź ż, ı ş ğ İ), in either case: all in U+0100–U+017F. */
const PL_TR = /[\u0104-\u0107\u0118\u0119\u0141-\u0144\u015a\u015b\u0179-\u017c\u0130\u0131\u015e\u015f\u011e\u011f]/;
if (!/^\[(?:\\u01[0-7][0-9a-f](?:-\\u01[0-7][0-9a-f])?)+\]$/.test(PL_TR.source))
  throw new Error('injection: PL_TR must lie in U+0100–U+017F');
const PL_TR_LETTERS = new Uint8Array(0x80);
for (let c = 0x100; c < 0x180; c++) PL_TR_LETTERS[c - 0x100] = PL_TR.test(String.fromCharCode(c)) ? 1 : 0;
/** Whether the text holds a letter of PL_TR (read from the runs outside Latin-1). */
const hasPolishOrTurkish = (t: Text): boolean => {
  const text = t.text;
  const runs = t.wideRuns();
  for (let r = 0; r < runs.length; r += 2) {
    for (let i = runs[r]!, end = runs[r + 1]!; i < end; i++) {
      const c = text.charCodeAt(i) - 0x100;
      if (c >= 0 && c < 0x80 && PL_TR_LETTERS[c] === 1) return true;
    }
  }
  return false;
};
// Each pass finds matches and names the pattern of each, and appends them to one list. Every match of
// ALL_OTHERS starts at one of ROLE_MARKER_ANCHORS (find.ts), so it is tried only there. Folded: a
// match is used for where it is and which pattern took part (its text may be lower-cased). One list
// that detectInjection makes, not an array from each pass: V8's optimised code for the passes made
// their arrays with another elements kind than the interpreter had, and detectInjection, reading
// them, was then given up and compiled again (about 75 ms of compiling) well into a run.
type Found = Array<readonly [RegExpExecArray, Pattern]>;
type Pass = (t: Text, into: Found) => void;
const WIDE_SCAN = lazy(() => new WordScan(WIDE_PHRASES as Pattern[])); // (at the first text with a Polish or Turkish letter)
const appendAll = (into: Found, found: ReadonlyArray<readonly [RegExpExecArray, Pattern]>): void => {
  for (let i = 0; i < found.length; i++) into.push(found[i]!);
};
const PASSES: ReadonlyArray<Pass> = [
  // The layers one after the other.
  (t, into) => {
    for (const layer of t.wordScan(WORD_SCAN)) appendAll(into, layer);
  },
  (t, into) => {
    for (const m of t.findNear(ALL_OTHERS, ROLE_MARKER_ANCHORS, 1, '<["\'[', true)) into.push([m, byGroup(OTHERS, m)]);
  },
  // Chinese, Japanese, Russian and Korean phrases: only in text that holds those scripts.
  (t, into) => {
    for (const m of t.findAt(ALL_SCRIPTS, scriptStarts(t), true)) into.push([m, byGroup(SCRIPT_PHRASES as Pattern[], m)]);
  },
  // Polish and Turkish phrases: only in text that holds one of their letters.
  (t, into) => {
    if (hasPolishOrTurkish(t)) appendAll(into, t.wordScan(WIDE_SCAN())[0]!);
  },
  // The languages of languages.ts: where the text holds their letters or around their leads.
  (t, into) => appendAll(into, languageMatches(t) as Found),
];

/**
 * `nested`: judging a stretch already read unobfuscated, where stems are not followed again.
 * `learned`: the learned scorer, given where the word scans matched (a fold's model in scripts/train-injection.mjs).
 */
export function detectInjection(t: Text, out: Hit[], nested = false, learned = detectLearned, firstStrong = false): void {
  const text = t.text;
  let hidden: Array<[number, number]> | undefined;
  /** The text's model-config keys (quoted.ts), found at the first role token that asks. */
  let configs: number[] | undefined;
  const stems: number[] = [];
  /** The last strong findings of this pass, by span. */
  const taken: Array<[number, number]> = [];
  forgetUnits();
  /** Where any word scan matched, kept or not: only the learned scorer's units that hold one join the cue scorer. */
  const scanned: number[] = [];
  const scannedEnds: number[] = [];
  /**
   * Whether what stands before a phrase makes it a mention (MENTION, a backtick), a list's item or a test's string, by
   * start: a phrase and the lead words in it start at one place, and each start is read once (a short quotation that is
   * just the phrase, quotedAlone, depends on where it ends).
   */
  let quotedAt: Map<number, boolean> | undefined;
  const quoted = (start: number): boolean => {
    // Made at the first phrase that asks: most short texts hold none.
    quotedAt ??= new Map();
    let q = quotedAt.get(start);
    if (q === undefined) quotedAt.set(start, (q = mentionedBefore(text, start) || isListed(text, start) || isTestData(text, start)));
    return q;
  };
  const found: Found = [];
  for (const pass of PASSES) {
    // Most passes find nothing: setting an array's length is a call into the runtime.
    if (found.length > 0) found.length = 0;
    pass(t, found);
    for (const [m, p] of found) {
      scanned.push(m.index);
      scannedEnds.push(m.index + m[0].length);
      let start = m.index;
      const end = start + m[0].length;
      if (p.trigger) {
        if (!nested) stems.push(start);
        continue;
      }
      let code = p.code;
      let weak = p.weak === true;
      let hiddenOnly = false;
      // Where the match stands first: a check may read around it (and the cue scorer scores each unit once).
      if (p.lineStart && !LINE_PREFIX.test(text.slice(Math.max(0, start - 16), start))) continue;
      if (p.before && !p.before.test(text.slice(Math.max(0, start - 16), start))) continue;
      if (p.check) {
        const lead = p.check(text, start, end);
        if (lead === null) continue;
        ({ code } = lead);
        start = lead.start ?? start;
        weak = lead.weak === true;
        hiddenOnly = lead.hiddenOnly === true;
      }
      if (p.notAfter?.test(text.slice(end, end + 40))) continue;
      if (p.workflow && !weak && isWorkflowOrErrandNote(text, end)) weak = true;
      // The match is read lower-cased: WHOSE reads the original, where its word boundaries are.
      if (p.whose) {
        // After the verb, whatever whitespace follows it (tabs and newlines too).
        const space = m[0].search(/\s/);
        const said = text.slice(space < 0 ? end - 1 : start + space, end);
        if (!(p.whose === true ? WHOSE.test(said) || GIVEN_YOU.test(text.slice(end, end + 30)) : p.whose.test(said.toLowerCase())))
          continue;
      }
      // A phrase read partly behind its match starts where that part does: it is judged from there.
      if (p.behind) {
        const lo = Math.max(0, start - BEHIND);
        const b = p.behind.exec(text.slice(lo, start));
        if (b === null) continue;
        start = lo + b.index;
      }
      if (quotedAlone(text, start, end) || isPomSystem(text, start, end) || quoted(start)) continue;
      if (code === 'injection_role' && isRoleToken(m[0]) && isModelTemplate(text, start, (configs ??= modelConfigsIn(text, t)))) continue;
      hidden ??= hiddenRanges(text, t);
      const concealed = hidden.length > 0 && inRanges(hidden, start);
      if (code === 'injection_data_request' && weak) {
        if (NEGATED().test(text.slice(Math.max(0, start - 96), start))) continue;
        if (DESTINATION.test(text.slice(end, end + 160))) weak = false;
      }
      if (weak && p.upgrade?.test(text.slice(end, end + (p.reach ?? 200)))) weak = false;
      if (hiddenOnly && (!concealed || weak)) continue;
      // A lead's finding over one already made (by a pattern that spells the phrase out) adds nothing.
      if (p.check && taken.some(([s, e]) => s < end && e > start)) continue;
      if (!weak) {
        taken.push([start, end]);
        if (taken.length > 8) taken.shift();
      }
      out.push({ code: concealed ? 'injection_hidden_text' : weak ? 'injection_weak' : code, start, end });
      if (firstStrong && (concealed || !weak)) return; // the caller asks only whether there is one (encoded.ts)
    }
  }
  if (nested) return;
  detectImageExfiltration(text, out);
  if (stems.length > 0) detectObfuscated(text, stems, out);
  if (text.includes('\udb40')) detectInTags(text, out);
  if (text.includes('\\u')) detectInEscapes(text, out, detectInjection);
  // The join reads a unit only where a match in it stands past the absolute guards: a mention or quotation, a list of phrases, a test's string.
  learned(text, scanned, out, (k) => !(quotedAlone(text, scanned[k]!, scannedEnds[k]!) || quoted(scanned[k]!)));
}

/**
 * Each line that holds a stem of an obfuscated override (`ign0`, `i g n`, `pr3v`), read without its leetspeak and
 * spacing and judged; a strong finding that the plain text does not already hold is reported over the letters it was read from.
 */
function detectObfuscated(text: string, stems: number[], out: Hit[]): void {
  stems.sort((a, b) => a - b);
  let done = -1;
  for (const at of stems) {
    if (at < done) continue;
    const [from, to] = lineAround(text, at);
    done = to;
    const original = text.slice(from, to).toLowerCase();
    const plain = unobfuscate(original);
    if (plain.text === original) continue;
    const inner: Hit[] = [];
    detectInjection(new Text(plain.text), inner, true);
    for (const h of inner) {
      if (h.code === 'injection_weak' || plain.text.slice(h.start, h.end) === original.slice(plain.at[h.start], plain.at[h.end - 1]! + 1))
        continue;
      out.push({ code: h.code, start: from + plain.at[h.start]!, end: from + plain.at[h.end - 1]! + 1 });
    }
  }
}

/**
 * Instructions spelled in Unicode tag characters are invisible to a person but read by a model:
 * each run of four or more is decoded and judged like text, and a strong finding in it is
 * `injection_hidden_text` over the run (hidden_unicode reports the run itself).
 */
function detectInTags(text: string, out: Hit[]): void {
  const isTag = (j: number) => text.charCodeAt(j) === 0xdb40 && text.charCodeAt(j + 1) >= 0xdc00 && text.charCodeAt(j + 1) <= 0xdc7f;
  for (let i = text.indexOf('\udb40'); i >= 0; i = text.indexOf('\udb40', i + 1)) {
    let j = i;
    while (j + 1 < text.length && isTag(j)) j += 2;
    if (j - i >= 8) {
      const inner: Hit[] = [];
      detectInjection(new Text(decodeTags(text, i, j)), inner);
      // An order or prose spelled in tag characters is written for the model alone (hidden-tags.ts); a greeting is not.
      // (A subdivision flag is a few letters.)
      if (inner.some((h) => h.code !== 'injection_weak') || hiddenTextSpeaks(decodeTags(text, i, j)))
        out.push({ code: 'injection_hidden_text', start: i, end: j });
    }
    i = Math.max(i, j - 1);
  }
}
