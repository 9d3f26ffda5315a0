import { createHash, createPublicKey, verify as nodeVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import '../helpers/errors.js';
import { canonicalJson } from '../../src/canonical/jcs.js';
import { publicKeyOf, signBytes } from '../../src/crypto/ed25519.js';
import { keyIdOf } from '../../src/crypto/ids.js';
import { InternalError, UsageError } from '../../src/errors.js';
import { decodeEnvelope, signStatement, type KeyLookup, type SigningKey } from '../../src/receipts/envelope.js';
import { verifyReceipt } from '../../src/receipts/verify.js';
import { verifyChainTo } from '../../src/receipts/verify-chain.js';
import { PAYLOAD_TYPE, type Statement } from '../../src/receipts/types.js';

// RFC 8032 TEST 1 seed: a fixed key makes fixed envelopes (Ed25519 is deterministic).
const seed = new Uint8Array(Buffer.from('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60', 'hex'));
const key: SigningKey = { seed, publicKey: publicKeyOf(seed), keyid: keyIdOf(publicKeyOf(seed)), uri: 'system://judge' };
const other = (() => {
  const s = new Uint8Array(32).fill(7);
  return { seed: s, publicKey: publicKeyOf(s), keyid: keyIdOf(publicKeyOf(s)), uri: 'human://alice' };
})();
const lookup: KeyLookup = (id) => [key, other].find((k) => k.keyid === id);

const D = `sha256:${'0'.repeat(64)}`;
const statement = (extra: Partial<Statement> = {}): Statement => ({
  type: 'judge.statement/v1',
  kind: 'judgement.unjudged.v1',
  signer: 'system://judge',
  issued_at: '2026-11-29T14:00:00.123Z',
  payload: { tool: 'Bash', capability: 'shell.exec', state_digest: D, reason: 'judge unavailable: timeout', proceeded: true },
  ...extra,
});

describe('signStatement', () => {
  it('signs the PAE of the JCS bytes; id and signature match an independent computation', () => {
    const r = signStatement(statement(), key);
    const body = Buffer.from(canonicalJson(statement()), 'utf8');
    const paeBytes = Buffer.concat([Buffer.from(`DSSEv1 ${PAYLOAD_TYPE.length} ${PAYLOAD_TYPE} ${body.length} `), body]);
    expect(r.envelope.payloadType).toBe(PAYLOAD_TYPE);
    expect(Buffer.from(r.envelope.payload, 'base64')).toEqual(body);
    expect(r.id).toBe(`art_${createHash('sha256').update(paeBytes).digest('hex').slice(0, 32)}`);
    // node:crypto verifies the noble signature over the same PAE bytes.
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), key.publicKey]);
    const pub = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    expect(nodeVerify(null, paeBytes, pub, Buffer.from(r.envelope.signatures[0]!.sig, 'base64'))).toBe(true);
    expect(r.envelope.signatures[0]!.keyid).toBe(key.keyid);
    expect(r.line).toBe(JSON.stringify(r.envelope));
    expect(r.line.includes('\n')).toBe(false);
    // deterministic: the same statement and key give the same envelope
    expect(signStatement(statement(), key).line).toBe(r.line);
  });
  it('refuses a statement whose signer is not the key URI, or that does not conform', () => {
    expect(() => signStatement(statement({ signer: 'human://bob' }), key)).toThrowJudgeError(InternalError, 'receipt.signer');
    expect(() => signStatement(statement({ payload: { tool: 'Bash' } }), key)).toThrowJudgeError(UsageError, 'receipt.schema');
  });
});

