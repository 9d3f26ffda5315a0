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
import { factsToKeep, judgeCall, prepareCall, recordCall, recordUnjudged, type JudgedCall, type PreparedCall, type Recorded } from '../call/index.js';
import { BadAnswerError, JudgeError, JudgeUnavailableError, UsageError } from '../errors.js';
import { buildsOnRecent } from '../rules/recent.js';
import type { RecentCall } from '../state/types.js';
import { locateStore, type StoreLocation } from '../store/index.js';
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

type Judged = { judged: JudgedCall } | { unjudged: string };

/**
 * Asks the judge and decides. Only an outside judge failing (or settings that cannot be used)
 * comes back as unjudged: the rules judge runs here, on input the agent chose, so a failure of
 * it is thrown on and treated like unreadable input (a person decides).
 */
async function judgeState(config: GateConfig, ctx: GateInput, call: PreparedCall): Promise<Judged> {
  if (config.problems.length > 0) return { unjudged: `the gate's settings cannot be used (${config.problems.join('; ')})` };
  try {
    return { judged: await judgeCall(call, config.judgeUrl ? { judgeUrl: config.judgeUrl } : undefined, ctx.env, config.threshold) };
  } catch (err) {
    if (!config.judgeUrl) throw err;
    if (err instanceof JudgeUnavailableError) return { unjudged: `judge unavailable: ${oneLine(err)}` };
    if (err instanceof BadAnswerError) return { unjudged: `bad answer: ${oneLine(err)}` };
    if (err instanceof UsageError) return { unjudged: `JUDGE_URL cannot be used: ${oneLine(err)}` };
    throw err;
  }
}

/** A call's facts for combination rules; a failure becomes a note, never a crash. */
function factsOf(get: () => RecentCall | undefined, notes: string[]): RecentCall | undefined {
  try {
    return get();
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

  let call: PreparedCall;
  try {
    // The gate always asks the rule pack's default questions.
    call = prepareCall({
      tool,
      input: event.toolInput,
      workspaceRoot: ws.dir,
      networkScope: config.networkScope,
      amountBound: config.amountBound,
      recent,
      attested: store !== null,
    });
  } catch (err) {
    if (err instanceof UsageError) return { kind: 'refused-input', tool, why: `tool_input: ${err.message}`, notes };
    throw err;
  }

  const verdict = await judgeState(config, ctx, call);
  if ('unjudged' in verdict) {
    const unjudged = verdict.unjudged;
    // Unjudged calls may run (or a person may let them), so they are history either way.
    const facts = factsOf(call.recentFacts, notes);
    let noteId: string | undefined;
    if (store) {
      try {
        noteId = (await recordUnjudged(store, call, { reason: unjudged.slice(0, NOTE_REASON_MAX), proceeded: !config.strict, recentFacts: facts })).id;
      } catch (err) {
        notes.push(`The unjudged note could not be recorded (${oneLine(err)}).`);
      }
    }
    await remember(history, facts, notes);
    return { kind: 'unjudged', tool, why: unjudged, noteId, notes };
  }

  const { raw, decision } = verdict.judged;
  // A refused call never ran, so it is not history a later call can build on (as judge --attest).
  const facts = factsOf(() => factsToKeep(call, decision), notes);
  let receipts: Recorded | undefined;
  let unrecorded: string | undefined;
  if (store) {
    try {
      receipts = await recordCall(store, call, verdict.judged, {
        threshold: config.threshold,
        setBy: ctx.env.JUDGE_THRESHOLD?.trim() ? 'JUDGE_THRESHOLD' : 'default',
        recentFacts: facts,
      });
    } catch (err) {
      unrecorded = `the receipts could not be signed into ${store.dir} (${oneLine(err)})`;
    }
  }
  await remember(history, facts, notes);
  return { kind: 'judged', tool, judge: raw.judge, decision, evidence: raw.evidence, receipts, unrecorded, notes };
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
