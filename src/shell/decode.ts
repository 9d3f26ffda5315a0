/**
 * Static evaluation of the few commands whose output a payload can be built from: `echo`,
 * `printf`, `cat` of a heredoc, and the decoders attackers chain in front of a shell
 * (`base64 -d`, `xxd -r -p`, `rev`, `tr`, `openssl base64 -d`). When a payload can be
 * computed from the literal text, the shell receiving it is analysed as a script; when it
 * cannot, the caller marks the shell's input unresolved, so a payload hidden behind an
 * encoding is never taken for harmless text. Pure functions.
 */
import { base32Bytes } from '../text/base32.js';
import { decodeEscapes, readEscape } from './escapes.js';
import { MAX_PRINTF_ROUNDS, MAX_PRINTF_WIDTH, MAX_TR_RANGE, MAX_TR_SET } from './limits.js';

export interface StaticResult {
  /** The command's stdout, when it is determined by its arguments and input; else null. */
  out: string | null;
  /** True for commands that transform an encoded payload (so an unknown result is a decoded payload). */
  decoder: boolean;
}

const DECODER_NAMES: ReadonlySet<string> = new Set([
  'base64',
  'base32',
  'basenc',
  'xxd',
  'rev',
  'tr',
  'openssl',
  'uudecode',
  'gunzip',
  'gzip',
  'zcat',
  'bunzip2',
  'bzip2',
  'bzcat',
  'xz',
  'unxz',
  'xzcat',
  'zstd',
  'unzstd',
  'zstdcat',
  'lz4',
  'brotli',
  'od',
]);

/** Builtins that print nothing (their effect on the shell state is modelled elsewhere). */
const SILENT: ReadonlySet<string> = new Set([
  ':',
  'true',
  'false',
  'cd',
  'pushd',
  'popd',
  'export',
  'declare',
  'typeset',
  'local',
  'readonly',
  'unset',
  'set',
  'shift',
  'alias',
  'unalias',
  'shopt',
  'umask',
  'trap',
  'wait',
  'sleep',
]);

const utf8 = new TextDecoder('utf-8');

/**
 * bash's builtin echo. Without -e, text holding a backslash is left unknown: other shells
 * (zsh, dash) decode escapes by default, and an attacker may count on that.
 */
export function echoOutput(args: readonly string[]): string | null {
  let newline = true;
  let escapes: boolean | null = null;
  let i = 0;
  for (; i < args.length; i++) {
    const a = args[i]!;
    if (a.length < 2 || a[0] !== '-' || ![...a.slice(1)].every((ch) => ch === 'n' || ch === 'e' || ch === 'E')) break;
    for (const ch of a.slice(1)) {
      if (ch === 'n') newline = false;
      else escapes = ch === 'e';
    }
  }
  const text = args.slice(i).join(' ');
  if (escapes === true) {
    const r = decodeEscapes(text, 'echo');
    return r.stop ? r.text : r.text + (newline ? '\n' : '');
  }
  if (escapes === null && text.includes('\\')) return null;
  return text + (newline ? '\n' : '');
}

/** bash's builtin printf for the common conversions; null for anything not modelled. */
export function printfOutput(fmt: string, args: readonly string[]): string | null {
  let out = '';
  let ai = 0;
  for (let round = 0; round < MAX_PRINTF_ROUNDS; round++) {
    let consumed = false;
    let i = 0;
    while (i < fmt.length) {
      const c = fmt[i]!;
      if (c === '\\') {
        const e = readEscape(fmt, i, 'printf');
        out += e.text;
        i = e.end;
        continue;
      }
      if (c !== '%') {
        out += c;
        i++;
        continue;
      }
      if (fmt[i + 1] === '%') {
        out += '%';
        i += 2;
        continue;
      }
      let j = i + 1;
      let left = false;
      let zero = false;
      while (j < fmt.length && '-+ #0'.includes(fmt[j]!)) {
        if (fmt[j] === '-') left = true;
        if (fmt[j] === '0') zero = true;
        j++;
      }
      let width = 0;
      while (j < fmt.length && fmt[j]! >= '0' && fmt[j]! <= '9') width = width * 10 + Number(fmt[j++]);
      let prec = -1;
      if (fmt[j] === '.') {
        j++;
        prec = 0;
        while (j < fmt.length && fmt[j]! >= '0' && fmt[j]! <= '9') prec = prec * 10 + Number(fmt[j++]);
      }
      if (width > MAX_PRINTF_WIDTH || prec > MAX_PRINTF_WIDTH) return null;
      const conv = fmt[j];
      i = j + 1;
      if (conv === undefined) return null;
      const arg = args[ai] ?? '';
      if (ai < args.length) {
        ai++;
        consumed = true;
      }
      let s: string;
      switch (conv) {
        case 's':
          s = prec >= 0 ? arg.slice(0, prec) : arg;
          break;
        case 'b': {
          const r = decodeEscapes(arg, 'echo');
          s = prec >= 0 ? r.text.slice(0, prec) : r.text;
          if (r.stop) return out + s;
          break;
        }
        case 'c':
          s = arg.slice(0, 1);
          break;
        case 'd':
        case 'i':
        case 'u':
        case 'o':
        case 'x':
        case 'X': {
          const t = arg.trim();
          if (t !== '' && !/^[+-]?\d{1,15}$/.test(t)) return null;
          const v = t === '' ? 0 : Number(t);
          s = conv === 'o' ? v.toString(8) : conv === 'x' ? v.toString(16) : conv === 'X' ? v.toString(16).toUpperCase() : String(v);
          break;
        }
        default:
          return null;
      }
      if (s.length < width) {
        const pad = (zero && !left && conv !== 's' ? '0' : ' ').repeat(width - s.length);
        s = left ? s + pad : pad + s;
      }
      out += s;
    }
    if (!consumed || ai >= args.length) break;
  }
  return out;
}

