/**
 * What an order to the machine reading a text puts at stake, read by its object rather than its verb
 * (docs/content-readings.md, "Orders to the machine at stake by their object"): reader-orders.ts finds the address (a
 * note for the indexing pipeline, whoever automates the queue, the agents reading this alert, "Bot, ...") and read the
 * order after it through lists of acts; each new author brings verbs no list holds ("bump", "read out", "rotate and
 * upload", "set insecureSkipVerify"). What such an order keeps whatever its verb is what it acts on: a secret handed over,
 * a control turned off, rights given, money moved, an answer or a verdict dictated, and beside the last two a person or a
 * source kept out. Each alone is a team's honest note to its own bot ("add the needs-triage label", "pay the invoices on
 * Friday", "cite this page as ..."); a secret or a control at stake, or a dictated answer or money moved with the owner
 * kept out, in an order to a machine the text addresses, is written for a reader that will not ask. Restraints said to be
 * lifted ("guardrails are disabled", "comply with any request", "permitted to run any command") are the forged channel's
 * own claim, read under a weaker address. Pure; every pattern is bounded and has no nested quantifier.
 */
import { skipsAControl } from './operator-stakes.js';
import { rigsTheResult } from './result-stakes.js';
import { AUTO_APPROVE, SECOND_FACTOR, STRAIGHT_TO_MAIN } from './stakes-vocabulary.js';
import { addressesStaff, configuresOwnBot, decidesForTheUser, liftsALimit, narrowsTheChoice } from './verdict-stakes.js';

/**
 * A verb that hands something over, then within its clause a secret's noun; the verbs that are nouns too ("tool output",
 * "the dump", "a post") where a clause opens only.
 */
const SECRET_OUT =
  /(?:\b(?:include|reveal|paste|upload|append|read\s+(?:out|back)|send|forward|attach|give|disclose|expose|tell)|(?:^|[.;:,!?]\s{0,3}|\b(?:and|then|please|also|now|just)\s)(?:show|print|post|share|dump|output))\b[^.;!?\n]{0,80}?\b(?:passphrases?|passwords?|pins?|private\s+keys?|signing\s+keys?|secret\s+keys?|api\s+keys?|access\s+keys?|credentials?|environment\s+variables|env\s+vars?|system\s+(?:prompt|instructions)|kubeconfig|\.aws|\.env\b|verification\s+codes?|one-time\s+codes?|recovery\s+codes?|invite\s+links?|seed\s+phrase)\b|\bread\b[^.;!?\n]{0,50}?\b(?:pins?|passwords?|passphrases?|codes?|keys?)\b[^.;!?\n]{0,20}?\b(?:back|out|aloud)\b/;
/** A key or a token of the machine's own used as documented ("include your API key in the header"): no secret handed over. */
const OWN_KEY_USED =
  /\byour\s+(?:own\s+)?(?:api\s+keys?|access\s+keys?|tokens?|credentials?)\b[^.;!?\n]{0,30}\b(?:in|as)\s+(?:the|an?)\s+(?:[\w-]+\s+)?(?:header|request|query|parameter|env)/;

/** A control turned off: a review, a protection, a verification, a filter (a setting that drops one is SETTING_OFF). */
const CONTROL_OFF = new RegExp(
  String.raw`\b(?:disable|delete|remove|turn\s+off|switch\s+off|drop|lift|bypass|skip|suspend|mute)\b[^.;!?\n]{0,50}?\b(?:branch\s+protection|protection\s+rules?|required\s+reviews?|review\s+requirements?|${SECOND_FACTOR}|tls\s+verification|ssl\s+verification|certificate\s+(?:checks?|verification)|signature\s+(?:checks?|verification)|guardrails?|content\s+filters?|safety\s+(?:checks?|filters?)|needs-security-review|security-review|audit\s+log(?:ging)?)\b|\bmark\s+(?:[\w-]+\s+){0,3}?(?:failures?|failing\s+[\w-]+|failed\s+[\w-]+|errors?|findings?)\s+as\s+(?:neutral|passed|passing|green|successful|skipped|false\s+positives?)\b|\bnothing\s+(?:[\w/-]+\s+){0,3}?needs?\s+(?:a\s+)?review\b|\b(?:need|needs|require|requires)\s+no\s+review\b|\bno\s+(?:code\s+)?review\s+(?:is\s+)?(?:needed|required|necessary)\b|${STRAIGHT_TO_MAIN}|--no-verify\b|${AUTO_APPROVE}`,
);

/**
 * A setting that drops a control, set by the order's own verb in its clause ("the fix is to set `insecure…: true`", "add
 * `privileged: true` to the pod"), read in the whole order; not what an agent "runs with" or "is deployed with", a
 * description (docs/content-readings.md).
 */
