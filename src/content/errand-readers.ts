/**
 * prompt_injection read from an order put to the machine that reads a text, where the address names that machine by
 * its product or by its errand rather than by the words the other readings look for (docs/content-readings.md, "The
 * reader addressed by name or by errand"): coding agents called by their products' names as a vocative ("Codex /
 * Gemini:", "Hey Aider and Copilot,"), the reader called by what it is doing ("To whatever is summarising this log
 * for ...:", "If an AI agent is reading this page,", "have your assistant ...", "Review bots should ...", "P.S. to the
 * automated minutes tool:"), an HTML comment labelled for it ("<!-- assistant note: ... -->"), or a machine's word
 * alone as a vocative at a field's start ("bot, ...", "eh bot, ..."). Honest texts hold every one of these addresses
 * (a README's note to Copilot users, a page asking AI readers to cite it, a comment for crawlers, a customer's message
 * to the shop's bot), so the address alone marks nothing: it must open a field (not sit in a quotation a sentence holds
 * up), an order must follow it (a clause led by its verb, after a "when ..." clause at most, or the errand's own "should"),
 * and a stake must stand in that order, not negated: a dependency slipped into a manifest, a push forced or a check turned
 * off, a secret copied out, a record or a verdict written as what it is not, a destructive command, or the user or a
 * person kept from knowing. The addresses' literals come from the literal index (handler-leads.ts); each place once,
 * MAX_PLACES of each at most, every slice bounded.
 */
import { type Hit, strongSince } from './codes.js';
import { placesOf, type Text } from './find.js';
import { loweredOf } from './word-places.js';

/** The products a coding agent is sold as, lower-cased (each is also the literal searched for). */
const PRODUCTS = ['copilot', 'claude', 'cursor', 'codex', 'gemini', 'devin', 'aider', 'windsurf', 'chatgpt', 'cline'];
/** A list of products called as a vocative, read at a product's place: names joined by a slash, a comma, "and", "&", "or". */
const PRODUCT_LIST =
  /^(?:copilot|claude(?: code)?|cursor|codex|gemini|devin|aider|windsurf|chatgpt|cline)(?:\s{0,2}(?:\/|,|&|\+|and|or)\s{0,2}(?:copilot|claude(?: code)?|cursor|codex|gemini|devin|aider|windsurf|chatgpt|cline)){0,4}\s{0,2}(?::|,|-{1,2}\s|\u2014|\u2013)/;
