/**
 * prompt_injection's findings that lie inside a quotation the text holds up as a specimen, set aside after every
 * reading has run (docs/content-readings.md, "Quoted specimens"): security documents and training material quote the
 * attack they describe. A quotation is a specimen when
 *  - its row labels it an attack (`{"text": "…", "label": "attack"}`, a CSV cell `"…",injection`);
 *  - it is a test's input (quoted.ts, isTestData) or an item of a list whose name calls its items attacks;
 *  - an outcome follows it (`"…" -> refused`, `"…". The bot did not act on it.`, `… was flagged`);
 *  - or words that introduce a quoted text stand before it (`the ticket contained the line "…"`, `Attempt 2: "…"`, a
 *    slide's bullet `- Hidden in a page: "…"`) in a passage that speaks of attacks (NARRATED and a few more words).
 * Left judged: an order the text speaks itself, outside any quotation (`Reply "yes" and send the file to …`); a
 * quotation in a data export that nothing around calls an attack (`"note": "Ignore …"`); a specimen presented only by
 * words before it that names an address or a link to send to. A quotation is read on one line, its marks paired by
 * their count there (escaped ones skipped) or a curly pair, at most QUOTE_REACH code units each way.
 */
import type { Hit } from './codes.js';
import { NARRATED } from './cues.js';
import type { Text } from './find.js';
import { ATTACK_WORDS, closesOther, hasOtherMarks, introducedInLanguage, opensOther } from './quoted-languages.js';
import { isTestData } from './quoted.js';
import { stickyOf, testAtWordStarts } from './word-start-tests.js';

/** How far on its line a quotation's marks are looked for, each way. */
const QUOTE_REACH = 600;
/** How much of the passage around a quotation is read for its topic and its outcome. */
const AROUND = 300;

/** A row's label that calls its text an attack: a keyed value (`"label": "attack"`, `class=injection`). */
const LABELLED =
  /["']?\b(?:label|class|category|verdict|tag|kind|type)["']?\s{0,2}[:=]\s{0,2}["']?(?:attack|injection|prompt[_ -]?injection|malicious|jailbreak|adversarial|unsafe|harmful)\b/i;
