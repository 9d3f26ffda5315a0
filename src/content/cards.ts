/**
 * card_number: numbers with a check that a random number rarely passes. A card is 13–19 digits (single spaces or
 * dashes between digits, or its groups apart by a tab, blanks, `&nbsp;` or full stops, or split over two lines after
 * a card's name, or touched by a card's field names) with a network's prefix (Visa, Mastercard, Amex, Discover, JCB,
 * Diners, UnionPay, Maestro and the networks of its ranges, Mir, BORICA, Napas, ArCa, Belkart, DinaCard, Troy, RuPay,
 * Verve, Elo, UzCard, Humo; UATP and enRoute where its line names a card), a length that network issues and a valid
 * Luhn digit; in ASCII digits or another script's.
 */
import { isDigit, isLetter, isWordUnit } from './ascii.js';
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';
import { foldedDigits, luhnValid, otherDigit } from './digits.js';
import { ENTITY_GAPS } from './literals.js';
import { brandCodeFits, breaksAfterDigits, inByteCells, readCardShapes } from './card-shapes.js';

export { luhnValid };

/**
 * Digits with at most one separator between them, bounded, so no input can make it backtrack far;
 * or a card's groups (4-4-4-4, 4-4-4-4-3, 4-6-5, 4-6-4) apart by a tab or two or three blanks, as
 * OCR, tables and statements lay them out (any grouping there would join a table's columns).
 * What may not come before the first digit is asked after it, and the first repeat is written
 * out: irregexp then looks for a digit, a separator or digit, and a digit before trying more (no
 * other difference: the code units read behind are those before the first digit). A path's slash
 * may touch the number (`/cards/4111…/charge`), and "No." may; another full stop may not (a decimal).
 */
const GAP = String.raw`(?:\t| {2,3})`;
const CARD = new RegExp(
  String.raw`[0-9](?<![0-9A-Za-z_\-][0-9])(?<!(?<![Nn][Oo])\.[0-9])(?:[ -]?[0-9](?:[ -]?[0-9]){11,17}|[0-9]{3}${GAP}(?:[0-9]{6}${GAP}[0-9]{4,5}|[0-9]{4}${GAP}[0-9]{4}${GAP}[0-9]{4}(?:${GAP}[0-9]{3})?))(?![0-9A-Za-z_]|[.-][0-9])`,
  'g',
);

