// Held-out slices' aggregate figures, one block per slice, and nothing that names a case: effect-level
// recall and false positives, per question, instruction files, and what --redact leaves. For checking
// that a change moves no slice's line without reading which cases it misses.
//   node test/bench/slices.mjs FROM TO [--rev REV]   (slices peerFROM to peerTO; --rev judges with a git
//   revision's src/ and rules/ instead of this checkout's, against this checkout's slices)
import { existsSync } from 'node:fs';
import { contentFigures } from './content-figures.mjs';
import { arg, FIGURES_SOURCE, importFromRevision, importFromSource } from './lib.mjs';

const [from, to] = process.argv.slice(2, 4).map(Number);
if (!Number.isInteger(from) || !Number.isInteger(to) || from < 2 || to < from) {
  console.error('usage: node test/bench/slices.mjs FROM TO [--rev REV]  (FROM and TO: slice numbers, FROM >= 2)');
  process.exit(2);
}
const rev = arg('rev', undefined);
const m = rev ? await importFromRevision(FIGURES_SOURCE, rev) : await importFromSource(FIGURES_SOURCE);
const known = m.contentQuestions();
const questions = Object.fromEntries(m.contentPack().default_questions.map((k) => [k, known[k]]));
const scanQuestions = Object.fromEntries(m.contentPack().scan_questions.map((k) => [k, known[k]]));
const { sliceFigures } = contentFigures(m);
for (let n = from; n <= to; n++) {
  if (existsSync(new URL(`../corpus-content/peer${n}.jsonl`, import.meta.url))) sliceFigures(`peer${n}`, questions, scanQuestions);
}
