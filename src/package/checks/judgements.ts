/**
 * "judgements", over the receipts whose signatures checked out, across every package given (so
 * a resolution signed in a later session resolves an escalation of an earlier one): every
 * receipt's outcome and effect re-derived from its answer, bar and on_yes; every call checked
 * whole (./calls.ts); resolutions paired with the judgements they resolve; escalations left
 * without one are OPEN.
 */
import { decideQuestion } from '../../decision/decide.js';
import type { Questions } from '../../questions/types.js';
import { overridesOf } from '../../receipts/build.js';
import { Findings, plural, tally } from '../findings.js';
import type { ResolutionPayload } from '../parse.js';
import type { JudgementsSummary, ResolutionSummary, Row } from '../types.js';
import { checkCall, type DigestMemo, type JRec } from './calls.js';
import type { ChainResult, Rec } from './chain.js';
import type { ParsedPackage } from './read.js';

export interface JudgementsResult {
  row: Row;
  summary: JudgementsSummary;
  /** Each call's receipts, by call id, in the order first met. */
  calls: Map<string, JRec[]>;
  /** Each call's questions, when its receipts are whole and hash to questions_digest; else null. */
  questions: Map<string, Questions | null>;
}

const say = (s: ResolutionSummary): string => `${s.decision}${s.route !== undefined ? ` → ${s.route}` : ''} by ${s.by}`;

/**
 * `related(a, b)`: whether two packages come from one store (./signatures.ts). A resolution may
 * only resolve a judgement of its own store: otherwise anyone could seal a package of fresh keys
 * that "resolves" another's OPEN escalation.
 */