/** Whether a card network issues numbers with this prefix and length. */
export function cardNetwork(d: string): string | null {
  const n = d.length;
  const p2 = Number(d.slice(0, 2));
  const p3 = Number(d.slice(0, 3));
  const p4 = Number(d.slice(0, 4));
  const p6 = Number(d.slice(0, 6));
  if (d[0] === '4' && (n === 13 || n === 16 || n === 19)) return 'visa';
  if (((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) && n === 16) return 'mastercard';
  if ((p2 === 34 || p2 === 37) && n === 15) return 'amex';
  if ((p4 === 6011 || p2 === 65 || (p3 >= 644 && p3 <= 649) || (p6 >= 622126 && p6 <= 622925)) && n >= 16 && n <= 19) return 'discover';
  if (p4 >= 3528 && p4 <= 3589 && n >= 16 && n <= 19) return 'jcb';
  if ((p3 >= 300 && p3 <= 305) || p2 === 36 || p2 === 38 || p2 === 39) return n >= 14 && n <= 19 ? 'diners' : null;
  if (p2 === 62 && n >= 16 && n <= 19) return 'unionpay';
  if (
    (p4 === 5018 || p4 === 5020 || p4 === 5038 || p4 === 5893 || p4 === 6304 || p4 === 6759 || p4 === 6761 || p4 === 6762 || p4 === 6763) &&
    n >= 12 &&
    n <= 19
  )
    return 'maestro';
  if (p4 >= 2200 && p4 <= 2204 && n >= 16 && n <= 19) return 'mir';
  // Bulgaria's BORICA, Vietnam's Napas, Armenia's ArCa, Belarus's Belkart and Serbia's DinaCard.
  if (p4 === 2205 && n === 16) return 'borica';
  if (p4 === 9704 && (n === 16 || n === 19)) return 'napas';
  if ((p4 === 9051 || p4 === 9112 || p4 === 9891) && n === 16) return p4 === 9051 ? 'arca' : p4 === 9112 ? 'belkart' : 'dinacard';
  // Diners Club enRoute: fifteen digits that start as a year does (a timestamp's), so only after a card's name (pushCard).
  if ((p4 === 2014 || p4 === 2149) && n === 15) return 'enroute';
  if (p4 === 9792 && n === 16) return 'troy';
  if ((p2 === 60 || p2 === 81 || p2 === 82 || p3 === 508) && n === 16) return 'rupay';
  if (
    ((p6 >= 506099 && p6 <= 506198) || (p6 >= 507865 && p6 <= 507964) || (p6 >= 650002 && p6 <= 650027)) &&
    (n === 16 || n === 18 || n === 19)
  )
    return 'verve';
  if ((p6 === 636297 || p6 === 636368 || p6 === 504175 || (p6 >= 506699 && p6 <= 506778) || (p6 >= 509000 && p6 <= 509999)) && n === 16)
    return 'elo';
  // Dankort (5019), Australia's BankCard (5610, 560221–560225), Solo (6767) and other Maestro numbers of sixteen
  // digits; Switch (6331, 6333), InstaPayment (637–639) and InterPayment (636). Shorter numbers with these first digits
  // are barcodes (EAN-13: 50 is the United Kingdom's, 57 Denmark's) as often as cards, and longer ones ids (a tweet's,
  // .NET's ticks): those only after a card's name (pushCard).
  if (p2 === 50 || (p2 >= 56 && p2 <= 58) || p2 === 63 || p2 === 67)
    return n === 16 ? 'maestro' : n > 16 && n <= 19 ? 'maestro_long' : null;
  if ((p4 === 8600 || p4 === 9860) && n === 16) return p4 === 8600 ? 'uzcard' : 'humo';
  if (d[0] === '1' && n === 15) return 'uatp';
  return null;
}

/**
 * The matches of `re` (global), as a scan of the whole text finds them, for a pattern whose
 * matches are stretches of the code units `units` (unitTable) names, at least `min` long, in which
 * every code unit that is not SOLID comes before another unit (CARD: digits, and blanks, tabs or a
 * dash between two). A match then holds one of every `min`-th code units,
 * and there a solid code unit or one before another unit: only those probes are widened to their
 * stretch of units, and `re` runs over each stretch long enough, with the three code units before
 * it and the two after, which a lookaround reads (no match starts in those: the one before is no
 * unit, and after the second there is no room). Prose and code, whose digits come a few at a time,
 * cost a probe or two per `min` code units instead of a regex's test at every one; a blank between
 * words is probed, never widened.
 */
function stretchMatches(text: string, re: RegExp, min: number, units: Uint8Array): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const n = text.length;
  // 0: no unit (or outside ASCII), SOLID, or another unit.
  const kind = (i: number): number => {
    const c = text.charCodeAt(i);
    return c < 128 ? units[c]! : 0;
  };
  for (let p = min - 1; p < n; p += min) {
    const k = kind(p);
    if (k === 0 || (k !== SOLID && kind(p + 1) === 0)) continue;
    let start = p;
    while (start > 0 && kind(start - 1) !== 0) start--;
    let end = p + 1;
    while (end < n && kind(end) !== 0) end++;
    if (end - start >= min) {
      const from = Math.max(0, start - 3);
      const piece = text.slice(from, Math.min(n, end + 2));
      re.lastIndex = start - from;
      for (let m = re.exec(piece); m; m = re.exec(piece)) {
        m.index += from;
        found.push(m);
      }
    }
    // The next probe lies past this stretch.
    while (p + min < end) p += min;
  }
  return found;
}

const SOLID = 1;
/** The ASCII code units of a stretch (stretchMatches): SOLID for `solid`'s, 2 for the rest of `unit`'s. */
function unitTable(unit: RegExp, solid: RegExp): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    table[c] = solid.test(ch) ? SOLID : unit.test(ch) ? 2 : 0;
  }
  return table;
}

/** The fewest code units a match of CARD spans (thirteen digits). */
const CARD_MIN = 13;
const CARD_UNITS = unitTable(/[0-9 \t-]/, /[0-9]/);

/** The matches of CARD, as a global scan finds them (stretchMatches: digits, and blanks, tabs or a dash before a digit). */
export const cardMatches = (text: string): RegExpExecArray[] => stretchMatches(text, CARD, CARD_MIN, CARD_UNITS);

