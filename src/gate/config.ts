/**
 * The gate's settings come from the environment (SPEC §11): a hook command line is fixed in
 * the agent's settings file, so the operator tunes the gate where the agent's process reads
 * it. Pure: takes the environment as a value.
 */
import { assertBar } from '../decision/decide.js';
import { JudgeError } from '../errors.js';
import { parseBound, parseNetworkScope } from '../state/build.js';

export interface GateConfig {
  /** JUDGE_STRICT: an unanswered call is escalated to a person instead of proceeding. */
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
   * JUDGE_GATE_ALLOW: `allow` (default) answers an allowed call with permissionDecision allow;
   * `defer` answers it with no decision, so the agent's own permission rules still apply and the
   * gate can only tighten them.
   */
  allowMode: 'allow' | 'defer';
  /** Settings that could not be read; any of them means the gate cannot judge as configured. */
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

export function readGateConfig(env: NodeJS.ProcessEnv): GateConfig {
  const problems: string[] = [];
  const config: GateConfig = { strict: strictOf(env.JUDGE_STRICT), threshold: 0.5, allowMode: 'allow', problems };

  const threshold = env.JUDGE_THRESHOLD;
  if (threshold !== undefined && threshold.trim() !== '') {
    try {
      config.threshold = assertBar(Number(threshold), 'JUDGE_THRESHOLD');
    } catch (err) {
      problems.push(err instanceof JudgeError ? `JUDGE_THRESHOLD: ${JSON.stringify(threshold.slice(0, 40))} is not a number in 0..1` : String(err));
    }
  }
  const bound = env.JUDGE_BOUND;
  if (bound !== undefined && bound.trim() !== '') {
    try {
      config.amountBound = parseBound(bound);
    } catch (err) {
      problems.push(err instanceof JudgeError ? `JUDGE_BOUND: ${JSON.stringify(bound.slice(0, 40))} is not a finite, non-negative number` : String(err));
    }
  }
  const scope = env.JUDGE_NETWORK_SCOPE;
  if (scope !== undefined && scope.trim() !== '') {
    try {
      config.networkScope = parseNetworkScope([scope]);
    } catch (err) {
      problems.push(err instanceof JudgeError ? err.message.replace('--network-scope', 'JUDGE_NETWORK_SCOPE') : String(err));
    }
  }
  const url = env.JUDGE_URL?.trim();
  if (url) config.judgeUrl = url;

  const allow = env.JUDGE_GATE_ALLOW?.trim().toLowerCase();
  if (allow === 'defer') config.allowMode = 'defer';
  else if (allow !== undefined && allow !== '' && allow !== 'allow') {
    problems.push(`JUDGE_GATE_ALLOW: ${JSON.stringify(allow.slice(0, 40))} is neither allow nor defer`);
  }
  return config;
}
