/**
 * "replay": a rules receipt whose state is at hand (in the package under states/, or given) is
 * judged again by the rules judge it names, and must get the answer it recorded. The state must
 * hash to state_digest, and the call's questions must have been rebuilt whole from its receipts
 * (./calls.ts). Rules this build does not carry, and receipts without a state, are counted and
 * reported by name: a warning, or under strict a failure. A call that records the default
 * selection (docs/FORMAT.md, `call.selection`) must have asked exactly the selection the judge
 * re-derives from its state.
 */
import { canonicalJson, digestBytes } from '../../canonical/jcs.js';
import type { Answers, Questions } from '../../questions/types.js';
import { validateAnswers } from '../../questions/validate.js';
import { Findings, plural } from '../findings.js';
import type { ReplayResult, ReplaySummary, Row, VerifyOptions } from '../types.js';
import type { JRec } from './calls.js';

const why = (err: unknown): string => (err instanceof Error ? err.message : 'error');

/**
 * A judge that says it is, or cannot be told apart from, the rules judge: labelled so, or naming
 * a rules digest, or a model in the rules judges' names. All of them are replayed, so relabelling
 * a rules receipt (say as `kind: "http"`) cannot take it out of replay (docs/verification.md).
 */
export function claimsRules(judge: { kind: string; model: string; rules_digest?: string }): boolean {
  return (
    judge.kind === 'rules' ||
    judge.rules_digest !== undefined ||
    judge.model.startsWith('judge-rules/') ||
    judge.model.startsWith('judge-content/')
  );
}

/**
 * A call that says it asked the rules judge's default selection (docs/FORMAT.md,
 * `call.selection`) must have asked exactly the selection the judge re-derives from its state:
 * a question dropped could have been yes, one added was never part of it.
 */
function selectionProblem(asked: readonly string[], derived: readonly string[] | undefined): string | undefined {
  if (!derived) return 'records the default selection, which the rules judge cannot re-derive here';
  const have = new Set(asked);
  const want = new Set(derived);
  const dropped = derived.filter((k) => !have.has(k));
  const extra = asked.filter((k) => !want.has(k));
  if (dropped.length === 0 && extra.length === 0) return undefined;
  const list = (keys: readonly string[]): string => keys.join(', ');
  return `asked [${list([...asked].sort())}] as the rules' default selection, but for this state it is [${list([...derived].sort())}]${dropped.length > 0 ? ` (left out: ${list(dropped)})` : ''}${extra.length > 0 ? ` (not in it: ${list(extra)})` : ''}`;
}

export function checkReplay(
  calls: ReadonlyMap<string, readonly JRec[]>,
  questionsOf: ReadonlyMap<string, Questions | null>,
  opts: VerifyOptions,
): { row: Row; summary: ReplaySummary } {
  const findings = new Findings();
  const summary: ReplaySummary = { rules_receipts: 0, replayed: 0, mismatched: 0, no_state: 0, not_replayable_here: {}, other_judges: 0 };
  for (const [callId, recs] of calls) {
    const first = recs[0]!.j.payload;
    if (!claimsRules(first.judge)) {
      summary.other_judges += recs.length;
      continue;
    }
    summary.rules_receipts += recs.length;
    const digest = first.judge.rules_digest;
    if (first.judge.kind !== 'rules') {
      findings.fail(
        `${callId}: labelled judge kind ${JSON.stringify(first.judge.kind)}, but names the rules judge (${first.judge.model}${digest ? `, ${digest}` : ''}): replayed as one`,
      );
    }
    if (!digest) {
      findings.fail(`${callId}: a rules judgement without rules_digest cannot be replayed`);
      continue;
    }
    const model = opts.rulesModels?.get(digest);
    if (model !== undefined && model !== first.judge.model) {
      findings.fail(`${callId}: names model ${first.judge.model}, but rules ${digest} are ${model}`);
    }
    const hex = first.state_digest.slice('sha256:'.length);
    const bytes = recs[0]!.rec.pkg.input.files.get(`states/${hex}.json`) ?? opts.states?.get(first.state_digest);
    if (!bytes) {
      summary.no_state += recs.length;
      continue;
    }
    if (digestBytes(bytes) !== first.state_digest) {
      findings.fail(`${callId}: the state at hand does not hash to its state_digest ${first.state_digest}`);
      summary.mismatched += recs.length;
      continue;
    }
    const questions = questionsOf.get(callId);
    if (!questions) {
      findings.fail(`${callId}: cannot be replayed, its receipts are incomplete or their questions do not hash to questions_digest`);
      continue;
    }
    let state: unknown;
    try {
      state = JSON.parse(Buffer.from(bytes).toString('utf8'));
    } catch {
      findings.fail(`${callId}: the state is not JSON`);
      continue;
    }
    const selected = first.call.selection !== undefined;
    let result: ReplayResult;
    try {
      result = opts.replay(state, questions, digest, selected);
    } catch (err) {
      findings.fail(`${callId}: the rules judge refused the state (${why(err)})`);
      summary.mismatched += recs.length;
      continue;
    }
    if (result.status === 'not-replayable') {
      summary.not_replayable_here[digest] = (summary.not_replayable_here[digest] ?? 0) + recs.length;
      continue;
    }
    if (selected) {
      const wrong = selectionProblem(Object.keys(questions), result.selection);
      if (wrong) {
        findings.fail(`${callId}: ${wrong}`);
        summary.mismatched += recs.length;
        continue;
      }
    }
    let answers: Answers;
    try {
      answers = validateAnswers(questions, result.answers);
    } catch (err) {
      findings.fail(`${callId}: the replayed answers do not fit the questions (${why(err)})`);
      summary.mismatched += recs.length;
      continue;
    }
    for (const r of recs) {
      const key = r.j.payload.question.key;
      const got = canonicalJson(answers[key]);
      const had = canonicalJson(r.j.answer);
      if (got === had) summary.replayed++;
      else {
        summary.mismatched++;
        findings.fail(`${r.id} (${key}): recorded ${had}, the rules judge now answers ${got}`);
      }
    }
  }
  const strict = opts.strict === true;
  const notHere = Object.entries(summary.not_replayable_here);
  for (const [digest, n] of notHere)
    findings.strictly(strict, `${plural(n, 'rules receipt')} name rules ${digest}, which this build does not carry: not replayable here`);
  if (summary.no_state > 0)
    findings.strictly(
      strict,
      `${plural(summary.no_state, 'rules receipt')} not replayed: no state at hand (use --with-states or --states DIR)`,
    );
  const detail = [
    `${summary.replayed} of ${plural(summary.rules_receipts, 'rules receipt')} replayed and reproduced`,
    ...(summary.mismatched > 0 ? [`${summary.mismatched} did not reproduce`] : []),
    ...(summary.no_state > 0 ? [`${summary.no_state} without state`] : []),
    ...notHere.map(([d, n]) => `${n} not replayable here (rules ${d})`),
    ...(summary.other_judges > 0 ? [`${plural(summary.other_judges, 'receipt')} from judges that do not replay`] : []),
  ].join('; ');
  return { row: findings.row('replay', detail), summary };
}