export function detectCards(t: Text, out: Hit[]): void {
  readCards(t, out);
  // Other scripts' digits (full-width, Arabic-Indic, Devanagari …) read as ASCII ones: the cards that hold one.
  const folded = foldedDigits(t);
  if (folded === null) return;
  const theirs: Hit[] = [];
  readCards(folded, theirs);
  for (const h of theirs) {
    let other = false;
    for (let i = h.start; i < h.end && !other; i++) other = otherDigit(t.text.charCodeAt(i)) >= 0;
    // National ids, order and member numbers are written in those digits too: a card only after a card's name.
    if (other && namedBefore(t.text, h.start, CARD_NAMED)) out.push(h);
  }
}

function readCards(t: Text, out: Hit[]): void {
  for (const m of cardMatches(t.text)) {
    const raw = m[0];
    // The match is digits with blanks, tabs or dashes between them (CARD), read by hand; Luhn's
    // sum is kept both ways (doubling the even or the odd places from the left), as the count of
    // digits that says which is Luhn's is known only at the end. Most numbers fail it, uncopied.
    let n = 0;
    let doubledEven = 0;
    let doubledOdd = 0;
    let blanks = false;
    let dashes = false;
    let same = true;
    const first = raw.charCodeAt(0);
    for (let i = 0; i < raw.length; i++) {
      const c = raw.charCodeAt(i);
      if (c === 32 || c === 9) blanks = true;
      else if (c === 45) dashes = true;
      else {
        if (c !== first) same = false;
        const d = c - 48;
        const twice = d > 4 ? 2 * d - 9 : 2 * d;
        if (n % 2 === 0) {
          doubledEven += twice;
          doubledOdd += d;
        } else {
          doubledEven += d;
          doubledOdd += twice;
        }
        n++;
      }
    }
    // Mixed separators ("4111 1111-1111") are not how a card is written, though one may stand beside another number.
    if (blanks && dashes) {
      cardInside(t, raw, m.index, out);
      continue;
    }
    // All one digit (0000 0000 …) passes Luhn for some lengths but is filler, not a card; Luhn
    // doubles every second digit from the last: with an even count, those in even places; a card's
    // groups apart by tabs or runs of blanks are apart by the same run each time.
    const whole =
      !same &&
      (n % 2 === 0 ? doubledEven : doubledOdd) % 10 === 0 &&
      (!blanks || (evenlySpaced(raw) && !inByteCells(t.text, m.index, raw))) &&
      pushCard(
        t,
        blanks || dashes ? raw.replace(blanks ? /[ \t]/g : /-/g, '') : raw,
        m.index,
        m.index + raw.length,
        out,
        laidOut(raw) || inPath(t.text, m.index),
      );
    // A number the next one's digits lengthened ("4111111111111111 404", "ref 12 4111 1111 1111 1111").
    if (!whole && (blanks || dashes)) cardInside(t, raw, m.index, out);
  }
  // Groups apart by a no-break, narrow, thin or ideographic space or an en dash, as word processors and OCR write them.
  // (A no-break space is Latin-1; the others are wide, and a text without wide characters holds none of them.)
  const gaps = unicodeGaps(t);
  // Every match of UNICODE_SPACED has its first gap four code units in: tried there alone.
  if (gaps.length > 0) pushSpaced(t, t.findAt(UNICODE_SPACED, gaps), out);
  if (ENTITY_GAPS.some((e) => placesOf(t, e).length > 0)) spacedCards(t, ENTITY_CARD, out);
  dottedOrTouchedCards(t, out);
  // The line breaks a digit ends, found once for both readings of a card over two lines.
  const breaks = breaksAfterDigits(t.text);
  splitCards(t, breaks, out);
  readCardShapes(t, pushChecked, out, breaks);
}

/** The cards `re` (SPACED_GROUPS, its gap in group 1) finds: Luhn-valid, not one digit, after a card's name. */
function spacedCards(t: Text, re: RegExp, out: Hit[]): void {
  re.lastIndex = 0;
  const found: RegExpExecArray[] = [];
  for (let m = re.exec(t.text); m; m = re.exec(t.text)) found.push(m);
  pushSpaced(t, found, out);
}

function pushSpaced(t: Text, found: readonly RegExpExecArray[], out: Hit[]): void {
  for (const m of found) {
    const digits = m[0].replaceAll(m[1]!, '');
    pushChecked(t, digits, m.index, m.index + m[0].length, out, true);
  }
}

/**
 * `spaced`: its groups apart by a tab, a run of blanks or `&nbsp;`, as a table's columns are too, or a path's slash
 * before it, as before an id: a card only where its line names one just before. A Maestro number of the wider ranges
 * longer than sixteen digits (an id, .NET's ticks) and UATP's (a profile id) need the name too: UATP's own.
 */
