/**
 * The engine predicates a rule can name with `"check"`: judgements that need more than a
 * declarative match over one invocation (data flowing between commands, hosts against the
 * scope, SQL text, amounts). Each returns evidence strings; none throws.
 */
import { optionValues } from './argv.js';
import { childrenOf, downstreamOf, pathsOf, programOf, upstreamOf, type Cmd, type Facts } from './facts.js';
import { hostInScope, hostOfRemoteSpec, hostOfUrl, hostOfWord, isLocalHost, urlBasename } from './hosts.js';
import type { CheckName } from './pack-types.js';
import { resolvePath } from './paths.js';
import { destructiveNoSql, destructiveSql } from './sql.js';

export type Check = (f: Facts) => string[];

export function clip(s: string, max = 80): string {
  let out = '';
  for (let i = 0; i < s.length && out.length < max; i++) {
    const c = s.charCodeAt(i);
    out += c < 32 || c === 127 ? ' ' : s[i];
  }
  return s.length > max ? out + '…' : out;
}

/**
 * Evidence never carries credentials: URL userinfo (`https://user:token@host`) and query
 * strings are blanked. One left-to-right scan, no regular expressions.
 */
export function redact(s: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const at = s.indexOf('://', i);
    if (at < 0) {
      out += s.slice(i);
      break;
    }
    out += s.slice(i, at + 3);
    let j = at + 3;
    let end = j;
    while (end < s.length && s[end] !== '/' && s[end] !== ' ' && s[end] !== '"' && s[end] !== "'" && s[end] !== ')') end++;
    const auth = s.slice(j, end);
    const amp = auth.lastIndexOf('@');
    out += amp >= 0 ? `***@${auth.slice(amp + 1)}` : auth;
    j = end;
    // Path kept, query string dropped.
    let stop = j;
    while (stop < s.length && s[stop] !== ' ' && s[stop] !== '"' && s[stop] !== "'" && s[stop] !== ')') stop++;
    const rest = s.slice(j, stop);
    const q = rest.indexOf('?');
    out += q >= 0 ? `${rest.slice(0, q)}?…` : rest;
    i = stop;
  }
  return out;
}

const nameOf = (c: Cmd): string => c.name ?? '<unresolved>';

// ── shared data-flow helpers ──────────────────────────────────────────────────────────────

/** True when an upstream command reads a secret path or dumps the environment. */
function secretSource(f: Facts, c: Cmd): string | null {
  const secret = f.env.classifier.maskOf(['secret']);
  for (const u of [...upstreamOf(f, c), ...childrenOf(f, c), c]) {
    if (u !== c && envDumpOf(f, u)) return `${nameOf(u)} (environment dump)`;
    if (u !== c && (u.name === 'history' || u.name === 'fc')) return `${nameOf(u)} (shell history)`;
    if (u !== c && f.env.setHas('non_readers', u.name)) continue;
    for (const r of pathsOf(f, u, 'read')) if (r.mask & secret) return `${nameOf(u)} ${clip(r.raw ?? '')}`;
  }
  return null;
}

type Sensitivity = 0 | 1 | 2; // plain, bulk (beyond the project's ordinary files), secret

/**
 * How sensitive a local source is: credential material (2); the whole project, anything
 * outside it (temporary files excepted), or database dumps (1); an ordinary project file (0).
 */
function sensitivityOf(f: Facts, mask: number): Sensitivity {
  const cl = f.env.classifier;
  if (mask & cl.maskOf(['secret'])) return 2;
  // Dumps and archives are bulk wherever they sit (a zip of the project staged in /tmp is still the project).
  if (mask & cl.maskOf(['data-dump'])) return 1;
  if (mask & cl.maskOf(['temp', 'cache'])) return 0;
  if (mask & cl.maskOf(['root', 'home', 'workspace-root', 'workspace-ancestor', 'outside-workspace', 'data-dump', 'unknown'])) return 1;
  return 0;
}

/** Sensitivity of what reaches a command's stdin from its pipeline. */
function stdinSensitivity(f: Facts, c: Cmd): Sensitivity {
  if (secretSource(f, c) !== null) return 2;
  let worst: Sensitivity = 0;
  for (const u of upstreamOf(f, c)) {
    // `echo "$SOMETHING" | curl -d @- …`: a variable's value leaving the machine is not an ordinary file.
    if ((u.name === 'echo' || u.name === 'printf') && u.args.some((a) => a === null)) worst = 1;
    if (f.env.setHas('non_readers', u.name) && u.name !== 'git') continue;
    for (const r of pathsOf(f, u, 'read')) worst = Math.max(worst, r.raw === null ? 0 : sensitivityOf(f, r.mask)) as Sensitivity;
  }
  return worst;
}

