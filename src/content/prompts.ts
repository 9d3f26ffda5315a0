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
const SEND =
  /send(?:line)?(?:[ \t]{1,4}--)?[ \t]{0,4}\(?[ \t]{0,4}(?:(\\?")((?:[^"\n\\]|\\[$[\]])+?)(?:\\{1,2}[rn])?\1|(\\?')([^'\n\\]{4,128})(?:\\{1,2}[rn])?\3|([^\s"'{}[\]$\\;]{4,128})\\r)/y;
/** A prompt and its answer inside an `expect { … }` block: `"password:" { send "…\r" }`. */
const IN_BLOCK =
  /"[^"\n]{0,60}?(?:assword|pass[ \t]?phrase|passcode)[^"\n]{0,30}"[ \t]{0,4}\{[ \t]{0,4}send(?:[ \t]{1,4}--)?[ \t]{1,4}"((?:[^"\n\\]|\\[$[\]]){4,128}?)(?:\\r)?"/g;
/** How far after a prompt its answer is looked for (code units). */
const SEND_REACH = 240;
/** How far after an `expect` its prompt is read (code units, within its line). */
const EXPECT_REACH = 120;

/** Whether a typed value is a variable's or a command's result in Tcl or a shell (`$pw`, `$env(PW)`, `$::env(PW)`, `[exec …]`). */
const SUBSTITUTED = /(?<!\\)\$[A-Za-z_{(:]|^\[/;

/** A prompt that reports rather than asks. */
const TOLD = /\b(?:changed|updated|expired|incorrect|invalid|wrong|accepted|ok|successfully|failed|denied)\b/i;
/** An e-mail address (or `guest@`) typed at an anonymous FTP server's password prompt, as its protocol asks. */
const ANONYMOUS = /^[\w.+-]{1,64}@(?:[\w-]{1,63}\.[\w.-]{2,})?$/;

/** A here-document's start (`<<EOF`, `<<-'EOF'`) or a here-string (`<<< "…"`), after the reading tool in its command. */
const HEREDOC = /[^\n\\|;&]{0,200}?<<(?:<[ \t]{0,4}(\\?["'])([^"'\n\\]{4,128})\1|-?[ \t]{0,4}(\\?["']?)([A-Za-z_][A-Za-z0-9_]{0,20})\3)/y;
/** Echoes and printfs of quoted arguments alone (JSON's escaped quotes and `\n` too), up to a pipe. */
const ECHOED = /^(?:\\n|[\s(;"])?(?:[\s();]|echo|printf|-[neE]{1,2}(?=[ \t])|\\?["'](?:[^"'\n\\]|\\{1,2}[nrt]){1,256}\\?["'])*$/;
/** sudo reading its password from its input: `-S`, `--stdin`, `-S` in a group of short options, after other options. */
const SUDO_STDIN =
  /^sudo(?:[ \t]{1,4}(?:-[A-RT-Za-z]{1,6}|--(?!stdin)[\w-]{1,20})(?:[ \t]{1,4}[\w.@-]{1,32})?)*[ \t]{1,4}(?:-[A-Za-z]{0,5}S[A-Za-z]{0,5}|--stdin)(?=[ \t]|$)/;
/** What stands between the pipe and the reading tool: blanks, `sudo` and its options. */
const FEEDS = /^\|[ \t]{0,4}(?:sudo(?:[ \t]{1,4}-[\w-]{1,12})*[ \t]{1,4})?(?:ch|smb|vnc)?$/;
/** An `echo` of one unquoted word, or `yes` with a quoted or bare argument, right before the pipe. */
const BARE_ECHO = /^(?:echo|yes)[ \t]{1,4}(?:(['"])|)([^\s"'|;&<>()$`]{4,128})\1[ \t]*$/;

/** Where `word` last starts in `s` before `before` as a command's word (after a line's start, a blank, `(`, `;`, a quote or `\n`). */
function lastWord(s: string, word: string, before: number): number {
  // lastIndexOf reads a negative start as 0: nothing stands before 0.
  if (before <= 0) return -1;
  for (let i = s.lastIndexOf(word, before - 1); i >= 0; i = i > 0 ? s.lastIndexOf(word, i - 1) : -1) {
    const c = s.charCodeAt(i - 1);
    if (i === 0 || c === 32 || c === 9 || c === 40 || c === 59 || c === 34 || (c === 110 && s.charCodeAt(i - 2) === 92)) return i;
  }
  return -1;
}
/** A quoted argument of `echo` or `printf` before the pipe. */
const QUOTED = /(\\?["'])([^"'\n]{1,256}?)\1/g;
/** A here-document's lines read at most. */
const MAX_LINES = 24;

/** The secrets above in `t`, into `out`; `isPlaceholder`: credentials.ts's test (passed in: no cycle). */
export function detectPromptAnswers(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const seen = new Set<number>();
  const typed = (start: number, v: string): void => {
    if (v.length < 4 || SUBSTITUTED.test(v) || ANONYMOUS.test(v) || !readsAsSecret(v) || isPlaceholder(v)) return;
    // Once for each place (a here-string may be read for two tools on its line).
    if (seen.has(start)) return;
    seen.add(start);
    out.push({ code: 'credential_password', start, end: start + v.length, redact: 'password' });
  };
  // Each `expect` (a script's command, pexpect's method) whose prompt names a password: its line up to EXPECT_REACH on.
  for (const e of placesOf(t, 'expect')) {
    // A word of its own, in lower case (after a line break written out, `\n`, too).
    // pexpect's expect_exact too.
    const word = text.startsWith('expect_exact', e) ? 12 : 6;
    if (
      !text.startsWith('expect', e) ||
      (/\w/.test(text[e - 1] ?? ' ') && !text.startsWith('\\n', e - 2)) ||
      /\w/.test(text[e + word] ?? ' ')
    )
      continue;
    // An `expect {` block: its prompts and their answers, each on its own line.
    if (/^[ \t]{0,4}\{/.test(text.slice(e + word, e + word + 6))) {
      const block = text.slice(e + word, e + word + SEND_REACH * 2);
      for (const m of block.matchAll(IN_BLOCK)) typed(e + word + m.index! + m[0].indexOf(m[1]!, m[0].indexOf('send')), m[1]!);
      continue;
    }
    const prompt = text.slice(e + word, e + word + EXPECT_REACH);
    const stop = prompt.search(/\n|\\n|;/);
    const line = prompt.slice(0, stop < 0 ? prompt.length : stop);
    const asked = line.search(/assword|pass[ \t]?phrase|passcode/i);
    // A prompt that reports ("password changed", "incorrect password") asks for nothing.
    if (asked < 0 || TOLD.test(line)) continue;
    const at = e + word + asked;
    // The first send after the prompt, before the script waits for anything else.
    const window = text.slice(at, at + SEND_REACH);
    const send = window.indexOf('send');
    if (send < 0 || window.slice(0, send).includes('expect')) continue;
    SEND.lastIndex = at + send;
    const m = SEND.exec(text);
    if (m === null) continue;
    const v = m[2] ?? m[4] ?? m[5]!;
    const quote = m[1] ?? m[3] ?? '';
    typed(m.index + m[0].indexOf(v, m[0].indexOf(quote) + quote.length), v);
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
  // `sudo -S`, `sudo --stdin`, `sudo -kS`, `sudo -u postgres -S`: the option among sudo's own, before its command.
  for (const at of placesOf(t, 'sudo')) if (SUDO_STDIN.test(text.slice(at, at + 60))) fed(text, at, false, typed, true);
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
  // The pipe feeds the tool itself (`| passwd`, `| sudo chpasswd`), not a command before it on the line.
  if (pipe >= 0 && FEEDS.test(text.slice(pipe, at))) {
    // `echo "…" |`, `(echo "…"; echo "…") |`, `printf '…' |`: from an echo or printf on, nothing but them to the pipe.
    const reach = Math.max(0, pipe - 300);
    const lo = reach + text.slice(reach, pipe).lastIndexOf('\n') + 1;
    const head = text.slice(lo, pipe);
    // The earliest echo from which nothing but echoes stands to the pipe: tried from the nearest back, stopping at the
    // first that fails (each test reads to the pipe, so a line of many echoes costs no more than their number each).
    // `echo user:pass |`, `yes 'pass' |`: one unquoted word, or `yes` repeating its argument, from the nearest of them.
    const near = Math.max(lastWord(head, 'echo', head.length), lastWord(head, 'yes', head.length));
    const bare = near < 0 ? null : BARE_ECHO.exec(head.slice(near));
    if (bare !== null) {
      take(lo + near + bare[0].lastIndexOf(bare[2]!), bare[2]!);
      return at;
    }
    // The earliest echo from which nothing but echoes stands to the pipe: tried from the nearest back, stopping at the
    // first that fails (each test reads to the pipe; most fail at once).
    let from = -1;
    for (let k = head.length; ; ) {
      const e = Math.max(lastWord(head, 'echo', k), lastWord(head, 'printf', k));
      if (e < 0 || !ECHOED.test(text.slice(lo + e, pipe))) break;
      from = lo + e;
      k = e;
    }
    if (from < 0) return at;
    const args = text.slice(from, pipe);
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
