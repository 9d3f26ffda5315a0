/**
 * Turns what the gate found into the Claude Code hook's answer (SPEC §11): a permission
 * decision and a reason a person and the model can act on. Pure.
 *
 * Claude Code shows the reason of a `deny` to the model and the reason of an `ask` or `allow`
 * to the person, so a deny says what was refused and why and tells the model not to work
 * around it, while an ask says how the person records their decision.
 */
import type { Decision } from '../decision/decide.js';
import { evidenceFor, type JudgeIdentity } from '../judge/types.js';
import type { GateConfig } from './config.js';

export type PermissionDecision = 'allow' | 'deny' | 'ask';

/** What one gate call came to, before it is put into the hook's words. */
export type GateOutcome =
  | {
      kind: 'judged';
      tool: string;
      judge: JudgeIdentity;
      decision: Decision;
      /** Rule evidence per question key (rules judge only). */
      evidence: Record<string, string[]>;
      /** Receipt ids in question-key order, when the call was attested. */
      receipts?: { ids: string[]; session: string | null };
      /** Set when the store exists but the receipts could not be written. */
      unrecorded?: string;
      notes: string[];
    }
  | {
      /** The judge could not answer (HTTP judge unavailable or a bad answer, or the gate is misconfigured). */
      kind: 'unjudged';
      tool: string;
      why: string;
      /** The signed judgement.unjudged.v1 note, when a store took it. */
      noteId?: string;
      notes: string[];
    }
  | {
      /** The gate could not judge what it was given (unreadable event, a state it refuses, an internal fault). */
      kind: 'refused-input';
      tool?: string;
      why: string;
      notes: string[];
    };

export interface HookAnswer {
  /** null: no decision, so the agent's own permission rules apply (JUDGE_GATE_ALLOW=defer). */
  decision: PermissionDecision | null;
  reason: string;
  /** A plain allow with nothing to report: under defer, nothing needs showing. */
  quiet?: boolean;
}

/** Caps on the reason, so one call's evidence cannot flood the agent's context. */
export const REASON_LIMITS = { evidenceLines: 6, evidenceChars: 200, totalChars: 4000 } as const;

const clip = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
/** Evidence quotes the call; control characters would break the one-line-per-fact layout. */
const oneLine = (s: string): string => s.replace(/[\u0000-\u001f\u007f]/g, ' ');

function keysWithBars(decision: Decision): string {
  const bars = new Map(decision.questions.map((q) => [q.key, q.bar]));
  return decision.decided_by.map((k) => `${k} (bar ${bars.get(k)})`).join(', ');
}

/**
 * One line per distinct piece of evidence, naming every deciding question that cites it (the
 * rules cite one hit under its own key, `unsafe` and `verdict` alike), at most `evidenceLines`.
 */
function evidenceLines(decision: Decision, evidence: Record<string, string[]>): string[] {
  const keysOf = new Map<string, string[]>();
  for (const key of decision.decided_by) {
    for (const e of evidenceFor(evidence, key)) {
      const keys = keysOf.get(e);
      if (keys) keys.push(key);
      else keysOf.set(e, [key]);
    }
  }
  const all = [...keysOf.entries()];
  const lines = all.slice(0, REASON_LIMITS.evidenceLines).map(([e, keys]) => `- ${keys.join(', ')}: ${clip(oneLine(e), REASON_LIMITS.evidenceChars)}`);
  if (all.length > REASON_LIMITS.evidenceLines) lines.push(`- … ${all.length - REASON_LIMITS.evidenceLines} more`);
  return lines;
}

/** The receipts that carried the decision: the ones a person resolves. */
function decidingReceipts(o: Extract<GateOutcome, { kind: 'judged' }>): string[] {
  if (!o.receipts) return [];
  const ids: string[] = [];
  o.decision.questions.forEach((q, i) => {
    const id = o.receipts!.ids[i];
    if (id && o.decision.decided_by.includes(q.key)) ids.push(id);
  });
  return ids;
}

function resolveHint(ids: string[]): string {
  const [first, ...rest] = ids;
  if (!first) return '';
  const more = rest.length > 0 ? ` (and likewise ${rest.join(', ')})` : '';
  return `judge --resolve ${first} --by human://you --decision allow --reason "…"${more}`;
}

function judgeLine(judge: JudgeIdentity): string {
  return `Judged by ${judge.model} (${judge.kind}${judge.replayable ? ', replayable' : ''}).`;
}

function signedLine(o: Extract<GateOutcome, { kind: 'judged' }>): string {
  if (o.unrecorded) return `Not recorded: ${o.unrecorded}.`;
  if (!o.receipts) return '';
  const where = o.receipts.session ? `session ${o.receipts.session}` : 'loose receipts';
  return `Signed ${o.receipts.ids.length} receipt${o.receipts.ids.length === 1 ? '' : 's'} (${where}).`;
}

