/** The canonical state of one tool call (docs/concepts.md). Absent fields are omitted, never null. */

export interface State {
  tool: string;
  capability: string;
  input: Record<string, unknown>;
  workspace_root: string;
  network_scope?: string[];
  amount_bound?: number;
  /** Normalised facts of earlier calls in the session, for combination rules. */
  recent?: RecentCall[];
  /** Random salt added when attesting, so digests of common states cannot be guessed. */
  nonce?: string;
}

/**
 * What the combination rules need to know about an earlier call. Produced by the rules
 * module from a judged state (`recentFactsOf`), so the facts are the same ones the rules read.
 */
export type RecentCall = Record<string, unknown>;
