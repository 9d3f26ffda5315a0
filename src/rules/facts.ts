/**
 * Normalised facts of one tool call, read from the state alone: the programs a shell command
 * would run (from the shell reader, plus what inline interpreter code would run), the paths
 * a file tool touches, the URLs a call names. The rules read these facts, never the raw
 * command text. Everything is computed lazily and cached per call, because most rules look
 * at a handful of commands and most commands at a handful of rules.
 */
import { analyzeShell } from '../shell/index.js';
import type { Invocation, ShellAnalysis } from '../shell/types.js';
import type { State } from '../state/types.js';
import { parseArgs, hasFlag, optionValues, type ParsedArgs } from './argv.js';
import { inlineActions, quoteArgv, type InlineAction, type Language } from './inline.js';
import type { Pack, PackCommand, PathRole, RoleSpec } from './pack-types.js';
import { hostOfRemoteSpec } from './hosts.js';
import { homeOf, resolvePath, type PathClassifier, type PathContext } from './paths.js';

export type ToolKind = 'shell' | 'read' | 'write' | 'list' | 'fetch' | 'other';

export interface Cmd {
  i: number;
  inv: Invocation;
  name: string | null;
  args: Array<string | null>;
  cwd: string | null;
  spec: PackCommand;
  /** Where it came from: the shell reader, or inline interpreter code. */
  origin: 'shell' | 'inline';
  /** Set on commands synthesised from inline code whose call could not be read statically. */
  dynamicVia?: string;
  /** Runs on another machine or in a container (ssh, docker exec, kubectl exec): its paths are not the workspace's. */
  remote?: boolean;
  /** Parsed arguments (lazy). */
  p?: ParsedArgs;
  /** Arguments in each role, resolved and classified (lazy). */
  roles?: Partial<Record<PathRole, PathRef[]>>;
  /** The invocation had more arguments than are read (MAX_ARGS). */
  truncated?: boolean;
  /** The program a package runner or interpreter launches (`npx judge …` → judge), lazily; null when none. */
  launched?: Cmd | null;
}

/** Arguments read per invocation; beyond this the rest is not judged and the call is unresolved. */
export const MAX_ARGS = 1024;

export interface PathRef {
  raw: string | null;
  /** Resolved path, or null when the argument itself is unresolved. */
  path: string | null;
  mask: number;
}

export interface FileRef {
  access: 'read' | 'write' | 'list';
  raw: string;
  path: string;
  mask: number;
}

export interface Env {
  pack: Pack;
  classifier: PathClassifier;
  specOf(name: string | null): PackCommand;
  setHas(set: string, name: string | null): boolean;
}

export class Facts {
  readonly state: State;
  readonly env: Env;
  readonly ctx: PathContext;
  readonly kind: ToolKind;
  readonly shell: ShellAnalysis | null;
  readonly cmds: Cmd[] = [];
  readonly files: FileRef[] = [];
  readonly urls: Array<string | null> = [];
  /** Inline-code findings that are not commands (fetch-and-eval, environment dumps). */
  readonly inlineNotes: Array<{ cmd: number; action: InlineAction }> = [];
  private readonly memo = new Map<string, number>();
  private childIndex: Cmd[][] | undefined;

  constructor(state: State, env: Env) {
    this.state = state;
    this.env = env;
    const ws = state.workspace_root;
    // A state that records the home directory is judged by it; older states by the inference.
    this.ctx = { workspace: ws, home: state.home ?? homeOf(ws) };
    this.kind = toolKindOf(state, env.pack);
    const input = state.input ?? {};
    let shell: ShellAnalysis | null = null;
    if (this.kind === 'shell') {
      const raw = input.command ?? input.cmd;
      // Some harnesses send argv (`["bash", "-lc", "…"]`); quote it back into one command line.
      const command = typeof raw === 'string' ? raw : Array.isArray(raw) && raw.length > 0 && raw.length <= MAX_ARGS && raw.every((a) => typeof a === 'string') ? quoteArgv(raw as string[]) : null;
      if (command !== null) {
        shell = analyzeShell(command, { cwd: ws });
        this.addAnalysis(shell, null, 0);
        this.expand();
      }
    } else if (this.kind === 'read' || this.kind === 'write' || this.kind === 'list') {
      this.collectFiles(input);
    }
    this.shell = shell;
    collectUrls(input, this.urls, this);
  }

  /** Classes of a resolved path, memoised per call. */
  classOf(path: string): number {
    let m = this.memo.get(path);
    if (m === undefined) {
      m = this.env.classifier.classify(path, this.ctx);
      this.memo.set(path, m);
    }
    return m;
  }

