/**
 * Reads inline interpreter code (`python -c`, `node -e`, `perl -e`, `ruby -e`, `php -r`,
 * awk programs, `osascript -e`) for what it asks the system to do. A small tokenizer finds
 * string literals and identifiers; calls such as `os.system('…')`, `execSync("…")`,
 * `shutil.rmtree('…')` or `open('…')` become shell-equivalent actions that the same rules
 * then judge. A system call whose argument is not a literal cannot be judged statically
 * and is reported as dynamic (the rules treat that as unresolved, never as safe).
 *
 * One linear pass over the code; no regular expressions.
 */

import { ENV_WORDS, envVarName, perlOpen, type Tok } from './inline-forms.js';

export type InlineAction =
  | { kind: 'shell'; command: string; via: string }
  | { kind: 'argv'; argv: string[]; via: string }
  | { kind: 'delete'; path: string; recursive: boolean; via: string }
  | { kind: 'read'; path: string; via: string }
  | { kind: 'write'; path: string; via: string }
  | { kind: 'dynamic'; via: string }
  | { kind: 'fetch-exec'; via: string }
  | { kind: 'reverse-shell'; via: string }
  | { kind: 'env-dump'; via: string }
  /** Code that reaches a URL (a fetcher or an HTTP module, and a literal `http(s)://` address). */
  | { kind: 'send'; url: string; via: string }
  /** One environment variable read by name (`os.environ['X']`, `process.env.X`, `ENV['X']`, `$ENV{X}`, `getenv('X')`). */
  | { kind: 'env-var'; name: string; via: string };

/** Functions that run their argument as a shell command (or argv) whatever their receiver. */
const ALWAYS_EXEC = new Set([
  'system',
  'popen',
  'popen2',
  'popen3',
  'execSync',
  'spawnSync',
  'execFileSync',
  'check_output',
  'check_call',
  'getoutput',
  'getstatusoutput',
  'shell_exec',
  'passthru',
  'proc_open',
  'Popen',
  'execv',
  'execvp',
  'execve',
  'execl',
  'execlp',
  'spawnv',
  'spawnvp',
  'capture2',
  'capture3',
  'capture2e',
  'pipeline',
  'qx',
  // Emacs Lisp: (shell-command "…") and its variants.
  'shell-command',
  'shell-command-to-string',
  'async-shell-command',
  'call-process-shell-command',
]);
/** Generic names that run a command only on a process-ish receiver (`subprocess.run`, `child_process.exec`). */
const RECEIVER_EXEC = new Set(['run', 'call', 'exec', 'spawn', 'execFile', 'fork', 'start']);
const EXEC_RECEIVERS = new Set([
  'subprocess',
  'sp',
  'os',
  'child_process',
  'childProcess',
  'cp',
  'proc',
  'Open3',
  'Kernel',
  'IO',
  'Process',
  'Bun',
  'Deno',
  'shell',
  'sh',
]);
const RECURSIVE_DELETE = new Set([
  'rmtree',
  'rm_rf',
  'rm_r',
  'remove_dir_all',
  'removedirs',
  'rmSync',
  'rmdirSync',
  'remove_entry_secure',
  'rm_rf!',
  'emptyDirSync',
  'removeSync',
  'delete-directory',
]);
const FILE_DELETE = new Set(['unlink', 'unlinkSync', 'remove', 'delete', 'rm', 'rmdir', 'unlink_file']);
// `dotenv_values('.env')`, `Deno.readTextFileSync`, `IO.read`, `Bun.file` read the file they name.
const FILE_READ = new Set([
  'open',
  'readFileSync',
  'readFile',
  'read_text',
  'read_bytes',
  'file_get_contents',
  'fopen',
  'readlines',
  'foreach',
  'createReadStream',
  'binread',
  'slurp',
  'readText',
  'readTextFileSync',
  'readTextFile',
  'readfile',
  'read',
  'file',
  'dotenv_values',
  'load_dotenv',
  'ReadAllText',
  'ReadAllBytes',
  'insert-file-contents',
  'insert-file-contents-literally',
]);
const FILE_WRITE = new Set([
  'writeFileSync',
  'writeFile',
  'appendFileSync',
  'appendFile',
  'write_text',
  'write_bytes',
  'file_put_contents',
  'createWriteStream',
  'binwrite',
]);
const EVALS = new Set([
  'eval',
  'exec',
  'Function',
  'compile',
  'Invoke-Expression',
  'iex',
  'instance_eval',
  'evaluate',
  'runInThisContext',
  'runInNewContext',
]);
const FETCHERS = new Set([
  'urlopen',
  'urlretrieve',
  'fetch',
  'DownloadString',
  'DownloadFile',
  'Invoke-WebRequest',
  'iwr',
  'Invoke-RestMethod',
  'irm',
  'open-uri',
  'HTTP',
  'curl_exec',
  'LWP',
  'getstore',
  'urllib',
  'requests',
  'httpx',
  'axios',
  'URI',
  'file_get_contents',
  'WebClient',
  'Net',
]);

