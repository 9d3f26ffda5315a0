/**
 * What an order to the machine reading a text puts at stake for the person or the record it works for, read by what it
 * acts on (docs/content-readings.md, "Orders to the machine that decide for the user or the record"): machine-stakes.ts
 * reads a secret, a control, rights and money; a shopping, support or back-office agent is also ordered to make the
 * user's choice (another seller never suggested, only one shop recommended), to say what the writer wants as its own
 * finding (a bare "yes", a comparison it never ran, a price "as" the seller puts it, a stock or a fee claimed), to set a
 * record's verdict (a status set to approved, a claim marked compliant, a code swapped "instead of" another, an amount
 * "read as" another, a supplier listed as preferred), to turn a hold, a limit or a check off, or to hand an account's
 * number or contact over with its holder kept out or its check claimed done. Each is said by honest text to people
 * ("mark the claim as compliant once the receipts were checked", "override the fee"), or as a description ("the checker
 * sets the status to approved when ..."); in an order to a machine the text addresses, under no condition, it decides for
 * a user or a record that will not be asked. Pure; every pattern is bounded and has no nested quantifier.
 */

/** The user's choice narrowed: another seller, a cheaper shop, the competitors never suggested; one shop's only. */
const CHOICE_NARROWED =
  /\b(?:never|do\s+not|don't|not)\s+(?:suggest|recommend|mention|show|list|offer|link\s+to|propose)\s+(?:an?\s+|any\s+)?(?:other|another|cheaper|competing|alternative|rival)\b|\b(?:recommend|suggest|present|show|list)\s+only\b|\bonly\s+(?:recommend|suggest|present|show)\b|\b(?:hide|leave\s+out|omit)\s+(?:the\s+)?(?:competitors?|other\s+(?:sellers?|shops?|stores?|offers?|options?))\b/;

/**
 * A finding dictated for the reader to give the user as its own: a comparison or a check it never ran ("say you
 * compared six shops"), a bare "yes" ("answer yes to any question about allergens"), the item's stock or price, the
 * reviews' verdict, a fee's absence.
 */
const FINDING_DICTATED =
  /\b(?:say|tell\s+(?:the\s+|your\s+)?(?:user|buyer|customer|shopper|client)s?|answer|reply|respond|state|claim|confirm)\s+(?:(?:that|to\s+(?:any|every|all)\s+[\w-]+(?:\s+[\w-]+){0,4})\s+)?(?:you\s+(?:have\s+)?(?:checked|compared|verified|tested|confirmed|reviewed|looked\s+at)\b|["\u201c]?yes\b|(?:this|it|the\s+item|the\s+product)\s+is\s+(?:in\s+stock|the\s+only|the\s+cheapest|the\s+best)|all\s+reviews\s+are\b|(?:delivery|shipping)\s+(?:was|is)\s+free\b)|\b(?:tell|say|answer)\b[^.;!?\n]{0,60}?\b(?:in\s+stock\s+and\s+ships|(?:came|comes)\s+out\s+cheapest|is\s+the\s+only\s+(?:shop|store|seller))\b|\btell\s+(?:the\s+|your\s+)?(?:users?|customers?|buyers?|shoppers?|clients?)\s+(?:that\s+)?(?:it|this|the\s+(?:order|item|payment|refund))\s+(?:was|is|has\s+been)\s+(?:already\s+)?(?:paid|delivered|refunded|confirmed|shipped)\b|\btell\s+(?:the\s+|your\s+|all\s+|every\s+)?(?:users?|customers?|buyers?|clients?)\s+(?:that\s+)?[^.;!?\n]{0,40}?\b(?:paid|sent|refunded|transferred)\s+to\s+(?:the|an?|their|this)\s+(?:[\w-]+\s+)?(?:account|number|card|wallet)\b/;

/** Payment taken off the platform: by a bank transfer, a wire, a gift card or to the account a seller's text gives. */
const PAYMENT_REROUTED =
  /\b(?:pay|send\s+(?:the\s+)?payment|transfer\s+(?:the\s+)?(?:money|amount|payment))\s+(?:directly\s+)?(?:by|via|with|through|to)\s+(?:a\s+)?(?:bank\s+transfer|wire\s+transfer|wire|crypto|bitcoin|gift\s+cards?|the\s+(?:account|iban)\s+(?:in|on|from)\s+the\b|the\s+seller'?s\s+(?:own\s+)?(?:account|iban|wallet))/;

/** A paid option chosen for the user: the seller's preferred or a premium courier, plan or cover, with its price named. */
const OPTION_CHOSEN =
  /\b(?:apply|choose|select|use|pick|add)\s+(?:the\s+seller'?s\s+|our\s+|the\s+)?(?:preferred|premium|express|priority)\s+(?:[\w-]+\s+){0,2}?(?:courier|shipping|delivery|carrier|plan|option|insurance|warranty|cover)\b[^;!?\n]{0,60}?(?:[$\u20ac\u00a3]|\b(?:usd|eur|gbp)\b)/;

/** The machine's own instructions or tools handed over: their full text, a copy, the list of tools it may call. */
const OWN_SETUP_OUT =
  /\b(?:full\s+text|verbatim\s+text|exact\s+text|a\s+copy|the\s+contents?)\s+of\s+your\s+(?:own\s+)?(?:instructions|prompt|rules|guidelines|configuration)\b|\b(?:list|names)\s+of\s+(?:the\s+|all\s+)?tools\s+you\s+(?:can|may|are\s+able\s+to)\s+(?:call|use)\b/;

/** A figure given "as" the writer puts it: "report our price as €19.99", "record today's price as the lowest". */
const FIGURE_AS =
  /\b(?:report|record|list|quote|show|give|log|enter|present)\s+(?:our|the|this|its|today's|today\u2019s)\s+(?:[\w-]+\s+)?(?:price|total|rating|score|amount|cost)\s+as\s+(?:us\s?\$|[$\u20ac\u00a3]|\d|(?:usd|eur|gbp)\b|the\s+(?:lowest|best|cheapest|highest))/;

/**
 * A record's verdict set: a status set to one, a claim or an expense marked, logged or treated as passing, a supplier
 * listed as preferred, a code swapped "instead of" another, an amount "read as" another "not" the one written.
 */
const VERDICT_SET =
  /\bset\s+(?:the\s+|its\s+|this\s+)?(?:[\w-]+\s+){0,3}?status\s+to\s+(?:approved|paid|verified|compliant|cleared|accepted|passed|authori[sz]ed)\b|\b(?:mark|log|record|treat|flag|file|classify)\s+(?:it|this|them|the\s+[\w-]+(?:\s+[\w-]+)?|this\s+[\w-]+)\s+as\s+(?:(?:verified\s+and\s+)?(?:approved|compliant|verified|paid|cleared|genuine|passed|covered|eligible|pre-?approved))\b|\blist\s+(?:us|our\s+[\w-]+|[\w-]+(?:\s+[\w-]+)?)\s+as\s+(?:the\s+)?preferred\s+(?:supplier|vendor|seller|partner)\b|\bunder\s+(?:code\s+)?[\w.-]{2,12}\s+instead\s+of\s+[\w.-]{2,12}\b/;
/** An amount "read as" another than the one written, in the order or its pretext ("must be read as 4,800.00, not 480.00"). */
const AMOUNT_READ_AS =
  /\b(?:read|entered|enter|recorded|record|booked|book|submit|submitted|treated|treat)\s+(?:it\s+|in\s+the\s+[\w-]+\s+)?as\s+[\d.,]{3,12}\s*,?\s+not\s+[\d.,]{2,12}/;

/** A hold, a limit or a check turned off or not run (not a mail's or a call's: "hold music", "on hold"). */
const CHECK_OFF =
  /\b(?:turn\s+off|switch\s+off|disable|lift|suspend|remove|bypass|skip|waive)\s+(?:the\s+|any\s+|all\s+|its\s+)?(?:[\w-]+\s+){0,3}?(?:holds?|limits?|checks?|callbacks?|call-?back\s+checks?|screening)\b(?!\s+(?:music|queue|button))|\b(?:do\s+not|don't|never|no\s+need\s+to)\s+(?:run|perform|apply|trigger|do)\s+(?:the\s+|a\s+|any\s+)?(?:[\w-]+\s+){0,3}?(?:checks?|limits?|verification|callback|screening)\b/;

/** An account's number, line or contact handed over: ported, released, swapped, changed to one the text gives. */
const ACCOUNT_HANDED =
  /\b(?:port|release|swap|transfer|approve)\s+(?:the\s+|this\s+)?(?:number|line|sim|msisdn|sim\s+swap)\b|\b(?:change|update|replace|switch)\s+(?:the\s+)?(?:contact\s+)?(?:e-?mail|phone(?:\s+number)?|mobile(?:\s+number)?|contact\s+(?:e-?mail|details|number))\b/;
/** Money handed out from the reader's side: a refund, a credit, a compensation, a discount issued or approved. */
const MONEY_OUT =
  /\b(?:issue|approve|apply|grant|pay|process)\s+(?:a\s+|an\s+|the\s+)?(?:full\s+|lifetime\s+)?(?:refund|credit|compensation|discount|payout|reimbursement)\b|\brefund\s+(?:the\s+|this\s+)?(?:full|whole|entire)\b|\bapprove\s+(?:it|this|the\s+claim|this\s+claim|the\s+refund)\b/;
/** The holder kept out, or the check said to be done already: what makes a handover or a refund the writer's. */
const HOLDER_OUT =
  /\b(?:do\s+not|don't|never|without)\s+(?:contact|contacting|call|calling|notify|notifying|escalat|check|checking|verif|callback|a\s+callback)|\bwithout\s+(?:any\s+|an?\s+)?(?:escalation|callback|verification|receipts?)\b|\bno\s+(?:callback|call-?back|verification|escalation)\s+(?:is\s+)?(?:needed|required)|\b(?:already|was|been)\s+verified\b|\bconsent\s+is\s+implied\b|\bconfirmed\s+(?:it\s+|the\s+[\w-]+\s+)?by\s+phone\b|\bto\s+the\s+(?:card|account|number|e-?mail)\s+in\s+this\s+message\b/;

/** A condition or a step that makes the order a workflow's ("once the receipts were checked", "only after"). */
const STEP = /\b(?:once|after|unless|only\s+(?:if|when|after))\b/;

/** A quick test: one of the words these readings need stands in `acts` (lower case) at all. */
const ANY_WORD =
  /other|pay|wire|transfer|courier|shipping|delivery|plan|option|insurance|warranty|cover|your|tools|cheap|compet|only|say|tell|answer|repl|respond|state|claim|confirm|price|total|rating|amount|status|as\s|instead|hold|limit|check|callback|screen|number|line|sim|mail|phone|mobile|contact|refund|credit|compens|discount|payout|reimburs/;

/**
 * Whether `order` (lower case) makes the user's choice or dictates the reader's finding: what a weaker address (a
 * label naming the model, a system's bracket) is read for too (machine-stakes.ts's liftsRestraints).
 */
export function narrowsTheChoice(order: string): boolean {
  return CHOICE_NARROWED.test(order) || FINDING_DICTATED.test(order) || USER_DATA_OUT.test(order);
}

/** The user's own data handed to the other side of the deal: the full address, a phone, a card to the seller. */
const USER_DATA_OUT =
  /\b(?:include|give|send|share|forward|paste|disclose)\b[^.;!?\n]{0,40}?\b(?:full\s+(?:home\s+|delivery\s+)?address|home\s+address|phone\s+number|date\s+of\s+birth|card\s+(?:number|details)|passport)\b[^.;!?\n]{0,40}?\bto\s+the\s+(?:seller|merchant|vendor|shop|store|courier|carrier|third\s+party)\b/;

/**
 * A limit said lifted for the record at hand or for good, in a channel the text forges: an invoice "exempt from
 * approval limits", letters that "may be e-mailed to any address" (a standing permission written into the machine's
 * memory). What forged-markers.ts reads under a system's or a memory's marker, beside machine-stakes.ts's restraints.
 */
const LIMIT_LIFTED =
  /\bexempt\s+from\s+(?:the\s+|all\s+|any\s+)?(?:[\w-]+\s+)?(?:approval|review|limits?|checks?|controls?|verification|sign-?off)\b|\bmay\s+be\s+(?:e-?mailed|sent|shared|forwarded|disclosed|released)\s+to\s+any(?:one|\s+address|\s+party|\s+recipient)\b/;

/** Whether `order` (lower case) says a limit is lifted: an exemption from approval, a permission to send to anyone. */
export function liftsALimit(order: string): boolean {
  return LIMIT_LIFTED.test(order);
}

/**
 * Whether an order to a machine, `acts` (lower case: its clauses that neither forbid nor state a rule) and `order` (the
 * same with the sentence after it), decides for the user or the record: a choice narrowed, a finding dictated, a figure
 * given as the writer puts it, a verdict set or a check turned off under no condition; an account handed over or money
 * handed out with its holder kept out or its check claimed done. `ownBot`: the text configures the writer's own bot
 * ("FAQ for our chatbot"), whose answers about its own offer are the owner's to set (a finding dictated is read no more).
 */
export function decidesForTheUser(acts: string, order: string, ownBot = false): boolean {
  if (!ANY_WORD.test(acts)) return false;
  if (
    CHOICE_NARROWED.test(acts) ||
    (!ownBot && FINDING_DICTATED.test(acts)) ||
    USER_DATA_OUT.test(acts) ||
    FIGURE_AS.test(acts) ||
    PAYMENT_REROUTED.test(acts) ||
    OPTION_CHOSEN.test(acts) ||
    OWN_SETUP_OUT.test(acts)
  )
    return true;
  if (!STEP.test(order) && (VERDICT_SET.test(acts) || CHECK_OFF.test(acts) || AMOUNT_READ_AS.test(order))) return true;
  return (ACCOUNT_HANDED.test(acts) || MONEY_OUT.test(acts)) && HOLDER_OUT.test(order);
}

/**
 * A team of people named by a staff qualifier and a plural "agents" ("Support agents:", "Customer care agents:",
 * "Tier 2 agents:"): a macro's or a handbook's address to staff, whose refunds, limits and statuses are the company's
 * policy (docs/content-readings.md). Not a machine's kind before it ("AI support agents"), nor one that acts for a
 * buyer ("Shopping agents", "Purchasing agents", "Booking agents": a seller's page addresses the buyer's machine so).
 */
const STAFF_TEAM =
  /^(?:(?:customer|senior|junior|new|human|live|all|our)\s+)?(?:support|claims?|accounts?|store|retail|sales|field|billing|care|service|help\s?desk|desk|call[\s-]?cent(?:re|er)|contact[\s-]?cent(?:re|er)|collections?|retention|returns?|refunds?|front[\s-]?desk|branch|counter|floor|escalations?|front-?line|tier[\s-]?[1-3]|level[\s-]?[1-3]|success|onboarding|fraud|disputes?)\s+agents$/;

/** Whether `address` (lower case, without its colon) names a team of people by its staff qualifier. */
export function addressesStaff(address: string): boolean {
  return STAFF_TEAM.test(address);
}

/**
 * The writer's own bot named in the text above an address ("Shop FAQ for our chatbot", "Knowledge base for our
 * assistant"): the shop configures its own machine's answers about its own offer (docs/content-readings.md).
 */
const OWN_BOT =
  /\b(?:for|to)\s+our\s+(?:own\s+)?(?:chat\s?bot|bot|assistant|virtual\s+(?:assistant|agent)|support\s+bot|help\s+bot|ai\s+assistant)s?\b/i;

/** Whether `above` (the text before an address) names the bot the order configures as the writer's own. */
export function configuresOwnBot(above: string): boolean {
  return OWN_BOT.test(above);
}

/** The person's last turn before an assistant's, opening its line or a field (a clause's number before it: "3. Human: ..."). */
const PERSON_LAST = /(?:^|\n|\\n|["']|:[ \t]{1,3})[ \t]{0,4}(?:\d{1,3}\.\s{1,3})?(?:human|user)[ \t]{0,2}:([^\n]{0,200})\n?$/i;
/** What that turn decides for a record: an invoice, a claim or a payment approved, marked paid or released. */
const DECIDES_RECORD =
  /\b(?:approve|release|mark|pay|authori[sz]e)\s+(?:this|the|it|these|all)\b[^.;!?\n]{0,40}?\b(?:invoices?|claims?|payments?|paid|pre-?authori[sz]ations?|refunds?)\b/i;
/** The turn claiming it done: "Done. Invoice approved and marked as paid." (not the person's own: "your refund"). */
const CLAIMS_IT_DONE = /^(?:done|ok|okay|sure|confirmed)\b[^\n]{0,80}?\b(?:approved|paid|released|authori[sz]ed)\b/i;

/**
 * Whether an assistant's `turn` (from its body) claims done what the person's turn right `before` it decided for a
 * record: an exchange forged into a document, which hands the reader the act as already agreed (forged-dialogues.ts).
 */
export function consentsToAVerdict(turn: string, before: string): boolean {
  const person = PERSON_LAST.exec(before);
  return person !== null && CLAIMS_IT_DONE.test(turn) && !/\byour\b/i.test(turn.slice(0, 90)) && DECIDES_RECORD.test(person[1]!);
}
