/**
 * What `verifyPackages` reports on real packages (real store code, real package writer):
 * resolutions across sessions, overrides, disagreeing resolutions, key-bound decisions, trust
 * pins, replay (reproduced, diverging, no state, rules this build lacks), --strict, and an
 * insider's forgeries re-signed with the store key, which only the semantic checks can catch.
 */
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import '../helpers/errors.js';
import { encodeBase64 } from '../../src/crypto/base64.js';
import { keyIdOf } from '../../src/crypto/ids.js';
import { newSeed, publicKeyOf } from '../../src/crypto/ed25519.js';
import { parseTrustFile } from '../../src/package/keys.js';
import { LIMITS } from '../../src/package/parse.js';
import { renderJson, renderText } from '../../src/package/report.js';
import { verifyPackages, type PackageInput, type Row, type VerifyReport } from '../../src/package/verify.js';
import type { SigningKey } from '../../src/receipts/envelope.js';
import { writePublicKey } from '../../src/store/keys.js';
import { writePackage } from '../../src/package/write.js';
import { storePaths, type StoreLocation } from '../../src/store/locate.js';
import { startSession } from '../../src/store/session.js';
import {
  TEST_RULES_DIGEST,
  attestCommand,
  buildPackage,
  closeAndPackage,
  newStore,
  readPackageDir,
  reseal,
  resolve,
  testAnswers,
  testReplay,
} from '../helpers/package-store.js';
import type { JudgementPayload, ResolutionPayload, Statement } from '../../src/receipts/types.js';

const row = (r: VerifyReport, check: Row['check']): Row => r.rows.find((x) => x.check === check)!;
const verify = (inputs: PackageInput[], extra: Partial<Parameters<typeof verifyPackages>[1]> = {}) =>
  verifyPackages(inputs, { replay: testReplay, ...extra });

let base: Awaited<ReturnType<typeof buildPackage>>;
let pkg: PackageInput;
beforeAll(async () => {
  base = await buildPackage({ calls: 12, withStates: true });
  pkg = readPackageDir(base.dir, 'base');
});

describe('a sealed session', () => {
  it('reads back as rows, with every judge, escalation and resolution named', () => {
    const r = verify([pkg]);
    expect(r.verified).toBe(true);
    expect(r.rows.map((x) => [x.check, x.status])).toEqual([
      ['envelopes', 'pass'],
      ['ids', 'pass'],
      ['signatures', 'pass'],
      ['chain', 'pass'],
      ['close', 'pass'],
      ['judgements', 'warn'],
      ['replay', 'pass'],
    ]);
    expect(r.judgements).toMatchObject({ judgements: 36, calls: 12, by_judge: { 'test-rules/1.0.0': 36 }, escalated: 2, resolved: 1 });
    expect(r.judgements.open).toEqual([base.escalated[1]]);
    expect(row(r, 'judgements').detail).toContain(`${base.escalated[0]} allow by human://alice (asserted)`);
    expect(row(r, 'judgements').warnings[0]).toContain(`${base.escalated[1]} is escalated and OPEN`);
    expect(r.replay).toMatchObject({ rules_receipts: 36, replayed: 36, mismatched: 0, no_state: 0 });
  });

  it('with --strict an OPEN escalation fails', () => {
    const r = verify([pkg], { strict: true });
    expect(r.verified).toBe(false);
    expect(row(r, 'judgements').status).toBe('fail');
    expect(renderText(r)).toMatch(/^FAILED: judgements/m);
  });

  it('writePackage refuses to overwrite a folder that is not a package', async () => {
    await expect(writePackage(base.store, base.sessionId, { outDir: base.store.workspace })).rejects.toThrowJudgeError(
      UsageError,
      'package.out-not-empty',
    );
  });

  it('a package written again over the old one still verifies (close --session rewrites it)', async () => {
    const again = await closeAndPackage(base.store, { sessionId: base.sessionId, withStates: true });
    expect(again.dir).toBe(base.dir);
    expect(verify([readPackageDir(base.dir)]).verified).toBe(true);
    expect(readdirSync(join(base.store.dir, 'packages')).filter((n) => n.startsWith('.'))).toEqual([]);
  });
});

