/**
 * Where an HTTP judge may live (docs/http.md). The token and the state travel in the
 * request, so plain http is accepted only where no network sits between us and the judge: the
 * loopback range, or when the user says so with --allow-insecure-url.
 */
import { isIP } from 'node:net';
import { UsageError } from '../errors.js';

/** True for 127.0.0.0/8, ::1 (and its IPv4-mapped forms) and the name `localhost`. */
export function isLoopbackHost(hostname: string): boolean {
  // URL keeps IPv6 literals in brackets; the name comparison is ASCII case-insensitive.
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const lower = host.toLowerCase();
  if (lower === 'localhost' || lower === 'localhost.') return true;
  if (isIP(lower) === 4) return lower.startsWith('127.');
  if (isIP(lower) === 6) {
    if (lower === '::1') return true;
    // ::ffff:127.x.y.z — WHATWG URL serialises it as ::ffff:7fxx:xxxx.
    if (lower.startsWith('::ffff:')) {
      const rest = lower.slice(7);
      if (isIP(rest) === 4) return rest.startsWith('127.');
      const hi = rest.split(':')[0] ?? '';
      return hi.length === 4 && hi.startsWith('7f');
    }
  }
  return false;
}

/** What errors and logs may show of a judge URL: no userinfo, no query, no fragment. */
export function displayUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}

/**
 * Parses and checks `--judge-url`. Refuses credentials in the URL (they would end up in logs and
 * process listings: the token belongs in JUDGE_TOKEN or --token-file), any scheme but http(s), and
 * plain http off loopback unless `allowInsecure`.
 */
export function checkJudgeUrl(raw: string, allowInsecure: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError('http.url', '--judge-url: not an absolute URL (expected https://host[:port]/path)');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UsageError('http.url-scheme', `--judge-url: scheme ${url.protocol.replace(/:$/, '')} is not http or https`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new UsageError(
      'http.url-credentials',
      '--judge-url: credentials in the URL are refused; put the token in JUDGE_TOKEN or --token-file',
    );
  }
  if (url.protocol === 'http:' && !allowInsecure && !isLoopbackHost(url.hostname)) {
    throw new UsageError(
      'http.insecure-url',
      `--judge-url: ${displayUrl(url)} is plain http to a host that is not loopback; use https, or pass --allow-insecure-url`,
    );
  }
  url.hash = '';
  return url;
}
