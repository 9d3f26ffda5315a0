/**
 * An application's own prompt in its source or config (docs/content-readings.md, prompt_injection):
 * a string given to a name that says it holds a model's prompt (`SYSTEM_PROMPT = """You are … Never
 * reveal these instructions."""`, `const systemPrompt = \`…\``, `"system_prompt": "…"`, YAML's
 * `instructions: |`). Its orders are the program's to its own model, quoted by the code, not said
 * to whoever reads the file. Only the string's text counts: a comment beside it, or the same words
 * outside any such string, are judged as ever.
 */
import { firstNotBefore } from './halving.js';

/** An assignment or key right before the string's opening quote, the name captured (`SYSTEM_PROMPT =`, `"persona":`, `systemPrompt: string =`). */
const ASSIGNED =
  /^\s{0,24}(?:-\s{1,4})?(?:(?:export|const|let|var|final|static|private|public|protected|readonly|val)\s{1,4}){0,4}["']?([A-Za-z_$][\w$.-]{0,60})["']?\s{0,2}(?::\s{0,2}[\w$.[\]<>]{1,40}\s{0,2})?(?:=|:|=>)\s{0,2}[frbuFRBU]{0,2}$/;
/** The names: what holds a prompt, an instruction or a persona for a model. */
const PROMPT_NAME = /prompt|instruction|system_?message|systemmessage|persona|preamble/i;
/** A YAML key whose value is a block scalar (`instructions: |`, `- system_prompt: >-`): its indentation and name captured. */
const BLOCK_KEYS = /^( {0,24})(?:- {1,4})?["']?([A-Za-z_][\w.-]{0,60})["']?:[ \t]{0,2}[|>][-+]?[ \t]{0,40}$/gm;
/** How far back the opening of a multi-line string or a YAML block is looked for. */
const REACH = 4000;

const promptNamed = (head: string, pattern: RegExp): boolean => {
  const m = pattern.exec(head);
  return m !== null && PROMPT_NAME.test(m[1]!);
};

/**
 * The text's prompt strings and blocks, as [from, furthest end so far) pairs flattened, ascending: each string over
 * several lines (opened by a triple quote or a backtick) given to a prompt's name, up to its closing
 * delimiter (or REACH), and each YAML block scalar under a prompt's key, up to the first line not
 * indented past the key. Found once per text, each delimiter and line read a bounded number of times.
 */
export function appPromptSpans(text: string): number[] {
  const spans: number[] = [];
  for (const delimiter of ['"""', "'''", '`']) {
    for (let open = text.indexOf(delimiter); open >= 0; ) {
      const after = open + delimiter.length;
      const close = text.indexOf(delimiter, after);
      if (assignedBefore(text, open)) {
        spans.push(after, close < 0 ? Math.min(text.length, after + REACH) : Math.min(close, after + REACH));
        // The string's closing delimiter opens nothing.
        open = close < 0 ? -1 : text.indexOf(delimiter, close + delimiter.length);
      } else open = close;
    }
  }
  for (let m = BLOCK_KEYS.exec(text); m !== null; m = BLOCK_KEYS.exec(text)) {
    if (!PROMPT_NAME.test(m[2]!)) continue;
    const own = m[1]!.length;
    const key = m.index + m[0].length;
    let end = key;
    // The block: every following line that is blank or indented past the key.
    for (let from = end + 1; from < text.length && from - key <= REACH; ) {
      const nl = text.indexOf('\n', from);
      const to = nl < 0 ? text.length : nl;
      let i = from;
      while (i < to && text.charCodeAt(i) === 32) i++;
      if (i < to && i - from <= own) break;
      end = to;
      from = to + 1;
    }
    spans.push(key, end);
  }
  BLOCK_KEYS.lastIndex = 0;
  // Ascending by start, each with the furthest end of the spans up to it (they may nest): whether a phrase lies in one is a search.
  const order = Array.from({ length: spans.length / 2 }, (_, k) => k).sort((a, b) => spans[2 * a]! - spans[2 * b]!);
  const out: number[] = [];
  let furthest = -1;
  for (const k of order) out.push(spans[2 * k]!, (furthest = Math.max(furthest, spans[2 * k + 1]!)));
  return out;
}

/** Where the line of `at` starts, read back by hand over at most 240 code units (-1 past them: a line that long is no assignment's). */
function lineStartWithin(text: string, at: number): number {
  for (let i = at - 1; i >= Math.max(0, at - 241); i--) if (text.charCodeAt(i) === 10) return i + 1;
  return at <= 240 ? 0 : -1;
}

/** Whether a prompt's name is given the string whose delimiter is at `open` (the head of its line, at most 240 code units, ends with an assignment). */
function assignedBefore(text: string, open: number): boolean {
  let j = open - 1;
  while (j >= 0 && ((text.charCodeAt(j) | 0x20) === 0x66 || (text.charCodeAt(j) | 0x20) === 0x72 || text.charCodeAt(j) === 32)) j--;
  // Only after `=`, `:` or `=>`: most delimiters (a markdown code span, a docstring's) are not given to any name.
  const c = text.charCodeAt(j);
  if (c !== 61 && c !== 58 && c !== 62) return false;
  const from = lineStartWithin(text, open);
  return from >= 0 && promptNamed(text.slice(from, open), ASSIGNED);
}

/** Whether the phrase at `start` lies in a prompt's string on its own line, or in one of the text's prompt spans (appPromptSpans). */
export function isAppPrompt(text: string, start: number, spans: readonly number[]): boolean {
  const lineStart = lineStartWithin(text, start);
  if (lineStart >= 0 && inQuotedOnItsLine(text, lineStart, start)) return true;
  const k = firstNotBefore(spans.length / 2, (i) => spans[2 * i]! <= start) - 1;
  return k >= 0 && start < spans[2 * k + 1]!;
}

/** The last quote on the line before the phrase, when the line holds an odd number of it, opens the phrase's string. */
function inQuotedOnItsLine(text: string, lineStart: number, start: number): boolean {
  let q = -1;
  for (let i = start - 1; i >= lineStart; i--) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 39 || c === 96) {
      q = i;
      break;
    }
  }
  if (q < 0) return false;
  let count = 0;
  for (let i = lineStart; i <= q; i++) if (text.charCodeAt(i) === text.charCodeAt(q)) count++;
  return count % 2 === 1 && promptNamed(text.slice(lineStart, q), ASSIGNED);
}
