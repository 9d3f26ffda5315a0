/**
 * `judge content`: judges a text an agent is about to read (a tool result, a fetched page, a
 * file, a pasted prompt) with the content questions. The rules answer first; with --judge-url an
 * HTTP judge answers what the rules are unsure of, window by window, reading the text after the
 * rules' redaction (docs/content.md). Same validation, decision arithmetic and exit codes as a
 * judged call.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { canonicalBytes, digestBytes } from '../../canonical/jcs.js';
import { loadProject } from '../../config/load.js';
import { resolveSettings } from '../../config/settings.js';
import { answerContent, checkContentQuestions } from '../../content/answer.js';
import { redact, windowsOf } from '../../content/guard.js';
import { mergeTiers, mergeWindows } from '../../decision/merge.js';
import { contentJudgeIdentity, contentPack, contentQuestions, contentQuestionsDigest } from '../../content/pack.js';
import { reportOf, type Finding } from '../../content/report.js';
import { decide, type Decision } from '../../decision/decide.js';
import { BadAnswerError, ExitCode, type JudgeError, JudgeUnavailableError, UsageError } from '../../errors.js';
import { writeFileAtomic } from '../../fs/atomic.js';
import type { HttpJudgeFlags } from '../../http/options.js';
import type { JudgeIdentity } from '../../judge/types.js';
import type { Answers, Questions } from '../../questions/types.js';
import { selectQuestions } from '../../questions/select.js';
import { validateAnswers } from '../../questions/validate.js';
import { parseJsonBytes } from '../../state/build.js';
import type { State } from '../../state/types.js';
import type { Io } from '../io.js';
import { readFileFlag } from './judge.js';
import { outputFormat } from '../format.js';
import { compileRegexesEagerly } from '../eager-regexes.js';

export const SOURCES = ['tool_output', 'web', 'file', 'prompt'] as const;
/** Largest input read; content past the pack's window limit is a judge error (on_error), not a usage error. */
export const MAX_CONTENT_BYTES = 16 * 1024 * 1024;

export interface ContentFlags extends HttpJudgeFlags {
  input?: string;
  source?: string;
  tool?: string;
  redact?: boolean;
  question?: string[];
  questionsFile?: string;
  threshold?: string;
  format?: string;
  enforce?: boolean;
  attest?: boolean;
  stateOut?: string;
  subject?: string;
  setBy?: string;
  config?: string;
}

/** What a content judgement produced, whichever way it ended. */
export interface ContentResult {
  effect: Decision['effect'];
  decided_by: string[];
  answers: Answers;
  findings: Finding[];
  /** By reason code, the findings left out of `findings` past MOST_FINDINGS_PER_CODE (absent when none were). */
  findings_omitted?: Record<string, number>;
  redacted?: string;
  content_digest: string;
  state_digest: string;
  questions_digest: string;
  judge: JudgeIdentity;
  length: number;
  windows: number;
  source: string;
  tool?: string;
  /** Set when the judge could not judge the content and on_error decided. */
  error?: { code: string; message: string };
  receipts?: { ids: string[]; session: string | null };
}

async function readContent(spec: string, io: Io): Promise<string> {
  let bytes: Buffer;
  if (spec === '@-') {
    const got = await io.stdin.readAll(MAX_CONTENT_BYTES);
    if (got === null)
      throw new UsageError('input.too-large', `--input @-: stdin is over the ${MAX_CONTENT_BYTES / (1024 * 1024)} MiB limit`);
    bytes = got;
  } else if (spec.startsWith('@')) bytes = readFileFlag(resolve(io.cwd, spec.slice(1)), '--input', MAX_CONTENT_BYTES);
  else return spec;
  // Not fatal: tool output may hold invalid UTF-8; offsets are into the decoded text.
  return new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes);
}

function checkTool(tool: string | undefined): string | undefined {
  if (tool === undefined) return undefined;
  if (tool.length === 0 || tool.length > 200 || /[\u0000-\u001f\u007f]/.test(tool))
    throw new UsageError('tool.invalid', '--tool: 1 to 200 characters without control characters');
  return tool;
}

/**
 * The bar and who set it, found as a call's are: --threshold, else JUDGE_THRESHOLD, else the
 * project config (--config, JUDGE_CONFIG, else the workspace's .judge/project.json), else 0.5
 * (docs/configuration.md). The config's questions are a call's and are not asked of content.
 */
export function contentSettings(
  flags: { threshold?: string; setBy?: string; config?: string },
  io: Io,
): { threshold: number; setBy: string; configDigest?: string } {
  const { config } = loadProject({ workspaceRoot: io.cwd, cwd: io.cwd, env: io.env, flag: flags.config });
  const { threshold, setBy } = resolveSettings({ threshold: flags.threshold, setBy: flags.setBy }, io.env, config);
  return { threshold, setBy, ...(config ? { configDigest: config.digest } : {}) };
}