  /** For each command, the commands found inside it at any depth; built once, O(n · depth). */
  children(): Cmd[][] {
    if (this.childIndex) return this.childIndex;
    const idx: Cmd[][] = [];
    for (const d of this.cmds) {
      let p = d.inv.parent;
      let guard = 0;
      while (p !== null && p !== d.i && guard++ < 32) {
        (idx[p] ??= []).push(d);
        p = this.cmds[p]?.inv.parent ?? null;
      }
    }
    this.childIndex = idx;
    return idx;
  }

  private readonly resolved = new Map<string, string>();
  private local = -1;
  private localMask(): number {
    if (this.local < 0) this.local = this.env.classifier.maskOf(['workspace-root', 'workspace-ancestor', 'inside-workspace', 'outside-workspace', 'temp', 'cache']);
    return this.local;
  }

  ref(raw: string | null, cwd: string | null, remote = false): PathRef {
    if (remote) {
      const r = this.ref(raw, cwd);
      // On another machine only the absolute meaning of a path counts, not where the workspace is.
      return { ...r, mask: r.mask & ~this.localMask() };
    }
    if (raw === null) return { raw, path: null, mask: this.env.classifier.bits.get('unknown')! };
    const key = cwd === null ? `\u0000${raw}` : `${cwd}\u0000${raw}`;
    let path = this.resolved.get(key);
    if (path === undefined) {
      path = resolvePath(raw, cwd, this.ctx);
      this.resolved.set(key, path);
    }
    return { raw, path, mask: this.classOf(path) };
  }

  parsed(c: Cmd): ParsedArgs {
    if (!c.p) c.p = parseArgs(c.args, c.spec);
    return c.p;
  }

  flag(c: Cmd, f: string): boolean {
    return hasFlag(this.parsed(c), f, c.spec.no_bundles === true);
  }

  // ── building ────────────────────────────────────────────────────────────────────────────

  private addAnalysis(a: ShellAnalysis, parent: number | null, depth: number): void {
    const offset = this.cmds.length;
    for (const inv of a.invocations) {
      const shifted: Invocation =
        offset === 0 && parent === null
          ? inv
          : {
              ...inv,
              pipeline: {
                ...inv.pipeline,
                from: inv.pipeline.from === null ? null : inv.pipeline.from + offset,
                to: inv.pipeline.to === null ? null : inv.pipeline.to + offset,
              },
              parent: inv.parent === null ? parent : inv.parent + offset,
              context: inv.parent === null && parent !== null ? 'nested-shell' : inv.context,
              depth: inv.depth + depth,
            };
      this.pushCmd(shifted, 'shell');
    }
  }

  private pushCmd(inv: Invocation, origin: 'shell' | 'inline', dynamicVia?: string): Cmd {
    const name = inv.name === null ? null : stripExe(inv.name);
    const truncated = inv.args.length > MAX_ARGS;
    const c: Cmd = { i: this.cmds.length, inv, name, args: truncated ? inv.args.slice(0, MAX_ARGS) : inv.args, cwd: inv.cwd, spec: this.env.specOf(name), origin };
    if (truncated) c.truncated = true;
    if (dynamicVia) c.dynamicVia = dynamicVia;
    this.cmds.push(c);
    return c;
  }

  /** Placeholders, `python -m`, inline interpreter code. Appends; bounded. */
  private expand(): void {
    let synthesized = 0;
    const written = new Map<string, string>();
    for (let k = 0; k < this.cmds.length; k++) {
      const c = this.cmds[k]!;
      if (c.inv.context === 'find-exec' || c.inv.context === 'xargs') this.fillPlaceholders(c);
      this.unwrapModule(c);
      this.unwrapExtra(c);
      if (synthesized < 64 && c.inv.depth < 12) {
        synthesized += this.readInline(c);
        synthesized += this.readEmbedded(c);
        synthesized += this.readWrittenScript(c, written);
      }
    }
  }

