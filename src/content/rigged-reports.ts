/**
 * What puts an English order to a machine at stake when the order rigs what a record's report will say
 * (docs/content-readings.md, "What the forty-fifth to forty-seventh slices missed"): role-acts.ts reads these beside
 * its own stakes, after an address to a machine by its role or to whatever processes the record. Six word classes,
 * each a structure rather than a phrase:
 *   - a verdict stated: a telling act whose object says all is well ("state that the inspection found no defects",
 *     "describe the failure as within limits", "write that the readings were stable");
 *   - a figure scaled or swapped ("double the count", "multiply the values by 1.8", "ten times the real number",
 *     "the March figures instead of the May ones", "enter 0.0 for every result");
 *   - a finding left out: an act that removes, with a finding, an incident or its evidence as its object ("leave the
 *     near miss out", "delete the GPS trace", "remove the witnesses' names");
 *   - a control switched off: an alarm, a log, an audit, a check or a limit disabled, lifted or set to nothing;
 *   - a charge moved onto another account or person ("bill the call-out to the tenant in Flat 9 instead");
 *   - another person's private details or a site's codes given out.
 * And the English acts such an order opens with that role-acts' own act table does not hold (enter, present, classify,
 * double, disable, bill, ...), read only beside one of these stakes. An honest errand to a machine (units, a language,
 * a layout, rounding, boilerplate left out, a caveat added) holds none of these. Every repeat is bounded and no two
 * adjacent repeats read the same characters, so a test is linear in the order (at most role-acts' ORDER_REACH).
 */
import { atWordStart } from './word-lists.js';

/** What says all is well: a verdict a check or an inspection should give, not the writer. */
const ALL_WELL = atWordStart([
  String.raw`no\s+(?:defects?|findings?|issues?|faults?|problems?|contamination|injur(?:y|ies)|incidents?|difference|damage|exceedances?|failures?)\b`,
  String.raw`within\s+(?:limits|tolerance|spec(?:ification)?|(?:the\s+)?(?:normal\s+|safe\s+|acceptable\s+|target\s+)?range)\b`,
  String.raw`releasable\b`,
  String.raw`on\s+time\b`,
  String.raw`compliant\b`,
  String.raw`unaffected\b`,
  String.raw`stable\b`,
  String.raw`safe\b`,
  String.raw`passed\b`,
  String.raw`pass\b`,
  String.raw`went\s+to\s+plan\b`,
  String.raw`cosmetic\b`,
  String.raw`housekeeping\s+issue\b`,
  String.raw`domestic\s+rubble\b`,
  String.raw`normal\b`,
  String.raw`in\s+time\b`,
  String.raw`on\s+the\s+first\s+visit\b`,
  String.raw`zero\s+(?:lost-time\s+)?(?:injur(?:y|ies)|incidents?|accidents?|defects?|findings?)\b`,
  String.raw`fit\b`,
]);
/** A telling act whose object is that verdict: "state (in the report) that ...", "describe X as ...", "record it as ...". */
const VERDICT_STATED = new RegExp(
  String.raw`\b(?:state|say|write|report|describe|record|log|enter|present|classify|list|mark|treat|class|confirm|declare|show)\s+(?:[^.;\n]{0,80}?\s)?(?:that|as|there\s+(?:is|are|was|were))\s+(?:[^.;\n]{0,60}?\s)?["'\u201c]?(?:${ALL_WELL})|\b(?:enter|record|write|put|log)\s+["'\u2018\u201c](?:pass|passed|ok|compliant|clear|negative|no\s+issues|none)["'\u2019\u201d]|\b(?:change|set|update)\s+(?:[^.;\n]{0,40}?\s)?(?:status|flag|result|outcome|verdict|classification)\s+to\s+["'\u2018]?(?:false|closed|resolved|${ALL_WELL})|\b(?:mark|record|log|enter)\s+(?:[^.;\n]{0,40}?\s)?as\s+(?:signed|received|returned|attended|checked)\b|\bwhatever\s+(?:the\s+)?(?:[\w-]+\s+){1,3}(?:says?|shows?|said|showed|reads?|wrote)\b`,
);

