/**
 * Normalised facts of one tool call, read from the state alone: the programs a shell command
 * would run (from the shell reader, plus what inline interpreter code would run), the paths
 * a file tool touches, the URLs a call names. The rules read these facts, never the raw
 * command text. What is derived about a command is computed lazily and cached per call,
 * because most rules look at a handful of commands and most commands at a handful of rules.
 */
import { analyzeShell } from '../shell/index.js';
import type { Invocation, ShellAnalysis } from '../shell/types.js';
import type { State } from '../state/types.js';
import { hasFlag, parseArgs, type ParsedArgs } from './argv.js';
import { MAX_ARGS, type Cmd, type FileRef, type PathRef, type ToolKind } from './cmd.js';
import { embeddedScript, inlineAdditions, optionScripts, writtenScript, type Addition } from './embedded.js';
import type { Env } from './env.js';
import { quoteArgv, type InlineAction } from './inline.js';
import type { Knowledge, PathRole } from './knowledge.js';
import { globMatches } from './glob.js';
import { homeOf, resolvePath, type PathContext } from './paths.js';
import { launchedScripts } from './launchers.js';
import { fillPlaceholders, unwrapExtra, unwrapModule } from './rewrite.js';

/** What is computed about one command on demand; kept here, beside the command, never on it. */
export interface CmdCache {
  p?: ParsedArgs;
  roles?: Partial<Record<PathRole, PathRef[]>>;
  launched?: Cmd | null;
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
  /** Classes by resolved path, shared by the calls judged in the same workspace and home (see PathClassifier.memoFor). */
  private readonly memo: Map<string, number>;
  private readonly caches = new Map<Cmd, CmdCache>();
  private childIndex: Cmd[][] | undefined;

  constructor(state: State, env: Env) {
    this.state = state;
    this.env = env;
    const ws = state.workspace_root;
    // A state that records the home directory is judged by it; older states by the inference.
    this.ctx = { workspace: ws, home: state.home ?? homeOf(ws) };
    this.memo = env.classifier.memoFor(this.ctx);
    this.kind = toolKindOf(state, env.pack);
    const input = state.input ?? {};
    let shell: ShellAnalysis | null = null;
    if (this.kind === 'shell') {
      const command = shellTextOf(input, state.tool);
      if (command !== null) {
        shell = analyzeShell(command, { cwd: ws });
        if (!refusedByShell(shell, command)) {
          this.addAnalysis(shell, null, 0, false);
          this.expand();
        }
      }
    } else if (this.kind === 'read' || this.kind === 'write' || this.kind === 'list') {
      this.collectFiles(input);
    }
    this.shell = shell;
    collectUrls(input, this.urls, this);
  }

  /** Classes of a resolved path, memoised across the calls of one context (bounded, see PathClassifier.memoFor). */
  classOf(path: string): number {
    let m = this.memo.get(path);
    if (m === undefined) {
      m = this.env.classifier.classify(path, this.ctx);
      if (hasWildName(path)) m |= this.secretByGlob(path);
      this.env.classifier.remember(this.memo, path, m);
    }
    return m;
  }

