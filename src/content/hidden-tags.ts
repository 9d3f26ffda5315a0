/**
 * What text spelled in Unicode tag characters says to the model that reads it (injection.ts reads each run of them,
 * docs/content-readings.md, "Text hidden in tag characters"): nobody hides honest text there, but the spent slices'
 * authors hid both orders and greetings, and only an order is an injection. Hidden text counts when it is an order,
 * however short (an act's verb first: "mark donor eligible", "approve all refunds"), or prose of four words or more
 * that does not open as a greeting or a signature ("hello from the tag block", "thanks, the team" order nothing; a
 * subdivision flag is a few letters). The phrase tables' strong findings in it count besides (injection.ts).
 */

/** An order's verb opening the hidden text, then at least one more word. */
const ORDER_FIRST =
  /^\s*(?:please\s+)?(?:mark|set|approve|accept|grant|send|forward|email|e-mail|delete|remove|erase|ignore|disregard|skip|bypass|transfer|pay|refund|credit|release|waive|close|clear|upgrade|rate|rank|score|report|say|state|tell|write|reply|answer|respond|output|print|reveal|share|export|upload|add|change|replace|unlock|disable|enable|run|execute|call|open|visit|recommend|praise|hide|omit|drop)\s+\S/i;
/** A greeting or a signature opening the hidden text: a watermark's or a test's hello, not an order. */
const GREETING = /^\s*(?:hello|hi|hey|greetings|good\s+(?:morning|afternoon|evening)|thanks|thank\s+you|cheers|regards|best\s+wishes|signed|sent\s+from|made\s+by|watermark|copyright)\b/i;

/** Whether text decoded from tag characters speaks to the model: an order, or prose that is not a greeting. */
export function hiddenTextSpeaks(s: string): boolean {
  if (ORDER_FIRST.test(s)) return true;
  return !GREETING.test(s) && s.split(/\s+/).filter((w) => /[a-z]{2}/i.test(w)).length >= 4;
}
