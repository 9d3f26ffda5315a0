/**
 * The main job: judge one tool call. Reads the flags into a call for the pipeline (src/call:
 * state, questions, judge, validation, decision, attestation), renders the result, and maps
 * the effect to an exit code under --enforce.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { factsToKeep, judgeCall, prepareCall, recordCall } from '../../call/index.js';
import { loadProject } from '../../config/load.js';
import { homeFromEnv, resolveSettings, type Settings } from '../../config/settings.js';
import { ExitCode, UsageError } from '../../errors.js';
import { writeFileAtomic } from '../../fs/atomic.js';
import type { HttpJudgeFlags } from '../../http/options.js';
import { parseJsonBytes, parseJsonText, MAX_INPUT_BYTES } from '../../state/build.js';
import { keepInHistory, openHistory, type SessionHistory } from '../../call/history.js';
import { locateStore, readRecent, requireStore, type StoreLocation } from '../../store/index.js';
import type { Io } from '../io.js';
import { plain, renderJson, renderText, type JudgedCall } from '../render.js';
import { isoTime } from '../../time.js';
import { outputFormat } from '../format.js';

export interface JudgeFlags extends HttpJudgeFlags {
  tool?: string;
  input?: string;
  capability?: string;
  workspace?: string;
  home?: string;
  sessionKey?: string;
  networkScope?: string[];
  bound?: string;
  question?: string[];
  questionsFile?: string;
  threshold?: string;
  setBy?: string;
  stateOut?: string;
  format?: string;
  enforce?: boolean;
  verbose?: boolean;
  subject?: string;
  attest?: boolean;
  contract?: string;
  config?: string;
}

/** Reads `--input JSON|@FILE|@-`. */
async function readInput(spec: string, io: Io): Promise<unknown> {
  if (spec === '@-') {
    const bytes = await io.stdin.readAll(MAX_INPUT_BYTES);
    if (bytes === null)
      throw new UsageError('input.too-large', `--input @-: stdin is over the ${MAX_INPUT_BYTES / (1024 * 1024)} MiB limit`);
    return parseJsonBytes(bytes, '--input @-');
  }
  if (spec.startsWith('@')) return parseJsonBytes(readFileFlag(spec.slice(1), '--input'), `--input ${spec}`);
  return parseJsonText(spec, '--input');
}