/** True when the only thing upstream is literal text typed into the command (`echo …`, `printf …`). */
function onlyLiteralUpstream(f: Facts, c: Cmd): boolean {
  const ups = upstreamOf(f, c);
  if (ups.length === 0) return false;
  return ups.every((u) => (u.name === 'echo' || u.name === 'printf') && u.args.every((a) => a !== null) && u.inv.redirects.every((r) => r.op !== '<'));
}

function hasDataInput(f: Facts, c: Cmd): string | null {
  const nullSink = f.env.classifier.maskOf(['null-sink']);
  for (const r of c.inv.redirects) {
    if (r.op === '<' || r.op === '<>') {
      const ref = f.ref(r.target, c.cwd);
      if (!(ref.mask & nullSink)) return `< ${clip(r.target ?? '<unresolved>')}`;
    }
  }
  const ups = upstreamOf(f, c);
  if (ups.length > 0 && !onlyLiteralUpstream(f, c)) return `${nameOf(ups[ups.length - 1]!)} | … | ${nameOf(c)}`;
  return null;
}

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
    if (n === 'curl') for (const v of optionValues(p, ['-x', '--proxy'])) out.push(v === null ? null : hostOfUrl(v.includes('://') ? v : `http://${v}`));
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
      const h = first.includes('://') ? hostOfUrl(first) : hostOfWord(first) ?? hostOfRemoteSpec(first);
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
  } else if (n === 'openssl') {
    for (const v of optionValues(p, ['-connect'])) if (v) out.push(hostOfRemoteSpec(v) ?? hostOfWord(v));
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

function offScope(f: Facts, host: string | null): boolean {
  if (host !== null && isLocalHost(host)) return false;
  const scope = f.state.network_scope;
  if (!scope || scope.length === 0) return true;
  return host === null || !hostInScope(host, scope);
}

// ── env dumps ────────────────────────────────────────────────────────────────────────────

function secretWord(f: Facts, s: string): boolean {
  const u = s.toUpperCase();
  return f.env.pack.secret_env_words.some((w) => u.includes(w));
}

/** Prints the whole environment (or a secret-named variable) with nothing filtering it. */
export function envDumpOf(f: Facts, c: Cmd): boolean {
  const n = c.name;
  if (n === null) return false;
  const p = f.parsed(c);
  let dump = false;
  if (n === 'env' || n === 'printenv') {
    if (p.positionals.length === 0) dump = true;
    else if (n === 'printenv' && p.positionals.some((a) => a !== null && secretWord(f, a))) return true;
  } else if (n === 'export' || n === 'declare' || n === 'typeset') {
    dump = p.positionals.length === 0 && (n === 'export' || f.flag(c, '-x') || f.flag(c, '-p'));
  } else if (n === 'set') {
    dump = c.args.length === 0;
  } else if (n === 'compgen') {
    dump = f.flag(c, '-e') || f.flag(c, '-v');
  }
  if (!dump) return false;
  // `env | grep NODE` shows one harmless variable; `env | grep -i token` does not.
  for (const d of downstreamOf(f, c)) {
    if (d.name === 'grep' || d.name === 'egrep' || d.name === 'fgrep' || d.name === 'rg') {
      const dp = f.parsed(d);
      const pats = [...optionValues(dp, ['-e', '--regexp']), ...(optionValues(dp, ['-e', '--regexp']).length === 0 ? dp.positionals.slice(0, 1) : [])];
      if (pats.length > 0 && pats.every((x) => x !== null && !secretWord(f, x))) return false;
    }
  }
  return true;
}

// ── the checks ───────────────────────────────────────────────────────────────────────────

/**
 * `eval "$(ssh-agent -s)"` and `"$(npm bin)/eslint"` are everyday: the text evaluated or run
 * is the output of a local environment tool named in the pack, fully resolved. Anything else
 * that cannot be resolved stays unresolved.
 */
function trustedProduct(f: Facts, c: Cmd): boolean {
  if (c.inv.unresolved !== 'eval-dynamic' && c.inv.unresolved !== 'substitution-command') return false;
  // The reader lists `eval "$(x)"` as the eval, its substitution, and an unresolved child of the eval.
  const holder = c.inv.context === 'eval' && c.inv.parent !== null ? f.cmds[c.inv.parent] : undefined;
  const kids = [...childrenOf(f, c), ...(holder ? childrenOf(f, holder) : [])].filter((d) => d.inv.context === 'substitution');
  if (kids.length === 0) return false;
  return kids.every((d) => d.inv.unresolved === undefined && f.env.setHas('trusted_producers', d.name) && d.args.every((a) => a !== null) && d.inv.redirects.every((r) => r.op !== '<'));
}

const unresolved: Check = (f) => {
  const out: string[] = [];
  for (const c of f.cmds) {
    if (c.truncated) out.push(`${nameOf(c)} has more arguments than the rules read`);
    if (c.inv.unresolved && !trustedProduct(f, c)) out.push(c.dynamicVia ? `inline code calls ${c.dynamicVia} with a value that is not a literal` : `command not resolvable statically (${c.inv.unresolved})`);
  }
  return out;
};

const partialParse: Check = (f) => {
  if (!f.shell || f.shell.status !== 'partial') return [];
  const codes = [...new Set(f.shell.issues.map((i) => i.code))].join(', ');
  return [`shell command only partly readable (${codes || 'partial'})`];
};

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
    const urls = p.positionals.filter((a): a is string => a !== null && (a.includes('://') || hostOfUrl(a) !== null));
    if (n === 'curl') {
      for (const v of optionValues(p, ['-o', '--output'])) add(v);
      if (f.flag(c, '-O') || f.flag(c, '--remote-name') || f.flag(c, '--remote-name-all')) {
        const dir = optionValues(p, ['--output-dir'])[0] ?? null;
        for (const u of urls) add(urlBasename(u), dir);
      }
    } else if (n === 'wget') {
      const o = optionValues(p, ['-O', '--output-document']);
      if (o.length > 0) for (const v of o) add(v);
      else {
        const dir = optionValues(p, ['-P', '--directory-prefix'])[0] ?? null;
        for (const u of urls) add(urlBasename(u), dir);
      }
    } else if (n === 'lwp-download') {
      // lwp-download URL [LOCAL]: the local name, else the URL's basename.
      const local = p.positionals[1];
      if (local) add(local);
      else for (const u of urls) add(urlBasename(u));
    } else {
      for (const v of optionValues(p, ['-o', '--output', '-O', '--output-document', '--out'])) add(v);
      const dir = optionValues(p, ['-d', '--dir'])[0];
      if (dir) for (const v of optionValues(p, ['-o', '--out'])) if (v) add(`${dir}/${v}`);
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
    if (ops.length >= 2 && dest && hostOfRemoteSpec(dest) === null && ops.slice(0, -1).some((s) => s !== null && hostOfRemoteSpec(s) !== null)) {
      add(dest);
      for (const s of ops.slice(0, -1)) if (s) add(`${dest}/${s.slice(s.lastIndexOf('/') + 1).slice(s.indexOf(':') + 1)}`);
    }
  }
  return out;
}