/** A figure scaled or swapped. */
const FIGURE_RIGGED =
  /\b(?:double|triple|halve|inflate|multiply)\s+(?:the\s+|all\s+|every\s+|its\s+|their\s+)?(?:[a-z0-9-]{1,20}\s+){0,3}(?:counts?|figures?|values?|readings?|results?|totals?|numbers?|grades?|scores?|loans?|weights?|temperatures?)\b|\b(?:ten|five|two|three|\d{1,3})\s+times\s+(?:the\s+)?(?:real|actual|true|logged|measured)\b|\b\d{1,3}(?:\.\d)?\s+(?:degrees|percent|%|points)\s+(?:higher|lower)\s+than\s+(?:logged|measured|recorded|read|reported)\b|\binstead\s+of\s+the\s+(?:[a-z0-9-]{1,20}\s+){0,2}(?:ones|figures|readings|values|results|data|numbers)\b|\b(?:enter|record|report|write|set)\s+(?:0|0\.0|zero|nil)\s+(?:for|as)\s+(?:every|all|each)\b|\b(?:below|under|above|over)\s+\d[\d.]{0,8}\s+(?:[^.;\n]{0,20}?\s)?as\s+\d|\b(?:render|translate|write|report|record|show)\s+["'\u2018][^"'\u2019\n]{0,40}\d[^"'\u2019\n]{0,20}["'\u2019]\s+as\s+["'\u2018][^"'\u2019\n]{0,40}\d/;

/** A finding, an incident or its evidence: what a report leaves out when it is rigged. */
const FINDING = atWordStart([
  String.raw`near[\s-]miss`,
  'incident',
  'accident',
  'injur',
  'failure',
  String.raw`failed\b`,
  String.raw`faults?\b`,
  'defect',
  'finding',
  'crack',
  String.raw`leak\b`,
  String.raw`damp\b`,
  'mould',
  'warning',
  'alarm',
  'complaint',
  'anomal',
  'spill',
  'contamina',
  'breach',
  'violation',
  String.raw`gps\b`,
  String.raw`trace\b`,
  String.raw`history\b`,
  'audit',
  String.raw`cctv\b`,
  'witness',
  'photo',
  'evidence',
  'overdue',
  'excursion',
  'deviation',
  'exceedance',
  'nonconform',
  'non-conform',
  'penalt',
  String.raw`fines?\b`,
  'speeding',
  'trapped',
  'tachograph',
]);
/** An act that takes something out of what is reported. */
const REMOVAL = String.raw`(?:leave|omit|drop|delete|remove|exclude|strip|hide|erase|purge|wipe|clear|cut|skip|suppress|do\s+not\s+(?:reproduce|show|include|mention|report|list)|refuse\s+to\s+show)`;
const FINDING_LEFT_OUT = new RegExp(
  String.raw`\b${REMOVAL}\s+(?!(?:out\s+)?(?:the\s+|an?\s+)?(?:appendix|appendices|annex|attachments?|cover|logo|drafts?|footers?|headers?|raw|duplicates?|test)\b)(?:[^.;,\n]{0,60}?\s)?(?:${FINDING})|\bleave\s+(?:[a-z'-]{1,20}\s+){1,4}out\s+(?:entirely|completely|altogether)\b`,
);

