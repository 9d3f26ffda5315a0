/**
 * prompt_injection by cue combination: an order to the AI that reads the data, however it is
 * worded, is told apart from the same words addressed to a person by what occurs together in one
 * bounded unit — whom it addresses, what authority or secrecy it claims, what it orders done and
 * to what. Phrases catch their own wording and little else; people word these orders in endless
 * ways, while the categories below stay few. Each category is a word list kept as data here, with
 * why it is there; docs/content-readings.md gives the combination. The scorer runs only at a trigger word
 * found by the word scan (leads.ts), over a unit of at most 900 code units (units.ts), and every regex here
 * reads that unit with bounded repeats, so the cost stays linear in the text.
 */
import { forgetCommands } from './commands.js';
import type { Lead } from './leads.js';
import {
  commandOrder,
  forgetOrders,
  framedOrder,
  listedOrders,
  ordersAnyCommand,
  passiveOrders,
  STAKE_REACH,
  sentenceStart,
  weighedOrder,
} from './orders.js';
import { DESTINATION, forgetSteps, STAKES } from './stakes.js';
import { FORGED, FORGED_WORDS, NOT_A_TURN, O_WORDS, SECRECY, STRONG_O, WEAK_O } from './overrides.js';
import { WORD_UNIT } from './prefixes.js';
import { FIELD_GAP, UNIT, unitAround } from './units.js';
import { pushes, turnGivesOrder, turnOf, turnOrder } from './voice.js';
import { isWorkflowUnit } from './workflow-notes.js';

export { O_WORDS } from './overrides.js';
export { unitAround } from './units.js';

/**
 * (A) The heads of a noun phrase that names an AI reader without help: nobody else is called a
 * language model or a copilot. "assistant" is here too: in data an agent reads, an assistant
 * addressed by that name is the agent (a person's assistant is "my assistant", see MINE).
 */
const AI_WORD =
  '(?:ai|a\\.i\\.|llms?|language\\s+models?|copilot|chatbots?|chatgpt|gpt|claude|gemini|assistants?|virtual\\s+assistants?|ai-[a-z]{2,12})';
/** (A) Heads that name an AI only with help (an AI word before them, or a clause saying it reads this): people are agents too. */
const ROLE_WORD =
  '(?:agents?|models?|bots?|systems?|readers?|tools?|processors?|summari[sz]ers?|crawlers?|sorters?|note-takers?|helpers?|operators?|screeners?|reviewers?)';
/** (A) A clause that points the reader at this text: "reading this", "that manages this mailbox", "ends up reading this". */
const READS =
  '(?:(?:that|which|who)\\s+(?:is\\s+|are\\s+)?|ends?\\s+up\\s+)?(?:reads?|reading|process(?:es|ing)?|summari[sz](?:es|ing|e)|pars(?:es|ing)|handl(?:es|ing)|triag(?:es|ing)|manag(?:es|ing)|review(?:s|ing)|describ(?:es|ing)|answer(?:s|ing)|compar(?:es|ing)|edit(?:s|ing)|install(?:s|ing)|quot(?:es|ing)|scann?(?:s|ing)|index(?:es|ing)|working\\s+in|analy[sz](?:es|ing))\\s+(?:(?:from|in|on|with)\\s+)?(?:this|these|the|my|our|your|its|[a-z]{2,20}s)\\b';
/** (A) Words that open an address: "to the …", "note for …", "dear …", "P.S. to …", "psst, …". */
const OPENER =
  '(?:to|for|dear|hey|hi|hello|yo|attention|psst|ps|p\\.s\\.|(?:notes?|messages?|instructions?|reminder|directive|notice|tip|favou?r|request|orders?)\\s+(?:to|for)|(?:action\\s+)?required\\s+by|addressed\\s+to|intended\\s+for)';
const DET = '(?:(?:the|any|all|an?|each|every|whichever|whatever|our)\\s+)?';
/** Up to three words before the head ("the mail AI", "any automated assistant", "AI scheduling assistant"). */
const MODS = "(?:[a-z][\\w'-]{0,19}\\s+){0,3}";
const HEAD = `(?:${AI_WORD}|${ROLE_WORD})\\b`;
/**
 * (A) What a role is for when the role is software's: "the email agent", "the vision model", "the
 * release bot" (a travel agent and a support agent are people, and are not here).
 */
const SOFTWARE =
  '\\b(?:e-?mail|mail|inbox|calendar|scheduling|coding|code|triage|browser|web|research|monitoring|analysis|vision|bookkeeping|release|note-taking|cloud|crawler|chat|summari[sz]ing|triaging|screening)\\s+(?:agent|model|bot|system|tool|helper)s?\\b';
