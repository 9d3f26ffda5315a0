/**
 * prompt_injection read from an order to a machine that rigs the record and marks itself as one nobody of the record's
 * owner may see (docs/content-readings.md, "Orders that keep the owner out"): a machine named by its role ("Assistant,",
 * "to the scheduling agent:", "attention language model:", "<!-- assistant:") or the record's reader by what it does
 * ("whoever processes this next:", "processing note (machine-readable, not for staff):"), then, within its line, an
 * imperative whose act rigs the record (move, change, set, raise, mark, record, delete, give, score, update, say or tell)
 * and one of three marks a person's ordinary request lacks: a person of the record's owner kept out (keep it from the
 * panel, do not flag the change, without a call-back, tell the planner it was their decision, quietly), a falsehood the
 * writer admits ("it was not, but keep that to yourself", "write it anyway"), or a sign-off claimed for the reader ("the
 * safety manager already signed off", "the panel has delegated scoring to you", "pre-approved"). role-acts.ts reads the
 * same addresses for stakes in the act's own words; these orders' acts are ordinary ("move this job ahead", "say the
 * survey was done") and only the mark says they are not an errand.
 *
 * Not orders: an address after a sample's or a policy's words on its line, a transcript's bare turn ("Assistant: ..."
 * with a colon outside a comment), a person's job ("teaching assistant", "support agent"), a negated act, a surprise kept
 * from a colleague, a customer or the public kept from internal detail (an honest rule), a sign-off told with its
 * reference. Places are found through the literal index and native searches of a few words; every slice is bounded and
 * every pattern runs on an address or an order of bounded length; MAX_TRIES places at most.
 */
import { type Hit, strongSince } from './codes.js';
import { placesOf, type Text } from './find.js';
import { SAMPLE_BEFORE } from './role-acts.js';
import { atWordStart } from './word-lists.js';
import { loweredOf, placesOfWord } from './word-places.js';
import { lazy } from './lazy.js';

/** How far back an address's clause may start, how far after the machine's word it may end, how much order is read. */
const CLAUSE_REACH = 90;
const ADDRESS_REACH = 60;
const ORDER_REACH = 360;
const MAX_TRIES = 60;

/**
 * The machine's and the generic reader's words, all held by the literal index (find.ts LITERALS), so a text without
 * them pays the index's look-ups only.
 */
const INDEXED_WORDS: readonly string[] = ['assistant', 'agent', 'bot', 'autom', 'ai', 'model', 'whoever', 'machine'];

/** The machine's word inside an address (lower case, whole words). */
const MACHINE = lazy(
  () =>
    /\b(?:ai|a\.i\.|llm|(?:language\s+)?model|[a-z-]*bot|assistant|agent|summari[sz]er|automated\s+[a-z]+|automation|[a-z]{3,}\s+(?:engine|optimi[sz]er))s?\b/,
);
/**
 * The job words of a machine outside the literal index, searched natively: "the payroll engine", "dispatch optimiser",
 * "anyone or anything parsing this", "whatever system reads these forms".
 */
