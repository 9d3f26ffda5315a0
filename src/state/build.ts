/**
 * Builds the canonical state of a tool call (docs/FORMAT.md) from untrusted pieces, refusing
 * anything that would not hash the same way twice.
 */
import { randomBytes } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { assertCanonicalizable } from '../canonical/jcs.js';
import { UsageError, type UsageCode } from '../errors.js';
import { MAX_JSON_BYTES } from '../wire/json.js';
import type { RecentCall, State } from './types.js';

/** Largest tool input accepted, in bytes of JSON. A bigger call is refused, not truncated. */
export const MAX_INPUT_BYTES = MAX_JSON_BYTES;

/** Untrusted JSON is read by src/wire (bounded size and depth). */
export { parseJsonBytes, parseJsonText } from '../wire/json.js';

const TOOL_CAPABILITIES: Record<string, string> = {
  Bash: 'shell.exec',
  Read: 'file.read',
  Grep: 'file.read',
  Glob: 'file.read',
  LS: 'file.read',
  Write: 'file.write',
  Edit: 'file.write',
  MultiEdit: 'file.write',
  NotebookEdit: 'file.write',
  WebFetch: 'net.fetch',
  WebSearch: 'net.fetch',
  Task: 'agent.spawn',
  Agent: 'agent.spawn',
};

/** The capability a tool name implies: the table above, `mcp__s__t` → `mcp.s.t`, else `tool.<name>`. */
export function capabilityOf(tool: string): string {
  // Own entries only: a tool named `constructor` or `__proto__` is just another unknown tool.
  if (Object.hasOwn(TOOL_CAPABILITIES, tool)) return TOOL_CAPABILITIES[tool]!;
  if (tool.startsWith('mcp__')) {
    const parts = tool.slice(5).split('__');
    if (parts.length >= 2 && parts.every((p) => p.length > 0)) return `mcp.${parts.join('.')}`;
  }
  return `tool.${tool}`;
}

function isNameChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46 || c === 58;
}

const NAME_CODES = {
  tool: 'tool.invalid',
  capability: 'capability.invalid',
  permission_mode: 'permission-mode.invalid',
} as const satisfies Record<string, UsageCode>;

function assertName(value: string, where: keyof typeof NAME_CODES, what: string): string {
  if (value.length === 0 || value.length > 200) throw new UsageError(NAME_CODES[where], `${what} must be 1 to 200 characters`, { where });
  for (let i = 0; i < value.length; i++) {
    if (!isNameChar(value.charCodeAt(i))) {
      throw new UsageError(
        NAME_CODES[where],
        `${JSON.stringify(value.slice(0, 60))} holds ${JSON.stringify(value[i])}; use letters, digits, _ - . :`,
        { where },
      );
    }
  }
  return value;
}

function isHostLabelChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || c === 45 || c === 95;
}

/** Parses network scope entries: an exact host, `*.suffix`, or `*`. Lower-cased, de-duplicated, sorted. */
export function parseNetworkScope(entries: readonly string[]): string[] {
  const out = new Set<string>();
  for (const entry of entries.flatMap((e) => e.split(','))) {
    const raw = entry.trim().toLowerCase();
    if (raw === '') continue;
    if (raw === '*') {
      out.add('*');
      continue;
    }
    const host = raw.startsWith('*.') ? raw.slice(2) : raw;
    const labels = host.split('.');
    const ok =
      host.length <= 253 && labels.every((l) => l.length > 0 && l.length <= 63 && [...l].every((ch) => isHostLabelChar(ch.charCodeAt(0))));
    if (!ok && !(host.startsWith('[') && host.endsWith(']'))) {
      throw new UsageError('network-scope.invalid', `${JSON.stringify(entry.trim().slice(0, 80))} is not a host, *.suffix or *`, {
        where: 'network_scope',
      });
    }
    out.add(raw);
  }
  return [...out].sort();
}

/** Parses an amount bound: a finite, non-negative number. */
export function parseBound(value: string): number {
  const n = value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(n))
    throw new UsageError('bound.invalid', `${JSON.stringify(value)} is not a finite number`, { where: 'amount_bound' });
  if (n < 0) throw new UsageError('bound.invalid', `${n} is negative`, { where: 'amount_bound' });
  return n;
}

export interface StateInput {
  tool: string;
  capability?: string;
  input: unknown;
  workspaceRoot: string;
  /** The home directory (absolute); absent: the rules infer it from the workspace. */
  home?: string;
  /** The agent's permission mode, from a gate's event. */
  permissionMode?: string;
  networkScope?: string[];
  amountBound?: number;
  recent?: RecentCall[];
  withNonce?: boolean;
}

/** Assembles and checks the canonical state; absent fields are omitted, never null. */
export function buildState(s: StateInput): State {
  assertName(s.tool, 'tool', 'a tool name');
  if (typeof s.input !== 'object' || s.input === null || Array.isArray(s.input)) {
    throw new UsageError('input.not-object', 'the tool input must be a JSON object', { where: 'input' });
  }
  assertCanonicalizable(s.input, 'input');
  if (!isAbsolute(s.workspaceRoot))
    throw new UsageError('workspace.relative', `${s.workspaceRoot} is not absolute`, { where: 'workspace_root' });
  const state: State = {
    tool: s.tool,
    capability: s.capability !== undefined ? assertName(s.capability, 'capability', 'a capability') : capabilityOf(s.tool),
    input: s.input as Record<string, unknown>,
    workspace_root: resolve(s.workspaceRoot),
  };
  if (s.home !== undefined) {
    if (!isAbsolute(s.home) || s.home.length > 4096)
      throw new UsageError('home.invalid', `${JSON.stringify(s.home.slice(0, 80))} is not an absolute path`, { where: 'home' });
    state.home = resolve(s.home);
  }
  if (s.permissionMode !== undefined) state.permission_mode = assertName(s.permissionMode, 'permission_mode', 'a permission mode');
  if (s.networkScope && s.networkScope.length > 0) state.network_scope = s.networkScope;
  if (s.amountBound !== undefined) state.amount_bound = s.amountBound;
  if (s.recent && s.recent.length > 0) state.recent = s.recent;
  if (s.withNonce) state.nonce = randomBytes(16).toString('hex');
  assertCanonicalizable(state, 'state');
  return state;
}
