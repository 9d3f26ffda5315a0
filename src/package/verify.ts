/**
 * `judge package verify` as a pure function (SPEC §9, docs/FORMAT.md): package bytes, keys and
 * options in, one row per check out. Reading directories and printing are the caller's job.
 *
 * Rows, in order: envelopes, ids, signatures, chain, close, judgements, replay. Each row is
 * pass, warn or fail; the packages are verified only when no row fails (with `strict`, OPEN
 * escalations and rules receipts left unreplayed fail too).
 *
 * Several packages verified together share one judgements/replay analysis, so a resolution
 * signed in a later session resolves an escalation of an earlier one. Everything is counted
 * after de-duplication by receipt id: N copies of one receipt never pass for N receipts.
 *
 * Replay needs the questions a call was asked, and receipts carry one question each plus the
 * questions digest. The call's questions object is rebuilt from all its receipts
 * (`{key: question minus key}`) and must hash to `questions_digest`; only then is it replayed.
 */
import { canonicalJson, digestBytes, digestOf, hashWithOpenSsl } from '../canonical/jcs.js';
import { InternalError } from '../errors.js';
import { EFFECT_RANK, decideQuestion, outcomeOfEffect, type Outcome } from '../decision/decide.js';
import type { Answers, Effect, Questions } from '../questions/types.js';
import { validateAnswers } from '../questions/validate.js';
import { decodeBase64, encodeBase64 } from '../crypto/base64.js';
import { checkCosignature } from '../receipts/answer-signature.js';
import { overridesOf } from '../receipts/build.js';
import { prepareKey, verifyEd25519, type VerifyKey } from './ed25519.js';
import { parseKeyFile, type PackageKey, type TrustPins } from './keys.js';
import { parseEnvelope, type Judgement, type JudgementPayload, type ParsedEnvelope, type ResolutionPayload, type Statement } from './parse.js';

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

/** What re-running the rules judge gave: its answers, or why this build cannot re-run them. */
export type ReplayResult =
  | { status: 'replayed'; answers: Record<string, unknown> }
  | { status: 'not-replayable'; reason: string };

/** Re-runs the rules judge named by `rulesDigest` on a state (src/rules `replayRules`). */
export type ReplayFn = (state: unknown, questions: Questions, rulesDigest: string) => ReplayResult;

export interface VerifyOptions {
  /** Extra states (e.g. `--states DIR`), keyed by their digest `sha256:<hex>`. */
  states?: ReadonlyMap<string, Uint8Array>;
  trust?: TrustPins;
  strict?: boolean;
  replay: ReplayFn;
}

export const CHECKS = ['envelopes', 'ids', 'signatures', 'chain', 'close', 'judgements', 'replay'] as const;
export type CheckName = (typeof CHECKS)[number];
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
}

