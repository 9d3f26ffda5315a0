/**
 * Programs inside other programs' arguments: the remote command of ssh, the command of
 * docker/kubectl exec, alias bodies, trap handlers, text written to a script and then run,
 * and what inline interpreter code asks the system to do. Each function says what to add to
 * the call's commands; the facts add it.
 */
import type { Invocation } from '../shell/types.js';
import { optionValues, parseArgs, type ParsedArgs } from './argv.js';
import type { Cmd } from './cmd.js';
import type { Facts } from './facts.js';
import { inlineActions, quoteArgv, type InlineAction } from './inline.js';
import type { SubScript } from './knowledge.js';
import { resolvePath } from './paths.js';
import { upstreamOf } from './pipeline.js';
import { containerCommand, inlineCode, inlineGiven, scriptRun } from './programs.js';
import { cmdExeScript, decodePowershell, powershellScript } from './windows.js';

/** What reading a command adds: a script to read as shell, one command, or a note for the rules. */
export type Addition =
  | { kind: 'script'; text: string; cwd: string; remote: boolean }
  | { kind: 'cmd'; inv: Invocation; dynamicVia?: string }
  | { kind: 'note'; action: InlineAction };

/**
 * Command text embedded in another command: the remote command of ssh, the command of
 * docker/podman/kubectl exec and run, alias bodies and trap handlers. Remote and container
 * commands are marked so their paths are judged as absolute paths of another machine, never
 * as the workspace.
 */
export function embeddedScript(f: Facts, c: Cmd): Addition | null {
  const n = c.name;
  if (n === null) return null;
  let script: string | null = null;
  let remote = false;
  const p = f.parsed(c);
  if (n === 'ssh') {
    const rest = p.positionals.slice(1);
    if (rest.length > 0 && rest.every((a) => a !== null)) script = (rest as string[]).join(' ');
    remote = true;
  } else if (f.env.setHas('container_runtimes', n) || n === 'kubectl' || n === 'oc') {
    const argv = containerCommand(c);
    if (argv) script = quoteArgv(argv);
    remote = true;
  } else if (n === 'cmd' || n === 'cmd.exe') {
    if (c.args.every((a) => a !== null)) script = cmdExeScript(c.args as string[]);
  } else if (POWERSHELLS.has(n)) {
    script = powershellCommand(n, c.args);
  } else if (n === 'alias') {
    const bodies: string[] = [];
    for (const a of c.args) if (a !== null && a.includes('=')) bodies.push(a.slice(a.indexOf('=') + 1));
    if (bodies.length > 0) script = bodies.join('\n');
  } else if (c.spec.script_opts && optionValues(p, c.spec.script_opts).length > 0) {
    // `npx -c 'judge --resolve …'` runs its value as a shell command line.
    const calls = optionValues(p, c.spec.script_opts);
    if (calls.every((x) => x !== null)) script = (calls as string[]).join('\n');
  } else if (n === 'trap') {
    const first = p.positionals[0];
    if (typeof first === 'string' && p.positionals.length > 1) script = first;
  }
  if (script === null || script.trim() === '') return null;
  return { kind: 'script', text: script, cwd: remote ? '/' : (c.cwd ?? f.ctx.workspace), remote };
}

const POWERSHELLS: ReadonlySet<string> = new Set(['pwsh', 'powershell', 'pwsh.exe', 'powershell.exe']);
/** PowerShell's start-up options that take a value (matched by prefix, as PowerShell does). */
const PS_VALUED = [
  '-executionpolicy',
  '-windowstyle',
  '-workingdirectory',
  '-configurationname',
  '-outputformat',
  '-inputformat',
  '-psconsolefile',
  '-version',
  '-settingsfile',
  '-custompipename',
];

/**
 * PowerShell's command, read as shell: everything after `-Command`/`-c` (PowerShell joins the
 * rest of the line), or the decoded `-EncodedCommand`. A word that cannot be resolved stops it.
 */
function powershellCommand(name: string, args: ReadonlyArray<string | null>): string | null {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]?.toLowerCase();
    if (a === undefined) return null;
    if (!a.startsWith('-')) {
      // Windows PowerShell runs its first operand and the rest as a command (pwsh runs it as a file).
      if (name.startsWith('pwsh') || a.endsWith('.ps1')) return null;
      const rest = args.slice(i);
      return rest.every((x) => x !== null) ? powershellScript(rest.join(' ')) : null;
    }
    if (a === '-f' || a === '-file') return null;
    if (PS_VALUED.some((o) => o.startsWith(a) && a.length >= 3) || a === '-ep' || a === '-w' || a === '-wd') {
      i++;
      continue;
    }
    const rest = args.slice(i + 1);
    if (a === '-c' || (a.length >= 4 && '-command'.startsWith(a))) {
      return rest.length > 0 && rest.every((x) => x !== null) ? powershellScript(rest.join(' ')) : null;
    }
    if (a === '-e' || a === '-ec' || (a.length >= 4 && '-encodedcommand'.startsWith(a))) {
      const text = typeof rest[0] === 'string' ? decodePowershell(rest[0]) : null;
      return text === null ? null : powershellScript(text);
    }
  }
  return null;
}