function pushCard(t: Text, digits: string, start: number, end: number, out: Hit[], spaced = false): boolean {
  // Sixteen digits of the payment industries' first digits (2 to 6) whose prefix no network issues: a card only where
  // its line names a payment card (people copy a card's digits wrong, and examples invent prefixes).
  const network = cardNetwork(digits) ?? (digits.length === 16 && digits[0]! >= '2' && digits[0]! <= '6' ? 'unlisted' : null);
  if (network === null || ibanBody(t.text, start) || mimeBoundary(t.text, start, end) || namedOtherwise(t.text, start, end)) return false;
  // Whole (no digit group beside it: a longer serial's part is none) and on no card that pays for nothing.
  if (
    network === 'unlisted' &&
    (/[0-9][ -]?$/.test(t.text.slice(Math.max(0, start - 2), start)) ||
      /^[ -]?[0-9]/.test(t.text.slice(end, end + 2)) ||
      namedBefore(t.text, start, NOT_PAYMENT_CARD))
  )
    return false;
  const named =
    network === 'uatp' ? UATP_NAMED : network === 'unlisted' ? UNLISTED_NAMED : spaced || NAMED_NETWORKS.has(network) ? CARD_NAMED : null;
  if (named !== null && !namedBefore(t.text, start, named) && !(named === CARD_NAMED && CARD_AFTER.test(t.text.slice(end, end + 32))))
    return false;
  out.push({ code: 'card_number', start, end, redact: 'card_number' });
  return true;
}

/** pushCard for digits not yet checked: Luhn-valid and not one digit repeated (`4444 4444 4444 4448` passes Luhn). */
function pushChecked(t: Text, digits: string, start: number, end: number, out: Hit[], spaced = false): boolean {
  return luhnValid(digits) && !/^(.)\1*$/.test(digits) && pushCard(t, digits, start, end, out, spaced);
}

/**
 * Whether the digits are a mail's boundary as Python's email package writes it (`===============` and nineteen random
 * digits, then `==`), where a Luhn-valid run with a card's prefix is chance: `=` on both sides, two before.
 */
function mimeBoundary(text: string, start: number, end: number): boolean {
  return text.charCodeAt(start - 1) === 61 && text.charCodeAt(start - 2) === 61 && text.charCodeAt(end) === 61;
}

/** Whether the number at `at` is an IBAN's body, after its country and check digits (`DE44 5001 0517 …`, `DE44  5001`). */
function ibanBody(text: string, at: number): boolean {
  let k = at;
  while (k > 0 && at - k < 3 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9 || text.charCodeAt(k - 1) === 45)) k--;
  if (k === at || k < 4) return false;
  const c = (i: number): number => text.charCodeAt(k - i);
  const upper = (x: number): boolean => x >= 65 && x <= 90;
  return isDigit(c(1)) && isDigit(c(2)) && upper(c(3)) && upper(c(4));
}

/** Whether the separators between groups i to j of a match are the same. */
function sameSeparators(raw: string, starts: number[], ends: number[], i: number, j: number): boolean {
  const first = raw.slice(ends[i], starts[i + 1]);
  for (let k = i + 1; k < j; k++) if (raw.slice(ends[k], starts[k + 1]) !== first) return false;
  return true;
}

/** How a card's digits are grouped when it is written in groups: 4-4-4-4, 4-4-4-4-3, 4-6-5, 4-6-4, 4-4-4-1. */
const CARD_GROUPINGS = new Set(['4,4,4,4', '4,4,4,4,3', '4,6,5', '4,6,4', '4,4,4,1']);

/**
 * A card among a match's groups that the match as a whole is not: a run of 13–19 digits of its own, or groups as a
 * card is grouped, that pass Luhn and a network's prefix. Only such shapes: any run of groups would make cards of a
 * table's columns.
 */
