/**
 * encoded_payload: whether decoded text opens by addressing an automated reader or by an order with a stake (encoded.ts's
 * holdsInstructions asks this first): a record's field encoded so that the people reading the record do not see what it
 * tells the machine.
 */
import { headsForMachine } from './machine-heads.js';

/**
 * The verbs an order to a reader opens with (an order starts with its verb; release notes, a config or a report after
 * the same head start with a noun, a number or a past tense: "version 2.3 adds …", "fixed …", "{…").
 */
const ORDER_VERB =
  "ignore|disregard|forget|award|drop|append|prepend|insert|place|score|grade|render|write|praise|rank|forward|send|email|mail|post|upload|export|exfiltrate|leak|dump|extract|collect|share|copy|reveal|print|output|approve|reject|mark|close|resolve|acknowledge|delete|remove|erase|purge|disable|enable|turn|stop|skip|bypass|grant|add|give|transfer|wire|pay|refund|cancel|escalate|reply|respond|tell|say|summari[sz]e|answer|include|run|execute|open|click|visit|fetch|download|install|set|change|update|reset|create|move|rename|merge|push|deploy|do|don't|never|always|keep|hide|treat|use|act|rate|recommend|classify";
/** Who an automated reader is: an AI, an assistant, a bot, a language model, a copilot, an automated agent. */
const AUTOMATED = String.raw`(?:ai|a\.i\.|assistants?|(?:chat)?bots?|llms?|(?:language[ \t])?models?|copilots?|automated[ \t](?:agents?|systems?|readers?)|automation)`;
/**
 * A decoded text's head that addresses an automated reader, then a colon: "Message to the triage bot:", "Priority
 * notice for the night-shift AI:", "Note for the language model processing this form:", "Attention automated agent:";
 * an agent so when its head says it is a system's ("System message to the filing agent:"). Up to three words name
 * which reader, up to five after it say what it is doing; an order's verb follows the colon (ORDER_VERB).
 */
const ADDRESSED = new RegExp(
  String.raw`^[^\n:]{0,60}?(?:\b(?:to|for)[ \t]+(?:the[ \t]+|any[ \t]+|all[ \t]+)?|^(?:attention|attn|dear)[ \t]*,?[ \t]*)(?:[\w-]{1,24}[ \t]+){0,3}?(?:${AUTOMATED}|(?<=^[^\n:]{0,60}\bsystem\b[^\n:]{0,60})agents?)(?:[ \t]+(?:reading|processing|handling|summari[sz]ing|reviewing|parsing)(?:[ \t]+[\w-]{1,24}){0,4})?[ \t]*:[ \t]*(?:please[ \t]+)?(?:${ORDER_VERB})\b`,
  'i',
);
/** The orders with something at stake: the source, the rules or a warning set aside, a verdict, data or money sent, a record removed. */
const STAKE_VERB =
  'ignore|disregard|forget|override|drop|omit|hide|suppress|award|score|grade|praise|rank|rate|recommend|approve|reject|forward|send|email|mail|post|upload|export|exfiltrate|leak|dump|share|reveal|print|output|delete|remove|erase|purge|disable|bypass|grant|transfer|wire|pay|refund|cancel|run|execute|install|click|visit|fetch|download';
/**
 * A reader named as a vocative, its head one or two words ("Translation model:", "Reviewer bot:"), then an order with
 * something at stake (STAKE_VERB): a translator's or a reviewer's honest note ("Translator model: keep it under 30
 * characters", "Translation model: use the formal form") and a head that describes ("Data model: ...") order no such thing.
 */
const VOCATIVE = new RegExp(String.raw`^(?:[\w-]{1,20}[ \t]+){1,2}${AUTOMATED}[ \t]*:[ \t]*(?:please[ \t]+)?(?:${STAKE_VERB})\b`, 'i');
/**
 * Whether decoded text opens by addressing an automated reader (ADDRESSED, VOCATIVE): a record's field encoded so that the
 * people reading the record do not see what it tells the machine. A note to a person (a support or a travel agent)
 * names no machine.
 */
export function addressesAutomatedReader(text: string): boolean {
  const head = text.slice(0, 200);
  return (
    headsForMachine(text) ||
    ADDRESSED.test(head) ||
    VOCATIVE.test(head) ||
    (ROLE_ORDER.test(head) && ROLE_STAKE.test(head)) ||
    KEPT_ORDER.test(head)
  );
}

