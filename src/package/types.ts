/**
 * What package verify takes and gives (docs/verification.md, docs/FORMAT.md "Package"):
 * package bytes and options in, one row per check out. Shared by the checks in ./checks/, the
 * entry points in ./verify.ts and ./parallel.ts, and the renderer in ./report.ts.
 */
import type { Effect, Questions } from '../questions/types.js';
import type { TrustPins } from './keys.js';
import type { ResolutionPayload } from './parse.js';
import type { VerifyKey } from '../crypto/ed25519-fast.js';

export const RECEIPTS_FILE = 'receipts.jsonl';
export const CLOSE_FILE = 'close.json';

/** One package as bytes: its files keyed by path relative to the package directory. */
export interface PackageInput {
  /** How the package is named in the report (usually the directory given). */
  name: string;
  files: ReadonlyMap<string, Uint8Array>;
  /** Entries that are not regular files (symlinks, devices …): never read, always a failure. */
  irregular?: readonly string[];
}

/**
 * What re-running the rules judge gave: its answers, or why this build cannot re-run them.
 * `selection`: asked for, the keys of the judge's default selection for the state
 * (docs/FORMAT.md, `call.selection`); absent when this judge has none.
 */
export type ReplayResult =
  | { status: 'replayed'; answers: Record<string, unknown>; selection?: readonly string[] }
  | { status: 'not-replayable'; reason: string };

/**
 * Re-runs the rules judge named by `rulesDigest` on a state (src/rules `replayRules`); with
 * `withSelection`, also re-derives its default selection for that state.
 */
export type ReplayFn = (state: unknown, questions: Questions, rulesDigest: string, withSelection?: boolean) => ReplayResult;

export interface VerifyOptions {
  /** Extra states (e.g. `--states DIR`), keyed by their digest `sha256:<hex>`. */
  states?: ReadonlyMap<string, Uint8Array>;
  trust?: TrustPins;
  strict?: boolean;
  replay: ReplayFn;
  /**
   * The rules judges this build carries, model by rules digest (e.g. `judge-rules/1.4.0`): a
   * receipt naming one of these digests must name its model too.
   */
  rulesModels?: ReadonlyMap<string, string>;
}

/** The report's rows, in the order they are printed: one per check. */
export const VERIFY_ROWS = ['envelopes', 'ids', 'signatures', 'chain', 'close', 'judgements', 'replay'] as const;
export type CheckName = (typeof VERIFY_ROWS)[number];
export type RowStatus = 'pass' | 'warn' | 'fail';

export interface Row {
  check: CheckName;
  status: RowStatus;
  detail: string;
  /** Why the row failed (at most MAX_LISTED; `omitted` counts the rest). */
  failures: string[];
  warnings: string[];
  omitted: number;
}

export interface ResolutionSummary {
  receipt: string;
  judgement: string;
  by: string;
  decision: ResolutionPayload['decision'];
  route?: string;
  key_bound: boolean;
  overrides?: Effect;
  /** The judgement is not in any package given. */
  outside: boolean;
  /** The judgement is in a package another store sealed, not tied to this one by --trust: not counted. */
  unrelated?: true;
}

export interface JudgementsSummary {
  judgements: number;
  by_judge: Record<string, number>;
  calls: number;
  escalated: number;
  resolved: number;
  open: string[];
  /** Escalated, unresolved, in a call whose effect is deny: nothing left to decide. */
  moot?: string[];
  resolutions: ResolutionSummary[];
  overrides: ResolutionSummary[];
  unjudged: number;
}

export interface ReplaySummary {
  rules_receipts: number;
  replayed: number;
  mismatched: number;
  no_state: number;
  /** Rules digests this build does not carry, with how many receipts name each. */
  not_replayable_here: Record<string, number>;
  other_judges: number;
}

export interface PackageSummary {
  name: string;
  session: string | null;
  receipts: number;
  head: string | null;
}

export interface VerifyReport {
  verified: boolean;
  strict: boolean;
  /** Every signature present was checked against a package key and checked out. */
  signaturesHeld: boolean;
  packages: PackageSummary[];
  rows: Row[];
  judgements: JudgementsSummary;
  replay: ReplaySummary;
}

/** One Ed25519 check the verifier needs: does `signature` by `key` verify over `message`? */
export interface SignatureJob {
  key: VerifyKey;
  /** The PAE bytes signed. */
  message: Uint8Array;
  signature: Uint8Array;
  /** Derives `message` again from the package bytes, for a caller that did not keep it. */
  reread: () => Uint8Array;
}
