/**
 * What a command does over the network: the hosts it contacts, the files it saves from a
 * download, the local files it uploads. Which option of which program does what is data, in
 * the pack's command tables (`downloads`, `uploads`, `proxy_opts`, `connect_opts`).
 */
import { optionValues } from './argv.js';
import type { Cmd } from './cmd.js';
import type { Facts } from './facts.js';
import { onlyLiteralUpstream } from './flow.js';
import { hostInScope, hostOfRemoteSpec, hostOfUrl, hostOfWord, isLocalHost, urlBasename } from './hosts.js';
import { resolvePath } from './paths.js';
import { downstreamOf, upstreamOf } from './pipeline.js';

/** The destination hosts named by a network command's operands (null for an unresolved one). */
export function hostsOfCmd(f: Facts, c: Cmd): Array<string | null> {
  const env = f.env;
  const out: Array<string | null> = [];
  const p = f.parsed(c);
  const n = c.name;
  if (n === null) return out;
  if (env.setHas('fetchers', n) || env.setHas('url_operand_cmds', n)) {
    const fetcher = env.setHas('fetchers', n);
    const vals = [...p.positionals, ...optionValues(p, ['--url'])];
    if (c.spec.proxy_opts)
      for (const v of optionValues(p, c.spec.proxy_opts)) out.push(v === null ? null : hostOfUrl(v.includes('://') ? v : `http://${v}`));
    for (const a of vals) {
      if (a === null) {
        if (fetcher) out.push(null);
        continue;
      }
      if (a.includes('://')) out.push(hostOfUrl(a));
      else if (n === 'git' && a.includes('@') && a.includes(':')) out.push(hostOfRemoteSpec(a));
      else if (fetcher && !a.startsWith('@') && !a.includes('=') && !isHttpMethod(a)) {
        const h = hostOfUrl(a);
        if (h) out.push(h);
      }
    }
  } else if (env.setHas('host_first_cmds', n)) {
    if (f.flag(c, '-l') && (n === 'nc' || n === 'ncat' || n === 'netcat')) return out;
    const first = p.positionals[0];
    if (first === null) out.push(null);
    else if (first !== undefined) {
      const h = first.includes('://') ? hostOfUrl(first) : (hostOfWord(first) ?? hostOfRemoteSpec(first));
      if (h) out.push(h);
    }
  } else if (env.setHas('remote_copiers', n)) {
    for (const a of p.positionals) {
      if (a === null) continue;
      const h = hostOfRemoteSpec(a);
      if (h) out.push(h);
    }
  } else if (n === 'socat') {
    for (const a of c.args) {
      if (a === null) continue;
      const h = socatHost(a);
      if (h) out.push(h);
    }
  } else if (c.spec.connect_opts) {
    for (const v of optionValues(p, c.spec.connect_opts)) if (v) out.push(hostOfRemoteSpec(v) ?? hostOfWord(v));
  }
  for (const r of c.inv.redirects) {
    const h = r.target ? devTcpHost(r.target) : null;
    if (h) out.push(h);
  }
  return out;
}

function isHttpMethod(a: string): boolean {
  return a === 'GET' || a === 'POST' || a === 'PUT' || a === 'DELETE' || a === 'PATCH' || a === 'HEAD' || a === 'OPTIONS';
}

function socatHost(a: string): string | null {
  const colon = a.indexOf(':');
  if (colon < 0) return null;
  const kind = a.slice(0, colon).toUpperCase();
  if (!(kind.startsWith('TCP') || kind.startsWith('UDP') || kind === 'OPENSSL' || kind === 'SSL' || kind === 'SCTP')) return null;
  if (kind.includes('LISTEN')) return null;
  const rest = a.slice(colon + 1);
  const end = rest.indexOf(':');
  return hostOfWord(end < 0 ? rest : rest.slice(0, end)) ?? (end < 0 ? rest : rest.slice(0, end)).toLowerCase();
}

/** `/dev/tcp/<host>/<port>` → host. */
export function devTcpHost(target: string): string | null {
  if (!target.startsWith('/dev/tcp/') && !target.startsWith('/dev/udp/')) return null;
  const rest = target.slice(9);
  const slash = rest.indexOf('/');
  const h = (slash < 0 ? rest : rest.slice(0, slash)).toLowerCase();
  return h.length > 0 ? h : null;
}

