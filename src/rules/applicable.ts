/**
 * Which of the default questions can be yes for a call, read from the pack's rules
 * (docs/design-and-performance.md, "Questions per call"): a rule over commands fires only on a
 * shell call, a rule over files only on a file tool with one of its accesses, a check where it
 * can look (CHECK_REACH) — two need the call's configuration (a network scope, an amount bound)
 * and are never yes without it. `unsafe`, `risk` and `verdict` sum up every hit, so they are
 * always asked. Asking the others would only add receipts that say no, so the call asks this
 * subset; it is recorded and digested like any question set, and replay re-asks exactly it.
 */
import { toolKindOf } from '../facts/facts.js';
import type { ToolKind } from '../facts/cmd.js';
import type { State } from '../state/types.js';
import type { CheckName, Pack } from './pack-types.js';

/** Keys answered from all hits, not from rules of their own (see answersFrom in ./index.ts). */
const SUMMARIES = new Set(['unsafe', 'risk', 'verdict']);
/**
 * What each check reads beyond a shell call's commands (src/rules/checks/): the kinds of call it
 * can fire on, and the configuration it needs. A check not listed reads only the commands of a
 * shell call (and what they run inline), so it fires on shell calls alone.
 * test/unit/rules-applicable.test.ts holds this to every example and corpus case of the pack.
 */
const CHECK_REACH: Readonly<Partial<Record<CheckName, { kinds: readonly ToolKind[] | 'any'; needs?: 'network_scope' | 'amount_bound' }>>> = {
  'hosts-off-scope': { kinds: 'any', needs: 'network_scope' }, // the URLs of any call
  'amount-above-bound': { kinds: 'any', needs: 'amount_bound' }, // amounts in any input
  'metadata-endpoint': { kinds: 'any' }, // the URLs of any call
  'credential-hunt': { kinds: ['shell', 'read', 'list'] }, // Grep and Glob patterns
};

function checkCanFire(check: CheckName, kind: ToolKind, scoped: boolean, bounded: boolean): boolean {
  const reach = CHECK_REACH[check];
  if (!reach) return kind === 'shell';
  if (reach.needs === 'network_scope' && !scoped) return false;
  if (reach.needs === 'amount_bound' && !bounded) return false;
  return reach.kinds === 'any' || reach.kinds.includes(kind);
}

type Shape = `${ToolKind}|${'s' | '-'}|${'b' | '-'}`;
const memo = new Map<Shape, readonly string[]>();

function keysFor(pack: Pack, kind: ToolKind, scoped: boolean, bounded: boolean): string[] {
  const live = new Set<string>();
  for (const rule of pack.rules) {
    const m = rule.match;
    // A rule over commands sees only a shell call's; one over files only a file tool's files.
    const can = m.cmd ? kind === 'shell' : m.file ? (m.file.access as readonly string[]).includes(kind) : m.check ? checkCanFire(m.check, kind, scoped, bounded) : true;
    if (can) live.add(rule.question);
  }
  return pack.default_questions.filter((k) => SUMMARIES.has(k) || live.has(k));
}

/** The default question keys that can be yes for this call, in the pack's order. */
export function applicableDefaults(pack: Pack, state: State): readonly string[] {
  const kind = toolKindOf(state, pack);
  const scoped = (state.network_scope ?? []).length > 0;
  const bounded = state.amount_bound !== undefined;
  const shape: Shape = `${kind}|${scoped ? 's' : '-'}|${bounded ? 'b' : '-'}`;
  let keys = memo.get(shape);
  if (!keys) memo.set(shape, (keys = keysFor(pack, kind, scoped, bounded)));
  return keys;
}
