/**
 * The entry of dist/gate.cjs, the bundle bin/load.cjs runs for the bare hook command line
 * `judge gate claude-code` (every hook call): the gate without the rest of the CLI, so a hook call
 * reads, deserializes and sets up a third less code. It must behave as src/cli/bin.ts does for
 * that command line; both go through runBareGate.
 */
import { outputPending, processIo } from './io.js';
import { runBareGate } from './hook-line.js';

// As in bin.ts: exit as soon as the output is flushed, without Node's last GC and teardown.
void runBareGate(processIo()).then((code) => {
  process.exitCode = code;
  if (!outputPending()) process.exit();
});