describe('a receipt that hides or renames the rules judge', () => {
  const attestAs = async (judge: Parameters<typeof attestCommand>[3]) => {
    const store = newStore();
    await startSession(store);
    await attestCommand(store, 'ls -la', 0, judge);
    return readPackageDir((await closeAndPackage(store, { withStates: true })).dir);
  };
  const models = new Map([[TEST_RULES_DIGEST, 'test-rules/1.0.0']]);

  it('relabelled kind "http" with the rules digest or a rules model: replayed as rules, and the label fails', async () => {
    for (const judge of [
      { model: 'test-rules/1.0.0', provider: 'judge', kind: 'http', replayable: true, rules_digest: TEST_RULES_DIGEST },
      { model: 'judge-rules/1.0.0', provider: 'judge', kind: 'http', replayable: false },
    ]) {
      const r = verify([await attestAs(judge)], { rulesModels: models });
      expect(r.replay.other_judges, judge.model).toBe(0);
      expect(r.replay.rules_receipts).toBe(3);
      expect(row(r, 'replay').status).toBe('fail');
      expect(row(r, 'replay').failures[0]).toContain('labelled judge kind "http", but names the rules judge');
      expect(r.verified).toBe(false);
    }
  });

  it('a model that is not the one its rules digest belongs to fails', async () => {
    const r = verify(
      [await attestAs({ model: 'test-rules/9.9.9', provider: 'judge', kind: 'rules', replayable: true, rules_digest: TEST_RULES_DIGEST })],
      { rulesModels: models },
    );
    expect(row(r, 'replay').failures).toEqual([
      expect.stringMatching(/names model test-rules\/9\.9\.9, but rules sha256:\w+ are test-rules\/1\.0\.0/),
    ]);
    expect(r.verified).toBe(false);
    // The honest identity passes.
    expect(verify([await attestAs(undefined)], { rulesModels: models, strict: true }).verified).toBe(true);
  });
});

describe('a refused call', () => {
  it('its escalations are moot, not OPEN: --strict passes without a resolution of a call that never ran', async () => {
    const store = newStore();
    await startSession(store);
    const refused = await attestCommand(store, 'sudo shred /dev/sda', 0);
    const asked = await attestCommand(store, 'sudo apt-get install jq', 1);
    const input = readPackageDir((await closeAndPackage(store, { withStates: true })).dir);
    const r = verify([input]);
    expect(r.judgements).toMatchObject({ escalated: 2, resolved: 0, open: [asked.receiptIds[2]], moot: [refused.receiptIds[2]] });
    expect(row(r, 'judgements').detail).toContain('2 escalated, 0 resolved, 1 moot (in a refused call), 1 OPEN');
    expect(verify([input], { strict: true }).verified).toBe(false);
    // Reseal without the asked call: only the moot escalation is left, and --strict passes.
    const alone = reseal(store, input, (sts) => sts.filter((st) => (st.payload as JudgementPayload).call?.id === refused.callId));
    const s = verify([alone], { strict: true });
    expect(s.judgements).toMatchObject({ open: [], moot: [expect.any(String)] });
    expect(row(s, 'judgements').status).toBe('pass');
    expect(s.verified, renderText(s)).toBe(true);
  });
});

describe('escalations across sessions', () => {
  it('reads OPEN verified alone and resolved when the later session is verified with it', async () => {
    const store = newStore();
    const first = await buildPackage({ calls: 3, store, resolveFirst: false, withStates: true });
    const escalation = first.escalated[0]!;
    await startSession(store);
    await attestCommand(store, 'ls', 99);
    await resolve(store, escalation, 'ask', 'deny', 'human://bob');
    const second = await closeAndPackage(store, { withStates: true });
    const p1 = readPackageDir(first.dir, 'first');
    const p2 = readPackageDir(second.dir, 'second');

    const alone = verify([p1]);
    expect(alone.verified).toBe(true);
    expect(alone.judgements.open).toEqual([escalation]);
    expect(row(alone, 'judgements').detail).toContain('1 escalated, 0 resolved, 1 OPEN');
    expect(verify([p1], { strict: true }).verified).toBe(false);

    const later = verify([p2]);
    expect(later.judgements.resolutions[0]).toMatchObject({ judgement: escalation, outside: true, decision: 'deny', by: 'human://bob' });
    expect(row(later, 'judgements').detail).toContain('1 resolution of judgements outside this package');

    const both = verify([p1, p2], { strict: true });
    expect(both.verified, renderText(both)).toBe(true);
    expect(both.judgements.open).toEqual([]);
    expect(row(both, 'judgements').detail).toContain('1 escalated, 1 resolved, 0 OPEN');
    expect(row(both, 'judgements').detail).toContain(`${escalation} deny by human://bob (asserted)`);
  });

  it('the same package given twice is refused, not counted twice', () => {
    const r = verify([pkg, { ...pkg, name: 'copy' }]);
    expect(r.verified).toBe(false);
    expect(row(r, 'chain').failures.join('\n')).toMatch(/given twice/);
    expect(r.judgements.judgements).toBe(36);
  });
});

