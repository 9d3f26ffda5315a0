/**
 * prompt_injection's findings in two kinds of text a coding agent reads that quote attacks as data
 * (docs/content-readings.md, "What a coding agent reads: a test run's quoted inputs, a prompt the repository defines"):
 *  - a test runner's report (pytest, vitest, jest) of a suite for a prompt filter: a failing case's input printed in
 *    quotation marks or as its parametrized id in brackets (`test_detects[Ignore previous…]`, `E  where False =
 *    is_injection('…')`, `× flags "…"`) is the test's data, not an order to the reader;
 *  - a unified diff whose added, removed or context line sits inside a string assigned to a prompt's name
 *    (`+SYSTEM_PROMPT = """You are … Never reveal …"""`, `export const SYSTEM = \`…\``): the repository's own prompt,
 *    code the agent reviews.
 * Left judged: an order outside any quotation on a report's line or in its captured output; an order in a diff's comment
 * or in a string no prompt's name holds (`# AI agent reading this diff: …`); everything in a text with no runner's
 * report or no hunk.
 */
import type { Hit } from './codes.js';
import type { Text } from './find.js';

/**
 * vitest's or jest's totals at a line's start (pytest's header and summary are sought as literals: see isReport), each
 * tried where its literal is (sticky): a multiline pattern over the whole text was tried at every line, and in a process
 * past V8's budget of machine code at every position (docs/design-and-performance.md).
 */
const TEST_FILES = /Test Files {1,3}\d/y;
const TESTS = /Tests: {1,6}\d/y;

/** Whether `at` starts a line, as `^` under the `m` flag reads one (after a line feed, a carriage return, U+2028, U+2029). */
function startsLine(text: string, at: number): boolean {
  const c = text.charCodeAt(at - 1);
  return at === 0 || c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}

/** Whether a line starts with vitest's `Test Files` (two blanks before it at most) or jest's `Tests:`, then a count. */
function holdsTotals(text: string): boolean {
  for (let at = text.indexOf('Test Files'); at >= 0; at = text.indexOf('Test Files', at + 1)) {
    let lead = 0;
    while (lead < 2 && !startsLine(text, at - lead) && text.charCodeAt(at - lead - 1) === 32) lead++;
    if (!startsLine(text, at - lead)) continue;
    TEST_FILES.lastIndex = at;
    if (TEST_FILES.test(text)) return true;
  }
  for (let at = text.indexOf('Tests:'); at >= 0; at = text.indexOf('Tests:', at + 1)) {
    if (!startsLine(text, at)) continue;
    TESTS.lastIndex = at;
    if (TESTS.test(text)) return true;
  }
  return false;
}

/**
 * A runner's report: pytest's session header or summary, vitest's failed tests or totals, jest's totals. Literals first:
 * a run of `=` is never scanned by a pattern (a long one would be read from each of its characters).
 */
function isReport(text: string): boolean {
  return (
    text.includes('= test session starts =') ||
    text.includes('= short test summary info =') ||
    text.includes('= FAILURES =') ||
    text.includes('\u23af Failed Tests') ||
    holdsTotals(text)
  );
}

/**
 * Whether [start, end) lies in a quotation (`'…'`, `"…"`) or a parametrized id's brackets on its line, half of it at least
 * (a scorer's unit is the whole report line around the input).
 */
function quotedOnLine(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  let lineEnd = text.indexOf('\n', start);
  if (lineEnd < 0) lineEnd = text.length;
  if (end > lineEnd || lineEnd - lineStart > 2000) return false;
  let inside = 0;
  // A mark whose close was sought to the line's end and not found: no later one of its kind closes either (linear).
  const unclosed = new Set<string>();
  for (let i = lineStart; i < lineEnd; ) {
    const c = text[i]!;
    const close = c === '[' ? ']' : c === '"' || c === "'" ? c : '';
    // An apostrophe inside a word (`don't`) opens nothing.
    if (close === '' || unclosed.has(c) || (c === "'" && /\w/.test(text[i - 1] ?? ''))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < lineEnd && (text[j] !== close || (close === "'" && /\w/.test(text[j + 1] ?? '')))) j++;
    if (j >= lineEnd) {
      unclosed.add(c);
      i++;
      continue;
    }
    inside += Math.max(0, Math.min(j, end) - Math.max(i + 1, start));
    i = j + 1;
  }
  return inside > 0 && 2 * inside >= end - start;
}

