/**
 * V8 runs a regular expression on its first use in an interpreter, from bytecode, and compiles it
 * to machine code at a later use — at once, without the bytecode, when the text is LONG_SUBJECT
 * code units or longer. For a large pattern (the word scans of injection.ts hold thousands of
 * words) the bytecode costs several times as much to build as the machine code (tens of
 * milliseconds against a few), so a short text (most tool output; the decoded payloads, tag runs
 * and escapes of a long one) would pay for both, and a first judgement of forty characters cost
 * 160 ms of CPU. So before a large pattern first runs on a short text it is run once on a blank
 * one of LONG_SUBJECT code units, once per way V8 stores the text (one byte a character, or two
 * when one lies outside Latin-1): it is then compiled to machine code straight away. A guess
 * wrong about the storage only means the old cost. The blank matches nothing a caller reads:
 * every caller sets lastIndex before it runs the pattern (or runs one that is neither global nor sticky).
 */
export const LONG_SUBJECT = 1000;
/**
 * The size of source past which a pattern's bytecode costs more than its machine code. Smaller patterns gain too
 * (a word scan's group of 100 to 700 code units: half the first run's cost or less), where a caller asks with its own size.
 */
const LARGE_SOURCE = 1000;
const BLANK_NARROW = ' '.repeat(LONG_SUBJECT);
const BLANK_WIDE = '\u2028'.repeat(LONG_SUBJECT);
const compiledNarrow = new WeakSet<RegExp>();
const compiledWide = new WeakSet<RegExp>();
export function compileFirst(re: RegExp, wide: boolean, largeSource = LARGE_SOURCE): void {
  if (re.source.length < largeSource) return;
  const done = wide ? compiledWide : compiledNarrow;
  if (done.has(re)) return;
  done.add(re);
  re.lastIndex = 0;
  re.exec(wide ? BLANK_WIDE : BLANK_NARROW);
}

/** A character outside Latin-1: V8 stores a text without one a byte per character. */
const WIDE = /[^\x00-\xff]/;

/** The patterns compileFirstFor was asked about: each is tried once, in the storage of the first subject it runs on. */
const triedFor = new WeakSet<RegExp>();

/**
 * compileFirst for a pattern about to run on `subject` (a short one: a slice, a decoded payload), in the storage the
 * subject is read to have, once per pattern: a later subject stored the other way pays the old cost, and no caller pays
 * a test of its subject at every run.
 */
export function compileFirstFor(re: RegExp, subject: string, largeSource = LARGE_SOURCE): void {
  if (subject.length >= LONG_SUBJECT || re.source.length < largeSource || triedFor.has(re)) return;
  triedFor.add(re);
  compileFirst(re, WIDE.test(subject), largeSource);
}
