import { execFileSync } from 'node:child_process';
/** init, keys, session start/status/close and the store-not-initialised exit, end to end. */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attestArgs, cli, judge, receiptsOf, workspace, type Workspace } from '../helpers/store-cli.js';

let ws: Workspace;
beforeAll(async () => {
  await cli();
  ws = workspace();
});
afterAll(() => ws.cleanup());

describe('store commands', () => {
  it('without a store, store commands and --attest exit 5 telling you to run judge init', async () => {
    for (const args of [['session', 'start'], ['verify', 'last'], ['log'], ['keys', 'list'], attestArgs('ls')]) {
      const r = await judge(ws, args);
      expect(r.code, args.join(' ')).toBe(5);
      expect(r.stderr, args.join(' ')).toContain('judge init');
    }
  });

  it('init creates a private store with the system key; a second init changes nothing', async () => {
    const r = await judge(ws, ['init']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/system key ed25519:[0-9a-f]{32}/);
    const dir = join(ws.dir, '.judge');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
    expect(statSync(join(dir, 'keys', `${config.keyid}.key`)).mode & 0o777).toBe(0o600);
    // `git add .` in the workspace never stages the store (keys, states): checked with real git.
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toContain('*');
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: ws.dir, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' } });
    git('init', '-q');
    writeFileSync(join(ws.dir, 'app.txt'), 'x');
    git('add', '.');
    expect(git('diff', '--cached', '--name-only').trim().split('\n')).toEqual(['app.txt']);
    const again = await judge(ws, ['init']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already initialised');
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))).toEqual(config);
    const keys = await judge(ws, ['keys', 'list', '--format', 'json']);
    expect(JSON.parse(keys.stdout).keys).toEqual([{ keyid: config.keyid, uri: 'system://judge', private_key: 'store (system key)' }]);
    const exported = JSON.parse((await judge(ws, ['keys', 'export', 'system://judge'])).stdout);
    expect(exported).toEqual({ keys: [expect.objectContaining({ keyid: config.keyid, uri: 'system://judge', alg: 'ed25519' })] });
    expect(JSON.parse((await judge(ws, ['keys', 'export'])).stdout)).toEqual(exported);
    expect((await judge(ws, ['keys', 'export', 'human://nobody'])).code).toBe(2);
  });

  it('JUDGE_HOME names the store wherever the command runs', async () => {
    const home = join(ws.home, 'elsewhere-store');
    expect((await judge(ws, ['init'], { JUDGE_HOME: home })).code).toBe(0);
    expect(existsSync(join(home, 'config.json'))).toBe(true);
    const r = await judge(ws, attestArgs('ls'), { JUDGE_HOME: home }, ws.home);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(join(home, 'receipts'))).toHaveLength(3);
  });

  it('a store is found from a subfolder of the workspace', async () => {
    const sub = join(ws.dir, 'src', 'deep');
    mkdirSync(sub, { recursive: true });
    const r = await judge(ws, ['verify', 'last'], {}, sub);
    expect(r.stderr).not.toContain('judge init');
  });

  it('session start / status / close writes a package; status and close without a session are clear', async () => {
    const none = await judge(ws, ['session', 'status']);
    expect(none.stdout).toContain('no active session');
    expect((await judge(ws, ['session', 'list'])).stdout).toContain('no sessions');
    const start = JSON.parse((await judge(ws, ['session', 'start', '--format', 'json'])).stdout);
    const listed = JSON.parse((await judge(ws, ['session', 'list', '--format', 'json'])).stdout);
    expect(listed.sessions).toEqual([
      expect.objectContaining({ session: start.session, status: 'open', current: true, count: 0, open_escalations: 0 }),
    ]);
    expect(start.session).toMatch(/^ses_[0-9a-f]{32}$/);
    const second = await judge(ws, ['session', 'start']);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(start.session);
    const ids = receiptsOf((await judge(ws, attestArgs('ls'))).stdout);
    const status = JSON.parse((await judge(ws, ['session', 'status', '--format', 'json'])).stdout);
    expect(status).toMatchObject({ session: start.session, status: 'open', count: 3, head: ids[2], by_kind: { 'judgement.v1': 3 } });
    // A destination that cannot take a package: the session closes, the message says how to retry.
    const busy = join(ws.home, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'something.txt'), 'x');
    const refused = await judge(ws, ['session', 'close', '--out', busy]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`judge session close --session ${start.session}`);
    expect((await judge(ws, ['session', 'status'])).stdout).toContain('no active session');
    const out = join(ws.home, 'pkg');
    const close = await judge(ws, ['session', 'close', '--session', start.session, '--out', out]);
    expect(close.code, close.stderr).toBe(0);
    expect(close.stdout).toContain(`session ${start.session} closed`);
    expect(readdirSync(out).sort()).toEqual(['close.json', 'keys', 'receipts.jsonl']);
    expect(readFileSync(join(out, 'receipts.jsonl'), 'utf8').trimEnd().split('\n')).toHaveLength(3);
    // What `keys export` prints is a trust file as is; so is one key object a line (older exports).
    const exported = (await judge(ws, ['keys', 'export'])).stdout;
    for (const [name, text] of [
      ['trust.json', exported],
      [
        'trust.jsonl',
        JSON.parse(exported)
          .keys.map((k: unknown) => `${JSON.stringify(k)}\n`)
          .join(''),
      ],
    ] as const) {
      writeFileSync(join(ws.home, name), text);
      const v = await judge(ws, ['package', 'verify', out, '--trust', join(ws.home, name)]);
      expect(v.code, v.stdout + v.stderr).toBe(0);
      expect(v.stdout).toContain('trust pins for system://judge');
    }
    expect((await judge(ws, ['session', 'status'])).stdout).toContain('no active session');
    const closedStatus = JSON.parse((await judge(ws, ['session', 'status', '--session', start.session, '--format', 'json'])).stdout);
    expect(closedStatus.status).toBe('closed');
    expect((await judge(ws, ['session', 'list'])).stdout).toMatch(new RegExp(`${start.session}  closed .* 3 receipts, 0 open`));
    expect((await judge(ws, ['session', 'close'])).code).toBe(2);
    // after the close, attests are loose again
    const loose = await judge(ws, attestArgs('ls'));
    expect(JSON.parse(loose.stdout).session).toBeNull();
  });
});
