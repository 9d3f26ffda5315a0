/** Where a call connects: reverse shells, hosts outside the declared scope, cloud metadata services. */
import { nameOf } from '../../facts/cmd.js';
import type { Facts } from '../../facts/facts.js';
import { hostOfUrl } from '../../facts/hosts.js';
import { hostsOfCmd, offScope } from '../../facts/network.js';
import { downstreamOf, upstreamOf } from '../../facts/pipeline.js';
import { programOf } from '../../facts/programs.js';
import { clip } from '../../wire/text.js';
import type { Check } from './index.js';

export const reverseShell: Check = (f) => {
  const out: string[] = reverseShellInline(f);
  const netDev = f.env.classifier.maskOf(['net-device']);
  for (const c of f.cmds) {
    const n = c.name;
    const shellish = f.env.setHas('shells', n) || f.env.setHas('interpreters', n);
    if (shellish) {
      for (const r of c.inv.redirects) {
        if (r.target && f.ref(r.target, c.cwd).mask & netDev) out.push(`${n} wired to ${clip(r.target)} (reverse shell)`);
      }
      if (f.flag(c, '-i') || programOf(f, c) === 'stdin') {
        const around = [...upstreamOf(f, c), ...downstreamOf(f, c)];
        const sock = around.find((x) => f.env.setHas('socket_tools', x.name));
        if (sock) out.push(`${n} reads commands from and answers to ${sock.name} (reverse shell)`);
      }
    }
    if (c.spec.exec_opts) {
      for (const fl of c.spec.exec_opts) {
        if (f.flag(c, fl)) {
          out.push(`${n} ${fl} hands a program to the network (${f.flag(c, '-l') ? 'bind' : 'reverse'} shell)`);
          break;
        }
      }
    }
    if (n === 'socat') {
      for (const a of c.args) {
        if (a === null) continue;
        const u = a.toUpperCase();
        if (u.startsWith('EXEC:') || u.startsWith('SYSTEM:'))
          out.push(`socat ${clip(a.slice(0, a.indexOf(':') + 1))} hands a program to the network`);
      }
    }
  }
  return out;
};

const reverseShellInline = (f: Facts): string[] => {
  const out: string[] = [];
  for (const note of f.inlineNotes)
    if (note.action.kind === 'reverse-shell')
      out.push(`${nameOf(f.cmds[note.cmd]!)} inline code wires a socket to a shell (reverse shell)`);
  return out;
};

export const hostsOffScope: Check = (f) => {
  const scope = f.state.network_scope;
  if (!scope || scope.length === 0) return [];
  const out: string[] = [];
  for (const u of f.urls) {
    const h = u === null ? null : hostOfUrl(u);
    if (offScope(f, h)) out.push(`${f.state.tool} fetches ${h ?? '<no host in url>'} (not in ${scope.slice(0, 3).join(', ')})`);
  }
  for (const c of f.cmds) {
    for (const h of hostsOfCmd(f, c))
      if (offScope(f, h)) out.push(`${nameOf(c)} contacts ${h ?? '<unresolved host>'} (not in ${scope.slice(0, 3).join(', ')})`);
  }
  return out;
};

/** Cloud instance metadata services hand out the machine's credentials to whoever asks. */
const METADATA_HOSTS = new Set([
  '169.254.169.254',
  'metadata.google.internal',
  'metadata',
  '100.100.100.200',
  '[fd00:ec2::254]',
  '169.254.170.2',
  'metadata.azure.com',
]);
export const metadataEndpoint: Check = (f) => {
  const out: string[] = [];
  for (const u of f.urls) {
    const h = u === null ? null : hostOfUrl(u);
    if (h !== null && METADATA_HOSTS.has(h)) out.push(`${f.state.tool} fetches the cloud metadata service (${h})`);
  }
  for (const c of f.cmds) {
    for (const h of hostsOfCmd(f, c))
      if (h !== null && METADATA_HOSTS.has(h)) out.push(`${nameOf(c)} contacts the cloud metadata service (${h})`);
  }
  return out;
};
