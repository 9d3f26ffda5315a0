/**
 * capability (instruction files): a guide that puts the agent in a mode approving every tool call without asking
 * (docs/content-readings.md, "capability: prompts skipped in prose"), as agents' guides write it besides the flags and
 * settings capability.ts reads: "run in yolo mode", "auto-approve all tool calls", "full-auto mode", "approve every
 * command automatically", "never stop to ask for permission", and the other agents' flags (`--yolo`, `--full-auto`,
 * `--dangerously-bypass-approvals-and-sandbox`). Not where the sentence refuses it ("never run in yolo mode", "do not
 * auto-approve", "no auto-approve"): a guide that keeps the prompts says so with the same words.
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';

/** The mode's names and the flags, and the approval of every call or command stated outright. */
const SKIPPING = new RegExp(
  [
    String.raw`\byolo[ \t-]mode\b|\bfull[ \t-]auto(?:[ \t-]mode)?\b|(?<![\w-])--(?:yolo|full-auto|dangerously-bypass-approvals-and-sandbox)\b`,
    String.raw`\bauto[ \t-]?approv(?:e|es|ed|ing)[ \t]{1,3}(?:all|every|each|any)[ \t]{1,3}(?:tool[ \t]calls?|commands?|actions?|tools?)\b`,
    String.raw`\bapprov(?:e|es|ed|ing)[ \t]{1,3}(?:all|every|each|any)[ \t]{1,3}(?:tool[ \t]calls?|commands?|actions?)[^\n.;]{0,40}?\b(?:automatically|without[ \t]{1,3}(?:a[ \t]{1,3})?(?:prompt|asking|confirmation))`,
    String.raw`\b(?:every|all|each)[ \t]{1,3}(?:tool[ \t]calls?|commands?)[ \t]{1,3}(?:is|are)[ \t]{1,3}(?:auto[ \t-]?)?approved[ \t]{1,3}(?:automatically|without[ \t]{1,3}(?:a[ \t]{1,3})?(?:prompt|asking|confirmation))`,
  ].join('|'),
  'gi',
);
/** A refusal earlier in the sentence: the guide keeps the prompts. */
const REFUSED = /\b(?:never|don't|do[ \t]not|avoid|not|no|without)\b[^\n.!?;:]{0,40}$/i;
/** The cheap test first: one of the words every match holds. */
const LEADS = /yolo|full[ \t-]auto|approv|--dangerously/i;

export function detectPromptSkipping(t: Text, out: Hit[]): void {
  const text = t.text;
  if (!LEADS.test(text)) return;
  SKIPPING.lastIndex = 0;
  for (let m = SKIPPING.exec(text); m !== null; m = SKIPPING.exec(text)) {
    if (REFUSED.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    out.push({ code: 'capability_skip_prompts', start: m.index, end: m.index + m[0].length });
  }
}