  /**
   * A name glob that can match a credential file reads it: `.env*` (its shortest match `.env`
   * is one) and `id_*` (it matches `id_rsa`; three literal leading characters are required, so
   * `*.json` does not stand for every `credentials.json`). Only the `secret` class carries over.
   */
  private secretByGlob(path: string): number {
    const secret = this.env.classifier.bits.get('secret') ?? 0;
    const slash = path.lastIndexOf('/');
    const name = path.slice(slash + 1);
    const bare = name.replace(/[*?]/g, '');
    if (bare !== '' && !bare.includes('[') && (this.env.classifier.classify(path.slice(0, slash + 1) + bare, this.ctx) & secret) !== 0)
      return secret;
    const lead = /^[^*?[]*/.exec(name)![0];
    if (lead.length < 3 || name.includes('[')) return 0;
    const glob = name.toLowerCase();
    for (const lit of this.env.pack.path_classes.secret?.basename ?? []) {
      if (!/[*?]/.test(lit) && globMatches(glob, lit.toLowerCase())) return secret;
    }
    return 0;
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

  /** Path references by cwd and raw text: each role of each command asks again for the same arguments. */
  private readonly refs = new Map<string, PathRef>();
  private local = -1;
  private localMask(): number {
    if (this.local < 0)
      this.local = this.env.classifier.maskOf([
        'workspace-root',
        'workspace-ancestor',
        'inside-workspace',
        'outside-workspace',
        'temp',
        'cache',
      ]);
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
    let ref = this.refs.get(key);
    if (ref === undefined) {
      const path = resolvePath(raw, cwd, this.ctx);
      ref = { raw, path, mask: this.classOf(path) };
      this.refs.set(key, ref);
    }
    return ref;
  }

  /** What has been computed about a command so far (parsed arguments, paths by role, launched program). */
  cacheOf(c: Cmd): CmdCache {
    let cache = this.caches.get(c);
    if (!cache) this.caches.set(c, (cache = {}));
    return cache;
  }

  parsed(c: Cmd): ParsedArgs {
    const cache = this.cacheOf(c);
    return (cache.p ??= parseArgs(c.args, c.spec));
  }

  flag(c: Cmd, f: string): boolean {
    return hasFlag(this.parsed(c), f, c.spec.no_bundles === true);
  }

  // ── building ────────────────────────────────────────────────────────────────────────────

  private addAnalysis(a: ShellAnalysis, parent: number | null, depth: number, remote: boolean): void {
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
      this.pushCmd(shifted, 'shell', undefined, remote);
    }
  }

  private pushCmd(inv: Invocation, origin: 'shell' | 'inline', dynamicVia: string | undefined, remote: boolean): void {
    const name = inv.name === null ? null : stripExe(inv.name);
    const truncated = inv.args.length > MAX_ARGS;
    this.cmds.push({
      i: this.cmds.length,
      inv,
      name,
      args: truncated ? inv.args.slice(0, MAX_ARGS) : inv.args,
      // Relative paths on another machine are relative to a directory we cannot know.
      cwd: remote && inv.cwd === '/' ? null : inv.cwd,
      spec: this.env.specOf(name),
      origin,
      ...(dynamicVia ? { dynamicVia } : {}),
      ...(remote ? { remote: true } : {}),
      ...(truncated ? { truncated: true } : {}),
    });
  }

  /** Adds what reading command `c` found; returns how many commands or notes it added. */
  private add(c: Cmd, additions: readonly Addition[]): number {
    const before = this.cmds.length;
    let notes = 0;
    for (const x of additions) {
      if (x.kind === 'script') this.addAnalysis(analyzeShell(x.text, { cwd: x.cwd }), c.i, c.inv.depth + 1, x.remote);
      else if (x.kind === 'cmd') this.pushCmd(x.inv, 'inline', x.dynamicVia, false);
      else {
        this.inlineNotes.push({ cmd: c.i, action: x.action });
        notes++;
      }
    }
    return this.cmds.length - before + notes;
  }

  /** Placeholders, `python -m`, wrappers, embedded and inline code. Appends; bounded. */
  private expand(): void {
    let synthesized = 0;
    const written = new Map<string, string>();
    const sideTexts = new Set<string>();
    for (let k = 0; k < this.cmds.length; k++) {
      let c = this.cmds[k]!;
      if (c.inv.context === 'find-exec' || c.inv.context === 'xargs') c = fillPlaceholders(c, this.cmds);
      c = unwrapExtra(this.env, unwrapModule(this.env, c));
      this.cmds[k] = c;
      if (synthesized < 64 && c.inv.depth < 12) {
        const inline = inlineAdditions(this, c);
        this.add(c, inline);
        // Inline code counts by what it asked for, embedded and written scripts by the commands they hold.
        synthesized += inline.length;
        const embedded = embeddedScript(this, c);
        if (embedded) synthesized += this.add(c, [embedded]);
        const script = writtenScript(this, c, written);
        if (script) synthesized += this.add(c, [script]);
        synthesized += this.add(c, optionScripts(this, c, sideTexts));
        for (const text of launchedScripts(this, c))
          synthesized += this.add(c, [{ kind: 'script', text, cwd: c.cwd ?? this.ctx.workspace, remote: false }]);
      }
    }
  }

  private collectFiles(input: Record<string, unknown>): void {
    const access = this.kind as 'read' | 'write' | 'list';
    const add = (raw: unknown, acc: 'read' | 'write' | 'list' = access): void => {
      if (typeof raw !== 'string' || raw.length === 0) return;
      // `https://host/.env` names a resource on a server, not a file on this machine (`file://` does).
      if (URL_SCHEME.test(raw) && !raw.toLowerCase().startsWith('file://')) return;
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

const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

const FILE_KEYS = [
  'file_path',
  'path',
  'notebook_path',
  'filePath',
  'filename',
  'file',
  'destination',
  'target',
  'directory',
  'dir',
  'target_file',
  'absolute_path',
  'dir_path',
  'target_directory',
];
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

export function toolKindOf(state: State, pack: Knowledge): ToolKind {
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
    const hasPath =
      FILE_KEYS.some((k) => typeof input[k] === 'string') ||
      typeof input.source === 'string' ||
      FILE_LIST_KEYS.some((k) => Array.isArray(input[k]));
    if (hasPath && pack.tools.mcp_write_words.some((w) => last.includes(w))) return 'write';
    if (hasPath && pack.tools.mcp_read_words.some((w) => last.includes(w))) return 'read';
  }
  // Any other tool whose input carries a command line runs it: judge it as the shell it feeds,
  // whatever the tool is called (a name list would miss the next MCP server's `run`).
  if (shellTextOf(state.input ?? {}, t) !== null) return 'shell';
  return 'other';
}

const SHELL_KEYS = ['command', 'cmd', 'script', 'shell', 'argv'] as const;
/** Issues that are the text's fault, not a bound of the reader: a shell given that text runs what it can of it. */
export const SHELL_REFUSES: ReadonlySet<string> = new Set(['unterminated-quote', 'unterminated-substitution']);

/**
 * bash reads a line whole before running any of it, and refuses a line whose quote or
 * substitution never ends: a one-line command with only such issues runs nothing. (A
 * here-document without its end still runs, and over several lines the lines before the
 * broken one run, so those are read as usual.)
 */
function refusedByShell(a: ShellAnalysis, command: string): boolean {
  return a.status === 'partial' && !command.includes('\n') && a.issues.length > 0 && a.issues.every((i) => SHELL_REFUSES.has(i.code));
}

/**
 * The command line in a tool's input: `command`, `cmd`, `script`, `shell` or `argv`, as text or
 * as argv (some harnesses send `["bash", "-lc", "…"]`, quoted back into one line here), followed
 * by an `args`/`arguments` list when one is given (`{"command": "rm", "args": ["-rf", "/x"]}`).
 * Code given with its language (`{"code": "…", "language": "python"}`) is the interpreter run
 * on it; code without one is read as Python only when the tool's name says it runs code
 * (`execute`, `run_cell`…), since a `code` field elsewhere is often a coupon or a country.
 * Null when the input carries none of these.
 */
export function shellTextOf(input: Record<string, unknown>, tool = ''): string | null {
  for (const key of SHELL_KEYS) {
    const raw = input[key];
    let text: string | null = null;
    if (typeof raw === 'string' && raw.trim() !== '') text = raw;
    else if (isArgv(raw)) text = quoteArgv(raw);
    if (text === null) continue;
    const args = input.args ?? input.arguments;
    return isArgv(args) ? `${text} ${quoteArgv(args)}` : text;
  }
  const code = input.code;
  if (typeof code !== 'string' || code.trim() === '') return null;
  const given = input.language ?? input.lang;
  const lang =
    typeof given === 'string' ? given.toLowerCase() : CODE_TOOL_WORDS.some((w) => tool.toLowerCase().includes(w)) ? 'python' : null;
  if (lang === null) return null;
  if (SHELL_LANGUAGES.has(lang)) return code;
  const runner = Object.hasOwn(CODE_RUNNERS, lang) ? CODE_RUNNERS[lang] : undefined;
  return runner ? quoteArgv([...runner, code]) : null;
}

function isArgv(raw: unknown): raw is string[] {
  return Array.isArray(raw) && raw.length > 0 && raw.length <= MAX_ARGS && raw.every((a) => typeof a === 'string');
}

const SHELL_LANGUAGES: ReadonlySet<string> = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'terminal']);
const CODE_RUNNERS: Record<string, string[]> = {
  python: ['python3', '-c'],
  python3: ['python3', '-c'],
  py: ['python3', '-c'],
  javascript: ['node', '-e'],
  js: ['node', '-e'],
  node: ['node', '-e'],
  typescript: ['deno', 'eval'],
  ts: ['deno', 'eval'],
  ruby: ['ruby', '-e'],
  rb: ['ruby', '-e'],
  perl: ['perl', '-e'],
  php: ['php', '-r'],
  powershell: ['pwsh', '-Command'],
  pwsh: ['pwsh', '-Command'],
  lua: ['lua', '-e'],
  r: ['Rscript', '-e'],
};
const CODE_TOOL_WORDS = ['exec', 'run', 'eval', 'cell', 'python', 'repl', 'interpreter', 'notebook', 'sandbox'];

/** Whether the last segment of a path holds a wildcard (and is not one matching every entry). */
function hasWildName(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return (name.includes('*') || name.includes('?')) && name !== '*' && name !== '.*' && name !== '**' && name !== '*.*';
}
