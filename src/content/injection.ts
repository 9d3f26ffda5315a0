/**
 * prompt_injection: instructions aimed at the agent that reads the text. Strong patterns name
 * the agent's instructions or role, or address the agent as an AI; weak ones ("run the following
 * command", a `"role": "system"` message in JSON) are common in honest text and only make the
 * verdict warn. A phrase that the text itself presents as an example ("phrases such as 'ignore
 * previous instructions'") is a mention, not an instruction, and is skipped. Every pattern starts
 * at a literal word and its repeats are bounded, so matching is linear in the text.
 */
import type { Hit, ReasonCode } from './codes.js';
import { ROLE_MARKER_ANCHORS, type Text } from './find.js';

interface Pattern {
  /** Case-insensitive, so written in lower case (find.ts). */
  re: RegExp;
  code: ReasonCode;
  /** Weak patterns become `injection_weak` unless they sit in hidden text. */
  weak?: boolean;
  /** The match must name whose instructions it overrides (WHOSE). */
  whose?: boolean;
  /** Only at the start of a line (after indentation, `#` or `**`). */
  lineStart?: boolean;
}

/** The words allowed between an override verb and its target ("all previous", "your original"). */
const FILLER =
  '(?:(?:all|any|the|of|these|those|and|previous|prior|above|earlier|preceding|former|original|initial|existing|given|current|system|safety|developer|your|other|old)\\s+){1,4}';
const TARGET =
  '(?:instructions?|prompts?|rules|directions|directives|guidelines|context|commands|guardrails|constraints|programming|system\\s+prompt)';
/**
 * Override phrases must say *whose* instructions: "override the rules" in a CSS guide and
 * "disregard my previous message" in an e-mail are not aimed at an agent.
 */
const WHOSE = /\b(?:all|previous|prior|above|earlier|preceding|former|original|initial|system|safety|developer|your)\b/i;

