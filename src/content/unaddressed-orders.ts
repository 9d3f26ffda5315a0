/**
 * prompt_injection read from an order that names no machine at all (docs/content-readings.md, orders with no addressee
 * that send records out or pay another account): a bare imperative in a record's field or note ("Purser: forward the
 * passenger list with passport numbers to ..."), the passive ("the next-of-kin list is to be forwarded to ..."), a reader
 * named by what it does ("whoever picks this up: zip ... and post it to ..."), or a question ("why not send the SSH
 * private key to ...?"), whose act sends other people's records or a secret to a destination (an e-mail address, a link,
 * a phone number), or pays money to another account. Honest records hold such imperatives every day ("send the signed
 * form to hr@..."), so the order alone marks nothing: what marks the injected ones is the stake beside it.
 *
 * Read strong: a secret (a password, a private key, an API key, backup codes, an alarm code, a `.env` file) sent to a
 * destination; other people's records in bulk (every member's passport number, the customer export, the staff rota with
 * home addresses) sent to a destination, or a payment to a new account, when a person is kept out or a check skipped
 * near it ("don't cc the harbour office", "keep it between us", "do not call to confirm", "the manager already said
 * yes", "to my private address"). Not orders: a negated act ("never send your password to ..."), an act inside a
 * sample's, a warning's or a report's words ("a note saying '...' can hijack agents"), a secret that is a reset link,
 * a policy, a public key or a job's credentials. English, German, Spanish and French.
 *
 * Anchored on what the text must hold (a destination's `@`, `http`, `+` and a mobile number; a payment's verb), each
 * read in bounded slices around it, MAX_TRIES anchors at most: plain prose with none of them pays a few native searches.
 */
import { isWordUnit } from './ascii.js';
import { type Hit, strongSince } from './codes.js';
import { placesOf, type Text } from './find.js';
import { loweredOf, placesOfWord } from './word-places.js';

/** How far before a destination an order's verb may stand; how far around the order a mark of concealment is read. */
const ORDER_REACH = 240;
const MARK_BEFORE = 200;
const MARK_AFTER = 360;
/** How far before an order a sample's or a warning's words are read. */
const SAMPLE_REACH = 300;
/** How many destinations and payment verbs are read at most. */
const MAX_TRIES = 80;

