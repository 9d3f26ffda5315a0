/**
 * Format compatibility: the sealed packages in test/golden/ were written by an earlier version of
 * judge (test/golden/README.md), and every later version must verify them with the same rows.
 * The built CLI runs `package verify --strict --trust` on each, and the whole JSON report and the
 * exit code must be exactly what was recorded when they were made.
 *
 * One thing may change without a format change: the rule pack. Rules receipts name the pack that
 * judged them, and a build that carries another pack cannot replay them ("not replayable here",
 * which --strict fails on). Then the goldens are verified without --strict: every row but replay
 * must still be exactly the recorded one, and replay a warning naming the golden pack.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runJudge } from '../helpers/cli.js';

const GOLDEN = join(ROOT, 'test', 'golden');
const { rules_digest: goldenRules, cases } = JSON.parse(readFileSync(join(GOLDEN, 'cases.json'), 'utf8')) as {
  rules_digest: string;
  cases: Array<{ name: string; args: string[]; exit: number }>;
};
const builtRules = (JSON.parse(readFileSync(join(ROOT, 'rules', 'pack.lock.json'), 'utf8')) as { rules_digest: string }).rules_digest;

interface Check {
  check: string;
  status: string;
  detail: string;
  failures: string[];
  warnings: string[];
}

const verify = (args: string[]) => runJudge(['package', 'verify', ...args], { cwd: GOLDEN });

describe('golden packages still verify', () => {
  it('covers plain calls, an escalation resolved by a person, an unjudged note, a co-signed judge, and all together', () => {
    expect(cases.map((c) => c.name)).toEqual(['plain', 'escalation', 'cosigned', 'together']);
    const kinds = (name: string) => JSON.parse(readFileSync(join(GOLDEN, 'expected', `${name}.json`), 'utf8')).judgements;
    expect(kinds('escalation')).toMatchObject({ escalated: 2, resolved: 2, unjudged: 1 });
    expect(
      kinds('escalation')
        .resolutions.map((r: { key_bound: boolean }) => r.key_bound)
        .sort(),
    ).toEqual([false, true]);
    const cosigned = readFileSync(join(GOLDEN, 'packages', 'cosigned', 'receipts.jsonl'), 'utf8')
      .trim()
      .split('\n');
    const payloads = cosigned.map(
      (l) => JSON.parse(Buffer.from((JSON.parse(l) as { payload: string }).payload, 'base64').toString('utf8')).payload,
    );
    expect(payloads.length).toBeGreaterThan(0);
    for (const p of payloads) expect(p.judge_signature?.keyid).toMatch(/^ed25519:/);
  });

  for (const c of cases) {
    it(`${c.name}: ${c.args.filter((a) => !a.startsWith('packages/')).join(' ')}`, () => {
      const expected = readFileSync(join(GOLDEN, 'expected', `${c.name}.json`), 'utf8');
      if (builtRules === goldenRules) {
        const r = verify(c.args);
        expect(r.stderr).toBe('');
        expect(r.stdout).toBe(expected);
        expect(r.status).toBe(c.exit);
        return;
      }
      const r = verify(c.args.filter((a) => a !== '--strict'));
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      const want = (JSON.parse(expected) as { checks: Check[] }).checks;
      const got = (JSON.parse(r.stdout) as { checks: Check[] }).checks;
      expect(got.filter((x) => x.check !== 'replay')).toEqual(want.filter((x) => x.check !== 'replay'));
      const replay = got.find((x) => x.check === 'replay')!;
      expect(replay.status).toBe('warn');
      expect(replay.warnings.join('\n')).toContain(`name rules ${goldenRules}, which this build does not carry`);
    });
  }
});
