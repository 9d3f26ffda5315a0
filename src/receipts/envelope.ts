/**
 * DSSE envelopes of statements as pure functions (docs/FORMAT.md): sign the PAE of
 * the statement's JCS bytes; decode and verify in the DSSE order — decode, verify the
 * signature over PAE, and only then parse the payload. The receipt id is always re-derived
 * from the PAE bytes, never read from anywhere.
 */
import { canonicalJson } from '../canonical/jcs.js';
import { decodeBase64, encodeBase64 } from '../crypto/base64.js';
import { signBytes } from '../crypto/sign.js';
import { receiptIdOf } from '../crypto/ids.js';
import { pae } from '../crypto/pae.js';
import { InternalError } from '../errors.js';
import { envelopeSchemaOf, statementProblems } from './schemas.js';
import { assertStatementConforms } from './schema-fast.js';
import { PAYLOAD_TYPE, type Envelope, type Statement } from './types.js';

/** A private key ready to sign, bound to the URI it signs as. */
export interface SigningKey {
  keyid: string;
  uri: string;
  publicKey: Uint8Array;
  seed: Uint8Array;
}

/** A public key as a verifier knows it: which URI it is bound to. */
export interface PublicKeyInfo {
  keyid: string;
  uri: string;
  publicKey: Uint8Array;
}
export type KeyLookup = (keyid: string) => PublicKeyInfo | undefined;

export interface SignedReceipt<P = unknown> {
  id: string;
  statement: Statement<P>;
  envelope: Envelope;
  /** The envelope as one line of JSON, without the newline. */
  line: string;
}

/** Checks the statement against its schemas, then signs it. Pure apart from the signature. */
export function signStatement<P>(statement: Statement<P>, key: SigningKey): SignedReceipt<P> {
  if (statement.signer !== key.uri) {
    throw new InternalError('receipt.signer', `statement signer ${statement.signer} is not the URI of key ${key.keyid} (${key.uri})`);
  }
  assertStatementConforms(statement);
  const body = Buffer.from(canonicalJson(statement), 'utf8');
  const paeBytes = pae(PAYLOAD_TYPE, body);
  const envelope: Envelope = {
    payloadType: PAYLOAD_TYPE,
    payload: encodeBase64(body),
    signatures: [{ keyid: key.keyid, sig: encodeBase64(signBytes(paeBytes, key.seed)) }],
  };
  return { id: receiptIdOf(paeBytes), statement, envelope, line: JSON.stringify(envelope) };
}

export interface DecodedEnvelope {
  envelope: Envelope;
  body: Uint8Array;
  paeBytes: Buffer;
  id: string;
}

export type Result<T> = ({ ok: true } & T) | { ok: false; problem: string };

/** Parses envelope JSON (text or an already parsed value) and decodes its payload. No trust yet. */
export function decodeEnvelope(raw: unknown): Result<DecodedEnvelope> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, problem: 'envelope is not JSON' };
    }
  }
  const problems = envelopeSchemaOf().check(value);
  if (problems.length > 0) return { ok: false, problem: `envelope: ${problems.join('; ')}` };
  const v = value as Envelope;
  const body = decodeBase64(v.payload);
  if (body === null) return { ok: false, problem: 'envelope: payload is not base64' };
  const envelope: Envelope = {
    payloadType: v.payloadType,
    payload: v.payload,
    signatures: v.signatures.map((s) => ({ keyid: s.keyid ?? '', sig: s.sig })),
  };
  const paeBytes = pae(envelope.payloadType, body);
  return { ok: true, envelope, body, paeBytes, id: receiptIdOf(paeBytes) };
}

/**
 * Parses a payload into a statement: JSON, canonical (one statement has one encoding and so
 * one id), and conforming to the statement and payload schemas.
 */
export function parseStatement(body: Uint8Array): Result<{ statement: Statement }> {
  const text = Buffer.from(body).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'payload is not JSON' };
  }
  let canonical: string;
  try {
    canonical = canonicalJson(value);
  } catch {
    return { ok: false, problem: 'payload holds values JCS cannot carry' };
  }
  if (canonical !== text || !Buffer.from(canonical, 'utf8').equals(Buffer.from(body))) {
    return { ok: false, problem: 'payload is not in canonical (JCS) form' };
  }
  const problems = statementProblems(value);
  if (problems.length > 0) return { ok: false, problem: `statement does not conform: ${problems.join('; ')}` };
  return { ok: true, statement: value as Statement };
}
