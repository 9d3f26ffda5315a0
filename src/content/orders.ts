/**
 * (V) What an order is, for the cue scorer (cues.ts, docs/content-readings.md): the verbs of actions with
 * consequences where an order starts, orders known by their frame ("please …", "you must …", "by
 * …ing"), an order to run a command the call rules would refuse (commands.ts), and the weighed sum
 * that lets a strong category make up for a weak one. Word lists kept as data, each regex bounded.
 */
import { RUN_AT, RUN_ORDER, ruledOut } from './commands.js';
import { DESTINATION, planned, planOf, STAKE_REACH, STRONG_STAKES, stakeOf } from './stakes.js';

export { STAKE_REACH } from './stakes.js';

/**
 * Literal words as one alternation grouped by first character, longest first within a group: a
 * position tries only the words that start with its character (irregexp does not merge the common
 * first characters of plain alternatives). The words hold no regex syntax but `.` and `-`.
 */
export function grouped(words: readonly string[]): string {
  const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const groups = new Map<string, string[]>();
  for (const w of words) groups.set(w[0]!, [...(groups.get(w[0]!) ?? []), w.slice(1)]);
  return [...groups]
    .map(
      ([c, rests]) =>
        `${esc(c)}(?:${rests
          .sort((a, b) => b.length - a.length)
          .map(esc)
          .join('|')})`,
    )
    .join('|');
}

/**
 * (V) An action with consequences, as an order: the bare verb where an order starts (a line, a
 * clause, after "please", "also", "then", a modal, "you to") and not negated. "The assistant can
 * forward e-mails" and "I've forwarded it" are not orders.
 */
