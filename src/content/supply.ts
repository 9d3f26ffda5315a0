/**
 * supply_chain (instruction files): running code fetched from the network — a download piped
 * into a shell or interpreter, a package installed from a URL or a git repository instead of a
 * registry, a file downloaded and then made executable or run. Matched on the text of the file,
 * within one line (a shell line in a code block or in prose), with bounded gaps.
 */
import { eachWholeRun } from './base64-runs.js';
import type { Hit } from './codes.js';
import { asText, runBytes } from './encoded.js';
import type { Text } from './find.js';
import { mcpCommandLines } from './mcp.js';
import { ascii } from './phrases.js';

const INTERPRETER =
  '(?:sudo\\s+(?:-\\S+\\s+){0,3})?(?:ba|z|da|k|fi)?sh|python[23]?(?:\\.\\d+)?|perl|ruby|node|php|iex|invoke-expression|pwsh|powershell|osascript';

const PIPE_TO_SHELL = new RegExp(
  `\\b(?:curl|wget|fetch|iwr|irm|invoke-webrequest|invoke-restmethod)\\b[^\\n|;&]{0,400}\\|\\s{0,4}(?:${INTERPRETER})\\b`,
  'i',
);
/** Base64 decoded into a shell (`echo … | base64 -d | sh`): code the file hides from its reader, run as it is read. */
const DECODED_TO_SHELL = new RegExp(`\\bbase64\\s{1,4}(?:-d|-D|--decode|-di)\\b[^\\n|;&]{0,40}\\|\\s{0,4}(?:${INTERPRETER})\\b`, 'i');
/** `bash <(curl …)`, `sh -c "$(curl …)"`, `iex (iwr …)`. */
const SUBST_TO_SHELL = new RegExp(
  `\\b(?:${INTERPRETER})\\s{1,4}(?:-c\\s{1,4})?["']?(?:<\\(|\\$\\(|\\(\\s{0,2})\\s{0,2}(?:curl|wget|iwr|irm|invoke-webrequest|\\(new-object)\\b`,
  'i',
);
const REMOTE_INSTALL =
  /\b(?:(?:uv\s+)?pip3?\s+install|pipx\s+install|poetry\s+add|npm\s+(?:install|i|add)|pnpm\s+(?:add|install|i)|yarn\s+add|bun\s+(?:add|install)|gem\s+install|cargo\s+install|go\s+install|go\s+get)\b[^\n|;&]{0,200}?(?:\bgit\+|\bhttps?:\/\/\S+\.(?:tar\.gz|tgz|zip|whl|gem)\b|\bgithub:|\bgit@|--git\s+\S|\bhttps?:\/\/(?:github\.com|gitlab\.com|bitbucket\.org)\/)/i;
/**
 * A requirement with a direct reference (PEP 508: `name @ https://host/pkg.tar.gz`), as a
 * requirements file or a pyproject lists it: pip installs it from that URL, no index involved.
 */