function bytesToText(b: Uint8Array): string {
  return utf8.decode(b);
}

export function base64Decode(text: string, ignoreGarbage: boolean): string | null {
  let s = '';
  for (const ch of text) {
    if (ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t') continue;
    const ok = (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch === '+' || ch === '/' || ch === '=';
    if (!ok) {
      if (ignoreGarbage) continue;
      return null;
    }
    s += ch;
  }
  const eq = s.indexOf('=');
  if (eq >= 0 && s.slice(eq).replace(/=/g, '') !== '') return null;
  return bytesToText(Buffer.from(s, 'base64'));
}

export function base32Decode(text: string): string | null {
  const bytes = base32Bytes(text);
  return bytes === null ? null : bytesToText(bytes);
}

/** `xxd -r -p`: plain hex digits, whitespace ignored. */
export function hexDecode(text: string): string | null {
  let s = '';
  for (const ch of text) {
    if (ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t') continue;
    if (!/[0-9a-fA-F]/.test(ch)) return null;
    s += ch;
  }
  if (s.length % 2) s = s.slice(0, -1);
  return bytesToText(Buffer.from(s, 'hex'));
}

export function reverseLines(text: string): string {
  const trailing = text.endsWith('\n');
  const lines = (trailing ? text.slice(0, -1) : text).split('\n');
  return lines.map((l) => [...l].reverse().join('')).join('\n') + (trailing ? '\n' : '');
}

const CLASSES: Record<string, string> = {
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digit: '0123456789',
  alpha: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  alnum: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  space: ' \t\n\r\v\f',
  blank: ' \t',
};

/** A `tr` set as a list of characters; null for forms not modelled (`[c*n]`, `[=c=]`). */
export function trSet(spec: string): string[] | null {
  const chars: string[] = [];
  let i = 0;
  /** One character of the set, read through its escape. */
  const one = (): string => {
    if (spec[i] !== '\\') return spec[i++]!;
    const e = readEscape(spec, i, 'tr');
    i = e.end;
    return e.text;
  };
  while (i < spec.length) {
    if (spec[i] === '[' && spec[i + 1] === ':') {
      const end = spec.indexOf(':]', i + 2);
      const key = end < 0 ? '' : spec.slice(i + 2, end);
      const cls = Object.hasOwn(CLASSES, key) ? CLASSES[key] : undefined;
      if (cls === undefined) return null;
      chars.push(...cls);
      i = end + 2;
      continue;
    }
    if (spec[i] === '[' && (spec[i + 1] === '=' || spec.indexOf('*', i) > i)) {
      const close = spec.indexOf(']', i);
      if (close > i && (spec[i + 1] === '=' || spec.slice(i, close).includes('*'))) return null;
    }
    const a = one();
    if (spec[i] === '-' && i + 1 < spec.length) {
      i++;
      const b = one();
      const from = a.codePointAt(0)!;
      const to = b.codePointAt(0)!;
      if (to < from || to - from > MAX_TR_RANGE) return null;
      for (let c = from; c <= to; c++) chars.push(String.fromCodePoint(c));
    } else chars.push(a);
    if (chars.length > MAX_TR_SET) return null;
  }
  return chars;
}

export function trOutput(args: readonly string[], input: string): string | null {
  let del = false;
  const sets: string[] = [];
  for (const a of args) {
    if (sets.length === 0 && a.startsWith('-') && a.length > 1) {
      if (a === '-d' || a === '--delete') del = true;
      else return null; // -c, -s, -t: not modelled
      continue;
    }
    sets.push(a);
  }
  const s1 = sets[0] === undefined ? null : trSet(sets[0]);
  if (!s1) return null;
  if (del) {
    if (sets.length !== 1) return null;
    const drop = new Set(s1);
    return [...input].filter((c) => !drop.has(c)).join('');
  }
  const s2 = sets[1] === undefined ? null : trSet(sets[1]);
  if (!s2 || s2.length === 0 || sets.length !== 2) return null;
  const map = new Map<string, string>();
  s1.forEach((c, k) => map.set(c, s2[Math.min(k, s2.length - 1)]!));
  return [...input].map((c) => map.get(c) ?? c).join('');
}

function hasFlag(args: readonly string[], long: string[], letters: string): boolean {
  for (const a of args) {
    if (long.includes(a)) return true;
    if (a.length > 1 && a[0] === '-' && a[1] !== '-' && [...a.slice(1)].some((c) => letters.includes(c))) return true;
  }
  return false;
}

/** Operands that name files (anything but options and `-`). */
function fileOperands(args: readonly string[]): string[] {
  return args.filter((a) => a !== '-' && !a.startsWith('-'));
}

/**
 * The output of `name args` given its stdin (undefined when it reads no pipe or heredoc), or
 * null when it depends on anything outside the command line. `args` are fully resolved.
 */
export function evalStatic(name: string, args: readonly string[], stdin: string | null | undefined, cwd: string | null): StaticResult {
  const decoder = DECODER_NAMES.has(name);
  const input = stdin ?? null;
  let out: string | null = null;
  switch (name) {
    case 'echo':
      out = echoOutput(args);
      break;
    case 'printf': {
      const a = args[0] === '--' ? args.slice(1) : args;
      if (a[0] === '-v') out = '';
      else if (a.length > 0) out = printfOutput(a[0]!, a.slice(1));
      break;
    }
    case 'cat':
      if (args.every((a) => a === '-')) out = input;
      break;
    case 'pwd':
      out = cwd === null ? null : cwd + '\n';
      break;
    case 'mktemp':
      out = mktempOutput(args);
      break;
    case 'base64':
      if (input !== null && hasFlag(args, ['--decode'], 'dD') && fileOperands(args).length === 0) {
        out = base64Decode(input, hasFlag(args, ['--ignore-garbage'], 'i'));
      }
      break;
    case 'base32':
      if (input !== null && hasFlag(args, ['--decode'], 'd') && fileOperands(args).length === 0) out = base32Decode(input);
      break;
    case 'xxd':
      if (input !== null && hasFlag(args, ['-revert'], 'r') && hasFlag(args, ['-plain', '-ps', '-postscript'], 'p')) {
        if (args.every((a) => a.startsWith('-'))) out = hexDecode(input);
      }
      break;
    case 'rev':
      if (input !== null && args.length === 0) out = reverseLines(input);
      break;
    case 'tr':
      if (input !== null) out = trOutput(args, input);
      break;
    case 'openssl':
      if (
        input !== null &&
        (args[0] === 'base64' || (args[0] === 'enc' && (args.includes('-base64') || args.includes('-a')))) &&
        args.includes('-d') &&
        !args.includes('-in')
      ) {
        out = base64Decode(input, false);
      }
      break;
    default:
      if (SILENT.has(name)) out = '';
  }
  return { out, decoder };
}

/**
 * Where `mktemp` creates its file or directory, its X's left in: the name is random, the place is
 * not, so `d=$(mktemp -d); …; rm -rf "$d"` deletes under the temporary directory. Without a
 * template, with `-t`, `-p DIR` or `--tmpdir[=DIR]` the template is placed under DIR, else under
 * /tmp ($TMPDIR is not read: answers depend on the command line alone); a bare template is
 * relative to the working directory, as GNU mktemp does.
 */
function mktempOutput(args: readonly string[]): string | null {
  let dir: string | null = null;
  let inTmp = false;
  let template: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      template = args[i + 1] ?? null;
      break;
    }
    if (a.startsWith('--tmpdir=')) {
      dir = a.slice('--tmpdir='.length);
      inTmp = true;
    } else if (a === '--tmpdir') inTmp = true;
    else if (a === '--suffix') i++;
    else if (a.startsWith('--')) continue;
    else if (a.length > 1 && a[0] === '-') {
      if (a.includes('t')) inTmp = true;
      const p = a.indexOf('p');
      if (p > 0) {
        inTmp = true;
        dir = p < a.length - 1 ? a.slice(p + 1) : (args[++i] ?? null);
        if (dir === null) return null;
      }
    } else template = a;
  }
  if (template === null || inTmp) return `${dir ?? '/tmp'}/${template ?? 'tmp.XXXXXXXXXX'}\n`;
  return `${template}\n`;
}