/**
 * Command lines a program runs on the side, given in its options or environment: `tar
 * --checkpoint-action=exec=…`, `vim -c '!…'`, `gdb -ex 'shell …'`, `ssh -o ProxyCommand=…`
 * (the pack's `script_opt_prefixes`), `PAGER='…' git log` and `GIT_SSH_COMMAND='…' git fetch`
 * (the `command_env` set), sed's `e` command and `s///e` flag, and `npm pkg set scripts.x='…'`
 * (the script runs on the next `npm run`). Each text is read once per call (`seen`).
 */
export function optionScripts(f: Facts, c: Cmd, seen: Set<string>): Addition[] {
  const texts: string[] = [];
  const prefixed = c.spec.script_opt_prefixes;
  if (prefixed) texts.push(...prefixedScripts(f.parsed(c), prefixed));
  // `strace -o '|cmd' ls`: the wrapper's own options were taken off with it.
  for (const w of c.inv.wrappers) {
    const spec = f.env.specOf(w);
    if (spec.script_opt_prefixes) texts.push(...prefixedScripts(parseArgs(c.inv.wrapperArgs[w] ?? [], spec), spec.script_opt_prefixes));
  }
  for (const s of c.spec.sub_scripts ?? []) texts.push(...subScripts(f, c, s));
  for (const k of Object.keys(c.inv.env)) {
    const v = c.inv.env[k];
    // LESSOPEN='| cmd %s' pipes through the command.
    if (typeof v === 'string' && f.env.setHas('command_env', k)) texts.push(v.startsWith('|') ? v.replace(/^\|+/, '') : v);
  }
  if (c.name === 'sed') texts.push(...sedCommands(f, c));
  if (c.name === 'npm' || c.name === 'pnpm') texts.push(...packageScripts(f, c));
  if (c.name === 'make' || c.name === 'gmake') texts.push(...makeRecipes(f, c));
  const out: Addition[] = [];
  for (const text of texts) {
    if (text.trim() === '' || seen.has(text)) continue;
    seen.add(text);
    out.push({ kind: 'script', text, cwd: c.cwd ?? f.ctx.workspace, remote: false });
  }
  return out;
}

/**
 * Option values that are command lines after a prefix (`ProxyCommand=`, `!`); an option named
 * `+` stands for operands starting with `+` (`vim +'!cmd'` is `vim -c '!cmd'`).
 */
function prefixedScripts(p: ParsedArgs, prefixed: Record<string, string[]>): string[] {
  const out: string[] = [];
  for (const opt of Object.keys(prefixed)) {
    const values = opt === '+' ? p.positionals.filter((v) => v?.startsWith('+')).map((v) => v!.slice(1)) : optionValues(p, [opt]);
    for (const v of values) {
      if (v === null) continue;
      const pre = prefixed[opt]!.find((x) => v.startsWith(x));
      if (pre !== undefined) out.push(v.slice(pre.length));
    }
  }
  return out;
}

/**
 * A sub-command that runs a command line: `git rebase --exec CMD`, `git difftool -x CMD` (the
 * values of `opts`, read after the sub-command's words), `git bisect run CMD ARGS…` (`rest`: the
 * words after it are the command).
 */
function subScripts(f: Facts, c: Cmd, s: SubScript): string[] {
  const ops = f.parsed(c).positionals;
  if (!s.sub.every((w, i) => ops[i] === w)) return [];
  let at = -1;
  for (let i = 0, k = 0; i < c.args.length && k < s.sub.length; i++) {
    if (c.args[i] !== s.sub[k]) continue;
    k++;
    at = i;
  }
  const rest = c.args.slice(at + 1);
  if (s.rest) return rest.length > 0 && rest.every((a) => a !== null) ? [quoteArgv(rest as string[])] : [];
  if (s.keys) {
    // `git config [--global] KEY VALUE`: the value of a command-valued key, after its prefix.
    const [key, value] = ops.slice(s.sub.length);
    if (typeof key !== 'string' || typeof value !== 'string') return [];
    const k = key.toLowerCase();
    const pre = Object.entries(s.keys).find(([pat]) => (pat.endsWith('*') ? k.startsWith(pat.slice(0, -1)) : k === pat))?.[1];
    return pre !== undefined && value.startsWith(pre) ? [value.slice(pre.length)] : [];
  }
  const opts = s.opts ?? [];
  return optionValues(parseArgs(rest, { value_opts: opts }), opts).filter((v): v is string => v !== null);
}

