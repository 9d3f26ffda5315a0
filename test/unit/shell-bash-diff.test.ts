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
  'a',
  'b',
  'rm',
  '-rf',
  '/',
  'x.y',
  '=',
  ':',
  '@',
  '%',
  "'s q'",
  "''",
  '"d q"',
  '""',
  '"a\\"b"',
  '"\\$X"',
  '"\\\\"',
  '\\ ',
  '\\$',
  "\\'",
  '\\"',
  '\\\\',
  "$'\\x41'",
  "$'\\t'",
  "$'\\u00e9'",
  "$'it\\'s'",
  "$'\\101'",
  // Bare `$X` is followed by a non-name character, so `$Xa` never reads an unassigned `Xa`
  // (unknown by design here, empty in bash).
  '$X/',
  '"$X"',
  '${X}',
  '"${X}"',
  '$E.',
  '"$E"',
  '${#X}',
  '${X:-d}',
  '${E:-dflt}',
  '${X:+set}',
  '${P##*/}',
  '${P%.*}',
  '${P%/*}',
  '${P/b/B}',
  '${X^^}',
  '$N-',
  '$((N * 2 + 1))',
  '${IFS}',
  // Substitutions fork in bash (slow here), so they are rarer than the rest.
  '"$(echo hi)"',
  '`echo bq`',
  '{a,b}',
  '{1..3}',
  'x{y,z}',
  '{,e}',
  '"{a,b}"',
];

const word = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 4 }).map((p) => p.join(''));
const line = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));

