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
  return `(?=[${[...byFirst.keys()].join('')}])(?:${groups.join('|')})`;
}

/**
 * `\b`, then `alternatives` grouped by first letter (byFirstLetter): the same pattern as `\b(?:a|b|...)`, one `\b`
 * and one look-ahead at each place where the plain alternation tried each alternative.
 */
export const atWordStart = (alternatives: readonly string[]): string => String.raw`\b${byFirstLetter(alternatives)}`;

/** Where an atom of a pattern's source ends, from `i` (a group's or a class's close, an escape's last code unit). */
function atomEnd(source: string, i: number): number {
  const c = source[i];
  if (c === '\\') return source[i + 1] === 'u' ? i + 6 : i + 2;
  if (c === '[') {
    let k = i + 1;
    while (source[k] !== ']') k += source[k] === '\\' ? 2 : 1;
    return k + 1;
  }
  if (c === '(') {
    let depth = 0;
    for (let k = i; k < source.length; k++) {
      if (source[k] === '\\') k++;
      else if (source[k] === '[') k = atomEnd(source, k) - 1;
      else if (source[k] === '(') depth++;
      else if (source[k] === ')' && --depth === 0) return k + 1;
    }
  }
  return i + 1;
}

/** `source`'s alternatives at its top level (split at each `|` outside groups and classes). */
function alternativesOf(source: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < source.length; i = atomEnd(source, i)) {
    if (source[i] === '|') {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  out.push(source.slice(from));
  return out;
}

/**
 * The code units an alternative's match can start with, as items of a class (`a`, `\u0434`, `0-9`, a class's own
 * items), added to `into`; whether it begins with `\b` among its zero-width tests; whether it may match nothing.
 * Throws on what it does not read (`.`, `\s`, `\w`, a negated class): such an alternative may start anywhere.
 */
function leadsOf(alternative: string, into: Set<string>): { wordStart: boolean; empty: boolean } {
  let wordStart = false;
  let read = false;
  for (let i = 0; i < alternative.length; ) {
    const end = atomEnd(alternative, i);
    const atom = alternative.slice(i, end);
    const q = alternative[end];
    const optional = q === '?' || q === '*' || (q === '{' && alternative.startsWith('{0', end));
    let next = end;
    if (q === '?' || q === '*' || q === '+') next = end + 1;
    else if (q === '{') next = alternative.indexOf('}', end) + 1;
    if (alternative[next] === '?') next++;
    if (atom === '\\b') wordStart ||= !read;
    else if (atom.startsWith('(?=') || atom.startsWith('(?!') || atom.startsWith('(?<=') || atom.startsWith('(?<!')) {
      // A look-around reads no code unit of the match.
    } else if (atom.startsWith('(')) {
      if (atom.startsWith('(?') && !atom.startsWith('(?:')) throw new Error(`a lead not read: ${atom}`);
      read = true;
      let empty = false;
      for (const inner of alternativesOf(atom.slice(atom.startsWith('(?:') ? 3 : 1, -1))) empty = leadsOf(inner, into).empty || empty;
      if (!(optional || empty)) return { wordStart, empty: false };
    } else {
      if (atom === '.' || atom === '^' || atom === '$' || atom.startsWith('[^') || /^\\[sSwWDB]$/.test(atom))
        throw new Error(`a lead not read: ${atom} in ${alternative}`);
      read = true;
      if (atom === '\\d') into.add('0-9');
      else if (atom.startsWith('[')) into.add(atom.slice(1, -1));
      else into.add(atom === '-' || atom === ']' || atom === '^' ? `\\${atom}` : atom);
      if (!optional) return { wordStart, empty: false };
    }
    i = next;
  }
  return { wordStart, empty: true };
}

/**
 * `re` with one `\b` and a look-ahead of the code units its alternatives start with before them: the same matches (every
 * alternative starts at a word's start with one of those units), but where V8 compiles the pattern without its
 * optimizations each place that starts no word, or a word no alternative starts, fails at one or two tests instead of
 * trying every alternative behind its own `\b`. Throws (at load) where an alternative does not start with `\b` or its
 * first code units are not read: a new alternative cannot leave the look-ahead wrong. It pays on a pattern of many
 * alternatives; on one of few, V8's optimized search is faster without it (docs/content-measurements.md).
 */
export function atWordStarts(re: RegExp): RegExp {
  const leads = new Set<string>();
  for (const alternative of alternativesOf(re.source)) {
    const { wordStart, empty } = leadsOf(alternative, leads);
    if (!wordStart || empty) throw new Error(`not at a word's start: ${alternative}`);
  }
  return new RegExp(String.raw`\b(?=[${[...leads].join('')}])(?:${re.source})`, re.flags);
}
