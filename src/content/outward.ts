/**
 * prompt_injection read from what a record asks to go out, whoever it addresses (docs/content.md,
 * outward requests): a request that names no AI and overrides nothing is still an injection where
 *  - a named secret (a key, a saved or admin password, ~/.ssh, a .env, backup codes, card numbers,
 *    a banking login) is sent, shared, uploaded or included to an address, a URL, a phone number or
 *    the reader's own reply, in any voice: the order, the passive ("… are to be e-mailed to …"), a
 *    question, a plan's last step that sends "it" on, an assistant turn that is already doing it;
 *  - people's messages or records taken whole (every invoice, all of someone's e-mails, the inbox)
 *    are sent to an address or URL with a push to keep it unseen ("delete the sent copies", "so the
 *    forward does not show", "already approved") or inside a fiction frame;
 *  - a fiction or hypothetical frame (a story, "hypothetically", "act as", "game time") asks for
 *    this machine's or the user's own secret to be printed, shown or read out, nothing made up;
 *  - money or goods are ordered to an account number or "instead of" where they belong, with a push
 *    against checking or telling ("do not call the number on your old bill", "staff will be told").
 * A secret named as the head of something else ("the API key rotation schedule", "the password
 * policy"), a negated send ("never e-mail your password"), one the writer owns ("my API key"), a
 * phishing report ("e-mail that asks for your password") and a unit that narrates an attack are not.
 * Read only in units around the places the literal index and an `@` give (a URL, an address, a
 * secret's word, a push's words), each unit once; every regex reads a bounded unit, and its repeats
 * are bounded.
 */
import type { Hit } from './codes.js';
import { NARRATED } from './cues.js';
import { literalId, type Text } from './find.js';
import { OUTWARD_LEADS } from './literals.js';
import { FIELD_GAP, unitAround } from './units.js';

let ids: readonly number[] | undefined;
let kinds: readonly number[] | undefined;
/** Where `.env` stands in OUTWARD_LEADS. */
const DOT_ENV = OUTWARD_LEADS.indexOf('.env');

/** A finding's start and end packed in one number (its end cut to SPAN - 1). */
const SPAN = 2 ** 22;
/** The most units read in one text: the cost stays bounded whatever the text holds. */
const MOST_UNITS = 200;

/** Words that make a secret's name the modifier of another head: "the API key rotation schedule". */
const NOT_THE_SECRET =
  '(?!\\s+(?:rotation|schedule|polic(?:y|ies)|reset|manager|change|changes|expiry|format|guide|docs|documentation|page|rules|requirements|strength|hint|generator|length|naming|inventory|audit|template|runbook|invite|field|prompt|link))';
