/**
 * role-acts.ts' address grammar for English calls to the reader that its word tests leave (docs/content-readings.md,
 * "What the forty-fifth to forty-seventh slices missed"): a machine's noun with what it does or reads told after it
 * ("hey assistant compiling the KPI pack,", "for the AI drafting the monthly return,", "AI reviewer of this log -"),
 * and the reader named generically by what it does to the record, with no machine's role ("to whoever or whatever
 * reads this log:", "reader of this incident file:", "text for machine readers only:", "if you are an automated
 * reader of this request,", "for whoever reads these forms automatically:", "Reader instruction:"). "Whoever processes this
 * return" alone is a clerk: a generic call names "whatever" too, or the reading as automatic. Only
 * the address is read here: role-acts still asks its order for an act at stake, and takes no modal after these calls
 * ("the reader of this form should ..." is a checklist's step).
 * Every repeat is bounded and the words between repeats are separated by spaces, so a test is linear in the address
 * (role-acts' ADDRESS_REACH at most).
 */

/** The machine's nouns a call names the reader by. */
const MACHINE_NOUN = String.raw`(?:ai|a\.i\.|assistant|bot|model|llm|generator|summari[sz]er|agent|tool|system|engine|pipeline|parser|importer)s?`;

/** A call by a machine's noun with its job or its reading after it, or a greeting before it. */
const MACHINE_CALLED = new RegExp(
  String.raw`^(?:(?:hey|hi|hello|dear|attention|note|message|instructions?)\s+)?(?:(?:to|for)\s+)?(?:the\s+|any\s+|this\s+|our\s+|each\s+|every\s+)?(?:[a-z-]{1,24}\s+){0,2}${MACHINE_NOUN}\s+(?:[a-z-]{1,20}ing|of\s+(?:this|these)|for\s+(?:this|these))\b(?:\s+[a-z0-9'-]{1,24}){0,6}$`,
);
/** A call with a greeting or a dedication before a machine's noun: "dear report-writing AI", "note to the inspection-report generator". */
const GREETED = new RegExp(
  String.raw`^(?:hey|hi|hello|dear|note\s+(?:to|for)|message\s+(?:to|for))\s+(?:the\s+|any\s+|our\s+)?(?:[a-z-]{1,24}\s+){0,2}${MACHINE_NOUN}$`,
);

/** The reader named by what it does to the record: whoever or whatever reads, a reader of this file, machine readers. */
const GENERIC_READER =
  /^(?:to\s+)?(?:whoever\s+or\s+whatever|whatever(?:\s+or\s+whoever)?)(?:\s+[a-z-]{1,20}){0,2}?\s+(?:reads|processes|parses|imports|compiles|handles|logs|summari[sz]es|builds|generates|ingests|receives)\b(?:\s+[a-z0-9'-]{1,24}){0,6}$|^(?:to\s+)?(?:the\s+|any\s+|an?\s+)?(?:automated\s+|machine\s+)?readers?\s+of\s+(?:this|these)\b(?:\s+[a-z0-9'-]{1,24}){0,3}$|^(?:text|notes?|instructions?)\s+(?:for|to)\s+(?:the\s+)?(?:machine|automated)\s+(?:readers?|systems?|tools?|processing)(?:\s+only)?$|^if\s+you\s+are\s+(?:an?\s+|the\s+)(?:automated\s+|machine\s+)readers?\b(?:\s+[a-z0-9'-]{1,24}){0,4}$|^machine\s+readers?$|^(?:data\s+)?pipeline\s+note$|(?:^|\s)(?:for|to)\s+whoever\s+(?:reads|processes|parses|handles|sorts|files)\s+(?:[a-z0-9'-]{1,24}\s+){0,4}(?:automatically|by\s+machine)$|^readers?\s+(?:instructions?|directive)$/;

/** The words that open a place role-acts reads for a generic reader (lower case, whole words). */
export const READER_WORD = /^(?:whoever|whatever|readers?|machines?|pipeline)$/;

/** Whether `address` (lower case, without its markup) calls the reader by this grammar. */
export function callsTheReader(address: string): boolean {
  if (address.length > 90) return false;
  return MACHINE_CALLED.test(address) || GREETED.test(address) || GENERIC_READER.test(address);
}

/** A call that names the reader by what it does to the record: "whichever language model processes this row,". */
const WHICHEVER_READS =
  /^(?:whichever|whatever|any|each|every)\s+(?:[a-z-]+\s+){0,3}(?:models?|assistants?|ai|bots?|systems?|tools?|agents?|llms?)\s+(?:processes|reads|parses|handles|summari[sz]es|scores|reviews|grades|is\s+reading|reading|processing|parsing)\b/;
/** A call by the machine's reading of this very text: "when the intake bot reads this,". */
const WHEN_READS =
  /^(?:when|once|as\s+soon\s+as)\s+(?:the|an?|any|your)\s+(?:[a-z-]{1,20}\s+){0,2}(?:bot|ai|assistant|model|agent|system|tool)s?\s+(?:reads|processes|parses|handles|sees|opens|summari[sz]es)\s+(?:this|these)\b/;

/** Whether a call names the reader by what it does to this text (role-acts.ts lets such a call be long before its comma). */
export const readsThis = (call: string): boolean => WHICHEVER_READS.test(call) || WHEN_READS.test(call);

/**
 * An agent at work on a kind of record or on this one, a queue's reader rather than a person assigned a case: "to any
 * agent triaging tickets", "the agent auditing these entries" (not "the agent reviewing refund 1365").
 */
export const ANY_AGENT_AT_WORK =
  /(?:^|\s)(?:(?:any|every|each|whichever|all)\s+agents?\s+[a-z]{3,20}ing\s+(?:(?:these|the|all|incoming|new)\s+)?[a-z-]{2,20}s|the\s+agents?\s+[a-z]{3,20}ing\s+(?:this|these)(?:\s+[a-z-]{2,20})?)$/;
