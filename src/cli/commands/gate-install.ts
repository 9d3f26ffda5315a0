/**
 * `judge gate install claude-code` and `judge gate uninstall claude-code`: put the judge hooks
 * into Claude Code's settings.json (or take them out), by absolute path and wrapped so that a
 * judge that cannot answer refuses the call, blocks the result or the prompt
 * (src/gate/wrapper.ts, docs/claude-code.md).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { ExitCode, UsageError } from '../../errors.js';
import { writeFileAtomic } from '../../fs/atomic.js';
import { lineDiff, MAX_SETTINGS_BYTES, planInstall, planUninstall, type HookSpec, type SettingsPlan } from '../../gate/install.js';
import {
  answeringCommand,
  DEFAULT_HOOK_TIMEOUT,
  MAX_HOOK_TIMEOUT,
  MIN_HOOK_TIMEOUT,
  preToolUseCommand,
  sessionEndCommand,
  type HookTarget,
} from '../../gate/wrapper.js';
import type { Io } from '../io.js';

export interface InstallOptions {
  action: 'install' | 'uninstall';
  agent: string;
  project?: boolean;
  user?: boolean;
  workspace?: string;
  dryRun?: boolean;
  timeout?: string;
}

/** The settings file the flags name: the project's (default) or the user's. */
export function settingsPathFor(opts: { user?: boolean; project?: boolean; workspace?: string }, io: Io): string {
  if (opts.user && opts.project) throw new UsageError('flag.conflict', '--project and --user: choose one');
  if (opts.user) {
    const dir = userClaudeDir(io.env);
    if (!dir) throw new UsageError('env.home', '--user: neither CLAUDE_CONFIG_DIR nor HOME is set to an absolute path');
    return join(dir, 'settings.json');
  }
  return join(resolve(io.cwd, opts.workspace ?? '.'), '.claude', 'settings.json');
}

/** Claude Code's user folder: CLAUDE_CONFIG_DIR when set (as Claude Code reads it), else ~/.claude; null when neither is absolute. */
export function userClaudeDir(env: NodeJS.ProcessEnv): string | null {
  const dir = env.CLAUDE_CONFIG_DIR;
  if (dir && isAbsolute(dir)) return dir;
  return env.HOME && isAbsolute(env.HOME) ? join(env.HOME, '.claude') : null;
}

/** This judge: the node running it and the package's bin/judge, both absolute and real. */
export function thisJudge(): HookTarget {
  const script = process.argv[1];
  if (!script) throw new UsageError('judge.path', 'cannot tell where this judge is installed (no script path)');
  const judge = realpathSync(script);
  if (!existsSync(join(dirname(judge), 'load.cjs'))) {
    throw new UsageError(
      'judge.path',
      `${judge} is not the judge package's bin/judge; run install with the judge you want the hook to use`,
    );
  }
  return { node: realpathSync(process.execPath), judge };
}

function hookTimeoutOf(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_HOOK_TIMEOUT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < MIN_HOOK_TIMEOUT || n > MAX_HOOK_TIMEOUT) {
    throw new UsageError(
      'flag.timeout',
      `--timeout: ${JSON.stringify(raw)} is not a whole number of seconds in ${MIN_HOOK_TIMEOUT}..${MAX_HOOK_TIMEOUT}`,
    );
  }
  return n;
}

/** The hooks install writes. */
export function hookSpecs(target: HookTarget, timeout: number): HookSpec[] {
  return [
    { event: 'PreToolUse', matcher: '*', command: preToolUseCommand(target, timeout), timeout },
    // What the model reads: every tool's result, and each prompt (docs/content.md).
    { event: 'PostToolUse', matcher: '*', command: answeringCommand('PostToolUse', target, timeout), timeout },
    { event: 'UserPromptSubmit', command: answeringCommand('UserPromptSubmit', target, timeout), timeout },
    { event: 'SessionEnd', command: sessionEndCommand(target), timeout },
  ];
}

/** The file's text (null when it does not exist), following a symlink to the file it names. */
export function readSettings(path: string): { text: string | null; real: string; mode: number | null } {
  let real = path;
  try {
    real = realpathSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { text: null, real: path, mode: null };
    throw new UsageError('settings.unreadable', `${path}: cannot be read (${(err as Error).message})`);
  }
  let st: Stats;
  try {
    st = statSync(real);
  } catch (err) {
    throw new UsageError('settings.unreadable', `${path}: cannot be read (${(err as Error).message})`);
  }
  if (!st.isFile()) throw new UsageError('settings.unreadable', `${path}: not a regular file`);
  if (st.size > MAX_SETTINGS_BYTES) throw new UsageError('settings.too-large', `${path}: larger than ${MAX_SETTINGS_BYTES} bytes`);
  try {
    return { text: readFileSync(real, 'utf8'), real, mode: st.mode & 0o7777 };
  } catch (err) {
    throw new UsageError('settings.unreadable', `${path}: cannot be read (${(err as Error).message})`);
  }
}

export async function run(opts: InstallOptions, io: Io): Promise<number> {
  if (opts.agent !== 'claude-code')
    throw new UsageError('gate.agent', `${opts.action}: unknown agent ${JSON.stringify(opts.agent)}; the one gate there is: claude-code`);
  const path = settingsPathFor(opts, io);
  const file = readSettings(path);
  let plan: SettingsPlan;
  let target: HookTarget | undefined;
  if (opts.action === 'install') {
    target = thisJudge();
    plan = planInstall(file.text, path, hookSpecs(target, hookTimeoutOf(opts.timeout)));
  } else {
    plan = planUninstall(file.text, path);
  }
  for (const note of plan.notes) io.stderr.write(`judge: note: ${note}\n`);

  if (opts.dryRun) {
    io.stdout.write(`# ${path} after ${opts.action}${plan.changed ? '' : ' (unchanged)'}:\n${plan.after}`);
    io.stdout.write(`# diff:\n--- ${path}\n+++ ${path}\n${plan.changed ? lineDiff(file.text ?? '', plan.after) : ''}`);
    return ExitCode.ok;
  }
  if (!plan.changed) {
    io.stdout.write(
      opts.action === 'install'
        ? `the judge hook is already installed in ${path}; nothing changed\n`
        : `no judge hook in ${path}; nothing changed\n`,
    );
    return ExitCode.ok;
  }
  mkdirSync(dirname(file.real), { recursive: true });
  try {
    writeFileAtomic(file.real, plan.after, file.mode ?? 0o644);
    // The temp file's mode went through the umask: give the file back the mode it had.
    if (file.mode !== null) chmodSync(file.real, file.mode);
  } catch (err) {
    throw new UsageError('settings.write', `${path}: cannot be written (${(err as Error).message})`);
  }
  if (opts.action === 'install') {
    io.stdout.write(
      `installed the judge hook in ${path} (PreToolUse and PostToolUse: every tool; UserPromptSubmit; SessionEnd)\n` +
        `  node:  ${target!.node}\n  judge: ${target!.judge}\n` +
        'A judge that cannot start or answer now refuses the call. Check the install: judge doctor\n',
    );
  } else {
    io.stdout.write(`removed the judge hook from ${path}\n`);
  }
  return ExitCode.ok;
}
