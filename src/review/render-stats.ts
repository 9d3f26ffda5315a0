/** `judge stats` as text (rates drawn as bars) and as JSON (docs/review.md). Pure. */
import type { QuestionRow, RuleRow, Stats, Tally } from './stats.js';

const BAR = 12;

/** A rate as a bar of BAR cells and a percentage; an empty denominator draws no bar. */
export function bar(n: number, of: number): string {
  if (of <= 0) return `${' '.repeat(BAR)}    –`;
  const full = Math.round((n / of) * BAR);
  return `${'█'.repeat(full)}${'░'.repeat(BAR - full)} ${pct(n, of).padStart(4)}`;
}

export function pct(n: number, of: number): string {
  return of <= 0 ? '–' : `${Math.round((n / of) * 100)}%`;
}

export function duration(ms: number | null): string {
  if (ms === null) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 90) return `${s.toFixed(1)} s`;
  if (s < 5400) return `${(s / 60).toFixed(1)} min`;
  if (s < 172800) return `${(s / 3600).toFixed(1)} h`;
  return `${(s / 86400).toFixed(1)} d`;
}

const resolvedOf = (t: Tally): number => t.resolved_allow + t.resolved_deny + t.resolved_route;

function people(t: Tally): string[] {
  return [String(t.resolved_allow), String(t.resolved_deny), String(t.false_positives), String(t.misses), duration(t.median_resolve_ms)];
}

function table(head: string[], rows: string[][], right: boolean[]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)];
}

const PEOPLE_HEAD = ['allow', 'deny', 'false+', 'miss', 'median'];

function questionRows(qs: readonly QuestionRow[]): string[] {
  return table(
    ['question', 'asked', 'yes', 'escalated', ...PEOPLE_HEAD],
    qs.map((q) => [q.question, String(q.asked), bar(q.yes, q.asked), bar(q.escalated, q.asked), ...people(q)]),
    [false, true, false, false, true, true, true, true, true],
  );
}

function ruleRows(rs: readonly RuleRow[]): string[] {
  return table(
    ['rule', 'fired', 'escalated', ...PEOPLE_HEAD],
    rs.map((r) => [r.rule, String(r.fired), bar(r.escalated, r.fired), ...people(r)]),
    [false, true, false, true, true, true, true, true],
  );
}

export function renderStatsText(s: Stats): string {
  const c = s.calls;
  const out = [
    `judge stats: ${s.judgements} judgements in ${c.calls} calls, ${s.resolutions} resolutions${s.since ? `, since ${s.since}` : ''}`,
    ...(s.duplicates > 0 ? [`  ${s.duplicates} duplicate receipts counted once`] : []),
    ...(s.unreadable > 0 ? [`  ${s.unreadable} envelopes could not be read (run judge package verify)`] : []),
    '',
    `calls       stopped (ask/deny) ${bar(c.stopped, c.calls)}   escalated ${bar(c.escalated, c.calls)}`,
    `            resolved ${resolvedOf(c)}: allow ${c.resolved_allow}, deny ${c.resolved_deny}${c.resolved_route > 0 ? `, route ${c.resolved_route}` : ''}; ` +
      `false positives ${c.false_positives}, misses ${c.misses}; median time to resolve ${duration(c.median_resolve_ms)}`,
    '',
    ...(s.questions.length > 0 ? questionRows(s.questions) : ['(no judgements)']),
    '',
  ];
  const cov = s.rules_coverage;
  if (cov.rules_calls > 0) {
    out.push(
      `per rule: ${cov.covered} of ${cov.rules_calls} rules-judged calls re-run on their recorded state${cov.covered < cov.rules_calls ? ' (the rest: no state at hand, or rules this build does not carry)' : ''}`,
    );
    out.push(...(s.rules.length > 0 ? ruleRows(s.rules) : ['(no rule fired)']), '');
  }
  out.push('false+ = the judge said ask or deny and a person allowed; miss = the judge said allow or warn and a person denied');
  return `${out.join('\n')}\n`;
}

export function renderStatsJson(s: Stats): string {
  return `${JSON.stringify(s, null, 2)}\n`;
}