  /**
   * `echo 'rm -rf ~' > x.sh && bash x.sh`: text written to a file by echo, printf or a heredoc
   * and then run, sourced or fed to a shell in the same line is read as the script it is.
   */
  private readWrittenScript(c: Cmd, written: Map<string, string>): number {
    let text: string | null = null;
    if ((c.name === 'echo' || c.name === 'printf' || c.name === 'cat' || c.name === 'tee') && c.inv.context !== 'nested-shell') {
      if (c.name === 'echo' || c.name === 'printf') {
        const words = this.parsed(c).positionals;
        if (words.length > 0 && words.every((w) => w !== null)) text = (words as string[]).join(' ');
      } else {
        const body = c.inv.redirects.find((r) => r.body !== undefined)?.body;
        if (body !== undefined) text = body;
      }
      if (text !== null) {
        const targets = c.inv.redirects.filter((r) => (r.op === '>' || r.op === '>>' || r.op === '>|') && r.target !== null).map((r) => r.target!);
        if (c.name === 'tee') for (const a of this.parsed(c).positionals) if (a !== null) targets.push(a);
        // echo … | tee x.sh
        for (const t of targets) {
          const path = resolvePath(t, c.cwd, this.ctx);
          written.set(path, (written.get(path) ?? '') + text + '\n');
        }
      }
      return 0;
    }
    if (written.size === 0 || c.name === null) return 0;
    const script = scriptRun(this, c);
    if (script === null) return 0;
    const content = written.get(resolvePath(script, c.cwd, this.ctx));
    if (content === undefined) return 0;
    const before = this.cmds.length;
    this.addAnalysis(analyzeShell(content, { cwd: c.cwd ?? this.ctx.workspace }), c.i, c.inv.depth + 1);
    return this.cmds.length - before;
  }

  /**
   * Wrappers the shell reader does not strip (setsid, ionice, strace, …; busybox applets):
   * the rest of the line is the command that runs.
   */
  private unwrapExtra(c: Cmd): void {
    if (c.name === null || !this.env.setHas('extra_wrappers', c.name)) return;
    const args = c.args;
    const valueOpts = c.spec.value_opts ?? [];
    let k = 0;
    while (k < args.length) {
      const a = args[k];
      if (a === null || a === undefined) return;
      if (a === '--') {
        k++;
        break;
      }
      if (!a.startsWith('-')) break;
      k += valueOpts.includes(a) ? 2 : 1;
    }
    const name = args[k];
    if (typeof name !== 'string') return;
    const base = name.slice(name.lastIndexOf('/') + 1);
    c.inv = { ...c.inv, wrappers: [...c.inv.wrappers, c.name], path: name };
    c.name = base;
    c.args = args.slice(k + 1);
    c.spec = this.env.specOf(base);
    c.p = undefined;
    c.roles = undefined;
  }

  /**
   * Command text embedded in another command: the remote command of ssh, the command of
   * docker/podman/kubectl exec and run, alias bodies and trap handlers. Each is read as a
   * nested script. Remote and container commands are marked so their paths are judged as
   * absolute paths of another machine, never as the workspace.
   */
  private readEmbedded(c: Cmd): number {
    const n = c.name;
    if (n === null) return 0;
    let script: string | null = null;
    let remote = false;
    const p = this.parsed(c);
    if (n === 'ssh') {
      const rest = p.positionals.slice(1);
      if (rest.length > 0 && rest.every((a) => a !== null)) script = (rest as string[]).join(' ');
      remote = true;
    } else if (this.env.setHas('container_runtimes', n) || n === 'kubectl' || n === 'oc') {
      const argv = containerCommand(c);
      if (argv) script = quoteArgv(argv);
      remote = true;
    } else if (n === 'alias') {
      const bodies: string[] = [];
      for (const a of c.args) if (a !== null && a.includes('=')) bodies.push(a.slice(a.indexOf('=') + 1));
      if (bodies.length > 0) script = bodies.join('\n');
    } else if (n === 'npx' && optionValues(p, ['-c', '--call']).length > 0) {
      // `npx -c 'judge --resolve …'` runs its value as a shell command line.
      const calls = optionValues(p, ['-c', '--call']);
      if (calls.every((x) => x !== null)) script = (calls as string[]).join('\n');
    } else if (n === 'trap') {
      const first = p.positionals[0];
      if (typeof first === 'string' && p.positionals.length > 1) script = first;
    }
    if (script === null || script.trim() === '') return 0;
    const before = this.cmds.length;
    this.addAnalysis(analyzeShell(script, { cwd: remote ? '/' : (c.cwd ?? this.ctx.workspace) }), c.i, c.inv.depth + 1);
    for (let k = before; k < this.cmds.length; k++) {
      const d = this.cmds[k]!;
      if (remote) {
        d.remote = true;
        // Relative paths on the other side are relative to a directory we cannot know.
        if (d.inv.cwd === '/') d.cwd = null;
      }
    }
    return this.cmds.length - before;
  }

