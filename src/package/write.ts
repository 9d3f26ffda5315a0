/**
 * Seals a session into a package (docs/FORMAT.md, "Package"): the receipts in chain
 * order, the public key of every signer, the states when asked, and last a close record signed
 * with the store key that binds the session, the count, the head, a digest over the receipt ids
 * and the digest of every other file — so no byte of the package can change unnoticed.
 *
 * The package is assembled in memory, verified with the same pure verifier a reader will use
 * (a chain that would not verify is never sealed), then written to a temporary folder beside
 * the destination and renamed into place: a reader sees no package or a whole one.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { digestBytes, digestOf } from '../canonical/jcs.js';
import { encodeBase64 } from '../crypto/base64.js';
import { StoreError, UsageError } from '../errors.js';
import { signStatement, type SigningKey } from '../receipts/envelope.js';
import { STATEMENT_TYPE, type ClosePayload, type Statement } from '../receipts/types.js';
import { readChain } from '../store/chain.js';
import { uniqueSuffix } from '../fs/unique.js';
import { diskFault, writeFileAtomic } from '../store/fsutil.js';
import { loadPublicKeys, loadSystemKey } from '../store/keys.js';
import { storePaths, type StoreLocation } from '../store/locate.js';
import { verifyPackagesParallel } from './parallel.js';
import { CLOSE_FILE, RECEIPTS_FILE } from './types.js';
import { isoTime } from '../time.js';

export interface WritePackageOptions {
  /** Destination folder; default `.judge/packages/<session>/`. */
  outDir?: string;
  /** Copy the states the receipts were judged on (they can hold secrets: off by default). */
  withStates?: boolean;
}

/** The rows that must pass before a chain is sealed; judgements and replay are the reader's to judge. */
const SEAL_ROWS = new Set(['envelopes', 'ids', 'signatures', 'chain', 'close']);

/** Builds the package files in memory (close.json last). Exported for tests and benchmarks. */
export function assemblePackage(
  store: StoreLocation,
  sessionId: string,
  withStates: boolean,
): { files: Map<string, Uint8Array>; count: number; head: string | null } {
  const chain = readChain(store, sessionId);
  const unreadable = chain.records.filter((r) => !r.id || !r.statement);
  if (unreadable.length > 0) {
    throw new StoreError(
      'package.chain-unreadable',
      `session ${sessionId}: receipts.jsonl line ${unreadable[0]!.line} cannot be read (${unreadable[0]!.problem ?? 'unknown'}); run \`judge verify last\``,
    );
  }
  const files = new Map<string, Uint8Array>();
  // Only complete lines: a torn tail was never part of the chain.
  files.set(RECEIPTS_FILE, Buffer.from(chain.records.map((r) => `${r.text}\n`).join(''), 'utf8'));

  const known = loadPublicKeys(store);
  const keyids = new Set<string>();
  const judgeKeyids = new Set<string>();
  for (const r of chain.records) {
    const env = JSON.parse(r.text) as { payload: string; signatures: Array<{ keyid?: string }> };
    for (const s of env.signatures) keyids.add(s.keyid ?? '');
    // An HTTP judge's co-signing key travels too, when the store kept it (judge --judge-key).
    const keyid = (
      JSON.parse(Buffer.from(env.payload, 'base64').toString('utf8')) as { payload?: { judge_signature?: { keyid?: unknown } } }
    ).payload?.judge_signature?.keyid;
    if (typeof keyid === 'string') judgeKeyids.add(keyid);
  }
  for (const keyid of judgeKeyids) if (known.has(keyid)) keyids.add(keyid);
  const system = loadSystemKey(store);
  keyids.add(system.keyid);
  for (const keyid of [...keyids].sort()) {
    const key = known.get(keyid);
    if (!key)
      throw new StoreError(
        'package.key-missing',
        `session ${sessionId}: a receipt is signed by ${keyid || '(no keyid)'}, whose public key is not in ${storePaths.keys(store)}`,
      );
    const file = { keyid: key.keyid, uri: key.uri, alg: 'ed25519', public_key: encodeBase64(key.publicKey) };
    files.set(`keys/${key.keyid}.json`, Buffer.from(`${JSON.stringify(file)}\n`, 'utf8'));
  }

  if (withStates) {
    const dir = storePaths.sessionStates(store, sessionId);
    const digests = new Set<string>();
    for (const r of chain.records) {
      const p = r.statement!.payload as { state_digest?: unknown };
      if (typeof p.state_digest === 'string') digests.add(p.state_digest);
    }
    for (const digest of [...digests].sort()) {
      const hex = digest.slice('sha256:'.length);
      const path = join(dir, `${hex}.json`);
      if (!existsSync(path)) continue; // e.g. a call attested before states were kept
      const bytes = readFileSync(path);
      if (digestBytes(bytes) !== digest)
        throw new StoreError('package.state-corrupt', `${path}: does not hash to ${digest}; refusing to seal it`);
      files.set(`states/${hex}.json`, bytes);
    }
  }

  carryOverlays(files, join(storePaths.sessions(store), sessionId, 'rules'), chain.records);

  const ids = chain.records.map((r) => r.id!);
  const head = sealPackage(files, sessionId, ids, system);
  return { files, count: ids.length, head };
}

