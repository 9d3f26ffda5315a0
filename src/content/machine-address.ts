/**
 * prompt_injection read from an order to a machine by the structure it keeps in any language (docs/content-readings.md,
 * "Orders to a machine in any language"): the word tables read orders in the languages someone wrote a table for, and
 * each new author brings languages no table has. What such an order keeps whatever its language is the machine's name
 * borrowed (AI, IA, KI, ИИ, GPT, bot, assistant and its spellings — asistente, asystent, ассистент —, intelligence,
 * an automated system), an address shaped like one (a field that opens with a few words ending on the machine's name,
 * then a colon or a vocative comma: "Para el asistente de IA:", "Kwa msaidizi wa AI:", "Asistente, …"), and after it a
 * stake a machine acts on, written in the world's shared letters (an e-mail address, a link, a command in backticks, an
 * API key, a token, a password, an IBAN, an amount). Honest texts hold each of these (a customer who writes to the
 * shop's bot, a bot's own reply, a person whose title is assistant, a notice about AI with a contact), so an address
 * counts only where: it opens a field (a line, a cell, a quoted value, or after a label's colon); it is not a speaker's
 * or a field's label (the machine's words alone before a colon, a name or another label after it); what follows is not
 * a question nor English (the English readings read those, with their verbs); and a stake stands in it. Gated by one
 * scan for the borrowed names, each place once, MAX_ADDRESSES at most, every slice bounded.
 */
import { type Hit, strongSince } from './codes.js';
import type { Text } from './find.js';
import { lazy } from './lazy.js';

/**
 * Where the machine's borrowed names are looked for: pieces of them a native search finds (acronyms as written; stems by
 * a piece inside them, so one search serves both cases: "sist" for asistente and Assistent, "tomat" for automat and
 * otomatik). A scan of one pattern over every place cost plain prose more than the rest of the reading; STRONG and the
 * head's checks say afterwards which place names a machine.
 */
const NAME_PIECES: readonly string[] = [
  'AI',
  'IA',
  'KI',
  'GPT',
  'LLM',
  '\u0418\u0418',
  '\u0428\u0406',
  'bot',
  'Bot',
  'sist',
  'syst',
  'sziszt',
  'ntel',
  '\u043D\u0442\u0435\u043B',
  '\u0441\u0438\u0441\u0442',
  '\u0431\u043E\u0442',
  '\u0411\u043E\u0442',
  'tomat',
  '\u0432\u0442\u043E\u043C\u0430\u0442',
  '\u03C5\u03C4\u03BF\u03BC\u03B1\u03C4',
  '\u30A2\u30B7\u30B9\u30BF\u30F3\u30C8',
  '\uC5B4\uC2DC\uC2A4\uD134\uD2B8',
];
/** A borrowed name at a word's start (tried where a piece was found, at the start of the word that holds it). */
const NAME_AT = lazy(
  () =>
    /AI|IA|KI|\u0418\u0418|\u0428\u0406|GPT|LLM|[Bb]ot|[Cc]hat ?[Bb]ot|[\u0411\u0431]\u043E\u0442|[Rr]obot|[\u0420\u0440]\u043E\u0431\u043E\u0442|[Aa]ss?[iy]st|[Aa]sszisztens|[\u0410\u0430]\u0441\u0441?\u0438\u0441\u0442|[Ii]ntel|[\u0418\u0438]\u043D\u0442\u0435\u043B\u043B\u0435\u043A\u0442|[\u0406\u0456]\u043D\u0442\u0435\u043B\u0435\u043A\u0442|[Aa]utomat|[Oo]tomat|[\u0410\u0430]\u0432\u0442\u043E\u043C\u0430\u0442|[\u0391\u03B1]\u03C5\u03C4\u03BF\u03BC\u03B1\u03C4|\u30A2\u30B7\u30B9\u30BF\u30F3\u30C8|\uC5B4\uC2DC\uC2A4\uD134\uD2B8/y,
);
/** How far back the start of a piece's word is looked for. */
const WORD_BACK = 12;
/** Whether `c` is a cased letter (an uncased script's letter or a mark starts a Latin acronym's word: "ለAI"). */
const cased = (c: string): boolean => c.toLowerCase() !== c.toUpperCase();

/** The start of the word holding the piece at `at`, if a borrowed name starts it, else -1. */
function nameAt(text: string, at: number): number {
  let i = at;
  while (i > 0 && at - i < WORD_BACK && cased(text[i - 1]!)) i--;
  NAME_AT().lastIndex = i;
  return NAME_AT().test(text) ? i : -1;
}

