/**
 * The entry of dist/agent.cjs, which bin/load.cjs runs for `judge gate agent run`: the resident
 * gate in this process, in the foreground (`judge gate agent start` runs it detached). Its
 * stderr is its log.
 */
import { exitCodeOf, JudgeError } from '../errors.js';
import { runAgent } from './gate-agent-serve.js';
import { processIo } from './io.js';

export function main(): void {
  const io = processIo();
  runAgent(process.env, process.argv[1]!, io.stderr).catch((err: unknown) => {
    io.stderr.write(`judge: ${err instanceof JudgeError ? err.message : `internal error: ${String(err)}`}\n`);
    process.exit(exitCodeOf(err));
  });
}
