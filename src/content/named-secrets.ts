/**
 * credential_leak: a secret beside its name where the name and the value are joined other than by the `=` or `:` the
 * assignment reading (credentials.ts) takes — `=>`, `->`, `<-`, `?=`, Kotlin's `to`, a tuple's `,` (PHP, Ruby, Perl,
 * Elixir, Scala, R, Kotlin, Erlang, Java's `setProperty("password", …)`), a blank after a directive (fish's `set -x`,
 * csh's `setenv`, a Dockerfile's `ENV`, Apache's `SetEnv`, nginx's `fastcgi_param`, Redis's `requirepass`, `#define`),
 * a line break (a YAML block scalar, a label and its value on the next line, a question and its answer), a markdown
 * table's column whose header names it, and a sentence ("the token for staging is …", "use … as the password").
 * The name must say it is a secret and end where it ends (`DB_PASSWORD`, not `DB_PASSWORD_FILE`); the value must read
 * as one (a digit or a sign with its letters; no reference, path, placeholder, hash, slug or type name), and where
 * only a blank or a sentence joins them, look random. Only the value is redacted. Every scan is bounded and linear.
 */
import { isDigit, isLetter } from './ascii.js';
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { readsAsSecret } from './placeholders.js';

/** A name that says it holds a secret, at its end. */
const SECRET_NAME =
  /(?:password|passwd|passphrase|passcode|pwd|secret|token|api[_-]?key|apikey|secret[_-]?key|private[_-]?key|access[_-]?key|auth[_-]?key|requirepass|masterauth|secret[_-]?key[_-]?base|[_.-]pass|^pass|^pw)$/i;
/**
 * A table's header naming a password with up to two words before it and a note in brackets after it ("Admin Password",
 * "DB password (prod)", "Root PW"), not one that says the column holds a hash or a date ("Hashed password") or
 * examples ("Weak password", "Password (example)").
 */
export const QUALIFIED_PASSWORD = String.raw`(?:(?!(?:hash|hashed|encrypted|crypted|salted|md5|sha\w*|bcrypt|reset|forgot\w*|min|max|last|expired|expiry|weak|strong|good|bad|example|sample|common|banned|forbidden|dummy|fake|invalid|rejected)\b)[A-Za-z][\w-]{0,15}[ ]){1,2}(?:password|passwd|pwd|pw|passphrase)(?:[ ]\((?!hash|md5|sha|bcrypt|example|sample)[\w ,.-]{1,20}\))?|(?:password|passwd|pwd|passphrase)[ ]\((?!hash|md5|sha|bcrypt|example|sample)[\w ,.-]{1,20}\)`;
/** A name that says what a secret is not: a file or a path of one, its id, its length, a public, a paging or a message's echo key. */
export const NOT_SECRET_NAME =
  /(?:public|publishable|site|client[_-]?id|csrf|xsrf|page|next|continuation|cursor|sync|echo|correlation|idempotency|existing|min|max|length|reset|hashed|hash)[_.-]?(?:api[_-]?)?(?:key|token|secret|password|pwd|pass)$/i;
/** How much of a name's end SECRET_NAME and NOT_SECRET_NAME can read (their longest branches: 17 and 25 code units). */
const NAME_TAIL = 32;
/**
 * Whether `name` says what a secret is not (NOT_SECRET_NAME) where that word starts a part of it: at its start, after
 * `_`, `.`, `-` or `/`, or at a camel hump — `ADMIN_PASSWORD` is no "min password", nor `domainToken` a "main token".
 */
