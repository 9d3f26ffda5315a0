/**
 * The project configuration (`.judge/project.json`, docs/configuration.md): the settings a team
 * keeps with the workspace, so the CLI and every gate judge its calls the same way. Checked here
 * field by field; every fault names the file and the JSON path, and one fault is enough to refuse
 * the whole file (a half-read safety setting is worse than none).
 *
 * This module only turns bytes into a checked value; finding and reading the file is ./load.ts.
 */
import { digestOf } from '../canonical/jcs.js';
import { JudgeError, UsageError } from '../errors.js';
import { assertBar } from '../decision/decide.js';
import { isQuestionKey } from '../questions/validate.js';
import { parseJsonBytes, parseNetworkScope } from '../state/build.js';

/** The file's name inside the store folder. */
export const PROJECT_CONFIG_FILE = 'project.json';
/** The rule overlay's default name beside it. */
export const RULES_OVERLAY_FILE = 'rules.json';

const CONFIG_VERSION = 1;

export type AllowMode = 'defer' | 'allow';
export type OnError = 'ask' | 'deny' | 'allow';

export interface GateSection {
  allow?: AllowMode;
  on_error?: OnError;
  strict?: boolean;
}

/** The file as checked: every key optional but `version`; paths already resolved against the file's folder. */
export interface ProjectConfig {
  /** Where it was read from (absolute). */
  path: string;
  /** sha256 over the JCS bytes of the file's JSON, signed into each receipt as `config_digest`. */
  digest: string;
  /** `questions` as keys (`--question`). */
  questionKeys?: string[];
  /** `questions` as definitions (a questions file inline). */
  questionDefs?: Record<string, unknown>;
  /** `questions_file`, resolved. */
  questionsFile?: string;
  threshold?: number;
  setBy?: string;
  networkScope?: string[];
  amountBound?: number;
  gate: GateSection;
  /** `rules`, resolved: the rule overlay, when the file names one. */
  rulesOverlay?: string;
}

const KEYS = new Set([
  '$schema',
  'version',
  'questions',
  'questions_file',
  'threshold',
  'set_by',
  'network_scope',
  'amount_bound',
  'gate',
  'rules',
]);
const GATE_KEYS = new Set(['allow', 'on_error', 'strict']);
const MAX_QUESTIONS = 64;
const MAX_PATH = 4096;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown) => JSON.stringify(v)?.slice(0, 60) ?? String(v);

/**
 * Checks a parsed project config. `where` names the file in errors; `resolvePath` turns a path
 * written in the file into an absolute one (relative to the file's folder).
 */
