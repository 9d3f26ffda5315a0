/**
 * examples/claude-code: the settings snippet's hook command, run the way Claude Code runs it
 * (a shell command line, the event on stdin, CLAUDE_PROJECT_DIR set), with `judge` on PATH.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, JUDGE_BIN, ROOT, tempDir } from '../helpers/cli.js';

interface Settings {
  hooks: { PreToolUse: Array<{ matcher: string; hooks: Array<{ type: string; command: string; timeout?: number }> }> };
}
const settings = JSON.parse(readFileSync(join(ROOT, 'examples', 'claude-code', 'settings.json'), 'utf8')) as Settings;

let home: string;
let ws: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  home = tempDir('judge-example-cc-');
  ws = join(home, 'project');
  mkdirSync(join(home, 'bin'), { recursive: true });
  mkdirSync(ws);
  symlinkSync(JUDGE_BIN, join(home, 'bin', 'judge'));
  const base = cleanEnv(home);
  env = { ...base, PATH: `${join(home, 'bin')}:${base.PATH}`, CLAUDE_PROJECT_DIR: ws };
});

function runHook(command: string, eventFile: string) {
  const event = readFileSync(join(ROOT, 'examples', 'claude-code', 'events', eventFile), 'utf8');
  return spawnSync('/bin/sh', ['-c', command], { cwd: ws, env, input: event, encoding: 'utf8' });
}

describe('examples/claude-code/settings.json', () => {
  it('registers one PreToolUse command hook for every tool', () => {
    const entries = settings.hooks.PreToolUse;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.matcher).toBe('*');
    expect(entries[0]!.hooks).toEqual([{ type: 'command', command: 'judge gate claude-code', timeout: 30 }]);
  });

  it('its command answers a sample event in the hook protocol (exit 0, PreToolUse JSON)', () => {
    const { command } = settings.hooks.PreToolUse[0]!.hooks[0]!;
    const allowed = runHook(command, 'bash-ls.json');
    expect(allowed.status).toBe(0);
    // An allow leaves the call to Claude Code's own permission rules: no decision.
    expect(JSON.parse(allowed.stdout)).toEqual({});
    const refused = runHook(command, 'bash-rm-home.json');
    expect(refused.status).toBe(0);
    expect(JSON.parse(refused.stdout).hookSpecificOutput).toMatchObject({ hookEventName: 'PreToolUse', permissionDecision: 'deny' });
  });
});