/** Files a command runs, or makes runnable (chmod +x). */
export function executesOf(f: Facts, c: Cmd): { runs: string[]; chmods: string[] } {
  const runs: string[] = [];
  const chmods: string[] = [];
  const path = c.inv.path;
  if (path !== null && path.includes('/')) runs.push(resolvePath(path, c.cwd, f.ctx));
  const prog = programOf(f, c);
  const p = f.parsed(c);
  if (prog === 'file') {
    const first = p.positionals[0];
    if (first) runs.push(resolvePath(first, c.cwd, f.ctx));
  }
  if ((c.name === 'source' || c.name === '.') && p.positionals[0]) runs.push(resolvePath(p.positionals[0], c.cwd, f.ctx));
  if (c.name === 'chmod' && modeKind(p.positionals[0] ?? null).exec) {
    for (const a of p.positionals.slice(1)) if (a) chmods.push(resolvePath(a, c.cwd, f.ctx));
  }
  return { runs, chmods };
}

/** Reads a chmod mode: setuid/setgid bits, execute bits, and whether it widens write access. */
export function modeKind(mode: string | null): { setuid: boolean; exec: boolean; widens: boolean } {
  if (mode === null) return { setuid: false, exec: false, widens: true };
  let numeric = mode.length > 0;
  for (let i = 0; i < mode.length; i++) if (mode.charCodeAt(i) < 48 || mode.charCodeAt(i) > 55) numeric = false;
  if (numeric) {
    const digits = mode.padStart(4, '0');
    const special = digits.length > 4 ? Number(digits[digits.length - 4]) : Number(digits[0]);
    const perms = digits.slice(-3);
    const groupOther = perms.slice(1);
    return { setuid: (special & 6) !== 0, exec: [...perms].some((d) => (Number(d) & 1) !== 0), widens: (special & 6) !== 0 || [...groupOther].some((d) => (Number(d) & 2) !== 0) };
  }
  // Symbolic: clauses like u+s, g=rwxs, +x, a+rx separated by commas.
  let setuid = false;
  let exec = false;
  let widens = false;
  let known = true;
  for (const clause of mode.split(',')) {
    let k = 0;
    while (k < clause.length && 'ugoa'.includes(clause[k]!)) k++;
    const who = clause.slice(0, k);
    const op = clause[k];
    if (op !== '+' && op !== '=' && op !== '-') {
      known = false;
      continue;
    }
    if (op === '-') continue;
    const perms = clause.slice(k + 1);
    if (perms.includes('s')) setuid = true;
    if (perms.includes('x')) exec = true;
    if (perms.includes('w') && (who === '' || who.includes('g') || who.includes('o') || who.includes('a'))) widens = true;
  }
  return { setuid, exec, widens: widens || setuid || !known };
}

