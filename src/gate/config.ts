/**
 * The gate's settings come from the environment, then the project config (.judge/project.json,
 * docs/configuration.md), then the defaults: a hook command line is fixed in the agent's settings
 * file, so the operator tunes the gate where the agent's process reads it, and a team in the
 * file it keeps with the workspace. Pure: takes the environment and the read config as values.
 *
 * A setting the gate cannot read is never skipped or guessed: it is a problem, and a gate with
 * a problem refuses every call, naming the setting (docs/gate-behaviour.md). A typo in a safety
 * switch must never be what lets a call through.
 */
import { assertBar } from '../decision/decide.js';
import { JudgeError } from '../errors.js';
import type { ProjectConfig } from '../config/project.js';
import type { RuleSet } from '../rules/index.js';
import { parseBound, parseNetworkScope } from '../state/build.js';

/** The project config as the gate found it: none, read, or a problem (which refuses every call). */
export type ProjectLoad =
  | { config?: ProjectConfig; questionsFile?: { where: string; content: unknown }; rules?: RuleSet }
  | { problem: string }
  | undefined;

export interface GateConfig {
  /** JUDGE_STRICT: an allowed call whose judgement could not be recorded is escalated to a person. */
  strict: boolean;
  /** JUDGE_THRESHOLD, default 0.5. */
  threshold: number;
  /** JUDGE_BOUND, when set. */
  amountBound?: number;
  /** JUDGE_NETWORK_SCOPE (comma-separated hosts, `*.suffix`, `*`), when set: the hosts calls may reach. */
  networkScope?: string[];
  /** JUDGE_URL: ask this HTTP judge instead of the built-in rules. */
  judgeUrl?: string;
  /**
   * JUDGE_GATE_ALLOW: `defer` (default) answers an allowed call with no decision, so the agent's
   * own permission rules still apply and the gate can only tighten them; `allow` answers it
   * with permissionDecision allow, which skips them.
   */
  allowMode: 'allow' | 'defer';
  /**
   * JUDGE_GATE_ON_ERROR: what happens when the judge cannot answer (an HTTP judge unreachable
   * or answering badly): `ask` (default) a person decides, `deny` refused, `allow` the call
   * proceeds unjudged — the one way to fail open, recorded in a signed unjudged note.
   */
  onError: 'ask' | 'deny' | 'allow';
  /** Who set the bar, as the receipts record it. */
  setBy: string;
  /** The project config in force, when there is one (its digest goes into the receipts). */
  project?: ProjectConfig;
  /** The config's questions (definitions and/or keys); neither: the rule pack's defaults. */
  questionsFile?: { where: string; content: unknown };
  questionKeys?: string[];
  /** The pack extended by the project's rule overlay, when there is one. */
  rules?: RuleSet;
  /** Settings that could not be read; any of them and the gate refuses every call. */
  problems: string[];
}

const FALSE_WORDS = new Set(['', '0', 'false', 'no', 'off']);

/**
 * JUDGE_STRICT is on for any value but the usual spellings of "off": a typo in a safety switch
 * must not quietly turn it off.
 */
export function strictOf(value: string | undefined): boolean {
  if (value === undefined) return false;
  return !FALSE_WORDS.has(value.trim().toLowerCase());
}

const shown = (value: string) => JSON.stringify(value.slice(0, 40));

/** One of `choices` (case and surrounding blanks ignored), the default when unset or empty, else a problem. */
function choiceOf<T extends string>(env: NodeJS.ProcessEnv, name: string, choices: readonly T[], fallback: T, problems: string[]): T {
  const raw = env[name];
  const value = raw?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  problems.push(`${name}: ${shown(raw!)} is not one of ${choices.join(', ')}`);
  return fallback;
}

const isSet = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

export function readGateConfig(env: NodeJS.ProcessEnv, load?: ProjectLoad): GateConfig {
  const problems: string[] = [];
  if (load && 'problem' in load) problems.push(load.problem);
  const read = load && !('problem' in load) ? load : undefined;
  const project = read?.config;
  const strict = isSet(env.JUDGE_STRICT) ? strictOf(env.JUDGE_STRICT) : (project?.gate.strict ?? false);
  const config: GateConfig = {
    strict,
    threshold: project?.threshold ?? 0.5,
    allowMode: 'defer',
    onError: 'ask',
    setBy: isSet(env.JUDGE_THRESHOLD) ? 'JUDGE_THRESHOLD' : (project?.setBy ?? (project?.threshold !== undefined ? 'config' : 'default')),
    problems,
  };
  if (read?.rules) config.rules = read.rules;
  if (project) {
    config.project = project;
    if (project.amountBound !== undefined) config.amountBound = project.amountBound;
    if (project.networkScope) config.networkScope = [...project.networkScope];
    if (project.questionKeys) config.questionKeys = [...project.questionKeys];
    if (read?.questionsFile) config.questionsFile = read.questionsFile;
    else if (project.questionDefs) config.questionsFile = { where: `${project.path}: $.questions`, content: project.questionDefs };
  }

  const threshold = env.JUDGE_THRESHOLD;
  if (threshold !== undefined && threshold.trim() !== '') {
    try {
      config.threshold = assertBar(Number(threshold), 'JUDGE_THRESHOLD');
    } catch (err) {
      problems.push(err instanceof JudgeError ? `JUDGE_THRESHOLD: ${shown(threshold)} is not a number in 0..1` : String(err));
    }
  }
  const bound = env.JUDGE_BOUND;
  if (bound !== undefined && bound.trim() !== '') {
    try {
      config.amountBound = parseBound(bound);
    } catch (err) {
      problems.push(err instanceof JudgeError ? `JUDGE_BOUND: ${shown(bound)} is not a finite, non-negative number` : String(err));
    }
  }
  const scope = env.JUDGE_NETWORK_SCOPE;
  if (scope !== undefined && scope.trim() !== '') {
    try {
      config.networkScope = parseNetworkScope([scope]);
    } catch (err) {
      problems.push(err instanceof JudgeError ? err.at('JUDGE_NETWORK_SCOPE').message : String(err));
    }
  }
  const url = env.JUDGE_URL?.trim();
  if (url) config.judgeUrl = url;

  config.allowMode = choiceOf(env, 'JUDGE_GATE_ALLOW', ['defer', 'allow'] as const, project?.gate.allow ?? 'defer', problems);
  config.onError = choiceOf(env, 'JUDGE_GATE_ON_ERROR', ['ask', 'deny', 'allow'] as const, project?.gate.on_error ?? 'ask', problems);
  if (config.onError === 'allow' && config.strict) {
    const onError = isSet(env.JUDGE_GATE_ON_ERROR)
      ? 'JUDGE_GATE_ON_ERROR=allow'
      : `"on_error": "allow" in ${project?.path ?? 'the project config'}`;
    const strictFrom = isSet(env.JUDGE_STRICT) ? 'JUDGE_STRICT' : `"strict": true in ${project?.path ?? 'the project config'}`;
    problems.push(`${onError} contradicts ${strictFrom} (unset one of them)`);
  }
  return config;
}
