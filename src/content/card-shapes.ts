/**
 * card_number, shapes cards.ts's readings leave: a card's groups apart by full stops and blanks mixed (`4111 1111.1111
 * 1111`, `4111. 1111. …`, `4111 . 1111 . …`), by a URL's encoded blank (`4111+1111+…`, `4111%201111%20…`), a card
 * wrapped over lines with an indentation or a mail quote's `>` before its second line. Each is read only where its
 * digits are a card's grouping (or a run wrapped), pass Luhn and carry a network's prefix and length (pushChecked),
 * and where a query's key or a label right before names a card's number.
 */
import { isDigit, isWordUnit } from './ascii.js';
import type { Hit } from './codes.js';
import { luhnValid } from './digits.js';
import type { Text } from './find.js';
import { unitPlaces } from './unit-places.js';

/** cards.ts's pushChecked: Luhn, one digit repeated, network, IBAN body, and (`spaced`) a card's name beside it. */
export type PushCard = (t: Text, digits: string, start: number, end: number, out: Hit[], spaced?: boolean) => boolean;

/** How a card's digits are grouped when it is written in groups (as cards.ts reads them). */
const GROUPINGS = new Set(['4,4,4,4', '4,4,4,4,3', '4,6,5', '4,6,4']);
/** Separators tried between groups, longest first: a full stop with blanks around or after it, then the rest. */
const SEPARATORS = [' . ', '.\t', '.  ', '. ', ' .', '.', ' \u00b7 ', '\u00b7', ' \u2022 ', '\u2022', ' ', '+', '%20', '%2B', '%2b'];

/** The separator among SEPARATORS at `i` followed by a digit, or null. */
function separatorAt(text: string, i: number): string | null {
  for (const s of SEPARATORS) if (text.startsWith(s, i) && isDigit(text.charCodeAt(i + s.length))) return s;
  return null;
}

/**
 * Separators a card's groups are read apart by only after a label that names a card's number (labelledGroups): a comma
 * (ASCII, full-width or ideographic), a middle dot as an HTML entity, or another script's middle dot (katakana,
 * half-width katakana, the bullet and dot operators, the hyphenation point); a blank may stand on either side.
 */
const LABELLED_COMMAS = new Set([44, 0xff0c, 0x3001]);
const LABELLED_DOTS = new Set([0x30fb, 0xff65, 0x2219, 0x22c5, 0x2027]);
const LABELLED_ENTITIES = [
  '&middot;',
  '&centerdot;',
  '&MiddleDot;',
  '&CenterDot;',
  '&sdot;',
  '&#183;',
  '&#0183;',
  '&#xB7;',
  '&#xb7;',
  '&#x00B7;',
  '&#x00b7;',
];
/** A blank, a tab or a no-break space: at most two stand after a labelled separator. */
const blankAfter = (c: number): boolean => c === 32 || c === 9 || c === 0xa0;
/** Where those separators start, the wide ones read only in a text that holds a wide character. */
const LABELLED_MARKS = [44, 38, 0xff0c, 0x3001, ...LABELLED_DOTS];

/** The length of a labelled separator that starts at `i` and has a digit after it, or 0. */
function labelledSeparatorAt(text: string, i: number): number {
  let k = text.charCodeAt(i) === 32 ? i + 1 : i;
  const c = text.charCodeAt(k);
  if (LABELLED_COMMAS.has(c) || LABELLED_DOTS.has(c)) k++;
  else if (c === 38) {
    const e = LABELLED_ENTITIES.find((s) => text.startsWith(s, k));
    if (e === undefined) return 0;
    k += e.length;
  } else return 0;
  if (blankAfter(text.charCodeAt(k))) k++;
  if (blankAfter(text.charCodeAt(k))) k++;
  return isDigit(text.charCodeAt(k)) ? k - i : 0;
}

