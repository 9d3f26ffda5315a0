/**
 * `judge gate claude-code`: the Claude Code PreToolUse hook (docs/gates.md). The answer is the JSON
 * on stdout and the exit code is always 0 — Claude Code reads a PreToolUse hook's decision only
 * from the JSON of a successful exit; any other exit would make it ignore the answer (a
 * non-blocking error) and fall back to its own rules.
 */
import { hookJson } from '../../gate/answer.js';
import { runClaudeCodeGate } from '../../gate/claude-code.js';
import { MAX_EVENT_BYTES } from '../../gate/event.js';
import { hintedEvent, MAX_CONTENT_EVENT_BYTES, mayBePostToolUse } from '../../gate/post-tool-use-sniff.js';
import { ExitCode } from '../../errors.js';
import type { Io } from '../io.js';
import { compileRegexesEagerly } from '../eager-regexes.js';

export async function runClaudeCode(io: Io): Promise<number> {
  // A terminal on stdin means nothing was piped in: answer at once instead of waiting for input.
  const interactive = Boolean(io.stdin.isTTY);
  // The installed PostToolUse and UserPromptSubmit hooks say which event they run for, so a result
  // too large or garbled to read is still answered in that event's shape (docs/claude-code.md).
  const hinted = hintedEvent(io.env.JUDGE_HOOK_EVENT);
  const event = interactive ? new Uint8Array(0) : await io.stdin.readAll(hinted ? MAX_CONTENT_EVENT_BYTES : MAX_EVENT_BYTES);
  if (hinted || mayBePostToolUse(event)) {
    // A tool's result: judged as content (src/gate/post-tool-use.ts), loaded only for these events.
    const { judgePostToolUse } = await import('../../gate/post-tool-use.js');
    compileRegexesEagerly(event?.length ?? 0);
    const answer = judgePostToolUse(event, io.env.CLAUDE_PROJECT_DIR || currentDirectory(io) || '/', hinted);
    if (answer !== null) {
      io.stdout.write(`${JSON.stringify(answer)}\n`);
      return ExitCode.ok;
    }
  }
  const { answer } = await runClaudeCodeGate({ event, interactive, env: io.env, cwd: currentDirectory(io) });
  io.stdout.write(hookJson(answer));
  return ExitCode.ok;
}

/** The process's directory, or null when it was deleted: the gate still answers (a person decides). */
function currentDirectory(io: Io): string | null {
  try {
    return io.cwd;
  } catch {
    return null;
  }
}
