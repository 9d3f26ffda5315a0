import { readFileSync } from 'node:fs';
import { createHash, createPrivateKey, createPublicKey, sign as nodeSign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from '../../src/crypto/base64.js';
import * as ed from '@noble/ed25519';
import { nobleSign, publicKeyOf, signBytes, verifySignature } from '../../src/crypto/ed25519.js';
import { isReceiptId, keyIdOf, receiptIdOf } from '../../src/crypto/ids.js';
import { pae } from '../../src/crypto/pae.js';
import { VECTORS_DIR } from '../helpers/vectors.js';

const V = VECTORS_DIR;
const json = (p: string) => JSON.parse(readFileSync(`${V}/${p}`, 'utf8'));
const hex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));

describe('DSSE PAE (dsse/pae_vectors.json)', () => {
  const { vectors } = json('dsse/pae_vectors.json') as {
    vectors: { name: string; payloadType: string; bodyHex: string; expectedPaeHex: string }[];
  };
  it('has the three published cases', () => expect(vectors).toHaveLength(3));
  for (const v of vectors) {
    it(v.name, () => expect(pae(v.payloadType, hex(v.bodyHex)).toString('hex')).toBe(v.expectedPaeHex));
  }
  it('counts UTF-8 bytes of the type, not characters', () => {
    expect(pae('tÿpe', new Uint8Array()).toString('utf8')).toBe('DSSEv1 5 tÿpe 0 ');
  });
});

describe('base64 (dsse/base64_payload_vectors.json, the Go library accept/reject)', () => {
  const b = json('dsse/base64_payload_vectors.json') as { decodedHex: string; cases: { name: string; encoded: string; expect: string }[] };
  it('has four cases', () => expect(b.cases).toHaveLength(4));
  for (const c of b.cases) {
    it(`${c.name}: ${c.expect}`, () => {
      const out = decodeBase64(c.encoded);
      if (c.expect.startsWith('accept')) expect(Buffer.from(out!).toString('hex')).toBe(b.decodedHex);
      else expect(out).toBeNull();
    });
  }
  it('refuses mixed alphabets, stray padding, whitespace, non-zero trailing bits', () => {
    for (const bad of ['+-AA', 'AA=A', 'A===', '====', 'AAA', 'AA AA', 'AAAA\n', 'QR==', 'QUF=', 'Zm9v!mFy']) {
      expect(decodeBase64(bad), bad).toBeNull();
    }
    expect(decodeBase64('')).toEqual(new Uint8Array());
  });
  it('round-trips every length 0..70 with standard padding on write', () => {
    for (let n = 0; n <= 70; n++) {
      const bytes = new Uint8Array(createHash('sha512').update(String(n)).digest().subarray(0, Math.min(n, 64)));
      const data = n > 64 ? new Uint8Array([...bytes, ...new Uint8Array(n - 64).fill(0xfb)]) : bytes;
      const enc = encodeBase64(data);
      expect(enc.length % 4).toBe(0);
      expect(Buffer.from(decodeBase64(enc)!)).toEqual(Buffer.from(data));
      expect(Buffer.from(decodeBase64(enc.replaceAll('+', '-').replaceAll('/', '_'))!)).toEqual(Buffer.from(data));
    }
  });
});

describe('Ed25519 RFC 8032 §7.1 (ed25519/rfc8032.json)', () => {
  const { vectors } = json('ed25519/rfc8032.json') as {
    vectors: { name: string; secretKey: string; publicKey: string; message: string; signature: string }[];
  };
  it('has five vectors', () => expect(vectors).toHaveLength(5));
  for (const v of vectors) {
    it(v.name, () => {
      const seed = hex(v.secretKey);
      const msg = hex(v.message);
      expect(Buffer.from(publicKeyOf(seed)).toString('hex')).toBe(v.publicKey);
      expect(Buffer.from(signBytes(msg, seed)).toString('hex')).toBe(v.signature);
      expect(Buffer.from(nobleSign(msg, seed)).toString('hex')).toBe(v.signature);
      expect(Buffer.from(ed.getPublicKey(seed)).toString('hex')).toBe(v.publicKey);
      expect(verifySignature(hex(v.signature), msg, hex(v.publicKey))).toBe(true);
      const badSig = hex(v.signature);
      badSig[0]! ^= 1;
      expect(verifySignature(badSig, msg, hex(v.publicKey))).toBe(false);
      const badMsg = msg.length > 0 ? msg.slice() : new Uint8Array([0]);
      badMsg[0]! ^= 0x80;
      expect(verifySignature(hex(v.signature), badMsg, hex(v.publicKey))).toBe(false);
    });
  }
});

