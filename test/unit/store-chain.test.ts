import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../helpers/errors.js';
import { canonicalBytes, digestBytes, digestOf } from '../../src/canonical/jcs.js';
import { decide } from '../../src/decision/decide.js';
import { ExitCode, StoreError, UsageError, exitCodeOf, InternalError } from '../../src/errors.js';
import type { Answers, Questions } from '../../src/questions/types.js';
import type { JudgementPayload } from '../../src/receipts/types.js';
import { verifyChainTo } from '../../src/receipts/verify-chain.js';
import { attestCall, attestUnjudged, type AttestCall } from '../../src/store/attest.js';
import { readChain } from '../../src/store/chain.js';
import { initStore } from '../../src/store/init.js';
import { loadPublicKeys, loadSystemKey } from '../../src/store/keys.js';
import { locateStore, requireStore, storePaths, type StoreLocation } from '../../src/store/locate.js';
import { RECENT_LIMIT, readRecent } from '../../src/store/recent.js';
import { markClosed, startSession } from '../../src/store/session.js';
import type { State } from '../../src/state/types.js';

let root: string;
let store: StoreLocation;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'judge-store-unit-'));
  store = initStore(join(root, '.judge')).store;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const questions: Questions = {
  b_destructive: { type: 'noul', instructions: 'destructive?' },
  a_verdict: { type: 'choice', instructions: 'verdict', options: ['allow', 'ask', 'deny'], threshold: 0.7 },
  c_risk: { type: 'score', instructions: 'risk', levels: ['low', 'high'] },
};

function call(over: Partial<AttestCall> = {}, answers?: Answers, command = 'ls'): AttestCall {
  const state: State = {
    tool: 'Bash',
    capability: 'shell.exec',
    input: { command },
    workspace_root: root,
    nonce: Math.random().toString(16).slice(2),
  };
  const stateBytes = canonicalBytes(state);
  const decision = decide(
    questions,
    answers ?? { b_destructive: { noul: 0 }, a_verdict: { choice: 'allow', confidence: 0.9 }, c_risk: { score: 'low' } },
    0.5,
  );
  return {
    store,
    state,
    stateBytes,
    stateDigest: digestBytes(stateBytes),
    questionsDigest: digestOf(questions),
    judge: { model: 'judge-rules/1', provider: 'judge', kind: 'rules', replayable: true, rules_digest: `sha256:${'1'.repeat(64)}` },
    latencyMs: 2,
    decision,
    thresholdValue: 0.5,
    setBy: 'default',
    ...over,
  };
}

const lookupOf = (s: StoreLocation) => {
  const keys = loadPublicKeys(s);
  return (k: string) => keys.get(k);
};

/** Verifies a chain read back from the store up to `last` (a 0-based index), against the store's own keys. */
const verifyStoredChain = (chain: ReturnType<typeof readChain>, last: number, session: string) =>
  verifyChainTo(
    chain.records.map((r) => r.text),
    last,
    session,
    lookupOf(store),
  );