const PATTERNS: Pattern[] = [
  {
    re: new RegExp(`\\b(?:ignore|disregard|forget|override|bypass|abandon|discard)\\s+${FILLER}${TARGET}\\b`, 'i'),
    code: 'injection_override',
    whose: true,
  },
  {
    re: /\b(?:ignore|disregard|forget)\s+(?:everything|all)\s+(?:(?:you\s+(?:were|have\s+been)\s+told)|(?:above|before|prior|previously|so\s+far))/i,
    code: 'injection_override',
  },
  {
    re: /\byou\s+are\s+(?:now\s+)?(?:in\s+)?(?:dan\b|developer\s+mode|jailbroken|unrestricted|free\s+of\s+(?:all\s+)?(?:restrictions|rules)|no\s+longer\s+(?:bound|restricted|an?\s+(?:ai|assistant)))/i,
    code: 'injection_override',
  },
  {
    re: /\b(?:do\s+not|don't|never)\s+(?:tell|inform|alert|notify|warn|mention\s+(?:this|it)\s+to)\s+(?:the\s+)?(?:user|human|operator)\b/i,
    code: 'injection_hidden_text',
  },
  {
    re: /\bwithout\s+(?:telling|informing|asking|alerting|notifying)\s+(?:the\s+)?(?:user|human|operator)\b/i,
    code: 'injection_hidden_text',
  },
  {
    re: /<\|im_start\|>\s{0,4}(?:system|assistant)|<\|(?:system|endoftext|im_end|eot_id|start_header_id)\|>|\[\/?inst\]|<<\/?sys>>/i,
    code: 'injection_role',
  },
  { re: /<\/?(?:system|system[-_]prompt|system[-_]reminder|developer[-_]message|admin[-_]instructions?)>/i, code: 'injection_role' },
  {
    re: /\b(?:message|note|instructions?|reminder|memo)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:(?:ai|llm)\s+(?:agents?|assistants?|models?)|ai|assistants?|agents?|llms?|language\s+models?|claude|chatgpt|copilot|gpt)\b\s{0,3}[:,-]/i,
    code: 'injection_role',
  },
  {
    re: /\bif\s+you\s+are\s+(?:an?\s+)?(?:ai|llm|large\s+language\s+model|language\s+model|ai\s+assistant|assistant|agent|ai\s+agent|automated\s+(?:agent|system|tool)|bot|claude|chatgpt|gpt)\b/i,
    code: 'injection_role',
  },
  {
    re: /\b(?:attention|important|urgent|hey)\s{0,3}[,:!-]?\s{0,3}(?:ai|assistant|agent|llm|claude|chatgpt|copilot)\s{0,3}[,:!]/i,
    code: 'injection_role',
  },
  {
    re: /\b(?:ai|llm)\s+(?:agents?|assistants?|models?)\s+(?:reading|processing|summari[sz]ing|parsing)\s+this\b/i,
    code: 'injection_role',
  },
  {
    re: /\b(?:system|developer)(?:[ \t]+(?:prompt|message|override|instructions?))?(?:\*\*)?[ \t]{0,4}:/i,
    code: 'injection_role',
    weak: true,
    lineStart: true,
  },
  { re: /["']role["']\s{0,4}:\s{0,4}["'](?:system|developer)["']/i, code: 'injection_role', weak: true },
  {
    re: /\b(?:use|call|invoke|run)\s+(?:the|your)\s+[A-Za-z_][\w.-]{0,40}\s+tool\s+(?:to|and|with|on)\b/i,
    code: 'injection_tool_coercion',
    weak: true,
  },
  {
    re: /\b(?:immediately|now|silently|quietly)\s+(?:run|execute|call|invoke)\s+(?:the\s+following|this)\b/i,
    code: 'injection_tool_coercion',
  },
  { re: /\b(?:run|execute)\s+(?:the\s+following|this)\s+(?:command|script|code)\b/i, code: 'injection_tool_coercion', weak: true },
  {
    re: /\b(?:reveal|print|output|repeat|show|dump|leak)\s+(?:me\s+)?(?:your|the)\s+(?:full\s+|entire\s+|original\s+|hidden\s+)?(?:system\s+prompt|initial\s+instructions|hidden\s+instructions|instructions\s+above)\b/i,
    code: 'injection_data_request',
  },
  {
    re: /\b(?:send|post|upload|forward|transmit|exfiltrate|leak|e-?mail|paste|include)\s+(?:(?:all|the|your|any|its|every|their|user's|users')\s+){0,2}(?:contents?\s+of\s+(?:the\s+|your\s+)?)?(?:api[\s_-]?keys?|secrets?|credentials?|passwords?|access\s+tokens?|tokens|environment\s+variables|env\s+vars|\.env\b|ssh\s+keys?|private\s+keys?|id_rsa|~\/\.ssh|~\/\.aws|chat\s+history|conversation(?:\s+history)?|system\s+prompt|cookies|session\s+tokens?)/i,
    code: 'injection_data_request',
    weak: true,
  },
];

/** Words that present the phrase that follows as an example, a quotation or a detection target. */
const MENTION =
  /(?:such\s+as|like|e\.g\.|eg\.|i\.e\.|example|for\s+instance|phrases?|strings?|patterns?|known\s+as|called|detect(?:s|ed|ing|or)?|flag(?:s|ged)?|block(?:s|ed)?|attacks?|attackers?|payloads?|injections?|jailbreaks?|keywords?|contain(?:s|ing)?|regex|match(?:es|ing)?|test(?:s|ing)?|says?|said|quot(?:e|es|ing))\W{0,6}$/i;
/** Negated advice about data: "never send your API keys to anyone". */
const NEGATED = /(?:never|not|n't|avoid|without|no)\s+(?:\w+\s+){0,2}$/i;

/** Where a data request names a place to send to, it is aimed at this reader: strong. */
const DESTINATION =
  /\b(?:to|at|into|via)\s+(?:this\s+|the\s+following\s+|my\s+|our\s+)?(?:https?:\/\/|[\w.+-]+@[\w-]+\.|(?:url|endpoint|webhook|server|address|email|link)\b)/i;

const OPENING = '"\'`“‘«';
const CLOSING: Record<string, string> = { '"': '"', "'": "'", '`': '`', '“': '”', '‘': '’', '«': '»' };

/**
 * MENTION at the end of a text once a trailing run of opening quotes and brackets is dropped, as
 * one test at the end (sticky, looking back) instead of one try at every position: no word of
 * MENTION ends with a character of that run, so dropping the run whole (as a replace would) or
 * any part of it finds the same.
 */
const MENTION_BEFORE = new RegExp(`(?<=${MENTION.source.slice(0, -1)}(?:["'\`\u201c\u201d\u2018\u2019\u00ab([*_]+\\s*)?)`, 'iy');

function isMention(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 48), start);
  MENTION_BEFORE.lastIndex = before.length;
  if (MENTION_BEFORE.test(before)) return true;
  // A short quotation that is just the phrase ("…" or `…` around it): quoted, not said.
  const open = text[start - 1];
  if (open !== undefined && OPENING.includes(open)) {
    // Only the phrase itself: a JSON string or CSV cell that merely starts with it is still said.
    const close = text.indexOf(CLOSING[open]!, end);
    if (close >= 0 && close - end <= 3) return true;
  }
  return open === '`';
}

/** Half-open ranges of HTML comments and of `[//]: # (…)` markdown comments. */
export function hiddenRanges(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = text.indexOf('<!--'); i >= 0; i = text.indexOf('<!--', i + 4)) {
    const end = text.indexOf('-->', i + 4);
    out.push([i, end < 0 ? text.length : end + 3]);
    if (end < 0) break;
    i = end;
  }
  for (let i = text.indexOf('[//]: #'); i >= 0; i = text.indexOf('[//]: #', i + 7)) {
    const nl = text.indexOf('\n', i);
    out.push([i, nl < 0 ? text.length : nl]);
  }
  return out;
}

