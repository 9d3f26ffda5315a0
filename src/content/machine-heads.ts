/**
 * encoded_payload: decoded text whose head addresses the machine reading the record, in any language
 * (docs/content-readings.md, "Heads for the machine"): what decoded-address.ts reads in English, here by marks that
 * cross languages:
 *   - a head of four words or more before a colon that names an "AI", an "LLM" or a "GPT" in capitals past its
 *     first word, the Latin token kept in every script's prose ("… AI सिस्टम के लिए निर्देश:", "Catatan untuk sistem AI …:"), with a
 *     clause of four words or more after it;
 *   - a head that names automatic processing (`automat…`, `автомат…`, `аутомат…`) after a word for "for", followed by an
 *     order that removes something or keeps it unsaid (the languages' stems for remove, delete, ignore, do not mention);
 *     an honest processing note states a format or a unit;
 *   - the machine's role alone as the head ("Assistant:") over an order kept unsaid or set against the data ("… and do
 *     not mention this", "… whatever the figures show");
 *   - an assistant's or a model's note ("Assistant note:", "Model note:") or a condition on the machine ("When the AI
 *     summarises this record, …") followed by a clause;
 *   - an override of the rules or a request for the system prompt opening the text.
 * Decoded text only: plain prose that names an AI is read by the injection readings.
 */

/** The head before a colon (a blank may precede it, as French writes). */
function headOf(text: string): { head: string; rest: string } | null {
  const colon = text.slice(0, 92).search(/[ \t\u00a0]?:[ \t]/);
  if (colon < 3) return null;
  const head = text.slice(0, colon);
  if (head.includes('\n')) return null;
  return { head, rest: text.slice(colon + 2).trim() };
}
const words = (s: string): number => s.split(/\s+/).filter((w) => w.length > 0).length;

const MACHINE_TOKEN = /(?:^|[^\p{L}\p{N}])(?:AI|LLM|GPT)(?:$|[^\p{L}\p{N}])/u;
const AUTOMATIC = /autom[a\u00e1\u00e0\u00e2]t|\u0430[\u0432\u0443]\u0442\u043e\u043c\u0430\u0442/iu;
/** "For" in the languages a processing note is written in. */
const FOR =
  /(?:^|[^\p{L}])(?:for|to|para|pour|f\u00fcr|fur|per|voor|f\u00f6r|til|dla|pro|za|\u0434\u043b\u044f|\u0437\u0430)(?:$|[^\p{L}])/iu;
/** An order that removes something or keeps it unsaid, by the languages' stems. */
const AT_STAKE =
  /\b(?:remove|delete|exclude|drop|ignore|hide|do not|don't|never)\b|entfern|l\u00f6sch|ignorier|nicht erw\u00e4hn|verschweig|supprim|ignor|ne le \p{L}+ pas|elimin|borr|no lo menciones|non o menciones|n\u00e3o mencion|usu\u0144|nie wspomin|nie inform|vy\u0159a\u010f|odstra\u0148|nezmi\u0148uj|\u0438\u0437\u0431\u0430\u0446|\u043d\u0435 \u043f\u043e\u043c\u0438\u045a|\u043d\u0435 \u0441\u043f\u043e\u043c\u0438\u043d|\u0432\u0438\u0434\u0430\u043b|\u043d\u0435 \u0437\u0433\u0430\u0434\u0443|\u0443\u0434\u0430\u043b\u0438|\u043d\u0435 \u0443\u043f\u043e\u043c\u0438\u043d\u0430|\u0438\u0433\u043d\u043e\u0440|\u0456\u0433\u043d\u043e\u0440/iu;
/** The machine's role alone as the head ("Assistant:", "Model:", "AI:"). */
const ROLE_ALONE = /^(?:assistant|model|llm|ai|bot|agent)$/i;
/**
 * What a role's order keeps unsaid or sets against the record ("do not mention this", "without mentioning", "regardless of
 * the results", "whatever the data says"): a transcript's turn or a model's card after the same head says no such thing.
 */
const KEPT_UNSAID =
  /\b(?:(?:do[ \t]+not|don't|never)[ \t]+(?:mention|tell|report|reveal|disclose|note|flag)|without[ \t]+(?:mentioning|telling|noting|flagging)|regardless[ \t]+of|whatever[ \t]+the)\b/i;
const ROLE_NOTE = /^(?:assistant|model|llm|ai|agent|bot)[ \t]+(?:note|notice|instructions?|directive|message)\b/i;
const CONDITION =
  /^(?:when|if|before|while|whenever)[ \t]+(?:an?|the|any)[ \t]+(?:ai|assistant|model|llm|agent|bot|summari[sz]er)\b[^,.\n]{0,80},[ \t]*\S/i;
const OVERRIDE =
  /^(?:please[ \t]+)?(?:ignore|disregard|override|bypass)[ \t]+(?:the|all|any|your|previous|prior|this)\b[^.\n]{0,60}?\b(?:rules?|rubric|instructions?|criteria|requirements?|polic(?:y|ies)|guidelines?|checks?)\b/i;
const PROMPT_ASK = /^(?:please[ \t]+)?(?:reveal|print|output|show|repeat|leak|disclose)\b[^.\n]{0,60}?\bsystem[ \t]+prompt\b/i;

export function headsForMachine(text: string): boolean {
  const s = text.trimStart().slice(0, 400);
  if (CONDITION.test(s) || OVERRIDE.test(s) || PROMPT_ASK.test(s)) return true;
  const split = headOf(s);
  if (split === null || words(split.rest) < 4) return false;
  const { head, rest } = split;
  // The token inside a head of four words or more (a reader described: "… the AI system reading this form"); a head
  // that opens with it names a topic ("AI project notes:").
  if (ROLE_ALONE.test(head.trim()) && KEPT_UNSAID.test(rest)) return true;
  if (ROLE_NOTE.test(head) || (words(head) >= 4 && MACHINE_TOKEN.test(head.slice(head.search(/\s/))))) return true;
  return AUTOMATIC.test(head) && FOR.test(head) && AT_STAKE.test(rest);
}
