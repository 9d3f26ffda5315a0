/**
 * content-redos.test.ts's scope (and content-redos-guard.test.ts's, its whole-guard reads in a file of their own). Alone
 * (`npx vitest run test/unit/content-redos.test.ts`) it runs every test: `all`. In
 * `npm test`'s whole run (test/unit/content-heavy.test.ts imports corpus-sampled.ts first) `suite`: every adversarial
 * input judged under its bound, without the exhaustive reads listed in docs/testing.md ("Sixth round"). In
 * `npm run test:corpus` (test/unit/content-exhaustive.test.ts) `exhaustive`: those reads alone.
 */
export const redosScope: { part: 'all' | 'suite' | 'exhaustive' } = { part: 'all' };

/** The tests `npm test` runs (every test but the exhaustive reads). */
export const inSuite = (): boolean => redosScope.part !== 'exhaustive';
/** The exhaustive reads, which `npm run test:corpus` runs and `npm test` leaves to it. */
export const inExhaustive = (): boolean => redosScope.part !== 'suite';
