/**
 * Windows shells read as the POSIX commands they amount to, so the same rules judge them: a
 * `cmd.exe /c` line and PowerShell `-Command` text (and `-EncodedCommand`, decoded) become a
 * shell line. `rd /s /q DIR` and `Remove-Item -Recurse -Force DIR` are `rm -rf DIR`, `del /s` is
 * a recursive delete, `Get-Content F` is `cat F`, `iwr URL | iex` is `curl URL | sh`, `format`
 * is `mkfs`. The home spellings (`%USERPROFILE%`, `$env:USERPROFILE`, `$HOME`) become `~`;
 * other environment variables become `$NAME`, so a secret-named one is still seen leaving.
 * A command not translated keeps its name and words and is judged as that program.
 *
 * Linear scans, no regular expressions over the text; bounded by `MAX_TEXT`.
 */

const MAX_TEXT = 16 * 1024;
const MAX_DEPTH = 3;

/** The shell line a `cmd.exe /c …` (or `/k`) command line amounts to. */
export function cmdExeScript(words: readonly string[]): string | null {
  const at = words.findIndex((w) => isSwitch(w, 'c') || isSwitch(w, 'k') || isSwitch(w, 'r'));
  if (at < 0 || at + 1 >= words.length) return null;
  const text = words.slice(at + 1).join(' ');
  return text.length > MAX_TEXT ? null : translate(splitLine(text, 'cmd'), 'cmd', 0);
}

/** The shell line PowerShell code amounts to. */
export function powershellScript(code: string, depth = 0): string | null {
  if (code.length > MAX_TEXT || depth > MAX_DEPTH) return null;
  return translate(splitLine(code, 'ps'), 'ps', depth);
}

/** `-EncodedCommand` text: base64 of UTF-16LE. Null when it is not that. */
export function decodePowershell(b64: string): string | null {
  let bin: string;
  try {
    bin = atob(b64.trim());
  } catch {
    return null;
  }
  if (bin.length % 2 !== 0 || bin.length > 2 * MAX_TEXT) return null;
  let out = '';
  for (let i = 0; i < bin.length; i += 2) out += String.fromCharCode(bin.charCodeAt(i) | (bin.charCodeAt(i + 1) << 8));
  return out;
}

function isSwitch(w: string, letter: string): boolean {
  return w.length === 2 && w[0] === '/' && w[1]!.toLowerCase() === letter;
}

type Dialect = 'cmd' | 'ps';
/** A word, or an operator joining commands (`|`, `&&`, `||`, `;`, cmd's `&`). */
type Tok = { op: string } | { word: string; quoted: boolean };

/** Words and operators, honouring quotes (and, in PowerShell, parentheses). */
function splitLine(text: string, dialect: Dialect): Tok[] {
  const out: Tok[] = [];
  let word = '';
  let quoted = false;
  let inWord = false;
  let depth = 0;
  const flush = (): void => {
    if (inWord) out.push({ word, quoted });
    word = '';
    quoted = false;
    inWord = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"' || (ch === "'" && dialect === 'ps')) {
      const close = text.indexOf(ch, i + 1);
      const end = close < 0 ? text.length : close;
      word += text.slice(i + 1, end);
      quoted = true;
      inWord = true;
      i = end;
      continue;
    }
    if (dialect === 'ps' && (ch === '(' || ch === '{')) depth++;
    if (dialect === 'ps' && (ch === ')' || ch === '}') && depth > 0) depth--;
    if (depth === 0 && (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r')) {
      flush();
      continue;
    }
    if (depth === 0 && (ch === '|' || ch === '&' || ch === ';')) {
      flush();
      const two = text[i + 1] === ch && ch !== ';';
      out.push({ op: two ? ch + ch : ch });
      if (two) i++;
      continue;
    }
    if (dialect === 'cmd' && ch === '^' && i + 1 < text.length) {
      word += text[++i];
      inWord = true;
      continue;
    }
    word += ch;
    inWord = true;
  }
  flush();
  return out;
}

function translate(toks: Tok[], dialect: Dialect, depth: number): string {
  const parts: string[] = [];
  let cur: Array<{ word: string; quoted: boolean }> = [];
  let piped = false;
  const end = (op: string): void => {
    if (cur.length > 0) parts.push(command(cur, dialect, piped, depth));
    piped = op === '|';
    if (op !== '') parts.push(op === '&' ? '&&' : op);
    cur = [];
  };
  for (const t of toks) {
    // PowerShell's `&` (outside `&&`) is the call operator: `& { … }`, `& 'prog' args` run what follows.
    if ('op' in t && dialect === 'ps' && t.op === '&') continue;
    if ('op' in t) {
      if (cur.length > 0) end(t.op);
    } else cur.push(t);
  }
  end('');
  return parts.join(' ');
}

