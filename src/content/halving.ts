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

/**
 * firstNotBefore, for a `before` known to be true below `start`: galloping from there (1, 2, 4, …
 * past it) and halving the last step, so an index close to `start` is found in a few reads.
 */
export function firstNotBeforeFrom(start: number, n: number, before: (i: number) => boolean): number {
  let lo = start;
  let hi = start;
  for (let step = 1; hi < n && before(hi); step *= 2) {
    lo = hi + 1;
    hi = lo + step;
  }
  if (hi > n) hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