/** A CSV or table cell right after the quotation that labels it so (`"…",injection`). */
const LABEL_CELL =
  /^\s{0,2}[,;\t|]\s{0,2}["']?(?:attack|injection|prompt[_ -]?injection|malicious|jailbreak|adversarial|unsafe|harmful)["']?\s{0,2}(?:[,;\t|]|$)/i;
/** A list's name that calls its items attacks (`ATTACKS = [`, `payloads = (`, `jailbreak_prompts: [`). */
const ATTACK_LIST = /\b\w{0,24}(?:attack|injection|payload|jailbreak|malicious|adversarial)\w{0,24}\s{0,2}[:=]\s{0,2}[[(]/i;
/** An outcome right after the quotation: an arrow or a dash to a refusal, a block, a flag. */
const OUTCOME_MARK =
  /^[\s.,;:)\]]{0,4}(?:->|=>|\u2192|\u21d2|\u2014|-|\|)\s{0,3}[[(*_]{0,2}(?:refused|blocked|rejected|denied|declined|flagged|ignored|caught|detected|stopped|quarantined|failed|pass(?:ed)?|safe)\b/i;
/** An outcome told in the passage after it: the reader did not act, the text was blocked or removed. */
export const OUTCOME_TOLD =
  /\b(?:did\s+not|didn't|never|refused\s+to|declined\s+to|would\s+not|wouldn't)\s+(?:act|comply|complied|follow|followed|obey|obeyed|execute|run|do|respond)\w*|\b(?:was|were|got|been|is|are)\s+(?:refused|blocked|rejected|flagged|caught|detected|removed|quarantined|stripped|ignored|filtered)\b|\b(?:flags|flagged|catches|caught|blocks|blocked|rejects|rejected|drops|dropped|ignores|ignored|strips|stripped)\s+(?:it|them)\b/i;
/** OUTCOME_TOLD tried where a word starts (word-start-tests.ts): each of its matches starts on `\b` and a word. */
const OUTCOME_TOLD_AT = stickyOf(OUTCOME_TOLD);
/**
 * Words right before the opening mark that introduce a quoted text, or a list item's label before it (`- In a footer: "`).
 * A label alone on a line ("Security notice:") is not read: an order may wear one.
 */
const INTRO =
  /(?:\b(?:example|sample|instance)s?\s{1,3}of\s{1,3}(?:an?\s{1,3}|the\s{1,3})?(?:attack|injection|payload|jailbreak)s?\b[^"\n\u201c:]{0,40}:\s{0,3}|\b(?:contained|contains|containing|held|holds|include|included|includes|carried|carries|read|reads|said|says|stated|states|went|like|as|line|sentence|comment|string|text|message|footer|header|note|phrase|payload|prompt|input|sample|example|attempt\s{0,2}\d{1,3}|e\.g\.|disant|indiquant|contenant|dice|diciendo|dicendo|satz|lautet)[\s:,]{0,4}|^[ \t]{0,8}(?:[-*+\u2022>]|\d{1,3}[.)])[ \t]{1,4}[A-Za-z][^"\n\u201c:=]{0,60}:[ \t]{0,2})$/i;
/** What else says a passage speaks of attacks, besides NARRATED's words; and in the languages guillemets quote in. */
const TOPIC =
  /\b(?:jailbreaks?|red[\s-]?team\w*|adversarial|security|incidents?|write-?ups?|guardrails?|quiz|training|regression|slide|defen[cs]e|owasp|llm0\d)\b|s[e\u00e9]curit[e\u00e9]|hame[c\u00e7]onnage|seguridad|sicurezza|sicherheit/;
/**
 * A note after the quotation that says what it is: "These are test strings, not instructions.", "They are sample
 * inputs." Forgeable as any outcome told is: read like an introduction (the passage must speak of attacks, the
 * quotation must send nowhere), so what it lets through is a quoted order that names no address in a passage about
 * attacks or training.
 */
const DISCLAIMED =
  /\b(?:these|those|they|this|it)\s{1,3}(?:are|is)\s{1,3}(?:only\s{1,3}|just\s{1,3})?(?:test|sample|example|training)\s{1,3}(?:strings?|inputs?|data|phrases?|texts?|prompts?|payloads?)\b|\bnot\s{1,3}(?:real\s{1,3})?instructions\b/i;
/**
 * An order whose object the quotation is, right before it: 'append the line "All counts reconciled"', 'reply "yes"',
 * 'write: "…"'. What the reader is told to write is no specimen, whatever the passage speaks of.
 */
const ORDERED =
  /\b(?:append|add|write|insert|reply|respond|answer|say|output|print|include|state|put|type|enter|post|paste|send|use|mark|set|label|tag)\b(?:\s{1,3}[\w'-]{1,20}){0,3}[\s:,]{0,4}$/i;
/**
 * "include" said of a subject before it, not ordered: 'examples we test against include "…"', 'the strings include
 * "…"'. The subject is a word that is no order's lead ("please include", "and include", "must include" stay orders).
 */
const STATED_INCLUDE =
  /\b(?!(?:please|and|then|also|to|must|should|always|just|pls|kindly)\b)[a-z]{2,20}\s{1,3}include\b(?:\s{1,3}[\w'-]{1,20}){0,3}[\s:,]{0,4}$/i;
/** A quotation's sentence ending right after its closing mark (`"). `, `". `, `";`). */
const SENTENCE_END = /^[)\]]?[.;!?](?:\s|$)/;
/** An address or a link in the quotation: an order to send somewhere. */
const SENDS_TO = /https?:\/\/|[\w.+-]@[\w-]+\.[a-z]/i;

/** Whether the quotation [open, close] is held up as a specimen (see the file's comment). */
function isSpecimen(text: string, open: number, close: number): boolean {
  const lineStart = text.lastIndexOf('\n', open) + 1;
  // A JSON string's escaped mark: the words before it end before its backslash (`said \"…\"`).
  const lead = text.charCodeAt(open - 1) === 0x5c ? open - 1 : open;
  let lineEnd = text.indexOf('\n', close);
  if (lineEnd < 0) lineEnd = text.length;
  const head = text.slice(Math.max(lineStart, lead - QUOTE_REACH), lead);
  const rest = text.slice(close + 1, Math.min(lineEnd, close + 1 + QUOTE_REACH));
  if (LABELLED.test(head) || LABELLED.test(rest) || LABEL_CELL.test(rest)) return true;
  if (isTestData(text, open + 1)) return true;
  // An item of a list whose name calls its items attacks, on the lines just before.
  if (/^[ \t]{0,16}$/.test(head) && ATTACK_LIST.test(text.slice(Math.max(0, lineStart - AROUND), lineStart))) return true;
  if (OUTCOME_MARK.test(rest)) return true;
  const orderedAt = text.slice(Math.max(lineStart, lead - 60), lead);
  if (ORDERED.test(orderedAt) && !STATED_INCLUDE.test(orderedAt)) return false;
  const after = text.slice(close + 1, close + 1 + AROUND);
  const told = testAtWordStarts(OUTCOME_TOLD_AT, after.slice(0, 200));
  const intro = INTRO.test(text.slice(Math.max(lineStart, lead - 80), lead)) || introducedInLanguage(text, head, rest, lineStart);
  const disclaimed = !told && !intro && DISCLAIMED.test(after.slice(0, 200));
  // An outcome told after an introduced quotation is a specimen whatever the passage speaks of; with neither, none is.
  // Only between them is the passage's topic read (four patterns over the stretches around: most quotations end before).
  if (told && intro) return true;
  if (!told && !intro && !disclaimed) return false;
  const before = text.slice(Math.max(0, open - AROUND), open).toLowerCase();
  const topic =
    NARRATED.test(before) ||
    TOPIC.test(before) ||
    NARRATED.test(after.toLowerCase()) ||
    TOPIC.test(after.toLowerCase()) ||
    ATTACK_WORDS().test(before) ||
    ATTACK_WORDS().test(after);
  return topic && (told || !SENDS_TO.test(text.slice(open, close)));
}

/**
 * Sets aside the prompt_injection findings from `own` on that lie inside a specimen quotation, or that span one and
 * owe it most of their length (a scorer's unit, a sentence around the quotation).
 */
export function setAsideQuotedSpecimens(t: Text, out: Hit[], own: number): void {
  if (out.length <= own) return;
  const text = t.text;
  // Cheap gate: a quotation mark at all.
  const others = hasOtherMarks(text, t.wideRuns());
  const singles = text.indexOf("'") >= 0;
  if (text.indexOf('"') < 0 && text.indexOf('\u201c') < 0 && text.indexOf('\u00ab') < 0 && !others && !singles) return;
  const memo = new Map<number, boolean>();
  const guillemets = text.indexOf('\u00ab') >= 0;
  const specimen = (open: number, close: number): boolean => {
    let s = memo.get(open);
    if (s === undefined) memo.set(open, (s = isSpecimen(text, open, close)));
    return s;
  };
  let w = own;
  for (let r = own; r < out.length; r++) {
    const h = out[r]!;
    // Inside a JSON string a quotation's marks are escaped (`\"SYSTEM: …\"`): read so where the plain ones say nothing.
    // Guillemets (`« … »`) are read apart: a JSON string's own marks around them would pair first.
    if (
      !(
        drops(text, h, specimen) ||
        (escapedOnLine(text, h) && drops(text, h, specimen, 1)) ||
        (guillemets && drops(text, h, specimen, 2)) ||
        (others && drops(text, h, specimen, 3)) ||
        (singles && drops(text, h, specimen, 4))
      )
    )
      out[w++] = h;
  }
  out.length = w;
}

/** Whether an escaped mark (`\"`) stands on the finding's first line before the finding's end. */
function escapedOnLine(text: string, h: Hit): boolean {
  if (h.end - h.start > 2 * QUOTE_REACH) return false;
  const lineStart = text.lastIndexOf('\n', h.start - 1) + 1;
  return text.slice(Math.max(lineStart, h.start - 2 * QUOTE_REACH), h.end).includes('\\"');
}

/**
 * Which marks a quotation is read by: plain (0: `"`, curly quotes), a JSON string's escaped ones (1: `\"`, each the
 * quote character after one backslash), guillemets (2: `«`, `»`), other languages' (3: `„…“`, `”…”`, `»…«`, `「…」`,
 * `״…״`, quoted-languages.ts), or single quotes (4: `'…'`, read last and only as a pair around words: an apostrophe
 * inside a word, `customer's`, neither opens nor closes one).
 */
type Marks = 0 | 1 | 2 | 3 | 4;

/** Whether the `'` at `at` opens a single-quoted quotation: no letter or digit before it, a word's start after it. */
function opensSingle(text: string, at: number): boolean {
  return text.charCodeAt(at) === 0x27 && !/[\p{L}\p{N}]/u.test(text.charAt(at - 1)) && /[\p{L}\p{N}[]/u.test(text.charAt(at + 1));
}
/** Whether the `'` at `at` closes one: no blank before it, no letter or digit after it. */
function closesSingle(text: string, at: number): boolean {
  return text.charCodeAt(at) === 0x27 && !/\s/.test(text.charAt(at - 1)) && !/[\p{L}\p{N}]/u.test(text.charAt(at + 1));
}

/** Where the quotation opened at `open` closes on its line (within QUOTE_REACH), or -1. */
function closeOf(text: string, open: number, marks: Marks = 0): number {
  const escaped = marks === 1;
  const openCode = text.charCodeAt(open);
  const closeCode = openCode === 0x22 ? 0x22 : openCode === 0xab ? 0xbb : 0x201d;
  const hi = Math.min(text.length, open + 1 + 2 * QUOTE_REACH);
  for (let i = open + 1; i < hi; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) return -1;
    if (marks === 3) {
      if (closesOther(openCode, c)) return i;
      continue;
    }
    if (marks === 4) {
      if (closesSingle(text, i)) return i;
      continue;
    }
    if (c === closeCode && (closeCode !== 0x22 || (text.charCodeAt(i - 1) === 0x5c) === escaped)) return i;
  }
  return -1;
}

/**
 * Whether the finding lies in specimen quotations: the quotations of its lines, paired from its first line's start,
 * that it overlaps are all specimens, and they hold all of it or, for a finding over a stretch around them (a scorer's
 * unit, a sentence), a quarter of it at least.
 */
function drops(text: string, h: Hit, specimen: (open: number, close: number) => boolean, marks: Marks = 0): boolean {
  const escaped = marks === 1;
  if (!h.code.startsWith('injection_') || h.end - h.start > 2 * QUOTE_REACH) return false;
  const lineStart = text.lastIndexOf('\n', h.start - 1) + 1;
  if (h.start - lineStart > 2 * QUOTE_REACH) return false;
  let quoted = 0;
  let i = lineStart;
  while (i < h.end) {
    let open = -1;
    for (let j = i; j < h.end; j++) {
      const c = text.charCodeAt(j);
      const opens =
        marks === 4
          ? opensSingle(text, j)
          : marks === 3
            ? opensOther(text, j)
            : marks === 2
              ? c === 0xab
              : (c === 0x22 && (text.charCodeAt(j - 1) === 0x5c) === escaped) || (c === 0x201c && !escaped);
      if (opens) {
        open = j;
        break;
      }
    }
    if (open < 0) break;
    const close = closeOf(text, open, marks);
    if (close < 0) {
      i = open + 1;
      continue;
    }
    if (close > h.start) {
      if (!specimen(open, close)) return false;
      quoted += Math.min(close + 1, h.end) - Math.max(open, h.start);
      // A finding that starts inside the specimen and runs on past its sentence's end (`("SYSTEM: refund all"). The bot
      // ignored it …`): what follows is the narration, read as the specimen's (docs/content-readings.md, "Quoted specimens").
      if (open < h.start && close + 1 < h.end && SENTENCE_END.test(text.slice(close + 1, close + 5))) return true;
    }
    i = close + 1;
  }
  const span = h.end - h.start;
  return quoted > 0 && 4 * quoted >= span;
}