  /** `python -m pip install x` is pip; `python -m http.server` stays python. */
  private unwrapModule(c: Cmd): void {
    if (!this.env.setHas('interpreters', c.name) || !c.spec.module_opts) return;
    const args = c.args;
    for (let k = 0; k < args.length; k++) {
      const a = args[k];
      if (a === null || a === undefined) return;
      if (c.spec.module_opts.includes(a) && k + 1 < args.length && args[k + 1] !== null) {
        const mod = args[k + 1]!;
        // Own tables only: `python -m constructor` must not find Object.prototype's.
        const spec = Object.hasOwn(this.env.pack.commands, mod) ? this.env.pack.commands[mod] : undefined;
        if (!spec) return;
        c.name = mod;
        c.args = args.slice(k + 2);
        c.spec = spec;
        c.p = undefined;
        c.roles = undefined;
        return;
      }
      if (!a.startsWith('-')) return;
    }
  }

  /** `find … -exec rm {} \;` and `… | xargs rm`: stand the found items in for `{}`. */
  private fillPlaceholders(c: Cmd): void {
    const parent = c.inv.parent === null ? undefined : this.cmds[c.inv.parent];
    if (!parent) return;
    let items: Array<string | null>;
    let placeholder = '{}';
    if (c.inv.context === 'find-exec') {
      items = findTargets(parent);
    } else {
      const up = parent.inv.pipeline.from === null ? undefined : this.cmds[parent.inv.pipeline.from];
      items = up ? itemsOf(up) : [null];
      const pa = parent.args;
      for (let k = 0; k < pa.length; k++) {
        const a = pa[k] ?? null;
        if (a === '-I' || a === '-i' || a === '--replace') {
          const v = pa[k + 1];
          if (typeof v === 'string') placeholder = v;
        } else if (a !== null && a.startsWith('-I') && a.length > 2) placeholder = a.slice(2);
      }
    }
    let replaced = false;
    const out: Array<string | null> = [];
    for (const a of c.args) {
      if (a !== null && a.includes(placeholder)) {
        replaced = true;
        for (const it of items) out.push(it === null ? null : a.split(placeholder).join(it));
      } else out.push(a);
    }
    if (!replaced && c.inv.context === 'xargs') out.push(...items);
    c.args = out.length > MAX_ARGS ? out.slice(0, MAX_ARGS) : out;
    c.p = undefined;
    c.roles = undefined;
  }

  private readInline(c: Cmd): number {
    const lang = languageOf(c, this.env);
    if (!lang) return 0;
    const code = inlineCode(this, c);
    let actions: InlineAction[];
    if (code === null) {
      // `python -c "$(…)"`: the program text itself is computed, so nothing about it can be judged.
      if (!inlineGiven(this, c)) return 0;
      actions = [{ kind: 'dynamic', via: `${c.name} inline code` }];
    } else actions = inlineActions(code, lang);
    let n = 0;
    for (const act of actions) {
      if (n >= 32) break;
      n++;
      const base = (name: string | null, args: Array<string | null>): Invocation => ({
        name,
        path: name,
        args,
        wrappers: [],
        wrapperArgs: {},
        env: {},
        cwd: c.cwd,
        redirects: [],
        pipeline: { index: 0, length: 1, from: null, to: null },
        context: 'nested-shell',
        parent: c.i,
        depth: c.inv.depth + 1,
        background: false,
      });
      switch (act.kind) {
        case 'shell':
          this.addAnalysis(analyzeShell(act.command, { cwd: c.cwd ?? this.ctx.workspace }), c.i, c.inv.depth + 1);
          break;
        case 'argv':
          this.addAnalysis(analyzeShell(quoteArgv(act.argv), { cwd: c.cwd ?? this.ctx.workspace }), c.i, c.inv.depth + 1);
          break;
        case 'delete':
          this.pushCmd(base('rm', act.recursive ? ['-rf', act.path] : ['-f', act.path]), 'inline');
          break;
        case 'read':
          this.pushCmd(base('cat', [act.path]), 'inline');
          break;
        case 'write':
          this.pushCmd(base('tee', [act.path]), 'inline');
          break;
        case 'dynamic': {
          const inv = base(null, []);
          inv.unresolved = 'eval-dynamic';
          this.pushCmd(inv, 'inline', act.via);
          break;
        }
        case 'fetch-exec':
        case 'reverse-shell':
        case 'env-dump':
          this.inlineNotes.push({ cmd: c.i, action: act });
          break;
      }
    }
    return n;
  }

