/**
 * `judge replay [--rules PACK] (PACKAGE|STATE_FILE)… [--states DIR] [--format text|json]
 * [--fail-on-change]` (docs/review.md): judges recorded states again — a package's, or state
 * files under any name, matched to receipts by the digest of their bytes — under the current
 * rule pack or a candidate one, and reports what would change. Writes nothing. Exit 0, or with
 * --fail-on-change 6 when any call changes effect or could not be re-judged.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { digestOf } from '../../canonical/jcs.js';
import { ExitCode, UsageError } from '../../errors.js';
import type { Effect } from '../../questions/types.js';
import { callsOf } from '../../review/ledger.js';
import { renderReplayJson, renderReplayText, type ReplayReport } from '../../review/render-replay.js';
import { replayCalls, type RecordedCall, type RulesJudge } from '../../review/replay.js';
import type { Pack } from '../../rules/pack-types.js';
import type { Io } from '../io.js';
import type { Budget } from './package.js';
import { addPaths, addStatesDir, emptyInput, parseState, questionsOfCall } from './review-input.js';
import { outputFormat } from '../format.js';

export interface ReplayFlags {
  rules?: string;
  states?: string;
  format?: string;
  failOnChange?: boolean;
}

/** The bar a bare state is judged at: the CLI's default (`--threshold`). */
const DEFAULT_BAR = 0.5;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields the engine reads, checked before it compiles the pack: a wrong one names its path. */
function packProblems(v: unknown): string[] {
  if (!isObject(v)) return ['$: expected an object (a rule pack like rules/pack.json)'];
  const out: string[] = [];
  if (typeof v.version !== 'string') out.push('$.version: expected a string');
  for (const k of ['questions', 'sets', 'commands', 'path_classes', 'tools', 'amount_fields'] as const)
    if (!isObject(v[k])) out.push(`$.${k}: expected an object`);
  for (const k of ['default_questions', 'secret_env_words'] as const) if (!Array.isArray(v[k])) out.push(`$.${k}: expected an array`);
  if (!Array.isArray(v.rules)) out.push('$.rules: expected an array');
  else {
    const questions = isObject(v.questions) ? v.questions : {};
    v.rules.forEach((r: unknown, i: number) => {
      if (!isObject(r) || typeof r.id !== 'string' || typeof r.question !== 'string' || !isObject(r.match))
        out.push(`$.rules[${i}]: expected {id, question, match}`);
      else if (!Object.hasOwn(questions, r.question))
        out.push(`$.rules[${i}].question: ${JSON.stringify(r.question)} is not in $.questions`);
    });
  }
  return out;
}

async function candidate(path: string, name: string): Promise<{ judge: RulesJudge; version: string; digest: string }> {
  let pack: unknown;
  try {
    pack = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError('rules.unreadable', `--rules ${name}: ${code ? `cannot be read (${code})` : 'not JSON'}`);
  }
  const problems = packProblems(pack);
  if (problems.length > 0) throw new UsageError('rules.invalid', `--rules ${name}: ${problems.slice(0, 5).join('; ')}`);
  const { rulesJudgeOf } = await import('../../rules/index.js');
  let judge: RulesJudge;
  try {
    const of = rulesJudgeOf(pack as Pack);
    judge = (state, questions) => of(state as never, questions);
  } catch (err) {
    throw new UsageError('rules.invalid', `--rules ${name}: the pack does not compile (${err instanceof Error ? err.message : 'error'})`);
  }
  return { judge, version: (pack as Pack).version, digest: digestOf(pack) };
}

export async function runReplay(paths: readonly string[], flags: ReplayFlags, io: Io): Promise<number> {
  const format = outputFormat(flags.format, ['text', 'json']);
  if (paths.length === 0) throw new UsageError('replay.none', 'replay: name at least one package folder or state file');
  const budget: Budget = { files: 0, bytes: 0 };
  const input = emptyInput();
  addPaths(input, paths, io, budget, true);
  if (flags.states !== undefined) addStatesDir(input, resolve(io.cwd, flags.states), flags.states, budget);

  const rules = await import('../../rules/index.js');
  const current: RulesJudge = (state, questions) => rules.answerWithRules(state as never, questions);
  const using =
    flags.rules !== undefined
      ? await candidate(resolve(io.cwd, flags.rules), flags.rules)
      : { judge: current, version: rules.RULES_VERSION, digest: rules.RULES_DIGEST };

  const skipped = { other_judges: 0, content: 0, no_state: 0 };
  const recorded: RecordedCall[] = [];
  const errors: ReplayReport['errors'] = [];
  const byCurrentRules = new Set<string>();
  const matched = new Set<string>();
  for (const [callId, list] of callsOf(input.ledger)) {
    const p = list[0]!.j.payload;
    matched.add(p.state_digest);
    if (p.judge.kind !== 'rules') {
      skipped.other_judges++;
      continue;
    }
    if (p.content !== undefined) {
      skipped.content++;
      continue;
    }
    const bytes = input.states.get(p.state_digest);
    if (!bytes) {
      skipped.no_state++;
      continue;
    }
    const rebuilt = questionsOfCall(list);
    const state = parseState(bytes);
    const where = list[0]!.where.replace(/:\d+$/, '');
    if (!rebuilt || !isObject(state)) {
      errors.push({
        call: callId,
        where,
        error: !rebuilt ? 'its receipts are incomplete (run judge package verify)' : 'its state is not a JSON object',
      });
      continue;
    }
    const effects: Record<string, Effect | null> = {};
    for (const e of list) effects[e.j.payload.question.key] = e.j.payload.effect;
    if (p.judge.rules_digest === rules.RULES_DIGEST) byCurrentRules.add(callId);
    recorded.push({ call: callId, where, state_digest: p.state_digest, state, ...rebuilt, effects, effect: p.call.effect });
  }

  // A state file no receipt names: "from" is what the current rules say on the default questions.
  const defaults = rules.ruleQuestions();
  const questions = Object.fromEntries(rules.defaultQuestionKeys().map((k) => [k, defaults[k]!]));
  const bars = Object.fromEntries(Object.keys(questions).map((k) => [k, DEFAULT_BAR]));
  const { judgeCall } = await import('../../review/replay.js');
  for (const f of input.stateFiles) {
    if (matched.has(f.digest)) continue;
    matched.add(f.digest);
    const state = parseState(input.states.get(f.digest)!);
    const call = `state ${f.digest}`;
    if (!isObject(state)) {
      errors.push({ call, where: f.name, error: 'not a JSON object (a state as --state-out writes it)' });
      continue;
    }
    if (isObject(state.content)) {
      skipped.content++;
      continue;
    }
    try {
      const now = judgeCall(current, { state, questions, bars });
      byCurrentRules.add(call);
      recorded.push({ call, where: f.name, state_digest: f.digest, state, questions, bars, effects: now.effects, effect: now.effect });
    } catch (err) {
      errors.push({ call, where: f.name, error: err instanceof Error ? err.message : 'error' });
    }
  }

  const outcome = replayCalls(recorded, using.judge, (c) => (byCurrentRules.has(c.call) ? current : null));
  const report: ReplayReport = {
    rules: { source: flags.rules ?? 'current', version: using.version, digest: using.digest },
    ...outcome,
    errors: [...errors, ...outcome.errors],
    skipped,
  };
  io.stdout.write(format === 'json' ? renderReplayJson(report) : renderReplayText(report));
  const changed = report.changed.length > 0 || report.errors.length > 0;
  return flags.failOnChange === true && changed ? ExitCode.verificationFailed : ExitCode.ok;
}
