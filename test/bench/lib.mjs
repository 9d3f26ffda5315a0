// Shared helpers for the benchmarks: paired cold-start timing against `node -e 0`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importBundled } from '../../scripts/import-ts.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const JUDGE = fileURLToPath(new URL('../../bin/judge', import.meta.url));

/** The guard's entry points that judging and counting labelled content cases need (import with importFromSource/-Revision). */
export const FIGURES_SOURCE = [
  "export { answerContent } from './src/content/answer.ts';",
  "export { contentPack, contentQuestions } from './src/content/pack.ts';",
  "export { decide } from './src/decision/decide.ts';",
  "export { redact } from './src/content/guard.ts';",
  "export { findingsOf } from './src/content/report.ts';",
].join('\n');

/**
 * Bundles `source` (ES module text whose imports are relative to the repository root, such as
 * `export { decide } from './src/decision/decide.ts';`) with esbuild and imports it, so a bench
 * measures the code in src/ as it stands, without a build step. `root`: another checkout's
 * tree to bundle instead (its packages resolve from this checkout's node_modules). `onText`: given
 * the bundle's text (scripts/import-ts.mjs).
 */
export function importFromSource(source, root = ROOT, onText = undefined) {
  return importBundled({ stdin: { contents: source, resolveDir: root, loader: 'ts' }, nodePaths: [join(ROOT, 'node_modules')] }, onText);
}

/** Like importFromSource, over another git revision's src/ and rules/ (for differential checks). */
export async function importFromRevision(source, rev) {
  const other = mkdtempSync(join(tmpdir(), 'judge-bench-rev-'));
  try {
    execFileSync('sh', ['-c', `git archive ${JSON.stringify(rev)} src rules package.json | tar -x -C ${JSON.stringify(other)}`], {
      cwd: ROOT,
    });
    return await importFromSource(source, other);
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
}

/** The value after `--name` on the command line, or `dflt` when the flag is absent. */
export function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
}

/** The p-th percentile of latencies sorted ascending (NaN when there are none). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * CPU seconds a process and its children (the server's workers) have used, from Linux /proc, so
 * cost per request can be told apart from load. NaN where /proc cannot be read.
 */
export function cpuSeconds(pid) {
  try {
    const ticks = (p) => {
      const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(f[11]) + Number(f[12]); // utime + stime, in clock ticks (USER_HZ = 100)
    };
    let t = ticks(pid);
    for (const c of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean)) t += ticks(c);
    return t / 100;
  } catch {
    return NaN;
  }
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function timeOnce(args, opts) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: ['pipe', 'ignore', 'pipe'], ...opts });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0 && !opts.okStatus?.includes(r.status)) {
    throw new Error(`${args.join(' ')} exited ${r.status}: ${String(r.stderr).slice(0, 300)}`);
  }
  return ms;
}

/**
 * Runs `node -e 0` (or `base`, the arguments of another node command such as another build's
 * judge) and the command alternately `runs` times (after warm-up), so both see the same machine
 * state, and reports the median of the per-pair ratios and their spread.
 */