function cardInside(t: Text, raw: string, at: number, out: Hit[]): void {
  // Every shape read here holds a group of four digits or more: digits one or two at a time are passed over at once.
  if (!/[0-9]{4}/.test(raw)) return;
  const spaced = laidOut(raw) || inPath(t.text, at);
  const { starts, ends } = groupsOf(raw);
  for (let i = 0; i < starts.length; i++) {
    for (let j = Math.min(starts.length - 1, i + 4); j >= i; j--) {
      const sizes = [];
      for (let k = i; k <= j; k++) sizes.push(ends[k]! - starts[k]!);
      // A run of its own from fifteen digits: a thirteen-digit one beside a number is a byte count as often (`stat`).
      const single = i === j && sizes[0]! >= 15 && sizes[0]! <= 19;
      if (!single && !(CARD_GROUPINGS.has(sizes.join(',')) && sameSeparators(raw, starts, ends, i, j))) continue;
      // Another number beside it: a group beside dashed groups is the same serial's (`1234-5678-9012-3456-7`), and a
      // group of four beside blank-parted groups of four a table's row; a quantity or an expiry beside them is not.
      const inner = i < j ? raw.slice(ends[i], starts[i + 1]) : '';
      const joined = (k: number, sep: string): boolean => sep === inner && (inner === '-' || ends[k]! - starts[k]! === 4);
      if (
        inner !== '' &&
        ((i > 0 && joined(i - 1, raw.slice(ends[i - 1], starts[i]))) ||
          (j < starts.length - 1 && joined(j + 1, raw.slice(ends[j], starts[j + 1]))))
      )
        continue;
      const digits = raw.slice(starts[i], ends[j]).replace(/[^0-9]/g, '');
      if (pushChecked(t, digits, at + starts[i]!, at + ends[j]!, out, spaced)) {
        i = j;
        break;
      }
    }
  }
}