/** NOT_THE_SECRET as a test of the text right after a secret's name (injection.ts). */
export const NAMES_ANOTHER = new RegExp(`^${NOT_THE_SECRET.slice(3, -1)}\\b`, 'i');
/** A named secret (lower case). */
const SECRET = new RegExp(
  `(?:~\\/\\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|config)\\b[\\w./-]{0,40}|\\/etc\\/shadow\\b|(?<![\\w.])\\.env\\b|\\b(?:api[\\s_-]?keys?|secret\\s+keys?|private\\s+keys?|signing\\s+(?:keys?|certificates?)|deploy\\s+keys?|access\\s+tokens?|session\\s+tokens?|tokens|credentials|passphrases?|(?:admin|administrator|root|database|db|router(?:\\s+admin)?|stored|saved|all)\\s+passwords?|passwords|(?:your|the\\s+user['\u2019]s|user['\u2019]s)\\s+password|recovery\\s+phrase|seed\\s+phrase|(?:backup|recovery|2fa|mfa|alarm|door|gate)\\s+codes?|cvv|card\\s+(?:numbers?|details)|(?:online\\s+)?banking\\s+(?:login|logins|password)|tax\\s+id)\\b)${NOT_THE_SECRET}`,
  'g',
);
/** Records taken whole: every invoice, all of someone's e-mails, every student's forms, a customer list, the inbox. */
const WHOLE =
  /\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?(?:[\w'\u2019-]{1,20}\s+){0,2}?(?:e-?mails?|invoices?|records|messages|files|contacts|documents)\b|\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+|our\s+)?[a-z-]{2,20}(?:['\u2019]s|s['\u2019])\s|\b(?:customer|patient|employee|client)s?['\u2019]?\s+(?:records|list|data|database)\b|\busers\s+table\b|\bpayroll\s+export\b|\bthe\s+inbox\b/;
/** What sends (any form of the verb). */
const SENDS =
  /\b(?:send|sends|sending|sent|forward(?:s|ing|ed)?|upload(?:s|ing|ed)?|e-?mail(?:s|ing|ed)?|shar(?:e|es|ing|ed)|post(?:s|ing|ed)?|past(?:e|es|ing|ed)|attach(?:es|ing|ed)?|includ(?:e|es|ing|ed)|text(?:s|ing|ed)?|typ(?:e|es|ing|ed)\s+(?:it|them)\s+into|submit(?:s|ting|ted)?|transmit(?:s|ting|ted)?|leak(?:s|ing|ed)?)\b/g;
/** What SENDS may find, as a quick test (no word boundaries: an underscore may stand for a space). */
const ANY_SEND = /send|sent|forward|upload|mail|shar|post|past|attach|includ|text|typ|submit|transmit|leak/;
const ANY_SEND_I = new RegExp(ANY_SEND.source, 'i');
/** Where it goes: an address, a URL, a phone number, the reader's own reply. */
const DEST =
  /[\w.+-]@[\w-]{1,60}\.[a-z]|https?:\/\/|\+\d[\d ()-]{7,18}\d|\b(?:in|into|to)\s+(?:your|the|this)\s+(?:next\s+)?(?:reply|answer|response|output)\b/g;
/** A store that keeps a secret, not a destination it leaves for: "upload the new .env to the vault at https://…". */
const KEPT = /\b(?:the|our|a|your)\s+(?:[\w-]{1,20}\s+)?(?:vault|password\s+manager|secrets?\s+manager|keychain|keystore)\b/;
/** How far a destination may stand after its verb, and a secret before it. */
const TO_DEST = 120;
const BEFORE_VERB = 200;
/** Negated, or only allowed: "never e-mail", "no longer posts", "can't send". */
const NEGATED = /\b(?:never|not|n't|cannot|no\s+longer)\s+(?:[\w-]{1,20}\s+){0,3}$/;
/** What asks for a secret, rather than sends it: a phishing report. */
const ASKED_FOR = /\b(?:ask(?:s|ing|ed)?|request(?:s|ing|ed)?)\s+(?:you\s+)?(?:for\s+)?(?:your\s+|the\s+)?$/;
/** The writer's own: "send my API key to my new address". */
const MINE = /\bmy\s+(?:[\w-]{1,20}\s+)?$/;
/** The object of a send that points back at what the plan took: "e-mail the result to …", "upload it to …", "send: https://…". */
const POINTS_BACK =
  /^(?:\s{0,3}(?::|\n)|\s+(?:it|them|those|these|that|the\s+(?:result|results|file|csv|zip|archive|export|output|lot|values|contents?|copy|list)|everything|all\s+of\s+(?:it|them))(?=[\s,.;:!?]|$))/;
/** A push to keep records sent out unseen, or pressure past approval. */
const HIDDEN =
  /\b(?:delete|remove|empty|clear)\s+(?:the\s+)?sent\b|\bso\s+(?:that\s+)?(?:the\s+[\w-]{1,20}|it|this)\s+(?:does\s+not|doesn't|won't|will\s+not)\s+show\b|\balready\s+(?:been\s+)?approved\b|\bwithout\s+telling\b|\b(?:don't|do\s+not)\s+(?:tell|mention)\b|\b(?:doesn't|does\s+not|don't|do\s+not|no)\s+need\s+to\s+(?:be\s+)?(?:copied|cc'd|told|informed|know)\b/;
/** A fiction or hypothetical frame. */
const FRAME =
  /\b(?:let's\s+(?:write|play|pretend|imagine)|in\s+(?:this|the|that)\s+(?:story|world|dream|game)|write\s+a\s+(?:story|screenplay|script|play|scene|poem)|screenplay|hypothetically|imagine\s+(?:a\s+world|you(?:'re|\s+are))|pretend\s+(?:you(?:'re|\s+are)|to\s+be|that)|act\s+as|role-?play|game\s+time|opposite\s+day|you(?:'re|\s+are)\s+(?:a|an|my)\s+[a-z-]{2,20}\s+who)\b/;
/** What a frame asks for that shows a secret. */
const REVEALS =
  /\b(?:prints?|show|display|output|recit(?:e|es|ed)|read\s+(?:them|it)\s+out|read\s+out|write\s+(?:it|them)\s+out|write\s+out|dump|contain|contents)\b/;
/** A secret on this machine or the user's own. */
const HERE =
  /~\/\.[a-z]|\/etc\/shadow\b|(?<![\w.])\.env\b|\b(?:the\s+user['\u2019]s|your|my\s+card['\u2019]s|my)\s+(?:saved\s+)?(?:passwords|cvv|pin|card|keys|credentials)\b/;
/** Made up: a frame that asks for nothing real. */
const MADE_UP = /\b(?:made-?\s?up|fake|sample|dummy|placeholder|example|fictional|invented)\b/;
/** Money or goods ordered somewhere: the verb where a clause starts. */
const MOVES = /(?:^|[\n.;:!?"]\s{0,3}|\bplease\s+)(pay|send|transfer|wire|ship|deliver|move)\b/g;
/** What is moved: money or goods. */
const MONEY_OR_GOODS =
  /[\u00a3$\u20ac]\s?\d|\b(?:net|amounts?|balance|bill|bills|payments?|salary|salaries|wages|funds|rent|units|sku-\w{1,12}|parcels?|shipment|goods|pallets?)\b/;
/** Where it is moved that is not where it belongs: an account number, or "instead of". */
const ELSEWHERE = /\baccount\s+(?:(?:no\.?|number|#)\s?)?\d{6,}|\binstead\s+of\b/;
/** A push against checking or telling. */
const UNCHECKED =
  /\b(?:do\s+not|don't)\s+(?:call|phone|ring|contact|check|verify|tell|mention)\b|\bwill\s+be\s+told\b|\b(?:leave|keep)\s+(?:this|it|the\s+[\w-]{1,20})\s+(?:[\w-]{1,20}\s+)?off\s+the\b|\bwithout\s+(?:telling|checking|calling)\b|\bno\s+need\s+to\s+(?:call|check|verify|tell|confirm)\b/;

/** A name spelled with underscores for spaces (a Wi-Fi network's, a device's), at most this long: read with its spaces. */
const SPACELESS = 200;

/** A unit as the reading reads it, from its lower-cased text: a written-out line break as one, a record's string values as its lines. */
function flat(lower: string): string {
  if (lower.length <= SPACELESS && !lower.includes(' ') && lower.includes('_')) lower = lower.replace(/_/g, ' ');
  const broken = lower.includes('\\n') ? lower.replace(/\\n/g, ' \n') : lower;
  return broken.includes('"') ? broken.replace(FIELD_GAP, '\n') : broken;
}

/** Whether a secret (or, `whole`, records taken whole) starts in [from, to) of `u`, and is not asked for or the writer's own. */
function namedIn(u: string, from: number, to: number, whole: boolean): boolean {
  const part = u.slice(Math.max(0, from), to);
  if (whole) return WHOLE.test(part);
  SECRET.lastIndex = 0;
  for (let m = SECRET.exec(part); m !== null; m = SECRET.exec(part)) {
    const back = part.slice(Math.max(0, m.index - 30), m.index);
    if (!ASKED_FOR.test(back) && !MINE.test(back)) return true;
  }
  return false;
}

/** Where the clause that holds `at` starts, at most `reach` code units back: past the last `.`, `;`, `!` or `?`. */
function clauseStart(u: string, at: number, reach: number): number {
  for (let i = at - 1; i >= Math.max(0, at - reach); i--) {
    const c = u.charCodeAt(i);
    const next = u.charCodeAt(i + 1);
    if ((c === 46 || c === 59 || c === 33 || c === 63) && (next === 32 || next === 10)) return i + 1;
  }
  return Math.max(0, at - reach);
}

/** Whether the last sentOut saw a send with a destination in reach, whatever it sent. */
let reached = false;

/** The first send in `u` of a secret (or records taken whole) to a destination: where its verb starts, or -1. */
function sentOut(u: string, whole: boolean): number {
  reached = false;
  SENDS.lastIndex = 0;
  for (let v = SENDS.exec(u); v !== null; v = SENDS.exec(u)) {
    const at = v.index;
    const end = at + v[0].length;
    DEST.lastIndex = end;
    const d = DEST.exec(u);
    if (d === null) return -1;
    if (d.index - end > TO_DEST || NEGATED.test(u.slice(Math.max(0, at - 40), at)) || KEPT.test(u.slice(end, d.index))) continue;
    reached = true;
    // Its object names it; or the object points back at what came before ("upload it to"), or the verb is a participle after it.
    if (namedIn(u, end, d.index, whole)) return at;
    // A participle's secret stands in its own clause: "the private key … included in the reply", not "…; the notes are to be posted".
    const participle = /(?:ed|sent|shared)$/.test(v[0]);
    const from = participle ? clauseStart(u, at, 90) : at - BEFORE_VERB;
    const back = participle || v[0].endsWith(' into') || POINTS_BACK.test(u.slice(end, end + 30));
    if (back && namedIn(u, from, at, whole)) return at;
  }
  return -1;
}

/** What a unit's leads ask to be read: a destination (a URL, an address), a secret's rarer name, a push against checking. */
const TO = 1;
const NAMED = 2;
const PUSHED = 4;
/** Each lead's kind, by its place in OUTWARD_LEADS. */
const KIND_OF = (lead: string): number =>
  lead === '://' ? TO : ['do not call', "don't call", 'will be told', 'instead of'].includes(lead) ? PUSHED : NAMED;

/** Where the unit's outward request starts, or -1; `kinds`: what its leads were. */
function outwardIn(u: string, kinds: number): number {
  let sent = sentOut(u, false);
  if (sent >= 0) return sent;
  const framed = (kinds & NAMED) !== 0 || reached ? FRAME.test(u) : false;
  if (reached && (framed || HIDDEN.test(u)) && WHOLE.test(u)) {
    sent = sentOut(u, true);
    if (sent >= 0) return sent;
  }
  if ((kinds & NAMED) !== 0 && framed && REVEALS.test(u) && HERE.test(u) && !MADE_UP.test(u)) return 0;
  if ((kinds & PUSHED) !== 0 && UNCHECKED.test(u) && ELSEWHERE.test(u)) {
    MOVES.lastIndex = 0;
    for (let m = MOVES.exec(u); m !== null; m = MOVES.exec(u)) {
      const verb = m.index + m[0].length - m[1]!.length;
      const clause = u.slice(verb, verb + 160).split(/[.;!?]\s/, 1)[0]!;
      if (MONEY_OR_GOODS.test(clause) && ELSEWHERE.test(clause)) return verb;
    }
  }
  return -1;
}

/** A list's step, where the unit starts. */
const STEP = /^[ \t]{0,8}(?:[-*\u2022\u2192]|\d{1,2}[.)]|[ivx]{1,4}[.)]|(?:step|phase)\s+\w{1,3}\b)/;
/** How far above a step its plan is read. */
const ABOVE = 300;

/** Where the line that holds `at` starts, at most `reach` code units back. */
function lineBack(text: string, at: number, reach: number): number {
  const lo = Math.max(0, at - reach);
  for (let i = at - 1; i >= lo; i--) if (text.charCodeAt(i) === 10) return i + 1;
  return lo;
}

/** What a destination a send names stands after: "to", "at", "with", "into", a colon, a field's opening quote. */
const INTRODUCED = /(?:\b(?:to|at|with|into|in|on)|[:"'\n]|\\n)[\s"'\\]{0,4}$/i;

/**
 * Whether the destination whose `://` or `@` is at `p` stands where a send names one (its URL's
 * scheme or its address's local part, then the words before it): most URLs and addresses in a
 * text are a link's or a signature's.
 */
function introduced(text: string, p: number): boolean {
  let start = p;
  if (text.charCodeAt(p) === 64) while (start > 0 && p - start < 64 && wordy(text.charCodeAt(start - 1))) start--;
  else
    while (start > 0 && p - start < 8 && (text.charCodeAt(start - 1) | 0x20) >= 97 && (text.charCodeAt(start - 1) | 0x20) <= 122) start--;
  return INTRODUCED.test(text.slice(Math.max(0, start - 12), start));
}

/** A letter, a digit, or `.`, `+`, `-`, `_`: what an address holds around its `@`. */
const wordy = (c: number): boolean =>
  c === 46 || c === 43 || c === 45 || c === 95 || ((c | 0x20) >= 97 && (c | 0x20) <= 122) || (c >= 48 && c <= 57);

/** Every e-mail address's `@` in the text (with a word before it and a dotted host after). */
function addresses(text: string, into: number[]): void {
  for (let i = text.indexOf('@'); i >= 0; i = text.indexOf('@', i + 1)) {
    if (i > 0 && i + 1 < text.length && wordy(text.charCodeAt(i - 1)) && wordy(text.charCodeAt(i + 1))) into.push(i * 8 + TO);
  }
}

/**
 * The outward requests in `t` not already inside a strong injection finding of `out` (from `own`
 * on, where this question's findings start): one `injection_data_request` finding per unit, over the unit.
 */
export function detectOutward(t: Text, out: Hit[], own = 0): void {
  const text = t.text;
  ids ??= OUTWARD_LEADS.map(literalId);
  kinds ??= OUTWARD_LEADS.map(KIND_OF);
  /** Each lead's place and kind, in turn. */
  const at: number[] = [];
  // A text without the literal index is not read: a decoded payload (judged as one apart) or one that lower case lengthens.
  if (t.atId(ids[0]!) === null) return;
  // The text in lower case where the Text made that copy (it does not for most text outside Latin-1): else each slice is lowered.
  const lower = t.lowerCase();
  const low = (from: number, to: number): string => (lower === undefined ? text.slice(from, to).toLowerCase() : lower.slice(from, to));
  if (t.holdsAny(ids))
    for (let k = 0; k < ids.length; k++)
      for (const p of t.atId(ids[k]!)!) {
        // A property named env (`process.env`, `os.env`) is no dotfile.
        if (k === DOT_ENV && p > 0 && wordy(text.charCodeAt(p - 1))) continue;
        at.push(p * 8 + kinds[k]!);
      }
  addresses(text, at);
  if (at.length === 0) return;
  const leads = Float64Array.from(at).sort();
  // The strong injection findings already made, by start, each packed with its end (found at the first lead that passes its own tests):
  // a unit that holds one is judged (leads come in text order).
  let spans: Float64Array | undefined;
  let next = 0;
  let reach = -1;
  /** Takes in the findings that start before `to`: `reach` is then the furthest any of them ends. */
  const judgedTo = (to: number): void => {
    if (spans === undefined) {
      const packed: number[] = [];
      for (let i = own; i < out.length; i++) {
        const h = out[i]!;
        if (h.code !== 'injection_weak' && h.code.startsWith('injection')) packed.push(h.start * SPAN + Math.min(h.end, SPAN - 1));
      }
      spans = Float64Array.from(packed).sort();
    }
    for (; next < spans.length && Math.floor(spans[next]! / SPAN) < to; next++) reach = Math.max(reach, spans[next]! % SPAN);
  };
  let units = 0;
  let past = -1;
  for (let i = 0; i < leads.length; i++) {
    const p = Math.floor(leads[i]! / 8);
    if (p < past) continue;
    // A destination is read where it is introduced as one and a send stands before it on its line (most have neither): its verb, at most
    // TO_DEST before it, and an address's local part. A finding that reaches into that stretch: its unit is judged.
    const kind0 = leads[i]! % 8;
    if (kind0 === TO && !introduced(text, p)) continue;
    const line = lineBack(text, p, TO_DEST + 32);
    judgedTo(p + 1);
    if (reach > line) continue;
    if (kind0 === TO && !(lower === undefined ? ANY_SEND_I : ANY_SEND).test((lower ?? text).slice(line, p))) continue;
    const [from, to] = unitAround(text, p);
    past = to;
    let kind = kind0;
    for (let j = i + 1; j < leads.length && Math.floor(leads[j]! / 8) < to; j++) kind |= leads[j]! % 8;
    if (++units > MOST_UNITS) return;
    judgedTo(to);
    if (reach > from) continue;
    const raw = low(from, to);
    const u = flat(raw);
    let found = outwardIn(u, kind);
    // A list's step that sends what earlier steps took ("- send: https://…"): read with the lines above it.
    if (found < 0 && (kind & TO) !== 0 && from > 0 && STEP.test(u)) found = outwardIn(flat(low(Math.max(0, from - ABOVE), from)) + u, kind);
    if (found >= 0 && !NARRATED.test(u)) out.push({ code: 'injection_data_request', start: from, end: to });
  }
}