/** The length of a labelled separator that ends at `k` and has a digit before it, or 0. */
function labelledSeparatorBefore(text: string, k: number): number {
  let i = k;
  if (blankAfter(text.charCodeAt(i - 1))) i--;
  if (blankAfter(text.charCodeAt(i - 1))) i--;
  const c = text.charCodeAt(i - 1);
  if (LABELLED_COMMAS.has(c) || LABELLED_DOTS.has(c)) i--;
  else if (c === 59) {
    const e = LABELLED_ENTITIES.find((s) => text.startsWith(s, i - s.length));
    if (e === undefined) return 0;
    i -= e.length;
  } else return 0;
  if (text.charCodeAt(i - 1) === 32) i--;
  return isDigit(text.charCodeAt(i - 1)) ? k - i : 0;
}

/**
 * Where the code unit `mark` occurs, ascending: one outside Latin-1 read in the text's wide runs (find.ts), where every
 * such code unit is, rather than searched for in the whole text (most texts hold none of them).
 */
function placesOfUnit(t: Text, mark: number): readonly number[] {
  const text = t.text;
  if (mark <= 0xff) return unitPlaces(text, mark);
  const at: number[] = [];
  if (!t.wide) return at;
  const runs = t.wideRuns();
  for (let r = 0; r < runs.length; r += 2) for (let i = runs[r]!; i < runs[r + 1]!; i++) if (text.charCodeAt(i) === mark) at.push(i);
  return at;
}

/**
 * Groups apart by full stops and blanks mixed, or by `+` or `%20`: read from each full stop, plus or percent sign
 * between digits (a cheap test of the code units around it comes first), the run of groups around it parsed by hand
 * (at most five groups, each at most six digits: no input makes it read far).
 */
function mixedGroups(t: Text, push: PushCard, out: Hit[]): void {
  const text = t.text;
  // A full stop, a plus sign, a percent sign (`%20`, `%2B`), a middle dot, a bullet.
  for (const mark of [46, 43, 37, 0xb7, 0x2022]) {
    let doneUntil = 0;
    for (const i of placesOfUnit(t, mark)) {
      if (i < doneUntil) continue;
      // Every group before a separator holds four digits or more, and every group after one three or more.
      const b = text.charCodeAt(i - 1) === 32 ? i - 1 : i;
      if (
        !(
          isDigit(text.charCodeAt(b - 1)) &&
          isDigit(text.charCodeAt(b - 4)) &&
          isDigit(text.charCodeAt(b - 3)) &&
          isDigit(text.charCodeAt(b - 2))
        )
      )
        continue;
      let a = mark === 37 ? i + 3 : i + 1;
      // A blank, a tab or two blanks after the mark.
      if (text.charCodeAt(a) === 32 || text.charCodeAt(a) === 9) a++;
      if (text.charCodeAt(a) === 32) a++;
      if (!(isDigit(text.charCodeAt(a)) && isDigit(text.charCodeAt(a + 1)) && isDigit(text.charCodeAt(a + 2)))) continue;
      // Back to the run's first digit over digits, blanks and this mark, at most 30 code units.
      let start = i;
      while (start > 0 && i - start < 30) {
        const c = text.charCodeAt(start - 1);
        if (!(isDigit(c) || c === 32 || c === 9 || c === mark)) break;
        start--;
      }
      while (start < i && !isDigit(text.charCodeAt(start))) start++;
      doneUntil = readGroups(t, start, push, out);
    }
  }
  labelledGroups(t, push, out);
}

/** The first digit of the groups apart by labelled separators that end at `b` (at most five groups back). */
function runStart(text: string, b: number): number {
  let p = b;
  let first = b;
  for (let groups = 0; groups < 5; groups++) {
    let k = p;
    while (k > 0 && p - k < 7 && isDigit(text.charCodeAt(k - 1))) k--;
    if (k === p) break;
    first = k;
    const sep = labelledSeparatorBefore(text, k);
    if (sep === 0) break;
    p = k - sep;
  }
  return first;
}

/** Where the digits and labelled separators from `i` end. */
function runEnd(text: string, i: number): number {
  let k = i;
  for (;;) {
    while (k < text.length && isDigit(text.charCodeAt(k))) k++;
    const sep = labelledSeparatorAt(text, k);
    if (sep === 0) return k;
    k += sep;
  }
}

