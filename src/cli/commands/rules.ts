/**
 * `judge rules test FILE`: checks a rule overlay against the pack it extends and runs its own
 * examples (docs/configuration.md, "Rule overlay"). Exit 0 when every example behaves, 6 when any
 * does not, 2 for an overlay that cannot be read or is refused (naming the rule and field).
 */
import { resolve } from 'node:path';
import { readSmallFile } from '../../config/load.js';
import { ExitCode } from '../../errors.js';
import { checkOverlay } from '../../rules/index.js';
import { runOverlayExamples } from '../../rules/overlay-examples.js';
import { parseJsonBytes } from '../../wire/json.js';
import type { Io } from '../io.js';
import { outputFormat } from '../format.js';

export async function runRulesTest(file: string, flags: { format?: string }, io: Io): Promise<number> {
  const format = outputFormat(flags.format, ['text', 'json']);
  const path = resolve(io.cwd, file);
  const checked = checkOverlay(parseJsonBytes(readSmallFile(path, file, false)!, file), file);
  const results = runOverlayExamples(checked);
  const failed = results.filter((r) => !r.ok);
  if (format === 'json') {
    io.stdout.write(
      `${JSON.stringify({ overlay_digest: checked.digest, rules_digest: checked.rulesDigest, rules: checked.overlay.rules.length, examples: results.length, failed: failed.length, results }, null, 2)}\n`,
    );
  } else {
    const lines = [
      `${file}: ${checked.overlay.rules.length} rule${checked.overlay.rules.length === 1 ? '' : 's'}, overlay ${checked.digest}`,
    ];
    for (const r of results)
      lines.push(`  ${r.ok ? '✓' : '✗'} ${r.rule} ${r.side}[${r.index}] ${r.input}${r.ok ? '' : `\n      ${r.detail}`}`);
    lines.push(failed.length === 0 ? `all ${results.length} examples pass` : `FAILED: ${failed.length} of ${results.length} examples`);
    io.stdout.write(`${lines.join('\n')}\n`);
  }
  return failed.length === 0 ? ExitCode.ok : ExitCode.verificationFailed;
}
