/**
 * Turns what the gate found into the Claude Code hook's answer: a permission decision (or none)
 * and a reason a person and the model can act on. Pure. docs/gate-behaviour.md has the table.
 *
 * Claude Code shows the reason of a `deny` to the model and the reason of an `ask` or `allow`
 * to the person, so a deny says what was refused and why and tells the model not to work
 * around it, while an ask says how the person records their decision.
 *
 * The answer fails closed: settings the gate cannot read refuse the call; a judge that cannot
 * answer asks a person (or refuses, or — only with JUDGE_GATE_ON_ERROR=allow — lets it
 * proceed); input the gate cannot read asks a person. An `ask` where nobody will be asked
 * (Claude Code's bypassPermissions and dontAsk modes, which would approve it) is a `deny`.
 * An allow from the judge answers with no decision by default, so Claude Code's own
 * permission rules still apply (JUDGE_GATE_ALLOW=allow overrides them).
 */
import type { Decision } from '../decision/decide.js';
import { evidenceFor, type JudgeIdentity } from '../judge/types.js';
import type { GateConfig } from './config.js';

export type PermissionDecision = 'allow' | 'deny' | 'ask';

/**
 * Whether an `ask` reaches a person: Claude Code's modes that prompt (default, acceptEdits,
 * plan) do; bypassPermissions and dontAsk answer it themselves, and a mode the gate does not
 * know is taken for one that does not ask. `undefined`: the event did not say (hand-written
 * events, older clients): it is taken to ask, as Claude Code did before it reported its mode.
 */
export const ASKING_MODES: ReadonlySet<string> = new Set(['default', 'acceptEdits', 'plan']);

/** Who answers an `ask`: a person, or nobody (the mode, or an event the gate could not read). */
export type AskReach = { person: true } | { person: false; why: string };

export function askReachOf(mode: string | undefined): AskReach {
  if (mode === undefined || ASKING_MODES.has(mode)) return { person: true };
  return { person: false, why: `Claude Code runs in ${JSON.stringify(mode.slice(0, 40))} mode, where nobody is asked` };
}

/** What one gate call came to, before it is put into the hook's words. */
export type GateOutcome = (
  | {
      kind: 'judged';
      tool: string;
      judge: JudgeIdentity;
      decision: Decision;
      /** Rule evidence per question key (rules judge only). */
      evidence: Record<string, string[]>;
      /** Receipt ids in question-key order, when the call was attested. */
      receipts?: { ids: string[]; session: string | null; call?: string };
      /** Set when the store exists but the receipts could not be written. */
      unrecorded?: string;
      notes: string[];
    }
  | {
      /** The judge could not answer (an HTTP judge unavailable, a bad answer, an unusable JUDGE_URL). */
      kind: 'unjudged';
      tool: string;
      why: string;
      /** The signed judgement.unjudged.v1 note, when a store took it. */
      noteId?: string;
      notes: string[];
    }
  | {
      /** Settings the gate cannot read: every call is refused until they are fixed. */
      kind: 'misconfigured';
      tool?: string;
      problems: string[];
      noteId?: string;
      notes: string[];
    }
  | {
      /** A SessionEnd event: the session's receipts sealed into a package, when it had any. */
      kind: 'session-end';
      sealed?: { session: string; package: string };
      notes: string[];
    }
  | {
      /** The gate could not judge what it was given (unreadable event, a state it refuses, an internal fault). */
      kind: 'refused-input';
      tool?: string;
      why: string;
      notes: string[];
    }
) & {
  /** Who would answer an `ask` (absent: a person). */
  reach?: AskReach;
};

export interface HookAnswer {
  /** null: no decision, so the agent's own permission rules apply (JUDGE_GATE_ALLOW=defer). */
  decision: PermissionDecision | null;
  reason: string;
  /** A plain allow with nothing to report: under defer, nothing needs showing. */
  quiet?: boolean;
  /** Shown to the person (systemMessage) besides the reason, e.g. a setting to fix. */
  message?: string;
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
  const lines = all
    .slice(0, REASON_LIMITS.evidenceLines)
    .map(([e, keys]) => `- ${keys.join(', ')}: ${clip(oneLine(e), REASON_LIMITS.evidenceChars)}`);
  if (all.length > REASON_LIMITS.evidenceLines) lines.push(`- … ${all.length - REASON_LIMITS.evidenceLines} more`);
  return lines;
}

const callOf = (o: GateOutcome): string | undefined => (o.kind === 'judged' ? o.receipts?.call : undefined);

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

/**
 * How a person records a decision: the whole call in one step when its id is known (one
 * passphrase, one resolution per escalated or refused judgement), else the deciding receipts.
 * Without a personal key the resolution is only asserted, which takes --asserted.
 */
