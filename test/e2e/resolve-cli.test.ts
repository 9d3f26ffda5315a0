/**
 * `judge --resolve` end to end (docs/receipts.md): refusals, asserted vs key-bound resolutions,
 * overrides, personal keys outside the workspace, and the resolution chained and verifiable.
 */
import { chmodSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalBytes, digestBytes, digestOf } from '../../src/canonical/jcs.js';
import { decide } from '../../src/decision/decide.js';
import type { Answers, Questions } from '../../src/questions/types.js';
import { attestCall } from '../../src/store/attest.js';
import { requireStore } from '../../src/store/locate.js';
import { closeSession, createSession } from '../../src/store/session.js';
import { cli, judge, workspace, type Workspace } from '../helpers/store-cli.js';

let ws: Workspace;
let session: string;
beforeAll(async () => {
  await cli();
  ws = workspace();
  expect((await judge(ws, ['init'])).code).toBe(0);
  session = JSON.parse((await judge(ws, ['session', 'start', '--format', 'json'])).stdout).session;
  writeFileSync(join(ws.home, 'pass'), 'bob has a long passphrase\n', { mode: 0o600 });
});
afterAll(() => ws.cleanup());

const questions: Questions = {
  unsafe: { type: 'noul', instructions: 'unsafe?' },
  verdict: { type: 'choice', instructions: 'verdict', options: ['allow', 'warn', 'ask', 'deny'] },
};

/** Attests one call in-process (the judge is not what is under test) and returns its receipt ids by key. */
async function judged(
  answers: Answers,
  sessionId?: string,
  where: Workspace = ws,
): Promise<{ unsafe: string; verdict: string; call: string }> {
  const store = requireStore(where.dir, {});
  const state = {
    tool: 'Bash',
    capability: 'shell.exec',
    input: { command: 'deploy' },
    workspace_root: ws.dir,
    nonce: Math.random().toString(16),
  };
  const stateBytes = canonicalBytes(state);
  const res = await attestCall({
    store,
    state,
    stateBytes,
    stateDigest: digestBytes(stateBytes),
    questionsDigest: digestOf(questions),
    judge: { model: 'm', provider: 'p', kind: 'classifier', replayable: false },
    latencyMs: 5,
    decision: decide(questions, answers, 0.5),
    thresholdValue: 0.5,
    setBy: 'default',
    sessionId,
  });
  return { unsafe: res.receiptIds[0]!, verdict: res.receiptIds[1]!, call: res.callId };
}

const escalate: Answers = { unsafe: { noul: 0.1 }, verdict: { choice: 'deny', confidence: 0.2 } };
const allowAll: Answers = { unsafe: { noul: 0.1 }, verdict: { choice: 'allow', confidence: 0.9 } };

function lastStatement(of = session): any {
  return statements(of).at(-1);
}

function statements(of = session): any[] {
  const lines = readFileSync(join(ws.dir, '.judge', 'sessions', of, 'receipts.jsonl'), 'utf8')
    .trimEnd()
    .split('\n');
  return lines.map((l) => JSON.parse(Buffer.from(JSON.parse(l).payload, 'base64').toString('utf8')));
}

const openIds = async (): Promise<string[]> =>
  JSON.parse((await judge(ws, ['log', '--open', '--all', '--format', 'json'])).stdout).receipts.map((r: { id: string }) => r.id);

