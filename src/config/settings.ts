/**
 * The settings a call is judged with, from three sources in one order (docs/configuration.md):
 * flags, then the environment, then the project config, then the defaults. Pure: every source is
 * handed in as a value, so the order is tested without processes or files.
 */
import { isAbsolute } from 'node:path';
import { assertBar } from '../decision/decide.js';
import { UsageError } from '../errors.js';
import { parseBound, parseNetworkScope } from '../state/build.js';
import type { ProjectConfig } from './project.js';

/** The flags `judge --tool …` takes that the config also sets (undefined: not given). */
export interface SettingFlags {
  threshold?: string;
  setBy?: string;
  networkScope?: string[];
  bound?: string;
  question?: string[];
  questionsFile?: string;
}

export interface Settings {
  threshold: number;
  /** Who set the bar, as the receipts record it. */
  setBy: string;
  networkScope: string[];
  amountBound?: number;
  /** `--question` keys, else the config's keys. */
  questionKeys?: string[];
  /** The definitions to ask: a questions file (flag or config path) or the config's inline ones. */
  questions?: { file: string; from: string } | { inline: Record<string, unknown>; from: string };
}

const set = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';

/** Resolves the CLI's settings; a bad flag or variable is a UsageError naming it. */
export function resolveSettings(flags: SettingFlags, env: NodeJS.ProcessEnv, config: ProjectConfig | undefined): Settings {
  let threshold = 0.5;
  let thresholdFrom: 'flag' | 'env' | 'config' | 'default' = 'default';
  if (flags.threshold !== undefined) {
    threshold = assertBar(flags.threshold.trim() === '' ? NaN : Number(flags.threshold), '--threshold');
    thresholdFrom = 'flag';
  } else if (set(env.JUDGE_THRESHOLD)) {
    threshold = assertBar(Number(env.JUDGE_THRESHOLD), 'JUDGE_THRESHOLD');
    thresholdFrom = 'env';
  } else if (config?.threshold !== undefined) {
    threshold = config.threshold;
    thresholdFrom = 'config';
  }
  // A bar set on the command line keeps the receipts' old `set_by: default` unless --set-by says who.
  const setBy =
    flags.setBy ??
    (thresholdFrom === 'env'
      ? 'JUDGE_THRESHOLD'
      : thresholdFrom === 'flag'
        ? 'default'
        : (config?.setBy ?? (thresholdFrom === 'config' ? 'config' : 'default')));
  if (setBy.length === 0 || setBy.length > 200) throw new UsageError('set-by.invalid', '--set-by: must be 1 to 200 characters');

  let networkScope: string[] = [];
  if (flags.networkScope !== undefined && flags.networkScope.length > 0)
    networkScope = renamed(() => parseNetworkScope(flags.networkScope!), '--network-scope');
  else if (set(env.JUDGE_NETWORK_SCOPE)) networkScope = renamed(() => parseNetworkScope([env.JUDGE_NETWORK_SCOPE!]), 'JUDGE_NETWORK_SCOPE');
  else if (config?.networkScope) networkScope = [...config.networkScope];

  let amountBound: number | undefined;
  if (flags.bound !== undefined) amountBound = renamed(() => parseBound(flags.bound!), '--bound');
  else if (set(env.JUDGE_BOUND)) amountBound = renamed(() => parseBound(env.JUDGE_BOUND!), 'JUDGE_BOUND');
  else amountBound = config?.amountBound;

  const out: Settings = { threshold, setBy, networkScope, amountBound };
  // Questions come as a whole from the flags or as a whole from the config: a `--question` subset
  // of the config's own definitions would mix two sources nobody wrote together.
  if ((flags.question?.length ?? 0) > 0 || flags.questionsFile !== undefined) {
    if (flags.question?.length) out.questionKeys = [...flags.question!];
    if (flags.questionsFile !== undefined) out.questions = { file: flags.questionsFile, from: '--questions-file' };
  } else if (config) {
    if (config.questionKeys) out.questionKeys = [...config.questionKeys];
    if (config.questionsFile !== undefined) out.questions = { file: config.questionsFile, from: `${config.path}: $.questions_file` };
    else if (config.questionDefs !== undefined) out.questions = { inline: config.questionDefs, from: `${config.path}: $.questions` };
  }
  return out;
}

/**
 * The home directory `~` stands for, from the environment: $HOME when it is an absolute path;
 * else none, and the rules infer it from the workspace.
 */
export function homeFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const home = env.HOME;
  return home && isAbsolute(home) && home.length <= 4096 ? home : undefined;
}

/** Runs a parser, naming in its error the flag or variable the value came from. */
function renamed<T>(parse: () => T, source: string): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof UsageError) throw err.at(source);
    throw err;
  }
}
