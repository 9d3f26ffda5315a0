/**
 * The hook commands `judge gate install claude-code` writes into Claude Code's settings, and
 * how to recognise them again. Pure: text in, text out.
 *
 * Claude Code runs a call whose PreToolUse hook fails to start (exit 127), crashes (exit 70 or
 * any other status but 2), prints something that is not JSON, or outlives the hook's timeout:
 * all of these are "non-blocking errors". So the judge is never the hook command itself. The
 * command is a short POSIX sh script, kept whole inside settings.json (nothing it needs can go
 * missing but /bin/sh), that runs the judge by absolute path under a deadline shorter than the
 * hook's timeout and prints the judge's answer only when the judge exited 0 with one JSON
 * object on stdout; anything else becomes a deny answer, exit 0. See docs/claude-code.md.
 */

/** The word that marks a hook as ours: `$0` of the sh script, so the command itself carries it. */
export const HOOK_MARK = 'judge-gate-hook';

/** Claude Code's hook `timeout` (seconds) install writes by default. */
export const DEFAULT_HOOK_TIMEOUT = 60;
export const MIN_HOOK_TIMEOUT = 2;
export const MAX_HOOK_TIMEOUT = 3600;

export interface HookTarget {
  /** Absolute path of the node binary. */
  node: string;
  /** Absolute path of this package's bin/judge. */
  judge: string;
}

/**
 * The wrapper's own deadline for the judge: the hook's timeout less a margin, so the wrapper
 * kills the judge and answers deny before Claude Code gives up on the hook (which would run the call).
 */
export function deadlineFor(hookTimeout: number): number {
  return hookTimeout - Math.max(1, Math.round(hookTimeout / 10));
}

/** A word for sh: single-quoted, a `'` inside written as `'\''`. */
export function shQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** How every deny the wrapper makes (rather than the judge) ends: judge doctor tells them apart. */
export const WRAPPER_REASON_END = 'A person can see why with: judge doctor';

/** The events whose hooks answer; each gets the JSON the wrapper prints when the judge cannot (sh fills in `$why`). */
export type AnsweringEvent = 'PreToolUse' | 'PostToolUse' | 'UserPromptSubmit';

/** JSON text for inside the script's double-quoted printf argument. */
const dq = (s: string): string => s.replaceAll('"', '\\"');

/**
 * The wrapper's own answer, fail closed in the event's shape: PreToolUse denies the call;
 * PostToolUse blocks the result and stops Claude Code (`continue: false`), since a wrapper cannot
 * put anything in the unread result's place; UserPromptSubmit blocks the prompt.
 */
function fallbackJson(event: AnsweringEvent): string {
  switch (event) {
    case 'PreToolUse':
      return `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"the judge $why, so this call is refused. ${WRAPPER_REASON_END}"}}`;
    case 'PostToolUse': {
      const why = `the judge $why, so this tool result was not judged and Claude Code is stopped before the model reads it. ${WRAPPER_REASON_END}`;
      return `{"continue":false,"stopReason":"${why}","decision":"block","reason":"${why}"}`;
    }
    case 'UserPromptSubmit':
      return `{"decision":"block","reason":"the judge $why, so this prompt is blocked. ${WRAPPER_REASON_END}"}`;
  }
}

/**
 * The script of a hook that answers ($1: node, $2: bin/judge). No single quote inside, since it is
 * itself single-quoted. The judge runs in the background so a watchdog can kill it at the
 * deadline; stdin is passed through fd 3 because sh gives a background job /dev/null as stdin.
 * The watchdog's sleep is killed as soon as the judge ends, so no process outlives the hook.
 * PostToolUse and UserPromptSubmit tell the judge which event they run for (JUDGE_HOOK_EVENT),
 * so an event it cannot read is still answered in that event's shape.
 */
