/**
 * card_number: whether a card's number is labelled where it stands, for the shapes that need a label (card-shapes.ts)
 * and the networks that need a card's name (cards.ts's pushCard). A label counts only right before the digits: on
 * their line ("Card number is", "charged to card", "カード番号："), at the end of the line before where the digits open
 * theirs, across a JSON string's escaped break, in the table cell or the tag before (`<td>Card</td><td>`), or as a
 * card's whole key (`"cardNo": "`, `card_number: "`, `<pan>`); or a column's header over them names a card's number.
 */
/** A query's, a form's or a record's key for a card's number, whole (`wildcard`, `card_count`, `giftcard` are not). */
const CARD_KEY =
  /^(?:card_?(?:number|num|no)|cardnumber|card\[number\]|credit_?card(?:_?(?:number|num|no))?|cc|ccnum|ccno|ccn|cc_?num(?:ber)?|pan)$/;

/** Where a card is labelled: first on its line or cell, or after a payment's word, a network, an article or a possessive. */
const BEFORE_CARD = String.raw`(?:(?<![A-Za-z0-9_-][ \t]{0,2})|(?<=\b(?:credit|debit|payment|bank|prepaid|charge|virtual|corporate|company|your|my|the|this|same|new|full|his|her|their|our|customer's|client's|charged to|billed to|paid with|paid by|debited from|visa|mastercard|amex|discover|jcb|diners|unionpay|maestro|express)[ \t]{1,2}))`;
/** "card", "card number" …, then what a sentence puts between a label and its value ("is", "was", "reads", "on file"). */
const CARD_WORD = String.raw`${BEFORE_CARD}card(?:[ \t]{0,2}(?:number|num|no\.?|#))?(?:[ \t]{1,2}(?:is|was|reads|on[ \t]file))?`;
/**
 * Other languages' words for a card or its number (a word boundary is asked by hand where the word starts outside
 * ASCII): in Japanese, Chinese and Korean only standing first or after the word for credit or a bank, as a compound
 * names another kind before them (ポイントカード, 会员卡号, 기프트카드번호: a points, member or gift card).
 */
const OTHER_WORDS = String.raw`\b(?:kreditkartennummer|kartennummer|kreditkarte|num(?:\u00e9|e)ro[ \t]de[ \t]carte|carte[ \t]bancaire|n(?:\u00fa|u)mero[ \t]de[ \t]tarjeta|tarjeta|n(?:\u00fa|u)mero[ \t]do[ \t]cart(?:\u00e3|a)o|cart(?:\u00e3|a)o|numero[ \t](?:di[ \t])?carta|kaartnummer|kortnummer|numer[ \t]karty|kart[ \t]numaras(?:\u0131|i)|nomor[ \t]kartu)|(?<![A-Za-z])(?:(?:\u010d|c)(?:\u00ed|i)slo[ \t]karty|s(?:\u1ed1|o)[ \t]th(?:\u1ebb|e))|(?<![\u0400-\u04ff])\u043d\u043e\u043c\u0435\u0440[ \t]\u043a\u0430\u0440\u0442\u044b|(?<![\u30a0-\u30ff])(?:\u30af\u30ec\u30b8\u30c3\u30c8)?\u30ab\u30fc\u30c9(?:\u756a\u53f7)?|(?<![\u4e00-\u9fff])(?:\u94f6\u884c|\u4fe1\u7528)?\u5361[\u53f7\u865f]|(?<![\uac00-\ud7a3])(?:\uc2e0\uc6a9|\uccb4\ud06c)?\uce74\ub4dc[ ]?\ubc88\ud638|\u0e2b\u0e21\u0e32\u0e22\u0e40\u0e25\u0e02\u0e1a\u0e31\u0e15\u0e23`;
const NETWORKS = String.raw`\b(?:visa|mastercard|master[ \t]card|amex|american[ \t]express|discover|jcb|diners(?:[ \t]club)?|unionpay|maestro)`;
const LABEL_END = String.raw`[ \t:#\-\uff1a]{0,4}$`;
/** A card labelled right before the end of the text read: a card's word, "CC#", "PAN", another language's, a network. */
const CARD_LABEL = new RegExp(
  String.raw`(?:${CARD_WORD}|\bcc[ \t]{0,2}(?:#|no\.?|num(?:ber)?)|\bpan|${OTHER_WORDS}|${NETWORKS})${LABEL_END}`,
  'i',
);
/** In the cell or tag before: a card's word, not a network's name alone (a card type's cell, `<td>Visa</td>`, is a value). */
const CELL_LABEL = new RegExp(String.raw`(?:${CARD_WORD}|\bcc[ \t]{0,2}(?:#|no\.?|num(?:ber)?)|\bpan|${OTHER_WORDS})${LABEL_END}`, 'i');

