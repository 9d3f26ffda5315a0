/**
 * The rule pack as the judge loads it (rules/pack.json), with the lock that carries its
 * digests. The bundle carries the pack without its prose (descriptions, examples, reasons) and
 * with its command tables already packed for the lazy view (scripts/build.mjs); from source,
 * the tables are packed here, so the engine reads them through the same view either way.
 */
import lock from '../../rules/pack.lock.json' with { type: 'json' };
import pack from '../../rules/pack.json' with { type: 'json' };
import { digestOf } from '../canonical/jcs.js';
import { InternalError } from '../errors.js';
import { isLazyTable, lazyTable, packTables } from './lazy-table.js';
import type { Pack, PackCommand } from './pack-types.js';

/** The pack as imported: plain JSON from source; in the bundle, without prose and with lazy tables. */
const SOURCE = pack as unknown as Pack;

/** A pack as the engine reads it: command tables behind the lazy view. */
export function enginePack(source: Pack): Pack {
  return isLazyTable(source.commands) ? source : { ...source, commands: lazyTable<PackCommand>(packTables(source.commands)) };
}

export const PACK: Pack = enginePack(SOURCE);

export const RULES_VERSION: string = SOURCE.version;

/**
 * sha256 over the JCS bytes of the pack. Hashing 140 KB of canonical JSON costs tens of
 * milliseconds on a cold start, which the shell gate would pay on every call, so the digest
 * is computed ahead of time into rules/pack.lock.json (`node rules/lock.mjs`);
 * test/unit/rules-pack.test.ts fails when the lock does not match the pack, or when the pack
 * changed without a version bump, and `computeRulesDigest()` re-derives it there. The CLI bundle
 * carries the pack without its prose, so the digest can only come from the lock.
 */
if (lock.version !== SOURCE.version) {
  throw new InternalError(
    'rules.lock-stale',
    `rules/pack.lock.json is for version ${lock.version} but the pack is ${SOURCE.version}; run node rules/lock.mjs`,
  );
}
export const RULES_DIGEST: string = lock.rules_digest;

/**
 * The questions_digest of a call that asks the default questions, precomputed in the lock like
 * the rules digest: hashing the 18 definitions costs a cold start more than all the rules do.
 * test/unit/rules-pack.test.ts checks it against digestOf() of what selectQuestions() returns,
 * and the build against what the built CLI computes.
 */
export const DEFAULT_QUESTIONS_DIGEST: string = lock.default_questions_digest;

/** Re-derives the digest from the pack as loaded from source (slow; for tests). */
export function computeRulesDigest(): string {
  // The bundled pack has no examples: its digest would not be the pack's.
  if (SOURCE.rules.some((rule) => rule.examples === undefined)) {
    throw new InternalError(
      'rules.pack-stripped',
      'this build carries the rule pack without its prose; its digest is in rules/pack.lock.json',
    );
  }
  return digestOf(SOURCE);
}

/** The pack itself (read-only), for tests and tooling; in the CLI bundle, without its prose. */
export function rulePack(): Pack {
  return SOURCE;
}
