/**
 * The `judge` command line as commander declares it. Only declarations live here: every action
 * imports its command module lazily, so start-up loads just what the invoked path needs.
 */
import { Command, Option } from 'commander';

export { CommanderError } from 'commander';
import { ExitCode, UsageError } from '../errors.js';
import type { Io } from './io.js';
import { registerGateCommands } from './register-gate.js';
import { registerHttpCommands } from './register-http.js';
import { registerPackageCommands } from './register-package.js';
import { registerStoreCommands } from './register-store.js';

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

export const EXIT_CODE_HELP = `
Exit codes:
  0   judged (any decision, unless --enforce), or the command succeeded
  2   usage error: bad flag, input, file or value
  3   judge unavailable: the judge could not answer (HTTP failure, timeout, oversize body)
  4   bad answer: the judge answered, but not with a valid typed answer to every question
  5   store error: store not initialised (run judge init), locked, corrupt, or an unsafe key file
  6   verification failed
  10  --enforce and the decision is deny
  11  --enforce and the decision is ask (a person must decide)
  70  internal error (a bug in judge; please report it)
`;

declare const JUDGE_VERSION: string;

export function buildProgram(io: Io): Command {
  const program = new Command('judge')
    .description("Decide whether an AI agent's tool call may run, and leave signed evidence of the decision.")
    .version(JUDGE_VERSION, '-V, --version')
    .usage('--tool NAME --input JSON|@FILE|@- [options]  |  judge <command>')
    .option('--tool <name>', 'tool name (Bash, Read, Write, WebFetch, mcp__server__tool, …)')
    .option('--input <json>', 'tool input: inline JSON, @FILE, or @- for stdin')
    .option('--capability <cap>', 'capability (derived from the tool name when absent)')
    .option('--workspace <dir>', 'workspace root (default: the current directory)')
    .option('--network-scope <hosts>', 'allowed hosts: exact host, *.suffix or * (repeatable, comma-separated)', collect)
    .option('--bound <n>', 'amount bound for amount_above_bound')
    .option('--question <key>', 'ask only this question (repeatable)', collect)
    .option('--questions-file <file>', 'typed questions {key: {type, instructions, options|levels, threshold, on_yes}}')
    .option('--threshold <p>', 'the bar, a number in 0..1', '0.5')
    .option('--set-by <who>', 'who set the bar (policy id, operator …)')
    .option('--state-out <file>', 'write the canonical state bytes that were hashed')
    .addOption(new Option('--format <fmt>', 'output format').choices(['text', 'json']).default('text'))
    .option('--enforce', 'exit 10 on deny and 11 on ask')
    .option('--subject <id>', 'what the judgement is about (art_… with --attest)')
    .option('--attest', 'sign one judgement.v1 receipt per question into the store')
    .option('--contract <id@version>', 'the decision contract the judgement ran under')
    .option('--judge-url <url>', 'ask an HTTP judge instead of the built-in rules')
    .option('--timeout <ms>', 'HTTP judge total deadline in milliseconds (default 10000)')
    .option('--max-body <bytes>', 'HTTP judge response body cap (default 1 MiB)')
    .option('--allow-insecure-url', 'allow http:// to a non-loopback judge')
    .option('--token-file <file>', 'file holding the bearer token for the HTTP judge (or JUDGE_TOKEN)')
    .option('--judge-key <key>', "pin the HTTP judge's signing key (file or base64 public key)")
    .option('--resolve <art>', 'resolve a judgement (with --by and --decision)')
    .option('--by <uri>', 'who decides, as a URI (human://alice)')
    .addOption(new Option('--decision <d>', 'resolution decision').choices(['allow', 'deny', 'route']))
    .option('--route <name>', 'where a routed decision goes')
    .option('--reason <text>', 'why the decision was taken')
    .option('--key <file>', 'sign the resolution with this key file')
    .addHelpText('after', EXIT_CODE_HELP)
    // Set before any subcommand is added: commander copies these settings at creation.
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => write(`judge: ${s.replace(/^error: /, '')}`),
    })
    .argument('[command...]')
    .action(async (extra: string[], flags: Record<string, unknown>) => {
      if (extra.length > 0) {
        throw new UsageError('command.unknown', `unknown command ${JSON.stringify(extra[0])} (see judge --help)`);
      }
      if (flags.resolve !== undefined) {
        const { run } = await import('./commands/resolve.js');
        process.exitCode = await run(flags, io);
        return;
      }
      if (flags.tool === undefined && flags.input === undefined) {
        program.outputHelp();
        process.exitCode = ExitCode.usage;
        return;
      }
      const { run } = await import('./commands/judge.js');
      process.exitCode = await run(flags, io);
    });
  // ── subcommands (each registers lazily-loaded actions) ──
  registerStoreCommands(program, io);
  registerPackageCommands(program, io);
  registerHttpCommands(program, io);
  registerGateCommands(program, io);
  return program;
}