/** Opening a raw network connection from code. */
const SOCKETS = new Set([
  'socket',
  'Socket',
  'fsockopen',
  'TCPSocket',
  'createConnection',
  'IO::Socket',
  'TcpClient',
  'pfsockopen',
  'stream_socket_client',
]);
/** Wiring a process to a descriptor: what turns a socket into a shell. */
const REDIRECTORS = new Set(['dup2', 'dup', 'pty', 'spawn', 'reopen', 'pipe', 'fdopen']);
const SHELL_BASENAMES = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'cmd.exe', 'powershell', 'pwsh']);

const MAX_CODE = 64 * 1024;

function isIdStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
}
function isIdPart(c: number): boolean {
  return isIdStart(c) || (c >= 48 && c <= 57) || c === 45 /* - for Invoke-Expression */;
}

/** Tokenizes code: identifiers, string literals (', ", `, python triple quotes), punctuation. */
export function tokenize(code: string, backtickIsShell: boolean): Tok[] {
  const out: Tok[] = [];
  const n = Math.min(code.length, MAX_CODE);
  let i = 0;
  while (i < n) {
    const c = code.charCodeAt(i);
    if (c === 39 || c === 34 || c === 96) {
      const q = code[i]!;
      const triple = code.startsWith(q + q + q, i) && q !== '`';
      const close = triple ? q + q + q : q;
      let j = i + close.length;
      let v = '';
      while (j < n && !code.startsWith(close, j)) {
        if (code.charCodeAt(j) === 92 && j + 1 < n) {
          const e = code[j + 1]!;
          v += e === 'n' ? '\n' : e === 't' ? '\t' : e;
          j += 2;
          continue;
        }
        v += code[j];
        j++;
      }
      out.push({ t: 'str', v, q: q === '`' && !backtickIsShell ? 'tpl' : q });
      i = j + close.length;
      continue;
    }
    if (isIdStart(c)) {
      let j = i + 1;
      while (j < n && isIdPart(code.charCodeAt(j))) j++;
      out.push({ t: 'id', v: code.slice(i, j) });
      i = j;
      continue;
    }
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      i++;
      continue;
    }
    out.push({ t: 'p', v: code[i]! });
    i++;
  }
  return out;
}

export type Language = 'python' | 'js' | 'perl' | 'ruby' | 'php' | 'awk' | 'applescript' | 'powershell' | 'lua' | 'lisp';