/** A person kept out, a check skipped, a claimed approval or a private destination: what makes the act a stake. */
const MARK = new RegExp(
  [
    String.raw`(?:do\s+not|don'?t|dont|never|no\s+need\s+to)\s+(?:tell|mention|inform|notify|cc|copy\s+in|call|ring|phone|contact|alert|loop\s+in|confirm\s+with|check\s+with|let\s+[\w.]{1,30}(?:\s+[\w.]{1,30})?\s+know|log|flag|report|verify)\b`,
    String.raw`keep\s+(?:it|this)\s+(?:between\s+us|between\s+you\s+and\s+me|to\s+yourself|quiet|off\s+the\s+(?:log|record|books|calendar|ticket))`,
    String.raw`between\s+you\s+and\s+me|\bquietly\b|\bsilently\b|out\s+of\s+the\s+loop|before\s+anyone\s+notices|say\s+nothing\s+to|trust\s+me`,
    String.raw`\bwithout\s+(?:telling|informing|notifying|asking|alerting|anyone\s+(?:noticing|knowing)|waiting\s+for\s+(?:approval|sign-off|confirmation)|(?:the\s+)?[\w-]{1,30}(?:\s+[\w-]{1,30})?\s+(?:being\s+(?:told|informed|notified)|knowing|noticing))`,
    String.raw`(?:is|are)\s+not\s+to\s+be\s+(?:informed|told|contacted|copied|notified)|need\s+not\s+be\s+(?:told|informed)`,
    String.raw`(?:doesn'?t|does\s+not|don'?t|do\s+not)\s+need\s+to\s+(?:know|be\s+(?:copied|told|informed|cc'?d))`,
    String.raw`(?:nobody|no\s+one)\s+(?:else\s+)?needs\s+to\s+(?:know|be\s+(?:told|informed))`,
    String.raw`skip\s+the\s+(?:usual\s+)?(?:review|approval|sign-?off|check|verification|call-?back|sms\s+check|confirmation)`,
    String.raw`calling\s+us\s+(?:back\s+)?is\s+not\s+needed|no\s+approval\s+(?:is\s+)?needed|already\s+(?:approved|agreed|signed\s+off|authori[sz]ed)`,
    String.raw`(?:manager|boss|board|legal|owner|director|chair|ceo|cfo|user|client|customer|team)\s+(?:already\s+(?:said\s+(?:yes|it\s+is\s+fine|it's\s+fine|ok|okay|fine)|approved|agreed|signed\s+off|confirmed)|said\s+(?:yes|it\s+is\s+fine|it's\s+fine|ok|okay|fine))`,
    String.raw`(?:my|a|her|his)\s+(?:private|personal)\s+(?:e-?mail\s+)?(?:address|account|inbox)|as\s+a\s+public\s+paste|(?:is|are)\s+waiting\s+(?:on|for)\s+(?:it|them)`,
    String.raw`,\s*not\s+(?:to\s+)?the\s+(?:account\s+holder|owner|customer|client|consignee)`,
    // German, Spanish, French.
    String.raw`nichts\s+(?:davon\s+)?(?:erfahren|sagen|erw\u00e4hnen)|sag\s+(?:\S{1,30}\s+){1,3}nichts|ohne\s+(?:die|den|das|dem)?\s*\S{1,30}\s+(?:zu\s+)?(?:informieren|fragen)|nicht\s+(?:beim|bei\s+der|im)\s+\S{1,30}\s+zur\u00fcckrufen`,
    String.raw`no\s+(?:se\s+lo\s+|le\s+|lo\s+)?(?:digas|menciones|avises|informes|comentes)|sin\s+(?:avisar|decir|informar|consultar)|nadie\s+m\u00e1s\s+tiene\s+que\s+saberlo|no\s+llames\s+a`,
    String.raw`sans\s+(?:pr\u00e9venir|informer|le\s+dire|en\s+parler|appeler)|ne\s+(?:le\s+)?(?:dites|dis)\s+rien|inutile\s+d'en\s+parler`,
  ].join('|'),
  'gi',
);

/** A clause's start: a line's, a field's, a quotation's, after a label's colon, a sentence's end, a comma or a dash. */
const CLAUSE_START = String.raw`(?:^|[\n"'\u201c|:;.!?,)\]\u2014>]\s{0,8}|\s[-\u2013\u2014]\s{1,4})`;
/** An English imperative of sending at a clause's start (after "please", "then", "why not" ...). */
const ORDER_EN = new RegExp(
  CLAUSE_START +
    String.raw`(?:(?:please|pls|kindly|just|also|now|then|and|so|first|why\s+not|could\s+you|can\s+you|would\s+you)\s{1,4}){0,4}` +
    String.raw`(?:send|forward|e-?mail|mail|text|sms|upload|post|attach|zip|export|share|dm|paste|copy|push|publish|fax|read\s+out|move)(?=\s)`,
  'gi',
);
/** The same verb capitalised after a table's or a log's blank: "St Mary's  Text the door code ...". */
const CAPITAL_ORDER =
  /\s(?:Please\s+)?(?:Send|Forward|E-?mail|Mail|Text|Upload|Post|Attach|Zip|Export|Share|Paste|Copy|Push|Publish)(?=\s)/g;
/** The passive: "is to be forwarded", "should be e-mailed", "could ... be texted". */
const PASSIVE_EN =
  /\b(?:is|are|should|must|shall|needs?\s+to|will|has\s+to|have\s+to|could|can|would)\s+(?:to\s+)?be\s+(?:sent|forwarded|e-?mailed|mailed|texted|uploaded|posted|exported|shared|copied|zipped|attached|read\s+out|pasted|published|faxed)\b/gi;
