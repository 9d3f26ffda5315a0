/**
 * The first check, "envelopes": a package's bytes → one parsed package value. Its keys are
 * parsed (their problems go to the signatures row), then its envelopes one by one — close.json
 * first, then every line of receipts.jsonl — each handed to the caller as soon as it is parsed,
 * so the signature checks can start while the rest is still being read.
 */
import { parseKeyFile, type PackageKey } from '../keys.js';
import { parseEnvelope, type ParsedEnvelope } from '../parse.js';
import { CLOSE_FILE, RECEIPTS_FILE, type PackageInput } from '../types.js';
import type { Findings } from '../findings.js';

/** One envelope of a package: the close record, or a line of receipts.jsonl. */
export interface Entry {
  pkg: ParsedPackage;
  /** `receipts.jsonl:<line>` or `close.json`, for messages. */
  where: string;
  env: ParsedEnvelope;
  /** All of its signatures were by package keys and checked out (settled by the signatures check). */
  signed: boolean;
  /** Where its line sits in receipts.jsonl (byte offsets), so its PAE can be derived again; null for close.json. */
  start: number;
  end: number;
}

export interface ParsedPackage {
  input: PackageInput;
  /** `<name>: ` before each message when several packages are verified together, else empty. */
  label: string;
  keys: Map<string, PackageKey>;
  /** Key files that could not be read. */
  keyProblems: string[];
  close: Entry | null;
  /** The lines of receipts.jsonl that are not empty, in order. */
  entries: Entry[];
  /** Envelopes read: the close record and every line, empty ones included. */
  envelopes: number;
}

/** A package with its keys parsed and no envelope read yet. */
export function openPackage(input: PackageInput, label: string): ParsedPackage {
  const pkg: ParsedPackage = { input, label, keys: new Map(), keyProblems: [], close: null, entries: [], envelopes: 0 };
  for (const [path, bytes] of input.files) {
    if (!path.startsWith('keys/')) continue;
    const r = parseKeyFile(path, bytes);
    if ('problem' in r) pkg.keyProblems.push(r.problem);
    else pkg.keys.set(r.key.keyid, r.key);
  }
  return pkg;
}

const asBuffer = (b: Uint8Array): Buffer => (Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength));

/**
 * Parses the package's envelopes into `pkg.close` and `pkg.entries`, yielding each as it is
 * parsed; what is wrong with them goes to `envelopes`. Lines are cut from the bytes, not from
 * one big string, so an entry can be re-read later from two offsets (`paeAgain`) instead of the
 * verifier holding every PAE to the end.
 */
export function* readEnvelopes(pkg: ParsedPackage, envelopes: Findings): Generator<Entry> {
  const L = pkg.label;
  const closeBytes = pkg.input.files.get(CLOSE_FILE);
  if (closeBytes) {
    const env = parseEnvelope(asBuffer(closeBytes).toString('utf8'), CLOSE_FILE);
    pkg.envelopes++;
    for (const p of env.problems) envelopes.fail(`${L}${CLOSE_FILE}: ${p}`);
    pkg.close = { pkg, where: CLOSE_FILE, env, signed: false, start: 0, end: closeBytes.length };
    yield pkg.close;
  }

  const receipts = pkg.input.files.get(RECEIPTS_FILE);
  if (!receipts) {
    envelopes.fail(`${L}${RECEIPTS_FILE} is missing`);
    return;
  }
  const bytes = asBuffer(receipts);
  if (bytes.length > 0 && bytes[bytes.length - 1] !== 0x0a)
    envelopes.fail(`${L}${RECEIPTS_FILE}: the last line is not terminated (truncated?)`);
  let start = 0;
  for (let i = 0; start < bytes.length; i++) {
    const nl = bytes.indexOf(0x0a, start);
    const end = nl < 0 ? bytes.length : nl;
    const lineStart = start;
    start = end + 1;
    const where = `${RECEIPTS_FILE}:${i + 1}`;
    pkg.envelopes++;
    if (end === lineStart) {
      envelopes.fail(`${L}${where}: empty line`);
      continue;
    }
    const env = parseEnvelope(bytes.toString('utf8', lineStart, end), where);
    for (const p of env.problems) envelopes.fail(`${L}${where}: ${p}`);
    const entry: Entry = { pkg, where, env, signed: false, start: lineStart, end };
    pkg.entries.push(entry);
    yield entry;
  }
}

/** The PAE bytes of an entry, derived again from the package bytes. */
export function paeAgain(entry: Entry): Uint8Array {
  const file = entry.where === CLOSE_FILE ? CLOSE_FILE : RECEIPTS_FILE;
  const bytes = asBuffer(entry.pkg.input.files.get(file)!);
  return parseEnvelope(bytes.toString('utf8', entry.start, entry.end), entry.where).pae ?? new Uint8Array(0);
}
