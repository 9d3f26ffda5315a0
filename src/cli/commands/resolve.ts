/**
 * `judge --resolve ART|CALL --by URI --decision allow|deny|route [--route NAME] [--reason TEXT]
 * [--key FILE] [--asserted]` (docs/receipts.md): a person's decision, signed as one
 * `judgement.resolution.v1` receipt per judgement with the judgement as subject.
 *
 * - A whole call (`call_…`) is resolved in one step: one passphrase, one resolution for each of
 *   its judgements that escalated or refused and is not resolved yet.
 * - Resolutions go into the session that holds the judgement, so they travel in its package (see
 *   sessionFor for closed sessions); never loose when the judgement is in a session.
 * - Signed by the decider's own key when one is at hand (key-bound). Without one the store key
 *   signs and the receipt says the decider is only asserted: that takes `--asserted`, so a typo
 *   in `--by` cannot silently record a permanent asserted decision.
 */
import { resolve as resolvePath } from 'node:path';
import { isCallId, isReceiptId } from '../../crypto/ids.js';
import { ExitCode, StoreError, UsageError, VerificationError } from '../../errors.js';
import { isUri, resolutionPayload } from '../../receipts/build.js';
import type { SigningKey } from '../../receipts/envelope.js';
import { verifyReceipt } from '../../receipts/verify.js';
import type { JudgementPayload, ResolutionDecision, ResolutionPayload } from '../../receipts/types.js';
import {
  emit,
  allReceipts,
  findReceipt,
  resolutionsOf,
  type Located,
  loadPublicKeys,
  loadSystemKey,
  writePublicKey,
  currentSessionId,
  requireStore,
  type StoreLocation,
  readPassphrase,
  listUserKeys,
  openUserKey,
  readUserKeyFile,
  userKeysDir,
  readSessionInfo,
} from '../../store/index.js';
import type { Io } from '../io.js';
import { outputFormat } from '../format.js';

/** The root-level flags this command reads (main.ts passes them through as parsed). */
export interface ResolveFlags {
  resolve?: string;
  by?: string;
  decision?: string;
  route?: string;
  reason?: string;
  key?: string;
  asserted?: boolean;
  format?: string;
}

export const MAX_REASON = 4000;

function parseFlags(f: ResolveFlags): { id: string; by: string; decision: ResolutionDecision; route?: string; reason?: string } {
  if (!isReceiptId(f.resolve) && !isCallId(f.resolve)) {
    throw new UsageError(
      'resolve.id',
      `--resolve: ${JSON.stringify(String(f.resolve ?? '').slice(0, 80))} is neither a receipt id (art_ + 32 hex) nor a call id (call_ + 32 hex)`,
    );
  }
  if (f.by === undefined) throw new UsageError('resolve.by', '--by: required (who decides, as a URI such as human://alice)');
  if (!isUri(f.by))
    throw new UsageError('resolve.by', `--by: ${JSON.stringify(String(f.by).slice(0, 80))} is not a URI (e.g. human://alice)`);
  const decision = f.decision;
  if (decision !== 'allow' && decision !== 'deny' && decision !== 'route') {
    throw new UsageError(
      'resolve.decision',
      `--decision: required, one of allow, deny, route${decision === undefined ? '' : ` (got ${JSON.stringify(String(decision).slice(0, 40))})`}`,
    );
  }
  if (decision === 'route' && (f.route === undefined || f.route.trim() === ''))
    throw new UsageError('resolve.route', '--route: required with --decision route (where the call goes)');
  if (decision !== 'route' && f.route !== undefined)
    throw new UsageError('resolve.route', `--route: only with --decision route (got --decision ${decision})`);
  if (f.route !== undefined && [...f.route].length > 200) throw new UsageError('resolve.route', '--route: at most 200 characters');
  if (f.reason !== undefined && [...f.reason].length > MAX_REASON)
    throw new UsageError('resolve.reason', `--reason: at most ${MAX_REASON} characters`);
  return { id: f.resolve, by: f.by, decision, route: f.route, reason: f.reason };
}

function describeResolution(l: Located): string {
  const p = l.record.statement!.payload as ResolutionPayload;
  return `${l.record.id} (${p.decision}${p.route ? ` → ${p.route}` : ''} by ${p.by})`;
}

/**
 * The key to sign with: --key FILE, else the decider's key in the user key folder, else — only
 * with --asserted — the store key. Without a key and without --asserted the likely cause is a
 * typo in --by, so the known deciders are named.
 */
