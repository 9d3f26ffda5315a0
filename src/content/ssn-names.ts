/**
 * personal_data: US social security numbers under names the other SSN readings (numbers.ts) leave — an XML element
 * (`<SSN>078051120</SSN>`, `<ns2:SocialSecurityNumber>…`), a code or JSON key in camelCase or snake_case
 * (`"socialSecurityNumber": "078051120"`, `customerSsn = "…"`), a label alone on its line with the number alone on the
 * next (`SSN:` then `078 05 1120`), and a number in full-width digits after its name (`SSN: ０７８-０５-１１２０`,
 * `社会保障番号：０７８０５１１２０`). The name must be the element's or the key's whole name; the number must be nine
 * digits in 3-2-4 groups (apart by a dash, a blank, a full stop or nothing), in the issued ranges, and stand alone
 * where the carrier's syntax puts a value. Each reading starts at an indexed literal of the name (`ssn`,
 * `socialsec`, `social sec`), or, for the Japanese name, in the text's runs outside Latin-1.
 */
import type { Hit } from './codes.js';
import { placesOf, type Text } from './find.js';

/** "Social security number" in Japanese. */
const JAPANESE_NAME = '\u793e\u4f1a\u4fdd\u969c\u756a\u53f7';
/** A whole name that says it is an SSN: a prefix saying whose may come first, a number's word after. */
const SSN_KEY =
  /^(?:[A-Za-z]{1,20}[_-]?)?(?:ssn|social[_-]?security(?:[_-]?(?:number|num|nbr|no))?)(?:[_-]?(?:number|num|nbr|no|value))?$/i;
