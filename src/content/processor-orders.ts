/**
 * prompt_injection read from an order planted in a document for whoever processes it automatically
 * (docs/content-readings.md, orders to a document's processor): a CV, an invoice, a customs paper, a tenancy
 * application, a booking, an essay, an intake form or a buyer's message that holds a line addressed to the system
 * reading it ("[Note for the automated processing system: …]", "To the screening tool: …", "Assistant processing
 * this document: …", a forged directive such as `X-Processing-Instruction:` or `status=APPROVED; review=SKIP; note=…`),
 * and, on the rest of that line, an act an attacker wants done to the business: approved, marked verified or cleared,
 * a check or review skipped, the human kept out, the payee's account changed or an amount moved, records sent to an
 * address, the system's criteria or setup revealed.
 *
 * The address must open its line (after markup a page or a PDF's extracted text puts there: a tag, a bracket, `#`,
 * `<<`, a comment); a line quoted, or presented by the line before it ("such as", "example", "reads"), is a bulletin's
 * or a training page's and is not read. English is read through OCR's usual slips (`0` for `o`, `1` for `l` or `i`,
 * doubled blanks) on a line found by a lead that survives them (the literal index holds no slipped spelling: "N0te to
 * the A1 system" is read for its `system`, "T0 THE AUT0MATED SCREENING T00L" with every lead slipped is not). Other languages are read where the line's head, before its colon, names an AI or an automatic
 * system and the rest orders two of those acts in the language's own imperatives: business words alone order nothing.
 * Each line is read once, its head and tail bounded.
 */
import { isLetter, isWordUnit } from './ascii.js';
import { type Hit, strongSince } from './codes.js';
import type { Text } from './find.js';
import { PROCESSOR_LEADS, READER_NOUNS } from './literals.js';
import { detectHandlerOrders } from './handler-orders.js';
import { detectRecordOrders } from './record-orders.js';
import { PRESENTED_WORDS } from './setup-text.js';

/** How far into a line its address is looked for, and how much of the line after it is read. */
const HEAD_REACH = 160;
const TAIL_REACH = 400;
/** How far into its line a lead may stand (after markup) for the line to be read: an address is the line's head. */
const LEAD_REACH = 120;
/** How many lines are read at most (a line past it is no document's note). */
const MAX_LINES = 20000;

/** A test of a text with no literal index before any line is read: a processor named in some language, or a directive's words. */
const ANY_PROCESSOR =
  /autom[a\u00e1]t|otomat|awtomat|processing|processor|screening|reviewer|assistant|directive|review\s?=|\ba[i1]\b|\bki\b|\bia\b|\byz\b|yapay\s+zek|teko\u00e4ly|mi-rendszer|t\u1ef1\s+\u0111\u1ed9ng|\u0448\u0456|\u0430\u0432\u0442\u043e\u043c\u0430\u0442|\u81ea\u52d5|\u81ea\u52a8|\u4eba\u5de5\u667a\u80fd|\uc790\ub3d9|\uc778\uacf5\uc9c0\ub2a5/i;

