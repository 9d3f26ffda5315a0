/** `judge session start | list | status | close [--out DIR] [--with-states] [--session ID]` (docs/receipts.md). */
import { resolve } from 'node:path';
import { isSessionId } from '../../crypto/ids.js';
import { ExitCode, StoreError, UsageError } from '../../errors.js';
import type { JudgementPayload, ResolutionPayload } from '../../receipts/types.js';
import {
  allReceipts,
  currentSessionId,
  listSessionIds,
  requireStore,
  closeSession,
  sessionStatus,
  startSession,
  type Located,
} from '../../store/index.js';
import type { Io } from '../io.js';
import { outputFormat } from '../format.js';

export interface SessionOptions {
  action: 'start' | 'list' | 'status' | 'close';
  out?: string;
  withStates?: boolean;
  session?: string;
  format?: string;
}

/** An escalation inside a call that was refused anyway is moot: the call never ran, so nobody is asked. */
export function isMootEscalation(p: JudgementPayload): boolean {
  return p.outcome === 'escalated' && p.call?.effect === 'deny';
}

/** Escalations of a session that no resolution answers yet, moot ones aside. */
function openEscalations(all: readonly Located[], sessionId: string): number {
  const resolved = new Set(
    all
      .filter((l) => l.record.statement?.kind === 'judgement.resolution.v1')
      .map((l) => (l.record.statement!.payload as ResolutionPayload).judgement),
  );
  return all.filter((l) => {
    if (l.where.kind !== 'session' || l.where.sessionId !== sessionId || l.record.statement?.kind !== 'judgement.v1') return false;
    const p = l.record.statement.payload as JudgementPayload;
    return p.outcome === 'escalated' && !isMootEscalation(p) && !resolved.has(l.record.id!);
  }).length;
}

export async function run(opts: SessionOptions, io: Io): Promise<number> {
  const format = outputFormat(opts.format, ['text', 'json']);
  if (opts.session !== undefined && !isSessionId(opts.session)) {
    throw new UsageError(
      'session.id',
      `--session: ${JSON.stringify(String(opts.session).slice(0, 80))} is not a session id (ses_ + 32 hex)`,
    );
  }
  const store = requireStore(io.cwd, io.env);
  const print = (text: string, json: unknown) => io.stdout.write(format === 'json' ? `${JSON.stringify(json)}\n` : text);

  if (opts.action === 'start') {
    const info = await startSession(store);
    print(`session ${info.id} started; judge --attest now chains receipts onto it\n`, { session: info.id, started_at: info.started_at });
    return ExitCode.ok;
  }

  if (opts.action === 'list') {
    const all = allReceipts(store);
    const current = currentSessionId(store);
    const rows = listSessionIds(store).map((id) => {
      const st = sessionStatus(store, id);
      return {
        session: id,
        status: st.info.status,
        current: id === current,
        started_at: st.info.started_at,
        closed_at: st.info.closed_at ?? null,
        count: st.count,
        open_escalations: openEscalations(all, id),
      };
    });
    const text =
      rows.length === 0
        ? 'no sessions (start one with `judge session start`)\n'
        : rows
            .map(
              (r) =>
                `${r.session}  ${r.status.padEnd(6)}${r.current ? ' (current)' : ''}  started ${r.started_at}  ${r.count} receipts, ${r.open_escalations} open\n`,
            )
            .join('');
    print(text, { sessions: rows });
    return ExitCode.ok;
  }

  if (opts.action === 'status') {
    const id = opts.session ?? currentSessionId(store);
    if (id === null) {
      print('no active session (start one with `judge session start`)\n', { session: null });
      return ExitCode.ok;
    }
    const st = sessionStatus(store, id);
    const open = openEscalations(allReceipts(store), id);
    const kinds =
      Object.entries(st.byKind)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ') || 'none';
    print(
      `session ${id} (${st.info.status}), started ${st.info.started_at}${st.info.closed_at ? `, closed ${st.info.closed_at}` : ''}\n` +
        `receipts: ${st.count} (${kinds}); head ${st.head ?? '(none)'}\n` +
        `open escalations: ${open}\n` +
        (st.unreadable > 0 ? `warning: ${st.unreadable} line(s) cannot be read as receipts; run \`judge verify last\`\n` : '') +
        (st.tornBytes > 0
          ? `note: ${st.tornBytes} bytes of an unfinished write follow the last receipt; the next write removes them\n`
          : ''),
      {
        session: id,
        status: st.info.status,
        started_at: st.info.started_at,
        closed_at: st.info.closed_at ?? null,
        count: st.count,
        head: st.head,
        by_kind: st.byKind,
        open_escalations: open,
        unreadable: st.unreadable,
        torn_bytes: st.tornBytes,
      },
    );
    return ExitCode.ok;
  }

  // Close first (no attest can chain on afterwards), then seal: the package is written from a
  // chain that can no longer grow. If sealing fails, the session stays closed and the message
  // says how to retry.
  const info = await closeSession(store, opts.session).catch((err: unknown) => {
    if (!(err instanceof UsageError && err.code === 'session.none')) throw err;
    throw new UsageError('session.none', `${err.detail} (start one with \`judge session start\`, or name one with --session)`, {
      cause: err,
    });
  });
  const { writePackage } = await import('../../package/write.js');
  let pkg: { dir: string; count: number; head: string };
  try {
    pkg = await writePackage(store, info.id, {
      outDir: opts.out !== undefined ? resolve(io.cwd, opts.out) : undefined,
      withStates: Boolean(opts.withStates),
    });
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    const msg = `session ${info.id} is closed, but its package could not be written: ${why}; retry with \`judge session close --session ${info.id}\``;
    // A bad --out stays a usage error; anything else is the store's.
    if (err instanceof UsageError) throw new UsageError(err.code, msg, { cause: err });
    throw new StoreError(err instanceof StoreError ? err.code : 'package.write', msg, { cause: err });
  }
  const res = { info, package: pkg };
  print(
    `session ${res.info.id} closed\npackage: ${res.package.dir} (${res.package.count} receipts, head ${res.package.head || '(none)'}${opts.withStates ? ', with states' : ''})\n` +
      `check it with: judge package verify ${res.package.dir}\n`,
    { session: res.info.id, closed_at: res.info.closed_at, package: res.package },
  );
  return ExitCode.ok;
}
