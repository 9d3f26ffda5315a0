/** What the encoded-order tests write their texts with: base64 and base32 of a string, and the codes an order is found with. */
import type { Hit } from '../../src/content/codes.js';
import { detectEncodedOrders } from '../../src/content/encoded-orders.js';
import { Text } from '../../src/content/find.js';

/** The reason codes detectEncodedOrders finds in `text`, each once, sorted. */
export const codes = (text: string): string[] => {
  const out: Hit[] = [];
  detectEncodedOrders(new Text(text), out, 0);
  return [...new Set(out.map((h) => h.code))].sort();
};
export const b64 = (s: string): string => Buffer.from(s).toString('base64');
/** RFC 4648 base32, unpadded. */
export const b32 = (s: string): string => {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const b of Buffer.from(s)) bits += b.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += A[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out;
};