/** One command, as a shell command line. */
function command(wordsIn: Array<{ word: string; quoted: boolean }>, dialect: Dialect, piped: boolean, depth: number): string {
  let words = wordsIn;
  const head = words[0]!.word;
  // A script block run in place: `{ Remove-Item … }`.
  if (dialect === 'ps' && head.startsWith('{') && head.endsWith('}') && words.length === 1)
    return `( ${powershellScript(head.slice(1, -1), depth + 1) ?? 'eval "$ps_code"'} )`;
  // `IEX(New-Object Net.WebClient).DownloadString(…)`: a name glued to its parenthesised argument.
  const paren = dialect === 'ps' ? head.indexOf('(') : -1;
  if (paren > 0) words = [{ word: head.slice(0, paren), quoted: false }, { word: head.slice(paren), quoted: false }, ...words.slice(1)];
  const name = words[0]!.word.toLowerCase().replace(/\.exe$/, '');
  const args = words.slice(1).map((w) => w.word);
  const sh = (argv: string[]): string => argv.map((a, k) => (k === 0 ? a : quote(a, dialect))).join(' ');
  if (dialect === 'cmd') {
    const sw = (l: string): boolean => args.some((a) => isSwitch(a, l));
    const paths = args.filter((a) => !(a.length >= 2 && a[0] === '/' && a.length <= 3));
    if (name === 'rd' || name === 'rmdir') return sh([sw('s') ? 'rm' : 'rmdir', ...(sw('s') ? ['-rf'] : []), ...paths]);
    if (name === 'del' || name === 'erase') return sh(['rm', sw('s') ? '-rf' : '-f', ...paths.map((p) => (sw('s') ? stripAllGlob(p) : p))]);
    if (name === 'format') return sh(['mkfs', ...paths]);
    if (name === 'type') return sh(['cat', ...paths]);
    if (name === 'copy' || name === 'xcopy' || name === 'robocopy') return sh(['cp', ...paths]);
    if (name === 'move') return sh(['mv', ...paths]);
    return sh([name, ...args]);
  }
  const p = psParams(args);
  switch (PS_ALIASES[name] ?? name) {
    case 'remove-item':
      if (p.has('whatif')) return 'true';
      return sh(['rm', ...(p.has('recurse') ? ['-r'] : []), ...(p.has('force') ? ['-f'] : []), ...p.paths]);
    case 'get-content':
      return sh(['cat', ...p.paths]);
    case 'set-content':
    case 'out-file':
      return sh(['tee', ...p.paths]);
    case 'add-content':
      return sh(['tee', '-a', ...p.paths]);
    case 'copy-item':
      return sh(['cp', ...(p.has('recurse') ? ['-r'] : []), ...p.paths]);
    case 'move-item':
      return sh(['mv', ...p.paths]);
    case 'set-location':
      return sh(['cd', ...p.paths]);
    case 'invoke-webrequest':
    case 'invoke-restmethod': {
      const argv = ['curl', '-s'];
      const method = p.value('method');
      if (method) argv.push('-X', method.toUpperCase());
      const out = p.value('outfile');
      if (out) argv.push('-o', out);
      const inFile = p.value('infile');
      if (inFile) argv.push('--data-binary', `@${inFile}`);
      const body = p.value('body');
      if (body) argv.push('-d', body);
      if (piped && !inFile && !body) argv.push('--data-binary', '@-');
      argv.push(...p.paths.slice(0, 1));
      return sh(argv);
    }
    case 'invoke-expression': {
      const text = args.join(' ');
      const url = firstUrl(text);
      if (url && FETCH_WORDS.some((w) => text.toLowerCase().includes(w))) return sh(['curl', '-s', url]) + ' | sh';
      if (args.length === 0) return piped ? 'sh' : 'true';
      const lit = words[1]!;
      if (lit.quoted && args.length === 1) return `( ${powershellScript(lit.word, depth + 1) ?? 'eval "$ps_code"'} )`;
      return 'eval "$ps_code"';
    }
    default:
      return sh([name, ...args]);
  }
}

/** PowerShell's common aliases for the cmdlets translated above (lower case). */
const PS_ALIASES: Record<string, string> = {
  rm: 'remove-item',
  ri: 'remove-item',
  del: 'remove-item',
  erase: 'remove-item',
  rd: 'remove-item',
  rmdir: 'remove-item',
  gc: 'get-content',
  cat: 'get-content',
  type: 'get-content',
  sc: 'set-content',
  ac: 'add-content',
  cp: 'copy-item',
  copy: 'copy-item',
  cpi: 'copy-item',
  mv: 'move-item',
  move: 'move-item',
  mi: 'move-item',
  cd: 'set-location',
  sl: 'set-location',
  iwr: 'invoke-webrequest',
  curl: 'invoke-webrequest',
  wget: 'invoke-webrequest',
  irm: 'invoke-restmethod',
  iex: 'invoke-expression',
};

