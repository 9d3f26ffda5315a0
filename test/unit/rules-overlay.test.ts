/** The rule overlay: checked against the pack (faults name rule and field), extends it, and replays only with itself. */
import { describe, expect, it } from 'vitest';
import { digestOf } from '../../src/canonical/jcs.js';
import { UsageError } from '../../src/errors.js';
import {
  answerWithRules,
  checkOverlay,
  combinedRulesDigest,
  replayRules,
  ruleQuestions,
  rulesDigest,
  rulesWithOverlay,
  RULES_DIGEST,
} from '../../src/rules/index.js';
import { runOverlayExamples } from '../../src/rules/overlay-examples.js';
import type { State } from '../../src/state/types.js';

const RULE = {
  id: 'team-dbtool-wipe',
  question: 'shell_destructive',
  severity: 'critical',
  description: 'wipes the db',
  why: 'deny: shared',
  match: { cmd: { names: ['@team-db'], sub: [['wipe']] } },
  examples: {
    positive: [{ tool: 'Bash', input: { command: 'dbtool wipe' } }],
    negative: [{ tool: 'Bash', input: { command: 'dbtool status' } }],
  },
};
const OVERLAY = { sets: { 'team-db': ['dbtool'] }, rules: [RULE] };
const bash = (command: string): State => ({
  tool: 'Bash',
  capability: 'shell.exec',
  input: { command },
  workspace_root: '/home/dev/project',
});

function fault(v: unknown): string {
  try {
    checkOverlay(v, 'rules.json');
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    expect((err as UsageError).code).toBe('rules.overlay-invalid');
    return (err as UsageError).message;
  }
  throw new Error('accepted');
}

describe('checkOverlay', () => {
  it('digests: the overlay over its JCS bytes, the effective one over both', () => {
    const c = checkOverlay(OVERLAY, 'rules.json');
    expect(c.digest).toBe(digestOf(OVERLAY));
    expect(c.rulesDigest).toBe(combinedRulesDigest(RULES_DIGEST, c.digest));
    expect(c.rulesDigest).not.toBe(RULES_DIGEST);
  });

  it.each([
    [[], '$'],
    [{ rules: [] }, '$.rules'],
    [{ rules: [RULE], extra: 1 }, '$.extra'],
    [{ rules: [{ ...RULE, id: 'Bad Id' }] }, 'rule Bad Id: id'],
    [{ rules: [RULE, RULE], sets: OVERLAY.sets }, 'rule team-dbtool-wipe: id'],
    [{ rules: [{ ...RULE, question: 'risk' }], sets: OVERLAY.sets }, 'rule team-dbtool-wipe: question'],
    [{ rules: [{ ...RULE, severity: 'huge' }], sets: OVERLAY.sets }, 'rule team-dbtool-wipe: severity'],
    [{ rules: [{ ...RULE, why: '' }], sets: OVERLAY.sets }, 'rule team-dbtool-wipe: why'],
    [{ rules: [RULE] }, 'rule team-dbtool-wipe: match.cmd.names[0]'],
    [{ rules: [{ ...RULE, match: { cmd: { names: ['x'], colour: 1 } } }] }, 'rule team-dbtool-wipe: match.cmd.colour'],
    [{ rules: [{ ...RULE, match: { check: 'nope' } }] }, 'rule team-dbtool-wipe: match.check'],
    [{ rules: [{ ...RULE, match: { cmd: { names: ['x'] }, check: 'fork-bomb' } }] }, 'rule team-dbtool-wipe: match'],
    [{ rules: [{ ...RULE, match: { cmd: { paths: { of: 'eaten', classes: ['home'] } } } }] }, 'rule team-dbtool-wipe: match.cmd.paths.of'],
    [
      { rules: [{ ...RULE, examples: { positive: RULE.examples.positive, negative: [{ tool: 'Bash' }] } }], sets: OVERLAY.sets },
      'rule team-dbtool-wipe: examples.negative[0].input',
    ],
    [{ rules: [RULE], sets: { shells: ['x'] } }, 'set shells'],
    [{ rules: [RULE], path_classes: { home: { under: ['~'] } } }, 'path class home'],
    [{ rules: [RULE], path_classes: { a: {}, b: {}, c: {} } }, 'path class '],
  ])('refuses %j naming %s', (v, at) => {
    expect(fault(v)).toContain(`rules.json: ${at}`);
  });
});

describe('an overlay in the rules judge', () => {
  const set = rulesWithOverlay(checkOverlay(OVERLAY, 'rules.json'));
  const qs = { shell_destructive: ruleQuestions().shell_destructive! };

  it('adds its rule to the pack, and leaves the pack alone without it', () => {
    expect(answerWithRules(bash('dbtool wipe'), qs, undefined, set).answers.shell_destructive).toMatchObject({ noul: 1 });
    expect(answerWithRules(bash('dbtool wipe'), qs).answers.shell_destructive).toMatchObject({ noul: 0 });
    // the pack's own rules still fire under the overlay
    expect(answerWithRules(bash('rm -rf /'), qs, undefined, set).answers.shell_destructive).toMatchObject({ noul: 1 });
    expect(set.identity).toMatchObject({
      rules_digest: set.identity.rules_digest,
      pack_digest: rulesDigest(),
      overlay_digest: digestOf(OVERLAY),
    });
  });

  it('replays a receipt of the overlay only when the verifier holds that overlay', () => {
    const wanted = set.identity.rules_digest!;
    expect(replayRules(bash('dbtool wipe'), qs, wanted)).toMatchObject({ status: 'not-replayable', wanted });
    expect(replayRules(bash('dbtool wipe'), qs, wanted, [set])).toMatchObject({
      status: 'replayed',
      answers: { shell_destructive: { noul: 1 } },
    });
  });

  it('runs its own examples', () => {
    expect(runOverlayExamples(checkOverlay(OVERLAY, 'rules.json')).map((r) => [r.side, r.ok])).toEqual([
      ['positive', true],
      ['negative', true],
    ]);
    const wrong = {
      ...OVERLAY,
      rules: [
        { ...RULE, examples: { positive: [{ tool: 'Bash', input: { command: 'dbtool status' } }], negative: RULE.examples.negative } },
      ],
    };
    expect(runOverlayExamples(checkOverlay(wrong, 'rules.json'))[0]).toMatchObject({ ok: false, detail: 'the rule did not fire' });
  });
});
