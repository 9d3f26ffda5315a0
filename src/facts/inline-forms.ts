/**
 * Language forms the inline reader (`inline.ts`) recognises beyond a plain call with a literal
 * argument: environment lookups by name and Perl's `open` with a handle and a mode.
 */

/** A token of inline code: an identifier, a string literal (with its quote), or punctuation. */
export type Tok = { t: 'id'; v: string } | { t: 'str'; v: string; q: string } | { t: 'p'; v: string };

export const ENV_WORDS: ReadonlySet<string> = new Set(['environ', 'env', 'ENV', '$ENV', 'getenv', 'Getenv']);

/**
 * The variable an environment lookup names: `environ['X']`, `environ.get('X')`, `env.X`,
 * `env.get('X')` (Deno), `ENV['X']`, `ENV.fetch('X')`, `$ENV{X}`, `getenv('X')`. Null otherwise.
 */
export function envVarName(toks: Tok[], k: number): string | null {
  const a = toks[k + 1];
  const b = toks[k + 2];
  const c = toks[k + 3];
  if (a?.t !== 'p') return null;
  if ((a.v === '[' || a.v === '{' || a.v === '(') && (b?.t === 'str' || (a.v === '{' && b?.t === 'id'))) return b.v;
  if (a.v === '.' && b?.t === 'id') {
    if ((b.v === 'get' || b.v === 'fetch' || b.v === 'getenv') && c?.t === 'p' && c.v === '(') {
      const d = toks[k + 4];
      return d?.t === 'str' ? d.v : null;
    }
    return /^[A-Z_][A-Z0-9_]*$/.test(b.v) ? b.v : null;
  }
  return null;
}

/**
 * Perl's `open(FH, '<', 'path')`, `open(my $fh, "path")`, `open F, ">x"`: the last literal
 * argument names the file, after an optional mode (`<`, `>`, `>>`, `+<`).
 */
export function perlOpen(toks: Tok[], at: number): { kind: 'read' | 'write'; path: string } | null {
  let last: string | null = null;
  let mode = '';
  let depth = 0;
  for (let k = at; k < toks.length && k < at + 16; k++) {
    const t = toks[k]!;
    if (t.t === 'p' && t.v === '(') depth++;
    else if (t.t === 'p' && t.v === ')') {
      if (depth === 0) break;
      depth--;
    } else if (t.t === 'p' && t.v === ';' && depth === 0) break;
    else if (t.t === 'str' && t.q !== 'tpl') {
      if (last !== null) mode = last;
      last = t.v;
    }
  }
  if (last === null) return null;
  let path = last.trim();
  while (path.startsWith('<') || path.startsWith('>') || path.startsWith('+')) {
    mode += path[0];
    path = path.slice(1).trimStart();
  }
  if (path === '' || path.endsWith('|') || path.startsWith('|')) return null;
  return { kind: mode.includes('>') ? 'write' : 'read', path };
}
