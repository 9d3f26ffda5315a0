// Shared by the rules benchmarks (accuracy, rules): bundle the rules from src/ with esbuild
// into a temp file and load the labelled corpus as states.
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('../../', import.meta.url);

export async function loadRules() {
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

export function loadCorpus(m) {
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
