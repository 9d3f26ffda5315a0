/**
 * `judge verify ID|last`: re-derive the receipt's id, check its signature against the store's
 * keys and that its signer is the key's URI, then walk the chain back to the session root
 * checking every receipt and link (docs/verification.md). A loose receipt's `subject` is followed while
 * it names a receipt in this store. Failure exits 6 and never prints a success word.
 */
import { readFileSync } from 'node:fs';
import { isReceiptId } from '../../crypto/ids.js';
import { ExitCode, StoreError, UsageError } from '../../errors.js';
import type { KeyLookup, PublicKeyInfo } from '../../receipts/envelope.js';
import { verifyReceipt } from '../../receipts/verify.js';
import { verifyChainTo } from '../../receipts/verify-chain.js';
import {
  readChain,
  findReceipt,
  type Located,
  loadPublicKeys,
  currentSessionId,
  requireStore,
  storePaths,
  type StoreLocation,
} from '../../store/index.js';
import type { Io } from '../io.js';
import { outputFormat } from '../format.js';

export interface VerifyOptions {
  target?: string;
  format?: string;
}

interface Step {
  id: string;
  kind: string;
  signer: string;
  keyid: string;
  session?: string;
  seq?: number;
  /** Receipts checked for this step (the chain to the root, or 1 for a loose receipt). */
  checked: number;
}

class Failed extends Error {}

/** Maximum `subject` hops followed from a loose receipt. */
const MAX_SUBJECT_HOPS = 64;

/**
 * What `last` means: the head of the active session's chain (by position, so a head whose
 * bytes were altered is still the one checked), else the newest receipt written (`.judge/last`).
 */
function lastReceipt(store: StoreLocation): { loc: Located | null; id: string | null } {
  const session = currentSessionId(store);
  if (session !== null) {
    const records = readChain(store, session).records;
    if (records.length > 0) {
      const record = records.at(-1)!;
      return {
        loc: { record, where: { kind: 'session', sessionId: session, index: records.length - 1 } },
        id: record.id ?? `line ${records.length} of ${session}`,
      };
    }
  }
  try {
    return { loc: null, id: readFileSync(storePaths.last(store), 'utf8').trim() };
  } catch {
    return { loc: null, id: null };
  }
}

/** Verifies what `loc` points at; throws Failed with a message naming the fault. */
function verifyLocated(store: StoreLocation, loc: Located, wanted: string, lookup: KeyLookup): Step {
  if (loc.where.kind === 'session') {
    const { sessionId, index } = loc.where;
    const chain = readChain(store, sessionId);
    const verdict = verifyChainTo(
      chain.records.map((r) => r.text),
      index,
      sessionId,
      lookup,
    );
    if (!verdict.ok) throw new Failed(`session ${sessionId}, line ${verdict.line}: ${verdict.problem}`);
    const target = verdict.receipts[index]!;
    return {
      id: target.id,
      kind: target.statement.kind,
      signer: target.statement.signer,
      keyid: target.key.keyid,
      session: sessionId,
      seq: target.statement.seq,
      checked: verdict.checked,
    };
  }
  const text = readFileSync(loc.where.path, 'utf8').replace(/\n$/, '');
  const r = verifyReceipt(text, lookup);
  if (!r.ok) throw new Failed(`${loc.where.path}: ${r.problem}`);
  if (r.id !== wanted) throw new Failed(`${loc.where.path}: its content hashes to ${r.id}, not ${wanted}; the receipt was altered`);
  return { id: r.id, kind: r.statement.kind, signer: r.statement.signer, keyid: r.key.keyid, checked: 1 };
}

export async function run(opts: VerifyOptions, io: Io): Promise<number> {
  const format = outputFormat(opts.format, ['text', 'json']);
  const target = opts.target ?? 'last';
  if (target !== 'last' && !isReceiptId(target)) {
    throw new UsageError('verify.id', `${JSON.stringify(String(target).slice(0, 80))} is not a receipt id (art_ + 32 hex) or "last"`);
  }
  const store = requireStore(io.cwd, io.env);

  const steps: Step[] = [];
  const notes: string[] = [];
  try {
    let keys: Map<string, PublicKeyInfo>;
    try {
      keys = loadPublicKeys(store);
    } catch (err) {
      // A key file that does not match its own id is a failed verification, not a store hiccup.
      if (err instanceof StoreError && err.code === 'key.corrupt') throw new Failed(err.message);
      throw err;
    }
    const lookup: KeyLookup = (keyid) => keys.get(keyid);
    const last = target === 'last' ? lastReceipt(store) : { loc: null, id: target };
    let id: string | null = last.id;
    let first: Located | null = last.loc;
    if (id === null) throw new Failed('the store holds no receipt yet');
    let hops = 0;
    const seen = new Set<string>();
    while (id !== null) {
      const loc: Located | null = first ?? (isReceiptId(id) ? findReceipt(store, id, currentSessionId(store)) : null);
      first = null;
      if (!loc) {
        if (steps.length === 0) throw new Failed(`no receipt ${id} in ${store.dir} (a receipt whose bytes changed no longer has its id)`);
        notes.push(`subject ${id} is not in this store; not followed`);
        break;
      }
      const step = verifyLocated(store, loc, id, lookup);
      steps.push(step);
      seen.add(id);
      // A chained receipt's history is its chain, already walked; a loose one's parent is its subject.
      if (loc.where.kind === 'session') break;
      const subject: string | null = loc.record.statement?.subject ?? null;
      if (subject === null) break;
      if (seen.has(subject) || ++hops > MAX_SUBJECT_HOPS)
        throw new Failed(`subject links loop or run deeper than ${MAX_SUBJECT_HOPS} at ${subject}`);
      id = subject;
    }
  } catch (err) {
    if (!(err instanceof Failed)) throw err;
    if (format === 'json') io.stdout.write(`${JSON.stringify({ result: 'failed', target, problem: err.message })}\n`);
    io.stderr.write(`judge verify: FAILED: ${err.message}\n`);
    return ExitCode.verificationFailed;
  }

  const torn = (() => {
    const s = steps[0]?.session;
    return s ? readChain(store, s).tornBytes : 0;
  })();
  if (torn > 0)
    notes.push(
      `${torn} bytes of an unfinished write follow the last receipt; they are not part of the chain and the next write removes them`,
    );

  const head = steps[0]!;
  const total = steps.reduce((n, s) => n + s.checked, 0);
  if (format === 'json') {
    io.stdout.write(
      `${JSON.stringify({ result: 'verified', id: head.id, kind: head.kind, signer: head.signer, keyid: head.keyid, session: head.session ?? null, seq: head.seq ?? null, checked: total, steps, notes })}\n`,
    );
    return ExitCode.ok;
  }
  const lines = [`verified ${head.id} (${head.kind}, signed as ${head.signer} by ${head.keyid})`];
  for (const s of steps) {
    lines.push(
      s.session
        ? `  ${s.id}: seq ${s.seq} of session ${s.session}; ${s.checked} receipt(s) back to the root, every signature, id, seq and prev checked`
        : `  ${s.id}: loose receipt; signature and id checked`,
    );
  }
  for (const n of notes) lines.push(`  note: ${n}`);
  io.stdout.write(`${lines.join('\n')}\n`);
  return ExitCode.ok;
}