/** What the inline code asks the system to do. */
export function inlineActions(code: string, lang: Language, depth = 0): InlineAction[] {
  const backtickIsShell = lang === 'perl' || lang === 'ruby' || lang === 'php';
  const toks = tokenize(code, backtickIsShell);
  const out: InlineAction[] = [];
  let sawEval = false;
  let sawFetch = false;
  let sawSocket = false;
  let sawRedirect = false;
  let url: string | null = null;
  for (let k = 0; k < toks.length; k++) {
    const tok = toks[k]!;
    if (tok.t === 'str' && url === null && (tok.v.startsWith('http://') || tok.v.startsWith('https://'))) url = tok.v;
    if (tok.t === 'id' && ENV_WORDS.has(tok.v)) {
      const name = envVarName(toks, k);
      if (name !== null) out.push({ kind: 'env-var', name, via: tok.v });
    }
    if (tok.t === 'str' && tok.q === '`') {
      out.push({ kind: 'shell', command: tok.v, via: 'backticks' });
      continue;
    }
    if (
      tok.t === 'str' &&
      (tok.v.startsWith('http://') || tok.v.startsWith('https://') || tok.v === 'https' || tok.v === 'http' || tok.v === 'node:https')
    )
      sawFetch = true;
    // gawk's /inet/tcp/… special files, and socket modules named as strings (`require('net')`).
    if (
      tok.t === 'str' &&
      (tok.v.startsWith('/inet/') ||
        tok.v.startsWith('/inet4/') ||
        tok.v.startsWith('/inet6/') ||
        tok.v === 'net' ||
        tok.v === 'node:net' ||
        tok.v === 'socket')
    )
      sawSocket = true;
    if (tok.t === 'id' && (tok.v === 'socket' || tok.v === 'IO' || tok.v === 'Socket')) sawSocket = true;
    if (lang === 'awk') {
      const action = awkPipeOrRead(toks, k);
      if (action !== null) out.push(action);
    }
    if (tok.t !== 'id') continue;
    const name = tok.v;
    const prev = toks[k - 1];
    const receiver = prev && prev.t === 'p' && (prev.v === '.' || prev.v === ':') ? toks[k - 2] : undefined;
    const recvName = receiver && receiver.t === 'id' ? receiver.v : undefined;
    if (EVALS.has(name) && (name !== 'exec' || (lang === 'python' && recvName === undefined))) sawEval = true;
    if (FETCHERS.has(name)) sawFetch = true;
    if (SOCKETS.has(name)) sawSocket = true;
    if (REDIRECTORS.has(name)) sawRedirect = true;
    // AppleScript: do shell script "…"
    if (
      lang === 'applescript' &&
      name === 'do' &&
      toks[k + 1]?.t === 'id' &&
      toks[k + 1]!.v === 'shell' &&
      toks[k + 2]?.t === 'id' &&
      toks[k + 2]!.v === 'script'
    ) {
      const lit = toks[k + 3];
      if (lit && lit.t === 'str') out.push({ kind: 'shell', command: lit.v, via: 'do shell script' });
      else out.push({ kind: 'dynamic', via: 'do shell script' });
      continue;
    }
    // perl/ruby qx{…} / %x(…) are tokenized as punctuation runs; handle qx as a call below.
    if (lang === 'python' && name === 'environ' && recvName === 'os') {
      const next = toks[k + 1];
      if (!next || !(next.t === 'p' && (next.v === '[' || next.v === '.'))) out.push({ kind: 'env-dump', via: 'os.environ' });
      continue;
    }
    if (lang === 'js' && name === 'env' && recvName === 'process') {
      const next = toks[k + 1];
      if (!next || !(next.t === 'p' && (next.v === '[' || next.v === '.'))) out.push({ kind: 'env-dump', via: 'process.env' });
      continue;
    }
    if (
      (lang === 'ruby' && name === 'ENV' && toks[k + 1]?.t === 'p' && toks[k + 1]!.v === '.') ||
      (lang === 'perl' && name === 'ENV' && prev?.t === 'p' && prev.v === '%')
    ) {
      out.push({ kind: 'env-dump', via: 'ENV' });
      continue;
    }
    const open = toks[k + 1];
    const isCall = open && open.t === 'p' && open.v === '(';
    if (!isCall && name === 'eval' && (lang === 'perl' || lang === 'ruby') && open && open.t === 'id') {
      out.push({ kind: 'dynamic', via: name });
      continue;
    }
    // Ruby and Perl call without parentheses: system "cmd"; Lisp puts the name inside them: (shell-command "cmd").
    const bare = lang === 'ruby' || lang === 'perl' || (lang === 'lisp' && prev?.t === 'p' && prev.v === '(');
    const bareArg = !isCall && bare && open && open.t === 'str' ? open : undefined;
    if (!isCall && !bareArg) continue;
    const first = bareArg ?? toks[k + 2];
    // `exec` evaluates code only in Python (bare); elsewhere it runs a program (child_process.exec, Perl/Ruby/PHP exec).
    const isEval = name === 'exec' ? lang === 'python' && recvName === undefined : EVALS.has(name) && name !== 'compile';
    if (isEval) {
      // Evaluating text that is not a literal (decoded, fetched, read) cannot be judged.
      if (!first || first.t !== 'str' || first.q === 'tpl' || (toks[k + 3]?.t === 'p' && toks[k + 3]!.v === '.'))
        out.push({ kind: 'dynamic', via: name });
      else if (first.t === 'str' && depth < 2) out.push(...inlineActions(first.v, lang, depth + 1));
      continue;
    }
    const exec =
      ALWAYS_EXEC.has(name) ||
      (RECEIVER_EXEC.has(name) && recvName !== undefined && EXEC_RECEIVERS.has(recvName)) ||
      ((lang === 'perl' || lang === 'ruby' || lang === 'awk' || lang === 'php' || lang === 'lua') &&
        (name === 'exec' || name === 'system' || name === 'spawn')) ||
      (lang === 'lua' && name === 'execute' && recvName === 'os');
    if (exec) {
      const via = recvName ? `${recvName}.${name}` : name;
      if (first && first.t === 'str' && first.q !== 'tpl') {
        // A literal command; a following literal list element means argv form (execFileSync('rm', ['-rf', '/'])).
        const argv = collectArgv(toks, bareArg ? k + 1 : k + 2);
        if (argv && argv.length > 1) out.push({ kind: 'argv', argv, via });
        else out.push({ kind: 'shell', command: first.v, via });
      } else if (first && first.t === 'p' && first.v === '[') {
        const argv = listLiteral(toks, k + 3);
        if (argv) out.push({ kind: 'argv', argv, via });
        else out.push({ kind: 'dynamic', via });
      } else {
        out.push({ kind: 'dynamic', via });
      }
      continue;
    }
    if (lang === 'perl' && name === 'open') {
      const opened = perlOpen(toks, bareArg ? k + 1 : k + 2);
      if (opened !== null) out.push({ ...opened, via: name });
      continue;
    }
    const pathArg = pathArgument(toks, bareArg ? k + 1 : k + 2);
    if (RECURSIVE_DELETE.has(name)) {
      // A recursive delete of a computed path cannot be judged; a literal one can.
      out.push(pathArg === null ? { kind: 'dynamic', via: name } : { kind: 'delete', path: pathArg, recursive: true, via: name });
      continue;
    }
    if (FILE_READ.has(name) && (!first || first.t !== 'str' || first.q === 'tpl')) {
      // A path built at run time: `readFileSync(path.join(os.homedir(), '.aws', 'credentials'))`,
      // `(Path.home() / '.ssh' / 'id_rsa').read_text()`: its literal segments, joined, are the path.
      const built = pathArg ?? (prev?.t === 'p' && prev.v === '.' ? receiverPath(toks, k - 1) : null);
      if (built !== null && !built.includes('://')) out.push({ kind: 'read', path: built, via: name });
      continue;
    }
    if (!first || first.t !== 'str' || first.q === 'tpl') continue;
    else if (FILE_DELETE.has(name) && (recvName !== undefined || lang === 'perl' || lang === 'php'))
      out.push({ kind: 'delete', path: first.v, recursive: false, via: name });
    else if (FILE_WRITE.has(name)) out.push({ kind: 'write', path: first.v, via: name });
    else if (FILE_READ.has(name)) {
      // open(path, 'w') writes; open(path) and open(path, 'r') read.
      const mode = toks[k + 3]?.t === 'p' && toks[k + 3]!.v === ',' ? toks[k + 4] : undefined;
      const writes =
        mode?.t === 'str' && (mode.v.includes('w') || mode.v.includes('a') || mode.v.includes('+') || mode.v === '>' || mode.v === '>>');
      if (!first.v.includes('://')) out.push({ kind: writes ? 'write' : 'read', path: first.v, via: name });
    }
  }
  if (sawEval && sawFetch) out.push({ kind: 'fetch-exec', via: 'eval of fetched code' });
  // A fetcher and a literal address: `file_get_contents('.env')` alone reads, it sends nothing.
  if (sawFetch && url !== null) out.push({ kind: 'send', url, via: 'a request to a URL' });
  if (sawSocket) {
    // A socket plus a shell, or a socket wired onto the process's descriptors, is a reverse
    // shell; in awk any /inet/ socket is (gawk's only use for one in a one-liner is a shell).
    const shellRun = out.some(
      (a) =>
        (a.kind === 'shell' && SHELL_BASENAMES.has(firstWord(a.command))) ||
        (a.kind === 'argv' && SHELL_BASENAMES.has(basename(a.argv[0] ?? ''))),
    );
    if (shellRun || sawRedirect || lang === 'awk') out.push({ kind: 'reverse-shell', via: 'socket wired to a shell' });
  }
  return out;
}

