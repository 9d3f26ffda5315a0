/**
 * Byte-exact pieces of the wire format (docs/FORMAT.md) that the package verifier needs:
 * DSSE PAE, tolerant-but-strict base64 reading, key ids and receipt ids. Pure, no heavy imports.
 */
import { createHash } from 'node:crypto';

export const STATEMENT_PAYLOAD_TYPE = 'application/vnd.judge.statement+json';

const PAE_PREFIX = Buffer.from('DSSEv1 ', 'latin1');
const SPACE = Buffer.from(' ', 'latin1');

/** DSSE pre-authentication encoding; lengths are decimal UTF-8 byte counts (DSSE protocol.md). */
export function pae(payloadType: string, body: Uint8Array): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  return Buffer.concat([
    PAE_PREFIX,
    Buffer.from(String(type.length), 'latin1'),
    SPACE,
    type,
    SPACE,
    Buffer.from(String(body.length), 'latin1'),
    SPACE,
    body,
  ]);
}

/** `art_` + the first 32 hex of sha256(PAE bytes) (FORMAT.md: never stored as trusted). */
export function receiptIdOfPae(paeBytes: Uint8Array): string {
  return `art_${createHash('sha256').update(paeBytes).digest('hex').slice(0, 32)}`;
}

/** `ed25519:` + the first 32 hex of sha256(raw 32-byte public key). */
export function keyIdOf(publicKey: Uint8Array): string {
  return `ed25519:${createHash('sha256').update(publicKey).digest('hex').slice(0, 32)}`;
}

// Sextet value per ASCII code in each alphabet, -1 where the character is not in it.
const STD = new Int16Array(128).fill(-1);
const URL = new Int16Array(128).fill(-1);
{
  const core = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  for (let i = 0; i < core.length; i++) {
    STD[core.charCodeAt(i)] = i;
    URL[core.charCodeAt(i)] = i;
  }
  STD['+'.charCodeAt(0)] = 62;
  STD['/'.charCodeAt(0)] = 63;
  URL['-'.charCodeAt(0)] = 62;
  URL['_'.charCodeAt(0)] = 63;
}

/**
 * Decodes RFC 4648 base64 in the standard or the URL-safe alphabet, padded or not (FORMAT.md:
 * readers accept both). Returns null — never a best guess — for a mixed alphabet, a stray
 * character, wrong padding, or unused trailing bits that are not zero, so one envelope has
 * exactly one encoding per alphabet and padding choice.
 */
export function decodeBase64(text: string): Buffer | null {
  let end = text.length;
  let pad = 0;
  while (end > 0 && text.charCodeAt(end - 1) === 61 /* = */) {
    end--;
    pad++;
  }
  if (pad > 2) return null;
  if (pad > 0 && text.length % 4 !== 0) return null;
  const rem = end % 4;
  if (rem === 1) return null;
  if (pad > 0 && pad !== (4 - rem) % 4) return null;
  let sawStd = false;
  let sawUrl = false;
  let last = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return null;
    const s = STD[c]!;
    const u = URL[c]!;
    if (s < 0 && u < 0) return null;
    if (s < 0) sawUrl = true;
    else if (u < 0) sawStd = true;
    last = s >= 0 ? s : u;
  }
  if (sawStd && sawUrl) return null;
  // The bits after the last whole byte must be zero, or two texts would decode to one value.
  if (rem === 2 && (last & 0x0f) !== 0) return null;
  if (rem === 3 && (last & 0x03) !== 0) return null;
  // Node's decoder reads both alphabets; the scan above already refused everything else.
  return Buffer.from(end === text.length ? text : text.slice(0, end), 'base64');
}

export const RECEIPT_ID = /^art_[0-9a-f]{32}$/;
export const SESSION_ID = /^ses_[0-9a-f]{32}$/;
export const CALL_ID = /^call_[0-9a-f]{32}$/;
export const KEY_ID = /^ed25519:[0-9a-f]{32}$/;
export const ISSUED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
