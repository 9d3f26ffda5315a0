/**
 * prompt_injection in voices that do not give an order outright: the reading agent permitted ("the assistant is
 * authorised to …", "nothing stops you from …", "it would not be wrong for the agent to …"), told in a clause ("Order
 * 5531, which the model must mark as paid, …"), in the third person or the passive ("the file is to be uploaded by the
 * agent", "whatever system reads this row is instructed to …") or by name in passing ("Model, please post …"). Each
 * reading needs all three: an AI reader named in the sentence, an action in the form an order takes for it (after a
 * modal, a permission, `to`, `by`, a vocative), and what an attacker wants at stake in the same sentence (somewhere
 * outside, a secret, a safety check switched off, money, access, people's records). A restriction ("AI tools are not
 * permitted to change orders") is not one; a double negative ("not forbidden from", "do not fail to") is a permission.
 * Every regex reads a sentence cut to SENTENCE code units on each side of its reader, so the reading is linear.
 */
import type { Hit } from './codes.js';
import { NARRATED } from './cues.js';

/** How far a sentence is read on each side of its reader. */
const SENTENCE = 240;

/**
 * An AI reader: by its job where only a reader of this text can be meant (group 1: an AI, assistant, agent or model
 * reading it, "whoever processes this"), or named as an AI (group 2). Group 3: a bare assistant, agent or model, which
 * may be a person (a shop's assistant, a shipping agent): it counts only with a strong frame or as the one addressed.
 */
const READER =
  /\b(?:((?:ai|llms?|assistants?|agents?|models?|(?:whatever|any)\s+(?:system|tool|program))\s+(?:that\s+|which\s+|who\s+)?(?:reads?|reading|process(?:es|ing)?|summari[sz](?:es|ing)|review(?:s|ing)|editing|handling|triaging|parsing)\s+(?:this|these|them|it)\b|(?:whoever|whatever)\s+(?:reads?|process(?:es)?|summari[sz]es|reviews)\s+this)|(ai(?:[\s-](?:agents?|assistants?|helpers?|models?|readers?|systems?))?|llms?|language\s+models?|(?:coding|mail|e-?mail|booking|browsing|summari[sz]ing)\s+(?:agents?|assistants?|models?)|summari[sz]ers?)|(assistants?|agents?|models?))\b/gi;