/**
 * awk's own ways to run and read: `"cmd" | getline`, `print … | "cmd"` (and `|&`) run a shell
 * command; `getline < "file"` reads a file. A command held in a variable is not resolved here.
 */
function awkPipeOrRead(toks: Tok[], k: number): InlineAction | null {
  const tok = toks[k]!;
  const next = toks[k + 1];
  const pipe = (t: Tok | undefined): boolean => t?.t === 'p' && (t.v === '|' || t.v === '|&');
  if (tok.t === 'str' && pipe(next) && toks[k + 2]?.t === 'id' && toks[k + 2]!.v === 'getline')
    return { kind: 'shell', command: tok.v, via: 'awk pipe' };
  if (tok.t === 'str' && pipe(toks[k - 1]) && !(toks[k - 2]?.t === 'str')) return { kind: 'shell', command: tok.v, via: 'awk pipe' };
  if (tok.t === 'id' && tok.v === 'getline') {
    // `getline < "f"` and `getline var < "f"`.
    const at = next?.t === 'id' ? k + 2 : k + 1;
    const lt = toks[at];
    const file = toks[at + 1];
    if (lt?.t === 'p' && lt.v === '<' && file?.t === 'str') return { kind: 'read', path: file.v, via: 'getline' };
  }
  return null;
}