/** Reads a file named by a flag; a missing or unreadable file is a usage error naming both. */
export function readFileFlag(path: string, flag: string, maxBytes = MAX_INPUT_BYTES): Buffer {
  let size: number;
  try {
    const st = statSync(path);
    if (!st.isFile()) throw new UsageError('file.not-file', `${flag} ${path}: not a regular file`);
    size = st.size;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError('file.unreadable', `${flag} ${path}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${code ?? 'error'})`}`);
  }
  if (size > maxBytes) throw new UsageError('input.too-large', `${flag} ${path}: file is over the ${maxBytes / (1024 * 1024)} MiB limit`);
  try {
    return readFileSync(path);
  } catch (err) {
    throw new UsageError('file.unreadable', `${flag} ${path}: cannot read (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

function parseContract(value: string | undefined): { id: string; version: string } | undefined {
  if (value === undefined) return undefined;
  const at = value.lastIndexOf('@');
  const id = value.slice(0, at);
  const version = value.slice(at + 1);
  if (at <= 0 || version === '' || value.length > 200)
    throw new UsageError('contract.invalid', `--contract: ${JSON.stringify(value.slice(0, 80))} is not id@version`);
  return { id, version };
}

const SUBJECT_ID = /^art_[0-9a-f]{32}$/;

function workspaceOf(flag: string | undefined, io: Io): string {
  const dir = resolve(io.cwd, flag ?? '.');
  let ok = false;
  try {
    ok = statSync(dir).isDirectory();
  } catch {
    ok = false;
  }
  if (!ok) throw new UsageError('workspace.missing', `--workspace ${flag ?? '.'}: not a directory`);
  return dir;
}

export async function run(flags: JudgeFlags, io: Io): Promise<number> {
  if (!flags.tool) throw new UsageError('tool.missing', '--tool: required (the tool name, e.g. Bash)');
  if (flags.input === undefined) throw new UsageError('input.missing', '--input: required (JSON, @FILE or @-)');
  const format = outputFormat(flags.format, ['text', 'json']);
  const contract = parseContract(flags.contract);
  if (flags.subject !== undefined && flags.attest && !SUBJECT_ID.test(flags.subject)) {
    throw new UsageError('subject.invalid', `--subject: ${JSON.stringify(flags.subject.slice(0, 80))} is not a receipt id (art_ + 32 hex)`);
  }
  if (flags.subject !== undefined && (flags.subject.length === 0 || flags.subject.length > 200)) {
    throw new UsageError('subject.invalid', '--subject: must be 1 to 200 characters');
  }
  if (flags.sessionKey !== undefined && !flags.enforce)
    throw new UsageError(
      'session-key.alone',
      '--session-key: only with --enforce (a gate keeps a session history; a plain query does not)',
    );
  const workspaceRoot = workspaceOf(flags.workspace, io);
  // Flags, then the environment, then the project config, then the defaults (docs/configuration.md).
  // A gate that does not attest keeps its history in the workspace's store: looked up once, here.
  const workspaceStore = flags.enforce && !flags.attest ? locateStore(workspaceRoot, io.env) : undefined;
  const { config, rules } = loadProject({ workspaceRoot, cwd: io.cwd, env: io.env, flag: flags.config, store: workspaceStore });
  const { threshold, setBy, networkScope, amountBound, questionKeys, questions } = resolveSettings(flags, io.env, config);
  const questionsFile = questionsOf(questions);
  const input = await readInput(flags.input, io);

  // The store is touched only when attesting, the history only by a gate (--enforce): the plain
  // query stays free of disk state.
  const store = flags.attest ? requireStore(io.cwd, io.env, workspaceRoot) : undefined;
  const history = flags.enforce ? enforceHistory(flags, io, workspaceRoot, store ?? workspaceStore ?? null) : undefined;
  if (history?.problem)
    io.stderr.write(
      `judge: note: the session history could not be read (${history.problem}), so this call was judged without earlier calls\n`,
    );
  const call = prepareCall({
    tool: flags.tool,
    capability: flags.capability,
    input,
    workspaceRoot,
    home: homeOf(flags.home, io),
    networkScope,
    amountBound,
    recent: history ? history.calls : store ? readRecent(store) : undefined,
    attested: store !== undefined,
    questionsFile,
    questionKeys,
    rules,
  });
  const { state } = call;
  const verdict = await judgeCall(call, flags.judgeUrl ? { ...flags, judgeUrl: flags.judgeUrl } : undefined, io.env, threshold);
  const { raw, decision, questionsDigest } = verdict;

  if (flags.stateOut) {
    try {
      writeFileAtomic(resolve(io.cwd, flags.stateOut), call.sealed().stateBytes, 0o644);
    } catch (err) {
      throw new UsageError(
        'state-out.write',
        `--state-out ${flags.stateOut}: cannot write (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
  }

  const keep = store || history ? factsToKeep(call, decision) : undefined;
  const receipts = store
    ? await recordCall(store, call, verdict, {
        threshold,
        setBy,
        subject: flags.subject,
        contract,
        judgeKey: flags.judgeKey && flags.judgeUrl ? { url: flags.judgeUrl, spec: flags.judgeKey } : undefined,
        recentFacts: keep,
        configDigest: config?.digest,
      })
    : undefined;
  if (history) {
    const note = await keepInHistory(history, keep);
    if (note) io.stderr.write(`judge: note: ${note}\n`);
  }
  const stateDigest = call.sealed().stateDigest;

  const judged: JudgedCall = {
    judge: raw.judge,
    tool: state.tool,
    capability: state.capability,
    threshold: { value: threshold, set_by: setBy },
    decision,
    stateDigest,
    questionsDigest,
    evidence: raw.evidence ?? {},
    subject: flags.subject,
    observedAt: isoTime(),
    receipts,
    latencyMs: raw.latency_ms,
    requestId: raw.request_id,
  };
  if (format === 'json') io.stdout.write(renderJson(judged));
  else
    io.stdout.write(renderText(judged, io.stdout.isTTY && !io.env.NO_COLOR ? await colours() : plain, { verbose: flags.verbose === true }));

  if (!flags.enforce) return ExitCode.ok;
  if (decision.effect === 'deny') return ExitCode.enforceDeny;
  if (decision.effect === 'ask') return ExitCode.enforceAsk;
  return ExitCode.ok;
}

/** The questions file a setting names, read; or the config's inline definitions. */
function questionsOf(q: Settings['questions']): { where: string; content: unknown } | undefined {
  if (q === undefined) return undefined;
  if ('inline' in q) return { where: q.from, content: q.inline };
  const where = q.from === '--questions-file' ? `--questions-file ${q.file}` : q.from;
  return { where, content: parseJsonBytes(readFileFlag(q.file, q.from), where) };
}

async function colours() {
  const { default: chalk } = await import('chalk');
  return { red: chalk.red, yellow: chalk.yellow, green: chalk.green, dim: chalk.dim, bold: chalk.bold };
}

/** `--home`, else $HOME when absolute; else none, and the rules infer `~` from the workspace. */
function homeOf(flag: string | undefined, io: Io): string | undefined {
  if (flag !== undefined) {
    if (flag.trim() === '') throw new UsageError('home.invalid', '--home: must name a directory');
    return resolve(io.cwd, flag);
  }
  return homeFromEnv(io.env);
}

/**
 * The session history of a shell gate (`--enforce`), so combination rules (download, then run)
 * see its earlier calls as the Claude Code gate's do. One session per --session-key, else
 * JUDGE_SESSION_KEY, else per workspace; kept in the workspace's store when it has one, else in
 * the user's state folder (docs/gate-behaviour.md).
 */
function enforceHistory(flags: JudgeFlags, io: Io, workspaceRoot: string, store: StoreLocation | null): SessionHistory {
  const named = flags.sessionKey ?? io.env.JUDGE_SESSION_KEY;
  if (named !== undefined && (named.length === 0 || named.length > 4096)) {
    throw new UsageError(
      'session-key.invalid',
      `${flags.sessionKey !== undefined ? '--session-key' : 'JUDGE_SESSION_KEY'}: must be 1 to 4096 characters`,
    );
  }
  const key = named ?? `workspace:${workspaceRoot}`;
  return openHistory(store?.dir ?? null, io.env, key);
}