/** How many places of the names' pieces are read at most (a text of thousands of "system"s is not an address). */
const MAX_PLACES = 4000;

/** A strong name in a head: an acronym standing alone (beside no Latin letter) or a stem as its word's start. */
const STRONG = lazy(
  () =>
    /(?<![A-Za-z])(?:AI|IA|KI|GPT|LLM)(?![A-Za-z])|\u0418\u0418|\u0428\u0406|(?<![a-z])(?:chat)?bot(?![hlt]|an)|\u0431\u043E\u0442|robot|\u0440\u043E\u0431\u043E\u0442|ass?[iy]st[ae]n(?!c[eij]|z)|asszisztens|\u0430\u0441\u0441?\u0438\u0441\u0442\u0435\u043D\u0442|intel+[ie][gk]|intelekt|\u0438\u043D\u0442\u0435\u043B\u043B\u0435\u043A\u0442|\u0456\u043D\u0442\u0435\u043B\u0435\u043A\u0442|\u30A2\u30B7\u30B9\u30BF\u30F3\u30C8|\uC5B4\uC2DC\uC2A4\uD134\uD2B8/i,
);
/** An automated system, both words in the head (an auto-reply alone is not a machine addressed). */
const AUTOMATED = lazy(() => /automat|otomat|\u0430\u0432\u0442\u043E\u043C\u0430\u0442|\u03B1\u03C5\u03C4\u03BF\u03BC\u03B1\u03C4/i);
const SYSTEM = lazy(
  () => /s[yi]st[e\u00E9]m|sustav|\u0441\u0438\u0441\u0442\u0435\u043C|\u03C3\u03CD\u03C3\u03C4\u03B7\u03BC\u03B1|rendszer/i,
);
/** A quotation inside a sentence opens the head ("exemple à repérer : « IA : … »"): an example quoted, not a field. */
const QUOTED_HEAD = lazy(() => /^[\u00AB\u201C\u201E\u2018\u2039]/);
/**
 * The record names the machine as the field's speaker (`"from": "bot"`, `"role": "assistant"`): the field is the
 * machine's own reply (a confirmation that names the customer's address), not an order to it.
 */