/**
 * Groups apart by a comma, `&middot;` (or its numeric references) or another script's middle dot: read from each such
 * mark that four digits end and a separator with a digit after follows, back to the run's first digit (at most five
 * groups), and pushed only where the digits pass Luhn and a label that names a card's number stands right before them.
 */
function labelledGroups(t: Text, push: PushCard, out: Hit[]): void {
  const text = t.text;
  for (const mark of LABELLED_MARKS) {
    if (mark > 0xff && !t.wide) continue;
    let doneUntil = 0;
    for (const i of placesOfUnit(t, mark)) {
      if (i < doneUntil) continue;
      const b = text.charCodeAt(i - 1) === 32 ? i - 1 : i;
      if (!(isDigit(text.charCodeAt(b - 1)) && isDigit(text.charCodeAt(b - 4)))) continue;
      if (labelledSeparatorAt(text, b) === 0) continue;
      // A run longer than a card is read once: every mark up to its end is passed over.
      doneUntil = runEnd(text, readGroups(t, runStart(text, b), push, out, true));
    }
  }
}

/**
 * Parses groups from `start` and pushes a card where they are a card's grouping; returns where the run ended. What
 * touches the run is asked as for cards.ts's CARD: no word or dash before, no word or another number after.
 */
function readGroups(t: Text, start: number, push: PushCard, out: Hit[], labelled = false): number {
  const text = t.text;
  const prev = text.charCodeAt(start - 1);
  // A JSON string's escaped break (`\n`) before the run is no word touching it.
  const escapedBreak = prev === 110 && text.charCodeAt(start - 2) === 92;
  if ((isWordUnit(prev) && !escapedBreak) || prev === 45 || (prev === 46 && isDigit(text.charCodeAt(start - 2)))) return start + 1;
  const sizes: number[] = [];
  const seps: string[] = [];
  let digits = '';
  let i = start;
  for (;;) {
    let j = i;
    while (j < text.length && j - i < 7 && isDigit(text.charCodeAt(j))) j++;
    sizes.push(j - i);
    digits += text.slice(i, j);
    if (j - i > 6 || sizes.length > 5) return j;
    const sep = labelled ? text.slice(j, j + labelledSeparatorAt(text, j)) : separatorAt(text, j);
    if (sep === null || sep === '') {
      i = j;
      break;
    }
    seps.push(sep);
    i = j + sep.length;
  }
  const next = text.charCodeAt(i);
  if (isWordUnit(next) || ((next === 46 || next === 45) && isDigit(text.charCodeAt(i + 1)))) return i;
  if (!GROUPINGS.has(sizes.join(','))) return i;
  if (labelled) {
    // The digits' checks first (cheap), the label's after.
    if (luhnValid(digits) && namesCardNumber(text, start)) push(t, digits, start, i, out, false);
    return i;
  }
  const one = seps.every((s) => s === seps[0]);
  // One blank or one full stop throughout are cards.ts's readings; the rest carry a full stop or a URL's blank.
  if (one && (seps[0] === ' ' || seps[0] === '.')) return i;
  const dotted = seps.some((s) => s.includes('.'));
  if (dotted && seps.some((s) => s === '+' || s.startsWith('%'))) return i;
  // `+` or `%20` throughout (a URL's encoded blank; a plus sign adds as often, `=4500+2300+1250+1000`): a card where a
  // query's key names one. Those and groups mixed or dotted: where a card's number is labelled right before them (a
  // card word elsewhere in the sentence names a gift card's order, a graphics card's driver version). The digits are
  // the groups' alone (`%20` holds two).
  if (!luhnValid(digits) || (!(one ? cardKey(text, start) : false) && !labelledBefore(text, start))) return i;
  push(t, digits, start, i, out, false);
  return i;
}

