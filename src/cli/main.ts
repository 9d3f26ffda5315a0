/**
 * The `judge` entry: runs the command line and renders errors once, here, as one line naming
 * what was wrong, with the exit code of their class.
 */
import { ExitCode, JudgeError } from '../errors.js';
import { processIo, type Io } from './io.js';
import { hookUsageDeny, isHookCommandLine, rendered, runBareGate } from './hook-line.js';
import { reportFailure, runPlainRoot } from './plain-root.js';
import { parsePlainRoot } from './root.js';

/**
 * The two command lines that every tool call uses run without building the commander program
 * (a few ms of each call): `judge gate claude-code` with nothing after it, which is how every
 * hook call arrives, and a judged call whose flags are plain long options (root.ts). Anything
 * else, `--help` and every error included, goes through commander.
 */
const isBareGateCall = (argv: string[]): boolean => argv.length === 4 && argv[2] === 'gate' && argv[3] === 'claude-code';

export async function main(argv: string[], io: Io = processIo()): Promise<void> {
  let commanderError: (new (...args: never[]) => Error) | undefined;
  try {
    if (isBareGateCall(argv)) {
      process.exitCode = await runBareGate(io);
      return;
    }
    const flags = parsePlainRoot(argv);
    // Not a hook's command line: it starts with an option.
    if (flags !== null) return await runPlainRoot(flags, io);
    const { buildProgram, CommanderError } = await import('./program.js');
    commanderError = CommanderError;
    await buildProgram(io).parseAsync(argv);
  } catch (err) {
    if (commanderError && err instanceof commanderError) {
      // Help and version end here too; everything else commander refuses is a usage error.
      const code = (err as Error & { code: string }).code;
      const benign = code === 'commander.helpDisplayed' || code === 'commander.version';
      if (!benign && isHookCommandLine(argv)) {
        // `judge gate` alone lands here too (commander.help): a hook that cannot run refuses, never passes.
        io.stdout.write(hookUsageDeny(err.message));
        process.exitCode = ExitCode.ok;
        return;
      }
      process.exitCode = benign || code === 'commander.help' ? ExitCode.ok : ExitCode.usage;
      return;
    }
    if (isHookCommandLine(argv)) {
      // Whatever went wrong, a hook that cannot answer refuses the call (exit 0, so Claude Code reads it).
      const msg =
        err instanceof JudgeError ? rendered(err) : `internal error: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
      io.stderr.write(`judge: ${msg}\n`);
      io.stdout.write(hookUsageDeny(msg));
      process.exitCode = ExitCode.ok;
      return;
    }
    reportFailure(err, io);
  }
}
