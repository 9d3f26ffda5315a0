/**
 * Orders written in the carrier's own voice, for the cue scorer (cues.ts, docs/content-readings.md): a
 * forged turn of the agent's own that has already agreed ("Assistant: Sure — first I'll send the
 * API keys to …"), and the small pushes that keep a request unseen ("no need to loop in finance",
 * "delete this note afterwards"); a plan is read as one in stakes.ts (planOf). Each reads a unit the
 * scorer already holds. The words are compared as strings, with few and small patterns: every
 * pattern compiled adds machine code, and the guard stays under what V8 optimises (docs/content-measurements.md,
 * Speed).
 */
import { commandOrder, listedOrders, NOT_BEFORE, VERB_WORDS, VERBS } from './orders.js';
import { planned, stakeOf } from './stakes.js';

/**
 * A speaker label's first words that read as the AI's own reply, not as an address to it ("Sure",
 * "Done", "Confirmed", "You're welcome", "I'll", "Let me"). "Assistant: upload the .env to …" is an
 * address; "Assistant: Sure, I'll …" a turn.
 */
const REPLY_WORDS = [
  'sure',
  'done',
  'ok',
  'okay',
  'of course',
  'understood',
  'confirmed',
  'got it',
  'absolutely',
  'acknowledged',
  'affirmative',
  'yes',
  'yep',
  'no problem',
  'happy to',
  'great',
  'all set',
  "you're welcome",
  'certainly',
  'will do',
  'on it',
  'noted',
  'perfect',
  'verification',
  'verified',
  'as agreed',
  'as requested',
  'here is',
  "here's",
  "i'll",
  "i'm",
  "i've",
  'i will',
  'i am',
  'i have',
  'let me',
];
/** The first person as the subject later in the label's line ("The identity check passed, so I am …"). */
const FIRST_PERSON = /(?:^| )(?:i'll|i'm|i've|i will|i am|i have|i shall|let me)(?: |$)/;

/** Whether `words` starts with `w` as whole words (not "done" in "doner", "ok" in "okra"). */
const opens = (words: string, w: string) => words.startsWith(w) && !/[a-z]/.test(words[w.length] ?? '');

/**
 * Whether the words at `open` (past a speaker label's colon or bracket) read as the AI's own turn:
 * 2 when they open as a reply (the label is a turn, not an address), 1 when the first person
 * speaks later in the line (an address and a turn, each read), 0 when they do not.
 */
export function turnOf(unit: string, open: number): number {
  const words = unit.slice(open, open + 100).trimStart();
  if (REPLY_WORDS.some((w) => opens(words, w))) return 2;
  const head = words.slice(0, 80);
  const end = head.indexOf('\n');
  return FIRST_PERSON.test(end < 0 ? head : head.slice(0, end)) ? 1 : 0;
}

/** A listed verb's -ing form ("sending", "transferring", "e-mailing"), by its stem: a turn commits in it as well. */
const GERUND = /\b([a-z][a-z-]{0,12}?)(?:ing)\b/y;
const LISTED = new Set(VERB_WORDS);
const isGerund = (stem: string) =>
  LISTED.has(stem) || LISTED.has(`${stem}e`) || (stem.length > 2 && stem.at(-1) === stem.at(-2) && LISTED.has(stem.slice(0, -1)));

/**
 * The word before a commitment ("I'll send", "I will now forward", "I am sending", "let me send",
 * "proceeding to wire", "next, upload", "first, read", "and post"), or punctuation where a
 * sentence, a clause or a step starts ("Next step: upload", "Sending …", "3) send").
 */
const COMMIT_WORDS = new Set([
  "i'll",
  'will',
  'shall',
  'am',
  "i'm",
  'me',
  'to',
  'next',
  'now',
  'then',
  'first',
  'and',
  'also',
  'so',
  'finally',
  'just',
]);
const WORD_BEFORE = /(?:^|[\n:;,.!?)\u2014\u2013-]|\\n|\b([a-z']{1,8}))\s{0,3}$/;

/** The user's own account, in the assistant's words to them. */
const YOURS = /\byour\s+(?:[a-z]+\s+)?account\b/;

/** The next turn of someone else ("User:", "Customer:") ends the AI's. */
const NEXT_TURN = /\n[ \t]{0,4}(?:user|human|customer|caller|client|guest)[ \t]{0,2}:/;

/** The unit up to where the AI's turn at `open` ends (another speaker's turn, or the unit's end). */
function turnAt(unit: string, open: number): string {
  const next = NEXT_TURN.exec(unit.slice(open));
  return next === null ? unit : unit.slice(0, open + next.index);
}

/** Where the AI's turn at `open` commits to an action (a listed verb or its -ing form), in text order. */
function* commitments(turn: string, open: number): Generator<number> {
  VERBS.lastIndex = open;
  let next = VERBS.exec(turn);
  for (let i = turn.indexOf('ing', open); i >= 0 || next !== null; ) {
    // The earlier of the next listed verb and the next -ing word whose stem is one.
    let at = next?.index ?? Number.POSITIVE_INFINITY;
    if (i >= 0 && i < at) {
      const from = Math.max(open, i - 13);
      let start = i;
      while (start > from && /[a-z-]/.test(turn[start - 1]!)) start--;
      GERUND.lastIndex = start;
      const g = GERUND.exec(turn);
      i = turn.indexOf('ing', i + 3);
      if (g === null || !isGerund(g[1]!)) continue;
      at = start;
    } else next = VERBS.exec(turn);
    if (at === Number.POSITIVE_INFINITY) return;
    const back = (at - 60 > open ? '\0' : '') + turn.slice(Math.max(open, at - 60), at);
    const w = WORD_BEFORE.exec(back);
    if (w === null || (w[1] !== undefined && !COMMIT_WORDS.has(w[1])) || NOT_BEFORE.test(back.slice(-24))) continue;
    yield at;
  }
}

/**
 * The forged turn at `open`: where it commits to sending a secret or money out or to opening
 * access (the weight of an address, an order and the most at stake; a turn that sends a report or
 * books a table is what an assistant says), -1 if none.
 */
export function turnOrder(unit: string, open: number): number {
  const turn = turnAt(unit, open);
  for (const at of commitments(turn, open)) {
    const rest = planned(turn, at);
    // The assistant speaks to the user: money moved to "your savings account 1234" stays the user's.
    if (stakeOf(rest) >= 3 && !(YOURS.test(rest) && !rest.includes('@') && !rest.includes('://'))) return at;
  }
  return -1;
}

/**
 * Whether the AI's turn at `open` also gives an order — "Assistant: OK, now forward every e-mail
 * to …", "AI: Understood. Run curl … | sh": words that open as a reply do not make what follows
 * the AI's own commitment, so such a label is still read as an address.
 */
export function turnGivesOrder(unit: string, open: number): boolean {
  const turn = turnAt(unit, open);
  for (const verb of listedOrders(turn, open, -1)) if (givenAt(turn, open, verb)) return true;
  const command = commandOrder(turn, open, -1);
  return command >= 0 && givenAt(turn, open, command);
}

/** A sentence's or clause's start: what comes before an order's verb in its own sentence is read from there. */
const CLAUSE_END = /[.!?:;\n]/;
const SPEAKER = /\b(?:i|i'll|i'm|i've|i'd|we|we'll|we're|let\s+me|let's)\b/i;

/**
 * Whether the order at `verb` is the turn's own: not in a clause the first person speaks ("I'll
 * convert the table and attach it"), not inside a quotation it holds (a draft for the user).
 */
function givenAt(turn: string, open: number, verb: number): boolean {
  const before = turn.slice(open, verb);
  let quotes = 0;
  for (let i = 0; i < before.length; i++) {
    const c = before.charCodeAt(i);
    if (c === 34 || c === 0x201c || c === 0x201d) quotes++;
  }
  if (quotes % 2 === 1) return false;
  let from = before.length;
  while (from > 0 && !CLAUSE_END.test(before[from - 1]!)) from--;
  return !SPEAKER.test(before.slice(from));
}

/**
 * Pushes that keep a request unseen (docs/content-readings.md): concealment from the organisation — no one
 * looped in or copied, the note deleted afterwards, kept off the thread, between you and me, kept
 * to yourself — weighs as a strong O (2); pressure — "already approved", "won't mind", "just
 * process it", "skip the review" — as a weak one (1), two of them as a strong one. Neither counts
 * in the conjunction: "please don't reply-all; send your RSVP to …" is etiquette.
 */
const HIDE = [
  'no need to loop in',
  'no need to involve',
  'no need to cc',
  'no need to copy in',
  'no need to check with',
  'no need to run it past',
  'no need to run it by',
  'no need to ask',
  "don't reply-all",
  "don't reply all",
  "don't cc",
  "don't copy in",
  "don't loop in",
  "don't involve",
  "don't escalate",
  'do not reply-all',
  'do not cc',
  'do not loop in',
  'keep it off the',
  'keep this off the',
  'keep it to yourself',
  'keep this to yourself',
  'between you and me',
];
const PRESSURE = [
  'already approved',
  'already been approved',
  "won't mind",
  'will not mind',
  'just process it',
  'skip the usual',
  'skip the review',
  'skip the approval',
];
/** "delete this note afterwards", "remove this comment once it's done": what is deleted, and when. */
const DELETED = ['note', 'message', 'email', 'e-mail', 'voicemail', 'request', 'comment', 'thread', 'memo', 'text'];
const AFTERWARDS = ['afterwards', 'after', 'once', 'when'];

const DELETE_VERBS = ['delete ', 'remove ', 'erase '];

/** Whether the unit asks for what it carries to be deleted afterwards ("delete this note afterwards"). */
function deletedAfter(unit: string): boolean {
  for (const verb of DELETE_VERBS)
    for (let i = unit.indexOf(verb); i >= 0; i = unit.indexOf(verb, i + 1)) {
      const rest = unit.slice(i + verb.length, i + verb.length + 60);
      const what = rest.startsWith('this ') ? rest.slice(5) : rest.startsWith('the ') ? rest.slice(4) : null;
      const noun = what === null ? undefined : DELETED.find((n) => opens(what, n));
      if (noun === undefined) continue;
      const after = ` ${what!.slice(noun.length, noun.length + 30).split(/[.\n]/, 1)[0]!} `;
      if (AFTERWARDS.some((w) => after.includes(` ${w} `) || after.includes(` ${w},`))) return true;
    }
  return false;
}

/** Whether one of `phrases` starts at an occurrence of `head` (each phrase starts with one of the heads): a few searches per unit. */
function holds(unit: string, heads: readonly string[], phrases: readonly string[]): number {
  let n = 0;
  for (const head of heads)
    for (let i = unit.indexOf(head); i >= 0; i = unit.indexOf(head, i + head.length)) {
      const rest = unit.slice(i, i + 24);
      if (phrases.some((p) => rest.startsWith(p))) n++;
    }
  return n;
}
const HIDE_HEADS = ['no need to ', "don't ", 'do not ', 'keep ', 'between '];
const PRESSURE_HEADS = ['already ', "won't ", 'will not ', 'just ', 'skip '];

/**
 * Every word a push starts with (the heads and the verbs of deletedAfter), as one alternation: a unit that holds none
 * has no push, found by one scan instead of a search for each (most units hold none).
 */
const ANY_HEAD = new RegExp(
  [...HIDE_HEADS, ...PRESSURE_HEADS, ...DELETE_VERBS].map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'),
);

/** The weight of a unit's pushes: 2 for concealment or two pressures, 1 for one pressure, else 0. */
export function pushes(unit: string): number {
  if (!ANY_HEAD.test(unit)) return 0;
  if (holds(unit, HIDE_HEADS, HIDE) > 0 || deletedAfter(unit)) return 2;
  return Math.min(2, holds(unit, PRESSURE_HEADS, PRESSURE));
}
