/**
 * `judge stats --format html`: one self-contained page (docs/review.md) — inline CSS and SVG, no
 * script, no URL of any kind, and a Content-Security-Policy that forbids loading anything, so a
 * page that tried would show it as an error in the browser rather than fetch it. Every text from
 * a receipt is escaped. Pure.
 */
import { duration, pct } from './render-stats.js';
import type { QuestionRow, RuleRow, Stats, Tally } from './stats.js';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const CSS = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1d232a;background:#fff}
h1{font-size:1.4rem;margin:0 0 .25rem}h2{font-size:1.1rem;margin:2rem 0 .5rem}
p.meta{color:#5b6570;margin:.2rem 0}
table{border-collapse:collapse;margin:.5rem 0}
th,td{padding:.25rem .6rem;border-bottom:1px solid #e3e7eb;text-align:right;white-space:nowrap}
th{background:#f4f6f8;font-weight:600}th:first-child,td:first-child{text-align:left;font-family:ui-monospace,monospace}
td.rate{text-align:left}td.rate svg{vertical-align:middle;margin-right:.4rem}
.fp{color:#b35c00}.miss{color:#b3001b}
figure{margin:1rem 0}figcaption{color:#5b6570;font-size:.9rem}
`;

/** A horizontal rate bar as inline SVG. */
function rateBar(n: number, of: number, color: string): string {
  const w = 100;
  const filled = of > 0 ? Math.round((n / of) * w) : 0;
  return `<svg width="${w}" height="10" role="img" aria-label="${pct(n, of)}"><rect width="${w}" height="10" fill="#e3e7eb"/><rect width="${filled}" height="10" fill="${color}"/></svg>${pct(n, of)}`;
}

const rate = (n: number, of: number, color: string): string => `<td class="rate">${rateBar(n, of, color)}</td>`;

function peopleCells(t: Tally): string {
  return [
    `<td>${t.resolved_allow}</td>`,
    `<td>${t.resolved_deny}</td>`,
    `<td class="fp">${t.false_positives}</td>`,
    `<td class="miss">${t.misses}</td>`,
    `<td>${escapeHtml(duration(t.median_resolve_ms))}</td>`,
  ].join('');
}

const PEOPLE_HEAD = '<th>resolved allow</th><th>resolved deny</th><th>false positives</th><th>misses</th><th>median time to resolve</th>';

function questionTable(qs: readonly QuestionRow[]): string {
  const rows = qs.map(
    (q) =>
      `<tr><td>${escapeHtml(q.question)}</td><td>${q.asked}</td>${rate(q.yes, q.asked, '#3b6fb6')}${rate(q.escalated, q.asked, '#c98a00')}${peopleCells(q)}</tr>`,
  );
  return `<table id="questions"><thead><tr><th>question</th><th>asked</th><th>yes</th><th>escalated</th>${PEOPLE_HEAD}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function ruleTable(rs: readonly RuleRow[]): string {
  const rows = rs.map(
    (r) => `<tr><td>${escapeHtml(r.rule)}</td><td>${r.fired}</td>${rate(r.escalated, r.fired, '#c98a00')}${peopleCells(r)}</tr>`,
  );
  return `<table id="rules"><thead><tr><th>rule</th><th>fired (calls)</th><th>escalated</th>${PEOPLE_HEAD}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** One chart: per row, the overrides a person made (false positives and misses) as stacked bars. */
function overrideChart(rows: ReadonlyArray<{ name: string; t: Tally }>, id: string): string {
  const shown = rows.filter((r) => r.t.false_positives + r.t.misses > 0);
  if (shown.length === 0) return `<p class="meta" id="${id}">No overrides: every resolution agreed with the judge.</p>`;
  const max = Math.max(...shown.map((r) => r.t.false_positives + r.t.misses));
  const label = 220;
  const width = 300;
  const h = 20;
  const bars = shown.map((r, i) => {
    const y = i * h;
    const fp = (r.t.false_positives / max) * width;
    const miss = (r.t.misses / max) * width;
    return (
      `<text x="0" y="${y + 14}" font-size="12" font-family="monospace">${escapeHtml(r.name.slice(0, 32))}</text>` +
      `<rect x="${label}" y="${y + 3}" width="${fp.toFixed(1)}" height="14" fill="#e08a2e"/>` +
      `<rect x="${(label + fp).toFixed(1)}" y="${y + 3}" width="${miss.toFixed(1)}" height="14" fill="#c0392b"/>` +
      `<text x="${(label + fp + miss + 4).toFixed(1)}" y="${y + 14}" font-size="12">${r.t.false_positives} / ${r.t.misses}</text>`
    );
  });
  return (
    `<figure id="${id}"><svg width="${label + width + 60}" height="${shown.length * h}" role="img" aria-label="overrides">${bars.join('')}</svg>` +
    '<figcaption>Overrides: <span class="fp">false positives</span> (the judge said ask or deny, a person allowed) / <span class="miss">misses</span> (the judge said allow or warn, a person denied)</figcaption></figure>'
  );
}

export function renderStatsHtml(s: Stats, title = 'judge stats'): string {
  const c = s.calls;
  const cov = s.rules_coverage;
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p class="meta">${s.judgements} judgements in ${c.calls} calls, ${s.resolutions} resolutions${s.since ? `, since ${escapeHtml(s.since)}` : ''}${s.duplicates > 0 ? `; ${s.duplicates} duplicate receipts counted once` : ''}${s.unreadable > 0 ? `; ${s.unreadable} envelopes could not be read` : ''}.</p>`,
    '<h2>Calls</h2>',
    `<table id="calls"><thead><tr><th>calls</th><th>stopped (ask/deny)</th><th>escalated</th>${PEOPLE_HEAD}</tr></thead>`,
    `<tbody><tr><td>${c.calls}</td>${rate(c.stopped, c.calls, '#3b6fb6')}${rate(c.escalated, c.calls, '#c98a00')}${peopleCells(c)}</tr></tbody></table>`,
    '<h2>Per question</h2>',
    s.questions.length > 0 ? questionTable(s.questions) : '<p class="meta">No judgements.</p>',
    overrideChart(
      s.questions.map((q) => ({ name: q.question, t: q })),
      'question-overrides',
    ),
    '<h2>Per rule</h2>',
    `<p class="meta">${cov.covered} of ${cov.rules_calls} rules-judged calls re-run on their recorded state.</p>`,
    s.rules.length > 0 ? ruleTable(s.rules) : '<p class="meta">No rule fired.</p>',
    overrideChart(
      s.rules.map((r) => ({ name: r.rule, t: r })),
      'rule-overrides',
    ),
  ];
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title><style>${CSS}</style></head>`,
    `<body>${body.join('\n')}</body></html>`,
    '',
  ].join('\n');
}
