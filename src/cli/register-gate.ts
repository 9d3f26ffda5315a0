/**
 * Declares `judge gate …`. Only declarations: the gate module is imported when the command
 * runs, so the rest of the CLI does not load it.
 */
import type { Command } from 'commander';
import type { Io } from './io.js';

export const GATE_HELP = `
Reads one Claude Code PreToolUse hook event on stdin and prints the hook's JSON answer
({"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow|deny|ask",
"permissionDecisionReason":"…"}}). Always exits 0: Claude Code reads the decision from the JSON.

Environment:
  JUDGE_URL          ask this HTTP judge instead of the built-in rules (token: JUDGE_TOKEN)
  JUDGE_THRESHOLD    the bar, a number in 0..1 (default 0.5)
  JUDGE_BOUND        the amount bound for amount_above_bound
  JUDGE_NETWORK_SCOPE hosts calls may reach (comma-separated: host, *.suffix, *);
                     unset, network_off_scope is never yes
  JUDGE_STRICT=1     a judge that cannot answer asks you instead of letting the call proceed
  JUDGE_GATE_ALLOW   allow (default) or defer: with defer an allowed call gets no decision,
                     so Claude Code's own permission rules still apply
  CLAUDE_PROJECT_DIR the workspace (else the event's cwd)
  JUDGE_HOME         the store; with a store, every call is signed into it
`;

export function registerGateCommands(program: Command, io: Io): void {
  const gate = program.command('gate').description('answer an agent tool gate (hook) with a judgement');
  gate
    .command('claude-code')
    .description('judge a Claude Code PreToolUse hook event read on stdin; answer in the hook JSON')
    .addHelpText('after', GATE_HELP)
    .action(async () => {
      process.exitCode = await runGateClaudeCode(io);
    });
}

/** Runs `judge gate claude-code` (also called directly by main, without commander). */
export async function runGateClaudeCode(io: Io): Promise<number> {
  const { runClaudeCode } = await import('./commands/gate.js');
  return runClaudeCode(io);
}
