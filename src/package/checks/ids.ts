/**
 * "ids": every receipt's id is derived from its PAE bytes, never read from the package; a line
 * whose envelope does not decode has none, and cannot be named or chained.
 */
import { Findings, plural } from '../findings.js';
import type { Row } from '../types.js';
import type { ParsedPackage } from './read.js';

export function checkIds(pkgs: readonly ParsedPackage[]): Row {
  const findings = new Findings();
  const ids = new Set<string>();
  for (const pkg of pkgs) {
    for (const e of pkg.entries) {
      if (e.env.id) ids.add(e.env.id);
      else findings.fail(`${pkg.label}${e.where}: no id can be derived (the envelope does not decode)`);
    }
    if (pkg.close?.env.id) ids.add(pkg.close.env.id);
  }
  return findings.row('ids', `${plural(ids.size, 'distinct id')} re-derived from the PAE bytes`);
}
