/**
 * encoded_payload: a wrapped base64 block whose line breaks are written escaped (`\n` as a backslash and an `n`, as JSON
 * writes a field's breaks, or a log its message's): encoded.ts reads runs of base64 digits, and there the `n` of each
 * escape joins the next line's run, which then decodes a digit out of step. Here the lines are joined without their
 * escapes and the block decoded whole, as a wrapped block with real breaks is (docs/content-readings.md, "Escaped
 * breaks in base64").
 */
import type { Hit } from './codes.js';
import { classifyDecoded } from './encoded.js';

/** Lines of 16 to 120 base64 digits, each ended by an escaped break (`\r\n` maybe), two or more; the last line after. */
const ESCAPED_LINES = /(?:[A-Za-z0-9+/]{16,120}(?:\\r)?\\n){2,400}[A-Za-z0-9+/]{0,120}={0,2}/y;
/** Whether the code unit is a base64 digit (not padding). */
const isDigit = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;
/** Most code units of a block decoded: as encoded.ts's DECODE_MAX, with the escapes between its lines. */
const BLOCK_MAX = 5200;

export function detectEscapedBlocks(text: string, out: Hit[]): void {
  let after = 0;
  for (let i = text.indexOf('\\n'); i >= 0; i = text.indexOf('\\n', i + 2)) {
    if (i < after) continue;
    // The line this escape ends: back over base64 digits to its start, which follows no backslash (an `n` after one is
    // an escape's, whose line starts after it).
    let s = i;
    while (s > 0 && i - s <= 120 && isDigit(text.charCodeAt(s - 1))) s--;
    if (i - s < 16) continue;
    if (text.charCodeAt(s - 1) === 92) {
      s++;
      if (i - s < 16) continue;
    }
    ESCAPED_LINES.lastIndex = s;
    const m = ESCAPED_LINES.exec(text);
    if (m === null) continue;
    const end = s + m[0].length;
    after = end;
    const digits = m[0].slice(0, BLOCK_MAX).replace(/\\r|\\n/g, '');
    const codes = classifyDecoded(Buffer.from(digits.slice(0, digits.length - (digits.length % 4)), 'base64'));
    for (const code of codes) out.push({ code, start: s, end });
  }
}
