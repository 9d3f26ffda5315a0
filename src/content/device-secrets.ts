/**
 * credential_leak: secrets in a network device's configuration, where the command's grammar says what the value is —
 * a local user's `username NAME [privilege N] password|secret [0|7] VALUE`, `enable password|secret [level N] [0|7]
 * VALUE`, a RADIUS or TACACS+ server's `key [0|7] VALUE` (on its `radius-server host …` line, or in its `radius server
 * NAME` block), an SNMP community, a key chain's `key-string`, an OSPF key, a wireless pre-shared key (`wpa-psk
 * ascii`, `psk set-key ascii`), an IKE pre-shared key (`crypto isakmp key VALUE address …`, `pre-shared-key`), a terminal line's `password [0|7] VALUE`
 * in its `line vty|con|aux` block. Type 0
 * (or no type) is the secret in clear and type 7 a reversible encoding of it: both are read; types 4, 5, 8 and 9 are
 * one-way hashes and are not. The value must read as a secret (a digit or a sign among letters) and be no mask or
 * placeholder; an SNMP community's `public` and `private` are the defaults' names. Each reading starts at its command's
 * literal and tries one bounded, sticky pattern there; only the value is redacted.
 */
import { isWordUnit } from './ascii.js';
import type { Hit } from './codes.js';
import { execAt, mergedAscending, placesOf, type Text } from './find.js';
import { holdsFolded } from './inner-literals.js';
import { spansTaken } from './named-secrets.js';
import { readsAsSecret } from './placeholders.js';
import { lazy } from './lazy.js';

/** The value: an optional type (0 or 7, else a hash's type that ends the try) and what a device takes as a secret. */
const VALUE = String.raw`(?:([0-9])[ \t]{1,3})?([^\s"'<>\\]{4,64})`;
/** A host's or server's name or address, and a bounded run of the options a server line takes before its key. */
const SERVER_OPTIONS = String.raw`(?:[ \t]{1,3}[\w.:-]{1,40}){0,8}?`;
/**
 * Each command by the literal it starts at (lower-cased), how far into the pattern the literal stands, and the indexed
 * words one of which it holds (asked first: most texts hold none; NEAR says where the literal stands from them).
 */