/**
 * The rule overlays the session's receipts were judged with (`judge.overlay_digest`), as
 * `rules/<hex>.json`: not secret, and what `package verify` replays those receipts with
 * (docs/configuration.md, "Rule overlay").
 */
function carryOverlays(
  files: Map<string, Uint8Array>,
  dir: string,
  records: ReadonlyArray<{ statement?: { payload: unknown } | null }>,
): void {
  const digests = new Set<string>();
  for (const r of records) {
    const judge = (r.statement?.payload as { judge?: { overlay_digest?: unknown } } | undefined)?.judge;
    if (typeof judge?.overlay_digest === 'string') digests.add(judge.overlay_digest);
  }
  for (const digest of [...digests].sort()) {
    const hex = digest.slice('sha256:'.length);
    const path = join(dir, `${hex}.json`);
    if (!existsSync(path)) continue; // verify then reports those receipts as not replayable here
    const bytes = readFileSync(path);
    if (digestBytes(bytes) !== digest)
      throw new StoreError('package.overlay-corrupt', `${path}: does not hash to ${digest}; refusing to seal it`);
    files.set(`rules/${hex}.json`, bytes);
  }
}

/**
 * Adds the signed close record to a package's files: it binds the session, the count, the head,
 * the digest of the receipt ids in order and the digest of every file already in `files`, and
 * chains onto the head (seq count+1, prev head) as the session's last statement.
 */
export function sealPackage(files: Map<string, Uint8Array>, sessionId: string, ids: readonly string[], key: SigningKey): string | null {
  const head = ids.length > 0 ? ids[ids.length - 1]! : null;
  const fileDigests: Record<string, string> = {};
  for (const [path, bytes] of [...files].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (path !== CLOSE_FILE) fileDigests[path] = digestBytes(bytes);
  }
  const payload: ClosePayload = { session: sessionId, count: ids.length, head, receipt_ids_digest: digestOf([...ids]), files: fileDigests };
  const statement: Statement<ClosePayload> = {
    type: STATEMENT_TYPE,
    kind: 'judgement.close.v1',
    signer: key.uri,
    issued_at: isoTime(),
    session: sessionId,
    seq: ids.length + 1,
    prev: head,
    payload,
  };
  files.set(CLOSE_FILE, Buffer.from(`${signStatement(statement, key).line}\n`, 'utf8'));
  return head;
}

/** A destination we may replace: absent, empty, or a package written before (has close.json). */
function checkDestination(dir: string): 'absent' | 'replace' {
  if (!existsSync(dir)) return 'absent';
  if (!statSync(dir).isDirectory()) throw new UsageError('package.out-not-dir', `${dir}: exists and is not a folder`);
  const names = readdirSync(dir);
  if (names.length === 0 || names.includes(CLOSE_FILE)) return 'replace';
  throw new UsageError('package.out-not-empty', `${dir}: exists, is not empty and holds no package; choose another --out`);
}

export async function writePackage(
  store: StoreLocation,
  sessionId: string,
  opts: WritePackageOptions,
): Promise<{ dir: string; count: number; head: string }> {
  const dir = resolve(opts.outDir ?? join(store.dir, 'packages', sessionId));
  const dest = checkDestination(dir);
  const { files, count, head } = assemblePackage(store, sessionId, opts.withStates === true);

  const report = await verifyPackagesParallel([{ name: dir, files }], {
    replay: () => ({ status: 'not-replayable', reason: 'not replayed while sealing' }),
  });
  const broken = report.rows.filter((r) => SEAL_ROWS.has(r.check) && r.status === 'fail');
  if (broken.length > 0) {
    const first = broken[0]!;
    throw new StoreError(
      'package.chain-invalid',
      `session ${sessionId} does not verify, refusing to seal it: ${first.check}: ${first.failures[0] ?? first.detail}`,
    );
  }

  const tmp = join(dirname(dir), `.${basename(dir)}.${uniqueSuffix()}.tmp`);
  try {
    mkdirSync(dirname(dir), { recursive: true, mode: 0o700 });
    mkdirSync(tmp, { mode: 0o700 });
  } catch (err) {
    throw diskFault(err, dir);
  }
  try {
    // Close record last, so even the temporary folder never holds a seal over missing files.
    const ordered = [...files].sort((a, b) => (a[0] === CLOSE_FILE ? 1 : b[0] === CLOSE_FILE ? -1 : a[0] < b[0] ? -1 : 1));
    for (const [path, bytes] of ordered) {
      const target = join(tmp, path);
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      writeFileAtomic(target, bytes, 0o644);
    }
    if (dest === 'replace') {
      const old = join(dirname(dir), `.${basename(dir)}.${uniqueSuffix()}.old`);
      renameSync(dir, old);
      try {
        renameSync(tmp, dir);
      } catch (err) {
        renameSync(old, dir); // put the previous package back
        throw err;
      }
      rmSync(old, { recursive: true, force: true });
    } else {
      renameSync(tmp, dir);
    }
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw diskFault(err, dir);
  }
  return { dir, count, head: head ?? '' };
}