/**
 * The path a file call names: a literal, `os.path.expanduser('~/x')`, `Path.home()`,
 * `os.homedir()`, `process.env.HOME`, `os.environ['HOME']` (as `~`). Null when computed otherwise.
 */
function pathArgument(toks: Tok[], at: number): string | null {
  const first = toks[at];
  if (!first) return null;
  if (first.t === 'str' && first.q !== 'tpl') return first.v;
  // Look through the first argument (up to a comma or the closing parenthesis at depth 0).
  let depth = 0;
  const lits: string[] = [];
  let home = false;
  for (let k = at; k < toks.length && k < at + 48; k++) {
    const t = toks[k]!;
    if (t.t === 'p' && (t.v === '(' || t.v === '[')) depth++;
    else if (t.t === 'p' && (t.v === ')' || t.v === ']')) {
      if (depth === 0) break;
      depth--;
    } else if (t.t === 'p' && t.v === ',' && depth === 0) break;
    else if (t.t === 'id' && HOME_WORDS.has(t.v)) home = true;
    else if (t.t === 'str' && t.q !== 'tpl') {
      // `require('os')`, `import('path')` name modules, not path segments.
      const call = toks[k - 2];
      if (t.v === 'HOME') home = true;
      else if (!(call?.t === 'id' && (call.v === 'require' || call.v === 'import'))) lits.push(t.v);
    }
  }
  return joinedPath(lits, home);
}

const HOME_WORDS: ReadonlySet<string> = new Set(['homedir', 'home', 'HOME', 'expanduser', 'Dir', 'USERPROFILE']);

/** Literal segments of a built path, joined (`'.aws', 'credentials'` → `.aws/credentials`), under `~` when the home was asked for. */
function joinedPath(lits: readonly string[], home: boolean): string | null {
  if (lits.length === 0) return home ? '~' : null;
  let path = lits[0]!;
  for (const l of lits.slice(1, 8)) path = `${trimSlashes(path, false)}/${trimSlashes(l, true)}`;
  if (!home || path.startsWith('~')) return lits.length > 1 || home ? path : null;
  return `~/${trimSlashes(path, true)}`;
}