  private collectFiles(input: Record<string, unknown>): void {
    const access = this.kind as 'read' | 'write' | 'list';
    const add = (raw: unknown, acc: 'read' | 'write' | 'list' = access): void => {
      if (typeof raw !== 'string' || raw.length === 0) return;
      const path = resolvePath(raw.startsWith('file://') ? raw.slice(7) : raw, this.ctx.workspace, this.ctx);
      this.files.push({ access: acc, raw, path, mask: this.classOf(path) });
    };
    for (const key of FILE_KEYS) add(input[key]);
    for (const key of FILE_LIST_KEYS) {
      const v = input[key];
      if (Array.isArray(v)) for (const item of v.slice(0, 64)) add(item);
    }
    // Glob and Grep: the pattern names files relative to the search root.
    if (typeof input.pattern === 'string' && (this.state.tool === 'Glob' || access === 'list')) {
      const root = typeof input.path === 'string' ? input.path : '.';
      const pat = input.pattern;
      add(pat.startsWith('/') || pat.startsWith('~') ? pat : `${root}/${pat}`, 'list');
    }
    if (typeof input.glob === 'string') {
      const root = typeof input.path === 'string' ? input.path : '.';
      add(`${root}/${input.glob}`, access);
    }
    // Moves and copies through a file tool write their destination and read their source.
    if (typeof input.source === 'string' && typeof input.destination === 'string') add(input.source, 'read');
  }
}

const FILE_KEYS = ['file_path', 'path', 'notebook_path', 'filePath', 'filename', 'file', 'destination', 'target', 'directory', 'dir', 'target_file', 'absolute_path', 'dir_path', 'target_directory'];
const FILE_LIST_KEYS = ['paths', 'files', 'file_paths'];

function collectUrls(input: Record<string, unknown>, out: Array<string | null>, f: Facts): void {
  const add = (v: unknown): void => {
    if (typeof v !== 'string') return;
    if (v.startsWith('file://')) {
      const path = resolvePath(v.slice(7), f.ctx.workspace, f.ctx);
      f.files.push({ access: 'read', raw: v, path, mask: f.classOf(path) });
      return;
    }
    out.push(v);
  };
  add(input.url);
  add(input.uri);
  add(input.endpoint);
  if (Array.isArray(input.urls)) for (const u of input.urls.slice(0, 64)) add(u);
}

function stripExe(name: string): string {
  return name.endsWith('.exe') ? name.slice(0, -4) : name;
}

export function toolKindOf(state: State, pack: Pack): ToolKind {
  const t = state.tool;
  const cap = state.capability;
  if (cap === 'shell.exec' || pack.tools.shell.includes(t)) return 'shell';
  // Editor tools with a sub-command (`{command: "view", path}`) only read when viewing.
  if (pack.tools.write.includes(t) && (state.input ?? {}).command === 'view') return 'read';
  if (pack.tools.write.includes(t) || cap === 'file.write') return 'write';
  if (pack.tools.list.includes(t)) return 'list';
  if (pack.tools.read.includes(t) || cap === 'file.read') return 'read';
  if (pack.tools.fetch.includes(t) || cap === 'net.fetch') return 'fetch';
  if (t.startsWith('mcp__')) {
    const last = t.slice(t.lastIndexOf('__') + 2).toLowerCase();
    const input = state.input ?? {};
    const hasPath = FILE_KEYS.some((k) => typeof input[k] === 'string') || typeof input.source === 'string' || FILE_LIST_KEYS.some((k) => Array.isArray(input[k]));
    if (hasPath && pack.tools.mcp_write_words.some((w) => last.includes(w))) return 'write';
    if (hasPath && pack.tools.mcp_read_words.some((w) => last.includes(w))) return 'read';
    if (typeof input.command === 'string' && (last.includes('exec') || last.includes('shell') || last.includes('command') || last.includes('bash'))) return 'shell';
  }
  return 'other';
}

/** The script file a command runs: `./x.sh`, `bash x.sh`, `source x.sh`. */
function scriptRun(f: Facts, c: Cmd): string | null {
  const path = c.inv.path;
  if (path !== null && path.includes('/') && !f.env.setHas('shells', c.name)) return path;
  if (f.env.setHas('shells', c.name) && programOf(f, c) === 'file') return f.parsed(c).positionals[0] ?? null;
  if (c.name === 'source' || c.name === '.') return f.parsed(c).positionals[0] ?? null;
  return null;
}

