import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  renameSync,
  unlinkSync,
  utimesSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../helpers/errors.js';
import { streamInput } from '../../src/cli/io.js';
import { publicKeyOf } from '../../src/crypto/ed25519.js';
import { keyIdOf } from '../../src/crypto/ids.js';
import { StoreError, UsageError } from '../../src/errors.js';
import { acquireLock, withLock } from '../../src/store/lock.js';
import { readPassphrase } from '../../src/store/passphrase.js';
import {
  assertOutsideWorkspace,
  createUserKey,
  listUserKeys,
  openUserKey,
  readUserKeyFile,
  sealUserKey,
  userKeysDir,
  type UserKeyFile,
} from '../../src/store/userkeys.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'judge-keys-unit-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const FAST = { N: 2 ** 15, r: 8, p: 1 } as const;
const seed = new Uint8Array(32).fill(3);

describe('personal keys: scrypt → AES-256-GCM', () => {
  it('seals and opens; the key id is derived from the public key', () => {
    const f = sealUserKey(seed, 'human://alice', 'correct horse', FAST);
    expect(f.keyid).toBe(keyIdOf(publicKeyOf(seed)));
    expect(f.kdf).toMatchObject({ name: 'scrypt', N: 2 ** 15, r: 8, p: 1 });
    expect(JSON.stringify(f)).not.toContain(Buffer.from(seed).toString('base64'));
    const k = openUserKey(f, 'correct horse', 'test');
    expect(Buffer.from(k.seed)).toEqual(Buffer.from(seed));
    expect(k.uri).toBe('human://alice');
  });
  it('a wrong passphrase, or a file edited to claim another URI, does not open', () => {
    const f = sealUserKey(seed, 'human://alice', 'correct horse', FAST);
    expect(() => openUserKey(f, 'wrong horse', 'test')).toThrowJudgeError(StoreError, 'key.passphrase');
    expect(() => openUserKey({ ...f, uri: 'human://mallory' }, 'correct horse', 'test')).toThrowJudgeError(StoreError, 'key.passphrase');
  });
  it('refuses KDF parameters outside the bounds (a crafted file cannot ask for gigabytes or too little work)', () => {
    const f = sealUserKey(seed, 'human://alice', 'correct horse', FAST);
    for (const kdf of [{ N: 2 ** 10 }, { N: 2 ** 24 }, { N: 3 * 2 ** 15 }, { r: 1 }, { p: 4 }]) {
      expect(
        () => openUserKey({ ...f, kdf: { ...f.kdf, ...kdf } } as UserKeyFile, 'correct horse', 'x'),
        JSON.stringify(kdf),
      ).toThrowJudgeError(StoreError, 'key.corrupt');
    }
  });
  it('createUserKey writes 0600 in a 0700 folder, refuses a second key for the URI and short passphrases', () => {
    const keys = join(dir, 'keys');
    expect(() => createUserKey(keys, 'human://alice', 'short')).toThrowJudgeError(UsageError, 'passphrase.short');
    const { path, file } = createUserKey(keys, 'human://alice', 'a long passphrase');
    expect(file.kdf.N).toBe(2 ** 17);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(keys).mode & 0o777).toBe(0o700);
    expect(listUserKeys(keys).map((k) => k.file.uri)).toEqual(['human://alice']);
    expect(() => createUserKey(keys, 'human://alice', 'a long passphrase')).toThrowJudgeError(UsageError, 'keys.exists');
    chmodSync(path, 0o604);
    expect(() => readUserKeyFile(path)).toThrow(
      expect.objectContaining({ code: 'key.permissions', message: expect.stringContaining(`chmod 600 ${path}`) }),
    );
  });
  it('the key folder: JUDGE_USER_KEYS, else XDG_CONFIG_HOME, else ~/.config; never inside the workspace', () => {
    expect(userKeysDir({ JUDGE_USER_KEYS: '/k', XDG_CONFIG_HOME: '/x', HOME: '/h' })).toBe('/k');
    expect(userKeysDir({ XDG_CONFIG_HOME: '/x', HOME: '/h' })).toBe('/x/judge/keys');
    expect(userKeysDir({ HOME: '/h' })).toBe('/h/.config/judge/keys');
    expect(() => assertOutsideWorkspace('/w/sub/keys', '/w')).toThrowJudgeError(UsageError, 'keys.inside-workspace');
    expect(() => assertOutsideWorkspace('/w', '/w')).toThrowJudgeError(UsageError, 'keys.inside-workspace');
    expect(() => assertOutsideWorkspace('/home/u/.config/judge/keys', '/w')).not.toThrow();
    expect(() => assertOutsideWorkspace('/w2/keys', '/w')).not.toThrow();
  });
  it('passphrase from JUDGE_PASSPHRASE_FILE (one trailing newline dropped); none without a terminal', async () => {
    const file = join(dir, 'pp');
    writeFileSync(file, 'pass phrase  \n', { mode: 0o600 });
    const io = { env: { JUDGE_PASSPHRASE_FILE: file }, stdin: streamInput(new PassThrough()), stderr: process.stderr };
    expect(await readPassphrase(io, 'p: ')).toBe('pass phrase  ');
    // Readable by others: refused like a key or token file, before a byte of it is used.
    chmodSync(file, 0o644);
    await expect(readPassphrase(io, 'p: ')).rejects.toMatchObject({ kind: 'usage', code: 'passphrase.permissions' });
    chmodSync(file, 0o640);
    await expect(readPassphrase(io, 'p: ')).rejects.toMatchObject({ kind: 'usage', code: 'passphrase.permissions' });
    const noTty = { env: {}, stdin: streamInput(new PassThrough()), stderr: process.stderr };
    await expect(readPassphrase(noTty, 'p: ')).rejects.toThrowJudgeError(UsageError, 'passphrase.unavailable');
  });
});

