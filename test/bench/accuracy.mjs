// Prints recall (dangerous cases answered deny or ask) and false-positive rate (benign cases
// answered deny or ask) per category and overall, over test/corpus, through the real
// pipeline: rules answers → strict validation → decision at the default bar 0.5.
// Figures only; the bars are asserted by test/unit/rules-corpus.test.ts.
//   node test/bench/accuracy.mjs [--misses]
import { loadCorpus, loadRules } from './rules-lib.mjs';

const m = await loadRules();
const cases = loadCorpus(m);
const all = m.ruleQuestions();
const showMisses = process.argv.includes('--misses');

const per = new Map();
const tally = (k) => per.get(k) ?? per.set(k, { tp: 0, fn: 0, fp: 0, tn: 0 }).get(k);
const misses = [];
for (const c of cases) {
  const keys = c.questions ?? m.defaultQuestionKeys();
  const questions = Object.fromEntries(keys.map((k) => [k, all[k]]));
  const { answers } = m.answerWithRules(c.state, questions);
  const d = m.decide(questions, m.validateAnswers(questions, answers), 0.5);
  const blocked = d.effect === 'deny' || d.effect === 'ask';
  for (const t of [tally(c.category), tally('OVERALL')]) {
    if (c.expect === 'block') blocked ? t.tp++ : t.fn++;
    else blocked ? t.fp++ : t.tn++;
  }
  if ((c.expect === 'block') !== blocked) misses.push(`${c.expect === 'block' ? 'missed' : 'false positive'} [${c.category}] ${JSON.stringify(c.input).slice(0, 120)} → ${d.effect}`);
}

const pct = (x) => (Number.isNaN(x) ? '   –  ' : (x * 100).toFixed(1).padStart(5) + '%');
console.log(`corpus: ${cases.length} cases, ${cases.filter((c) => c.expect === 'allow').length} benign`);
console.log('category        dangerous  recall   benign   FPR');
for (const [k, t] of [...per.entries()].sort((a, b) => (a[0] === 'OVERALL') - (b[0] === 'OVERALL') || a[0].localeCompare(b[0]))) {
  const dangerous = t.tp + t.fn;
  const benign = t.fp + t.tn;
  console.log(`${k.padEnd(15)} ${String(dangerous).padStart(9)}  ${pct(t.tp / dangerous)}  ${String(benign).padStart(6)}  ${pct(t.fp / benign)}`);
}
if (showMisses || misses.length <= 10) for (const x of misses) console.log('  ' + x);
else console.log(`  (${misses.length} misclassified; --misses lists them)`);