function resolveHint(ids: string[], call?: string): string {
  const [first, ...rest] = ids;
  if (!first) return '';
  if (call) return `judge --resolve ${call} --by human://you --decision allow --reason "…" (add --asserted if you have no personal key)`;
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
  const log = o.receipts.session ? `judge log --open --session ${o.receipts.session}` : 'judge log --open';
  return others.length > 0 ? `Also escalated: ${others.map((q) => q.key).join(', ')} (${log} lists them).` : '';
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
          ids.length > 0
            ? `If the user wants it to run anyway, they run it themselves and record their decision (a person's step, not yours): ${resolveHint(ids, callOf(o))}`
            : '',
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
          ids.length > 0 ? `Record your decision: ${resolveHint(ids, callOf(o))} (or --decision deny).` : '',
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
        return {
          decision: 'ask',
          reason: finish([
            head,
            ev,
            judgeLine(o.judge),
            signedLine(o),
            'JUDGE_STRICT is set and the judgement could not be recorded, so you decide.',
            o.notes,
          ]),
        };
      }
      const reason = finish([head, warned ? ev : [], judgeLine(o.judge), signedLine(o), o.notes]);
      const quiet = !warned && o.notes.length === 0 && !o.unrecorded;
      return { decision: config.allowMode === 'defer' ? null : 'allow', reason, quiet };
    }
  }
}

/** The answer before the permission mode is considered. */
function answerOf(o: GateOutcome, config: GateConfig): HookAnswer {
  switch (o.kind) {
    case 'judged':
      return judgedAnswer(o, config);
    case 'misconfigured': {
      const what = `judge refuses ${o.tool ? `this ${o.tool} call` : 'this tool call'}: the gate's settings cannot be used (${o.problems.join('; ')}).`;
      const fix =
        'Every call is refused until the setting is fixed where Claude Code reads its environment (the env of settings.json, or the shell that started it).';
      return {
        decision: 'deny',
        reason: finish([
          what,
          fix,
          o.noteId ? `Noted as ${o.noteId}.` : '',
          'Do not work around this; tell the user the gate is misconfigured.',
          o.notes,
        ]),
        message: finish([what, fix]),
      };
    }
    case 'unjudged': {
      const what = `judge could not judge this ${o.tool} call: ${o.why}.`;
      const noted = o.noteId ? `Noted as ${o.noteId}.` : '';
      switch (config.onError) {
        case 'allow':
          return {
            decision: config.allowMode === 'defer' ? null : 'allow',
            reason: finish([what, 'It proceeds unjudged: JUDGE_GATE_ON_ERROR=allow.', noted, o.notes]),
          };
        case 'deny':
          return {
            decision: 'deny',
            reason: finish([what, 'It is refused: JUDGE_GATE_ON_ERROR=deny.', noted, 'Tell the user the judge is not answering.', o.notes]),
          };
        default:
          return {
            decision: 'ask',
            reason: finish([what, 'A judge that cannot answer never lets a call through on its own, so you decide.', noted, o.notes]),
          };
      }
    }
    case 'session-end': {
      const sealed = o.sealed ? `judge sealed session ${o.sealed.session} into ${o.sealed.package}.` : '';
      return { decision: null, reason: finish([sealed, o.notes]), quiet: o.notes.length === 0 };
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

/**
 * The hook's answer for an outcome under the gate's settings. Never `allow` (or no decision)
 * unless the judge allowed the call or JUDGE_GATE_ON_ERROR=allow lets an unanswered call
 * through; never `ask` where nobody would be asked.
 */
export function hookAnswer(o: GateOutcome, config: GateConfig): HookAnswer {
  const a = answerOf(o, config);
  const reach = o.reach ?? { person: true };
  if (a.decision !== 'ask' || reach.person) return a;
  const ids = o.kind === 'judged' ? decidingReceipts(o) : [];
  const how =
    ids.length > 0
      ? `To let it run, a person runs it themselves and records the decision (${resolveHint(ids, callOf(o))}), or switches Claude Code to a mode that asks (default, acceptEdits or plan).`
      : 'To let it run, a person runs it themselves, or switches Claude Code to a mode that asks (default, acceptEdits or plan).';
  return {
    decision: 'deny',
    reason: finish([
      `${reach.why}, so judge refuses what it would have asked a person about.`,
      a.reason,
      how,
      'Do not retry it in another form; tell the user what you wanted to do and why.',
    ]),
  };
}

/** The JSON Claude Code reads from a PreToolUse hook's stdout (exit 0). */
export function hookJson(a: HookAnswer): string {
  if (a.decision === null) {
    // No permission decision: Claude Code's own rules apply; anything worth saying goes to the person.
    return a.quiet ? '{}\n' : JSON.stringify({ systemMessage: a.message ?? a.reason }) + '\n';
  }
  const out: Record<string, unknown> = {
    hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: a.decision, permissionDecisionReason: a.reason },
  };
  if (a.message !== undefined) out.systemMessage = a.message;
  return JSON.stringify(out) + '\n';
}
