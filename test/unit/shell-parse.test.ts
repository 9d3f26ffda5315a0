/**
 * The shell reader on ordinary syntax: quoting, lists, pipelines, compound commands,
 * substitutions, redirections, heredocs and assignments. Each row is a command line and the
 * invocations it must produce (only the listed fields are compared).
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell, type Invocation } from '../../src/shell/index.js';

type Exp = string | (Partial<Invocation> & { name: string | null });

/** `'rm -rf /'` is shorthand for { name: 'rm', args: ['-rf', '/'] }. */
function norm(e: Exp): Partial<Invocation> {
  if (typeof e !== 'string') return e;
  const [name, ...args] = e.split(' ');
  return { name: name!, args };
}

function project(inv: Invocation, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = (inv as unknown as Record<string, unknown>)[k];
  return out;
}

function check(cmd: string, exp: Exp[], cwd = '/ws'): Invocation[] {
  const r = analyzeShell(cmd, { cwd });
  expect(r.issues, `issues for ${JSON.stringify(cmd)}`).toEqual([]);
  expect(r.status).toBe('ok');
  const want = exp.map(norm);
  const got = r.invocations.map((inv, i) => project(inv, Object.keys(want[i] ?? { name: 0, args: 0 })));
  expect(got, JSON.stringify(cmd)).toEqual(want);
  return r.invocations;
}

const table = (rows: Array<[string, Exp[]]>): void => {
  for (const [cmd, exp] of rows) it(JSON.stringify(cmd).slice(0, 90), () => void check(cmd, exp));
};

describe('quoting and escapes', () => {
  table([
    ['ls -la', ['ls -la']],
    ['echo \'a b\' "c d"', [{ name: 'echo', args: ['a b', 'c d'] }]],
    ["r''m -rf /", ['rm -rf /']],
    ['"r"m -rf /', ['rm -rf /']],
    ['\\rm -rf /', ['rm -rf /']],
    ["'rm' '-rf' '/'", ['rm -rf /']],
    ['r\\m -r\\f /', ['rm -rf /']],
    ["$'\\x72\\x6d' -rf /", ['rm -rf /']],
    ["$'\\162\\155' -rf /", ['rm -rf /']],
    ["$'\\u0072m' -rf /", ['rm -rf /']],
    ["echo $'a\\tb\\nc\\'d'", [{ name: 'echo', args: ["a\tb\nc'd"] }]],
    ['echo $"hello $X"', [{ name: 'echo', args: [null] }]],
    ['echo "a \\"b\\" \\$c \\\\ \\d"', [{ name: 'echo', args: ['a "b" $c \\ \\d'] }]],
    ["echo 'it''s' a\\ b", [{ name: 'echo', args: ['its', 'a b'] }]],
    ['echo ""', [{ name: 'echo', args: [''] }]],
    ['echo "" \'\' x', [{ name: 'echo', args: ['', '', 'x'] }]],
    ['echo a\\\nb', [{ name: 'echo', args: ['ab'] }]],
    ['r\\\nm -rf /', ['rm -rf /']],
    ['echo $ a$ 5$', [{ name: 'echo', args: ['$', 'a$', '5$'] }]],
    ['echo # a comment', [{ name: 'echo', args: [] }]],
    ['echo a#b', ['echo a#b']],
    ['/bin/rm -rf /', [{ name: 'rm', path: '/bin/rm', args: ['-rf', '/'] }]],
    ['./build.sh --fast', [{ name: 'build.sh', path: './build.sh', args: ['--fast'] }]],
    ['/usr/local/bin/../bin/rm x', [{ name: 'rm', path: '/usr/local/bin/../bin/rm', args: ['x'] }]],
  ]);
});

