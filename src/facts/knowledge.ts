/**
 * What the facts know about programs and tools, as data: the part of the rule pack
 * (rules/pack.json) that describes the world rather than judges it. Which options of a program
 * take a value, which of its arguments it reads, writes or deletes, which option names the file
 * a download is saved to or a file it uploads: all of it lives in the pack's command tables, so
 * teaching the judge a new program is a data change. The rules' own types extend these.
 */
import type { CommandSpec } from './argv.js';
import type { Language } from './inline.js';
import type { PathClassDef } from './paths.js';

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

/** Where a fetcher saves what it downloads. */
export interface DownloadSpec {
  /** Options naming the saved file (`curl -o`, `wget -O`). */
  opts?: string[];
  /** With one of these flags the file is named after the URL (`curl -O`). */
  name_flags?: string[];
  /** The file is named after the URL unless one of `opts` names it (wget). */
  name_by_default?: boolean;
  /** This operand (0-based) names the saved file, else the URL does (`lwp-download URL FILE`). */
  name_operand?: number;
  /** Options naming the directory a file named after the URL goes to (`curl --output-dir`, `wget -P`). */
  dir_opts?: string[];
  /** Values of these options are also saved under the directory (`aria2c -d DIR -o NAME`). */
  dir_joins?: string[];
}

/** Which local files an HTTP client sends. */
export interface UploadSpec {
  /** Options whose `@file` value sends a file (`curl -d @f`). */
  data_opts?: string[];
  /** Of `data_opts`, those that also take `name@file` (`curl --data-urlencode name@f`). */
  named_data_opts?: string[];
  /** Options whose `name=@file` or `name=<file` value sends a file (`curl -F`). */
  form_opts?: string[];
  /** Options whose value is a file sent as the body (`curl -T`, `wget --post-file`). */
  file_opts?: string[];
  /** Of the values of `file_opts`, these words mean stdin (`curl -T .`); `-` always does. */
  stdin_words?: string[];
  /** Request items as operands: `@file`, `field=@file`, `field:@file` (httpie, xh). */
  request_items?: boolean;
  /** Whatever reaches its stdin is the body (httpie, xh). */
  body_from_stdin?: boolean;
}

export interface ProgramSpec extends CommandSpec {
  reads?: RoleSpec;
  writes?: RoleSpec;
  deletes?: RoleSpec;
  /** Interpreters: how the program is given. */
  inline_opts?: string[];
  /** Sub-commands whose operand is the inline program (`deno eval CODE`). */
  inline_subs?: string[];
  module_opts?: string[];
  /** awk-like: the first operand is the program text unless one of `file_opts` is given. */
  program_operand?: boolean;
  file_opts?: string[];
  /** The language of its inline program text, for interpreters whose code the facts read. */
  language?: Language;
  /** A package runner: the program it runs is its first operand (`direct`) or the operand after one of `subs` (`npm exec judge`). */
  runner?: { subs: string[]; direct: boolean };
  /** Runs a command line on this machine (`poetry run CMD`, `nix develop -c CMD`): the forms, first match wins (src/facts/launchers.ts). */
  launches?: LaunchSpec[];
  /** A client's own commands that run a shell line (`\\!` in psql, `system` in mysql): see src/facts/launchers.ts. */
  shell_escapes?: ShellEscapes;
  downloads?: DownloadSpec;
  uploads?: UploadSpec;
  /** Options naming a proxy it connects through (`curl -x host:port`). */
  proxy_opts?: string[];
  /** Options naming the host:port it connects to (`openssl s_client -connect`). */
  connect_opts?: string[];
  /** Options whose value is the pattern searched for (`grep -e PAT`); without them the first operand is. */
  pattern_opts?: string[];
  /** Flags that make a search recurse (`grep -r`); a search program without them always recurses (rg). */
  recursive_flags?: string[];
  /** Options whose value is a shell command line it runs (`npx -c 'cmd …'`). */
  script_opts?: string[];
  /**
   * Options whose value, after one of the listed prefixes, is a shell command line it runs:
   * `tar --checkpoint-action=exec=CMD`, `vim -c '!CMD'`, `ssh -o ProxyCommand=CMD` (an empty
   * prefix: the whole value).
   */
  script_opt_prefixes?: Record<string, string[]>;
  /** Sub-commands that run a command line (`git rebase --exec CMD`, `git bisect run CMD…`). */
  sub_scripts?: SubScript[];
  /** Database clients: which operands hold query text (`sqlite3 DB 'SQL'`; redis-cli's words are one command), and its language (sql when absent). */
  query?: { operands?: 'after-first' | 'joined'; language?: 'sql' | 'nosql' };
  /** Tests that match a file's name or path (`find -name`). */
  name_opts?: string[];
  /** Options that hand a program to the network (`nc -e sh`). */
  exec_opts?: string[];
  /** Tests that make `find` act on entries below its start points rather than on them (`-name`). */
  filter_opts?: string[];
  /** Options whose value is the placeholder the template's `{}` becomes (`xargs -I X`)… */
  replace_opts?: string[];
  /** …and those that also take it attached (`xargs -IX`). */
  replace_attached?: string[];
}

/** `sub`: the leading operands naming the sub-command; `opts`: its options whose value is a command line; `rest`: the words after it are one. */
export interface SubScript {
  sub: string[];
  opts?: string[];
  rest?: boolean;
  /** `KEY VALUE` operands: keys (lower case, `*` at the end for a prefix) whose value, after the given prefix, is a command line (`git config alias.x '!cmd'`). */
  keys?: Record<string, string>;
}

/** One way a launcher is given its command: after `sub` words, after one of `rest_opts`, after its options and `operands` leading operands, or named by a flake reference (`installable`). */
export interface LaunchSpec {
  sub?: string[];
  value_opts?: string[];
  rest_opts?: string[];
  operands?: number;
  direct?: boolean;
  installable?: boolean;
}

/** The words opening a shell escape (lower case), and where the client's script text is: option values, operands, stdin. */
export interface ShellEscapes {
  prefixes: string[];
  opts?: string[];
  operands?: 'all' | 'after-first';
  stdin?: boolean;
}

export type PathRole = 'operands' | 'after-first' | 'last' | 'all-but-last' | 'read' | 'written' | 'deleted' | 'find-targets' | 'mounted';

/** The pack's world knowledge, as the facts read it. */
export interface Knowledge {
  tools: {
    shell: string[];
    read: string[];
    write: string[];
    list: string[];
    fetch: string[];
    mcp_write_words: string[];
    mcp_read_words: string[];
  };
  sets: Record<string, string[]>;
  amount_fields: { names: string[]; prefixes: string[]; suffixes: string[] };
  secret_env_words: string[];
  /** Whole words (or runs of words) of a variable's name that make it a secret (`TOKEN`, `API_KEY`). */
  secret_var_words?: string[];
  /** Words that make it one only as the last word (`KEY`: `$STRIPE_KEY`, not `$KEYBOARD`). */
  secret_var_last_words?: string[];
  /** Endings that make a word one even glued to a prefix (`PGPASSWORD`). */
  secret_var_suffixes?: string[];
  /** A secret variable's vendor (its name's first word) → the hosts its own API lives on (`GITHUB` → github.com). */
  secret_env_hosts?: Record<string, string[]>;
  path_classes: Record<string, PathClassDef>;
  commands: Record<string, ProgramSpec>;
}