describe('resolutions', () => {
  it('two resolutions of one judgement that disagree fail; two that agree resolve it', async () => {
    const store = newStore();
    await startSession(store);
    const call = await attestCommand(store, 'sudo reboot', 1);
    const target = call.receiptIds[2]!;
    await resolve(store, target, 'ask', 'allow', 'human://alice');
    await resolve(store, target, 'ask', 'allow', 'human://carol');
    const agreeing = readPackageDir((await closeAndPackage(store, {})).dir);
    const ok = verify([agreeing], { strict: true });
    expect(row(ok, 'judgements').status).toBe('pass');
    expect(ok.judgements.resolved).toBe(1);

    const store2 = newStore();
    await startSession(store2);
    const call2 = await attestCommand(store2, 'sudo reboot', 1);
    await resolve(store2, call2.receiptIds[2]!, 'ask', 'allow', 'human://alice');
    await resolve(store2, call2.receiptIds[2]!, 'ask', 'deny', 'human://bob');
    const r = verify([readPackageDir((await closeAndPackage(store2, {})).dir)]);
    expect(r.verified).toBe(false);
    expect(row(r, 'judgements').failures.join('\n')).toMatch(/resolutions disagree \(allow by human:\/\/alice; deny by human:\/\/bob\)/);
  });

  it('an override of a refused judgement is named, and a key-bound decision is reported as such', async () => {
    const store = newStore();
    await startSession(store);
    const call = await attestCommand(store, 'rm -rf build', 1);
    const seed = newSeed();
    const publicKey = publicKeyOf(seed);
    const alice: SigningKey = { keyid: keyIdOf(publicKey), uri: 'human://alice', publicKey, seed };
    writePublicKey(store, alice);
    await resolve(store, call.receiptIds[0]!, 'deny', 'allow', 'human://alice', alice);
    const r = verify([readPackageDir((await closeAndPackage(store, {})).dir)]);
    expect(r.verified, renderText(r)).toBe(true);
    expect(r.judgements.overrides).toEqual([
      expect.objectContaining({ judgement: call.receiptIds[0], overrides: 'deny', decision: 'allow', key_bound: true }),
    ]);
    expect(row(r, 'judgements').detail).toContain('1 override:');
    expect(row(r, 'judgements').detail).toContain('allow by human://alice (key-bound)');
    expect(row(r, 'signatures').detail).toMatch(/2 keys/);
  });
});

const systemPin = (store: StoreLocation) => {
  const pubs = readdirSync(storePaths.keys(store)).filter((n) => n.endsWith('.pub.json'));
  return pubs.map((n) => JSON.parse(readFileSync(join(storePaths.keys(store), n), 'utf8'))).find((k) => k.uri === 'system://judge');
};
const personKey = (uri: string): SigningKey => {
  const seed = newSeed();
  const publicKey = publicKeyOf(seed);
  return { keyid: keyIdOf(publicKey), uri, publicKey, seed };
};
const pinsOf = (keys: unknown[]) => {
  const r = parseTrustFile(JSON.stringify({ keys }));
  if (!('pins' in r)) throw new Error(r.problems.join('; '));
  return r.pins;
};