/** `npm pkg set scripts.x='CMD'`, `npm set-script x 'CMD'`: the stored script is a command line. */
function packageScripts(f: Facts, c: Cmd): string[] {
  const ops = f.parsed(c).positionals;
  const out: string[] = [];
  if (ops[0] === 'pkg' && ops[1] === 'set') {
    for (const o of ops.slice(2)) if (o !== null && o.startsWith('scripts.') && o.includes('=')) out.push(o.slice(o.indexOf('=') + 1));
  } else if (ops[0] === 'set-script' && typeof ops[2] === 'string') out.push(ops[2]);
  return out;
}

/**
 * Recipes of a makefile given in the call: `--eval`/`-E` text, and the makefile read from stdin
 * (`-f -`, `-f /dev/stdin`) as a heredoc, a here-string or echo/printf piped in. Make hands each
 * recipe line to the shell. A makefile on disk is not read here.
 */
function makeRecipes(f: Facts, c: Cmd): string[] {
  const p = f.parsed(c);
  const texts: string[] = [];
  for (const v of optionValues(p, ['--eval', '-E'])) if (v !== null) texts.push(v);
  if (optionValues(p, ['-f', '--file', '--makefile']).some((v) => v === '-' || v === '/dev/stdin')) {
    const body = c.inv.redirects.find((r) => r.body !== undefined)?.body;
    if (body !== undefined) texts.push(body);
    for (const u of upstreamOf(f, c).slice(0, 1)) {
      if (u.name !== 'echo' && u.name !== 'printf') continue;
      const words = f.parsed(u).positionals.filter((w): w is string => w !== null);
      const escapes = u.name === 'printf' || u.args.includes('-e');
      texts.push(escapes ? words.join(' ').replaceAll('\\n', '\n').replaceAll('\\t', '\t') : words.join(' '));
    }
  }
  const out: string[] = [];
  for (const text of texts) {
    for (const line of text.split('\n')) {
      let recipe: string | null = null;
      if (line.startsWith('\t')) recipe = line.slice(1);
      else {
        // `target: prereqs ; recipe` on the rule line itself.
        const colon = line.indexOf(':');
        const semi = line.indexOf(';');
        if (colon > 0 && semi > colon && line[colon + 1] !== '=') recipe = line.slice(semi + 1);
      }
      if (recipe === null) continue;
      recipe = makeToShell(recipe.replace(/^[\s@+-]+/, ''), 0);
      if (recipe !== '' && out.length < 64) out.push(recipe);
    }
  }
  return out;
}

/**
 * A recipe line as the shell receives it: make expands its own references first. `$$` is `$`;
 * `$(NAME)`/`${NAME}` is the variable (make imports the environment, so `$(HOME)` is `$HOME`);
 * `$(shell CMD)` runs CMD, as `$(CMD)`; other functions and automatic variables (`$@`, `$*`,
 * `$($*)`) become a value the reader cannot know, never a command substitution.
 */
function makeToShell(text: string, depth: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (ch !== '$' || next === undefined) {
      out += ch;
      continue;
    }
    if (next === '$') {
      out += '$';
      i++;
    } else if (next === '(' || next === '{') {
      const close = next === '(' ? ')' : '}';
      let level = 0;
      let j = i + 1;
      for (; j < text.length; j++) {
        if (text[j] === next) level++;
        else if (text[j] === close && --level === 0) break;
      }
      const inner = text.slice(i + 2, j);
      if (inner.startsWith('shell ') && depth < 4) out += `$(${makeToShell(inner.slice(6), depth + 1)})`;
      else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(inner)) out += `\${${inner}}`;
      else out += '${MAKE_EXPANSION}';
      i = j;
    } else {
      out += /[A-Za-z0-9_]/.test(next) ? `\${${next}}` : '${MAKE_EXPANSION}';
      i++;
    }
  }
  return out;
}

/** The shell commands a sed program runs: `e CMD`, and the replacement of an `s///e`. */
function sedCommands(f: Facts, c: Cmd): string[] {
  const p = f.parsed(c);
  const given = optionValues(p, ['-e', '--expression']);
  const programs = given.length > 0 ? given : p.positionals.slice(0, 1);
  const out: string[] = [];
  for (const prog of programs) if (prog !== null) for (const line of prog.split(/[\n;]/)) out.push(...sedExec(line));
  return out;
}

