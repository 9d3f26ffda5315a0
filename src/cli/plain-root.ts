/**
 * A judged call whose command line is the root's plain form (root.ts, parsePlainRoot): run without
 * commander, with main's rendering of errors. Kept apart from main.ts, which loads commander for
 * every other command line, so dist/call.cjs (src/cli/call-bin.ts) holds neither commander nor
 * the commands it declares.
 */
import { exitCodeOf, JudgeError } from '../errors.js';
import type { Io } from './io.js';
import { rendered } from './hook-line.js';
import { runRoot } from './root.js';

/** Runs the root with `flags` (from parsePlainRoot) and sets the exit code; an error is printed as one line. */
export async function runPlainRoot(flags: Record<string, unknown>, io: Io): Promise<void> {
  try {
    // Not null: parsePlainRoot only returns flags that name a call or a resolution.
    process.exitCode = (await runRoot([], flags, io))!;
  } catch (err) {
    reportFailure(err, io);
  }
}

/** An error no command answered: one line naming what was wrong, and the exit code of its class. */
export function reportFailure(err: unknown, io: Io): void {
  if (err instanceof JudgeError) {
    io.stderr.write(`judge: ${rendered(err)}\n`);
  } else {
    const msg = err instanceof Error ? err.message : String(err);
    io.stderr.write(`judge: internal error: ${msg.split('\n')[0]}\n`);
  }
  process.exitCode = exitCodeOf(err);
}