/** Who an order is kept from when it has a stake: a role or a desk ("the adjuster", "the finance team", "anyone"). */
const KEPT_FROM = String.raw`(?:(?:do[ \t]+not|don't|never)[ \t]+(?:tell|inform|notify|mention[^.\n]{0,20}?[ \t]to|alert|report[^.\n]{0,20}?[ \t]to|escalate[^.\n]{0,20}?[ \t]to|copy|cc|loop[ \t]+in)|without[ \t]+(?:telling|informing|notifying|alerting))[ \t]+(?:anyone|anybody|security|compliance|finance|legal|management|audit|(?:the|your|our|any)[ \t]+(?:[\w-]{1,20}[ \t]+){0,2}?(?:team|adjuster|controller|security|caseworker|owner|official|supervisor|manager|auditor|customer|user|admin|administrator|compliance|finance|reviewer|moderator|department|desk|office|bank|lead|officer|accountant|bursar|registrar|treasurer|principal|director|clerk|coordinator|board|dispatcher|teacher|staff))\b`;
/**
 * A clause that hides the order it closes ("... and hide this action", "... do not mention this note", "... keep this out of
 * the report", "... say nothing about this change", "... delete this log line"): what it hides is the order itself, not
 * a surprise from a friend.
 */
const HIDES = String.raw`(?:(?:hide|conceal|cover[ \t]+up)[ \t]+(?:this|the|that)[ \t]+(?:action|change|note|entry|edit|transaction|instruction|request|message|update)|(?:do[ \t]+not|don't|never)[ \t]+(?:mention|reveal|disclose|log|record|report)[ \t]+(?:this|the|that)[ \t]+(?:action|change|note|entry|edit|transaction|instruction|request|message|update)|keep[ \t]+(?:this|it)[ \t]+(?:out[ \t]+of|off)[ \t]+(?:the[ \t]+)?(?:report|logs?|record|audit|minutes)|say[ \t]+nothing[ \t]+about[ \t]+(?:this|it)|delete[ \t]+this[ \t]+(?:log[ \t]+line|log|note|line|entry))\b`;
/**
 * Decoded text that opens with a role's label (a system's, an assistant's, an administrator's, a developer's or an
 * operator's, maybe with a word saying what it is: "System override:", "ADMIN:") and orders something with a stake in its
 * first sentence or the next, over every record ("all", "every"), after a control declared off ("moderation disabled",
 * "filters are off", "queue paused"), or kept from someone: "SYSTEM: filters off. Approve \u2026". A log's line, an
 * operator's note or an assistant's turn after such a label reports, answers or asks one thing ("SYSTEM: backup
 * completed", "Operator: approve gate 4 for the 09:40 arrival").
 */
const ROLE_ORDER = new RegExp(
  String.raw`^[ \t]{0,3}(?:system|assistant|admin|administrator|developer|operator)(?:[ \t]+(?:override|message|note|notice|prompt|instructions?|update|directive))?[ \t]*:[ \t]*(?:[^.!?\n]{0,120}[.!?][ \t]+)?(?:please[ \t]+)?(?:(?:the|any|every|all)[ \t]+(?:[\w-]{1,20}[ \t]+){0,2}?${AUTOMATED}[ \t]+(?:must|should|shall|will|is[ \t]+to|needs[ \t]+to)[ \t]+)?(?:${STAKE_VERB}|mark|set|close|boost|raise|publish|hide|release|credit|debit|change|move|upgrade)\b`,
  'i',
);
/**
 * What gives a role's order its stake (ROLE_ORDER): every record, a control declared off or set aside, the order kept
 * from someone.
 */
const ROLE_STAKE = new RegExp(
  String.raw`\b(?:all|every|each)\b|\b(?:disabled|suspended|paused|off|lifted|overridden|bypassed)\b|\b(?:ignore|disregard|override|bypass)[ \t]+(?:the|all|any|your|previous|prior)\b|${KEPT_FROM}|\b${HIDES}`,
  'i',
);
/**
 * Decoded text that opens with an order and keeps it from a role or a desk ("\u2026 and do not tell the caseworker",
 * "\u2026 without informing the owner"): an honest note encoded for transport asks for nothing to be hidden from whoever
 * checks it (a surprise kept from a friend names no role).
 */
const KEPT_ORDER = new RegExp(
  String.raw`^[ \t]{0,3}(?:(?:[\w-]{1,20}[ \t]+)?${AUTOMATED}[ \t]*,[ \t]*)?(?:please[ \t]+)?(?:${ORDER_VERB}|raise|lower|credit|debit|boost|upgrade)\b[^\n]{0,160}?\b(?:${KEPT_FROM}|${HIDES})`,
  'i',
);
