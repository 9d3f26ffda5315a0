/**
 * The two-tier merge (docs/content.md): the rules answer first; a model is asked only the
 * questions the rules are unsure of, and its answer can raise a rules answer but never lower it —
 * content that defeats the model cannot erase what the rules found. Redaction is the rules' alone
 * and is applied to what the model reads. Pure.
 */
import { decideQuestion, EFFECT_RANK } from './decide.js';
import type { Answer, Answers, Question, Questions } from '../questions/types.js';

/** The more severe of two answers to one question, by the effect each would have at `bar`. */
export function moreSevere(key: string, q: Question, a: Answer, b: Answer, bar: number): Answer {
  if ('noul' in a && 'noul' in b) return b.noul > a.noul ? b : a;
  const ea = decideQuestion(key, q, a, bar).effect;
  const eb = decideQuestion(key, q, b, bar).effect;
  const ra = ea === null ? -1 : EFFECT_RANK[ea];
  const rb = eb === null ? -1 : EFFECT_RANK[eb];
  return rb > ra ? b : a;
}

/** Per question, the most severe answer over the windows (the most severe window decides). */
export function mergeWindows(questions: Questions, perWindow: readonly Answers[], bar: number): Answers {
  const out: Answers = {};
  for (const key of Object.keys(questions)) {
    for (const answers of perWindow) {
      const a = answers[key];
      if (a === undefined) continue;
      out[key] = out[key] === undefined ? a : moreSevere(key, questions[key]!, out[key]!, a, bar);
    }
  }
  return out;
}

/** Rules answers, raised where the model's answer to an unsure question is more severe; the model's own keys as it answered them. */
export function mergeTiers(questions: Questions, rules: Answers, model: Answers, bar: number): Answers {
  const out: Answers = {};
  for (const key of Object.keys(questions).sort()) {
    const r = rules[key];
    const m = model[key];
    if (r !== undefined && m !== undefined) out[key] = moreSevere(key, questions[key]!, r, m, bar);
    else out[key] = (r ?? m)!;
  }
  return out;
}
