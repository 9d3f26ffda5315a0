/**
 * One tool call, judged the same way wherever it comes from (`judge --tool …`, the shell and
 * Claude Code gates): state → questions → ask → validate → decide → attest → history.
 *
 * The steps are separate functions because the callers differ in what they do when a step
 * fails (the CLI reports an error and exits with its code; a gate must still answer its hook),
 * not in the steps themselves. Each call is read once: the canonical bytes and the rules'
 * reading of the call (shell parse and facts) are computed on first use and shared by the
 * judge, the receipts and the session history.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalBytes, digestBytes, digestOf } from '../canonical/jcs.js';
import { StoreError } from '../errors.js';
import { writeFileAtomic } from '../fs/atomic.js';
import { decide, type Decision } from '../decision/decide.js';
import { askJudge, type AskedJudgement } from '../ask/index.js';
import type { HttpJudgeFlags } from '../http/options.js';
import { selectQuestions } from '../questions/select.js';
import type { Answers, Questions } from '../questions/types.js';
import { validateAnswers } from '../questions/validate.js';
import {
  DEFAULT_QUESTIONS_DIGEST,
  DEFAULT_SELECTION,
  defaultQuestionKeys,
  defaultQuestionKeysFor,
  readCallFacts,
  recentFactsOf,
  ruleQuestions,
  selectDefaults,
  type CallFacts,
  type RuleSet,
} from '../rules/index.js';
import { buildState, type StateInput } from '../state/build.js';
import type { RecentCall, State } from '../state/types.js';
import { attestCall, attestUnjudged, loadPublicKeys, writePublicKey, type StoreLocation } from '../store/index.js';

/**
 * What a call is about, as its caller read it (flags, or a hook event and the environment): the
 * state's inputs (the nonce follows from `attested`) and what to ask.
 */
export interface CallRequest extends Omit<StateInput, 'withNonce'> {
  /** The call will be signed: its state gets a nonce, so a digest of a common state cannot be guessed. */
  attested: boolean;
  /** A questions file and/or `--question` keys; neither: the rule pack's default questions. */
  questionsFile?: { where: string; content: unknown };
  questionKeys?: readonly string[];
  /** The pack extended by the project's rule overlay; absent: the built-in pack. */
  rules?: RuleSet;
}

/** A call ready to be asked about. */
export interface PreparedCall {
  state: State;
  /**
   * The questions put to an outside judge: what was asked for, else the defaults that can be yes
   * for the call's kind and configuration. The rules judge, asked the defaults, asks its own
   * selection (judgeCall): the questions a call was judged on are its JudgedCall's.
   */
  readonly questions: Questions;
  readonly questionsDigest: string;
  /** No `--question` and no questions file: the pack's defaults are asked. */
  asksDefaults: boolean;
  /** The rules the rules judge answers with (absent: the built-in pack). */
  rules?: RuleSet;
  /** The state's canonical bytes and their digest (computed once, on first use). */
  sealed(): { stateBytes: Buffer; stateDigest: string };
  /** The rules' reading of the state (computed once, on first use). */
  facts(): CallFacts;
  /** What later calls' combination rules may build on (computed once, on first use). */
  recentFacts(): RecentCall;
}

const subsetDigests = new Map<string, string>();

/**
 * The digest of a subset of the default questions. All of them: precomputed (hashing the
 * definitions costs a cold start more than the rules do); a subset: hashed once per process.
 */
function defaultsDigest(keys: readonly string[], questions: Questions): string {
  if (keys.length === defaultQuestionKeys().length) return DEFAULT_QUESTIONS_DIGEST;
  const id = keys.join(',');
  let digest = subsetDigests.get(id);
  if (digest === undefined) subsetDigests.set(id, (digest = digestOf(questions)));
  return digest;
}

