/**
 * The pure parts of `judge gate install`: quoting the paths into the hook command and reading
 * them back (against a real /bin/sh), recognising our hooks, the settings merge and the diff.
 */
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import {
  findGateHooks,
  lineDiff,
  matchesAllTools,
  parseSettings,
  planInstall,
  planUninstall,
  type HookSpec,
} from '../../src/gate/install.js';
import {
  deadlineFor,
  HOOK_MARK,
  isBareGateHook,
  isJudgeHook,
  parseJudgeHook,
  preToolUseCommand,
  sessionEndCommand,
  shQuote,
  shWords,
} from '../../src/gate/wrapper.js';

const target = { node: '/opt/node 20/bin/node', judge: "/home/o'brien/judge/bin/judge" };
const specs = (t = target): HookSpec[] => [
  { event: 'PreToolUse', matcher: '*', command: preToolUseCommand(t, 60), timeout: 60 },
  { event: 'SessionEnd', command: sessionEndCommand(t), timeout: 60 },
];

describe('hook command', () => {
  it('carries the paths quoted so sh reads them back exactly (spaces, quotes)', () => {
    const cmd = preToolUseCommand(target);
    const parsed = parseJudgeHook(cmd)!;
    expect(parsed.target).toEqual(target);
    // The same words as a real sh sees them: replace the script with one that prints its arguments.
    const probe = `/bin/sh -c ${shQuote('printf "%s\\n" "$0" "$1" "$2"')} ${HOOK_MARK} ${shQuote(target.node)} ${shQuote(target.judge)}`;
    const r = spawnSync('/bin/sh', ['-c', probe], { encoding: 'utf8' });
    expect(r.stdout.split('\n').slice(0, 3)).toEqual([HOOK_MARK, target.node, target.judge]);
  });

  it('shWords(shQuote(s)) is [s] for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(shWords(shQuote(s))).toEqual([s]);
      }),
    );
  });

  it('shWords refuses an unterminated quote instead of guessing', () => {
    expect(shWords("a 'b")).toBeNull();
    expect(shWords('a "b')).toBeNull();
    expect(shWords('a "b\\"c" d\\ e')).toEqual(['a', 'b"c', 'd e']);
  });

  it('the deadline stays below the hook timeout', () => {
    for (const t of [2, 3, 10, 60, 600, 3600]) {
      expect(deadlineFor(t)).toBeLessThan(t);
      expect(deadlineFor(t)).toBeGreaterThanOrEqual(1);
    }
    expect(preToolUseCommand(target, 60)).toContain('sleep 54 ');
  });

  it('recognises our hooks by the mark, and bare `judge gate claude-code` hooks apart from them', () => {
    expect(isJudgeHook(preToolUseCommand(target))).toBe(true);
    expect(isJudgeHook(sessionEndCommand(target))).toBe(true);
    expect(isJudgeHook('echo judge-gate-hooks')).toBe(false);
    expect(isJudgeHook(42)).toBe(false);
    expect(isBareGateHook('judge gate claude-code')).toBe(true);
    expect(isBareGateHook('/usr/local/bin/judge gate claude-code')).toBe(true);
    expect(isBareGateHook(preToolUseCommand(target))).toBe(false);
    expect(isBareGateHook('my-linter gate claude-code')).toBe(false);
  });
});

describe('settings merge', () => {
  it('install into nothing, then again: the second changes nothing', () => {
    const first = planInstall(null, 's.json', specs());
    expect(first.changed).toBe(true);
    const again = planInstall(first.after, 's.json', specs());
    expect(again).toEqual({ after: first.after, changed: false, notes: [] });
    const found = findGateHooks(JSON.parse(first.after));
    expect(found.ours.map((h) => [h.event, h.matcher])).toEqual([
      ['PreToolUse', '*'],
      ['SessionEnd', undefined],
    ]);
  });

  it('a changed path or timeout replaces our hooks in place of adding more', () => {
    const first = planInstall(null, 's.json', specs()).after;
    const moved = planInstall(first, 's.json', specs({ ...target, judge: '/elsewhere/bin/judge' }));
    expect(moved.changed).toBe(true);
    const found = findGateHooks(JSON.parse(moved.after)).ours;
    expect(found).toHaveLength(2);
    expect(found.every((h) => h.command.includes('/elsewhere/bin/judge'))).toBe(true);
  });

  it('uninstall restores exactly what was there; with nothing of ours it changes nothing', () => {
    const theirs = `${JSON.stringify({ a: 1, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'x' }] }], Stop: [] } }, null, '\t')}\n`;
    const installed = planInstall(theirs, 's.json', specs()).after;
    expect(installed).toMatch(/\n\t"a": 1/);
    const removed = planUninstall(installed, 's.json');
    expect(removed.removed).toBe(2);
    expect(removed.after).toBe(theirs);
    expect(planUninstall(theirs, 's.json')).toMatchObject({ changed: false, after: theirs });
  });

  it('what is not settings is a UsageError naming the file and the JSON path', () => {
    const bad = (text: string) => {
      try {
        parseSettings(text, '/p/.claude/settings.json');
      } catch (err) {
        expect(err).toBeInstanceOf(UsageError);
        return (err as UsageError).message;
      }
      throw new Error('no error');
    };
    expect(bad('{')).toMatch(/^\/p\/\.claude\/settings\.json: not valid JSON/);
    expect(bad('"x"')).toMatch(/must be a JSON object/);
    expect(bad('{"hooks":[]}')).toMatch(/hooks must be an object/);
    expect(bad('{"hooks":{"PreToolUse":[1]}}')).toMatch(/hooks\.PreToolUse\[0\] must be an object/);
    expect(bad('{"hooks":{"PreToolUse":[{"hooks":{}}]}}')).toMatch(/hooks\.PreToolUse\[0\]\.hooks must be an array/);
    expect(parseSettings('  \n', 'x')).toEqual({});
  });

  it('matchers that cover every tool', () => {
    expect([undefined, '', '*'].every(matchesAllTools)).toBe(true);
    expect(['Bash', 'Bash|Write', '.*x'].some(matchesAllTools)).toBe(false);
  });
});

describe('lineDiff', () => {
  it('marks kept, removed and added lines', () => {
    expect(lineDiff('a\nb\nc\n', 'a\nc\nd\n')).toBe(' a\n-b\n c\n+d\n');
    expect(lineDiff('', 'x\n')).toBe('+x\n');
    expect(lineDiff('x\n', 'x\n')).toBe(' x\n');
  });

  it('applying the diff to the old text gives the new one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', '{', '}'), { maxLength: 30 }),
        fc.array(fc.constantFrom('a', 'b', 'c', '{', '}'), { maxLength: 30 }),
        (a, b) => {
          const before = a.map((l) => `${l}\n`).join('');
          const after = b.map((l) => `${l}\n`).join('');
          const lines = lineDiff(before, after)
            .split('\n')
            .filter((l) => l !== '');
          expect(lines.filter((l) => l[0] !== '+').map((l) => l.slice(1))).toEqual(a);
          expect(lines.filter((l) => l[0] !== '-').map((l) => l.slice(1))).toEqual(b);
        },
      ),
    );
  });
});
