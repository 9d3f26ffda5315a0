/**
 * A value made at its first use: `const WORD = lazy(() => /…/u)` read as `WORD()`.
 *
 * Every pattern a module writes at its top level is created when the module is evaluated, and
 * creating one parses its source (a pattern over `\p{L}` with thousands of letters' ranges costs
 * up to a millisecond); the guard writes about 1,500, and a short text runs fewer than fifty.
 * The costliest modules' patterns are made through this instead, so a judgement pays for the
 * patterns its readings reach (docs/design-and-performance.md, "The content guard's cold start").
 * The value is made once per process and never changes: a pattern's `lastIndex` is its own state
 * as before, set by the reading that runs it.
 */
export function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