/** Builds the state and picks the questions; bad input is a UsageError naming it. */
export function prepareCall(req: CallRequest): PreparedCall {
  const state = buildState({
    tool: req.tool,
    capability: req.capability,
    input: req.input,
    workspaceRoot: req.workspaceRoot,
    home: req.home,
    permissionMode: req.permissionMode,
    networkScope: req.networkScope,
    amountBound: req.amountBound,
    recent: req.recent,
    withNonce: req.attested,
  });
  const asksDefaults = !req.questionsFile && !req.questionKeys?.length;
  // Chosen (and their bad input refused) now; the defaults only when an outside judge needs them.
  let questions = asksDefaults
    ? undefined
    : selectQuestions({ known: ruleQuestions(), defaults: [], file: req.questionsFile, keys: req.questionKeys });
  let questionsDigest: string | undefined;
  let sealed: { stateBytes: Buffer; stateDigest: string } | undefined;
  let facts: CallFacts | undefined;
  let recent: RecentCall | undefined;
  const call: PreparedCall = {
    state,
    get questions() {
      return (questions ??= selectQuestions({ known: ruleQuestions(), defaults: defaultQuestionKeysFor(state) }));
    },
    get questionsDigest() {
      return (questionsDigest ??= asksDefaults ? defaultsDigest(defaultQuestionKeysFor(state), call.questions) : digestOf(call.questions));
    },
    asksDefaults,
    rules: req.rules,
    sealed() {
      if (!sealed) {
        const stateBytes = canonicalBytes(state);
        sealed = { stateBytes, stateDigest: digestBytes(stateBytes) };
      }
      return sealed;
    },
    facts: () => (facts ??= readCallFacts(state, req.rules)),
    recentFacts: () => (recent ??= recentFactsOf(state, call.facts(), req.rules)),
  };
  return call;
}

/** The judge a call is asked: the built-in rules (undefined) or an HTTP judge. */
export type JudgeChoice = (HttpJudgeFlags & { judgeUrl: string }) | undefined;

export interface JudgedCall {
  raw: AskedJudgement;
  /** The questions the call was judged on, and their digest. */
  questions: Questions;
  questionsDigest: string;
  /** Set when the rules judge chose them from the defaults (docs/FORMAT.md, `call.selection`). */
  selection?: typeof DEFAULT_SELECTION;
  answers: Answers;
  decision: Decision;
}

let everyDefault: Questions | undefined;

/**
 * Asks the judge, validates every answer strictly and decides. Throws what the judge or the
 * answers raised (JudgeUnavailableError, BadAnswerError, UsageError): never an allow.
 *
 * The rules judge asked the defaults answers every one of them (one pass over the rules finds
 * every hit), and the call keeps its default selection: the summaries and the questions it
 * answered yes (src/rules/applicable.ts). A verifier re-derives that selection from the state.
 */
export async function judgeCall(call: PreparedCall, judge: JudgeChoice, env: NodeJS.ProcessEnv, threshold: number): Promise<JudgedCall> {
  if (judge || !call.asksDefaults) {
    const raw = await askJudge(judge, env, call.state, call.questions, call.facts, call.rules);
    const answers = validateAnswers(call.questions, raw.answers);
    return {
      raw,
      questions: call.questions,
      questionsDigest: call.questionsDigest,
      answers,
      decision: decide(call.questions, answers, threshold),
    };
  }
  everyDefault ??= selectQuestions({ known: ruleQuestions(), defaults: defaultQuestionKeys() });
  const asked = await askJudge(undefined, env, call.state, everyDefault, call.facts, call.rules);
  const all = validateAnswers(everyDefault, asked.answers);
  const keys = selectDefaults(defaultQuestionKeys(), all).sort();
  const questions: Questions = {};
  const answers: Answers = {};
  const evidence: Record<string, string[]> = {};
  for (const key of keys) {
    questions[key] = everyDefault[key]!;
    answers[key] = all[key]!;
    if (Object.hasOwn(asked.evidence, key)) evidence[key] = asked.evidence[key]!;
  }
  const raw: AskedJudgement = { ...asked, answers, evidence };
  return {
    raw,
    questions,
    questionsDigest: defaultsDigest(keys, questions),
    selection: DEFAULT_SELECTION,
    answers,
    decision: decide(questions, answers, threshold),
  };
}

