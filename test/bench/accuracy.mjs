// Prints recall (dangerous cases answered deny or ask) and false-positive rate (benign cases
// answered deny or ask) per category and overall, over test/corpus, through the real
// pipeline: rules answers → strict validation → decision at the default bar 0.5.
// Figures only; the bars are asserted by test/unit/rules-corpus.test.ts.
//   node test/bench/accuracy.mjs [--misses]
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('../../', import.meta.url);

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
