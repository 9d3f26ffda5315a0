/**
 * Declares `judge gate …`. Only declarations: the gate module is imported when the command
 * runs, so the rest of the CLI does not load it.
 */
import { Argument, Option, type Command } from 'commander';
import { runGateClaudeCode } from './hook-line.js';
import type { Io } from './io.js';

export const GATE_HELP = `
Reads one Claude Code hook event on stdin (PreToolUse; SessionEnd seals the session's receipts)
and prints the hook's JSON answer: {"hookSpecificOutput":{"hookEventName":"PreToolUse",
"permissionDecision":"deny|ask|allow","permissionDecisionReason":"…"}}, or {} (no decision:
Claude Code's own permission rules apply), with a "systemMessage" for the person when there is
something to say. Always exits 0: Claude Code reads the decision from the JSON. It fails closed:
a setting it cannot read refuses every call; in bypassPermissions and dontAsk modes an ask is a
deny (docs/gate-behaviour.md).

Environment:
  JUDGE_URL          ask this HTTP judge instead of the built-in rules (token: JUDGE_TOKEN)
  JUDGE_THRESHOLD    the bar, a number in 0..1 (default 0.5)
  JUDGE_BOUND        the amount bound for amount_above_bound
  JUDGE_NETWORK_SCOPE hosts calls may reach (comma-separated: host, *.suffix, *);
                     unset, network_off_scope is never yes
  JUDGE_GATE_ALLOW   defer (default) or allow: an allowed call gets no decision, so Claude
                     Code's own permission rules still apply; allow overrides them
  JUDGE_GATE_ON_ERROR ask (default), deny or allow: what a judge that cannot answer leads to;
                     allow (fail open) is recorded in a signed unjudged note
  JUDGE_STRICT=1     an allowed call whose receipts could not be signed asks you
  CLAUDE_PROJECT_DIR the workspace (else the event's cwd)
  HOME               the home directory ~ stands for (recorded in the state)
  JUDGE_HOME         the store; with a store, each Claude Code session's calls are signed
                     into a store session of their own, sealed at SessionEnd
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
  for (const action of ['install', 'uninstall'] as const) {
    const cmd = gate
      .command(`${action} <agent>`)
      .exitOverride()
      .description(
        action === 'install'
          ? "write the judge hook (absolute paths, fails closed) into Claude Code's settings.json; agent: claude-code"
          : 'remove exactly the hook install wrote; agent: claude-code',
      )
      .option('--project', "the project's .claude/settings.json (default)")
      .option('--user', 'your ~/.claude/settings.json, for every project')
      .option('--workspace <dir>', 'the project folder (default: the current directory)')
      .option('--dry-run', 'print the resulting file and the diff; write nothing');
    if (action === 'install')
      cmd.option('--timeout <seconds>', "the hook's timeout (default 60); the judge is stopped, and the call refused, a little before it");
    cmd
      .addHelpText('after', INSTALL_HELP)
      .action(async (agent: string, o: { project?: boolean; user?: boolean; workspace?: string; dryRun?: boolean; timeout?: string }) => {
        const { run } = await import('./commands/gate-install.js');
        process.exitCode = await run({ action, agent, ...o }, io);
      });
  }

  gate
    .command('agent')
    .exitOverride()
    .description('the resident gate: a process of yours that answers the hook, so a call costs no start of judge (docs/gate-agent.md)')
    .addArgument(new Argument('<action>', 'start, stop, status, or run (in the foreground)').choices(['start', 'stop', 'status', 'run']))
    .addHelpText('after', AGENT_HELP)
    .action(async (action: 'start' | 'stop' | 'status' | 'run') => {
      const { run } = await import('./commands/gate-agent.js');
      process.exitCode = await run(action, io);
    });

  program
    .command('doctor')
    .exitOverride()
    .description(
      'check the Claude Code hook end to end (installed, starts, answers allow and deny as expected), the store keys and sessions; say what to fix',
    )
    .option('--workspace <dir>', 'the project Claude Code runs in (default: the current directory)')
    .addOption(new Option('--format <fmt>', 'output format').choices(['text', 'json']).default('text'))
    .addHelpText('after', '\nExit codes: 0 every check passed (warnings allowed), 6 a check failed, 2 usage error.\n')
    .action(async (o: { workspace?: string; format: string }) => {
      const { run } = await import('./commands/doctor.js');
      process.exitCode = await run(o, io);
    });
}

const INSTALL_HELP = `
The hook runs this judge by absolute path (the node binary and bin/judge) inside a small sh
wrapper: a judge that is missing, crashes, prints no JSON answer or runs past the deadline
answers deny (exit 0), so a broken install refuses calls instead of letting them run. The same
file keeps every other setting and hook; a second install changes nothing; uninstall removes
only the hooks install wrote. See docs/claude-code.md.
`;

const AGENT_HELP = `
start forks the resident gate and waits until it answers; stop asks it to exit and removes its
socket; status says whether one answers, of which build, and how many calls it answered. Its socket
is $XDG_RUNTIME_DIR/judge/gate.sock (when that directory is yours), else ~/.judge/run/gate.sock,
in a directory only you may open. The hook hands each event to it when the socket is there, and
judges the call itself whenever the agent does not answer whole and in time (5 s), is of another
build, or the socket or its directory is not yours alone. Exit codes: 0, 2 usage, 3 (status) none
answers, 5 it could not start. See docs/gate-agent.md.
`;
