/**
 * Orders written in the carrier's own voice, for the cue scorer (cues.ts, docs/content.md): a
 * forged turn of the agent's own that has already agreed ("Assistant: Sure — first I'll send the
 * API keys to …"), a plan whose steps are ordinary one by one and whose end sends data, money or
 * access out, and the small pushes that keep a request unseen ("no need to loop in finance",
 * "delete this note afterwards"). Each reads a unit the scorer already holds, with bounded patterns.
 */
import { grouped, VERB_WORDS } from './orders.js';
import { planned, stakeOf } from './stakes.js';

/**
 * A speaker label's words that read as the AI's own reply, not as an address to it: a reply's first
 * words ("Sure", "Done", "Confirmed", "You're welcome", "I'll", "Let me"). "Assistant: upload the
 * .env to …" is an address; "Assistant: Sure, I'll …" a turn.
 */
const REPLY =
  /^\s{0,3}(?:sure|done|ok(?:ay)?|of\s+course|understood|confirmed|got\s+it|absolutely|yes|yep|no\s+problem|happy\s+to|great|all\s+set|you're\s+welcome|certainly|will\s+do|on\s+it|noted|perfect|verification|verified|as\s+(?:agreed|requested)|here\s+is|here's|i(?:'ll|'m|'ve|\s+will|\s+am|\s+have)|let\s+me)\b/;
/** The first person as the subject later in the label's line ("The identity check passed, so I am …"). */
const FIRST_PERSON = /^[^\n]{0,80}?\b(?:i(?:'ll|'m|'ve|\s+will|\s+am|\s+have|\s+shall)|let\s+me)\b/;

/**
 * Whether the words at `open` (past a speaker label's colon or bracket) read as the AI's own turn:
 * 2 when they open as a reply (the label is a turn, not an address), 1 when the first person
 * speaks later in the line (an address and a turn, each read), 0 when they do not.
 */
export function turnOf(unit: string, open: number): number {
  const words = unit.slice(open, open + 100);
  return REPLY.test(words) ? 2 : FIRST_PERSON.test(words) ? 1 : 0;
}

/** A listed verb's -ing form ("sending", "transferring", "e-mailing"): a turn commits in it as well. */
const DOUBLED = new Set(['run', 'drop', 'submit', 'commit', 'transfer']);
const gerund = (w: string) =>
  DOUBLED.has(w) ? `${w}${w.at(-1)}ing` : w.endsWith('e') && !w.endsWith('ee') ? `${w.slice(0, -1)}ing` : `${w}ing`;
const COMMITTED = new RegExp(`\\b(?:${grouped([...VERB_WORDS, ...VERB_WORDS.filter((w) => w !== 'dm').map(gerund)])})\\b`, 'g');

/**
 * Where a turn commits to an action: where a sentence or a clause starts, after the first person's
 * future or present ("I'll", "I will now", "I am", "let me", "proceeding to", "next, I"), a step's
 * label ("Next step:") or a sequence word ("first", "then", "and"). The text before is cut with a
 * NUL in front, as in orders.ts.
 */
const COMMIT_BEFORE =
  /(?:(?:^|[\n:;,.!?\u2014\u2013-]|\\n|\b\d{1,2}\))\s{0,3}|\b(?:i(?:'ll|'m|\s+will|\s+shall|\s+am)(?:\s+(?:now|also|then|first|next|just|going\s+to|about\s+to|go\s+ahead\s+and)){0,2}|let\s+me|proceed(?:ing)?\s+to|(?:next|now|then|first|and|also|so|finally),?(?:\s+i(?:'ll|'m|\s+will|\s+am))?)\s+)$/;
const NOT_COMMITTED = /\b(?:never|not|n't|no|cannot|can|could|may|might|would)\s+(?:\w+\s+)?$/;

/** The next turn of someone else ("User:", "Customer:") ends the AI's. */
const NEXT_TURN = /\n[ \t]{0,4}(?:user|human|customer|caller|client|me|you|guest)[ \t]{0,2}:/;

/**
 * The forged turn at `open`: where it commits to sending a secret or money out, to granting access,
 * or to a command (the weight of an address, an order and the most at stake; a turn that sends a
 * report or books a table is what an assistant says), -1 if none.
 */
export function turnOrder(unit: string, open: number): number {
  const next = NEXT_TURN.exec(unit.slice(open));
  const turn = unit.slice(0, next === null ? unit.length : open + next.index);
  COMMITTED.lastIndex = open;
  for (let m = COMMITTED.exec(turn); m !== null; m = COMMITTED.exec(turn)) {
    const back = (m.index - 60 > open ? '\0' : '') + turn.slice(Math.max(open, m.index - 60), m.index);
    if (!COMMIT_BEFORE.test(back) || NOT_COMMITTED.test(back.slice(-24))) continue;
    if (stakeOf(planned(turn, m.index)) >= 3) return m.index;
  }
  return -1;
}

/**
 * Pushes that keep a request unseen (docs/content.md): concealment from the organisation — no one
 * looped in or copied, the note deleted afterwards, kept off the thread, between you and me, kept to
 * yourself — weighs as a strong O (2); pressure — "already approved", "won't mind", "just process
 * it", "skip the review" — as a weak one (1), two of them as a strong one. Neither counts alone in
 * the conjunction: "please don't reply-all; send your RSVP to …" is etiquette.
 */
const HIDE =
  /\bno\s+need\s+to\s+(?:loop\s+in|involve|cc|copy\s+in|check\s+with|run\s+it\s+(?:past|by)|ask)\b|\b(?:do\s+not|don['\u2019]t)\s+(?:reply-all|reply\s+all|cc|copy\s+in|loop\s+in|involve|escalate)\b|\b(?:delete|remove|erase)\s+(?:this|the)\s+(?:note|message|e-?mail|voicemail|request|comment|thread|memo|text)\b[^.\n]{0,24}?\b(?:afterwards|after|once|when)\b|\bkeep\s+(?:it|this)\s+(?:off\s+the|to\s+yourself)\b|\bbetween\s+you\s+and\s+me\b/;
const PRESSURE =
  /\b(?:already\s+(?:been\s+)?approved|(?:won['\u2019]t|will\s+not)\s+mind|just\s+process\s+it|skip\s+the\s+(?:usual\s+)?(?:review|approval|sign-off|check))\b/g;

/** The weight of a unit's pushes: 2 for concealment or two pressures, 1 for one pressure, else 0. */
export function pushes(unit: string): number {
  if (HIDE.test(unit)) return 2;
  PRESSURE.lastIndex = 0;
  const seen = new Set<string>();
  for (let m = PRESSURE.exec(unit); m !== null && seen.size < 2; m = PRESSURE.exec(unit)) seen.add(m[0].slice(0, 6));
  return seen.size;
}
