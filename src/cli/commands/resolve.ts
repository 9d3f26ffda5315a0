/**
 * `judge --resolve ART --by URI --decision allow|deny|route [--route NAME] [--reason TEXT]
 * [--key FILE]` (docs/receipts.md): a person's decision on a judgement, signed as its own
 * `judgement.resolution.v1` receipt with the judgement as subject, chained onto the active
 * session (else stored loose). Signed by the decider's own key when one is at hand (key-bound);
 * otherwise by the store key, and the receipt says the decider is only asserted.
 */
import { resolve as resolvePath } from 'node:path';
import { isReceiptId } from '../../crypto/ids.js';
import { ExitCode, StoreError, UsageError, VerificationError } from '../../errors.js';
import { isUri, resolutionPayload } from '../../receipts/build.js';
import type { SigningKey } from '../../receipts/envelope.js';
import { verifyReceipt } from '../../receipts/verify.js';
import type { JudgementPayload, ResolutionDecision, ResolutionPayload } from '../../receipts/types.js';
import { emit, allReceipts, findReceipt, resolutionsOf, type Located, loadPublicKeys, loadSystemKey, writePublicKey, currentSessionId, requireStore, type StoreLocation, readPassphrase, listUserKeys, openUserKey, readUserKeyFile, userKeysDir } from '../../store/index.js';
import type { Io } from '../io.js';

/** The root-level flags this command reads (main.ts passes them through as parsed). */
export interface ResolveFlags {
  resolve?: string;
  by?: string;
  decision?: string;
  route?: string;
  reason?: string;
  key?: string;
  format?: string;
}

export const MAX_REASON = 4000;

function parseFlags(f: ResolveFlags): { id: string; by: string; decision: ResolutionDecision; route?: string; reason?: string } {
  if (!isReceiptId(f.resolve)) {
    throw new UsageError('resolve.id', `--resolve: ${JSON.stringify(String(f.resolve ?? '').slice(0, 80))} is not a receipt id (art_ + 32 hex)`);
  }
  if (f.by === undefined) throw new UsageError('resolve.by', '--by: required (who decides, as a URI such as human://alice)');
  if (!isUri(f.by)) throw new UsageError('resolve.by', `--by: ${JSON.stringify(String(f.by).slice(0, 80))} is not a URI (e.g. human://alice)`);
  const decision = f.decision;
  if (decision !== 'allow' && decision !== 'deny' && decision !== 'route') {
    throw new UsageError('resolve.decision', `--decision: required, one of allow, deny, route${decision === undefined ? '' : ` (got ${JSON.stringify(String(decision).slice(0, 40))})`}`);
  }
  if (decision === 'route' && (f.route === undefined || f.route.trim() === '')) throw new UsageError('resolve.route', '--route: required with --decision route (where the call goes)');
  if (decision !== 'route' && f.route !== undefined) throw new UsageError('resolve.route', `--route: only with --decision route (got --decision ${decision})`);
  if (f.route !== undefined && [...f.route].length > 200) throw new UsageError('resolve.route', '--route: at most 200 characters');
  if (f.reason !== undefined && [...f.reason].length > MAX_REASON) throw new UsageError('resolve.reason', `--reason: at most ${MAX_REASON} characters`);
  return { id: f.resolve, by: f.by, decision, route: f.route, reason: f.reason };
}

function describeResolution(l: Located): string {
  const p = l.record.statement!.payload as ResolutionPayload;
  return `${l.record.id} (${p.decision}${p.route ? ` → ${p.route}` : ''} by ${p.by})`;
}