/** A label alone before its line's end: the name in words (as written), an optional `:`, `#` or "No.". */
const LABEL_LINE = /^(?:ssn|social security(?: number| no\.?| #)?)[ \t]*[:#]?[ \t]*$/i;
/** After a name in words, before a full-width number: a number's word, blanks, a mark, a parenthesis saying whose. */
const WIDE_GAP = /(?:[ \t](?:number|num|no\.?))?[ \t]{0,3}(?:\([A-Za-z ]{1,20}\))?[ \t]{0,3}[:\uff1a#]?[ \t\u3000]{0,3}/iy;

/** A name in words as full-width letters fold to ASCII, then what may stand before its number. */
const WIDE_LABEL =
  /^(?:ssn|ss#|social security(?: number| no\.?| #)?)(?![A-Za-z])(?:[ \t]{0,3}\([A-Za-z ]{1,20}\))?[ \t]{0,3}[:#]?[ \t]{0,3}/i;
/** Full-width forms folded to ASCII, the ideographic space to a blank, one code unit for one (places stay). */
const folded = (s: string): string =>
  s.replace(/[\uff01-\uff5e\u3000]/g, (c) => (c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)));
const isWideLetter = (c: number): boolean => (c >= 0xff21 && c <= 0xff3a) || (c >= 0xff41 && c <= 0xff5a);
const isNameChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45;
/** A digit's value, ASCII or full-width (-1: not a digit). */
const digitOf = (c: number): number => (c >= 48 && c <= 57 ? c - 48 : c >= 0xff10 && c <= 0xff19 ? c - 0xff10 : -1);
const isSeparator = (c: number): boolean => c === 45 || c === 0xff0d || c === 32 || c === 46;

/**
 * Where an SSN that starts at `p` ends (-1: none): three digits, two, four, apart by one same separator or none;
 * not a longer number's part; issued (area not 000, 666 or 9xx, group not 00, serial not 0000).
 */
function ssnAt(text: string, p: number): number {
  if (digitOf(text.charCodeAt(p - 1)) >= 0) return -1;
  const digits: number[] = [];
  let i = p;
  let sep = -2;
  for (const size of [3, 2, 4]) {
    if (digits.length > 0) {
      const c = text.charCodeAt(i);
      const s = isSeparator(c) ? c : -1;
      if (sep === -2) sep = s;
      if (s !== sep) return -1;
      if (s >= 0) i++;
    }
    for (let k = 0; k < size; k++, i++) {
      const d = digitOf(text.charCodeAt(i));
      if (d < 0) return -1;
      digits.push(d);
    }
  }
  const after = text.charCodeAt(i);
  if (digitOf(after) >= 0 || (isNameChar(after) && after !== 45)) return -1;
  if (after === 45 && digitOf(text.charCodeAt(i + 1)) >= 0) return -1;
  const area = digits[0]! * 100 + digits[1]! * 10 + digits[2]!;
  const group = digits[3]! * 10 + digits[4]!;
  const serial = digits[5]! * 1000 + digits[6]! * 100 + digits[7]! * 10 + digits[8]!;
  if (area === 0 || area === 666 || area >= 900 || group === 0 || serial === 0) return -1;
  return i;
}

/** The SSNs above in `t`, into `out`, where no other reading took them. */
export function detectNamedSsns(t: Text, out: Hit[]): void {
  const text = t.text;
  const taken = new Set(out.filter((h) => h.code === 'personal_ssn').map((h) => h.start));
  const push = (start: number, end: number): void => {
    if (end < 0 || taken.has(start)) return;
    taken.add(start);
    out.push({ code: 'personal_ssn', start, end, redact: 'ssn' });
  };
  const seen = new Set<number>();
  for (const word of ['ssn', 'socialsec', 'social sec'])
    for (const at of placesOf(t, word)) {
      let start = at;
      while (start > 0 && at - start < 24 && isNameChar(text.charCodeAt(start - 1))) start--;
      let end = at + word.length;
      while (end < text.length && end - at < 40 && isNameChar(text.charCodeAt(end))) end++;
      if (seen.has(end)) continue;
      seen.add(end);
      if (word !== 'social sec' && SSN_KEY.test(text.slice(start, end))) keyed(start, end);
      labelled(at, end);
    }
  // The Japanese name, read only in the text's runs outside Latin-1.
  const runs = t.wideRuns();
  for (let r = 0; r < runs.length; r += 2)
    for (let i = runs[r]!; i < runs[r + 1]!; i++)
      if (text.charCodeAt(i) === 0x793e && text.startsWith(JAPANESE_NAME, i)) wide(i + JAPANESE_NAME.length);
      else if (
        (text.charCodeAt(i) === 0xff33 || text.charCodeAt(i) === 0xff53) &&
        !isWideLetter(text.charCodeAt(i - 1)) &&
        startsWideName(i)
      )
        wideLabel(i);

  /** An element's or a key's name: `<ssn>…</ssn>`, `"ssn": "…"`, `ssn = '…'`, `ssn=…`. */
  function keyed(start: number, end: number): void {
    let open = start - 1;
    // An XML namespace's prefix (`ns2:`) before the element's name.
    if (text.charCodeAt(open) === 58) while (open > 0 && start - open < 20 && isNameChar(text.charCodeAt(open - 1))) open--;
    if (text.charCodeAt(end) === 62 && (text.charCodeAt(start - 1) === 60 || text.charCodeAt(open - 1) === 60)) {
      const e = ssnAt(text, end + 1);
      if (e > 0 && text.startsWith('</', e)) push(end + 1, e);
      return;
    }
    let p = end;
    const q = text.charCodeAt(p);
    if (q === 34 || q === 39) p++;
    else if (q === 92 && text.charCodeAt(p + 1) === 34) p += 2;
    while (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9) p++;
    const j = text.charCodeAt(p);
    if (j !== 58 && j !== 61) return;
    p++;
    while (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9) p++;
    const vq = text.charCodeAt(p);
    if (vq === 34 || vq === 39) p++;
    else if (vq === 92 && text.charCodeAt(p + 1) === 34) p += 2;
    const e = ssnAt(text, p);
    if (e < 0) return;
    // The value ends where the carrier's syntax ends one: its quote, a comma, a brace, a blank or the line's end.
    const c = text.charCodeAt(e);
    if (Number.isNaN(c) || c === 34 || c === 39 || c === 92 || c === 44 || c === 125 || c === 59 || c === 32 || c === 10 || c === 13)
      push(p, e);
  }

  /** A label alone on its line, the number alone on the next; or, in words, a full-width number after it. */
  function labelled(at: number, end: number): void {
    if (at > 0 && isNameChar(text.charCodeAt(at - 1)) && !(text.charCodeAt(at - 1) === 110 && text.charCodeAt(at - 2) === 92)) return;
    let le = end;
    while (le < text.length && le - end < 40 && text.charCodeAt(le) !== 10 && text.charCodeAt(le) !== 13 && text.charCodeAt(le) !== 92)
      le++;
    if (t.wide) wide(end);
    if (!LABEL_LINE.test(text.slice(at, le))) return;
    let p = le;
    for (let blank = 0; blank < 2; blank++) {
      if (text.charCodeAt(p) === 13) p++;
      if (text.charCodeAt(p) === 10) p++;
      else if (text.charCodeAt(p) === 92 && text.charCodeAt(p + 1) === 110) p += 2;
      else if (blank === 0) return;
      let k = p;
      while (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9) k++;
      if (text.charCodeAt(k) !== 10 && text.charCodeAt(k) !== 13 && !(text.charCodeAt(k) === 92 && text.charCodeAt(k + 1) === 110)) {
        p = k;
        break;
      }
      p = k;
    }
    const e = ssnAt(text, p);
    if (e < 0) return;
    let k = e;
    while (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9) k++;
    const c = text.charCodeAt(k);
    if (Number.isNaN(c) || c === 10 || c === 13 || (c === 92 && text.charCodeAt(k + 1) === 110) || c === 34) push(p, e);
  }

  /**
   * Whether the full-width `Ｓ` at `at` starts `ＳＳＮ`, `ＳＳ＃` or `Ｓｏｃ…` in either case, read before the label's 60 code units
   * are folded: any other full-width `Ｓ` folded them (800 KB of `ｓ、` took 0.7 s against 25 ms).
   */
  function startsWideName(at: number): boolean {
    const next = folded(text.slice(at + 1, at + 3)).toLowerCase();
    return next === 'sn' || next === 's#' || next === 'oc';
  }

  /** A name in full-width letters (`ＳＳＮ：`, `Ｓｏｃｉａｌ Ｓｅｃｕｒｉｔｙ Ｎｏ．`), then a number in either digits. */
  function wideLabel(at: number): void {
    const m = WIDE_LABEL.exec(folded(text.slice(at, at + 60)));
    if (m !== null) push(at + m[0].length, ssnAt(text, at + m[0].length));
  }

  /** A number in full-width digits after a name's end (`from`): only marks, blanks and a parenthesis between. */
  function wide(from: number): void {
    WIDE_GAP.lastIndex = from;
    const g = WIDE_GAP.exec(text);
    const p = g === null ? from : from + g[0].length;
    const c = text.charCodeAt(p);
    if (c < 0xff10 || c > 0xff19) return;
    push(p, ssnAt(text, p));
  }
}
