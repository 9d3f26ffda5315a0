/**
 * "close": the package is sealed. close.json is signed, chains onto the head, and binds the
 * session, the count, the head, a digest of the receipt ids and the digest of every other file,
 * so no byte of the package changes unnoticed (docs/FORMAT.md, "Package"). Everything but the
 * signature is checked from the bytes alone (`checkClose`); the signature once the signature
 * check has settled (`closeSigned`).
 */
import { digestBytes, digestOf } from '../../canonical/jcs.js';
import { decodeBase64, encodeBase64 } from '../../crypto/base64.js';
import { Findings, plural } from '../findings.js';
import { CLOSE_FILE, type Row } from '../types.js';
import type { ChainedPackage } from './chain.js';

/**
 * close.json is the one file no other file binds, and DSSE envelopes have slack the signature
 * does not cover (whitespace, base64 alphabet and padding, unknown fields). So it must be exactly
 * the one line judge writes: any edited byte, even one that leaves the meaning intact, shows.
 */
function isWrittenForm(bytes: Uint8Array): boolean {
  try {
    const e = JSON.parse(Buffer.from(bytes).toString('utf8')) as {
      payloadType: string;
      payload: string;
      signatures: Array<{ keyid: string; sig: string }>;
    };
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

/** The close record of every package against the bytes; the findings go on to `closeSigned`. */
export function checkClose(packages: readonly ChainedPackage[]): Findings {
  const findings = new Findings();
  for (const { pkg } of packages) if (!pkg.close) findings.fail(`${pkg.label}${CLOSE_FILE} is missing: the package is not sealed`);
  for (const { pkg, recs } of packages) {
    const L = pkg.label;
    const c = pkg.close;
    if (!c) continue;
    const st = c.env.statement;
    if (!isWrittenForm(pkg.input.files.get(CLOSE_FILE)!)) {
      findings.fail(`${L}${CLOSE_FILE} is not byte for byte the one line judge writes: its encoding was altered`);
    }
    if (!st) {
      findings.fail(`${L}${CLOSE_FILE} cannot be read`);
      continue;
    }
    if (c.env.payload?.kind !== 'judgement.close.v1') {
      findings.fail(`${L}${CLOSE_FILE} is a ${st.kind}, not a judgement.close.v1 record`);
      continue;
    }
    const p = c.env.payload.value;
    if (st.session !== undefined && st.session !== p.session)
      findings.fail(`${L}the close statement's session ${st.session} differs from its payload's ${p.session}`);
    const ids = pkg.entries.map((e) => e.env.id ?? '(undecodable)');
    const head = recs.length > 0 ? recs[recs.length - 1]!.id : null;
    if (p.count !== ids.length) findings.fail(`${L}count ${p.count} does not bind the ${plural(ids.length, 'receipt')} present`);
    if (p.head !== head) findings.fail(`${L}head ${p.head ?? 'null'} is not the last receipt (${head ?? 'none'})`);
    if (p.receipt_ids_digest !== digestOf(ids)) findings.fail(`${L}receipt_ids_digest does not match the ids of the receipts present`);
    if (st.seq !== undefined && (st.seq !== p.count + 1 || st.prev !== p.head)) {
      findings.fail(`${L}the close record does not chain onto the head (seq ${st.seq}, prev ${st.prev ?? 'null'})`);
    }
    const listed = new Set(Object.keys(p.files));
    for (const [path, bytes] of pkg.input.files) {
      if (path === CLOSE_FILE) continue;
      const want = Object.hasOwn(p.files, path) ? p.files[path] : undefined;
      if (want === undefined) findings.fail(`${L}${path} is not bound by the close record`);
      else if (want !== digestBytes(bytes)) findings.fail(`${L}${path} does not match its digest in the close record`);
      listed.delete(path);
    }
    for (const path of listed) findings.fail(`${L}${path} is bound by the close record but missing from the package`);
  }
  for (const { pkg } of packages) {
    for (const path of pkg.input.irregular ?? []) findings.fail(`${pkg.label}${path} is not a regular file; a package holds only files`);
  }
  return findings;
}

/** Adds the close records' signatures (settled by then) to what `checkClose` found. */
export function closeSigned(packages: readonly ChainedPackage[], findings: Findings): Row {
  for (const { pkg } of packages)
    if (pkg.close && !pkg.close.signed) findings.fail(`${pkg.label}the close record's signature does not check out`);
  const others = packages.reduce((n, p) => n + Math.max(0, p.pkg.input.files.size - 1), 0);
  return findings.row(
    'close',
    `${findings.failCount === 0 ? 'binds' : 'checked against'} session, count, head, receipt ids and ${plural(others, 'other file')}`,
  );
}