async function signingKeyFor(by: string, flags: ResolveFlags, store: StoreLocation, io: Io): Promise<SigningKey> {
  const keyFlag = flags.key;
  let path: string | undefined;
  if (keyFlag !== undefined) {
    path = resolvePath(io.cwd, keyFlag);
  } else {
    const mine = listUserKeys(userKeysDir(io.env)).filter((k) => k.file.uri === by);
    if (mine.length > 1)
      throw new UsageError('resolve.key-ambiguous', `${mine.length} keys for ${by} in ${userKeysDir(io.env)}; name one with --key FILE`);
    path = mine[0]?.path;
  }
  if (path === undefined) {
    if (!flags.asserted) {
      const known = [...new Set(listUserKeys(userKeysDir(io.env)).map((k) => k.file.uri))].sort();
      throw new UsageError(
        'resolve.no-key',
        `--by ${by}: no key for ${by} in ${userKeysDir(io.env)}${known.length > 0 ? ` (keys exist for ${known.slice(0, 5).join(', ')})` : ''}; ` +
          `create one with \`judge keys new ${by}\`, or add --asserted to record a decision signed by the store key and marked as asserted, not key-bound`,
      );
    }
    return loadSystemKey(store);
  }
  const file = readUserKeyFile(path);
  if (file.uri !== by) throw new UsageError('resolve.key-uri', `--key ${keyFlag ?? path}: the key belongs to ${file.uri}, not --by ${by}`);
  const passphrase = await readPassphrase(io, `passphrase for ${by} (${file.keyid}): `);
  return openUserKey(file, passphrase, path);
}

interface Target {
  id: string;
  located: Located;
  payload: JudgementPayload;
}

/** A judgement the store holds, checked against the store's keys. */
function verifiedJudgement(l: Located, keys: ReturnType<typeof loadPublicKeys>, id: string): Target {
  const s = l.record.statement;
  if (!s) throw new StoreError('resolve.unreadable', `--resolve: receipt ${id} cannot be read (${l.record.problem})`);
  if (s.kind !== 'judgement.v1')
    throw new UsageError('resolve.not-a-judgement', `--resolve: ${id} is a ${s.kind} receipt, not a judgement`);
  const checked = verifyReceipt(l.record.text, (k) => keys.get(k));
  if (!checked.ok)
    throw new VerificationError(
      'resolve.judgement-unverified',
      `--resolve: ${id} does not verify (${checked.problem}); refusing to resolve it`,
    );
  return { id, located: l, payload: s.payload as JudgementPayload };
}

/** The judgements `--resolve` names: one receipt, or the escalated and refused judgements of one call. */
function targetsOf(store: StoreLocation, id: string, keys: ReturnType<typeof loadPublicKeys>): Target[] {
  if (isReceiptId(id)) {
    const found = findReceipt(store, id, currentSessionId(store));
    if (!found || found.record.id !== id) throw new VerificationError('resolve.unknown', `--resolve: no receipt ${id} in ${store.dir}`);
    return [verifiedJudgement(found, keys, id)];
  }
  const ofCall = allReceipts(store).filter(
    (l) => l.record.statement?.kind === 'judgement.v1' && (l.record.statement.payload as JudgementPayload).call?.id === id,
  );
  if (ofCall.length === 0) throw new VerificationError('resolve.unknown', `--resolve: no judgement of call ${id} in ${store.dir}`);
  const open = ofCall
    .map((l) => verifiedJudgement(l, keys, l.record.id ?? '(unreadable)'))
    .filter((t) => t.payload.outcome === 'escalated' || t.payload.outcome === 'refused');
  if (open.length === 0)
    throw new UsageError(
      'resolve.nothing',
      `--resolve: call ${id} has no escalated or refused judgement; there is nothing for a person to decide`,
    );
  return open;
}

/**
 * Where the resolutions go: the judgement's own session while it is open, so they travel in its
 * package. A closed session's judgement is resolved in the active session (a later package of
 * the same store, verified together with the first); with no active session that would be a
 * loose receipt no package ever carries, so it is refused with the fix. A loose judgement's
 * resolution goes where it always went: the active session, else loose.
 */