/** Markup before a line's words: tags, brackets, a heading's `#`, `<<`, a comment's opening, blanks. */
const LEAD_MARKUP = /^(?:\s|<(?!<)[^<>\n]{0,200}>|[[({*>#\u2022-]|<<|<!--|\/\/)*/;

/** Lower-cased, with OCR's digits for letters and `i` read as `l` (so `1` reads either), blanks run together. */
function fold(s: string): string {
  return s
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/[1|i]/g, 'l')
    .replace(/[ \t]{2,}/g, ' ');
}
/** A pattern written in plain English, folded as the text is (its letters `i` read `l`; it holds no digit to fold). */
function folded(re: RegExp): RegExp {
  return new RegExp(re.source.replace(/i/g, 'l'), re.flags);
}

/** An AI or an automated system, with what it does ("AI screening", "automated invoice"). */
const AUTOMATED =
  '(?:automated|automatic|ai|llm|a\\.i\\.)\\b(?:[\\s-]+(?:powered|based|processing|screening|review|reviewing|payments?|intake|document|invoice|hr|recruiting|grading|claims?)){0,2}';
/** It reading this very document: "that reads this", "processing this". */
const READING_THIS =
  '(?:\\s+(?:that|which|who)\\s+(?:is\\s+)?(?:reads|reading|processes|processing|reviews|reviewing|screens|screening|handles|handling|parses|parsing)|(?:\\s+(?:assistant|agent|model|system|bot|tool)s?)?\\s+(?:processing|reviewing|reading|screening|handling|parsing|grading|checking)\\s+th(?:is|ese)\\b)';
/** A processor by its job: what only reads and decides on documents (not a chat's speaker, "AI assistant:"). */
const BY_JOB =
  '(?:\\s+(?:reviewer|screener|processor|pipeline|engine|parser|checker|grader|marker)s?\\b)|(?:processing|screening|review|reviewer|intake|approval|invoice|payments?|grading|document|ocr)\\s+(?:system|tool|bot|ai|agent|assistant|model|engine|pipeline|processor)s?\\b';
/** Any AI's noun, after "note to", "to", "for", "dear": the address says whom the line is for. */
const ANY_NOUN =
  '\\s+(?:system|tool|reviewer|screener|processor|pipeline|engine|bot|parser|checker|agent|assistant|model|reader|grader|marker)s?\\b';
/**
 * What may stand between the processor's noun and the address's `:` (its document, "only", "please"): the address ends
 * at the noun, so a human addressee named after the system ("To the screening tool vendor:", "automated systems team")
 * is not the processor.
 */
const ADDRESS_END =
  '(?:\\s+th(?:is|ese))?(?:\\s+(?:only|please|first|here|now|pdf|documents?|files?|forms?|pages?|applications?|submissions?|invoices?|claims?|cvs?|resumes?|e-?mails?|messages?|records?|texts?|requests?|orders?|shipments?|listings?|essays?))?\\s?';
/**
 * The processor a line addresses in English, at the line's start (after LEAD_MARKUP), its address ending in `:`, `,`
 * or a dash: after "note to", "to", "for", "dear", an AI or automated system by any noun; bare, only by its job or as
 * reading this document ("Automated reviewer -", "Assistant processing this document:"), since a chat log's speaker is
 * "AI assistant:".
 */
const EN_ADDRESS = folded(
  new RegExp(
    '^(?:(?:(?:note|notice|message|instructions?|directive|memo|reminder|request)\\s+(?:to|for)\\s+|to\\s+|attention\\s+|attn\\s+|dear\\s+|for\\s+)' +
      `(?:the\\s+|any\\s+|all\\s+|an?\\s+)?(?:${AUTOMATED}(?:${ANY_NOUN}|${READING_THIS})|${BY_JOB})` +
      `|(?:the\\s+)?(?:${AUTOMATED}(?:${BY_JOB}|${READING_THIS})|${BY_JOB}|(?:assistant|agent|model|system|bot|tool)s?${READING_THIS}))` +
      `${ADDRESS_END}(?::|,|\\s-\\s|\\s?[\\u2014\\u2013]\\s?)`,
  ),
);
/** A forged processing directive at a line's start: a header, a tag, a key list that approves and skips review. */
const DIRECTIVE = folded(
  /^(?:x-(?:processing|ai|automation|processor|review|approval|screening)-(?:instruction|directive|override|note|action)s?\s?:|(?:automation|processor|ai)\s(?:directive|instruction|override|note)s?\s?:|processing\s(?:directive|override)s?\s?:|automation\s?:|(?:<<\s?)?(?:processor|processing|ai|automation|system)\s(?:directive|instruction|override)s?\s?>>|status\s?=\s?(?:approved|verified|cleared|passed)\s?;\s?review\s?=\s?(?:skip|skipped|none|bypass|false|no)\b)/,
);

/** The first words EN_ADDRESS and DIRECTIVE can open with (folded), tried on a line's first 48 code units. */
const EN_START = folded(
  /^(?:(?:(?:note|notice|message|instructions?|directive|memo|reminder|request)\s+(?:to|for)\s+|to\s+|attention\s+|attn\s+|dear\s+|for\s+)?(?:the\s+|any\s+|all\s+|an?\s+)?(?:automated|automatic|ai|llm|a\.i\.|processing|screening|review|reviewer|intake|approval|invoice|payments?|grading|document|ocr|assistant|agent|model|system|bot|tool)s?\b|x-|automation|processor|<<|status\s?=)/,
);
/** A clause's first word that is no imperative (folded): a subject, an article, a preposition, a number. */
const NOT_IMPERATIVE = folded(
  /^[\s"'([*]*(?:(?:we|i|you|they|he|she|it|this|that|these|those|the|a|an|our|my|your|their|its|his|her|there|in|on|at|as|for|of|from|with|by|no|all|some|each|every|one|two|today|yesterday|yes)\b|\S*[2-9])/,
);
/** The acts at stake in English (folded), each a kind: one of them after an English address is an order to the processor. */
const EN_ACTS: readonly RegExp[] = [
  // approved, marked, set, ranked, graded
  /\b(?:approve|authori[sz]e|accept)\s+(?:this|it|the|them|all|my|our)\b|\bmark\s+(?:this|it|the|them|all|every|my|our)\b[^.;\n]{0,60}\bas\b|\bset\s+(?:the\s+|this\s+|its\s+|my\s+)?(?:[a-z-]+\s+){0,3}(?:to|=)\s|\b(?:rank|rate|score)\s+(?:this|them|him|her|me|my)\b|\bgive\s+(?:this|it|them|me|my)\b[^.\n]{0,30}\b(?:full|top|maximum|highest|perfect)\b|\btreat\s+(?:this|it)\s+as\s+(?:verified|approved|genuine|legitimate|cleared)/,
  // a check, a review or a hold skipped
  /\b(?:skip|bypass|waive|disable|override|omit|turn\s+off|switch\s+off)\s+(?:the\s+|this\s+|any\s+|all\s+|its\s+)?(?:[a-z-]+\s+){0,3}(?:check|review|verification|inspection|match|approval|hold|report|screening|control|rule|limit)s?\b|\b(?:inspection|review|check|verification|approval)s?\s+as\s+not\s+(?:required|needed|necessary)/,
  // the human kept out
  /\b(?:do\s+not|don't|never)\s+(?:notify|tell|inform|forward|send|escalate|mention|show|report|alert|copy|cc|route)\b|\b(?:do\s+not|don't|never)\s+flag\s+(?:it|this|them)\s+to\b|\bwithout\s+(?:telling|notifying|informing|alerting|sending|forwarding|escalating|routing|showing)\b|\bsilently\b|\bquietly\b|\bhide\s+(?:this|it)\b/,
  // the payee's account changed, an amount moved
  /\b(?:change|update|replace|switch|set)\s+(?:the\s+|its\s+)?(?:[a-z-]+\s+){0,2}(?:bank\s+account|account|iban|payee|beneficiary|destination|payment\s+details|sort\s+code)\b|\b(?:raise|increase|reduce|lower)\s+(?:it|the|this|my)\b[^.\n]{0,40}\b(?:to|by)\b|\b(?:issue|release|pay|transfer)\s+(?:a\s+|the\s+)?(?:full\s+)?(?:refund|payment|payout)/,
  // records sent out
  /\b(?:forward|send|export|share|upload|copy|e-?mail)\b[^.\n]{0,120}(?:@[a-z0-9-]+\.|https?:)/,
  // the system's setup or criteria revealed
  /\b(?:reveal|disclose|print|show|output|repeat|list)\s+(?:me\s+)?(?:your\s+|the\s+)?(?:[a-z-]+\s+){0,2}(?:criteria|instructions|system\s+prompt|prompt|configuration|rules|setup|scoring)\b/,
].map(folded);

/** Whether `words` (English, read through OCR's slips) order one of the acts at stake (record-orders.ts reads them too). */
export function ordersAnAct(words: string): boolean {
  const f = fold(words);
  return EN_ACTS.some((re) => re.test(f));
}

/** A line's head names an AI or an automatic system, in another language (read lower-cased, not folded). */
const ML_PROCESSOR =
  /(?:^|[^a-z\u00c0-\u024f])(?:ai|ki|ia|yz|mi-rendszer\w*|\u0448\u0456|\u0438\u0438)(?![a-z\u00c0-\u024f])|yapay\s+zek|teko\u00e4ly|autom[a\u00e1]t|otomat|awtomat|t\u1ef1\s+\u0111\u1ed9ng|\u0430\u0432\u0442\u043e\u043c\u0430\u0442|\u81ea\u52d5|\u81ea\u52a8|\u4eba\u5de5\u667a\u80fd|\uc790\ub3d9|\uc778\uacf5\uc9c0\ub2a5/;
/** The acts at stake in other languages' imperatives, each a kind: two of them after such a head order the processor. */
const ML_ACTS: readonly RegExp[] = [
  // approve
  /zatwierd\u017a|(?:^|\s)onayla|godk\u00e4nn|(?:^|\s)aprove(?:\s|$)|ph\u00ea\s+duy\u1ec7t|setujui|\u0441\u0445\u0432\u0430\u043b\u0456\u0442\u044c|hagyd\s+j\u00f3v\u00e1|aprob\u0103|aprubahan|\u627f\u8a8d\u3057|\uc2b9\uc778\ud558|\u6279\u51c6|schval(?:\s|$)|genehmige|approuve|aprueba|approva|keur\s+\S+\s+\S*\s*goed/,
  // skip a check
  /pomi\u0144|(?:^|\s)atla(?![a-z])|hoppa\s+\u00f6ver|(?:^|\s)ignore\s+a|b\u1ecf\s+qua|lewati|\u043f\u0440\u043e\u043f\u0443\u0441\u0442\u0456\u0442\u044c|hagyd\s+ki|sari\s+peste|laktawan|\u7701\u7565|\uac74\ub108\ub6f0|\u8df3\u8fc7|p\u0159esko\u010d|\u00fcberspringe|omite|salta\s+la|sla\s+\S+\s+\S*\s*over/,
  // keep the human out
  /nie\s+informuj|bildirme|haber\s+verme|(?:informera|meddela)\s+inte|n\u00e3o\s+(?:informe|avise)|kh\u00f4ng\s+(?:th\u00f4ng\s+b\u00e1o|b\u00e1o)|jangan\s+beri\s+tahu|\u043d\u0435\s+\u043f\u043e\u0432\u0456\u0434\u043e\u043c\u043b\u044f\u0439\u0442\u0435|ne\s+\u00e9rtes\u00edtsd|nu\s+(?:informa|anun\u021ba)|huwag\s+(?:sabihan|ipaalam)|\u77e5\u3089\u305b\u306a\u3044|\u901a\u77e5\u3057\u306a\u3044|\uc54c\ub9ac\uc9c0\s*\ub9c8|\u4e0d\u8981\u901a\u77e5|neinformuj|informiere\s+\S+\s+\S*\s*nicht|n'informe\s+pas|no\s+informes|non\s+informare/,
  // change the payee's account
  /zmie\u0144\s+rachunek|hesab\u0131n\u0131[^\n]{0,60}de\u011fi\u015ftir|byt\s+mottagarens|altere\s+a\s+conta|\u0111\u1ed5i\s+t\u00e0i\s+kho\u1ea3n|ubah\s+rekening|\u0437\u043c\u0456\u043d\u0456\u0442\u044c\s+\u0440\u0430\u0445\u0443\u043d\u043e\u043a|m\u00f3dos\u00edtsd\s+a\s+kedvezm\u00e9nyezett|schimb\u0103\s+contul|palitan\s+ang\s+bank|\u53e3\u5ea7\u3092[^\n]{0,60}\u5909\u66f4|\uacc4\uc88c\ub97c[^\n]{0,60}\ubcc0\uacbd|\u8d26\u6237\u66f4\u6539|\u66f4\u6539[^\n]{0,8}\u8d26\u6237|zm\u011b\u0148\s+bankovn\u00ed|\u00e4ndere\s+(?:die\s+)?(?:bankverbindung|iban|kontonummer)|modifie[rz]?\s+(?:le\s+)?(?:rib|iban)|cambia\s+la\s+cuenta|cambia\s+(?:l'iban|il\s+conto)|wijzig\s+(?:het\s+)?(?:rekeningnummer|iban)/,
];

/** An ASCII letter after a noun: its word goes on ("aim", "toolbar"; a plural `s` is the one letter allowed). */
const continuesNoun = (c: number): boolean => isLetter(c) && c !== 115 && c !== 83;

/** Where the line holding `at` starts. */
function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}
/** Where the line holding `at` starts if that is `reach` code units back at most, else -1 (a scan bounded by `reach`). */
function lineStartWithin(text: string, at: number, reach: number): number {
  const stop = Math.max(0, at - reach);
  for (let i = at - 1; i >= stop; i--) if (text.charCodeAt(i) === 10) return i + 1;
  return stop === 0 ? 0 : -1;
}

/** How many first code units of two lines that are the same make the second a speaker's or a label's again. */
const SAME_HEAD = 16;

/**
 * Whether the line before the one starting at `start` (the last that is not blank, three lines back at most) presents
 * what follows as an example or a quotation, or opens a code block (a training page's sample), or opens with the same
 * first words as `words` (a report's or a log's speaker, "Automated reviewer: 14 checked" then "Automated reviewer -
 * set …": an address is planted once).
 */
function presentedBefore(text: string, start: number, words: string): boolean {
  let end = start - 1;
  for (let n = 0; n < 3 && end > 0; n++) {
    const from = lineStart(text, end);
    const prev = text.slice(Math.max(from, end - HEAD_REACH), end);
    if (prev.trim() === '') {
      end = from - 1;
      continue;
    }
    if (PRESENTED_WORDS.test(prev) || prev.trimStart().startsWith('```')) return true;
    const lead = LEAD_MARKUP.exec(prev)![0].length;
    const head = prev.slice(lead, lead + SAME_HEAD).toLowerCase();
    return words.length >= SAME_HEAD && head === words.slice(0, SAME_HEAD).toLowerCase();
  }
  return false;
}

/** Whether a line (its words after LEAD_MARKUP) orders a document's processor. */
function ordersProcessor(words: string, otherLanguages: boolean): boolean {
  // The first words first: most lines read open with none of an address's or a directive's.
  const head = EN_START.test(fold(words.slice(0, 48))) ? fold(words.slice(0, HEAD_REACH)) : '';
  const addressed = head === '' ? null : EN_ADDRESS.exec(head);
  const address = addressed ?? (head === '' ? null : DIRECTIVE.exec(head));
  if (address !== null) {
    const tail = fold(words.slice(0, TAIL_REACH)).slice(address[0].length);
    // After an address, the order opens its clause as an imperative ("we will skip", "an introduction", "14 checked"
    // tell, they do not order); a directive's keys order by themselves.
    const ordered = addressed === null || !NOT_IMPERATIVE.test(tail);
    if (ordered && EN_ACTS.some((re) => re.test(tail))) return true;
  }
  // Another language: a head before the colon naming an AI or an automatic system, two acts after it.
  if (!otherLanguages) return false;
  const colon = words.slice(0, HEAD_REACH).search(/[:\uff1a]/);
  if (colon <= 0 || !ML_PROCESSOR.test(words.slice(0, colon).toLowerCase())) return false;
  const tail = words.slice(colon + 1).toLowerCase();
  let kinds = 0;
  for (const re of ML_ACTS) if (re.test(tail) && ++kinds >= 2) return true;
  return false;
}

/** Whether the line starting at `start` orders a document's processor (its words after LEAD_MARKUP, and not presented). */
function lineOrders(text: string, start: number, otherLanguages = true): { start: number; end: number } | undefined {
  const nl = text.indexOf('\n', start);
  const end = nl < 0 ? text.length : nl;
  const lead = LEAD_MARKUP.exec(text.slice(start, Math.min(end, start + HEAD_REACH)))![0].length;
  const first = text.charCodeAt(start + lead);
  // A line quoted (a bulletin's example) is said, not ordered.
  if (end - start - lead <= 8 || first === 34 || first === 0x201c || first === 0x201e || first === 0xab) return undefined;
  const words = text.slice(start + lead, Math.min(end, start + lead + TAIL_REACH));
  return ordersProcessor(words, otherLanguages) && !presentedBefore(text, start, words) ? { start: start + lead, end } : undefined;
}

/** The leads only English addresses are read after (another language's head names its AI or its automatic system). */
const ENGLISH_ONLY: ReadonlySet<string> = new Set([
  'tool',
  'assistant',
  'bot',
  'agent',
  'model',
  'reader',
  'whoever',
  'whatever',
  'x-process',
  'status',
  'directive',
]);
/** The literals a processor's address or a directive holds in its line's head: where lines are read in an indexed text. */
const LEADS: readonly string[] = [...READER_NOUNS, ...PROCESSOR_LEADS];

/**
 * Orders planted for a document's processor in `t` (none when a strong injection finding from `own` on is made). Only
 * the lines that hold one of LEADS (or a character outside Latin-1, for other scripts' names) in their head are read;
 * then orders in a record's own voice (record-orders.ts) and to whoever handles it (handler-orders.ts).
 */
export function detectProcessorOrders(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  if (!linesOrder(t, out)) detectRecordOrders(t, out, ordersAnAct);
  // Then orders to whoever handles a record, named or not: an act at stake with a control skipped (handler-orders.ts).
  detectHandlerOrders(t, out, own);
}

/** Whether a line of `t` opens with an order to its processor (pushed to `out`). */
function linesOrder(t: Text, out: Hit[]): boolean {
  const text = t.text;
  const found = (at: { start: number; end: number } | undefined): boolean => {
    if (at === undefined) return false;
    out.push({ code: 'injection_role', start: at.start, end: at.end });
    return true;
  };
  if (t.at('ai') === null) {
    // No literal index: every line is read, after one test of the whole text.
    if (!ANY_PROCESSOR.test(text)) return false;
    let start = 0;
    for (let n = 0; n < MAX_LINES && start < text.length; n++) {
      if (found(lineOrders(text, start))) return true;
      const nl = text.indexOf('\n', start);
      start = nl < 0 ? text.length : nl + 1;
    }
    return false;
  }
  const read = new Set<number>();
  // The last line a lead stood in, [from, to), and its start (-1 when `from` is past that line's head already): the
  // leads come ascending, so a long line's leads cost one scan of it, not one each.
  let from = 0;
  let to = 0;
  let lineFrom = -1;
  const tryAt = (p: number, otherLanguages: boolean): boolean => {
    if (p < from || p >= to) {
      lineFrom = lineStartWithin(text, p, LEAD_REACH);
      from = lineFrom < 0 ? p : lineFrom;
      const nl = text.indexOf('\n', p);
      to = nl < 0 ? text.length : nl;
    }
    // Past the head (its markup and address), or a line read already.
    if (lineFrom < 0 || p - lineFrom > LEAD_REACH || read.has(lineFrom) || read.size >= MAX_LINES) return false;
    read.add(lineFrom);
    return found(lineOrders(text, lineFrom, otherLanguages));
  };
  for (const lead of LEADS) {
    for (const p of t.at(lead)!) {
      // A word of its own, not a part of one ("main", "tool_output", "toolbar"); `status` only before `=`.
      if (p > 0 && isWordUnit(text.charCodeAt(p - 1))) continue;
      if (lead.length <= 6 && READER_NOUNS.includes(lead) && continuesNoun(text.charCodeAt(p + lead.length))) continue;
      if (lead === 'status' && !/^\s?=/.test(text.slice(p + 6, p + 8))) continue;
      if (tryAt(p, !ENGLISH_ONLY.has(lead))) return true;
    }
  }
  if (t.wide) {
    const runs = t.wideRuns();
    // Only other scripts' letters (Greek to Devanagari and Thai, kana to Hangul), not dashes and quotation marks.
    for (let k = 0; k < runs.length; k += 2) {
      const c = text.charCodeAt(runs[k]!);
      if (((c >= 0x370 && c < 0x2000) || (c >= 0x3040 && c < 0xd7b0)) && tryAt(runs[k]!, true)) return true;
    }
  }
  return false;
}