/** Whether `re` matches what stands before `at` on its line (at most 48 code units, and after a JSON escape there). */
function labelEnds(text: string, at: number, re: RegExp): boolean {
  let from = at;
  while (from > 0 && at - from < 48 && text.charCodeAt(from - 1) !== 10) {
    // A JSON string's escaped break or tab starts the line as a break does.
    if (text.charCodeAt(from - 2) === 92 && (text.charCodeAt(from - 1) === 110 || text.charCodeAt(from - 1) === 116)) break;
    from--;
  }
  return from < at && re.test(text.slice(from, at));
}

/** The length of an escaped break or tab (`\n`, `\r\n`, `\t`) that ends at `at`, or 0. */
function escapeBefore(text: string, at: number): number {
  if (text.charCodeAt(at - 2) !== 92) return 0;
  const c = text.charCodeAt(at - 1);
  if (c === 116) return 2;
  if (c !== 110) return 0;
  return text.charCodeAt(at - 4) === 92 && text.charCodeAt(at - 3) === 114 ? 4 : 2;
}

/** Whether the code unit at `at - 1` ends a JSON string's escape (`\n`, `\t`), not a word. */
export const escapeEndsAt = (text: string, at: number): boolean => escapeBefore(text, at) > 0;

/** A card's key right before a value at `at`: `"cardNo": "`, `card_number: `, `'PAN' => '`, `pan=`, `<cardNumber>`. */
function keyBefore(text: string, at: number): boolean {
  let k = at;
  const c = (i: number): number => text.charCodeAt(i);
  if (c(k - 1) === 62) {
    // An element's start tag.
    let s = k - 1;
    while (s > 0 && k - s < 24 && /[A-Za-z0-9_:-]/.test(text[s - 1]!)) s--;
    return (
      c(s - 1) === 60 &&
      CARD_KEY.test(
        text
          .slice(s, k - 1)
          .toLowerCase()
          .replace(/^[a-z]+:/, '')
          .replace(/-/g, '_'),
      )
    );
  }
  if (c(k - 1) === 34 || c(k - 1) === 39) k--;
  while (c(k - 1) === 32) k--;
  if (c(k - 1) === 58 || c(k - 1) === 61) k--;
  else if (c(k - 1) === 62 && c(k - 2) === 61) k -= 2;
  else return false;
  while (c(k - 1) === 32) k--;
  if (c(k - 1) === 34 || c(k - 1) === 39) k--;
  let s = k;
  while (s > 0 && k - s < 24 && /[A-Za-z0-9_[\]-]/.test(text[s - 1]!)) s--;
  return s < k && CARD_KEY.test(text.slice(s, k).toLowerCase().replace(/-/g, '_'));
}

/**
 * Tags right before `at` (a cell's close and the next one's open, `<b>Card:</b> `, an input's `value="`), with blanks
 * and line breaks between: where the text before them ends, or -1 where no tag stands there.
 */
function beforeTags(text: string, at: number): number {
  let k = at;
  if (/value=["']$/.test(text.slice(Math.max(0, k - 7), k))) {
    const open = text.lastIndexOf('<', k);
    if (open < 0 || k - open > 160) return -1;
    k = open;
  }
  let tags = 0;
  for (let n = 0; n < 4; n++) {
    let j = k;
    while (j > 0 && k - j < 8 && /\s/.test(text[j - 1]!)) j--;
    if (text.charCodeAt(j - 1) !== 62) break;
    const open = text.lastIndexOf('<', j - 1);
    if (open < 0 || j - open > 96 || text.lastIndexOf('>', j - 2) > open) break;
    // Not back over a row's end: the cell before in the row above is another column's header.
    if (/^<\/?tr\b/i.test(text.slice(open, open + 4))) break;
    k = open;
    tags++;
  }
  return tags > 0 || k !== at ? k : -1;
}

/**
 * Whether a card is labelled right before `at`: on its line, as a card's key, across an escaped break or a line break
 * where the digits open their line (after blanks, tabs or a quote's `>`), or in the tags' cell before. Without
 * `networkAbove`, a network's name alone on the line before is no label (a list of totals under "Visa:").
 */
export function labelledBefore(text: string, at: number, networkAbove = true): boolean {
  if (labelEnds(text, at, CARD_LABEL) || keyBefore(text, at)) return true;
  let k = at;
  while (k > 0 && at - k < 12 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9 || text.charCodeAt(k - 1) === 62)) k--;
  const escaped = escapeBefore(text, k);
  const broke = escaped > 0 ? k - escaped : text.charCodeAt(k - 1) === 10 ? (text.charCodeAt(k - 2) === 13 ? k - 2 : k - 1) : -1;
  if (broke > 0) {
    let e = broke;
    while (e > 0 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9)) e--;
    if (labelEnds(text, e, networkAbove ? CARD_LABEL : CELL_LABEL)) return true;
    const cell = beforeTags(text, e);
    if (cell > 0 && labelEnds(text, cell, CELL_LABEL)) return true;
  }
  const cell = beforeTags(text, at);
  return cell > 0 && labelEnds(text, cell, CELL_LABEL);
}

