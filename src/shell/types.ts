/**
 * The contract between the shell reader (src/shell) and the rules (src/rules).
 *
 * `analyzeShell(command, options)` parses a command line as a POSIX/bash shell would and
 * flattens it into the list of programs it would run (`Invocation`s), unwrapping wrappers
 * (sudo, env, nice, timeout, xargs, find -exec, …), nested shells (`bash -c`), substitutions
 * and process substitutions. It never throws on user text: problems are `issues`, and what
 * cannot be resolved statically is marked so the rules can treat it as dangerous.
 */

export interface AnalyzeOptions {
  /** Absolute working directory the command starts in (the workspace root). */
  cwd: string;
}

export type ParseIssueCode =
  | 'unterminated-quote'
  | 'unterminated-substitution'
  | 'unterminated-heredoc'
  | 'unbalanced'
  | 'nesting-too-deep'
  | 'too-long'
  | 'too-many-commands'
  | 'syntax';

export interface ParseIssue {
  code: ParseIssueCode;
  detail: string;
}

/** Why an invocation (or part of it) could not be resolved statically. */
export type UnresolvedReason =
  | 'variable-command' // `$X args`, `${X}`, or a word holding an expansion as the command name
  | 'substitution-command' // `$(…)` / backticks as the command name
  | 'eval-dynamic' // eval of something not a literal string
  | 'dynamic-nested-shell' // `bash -c "$X"`
  | 'decoded-payload' // base64/hex/rev output piped into a shell
  | 'parse-failed';

export type RedirectOp = '>' | '>>' | '>|' | '<' | '<>' | '<<' | '<<-' | '<<<' | '>&' | '<&' | '&>' | '&>>';

export interface Redirect {
  op: RedirectOp;
  /** The file descriptor, when given (`2>`): otherwise the default for the op. */
  fd?: number;
  /** The target as the shell would expand it; null when it holds an unresolved expansion. */
  target: string | null;
  /** Heredoc and here-string bodies (data unless fed to a shell/interpreter). */
  body?: string;
}

/** How the invocation came to be run. */
export type InvocationContext =
  | 'top' // written directly on the command line
  | 'substitution' // inside $(…) or backticks
  | 'process-substitution' // inside <(…) or >(…)
  | 'nested-shell' // the script of bash -c / sh -c / a heredoc or here-string fed to a shell
  | 'eval' // the text of eval 'literal'
  | 'xargs' // the command template of xargs / parallel
  | 'find-exec'; // the command of find -exec / -execdir / -ok

export interface Invocation {
  /** Command name after unwrapping and stripping the directory (`/bin/rm` → `rm`); null if unresolved. */
  name: string | null;
  /** argv[0] exactly as resolved (`/bin/rm`, `./build.sh`); null if unresolved. */
  path: string | null;
  /**
   * Arguments after the command name, each resolved (quotes/escapes removed, `$'…'` decoded);
   * null for an argument holding an unresolved expansion.
   */
  args: Array<string | null>;
  /** Wrappers stripped to reach this command, outermost first (`['sudo', 'env']`). */
  wrappers: string[];
  /** Options given to the wrappers, e.g. `sudo -u root` → `{ sudo: ['-u', 'root'] }`. */
  wrapperArgs: Record<string, string[]>;
  /** Assignments in effect for this command (prefix `A=b cmd` and earlier `A=b;`); value null if dynamic. */
  env: Record<string, string | null>;
  /** Working directory this command runs in, after `cd`s earlier in the line; null when unknown (`cd "$X"`). */
  cwd: string | null;
  redirects: Redirect[];
  /** Position in its pipeline and the invocations feeding it / fed by it (indexes into `invocations`). */
  pipeline: { index: number; length: number; from: number | null; to: number | null };
  context: InvocationContext;
  /** Index of the invocation this one was found inside (the `bash` of `bash -c`, the `xargs`, …), or null. */
  parent: number | null;
  /** Nesting depth of shells/substitutions/evals. */
  depth: number;
  /** Run in the background with `&`. */
  background: boolean;
  /** Set when this invocation could not be resolved statically. */
  unresolved?: UnresolvedReason;
}

export interface ShellAnalysis {
  /** ok: fully parsed; partial: parsed with issues (bounds hit, unterminated, …). */
  status: 'ok' | 'partial';
  issues: ParseIssue[];
  invocations: Invocation[];
}

/** Explicit bounds; a bound hit is an issue, and the rules treat a partial parse as dangerous. */
export const SHELL_LIMITS = {
  /** Longest command line read, in UTF-16 code units. */
  maxLength: 256 * 1024,
  /** Deepest nesting of shells, substitutions, groups and evals. */
  maxDepth: 16,
  /** Most invocations produced from one line. */
  maxInvocations: 4096,
} as const;
