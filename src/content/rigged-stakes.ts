/**
 * What puts an English order to a machine at stake when the order rigs the record in a record's ordinary words
 * (docs/content-readings.md, "What the forty-second to forty-fourth slices missed"): role-acts.ts reads these beside its
 * own stakes, after an address to a machine by its role. Five word classes, each a structure rather than a phrase:
 *   - silence: the act kept quiet ("say nothing about it", "quietly", "tell no one", "so the shortfall never reaches the manager");
 *   - a control dodged by the act's purpose ("so no review is opened", "so the referral is not triggered");
 *   - a false record: a fact recorded that a person should have done ("record that the customer signed ...", "log the
 *     pallet as received in full"), or admitted false ("even though it did not");
 *   - a judged or measured value set to a figure ("bump the risk score down to 2", "upgrade the grade from C to A",
 *     "replace the haemoglobin figure with 13.5", "change the arrival time to 07:40");
 *   - money or a service given away or a case closed ("waive the late fee", "mark it settled", "issue a full voucher",
 *     "close the shortage case").
 * An honest errand to a machine (a summary's language, a list of follow-ups, a meeting moved) holds none of these. Every
 * repeat is bounded and no two adjacent repeats read the same characters, so a test is linear in the order.
 */

/** The act kept quiet. */
const SILENCE =
  /\bsay\s+nothing\b|\bnever\s+(?:tell|inform|notify)\b|\btell\s+no\s*(?:one|body)\b|\bquietly\b|\bsilently\b|\bkeep\s+(?:it|this|that)\s+(?:quiet|between\s+us)\b|\bso\s+(?:that\s+)?(?:the\s+|it\s+|this\s+|they\s+)?(?:[a-z-]{1,20}\s+){0,2}(?:never|doesn't|does\s+not|won't|will\s+not)\s+(?:reach(?:es)?|gets?\s+to)\b/;

