'use strict';
// stdin read to its end, synchronously, before anything else runs: by the hook's loader (to choose
// a bundle by the event) and by the resident gate's client (to forward the event whole).
const { readSync } = require('node:fs');

/** Past the gate's largest input limit (16 MiB for a PostToolUse event): more is refused either way. */
const MAX_STDIN_BYTES = 16 * 1024 * 1024 + 1;

/** stdin read to its end (at most MAX_STDIN_BYTES). `complete`: false when the descriptor would block or failed (the rest is read by the gate). */
function readStdin() {
  const chunks = [];
  let size = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    let n;
    try {
      n = readSync(0, chunk, 0, chunk.length, null);
    } catch (err) {
      if (err.code === 'EOF') break;
      if (err.code === 'EINTR') continue;
      return { bytes: Buffer.concat(chunks), complete: false };
    }
    if (n === 0) break;
    chunks.push(chunk.subarray(0, n));
    size += n;
    if (size >= MAX_STDIN_BYTES) break;
  }
  return { bytes: Buffer.concat(chunks), complete: true };
}

module.exports = { readStdin, MAX_STDIN_BYTES };
