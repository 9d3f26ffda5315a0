/**
 * The rules judge: deterministic, replayable answers from the rule pack in
 * rules/pack.json. Its identity carries the pack's version and digest, so a verifier knows
 * exactly which rules to re-run. It answers only the questions the pack defines; anything
 * else is a usage error that lists what it does answer.
 *
 * Pure: no file system, no environment, no clock. The pack is bundled at build time, and
 * the engine is compiled on first use so that loading this module stays cheap.
 */
import { InternalError, UsageError } from '../errors.js';
import { executesOf } from '../facts/exec.js';
import { downloadsOf } from '../facts/network.js';
import type { Facts } from '../facts/facts.js';
import { pathsOf } from '../facts/roles.js';
import type { JudgeIdentity } from '../judge/types.js';
import type { Answer, Answers, Question, Questions } from '../questions/types.js';
import type { RecentCall, State } from '../state/types.js';
import { applicableDefaults } from './applicable.js';
export { DEFAULT_SELECTION, selectDefaults } from './applicable.js';
import { Engine, type RuleHit } from './engine.js';
import { extendPack, type CheckedOverlay } from './overlay.js';
import { enginePack, PACK, RULES_DIGEST, RULES_VERSION } from './pack.js';
import type { Pack } from './pack-types.js';
import { SEVERITIES } from './pack-types.js';

export type { RuleHit } from './engine.js';
export { DEFAULT_QUESTIONS_DIGEST, RULES_DIGEST, RULES_VERSION, computeRulesDigest, rulePack } from './pack.js';
export { checkOverlay, combinedRulesDigest, type CheckedOverlay, type Overlay } from './overlay.js';
export type RuleId = string;

export function rulesDigest(): string {
  return RULES_DIGEST;
}

let engine: Engine | undefined;
function theEngine(): Engine {
  engine ??= new Engine(PACK);
  return engine;
}

/**
 * The rules a call is judged by: the built-in pack (absent) or the pack extended by a team's
 * overlay (docs/configuration.md). Its identity names the effective digest and, with an overlay,
 * the pack's and the overlay's own, so a verifier knows which overlay to replay with.
 */
export interface RuleSet {
  readonly engine: Engine;
  readonly identity: JudgeIdentity;
  /** The overlay's JCS bytes, kept with the session so its package can replay them. */
  readonly overlay?: { digest: string; bytes: Uint8Array };
}

const withOverlays = new Map<string, RuleSet>();

/** The rule set of the pack extended by a checked overlay (one engine per overlay digest). */
export function rulesWithOverlay(checked: CheckedOverlay): RuleSet {
  let set = withOverlays.get(checked.rulesDigest);
  if (!set) {
    set = {
      engine: new Engine(extendPack(PACK, checked.overlay)),
      identity: { ...rulesJudgeIdentity(), rules_digest: checked.rulesDigest, pack_digest: RULES_DIGEST, overlay_digest: checked.digest },
      overlay: { digest: checked.digest, bytes: checked.bytes },
    };
    withOverlays.set(checked.rulesDigest, set);
  }
  return set;
}

const engineOf = (rules: RuleSet | undefined): Engine => rules?.engine ?? theEngine();

export function rulesJudgeIdentity(rules?: RuleSet): JudgeIdentity {
  if (rules) return { ...rules.identity };
  return { model: `judge-rules/${RULES_VERSION}`, provider: 'judge', kind: 'rules', replayable: true, rules_digest: rulesDigest() };
}

/** Definitions of every key the rules answer, as the wire carries them. */
export function ruleQuestions(): Questions {
  const out: Questions = {};
  for (const [key, q] of Object.entries(PACK.questions)) {
    const def: Question = { type: q.type, instructions: q.instructions };
    if (q.options) def.options = [...q.options];
    if (q.levels) def.levels = [...q.levels];
    if (q.on_yes) def.on_yes = q.on_yes;
    out[key] = def;
  }
  return out;
}

export function defaultQuestionKeys(): string[] {
  return [...PACK.default_questions];
}

/** The default questions that can be yes for this call (./applicable.ts). */
export function defaultQuestionKeysFor(state: State): readonly string[] {
  return applicableDefaults(PACK, state);
}

