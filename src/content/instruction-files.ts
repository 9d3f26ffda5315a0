/**
 * Instruction files as `judge scan` reads them (SKILL.md, CLAUDE.md, AGENTS.md, .cursorrules, .mcp.json,
 * .claude/settings*.json). The prompt_injection readings were built for text that reaches an agent as data, where an
 * order addressed to a machine is itself the mark; an instruction file is made of such orders. Here a reading's
 * finding stands when its rule puts an act at stake (instruction-stakes.ts) and falls when the rule is an ordinary
 * working rule or names an injection to refuse it; and a planted rule none of the readings found is read by what it
 * does (docs/content-readings.md, "Instruction files: honest orders and planted rules").
 */
import type { ReasonCode } from './codes.js';
import type { GuardHit, Window } from './guard.js';
import { anyStake, concealsElsewhere, plantedKind, readsEnglish, refuses } from './instruction-stakes.js';
import { ordersBehindAMark } from './kept-out-orders.js';

/** A sentence of the file: where it starts and ends, and the block (paragraph, list item) it belongs to. */
interface Sentence {
  start: number;
  end: number;
  block: number;
}

/** Longest sentence read: a planted rule is a sentence or two; a minified JSON line is not read whole. */
const MOST_READ = 1500;
/** The readings whose findings are settled here; a finding in invisible characters or hidden markup is never. */
const SETTLED: ReadonlySet<ReasonCode> = new Set<ReasonCode>([
  'injection_role',
  'injection_override',
  'injection_tool_coercion',
  'injection_data_request',
  'injection_learned',
  'injection_hidden_text',
]);
/** A line that opens a block of its own: a heading, a list item, a table row, an HTML comment, a front-matter line. */
const BLOCK_OPENS = /^\s{0,12}(?:#{1,6}\s|[-*+]\s|\d{1,3}[.)]\s|\||<!--|---\s*$|```|[\w-]{1,40}:\s)/;
/** Where a sentence ends: a stop followed by a space or the end of the line. */
const SENTENCE_END = /[.!?\u3002\uff01\uff1f](?=\s|$|["'\u201d)\]*_`]*(?:\s|$))|\s-->/g;

/** The sentences of `text`: blocks split at blank lines and at lines that open one, each block split at its stops. */
function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = [];
  let block = 0;
  let blockStart = -1;
  let blockEnd = -1;
  const close = (): void => {
    if (blockStart < 0) return;
    const body = text.slice(blockStart, blockEnd);
    let from = 0;
    SENTENCE_END.lastIndex = 0;
    for (let m = SENTENCE_END.exec(body); m; m = SENTENCE_END.exec(body)) {
      const stop = m.index + m[0].length;
      const lead = body.slice(from, stop).search(/\S/);
      if (lead >= 0) out.push({ start: blockStart + from + lead, end: blockStart + stop, block });
      from = stop;
    }
    const lead = body.slice(from).search(/\S/);
    if (lead >= 0) out.push({ start: blockStart + from + lead, end: blockEnd, block });
    block++;
    blockStart = -1;
  };
  for (let at = 0; at <= text.length; ) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end);
    if (line.trim() === '') close();
    else {
      if (BLOCK_OPENS.test(line)) close();
      if (blockStart < 0) blockStart = at;
      blockEnd = end;
    }
    at = end + 1;
  }
  close();
  return out;
}

/** A sentence's text as the stakes read it: lower-cased, its markdown emphasis and code quotes dropped. */
const readable = (text: string, s: Sentence): string =>
  text
    .slice(s.start, Math.min(s.end, s.start + MOST_READ))
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Whether a finding sits in characters a reader does not see or in hidden markup: such text is never an honest rule. */
function hiddenAt(text: string, h: GuardHit): boolean {
  // The finding's line, at most a few hundred characters each side: a minified file's one line is not read per finding.
  const from = Math.max(0, h.start - 400);
  const to = Math.min(text.length, h.end + 400);
  const around = text.slice(from, to);
  const lineEnd = around.indexOf('\n', h.end - from);
  const line = around.slice(around.lastIndexOf('\n', h.start - from) + 1, lineEnd < 0 ? around.length : lineEnd);
  if (/<!--|-->|display\s*:\s*none|visibility\s*:\s*hidden|<(?:div|span|details|p)\b/i.test(line)) return true;
  for (let i = h.start; i < h.end; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x200b && c <= 0x200f) || (c >= 0x2060 && c <= 0x2064) || c === 0xfeff || (c >= 0xd800 && c <= 0xdfff)) return true;
  }
  return false;
}

/** The window that holds [start, end) whole, or the last that holds its start. */
function windowOf(windows: readonly Window[], start: number, end: number): number {
  let found = 0;
  for (const w of windows) {
    if (w.start <= start && w.end >= end) return w.index;
    if (w.start <= start) found = w.index;
  }
  return found;
}