/** What may stand before a vocative in its field: a greeting or a call to attention. */
const CALL_BEFORE = /(?<![a-z])(?:hey|hi|hello|yo|oi|eh|bro|dear|ok|okay|attention|note to|to|for|psst)\s{1,2}$/;
/** The machine's own words as a vocative ("bot,", "ai agent,"). */
const MACHINE_VOCATIVES = ['bot,', 'assistant,', 'agent,', 'ai,'];
/** What may stand before a machine's word in a vocative: a greeting, and "ai" or "coding" before the noun. */
const MACHINE_BEFORE = /(?:^|[\s"'>=:(])(?:(?:hey|hi|hello|yo|oi|eh|bro|dear|ok|okay|oga|mon|ya|oye)\s{1,2})?(?:(?:ai|coding)\s{1,2})?$/;

/**
 * The reader called by its errand, read at the places of its literals: whoever or whatever is reading, summarising or
 * triaging this (for someone), an AI or an automated reader that reads this, your assistant had to act, a reader told
 * what it should do, a note to an automated tool.
 */
const ERRAND_LITERALS = [
  'whoever',
  'whatever',
  'anyone',
  'if an',
  'your ai',
  'your bot',
  'your assistant',
  'your agent',
  'your model',
  'the bot',
  'the ai',
  ' should ',
  ' must ',
  'automated',
];
/** Whoever or whatever reads or processes this, up to its colon or comma (the errand's "for someone" in it). */
const WHOEVER =
  /^(?:whoever|whatever|anyone|anything)\s{1,2}(?:(?:who|that)\s{1,2})?(?:is\s{1,2})?(?:reading|reads|summari[sz]ing|summari[sz]es|processing|processes|triaging|triages|parsing|parses|reviewing|reviews|handling|handles)\s{1,2}this\b[^\n:,.;]{0,80}[:,]/;
/** An AI or an automated reader that reads this, as a condition: "If an AI agent is reading this page,". */
const IF_READER =
  /^if\s{1,2}(?:an?|any|the)\s{1,2}(?:(?:automated|ai|coding|llm|language)\s{1,2})?(?:ai|assistant|agent|bot|model|llm|tool|reviewer|summari[sz]er|system|crawler)s?\s{1,2}(?:is\s{1,2})?(?:reads|reading|read|parses|parsing|processes|processing|summari[sz]es|summari[sz]ing|sees|reviews|reviewing|opens|opening)\s{1,2}this\b[^\n,:;]{0,40}[,:]/;
/** Your assistant had to act: "instruct your AI to", "have your assistant", "get your bot to". */
const YOUR_READER = /^(?:your\s{1,2}(?:ai|bot|assistant|agent|model)s?|the\s{1,2}(?:ai|bot)s?)\s{1,2}(?:to\s{1,2})?/;
const YOUR_BEFORE = /(?:(?:please|kindly|pls|plz|just|also|and)\s{1,2})?(?:instruct|tell|ask|have|get|let|make)\s{1,2}$/;
/** A reader told what it should do: "Review bots should", "Any summariser reading this report should". */
const SHOULD_BEFORE =
  /(?:^|[\s>"'(])(?:(?:(?:any|all)\s{1,2}(?:(?:summary|summari[sz]ing|triage|review|reviewing|automated|ai|coding)\s{1,2})?)|(?:summary|summari[sz]ing|triage|review|reviewing|automated|ai|coding)\s{1,2})(?:tools?|bots?|assistants?|agents?|models?|summari[sz]ers?|llms?|reviewers?)(?:\s{1,2}(?:reading|processing|summari[sz]ing)\s{1,2}this\s{1,2}[a-z-]{2,14})?$/;
/** A note to an automated tool: "P.S. to the automated minutes tool:", "for the automated triage bot,". */
const AUTOMATED_NOTE =
  /^automated\s{1,2}[a-z-]{2,24}(?:\s{1,2}[a-z-]{2,24})?\s{1,2}(?:tool|bot|assistant|agent|system|reviewer|summari[sz]er|pipeline|screening|check)s?\s{0,2}[:,]/;
const AUTOMATED_BEFORE = /(?<![a-z])(?:to|for)\s{1,2}(?:the|any|all)\s{1,2}$/;
/** An HTML comment labelled for the agent: "<!-- agent instructions:", "<!-- for AI readers:", "<!-- copilot:". */
const COMMENT_LABEL =
  /^<!--\s{0,3}(?:for\s{1,2}(?:the\s{1,2})?)?(?:ai|llm|agent|assistant|bot|model|copilot|claude|codex|cursor|gemini)(?:[\s_-]{1,2}(?:instructions?|notes?|only|directive|readers?|agents?|task))?\s{0,2}:/;

/**
 * A stake in the order: something slipped in, a check off, a push forced, a secret out, a destructive command. Each
 * pattern is read in the order's text with quotations blanked; one preceded by a negation is not a stake.
 */
const ACT_STAKES: readonly RegExp[] = [
  /\b(?:add|adds|pin|bump|install|include|insert)\b(?:[^.;\n]|\.(?=\S)){0,80}(?:\bfrom (?:the |our |a |an |this )?(?:own |private |internal |other |alternate )?(?:registry|mirror|index|fork)\b|\bfrom https?:|--(?:extra-)?index-url|--registry\b|\bgit\+|\btarballs?\b|\.tgz\b|postinstall|preinstall|install script)/,
  /\bpush(?:es)?\b(?:[^.;\n]|\.(?=\S)){0,30}(?:--force|-f\b|--no-verify|straight to|directly to|to (?:main|master|prod))/,
  /\b(?:disable|turn off|switch off|skip|silence|mute|suppress|bypass|remove)\b(?:[^.;\n]|\.(?=\S)){0,40}\b(?:checks?|jobs?|scans?|tests?|review|reviewers?|step|alerts?|alarms?|hooks?|protection|verification|audit|signing|signatures?|codeowners|fraud flag|pager)\b/,
  /\b(?:delete|drop|wipe|purge|truncate|erase)\b(?:[^.;\n]|\.(?=\S)){0,50}\b(?:table|database|attachment|records?|letters?|emails?|history|logs?|file|files|codeowners|namespace|bucket|backups?|reproduction)\b/,
  /\bscale\b(?:[^.;\n]|\.(?=\S)){0,40}\bto (?:zero|0)\b|\b(?:stop|kill|shut down)\b(?:[^.;\n]|\.(?=\S)){0,30}\b(?:workers|services?|pods|cluster|servers?)\b/,
  /\b(?:print|copy|paste|send|email|e-mail|post|upload|include|dump|output|share|reveal|forward)\b(?:[^.;\n]|\.(?=\S)){0,80}(?:credential|secret|token|api[ _-]?key|password(?! reset)|\.env\b|private key|ssh key|\b[sr]k_(?:live|test)_|\bghp_|\bxox[abp]-|\bakia[0-9a-z]{8})/,
  /\breset\b(?:[^.;\n]|\.(?=\S)){0,40}\bpassword|\bopen\b(?:[^.;\n]|\.(?=\S)){0,20}\b(?:ssh|rdp|port)\b|0\.0\.0\.0\/0|\bremote (?:management|access|admin)\b|\bverify_ssl\b|\bssl\b(?:[^.;\n]|\.(?=\S)){0,12}\bfalse\b/,
  /\b(?:approve|merge)\b(?:[^.;\n]|\.(?=\S)){0,60}\b(?:without|skip|no need)\b/,
  /\bmark\b(?:[^.;\n]|\.(?=\S)){0,50}\bas (?:paid|passed|approved|verified|resolved|invalid|skipped|refunded|closed)\b/,
  /\b(?:approve|release)\b(?:[^.;\n]|\.(?=\S)){0,30}\b(?:refund|payout|payment|application|admission|claim)\b/,
  /\brefund\b(?:[^.;\n]|\.(?=\S)){0,20}\b(?:full|in full|all|everything|double|twice)\b/,
  /\bset\b(?:[^.;\n]|\.(?=\S)){0,30}\b(?:price|amount|fee|total|balance|rating|score|grade|gpa|status)\b(?:[^.;\n]|\.(?=\S)){0,14}\b(?:0|zero|free|5 stars?|paid|approved|verified|passed)\b/,
  /\bmove\b(?:[^.;\n]|\.(?=\S)){0,40}\bto the (?:approved|accepted|paid|cleared)\b/,
  /\bcurl\b[^\n]{0,80}\|\s{0,2}(?:ba)?sh\b|\bkubectl\s{1,2}(?:delete|scale)|\bpsql\s{1,2}-f|\bsystemctl\s{1,2}stop|\bamtool\s{1,2}silence|\brm\s{1,2}-rf\b/,
];
/**
 * A dependency put in a manifest by the order. What a repository's convention asks of an agent ("when you add a
 * dependency, pin it in requirements.txt") is no stake; one package the order names and the text uses nowhere else is
 * one slipped in (docs/content-readings.md, "The reader addressed by name or by errand").
 */
const TO_MANIFEST =
  /\b(?:add|adds|pin|bump|install|include|insert)\b(?:[^.;\n]|\.(?=\S)){0,80}(?:package\.json|requirements|cargo\.toml|go\.mod|gemfile|pyproject|dependenc)/;
/** A package named in that order: a code span holding one name (a version at most), or `name==1.2`. */
const PACKAGE_NAMED = /`([a-z0-9@][a-z0-9@/._-]{1,60}?)(?:(?:==|@|~=|>=|\^)[0-9][0-9a-z.*-]{0,20})?`|\b([a-z][a-z0-9._-]{1,60})==[0-9]/g;
/** A negation just before a stake ("please do not push to main", "should not approve"). */
const NEGATED = /\b(?:not|never|don't|dont|no|nor|without)\s{1,2}(?:\S+\s{1,2}){0,2}$/;
/**
 * The user or a person kept from knowing, or a falsehood admitted: "without calling it out", "do not show this comment",
 * "say nothing", "no need to wait for ...", "(they have not, but it is a formality)", "even if the scanner says otherwise".
 */
const KEPT_FROM =
  /\bwithout (?:calling it out|mentioning|telling|flagging|noting|asking|waiting)|\b(?:do not|don't|never|not to) (?:show|mention|quote|reveal|tell|flag|disclose|ask|notify|inform)\b|\b(?:keep|leave) (?:it|this|them)(?: comment| note)? (?:out of|hidden|secret|quiet|to yourself)|\bsay nothing\b|\bhide this\b|\bno need to (?:mention|tell|wait|check|verify|confirm|ask|escalate|sign)|\bnobody (?:needs|has) to\b|\b(?:it is|that is|it's) (?:fine|a formality)\b|\bwhatever the\b|\bthey (?:have not|did not|haven't|didn't)\b|\botherwise\b|\b(?:don'?t?|do not|no|never) need (?:to )?(?:tell|inform|notify|escalate|check|ask|mention|wait)\b|\bno (?:inspection|check|review|verification|signature|approval|sign-off)s? (?:is |are )?(?:needed|required)\b/;
/** A report ordered to be what it is not: "tell her nothing needs attention", "report that the cluster is healthy". */
const FALSE_REPORT =
  /\b(?:tell|answer|reply|report|say|state|write|record|confirm)\b(?:[^.;\n]|\.(?=\S)){0,50}\b(?:passed|healthy|green|clean|approved|signed off|resolved|verified|no defects|completed?|paid|voted|is fine|safe|false positive|expected|nothing needs|abandoned)\b/;
/** The verbs an order may be led by (its first word, after "please", "also", "just", "then", "kindly"). */
const ORDER_VERBS = new Set(
  'classify add pin bump install include insert put set mark move delete drop remove wipe purge close approve merge push commit force disable turn switch skip silence mute suppress ignore print copy paste send email post upload share reveal dump output tell answer reply say state write record report note log change update reset open enable grant give run execute scale stop kill restart deploy release refund pay transfer credit waive clear rewrite edit replace create generate rotate revoke hide uninstall mark respond list'.split(
    ' ',
  ),
);
const LEADS = new Set(['please', 'also', 'just', 'then', 'kindly', 'pls', 'plz', 'now', 'simply', 'go', 'and', 'to']);
/** How far an order is read after its address. */
const ORDER_REACH = 360;
/** How many places of each address's literal are read at most (a text of hundreds of "should"s is not an address). */
const MAX_PLACES = 60;
/** How many packages named in dependency orders are sought in the whole text at most. */
const MAX_ASKS = 12;

/** Whether `at` opens a field: after the text's start, a break, a label's colon or equals, a sentence's end, a bullet or a quote mark that itself opens a field. */
function opensField(lower: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (lower[i] === ' ' || lower[i] === '\t')) i--;
  if (i < 0) return true;
  let c = lower[i]!;
  if (c === '"' || c === "'" || c === '\u201c' || c === '`') {
    // A quotation mark opens a field where a label, a break or a bracket stands before it; after a word, a sentence quotes.
    let j = i - 1;
    while (j >= 0 && lower[j] === ' ') j--;
    if (j < 0) return true;
    c = lower[j]!;
    // (A string that is an item of a list or a call in code is a specimen: a test's table of attacks.)
    if ((c === '\n' || c === '[' || c === '{' || c === '(' || c === ',') && codeItem(lower, i, j)) return false;
    return c === '\n' || c === ':' || c === '=' || c === '[' || c === '{' || c === '(' || c === ',' || c === '>';
  }
  return '\n:=.;!?|{[(+-*#/>\u2022\u2066\u2067\u2068\u202a\u202b\u202d\u202e'.includes(c);
}

/** How many lines up a code list's opener is looked for, over its items, and how far along a line each is read. */
const ITEM_LINES = 40;
const ITEM_REACH = 600;

/**
 * Whether the string opened by the quote mark at `q` (with `j` the first character before it that is not a space) is an
 * item of a list, a tuple or a call in code: it closes on its line and a comma or a closing bracket follows, and the list
 * it stands in opens on its line or on a line above over other items, not as a value under a key (`"comments": [`,
 * whose items a tool returns to be read). Python lists, JS arrays, parametrize tables, Go slices. Every walk is bounded.
 */
function codeItem(lower: string, q: number, j: number): boolean {
  const mark = lower[q]!;
  const stop = Math.min(lower.length, q + ITEM_REACH);
  let k = q + 1;
  while (k < stop && lower[k] !== '\n' && (lower[k] !== mark || lower[k - 1] === '\\')) k++;
  if (k >= stop || lower[k] !== mark) return false;
  if (!/^[ \t]{0,4}(?:[,\])}]|\r?\n|$)/.test(lower.slice(k + 1, k + 7))) return false;
  if (lower[j] !== '\n') {
    // On the opener's line: the nearest bracket before the item.
    const from = Math.max(0, q - ITEM_REACH);
    let o = q - 1;
    while (o >= from && lower[o] !== '\n' && lower[o] !== '[' && lower[o] !== '(' && lower[o] !== '{') o--;
    return o >= from && lower[o] !== '\n' && !underKey(lower, o);
  }
  // An item on its own line: walk up over the lines of other items to the line that opens the list.
  let end = j;
  for (let n = 0; n < ITEM_LINES && end > 0; n++) {
    let e = end - 1;
    while (e >= 0 && e > end - ITEM_REACH && (lower[e] === ' ' || lower[e] === '\t' || lower[e] === '\r')) e--;
    const last = lower[e];
    if (last === '[' || last === '(' || last === '{') return !underKey(lower, e);
    if (last !== ',') return false;
    let start = e;
    while (start > 0 && start > end - ITEM_REACH && lower[start - 1] !== '\n') start--;
    if (start > 0 && lower[start - 1] !== '\n') return false;
    let f = start;
    while (f < e && (lower[f] === ' ' || lower[f] === '\t')) f++;
    if (!'{("\'`'.includes(lower[f]!)) return false;
    end = start - 1;
  }
  return false;
}

/** Whether the bracket at `o` opens a value under a key (`"key": [`, `key: [`). */
function underKey(lower: string, o: number): boolean {
  let i = o - 1;
  while (i >= 0 && i > o - 8 && (lower[i] === ' ' || lower[i] === '\t')) i--;
  return i >= 0 && lower[i] === ':';
}

/**
 * Whether `at` sits in a quotation a sentence holds up on its line: a quote mark before it, on its line and within a
 * label's reach, that does not itself open a field ('lines such as "[Note for the automated ...').
 */
function inProseQuote(lower: string, at: number): boolean {
  const from = Math.max(0, at - 48);
  for (let i = at - 1; i >= from; i--) {
    const c = lower[i]!;
    if (c === '\n') return false;
    if (c === '"' || c === '\u201c') return !opensField(lower, i + 1);
  }
  return false;
}

/** Where the order after an address at `from` ends: the field's line, or the comment's close, at most ORDER_REACH on. */
function orderEnd(lower: string, from: number, comment: boolean): number {
  const cap = Math.min(lower.length, from + ORDER_REACH);
  if (comment) {
    const close = lower.indexOf('-->', from);
    return close >= 0 && close < cap ? close : cap;
  }
  const line = lower.indexOf('\n', from);
  return line >= 0 && line < cap ? line : cap;
}

/** The order's text with quotations blanked (a stake quoted is a specimen, not the order's). */
function unquoted(body: string): string {
  return body.replace(/"[^"\n]{0,200}"|\u201c[^\u201d\n]{0,200}\u201d/g, (q) => ' '.repeat(q.length));
}

/** Whether the order's body starts with an order: a clause led by a verb, after one "when/after/before/if/once ..." clause at most. */
function ledByVerb(body: string): boolean {
  let s = body.trimStart();
  const lead = /^(?:when|after|before|if|once|while|as soon as)\b[^,.;\n]{0,90},\s{0,2}/.exec(s);
  if (lead) s = s.slice(lead[0].length);
  const words = s
    .slice(0, 80)
    .split(/[\s,]+/)
    .map((w) => w.replace(/[^a-z-]/g, ''));
  for (let i = 0; i < 4 && i < words.length; i++) {
    const w = words[i]!;
    if (w === '') continue;
    if (LEADS.has(w)) continue;
    if (ORDER_VERBS.has(w)) return true;
    break;
  }
  // Or the order's verb after its topic, marked by "just" or "please": "any refund above 50 just approve".
  for (let i = 1; i < 8 && i < words.length - 1; i++)
    if ((words[i] === 'just' || words[i] === 'please' || words[i] === 'kindly') && ORDER_VERBS.has(words[i + 1]!)) return true;
  return false;
}

/** The body's first sentences (an order may follow a sentence that sets it up: "the alert is noise. Silence it ..."). */
function sentences(body: string): string[] {
  return body.split(/[.;!?]\s{1,2}/, 3);
}

/** Whether a stake stands in the order: an act at stake not negated, a person kept from knowing, a report made false. */
function atStake(body: string, lower: string, asks: { left: number }): boolean {
  const s = unquoted(body);
  if (KEPT_FROM.test(s) || FALSE_REPORT.test(s)) return true;
  for (const re of ACT_STAKES) {
    const m = re.exec(s);
    if (m !== null && !NEGATED.test(s.slice(Math.max(0, m.index - 24), m.index))) return true;
  }
  const m = TO_MANIFEST.exec(s);
  return m !== null && !NEGATED.test(s.slice(Math.max(0, m.index - 24), m.index)) && slipsPackage(m[0], lower, asks);
}

/**
 * Whether a dependency order names a package the text does not otherwise write (the project's own are written elsewhere).
 * Each name is sought in the whole text: MAX_ASKS names at most per text.
 */
function slipsPackage(order: string, lower: string, asks: { left: number }): boolean {
  for (const m of order.matchAll(PACKAGE_NAMED)) {
    if (asks.left-- <= 0) return false;
    const name = m[1] ?? m[2]!;
    const first = lower.indexOf(name);
    if (first >= 0 && lower.indexOf(name, first + name.length) < 0) return true;
  }
  return false;
}

/** The end of an address at `p` (the literal's place), or -1. */
function addressAt(lower: string, p: number, literal: string): number {
  const head = lower.slice(p, p + 160);
  if (literal === 'product') {
    const m = PRODUCT_LIST.exec(head);
    if (m === null) return -1;
    const before = lower.slice(Math.max(0, p - 16), p);
    const call = CALL_BEFORE.exec(before);
    return opensField(lower, call === null ? p : p - call[0].length) ? p + m[0].length : -1;
  }
  if (literal === 'vocative') {
    const before = lower.slice(Math.max(0, p - 24), p);
    const m = MACHINE_BEFORE.exec(before);
    // (An agent called bare is as often a person at a help desk: "agent, please refund in full"; an AI or coding agent is not.)
    if (m === null || (lower.startsWith('agent,', p) && !/(?:ai|coding)\s{1,2}$/.test(m[0]))) return -1;
    const start = p - m[0].length + (/^[\s"'>=:(]/.test(m[0]) ? 1 : 0);
    return opensField(lower, start) ? lower.indexOf(',', p) + 1 : -1;
  }
  if (literal === '<!--') {
    const m = COMMENT_LABEL.exec(head);
    return m !== null && opensField(lower, p) ? p + m[0].length : -1;
  }
  if (literal === ' should ' || literal === ' must ') {
    const before = lower.slice(Math.max(0, p - 60), p);
    const m = SHOULD_BEFORE.exec(before);
    if (m === null) return -1;
    const start = p - m[0].length + (/^[\s>"'(]/.test(m[0]) ? 1 : 0);
    return opensField(lower, start) ? p + literal.length - 1 : -1;
  }
  if (literal === 'automated') {
    const m = AUTOMATED_NOTE.exec(head);
    if (m === null || !(AUTOMATED_BEFORE.test(lower.slice(Math.max(0, p - 12), p)) || opensField(lower, p))) return -1;
    return inProseQuote(lower, p) ? -1 : p + m[0].length;
  }
  if (literal.startsWith('your ') || literal.startsWith('the ')) {
    const m = YOUR_READER.exec(head);
    const ask = m === null ? null : YOUR_BEFORE.exec(lower.slice(Math.max(0, p - 24), p));
    return ask !== null && opensField(lower, p - ask[0].length) ? p + m![0].length : -1;
  }
  if (literal.startsWith('if ')) {
    const m = IF_READER.exec(head);
    return m !== null && opensField(lower, p) ? p + m[0].length : -1;
  }
  const m = WHOEVER.exec(head);
  if (m === null) return -1;
  // "To whoever ...", "For anyone ..." open the field; so may the errand alone.
  const to = /(?<![a-z])(?:to|for|attention)\s{1,2}$/.exec(lower.slice(Math.max(0, p - 12), p));
  return opensField(lower, to === null ? p : p - to[0].length) ? p + m[0].length : -1;
}

/** The places of `literal` in the text (from the literal index), at most `max` of them, as `kind`. */
function placesIn(t: Text, literal: string, places: Array<[number, string]>, max: number, kind = literal): void {
  const at = placesOf(t, literal);
  for (let i = 0; i < at.length && i < max; i++) places.push([at[i]!, kind]);
}

/** Orders put to the reader addressed by name or by errand with a stake in them, pushed to `out` (the first; none after a strong finding). */
export function detectErrandReaders(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  const text = t.text;
  const places: Array<[number, string]> = [];
  for (const name of PRODUCTS) placesIn(t, name, places, MAX_PLACES, 'product');
  for (const literal of ERRAND_LITERALS) placesIn(t, literal, places, MAX_PLACES);
  for (const word of MACHINE_VOCATIVES) placesIn(t, word, places, MAX_PLACES, 'vocative');
  placesIn(t, '<!--', places, MAX_PLACES);
  if (places.length === 0) return;
  // (Shared with the other readings that ask for it; none when lower-casing moves the offsets.)
  const lower = loweredOf(t);
  if (lower === undefined) return;
  places.sort((a, b) => a[0] - b[0]);
  let after = -1;
  const asks = { left: MAX_ASKS };
  for (const [p, literal] of places) {
    if (p < after) continue;
    // (A product's name inside a word is not the product: "precursor", "cursors".)
    if (literal === 'product' && p > 0 && /[a-z0-9_-]/.test(lower[p - 1]!)) continue;
    if (literal === 'vocative' && p > 0 && /[a-z0-9_-]/.test(lower[p - 1]!)) continue;
    const end = addressAt(lower, p, literal);
    if (end <= 0) continue;
    after = end;
    const comment = literal === '<!--';
    const stop = orderEnd(lower, end, comment);
    const body = lower.slice(end, stop);
    if (/^\s{0,2}(?:not|never)\b/.test(body)) continue;
    const ordered = literal === ' should ' || literal === ' must ' || sentences(body).some(ledByVerb);
    if (ordered && atStake(body, lower, asks)) {
      out.push({ code: 'injection_role', start: Math.min(p, text.length), end: Math.min(stop, text.length) });
      return;
    }
  }
}
