/**
 * The arithmetic of `judge stats` (docs/review.md): per question and per rule, how often it was
 * asked or fired, said yes, escalated, how people resolved it, where they overrode the judge, and
 * how long resolving took. Over a de-duplicated ledger (./ledger.ts). Pure.
 */
import type { Effect } from '../questions/types.js';
import type { ResolutionDecision } from '../receipts/types.js';
import { callsOf, standingResolutions, type JudgementEntry, type Ledger, type ResolutionEntry } from './ledger.js';

/** What people did with what the judge said. */
export interface Tally {
  escalated: number;
  resolved_allow: number;
  resolved_deny: number;
  resolved_route: number;
  /** The judge said ask or deny and a person allowed: likely false positives. */
  false_positives: number;
  /** The judge said allow or warn and a person denied: misses. */
  misses: number;
  /** Median milliseconds from judgement to its standing resolution; null when none was resolved. */
  median_resolve_ms: number | null;
}

export interface QuestionRow extends Tally {
  question: string;
  /** Judgements of this question. */
  asked: number;
  /** Judgements where it fired: a noul at or above its bar, or any other answer whose effect is not allow. */
  yes: number;
}

export interface RuleRow extends Tally {
  rule: string;
  /** Calls on which the rule fired (as the rules re-run on the recorded state say). */
  fired: number;
}

export interface CallsRow extends Tally {
  calls: number;
  /** Calls whose effect was ask or deny. */
  stopped: number;
}

export interface Stats {
  /** ISO time judgements are counted from, or null for all. */
  since: string | null;
  judgements: number;
  resolutions: number;
  duplicates: number;
  unreadable: number;
  calls: CallsRow;
  questions: QuestionRow[];
  rules: RuleRow[];
  /** Rules-judged calls in range, and how many of them the per-rule table covers (state at hand, rules this build carries). */
  rules_coverage: { rules_calls: number; covered: number };
}

export type Override = 'false_positive' | 'miss';

/** Whether a person's decision overrode the judge's effect, and which way. */
export function overrideOf(judged: Effect | null, decision: ResolutionDecision): Override | null {
  if (decision === 'allow' && (judged === 'ask' || judged === 'deny')) return 'false_positive';
  if (decision === 'deny' && (judged === 'allow' || judged === 'warn')) return 'miss';
  return null;
}

/** The median of a list (the mean of the middle two for an even count); null for an empty one. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Whether a judgement fired: see QuestionRow.yes. */
export function saidYes(e: JudgementEntry): boolean {
  const p = e.j.payload;
  if ('noul' in e.j.answer) return e.j.answer.noul >= p.threshold.value;
  return p.effect !== null && p.effect !== 'allow';
}

class Counter {
  readonly t: Omit<Tally, 'median_resolve_ms'> = {
    escalated: 0,
    resolved_allow: 0,
    resolved_deny: 0,
    resolved_route: 0,
    false_positives: 0,
    misses: 0,
  };
  private readonly times: number[] = [];

  add(escalated: boolean, judged: Effect | null, judgedAt: number, res: ResolutionEntry | undefined): void {
    if (escalated) this.t.escalated++;
    if (!res) return;
    const d = res.r.decision;
    if (d === 'allow') this.t.resolved_allow++;
    else if (d === 'deny') this.t.resolved_deny++;
    else this.t.resolved_route++;
    const o = overrideOf(judged, d);
    if (o === 'false_positive') this.t.false_positives++;
    else if (o === 'miss') this.t.misses++;
    if (Number.isFinite(res.at) && Number.isFinite(judgedAt)) this.times.push(Math.max(0, res.at - judgedAt));
  }

  tally(): Tally {
    return { ...this.t, median_resolve_ms: median(this.times) };
  }
}

export interface StatsOptions {
  /** Count only judgements issued at or after this time (ms since the epoch). */
  since?: number;
  /**
   * The rules that fired on a call, from re-running the rules on its recorded state; null when
   * that cannot be done (no state at hand, rules this build does not carry, not a rules call).
   */
  rulesOf?: (callId: string, judgements: readonly JudgementEntry[]) => readonly string[] | null;
}

export function computeStats(ledger: Ledger, opts: StatsOptions = {}): Stats {
  const since = opts.since;
  const inRange = (e: JudgementEntry): boolean => since === undefined || e.at >= since;
  const standing = standingResolutions(ledger);

  const questions = new Map<string, { asked: number; yes: number; c: Counter }>();
  let judgements = 0;
  for (const e of ledger.judgements.values()) {
    if (!inRange(e)) continue;
    judgements++;
    const key = e.j.payload.question.key;
    let q = questions.get(key);
    if (!q) questions.set(key, (q = { asked: 0, yes: 0, c: new Counter() }));
    q.asked++;
    if (saidYes(e)) q.yes++;
    q.c.add(e.j.payload.outcome === 'escalated', e.j.payload.effect, e.at, standing.get(e.id));
  }

  const calls = new Counter();
  let callCount = 0;
  let stopped = 0;
  const rules = new Map<string, { fired: number; c: Counter }>();
  let rulesCalls = 0;
  let covered = 0;
  for (const [callId, list] of callsOf(ledger)) {
    const first = list[0]!;
    if (!inRange(first)) continue;
    const call = first.j.payload.call;
    callCount++;
    if (call.effect === 'ask' || call.effect === 'deny') stopped++;
    // A call's resolution: the latest standing one among its judgements.
    let res: ResolutionEntry | undefined;
    for (const e of list) {
      const r = standing.get(e.id);
      if (r && (!res || r.at > res.at || (r.at === res.at && r.id > res.id))) res = r;
    }
    const escalated = call.outcome === 'escalated';
    calls.add(escalated, call.effect, first.at, res);
    if (first.j.payload.judge.kind !== 'rules') continue;
    rulesCalls++;
    const fired = opts.rulesOf?.(callId, list) ?? null;
    if (fired === null) continue;
    covered++;
    for (const id of new Set(fired)) {
      let r = rules.get(id);
      if (!r) rules.set(id, (r = { fired: 0, c: new Counter() }));
      r.fired++;
      r.c.add(escalated, call.effect, first.at, res);
    }
  }

  let resolutions = 0;
  for (const r of ledger.resolutions.values()) {
    const target = ledger.judgements.get(r.r.judgement);
    if (since === undefined || (target ? inRange(target) : r.at >= since)) resolutions++;
  }

  const byName = <T>(a: [string, T], b: [string, T]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  return {
    since: since === undefined ? null : new Date(since).toISOString(),
    judgements,
    resolutions,
    duplicates: ledger.duplicates,
    unreadable: ledger.unreadable,
    calls: { calls: callCount, stopped, ...calls.tally() },
    questions: [...questions].sort(byName).map(([question, q]) => ({ question, asked: q.asked, yes: q.yes, ...q.c.tally() })),
    rules: [...rules].sort(byName).map(([rule, r]) => ({ rule, fired: r.fired, ...r.c.tally() })),
    rules_coverage: { rules_calls: rulesCalls, covered },
  };
}