/** Where a match's runs of digits start and end. */
function groupsOf(raw: string): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < raw.length; ) {
    if (!isDigit(raw.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i;
    while (j < raw.length && isDigit(raw.charCodeAt(j))) j++;
    starts.push(i);
    ends.push(j);
    i = j;
  }
  return { starts, ends };
}

/** Whether every separator of a match is the same run (`4111  1111  1111  1111`, not `4111 1111  1111`). */
function evenlySpaced(raw: string): boolean {
  const { starts, ends } = groupsOf(raw);
  return sameSeparators(raw, starts, ends, 0, starts.length - 1);
}

/**
 * Four code units before each no-break, narrow, thin or ideographic space or en dash (UNICODE_SPACED's gaps) that has
 * four before it, ascending: the places UNICODE_SPACED can match. The wide ones are read in the text's wide runs
 * (find.ts) by hand, not searched for in the whole text.
 */
function unicodeGaps(t: Text): number[] {
  const text = t.text;
  const at: number[] = [];
  for (let i = text.indexOf('\u00a0'); i >= 0; i = text.indexOf('\u00a0', i + 1)) if (i >= 4) at.push(i - 4);
  if (!t.wide) return at;
  const latin = at.length;
  const runs = t.wideRuns();
  for (let r = 0; r < runs.length; r += 2)
    for (let i = runs[r]!; i < runs[r + 1]!; i++) {
      const c = text.charCodeAt(i);
      if ((c === 0x202f || c === 0x2009 || c === 0x2013 || c === 0x3000) && i >= 4) at.push(i - 4);
    }
  // Both kinds: in text order.
  return latin > 0 && at.length > latin ? at.sort((a, b) => a - b) : at;
}
/** A card's groupings (4-4-4-4, 4-4-4-4-3, 4-6-5, 4-6-4) apart by group 1, the same each time. */
const SPACED_GROUPS = String.raw`[0-9]{4}(GAP)(?:[0-9]{6}\1[0-9]{4,5}|[0-9]{4}\1[0-9]{4}\1[0-9]{4}(?:\1[0-9]{3})?)`;
const spaced = (gap: string, before: string, after: string): RegExp =>
  new RegExp(`${before}${SPACED_GROUPS.replace('GAP', gap)}${after}`, 'g');
const UNICODE_SPACED = spaced('[\u00a0\u202f\u2009\u2013\u3000]', '(?<![0-9])', '(?![0-9])');
/** A non-breaking space written as HTML writes it, between a card's groups in a table cell or a span. */
const ENTITY_CARD = spaced('&nbsp;|&#160;|&#x[aA]0;', '(?<![0-9A-Za-z_-])', '(?![0-9A-Za-z_]|[.-][0-9])');

/** Networks' names, read before a number and after it alike. */
const NETWORK_WORDS = 'visa|amex|jcb|unionpay|maestro|napas|borica|arca|belkart|dinacard|enroute|diners';
/**
 * Networks whose numbers need a card's name before them: the longer Maestro numbers (ids, .NET's ticks), enRoute's
 * (a timestamp's shape), and the national networks whose prefixes open many order, tracking and tax ids (BORICA 2205,
 * Napas 9704, ArCa 9051, Belkart 9112, DinaCard 9891), as an independent review found them.
 */
const NAMED_NETWORKS = new Set(['maestro_long', 'enroute', 'borica', 'napas', 'arca', 'belkart', 'dinacard', 'unlisted']);
/** A card that pays for nothing (a loyalty, library, member's, gift or SIM card) or a card's device or id. */
const NOT_PAYMENT_CARD =
  /(?:loyalty|library|member(?:ship)?|gift|rewards?|student|staff|employee|\bid|identity|sim|club|access|key|health|insurance|bonus|discount|transit|travel|business|memory|graphics|network|score|report|trading|playing|flash)[ -]?card|card[ -]?(?:reader|terminal|slot|machine|printer|serial|id\b)/i;
/**
 * A card's name, or UATP's, before a number that needs it (pushCard). "card" as a word's start or after a payment
 * card's own compound ("MasterCard", "Kreditcard"), not inside "discard", "scorecard", "wildcard" or "cardiology"; and
 * the word for a card in the scripts whose digits are read (Japanese, Chinese, Korean, Persian, Hindi, Bengali, Thai;
 * Arabic's "credit" and "the card's number", as its word for a card names identity cards too).
 */
const CARD_NAMED = new RegExp(
  `(?:(?<![a-z])|master|credit|debit|gift|bank|debet|prepaid|charge|store)card(?!i(?:a|o|gan|nal))|\\b(?:pan|uatp|cc|kart(?:[ae]|en)?|kartennummer|(?:kredit|debit|bank|giro)karten?|carte|tarjeta|${NETWORK_WORDS})\\b|\u30ab\u30fc\u30c9|\u5361|\ucea4\ub4dc|\u0627\u0626\u062a\u0645\u0627\u0646|\u0631\u0642\u0645 \u0627\u0644\u0628\u0637\u0627\u0642\u0629|\u06a9\u0627\u0631\u062a|\u0915\u093e\u0930\u094d\u0921|\u0995\u09be\u09b0\u09cd\u09a1|\u0e1a\u0e31\u0e15\u0e23`,
  'i',
);
const UATP_NAMED = /\buatp\b/i;
/** For a prefix no network issues: a card's name with no digit between it and the number ("Card 2 of 5: …" names none). */
const UNLISTED_NAMED = new RegExp(`(?:${CARD_NAMED.source})[^0-9\\n]{0,40}$`, 'i');
/**
 * Or, just after the number on its line, a network's name, the card's security code's or expiry's label, or an expiry
 * (`07/30`, not a date's `03/2024` of `15/03/2024`); not "card" alone (`event=card_swipe` after a timestamp).
 */
const CARD_AFTER = new RegExp(
  `^[^\\n]{0,24}?(?:\\b(?:cvv2?|cvc|csc|exp(?:iry|ires|date)?|mastercard|discover|jcb|unionpay|${NETWORK_WORDS})\\b|(?<![0-9/])(?:0[1-9]|1[0-2])/(?:20)?[0-9]{2}(?![0-9/]))`,
  'i',
);

/** An expiry's or a security code's label just after the number: a card's, whatever id's label stands before it. */
const CODE_AFTER = /^[^\n]{0,12}?\b(?:cvv2?|cvc|csc|exp(?:iry|ires|date)?)\b/i;
/** Whether `named` matches in the 48 code units before `at` on its line (bounded: a long line is not read back whole). */
function namedBefore(text: string, at: number, named: RegExp): boolean {
  let from = at;
  while (from > 0 && at - from < 48 && text.charCodeAt(from - 1) !== 10) from--;
  return named.test(text.slice(from, at));
}

/**
 * A label right before the number that names another kind of id: an order's, a transaction's, a message's, a parcel's,
 * a booking's or a gift card's number, a researcher's ORCID iD, or a record's bare `"id"` key. Such ids pass Luhn one time in ten; a card's name
 * earlier on the line ("card for order: …") keeps it a card.
 */
const OTHER_ID =
  /(?:\b(?:order|ordre|bestell|pedido|commande|ordine|transaction|transaktions?|txn|message|msg|tracking|sendungs|shipment|parcel|invoice|rechnungs|booking|reservation|confirmation|ticket|gift[ -]?card|voucher|gutschein|coupon|orcid)[ _-]?(?:id|no|nr|number|nummer|num|ref(?:erence)?|code|#)?\.?|\bmessageid|\bid)\\?["']?[ \t]{0,3}[:=#]?[ \t]{0,3}\\?["']?$/i;
function namedOtherwise(text: string, at: number, end: number): boolean {
  let from = at;
  while (from > 0 && at - from < 48 && text.charCodeAt(from - 1) !== 10) from--;
  const before = text.slice(from, at);
  const label = OTHER_ID.exec(before);
  if (label === null) return false;
  // A gift card's number is no payment card's; any other label yields to a card's name earlier on the line or an expiry after.
  return /gift/i.test(label[0]) || !(CARD_NAMED.test(before.slice(0, label.index)) || CODE_AFTER.test(text.slice(end, end + 32)));
}

const laidOut = (raw: string): boolean => raw.includes('\t') || raw.includes('  ');
/** A number a path's slash touches: an id as often as a card, so a card only after a card's name (`/cards/4111…`). */
const inPath = (text: string, at: number): boolean => text.charCodeAt(at - 1) === 47;

/**
 * A card's groupings (4-4-4-4, 4-4-4-4-3, 4-6-5, 4-6-4) apart by full stops, as some receipts and OCR write them.
 * Versions, addresses, OIDs and dates are grouped otherwise; what touches it is asked as for CARD, but a label's full
 * stop may (`Card No.4539.1488.0343.6467`).
 */
const DOTTED = `(?<![0-9A-Za-z_\\-])(?<![^A-Za-z]\\.)${SPACED_GROUPS.replace('(GAP)', '\\.').replaceAll('\\1', '\\.')}(?![0-9A-Za-z_]|[.-][0-9])`;
/** Or a run of 13–19 digits whatever touches it (touchedCard asks what does): one scan finds both. */
const DOTTED_OR_RUN = new RegExp(`${DOTTED}|(?<![0-9])[0-9]{13,19}(?![0-9])`, 'g');
const DOTTED_OR_RUN_UNITS = unitTable(/[0-9.]/, /[0-9]/);

function dottedOrTouchedCards(t: Text, out: Hit[]): void {
  for (const m of stretchMatches(t.text, DOTTED_OR_RUN, 13, DOTTED_OR_RUN_UNITS)) {
    if (!m[0].includes('.')) touchedCard(t, m, out);
    else {
      const digits = m[0].replaceAll('.', '');
      // Versions, build ids, serials and tracking numbers are dotted so too: a card only after a card's name.
      pushChecked(t, digits, m.index, m.index + m[0].length, out, true);
    }
  }
}

/**
 * A card's own field names, as terminals' traces and gateways' logs run them into the number (`PAN5137…EXP1227`); and a
 * booking's brand code of the number's network (card-shapes.ts brandCodeFits).
 */
const NAME_BEFORE = new Set([
  'pan',
  'cc',
  'card',
  'cardno',
  'cardnum',
  'cardnumber',
  'ccnum',
  'ccno',
  'ccn',
  'acct',
  'visa',
  'amex',
  'mastercard',
  'mc',
  'jcb',
  'disc',
  'napas',
]);
const NAME_AFTER = new Set(['exp', 'expiry', 'expires', 'expdate', 'expdt', 'cvv', 'cvc']);

/**
 * A run of digits that letters touch: a card only where every letter run touching it is a card's field name on its
 * side (or `%B`, track 1's format code, before it). An invoice's, a SKU's or a lot's letters, hex and ids are not.
 */
function touchedCard(t: Text, m: RegExpExecArray, out: Hit[]): void {
  const text = t.text;
  const start = m.index;
  const end = start + m[0].length;
  const before = isLetter(text.charCodeAt(start - 1));
  const after = isLetter(text.charCodeAt(end));
  if (!before && !after) return;
  if (before) {
    let k = start - 1;
    while (k > 0 && start - k < 12 && isLetter(text.charCodeAt(k - 1))) k--;
    const word = text.slice(k, start).toLowerCase();
    // Track 1's format code, after its start sentinel or with its field separator after the number (`B4111…^DOE/J^`).
    const track = word === 'b' && (text.charCodeAt(k - 1) === 37 || text.charCodeAt(end) === 94);
    const named = NAME_BEFORE.has(word) || brandCodeFits(word, cardNetwork(m[0]), text.slice(Math.max(0, k - 12), k));
    if (!(named && !isDigit(text.charCodeAt(k - 1)) && text.charCodeAt(k - 1) !== 95) && !track) return;
  }
  // EMV's track 2 equivalent (tag 57): the number, `D`, then the expiry's four digits.
  const track2 = after && (text.charCodeAt(end) === 68 || text.charCodeAt(end) === 100) && /^[0-9]{4}/.test(text.slice(end + 1, end + 5));
  if (after && !track2) {
    let k = end;
    while (k < text.length && k - end < 8 && isLetter(text.charCodeAt(k))) k++;
    if (!NAME_AFTER.has(text.slice(end, k).toLowerCase()) || isLetter(text.charCodeAt(k))) return;
  }
  const digits = m[0];
  pushChecked(t, digits, start, end, out);
}

/**
 * Where a digit follows a line break (`\n`, `\r\n`, or a JSON string's `\n` or `\r\n` escape) that a digit ends,
 * ascending: the raw breaks from `breaks` (breaksAfterDigits), the escaped ones found here (few texts hold a `\n`
 * escape). A search for a break before a digit cost more than the walk over the breaks that wrappedCards does anyway.
 */
function digitsAfterBreaks(text: string, breaks: readonly number[]): number[] {
  const out: number[] = [];
  let k = 0;
  for (let i = text.indexOf('\\n'); ; i = text.indexOf('\\n', i + 1)) {
    // The raw breaks before this escape (all of them, after the last one).
    for (; k < breaks.length && (i < 0 || breaks[k]! < i); k++) if (isDigit(text.charCodeAt(breaks[k]! + 1))) out.push(breaks[k]! + 1);
    if (i < 0) return out;
    if (isDigit(text.charCodeAt(i + 2))) out.push(i + 2);
  }
}

/** Where a line break starts (`\n`, `\r\n`, or a JSON string's `\n` or `\r\n` escape) that ends at `e`. */
function breakBefore(text: string, e: number): number {
  let b = e;
  if (text.charCodeAt(b - 1) === 10) b--;
  else if (text.charCodeAt(b - 1) === 110 && text.charCodeAt(b - 2) === 92) b -= 2;
  else return -1;
  if (text.charCodeAt(b - 1) === 13) b--;
  else if (text.charCodeAt(b - 1) === 114 && text.charCodeAt(b - 2) === 92) b -= 2;
  return b;
}

/**
 * A card split over two lines, its first line naming a card (pushCard, spaced): the digits that end a line and the
 * digits that start the next, a run of digits wrapped or a card's grouping with one line break in place of a
 * separator. Without the name, numbers ending one line and starting the next are a table's columns.
 */
function splitCards(t: Text, breaks: readonly number[], out: Hit[]): void {
  const text = t.text;
  for (const e of digitsAfterBreaks(text, breaks)) {
    const b = breakBefore(text, e);
    if (!isDigit(text.charCodeAt(b - 1))) continue;
    // The digits before the break and after it, each with single blanks or dashes between, at most 23 code units.
    let from = b - 1;
    while (
      from > 0 &&
      b - from < 24 &&
      (isDigit(text.charCodeAt(from - 1)) || (isGap(text.charCodeAt(from - 1)) && isDigit(text.charCodeAt(from - 2))))
    )
      from--;
    let to = e + 1;
    while (
      to < text.length &&
      to - e < 24 &&
      (isDigit(text.charCodeAt(to)) || (isGap(text.charCodeAt(to)) && isDigit(text.charCodeAt(to + 1))))
    )
      to++;
    const first = text.slice(from, b);
    const second = text.slice(e, to);
    if (first.length + second.length > 23) continue;
    // Nothing of a longer number or a word on either side (as CARD asks).
    const prev = text.charCodeAt(from - 1);
    const next = text.charCodeAt(to);
    if (isWordUnit(prev) || prev === 45 || (prev === 32 && isDigit(text.charCodeAt(from - 2)))) continue;
    if (isWordUnit(next) || ((next === 46 || next === 45 || next === 32) && isDigit(text.charCodeAt(to + 1)))) continue;
    const parts = `${first} ${second}`;
    const gaps = parts.replace(/[0-9]/g, '');
    const sizes = parts.split(/[ -]/).map((g) => g.length);
    // A run wrapped: neither part a card's length alone (that one CARD reads, and the next line's number is another).
    const plain = !/[ -]/.test(first) && !/[ -]/.test(second) && first.length < 13 && second.length < 13;
    // One separator throughout, the break in place of one of them.
    const grouped = (/^ *$/.test(gaps) || /^-* -*$/.test(gaps)) && CARD_GROUPINGS.has(sizes.join(','));
    const digits = parts.replace(/[ -]/g, '');
    if (!(plain ? digits.length >= 13 && digits.length <= 19 : grouped)) continue;
    pushChecked(t, digits, from, to, out, true);
  }
}

const isGap = (c: number): boolean => c === 32 || c === 45;
