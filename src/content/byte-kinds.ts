/**
 * encoded_payload: what decoded bytes are by their first bytes alone: an executable (ELF, Mach-O, a Java class, a Windows
 * shortcut, a PE file), or a gzip stream, which is inflated (a bounded output) so that what it packs is read as the bytes
 * themselves are: `echo H4sI… | base64 -d | gunzip | sh` hides a script behind one more layer, and so does a note's
 * "payload (gzip+base64)" (docs/content-readings.md, "Packed payloads"). node:zlib's synchronous inflate does no I/O.
 */
import { gunzipSync } from 'node:zlib';

/** A PE file's DOS header as linkers write it: `MZ`, then its first fields' usual values. */
const DOS_HEADER = [0x4d, 0x5a, 0x90, 0, 0x03, 0, 0, 0, 0x04, 0, 0, 0, 0xff, 0xff];
const LNK_HEADER = [0x4c, 0, 0, 0, 0x01, 0x14, 0x02, 0, 0, 0, 0, 0, 0xc0, 0, 0, 0, 0, 0, 0, 0x46];

export function isExecutable(b: Uint8Array): boolean {
  if (b.length < 4) return false;
  if (b[0] === 0x7f && b[1] === 0x45 && b[2] === 0x4c && b[3] === 0x46) return true; // ELF
  if (
    (b[0] === 0xfe && b[1] === 0xed && b[2] === 0xfa && (b[3] === 0xce || b[3] === 0xcf)) ||
    (b[3] === 0xfe && b[2] === 0xed && b[1] === 0xfa && (b[0] === 0xce || b[0] === 0xcf))
  )
    return true; // Mach-O
  if (b[0] === 0xca && b[1] === 0xfe && b[2] === 0xba && b[3] === 0xbe) return true; // fat Mach-O / Java class
  // A Windows shortcut (.lnk): its header's size and class id, twenty bytes no text or image begins with. It runs the
  // command line it holds when opened.
  if (b.length >= 20 && LNK_HEADER.every((v, i) => b[i] === v)) return true;
  // MZ: a PE file; the DOS stub's message makes a chance "MZ" prefix of random bytes not count. The header linkers write
  // (`MZ`, 0x90 bytes on the last page, 3 pages, 4 paragraphs of header, 0xFFFF memory: `TVqQAAMAAAAEAAAA//8A` in base64)
  // is no chance either, in a piece of 24 bytes or more (a note quoting the prefix alone is shorter).
  if (b.length >= 24 && DOS_HEADER.every((v, i) => b[i] === v)) return true;
  if (b[0] === 0x4d && b[1] === 0x5a && b.length >= 64) {
    const head = latin1(b.subarray(0, Math.min(b.length, 512)));
    return head.includes('This program') || head.includes('PE\0\0') || (b[0x3c]! < 0x80 && b.length > 0x40);
  }
  return false;
}

function latin1(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; i++) s += String.fromCharCode(b[i]!);
  return s;
}

/** Most bytes a gzip stream is inflated to: a dropper's command is short; a packed archive is not read whole. */
const INFLATED_MAX = 16384;

/**
 * The bytes a gzip stream (its magic number and the deflate method) packs, at most INFLATED_MAX of them; null when `b`
 * is no gzip stream or does not inflate (a truncated stream gives what inflated before its end, when any did).
 */
export function inflated(b: Uint8Array): Uint8Array | null {
  if (b.length < 18 || b[0] !== 0x1f || b[1] !== 0x8b || b[2] !== 8) return null;
  try {
    return gunzipSync(b, { maxOutputLength: INFLATED_MAX, finishFlush: 2 });
  } catch {
    return null;
  }
}
