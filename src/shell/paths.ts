/**
 * Lexical POSIX path logic for `cd` tracking. Pure: it never looks at the file system or the
 * real HOME, so an analysis depends only on its input and a receipt replays. `~` is kept as
 * an opaque root meaning "the home directory"; the rules decide what that is worth.
 */

/** Normalises `.` and `..` and repeated slashes; null when `..` climbs out of `~`. */
export function normalizePath(p: string): string | null {
  // Every parse starts from the workspace root, which is almost always normal already.
  if (isNormalAbsolute(p)) return p;
  let root: string;
  let rest: string;
  if (p.startsWith('/')) {
    root = '/';
    rest = p;
  } else if (p === '~' || p.startsWith('~/')) {
    root = '~';
    rest = p.slice(1);
  } else {
    root = '';
    rest = p;
  }
  const out: string[] = [];
  for (const seg of rest.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (root === '/')
        continue; // `/..` is `/`
      else if (root === '~')
        return null; // above home: unknown without reading HOME
      else out.push('..');
    } else out.push(seg);
  }
  if (root === '/') return '/' + out.join('/');
  if (root === '~') return out.length ? '~/' + out.join('/') : '~';
  return out.length ? out.join('/') : '.';
}

/** True for `/` and for an absolute path without empty, `.` or `..` segments and without a trailing `/`. */
function isNormalAbsolute(p: string): boolean {
  if (p.charCodeAt(0) !== 47) return false;
  if (p.length === 1) return true;
  for (let i = 0; i < p.length; i++) {
    if (p.charCodeAt(i) !== 47) continue;
    const next = p.charCodeAt(i + 1);
    if (i + 1 === p.length || next === 47) return false;
    if (next === 46) {
      const after = p.charCodeAt(i + 2);
      if (i + 2 === p.length || after === 47) return false;
      if (after === 46 && (i + 3 === p.length || p.charCodeAt(i + 3) === 47)) return false;
    }
  }
  return true;
}

/** Where `cd target` from `cwd` lands, lexically; null when that cannot be known. */
export function resolveDir(cwd: string | null, target: string): string | null {
  if (target === '') return cwd;
  if (target.startsWith('/')) return normalizePath(target);
  if (target === '~' || target.startsWith('~/')) return normalizePath(target);
  if (target.startsWith('~')) return null; // ~user
  if (cwd === null) return null;
  return normalizePath(cwd === '/' ? '/' + target : cwd + '/' + target);
}

/** The last component of a command path (`/bin/rm` → `rm`). */
export function baseName(p: string): string {
  let end = p.length;
  while (end > 1 && p[end - 1] === '/') end--;
  const s = p.slice(0, end);
  const i = s.lastIndexOf('/');
  return i < 0 ? s : s.slice(i + 1) || s;
}