/** True when a host is outside the call's declared network scope (any non-loopback host when none is declared). */
export function offScope(f: Facts, host: string | null): boolean {
  if (host !== null && isLocalHost(host)) return false;
  const scope = f.state.network_scope;
  if (!scope || scope.length === 0) return true;
  return host === null || !hostInScope(host, scope);
}

/** Files a command saves from the network. */
export function downloadsOf(f: Facts, c: Cmd): string[] {
  const n = c.name;
  if (n === null) return [];
  const out: string[] = [];
  const add = (raw: string | null | undefined, dir?: string | null): void => {
    if (!raw || raw === '-') return;
    const base = dir ? resolvePath(dir, c.cwd, f.ctx) : c.cwd;
    out.push(resolvePath(raw, base, f.ctx));
  };
  const p = f.parsed(c);
  if (f.env.setHas('fetchers', n)) {
    const spec = c.spec.downloads;
    if (spec) {
      const urls = p.positionals.filter((a): a is string => a !== null && (a.includes('://') || hostOfUrl(a) !== null));
      const named = spec.opts ? optionValues(p, spec.opts) : [];
      for (const v of named) add(v);
      const dir = spec.dir_opts ? (optionValues(p, spec.dir_opts)[0] ?? null) : null;
      if (spec.name_operand !== undefined) {
        const local = p.positionals[spec.name_operand];
        if (!local) for (const u of urls) add(urlBasename(u));
        else add(local);
      } else if ((spec.name_flags && spec.name_flags.some((fl) => f.flag(c, fl))) || (spec.name_by_default && named.length === 0)) {
        for (const u of urls) add(urlBasename(u), dir);
      }
      if (dir && spec.dir_joins) for (const v of optionValues(p, spec.dir_joins)) if (v) add(`${dir}/${v}`);
    }
    // Whatever the fetcher prints and the pipeline saves.
    for (const r of c.inv.redirects) if (r.op === '>' || r.op === '>>' || r.op === '>|') add(r.target);
    for (const d of downstreamOf(f, c)) {
      if (d.name === 'tee') for (const a of f.parsed(d).positionals) add(a);
      for (const r of d.inv.redirects) if (r.op === '>' || r.op === '>>' || r.op === '>|') add(r.target);
    }
  } else if (f.env.setHas('remote_copiers', n)) {
    const ops = p.positionals;
    const dest = ops[ops.length - 1];
    if (
      ops.length >= 2 &&
      dest &&
      hostOfRemoteSpec(dest) === null &&
      ops.slice(0, -1).some((s) => s !== null && hostOfRemoteSpec(s) !== null)
    ) {
      add(dest);
      for (const s of ops.slice(0, -1)) if (s) add(`${dest}/${s.slice(s.lastIndexOf('/') + 1).slice(s.indexOf(':') + 1)}`);
    }
  }
  return out;
}

/** The local sources an HTTP client uploads: files, or `-` for stdin. Empty for a program without an `uploads` table. */
export function uploadSources(f: Facts, c: Cmd): string[] {
  const spec = c.spec.uploads;
  if (!spec) return [];
  const p = f.parsed(c);
  const out: string[] = [];
  if (spec.data_opts) {
    const named = spec.named_data_opts ? optionValues(p, spec.named_data_opts) : [];
    for (const v of optionValues(p, spec.data_opts)) {
      if (v === null) continue;
      const at = v.indexOf('@');
      // `@file`, and for the named options `name@file`.
      if (at === 0 || (at > 0 && !v.slice(0, at).includes('=') && named.includes(v))) out.push(v.slice(at + 1));
    }
  }
  if (spec.form_opts) {
    for (const v of optionValues(p, spec.form_opts)) {
      if (v === null) continue;
      const eq = v.indexOf('=');
      if (eq >= 0 && (v[eq + 1] === '@' || v[eq + 1] === '<')) out.push(v.slice(eq + 2).split(';')[0]!);
    }
  }
  if (spec.file_opts) for (const v of optionValues(p, spec.file_opts)) if (v !== null) out.push(spec.stdin_words?.includes(v) ? '-' : v);
  if (spec.request_items) {
    for (const a of p.positionals) {
      if (a === null) continue;
      const at = a.indexOf('@');
      if (at === 0) out.push(a.slice(1));
      else if (at > 0 && (a[at - 1] === '=' || a[at - 1] === ':') && !a.includes('://')) out.push(a.slice(at + 1));
    }
  }
  if (spec.body_from_stdin && (c.inv.redirects.some((r) => r.op === '<') || (upstreamOf(f, c).length > 0 && !onlyLiteralUpstream(f, c))))
    out.push('-');
  return out;
}