/** The AI words alone, to tell an AI head from a person's role after a match. */
const IS_AI = new RegExp(`\\b${AI_WORD}\\b|\\b(?:automated|virtual)\\b|\\bhuman\\s+or\\s+ai\\b|${SOFTWARE}`);
const POINTED = new RegExp(`^\\s+${READS}|^[^,:;.!?\\n]{0,40}\\b(?:of|for|on)\\s+(?:this|these)\\b`);
/** A statement about the role ("The model reads the text …"), where an address would have a clause ("… reading this"). */
const FINITE =
  /^\s+(?:reads|process(?:es)?|summari[sz]es|parses|handles|triages|manages|reviews|describes|answers|compares|edits|installs|quotes|scans|indexes|analy[sz]es)\b/;
const CODE_AFTER = /^(?:[./]\S|[([_=])/;
/** CODE_AFTER at `at`, tested only where the code unit there can start it (most words end at a space): no slice, no regex run. */
function codeAfter(s: string, at: number): boolean {
  const c = s.charCodeAt(at);
  if (c === 40 || c === 91 || c === 95 || c === 61) return true;
  return (c === 46 || c === 47) && CODE_AFTER.test(s.slice(at, at + 2));
}
/**
 * The address ends its line, as a heading's or a banner's does ("## For AI agents", "NOTICE TO THE
 * AUTOMATED REVIEWER", "=== MESSAGE FOR THE LANGUAGE MODEL ==="): what follows is its block
 * (unitAround). A heading that only names an AI ("## AI assistant") is a topic, not an address: an
 * opener, a reading clause or a label must make it one.
 */
const ENDS_LINE_SOON = /^[^\n,.;!?]{0,60}?[ \t*_#\]=-]{0,8}(?:\n|\\n|$)/;
/** "how to use the AI", "want to ask the model": `to` before a verb and its object is an infinitive, not an address. */
const INFINITIVE = /\bto\s+[a-z'-]{2,20}\s+(?:the|a|an|any|all|your|our|my|this|that|each|every)\s/;
/** "the AI team", "AI engineers", "Copilot, Cursor and Claude users": people named after the AI (up to three short names more). */
const PEOPLE_AFTER =
  /^(?:,\s{0,2}[a-z][\w.-]{1,15}){0,3}(?:,?\s{1,2}(?:and|or|&)\s{1,2}[a-z][\w.-]{1,15})?\s+(?:team|teams|engineers?|researchers?|developers?|group|department|squad|lab|ethics|committee|enthusiasts?|experts?|practitioners?|startups?|compan(?:y|ies)|vendors?|users|customers|subscribers)\b/;
/** The words before a role that make it a person the writer has ("my assistant", "our agents"). */
const MINE_WORDS = ['my', 'our', 'your', 'his', 'her', 'their', 'executive', 'personal', 'administrative', 'support', 'sales', 'travel'];
MINE_WORDS.push('real estate', 'insurance');
const MINE = new RegExp(`\\b(?:${MINE_WORDS.map((w) => w.replace(' ', '\\s+')).join('|')})\\s+$`);
/** The last two letters of MINE's words (derived, so they cannot drift apart): where the letters before the head end none, MINE is not read. */
const MINE_ENDS = new Set(MINE_WORDS.map((w) => w.slice(-2)));
/** MINE at the end of `back`: its word's letters are the last in `back` (only white space follows them). */
function isMine(back: string): boolean {
  let j = back.length - 1;
  while (j >= 0 && (back.charCodeAt(j) < 97 || back.charCodeAt(j) > 122)) j--;
  return j >= 1 && MINE_ENDS.has(back.slice(j - 1, j + 1)) && MINE.test(back);
}

/** Heads a forged turn may be spoken by: an AI's name, a model or a bot (an agent is a person's role too). */
const TURN_HEAD = /^(?:ai|assistants?|chatgpt|gpt|claude|gemini|copilot|chatbots?|models?|bots?)$/;
/** Where a transcript's speaker label starts: a line, a quotation, a tag's end, a bracket, a note's parenthesis (leads.ts reads it too). */
export const SPEAKER_START = /(?:^|[\n"'>[<(]|\\n)[ \t]{0,4}$/;
/** The verbs of a label that reports a speaker's words: "ChatGPT said:", "Claude wrote:". */
export const SAID = '(?:said|replied|wrote|answered|responded)';
/**
 * What closes a speaker label in a transcript besides "Assistant:" (read above): "Bot >", a note
 * ("Assistant (draft):"), "ChatGPT said:", and, for a model or a bot, a plain colon.
 */
const SPOKEN = new RegExp(
  `^(?:[ \\t]{0,2}>[ \\t]{0,2}|[ \\t]{0,2}\\([^()\\n]{1,60}\\)[ \\t]{0,2}:[ \\t]{0,2}|[ \\t]{1,2}${SAID}[ \\t]{0,2}:[ \\t]{0,2}|[ \\t]{0,2}:[ \\t]{0,2})`,
);
/** A unit reads at most this many forged turns: each is read to its end, and a unit of labels alone must stay linear. */
const MOST_TURNS = 4;
/**
 * The most heads (an AI's or a role's name) a unit's addresses are read at: an ordinary unit holds a few; 900 code
 * units of `ai:ai:ai:…` hold 225, each read back and ahead (a long line of them cost 6 s per MB).
 */
const MOST_HEADS = 32;
const LESS_THAN = 60;
const OPEN_BRACKET = 91;
const OPEN_PAREN = 40;

/**
 * Where the words of a turn spoken by the head at `at`..`end` start, in the shapes SPOKEN names and
 * as a tag (`<assistant>`), a bracket (`[model]`) or a note's subject ("A (assistant):"); -1 if the
 * head speaks no turn there. The caller reads the words: only a reply or the first person makes it
 * a turn (voice.ts turnOf), only a stake going out makes the turn an order (turnOrder).
 */
function speakerOpen(unit: string, at: number, end: number, back: string, rest: string): number {
  const before = at > 0 ? unit.charCodeAt(at - 1) : 10;
  if (before === LESS_THAN) return rest.startsWith('>') ? end + 1 : -1;
  if (before === OPEN_BRACKET) {
    const closed = /^\]:?[ \t]{0,2}/.exec(rest);
    return closed !== null ? end + closed[0].length : -1;
  }
  if (before === OPEN_PAREN) {
    const closed = /^\)[ \t]{0,2}:[ \t]{0,2}/.exec(rest);
    return closed !== null && /(?:^|\n)[ \t]{0,4}[a-z]{1,12}[ \t]{0,2}\($/.test(back) ? end + closed[0].length : -1;
  }
  if (!SPEAKER_START.test(back)) return -1;
  const spoken = SPOKEN.exec(rest);
  // "Assistant:" is read above; here a colon speaks only for a model or a bot.
  if (spoken === null || (spoken[0].trim() === ':' && IS_AI.test(unit.slice(at, end)))) return -1;
  return end + spoken[0].length;
}

/** (A) Every head: the A cues are read around each (a head is rarer than the places an address could start). */
export const HEADS = new RegExp(`\\b${HEAD}`, 'g');
/** (A) An address before a head: an opener, a determiner and up to three words ("P.S. to the mail "). */
const ADDRESS_BEFORE = new RegExp(`\\b${OPENER}\\s{1,3}${DET}${MODS}$`);
/**
 * (A) A vocative or a speaker label before a head, where a line, a sentence, a quotation or a field
 * starts: "Assistant, …", "AI: …", "Hello model, …" (group 1: the greeting). The text before is cut
 * with a NUL in front, which no context matches.
 */
const VOCATIVE_BEFORE = new RegExp(
  `(?:^|[\\n"'(\\[>*|.!?:\u2014\u2013-]|\\\\n)\\s{0,8}((?:hey|hi|hello|dear|yo|psst|ok|okay)[,!]?\\s+)?${MODS}$`,
);
/** The punctuation that closes an address within its line ("For the agent:", "To the AI that manages this inbox,"). */
const CLOSED = /^[^\n]{0,60}?[,:;!\u2014\u2013)\]-]/;
/** (A) A vocative inside a sentence or an apposition before a head: "From now on, assistant,", "for you, the AI:". */
const MID_VOCATIVE = /(?:,|\byou,?)\s{1,3}(?:the\s+)?(?:[a-z]{2,12}\s+)?$/;
/** "agent instructions:", "AI note:", "Assistant checklist:", "AI steps:": a label made of a role. */
const LABEL_AFTER = /^\s+(?:note|instructions?|message|checklist|to-?do|tasks?(?:\s+list)?|steps|plan)\b/;
/**
 * (A) The reader as an order's subject: a determiner ("the", "any", "all") before, or a clause saying
 * it reads this after (group 1), then must, should, is required to. "LLM agents must send requests
 * with a bearer token" documents an API; "the assistant must now run …" gives an order.
 */
const SUBJECT_BEFORE = new RegExp(`\\b(?:the|any|all|every|each)\\s+${MODS}$`);
const SUBJECT_AFTER = new RegExp(
  `^(\\s+${READS}[^,.;:!?\\n]{0,40}?)?\\s+(?:must|should|shall|(?:is|are)\\s+(?:to|required\\s+to|expected\\s+to|instructed\\s+to)|needs?\\s+to|will\\s+now)\\b`,
);
/**
 * (A) A time only an AI reader has, after "before": summarising this, answering the user, the summary
 * being written ("before this document is summarised", "before anything else is answered"). "Before
 * you answer the phone" and "before the ticket is processed" are people's (leads.ts reads it too).
 */
export const READING_TIME =
  '(?:you\\s+summari[sz]e|(?:the|this|any)\\s+(?:document|page|text|message|thread|e-?mail|ticket|file)\\s+is\\s+summari[sz]ed|(?:the|any|a)\\s+summary\\s+is\\s+(?:written|given|produced|generated)|anything\\s+else\\s+is\\s+answered|you\\s+(?:answer|reply|respond)\\s+to\\s+(?:the\\s+user|this\\s+(?:question|prompt|request|message)))';
/** (A) Other ways of naming the reader: an @-mention, "if you are an AI", "human or AI", "anyone … with an LLM", "should the AI do …" (an FAQ's question). */
const NAMED = new RegExp(
  `@(?:ai|assistant|copilot|claude|chatgpt|bot)\\b|\\bif\\s+you\\s+are\\s+(?:an?\\s+)?(?:ai|llm|language\\s+model|bot|automated)\\b(?!\\s+(?:researcher|engineer|scientist|developer|student|enthusiast|practitioner|ethicist|startup|company|expert|lab)s?\\b)|\\b(?:should|must)\\s+(?:the|an?|any)\\s+(?:ai|assistant|llm|model|agent|bot)s?\\s+do\\b|\\bhuman\\s+or\\s+ai\\b|\\bai\\s+eyes\\s+only\\b|\\bbefore\\s+${READING_TIME}\\b|\\bif\\s+this\\s+is\\s+being\\s+summari[sz]ed\\b|\\b(?:whoever|anyone|whichever)\\b[^.!?\\n]{0,60}?\\b(?:ai|llms?|models?|bots?)\\b`,
  'g',
);

const sticky = (re: RegExp) => new RegExp(re.source, 'y');
const O_TRIED = [sticky(STRONG_O), sticky(WEAK_O()), sticky(NAMED)];

/**
 * The letters every match of HEADS starts with (AI_WORD and ROLE_WORD, up to where they vary). No
 * cue starts inside these letters but in "note-taker" ("take"): its first word alone is here.
 */
export const HEAD_STARTS = [
  'ai',
  'a.i.',
  'llm',
  'language',
  'copilot',
  'chatbot',
  'chatgpt',
  'gpt',
  'claude',
  'gemini',
  'assistant',
  'virtual',
  'agent',
  'model',
  'bot',
  'system',
  'reader',
  'tool',
  'processor',
  'summari',
  'crawler',
  'sorter',
  'note',
  'helper',
  'operator',
  'screener',
  'reviewer',
];
/**
 * Where a head or an O cue's first word can start: one scan of the unit for both (two cost twice as
 * much). The longest of these words matches, and none of O_WORDS starts with a head's letters: a
 * head can match only where those letters did, and where an O word did, a scan of O_WORDS alone
 * would match that word. Only in "note" does an O word ("no") stand inside a head's letters (HEAD_O).
 * The words by their first two code units, longest first, read by hand at each word start (`@` anywhere): what
 * `@|\b(?:…)` of them finds, without a regex's scan of the unit (an alternation tried at every code unit).
 */
const CUE_STARTS: Array<readonly string[]> = new Array<readonly string[]>(1 << 14).fill([]);
for (const w of new Set([...O_WORDS.keys(), ...HEAD_STARTS]))
  if (w !== '@') {
    const pair = (w.charCodeAt(0) << 7) | w.charCodeAt(1);
    CUE_STARTS[pair] = [...CUE_STARTS[pair]!, w].sort((a, b) => b.length - a.length);
  }
/** The longest cue word at `at` (a word start, its first code unit `c`, ASCII); undefined where none starts there. */
function cueAt(unit: string, at: number, c: number): string | undefined {
  const next = unit.charCodeAt(at + 1);
  const words = CUE_STARTS[next < 128 ? (c << 7) | next : 0]!;
  for (let i = 0; i < words.length; i++) if (unit.startsWith(words[i]!, at)) return words[i];
  return undefined;
}
const HEAD_WORDS = new Set(HEAD_STARTS);
/** The longest O word that a head's letters start with, where one does. */
const HEAD_O = new Map(
  HEAD_STARTS.flatMap((h) => {
    const o = [...O_WORDS.keys()].filter((w) => w !== h && h.startsWith(w)).sort((a, b) => b.length - a.length)[0];
    return o === undefined ? [] : [[h, o] as const];
  }),
);
const HEAD_AT = sticky(HEADS);

/** A unit that narrates or studies an attack, or gives it as an example, is not one. */
export const NARRATED =
  /\b(?:attack(?:s|er|ers|ed)?|injections?|injected|payloads?|phishing|red[\s-]team|researchers?|threat|benchmark|mitigation|case\s+study|incident\s+review|post-?mortems?|malicious|exploit(?:s|ed)?|for\s+example|e\.g\.|such\s+as|example\s+of)\b/;

/** Whether the 200 code units before `at` narrate (`told`: NARRATED, or a reading's own words): a write-up, a quiz. */
export const toldBefore = (text: string, at: number, told: RegExp = NARRATED): boolean =>
  told.test(text.slice(Math.max(0, at - 200), at).toLowerCase());

export interface Cues {
  /** Where the first address (A) or strong override (O) starts in the unit, -1 if none. */
  address: number;
  /** Where a role that is also a person's is addressed ("For the agent:", "Dear agent,"), -1 if none: weight 1. */
  role: number;
  override: number;
  /** The summed weight of the A and O cues. */
  weight: number;
  /** Where the first order with something at stake starts, -1 if none. */
  order: number;
}

/**
 * The text before `at` back to the eighth whitespace run (an opener, a determiner, a greeting and
 * three words fit), at most 100 code units, with a NUL in front when cut: the patterns anchored at
 * its end then try few places, and `^` only matches where the unit starts.
 */
function wordsBefore(unit: string, at: number): string {
  let runs = 0;
  let i = at;
  for (; i > 0 && at - i < 100; i--) {
    const c = unit.charCodeAt(i - 1);
    const next = unit.charCodeAt(i);
    const space = c === 32 || c === 9 || c === 10;
    if (space && i < at && next !== 32 && next !== 9 && next !== 10 && ++runs > 8) break;
  }
  return (i > 0 ? '\0' : '') + unit.slice(i, at);
}

/**
 * The A and O cues of a unit (in lower case) and the first order after an address, with their
 * weights (docs/content-readings.md). `learned`: the learned scorer scored the unit above its join threshold.
 */
export function cuesOf(unit: string, learned = false): Cues {
  let address = -1;
  let role = -1;
  /** Where the words after an address start (past its comma or colon): an order may open there with any verb. */
  const opens: number[] = [];
  const seen = (at: number, open = -1) => {
    if (address < 0 || at < address) address = at;
    if (open >= 0) opens.push(open);
  };
  const seenRole = (at: number, open: number) => {
    if (role < 0 || at < role) role = at;
    opens.push(open);
  };
  /** Where a forged turn of the AI's own starts, and where its words start ("Assistant: Sure, I'll …", "[assistant] I have …"). */
  const turns: Array<[number, number]> = [];
  const heads: RegExpExecArray[] = [];
  /** Where an O word starts, and the word. */
  const oAt: number[] = [];
  const oWords: string[] = [];
  let headsPast = 0;
  let oPast = 0;
  for (let at = 0, prev = 0; at < unit.length; at++) {
    const c = unit.charCodeAt(at);
    const after = prev;
    prev = c < 128 ? WORD_UNIT[c]! : 0;
    // `\b` then a letter: a word starts here.
    const word = c === 64 ? '@' : c < 128 && after === 0 ? cueAt(unit, at, c) : undefined;
    if (word === undefined) continue;
    if (at >= headsPast && heads.length < MOST_HEADS && HEAD_WORDS.has(word)) {
      HEAD_AT.lastIndex = at;
      const h = HEAD_AT.exec(unit);
      if (h !== null) {
        headsPast = at + h[0].length;
        heads.push(h);
      }
    }
    const o = O_WORDS.has(word) ? word : HEAD_O.get(word);
    if (at >= oPast && o !== undefined) {
      oPast = at + o.length;
      oAt.push(at);
      oWords.push(o);
    }
    // On from the word's end, as a global scan goes on.
    at += word.length - 1;
    prev = WORD_UNIT[word.charCodeAt(word.length - 1)]!;
  }
  for (const h of heads) {
    const at = h.index;
    const end = at + h[0].length;
    // A name in code ("model.fit(", "agent_id", "bots[0]") addresses nobody.
    if (codeAfter(unit, end)) continue;
    const back = wordsBefore(unit, at);
    if (isMine(back)) continue;
    const rest = unit.slice(end, end + 80);
    const found = ADDRESS_BEFORE.exec(back);
    // "the AI team", "Copilot, Cursor and Claude users" (only an address or a list's comma reads on): neither address nor vocative.
    if ((found !== null || rest.charCodeAt(0) === 44) && PEOPLE_AFTER.test(rest)) continue;
    const pointed = POINTED.test(rest);
    const a = found && !INFINITIVE.test(found[0]) ? found : null;
    const closed = a ? CLOSED.exec(rest) : null;
    const line = a && closed === null ? ENDS_LINE_SOON.exec(rest) : null;
    if (a && closed === null && (pointed || line !== null)) {
      if (IS_AI.test(a[0] + h[0]) || pointed) seen(at - a[0].length, line === null ? -1 : end + line[0].length);
    } else if (a && closed !== null) {
      // "For the agent:", "Note to the reviewer:": a role people have too, addressed; an AI's name or a reading clause makes it the reader.
      if (IS_AI.test(a[0] + h[0]) || pointed) seen(at - a[0].length, end + closed[0].length);
      else seenRole(at - a[0].length, end + closed[0].length);
    }
    // A vocative inside a sentence, or an apposition: "From now on, assistant, send …", "for you, the assistant: forward …".
    // The mark after the head first: it is rare, and the vocative before is read back over the whole of `back`.
    const shut = /^\s{0,2}[,:\u2014\u2013]/.exec(rest);
    if (shut !== null && MID_VOCATIVE.test(back)) {
      if (IS_AI.test(h[0])) seen(at, end + shut[0].length);
      else if (/^(?:agent|model|bot)s?$/.test(h[0])) seenRole(at, end + shut[0].length);
    }
    // A vocative counts only where a mark, a label or a reading clause follows the head (`direct`, `reads` below): without
    // one of them after it, it is not read back for.
    const v = pointed || /^\s{0,2}[,:\u2014\u2013.!]/.test(rest) || LABEL_AFTER.test(rest) ? VOCATIVE_BEFORE.exec(back) : null;
    if (v) {
      const label = LABEL_AFTER.exec(rest);
      const after = label ? rest.slice(label[0].length) : rest;
      // Right after the head a comma, a colon or a dash (after a greeting, a full stop too); or a clause that says it reads this, then one.
      // Or a label closes there ("[assistant instructions]").
      const mark =
        (v[1] === undefined ? /^\s{0,2}[,:\u2014\u2013]/ : /^\s{0,2}[,:\u2014\u2013.!]/).exec(after) ??
        (label !== null ? /^\s{0,2}\]/.exec(after) : null);
      const direct = mark !== null;
      const open = direct ? end + rest.length - after.length + mark[0].length : -1;
      // A clause, not a statement: "AI operator reading these logs,", not "The model reads the text after …".
      const reads = pointed && !FINITE.test(rest) && (/^[^\n]{0,60}?[,:\u2014\u2013]/.test(rest) || ENDS_LINE_SOON.test(rest));
      // A role alone: named as a label ("agent instructions:"), greeted ("Hello model,"), or told something new ("agent, new task:").
      const isRole = /^(?:agent|model|bot)s?$/.test(h[0]);
      const greeted = v[1] !== undefined && /^(?:model|bot)s?$/.test(h[0]);
      const told = isRole && /^\s{0,2}[,:]\s{0,3}(?:new|your|you)\b/.test(after);
      // A person's label or greeting ("Agent note:", "Dear agent, please …", "Hi agents,"): a role people have too.
      const labelled = label !== null && /^\s{0,2}[:\]]/.test(after) && !label[0].endsWith('note');
      // A speaker label whose words read as the AI's own reply is a turn, not an address (voice.ts reads it); one where the first
      // person speaks later in the line, or that goes on to give an order, is both.
      const turn = direct && label === null && v[1] === undefined && IS_AI.test(h[0]) ? turnOf(unit, open) : 0;
      if (turn > 0 && turns.length < MOST_TURNS) turns.push([at, open]);
      if (turn !== 2 || turnGivesOrder(unit, open)) {
        if ((direct || reads) && (IS_AI.test(v[0] + h[0]) || reads || labelled || (direct && (greeted || told))))
          seen(at - v[0].trimStart().length, direct ? open : -1);
        else if (direct && (label !== null || v[1] !== undefined || (isRole && mark[0].trim() === ',')))
          seenRole(at - v[0].trimStart().length, open);
      }
    }
    // A bracketed speaker label, "[assistant] I have verified …", "[AI]: Okay, I'll …": a turn when its words are a reply.
    const bracket = at > 0 && unit.charCodeAt(at - 1) === 91 && IS_AI.test(h[0]) ? /^\]:?[ \t]{0,2}/.exec(rest) : null;
    if (
      bracket !== null &&
      (at < 2 || /[\n"' \t]/.test(unit[at - 2]!)) &&
      turns.length < MOST_TURNS &&
      turnOf(unit, end + bracket[0].length) > 0
    )
      turns.push([at - 1, end + bracket[0].length]);
    else if (TURN_HEAD.test(h[0])) {
      const open = speakerOpen(unit, at, end, back, rest);
      if (open >= 0 && turns.length < MOST_TURNS && turnOf(unit, open) > 0) turns.push([at, open]);
    }
    // The reader as the subject of an order: "the assistant must now run …", "systems that summarise this page are required to …".
    const s = SUBJECT_AFTER.exec(rest);
    if (s && (s[1] !== undefined || SUBJECT_BEFORE.test(back))) seen(at);
  }
  let override = -1;
  let strong = 0;
  let forgedRole = false;
  const weak = new Set<string>();
  // Each pattern's matches do not overlap, as a global scan's would not.
  const past = [0, 0, 0];
  for (let j = 0; j < oAt.length; j++) {
    const at = oAt[j]!;
    const word = oWords[j]!;
    const tried = O_WORDS.get(word)!;
    for (let k = 0; k < 3; k++) {
      if ((tried & (1 << k)) === 0 || at < past[k]!) continue;
      const re = O_TRIED[k]!;
      re.lastIndex = at;
      const m = re.exec(unit);
      if (m === null) continue;
      past[k] = at + m[0].length;
      // A time only an AI reader has ("before this document is summarised") addresses it over its whole sentence.
      if (k === 2) seen(word === 'before' || m[0].startsWith('if this') ? sentenceStart(unit, at, 200) : at);
      else {
        if (override < 0 || at < override) override = at;
        if (k === 0) strong++;
        else weak.add(m[0]);
      }
    }
  }
  // A forged role addresses the reader with authority: an address and a strong override where it starts.
  // Not a turn: a key of a config with its own keys below (`system:` then `  notify: …`), a heading over a list (a changelog's
  // "## System"); such a decoy first must not hide a turn further down, so every match is tried.
  // Every match of FORGED spells one of its roles or `"role"`: a unit without them is not scanned for one.
  FORGED().lastIndex = 0;
  const roles = FORGED_WORDS().test(unit);
  for (let forged = roles ? FORGED().exec(unit) : null; forged !== null; forged = FORGED().exec(unit)) {
    const below = unit.indexOf('\n', forged.index + 1);
    if (below >= 0 && below - forged.index < 80 && NOT_A_TURN().test(unit.slice(below + 1, below + 60))) continue;
    // The role starts past what the match needed before it (a line break, a quote, `>`, `<!--`).
    const lead = forged[0].startsWith('"role"') ? 0 : forged[0].startsWith('<!--') ? 4 : /^[\n"'>]/.test(forged[0]) ? 1 : 0;
    const at = forged.index + lead;
    seen(at);
    if (override < 0 || at < override) override = at;
    strong++;
    forgedRole = true;
    break;
  }
  // Weak cues count once each: "Override … (#override-exit)" is one word twice.
  // Two weak cues make an order only with secrecy among them: "from now on, please send … instead" is a person's.
  const secret = [...weak].some((w) => SECRECY().test(w));
  const weight = (address >= 0 ? 2 : 0) + 2 * strong + (secret ? weak.size : Math.min(1, weak.size));
  let order = -1;
  // A chat's "User: share it with Bob" before "Assistant:" is the user's: listedOrders reads only after the address.
  if (weight >= 2)
    for (const verb of listedOrders(unit, address, override)) {
      const rest = unit.slice(verb, verb + STAKE_REACH);
      if (STAKES().test(rest) || DESTINATION().test(rest)) {
        order = verb;
        break;
      }
    }
  if (weight >= 2 && order < 0)
    for (const clause of passiveOrders(unit, address, override)) {
      const rest = unit.slice(clause, clause + STAKE_REACH);
      if (STAKES().test(rest) && DESTINATION().test(rest)) {
        order = clause;
        break;
      }
    }
  if (weight >= 2 && order < 0) order = framedOrder(unit, address, override);
  // Otherwise evidence is weighed: a strong category makes up for a weak one (docs/content-readings.md); pushes that keep a
  // request unseen ("no need to loop in finance", "delete this note afterwards") weigh as authority here, not in the conjunction.
  const pushed = order < 0 ? pushes(unit) : 0;
  if (order < 0 && (address >= 0 || role >= 0 || strong > 0 || secret || pushed > 0 || learned)) {
    const a = address >= 0 ? 2 : role >= 0 ? 1 : 0;
    const first = address < 0 ? role : role < 0 ? address : Math.min(address, role);
    // A forged role is one cue: weighed, it is the address, not authority as well ("[SYSTEM NOTICE] … Please save your documents").
    // The learned scorer's score, where it asks (learnedOrder), weighs as a strong override: one category, never the conjunction's.
    const o = Math.max(strong > (forgedRole ? 1 : 0) ? 2 : secret ? 1 : 0, pushed, learned ? 2 : 0);
    order = weighedOrder(unit, a, o, first, override, opens);
    if (order >= 0 && address < 0 && role < 0 && override < 0) override = order;
  }
  // A forged turn of the AI's own that has already agreed to send a secret or money out (voice.ts).
  for (const [at, open] of turns) {
    if (order >= 0) break;
    order = turnOrder(unit, open);
    if (order >= 0 && (address < 0 || at < address)) address = at;
  }
  return { address, role, override, weight, order };
}

/**
 * The code units the cue scorer has read since the judgement started. A label's block reaches over the labels below it,
 * so units overlap where labels stand on every line ("ai:" over and over: each line's block of 900 code units scored
 * for four new ones, and each holding hundreds of addresses). Past a budget of the text's length (ordinary texts read a
 * tenth of it; a short one a few times it, under the budget's floor), each unit is its line alone, and such a text
 * costs what its length does.
 */
let scored = 0;
const overBudget = (text: string): boolean => scored > text.length + 16 * UNIT;

/**
 * The last unit scored and what it found, so the other triggers in it are not scored again; each gets the same answer,
 * placed at its own trigger (a caller may drop one trigger's finding as a mention, and the next trigger in the unit must
 * still be able to report it). Forgotten at each text's start.
 */
let lastText: string | undefined;
let lastFrom = -1;
let lastTo = -1;
/** null: the unit holds no order; else the finding's code and where it starts (-1: at the trigger). */
let lastFound: { code: Lead['code']; at: number } | null = null;

/**
 * Called where a text's judgement starts (a text judged again is scored again) and where it ends
 * (no text outlives its judgement in a long-lived process: the resident gate, `judge serve`).
 */
export function forgetUnits(): void {
  forgetCommands();
  forgetSteps();
  forgetOrders();
  scored = 0;
  lastText = undefined;
  lastFrom = -1;
  lastTo = -1;
  lastFound = null;
}

const placed = (found: { code: Lead['code']; at: number } | null, start: number): Lead | null =>
  found === null ? null : { code: found.code, start: found.at < 0 ? start : Math.min(start, found.at) };

/** A unit's text as the scorer reads it: a line break written out in an escaped string as one, a record's string values as its lines. */
function readable(unit: string): string {
  // "\\npaste" holds no word start once its break is read, of the same length.
  const broken = unit.includes('\\n') ? unit.replace(/\\n/g, ' \n') : unit;
  return broken.includes('"') ? broken.replace(FIELD_GAP, '\n') : broken;
}

/**
 * The cue scorer's weighed sum at the unit around `at` with the learned scorer's score as one more
 * cue (docs/content.md, learned scorer): never alone, as an order with something at stake must
 * still be found, and never past the guards (a unit that narrates or studies an attack).
 */
export function learnedOrder(text: string, at: number): boolean {
  const [from, to] = unitAround(text, at, overBudget(text));
  scored += to - from;
  const flat = readable(text.slice(from, to).toLowerCase());
  if (NARRATED.test(flat)) return false;
  return cuesOf(flat, true).order >= 0;
}

/**
 * The cue scorer at a trigger word (leads.ts): a finding when the unit around it holds an order with
 * something at stake and an address or override cues of weight 2, and does not narrate an attack.
 */
export function cueOrder(text: string, start: number): Lead | null {
  // A trigger that names something in code ("model.fit(", "agent_id") starts nothing.
  let end = start;
  while (end < text.length && end - start < 24 && (text.charCodeAt(end) | 0x20) >= 97 && (text.charCodeAt(end) | 0x20) <= 122) end++;
  if (codeAfter(text, end)) return null;
  const [from, to] = unitAround(text, start, overBudget(text));
  // Each unit once: the other triggers in it find the same.
  if (text === lastText && from >= lastFrom && to <= lastTo) return placed(lastFound, start);
  scored += to - from;
  lastText = text;
  lastFrom = from;
  lastTo = to;
  lastFound = null;
  // Lower-cased once, so the patterns run without `i` (faster); a position may drift by a character where lower case is longer.
  const written = text.slice(from, to);
  const flat = readable(written.toLowerCase());
  // A unit that narrates an attack holds no finding whatever its cues: one test before they are read — unless it orders a
  // command run, which the call rules judge whatever the unit (their count per text is bounded: commands.ts MAX_COMMANDS).
  const narrated = NARRATED.test(flat);
  // Both readings: lower case can lengthen a command (`İ` is two code units lower-cased) past the order's shortest.
  if (narrated && !ordersAnyCommand(readable(written)) && !ordersAnyCommand(flat)) return null;
  const cues = cuesOf(flat);
  // A command is read as written (its case matters), with the same breaks and fields as the unit.
  if (cues.order < 0 && cues.weight >= 2) cues.order = commandOrder(readable(written), cues.address, cues.override);
  if (cues.order < 0 || narrated || isWorkflowUnit(flat, cues.address)) return null;
  // Positions in a record read whole, or with its breaks read, are not the text's: the finding starts at the trigger there.
  const addressed = cues.address >= 0 ? cues.address : cues.role;
  const at = flat.length !== written.length ? -1 : from + Math.max(0, addressed >= 0 ? addressed : cues.override);
  lastFound = { code: addressed >= 0 ? 'injection_role' : 'injection_override', at };
  return placed(lastFound, start);
}
