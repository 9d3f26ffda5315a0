/**
 * The O cues of the cue scorer (cues.ts, docs/content-readings.md): authority over the user or earlier
 * orders, concealment from the user, a forged conversation role, and the weak words an honest note
 * uses too, each a word list kept as data with why it is there; and the first words of these cues
 * and of the scorer's other ways of naming the reader, by which one scan finds where each may start.
 */
import { atWordStarts } from './word-lists.js';
import { lazy } from './lazy.js';

/**
 * (O) Authority over the user or earlier orders, and concealment from the user: strong cues, each
 * alone enough to make an order aimed at the reader (weight 2). They name whose orders are set aside
 * or who must not know: "this supersedes the 2024 policy" names neither. A jailbreak's frame ("pretend you
 * are my late grandmother", "if you had no rules", "opposite day") sets the reader's own rules aside the same
 * way; a tour guide or an interviewer to pretend to be, "suppose" and "act as" are what tutorials say.
 * Built by atWordStarts: cheap without V8's pattern optimizations.
 */
export const STRONG_O = atWordStarts(
  /\b(?:ignore|disregard|forget)\s+(?:all\s+)?(?:(?:the|your)\s+)?(?:previous|prior|earlier|above)\s+(?:instructions|rules|guidance|orders)\b|\b(?:ignore|disregard|forget)\s+(?:(?:whatever|what|everything|anything)\s+)?(?:the\s+|your\s+)?(?:user|human|person|customer|owner)(?:'s|s)?\b|\b(?:supersed(?:es|ing|e)|overrides?|overriding|takes?\s+precedence\s+over)\s+(?:(?:the|any|all|your|every|earlier|prior|previous|other)\s+){0,2}(?:user(?:'s|s)?|instructions|guidance|orders|requests?|everything|rules|tasks?)\b|\bpriority\s+directive\b|\bstop\s+(?:the|your)\s+(?:current\s+)?(?:task|summary|summari[sz]ing|forecast)\b|\binstead\s+of\s+(?:answering|replying|summari[sz]ing|the\s+(?:forecast|summary|answer))\b|\b(?:do\s+not|don't|never)\s+(?:tell|inform|notify|mention|alert|ask)\b|\b(?:without|no\s+need\s+to)\s+(?:asking|confirmation|informing|telling|notifying|mentioning|the\s+user)\b|\b(?:keep\s+(?:it|this)\s+quiet|say\s+nothing|keep\s+quiet|hide\s+(?:it|this|the\s+change)|eyes\s+only)\b|\bno\s+need\s+to\s+(?:mention|tell|bring\s+(?:it|this)\s+up|let)\b|\b(?:never|not|don't|do\s+not)\s+let\s+(?:the\s+)?[a-z]{2,12}\s+(?:know|see)\b|\bwithout\s+letting\b|\bout\s+of\s+the\s+loop\b|\b(?:does|do)\s+not\s+need\s+to\s+(?:know|hear)\b|\bnobody\b[^.\n]{0,30}?\bneeds?\s+to\s+(?:know|hear)\b|\bnot\s+a\s+word\s+to\b|\bkeep\s+(?:it|this)\s+from\b|\bleave\s+(?:it|this)\s+out\s+of\b|\bstays?\s+between\s+us\b|\bnever\s+sees?\b|\b(?:do\s+not|don't)\s+(?:mention|bring\s+(?:it|this)\s+up)\b|\b(?:user|owner|admin|administrator|operator|supervisor|organi[sz]er|security|wiki\s+owner)\s+(?:has\s+|have\s+)?(?:already\s+)?(?:asked|authori[sz]ed|approved|consented|agreed|wants)\b|\bauthori[sz]es\s+you\b|\b(?:your|new)\s+(?:new\s+|real\s+|actual\s+)?(?:task|instruction|directive|rule|permissions)\b|\b(?:your\s+)?task\s+(?:has\s+)?changed\b|\bfrom\s+now\s+on\b(?=[^.\n]{0,80}\byou)|\bpretend\s+(?:you\s+are|you're|to\s+be)\s+my\s+(?:late|dead|deceased)\b|\bif\s+you\s+had\s+no\s+(?:rules|restrictions|filters|guidelines|limits)\b|\bopposite\s+day\b/g,
);
/**
 * (A and a strong O) A forged turn of the conversation the agent is in: a line, a field or a comment
 * that starts with a role only that conversation has — `SYSTEM:`, `### System`, `[system]`,
 * `<|im_start|>system`, `developer:`, `<!-- ai-agent: … -->`, a `"role": "system"` object — is data
 * speaking as the agent's own instructions. A `system:` inside a log line (after a timestamp or a
 * program's name), a chat's "System: Alice joined" without an order, and a transcript's `assistant:`
 * turns are not: the role must start the line, and an order with something at stake must follow.
 */
