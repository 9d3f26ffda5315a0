// The rules content guard of this checkout against another revision's (default `main`), paired:
// each round runs one process per side, in alternating order, and each process judges the bench's
// three 100 KB texts (after warm-up) and reports its median CPU per judgement; the figure is the
// median over rounds of this checkout's time over the other's, which a busy machine moves far
// less than either time. Separate processes, because two guards in one process share V8's
// compiled regular expressions (the same pattern source is one compiled pattern), so one side's
// warm-up would serve the other. Also: CPU of the first judgement of a short text (a tool's
// output), where compiling the patterns is most of the cost; and the machine code the judgements
// added to the process (V8's code statistics, in MB).
//   node test/bench/content-pair.mjs [git-revision] [--rounds N]
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { getHeapCodeStatistics } from 'node:v8';
import { arg, contentBenchTexts, importFromRevision, importFromSource, median } from './lib.mjs';

const SOURCE = [
  "export { answerContent } from './src/content/answer.ts';",
  "export { contentPack, contentQuestions } from './src/content/pack.ts';",
].join('\n');
const WARM_UP = 200;
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

if (process.argv[2] === '--child') {
  // One side: `--child here` or `--child <revision>`; prints its medians as JSON.
  const side = process.argv[3];
  const m = side === 'here' ? await importFromSource(SOURCE) : await importFromRevision(SOURCE, side);
  const known = m.contentQuestions();
  const questions = Object.fromEntries(m.contentPack().default_questions.map((k) => [k, known[k]]));
  const state = (text) => ({
    tool: 'content',
    capability: 'content.web',
    input: {},
    workspace_root: '/w',
    content: { source: 'web', text },
  });
  const out = {};
  // First the short text, while nothing is compiled yet.
  const code = () => getHeapCodeStatistics().code_and_metadata_size / 1e6;
  const codeBefore = code();
  let t = cpu();
  m.answerContent(state('The build passed; 14 tests ran in 2.1 s.'), questions);
  out['short text, first judgement'] = cpu() - t;
  const texts = contentBenchTexts();
  for (const [name, text] of Object.entries(texts)) {
    const s = state(text);
    // V8 drops and re-optimises several of the guard's functions at once somewhere between the
    // 60th and the 190th judgement of the dense text, at a place any edit moves: timed before it,
    // a ratio measures where that happens rather than the change.
    for (let i = 0; i < WARM_UP; i++) m.answerContent(s, questions);
    const times = [];
    for (let i = 0; i < 25; i++) {
      t = cpu();
      m.answerContent(s, questions);
      times.push(cpu() - t);
    }
    out[name] = median(times);
  }
  // The machine code (and its metadata) the judgements left in the process: mostly the compiled
  // regular expressions, which V8 stops optimising once a process holds about 16 MB (docs/content-measurements.md).
  out['machine code added, MB'] = code() - codeBefore;
  process.stdout.write(JSON.stringify(out));
  process.exit(0);
}

const rev = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'main';
const rounds = Number(arg('rounds', 10));
const self = fileURLToPath(import.meta.url);
const run = (side) => JSON.parse(execFileSync(process.execPath, [self, '--child', side], { encoding: 'utf8' }));
const ratios = {};
const times = { here: {}, [rev]: {} };
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? ['here', rev] : [rev, 'here'];
  const got = {};
  for (const side of order) got[side] = run(side);
  for (const name of Object.keys(got.here)) {
    (ratios[name] ??= []).push(got.here[name] / got[rev][name]);
    (times.here[name] ??= []).push(got.here[name]);
    (times[rev][name] ??= []).push(got[rev][name]);
  }
}
console.log(`content guard, this checkout against ${rev}: ${rounds} rounds of one process each, alternating; CPU ms`);
for (const name of Object.keys(ratios)) {
  console.log(
    `  ${name.padEnd(30)} ratio ${median(ratios[name]).toFixed(2)} (here ${median(times.here[name]).toFixed(2)}, ${rev} ${median(times[rev][name]).toFixed(2)})`,
  );
}
