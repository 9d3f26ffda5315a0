/**
 * Verifying one receipt (docs/verification.md) in the DSSE order: decode, check a signature over the PAE
 * with a known key (strict Ed25519, src/crypto/ed25519.ts), and only then parse the payload and
 * check its signer is that key's URI. Pure; never throws on hostile bytes. Kept apart from
 * signing so the attest path does not load the verifier.
 */
import { decodeBase64 } from '../crypto/base64.js';
import { verifySignature } from '../crypto/ed25519.js';
import { decodeEnvelope, parseStatement, type DecodedEnvelope, type KeyLookup, type PublicKeyInfo, type Result } from './envelope.js';
import type { Statement } from './types.js';

export interface VerifiedReceipt extends DecodedEnvelope {
  statement: Statement;
  /** The key whose signature checked out; its URI is the statement's signer. */
  key: PublicKeyInfo;
}

/**
 * Verifies one receipt: at least one signature by a known key that verifies over the PAE,
 * no signature by a known key that fails, and the statement's signer is that key's URI.
 * Returns a problem (never throws) on hostile bytes.
 */
export function verifyReceipt(raw: unknown, lookup: KeyLookup): Result<VerifiedReceipt> {
  const decoded = decodeEnvelope(raw);
  if (!decoded.ok) return decoded;
  let good: PublicKeyInfo | undefined;
  for (const s of decoded.envelope.signatures) {
    const key = lookup(s.keyid);
    if (!key) continue;
    const sig = decodeBase64(s.sig);
    if (sig === null || !verifySignature(sig, decoded.paeBytes, key.publicKey)) {
      return { ok: false, problem: `${decoded.id}: signature by ${key.keyid} does not match the payload` };
    }
    good ??= key;
  }
  if (!good) {
    const ids = decoded.envelope.signatures.map((s) => s.keyid || '(no keyid)').join(', ');
    return { ok: false, problem: `${decoded.id}: signed by no known key (${ids})` };
  }
  const parsed = parseStatement(decoded.body);
  if (!parsed.ok) return { ok: false, problem: `${decoded.id}: ${parsed.problem}` };
  if (parsed.statement.signer !== good.uri) {
    return {
      ok: false,
      problem: `${decoded.id}: statement claims signer ${parsed.statement.signer} but key ${good.keyid} belongs to ${good.uri}`,
    };
  }
  const { envelope, body, paeBytes, id } = decoded;
  return { ok: true, envelope, body, paeBytes, id, statement: parsed.statement, key: good };
}
