/**
 * `judge stats [PACKAGE…] [--store] [--since DATE] [--format text|json|html] [--out FILE]`
 * (docs/review.md): per question and per rule, what the judge said and what people did with it.
 * Reads packages and/or the workspace store (the store when nothing is named), counts each
 * receipt once, and prints; `--out` writes the report to a file instead of stdout.
 */
import { resolve } from 'node:path';
import { ExitCode, UsageError } from '../../errors.js';
import { writeFileAtomic } from '../../fs/atomic.js';
import { renderStatsHtml } from '../../review/html.js';
import { renderStatsJson, renderStatsText } from '../../review/render-stats.js';
import { computeStats } from '../../review/stats.js';
import type { JudgementEntry } from '../../review/ledger.js';
import type { Io } from '../io.js';
import type { Budget } from './package.js';
import { addPaths, addStore, emptyInput, parseState, questionsOfCall } from './review-input.js';
import { outputFormat } from '../format.js';

export interface StatsFlags {
  store?: boolean;
  since?: string;
  format?: string;
  out?: string;
}

const FORMATS = ['text', 'json', 'html'] as const;

/** `--since`: a date (`2026-12-01`, midnight UTC) or an ISO date-time with a zone. */
export function parseSince(text: string): number {
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(text) || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
  const ms = ok ? Date.parse(text) : NaN;
  if (!Number.isFinite(ms))
    throw new UsageError(
      'since.invalid',
      `--since: expected a date like 2026-12-01 or 2026-12-01T09:00:00Z, got ${JSON.stringify(text.slice(0, 64))}`,
    );
  return ms;
}

export async function runStats(paths: readonly string[], flags: StatsFlags, io: Io): Promise<number> {
  const format = outputFormat(flags.format, FORMATS);
  const since = flags.since !== undefined ? parseSince(flags.since) : undefined;
  const budget: Budget = { files: 0, bytes: 0 };
  const input = emptyInput();
  addPaths(input, paths, io, budget, false);
  if (flags.store === true || paths.length === 0) addStore(input, io, budget);

  // Which rules fired on a call is not in its receipts: the rules that judged it say, re-run on
  // its recorded state — only when this build carries exactly those rules.
  const { replayRules } = await import('../../rules/index.js');
  const rulesOf = (_call: string, list: readonly JudgementEntry[]): string[] | null => {
    const p = list[0]!.j.payload;
    if (p.judge.kind !== 'rules' || p.judge.rules_digest === undefined || p.content !== undefined) return null;
    const bytes = input.states.get(p.state_digest);
    const rebuilt = questionsOfCall(list);
    const state = bytes ? parseState(bytes) : null;
    if (!rebuilt || state === null || typeof state !== 'object') return null;
    try {
      const r = replayRules(state as never, rebuilt.questions, p.judge.rules_digest);
      if (r.status !== 'replayed') return null;
      return Object.values(r.evidence).flatMap((hits) => hits.map((h) => h.rule));
    } catch {
      return null;
    }
  };
  const stats = computeStats(input.ledger, { ...(since !== undefined ? { since } : {}), rulesOf });
  const text = format === 'json' ? renderStatsJson(stats) : format === 'html' ? renderStatsHtml(stats) : renderStatsText(stats);
  if (flags.out !== undefined) {
    try {
      writeFileAtomic(resolve(io.cwd, flags.out), text, 0o644);
    } catch (err) {
      throw new UsageError('out.write', `--out ${flags.out}: cannot write (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    io.stderr.write(`wrote ${flags.out}\n`);
  } else io.stdout.write(text);
  return ExitCode.ok;
}