/** `s` without its leading (or trailing) slashes; a loop, so a long run of slashes costs linear time. */
function trimSlashes(s: string, leading: boolean): string {
  if (leading) {
    let i = 0;
    while (i < s.length && s[i] === '/') i++;
    return s.slice(i);
  }
  let j = s.length;
  while (j > 0 && s[j - 1] === '/') j--;
  return s.slice(0, j);
}

/**
 * The path a method is called on, `(…).read_text()` or `Path('…').read_text()`: the literal
 * segments inside the parenthesised receiver that ends at `dot`.
 */
function receiverPath(toks: Tok[], dot: number): string | null {
  const close = toks[dot - 1];
  if (!close || close.t !== 'p' || close.v !== ')') return null;
  let depth = 0;
  const lits: string[] = [];
  let home = false;
  for (let k = dot - 1; k >= 0 && k > dot - 48; k--) {
    const t = toks[k]!;
    if (t.t === 'p' && (t.v === ')' || t.v === ']')) depth++;
    else if (t.t === 'p' && (t.v === '(' || t.v === '[')) {
      depth--;
      if (depth === 0) {
        // `Path(…)`, `pathlib.Path.home()`: the word before the parenthesis may ask for the home too.
        const before = toks[k - 1];
        // `open('.env').read()`: the call inside already counted as the read.
        if (before?.t === 'id' && FILE_READ.has(before.v)) return null;
        if (before?.t === 'id' && HOME_WORDS.has(before.v)) home = true;
        // `Path('~/.ssh/id_rsa').expanduser().read_text()`: a method without arguments passes its receiver's path on.
        if (before?.t === 'id' && k === dot - 2 && toks[k - 2]?.t === 'p' && toks[k - 2]!.v === '.') {
          const inner = receiverPath(toks, k - 2);
          if (inner !== null) return inner;
        }
        break;
      }
    } else if (t.t === 'id' && HOME_WORDS.has(t.v)) home = true;
    else if (t.t === 'str' && t.q !== 'tpl') lits.unshift(t.v);
  }
  return lits.length === 0 && !home ? null : (joinedPath(lits, home) ?? (lits.length === 1 ? lits[0]! : null));
}

/** `'rm', ['-rf', '/']` or `"rm", "-rf", "/"` after a call's opening parenthesis. */
function collectArgv(toks: Tok[], at: number): string[] | null {
  const first = toks[at];
  if (!first || first.t !== 'str') return null;
  const argv = [first.v];
  let k = at + 1;
  while (toks[k]?.t === 'p' && toks[k]!.v === ',') {
    const next = toks[k + 1];
    if (next?.t === 'str') {
      argv.push(next.v);
      k += 2;
    } else if (next?.t === 'p' && next.v === '[') {
      const list = listLiteral(toks, k + 2);
      if (list) argv.push(...list);
      break;
    } else break;
  }
  return argv;
}

function listLiteral(toks: Tok[], at: number): string[] | null {
  const out: string[] = [];
  let k = at;
  while (k < toks.length) {
    const t = toks[k]!;
    if (t.t === 'str' && t.q !== 'tpl') out.push(t.v);
    else return null;
    const sep = toks[k + 1];
    if (sep?.t === 'p' && sep.v === ',') {
      k += 2;
      continue;
    }
    if (sep?.t === 'p' && sep.v === ']') return out;
    return null;
  }
  return null;
}

function basename(p: string): string {
  return p.slice(p.lastIndexOf('/') + 1);
}

function firstWord(command: string): string {
  const t = command.trim();
  const sp = t.search(/[ \t]/);
  return basename(sp < 0 ? t : t.slice(0, sp));
}

/** Quotes argv words so the shell reader reads them back as the same words. */
export function quoteArgv(argv: readonly string[]): string {
  return argv.map((a) => `'${a.split("'").join(`'\\''`)}'`).join(' ');
}