const NATIVE_WORDS: readonly string[] = [
  'engine',
  'optimi',
  'anything pars',
  'anything process',
  'anything read',
  'anything handl',
  'whatever',
];
/** An address whose head is a person's job or a group of people, not a machine. */
const PERSON = lazy(
  () =>
    /\b(?:teaching|research|lab|dental|medical|nursing|personal|legal|admin(?:istrative)?|executive|shop|sales|store|care|physician)\s+assistants?\b|\bassistants?\s+(?:manager|principal|professor|director|editor|coach|teacher|head|to)\b|\b(?:support|sales|booking|travel|estate|insurance|ticket|customs|shipping|letting|leasing|claims|service|secret|free)\s+agents?\b|\b(?:users?|customers?|staff|team|people|members?|owners?)$/,
);
/** The reader named by what it does to the record, no machine's role word. */
const GENERIC = lazy(
  () =>
    /^(?:to\s+)?(?:whoever|whatever)(?:\s+or\s+(?:whoever|whatever))?\s+(?:[a-z-]+\s+){0,2}?(?:processes|handles|reads|parses|ingests|imports|opens|picks\s+up|works\s+on)\s+(?:this|these|the\b|(?:[a-z-]{1,20}\s+)?(?:forms|records|files|reports|messages|e-?mails|tickets|logs|entries|documents|statements|requests|submissions)\b)|^(?:processing|handling|machine)\s+(?:note|remark|instruction|comment)s?\s*\((?:[a-z-]+\s+){0,2}(?:machine|automated|system|software)\b|^(?:note|remark|instructions?)\s+(?:for|to)\s+(?:the\s+)?(?:automated|machine|software)\s+[a-z]+|^if\s+you\s+are\s+(?:the|an?)\s+(?:[a-z-]+\s+)?(?:software|system|program|machine|tool|parser|reader|processor)\b|^(?:anyone|anything)(?:\s+or\s+(?:anyone|anything))?\s+(?:processing|parsing|reading|handling|ingesting|importing)\s+(?:this|these|the)\b|^to\s+the\s+(?:system|software|program|tool|parser)\s+(?:ingesting|reading|processing|parsing|importing|handling)\s+this\b/,
);
/**
 * A call by the machine's product or role with a modal, no colon: "automated summaries should state that ...", "as the
 * booking AI you must now confirm ...". What follows the modal is the order.
 */
const MODAL_CALL = lazy(
  () =>
    /^(?:(?:per|under|following)\s+[^,]{1,40},\s*)?(?:the\s+|all\s+|any\s+)?(?:automated|ai|ai-generated|machine)\s+(?:summar(?:y|ies)|reports?|replies|answers|notes|tools?|systems?|processors?)\s+(?:should|must|shall|are\s+to|need\s+to)\s+|^(?:the\s+)?[a-z-]{3,20}\s+(?:engine|optimi[sz]er)\s+(?:should|must|shall|is\s+to|needs\s+to)\s+|^as\s+the\s+(?:[a-z-]+\s+){0,2}(?:ai|assistant|bot|agent|model)\s*,?\s+you\s+(?:must|should|are\s+to|need\s+to)\s+(?:now\s+)?/,
);

/** What opens an address before its words: a greeting or a dedication ("note to the", "attention", "as the"). */
const LEAD = lazy(
  () => /^(?:(?:hey|hi|hello|dear|attention|reminder|message|note|notice|instructions?)\s+)?(?:(?:to|for)\s+)?(?:the\s+|our\s+|any\s+)?/,
);
/** A clause's number or a list's mark before the address: "4.3 ", "(b) ", "ii. ". */
const NUMBERED = lazy(() => /^(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?|\(?[a-z]\)|[ivx]{1,4}\.|[-*\u2022])\s+/);

/** The acts that rig a record, as an imperative. */
const ACT_WORDS = [
  'bump',
  'move',
  'put',
  'push',
  'change',
  'set',
  'raise',
  'lower',
  'increase',
  'reduce',
  'mark',
  'record',
  'log',
  'enter',
  'approve',
  'clear',
  'close',
  'delete',
  'remove',
  'erase',
  'drop',
  'switch',
  'update',
  'give',
  'award',
  'grant',
  'assign',
  'score',
  'rate',
  'rank',
  'confirm',
  'waive',
  'publish',
  'submit',
  'declare',
  'state',
  'say',
  'tell',
  'write',
  'answer',
  'report',
  'credit',
  'refund',
  'pay',
  'release',
  'backdate',
  'rewrite',
  'amend',
  'alter',
  'reopen',
  'disable',
  'reassign',
  'leave',
  'list',
  'place',
  'ship',
  'settle',
  'apply',
  'post',
  'tag',
  'order',
  'open',
];
/** An act opening a clause, after a courtesy or an adverb; a condition's clause before it is passed over. */
const ACT = lazy(
  () =>
    new RegExp(
      String.raw`(?:^|[.;!?]\s+|:\s+|,\s+(?:(?:so|and|then)\s+)?|\s(?:and|then|so)\s+)(?:(?:please|kindly|quietly|silently|secretly|just|now|also|simply|then)\s+){0,2}${atWordStart(ACT_WORDS)}\b`,
    ),
);
/** A negation before the act: the order forbids it. */
const NEGATED = lazy(() => /(?:^|[.;!?,]\s+)(?:(?:please|and)\s+)?(?:do\s+not|don't|never|must\s+not|mustn't|you\s+must\s+not)\s+\S+$/);
/** A condition's clause opening the order: "when the forester asks about this block, ...". */
const CONDITION = lazy(
  () =>
    /^(?:when|if|once|whenever|as\s+soon\s+as|before|after)\s[^,.;]{1,100},\s*|^(?:when|while|as|once)\s+you\s+(?:summari[sz]e|write\s+up|process|read|compile|draft|review)\s+(?:this|the)\s+[a-z-]{1,20}\s+/,
);

/** The people of the record's owner, kept out by the order (a customer, a tenant or the public kept out is an honest rule). */
const STAFF_WORDS = [
  'panel',
  'committee',
  'board',
  'manager',
  'supervisor',
  'planner',
  'scaler',
  'forester',
  'auditor',
  'accounts',
  'finance',
  'legal',
  'compliance',
  'regulator',
  'inspector',
  'examiner',
  'reviewer',
  'coordinator',
  'head',
  'director',
  'chair',
  'dean',
  'principal',
  'teacher',
  'staff',
  'lead',
  'office',
  'foreman',
  'dispatcher',
  'pharmacist',
  'doctor',
  'hr',
  'qa',
  'security',
  'controller',
  'treasurer',
  'trustee',
  'jury',
  'judge',
  'assessor',
  'moderator',
  'admin',
  'boss',
  'engineer',
  'surveyor',
  'analyst',
  'officer',
  'shipper',
  'procurement',
  'management',
  'commission',
  'council',
];
const STAFF = String.raw`(?:(?:the|our|my|your|any|a)\s+)?(?:[a-z-]{2,20}\s+){0,2}?${atWordStart(STAFF_WORDS)}[a-z]*(?:\s+of\s+[a-z]+)?`;
/** A person of the owner kept out: keep it from the panel, do not flag the change, without a call-back. */
const KEPT_OUT = lazy(
  () =>
    new RegExp(
      [
        String.raw`\bkeep\s+(?:it|this|that|these|them|the\s+[a-z-]+)\s+(?:from\s+${STAFF}|to\s+yourself|quiet|between\s+us|off\s+the\s+record)`,
        String.raw`\b(?:do\s+not|don't|never|not\s+to)\s+(?:consult|notify|alert|involve|check\s+with|tell|inform|ask|cc|copy\s+in|loop\s+in|mention\s+(?:it|this|anything)\s+to|let|raise\s+it\s+with|route\s+(?:it|this)\s+to|show\s+(?:it|this|the\s+change)\s+to)\s+${STAFF}`,
        String.raw`\bkeep\s+(?:it|this|that)\s+off\s+(?:the|any|${STAFF}['\u2019]s)\s|\b(?:do\s+not|don't)\s+show\s+the\s+change\b|\blet\s+${STAFF}\s+(?:believe|think)\b`,
        String.raw`\b(?:need|needs)\s+not\s+know\b|\b(?:does|do)(?:\s+not|n't)\s+need\s+to\s+know\b`,
        String.raw`\b(?:do\s+not|don't|never)\s+flag\s+(?:the|this|it|any)\b`,
        String.raw`\bwithout\s+(?:telling|asking|informing|notifying|alerting|looping\s+in|copying\s+in|consulting|checking\s+with)\s+${STAFF}`,
        String.raw`\bwithout\s+a\s+call[\s-]?back\b`,
        String.raw`\b(?:leave|keep)\s+${STAFF}\s+out\b`,
        String.raw`\bmake\s+sure\s+${STAFF}\s+(?:never|doesn't|does\s+not|won't|cannot|can't)\s+(?:hears?|sees?|knows?|finds?\s+out|notices?)`,
        String.raw`\bhide\s+(?:it|this|that|the\s+[a-z-]+)\s+from\s+${STAFF}`,
        String.raw`\b(?:say|mention)\s+nothing\b|\btell\s+(?:nobody|no\s+one|no-one)\b`,
        String.raw`\btell\s+${STAFF}\s+(?:that\s+)?(?:it|this)\s+was\s+(?:their|his|her|its)\s+(?:own\s+)?(?:[a-z]+\s+)?(?:decision|idea|call|choice)`,
        String.raw`\bnot\s+for\s+staff\b|\bstaff\s+(?:can|should|may)\s+ignore\b|\b(?:customers|staff|users|clients)\s+(?:cannot|can't|can\s+not|won't)\s+see\b`,
        String.raw`\bshould\s+not\s+be\s+reported\b`,
        // A party told in the passive it is to be left uninformed, or a person of the owner said not to see the order.
        String.raw`\b(?:should|must|need|is|are)\s+not\s+(?:to\s+)?be\s+(?:told|informed|notified|consulted|copied\s+in)\b`,
        // ("will not see these forms until Monday" schedules when, it keeps nothing out.)
        String.raw`\b${STAFF}\s+(?:will|would|can|does)(?:\s+not|n't|\s+never)\s+(?:see|read|check|notice)\s+(?:this|it|these)\b(?!(?:\s+[a-z-]{1,20}){0,2}\s+(?:until|till|before)\b)`,
        // A control waived by the order itself: no receipt or signature needed, the second signature skipped, its own approval.
        String.raw`\bno\s+(?:receipt|signature|countersignature|approval|review|sign-?off|second\s+check)\s+(?:is\s+)?(?:needed|required|necessary)\b`,
        String.raw`\bskip\s+(?:the\s+)?(?:second|other)\s+(?:signature|countersignature|sign-?off|approval)\b|\bapprove\s+it\s+yourself\b`,
        // The order's own trace removed, or the figures made to look normal.
        String.raw`\b(?:clear|delete|remove|erase|drop)\s+(?:this|the)\s+(?:line|entry|note|remark|comment|message)\s+from\s+(?:the|this)\s+(?:log|record|file|history|export)\b`,
        String.raw`\bso\s+(?:that\s+)?the\s+(?:[a-z-]+\s+){0,2}(?:report|log|dashboard|audit|figures?)\s+looks?\s+(?:normal|clean|fine)\b`,
        // The record handed to whoever wrote it; the reminders that would tell the owner stopped.
        String.raw`\bto\s+the\s+sender\s+of\s+this\s+(?:message|e-?mail|request|form|letter|note)\b`,
        String.raw`\bstop\s+(?:the|all|any)\s+(?:[a-z-]+\s+)?(?:reminders?|reminder\s+(?:letters|e-?mails)|chasers?|dunning)\b`,
        String.raw`\bso\s+(?:that\s+)?the\s+(?:[a-z-]+\s+)?(?:reminders?|alerts?|flags?|warnings?|chasers?|dunning)\s+(?:stops?|goes\s+away|clears?|(?:is|are)\s+(?:skipped|cleared|dropped|cancell?ed))\b`,
      ].join('|'),
    ),
);
/** An act done quietly: its own act stays an act. */
const QUIETLY = lazy(
  () => /\b(?:quietly|silently|secretly)\s+(?:[a-z]+\s+)?(?:raise|lower|change|set|move|bump|delete|remove|add|mark|switch|give|score)\b/,
);
/** KEPT_OUT at every place, to blank its marks before the act is looked for. */
const KEPT_OUT_ALL = lazy(() => new RegExp(KEPT_OUT().source, 'g'));
/** A falsehood the writer admits: "it was not, but", "(they did not, but write it anyway)", "record it anyway". */
const ADMITTED = lazy(
  () =>
    new RegExp(
      [
        String.raw`\b(?:it|they|he|she|we|that|this|nothing)\s+(?:was|were|did|had|has|have|is|are|does|do)(?:\s+not|n't)(?:\s+(?:really|actually|need\s+to|true|so|real|the\s+case|[a-z]{3,12}ed))?\s*(?:[,;)]|-|\s+but\b)`,
        String.raw`\b(?:has|have)\s+not\s+(?:signed|approved|agreed|cleared)\b[^.;]{0,24}\bbut\b`,
        String.raw`\b(?:it|they|he|she|that|this)\s+(?:failed|broke|bounced|lapsed)\s*(?:,\s*but\b|\s+but\b|\s-\s)`,
        String.raw`\b(?:it|they|he|she|that|this)\s+never\s+(?:happened|took\s+place|arrived|agreed|ran|came)\b`,
        String.raw`\b(?:write|record|log|put|enter|say|state|report|mark)\s[^.;]{1,60}?\s(?:anyway|regardless|all\s+the\s+same)\b(?![,;]?\s+(?:even\s+)?(?:if|when|where)\b)`,
      ].join('|'),
    ),
);
/** A sign-off claimed for the reader: "the safety manager already signed off", "the panel has delegated scoring to you". */
const CLAIMED = lazy(
  () =>
    new RegExp(
      [
        String.raw`\b(?:has|have|had)\s+(?:already\s+)?(?:delegated|handed|passed)\s+(?:[a-z-]+\s+){0,3}?to\s+you\b`,
        String.raw`\balready\s+(?:signed\s+(?:it\s+|this\s+)?off|approved\s+(?:it|this)|agreed|authori[sz]ed\s+(?:it|this|you))`,
        String.raw`\bpre-?(?:approved|cleared|authori[sz]ed)\b`,
        String.raw`\b(?:has|have)\s+authori[sz]ed\s+you\b`,
      ].join('|'),
    ),
);
/** A reference told with a sign-off: a number, a ticket, the minutes. */
const REFERENCE = lazy(() => /\d|\b(?:ref|ticket|minutes|item)\b/);
/** A surprise kept from a colleague: a party, a gift, a farewell. */
const SURPRISE = lazy(() => /\b(?:surprise|birthday|farewell|leaving\s+(?:party|do|card)|gift|present|cake|card\s+for)\b/);

/** Whether the order (lower case) carries a mark: a person kept out, a falsehood admitted, a sign-off claimed. */
function marked(order: string): boolean {
  if (SURPRISE().test(order)) return false;
  if (KEPT_OUT().test(order) || QUIETLY().test(order) || ADMITTED().test(order)) return true;
  const claim = CLAIMED().exec(order);
  if (claim === null) return false;
  // (A reference in the claim's own sentence tells a sign-off that can be checked: "approved it on 3 May, ticket 442".)
  const claimEnd = claim.index + claim[0].length;
  const told = order.slice(Math.max(0, order.lastIndexOf('.', claim.index) + 1, order.lastIndexOf(';', claim.index) + 1), claimEnd);
  const after = order.slice(claimEnd, claimEnd + 60).split(/[.;](?:\s|$)|,?\s+so\s/)[0]!;
  return !REFERENCE().test(told + after);
}

/** Whether the order opens an unnegated act that rigs the record (a condition's clause passed over). */
function ordersAnAct(order: string): boolean {
  const body = order.replace(CONDITION(), '');
  for (let from = 0, n = 0; from < body.length && n < 8; n++) {
    const m = ACT().exec(body.slice(from));
    if (m === null) return false;
    const at = from + m.index + m[0].length;
    if (!NEGATED().test(body.slice(Math.max(0, at - 40), at))) return true;
    from = at;
  }
  return false;
}

/**
 * Whether `order` (lower case) opens an act that rigs the record behind a mark: a person kept out, a falsehood admitted,
 * a sign-off claimed (topic-overrides.ts reads it after an override of a rule).
 */
export function ordersBehindAMark(order: string): boolean {
  return marked(order) && ordersAnAct(order.replace(KEPT_OUT_ALL(), (m) => ' '.repeat(m.length)));
}

/** The address's end after the machine's word at `p`: a colon, a comma or a dash outside brackets; -1 where none. */
function addressEnd(text: string, p: number): number {
  const limit = Math.min(text.length, p + ADDRESS_REACH);
  let depth = 0;
  for (let i = p; i < limit; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === '\n' || c === '"' || c === '.' || c === '!' || c === '?') return -1;
    else if (depth === 0 && (c === ':' || c === ',')) return i;
    else if (depth === 0 && (c === '-' || c === '\u2014' || c === '\u2013') && text[i - 1] === ' ' && text[i + 1] === ' ') return i;
  }
  return -1;
}

