/**
 * Base64 spellings of `bytes` a decoder must handle the way the reference does: standard,
 * URL-safe, unpadded, trailing space, an alphabet mixed with `-`, extra padding, one character
 * short, and non-zero bits in the last character before the padding.
 */
export function base64Variants(bytes: Uint8Array): string[] {
  const std = Buffer.from(bytes).toString('base64');
  return [
    std,
    Buffer.from(bytes).toString('base64url'),
    std.replace(/=+$/, ''),
    `${std} `,
    std.replace('A', '-'),
    `${std}=`,
    std.slice(1),
    `${std.slice(0, -4)}${std.slice(-4).replace(/[A-Za-z0-9+/](?==)/, 'B')}`,
  ];
}