describe('the session lock', () => {
  it('excludes: a second acquirer waits for the release', async () => {
    const path = join(dir, 'lock');
    const order: string[] = [];
    const a = await acquireLock(path);
    const b = withLock(path, () => order.push('b'));
    await new Promise((r) => setTimeout(r, 50));
    order.push('a-release');
    a.release();
    await b;
    expect(order).toEqual(['a-release', 'b']);
    expect(existsSync(path)).toBe(false);
  });
  it('takes over the lock of a dead holder', async () => {
    const path = join(dir, 'lock');
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(child.stdout);
    writeFileSync(path, `${deadPid} - deadbeef\n`);
    // A wait for the holder would end in store.locked: taking over is the only way to succeed.
    await withLock(path, () => undefined, 5000);
  });
  it('takes over an empty lock file only once it is old (its creator died before writing)', async () => {
    const path = join(dir, 'lock');
    writeFileSync(path, '');
    await expect(acquireLock(path, 300)).rejects.toBeInstanceOf(StoreError);
    const old = (Date.now() - 10_000) / 1000;
    utimesSync(path, old, old);
    await withLock(path, () => undefined, 2000);
  });
  it('waits for a live holder, then fails with store.locked naming the file', async () => {
    const path = join(dir, 'lock');
    writeFileSync(path, `${process.pid} - cafe\n`);
    await expect(acquireLock(path, 200)).rejects.toMatchObject({ code: 'store.locked', message: expect.stringContaining(path) });
    expect(readFileSync(path, 'utf8')).toBe(`${process.pid} - cafe\n`);
  });
  it('a queue that keeps moving resets the wait: only one holder keeping the lock too long fails', async () => {
    const path = join(dir, 'lock');
    writeFileSync(path, `${process.pid} - holder1\n`);
    const t = Date.now();
    // Each holder keeps it for less than the wait, with room for a busy machine's late timers.
    const waiting = withLock(path, () => Date.now() - t, 2000);
    await new Promise((r) => setTimeout(r, 1200));
    writeFileSync(`${path}.next`, `${process.pid} - holder2\n`);
    renameSync(`${path}.next`, path); // another process took its turn
    await new Promise((r) => setTimeout(r, 1200));
    unlinkSync(path);
    expect(await waiting).toBeGreaterThan(2000);
  });
  it('treats a recycled pid (same pid, other start time) as dead', async () => {
    const path = join(dir, 'lock');
    writeFileSync(path, `${process.pid} 1 cafe\n`);
    await withLock(path, () => undefined, 2000);
  });
});