/** Commands a developer's agent runs every day: bash accepts them, and so must we (no issues). */
const EVERYDAY: string[] = [
  'git status && git diff --stat',
  'npm test -- --watch=false 2>&1 | tail -n 50',
  'for f in src/*.ts; do echo "$f"; wc -l "$f"; done',
  "if [ -f package.json ]; then cat package.json | jq '.scripts'; fi",
  'ls -la ~/.config 2>/dev/null || true',
  "git log --oneline -n 10 --format='%h %s'",
  "python3 -c 'import sys; print(sys.version)'",
  "find . -type f -name '*.py' | head -20",
  'echo "$(date +%Y-%m-%d) done" >> log.txt',
  'case "$1" in start) echo go;; stop|halt) echo stop;; *) echo "?";; esac',
  'while read -r line; do echo "$line"; done < input.txt',
  "docker ps --format '{{.Names}}'",
  "awk '{print $1}' file | sort | uniq -c | sort -rn",
  "sed -i 's/foo/bar/g' src/*.js",
  'export PATH="$HOME/.local/bin:$PATH"; which node',
  'git commit -m "$(cat <<\'EOF\'\nFix the parser\n\nIt handles (parens) and \'quotes\' and "doubles".\nEOF\n)"',
  '[[ -n "$CI" && $x =~ ^(a|b)$ ]] && echo ci',
  'echo $((1 + 2 * 3))',
  'arr=(one two "three four"); echo "${arr[@]}"',
  'a=1; ((a++)); echo $a',
  'time make -j4',
  '! grep -q foo bar.txt',
  '{ echo a; echo b; } > out.txt',
  'cat > file.txt <<EOF\nHello $USER, today is $(date)\nEOF',
  'diff <(sort a.txt) <(sort b.txt)',
  'npx prettier --write "src/**/*.{ts,tsx}"',
  "echo 'it''s' \"a \\\"quoted\\\" word\" $'tab\\there'",
  'curl -fsSL https://example.com/api -H "Authorization: Bearer $TOKEN" -o out.json',
  'kill %1; wait',
  'function build { make "$@"; }',
  'trap \'rm -f "$tmp"\' EXIT',
  'ls -d */ | while read d; do echo "$d"; done',
  'echo ${VAR:-default} ${#VAR} ${VAR%.*} ${VAR##*/}',
  'cd src && ls && cd ..',
  'test -d build || mkdir -p build',
  'printf \'%s\\n\' "a" "b" | sort',
  "tar -czf out.tgz --exclude='*.log' dir/",
  'select x in a b; do echo $x; break; done',
  'until false; do break; done',
  'exec 3>&1 4>&2',
  'echo hi >&2; echo err 2>/dev/null 1>&2 &>/dev/null',
  'cmd |& tee log',
  'echo a\\\nb',
  'gh pr create --title "Fix: handle $(echo x)" --body "$(cat <<\'EOF\'\n## Summary\n- bullet with `code` and $vars\nEOF\n)"',
  "python3 - <<'PY'\nimport os\nprint(os.listdir('.'))\nPY",
  'for i in {1..3}; do echo $i; done',
  'x=$(git rev-parse --show-toplevel) && cd "$x" && pwd',
  'source venv/bin/activate && pip install -r requirements.txt',
  "kubectl get pods -o jsonpath='{.items[*].metadata.name}'",
  'echo "# comment inside" # real comment',
  'ls *.{js,ts} 2>/dev/null | wc -l',
  "A=1 B=2 env | grep -E '^(A|B)='",
  'cat <<-EOF\n\tindented\n\tEOF',
  'echo done;',
  'if true\nthen\n  echo yes\nelif false; then echo no\nelse\n  echo maybe\nfi',
  'npx tsc --noEmit -p . 2>&1 | grep -E "src/(a|b)" | head -30',
  'docker run --rm -v "$PWD":/app -w /app node:20 npm ci',
  'python3 -m pytest -x -q tests/ -k "not slow"',
  'git diff HEAD~1 -- src/ | wc -l',
  'make -C build -j"$(nproc)" && ctest --output-on-failure',
  'jq -r \'.items[] | select(.kind == "Pod") | .metadata.name\' pods.json',
  'for i in $(seq 1 5); do curl -s "http://localhost:8080/health" && break; sleep 1; done',
  "sed -n '10,20p' file.txt",
  'pip install -e ".[dev]"',
  'ls -1 | while IFS= read -r f; do [ -f "$f" ] && echo "$f"; done',
  'echo "${PATH//:/$\'\\n\'}"',
  'if ! command -v node >/dev/null 2>&1; then echo "no node"; exit 1; fi',
  "trap 'echo done' EXIT; sleep 0",
  'case "$(uname -s)" in Linux*) os=linux;; Darwin*) os=mac;; *) os=other;; esac; echo $os',
  'printf "%-10s %5d\\n" name 42',
  'git log --pretty=format:"%h %an %s" --since="2 weeks ago"',
  "awk -F, 'NR>1 {sum+=$3} END {print sum}' data.csv",
  'tar -xzf archive.tar.gz -C /tmp/extract && ls /tmp/extract',
  'export NODE_OPTIONS="--max-old-space-size=4096"; npm run build',
  'cat <<EOF > .env.example\nAPI_URL=http://localhost\nEOF',
  'find src -name "*.ts" -newer package.json -print0 | xargs -0 wc -l',
  'timeout 30 npm test || echo "tests timed out or failed"',
  '(cd frontend && npm ci && npm run build) && (cd backend && go build ./...)',
  '[ -d node_modules ] || npm install',
  'grep -rn --include="*.py" "def main" . | cut -d: -f1 | sort -u',
];

describe.skipIf(!hasBash)('everyday commands parse cleanly', () => {
  it('bash -n accepts the list', () => {
    const r = spawnSync('bash', ['--norc', '--noprofile', '-n', '-c', EVERYDAY.join('\n')], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
  it('and every one is read with status ok', () => {
    const partial = EVERYDAY.filter((c) => analyzeShell(c, { cwd: '/ws' }).status !== 'ok');
    expect(partial).toEqual([]);
  });
});

describe.skipIf(!hasBash)('expansion matches bash', () => {
  it('random words', () => {
    const cases = fc.sample(line, { numRuns: 300, seed: 424242 });
    // bash prints each case's arguments NUL-separated, cases separated by \x01.
    const script = cases.map((c) => `${PRELUDE}; printf '%s\\0' ${c}; printf '\\1'`).join('\n');
    const r = spawnSync('bash', ['--norc', '--noprofile', '-c', script], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C.UTF-8' },
    });
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
