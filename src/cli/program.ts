/**
 * The `judge` command line as commander declares it. Only declarations live here: every action
 * imports its command module lazily, so start-up loads just what the invoked path needs.
 */
import { Command, Option } from 'commander';

export { CommanderError } from 'commander';
import { ExitCode } from '../errors.js';
import type { Io } from './io.js';
import { registerContentCommands } from './register-content.js';
import { registerGateCommands } from './register-gate.js';
import { registerHttpCommands } from './register-http.js';
import { registerPackageCommands } from './register-package.js';
import { registerReviewCommands } from './register-review.js';
import { registerStoreCommands } from './register-store.js';
import { collect, ROOT_OPTIONS, runRoot } from './root.js';

export const EXIT_CODE_HELP = `
Exit codes:
  0   judged (any decision, unless --enforce), or the command succeeded
  2   usage error: bad flag, input, file or value
  3   judge unavailable: the judge could not answer (HTTP failure, timeout, oversize body)
  4   bad answer: the judge answered, but not with a valid typed answer to every question
  5   store error: store not initialised (run judge init), locked, corrupt, or an unsafe key file
  6   verification failed: a receipt, chain or package is missing or does not verify;
      or a judge doctor check failed
  10  --enforce and the decision is deny
  11  --enforce and the decision is ask (a person must decide)
  70  internal error (a bug in judge; please report it)
`;

declare const JUDGE_VERSION: string;

export function buildProgram(io: Io): Command {
  const program = new Command('judge')
    .description("Decide whether an AI agent's tool call may run, and leave signed evidence of the decision.")
    .version(JUDGE_VERSION, '-V, --version')
    .usage('--tool NAME --input JSON|@FILE|@- [options]  |  judge <command>');
  for (const o of ROOT_OPTIONS) {
    const option = new Option(o.flags, o.description);
    if (o.choices) option.choices(o.choices);
    if (o.default !== undefined) option.default(o.default);
    if (o.repeatable) option.argParser(collect);
    program.addOption(option);
  }
  program
    .addHelpText('after', EXIT_CODE_HELP)
    // Set before any subcommand is added: commander copies these settings at creation.
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => write(`judge: ${s.replace(/^error: /, '')}`),
    })
    // The root command has its own --format/--key/--session-like flags; without positional
    // options commander would hand `judge log --format json` to the root instead of `log`.
    .enablePositionalOptions()
    // `judge help` and `judge help COMMAND`, as people type them: commander adds this command
    // itself only to a program without an action of its own, and the root has one.
    .helpCommand('help [command]', 'show help for judge or for one command')
    .argument('[command...]')
    .action(async (extra: string[], flags: Record<string, unknown>) => {
      const code = await runRoot(extra, flags, io);
      if (code === null) {
        program.outputHelp();
        process.exitCode = ExitCode.usage;
      } else process.exitCode = code;
    });
  // ── subcommands (each registers lazily-loaded actions) ──
  registerStoreCommands(program, io);
  registerPackageCommands(program, io);
  registerHttpCommands(program, io);
  registerGateCommands(program, io);
  registerContentCommands(program, io);
  registerReviewCommands(program, io);
  return program;
}
