/**
 * The entry of dist/gate.cjs, the bundle bin/load.cjs runs for the bare hook command line
 * `judge gate claude-code` (every hook call): the gate without the rest of the CLI, so a hook call
 * reads, deserializes and sets up a third less code. It must behave as src/cli/bin.ts does for
 * that command line; both go through runBareGate.
 */
import { outputPending, processIo } from './io.js';
import { prereadInput, type Preread } from './gate-agent-io.js';
import { runBareGate } from './hook-line.js';

/**
 * Called by bin/load.cjs once the bundle is loaded. `preread`: the stdin the resident gate's
 * client read before falling back to this process (docs/gate-agent.md), null when it read none.
 */
export function main(preread: Preread | null): void {
  const io = processIo();
  if (preread !== null) io.stdin = prereadInput(preread, io.stdin);
  // As in bin.ts: exit as soon as the output is flushed, without Node's last GC and teardown.
  void runBareGate(io).then((code) => {
    process.exitCode = code;
    if (!outputPending()) process.exit();
  });
}
