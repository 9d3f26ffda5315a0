/**
 * `judge gate claude-code` (SPEC §11, issue 7): one Claude Code PreToolUse event in, one hook
 * answer out. The same pieces as `judge --tool … --input …` (state, questions, judge, strict
 * validation, decision arithmetic, attestation), driven by the event and the environment, with
 * the gate's own rules for what happens when a piece fails:
 *
 * - an outside judge (JUDGE_URL) that cannot answer, or settings the gate cannot read: the call
 *   proceeds and a signed note says it went unjudged; JUDGE_STRICT asks a person instead
 *   (seed 001 "In the gate": a broken judge must never block a tool call by accident);
 * - an event or tool input the gate cannot read, or a fault inside the gate: a person decides,
 *   strict or not — the agent chooses its own input, so input that breaks the gate must never
 *   be a way through it.
 *
 * Never throws: every path ends in an outcome the hook answer is made from.
 */
import { statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { canonicalBytes, digestBytes, hashWithOpenSsl } from '../canonical/jcs.js';
import { decide, type Decision } from '../decision/decide.js';
import { BadAnswerError, JudgeError, JudgeUnavailableError, UsageError } from '../errors.js';
import { selectQuestions } from '../questions/select.js';
import type { Questions } from '../questions/types.js';
import { validateAnswers } from '../questions/validate.js';
import { askJudge, type AskedJudgement } from '../ask/index.js';
import { DEFAULT_QUESTIONS_DIGEST, defaultQuestionKeys, recentFactsOf, ruleQuestions } from '../rules/index.js';
import { buildsOnRecent } from '../facts/recent.js';
import { buildState } from '../state/build.js';
import type { RecentCall, State } from '../state/types.js';
import { locateStore, type StoreLocation } from '../store/locate.js';
import { hookAnswer, type GateOutcome, type HookAnswer } from './answer.js';
import { readGateConfig, type GateConfig } from './config.js';
import { readHookEvent, type PreToolUseEvent } from './event.js';
import { appendHistory, historyDir, historyPath, readHistory } from './history.js';

/**
 * What the gate needs from its process. The event comes in as bytes (the command reads stdin,
 * bounded), so this layer does no terminal I/O of its own.
 */
export interface GateInput {
  /** The event bytes; null when stdin was over MAX_EVENT_BYTES (the reader stopped early). */
  event: Uint8Array | null;
  /** stdin was a terminal: nothing was piped in. */
  interactive?: boolean;
  env: NodeJS.ProcessEnv;
  /** The process's directory; null when it no longer exists. */
  cwd: string | null;
}

export interface GateRun {
  answer: HookAnswer;
  outcome: GateOutcome;
}

/** Longest reason kept in a signed unjudged note (its schema's bound). */
const NOTE_REASON_MAX = 2000;

const oneLine = (err: unknown): string => {
  const msg = err instanceof Error ? err.message : String(err);
  return msg.split('\n')[0]!.slice(0, 300);
};

/** The workspace: CLAUDE_PROJECT_DIR, else the event's cwd, else the process's; an absolute directory. */
function workspaceOf(event: PreToolUseEvent, ctx: GateInput): { dir: string } | { problem: string } {
  const fromEnv = ctx.env.CLAUDE_PROJECT_DIR;
  const [where, raw] = fromEnv ? ['CLAUDE_PROJECT_DIR', fromEnv] : event.cwd ? ['cwd', event.cwd] : ['the current directory', ctx.cwd];
  if (raw === null) return { problem: 'the current directory no longer exists' };
  if (!isAbsolute(raw)) return { problem: `${where} ${JSON.stringify(raw.slice(0, 80))} is not an absolute path` };
  let ok = false;
  try {
    ok = statSync(raw).isDirectory();
  } catch {
    ok = false;
  }
  return ok ? { dir: resolve(raw) } : { problem: `${where} ${JSON.stringify(raw.slice(0, 80))} is not a directory` };
}

interface History {
  path: string;
  dir: string;
}

type Judged = { raw: AskedJudgement; decision: Decision } | { unjudged: string };

/**
 * Asks the judge and decides. Only an outside judge failing (or settings that cannot be used)
 * comes back as unjudged: the rules judge runs here, on input the agent chose, so a failure of
 * it is thrown on and treated like unreadable input (a person decides).
 */
async function judgeState(config: GateConfig, ctx: GateInput, state: State, questions: Questions): Promise<Judged> {
  if (config.problems.length > 0) return { unjudged: `the gate's settings cannot be used (${config.problems.join('; ')})` };
  try {
    const raw = await askJudge(config.judgeUrl ? { judgeUrl: config.judgeUrl } : undefined, ctx.env, state, questions);
    return { raw, decision: decide(questions, validateAnswers(questions, raw.answers), config.threshold) };
  } catch (err) {
    if (!config.judgeUrl) throw err;
    if (err instanceof JudgeUnavailableError) return { unjudged: `judge unavailable: ${oneLine(err)}` };
    if (err instanceof BadAnswerError) return { unjudged: `bad answer: ${oneLine(err)}` };
    if (err instanceof UsageError) return { unjudged: `JUDGE_URL cannot be used: ${oneLine(err)}` };
    throw err;
  }
}

/** The call's facts for combination rules; a failure becomes a note, never a crash. */
function factsOf(state: State, notes: string[]): RecentCall | undefined {
  try {
    return recentFactsOf(state);
  } catch (err) {
    notes.push(`This call was not added to the session history (${oneLine(err)}).`);
    return undefined;
  }
}

/** Appends the call's facts to the hook session's history; a failure becomes a note, never a crash. */
async function remember(history: History | null, facts: RecentCall | undefined, notes: string[]): Promise<void> {
  // A call with nothing a later call could build on is not history (see buildsOnRecent): no write, no lock.
  if (!history || !facts || !buildsOnRecent(facts)) return;
  try {
    const { replacedCorrupt } = await appendHistory(history.path, facts, history.dir);
    if (replacedCorrupt) notes.push('The unreadable session history was replaced.');
  } catch (err) {
    notes.push(`This call was not added to the session history (${oneLine(err)}); a later call that builds on it may not be caught.`);
  }
}

async function judgeEvent(event: PreToolUseEvent, config: GateConfig, ctx: GateInput): Promise<GateOutcome> {
  const tool = event.toolName;
  const notes: string[] = [];
  const ws = workspaceOf(event, ctx);
  if ('problem' in ws) return { kind: 'refused-input', tool, why: `workspace: ${ws.problem}`, notes };

  let store: StoreLocation | null = null;
  try {
    store = locateStore(ws.dir, ctx.env);
    if (store) hashWithOpenSsl(); // signing loads node:crypto anyway
  } catch (err) {
    notes.push(`The judge store could not be located (${oneLine(err)}); nothing was recorded.`);
  }

  let history: History | null = null;
  let recent: RecentCall[] = [];
  if (event.sessionId) {
    const dir = historyDir(store?.dir ?? null, ctx.env);
    history = { dir, path: historyPath(dir, event.sessionId) };
    const read = readHistory(history.path);
    recent = read.calls;
    if (read.problem) notes.push(`The session history could not be read (${read.problem}), so this call was judged without earlier calls.`);
  } else {
    notes.push('The event has no session_id, so this call was judged without earlier calls.');
  }

  let state: State;
  try {
    state = buildState({
      tool,
      input: event.toolInput,
      workspaceRoot: ws.dir,
      networkScope: config.networkScope,
      amountBound: config.amountBound,
      recent,
      withNonce: store !== null,
    });
  } catch (err) {
    if (err instanceof UsageError) return { kind: 'refused-input', tool, why: `tool_input: ${err.message}`, notes };
    throw err;
  }
  const questions = selectQuestions({ known: ruleQuestions(), defaults: defaultQuestionKeys() });
  // Only a receipt needs the state's canonical bytes; without a store there is nothing to hash.
  const sealed = () => {
    const stateBytes = canonicalBytes(state);
    return { state, stateBytes, stateDigest: digestBytes(stateBytes) };
  };

  const verdict = await judgeState(config, ctx, state, questions);
  if ('unjudged' in verdict) {
    const unjudged = verdict.unjudged;
    // Unjudged calls may run (or a person may let them), so they are history either way.
    const facts = factsOf(state, notes);
    let noteId: string | undefined;
    if (store) {
      try {
        const { attestUnjudged } = await import('../store/attest.js');
        const res = await attestUnjudged({
          store,
          ...sealed(),
          reason: unjudged.slice(0, NOTE_REASON_MAX),
          proceeded: !config.strict,
          recentFacts: facts,
        });
        noteId = res.receiptId;
      } catch (err) {
        notes.push(`The unjudged note could not be recorded (${oneLine(err)}).`);
      }
    }
    await remember(history, facts, notes);
    return { kind: 'unjudged', tool, why: unjudged, noteId, notes };
  }

  const { raw, decision } = verdict;
  // A refused call never ran, so it is not history a later call can build on (as judge --attest).
  const facts = decision.effect === 'deny' ? undefined : factsOf(state, notes);
  let receipts: { ids: string[]; session: string | null } | undefined;
  let unrecorded: string | undefined;
  if (store) {
    try {
      const { attestCall } = await import('../store/attest.js');
      const res = await attestCall({
        store,
        ...sealed(),
        questionsDigest: DEFAULT_QUESTIONS_DIGEST, // the gate always asks the default questions
        judge: raw.judge,
        latencyMs: raw.latency_ms,
        responseDigest: raw.response_digest,
        requestId: raw.request_id,
        judgeSignature: raw.signature,
        decision: decision,
        thresholdValue: config.threshold,
        setBy: ctx.env.JUDGE_THRESHOLD?.trim() ? 'JUDGE_THRESHOLD' : 'default',
        recentFacts: facts,
      });
      receipts = { ids: res.receiptIds, session: res.sessionId };
    } catch (err) {
      unrecorded = `the receipts could not be signed into ${store.dir} (${oneLine(err)})`;
    }
  }
  await remember(history, facts, notes);
  return { kind: 'judged', tool, judge: raw.judge, decision: decision, evidence: raw.evidence, receipts, unrecorded, notes };
}

/** Judges one event. Never throws. */
export async function runClaudeCodeGate(ctx: GateInput): Promise<GateRun> {
  const config = readGateConfig(ctx.env);
  let outcome: GateOutcome;
  let tool: string | undefined;
  try {
    if (ctx.interactive) {
      outcome = { kind: 'refused-input', why: 'stdin is a terminal; pipe a PreToolUse hook event into judge gate claude-code', notes: [] };
    } else {
      const read = readHookEvent(ctx.event);
      if (!read.ok) {
        outcome = { kind: 'refused-input', why: `the hook event cannot be read (${read.problem.code}: ${read.problem.detail})`, notes: [] };
      } else {
        tool = read.event.toolName;
        outcome = await judgeEvent(read.event, config, ctx);
      }
    }
  } catch (err) {
    const what = err instanceof JudgeError ? `${err.code}: ${oneLine(err)}` : `internal error: ${oneLine(err)}`;
    outcome = { kind: 'refused-input', tool, why: what, notes: [] };
  }
  return { answer: hookAnswer(outcome, config), outcome };
}
