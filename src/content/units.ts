/**
 * The units the cue scorer (cues.ts) reads: a line; the block that an address standing alone on its
 * line governs (a heading, a banner, a label ending with `:`, a line ending with an AI's name), up to
 * a blank line, the next heading or UNIT code units; the answer after a question; fixed stretches of
 * a longer line; and a record's string values read as the lines of one unit (docs/content-readings.md, cue
 * combination). Every bound is explicit and each scan reads within it, so the cost stays linear.
 */
import { firstPlaceFrom, unitPlaces } from './unit-places.js';

/** The longest unit scored: a line (with the block it governs), cut to blocks on a longer line. */
export const UNIT = 900;
const BLOCK = 300;

/**
 * A line that stands alone as an address: a label ending with `:`, a heading or a banner (`#`, `**`,
 * `[…]`, `===`, `--`, `<!--`, a role token, a line in capitals; the label is endsWithColon). What it says governs its block.
 */
const STANDS_ALONE =
  /^[ \t>]{0,4}(?:#{1,6}[ \t]|={2,}|-{2,}|<\|im_start\|>|(?:\*\*[^*\n]{1,116}\*\*|__[^_\n]{1,116}__|\[[^\]\n]{1,60}\]|<[a-z]{2,12}>|<!--[^>\n]{0,116})[ \t:]{0,2}$)|^[^a-z\n]{0,8}[A-Z][^a-z\n]{6,118}$/;

/**
 * A label: the line ends with `:` and at most two spaces or tabs. Read by hand at the line's end
 * (as one alternative of STANDS_ALONE it made that regex try every position of the line), and on
 * the line as written: FIELD_START only drops a prefix that ends with `"`, which holds no such end.
 */
function endsWithColon(line: string): boolean {
  let i = line.length - 1;
  for (let n = 0; n < 2 && i >= 0 && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9); n++) i--;
  return i >= 0 && line.charCodeAt(i) === 58;
}
/** The AI's names a line may end with. */
const HEAD_NAMES = [
  'ai',
  'assistant',
  'assistants',
  'agent',
  'agents',
  'model',
  'models',
  'copilot',
  'llm',
  'llms',
  'chatbot',
  'chatbots',
  'bot',
  'bots',
];
/** A line that ends with an AI's name, as an address on its own line does ("A1: To the AI assistant"). */
const ENDS_WITH_HEAD = new RegExp(`\\b(?:${HEAD_NAMES.join('|')})[ \\t*_#\\]=-]{0,8}$`, 'i');
/** The last two letters of ENDS_WITH_HEAD's names, derived from them so the two cannot drift apart. */
const HEAD_ENDS = new Set(HEAD_NAMES.map((w) => w.slice(-2)));
/** The code units ENDS_WITH_HEAD allows after the name: space, tab, `*`, `_`, `#`, `]`, `=`, `-`. */
const closesHead = (c: number): boolean => c === 32 || c === 9 || c === 42 || c === 95 || c === 35 || c === 93 || c === 61 || c === 45;
/**
 * ENDS_WITH_HEAD, read back for only where the last two letters before what may close the line end one of its names
 * (the regex tries every word of the line; `i` folds ASCII letters only).
 */
function endsWithHead(line: string): boolean {
  let j = line.length - 1;
  while (j >= 0 && closesHead(line.charCodeAt(j))) j--;
  if (j < 1) return false;
  const pair = String.fromCharCode(line.charCodeAt(j - 1) | 0x20, line.charCodeAt(j) | 0x20);
  return HEAD_ENDS.has(pair) && ENDS_WITH_HEAD.test(line);
}
/** A line that names an AI, whose list below may be its plan. */
const NAMES_AI = /\b(?:ai|assistants?|agents?|copilot|llms?|chatbots?|bots?)\b/i;
/** Up to where a field's value starts on a line of JSON, escaped or not. */
const FIELD_START = /^[^\n]*"[ \t]?:[ \t]?\\?"/;
/** A line that starts another block: a heading, a banner or a role label. */
const NEW_BLOCK = /^[ \t>]{0,4}(?:#{1,6}[ \t]|\*\*[^*\n]{1,80}\*\*[ \t]*$|\[[^\]\n]{1,40}\][ \t]*$|={2,}|<\|im_start\|>)/;

/** The next line is a step of a list ("1.", "2)", "-", "*", "•"): the line above it governs the list, a plan read as one. */
const LIST_NEXT = /(?:\n|\\n)[ \t]{0,4}(?:\d{1,2}[.)]|[-*\u2022])[ \t]/y;
const listFollows = (text: string, to: number) => {
  LIST_NEXT.lastIndex = to;
  return LIST_NEXT.test(text);
};

