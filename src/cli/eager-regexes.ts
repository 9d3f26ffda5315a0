import { setFlagsFromString } from 'node:v8';

/**
 * A judge process is short: it judges one text and exits. V8 runs a regular expression's first
 * few matches in its bytecode interpreter and compiles it to machine code only once it is hot, so a
 * cold content judgement pays for interpreting each of the guard's patterns before compiling it
 * anyway — several milliseconds for the larger ones. Compiled at once, a cold `judge content` of a
 * README runs in about four fifths of the time (docs/design-and-performance.md). Loading `node:v8` costs a few
 * milliseconds of its own (the build loads it at the first call), so a text shorter than EAGER_FROM is judged as it was.
 */
const EAGER_FROM = 1024;
let eager = false;

/** Before a content judgement of `length` code units (or bytes): compile patterns at their first run from here on. */
export function compileRegexesEagerly(length: number): void {
  if (eager || length < EAGER_FROM) return;
  eager = true;
  setFlagsFromString('--no-regexp-tier-up');
}
