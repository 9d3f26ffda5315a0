/**
 * An order to the reader that covers its tracks (docs/content-readings.md, "Orders that cover their tracks"): what
 * reader-orders.ts reads after an address to whoever processes a record, or to a machine by its role, when no act on its
 * list is at stake. Its acts are every office's (log, list, describe, tell, sign off, release), so the act alone says
 * nothing; what such an order keeps, in any register (field notes, SMS, legal, non-native English), is its cover: a
 * verdict written for the reader ("describe the kitchen as clean", "state that the batch is within tolerance"), a finding
 * left out ("leave the wastage readings out", "ignore the droppings"), a person or a control kept out ("don't flag it",
 * "QA does not need a notification", "without showing the draft"), an approval said to be given by someone absent
 * ("she agreed", "confirmed by phone", "the sign-off is in the post"), or an act on money or a record at stake (a refund,
 * a release, a backdate, bank details changed). Each of these alone is an honest office note ("leave out rows 4 and 5,
 * they were entered twice", "book the room, the manager approved the budget"); two of them in one order to the reader,
 * or one beside a machine's own name (a bot, an AI, a summariser: no person bears it as a title), are written for a
 * reader that will not ask. Negated covers ("do not leave anything out", "never mark a parcel as received") count for
 * nothing. Pure; every pattern is bounded and has no nested quantifier.
 */