/** The facts a judged call leaves for later calls: none for a refused call, which never ran. */
export function factsToKeep(call: PreparedCall, decision: Decision): RecentCall | undefined {
  return decision.effect === 'deny' ? undefined : call.recentFacts();
}

export interface RecordOptions {
  threshold: number;
  setBy: string;
  subject?: string;
  contract?: { id: string; version: string };
  /** The pinned key of the HTTP judge that co-signed, kept beside the receipts so a package can re-check it. */
  judgeKey?: { url: string; spec: string };
  /** Facts for the session's `recent` (see factsToKeep). */
  recentFacts?: RecentCall;
  /** The store session to chain onto; default: the active one (none: loose receipts). */
  sessionId?: string;
  /** Digest of the project configuration the call was judged under, signed into each receipt. */
  configDigest?: string;
}

export interface Recorded {
  ids: string[];
  session: string | null;
  /** The call id every receipt of the call carries: `judge --resolve call_…` resolves them in one step. */
  call: string;
}

/** Signs one judgement.v1 receipt per question into the store. */
export async function recordCall(store: StoreLocation, call: PreparedCall, judged: JudgedCall, o: RecordOptions): Promise<Recorded> {
  const { raw, decision } = judged;
  if (raw.signature && o.judgeKey) {
    // A key the store already knows (e.g. judge serve signing with this very store's key) keeps its URI.
    const { readJudgeKey } = await import('../http/options.js');
    if (!loadPublicKeys(store).has(raw.signature.keyid)) {
      writePublicKey(store, { keyid: raw.signature.keyid, uri: new URL(o.judgeKey.url).origin, publicKey: readJudgeKey(o.judgeKey.spec) });
    }
  }
  const res = await attestCall({
    store,
    state: call.state,
    ...call.sealed(),
    questionsDigest: judged.questionsDigest,
    selection: judged.selection,
    judge: raw.judge,
    latencyMs: raw.latency_ms,
    responseDigest: raw.response_digest,
    requestId: raw.request_id,
    judgeSignature: raw.signature,
    decision,
    thresholdValue: o.threshold,
    setBy: o.setBy,
    subject: o.subject,
    contract: o.contract,
    recentFacts: o.recentFacts,
    sessionId: o.sessionId,
    configDigest: o.configDigest,
  });
  if (call.rules?.overlay && res.sessionId) keepOverlay(store, res.sessionId, call.rules.overlay);
  return { ids: res.receiptIds, session: res.sessionId, call: res.callId };
}

/**
 * Keeps the rule overlay a session's calls were judged with beside its states
 * (`sessions/<id>/rules/<hex>.json`, its JCS bytes), so that closing the session carries it into
 * the package and `package verify` replays those calls with it.
 */
function keepOverlay(store: StoreLocation, sessionId: string, overlay: { digest: string; bytes: Uint8Array }): void {
  const dir = join(store.dir, 'sessions', sessionId, 'rules');
  const path = join(dir, `${overlay.digest.slice('sha256:'.length)}.json`);
  if (existsSync(path)) return;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileAtomic(path, Buffer.from(overlay.bytes), 0o600);
  } catch (err) {
    throw new StoreError(
      'store.write',
      `${path}: the rule overlay could not be kept with the session (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
      { cause: err },
    );
  }
}

/** Signs the note that a call went unjudged (judgement.unjudged.v1), and whether it proceeded. */
export async function recordUnjudged(
  store: StoreLocation,
  call: PreparedCall,
  o: { reason: string; proceeded: boolean; recentFacts?: RecentCall; sessionId?: string; configDigest?: string },
): Promise<{ id: string; session: string | null }> {
  const res = await attestUnjudged({
    store,
    state: call.state,
    ...call.sealed(),
    reason: o.reason,
    proceeded: o.proceeded,
    configDigest: o.configDigest,
    recentFacts: o.recentFacts,
    sessionId: o.sessionId,
  });
  return { id: res.receiptId, session: res.sessionId };
}
