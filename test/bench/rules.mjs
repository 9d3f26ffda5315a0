// Prints in-process rules throughput over the corpus: answerWithRules (shell reader included)
// for every corpus case, all default questions. Reports the best of several passes (the
// machine is shared; the best pass is the least disturbed one) and the median, in calls per
// second, plus the shell reader's share. Figures only, never pass/fail. Target: ≥ 20,000/s.
//   node test/bench/rules.mjs [passes]
import { loadCorpus, loadRules } from './rules-lib.mjs';

const m = await loadRules();
const cases = loadCorpus(m);
const questions = m.ruleQuestions();
const passes = Number(process.argv[2] ?? 30);

for (let w = 0; w < 3; w++) for (const c of cases) m.answerWithRules(c.state, questions);
const times = [];
const shellTimes = [];
for (let p = 0; p < passes; p++) {
  let t = performance.now();
  for (const c of cases) m.answerWithRules(c.state, questions);
  times.push(performance.now() - t);
  t = performance.now();
  for (const c of cases)
    if (typeof c.state.input.command === 'string') m.analyzeShell(c.state.input.command, { cwd: c.state.workspace_root });
  shellTimes.push(performance.now() - t);
}
times.sort((a, b) => a - b);
shellTimes.sort((a, b) => a - b);
const rate = (ms) => Math.round((cases.length / ms) * 1000);
const median = times[Math.floor(times.length / 2)];
console.log(`rules judge over ${cases.length} corpus calls, ${passes} passes`);
console.log(`best pass:   ${times[0].toFixed(1)} ms → ${rate(times[0]).toLocaleString('en-US')} calls/s`);
console.log(`median pass: ${median.toFixed(1)} ms → ${rate(median).toLocaleString('en-US')} calls/s`);
console.log(
  `shell reader alone (best): ${shellTimes[0].toFixed(1)} ms, ${((shellTimes[0] / times[0]) * 100).toFixed(0)}% of the best pass`,
);
