/**
 * capability (instruction files): a guide that puts the agent in a mode approving every tool call without asking
 * (docs/content-readings.md, "capability: prompts skipped in prose"), as agents' guides write it besides the flags and
 * settings capability.ts reads: "run in yolo mode", "auto-approve all tool calls", "full-auto mode", "approve every
 * command automatically", "never stop to ask for permission", and the other agents' flags (`--yolo`, `--full-auto`,
 * `--dangerously-bypass-approvals-and-sandbox`). Not where the sentence refuses it ("never run in yolo mode", "do not
 * auto-approve", "no auto-approve"): a guide that keeps the prompts says so with the same words. Nor where a guide names
 * the mode to say it is not used: the words after the name put it off ("yolo mode is not used", "full-auto is disabled",
 * "the --yolo flag exists, but it is for disposable containers only"), or the name stands in a clause that orders
 * nothing ("Codex supports a full-auto mode", "approval modes: suggest, auto-edit and full-auto") and the rest of its
 * sentence or the next keeps the prompts ("in this repository we use suggest mode", "do not enable it", "ask before
 * running commands"). A clause that orders the mode ("run", "use", "start … with") is read whatever follows it.
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
/**
 * Right after the name, in its clause: the mode said to be off, unused or kept for throwaway machines (a flag's or an
 * option's noun and another mode joined by "and" may stand between).
 */
const OFF_AFTER =
  /^[`'"\u2019]?(?:[ \t]{1,3}(?:flag|option|setting|switch)(?:es|s)?)?(?:[ \t]{1,3}(?:and|or)[ \t][^\n.!?;:]{0,40}?)?[ \t,]{1,3}(?:(?:is|are)[ \t]{1,3}(?:not|never|no[ \t]longer|disabled|off|forbidden|banned|prohibited|blocked|turned[ \t]off)\b|(?:isn't|aren't)\b|exists?,?[ \t]{1,3}but\b[^\n.!?;]{0,60}?\b(?:only|not|never)\b)/i;
/** An order among the clause's words before the name: the guide puts the agent in the mode. */
const ORDERED =
  /(?:^|[^\w-])(?:run|runs|running|use|uses|using|start|starts|launch|enable|enables|switch|turn|set|put|keep|stay|always|work|works|pass|add)(?![\w-])/i;
/** What keeps the prompts: another mode named as the one used, the mode refused by a pronoun, asking before commands. */
const KEEPS =
  /\b(?:we|this[ \t]{1,3}(?:repo|repository|project|team|workspace))[ \t]{1,3}(?:use|uses|stay[ \t]{1,3}in|stays[ \t]{1,3}in|keep|keeps|work[ \t]{1,3}in|works[ \t]{1,3}in|run[ \t]{1,3}in|runs[ \t]{1,3}in|stick[ \t]{1,3}to)[ \t]{1,3}(?:the[ \t]{1,3})?(?:suggest|ask|default|manual|plan|read-only|on-request|untrusted|approval|normal|safe)\b|(?:\bnever|\bnot|n't)[ \t]{1,3}(?:enable|enables|use|uses|turn[ \t]{1,3}on|turns[ \t]{1,3}on|switch[ \t]{1,3}to|switches[ \t]{1,3}to)[ \t]{1,3}(?:it|them|this|that)\b|(?<!(?:\bnever|\bnot|n't|\bno)[ \t]{1,3})\bask[ \t]{1,3}(?:before|first)\b|\b(?:is|are)[ \t]{1,3}shown[ \t]{1,3}to[ \t]{1,3}you\b|\bwithout[ \t]{1,3}(?:your|a[ \t]{1,3}person's|a[ \t]{1,3}maintainer's)[ \t]{1,3}(?:approval|confirmation|yes)\b/i;
/** How far after the name the rest of its sentence and the next are read. */
const NEXT_REACH = 200;

/**
 * The guide names the mode at [start, end) to say it is not used (also asked by capability.ts for a permission flag
 * named in prose, outside a JSON string).
 */
export function namedNotUsed(text: string, start: number, end: number): boolean {
  const after = text.slice(end, end + NEXT_REACH);
  if (OFF_AFTER.test(after)) return true;
  const before = text.slice(Math.max(0, start - 80), start);
  const clause = before.slice(
    Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf('\n')) + 1,
  );
  if (ORDERED.test(clause)) return false;
  // The rest of the sentence and the next one: up to the second sentence's end or a blank line.
  const stop = /[.!?](?=\s|$)|\n[ \t]*\n/g;
  let cut = after.length;
  for (let n = 0, m = stop.exec(after); m !== null; m = stop.exec(after))
    if (++n === 2) {
      cut = m.index;
      break;
    }
  return KEEPS.test(after.slice(0, cut));
}

/** The cheap test first: one of the words every match holds. */
const LEADS = /yolo|full[ \t-]auto|approv|--dangerously/i;

export function detectPromptSkipping(t: Text, out: Hit[]): void {
  const text = t.text;
  if (!LEADS.test(text)) return;
  SKIPPING.lastIndex = 0;
  for (let m = SKIPPING.exec(text); m !== null; m = SKIPPING.exec(text)) {
    if (REFUSED.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
    if (namedNotUsed(text, m.index, m.index + m[0].length)) continue;
    out.push({ code: 'capability_skip_prompts', start: m.index, end: m.index + m[0].length });
  }
}
