/**
 * Renders a VerifyReport as text or JSON. Pure: strings out, the caller prints them.
 *
 * No green word is ever printed for a package whose signatures were not checked against its
 * keys (docs/verification.md). So "verified" appears only as the verdict of a report that
 * verified, and when any signature did not check out, rows that found nothing wrong read
 * "unproven" instead of "pass": what they checked are bytes nobody is known to have signed.
 */
import type { Row, VerifyReport } from './types.js';

export type ShownStatus = 'pass' | 'warn' | 'fail' | 'unproven';

export function shownStatus(row: Row, report: VerifyReport): ShownStatus {
  return row.status === 'pass' && !report.signaturesHeld ? 'unproven' : row.status;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export function verdictLine(report: VerifyReport): string {
  const receipts = report.packages.reduce((n, p) => n + p.receipts, 0);
  const what = `${plural(report.packages.length, 'package')}, ${plural(receipts, 'receipt')}`;
  const failed = report.rows.filter((r) => r.status === 'fail').map((r) => r.check);
  const warned = report.rows.filter((r) => r.status === 'warn').map((r) => r.check);
  if (report.verified) {
    return `verified${report.strict ? ' (strict)' : ''}: ${what}${warned.length > 0 ? `, with warnings in ${warned.join(', ')}` : ''}`;
  }
  if (!report.signaturesHeld)
    return `FAILED: signatures do not check out; ${failed.length > 0 ? `failing checks: ${failed.join(', ')}` : 'nothing signed was found'} (${what})`;
  return `FAILED: ${failed.join(', ')} (${what})`;
}

/** Package text is untrusted: control characters (terminal escapes) are shown, never sent. */
function clean(line: string): string {
  let out = '';
  for (const ch of line) {
    const c = ch.codePointAt(0)!;
    out += c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 ? `\\u${c.toString(16).padStart(4, '0')}` : ch;
  }
  return out;
}

export function renderText(report: VerifyReport): string {
  const out: string[] = [];
  for (const p of report.packages) out.push(`package ${p.name}  ${p.session ?? '(no session)'}  ${plural(p.receipts, 'receipt')}`);
  out.push('');
  const width = Math.max(...report.rows.map((r) => r.check.length));
  for (const row of report.rows) {
    const status = shownStatus(row, report);
    out.push(`  ${row.check.padEnd(width)}  ${status.padEnd(8)}  ${row.detail}`);
    const pad = ' '.repeat(width + 14);
    for (const f of row.failures) out.push(`${pad}✗ ${f}`);
    for (const w of row.warnings) out.push(`${pad}! ${w}`);
    if (row.omitted > 0) out.push(`${pad}… and ${row.omitted} more`);
  }
  out.push('');
  out.push(verdictLine(report));
  return `${out.map(clean).join('\n')}\n`;
}

export function renderJson(report: VerifyReport): string {
  const value = {
    verdict: report.verified ? 'verified' : 'failed',
    strict: report.strict,
    summary: verdictLine(report),
    packages: report.packages,
    checks: report.rows.map((r) => ({
      check: r.check,
      status: shownStatus(r, report),
      detail: r.detail,
      failures: r.failures,
      warnings: r.warnings,
      ...(r.omitted > 0 ? { omitted: r.omitted } : {}),
    })),
    judgements: report.judgements,
    replay: report.replay,
  };
  return `${JSON.stringify(value, null, 2)}\n`;
}
