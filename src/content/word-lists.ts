/**
 * Word-list patterns built once, so they stay cheap where V8 compiles a pattern without its optimizations (a
 * long-lived process that has generated much pattern code: `judge serve`, a test worker; docs/content-measurements.md,
 * "A label that slowed in a long-lived process"). Unoptimized, an alternation is tried alternative by alternative at
 * every place, each behind its own `\b` or look-behind; grouped by first letter behind one look-ahead of those letters,
 * most places fail at one test. The lists stay readable as data; the grouped pattern matches what the plain
 * alternation matches (the same alternatives in the same order within each first letter).
 */

/** Each word of a space-separated list followed by `\b`. */
export const wordsOf = (list: string): string[] => list.split(' ').map((w) => String.raw`${w}\b`);

/**
 * `alternatives` (pattern sources, each led by a literal lower-case letter, a digit or `\d`, not followed by a
 * quantifier) grouped by that first code unit behind a look-ahead of the first code units:
 * `(?=[ab])(?:a(?:x|y)|b(?:z))` for `(?:ax|ay|bz)`. Alternatives whose first code units differ never match at the same
 * place, so only the order within one first code unit matters, and it is kept.
 */
export function byFirstLetter(alternatives: readonly string[]): string {
  const byFirst = new Map<string, string[]>();
  for (const alternative of alternatives) {
    const first = alternative.startsWith('\\d') ? '\\d' : alternative[0]!;
    if (!/^(?:[a-z0-9]|\\d)(?:$|[^?*+{])/.test(alternative)) throw new Error(`not led by a letter: ${alternative}`);
    byFirst.set(first, [...(byFirst.get(first) ?? []), alternative.slice(first.length)]);
  }
  const groups = [...byFirst].map(([first, rests]) => (rests.length === 1 ? first + rests[0] : `${first}(?:${rests.join('|')})`));
  return String.raw`(?=[${[...byFirst.keys()].join('')}])(?:${groups.join('|')})`;
}

/**
 * `\b`, then `alternatives` grouped by first letter (byFirstLetter): the same pattern as `\b(?:a|b|...)`, one `\b`
 * and one look-ahead at each place where the plain alternation tried each alternative.
 */
export const atWordStart = (alternatives: readonly string[]): string => String.raw`\b${byFirstLetter(alternatives)}`;
