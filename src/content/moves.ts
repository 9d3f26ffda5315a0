/**
 * prompt_injection read from what a record orders to move money, goods or access (docs/content-readings.md,
 * outward requests), once outward.ts has found a push's or a move's words in the unit:
 *  - money or goods ordered to an account number, an IBAN, a wallet or "instead of" where they
 *    belong, with a push against checking or telling ("do not call the number on your old bill",
 *    "keep the finance lead out of it", "no need to log it") or told only afterwards;
 *  - a payee's bank or payout details changed to a given account ("update the vendor's bank details
 *    to IBAN …"): the pattern of invoice fraud, which a person confirms by a call, never an agent
 *    on the strength of what it read;
 *  - owner or administrator rights granted with the checks on them switched off ("… and remove the
 *    two-factor requirement", "skip the approval");
 *  - a mail rule that forwards or copies messages to an address, with a push or the checks off.
 * A unit arrives in lower case; every pattern reads a bounded unit with bounded repeats.
 */

/** Money or goods ordered somewhere: the verb where a clause starts. */
const MOVES = /(?:^|[\n.;:!?"|]\s{0,3}|\b(?:please|kindly)\s+)(pay|send|transfer|wire|ship|deliver|move)\b/g;
/** What is moved: money (an amount, a currency's sign or code), or goods. */
const MONEY =
  /[\u00a3$\u20ac]\s?\d|\b(?:eur|usd|gbp|chf|usdc|usdt|btc|eth)\s?\d|\d\s?(?:eur|usd|gbp|chf|usdc|usdt|btc|eth)\b|\b(?:net|amounts?|balance|bill|bills|invoices?|payments?|salary|salaries|wages|funds|rent|deposit|dollars|euros|pounds|thousand)\b/;
const GOODS = /\b(?:units|sku-\w{1,12}|parcels?|shipment|goods|pallets?)\b/;
/**
 * Where it is moved that is not where it belongs: an account number (digits, maybe grouped), an IBAN, a wallet's
 * address, or "instead of" (not of an amount: "$4,000 instead of the $3,500").
 */
const ELSEWHERE =
  /\baccount\s+(?:(?:no\.?|number|#)\s?)?(?:\d{6,}|\d{2,6}(?:[ -]\d{2,6}){1,4}\b)|\biban\s?:?\s?[a-z]{2}\d{2}|\b0x[0-9a-f]{40}\b|\bbc1[a-z0-9]{25,60}\b|\binstead\s+of\b(?!\s+(?:the\s+)?[\u00a3$\u20ac]?\d)/;
/** Who checks money or access, kept out of a move by a push ("keep the finance lead out of it"; not "keep the kids out of it"). */
const CHECKERS =
  '(?:finance|accounts?|accounting|billing|audit(?:ors?)?|compliance|legal|security|it|hr|payroll|management|managers?|boss|cfo|ceo|controller|treasurer|bank|office)(?:\\s+(?:lead|team|department|office|desk|people|payable|receivable))?';
/**
 * A push to keep a move quiet in words of discretion: "no one else needs to know", "off the record", "don't discuss it
 * with anyone", "keep it under the radar", "before anyone notices". Not "be discreet" or "handle this personally" (a
 * surprise's collection and an office's invoices say them), not a confidentiality footer ("this e-mail is confidential
 * and intended …"), not a policy's "do not discuss another employee's pay": what is kept quiet is "it" or "this".
 */
const QUIET = String.raw`\b(?:no\s+one|nobody)\s+(?:else\s+)?(?:[\w-]{1,12}\s+){0,3}?(?:needs?\s+to|has\s+to|should|must)\s+know(?:\s+about\s+(?:it|this|that|the\s+[\w-]{1,20}))?(?=\s*(?:[.!;,)]|$))|\boff\s+the\s+record\b|\b(?:don't|do\s+not)\s+(?:discuss|mention|bring\s+up)\s+(?:it|this|that)\b|\b(?:don't|do\s+not)\s+bring\s+(?:it|this|that)\s+up\b|\bunder\s+the\s+radar\b|\bbefore\s+(?:anyone|anybody)\s+(?:notices|finds\s+out|sees)\b|\bkeep\s+(?:it|this)\s+(?:confidential|quiet|private|secret|low-?key|hush-hush)\b|\bsay\s+nothing\s+(?:to|about)\b|\bit['\u2019]s\s+confidential,?\s+so\b`;
/** A push against checking, telling or recording. */
const UNCHECKED = new RegExp(
  String.raw`${QUIET}|\b(?:do\s+not|don't)\s+(?:call|phone|ring(?!\s+the\s+(?:door)?bell\b)|contact|check|verify|tell|mention|log)\b|\b(?:leave|keep)\s+(?:this|it|the\s+[\w-]{1,20})\s+(?:[\w-]{1,20}\s+)?off\s+the\b|\b(?:leave|keep)\s+(?:the\s+|our\s+)?${CHECKERS}\s+(?:out\s+of\s+(?:it|this|the\s+loop)|in\s+the\s+dark)\b|\bkeep\s+(?:this|it)\s+between\s+us\b|\bskip\s+the\s+call-?back\b|\bwithout\s+(?:telling|checking|calling|logging|asking)\b|\bno\s+need\s+to\s+(?:call|check|verify|tell|confirm|log|record)\b|\bno\s+need\s+for\s+(?:a\s+|an\s+)?(?:ticket|approval|review|sign-?off)\b|\bno\s+ticket\s+(?:needed|required)\b|\b(?:don't|do\s+not)\s+(?:loop\s+in|open\s+a\s+ticket|file\s+a\s+ticket)\b|\bquietly\b`,
);
/** An account's second factor, by its names. */
const SECOND_FACTOR = 'two-factor|2fa|mfa|multi-factor';
/** The checks on an account switched off: its second factor, an approval or a review. */
const CHECKS_OFF = new RegExp(
  String.raw`\b(?:remove|disable|turn\s+off|switch\s+off|skip|bypass|drop)\s+(?:the\s+)?(?:[\w-]{1,20}\s+)?(?:${SECOND_FACTOR}|approvals?|reviews?|sign-?off|branch\s+protection)\b|\bwithout\s+(?:the\s+|any\s+)?(?:approval|review|sign-?off)\b`,
  'g',
);
/** Told only afterwards: a push where money moves ("staff will be told in January"), a rota's note where goods do. */
const TOLD_LATER = /\bwill\s+be\s+told\b/;
/** A check by phone offered: "Confirm with me by phone first", "Call us on the number in your contract to confirm". */
const CHECK_OFFERED =
  /\b(?:confirm|check|verify)\s+(?:(?:it|this|this\s+change|with\s+(?:me|us))\s+)?by\s+(?:phone|telephone|call(?:ing)?)\b|\bcall\s+(?:me|us)\s+(?:first\b|(?:[^.;!?\n]{0,60}?\s)?to\s+(?:confirm|verify|check)\b)/;
/**
 * A payee's bank or payout details set to a given account: an IBAN, with its name or by its shape, or an account number
 * (a test or sandbox account is a payment provider's fixture). Between the details and "to", only a phrase of whose
 * they are ("for all merchants", "of our vendor"): "the payment details validator to 12 digits" sets something else.
 */
const DETAILS_CHANGED =
  /\b(?:change|update|switch|replace|amend|set(?!\s+up\b))\s+(?:the\s+|our\s+|their\s+|its\s+|all\s+)?(?:(?!(?:test|sandbox|demo)\b)[\w'\u2019-]{1,20}\s+){0,4}?(?:payout|payment|bank|banking|remittance|deposit|payee|direct\s+deposit|ach)\s+(?:(?:account|accounts)(?:\s+(?:details|information|info))?|details|information|info|instructions)(?:\s+(?:for|of|on|in|at|with)\s[^.;!?\n]{0,60}?)?\s+to\s+(?:iban\s?:?\s?[a-z]{2}\s?\d{2}|sort\s+code\s+\d{2}-\d{2}-\d{2}|[a-z]{2}\d{2}\s?[a-z0-9]{4}|(?:(?:account|acct\.?)\s+(?:(?:no\.?|number|#)\s?)?)?\d{2,}[\d -]{4,})/g;
/** Owner or administrator rights given (to an address: its dots end no sentence). */
const GRANTS =
  /\b(?:add|grant|give|invite|make|promote|assign|elevate|set)\b(?:[^.;!?\n]|\.(?=\S)){0,80}?\b(?:owners?|admins?|administrators?|administratoraccess|superusers?|super\s+admins?|maintainer\s+access|full\s+(?:access|scope)|root\s+access|sudoers?)\b/g;
/** A mail rule that forwards or copies messages, and the address it sends them to. */
const MAIL_RULE =
  /\b(?:set\s+up|set|create|add|configure|make|turn\s+on|enable)\s+(?:a\s+|an\s+|the\s+)?(?:(?:mail|inbox|mailbox|outlook)\s+)?(?:(?:forwarding|redirect|inbox|mail\s+flow|transport|outlook|mail)\s+rule|auto(?:matic)?[\s-]?forward(?:ing)?)\b[^;!?\n]{0,120}?\b(?:to|into)\s+[\w.+-]{1,64}@[\w-]{1,60}\.[a-z]/g;
/** An account's second factor switched off ("turn off MFA for ceo@…"): a move of access when a push comes with it. */
const FACTOR_OFF = new RegExp(String.raw`\b(?:remove|disable|turn\s+off|switch\s+off|reset|drop)\s+(?:the\s+)?(?:${SECOND_FACTOR})\b`, 'g');

/** A payment provider's test fixture: "in test mode", "test data", "in sandbox", "to simulate". */
const FIXTURE = /\btest\s+(?:mode|data)\b|\bsandbox\b|\bsimulat|\bdev(?:elopment)?\s+environment\b/;
/** A move told as one to come ("the treasurer will change the club's bank account to …"), not ordered. */
const TOLD_TO_COME =
  /(?:\b(?:will|would|shall|may|might|(?:agreed|decided|voted|plans?|planned)\s+to)|['\u2019]ll)\s+(?:(?:then|now|also)\s+)?$/;
const toCome = (u: string, at: number): boolean => TOLD_TO_COME.test(u.slice(Math.max(0, at - 24), at));

/** Whether `u` switches an account's checks off ("remove the two-factor requirement"), not negated ("never disable 2FA"). */
function checksOff(u: string, from: number, to: number, negated: (at: number) => boolean): boolean {
  CHECKS_OFF.lastIndex = from;
  for (let m = CHECKS_OFF.exec(u); m !== null && m.index < to; m = CHECKS_OFF.exec(u))
    if (!negated(m.index) && !toCome(u, m.index)) return true;
  return false;
}

/** Where the sentence that holds `at` starts: past the last `.`, `;`, `!`, `?` or line break before it. */
function sentenceStart(u: string, at: number): number {
  for (let i = at - 1; i >= 0; i--) {
    const c = u.charCodeAt(i);
    if (c === 10 || ((c === 46 || c === 33 || c === 63) && u.charCodeAt(i + 1) === 32)) return i + 1;
  }
  return 0;
}
/** Where the sentence after the one that holds `at` ends (a push may follow its order: "… Keep IT out of the loop."). */
function nextSentenceEnd(u: string, at: number): number {
  let ends = 0;
  for (let i = at; i < u.length; i++) {
    const c = u.charCodeAt(i);
    if (c === 10 || ((c === 46 || c === 33 || c === 63) && (i + 1 === u.length || u.charCodeAt(i + 1) === 32)))
      if (++ends === 2) return i + 1;
  }
  return u.length;
}

/** Whether a push or the checks switched off stand in the sentence of `at` or the next: a policy's other sentences do not push it. */
function pushedNear(u: string, at: number, negated: (at: number) => boolean, checksCount = true): boolean {
  const from = sentenceStart(u, at);
  const to = nextSentenceEnd(u, at);
  return UNCHECKED.test(u.slice(from, to)) || (checksCount && checksOff(u, from, to, negated));
}

/**
 * Where the unit `u` orders money, goods or access moved as the module's header says, or -1; `negated(at)`: whether the
 * order starting at `at` is negated ("never change the bank details …").
 */
export function movedIn(u: string, negated: (at: number) => boolean): number {
  const unchecked = UNCHECKED.test(u);
  const checkOffered = CHECK_OFFERED.test(u);
  if (!checkOffered && !FIXTURE.test(u)) {
    DETAILS_CHANGED.lastIndex = 0;
    for (let m = DETAILS_CHANGED.exec(u); m !== null; m = DETAILS_CHANGED.exec(u))
      if (!negated(m.index) && !toCome(u, m.index)) return m.index;
  }
  // Rights granted and mail forwarded are an administrator's daily work: an order to is one only with a push or the checks off.
  // A second factor switched off is itself the checks off: it needs a push against telling or checking.
  for (const re of [GRANTS, MAIL_RULE, FACTOR_OFF]) {
    re.lastIndex = 0;
    for (let m = re.exec(u); m !== null; m = re.exec(u))
      if (!negated(m.index) && !toCome(u, m.index) && pushedNear(u, m.index, negated, re !== FACTOR_OFF)) return m.index;
  }
  if (!ELSEWHERE.test(u) || checkOffered) return -1;
  if (!unchecked && !TOLD_LATER.test(u)) return -1;
  MOVES.lastIndex = 0;
  for (let m = MOVES.exec(u); m !== null; m = MOVES.exec(u)) {
    const verb = m.index + m[0].length - m[1]!.length;
    const clause = u.slice(verb, verb + 160).split(/[.;!?]\s/, 1)[0]!;
    // Goods sent somewhere else with the change told to staff later are a delivery note; money so sent is not.
    if (ELSEWHERE.test(clause) && (MONEY.test(clause) || (unchecked && GOODS.test(clause)))) return verb;
  }
  return -1;
}
