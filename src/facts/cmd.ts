/**
 * One program a call would run, as the facts see it. A command is a value: reading it further
 * (unwrapping `setsid`, `python -m pip`, filling `find -exec {}`) builds a new one, and what is
 * computed about it lazily (parsed arguments, paths by role) is cached by the call's facts.
 */
import type { Invocation } from '../shell/types.js';
import type { ProgramSpec } from './knowledge.js';

export type ToolKind = 'shell' | 'read' | 'write' | 'list' | 'fetch' | 'other';

export interface Cmd {
  readonly i: number;
  readonly inv: Invocation;
  readonly name: string | null;
  readonly args: ReadonlyArray<string | null>;
  readonly cwd: string | null;
  readonly spec: ProgramSpec;
  /** Where it came from: the shell reader, or inline interpreter code. */
  readonly origin: 'shell' | 'inline';
  /** Set on commands synthesised from inline code whose call could not be read statically. */
  readonly dynamicVia?: string;
  /** Runs on another machine or in a container (ssh, docker exec, kubectl exec): its paths are not the workspace's. */
  readonly remote?: boolean;
  /** The invocation had more arguments than are read (MAX_ARGS). */
  readonly truncated?: boolean;
}

/** Arguments read per invocation; beyond this the rest is not judged and the call is unresolved. */
export const MAX_ARGS = 1024;

/** Read-only: a call's facts hand out one reference per argument and directory to every role that asks. */
export interface PathRef {
  readonly raw: string | null;
  /** Resolved path, or null when the argument itself is unresolved. */
  readonly path: string | null;
  readonly mask: number;
}

export interface FileRef {
  access: 'read' | 'write' | 'list';
  raw: string;
  path: string;
  mask: number;
}

export const nameOf = (c: Cmd): string => c.name ?? '<unresolved>';
