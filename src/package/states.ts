/**
 * States handed in beside packages (`--states DIR`, `judge replay STATE_FILE`): found by the
 * sha256 digest of their bytes, which is what a receipt's state_digest names, so a `--state-out`
 * file works under any name. A name is never trusted for the digest. Pure.
 */
import { digestBytes } from '../canonical/jcs.js';

/** Each file keyed by the digest of its bytes (`sha256:<hex>`); two files with one digest are one state. */
export function statesByDigest(files: Iterable<Uint8Array>): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  for (const bytes of files) out.set(digestBytes(bytes), bytes);
  return out;
}
