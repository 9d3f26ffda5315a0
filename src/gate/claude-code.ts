/**
 * `judge gate claude-code`: one Claude Code hook event in, one hook answer out. A PreToolUse
 * event runs the call pipeline (src/call: state, questions, judge, strict validation, decision,
 * attestation, session history) — the same steps as `judge --tool …` — driven by the event and
 * the environment; a SessionEnd event seals that session's receipts into a package.
 *
 * What happens when a piece fails is the gate's own (docs/gate-behaviour.md has the table): it
 * fails closed. Settings it cannot read refuse every call, naming the setting; a judge that
 * cannot answer asks a person (JUDGE_GATE_ON_ERROR: or refuses; only `allow` lets the call
 * proceed, and a signed note records it); an event or tool input it cannot read, or a fault
 * inside the gate, asks a person — the agent chooses its own input, so input that breaks the
 * gate is never a way through it. Where nobody would be asked (bypassPermissions, dontAsk, or
 * an event whose mode cannot be read), an ask is a deny.
 *
 * With a store, each Claude Code session's receipts chain into a store session of its own
 * (store/bound.ts). Never throws: every path ends in an outcome the hook answer is made from.
 */
import { statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import {
  factsToKeep,
  judgeCall,
  prepareCall,
  recordCall,
  recordUnjudged,
  type JudgedCall,
  type PreparedCall,
  type Recorded,
} from '../call/index.js';
import { keepInHistory, openHistory, removeHistory, type SessionHistory } from '../call/history.js';
import { homeFromEnv } from '../config/settings.js';
import { BadAnswerError, JudgeError, JudgeUnavailableError, UsageError } from '../errors.js';
import type { RecentCall } from '../state/types.js';
import { closeBoundSession, locateStore, openBoundSession, type StoreLocation } from '../store/index.js';
import { askReachOf, hookAnswer, type AskReach, type GateOutcome, type HookAnswer } from './answer.js';
import { readGateConfig, type GateConfig } from './config.js';
import { loadGateProject } from './project.js';
import { readHookEvent, type PreToolUseEvent, type SessionEndEvent } from './event.js';

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

/** Where in the hook event (or the gate's environment) each field of a refused call came from. */
const EVENT_FIELD: Readonly<Record<string, string>> = {
  tool: 'tool_name',
  input: 'tool_input',
  permission_mode: 'permission_mode',
  workspace_root: 'cwd',
  home: 'HOME',
};

const oneLine = (err: unknown): string => {
  const msg = err instanceof Error ? err.message : String(err);
  return msg.split('\n')[0]!.slice(0, 300);
};

/** An event the gate could not read says nothing of its mode: nobody may be there to ask. */
const UNREAD_MODE: AskReach = {
  person: false,
  why: 'the hook event could not be read, so the gate cannot tell whether a person would be asked',
};

/** The workspace: CLAUDE_PROJECT_DIR, else the event's cwd, else the process's; an absolute directory. */
function workspaceOf(event: { cwd?: string }, ctx: GateInput): { dir: string } | { problem: string } {
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

function findStore(dir: string, ctx: GateInput, notes: string[]): StoreLocation | null {
  try {
    return locateStore(dir, ctx.env);
  } catch (err) {
    notes.push(`The judge store could not be located (${oneLine(err)}); nothing was recorded.`);
    return null;
  }
}

type Judged = { judged: JudgedCall } | { unjudged: string };

/**
 * Asks the judge and decides. Only an outside judge failing comes back as unjudged: the rules judge runs here, on input the agent chose, so a failure of
 * it is thrown on and treated like unreadable input (a person decides).
 */
async function judgeState(config: GateConfig, ctx: GateInput, call: PreparedCall): Promise<Judged> {
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

async function remember(history: SessionHistory | null, facts: RecentCall | undefined, notes: string[]): Promise<void> {
  if (!history) return;
  const note = await keepInHistory(history, facts);
  if (note) notes.push(note);
}

/** Where a PreToolUse event's call runs: its workspace (or why there is none) and that workspace's store. */
interface Place {
  ws: { dir: string } | { problem: string };
  store: StoreLocation | null;
  /** What locating them left to say. */
  notes: string[];
}

function placeOf(event: PreToolUseEvent, ctx: GateInput): Place {
  const notes: string[] = [];
  const ws = workspaceOf(event, ctx);
  return { ws, store: 'dir' in ws ? findStore(ws.dir, ctx, notes) : null, notes };
}

async function judgeEvent(event: PreToolUseEvent, { ws, store, notes }: Place, config: GateConfig, ctx: GateInput): Promise<GateOutcome> {
  const tool = event.toolName;
  const reach = askReachOf(event.permissionMode);
  if ('problem' in ws) {
    if (config.problems.length > 0) return { kind: 'misconfigured', tool, problems: config.problems, notes, reach };
    return { kind: 'refused-input', tool, why: `workspace: ${ws.problem}`, notes, reach };
  }

  let history: SessionHistory | null = null;
  if (event.sessionId) {
    history = openHistory(store?.dir ?? null, ctx.env, event.sessionId);
    if (history.problem)
      notes.push(`The session history could not be read (${history.problem}), so this call was judged without earlier calls.`);
  } else {
    notes.push('The event has no session_id, so this call was judged without earlier calls.');
  }

  let call: PreparedCall;
  try {
    // The project config's questions, else the rule pack's defaults.
    call = prepareCall({
      tool,
      input: event.toolInput,
      workspaceRoot: ws.dir,
      home: homeFromEnv(ctx.env),
      permissionMode: event.permissionMode,
      networkScope: config.networkScope,
      amountBound: config.amountBound,
      recent: history?.calls ?? [],
      attested: store !== null,
      questionsFile: config.questionsFile,
      questionKeys: config.questionKeys,
      rules: config.rules,
    });
  } catch (err) {
    if (config.problems.length > 0) return { kind: 'misconfigured', tool, problems: config.problems, notes, reach };
    if (err instanceof UsageError) {
      const field = err.where !== undefined && Object.hasOwn(EVENT_FIELD, err.where) ? EVENT_FIELD[err.where]! : undefined;
      return { kind: 'refused-input', tool, why: field ? err.at(field).message : `tool_input: ${err.message}`, notes, reach };
    }
    throw err;
  }

  // With a store, the Claude Code session's receipts chain into a store session of its own.
  let into: string | undefined;
  let unbound: string | undefined;
  if (store && event.sessionId) {
    try {
      into = (await openBoundSession(store, event.sessionId)).id;
    } catch (err) {
      unbound = `no store session could be opened for this Claude Code session in ${store.dir} (${oneLine(err)})`;
    }
  }
  const recording = store !== null && unbound === undefined;

  if (config.problems.length > 0) {
    let noteId: string | undefined;
    if (recording) {
      try {
        const reason = `the gate's settings cannot be used: ${config.problems.join('; ')}`;
        noteId = (
          await recordUnjudged(store, call, {
            reason: reason.slice(0, NOTE_REASON_MAX),
            proceeded: false,
            sessionId: into,
            configDigest: config.project?.digest,
          })
        ).id;
      } catch (err) {
        notes.push(`The refusal could not be recorded (${oneLine(err)}).`);
      }
    }
    return { kind: 'misconfigured', tool, problems: config.problems, noteId, notes, reach };
  }

  const verdict = await judgeState(config, ctx, call);
  if ('unjudged' in verdict) {
    const proceeded = config.onError === 'allow';
    const why = proceeded ? `${verdict.unjudged}; it proceeded because JUDGE_GATE_ON_ERROR=allow` : verdict.unjudged;
    // Unjudged calls may run (or a person may let them), so they are history unless refused.
    const facts = config.onError === 'deny' ? undefined : factsOf(call.recentFacts, notes);
    let noteId: string | undefined;
    if (recording) {
      try {
        noteId = (
          await recordUnjudged(store, call, {
            reason: why.slice(0, NOTE_REASON_MAX),
            proceeded,
            recentFacts: facts,
            sessionId: into,
            configDigest: config.project?.digest,
          })
        ).id;
      } catch (err) {
        notes.push(`The unjudged note could not be recorded (${oneLine(err)}).`);
      }
    } else if (unbound) notes.push(`Not recorded: ${unbound}.`);
    await remember(history, facts, notes);
    return { kind: 'unjudged', tool, why: verdict.unjudged, noteId, notes, reach };
  }

  const { raw, decision } = verdict.judged;
  // A refused call never ran, so it is not history a later call can build on (as judge --attest).
  const facts = factsOf(() => factsToKeep(call, decision), notes);
  let receipts: Recorded | undefined;
  let unrecorded = unbound;
  if (recording) {
    try {
      receipts = await recordCall(store, call, verdict.judged, {
        threshold: config.threshold,
        setBy: config.setBy,
        configDigest: config.project?.digest,
        recentFacts: facts,
        sessionId: into,
      });
    } catch (err) {
      unrecorded = `the receipts could not be signed into ${store.dir} (${oneLine(err)})`;
    }
  }
  await remember(history, facts, notes);
  return { kind: 'judged', tool, judge: raw.judge, decision, evidence: raw.evidence, receipts, unrecorded, notes, reach };
}

/**
 * The end of a Claude Code session: its store session is closed and sealed into a package
 * (`.judge/packages/<session>`), and its combination history, no longer needed, is removed.
 */
async function endSession(event: SessionEndEvent, ctx: GateInput): Promise<GateOutcome> {
  const notes: string[] = [];
  if (!event.sessionId) return { kind: 'session-end', notes: ['The SessionEnd event has no session_id: nothing to seal.'] };
  const ws = workspaceOf(event, ctx);
  const store = 'dir' in ws ? findStore(ws.dir, ctx, notes) : null;
  try {
    removeHistory(openHistory(store?.dir ?? null, ctx.env, event.sessionId));
  } catch (err) {
    notes.push(`The session history could not be removed (${oneLine(err)}).`);
  }
  if (!store) return { kind: 'session-end', notes };
  const info = await closeBoundSession(store, event.sessionId);
  if (!info) return { kind: 'session-end', notes };
  try {
    const { writePackage } = await import('../package/write.js');
    const pkg = await writePackage(store, info.id, {});
    return { kind: 'session-end', sealed: { session: info.id, package: pkg.dir }, notes };
  } catch (err) {
    notes.push(
      `Session ${info.id} is closed, but its package could not be written (${oneLine(err)}); retry with judge session close --session ${info.id}.`,
    );
    return { kind: 'session-end', notes };
  }
}

/** Judges one event. Never throws. */
export async function runClaudeCodeGate(ctx: GateInput): Promise<GateRun> {
  let config = readGateConfig(ctx.env);
  let outcome: GateOutcome;
  let tool: string | undefined;
  let reach: AskReach = UNREAD_MODE;
  try {
    if (ctx.interactive) {
      outcome = {
        kind: 'refused-input',
        why: 'stdin is a terminal; pipe a PreToolUse hook event into judge gate claude-code',
        notes: [],
        reach,
      };
    } else {
      const read = readHookEvent(ctx.event);
      if (!read.ok) {
        outcome = {
          kind: 'refused-input',
          why: `the hook event cannot be read (${read.problem.code}: ${read.problem.detail})`,
          notes: [],
          reach,
        };
      } else if ('end' in read) {
        outcome = await endSession(read.end, ctx);
      } else {
        tool = read.event.toolName;
        reach = askReachOf(read.event.permissionMode);
        // The workspace and its store are looked up once, for the project config and the call.
        const place = placeOf(read.event, ctx);
        if ('dir' in place.ws) config = readGateConfig(ctx.env, loadGateProject(place.ws.dir, ctx.env, place.store));
        outcome = await judgeEvent(read.event, place, config, ctx);
      }
    }
  } catch (err) {
    const what = err instanceof JudgeError ? `${err.code}: ${oneLine(err)}` : `internal error: ${oneLine(err)}`;
    outcome = { kind: 'refused-input', tool, why: what, notes: [], reach };
  }
  return { answer: hookAnswer(outcome, config), outcome };
}
