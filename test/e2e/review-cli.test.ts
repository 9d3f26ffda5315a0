/**
 * `judge stats` and `judge replay` end to end (docs/review.md), on the built CLI: a session judged
 * by the rules with `--state-out` files under arbitrary names, resolved by a person (an allowed
 * escalation and a denied allow), closed without states; then stats over the package (given
 * twice), the store and the HTML page, replay under the current and a candidate pack, and
 * `package verify --states` finding the state files by digest.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { cleanEnv, ROOT, runJudge, tempDir, type RunResult } from '../helpers/cli.js';

let dir: string;
let pkg: string;
const ids: Record<string, string[]> = {};
const run = (args: string[]): RunResult => runJudge(args, { cwd: dir, env: cleanEnv(dir) });

function attest(name: string, command: string, stateOut?: string): void {
  const r = run([
    '--tool',
    'Bash',
    '--input',
    JSON.stringify({ command }),
    '--attest',
    '--format',
    'json',
    ...(stateOut ? ['--state-out', stateOut] : []),
  ]);
  expect(r.status, r.stderr).toBe(0);
  ids[name] = JSON.parse(r.stdout).receipts;
}

beforeAll(() => {
  dir = tempDir('judge-review-');
  expect(run(['init']).status).toBe(0);
  expect(run(['session', 'start']).status).toBe(0);
  mkdirSync(join(dir, 'kept'));
  attest('push', 'git push --force origin main', 'odd name.json');
  attest('ls', 'ls -la', 'kept/whatever.txt');
  attest('rm', 'rm -rf /');
  // The verdict is the last question in key order: its receipt is the call's last.
  const r1 = run([
    '--resolve',
    ids.push!.at(-1)!,
    '--by',
    'human://alice',
    '--decision',
    'allow',
    '--asserted',
    '--reason',
    'our own branch',
  ]);
  expect(r1.status, r1.stderr).toBe(0);
  const r2 = run(['--resolve', ids.ls!.at(-1)!, '--by', 'human://alice', '--decision', 'deny', '--asserted']);
  expect(r2.status, r2.stderr).toBe(0);
  const closed = run(['session', 'close', '--format', 'json', '--out', 'pkg']);
  expect(closed.status, closed.stderr).toBe(0);
  pkg = 'pkg';
  // A candidate pack: the current one without its git rules.
  const pack = JSON.parse(readFileSync(join(ROOT, 'rules/pack.json'), 'utf8'));
  pack.rules = pack.rules.filter((r: { id: string }) => !r.id.startsWith('git-'));
  pack.version = `${pack.version}-candidate`;
  writeFileSync(join(dir, 'candidate.json'), JSON.stringify(pack));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('judge stats', () => {
  it('counts per question and per call, each receipt once however many times its package is given', () => {
    const r = run(['stats', pkg, pkg, '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    // Three shell calls, each asked the rules judge's default selection: the summaries and what fired.
    expect(s.judgements).toBe(ids.push!.length + ids.ls!.length + ids.rm!.length);
    expect(ids.ls).toHaveLength(3);
    expect(s.resolutions).toBe(2);
    expect(s.duplicates).toBe(s.judgements + s.resolutions); // the second copy of the package, all of it
    const verdict = s.questions.find((q: { question: string }) => q.question === 'verdict');
    expect(verdict).toMatchObject({ asked: 3, yes: 2, escalated: 1, resolved_allow: 1, resolved_deny: 1, false_positives: 1, misses: 1 });
    expect(verdict.median_resolve_ms).toBeGreaterThanOrEqual(0);
    expect(s.calls).toMatchObject({ calls: 3, stopped: 2, escalated: 1, false_positives: 1, misses: 1 });
    // The package was closed without states: no call can be re-run for the per-rule table.
    expect(s.rules_coverage).toEqual({ rules_calls: 3, covered: 0 });
  });

  it('over the store (which kept the states), per rule too; text draws bars', () => {
    const r = run(['stats', '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.rules_coverage).toEqual({ rules_calls: 3, covered: 3 });
    const push = s.rules.find((x: { rule: string }) => x.rule === 'git-force-push');
    expect(push).toMatchObject({ fired: 1, escalated: 1, resolved_allow: 1, false_positives: 1, misses: 0 });
    const text = run(['stats', '--store', pkg]);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/verdict +3 +█+░* +67%/);
    expect(text.stdout).toContain('git-force-push');
  });

  it('--since after every judgement counts nothing; a bad date is a usage error naming the flag', () => {
    const later = JSON.parse(run(['stats', pkg, '--since', '2999-01-01', '--format', 'json']).stdout);
    expect(later.judgements).toBe(0);
    const bad = run(['stats', pkg, '--since', 'last week']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--since');
    expect(run(['stats', 'no-such-package']).status).toBe(2);
  });

  it('--format html --out writes one self-contained page with the tables', () => {
    const r = run(['stats', '--format', 'html', '--out', 'report.html']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).not.toMatch(/https?:|\/\/|<script|<link|<img|url\(|\son[a-z]+=/i);
    expect(html).toContain("default-src 'none'");
    for (const id of ['calls', 'questions', 'rules']) expect(html).toMatch(new RegExp(`<table id="${id}">`));
    expect(html).toContain('git-force-push');
  });
});

describe('judge replay', () => {
  it('re-judges a package with --state-out files under any name (matched by digest): nothing changes under the current rules', () => {
    const r = run(['replay', pkg, 'odd name.json', '--states', 'kept', '--format', 'json', '--fail-on-change']);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.calls).toBe(2);
    expect(out.skipped).toEqual({ other_judges: 0, content: 0, no_state: 1 });
    expect(out.matrix.ask.ask).toBe(1);
    expect(out.matrix.allow.allow).toBe(1);
    expect(out.changed).toEqual([]);
  });

  it('under a candidate pack, reports the from→to matrix and each changed call with its evidence; --fail-on-change exits 6', () => {
    const r = run(['replay', '--rules', 'candidate.json', pkg, 'odd name.json', '--states', 'kept', '--fail-on-change']);
    expect(r.status, r.stderr).toBe(6);
    expect(r.stdout).toMatch(/^ask +1 +0 +0 +0$/m);
    expect(r.stdout).toMatch(/call_[0-9a-f]+ +ask → allow/);
    expect(r.stdout).toContain('was: git-force-push: git push --force');
    const j = JSON.parse(run(['replay', '--rules', 'candidate.json', pkg, 'odd name.json', '--format', 'json']).stdout);
    expect(j.rules.version).toMatch(/-candidate$/);
    expect(j.changed).toHaveLength(1);
    expect(j.changed[0]).toMatchObject({ from: 'ask', to: 'allow' });
    expect(j.changed[0].questions.map((q: { question: string }) => q.question)).toEqual(['git_destructive', 'verdict']);
    // Nothing was written: the package still verifies.
    expect(run(['package', 'verify', pkg]).status).toBe(0);
  });

  it('a state file alone is judged by the current rules, then by the candidate', () => {
    const r = JSON.parse(run(['replay', '--rules', 'candidate.json', 'odd name.json', '--format', 'json']).stdout);
    expect(r.calls).toBe(1);
    expect(r.changed[0].call).toMatch(/^state sha256:/);
    expect(r.changed[0].where).toBe('odd name.json');
  });

  it('refuses a bad pack or path with a usage error naming it', () => {
    writeFileSync(join(dir, 'bad.json'), '{"version": 1}');
    const bad = run(['replay', '--rules', 'bad.json', pkg]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--rules bad.json: $.version');
    expect(run(['replay', 'missing.json']).status).toBe(2);
  });
});

describe('package verify --states', () => {
  it('finds states by the digest of their bytes, whatever the file is called', () => {
    mkdirSync(join(dir, 'any'));
    writeFileSync(join(dir, 'any', 'push state'), readFileSync(join(dir, 'odd name.json')));
    const r = run(['package', 'verify', pkg, '--states', 'any', '--format', 'json']);
    expect(r.status, r.stdout).toBe(0);
    const replay = JSON.parse(r.stdout).replay as { replayed: number; no_state: number };
    expect(replay.replayed).toBeGreaterThan(0); // the one call whose state is given, under any name
    expect(replay.no_state).toBe(2 * replay.replayed); // the other two calls
  });
});
