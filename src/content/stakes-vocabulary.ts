/**
 * The stakes an order to the machine (machine-stakes.ts) and a forged dialogue's turn (forged-dialogues.ts) name alike,
 * written once (docs/content-readings.md, "Orders to the machine at stake by their object"): a second factor, a push
 * that skips the review to the main branch or production, an infrastructure change applied without its confirmation.
 * Each is a pattern's source in lower case, read by both as their own alternation; where the two readings mean other
 * things (who is kept out, what moves money) each keeps its own list. Pure data.
 */

/** A second factor of a sign-in: "2fa", "mfa", "two-factor", "multi-factor". */
export const SECOND_FACTOR = '(?:2fa|mfa|two-factor|multi-factor)';

/** A change pushed past the review to the main branch or production: "straight to main", "directly to production". */
export const STRAIGHT_TO_MAIN = String.raw`\b(?:directly|straight)\s+to\s+(?:main|master|production)\b`;

/** Terraform's flag that applies or destroys with no confirmation asked. */
export const AUTO_APPROVE = String.raw`-auto-approve\b`;