function answeringScript(event: AnsweringEvent, deadline: number): string {
  const hint = event === 'PreToolUse' ? '' : `JUDGE_HOOK_EVENT=${event} `;
  return [
    // A moved or deleted judge would otherwise be node's "cannot find module" (exit 1).
    'if [ -x "$1" ] && [ -f "$2" ]; then exec 3<&0',
    `out=$(${hint}"$1" "$2" gate claude-code <&3 2>/dev/null & p=$!`,
    `(sleep ${deadline} & t=$!; trap "kill \\$t 2>/dev/null; exit 0" TERM; wait $t; kill -9 $p 2>/dev/null) >/dev/null 2>&1 & w=$!`,
    'wait $p 2>/dev/null; s=$?; kill $w 2>/dev/null; exit $s)',
    's=$?; else s=127; fi',
    // One line holding one object: Claude Code reads anything else as plain text and goes on.
    'case $s:$out in *"\n"*) ;; 0:\\{*\\}) printf "%s\\n" "$out"; exit 0;; esac',
    'case $s in 0) why="gave no JSON answer";; 126|127) why="could not be started (node or the judge is missing)";;' +
      ` 137) why="did not answer within ${deadline} s";; 70) why="could not start or failed inside (exit 70)";; *) why="failed (exit $s)";; esac`,
    `printf "%s\\n" "${dq(fallbackJson(event))}"`,
    'exit 0',
  ].join('; ');
}

/** The SessionEnd script: the gate seals the session; nothing to answer, so no fallback. */
const SESSION_END_SCRIPT = '"$1" "$2" gate claude-code >/dev/null 2>&1; exit 0';

const command = (script: string, t: HookTarget): string =>
  `/bin/sh -c ${shQuote(script)} ${HOOK_MARK} ${shQuote(t.node)} ${shQuote(t.judge)}`;

export function preToolUseCommand(t: HookTarget, hookTimeout = DEFAULT_HOOK_TIMEOUT): string {
  return answeringCommand('PreToolUse', t, hookTimeout);
}

/** The hook command for an event that answers (PreToolUse, PostToolUse, UserPromptSubmit). */
export function answeringCommand(event: AnsweringEvent, t: HookTarget, hookTimeout = DEFAULT_HOOK_TIMEOUT): string {
  return command(answeringScript(event, deadlineFor(hookTimeout)), t);
}

export function sessionEndCommand(t: HookTarget): string {
  return command(SESSION_END_SCRIPT, t);
}

/**
 * Splits a command line into words the way sh would for plain quoting ('…', "…" with \" \\ \$ \`,
 * backslash outside quotes). Returns null for text it cannot split (unterminated quote).
 * One pass, no regex: the text comes from a settings file anyone could have edited.
 */
export function shWords(text: string): string[] | null {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n') {
      if (word !== null) words.push(word);
      word = null;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return null;
      word = (word ?? '') + text.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let w: string = word ?? '';
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\' && j + 1 < text.length && '"\\$`'.includes(text[j + 1]!)) j++;
        w += text[j];
      }
      if (j >= text.length) return null;
      word = w;
      i = j;
    } else if (c === '\\' && i + 1 < text.length) {
      word = (word ?? '') + text[++i];
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

export interface ParsedHook {
  target: HookTarget;
  /** The sh script, to tell a PreToolUse wrapper from the SessionEnd one. */
  script: string;
}

/** true when a hook command is one install wrote: its words carry HOOK_MARK. */
export function isJudgeHook(commandText: unknown): boolean {
  return typeof commandText === 'string' && commandText.includes(HOOK_MARK) && (shWords(commandText) ?? []).includes(HOOK_MARK);
}

/** The node and judge paths of a hook install wrote, or null when the command is not in that shape. */
export function parseJudgeHook(commandText: string): ParsedHook | null {
  const w = shWords(commandText);
  if (!w || w.length !== 6 || w[0] !== '/bin/sh' || w[1] !== '-c' || w[3] !== HOOK_MARK) return null;
  return { script: w[2]!, target: { node: w[4]!, judge: w[5]! } };
}

/**
 * A hook that runs `judge gate claude-code` directly (the hand-written install of earlier
 * versions): it fails open whenever judge cannot start.
 */
export function isBareGateHook(commandText: unknown): boolean {
  if (typeof commandText !== 'string' || isJudgeHook(commandText) || !commandText.includes('claude-code')) return false;
  const w = shWords(commandText) ?? [];
  const at = w.findIndex((x, i) => x === 'gate' && w[i + 1] === 'claude-code');
  return at > 0 && /(^|\/)judge$/.test(w[at - 1]!);
}
