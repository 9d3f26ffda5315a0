/**
 * A command the data orders its reader to run, judged by judge's own call rules: the command is
 * read with the shell reader and the rule pack the gate uses, as a Bash call in a workspace of its
 * own, and what those rules would deny or ask about — a pipe into a shell, secrets sent out, a
 * destructive delete, a credential read — is at stake (docs/content-readings.md, cue combination). `npm ci`
 * and `pytest -q` are not. Content and rules are one layer (docs/architecture.md); the rules'
 * engine compiles on first use, which only an addressed order to run a command reaches.
 */
import type { Questions } from '../questions/types.js';
import type { State } from '../state/types.js';
import { answerWithRules, ruleQuestions } from '../rules/index.js';

/**
 * An order to run something and the command: an inline code span, a fenced block (on the next
 * line too), or the rest of the line after a colon up to a quote, where a JSON string would end
 * (groups 1 to 3). Each part bounded.
 */
export const RUN_ORDER =
  /\b(?:run|execute|paste|type|enter)\b[^`\n]{0,80}?(?:\n?```[\w-]{0,12}\n([^`]{1,400}?)```|`([^`\n]{2,300})`|:(?!\/\/)[ \t]{0,3}([^\n`"]{2,300}))/gi;

/** RUN_ORDER where a verb starts (sticky). */
export const RUN_AT = new RegExp(RUN_ORDER.source, 'iy');

/** Where the command stands: a workspace and a home of their own, so `~` and `/etc` are outside it. */
const WORKSPACE = '/workspace/project';
const HOME = '/home/user';

/** The one question asked, frozen all the way down, so the rules keep its plan (src/rules/index.ts). */
let asked: Questions | undefined;
const frozenVerdict = (): Questions => {
  const q = ruleQuestions().verdict!;
  return Object.freeze({ verdict: Object.freeze({ ...q, ...(q.options ? { options: Object.freeze([...q.options]) } : {}) }) }) as Questions;
};

/**
 * At most this many distinct commands are judged per text (each costs the rules a call, tens of
 * microseconds): past it, an ordered command counts as ruled out — a text holding that many orders
 * to run commands is judged, not waved through.
 */
export const MAX_COMMANDS = 64;
/** The commands judged in the current text and the verdicts, forgotten at each text's start (forgetCommands). */
const judged = new Map<string, boolean>();

export function forgetCommands(): void {
  // Clearing a map allocates it a new table even when it is empty (most texts order no command), at every judgement and decoded payload.
  if (judged.size > 0) judged.clear();
}

/** Whether the call rules would deny the command or ask about it (their `verdict`); no verdict counts as ruled out. */
export function ruledOut(command: string): boolean {
  const known = judged.get(command);
  if (known !== undefined) return known;
  if (judged.size >= MAX_COMMANDS) return true;
  asked ??= frozenVerdict();
  const state: State = { tool: 'Bash', capability: 'shell.exec', input: { command }, workspace_root: WORKSPACE, home: HOME };
  const answer = answerWithRules(state, asked).answers.verdict;
  const out = answer === undefined || !('choice' in answer) || answer.choice === 'deny' || answer.choice === 'ask';
  judged.set(command, out);
  return out;
}