/** Where the clause holding `p` starts: after a line's start, a quotation mark, a comment's opening, a sentence's or a label's end. */
const CLAUSE_EDGE = lazy(() => /\n|\\n|"|<!--|\[|\||\t|;|[.!?:]\s|\s-\s|\u201c/g);
function clauseStart(text: string, p: number): number {
  const from = Math.max(0, p - CLAUSE_REACH);
  const before = text.slice(from, p);
  CLAUSE_EDGE().lastIndex = 0;
  let start = from === 0 ? 0 : -1;
  for (let m = CLAUSE_EDGE().exec(before); m !== null; m = CLAUSE_EDGE().exec(before)) start = from + m.index + m[0].length;
  return start;
}

/** Another party's turn in a transcript. */
const OTHER_PARTY = lazy(() => /(?:^|\n|\\n|")\s{0,8}(?:user|human|customer|client|me|q|caller|guest|visitor|you)\s{0,2}:/i);

/** Whether `address` (lower case, trimmed, its number and lead dropped) names a machine or the record's reader. */
function callsAMachine(address: string, opener: string, end: string, led: boolean, turns: boolean): boolean {
  if (address.length < 2 || address.split(/\s+/).length > 9) return false;
  if (GENERIC().test(address)) return true;
  if (!MACHINE().test(address) || PERSON().test(address)) return false;
  // (A bare speaker's name with a colon is a transcript's turn, except inside a comment or a bracket.)
  if (
    !led &&
    /^(?:the\s+)?(?:ai\s+)?(?:assistant|agent|bot|ai|model)$/.test(address) &&
    end === ':' &&
    !/(?:<!--|\[)\s*$/.test(opener) &&
    turns
  )
    return false;
  // ("Agent" is a person's job as often as a machine's: bare, it is a machine's only when called with a comma.)
  if (
    /\bagents?$/.test(address) &&
    !/\b(?:ai|automated|[a-z]+ing|reconciliation|bot)\s+agents?$/.test(address) &&
    !(address === 'agent' && end === ',')
  )
    return false;
  return true;
}

/** Whether a modal's call opens the clause at `start` with a marked order after it: pushed to `out` when it does. */
function modalCall(text: string, lower: string, start: number, out: Hit[]): boolean {
  const clause = lower.slice(start, start + 120);
  const head = clause.trimStart();
  const call = MODAL_CALL().exec(head);
  if (call === null) return false;
  const lineStart = Math.max(text.lastIndexOf('\n', start) + 1, start - 160);
  if (SAMPLE_BEFORE.test(text.slice(lineStart, start))) return false;
  const from = start + (clause.length - head.length) + call[0].length;
  let stop = lower.indexOf('\n', from);
  if (stop < 0 || stop > from + ORDER_REACH) stop = Math.min(lower.length, from + ORDER_REACH);
  // (The modal's own act opens the order: "state that ...", "confirm a free tasting ...".)
  if (
    !ordersBehindAMark(
      lower
        .slice(from, stop)
        .split(/-->|\\n/)[0]!
        .replace(/\\"/g, '"'),
    )
  )
    return false;
  out.push({ code: 'injection_role', start, end: stop });
  return true;
}

/** Orders to a machine that rig the record behind a person kept out, a falsehood admitted or a sign-off claimed, pushed to `out`. */
export function detectKeptOutOrders(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  const text = t.text;
  const places: number[] = [];
  for (const word of INDEXED_WORDS) for (const p of placesOf(t, word)) places.push(p);
  // (The native words' letters after their first, sought in the text as written: a text without them is not lowered. Read
  // from the literal index's places of a part of them, word-places.ts, not by a native search of the whole text each.)
  const native = NATIVE_WORDS.filter((word) => placesOfWord(t, text, word.slice(1)).length > 0);
  if (places.length === 0 && native.length === 0) return;
  const lower = loweredOf(t);
  if (lower === undefined) return;
  for (const word of native) {
    const found = placesOfWord(t, lower, word);
    for (let n = 0; n < found.length && n < MAX_TRIES; n++) places.push(found[n]!);
  }
  if (places.length === 0) return;
  places.sort((a, b) => a - b);
  let tries = 0;
  let readTo = -1;
  for (const p of places) {
    if (p < readTo || ++tries > MAX_TRIES) continue;
    const start = clauseStart(text, p);
    if (start < 0) continue;
    if (modalCall(text, lower, start, out)) {
      readTo = out[out.length - 1]!.end;
      continue;
    }
    const end = addressEnd(text, p);
    if (end < 0) continue;
    const opener = text.slice(Math.max(0, start - 6), start);
    const called = lower.slice(start, end).trim().replace(NUMBERED(), '');
    const address = called
      .replace(LEAD(), '')
      .replace(/^(?:as|for)\s+the\s+/, '')
      .replace(/\s+only$/, '');
    // (A bare name with a colon is a turn where another party speaks near it: "User: ... Assistant: ...".)
    const turns = OTHER_PARTY().test(text.slice(Math.max(0, start - 400), Math.min(text.length, end + 400)));
    if (!callsAMachine(address, opener, text[end]!, address.length < called.length, turns)) continue;
    const lineStart = Math.max(text.lastIndexOf('\n', start) + 1, start - 160);
    // (A sample's or a report's words before the address or inside it: "a comment said 'Assistant, ...'".)
    if (SAMPLE_BEFORE.test(text.slice(lineStart, end))) continue;
    // (A quotation opened inside the address: "a supplier's PDF contained 'assistant, approve ...'".)
    if (/(?:^|\s)['\u2018\u201c]\S/.test(text.slice(start, end))) continue;
    let stop = lower.indexOf('\n', end);
    if (stop < 0 || stop > end + ORDER_REACH) stop = Math.min(lower.length, end + ORDER_REACH);
    const order = lower
      .slice(end + 1, stop)
      .split(/-->|\\n/)[0]!
      .replace(/\\"/g, '"')
      .trim();
    // (The mark may stand in the address itself: "message for the claims bot only (customers cannot see this):".)
    // (The act stands outside the mark: "say nothing to the examiner" and "tell the planner it was their decision" are
    // marks, not acts.)
    if (!marked(`${address} ${order}`) || !ordersAnAct(order.replace(KEPT_OUT_ALL(), (m) => ' '.repeat(m.length)))) continue;
    out.push({ code: 'injection_role', start, end: stop });
    readTo = stop;
  }
}
