/**
 * The resident gate's pieces that need no process (docs/gate-agent.md): which requests the agent
 * hands back, which answers the hook accepts, and the hook's stdin bound against the gate's limits.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MAX_EVENT_BYTES } from '../../src/gate/event.js';
import { MAX_CONTENT_EVENT_BYTES } from '../../src/gate/post-tool-use-sniff.js';
import { prereadInput } from '../../src/cli/gate-agent-io.js';
import { checkRequest, ownIdentity, type Identity } from '../../src/cli/gate-agent-serve.js';
import type { Input } from '../../src/cli/io.js';
import { frame, parseFrame, PROTOCOL } from '../../src/cli/gate-agent-wire.js';

const client = createRequire(import.meta.url)('../../bin/agent-client.cjs') as {
  answerOf(bytes: Buffer, build: string): { stdout: string; stderr: string; code: number } | null;
  frame(value: unknown): Buffer;
  identity(): Identity & { cwd: string };
  MAX_STDIN_BYTES: number;
  PROTOCOL: number;
};

const request = (over: Record<string, unknown> = {}) => ({
  v: PROTOCOL,
  build: 'b1',
  node: process.version,
  cwd: '/tmp',
  env: { HOME: '/home/u', PATH: '/bin' },
  umask: 0o22,
  id: { ...own, cwd: '2049:12' },
  deadline: Date.now() + 4000,
  stdin: Buffer.from('{}').toString('base64'),
  ...over,
});
const startup = JSON.stringify([]);
const CONFINED = 'NoNewPrivs=0 Seccomp=0 CapEff=0000000000000000 CapPrm=0000000000000000 CapBnd=000001ffffffffff label=none';
const own: Identity = {
  uid: 1000,
  gid: 1000,
  groups: '1000,27',
  mnt: 'mnt:[4026531841]',
  user: 'user:[4026531837]',
  pid: 'pid:[4026531836]',
  root: '2049:2',
  confined: CONFINED,
};

describe('the agent hands back what it must not answer', () => {
  it('answers a request of its build, Node and start-up variables', () => {
    const r = checkRequest(request(), 'b1', startup, own);
    expect(r).toMatchObject({ cwd: '/tmp', cwdNode: '2049:12', umask: 0o22, env: { HOME: '/home/u', PATH: '/bin' } });
  });

  it.each([
    ['another build', { build: 'b2' }],
    ['another protocol', { v: 2 }],
    ['another Node', { node: 'v0.0.1' }],
    ['a relative cwd', { cwd: 'project' }],
    ['no umask', { umask: -1 }],
    ['no stdin', { stdin: 7 }],
    ['no environment', { env: null }],
    ['a value that is not a string', { env: { HOME: '/h', X: 1 } }],
    ['an HTTP judge', { env: { HOME: '/h', JUDGE_URL: 'https://judge.example/' } }],
    ['no absolute HOME', { env: { HOME: 'home' } }],
    ['other start-up variables', { env: { HOME: '/h', NODE_EXTRA_CA_CERTS: '/etc/ca.pem' } }],
    ['no deadline', { deadline: 'soon' }],
    ['no identity', { id: null }],
    ['no directory identity', { id: { ...own } }],
    ['another user', { id: { ...own, uid: 0, cwd: '1:1' } }],
    ['another group', { id: { ...own, gid: 27, cwd: '1:1' } }],
    ['other groups (a group added since the agent started, newgrp)', { id: { ...own, groups: '1000,27,1234', cwd: '1:1' } }],
    ['another mount namespace (a container, unshare -m)', { id: { ...own, mnt: 'mnt:[4026532999]', cwd: '1:1' } }],
    ['another user namespace', { id: { ...own, user: 'user:[4026532998]', cwd: '1:1' } }],
    ['another root (chroot)', { id: { ...own, root: '2049:77', cwd: '1:1' } }],
    [
      'another pid namespace (unshare -p: the store lock could not see the agent alive)',
      { id: { ...own, pid: 'pid:[4026532997]', cwd: '1:1' } },
    ],
    [
      'other capabilities',
      { id: { ...own, confined: CONFINED.replace('CapBnd=000001ffffffffff', 'CapBnd=0000000000000000'), cwd: '1:1' } },
    ],
    ['another security label', { id: { ...own, confined: CONFINED.replace('label=none', 'label=sandbox_t'), cwd: '1:1' } }],
    [
      'no_new_privs (a sandbox: Landlock, bubblewrap)',
      { id: { ...own, confined: CONFINED.replace('NoNewPrivs=0', 'NoNewPrivs=1'), cwd: '1:1' } },
    ],
  ])('%s', (_name, over) => {
    expect(typeof checkRequest(request(over), 'b1', startup, own)).toBe('string');
  });

  it('hands back a sandboxed request even from an agent as sandboxed as it (Landlock leaves no other trace)', () => {
    const sandboxed = { ...own, confined: CONFINED.replace('Seccomp=0', 'Seccomp=2') };
    expect(checkRequest(request({ id: { ...sandboxed, cwd: '1:1' } }), 'b1', startup, sandboxed)).toMatch(/sandboxed/);
  });

  it("the hook's identity is read as the agent reads its own (the two implementations agree in one process)", () => {
    const { cwd, ...hook } = client.identity();
    expect(hook).toEqual(ownIdentity());
    expect(cwd).toMatch(/^\d+:\d+$/);
  });

  it('a request that is not an object', () => {
    for (const r of [null, [], 'x']) expect(typeof checkRequest(r as never, 'b1', startup, own)).toBe('string');
  });
});

describe("the hook's client", () => {
  const answer = { v: PROTOCOL, build: 'b1', stdout: '{}\n', stderr: '', code: 0 };

  it('accepts a whole answer of its build, in the frame the agent writes', () => {
    expect(client.answerOf(frame(answer), 'b1')).toMatchObject({ stdout: '{}\n', code: 0 });
    expect(client.frame(answer).equals(frame(answer))).toBe(true);
    expect(parseFrame(client.frame(answer), 1024)).toEqual(answer);
  });

  it.each([
    ['another build', frame({ ...answer, build: 'b2' })],
    ['cut short', frame(answer).subarray(0, 10)],
    ['longer than announced', Buffer.concat([frame(answer), Buffer.from(' ')])],
    ['empty stdout', frame({ ...answer, stdout: '' })],
    ['a code out of range', frame({ ...answer, code: 256 })],
    ['a code that is not an integer', frame({ ...answer, code: 0.5 })],
    ['stdout not a string', frame({ ...answer, stdout: { allow: true } })],
    ['not JSON', Buffer.concat([Buffer.from([0, 0, 0, 3]), Buffer.from('{x}')])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses an answer %s', (_name, bytes) => {
    expect(client.answerOf(bytes, 'b1')).toBeNull();
  });

  it("reads past every limit of the gate's input, so a bigger event is refused in-process as before", () => {
    expect(client.MAX_STDIN_BYTES).toBeGreaterThan(MAX_CONTENT_EVENT_BYTES);
    expect(client.MAX_STDIN_BYTES).toBeGreaterThan(MAX_EVENT_BYTES);
    expect(client.PROTOCOL).toBe(PROTOCOL);
  });
});

describe('the stdin the client read before handing the call back', () => {
  const rest = (more: string | null): Input => ({
    isTTY: false,
    stream: undefined as never,
    readAll: (limit) => Promise.resolve(more === null ? null : Buffer.from(more).length > limit ? null : Buffer.from(more)),
  });

  it('is the bytes read when they were all of it, and nothing more is read', async () => {
    const input = prereadInput({ bytes: Buffer.from('{"a":1}'), complete: true }, rest('never read'));
    expect((await input.readAll(100))?.toString()).toBe('{"a":1}');
    expect(await input.readAll(3)).toBeNull();
  });

  it('goes on from the descriptor when the read stopped early, within the same limit', async () => {
    const input = prereadInput({ bytes: Buffer.from('{"a":'), complete: false }, rest('1}'));
    expect((await input.readAll(100))?.toString()).toBe('{"a":1}');
    expect(await prereadInput({ bytes: Buffer.from('{"a":'), complete: false }, rest('1}')).readAll(6)).toBeNull();
  });
});