describe('forgeries without --trust', () => {
  it('a second key for a person is reported (a failure under --strict), unless --trust pins the keys', async () => {
    const store = newStore();
    await startSession(store);
    const a = await attestCommand(store, 'sudo apt-get install jq', 0);
    const b = await attestCommand(store, 'sudo apt-get install jq', 1);
    const [alice, minted] = [personKey('human://alice'), personKey('human://alice')];
    for (const k of [alice, minted]) writePublicKey(store, k);
    await resolve(store, a.receiptIds[2]!, 'ask', 'allow', 'human://alice', alice);
    await resolve(store, b.receiptIds[2]!, 'ask', 'allow', 'human://alice', minted);
    const input = readPackageDir((await closeAndPackage(store, { withStates: true })).dir);
    const r = verify([input]);
    expect(row(r, 'signatures').warnings).toEqual([
      `human://alice signs with 2 keys (${[alice.keyid, minted.keyid].sort().join(', ')}): pin the ones you trust with --trust`,
    ]);
    expect(verify([input], { strict: true }).verified).toBe(false);
    // Pinning alice's real key refuses the minted one; pinning both (a rotation) passes.
    const pub = (k: SigningKey) => ({ uri: k.uri, alg: 'ed25519', public_key: encodeBase64(k.publicKey) });
    const one = verify([input], { strict: true, trust: pinsOf([systemPin(store), pub(alice)]) });
    expect(one.verified).toBe(false);
    expect(row(one, 'signatures').failures[0]).toContain(
      `human://alice is pinned to ${alice.keyid}, but this was signed by ${minted.keyid}`,
    );
    expect(verify([input], { strict: true, trust: pinsOf([systemPin(store), pub(alice), pub(minted)]) }).verified).toBe(true);
  });

  it("a package from an unrelated store cannot resolve another's escalation; --trust pinning both stores ties them", async () => {
    const real = await buildPackage({ calls: 3, resolveFirst: false, withStates: true });
    const escalation = real.escalated[0]!;
    const other = newStore();
    await startSession(other);
    await attestCommand(other, 'ls', 7);
    await resolve(other, escalation, 'ask', 'allow', 'human://alice');
    const forged = readPackageDir((await closeAndPackage(other, { withStates: true })).dir, 'forged');
    const p1 = readPackageDir(real.dir, 'real');
    const r = verify([p1, forged]);
    expect(r.judgements.open).toEqual([escalation]);
    expect(r.judgements.resolutions[0]).toMatchObject({ judgement: escalation, unrelated: true, outside: false });
    expect(row(r, 'judgements').warnings.join('\n')).toContain(
      `(forged) resolves ${escalation} (real), which another store sealed, and no --trust pin ties the two: not counted`,
    );
    expect(verify([p1, forged], { strict: true }).verified).toBe(false);
    const tied = verify([p1, forged], { strict: true, trust: pinsOf([systemPin(real.store), systemPin(other)]) });
    expect(tied.judgements.open).toEqual([]);
    expect(tied.verified, renderText(tied)).toBe(true);
  });
});

describe('trust pins', () => {
  it('a pinned signer that signed passes; an unpinned signer warns', () => {
    const pins = parseTrustFile(JSON.stringify({ keys: [systemPin(base.store)] }));
    if (!('pins' in pins)) throw new Error('pins');
    const r = verify([pkg], { trust: pins.pins });
    expect(row(r, 'signatures').status).toBe('pass');
    expect(row(r, 'signatures').detail).toContain('trust pins for system://judge');
    const other = parseTrustFile(JSON.stringify([{ uri: 'human://zoe', alg: 'ed25519', public_key: systemPin(base.store).public_key }]));
    if (!('pins' in other)) throw new Error('pins');
    const w = verify([pkg], { trust: other.pins });
    expect(row(w, 'signatures').status).toBe('warn');
    expect(row(w, 'signatures').warnings).toEqual(['system://judge is not pinned by the trust file']);
    expect(w.verified).toBe(true);
  });

  it('a pinned URI signed by another key fails, with no success word anywhere', () => {
    const spki = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).subarray(12);
    const pins = parseTrustFile(JSON.stringify({ keys: [{ uri: 'system://judge', alg: 'ed25519', public_key: encodeBase64(spki) }] }));
    if (!('pins' in pins)) throw new Error('pins');
    const r = verify([pkg], { trust: pins.pins });
    expect(r.verified).toBe(false);
    expect(row(r, 'signatures').failures[0]).toMatch(/system:\/\/judge is pinned to ed25519:\w+, but this was signed by/);
    expect(renderText(r)).not.toMatch(/\b(verified|ok|pass)\b/i);
    expect(renderJson(r)).not.toMatch(/\b(verified|ok|pass)\b/i);
  });

  it('a trust file is checked: wrong key id, bad key, not JSON', () => {
    expect(parseTrustFile('nope')).toEqual({ problems: ['not JSON'] });
    expect(
      parseTrustFile(JSON.stringify({ keys: [{ ...systemPin(base.store), keyid: 'ed25519:00000000000000000000000000000000' }] })),
    ).toMatchObject({ problems: [expect.stringMatching(/is not the id of this key/)] });
    expect(parseTrustFile(JSON.stringify({ keys: [{ uri: 'system://judge', alg: 'ed25519', public_key: 'AAAA' }] }))).toMatchObject({
      problems: [expect.stringMatching(/32-byte/)],
    });
  });
});