const downloadExec: Check = (f) => {
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
    for (const x of runs) if (earlier.has(x)) out.push(`${nameOf(c)} runs ${clip(x)}, downloaded ${fromRecent.has(x) ? 'by an earlier call' : 'earlier in this command'}`);
    for (const x of chmods) if (earlier.has(x)) out.push(`chmod makes ${clip(x)} executable, downloaded ${fromRecent.has(x) ? 'by an earlier call' : 'earlier in this command'}`);
    for (const d of downloadsOf(f, c)) earlier.add(d);
  }
  return out;
};

/** `echo … | base64 -d > x; sh x`: a decoded payload staged in a file and then run. */
const decodedExec: Check = (f) => {
  const out: string[] = [];
  const decoded = new Set<string>();
  for (const c of f.cmds) {
    for (const x of executesOf(f, c).runs) if (decoded.has(x)) out.push(`${nameOf(c)} runs ${clip(x)}, written from a decoder`);
    if (!f.env.setHas('decoders', c.name)) continue;
    for (const d of [c, ...downstreamOf(f, c)]) {
      for (const r of d.inv.redirects) if ((r.op === '>' || r.op === '>>' || r.op === '>|') && r.target) decoded.add(resolvePath(r.target, d.cwd, f.ctx));
      if (d.name === 'tee') for (const a of f.parsed(d).positionals) if (a) decoded.add(resolvePath(a, d.cwd, f.ctx));
    }
  }
  return out;
};

