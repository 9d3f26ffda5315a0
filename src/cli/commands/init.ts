/** `judge init`: create the workspace store (docs/receipts.md, docs/FORMAT.md). */
import { ExitCode } from '../../errors.js';
import { initStore, storeDirFor } from '../../store/index.js';
import type { Io } from '../io.js';

export async function run(_opts: Record<string, unknown>, io: Io): Promise<number> {
  const res = initStore(storeDirFor(io.cwd, io.env));
  if (!res.created) {
    io.stdout.write(`judge store already initialised at ${res.store.dir}; nothing changed\n`);
    return ExitCode.ok;
  }
  io.stdout.write(
    `initialised judge store at ${res.store.dir}\n` +
      `system key ${res.keyid} signs as system://judge (private key 0600 in ${res.store.dir}/keys)\n` +
      'next: judge session start, then judge --attest …\n',
  );
  return ExitCode.ok;
}