describe('verifyReceipt', () => {
  const good = signStatement(statement(), key);
  it('accepts a good receipt and returns the re-derived id and key', () => {
    const v = verifyReceipt(good.line, lookup);
    expect(v.ok && v.id).toBe(good.id);
    expect(v.ok && v.key.keyid).toBe(key.keyid);
  });
  it('accepts base64url, padded', () => {
    const env = { ...good.envelope, payload: good.envelope.payload.replaceAll('+', '-').replaceAll('/', '_') };
    const v = verifyReceipt(JSON.stringify(env), lookup);
    expect(v.ok && v.id).toBe(good.id);
  });
  it('rejects every single-byte change of the payload or of the signature', () => {
    const body = Buffer.from(good.envelope.payload, 'base64');
    const sig = Buffer.from(good.envelope.signatures[0]!.sig, 'base64');
    for (let i = 0; i < body.length; i += 7) {
      const b = Buffer.from(body);
      b[i]! ^= 0x01;
      expect(verifyReceipt({ ...good.envelope, payload: b.toString('base64') }, lookup).ok, `payload byte ${i}`).toBe(false);
    }
    for (let i = 0; i < sig.length; i++) {
      const s = Buffer.from(sig);
      s[i]! ^= 0x20;
      expect(
        verifyReceipt({ ...good.envelope, signatures: [{ keyid: key.keyid, sig: s.toString('base64') }] }, lookup).ok,
        `sig byte ${i}`,
      ).toBe(false);
    }
  });
  it('rejects an unknown key, a key bound to another URI, a changed payloadType, junk', () => {
    expect(verifyReceipt(good.line, () => undefined)).toMatchObject({ ok: false, problem: expect.stringContaining('no known key') });
    const byAlice = signStatement(statement({ signer: 'human://alice' }), other);
    const liar: KeyLookup = (id) => (id === other.keyid ? { ...other, uri: 'human://mallory' } : undefined);
    expect(verifyReceipt(byAlice.line, liar)).toMatchObject({ ok: false, problem: expect.stringContaining('human://mallory') });
    expect(verifyReceipt({ ...good.envelope, payloadType: 'application/json' }, lookup).ok).toBe(false);
    for (const junk of ['', 'null', '{', '[]', '{"payloadType":1}', JSON.stringify({ ...good.envelope, signatures: [] })]) {
      expect(verifyReceipt(junk, lookup).ok, junk).toBe(false);
    }
  });
  it('rejects a validly signed payload that is not canonical JSON', () => {
    const body = Buffer.from(JSON.stringify(statement(), null, 1));
    const paeBytes = Buffer.concat([Buffer.from(`DSSEv1 ${PAYLOAD_TYPE.length} ${PAYLOAD_TYPE} ${body.length} `), body]);
    const env = {
      payloadType: PAYLOAD_TYPE,
      payload: body.toString('base64'),
      signatures: [{ keyid: key.keyid, sig: Buffer.from(signBytes(paeBytes, seed)).toString('base64') }],
    };
    expect(verifyReceipt(env, lookup)).toMatchObject({ ok: false, problem: expect.stringContaining('canonical') });
  });
  it('a second signature by a known key that fails spoils the receipt; unknown extra keys are ignored', () => {
    const extra = {
      ...good.envelope,
      signatures: [...good.envelope.signatures, { keyid: 'ed25519:ffffffffffffffffffffffffffffffff', sig: 'AAAA' }],
    };
    expect(verifyReceipt(extra, lookup).ok).toBe(true);
    const bad = {
      ...good.envelope,
      signatures: [...good.envelope.signatures, { keyid: other.keyid, sig: good.envelope.signatures[0]!.sig }],
    };
    expect(verifyReceipt(bad, lookup).ok).toBe(false);
  });
  it('decodeEnvelope re-derives the id (never reads one) and accepts the DSSE shape only', () => {
    const d = decodeEnvelope(good.line);
    expect(d.ok && d.id).toBe(good.id);
    expect(decodeEnvelope({ ...good.envelope, payload: good.envelope.payload.replace(/=+$/, '') }).ok).toBe(
      !good.envelope.payload.endsWith('='),
    );
  });
});

describe('verifyChainTo', () => {
  const ses = `ses_${'9'.repeat(32)}`;
  const chain = () => {
    const out: string[] = [];
    let prev: string | null = null;
    for (let seq = 1; seq <= 5; seq++) {
      const r: { id: string; line: string } = signStatement(statement({ session: ses, seq, prev }), key);
      out.push(r.line);
      prev = r.id;
    }
    return out;
  };
  it('walks a good chain to the root', () => {
    expect(verifyChainTo(chain(), 4, ses, lookup)).toMatchObject({ ok: true, checked: 5 });
    expect(verifyChainTo(chain(), 2, ses, lookup)).toMatchObject({ ok: true, checked: 3 });
  });
  it('finds a removed, duplicated, swapped or foreign receipt', () => {
    const c = chain();
    expect(verifyChainTo([c[0]!, c[2]!, c[3]!], 2, ses, lookup).ok).toBe(false);
    expect(verifyChainTo([c[0]!, c[1]!, c[1]!, c[2]!], 3, ses, lookup).ok).toBe(false);
    expect(verifyChainTo([c[0]!, c[2]!, c[1]!], 2, ses, lookup).ok).toBe(false);
    expect(verifyChainTo(c, 4, `ses_${'8'.repeat(32)}`, lookup).ok).toBe(false);
    const tampered = [...c];
    tampered[1] = tampered[1]!.replace(/"sig":"./, (m) => m.slice(0, -1) + (m.endsWith('A') ? 'B' : 'A'));
    expect(verifyChainTo(tampered, 4, ses, lookup)).toMatchObject({ ok: false, line: expect.any(Number) });
  });
});
