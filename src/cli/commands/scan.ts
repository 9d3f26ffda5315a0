/**
 * `judge scan PATH…`: judges instruction and agent-configuration files (SKILL.md, CLAUDE.md,
 * AGENTS.md, .cursorrules, .mcp.json, .claude/settings*.json) with the content rules and the
 * scan questions (supply chain, capability besides the content ones). A directory is walked for
 * those names. Text, JSON or SARIF 2.1.0 (docs/content.md).
 */
import { lstatSync, readdirSync, readFileSync, statSync, type Dirent, type Stats } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { answerContent } from '../../content/answer.js';
import { contentPack, contentQuestions } from '../../content/pack.js';
import { lineColumns, reportOf } from '../../content/report.js';
import { decide, EFFECT_RANK } from '../../decision/decide.js';
import { ExitCode, UsageError } from '../../errors.js';
import type { Effect } from '../../questions/types.js';
import { selectQuestions } from '../../questions/select.js';
import { validateAnswers } from '../../questions/validate.js';
import type { Io } from '../io.js';
import { contentSettings, contentState } from './content.js';
import { outputFormat } from '../format.js';
import { compileRegexesEagerly } from '../eager-regexes.js';

export interface ScanFlags {
  question?: string[];
  threshold?: string;
  format?: string;
  enforce?: boolean;
  config?: string;
}

/** Largest file scanned; a bigger one is reported as not judged (deny), never skipped silently. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Most files one scan reads. */
const MAX_FILES = 10_000;
/** Directories never walked: dependencies and VCS data are not the project's instructions. */
const SKIP_DIRS = new Set(['.git', 'node_modules', '.hg', '.svn', 'dist', 'build', '.venv', 'venv', '__pycache__', 'target', 'vendor']);
const INSTRUCTION_NAMES = new Set(['SKILL.md', 'CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md', '.cursorrules', '.mcp.json']);

/** Whether a path names an instruction or agent-configuration file. */
export function isInstructionFile(path: string): boolean {
  const name = basename(path);
  if (INSTRUCTION_NAMES.has(name)) return true;
  return basename(dirname(path)) === '.claude' && /^settings(?:\.[\w-]+)?\.json$/.test(name);
}

export interface ScanFinding {
  code: string;
  question: string;
  line: number;
  column: number;
  excerpt: string;
}
export interface ScannedFile {
  path: string;
  effect: Effect;
  findings: ScanFinding[];
  /** By reason code, the findings left out past MOST_FINDINGS_PER_CODE (content/report.ts; absent when none were). */
  findings_omitted?: Record<string, number>;
  error?: { code: string; message: string };
}

