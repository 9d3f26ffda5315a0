/**
 * Verifying a session chain up to one receipt (for `judge verify`): every receipt from the
 * root to the target verifies, belongs to the session, and links to the one before it by
 * `seq` (contiguous from 1) and `prev` (the re-derived id of its predecessor). Pure: the caller
 * reads the lines and the keys.
 */
import type { KeyLookup } from './envelope.js';
import { verifyReceipt, type VerifiedReceipt } from './verify.js';

export interface ChainVerdict {
  ok: boolean;
  /** Receipts that verified, walking back from the target. */
  checked: number;
  problem?: string;
  /** 1-based line of the first fault found walking back from the target. */
  line?: number;
  receipts: VerifiedReceipt[];
}

export function verifyChainTo(lines: readonly string[], target: number, sessionId: string, lookup: KeyLookup): ChainVerdict {
  const verified: (VerifiedReceipt | null)[] = [];
  const problems: (string | null)[] = [];
  for (let i = 0; i <= target; i++) {
    const r = verifyReceipt(lines[i], lookup);
    verified.push(r.ok ? r : null);
    problems.push(r.ok ? null : r.problem);
  }
  let checked = 0;
  for (let i = target; i >= 0; i--) {
    const fail = (problem: string): ChainVerdict => ({ ok: false, checked, problem, line: i + 1, receipts: [] });
    const r = verified[i];
    if (!r) return fail(problems[i]!);
    const s = r.statement;
    if (s.session !== sessionId) return fail(`${r.id}: belongs to session ${s.session ?? '(none)'}, not ${sessionId}`);
    if (s.seq !== i + 1) return fail(`${r.id}: seq ${s.seq} at line ${i + 1}; the chain has a gap, a duplicate or a reordering`);
    const expected = i === 0 ? null : verified[i - 1]?.id;
    if (i > 0 && !expected) return fail(`${r.id}: prev ${String(s.prev)}, but the receipt before it does not verify (${problems[i - 1]})`);
    if (s.prev !== expected)
      return fail(`${r.id}: prev ${String(s.prev)} is not the receipt before it (${expected ?? 'none: this is the root'})`);
    checked += 1;
  }
  return { ok: true, checked, receipts: verified as VerifiedReceipt[] };
}
