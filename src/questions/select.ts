/**
 * Chooses the questions a call asks: the rule pack's defaults, a `--question` subset, or a
 * questions file — and keys only an outside judge knows, sent as nouls.
 */
import { UsageError } from '../errors.js';
import type { Questions } from './types.js';
import { isQuestionKey, validateQuestion } from './validate.js';

export interface QuestionSources {
  /** Definitions the rule pack carries (type, instructions, on_yes …). */
  known: Questions;
  /** The pack's default question keys. */
  defaults: readonly string[];
  /** A questions file's parsed content, unvalidated; `where` names the file. */
  file?: { where: string; content: unknown };
  /** Keys asked for by name, in the order given (errors about them are `where: 'question_keys'`). */
  keys?: readonly string[];
}

export function selectQuestions(src: QuestionSources): Questions {
  const fromFile: Questions = {};
  if (src.file) {
    const { where, content } = src.file;
    if (typeof content !== 'object' || content === null || Array.isArray(content)) {
      throw new UsageError('questions-file.not-object', `${where}: expected an object {key: {type, instructions, …}}`);
    }
    const entries = Object.entries(content as Record<string, unknown>);
    if (entries.length === 0) throw new UsageError('questions-file.empty', `${where}: holds no questions`);
    for (const [key, def] of entries) {
      if (!isQuestionKey(key))
        throw new UsageError(
          'question.key',
          `${where}: ${JSON.stringify(key.slice(0, 60))} is not a question key (lowercase letter first, then a-z 0-9 _ . -)`,
        );
      fromFile[key] = validateQuestion(`${where}: ${key}`, def);
    }
  }
  let keys: string[];
  if (src.keys && src.keys.length > 0) keys = [...new Set(src.keys)];
  else if (src.file) keys = Object.keys(fromFile);
  else keys = [...src.defaults];

  const questions: Questions = {};
  for (const key of keys.sort()) {
    if (!isQuestionKey(key))
      throw new UsageError(
        'question.key',
        `${JSON.stringify(key.slice(0, 60))} is not a question key (lowercase letter first, then a-z 0-9 _ . -)`,
        { where: 'question_keys' },
      );
    // A key nobody defines is sent as a noul; the rules judge will refuse it by name.
    // Own definitions only: `constructor` is a key nobody defines, not Object's.
    const own = (defs: Questions) => (Object.hasOwn(defs, key) ? defs[key] : undefined);
    questions[key] = own(fromFile) ?? own(src.known) ?? { type: 'noul', instructions: '' };
  }
  return questions;
}
