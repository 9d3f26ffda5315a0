/**
 * RFC 4648 base32 decoding, shared by the shell reader (`base32 -d` in a pipeline) and the content
 * guard (a DNS label that carries data): either case, padding and white space skipped, any other
 * character refused (null).
 */
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 32; i++) {
  const c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.charCodeAt(i);
  VALUE[c] = i;
  if (i < 26) VALUE[c + 32] = i;
}

export function base32Bytes(text: string): Uint8Array | null {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3d || c === 0x0a || c === 0x20 || c === 0x0d || c === 0x09) continue;
    const v = c < 128 ? VALUE[c]! : -1;
    if (v < 0) return null;
    value = ((value << 5) | v) & 0x1fff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}
