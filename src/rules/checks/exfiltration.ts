/** Local data leaving the machine: uploads, remote copies, raw sockets, secrets carried by network commands. */
import { nameOf } from '../../facts/cmd.js';
import { envDumpOf, hasDataInput, onlyLiteralUpstream, secretSource, sensitivityOf, stdinSensitivity, type Sensitivity } from '../../facts/flow.js';
import { hostOfRemoteSpec, hostOfUrl, isLocalHost } from '../../facts/hosts.js';
import { devTcpHost, hostsOfCmd, offScope, uploadSources } from '../../facts/network.js';
import { childrenOf, upstreamOf } from '../../facts/pipeline.js';
import { pathsOf } from '../../facts/roles.js';
import { clip } from '../../wire/text.js';
import type { Check } from './index.js';


export const upload: Check = (f) => {
  const out: string[] = [];
  const scoped = (f.state.network_scope ?? []).length > 0;
  for (const c of f.cmds) {
    const sources = uploadSources(f, c);
    if (sources.length === 0) continue;
    const hosts = hostsOfCmd(f, c);
    if (hosts.length === 0) hosts.push(null);
    if (hosts.every((h) => h !== null && isLocalHost(h))) continue;
    const literalStdin = upstreamOf(f, c).length > 0 && onlyLiteralUpstream(f, c);
    let worst: Sensitivity = 0;
    const named: string[] = [];
    for (const s of sources) {
      if (s === '-') {
        if (literalStdin) continue;
        worst = Math.max(worst, stdinSensitivity(f, c)) as Sensitivity;
        named.push('stdin');
      } else {
        worst = Math.max(worst, sensitivityOf(f, f.ref(s, c.cwd).mask)) as Sensitivity;
        named.push(s);
      }
    }
    if (named.length === 0) continue;
    const off = hosts.filter((h) => offScope(f, h));
    const what = clip(named.join(', '));
    if (worst === 2) out.push(`${c.name} sends credential material (${what}) to ${hostList(hosts)}`);
    else if (scoped && off.length > 0) out.push(`${c.name} uploads ${what} to ${hostList(off)} (outside the declared network scope)`);
    else if (!scoped && worst === 1) out.push(`${c.name} uploads ${what} (beyond ordinary project files) to ${hostList(off)}, with no network scope declared`);
  }
  return out;
};

function hostList(hosts: Array<string | null>): string {
  return [...new Set(hosts.map((h) => h ?? '<unresolved host>'))].slice(0, 3).join(', ');
}

export const remoteCopy: Check = (f) => {
  const out: string[] = [];
  const scoped = (f.state.network_scope ?? []).length > 0;
  for (const c of f.cmds) {
    if (!f.env.setHas('remote_copiers', c.name)) continue;
    const ops = f.parsed(c).positionals;
    if (ops.length < 2) continue;
    const dest = ops[ops.length - 1];
    const destHost = dest === null || dest === undefined ? null : hostOfRemoteSpec(dest);
    if (dest !== null && destHost === null) continue;
    if (destHost !== null && isLocalHost(destHost)) continue;
    const sources = ops.slice(0, -1).filter((s) => s === null || hostOfRemoteSpec(s) === null);
    if (sources.length === 0) continue;
    let worst: Sensitivity = 0;
    for (const s of sources) worst = Math.max(worst, s === null ? 1 : sensitivityOf(f, f.ref(s, c.cwd).mask)) as Sensitivity;
    const what = clip(sources.map((s) => s ?? '<unresolved>').join(' '));
    const to = destHost ?? '<unresolved host>';
    if (worst === 2) out.push(`${c.name} copies credential material (${what}) to ${to}`);
    else if (scoped && offScope(f, destHost)) out.push(`${c.name} copies ${what} to ${to} (outside the declared network scope)`);
    else if (!scoped && worst === 1) out.push(`${c.name} copies ${what} (beyond ordinary project files) to ${to}, with no network scope declared`);
  }
  // git push straight to a URL (not a configured remote) sends the repository there: off the
  // declared scope that is a leak; with no scope it is how people push (a mirror, a fork, CI
  // with a token in the URL), not exfiltration.
  if (scoped) for (const c of f.cmds) {
    if (c.name !== 'git') continue;
    const ops = f.parsed(c).positionals;
    if (ops[0] !== 'push') continue;
    const target = ops[1];
    if (target === undefined || target === null) continue;
    const host = target.includes('://') ? hostOfUrl(target) : hostOfRemoteSpec(target);
    if (host !== null && offScope(f, host)) out.push(`git push sends the repository to ${host} (a URL, not a configured remote, outside the declared scope)`);
  }
  return out;
};

export const socketSend: Check = (f) => {
  const out: string[] = [];
  const netDev = f.env.classifier.maskOf(['net-device']);
  for (const c of f.cmds) {
    // Anything written to /dev/tcp goes over the network.
    for (const r of c.inv.redirects) {
      if (r.target && (r.op === '>' || r.op === '>>' || r.op === '&>' || r.op === '>&' || r.op === '<>') && f.ref(r.target, c.cwd).mask & netDev) {
        const h = devTcpHost(r.target);
        if (h === null || !isLocalHost(h)) out.push(`${nameOf(c)} writes to ${clip(r.target)}`);
      }
    }
    if (c.name === 'ssh') {
      // Piping into ssh is ordinary (deploys, `cat key.pub | ssh host …`); credentials are not.
      const s = hasDataInput(f, c) !== null ? secretSource(f, c) : null;
      if (s !== null) out.push(`ssh carries ${s} to ${hostList(hostsOfCmd(f, c))}`);
      continue;
    }
    if (!f.env.setHas('socket_tools', c.name) && !f.env.setHas('mailers', c.name)) continue;
    if (f.flag(c, '-l') || f.flag(c, '--listen') || f.flag(c, '-z')) continue;
    const hosts = f.env.setHas('mailers', c.name) ? [null] : hostsOfCmd(f, c);
    if (hosts.length === 0 || hosts.every((h) => h !== null && isLocalHost(h))) continue;
    const data = hasDataInput(f, c);
    if (data === null) continue;
    const secretFrom = secretSource(f, c);
    if (secretFrom !== null || hosts.some((h) => offScope(f, h))) out.push(`${c.name} sends local data (${secretFrom ?? data}) to ${hostList(hosts)}`);
  }
  return out;
};

export const secretIntoNetwork: Check = (f) => {
  const out: string[] = [];
  for (const c of f.cmds) {
    if (!f.env.setHas('net_senders', c.name)) continue;
    const hosts = hostsOfCmd(f, c);
    if (hosts.length > 0 && hosts.every((h) => h !== null && isLocalHost(h))) continue;
    for (const d of childrenOf(f, c)) {
      if (d.inv.context !== 'substitution' && d.inv.context !== 'process-substitution') continue;
      if (envDumpOf(f, d)) {
        out.push(`${c.name} carries an environment dump (${nameOf(d)})`);
        continue;
      }
      const secret = f.env.classifier.maskOf(['secret']);
      if (f.env.setHas('non_readers', d.name)) continue;
      for (const r of pathsOf(f, d, 'read')) if (r.mask & secret) out.push(`${c.name} carries the contents of ${clip(r.raw ?? '')}`);
    }
    // Piped in: `cat ~/.aws/credentials | curl -d @- …`, `env | nc host 80`.
    if (upstreamOf(f, c).length > 0) {
      const s = secretSource(f, c);
      if (s !== null && s !== `${nameOf(c)}`) out.push(`${c.name} receives ${s} on stdin`);
    }
  }
  return out;
};