describe('Ed25519 Wycheproof (strict RFC 8032, zip215:false)', () => {
  const w = json('ed25519/wycheproof_ed25519.json') as {
    testGroups: {
      publicKey: { pk: string };
      tests: { tcId: number; msg: string; sig: string; result: 'valid' | 'invalid' | 'acceptable' }[];
    }[];
  };
  const cases = w.testGroups.flatMap((g) => g.tests.map((t) => ({ ...t, pk: g.publicKey.pk })));
  it('matches result on all 151 cases (a wrong-length signature is a reject, never a throw)', () => {
    expect(cases).toHaveLength(151);
    const mismatches = cases.filter((t) => {
      const got = verifySignature(hex(t.sig), hex(t.msg), hex(t.pk));
      return t.result === 'acceptable' ? false : got !== (t.result === 'valid');
    });
    expect(mismatches.map((t) => t.tcId)).toEqual([]);
  });
  it('rejects tcId 151 (non-canonical R), which ZIP215 would accept', () => {
    const t = cases.find((c) => c.tcId === 151)!;
    expect(verifySignature(hex(t.sig), hex(t.msg), hex(t.pk))).toBe(false);
  });
});

describe("differential: the node:crypto signer produces exactly noble's signatures", () => {
  it('for 50 random seeds and messages (signatures and public keys byte for byte)', () => {
    for (let i = 0; i < 50; i++) {
      const seed = new Uint8Array(createHash('sha256').update(`seed${i}`).digest());
      const msg = new Uint8Array(createHash('sha512').update(`msg${i}`).digest().subarray(0, i));
      const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
      const nodeSig = nodeSign(null, msg, { key: pkcs8, format: 'der', type: 'pkcs8' });
      expect(Buffer.from(signBytes(msg, seed))).toEqual(nodeSig);
      expect(Buffer.from(nobleSign(msg, seed))).toEqual(nodeSig);
      expect(Buffer.from(ed.getPublicKey(seed))).toEqual(Buffer.from(publicKeyOf(seed)));
      expect(verifySignature(nodeSig, msg, publicKeyOf(seed))).toBe(true);
      const spki = createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })).export({ format: 'der', type: 'spki' });
      expect(Buffer.from(publicKeyOf(seed))).toEqual(spki.subarray(12));
    }
  });
});

describe('ids (docs/FORMAT.md)', () => {
  it('key id is ed25519: + 32 hex of sha256(raw public key)', () => {
    const pk = hex('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
    expect(keyIdOf(pk)).toBe(`ed25519:${createHash('sha256').update(pk).digest('hex').slice(0, 32)}`);
  });
  it('receipt id is art_ + 32 hex of sha256(PAE bytes)', () => {
    const p = pae('application/vnd.judge.statement+json', Buffer.from('{}'));
    const id = receiptIdOf(p);
    expect(id).toBe(`art_${createHash('sha256').update(p).digest('hex').slice(0, 32)}`);
    expect(isReceiptId(id)).toBe(true);
    for (const bad of [id.toUpperCase(), `${id}0`, id.slice(0, -1), `art-${id.slice(4)}`, `art_${'g'.repeat(32)}`, 42, null]) {
      expect(isReceiptId(bad)).toBe(false);
    }
  });
});