/** Escalated questions other than the deciding ones stay OPEN until someone resolves them too. */
function openHint(o: Extract<GateOutcome, { kind: 'judged' }>): string {
  if (!o.receipts || o.unrecorded) return '';
  const others = o.decision.questions.filter((q) => q.outcome === 'escalated' && !o.decision.decided_by.includes(q.key));
  return others.length > 0 ? `Also escalated: ${others.map((q) => q.key).join(', ')} (judge log --open lists them).` : '';
}

function finish(parts: Array<string | string[]>): string {
  const text = parts
    .flat()
    .filter((p) => p !== '')
    .join('\n');
  return clip(text, REASON_LIMITS.totalChars);
}

function judgedAnswer(o: Extract<GateOutcome, { kind: 'judged' }>, config: GateConfig): HookAnswer {
  const { decision } = o;
  const ev = evidenceLines(decision, o.evidence);
  const ids = decidingReceipts(o);
  switch (decision.effect) {
    case 'deny':
      return {
        decision: 'deny',
        reason: finish([
          `judge refused this ${o.tool} call: ${keysWithBars(decision)}.`,
          ev,
          judgeLine(o.judge),
          signedLine(o),
          'Do not retry it in another form; tell the user what you wanted to do and why.',
          ids.length > 0 ? `If the user wants it to run anyway, they run it themselves and record their decision (a person's step, not yours): ${resolveHint(ids)}` : '',
          openHint(o),
          o.notes,
        ]),
      };
    case 'ask':
      return {
        decision: 'ask',
        reason: finish([
          `judge escalates this ${o.tool} call to you: ${keysWithBars(decision)}.`,
          ev,
          judgeLine(o.judge),
          signedLine(o),
          ids.length > 0 ? `Record your decision: ${resolveHint(ids)} (or --decision deny).` : '',
          openHint(o),
          o.notes,
        ]),
      };
    default: {
      const warned = decision.effect === 'warn';
      const head = warned
        ? `judge allows this ${o.tool} call with a warning: ${keysWithBars(decision)}.`
        : `judge allows this ${o.tool} call: no question met its bar (${decision.questions.length} asked).`;
      // Under strict, a call that could not be recorded is one nothing answers for: a person decides.
      if (o.unrecorded && config.strict) {
        return { decision: 'ask', reason: finish([head, ev, judgeLine(o.judge), signedLine(o), 'JUDGE_STRICT is set and the judgement could not be recorded, so you decide.', o.notes]) };
      }
      const reason = finish([head, warned ? ev : [], judgeLine(o.judge), signedLine(o), o.notes]);
      const quiet = !warned && o.notes.length === 0 && !o.unrecorded;
      return { decision: config.allowMode === 'defer' ? null : 'allow', reason, quiet };
    }
  }
}

/** The hook's answer for an outcome under the gate's settings. Never `allow` unless the effect allowed it or an unanswered judge is let through by design. */
export function hookAnswer(o: GateOutcome, config: GateConfig): HookAnswer {
  switch (o.kind) {
    case 'judged':
      return judgedAnswer(o, config);
    case 'unjudged': {
      const noted = o.noteId ? `Noted as ${o.noteId}.` : '';
      if (config.strict) {
        return { decision: 'ask', reason: finish([`judge could not judge this ${o.tool} call: ${o.why}.`, 'JUDGE_STRICT is set, so you decide.', noted, o.notes]) };
      }
      const proceeds = `It proceeds unjudged (JUDGE_STRICT=1 would ask you instead).`;
      return { decision: config.allowMode === 'defer' ? null : 'allow', reason: finish([`judge could not judge this ${o.tool} call: ${o.why}.`, proceeds, noted, o.notes]) };
    }
    case 'refused-input':
      return {
        decision: 'ask',
        reason: finish([
          `judge could not judge ${o.tool ? `this ${o.tool} call` : 'this tool call'}: ${o.why}.`,
          'An input the gate cannot read is never let through on its own, so you decide.',
          o.notes,
        ]),
      };
  }
}

/** The JSON Claude Code reads from a PreToolUse hook's stdout (exit 0). */
export function hookJson(a: HookAnswer): string {
  if (a.decision === null) {
    // No permission decision: Claude Code's own rules apply; anything worth saying goes to the person.
    return a.quiet ? '{}\n' : JSON.stringify({ systemMessage: a.reason }) + '\n';
  }
  return (
    JSON.stringify({
      hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: a.decision, permissionDecisionReason: a.reason },
    }) + '\n'
  );
}
