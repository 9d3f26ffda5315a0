/**
 * Backslash escapes, in the four places the shell reader meets them: `$'…'` (ANSI-C quoting),
 * `echo -e` and `printf %b`, a printf format, and a `tr` set. One table says what each escape
 * means in each of them, so a fix to one is a fix to all, and the differences are visible
 * side by side instead of hiding in near-copies of one loop.
 */

export type EscapeDialect = 'ansiC' | 'echo' | 'printf' | 'tr';

/** What an escape does beyond standing for a fixed character. */
const enum Rule {
  /** Kept as written, backslash included (`\q` stays `\q`). */
  Keep,
  /** The backslash is dropped and the character stands for itself (tr: `\q` is `q`). */
  Drop,
  /** `\xHH`, `\uHHHH`, `\UHHHHHHHH`: up to 2, 4 or 8 hex digits; none keeps the escape. */
  Hex2,
  Hex4,
  Hex8,
  /** `\NNN`: one to three octal digits, the first being the escape letter; the low byte. */
  Octal,
  /** As Octal, without taking the low byte (tr's `\777` is one character). */
  OctalWide,
  /** echo's `\0NNN`: zero to three octal digits after the `0`. */
  OctalAfterZero,
  /** `\cX`: the control character of X. */
  Control,
  /** echo's `\c`: nothing more is printed, not even the newline. */
  Stop,
}

/** A character the escape stands for, or the rule that reads it. */
type Meaning = string | Rule;
type Row = Readonly<Record<EscapeDialect, Meaning>>;

const same = (m: Meaning): Row => ({ ansiC: m, echo: m, printf: m, tr: m });
/** Hex and Unicode escapes, which tr does not know (`\x` is `x` to tr). */
const hex = (rule: Rule): Row => ({ ansiC: rule, echo: rule, printf: rule, tr: Rule.Drop });
const octal: Row = { ansiC: Rule.Octal, echo: Rule.Keep, printf: Rule.Octal, tr: Rule.OctalWide };

/** The table: the character after the backslash → its meaning in each dialect. */
const ESCAPES: Readonly<Record<string, Row>> = {
  a: same('\x07'),
  b: same('\b'),
  // \e is bash's; tr reads it as a plain `e`.
  e: { ansiC: '\x1b', echo: '\x1b', printf: '\x1b', tr: Rule.Drop },
  E: { ansiC: '\x1b', echo: '\x1b', printf: '\x1b', tr: Rule.Drop },
  f: same('\f'),
  n: same('\n'),
  r: same('\r'),
  t: same('\t'),
  v: same('\v'),
  '\\': same('\\'),
  // echo -e keeps the backslash before a quote; a printf format and $'…' drop it.
  "'": { ansiC: "'", echo: Rule.Keep, printf: "'", tr: Rule.Drop },
  '"': { ansiC: '"', echo: Rule.Keep, printf: '"', tr: Rule.Drop },
  '?': { ansiC: '?', echo: Rule.Keep, printf: Rule.Keep, tr: Rule.Drop },
  c: { ansiC: Rule.Control, echo: Rule.Stop, printf: Rule.Keep, tr: Rule.Drop },
  x: hex(Rule.Hex2),
  u: hex(Rule.Hex4),
  U: hex(Rule.Hex8),
  '0': { ansiC: Rule.Octal, echo: Rule.OctalAfterZero, printf: Rule.Octal, tr: Rule.OctalWide },
  '1': octal,
  '2': octal,
  '3': octal,
  '4': octal,
  '5': octal,
  '6': octal,
  '7': octal,
};

/** An escape not in the table. */
const UNKNOWN: Row = { ansiC: Rule.Keep, echo: Rule.Keep, printf: Rule.Keep, tr: Rule.Drop };

/** Reads up to `max` digits of `radix` at `at`: [value, digits read]. */
export function readRadix(s: string, at: number, radix: number, max: number): [number, number] {
  let v = 0;
  let len = 0;
  while (len < max && at + len < s.length) {
    const d = parseInt(s[at + len]!, radix);
    if (Number.isNaN(d)) break;
    v = v * radix + d;
    len++;
  }
  return [v, len];
}

export interface Escape {
  /** What the escape stands for. */
  text: string;
  /** Index just past it. */
  end: number;
  /** echo's `\c`: output stops here. */
  stop: boolean;
}

/**
 * The escape whose backslash is at `s[at]`, read as `dialect` reads it. A backslash ending the
 * text stands for itself.
 */
export function readEscape(s: string, at: number, dialect: EscapeDialect): Escape {
  const n = s[at + 1];
  if (n === undefined) return { text: '\\', end: at + 1, stop: false };
  const row = Object.hasOwn(ESCAPES, n) ? ESCAPES[n]! : UNKNOWN;
  const meaning = row[dialect];
  const i = at + 2;
  if (typeof meaning === 'string') return { text: meaning, end: i, stop: false };
  switch (meaning) {
    case Rule.Keep:
      return { text: '\\' + n, end: i, stop: false };
    case Rule.Drop:
      return { text: n, end: i, stop: false };
    case Rule.Hex2: {
      const [v, len] = readRadix(s, i, 16, 2);
      return { text: len ? String.fromCharCode(v) : '\\x', end: i + len, stop: false };
    }
    case Rule.Hex4:
    case Rule.Hex8: {
      const [v, len] = readRadix(s, i, 16, meaning === Rule.Hex4 ? 4 : 8);
      // Past U+10FFFF there is no character: the replacement character stands in.
      const text = len ? (v <= 0x10ffff ? String.fromCodePoint(v) : '\ufffd') : '\\' + n;
      return { text, end: i + len, stop: false };
    }
    case Rule.Octal:
    case Rule.OctalWide: {
      const [v, len] = readRadix(s, at + 1, 8, 3);
      return { text: String.fromCharCode(meaning === Rule.Octal ? v & 0xff : v), end: at + 1 + len, stop: false };
    }
    case Rule.OctalAfterZero: {
      const [v, len] = readRadix(s, i, 8, 3);
      return { text: String.fromCharCode(v & 0xff), end: i + len, stop: false };
    }
    case Rule.Control: {
      const ch = s[i];
      if (ch === undefined) return { text: '\\c', end: i, stop: false };
      return { text: String.fromCharCode(ch.toUpperCase().charCodeAt(0) & 0x1f), end: i + 1, stop: false };
    }
    case Rule.Stop:
      return { text: '', end: i, stop: true };
  }
}

/** Decodes every escape in `s`; `stop` when echo's `\c` cut it short. */
export function decodeEscapes(s: string, dialect: EscapeDialect): { text: string; stop: boolean } {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const j = s.indexOf('\\', i);
    if (j < 0) {
      out += s.slice(i);
      break;
    }
    out += s.slice(i, j);
    const e = readEscape(s, j, dialect);
    if (e.stop) return { text: out, stop: true };
    out += e.text;
    i = e.end;
  }
  return { text: out, stop: false };
}

/** Decodes the body of `$'…'` (bash ANSI-C quoting). */
export function decodeAnsiC(raw: string): string {
  return decodeEscapes(raw, 'ansiC').text;
}

/** Backslash escapes as `echo -e` and `printf %b` read them (mode 'echo') or a printf format does. */
export function interpretEscapes(s: string, mode: 'echo' | 'printf'): { text: string; stop: boolean } {
  return decodeEscapes(s, mode);
}