const forkBomb: Check = (f) => {
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

const sqlDestructive: Check = (f) => {
  const out: string[] = [];
  for (const c of f.cmds) {
    const n = c.name;
    if (n === null || !f.env.setHas('db_clients', n)) continue;
    const p = f.parsed(c);
    const texts: string[] = [];
    if (c.spec.inline_opts) for (const v of optionValues(p, c.spec.inline_opts)) if (v) texts.push(v);
    if (n === 'sqlite3' || n === 'sqlite' || n === 'duckdb') for (const v of p.positionals.slice(1)) if (v) texts.push(v);
    if (n === 'redis-cli') texts.push(p.positionals.filter((a): a is string => a !== null).join(' '));
    for (const r of c.inv.redirects) if (r.body !== undefined) texts.push(r.body);
    for (const u of upstreamOf(f, c)) if (u.name === 'echo' || u.name === 'printf') texts.push(u.args.filter((a): a is string => a !== null).join(' '));
    const nosql = n === 'mongo' || n === 'mongosh' || n === 'redis-cli';
    for (const t of texts) {
      for (const finding of nosql ? destructiveNoSql(t) : destructiveSql(t)) out.push(`${n}: ${finding.kind}`);
    }
  }
  return out;
};

const CURL_FILE_DATA = ['-d', '--data', '--data-binary', '--data-ascii', '--json', '--data-urlencode'];

/** The local sources an HTTP client uploads: files, or `-` for stdin. */
function uploadSources(f: Facts, c: Cmd): string[] {
  const p = f.parsed(c);
  const out: string[] = [];
  const n = c.name;
  if (n === 'curl') {
    for (const v of optionValues(p, CURL_FILE_DATA)) {
      if (v === null) continue;
      const at = v.indexOf('@');
      // `@file`, and for --data-urlencode `name@file`.
      if (at === 0 || (at > 0 && !v.slice(0, at).includes('=') && optionValues(p, ['--data-urlencode']).includes(v))) out.push(v.slice(at + 1));
    }
    for (const v of optionValues(p, ['-F', '--form'])) {
      if (v === null) continue;
      const eq = v.indexOf('=');
      if (eq >= 0 && (v[eq + 1] === '@' || v[eq + 1] === '<')) out.push(v.slice(eq + 2).split(';')[0]!);
    }
    for (const v of optionValues(p, ['-T', '--upload-file'])) if (v !== null) out.push(v === '.' ? '-' : v);
  } else if (n === 'wget') {
    for (const v of optionValues(p, ['--post-file', '--body-file'])) if (v !== null) out.push(v);
  } else if (n === 'http' || n === 'https' || n === 'xh') {
    for (const a of p.positionals) {
      if (a === null) continue;
      const at = a.indexOf('@');
      if (at === 0) out.push(a.slice(1));
      else if (at > 0 && (a[at - 1] === '=' || a[at - 1] === ':') && !a.includes('://')) out.push(a.slice(at + 1));
    }
    if (c.inv.redirects.some((r) => r.op === '<') || (upstreamOf(f, c).length > 0 && !onlyLiteralUpstream(f, c))) out.push('-');
  }
  return out;
}

const upload: Check = (f) => {
  const out: string[] = [];
  const scoped = (f.state.network_scope ?? []).length > 0;
  for (const c of f.cmds) {
    if (c.name !== 'curl' && c.name !== 'wget' && c.name !== 'http' && c.name !== 'https' && c.name !== 'xh') continue;
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

const remoteCopy: Check = (f) => {
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
  // git push straight to a URL (not a configured remote) sends the repository there.
  for (const c of f.cmds) {
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

const socketSend: Check = (f) => {
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

const secretIntoNetwork: Check = (f) => {
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

const reverseShell: Check = (f) => {
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
    if (n === 'nc' || n === 'ncat' || n === 'netcat') {
      for (const fl of ['-e', '-c', '--exec', '--sh-exec', '--lua-exec']) {
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
        if (u.startsWith('EXEC:') || u.startsWith('SYSTEM:')) out.push(`socat ${clip(a.slice(0, a.indexOf(':') + 1))} hands a program to the network`);
      }
    }
  }
  return out;
};

const reverseShellInline = (f: Facts): string[] => {
  const out: string[] = [];
  for (const note of f.inlineNotes) if (note.action.kind === 'reverse-shell') out.push(`${nameOf(f.cmds[note.cmd]!)} inline code wires a socket to a shell (reverse shell)`);
  return out;
};

const hostsOffScope: Check = (f) => {
  const scope = f.state.network_scope;
  if (!scope || scope.length === 0) return [];
  const out: string[] = [];
  for (const u of f.urls) {
    const h = u === null ? null : hostOfUrl(u);
    if (offScope(f, h)) out.push(`${f.state.tool} fetches ${h ?? '<no host in url>'} (not in ${scope.slice(0, 3).join(', ')})`);
  }
  for (const c of f.cmds) {
    for (const h of hostsOfCmd(f, c)) if (offScope(f, h)) out.push(`${nameOf(c)} contacts ${h ?? '<unresolved host>'} (not in ${scope.slice(0, 3).join(', ')})`);
  }
  return out;
};

const amountAboveBound: Check = (f) => {
  const bound = f.state.amount_bound;
  if (bound === undefined) return [];
  const out: string[] = [];
  const spec = f.env.pack.amount_fields;
  let budget = 10_000;
  const report = (p: string, n: number | null, what = ''): void => {
    if (n !== null && n > bound && out.length < 4) out.push(`${clip(p.slice(1), 60)}${what} = ${n} is above the bound ${bound}`);
  };
  const walk = (v: unknown, path: string, depth: number, inAmount: boolean): void => {
    if (budget-- <= 0 || depth > 16 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length && budget > 0; i++) walk(v[i], `${path}.${i}`, depth + 1, inAmount);
      return;
    }
    const obj = v as Record<string, unknown>;
    let unit: number | null = null;
    let qty: number | null = null;
    for (const k of Object.keys(obj)) {
      const x = obj[k];
      const p = `${path}.${k}`;
      const key = normKey(k);
      // {amount: {value: 500, currency: "usd"}}: the number sits one level down.
      if (isAmountKey(key, spec) || (inAmount && AMOUNT_INNER.has(key))) {
        const n = amountValue(x);
        report(p, n);
        if (n !== null && (key.endsWith('price') || key === 'amount' || key.endsWith('cost'))) unit ??= n;
      }
      if (QUANTITY_KEYS.has(key)) qty = amountValue(x);
      walk(x, p, depth + 1, isAmountKey(key, spec));
    }
    // A line of an order: price × quantity is what is spent.
    if (unit !== null && qty !== null && qty > 1) report(path, unit * qty, ' (price × quantity)');
  };
  walk(f.state.input, '', 0, false);
  return out;
};

const AMOUNT_INNER = new Set(['value', 'units', 'amount', 'total', 'number', 'major', 'decimal']);
const QUANTITY_KEYS = new Set(['quantity', 'qty', 'count', 'units', 'numberofitems']);

function normKey(k: string): string {
  let norm = '';
  for (let i = 0; i < k.length && i < 64; i++) {
    const c = k[i]!.toLowerCase();
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) norm += c;
  }
  return norm;
}

function isAmountKey(norm: string, spec: { names: string[]; prefixes: string[]; suffixes: string[] }): boolean {
  if (spec.names.includes(norm)) return true;
  return spec.prefixes.some((p) => norm.startsWith(p)) || spec.suffixes.some((s) => norm.endsWith(s));
}

/** A number, or a string that is plainly one (`"250"`, `"$1,200.50"`, `"150 USD"`). */
function amountValue(x: unknown): number | null {
  if (typeof x === 'number') return Number.isFinite(x) ? x : null;
  if (typeof x !== 'string' || x.length === 0 || x.length > 40) return null;
  // Currency signs and codes around the number: $, €, £, ¥, USD, eur …
  let a = 0;
  let b = x.length;
  const skip = (ch: string): boolean => ch === ' ' || ch === '$' || ch === '€' || ch === '£' || ch === '¥' || (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z');
  while (a < b && skip(x[a]!)) a++;
  while (b > a && skip(x[b - 1]!)) b--;
  if (b - a < 1 || (a > 0 && b < x.length && x.slice(0, a).trim() !== '' && x.slice(b).trim() !== '')) return null;
  let s = x.slice(a, b);
  let digits = '';
  let dot = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c >= '0' && c <= '9') digits += c;
    else if (c === ',' && !dot) continue;
    else if (c === '.' && !dot) {
      dot = true;
      digits += c;
    } else return null;
  }
  if (digits === '' || digits === '.') return null;
  const n = Number(digits);
  return Number.isFinite(n) ? n : null;
}

const envDump: Check = (f) => {
  const out: string[] = [];
  for (const c of f.cmds) if (envDumpOf(f, c)) out.push(`${nameOf(c)} prints the environment`);
  for (const note of f.inlineNotes) if (note.action.kind === 'env-dump') out.push(`inline code prints ${note.action.via}`);
  return out;
};

const inlineFetchExec: Check = (f) => {
  const out: string[] = [];
  for (const note of f.inlineNotes) if (note.action.kind === 'fetch-exec') out.push(`${nameOf(f.cmds[note.cmd]!)} inline code evaluates fetched code`);
  return out;
};

/**
 * Searching for credentials beyond the project: find by a secret file name, or grep/rg for a
 * secret-sounding pattern, over a home directory, the root or anywhere outside the
 * workspace; and the Grep/Glob tools doing the same.
 */
const credentialHunt: Check = (f) => {
  const out: string[] = [];
  const cl = f.env.classifier;
  const wide = cl.maskOf(['root', 'home', 'workspace-ancestor', 'outside-workspace', 'home-top', 'system-top']);
  const narrow = cl.maskOf(['temp', 'cache', 'inside-workspace', 'workspace-root']);
  const secret = cl.maskOf(['secret']);
  const isWide = (mask: number): boolean => (mask & wide) !== 0 && (mask & narrow) === 0;
  for (const c of f.cmds) {
    if (c.name === 'find') {
      const p = f.parsed(c);
      const names = optionValues(p, ['-name', '-iname', '-path', '-ipath', '-regex']);
      const starts: Array<string | null> = [];
      for (const a of c.args) {
        if (a !== null && (a.startsWith('-') || a === '(' || a === '!')) break;
        starts.push(a);
      }
      if (starts.length === 0) starts.push('.');
      const wideRoot = starts.find((r) => isWide(f.ref(r, c.cwd, c.remote === true).mask));
      if (wideRoot === undefined) continue;
      const hit = names.find((nm) => nm !== null && (f.ref(`/x/${nm.slice(nm.lastIndexOf('/') + 1)}`, '/').mask & secret) !== 0);
      if (hit) out.push(`find searches ${clip(wideRoot ?? '')} for ${clip(hit ?? '', 40)}`);
    } else if (c.name === 'grep' || c.name === 'egrep' || c.name === 'rg' || c.name === 'ag' || c.name === 'ack') {
      const p = f.parsed(c);
      const explicit = optionValues(p, ['-e', '--regexp']);
      const pats = explicit.length > 0 ? explicit : p.positionals.slice(0, 1);
      const files = explicit.length > 0 ? p.positionals : p.positionals.slice(1);
      if (!pats.some((x) => x !== null && secretWord(f, x))) continue;
      const recursive = c.name !== 'grep' && c.name !== 'egrep' ? true : f.flag(c, '-r') || f.flag(c, '-R') || f.flag(c, '--recursive');
      const wideFile = files.find((x) => recursive && isWide(f.ref(x, c.cwd, c.remote === true).mask));
      if (wideFile !== undefined) out.push(`${c.name} searches ${clip(wideFile ?? '')} for credentials`);
    }
  }
  if (f.state.tool === 'Grep' || f.state.tool === 'Glob') {
    const input = f.state.input;
    const pattern = typeof input.pattern === 'string' ? input.pattern : '';
    const root = f.files.find((x) => x.raw === input.path);
    if (root && isWide(root.mask)) {
      if (f.state.tool === 'Grep' && secretWord(f, pattern)) out.push(`Grep searches ${clip(root.raw)} for credentials`);
      if (f.state.tool === 'Glob' && (f.ref(`/x/${pattern.slice(pattern.lastIndexOf('/') + 1)}`, '/').mask & secret) !== 0) out.push(`Glob searches ${clip(root.raw)} for ${clip(pattern, 40)}`);
    }
  }
  return out;
};

/** Cloud instance metadata services hand out the machine's credentials to whoever asks. */
const METADATA_HOSTS = new Set(['169.254.169.254', 'metadata.google.internal', 'metadata', '100.100.100.200', '[fd00:ec2::254]', '169.254.170.2', 'metadata.azure.com']);
const metadataEndpoint: Check = (f) => {
  const out: string[] = [];
  for (const u of f.urls) {
    const h = u === null ? null : hostOfUrl(u);
    if (h !== null && METADATA_HOSTS.has(h)) out.push(`${f.state.tool} fetches the cloud metadata service (${h})`);
  }
  for (const c of f.cmds) {
    for (const h of hostsOfCmd(f, c)) if (h !== null && METADATA_HOSTS.has(h)) out.push(`${nameOf(c)} contacts the cloud metadata service (${h})`);
  }
  return out;
};

export const CHECKS: Record<CheckName, Check> = {
  unresolved,
  'partial-parse': partialParse,
  'download-exec': downloadExec,
  'fork-bomb': forkBomb,
  'sql-destructive': sqlDestructive,
  upload,
  'remote-copy': remoteCopy,
  'socket-send': socketSend,
  'secret-into-network': secretIntoNetwork,
  'reverse-shell': reverseShell,
  'hosts-off-scope': hostsOffScope,
  'amount-above-bound': amountAboveBound,
  'env-dump': envDump,
  'inline-fetch-exec': inlineFetchExec,
  'credential-hunt': credentialHunt,
  'metadata-endpoint': metadataEndpoint,
  'decoded-exec': decodedExec,
};