/** What the answers are derived from, computed once: question classes and rule severities. */
interface Derived {
  /** Keys whose yes denies: `unsafe` is yes when any of them is (or a rule answers unsafe directly). */
  deciding: Set<string>;
  asking: Set<string>;
  severity: Map<string, number>;
}
const derivedOf = new WeakMap<Engine, Derived>();
function derive(eng: Engine): Derived {
  const known = derivedOf.get(eng);
  if (known) return known;
  const pack = eng.pack;
  const deciding = new Set<string>(['unsafe']);
  const asking = new Set<string>();
  for (const [key, q] of Object.entries(pack.questions)) {
    if (q.type === 'noul' && q.on_yes === 'deny') deciding.add(key);
    if (q.type === 'noul' && q.on_yes === 'ask') asking.add(key);
  }
  const severity = new Map(pack.rules.map((r) => [r.id, SEVERITIES.indexOf(eng.severityOf(r))]));
  const d = { deciding, asking, severity };
  derivedOf.set(eng, d);
  return d;
}

/** Refuses a question the pack cannot answer, or asks in a shape it does not answer in. */
function checkQuestion(key: string, q: Question, pack: Pack): void {
  const mine = Object.hasOwn(pack.questions, key) ? pack.questions[key] : undefined;
  if (!mine) {
    const known = Object.keys(pack.questions).sort();
    throw new UsageError(
      'rules.unknown-question',
      `the rules judge has no rule for question "${key.slice(0, 64)}"; it answers: ${known.join(', ')}`,
    );
  }
  if (q.type === mine.type && mine.type === 'noul') return;
  if (q.type !== mine.type) {
    throw new UsageError('rules.question-type', `question "${key}": the rules answer it as a ${mine.type}, not a ${q.type}`);
  }
  if (mine.type === 'choice') {
    const missing = (mine.options ?? []).filter((o) => !(q.options ?? []).includes(o));
    if (missing.length > 0)
      throw new UsageError(
        'rules.question-options',
        `question "${key}": the rules may answer ${missing.join(', ')}, which its options leave out`,
      );
  }
  if (mine.type === 'score') {
    const same = (q.levels ?? []).length === (mine.levels ?? []).length && (mine.levels ?? []).every((l, i) => q.levels![i] === l);
    if (!same)
      throw new UsageError(
        'rules.question-levels',
        `question "${key}": the rules score on ${(mine.levels ?? []).join(', ')}; its levels differ`,
      );
  }
}

function noul(yes: boolean): Answer {
  return { noul: yes ? 1 : 0, probabilities: { yes: yes ? 1 : 0, no: yes ? 0 : 1 }, confidence: 1 };
}

/** How a key is answered (see answersFrom). */
const enum Kind {
  Noul,
  Unsafe,
  Risk,
  Verdict,
}

/**
 * A questions object checked against a pack, and how its answers are laid out: its keys sorted,
 * each one's kind, and an object with those keys in that order, which the answers and the
 * evidence are copies of (one allocation each, and every call's answers share one shape).
 * A caller asks the same questions object call after call, so the plan is kept per object and
 * reused while the object holds the same keys, the same question objects and the same types.
 */
interface Plan {
  pack: Pack;
  keys: readonly string[];
  values: readonly Question[];
  types: readonly string[];
  /** Indexes (into keys) of the choice and score questions: their lists are checked on every call. */
  lists: readonly number[];
  /**
   * The questions object, each question and its lists are frozen (as `judge serve` keeps a set
   * it was asked before): nothing the plan was made from can change, so it holds as it is.
   */
  fixed: boolean;
  sorted: readonly string[];
  kinds: readonly Kind[];
  /** The `risk` levels of the pack. */
  levels: readonly string[];
  template: Readonly<Record<string, null>>;
}
const planOf = new WeakMap<Questions, Plan>();

function samePlan(p: Plan, pack: Pack, keys: readonly string[], values: readonly Question[]): boolean {
  if (p.pack !== pack || p.keys.length !== keys.length) return false;
  for (let i = 0; i < keys.length; i++)
    if (p.keys[i] !== keys[i] || p.values[i] !== values[i] || p.types[i] !== values[i]!.type) return false;
  return true;
}

