// Shared by the rules benchmarks (accuracy, rules): bundle the rules from src/ with esbuild
// into a temp file and load the labelled corpus as states.
import { readdirSync, readFileSync } from 'node:fs';
import { importFromSource } from './lib.mjs';

const root = new URL('../../', import.meta.url);

export function loadRules() {
  return importFromSource(
    [
      "export { answerWithRules, ruleQuestions, defaultQuestionKeys, evaluateRules, readCallFacts } from './src/rules/index.ts';",
      "export { decide } from './src/decision/decide.ts';",
      "export { validateAnswers } from './src/questions/validate.ts';",
      "export { capabilityOf } from './src/state/build.ts';",
      "export { analyzeShell } from './src/shell/index.ts';",
    ].join('\n'),
  );
}

/** Every `.jsonl` under test/corpus, the frozen slice included, in a stable order (`frozen/` last). */
export function corpusFiles() {
  const dir = new URL('test/corpus/', root);
  const top = readdirSync(dir)
    .filter((n) => n.endsWith('.jsonl'))
    .sort();
  const frozen = readdirSync(new URL('frozen/', dir))
    .filter((n) => n.endsWith('.jsonl'))
    .sort()
    .map((n) => `frozen/${n}`);
  return [...top, ...frozen];
}

/** The state the gate would build for a corpus case or pack example (`tool`, `input`, optional `state`). */
export function stateOf(m, c, workspace = '/home/dev/project') {
  const state = {
    tool: c.tool,
    capability: m.capabilityOf(c.tool),
    input: c.input,
    workspace_root: c.state?.workspace_root ?? workspace,
  };
  if (c.state?.network_scope) state.network_scope = c.state.network_scope;
  if (c.state?.amount_bound !== undefined) state.amount_bound = c.state.amount_bound;
  if (c.state?.recent) state.recent = c.state.recent;
  return state;
}

/** Cases with `id` (`file:line`), `frozen`, and `state` built as the gate would build it. */
export function loadCorpus(m) {
  const dir = new URL('test/corpus/', root);
  const cases = [];
  for (const name of corpusFiles()) {
    readFileSync(new URL(name, dir), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.trim() === '') return;
        const c = JSON.parse(line);
        cases.push({ ...c, id: `${name}:${i + 1}`, frozen: name.startsWith('frozen/'), state: stateOf(m, c) });
      });
  }
  return cases;
}

/** The call's effect, the deciding questions, and the rules behind them (as the corpus test computes them). */
export function judgeCase(m, c) {
  const all = m.ruleQuestions();
  const keys = c.questions ?? m.defaultQuestionKeys();
  const questions = Object.fromEntries(keys.map((k) => [k, all[k]]));
  const { answers, evidence } = m.answerWithRules(c.state, questions);
  const d = m.decide(questions, m.validateAnswers(questions, answers), 0.5);
  const rules = new Set();
  if (d.effect === 'deny' || d.effect === 'ask') for (const q of d.decided_by) for (const h of evidence[q] ?? []) rules.add(h.rule);
  return { effect: d.effect, decidedBy: d.decided_by, rules: [...rules].sort() };
}

/** What a case wants: its exact `effect`, and `by` (a question key or rule id) when it names one. */
export function verdictOf(c, r) {
  const effectOk = r.effect === c.effect;
  const byOk = c.by === undefined || r.decidedBy.includes(c.by) || r.rules.includes(c.by);
  return effectOk && byOk;
}
