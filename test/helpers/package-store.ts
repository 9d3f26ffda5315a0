/**
 * Builds real packages with the real store code (init, session, attestCall, resolutions via
 * emit, session close → writePackage) in a temporary folder, and reads package folders back
 * into verifier inputs. The judge is a small deterministic stand-in for the rules judge, so the
 * replay can be exercised before and independently of src/rules.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { canonicalBytes, digestOf } from '../../src/canonical/jcs.js';
import { decide } from '../../src/decision/decide.js';
import type { JudgeIdentity } from '../../src/judge/types.js';
import type { Answers, Effect, Questions } from '../../src/questions/types.js';
import { resolutionPayload } from '../../src/receipts/build.js';
import { decodeEnvelope, parseStatement, signStatement, type SigningKey } from '../../src/receipts/envelope.js';
import type { Statement } from '../../src/receipts/types.js';
import { loadSystemKey } from '../../src/store/keys.js';
import { sealPackage } from '../../src/package/write.js';
import { attestCall, emit } from '../../src/store/attest.js';
import { initStore } from '../../src/store/init.js';
import type { StoreLocation } from '../../src/store/locate.js';
import { closeSession, startSession } from '../../src/store/session.js';
import { writePackage } from '../../src/package/write.js';
import type { State } from '../../src/state/types.js';
import type { PackageInput, ReplayFn } from '../../src/package/verify.js';

export const TEST_RULES_DIGEST = digestOf({ pack: 'package-test-rules', version: 1 });

export const QUESTIONS: Questions = {
  danger: { type: 'noul', instructions: 'Would the command destroy data?', on_yes: 'deny' },
  risk: { type: 'score', instructions: 'How risky is it?', levels: ['none', 'low', 'high'] },
  verdict: { type: 'choice', instructions: 'allow, warn, ask or deny', options: ['allow', 'warn', 'ask', 'deny'] },
};

export const TEST_JUDGE: JudgeIdentity = {
  model: 'test-rules/1.0.0',
  provider: 'judge',
  kind: 'rules',
  replayable: true,
  rules_digest: TEST_RULES_DIGEST,
};

/** The stand-in rules judge: a pure function of the command. */
export function testAnswers(state: State, questions: Questions): Answers {
  const cmd = String((state.input as { command?: unknown }).command ?? '');
  // `shred`: destructive, yet the verdict question asks a person (a refused call with an escalation).
  const shred = cmd.includes('shred');
  const destructive = cmd.includes('rm -rf') || shred;
  const needsPerson = cmd.includes('sudo');
  const all: Answers = {
    danger: { noul: destructive ? 1 : 0, probabilities: { yes: destructive ? 1 : 0, no: destructive ? 0 : 1 }, confidence: 1 },
    risk: { score: destructive ? 'high' : needsPerson ? 'low' : 'none', confidence: 1 },
    verdict: { choice: shred ? 'ask' : destructive ? 'deny' : needsPerson ? 'ask' : 'allow', confidence: 1 },
  };
  return Object.fromEntries(Object.keys(questions).map((k) => [k, all[k]!]));
}

/** A replay function for the verifier that knows only TEST_RULES_DIGEST. */
export const testReplay: ReplayFn = (state, questions, rulesDigest) =>
  rulesDigest === TEST_RULES_DIGEST
    ? { status: 'replayed', answers: testAnswers(state as State, questions) }
    : { status: 'not-replayable', reason: `rules ${rulesDigest} are not in this build` };

export function newStore(): StoreLocation {
  const root = mkdtempSync(join(tmpdir(), 'judge-pkg-'));
  return initStore(join(root, '.judge')).store;
}

export interface Attested {
  callId: string;
  receiptIds: string[];
  command: string;
}

export async function attestCommand(
  store: StoreLocation,
  command: string,
  i: number,
  judge: JudgeIdentity = TEST_JUDGE,
): Promise<Attested> {
  const state: State = {
    tool: 'Bash',
    capability: 'shell.exec',
    input: { command },
    workspace_root: '/work/proj',
    nonce: `n${i.toString(16).padStart(8, '0')}`,
  };
  const stateBytes = canonicalBytes(state);
  const decision = decide(QUESTIONS, testAnswers(state, QUESTIONS), 0.5);
  const r = await attestCall({
    store,
    state,
    stateBytes,
    stateDigest: digestOf(state),
    questionsDigest: digestOf(QUESTIONS),
    judge,
    latencyMs: 1,
    decision,
    thresholdValue: 0.5,
    setBy: 'default',
  });
  return { callId: r.callId, receiptIds: r.receiptIds, command };
}

/** Signs a resolution of one judgement into the active session (asserted: store key). */
export async function resolve(
  store: StoreLocation,
  judgement: string,
  judgedEffect: Effect | null,
  decision: 'allow' | 'deny' | 'route',
  by = 'human://alice',
  key?: SigningKey,
): Promise<string> {
  const payload = resolutionPayload({
    judgement,
    by,
    decision,
    ...(decision === 'route' ? { route: 'fact_check' } : {}),
    reason: 'reviewed',
    judgedEffect,
    keyBound: key !== undefined,
  });
  const { receipts } = await emit(store, 'judgement.resolution.v1', [payload], { subject: judgement, ...(key ? { key } : {}) });
  return receipts[0]!.id;
}