describe('lists and pipelines', () => {
  table([
    ['a; b', ['a', 'b']],
    ['a && b || c', ['a', 'b', 'c']],
    ['a\nb\n\nc', ['a', 'b', 'c']],
    [
      'a & b',
      [
        { name: 'a', background: true },
        { name: 'b', background: false },
      ],
    ],
    ['! grep -q x f', ['grep -q x f']],
    ['time make -j4', ['make -j4']],
    [
      'cat f | grep x | wc -l',
      [
        { name: 'cat', pipeline: { index: 0, length: 3, from: null, to: 1 } },
        { name: 'grep', pipeline: { index: 1, length: 3, from: 0, to: 2 } },
        { name: 'wc', pipeline: { index: 2, length: 3, from: 1, to: null } },
      ],
    ],
    [
      'make 2>&1 |& tee log',
      [
        { name: 'make', pipeline: { index: 0, length: 2, from: null, to: 1 } },
        { name: 'tee', pipeline: { index: 1, length: 2, from: 0, to: null } },
      ],
    ],
    [
      'a | { b; c; } | d',
      [
        { name: 'a', pipeline: { index: 0, length: 3, from: null, to: 1 } },
        { name: 'b', pipeline: { index: 1, length: 3, from: 0, to: 3 } },
        { name: 'c', pipeline: { index: 1, length: 3, from: 0, to: 3 } },
        { name: 'd', pipeline: { index: 2, length: 3, from: 2, to: null } },
      ],
    ],
    ['a |\n b', ['a', 'b']],
    ['a &&\n b', ['a', 'b']],
    ['echo done;', ['echo done']],
  ]);
});

describe('compound commands', () => {
  table([
    ['(cd sub; make)', ['cd sub', { name: 'make', cwd: '/ws/sub' }]],
    [
      '{ a; b; } > out',
      [
        { name: 'a', redirects: [{ op: '>', fd: 1, target: 'out' }] },
        { name: 'b', redirects: [{ op: '>', fd: 1, target: 'out' }] },
      ],
    ],
    ['if test -f x; then a; elif b; then c; else d; fi', ['test -f x', 'a', 'b', 'c', 'd']],
    ['if true\nthen\n  a\nfi', ['true', 'a']],
    [
      'while read -r l; do echo "$l"; done < in.txt',
      [
        { name: 'read', args: ['-r', 'l'] },
        { name: 'echo', args: [null] },
      ],
    ],
    ['until false; do break; done', ['false', 'break']],
    ['for f in a b; do rm "$f"; done', [{ name: 'rm', args: [null] }]],
    ['for f in only; do rm "$f"; done', ['rm only']],
    ['for ((i=0; i<3; i++)); do echo $i; done', [{ name: 'echo', args: [null] }]],
    ['select x in a b; do echo $x; break; done', [{ name: 'echo', args: [null] }, 'break']],
    ['case "$1" in start) a;; stop|halt) b;; *) c;; esac', ['a', 'b', 'c']],
    ['case x in (a) one;; esac', ['one']],
    ['f() { rm -rf ~; }; f', ['rm -rf ~']],
    ['function g { make "$@"; }', [{ name: 'make', args: [null] }]],
    ['function h() ( ls )', ['ls']],
    ['f() { rm -rf "$1"; }; f /', ['rm -rf /']],
    ['f() { echo in f; }; f; f', ['echo in f', 'echo in f']],
    ['[[ -n "$CI" && $x =~ ^(a|b)$ ]] && echo ci', ['echo ci']],
    ['[[ $(id -u) -eq 0 ]] && echo root', [{ name: 'id', context: 'substitution' }, 'echo root']],
    ['a=1; ((a++)); echo $a', [{ name: 'echo', args: [null] }]],
    ['(( $(rm -rf /) ))', [{ name: 'rm', args: ['-rf', '/'], context: 'substitution' }]],
  ]);
});

describe('substitutions', () => {
  table([
    [
      'echo "$(date +%F) done"',
      [
        { name: 'date', context: 'substitution', depth: 1 },
        { name: 'echo', args: [null], depth: 0 },
      ],
    ],
    [
      'echo `whoami`',
      [
        { name: 'whoami', context: 'substitution', parent: 1 },
        { name: 'echo', parent: null },
      ],
    ],
    [
      'echo `echo \\`id\\``',
      [{ name: 'id', context: 'substitution', depth: 2 }, { name: 'echo', context: 'substitution' }, { name: 'echo' }],
    ],
    [
      'echo $(echo $(rm -rf /))',
      [
        { name: 'rm', depth: 2 },
        { name: 'echo', depth: 1 },
        { name: 'echo', depth: 0 },
      ],
    ],
    ['x=$(curl -s https://x.example)', [{ name: 'curl', context: 'substitution', parent: null }]],
    [
      'diff <(sort a) <(sort b)',
      [
        { name: 'sort', context: 'process-substitution', parent: 2 },
        { name: 'sort', context: 'process-substitution', parent: 2 },
        { name: 'diff', args: ['/dev/fd/63', '/dev/fd/63'] },
      ],
    ],
    ['tee >(gzip > out.gz) < in', [{ name: 'gzip', context: 'process-substitution' }, { name: 'tee' }]],
    ['echo $((1 + 2 * 3))', ['echo 7']],
    ['echo $(( (4 - 1) % 2 ))', ['echo 1']],
    ['echo $((X + 1))', [{ name: 'echo', args: [null] }]],
    [
      '$(echo rm) -rf /',
      [
        { name: 'echo', context: 'substitution', parent: 1 },
        { name: 'rm', args: ['-rf', '/'] },
      ],
    ],
    ['`printf rm` -rf /', ['printf rm', 'rm -rf /']],
    [
      'echo "$(cd / && pwd)"',
      [
        { name: 'cd', context: 'substitution' },
        { name: 'pwd', cwd: '/' },
        { name: 'echo', args: ['/'] },
      ],
    ],
    [
      'git commit -m "$(cat <<\'EOF\'\nFix (the) parser\n\nIt\'s "quoted".\nEOF\n)"',
      [
        { name: 'cat', context: 'substitution' },
        { name: 'git', args: ['commit', '-m', 'Fix (the) parser\n\nIt\'s "quoted".'] },
      ],
    ],
  ]);
});

