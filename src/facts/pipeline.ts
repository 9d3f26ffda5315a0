/** Where a command sits among the others of its call: upstream and downstream in its pipeline, and what runs inside it. */
import type { Cmd } from './cmd.js';
import type { Facts } from './facts.js';

/** Upstream commands in the pipeline feeding `c` (nearest first), through xargs to its input. */
export function upstreamOf(f: Facts, c: Cmd): Cmd[] {
  const out: Cmd[] = [];
  let from = c.inv.pipeline.from;
  if (from === null && (c.inv.context === 'xargs' || c.inv.context === 'nested-shell') && c.inv.parent !== null) {
    // The template of xargs and the script of `bash -c` read the stdin of their parent.
    const parent = f.cmds[c.inv.parent];
    if (parent && c.inv.context === 'xargs') from = parent.inv.pipeline.from;
  }
  // `ssh h 'tar x' < <(tar c .)`: stdin read from a process substitution is fed by its last command.
  if (from === null && c.inv.redirects.some((r) => r.op === '<' && r.target?.startsWith('/dev/fd/') === true)) {
    const sub = f.cmds.find((d) => d.inv.context === 'process-substitution' && d.inv.parent === c.i && d.inv.pipeline.to === null);
    if (sub) from = sub.i;
  }
  let guard = 0;
  while (from !== null && guard++ < 64) {
    const u = f.cmds[from];
    if (!u) break;
    out.push(u);
    from = u.inv.pipeline.from;
  }
  return out;
}

export function downstreamOf(f: Facts, c: Cmd): Cmd[] {
  const out: Cmd[] = [];
  let to = c.inv.pipeline.to;
  let guard = 0;
  while (to !== null && guard++ < 64) {
    const d = f.cmds[to];
    if (!d) break;
    out.push(d);
    to = d.inv.pipeline.to;
  }
  return out;
}

/** Commands found inside `c` (its substitutions, its `bash -c` script, …), at any depth. */
export function childrenOf(f: Facts, c: Cmd): Cmd[] {
  return f.children()[c.i] ?? [];
}
