/**
 * "chain": within each package, seq runs 1, 2, 3 … and each prev names the receipt before it,
 * all in one session; across the packages given, no session twice and no receipt twice.
 * Duplicates are refused before anything is counted, so N copies of one receipt never pass for
 * N receipts: what this check keeps (`recs`) is what every later check counts.
 */
import { Findings, plural } from '../findings.js';
import type { Statement } from '../parse.js';
import { RECEIPTS_FILE, type Row } from '../types.js';
import type { Entry, ParsedPackage } from './read.js';

/** A receipt kept by the chain check: readable, and the first of its id. */
export interface Rec {
  entry: Entry;
  pkg: ParsedPackage;
  id: string;
  st: Statement;
}

export interface ChainedPackage {
  pkg: ParsedPackage;
  /** The session the close record names, else the first receipt's. */
  session: string | null;
  recs: Rec[];
}

export interface ChainResult {
  row: Row;
  packages: ChainedPackage[];
  /** Every id met, with where it was first met. */
  seenIds: Map<string, string>;
}

export function checkChain(pkgs: readonly ParsedPackage[]): ChainResult {
  const findings = new Findings();
  const many = pkgs.length > 1;
  const seenIds = new Map<string, string>();
  const sessions = new Map<string, string>();
  const packages = pkgs.map((pkg): ChainedPackage => {
    const L = pkg.label;
    const closePayload = pkg.close?.env.payload?.kind === 'judgement.close.v1' ? pkg.close.env.payload.value : null;
    const session = closePayload?.session ?? pkg.entries.find((e) => e.env.statement?.session)?.env.statement?.session ?? null;
    if (session) {
      const other = sessions.get(session);
      if (other !== undefined) findings.fail(`${L}session ${session} is given twice (also ${other})`);
      else sessions.set(session, pkg.input.name);
    }
    const recs: Rec[] = [];
    let expectedSeq = 1;
    let prevId: string | null = null;
    for (const e of pkg.entries) {
      const id = e.env.id;
      if (id) {
        const first = seenIds.get(id);
        if (first !== undefined) {
          findings.fail(`${L}${e.where}: ${id} appears again (first at ${first}); duplicates are not counted`);
          continue;
        }
        seenIds.set(id, `${many ? `${pkg.input.name}/` : ''}${e.where}`);
      }
      const st = e.env.statement;
      if (!id || !st) {
        findings.fail(`${L}${e.where}: unreadable, so the chain is broken here`);
        expectedSeq++;
        prevId = id;
        continue;
      }
      if (st.kind === 'judgement.close.v1') findings.fail(`${L}${e.where}: a close record inside ${RECEIPTS_FILE}`);
      if (st.session === undefined) findings.fail(`${L}${e.where}: ${id} is a loose receipt (no session), not part of this chain`);
      else if (st.session !== session) findings.fail(`${L}${e.where}: ${id} belongs to session ${st.session}, not ${session}`);
      if (st.seq !== expectedSeq) findings.fail(`${L}${e.where}: seq ${st.seq ?? '(none)'} where ${expectedSeq} was expected`);
      if (st.prev !== prevId) {
        findings.fail(
          `${L}${e.where}: prev ${st.prev === null ? 'null' : (st.prev ?? '(none)')} does not name the receipt before it (${prevId ?? 'null'})`,
        );
      }
      // Resynchronise after a break, so one missing receipt is one finding, not thousands.
      expectedSeq = (typeof st.seq === 'number' ? st.seq : expectedSeq) + 1;
      prevId = id;
      recs.push({ entry: e, pkg, id, st });
    }
    if (closePayload && closePayload.count !== recs.length) {
      findings.fail(`${L}the close record counts ${plural(closePayload.count, 'receipt')}; the package holds ${recs.length}`);
    }
    return { pkg, session, recs };
  });
  const detail =
    findings.failCount === 0
      ? packages
          .map((p) => `${p.pkg.label}${p.session ?? 'no session'}: seq 1..${p.recs.length}, each prev the receipt before it`)
          .join('; ')
      : `${plural(
          pkgs.reduce((n, p) => n + p.entries.length, 0),
          'receipt',
        )} checked for seq, prev, session and duplicates`;
  return { row: findings.row('chain', detail), packages, seenIds };
}
