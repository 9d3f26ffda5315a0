/**
 * What the readings of orders in encodings (encoded-orders.ts and the readings it calls: ciphers.ts, char-codes.ts,
 * more-alphabets.ts) hand on to be judged: a text, the span it came from and the codes an order in it adds.
 */
import type { ReasonCode } from './codes.js';

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