const FETCH_WORDS = [
  'iwr',
  'irm',
  'invoke-webrequest',
  'invoke-restmethod',
  'downloadstring',
  'webclient',
  'curl',
  'wget',
  'start-bitstransfer',
];

/** Parameters PowerShell's cmdlets above take a value for; the rest are switches. Names may be abbreviated. */
const VALUED = [
  'path',
  'literalpath',
  'filter',
  'include',
  'exclude',
  'uri',
  'outfile',
  'infile',
  'method',
  'body',
  'headers',
  'destination',
  'encoding',
  'value',
  'credential',
  'totalcount',
  'tail',
  'contenttype',
  'useragent',
];
const SWITCHES = ['recurse', 'force', 'whatif', 'confirm', 'usebasicparsing', 'append', 'raw'];

interface PsParams {
  paths: string[];
  has(name: string): boolean;
  value(name: string): string | undefined;
}

/** Reads `-Name value`, `-Name:value` and abbreviations (`-rec`, `-fo`); the rest are positional. */
function psParams(args: readonly string[]): PsParams {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  const paths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.length < 2 || a[0] !== '-' || !/^[A-Za-z]/.test(a.slice(1))) {
      paths.push(a);
      continue;
    }
    const colon = a.indexOf(':');
    const given = (colon < 0 ? a.slice(1) : a.slice(1, colon)).toLowerCase();
    const valued = VALUED.find((n) => n.startsWith(given));
    const sw = SWITCHES.find((n) => n.startsWith(given)) ?? (given === 'r' ? 'recurse' : given === 'f' ? 'force' : undefined);
    if (sw !== undefined && (valued === undefined || given.length < 2)) {
      if (colon < 0 || a.slice(colon + 1).toLowerCase() !== '$false') flags.add(sw);
    } else if (valued !== undefined) {
      const v = colon >= 0 ? a.slice(colon + 1) : args[++i];
      if (v === undefined) continue;
      values.set(valued, v);
      if (valued === 'path' || valued === 'literalpath' || valued === 'uri' || valued === 'destination') paths.push(v);
    }
  }
  return { paths, has: (n) => flags.has(n), value: (n) => values.get(n) };
}

function firstUrl(text: string): string | null {
  const at = text.search(/https?:\/\//);
  if (at < 0) return null;
  let end = at;
  while (end < text.length && !` '")\`;|`.includes(text[end]!)) end++;
  return text.slice(at, end);
}

/** `DIR\*` and `DIR\*.*` delete what is in DIR: judged as DIR. */
function stripAllGlob(p: string): string {
  for (const tail of ['\\*.*', '\\*', '/*.*', '/*']) if (p.endsWith(tail) && p.length > tail.length) return p.slice(0, -tail.length);
  return p;
}

/** Home spellings become `~`, other variables `$NAME`; then the word is quoted for the shell. */
function quote(word: string, dialect: Dialect): string {
  let w = word;
  const lower = w.toLowerCase();
  for (const home of dialect === 'cmd'
    ? ['%userprofile%', '%homedrive%%homepath%', '%home%']
    : ['$env:userprofile', '$home', '$env:home', '~']) {
    if (lower === home || lower.startsWith(`${home}\\`) || lower.startsWith(`${home}/`)) {
      w = `~/${w.slice(home.length + 1)}`;
      break;
    }
  }
  w = w.replaceAll('\\', '/');
  // A bare drive (`format C:`) is the whole volume, its root.
  if (w.length === 2 && w[1] === ':' && /^[A-Za-z]$/.test(w[0]!)) w += '/';
  if (w.startsWith('~/')) return w === '~/' ? '~' : `~/${quote(w.slice(2), dialect)}`;
  // Variables: `%NAME%` and `$env:NAME` as `$NAME`, inside double quotes.
  const vars = dialect === 'cmd' ? cmdVars(w) : w.replace(/\$env:([A-Za-z_][A-Za-z0-9_]*)/gi, '$$$1');
  if (vars.includes('$')) return `"${vars.replace(/["\\`]/g, '\\$&')}"`;
  if (/^[A-Za-z0-9_@%+=:,./*?-]+$/.test(w)) return w;
  return `'${w.replaceAll("'", `'\\''`)}'`;
}

function cmdVars(w: string): string {
  let out = '';
  let i = 0;
  while (i < w.length) {
    const close = w[i] === '%' ? w.indexOf('%', i + 1) : -1;
    if (close > i + 1 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(w.slice(i + 1, close))) {
      out += `$${w.slice(i + 1, close)}`;
      i = close + 1;
    } else out += w[i++];
  }
  return out;
}
