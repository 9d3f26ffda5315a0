/** The content guard's answer to a text as a tool's output: which questions say yes, and the hits behind them. */
import { answerContent } from '../../src/content/answer.js';
import type { Hit } from '../../src/content/codes.js';
import { detectCredentials } from '../../src/content/credentials.js';
import { Text } from '../../src/content/find.js';
import { contentPack, contentQuestions } from '../../src/content/pack.js';

const known = contentQuestions();
const questions = Object.fromEntries(contentPack().default_questions.map((k) => [k, known[k]!]));

export function judgeContent(text: string) {
  const r = answerContent(
    { tool: 'content', capability: 'content.tool_output', input: {}, workspace_root: '/w', content: { source: 'tool_output', text } },
    questions,
  );
  if (!r.ok) throw new Error('not judged');
  return {
    yes: Object.keys(r.answers)
      .filter((k) => k !== 'verdict' && (r.answers[k] as { noul?: number }).noul === 1)
      .sort(),
    hits: r.hits,
  };
}

/** The credentials' readings alone on a text: each secret they find, as written. */
export function credentialsFound(text: string): string[] {
  const out: Hit[] = [];
  detectCredentials(new Text(text), out);
  return out.filter((h) => h.code.startsWith('credential')).map((h) => text.slice(h.start, h.end));
}