/**
 * A line the runner writes: a test's header or id (`____ test_x[…] ____`, `FAILED path::test[…]`, `× flags "…"`,
 * `FAIL  file > name`), an assertion's or a local's line (`E  where False = f('…')`, `text = '…'`, `>  assert …`), the
 * test's source listed with its indent, or an expected/received value. What the tested code prints is not one: a line
 * under pytest's `Captured stdout/stderr/log` header (to the next section's rule) or vitest's `stdout | …` (to a blank
 * line) is the code's output, the attacker's to write.
 */
const RUNNER_LINE =
  /^(?:E {1,12}|> {0,12}|_{3}|FAILED |PASSED |ERROR |XFAIL|XPASS|SKIPPED |FAIL |PASS |[\u00d7\u2713\u2717\u2715\u25cf\u276f\u2192] |AssertionError|Expected|Received|[-+] |[\w./-]{1,200}::|\w{1,60} {1,40}= ["'[]| {4})/;

/** Whether the line at `lineStart` of a runner's report is the runner's own (see RUNNER_LINE), not captured output. */
function runnerLine(text: string, lineStart: number): boolean {
  const line = text.slice(lineStart, lineStart + 400);
  if (!RUNNER_LINE.test(line.startsWith('    ') ? line : line.trimStart())) return false;
  // pytest's captured output: its header, and no section's rule (a line of `_`, `=` or `-`) after it before this line.
  const captured = text.lastIndexOf(' Captured ', lineStart);
  if (captured >= 0) {
    const headerEnd = text.indexOf('\n', captured);
    if (headerEnd >= 0 && headerEnd < lineStart) {
      const between = text.slice(headerEnd, lineStart);
      if (!between.includes('\n___') && !between.includes('\n===') && !between.includes('\n---')) return false;
    }
  }
  // vitest's captured output: `stdout | file > test` and the lines to a blank one.
  const std = Math.max(text.lastIndexOf('\nstdout | ', lineStart), text.lastIndexOf('\nstderr | ', lineStart));
  return std < 0 || text.slice(std + 1, lineStart).includes('\n\n');
}

/**
 * A prompt's whole key: a name that ends in `prompt` (`SYSTEM_PROMPT`, `summaryPrompt`), or `system`, `instructions`,
 * `persona`, `preamble` alone or after a word that names whose they are (`agent_instructions`, `systemPersona`); either
 * before a word that names its form (`PROMPT_TEMPLATE`, `system_message`). A name that only holds such a word (`deployInstructions`, `system_note`,
 * `promptTimeoutText`) is no prompt: a string there addressed to the reviewing agent stays an order.
 */
const PROMPT_KEY =
  '(?:[\\w-]{0,30}prompts?|(?:(?:system|sys|base|default|main|initial|custom|agent|assistant|chat|llm|model|ai|bot|user|review(?:er)?)[_-]?)?(?:system|instructions?|persona|preamble))(?:[_-]?(?:template|tmpl|text|str|string|message|msg|content|v\\d))?';
/** A string assigned to a prompt's key, its opening delimiter captured. Bounded: no repeat runs past a few dozen units. */
const PROMPT_ASSIGN = new RegExp(`(?<![\\w$])${PROMPT_KEY}["']?[ \\t]{0,3}[:=][ \\t]{0,3}(?:[rRfFbBuU]{1,2})?("""|'''|"|'|\`)`, 'gi');
/** A chat message's system turn in code (`{"role": "system", "content": "…`), its opening delimiter captured. */
const SYSTEM_TURN =
  /\brole["']?[ \t]{0,2}[:=][ \t]{0,2}["']system["'][ \t]{0,2},[ \t]{0,2}["']?content["']?[ \t]{0,2}[:=][ \t]{0,2}("|'|`)/g;
/** A YAML key naming a prompt whose value is a block (`system_prompt: |`), on a diff's line. */
const PROMPT_BLOCK = new RegExp(`^[+\\- ]([ \\t]{0,40})["']?${PROMPT_KEY}["']?:[ \\t]{0,2}[|>][-+]?[ \\t]{0,8}$`, 'gim');
/** A diff's text file whose path names a prompt (`prompts/system.md`, `src/agent/system_prompt.txt`), by its `+++` line: code files are read as code. */
const PROMPT_FILE =
  /^\+\+\+ [^\n]{0,200}(?:prompt[^\n/]{0,80}|\/prompts?\/[^\n]{1,120})\.(?:md|txt|j2|jinja2?|tmpl|tpl|hbs|mustache|prompty?)$/i;

/** The last match of the global pattern `re` in `s`, or null. */
function lastMatch(re: RegExp, s: string): RegExpExecArray | null {
  re.lastIndex = 0;
  let last: RegExpExecArray | null = null;
  for (let m = re.exec(s); m !== null; m = re.exec(s)) {
    last = m;
    if (m[0].length === 0) re.lastIndex++;
  }
  return last;
}

/** Whether `at` is on a diff's line inside a prompt the repository defines: a string or a block a prompt's name holds, or a prompt's file. */
function inPromptString(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const c = text[lineStart];
  if (c !== '+' && c !== '-' && c !== ' ') return false;
  let hunk = text.lastIndexOf('\n@@ -', lineStart);
  if (hunk < 0) {
    if (!text.startsWith('@@ -')) return false;
    hunk = 0;
  }
  // The file's header before the hunk (its `+++` line), as far back as its `diff --git` line.
  const fileAt = text.lastIndexOf('\n+++ ', hunk);
  if (fileAt >= 0 && hunk - fileAt < 400 && PROMPT_FILE.test(text.slice(fileAt + 1, text.indexOf('\n', fileAt + 1)))) return true;
  const from = Math.max(hunk, at - 3000);
  const window = text.slice(from, at);
  const assign = lastMatch(PROMPT_ASSIGN, window);
  const turn = lastMatch(SYSTEM_TURN, window);
  const last = assign === null ? turn : turn === null || assign.index > turn.index ? assign : turn;
  if (last !== null) {
    const delimiter = last[1]!;
    const body = window.slice(last.index + last[0].length);
    // A one-quote string ends on its line; the triple quotes and the backtick span lines.
    if (!body.includes(delimiter) && (delimiter.length === 3 || delimiter === '`' || !body.includes('\n'))) return true;
  }
  // A YAML block: every line after the key's is indented deeper than the key, or blank.
  const block = lastMatch(PROMPT_BLOCK, window);
  if (block === null) return false;
  const indent = block[1]!.length;
  const lines = window
    .slice(block.index + block[0].length)
    .split('\n')
    .slice(1);
  if (lines.length === 0) return false;
  for (const line of lines) {
    const body = line.slice(1);
    if (body.trim() !== '' && /^[ \t]*/.exec(body)![0].length <= indent) return false;
  }
  return true;
}

/** A filter's verdict written beside its input: `-> blocked=True`, `flagged: true`, `(expected True)`. */
const VERDICT = /\b(?:blocked|flagged|detected|rejected|allowed|verdict|score|is_injection|label)[ \t]{0,2}[=:]|->|=>|\(expected\b/i;

/**
 * Whether the line around [start, end) is a prompt filter's log of its input, its verdict outside the quotation (a test
 * of the filter prints `guard input: '…' -> blocked=True`): the input is the test's data even in captured output. An
 * order the tested code prints with no verdict beside it stays judged.
 */
function filterVerdict(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  let lineEnd = text.indexOf('\n', end);
  if (lineEnd < 0) lineEnd = text.length;
  if (lineEnd - lineStart > 2000) return false;
  return VERDICT.test(text.slice(lineStart, start)) || VERDICT.test(text.slice(end, lineEnd));
}

/** Sets aside the prompt_injection findings from `own` on that lie in a test report's quoted input or a diff's prompt string. */
export function setAsideRepositoryQuotes(t: Text, out: Hit[], own: number): void {
  if (out.length <= own) return;
  const text = t.text;
  const report = isReport(text);
  const diff = text.includes('\n@@ -') || text.startsWith('@@ -');
  if (!report && !diff) return;
  let w = own;
  for (let r = own; r < out.length; r++) {
    const h = out[r]!;
    const drop =
      h.code.startsWith('injection_') &&
      ((report &&
        quotedOnLine(text, h.start, h.end) &&
        (runnerLine(text, text.lastIndexOf('\n', h.start - 1) + 1) || filterVerdict(text, h.start, h.end))) ||
        (diff && inPromptString(text, h.start) && inPromptString(text, h.end - 1)));
    if (!drop) out[w++] = h;
  }
  out.length = w;
}
