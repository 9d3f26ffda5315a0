/**
 * The shape of the rule pack (rules/pack.json). The pack is data: these types say what the
 * engine understands, and `test/unit/rules-pack.test.ts` checks the pack against them.
 */
import type { Knowledge, PathRole, ProgramSpec } from '../facts/knowledge.js';
import type { Effect, QuestionType } from '../questions/types.js';

export type { PathRole, RoleSpec } from '../facts/knowledge.js';
export type PackCommand = ProgramSpec;

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface PackQuestion {
  type: QuestionType;
  instructions: string;
  on_yes?: Effect;
  /** Why on_yes is deny or ask. */
  on_yes_reason?: string;
  levels?: string[];
  options?: string[];
}

export interface PathCond {
  of: PathRole;
  classes: string[];
  except?: string[];
  /** Also match an argument that cannot be resolved statically. */
  unresolved?: boolean;
}

export interface CmdMatch {
  names?: string[];
  not_names?: string[];
  wrappers?: string[];
  context?: string[];
  /** Leading operands, each a wildcard pattern; alternatives. */
  sub?: string[][];
  /** Some operand (anywhere) matches. */
  sub_any?: string[];
  /** AND of ORs. */
  flags?: string[][];
  not_flags?: string[];
  /** Some raw argument matches. */
  args?: string[];
  /** Some operand after the matched `sub` matches one of these and none of `not_positional`. */
  positional?: string[];
  not_positional?: string[];
  /** No operand after the matched `sub` (`git push --mirror`: no remote named). */
  no_positional?: boolean;
  /** At least this many operands, the sub-command's words included (`git config KEY VALUE` sets, `git config KEY` reads). */
  min_operands?: number;
  /** Some value of these options matches `match` (any value when absent) and none of `except` (`--registry` not the public one). */
  opt_values?: { opts: string[]; match?: string[]; except?: string[] };
  paths?: PathCond;
  program?: Array<'stdin' | 'inline' | 'file' | 'module'>;
  mode?: 'setuid' | 'exec-bit' | 'widens' | 'narrows';
  fed_by?: string[];
  feeds?: string[];
  /** A command found inside this one (`$(…)`, `bash -c`…), by name and context; `not_args`: none of its raw arguments matches. */
  child?: { names?: string[]; context?: string[]; not_args?: string[] };
  unresolved?: boolean;
  /** Only when its output is not thrown away (`gh auth token > /dev/null` shows no one the token). */
  output_kept?: boolean;
  /** Also match the program a package runner or interpreter launches (`npx judge`, `node bin/judge`). */
  via_launchers?: boolean;
}

export interface FileMatch {
  access: Array<'read' | 'write' | 'list'>;
  classes: string[];
  except?: string[];
  /** Also a resolved path matching one of these wildcards, case-insensitively (`/usr/local/bin/*`, `/windows/*`). */
  paths?: string[];
}

export type CheckName =
  | 'unresolved'
  | 'partial-parse'
  | 'download-exec'
  | 'fork-bomb'
  | 'sql-destructive'
  | 'upload'
  | 'remote-copy'
  | 'socket-send'
  | 'secret-into-network'
  | 'secret-variable-into-network'
  | 'reverse-shell'
  | 'hosts-off-scope'
  | 'amount-above-bound'
  | 'env-dump'
  | 'inline-fetch-exec'
  | 'inline-secret-send'
  | 'credential-hunt'
  | 'metadata-endpoint'
  | 'decoded-exec'
  | 'transfer-script'
  | 'output-substitution-exec'
  | 'registry-env'
  | 'registry-text-write'
  | 'persisted-fetch-exec';

export interface RuleMatch {
  cmd?: CmdMatch;
  file?: FileMatch;
  check?: CheckName;
}

export interface ToolCallExample {
  tool: string;
  input: Record<string, unknown>;
  state?: { workspace_root?: string; network_scope?: string[]; amount_bound?: number; recent?: Array<Record<string, unknown>> };
}

export interface PackRule {
  id: string;
  question: string;
  severity?: Severity;
  description: string;
  why: string;
  match: RuleMatch;
  examples: { positive: ToolCallExample[]; negative: ToolCallExample[] };
}

/** The pack: the world knowledge the facts read, plus the questions and the rules. */
export interface Pack extends Knowledge {
  version: string;
  description: string;
  questions: Record<string, PackQuestion>;
  default_questions: string[];
  default_questions_reason: string;
  no_scope_policy: string;
  example_workspace: string;
  rules: PackRule[];
}
