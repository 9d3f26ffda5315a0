/**
 * content-corpus.test.ts's scope. Run alone (`npx vitest run test/unit/content-corpus.test.ts`, `npm run test:corpus`)
 * it judges every case of the tuned corpora; in `npm test`'s whole run (test/unit/content-heavy.test.ts imports
 * corpus-sampled.ts before it) a deterministic stratified sample of them. docs/testing.md, "Fifth round".
 */
export const corpusScope = { sampled: false };

/**
 * Every case of a stratum of at most WHOLE cases, the WHOLE first of a larger one and SHARE of the rest, ranked by a hash
 * of the case's id: the same cases every run, and a case added to a corpus moves no other case in or out. (Three and
 * 8 % until the sixth round of docs/testing.md: the cases every list names are most of what is left.)
 */
const WHOLE = 2;
const SHARE = 0.02;
const SEED = 'judge corpus sample 1:';

/** FNV-1a of the seed and the id, in [0, 1). */
const rankOf = (id: string): number => {
  let h = 0x811c9dc5;
  for (const ch of SEED + id) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 2 ** 32;
};

/**
 * The ids of the sample: strata are a corpus file's cases of one class (the id's letters before its number: the class a
 * generator wrote, `cr47e` of `cr47e-018`) with one set of labels, so every class of every file and each of its
 * answers keeps cases; `listed` (a case an ANSWERED or NOT_YET list names) is always in.
 */
export function stratifiedSample(
  cases: readonly { id: string; yes: readonly string[]; file: string }[],
  listed: (id: string) => boolean,
): Set<string> {
  const strata = new Map<string, { id: string; rank: number }[]>();
  for (const c of cases) {
    const key = `${c.file}\u0000${c.id.replace(/\d+$/, '')}\u0000${[...c.yes].sort().join()}`;
    let stratum = strata.get(key);
    if (!stratum) strata.set(key, (stratum = []));
    stratum.push({ id: c.id, rank: rankOf(c.id) });
  }
  const chosen = new Set<string>();
  for (const stratum of strata.values()) {
    stratum.sort((a, b) => a.rank - b.rank);
    stratum.forEach(({ id, rank }, n) => {
      if (n < WHOLE || rank < SHARE || listed(id)) chosen.add(id);
    });
  }
  return chosen;
}
