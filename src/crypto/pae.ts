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
