/**
 * The labelled rules corpus (test/corpus/*.jsonl, and the frozen slice test/corpus/frozen/*.jsonl)
 * as the unit tests read it: one case per non-blank line, and the state each case describes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { capabilityOf } from '../../src/state/build.js';
import type { State } from '../../src/state/types.js';

/** The call a corpus case (or a rule's example) describes; the rest of its line is the label. */
export interface CorpusCall {
  tool: string;
  input: Record<string, unknown>;
  state?: { workspace_root?: string; network_scope?: string[]; amount_bound?: number; recent?: Array<Record<string, unknown>> };
}

const dir = new URL('../corpus/', import.meta.url);

/** The corpus files, sorted, as paths under test/corpus/ (the `frozen/` ones after the others when `frozen` is set). */
export function corpusFiles({ frozen }: { frozen: boolean }): string[] {
  const jsonl = (names: string[]) => names.filter((n) => n.endsWith('.jsonl')).sort();
  return [...jsonl(readdirSync(dir)), ...(frozen ? jsonl(readdirSync(new URL('frozen/', dir))).map((n) => `frozen/${n}`) : [])];
}

/** Every case of `files`, in order, each with its `file:line` id. A line that is not JSON fails, naming where it is. */
export function corpusCases<T>(files: readonly string[]): Array<{ id: string; value: T }> {
  const cases: Array<{ id: string; value: T }> = [];
  for (const name of files) {
    readFileSync(new URL(name, dir), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.trim() === '') return;
        try {
          cases.push({ id: `${name}:${i + 1}`, value: JSON.parse(line) as T });
        } catch {
          throw new Error(`test/corpus/${name}:${i + 1}: not JSON`);
        }
      });
  }
  return cases;
}

/**
 * The state a case (or a pack example) runs in: its tool and input, in the workspace the corpus is
 * written against unless it names one.
 */
export function corpusState(c: CorpusCall, workspace = '/home/dev/project'): State {
  const s: State = {
    tool: c.tool,
    capability: capabilityOf(c.tool),
    input: c.input,
    workspace_root: c.state?.workspace_root ?? workspace,
  };
  if (c.state?.network_scope) s.network_scope = c.state.network_scope;
  if (c.state?.amount_bound !== undefined) s.amount_bound = c.state.amount_bound;
  if (c.state?.recent) s.recent = c.state.recent;
  return s;
}
