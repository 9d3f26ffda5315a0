// Shared helpers for the benchmarks: paired cold-start timing against `node -e 0`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const JUDGE = fileURLToPath(new URL('../../bin/judge', import.meta.url));

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function timeOnce(args, opts) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: ['pipe', 'ignore', 'pipe'], ...opts });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0 && !opts.okStatus?.includes(r.status)) {
    throw new Error(`${args.join(' ')} exited ${r.status}: ${String(r.stderr).slice(0, 300)}`);
  }
  return ms;
}

/**
 * Runs `node -e 0` and the command alternately `runs` times (after warm-up), so both see the
 * same machine state, and reports the median of the per-pair ratios.
 */
export function pairedRatio(label, args, { runs = 30, warmup = 3, input, env, cwd, okStatus } = {}) {
  const opts = { input, env: env ?? process.env, cwd: cwd ?? ROOT, okStatus };
  for (let i = 0; i < warmup; i++) {
    timeOnce(['-e', '0'], opts);
    timeOnce(args, opts);
  }
  const base = [];
  const cmd = [];
  const ratios = [];
  for (let i = 0; i < runs; i++) {
    const b = timeOnce(['-e', '0'], opts);
    const c = timeOnce(args, opts);
    base.push(b);
    cmd.push(c);
    ratios.push(c / b);
  }
  const result = { label, runs, node_ms: median(base), judge_ms: median(cmd), median_ratio: median(ratios) };
  console.log(
    `${label}: median ratio ${result.median_ratio.toFixed(2)} over ${runs} paired runs ` +
      `(judge ${result.judge_ms.toFixed(1)} ms, node -e 0 ${result.node_ms.toFixed(1)} ms)`,
  );
  return result;
}
