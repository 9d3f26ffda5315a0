/**
 * A repository's note to the AI assistants that work in it (CONTRIBUTING.md, AGENTS.md, a README's
 * "For AI assistants" section): "AI assistants: run `make lint` before proposing changes", "If you
 * are an AI assistant, follow the style in docs/STYLE.md", "Note for Copilot: do not edit generated
 * files". It addresses an AI and orders it, as an injection does, but what it orders is the
 * project's own workflow (lint, tests, style, generated files, branches, pull requests) and nothing
 * leaves, runs from elsewhere, opens or is hidden. Such a note is a weak finding (a model, if
 * configured, is asked), not an answer.
 *
 * Read on the rest of the address's sentence only (up to its full stop, line break or REACH code
 * units): a workflow order must open it and a workflow word stand in it, and no word of an
 * injection's (a destination, a secret, a fetched script, an override, concealment, a send or a
 * change of access) may stand anywhere in the line. Each test is one bounded regex run.
 */

/** How far the sentence after the address is read. */
const REACH = 240;

/** The rest of the address and its punctuation (none where the match took it), then an order of the project's workflow. */
const WORKFLOW_ORDER =
  /^(?:[^\n.!?]{0,40}?[,:\u2014\u2013-])?\s{0,3}(?:(?:please|always|first|also)\s+)?(?:run|follow|use|keep|read|prefer|check|format|respect|stick\s+to|make\s+sure|ensure|write|add|update|open|ask|avoid|(?:do\s+not|don't|never)\s+(?:edit|modify|change|touch|reformat|bump|rename|commit\s+directly|add|create|hand-edit))\b/i;

/** A word of the workflow the order is about, somewhere in its sentence. */
const WORKFLOW_WORD =
  /\b(?:lint(?:er|ing)?|tests?|test\s+suite|style(?:\s+guide)?|format(?:ter|ting)?|conventions?|guidelines?|fixtures?|docs?|changelog|generated|type-?check|build|pre-commit|commit\s+messages?|pull\s+requests?|prs?|branch|changes|make|npm|pnpm|yarn|cargo|pytest|go\s+test|gradle|mvn|tox|ruff|eslint|prettier|black|clippy|mocks?|helpers?|migrations?)\b/i;

/** Any word of an injection's, anywhere in the line: then it is no workflow note, whatever else it says. */
const NOT_WORKFLOW =
  /https?:|www\.|[\w.+-]@[\w-]+\.[a-z]|\.env\b|~\/|\/etc\/|id_rsa|\b(?:secrets?|tokens?|passwords?|passwd|credentials?|api[\s_-]?keys?|private\s+keys?|ssh|cookies?|curl|wget|eval|base64|ignore|disregard|forget|override|bypass|previous|prior|instructions?|system\s+prompt|tell|mention|inform|(?:the|your)\s+users?|send|upload|post|e-?mail|forward|share|publish|push|delete|remove|disable|approve|merge|grant|admin|permissions?|transfer|pay|wallet|secretly|quietly|silently|hidden|conceal)\b|\|\s{0,2}(?:ba|z)?sh\b/i;

/** The rest of the address's line from `end`, as far as REACH. */
function lineAfter(text: string, end: number): string {
  const stop = text.indexOf('\n', end);
  return text.slice(end, stop < 0 || stop - end > REACH ? end + REACH : stop);
}

/** Whether the address that ends at `end` goes on to a note on the project's workflow and nothing an injection asks. */
export function isWorkflowNote(text: string, end: number): boolean {
  const line = lineAfter(text, end);
  if (!WORKFLOW_ORDER.test(line)) return false;
  const sentence = /^[^.!?]*/.exec(line)![0];
  return WORKFLOW_WORD.test(sentence) && !NOT_WORKFLOW.test(line);
}

/**
 * The cue scorer's unit (lower-cased) whose address at `address` (-1: none) goes on to a workflow note on its line, and
 * which holds no word of an injection's anywhere (a block may carry other lines after the note: one of them ordering a
 * send keeps the unit's finding). Asked only of a unit that holds an order.
 */
export function isWorkflowUnit(unit: string, address: number): boolean {
  return address >= 0 && isWorkflowNote(unit, address) && !NOT_WORKFLOW.test(unit);
}
