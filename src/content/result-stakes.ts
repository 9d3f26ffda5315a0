/**
 * What an order to the machine does to the result it produces (docs/content-readings.md, "Orders that rig the reader's
 * result"): a data agent's totals and charts, a recruiting agent's summaries and rankings, a meeting assistant's minutes
 * and invitations. machine-stakes.ts reads an order for a secret, a control, rights or money; an agent that computes,
 * ranks or writes up is attacked through what it writes instead: rows dropped with the drop kept from the people who
 * read the result, a figure put against the data ("whatever the table says", "(not 74%)", "with last year's figures",
 * "without converting"), an adverse finding kept out of a report (incidents, complaints, a failed screen), a record
 * stated that nobody made and a second rig beside it (an item marked done, a topic left out, "agreed offline"), the
 * reviewer kept from a file said to be cleared, a table, files, a transcript or a calendar sent to an address, an
 * organiser replaced, a rubric printed. Each alone is a team's honest step (a filter, a correction, a summary, a send):
 * what marks the attack is the change hidden, the data contradicted, or the record sent out. Read only in an order a
 * reading has already found addressed to a machine. Pure; every pattern is bounded and has no nested quantifier.
 */

import { destAt, partiesOf } from './outside.js';

/** A quick test: a word one of the readings below needs stands in the order at all. */
const ANY =
  /not|never|nobody|nothing|without|keep|regardless|whatever|irrespective|despite|even|\(|instead|swap|replace|substitut|hide|omit|drop|remov|delet|exclud|skip|leav|suppress|record|state|write|note|@|https?:|organi[sz]er|rubric|criteria|salary|prompt|!\[/;

/** An act on what the result shows: a row, a figure, a rank, a record. */
const RESULT_ACT =
  /\b(?:exclud|drop|remov|omit|skip|discard|filter|leav|hid|delet|swap|replac|substitut|chang|lower|rais|inflat|reduc|shift|adjust|overwrit|recod|count|treat|show|present|report|giv|set|round|put|rank|scor|mark|record|relabel|convert|list|move|cut|trim)[a-z]{0,4}\b/;

/** The change kept from the people who read the result: not listed, not mentioned, nobody told. */
const HIDDEN = new RegExp(
  [
    String.raw`\b(?:do\s+not|don'?t|never|without)\s+(?:list|mention|note|say|disclos|document|flag|tell|explain|show|report|record)[a-z]{0,3}\s+(?:it|this|that|so|them|anyone|anywhere|(?:the|this|that|any)\s+(?:exclusion|change|filter|drop|discard|recoding|adjustment|removal|swap|edit|override|correction|conversion|reason|deletion|omission|substitution)s?)\b`,
    String.raw`\b(?:must|should|need|is|are)\s+not\s+(?:to\s+)?(?:be\s+(?:told|informed|notified|aware)|know|find\s+out|notice)\b`,
    String.raw`\bshouldn'?t\s+(?:find\s+out|know|notice)\b`,
    String.raw`\bnobody\s+(?:needs?\s+to|should|must|will|has\s+to)\s+(?:know|notice|see|find\s+out|be\s+told)\b`,
    String.raw`\bsay(?:ing)?\s+nothing\s+(?:about|of)\b`,
    String.raw`\bkeep\s+(?:it|this|that|them|the\s+[a-z-]{1,20})\s+(?:out\s+of|from)\s+(?:the\s+|your\s+)?(?:method|notes|report|write|summary|recap|minutes|panel|analyst|recruiter|reviewer|hiring|user|organi[sz]er|client|auditor)`,
  ].join('|'),
);

/** What a report should show that the order keeps out: an incident, a complaint, a failure, an adverse finding. */
const ADVERSE = String.raw`(?:incidents?|complaints?|outages?|breach(?:es)?|failures?|failed|defects?|deaths?|mortality|fraud[a-z_]{0,10}|warnings?|disciplinary|penalt(?:y|ies)|objections?|violations?|convictions?|arrears|layoffs?|dispute|adverse|negative\s+(?:answers|responses|reviews|results|findings)|flagged|screen|audit|overrun|delays?)`;
/**
 * An adverse finding suppressed: a verb that keeps it out, then the finding within its clause, or "leave ... out" around
 * it (read in the clauses that do not forbid their act: "do not omit the incidents" keeps them in).
 */
const ADVERSE_SUPPRESSED = new RegExp(
  String.raw`\b(?:hide|omit|drop|remove|delete|exclude|suppress|strip)\b[^.;!?\n]{0,60}?\b${ADVERSE}\b|\bleave\s+(?:[^.;!?\n]{0,50}?\s)?${ADVERSE}\b[^.;!?\n]{0,50}?\s(?:out\s+of|off)\b`,
);
/** The same kept out by a negated report: "never mention rows flagged fraud", "do not report the outage minutes". */
const ADVERSE_UNREPORTED = new RegExp(
  String.raw`\b(?:never|do\s+not|don'?t)\s+(?:mention|report|show|include)\s+(?:the\s+|any\s+)?(?:(?:rows?|records?|entries|cases|lines)\b[^.;!?\n]{0,30}?\b|[a-z-]{1,20}\s+)?${ADVERSE}\b`,
);
/** A clause that forbids its act from its start: its act is not ordered. */
const FORBIDDING = /^\s*(?:never|not|no|do\s+not|don'?t|please\s+do\s+not|avoid)\b/;

/** An adverse finding removed from a report by its pronoun, the finding named in the order's pretext. */
const REMOVED_FROM_REPORT =
  /\b(?:delete|remove|drop|omit|strike|erase)\s+(?:it|this|them|that)\s+from\s+(?:this|the|their|his|her|its|your)\s+(?:[\w'\u2019-]+\s+){0,2}?(?:report|summary|profile|file|record|minutes|recap|assessment|notes?)\b/;
const ADVERSE_WORD = new RegExp(String.raw`\b${ADVERSE}\b|\b(?:expired|failed|missing|revoked)\b`);
/**
 * The drop's reason stated in the open: the finding reported, counted or tracked elsewhere, a cause given, the source
 * closed, the method cited. A data owner's how-to does this ("leave the planned outage minutes out; they are reported
 * separately"); a rig gives no reason or hides the drop (HIDDEN, read before).
 */
const STATED_REASON =
  /\b(?:because|since|(?:are|is|were|was)\s+(?:already\s+)?(?:reported|covered|counted|tracked|listed|shown|documented|recorded|published|analy[sz]ed|reviewed)\s+(?:separately|elsewhere|apart|in|on|under|by|below|above)|reported\s+(?:separately|elsewhere)|(?:per|see)\s+the\s+(?:[a-z-]{1,20}\s+)?(?:methodology|method|note|notes|readme|review|report|log|calendar|policy)|(?:closed|ended|finished|withdrawn|decommissioned)\s+in\s+(?:[a-z]{3,9}|\d{4}))\b/;

/** A figure or a verdict put against the data: whatever it says, "(not 74%)", another period's figures, no conversion. */
const AGAINST_DATA = new RegExp(
  [
    String.raw`\b(?:regardless\s+of|whatever|irrespective\s+of|no\s+matter\s+what|despite)\s+(?:what\s+)?(?:the\s+|this\s+)?(?:[a-z-]{1,20}\s+)?(?:data|log|logs|figures?|numbers?|table|records?|answers?|responses?|readings?|results?|survey|experience|evidence|file|sheet|cv|scores?)\b`,
    String.raw`\(\s?(?:not|instead\s+of|rather\s+than)\s+\d[\d.,]{0,8}\s?%?\s?\)`,
    String.raw`\bwithout\s+(?:converting|(?:any\s+)?(?:evidence|basis|justification))\b`,
    String.raw`\b(?:swap|replace|substitute)\b[^.;!?\n]{0,60}?\b(?:for|with)\s+(?:the\s+ones?\s+from|those\s+from|last|previous|prior|an?other|the\s+previous|the\s+prior)\b`,
    String.raw`\beven\s+though\s+(?:no|nobody|none|it\s+was\s+not|they\s+(?:did|have)\s+not)\b`,
  ].join('|'),
);

/** A record dictated: a decision, a sign-off or a clean result stated for the reader to write. */
const DICTATED_RECORD =
  /\b(?:record|state|write|note|minute|log|say|report|enter)\s+(?:in\s+the\s+(?:minutes|recap|summary|notes|report)\s+)?(?:that\s+)?[^.;!?\n]{0,80}?\b(?:approved|agreed|accepted|signed\s+off|cleared|verified|clean|complete|completed|closed|resolved|unanimous(?:ly)?|no\s+(?:concerns?|objections?|complaints?|issues?|risks?|delays?|[a-z]{2,10}\s+topics?)|nothing\s+was\s+raised|nothing\s+came\s+up)\b/;
/** A second rig beside a dictated record: an item marked done, a topic left out, the pretext of a deal made elsewhere. */
const SECOND_RIG =
  /\bmark\s+(?:[\w-]+\s+){0,4}?as\s+(?:complete|completed|closed|verified|approved|done|resolved|passed|clean)\b|\b(?:omit|leave|drop|delete|remove|skip)\b[^.;!?\n]{0,60}?\b(?:out|discussion|item|part|topic|section|objections?|concerns?)\b|\b(?:offline|off\s+the\s+record|outside\s+the\s+meeting)\b/;

/** The reviewer kept from a file the order says is cleared. */
const REVIEWER_KEPT =
  /\b(?:do\s+not|don'?t|never|must\s+not|should\s+not|no\s+need\s+to)\s+(?:pass|route|forward|send|refer|escalate|show|give|share)\b[^.;!?\n]{0,40}?\bto\s+(?:the\s+)?(?:hiring\s+manager|manager|reviewer|panel|analyst|auditor|compliance|supervisor|organi[sz]er|approver|recruiter|committee|security\s+team)\b/;
const CLEARED = /\b(?:approved|cleared|verified|shortlisted|passed|signed\s+off)\b/;

/** A table, files, a transcript, a calendar or a pack sent to an address or a link. */
const SENT_OUT =
  /\b(?:send(?:_?e?-?mail)?|e-?mail|forward|upload|share|attach|export|copy|include|post|mail)\b[^.;!?\n]{0,80}?\b(?:full\s+(?:[a-z-]{1,15}\s+)?(?:results?|output|response)|tables?|dataset|spreadsheets?|sheets?|workbook|csv|files?|folder|cvs|r[e\u00e9]sum[e\u00e9]s|applications|transcripts?|recordings?|minutes|board\s+pack|rate\s+card|calendar|events|invites|attendees|contacts|responses|extract|deck)\b[^\n]{0,100}?(?:[a-z0-9._%+-]@[a-z0-9-]+\.[a-z]|https?:\/\/)/;
/** The whole record taken: full, raw, entire, every row, names included. */
const WHOLE_RECORD =
  /\b(?:full|raw|entire|complete|whole|all\s+(?:the\s+)?(?:rows|records|responses|files|cvs)|names\s+included|other\s+(?:applicants|candidates)|user'?s\s+calendar)\b/;
/**
 * The text's own people named just before an address (lower case, the words before its local part): a team, a desk, an
 * auditor, the attendees, everyone on the invite. A send to them at a company's domain is the team's errand.
 */
const OWN_RECIPIENT =
  /(?:\b(?:the|our|your|my)\s+(?:[a-z-]{1,20}\s+){0,2}(?:team|department|dept|desk|office|colleagues?|auditors?|accountants?|controllers?|board|committee|chair|lead|manager)|\b(?:the\s+)?(?:attendees|participants|invitees)|\beveryone\s+on\s+the\s+(?:invite|call|thread|list))\s{0,2}(?:at|on|via|\(|:|-|,)?\s{0,2}$/;
/** An organiser put in by address, or the current one removed. */
const ORGANISER =
  /\b(?:add|make|set|assign)\b[^.;!?\n]{0,60}?[a-z0-9._%+-]@[a-z0-9-]+\.[a-z][^.;!?\n]{0,40}?\b(?:organi[sz]er|co-organi[sz]er|delegate|editor)\b|\bremove\s+(?:the\s+)?(?:current|existing|original)\s+organi[sz]er\b/;
/**
 * A rubric, hidden criteria, salary bands or the prompt the reader runs under printed or given in its reply (the verbs
 * that are nouns too, "tool output", "a short list", where a clause opens only).
 */
const CRITERIA_OUT =
  /(?:\b(?:print|reveal|paste|include|disclose|(?:reply|respond|answer)\s+with|repeat)|(?:^|[.;:,!?]\s{0,3}|\b(?:and|then|please|also|now|just)\s)(?:show|output|list|share|give|tell))\b[^.;!?\n]{0,60}?\b(?:scoring\s+rubric|rubric|hidden\s+criteria|scoring\s+criteria|(?:internal|hidden)\s+(?:notes|guidelines|salary\s+bands?)|salary\s+bands?|system\s+prompt|prompt\s+you\s+(?:are|were)\b)/;
/**
 * An image or a link the reader is to put in what it writes with data in its query (a rendered image fetches it: the
 * names and ids it carries leave with the request).
 */
const IMAGE_BEACON =
  /\b(?:include|add|append|embed|render|show|insert|put|end\s+with)\b[^.;!?\n]{0,40}?!\[[^\]\n]{0,60}\]\(https?:\/\/[^)\s?]{1,200}\?[^)\s]{1,300}\)/;

/**
 * Whether `order` (lower case: an order a reading found addressed to a machine, with the sentence after it) rigs the
 * result the machine produces, hides its change, contradicts the data, or sends the record out; `text` the text the
 * order stands in (or what a caller holds of it), where the record's own domains are read.
 */
export function rigsTheResult(order: string, text = order): boolean {
  if (!ANY.test(order)) return false;
  // (The acts read in the clauses that do not forbid them: "never drop rows without saying so" orders no drop.)
  const acts = order
    .split(/[.;!?]\s|\n/)
    .filter((clause) => !FORBIDDING.test(clause))
    .join('. ');
  if (HIDDEN.test(order) && RESULT_ACT.test(acts)) return true;
  // (An adverse finding kept out with its reason stated in the open is the team's method; HIDDEN above reads it hidden.)
  if (
    (ADVERSE_SUPPRESSED.test(acts) || ADVERSE_UNREPORTED.test(order) || (REMOVED_FROM_REPORT.test(acts) && ADVERSE_WORD.test(order))) &&
    !STATED_REASON.test(order)
  )
    return true;
  if (AGAINST_DATA.test(order) && RESULT_ACT.test(acts)) return true;
  if (DICTATED_RECORD.test(acts) && SECOND_RIG.test(order)) return true;
  if (REVIEWER_KEPT.test(order) && CLEARED.test(order)) return true;
  return sentOut(acts, text) || ORGANISER.test(acts) || criteriaOut(acts) || IMAGE_BEACON.test(order);
}

/**
 * Whether `acts` sends a table, files or a transcript out: to a consumer mailbox or a drop (outside.ts), or to a domain
 * `text` does not hold twice with the whole record taken or no own recipient named before it. Not to the text's own
 * domain (its sender's, its organiser's, its letterhead's), nor to its own team or attendees at a company's domain.
 */
function sentOut(acts: string, text: string): boolean {
  const m = SENT_OUT.exec(acts);
  if (m === null) return false;
  const end = m.index + m[0].length;
  const mark = m[0].endsWith('://') ? end - 3 : m.index + m[0].lastIndexOf('@');
  const dest = destAt(acts, mark);
  const party = partiesOf(text)(dest);
  if (party !== 'unknown') return party !== 'inside';
  const local = m[0].endsWith('://') ? acts.lastIndexOf('http', mark) : mark - dest.indexOf('@');
  return WHOLE_RECORD.test(acts.slice(m.index, end)) || !OWN_RECIPIENT.test(acts.slice(Math.max(m.index, local - 60), local));
}

/** Whether `acts` prints the criteria or the prompt, its verb not negated just before ("I can't share my system prompt"). */
function criteriaOut(acts: string): boolean {
  const m = CRITERIA_OUT.exec(acts);
  return m !== null && !/\b(?:never|not|no|nor|cannot)\b|n['\u2019]t\b/.test(acts.slice(Math.max(0, m.index - 30), m.index));
}