/** Where the line starting at `i` ends (a line break, or `\n` written out in an escaped string), within `hi`. */
function lineEnd(text: string, i: number, hi: number): number {
  const scanTo = text.length < LONG_TEXT ? hi : Math.min(hi, i + SCANNED);
  for (; i < scanTo; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 92 && text.charCodeAt(i + 1) === 110)) return i;
  }
  if (i >= hi) return hi;
  // A long line of a long text: its breaks' places, found once per text (unit-places.ts), not each code unit to `hi`.
  const breaks = unitPlaces(text, 10);
  const k = firstPlaceFrom(breaks, i);
  let end = k < breaks.length && breaks[k]! < hi ? breaks[k]! : hi;
  const slashes = unitPlaces(text, 92);
  for (let j = firstPlaceFrom(slashes, i); j < slashes.length && slashes[j]! < end; j++)
    if (text.charCodeAt(slashes[j]! + 1) === 110) end = slashes[j]!;
  return end;
}

/** Where the line holding `start` starts, a break in [lo, start) read back (-1 when none is). */
function lineStartFrom(text: string, start: number, lo: number): number {
  const scanFrom = text.length < LONG_TEXT ? lo : Math.max(lo, start - SCANNED);
  for (let i = start - 1; i >= scanFrom; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 110 && text.charCodeAt(i - 1) === 92)) return i + 1;
  }
  if (scanFrom <= lo) return -1;
  // As lineEnd: the places of the breaks before `scanFrom`.
  const breaks = unitPlaces(text, 10);
  const k = firstPlaceFrom(breaks, scanFrom) - 1;
  let found = k >= 0 && breaks[k]! >= lo ? breaks[k]! + 1 : -1;
  const slashes = unitPlaces(text, 92);
  for (let j = firstPlaceFrom(slashes, scanFrom - 1) - 1; j >= 0 && slashes[j]! + 1 >= lo && slashes[j]! + 2 > found; j--)
    if (text.charCodeAt(slashes[j]! + 1) === 110) {
      found = slashes[j]! + 2;
      break;
    }
  return found;
}
/** How far a line's end is read code unit by code unit in a long text before its breaks' places are read. */
const SCANNED = 64;
const LONG_TEXT = 4096;

/**
 * The block an address standing alone on the line [from, to) governs: the lines after it up to a
 * blank line, the next heading or banner, or UNIT code units from the address.
 */
function blockAfter(text: string, from: number, to: number): number {
  const hi = Math.min(text.length, from + UNIT);
  let end = to;
  while (end < hi) {
    const next = end + (text.charCodeAt(end) === 10 ? 1 : 2);
    const stop = lineEnd(text, next, hi);
    const line = text.slice(next, stop);
    if (line.trim() === '' || NEW_BLOCK.test(line)) break;
    end = stop;
  }
  return end;
}

/**
 * The unit around a trigger: its line (with the block an address standing alone on it governs), cut to blocks past UNIT.
 * `lineOnly`: the line alone, without the block or the answer after a question (the cue scorer's budget, cues.ts).
 */
export function unitAround(text: string, start: number, lineOnly = false): [number, number] {
  // The line's ends within UNIT of the trigger, read by hand within those bounds (a text without line breaks is not searched whole).
  const lo = Math.max(0, start - UNIT);
  const lineStart = lineStartFrom(text, start, lo);
  const hi = Math.min(text.length, start + UNIT);
  const found = lineEnd(text, start, hi);
  const lineEndAt = found < hi || hi === text.length ? found : -1;
  const from = lineStart >= 0 ? lineStart : lo === 0 ? 0 : -1;
  const to = lineEndAt;
  if (from >= 0 && to >= 0 && to - from <= UNIT) {
    if (!lineOnly && to < text.length && to - from < 200) {
      const line = text.slice(from, to);
      // A heading, a banner or a label governs its block, also where it starts a field's value (`"notes": "NOTICE …`).
      // So does a line that names an AI over a list ("AI: here is the plan." above "1. …"): a plan is judged as one unit.
      // Only then: a README's every line over a list would make its units long.
      if (
        endsWithColon(line) ||
        STANDS_ALONE.test(line.includes('"') ? line.replace(FIELD_START, '') : line) ||
        endsWithHead(line) ||
        (listFollows(text, to) && NAMES_AI.test(line))
      )
        return [from, blockAfter(text, from, to)];
      // A question (an FAQ's) goes with the line that answers it.
      if (/\?\s{0,2}$/.test(line)) {
        const next = to + (text[to] === '\n' ? 1 : 2);
        return [from, lineEnd(text, next, Math.min(text.length, next + BLOCK))];
      }
    }
    return [from, to];
  }
  // A long line: fixed blocks of the text, so each is scored once whatever word in it triggered.
  const block = Math.floor(start / BLOCK);
  return [Math.max(from, (block - 1) * BLOCK, 0), Math.min(to >= 0 ? to : text.length, (block + 2) * BLOCK)];
}

/**
 * Between two string values of one record (a JSON object or array, a sheet's range, a quoted CSV
 * row), escaped or not: the closing quote, the punctuation, the next key, the opening quote. Each
 * part bounded, so a unit is read once.
 */
export const FIELD_GAP =
  /\\{0,3}"[ \t]{0,3}(?:[,;:[\]{}][ \t]{0,3}){1,4}(?:\\{0,3}"[\w .$-]{1,40}\\{0,3}"[ \t]{0,3}:[ \t]{0,3}(?:[[{][ \t]{0,3}){0,2})?\\{0,3}"/g;
