/**
 * `judge gate claude-code`: the Claude Code PreToolUse hook (SPEC §11). The answer is the JSON
 * on stdout and the exit code is always 0 — Claude Code reads a PreToolUse hook's decision only
 * from the JSON of a successful exit; any other exit would make it ignore the answer (a
 * non-blocking error) and fall back to its own rules.
 */
import { runClaudeCodeGate } from '../../gate/claude-code.js';
import { hookJson } from '../../gate/answer.js';
import { ExitCode } from '../../errors.js';
import type { Io } from '../io.js';

export async function runClaudeCode(io: Io): Promise<number> {
  const { answer } = await runClaudeCodeGate(io);
  io.stdout.write(hookJson(answer));
  return ExitCode.ok;
}