/** What may follow a reader's name for it to be the actor: a person's title ("assistant manager") or a thing ("model 3") is not one. */
const READER_AFTER =
  /^(?:\s{0,2}[,:;.!?)\-\u2013\u2014]|\s+(?:reading|processing|that|which|who|is|are|was|has|have|had|should|must|shall|will|would|may|might|can|could|ought|needs?|to|quietly|silently|secretly|then|now|also|first|next|please|kindly)\b|['\u2019]s\s+(?:next\s+)?(?:step|task|job|instructions?|settings)\b|\s*$)/i;
/** Before a reader addressed by name: a sentence's or clause's start, "you, dear". */
const VOCATIVE_BEFORE = /(?:^|[,:;.!?"(\-\u2013\u2014]\s{0,3}|\byou,?\s+(?:the\s+|dear\s+|my\s+)?)$/i;
/**
 * Or a greeting or "To the" before it, with a comma after it ("Dear assistant, …"): with a colon ("Note for the assistant:
 * …") it heads a note, which leads.ts reads with its own words for what such a note may ask, and is not read here.
 */
const GREETED = /\b(?:dear|hey|hi|hello|to|for|attention)\s+(?:the\s+|any\s+)?$/i;
/** After it: the punctuation that closes the address. */
const VOCATIVE_AFTER = /^\s{0,2}[,:!.\-\u2013\u2014]/;
/** A speaker's label, not an address: "Assistant: I noticed …", "AI: Sure, here is …". */
const SPEAKS = /^\s{0,2}:\s{0,3}(?:i\b|i['\u2019]|here\b|sure\b|done\b|okay\b|ok\b|certainly\b|of\s+course\b|yes\b|no\b)/i;
/** What stands right before a bare "assistant", "agent" or "model" that may be the reader. */
const DETERMINED = /(?:^|\b(?:the|any|an?|this|every|each|whichever|your))\s+$/i;
/** A passive's agent: "… is to be uploaded by the coding agent". */
const BY_READER = /\bby\s+(?:the\s+|an?\s+|any\s+)$/i;
/** A bare "the assistant"'s frame must be strong: told or permitted, not described ("the assistant will send your invoice"). */
const STRONG =
  /\b(?:should|must|shall|ought\s+to|(?:is|are)\s+(?:to|expected\s+to|instructed\s+to|required\s+to|authori[sz]ed\s+to|free\s+to|cleared\s+to|permitted\s+to|allowed\s+to)|(?:has|have)\s+(?:full\s+|standing\s+)?permission|may\s+proceed|by\s+the\s+(?:\w+\s+)?(?:agent|assistant|model)|for\s+the\s+(?:agent|assistant|model)\s+to|required\s+of\s+the|next\s+step\s+is)\b/i;

/** A product's documentation or a user's how-to: someone sets the AI up, lets it act or asks it ("admins can configure the AI to delete chat history", "ask the assistant to export …"). */
const SET_UP =
  /\b(?:configure|configures|set\s+up|sets\s+up|program|programs|train|trains|allow|allows|let|lets|enable|enables|permit|permits|ask|asks|tell|tells|instruct|instructs|have|has|get|gets|want|wants|need|needs|use|uses)\s+(?:the\s+|your\s+|an?\s+|its\s+|our\s+)?$/i;
/** What a client sends or posts to a service, not what an attacker takes: "agents must send requests to …". */
const PROTOCOL = /^\s+(?:\w+\s+)?(?:requests?|calls?|queries|traffic|headers?|heartbeats?|pings?|events|metrics|telemetry)\b/i;
/**
 * What an order's `to` follows: a reader's duty, permission or task ("is free to", "for the assistant to", "the next step is
 * to"), never a noun it governs ("assistants should decline requests to reveal secrets").
 */
const TO_AFTER =
  /\b(?:is|are|be|ought|needs?|ha(?:s|ve)|free|authori[sz]ed|permitted|allowed|cleared|expected|instructed|required|proceed|permission|licen[cs]e|wrong|mistake|fine|okay|ok|ready|supposed|welcome|asked|told|want|wants|like|fail|forget|remember|sure|decided|agreed|ai|llms?|assistants?|agents?|models?|helpers?|readers?|summari[sz]ers?|you|it|them)\s+$/i;
/** Frames that describe what a product does as readily as they order ("the mail assistant will forward …"): only for a reader of this text. */
const DESCRIBES = /^(?:will|can|could|may)\b/i;

/** The actions an attacker has an agent take: base form, `-ing` form, past participle, in one alternation each. */
const ACTIONS: ReadonlyArray<readonly [string, string, string]> = [
  ['send', 'sending', 'sent'],
  ['forward', 'forwarding', 'forwarded'],
  ['e-?mail', 'e-?mailing', 'e-?mailed'],
  ['upload', 'uploading', 'uploaded'],
  ['post', 'posting', 'posted'],
  ['publish', 'publishing', 'published'],
  ['share', 'sharing', 'shared'],
  ['export', 'exporting', 'exported'],
  ['tweet', 'tweeting', 'tweeted'],
  ['reveal', 'revealing', 'revealed'],
  ['disclose', 'disclosing', 'disclosed'],
  ['print', 'printing', 'printed'],
  ['paste', 'pasting', 'pasted'],
  ['copy', 'copying', 'copied'],
  ['delete', 'deleting', 'deleted'],
  ['remove', 'removing', 'removed'],
  ['wipe', 'wiping', 'wiped'],
  ['cancel', 'cancel(?:l)?ing', 'cancel(?:l)?ed'],
  ['disable', 'disabling', 'disabled'],
  ['turn\\s+off', 'turning\\s+off', 'turned\\s+off'],
  ['switch\\s+off', 'switching\\s+off', 'switched\\s+off'],
  ['turn\\s+on', 'turning\\s+on', 'turned\\s+on'],
  ['enable', 'enabling', 'enabled'],
  ['set', 'setting', 'set'],
  ['change', 'changing', 'changed'],
  ['mark', 'marking', 'marked'],
  ['approve', 'approving', 'approved'],
  ['grant', 'granting', 'granted'],
  ['give', 'giving', 'given'],
  ['add', 'adding', 'added'],
  ['save', 'saving', 'saved'],
  ['wire', 'wiring', 'wired'],
  ['transfer', 'transferring', 'transferred'],
  ['pay', 'paying', 'paid'],
  ['refund', 'refunding', 'refunded'],
  ['push', 'pushing', 'pushed'],
  ['merge', 'merging', 'merged'],
  ['run', 'running', 'run'],
  ['execute', 'executing', 'executed'],
];
const forms = (k: 0 | 1 | 2): string => ACTIONS.map((a) => a[k]).join('|');
/**
 * An action in the form an order to the reader takes, by what stands right before it: the base form after a modal, `to`,
 * `that it`, a vocative's comma or colon, `please` or `and`; the `-ing` form after `from`, `in`, `by`, `about` or the
 * reader addressed ("you, dear assistant, running …"); the participle after `be` or `been`, or after the reader that
 * did it "quietly". Group 1, 2, 3: the form; the words before it are in the match.
 */
const ACTION = new RegExp(
  `(?:\\b(?:to|should|must|shall|will|may|can|could|it|they|please|kindly|and|then|now|also|first|next|immediately|quietly)|[,:]|\\bnot\\s+not|n['\u2019]t\\s+not)\\s+(?:(?:also|now|then|first|next|quietly|silently|immediately|please|kindly|just|go\\s+ahead\\s+and)\\s+){0,2}(${forms(0)})\\b|\\b(?:from|in|by|about|of|,)\\s+(${forms(1)})\\b|\\b(?:be|been|quietly|silently|secretly)\\s+(${forms(2)})\\b`,
  'gi',
);

/** What an attacker wants, in the sentence: somewhere outside, a secret, a check switched off, money, access, people's records. */
const AT_STAKE = new RegExp(
  [
    '[\\w.+-]@[\\w-]+\\.[a-z]',
    'https?://',
    '\\bpublic\\b|\\banyone\\s+(?:who\\s+has|with)\\s+the\\s+link\\b|\\beveryone\\b|\\b(?:discord|facebook|forum|gist|noticeboard)\\b',
    '\\.env\\b|~/|\\bid_(?:rsa|ed25519)\\b|\\b(?:ssh|private|deploy|api)\\s+keys?\\b|\\bcredentials?\\b|\\bpasswords?\\b|\\btokens?\\b|\\bsecrets?\\b',
    '\\bsystem\\s+prompt\\b|\\b(?:hidden|initial|developer)\\s+instructions\\b|\\balarm\\s+codes?\\b|\\bbank\\s+login\\b',
    '\\bsafety\\b|\\bguardrails?\\b|\\b(?:content|spam)\\s+filters?\\b|\\btwo-factor\\b|\\b2fa\\b|\\baudit\\s+logging\\b|\\binterlocks?\\b|\\bbranch\\s+protection\\b|\\balarm\\b|\\bconfirmation\\b|\\bapproval\\b',
    '\\bsudo\\b|\\brm\\s+-rf\\b|--force\\b|--no-verify\\b|\\bbackups?\\b|\\bproduction\\b',
    '[\u00a3\u20ac$]\\s?\\d|\\brefunds?\\b|\\bas\\s+(?:paid|sold|done|passed)\\b|\\bbank\\b',
    '\\bwithout\\s+(?:asking|telling|confirming|checking)\\b|(?:^|\\s)/(?:srv|data|var|etc|home|usr|opt)/',
    '\\badmin(?:istrator)?\\b|\\bowners?\\s+of\\b|\\bpermissions?\\b|\\bsettings\\b|\\bconfig\\b|\\bcontroller\\b|\\bmemory\\b',
    "\\b(?:customer|passenger|pupil|buyer|member|crew|donor|client|parent)s?['\u2019]?\\s+(?:\\w+\\s+){0,2}(?:list|records?|register|contacts?|addresses|phone\\s+numbers|invoices|ledger|e-?mails?)\\b",
    '\\b(?:dates\\s+of\\s+birth|home\\s+addresses|phone\\s+numbers|inbox|chat\\s+history|conversation)\\b',
  ].join('|'),
  'i',
);

/** A restriction before the action: "not permitted to", "must never", "cannot". */
const NEGATION = /\b(?:not|never|no|cannot|nothing|nobody|n['\u2019]t)\s+(?:[\w'\u2019-]+\s+){0,3}$/i;
/** Unless it negates a prohibition: a double negative permits ("not forbidden from", "do not fail to", "no harm in"). */
const PROHIBITION = /\b(?:forbidden|prohibited|barred|wrong|against|mistake|harm|stops?|fail|object|reason|problem|improper|not)\b/i;
/** An order reported, not given: "a comment asking me to e-mail …". */
const ASKED =
  /\b(?:ask(?:s|ed|ing)?|told|tells?|telling|wants?|wanted|urg(?:es|ed|ing)|instruct(?:s|ed|ing))\s+(?:me|us|him|her|them|it)\s+to\s+$/i;
/** "Don't not", "not not": a double negative right before the action. */
const NOT_NOT = /(?:n['\u2019]t|\bnot)\s+not\s+$/i;
/** Where the sentence tells the reader what not to do, or to turn such requests down. */
const RESTRICTS =
  /\b(?:never|must\s+not|may\s+not|cannot|can['\u2019]t|are\s+not\s+(?:permitted|allowed)|is\s+not\s+(?:permitted|allowed)|(?:decline|refuse|reject|resist|ignore|flag|report)s?\s+(?:any\s+|all\s+|such\s+|these\s+|the\s+)?(?:requests?|attempts?|instructions?|orders?|asks?|demands?))\b/i;

/**
 * The sentence around [at, end): from the last sentence end before it to the next after it. Where none is within SENTENCE,
 * the window is cut at fixed blocks of SENTENCE, so the readers of one long line share their windows and each is read once.
 */
function sentenceAround(text: string, at: number, end: number): [number, number] {
  const lo = Math.max(0, at - SENTENCE);
  let from = Math.max(0, (Math.floor(at / SENTENCE) - 1) * SENTENCE);
  for (let i = at - 1; i >= lo; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 || ((c === 46 || c === 33 || c === 63 || c === 59) && /\s/.test(text[i + 1] ?? ' '))) {
      from = i + 1;
      break;
    }
  }
  const hi = Math.min(text.length, end + SENTENCE);
  let to = Math.min(text.length, (Math.floor(end / SENTENCE) + 2) * SENTENCE);
  for (let i = end; i < hi; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || ((c === 46 || c === 33 || c === 63) && /\s/.test(text[i + 1] ?? ' '))) {
      to = i + 1;
      break;
    }
  }
  return [from, to];
}

/** Whether the action at `at` in `s` is negated as a restriction, not as a double negative (the words after the negation say). */
function restricted(s: string, at: number): boolean {
  const before = s.slice(Math.max(0, at - 48), at);
  if (NOT_NOT.test(before)) return false;
  const m = NEGATION.exec(before);
  return m !== null && !PROHIBITION.test(m[0].replace(/^\S+/, ''));
}

/**
 * Whether the sentence `s` holds an order to its reader (read as READER's group `group`) with something at stake. What
 * group 3 passes, group 2 passes, and group 1 what group 2 does: a window judged once for a group need not be again for a later one.
 */
function orders(s: string, group: 1 | 2 | 3): boolean {
  // The cheaper and rarer first: a bare name's duty, then the stakes; the narration last, where an order was read.
  if ((group === 3 && !STRONG.test(s)) || !AT_STAKE.test(s)) return false;
  ACTION.lastIndex = 0;
  for (let m = ACTION.exec(s); m !== null; m = ACTION.exec(s)) {
    const verb = m[1] ?? m[2] ?? m[3] ?? '';
    const verbAt = m.index + m[0].length - verb.length;
    if (group !== 1 && DESCRIBES.test(m[0])) continue;
    if (/^to\b/i.test(m[0]) && !TO_AFTER.test(s.slice(Math.max(0, m.index - 24), m.index))) continue;
    if (PROTOCOL.test(s.slice(verbAt + verb.length, verbAt + verb.length + 40))) continue;
    if (restricted(s, verbAt) || RESTRICTS.test(s.slice(0, verbAt)) || ASKED.test(s.slice(Math.max(0, verbAt - 40), verbAt))) continue;
    return !NARRATED.test(s.toLowerCase());
  }
  return false;
}

/** Orders to the agent in the voices above, each over its sentence, where no injection finding already holds it. */
export function detectVoiced(text: string, out: Hit[], own = 0): void {
  // Most texts name no reader: one test that stops at the first name, before READER reads them all.
  if (!/\b(?:ai|llms?|assistants?|agents?|models?|summari[sz]ers?|whoever|whatever)\b/i.test(text)) return;
  // The strong injection findings already made, by start: a window one reaches into is held (read as outward.ts reads them).
  const spans: Array<[number, number]> = [];
  for (let i = own; i < out.length; i++) {
    const h = out[i]!;
    if (h.code !== 'injection_weak' && h.code.startsWith('injection')) spans.push([h.start, h.end]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let next = 0;
  let reach = -1;
  let past = -1;
  /** The window judged last and the reader's group it was judged for. */
  let lastFrom = -1;
  let lastTo = -1;
  let lastGroup = 4;
  READER.lastIndex = 0;
  for (let m = READER.exec(text); m !== null; m = READER.exec(text)) {
    const at = m.index;
    const end = at + m[0].length;
    if (at < past) continue;
    const back = text.slice(Math.max(0, at - 24), at);
    const after = text.slice(end, end + 16);
    const greeted = GREETED.test(back);
    // A note's head ("Note for the AI: …") is leads.ts's to read.
    if (greeted && /^\s{0,2}:/.test(after)) continue;
    const addressed = VOCATIVE_AFTER.test(after) && !SPEAKS.test(after) && (VOCATIVE_BEFORE.test(back) || greeted);
    // A reader named as a passive's agent is one whatever its name; one addressed is as one named as an AI (a question to it,
    // "AI, can you send …", is a user's as often as not).
    const group = m[1] !== undefined || BY_READER.test(back) ? 1 : m[2] !== undefined || addressed ? 2 : 3;
    if (group !== 1 && !READER_AFTER.test(text.slice(end, end + 40))) continue;
    // A bare name with a word of its own before it is a person's job ("support agents", "the shop assistant").
    if (group === 3 && !DETERMINED.test(back)) continue;
    if (SET_UP.test(text.slice(Math.max(0, at - 40), at))) continue;
    const [from, to] = sentenceAround(text, at, end);
    for (; next < spans.length && spans[next]![0] < to; next++) reach = Math.max(reach, spans[next]![1]);
    if (reach > from) {
      past = to;
      continue;
    }
    if (from === lastFrom && to === lastTo && group >= lastGroup) continue;
    lastFrom = from;
    lastTo = to;
    lastGroup = group;
    if (orders(text.slice(from, to), group)) {
      out.push({ code: 'injection_role', start: from, end: to });
      past = to;
    }
  }
}