export function checkProjectConfig(value: unknown, where: string, resolvePath: (p: string) => string): ProjectConfig {
  const bad = (path: string, what: string): never => {
    throw new UsageError('config.invalid', `${where}: ${path}: ${what}`);
  };
  if (!isObject(value)) bad('$', 'expected an object');
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v))
    if (!KEYS.has(key)) bad(`$.${key.slice(0, 60)}`, `unknown key (known: ${[...KEYS].filter((k) => k !== '$schema').join(', ')})`);
  if (v.version !== CONFIG_VERSION) bad('$.version', `expected ${CONFIG_VERSION}, got ${shown(v.version)}`);

  const path = (key: string): string | undefined => {
    const p = v[key];
    if (p === undefined) return undefined;
    if (typeof p !== 'string' || p.length === 0 || p.length > MAX_PATH || p.includes('\0'))
      bad(`$.${key}`, 'expected a file path (1 to 4096 characters)');
    return resolvePath(p as string);
  };
  const config: ProjectConfig = { path: where, digest: digestOf(v), gate: {} };

  const q = v.questions;
  if (Array.isArray(q)) {
    if (q.length === 0 || q.length > MAX_QUESTIONS) bad('$.questions', `expected 1 to ${MAX_QUESTIONS} question keys`);
    q.forEach((key, i) => {
      if (typeof key !== 'string' || !isQuestionKey(key))
        bad(`$.questions[${i}]`, `${shown(key)} is not a question key (lowercase letter first, then a-z 0-9 _ . -)`);
    });
    config.questionKeys = q as string[];
  } else if (isObject(q)) {
    // Definitions are checked as a questions file is, when the questions are picked (src/questions/select.ts).
    config.questionDefs = q;
  } else if (q !== undefined) {
    bad('$.questions', 'expected a list of question keys or an object of question definitions');
  }
  config.questionsFile = path('questions_file');
  if (config.questionsFile !== undefined && config.questionDefs !== undefined)
    bad('$.questions_file', 'give definitions either inline in "questions" or in "questions_file", not both');

  if (v.threshold !== undefined) {
    if (typeof v.threshold !== 'number') bad('$.threshold', `expected a number in 0..1, got ${shown(v.threshold)}`);
    try {
      config.threshold = assertBar(v.threshold as number, 'threshold');
    } catch {
      bad('$.threshold', `expected a number in 0..1, got ${shown(v.threshold)}`);
    }
  }
  if (v.set_by !== undefined) {
    if (typeof v.set_by !== 'string' || v.set_by.length === 0 || v.set_by.length > 200)
      bad('$.set_by', 'expected a string of 1 to 200 characters');
    config.setBy = v.set_by as string;
  }
  if (v.network_scope !== undefined) {
    const s = v.network_scope;
    if (!Array.isArray(s) || s.length > 1024) bad('$.network_scope', 'expected a list of hosts (`github.com`, `*.npmjs.org`, `*`)');
    (s as unknown[]).forEach((host, i) => {
      if (typeof host !== 'string' || host.trim() === '' || host.includes(','))
        bad(`$.network_scope[${i}]`, `${shown(host)} is not a host`);
      try {
        parseNetworkScope([host as string]);
      } catch (err) {
        bad(`$.network_scope[${i}]`, err instanceof JudgeError ? err.detail : String(err));
      }
    });
    config.networkScope = parseNetworkScope(s as string[]);
  }
  if (v.amount_bound !== undefined) {
    const b = v.amount_bound;
    if (typeof b !== 'number' || !Number.isFinite(b) || b < 0)
      bad('$.amount_bound', `expected a finite, non-negative number, got ${shown(b)}`);
    config.amountBound = b as number;
  }
  if (v.gate !== undefined) {
    if (!isObject(v.gate)) bad('$.gate', 'expected an object {allow, on_error, strict}');
    const g = v.gate as Record<string, unknown>;
    for (const key of Object.keys(g))
      if (!GATE_KEYS.has(key)) bad(`$.gate.${key.slice(0, 60)}`, `unknown key (known: ${[...GATE_KEYS].join(', ')})`);
    if (g.allow !== undefined) {
      if (g.allow !== 'defer' && g.allow !== 'allow') bad('$.gate.allow', `${shown(g.allow)} is not one of defer, allow`);
      config.gate.allow = g.allow as AllowMode;
    }
    if (g.on_error !== undefined) {
      if (g.on_error !== 'ask' && g.on_error !== 'deny' && g.on_error !== 'allow')
        bad('$.gate.on_error', `${shown(g.on_error)} is not one of ask, deny, allow`);
      config.gate.on_error = g.on_error as OnError;
    }
    if (g.strict !== undefined) {
      if (typeof g.strict !== 'boolean') bad('$.gate.strict', `expected true or false, got ${shown(g.strict)}`);
      config.gate.strict = g.strict as boolean;
    }
    if (config.gate.on_error === 'allow' && config.gate.strict)
      bad('$.gate.on_error', '"allow" contradicts "strict": true (drop one of them)');
  }
  config.rulesOverlay = path('rules');
  return config;
}

/** Parses and checks the bytes of a project config read from `where`. */
export function parseProjectConfig(bytes: Uint8Array, where: string, resolvePath: (p: string) => string): ProjectConfig {
  let value: unknown;
  try {
    value = parseJsonBytes(bytes, where);
  } catch (err) {
    throw new UsageError('config.invalid', (err as Error).message, { cause: err });
  }
  return checkProjectConfig(value, where, resolvePath);
}
