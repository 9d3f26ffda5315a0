// Prints in-process rules throughput over the corpus: answerWithRules (shell reader included)
// for every corpus case, all default questions. Reports the best of several passes (the
// machine is shared; the best pass is the least disturbed one) and the median, in calls per
// second, plus the shell reader's share. Figures only, never pass/fail. Target: ≥ 20,000/s.
//   node test/bench/rules.mjs [passes]
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('../../', import.meta.url);

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
  for (const c of cases) if (typeof c.state.input.command === 'string') m.analyzeShell(c.state.input.command, { cwd: c.state.workspace_root });
  shellTimes.push(performance.now() - t);
}
times.sort((a, b) => a - b);
shellTimes.sort((a, b) => a - b);
const rate = (ms) => Math.round((cases.length / ms) * 1000);
const median = times[Math.floor(times.length / 2)];
console.log(`rules judge over ${cases.length} corpus calls, ${passes} passes`);
console.log(`best pass:   ${times[0].toFixed(1)} ms → ${rate(times[0]).toLocaleString('en-US')} calls/s`);
console.log(`median pass: ${median.toFixed(1)} ms → ${rate(median).toLocaleString('en-US')} calls/s`);
console.log(`shell reader alone (best): ${shellTimes[0].toFixed(1)} ms, ${((shellTimes[0] / times[0]) * 100).toFixed(0)}% of the best pass`);

// ── shared with test/bench/rules.mjs: bundle src/ with esbuild into a temp file, load the corpus ──

async function loadRules() {
  const result = await build({
    stdin: {
      contents: [
        "export { answerWithRules, ruleQuestions, defaultQuestionKeys, evaluateRules } from './src/rules/index.ts';",
        "export { decide } from './src/decision/decide.ts';",
        "export { validateAnswers } from './src/questions/validate.ts';",
        "export { capabilityOf } from './src/state/build.ts';",
        "export { analyzeShell } from './src/shell/index.ts';",
      ].join('\n'),
      resolveDir: root.pathname,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  const dir = mkdtempSync(join(tmpdir(), 'judge-rules-bench-'));
  const file = join(dir, 'rules.mjs');
  writeFileSync(file, result.outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function loadCorpus(m) {
  const dir = new URL('test/corpus/', root);
  const cases = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(new URL(name, dir), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const c = JSON.parse(line);
      const state = { tool: c.tool, capability: m.capabilityOf(c.tool), input: c.input, workspace_root: c.state?.workspace_root ?? '/home/dev/project' };
      if (c.state?.network_scope) state.network_scope = c.state.network_scope;
      if (c.state?.amount_bound !== undefined) state.amount_bound = c.state.amount_bound;
      if (c.state?.recent) state.recent = c.state.recent;
      cases.push({ ...c, state });
    }
  }
  return cases;
}