/** The key to sign with: --key FILE, else the decider's key in the user key folder, else the store key. */
async function signingKeyFor(by: string, keyFlag: string | undefined, store: StoreLocation, io: Io): Promise<SigningKey> {
  let path: string | undefined;
  if (keyFlag !== undefined) {
    path = resolvePath(io.cwd, keyFlag);
  } else {
    const mine = listUserKeys(userKeysDir(io.env)).filter((k) => k.file.uri === by);
    if (mine.length > 1) throw new UsageError('resolve.key-ambiguous', `${mine.length} keys for ${by} in ${userKeysDir(io.env)}; name one with --key FILE`);
    path = mine[0]?.path;
  }
  if (path === undefined) return loadSystemKey(store);
  const file = readUserKeyFile(path);
  if (file.uri !== by) throw new UsageError('resolve.key-uri', `--key ${keyFlag ?? path}: the key belongs to ${file.uri}, not --by ${by}`);
  const passphrase = await readPassphrase(io, `passphrase for ${by} (${file.keyid}): `);
  return openUserKey(file, passphrase, path);
}

export async function run(flags: ResolveFlags, io: Io): Promise<number> {
  const format = flags.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError('format.invalid', `--format: expected text or json, got ${JSON.stringify(format)}`);
  const f = parseFlags(flags);
  const store = requireStore(io.cwd, io.env);

  const found = findReceipt(store, f.id, currentSessionId(store));
  // Exit 6, as `judge verify` says of the same id: a receipt that is not there may be one whose
  // bytes changed (and with them its id), so it is evidence that does not verify, not a typo.
  if (!found || found.record.id !== f.id) throw new VerificationError('resolve.unknown', `--resolve: no receipt ${f.id} in ${store.dir} (a receipt whose bytes changed no longer has its id)`);
  const s = found.record.statement;
  if (!s) throw new StoreError('resolve.unreadable', `--resolve: receipt ${f.id} cannot be read (${found.record.problem})`);
  if (s.kind !== 'judgement.v1') throw new UsageError('resolve.not-a-judgement', `--resolve: ${f.id} is a ${s.kind} receipt, not a judgement`);
  const keys = loadPublicKeys(store);
  const checked = verifyReceipt(found.record.text, (k) => keys.get(k));
  if (!checked.ok) throw new VerificationError('resolve.judgement-unverified', `--resolve: ${f.id} does not verify (${checked.problem}); refusing to resolve it`);
  const judged = s.payload as JudgementPayload;

  const standing = () => {
    const prior = resolutionsOf(allReceipts(store), f.id);
    if (prior.length > 0) {
      throw new UsageError('resolve.already', `--resolve: ${f.id} is already resolved by ${describeResolution(prior[0]!)}; a judgement is resolved once`);
    }
  };
  standing(); // before asking for a passphrase

  const key = await signingKeyFor(f.by, flags.key, store, io);
  const keyBound = key.uri === f.by;
  if (keyBound && !keys.has(key.keyid)) writePublicKey(store, key);
  const payload = resolutionPayload({ judgement: f.id, by: f.by, decision: f.decision, route: f.route, reason: f.reason, judgedEffect: judged.effect, keyBound });
  // Checked again under the session lock, so two people resolving at once cannot both win.
  const { receipts, sessionId } = await emit(store, 'judgement.resolution.v1', [payload], { key, subject: f.id, underLock: standing });
  const r = receipts[0]!;

  if (format === 'json') {
    io.stdout.write(`${JSON.stringify({ receipt: r.id, session: sessionId, seq: r.statement.seq ?? null, ...payload, signer: key.uri, keyid: key.keyid })}\n`);
    return ExitCode.ok;
  }
  const lines = [
    `resolved ${f.id}: ${f.decision}${f.route ? ` → ${f.route}` : ''} by ${f.by}`,
    payload.overrides ? `  overrides the judge's ${payload.overrides}` : `  the judge's effect was ${judged.effect ?? 'none'}`,
    keyBound
      ? `  key-bound: signed by ${f.by}'s own key ${key.keyid}`
      : `  asserted, not key-bound: signed by the store key ${key.keyid} (give ${f.by} a key with \`judge keys new ${f.by}\`)`,
    `  receipt ${r.id}${sessionId ? ` (session ${sessionId}, seq ${r.statement.seq})` : ' (loose, outside a session)'}`,
  ];
  io.stdout.write(`${lines.join('\n')}\n`);
  return ExitCode.ok;
}