const DIRECT_REFERENCE =
  /(?<![^\s"'])[A-Za-z0-9][A-Za-z0-9._-]{0,80}(?:\[[A-Za-z0-9,._-]{1,80}\])?[ \t]{0,2}@[ \t]{0,2}https?:\/\/[^\s"'`]{1,300}?\.(?:tar\.gz|tgz|zip|whl)\b/;
/** A git install spec on its own, as `uvx --from git+https://…` or an .mcp.json argument carries it. */
const GIT_SPEC = /(?<=["'\s=])git\+(?:https?|ssh|git):\/\/[^\s"']{3,300}/i;
/** Advice against the pattern ("never run `curl … | sh`") is not an instruction to run it; "don't forget: …" is one. */
/** "Don't forget", "never skip", "do not miss": a reminder to do it, not advice against. */
const NOT_REMINDER = '(?!\\s+(?:forget|skip|miss)\\b)';
const NEGATED = new RegExp(
  `(?:\\bnever|\\bdon't|\\bdo\\s+not|\\bavoid|\\binstead\\s+of|\\brather\\s+than|\\bnot|\\brefuse|\\bforbid|\\bdisallow|\\bwarn\\s+against|\\bbeware\\s+of)\\b${NOT_REMINDER}[^\\n]{0,30}$`,
  'i',
);
/** A package runner started on a tarball or a repository instead of a registry name. */
const RUN_FROM_URL =
  /\b(?:npx|bunx|pnpm\s+dlx|yarn\s+dlx|npm\s+exec|uvx|pipx\s+run)\s+(?:(?:-y|--yes|-p|--from|--package|--spec)(?:[ =]|\s+))?(?:(?:-y|--yes|-p|--from|--package|--spec)(?:[ =]|\s+))?(?:https?:\/\/[^\s"'`]{1,300}?\.(?:tgz|tar\.gz|zip|whl)\b|git\+|github:|gitlab:|bitbucket:|git@|https?:\/\/(?:github\.com|gitlab\.com|bitbucket\.org)\/)/i;
/**
 * What the line says after it: "`curl … | sh` is dangerous", or a next sentence that refuses it by pointing back
 * ("…`. Reject this approach: …", "…. Never run this; …").
 */
const WARNED_AFTER =
  /^[^\n]{0,40}?\b(?:is|are)\s+(?:dangerous|unsafe|risky|insecure|a\s+bad\s+idea|not\s+(?:safe|recommended))\b|^[^\n.!?;]{0,12}[.!;:]\s{0,3}(?:refuse|reject|avoid|never\s+(?:run|use|do)|do\s+not\s+(?:run|use|do)|don't\s+(?:run|use|do))\s+(?:that|this|it|such|these|those)\b/i;
/**
 * A line before a code block that says what follows is what not to do ("Bad:", "**Never do
 * this:**"); without a colon only when it starts "Avoid" or names an anti-pattern.
 */
const WARNING_LINE = ascii(
  `^[\\s>*_#-]{0,8}(?:(?:❌|✗|(?:bad|(?:don't|do\\s+not|never)${NOT_REMINDER}|avoid|unsafe|insecure|wrong|not\\s+recommended|dangerous|anti-?pattern)\\b)[^\\n]{0,60}:[\\s*_]*|(?:avoid|anti-?pattern)\\b[^\\n]{0,60})$`,
  'i',
);

/**
 * A line or a clause after a semicolon that opens as a warning about the practice itself ("Avoid installers piped from
 * the web (`curl … | sh`)", "…; do not install tools by piping a download into a shell (no `curl … | bash`)"): what it
 * names further on, in the same sentence, is advice too. "Do not hesitate
 * to ask. To install, run curl … | sh" and "Avoid manual setup; run …" warn about something else.
 */
const WARNING_OPENS = new RegExp(
  `(?:^|\\n|;[ \\t]{1,3})[ \\t>*_#-]{0,8}(?:avoid|never|don't|do\\s+not)\\b${NOT_REMINDER}[^\\n.!?;]{0,60}?\\b(?:pipe[sd]?|piping|installers?|scripts?)\\b[^\\n.!?;]{0,80}$`,
  'i',
);
/** Whether the advice before `at` (within its phrase, or at its line's start) says not to do it. */
const advisedAgainst = (text: string, at: number): boolean =>
  NEGATED.test(text.slice(Math.max(0, at - 40), at)) || WARNING_OPENS.test(text.slice(Math.max(0, at - 130), at));

/** Whether the nearest line of prose above `at` (past blank lines and code fences, 3 lines at most) warns against it. */
function underWarning(text: string, at: number): boolean {
  // Within 400 code units only: a text without line breaks is not searched back to its start.
  const lines = text.slice(Math.max(0, at - 400), at).split('\n');
  lines.pop(); // the match's own line
  if (at > 400) lines.shift(); // cut, not a whole line
  for (let n = 0; n < 4 && lines.length > 0; n++) {
    const line = lines.pop()!;
    if (line.trim() === '' || /^\s{0,4}(?:```|~~~)/.test(line)) continue;
    return WARNING_LINE.test(line);
  }
  return false;
}

/**
 * A piped download that names no source, only an ellipsis (`curl ... | sh`, `wget … | bash`): a mention of the practice
 * (a warning, a seller's page described), which fetches nothing and so runs nothing.
 */
const ELLIPSIS_ONLY = /^[a-z-]{3,20}[ \t]{1,3}(?:-{1,2}[a-z]{1,12}[ \t]{1,3}){0,3}(?:\.{3}|\u2026)[ \t]{0,3}\|/i;
const SKILL_INSTALL = /\b(?:npx|bunx|pnpm\s+dlx)\s+(?:-y\s+|--yes\s+)?(?:skills?|@[\w-]+\/skills?)\s+(?:add|install)\b/i;
/** A download's line: curl, wget or PowerShell's Invoke-WebRequest. */
const DOWNLOAD = /\b(?:curl|wget|iwr|invoke-webrequest)\b[^\n]{0,400}/i;
/** Where a download writes: `-o F`, `-fsSLo F`, `-O F` (wget), `--output F`, `-OutFile F`, `> F`. */
const OUTPUT =
  /(?:\s(?:--output(?:-document)?|-OutFile|-outfile)[ =]\s{0,2}|\s-[a-zA-Z]{0,6}[oO][ =]\s{0,2}|\s>\s{0,2})["']?([^\s"'|;&`]{1,200})/;
const URL_IN = /https?:\/\/[^\s"'`|;&)]{1,300}/;
/** How far after a download its file is looked for being made executable or run. */
const RUN_REACH = 600;

/** The file a download line writes: its output, else the URL's last path segment (`wget URL`, `curl -O URL`). */
function downloaded(line: string): string | null {
  const out = OUTPUT.exec(line);
  let file = out && !/^https?:/i.test(out[1]!) ? out[1]! : (URL_IN.exec(line)?.[0] ?? '').replace(/[?#].*$/, '');
  file = file.replace(/[\\/]+$/, '');
  const name = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
  return name.length >= 1 && !/^https?:$/i.test(name) ? name : null;
}

const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The downloaded file made executable or run, at a command's start (a line, `&&`, `;`, a code
 * span): `chmod +x F`, `chmod 755 F`, `bash F`, `./F`, `/tmp/F`, `Start-Process …\F`. A tool run
 * on it as data (`jq . F`, `python3 clean.py F`) is not running it.
 */
function runsFile(after: string, name: string): RegExpExecArray | null {
  const f = escaped(name);
  return new RegExp(
    `(?:^|\\n|&&|;|\\|\\||\`)[ \\t]{0,4}(?:\\d{1,2}\\.[ \\t]{1,4}\`?)?(?:sudo\\s+)?(?:chmod\\s+(?:[ugoa]{0,4}\\+[rwx]{0,2}x|[0-7]{3,4})\\s+\\S{0,120}?${f}|(?:(?:ba|z)?sh|source|\\.|python3?|node|perl|start-process|&)\\s+\\S{0,120}?${f}(?=[\\s\`"']|$)|\\S{0,120}?[\\\\/]${f}(?=[\\s\`"']|$))`,
    'i',
  ).exec(after);
}

/** An archive's name: what a download unpacks before a file inside it is run. */
const ARCHIVE = /\.(?:tgz|tar\.gz|tar\.xz|tar\.bz2|tar|zip)$/i;
/**
 * The downloaded archive unpacked (`tar xzf F -C D`, `unzip -o F -d D`) and then a file it held run at a command's
 * start: a path under the directory it was unpacked to (`D/tools/run`), or `./…` where no directory was given.
 */
function runsUnpacked(after: string, name: string): RegExpExecArray | null {
  if (!ARCHIVE.test(name)) return null;
  const unpack = new RegExp(
    String.raw`(?:tar[ \t]{1,4}-?[a-zA-Z]{0,6}x[a-zA-Z]{0,6}|unzip)(?:[ \t]{1,4}-[a-zA-Z]{1,4}){0,4}[ \t]{1,4}\S{0,120}?${escaped(name)}(?:[ \t]{1,4}(?:-C|-d|--directory(?:=|[ \t]))[ \t]{0,4}([^\s\x60;&|]{1,120}))?`,
    'i',
  ).exec(after);
  if (unpack === null) return null;
  const dir = (unpack[1] ?? '.').replace(/\/+$/, '');
  const from = unpack.index + unpack[0].length;
  const run = new RegExp(
    String.raw`(?:&&|;|\|\||\n|\x60)[ \t]{0,4}(?:sudo[ \t]{1,4})?(?:(?:ba|z)?sh[ \t]{1,4})?${escaped(dir)}/[^\s\x60;&|]{1,120}`,
  ).exec(after.slice(from));
  if (run === null) return null;
  run.index += from;
  return run;
}
/** The shortest base64 run decoded for a download piped into a shell (`curl https://a.bc | sh`, 22 characters, is 32). */
const ENCODED_MIN = 28;
/** At most this many runs decoded: a file of many blobs (a lock file's hashes) is not decoded whole. */
const ENCODED_RUNS = 64;
/** A refusal earlier in the run's sentence ("Never decode and run strings such as `\u2026`"). */
const REFUSED_BEFORE = new RegExp(`\\b(?:never|don't|do\\s+not|avoid|refuse|reject)\\b${NOT_REMINDER}[^\\n.!?]{0,80}$`, 'i');

/**
 * Base64 that decodes to a download piped into a shell (`decode \`Y3VybCAt\u2026\` and run it`): the same code run, hidden
 * from the file's reader; not where the sentence or the line above refuses it.
 */
function encodedPipes(t: Text, out: Hit[]): void {
  const text = t.text;
  let left = ENCODED_RUNS;
  eachWholeRun(t, ENCODED_MIN, (start, end) => {
    const decoded = asText(runBytes(text, start, end));
    if (
      decoded !== null &&
      (PIPE_TO_SHELL.test(decoded) || SUBST_TO_SHELL.test(decoded)) &&
      !advisedAgainst(text, start) &&
      !REFUSED_BEFORE.test(text.slice(Math.max(0, start - 100), start)) &&
      !underWarning(text, start)
    )
      out.push({ code: 'supply_pipe_to_shell', start, end });
    return --left > 0;
  });
}

export function detectSupplyChain(t: Text, out: Hit[]): void {
  const text = t.text;
  const scan = (re: RegExp, code: Hit['code'], named?: RegExp) => {
    for (const m of t.find(re)) {
      if (advisedAgainst(text, m.index) || underWarning(text, m.index) || named?.test(m[0])) continue;
      if (WARNED_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 80))) continue;
      out.push({ code, start: m.index, end: m.index + m[0].length });
    }
  };
  if (text.includes('@ http') || text.includes('@http')) scan(DIRECT_REFERENCE, 'supply_remote_install');
  if (text.includes('base64')) scan(DECODED_TO_SHELL, 'supply_pipe_to_shell');
  encodedPipes(t, out);
  if (
    !t.has(
      'curl',
      'wget',
      'fetch',
      'iwr',
      'irm',
      'invoke-',
      'install',
      'add',
      'get',
      'git+',
      'npx',
      'bunx',
      'dlx',
      'uvx',
      'npm exec',
      'pipx',
    )
  )
    return;
  scan(PIPE_TO_SHELL, 'supply_pipe_to_shell', ELLIPSIS_ONLY);
  scan(SUBST_TO_SHELL, 'supply_pipe_to_shell');
  scan(REMOTE_INSTALL, 'supply_remote_install');
  scan(SKILL_INSTALL, 'supply_remote_install');
  if (t.has('npx', 'bunx', 'dlx', 'uvx', 'npm exec', 'pipx')) scan(RUN_FROM_URL, 'supply_remote_install');
  if (text.includes('git+')) scan(GIT_SPEC, 'supply_remote_install');
  // An .mcp.json server started from a tarball or a repository: its command and args as one line.
  for (const c of mcpCommandLines(text))
    if (RUN_FROM_URL.test(c.line) || REMOTE_INSTALL.test(c.line)) out.push({ code: 'supply_remote_install', start: c.start, end: c.end });
  for (const m of t.find(DOWNLOAD)) {
    const name = downloaded(m[0]);
    if (name === null) continue;
    const end = m.index + m[0].length;
    // The rest of the download's own line (`… -o F && chmod +x F`) and what follows it.
    const after = text.slice(m.index, end + RUN_REACH);
    const first = URL_IN.exec(m[0]);
    const from = first ? first.index + first[0].length : 0;
    const run = runsFile(after.slice(from), name) ?? runsUnpacked(after.slice(from), name);
    if (run === null || advisedAgainst(text, m.index) || underWarning(text, m.index)) continue;
    out.push({ code: 'supply_download_execute', start: m.index, end: m.index + from + run.index + run[0].length });
  }
}