export function namesNoSecret(name: string): boolean {
  const m = NOT_SECRET_NAME.exec(name);
  if (m === null) return false;
  const i = m.index;
  if (i === 0 || '_.-/'.includes(name[i - 1]!)) return true;
  const c = name.charCodeAt(i);
  const b = name.charCodeAt(i - 1);
  return c >= 65 && c <= 90 && ((b >= 97 && b <= 122) || (b >= 48 && b <= 57));
}
/** What a directive or a command line holds before a name its value follows after a blank. */
const LEAD =
  /^[ \t]*(?:(?:set(?:[ \t]+-[a-zA-Z]{1,4})*|setenv|ENV|SetEnv|fastcgi_param|uwsgi_param|env|#[ \t]{0,2}define|(?:npm|yarn|pnpm)[ \t]+config[ \t]+set|git[ \t]+config(?:[ \t]+--[a-z]{1,8})*|heroku[ \t]+config:set|vault[ \t]+kv[ \t]+put[ \t]+[^\s=]{1,80})[ \t]+)?(?:\/\/[^\s=]{1,200}:)?$/;
/**
 * What a value is made of: printable ASCII but quotes, a backtick, a backslash and brackets (which code and markup
 * hold, and a secret seldom does).
 */
const V = '[!#-&*-;=?-Z^_a-z|~]';
/** A value quoted after the joiner: group 1 the quote (escaped too, inside a JSON string), group 2 the value. */
const QUOTED = new RegExp(String.raw`(\\?["'])(${V}{6,256})\1`, 'y');
/** An unquoted value up to a blank, a `;` or the line's end. */
const BARE = /([!#-&*+\-.-:=?-Z^_a-z|~]{6,256})(?=[ \t]*(?:;|\r?\n|\\[nr]|"|$)|[ \t]-)/y;
/** The joiners the assignment reading does not take, and a type annotation before `=` (`clientSecret: String = `). */
const JOINER =
  /(?:\\?["'])?\]?(?:[ \t]{0,4}:[ \t]{0,4}[A-Za-z][\w<>?.]{0,30}(?=[ \t]{0,4}=))?[ \t]{0,4}(=>|->|<-|\?=|:=|=|:|,|[ \t]to(?=[ \t]))[ \t]{0,4}/y;
/** A label's end after a secret's name on its line (`Password for 'https://host':`, `token: |`), then the line break. */
const LABEL_END = /(?:[^\n:=]|:\/\/){0,80}?(?::[ \t]{0,4}(?:[|>][-+]?)?|\?)[ \t]*(?:\r?\n|\\n)/y;
/** A line that underlines a heading. */
const UNDERLINE = /[ \t]*[-=]{3,40}[ \t]*(?:\r?\n|\\n)/y;
/** "use … as the password": the value before the name. */
const USE_AS = new RegExp(
  String.raw`\buse[ \t]{1,4}["'\x60]?(${V}{8,128})["'\x60]?[ \t]{1,4}as[ \t]{1,4}(?:(?:the|your|an?|our)[ \t]{1,4})?(?:[\w-]{1,20}[ \t]{1,4}){0,2}$`,
  'i',
);
/** A sentence's joiner after a secret's name: "for <what> is", "is", "was", "->", "to", ":". */
const STATED = new RegExp(
  String.raw`(?:[ \t]{1,4}for[ \t][^.\n:]{1,40}?)?(?:[ \t]{1,4}(is|was|remains|to)[ \t]{1,4}|[ \t]{0,4}(?:->|=>|:)[ \t]{0,4})(["'\x60\u201c]?)(${V}{8,128})`,
  'y',
);
/** What sets a password, before "… password to …" ("send your password to …" names whom to). */
const SETS = /\b(?:set|sets|changed?|reset|updated?)\b/i;

/** A value right after a name and one blank, up to a blank or a sentence's mark. */
const NAMED = new RegExp(String.raw`[ \t](${V}{8,128}?)[.,;:!?)]*(?=\s|$)`, 'y');
/** "login admin, pass …", "user deploy / pw …": an account's name before its password's. */
const LOGIN_BEFORE = /\b(?:login|user|username)[ \t]{1,4}[\w.@-]{1,64}[ \t]{0,4}[,/;][ \t]{0,4}$/i;

/** An argument before the one a call takes the password as: a quoted string, a name, or a number. */
const ARG = String.raw`(?:[ \t\r\n]|\\n){0,12}(?:\\?["'][^"'\n\\]{0,128}\\?["']|[A-Za-z_$][\w.$]{0,40}|\d{1,6})[ \t]{0,4},`;
/**
 * Calls that take a password as a literal at a known place: PowerShell's `ConvertTo-SecureString "…" -AsPlainText`,
 * PHP's `mysqli_connect(host, user, "…")`, JDBC's `getConnection(url, user, "…")`, a client's `.login(user, "…")`;
 * each with the index's literal the scan starts at and how far into the call's name it stands. Group 1 the quote, group 2 the password.
 */
const CALLS: ReadonlyArray<readonly [string, number, RegExp]> = [
  ['rtto-s', 5, /convertto-securestring(?:[ \t]{1,4}-string)?[ \t]{1,4}(\\?["'])([^"'\s\\]{6,256})\1[ \t]{1,4}-asplaintext/iy],
  ['mysql', 0, new RegExp(String.raw`mysqli_connect[ \t]{0,4}\((?:${ARG}){2}[ \t]{0,4}(\\?["'])([^"'\s\\]{6,256})\1`, 'y')],
  ['tconnection(', 2, new RegExp(String.raw`getConnection[ \t]{0,4}\((?:${ARG}){2}[ \t]{0,4}(\\?["'])([^"'\s\\]{6,256})\1`, 'y')],
  [
    'login',
    1,
    new RegExp(String.raw`\.login\((?:${ARG}){1}(?:[ \t\r\n]|\\n){0,12}(\\?["'])([^"'\s\\]{6,256})\1(?:[ \t\r\n]|\\n){0,12}\)`, 'y'),
  ],
];
/** Terraform's variable named for a secret, and its default: `variable "db_password" {`, then `default = "…"`. */
const HCL_DEFAULT = /["'][ \t]{0,4}\{(?:[^{}\\]|\\.){0,300}?\bdefault[ \t]{0,4}=[ \t]{0,4}(\\?")([^"\s\\]{6,256})\1/y;

const isNameChar = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c === 46;

/** A value as keys and passwords are generated or made: long enough, and mixing cases and digits, or digits and signs. */
export function looksRandom(v: string): boolean {
  // A date or a time, a link.
  if (v.length < 8 || /\d{4}-\d\d-\d\d|\d\d:\d\d:\d\d|:\/\//.test(v)) return false;
  const upper = /[A-Z]/.test(v);
  const lower = /[a-z]/.test(v);
  const digit = /\d/.test(v);
  // A dash, a dot or an underscore joins an id's parts (`SP-2024-0091`): a sign here is one a password holds.
  const sign = /[!#$%&*+=?@^~]/.test(v);
  // A compound word (`WPA2-protected`).
  if (/^[A-Za-z0-9]{1,12}-[a-z]{3,}$/.test(v)) return false;
  if (/^[0-9a-f]{32,}$/.test(v)) return /[a-f]/.test(v) && digit;
  // Words and numbers joined as names are (`StorageKey2`, `PBKDF2WithHmacSHA256`, `KV-App-2024`): a secret's or an
  // algorithm's name, not a value, as an independent review found them after "use … as the" and "the secret …".
  if (!sign && joinedWords(v)) return false;
  return digit && ((upper && lower) || ((upper || lower) && sign && v.length >= 10));
}

/**
 * Whether `v` is letters only drawn at random in both cases, as a generator that leaves out digits makes them
 * (`XsmzuuMpKgGy`, `VMoFPVEtb`): eight to forty letters, two capitals and two small letters at least, a capital after a
 * small letter, the case changing three times or more, at most a third of them vowels, not words joined by their
 * capitals. A name's humps (`iCloudMail`, `eParaksts`, `HTTPSProxy`, `PasswordHash`) change case less often, hold their
 * vowels or split into words; a word (`Sommerferie`) changes it once.
 */
export function scrambledLetters(v: string): boolean {
  if (v.length < 8 || v.length > 40 || !/^[A-Za-z]+$/.test(v) || !/[a-z][A-Z]/.test(v)) return false;
  let upper = 0;
  let vowels = 0;
  let changes = 0;
  for (let i = 0; i < v.length; i++) {
    const isUpper = v.charCodeAt(i) <= 90;
    if (isUpper) upper++;
    if (i > 0 && isUpper !== v.charCodeAt(i - 1) <= 90) changes++;
    if ('aeiouAEIOU'.includes(v[i]!)) vowels++;
  }
  if (upper < 2 || v.length - upper < 2 || changes < 3 || vowels * 3 > v.length) return false;
  // Words joined by their capitals (`PasswordHash`): every part three letters or more with a vowel.
  const parts = v.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g) ?? [];
  return !parts.every((p) => p.length >= 3 && /[aeiouy]/i.test(p));
}

/** A word, an acronym or a number, as camelCase splits a name (`HMACSha` → `HMAC`, `Sha`). */
const NAME_PART = /[0-9]+|[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g;
/**
 * Whether `v` is words, acronyms and numbers joined (by case, `-`, `_` or `.`): every letter part of three letters or
 * more holds a vowel (or is an acronym), a single letter stands only before a number (`v2`), and words of three
 * letters or more hold most of the letters. A random value's parts are rarely all so.
 */
export function joinedWords(v: string): boolean {
  let covered = 0;
  let letters = 0;
  let inWords = 0;
  let single = false;
  NAME_PART.lastIndex = 0;
  for (let m = NAME_PART.exec(v); m !== null; m = NAME_PART.exec(v)) {
    const part = m[0];
    covered += part.length;
    if (isDigit(part.charCodeAt(0))) {
      single = false;
      continue;
    }
    if (single) return false;
    letters += part.length;
    single = part.length === 1;
    if (part.length < 3) continue;
    if (part !== part.toUpperCase() && !/[aeiouy]/i.test(part)) return false;
    inWords += part.length;
  }
  const joiners = v.length - covered;
  return !single && inWords * 2 >= letters && inWords > 0 && joiners === (v.match(/[-_.]/g)?.length ?? 0);
}

/** A markdown table's header cell that names a secret's column. */
const HEADER = new RegExp(
  `^(?:password|passwd|pwd|pass|passphrase|secret|token|api[ _-]?(?:key|token)|secret[ _-]?key|access[ _-]?key|private[ _-]?key|client[ _-]?secret|${QUALIFIED_PASSWORD})$`,
  'i',
);

/** How far back a place's line start is looked for: a line longer before a name holds no directive, label or table. */
const LINE_REACH = 400;

/**
 * Where the line of a place starts: after a line break, a JSON string's `\n`, or the opening quote of a JSON string's
 * content (`"content": "…`); -1 when none is within LINE_REACH.
 */
function lineStart(text: string, at: number): number {
  // Places come in ascending order along a line: the last answer holds unless a line starts in between, so a long
  // line of names is read back once, not LINE_REACH code units for each (an independent review's slow input).
  const from = cache.text === text && cache.at <= at && at - cache.at < LINE_REACH ? cache.at : -1;
  let found = -2;
  for (let i = at - 1; i >= 0 && i >= from; i--) {
    if (at - i > LINE_REACH) {
      found = -1;
      break;
    }
    const c = text.charCodeAt(i);
    if (
      c === 10 ||
      c === 13 ||
      (c === 110 && text.charCodeAt(i - 1) === 92) ||
      (c === 34 && text.charCodeAt(i - 1) === 32 && text.charCodeAt(i - 2) === 58)
    ) {
      found = i + 1;
      break;
    }
  }
  if (found === -2) {
    // No line starts between `from` and `at`: the answer at `from` (or the text's start) stands if it is near enough.
    const before = from < 0 ? 0 : cache.start;
    found = before < 0 ? -1 : before === 0 ? (at <= LINE_REACH ? 0 : -1) : at - before < LINE_REACH ? before : -1;
  }
  cache.text = text;
  cache.at = at;
  cache.start = found;
  return found;
}
const cache = { text: '', at: 0, start: -1 };
/** Drops the last text lineStart read (guard.ts, once a judgement is done: the text is not kept past it). */
export function forgetLines(): void {
  cache.text = '';
  taken = undefined;
}

/** A bare `key` that a sentence names as a secret's: "the access key is …", "the API key for maps is …". */
const PROSE_KEY = /(?:api|access|secret|private|auth|license|licence)[ \t]$/i;

/** A table's cell holds the name: a `|` before it and after it on its line, each within a short cell's reach. */
function inCell(text: string, at: number, end: number): boolean {
  const bar = (from: number, step: number): boolean => {
    for (let i = from, n = 0; n < 30 && i >= 0 && i < text.length; i += step, n++) {
      const c = text.charCodeAt(i);
      if (c === 124) return true;
      if (c === 10 || c === 13) return false;
    }
    return false;
  };
  return bar(at - 1, -1) && bar(end, 1);
}

/**
 * Whether a span overlaps what the other readings (in `out` now) redact, or starts where this reading took one: the
 * others' spans sorted once, each asked in a binary search (a text of thousands of values asks thousands of times).
 * A span asked about and not taken counts as taken from then on.
 */
export function spansTaken(out: readonly Hit[]): (start: number, end: number) => boolean {
  const { starts, reach } = takenSpans(out);
  const mine = new Set<number>();
  return (start, end) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! < end) lo = mid + 1;
      else hi = mid;
    }
    if ((lo > 0 && reach[lo - 1]! > start) || mine.has(start)) return true;
    mine.add(start);
    return false;
  };
}

/** `out`'s redaction spans by start, with the furthest end reached up to each; `read`: how many hits of `out` they hold. */
interface TakenSpans {
  out: readonly Hit[];
  read: number;
  starts: readonly number[];
  reach: readonly number[];
}
let taken: TakenSpans | undefined;

/**
 * The spans of `out` that spansTaken asks about. The eight readings that ask, one after another over one `out`, each
 * filtered and sorted every hit found so far; the spans sorted for the last reading are kept, and only the hits added
 * since are sorted and merged in (each merge into new lists: a reading's own are left as they were).
 */
function takenSpans(out: readonly Hit[]): TakenSpans {
  if (taken === undefined || taken.out !== out || taken.read > out.length) taken = { out, read: 0, starts: [], reach: [] };
  if (taken.read === out.length) return taken;
  const added: Hit[] = [];
  for (let i = taken.read; i < out.length; i++) if (out[i]!.redact !== undefined) added.push(out[i]!);
  if (added.length === 0) {
    taken.read = out.length;
    return taken;
  }
  added.sort((a, b) => a.start - b.start);
  const { starts: old, reach: oldReach } = taken;
  // The old spans' ends, read back from the furthest reach (an end is only needed where it raises the reach).
  const starts: number[] = [];
  const reach: number[] = [];
  let furthest = 0;
  let i = 0;
  let k = 0;
  while (i < old.length || k < added.length) {
    if (k >= added.length || (i < old.length && old[i]! <= added[k]!.start)) {
      starts.push(old[i]!);
      furthest = Math.max(furthest, oldReach[i]!);
      i++;
    } else {
      starts.push(added[k]!.start);
      furthest = Math.max(furthest, added[k]!.end);
      k++;
    }
    reach.push(furthest);
  }
  taken = { out, read: out.length, starts, reach };
  return taken;
}

/** Drops the spans takenSpans keeps (credentials.ts, before and after a pass: spans are fitted to their values after it). */
export function forgetTakenSpans(): void {
  taken = undefined;
}

/** The credentials above in `t`, into `out` (after the other readings: a value one of them took is not read again). */
export function detectNamedCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  // What the other readings redact: a value inside one is theirs.
  const taken = spansTaken(out);
  const push = (start: number, value: string, name: string): void => {
    const end = start + value.length;
    // A publishable key (Stripe's `pk_live_`, Mapbox's `pk.eyJ`) is meant to be seen.
    if (isPlaceholder(value) || /^(?:pk_(?:live|test)_|pk\.eyJ)/.test(value) || taken(start, end)) return;
    out.push({ code: 'credential_password', start, end, redact: /pass|pwd|pw$/i.test(name) ? 'password' : 'secret' });
  };
  const seen = new Set<number>();
  for (const word of ['pass', 'pwd', 'pw', 'secret', 'token', 'key', 'masterauth'])
    for (const at of placesOf(t, word)) {
      let end = at + word.length;
      while (end < text.length && end - at < 40 && isNameChar(text.charCodeAt(end))) end++;
      // A name's last `.` ends a sentence, not the name.
      while (text.charCodeAt(end - 1) === 46 || text.charCodeAt(end - 1) === 45) end--;
      if (seen.has(end) || end <= at) continue;
      seen.add(end);
      let start = at;
      while (start > 0 && end - start < 60 && isNameChar(text.charCodeAt(start - 1))) start--;
      // A JSON string's `\n` before the name is a line break, not the name's first letter.
      if (text.charCodeAt(start - 1) === 92 && /[nrt]/.test(text[start]!)) start++;
      const name = text.slice(start, end);
      // Both patterns end at the name's end and reach at most 25 code units back (`^pass`, `^pw`: a whole name that
      // short): tried on the name's tail, not from each of its code units (a long name's), with the same answer.
      const tail = name.length > NAME_TAIL ? name.slice(-NAME_TAIL) : name;
      const secretName = SECRET_NAME.test(tail);
      if ((!secretName && !/^key$/i.test(name)) || NOT_SECRET_NAME.test(tail)) continue;
      const ls = lineStart(text, start);
      if (secretName) readAfter(start, end, name, ls);
      else if (PROSE_KEY.test(text.slice(Math.max(ls, start - 9), start))) stated(start, end, name, ls);
    }
  tables();
  for (const [word, offset, re] of CALLS)
    for (const at of placesOf(t, word)) {
      if (at < offset) continue;
      const m = execAt(re, text, at - offset);
      if (m !== null && readsAsSecret(m[2]!)) push(m.index + m[0].lastIndexOf(m[2]!), m[2]!, 'password');
    }

  /** Whether the line after a name ends as a label does (`:`, `?`, `: |`, `: >-`), within LABEL_END's reach. */
  function endsLabel(end: number): boolean {
    const eol = lineEnd(end, 90);
    if (eol - end >= 90) return false;
    let k = eol - 1;
    while (k >= end && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
    if (k >= end && (text.charCodeAt(k) === 45 || text.charCodeAt(k) === 43)) k--;
    if (k >= end && (text.charCodeAt(k) === 124 || text.charCodeAt(k) === 62)) k--;
    while (k >= end && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
    return k >= end && (text.charCodeAt(k) === 58 || text.charCodeAt(k) === 63);
  }

  function readAfter(start: number, end: number, name: string, ls: number): void {
    const before = text.charCodeAt(start - 1);
    const quotedName = before === 34 || before === 39;
    if (quotedName && /variable[ \t]{1,4}\\?["']$/.test(text.slice(Math.max(0, start - 12), start))) {
      const d = execAt(HCL_DEFAULT, text, end + (text.charCodeAt(end) === 92 ? 1 : 0));
      if (d !== null && readsAsSecret(d[2]!)) {
        push(d.index + d[0].length - d[2]!.length - d[1]!.length, d[2]!, name);
        return;
      }
    }
    // Code: a joiner, then a quoted value.
    const j = execAt(JOINER, text, end);
    if (j !== null) {
      const op = j[1]!.trim();
      const from = j.index + j[0].length;
      const q = execAt(QUOTED, text, from);
      const bareOk = op === '?=' || op === ':=' || op === '=>' || op === '->' || op === '<-';
      // `,` joins a name and its value in a tuple or a call (`{password, "…"}`, `("password", "…")`), `to` in Kotlin.
      const tupled = op !== ',' && op !== 'to' ? true : quotedName || before === 123;
      if (q !== null && tupled && readsAsSecret(q[2]!)) {
        push(from + q[1]!.length, q[2]!, name);
        return;
      }
      if (q === null && bareOk && (op === '?=' || op === ':=')) {
        const b = execAt(BARE, text, from);
        if (b !== null && readsAsSecret(b[1]!) && /\d/.test(b[1]!)) {
          push(from, b[1]!, name);
          return;
        }
      }
      if (op !== ':' && op !== 'to' && op !== '->' && op !== '=>') return;
    }
    // A blank after a directive's name: `set -x NAME value`, `requirepass value`, `ENV NAME "value"`, `:api-key "value"`.
    // A directive's lead is short: a long line's text before the name is none (and is not copied for each name in it).
    const lead = start - ls <= 200 ? text.slice(ls, start) : '\u0000';
    if ((text.charCodeAt(end) === 32 || text.charCodeAt(end) === 9) && (LEAD.test(lead) || (before === 58 && lead.includes('{')))) {
      let from = end;
      while (text.charCodeAt(from) === 32 || text.charCodeAt(from) === 9) from++;
      const q = execAt(QUOTED, text, from);
      if (q !== null && readsAsSecret(q[2]!)) {
        push(from + q[1]!.length, q[2]!, name);
        return;
      }
      const b = q === null ? execAt(BARE, text, from) : null;
      const v = b?.[1] ?? '';
      // After the value: the line's end, a `;`, or an option (`heroku config:set NAME value -a app`).
      const after = text.slice(from + v.length, from + v.length + 4);
      if (b !== null && readsAsSecret(v) && /\d/.test(v) && /^(?:[ \t]*(?:;|\r|\n|\\n|"|$)|[ \t]-)/.test(after)) {
        push(from, v, name);
        return;
      }
    }
    // The value on the next line: `password: |`, `db password:`, `Password for 'https://host':`, a question.
    let next = -1;
    // A name inside code (`check_password(password):`, `user.password:`) labels no line.
    const label = before === 40 || before === 46 || !endsLabel(end) ? null : execAt(LABEL_END, text, end);
    const heading =
      label === null && /^[ \t]*(?:\r?\n|\\n)/.test(text.slice(end, end + 3)) && /^[ \t]*(?:[A-Za-z][\w-]{0,20}[ \t]){0,3}$/.test(lead);
    if (label !== null && !label[0].slice(0, -1).includes('=')) next = label.index + label[0].length;
    else if (heading) {
      next = /^[ \t]*\r?\n/.test(text.slice(end, end + 3)) ? text.indexOf('\n', end) + 1 : text.indexOf('\\n', end) + 2;
      const u = execAt(UNDERLINE, text, next);
      if (u !== null) next += u[0].length;
    }
    if (next > 0) {
      nextLine(next, name, label !== null && /[|>]/.test(label[0]), label === null);
      return;
    }
    stated(start, end, name, ls);
  }

  /** A sentence: "the token for staging is …", "wifi pw is …", "token -> …", "try the token …", "use … as the token". */
  function stated(start: number, end: number, name: string, ls: number): void {
    if (isLetter(text.charCodeAt(start - 1)) || /[_.-]/.test(name)) return;
    const s = execAt(STATED, text, end);
    if (s !== null && (s[1]?.toLowerCase() !== 'to' || SETS.test(text.slice(Math.max(ls, start - 60), start)))) {
      const v = s[3]!.replace(/[.,;:!?)]+$/, '');
      const open = s[2]!;
      const at = s.index + s[0].length - s[3]!.length;
      // An opening quote is closed right after the value.
      const closed = open === '' || text[at + v.length] === (open === '\u201c' ? '\u201d' : open);
      if (closed && looksRandom(v) && readsAsSecret(v)) {
        push(at, v, name);
        return;
      }
    }
    // "the token …" with the value right after it: only a long random one, a word never.
    const n = execAt(NAMED, text, end);
    if (
      n !== null &&
      (/(?:the|new|this)[ \t]$/i.test(text.slice(Math.max(ls, start - 5), start)) ||
        LOGIN_BEFORE.test(text.slice(Math.max(ls, start - 80), start))) &&
      looksRandom(n[1]!) &&
      readsAsSecret(n[1]!)
    ) {
      push(end + 1, n[1]!, name);
      return;
    }
    const piece = text.slice(Math.max(ls, start - 160), start);
    const as = piece.lastIndexOf(' as ');
    if (as < 0 || as < piece.length - 40) return;
    const u = USE_AS.exec(piece);
    if (u !== null && looksRandom(u[1]!) && readsAsSecret(u[1]!)) {
      const at = text.lastIndexOf(u[1]!, start);
      if (at >= 0) push(at, u[1]!, name);
    }
  }

  /** The value alone on the line at `from` (two blank lines may come first; an answer may start `A:`). */
  function nextLine(from: number, name: string, block: boolean, bare: boolean): void {
    let p = from;
    for (let blank = 0; blank < 3; blank++) {
      let k = p;
      while (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9) k++;
      if (text.charCodeAt(k) === 10) p = k + 1;
      else if (text.charCodeAt(k) === 92 && text.charCodeAt(k + 1) === 110) p = k + 2;
      else if (text.charCodeAt(k) === 13 && text.charCodeAt(k + 1) === 10) p = k + 2;
      else break;
    }
    let indent = 0;
    while (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9) {
      p++;
      indent++;
    }
    if (text.startsWith('A:', p)) {
      p += 2;
      while (text.charCodeAt(p) === 32) p++;
    }
    const b = execAt(BARE, text, p);
    if (b === null) return;
    const v = b[1]!;
    const rest = text.slice(p + v.length, p + v.length + 3);
    if (!/^[ \t]*(?:\r?\n|\\n|"|$)/.test(rest)) return;
    // A YAML key or a list item is no value; an indented value under a block scalar or a key is, if it reads as one.
    if (v.endsWith(':') || v.startsWith('-') || !readsAsSecret(v) || !/\d/.test(v)) return;
    if ((bare || !(block || indent > 0)) && !looksRandom(v)) return;
    push(p, v, name);
  }

  /** A markdown table whose header names a secret's column: each row's cell in it. */
  function tables(): void {
    let done = 0;
    let header = -1;
    for (const word of ['pass', 'pwd', 'secret', 'token', 'key']) {
      done = 0;
      for (const at of placesOf(t, word)) {
        if (!inCell(text, at, at + word.length)) continue;
        const ls = lineStart(text, at);
        // A header's line starts with `|`; one inside a table already read is a row.
        if (ls < 0 || text.charCodeAt(ls) !== 124 || ls < done || ls === header) continue;
        header = ls;
        const head = lineOf(ls);
        const cells = head.split('|').map((c) => c.trim());
        const column = cells.findIndex((c) => HEADER.test(c));
        if (column < 1) continue;
        let p = ls + head.length;
        const rule = lineOf(skipBreak(p));
        if (!/^\|?[ \t]*:?-{3,}/.test(rule)) continue;
        p = skipBreak(p) + rule.length;
        for (let row = 0; row < 1000; row++) {
          const rs = skipBreak(p);
          if (rs === p || text.charCodeAt(rs) !== 124) break;
          const line = lineOf(rs);
          const parts = line.split('|');
          const cell = parts[column];
          if (cell !== undefined) {
            // A value in a code span keeps its backticks (only the value is the secret).
            const trimmed = cell.trim();
            const v = trimmed.length > 2 && trimmed.startsWith('`') && trimmed.endsWith('`') ? trimmed.slice(1, -1) : trimmed;
            const offset = parts.slice(0, column).join('|').length + 1 + cell.indexOf(v);
            // A column of secrets' names (`KV-App-2024`, `StripeLive2023`) lists no value.
            if (/^\S{6,256}$/.test(v) && readsAsSecret(v) && /\d/.test(v) && !joinedWords(v)) push(rs + offset, v, cells[column]!);
          }
          p = rs + line.length;
        }
        done = p;
      }
    }
  }

  function lineOf(from: number): string {
    return text.slice(from, lineEnd(from, 2000));
  }

  /** Where the line from `from` ends (a line break, raw or a JSON string's `\n`), read at most `reach` code units. */
  function lineEnd(from: number, reach: number): number {
    let e = from;
    while (e < text.length && e - from < reach) {
      const c = text.charCodeAt(e);
      if (c === 10 || c === 13 || (c === 92 && text.charCodeAt(e + 1) === 110)) break;
      e++;
    }
    return e;
  }

  function skipBreak(p: number): number {
    if (text.charCodeAt(p) === 13 && text.charCodeAt(p + 1) === 10) return p + 2;
    if (text.charCodeAt(p) === 10) return p + 1;
    if (text.charCodeAt(p) === 92 && text.charCodeAt(p + 1) === 110) return p + 2;
    return p;
  }
}
