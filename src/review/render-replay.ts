/** `judge replay` as text (a from→to matrix, then each changed call) and as JSON (docs/review.md). Pure. */
import { EFFECTS } from '../questions/types.js';
import type { ReplayOutcome } from './replay.js';

export interface ReplayReport extends ReplayOutcome {
  /** The rules judged with: `current` or the candidate file, with its version and digest. */
  rules: { source: string; version: string; digest: string };
  /** Calls not re-judged, and why. */
  skipped: { other_judges: number; content: number; no_state: number };
}

export function renderReplayText(r: ReplayReport): string {
  const out = [`judge replay: ${r.calls} calls re-judged under ${r.rules.source} rules ${r.rules.version} (${r.rules.digest})`];
  const sk = r.skipped;
  const skipped = [
    ...(sk.no_state > 0 ? [`${sk.no_state} without a state at hand (close with --with-states, or give the --state-out files)`] : []),
    ...(sk.other_judges > 0 ? [`${sk.other_judges} judged by other judges`] : []),
    ...(sk.content > 0 ? [`${sk.content} content judgements`] : []),
  ];
  if (skipped.length > 0) out.push(`  not re-judged: ${skipped.join('; ')}`);
  out.push('', 'from \\ to   ' + EFFECTS.map((e) => e.padStart(6)).join(''));
  for (const f of EFFECTS) out.push(`${f.padEnd(12)}${EFFECTS.map((t) => String(r.matrix[f][t]).padStart(6)).join('')}`);
  out.push('');
  if (r.changed.length === 0)
    out.push(`no call changes effect${r.shifted > 0 ? ` (${r.shifted} calls change a question's effect but not the call's)` : ''}`);
  else {
    out.push(
      `${r.changed.length} calls change effect${r.shifted > 0 ? `; ${r.shifted} more change a question's effect but not the call's` : ''}:`,
    );
    for (const c of r.changed) {
      out.push(`  ${c.call}  ${c.from} → ${c.to}  (${c.where}, state ${c.state_digest})`);
      for (const q of c.questions) {
        out.push(`    ${q.question}: ${q.from ?? 'no effect'} → ${q.to ?? 'no effect'}`);
        for (const e of q.evidence) out.push(`      now: ${e}`);
        for (const e of q.before ?? []) out.push(`      was: ${e}`);
      }
    }
  }
  for (const e of r.errors) out.push(`  not re-judged: ${e.call} (${e.where}): ${e.error}`);
  return `${out.join('\n')}\n`;
}

export function renderReplayJson(r: ReplayReport): string {
  return `${JSON.stringify(r, null, 2)}\n`;
}
