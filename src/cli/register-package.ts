/** Commander declarations for `judge package verify`. The command module loads lazily. */
import { Option, type Command } from 'commander';
import type { Io } from './io.js';

export function registerPackageCommands(program: Command, io: Io): void {
  const pkg = program.command('package').description('sealed session packages (judge session close writes them)');
  pkg
    .command('verify')
    .description('verify sealed packages offline: envelopes, ids, signatures, chain, close record, judgements, replay')
    .argument('<dir...>', 'package folders; several are verified together (a later resolution resolves an earlier escalation)')
    .option('--states <dir>', 'states judged on (e.g. --state-out files, any name: matched by digest), to replay rules receipts')
    .option(
      '--trust <file>',
      'pinned keys {"keys":[{uri, public_key, alg}]}: an unpinned signer warns, a pinned key that did not sign fails',
    )
    .option('--strict', 'also fail on OPEN escalations and on rules receipts left unreplayed')
    .addOption(new Option('--format <fmt>', 'output format').choices(['text', 'json']).default('text'))
    .addHelpText('after', '\nExit 0 only when every check passes (verified); 6 when any check fails; 2 for a folder that cannot be read.\n')
    .action(async (dirs: string[], flags: Record<string, unknown>, cmd: Command) => {
      const { runVerify } = await import('./commands/package.js');
      process.exitCode = await runVerify(dirs, { ...flags, format: given(cmd, 'format') as string | undefined }, io);
    });
}

/**
 * An option's value as the user gave it: the root program also declares --format, and unless
 * it enables positional options commander lets the root take `--format json` even when it is
 * written after the subcommand. The value typed on the command line wins, wherever it landed.
 */
function given(cmd: Command, name: string): unknown {
  for (let c: Command | null = cmd; c; c = c.parent) {
    if (c.getOptionValueSource(name) === 'cli') return c.opts()[name];
  }
  return cmd.opts()[name];
}
