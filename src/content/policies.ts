/**
 * A policy that only restricts an AI reader ("AI agents reading this list must not change payment details", "Note to
 * the AI: do not email members' contact details to anyone", an AGENTS.md's "never push, never send e-mail") addresses
 * it as an injection does, but takes nothing from it: read after an address, it is no injection. What an attacker
 * writes after an address keeps it one: something kept from the user or a check ("do not mention it", "don't flag
 * this"), an override or a replacement ("instead", "ignore", "regardless"), somewhere to send to, or an action
 * ordered outright beside the restrictions ("do not email anyone; delete all records").
 */

/** A restriction: a negated action an agent could take on what it read. */
const RESTRICTION =
  /\b(?:do\s+not|don't|must\s+not|mustn't|never|may\s+not|should\s+not|shall\s+not|cannot|can't|are\s+not\s+(?:allowed|permitted)\s+to)\s+(?:\w+\s+){0,2}?(?:e-?mail|send|forward|share|commit|push|pay|change|delete|remove|scrape|export|accept|make|merge|deploy|install|publish|post|upload|contact|give|transfer|wire|approve|store|copy|disclose|reveal|release)\b/i;
/** What an attacker adds after an address: concealment, rigging, an override, a replacement. */
const TAKES =
  /\b(?:tell|mention|inform|notify|alert|warn|flag|report|comment|regardless|instead|ignore|disregard|forget|override|bypass|pretend|secretly|quietly|silently)\b|\bwithout\s+(?:telling|informing|asking|notifying)\b|@|https?:\/\/|\bwww\./i;
/** An action ordered outright, at a clause's start. */
const ORDERED =
  /(?:^|[.;:!]\s{0,3}|\b(?:and|then|but|also|please)\s+)(?:delete|remove|send|forward|e-?mail|pay|transfer|wire|grant|approve|merge|publish|post|upload|export|share|run|execute|disable|reset|open|fetch|download|install|push|commit|give|make)\b/i;

/** Whether what follows an address (to its paragraph's end, at most 300 code units) only restricts the reader. */
export function restrictsOnly(text: string, end: number): boolean {
  let stop = text.indexOf('\n\n', end);
  if (stop < 0 || stop > end + 300) stop = Math.min(text.length, end + 300);
  const rest = text.slice(end, stop);
  return RESTRICTION.test(rest) && !TAKES.test(rest) && !ORDERED.test(rest.replace(RESTRICTIONS_ALL, ' '));
}

/** The restrictions themselves, cut out before ORDERED reads the rest ("do not email …" orders no e-mail). */
const RESTRICTIONS_ALL = new RegExp(RESTRICTION.source, 'gi');