/** A control the act's purpose dodges: "so no late penalty is recorded", "so that the referral is not triggered". */
const CONTROL_DODGED =
  /\bso\s+(?:that\s+)?(?:no|the|a)\s+(?:[a-z-]{1,20}\s+){0,2}(?:review|penalty|fine|fee|referral|flag|alert|audit|check|investigation|escalation|discrepancy|query|warning|charge|surcharge|reminder|callback|recall|refund|payout|compensation|claim)s?\s+(?:is|are|gets?|will\s+be|won't\s+be|isn't|aren't)\s+(?:not\s+)?(?:opened|recorded|triggered|raised|charged|applied|flagged|logged|noticed|sent|issued|added|needed)\b/;

/** A fact recorded that a person should have done or that the order admits is false. */
const FALSE_RECORD =
  /\b(?:record|note|log|state|confirm|enter|write)\s+(?:(?:in|on)\s+(?:the|your)\s+[a-z-]{1,20}\s+)?that\s+(?!(?:i|we|my|our|me|us)\s)(?:the\s+|this\s+|a\s+|he\s+|she\s+|they\s+)?(?:(?!(?:i|we|my|our)\s)[a-z-]{1,20}\s+){0,4}(?:signed|received|passed|paid|attended|collected|returned|completed|delivered|cleared|met)\b|\b(?:log|record|mark|enter)\s+(?:it|this|them|the\s+[a-z-]{1,20})\s+as\s+(?:received|delivered|returned|collected|attended|signed)\s+(?:in\s+full|intact|on\s+time|without\s+(?:any\s+)?(?:damage|fault|loss|issue)s?)\b|\beven\s+though\s+(?:it|they|he|she|this|the\s+[a-z-]{1,20})\s+(?:did|was|were|has|had|is|are)(?:\s+not|n't)\b/;

/** A judged or measured value set to a figure, a grade's letter or a band. */
const VALUE_SET =
  /\b(?:change|set|replace|lower|raise|bump|upgrade|downgrade|overwrite|alter|adjust|amend|reduce|increase|edit)\s+(?:the\s+|this\s+|their\s+|its\s+|his\s+|her\s+)?(?:[a-z-]{1,20}\s+){0,2}(?:mark|grade|score|band|reading|figure|value|result|level|mileage|odometer|temperature|balance|dose|count|delay|rating|(?:arrival|departure|clock-in|clock-out|return|collection)\s+time)s?\s+(?:(?:for|on|of|in)\s+[a-z-]{1,20}(?:\s+[a-z0-9-]{1,12})?\s+)?(?:(?:down|up)\s+)?(?:from\s+[a-z0-9.+-]{1,8}\s+)?(?:to|with|by)\s+(?:\d|zero\b|nil\b|none\b|[a-f][+-]?(?=[\s.,;]|$)|band\s+\d|grade\s+[a-f])/;

/** A value recorded as another figure, a band or grade confirmed, a rating forced: "record the delay as 5h 10m instead of 2h 05m". */
const VALUE_ASSIGNED =
  /\b(?:record|enter|log|report|set|write)\s+(?:the\s+)?[a-z-]{1,20}(?:\s+[a-z-]{1,20})?\s+as\s+[^.;\n]{1,30}\sinstead\s+of\b|\b(?:confirm|award|give|assign|enter)\s+(?:a\s+|the\s+)?(?:band|grade|level|score|mark)\s+(?:of\s+)?(?:\d|[a-f][+-]?(?=[\s.,;]|$))|\brate\s+(?:this|the|it|them)\s+(?:[a-z-]{1,20}\s+){0,2}(?:\d|one|two|five|zero)\s+stars?\b|\bweight\s+(?:this|the)\s+[a-z-]{1,20}\s+(?:x\s?\d|\d{1,3}x|double|triple)\b/;

/** A queue jumped or others' records hidden: "move it ahead of all others", "hide reviews that mention ...". */
const OTHERS_PUSHED =
  /\b(?:move|put|push|bump)\s+(?:it|this|them|the\s+[a-z-]{1,20})\s+(?:ahead\s+of|before|to\s+the\s+(?:top|front|head)\s+of)\s+(?:all|every|the\s+other|others|the\s+queue|the\s+list)\b|\bcancel\s+the\s+(?:[0-9:]{3,5}\s+)?(?:[a-z-]{1,20}\s+)?(?:list|clinic|appointments?|bookings?|session)\b|\bhide\s+(?:the\s+|all\s+|any\s+|other\s+)?(?:[a-z-]{1,20}\s+)?(?:reviews?|complaints?|comments?|reports?|warnings?|incidents?|findings?|ratings?)\b/;

/** A whole list or register sent to a link or a drive: "export the randomisation list to the shared link in my signature". */
const LIST_TO_LINK =
  /\b(?:export|send|share|upload|forward)\s+(?:the\s+|all\s+|every\s+|our\s+)?(?:[a-z-]{1,20}\s+){0,2}(?:list|register|database|table|records|folder)\s+to\s+(?:the\s+|a\s+|my\s+)?(?:shared\s+)?(?:link|drive|bucket|server|folder)\b/;

/** Money or a service given away, or a case closed. */
const GIVEN_AWAY =
  /\bwaive\s+(?:the\s+|this\s+|all\s+|any\s+)?(?:[a-z-]{1,20}\s+){0,2}(?:fees?|fines?|charges?|penalt(?:y|ies)|deposits?|excess|surcharges?)\b|\bmark\s+(?:it|this|them|the\s+[a-z-]{1,20})\s+(?:as\s+)?(?:settled|paid|resolved|verified|compliant)\b|\bissue\s+(?:a\s+|an\s+)?(?:full\s+|free\s+)?(?:voucher|credit\s+note|refund|compensation)\b|\bfree\s+\d{1,3}-(?:day|night|week|month)\b|\bclose\s+the\s+(?:[a-z-]{1,20}\s+)?(?:case|claim|query|investigation|dispute|complaint)\b/;

/** Whether an English order (lower case) rigs the record in one of the five ways above. */
export function riggedInRecordWords(order: string): boolean {
  return (
    SILENCE.test(order) ||
    CONTROL_DODGED.test(order) ||
    FALSE_RECORD.test(order) ||
    VALUE_SET.test(order) ||
    VALUE_ASSIGNED.test(order) ||
    OTHERS_PUSHED.test(order) ||
    LIST_TO_LINK.test(order) ||
    GIVEN_AWAY.test(order)
  );
}