describe('init and locate', () => {
  it('creates private folders, a 0600 system key and a config naming it', () => {
    expect(statSync(store.dir).mode & 0o777).toBe(0o700);
    expect(statSync(storePaths.keys(store)).mode & 0o777).toBe(0o700);
    const key = loadSystemKey(store);
    expect(statSync(join(storePaths.keys(store), `${key.keyid}.key`)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(storePaths.config(store), 'utf8'))).toEqual({ version: 1, signer: 'system://judge', keyid: key.keyid });
    expect(loadPublicKeys(store).get(key.keyid)?.uri).toBe('system://judge');
  });
  it('init again changes nothing', () => {
    const before = readFileSync(storePaths.config(store), 'utf8');
    expect(initStore(store.dir).created).toBe(false);
    expect(readFileSync(storePaths.config(store), 'utf8')).toBe(before);
  });
  it('is found walking up from a subfolder; JUDGE_HOME overrides; none is store.not-initialised (exit 5)', () => {
    const sub = join(root, 'a', 'b');
    rmSync(sub, { recursive: true, force: true });
    mkdirSync(sub, { recursive: true });
    expect(locateStore(sub, {})?.dir).toBe(store.dir);
    const other = mkdtempSync(join(tmpdir(), 'judge-nostore-'));
    try {
      expect(locateStore(other, {})).toBeNull();
      expect(locateStore(other, { JUDGE_HOME: store.dir })?.dir).toBe(store.dir);
      let err: unknown;
      try {
        requireStore(other, {});
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(StoreError);
      expect((err as StoreError).code).toBe('store.not-initialised');
      expect((err as Error).message).toContain('judge init');
      expect(exitCodeOf(err)).toBe(ExitCode.store);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
  it('refuses to sign with a key file group or others can read, saying chmod 600', async () => {
    const key = loadSystemKey(store);
    const path = join(storePaths.keys(store), `${key.keyid}.key`);
    chmodSync(path, 0o644);
    await expect(attestCall(call())).rejects.toMatchObject({
      code: 'key.permissions',
      message: expect.stringContaining(`chmod 600 ${path}`),
    });
    chmodSync(path, 0o640);
    expect(() => loadSystemKey(store)).toThrowJudgeError(StoreError, 'key.permissions');
    chmodSync(path, 0o600);
    expect(loadSystemKey(store).keyid).toBe(key.keyid);
  });
});

describe('attest outside a session: loose receipts', () => {
  it('writes one receipt per question in key order, the state, and last; subject is the parent', async () => {
    const subject = `art_${'a'.repeat(32)}`;
    const c = call({ subject, contract: { id: 'router', version: '3' } });
    const res = await attestCall(c);
    expect(res.sessionId).toBeNull();
    expect(res.receiptIds).toHaveLength(3);
    const files = readdirSync(storePaths.loose(store)).sort();
    expect(files).toEqual(res.receiptIds.map((id) => `${id}.json`).sort());
    const stmts = res.receiptIds.map((id) => {
      const env = JSON.parse(readFileSync(join(storePaths.loose(store), `${id}.json`), 'utf8'));
      return JSON.parse(Buffer.from(env.payload, 'base64').toString('utf8'));
    });
    expect(stmts.map((s) => s.payload.question.key)).toEqual(['a_verdict', 'b_destructive', 'c_risk']);
    expect(stmts.map((s) => s.payload.call.index)).toEqual([0, 1, 2]);
    for (const s of stmts) {
      expect(s.subject).toBe(subject);
      expect(s.session).toBeUndefined();
      expect(s.seq).toBeUndefined();
      expect(s.payload.call.id).toBe(res.callId);
      expect(s.payload.contract).toEqual({ id: 'router', version: '3' });
    }
    const a = stmts[0].payload as JudgementPayload;
    expect(a.threshold).toEqual({ value: 0.7, applies_to: 'confidence', set_by: 'question' });
    expect(a.question.threshold).toBe(0.7);
    expect((stmts[1].payload as JudgementPayload).threshold).toEqual({ value: 0.5, applies_to: 'noul', set_by: 'default' });
    expect(readFileSync(join(storePaths.looseStates(store), `${c.stateDigest.slice(7)}.json`))).toEqual(c.stateBytes);
    expect(readFileSync(storePaths.last(store), 'utf8').trim()).toBe(res.receiptIds[2]);
  });
  it('refuses a subject that is not a receipt id (UsageError subject.invalid), writing nothing', async () => {
    for (const subject of ['art_123', 'ART_' + 'a'.repeat(32), 'hello', `art_${'a'.repeat(32)} `]) {
      await expect(attestCall(call({ subject }))).rejects.toThrowJudgeError(UsageError, 'subject.invalid');
    }
    await expect(attestCall(call({ subject: 'x' }))).rejects.toBeInstanceOf(UsageError);
    expect(readdirSync(storePaths.loose(store))).toEqual([]);
  });
  it('refuses state bytes that do not hash to the digest', async () => {
    await expect(attestCall(call({ stateDigest: `sha256:${'f'.repeat(64)}` }))).rejects.toThrowJudgeError(
      InternalError,
      'attest.state-digest',
    );
  });
});

describe('attest in a session: the chain', () => {
  it('chains calls with contiguous seq and prev, remembers recent facts (last 8)', async () => {
    const info = await startSession(store);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      ids.push(...(await attestCall(call({ recentFacts: { n: i, downloads: [`/w/f${i}`] } }))).receiptIds);
      // A call with no download to build on is chained like any other, but not remembered.
      if (i === 4) ids.push(...(await attestCall(call({ recentFacts: { n: 'none', downloads: [], writes: ['/w/x'] } }))).receiptIds);
    }
    const chain = readChain(store, info.id);
    expect(chain.records.map((r) => r.id)).toEqual(ids);
    expect(chain.records.map((r) => r.statement!.seq)).toEqual(ids.map((_, i) => i + 1));
    expect(chain.records.map((r) => r.statement!.prev)).toEqual([null, ...ids.slice(0, -1)]);
    expect(verifyStoredChain(chain, ids.length - 1, info.id)).toMatchObject({ ok: true, checked: 33 });
    expect(readRecent(store, info.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ n, downloads: [`/w/f${n}`] })));
    expect(readRecent(store)).toHaveLength(RECENT_LIMIT);
    expect(readdirSync(storePaths.sessionStates(store, info.id))).toHaveLength(11);
  });
  it('concurrent attests in one process never fork', async () => {
    const info = await startSession(store);
    await Promise.all(Array.from({ length: 20 }, () => attestCall(call())));
    const chain = readChain(store, info.id);
    expect(chain.records).toHaveLength(60);
    expect(verifyStoredChain(chain, 59, info.id).ok).toBe(true);
  });
  it('recovers a torn last line, keeping every complete line', async () => {
    const info = await startSession(store);
    const first = await attestCall(call());
    const path = storePaths.receipts(store, info.id);
    const whole = readFileSync(path);
    const torn = '{"payloadType":"application/vnd.judge.statement+json","payl';
    appendFileSync(path, torn);
    expect(readChain(store, info.id)).toMatchObject({ tornBytes: torn.length });
    expect(readChain(store, info.id).records).toHaveLength(3);
    const second = await attestCall(call());
    const chain = readChain(store, info.id);
    expect(chain.tornBytes).toBe(0);
    expect(readFileSync(path).subarray(0, whole.length)).toEqual(whole);
    expect(chain.records.map((r) => r.id)).toEqual([...first.receiptIds, ...second.receiptIds]);
    expect(verifyStoredChain(chain, 5, info.id).ok).toBe(true);
  });
  it('recovers a long torn tail, and a file holding nothing but a torn first line', async () => {
    const info = await startSession(store);
    const path = storePaths.receipts(store, info.id);
    appendFileSync(path, 'x'.repeat(70_000));
    const first = await attestCall(call());
    expect(readChain(store, info.id).records.map((r) => r.statement!.seq)).toEqual([1, 2, 3]);
    appendFileSync(path, 'y'.repeat(100_000));
    const second = await attestCall(call());
    const chain = readChain(store, info.id);
    expect(chain.records.map((r) => r.id)).toEqual([...first.receiptIds, ...second.receiptIds]);
    expect(verifyStoredChain(chain, 5, info.id).ok).toBe(true);
  });
  /**
   * A session holding one whole call, plus the lines of a second call that is then taken off the
   * file again: each test writes back what a cut write (or a damaged file) would leave.
   */
  async function oneCallAndTheNext() {
    const info = await startSession(store);
    const first = await attestCall(call());
    const path = storePaths.receipts(store, info.id);
    const whole = readFileSync(path);
    await attestCall(call());
    const next = readFileSync(path).subarray(whole.length).toString('utf8').split('\n');
    writeFileSync(path, whole);
    return { info, first, path, whole, next };
  }

  // SIGKILL during the one write of a call can cut it between pages: complete lines of that call
  // may precede the torn one. The chain holds whole calls only, so those lines go too.
  for (const cut of ['mid-line', 'on a line end'] as const) {
    it(`cuts a call whose write was cut short ${cut}, with its complete lines`, async () => {
      const { info, first, path, whole, next: lines } = await oneCallAndTheNext();
      const cutShort = lines.slice(0, 2).join('\n') + '\n' + (cut === 'mid-line' ? lines[2]!.slice(0, 100) : '');
      writeFileSync(path, Buffer.concat([whole, Buffer.from(cutShort)]));

      const before = readChain(store, info.id);
      expect(before.records.map((r) => r.id)).toEqual(first.receiptIds);
      expect(before.tornBytes).toBe(Buffer.byteLength(cutShort));

      const third = await attestCall(call());
      const chain = readChain(store, info.id);
      expect(chain.tornBytes).toBe(0);
      expect(chain.records.map((r) => r.id)).toEqual([...first.receiptIds, ...third.receiptIds]);
      expect(verifyStoredChain(chain, 5, info.id).ok).toBe(true);
    });
  }
  it('closing a session cuts a call whose write was cut short', async () => {
    const { info, first, path, whole, next } = await oneCallAndTheNext();
    writeFileSync(path, Buffer.concat([whole, Buffer.from(`${next[0]}\n`)]));
    await markClosed(store, info.id);
    expect(readFileSync(path)).toEqual(whole);
    expect(readChain(store, info.id).records.map((r) => r.id)).toEqual(first.receiptIds);
  });
  it('refuses to chain onto an unfinished call whose receipts are out of order', async () => {
    const { path, whole, next } = await oneCallAndTheNext();
    // index 1 of the second call standing right after the first call's last receipt
    writeFileSync(path, Buffer.concat([whole, Buffer.from(`${next[1]}\n`)]));
    await expect(attestCall(call())).rejects.toThrowJudgeError(StoreError, 'store.chain-corrupt');
  });
  describe('lines that only look like an unfinished call', () => {
    /** A stored line with its statement edited (the signature no longer verifies: the writer does not check it). */
    const edited = (line: string, edit: (statement: Record<string, any>) => void): string => {
      const env = JSON.parse(line);
      const statement = JSON.parse(Buffer.from(env.payload, 'base64').toString('utf8'));
      edit(statement);
      return JSON.stringify({ ...env, payload: Buffer.from(JSON.stringify(statement)).toString('base64') });
    };
    const linesOf = (path: string): string[] => readFileSync(path, 'utf8').trimEnd().split('\n');

    // A call position no writer makes (index -1): test/e2e/store-tamper.test.ts, in a process with a deadline.
    it('a whole call followed by a copy of its last receipt claiming a bigger call is refused, and the whole call kept', async () => {
      const info = await startSession(store);
      const whole = await attestCall(call());
      const path = storePaths.receipts(store, info.id);
      appendFileSync(path, `${edited(linesOf(path).at(-1)!, (s) => ((s.payload.call.index = 3), (s.payload.call.count = 5)))}\n`);
      expect(
        readChain(store, info.id)
          .records.slice(0, 3)
          .map((r) => r.id),
      ).toEqual(whole.receiptIds);
      expect(readChain(store, info.id).tornBytes).toBe(0);
      await expect(attestCall(call())).rejects.toThrowJudgeError(StoreError, 'store.chain-corrupt');
      expect(linesOf(path)).toHaveLength(4);
    });
    it('an unfinished call of another session is refused, not cut', async () => {
      const other = await startSession(store);
      await attestCall(call());
      const foreignFirst = linesOf(storePaths.receipts(store, other.id))[0]!;
      await markClosed(store, other.id);
      const info = await startSession(store);
      await attestCall(call());
      const path = storePaths.receipts(store, info.id);
      appendFileSync(path, `${foreignFirst}\n`);
      await expect(attestCall(call())).rejects.toThrowJudgeError(StoreError, 'store.chain-corrupt');
      expect(linesOf(path)).toHaveLength(4);
    });
    it('offsets are bytes: a line holding bytes that are not UTF-8 is cut exactly, and the call before it kept', async () => {
      const { info, first, path, whole, next: second } = await oneCallAndTheNext();
      // index 0 of the second call with a field holding a lone 0xFF byte, then the torn rest
      const damaged = Buffer.concat([Buffer.from(second[0]!.slice(0, -1) + ',"x":"'), Buffer.from([0xff]), Buffer.from('"}\n')]);
      writeFileSync(path, Buffer.concat([whole, damaged, Buffer.from(second[1]!.slice(0, 50))]));
      expect(readChain(store, info.id).tornBytes).toBe(damaged.length + 50);
      const third = await attestCall(call());
      expect(readFileSync(path).subarray(0, whole.length)).toEqual(whole);
      expect(readChain(store, info.id).records.map((r) => r.id)).toEqual([...first.receiptIds, ...third.receiptIds]);
    });
    it('a file holding nothing but an unfinished call is cut to nothing, and the next call starts at seq 1', async () => {
      const info = await startSession(store);
      await attestCall(call());
      const path = storePaths.receipts(store, info.id);
      writeFileSync(path, `${linesOf(path)[0]}\n${linesOf(path)[1]!.slice(0, 10)}`);
      const next = await attestCall(call());
      expect(readChain(store, info.id).records.map((r) => [r.id, r.statement!.seq])).toEqual(next.receiptIds.map((id, i) => [id, i + 1]));
    });
    it('closing keeps a tail it cannot make sense of, for verify to report', async () => {
      const { info, path, whole, next } = await oneCallAndTheNext();
      writeFileSync(path, Buffer.concat([whole, Buffer.from(`${next[1]}\n`)]));
      await expect(markClosed(store, info.id)).resolves.toMatchObject({ status: 'closed' });
      expect(linesOf(path)).toHaveLength(4);
    });
    it('the writer refuses a last line that is a statement in name only', async () => {
      const info = await startSession(store);
      await attestCall(call());
      const path = storePaths.receipts(store, info.id);
      const bare = edited(linesOf(path).at(-1)!, (s) => {
        for (const k of Object.keys(s)) if (!['type', 'session'].includes(k)) delete s[k];
        s.seq = 99;
      });
      appendFileSync(path, `${bare}\n`);
      await expect(attestCall(call())).rejects.toMatchObject({
        code: 'store.chain-corrupt',
        message: expect.stringContaining('cannot be read'),
      });
    });
  });
  it('refuses to chain onto a complete last line that is not a receipt', async () => {
    const info = await startSession(store);
    await attestCall(call());
    appendFileSync(storePaths.receipts(store, info.id), 'garbage\n');
    await expect(attestCall(call())).rejects.toThrowJudgeError(StoreError, 'store.chain-corrupt');
  });
  it('refuses to chain onto a last receipt of another session, or an envelope that holds no statement', async () => {
    const other = await startSession(store);
    await attestCall(call());
    const foreign = readFileSync(storePaths.receipts(store, other.id), 'utf8').trimEnd().split('\n').at(-1)!;
    await markClosed(store, other.id);
    const info = await startSession(store);
    await attestCall(call());
    const path = storePaths.receipts(store, info.id);
    const whole = readFileSync(path);
    appendFileSync(path, `${foreign}\n`);
    await expect(attestCall(call())).rejects.toMatchObject({
      code: 'store.chain-corrupt',
      message: expect.stringContaining(`does not belong to session ${info.id}`),
    });
    const notAStatement = {
      payloadType: 'application/vnd.judge.statement+json',
      payload: Buffer.from('{"hello":1}').toString('base64'),
      signatures: [{ keyid: 'k', sig: Buffer.alloc(64).toString('base64') }],
    };
    writeFileSync(path, Buffer.concat([whole, Buffer.from(`${JSON.stringify(notAStatement)}\n`)]));
    await expect(attestCall(call())).rejects.toMatchObject({
      code: 'store.chain-corrupt',
      message: expect.stringContaining('cannot be read'),
    });
  });
  it('a closed session takes no more receipts, even from a process that read `current` before the close', async () => {
    const info = await startSession(store);
    await attestCall(call());
    writeFileSync(join(root, 'current.bak'), readFileSync(storePaths.current(store)));
    await markClosed(store, info.id);
    expect(existsSync(storePaths.current(store))).toBe(false);
    writeFileSync(storePaths.current(store), readFileSync(join(root, 'current.bak'))); // a stale view of `current`
    await expect(attestCall(call())).rejects.toThrowJudgeError(StoreError, 'session.closed');
    expect(readChain(store, info.id).records).toHaveLength(3);
  });
  it('starting a second session while one is active is refused', async () => {
    await startSession(store);
    await expect(startSession(store)).rejects.toThrowJudgeError(UsageError, 'session.active');
  });
  it('records the unjudged note chained like any receipt', async () => {
    const info = await startSession(store);
    const c = call();
    const res = await attestUnjudged({
      store,
      state: c.state,
      stateBytes: c.stateBytes,
      stateDigest: c.stateDigest,
      reason: 'judge unavailable: timeout after 10000 ms',
      proceeded: true,
    });
    const rec = readChain(store, info.id).records[0]!;
    expect(rec.id).toBe(res.receiptId);
    expect(rec.statement!.kind).toBe('judgement.unjudged.v1');
    expect(rec.statement!.payload).toEqual({
      tool: 'Bash',
      capability: 'shell.exec',
      state_digest: c.stateDigest,
      reason: 'judge unavailable: timeout after 10000 ms',
      proceeded: true,
    });
  });
});

describe('a close killed between its two steps', () => {
  it('leaves the session closed with `current` still naming it: a new session starts', async () => {
    const root = mkdtempSync(join(tmpdir(), 'judge-close-kill-'));
    const st = initStore(join(root, '.judge')).store;
    const first = await startSession(st);
    // What the kill leaves: the closed mark written (step one), `current` not yet removed (step two).
    const info = JSON.parse(readFileSync(storePaths.sessionInfo(st, first.id), 'utf8'));
    writeFileSync(storePaths.sessionInfo(st, first.id), `${JSON.stringify({ ...info, status: 'closed', closed_at: info.started_at })}\n`);
    expect(readFileSync(storePaths.current(st), 'utf8').trim()).toBe(first.id);
    const second = await startSession(st);
    expect(second.id).not.toBe(first.id);
    expect(readFileSync(storePaths.current(st), 'utf8').trim()).toBe(second.id);
    rmSync(root, { recursive: true, force: true });
  });
});
