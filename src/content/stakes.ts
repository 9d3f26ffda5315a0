/**
 * What an order to the AI reader puts at stake (S) and where it sends it (D), for the cue scorer
 * (cues.ts, docs/content.md): word lists kept as data, each read over the 220 code units after an
 * order's verb with bounded repeats. Graded for the weighed sum: a secret or money going out weighs
 * most, a plain destination least.
 */
/**
 * (S) What is at stake: secrets, someone's messages and files, the conversation, money, access, the
 * code that ships. (D) Where it goes: a URL, an address, a number, the agent's own answer, the public.
 */
export const STAKES =
  /\b(?:passwords?|passcodes?|credentials?|tokens?|secrets?|api[\s_-]?keys?|keys|ssh|id_rsa|cookies?|session|codes?|pins?|otp|2fa|mfa|seed\s+phrase|cvv|card(?:\s+(?:number|details))?|iban|accounts?|wallet|funds|refunds?|payments?|bounty|invoices?|transfer|salary|payroll|history|messages?|e-?mails?|inbox|dms|conversation|chat|transcripts?|recordings?|minutes|system\s+prompt|contacts?|contact\s+list|phone\s+numbers?|addresses|guest\s+list|customers?|users?\s+list|respondents|database|tables?|records?|rows|column|files?|folders?|documents?|attachments?|downloads|calendar|deck|report|roadmap|advisory|notes|repositor(?:y|ies)|repos?|branch|main|dependency|permissions?|access|ownership|admin|firewall|backups?|migration|deploy|script)\b|\.env\b|~\/|\/etc\/|\$\s?\d|\b\d[\d,.]*\s?(?:usd|eur|gbp)\b/;
export const DESTINATION =
  /^tell\s+(?:the\s+)?(?:user|users|readers|listeners|customers|them)\b|https?:\/\/|\b[\w.+-]+@[\w-]+\.[a-z]|\+?\d[\d ()-]{7,}\d|\b(?:in|into|to|at\s+the\s+end\s+of)\s+(?:your|the)\s+(?:next\s+)?(?:reply|replies|answer|response|summary|output|pr)\b|\b(?:every|each|all)\s+(?:reply|replies|answers?|responses?)\b|\bpublic(?:ly)?\b|\bas\s+a\s+comment\b|\bgist\b|\bto\s+(?:origin|main)\b|\bform\b|#\w{3,}/;
/** (S) At stake beyond doubt: secrets, money, access. */
export const STRONG_STAKES =
  /[\u20ac\u00a3]\s?\d|\b(?:signing|private|ssh|deploy|access|secret)\s+keys?\b|\bpasswords?\b(?!\s(?:reset|change|polic|manager|expir))|\b(?:passcodes?|credentials?|tokens?|secrets?|api[\s_-]?keys?|ssh|id_rsa|cookies?|seed\s+phrase|cvv|card\s+(?:numbers?|details)|iban|wallet|funds|payments?|transfer|salary|payroll|vault|owners?|admin|permissions?)\b|\.env\b|~\/|\/etc\/|\$\s?\d|\b\d[\d,.]*\s?(?:usd|eur|gbp)\b/;

/** (S going out) Where a secret or money leaves: a URL, an address, an account or a wallet, a number, the agent's own reply, the public. */
const OUTSIDE =
  /https?:\/\/|\b[\w.+-]+@[\w-]+\.[a-z]|\baccount\s+(?:(?:no\.?|number|#)\s?)?\d|\b0x[0-9a-f]{40}\b|\+?\d[\d ()-]{7,}\d|\b(?:in|into|to)\s+(?:your|the)\s+(?:next\s+)?(?:reply|answer|response|summary|output)\b|\bas\s+a\s+comment\b|\bpublic(?:ly)?\b/;
/** Files or messages sent out of the organisation's reach: a URL or an address. */
const MAILED = /https?:\/\/|\b[\w.+-]+@[\w-]+\.[a-z]/;

/** (S) What an order's reach puts at stake: a secret or money going out 3, a secret or money 2, files or messages to a URL or an address 2, else 1 or 0. */
export function stakeOf(rest: string): number {
  if (STRONG_STAKES.test(rest)) return OUTSIDE.test(rest) ? 3 : 2;
  if (STAKES.test(rest)) return MAILED.test(rest) ? 2 : 1;
  return DESTINATION.test(rest) ? 1 : 0;
}
