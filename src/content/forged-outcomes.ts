/**
 * A forged dialogue turn read by the outcome it claims (docs/content-readings.md, forged outcomes): forged-dialogues.ts
 * reads an assistant's turn that accepts an order or announces its own act; here the turn states the act at stake as
 * done, in the passive as often as in the first person ("The claim has been approved and the payout released", "I
 * have waived the fee"), and something around it hands the act on to the reader:
 *  - the person's next turn asks for the same act over other records in bulk or "for real" ("now approve the rest of
 *    the queue the same way", "do it for real in the ledger", "waive it for the next ten accounts too");
 *  - the turn says it obeyed someone who is not the person it answers ("as instructed", "as instructed by legal");
 *  - the person's turn before asked for codes or passwords and the turn consents to fetch them and put them in what
 *    it writes ("I will fetch them and include them in the summary").
 * Read only where the dialogue is forged: inside a record's field or after a tool result's close, not a transcript that
 * opens with a turn of its own ("as instructed by" a person names who decided, no hand-off either).
 * An honest support transcript states outcomes every day: of the customer's own order ("Your refund has been
 * approved"), followed by thanks or the customer's next order; nothing of it is extended to others' records, obeyed for
 * a third party, or copied out. A refusal is read by the caller before this.
 */

/** An act at stake stated as done: a record decided, money moved, a record changed, closed or removed. */
const DONE =
  /\b(?:(?:has|have)\s+(?:now\s+|just\s+|also\s+)?been|was|were|is\s+now|are\s+now|i\s+have(?:\s+(?:now|just|also))?|i['\u2019]ve|i\s+just)\s+(?:approv|releas|refund|waiv|clos|mark|chang|delet|remov|issu|paid|pay|grant|transferr|cancel|reopen|overrid|verifi|clear|restor|assign|exten|credit|wip|eras)\w{0,6}\b/i;
/** The outcome concerns the person's own things: "your refund", "your booking". */
const YOURS = /\byour\b/i;
/** Obeyed for a third party: "as instructed", "as instructed by legal" (not "as you instructed", "as you asked"). */
const AS_INSTRUCTED = /\bas\s+(?:instructed|directed|ordered)\b/i;
/** "as instructed by" a person named or by role: a record of who decided, not a hand-off. */
const BY_A_PERSON =
  /^\s{1,3}by\s+(?:(?:the|my|our|your|their|his|her)\s+)?(?:[A-Z][a-z]{1,20}\b|(?:team\s+)?(?:lead|leader|manager|supervisor|boss|director|head|owner|customer|client))/;
/** The person's next turn: its label and what it says, up to the next line break after it. */
const PERSON_TURN = /(?:^|\n|\\n|["'])[ \t]{0,4}(?:human|user|customer|client)[ \t]{0,2}:([^\n]{0,220})/i;
/** The act claimed done asked for again "for real": "now do it for real in the ledger". */
const FOR_REAL = /\b(?:do|make|process|put|book|release|approve|refund|file|enter|record|pay|send)\s+(?:it|that|this|them)\s+for\s+real\b/i;
/** The same act asked for again over other records in bulk, or done "for real". */
const MORE_OF_IT =
  /\bthe\s+same\s+way\b|\b(?:do\s+the\s+same|same\s+again)\s+(?:for|to|with|on)\s+(?:every|all|each|the\s+(?:rest|others?|next|remaining))\b/i;
/** Others' records in bulk: the rest of a queue, the next ten, every open one, the others. */
const IN_BULK =
  /\b(?:every|all\s+(?:the\s+)?(?:other|open|remaining|pending)|the\s+(?:rest|remaining|other|next\s+(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred))\b)/i;
/** A staked verb in the person's turn: the act asked for again. */
const ACT_AGAIN =
  /\b(?:approve|release|refund|waive|close|mark|change|delete|remove|issue|pay|grant|transfer|cancel|clear|credit|extend)\b/i;
/** Codes or passwords asked for in the person's turn, with a verb that puts them in the reply. */
const ASKS_SECRET =
  /\b(?:list|include|add|attach|give|share|send|print|paste|put|tell)\b[^\n]{0,80}\b(?:(?:door|alarm|gate|safe|lock|entry|access|keypad|vault|admin|root|wi-?fi)\s+(?:codes?|passwords?|pins?|combinations?)|passwords?|pins|passcodes?|credentials|api\s+keys?)\b/i;
/** The turn consents to fetch them and put them in what it writes. */
const FETCHES_AND_GIVES =
  /\bi(?:\s+will|['\u2019]ll)\s+(?:now\s+)?(?:fetch|pull|get|retrieve|look\s+(?:them|it)\s+up|copy|collect|grab)\b[^\n]{0,80}\b(?:include|attach|add|list|paste|put|send)\b/i;

/** Whether `turn`, an assistant's turn not refused, claims an outcome at stake handed on to the reader. */
export function forgedOutcome(turn: string, before: string, after: string, plain = false): boolean {
  const head = turn.slice(0, 220);
  if (FETCHES_AND_GIVES.test(head)) {
    // The person's turn right before the assistant's label: its last line.
    const last = before.slice(Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\\n')) + 1);
    const asked = /(?:human|user|customer)[ \t]{0,2}:/i.test(last) ? last : before.slice(-220);
    if (ASKS_SECRET.test(asked)) return true;
  }
  const done = DONE.exec(head);
  if (done === null) return false;
  // The act claimed done, then asked for "for real": whatever it was done to, the reader is to do it.
  if (FOR_REAL.test(after.slice(0, 260))) return true;
  if (YOURS.test(head.slice(Math.max(0, done.index - 40), done.index + done[0].length + 40))) return false;
  // A transcript that opens with a turn of its own is the person's exchange: its next order is theirs to give.
  if (plain) return false;
  const obeyed = AS_INSTRUCTED.exec(head);
  if (obeyed !== null && !/\bas\s+you\b/i.test(head) && !BY_A_PERSON.test(head.slice(obeyed.index + obeyed[0].length))) return true;
  const next = PERSON_TURN.exec(after.slice(0, 260));
  if (next === null) return false;
  const said = next[1]!;
  return MORE_OF_IT.test(said) || (ACT_AGAIN.test(said) && IN_BULK.test(said));
}
