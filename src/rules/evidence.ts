/** Evidence as the receipts carry it: short, printable, and without credentials. */
export { clip } from '../wire/text.js';

/**
 * Evidence never carries credentials: URL userinfo (`https://user:token@host`) and query
 * strings are blanked. One left-to-right scan, no regular expressions.
 */
export function redact(s: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const at = s.indexOf('://', i);
    if (at < 0) {
      out += s.slice(i);
      break;
    }
    out += s.slice(i, at + 3);
    let j = at + 3;
    let end = j;
    while (end < s.length && s[end] !== '/' && s[end] !== ' ' && s[end] !== '"' && s[end] !== "'" && s[end] !== ')') end++;
    const auth = s.slice(j, end);
    const amp = auth.lastIndexOf('@');
    out += amp >= 0 ? `***@${auth.slice(amp + 1)}` : auth;
    j = end;
    // Path kept, query string dropped.
    let stop = j;
    while (stop < s.length && s[stop] !== ' ' && s[stop] !== '"' && s[stop] !== "'" && s[stop] !== ')') stop++;
    const rest = s.slice(j, stop);
    const q = rest.indexOf('?');
    out += q >= 0 ? `${rest.slice(0, q)}?…` : rest;
    i = stop;
  }
  return out;
}
