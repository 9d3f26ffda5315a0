/**
 * The root command (`judge --tool … --input …`, `judge --resolve …`): its options as data, the
 * action they lead to, and a parser for the plain form of such a command line.
 *
 * Every judged call starts a process, and declaring the command line in commander costs a few
 * milliseconds of each. program.ts builds commander's options from ROOT_OPTIONS; parsePlainRoot
 * reads the same table and accepts only argv that commander would read the same way (long
 * options it knows, each with its value): for anything else it returns null and commander
 * parses, errors and help included. A test holds the two parsers to the same results.
 */
import { UsageError } from '../errors.js';
import type { Io } from './io.js';

export interface RootOption {
  /** As commander takes them: `--name` or `--name <value>`. */
  flags: string;
  description: string;
  /** Repeatable: the values are collected in order. */
  repeatable?: boolean;
  choices?: readonly string[];
  default?: string;
}

export const ROOT_OPTIONS: readonly RootOption[] = [
  { flags: '--tool <name>', description: 'tool name (Bash, Read, Write, WebFetch, mcp__server__tool, …)' },
  { flags: '--input <json>', description: 'tool input: inline JSON, @FILE, or @- for stdin' },
  { flags: '--capability <cap>', description: 'capability (derived from the tool name when absent)' },
  { flags: '--workspace <dir>', description: 'workspace root (default: the current directory)' },
  { flags: '--home <dir>', description: 'the home directory ~ stands for (default: $HOME)' },
  {
    flags: '--session-key <key>',
    description: 'with --enforce: the session whose earlier calls count (default: JUDGE_SESSION_KEY, else the workspace)',
  },
  {
    flags: '--network-scope <hosts>',
    description: 'allowed hosts: exact host, *.suffix or * (repeatable, comma-separated)',
    repeatable: true,
  },
  { flags: '--bound <n>', description: 'amount bound for amount_above_bound' },
  { flags: '--question <key>', description: 'ask only this question (repeatable)', repeatable: true },
  { flags: '--questions-file <file>', description: 'typed questions {key: {type, instructions, options|levels, threshold, on_yes}}' },
  { flags: '--threshold <p>', description: 'the bar, a number in 0..1 (default: JUDGE_THRESHOLD, else the project config, else 0.5)' },
  { flags: '--set-by <who>', description: 'who set the bar (policy id, operator …)' },
  { flags: '--config <file>', description: 'the project config (default: JUDGE_CONFIG, else .judge/project.json; docs/configuration.md)' },
  { flags: '--state-out <file>', description: 'write the canonical state bytes that were hashed' },
  { flags: '--format <fmt>', description: 'output format', choices: ['text', 'json'], default: 'text' },
  { flags: '--enforce', description: 'exit 10 on deny and 11 on ask' },
  { flags: '--verbose', description: 'text output: every question asked, not only what decided and what fired' },
  { flags: '--subject <id>', description: 'what the judgement is about (art_… with --attest)' },
  { flags: '--attest', description: 'sign one judgement.v1 receipt per question into the store' },
  { flags: '--contract <id@version>', description: 'the decision contract the judgement ran under' },
  { flags: '--judge-url <url>', description: 'ask an HTTP judge instead of the built-in rules' },
  { flags: '--timeout <duration>', description: 'HTTP judge total deadline: 2s, 500ms, or milliseconds (at least 50; default 10s)' },
  { flags: '--max-body <bytes>', description: 'HTTP judge response body cap (default 1 MiB)' },
  { flags: '--allow-insecure-url', description: 'allow http:// to a non-loopback judge' },
  { flags: '--token-file <file>', description: 'file holding the bearer token for the HTTP judge (or JUDGE_TOKEN)' },
  { flags: '--judge-key <key>', description: "pin the HTTP judge's signing key (file or base64 public key)" },
  { flags: '--resolve <art>', description: 'resolve a judgement (with --by and --decision)' },
  { flags: '--by <uri>', description: 'who decides, as a URI (human://alice)' },
  { flags: '--decision <d>', description: 'resolution decision', choices: ['allow', 'deny', 'route'] },
  { flags: '--route <name>', description: 'where a routed decision goes' },
  { flags: '--reason <text>', description: 'why the decision was taken' },
  { flags: '--key <file>', description: 'sign the resolution with this key file' },
  { flags: '--asserted', description: 'with --resolve and no key for --by: sign with the store key, marked asserted (not key-bound)' },
];

/** `previous` plus `value`: how repeatable options collect their values. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** An option's long name: `--set-by <who>` → `--set-by`. */
const longOf = (o: RootOption): string => o.flags.split(' ')[0]!;

/** commander's attribute name: `--set-by` → `setBy`. */
const attributeOf = (long: string): string => long.slice(2).replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase());

/**
 * The root's flags from argv (`[node, script, ...args]`), read as commander would, or null when
 * the command line is anything but long options of the root each with its value (or none, for
 * a switch), and so must go to commander: help, version, subcommands, operands, short options,
 * `--`, unknown options, missing values, values starting with `-`, values outside the choices.
 */
export function parsePlainRoot(argv: readonly string[]): Record<string, unknown> | null {
  const flags: Record<string, unknown> = {};
  for (const o of ROOT_OPTIONS) if (o.default !== undefined) flags[attributeOf(longOf(o))] = o.default;
  for (let i = 2; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--') || arg === '--') return null;
    const eq = arg.indexOf('=');
    const long = eq < 0 ? arg : arg.slice(0, eq);
    const option = ROOT_OPTIONS.find((o) => longOf(o) === long);
    if (!option) return null;
    const takesValue = option.flags.includes(' ');
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else if (takesValue) value = argv[++i];
    if (takesValue !== (value !== undefined)) return null;
    if (value !== undefined && value.startsWith('-')) return null;
    if (value !== undefined && option.choices && !option.choices.includes(value)) return null;
    const name = attributeOf(long);
    flags[name] = value === undefined ? true : option.repeatable ? collect(value, flags[name] as string[] | undefined) : value;
  }
  // With neither a call nor a resolution to act on, the root prints its help: commander's job.
  return flags.tool !== undefined || flags.input !== undefined || flags.resolve !== undefined ? flags : null;
}

/**
 * What the root command does with its flags; null when there is nothing to do (the caller
 * prints help). Command modules load here, on the path that needs them.
 */
export async function runRoot(extra: readonly string[], flags: Record<string, unknown>, io: Io): Promise<number | null> {
  if (extra.length > 0) {
    throw new UsageError('command.unknown', `unknown command ${JSON.stringify(extra[0])} (see judge --help)`);
  }
  if (flags.resolve !== undefined) {
    const { run } = await import('./commands/resolve.js');
    return run(flags, io);
  }
  if (flags.tool === undefined && flags.input === undefined) return null;
  const { run } = await import('./commands/judge.js');
  return run(flags, io);
}
