/**
 * An overlay's own examples, run as the pack's are in its tests (`judge rules test FILE`): each
 * positive example must make its rule fire, each negative must not. Pure: the overlay arrives
 * checked, and the states are built from the examples alone.
 */
import { buildState } from '../state/build.js';
import type { RecentCall } from '../state/types.js';
import { evaluateRules, rulesWithOverlay, type CheckedOverlay } from './index.js';
import { PACK } from './pack.js';
import type { ToolCallExample } from './pack-types.js';

export interface ExampleResult {
  rule: string;
  side: 'positive' | 'negative';
  index: number;
  ok: boolean;
  /** What fired (a negative that fired), or that nothing did (a positive that did not). */
  detail: string;
  input: string;
}

/** The pack's example workspace; the bundle strips it with the prose, so its value is kept here too. */
const EXAMPLE_WORKSPACE = '/home/dev/project';

function stateOf(ex: ToolCallExample) {
  return buildState({
    tool: ex.tool,
    input: ex.input,
    workspaceRoot: ex.state?.workspace_root ?? PACK.example_workspace ?? EXAMPLE_WORKSPACE,
    networkScope: ex.state?.network_scope,
    amountBound: ex.state?.amount_bound,
    recent: ex.state?.recent as RecentCall[] | undefined,
  });
}

export function runOverlayExamples(checked: CheckedOverlay): ExampleResult[] {
  const rules = rulesWithOverlay(checked);
  const out: ExampleResult[] = [];
  for (const rule of checked.overlay.rules) {
    for (const side of ['positive', 'negative'] as const) {
      rule.examples[side].forEach((ex, index) => {
        const input = JSON.stringify(ex.input).slice(0, 160);
        let hits: string[];
        try {
          hits = evaluateRules(stateOf(ex), rules)
            .filter((h) => h.rule === rule.id)
            .map((h) => h.evidence);
        } catch (err) {
          out.push({ rule: rule.id, side, index, ok: false, detail: `the example cannot be judged: ${(err as Error).message}`, input });
          return;
        }
        const ok = side === 'positive' ? hits.length > 0 : hits.length === 0;
        out.push({
          rule: rule.id,
          side,
          index,
          ok,
          detail: side === 'positive' ? (ok ? hits[0]! : 'the rule did not fire') : ok ? '' : `fired: ${hits[0]}`,
          input,
        });
      });
    }
  }
  return out;
}