export function pairedRatio(
  label,
  args,
  { runs = 30, warmup = 3, input, env, cwd, okStatus, base: baseArgs = ['-e', '0'], baseName = 'node -e 0' } = {},
) {
  const opts = { input, env: env ?? process.env, cwd: cwd ?? ROOT, okStatus };
  for (let i = 0; i < warmup; i++) {
    timeOnce(baseArgs, opts);
    timeOnce(args, opts);
  }
  const base = [];
  const cmd = [];
  const ratios = [];
  for (let i = 0; i < runs; i++) {
    const b = timeOnce(baseArgs, opts);
    const c = timeOnce(args, opts);
    base.push(b);
    cmd.push(c);
    ratios.push(c / b);
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  const result = { label, runs, node_ms: median(base), judge_ms: median(cmd), median_ratio: median(ratios) };
  console.log(
    `${label}: median ratio ${result.median_ratio.toFixed(2)} over ${runs} paired runs, quartiles ` +
      `${percentile(sorted, 25).toFixed(2)}–${percentile(sorted, 75).toFixed(2)} ` +
      `(judge ${result.judge_ms.toFixed(1)} ms, ${baseName} ${result.node_ms.toFixed(1)} ms)`,
  );
  return result;
}

/**
 * `s` as one flat string, as `judge content` has its input (decoded from bytes). A bench text cut
 * from a longer one with `slice` is a view into that one, which every read of a code unit goes
 * through; the guard reads such a text about 5% slower than the same text flat. Round-tripped as
 * UTF-16, so a pair of surrogates cut in two stays what it was.
 */
export function flatText(s) {
  const flat = Buffer.from(s, 'utf16le').toString('utf16le');
  if (flat !== s) throw new Error('flatText: the text changed');
  return flat;
}

/** The cases of a content corpus file, `test/corpus-content/NAME` (JSON lines). */
export function loadContentCases(name) {
  return readFileSync(new URL(`../corpus-content/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/** `parts` repeated, one per line, to 100 KB, as a flat string. */
function fill100k(parts) {
  let s = '';
  for (let i = 0; s.length < 100 * 1024; i++) s += `${parts[i % parts.length]}\n`;
  return flatText(s.slice(0, 100 * 1024));
}

/**
 * The content benches' three 100 KB texts: the content corpus end to end (a finding every ~135
 * characters), this repository's README and CLI source, and prose with no hit.
 */
export function contentBenchTexts() {
  const commands = new URL('../../src/cli/commands/', import.meta.url);
  return {
    'content corpus (dense hits)': fill100k([...loadContentCases('frozen.jsonl'), ...loadContentCases('cases.jsonl')].map((c) => c.text)),
    'README and CLI source': fill100k([
      readFileSync(new URL('../../README.md', import.meta.url), 'utf8'),
      ...readdirSync(commands).map((f) => readFileSync(new URL(f, commands), 'utf8')),
    ]),
    'plain prose, no hit': fill100k(['The committee met on Tuesday to review the budget and agreed to revisit the plan in spring.']),
  };
}

/** The bench's three 100 KB texts by the short names the profiling benches take on their command line. */
export function benchTextsByName() {
  const texts = contentBenchTexts();
  return {
    dense: texts['content corpus (dense hits)'],
    readme: texts['README and CLI source'],
    prose: texts['plain prose, no hit'],
  };
}

/**
 * The content guard bundled from a checkout's source, for the profiling benches: `once` judges one of the bench's
 * 100 KB texts (dense, readme or prose) with findings, excerpts and redaction; `fileOfLine[i]` names the source file of
 * the bundle's line i + 1 (esbuild marks each module with a `// src/…` comment), so a sample or a stack can be named.
 */
export async function contentGuardForProfile(which, root = ROOT) {
  let bundleText = '';
  const m = await importFromSource(
    [
      "export { answerContent } from './src/content/answer.ts';",
      "export { contentPack, contentQuestions } from './src/content/pack.ts';",
      "export { redact } from './src/content/guard.ts';",
      "export { findingsOf } from './src/content/report.ts';",
    ].join('\n'),
    root,
    (t) => {
      bundleText = t;
    },
  );
  const bundleLines = bundleText.split('\n');
  const fileOfLine = [];
  for (let i = 0, f = ''; i < bundleLines.length; i++) {
    const h = /^\/\/ (src\/\S+)$/.exec(bundleLines[i]);
    if (h) f = h[1].replace('src/content/', '');
    fileOfLine.push(f);
  }
  const known = m.contentQuestions();
  const questions = Object.fromEntries(m.contentPack().default_questions.map((k) => [k, known[k]]));
  const text = benchTextsByName()[which];
  const state = { tool: 'content', capability: 'content.web', input: {}, workspace_root: '/w', content: { source: 'web', text } };
  const once = () => {
    const r = m.answerContent(state, questions);
    m.findingsOf(text, r.hits);
    m.redact(text, r.hits);
  };
  return { m, bundleLines, fileOfLine, text, once };
}

/**
 * content-redos's adversarial inputs (its `inputs` table, 100 KB each), read out of the test file so the benches that
 * time or profile the detectors over them judge exactly what the test judges.
 */
export async function contentRedosInputs() {
  const { transformSync } = await import('esbuild');
  const test = readFileSync(join(ROOT, 'test/unit/content-redos.test.ts'), 'utf8');
  const start = test.indexOf('const inputs: Record<string, string> = {');
  // (The object ends at the first line that is only `};`: its own entries are indented.)
  const end = start + test.slice(start).search(/\n\};\n/);
  const block = `const N = 100 * 1024;\nconst rep = (s: string, n = N): string => s.repeat(Math.ceil(n / s.length)).slice(0, n);\n${test.slice(start, end)}\n};\nreturn inputs;`;
  return new Function(transformSync(block, { loader: 'ts' }).code)();
}

/**
 * A V8 CPU profile's self time: samples per function (keyed `name where(frame)`) and per line of the bundle, each
 * sample charged to the node it landed in. `where` names a frame (a bundle's frame by its source file).
 */
export function selfTimes(profile, where, nameLength = Infinity) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const fns = new Map();
  const lines = new Map();
  for (const [id, c] of counts) {
    const n = byId.get(id);
    const f = n.callFrame;
    const key = `${(f.functionName || '(anonymous)').slice(0, nameLength)} ${where(f)}`;
    fns.set(key, (fns.get(key) ?? 0) + c);
    if (f.url.endsWith('/bundle.mjs')) for (const p of n.positionTicks ?? []) lines.set(p.line, (lines.get(p.line) ?? 0) + p.ticks);
  }
  return { byId, counts, total: profile.samples.length, fns, lines };
}
