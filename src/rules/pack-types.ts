/**
 * The shape of the rule pack (rules/pack.json). The pack is data: these types say what the
 * engine understands, and `test/unit/rules-pack.test.ts` checks the pack against them.
 */
import type { Effect, QuestionType } from '../questions/types.js';
import type { CommandSpec } from './argv.js';
import type { PathClassDef } from './paths.js';

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

/** Which arguments of a command play a role (read, written, deleted). */
export interface RoleSpec {
  operands?: 'all' | 'first' | 'after-first' | 'last' | 'all-but-last' | 'none';
  /** Values of these options. */
  opts?: string[];
  /** `key=value` operands (`dd of=…`). */
  kv?: string[];
  /** The role applies only when one of these flags is present (`sed -i`, `tar -x`). */
  when_flags?: string[];
  /** Every operand plays the role when one of these options is given (`grep -e PAT FILE…`). */
  all_if_opts?: string[];
}

export interface PackCommand extends CommandSpec {
  reads?: RoleSpec;
  writes?: RoleSpec;
  deletes?: RoleSpec;
  /** Interpreters: how the program is given. */
  inline_opts?: string[];
  module_opts?: string[];
  /** awk-like: the first operand is the program text unless one of `file_opts` is given. */
  program_operand?: boolean;
  file_opts?: string[];
}

export type PathRole = 'operands' | 'after-first' | 'last' | 'all-but-last' | 'read' | 'written' | 'deleted' | 'find-targets';

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
  no_positional?: boolean;
  opt_values?: { opts: string[]; match?: string[] };
  paths?: PathCond;
  program?: Array<'stdin' | 'inline' | 'file' | 'module'>;
  mode?: 'setuid' | 'exec-bit' | 'widens' | 'narrows';
  fed_by?: string[];
  feeds?: string[];
  child?: { names?: string[]; context?: string[] };
  unresolved?: boolean;
  /** Also match the program a package runner or interpreter launches (`npx judge`, `node bin/judge`). */
  via_launchers?: boolean;
}

export interface FileMatch {
  access: Array<'read' | 'write' | 'list'>;
  classes: string[];
  except?: string[];
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
  | 'reverse-shell'
  | 'hosts-off-scope'
  | 'amount-above-bound'
  | 'env-dump'
  | 'inline-fetch-exec'
  | 'credential-hunt'
  | 'metadata-endpoint'
  | 'decoded-exec';

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

export interface Pack {
  version: string;
  description: string;
  questions: Record<string, PackQuestion>;
  default_questions: string[];
  default_questions_reason: string;
  no_scope_policy: string;
  example_workspace: string;
  tools: { shell: string[]; read: string[]; write: string[]; list: string[]; fetch: string[]; mcp_write_words: string[]; mcp_read_words: string[] };
  sets: Record<string, string[]>;
  amount_fields: { names: string[]; prefixes: string[]; suffixes: string[] };
  secret_env_words: string[];
  path_classes: Record<string, PathClassDef>;
  commands: Record<string, PackCommand>;
  rules: PackRule[];
}