/** The argv a container command runs: `docker exec [opts] CTR cmd…`, `docker run [opts] IMG cmd…`, `kubectl exec … -- cmd…`. */
function containerCommand(c: Cmd): string[] | null {
  const args = c.args;
  const n = c.name;
  if (n === 'kubectl' || n === 'oc') {
    const dd = args.indexOf('--');
    if (dd < 0 || !args.slice(0, dd).some((a) => a === 'exec' || a === 'run' || a === 'debug')) return null;
    const rest = args.slice(dd + 1);
    return rest.length > 0 && rest.every((a): a is string => a !== null) ? rest : null;
  }
  let k = 0;
  // docker [global opts] (exec|run|container exec|container run) [opts] TARGET cmd…
  while (k < args.length && args[k] !== 'exec' && args[k] !== 'run') k++;
  if (k >= args.length) return null;
  k++;
  const valueOpts = c.spec.value_opts ?? [];
  while (k < args.length) {
    const a = args[k];
    if (a === null || a === undefined) return null;
    if (!a.startsWith('-')) break;
    k += valueOpts.includes(a) ? 2 : 1;
  }
  const rest = args.slice(k + 1);
  return rest.length > 0 && rest.every((a): a is string => a !== null) ? rest : null;
}

// ── argument roles ─────────────────────────────────────────────────────────────────────────

const FIND_TESTS = new Set([
  '-name', '-iname', '-path', '-ipath', '-wholename', '-iwholename', '-regex', '-iregex', '-type', '-xtype', '-mtime', '-mmin', '-atime',
  '-amin', '-ctime', '-cmin', '-newer', '-size', '-empty', '-user', '-group', '-perm', '-nouser', '-nogroup', '-links', '-inum', '-lname',
]);

/** What `find` acts on: its start points, or (with a test such as `-name`) entries below them. */
export function findTargets(find: Cmd): Array<string | null> {
  const roots: Array<string | null> = [];
  let filtered = false;
  let leading = true;
  for (const a of find.args) {
    if (a !== null && (a.startsWith('-') || a === '(' || a === '!' || a === ')' || a === ',')) {
      leading = false;
      if (FIND_TESTS.has(a)) filtered = true;
      continue;
    }
    if (leading) roots.push(a);
  }
  if (roots.length === 0) roots.push('.');
  if (!filtered) return roots;
  // A filtered find acts on entries below each start point, not the start point itself.
  return roots.map((r) => (r === null ? null : `${r.endsWith('/') ? r.slice(0, -1) : r}/…`));
}

/** The words a command prints for `xargs` to read, when known statically. */
function itemsOf(up: Cmd): Array<string | null> {
  if (up.name === 'find') return findTargets(up);
  if (up.name === 'echo' || up.name === 'printf') {
    const out: Array<string | null> = [];
    for (const a of up.args) {
      if (a === null) return [null];
      if (a.startsWith('-')) continue;
      for (const w of a.split(/[ \n\t]/)) if (w) out.push(w);
    }
    return out.length > 0 ? out : [null];
  }
  return [null];
}

function pick(operands: Array<string | null>, which: RoleSpec['operands']): Array<string | null> {
  switch (which) {
    case undefined:
    case 'all':
      return operands;
    case 'none':
      return [];
    case 'first':
      return operands.slice(0, 1);
    case 'after-first':
      return operands.slice(1);
    case 'last':
      return operands.length > 0 ? operands.slice(-1) : [];
    case 'all-but-last':
      return operands.length > 1 ? operands.slice(0, -1) : operands;
  }
}

function roleArgs(f: Facts, c: Cmd, role: RoleSpec | undefined, dflt: RoleSpec['operands']): Array<string | null> {
  if (role?.when_flags && !role.when_flags.some((fl) => f.flag(c, fl))) return [];
  const p = f.parsed(c);
  const allOps = role?.all_if_opts !== undefined && optionValues(p, role.all_if_opts).length > 0;
  const out = pick(p.positionals, allOps ? 'all' : role ? role.operands ?? (role.opts || role.kv ? 'none' : dflt) : dflt);
  const res = [...out];
  if (role?.opts) res.push(...optionValues(p, role.opts));
  if (role?.kv) {
    for (const a of c.args) {
      if (a === null) continue;
      const eq = a.indexOf('=');
      if (eq > 0 && role.kv.includes(a.slice(0, eq))) res.push(a.slice(eq + 1));
    }
  }
  return res;
}

const WRITE_OPS = new Set(['>', '>>', '>|', '&>', '&>>', '<>']);

/** The arguments of a command in a role, resolved and classified (cached on the command). */
export function pathsOf(f: Facts, c: Cmd, role: PathRole): PathRef[] {
  const roles = (c.roles ??= {});
  const cached = roles[role];
  if (cached) return cached;
  const refs = computePaths(f, c, role);
  roles[role] = refs;
  return refs;
}