describe('judge --resolve', () => {
  it('an escalation resolved without a personal key is signed by the store and says it is only asserted', async () => {
    const j = await judged(escalate);
    const open = JSON.parse((await judge(ws, ['log', '--open', '--format', 'json'])).stdout);
    expect(open.receipts.map((r: { id: string }) => r.id)).toContain(j.verdict);

    const r = await judge(ws, [
      '--resolve',
      j.verdict,
      '--by',
      'human://alice',
      '--decision',
      'allow',
      '--reason',
      'reviewed the diff',
      '--asserted',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('asserted, not key-bound');
    const s = lastStatement();
    expect(s).toMatchObject({ kind: 'judgement.resolution.v1', signer: 'system://judge', subject: j.verdict, session });
    expect(s.payload).toEqual({
      judgement: j.verdict,
      by: 'human://alice',
      decision: 'allow',
      reason: 'reviewed the diff',
      key_bound: false,
    });
    expect((await judge(ws, ['verify', 'last'])).code).toBe(0);
    const after = JSON.parse((await judge(ws, ['log', '--open', '--format', 'json'])).stdout);
    expect(after.receipts.map((x: { id: string }) => x.id)).not.toContain(j.verdict);

    const again = await judge(ws, ['--resolve', j.verdict, '--by', 'human://bob', '--decision', 'deny']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already resolved');
    expect(again.stderr).toMatch(/by art_[0-9a-f]{32} \(allow by human:\/\/alice\)/);
  });

  it('refuses what it must refuse, with usage errors (exit 2)', async () => {
    const j = await judged(escalate);
    const resolution = await judge(ws, [
      '--resolve',
      j.verdict,
      '--by',
      'human://alice',
      '--decision',
      'route',
      '--route',
      'fact_check',
      '--asserted',
    ]);
    expect(resolution.code).toBe(0);
    expect(lastStatement().payload).toMatchObject({ decision: 'route', route: 'fact_check' });
    const resolutionId = resolution.stdout.match(/receipt (art_[0-9a-f]{32})/)![1]!;
    const cases: [string[], RegExp][] = [
      [['--resolve', resolutionId, '--by', 'human://alice', '--decision', 'allow'], /not a judgement/],
      [['--resolve', 'art_xyz', '--by', 'human://alice', '--decision', 'allow'], /neither a receipt id .* nor a call id/],
      [['--resolve', j.unsafe, '--by', 'alice', '--decision', 'allow'], /not a URI/],
      [['--resolve', j.unsafe, '--by', 'human://alice bob', '--decision', 'allow'], /not a URI/],
      [['--resolve', j.unsafe, '--decision', 'allow'], /--by/],
      [['--resolve', j.unsafe, '--by', 'human://alice', '--decision', 'route'], /--route: required/],
      [['--resolve', j.unsafe, '--by', 'human://alice', '--decision', 'allow', '--route', 'x'], /only with --decision route/],
    ];
    for (const [args, message] of cases) {
      const r = await judge(ws, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(message);
    }
  });

  it('a receipt id the store does not hold exits 6, as judge verify does for the same id', async () => {
    const missing = `art_${'e'.repeat(32)}`;
    const r = await judge(ws, ['--resolve', missing, '--by', 'human://alice', '--decision', 'allow']);
    expect(r.code).toBe(6);
    expect(r.stderr).toMatch(/no receipt/);
    const v = await judge(ws, ['verify', missing]);
    expect(v.code).toBe(6);
    expect(v.stderr).toMatch(/no receipt/);
  });

  it("a person's own key (outside the workspace, encrypted) makes the resolution key-bound; overrides is recorded", async () => {
    const env = { JUDGE_PASSPHRASE_FILE: join(ws.home, 'pass') };
    const made = await judge(ws, ['keys', 'new', 'human://bob', '--format', 'json'], env);
    expect(made.code, made.stderr).toBe(0);
    const { keyid, path } = JSON.parse(made.stdout);
    expect(path.startsWith(join(ws.home, '.config', 'judge', 'keys'))).toBe(true);
    expect(readdirSync(join(ws.dir, '.judge', 'keys'))).toContain(`${keyid}.pub.json`);
    expect(readdirSync(join(ws.dir, '.judge', 'keys'))).not.toContain(`${keyid}.key`);
    expect((await judge(ws, ['keys', 'export', 'human://bob'])).stdout).toContain(keyid);

    const j = await judged(allowAll);
    const r = await judge(ws, ['--resolve', j.verdict, '--by', 'human://bob', '--decision', 'deny', '--reason', 'not today'], env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('key-bound');
    expect(r.stdout).toContain("overrides the judge's allow");
    const s = lastStatement();
    expect(s.signer).toBe('human://bob');
    expect(s.payload).toMatchObject({ by: 'human://bob', decision: 'deny', overrides: 'allow', key_bound: true });
    const v = JSON.parse((await judge(ws, ['verify', 'last', '--format', 'json'])).stdout);
    expect(v).toMatchObject({ result: 'verified', signer: 'human://bob', keyid });

    // the same key with a wrong passphrase, for another URI, or readable by others is refused
    const j2 = await judged(allowAll);
    writeFileSync(join(ws.home, 'wrong'), 'not the passphrase\n', { mode: 0o600 });
    const wrong = await judge(ws, ['--resolve', j2.verdict, '--by', 'human://bob', '--decision', 'deny'], {
      JUDGE_PASSPHRASE_FILE: join(ws.home, 'wrong'),
    });
    expect(wrong.code).toBe(5);
    expect(wrong.stderr).toContain('wrong passphrase');
    const other = await judge(ws, ['--resolve', j2.verdict, '--by', 'human://carol', '--decision', 'deny', '--key', path], env);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('belongs to human://bob');
    chmodSync(path, 0o644);
    const open = await judge(ws, ['--resolve', j2.verdict, '--by', 'human://bob', '--decision', 'deny'], env);
    expect(open.code).toBe(5);
    expect(open.stderr).toContain(`chmod 600 ${path}`);
    chmodSync(path, 0o600);
    const withKey = await judge(ws, ['--resolve', j2.verdict, '--by', 'human://bob', '--decision', 'allow', '--key', path], env);
    expect(withKey.code, withKey.stderr).toBe(0);
    expect(lastStatement().payload).toEqual({ judgement: j2.verdict, by: 'human://bob', decision: 'allow', key_bound: true });
  });

  it('a --by with no key (a typo) is refused unless --asserted says an asserted decision is meant; nothing is signed', async () => {
    const j = await judged(escalate);
    const before = statements().length;
    const r = await judge(ws, ['--resolve', j.verdict, '--by', 'human://alise', '--decision', 'allow']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no key for human://alise');
    expect(r.stderr).toContain('--asserted');
    expect(statements().length).toBe(before);
    const meant = await judge(ws, ['--resolve', j.verdict, '--by', 'human://alise', '--decision', 'allow', '--asserted']);
    expect(meant.code, meant.stderr).toBe(0);
    expect(lastStatement().payload).toMatchObject({ by: 'human://alise', key_bound: false });
  });

  it('a whole call is resolved in one step: one resolution per escalated or refused judgement, none left open', async () => {
    const both: Answers = { unsafe: { noul: 0.9 }, verdict: { choice: 'ask', confidence: 0.9 } };
    const j = await judged(both);
    const callId = j.call;
    const decided = statements().filter((st) => st.kind === 'judgement.v1' && st.payload.call.id === callId);
    const open = decided.filter((st) => st.payload.outcome === 'escalated' || st.payload.outcome === 'refused');
    expect(open.map((st) => st.payload.outcome).sort()).toEqual(['escalated', 'refused']);
    // The call was refused, so its escalation asks nobody anything: moot, not OPEN.
    expect(await openIds()).not.toContain(j.verdict);
    expect((await judge(ws, ['log', '--all'])).stdout).toMatch(/moot \(the call was refused\)/);

    const r = await judge(ws, [
      '--resolve',
      callId,
      '--by',
      'human://alice',
      '--decision',
      'allow',
      '--reason',
      'one look',
      '--asserted',
      '--format',
      'json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ call: callId, session, signer: 'system://judge' });
    expect(out.resolutions.map((x: { judgement: string }) => x.judgement).sort()).toEqual([j.unsafe, j.verdict].sort());
    const last = statements().slice(-2);
    expect(last.map((st) => st.subject).sort()).toEqual([j.unsafe, j.verdict].sort());
    expect(last.every((st) => st.kind === 'judgement.resolution.v1' && st.payload.reason === 'one look')).toBe(true);
    const ids = await openIds();
    expect(ids).not.toContain(j.unsafe);
    expect(ids).not.toContain(j.verdict);
    expect((await judge(ws, ['verify', 'last'])).code).toBe(0);

    const again = await judge(ws, ['--resolve', callId, '--by', 'human://alice', '--decision', 'deny', '--asserted']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already resolved');
    const none = await judge(ws, ['--resolve', `call_${'0'.repeat(32)}`, '--by', 'human://alice', '--decision', 'deny', '--asserted']);
    expect(none.code).toBe(6);
    expect(none.stderr).toContain('no judgement of call');
  });

  it("a resolution joins the judgement's own session, not the active one; a closed session is refused with the fix", async () => {
    const store = requireStore(ws.dir, {});
    const gateSession = createSession(store).id; // as a gate opens one per agent session
    const first = await judged(escalate, gateSession);
    const second = await judged(escalate, gateSession);
    const aliceAllows = (verdict: string) =>
      judge(ws, ['--resolve', verdict, '--by', 'human://alice', '--decision', 'allow', '--asserted', '--format', 'json']);
    const r = await aliceAllows(first.verdict);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).session).toBe(gateSession);
    expect(lastStatement(gateSession)).toMatchObject({ kind: 'judgement.resolution.v1', subject: first.verdict, session: gateSession });
    expect(statements(session).some((st) => st.subject === first.verdict)).toBe(false);

    // Once that session is closed, the active session carries the resolution (verified together later).
    await closeSession(store, gateSession);
    const late = await aliceAllows(second.verdict);
    expect(late.code, late.stderr).toBe(0);
    expect(JSON.parse(late.stdout).session).toBe(session);
    expect(statements(gateSession).filter((st) => st.kind === 'judgement.resolution.v1').length).toBe(1);
  });

  it('with the judgement sealed and no session active, the resolution is refused with the fix, never stored loose', async () => {
    const other = workspace();
    try {
      expect((await judge(other, ['init'])).code).toBe(0);
      const store = requireStore(other.dir, {});
      const sealed = createSession(store).id;
      const j = await judged(escalate, sealed, other);
      await closeSession(store, sealed);
      const r = await judge(other, ['--resolve', j.verdict, '--by', 'human://alice', '--decision', 'allow', '--asserted']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`session ${sealed}, which is closed`);
      expect(r.stderr).toContain('judge session start');
      expect(existsSync(join(other.dir, '.judge', 'receipts')) ? readdirSync(join(other.dir, '.judge', 'receipts')) : []).toEqual([]);
    } finally {
      other.cleanup();
    }
  });

  it('will not create a personal key inside the workspace', async () => {
    const r = await judge(ws, ['keys', 'new', 'human://dave'], {
      JUDGE_USER_KEYS: join(ws.dir, 'keys'),
      JUDGE_PASSPHRASE_FILE: join(ws.home, 'pass'),
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('inside the workspace');
  });

  it('without a passphrase source or terminal, a personal key is not usable (and nothing is signed)', async () => {
    const j = await judged(allowAll);
    const r = await judge(ws, ['--resolve', j.verdict, '--by', 'human://bob', '--decision', 'deny']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('JUDGE_PASSPHRASE_FILE');
    expect(lastStatement().kind).toBe('judgement.v1');
  });
});
