/**
 * Which of the default questions a call asks (docs/design-and-performance.md, "Questions per
 * call"). Two selections, both pure functions of the pack and the call:
 *
 * - `selectDefaults`, when the rules judge answers: the questions whose answer can be read off
 *   the call itself. The rules find every hit in one pass, and a question none of whose rules
 *   hit is a certain no that a verifier recomputes from the state, so the call asks the summary
 *   questions and the questions with a hit. Receipts mark it (`call.selection`, docs/FORMAT.md)
 *   and `package verify` re-derives it on replay.
 * - `applicableDefaults`, when an outside judge answers: it reads the call itself, so only what
 *   the call's kind of tool and configuration can never make yes is left out. A rule over
 *   commands fires only on a shell call, a rule over files only on a file tool with one of its
 *   accesses, a check where it can look (CHECK_REACH) — two need the call's configuration (a
 *   network scope, an amount bound) and are never yes without it.
 *
 * `unsafe`, `risk` and `verdict` sum up every hit, so both always ask them.
 */
import { toolKindOf } from '../facts/facts.js';
import type { ToolKind } from '../facts/cmd.js';
import type { Answers } from '../questions/types.js';
import type { State } from '../state/types.js';
import type { CheckName, Pack } from './pack-types.js';

/** Keys answered from all hits, not from rules of their own (see answersFrom in ./index.ts). */
const SUMMARIES = new Set(['unsafe', 'risk', 'verdict']);
/**
 * What each check can see (src/rules/checks/): the kinds of call it can fire on, and the
 * configuration it needs. Every check is listed, so a new one must be placed here before it
 * compiles; "shell" means it reads only a shell call's commands (and what they run inline).
 * test/unit/rules-applicable.test.ts holds the table to every example and corpus case of the pack.
 */
type Reach = { kinds: readonly ToolKind[] | 'any'; needs?: 'network_scope' | 'amount_bound' };
const SHELL: Reach = { kinds: ['shell'] };
const CHECK_REACH: Readonly<Record<CheckName, Reach>> = {
  unresolved: SHELL,
  'partial-parse': SHELL,
  'download-exec': SHELL, // the commands run now, against downloads recorded earlier
  'fork-bomb': SHELL,
  'sql-destructive': SHELL,
  upload: SHELL,
  'remote-copy': SHELL,
  'socket-send': SHELL,
  'secret-into-network': SHELL,
  'secret-variable-into-network': { kinds: ['shell', 'fetch'] }, // also a fetch's URLs
  'reverse-shell': SHELL,
  'hosts-off-scope': { kinds: 'any', needs: 'network_scope' }, // the URLs of any call
  'amount-above-bound': { kinds: 'any', needs: 'amount_bound' }, // amounts in any input
  'env-dump': SHELL,
  'inline-fetch-exec': SHELL,
  'inline-secret-send': SHELL,
  'credential-hunt': { kinds: ['shell', 'read', 'list'] }, // also Grep and Glob patterns
  'metadata-endpoint': { kinds: 'any' }, // the URLs of any call
  'decoded-exec': SHELL,
  'transfer-script': SHELL,
  'output-substitution-exec': SHELL,
  'registry-env': SHELL,
  'registry-text-write': { kinds: ['shell', 'write'] }, // also a file tool's new content
  'persisted-fetch-exec': { kinds: ['shell', 'write'] }, // also a file tool's new content
};

function checkCanFire(check: CheckName, kind: ToolKind, scoped: boolean, bounded: boolean): boolean {
  // A check the table does not know (a pack newer than this code) may fire anywhere: ask.
  const reach: Reach = Object.hasOwn(CHECK_REACH, check) ? CHECK_REACH[check] : { kinds: 'any' };
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
    const can = m.cmd
      ? kind === 'shell'
      : m.file
        ? (m.file.access as readonly string[]).includes(kind)
        : m.check
          ? checkCanFire(m.check, kind, scoped, bounded)
          : true;
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

/** How a call's questions were chosen, as its receipts record it (docs/FORMAT.md, `call.selection`). */
export const DEFAULT_SELECTION = 'defaults';

/**
 * The rules judge's default selection, from its answers to every default question of the pack:
 * the summaries, and each other question it answers yes (a rule hit it, whatever the rule's
 * severity). In the pack's order; a question the answers lack is not asked.
 */
export function selectDefaults(defaults: readonly string[], answers: Answers): string[] {
  return defaults.filter((k) => {
    if (SUMMARIES.has(k)) return true;
    const a = Object.hasOwn(answers, k) ? answers[k] : undefined;
    return a !== undefined && 'noul' in a && a.noul > 0;
  });
}
