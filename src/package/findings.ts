/**
 * What one check found, kept short: every failure and warning is counted, the first MAX_LISTED
 * of each are listed, and the row says how many more there were. Shared wording helpers too.
 */
import type { CheckName, Row, RowStatus } from './types.js';

export const MAX_LISTED = 50;

export class Findings {
  readonly failures: string[] = [];
  readonly warnings: string[] = [];
  failCount = 0;
  warnCount = 0;
  fail(msg: string): void {
    if (this.failCount++ < MAX_LISTED) this.failures.push(msg);
  }
  warn(msg: string): void {
    if (this.warnCount++ < MAX_LISTED) this.warnings.push(msg);
  }
  /** Fails with `msg (--strict)` under strict, else warns with `msg`. */
  strictly(strict: boolean, msg: string): void {
    if (strict) this.fail(`${msg} (--strict)`);
    else this.warn(msg);
  }
  row(check: CheckName, detail: string): Row {
    const status: RowStatus = this.failCount > 0 ? 'fail' : this.warnCount > 0 ? 'warn' : 'pass';
    const omitted = Math.max(0, this.failCount - this.failures.length) + Math.max(0, this.warnCount - this.warnings.length);
    return { check, status, detail, failures: this.failures, warnings: this.warnings, omitted };
  }
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** `a ×3, b ×1`: most first, ties by name. */
export function tally(map: Map<string, number> | Record<string, number>): string {
  const entries = map instanceof Map ? [...map] : Object.entries(map);
  return entries
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ');
}
