/**
 * Reads a Claude Code hook event (PreToolUse, or SessionEnd) from untrusted bytes. Pure: the caller
 * reads stdin. A problem is returned as a value naming what was wrong, never thrown, so the
 * gate can always answer in the hook's own JSON — an event it cannot read is never an allow.
 */
import { JudgeError } from '../errors.js';
import { MAX_INPUT_BYTES, parseJsonBytes } from '../state/build.js';
import { isRecord } from '../wire/json.js';

/** Largest hook event accepted on stdin. A bigger event is refused (fails closed), not truncated. */
export const MAX_EVENT_BYTES = MAX_INPUT_BYTES;
/** Longest `session_id` / `cwd` accepted; Claude Code's are far shorter. */
export const MAX_EVENT_STRING = 4096;

/** The fields of the event the gate uses; everything else in the event is ignored. */
export interface PreToolUseEvent {
  sessionId?: string;
  cwd?: string;
  /** Claude Code's permission mode (default, acceptEdits, plan, bypassPermissions, dontAsk …). */
  permissionMode?: string;
  toolName: string;
  toolInput: Record<string, unknown>;
}

/** The end of a Claude Code session: the gate seals that session's receipts into a package. */
export interface SessionEndEvent {
  sessionId?: string;
  cwd?: string;
}

export type EventProblemCode =
  | 'event.too-large'
  | 'event.empty'
  | 'event.utf8'
  | 'event.json'
  | 'event.too-deep'
  | 'event.not-object'
  | 'event.hook-name'
  | 'event.tool-name'
  | 'event.tool-input'
  | 'event.field';

export interface EventProblem {
  code: EventProblemCode;
  /** One line naming the field and what was wrong; never echoes more than a short prefix of input. */
  detail: string;
}

export type EventRead = { ok: true; event: PreToolUseEvent } | { ok: true; end: SessionEndEvent } | { ok: false; problem: EventProblem };

const problem = (code: EventProblemCode, detail: string): EventRead => ({ ok: false, problem: { code, detail } });

const PARSE_CODES: Record<string, EventProblemCode> = {
  'input.too-large': 'event.too-large',
  'input.utf8': 'event.utf8',
  'input.json': 'event.json',
  'json.too-deep': 'event.too-deep',
};

function optionalString(event: Record<string, unknown>, field: string): string | undefined | EventProblem {
  const v = event[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') return { code: 'event.field', detail: `${field}: expected a string, got ${typeof v}` };
  if (v.length > MAX_EVENT_STRING) return { code: 'event.field', detail: `${field}: longer than ${MAX_EVENT_STRING} characters` };
  return v;
}

/**
 * Parses the bytes of one hook event. `null` bytes mean stdin was over the size bound
 * (the reader stops early rather than buffering an unbounded stream).
 */
export function readHookEvent(bytes: Uint8Array | null): EventRead {
  if (bytes === null) return problem('event.too-large', `stdin: the hook event is over the ${MAX_EVENT_BYTES / (1024 * 1024)} MiB limit`);
  if (bytes.byteLength === 0) return problem('event.empty', 'stdin: no hook event (empty input)');
  let parsed: unknown;
  try {
    parsed = parseJsonBytes(bytes, 'stdin', MAX_EVENT_BYTES);
  } catch (err) {
    if (err instanceof JudgeError) return problem(PARSE_CODES[err.code] ?? 'event.json', err.message);
    throw err;
  }
  if (!isRecord(parsed)) return problem('event.not-object', 'stdin: the hook event must be a JSON object');

  const hookName = parsed.hook_event_name;
  if (hookName === 'SessionEnd') {
    const end: SessionEndEvent = {};
    for (const [field, key] of [
      ['session_id', 'sessionId'],
      ['cwd', 'cwd'],
    ] as const) {
      const v = optionalString(parsed, field);
      if (typeof v === 'object') return { ok: false, problem: v };
      if (v !== undefined && v !== '') end[key] = v;
    }
    return { ok: true, end };
  }
  // An absent name is accepted (hand-written events); a different event is a wiring mistake.
  if (hookName !== undefined && hookName !== 'PreToolUse') {
    const shown = typeof hookName === 'string' ? JSON.stringify(hookName.slice(0, 40)) : typeof hookName;
    return problem(
      'event.hook-name',
      `hook_event_name: ${shown} is neither PreToolUse nor SessionEnd; run judge gate claude-code only as those hooks`,
    );
  }
  const toolName = parsed.tool_name;
  if (typeof toolName !== 'string' || toolName.length === 0)
    return problem('event.tool-name', 'tool_name: missing or not a non-empty string');
  if (toolName.length > 200) return problem('event.tool-name', 'tool_name: longer than 200 characters');
  const toolInput = parsed.tool_input;
  if (!isRecord(toolInput)) return problem('event.tool-input', 'tool_input: missing or not a JSON object');

  const event: PreToolUseEvent = { toolName, toolInput };
  for (const [field, key] of [
    ['session_id', 'sessionId'],
    ['cwd', 'cwd'],
    ['permission_mode', 'permissionMode'],
  ] as const) {
    const v = optionalString(parsed, field);
    if (typeof v === 'object') return { ok: false, problem: v };
    if (v !== undefined && v !== '') event[key] = v;
  }
  // The mode decides whether an ask reaches a person, and is recorded in the state: a name, or unreadable.
  if (event.permissionMode !== undefined && !/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(event.permissionMode)) {
    return problem('event.field', `permission_mode: ${JSON.stringify(event.permissionMode.slice(0, 40))} is not a mode name`);
  }
  return { ok: true, event };
}
