/**
 * prompt_injection's address to the assistant set aside where the sentence only asks it to pass the writer's own
 * request to a person (docs/content-readings.md, "A request relayed to a person"): a customer writing to a service's
 * assistant in a ticket or a chat, "Assistant, can you please tell the agent that I need the refund before Friday?",
 * "Bot, could you let someone know my SIM has no signal?". The person decides; the assistant is asked to carry what the
 * writer says of themselves (I, my, we, our). Set aside: the address's own finding only (a short one), where the
 * sentence after it asks to tell, let know or ask a person (the agent, a human, someone, the team, staff) and what it
 * carries opens in the first person and claims nothing at stake: no approval or verification, no check or flag to
 * skip, lift or ignore, no override, no secret, no address or link to send to.
 * What it lets through: a relay of the writer's own words to a person with none of those; the person still reads it.
 * Left found: the same relay with any of them, every other finding, an order to the assistant itself.
 */
import { dropFindings, type Hit } from './codes.js';

/** The address alone, as the phrase tables find it (`Assistant`, `Bot,`, `: AI`). */
const ADDRESS = /^(?:[:,][ \t]{0,2})?(?:hey[ \t,]{1,3}|hi[ \t,]{1,3})?(?:assistant|bot|ai|chatbot|virtual assistant)[,:!]?$/i;
/**
 * After the address: a polite ask, a verb of passing on, a person, and what is passed on; group 1 what is passed on (to
 * the sentence's end).
 */
const RELAY =
  /^[,:!]?[ \t]{1,3}(?:(?:can|could|would|will)[ \t]{1,3}you[ \t]{1,3})?(?:please[ \t]{1,3})?(?:tell|let|ask|inform|remind)[ \t]{1,3}(?:the|a|an|your|one[ \t]of[ \t]your)?[ \t]{0,3}(?:(?:human|live|real|support|customer[ \t]service|service)[ \t]{1,3})?(?:agents?|person|people|humans?|representatives?|reps?|someone|somebody|staff|team|supervisor|manager|colleagues?|operators?)(?:[ \t]{1,3}know)?(?:[ \t]{1,3}(?:that|to))?[ \t]{1,3}([^.?!\n]{1,200})/i;
/** What the relay carries opens in the first person (or asks the person to act for the writer: "to call me back"). */
const FIRST_PERSON = /^(?:i|i'm|i've|i'd|i'll|my|we|we're|we've|our|me)\b|^(?:call|ring|email|contact|text|phone)[ \t]{1,3}(?:me|us)\b/i;
/** What puts the relay at stake: an approval or a check claimed, skipped or lifted, an override, a secret, an address. */
const STAKE =
  /approv|authori[sz]|verif|confirmed|cleared|supervisor|manager|system|ignore|disregard|override|bypass|skip|without|waive|lift|remove|unlock|release|flag|fraud|lock|pin\b|passw|code\b|token|secret|otp|@|https?:|www\.|\bsend|\bforward|\bshare|\bexport|history|records?\b|\bdelete|\bclose\b|\bnow\b|immediately|\bprocess/i;

/** Drops the address findings from `own` on whose sentence only relays the writer's own request to a person. */
export function setAsideRelayedRequests(text: string, out: Hit[], own: number): void {
  dropFindings(out, own, (h) => h.code === 'injection_role' && h.end - h.start <= 24 && relayed(text, h));
}

function relayed(text: string, h: Hit): boolean {
  const found = text.slice(h.start, h.end);
  if (TURN_LABEL.test(found) && text.charCodeAt(h.end) === 0x29 && text.charCodeAt(h.end + 1) === 0x3a) return quietTurns(text, h.end + 2);
  if (!ADDRESS.test(found.trim())) return false;
  return relaysAfter(text, h.end);
}

/** Whether the sentence after an address at `end` relays the writer's own request with nothing at stake. */
function relaysAfter(text: string, end: number): boolean {
  const m = RELAY.exec(text.slice(end, end + 320));
  if (m === null) return false;
  const carried = m[1]!;
  return FIRST_PERSON.test(carried) && !STAKE.test(carried);
}

/** What a turn of the transcript puts at stake besides STAKE's: money moved, an account or a booking changed. */
const TURN_STAKE = /refund|credit|issu|paid|\bpay|transfer|cancel|chang|account|upgrad|compensat|voucher|booking|\bdone\b|complete/i;
/** A chat's own assistant named in its turn's label (`Skye (Brightwater virtual assistant): …`). */
const TURN_LABEL = /^(?:virtual[ \t])?assistant$/i;
/** A transcript's turn: its time and speaker, then what the speaker says (group 1). */
const TURN = /^\[[0-9:]{4,8}\][ \t]{1,3}[^:\n]{1,60}:[ \t]{0,3}(.*)$/;
/** How far after the label the transcript's turns are read. */
const TURNS_REACH = 320;

/**
 * Whether the transcript's turns from `from` (the label's own turn, then the next ones within reach) hold nothing at
 * stake but a request relayed to a person: the service's assistant greeting or answering is no forged turn.
 */
function quietTurns(text: string, from: number): boolean {
  const lines = text.slice(from, from + TURNS_REACH).split('\n');
  // The last line may be cut short: read whole lines only, the label's own first.
  if (from + TURNS_REACH < text.length) lines.pop();
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const said = i === 0 ? lines[0]! : TURN.exec(lines[i]!)?.[1];
    if (said === undefined) return false;
    if (!STAKE.test(said) && !TURN_STAKE.test(said)) continue;
    const address = /^(?:assistant|bot|ai|chatbot)(?=[,:!])/i.exec(said);
    if (address === null || !relaysAfter(said, address[0].length)) return false;
  }
  return true;
}
