/**
 * credential_leak: secrets whose place beside another secret or a sign-in says what they are, in the shapes many
 * authors still wrote after the other readings — an AWS secret access key (40 base64 characters) after "secret" on the
 * line of its key id (`AKIA…`, `ASIA…`), or within 60 characters after the id with upper and lower case and a digit;
 * Twilio's API key SID (`SK` and 32 hex) with its secret after "secret" or a table's separator, and an account SID (`AC`
 * and 32 hex) beside its 32-hex auth token as a client's two arguments or a row's next cell; a password after a user
 * name and a slash on a line that names a sign-in (`portal login is jdoe / …`, `Router admin: admin / …`), or after
 * `pw` beside `user …`. The value must read as generated and be no placeholder. Each reading starts at its literal (the
 * key id's prefix, ` / `, ` pw `) and tries a bounded, sticky pattern there; only the secrets are redacted (a key's id
 * is redacted with its secret, as a provider's console names the pair by it).
 */
import { isWordUnit } from './ascii.js';
import type { Hit } from './codes.js';
import { execAt, placesOf, type Text } from './find.js';
import { unitPlaces } from './unit-places.js';
import { valueLike } from './left-secrets.js';
import { looksRandom } from './named-secrets.js';
import { isPlaceholderKey } from './placeholders.js';

