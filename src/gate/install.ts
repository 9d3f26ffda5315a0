/**
 * Installing the judge into Claude Code's settings.json and taking it out again. The merge is
 * pure (settings text in, settings text out); reading and writing the file is the caller's.
 *
 * Claude Code's hook settings (docs/claude-code.md):
 *   { "hooks": { "PreToolUse": [ { "matcher": "*", "hooks": [ { "type": "command", "command": "…", "timeout": 60 } ] } ],
 *                "PostToolUse": [ { "matcher": "*", "hooks": [ … ] } ], "UserPromptSubmit": [ { "hooks": [ … ] } ],
 *                "SessionEnd": [ { "hooks": [ … ] } ] } }
 * Install keeps every other key, event, group and hook as it was; our hooks are recognised by
 * the mark in their command (wrapper.ts), so a second install changes nothing and uninstall
 * removes exactly them.
 */
import { UsageError } from '../errors.js';
import { isBareGateHook, isJudgeHook } from './wrapper.js';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

/** The events install registers, each with its matcher (SessionEnd and UserPromptSubmit take none: they match no tool). */
export interface HookSpec {
  event: 'PreToolUse' | 'PostToolUse' | 'UserPromptSubmit' | 'SessionEnd';
  matcher?: string;
  command: string;
  timeout: number;
}

export interface SettingsPlan {
  /** The file's text after the change (the same text when nothing changes). */
  after: string;
  changed: boolean;
  /** Things the person should know: another hook that also runs the gate, a group left in place. */
  notes: string[];
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Largest settings file read; Claude Code's are a few KiB. */
export const MAX_SETTINGS_BYTES = 4 * 1024 * 1024;

/** Parses settings text (null: no file yet) into an object, or a UsageError naming the file and what is wrong. */
export function parseSettings(text: string | null, where: string): JsonObject {
  if (text === null || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const why = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new UsageError('settings.json', `${where}: not valid JSON (${why}); fix or move the file, nothing was written`);
  }
  if (!isObject(value)) throw new UsageError('settings.shape', `${where}: the settings must be a JSON object; nothing was written`);
  const hooks = value.hooks;
  if (hooks === undefined) return value;
  if (!isObject(hooks)) throw new UsageError('settings.shape', `${where}: hooks must be an object; nothing was written`);
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) throw new UsageError('settings.shape', `${where}: hooks.${event} must be an array; nothing was written`);
    groups.forEach((g, i) => {
      if (!isObject(g)) throw new UsageError('settings.shape', `${where}: hooks.${event}[${i}] must be an object; nothing was written`);
      if (g.hooks !== undefined && !Array.isArray(g.hooks)) {
        throw new UsageError('settings.shape', `${where}: hooks.${event}[${i}].hooks must be an array; nothing was written`);
      }
    });
  }
  return value;
}

/** The indent the file already uses (two spaces when it has none), so a merge does not reformat it. */
function indentOf(text: string | null): string {
  if (!text) return '  ';
  const nl = text.indexOf('\n');
  if (nl < 0) return '  ';
  let end = nl + 1;
  while (end < text.length && (text[end] === ' ' || text[end] === '\t')) end++;
  return end > nl + 1 ? text.slice(nl + 1, end) : '  ';
}

const render = (settings: JsonObject, before: string | null): string => `${JSON.stringify(settings, null, indentOf(before))}\n`;

const groupsOf = (settings: JsonObject, event: string): JsonObject[] => {
  const hooks = settings.hooks;
  return isObject(hooks) && Array.isArray(hooks[event]) ? (hooks[event] as JsonObject[]) : [];
};

const hooksOf = (group: JsonObject): JsonObject[] => (Array.isArray(group.hooks) ? (group.hooks as JsonObject[]) : []);

const ours = (h: unknown): boolean => isObject(h) && isJudgeHook(h.command);

/** The hook entry a spec stands for, key order fixed so an unchanged install compares equal. */
const hookEntry = (s: HookSpec): JsonObject => ({ type: 'command', command: s.command, timeout: s.timeout });

const sameJson = (a: Json, b: Json): boolean => JSON.stringify(a) === JSON.stringify(b);

/** true when the event holds exactly our hook for the spec, alone in a group with the spec's matcher. */
function installedAsSpec(settings: JsonObject, s: HookSpec): boolean {
  const found = groupsOf(settings, s.event).flatMap((g) =>
    hooksOf(g)
      .filter(ours)
      .map((h) => ({ g, h })),
  );
  if (found.length !== 1) return false;
  const { g, h } = found[0]!;
  return hooksOf(g).length === 1 && g.matcher === s.matcher && sameJson(h, hookEntry(s));
}

/**
 * Removes our hooks from every event. A group is dropped only when our hooks were all it
 * held, and an event (or `hooks` itself) only when it became empty here: what someone else
 * wrote stays, even an empty list of theirs.
 */
