/**
 * Differential test against a real bash (skipped where bash is absent): random words built
 * from quoting, escapes, ANSI-C strings, parameter expansions, word splitting, brace
 * expansion and static command substitutions must expand, in our reader, to exactly the
 * arguments bash passes to `printf`. One bash process runs every case, so the test is fast.
 * Globs and `~` are left out: bash resolves those against this machine, by design we do not.
 */
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../src/shell/index.js';

const hasBash = spawnSync('bash', ['--version'], { encoding: 'utf8' }).status === 0;

const PRELUDE = "X='v  w'; E=; P=/a/b/c.txt; N=3";

const pieces = [
  'a', 'b', 'rm', '-rf', '/', 'x.y', '=', ':', '@', '%',
  "'s q'", "''", '"d q"', '""', '"a\\"b"', '"\\$X"', '"\\\\"', '\\ ', '\\$', "\\'", '\\"', '\\\\',
  "$'\\x41'", "$'\\t'", "$'\\u00e9'", "$'it\\'s'", "$'\\101'",
  // Bare `$X` is followed by a non-name character, so `$Xa` never reads an unassigned `Xa`
  // (unknown by design here, empty in bash).
  '$X/', '"$X"', '${X}', '"${X}"', '$E.', '"$E"', '${#X}', '${X:-d}', '${E:-dflt}', '${X:+set}', '${P##*/}', '${P%.*}', '${P%/*}',
   '${P/b/B}', '${X^^}', '$N-', '$((N * 2 + 1))', '${IFS}',
  // Substitutions fork in bash (slow here), so they are rarer than the rest.
  '"$(echo hi)"', '`echo bq`',
  '{a,b}', '{1..3}', 'x{y,z}', '{,e}', '"{a,b}"',
];

const word = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 4 }).map((p) => p.join(''));
const line = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));

describe.skipIf(!hasBash)('expansion matches bash', () => {
  it('random words', () => {
    const cases = fc.sample(line, { numRuns: 300, seed: 424242 });
    // bash prints each case's arguments NUL-separated, cases separated by \x01.
    const script = cases.map((c) => `${PRELUDE}; printf '%s\\0' ${c}; printf '\\1'`).join('\n');
    const r = spawnSync('bash', ['--norc', '--noprofile', '-c', script], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C.UTF-8' } });
    expect(r.status).toBe(0);
    const outputs = r.stdout.split('\x01').slice(0, cases.length);
    expect(outputs).toHaveLength(cases.length);
    let compared = 0;
    cases.forEach((c, i) => {
      const a = analyzeShell(`${PRELUDE}; printf '%s\\0' ${c}`, { cwd: '/ws' });
      expect(a.status, c).toBe('ok');
      const printf = a.invocations.find((v) => v.name === 'printf' && v.context === 'top')!;
      const ours = printf.args.slice(1);
      if (ours.length === 0) return; // printf with no arguments still prints the format once
      const theirs = outputs[i]!.split('\0').slice(0, -1);
      expect(ours, c).toEqual(theirs);
      compared++;
    });
    expect(compared).toBeGreaterThan(250);
  });
});
