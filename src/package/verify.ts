/**
 * `judge package verify` as a pure function (docs/verification.md, docs/FORMAT.md "Package"):
 * package bytes, keys and options in, one row per check out. Reading directories and printing
 * are the caller's job.
 *
 * One module per check, in ./checks/, each over the parsed packages and returning its row:
 * envelopes (read), ids, signatures, chain, close, judgements, replay. Each row is pass, warn or
 * fail; the packages are verified only when no row fails and every signature checked out (with
 * `strict`, OPEN escalations and rules receipts left unreplayed fail too).
 *
 * Several packages verified together share one judgements/replay analysis, so a resolution
 * signed in a later session resolves an escalation of an earlier one. Everything is counted
 * after de-duplication by receipt id: N copies of one receipt never pass for N receipts.
 */
import { verifyEd25519 } from '../crypto/ed25519-fast.js';
import { checkChain } from './checks/chain.js';
import { checkClose, closeSigned } from './checks/close.js';
import { checkIds } from './checks/ids.js';
import { checkJudgements } from './checks/judgements.js';
import { openPackage, readEnvelopes } from './checks/read.js';
import { checkReplay } from './checks/replay.js';
import { SignatureCheck } from './checks/signatures.js';
import { Findings, plural } from './findings.js';
import type { PackageInput, Row, SignatureJob, VerifyOptions, VerifyReport } from './types.js';

export { CLOSE_FILE, RECEIPTS_FILE, VERIFY_ROWS } from './types.js';
export type {
  CheckName,
  JudgementsSummary,
  PackageInput,
  PackageSummary,
  ReplayFn,
  ReplayResult,
  ReplaySummary,
  ResolutionSummary,
  Row,
  RowStatus,
  SignatureJob,
  VerifyOptions,
  VerifyReport,
} from './types.js';

/** Verifies every package synchronously: the pure entry point. */
export function verifyPackages(inputs: readonly PackageInput[], opts: VerifyOptions): VerifyReport {
  // Each signature is checked as soon as it is met, so no PAE bytes are held to the end.
  const verdicts: boolean[] = [];
  const run = beginVerify(inputs, opts, (job, i) => {
    verdicts[i] = verifyEd25519(job.key, job.message, job.signature);
  });
  return run.complete(verdicts);
}

/**
 * The verifier in two steps, so the signature checks — most of the work — can run elsewhere
 * (worker threads, see parallel.ts) while the packages are still being read: `beginVerify`
 * reads everything and runs the checks that need only the bytes, handing each signature to
 * `onJob` as it meets it (the job's bytes are only valid during the call: copy what you keep);
 * `complete` takes the verdicts (true = verifies, by the rule in crypto/ed25519-fast.ts) in job
 * order, runs the checks that count only signed receipts, and returns the report.
 *
 * `foresee` runs those checks ahead, while the signatures are still being checked elsewhere, as
 * if every signature handed out checks out; `complete` keeps what it found when that is so (the
 * checks then saw exactly the receipts they would have seen), and runs them again otherwise.
 */
export function beginVerify(
  inputs: readonly PackageInput[],
  opts: VerifyOptions,
  onJob: (job: SignatureJob, index: number) => void,
): { count: () => number; foresee: () => void; complete: (verdicts: readonly boolean[]) => VerifyReport } {
  const strict = opts.strict === true;
  const envelopes = new Findings();
  const signatures = new SignatureCheck(opts.trust ?? [], onJob, strict);
  const pkgs = inputs.map((input) => {
    const pkg = openPackage(input, inputs.length > 1 ? `${input.name}: ` : '');
    signatures.admitKeys(pkg);
    for (const entry of readEnvelopes(pkg, envelopes)) signatures.vouch(entry);
    return pkg;
  });
  const receipts = pkgs.reduce((n, p) => n + p.entries.length, 0);
  const closes = pkgs.filter((p) => p.close).length;
  const envelopesRow = envelopes.row(
    'envelopes',
    `${plural(
      pkgs.reduce((n, p) => n + p.envelopes, 0),
      'envelope',
    )} read (${plural(receipts, 'receipt')} + ${plural(closes, 'close record')})`,
  );
  const idsRow = checkIds(pkgs);
  // Chain and close depend on nothing but the bytes: done here, while workers may still be
  // checking signatures.
  const chain = checkChain(pkgs);
  const close = checkClose(chain.packages);

  const signedChecks = () => {
    const judgements = checkJudgements(chain, strict, (a, b) => signatures.related(a, b));
    return { judgements, replay: checkReplay(judgements.calls, judgements.questions, opts) };
  };
  let ahead: ReturnType<typeof signedChecks> | null = null;

  const complete = (verdicts: readonly boolean[]): VerifyReport => {
    signatures.settle(verdicts);
    const closeRow = closeSigned(chain.packages, close);
    const sigs = signatures.result(pkgs);
    const { judgements, replay } = ahead && verdicts.every(Boolean) ? ahead : signedChecks();
    const rows: Row[] = [envelopesRow, idsRow, sigs.row, chain.row, closeRow, judgements.row, replay.row];
    return {
      verified: rows.every((r) => r.status !== 'fail') && sigs.held,
      strict,
      signaturesHeld: sigs.held,
      packages: chain.packages.map((p) => ({
        name: p.pkg.input.name,
        session: p.session,
        receipts: p.recs.length,
        head: p.recs.length > 0 ? p.recs[p.recs.length - 1]!.id : null,
      })),
      rows,
      judgements: judgements.summary,
      replay: replay.summary,
    };
  };
  const foresee = (): void => {
    ahead = signedChecks();
  };
  return { count: () => signatures.count(), foresee, complete };
}
