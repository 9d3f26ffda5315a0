/**
 * The shell reader's bounds and robustness (STYLE practices 3 and 10): every issue code is
 * reachable and makes the analysis `partial` without hiding what came before it; bounds
 * from SHELL_LIMITS hold; random text never throws and always gives the same result; and
 * adversarial 100 KB inputs stay fast (a generous bound: timing lives in test/bench).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeShell, SHELL_LIMITS, type ParseIssueCode, type ShellAnalysis } from '../../src/shell/index.js';

const CWD = '/ws';
const run = (cmd: string): ShellAnalysis => analyzeShell(cmd, { cwd: CWD });
const codes = (r: ShellAnalysis): ParseIssueCode[] => r.issues.map((i) => i.code);
const names = (r: ShellAnalysis): Array<string | null> => r.invocations.map((i) => i.name);

/** Structural invariants every analysis must satisfy; returns the first violation (one expect per call keeps it fast). */
function violation(r: ShellAnalysis): string | null {
  if (r.status !== 'ok' && r.status !== 'partial') return 'status';
  if ((r.status === 'ok') !== (r.issues.length === 0)) return 'status vs issues';
  const n = r.invocations.length;
  if (n > SHELL_LIMITS.maxInvocations) return 'too many invocations';
  const inRange = (i: number | null): boolean => i === null || (Number.isInteger(i) && i >= 0 && i < n);
  for (const [k, inv] of r.invocations.entries()) {
    const p = inv.pipeline;
    if (!inRange(inv.parent)) return `${k}: parent ${inv.parent}`;
    if (!(p.index >= 0 && p.index < p.length)) return `${k}: pipeline index`;
    if (!inRange(p.from) || !inRange(p.to)) return `${k}: pipeline link`;
    if (!(inv.depth >= 0)) return `${k}: depth`;
    if ((inv.name === null) !== (inv.path === null)) return `${k}: name/path`;
    if (inv.unresolved && inv.name !== null) return `${k}: unresolved with a name`;
    if (!Array.isArray(inv.args)) return `${k}: args`;
  }
  return null;
}

function checkInvariants(r: ShellAnalysis): void {
  expect(violation(r)).toBeNull();
}

