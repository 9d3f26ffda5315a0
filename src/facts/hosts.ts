/**
 * Hosts out of URLs and remote specs, and hosts against the network scope. Hand-written
 * scanners (no regular expressions): every function is one pass over its input.
 */

/** The host of `scheme://[user@]host[:port]/…`, `host/path`, or `[user@]host:path` (scp/git), lower-cased; null if none. */
export function hostOfUrl(raw: string): string | null {
  let s = raw;
  const scheme = s.indexOf('://');
  let hadScheme = false;
  if (scheme > 0 && isScheme(s.slice(0, scheme))) {
    const proto = s.slice(0, scheme).toLowerCase();
    if (proto === 'file') return null;
    s = s.slice(scheme + 3);
    hadScheme = true;
  }
  // The authority ends at the first / ? or #.
  let end = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 47 || c === 63 || c === 35) {
      end = i;
      break;
    }
  }
  let auth = s.slice(0, end);
  const at = auth.lastIndexOf('@');
  if (at >= 0) auth = auth.slice(at + 1);
  let host: string;
  if (auth.startsWith('[')) {
    const close = auth.indexOf(']');
    if (close < 0) return null;
    host = auth.slice(0, close + 1);
  } else {
    const colon = auth.indexOf(':');
    host = colon >= 0 ? auth.slice(0, colon) : auth;
  }
  const clean = cleanHost(host);
  if (clean === null) return null;
  if (!hadScheme && !looksLikeHost(clean)) return null;
  return clean;
}

/** `[user@]host:path` (scp, rsync, git) → host; null when the word is a local path. */
export function hostOfRemoteSpec(raw: string): string | null {
  if (raw.includes('://')) return hostOfUrl(raw);
  if (raw.startsWith('/') || raw.startsWith('.') || raw.startsWith('~')) return null;
  const colon = raw.indexOf(':');
  if (colon <= 0) return null;
  const slash = raw.indexOf('/');
  if (slash >= 0 && slash < colon) return null;
  let auth = raw.slice(0, colon);
  const at = auth.lastIndexOf('@');
  if (at >= 0) auth = auth.slice(at + 1);
  return cleanHost(auth);
}

/** `[user@]host` (ssh, telnet, nc); null when it does not look like a host. */
export function hostOfWord(raw: string): string | null {
  let auth = raw;
  const at = auth.lastIndexOf('@');
  if (at >= 0) auth = auth.slice(at + 1);
  const h = cleanHost(auth);
  return h !== null && looksLikeHost(h) ? h : null;
}

function isScheme(s: string): boolean {
  if (s.length === 0 || s.length > 32) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 32;
    const ok =
      (c >= 97 && c <= 122) ||
      (i > 0 && ((s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) || s[i] === '+' || s[i] === '-' || s[i] === '.'));
    if (!ok) return false;
  }
  return true;
}

function cleanHost(h: string): string | null {
  let host = h.toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.length === 0 || host.length > 253) return null;
  if (host.startsWith('[')) return host.endsWith(']') ? host : null;
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    const ok = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 95;
    if (!ok) return null;
  }
  return host;
}

/** A bare word is taken for a host when it has a dot, is an IP, or is `localhost`. */
function looksLikeHost(h: string): boolean {
  if (h.startsWith('[')) return true;
  if (h === 'localhost') return true;
  if (!h.includes('.')) return false;
  if (h.startsWith('.') || h.includes('..')) return false;
  // Filenames such as `install.sh` have a dot too; a host's last label is never a common
  // script or archive extension. This only decides whether a scheme-less word is a host.
  const last = h.slice(h.lastIndexOf('.') + 1);
  return !FILE_EXTENSIONS.has(last);
}

const FILE_EXTENSIONS = new Set([
  'sh',
  'py',
  'js',
  'mjs',
  'cjs',
  'ts',
  'json',
  'txt',
  'md',
  'tar',
  'gz',
  'tgz',
  'zip',
  'rb',
  'pl',
  'php',
  'yml',
  'yaml',
  'toml',
  'lock',
  'log',
  'csv',
  'html',
  'css',
  'xml',
  'env',
  'pem',
  'key',
  'conf',
  'cfg',
  'ini',
  'bak',
  'sql',
  'exe',
  'deb',
  'rpm',
]);

/** True for loopback and unspecified addresses and `localhost` names: never off scope, never exfiltration. */
export function isLocalHost(host: string): boolean {
  const h = host.startsWith('[') ? host.slice(1, -1) : host;
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (h === '::1' || h === '::' || h === '0.0.0.0') return true;
  if (h.startsWith('127.') && isDottedQuad(h)) return true;
  return false;
}

function isDottedQuad(h: string): boolean {
  const parts = h.split('.');
  return parts.length === 4 && parts.every((p) => p.length > 0 && p.length <= 3 && [...p].every((c) => c >= '0' && c <= '9'));
}

/**
 * Whether `host` is inside the declared scope: `*` admits every host, `*.suffix` admits
 * strict subdomains of the suffix (not the suffix itself, as in TLS wildcards), anything
 * else must be equal. Loopback is always in scope.
 */
export function hostInScope(host: string, scope: readonly string[]): boolean {
  if (isLocalHost(host)) return true;
  for (const entry of scope) {
    const e = entry.toLowerCase();
    if (e === '*') return true;
    if (e.startsWith('*.')) {
      const suffix = e.slice(1);
      if (host.length > suffix.length && host.endsWith(suffix)) return true;
    } else if (e === host) return true;
  }
  return false;
}

/** The last path segment of a URL (what `curl -O` / plain `wget` save as), or null. */
export function urlBasename(raw: string): string | null {
  let s = raw;
  const scheme = s.indexOf('://');
  if (scheme > 0) s = s.slice(scheme + 3);
  let end = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 63 || c === 35) {
      end = i;
      break;
    }
  }
  s = s.slice(0, end);
  const slash = s.indexOf('/');
  if (slash < 0) return 'index.html';
  const last = s.slice(s.lastIndexOf('/') + 1);
  return last === '' ? 'index.html' : last;
}