/** After an AWS key id, on its line: "secret" (a `secret_key=`, a "secret access key:") then the 40-character secret. */
const AWS_SECRET_AFTER =
  /[^\n]{0,60}?\bsecret(?:[ _-]?(?:access[ _-]?)?key)?\b\\?["']?[ \t]{0,3}[:=]?[ \t]{0,3}\\?["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/iy;
/**
 * Else within 60 characters after the key id on its line, without the word (`key AKIA…, secret …`, `AKIA… / …`): forty
 * characters of its alphabet with upper and lower case and a digit among them (a commit's hash is lower-case hex).
 */
const AWS_SECRET_NEAR =
  /[^\n]{1,60}?(?<![A-Za-z0-9/+])(?=[A-Za-z0-9/+]{0,39}[A-Z])(?=[A-Za-z0-9/+]{0,39}[a-z])(?=[A-Za-z0-9/+]{0,39}[0-9])([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/y;
/** A percent escape right before a key id (`%3DAKIA…`, `%253D`): a word's edge there, as in a redirect's encoded query. */
const ESCAPE_BEFORE = /%(?:25){0,3}[0-9A-Fa-f]{2}$/;
/** After Twilio's API key SID, on its line: "secret" and the secret, or a table's separator and the next cell. */
const TWILIO_SECRET_AFTER =
  /(?:[^\n]{0,40}?\bsecret\b[ \t]{0,3}[:=]?|[ \t]{0,2}[,\t;|])[ \t]{0,3}\\?["']?([A-Za-z0-9]{32})(?![A-Za-z0-9])/iy;
/** After an account SID: its quote, a comma or a cell's separator, then the 32-hex auth token (a client's arguments, a row). */
const TWILIO_TOKEN_AFTER =
  /\\?["']?(?:[ \t]{0,2}[,\t;|][ \t]{0,2}|[ \t]{1,3}(?:auth[ _-]?)?token[ \t]{0,3}[:=]?[ \t]{0,3})\\?["']?([0-9a-f]{32})(?![0-9A-Za-z])/y;
/** A password's characters after a slash: printable ASCII but quotes, brackets, a slash and a comma. */
const PAIR_VALUE = /([!#-&*+\-.0-9:;=?-Z\\^_a-z|~]{8,64})(?=[\s"',)\]}<]|\.(?:\s|$)|$)/y;
/**
 * What stands before the slash: a user name (a mail address, a dotted name) right after a label's colon or a verb, or
 * after a sign-in set or reset to it ("I set it to admin / …", "reset the NAS admin to backup / …": at most three words
 * between the verb and "to").
 */
const PAIR_USER =
  /(?:^|(?:[:=]|\bis|\buser(?:name)?|\b(?:set|changed?|reset)(?:[ \t]{1,3}\w{1,12}){0,3}[ \t]{1,3}to)[ \t]{1,3})[A-Za-z0-9][\w.@+-]{0,40}$/i;
/** A line that names a sign-in before its user name: a login, an admin page, a portal, a router, a VPN, Wi-Fi. */
const SIGN_IN =
  /\b(?:log[ -]?in|logon|sign[ -]?in|admin|creds?|credentials|account|portal|router|vpn|wi-?fi|wlan|ssid|console|web ?ui|dashboard|panel)\b/i;
/**
 * A password as people choose them, after a user name and a slash or `pass`: words and digits joined by a dot or an
 * underscore (`Puriri93.gull17`, `Kelp54_gull62`), a capital, a small letter and a digit among them. valueLike reads
 * such joins as a name in code; beside a user name on a sign-in's line they are the password. Not a file's name.
 */
const CHOSEN_PAIR = /^(?=[^0-9]{0,63}[0-9])(?=[^a-z]{0,63}[a-z])(?=[^A-Z]{0,63}[A-Z])[\w.!#$%&*+=?@^~-]{10,64}$/;
const FILE_NAME = /\.[a-z]{2,4}$/;
/**
 * A product's or a sign-in method's name with a version's tail (`Okta_SSO_v2`, `Azure_AD_v3`): words of letters joined,
 * the last a version. A chosen password mixes digits into its words (`Kelp54_gull62`) or ends in a year (`Summer_2024`).
 */
const VERSIONED_NAME = /^[A-Za-z]{2,20}(?:[_.-][A-Za-z]{2,20}){0,4}[_.-][vV][0-9]{1,3}$/;
/** A product's or model's code: capitals, digits, a short lower-case or capital suffix. */
const PRODUCT_CODE = /^[A-Z]{1,6}-?[0-9]{2,6}(?:[a-z]{1,3}[0-9]{0,2}|[A-Z]{1,3}[0-9]{0,2})?$/;
/**
 * `user … pw …` before the value (the user and `pw` read back from the value's start); `user … pass …` as a connection is
 * described in prose with bare words ("host … user … pass …").
 */
const USER_PW_BEFORE = /\buser(?:name)?[ \t:]{1,3}[\w.@+-]{2,40}[ \t,;/]{1,3}(?:pw|pwd|pass)[ \t]{0,2}[:=]?[ \t]{0,2}$/i;
/**
 * What a short word for a password (`pw`, `pass`, `key`) follows where it signs in to something named just before: a
 * network's name ("the shop wifi is Harbour-Guest, pw …", "wifi 'Lodge-5G', key …"), an account's mail or name after a
 * colon ("cloud acct: ops@… pass …", "portal login: desk pw …").
 */
const NAMED_PW_BEFORE =
  /(?:\b(?:wi-?fi|wlan|ssid)(?:[ \t]{1,3}(?:name|is))?[ \t:]{1,3}|\b(?:acct|account|login)[ \t]{0,2}:[ \t]{1,3})["']?[\w.@+-]{2,40}["']?[ \t,;/]{1,3}(?:pw|pwd|pass|key)[ \t]{0,2}[:=]?[ \t]{0,2}$/i;
/** A security mode's name after a network's `key`, no password (`WPA2-Personal`, `WPA3-SAE`). */
const SECURITY_MODE = /^(?:wpa|wep|wps)/i;

const isKeyIdUnit = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
const isHexUnit = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 97 && c <= 102);

/** Whether `count` code units from `at` satisfy `unit` and the one after does not continue a word. */
function runOf(text: string, at: number, count: number, unit: (c: number) => boolean): boolean {
  if (at + count > text.length) return false;
  for (let i = at; i < at + count; i++) if (!unit(text.charCodeAt(i))) return false;
  return !isWordUnit(text.charCodeAt(at + count));
}

/** The span of group 1 of a sticky match. */
function groupSpan(m: RegExpExecArray): [number, number] {
  const end = m.index + m[0].length;
  return [end - m[1]!.length, end];
}

export function detectLeftoverCredentials(t: Text, out: Hit[], isPlaceholder: (v: string) => boolean): void {
  const text = t.text;
  // Each reading is gated on its words in find.ts's shared literal index: most texts hold none of them.
  const secret = t.has('secret');
  for (const prefix of ['akia', 'asia']) {
    for (const at of placesOf(t, prefix)) {
      if (
        !text.startsWith(prefix.toUpperCase(), at) ||
        (at > 0 && isWordUnit(text.charCodeAt(at - 1)) && !ESCAPE_BEFORE.test(text.slice(Math.max(0, at - 9), at))) ||
        !runOf(text, at + 4, 16, isKeyIdUnit)
      )
        continue;
      const m = secret ? execAt(AWS_SECRET_AFTER, text, at + 20) : null;
      if (m !== null && looksRandom(m[1]!) && !/EXAMPLE/.test(m[1]!) && !isPlaceholder(m[1]!)) {
        const [start, end] = groupSpan(m);
        out.push({ code: 'credential_api_key', start: at, end: at + 20, redact: 'api_key' });
        out.push({ code: 'credential_api_key', start, end, redact: 'secret' });
      }
      // The id's own reading (credentials.ts) finds the id; AWS's documented example pair is an example, still redacted.
      const n = execAt(AWS_SECRET_NEAR, text, at + 20);
      if (n === null || isPlaceholderKey(n[1]!)) continue;
      const [start, end] = groupSpan(n);
      out.push({ code: /EXAMPLE/.test(n[1]!) ? 'credential_example' : 'credential_api_key', start, end, redact: 'secret' });
    }
  }
  for (let at = secret ? text.indexOf('SK') : -1; at >= 0; at = text.indexOf('SK', at + 2)) {
    if ((at > 0 && isWordUnit(text.charCodeAt(at - 1))) || !runOf(text, at + 2, 32, isHexUnit)) continue;
    const m = execAt(TWILIO_SECRET_AFTER, text, at + 34);
    if (m === null || !/[0-9]/.test(m[1]!) || !/[A-Za-z]/.test(m[1]!) || isPlaceholder(m[1]!)) continue;
    const [start, end] = groupSpan(m);
    out.push({ code: 'credential_api_key', start: at, end: at + 34, redact: 'api_key' });
    out.push({ code: 'credential_api_key', start, end, redact: 'secret' });
  }
  for (let at = text.indexOf('AC'); at >= 0; at = text.indexOf('AC', at + 2)) {
    if ((at > 0 && isWordUnit(text.charCodeAt(at - 1))) || !runOf(text, at + 2, 32, isHexUnit)) continue;
    const m = execAt(TWILIO_TOKEN_AFTER, text, at + 34);
    if (m === null || !/[0-9]/.test(m[1]!) || !/[a-f]/.test(m[1]!)) continue;
    const [start, end] = groupSpan(m);
    out.push({ code: 'credential_api_key', start, end, redact: 'secret' });
  }
  signInPairs(text, out, isPlaceholder, t.has('pw', 'pwd'), t.has('user'), t.has(...NAMED_WORDS));
  if (t.has('token', 'bot', 'discord', 'login')) botTokens(text, out);
}

/** A chat bot's cue before a token on its line: its token, the bot, the service, a client's login call. */
const BOT_CUE = /token|\bbot|discord|login|\bauth/i;
const isTokenUnit = (c: number): boolean => isWordUnit(c) || c === 45;

/**
 * A Discord bot token: 23 to 28 characters (a user id in base64), a dot, six or seven (a timestamp), a dot and 27 to 40
 * (an HMAC), with a bot's cue on its line. A JWT's middle part is never that short. Found from the dots: each dot
 * followed by six or seven token characters and another dot is tried.
 */
function botTokens(text: string, out: Hit[]): void {
  // The dots' places are shared (unit-places.ts): a text dense with dots is not walked from one to the next again.
  let past = 0;
  for (const dot of unitPlaces(text, 46)) {
    // The next dot six or seven on, else no token: most dots end a sentence or part a name. None inside a token found.
    if (dot < past || (text.charCodeAt(dot + 7) !== 46 && text.charCodeAt(dot + 8) !== 46)) continue;
    let mid = dot + 1;
    while (mid < text.length && mid - dot <= 8 && isTokenUnit(text.charCodeAt(mid))) mid++;
    if (text.charCodeAt(mid) !== 46 || mid - dot - 1 < 6 || mid - dot - 1 > 7) continue;
    let start = dot;
    while (start > 0 && dot - start <= 28 && isTokenUnit(text.charCodeAt(start - 1))) start--;
    let end = mid + 1;
    while (end < text.length && end - mid <= 41 && isTokenUnit(text.charCodeAt(end))) end++;
    const first = dot - start;
    const last = end - mid - 1;
    if (first < 23 || first > 28 || last < 27 || last > 40 || text.charCodeAt(end) === 46 || text.charCodeAt(start - 1) === 46) continue;
    const token = text.slice(start, end);
    if (!/[a-z]/.test(token) || !/[A-Z]/.test(token) || !/[0-9]/.test(token)) continue;
    let from = start;
    while (from > 0 && start - from < 80 && text.charCodeAt(from - 1) !== 10) from--;
    if (!BOT_CUE.test(text.slice(from, start))) continue;
    out.push({ code: 'credential_api_key', start, end, redact: 'secret' });
    past = end + 1;
  }
}

/** `user / password` on a sign-in's line, and `user … pw password`. */
/** A network's or an account's word, for the readings of NAMED_PW_BEFORE (the literal index's, or a search of its own). */
const NAMED_WORDS = ['wifi', 'wi-fi', 'wlan', 'ssid', 'login', 'acct', 'account'];
/** How far before a password's word its user's or its network's word may stand (USER_PW_BEFORE's and NAMED_PW_BEFORE's reach). */
const CUE_REACH = 80;

function signInPairs(text: string, out: Hit[], isPlaceholder: (v: string) => boolean, pw: boolean, user: boolean, named: boolean): void {
  const pair = (valueAt: number, readBack: (before: string) => boolean): void => {
    const m = execAt(PAIR_VALUE, text, valueAt);
    if (m === null) return;
    const v = m[1]!.replace(/[.;:]+$/, '');
    // Ten characters at least, and no product's code (`AX1500v2`, `RT-AC68U`): a model's name stands after a router's too.
    if (
      v.length < 10 ||
      !(valueLike(v) || (CHOSEN_PAIR.test(v) && !FILE_NAME.test(v) && !VERSIONED_NAME.test(v))) ||
      isPlaceholder(v) ||
      PRODUCT_CODE.test(v)
    )
      return;
    let from = valueAt;
    while (from > 0 && valueAt - from < 120 && text.charCodeAt(from - 1) !== 10) from--;
    if (!readBack(text.slice(from, valueAt))) return;
    out.push({ code: 'credential_password', start: valueAt, end: valueAt + v.length, redact: 'password' });
  };
  // Slashes found one character at a time (a search for ` / ` is many times slower), then the blanks around it asked;
  // their places are shared with qualified-secrets.ts's (unit-places.ts).
  for (const at of unitPlaces(text, 47)) {
    if (text.charCodeAt(at - 1) !== 32 || text.charCodeAt(at + 1) !== 32) continue;
    pair(at + 2, (before) => {
      const head = before.slice(0, -3);
      return PAIR_USER.test(head) && SIGN_IN.test(head);
    });
  }
  // (Each label from the places of "pw", found once: a search for each label's blank first stopped at every blank.)
  const pwAt: number[] = [];
  if (pw) for (let q = text.indexOf('pw', 1); q >= 0; q = text.indexOf('pw', q + 1)) if (text.charCodeAt(q - 1) === 32) pwAt.push(q - 1);
  // ` pass ` after a user name: each place of the word read once (most are the verb's, refused by the read-back).
  // Either read back: a user name before it, or a network or an account named (NAMED_PW_BEFORE).
  const signedIn = (before: string): boolean => (user && USER_PW_BEFORE.test(before)) || (named && NAMED_PW_BEFORE.test(before));
  // A cheap look first: the user's or a network's word within reach before the password's word (most "pass" and "key" are
  // a verb's or a key's of something else).
  const cueBefore = (at: number, words: readonly string[]): boolean => {
    const before = text.slice(Math.max(0, at - CUE_REACH), at).toLowerCase();
    return words.some((w) => before.includes(w));
  };
  const cued = (at: number): boolean => (user && cueBefore(at, ['user'])) || (named && cueBefore(at, NAMED_WORDS));
  if (user || named) {
    for (let at = text.indexOf(' pass ', 1); at >= 0; at = text.indexOf(' pass ', at + 6)) {
      if (!cued(at)) continue;
      let valueAt = at + 6;
      while (text.charCodeAt(valueAt) === 32) valueAt++;
      pair(valueAt, signedIn);
    }
  }
  for (const word of pw ? [' pw ', ' pwd ', ' pw: ', ' pw='] : []) {
    let next = 0;
    for (const at of pwAt) {
      if (at < next || !text.startsWith(word, at) || !cued(at)) continue;
      next = at + word.length;
      let valueAt = at + word.length;
      while (text.charCodeAt(valueAt) === 32) valueAt++;
      pair(valueAt, signedIn);
    }
  }
  // ` key ` after a network's name only (a key's other uses name no password), never a security mode's name.
  if (named) {
    for (let at = text.indexOf(' key ', 1); at >= 0; at = text.indexOf(' key ', at + 5)) {
      if (!cueBefore(at, NAMED_WORDS)) continue;
      let valueAt = at + 5;
      while (text.charCodeAt(valueAt) === 32) valueAt++;
      if (!SECURITY_MODE.test(text.slice(valueAt, valueAt + 3))) pair(valueAt, (before) => NAMED_PW_BEFORE.test(before));
    }
  }
}