function isFrozenQuestion(q: Question): boolean {
  return (
    Object.isFrozen(q) && (q.options === undefined || Object.isFrozen(q.options)) && (q.levels === undefined || Object.isFrozen(q.levels))
  );
}

/** Checks `questions` against the pack (throws on one it cannot answer) and returns their plan. */
function planFor(questions: Questions, pack: Pack): Plan {
  const known = planOf.get(questions);
  if (known?.fixed && known.pack === pack) return known;
  const keys = Object.keys(questions);
  const values = Object.values(questions);
  if (known && samePlan(known, pack, keys, values)) {
    for (const i of known.lists) checkQuestion(keys[i]!, values[i]!, pack);
    return known;
  }
  for (let i = 0; i < keys.length; i++) checkQuestion(keys[i]!, values[i]!, pack);
  const sorted = [...keys].sort();
  const kind = (k: string): Kind => (k === 'unsafe' ? Kind.Unsafe : k === 'risk' ? Kind.Risk : k === 'verdict' ? Kind.Verdict : Kind.Noul);
  const plan: Plan = {
    pack,
    keys,
    values,
    types: values.map((q) => q.type),
    lists: keys.flatMap((k, i) => (pack.questions[k]!.type === 'noul' ? [] : [i])),
    fixed: Object.isFrozen(questions) && values.every(isFrozenQuestion),
    sorted,
    kinds: sorted.map(kind),
    levels: Object.hasOwn(pack.questions, 'risk') ? (pack.questions.risk!.levels ?? []) : [],
    template: Object.fromEntries(sorted.map((k) => [k, null])),
  };
  planOf.set(questions, plan);
  return plan;
}

/** The hits on one question, in order. */
function hitsOn(hits: readonly RuleHit[], key: string): RuleHit[] {
  let out: RuleHit[] | undefined;
  for (let i = 0; i < hits.length; i++) if (hits[i]!.question === key) (out ??= []).push(hits[i]!);
  return out ?? [];
}

/** Answers from hits: the same hits give the same answers, always. */
function answersFrom(hits: RuleHit[], plan: Plan, eng: Engine): { answers: Answers; evidence: Record<string, RuleHit[]> } {
  const d = derive(eng);
  const deciding: RuleHit[] = [];
  const asking: RuleHit[] = [];
  let sev = -1;
  for (const h of hits) {
    if (d.deciding.has(h.question)) deciding.push(h);
    else if (d.asking.has(h.question)) asking.push(h);
    sev = Math.max(sev, d.severity.get(h.rule) ?? 0);
  }
  const { sorted, kinds, levels, template } = plan;
  const answers = { ...template } as unknown as Answers;
  const evidence = { ...template } as unknown as Record<string, RuleHit[]>;
  for (let i = 0; i < sorted.length; i++) {
    const key = sorted[i]!;
    const kind = kinds[i]!;
    if (kind === Kind.Noul) {
      const mine = hits.length === 0 ? [] : hitsOn(hits, key);
      answers[key] = noul(mine.length > 0);
      evidence[key] = mine;
    } else if (kind === Kind.Unsafe) {
      answers[key] = noul(deciding.length > 0);
      evidence[key] = deciding;
    } else if (kind === Kind.Risk) {
      answers[key] = { score: sev < 0 ? levels[0]! : levels[sev + 1]!, confidence: 1 };
      evidence[key] = hits;
    } else {
      const choice = deciding.length > 0 ? 'deny' : asking.length > 0 ? 'ask' : hits.length > 0 ? 'warn' : 'allow';
      answers[key] = { choice, confidence: 1 };
      evidence[key] = choice === 'deny' ? deciding : choice === 'ask' ? asking : hits;
    }
  }
  return { answers, evidence };
}

/**
 * Answers `questions` about `state`: nouls 0 or 1 with confidence 1, `risk` as a level,
 * `verdict` as an effect. `evidence` lists, per key, the hits behind a yes (or, for risk and
 * verdict, the hits that set them).
 */
export function answerWithRules(
  state: State,
  questions: Questions,
  facts?: CallFacts,
  rules?: RuleSet,
): { answers: Answers; evidence: Record<string, RuleHit[]> } {
  const eng = engineOf(rules);
  const plan = planFor(questions, eng.pack);
  return answersFrom(eng.evaluate(state, factsFor(state, facts, eng)), plan, eng);
}