/** A control switched off, lifted or set to nothing. */
const CONTROL_OFF =
  /\b\b(?:disable|switch\s+off|turn\s+off|mute|silence|deactivate|override|remove)\s+(?:the\s+|all\s+|every\s+|any\s+|its\s+)?(?:[a-z0-9-]{1,20}\s+){0,3}(?:alarms?|alerts?|audit(?:\s+(?:trail|log|logging))?|logging|trail|monitoring|checks?|caps?|limits?|interlocks?|warnings?)\b|\bset\s+(?:[^.;\n]{0,50}?\s)?to\s+(?:unlimited|skipped|disabled|off|none|no\s+limit)\b|\b(?:staff|admin|administrator|root|superuser)\s+(?:privileges|rights|access|role)\b|\breset\s+(?:their|his|her|the|its)\s+(?:pin|password|passcode)\b|\bwithout\s+(?:the\s+|a\s+|any\s+)?(?:[a-z'\u2019-]{1,20}\s+){0,3}(?:sign-?off|approval|review|check|authori[sz]ation|consent)\b|\b(?:flag|report|log)\s+nothing\b|\bso\s+(?:that\s+)?(?:the|no|a)\s+(?:[a-z-]{1,20}\s+){0,2}(?:penalty|fine|fee|charge|surcharge|check|rule|limit|cap)\s+(?:does\s+not|doesn't|will\s+not|won't)\s+(?:apply|trigger|show)\b|\b(?:check|test|inspection|verification|review)\s+(?:is|was|has\s+been)\s+(?:already\s+)?(?:done|completed|passed|carried\s+out)\b[^.;\n]{0,30}\bskip\b|\bso\s+(?:that\s+)?(?:the|their|his|her|this)\s+(?:[a-z-]{1,20}\s+){0,2}(?:account|claim|ticket|application|card|booking|membership)\s+(?:is|gets)\s+(?:closed|suspended|banned|blocked|cancelled|rejected|approved)\b/;

/** A control switched off for a change with its window or reference: an operator's errand ("during tonight's maintenance window (CHG-1182)"). */
const CHANGE_WINDOW = /\bmaintenance\b|\bchange\s+(?:window|request|ticket)\b|\bchg-?\d/;

/** A charge moved by the contract's own rule: "as clause 7 of the tenancy says", "per the lease". */
const BY_CONTRACT =
  /\bas\s+(?:clause|section|agreed|per)\b|\bper\s+(?:the\s+)?(?:clause|contract|tenancy|lease|agreement)\b|\b(?:clause|section)\s+\d/;

/** A charge moved onto another account or person. */
const CHARGE_MOVED =
  /\b(?:bill|charge|invoice|re-?assign|move|put|add)\s+(?:the\s+|this\s+|their\s+|my\s+)?(?:[a-z0-9'-]{1,20}\s+){0,3}(?:to|onto|on)\s+(?:the\s+|a\s+|an\s+)?(?:[a-z0-9'-]{1,20}\s+){0,3}(?:tenant|renter|hirer|customer|neighbou?r|account|budget|fund|statement)s?\b[^.;\n]{0,60}?\b(?:instead|not\s+(?:to\s+)?the|rather\s+than|next|previous|other)\b/;

/** Another person's private details, or a site's codes, given out. */
const OTHERS_DETAILS =
  /\b(?:home\s+address(?:es)?|(?:mobile|phone)\s+numbers?|passport\s+(?:numbers?|details)|dates?\s+of\s+birth|bank\s+details|gate\s+codes?|door\s+codes?|admin\s+pin)\s+(?:of|for)\s+(?:the\s+|a\s+|an\s+|every\s+|all\s+|another\s+)?(?:previous\s+|other\s+|last\s+)?(?:patrons?|tenants?|customers?|passengers?|crew|members?|guests?|residents?|drivers?|applicants?|players?|users?|depots?|sites?)\b|\b(?:crew|tenants?|patrons?|passengers?|customers?|members?)(?:'|'s|\u2019s?)?\s+(?:home\s+addresses|passport\s+numbers|phone\s+numbers|dates\s+of\s+birth)\b|\b(?:reveal|give|send|tell)\s+(?:[^.;\n]{0,40}?\s)?(?:gate|door|alarm|safe)\s+codes?\s+to\s+(?:anyone|any\s+caller|whoever|the\s+caller)\b/;

/** A named tool called with a value that decides: `call update_permit with status='compliant'`, `set_alarm(enabled=false)`. */
const TOOL_DECIDES =
  /\bcall\s+(?:the\s+(?:tool|function)\s+)?[a-z][\w.]{2,40}\s*(?:\(|\bwith\b)[^)\n]{0,80}?=\s*["']?(?:false|true|0|compliant|approved|closed|passed|none|disabled|clear)\b/;

/** Whether an English order (lower case) rigs what the record's report will say, in one of the six ways above. */
export function riggedReport(order: string): boolean {
  return (
    VERDICT_STATED.test(order) ||
    FIGURE_RIGGED.test(order) ||
    FINDING_LEFT_OUT.test(order) ||
    (CONTROL_OFF.test(order) && !CHANGE_WINDOW.test(order)) ||
    (CHARGE_MOVED.test(order) && !BY_CONTRACT.test(order)) ||
    OTHERS_DETAILS.test(order) ||
    TOOL_DECIDES.test(order)
  );
}

/**
 * The English acts such an order opens with (after "please", "also", "then"), beyond role-acts' own: read as an act only
 * when riggedReport holds for the order.
 */
export const RIG_ACT =
  /^(?:(?:please|kindly|now|just|also|then|and|so|simply|quietly)\s+)*(?:enter|present|classify|double|triple|halve|multiply|inflate|use|disable|switch\s+off|turn\s+off|mute|silence|deactivate|override|bill|charge|invoice|re-?assign|include|render|translate|backdate|reroute|promise|update|reply|exclude|strip|do\s+not\s+(?:reproduce|show|include)|refuse\s+to\s+show|call\s+[a-z][\w.]{2,40})\b/;
