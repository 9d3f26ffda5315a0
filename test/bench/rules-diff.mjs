// Differential check for speed work on the rules engine: judges every corpus case and every
// pack example with the rules from src/ of this checkout and of another revision (default
// `main`), and prints every case whose answers, evidence, hits or recent facts differ. Exits 1
// on any difference. Both sides read the same inputs (this checkout's corpus and pack).
//   node test/bench/rules-diff.mjs [git-revision]
import { readFileSync } from 'node:fs';
import { importFromRevision, importFromSource, ROOT } from './lib.mjs';
import { loadCorpus, stateOf } from './rules-lib.mjs';

const SOURCE = [
  "export { answerWithRules, ruleQuestions, evaluateRules, readCallFacts, recentFactsOf } from './src/rules/index.ts';",
  "export { capabilityOf } from './src/state/build.ts';",
].join('\n');

const rev = process.argv[2] ?? 'main';
const theirs = await importFromRevision(SOURCE, rev);
const mine = await importFromSource(SOURCE);

const pack = JSON.parse(readFileSync(new URL('rules/pack.json', `file://${ROOT}`), 'utf8'));
const states = loadCorpus(mine).map((c) => ({ id: c.id, state: c.state }));
for (const rule of pack.rules)
  for (const kind of ['positive', 'negative'])
    (rule.examples?.[kind] ?? []).forEach((ex, i) =>
      states.push({ id: `${rule.id} ${kind}[${i}]`, state: stateOf(mine, ex, pack.example_workspace) }),
    );

/** Everything the rules say about a state, as one string. */
const reading = (m, state) => {
  const { answers, evidence } = m.answerWithRules(state, m.ruleQuestions());
  return JSON.stringify({ answers, evidence, hits: m.evaluateRules(state), recent: m.recentFactsOf(state, m.readCallFacts(state)) });
};

let differ = 0;
// Two passes: path classes are scanned for the first paths an engine sees and compiled after.
for (let pass = 0; pass < 2; pass++) {
  for (const { id, state } of states) {
    const a = reading(theirs, state);
    const b = reading(mine, state);
    if (a !== b && differ++ < 20) console.log(`differs: ${id}\n  ${rev}: ${a.slice(0, 400)}\n  here: ${b.slice(0, 400)}`);
  }
}
console.log(`${states.length} corpus cases and pack examples, 2 passes: ${differ} differ from ${rev}`);
process.exit(differ === 0 ? 0 : 1);
