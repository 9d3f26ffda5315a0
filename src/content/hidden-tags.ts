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

/** Whether text decoded from tag characters speaks to the model: prose of four words or more that is not a greeting. */
export function hiddenTextSpeaks(s: string): boolean {
  return !GREETING.test(s) && s.split(/\s+/).filter((w) => /[a-z]{2}/i.test(w)).length >= 4;
}
