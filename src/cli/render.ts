/**
 * Renders a judged call as text (for people: what decided and what fired, every question with
 * --verbose) or JSON (for gates and Reason: always complete).
 */
import type { Decision, QuestionDecision } from '../decision/decide.js';
import { evidenceFor, type JudgeIdentity } from '../judge/types.js';

export interface JudgedCall {
  judge: JudgeIdentity;
  tool: string;
  capability: string;
  threshold: { value: number; set_by: string };
  decision: Decision;
  stateDigest: string;
  questionsDigest: string;
  /** Why each question came out as it did (rules evidence), keyed by question. */
  evidence: Record<string, string[]>;
  subject?: string;
  observedAt: string;
  receipts?: { ids: string[]; session: string | null; call?: string };
  latencyMs: number;
  requestId?: string;
}

function answerValue(q: QuestionDecision): string {
  const a = q.answer;
  if ('noul' in a) return a.noul.toFixed(2);
  if ('choice' in a) return a.choice;
  return a.score;
}

/** The reason-fact argument: yes/no for a noul held to its bar, the choice or level otherwise. */
function factValue(q: QuestionDecision): string {
  const a = q.answer;
  if ('noul' in a) return a.noul >= q.bar ? 'yes' : 'no';
  if ('choice' in a) return a.choice;
  return a.score;
}

export interface Paint {
  red(s: string): string;
  yellow(s: string): string;
  green(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

export const plain: Paint = { red: (s) => s, yellow: (s) => s, green: (s) => s, dim: (s) => s, bold: (s) => s };

export interface TextOptions {
  /** Every question asked, not only those that decided or fired. */
  verbose?: boolean;
}

/**
 * Whether a question is worth a line without --verbose: it decided the call, carried an effect
 * other than allow, or is a score above the lowest level of its rubric. The rest (most of the
 * rule pack's questions for an everyday command) answered no, and one line says how many.
 */
export function fired(q: QuestionDecision, decision: Decision): boolean {
  // An allowed call is "decided" by every question that allowed it: that names nothing.
  if (decision.effect !== 'allow' && decision.decided_by.includes(q.key)) return true;
  if (q.effect === 'warn' || q.effect === 'ask' || q.effect === 'deny') return true;
  const a = q.answer;
  if ('score' in a && q.question.type === 'score') return (q.question.levels ?? []).indexOf(a.score) > 0;
  return false;
}

export function renderText(c: JudgedCall, paint: Paint = plain, opts: TextOptions = {}): string {
  const { decision } = c;
  const lines: string[] = [];
  const kind = `${c.judge.kind}, ${c.judge.replayable ? 'replayable' : 'not replayable'}`;
  lines.push(`judge:      ${c.judge.model} (${kind})`);
  lines.push(`tool:       ${c.tool} (${c.capability})`);
  lines.push(`threshold:  ${c.threshold.value} (set by ${c.threshold.set_by})`);
  lines.push('');
  const shown = opts.verbose ? decision.questions : decision.questions.filter((q) => fired(q, decision));
  const width = Math.max(26, ...shown.map((q) => q.key.length + 2));
  const valueWidth = Math.max(5, ...shown.map((q) => answerValue(q).length));
  for (const q of shown) {
    const value = answerValue(q).padStart(valueWidth);
    const result = q.effect ? `${q.outcome} (${q.effect})` : q.outcome;
    const colour = q.effect === 'deny' ? paint.red : q.effect === 'ask' || q.effect === 'warn' ? paint.yellow : (s: string) => s;
    const bar = q.question.threshold !== undefined ? paint.dim(`  bar ${q.bar}`) : '';
    lines.push(`  ${q.key.padEnd(width)} ${value}  ${colour(result)}${bar}`);
    if (q.effect && q.effect !== 'allow') for (const e of evidenceFor(c.evidence, q.key)) lines.push(paint.dim(`      ${e}`));
  }
  const hidden = decision.questions.length - shown.length;
  if (hidden > 0) {
    const what = shown.length === 0 ? `${hidden} question${hidden === 1 ? '' : 's'} asked, none fired` : `${hidden} more answered no`;
    lines.push(paint.dim(`  (${what}; --verbose lists every question)`));
  }
  lines.push('');
  const by = decision.decided_by.join(', ');
  switch (decision.effect) {
    case 'deny':
      lines.push(paint.red(paint.bold(`⚠ refused: ${by}`)));
      break;
    case 'ask':
      lines.push(paint.yellow(paint.bold(`? escalated to a person: ${by}`)));
      break;
    case 'warn':
      lines.push(paint.yellow(`! allowed with a warning: ${by}`));
      break;
    default:
      lines.push(
        paint.green(
          by ? `✓ allowed: no question met its bar (${decision.questions.length} asked)` : '✓ allowed: no question carried an effect',
        ),
      );
  }
  if (c.receipts) {
    const where = c.receipts.session ? `session ${c.receipts.session}` : 'loose';
    lines.push(
      paint.dim(
        `signed ${c.receipts.ids.length} receipt${c.receipts.ids.length === 1 ? '' : 's'} (${where}), last ${c.receipts.ids.at(-1) ?? '-'}`,
      ),
    );
  }
  return lines.join('\n') + '\n';
}

export function renderJson(c: JudgedCall): string {
  const { decision } = c;
  const answers: Record<string, unknown> = {};
  for (const q of decision.questions) {
    answers[q.key] = {
      ...q.answer,
      type: q.question.type,
      bar: q.bar,
      outcome: q.outcome,
      effect: q.effect,
      evidence: evidenceFor(c.evidence, q.key),
    };
  }
  const ids = c.receipts?.ids;
  const reason_facts = decision.questions.map((q, i) => ({
    ...(ids ? { id: ids[i] } : {}),
    predicate: `judged_${q.key}`,
    arguments: [c.subject ?? c.tool, factValue(q)],
    authority: 'model-judged',
    observed_at: c.observedAt,
  }));
  const out = {
    status: 'judged',
    judge: c.judge,
    tool: c.tool,
    capability: c.capability,
    effect: decision.effect,
    outcome: decision.outcome,
    decided_by: decision.decided_by,
    threshold: c.threshold,
    answers,
    state_digest: c.stateDigest,
    questions_digest: c.questionsDigest,
    reason_facts,
    latency_ms: c.latencyMs,
    ...(c.requestId ? { request_id: c.requestId } : {}),
    ...(c.receipts ? { receipts: c.receipts.ids, session: c.receipts.session } : {}),
  };
  return JSON.stringify(out, null, 2) + '\n';
}
