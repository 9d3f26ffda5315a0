/**
 * The first index in [0, n) at which `before(i)` turns false, for a `before` that is true on a
 * prefix of the indices and false after it (sorted data read by halving): n when it never does.
 */
export function firstNotBefore(n: number, before: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