function sessionFor(store: StoreLocation, targets: readonly Target[]): string | null {
  const where = targets[0]!.located.where;
  const active = currentSessionId(store);
  if (where.kind !== 'session') return active;
  if (readSessionInfo(store, where.sessionId).status === 'open') return where.sessionId;
  if (active !== null) return active;
  throw new UsageError(
    'resolve.session-closed',
    `--resolve: the judgement is in session ${where.sessionId}, which is closed and sealed, and no session is active to carry the resolution; ` +
      'run `judge session start`, resolve again, close that session, and verify both packages together (judge package verify A B)',
  );
}

export async function run(flags: ResolveFlags, io: Io): Promise<number> {
  const format = outputFormat(flags.format, ['text', 'json']);
  const f = parseFlags(flags);
  const store = requireStore(io.cwd, io.env);
  const keys = loadPublicKeys(store);
  const targets = targetsOf(store, f.id, keys);
  const sessionId = sessionFor(store, targets);

  // Already-resolved judgements: a single one is refused; a call's are skipped, the rest resolved.
  const pending = (): Target[] => {
    const all = allReceipts(store);
    const left = targets.filter((t) => resolutionsOf(all, t.id).length === 0);
    if (left.length === 0) {
      const prior = resolutionsOf(all, targets[0]!.id)[0]!;
      const what = targets.length === 1 ? targets[0]!.id : `every open judgement of call ${f.id}`;
      throw new UsageError(
        'resolve.already',
        `--resolve: ${what} is already resolved by ${describeResolution(prior)}; a judgement is resolved once`,
      );
    }
    return left;
  };
  const before = pending(); // before asking for a passphrase

  const key = await signingKeyFor(f.by, flags, store, io);
  const keyBound = key.uri === f.by;
  if (keyBound && !keys.has(key.keyid)) writePublicKey(store, key);
  const chosen = before;
  const payloads = () =>
    chosen.map((t) =>
      resolutionPayload({
        judgement: t.id,
        by: f.by,
        decision: f.decision,
        route: f.route,
        reason: f.reason,
        judgedEffect: t.payload.effect,
        keyBound,
      }),
    );
  // Checked again under the session lock, so two people resolving at once cannot both win.
  const { receipts, sessionId: into } = await emit(store, 'judgement.resolution.v1', payloads(), {
    key,
    subject: chosen.map((t) => t.id),
    sessionId: sessionId ?? undefined,
    underLock: () => {
      if (pending().length !== chosen.length)
        throw new UsageError('resolve.raced', '--resolve: another resolution landed while this one was being signed; run it again');
    },
  });
  const made = receipts.map((r, i) => ({
    receipt: r.id,
    seq: r.statement.seq ?? null,
    ...(r.statement.payload as ResolutionPayload),
    judgedEffect: chosen[i]!.payload.effect,
  }));

  if (format === 'json') {
    if (isReceiptId(f.id)) {
      const { judgedEffect: _e, ...one } = made[0]!;
      io.stdout.write(`${JSON.stringify({ ...one, session: into, signer: key.uri, keyid: key.keyid })}\n`);
    } else {
      const resolutions = made.map(({ judgedEffect: _e, ...r }) => r);
      io.stdout.write(`${JSON.stringify({ call: f.id, session: into, signer: key.uri, keyid: key.keyid, resolutions })}\n`);
    }
    return ExitCode.ok;
  }
  const lines = [
    `resolved ${isReceiptId(f.id) ? f.id : `call ${f.id} (${made.length} judgement${made.length === 1 ? '' : 's'})`}: ${f.decision}${f.route ? ` → ${f.route}` : ''} by ${f.by}`,
  ];
  for (const m of made) {
    lines.push(
      `  ${m.judgement}: ${m.overrides ? `overrides the judge's ${m.overrides}` : `the judge's effect was ${m.judgedEffect ?? 'none'}`} → receipt ${m.receipt}`,
    );
  }
  const skipped = targets.length - made.length;
  if (skipped > 0) lines.push(`  ${skipped} judgement${skipped === 1 ? ' was' : 's were'} already resolved and left as they are`);
  lines.push(
    keyBound
      ? `  key-bound: signed by ${f.by}'s own key ${key.keyid}`
      : `  asserted, not key-bound: signed by the store key ${key.keyid} (give ${f.by} a key with \`judge keys new ${f.by}\`)`,
    into
      ? `  session ${into}${made.length === 1 ? `, seq ${made[0]!.seq}` : `, seq ${made[0]!.seq}–${made.at(-1)!.seq}`}`
      : '  loose, outside a session',
  );
  io.stdout.write(`${lines.join('\n')}\n`);
  return ExitCode.ok;
}