function removeOurs(settings: JsonObject): number {
  const hooks = settings.hooks;
  if (!isObject(hooks)) return 0;
  let removed = 0;
  for (const event of Object.keys(hooks)) {
    const groups = hooks[event] as JsonObject[];
    const kept: JsonObject[] = [];
    let touched = false;
    for (const g of groups) {
      const list = hooksOf(g);
      const rest = list.filter((h) => !ours(h));
      if (rest.length === list.length) {
        kept.push(g);
        continue;
      }
      removed += list.length - rest.length;
      touched = true;
      if (rest.length > 0) kept.push({ ...g, hooks: rest });
    }
    if (!touched) continue;
    if (kept.length > 0) hooks[event] = kept;
    else delete hooks[event];
  }
  if (removed > 0 && Object.keys(hooks).length === 0) delete settings.hooks;
  return removed;
}

function bareGateNotes(settings: JsonObject, where: string): string[] {
  const notes: string[] = [];
  const hooks = settings.hooks;
  if (!isObject(hooks)) return notes;
  for (const [event, groups] of Object.entries(hooks)) {
    (groups as JsonObject[]).forEach((g, i) => {
      hooksOf(g).forEach((h, j) => {
        if (isObject(h) && isBareGateHook(h.command)) {
          notes.push(
            `${where}: hooks.${event}[${i}].hooks[${j}] runs ${JSON.stringify(h.command)} directly: when judge cannot start it fails open. ` +
              'Remove it; the hook install wrote covers it.',
          );
        }
      });
    });
  }
  return notes;
}

/**
 * The settings with our hooks as `specs` say, everything else as it was. Idempotent: when the
 * file already holds exactly these hooks the text is returned unchanged.
 */
export function planInstall(before: string | null, where: string, specs: readonly HookSpec[]): SettingsPlan {
  const settings = parseSettings(before, where);
  const notes = bareGateNotes(settings, where);
  if (before !== null && specs.every((s) => installedAsSpec(settings, s))) return { after: before, changed: false, notes };
  removeOurs(settings);
  if (!isObject(settings.hooks)) settings.hooks = {};
  const hooks = settings.hooks as JsonObject;
  for (const s of specs) {
    const group: JsonObject = s.matcher === undefined ? { hooks: [hookEntry(s)] } : { matcher: s.matcher, hooks: [hookEntry(s)] };
    hooks[s.event] = [...((hooks[s.event] as Json[] | undefined) ?? []), group];
  }
  return { after: render(settings, before), changed: true, notes };
}

/** The settings without our hooks. Unchanged text (and `changed: false`) when there were none. */
export function planUninstall(before: string | null, where: string): SettingsPlan & { removed: number } {
  const settings = parseSettings(before, where);
  const removed = removeOurs(settings);
  if (removed === 0 || before === null) return { after: before ?? '', changed: false, notes: [], removed: 0 };
  return { after: render(settings, before), changed: true, notes: [], removed };
}

export interface FoundHook {
  event: string;
  /** Where in the file: `hooks.PreToolUse[0].hooks[1]`. */
  path: string;
  matcher: unknown;
  command: string;
  timeout: unknown;
}

/** Our hooks and the bare `judge gate claude-code` hooks in a parsed settings object (for judge doctor). */
export function findGateHooks(settings: JsonObject): { ours: FoundHook[]; bare: FoundHook[] } {
  const found = { ours: [] as FoundHook[], bare: [] as FoundHook[] };
  const hooks = settings.hooks;
  if (!isObject(hooks)) return found;
  for (const [event, groups] of Object.entries(hooks)) {
    (groups as JsonObject[]).forEach((g, i) => {
      hooksOf(g).forEach((h, j) => {
        if (!isObject(h) || typeof h.command !== 'string') return;
        const hit: FoundHook = {
          event,
          path: `hooks.${event}[${i}].hooks[${j}]`,
          matcher: g.matcher,
          command: h.command,
          timeout: h.timeout,
        };
        if (isJudgeHook(h.command)) found.ours.push(hit);
        else if (isBareGateHook(h.command)) found.bare.push(hit);
      });
    });
  }
  return found;
}

/** A PreToolUse matcher that covers every tool: `*`, empty or absent (Claude Code's "match all"). */
export const matchesAllTools = (matcher: unknown): boolean => matcher === undefined || matcher === '' || matcher === '*';

/**
 * A line diff of two texts (longest common subsequence), `-`/`+`/` ` prefixed, for --dry-run.
 * Settings files are small; past MAX_DIFF_LINES a side the whole of each is shown instead.
 */
export const MAX_DIFF_LINES = 2000;

export function lineDiff(before: string, after: string): string {
  const a = before === '' ? [] : before.replace(/\n$/, '').split('\n');
  const b = after === '' ? [] : after.replace(/\n$/, '').split('\n');
  if (a.length > MAX_DIFF_LINES || b.length > MAX_DIFF_LINES) return [...a.map((l) => `-${l}`), ...b.map((l) => `+${l}`)].join('\n') + '\n';
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(` ${a[i++]}`);
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      out.push(`+${b[j++]}`);
    } else {
      out.push(`-${a[i++]}`);
    }
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}
