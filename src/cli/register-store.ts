/**
 * Commander declarations for the store side: init, keys, session, verify, log. Only
 * declarations: each action imports its command module when it runs. (`--resolve` is a
 * root-level flag; main.ts hands it to commands/resolve.js.)
 */
import { Option, type Command } from 'commander';
import type { Io } from './io.js';

/**
 * A subcommand that throws CommanderError instead of exiting, so main.ts renders its usage
 * errors (exit 2) even when the root's exitOverride is set after registration.
 */
const sub = (parent: Command, nameAndArgs: string): Command => parent.command(nameAndArgs).exitOverride();

const formatOption = () => new Option('--format <fmt>', 'output format').choices(['text', 'json']).default('text');

export function registerStoreCommands(program: Command, io: Io): void {
  sub(program, 'init')
    .description('create the workspace store .judge/ (config, folders 0700, the system://judge signing key); JUDGE_HOME overrides where')
    .action(async () => {
      const { run } = await import('./commands/init.js');
      process.exitCode = await run({}, io);
    });

  const rules = sub(program, 'rules').description("a project's rule overlay (docs/configuration.md)");
  sub(rules, 'test <file>')
    .description('check a rule overlay against the built-in pack and run its own examples (exit 6 when one fails)')
    .addOption(formatOption())
    .action(async (file: string, o: { format: string }) => {
      const { runRulesTest } = await import('./commands/rules.js');
      process.exitCode = await runRulesTest(file, o, io);
    });

  const keys = sub(program, 'keys').description('list, create and export signing keys');
  sub(keys, 'list')
    .description("the store's keys and the personal keys in your user key folder")
    .addOption(formatOption())
    .action(async (o: { format: string }) => {
      const { run } = await import('./commands/keys.js');
      process.exitCode = await run({ action: 'list', format: o.format }, io);
    });
  sub(keys, 'new <uri>')
    .description('create a personal key (e.g. human://alice) in your user key folder, outside the workspace, encrypted under a passphrase')
    .addOption(formatOption())
    .addHelpText(
      'after',
      '\nThe key folder is $JUDGE_USER_KEYS, else $XDG_CONFIG_HOME/judge/keys, else ~/.config/judge/keys.\n' +
        'The passphrase is asked on the terminal without echo, or read from the file JUDGE_PASSPHRASE_FILE names.\n',
    )
    .action(async (uri: string, o: { format: string }) => {
      const { run } = await import('./commands/keys.js');
      process.exitCode = await run({ action: 'new', uri, format: o.format }, io);
    });
  sub(keys, 'export [uri...]')
    .description('print the public keys registered for the URIs (all, if none named) as a trust file for `package verify --trust`')
    .action(async (uris: string[]) => {
      const { run } = await import('./commands/keys.js');
      process.exitCode = await run({ action: 'export', uris }, io);
    });

  const session = sub(program, 'session').description('start, inspect and close (seal) a session');
  sub(session, 'start')
    .description('start a session: attested receipts chain onto it until it is closed')
    .addOption(formatOption())
    .action(async (o: { format: string }) => {
      const { run } = await import('./commands/session.js');
      process.exitCode = await run({ action: 'start', format: o.format }, io);
    });
  sub(session, 'list')
    .description('every session of the store: status, receipts, open escalations')
    .addOption(formatOption())
    .action(async (o: { format: string }) => {
      const { run } = await import('./commands/session.js');
      process.exitCode = await run({ action: 'list', format: o.format }, io);
    });
  sub(session, 'status')
    .description('the active session (or --session ID): receipts, head, open escalations')
    .option('--session <id>', 'a session other than the active one')
    .addOption(formatOption())
    .action(async (o: { session?: string; format: string }) => {
      const { run } = await import('./commands/session.js');
      process.exitCode = await run({ action: 'status', session: o.session, format: o.format }, io);
    });
  sub(session, 'close')
    .description('close the active session and write its sealed package')
    .option('--out <dir>', 'where to write the package (default .judge/packages/<session>/)')
    .option('--with-states', 'include the judged states (they can hold secrets: off by default)')
    .option('--session <id>', 'rewrite the package of this (closed) session')
    .addOption(formatOption())
    .action(async (o: { out?: string; withStates?: boolean; session?: string; format: string }) => {
      const { run } = await import('./commands/session.js');
      process.exitCode = await run({ action: 'close', out: o.out, withStates: o.withStates, session: o.session, format: o.format }, io);
    });

  sub(program, 'verify [id]')
    .description('verify a receipt (art_… or "last"): its id, signature and signer, and the chain back to the session root')
    .addOption(formatOption())
    .action(async (id: string | undefined, o: { format: string }) => {
      const { run } = await import('./commands/verify.js');
      process.exitCode = await run({ target: id ?? 'last', format: o.format }, io);
    });

  sub(program, 'log')
    .description("list the session's receipts (id, time, kind, tool, effect, outcome): the reviewer's queue")
    .addOption(new Option('--effect <effect>', 'only receipts with this effect').choices(['allow', 'warn', 'ask', 'deny']))
    .addOption(new Option('--outcome <outcome>', 'only receipts with this outcome').choices(['acted', 'refused', 'escalated', 'ignored']))
    .option('--open', 'only escalations no resolution answers yet (not those of a refused call: moot)')
    .option('--session <id>', 'a session other than the active one')
    .option('--all', 'every session of the store')
    .addOption(formatOption())
    .action(async (o: { effect?: string; outcome?: string; open?: boolean; session?: string; all?: boolean; format: string }) => {
      const { run } = await import('./commands/log.js');
      process.exitCode = await run(o, io);
    });
}
