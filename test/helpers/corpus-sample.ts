/**
 * content-corpus.test.ts's scope. Run alone (`npx vitest run test/unit/content-corpus.test.ts`, `npm run test:corpus`)
 * it judges every case of the tuned corpora; in `npm test`'s whole run (test/unit/content-heavy.test.ts imports
 * corpus-sampled.ts before it) a deterministic sample of them, bounded in size however the corpora grow.
 * docs/testing.md, "Eighth round".
 */
export const corpusScope = { sampled: false };

/**
 * The sample's size: SIZE cases of the tuned corpora, LISTED of them among the cases a list names. The floor (one case
 * per corpus file and answer) is always in, so the sample is larger than SIZE only once the floor is: with about three
 * answers a file, past about 600 corpus files.
 */
export const SAMPLE_SIZE = 2000;
export const SAMPLE_LISTED = 400;
const SEED = 'judge corpus sample 2:';

/** FNV-1a of a seed and a name, in [0, 1): the same rank every run, on every machine. */
export const rankOf = (seed: string, name: string): number => {
  let h = 0x811c9dc5;
  for (const ch of seed + name) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 2 ** 32;
};

/**
 * The ids of the sample, drawn in three steps, each by a hash of the seed and the id (a case's rank does not depend on
 * any other case, so a case added to a corpus moves at most the one case it outranks at the margin):
 * 1. the floor: in every corpus file, for each answer its cases are labelled with (each question, and "none" for the
 *    benign), the case of lowest rank: every file and every question of every file is judged;
 * 2. the listed: the SAMPLE_LISTED cases of lowest rank among those `listed` names (an ANSWERED or NOT_YET list's
 *    cases: the guard's boundary);
 * 3. the fill, to SAMPLE_SIZE: every class's first case before any class's second (a class is a corpus file's cases of
 *    one id prefix, the class its generator wrote, `cr47e` of `cr47e-018`, with one set of labels), each round by rank.
 */
export function stratifiedSample(
  cases: readonly { id: string; yes: readonly string[]; file: string }[],
  listed: (id: string) => boolean,
): Set<string> {
  const ranked = cases.map((c) => ({ c, rank: rankOf(SEED, c.id) })).sort((a, b) => a.rank - b.rank);
  const chosen = new Set<string>();
  const floor = new Set<string>();
  for (const { c } of ranked) {
    for (const answer of c.yes.length === 0 ? ['none'] : c.yes) {
      const key = `${c.file}\u0000${answer}`;
      if (floor.has(key)) continue;
      floor.add(key);
      chosen.add(c.id);
    }
  }
  let listedIn = 0;
  for (const { c } of ranked) {
    if (listedIn >= SAMPLE_LISTED) break;
    if (!listed(c.id)) continue;
    listedIn++;
    chosen.add(c.id);
  }
  // The fill: a case's round is its place in its class by rank (0 for the class's first case).
  const seen = new Map<string, number>();
  const rounds = ranked.map(({ c, rank }) => {
    const key = `${c.file}\u0000${c.id.replace(/\d+$/, '')}\u0000${[...c.yes].sort().join()}`;
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    return { id: c.id, round, rank };
  });
  rounds.sort((a, b) => a.round - b.round || a.rank - b.rank);
  for (const { id } of rounds) {
    if (chosen.size >= SAMPLE_SIZE) break;
    chosen.add(id);
  }
  return chosen;
}

/**
 * A list of timed reads too long to run whole in `npm test` (content-redos's detector inputs and lead words,
 * content-redos-guard's whole-guard texts): its `size` items of lowest rank by name are `npm test`'s, the others are
 * `npm run test:corpus`'s, so the two runs together read every item once. Bounded however the list grows; an item added
 * moves at most one other from one run to the other.
 */
export function splitByRank<T>(items: readonly T[], nameOf: (item: T) => string, size: number, seed: string): { sample: T[]; rest: T[] } {
  const ranks = new Map(items.map((item) => [item, rankOf(seed, nameOf(item))]));
  const chosen = new Set([...items].sort((a, b) => ranks.get(a)! - ranks.get(b)!).slice(0, size));
  return { sample: items.filter((item) => chosen.has(item)), rest: items.filter((item) => !chosen.has(item)) };
}
