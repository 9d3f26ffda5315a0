// Prints in-process rules throughput over the corpus: answerWithRules (shell reader included)
// for every corpus case, all default questions. Reports the median and the best of several
// passes (the machine is shared; the best pass is the least disturbed one), in calls per
// second, CPU time per call, and where a pass spends its time: the shell reader alone, the
// call's facts (shell reader included), and the rules over read facts (matching, checks,
// answers). Figures only, never pass/fail. Target: ≥ 25,000/s median on an idle machine.
//   node test/bench/rules.mjs [passes]
import { loadCorpus, loadRules } from './rules-lib.mjs';

const m = await loadRules();
const cases = loadCorpus(m);
const questions = m.ruleQuestions();
const passes = Number(process.argv[2] ?? 30);

/** Wall and CPU milliseconds of one run of `fn`. */
const timed = (fn) => {
  const cpu = process.cpuUsage();
  const t = performance.now();
  fn();
  const wall = performance.now() - t;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
};
const whole = () => {
  for (const c of cases) m.answerWithRules(c.state, questions);
};
const shell = () => {
  for (const c of cases)
    if (typeof c.state.input.command === 'string') m.analyzeShell(c.state.input.command, { cwd: c.state.workspace_root });
};
// Facts, then the rules over them, a chunk of calls at a time (holding every call's facts at
// once would make the rules phase pay for a bigger heap). Lazily computed facts (a command's
// paths, its parsed arguments) are computed when a rule first asks, so they count as rules.
const CHUNK = 64;
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const split = () => {
  let facts = 0;
  let rules = 0;
  for (let from = 0; from < cases.length; from += CHUNK) {
    const chunk = cases.slice(from, from + CHUNK);
    const t0 = cpuNow();
    const read = chunk.map((c) => m.readCallFacts(c.state));
    const t1 = cpuNow();
    for (let i = 0; i < chunk.length; i++) m.answerWithRules(chunk[i].state, questions, read[i]);
    facts += t1 - t0;
    rules += cpuNow() - t1;
  }
  return { facts, rules };
};

for (let w = 0; w < 3; w++) whole();
const runs = { whole: [], shell: [], facts: [], rules: [] };
for (let p = 0; p < passes; p++) {
  runs.whole.push(timed(whole));
  runs.shell.push(timed(shell));
  const { facts, rules } = split();
  runs.facts.push({ cpu: facts });
  runs.rules.push({ cpu: rules });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const best = (xs) => Math.min(...xs);
const rate = (ms) => Math.round((cases.length / ms) * 1000).toLocaleString('en-US');
const wall = runs.whole.map((r) => r.wall);
const cpu = runs.whole.map((r) => r.cpu);
console.log(`rules judge over ${cases.length} corpus calls, ${passes} passes`);
console.log(`median pass: ${median(wall).toFixed(1)} ms → ${rate(median(wall))} calls/s`);
console.log(`best pass:   ${best(wall).toFixed(1)} ms → ${rate(best(wall))} calls/s`);
console.log(
  `CPU per call: median ${((median(cpu) / cases.length) * 1000).toFixed(1)} µs, best ${((best(cpu) / cases.length) * 1000).toFixed(1)} µs`,
);
// Phases, as shares of the whole pass (medians of CPU time): the facts include the shell reader.
const share = (name) => `${((median(runs[name].map((r) => r.cpu)) / median(cpu)) * 100).toFixed(0)}%`;
console.log(
  `where a pass goes (median CPU): shell reader ${share('shell')}, facts with the shell reader ${share('facts')}, rules over read facts ${share('rules')}`,
);