describe('issue codes', () => {
  const rows: Array<[string, ParseIssueCode, Array<string | null>]> = [
    ["rm -rf /; echo 'oops", 'unterminated-quote', ['rm', 'echo']],
    ['rm x; echo "oops', 'unterminated-quote', ['rm', 'echo']],
    ["rm x; echo $'oops", 'unterminated-quote', ['rm', 'echo']],
    ['rm x; echo $(date', 'unterminated-substitution', ['rm', 'date', 'echo']],
    ['rm x; echo `date', 'unterminated-substitution', ['rm', 'date', 'echo']],
    ['rm x; echo ${X', 'unterminated-substitution', ['rm', 'echo']],
    ['rm x; echo $((1+2', 'unterminated-substitution', ['rm', 'echo']],
    ['rm x; cat <<EOF\nbody', 'unterminated-heredoc', ['rm', 'cat']],
    ['rm x; cat <<EOF', 'unterminated-heredoc', ['rm', 'cat']],
    ['if true; then rm x', 'unbalanced', ['true', 'rm']],
    ['(rm x', 'unbalanced', ['rm']],
    ['{ rm x;', 'unbalanced', ['rm']],
    ['while true; do rm x', 'unbalanced', ['true', 'rm']],
    ['case x in a) rm x;;', 'unbalanced', ['rm']],
    ['rm x; ) ; ls', 'syntax', ['rm', 'ls']],
    ['rm x; fi; ls', 'syntax', ['rm', 'ls']],
    ['rm x ;; ls', 'syntax', ['rm', 'ls']],
    ['| rm x', 'syntax', ['rm']],
    ['rm x &&', 'syntax', ['rm']],
    ['echo ${ bad }', 'syntax', ['echo']],
    ['echo $((1 ) + 2', 'syntax', ['echo']],
    ['echo ' + '$('.repeat(SHELL_LIMITS.maxDepth + 4) + 'rm', 'nesting-too-deep', ['echo']],
    ['rm x; ' + '( '.repeat(SHELL_LIMITS.maxDepth + 1) + 'ls', 'nesting-too-deep', ['rm']],
    ['a;'.repeat(SHELL_LIMITS.maxInvocations + 10), 'too-many-commands', Array(SHELL_LIMITS.maxInvocations).fill('a')],
    ['echo ' + '{a,b}'.repeat(12), 'too-long', ['echo']],
  ];
  for (const [cmd, code, want] of rows) {
    it(`${code}: ${JSON.stringify(cmd).slice(0, 60)}`, () => {
      const r = run(cmd);
      expect(r.status).toBe('partial');
      expect(codes(r)).toContain(code);
      expect(names(r)).toEqual(want);
      checkInvariants(r);
    });
  }

  it('too-long: reads only the first maxLength characters', () => {
    const cmd = 'rm -rf / ; ' + '#'.repeat(SHELL_LIMITS.maxLength);
    const r = run(cmd);
    expect(r.status).toBe('partial');
    expect(codes(r)).toContain('too-long');
    expect(names(r)).toEqual(['rm']);
  });

  it('nested shells count towards the nesting bound', () => {
    let cmd = 'rm -rf /';
    for (let i = 0; i < SHELL_LIMITS.maxDepth + 2; i++) cmd = `bash -c ${JSON.stringify(cmd)}`;
    const r = run(cmd);
    expect(r.status).toBe('partial');
    expect(codes(r)).toContain('nesting-too-deep');
    // The shell that could not be read is marked, for the rules to treat as unsafe.
    expect(r.invocations.some((i) => i.unresolved === 'parse-failed')).toBe(true);
    checkInvariants(r);
  });

  it('expansion that grows without bound exhausts the budget, then stays unknown', () => {
    const r = run('X=abcdefgh; ' + 'X=$X$X; '.repeat(40) + 'rm -rf $X');
    expect(r.status).toBe('partial');
    expect(codes(r)).toContain('too-long');
    expect(r.invocations.at(-1)).toMatchObject({ name: 'rm', args: ['-rf', null] });
  });

  it('recursive and exponential functions terminate', () => {
    // The recursive call is listed as a plain invocation of f (so a fork bomb is visible), once.
    expect(names(run('f() { f; rm x; }; f'))).toEqual(['f', 'rm']);
    const fns = Array.from({ length: 30 }, (_, i) => `f${i + 1}() { f${i}; f${i}; };`).join(' ');
    const r = run(`f0() { ls; }; ${fns} f30`);
    expect(r.status).toBe('partial');
    checkInvariants(r);
  });

  it('a brace sequence is capped', () => {
    const r = run('echo {1..100000}');
    expect(r.invocations[0]!.args).toEqual(['{1..100000}']);
  });

  it('names that are Object.prototype keys are ordinary commands', () => {
    for (const n of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const r = run(`${n} -rf /; echo x | tr '[:${n}:]' a; ${n}=1 ${n}`);
      expect(r.status).toBe('ok');
      expect(names(r)).toEqual([n, 'echo', 'tr', n]);
    }
  });

  it('refuses a non-string command or missing cwd as a programmer error', () => {
    expect(() => analyzeShell(42 as unknown as string, { cwd: CWD })).toThrow(TypeError);
    expect(() => analyzeShell('ls', {} as { cwd: string })).toThrow(TypeError);
  });
});

