import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../helpers/errors.js';
import { sha256Hex } from '../../src/canonical/jcs.js';
import { StoreError } from '../../src/errors.js';
import { boundSessionOf, closeBoundSession, forgetBinding, openBoundSession } from '../../src/store/bound.js';
import { initStore } from '../../src/store/init.js';
import type { StoreLocation } from '../../src/store/locate.js';
import { markClosed } from '../../src/store/session.js';

let root: string;
let store: StoreLocation;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-bound-unit-'));
  store = initStore(join(root, '.judge')).store;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The binding lock of agent session `key`, as held by a live process (this one). */
const holdBindingLock = (key: string): void =>
  writeFileSync(join(store.dir, 'gate', 'sessions', `${sha256Hex(key)}.lock`), `${process.pid} - held-by-the-test\n`);

describe('openBoundSession', () => {
  it("opens a store session on an agent session's first call and returns it on later ones", async () => {
    const first = await openBoundSession(store, 'agent-1');
    expect(first.opened).toBe(true);
    expect(boundSessionOf(store, 'agent-1')).toBe(first.id);
    expect(await openBoundSession(store, 'agent-1')).toEqual({ id: first.id, opened: false });
    const other = await openBoundSession(store, 'agent-2');
    expect(other.opened).toBe(true);
    expect(other.id).not.toBe(first.id);
  });

  it('reads an open binding without its lock: a live holder of that lock does not hold the call up', async () => {
    const { id } = await openBoundSession(store, 'agent-1');
    holdBindingLock('agent-1');
    // Taking the lock would wait for the live holder and fail after the bind timeout.
    expect(await openBoundSession(store, 'agent-1')).toEqual({ id, opened: false });
  });

  it('a closed bound session is replaced under the lock by a new one', async () => {
    const { id } = await openBoundSession(store, 'agent-1');
    await markClosed(store, id);
    const next = await openBoundSession(store, 'agent-1');
    expect(next.opened).toBe(true);
    expect(next.id).not.toBe(id);
    expect(boundSessionOf(store, 'agent-1')).toBe(next.id);
  });

  it('an unbound agent session still takes the lock: a live holder makes it fail with a named error', async () => {
    await openBoundSession(store, 'agent-0'); // makes gate/sessions
    holdBindingLock('agent-1');
    await expect(openBoundSession(store, 'agent-1')).rejects.toThrowJudgeError(StoreError, 'store.locked');
  }, 15_000);
});

describe('closeBoundSession', () => {
  it('closes the bound session and forgets its binding', async () => {
    const { id } = await openBoundSession(store, 'agent-1');
    expect((await closeBoundSession(store, 'agent-1'))?.id).toBe(id);
    expect(boundSessionOf(store, 'agent-1')).toBeNull();
    expect(await closeBoundSession(store, 'agent-1')).toBeNull();
  });

  it('keeps a binding a concurrent first call made after the close: only the binding it closed is forgotten', async () => {
    const { id: closed } = await openBoundSession(store, 'agent-1');
    await markClosed(store, closed);
    // Another gate process of the agent session finds the session closed and binds a new one.
    const { id: rebound, opened } = await openBoundSession(store, 'agent-1');
    expect(opened).toBe(true);
    await forgetBinding(store, 'agent-1', closed);
    expect(boundSessionOf(store, 'agent-1')).toBe(rebound);
    await forgetBinding(store, 'agent-1', rebound);
    expect(boundSessionOf(store, 'agent-1')).toBeNull();
  });
});