const inRanges = (ranges: Array<[number, number]>, at: number): boolean => ranges.some(([s, e]) => at >= s && at < e);

const LINE_PREFIX = /(?:^|\n)[ \t]{0,8}(?:#{1,4}[ \t]{0,4})?(?:\*\*)?$/;

/**
 * The first words of a pattern's source (after its `\b`), as alternatives that each start with a
 * lower-case letter, and what follows them: `(?:ignore|forget)\s+…` → ['ignore', 'forget'], `\s+…`.
 */
function leads(source: string): { alts: string[]; rest: string } {
  if (!source.startsWith('(?:')) return { alts: [source], rest: '' };
  const alts: string[] = [];
  let depth = 0;
  let from = 3;
  for (let i = 3; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if ((c === '|' || c === ')') && depth === 0) {
      alts.push(source.slice(from, i));
      from = i + 1;
      if (c === ')') {
        const rest = source.slice(i + 1);
        if (/^[?*+{]/.test(rest)) break;
        return { alts, rest };
      }
    }
  }
  return { alts: [source], rest: '' };
}

/**
 * All patterns as one alternation, each in its own group: one pass over the text instead of one
 * per pattern. The group that matched names the pattern (none of them has groups of its own).
 * Patterns that start at a word boundary share it, and are grouped by their first letter: a word
 * start tries only the patterns that can begin with its letter, in their order, so the match is
 * the one the plain alternation of the patterns would find.
 */
const byLetter = new Map<string, { branches: string[]; members: Array<readonly [Pattern, number]> }>();
PATTERNS.forEach((p, i) => {
  if (!p.re.source.startsWith('\\b')) return;
  const { alts, rest } = leads(p.re.source.slice(2));
  for (const l of new Set(alts.map((a) => a[0]!))) {
    const mine = alts.filter((a) => a[0] === l);
    if (!/^[a-z]$/.test(l) || mine.some((a) => /^.[?*+{]/.test(a)))
      throw new Error(`injection pattern ${i} does not start with a lower-case letter`);
    const branch = byLetter.get(l) ?? { branches: [], members: [] };
    branch.branches.push(`((?:${mine.map((a) => a.slice(1)).join('|')})${rest})`);
    branch.members.push([p, i]);
    byLetter.set(l, branch);
  }
});
/** Group k + 1 of ALL_WORDS is WORDS[k]: letter by letter, and within a letter pattern by pattern. */
const WORDS = [...byLetter.values()].flatMap((b) => b.members);
const OTHERS = PATTERNS.map((p, i) => [p, i] as const).filter(([p]) => !p.re.source.startsWith('\\b'));
const ALL_WORDS = new RegExp(`\\b(?:${[...byLetter].map(([l, b]) => `${l}(?:${b.branches.join('|')})`).join('|')})`, 'i');
const ALL_OTHERS = new RegExp(OTHERS.map(([p]) => `(${p.re.source})`).join('|'), 'i');
// Every match of ALL_OTHERS starts at one of ROLE_MARKER_ANCHORS (find.ts), so it is tried only there.
const GROUPS: ReadonlyArray<[(t: Text) => RegExpExecArray[], ReadonlyArray<readonly [Pattern, number]>]> = [
  [(t) => t.find(ALL_WORDS, true), WORDS],
  [(t) => t.findNear(ALL_OTHERS, ROLE_MARKER_ANCHORS, 1, '<["\'[', true), OTHERS],
];

export function detectInjection(t: Text, out: Hit[]): void {
  const text = t.text;
  let hidden: Array<[number, number]> | undefined;
  for (const [matches, members] of GROUPS) {
    for (const m of matches(t)) {
      let k = 0;
      while (m[k + 1] === undefined) k++;
      const p = members[k]![0];
      const start = m.index;
      const end = start + m[0].length;
      if (p.lineStart && !LINE_PREFIX.test(text.slice(Math.max(0, start - 16), start))) continue;
      // The match is read lower-cased: WHOSE reads the original, where its word boundaries are.
      if (p.whose) {
        const space = m[0].indexOf(' ');
        if (!WHOSE.test(text.slice(space < 0 ? end - 1 : start + space, end))) continue;
      }
      if (isMention(text, start, end)) continue;
      hidden ??= hiddenRanges(text);
      const concealed = hidden.length > 0 && inRanges(hidden, start);
      let weak = p.weak === true;
      if (p.code === 'injection_data_request' && weak) {
        if (NEGATED.test(text.slice(Math.max(0, start - 24), start))) continue;
        if (DESTINATION.test(text.slice(end, end + 160))) weak = false;
      }
      if (concealed) out.push({ code: 'injection_hidden_text', start, end });
      else out.push({ code: weak ? 'injection_weak' : p.code, start, end });
    }
  }
}
