/**
 * The arithmetic of `judge replay` (docs/review.md): recorded states judged again by a rules
 * judge handed in (the current pack or a candidate), each question held to the bar it was held
 * to, and what changed reported as a from→to effect matrix plus each changed call with the
 * evidence. Changes nothing. Pure.
 */
import { combineEffects, decideQuestion } from '../decision/decide.js';
import { EFFECTS, type Answers, type Effect, type Questions } from '../questions/types.js';
import { validateAnswers } from '../questions/validate.js';

export interface Hit {
  rule: string;
  evidence: string;
}

/** A rules judge: answers plus, per question, the hits behind them. May throw on a question it does not answer. */
export type RulesJudge = (state: unknown, questions: Questions) => { answers: Answers; evidence: Record<string, readonly Hit[]> };

export interface RecordedCall {
  /** The call id, or `state <digest>` for a state with no receipt. */
  call: string;
  /** Where it came from (a package, a state file), for people. */
  where: string;
  state_digest: string;
  state: unknown;
  questions: Questions;
  /** Each question's bar as recorded (the call's bar, or the question's own). */
  bars: Record<string, number>;
  /** Each question's effect as recorded, and the call's. */
  effects: Record<string, Effect | null>;
  effect: Effect;
}

export interface QuestionChange {
  question: string;
  from: Effect | null;
  to: Effect | null;
  /** The hits behind the new answer (`rule: evidence`). */
  evidence: string[];
  /** The hits behind the recorded answer, when the rules that recorded it could be re-run. */
  before?: string[];
}

export interface CallChange {
  call: string;
  where: string;
  state_digest: string;
  from: Effect;
  to: Effect;
  questions: QuestionChange[];
}

export type Matrix = Record<Effect, Record<Effect, number>>;

export interface ReplayOutcome {
  calls: number;
  /** from → to: how many calls went from the recorded effect to the new one. */
  matrix: Matrix;
  /** Calls whose effect changed, with the questions that changed. */
  changed: CallChange[];
  /** Calls whose effect stayed but some question's answer changed its effect. */
  shifted: number;
  errors: Array<{ call: string; where: string; error: string }>;
}

export function emptyMatrix(): Matrix {
  const m = {} as Matrix;
  for (const f of EFFECTS) {
    m[f] = {} as Record<Effect, number>;
    for (const t of EFFECTS) m[f][t] = 0;
  }
  return m;
}

/** Each question's effect and the call's, as decide() would give them under the recorded bars. */
export function judgeCall(
  judge: RulesJudge,
  c: Pick<RecordedCall, 'state' | 'questions' | 'bars'>,
): { effects: Record<string, Effect | null>; effect: Effect; evidence: Record<string, readonly Hit[]> } {
  const raw = judge(c.state, c.questions);
  const answers = validateAnswers(c.questions, raw.answers);
  const per = Object.keys(c.questions)
    .sort()
    .map((key) => ({ key, effect: decideQuestion(key, c.questions[key]!, answers[key]!, c.bars[key]!).effect }));
  const effects: Record<string, Effect | null> = {};
  for (const q of per) effects[q.key] = q.effect;
  return { effects, effect: combineEffects(per).effect, evidence: raw.evidence };
}

const said = (hits: readonly Hit[] | undefined): string[] => (hits ?? []).map((h) => `${h.rule}: ${h.evidence}`);
const why = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * Re-judges every call with `judge`. `before`, when given for a call, is the judge that recorded
 * it (the same pack this build carries), re-run only to show what fired then.
 */
export function replayCalls(
  calls: readonly RecordedCall[],
  judge: RulesJudge,
  before?: (c: RecordedCall) => RulesJudge | null,
): ReplayOutcome {
  const out: ReplayOutcome = { calls: 0, matrix: emptyMatrix(), changed: [], shifted: 0, errors: [] };
  for (const c of calls) {
    let now: ReturnType<typeof judgeCall>;
    try {
      now = judgeCall(judge, c);
    } catch (err) {
      out.errors.push({ call: c.call, where: c.where, error: why(err) });
      continue;
    }
    out.calls++;
    out.matrix[c.effect][now.effect]++;
    const moved = Object.keys(c.questions)
      .sort()
      .filter((k) => (c.effects[k] ?? null) !== (now.effects[k] ?? null));
    if (now.effect === c.effect) {
      if (moved.length > 0) out.shifted++;
      continue;
    }
    let then: Record<string, readonly Hit[]> | undefined;
    const old = before?.(c);
    if (old) {
      try {
        then = old(c.state, c.questions).evidence;
      } catch {
        then = undefined;
      }
    }
    out.changed.push({
      call: c.call,
      where: c.where,
      state_digest: c.state_digest,
      from: c.effect,
      to: now.effect,
      questions: moved.map((k) => ({
        question: k,
        from: c.effects[k] ?? null,
        to: now.effects[k] ?? null,
        evidence: said(now.evidence[k]),
        ...(then ? { before: said(then[k]) } : {}),
      })),
    });
  }
  return out;
}
