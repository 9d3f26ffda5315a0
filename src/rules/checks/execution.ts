/** Code that arrives and runs: downloads run later, decoded payloads run, inline code that evaluates fetched code, fork bombs. */
import { optionValues } from '../../facts/argv.js';
import { nameOf, type Cmd } from '../../facts/cmd.js';
import { executesOf } from '../../facts/exec.js';
import { Facts } from '../../facts/facts.js';
import { writtenTexts } from '../../facts/written.js';
import { downloadsOf } from '../../facts/network.js';
import { resolvePath } from '../../facts/paths.js';
import { childrenOf, downstreamOf, upstreamOf } from '../../facts/pipeline.js';
import { programOf } from '../../facts/programs.js';
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
  // Directories a downloaded archive was unpacked into in this command: what runs from below them arrived too.
  const unpacked: string[] = [];
  for (const c of f.cmds) {
    const { runs, chmods } = executesOf(f, c);
    for (const x of runs) {
      if (earlier.has(x))
        out.push(`${nameOf(c)} runs ${clip(x)}, downloaded ${fromRecent.has(x) ? 'by an earlier call' : 'earlier in this command'}`);
      else {
        const dir = unpacked.find((d) => x.startsWith(d === '/' ? d : d + '/'));
        if (dir !== undefined) out.push(`${nameOf(c)} runs ${clip(x)}, unpacked from a download into ${clip(dir)}`);
      }
    }
    for (const x of chmods)
      if (earlier.has(x))
        out.push(`chmod makes ${clip(x)} executable, downloaded ${fromRecent.has(x) ? 'by an earlier call' : 'earlier in this command'}`);
    for (const d of downloadsOf(f, c)) earlier.add(d);
    const dir = unpackDirOf(f, c, earlier);
    if (dir !== null && unpacked.length < 16) unpacked.push(dir);
  }
  return out;
};

/**
 * Where an extractor unpacks a downloaded archive (`tar -xf dl.tgz -C DIR`, `curl … | tar -xz`,
 * `unzip dl.zip -d DIR`), or null when `c` is no extractor or its archive was not downloaded in
 * this call. The directory is the option's value, else the working directory.
 */
function unpackDirOf(f: Parameters<Check>[0], c: Cmd, downloaded: ReadonlySet<string>): string | null {
  const n = c.name;
  if (n === 'git') return cloneDirOf(f, c);
  let dirOpts: string[];
  if (n === 'tar' || n === 'bsdtar' || n === 'gtar') {
    const first = c.args[0] ?? '';
    const extract = f.flag(c, '-x') || f.flag(c, '--extract') || (first !== null && !first.startsWith('-') && first.includes('x'));
    if (!extract) return null;
    dirOpts = ['-C', '--directory'];
  } else if (n === 'unzip') dirOpts = ['-d'];
  else return null;
  const fromPipe = upstreamOf(f, c).some((u) => downloadsToStdout(f, u));
  const fromFile = c.args.some((a) => a !== null && downloaded.has(resolvePath(a, c.cwd, f.ctx)));
  if (!fromPipe && !fromFile) return null;
  const dir = optionValues(f.parsed(c), dirOpts)[0];
  if (dir === null) return '/';
  return resolvePath(dir ?? '.', c.cwd, f.ctx);
}

/**
 * Where `git clone URL [DIR]` puts a remote repository (DIR, else the URL's last segment without
 * `.git`): running a script from it runs what the remote sent, as from an unpacked download.
 * A local source (`git clone ../x`) is no download.
 */
function cloneDirOf(f: Parameters<Check>[0], c: Cmd): string | null {
  const ops = f.parsed(c).positionals;
  if (ops[0] !== 'clone') return null;
  const url = ops[1];
  if (typeof url !== 'string') return null;
  const at = url.indexOf('@');
  const colon = url.indexOf(':');
  // `https://…`, `ssh://…`, or scp-like `git@host:path`.
  if (!url.includes('://') && !(at > 0 && colon > at && !url.slice(0, colon).includes('/'))) return null;
  const dir = ops[2];
  if (dir === null) return '/';
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  const last = url.slice(Math.max(url.lastIndexOf('/', end - 1), url.lastIndexOf(':', end - 1)) + 1, end);
  const name = last.endsWith('.git') ? last.slice(0, -4) : last;
  return resolvePath(dir ?? name, c.cwd, f.ctx);
}

/** A fetcher writing what it fetches to stdout (`curl URL`, `wget -O- URL`). */
function downloadsToStdout(f: Parameters<Check>[0], c: Cmd): boolean {
  return f.env.setHas('fetchers', c.name) && downloadsOf(f, c).length === 0;
}

/**
 * `curl … > >(sh)`, `… | tee >(bash)`: a shell or interpreter inside an output process
 * substitution runs what the command around it writes, here fetched text.
 */
export const outputSubstitutionExec: Check = (f) => {
  const out: string[] = [];
  for (const c of f.cmds) {
    if (c.inv.context !== 'process-substitution' || c.inv.parent === null) continue;
    if (!f.env.setHas('exec_sinks', c.name) || programOf(f, c) !== 'stdin') continue;
    const writer = f.cmds[c.inv.parent];
    if (!writer) continue;
    const source = [writer, ...upstreamOf(f, writer)].find((u) => f.env.setHas('fetch_or_pipe_sources', u.name));
    if (source) out.push(`${nameOf(c)} runs what ${nameOf(source)} fetches, through a process substitution`);
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

/**
 * A download piped into a shell, written into a file that runs by itself later: a shell
 * start-up file, an autostart entry or service unit, a git hook. The text is read as the
 * script it is (a desktop entry's or unit's `Exec=`/`ExecStart=` values as their command
 * lines): `curl … | sh`, `bash <(curl …)`, `eval "$(curl …)"`.
 */
export const persistedFetchExec: Check = (f) => {
  const out: string[] = [];
  const classes = f.env.classifier.maskOf(['rc-file', 'autostart', 'git-hooks']);
  for (const w of writtenTexts(f, classes).slice(0, 8)) {
    const script = w.text
      .split('\n')
      .map((line) => (EXEC_KEY.test(line) ? line.slice(line.indexOf('=') + 1).replace(/^[-@+!:]+/, '') : line))
      .join('\n');
    const sub = new Facts({ ...f.state, tool: 'Bash', capability: 'shell.exec', input: { command: script } }, f.env);
    const hit = sub.cmds.find((c) => fetchRuns(sub, c));
    if (hit) out.push(`${clip(w.raw)} is given ${nameOf(hit)} fed by a download`);
  }
  return out;
};

const EXEC_KEY = /^(Exec|ExecStart|ExecStartPre|ExecStartPost|ExecStop|ExecReload)=/;

/** A shell or interpreter reading its program from a download: piped in, or a substitution of one. */
function fetchRuns(f: Facts, c: Cmd): boolean {
  if (!f.env.setHas('exec_sinks', c.name) && !f.env.setHas('eval_like', c.name)) return false;
  const fetches = (d: Cmd): boolean => f.env.setHas('fetch_or_pipe_sources', d.name);
  const program = programOf(f, c);
  if ((program === 'stdin' || ((c.name === 'source' || c.name === '.') && c.args.length === 0)) && upstreamOf(f, c).some(fetches))
    return true;
  return childrenOf(f, c).some((d) => (d.inv.context === 'substitution' || d.inv.context === 'process-substitution') && fetches(d));
}
