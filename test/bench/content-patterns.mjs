// Which regular expressions the rules content guard runs on each of the bench's texts: RegExp's
// `exec` wrapped (V8's replace, split, match and test all call it once it is replaced), one
// judgement of each text after warm-up; per pattern the calls, the code units it was given
// (from lastIndex for global and sticky patterns) and the time inside it. Every pattern that runs
// on a long text is compiled to machine code, so the count of patterns per text is what a text
// adds to V8's code budget (docs/content-measurements.md, "V8's limit on machine code").
// Wrapping slows the guard, so the times are shares, not a measure.
//   node test/bench/content-patterns.mjs [dense|readme|prose|short] [--top N] [--after dense,readme]
import { arg, benchTextsByName, importFromSource } from './lib.mjs';

const m = await importFromSource(
  [
    "export { answerContent } from './src/content/answer.ts';",
    "export { contentPack, contentQuestions } from './src/content/pack.ts';",
  ].join('\n'),
);
const known = m.contentQuestions();
const questions = Object.fromEntries(m.contentPack().default_questions.map((k) => [k, known[k]]));
const byName = { ...benchTextsByName(), short: 'The build passed; 14 tests ran in 2.1 s.' };
const which = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'dense';
const state = (text) => ({ tool: 'content', capability: 'content.web', input: {}, workspace_root: '/w', content: { source: 'web', text } });
// `--after dense,readme`: first judge those texts 200 times each, as content-pair does before the text timed, so the
// patterns compiled once the process holds V8's budget of machine code show at their cost there.
for (const before of (arg('after', '') || '').split(',').filter(Boolean)) {
  const b = state(byName[before]);
  for (let i = 0; i < 200; i++) m.answerContent(b, questions);
}
const s = state(byName[which]);
for (let i = 0; i < 50; i++) m.answerContent(s, questions);

const stats = new Map();
const exec = RegExp.prototype.exec;
RegExp.prototype.exec = function (subject) {
  const str = String(subject);
  const from = this.global || this.sticky ? this.lastIndex : 0;
  const t = process.hrtime.bigint();
  const r = exec.call(this, str);
  const ns = Number(process.hrtime.bigint() - t);
  const key = `/${this.source}/${this.flags}`;
  let e = stats.get(key);
  if (!e) stats.set(key, (e = { calls: 0, units: 0, ns: 0, longest: 0 }));
  e.calls++;
  e.units += Math.max(0, str.length - from);
  e.ns += ns;
  if (str.length > e.longest) e.longest = str.length;
  return r;
};
m.answerContent(s, questions);
RegExp.prototype.exec = exec;

const rows = [...stats.entries()].sort((a, b) => b[1].ns - a[1].ns);
const total = rows.reduce((n, [, e]) => n + e.ns, 0);
console.log(
  `${which}: ${rows.length} patterns, ${rows.reduce((n, [, e]) => n + e.calls, 0)} calls, ${(total / 1e6).toFixed(2)} ms inside them (wrapped)`,
);
console.log(`  over 1,000 code units once or more: ${rows.filter(([, e]) => e.longest >= 1000).length}`);
const top = Number(arg('top', 40));
for (const [key, e] of rows.slice(0, top)) {
  const src = key.length > 110 ? `${key.slice(0, 107)}…` : key;
  console.log(
    `${(e.ns / 1e6).toFixed(3).padStart(7)} ms ${String(e.calls).padStart(6)} calls ${String(e.units).padStart(9)} units max ${String(e.longest).padStart(6)}  ${src}`,
  );
}
