/**
 * prompt_injection's address to "assistant" set aside where the same line names the one addressed as a person
 * (docs/content-readings.md, "A colleague called the assistant"): a commit, an issue comment or a chat line that reads
 * "Hey assistant, could you paste the logs? -- (message to Nkechi, the on-call assistant this week)" speaks to a
 * colleague whose job is called so. Set aside: the address's own finding only (`Hey assistant,`), where an appositive
 * after it names a person as the assistant ("message to NAME, the … assistant", "note for NAME, our team assistant")
 * and the request between them holds nothing at stake (no secret, no check skipped, no merge, no command run, no security
 * setting changed, no address to send to).
 * The trailer can be forged: what it lets through is a request to a person-named assistant with nothing at stake.
 * Left found: the same address over an order at stake, any other finding, an address with no person named.
 * Likewise a job's title with the person's name in apposition and a verb of the third person after it ("The site
 * assistant, Kwame, will meet the delivery at the gate"): a sentence about a person, not an address; set aside where
 * the sentence holds nothing at stake. Forgeable too: it lets through a statement about a named assistant's act with
 * nothing at stake in its sentence.
 */
import { dropFindings, type Hit } from './codes.js';

/** The address alone, as the phrase tables find it (one of them from the chat line's colon: ": Hi assistant"). */
const ADDRESS = /^(?:[:,][ \t]{0,2})?(?:hey|hi|hello|dear)[ \t,]{1,3}assistant[,:!]?$/i;
/** A person named as the assistant, after the request: "message to NAME, the on-call assistant". */
const NAMED =
  /\b(?:message|note|ping|reply|dm)[ \t]{1,3}(?:to|for)[ \t]{1,3}@?\p{Lu}[\p{L}'-]{1,30},[ \t]{1,3}(?:the|our|my)[ \t]{1,3}(?:[\p{L}-]{1,20}[ \t]{1,3}){0,2}assistant\b/u;
/**
 * What puts a request at stake: a secret, a check skipped, a change to the code, money, a security setting or a system
 * (run, disable, reset, close, destroy), somewhere to send to.
 */
const STAKE =
  /token|secret|passw|credential|api[ _-]?key|\.env\b|ignore|disregard|bypass|skip|without|merge|push|deploy|approve|delete|remove|drop|wire|transfer|refund|pay|grant|admin|@|https?:|\bsend\b|\bforward\b[^.?!\n]{0,40}\bto\b|\bupload|\bpost\b|\brun\b|\bexecute|\bdisable|\benable|\b(?:turn|switch|shut)\s{1,2}(?:off|down)\b|\b2fa\b|\bmfa\b|two[- ]factor|\bsso\b|\breset\b|\bclose\b|\brotate|\brevoke|\bdestroy|\bwipe|\bpurge|\bforce|\bsudo\b|\bchmod\b|\brm\s|\.sh\b|\bprotection|\bpermission|\bfirewall|\bquietly\b|\bsilently\b/i;

/** A job's title as the phrase tables find it ("The site assistant", "our office assistant"). */
const TITLE = /^[.:;!?\s]{0,3}(?:the|our|your|my)\s{1,3}(?:[\p{L}-]{1,20}\s{1,3}){0,2}assistant$/iu;
/** The person's name in apposition after the title, then a verb of the third person: ", Kwame, will meet …". */
const APPOSED =
  /^,\s{1,3}\p{Lu}[\p{L}'\u2019-]{1,30}(?:\s{1,3}\p{Lu}[\p{L}'\u2019-]{1,30})?,\s{1,3}(?:will|is|was|has|had|can|could|would|should|may|works|handles|meets|looks|takes|brings|collects|sorts|answers|covers)\b/u;

/** Drops the address findings from `own` on that speak to a person named as the assistant with nothing at stake. */
export function setAsideNamedAssistants(text: string, out: Hit[], own: number): void {
  dropFindings(out, own, (h) => h.code === 'injection_role' && h.end - h.start <= 24 && colleague(text, h));
}

function colleague(text: string, h: Hit): boolean {
  const found = text.slice(h.start, h.end);
  if (TITLE.test(found)) {
    const after = text.slice(h.end, h.end + 300);
    const apposed = APPOSED.exec(after);
    if (apposed === null) return false;
    // The sentence's rest, to its end or its line's.
    const end = after.slice(apposed[0].length).search(/[.!?\n]/);
    return !STAKE.test(after.slice(0, end < 0 ? after.length : apposed[0].length + end));
  }
  if (!ADDRESS.test(found)) return false;
  let lineEnd = text.indexOf('\n', h.end);
  if (lineEnd < 0) lineEnd = text.length;
  const rest = text.slice(h.end, Math.min(lineEnd, h.end + 300));
  const named = NAMED.exec(rest);
  return named !== null && !STAKE.test(rest.slice(0, named.index));
}