const COMMANDS: ReadonlyArray<readonly [string, number, RegExp, readonly string[]]> = [
  [
    'username ',
    0,
    new RegExp(
      String.raw`username[ \t]{1,3}[\w.@-]{1,40}(?:[ \t]{1,3}(?:privilege[ \t]{1,3}\d{1,2}|view[ \t]{1,3}[\w-]{1,30}|nopassword|autocommand[ \t][^\n]{1,40}?)){0,2}[ \t]{1,3}(?:password|secret)[ \t]{1,3}${VALUE}`,
      'iy',
    ),
    ['pass', 'secret'],
  ],
  [
    'enable ',
    0,
    new RegExp(String.raw`enable[ \t]{1,3}(?:password|secret)(?:[ \t]{1,3}level[ \t]{1,3}\d{1,2})?[ \t]{1,3}${VALUE}`, 'iy'),
    ['pass', 'secret'],
  ],
  [
    '-server ',
    -6,
    new RegExp(
      String.raw`(?:radius|tacacs)-server[ \t]{1,3}(?:host[ \t]{1,3}[\w.:-]{1,64}${SERVER_OPTIONS}[ \t]{1,3})?key[ \t]{1,3}${VALUE}`,
      'iy',
    ),
    ['key'],
  ],
  ['-server ', -4, new RegExp(String.raw`snmp-server[ \t]{1,3}community[ \t]{1,3}${VALUE}`, 'iy'), ['community']],
  ['key-string', 0, new RegExp(String.raw`key-string[ \t]{1,3}${VALUE}`, 'iy'), ['key']],
  ['authentication-key', 0, new RegExp(String.raw`authentication-key[ \t]{1,3}${VALUE}`, 'iy'), ['key']],
  ['message-digest-key', 0, new RegExp(String.raw`message-digest-key[ \t]{1,3}\d{1,3}[ \t]{1,3}md5[ \t]{1,3}${VALUE}`, 'iy'), ['key']],
  ['ascii ', 0, new RegExp(String.raw`ascii[ \t]{1,3}${VALUE}`, 'iy'), ['psk']],
  ['isakmp key', 0, new RegExp(String.raw`isakmp[ \t]{1,3}key[ \t]{1,3}${VALUE}(?=[ \t]{1,3}(?:address|hostname))`, 'iy'), ['key']],
  [
    'pre-shared-key',
    0,
    new RegExp(String.raw`pre-shared-key(?:=|(?:[ \t]{1,3}(?:local|remote|address[ \t]{1,3}[\w.:/-]{1,45}))?[ \t]{1,3})${VALUE}`, 'iy'),
    ['key'],
  ],
  // (MikroTik writes the key after `=`: `wpa2-pre-shared-key=VALUE`.)
  // Junos: a login's password in clear (`authentication plain-text-password-value VALUE`) and an SNMP community.
  ['plain-text-password-value', 0, new RegExp(String.raw`plain-text-password-value[ \t]{1,3}${VALUE}`, 'iy'), ['pass']],
  ['snmp community', 0, new RegExp(String.raw`snmp[ \t]community[ \t]{1,3}${VALUE}`, 'iy'), ['community']],
];
/** What stands before `ascii` in a wireless pre-shared key's command (`wpa-psk ascii`, `psk set-key ascii`). */
const PSK_BEFORE = lazy(() => /(?:wpa-psk|set-key|psk)[ \t]{1,3}$/i);
/** A server's block: `radius server NAME` or `tacacs server NAME`, then its indented lines. */
const SERVER_BLOCK = lazy(() => /(?:radius|tacacs)[ \t]server[ \t]{1,3}[\w.-]{1,40}[ \t]{0,200}(?:\r?\n|\\n)/iy);
/** An indented line of a server's block: its key, or another of its settings (`address ipv4 …`, `timeout 5`). */
const BLOCK_LINE = lazy(() => /[ \t]{1,8}(?:key[ \t]{1,3}(?:([0-9])[ \t]{1,3})?([^\s"'<>\\]{4,64})|[^\n\\]{1,120}(?:\r?\n|\\n))/y);

/** A terminal line's block up to an indented line's start: `line vty 0 4`, then up to eight indented lines. */
const LINE_BLOCK = lazy(
  () =>
    /(?:^|\n|\\n)line[ \t]{1,3}(?:vty|con|console|aux|tty)[ \t][^\n\\]{0,40}(?:\r?\n|\\n)(?:[ \t]{1,8}[^\n\\]{1,120}(?:\r?\n|\\n)){0,8}[ \t]{1,8}$/i,
);
/** A terminal line's password: `password [0|7] VALUE` on its own indented line. */
const LINE_PASSWORD = lazy(() => new RegExp(String.raw`password[ \t]{1,3}${VALUE}`, 'iy'));

/**
 * Where each command's literal can stand, by the indexed words its match holds (literals.ts): those words' places, and
 * how far from one of them (first to last code unit offset) the literal starts; the text is compared only there. A
 * username's `password` or `secret` within its options' reach, an enable's after its blanks, a RADIUS or TACACS+ line's
 * `key` within its host and options, a block's within its head and seven lines, and the fixed places of the key
 * commands'. Keyed by the literal and its offset into the pattern; an SNMP community (no indexed word) is searched.
 */
const NEAR = new Map<string, readonly [anchors: readonly string[], lo: number, hi: number]>([
  ['username 0', [['pass', 'secret'], -170, 0]],
  ['enable 0', [['pass', 'secret'], -9, -7]],
  ['-server -6', [['key'], -440, -8]],
  ['key-string0', [['key'], 0, 0]],
  ['authentication-key0', [['key'], -15, -15]],
  ['message-digest-key0', [['key'], -15, -15]],
  ['ascii 0', [['psk', 'key'], 4, 6]],
  ['isakmp key0', [['key'], -7, -7]],
  ['pre-shared-key0', [['key'], -11, -11]],
  ['plain-text-password-value0', [['pass'], -11, -11]],
  ['radius server0', [['key'], -1300, 0]],
  ['tacacs server0', [['key'], -1300, 0]],
]);

/** Each wide window's literal as a case-blind pattern. */
const LITERAL_RE: Record<string, RegExp> = {};

/**
 * Every place of `literal` (lower-case ASCII) in `lower` (a text's lower-cased copy, of its length), overlapping ones too,
 * ascending: what the case-blind pattern finds in the text (only ASCII folds to ASCII there, and the copy exists only for
 * a Latin-1 text, whose other letters lower-case to letters outside ASCII).
 */
function foldedPlaces(lower: string, literal: string): number[] {
  const places: number[] = [];
  for (let p = lower.indexOf(literal); p >= 0; p = lower.indexOf(literal, p + 1)) places.push(p);
  return places;
}

/**
 * A literal of the index inside a command's literal, and where: every place of the command's literal, in any ASCII case,
 * holds it there, so its places (each case of it) are the only ones to compare. (`serve` overlaps no other `serve`.)
 */
const INDEXED_PART = new Map<string, readonly [word: string, offset: number]>([
  ['-server ', ['serve', 1]],
  ['radius server', ['serve', 7]],
  ['tacacs server', ['serve', 7]],
]);

/** Every place of `literal` in `t`'s text, in any ASCII case, read at the index's places of `part`, ascending. */
function placesByPart(t: Text, literal: string, [word, offset]: readonly [string, number]): number[] {
  const places: number[] = [];
  for (const at of t.at(word) ?? []) {
    const p = at - offset;
    if (p >= 0 && holdsFolded(t.text, p, literal)) places.push(p);
  }
  return places;
}

/**
 * Every command's literal at once, for a text without a literal index (its lower case has another length): one search
 * of the text instead of one for each literal. No literal holds another's start inside it, so none hides another.
 */
const ANY_COMMAND = lazy(
  () =>
    /username |enable |-server |key-string|authentication-key|message-digest-key|ascii |isakmp key|pre-shared-key|radius server|tacacs server|plain-text-password-value|snmp community/gi,
);

/**
 * Where a command's literal stands in `t`, ascending: near its indexed words (NEAR), else from one search for all the
 * literals (a text without an index). Searching each literal through the text cost 0.7 ms per 100 KB of a text whose
 * lower case is not copied (one with characters outside Latin-1).
 */
function commandPlaces(t: Text): (literal: string, offset: number) => readonly number[] {
  if (t.at('key') !== null)
    return (literal, offset) => {
      const near = NEAR.get(`${literal}${offset}`);
      if (near === undefined) return placesOf(t, literal);
      const [anchors, lo, hi] = near;
      const at = anchors.length === 1 ? t.at(anchors[0]!)! : mergedAscending(anchors.map((w) => t.at(w)!));
      const out: number[] = [];
      const last = t.text.length - literal.length;
      // The wide windows' places are read from the literal's places in the whole text, found once: from the index's
      // places of a literal inside it (INDEXED_PART), else by native searches of the lower-cased copy. A case-blind
      // pattern per window ran without V8's optimizations in a process that holds the guard's pattern code, over most
      // of a dense text (docs/design-and-performance.md, the content guard's speed on dense text).
      const inner = INDEXED_PART.get(literal);
      const lower = inner === undefined ? t.lowerCase() : undefined;
      let all: readonly number[] | undefined;
      let j = 0;
      for (let k = 0, next = 0; k < at.length; k++) {
        const from = Math.max(next, at[k]! + lo, 0);
        const to = Math.min(at[k]! + hi, last);
        next = Math.max(next, to + 1);
        if (to - from < 8) {
          for (let p = from; p <= to; p++) if (holdsFolded(t.text, p, literal)) out.push(p);
          continue;
        }
        if (inner !== undefined || lower !== undefined) {
          all ??= inner !== undefined ? placesByPart(t, literal, inner) : foldedPlaces(lower!, literal);
          while (j < all.length && all[j]! < from) j++;
          for (; j < all.length && all[j]! <= to; j++) out.push(all[j]!);
          continue;
        }
        // A wide window: searched natively (a loop over its code units cost seven times as much).
        const part = t.text.slice(from, to + literal.length);
        const re = (LITERAL_RE[literal] ??= new RegExp(literal.replace(/-/g, '\\-'), 'gi'));
        re.lastIndex = 0;
        for (let m = re.exec(part); m !== null; m = re.exec(part)) {
          out.push(from + m.index);
          re.lastIndex = m.index + 1;
        }
      }
      return out;
    };
  const places = new Map<string, number[]>();
  ANY_COMMAND().lastIndex = 0;
  for (let m = ANY_COMMAND().exec(t.text); m !== null; m = ANY_COMMAND().exec(t.text)) {
    const literal = m[0].toLowerCase();
    const list = places.get(literal);
    if (list === undefined) places.set(literal, [m.index]);
    else list.push(m.index);
  }
  return (literal) => places.get(literal) ?? [];
}

/** Whether a command starts at `at`: no word before it, or a JSON string's escaped break (`\\n`) right before it. */
function commandStart(text: string, at: number): boolean {
  if (!isWordUnit(text.charCodeAt(at - 1))) return true;
  return text.charCodeAt(at - 1) === 110 && text.charCodeAt(at - 2) === 92;
}

/** Whether a value after a type reads as a device's secret: clear text that reads as one, or type 7's hex. */
function secretValue(type: string | undefined, v: string): boolean {
  if (type === '7') return /^[0-9A-Fa-f]{4,}$/.test(v) && v.length % 2 === 0;
  if (type !== undefined && type !== '0') return false;
  if (/^(?:public|private)$/i.test(v) || /^[*x\u2022#-]{3,}$/i.test(v) || v.startsWith('$')) return false;
  return readsAsSecret(v);
}

/** The device secrets above in `t`, into `out` (a value another reading took is not read again). */
export function detectDeviceCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  const taken = spansTaken(out);
  const push = (type: string | undefined, written: string, at: number): void => {
    // A sentence's mark after the value is none of it.
    const v = written.replace(/[.,;:!?)]+$/, '');
    const start = at;
    const end = at + v.length;
    if (isWordUnit(text.charCodeAt(end)) || !secretValue(type, v) || isPlaceholder(v) || taken(start, end)) return;
    out.push({ code: 'credential_password', start, end, redact: 'password' });
  };
  const placesOfCommand = commandPlaces(t);
  for (const [literal, offset, re, words] of COMMANDS) {
    if (!t.has(...words)) continue;
    for (const at of placesOfCommand(literal, offset)) {
      const from = at + offset;
      if (from < 0 || !commandStart(text, from)) continue;
      if (literal === 'ascii ' && !PSK_BEFORE().test(text.slice(Math.max(0, at - 12), at))) continue;
      const m = execAt(re, text, from);
      if (m !== null) push(m[1], m[2]!, m.index + m[0].length - m[2]!.length);
    }
  }
  // A terminal line's password (`line vty 0 4` then ` password 0 VALUE`): the block's head within its eight lines.
  if (t.has('pass'))
    for (const at of placesOf(t, 'pass')) {
      // Only an indented line's first word (blanks after a break before it) is tried for the block above it.
      let b = at - 1;
      while (b >= 0 && (text.charCodeAt(b) === 32 || text.charCodeAt(b) === 9)) b--;
      if (b === at - 1 || !(text.charCodeAt(b) === 10 || (text.charCodeAt(b) === 110 && text.charCodeAt(b - 1) === 92))) continue;
      if (!LINE_BLOCK().test(text.slice(Math.max(0, at - 1100), at))) continue;
      const m = execAt(LINE_PASSWORD(), text, at);
      if (m !== null) push(m[1], m[2]!, m.index + m[0].length - m[2]!.length);
    }
  if (!t.has('key')) return;
  for (const word of ['radius server', 'tacacs server'])
    for (const at of placesOfCommand(word, 0)) {
      if (!commandStart(text, at)) continue;
      const head = execAt(SERVER_BLOCK(), text, at);
      if (head === null) continue;
      let from = head.index + head[0].length;
      for (let lines = 0; lines < 8; lines++) {
        const m = execAt(BLOCK_LINE(), text, from);
        if (m === null) break;
        if (m[2] !== undefined) {
          push(m[1], m[2], m.index + m[0].length - m[2].length);
          break;
        }
        from = m.index + m[0].length;
      }
    }
}
