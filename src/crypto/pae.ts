/**
 * DSSE pre-authentication encoding (DSSE protocol.md, "Signature definition"):
 * `"DSSEv1" SP LEN(type) SP type SP LEN(body) SP body`, lengths as decimal UTF-8 byte counts.
 * Only these bytes are ever signed, so the payload type is authenticated with the body.
 */
export function pae(payloadType: string, body: Uint8Array): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  const head = Buffer.from(`DSSEv1 ${type.length} `, 'ascii');
  const mid = Buffer.from(` ${body.length} `, 'ascii');
  return Buffer.concat([head, type, mid, body]);
}

/**
 * `pae` for one fixed payload type, in one allocation per call: package verify derives the PAE
 * of every receipt it reads. test/unit/crypto-pae-fast.test.ts holds it to `pae` byte for byte.
 */
export function paeFor(payloadType: string): (body: Uint8Array) => Buffer {
  const head = Buffer.from(`DSSEv1 ${Buffer.byteLength(payloadType, 'utf8')} ${payloadType} `, 'utf8');
  return (body) => {
    const len = String(body.length);
    const out = Buffer.allocUnsafe(head.length + len.length + 1 + body.length);
    head.copy(out, 0);
    out.write(len, head.length, 'latin1');
    out[head.length + len.length] = 0x20;
    out.set(body, head.length + len.length + 1);
    return out;
  };
}