describe('redirections', () => {
  table([
    ['echo hi > out.txt', [{ name: 'echo', redirects: [{ op: '>', fd: 1, target: 'out.txt' }] }]],
    [
      'cmd 2>&1 >>log <in',
      [
        {
          name: 'cmd',
          redirects: [
            { op: '>&', fd: 2, target: '1' },
            { op: '>>', fd: 1, target: 'log' },
            { op: '<', fd: 0, target: 'in' },
          ],
        },
      ],
    ],
    [
      'cmd >| f &> g &>> h 3<> i 4<&0',
      [
        {
          name: 'cmd',
          redirects: [
            { op: '>|', fd: 1, target: 'f' },
            { op: '&>', fd: 1, target: 'g' },
            { op: '&>>', fd: 1, target: 'h' },
            { op: '<>', fd: 3, target: 'i' },
            { op: '<&', fd: 4, target: '0' },
          ],
        },
      ],
    ],
    ['> /etc/passwd', [{ name: ':', args: [], redirects: [{ op: '>', fd: 1, target: '/etc/passwd' }] }]],
    ['echo x > "$OUT"', [{ name: 'echo', redirects: [{ op: '>', fd: 1, target: null }] }]],
    ['echo x >$HOME/.bashrc', [{ name: 'echo', redirects: [{ op: '>', fd: 1, target: '~/.bashrc' }] }]],
    ['dd if=/dev/zero of=/dev/sda', ['dd if=/dev/zero of=/dev/sda']],
    ['exec 3>&1 4>&2', [{ name: 'exec', args: [] }]],
    ['cat <<< "hello"', [{ name: 'cat', redirects: [{ op: '<<<', fd: 0, target: 'hello', body: 'hello' }] }]],
  ]);
});

describe('heredocs', () => {
  table([
    [
      "cat <<'EOF' > f.sh\nrm -rf /\nEOF",
      [
        {
          name: 'cat',
          redirects: [
            { op: '<<', fd: 0, target: 'EOF', body: 'rm -rf /\n' },
            { op: '>', fd: 1, target: 'f.sh' },
          ],
        },
      ],
    ],
    ['cat <<EOF\nplain $X text\nEOF', [{ name: 'cat', redirects: [{ op: '<<', fd: 0, target: 'EOF', body: 'plain $X text\n' }] }]],
    ['cat <<EOF\nnow: $(rm -rf /)\nEOF', [{ name: 'rm', args: ['-rf', '/'], context: 'substitution' }, 'cat']],
    ["cat <<'EOF'\nnow: $(rm -rf /)\nEOF", ['cat']],
    ['cat <<-EOF\n\tindented\n\tEOF', [{ name: 'cat', redirects: [{ op: '<<-', fd: 0, target: 'EOF', body: 'indented\n' }] }]],
    ['cat <<A; echo between\nbody a\nA\necho after', ['cat', 'echo between', 'echo after']],
    [
      'cat <<A <<B\none\nA\ntwo\nB',
      [
        {
          name: 'cat',
          redirects: [
            { op: '<<', fd: 0, target: 'A', body: 'one\n' },
            { op: '<<', fd: 0, target: 'B', body: 'two\n' },
          ],
        },
      ],
    ],
    ["python3 - <<'PY'\nimport os\nos.system('rm -rf /')\nPY", [{ name: 'python3', args: ['-'] }]],
    ["bash <<'EOF'\nrm -rf /\nEOF", ['bash', { name: 'rm', args: ['-rf', '/'], context: 'nested-shell', parent: 0, depth: 1 }]],
    [
      'sh <<EOF\nrm -rf $X\nEOF',
      ['sh', { name: 'rm', args: ['-rf', null], context: 'nested-shell' }, { name: null, unresolved: 'dynamic-nested-shell', parent: 0 }],
    ],
    ['X=/tmp; bash <<EOF\nrm -rf $X\nEOF', ['bash', { name: 'rm', args: ['-rf', '/tmp'], context: 'nested-shell' }]],
    [
      'while read l; do echo "$l"; done <<EOF\na\nEOF',
      ['read l', { name: 'echo', redirects: [{ op: '<<', fd: 0, target: 'EOF', body: 'a\n' }] }],
    ],
  ]);
});

