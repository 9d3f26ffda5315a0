/**
 * credential_leak in what a script types at a password prompt: an expect script's (or pexpect's) `send` after it
 * waits for a prompt that names a password or a passphrase, and the lines fed to a tool that reads a password from its
 * input (passwd, chpasswd's `user:password`, smbpasswd, `sudo -S`) by `echo … |`, a here-document or a here-string.
 * Each is read only where the shared literal index puts its word (a search of `expect` in every text cost prose a
 * tenth more: its first letter is the commonest); only the typed secret is redacted.
 */
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';
import { readsAsSecret } from './placeholders.js';

/** The answer sent: `send "…\r"`, `send -- "…"`, `child.sendline('…')`; quotes may be escaped (a script inside JSON). */
const SEND = /send(?:line)?(?:[ \t]{1,4}--)?[ \t]{0,4}\(?[ \t]{0,4}(\\?["'])([^"'\n\\]{4,128})(?:\\{1,2}[rn])?\1/y;
/** How far after a prompt its answer is looked for (code units). */
const SEND_REACH = 240;
/** How far after an `expect` its prompt is read (code units, within its line). */
const EXPECT_REACH = 120;

/** Whether a typed value is a variable's or a command's result in Tcl or a shell (`$pw`, `$env(PW)`, `[exec …]`). */
const SUBSTITUTED = /\$[A-Za-z_{(]|^\[/;

/** A here-document's start (`<<EOF`, `<<-'EOF'`) or a here-string (`<<< "…"`), after the reading tool in its command. */
const HEREDOC = /[^\n\\|;&]{0,200}?<<(?:<[ \t]{0,4}(\\?["'])([^"'\n\\]{4,128})\1|-?[ \t]{0,4}(\\?["']?)([A-Za-z_][A-Za-z0-9_]{0,20})\3)/y;
/** Echoes and printfs of quoted arguments alone (JSON's escaped quotes and `\n` too), up to a pipe. */
const ECHOED = /^(?:\\n|[\s(;"])?(?:[\s();]|echo|printf|-[neE]{1,2}(?=[ \t])|\\?["'](?:[^"'\n\\]|\\{1,2}[nrt]){1,256}\\?["'])*$/;
/** A quoted argument of `echo` or `printf` before the pipe. */
const QUOTED = /(\\?["'])([^"'\n]{1,256}?)\1/g;
/** A here-document's lines read at most. */
const MAX_LINES = 6;

/** The secrets above in `t`, into `out`; `isPlaceholder`: credentials.ts's test (passed in: no cycle). */
export function detectPromptAnswers(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const seen = new Set<number>();
  const typed = (start: number, v: string): void => {
    if (v.length < 4 || SUBSTITUTED.test(v) || !readsAsSecret(v) || isPlaceholder(v)) return;
    // Once for each place (a here-string may be read for two tools on its line).
    if (seen.has(start)) return;
    seen.add(start);
    out.push({ code: 'credential_password', start, end: start + v.length, redact: 'password' });
  };
  // Each `expect` (a script's command, pexpect's method) whose prompt names a password: its line up to EXPECT_REACH on.
  for (const e of placesOf(t, 'expect')) {
    // A word of its own, in lower case (after a line break written out, `\n`, too).
    if (!text.startsWith('expect', e) || (/\w/.test(text[e - 1] ?? ' ') && !text.startsWith('\\n', e - 2)) || /\w/.test(text[e + 6] ?? ' '))
      continue;
    const prompt = text.slice(e + 6, e + 6 + EXPECT_REACH);
    const stop = prompt.search(/\n|\\n|;/);
    const asked = prompt.slice(0, stop < 0 ? prompt.length : stop).search(/assword|passphrase|passcode/i);
    if (asked < 0) continue;
    const at = e + 6 + asked;
    // The first send after the prompt, before the script waits for anything else.
    const window = text.slice(at, at + SEND_REACH);
    const send = window.indexOf('send');
    if (send < 0 || window.slice(0, send).includes('expect')) continue;
    SEND.lastIndex = at + send;
    const m = SEND.exec(text);
    if (m !== null) typed(m.index + m[0].indexOf(m[2]!, m[1]!.length), m[2]!);
  }
  let readTo = 0;
  for (const at of placesOf(t, 'pass')) {
    if (at < readTo) continue;
    // passwd, chpasswd, smbpasswd, vncpasswd as a command's word, not `/etc/passwd` or `passwd:` in a log.
    if (!text.startsWith('passwd', at) || /[\w./-]/.test(text[at + 6] ?? ' ')) continue;
    const lead = text.slice(Math.max(0, at - 4), at);
    const pairs = lead.endsWith('ch');
    if (!/(?:^|[\s|;&(]|smb|ch|vnc)$/.test(lead)) continue;
    // A here-document read for one tool is not read again for a tool named inside it.
    readTo = fed(text, at, pairs, typed, false);
  }
  for (const at of placesOf(t, 'sudo -s')) if (text.startsWith('sudo -S', at)) fed(text, at, false, typed, true);
}

/**
 * What is fed to the reading tool at `at`: the quoted arguments of an `echo` or `printf` piped into it on its line
 * (each line of them, `\n` written out), a here-string, or a here-document's lines (`first`: its first line alone,
 * as `sudo -S` reads one). `pairs`: chpasswd's `user:password` lines, the password after the colon. Returns where
 * its reading ended.
 */
function fed(text: string, at: number, pairs: boolean, typed: (start: number, v: string) => void, first: boolean): number {
  // The pipe on the tool's own line (a real line break: `\n` written out may be inside the echoed argument).
  const bar = text.slice(Math.max(0, at - 40), at).lastIndexOf('|');
  const pipe = bar < 0 ? -1 : Math.max(0, at - 40) + bar;
  const take = (start: number, v: string): void => {
    const colon = v.indexOf(':');
    if (pairs) {
      if (colon > 0) typed(start + colon + 1, v.slice(colon + 1).trim());
    } else typed(start + v.length - v.trimStart().length, v.trim());
  };
  if (pipe >= 0 && !text.slice(pipe, at).includes('\n')) {
    // `echo "…" |`, `(echo "…"; echo "…") |`, `printf '…' |`: from an echo or printf on, nothing but them to the pipe.
    const reach = Math.max(0, pipe - 300);
    const lo = reach + text.slice(reach, pipe).lastIndexOf('\n') + 1;
    const head = text.slice(lo, pipe);
    let args = '';
    let from = -1;
    for (const e of head.matchAll(/(?:^|[\s(;"]|\\n)(?:echo|printf)\b/g)) {
      from = lo + e.index!;
      args = text.slice(from, pipe);
      if (ECHOED.test(args)) break;
      from = -1;
    }
    if (from < 0) return at;
    for (const q of args.matchAll(QUOTED)) {
      // printf's format (`'%s\n'`) is no answer.
      if (/%[-0-9.]{0,4}[sbdq]/.test(q[2]!)) continue;
      let offset = from + q.index! + q[1]!.length;
      // Each line of the argument (`\n` written out, or escaped once more inside JSON) is one typed answer.
      q[2]!.split(/(\\{1,2}n)/).forEach((part, k) => {
        if (k % 2 === 0) take(offset, part);
        offset += part.length;
      });
    }
    return at;
  }
  HEREDOC.lastIndex = at;
  const m = HEREDOC.exec(text);
  if (m === null) return at;
  if (m[2] !== undefined) {
    take(m.index + m[0].length - m[2].length - m[1]!.length, m[2]);
    return m.index + m[0].length;
  }
  // The document's lines, up to its delimiter alone on a line (a line break, or `\n` written out inside JSON).
  const delimiter = m[4]!;
  let p = m.index + m[0].length;
  for (let n = 0; n <= MAX_LINES; n++) {
    const brk = nextBreak(text, p);
    if (brk < 0) return p;
    p = brk;
    const end = lineEnd(text, p);
    const body = text.slice(p, end);
    if (body.startsWith(delimiter) && !/\w/.test(body[delimiter.length] ?? '')) return p;
    if (body.length <= 128) take(p, body);
    if (first) return p;
    p = end;
  }
  return p;
}

/** Where the line after the break at or after `p` starts (a line break, or `\n` written out), within 300 code units. */
function nextBreak(text: string, p: number): number {
  for (let i = p; i < text.length && i - p < 300; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) return i + 1;
    if (c === 92 && text.charCodeAt(i + 1) === 110) return i + 2;
  }
  return -1;
}

/** Where the line starting at `p` ends: a line break, `\n` or `\r` written out, or the text's end (within 300). */
function lineEnd(text: string, p: number): number {
  let i = p;
  for (; i < text.length && i - p < 300; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || (c === 92 && (text.charCodeAt(i + 1) === 110 || text.charCodeAt(i + 1) === 114))) return i;
  }
  return i;
}