export interface JudgementsSummary {
  judgements: number;
  by_judge: Record<string, number>;
  calls: number;
  escalated: number;
  resolved: number;
  open: string[];
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

const MAX_LISTED = 50;

/**
 * close.json is the one file no other file binds, and DSSE envelopes have slack the signature
 * does not cover (whitespace, base64 alphabet and padding, unknown fields). So it must be exactly
 * the one line judge writes: any edited byte, even one that leaves the meaning intact, shows.
 */
function isWrittenForm(bytes: Uint8Array): boolean {
  try {
    const e = JSON.parse(Buffer.from(bytes).toString('utf8')) as { payloadType: string; payload: string; signatures: Array<{ keyid: string; sig: string }> };
    const std = (b64: string): boolean => {
      const bytes = decodeBase64(b64);
      return bytes !== null && encodeBase64(bytes) === b64;
    };
    if (!std(e.payload) || !e.signatures.every((s) => std(s.sig))) return false;
    const again = { payloadType: e.payloadType, payload: e.payload, signatures: e.signatures.map((s) => ({ keyid: s.keyid, sig: s.sig })) };
    return Buffer.from(`${JSON.stringify(again)}\n`, 'utf8').equals(bytes);
  } catch {
    return false;
  }
}

class Findings {
  readonly failures: string[] = [];
  readonly warnings: string[] = [];
  failCount = 0;
  warnCount = 0;
  fail(msg: string): void {
    if (this.failCount++ < MAX_LISTED) this.failures.push(msg);
  }
  warn(msg: string): void {
    if (this.warnCount++ < MAX_LISTED) this.warnings.push(msg);
  }
  row(check: CheckName, detail: string): Row {
    const status: RowStatus = this.failCount > 0 ? 'fail' : this.warnCount > 0 ? 'warn' : 'pass';
    const omitted = Math.max(0, this.failCount - this.failures.length) + Math.max(0, this.warnCount - this.warnings.length);
    return { check, status, detail, failures: this.failures, warnings: this.warnings, omitted };
  }
}

interface Entry {
  pkg: Pkg;
  where: string;
  env: ParsedEnvelope;
  /** All of its signatures were by package keys and checked out. */
  signed: boolean;
}

/** An entry whose statement parsed, after de-duplication. */
interface Rec {
  entry: Entry;
  pkg: Pkg;
  id: string;
  st: Statement;
}

/** A judgement receipt with its typed payload. */
interface JRec {
  rec: Rec;
  id: string;
  pkg: Pkg;
  st: Statement;
  j: Judgement;
}

interface Pkg {
  input: PackageInput;
  label: string;
  keys: Map<string, PackageKey>;
  entries: Entry[];
  close: Entry | null;
  recs: Rec[];
  session: string | null;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function tally(map: Map<string, number> | Record<string, number>): string {
  const entries = map instanceof Map ? [...map] : Object.entries(map);
  return entries
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');
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
 * parses everything and hands each signature to `onJob` as it meets it (the job's bytes are
 * only valid during the call: copy what you keep); `complete` takes the verdicts (true =
 * verifies, by the rule in ed25519.ts) in job order and returns the report.
 */
export function beginVerify(
  inputs: readonly PackageInput[],
  opts: VerifyOptions,
  onJob: (job: SignatureJob, index: number) => void,
): { count: () => number; complete: (verdicts: readonly boolean[]) => VerifyReport } {
  hashWithOpenSsl(); // thousands of hashes: OpenSSL beats JavaScript once loaded
  const strict = opts.strict === true;
  const f = {
    envelopes: new Findings(),
    ids: new Findings(),
    signatures: new Findings(),
    chain: new Findings(),
    close: new Findings(),
    judgements: new Findings(),
    replay: new Findings(),
  } satisfies Record<CheckName, Findings>;
  const many = inputs.length > 1;
  const verifyKeys = new Map<string, VerifyKey>();
  const keyFor = (k: PackageKey): VerifyKey => {
    const cacheKey = Buffer.from(k.publicKey).toString('hex');
    let vk = verifyKeys.get(cacheKey);
    if (!vk) verifyKeys.set(cacheKey, (vk = prepareKey(k.publicKey)));
    return vk;
  };
  const pins = opts.trust ?? [];
  const pinnedUris = new Set(pins.map((p) => p.uri));
  const unpinned = new Set<string>();

  let envelopeCount = 0;
  let signatureCount = 0;
  let signatureGood = 0;
  /** Per job: the entry it vouches for and the message to print when it does not verify. */
  const pending: Array<{ entry: Entry; failure: string }> = [];

  // ── per package: read, check signatures, chain and close ─────────────────────────────────────
  const pkgs: Pkg[] = inputs.map((input) => {
    const pkg: Pkg = { input, label: many ? `${input.name}: ` : '', keys: new Map(), entries: [], close: null, recs: [], session: null };
    const L = pkg.label;
    for (const [path, bytes] of input.files) {
      if (!path.startsWith('keys/')) continue;
      const r = parseKeyFile(path, bytes);
      if ('problem' in r) f.signatures.fail(`${L}${r.problem}`);
      else pkg.keys.set(r.key.keyid, r.key);
    }

    // Everything about a signature but the curve arithmetic is decided here; that is left as a job.
    const checkSignatures = (entry: Entry, reread: () => Uint8Array): void => {
      const { env, where } = entry;
      if (!env.pae) return;
      entry.signed = env.signatures.length > 0;
      for (const s of env.signatures) {
        signatureCount++;
        const key = pkg.keys.get(s.keyid);
        if (!key) {
          f.signatures.fail(`${L}${where}: signed by ${s.keyid || '(no keyid)'}, a key the package does not hold`);
          entry.signed = false;
          continue;
        }
        if (env.statement && env.statement.signer !== key.uri) {
          f.signatures.fail(`${L}${where}: says it is signed by ${env.statement.signer}, but key ${key.keyid} belongs to ${key.uri}`);
          entry.signed = false;
          continue;
        }
        if (pins.length > 0) {
          const pinned = pins.filter((p) => p.uri === key.uri);
          if (pinned.length === 0) unpinned.add(key.uri);
          else if (!pinned.some((p) => p.keyid === key.keyid && Buffer.from(p.publicKey).equals(Buffer.from(key.publicKey)))) {
            f.signatures.fail(`${L}${where}: ${key.uri} is pinned to ${pinned.map((p) => p.keyid).join(' or ')}, but this was signed by ${key.keyid}`);
            entry.signed = false;
            continue;
          }
        }
        const failure = `${L}${where}: the signature by ${key.keyid} (${key.uri}) does not match the bytes signed`;
        if (!s.sig) {
          f.signatures.fail(failure);
          entry.signed = false;
          continue;
        }
        const job: SignatureJob = { key: keyFor(key), message: env.pae, signature: s.sig, reread };
        pending.push({ entry, failure });
        onJob(job, pending.length - 1);
      }
      // Checked or handed over: holding these would pin whole Buffer pools for the whole run.
      env.signatures = [];
      env.pae = null;
    };

    const closeBytes = input.files.get(CLOSE_FILE);
    if (!closeBytes) f.close.fail(`${L}${CLOSE_FILE} is missing: the package is not sealed`);
    else {
      const env = parseEnvelope(Buffer.from(closeBytes).toString('utf8'), CLOSE_FILE);
      envelopeCount++;
      for (const p of env.problems) f.envelopes.fail(`${L}${CLOSE_FILE}: ${p}`);
      pkg.close = { pkg, where: CLOSE_FILE, env, signed: false };
      checkSignatures(pkg.close, () => parseEnvelope(Buffer.from(closeBytes).toString('utf8'), CLOSE_FILE).pae ?? new Uint8Array(0));
    }

    const receiptsBytes = input.files.get(RECEIPTS_FILE);
    if (!receiptsBytes) f.envelopes.fail(`${L}${RECEIPTS_FILE} is missing`);
    else {
      // Lines are cut from the bytes, not from one big string, so a job can re-read its own line
      // later from two offsets instead of the verifier holding every PAE to the end.
      const bytes = Buffer.isBuffer(receiptsBytes) ? receiptsBytes : Buffer.from(receiptsBytes.buffer, receiptsBytes.byteOffset, receiptsBytes.byteLength);
      if (bytes.length > 0 && bytes[bytes.length - 1] !== 0x0a) f.envelopes.fail(`${L}${RECEIPTS_FILE}: the last line is not terminated (truncated?)`);
      let start = 0;
      for (let i = 0; start < bytes.length; i++) {
        const nl = bytes.indexOf(0x0a, start);
        const end = nl < 0 ? bytes.length : nl;
        const lineStart = start;
        start = end + 1;
        const where = `${RECEIPTS_FILE}:${i + 1}`;
        envelopeCount++;
        if (end === lineStart) {
          f.envelopes.fail(`${L}${where}: empty line`);
          continue;
        }
        const env = parseEnvelope(bytes.toString('utf8', lineStart, end), where);
        for (const p of env.problems) f.envelopes.fail(`${L}${where}: ${p}`);
        if (!env.id) f.ids.fail(`${L}${where}: no id can be derived (the envelope does not decode)`);
        const entry: Entry = { pkg, where, env, signed: false };
        checkSignatures(entry, () => parseEnvelope(bytes.toString('utf8', lineStart, end), where).pae ?? new Uint8Array(0));
        pkg.entries.push(entry);
      }
    }
    return pkg;
  });

  // Chain and close depend on nothing but the bytes: done here, while workers may still be
  // checking signatures (parallel.ts).
  // Chain: linkage, contiguous seq from 1, one session, no duplicates — within and across packages.
  const seenIds = new Map<string, string>();
  const sessions = new Map<string, string>();
  for (const pkg of pkgs) {
    const L = pkg.label;
    const closePayload = pkg.close?.env.payload?.kind === 'judgement.close.v1' ? pkg.close.env.payload.value : null;
    pkg.session = closePayload?.session ?? pkg.entries.find((e) => e.env.statement?.session)?.env.statement?.session ?? null;
    if (pkg.session) {
      const other = sessions.get(pkg.session);
      if (other !== undefined) f.chain.fail(`${L}session ${pkg.session} is given twice (also ${other})`);
      else sessions.set(pkg.session, pkg.input.name);
    }
    let expectedSeq = 1;
    let prevId: string | null = null;
    for (const e of pkg.entries) {
      const id = e.env.id;
      if (id) {
        const first = seenIds.get(id);
        if (first !== undefined) {
          f.chain.fail(`${L}${e.where}: ${id} appears again (first at ${first}); duplicates are not counted`);
          continue;
        }
        seenIds.set(id, `${many ? `${pkg.input.name}/` : ''}${e.where}`);
      }
      const st = e.env.statement;
      if (!id || !st) {
        f.chain.fail(`${L}${e.where}: unreadable, so the chain is broken here`);
        expectedSeq++;
        prevId = id;
        continue;
      }
      if (st.kind === 'judgement.close.v1') f.chain.fail(`${L}${e.where}: a close record inside ${RECEIPTS_FILE}`);
      if (st.session === undefined) f.chain.fail(`${L}${e.where}: ${id} is a loose receipt (no session), not part of this chain`);
      else if (st.session !== pkg.session) f.chain.fail(`${L}${e.where}: ${id} belongs to session ${st.session}, not ${pkg.session}`);
      if (st.seq !== expectedSeq) {
        f.chain.fail(`${L}${e.where}: seq ${st.seq ?? '(none)'} where ${expectedSeq} was expected`);
      }
      if (st.prev !== prevId) {
        f.chain.fail(`${L}${e.where}: prev ${st.prev === null ? 'null' : st.prev ?? '(none)'} does not name the receipt before it (${prevId ?? 'null'})`);
      }
      // Resynchronise after a break, so one missing receipt is one finding, not thousands.
      expectedSeq = (typeof st.seq === 'number' ? st.seq : expectedSeq) + 1;
      prevId = id;
      pkg.recs.push({ entry: e, pkg, id, st });
    }
    if (closePayload && closePayload.count !== pkg.recs.length) {
      f.chain.fail(`${L}the close record counts ${plural(closePayload.count, 'receipt')}; the package holds ${pkg.recs.length}`);
    }
  }

  // Close: signature, binding of session, count, head, ids digest and every other file.
  for (const pkg of pkgs) {
    const L = pkg.label;
    const c = pkg.close;
    if (!c) continue;
    const st = c.env.statement;
    if (!isWrittenForm(pkg.input.files.get(CLOSE_FILE)!)) {
      f.close.fail(`${L}${CLOSE_FILE} is not byte for byte the one line judge writes: its encoding was altered`);
    }
    if (!st) {
      f.close.fail(`${L}${CLOSE_FILE} cannot be read`);
      continue;
    }
    if (c.env.payload?.kind !== 'judgement.close.v1') {
      f.close.fail(`${L}${CLOSE_FILE} is a ${st.kind}, not a judgement.close.v1 record`);
      continue;
    }
    const p = c.env.payload.value;
    if (st.session !== undefined && st.session !== p.session) f.close.fail(`${L}the close statement's session ${st.session} differs from its payload's ${p.session}`);
    const ids = pkg.entries.map((e) => e.env.id ?? '(undecodable)');
    const head = pkg.recs.length > 0 ? pkg.recs[pkg.recs.length - 1]!.id : null;
    if (p.count !== ids.length) f.close.fail(`${L}count ${p.count} does not bind the ${plural(ids.length, 'receipt')} present`);
    if (p.head !== head) f.close.fail(`${L}head ${p.head ?? 'null'} is not the last receipt (${head ?? 'none'})`);
    if (p.receipt_ids_digest !== digestOf(ids)) f.close.fail(`${L}receipt_ids_digest does not match the ids of the receipts present`);
    if (st.seq !== undefined && (st.seq !== p.count + 1 || st.prev !== p.head)) {
      f.close.fail(`${L}the close record does not chain onto the head (seq ${st.seq}, prev ${st.prev ?? 'null'})`);
    }
    const listed = new Set(Object.keys(p.files));
    for (const [path, bytes] of pkg.input.files) {
      if (path === CLOSE_FILE) continue;
      const want = Object.hasOwn(p.files, path) ? p.files[path] : undefined;
      if (want === undefined) f.close.fail(`${L}${path} is not bound by the close record`);
      else if (want !== digestBytes(bytes)) f.close.fail(`${L}${path} does not match its digest in the close record`);
      listed.delete(path);
    }
    for (const path of listed) f.close.fail(`${L}${path} is bound by the close record but missing from the package`);
  }
  for (const pkg of pkgs) {
    for (const path of pkg.input.irregular ?? []) f.close.fail(`${pkg.label}${path} is not a regular file; a package holds only files`);
  }

  const complete = (verdicts: readonly boolean[]): VerifyReport => {
    if (verdicts.length !== pending.length) throw new InternalError('verify.verdicts', `${verdicts.length} verdicts for ${pending.length} signatures`);
    verdicts.forEach((ok, i) => {
      const { entry, failure } = pending[i]!;
      if (ok) signatureGood++;
      else {
        f.signatures.fail(failure);
        entry.signed = false;
      }
    });
    for (const pkg of pkgs) if (pkg.close && !pkg.close.signed) f.close.fail(`${pkg.label}the close record's signature does not check out`);

    // ── judgements: re-derive every effect, check calls, pair resolutions with escalations ─────
    const all = pkgs.flatMap((p) => p.recs);
    const trusted = all.filter((r) => r.entry.signed);
    const untrustedCount = all.length - trusted.length;
    const judgements = new Map<string, JRec>();
    const resolutions: Array<{ rec: Rec; r: ResolutionPayload }> = [];
    let unjudged = 0;
    const byJudge = new Map<string, number>();
    for (const rec of trusted) {
      const pl = rec.entry.env.payload;
      if (pl?.kind === 'judgement.v1') {
        judgements.set(rec.id, { rec, id: rec.id, pkg: rec.pkg, st: rec.st, j: pl.value });
        byJudge.set(pl.value.payload.judge.model, (byJudge.get(pl.value.payload.judge.model) ?? 0) + 1);
      } else if (pl?.kind === 'judgement.resolution.v1') resolutions.push({ rec, r: pl.value });
      else if (pl?.kind === 'judgement.unjudged.v1') unjudged++;
    }
    const J = f.judgements;
    if (untrustedCount > 0) J.fail(`${plural(untrustedCount, 'receipt')} left out: signature did not check out`);

    for (const rec of judgements.values()) {
      const { payload: p, question, answer } = rec.j;
      const d = decideQuestion(p.question.key, question, answer, p.threshold.value);
      const name = `${rec.id} (${p.question.key})`;
      if (question.threshold !== undefined && (question.threshold !== p.threshold.value || p.threshold.set_by !== 'question')) {
        J.fail(`${name}: the question's own bar ${question.threshold} is not the bar recorded (${p.threshold.value}, set by ${p.threshold.set_by})`);
      }
      if (d.outcome !== p.outcome || d.effect !== p.effect || d.applies_to !== p.threshold.applies_to) {
        J.fail(
          `${name}: recorded ${p.outcome}/${p.effect ?? 'no effect'} (bar applied to ${p.threshold.applies_to}), but its answer against bar ${d.bar} gives ${d.outcome}/${d.effect ?? 'no effect'} (bar applied to ${d.applies_to})`,
        );
      }
    }

    // Calls: complete, agreeing, contiguous, and their effect the strongest of their receipts'.
    const calls = new Map<string, JRec[]>();
    for (const rec of judgements.values()) {
      const id = rec.j.payload.call.id;
      const list = calls.get(id);
      if (list) list.push(rec);
      else calls.set(id, [rec]);
    }
    const questionsOk = new Map<string, Questions | null>();
    const rebuiltDigests = new Map<string, string | null>();
    for (const [callId, recs] of calls) {
      const first = recs[0]!.j.payload;
      const count = first.call.count;
      const byIndex = new Map<number, JRec>();
      const problems: string[] = [];
      // Values parsed from canonical payloads enumerate their keys alike, so JSON.stringify compares them.
      const decidedBy = JSON.stringify(first.call.decided_by);
      const judge = JSON.stringify(first.judge);
      const sameCall = (p: JudgementPayload): boolean =>
        p.call.count === first.call.count && p.call.effect === first.call.effect && p.call.outcome === first.call.outcome && (p === first || JSON.stringify(p.call.decided_by) === decidedBy);
      const sameAsk = (p: JudgementPayload): boolean =>
        p.state_digest === first.state_digest && p.questions_digest === first.questions_digest && p.tool === first.tool && p.capability === first.capability && (p === first || JSON.stringify(p.judge) === judge);
      for (const r of recs) {
        const p = r.j.payload;
        if (byIndex.has(p.call.index)) problems.push(`index ${p.call.index} twice`);
        byIndex.set(p.call.index, r);
        if (!sameCall(p)) problems.push(`${r.id} disagrees on the call's count, effect or decided_by`);
        if (!sameAsk(p)) problems.push(`${r.id} names another judge, state or question set`);
        if (r.pkg !== recs[0]!.pkg) problems.push(`${r.id} is in another session`);
      }
      const missing: number[] = [];
      for (let i = 0; i < count; i++) if (!byIndex.has(i)) missing.push(i);
      if (missing.length > 0) problems.push(`${recs.length} of ${count} receipts (index ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''} missing)`);
      for (const i of byIndex.keys()) if (i >= count) problems.push(`index ${i} beyond count ${count}`);
      const ordered = [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
      const keys = ordered.map((r) => r.j.payload.question.key);
      const sorted = [...keys].sort();
      if (new Set(keys).size !== keys.length) problems.push('a question key appears twice');
      else if (keys.some((k, i) => k !== sorted[i])) problems.push('index order is not question-key order');
      // One call is written under one lock: its receipts sit side by side in the chain.
      const seqs = ordered.map((r) => r.st.seq);
      if (missing.length === 0 && seqs.some((s, i) => typeof s !== 'number' || s !== (seqs[0] as number) + i)) problems.push('its receipts are not contiguous in the chain');
      if (missing.length === 0 && problems.length === 0) {
        let effect: Effect = 'allow';
        for (const r of ordered) {
          const e = r.j.payload.effect;
          if (e !== null && EFFECT_RANK[e] > EFFECT_RANK[effect]) effect = e;
        }
        const decidedBy = ordered.filter((r) => r.j.payload.effect === effect).map((r) => r.j.payload.question.key);
        const outcome: Outcome = outcomeOfEffect(effect);
        if (first.call.effect !== effect || first.call.outcome !== outcome || canonicalJson(first.call.decided_by) !== canonicalJson(decidedBy)) {
          problems.push(`recorded ${first.call.outcome}/${first.call.effect} decided by [${first.call.decided_by.join(', ')}], but its receipts give ${outcome}/${effect} decided by [${decidedBy.join(', ')}]`);
        }
        const rebuilt: Record<string, Record<string, unknown>> = {};
        for (const r of ordered) rebuilt[r.j.payload.question.key] = r.j.questionDef;
        // A session asks the same question sets over and over: hash each distinct one once.
        const memoKey = JSON.stringify(rebuilt);
        let digest = rebuiltDigests.get(memoKey);
        if (digest === undefined) {
          try {
            digest = digestOf(rebuilt);
          } catch {
            digest = null;
          }
          rebuiltDigests.set(memoKey, digest);
        }
        // A judge's co-signature (FORMAT.md) is checked again here, from the receipts alone.
        const cosig = first.judge_signature;
        if (ordered.some((r) => canonicalJson(r.j.payload.judge_signature ?? null) !== canonicalJson(cosig ?? null))) {
          problems.push('its receipts disagree on the judge co-signature');
        } else if (cosig) {
          const key = recs[0]!.pkg.keys.get(cosig.keyid);
          if (!key) J.warn(`${callId}: judge co-signature by ${cosig.keyid} not checked: that key is not in the package`);
          else {
            const answers: Record<string, unknown> = {};
            for (const r of ordered) answers[r.j.payload.question.key] = r.j.payload.answer;
            const check = checkCosignature({ state_digest: first.state_digest, questions_digest: first.questions_digest, judge: first.judge, answers }, cosig, key.publicKey);
            if (!check.ok) problems.push(`judge co-signature: ${check.reason}`);
          }
        }
        if (digest !== first.questions_digest) problems.push('its questions do not hash to questions_digest');
        else {
          const qs: Questions = {};
          for (const r of ordered) qs[r.j.payload.question.key] = r.j.question;
          questionsOk.set(callId, qs);
        }
      }
      for (const pr of problems) J.fail(`${callId}: ${pr}`);
      if (!questionsOk.has(callId)) questionsOk.set(callId, null);
    }

    // Resolutions: who resolved what; overrides; disagreeing resolutions of one judgement fail.
    const summaries: ResolutionSummary[] = [];
    const byTarget = new Map<string, ResolutionSummary[]>();
    for (const { rec, r } of resolutions) {
      if (rec.st.subject !== r.judgement) J.fail(`${rec.id}: resolves ${r.judgement} but names ${rec.st.subject ?? 'no subject'}`);
      if (r.key_bound !== (rec.st.signer === r.by)) {
        J.fail(`${rec.id}: key_bound is ${r.key_bound} but it is signed as ${rec.st.signer} for a decision by ${r.by}`);
      }
      const target = judgements.get(r.judgement);
      const knownOther = !target && seenIds.has(r.judgement);
      if (knownOther) J.fail(`${rec.id}: resolves ${r.judgement}, which is not a judgement`);
      if (target) {
        const expected = overridesOf(target.j.payload.effect, r.decision);
        if (r.overrides !== expected) {
          J.fail(`${rec.id}: records overrides ${r.overrides ?? '(none)'}, but ${r.decision} against the judged ${target.j.payload.effect ?? 'no effect'} overrides ${expected ?? 'nothing'}`);
        }
      }
      const s: ResolutionSummary = {
        receipt: rec.id,
        judgement: r.judgement,
        by: r.by,
        decision: r.decision,
        key_bound: r.key_bound,
        outside: !target && !knownOther,
        ...(r.route !== undefined ? { route: r.route } : {}),
        ...(r.overrides !== undefined ? { overrides: r.overrides } : {}),
      };
      summaries.push(s);
      const list = byTarget.get(r.judgement);
      if (list) list.push(s);
      else byTarget.set(r.judgement, [s]);
    }
    const say = (s: ResolutionSummary): string => `${s.decision}${s.route !== undefined ? ` → ${s.route}` : ''} by ${s.by}`;
    for (const [target, list] of byTarget) {
      const distinct = new Set(list.map((s) => `${s.decision}\u0000${s.route ?? ''}`));
      if (distinct.size > 1) J.fail(`${target}: resolutions disagree (${list.map(say).join('; ')})`);
    }
    const escalated = [...judgements.values()].filter((r) => r.j.payload.outcome === 'escalated');
    const open = escalated.filter((r) => !byTarget.has(r.id)).map((r) => r.id);
    const overrides = summaries.filter((s) => s.overrides !== undefined);
    for (const id of open) {
      const msg = `${id} is escalated and OPEN: no signed resolution in ${many ? 'these packages' : 'this package'}`;
      if (strict) J.fail(`${msg} (--strict)`);
      else J.warn(msg);
    }
    const outside = summaries.filter((s) => s.outside);

    const judgementsDetail = [
      `${plural(judgements.size, 'judgement')} in ${plural(calls.size, 'call')}${byJudge.size > 0 ? ` by ${tally(byJudge)}` : ''}`,
      'outcomes and effects re-derived from answer, bar and on_yes',
      `${escalated.length} escalated, ${escalated.length - open.length} resolved, ${open.length} OPEN`,
      ...summaries.filter((s) => !s.outside).map((s) => `${s.judgement} ${say(s)} (${s.key_bound ? 'key-bound' : 'asserted'})`),
      ...(overrides.length > 0 ? [`${plural(overrides.length, 'override')}: ${overrides.map((s) => `${s.judgement} ${s.overrides} → ${say(s)}`).join('; ')}`] : []),
      ...(outside.length > 0 ? [`${plural(outside.length, 'resolution')} of judgements outside ${many ? 'these packages' : 'this package'}: ${outside.map((s) => `${s.judgement} ${say(s)}`).join('; ')}`] : []),
      ...(unjudged > 0 ? [`${plural(unjudged, 'call')} went unjudged`] : []),
    ].join('; ');

    // ── replay: rules receipts whose state is at hand must reproduce their answers ──────────────
    const R = f.replay;
    const replay: ReplaySummary = { rules_receipts: 0, replayed: 0, mismatched: 0, no_state: 0, not_replayable_here: {}, other_judges: 0 };
    for (const [callId, recs] of calls) {
      const first = recs[0]!.j.payload;
      if (first.judge.kind !== 'rules') {
        replay.other_judges += recs.length;
        continue;
      }
      replay.rules_receipts += recs.length;
      const digest = first.judge.rules_digest;
      if (!digest) {
        R.fail(`${callId}: a rules judgement without rules_digest cannot be replayed`);
        continue;
      }
      const hex = first.state_digest.slice('sha256:'.length);
      const bytes = recs[0]!.pkg.input.files.get(`states/${hex}.json`) ?? opts.states?.get(first.state_digest);
      if (!bytes) {
        replay.no_state += recs.length;
        continue;
      }
      if (digestBytes(bytes) !== first.state_digest) {
        R.fail(`${callId}: the state at hand does not hash to its state_digest ${first.state_digest}`);
        replay.mismatched += recs.length;
        continue;
      }
      const questions = questionsOk.get(callId);
      if (!questions) {
        R.fail(`${callId}: cannot be replayed, its receipts are incomplete or their questions do not hash to questions_digest`);
        continue;
      }
      let state: unknown;
      try {
        state = JSON.parse(Buffer.from(bytes).toString('utf8'));
      } catch {
        R.fail(`${callId}: the state is not JSON`);
        continue;
      }
      let result: ReplayResult;
      try {
        result = opts.replay(state, questions, digest);
      } catch (err) {
        R.fail(`${callId}: the rules judge refused the state (${err instanceof Error ? err.message : 'error'})`);
        replay.mismatched += recs.length;
        continue;
      }
      if (result.status === 'not-replayable') {
        replay.not_replayable_here[digest] = (replay.not_replayable_here[digest] ?? 0) + recs.length;
        continue;
      }
      let answers: Answers;
      try {
        answers = validateAnswers(questions, result.answers);
      } catch (err) {
        R.fail(`${callId}: the replayed answers do not fit the questions (${err instanceof Error ? err.message : 'error'})`);
        replay.mismatched += recs.length;
        continue;
      }
      for (const r of recs) {
        const key = r.j.payload.question.key;
        const got = canonicalJson(answers[key]);
        const had = canonicalJson(r.j.answer);
        if (got === had) replay.replayed++;
        else {
          replay.mismatched++;
          R.fail(`${r.id} (${key}): recorded ${had}, the rules judge now answers ${got}`);
        }
      }
    }
    const notHere = Object.entries(replay.not_replayable_here);
    for (const [digest, n] of notHere) {
      const msg = `${plural(n, 'rules receipt')} name rules ${digest}, which this build does not carry: not replayable here`;
      if (strict) R.fail(`${msg} (--strict)`);
      else R.warn(msg);
    }
    if (replay.no_state > 0) {
      const msg = `${plural(replay.no_state, 'rules receipt')} not replayed: no state at hand (use --with-states or --states DIR)`;
      if (strict) R.fail(`${msg} (--strict)`);
      else R.warn(msg);
    }
    const replayDetail = [
      `${replay.replayed} of ${plural(replay.rules_receipts, 'rules receipt')} replayed and reproduced`,
      ...(replay.mismatched > 0 ? [`${replay.mismatched} did not reproduce`] : []),
      ...(replay.no_state > 0 ? [`${replay.no_state} without state`] : []),
      ...notHere.map(([d, n]) => `${n} not replayable here (rules ${d})`),
      ...(replay.other_judges > 0 ? [`${plural(replay.other_judges, 'receipt')} from judges that do not replay`] : []),
    ].join('; ');

    // ── rows ──────────────────────────────────────────────────────────────────────────────────────
    for (const uri of [...unpinned].sort()) f.signatures.warn(`${uri} is not pinned by the trust file`);
    const receiptCount = pkgs.reduce((n, p) => n + p.entries.length, 0);
    const signaturesHeld = signatureCount > 0 && signatureGood === signatureCount && f.signatures.failCount === 0;
    const distinctIds = new Set(pkgs.flatMap((p) => [...p.entries.map((e) => e.env.id), p.close?.env.id]).filter((x): x is string => !!x)).size;
    const rows: Row[] = [
      f.envelopes.row('envelopes', `${plural(envelopeCount, 'envelope')} read (${plural(receiptCount, 'receipt')} + ${plural(pkgs.filter((p) => p.close).length, 'close record')})`),
      f.ids.row('ids', `${plural(distinctIds, 'distinct id')} re-derived from the PAE bytes`),
      f.signatures.row(
        'signatures',
        `${signatureGood} of ${plural(signatureCount, 'signature')} check out against the package keys (${plural(new Set(pkgs.flatMap((p) => [...p.keys.keys()])).size, 'key')})${pins.length > 0 ? `, trust pins for ${[...pinnedUris].sort().join(', ')}` : ''}`,
      ),
      f.chain.row(
        'chain',
        f.chain.failCount === 0
          ? pkgs.map((p) => `${p.label}${p.session ?? 'no session'}: seq 1..${p.recs.length}, each prev the receipt before it`).join('; ')
          : `${plural(receiptCount, 'receipt')} checked for seq, prev, session and duplicates`,
      ),
      f.close.row(
        'close',
        `${f.close.failCount === 0 ? 'binds' : 'checked against'} session, count, head, receipt ids and ${plural(pkgs.reduce((n, p) => n + Math.max(0, p.input.files.size - 1), 0), 'other file')}`,
      ),
      J.row('judgements', judgementsDetail),
      R.row('replay', replayDetail),
    ];
    const verified = rows.every((r) => r.status !== 'fail') && signaturesHeld;
    return {
      verified,
      strict,
      signaturesHeld,
      packages: pkgs.map((p) => ({ name: p.input.name, session: p.session, receipts: p.recs.length, head: p.recs.length > 0 ? p.recs[p.recs.length - 1]!.id : null })),
      rows,
      judgements: {
        judgements: judgements.size,
        by_judge: Object.fromEntries(byJudge),
        calls: calls.size,
        escalated: escalated.length,
        resolved: escalated.length - open.length,
        open,
        resolutions: summaries,
        overrides,
        unjudged,
      },
      replay,
    };
  };
  return { count: () => pending.length, complete };
}