export const COMMANDS = ['ls -la', 'git status', 'sudo apt-get install jq', 'rm -rf build', 'npm test', 'cat README.md'];

/**
 * A session of `calls` calls of 3 questions each (so 3 × calls receipts), every sixth one
 * escalated (sudo) and one of those resolved, then closed into a package.
 */
export async function buildPackage(opts: { calls: number; withStates?: boolean; store?: StoreLocation; resolveFirst?: boolean }): Promise<{
  store: StoreLocation;
  dir: string;
  sessionId: string;
  calls: Attested[];
  escalated: string[];
}> {
  const store = opts.store ?? newStore();
  const info = await startSession(store);
  const calls: Attested[] = [];
  for (let i = 0; i < opts.calls; i++) calls.push(await attestCommand(store, COMMANDS[i % COMMANDS.length]!, i));
  // verdict is the third key (danger, risk, verdict): its receipt carries the escalation.
  const escalated = calls.filter((c) => c.command.includes('sudo')).map((c) => c.receiptIds[2]!);
  if (opts.resolveFirst !== false && escalated.length > 0) await resolve(store, escalated[0]!, 'ask', 'allow');
  const closed = await closeAndPackage(store, { withStates: opts.withStates ?? true });
  return { store, dir: closed.dir, sessionId: info.id, calls, escalated };
}

/** What `judge session close [--out DIR] [--with-states]` does: mark the session closed, write its package. */
export async function closeAndPackage(
  store: StoreLocation,
  opts: { sessionId?: string; outDir?: string; withStates?: boolean } = {},
): Promise<{ dir: string; count: number; head: string; sessionId: string }> {
  const info = await closeSession(store, opts.sessionId);
  const pkg = await writePackage(store, info.id, { outDir: opts.outDir, withStates: opts.withStates });
  return { ...pkg, sessionId: info.id };
}

/** Reads a package folder the way the CLI does: every file, by path relative to the folder. */
export function readPackageDir(dir: string, name = dir): PackageInput {
  const files = new Map<string, Uint8Array>();
  const walk = (d: string): void => {
    for (const entry of readdirSync(d)) {
      const p = join(d, entry);
      if (statSync(p).isDirectory()) walk(p);
      else files.set(relative(dir, p), readFileSync(p));
    }
  };
  walk(dir);
  return { name, files };
}

/**
 * An insider's forgery: re-signs (some) receipts with keys the store holds after `mutate` edited
 * their statements, re-links the chain when asked, remaps references to re-signed ids, and
 * re-seals the package with a fresh close record. Every signature then checks out, so what
 * remains to catch the edit are the semantic checks (chain, judgements, replay).
 */
export function reseal(
  store: StoreLocation,
  input: PackageInput,
  mutate: (statements: Statement[]) => Statement[],
  opts: { rechain?: boolean; keys?: SigningKey[] } = {},
): PackageInput {
  const system = loadSystemKey(store);
  const keyByUri = new Map<string, SigningKey>([[system.uri, system], ...(opts.keys ?? []).map((k) => [k.uri, k] as const)]);
  const text = Buffer.from(input.files.get('receipts.jsonl')!).toString('utf8');
  const statements = text
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => {
      const d = decodeEnvelope(l);
      if (!d.ok) throw new Error(d.problem);
      const p = parseStatement(d.body);
      if (!p.ok) throw new Error(p.problem);
      return { ...structuredClone(p.statement), __old: d.id } as Statement & { __old: string };
    });
  const edited = mutate(statements) as Array<Statement & { __old?: string }>;
  const remap = new Map<string, string>();
  const lines: string[] = [];
  const ids: string[] = [];
  let prev: string | null = null;
  edited.forEach((st, i) => {
    const { __old, ...clean } = st;
    if (opts.rechain !== false) {
      clean.seq = i + 1;
      clean.prev = prev;
    }
    if (clean.subject && remap.has(clean.subject)) clean.subject = remap.get(clean.subject);
    const pl = clean.payload as { judgement?: string };
    if (clean.kind === 'judgement.resolution.v1' && pl.judgement && remap.has(pl.judgement)) pl.judgement = remap.get(pl.judgement);
    const key = keyByUri.get(clean.signer);
    if (!key) throw new Error(`no key for ${clean.signer}`);
    const signed = signStatement(clean, key);
    if (__old) remap.set(__old, signed.id);
    lines.push(signed.line);
    ids.push(signed.id);
    prev = signed.id;
  });
  const files = new Map([...input.files].filter(([p]) => p !== 'close.json' && p !== 'receipts.jsonl'));
  files.set('receipts.jsonl', Buffer.from(lines.map((l) => `${l}\n`).join(''), 'utf8'));
  const session = statements[0]?.session ?? 'ses_00000000000000000000000000000000';
  sealPackage(files, session, ids, system);
  return { name: input.name, files };
}
