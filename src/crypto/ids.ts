/**
 * Identifiers derived from bytes (docs/FORMAT.md): key ids from the raw public key, receipt ids
 * from the PAE bytes. Receipt ids are never trusted as stored; every reader re-derives them.
 */
import { hash, randomBytes } from 'node:crypto';

// One-shot hash: package verify derives an id per receipt, and a Hash object per id cost more than the hashing.
const hex32 = (bytes: Uint8Array): string => hash('sha256', bytes, 'hex').slice(0, 32);

/** `ed25519:` + the first 32 hex of sha256(raw 32-byte public key). */
export function keyIdOf(publicKey: Uint8Array): string {
  return `ed25519:${hex32(publicKey)}`;
}

/** `art_` + the first 32 hex of sha256(PAE bytes). */
export function receiptIdOf(paeBytes: Uint8Array): string {
  return `art_${hex32(paeBytes)}`;
}

export const newSessionId = (): string => `ses_${randomBytes(16).toString('hex')}`;
export const newCallId = (): string => `call_${randomBytes(16).toString('hex')}`;

function isPrefixedHex(s: unknown, prefix: string, hexLen: number): s is string {
  if (typeof s !== 'string' || s.length !== prefix.length + hexLen || !s.startsWith(prefix)) return false;
  for (let i = prefix.length; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

export const isReceiptId = (s: unknown): s is string => isPrefixedHex(s, 'art_', 32);
export const isKeyId = (s: unknown): s is string => isPrefixedHex(s, 'ed25519:', 32);
export const isSessionId = (s: unknown): s is string => isPrefixedHex(s, 'ses_', 32);
export const isCallId = (s: unknown): s is string => isPrefixedHex(s, 'call_', 32);
