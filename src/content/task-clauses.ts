/**
 * prompt_injection read from an order to the machine addressed by its task in a clause, or as the meeting's notetaker
 * under a memo's label (docs/content-readings.md, "Orders that rig the reader's result"): "When you chart these
 * readings, ...", "When an assistant totals this export, ...", "Before the assistant drafts the minutes, it should
 * ...", "Memo to the notetaker: ...". reader-orders.ts reads a machine named before a colon or a comma ("Summariser:",
 * "AI agents reading this,"); a clause that names the reader's own task (charting, totalling, ranking, writing up) or
 * the notetaker a meeting's invite or transcript speaks to is an address too, and such clauses head honest steps every day
 * ("When you chart these readings, use a log scale"). So the order after it is read for the result rigged only
 * (result-stakes.ts): the change hidden, the data contradicted, an adverse finding kept out, a record dictated with a
 * second rig, the record sent out. The clause must open a field or a sentence (a cell, a JSON string, a transcript's
 * turn, an invitation's DESCRIPTION with its escapes and folds), never a quotation in prose. Gated by a cheap test;
 * every pattern is bounded and has no nested quantifier.
 */
import { type Hit, strongSince } from './codes.js';
import { literalId, type Text } from './find.js';
import { rigsTheResult } from './result-stakes.js';

/** What opens a field or a sentence before the clause: a line, a cell, a quotation mark, a tag, a colon, a list's mark. */
const OPENER = String.raw`(?:^|[\n"'|;:>\[{(*]|[.!?,][ \t]|<!--)[ \t]{0,4}(?:\d{1,2}\.[ \t]{1,3}|[-*\u2022][ \t]{1,3})?`;
/** The machine named as the clause's subject. */
const MACHINE =
  '(?:assistants?|ai|bots?|models?|agents?|llms?|summari[sz]ers?|note-?takers?|copilots?|tools?|parsers?|pipelines?|screeners?)';
/** The reader's task: what a data, recruiting or meeting agent does with the text (a stem, its ending after it). */
const TASK =
  '(?:render|chart|plot|graph|generat|summari[sz]|aggregat|total|comput|calculat|analy[sz]|process|rank|scor|screen|shortlist|writ|draft|prepar|build|compil|produc|present|report|pars|ingest|import|load|review|evaluat|assess|transcrib|minut|recap|tabulat|averag|merg|handl|sort|clean|turn|compar)[a-z]{0,4}';
/** A clause of the reader's task ending at its comma: "When you chart these readings,", "Before the assistant drafts the minutes,". */
const TASK_CLAUSE = new RegExp(
  String.raw`${OPENER}(?:when(?:ever)?|before|while|once|after|as|if)\s+(?:(?:you|(?:an?|the|any|each|every)\s+(?:[a-z-]{1,20}\s+)?${MACHINE})\s+(?:[a-z]{2,12}\s+)?${TASK}\b|${TASK}ing\s+(?:this|these|the)\b)[^.;:!?\n"|]{0,80}?,`,
  'gi',
);
/**
 * A memo's label for the notetaker, or the notetaker called ("Memo to the notetaker:", "Reminder for the AI note-taker:"),
 * or the reader of the field named ("Reader of this column:"), whose order reader-orders.ts sets aside when it opens with
 * a negation ("do not report the outage minutes ...; say the data was unavailable").
 */
const NOTETAKER = new RegExp(
  String.raw`${OPENER}(?:(?:[a-z-]{1,20}\s+){0,2}(?:memo|note|item|instructions?|reminder|message|request|task)s?\s+(?:to|for)\s+(?:the\s+|our\s+|any\s+)?(?:ai\s+|meeting\s+|automated\s+)?|(?:ai\s+)?)(?:note-?takers?|minute-?takers?|transcribers?)\s{0,2}:|${OPENER}(?:the\s+)?(?:reader|readers)\s+of\s+this\s+(?:column|cell|field|row|record|file|sheet|export|table|entry|note)\s{0,2}:`,
  'gi',
);

/**
 * The literals one of which every address holds (the reader "you", a machine's name, a summariser, a field's reader, the
 * "not" that starts "notetaker"), asked of the text's index before any pattern runs over it.
 */
const ADDRESS_IDS = [
  'you',
  'assistant',
  'ai',
  'bot',
  'model',
  'agent',
  'llm',
  'copilot',
  'tool',
  'pipeline',
  'summari',
  'reader',
  'not',
].map(literalId);
/** A quick test for each address: the clause's words without its opener, and the notetaker's or the field reader's name. */
const CLAUSE_GATE = new RegExp(
  String.raw`\b(?:when(?:ever)?|before|while|once|after|as|if)\s+(?:(?:you|(?:an?|the|any|each|every)\s+(?:[a-z-]{1,20}\s+)?${MACHINE})\s+(?:[a-z]{2,12}\s+)?${TASK}\b|${TASK}ing\s+(?:this|these|the)\b)`,
  'i',
);
const NOTE_GATE = /note-?takers?|minute-?takers?|transcribers?|\breaders?\s+of\s+this\s/i;

/** How far after the clause its order is read, and how many clauses are read at most. */
const ORDER_REACH = 360;
const MAX_CLAUSES = 24;

/**
 * The order after `end`: its field (up to a line's end, a closing quotation mark, a table's bar or a comment's close),
 * an invitation's folds joined and its escapes read as what they stand for, lower case.
 */
function orderAfter(text: string, end: number): string {
  const raw = text
    .slice(end, end + ORDER_REACH)
    .replace(/\r?\n[ \t]/g, '')
    .replace(/\\([,;\\])/g, '$1')
    .replace(/\\n/g, ' ');
  const stop = raw.search(/\n|(?<![\\"])"(?!")|\s\|\s|-->|<\//);
  return (stop < 0 ? raw : raw.slice(0, stop)).toLowerCase();
}

/** Whether the clause ending at `end` opens inside a quotation in prose: a mark before it on its line that the line closes. */
function quotedInProse(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start) + 1;
  const before = text.slice(lineStart, start);
  // (A training note or a write-up quoting the attack: "a cell read "AI: ..."", "lines like "notetaker, ..."".)
  return /\b(?:read|reading|reads|said|says|like|such\s+as|e\.g\.|example|quoted?)[:,]?\s{0,2}["'\u201c]{1,2}\s{0,2}$/i.test(
    before.slice(-40),
  );
}

/** Orders to the machine by its task's clause or as the notetaker that rig the result, pushed to `out` (the first; none after a strong finding). */
export function detectTaskClauses(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  if (!t.holdsAny(ADDRESS_IDS)) return;
  const text = t.text;
  let tries = 0;
  for (const [gate, re] of [
    [CLAUSE_GATE, TASK_CLAUSE],
    [NOTE_GATE, NOTETAKER],
  ] as const) {
    if (!gate.test(text)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (++tries > MAX_CLAUSES) return;
      const end = m.index + m[0].length;
      if (quotedInProse(text, m.index + 1)) continue;
      const order = orderAfter(text, end);
      if (order.length < 12 || !rigsTheResult(order, text)) continue;
      out.push({ code: 'injection_role', start: m.index, end: Math.min(text.length, end + order.length) });
      return;
    }
  }
}
