// The rules content guard on 100 KB of text, in process: median CPU milliseconds per judgement
// over three texts (the content corpus end to end, everyday prose and code from this repository,
// and text with no hit at all), every default question asked. The bar is 5 ms per 100 KB on an
// idle machine; CPU time is reported because a busy machine inflates wall time, not the work.
// The second figure adds what `judge content` reports besides the answers.
// Also prints recall and false-positive rate over the content corpus (frozen slice apart).
//   node test/bench/content.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { importFromSource } from './lib.mjs';

const root = new URL('../../', import.meta.url);
const m = await importFromSource(
  [
    "export { answerContent } from './src/content/answer.ts';",
    "export { redact } from './src/content/guard.ts';",
    "export { findingsOf } from './src/content/report.ts';",
    "export { contentPack, contentQuestions } from './src/content/pack.ts';",
    "export { decide } from './src/decision/decide.ts';",
  ].join('\n'),
);

const known = m.contentQuestions();
const questions = Object.fromEntries(m.contentPack().default_questions.map((k) => [k, known[k]]));
const load = (f) =>
  readFileSync(new URL(`test/corpus-content/${f}`, root), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
const frozen = load('frozen.jsonl');
const cases = load('cases.jsonl');
const fill = (parts) => {
  let s = '';
  for (let i = 0; s.length < 100 * 1024; i++) s += parts[i % parts.length] + '\n';
  return s.slice(0, 100 * 1024);
};
const srcFiles = readdirSync(new URL('src/cli/commands/', root)).map((f) => readFileSync(new URL(`src/cli/commands/${f}`, root), 'utf8'));
const texts = {
  'content corpus (dense hits)': fill([...frozen, ...cases].map((c) => c.text)),
  'README and CLI source': fill([readFileSync(new URL('README.md', root), 'utf8'), ...srcFiles]),
  'plain prose, no hit': fill(['The committee met on Tuesday to review the budget and agreed to revisit the plan in spring.']),
};
const state = (text) => ({ tool: 'content', capability: 'content.web', input: {}, workspace_root: '/w', content: { source: 'web', text } });
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
// `judge content` also reports every finding with its excerpt and can redact: the second figure.
const judge = (s) => m.answerContent(s, questions);
const report = (s) => {
  const r = m.answerContent(s, questions);
  m.findingsOf(s.content.text, r.hits);
  m.redact(s.content.text, r.hits);
};
const median = (f, s) => {
  for (let i = 0; i < 20; i++) f(s);
  const times = [];
  for (let i = 0; i < 30; i++) {
    const t = cpu();
    f(s);
    times.push(cpu() - t);
  }
  return times
    .sort((a, b) => a - b)[15]
    .toFixed(2)
    .padStart(6);
};
console.log('content guard, 100 KB, all default questions (median of 30, after 20 warm-up runs)');
for (const [name, text] of Object.entries(texts)) {
  const s = state(text);
  console.log(`  ${name.padEnd(30)} ${median(judge, s)} ms CPU; with findings, excerpts and redaction ${median(report, s)} ms`);
}

const figures = (list) => {
  let tp = 0,
    fn = 0,
    fp = 0,
    tn = 0;
  for (const c of list) {
    const r = m.answerContent(state(c.text), questions);
    const effect = m.decide(questions, r.answers, 0.5).effect;
    if (c.yes.length > 0) effect === 'allow' ? fn++ : tp++;
    else effect === 'allow' ? tn++ : fp++;
  }
  return `recall ${(tp / (tp + fn)).toFixed(3)} (${tp}/${tp + fn}), false positives ${(fp / (fp + tn)).toFixed(3)} (${fp}/${fp + tn})`;
};
console.log(`frozen slice:  ${figures(frozen)}`);
console.log(`whole corpus:  ${figures([...frozen, ...cases])}`);
