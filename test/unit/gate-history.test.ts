import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { StoreError } from '../../src/errors.js';
import '../helpers/errors.js';
import { appendHistory, HISTORY_WRITE_BUDGET, historyDir, historyPath, readHistory } from '../../src/call/history.js';
import { tempDir } from '../helpers/cli.js';

let dir: string;
let path: string;
beforeEach(() => {
  dir = join(tempDir('judge-gate-history-'), 'gate');
  path = historyPath(dir, 'session-1');
});

describe('where histories live', () => {
  it('in the store when there is one', () => {
    expect(historyDir('/w/.judge', { XDG_STATE_HOME: '/s', HOME: '/h' })).toBe('/w/.judge/gate');
  });
  it('else under XDG_STATE_HOME, else ~/.local/state', () => {
    expect(historyDir(null, { XDG_STATE_HOME: '/s', HOME: '/h' })).toBe('/s/judge/gate');
    expect(historyDir(null, { HOME: '/h' })).toBe('/h/.local/state/judge/gate');
    // A relative XDG_STATE_HOME is invalid by the XDG spec and ignored.
    expect(historyDir(null, { XDG_STATE_HOME: 'rel', HOME: '/h' })).toBe('/h/.local/state/judge/gate');
  });
  it('one file per session, named by the sha256 of the session id (no path from the id)', () => {
    expect(historyPath('/d', 'abc')).toBe('/d/ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.json');
    expect(historyPath('/d', '../../etc/passwd')).toMatch(/^\/d\/[0-9a-f]{64}\.json$/);
    expect(historyPath('/d', 'a')).not.toBe(historyPath('/d', 'b'));
  });
});

describe('readHistory', () => {
  it('a missing file is an empty history with no problem', () => {
    expect(readHistory(path)).toEqual({ calls: [] });
  });
  it.each([
    ['not JSON', '{"version":1,"calls":['],
    ['wrong version', '{"version":2,"calls":[]}'],
    ['calls not a list', '{"version":1,"calls":{}}'],
    ['a call that is not an object', '{"version":1,"calls":[1]}'],
    ['an array', '[]'],
  ])('%s: empty, with the problem named', (_n, text) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, text);
    const r = readHistory(path);
    expect(r.calls).toEqual([]);
    expect(r.problem).toContain(path);
  });
  it('a folder where the file should be is a problem, not a crash', () => {
    mkdirSync(path, { recursive: true });
    expect(readHistory(path).problem).toMatch(/not a regular file/);
  });
});

describe('appendHistory', () => {
  it('creates the folder (0700) and the file (0600), and keeps calls in order', async () => {
    await appendHistory(path, { tool: 'Bash', n: 1 }, dir);
    await appendHistory(path, { tool: 'Bash', n: 2 }, dir);
    expect(readHistory(path)).toEqual({
      calls: [
        { tool: 'Bash', n: 1 },
        { tool: 'Bash', n: 2 },
      ],
    });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
  it('keeps the last 8', async () => {
    for (let n = 1; n <= 12; n++) await appendHistory(path, { n }, dir);
    expect(readHistory(path).calls.map((c) => c.n)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });
  it('replaces a corrupt file and says so', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, 'garbage');
    expect(await appendHistory(path, { n: 1 }, dir)).toEqual({ replacedCorrupt: true });
    expect(readHistory(path)).toEqual({ calls: [{ n: 1 }] });
  });
  it('drops the oldest facts to stay under its size budget, never the newest', async () => {
    const big = 'x'.repeat(HISTORY_WRITE_BUDGET / 3);
    for (let n = 1; n <= 4; n++) await appendHistory(path, { n, big }, dir);
    expect(readHistory(path).calls.map((c) => c.n)).toEqual([3, 4]);
    expect(readFileSync(path).length).toBeLessThan(HISTORY_WRITE_BUDGET);
  });
  it('waits for a lock held by a live process, and fails with a named error when it stays held', async () => {
    mkdirSync(dir, { recursive: true });
    // Our own pid: alive, so the lock is not stale and must not be taken over.
    writeFileSync(`${path}.lock`, `${process.pid} - held\n`);
    const started = Date.now();
    await expect(appendHistory(path, { n: 1 }, dir)).rejects.toThrowJudgeError(StoreError, 'store.locked');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(readHistory(path).calls).toEqual([]);
  });
  it('takes over a lock left by a dead process', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${path}.lock`, '2147483646 - dead\n');
    await appendHistory(path, { n: 1 }, dir);
    expect(readHistory(path).calls).toEqual([{ n: 1 }]);
  });
});