function walk(root: string, out: string[]): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { withFileTypes: true });
  } catch (err) {
    throw new UsageError('scan.unreadable', `${root}: cannot read the directory (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const p = join(root, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) walk(p, out);
    } else if (e.isFile() && isInstructionFile(p)) {
      out.push(p);
      if (out.length > MAX_FILES) throw new UsageError('scan.too-many', `more than ${MAX_FILES} instruction files under the given paths`);
    }
  }
}

export function filesOf(paths: readonly string[], cwd: string): string[] {
  const out: string[] = [];
  for (const given of paths) {
    const p = resolve(cwd, given);
    let st: Stats;
    try {
      st = lstatSync(p).isSymbolicLink() ? statSync(p) : lstatSync(p);
    } catch {
      throw new UsageError('scan.missing', `${given}: no such file or directory`);
    }
    if (st.isDirectory()) walk(p, out);
    else if (st.isFile())
      out.push(p); // named explicitly: scanned whatever its name
    else throw new UsageError('scan.not-file', `${given}: not a regular file or directory`);
  }
  return [...new Set(out)];
}

export async function run(paths: string[], flags: ScanFlags, io: Io): Promise<number> {
  if (paths.length === 0) throw new UsageError('scan.no-paths', 'judge scan: give at least one file or directory');
  const format = outputFormat(flags.format, ['text', 'json', 'sarif']);
  const { threshold } = contentSettings(flags, io);
  const questions = selectQuestions({ known: contentQuestions(), defaults: contentPack().scan_questions, keys: flags.question });
  const files = filesOf(paths, io.cwd);
  const scanned: ScannedFile[] = [];
  // Instruction files run to kilobytes, and a scan often reads several.
  if (files.length > 0) compileRegexesEagerly(Number.POSITIVE_INFINITY);
  for (const file of files) {
    const shown = relative(io.cwd, file).startsWith('..') ? file : relative(io.cwd, file) || basename(file);
    scanned.push(scanFile(file, shown.split(sep).join('/'), questions, threshold, io.cwd));
  }
  let effect: Effect = 'allow';
  for (const f of scanned) if (EFFECT_RANK[f.effect] > EFFECT_RANK[effect]) effect = f.effect;
  if (format === 'json') io.stdout.write(`${JSON.stringify({ effect, files: scanned }, null, 2)}\n`);
  else if (format === 'sarif') io.stdout.write(`${JSON.stringify(sarifOf(scanned), null, 2)}\n`);
  else io.stdout.write(renderScanText(effect, scanned));
  if (!flags.enforce) return ExitCode.ok;
  if (effect === 'deny') return ExitCode.enforceDeny;
  if (effect === 'ask') return ExitCode.enforceAsk;
  return ExitCode.ok;
}

function scanFile(file: string, shown: string, questions: ReturnType<typeof selectQuestions>, threshold: number, cwd: string): ScannedFile {
  const pack = contentPack();
  let bytes: Buffer;
  try {
    if (statSync(file).size > MAX_FILE_BYTES) {
      return {
        path: shown,
        effect: pack.on_error === 'ask' ? 'ask' : 'deny',
        findings: [],
        error: { code: 'content.too-long', message: `over ${MAX_FILE_BYTES} bytes: not judged` },
      };
    }
    bytes = readFileSync(file);
  } catch (err) {
    throw new UsageError('scan.unreadable', `${shown}: cannot read (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes);
  const state = contentState(text, 'file', undefined, cwd);
  const r = answerContent(state, questions, { instructionFile: true });
  if (!r.ok) {
    return {
      path: shown,
      effect: pack.on_error === 'ask' ? 'ask' : 'deny',
      findings: [],
      error: { code: 'content.too-long', message: `needs ${r.windows} windows; the limit is ${r.max}: not judged` },
    };
  }
  const decision = decide(questions, validateAnswers(questions, r.answers), threshold);
  const { findings, omitted } = reportOf(text, r.hits, r.masks);
  const at = lineColumns(
    text,
    findings.map((f) => f.start),
  );
  return {
    path: shown,
    effect: decision.effect,
    findings: findings.map((f, i) => ({
      code: f.code,
      question: f.question,
      line: at[i]!.line,
      column: at[i]!.column,
      excerpt: f.excerpt,
    })),
    ...(omitted ? { findings_omitted: omitted } : {}),
  };
}

function renderScanText(effect: Effect, files: ScannedFile[]): string {
  const lines = [`scan: ${effect} (${files.length} file${files.length === 1 ? '' : 's'})`];
  for (const f of files) {
    lines.push(`${f.effect.padEnd(5)} ${f.path}${f.error ? ` — ${f.error.message}` : ''}`);
    for (const x of f.findings) lines.push(`      ${x.line}:${x.column} ${x.code} [${x.question}] ${x.excerpt}`);
    for (const [code, n] of Object.entries(f.findings_omitted ?? {})) lines.push(`      … ${n} more ${code} not listed`);
  }
  return `${lines.join('\n')}\n`;
}

const LEVEL: Record<Effect, 'error' | 'warning' | 'note'> = { deny: 'error', ask: 'warning', warn: 'warning', allow: 'note' };
declare const JUDGE_VERSION: string;

/** SARIF 2.1.0: one rule per reason code, one result per finding, at its line and column. */
export function sarifOf(files: ScannedFile[]): unknown {
  const pack = contentPack();
  const codes = new Map<string, string>();
  for (const f of files) for (const x of f.findings) codes.set(x.code, x.question);
  for (const f of files) if (f.error) codes.set('content_too_long', 'verdict');
  const rules = [...codes.keys()].sort().map((id) => {
    const q = codes.get(id)!;
    const def = Object.hasOwn(pack.questions, q) ? pack.questions[q as keyof typeof pack.questions] : undefined;
    return {
      id,
      name: id,
      shortDescription: { text: `${id} (${q})` },
      fullDescription: { text: def?.instructions ?? 'The file could not be judged whole.' },
    };
  });
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const results = files.flatMap((f) => [
    ...f.findings.map((x) => ({
      ruleId: x.code,
      ruleIndex: index.get(x.code)!,
      level: LEVEL[f.effect] === 'note' ? 'warning' : LEVEL[f.effect],
      message: { text: `${x.code} (${x.question}): ${x.excerpt}` },
      locations: [{ physicalLocation: { artifactLocation: { uri: f.path }, region: { startLine: x.line, startColumn: x.column } } }],
    })),
    ...(f.error
      ? [
          {
            ruleId: 'content_too_long',
            ruleIndex: index.get('content_too_long')!,
            level: 'error',
            message: { text: f.error.message },
            locations: [{ physicalLocation: { artifactLocation: { uri: f.path } } }],
          },
        ]
      : []),
  ]);
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{ tool: { driver: { name: 'judge', version: typeof JUDGE_VERSION === 'string' ? JUDGE_VERSION : '0.0.0', rules } }, results }],
  };
}
