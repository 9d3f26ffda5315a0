/** Commander declarations for the HTTP side: `judge serve`. The command module loads lazily. */
import type { Command } from 'commander';
import type { Io } from './io.js';

export function registerHttpCommands(program: Command, io: Io): void {
  program
    .command('serve')
    .description('serve the rules judge over the HTTP judge contract (POST / or /v1/judge, GET /healthz)')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--port <n>', 'port to listen on (0 picks a free one)', '8787')
    .option('--max-body <bytes>', 'request body cap (default 1 MiB)')
    .option('--token-file <file>', 'require this bearer token on POSTs (or JUDGE_TOKEN)')
    .option('--unsigned', 'do not sign answers even when a store key is at hand')
    .option('--max-connections <n>', 'open connections per process; more are closed on arrival (default 512)')
    .option('--insecure-no-auth', 'serve a non-loopback --host without a bearer token')
    .option('--workers <n>', 'processes answering on the one port (default 1; one per core scales the rules judge)')
    .addHelpText(
      'after',
      '\nPrints "listening on http://HOST:PORT" on stdout once ready. Answers are signed with the store key\n' +
        '(found like judge --attest finds it; JUDGE_HOME overrides); without a store they are served unsigned.\n' +
        'Stops cleanly on SIGTERM or SIGINT (exit 0).\n',
    )
    .action(async (_flags: Record<string, unknown>, cmd: Command) => {
      // The root command declares --max-body and --token-file too; unless positional options are
      // enabled it takes them even after `serve`, so read the merged view.
      const { run } = await import('./commands/serve.js');
      process.exitCode = await run(cmd.optsWithGlobals(), io);
    });
}
