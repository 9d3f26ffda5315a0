/**
 * The timed reads of content-redos.test.ts and content-redos-guard.test.ts: texts made by repeating a unit (rep), each
 * read first at a share of its size and then whole only when that share is slow (quadraticBoundCpu), the whole guard's
 * CPU on a text (guardCpu). CPU time of this process; docs/testing.md, "Third round" and "Sixth round".
 */
import { expect } from 'vitest';
import { CONTENT_QUESTIONS } from '../../src/content/codes.js';
import { guard } from '../../src/content/guard.js';

export const N = 100 * 1024;
export const BOUND_MS = 1500;
export const repeat = (s: string, n: number): string => s.repeat(Math.ceil(n / s.length)).slice(0, n);
/** The unit and size of each text rep() made: a timed test reads the same shape at a quarter of its size first. */
const repeated = new Map<string, { unit: string; n: number }>();
export const rep = (s: string, n = N): string => {
  const text = repeat(s, n);
  repeated.set(text, { unit: s, n });
  return text;
};
/**
 * `text` made again at each share of its size in `shares` (smallest first) when rep() made it (the same unit repeated),
 * else undefined; each made only when asked, and `text` forgotten once asked.
 */
export const smallerOf = (text: string, shares: readonly number[]): Rung<string>[] | undefined => {
  const made = repeated.get(text);
  repeated.delete(text);
  if (made === undefined) return undefined;
  return shares.map((share) => ({ share, read: () => repeat(made.unit, Math.floor(made.n * share)) }));
};
/** A read of the same shape at `share` of its size (a half, a quarter, an eighth). */
export interface Rung<T> {
  share: number;
  read: () => T;
}
export const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/**
 * CPU milliseconds of `run`, run once more when the first reaches `bound`: a first run also pays for compiling its
 * patterns, on the compiler's threads, which a busy machine slows several times over (550 ms idle, 2.1 s beside the
 * CI's load); a pattern that backtracks catastrophically is as slow the second time.
 */
export const cpuOf = (run: () => void, bound: number): number => {
  let started = cpu();
  run();
  const first = cpu() - started;
  if (first < bound) return first;
  started = cpu();
  run();
  return Math.min(first, cpu() - started);
};

/** How often each smaller read passed, and how often the full size was read (`JUDGE_REDOS_LOG=1` prints it). */
const ladder: Record<string, { passed: number; ms: number }> = {};
const counted = (rung: string, ms: number, passed: boolean): void => {
  const c = (ladder[rung] ??= { passed: 0, ms: 0 });
  c.ms += ms;
  if (passed) c.passed++;
};
/**
 * A bound on the CPU milliseconds of `readWhole` that holds for any cost at most quadratic in the size. The same shape is
 * read first at a smaller share s of the size (`rungs`, smallest first): when that read stays under s² of `bound`, its CPU
 * over s² is the bound; else the next rung, and the whole read's own CPU (cpuOf) last. A cost a + l·n + c·n² takes at s·n
 * at least s² of what it takes at n, so a read that would reach `bound` at n reaches s²·`bound` at every rung and is then
 * read whole, as before: the same reads fail, for a share of the linear ones' CPU. A rung over its share is mostly a fixed
 * cost (a shape's first judgement, a carrier's decoding budget), which the next rung pays once more rather than the whole.
 * What it gives up: a cubic cost that passes `bound` at n by less than 1/s times (no cubic pattern is that cheap at these
 * sizes), and a slow path the code takes only above a size between the smallest rung and n (mail-shapes.ts's 64 KB is such
 * a size: the whole guard's quarters, 200 KB, still pass it). docs/testing.md, "Third round" and "Sixth round".
 */
export const quadraticBoundCpu = (readWhole: () => void, rungs: readonly Rung<void>[] | undefined, bound: number): number => {
  for (const { share, read } of rungs ?? []) {
    const started = cpu();
    const ms = cpuOf(read, bound * share * share);
    const passed = ms < bound * share * share;
    counted(`1/${1 / share}`, cpu() - started, passed);
    if (passed) return ms / (share * share);
  }
  const started = cpu();
  const ms = cpuOf(readWhole, bound);
  counted(rungs === undefined ? 'whole only' : 'whole after its rungs', cpu() - started, ms < bound);
  return ms;
};
/** What a file's afterAll calls: the texts rep() made forgotten, and the ladder's counts printed with `JUDGE_REDOS_LOG=1`. */
export const endReads = (file: string): void => {
  repeated.clear();
  if (process.env.JUDGE_REDOS_LOG) console.log(`${file}: reads ${JSON.stringify(ladder)}`);
};

/**
 * The whole guard's CPU milliseconds on `text` (a bound on them: quadraticBoundCpu), its answer asserted; `whole`: always
 * judged at its own size.
 */
export const guardCpu = (text: string, whole = false): number => {
  const judged = (s: string) => () => expect(guard(s, CONTENT_QUESTIONS).ok).toBe(true);
  // A quarter, then whole. (A half between them saved 3.7 s over nine slow quarters in a fresh process, but in the whole
  // run, once V8 stops optimizing the worker's patterns, most quarters are slow and a half read before each whole one
  // costs more than it saves: docs/testing.md, "Sixth round".)
  const rungs = whole ? undefined : smallerOf(text, [1 / 4]);
  return quadraticBoundCpu(
    judged(text),
    rungs?.map(({ share, read }) => ({ share, read: () => judged(read())() })),
    BOUND_MS * 4,
  );
};

/**
 * The size of the near-misses that once had no time asserted ("finishes", repeated to 800 KB): 256 KB under the whole
 * guard's 6 s bound. At 800 KB with no bound, a quadratic failed only past vitest's ten-minute hang guard (c >= 1.9 ns a
 * step); that same quadratic takes 64 s at 256 KB, 10.7 times the bound, and the bound now catches c >= 0.17 ns. The
 * slowest of these shapes took 0.67 s of CPU at this size (2.0 s at 800 KB): 9 times under the bound (docs/testing.md).
 */
export const NEAR_MISS_N = 256 * 1024;