/** A column's header that names a card's number, whole (after case, `_`, `-`, quotes and a colon are set aside). */
const CARD_HEADER =
  /^(?:card|card ?(?:number|num|no\.?|#)|credit ?card(?: ?(?:number|no\.?))?|debit ?card(?: ?number)?|pan|cc|cc ?(?:#|num(?:ber)?|no)|ccn|primary account number|kartennummer|kreditkarte(?:nnummer)?|num(?:\u00e9|e)ro de carte|n(?:\u00fa|u)mero de tarjeta|tarjeta|numero (?:di )?carta|kaartnummer|kortnummer|numer karty|\u043d\u043e\u043c\u0435\u0440 \u043a\u0430\u0440\u0442\u044b|\u30ab\u30fc\u30c9\u756a\u53f7|\u5361\u53f7|\uce74\ub4dc ?\ubc88\ud638)$/;
const headerCell = (cell: string): boolean =>
  CARD_HEADER.test(
    cell
      .toLowerCase()
      .replace(/["'`*]/g, '')
      .replace(/[_-]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/ ?:$/, ''),
  );

/** The delimiters of a delimited line outside double quotes: where each stands. */
function delimiters(line: string, d: number): number[] {
  const at: number[] = [];
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === d && !quoted) at.push(i);
  }
  return at;
}

/** How many lines above a row its header is looked for, and how long a line is read. */
const HEADER_LINES = 30;
const LINE_MAX = 400;

/**
 * Whether the number at `at` stands in a column whose header names a card's number: a CSV, TSV, `;` or `|` table's
 * (the same count of delimiters on every line up to the header, a markdown table's rule passed over), or fixed-width
 * columns' (the header's cell starting where the number does, two blanks or the line's edge around it).
 */
export function underCardHeader(text: string, at: number): boolean {
  let ls = at;
  while (ls > 0 && at - ls < LINE_MAX && text.charCodeAt(ls - 1) !== 10) ls--;
  let le = at;
  while (le < text.length && le - at < LINE_MAX && text.charCodeAt(le) !== 10) le++;
  if (ls > 0 && text.charCodeAt(ls - 1) !== 10) return false;
  const row = text.slice(ls, le).replace(/\r$/, '');
  const d = row.includes('\t') ? 9 : row.includes('|') ? 124 : row.includes(';') ? 59 : row.includes(',') ? 44 : 0;
  const col = at - ls;
  const marks = d === 0 ? [] : delimiters(row, d);
  const index = marks.filter((m) => m < col).length;
  let end = ls - 1;
  for (let n = 0; n < HEADER_LINES && end > 0; n++) {
    let start = end;
    while (start > 0 && end - start < LINE_MAX && text.charCodeAt(start - 1) !== 10) start--;
    const line = text.slice(start, end).replace(/\r$/, '');
    end = start - 1;
    if (line.trim() === '') return false;
    if (d !== 0) {
      const theirs = delimiters(line, d);
      if (theirs.length !== marks.length) return false;
      const cell = line.slice(index === 0 ? 0 : theirs[index - 1]! + 1, theirs[index] ?? line.length);
      if (headerCell(cell)) return true;
    } else if (fixedHeader(line, col)) return true;
  }
  return false;
}

/** A fixed-width header's cell that names a card's number starting at `col` (or one off), apart from its neighbours. */
function fixedHeader(line: string, col: number): boolean {
  for (const c of [col, col - 1, col + 1]) {
    if (c < 0 || c >= line.length || line[c] === ' ') continue;
    if (c > 0 && !(line[c - 1] === ' ' && (c < 2 || line[c - 2] === ' '))) continue;
    const gap = line.indexOf('  ', c);
    if (headerCell(line.slice(c, gap < 0 ? line.length : gap))) return true;
  }
  return false;
}
