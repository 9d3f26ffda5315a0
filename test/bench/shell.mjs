// The shell reader's speed: per-call time on everyday commands, and the time taken by
// adversarial 100 KB inputs (the parser must stay linear: far under 100 ms each).
// Bundles src/shell with esbuild into a temporary directory and times the built module
// in-process. Prints figures; never passes or fails on them.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, ROOT } from './lib.mjs';

const dir = mkdtempSync(join(tmpdir(), 'judge-shell-bench-'));
try {
  const outfile = join(dir, 'shell.mjs');
  await build({
    entryPoints: [join(ROOT, 'src/shell/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  const { analyzeShell, SHELL_LIMITS } = await import(outfile);
  const opts = { cwd: '/work/project' };

  // A yardstick for this machine's speed right now: tokenising 100 KB into small objects by
  // hand. The parser's times below are best read as multiples of it.
  const yard = [];
  const sample = JSON.parse(JSON.stringify('ab '.repeat(33_333)));
  for (let r = 0; r < 7; r++) {
    const t0 = performance.now();
    const out = [];
    for (let i = 0; i < sample.length; ) {
      let j = i;
      while (j < sample.length && sample[j] !== ' ') j++;
      out.push({ kind: 'word', parts: [{ text: sample.slice(i, j) }], at: i });
      i = j + 1;
    }
    yard.push(performance.now() - t0);
  }
  const yardstick = median(yard);
  console.log(`yardstick (hand tokenising 100 KB): ${yardstick.toFixed(1)} ms`);

  // --- everyday commands -------------------------------------------------------------------
  const everyday = [
    'git status',
    'ls -la',
    'npm test -- --watch=false 2>&1 | tail -n 50',
    'rm -rf ./build && mkdir -p build',
    'cd src && grep -rn "TODO" . | head -20',
    'curl -fsSL https://example.com/api -H "Authorization: Bearer $TOKEN" -o out.json',
    'for f in src/*.ts; do wc -l "$f"; done',
    "find . -name '*.pyc' -exec rm -f {} +",
    'git commit -m "$(cat <<\'EOF\'\nFix the parser\n\nDetails here.\nEOF\n)"',
    'sudo -u deploy env A=1 bash -c "cd /srv/app && ./restart.sh"',
  ];
  for (let i = 0; i < 2000; i++) for (const c of everyday) analyzeShell(c, opts); // warm-up
  const rounds = [];
  for (let r = 0; r < 15; r++) {
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < 100) {
      for (const c of everyday) analyzeShell(c, opts);
      n += everyday.length;
    }
    rounds.push(((performance.now() - t0) * 1000) / n);
  }
  const us = median(rounds);
  console.log(
    `everyday commands: median ${us.toFixed(1)} µs per analysis (${Math.round(1e6 / us)} analyses/s, ${everyday.length} commands, 15 rounds)`,
  );

  // --- adversarial inputs ------------------------------------------------------------------
  const N = 100_000;
  const inputs = {
    'nested $(': '$('.repeat(N / 2),
    "quotes '": "'".repeat(N),
    'quotes "': '"'.repeat(N),
    backslashes: '\\'.repeat(N),
    'a; x 50k': 'a;'.repeat(N / 2),
    backquotes: '`'.repeat(N),
    'brace lists': 'echo ' + '{a,b}'.repeat(N / 5),
    parentheses: '('.repeat(N),
    pipes: 'a|'.repeat(N / 2),
    heredocs: '<<E '.repeat(N / 4),
    'and-or': 'a&&'.repeat(N / 3),
    expansions: 'X=' + 'a'.repeat(40) + '; ' + '$X$X$X$X '.repeat(N / 10),
    evals: "X='echo hi'; " + 'eval $X; '.repeat(N / 10),
    'case arms': 'case x in ' + 'a) b;; '.repeat(N / 8) + 'esac',
    'IFS splits': 'rm${IFS}'.repeat(N / 8),
    'xargs input': 'echo ' + 'a '.repeat(N / 2) + '| xargs rm',
    'bash -c chain': 'bash -c "'.repeat(N / 9),
    'max length': 'a '.repeat(SHELL_LIMITS.maxLength / 2),
  };
  console.log('adversarial inputs (median of 7 runs, ms):');
  let worst = 0;
  for (const [label, text] of Object.entries(inputs)) {
    analyzeShell(text, opts);
    const ts = [];
    let status = '';
    for (let k = 0; k < 7; k++) {
      const t0 = performance.now();
      const r = analyzeShell(text, opts);
      ts.push(performance.now() - t0);
      status = `${r.status}, ${r.invocations.length} invocations`;
    }
    const m = median(ts);
    worst = Math.max(worst, m);
    console.log(
      `  ${label.padEnd(14)} ${String(text.length).padStart(7)} chars  ${m.toFixed(1).padStart(7)} ms  ×${(m / yardstick).toFixed(1).padStart(5)} yardstick  (${status})`,
    );
  }
  console.log(`worst adversarial median: ${worst.toFixed(1)} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
