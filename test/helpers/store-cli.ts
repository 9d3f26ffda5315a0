/**
 * Runs the built CLI for the store's end-to-end tests, in a temp workspace with a clean env
 * (HOME inside the temp dir). When src/cli/main.ts wires the store commands and `--attest`,
 * the real `bin/judge` is built and used. Until then a harness is bundled from the same
 * modules: the store commands, `--resolve`, and an `--attest` that asks fixed questions with
 * fixed answers (the rules judge is another module) and calls the real `attestCall`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { acquireLock } from '../../src/store/lock.js';

export const ROOT = resolve(import.meta.dirname, '../..');

const HARNESS = `
import { Command, Option } from 'commander';
import { canonicalBytes, digestBytes, digestOf } from './src/canonical/jcs.js';
import { decide } from './src/decision/decide.js';
import { ExitCode, JudgeError, exitCodeOf } from './src/errors.js';
import { registerStoreCommands } from './src/cli/register-store.js';
import { processIo } from './src/cli/io.js';

const io = processIo();
const program = new Command('judge');
program
  .option('--tool <name>').option('--input <json>').option('--attest').option('--subject <id>')
  .option('--contract <c>').option('--set-by <who>').option('--threshold <p>', '', '0.5').option('--answers <json>')
  .option('--resolve <art>').option('--by <uri>').option('--decision <d>').option('--route <name>')
  .option('--reason <text>').option('--key <file>').option('--format <fmt>', '', 'text').option('--question <key>')
  .action(async (flags) => {
    if (flags.resolve !== undefined) {
      const { run } = await import('./src/cli/commands/resolve.js');
      process.exitCode = await run(flags, io);
      return;
    }
    const { requireStore } = await import('./src/store/locate.js');
    const { readRecent } = await import('./src/store/recent.js');
    const store = requireStore(io.cwd, io.env);
    const recent = readRecent(store);
    const state = { tool: flags.tool ?? 'Bash', capability: 'shell.exec', input: JSON.parse(flags.input ?? '{}'), workspace_root: io.cwd, nonce: Math.random().toString(16).slice(2) };
    if (recent.length > 0) state.recent = recent;
    const questions = {
      a_destructive: { type: 'noul', instructions: 'destructive?' },
      b_verdict: { type: 'choice', instructions: 'verdict', options: ['allow', 'warn', 'ask', 'deny'] },
      c_risk: { type: 'score', instructions: 'risk', levels: ['none', 'low', 'high'] },
    };
    const answers = flags.answers ? JSON.parse(flags.answers) : {
      a_destructive: { noul: 0, confidence: 1 },
      b_verdict: { choice: 'allow', confidence: 1 },
      c_risk: { score: 'none', confidence: 1 },
    };
    const threshold = Number(flags.threshold);
    const decision = decide(questions, answers, threshold);
    const stateBytes = canonicalBytes(state);
    const { attestCall } = await import('./src/store/attest.js');
    const contract = flags.contract ? { id: flags.contract.split('@')[0], version: flags.contract.split('@')[1] } : undefined;
    const res = await attestCall({
      store, state, stateBytes, stateDigest: digestBytes(stateBytes), questionsDigest: digestOf(questions),
      judge: { model: 'judge-rules/test', provider: 'judge', kind: 'rules', replayable: true, rules_digest: 'sha256:' + '0'.repeat(64) },
      latencyMs: 1, decision, thresholdValue: threshold, setBy: flags.setBy ?? 'default', subject: flags.subject, contract,
      recentFacts: { tool: state.tool, n: recent.length },
    });
    io.stdout.write(JSON.stringify({ effect: decision.effect, receipts: res.receiptIds, session: res.sessionId }) + '\\n');
  });
registerStoreCommands(program, io);
program.exitOverride();
try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err && err.code && String(err.code).startsWith('commander.')) process.exitCode = err.code === 'commander.helpDisplayed' ? 0 : 2;
  else {
    io.stderr.write('judge: ' + (err instanceof JudgeError ? err.message : 'internal error: ' + (err && err.message)) + '\\n');
    process.exitCode = exitCodeOf(err);
  }
}
`;

let built: Promise<string[]> | undefined;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function distIsFresh(): boolean {
  try {
    const built = statSync(join(ROOT, 'dist/attest.cache')).mtimeMs;
    return (
      built > Math.max(newestMtime(join(ROOT, 'src')), newestMtime(join(ROOT, 'schemas')), statSync(join(ROOT, 'package.json')).mtimeMs)
    );
  } catch {
    return false;
  }
}

/** true once program.ts registers the store commands (then the real CLI is what the tests run). */
export function mainIsWired(): boolean {
  const main = readFileSync(join(ROOT, 'src/cli/program.ts'), 'utf8');
  return main.includes('registerStoreCommands') && !process.env.JUDGE_STORE_TESTS_HARNESS;
}