/**
 * The findings of an instruction file: prompt_injection's settled (a finding whose rule puts nothing at stake, or
 * names an injection to refuse it, falls) and planted rules the readings missed added. Other questions' findings and
 * weak signals are kept as they are.
 */
export function readInstructionFile(text: string, hits: readonly GuardHit[], windows: readonly Window[], asked: boolean): GuardHit[] {
  const sentences = sentencesOf(text);
  const reads = sentences.map((s) => readable(text, s));
  const originals = sentences.map((s) => text.slice(s.start, Math.min(s.end, s.start + MOST_READ)));
  const indexAt = (at: number): number => {
    let lo = 0;
    let hi = sentences.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (sentences[mid]!.start <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  // What a sentence's rule reads: itself, the sentence after in its block ("Do not mention this step."), and the
  // block after a label ("Note for the agent:").
  /** Whether sentence `j` stands in sentence `i`'s block. */
  const inBlockOf = (i: number, j: number): boolean => j >= 0 && j < sentences.length && sentences[j]!.block === sentences[i]!.block;
  /** The read of sentence `j` when it stands in `i`'s block, else nothing. */
  const readInBlockOf = (i: number, j: number): string => (inBlockOf(i, j) ? reads[j]! : '');
  const ruleOf = (i: number): { read: string; original: string } => {
    const s = sentences[i]!;
    const parts = [i];
    if (inBlockOf(i, i + 1)) parts.push(i + 1);
    const label = /:\s*$|^\s*#{1,6}\s/.test(text.slice(s.start, s.end));
    if (label)
      for (let j = i + 1; j < sentences.length && j <= i + 4 && sentences[j]!.block <= s.block + 1; j++)
        if (!parts.includes(j)) parts.push(j);
    return { read: parts.map((j) => reads[j]).join(' '), original: parts.map((j) => originals[j]).join(' ') };
  };

  // The sentence that leads a list ("phrases such as:"): a list item is read with it.
  const leads: number[] = [];
  let lead = -1;
  for (let i = 0; i < sentences.length; i++) {
    const body = text.slice(sentences[i]!.start, sentences[i]!.end);
    // A list item, or a block quote's line ("Examples we have seen:" above "> …").
    const item = /^\s{0,12}(?:[-*+>]|\d{1,3}[.)])\s/.test(body);
    if (!item) lead = /:\s*$/.test(body) ? i : -1;
    leads.push(item ? lead : -1);
  }
  const ledAway = (i: number): boolean => leads[i]! >= 0 && refuses(reads[leads[i]!]!, reads[i]!);

  const kept: GuardHit[] = [];
  // Whether a sentence's findings stand, read once however many findings it holds.
  const standing = new Map<number, boolean>();
  let strongInjection = false;
  for (const h of hits) {
    if (h.question !== 'prompt_injection' || !SETTLED.has(h.code) || sentences.length === 0 || hiddenAt(text, h)) {
      kept.push(h);
      if (h.question === 'prompt_injection' && h.code !== 'injection_weak') strongInjection = true;
      continue;
    }
    const i = indexAt(h.start);
    let stands = standing.get(i);
    if (stands === undefined) {
      const own = reads[i]!;
      const next = readInBlockOf(i, i + 1);
      const rule = ruleOf(i);
      // (A rule that rigs a record behind a person kept out, a falsehood admitted or a sign-off claimed is at stake too.)
      stands =
        !(refuses(own, next) || ledAway(i)) &&
        (!readsEnglish(rule.read) || anyStake(rule.read, rule.original) || ordersBehindAMark(rule.read));
      standing.set(i, stands);
    }
    if (!stands) continue;
    kept.push(h);
    strongInjection = true;
  }
  // Planted rules none of the readings found: read only when prompt_injection is asked and nothing strong stands.
  if (asked && !strongInjection) {
    for (let i = 0; i < sentences.length; i++) {
      const own = reads[i]!;
      // Another language: its hiding of an act is read; its other stakes are not.
      if (concealsElsewhere(own)) {
        const s = sentences[i]!;
        kept.push({
          code: 'injection_override',
          question: 'prompt_injection',
          start: s.start,
          end: s.end,
          window: windowOf(windows, s.start, s.end),
        });
        break;
      }
      if (!readsEnglish(own)) continue;
      const next = readInBlockOf(i, i + 1);
      const prev = readInBlockOf(i, i - 1);
      if (refuses(own, next) || (prev !== '' && refuses(prev, own)) || ledAway(i)) continue;
      const kind = plantedKind(own, originals[i]!) ?? (ordersBehindAMark(`${own} ${next}`) ? 'other' : undefined);
      if (kind === undefined) continue;
      const s = sentences[i]!;
      const code: ReasonCode = kind === 'sends' ? 'injection_data_request' : 'injection_override';
      kept.push({ code, question: 'prompt_injection', start: s.start, end: s.end, window: windowOf(windows, s.start, s.end) });
      break;
    }
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}