/**
 * The rules judge of another pack (a candidate, for `judge replay --rules`), answering as
 * answerWithRules does. Compiling the pack may throw on a malformed one: the caller words that.
 */
export function rulesJudgeOf(
  source: Pack,
): (state: State, questions: Questions) => { answers: Answers; evidence: Record<string, RuleHit[]> } {
  const eng = new Engine(enginePack(source));
  derive(eng);
  return (state, questions) => {
    const plan = planFor(questions, eng.pack);
    return answersFrom(eng.evaluate(state, eng.facts(state)), plan, eng);
  };
}

/**
 * The rules' reading of one call (its shell parse and facts). A caller that both judges a call
 * and keeps its facts for later calls reads it once and hands it to answerWithRules and
 * recentFactsOf, so the command is parsed once per call.
 */
export type CallFacts = Facts;
export function readCallFacts(state: State, rules?: RuleSet): CallFacts {
  return engineOf(rules).facts(state);
}

/** The facts handed in, which must be of this very state, else freshly read ones. */
function factsFor(state: State, facts: CallFacts | undefined, eng: Engine): CallFacts {
  if (facts === undefined) return eng.facts(state);
  if (facts.state !== state) throw new InternalError('rules.facts-state', 'the facts handed to the rules were read from another state');
  return facts;
}

/** Every hit on a state, whatever was asked (for tests, benches and explanations). */
export function evaluateRules(state: State, rules?: RuleSet): RuleHit[] {
  return engineOf(rules).evaluate(state);
}

/** Per-rule timings on one state (the ReDoS test). */
export function profileRules(state: State, clock?: () => number): Array<{ rule: string; ms: number }> {
  return theEngine().profile(state, clock);
}

export type ReplayResult =
  | { status: 'replayed'; answers: Answers; evidence: Record<string, RuleHit[]> }
  | { status: 'not-replayable'; reason: 'rules-digest'; wanted: string; have: string };

/**
 * Re-runs the rules for a verifier. Only a pack with the receipt's digest can reproduce its
 * answers; any other gives a typed "not replayable here" rather than a different answer.
 */
export function replayRules(state: State, questions: Questions, wantedDigest: string, overlays: readonly RuleSet[] = []): ReplayResult {
  const have = rulesDigest();
  if (wantedDigest === have) return { status: 'replayed', ...answerWithRules(state, questions) };
  // An overlay's rules replay only when the verifier holds that very overlay (carried in the package).
  const set = overlays.find((o) => o.identity.rules_digest === wantedDigest);
  if (set) return { status: 'replayed', ...answerWithRules(state, questions, undefined, set) };
  return { status: 'not-replayable', reason: 'rules-digest', wanted: wantedDigest, have };
}

const MAX_RECENT_ITEMS = 16;

/**
 * The facts of a call that later calls' combination rules read (docs/FORMAT.md, `recent`): what it
 * downloaded, ran, made executable and wrote, as resolved paths. Small and JSON-only.
 */
export function recentFactsOf(state: State, facts?: CallFacts, rules?: RuleSet): RecentCall {
  const eng = engineOf(rules);
  const f = factsFor(state, facts, eng);
  const downloads = new Set<string>();
  const executes = new Set<string>();
  const chmods = new Set<string>();
  const writes = new Set<string>();
  const sink = eng.env.classifier.maskOf(['null-sink']);
  for (const c of f.cmds) {
    for (const d of downloadsOf(f, c)) downloads.add(d);
    const ex = executesOf(f, c);
    for (const x of ex.runs) executes.add(x);
    for (const x of ex.chmods) chmods.add(x);
    for (const r of pathsOf(f, c, 'written')) if (r.path !== null && !(r.mask & sink)) writes.add(r.path);
  }
  for (const file of f.files) if (file.access === 'write') writes.add(file.path);
  const cap = (s: Set<string>): string[] => [...s].filter((x) => x.length <= 4096).slice(0, MAX_RECENT_ITEMS);
  return { tool: state.tool, downloads: cap(downloads), executes: cap(executes), chmods: cap(chmods), writes: cap(writes) };
}