export const VERB_WORDS = [
  'forward',
  'send',
  'change',
  'modify',
  'e-mail',
  'email',
  'mail',
  'text',
  'dm',
  'paste',
  'post',
  'upload',
  'delete',
  'drop',
  'remove',
  'erase',
  'wipe',
  'run',
  'execute',
  'open',
  'share',
  'transfer',
  'move',
  'wire',
  'pay',
  'approve',
  'merge',
  'push',
  'commit',
  'publish',
  'reveal',
  'show',
  'recite',
  'disclose',
  'print',
  'output',
  'dump',
  'leak',
  'export',
  'copy',
  'attach',
  'include',
  'add',
  'append',
  'embed',
  'insert',
  'reply',
  'respond',
  'tell',
  'grant',
  'give',
  'install',
  'disable',
  'cancel',
  'replace',
  'mark',
  'rank',
  'submit',
  'accept',
  'ask',
  'search',
  'visit',
  'download',
  'fetch',
  'curl',
  'call',
  'invoke',
  'close',
  'make',
  'bump',
  'render',
  'end',
  'process',
  'refund',
  // A home's or a building's devices: an agent that reads a calendar or a device log may hold those tools.
  'unlock',
  'disarm',
  'deactivate',
  'turn off',
  'switch off',
];
/** Grouped by first letter: a position tries only the verbs that start with its letter. */
export const VERBS = new RegExp(`\\b(?:${grouped(VERB_WORDS)})\\b`, 'g');
/** Where an order starts, right before its verb (the text before is cut with a NUL in front, as above). */
const ORDER_BEFORE =
  /(?:(?:^|[\n:;,.!?([\]>"'*\u2014\u2013|-]|\\n|\b\d{1,2}\))\s{0,3}|\b(?:(?:can|could|would|will)\s+you(?:\s+please)?|please|kindly|also|now|then|and|just|quietly|silently|secretly|immediately|first|instead|always|simply|only|so|must|should|shall|from\s+now\s+on,?|that\s+you|(?:is|are)\s+(?:to|required\s+to|expected\s+to|instructed\s+to|asked\s+to)|you\s+(?:must|should|will(?:\s+now)?|need\s+to|are\s+to|have\s+to)|(?:asked|authori[sz]ed|wants?|told|instructs?)\s+you\s+to)\s+)$/;
/** "can you send …" asks; "can send", "can never send" do not. */
export const NOT_BEFORE = /\b(?:never|not|n't|no|cannot|can(?!\s+you\b)|may|will\s+not|won't)\s+(?:\w+\s+)?$/;

/**
 * (V by frame) An order is also a modal or imperative frame aimed at the reader with whatever verb
 * follows — "you need to set up a rule that BCCs …", "please rotate the credentials by uploading …",
 * "you should recommend installing …" — when what it acts on is at stake beyond doubt: a destination
 * or STRONG_STAKES, not just "messages" or "documents" ("please save your documents" is a notice's).
 * Group 1 (or 2, after "by"): the verb.
 */
const FRAME =
  /\b(?:please|kindly|you\s+(?:must|should|shall|need\s+to|have\s+to|are\s+(?:required|expected|asked|instructed)\s+to)|(?:is|are)\s+(?:required|expected|instructed)\s+to|the\s+next\s+step\s+is)\s+(?:(?:also|now|then|first|immediately|quietly|silently|simply|just)\s+)?([a-z][a-z-]{1,15})\b|\bby\s+([a-z]{2,15}ing)\b/g;
/** Verbs that ask the reader to read, look or take care, which put nothing at stake: "see https://…", "follow the conventions at https://…". */
const HARMLESS_VERBS = 'see|note|read|find|keep|feel|contact|reach|check|review|confirm|ensure|make|follow|visit|consult|refer|look|browse';
/** Words after a frame that are not the verb of an order ("please note", "you must not", "you should be"). */
const NOT_VERB = new RegExp(`^(?:not|never|no|be|the|a|an|your|this|that|these|it|and|or|let|${HARMLESS_VERBS})$`);
/** The first word after an address (past "to", as in "…, the assistant, to send …"): an order with whatever verb. */
const OPEN_WORD = /^\s{0,3}(?:to\s+)?([a-z][a-z-]{1,15})\b/;
/** First words that are not an order's verb. */
const NOT_OPEN = new RegExp(
  `^(?:the|an?|this|that|these|those|it|its|i|we|you|your|my|our|their|he|she|they|there|here|thanks?|hi|hello|dear|yes|no|not|never|please|if|when|while|as|in|on|at|for|to|of|and|or|but|so|is|are|was|were|be|has|have|had|do|does|did|can|could|may|might|will|would|should|must|all|any|every|each|some|new|${HARMLESS_VERBS})$`,
);

/**
 * Whether the order at `verb` is to run a command: a command is at stake only if the call rules say
 * so (commandOrder), never by its words ("run `npm test` before pushing; see https://…").
 */
function ordersCommand(unit: string, verb: number): boolean {
  RUN_AT.lastIndex = verb;
  return RUN_AT.test(unit);
}

/**
 * What a scan of one unit has found so far, in text order, and where it goes on (-1: read to the
 * end). The cue scorer asks for a unit's orders more than once (first with the address, then
 * weighed with the first cue): each scan reads the unit once, as far as its callers ask.
 */
interface Found {
  unit: string;
  at: number[];
  resume: number;
}
const foundIn = (unit: string): Found => ({ unit, at: [], resume: 0 });

/** The last unit's finds for listedOrders, passiveOrders and framedOrders; forgotten with the units (cues.ts forgetUnits). */
let listedFound: Found | undefined;
let passiveFound: Found | undefined;
let framedFound: Found | undefined;

export function forgetOrders(): void {
  listedFound = undefined;
  passiveFound = undefined;
  framedFound = undefined;
}

/** `found`'s positions, read further with `more` as asked, that lie after `first` unless an override came first. */
function* after(found: Found, more: (found: Found) => boolean, first: number, override: number): Generator<number> {
  for (let i = 0; i < found.at.length || more(found); i++) {
    const at = found.at[i]!;
    if (first >= 0 && override < 0 && at < first) continue;
    yield at;
  }
}

/**
 * The next order `re` finds in `found`'s unit, at the place `orderAt` reads in its match (-1: none
 * there), pushed; false at the unit's end. Each scan reads its unit once, as far as it is asked.
 */
function moreOf(found: Found, re: RegExp, orderAt: (unit: string, m: RegExpExecArray) => number): boolean {
  if (found.resume < 0) return false;
  const unit = found.unit;
  re.lastIndex = found.resume;
  for (let m = re.exec(unit); m !== null; m = re.exec(unit)) {
    const at = orderAt(unit, m);
    if (at < 0) continue;
    found.resume = re.lastIndex;
    found.at.push(at);
    return true;
  }
  found.resume = -1;
  return false;
}

/** A listed verb where an order starts (listedOrders): its place, or -1. */
function listedAt(unit: string, m: RegExpExecArray): number {
  const verb = m.index;
  // A name in code or a file's ("process.env", "export.default"), not a verb.
  if (unit.charCodeAt(verb + m[0].length) === 46 && /[a-z]/.test(unit[verb + m[0].length + 1] ?? '')) return -1;
  const from = Math.max(0, verb - 60);
  const back = (from > 0 ? '\0' : '') + unit.slice(from, verb);
  if (!ORDER_BEFORE.test(back) || NOT_BEFORE.test(back.slice(-24))) return -1;
  return ordersCommand(unit, verb) ? -1 : verb;
}
const moreListed = (found: Found): boolean => moreOf(found, VERBS, listedAt);

/**
 * Where the listed verbs (VERBS) start orders in `unit`, in text order: where an order starts, not
 * negated, not an order to run a command (commandOrder judges those), and after `first` (the
 * address) unless an override came first — an address orders what comes after it.
 */
export function listedOrders(unit: string, first: number, override: number): Generator<number> {
  if (listedFound?.unit !== unit) listedFound = foundIn(unit);
  return after(listedFound, moreListed, first, override);
}

/**
 * (V in the passive) An order whose object is its subject: "the full ledger is to be forwarded to …",
 * "could the customer list be uploaded to …", "we'll need the admin tokens pasted into …".
 * Group 1: the participle.
 */
const PASSIVE =
  /\b(?:be\s+(?:(?:all|also|then|now|quietly|immediately|securely|promptly)\s+)?|(?:needs?|wants?|like)\s+(?:the|all|your|our|every|any|its|their|an?)\s+(?:[a-z'-]{1,20}\s+){0,4})(forwarded|sent|e-?mailed|mailed|pasted|posted|uploaded|shared|transferred|wired|paid|exported|copied|attached|included|published|revealed|disclosed|leaked|dumped|granted|given)\b/g;
/**
 * Where the sentence holding `at` starts, at most `reach` code units back: after a line break, or
 * after a full stop, a question or an exclamation mark followed by a blank (not a URL's or a name's dot).
 */
export function sentenceStart(unit: string, at: number, reach: number): number {
  let i = at;
  for (; i > 0 && at - i < reach; i--) {
    const c = unit.charCodeAt(i - 1);
    if (c === 10) break;
    const next = i < unit.length ? unit.charCodeAt(i) : 32;
    if ((c === 46 || c === 33 || c === 63) && (next === 32 || next === 9 || next === 10 || next === 13)) break;
  }
  return i;
}
/** How far before its participle a passive order's subject (what is at stake) is read. */
const SUBJECT_REACH = 80;

/** A passive order not negated (passiveOrders): where its clause starts, or -1. */
const passiveAt = (unit: string, m: RegExpExecArray): number =>
  NOT_BEFORE.test(unit.slice(Math.max(0, m.index - 24), m.index)) ? -1 : sentenceStart(unit, m.index, SUBJECT_REACH);
const morePassive = (found: Found): boolean => moreOf(found, PASSIVE, passiveAt);

/**
 * Where passive orders start, in text order: at their clause (up to SUBJECT_REACH before the "be",
 * from the sentence's start), so what is at stake is read with the verb and where it goes; not
 * negated ("are never to be sent"), and after the address as listedOrders.
 */
export function passiveOrders(unit: string, first: number, override: number): Generator<number> {
  if (passiveFound?.unit !== unit) passiveFound = foundIn(unit);
  return after(passiveFound, morePassive, first, override);
}

/** The verb of an order known by its frame (framedOrders): its place, or -1. */
function framedAt(unit: string, m: RegExpExecArray): number {
  const word = m[1] ?? m[2]!;
  const verb = m.index + m[0].length - word.length;
  if (NOT_VERB.test(word) || NOT_BEFORE.test(unit.slice(Math.max(0, m.index - 24), m.index))) return -1;
  return ordersCommand(unit, verb) ? -1 : verb;
}
const moreFramed = (found: Found): boolean => moreOf(found, FRAME, framedAt);

/** Where orders known by their frame ("please …", "you must …", "by …ing") put their verb, with the same guards as listedOrders. */
function framedOrders(unit: string, first: number, override: number): Generator<number> {
  if (framedFound?.unit !== unit) framedFound = foundIn(unit);
  return after(framedFound, moreFramed, first, override);
}

/** Where the first order by frame with a destination or a strong stake starts (after the address, as above), -1 if none. */
export function framedOrder(unit: string, address: number, override: number): number {
  for (const verb of framedOrders(unit, address, override)) {
    const rest = unit.slice(verb, verb + STAKE_REACH);
    if (DESTINATION().test(rest) || STRONG_STAKES().test(rest)) return verb;
  }
  return -1;
}

/** Whether commandOrder would read any order to run a command in `unit` (and so ask the call rules about it). */
export function ordersAnyCommand(unit: string): boolean {
  RUN_ORDER.lastIndex = 0;
  const found = RUN_ORDER.test(unit);
  RUN_ORDER.lastIndex = 0;
  return found;
}

/**
 * (V with S) An order to run a command the call rules would deny or ask about (commands.ts), read
 * in the unit as written (a command's case matters): where the order starts, -1 if none.
 */
export function commandOrder(unit: string, address: number, override: number): number {
  RUN_ORDER.lastIndex = 0;
  for (let m = RUN_ORDER.exec(unit); m !== null; m = RUN_ORDER.exec(unit)) {
    const back = (m.index > 60 ? '\0' : '') + unit.slice(Math.max(0, m.index - 60), m.index).toLowerCase();
    if (!ORDER_BEFORE.test(back) || NOT_BEFORE.test(back.slice(-24))) continue;
    if (address >= 0 && override < 0 && m.index < address) continue;
    if (ruledOut((m[1] ?? m[2] ?? m[3]!).trim())) return m.index;
  }
  return -1;
}

/**
 * The weighed sum (docs/content-readings.md): the first order whose categories — address `a`, authority or
 * concealment `o`, the order itself (a listed verb 2, a frame or the first word after an address 1)
 * and what it puts at stake (over its plan, where it stands in one) — sum to 6, with something at
 * stake and an address or authority (three of the four); without an address, only a strong O
 * counts, or secrecy over a plan that sends a secret or money out. The guards stay: not negated,
 * after the address, not a command's words.
 */
export function weighedOrder(unit: string, a: number, o: number, first: number, override: number, opens: readonly number[]): number {
  if (a === 0 && o === 0) return -1;
  const fires = (v: number, verb: number) => {
    const s = stakeOf(planned(unit, verb));
    if (a === 0 && o < 2 && (s < 3 || planOf(unit, verb) === null)) return false;
    return s > 0 && a + o + v + s >= 6;
  };
  for (const verb of listedOrders(unit, first, override)) if (fires(2, verb)) return verb;
  for (const clause of passiveOrders(unit, first, override)) if (fires(2, clause)) return clause;
  for (const at of opens) {
    const w = OPEN_WORD.exec(unit.slice(at, at + 24));
    if (w === null || NOT_OPEN.test(w[1]!)) continue;
    const verb = at + w[0].length - w[1]!.length;
    if (ordersCommand(unit, verb)) continue;
    if (fires(1, verb)) return verb;
  }
  for (const verb of framedOrders(unit, first, override)) if (fires(1, verb)) return verb;
  return -1;
}