export function checkJudgements(
  chain: ChainResult,
  strict: boolean,
  related: (a: ParsedPackage, b: ParsedPackage) => boolean = () => true,
): JudgementsResult {
  const findings = new Findings();
  const many = chain.packages.length > 1;
  const all = chain.packages.flatMap((p) => p.recs);
  const trusted = all.filter((r) => r.entry.signed);
  const judgements = new Map<string, JRec>();
  const resolutions: Array<{ rec: Rec; r: ResolutionPayload }> = [];
  let unjudged = 0;
  const byJudge = new Map<string, number>();
  for (const rec of trusted) {
    const pl = rec.entry.env.payload;
    if (pl?.kind === 'judgement.v1') {
      judgements.set(rec.id, { rec, id: rec.id, j: pl.value });
      byJudge.set(pl.value.payload.judge.model, (byJudge.get(pl.value.payload.judge.model) ?? 0) + 1);
    } else if (pl?.kind === 'judgement.resolution.v1') resolutions.push({ rec, r: pl.value });
    else if (pl?.kind === 'judgement.unjudged.v1') unjudged++;
  }
  const untrusted = all.length - trusted.length;
  if (untrusted > 0) findings.fail(`${plural(untrusted, 'receipt')} left out: signature did not check out`);

  for (const rec of judgements.values()) {
    const { payload: p, question, answer } = rec.j;
    const d = decideQuestion(p.question.key, question, answer, p.threshold.value);
    const name = `${rec.id} (${p.question.key})`;
    if (question.threshold !== undefined && (question.threshold !== p.threshold.value || p.threshold.set_by !== 'question')) {
      findings.fail(
        `${name}: the question's own bar ${question.threshold} is not the bar recorded (${p.threshold.value}, set by ${p.threshold.set_by})`,
      );
    }
    if (d.outcome !== p.outcome || d.effect !== p.effect || d.applies_to !== p.threshold.applies_to) {
      findings.fail(
        `${name}: recorded ${p.outcome}/${p.effect ?? 'no effect'} (bar applied to ${p.threshold.applies_to}), but its answer against bar ${d.bar} gives ${d.outcome}/${d.effect ?? 'no effect'} (bar applied to ${d.applies_to})`,
      );
    }
  }

  const calls = new Map<string, JRec[]>();
  for (const rec of judgements.values()) {
    const id = rec.j.payload.call.id;
    const list = calls.get(id);
    if (list) list.push(rec);
    else calls.set(id, [rec]);
  }
  const questions = new Map<string, Questions | null>();
  const memo: DigestMemo = new Map();
  for (const [callId, recs] of calls) questions.set(callId, checkCall(callId, recs, findings, memo));

  // Resolutions: who resolved what; overrides; disagreeing resolutions of one judgement fail.
  const summaries: ResolutionSummary[] = [];
  const byTarget = new Map<string, ResolutionSummary[]>();
  for (const { rec, r } of resolutions) {
    if (rec.st.subject !== r.judgement) findings.fail(`${rec.id}: resolves ${r.judgement} but names ${rec.st.subject ?? 'no subject'}`);
    if (r.key_bound !== (rec.st.signer === r.by)) {
      findings.fail(`${rec.id}: key_bound is ${r.key_bound} but it is signed as ${rec.st.signer} for a decision by ${r.by}`);
    }
    let target = judgements.get(r.judgement);
    const unrelated = target !== undefined && !related(rec.pkg, target.rec.pkg);
    if (unrelated) {
      findings.strictly(
        strict,
        `${rec.id} (${rec.pkg.input.name}) resolves ${r.judgement} (${target!.rec.pkg.input.name}), which another store sealed, and no --trust pin ties the two: not counted`,
      );
      target = undefined;
    }
    const knownOther = !target && chain.seenIds.has(r.judgement);
    if (knownOther) findings.fail(`${rec.id}: resolves ${r.judgement}, which is not a judgement`);
    if (target) {
      const expected = overridesOf(target.j.payload.effect, r.decision);
      if (r.overrides !== expected) {
        findings.fail(
          `${rec.id}: records overrides ${r.overrides ?? '(none)'}, but ${r.decision} against the judged ${target.j.payload.effect ?? 'no effect'} overrides ${expected ?? 'nothing'}`,
        );
      }
    }
    const s: ResolutionSummary = {
      receipt: rec.id,
      judgement: r.judgement,
      by: r.by,
      decision: r.decision,
      key_bound: r.key_bound,
      outside: !target && !knownOther && !unrelated,
      ...(unrelated ? { unrelated: true } : {}),
      ...(r.route !== undefined ? { route: r.route } : {}),
      ...(r.overrides !== undefined ? { overrides: r.overrides } : {}),
    };
    summaries.push(s);
    if (unrelated) continue;
    const list = byTarget.get(r.judgement);
    if (list) list.push(s);
    else byTarget.set(r.judgement, [s]);
  }
  for (const [target, list] of byTarget) {
    const distinct = new Set(list.map((s) => `${s.decision}\u0000${s.route ?? ''}`));
    if (distinct.size > 1) findings.fail(`${target}: resolutions disagree (${list.map(say).join('; ')})`);
  }
  const escalated = [...judgements.values()].filter((r) => r.j.payload.outcome === 'escalated');
  // An escalation inside a call that was refused anyway (its effect, re-derived whole above, is
  // deny) is moot: the call never ran, so there is nothing for a person to decide.
  const unresolved = escalated.filter((r) => !byTarget.has(r.id));
  const isMoot = (r: JRec): boolean => r.j.payload.call.effect === 'deny' && questions.get(r.j.payload.call.id) != null;
  const moot = unresolved.filter(isMoot).map((r) => r.id);
  const open = unresolved.filter((r) => !isMoot(r)).map((r) => r.id);
  const overrides = summaries.filter((s) => s.overrides !== undefined);
  for (const id of open)
    findings.strictly(strict, `${id} is escalated and OPEN: no signed resolution in ${many ? 'these packages' : 'this package'}`);
  const outside = summaries.filter((s) => s.outside);

  const detail = [
    `${plural(judgements.size, 'judgement')} in ${plural(calls.size, 'call')}${byJudge.size > 0 ? ` by ${tally(byJudge)}` : ''}`,
    'outcomes and effects re-derived from answer, bar and on_yes',
    `${escalated.length} escalated, ${escalated.length - unresolved.length} resolved, ${moot.length > 0 ? `${moot.length} moot (in a refused call), ` : ''}${open.length} OPEN`,
    ...summaries
      .filter((s) => !s.outside && !s.unrelated)
      .map((s) => `${s.judgement} ${say(s)} (${s.key_bound ? 'key-bound' : 'asserted'})`),
    ...(overrides.length > 0
      ? [`${plural(overrides.length, 'override')}: ${overrides.map((s) => `${s.judgement} ${s.overrides} → ${say(s)}`).join('; ')}`]
      : []),
    ...(outside.length > 0
      ? [
          `${plural(outside.length, 'resolution')} of judgements outside ${many ? 'these packages' : 'this package'}: ${outside.map((s) => `${s.judgement} ${say(s)}`).join('; ')}`,
        ]
      : []),
    ...(unjudged > 0 ? [`${plural(unjudged, 'call')} went unjudged`] : []),
  ].join('; ');

  const summary: JudgementsSummary = {
    judgements: judgements.size,
    by_judge: Object.fromEntries(byJudge),
    calls: calls.size,
    escalated: escalated.length,
    resolved: escalated.length - unresolved.length,
    open,
    // Only when there are some, so reports of packages without them read as before.
    ...(moot.length > 0 ? { moot } : {}),
    resolutions: summaries,
    overrides,
    unjudged,
  };
  return { row: findings.row('judgements', detail), summary, calls, questions };
}
