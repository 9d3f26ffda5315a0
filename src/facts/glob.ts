/**
 * Wildcard matching for the rule pack's name and path patterns. Only `*` (any run of
 * characters) and `?` (one character) are special; there are no classes or alternations.
 *
 * The rule pack is data, so its patterns are compiled here into matchers whose cost is
 * provably linear or O(n·m) with tiny m: literals compare, a single `*` becomes a
 * prefix/suffix test, and anything else runs the classic greedy two-pointer algorithm,
 * which backtracks only to the most recent star and so never goes exponential.
 */

export type Matcher = (s: string) => boolean;

/** Compiles one pattern. A backslash makes the next character literal (`\\*` is a star). */
export function compileGlob(pattern: string): Matcher {
  if (pattern.includes('\\')) {
    // Escapes are only supported in otherwise literal patterns: that is all the pack needs.
    let lit = '';
    for (let i = 0; i < pattern.length; i++) {
      const ch = pattern[i]!;
      if (ch === '\\' && i + 1 < pattern.length) lit += pattern[++i];
      else if (ch === '*' || ch === '?') throw new Error(`pattern ${pattern}: escapes cannot be mixed with wildcards`);
      else lit += ch;
    }
    return (s) => s === lit;
  }
  const hasQ = pattern.includes('?');
  const stars = countChar(pattern, '*');
  if (stars === 0 && !hasQ) return (s) => s === pattern;
  if (!hasQ && stars === 1) {
    const at = pattern.indexOf('*');
    const prefix = pattern.slice(0, at);
    const suffix = pattern.slice(at + 1);
    const min = prefix.length + suffix.length;
    if (prefix === '' && suffix === '') return () => true;
    return (s) => s.length >= min && s.startsWith(prefix) && s.endsWith(suffix);
  }
  return (s) => wildcardMatch(pattern, s);
}

/**
 * Whether `s` matches `pattern`, without compiling it: the same answer as `compileGlob(pattern)(s)`
 * (a unit test holds them together), allocating nothing for the patterns the pack uses. For a
 * few one-off tests, where compiling would cost more than it saves.
 */
export function globMatches(pattern: string, s: string): boolean {
  if (pattern.includes('\\')) return compileGlob(pattern)(s);
  const star = pattern.indexOf('*');
  if (star < 0 && !pattern.includes('?')) return s === pattern;
  if (!pattern.includes('?') && pattern.indexOf('*', star + 1) < 0) {
    // One star: a prefix and a suffix, compared in place (linear in the pattern, as compiled).
    const tail = pattern.length - star - 1;
    if (s.length < star + tail) return false;
    for (let i = 0; i < star; i++) if (s.charCodeAt(i) !== pattern.charCodeAt(i)) return false;
    for (let j = 1; j <= tail; j++) if (s.charCodeAt(s.length - j) !== pattern.charCodeAt(pattern.length - j)) return false;
    return true;
  }
  return wildcardMatch(pattern, s);
}

/** Compiles a list of patterns into one matcher (true when any matches); exact names use a Set. */
export function compileGlobs(patterns: readonly string[]): Matcher {
  const exact = new Set<string>();
  const others: Matcher[] = [];
  for (const p of patterns) {
    if (p.includes('*') || p.includes('?') || p.includes('\\')) others.push(compileGlob(p));
    else exact.add(p);
  }
  if (others.length === 0) return (s) => exact.has(s);
  return (s) => {
    if (exact.has(s)) return true;
    for (const m of others) if (m(s)) return true;
    return false;
  };
}

function countChar(s: string, ch: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s[i] === ch) n++;
  return n;
}

/**
 * Greedy wildcard match. On a mismatch it resumes from the last `*` one character further,
 * so each (pattern index, text index) pair is visited a bounded number of times.
 */
export function wildcardMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let starP = -1;
  let starT = 0;
  while (t < text.length) {
    const pc = pattern[p];
    if (p < pattern.length && (pc === '?' || pc === text[t])) {
      p++;
      t++;
    } else if (p < pattern.length && pc === '*') {
      starP = p++;
      starT = t;
    } else if (starP >= 0) {
      p = starP + 1;
      t = ++starT;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}