/** A query's or a form's key for a card right before `=` at `at` (`card_number=`, `ccnum=`, `card[number]=`, `pan=`). */
function cardKey(text: string, at: number): boolean {
  if (text.charCodeAt(at - 1) !== 61) return false;
  let k = at - 1;
  while (k > 0 && at - k < 24 && /[A-Za-z0-9_[\]]/.test(text[k - 1]!)) k--;
  const key = text.slice(k, at - 1).toLowerCase();
  return CARD_KEY.test(key);
}

/** A query's or a form's key for a card's number, whole (`wildcard=`, `card_count=`, `giftcard=` are not). */
const CARD_KEY =
  /^(?:card_?(?:number|num|no)|cardnumber|card\[number\]|credit_?card(?:_?(?:number|num|no))?|cc|ccnum|ccno|ccn|cc_?num(?:ber)?|pan)$/;

/**
 * A card labelled right before `at` on its line: "card", "card number", "card no.", "card #", "CC#", "PAN", a few
 * languages' words for a card's number ("Kartennummer", "tarjeta") or a network's name, then at most a colon, blanks,
 * a hash or a dash. "card" stands first, or after a payment's word ("credit", "debit", "prepaid", a network …) or an
 * article: a card of another kind ("gift card", "microSD card", "transit card", "SIM-card") is no payment card.
 */