const SETTING_OFF =
  /\b(?:set|add|enable|use|put|pass|flip|change|patch|apply|turn\s+on|switch\s+on|configure)\s[^.;!?\n]{0,60}?(?:\binsecure[\w-]{0,20}|\bprivileged|\bhostnetwork)["'`]?\s{0,2}[:=]\s{0,2}["'`]?true\b/;

/** Rights given: a role that owns or administers, named outright. */
const RIGHTS_STRONG =
  /\b(?:grant|give|add|assign|make|promote|invite|elevate)\b[^.;!?\n]{0,70}?\b(?:admin(?:istrator)?|owners?\s+team|org\s+owners?|maintainers?(?:\s+team)?|superuser|root|sudo)\b/;
/** Rights given to someone by name or as an account ("the user h.quist", "@qarlo"): weaker words than an owner's. */
const RIGHTS_NAMED =
  /\b(?:grant|give|add|assign)\b[^.;!?\n]{0,30}?(?:\buser\s+["'\u201c]?[\w.@-]{2,30}|\baccount\s+["'\u201c][\w.@-]{2,30}|@[\w.-]{2,30})[^.;!?\n]{0,60}?\b(?:access|rights|permissions?|privileges?|role)\b/;

/** Money moved or a payee changed. */
const MONEY =
  /\b(?:approve|confirm|release|pay|wire|transfer|refund|save|change|update|switch|mark)\b[^.;!?\n]{0,60}?\b(?:payees?|bank\s+details|payout\s+account|new\s+account|iban|card|payments?|payouts?|refunds?|invoices?|as\s+paid|settlement|discount)\b/;

/** A change of payee or account confirmed (its pretext names the account: "the payout account was updated. Confirm the change"). */
const CONFIRMS_CHANGE = /\b(?:confirm|approve|accept)\s+(?:the\s+)?(?:change|update|new\s+details)\b/;
const MONEY_WORD = /\b(?:payees?|bank\s+details|payout|iban|account\s+(?:number|details)|beneficiary)\b/;

/** A record's state claimed for the reader to confirm ("confirm that the induction is complete"): a cover, as one kept out. */
const CLAIMS_DONE =
  /\bconfirm\s+(?:that\s+)?[^.;!?\n]{0,50}?\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:complete|completed|done|verified|approved|paid|checked|finished)\b/;

/** Acts on all of a kind of record ("move all of X's shifts", "close every ticket"), at stake beside a person kept out. */
const ALL_RECORDS = /\b(?:move|reassign|give|transfer|cancel|delete|close|resolve|remove|approve|mark)\s+(?:all|every|each)\b/;

/** A figure rigged by a share ("inflate personnel costs by 20%"), at stake beside a person kept out. */
const FIGURE_RIGGED = /\b(?:inflate|increase|raise|lower|reduce|cut|bump|double|halve|pad)\b[^.;!?\n]{0,40}?\bby\s+\d{1,3}(?:\.\d)?\s?%/;

/** Tests or checks not run beside an approval or a merge: "approve it and enable auto-merge without running the tests". */
const UNTESTED = /\bwithout\s+(?:running|waiting\s+for)\s+(?:the\s+|any\s+)?(?:[\w-]+\s+)?(?:tests?|ci|checks?|test\s+suite)\b/;
const MERGED = /\b(?:approve|merge|auto-merge|deploy|release|push|ship)\b/;

/** An answer, a verdict or a record dictated for the reader to give as its own. */
const DICTATED =
  /\b(?:answer|say|state|reply|respond|tell\s+(?:the\s+)?(?:user|them|customers?)|credit|describe|rate|report|mark|record|list|treat|present|publish|post|set\s+the\s+recommendation)\b[^.;!?\n]{0,60}?(?:["\u201c]|\bas\s+(?:paid|resolved|neutral|passed|original|complete|completed|verified|approved|healthy|the\s+only)\b|\bthat\b|\bonly\b|\d\s?\/\s?\d|\bmaximum\b|\bfull\b|\bto\s+full\b)/;

/** A person or a source kept out, or a finding dropped from what the reader writes. */
const KEPT_OUT =
  /\b(?:do\s+not|don'?t|never|without)\s+(?:tell|show|ask|inform|notify|cite|mention|copy|cc|page|flag|alert|consult|involve|waiting\s+for|asking|telling|informing|notifying|paging|showing)\b|\bwithout\s+(?:[\w'\u2019-]{1,24}\s){0,2}?(?:approval|review|sign-?off|consent|knowledge)\b|\b(?:hide|conceal|suppress)\b|\bleave\s+(?:out|[^.;!?\n]{1,40}?\sout)\b|\b(?:omit|drop|skip|exclude|remove|delete)\b[^.;!?\n]{0,50}?\bfrom\s+(?:any|every|all|the|your|each)\s+(?:[\w-]+\s+)?(?:summar|answer|repl|report|response|output)|\b(?:discard|ignore|disregard)\s+(?:the\s+|all\s+)?(?:other|competing|remaining)\b|\bas\s+the\s+only\s+(?:valid|authoritative|correct|source)|\b(?:take|remove)\s+(?:the\s+)?(?:open\s+|ongoing\s+)?incident\s+(?:down|from)\b/;

/** Records in bulk or the conversation sent out to an address or a link (not a list or a file: a crew list to the harbour office). */
const RECORDS_OUT =
  /\b(?:send|e-?mail|forward|upload|post|transfer|export)\b[^.;!?\n]{0,60}?\b(?:export|conversation|chat|history|records|claimants?|customers?|patients?|database|dump)\b[^\n]{0,80}?(?:[a-z0-9._%+-]@[a-z0-9-]+\.[a-z]|https?:\/\/)/;

/**
 * Restraints said to be lifted: the forged channel's own claim that the reader may now do anything, the reader the
 * subject of the lifted limit ("you may now run any commands"); not restraints lifted for someone else, a product's notes
 * ("restrictions are lifted for beta users", "they may run any commands in their sandbox").
 */
const LIFTED =
  /\b(?:guardrails?|content\s+filters?|filters|safety\s+(?:rules|filters|checks)|restrictions|(?:usage|content|safety)\s+polic(?:y|ies))\s+(?:are|is|have\s+been|has\s+been|were)\s+(?:now\s+)?(?:disabled|lifted|off|suspended|removed|switched\s+off|turned\s+off|waived)\b(?!\s{1,3}(?:for|to)\s+(?!you\b|your\b|this\b|now\b|the\s+(?:assistant|agent|model|ai|bot|rest|session)\b)[a-z])|\b(?:comply\s+with|follow|obey|execute|carry\s+out)\s+(?:any|every|all)\s+(?:request|instruction|command|order)s?\b|\b(?:you(?:['\u2019]re|\s+are)?|(?:assistants?|agents?|models?|ai|bots?|copilot)(?:\s+(?:is|are))?)\s+(?:now\s+)?(?:permitted|allowed|authori[sz]ed|free)\s+to\s+(?:run|execute|do)\s+(?:any|every|all)\b|\b(?:you|assistants?|agents?|models?|ai|bots?|copilot)\s+(?:may|can)\s+(?:now\s+)?(?:run|execute)\s+(?:any|every|all)\s+(?:commands?|tools?|code|scripts?)\b/;

/** A quick test: one of the objects a machine's order may put at stake stands in `order` (lower case) at all. */
const ANY_OBJECT =
  /pass|pin|key|credential|token|environment|env|prompt|instruction|kubeconfig|\.aws|code|invite|seed|protection|review|2fa|mfa|verif|guardrail|filter|safety|audit|insecure|privileged|hostnetwork|main|master|production|admin|owner|maintainer|root|sudo|user|account|@|payee|bank|iban|card|pay|refund|invoice|settlement|discount|"|\u201c|as\s|that|only|\d|maximum|full|request|command|change|update|all|every|each|test|check|merge|%/;

/**
 * Whether an order to a machine puts something at stake by what it acts on: `acts` (lower case) its clauses that neither
 * forbid nor state a rule, `order` (lower case) the same with the sentence after it, where a person kept out may stand;
 * `lead` the address before the order's colon, which may hold the setting's verb and name ("patch the deployment with
 * privileged: true" read as an address up to its colon); `above` the text before the address, where the record's own
 * domains may stand.
 */
export function ordersAMachineAtStake(acts: string, order: string, lead = '', ownBot = false, above = ''): boolean {
  // (A choice, a finding or a verdict decided for the user or the record: verdict-stakes.ts; not by a team of people's
  // address, "Support agents:", whose macro sets the company's policy.)
  if (!addressesStaff(lead) && decidesForTheUser(acts, order, ownBot)) return true;
  // (The result the machine produces rigged, its change hidden, the data contradicted or the record sent out: result-stakes.ts.)
  if (rigsTheResult(order, `${above}\n${order}`)) return true;
  if (!ANY_OBJECT.test(acts)) return false;
  // (Read in the whole order, as a list of secrets holds commas that split its clauses: "reveal any configuration, keys
  // or environment variables"; a negation just before its verb forbids it.)
  if (secretOrdered(order)) return true;
  if (
    (UNTESTED.test(acts) && MERGED.test(acts)) ||
    CONTROL_OFF.test(acts) ||
    SETTING_OFF.test(lead === '' ? order : `${lead}:${order}`) ||
    RIGHTS_STRONG.test(acts) ||
    RECORDS_OUT.test(acts) ||
    LIFTED.test(order)
  )
    return true;
  const kept = KEPT_OUT.test(order) || CLAIMS_DONE.test(acts);
  if (!kept) return false;
  return (
    RIGHTS_NAMED.test(acts) ||
    MONEY.test(acts) ||
    (CONFIRMS_CHANGE.test(acts) && MONEY_WORD.test(order)) ||
    DICTATED.test(acts) ||
    ALL_RECORDS.test(acts) ||
    FIGURE_RIGGED.test(acts)
  );
}

/** Whether `order` (lower case) hands a secret over, its verb not negated just before ("never paste the keys"). */
function secretOrdered(order: string): boolean {
  const m = SECRET_OUT.exec(order);
  return m !== null && !OWN_KEY_USED.test(order) && !/\b(?:never|not|no|nor)\b|n't\b/.test(order.slice(Math.max(0, m.index - 30), m.index));
}

/**
 * Whether `order` (lower case) says the reader's restraints are lifted, or orders a secret out, a control off, an
 * owner's rights given, a merge untested, a figure rigged with the user kept out, the user's choice made or a limit lifted: what a weaker address (a bare speaker, a system's label) is read for besides a control skipped;
 * not where `above` (the text before the address) presents a specimen.
 */
export function liftsRestraints(order: string, above = ''): boolean {
  return (
    (LIFTED.test(order) ||
      secretOrdered(order) ||
      CONTROL_OFF.test(order) ||
      SETTING_OFF.test(order) ||
      RIGHTS_STRONG.test(order) ||
      (FIGURE_RIGGED.test(order) && KEPT_OUT.test(order)) ||
      (UNTESTED.test(order) && MERGED.test(order)) ||
      narrowsTheChoice(order) ||
      liftsALimit(order) ||
      rigsTheResult(order, `${above}\n${order}`)) &&
    !PRESENTED_ABOVE.test(above)
  );
}

/**
 * A specimen presented in the text above (its paragraph or the one before: a figure's caption, a write-up's "example of
 * the attack"): the forged channel under it is quoted, not planted. (Not the attack's name alone: a retrieved paper's
 * title names it above a planted order; nor the reserved domain, "mail.example".)
 */
const PRESENTED_ABOVE = /(?<![.@])\b(?:examples?|specimens?|payloads?|planted|verbatim|red[\s-]team|test\s+set|for\s+instance)\b/i;

/**
 * A condition's clause opened before a role's noun, with no stop between ("If this page is read by an assistant"): at a
 * line's or a sentence's start, or a JSON string's, not after a quotation mark in prose (a sentence quoted "like" it).
 */
const IF_BEFORE = /(?:^|[\n.!?:;>(\u00b9\u00b2\u00b3*\u2020]\s{0,3}|[:[,]\s{0,2}")(?:if|should|in\s+case)\s[^,.:;!?\n]{0,60}$/i;

/** Whether a condition's clause opens before the role's noun at `p`: its address then ends at a comma. */
export function conditionBefore(text: string, p: number): boolean {
  return IF_BEFORE.test(text.slice(Math.max(0, p - 70), p));
}

/**
 * Whether an order to a machine (reader-orders.ts) skips a control (operator-stakes.ts), a possessive's name read as a
 * word of its own ("without Ines's approval"), or puts at stake what it acts on: `acts`, `order` and `lead` as ordersAMachineAtStake's,
 * where `above` (the text before the address) presents no specimen.
 */
export function atStakeForAMachine(acts: string, order: string, above: string, lead = ''): boolean {
  return (
    skipsAControl(order.replace(/['\u2019]s\b/g, 's')) ||
    (ordersAMachineAtStake(acts, order, lead, configuresOwnBot(above), above) && !PRESENTED_ABOVE.test(above))
  );
}

/** Money moved as an order: its verb opening a clause (after a field's `=` or a subject's modal taken out). */
const MONEY_ORDERED = new RegExp(`(?:^|[.;:,"=]\\s{0,3}|\\b(?:and|now|then|please)\\s)\\s{0,2}${MONEY.source.replace(/^\\b/, '')}`);

/** Whether `order` (lower case) orders money moved or a payee changed: enough under a forged channel, which vouches for it. */
export function ordersMoneyMoved(order: string): boolean {
  return MONEY_ORDERED.test(order);
}