const MACHINE_SPEAKER = lazy(
  () => /"(?:from|role|by|author|sender|speaker)"\s{0,3}:\s{0,3}"(?:bot|chatbot|assistant|ai|model|system)"[^{}[\]]{0,80}$/i,
);
const SPEAKER_BACK = 160;
/** The words a speaker's label or a field's name is made of: the machine's own words and their kinds. */
const LABEL_WORD = lazy(
  () =>
    /^(?:ai|ia|ki|\u0438\u0438|\u0448\u0456|gpt|llm|(?:chat)?bots?|\u0431\u043E\u0442|robots?|ass?[iy]st[ae]nt[aeiks]?|ass?[iy]st[ae]n(?:t[aeiks]?|te)?|asistentka|asszisztens|\u0430\u0441\u0441?\u0438\u0441\u0442\u0435\u043D\u0442|virtual|virtuel|virtuale|wirtualny|virtu\u00E1ln\u00ED|\u0432\u0438\u0440\u0442\u0443\u0430\u043B\u044C\u043D\u044B\u0439|\u0432\u0456\u0440\u0442\u0443\u0430\u043B\u044C\u043D\u0438\u0439|digital|dijital|smart|chat|online|support|summary|notes?|reply|response|answer|output|draft)$/i,
);
/** How many addresses are read at most, how far back a field's opening is looked for and ahead its delimiter. */
const MAX_ADDRESSES = 40;
const HEAD_BACK = 72;
const HEAD_AHEAD = 40;
/** A head is a few words, the name among its last. */
const HEAD_WORDS = 6;
const WORDS_AFTER_NAME = 3;
/** How much after the delimiter is read for the order. */
const BODY_REACH = 400;
/** What opens a field before a head: a line, a tab, a quotation mark, a tag's close, a bar. */
const OPENERS = new Set(['\n', '\t', '"', '>', '|']);
/** What ends the sentence before a head. */
const SENTENCE_STOPS = new Set(['.', '!', '?']);
/** A head's delimiters: a colon (also full-width, Ethiopic) and a comma (also full-width, Arabic). */
const COLONS = new Set([':', '\uFF1A', '\u1366']);
const COMMAS = new Set([',', '\uFF0C', '\u060C']);
/** What ends a head's search ahead: a field's or a sentence's end. */
const HEAD_STOPS = new Set(['\n', '\t', '"', '|', '<', '.', '!', '?', ';']);
/** What ends a field's body: a line, a tab, a bar, a tag, an unescaped quotation mark. */
const BODY_STOPS = lazy(() => /[\n\t|<]|(?<!\\)"/);
/**
 * A sentence's or a clause's end inside a body: what follows is another (a notice's contact line, a thanks, a source
 * named); the order's stake stands in its first. A capital or an uncased script's letter after a full stop.
 */
const SENTENCE_END = lazy(() => /[.!]\s{1,3}(?=[\p{Lu}\p{Lo}])|;\s|[\u3002\u0964]/u);
/** A stake written as a label's value ("Kontakt: info@…", "Detalii: https://…"): a contact given, not an order's object. */
const AFTER_LABEL = lazy(() => /:\s{0,2}$/);
/** A question asked of the machine, not an order to it. */
const QUESTION = lazy(() => /[?\uFF1F\u061F]/);
/** A label after the head (the head was a field's name: "Agent notes: Course page: …"). */
const LABEL_AFTER = lazy(() => /^\s{0,2}[^\s:]{1,25}(?: [^\s:]{1,25}){0,2}:/);
/** A person's name after the head (a title: "Asistentka: Jana Nováková, …"). */
const NAME_AFTER = lazy(() => /^\s{0,2}\p{Lu}\p{Ll}{1,20}\s\p{Lu}\p{Ll}{1,20}(?:[\s,;\u2014\u2013-]|$)/u);
/** A body's words: its blank-separated pieces made of letters (a quotation mark or a stop beside them), not code or keys. */
const WORD = lazy(
  () => /^[("'\u00AB\u201E\u201C]?([\p{L}\p{M}'\u2019-]{1,40})[)"'\u00BB\u201C\u201D.,;:!\u1362\u0589\u0964\u3002\u17D4]{0,2}$/u,
);
/**
 * English's function words, those no other language writes the same (not "a", "to", "in", "do", "on": Hungarian's,
 * Polish's, Dutch's): a body where they are common is English, read by the English readings.
 */
const ENGLISH = new Set(
  "i the and you your this that these those with from please is are was were been of for not it we our they their must can cannot can't don't won't will would should have has had if then than when who which what here there".split(
    ' ',
  ),
);
const ENGLISH_SHARE = 0.1;
/** A body is a clause, not a word or two. */
const BODY_WORDS = 4;
/**
 * A stake a machine acts on, in the letters every language borrows: an e-mail address, a link, a command in backticks,
 * an API key, a token, a prompt, a password, an admin's login, a command line's words, an amount, a share, a phone.
 */
const STAKE = lazy(
  () =>
    /\w@[\w-]{1,63}\.[a-z]{2,}|https?:\/\/|www\.|`[^`\n]{0,40}(?:curl|wget|rm -|cat |chmod|sudo|ssh|scp|nc |bash|\| ?sh|iex|\/etc\/|~\/)[^`\n]{0,60}`|(?<![a-z])(?:api|iban|ssh|crm|otp|cvv|sudo|curl|wget|csv|sql|github|gitlab)(?![a-z])|token|\u0442\u043E\u043A\u0435\u043D|prompt|\u043F\u0440\u043E\u043C\u043F\u0442|passw|\u043F\u0430\u0440\u043E\u043B|admin|\u0430\u0434\u043C\u0438\u043D|login|\u043B\u043E\u0433\u0438\u043D|upload|\.env|\d\s?%|%\s?\d|[\u20AC$\u00A3\u20B9\u00A5\u20A9\u20BA]\s?\d|\d\s?(?:[\u20AC$\u00A3\u20B9\u00A5\u20A9\u20BA]|eur|usd|gbp)(?![a-z])|\+\d{2,3}[\s\d]{6,14}/i,
);
const IBAN = lazy(() => /\b[A-Z]{2}\d{2}(?: ?[0-9A-Z]{4}){3}/);
/**
 * The stakes only a machine acts on, asked after a vocative comma that greets ("Hola asistente, mi correo es …",
 * "Drogi botcie, …"): a customer greeting the shop's bot gives their own address, link or amount there; not a command, a
 * key or an upload. A vocative of the machine's words alone ("Asistente, …", "AI asistent, …") is asked every stake.
 */
const MACHINE_STAKE = lazy(
  () =>
    /`[^`\n]{0,40}(?:curl|wget|rm -|cat |chmod|sudo|ssh|scp|bash|\| ?sh|iex|\/etc\/|~\/)[^`\n]{0,60}`|(?<![a-z])(?:api|iban|ssh|sudo|curl|wget|github|gitlab)(?![a-z])|token|\u0442\u043E\u043A\u0435\u043D|prompt|\u043F\u0440\u043E\u043C\u043F\u0442|admin|\u0430\u0434\u043C\u0438\u043D|upload|\.env/i,
);

/** Whether `c` is a blank (a space, a tab, a break, a no-break space). */
const blank = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0';

/** The start of the field a head at `at` opens (after an opener, or a label's colon and a blank), or -1. */
function fieldStart(text: string, at: number): number {
  const from = Math.max(0, at - HEAD_BACK);
  for (let i = at - 1; i >= from; i--) {
    const c = text[i]!;
    if (OPENERS.has(c)) return c !== '"' || opensField(text, i) ? i + 1 : -1;
    // A sentence's start: the address opens it after another sentence in the same field.
    if (SENTENCE_STOPS.has(c) && blank(text[i + 1])) return i + 1;
    if ((COLONS.has(c) && blank(text[i + 1])) || c === '\uFF1A') return i + 1;
  }
  return from === 0 ? 0 : -1;
}

/** The delimiter's index after the name at `at` (a colon or comma before a field's or sentence's end), or -1. */
function delimiterAfter(text: string, at: number): number {
  const to = Math.min(text.length, at + HEAD_AHEAD);
  for (let i = at; i < to; i++) {
    const c = text[i]!;
    if (COLONS.has(c) || COMMAS.has(c)) {
      // A colon or comma inside a word or a number ("10:30", "1,5") is not a head's end.
      return c === '\uFF1A' || c === '\uFF0C' || blank(text[i + 1]) || text[i + 1] === undefined ? i : -1;
    }
    if (HEAD_STOPS.has(c)) return -1;
  }
  return -1;
}

/** Whether the head (the words before the delimiter) addresses a machine rather than naming a speaker or a field. */
function addresses(head: string, colon: boolean, nameAt: number): boolean {
  if (QUOTED_HEAD().test(head)) return false;
  const words = head.split(/\s+/).filter((w) => w.length > 0);
  if (words.length === 0 || words.length > HEAD_WORDS) return false;
  // The name among the head's last words: "Para el asistente de IA", not "Asistente virtual de la tienda online".
  const after = head
    .slice(nameAt)
    .split(/\s+/)
    .filter((w) => w.length > 0).length;
  if (after - 1 > WORDS_AFTER_NAME) return false;
  if (!STRONG().test(head) && !(AUTOMATED().test(head) && SYSTEM().test(head))) return false;
  // A speaker's or a field's label: the machine's words alone before a colon ("Asystent AI:", "Bot:", "KI-Assistent:").
  if (!colon) return true;
  // A label: the machine's words alone, or one word of the language's own before an acronym ("Neach-cuideachaidh AI:").
  return !(
    labelWords(head) ||
    (words.length === 2 && /^(?:AI|IA|KI|\u0418\u0418|\u0428\u0406|GPT)$/.test(words[1]!) && words[0]!.length > 5)
  );
}

/** Whether a head is made of the machine's own words alone ("Asystent AI", "Bot", "KI-Assistent"). */
function labelWords(head: string): boolean {
  return head.split(/\s+/).every((w) => w.split('-').every((p) => p === '' || LABEL_WORD().test(p.replace(/[^\p{L}]/gu, ''))));
}

/** Whether the body after a head orders something at stake in another language than English. */
function ordersAtStake(head: string, body: string, comma: boolean): boolean {
  if (QUESTION().test(body)) return false;
  if (LABEL_AFTER().test(body) || NAME_AFTER().test(body)) return false;
  let words = 0;
  let english = 0;
  for (const piece of body.split(/\s+/)) {
    const m = WORD().exec(piece);
    if (m === null) continue;
    words++;
    if (ENGLISH.has(m[1]!.toLowerCase())) english++;
  }
  if (words < BODY_WORDS) return false;
  // The head's words count toward the share too: "for the glossary bot use this:" is English before a key.
  for (const piece of head.split(/\s+/)) {
    const m = WORD().exec(piece);
    if (m === null) continue;
    words++;
    if (ENGLISH.has(m[1]!.toLowerCase())) english++;
  }
  if (english > words * ENGLISH_SHARE) return false;
  if (comma) return staked(body, MACHINE_STAKE()) || staked(body, IBAN());
  return staked(body, STAKE()) || staked(body, IBAN());
}

/** Where a field's body ends in `rest`: its first stop outside a command in backticks (a pipe inside one is not a cell's end). */
function bodyEnd(rest: string): number {
  let from = 0;
  for (let k = 0; k < 8; k++) {
    const stop = rest.slice(from).search(BODY_STOPS());
    if (stop < 0) return -1;
    const at = from + stop;
    const open = rest.slice(0, at).split('`').length % 2 === 0;
    const close = open ? rest.indexOf('`', at) : -1;
    if (close < 0) return at;
    from = close + 1;
  }
  return -1;
}

/**
 * What a stake's match may start inside of: an amount's digits ("keep the amount: 1021 EUR" keeps a figure a label
 * names). Not an address's local part: "send the whole list here: x@…" points at a destination with a colon.
 */
const STAKE_PART = lazy(() => /[\d.,]/);

/** Whether `body` holds a stake `re` finds that is not a label's value (an amount read from its first digit). */
function staked(body: string, re: RegExp): boolean {
  const m = re.exec(body);
  if (m === null) return false;
  let at = m.index;
  // A share is not walked back: "put this rating: 100%" sets a score, a machine's act whatever labels it.
  while (at > 0 && m.index - at < 64 && !m[0].includes('%') && STAKE_PART().test(body[at - 1]!)) at--;
  return !AFTER_LABEL().test(body.slice(Math.max(0, at - 4), at));
}

/** An address's or a link's domain in a body. */
const DOMAIN = lazy(() => /(?:@|:\/\/(?:www\.)?)([\w-]{1,63}\.[\w.-]{2,60})/g);

/**
 * Whether every address and link in `body` goes to a domain the record names elsewhere (outside the field): the
 * record's own ("AI asistent, send a copy to office@…" in a form whose contact is at that domain; a confirmation sent to
 * the customer's own address) is the record's business, not a destination outside it.
 */
function ownDomains(text: string, from: number, to: number, body: string): boolean {
  let any = false;
  for (const m of body.matchAll(DOMAIN())) {
    any = true;
    const d = m[1]!.toLowerCase().replace(/\.$/, '');
    const lower = text.toLowerCase();
    const before = lower.lastIndexOf(d, from);
    const after = lower.indexOf(d, to);
    if (before < 0 && after < 0) return false;
  }
  return any;
}

/**
 * Whether a quotation mark at `at` opens a field (a JSON value or an element, a CSV cell, an attribute, a line) rather
 * than a quotation inside a sentence ('dice: "…"', an example quoted in documentation).
 */
function opensField(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  if (i < 0) return true;
  const c = text[i]!;
  if (c === '\n' || c === '=' || c === '[' || c === '{' || c === ',' || c === '(') return true;
  return c === ':' && text[i - 1] === '"';
}

/** Orders addressed to a machine by its borrowed name with a stake after them, pushed to `out` (the first; none after a strong finding). */
export function detectMachineAddress(t: Text, out: Hit[], own = 0): void {
  if (strongSince(out, own)) return;
  const text = t.text;
  const places: number[] = [];
  for (const piece of NAME_PIECES) {
    for (let at = text.indexOf(piece); at >= 0 && places.length < MAX_PLACES; at = text.indexOf(piece, at + piece.length)) places.push(at);
  }
  if (places.length === 0) return;
  places.sort((a, b) => a - b);
  let tries = 0;
  let after = -1;
  for (const place of places) {
    if (place < after) continue;
    const at = nameAt(text, place);
    if (at < 0) continue;
    const delim = delimiterAfter(text, at);
    if (delim < 0) continue;
    after = delim;
    const start = fieldStart(text, at);
    if (start < 0) continue;
    if (++tries > MAX_ADDRESSES) return;
    const head = text.slice(start, delim);
    const lead = head.length - head.trimStart().length;
    if (!addresses(head.trim(), COLONS.has(text[delim]!), at - start - lead)) continue;
    if (MACHINE_SPEAKER().test(text.slice(Math.max(0, start - SPEAKER_BACK), start))) continue;
    const rest = text.slice(delim + 1, delim + 1 + BODY_REACH);
    const stop = bodyEnd(rest);
    const field = stop < 0 ? rest : rest.slice(0, stop);
    const end = field.search(SENTENCE_END());
    const body = end < 0 ? field : field.slice(0, end + 1);
    if (!ordersAtStake(head, body, COMMAS.has(text[delim]!) && !labelWords(head.trim()))) continue;
    if (ownDomains(text, start, delim + 1 + body.length, body) && !MACHINE_STAKE().test(body)) continue;
    out.push({ code: 'injection_role', start, end: delim + 1 + body.length });
    return;
  }
}
