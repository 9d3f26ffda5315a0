/**
 * The main job: judge one tool call (SPEC §2). Builds the state, picks the questions, asks
 * the judge, validates and decides, optionally attests, renders, and maps the effect to an
 * exit code under --enforce.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { canonicalBytes, digestBytes, digestOf } from '../../canonical/jcs.js';
import { assertBar, decide } from '../../decision/decide.js';
import { ExitCode, UsageError } from '../../errors.js';
import { writeFileAtomic } from '../../fs/atomic.js';
import { selectQuestions } from '../../questions/select.js';
import { validateAnswers } from '../../questions/validate.js';
import { DEFAULT_QUESTIONS_DIGEST, defaultQuestionKeys, recentFactsOf, ruleQuestions } from '../../rules/index.js';
import { askJudge } from '../../ask/index.js';
import type { HttpJudgeFlags } from '../../http/options.js';
import { buildState, parseBound, parseJsonBytes, parseJsonText, parseNetworkScope, MAX_INPUT_BYTES } from '../../state/build.js';
import type { Io } from '../io.js';
import { plain, renderJson, renderText, type JudgedCall } from '../render.js';
import { isoTime } from '../../time.js';

export interface JudgeFlags extends HttpJudgeFlags {
  tool?: string;
  input?: string;
  capability?: string;
  workspace?: string;
  networkScope?: string[];
  bound?: string;
  question?: string[];
  questionsFile?: string;
  threshold?: string;
  setBy?: string;
  stateOut?: string;
  format?: string;
  enforce?: boolean;
  subject?: string;
  attest?: boolean;
  contract?: string;
}

/** Reads `--input JSON|@FILE|@-`. */
async function readInput(spec: string, io: Io): Promise<unknown> {
  if (spec === '@-') {
    const bytes = await io.stdin.readAll(MAX_INPUT_BYTES);
    if (bytes === null) throw new UsageError('input.too-large', `--input @-: stdin is over the ${MAX_INPUT_BYTES / (1024 * 1024)} MiB limit`);
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

function parseThreshold(value: string | undefined): number {
  if (value === undefined) return 0.5;
  const n = value.trim() === '' ? NaN : Number(value);
  return assertBar(n, '--threshold');
}

function parseContract(value: string | undefined): { id: string; version: string } | undefined {
  if (value === undefined) return undefined;
  const at = value.lastIndexOf('@');
  const id = value.slice(0, at);
  const version = value.slice(at + 1);
  if (at <= 0 || version === '' || value.length > 200) throw new UsageError('contract.invalid', `--contract: ${JSON.stringify(value.slice(0, 80))} is not id@version`);
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
  if (flags.input === undefined) throw new UsageError('input.missing', "--input: required (JSON, @FILE or @-)");
  const format = flags.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError('format.invalid', `--format: expected text or json, got ${JSON.stringify(format)}`);
  const threshold = parseThreshold(flags.threshold);
  const setBy = flags.setBy ?? 'default';
  if (setBy.length === 0 || setBy.length > 200) throw new UsageError('set-by.invalid', '--set-by: must be 1 to 200 characters');
  const contract = parseContract(flags.contract);
  if (flags.subject !== undefined && flags.attest && !SUBJECT_ID.test(flags.subject)) {
    throw new UsageError('subject.invalid', `--subject: ${JSON.stringify(flags.subject.slice(0, 80))} is not a receipt id (art_ + 32 hex)`);
  }
  if (flags.subject !== undefined && (flags.subject.length === 0 || flags.subject.length > 200)) {
    throw new UsageError('subject.invalid', '--subject: must be 1 to 200 characters');
  }
  const workspaceRoot = workspaceOf(flags.workspace, io);
  const networkScope = parseNetworkScope(flags.networkScope ?? []);
  const amountBound = flags.bound !== undefined ? parseBound(flags.bound) : undefined;
  const questionsFile = flags.questionsFile
    ? { where: flags.questionsFile, content: parseJsonBytes(readFileFlag(flags.questionsFile, '--questions-file'), `--questions-file ${flags.questionsFile}`) }
    : undefined;
  const input = await readInput(flags.input, io);

  // The store is touched only when attesting: the plain query stays free of disk state.
  const attest = flags.attest ? await openAttestation(io, workspaceRoot) : undefined;

  const state = buildState({
    tool: flags.tool,
    capability: flags.capability,
    input,
    workspaceRoot,
    networkScope,
    amountBound,
    recent: attest?.recent,
    withNonce: Boolean(flags.attest),
  });
  const questions = selectQuestions({ known: ruleQuestions(), defaults: defaultQuestionKeys(), file: questionsFile, keys: flags.question });
  const stateBytes = canonicalBytes(state);
  const stateDigest = digestBytes(stateBytes);
  const asksDefaults = !questionsFile && !flags.question?.length;
  const questionsDigest = asksDefaults ? DEFAULT_QUESTIONS_DIGEST : digestOf(questions);

  const raw = await askJudge(flags.judgeUrl ? { ...flags, judgeUrl: flags.judgeUrl } : undefined, io.env, state, questions);
  const answers = validateAnswers(questions, raw.answers);
  const decision = decide(questions, answers, threshold);

  if (flags.stateOut) {
    try {
      writeFileAtomic(resolve(io.cwd, flags.stateOut), stateBytes, 0o644);
    } catch (err) {
      throw new UsageError('state-out.write', `--state-out ${flags.stateOut}: cannot write (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }

  let receipts: JudgedCall['receipts'];
  if (attest) {
    if (raw.signature && flags.judgeKey && flags.judgeUrl) {
      // Keep the pinned judge key beside the receipts, so a package can re-check the co-signature.
      // A key the store already knows (e.g. judge serve signing with this very store's key) keeps its URI.
      const [{ readJudgeKey }, { loadPublicKeys, writePublicKey }] = await Promise.all([import('../../http/options.js'), import('../../store/keys.js')]);
      if (!loadPublicKeys(attest.store).has(raw.signature.keyid)) {
        writePublicKey(attest.store, { keyid: raw.signature.keyid, uri: new URL(flags.judgeUrl).origin, publicKey: readJudgeKey(flags.judgeKey) });
      }
    }
    const { attestCall } = await import('../../store/attest.js');
    const res = await attestCall({
      store: attest.store,
      state,
      stateBytes,
      stateDigest,
      questionsDigest,
      judge: raw.judge,
      latencyMs: raw.latency_ms,
      responseDigest: raw.response_digest,
      requestId: raw.request_id,
      judgeSignature: raw.signature,
      decision,
      thresholdValue: threshold,
      setBy,
      subject: flags.subject,
      contract,
      recentFacts: decision.effect === 'deny' ? undefined : recentFactsOf(state),
    });
    receipts = { ids: res.receiptIds, session: res.sessionId };
  }

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
  else io.stdout.write(renderText(judged, io.stdout.isTTY && !io.env.NO_COLOR ? await colours() : plain));

  if (!flags.enforce) return ExitCode.ok;
  if (decision.effect === 'deny') return ExitCode.enforceDeny;
  if (decision.effect === 'ask') return ExitCode.enforceAsk;
  return ExitCode.ok;
}

async function colours() {
  const { default: chalk } = await import('chalk');
  return { red: chalk.red, yellow: chalk.yellow, green: chalk.green, dim: chalk.dim, bold: chalk.bold };
}

async function openAttestation(io: Io, workspaceRoot: string) {
  const { requireStore } = await import('../../store/locate.js');
  const { readRecent } = await import('../../store/recent.js');
  const store = requireStore(io.cwd, io.env, workspaceRoot);
  return { store, recent: await readRecent(store) };
}