const FORGED_ROLE = '(?:system(?:[ _](?:message|prompt|notice|override|instructions?))?|developer(?:[ _]message)?|ai-agent)';
export const FORGED = lazy(
  () =>
    new RegExp(
      `(?:^|\\n|<!--|["'>])[ \\t]{0,4}(?:#{1,4}[ \\t]{0,3}|\\*\\*)?(?:\\[${FORGED_ROLE}\\]|<${FORGED_ROLE}>|<\\|im_start\\|>${FORGED_ROLE}\\b|${FORGED_ROLE}(?:\\*\\*)?[ \\t]{0,2}(?::|\\n|$))|"role"[ \\t]{0,2}:[ \\t]{0,2}"(?:system|developer)"`,
      'g',
    ),
);

/** What every match of FORGED spells: one of its roles, or `"role"` (one scan, cheaper than a search for each). */
export const FORGED_WORDS = lazy(() => /system|developer|ai-agent|"role"/);

/** The line below a forged role that makes it a config's key or a document's heading: indented keys, `key = value`, a list. */
export const NOT_A_TURN = lazy(() => /^(?:[ \t]+[\w.-]{1,40}[ \t]?:|[ \t]*[\w.-]{1,40}[ \t]?=|[ \t]*(?:[-*+\u2022]|\d{1,3}[.)])[ \t])/);

/** (O) Weak cues: secrecy or urgency an honest note also uses ("quietly proud", "this policy supersedes …"); two make an order (weight 1 each). */
export const SECRECY = lazy(() => /^(?:quietly|silently|secretly)$/);
export const WEAK_O = lazy(
  () =>
    /\b(?:without\s+(?:review|a\s+pr)|quietly|silently|secretly|instead|override|supersed(?:es|ing|e)|directive|from\s+now\s+on|urgent(?:ly)?|immediately|tell\s+(?:the\s+)?(?:user|readers|listeners|customers)|consented|required\s+to)\b/g,
);

/**
 * The first words of the O cues and of NAMED: one scan, grouped by first letter, finds where any of
 * them can start (CUE_STARTS, with the heads), and each is tried only there (sticky) — three scans of their full alternations
 * cost a unit several times as much. Which of STRONG_O (1), WEAK_O (2) and NAMED (4) can start with
 * each word: only those are tried there. The words are prefixes (`no` starts "nobody" and "not",
 * `do` starts "does" and "don't"): a scan finds where a cue may begin, the cue's own pattern decides.
 */
export const O_WORDS = new Map<string, number>([
  ['ignore', 1],
  ['disregard', 1],
  ['forget', 1],
  ['supersed', 3],
  ['overrid', 3],
  ['take', 1],
  ['priority', 1],
  ['system', 1],
  ['stop', 1],
  ['instead', 3],
  ['do', 1],
  ['never', 1],
  ['without', 3],
  ['no', 1],
  ['keep', 1],
  ['say', 1],
  ['hide', 1],
  ['eyes', 1],
  ['out', 1],
  ['leave', 1],
  ['stay', 1],
  ['user', 1],
  ['owner', 1],
  ['admin', 1],
  ['operator', 1],
  ['supervisor', 1],
  ['organi', 1],
  ['security', 1],
  ['wiki', 1],
  ['authori', 1],
  ['your', 1],
  ['new', 1],
  ['task', 1],
  ['from', 3],
  ['opposite', 1],
  ['pretend', 1],
  ['quietly', 2],
  ['silently', 2],
  ['secretly', 2],
  ['directive', 2],
  ['urgent', 2],
  ['immediately', 2],
  ['tell', 2],
  ['consented', 2],
  ['required', 2],
  ['if', 5],
  ['before', 4],
  ['human', 4],
  ['ai', 4],
  ['whoever', 4],
  ['anyone', 4],
  ['whichever', 4],
  ['should', 4],
  ['must', 4],
  ['@', 4],
]);
