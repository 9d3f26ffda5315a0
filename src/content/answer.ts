/**
 * The rules content judge: answers the content questions about a state that holds a text
 * (`state.content.text`). Nouls are 0 or 1 with confidence 1; `verdict` is the most severe effect
 * the yes answers carry, named pass/warn/fail/deny. Weak signals change no answer: they are
 * reported as findings and leave their question unsure. Questions the rules cannot settle are
 * listed as `unsure`, for a model to answer (docs/content.md, two tiers).
 */
import { UsageError } from '../errors.js';
import type { Answer, Answers, Effect, Questions } from '../questions/types.js';
import type { State } from '../state/types.js';
import { CONTENT_QUESTIONS, type ContentQuestion } from './codes.js';
import { guard, isWeak, type GuardHit, type Window } from './guard.js';
import { readInstructionFile } from './instruction-files.js';
import { contentPack, contentRulesDigest, EFFECT_VERDICT } from './pack.js';

const RANK: Record<Effect, number> = { allow: 0, warn: 1, ask: 2, deny: 3 };

export type ContentAnswer =
  | {
      ok: true;
      answers: Answers;
      /** The findings of the questions asked. */
      hits: GuardHit[];
      /** Secrets and personal data found by questions not asked: redacted and masked all the same, never findings. */
      masks: GuardHit[];
      windows: Window[];
      unsure: string[];
    }
  | { ok: false; code: 'content_too_long'; windows: number; max: number };

const isContentQuestion = (k: string): k is ContentQuestion => (CONTENT_QUESTIONS as readonly string[]).includes(k);

/** Refuses questions the content rules do not answer, or asked in another shape. */
export function checkContentQuestions(questions: Questions): void {
  const pack = contentPack();
  for (const key of Object.keys(questions)) {
    const mine = Object.hasOwn(pack.questions, key) ? pack.questions[key as ContentQuestion] : undefined;
    if (!mine) {
      throw new UsageError(
        'content.unknown-question',
        `the content rules have no rule for question "${key.slice(0, 64)}"; they answer: ${Object.keys(pack.questions).sort().join(', ')}`,
      );
    }
    const q = questions[key]!;
    if (q.type !== mine.type)
      throw new UsageError('content.question-type', `question "${key}": the content rules answer it as a ${mine.type}, not a ${q.type}`);
    if (mine.options) {
      const missing = mine.options.filter((o) => !(q.options ?? []).includes(o));
      if (missing.length > 0)
        throw new UsageError(
          'content.question-options',
          `question "${key}": the content rules may answer ${missing.join(', ')}, which its options leave out`,
        );
    }
  }
}

function noul(yes: boolean): Answer {
  return { noul: yes ? 1 : 0, probabilities: { yes: yes ? 1 : 0, no: yes ? 0 : 1 }, confidence: 1 };
}

/** Which detectors a set of questions needs: its own, and for `verdict` the pack's defaults as well. */
export function detectorsFor(questions: Questions): ContentQuestion[] {
  const want = new Set<ContentQuestion>();
  for (const key of Object.keys(questions)) if (isContentQuestion(key)) want.add(key);
  if (Object.hasOwn(questions, 'verdict')) for (const key of contentPack().default_questions) if (isContentQuestion(key)) want.add(key);
  return [...want].sort();
}

/** The questions whose findings are redacted (secrets, cards, personal data). */
const REDACTING: readonly ContentQuestion[] = ['card_number', 'credential_leak', 'personal_data'];

/**
 * `instructionFile`: the text is an instruction file `judge scan` reads (instruction-files.ts); by default, a file's
 * text asked a question only the scan asks.
 */
export function answerContent(state: State, questions: Questions, options: { instructionFile?: boolean } = {}): ContentAnswer {
  if (!state.content || typeof state.content.text !== 'string') {
    throw new UsageError('content.no-text', 'a content judgement needs the text it judges', { where: 'state.content.text' });
  }
  checkContentQuestions(questions);
  const pack = contentPack();
  const detectors = detectorsFor(questions);
  // The questions whose findings are redacted run whatever was asked: --redact, excerpts and the
  // text an HTTP judge is sent never keep a secret because no one asked about secrets.
  const asked = new Set<ContentQuestion>(detectors);
  const result = guard(state.content.text, [...asked, ...REDACTING.filter((q) => !asked.has(q))]);
  if (!result.ok) return result;
  const hits: GuardHit[] = [];
  const masks: GuardHit[] = [];
  const instructionFile =
    options.instructionFile ??
    (state.content.source === 'file' && (Object.hasOwn(questions, 'supply_chain') || Object.hasOwn(questions, 'capability')));
  const found = instructionFile
    ? readInstructionFile(state.content.text, result.hits, result.windows, asked.has('prompt_injection'))
    : result.hits;
  for (const h of found) {
    if (asked.has(h.question)) hits.push(h);
    else if (h.redact !== undefined) masks.push(h);
  }
  const strong = new Set<ContentQuestion>();
  const weak = new Set<ContentQuestion>();
  for (const h of hits) (isWeak(h.code) ? weak : strong).add(h.question);

  let worst: Effect = 'allow';
  for (const q of detectors) {
    if (strong.has(q)) {
      const e = pack.questions[q].on_yes ?? 'deny';
      if (RANK[e] > RANK[worst]) worst = e;
    }
  }

  const answers: Answers = {};
  const unsure: string[] = [];
  for (const key of Object.keys(questions).sort()) {
    if (key === 'verdict') {
      answers[key] = { choice: EFFECT_VERDICT[worst], confidence: 1 };
      if (worst !== 'deny') unsure.push(key);
      continue;
    }
    const q = key as ContentQuestion;
    // Each read whatever the answer: a read only some texts reach left V8's optimised code without
    // feedback for it, and it then gave up that code at every judgement of such a text.
    const yes = strong.has(q);
    const weakOnly = weak.has(q);
    const exact = pack.questions[q].exact;
    answers[key] = noul(yes);
    if (!yes && (weakOnly || !exact)) unsure.push(key);
  }
  return { ok: true, answers, hits, masks, windows: result.windows, unsure };
}

export type ContentReplay = { status: 'replayed'; answers: Answers } | { status: 'not-replayable'; reason: string };

/**
 * Re-runs the content rules for a verifier, from a state that holds the text (kept with
 * --state-out). Only the pack a receipt names can reproduce its answers.
 */
export function replayContent(state: State, questions: Questions, wantedDigest: string): ContentReplay {
  const have = contentRulesDigest();
  if (wantedDigest !== have)
    return { status: 'not-replayable', reason: `content rules ${wantedDigest} are not the ones this build carries (${have})` };
  const r = answerContent(state, questions);
  if (!r.ok) return { status: 'not-replayable', reason: `the content needs ${r.windows} windows; the limit is ${r.max}` };
  return { status: 'replayed', answers: r.answers };
}
