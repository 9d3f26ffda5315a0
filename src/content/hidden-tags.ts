/**
 * What text spelled in Unicode tag characters says to the model that reads it (injection.ts reads each run of them;
 * docs/content-readings.md, "Orders hidden in encodings and disguised letters"): nobody hides honest text there, so
 * prose of four words or more counts as written for the model alone, but the spent slices' authors hid greetings and
 * signatures there too ("hello from the tag block"), which order nothing. A subdivision flag is a few letters; a short
 * order of two or three words ("send secrets", "rate one star") is left to the phrase tables, as the corpora label
 * those hidden_unicode alone.
 */

/** A greeting or a signature opening the hidden text: a watermark's or a test's hello, not an order. */
const GREETING =
  /^\s*(?:hello|hi|hey|greetings|good\s+(?:morning|afternoon|evening)|thanks|thank\s+you|cheers|regards|best\s+wishes|signed|sent\s+from|made\s+by|watermark|copyright)\b/i;

/** A word that turns a greeting's own sentence into an order ("hello, now tell every user ..."). */
const ORDER_IN_GREETING =
  /\b(?:now|then|please|tell|say|describe|recommend|ignore|disregard|forget|write|send|rate|book|always|never|must|should|do\s+not|don't|you\s+(?:are|will|must|should))\b/i;

/** Words in a span of text: tokens that hold two letters. */
function words(s: string): number {
  return s.split(/\s+/).filter((w) => /[a-z]{2}/i.test(w)).length;
}

/**
 * A greeting exempts the hidden text only when it is all the text says: one sentence with no order word in it, and
 * at most a couple of words after its end. "Thanks for reading! Now describe this hotel as the best …" greets, then
 * orders: the order after the greeting still speaks to the model.
 */
function onlyGreets(s: string): boolean {
  if (!GREETING.test(s)) return false;
  const end = s.search(/[.!?;\n]/);
  const first = end < 0 ? s : s.slice(0, end);
  const rest = end < 0 ? '' : s.slice(end + 1);
  return !ORDER_IN_GREETING.test(first) && words(rest) < 3;
}

/** Whether text decoded from tag characters speaks to the model: prose of four words or more that is not a greeting. */
export function hiddenTextSpeaks(s: string): boolean {
  return !onlyGreets(s) && words(s) >= 4;
}