/** One sed command: an address (line numbers, `$`, `/re/`) then `e CMD` or `s<d>re<d>rep<d>flags` with e. Linear scan. */
function sedExec(cmd: string): string[] {
  let i = 0;
  const n = cmd.length;
  const skipSpace = (): void => {
    while (i < n && (cmd[i] === ' ' || cmd[i] === '\t')) i++;
  };
  const delimited = (d: string): string | null => {
    const start = i;
    while (i < n && cmd[i] !== d) i += cmd[i] === '\\' ? 2 : 1;
    if (i >= n) return null;
    return cmd.slice(start, i++);
  };
  skipSpace();
  // Address: numbers, $, ranges, /regex/ (skipped).
  while (i < n && /[0-9$,~+!]/.test(cmd[i]!)) i++;
  if (cmd[i] === '/') {
    i++;
    if (delimited('/') === null) return [];
    while (i < n && /[0-9$,~+!]/.test(cmd[i]!)) i++;
  }
  skipSpace();
  if (cmd[i] === 'e' && (cmd[i + 1] === ' ' || cmd[i + 1] === '\t')) return [cmd.slice(i + 2)];
  if (cmd[i] === 's' && i + 1 < n) {
    const d = cmd[i + 1]!;
    i += 2;
    if (delimited(d) === null) return [];
    const rep = delimited(d);
    if (rep === null) return [];
    // Flags up to a `w file`: `s/x/y/e` runs the result, `s/x/y/w notes` writes a file.
    if ((/^[0-9gpiImMe]*/.exec(cmd.slice(i))?.[0] ?? '').includes('e')) return [rep];
  }
  return [];
}

/**
 * `echo 'rm -rf ~' > x.sh && bash x.sh`: text written to a file by echo, printf or a heredoc
 * and then run, sourced or fed to a shell in the same line is read as the script it is.
 * `written` maps resolved paths to the text written to them so far in the call.
 */
export function writtenScript(f: Facts, c: Cmd, written: Map<string, string>): Addition | null {
  if ((c.name === 'echo' || c.name === 'printf' || c.name === 'cat' || c.name === 'tee') && c.inv.context !== 'nested-shell') {
    let text: string | null = null;
    if (c.name === 'echo' || c.name === 'printf') {
      const words = f.parsed(c).positionals;
      if (words.length > 0 && words.every((w) => w !== null)) text = (words as string[]).join(' ');
    } else {
      const body = c.inv.redirects.find((r) => r.body !== undefined)?.body;
      if (body !== undefined) text = body;
    }
    if (text !== null) {
      const targets = c.inv.redirects
        .filter((r) => (r.op === '>' || r.op === '>>' || r.op === '>|') && r.target !== null)
        .map((r) => r.target!);
      // echo … | tee x.sh
      if (c.name === 'tee') for (const a of f.parsed(c).positionals) if (a !== null) targets.push(a);
      for (const t of targets) {
        const path = resolvePath(t, c.cwd, f.ctx);
        written.set(path, (written.get(path) ?? '') + text + '\n');
      }
    }
    return null;
  }
  if (written.size === 0 || c.name === null) return null;
  const script = scriptRun(f, c);
  if (script === null) return null;
  const content = written.get(resolvePath(script, c.cwd, f.ctx));
  if (content === undefined) return null;
  return { kind: 'script', text: content, cwd: c.cwd ?? f.ctx.workspace, remote: false };
}

/** What inline interpreter code does, as commands and notes (at most 32). */
export function inlineAdditions(f: Facts, c: Cmd): Addition[] {
  const lang = c.spec.language;
  if (!lang) return [];
  const code = inlineCode(f, c);
  let actions: InlineAction[];
  if (code === null) {
    // `python -c "$(…)"`: the program text itself is computed, so nothing about it can be judged.
    if (!inlineGiven(f, c)) return [];
    actions = [{ kind: 'dynamic', via: `${c.name} inline code` }];
  } else actions = inlineActions(code, lang);
  const cwd = c.cwd ?? f.ctx.workspace;
  const base = (name: string | null, args: Array<string | null>, unresolved?: Invocation['unresolved']): Invocation => ({
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
    ...(unresolved ? { unresolved } : {}),
  });
  const out: Addition[] = [];
  for (const act of actions.slice(0, 32)) {
    switch (act.kind) {
      case 'shell':
        out.push({ kind: 'script', text: act.command, cwd, remote: false });
        break;
      case 'argv':
        out.push({ kind: 'script', text: quoteArgv(act.argv), cwd, remote: false });
        break;
      case 'delete':
        out.push({ kind: 'cmd', inv: base('rm', act.recursive ? ['-rf', act.path] : ['-f', act.path]) });
        break;
      case 'read':
        out.push({ kind: 'cmd', inv: base('cat', [act.path]) });
        break;
      case 'write':
        out.push({ kind: 'cmd', inv: base('tee', [act.path]) });
        break;
      case 'dynamic':
        out.push({ kind: 'cmd', inv: base(null, [], 'eval-dynamic'), dynamicVia: act.via });
        break;
      case 'fetch-exec':
      case 'reverse-shell':
      case 'env-dump':
      case 'send':
      case 'env-var':
        out.push({ kind: 'note', action: act });
        break;
    }
  }
  return out;
}
