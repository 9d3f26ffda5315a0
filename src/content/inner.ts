/**
 * A URL carried inside another's path or query (a redirect's `?next=`, an image proxy's `?url=`, `/redirect/https://…`),
 * however deep: urls.ts reads each one's host as the outer one's, where the reader lands.
 */
import { redirectsToScript } from './squats.js';

/** `http(s)://` inside a URL's path or query, written out or percent-encoded, as a parameter's value or a path's segment starts. */
const INNER_SCHEME = /(?:[=/]|%3d|%2f)https?(?::\/\/|%3a%2f%2f)|(?:=|%3d)(?:\/\/|%2f%2f)(?=[a-z0-9])/i;

function decoded(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The authority of a URL inside another (after `?next=`, `?url=`, `/redirect/`), percent-decoded, and where it ends; null when none. */
function innerAuthority(rest: string): { authority: string; end: number } | null {
  if (rest.length < 10) return null;
  const m = INNER_SCHEME.exec(rest);
  if (m === null) return null;
  const from = m.index + m[0].length;
  let to = from;
  for (; to < rest.length && to - from < 300; to++) {
    const c = rest.charCodeAt(to);
    // `/ ? # &` end an authority, and so do their percent-encodings (`%2F`, `%3F`, `%23`, `%26`).
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x26) break;
    if (c === 0x25 && /^%(?:2f|3f|23|26)/i.test(rest.slice(to, to + 3))) break;
  }
  const authority = rest.slice(from, to);
  if (authority === '') return null;
  return { authority: authority.includes('%') ? decoded(authority) : authority, end: to };
}

/** How many redirects deep a URL is read: a chain of three hides its target as well as any longer. */
const DEPTH = 3;

/**
 * The authorities of the URLs inside a URL's path and query (`rest`), outermost first, what follows each decoded once
 * more before the next is looked for (or read as written when nothing in it is encoded) (`?url=https%3A%2F%2Ft.co%2F%3Fnext%3Dhttps%253A%252F%252Fpaypal-login.example`:
 * `t.co`, then the look-alike), and whether a redirect behind the first goes to a script (`…%3Fnext%3Djavascript%253A…`;
 * the first is read by urls.ts).
 */
export function innerAuthorities(rest: string): { hosts: string[]; script: boolean } {
  const hosts: string[] = [];
  let script = false;
  for (let depth = 0; depth < DEPTH; depth++) {
    const inner = innerAuthority(rest);
    if (inner === null) break;
    hosts.push(inner.authority);
    rest = rest.slice(inner.end);
    // Written out (`?next=https://a.example/r?u=https://b.example/`), the next URL is read as it stands; encoded, once decoded.
    if (!rest.includes('%')) continue;
    rest = decoded(rest);
    script ||= redirectsToScript(rest);
  }
  return { hosts, script };
}
