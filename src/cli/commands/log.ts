/**
 * `judge log [--effect E] [--outcome O] [--open] [--session ID | --all] [--format text|json]`: the
 * session's receipts in chain order — the reviewer's queue. `--open` keeps escalations that no
 * resolution anywhere in the store answers yet; without an active session or --session, those
 * of every session. A listing, not a verification.
 */
import { isSessionId } from '../../crypto/ids.js';
import { ExitCode, UsageError } from '../../errors.js';
import { EFFECTS } from '../../questions/types.js';
import type { JudgementPayload, ResolutionPayload, UnjudgedPayload } from '../../receipts/types.js';
import { readSessionInfo, allReceipts, currentSessionId, requireStore } from '../../store/index.js';
import type { Io } from '../io.js';
import { isMootEscalation } from './session.js';
import { outputFormat } from '../format.js';

export interface LogOptions {
  effect?: string;
  outcome?: string;
  open?: boolean;
  session?: string;
  all?: boolean;
  format?: string;
}

const OUTCOMES = ['acted', 'refused', 'escalated', 'ignored'] as const;

export interface LogRow {
  id: string | null;
  seq: number | null;
  issued_at: string | null;
  kind: string;
  tool: string | null;
  question: string | null;
  effect: string | null;
  outcome: string | null;
  /** For a judgement: the resolution answering it, if any. For a resolution: what it resolves. */
  resolution: { id: string; decision: string; by: string } | null;
  judgement: string | null;
  /** An escalated judgement of a call that was refused anyway: nothing is left for a person to decide. */
  moot?: boolean;
  /** For a judgement: its call (`judge --resolve call_…` resolves the whole call). */
  call?: string;
  problem?: string;
}

export async function run(opts: LogOptions, io: Io): Promise<number> {
  const format = outputFormat(opts.format, ['text', 'json']);
  if (opts.effect !== undefined && !(EFFECTS as readonly string[]).includes(opts.effect)) {
    throw new UsageError(
      'log.effect',
      `--effect: expected one of ${EFFECTS.join(', ')}, got ${JSON.stringify(String(opts.effect).slice(0, 40))}`,
    );
  }
  if (opts.outcome !== undefined && !(OUTCOMES as readonly string[]).includes(opts.outcome)) {
    throw new UsageError(
      'log.outcome',
      `--outcome: expected one of ${OUTCOMES.join(', ')}, got ${JSON.stringify(String(opts.outcome).slice(0, 40))}`,
    );
  }
  if (opts.session !== undefined && !isSessionId(opts.session)) {
    throw new UsageError(
      'session.id',
      `--session: ${JSON.stringify(String(opts.session).slice(0, 80))} is not a session id (ses_ + 32 hex)`,
    );
  }
  if (opts.all && opts.session !== undefined)
    throw new UsageError('log.all-and-session', '--all and --session: give one (every session, or that one)');
  const store = requireStore(io.cwd, io.env);
  const sessionId = opts.all ? null : (opts.session ?? currentSessionId(store));
  // Without an active session, --open still has a queue: the open escalations of every session
  // (a gate chains each agent session into a store session of its own, none of them `current`).
  if (sessionId === null && !opts.open && !opts.all)
    throw new UsageError(
      'log.no-session',
      'no active session: start one with `judge session start`, or name one with --session ses_… (--open lists the open escalations of every session)',
    );

  const all = allReceipts(store);
  const resolutions = new Map<string, { id: string; decision: string; by: string }>();
  for (const l of all) {
    const s = l.record.statement;
    if (s?.kind !== 'judgement.resolution.v1' || !l.record.id) continue;
    const p = s.payload as ResolutionPayload;
    if (!resolutions.has(p.judgement)) resolutions.set(p.judgement, { id: l.record.id, decision: p.decision, by: p.by });
  }
  if (sessionId !== null) readSessionInfo(store, sessionId); // an unknown session is an error, an empty chain is not
  const mine = all.filter((l) => l.where.kind === 'session' && (sessionId === null || l.where.sessionId === sessionId));

  const rows: LogRow[] = mine.map(({ record }) => {
    const s = record.statement;
    const base = {
      id: record.id,
      seq: s?.seq ?? null,
      issued_at: s?.issued_at ?? null,
      tool: null,
      question: null,
      effect: null,
      outcome: null,
      resolution: null,
      judgement: null,
    };
    if (!s) return { ...base, kind: '(unreadable)', problem: record.problem };
    if (s.kind === 'judgement.v1') {
      const p = s.payload as JudgementPayload;
      const moot = isMootEscalation(p);
      return {
        ...base,
        kind: s.kind,
        tool: p.tool,
        question: p.question.key,
        effect: p.effect,
        outcome: p.outcome,
        resolution: resolutions.get(record.id!) ?? null,
        moot,
        call: p.call.id,
      };
    }
    if (s.kind === 'judgement.resolution.v1') {
      const p = s.payload as ResolutionPayload;
      return {
        ...base,
        kind: s.kind,
        judgement: p.judgement,
        effect: null,
        outcome: null,
        resolution: { id: record.id!, decision: p.decision, by: p.by },
      };
    }
    if (s.kind === 'judgement.unjudged.v1') {
      const p = s.payload as UnjudgedPayload;
      return { ...base, kind: s.kind, tool: p.tool };
    }
    return { ...base, kind: s.kind };
  });

  const filtered = rows.filter((r) => {
    if (opts.effect !== undefined && r.effect !== opts.effect) return false;
    if (opts.outcome !== undefined && r.outcome !== opts.outcome) return false;
    if (opts.open && !(r.kind === 'judgement.v1' && r.outcome === 'escalated' && r.resolution === null && !r.moot)) return false;
    return true;
  });

  if (format === 'json') {
    io.stdout.write(`${JSON.stringify({ session: sessionId, receipts: filtered })}\n`);
    return ExitCode.ok;
  }
  if (filtered.length === 0) {
    io.stdout.write(
      `${opts.open ? 'no open escalations' : 'no receipts'} in ${sessionId ? `session ${sessionId}` : 'any session'}${opts.effect || opts.outcome ? ' matching the filters' : ''}\n`,
    );
    return ExitCode.ok;
  }
  const table = filtered.map((r) => {
    let detail = '';
    if (r.kind === 'judgement.v1')
      detail = r.resolution
        ? `resolved: ${r.resolution.decision} by ${r.resolution.by} (${r.resolution.id})`
        : r.outcome === 'escalated'
          ? r.moot
            ? 'moot (the call was refused)'
            : 'OPEN'
          : '';
    else if (r.kind === 'judgement.resolution.v1') detail = `${r.resolution!.decision} by ${r.resolution!.by} for ${r.judgement}`;
    else if (r.problem) detail = r.problem;
    return [
      r.id ?? '-',
      r.issued_at ?? '-',
      r.kind,
      r.call ?? '-',
      r.tool ?? '-',
      r.question ?? '-',
      r.effect ?? '-',
      r.outcome ?? '-',
      detail,
    ];
  });
  // The call id too: `judge --resolve call_…` resolves a whole call, and a text reader needs it at hand.
  const head = ['id', 'time', 'kind', 'call', 'tool', 'question', 'effect', 'outcome', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const fmt = (row: string[]) =>
    row
      .map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  io.stdout.write(`${[fmt(head), ...table.map(fmt)].join('\n')}\n`);
  return ExitCode.ok;
}
