/**
 * credential_leak on a command line and in a key file's own format: a long option named for a
 * secret with its value after a blank (`--access-key-secret V`, `--client-secret V`, `--password V`;
 * `--password=V` is an assignment, read in credentials.ts), `sshpass -p V`, a registry login's
 * `-p V`, curl's `-u user:password`, and the private lines of a PuTTY key file. Each pattern is
 * tried only where the shared literal index puts its word, with bounded repeats.
 */
import type { Hit } from './codes.js';
import { literalId, type Text } from './find.js';

/**
 * A long option whose name ends in a secret's word, then its value after a blank (not another option, not a
 * reference: `$VAR`, `<token>`, `{{ … }}`, `%VAR%`). `--password-stdin` and `--token-file` end in other words.
 */
const SECRET_FLAG =
  /--(?:[a-z0-9]{1,20}-){0,3}(?:password|passwd|secret|token|api-?key)[ \t]{1,4}(["']?)(?![-$<{%])([^\s"'`\\]{4,256})\1(?![^\s"'`\\])/;
/** sshpass's password on its command line (`-p`; `-f`, `-e` name a file or the environment). */
const SSHPASS = /sshpass[ \t]{1,4}-p[ \t]{0,4}(["']?)([^\s"'`\\]{3,128})\1(?![^\s"'`\\])/;
/** A container registry login's `-p` (its `--password V` is SECRET_FLAG's). */
const REGISTRY_LOGIN = /(?:docker|podman)[ \t]{1,4}login\b[^\n|;&]{0,120}?[ \t]-p[ \t]{1,4}(["']?)([^\s"'`\\]{4,256})\1(?![^\s"'`\\])/;
/** curl's `-u user:password` (`--user`, `-u` then a blank or not); a user alone prompts for the password. */
const CURL_USER = /curl\b[^\n|;&]{0,200}?[ \t](?:-u|--user)[ \t]{0,4}(["']?)[^\s:"'`\\]{1,64}:([^\s"'`\\@]{4,128})\1(?![^\s"'`\\])/;
/** A PuTTY key file's count of private lines, which follow it. */
const PUTTY_PRIVATE = /Private-Lines:[ \t]{0,4}(\d{1,2})\r?\n/y;
const BASE64_LINE = /[A-Za-z0-9+/=]{4,128}(?=\r?\n|$)/y;

/** A value that names where a secret is kept, or another setting, rather than being one: a path, `k=v`, a file. */
const NAMES_A_PLACE = /^[./~]|=.|\.(?:json|ya?ml|txt|pem|key|env)$/i;

/**
 * The secrets above in `t`, into `out`; `isPlaceholder`: credentials.ts's test for a value that stands for a secret
 * (passed in: no cycle).
 */
export function detectCommandLineCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const push = (m: RegExpExecArray, g: number, redact: 'password' | 'secret'): void => {
    const v = m[g]!;
    if (isPlaceholder(v.length >= 6 ? v : `${v}______`) || NAMES_A_PLACE.test(v)) return;
    const start = m.index + m[0].lastIndexOf(v);
    out.push({ code: 'credential_password', start, end: start + v.length, redact });
  };
  for (const m of t.findAt(SECRET_FLAG, optionStarts(t))) push(m, 2, /pass/i.test(m[0]) ? 'password' : 'secret');
  const pass = t.at('pass');
  const sshpass = pass === null ? null : pass.filter((p) => p >= 3 && text.startsWith('sshpass', p - 3)).map((p) => p - 3);
  if (sshpass === null || sshpass.length > 0)
    for (const m of sshpass === null ? t.find(SSHPASS) : t.findAt(SSHPASS, sshpass)) push(m, 2, 'password');
  if (t.has('docker login', 'podman login'))
    for (const m of t.findNear(REGISTRY_LOGIN, ['docker login', 'podman login'], 0, 'dp')) push(m, 2, 'secret');
  if (t.has('curl')) for (const m of t.findNear(CURL_USER, ['curl'], 0, 'c')) push(m, 2, 'password');
  if (t.has('-lines:')) puttyKeys(t, out);
}

/** What an option's name is made of: lower-case letters, digits, dashes. */
const isOptionChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45;
let flagIds: number[] | undefined;

/**
 * Where SECRET_FLAG can match in `t`: at the `--` that starts the option holding a secret's word (read back from the
 * word over the option's characters, at most 66), ascending; without the index, everywhere `--` occurs.
 */
function optionStarts(t: Text): number[] {
  const text = t.text;
  flagIds ??= ['pass', 'secret', 'token', 'key'].map(literalId);
  const starts: number[] = [];
  const lists = flagIds.map((id) => t.atId(id));
  if (lists.some((l) => l === null)) {
    for (let i = text.indexOf('--'); i >= 0; i = text.indexOf('--', i + 2)) starts.push(i);
    return starts;
  }
  for (const list of lists)
    for (const p of list!) {
      let s = p;
      while (s > 0 && p - s < 66 && isOptionChar(text.charCodeAt(s - 1))) s--;
      if (text.charCodeAt(s) === 45 && text.charCodeAt(s + 1) === 45) starts.push(s);
    }
  return starts.length > 1 ? [...new Set(starts)].sort((a, b) => a - b) : starts;
}

/** Every place `word` occurs in `text` (a text without the shared index). */
function allOf(text: string, word: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) at.push(i);
  return at;
}

/** Each PuTTY key file's private lines, as one private key from the first to the last. */
function puttyKeys(t: Text, out: Hit[]): void {
  const text = t.text;
  // `-lines:` is the index's literal (its first letters are rare in prose; `private` is not): `Private` stands before it.
  for (const at of t.at('-lines:') ?? allOf(text, '-lines:')) {
    const i = at - 7;
    if (i < 0 || !text.startsWith('Private', i)) continue;
    PUTTY_PRIVATE.lastIndex = i;
    const head = PUTTY_PRIVATE.exec(text);
    if (head === null) continue;
    const lines = Number(head[1]);
    const start = i + head[0].length;
    let end = start;
    for (let n = 0; n < lines; n++) {
      BASE64_LINE.lastIndex = end;
      const line = BASE64_LINE.exec(text);
      if (line === null) break;
      end = line.index + line[0].length;
      if (text.charCodeAt(end) === 13) end++;
      if (n < lines - 1 && text.charCodeAt(end) === 10) end++;
    }
    if (end > start)
      out.push({ code: 'credential_private_key', start, end: text.charCodeAt(end - 1) === 10 ? end - 1 : end, redact: 'private_key' });
  }
}