describe('replay', () => {
  it('without states: warned (not replayed); with --states from elsewhere: replayed', async () => {
    const built = await buildPackage({ calls: 4, withStates: false });
    const input = readPackageDir(built.dir);
    expect([...input.files.keys()].some((p) => p.startsWith('states/'))).toBe(false);
    const r = verify([input]);
    expect(r.verified).toBe(true);
    expect(row(r, 'replay')).toMatchObject({
      status: 'warn',
      warnings: ['12 rules receipts not replayed: no state at hand (use --with-states or --states DIR)'],
    });
    expect(verify([input], { strict: true }).verified).toBe(false);
    const dir = storePaths.sessionStates(built.store, built.sessionId);
    const states = new Map(readdirSync(dir).map((n) => [`sha256:${n.slice(0, 64)}`, readFileSync(join(dir, n))] as const));
    const withStates = verify([input], { states, strict: true });
    expect(withStates.replay.replayed).toBe(12);
    expect(row(withStates, 'replay').status).toBe('pass');
    // A state under --states that does not hash to its receipt's digest fails.
    const [k] = states.keys();
    const bad = new Map(states);
    bad.set(k!, Buffer.from('{"tool":"Bash"}'));
    const r2 = verify([input], { states: bad });
    expect(row(r2, 'replay').failures[0]).toMatch(/does not hash to its state_digest/);
  });

  it('a rules judge that now answers differently fails the row, naming receipt and key', () => {
    const r = verify([pkg], {
      replay: (state, questions) => {
        const answers = testAnswers(state as never, questions);
        if ((state as { input: { command: string } }).input.command === 'ls -la')
          answers.danger = { noul: 1, probabilities: { yes: 1, no: 0 }, confidence: 1 };
        return { status: 'replayed', answers };
      },
    });
    expect(r.verified).toBe(false);
    expect(row(r, 'replay').failures[0]).toMatch(
      /^art_\w+ \(danger\): recorded \{"confidence":1,"noul":0,.*the rules judge now answers \{"confidence":1,"noul":1/,
    );
    expect(r.replay.mismatched).toBe(2);
  });

  it('rules this build does not carry are named, not guessed; --strict fails them', () => {
    const r = verify([pkg], { replay: () => ({ status: 'not-replayable', reason: 'unknown rules' }) });
    expect(r.verified).toBe(true);
    expect(row(r, 'replay').warnings).toEqual([
      `36 rules receipts name rules ${TEST_RULES_DIGEST}, which this build does not carry: not replayable here`,
    ]);
    expect(r.replay.not_replayable_here).toEqual({ [TEST_RULES_DIGEST]: 36 });
    expect(verify([pkg], { strict: true, replay: () => ({ status: 'not-replayable', reason: 'x' }) }).verified).toBe(false);
  });

  it('a rules judge that throws on the state is a failure, not a pass', () => {
    const r = verify([pkg], {
      replay: () => {
        throw new Error('unknown question danger');
      },
    });
    expect(row(r, 'replay').failures[0]).toMatch(/the rules judge refused the state \(unknown question danger\)/);
  });
});

describe("an insider's forgeries, re-signed with the store key", () => {
  const judgementsOf = (sts: Statement[]) => sts.filter((s) => s.kind === 'judgement.v1') as Array<Statement<JudgementPayload>>;

  it('every signature checks out, so the baseline reseal verifies', () => {
    const r = verify([reseal(base.store, pkg, (s) => s)]);
    expect(r.verified, renderText(r)).toBe(true);
  });

  it('an outcome that its answer and bar do not give (acted below its own bar)', () => {
    const forged = reseal(base.store, pkg, (sts) => {
      const j = judgementsOf(sts).find(
        (s) => s.payload.question.key === 'danger' && s.payload.answer && 'noul' in s.payload.answer && s.payload.answer.noul === 1,
      )!;
      j.payload.outcome = 'acted';
      j.payload.effect = 'allow';
      return sts;
    });
    const r = verify([forged]);
    expect(r.verified).toBe(false);
    expect(row(r, 'signatures').status).toBe('pass');
    expect(row(r, 'judgements').failures.join('\n')).toMatch(
      /\(danger\): recorded acted\/allow \(bar applied to noul\), but its answer against bar 0.5 gives refused\/deny/,
    );
  });

  it("a call effect that is not the strongest of its receipts'", () => {
    const forged = reseal(base.store, pkg, (sts) => {
      const call = judgementsOf(sts).find((s) => s.payload.call.effect === 'deny')!.payload.call.id;
      for (const s of judgementsOf(sts))
        if (s.payload.call.id === call) Object.assign(s.payload.call, { effect: 'allow', outcome: 'acted', decided_by: ['danger'] });
      return sts;
    });
    expect(row(verify([forged]), 'judgements').failures.join('\n')).toMatch(
      /recorded acted\/allow decided by \[danger\], but its receipts give refused\/deny decided by \[danger, verdict\]/,
    );
  });

  it('a call with a receipt missing (chain re-linked, so only the call check can tell)', () => {
    let callId = '';
    const forged = reseal(base.store, pkg, (sts) => {
      const victim = judgementsOf(sts)[4]!;
      callId = victim.payload.call.id;
      return sts.filter((s) => s !== victim);
    });
    const r = verify([forged]);
    expect(row(r, 'chain').status).toBe('pass');
    expect(row(r, 'judgements').failures.join('\n')).toContain(`${callId}: 2 of 3 receipts (index 1 missing)`);
  });

  it('a question whose wording was changed no longer hashes to questions_digest', () => {
    const forged = reseal(base.store, pkg, (sts) => {
      judgementsOf(sts)[0]!.payload.question.instructions = 'Something softer?';
      return sts;
    });
    expect(row(verify([forged]), 'judgements').failures.join('\n')).toMatch(/its questions do not hash to questions_digest/);
  });

  it('a deleted, duplicated or reordered receipt under a fresh close record still breaks the chain', () => {
    const dropped = reseal(base.store, pkg, (sts) => sts.filter((_, i) => i !== 10), { rechain: false });
    expect(row(verify([dropped]), 'chain').failures.join('\n')).toMatch(/seq 12 where 11 was expected/);
    const swapped = reseal(base.store, pkg, (sts) => [...sts.slice(0, 3), sts[4]!, sts[3]!, ...sts.slice(5)], { rechain: false });
    expect(row(verify([swapped]), 'chain').status).toBe('fail');
  });

  it('a resolution whose overrides field or key_bound flag lies', () => {
    const resolutions = (sts: Statement[]) =>
      sts.filter((s) => s.kind === 'judgement.resolution.v1') as Array<Statement<ResolutionPayload>>;
    const lying = reseal(base.store, pkg, (sts) => {
      resolutions(sts)[0]!.payload.overrides = 'ask';
      return sts;
    });
    expect(row(verify([lying]), 'judgements').failures.join('\n')).toMatch(
      /records overrides ask, but allow against the judged ask overrides nothing/,
    );
    const claimed = reseal(base.store, pkg, (sts) => {
      resolutions(sts)[0]!.payload.key_bound = true;
      return sts;
    });
    expect(row(verify([claimed]), 'judgements').failures.join('\n')).toMatch(
      /key_bound is true but it is signed as system:\/\/judge for a decision by human:\/\/alice/,
    );
  });
});

describe('bounds and hostile bytes', () => {
  it('an envelope line over the limit is refused without parsing it', () => {
    const huge = `{"payload":"${'A'.repeat(LIMITS.maxEnvelopeBytes)}"}`;
    const files = new Map(pkg.files);
    files.set('receipts.jsonl', Buffer.concat([Buffer.from(pkg.files.get('receipts.jsonl')!), Buffer.from(`${huge}\n`)]));
    const r = verify([{ name: 'big', files }]);
    expect(row(r, 'envelopes').failures.join('\n')).toMatch(/longer than 1048576 bytes/);
  });

  it('an empty folder is no package, and says so without a success word', () => {
    const r = verify([{ name: 'empty', files: new Map() }]);
    expect(r.verified).toBe(false);
    expect(row(r, 'close').failures).toEqual(['close.json is missing: the package is not sealed']);
    expect(renderText(r)).not.toMatch(/\b(verified|ok|pass)\b/i);
  });

  it('text output shows control characters from a package instead of sending them to the terminal', () => {
    const forged = reseal(base.store, pkg, (sts) => {
      const j = sts.find((s) => s.kind === 'judgement.v1') as Statement<JudgementPayload>;
      j.payload.judge.model = 'evil\u001b[2Jmodel';
      return sts;
    });
    const text = renderText(verify([forged]));
    expect(text).not.toContain('\u001b');
    expect(text).toContain('evil\\u001b[2Jmodel');
  });
});
