/**
 * What the readings of orders in encodings (encoded-orders.ts and the readings it calls: ciphers.ts, char-codes.ts,
 * more-alphabets.ts) hand on to be judged: a text, the span it came from and the codes an order in it adds.
 */
import type { ReasonCode } from './codes.js';
import { firstWithin } from './line-bounds.js';

/** Longest stretch read back from one place. */
export const STRETCH_MAX = 4096;

/**
 * A text to judge, with the span it came from and the codes it adds; `encoded`: the text is base64 or base32 still to
 * decode; `final`: the codes stand without the text being judged (a script found by what it reaches for).
 */
export interface Candidate {
  start: number;
  end: number;
  text: string;
  codes: readonly ReasonCode[];
  encoded?: boolean;
  final?: boolean;
}

/** An order in bytes is hidden text as well as an encoded payload. */
export const ENCODED: readonly ReasonCode[] = ['encoded_instructions', 'injection_hidden_text'];
/** ROT13, other letter ciphers and reversed text are letters, not an encoding of bytes: an order in them is prompt_injection's alone. */
export const LETTERS: readonly ReasonCode[] = ['injection_hidden_text'];

/** A hint's reach: a cipher, ROT13 or reversed text is read on the rest of the hint's line and the next line, each up to this. */
export const HINT_REACH = 600;
/** A hint's rest of line shorter than this (`rot13:`, ` cipher:`) is no text: only the next line is read. */
const HINT_REST_MIN = 12;

/**
 * What a hint ending at `from` points at: the rest of its line and the next line (an order is often written under its
 * hint, and a hint in a sentence runs on past its name), or the next line alone when the rest is short; each line at
 * most HINT_REACH long.
 */
export function afterHint(text: string, from: number): { start: number; end: number } {
  let start = from;
  let end = firstWithin(text, '\n', start, HINT_REACH);
  if (end < 0) return { start, end: Math.min(text.length, start + HINT_REACH) };
  if (end - start < HINT_REST_MIN) start = end + 1;
  const next = firstWithin(text, '\n', end + 1, HINT_REACH);
  end = next < 0 ? Math.min(text.length, end + 1 + HINT_REACH) : next;
  return { start, end };
}

/** Whether text[start, end) holds an upper-case letter, a lower-case one and a digit (a word or a number does not). */
export function mixed(text: string, start = 0, end = text.length): boolean {
  let seen = 0;
  for (let i = start; i < end && seen !== 7; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) seen |= 1;
    else if (c >= 97 && c <= 122) seen |= 2;
    else if (c >= 48 && c <= 57) seen |= 4;
  }
  return seen === 7;
}
