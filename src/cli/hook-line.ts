/**
 * The hook's side of `judge gate …` that main needs before (or without) commander: running the
 * bare `judge gate claude-code`, and answering a hook command line that cannot run. Kept apart
 * from register-gate.ts, whose declarations load commander, so the hook path never loads it.
 */
import { ExitCode, JudgeError } from '../errors.js';
import type { Io } from './io.js';

/** Runs `judge gate claude-code` (also called directly by main, without commander). */
export async function runGateClaudeCode(io: Io): Promise<number> {
  const { runClaudeCode } = await import('./commands/gate.js');
  return runClaudeCode(io);
}

/**
 * Runs the bare `judge gate claude-code`, as main does and as dist/gate.cjs (src/cli/gate-bin.ts)
 * does without main: whatever goes wrong, a hook that cannot answer refuses the call (exit 0, so
 * Claude Code reads it).
 */
export async function runBareGate(io: Io): Promise<number> {
  try {
    return await runGateClaudeCode(io);
  } catch (err) {
    const msg =
      err instanceof JudgeError ? rendered(err) : `internal error: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
    io.stderr.write(`judge: ${msg}\n`);
    io.stdout.write(hookUsageDeny(msg));
    return ExitCode.ok;
  }
}

/**
 * The flag that supplies each field named by an error raised below the CLI. Those layers name
 * the field (`threshold`), not knowing whether it came from a flag, an environment variable or a
 * request body; here it is a flag.
 */
const FLAG_OF: Readonly<Record<string, string>> = {
  tool: '--tool',
  capability: '--capability',
  input: '--input',
  workspace_root: '--workspace',
  home: '--home',
  network_scope: '--network-scope',
  amount_bound: '--bound',
  question_keys: '--question',
  threshold: '--threshold',
  subject: '--subject',
};

/** An error's message, naming the flag that supplied the field it names. */
export function rendered(err: JudgeError): string {
  const flag = err.where !== undefined && Object.hasOwn(FLAG_OF, err.where) ? FLAG_OF[err.where] : undefined;
  return flag === undefined ? err.message : err.at(flag).message;
}

/**
 * True when argv is a hook's command line (`judge gate …`) rather than a person's: anything
 * under `gate` but its install and agent commands and explicit help. A usage error there must still
 * answer the hook — Claude Code reads exit 2 as "block, and show stderr to the model", and
 * other codes as "run the call" — so it answers deny in the hook's JSON, with exit 0.
 */
export function isHookCommandLine(argv: readonly string[]): boolean {
  if (argv[2] !== 'gate') return false;
  const rest = argv.slice(3);
  if (rest.some((a) => a === '--help' || a === '-h')) return false;
  return rest[0] !== 'install' && rest[0] !== 'uninstall' && rest[0] !== 'agent' && rest[0] !== 'help';
}

/** The hook answer for a `judge gate …` command line that cannot run: deny, saying what to fix. */
export function hookUsageDeny(problem: string): string {
  const what = `judge refuses this tool call: the hook command cannot run (${problem
    .replace(/^error: /, '')
    .split('\n')[0]!
    .slice(0, 300)}).`;
  const fix =
    'Fix the hook command in the Claude Code settings (judge gate install claude-code writes it); until then every call is refused.';
  return (
    JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: `${what} ${fix} Tell the user; do not work around it.`,
      },
      systemMessage: `${what} ${fix}`,
    }) + '\n'
  );
}