describe('assignments and expansions', () => {
  table([
    ['A=1 B=2 make', [{ name: 'make', env: { A: '1', B: '2' } }]],
    ['X=/; rm -rf $X', [{ name: 'rm', args: ['-rf', '/'], env: { X: '/' } }]],
    ['X=/ rm -rf $X', [{ name: 'rm', args: ['-rf', null], env: { X: '/' } }]],
    ['rm -rf $UNSET', [{ name: 'rm', args: ['-rf', null] }]],
    ['rm -rf "$HOME" ${HOME}/x ~ ~/y', ['rm -rf ~ ~/x ~ ~/y']],
    ['rm -rf $TMPDIR/../etc', ['rm -rf /tmp/../etc']],
    ['echo $PWD', ['echo /ws']],
    ['X="a b"; printf "%s\\n" $X "$X"', [{ name: 'printf', args: ['%s\\n', 'a', 'b', 'a b'] }]],
    ['X=; echo $X x', ['echo x']],
    [
      'X=abc; echo ${#X} ${X:-d} ${Y:-d} ${X:+set} ${X%c} ${X#a} ${X/b/B} ${X^^}',
      [{ name: 'echo', args: ['3', 'abc', null, 'set', 'ab', 'bc', 'aBc', 'ABC'] }],
    ],
    ['P=/a/b/c.txt; echo ${P##*/} ${P%/*} ${P%.*}', ['echo c.txt /a/b /a/b/c']],
    ['X=; echo ${X:-fallback} ${X:=set}; echo $X', ['echo fallback set', 'echo set']],
    ['export X=/; rm -rf $X', ['export X=/', 'rm -rf /']],
    ['declare -r Y=/etc; rm -rf "$Y"', ['declare -r Y=/etc', 'rm -rf /etc']],
    ['read X; rm -rf $X', ['read X', { name: 'rm', args: ['-rf', null] }]],
    ['X=a; X+=b; echo $X', ['echo ab']],
    ['arr=(one two); echo "${arr[@]}"', [{ name: 'echo', args: [null] }]],
    ['echo a{b,c}d {1..3} {x..z} {a}', ['echo abd acd 1 2 3 x y z {a}']],
    ['echo "{a,b}" \'{c,d}\'', ['echo {a,b} {c,d}']],
    ['find . -name "*.o" -exec rm {} +', ['find . -name *.o -exec rm {} +', { name: 'rm', args: ['{}'], context: 'find-exec' }]],
    ['printf -v c "%s" rm; $c -rf /', ['printf -v c %s rm', 'rm -rf /']],
    ['set -- / /tmp; rm -rf "$@"', ['set -- / /tmp', 'rm -rf / /tmp']],
    ['X=/; false && X=/tmp; rm -rf $X', ['false', { name: 'rm', args: ['-rf', null] }]],
    ['X=1; unset X; echo "[$X]"', ['unset X', 'echo []']],
  ]);
});

describe('the env field', () => {
  it('has no prototype, so `__proto__` is an ordinary name', () => {
    const r = analyzeShell('__proto__=x; echo hi', { cwd: '/ws' });
    const env = r.invocations[0]!.env;
    expect(Object.getPrototypeOf(env)).toBeNull();
    // biome-ignore lint/suspicious/noProto: the test is that a variable named __proto__ is plain data
    // biome-ignore lint/complexity/useLiteralKeys: written as a key on purpose, as the shell sees it
    expect(env['__proto__']).toBe('x');
    expect(Object.keys(env)).toEqual(['__proto__']);
  });
});
