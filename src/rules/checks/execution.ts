/** Code that arrives and runs: downloads run later, decoded payloads run, inline code that evaluates fetched code, fork bombs. */
import { optionValues } from '../../facts/argv.js';
import { nameOf, type Cmd } from '../../facts/cmd.js';
import { executesOf } from '../../facts/exec.js';
import { Facts } from '../../facts/facts.js';
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
 * A file tool writing a fetch run by a shell (`curl … | sh`, `bash -c "$(curl …)"`, `source
 * <(curl …)`) into a start-up file (an rc file, an autostart entry, a git hook): the next login or
 * commit runs whatever the server sends then. The written text is read as the shell would read it.
 */
export const startupFetchRun: Check = (f) => {
  if (f.kind !== 'write') return [];
  const startup = f.env.classifier.maskOf(['rc-file', 'autostart', 'git-hooks']);
  const target = f.files.find((x) => x.access === 'write' && (x.mask & startup) !== 0);
  if (target === undefined) return [];
  const text = writtenText(f.state.input ?? {});
  if (text === null || (!text.includes('|') && !text.includes('$(') && !text.includes('<('))) return [];
  const g = new Facts({ ...f.state, tool: 'Bash', capability: 'shell.exec', input: { command: text } }, f.env);
  for (const c of g.cmds) {
    const fed = upstreamOf(g, c).some((u) => g.env.setHas('fetch_or_pipe_sources', u.name));
    const substituted =
      g.env.setHas('eval_like', c.name) &&
      childrenOf(g, c).some((d) => g.env.setHas('fetch_or_pipe_sources', d.name) && d.inv.context !== 'top');
    const runsStdin = (g.env.setHas('exec_sinks', c.name) && programOf(g, c) === 'stdin') || c.name === 'source' || c.name === '.';
    if ((fed && runsStdin) || substituted) return [`${f.state.tool} writes a fetch run by ${nameOf(c)} into ${clip(target.raw)}`];
  }
  return [];
};

/** The text a file tool writes: Write's content, Edit's new_string, MultiEdit's edits, a notebook cell. */
function writtenText(input: Record<string, unknown>): string | null {
  const parts: string[] = [];
  for (const k of ['content', 'new_string', 'new_source', 'text']) if (typeof input[k] === 'string') parts.push(input[k] as string);
  if (Array.isArray(input.edits))
    for (const e of input.edits.slice(0, 64))
      if (e && typeof e === 'object' && typeof (e as Record<string, unknown>).new_string === 'string')
        parts.push((e as Record<string, string>).new_string!);
  return parts.length > 0 ? parts.join('\n') : null;
}
