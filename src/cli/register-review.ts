/** Commander declarations for `judge stats` and `judge replay` (docs/review.md). The command modules load lazily. */
import { Option, type Command } from 'commander';
import type { Io } from './io.js';

/** The value typed on the command line wins over the root program's own --format. */
function given(cmd: Command, name: string): unknown {
  for (let c: Command | null = cmd; c; c = c.parent) {
    if (c.getOptionValueSource(name) === 'cli') return c.opts()[name];
  }
  return cmd.opts()[name];
}

export function registerReviewCommands(program: Command, io: Io): void {
  program
    .command('stats')
    .description('per question and per rule: asked, yes, escalated, how people resolved it, overrides, time to resolve')
    .argument('[package...]', 'package folders (each receipt is counted once, however many packages hold it)')
    .option('--store', 'also read the workspace store (the default when no package is named)')
    .option('--since <date>', 'count judgements issued at or after DATE (2026-12-01 or an ISO date-time with zone)')
    .addOption(new Option('--format <fmt>', 'output format').choices(['text', 'json', 'html']).default('text'))
    .option('--out <file>', 'write the report to FILE instead of stdout')
    .addHelpText(
      'after',
      '\nReads, never verifies: run judge package verify for that. Exit 0; 2 for bad input; 5 when --store finds no store.\n',
    )
    .action(async (paths: string[], flags: Record<string, unknown>, cmd: Command) => {
      const { runStats } = await import('./commands/stats.js');
      process.exitCode = await runStats(paths, { ...flags, format: given(cmd, 'format') as string | undefined }, io);
    });
  program
    .command('replay')
    .description('judge recorded states again under the current or a candidate rule pack, and report what would change (changes nothing)')
    .argument('<path...>', 'package folders and state files (e.g. --state-out files, any name: matched to receipts by digest)')
    .option('--rules <file>', 'a candidate rule pack (a full pack like rules/pack.json); default: the rules this build carries')
    .option('--states <dir>', 'more states, any file name: matched by the digest of their bytes')
    .addOption(new Option('--format <fmt>', 'output format').choices(['text', 'json']).default('text'))
    .option('--fail-on-change', 'exit 6 when any call changes effect or cannot be re-judged')
    .addHelpText('after', '\nExit 0 (the report says what changed); with --fail-on-change, 6 when anything changed; 2 for bad input.\n')
    .action(async (paths: string[], flags: Record<string, unknown>, cmd: Command) => {
      const { runReplay } = await import('./commands/replay.js');
      process.exitCode = await runReplay(paths, { ...flags, format: given(cmd, 'format') as string | undefined }, io);
    });
}
