/**
 * The shell reader: `analyzeShell(command, { cwd })` parses a command line as bash would and
 * lists the programs it would run. types.ts is the contract. Reading the rest in the order the
 * text flows through it:
 * - parse.ts, the parser: tokens.ts (lexer) → words.ts (quoting and expansions in a word, with
 *   escapes.ts, the one escape table) → grammar.ts (lists, commands, redirections, heredocs),
 *   building the tree in ast.ts;
 * - flatten.ts, the walk over that tree: shell-state.ts (what it tracks), expansion.ts (words
 *   into fields), wrappers.ts (sudo, env, …), builtins.ts (cd, export, set, …, as a table),
 *   indirection.ts (shells, eval, xargs, find -exec, …, as a table), decode.ts (output known
 *   from the text: echo, printf, base64 -d, …);
 * - limits.ts, every bound on the work.
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
 *   Commands after `&&` see the state where the left side succeeded; a path that ran `exit`
 *   drops out (`cd build || exit 1; rm -rf *` runs in build/).
 * - Functions are expanded where they are called (with their arguments as `$1…`); a function
 *   never called still has its body listed. Aliases defined in the line are expanded too
 *   (context `eval`), in case the shell has expand_aliases on.
 * - Substitutions run before the command holding them, so they come first in `invocations`;
 *   their `parent` is that command. Children of a shell, eval, xargs or find come after it.
 * - `wrappers` lists only wrappers written in this command's own text (`sudo xargs rm`: the
 *   xargs has wrappers ['sudo'], the rm has none, its parent is the xargs).
 * - Pipelines: `pipeline.from`/`to` link a stage to the previous/next stage's invocation. A
 *   compound stage (`{ a; b; }`, a loop) gives all its direct invocations the same links: `from`
 *   the previous stage's last invocation, `to` the next stage's first.
 * - Output that is determined by the text (echo, printf, cat of a heredoc, base64 -d, xxd -r -p,
 *   rev, tr, openssl base64 -d, pwd) flows on: into `$(…)` values, into a shell reading a pipe,
 *   into xargs. A shell fed a pipe or heredoc whose content is unknown gets a child invocation
 *   with `unresolved` ('decoded-payload' when a decoder is upstream).
 * Never throws on a string: bounds hit and syntax problems are `issues` with status `partial`.
 */
import { Flattener } from './flatten.js';
import { Budget, EXPANSION_BUDGET } from './limits.js';
import { parseScript } from './parse.js';
import { SHELL_LIMITS, type AnalyzeOptions, type ParseIssue, type ShellAnalysis } from './types.js';

export * from './types.js';
export { FD_VALUE_OPTS } from './indirection.js';

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
  const budget = new Budget(EXPANSION_BUDGET);
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
