/** Code that arrives and runs: downloads run later, decoded payloads run, inline code that evaluates fetched code, fork bombs. */
import { nameOf } from '../../facts/cmd.js';
import { executesOf } from '../../facts/exec.js';
import { downloadsOf } from '../../facts/network.js';
import { resolvePath } from '../../facts/paths.js';
import { downstreamOf } from '../../facts/pipeline.js';
import { clip } from '../../wire/text.js';
import type { Check } from './index.js';

export const downloadExec: Check = (f) => {
  const out: string[] = [];
  const earlier = new Set<string>();
  // The most recent calls only: the window is the caller's, the bound is ours.
  for (const r of (f.state.recent ?? []).slice(-64)) {
    if (r === null || typeof r !== 'object') continue;
    const d = (r as Record<string, unknown>).downloads;
    if (Array.isArray(d)) for (const x of d.slice(0, 64)) if (typeof x === 'string') earlier.add(x);
  }
  const fromRecent = new Set(earlier);
  for (const c of f.cmds) {
    const { runs, chmods } = executesOf(f, c);
    for (const x of runs)
      if (earlier.has(x))
        out.push(`${nameOf(c)} runs ${clip(x)}, downloaded ${fromRecent.has(x) ? 'by an earlier call' : 'earlier in this command'}`);
    for (const x of chmods)
      if (earlier.has(x))
        out.push(`chmod makes ${clip(x)} executable, downloaded ${fromRecent.has(x) ? 'by an earlier call' : 'earlier in this command'}`);
    for (const d of downloadsOf(f, c)) earlier.add(d);
  }
  return out;
};

/** `echo … | base64 -d > x; sh x`: a decoded payload staged in a file and then run. */
export const decodedExec: Check = (f) => {
  const out: string[] = [];
  const decoded = new Set<string>();
  for (const c of f.cmds) {
    for (const x of executesOf(f, c).runs) if (decoded.has(x)) out.push(`${nameOf(c)} runs ${clip(x)}, written from a decoder`);
    if (!f.env.setHas('decoders', c.name)) continue;
    for (const d of [c, ...downstreamOf(f, c)]) {
      for (const r of d.inv.redirects)
        if ((r.op === '>' || r.op === '>>' || r.op === '>|') && r.target) decoded.add(resolvePath(r.target, d.cwd, f.ctx));
      if (d.name === 'tee') for (const a of f.parsed(d).positionals) if (a) decoded.add(resolvePath(a, d.cwd, f.ctx));
    }
  }
  return out;
};

export const forkBomb: Check = (f) => {
  for (const c of f.cmds) {
    if (c.name === null) continue;
    const to = c.inv.pipeline.to;
    const d = to === null ? undefined : f.cmds[to];
    if (d && d.name === c.name && (c.inv.background || d.inv.background) && !f.env.setHas('known_programs', c.name)) {
      return [`${clip(c.name)} pipes into itself in the background (fork bomb)`];
    }
  }
  return [];
};

export const inlineFetchExec: Check = (f) => {
  const out: string[] = [];
  for (const note of f.inlineNotes)
    if (note.action.kind === 'fetch-exec') out.push(`${nameOf(f.cmds[note.cmd]!)} inline code evaluates fetched code`);
  return out;
};