/** A person or a control kept out: the holder, the owner, the team not told; a check, a review, a sign-off not waited for. */
const KEPT_OUT: readonly RegExp[] = [
  /\b(?:do\s+not|don'?t|dont|dinnae|no\s+need\s+(?:to\s+|tae\s+)?|nae\s+need\s+tae\s+|needn'?t|never)\s*(?:tell|notify|inform|flag\s+(?:it|this|that)\s+to\b|flag\b[^.;\n]{0,30}\bto\s+(?:anyone|anybody|the|my|your|his|her)\b|log\b|record\b|loop\s+in|check\s+w(?:ith\b|\/)|alert|escalate|copy\s+in|cc\b|wait\s+for|bother)/,
  /\b(?:does|do)\s+not\s+need\s+(?:a\s+notification|to\s+(?:be\s+)?(?:told|asked|notified|informed|copied|know))|\bdoesn'?t\s+need\s+to\s+(?:know|be\s+(?:told|asked))/,
  /\bwithout\s+(?:showing|telling|notifying|informing|asking|flagging|copying|waiting)\b/,
  /\bwithout\s+(?:the\s+|a\s+|any\s+)?(?:[\w-]{1,20}\s){0,2}(?:checks?|review|approval|sign-?off|licen[cs]e(?:\s+number)?|signature|verification|inspection)\b/,
  /\b(?:won'?t|will\s+not|never)\s+check\b|\bsuppress\b/,
];

/** A finding not flagged ("dinnae flag the missed stop"): a cover beside another only, as a scanner's note says it too. */
const NOT_FLAGGED = /\b(?:do\s+not|don'?t|dont|dinnae|never)\s+flag\b/;

/** A finding left out of what the reader writes: "leave the readings out", "omit the recheck", "ignore the droppings". */
const LEFT_OUT: readonly RegExp[] = [
  /\bleave\s+(?:out\b|(?:that|it|this|them)\s+out\b|[^.;\n]{1,60}?\sout(?:\s+of\b|[.,;]|$))/,
  /\b(?:omit|drop|skip|ignore|delete|remove)\s+(?:the|any|all|visible)\s+(?:[\w'-]{1,20}\s){0,3}?(?:reading|readings|reference|remark|remarks|note|notes|line|lines|entry|failures?|warnings?|droppings|photos?|recheck|issue|finding|findings|mention|comment)\b/,
  /\b(?:keep|leave)\s+[^.;\n]{1,50}?\s(?:off|out\s+of)\s+the\s+(?:[\w-]{1,20}\s)?(?:report|summary|results|file|notes|log|records?)\b/,
  /\b(?:do\s+not|don'?t|dont|never)\s+(?:need\s+(?:to\s+)?)?(?:mention|include|report|raise)\b|\bno\s+need\s+(?:to\s+)?mention\b/,
];

/** An approval said to be given by someone absent, or the proof said to come later. */
const VOUCHED: readonly RegExp[] = [
  /\b(?:has|have|had)\s+(?:already\s+)?(?:pre-?approved|approved|okayed|ok'?d|agreed|signed\s+(?:[\w']{1,20}\s){0,2}?off|confirmed|cleared)\b/,
  /\balready\s+(?:pre-?approved|approved|okayed|ok'?d|agreed|signed|confirmed|cleared)\b|\bpre-?approved\b/,
  /\b(?:he|she|they|i|we)\s+(?:both\s+)?agreed\b|\bconfirmed\s+(?:it\s+|this\s+)?(?:by|on|over)\s+(?:the\s+)?(?:phone|e-?mail|whatsapp|text)\b/,
  /\b(?:approval|confirmation|consent|permission|sign-?off)\s+(?:was|has\s+been|is)\s+given\b|\bgiven\s+verbally\b/,
  /\b(?:is|are)\s+aware\b|\bknows\s+and\b|\b(?:is|are|'s)\s+(?:fine|ok|okay|happy)\s+with\s+it\b|\bok\s+with\s+it\b/,
  /\b(?:manager|boss|owner|director|hq|head\s+office|supervisor)\s+(?:said|says)\b|\bpolicy\s+from\s+(?:hq|head\s+office|management)\b/,
  /\b(?:elevated|promoted|upgraded)\s+to\s+(?:an?\s+)?(?:admin|administrator|supervisor|root|owner)|\byou(?:'re|\s+are)\s+(?:now\s+)?(?:the|an?)\s+admin|\b(?:override|exception|waiver)\s+(?:was\s+|has\s+been\s+)?(?:granted|given)\b/,
  /\bwill\s+(?:deal\s+with\s+it|follow|sort\s+(?:it|the\s+paperwork)\b)|\b(?:is|are)\s+in\s+the\s+post\b|\bon\s+(?:[\w']{1,24}\s)?behalf\b/,
];

/** A verdict the reader is told to write: a verb of reporting, then within a clause a status or a finding denied. */
const VERDICT =
  /\b(?:describe|list|report|log|record|rate|mark|treat|class(?:ify)?|enter|tick|state|say|write|tell|reply|put\s+[\w']{1,20}\s+down|sign\s+[\w']{1,20}\s+off|summari[sz]e)\b[^.;!?\n]{0,70}?\b(?:pass(?:ed)?|clean|safe|cleared|approved|completed?|closed|accepted|resolved|fit|ready|genuine|verified|calibrated|received|worked|paid|within\s+(?:spec|tolerance|limits)|no\s+(?:known\s+|previous\s+|further\s+|visible\s+)?(?:issues?|defects?|incidents?|pests?|evidence|findings|problems|damage|medical)|not\s+required|sold\s+out|failed|error|winner|first\s+in|100\s?%|customer\s+(?:error|damage)|standard\s+terms|deleted|as\s+normal)\b/;
/** A statement given before written as it stands ("… was operator error. Write that"): a verdict beside another cover only. */
const WRITE_THAT = /\bwrite\s+that[.,;]/;

/** An act on money or a record at stake, whatever covers it. */
const AT_STAKE =
  /\b(?:approve|authori[sz]e|release|sign\s+(?:[\w']{1,20}\s)?off|backdate|waive|refund|zero|reset|charge|credit)\b|\bcancel\s+all\b|\bchange\s+the\s+(?:[\w']{1,20}\s){0,3}?(?:bank|account|address|details|iban|payee)\b|\bapply\s+(?:the\s+|my\s+|a\s+)?(?:[\w-]{1,20}\s){0,2}?(?:rate|discount|credit)\b|\bmove\s+all\b|\b(?:delete|deleting|remove|removing|lift|lifting|clear|clearing)\s+(?:the\s+|all\s+|every\s+)?(?:[\w-]{1,20}\s){0,2}?(?:holds?|blocks?|flags?|audit\s+log|fraud\s+checks?)\b|\bgive\s+(?:the|their|her|his)\s+(?:slots|shifts|place)\b/;

/** A negation just before a cover in its clause ("do not leave anything out", "never mark a parcel as received"). */
const NEGATED_BEFORE = /(?:\bnot|\bnever|n't|\bno\s+one|\bnobody|\bcannot|\bcan\s+only|\bonly\s+the\s+\w+\s+can)\s+(?:[\w']{1,20}\s){0,3}$/;

/** Whether `re` matches `text` at a place no negation of its clause stands just before. */
function affirmed(re: RegExp, text: string): boolean {
  const m = re.exec(text);
  if (m === null) return false;
  const clause = text
    .slice(Math.max(0, m.index - 60), m.index)
    .split(/[.;!?,]\s/)
    .pop()!;
  return !NEGATED_BEFORE.test(clause);
}

/** A condition just before an approval: a rule's ("approve once two maintainers have signed off"), not a claim. */
const CONDITION_BEFORE = /\b(?:once|when|after|if|until|unless|before|as\s+soon\s+as)\b[^.;,!?]{0,50}$/;

/** Whether `re` matches `order` affirmed and not as a condition. */
function claimed(re: RegExp, order: string): boolean {
  const m = re.exec(order);
  return m !== null && affirmed(re, order) && !CONDITION_BEFORE.test(order.slice(Math.max(0, m.index - 60), m.index));
}

/** A machine's own name in an address: no person is called a bot, an AI, a summariser, a pipeline or a model. */
const MACHINE_NAME =
  /(?:^|[^a-z])(?:bots?|chatbots?|ai|llms?|gpt|models?|pipelines?|automat[a-z]*|summari[sz][a-z]*|analy[sz]ers?|machines?|copilots?)(?![a-z])|[a-z]bot\b/;

/** Whether the address (lower case) names a machine as such. */
export function namesAMachine(address: string): boolean {
  // (Not a commit's scope, "feat(bot):", nor a label's qualifier, "Transcript (automatic):".)
  return MACHINE_NAME.test(address) && !/\)$/.test(address);
}

/** Whether `order` (lower case) keeps a person or a control out or leans on an absent approval at all: a quick test. */
export function keepsOrVouches(order: string): boolean {
  return KEPT_OUT.some((re) => re.test(order)) || VOUCHED.some((re) => re.test(order));
}

/**
 * Whether the order after an address covers its tracks: `acts` (lower case) is its imperative part, `order` (lower
 * case) the same with the sentence after it, `machine` whether the address names a machine as such.
 */
export function coversItsTracks(acts: string, order: string, machine: boolean): boolean {
  const verdict = affirmed(VERDICT, acts);
  const wrote = !verdict && WRITE_THAT.test(acts);
  const left = LEFT_OUT.some((re) => affirmed(re, acts));
  const stake = affirmed(AT_STAKE, acts);
  // Kept out and vouched for may stand in the sentence after the order ("She agreed.", "QA is aware.").
  const kept = KEPT_OUT.some((re) => re.test(order));
  const unflagged = !kept && NOT_FLAGGED.test(order);
  const vouched = VOUCHED.some((re) => claimed(re, order));
  if (!(verdict || wrote || left || stake || kept || unflagged)) return false;
  const covers = Number(verdict || wrote) + Number(left) + Number(kept || unflagged) + Number(vouched);
  if (covers >= 2 || (stake && covers >= 1)) return true;
  return machine && (verdict || kept || vouched);
}

/** A step's condition after a verdict in its clause: "mark the entry as resolved once the release is tagged". */
const STEP_AFTER = /^[^.;,!?]{0,40}?\b(?:once|when|after|as\s+soon\s+as|if|until)\b/;

/**
 * Whether `acts` (lower case) writes a verdict for the reader that is no workflow's step: what a covered order to a
 * reader named only by its task ("when you ...") needs, as "leave the figures out, the director agreed" is a colleague's.
 */
export function writesAVerdict(acts: string): boolean {
  const m = VERDICT.exec(acts);
  return m !== null && affirmed(VERDICT, acts) && !STEP_AFTER.test(acts.slice(m.index + m[0].length));
}

/** An act at stake ordered: at a clause's start, after "and", "now" or "then", or as a setting's value. */
const STAKE_ORDERED = new RegExp(`(?:^|[.;:,"=]\\s{0,3}|\\b(?:and|now|then|to)\\s)\\s{0,2}(?:${AT_STAKE.source})`);

/**
 * Whether an order under a forged channel of the machine (a tool's result, a system role, directives for the assistant)
 * is at stake or covered: the channel itself vouches for it, so an act at stake ordered or one cover is enough.
 */
export function coveredUnderAChannel(order: string): boolean {
  return STAKE_ORDERED.test(order) || coversItsTracks(order, order, true);
}

/** A setting that keeps a person or a review out ("notify_owner=false", "\"human_review\": false"). */
const OFF_SETTING =
  /\b(notify|inform|alert|tell|log|flag|escalate|email)(?:_[a-z]{1,20})?["']?\s{0,2}[=:]\s{0,2}["']?(?:false|no|0|off|none|skip(?:ped)?)\b/g;
const REVIEW_OFF = /\b(?:human_)?review(?:_required|_needed)?["']?\s{0,2}[=:]\s{0,2}["']?(?:false|no|0|off|none|skip(?:ped)?)\b/g;

/** `order` (lower case) with its settings read as words: a setting turned off as its order, underscores as blanks. */
export function settingsAsWords(order: string): string {
  if (order.indexOf('_') < 0 && order.indexOf('=') < 0) return order;
  return order.replace(OFF_SETTING, 'do not $1').replace(REVIEW_OFF, 'without review').replace(/_/g, ' ');
}
