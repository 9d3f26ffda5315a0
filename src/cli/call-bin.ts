/**
 * The entry of dist/call.cjs, the bundle bin/load.cjs runs for a command line that starts with an
 * option (`judge --tool … --input …`, `--resolve …`): the judged call without commander and the
 * other commands (the content guard among them), so a call reads a third of the CLI. A command
 * line the plain parser does not take (help, a usage error, anything commander must read) is
 * handed to the whole CLI, which parses it again from the start: it must behave as src/cli/bin.ts.
 */
import { outputPending, processIo } from './io.js';
import { runPlainRoot } from './plain-root.js';
import { parsePlainRoot } from './root.js';

/** Called by bin/load.cjs once the bundle is loaded; `whole` loads and runs dist/judge.cjs instead. */
export function main(whole: () => void): void {
  const flags = parsePlainRoot(process.argv);
  if (flags === null) {
    whole();
    return;
  }
  // As in bin.ts: exit as soon as the output is flushed, without Node's last GC and teardown.
  void runPlainRoot(flags, processIo()).then(() => {
    if (!outputPending()) process.exit();
  });
}