function computePaths(f: Facts, c: Cmd, role: PathRole): PathRef[] {
  const p = f.parsed(c);
  let raws: Array<string | null>;
  switch (role) {
    case 'operands':
      raws = p.positionals;
      break;
    case 'after-first':
      raws = p.positionals.slice(1);
      break;
    case 'last':
      raws = p.positionals.slice(-1);
      break;
    case 'all-but-last':
      raws = p.positionals.length > 1 ? p.positionals.slice(0, -1) : p.positionals;
      break;
    case 'read': {
      raws = roleArgs(f, c, c.spec.reads, 'all');
      for (const r of c.inv.redirects) if (r.op === '<' || r.op === '<>') raws.push(r.target);
      break;
    }
    case 'written': {
      raws = roleArgs(f, c, c.spec.writes, 'none');
      for (const r of c.inv.redirects) {
        if (WRITE_OPS.has(r.op) || (r.op === '>&' && r.target !== null && !isFdWord(r.target))) raws.push(r.target);
      }
      break;
    }
    case 'deleted':
      raws = c.name === 'find' ? (f.flag(c, '-delete') ? findTargets(c) : []) : roleArgs(f, c, c.spec.deletes, 'none');
      break;
    case 'find-targets':
      raws = findTargets(c);
      break;
  }
  if (f.env.setHas('remote_copiers', c.name)) {
    // `host:path` names a path on another machine: judged by its absolute meaning there.
    return raws.map((r) => {
      const host = r === null ? null : hostOfRemoteSpec(r);
      if (host === null || r === null) return f.ref(r, c.cwd, c.remote === true);
      const path = r.slice(r.indexOf(':') + 1);
      return f.ref(path === '' ? '~' : path.startsWith('/') || path.startsWith('~') ? path : `~/${path}`, '/', true);
    });
  }
  return raws.map((r) => f.ref(r, c.cwd, c.remote === true));
}

function isFdWord(s: string): boolean {
  if (s === '-') return true;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if (ch < 48 || ch > 57) return false;
  }
  return s.length > 0;
}

// ── launched programs ──────────────────────────────────────────────────────────────────────

/**
 * Package runners: the program they run is their first operand, or the operand after one of
 * these sub-commands (`npm exec judge`, `pnpm dlx judge`). For npm only the sub-command form
 * runs a program; yarn, pnpm and bun also run a bin named directly (`yarn judge`).
 */
const RUNNERS: ReadonlyMap<string, { subs: readonly string[]; direct: boolean }> = new Map([
  ['npx', { subs: [], direct: true }],
  ['pnpx', { subs: [], direct: true }],
  ['bunx', { subs: [], direct: true }],
  ['npm', { subs: ['exec', 'x'], direct: false }],
  ['pnpm', { subs: ['exec', 'dlx'], direct: true }],
  ['yarn', { subs: ['exec', 'dlx', 'run'], direct: true }],
  ['bun', { subs: ['x', 'run'], direct: true }],
]);

const SCRIPT_SUFFIXES = ['.js', '.mjs', '.cjs', '.ts'];

/** Index of the first operand at or after `k` (options and their values skipped), or -1. */
function nextOperand(args: ReadonlyArray<string | null>, k: number, valueOpts: readonly string[]): number {
  while (k < args.length) {
    const a = args[k];
    if (a === null || a === undefined) return k;
    if (a === '--') return k + 1 < args.length ? k + 1 : -1;
    if (a === '-' || !a.startsWith('-')) return k;
    k += valueOpts.includes(a) ? 2 : 1;
  }
  return -1;
}

/**
 * The program a package runner or interpreter launches, as a command of its own: `npx judge
 * --resolve x`, `pnpm exec judge …`, `node bin/judge …` and `bash ./judge …` launch `judge`.
 * Rules that opt in (`via_launchers`) judge it as if it had been run directly; the launcher
 * itself is judged as before. Versions (`judge@1.2`), scopes and script suffixes are dropped.
 */
