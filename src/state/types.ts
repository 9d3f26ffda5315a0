/** The canonical state of one tool call (docs/concepts.md). Absent fields are omitted, never null. */

export interface State {
  tool: string;
  capability: string;
  input: Record<string, unknown>;
  workspace_root: string;
  /**
   * The user's home directory, where `~`, rc files and `~/.ssh` are. Absent (states written
   * before it was recorded): the rules infer it from workspace_root, as they always did.
   */
  home?: string;
  /**
   * The agent's permission mode when a gate judged the call (Claude Code's `permission_mode`):
   * recorded so a receipt shows under which mode an `ask` was answered (docs/gate-behaviour.md).
   * The rules do not read it.
   */
  permission_mode?: string;
  network_scope?: string[];
  amount_bound?: number;
  /** Normalised facts of earlier calls in the session, for combination rules. */
  recent?: RecentCall[];
  /** Random salt added when attesting, so digests of common states cannot be guessed. */
  nonce?: string;
  /** Content judgements only: the text judged (docs/content.md). */
  content?: ContentInput;
}

/** The text of a content judgement and where it came from. */
export interface ContentInput {
  source: string;
  text: string;
  /** The tool whose result this is, when there is one. */
  tool?: string;
  /** Sent to an HTTP judge: which window of the whole text this is, after the rules' redaction. */
  window?: { index: number; count: number; start: number; end: number };
  redacted?: boolean;
}

/**
 * What the combination rules need to know about an earlier call. Produced by the rules
 * module from a judged state (`recentFactsOf`), so the facts are the same ones the rules read.
 */
export type RecentCall = Record<string, unknown>;
