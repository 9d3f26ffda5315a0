// Judges each line of stdin (JSON strings or plain text) with the default questions and prints what it answers and
// what --redact leaves: for trying a reading's shapes by hand.
import { readFileSync } from 'node:fs';
import { contentFigures } from './content-figures.mjs';
import { FIGURES_SOURCE, importFromSource } from './lib.mjs';

const m = await importFromSource(FIGURES_SOURCE);
const known = m.contentQuestions();
const questions = Object.fromEntries(m.contentPack().default_questions.map((k) => [k, known[k]]));
const { judged } = contentFigures(m);
for (const line of readFileSync(0, 'utf8').split('\n').filter(Boolean)) {
  const text = line.startsWith('J:') ? JSON.parse(line.slice(2)) : line;
  const got = judged(text, 'tool_output', questions);
  console.log(`[${got.yes.join('+')}] ${JSON.stringify(m.redact(text, got.hits)).slice(0, 200)}`);
}
