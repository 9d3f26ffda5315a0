// Instruction files judged as `judge scan` judges them (source file, the scan questions): per directory of files and
// its manifest, each benign file answered yes and each positive left allowed, with the codes found and the line each
// prompt_injection finding sits on. For reading what the scan's readings answer on instruction files.
//   node test/bench/scan-files.mjs DIR…   (DIR: a files directory under test/corpus-content with DIR.json beside it)
import { readFileSync } from 'node:fs';
import { importFromSource } from './lib.mjs';

const m = await importFromSource(
  [
    "export { answerContent } from './src/content/answer.ts';",
    "export { contentPack, contentQuestions } from './src/content/pack.ts';",
    "export { decide } from './src/decision/decide.ts';",
  ].join('\n'),
);
const known = m.contentQuestions();
const scan = Object.fromEntries(m.contentPack().scan_questions.map((k) => [k, known[k]]));
const verbose = process.argv.includes('--lines');
let benign = 0,
  flagged = 0,
  positive = 0,
  missed = 0;
for (const dir of process.argv.slice(2).filter((a) => !a.startsWith('--'))) {
  const root = new URL(`../corpus-content/${dir}/`, import.meta.url);
  const index = JSON.parse(readFileSync(new URL(`../corpus-content/${dir}.json`, import.meta.url), 'utf8'));
  for (const [p, label] of Object.entries(index)) {
    const yes = Array.isArray(label) ? label : label.yes;
    const text = readFileSync(new URL(p, root), 'utf8');
    const state = { tool: 'content', capability: 'content.file', input: {}, workspace_root: '/w', content: { source: 'file', text } };
    const r = m.answerContent(state, scan);
    const got = Object.keys(r.answers).filter((k) => k !== 'verdict' && r.answers[k].noul === 1);
    const effect = m.decide(scan, r.answers, 0.5).effect;
    if (yes.length === 0) {
      benign++;
      if (effect !== 'allow') flagged++;
    } else {
      positive++;
      if (effect === 'allow') missed++;
    }
    const wrong = yes.length === 0 ? effect !== 'allow' : effect === 'allow';
    if (!wrong) continue;
    const codes = r.hits.map((h) => h.code).join(',');
    console.log(`${yes.length === 0 ? 'FP  ' : 'MISS'} ${dir}/${p} [${yes.join('+')}] got ${got.join('+') || '-'} ${codes}`);
    if (verbose)
      for (const h of r.hits) {
        const ls = text.lastIndexOf('\n', h.start) + 1;
        const le = text.indexOf('\n', h.end);
        console.log(
          `      ${h.code}: ${text
            .slice(ls, le < 0 ? undefined : le)
            .trim()
            .slice(0, 220)}`,
        );
      }
  }
}
console.log(`benign ${benign}, flagged ${flagged}; positive ${positive}, missed ${missed}`);
