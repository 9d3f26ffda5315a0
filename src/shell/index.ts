/**
 * The shell reader: `analyzeShell(command, { cwd })` parses a command line as bash would and
 * lists the programs it would run (see types.ts for the contract, parse.ts for the grammar,
 * flatten.ts for how expansions, wrappers and nested shells are followed).
 *
 * Documented choices, so an analysis depends only on its input and replays:
 * - `$HOME`/`${HOME}` and `~` stay `~`; `$PWD` is the tracked working directory; `$TMPDIR` is
 *   `/tmp`; `$IFS` is a space. Other variables not assigned in the line are unknown (null).
 * - Globs are not expanded (`*` stays `*`); a glob in a command name makes it unresolved.
 * - A process substitution expands to `/dev/fd/63`.
 * - A bare redirection (`> f`) is reported as the null command `:` carrying it.
 * - Wrapper option values that cannot be resolved appear as '' in `wrapperArgs`.
 * - xargs/find templates list the arguments written in the template (`{}` stays `{}`); input
 *   read from stdin is appended only when that input is statically known.
 * - Where control flow may or may not pass (`a && cd x`, `if`, loops) the joined state keeps
 *   only what all paths agree on: a `cd` on one path only makes the directory unknown.
 * Never throws on a string: bounds hit and syntax problems are `issues` with status `partial`.
 */
import { Flattener } from './flatten.js';
import { Budget, parseScript } from './parse.js';
import { SHELL_LIMITS, type AnalyzeOptions, type ParseIssue, type ShellAnalysis } from './types.js';

export * from './types.js';

/** Total work allowed for expansions and re-parsing, relative to the longest line read. */
const BUDGET = 4 * SHELL_LIMITS.maxLength;

export function analyzeShell(command: string, options: AnalyzeOptions): ShellAnalysis {
  if (typeof command !== 'string') throw new TypeError('analyzeShell: command must be a string');
  if (options === null || typeof options !== 'object' || typeof options.cwd !== 'string') {
    throw new TypeError('analyzeShell: options.cwd must be a string');
  }
  const issues: ParseIssue[] = [];
  let text = command;
  if (text.length > SHELL_LIMITS.maxLength) {
    issues.push({ code: 'too-long', detail: `command is ${text.length} characters; only the first ${SHELL_LIMITS.maxLength} were read` });
    text = text.slice(0, SHELL_LIMITS.maxLength);
  }
  const budget = new Budget(BUDGET);
  let flattener: Flattener | null = null;
  try {
    const script = parseScript(text, { issues, budget, aborted: false }, 0);
    flattener = new Flattener(issues, budget);
    flattener.run(script, options.cwd);
    return { status: issues.length ? 'partial' : 'ok', issues, invocations: flattener.out };
  } catch (err) {
    // Not expected on any input; if it happens, fail closed with what was found so far.
    const kind = err instanceof Error ? err.name : 'error';
    return {
      status: 'partial',
      issues: [...issues, { code: 'syntax', detail: `internal analyser error (${kind})` }],
      invocations: flattener ? flattener.out : [],
    };
  }
}