/** A reader named by what it does: "whoever picks this up: zip ...", "anyone who sees this should send ...". */
const WHOEVER =
  /\b(?:whoever|anyone\s+who|the\s+person\s+who)\b[^.\n]{0,60}?[:,]?\s{0,4}(?:should|must|please|is\s+to|needs?\s+to)?\s{0,4}(?:send|forward|e-?mail|text|upload|post|zip|export|share|paste)\b/gi;
/** German, Spanish and French verbs of sending (their imperatives and forms that stand for them). */
const SEND_OTHER =
  /\b(?:sende|schicke?|schickt|leite|lade|env[i\u00ed]a|manda|reenv[i\u00ed]a|sube|comparte|envoie|envoyez|transf[e\u00e9]rez|transf\u00e8re|partagez?)(?=\s)/gi;
const ORDERS: readonly RegExp[] = [ORDER_EN, CAPITAL_ORDER, PASSIVE_EN, WHOEVER, SEND_OTHER];

/** Other people's records or a secret: what an order sends out when a person is kept out beside it. */
const SENSITIVE = new RegExp(
  [
    String.raw`(?:hr|personnel|disciplinary|exit\s+interview)\s+(?:notes|files|records)|access\s+logs|password|passcode|passphrase|\bpins?\b|private\s+key|api\s+keys?|secret|token|credential|login|log-in`,
    String.raw`backup\s+codes|verification\s+code|one-time|alarm|disarm|keycard|master\s+key|\.env\b|ssh|vault|passport|dates?\s+of\s+birth|\bdob\b|national\s+insurance|social\s+security|\bssn`,
    String.raw`bank\s+details|account\s+numbers|card\s+(?:numbers|tokens|details)|medical|health|payroll|salar|home\s+address|addresses|next-of-kin|id\s+cards|licen[cs]e\s+number|phone\s+(?:numbers|list)|contact\s+(?:details|sheet|list)`,
    String.raw`(?:customer|client|member|patient|passenger|staff|employee|student|parent|user|subscriber|donor|visitor|tenant|claimant|candidate|applicant|volunteer|player|crew|resident)s?'?\s+(?:list|export|records|file|table|database|details|data|contacts|emails|rota)`,
    String.raw`(?:all|every|each|whole|entire|full|complete)\s+(?:the\s+)?(?:customer|client|member|patient|passenger|staff|employee|student|parent|user|subscriber|donor|visitor|tenant|claimant|candidate|applicant|volunteer|player|crew|resident)`,
    String.raw`passwort|kennwort|zugangsdaten|schl\u00fcssel|passnummer|geburtsdat|bankdaten|kundenliste|kundendaten|mitglieder`,
    String.raw`contrase\u00f1a|credenciales|clave|pasaporte|datos\s+bancarios|lista\s+(?:completa\s+)?de\s+(?:socios|clientes)|n\u00f3mina`,
    String.raw`mot\s+de\s+passe|identifiants|cl\u00e9|passeport|coordonn\u00e9es\s+bancaires|liste\s+(?:compl\u00e8te\s+)?des\s+(?:adh\u00e9rents|clients)|salaires`,
  ].join('|'),
  'i',
);
/** A secret, or people's bank, card, passport or medical data: sent to a destination, a stake with no mark beside it. */
const SECRET = new RegExp(
  [
    String.raw`(?:members|customers|clients|employees|staff|patients|tenants|users|subscribers|donors|parents|passengers)'?\s+(?:bank\s+details|card\s+(?:tokens|numbers|details)|passport\s+(?:numbers|scans)|medical)`,
    String.raw`card\s+tokens|passport\s+(?:numbers|scans)|password|passcode|passphrase|private\s+key|api\s+keys?|secret\s+key|webhook\s+(?:secret|token)`,
    String.raw`(?:api|access|auth|bearer|session|github|gitlab|npm|pypi|slack|webhook|admin|refresh|bot|deploy)\s+tokens?|credentials|login\s+details|\blogins?\b`,
    String.raw`backup\s+codes|2fa|verification\s+code|recovery\s+codes|alarm\s+(?:panel\s+)?code|disarm\s+code|pickup\s+codes|encoding\s+key|\.env\b|\.pypirc|id_rsa|id_ed25519|ssh\s+key`,
    String.raw`passwort|zugangsdaten|kennwort|contrase\u00f1a|credenciales|mot\s+de\s+passe|identifiants`,
  ].join('|'),
  'i',
);
/** What a secret's order is not: a negated act, a reset link, a policy, a public key, a job's credentials, a vault. */
const NOT_A_SECRET_ORDER =
  /\b(?:never|niemals|nie|jamais|nunca|not|n't|nicht)\b|\bpublic\b|requirements?|reports?\b|policy|reset|hint|\blink\b|change|manager|request|import|expir|rotation|button|guide|docs?\b|template|placeholder|vault|password\s+manager|1password|bitwarden|keepass|secrets\s+manager|phishing|spam|suspicious|wi-?fi|wlan|\bguests?\b|richtlinie|pol\u00edtica|politique|\bvia\s+(?:the|our|a|your)\b|\bask(?:s|ing)?\s+for|\bcv\b|r\u00e9sum\u00e9|resume|references|portfolio|qualifications/i;
/** The object's end before the destination: "to", "at", "into", "via", "an", "a", "\u00e0" (and "the address"). */
const TO_DESTINATION =
  /(?:\b(?:to|at|into|on|via|an|a)|\u00e0)\s{1,4}(?:the\s+|this\s+|our\s+|my\s+)?(?:(?:e-?mail\s+)?address\s+|number\s+|link\s+|url\s+|endpoint\s+)?[:(]?\s{0,4}$/i;
/** A sample's, a warning's or a report's words before the order: it describes the act rather than orders it. */
const SAMPLE =
  /\b(?:e\.g\.|for\s+example|such\s+as|scam|fraud|phishing|attack|injection|beware|red\s+flags?|warning|typical|common\s+trick|impersonat|saying|says|said|showed|shows|demonstrat|researchers?|hijack|quot)/i;
const NEGATED_BEFORE = /(?:never|not|n't|nunca|niemals|jamais|nicht|no)\s{1,4}(?:\w{1,20}\s{1,4})?$/i;
const NEGATED_IN = /\b(?:never|niemals|jamais|nunca|not|n't|nicht)\b/i;
/** An object that is a pronoun or the thing made in an earlier step: "attach it ... send it to ...". */
const PRONOUN_OBJECT = /^\s{0,4}(?:it|them|this|these|the\s+(?:file|export|zip|lot|list))\s{1,4}(?:to|at|via)\b/i;

/** A payment to another account: the verb, then within the clause "to" and a new account, an IBAN or a card. */
const PAY =
  /(?:pay|paid|wire|transfer|remit|release|refund|settle|zahle|paga|transfiere|r\u00e9glez|payez|virez|vire|[\u00dc\u00fc]berweise)\b(?:[^.\n]|\.\d){0,90}?\b(?:to|into|on|auf|a|sur)\b[^.\n]{0,30}?(?:\b(?:new|updated|this|the\s+following|neue[snm]?|nueva|nouveau)\s+(?:bank\s+)?(?:account|konto|cuenta|compte|iban|bank\s+details)|\biban\b|\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}|\bcard\s+ending|\bwallet\b|\baccount\s+(?:no\.?\s{0,2})?\d[\d\s-]{5,30})/iy;
/**
 * A payment's verbs in the lower-cased text ("\u00fcberweise" by its ASCII letters), read from the literal index
 * (word-places.ts), the places kept where the verb ends a word: one pattern over the text costs prose about 1.5 ms per
 * 100 KB where V8 runs it unoptimized, as a long-lived process does, and a native search each about 0.6 ms.
 */
const PAY_VERBS: readonly string[] = [
  'pay',
  'paid',
  'paga',
  'wire',
  'transfer',
  'remit',
  'release',
  'refund',
  'settle',
  'zahle',
  'r\u00e9glez',
  'virez',
  'berweise',
];
/** Where a payment's verb ends a word in `lower`, ascending, the first `most` of them. */
function payVerbPlaces(t: Text, lower: string, most: number): number[] {
  const places: number[] = [];
  for (const verb of PAY_VERBS)
    for (const i of placesOfWord(t, lower, verb)) if (!isWordUnit(lower.charCodeAt(i + verb.length))) places.push(i);
  return places.sort((a, b) => a - b).slice(0, most);
}

const MAIL_DOMAIN = /@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}/y;
const LINK = /https?:\/\/[^\s"'<>)\]]{3,200}/y;
const PHONE = /\+\d{1,3}[\s-]?\d{2,4}(?:[\s-]?\d{2,4}){2,4}/y;
const MOBILE = /0[1-9]\d{3}\s?\d{6}(?!\d)/y;

const isLocalChar = (c: number): boolean => isWordUnit(c) || c === 46 || c === 43 || c === 45;

/** The destinations in the text: [start, end) of each e-mail address, link and phone number, ascending. */
function destinations(t: Text): Array<readonly [number, number]> {
  const text = t.text;
  const out: Array<readonly [number, number]> = [];
  for (let at = text.indexOf('@'); at > 0 && out.length < MAX_TRIES * 4; at = text.indexOf('@', at + 1)) {
    let s = at;
    while (s > 0 && at - s < 64 && isLocalChar(text.charCodeAt(s - 1))) s--;
    if (s === at) continue;
    MAIL_DOMAIN.lastIndex = at;
    if (MAIL_DOMAIN.exec(text)) out.push([s, MAIL_DOMAIN.lastIndex]);
  }
  // (A link by its "://", which the literal index holds: "http" or "https" before it.)
  const links = placesOf(t, '://');
  for (let i = 0; i < links.length && i < MAX_TRIES * 4; i++) {
    const at = links[i]! - (text.charCodeAt(links[i]! - 1) === 115 ? 5 : 4);
    if (at < 0) continue;
    LINK.lastIndex = at;
    if (LINK.exec(text)) out.push([at, LINK.lastIndex]);
  }
  for (let at = text.indexOf('+'); at >= 0 && out.length < MAX_TRIES * 4; at = text.indexOf('+', at + 1)) {
    const c = text.charCodeAt(at + 1);
    if (c < 48 || c > 57) continue;
    PHONE.lastIndex = at;
    if (PHONE.exec(text)) out.push([at, PHONE.lastIndex]);
  }
  for (let at = text.indexOf('07'); at >= 0 && out.length < MAX_TRIES * 4; at = text.indexOf('07', at + 2)) {
    if (at > 0 && isWordUnit(text.charCodeAt(at - 1))) continue;
    MOBILE.lastIndex = at;
    if (MOBILE.exec(text)) out.push([at, MOBILE.lastIndex]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** What a mark keeps for a while or for a surprise (read after it). */
const SURPRISE =
  /^[^.!?\n]{0,60}?(?:\byet\b|surprise|birthday|\bgift\b|\bpresent\b|\bparty\b|celebrat|sorpresa|\u00fcberraschung|cadeau|f\u00eate)/i;
/** Whether a sample's words or a warning stand before `at` (so the act is described, not ordered). */
const describedBefore = (text: string, at: number): boolean => SAMPLE.test(text.slice(Math.max(0, at - SAMPLE_REACH), at));
/** Whether a mark of concealment stands around [from, to). */
function markedAround(text: string, from: number, to: number): boolean {
  const around = text.slice(Math.max(0, from - MARK_BEFORE), Math.min(text.length, to + MARK_AFTER));
  MARK.lastIndex = 0;
  for (let m = MARK.exec(around); m !== null; m = MARK.exec(around)) {
    // Not a mark: one negated ("do not skip the approval step"), one for a while ("don't tell them yet", "until she
    // introduces herself"), or one that keeps a surprise ("don't tell Sam, it's a surprise", "it's for the leaving gift").
    if (/(?:\bnot|n't|\bnever|\bno)\s{1,4}$/i.test(around.slice(Math.max(0, m.index - 12), m.index))) continue;
    if (SURPRISE.test(around.slice(m.index + m[0].length, m.index + m[0].length + 80))) continue;
    return true;
  }
  return false;
}

/** The order (its start in the text) that sends what it names to the destination at [start, end), if one does. */
function orderToSend(text: string, start: number, end: number): number | undefined {
  const from = Math.max(0, start - ORDER_REACH);
  const before = text.slice(from, start);
  for (const order of ORDERS) {
    order.lastIndex = 0;
    for (let o = order.exec(before); o !== null; o = order.exec(before)) {
      // (The slice's own start is no clause's start.)
      if (o.index === 0 && from > 0 && order === ORDER_EN && !/^[^a-z]/i.test(o[0])) continue;
      const verbEnd = o.index + o[0].length;
      const between = before.slice(verbEnd);
      if (/[.!?;]\s/.test(between)) continue;
      const at = from + o.index;
      if (NEGATED_BEFORE.test(before.slice(Math.max(0, o.index - 30), o.index + 1)) || NEGATED_IN.test(o[0])) continue;
      if (describedBefore(text, at)) continue;
      // The passive's object stands before it: "the staff rota ... is to be forwarded to".
      const object = order === PASSIVE_EN ? text.slice(Math.max(0, at - 160), at) + between : between;
      // A secret sent to the destination is the stake by itself.
      if (
        SECRET.test(object) &&
        TO_DESTINATION.test(between) &&
        !NOT_A_SECRET_ORDER.test(text.slice(at, end)) &&
        !NOT_A_SECRET_ORDER.test(object) &&
        !(order === PASSIVE_EN && /\b(?:asks?|asking|requests?)\s+for\b|\b(?:that|which)\b/i.test(object.slice(-120))) &&
        !/^\S*\s+(?:\/|[A-Z_]{3,}=)/.test(before.slice(verbEnd - 1))
      )
        return at;
      // Records (or a secret) sent out, with a person kept out or a check skipped near the order.
      const named =
        SENSITIVE.test(object) || (PRONOUN_OBJECT.test(between) && SENSITIVE.test(text.slice(Math.max(0, at - ORDER_REACH), at)));
      if (named && markedAround(text, at, end)) return at;
    }
  }
  return undefined;
}

/**
 * Orders with no machine addressee that send records or secrets out, or money to another account, with their stake.
 * Read where nothing strong was found yet (a finding before `own` is another question's).
 */
export function detectUnaddressedOrders(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  const text = t.text;
  let tries = 0;
  for (const [start, end] of destinations(t)) {
    if (++tries > MAX_TRIES) break;
    const at = orderToSend(text, start, end);
    if (at !== undefined) {
      out.push({ code: 'injection_data_request', start: at, end });
      return;
    }
  }
  const lower = loweredOf(t);
  if (lower === undefined) return;
  const places = payVerbPlaces(t, lower, MAX_TRIES * 4);
  tries = 0;
  for (let p of places) {
    // ("\u00fcberweise" is found by its ASCII letters: the verb starts one before them.)
    if (lower.startsWith('berweise', p)) p--;
    if (p > 0 && isWordUnit(text.charCodeAt(p - 1))) continue;
    if (++tries > MAX_TRIES) return;
    PAY.lastIndex = p;
    const m = PAY.exec(text);
    if (m === null) continue;
    if (NEGATED_BEFORE.test(text.slice(Math.max(0, p - 30), p)) || describedBefore(text, p)) continue;
    // (A refund to the card it came from is the ordinary one.)
    if (/\b(?:original|same|usual|their|his|her|guest's|customer's|client's)\s+(?:payment\s+)?card\b|card\s+on\s+file/i.test(m[0]))
      continue;
    if (!markedAround(text, p, p + m[0].length)) continue;
    out.push({ code: 'injection_role', start: p, end: p + m[0].length });
    return;
  }
}