const CARD_LABEL =
  /(?:(?:(?<![A-Za-z0-9_-][ \t]{0,2})|(?<=\b(?:credit|debit|payment|bank|prepaid|charge|virtual|corporate|company|your|my|the|this|same|new|visa|mastercard|amex|discover|jcb|diners|unionpay|maestro|express)[ \t]{1,2}))card(?:[ \t]{0,2}(?:number|num|no\.?|#))?|\bcc[ \t]{0,2}(?:#|no\.?|num(?:ber)?)|\bpan|\b(?:kartennummer|kreditkarte|num(?:\u00e9|e)ro[ \t]de[ \t]carte|carte[ \t]bancaire|n(?:\u00fa|u)mero[ \t]de[ \t]tarjeta|tarjeta|cart(?:\u00e3|a)o|numero[ \t]carta|kaartnummer)|\b(?:visa|mastercard|master[ \t]card|amex|american[ \t]express|discover|jcb|diners(?:[ \t]club)?|unionpay|maestro))[ \t:#-]{0,4}$/i;
function labelledBefore(text: string, at: number): boolean {
  let from = at;
  while (from > 0 && at - from < 48 && text.charCodeAt(from - 1) !== 10) from--;
  return CARD_LABEL.test(text.slice(from, at)) || namesCardNumber(text, at);
}

/**
 * A label that names a card's number (CARD_NUMBER_LABEL) right before `at` on its line, with at most CARD_GLUE between
 * them: a colon, a key's quotes, a markdown cell's bar or bold, a cell's or a definition's closing and the next one's
 * opening tag, an XML element's name, a JSON string's escaped break.
 */
function namesCardNumber(text: string, at: number): boolean {
  let end = at;
  while (end > 0 && at - end < 8 && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
  let from = end;
  while (from > 0 && end - from < 64 && text.charCodeAt(from - 1) !== 10) from--;
  const before = text.slice(from, end);
  const glue = CARD_GLUE.exec(before);
  let cut = glue === null ? before.length : glue.index;
  while (cut > 0 && (before.charCodeAt(cut - 1) === 32 || before.charCodeAt(cut - 1) === 9)) cut--;
  const label = cut > 0 ? CARD_NUMBER_LABEL.exec(before.slice(0, cut)) : null;
  // `<Card number="…">` is a component's attribute, not a label.
  return label !== null && !(before.charCodeAt(label.index - 1) === 60 && /[ \t]/.test(label[0]));
}

/** What may stand between a label of CARD_NUMBER_LABEL and the digits (blanks around it are trimmed). */
const CARD_GLUE =
  /(?:(?:["'][ \t]*(?:[:=\uff1a]|=>)[ \t]*["']?|[:=\uff1a-]{1,2}(?:[ \t]*["'])?|\*\*[ \t]*:|:?\*\*|\*[ \t]*:|\(pan\)[ \t]*:?|\||:?<\/(?:t[dh]|dt|b|strong|label|span)>[ \t]*(?:<(?:td|dd|span|code)(?:[ \t]+class="[\w -]{0,20}")?>)?|>|:?[ \t]*\\n)(?:&nbsp;)*|(?:&nbsp;)+)$/i;

/**
 * Nothing joins another card's name to a label: no letter, digit or dash right before it, nor a word and up to three
 * blanks (a no-break space, `&nbsp;` or an ideographic space among them: "Gift card number", "ポイント カード番号"), nor
 * a key path's dot, colon or arrow (`gift.card_number`, `library:card_number`, `$member->card_number`).
 */
const GAP_BEFORE = String.raw`(?:[ \t\u00a0\u3000]|&nbsp;)`;
const JOINED = String.raw`[A-Za-z0-9_\u00c0-\u024f\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af-]`;
const FREE = `(?<!${JOINED}${GAP_BEFORE}{0,3})(?<![.:]|->)`;
/** A JSON string's escaped break right before a label. */
const AFTER_BREAK = String.raw`(?<=\\n)`;
/**
 * The words a payment card's number may follow: a payment's, "the", a possessive of the reader or a customer (a review
 * found "business", "visa", "new", "replacement", "corporate", "a", "her" … naming other cards as often).
 */
const PAYMENT_WORDS = `credit|debit|payment|bank|the|your|my|cardholder's|client's|customer's`;
const AFTER_PAYMENT = String.raw`(?<=(?:^|[^A-Za-z]|\\n)(?:${PAYMENT_WORDS})[ \t_-]{1,2})`;
const NUMBER_WORD = String.raw`[ \t_-]?(?:number|num|nr\.?|no\.?|#)`;
/** Other languages' words for a card's number (a payment card's where the word says so). */
const CARD_NUMBER_WORDS = [
  String.raw`kreditkartennummer|kreditkarten-?nr\.?|kartennummer|kaartnummer|kortnummer`,
  String.raw`num(?:\u00e9|e)ro[ \t]de[ \t](?:la[ \t])?carte(?:[ \t]bancaire|[ \t]de[ \t]cr(?:\u00e9|e)dit)?`,
  String.raw`n(?:\u00fa|u)mero[ \t]de[ \t](?:la[ \t])?tarjeta(?:[ \t]de[ \t]cr(?:\u00e9|e)dito)?`,
  String.raw`n(?:\u00fa|u)mero[ \t]do[ \t]cart(?:\u00e3|a)o(?:[ \t]de[ \t]cr(?:\u00e9|e)dito)?|numero[ \t]d(?:i|ella)[ \t]carta(?:[ \t]di[ \t]credito)?`,
  String.raw`numer[ \t]karty|kart[ \t]numaras\u0131|nomor[ \t]kartu|s\u1ed1[ \t]th\u1ebb`,
  // クレジットカード番号, カード番号, 信用卡号(码), 银行卡号, 卡号, 卡號, 신용카드(번호), 카드(번호), номер (банковской) карты.
  String.raw`\u30af\u30ec\u30b8\u30c3\u30c8\u30ab\u30fc\u30c9\u756a\u53f7|\u30ab\u30fc\u30c9\u756a\u53f7|\u4fe1\u7528\u5361\u53f7\u7801?|\u94f6\u884c\u5361\u53f7|\u5361\u53f7|\u5361\u865f`,
  String.raw`\uc2e0\uc6a9\uce74\ub4dc[ \t]?\ubc88\ud638|\uce74\ub4dc[ \t]?\ubc88\ud638|\u043d\u043e\u043c\u0435\u0440[ \t](?:\u0431\u0430\u043d\u043a\u043e\u0432\u0441\u043a\u043e\u0439[ \t])?\u043a\u0430\u0440\u0442\u044b`,
].join('|');
/**
 * A label that names a card's number itself: "card number" (no., num, nr, #; a key's `card_number`, `cardNo`) free
 * (FREE) or after a payment's word, an article or a possessive; a credit or debit card; other languages' words for a
 * card's number. "card" alone, "pan", "cc" and a network's name alone are not read here.
 */
const CARD_NUMBER_LABEL = new RegExp(
  String.raw`(?:${FREE}|${AFTER_BREAK}|${AFTER_PAYMENT})card${NUMBER_WORD}$|(?:${FREE}|${AFTER_BREAK})(?:(?:credit|debit)[ \t_-]?card(?:${NUMBER_WORD})?|${CARD_NUMBER_WORDS})$`,
  'i',
);

/** A quote's or an indentation's prefix after a line break at `at`: blanks, tabs and `>` (each with a blank after). */
function prefixEnd(text: string, at: number): number {
  let i = at;
  while (i < text.length && i - at < 12) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 62) i++;
    else break;
  }
  return i;
}

/** The digits ending at `b` with single blanks or dashes between (at most 23 code units back): where they start. */
function digitsBack(text: string, b: number): number {
  let from = b - 1;
  while (
    from > 0 &&
    b - from < 24 &&
    (isDigit(text.charCodeAt(from - 1)) || (gap(text.charCodeAt(from - 1)) && isDigit(text.charCodeAt(from - 2))))
  )
    from--;
  return from;
}

const gap = (c: number): boolean => c === 32 || c === 45;

/**
 * A card wrapped over two lines, the second indented or quoted as the first (`> Card: 4111 1111\n> 1111 1111`,
 * `Card number: 4111 1111\n    1111 1111`): a run wrapped (neither part thirteen digits) or a card's grouping with the
 * break in place of one separator, with a card's name before it on its first line, or on the line before where the
 * first line holds only its prefix and digits (`Discover card\n  6011 0009\n  9013 9424`). Read from each break that a
 * digit ends (a cheap test first).
 */
function wrappedCards(t: Text, breaks: readonly number[], push: PushCard, out: Hit[]): void {
  const text = t.text;
  for (const nl of breaks) {
    const b = text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    const e = prefixEnd(text, nl + 1);
    // No prefix: cards.ts's splitCards reads it.
    if (e === nl + 1 || !isDigit(text.charCodeAt(e))) continue;
    const prefix = text.slice(nl + 1, e);
    let lineStart = b;
    while (lineStart > 0 && text.charCodeAt(lineStart - 1) !== 10) lineStart--;
    // A quote's prefix on the second line is the first line's too.
    const from = digitsBack(text, b);
    if (prefix.includes('>') && !text.slice(lineStart, from).includes(prefix.trim())) continue;
    let to = e;
    while (
      to < text.length &&
      to - e < 23 &&
      (isDigit(text.charCodeAt(to)) || (gap(text.charCodeAt(to)) && isDigit(text.charCodeAt(to + 1))))
    )
      to++;
    const first = text.slice(from, b);
    const second = text.slice(e, to);
    if (first.length + second.length > 23) continue;
    const before = text.charCodeAt(from - 1);
    const after = text.charCodeAt(to);
    if (isWordUnit(before) || before === 45 || (before === 32 && isDigit(text.charCodeAt(from - 2)))) continue;
    if (isWordUnit(after) || ((after === 46 || after === 45 || after === 32) && isDigit(text.charCodeAt(to + 1)))) continue;
    const parts = `${first} ${second}`;
    const gaps = parts.replace(/[0-9]/g, '');
    const sizes = parts.split(/[ -]/).map((g) => g.length);
    const plain = !/[ -]/.test(first) && !/[ -]/.test(second) && first.length < 13 && second.length < 13;
    const grouped = (/^ *$/.test(gaps) || /^-* -*$/.test(gaps)) && (GROUPINGS.has(sizes.join(',')) || sizes.join(',') === '4,4,4,1');
    const digits = parts.replace(/[ -]/g, '');
    if (!(plain ? digits.length >= 13 && digits.length <= 19 : grouped)) continue;
    // Labelled right before the digits on the first line, or at the end of the line before where the first line holds
    // nothing but its prefix and the digits (`Discover card\n  6011 0009\n  9013 9424`).
    const alone = /^[ \t>]*$/.test(text.slice(lineStart, from)) && lineStart > 0;
    if (!luhnValid(digits) || !(labelledBefore(text, from) || (alone && labelledBefore(text, lineStart - 1)))) continue;
    push(t, digits, from, to, out, false);
  }
}

/**
 * The brand codes a travel booking's form of payment runs into a card's number (`FP CC/VI4…/0429`, `FP CCCA5…`, `CC
 * AX3…`), with the networks each names: a code touching digits of another network is none of them.
 */
const BRAND_CODES: Readonly<Record<string, readonly string[]>> = {
  vi: ['visa'],
  ca: ['mastercard'],
  ax: ['amex'],
  dc: ['discover'],
  ds: ['discover'],
  jc: ['jcb'],
  tp: ['uatp'],
};

/** A form of payment's words right before a brand code (`FP CC/`, `FOP CC `, `PAYMENT CARD `). */
const PAYMENT_BEFORE = /(?:^|[^A-Za-z])(?:cc|fp|fop|card)[ \t/]{0,2}$/i;

/**
 * Whether letters touching a card's digits (lower-cased) are a brand code of the digits' network, `CC` joined before it
 * or a form of payment's word in `before` (the text before the letters): a ticket's or an order's letters are not.
 */
export function brandCodeFits(word: string, network: string | null, before: string): boolean {
  const joined = word.length === 4 && word.startsWith('cc');
  const code = joined ? word.slice(2) : word;
  return network !== null && (BRAND_CODES[code]?.includes(network) ?? false) && (joined || PAYMENT_BEFORE.test(before));
}

/** Where each line break (`\n`, after `\r` or not) that a digit ends is, ascending: a card wrapped over lines is read from there alone. */
export function breaksAfterDigits(text: string): number[] {
  const out: number[] = [];
  const breaks = unitPlaces(text, 10);
  for (let k = 0; k < breaks.length; k++) {
    const nl = breaks[k]!;
    if (isDigit(text.charCodeAt(text.charCodeAt(nl - 1) === 13 ? nl - 2 : nl - 1))) out.push(nl);
  }
  return out;
}

/** The shapes above, each gated on a cheap test of the text before any pattern; `breaks`: breaksAfterDigits. */
export function readCardShapes(t: Text, push: PushCard, out: Hit[], breaks: readonly number[]): void {
  // A span another reading found already is not pushed twice: the code units cards cover, marked as they are found
  // (checking each against every card found before grew with the square of their number).
  let covered: Uint8Array | undefined;
  const mark = (start: number, end: number): void => {
    covered ??= new Uint8Array(t.text.length);
    covered.fill(1, start, end);
  };
  for (const h of out) if (h.code === 'card_number') mark(h.start, h.end);
  const fresh: PushCard = (t2, digits, start, end, o, spaced) => {
    if (covered !== undefined) for (let k = start; k < end; k++) if (covered[k] === 1) return false;
    const pushed = push(t2, digits, start, end, o, spaced);
    if (pushed) mark(start, end);
    return pushed;
  };
  mixedGroups(t, fresh, out);
  wrappedCards(t, breaks, fresh, out);
}

/**
 * Whether a run of blank-parted digits is a window of a matrix of small values (a dump of bytes, 32 a line: `145 249 12 …`):
 * every group three digits or fewer, and another group right beside it. A card is written in groups of four (its
 * groupings); thirteen or more digits cut out of such cells pass Luhn one time in ten and carry a network's first digit
 * often.
 */
export function inByteCells(text: string, start: number, raw: string): boolean {
  if (/[0-9]{4}/.test(raw)) return false;
  return (
    /[0-9][ \t\r\n]{1,4}$/.test(text.slice(Math.max(0, start - 6), start)) ||
    /^[ \t\r\n]{1,4}[0-9]/.test(text.slice(start + raw.length, start + raw.length + 6))
  );
}
