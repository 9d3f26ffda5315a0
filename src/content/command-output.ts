/**
 * A command's lines as a shell transcript shows them: the lines a `\` at their end continues, joined, and whether what
 * it prints is shown after it (not written to a file nor piped on to another command). The readings of what secret
 * stores print (store-secrets.ts, ops-secrets.ts) take the value from the line after a command's last.
 */
import { lineEndWithin, lineStartWithin, nextLineAfter } from './line-bounds.js';

/**
 * Where the command whose line holds `at` starts and ends: its line, with the lines before it that a `\` at their end
 * continues onto it and the lines after it that its own continues onto (eight at most each way); null when its line is
 * over 300 code units before `at`.
 */
export function commandLines(text: string, at: number): [number, number] | null {
  let s = lineStartWithin(text, at, 300);
  if (s < 0) return null;
  for (let n = 0; n < 8 && s > 0; n++) {
    // The line before ends where its break starts: a raw `\n` (`\r\n`), or `\n` written out.
    const brk = text[s - 1] === '\n' ? (text[s - 2] === '\r' ? s - 2 : s - 1) : text[s - 2] === '\\' ? s - 2 : s - 1;
    const before = lineStartWithin(text, brk, 300);
    if (before < 0 || !CONTINUED.test(text.slice(before, brk))) break;
    s = before;
  }
  let e = lineEndWithin(text, at, 400);
  for (let n = 0; n < 8 && e < text.length && CONTINUED.test(text.slice(Math.max(s, e - 40), e)); n++)
    e = lineEndWithin(text, nextLineAfter(text, e), 400);
  return [s, e];
}
/**
 * Where a command starts on its line `s` before its literal at `at`: after a JSON string's opening (`{"stdout": "$ …`,
 * a tool's output as JSON: its quotes and braces are none of the command's), else at the line's start.
 */
export function commandStart(text: string, s: number, at: number): number {
  const before = text.slice(s, at);
  let from = -1;
  for (const m of before.matchAll(/(?<!\\)"[ \t]{0,3}:[ \t]{0,3}"/g)) from = m.index + m[0].length;
  return from < 0 ? s : s + from;
}
/**
 * A line a `\` at its end continues on the next, or PowerShell's backtick after a blank (a code fence's three backticks
 * have none before them).
 */
export const CONTINUED = /(?:\\|[ \t]\x60)[ \t]*$/;
/**
 * A command's lines as one: each `\` (PowerShell's backtick) and the break after it a blank, and the `>> ` prompt
 * PowerShell prints before each line a backtick continues (no redirection: a shell's `>>` after a `\` stays).
 */
export const joinedCommand = (lines: string): string =>
  lines.replace(/(?:\\{1,3}[ \t]{0,8}(?:\r?\n|\\[nr](?:\\n)?)|(?<=[ \t])\x60[ \t]{0,8}(?:\r?\n|\\[nr](?:\\n)?)(?:>>(?=[ \t]))?)/g, ' ');
/** What a command's output may be piped to and still be printed: a decoder, a filter that passes the value on, `tee`. */
const PASSING_PIPE = /^[ \t]{0,3}(?:base64|jq|tr|head|tail|cut|sed|awk|cat|xargs|tee)\b/;
/** jq's options and its filter after them: quoted (raw or escaped in a JSON string) or a bare word. */
const JQ_FILTER =
  /^[ \t]{0,3}jq(?:[ \t]{1,3}-{1,2}\w[\w-]{0,19})*[ \t]{1,3}(?:\\?'([^'\r\n]{0,300})'|\\?"((?:[^"\\\r\n]|\\[^"]){0,300})\\?"|([^\s'"|]{1,300}))/;
/** A field a filter selects by name: `.name`, `.["name"]`. */
const SELECTED = /\.[ \t]{0,3}([A-Za-z_][\w-]{0,63})|\[[ \t]{0,3}\\?["']([^"'\\\]]{1,64})\\?["'][ \t]{0,3}\]/g;
/** A selected field's name that may hold the secret: the whole document's or a secret's word. */
const SECRET_FIELD = /pass|pwd|secret|token|key|value|cred|auth|private|dsn|conn|cert/i;

/**
 * Whether a `| jq FILTER` (at the text after the pipe) prints some other field than a secret: its filter's last selected
 * name is no secret's (`.client_id`, `.username`, `.arn`, `.version`); `.` and `.password` print one.
 */
function selectsOtherField(after: string): boolean {
  const m = JQ_FILTER.exec(after);
  if (m === null) return false;
  let last: string | undefined;
  for (const s of (m[1] ?? m[2] ?? m[3] ?? '').matchAll(SELECTED)) last = s[1] ?? s[2];
  return last !== undefined && !SECRET_FIELD.test(last);
}
/**
 * Whether a command's output is printed where it ran: not written to a file (`>`, `--out-file`) nor piped on to another
 * command. A `|` inside quotes or braces (a jq filter's, a go-template's `{{.data.x | base64decode}}`) is no pipe, nor is
 * `||` (what runs when the command fails).
 */
export function printedHere(command: string): boolean {
  if (/(?:^|[ \t])(?:1?>>?|&>)[ \t]{0,3}[\w./~$-]|--out(?:put)?-file\b/.test(command)) return false;
  let quote = '';
  let depth = 0;
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (c === '|' && depth === 0) {
      if (command[i + 1] === '|') i++;
      else if (!PASSING_PIPE.test(command.slice(i + 1, i + 40)) || selectsOtherField(command.slice(i + 1, i + 400))) return false;
    }
  }
  return true;
}