describe('never throws, always the same answer', () => {
  const tokens = [
    'rm',
    '-rf',
    '/',
    'ls',
    'echo',
    'bash',
    '-c',
    'sudo',
    'xargs',
    'find',
    '-exec',
    '{}',
    '\\;',
    'eval',
    'cd',
    '..',
    ' ',
    ' ',
    ' ',
    '\n',
    ';',
    '&&',
    '||',
    '|',
    '&',
    '(',
    ')',
    '{',
    '}',
    '$(',
    '`',
    '"',
    "'",
    "$'",
    '$',
    '${',
    '}',
    '$((',
    '))',
    '<',
    '>',
    '>>',
    '2>&1',
    '<<',
    '<<-',
    '<<<',
    'EOF',
    '<(',
    '>(',
    'if',
    'then',
    'else',
    'fi',
    'for',
    'in',
    'do',
    'done',
    'while',
    'case',
    'esac',
    ';;',
    'f()',
    'function',
    '=',
    'X=',
    '$X',
    '$IFS',
    '\\',
    '#',
    '*',
    '?',
    '[',
    ']',
    '[[',
    ']]',
    '!',
    'time',
    'base64',
    '-d',
    'echo cm0gLXJmIC8=',
    'printf',
    '\\x72',
    '~',
    '$HOME',
    '-',
    '--',
  ];
  const soup = fc.array(fc.constantFrom(...tokens), { maxLength: 60 }).map((t) => t.join(''));

  it('random strings (full Unicode)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        const a = run(s);
        checkInvariants(a);
        expect(JSON.stringify(run(s))).toBe(JSON.stringify(a));
      }),
      { numRuns: 300, seed: 20240601 },
    );
  });

  it('shell-ish token soup', () => {
    fc.assert(
      fc.property(soup, (s) => {
        const a = run(s);
        checkInvariants(a);
        expect(JSON.stringify(run(s))).toBe(JSON.stringify(a));
      }),
      { numRuns: 1000, seed: 7 },
    );
  });

  it('the result does not depend on earlier analyses', () => {
    const first = JSON.stringify(run('X=/; cd /tmp; rm -rf $X'));
    run('Y=1; cd /etc; f() { :; }');
    expect(JSON.stringify(run('X=/; cd /tmp; rm -rf $X'))).toBe(first);
  });
});

describe('adversarial 100 KB inputs stay fast', () => {
  const N = 100_000;
  const inputs: Record<string, string> = {
    'nested $(': '$('.repeat(N / 2),
    "quotes '": "'".repeat(N),
    'quotes "': '"'.repeat(N),
    backslashes: '\\'.repeat(N),
    'a; x 50k': 'a;'.repeat(N / 2),
    backquotes: '`'.repeat(N),
    'braces {': '{'.repeat(N),
    'brace lists': 'echo ' + '{a,b}'.repeat(N / 5),
    '${ nesting': '${x:-'.repeat(N / 5),
    '$(( nesting': '$(('.repeat(N / 3),
    parentheses: '('.repeat(N),
    pipes: 'a|'.repeat(N / 2),
    heredocs: '<<E '.repeat(N / 4),
    'and-or': 'a&&'.repeat(N / 3),
    'if nesting': 'if a; then '.repeat(N / 11),
    variables: Array.from({ length: N / 8 }, (_, i) => `v${i}=1;`).join(''),
    expansions: 'X=' + 'a'.repeat(40) + '; ' + '$X$X$X$X '.repeat(N / 10),
    evals: "X='echo hi'; " + 'eval $X; '.repeat(N / 10),
    'long word': 'a'.repeat(N),
    'arithmetic name': '((' + 'a'.repeat(N) + '))',
    'case arms': 'case x in ' + 'a) b;; '.repeat(N / 8) + 'esac',
    dollars: '$'.repeat(N),
    'ANSI-C': "$'" + '\\x41'.repeat(N / 4) + "'",
    'IFS splits': 'rm${IFS}'.repeat(N / 8),
    'xargs input': 'echo ' + 'a '.repeat(N / 2) + '| xargs rm',
    'glob pattern': 'X=abc; echo ${X#' + '*'.repeat(N / 2) + '}',
    newlines: '\n'.repeat(N),
    'process subst': '<('.repeat(N / 2),
    'bash -c chain': 'bash -c "'.repeat(N / 9),
  };
  for (const [label, text] of Object.entries(inputs)) {
    it(label, () => {
      // Best of up to three, so a GC pause or a busy neighbour does not count as the parser's time.
      let ms = Infinity;
      let r: ShellAnalysis | undefined;
      for (let k = 0; k < 3 && ms >= 100; k++) {
        const t0 = process.cpuUsage();
        r = run(text);
        const used = process.cpuUsage(t0); // CPU time: a busy neighbour stretches wall time only
        ms = Math.min(ms, (used.user + used.system) / 1000);
      }
      checkInvariants(r!);
      // Typically a few ms to tens of ms (test/bench/shell-adversarial.mjs prints figures);
      // the bound is generous because this machine is shared.
      expect(ms).toBeLessThan(1000);
    });
  }
});
