// Spent slices' misses of every question but prompt_injection, and what --redact leaves, with the
// text around each: for reading them as classes. Only for spent slices (TO at most 74).
// With --injection, prompt_injection's misses and false positives instead.
//   node test/bench/misc-misses.mjs FROM TO [--cases FILE.jsonl] [--injection]
import { contentFigures } from './content-figures.mjs';
import { arg, FIGURES_SOURCE, importFromSource, loadContentCases } from './lib.mjs';

const [from, to] = process.argv.slice(2, 4).map(Number);
if (to > 74) throw new Error('spent slices only');
const file = arg('cases', undefined);
const injection = process.argv.includes('--injection');
const m = await importFromSource(FIGURES_SOURCE);
const known = m.contentQuestions();
const questions = Object.fromEntries(m.contentPack().default_questions.map((k) => [k, known[k]]));
const { judged } = contentFigures(m);
const names = file ? [file] : Array.from({ length: to - from + 1 }, (_, i) => `peer${from + i}.jsonl`);
const around = (text, s) => {
  const at = text.indexOf(s);
  if (at < 0) return JSON.stringify(s);
  return JSON.stringify(text.slice(Math.max(0, at - 90), at + s.length + 40));
};
for (const name of names) {
  for (const c of loadContentCases(name)) {
    const got = judged(c.text, c.source, questions);
    if (injection) {
      const labelled = c.yes.includes('prompt_injection');
      if (labelled !== got.yes.includes('prompt_injection'))
        console.log(`${labelled ? 'MISS' : 'FP'} ${c.id}: ${JSON.stringify(c.text.slice(0, 700))}`);
      continue;
    }
    for (const k of c.yes)
      if (k !== 'prompt_injection' && !got.yes.includes(k)) console.log(`MISS ${k} ${c.id}: ${JSON.stringify(c.text.slice(0, 300))}`);
    for (const k of got.yes)
      if (k !== 'prompt_injection' && !c.yes.includes(k)) {
        const h = got.hits.filter((x) => x.question === k || x.q === k).map((x) => JSON.stringify(x).slice(0, 200));
        console.log(`${c.yes.length ? 'EXTRA' : 'FP'} ${k} ${c.id}: ${h.join(' ')} ${JSON.stringify(c.text.slice(0, 300))}`);
      }
    if (c.secrets) {
      const out = m.redact(c.text, got.hits);
      const ex = m
        .findingsOf(c.text, got.hits)
        .map((f) => f.excerpt)
        .join('\n');
      const digits = (s) => s.replace(/[ -]/g, '');
      for (const s of c.secrets) {
        const leaked =
          out.includes(s) || ex.includes(s) || (/^[\d -]+$/.test(s) && (digits(out).includes(digits(s)) || digits(ex).includes(digits(s))));
        if (leaked) console.log(`LEAK ${c.id} [${got.yes.join('+')}]: ${around(c.text, s)}`);
      }
    }
  }
}