export function contentState(text: string, source: string, tool: string | undefined, workspaceRoot: string, nonce?: string): State {
  const state: State = {
    tool: tool ?? 'content',
    capability: `content.${source}`,
    input: {},
    workspace_root: workspaceRoot,
    content: { source, text },
  };
  if (tool !== undefined) state.content!.tool = tool;
  if (nonce !== undefined) state.nonce = nonce;
  return state;
}

export async function run(flags: ContentFlags, io: Io): Promise<number> {
  if (flags.input === undefined) throw new UsageError('input.missing', '--input: required (TEXT, @FILE or @-)');
  const source = flags.source ?? 'tool_output';
  if (!(SOURCES as readonly string[]).includes(source))
    throw new UsageError('source.invalid', `--source: expected ${SOURCES.join(', ')}, got ${JSON.stringify(source.slice(0, 40))}`);
  const format = outputFormat(flags.format, ['text', 'json']);
  const { threshold, setBy, configDigest } = contentSettings(flags, io);
  const tool = checkTool(flags.tool);
  const questionsFile = flags.questionsFile
    ? {
        where: flags.questionsFile,
        content: parseJsonBytes(
          readFileFlag(resolve(io.cwd, flags.questionsFile), '--questions-file'),
          `--questions-file ${flags.questionsFile}`,
        ),
      }
    : undefined;
  const pack = contentPack();
  const questions = selectQuestions({
    known: contentQuestions(),
    defaults: pack.default_questions,
    file: questionsFile,
    keys: flags.question,
  });
  const text = await readContent(flags.input, io);

  // Attested, the state gets a random salt, so the digest of a common text cannot be guessed.
  const nonce = flags.attest ? randomBytes(16).toString('hex') : undefined;
  const state = contentState(text, source, tool, io.cwd, nonce);
  const result = await judgeContent(state, questions, {
    threshold,
    http: flags.judgeUrl ? { ...flags, judgeUrl: flags.judgeUrl } : undefined,
    env: io.env,
    redactOutput: Boolean(flags.redact),
  });

  if (flags.stateOut) {
    try {
      writeFileAtomic(resolve(io.cwd, flags.stateOut), canonicalBytes(state), 0o600);
    } catch (err) {
      throw new UsageError(
        'state-out.write',
        `--state-out ${flags.stateOut}: cannot write (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
  }
  if (flags.attest && result.decision) {
    const { attestContent, requireStore } = await import('../../store/index.js');
    const store = requireStore(io.cwd, io.env, io.cwd);
    const res = await attestContent({
      store,
      tool: state.tool,
      capability: state.capability,
      stateDigest: result.out.state_digest,
      questionsDigest: result.out.questions_digest,
      judge: result.out.judge,
      latencyMs: result.latencyMs,
      decision: result.decision,
      thresholdValue: threshold,
      setBy,
      configDigest,
      subject: flags.subject,
      content: { digest: result.out.content_digest, length: result.out.length, source, findings: result.out.findings },
    });
    result.out.receipts = { ids: res.receiptIds, session: res.sessionId };
  }

  const out = result.out;
  if (format === 'json') io.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  else io.stdout.write(renderContentText(out));
  if (!flags.enforce) return ExitCode.ok;
  if (out.effect === 'deny') return ExitCode.enforceDeny;
  if (out.effect === 'ask') return ExitCode.enforceAsk;
  return ExitCode.ok;
}

export interface JudgeContentOptions {
  threshold: number;
  http?: HttpJudgeFlags & { judgeUrl: string };
  env: NodeJS.ProcessEnv;
  /** Put the redacted text in the result (`redacted`). */
  redactOutput: boolean;
}

/**
 * Judges one content state: the rules, then (with an HTTP judge) the model on what the rules are
 * unsure of, then the decision. A judge that cannot judge the content (too long, HTTP failure)
 * decides by the pack's on_error; a bad answer is an error (exit 4).
 */
export async function judgeContent(
  state: State,
  questions: Questions,
  o: JudgeContentOptions,
): Promise<{ out: ContentResult; decision?: Decision; latencyMs: number }> {
  const pack = contentPack();
  const text = state.content!.text;
  const started = process.hrtime.bigint();
  const ms = () => Math.round(Number(process.hrtime.bigint() - started) / 1e6);
  const known = contentQuestions();
  const ruleKeys = Object.keys(questions).filter((k) => Object.hasOwn(known, k));
  const modelOnly = Object.keys(questions).filter((k) => !Object.hasOwn(known, k));
  if (!o.http) checkContentQuestions(questions); // names the first key the rules do not answer
  const ruleQuestions: Questions = Object.fromEntries(ruleKeys.map((k) => [k, questions[k]!]));
  if (ruleKeys.length > 0) checkContentQuestions(ruleQuestions);

  const base = {
    content_digest: digestBytes(Buffer.from(text, 'utf8')),
    state_digest: digestBytes(canonicalBytes(state)),
    questions_digest: contentQuestionsDigest(questions),
    length: text.length,
    source: state.content!.source,
    ...(state.content!.tool !== undefined ? { tool: state.content!.tool } : {}),
  };
  const onError = (err: JudgeError, judge: JudgeIdentity, windows: number): { out: ContentResult; latencyMs: number } => {
    if (pack.on_error === 'error') throw err;
    return {
      out: {
        effect: pack.on_error,
        decided_by: [],
        answers: {},
        findings: [],
        ...base,
        judge,
        windows,
        error: { code: err.code, message: err.message },
      },
      latencyMs: ms(),
    };
  };

  compileRegexesEagerly(text.length);
  const rules = ruleKeys.length > 0 ? answerContent(state, ruleQuestions) : answerContent(state, {});
  if (!rules.ok) {
    const err = new JudgeUnavailableError(
      'content.too-long',
      `the content needs ${rules.windows} windows of ${pack.window.size} characters; the limit is ${rules.max} (${text.length} characters): not judged, on_error ${pack.on_error}`,
    );
    return onError(err, contentJudgeIdentity(), rules.windows);
  }
  const rulesAnswers = validateAnswers(ruleQuestions, rules.answers);
  let answers: Answers = rulesAnswers;
  let judge = contentJudgeIdentity();
  const redactedText = redact(text, rules.masks.length > 0 ? [...rules.hits, ...rules.masks] : rules.hits);

  const askModel = [...rules.unsure, ...modelOnly].sort();
  if (o.http && askModel.length > 0) {
    const modelQuestions: Questions = Object.fromEntries(askModel.map((k) => [k, questions[k]!]));
    const { httpJudgeFromFlags } = await import('../../http/options.js');
    const http = await httpJudgeFromFlags(o.http, o.env);
    const windows = windowsOf(redactedText.length, pack.window.size, pack.window.overlap);
    const perWindow: Answers[] = [];
    try {
      for (const w of windows) {
        const ws: State = {
          ...state,
          content: {
            ...state.content!,
            text: redactedText.slice(w.start, w.end),
            redacted: true,
            window: { index: w.index, count: windows.length, start: w.start, end: w.end },
          },
        };
        const raw = await http.ask(ws, modelQuestions);
        judge = raw.judge;
        perWindow.push(validateAnswers(modelQuestions, raw.answers));
      }
    } catch (err) {
      if (err instanceof JudgeUnavailableError) return onError(err, judge, rules.windows.length);
      throw err;
    }
    answers = mergeTiers(questions, rulesAnswers, mergeWindows(modelQuestions, perWindow, o.threshold), o.threshold);
  } else if (modelOnly.length > 0) {
    throw new UsageError(
      'content.unknown-question',
      `the content rules do not answer ${modelOnly.join(', ')}; give --judge-url to ask a model`,
    );
  }
  answers = validateAnswers(questions, answers);
  if (Object.keys(answers).length === 0) throw new BadAnswerError('answer.invalid', 'no questions were answered');
  const decision = decide(questions, answers, o.threshold);
  const { findings, omitted } = reportOf(text, rules.hits, rules.masks);
  const out: ContentResult = {
    effect: decision.effect,
    decided_by: decision.decided_by,
    answers,
    findings,
    ...(omitted ? { findings_omitted: omitted } : {}),
    ...base,
    judge,
    windows: rules.windows.length,
  };
  if (o.redactOutput) out.redacted = redactedText;
  return { out, decision, latencyMs: ms() };
}

export function renderContentText(r: ContentResult): string {
  const lines: string[] = [];
  const why = r.decided_by.length > 0 && r.effect !== 'allow' ? ` (${r.decided_by.join(', ')})` : '';
  lines.push(`content: ${r.effect}${why}`);
  lines.push(`judge:   ${r.judge.model} (${r.judge.kind})`);
  lines.push(
    `text:    ${r.length} characters, ${r.windows} window${r.windows === 1 ? '' : 's'}, source ${r.source}${r.tool ? `, tool ${r.tool}` : ''}`,
  );
  if (r.error) lines.push(`error:   ${r.error.code}: ${r.error.message}`);
  for (const f of r.findings) lines.push(`  ${f.code} [${f.question}] ${f.start}-${f.end} (window ${f.window}): ${f.excerpt}`);
  for (const [code, n] of Object.entries(r.findings_omitted ?? {})) lines.push(`  … ${n} more ${code} not listed`);
  if (r.redacted !== undefined) lines.push('', r.redacted);
  if (r.receipts) lines.push(`receipts: ${r.receipts.ids.join(', ')}`);
  return `${lines.join('\n')}\n`;
}