/** The argv prefix that runs the CLI under test, building it once per test file. */
export function cli(): Promise<string[]> {
  built ??= (async () => {
    if (mainIsWired()) {
      // Test files run in parallel: build once, under a lock, and only when dist/ is older
      // than the sources, so one file's build never deletes dist/ under another's processes.
      // The built CLI is then copied aside, so a later rebuild of the shared dist/ (by another
      // test file) cannot pull chunks out from under processes this file is running.
      const lock = await acquireLock(join(tmpdir(), 'judge-e2e-build.lock'), 120_000);
      const copy = mkdtempSync(join(tmpdir(), 'judge-built-'));
      if (!process.env.JUDGE_KEEP_HARNESS) process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
      try {
        if (!distIsFresh()) {
          const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
          if (r.status !== 0) throw new Error(`build failed: ${r.stderr}`);
        }
        cpSync(join(ROOT, 'bin'), join(copy, 'bin'), { recursive: true });
        cpSync(join(ROOT, 'dist'), join(copy, 'dist'), { recursive: true });
      } finally {
        lock.release();
      }
      return [join(copy, 'bin/judge')];
    }
    const out = mkdtempSync(join(tmpdir(), 'judge-harness-'));
    if (!process.env.JUDGE_KEEP_HARNESS) process.on('exit', () => rmSync(out, { recursive: true, force: true }));
    await build({
      stdin: { contents: HARNESS, resolveDir: ROOT, loader: 'ts', sourcefile: 'harness.ts' },
      outdir: out,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outExtension: { '.js': '.mjs' },
      entryNames: 'judge',
      logLevel: 'error',
      banner: { js: "import { createRequire as __cr } from 'node:module';\nconst require = __cr(import.meta.url);" },
    });
    return [join(out, 'judge.mjs')];
  })();
  return built;
}

export interface Workspace {
  dir: string;
  home: string;
  env: NodeJS.ProcessEnv;
  cleanup(): void;
}

export function workspace(): Workspace {
  const root = mkdtempSync(join(tmpdir(), 'judge-store-e2e-'));
  const dir = join(root, 'ws');
  const home = join(root, 'home');
  spawnSync('mkdir', ['-p', dir, home]);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: home, LANG: 'C', NO_COLOR: '1' };
  return { dir, home, env, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export async function judge(ws: Workspace, args: string[], extraEnv: NodeJS.ProcessEnv = {}, cwd = ws.dir): Promise<Run> {
  const argv = await cli();
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [...argv, ...args], { cwd, env: { ...ws.env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code, signal) => resolvePromise({ code, signal, stdout, stderr }));
  });
}

/** Runs judge like `judge`, but SIGKILLs it after `killAfterMs` if it is still running. */
export async function judgeKilledAfter(ws: Workspace, args: string[], killAfterMs: number): Promise<Run> {
  const argv = await cli();
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [...argv, ...args], { cwd: ws.dir, env: ws.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolvePromise({ code, signal, stdout, stderr });
    });
  });
}

/** Three questions the rules judge answers (the harness asks its own fixed three). */
export const THREE_QUESTIONS = ['--question', 'shell_destructive', '--question', 'unsafe', '--question', 'network_off_scope'];

/** Arguments of one `judge --attest` call asking three questions, with JSON output. */
export function attestArgs(command: string, extra: string[] = []): string[] {
  return ['--tool', 'Bash', '--input', JSON.stringify({ command }), '--attest', '--format', 'json', ...THREE_QUESTIONS, ...extra];
}

/** Receipt ids a successful `--attest --format json` printed. */
export function receiptsOf(stdout: string): string[] {
  const out = JSON.parse(stdout) as { receipts?: string[] };
  return out.receipts ?? [];
}

/** Words that claim success; none may appear when verification fails. */
export const SUCCESS_WORDS = /\b(verified|ok|pass(ed)?|valid|success(ful)?)\b/i;
