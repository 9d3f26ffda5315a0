/**
 * credential_leak: two secrets known by the shape their issuer gives them, wherever they stand (docs/content-readings.md,
 * "The thirty-fourth and thirty-fifth slices' other misses"): a disk encryption's recovery password (BitLocker's: eight
 * groups of six digits joined by dashes, each a multiple of eleven, a shape no id, phone or order number takes), and a chat service's IRC token
 * (`oauth:` and thirty lower-case letters and digits, Twitch's). Each is found from its literal or its dash by hand;
 * only the secret is redacted.
 */
import { isAlnum, isDigit } from './ascii.js';
import { digitPlaces, digitRuns } from './base64-runs.js';
import type { Hit } from './codes.js';
import type { Text } from './find.js';
import { isPlaceholder } from './placeholders.js';
import { placesOfWord } from './word-places.js';

/** How many digit groups a recovery password has, and how long each is. */
const GROUPS = 8;
const GROUP = 6;
const RECOVERY_LENGTH = GROUPS * GROUP + GROUPS - 1;

/** Whether the recovery password's shape starts at `at`: eight groups of six digits, `sep` between, nothing joined on. */
function recoveryAt(text: string, at: number, sep = 45): boolean {
  if (at + RECOVERY_LENGTH > text.length) return false;
  for (let g = 0; g < GROUPS; g++) {
    const from = at + g * (GROUP + 1);
    for (let k = from; k < from + GROUP; k++) if (!isDigit(text.charCodeAt(k))) return false;
    if (g < GROUPS - 1 && text.charCodeAt(from + GROUP) !== sep) return false;
  }
  const after = text.charCodeAt(at + RECOVERY_LENGTH);
  return !isAlnum(after) && after !== 45 && !(sep === 32 && after === 32 && isDigit(text.charCodeAt(at + RECOVERY_LENGTH + 1)));
}

/**
 * A form's placeholder or a list of numbers, not a key: every group the same (`000000-…`), each one digit six times
 * (`111111-222222-…`), or numbers counting on by one step (`100201-100202-…`, a batch of invoices or runs).
 */
function madeUp(key: string): boolean {
  const groups = key.split('-');
  if (groups.every((g) => /^(\d)\1{5}$/.test(g))) return true;
  const step = Number(groups[1]) - Number(groups[0]);
  return groups.every((g, i) => i === 0 || Number(g) - Number(groups[i - 1]) === step);
}

/** BitLocker's own rule for its recovery password: each group is a 16-bit number times eleven (below 720,896). */
function bitlockerGroups(key: string): boolean {
  return key.split('-').every((g) => Number(g) % 11 === 0 && Number(g) < 720896);
}

/**
 * A recovery key's or a password's name before it (in any of a few languages): what makes eight groups that break
 * BitLocker's rule (a writer's made-up key) still read as a key. Dates, pallet ids and meter readings have none.
 */
const NAMED_KEY =
  /recovery|bitlocker|key|password|passwort|schl\u00fcssel|wiederherstellung|cl\u00e9|r\u00e9cup\u00e9ration|clave|recuperaci|chiave|ripristino|sleutel|herstel|klucz|odzyskiw|chave|\u043a\u043b\u044e\u0447|\u0432\u043e\u0441\u0441\u0442\u0430\u043d\u043e\u0432|\u5bc6\u94a5|\u56de\u5fa9|\u30ad\u30fc/;
/** How far before a key its name is read. */
const NAME_REACH = 160;

/** IRC's token: `oauth:` and thirty lower-case letters and digits, two digits or more among them (a mask has none). */
const CHAT_TOKEN = /oauth:(?=(?:[a-z]*[0-9]){2})[a-z0-9]{30}(?![A-Za-z0-9])/y;

/**
 * Where a recovery password's first group may start, ascending: a digit that starts a run, `sep` six code units on. Read
 * from the text's digits (base64-runs.ts, found once per text and shared) where they are sparse, not from every dash or
 * blank (plain prose holds some 17,000 blanks and no digit); where they are dense, from the runs of digits (not from each
 * `sep` by a native search: the dense bench text's 7,000 blanks were a call each).
 */
function firstGroups(t: Text, sep: number): number[] {
  const text = t.text;
  const out: number[] = [];
  const digits = digitPlaces(t);
  if (digits !== null) {
    for (let i = 0; i < digits.length; i++) {
      const d = digits[i]!;
      if (!isDigit(text.charCodeAt(d - 1)) && text.charCodeAt(d + GROUP) === sep) out.push(d);
    }
    return out;
  }
  // Dense digits: only a run of exactly six digits, `sep` right after it, can be a first group (recoveryAt reads the six),
  // read from the runs found once and shared with the card, id and number readings.
  const runs = digitRuns(t);
  for (let r = 0; r < runs.length; r += 2) {
    const start = runs[r]!;
    const end = runs[r + 1]!;
    if (end - start === GROUP && text.charCodeAt(end) === sep) out.push(start);
  }
  return out;
}

/** The recovery passwords and chat tokens in `t`'s text, into `out`. */
export function detectIssuedSecrets(t: Text, out: Hit[]): void {
  const text = t.text;
  // A recovery password's first dash stands six code units in: each run of six digits before a dash is tried as its
  // first group, and a found password is skipped past.
  let from = 0;
  for (const at of firstGroups(t, 45)) {
    if (at < from) continue;
    if (at > 0 && (isAlnum(text.charCodeAt(at - 1)) || text.charCodeAt(at - 1) === 45)) continue;
    if (!recoveryAt(text, at)) continue;
    const end = at + RECOVERY_LENGTH;
    const key = text.slice(at, end);
    const named = () => NAMED_KEY.test(text.slice(Math.max(0, at - NAME_REACH), at).toLowerCase());
    if (!madeUp(key) && (bitlockerGroups(key) || named())) out.push({ code: 'credential_password', start: at, end, redact: 'secret' });
    from = end + 1 - GROUP;
  }
  // Written with blanks between its groups (as read out from a screen): only under its name and keeping BitLocker's
  // rule both, as a table's row of six-digit numbers is blank-separated too.
  from = 0;
  for (const at of firstGroups(t, 32)) {
    if (at < from) continue;
    const blank = at + GROUP;
    if (!isDigit(text.charCodeAt(blank + 1))) continue;
    const before = text.charCodeAt(at - 1);
    // Not inside a longer run of digit groups.
    if (at > 0 && (isAlnum(before) || before === 45 || (before === 32 && isDigit(text.charCodeAt(at - 2))))) continue;
    if (!recoveryAt(text, at, 32)) continue;
    const end = at + RECOVERY_LENGTH;
    const key = text.slice(at, end).replaceAll(' ', '-');
    if (!madeUp(key) && bitlockerGroups(key) && NAMED_KEY.test(text.slice(Math.max(0, at - NAME_REACH), at).toLowerCase()))
      out.push({ code: 'credential_password', start: at, end, redact: 'secret' });
    from = end + 1 - GROUP;
  }
  // (Read from the literal index, in any case there, and kept as written.)
  for (const at of placesOfWord(t, text, 'oauth:', 6)) {
    if (at > 0 && isAlnum(text.charCodeAt(at - 1))) continue;
    CHAT_TOKEN.lastIndex = at;
    // A documentation's token of zeros or counted letters (`oauth:1234567890abcdefghij...`) is a placeholder.
    if (CHAT_TOKEN.test(text) && !isPlaceholder(text.slice(at + 6, at + 36)))
      out.push({ code: 'credential_api_key', start: at, end: at + 36, redact: 'api_key' });
  }
}