export function launchedOf(f: Facts, c: Cmd): Cmd | null {
  if (c.launched !== undefined) return c.launched;
  c.launched = null;
  const n = c.name;
  if (n === null) return null;
  const args = c.args;
  const valueOpts = c.spec.value_opts ?? [];
  const runner = RUNNERS.get(n);
  let k: number;
  let fromRunner = false;
  if (runner) {
    k = nextOperand(args, 0, valueOpts);
    if (k < 0) return null;
    const first = args[k];
    if (first !== null && first !== undefined && runner.subs.includes(first)) k = nextOperand(args, k + 1, valueOpts);
    else if (!runner.direct) return null;
    fromRunner = true;
  } else if (programOf(f, c) === 'file') {
    k = nextOperand(args, 0, valueOpts);
  } else return null;
  if (k < 0) return null;
  const prog = args[k];
  if (typeof prog !== 'string' || prog === '-') return null;
  let rest = args.slice(k + 1);
  // `npm exec judge -- --resolve x`: the separator belongs to the runner.
  if (fromRunner && rest[0] === '--') rest = rest.slice(1);
  let base = prog.slice(prog.lastIndexOf('/') + 1);
  if (fromRunner) {
    const at = base.lastIndexOf('@');
    if (at > 0) base = base.slice(0, at);
  }
  for (const sfx of SCRIPT_SUFFIXES) if (base.endsWith(sfx) && base.length > sfx.length) base = base.slice(0, -sfx.length);
  if (base === '') return null;
  c.launched = {
    i: c.i,
    inv: { ...c.inv, name: base, path: prog, wrappers: [...c.inv.wrappers, n] },
    name: base,
    args: rest,
    cwd: c.cwd,
    spec: f.env.specOf(base),
    origin: c.origin,
    ...(c.remote ? { remote: true } : {}),
  };
  return c.launched;
}

// ── programs ───────────────────────────────────────────────────────────────────────────────

/** How a shell or interpreter gets its program: stdin, inline text, a file, or a module. */
export function programOf(f: Facts, c: Cmd): 'stdin' | 'inline' | 'file' | 'module' | null {
  const isShell = f.env.setHas('shells', c.name);
  const isInterp = f.env.setHas('interpreters', c.name);
  if (!isShell && !isInterp) return null;
  const p = f.parsed(c);
  if (isShell) {
    if (f.flag(c, '-c')) return 'inline';
    if (f.flag(c, '-s')) return 'stdin';
  } else {
    const spec = c.spec;
    if (spec.inline_opts && optionValues(p, spec.inline_opts).length > 0) return 'inline';
    if (spec.inline_opts && spec.inline_opts.some((o) => f.flag(c, o))) return 'inline';
    if (spec.module_opts && optionValues(p, spec.module_opts).length > 0) return 'module';
    if (spec.program_operand) {
      if (spec.file_opts && optionValues(p, spec.file_opts).length > 0) return 'file';
      return p.positionals.length > 0 ? 'inline' : 'stdin';
    }
  }
  const first = p.positionals[0];
  if (first === undefined || first === '-') return 'stdin';
  return 'file';
}

function languageOf(c: Cmd, env: Env): Language | null {
  const n = c.name;
  if (n === null) return null;
  if (n.startsWith('python') || n.startsWith('pypy')) return 'python';
  if (n === 'node' || n === 'nodejs' || n === 'deno' || n === 'bun') return 'js';
  if (n === 'perl') return 'perl';
  if (n === 'ruby') return 'ruby';
  if (n === 'php') return 'php';
  if (n === 'osascript') return 'applescript';
  if (n === 'lua' || n === 'luajit') return 'lua';
  if (n === 'pwsh' || n === 'powershell') return 'powershell';
  if (env.setHas('awks', n)) return 'awk';
  return null;
}

/** True when an inline-program option is present, whatever its value. */
function inlineGiven(f: Facts, c: Cmd): boolean {
  const spec = c.spec;
  if (spec.inline_opts && optionValues(f.parsed(c), spec.inline_opts).length > 0) return true;
  return spec.program_operand === true && f.parsed(c).positionals[0] === null;
}

/** The inline program text of an interpreter invocation, or null. */
function inlineCode(f: Facts, c: Cmd): string | null {
  const spec = c.spec;
  const p = f.parsed(c);
  if (spec.inline_opts) {
    const vals = optionValues(p, spec.inline_opts).filter((v): v is string => v !== null);
    if (vals.length > 0) return vals.join('\n');
  }
  if (spec.program_operand && !(spec.file_opts && optionValues(p, spec.file_opts).length > 0)) {
    const first = p.positionals[0];
    return typeof first === 'string' ? first : null;
  }
  return null;
}

/** Upstream commands in the pipeline feeding `c` (nearest first), through xargs to its input. */
export function upstreamOf(f: Facts, c: Cmd): Cmd[] {
  const out: Cmd[] = [];
  let from = c.inv.pipeline.from;
  if (from === null && (c.inv.context === 'xargs' || c.inv.context === 'nested-shell') && c.inv.parent !== null) {
    // The template of xargs and the script of `bash -c` read the stdin of their parent.
    const parent = f.cmds[c.inv.parent];
    if (parent && c.inv.context === 'xargs') from = parent.inv.pipeline.from;
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

export { optionValues, hasFlag };
