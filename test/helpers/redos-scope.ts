import { it } from 'vitest';
import { splitByRank } from './corpus-sample.js';

/**
 * content-redos.test.ts's scope (and content-redos-guard.test.ts's, its whole-guard reads in a file of their own). Alone
 * (`npx vitest run test/unit/content-redos.test.ts`) it runs every test: `all`. In `npm test`'s whole run
 * (test/unit/content-heavy.test.ts and content-heavy-guard.test.ts import corpus-sampled.ts first) `suite`: a bounded
 * sample of the long lists of timed reads (sampledReads, splitByRank) and every other test, without the exhaustive reads
 * listed in docs/testing.md ("Sixth round", "Eighth round"). In `npm run test:corpus` (content-exhaustive.test.ts and
 * content-exhaustive-redos.test.ts) `exhaustive`: those reads alone, and the lists' reads the sample leaves out.
 */
export const redosScope: { part: 'all' | 'suite' | 'exhaustive' } = { part: 'all' };

/** The tests `npm test` runs (every test but the exhaustive reads). */
export const inSuite = (): boolean => redosScope.part !== 'exhaustive';
/** The exhaustive reads, which `npm run test:corpus` runs and `npm test` leaves to it. */
export const inExhaustive = (): boolean => redosScope.part !== 'suite';

/**
 * A describe's timed reads, registered once all are known (`register()`, last in the describe): `size` of them, the
 * lowest by a hash of the test's name (splitByRank), and those added with `read.always`, are `npm test`'s; the others
 * `npm run test:corpus`'s; alone, the file registers every read, in the order written. The two runs together read every
 * text once (docs/testing.md, "Eighth round").
 */
export function sampledReads(size: number, seed: string) {
  const reads: { name: string; run: () => void; always: boolean }[] = [];
  const read = (name: string, run: () => void): void => {
    reads.push({ name, run, always: false });
  };
  /** One read per row, named as vitest's `it.each` names them (each `%s` the row's next value). */
  read.each =
    <T extends readonly unknown[]>(rows: readonly T[]) =>
    (title: string, run: (...row: T) => void): void => {
      for (const row of rows) {
        let n = 0;
        read(
          title.replace(/%s/g, () => String(row[n++])),
          () => run(...row),
        );
      }
    };
  /** A read `npm test` always holds. */
  read.always = (name: string, run: () => void): void => {
    reads.push({ name, run, always: true });
  };
  const register = (): void => {
    const { sample } = splitByRank(
      reads.filter((r) => !r.always),
      (r) => r.name,
      size,
      seed,
    );
    const suite = new Set([...reads.filter((r) => r.always), ...sample]);
    for (const r of reads) if (suite.has(r) ? inSuite() : inExhaustive()) it(r.name, r.run);
  };
  return { read, register };
}
